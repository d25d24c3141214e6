// The Session class in Node against the real build in pkg/: `new Session(tiles)` and
// `session.run(ms)`, which goes on where the last run stopped, for every shape. Answers are
// checked here, by the rule (legal moves reaching the goal, rules.mjs) and against Korf's
// published optimal lengths; every bad input is a named Error, never a trap, and the module keeps
// working after it.
//
//   node --test tests/boundary/

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import init, * as wasm from '../../pkg/slide_puzzle.js';
import { isGoal, play } from './rules.mjs';
import { assertRefused, thrownBy } from './refused.mjs';

await init({ module_or_path: fs.readFileSync(new URL('../../pkg/slide_puzzle_bg.wasm', import.meta.url)) });

const HARDEST3 = [8, 6, 7, 2, 5, 4, 3, 0, 1]; // 31 moves, the 8-puzzle's most
const KORF_1 = { tiles: [13, 6, 8, 12, 15, 14, 0, 10, 11, 7, 4, 5, 9, 1, 3, 2], optimal: 57 };

/** Runs `session` `ms` at a time until done, checking each report against the one before. */
function runToTheEnd(session, tiles, width, ms) {
  let before = null;
  for (let runs = 0; runs < 100_000; runs += 1) {
    const report = session.run(ms);
    assert.ok(isGoal(play(tiles, report.moves, width)), 'the answer solves the board');
    assert.ok(report.lowerBound <= report.moves.length);
    if (before) {
      assert.ok(report.moves.length <= before.moves.length, 'never longer');
      assert.ok(report.lowerBound >= before.lowerBound, 'the bound never drops');
      assert.ok(report.positions >= before.positions);
    }
    before = report;
    if (report.done) return report;
  }
  assert.fail('never done');
}

test('3×3: the first run is the proven optimum', () => {
  const session = new wasm.Session(HARDEST3);
  const report = session.run(0);
  assert.equal(report.moves.length, 31);
  assert.ok(report.optimal && report.done && report.ready);
  assert.equal(report.lowerBound, 31);
  session.free();
});

test('4×4 without the 6-6-3 tables: a short answer at once, then the proof with the quick database', () => {
  assert.equal(wasm.tablesReady(4), false, 'this test runs before any 4×4 tables are built');
  const session = new wasm.Session(KORF_1.tiles);
  const first = session.run(0);
  assert.ok(first.ready && !first.done);
  assert.ok(first.proving && !first.optimal, 'the proof of the short answer is under way');
  assert.ok(first.moves.length >= KORF_1.optimal && first.lowerBound <= KORF_1.optimal);
  const last = runToTheEnd(session, KORF_1.tiles, 4, 30);
  assert.equal(last.moves.length, KORF_1.optimal);
  assert.ok(last.optimal && last.lowerBound === KORF_1.optimal && !last.proving);
  session.close();
  assert.equal(wasm.tablesReady(4), false, 'a session builds only its quick database');
});

test('boards of at most 12 cells are proven in the first run: provesAtOnce says which', () => {
  // Every shape the module offers of 4 to 16 cells, square or not, and what the rule says.
  const atOnce = [];
  for (let width = 2; width <= 8; width += 1) {
    for (let height = 2; width * height <= 16; height += 1) {
      if (!wasm.provesAtOnce({ width, height })) continue;
      atOnce.push(`${width}x${height}`);
      const tiles = wasm.shuffle({ width, height });
      const session = new wasm.Session({ tiles, width });
      const first = session.run(0);
      session.close();
      assert.ok(first.done && first.optimal && !first.proving, `${width}×${height} proven at once`);
      assert.ok(isGoal(play(tiles, first.moves, width)));
    }
  }
  assert.deepEqual(atOnce.sort(), ['2x2', '2x3', '2x4', '2x5', '2x6', '3x2', '3x3', '3x4', '4x2', '4x3', '5x2', '6x2']);
  assert.equal(wasm.provesAtOnce({ width: 4, height: 4 }), false);
  assert.equal(wasm.provesAtOnce({ width: 5, height: 5 }), false);
  const improving = new wasm.Session(wasm.shuffle(5));
  const first = improving.run(0);
  improving.close();
  assert.ok(!first.proving && !first.done, '5×5: answers improve, no proof is under way');
  assertRefused(() => wasm.provesAtOnce({ width: 1, height: 4 }), 'BadShape', 'provesAtOnce of a 1×4');
});

test('rectangles of at most 16 cells are proven', () => {
  const cases = [[4, 3], [2, 8]];
  for (const [width, height] of cases) {
    const tiles = wasm.shuffle(width, height);
    const session = new wasm.Session({ tiles, width });
    const last = runToTheEnd(session, tiles, width, 30);
    assert.ok(last.optimal, `${width}×${height} proven`);
    session.free();
  }
});

test('bad input to a session is a named Error, never a trap, and the module works after it', () => {
  assertRefused(() => new wasm.Session([1, 2, 3]), 'BadBoard', 'a board of the wrong length');
  assertRefused(() => new wasm.Session([2, 1, 3, 4, 5, 6, 7, 8, 0]), 'Unsolvable', 'an unsolvable board');
  assertRefused(() => new wasm.Session({ tiles: [1, 2, 3, 4, 5, 0], width: 4 }), 'BadShape', 'a width that does not divide');
  assertRefused(() => new wasm.Session(wasm.shuffle(9)), 'NoSolver', 'a 9×9 board');
  const session = new wasm.Session(HARDEST3);
  for (const ms of [-1, Number.NaN, Infinity, 'soon']) {
    assertRefused(() => session.run(ms), 'BadArgument', `run(${ms})`);
  }
  assert.equal(session.run(5).moves.length, 31, 'the session still works');
  session.close();
  session.close();
  assertRefused(() => session.run(5), 'SessionClosed', 'run after close');
  assertRefused(() => session.report(), 'SessionClosed', 'report after close');
  session.free();
  const freed = thrownBy(() => session.run(5));
  assert.ok(freed instanceof Error && !(freed instanceof WebAssembly.RuntimeError), `run after free: ${freed}`);
  // A call into the module while a solver call runs: a 4×4 build reports progress, and a
  // session made from inside that callback is refused as Busy.
  let inside = null;
  wasm.prepare(3, () => {
    inside ??= thrownBy(() => new wasm.Session(HARDEST3));
  });
  assert.equal(inside?.name, 'Busy', `re-entered: ${inside}`);
  assert.equal(new wasm.Session(HARDEST3).run(0).moves.length, 31, 'the module still works');
});

test('tablePlan says which shapes have tables and how they come', () => {
  assert.deepEqual({ ...wasm.tablePlan(4) }, { kept: true, apart: true, hereIfNotKept: true });
  assert.deepEqual({ ...wasm.tablePlan(5) }, { kept: true, apart: true, hereIfNotKept: false });
  assert.deepEqual({ ...wasm.tablePlan(2, 8) }, { kept: true, apart: false, hereIfNotKept: true });
  assert.equal(wasm.tablePlan(3), undefined);
  assert.equal(wasm.tablePlan(4, 3), undefined);
  assertRefused(() => wasm.tablePlan(1), 'BadSide', 'tablePlan(1)');
});
