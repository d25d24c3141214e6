// The Inside panel's functions — explain, race, searchFigures — in Node against the real build
// in pkg/: per-tile figures and linear-conflict pairs against counts written here, every
// estimate against a breadth-first search written here, the race's order, and bad input.
//
//   node --test tests/boundary/inside.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import init, * as wasm from '../../pkg/slide_puzzle.js';

await init({ module_or_path: fs.readFileSync(new URL('../../pkg/slide_puzzle_bg.wasm', import.meta.url)) });

const HARDEST3 = [8, 6, 7, 2, 5, 4, 3, 0, 1]; // 31 moves

/** The true distance of every solvable 3×3 board, by breadth-first search from the goal. */
function distances3() {
  const goal = '123456780';
  const dist = new Map([[goal, 0]]);
  const queue = [goal];
  for (let head = 0; head < queue.length; head++) {
    const board = queue[head];
    const b = board.indexOf('0');
    const [row, col] = [Math.floor(b / 3), b % 3];
    const cells = [];
    if (row > 0) cells.push(b - 3);
    if (row < 2) cells.push(b + 3);
    if (col > 0) cells.push(b - 1);
    if (col < 2) cells.push(b + 1);
    for (const c of cells) {
      const next = board.split('');
      [next[b], next[c]] = [next[c], next[b]];
      const key = next.join('');
      if (!dist.has(key)) {
        dist.set(key, dist.get(board) + 1);
        queue.push(key);
      }
    }
  }
  return dist;
}
const DIST3 = distances3();
const boardOf = (key) => key.split('').map(Number);

/** Manhattan distance of the tile on each cell, from the definition. */
function manhattanByCell(tiles) {
  const side = Math.sqrt(tiles.length);
  return tiles.map((t, cell) => {
    if (t === 0) return 0;
    const goal = t - 1;
    return Math.abs(Math.floor(cell / side) - Math.floor(goal / side)) + Math.abs((cell % side) - (goal % side));
  });
}

/** Per line (rows, then columns) the pairs of tiles in their goal line standing reversed. */
function conflictPairs(tiles) {
  const side = Math.sqrt(tiles.length);
  const out = [];
  for (const axis of ['row', 'column']) {
    for (let index = 0; index < side; index++) {
      const line = [];
      for (let i = 0; i < side; i++) {
        const t = axis === 'row' ? tiles[index * side + i] : tiles[i * side + index];
        if (t === 0) continue;
        const goal = t - 1;
        const [goalLine, along] = axis === 'row' ? [Math.floor(goal / side), goal % side] : [goal % side, Math.floor(goal / side)];
        if (goalLine === index) line.push([t, along]);
      }
      const pairs = [];
      for (let i = 0; i < line.length; i++) {
        for (let j = i + 1; j < line.length; j++) if (line[i][1] > line[j][1]) pairs.push([line[i][0], line[j][0]]);
      }
      if (pairs.length) out.push({ axis, index, pairs });
    }
  }
  return out;
}

function checkCounts(tiles, e) {
  const md = manhattanByCell(tiles);
  assert.deepEqual(e.manhattan, md, `${tiles}`);
  assert.equal(e.estimates.manhattan, md.reduce((a, b) => a + b, 0));
  assert.deepEqual(e.conflicts.map(({ axis, index, pairs }) => ({ axis, index, pairs })), conflictPairs(tiles));
  const penalties = e.conflicts.reduce((sum, c) => sum + c.penalty, 0);
  assert.equal(e.estimates.linearConflict, penalties);
  assert.equal(e.estimates.manhattanLinearConflict, e.estimates.manhattan + penalties);
  for (const c of e.conflicts) {
    // Each line's penalty: two moves for each tile that must leave, at least one per line with pairs.
    assert.ok(c.penalty >= 2 && c.penalty % 2 === 0 && c.penalty <= 2 * c.pairs.length, JSON.stringify(c));
  }
}

test('explain: per-tile figures, pairs and the sum match the counts, and no estimate overestimates', () => {
  const keys = [...DIST3.keys()];
  for (let i = 0; i < keys.length; i += 97) {
    const tiles = boardOf(keys[i]);
    const e = wasm.explain(tiles);
    checkCounts(tiles, e);
    const truth = DIST3.get(keys[i]);
    assert.equal(e.side, 3);
    assert.equal(e.trueDistance, truth);
    for (const name of ['manhattan', 'manhattanLinearConflict', 'walkingDistance', 'patternDatabase']) {
      assert.ok(e.estimates[name] <= truth, `${name} ${e.estimates[name]} > ${truth} on ${tiles}`);
    }
    assert.deepEqual(e.parity, { solvable: true, inversions: e.parity.inversions });
  }
  const hardest = wasm.explain(Uint8Array.from(HARDEST3));
  assert.equal(hardest.trueDistance, 31);
  assert.equal(hardest.estimates.walkingDistance, 25);
});

