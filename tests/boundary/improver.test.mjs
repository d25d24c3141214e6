// The Improver class in Node against the real build in pkg/: `new Improver(tiles)` and
// `improver.run(ms, onProgress)`, which goes on where the last run stopped. Answers are checked
// here, by the rule (legal moves reaching the goal) and against Korf & Felner's published optimal
// lengths; every bad input is a named Error, never a trap, and the improver and the module keep
// working after it.
//
//   node --test tests/boundary/

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { assertRefused, thrownBy } from './refused.mjs';
import init, * as wasm from '../../pkg/slide_puzzle.js';
import { isGoal, play } from './rules.mjs';

await init({ module_or_path: fs.readFileSync(new URL('../../pkg/slide_puzzle_bg.wasm', import.meta.url)) });

const HARDEST3 = [8, 6, 7, 2, 5, 4, 3, 0, 1]; // 31 moves, the 8-puzzle's most

/** The first `count` of Korf's 24-puzzles: {number, optimal, tiles}. */
const korf24 = (count) => fs.readFileSync(new URL('../data/korf24.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .slice(0, count)
  .map((line) => {
    const [number, optimal, ...tiles] = line.trim().split(/\s+/).map(Number);
    return { number, optimal, tiles };
  });

test('5×5 runs go on from one another: legal, never worse, bounded by the published optimum', () => {
  for (const { number, optimal, tiles } of korf24(2)) {
    const improver = new wasm.Improver(Uint8Array.from(tiles));
    let last = null;
    let reports = 0;
    for (const ms of [0, 300, 600, 0]) {
      const answer = improver.run(ms, () => { reports += 1; });
      assert.ok(answer.moves instanceof Uint8Array, `#${number}`);
      assert.ok(isGoal(play(tiles, answer.moves, 5)), `#${number}: does not reach the goal`);
      assert.ok(answer.moves.length >= optimal, `#${number}: ${answer.moves.length} < ${optimal}`);
      assert.ok(answer.lowerBound <= optimal, `#${number}: bound ${answer.lowerBound} > ${optimal}`);
      assert.ok(answer.lowerBound <= answer.moves.length);
      assert.equal(answer.optimal, answer.moves.length === answer.lowerBound);
      if (last) {
        assert.ok(answer.moves.length <= last.moves.length, `#${number}: longer than before`);
        assert.ok(answer.lowerBound >= last.lowerBound, `#${number}: bound fell`);
      }
      last = answer;
    }
    assert.ok(reports >= 4, `#${number}: ${reports} progress reports`);
    improver.free();
  }
});

test('3×3 boards are solved at once, optimally, in any shape of input', () => {
  for (const tiles of [HARDEST3, Uint8Array.from(HARDEST3), { tiles: HARDEST3, width: 3 }]) {
    const improver = new wasm.Improver(tiles);
    const answer = improver.run(0);
    assert.equal(answer.moves.length, 31);
    assert.equal(answer.lowerBound, 31);
    assert.equal(answer.optimal, true);
    assert.ok(isGoal(play(HARDEST3, answer.moves, 3)));
    improver.free();
  }
});

test('bad boards are refused with a named Error, and the module keeps working', () => {
  assertRefused(() => new wasm.Improver([2, 1, 3, 0]), 'Unsolvable', 'unsolvable', /solv/);
  assertRefused(() => new wasm.Improver([1, 2, 3, 4, 0]), 'BadBoard', 'five tiles');
  assertRefused(() => new wasm.Improver('board'), 'BadBoard', 'a string');
  assertRefused(() => new wasm.Improver([0, 0, 1, 2]), 'BadBoard', 'a repeated tile');
  assertRefused(
    () => new wasm.Improver({ tiles: [1, 2, 3, 4, 5, 0], width: 3 }),
    'NoSolver',
    'a 3×2 board',
    /square.*solveWithin/,
  );
  const answer = new wasm.Improver([1, 2, 0, 3]).run(0);
  assert.deepEqual(Array.from(answer.moves), [3]);
});

test('bad run arguments are refused with a named Error, and the improver keeps working', () => {
  const [{ optimal, tiles }] = korf24(1);
  const improver = new wasm.Improver(tiles);
  for (const ms of [-1, NaN]) {
    assertRefused(() => improver.run(ms), 'BadArgument', `ms ${ms}`, /milliseconds/);
  }
  assertRefused(() => improver.run(10, 'often'), 'BadArgument', 'a string callback', /onProgress/);
  // A callback that calls the module, or this improver, gets an Error; the outer run answers.
  let inner = null;
  let self = null;
  const answer = improver.run(0, () => {
    inner ??= thrownBy(() => wasm.solveWithin([1, 2, 3, 0], 0));
    self ??= thrownBy(() => improver.run(0));
  });
  assertRefused(inner, 'Busy', 'the module from the callback', /busy/);
  assert.ok(self instanceof Error && !(self instanceof WebAssembly.RuntimeError), `${self}`);
  // A throwing callback changes nothing.
  const loud = improver.run(100, () => { throw new Error('callback failure'); });
  for (const a of [answer, loud]) {
    assert.ok(isGoal(play(tiles, a.moves, 5)));
    assert.ok(a.moves.length >= optimal && a.lowerBound <= optimal);
  }
  assert.ok(loud.moves.length <= answer.moves.length);
  improver.free();
  assert.ok(!(thrownBy(() => improver.run(0)) instanceof WebAssembly.RuntimeError), 'a freed improver trapped');
  assert.equal(wasm.solveWithin([1, 2, 0, 3], 0).moves.length, 1);
});