test('explain: an unsolvable board gets the parity reason and no distance', () => {
  const e = wasm.explain([2, 1, 3, 4, 5, 6, 7, 8, 0]);
  checkCounts([2, 1, 3, 4, 5, 6, 7, 8, 0], e);
  assert.equal(e.parity.solvable, false);
  assert.equal(e.parity.inversions, 1);
  assert.match(e.parity.whyUnsolvable, /cannot be solved/);
  assert.equal(e.trueDistance, undefined);
  assert.equal(e.estimates.walkingDistance, undefined);
  assert.equal(e.estimates.patternDatabase, undefined);
  const even = wasm.explain([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0]);
  assert.equal(even.parity.blankRowFromBottom, 0);
  assert.equal(even.parity.solvable, false);
});

test('explain: a 4×4 board has walking distance, and no database until its tables are built', () => {
  const tiles = wasm.shuffle(4);
  const e = wasm.explain(tiles);
  checkCounts(Array.from(tiles), e);
  assert.ok(e.estimates.walkingDistance >= e.estimates.manhattan);
  assert.equal(wasm.tablesReady(4), false);
  assert.equal(e.estimates.patternDatabase, undefined);
  assert.equal(e.trueDistance, undefined);
  assert.equal(e.parity.blankRowFromBottom, 3 - Math.floor(Array.from(tiles).indexOf(0) / 4));
  const big = wasm.explain(wasm.shuffle(16));
  assert.equal(big.manhattan.length, 256);
  assert.equal(big.estimates.walkingDistance, undefined);
});

test('race: every heuristic finishes at the true distance, in the order of their strength', () => {
  const keys = [...DIST3.keys()];
  const totals = {};
  for (let i = 1; i < keys.length; i += 1801) {
    const tiles = boardOf(keys[i]);
    const laps = wasm.race(tiles, 10_000_000);
    assert.deepEqual(laps.map((l) => l.heuristic), ['manhattan', 'linear-conflict', 'walking-distance', 'pattern-database']);
    const nodes = Object.fromEntries(laps.map((l) => [l.heuristic, l.generated]));
    for (const lap of laps) {
      assert.equal(lap.finished, true);
      assert.equal(lap.length, DIST3.get(keys[i]));
      // `ms` is a clock reading (tests/inside.rs checks it with a fake clock): only its type here.
      assert.ok(lap.expanded <= lap.generated && typeof lap.ms === 'number', JSON.stringify(lap));
      totals[lap.heuristic] = (totals[lap.heuristic] ?? 0) + lap.generated;
    }
    for (const stronger of ['linear-conflict', 'walking-distance', 'pattern-database']) {
      assert.ok(nodes[stronger] <= nodes.manhattan, `${stronger} on ${tiles}: ${JSON.stringify(nodes)}`);
    }
  }
  assert.ok(totals['pattern-database'] < totals['linear-conflict'] && totals['linear-conflict'] < totals.manhattan, JSON.stringify(totals));
});

test('race: a budget too small leaves every heuristic unfinished, with no length', () => {
  for (const lap of wasm.race(HARDEST3, 50)) {
    assert.equal(lap.finished, false);
    assert.equal(lap.expanded, 50);
    assert.equal('length' in lap, false);
  }
  const fifteen = wasm.race([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15], 1000);
  assert.deepEqual(fifteen.map((l) => [l.heuristic, l.length]), [['manhattan', 1], ['linear-conflict', 1], ['walking-distance', 1]]);
});

test('searchFigures: the hint search on 3×3 is A* with its open and closed sets', () => {
  const keys = [...DIST3.keys()];
  for (let i = 1; i < keys.length; i += 9001) {
    const f = wasm.searchFigures(boardOf(keys[i]));
    assert.equal(f.algorithm, 'A*');
    assert.equal(f.heuristic, 'linear-conflict');
    assert.equal(f.length, DIST3.get(keys[i]));
    assert.equal(f.closed, f.expanded);
    assert.ok(f.open >= 1 && f.open + f.expanded <= f.generated + 1, JSON.stringify(f));
  }
  assert.equal(wasm.searchFigures(wasm.shuffle(4)), undefined, 'no 4×4 tables in this process');
  assert.equal(wasm.searchFigures(wasm.shuffle(5)), undefined);
});

test('bad input is an Error that says what is wrong, and the module keeps working', () => {
  const cases = [
    [() => wasm.explain('123'), /Uint8Array/],
    [() => wasm.explain([1, 2, 3]), /square|tiles/],
    [() => wasm.explain([1, 1, 2, 0]), /twice/],
    [() => wasm.race(HARDEST3, -1), /budget/],
    [() => wasm.race(HARDEST3, NaN), /budget/],
    [() => wasm.race(HARDEST3, 0), /at least 1/],
    [() => wasm.race(HARDEST3, 1.5), /budget/],
    [() => wasm.race([2, 1, 3, 4, 5, 6, 7, 8, 0], 10), /solv/],
    [() => wasm.race(wasm.shuffle(9), 10), /9×9|side|larger/],
    [() => wasm.searchFigures([2, 1, 3, 4, 5, 6, 7, 8, 0]), /solv/],
    [() => wasm.searchFigures({ length: 9 }), /Uint8Array/],
  ];
  for (const [call, message] of cases) {
    assert.throws(call, (err) => err instanceof Error && !(err instanceof WebAssembly.RuntimeError) && message.test(err.message), String(call));
  }
  assert.equal(wasm.explain(HARDEST3).trueDistance, 31);
});
