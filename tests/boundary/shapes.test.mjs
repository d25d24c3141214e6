// Boards of any width × height across the wasm boundary: `{tiles, width}` wherever a board is
// taken, a shape `{width, height}` wherever a size is (`shuffle`, `goal`, `isOptimal`,
// `dealWithSolvedRows`, `daily`, the tables' functions; their older forms with a height after
// the width, or a side alone, still work), 3×4 and 4×3 boards
// solved to the goal in as few moves as an IDA* written here (plain Manhattan distance) finds,
// every malformed shape refused with a BadShape (or BadBoard) Error, and re-entry still refused.
// The square calls keep their old behaviour.
//
//   node --test tests/boundary/shapes.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import init, * as wasm from '../../pkg/slide_puzzle.js';
import { fewestMoves, goalOf, play, scrambled } from './shape-helpers.mjs';

await init({ module_or_path: fs.readFileSync(new URL('../../pkg/slide_puzzle_bg.wasm', import.meta.url)) });

test('the independent search agrees with a hand-counted board', () => {
  // 3 wide, 2 tall: 0 1 2 / 4 5 3 needs 1, 2, 3.
  assert.equal(fewestMoves(3, 2, [0, 1, 2, 4, 5, 3]), 3);
  assert.equal(fewestMoves(4, 3, goalOf(12)), 0);
});

for (const [width, height] of [[3, 4], [4, 3]]) {
  test(`${width}×${height}: solve, hint and solveWithin give the independent search's length and reach the goal`, () => {
    assert.equal(wasm.isOptimal(width, height), true);
    const boards = [0, 1, 2, 3].map((i) => scrambled(width, height, 80, 1000 * width + i));
    boards.push([...wasm.shuffle(width, height)].slice(0)); // a uniform deal, solved but not compared
    boards.forEach((tiles, i) => {
      const board = { tiles, width };
      assert.equal(wasm.isSolvable(board), true);
      const moves = [...wasm.solve(board)];
      assert.deepEqual(play(width, height, tiles, moves), goalOf(width * height), `board ${i}`);
      if (i < 4) assert.equal(moves.length, fewestMoves(width, height, tiles), `board ${i}: not the fewest moves`);
      if (moves.length > 0) assert.equal(wasm.hint(board), moves[0]);
      const within = wasm.solveWithin({ tiles: Uint8Array.from(tiles), width }, Infinity);
      assert.equal(within.optimal, true);
      assert.equal(within.moves.length, moves.length);
      assert.ok(wasm.lowerBound(board) <= moves.length);
      const short = [...wasm.solveShort(board)];
      assert.deepEqual(play(width, height, tiles, short), goalOf(width * height));
    });
  });
}

test('shuffle, goal, isOptimal and dealWithSolvedRows take a height; alone they stay square', () => {
  const deal = wasm.shuffle(4, 3);
  assert.equal(deal.length, 12);
  assert.deepEqual([...deal].sort((a, b) => a - b), [...Array(12).keys()]);
  assert.equal(wasm.isSolvable({ tiles: deal, width: 4 }), true);
  assert.deepEqual([...wasm.goal(3, 2)], [1, 2, 3, 4, 5, 0]);
  assert.deepEqual([...wasm.goal(2, 3)], [1, 2, 3, 4, 5, 0]);
  assert.equal(wasm.shuffle(4).length, 16);
  assert.deepEqual([...wasm.goal(3)], goalOf(9));
  assert.equal(wasm.isOptimal(4), true);
  assert.equal(wasm.isOptimal(5), false);
  assert.equal(wasm.isOptimal(3, 6), false);
  const rows = wasm.dealWithSolvedRows(2, 3, 6);
  assert.equal(rows.length, 12);
  assert.deepEqual([...rows.slice(0, 6)], [1, 2, 3, 4, 5, 6]);
  assert.equal(wasm.dealWithSolvedRows(4, 2).length, 16);
});

test('every function that takes a shape takes {width, height}, and answers as its older forms do', () => {
  const shapes = [[3, 2], [2, 3], [4, 3], [3, 3], [4, 4], [5, 5], [2, 8], [3, 6]];
  for (const [width, height] of shapes) {
    const shape = { width, height };
    const what = `${width}×${height}`;
    assert.deepEqual([...wasm.goal(shape)], goalOf(width * height), what);
    const deal = [...wasm.shuffle(shape)];
    assert.deepEqual(deal.slice().sort((a, b) => a - b), [...Array(width * height).keys()], what);
    assert.equal(wasm.isSolvable({ tiles: deal, width }), true, what);
    assert.notDeepEqual(deal, goalOf(width * height), `${what}: never the goal`);
    // Proven optimal up to 16 cells (the 15-puzzle's size), counted here.
    assert.equal(wasm.isOptimal(shape), width * height <= 16, what);
    assert.deepEqual(wasm.tablePlan(shape), wasm.tablePlan(width, height), what);
    assert.deepEqual([...wasm.daily('2026-12-05', shape)], [...wasm.daily('2026-12-05', width, height)], what);
    if (height >= 3) {
      const rows = [...wasm.dealWithSolvedRows(shape, 1)];
      assert.deepEqual(rows.slice(0, width), goalOf(width * height).slice(0, width), `${what}: the top row in place`);
    }
  }
  // Any object with the two numbers will do (the page passes its own shapes, with more fields).
  assert.deepEqual([...wasm.goal({ width: 3, height: 2, key: '3x2', cells: 6 })], goalOf(6));
  // Tables: built, said ready and exported through the shape, loaded back through it.
  const small = { width: 2, height: 5 };
  assert.equal(typeof wasm.prepare(small, () => {}), 'number');
  assert.equal(wasm.tablesReady(small), true);
  const bytes = wasm.exportTables(small);
  assert.ok(bytes instanceof Uint8Array && bytes.length > 0);
  wasm.importTables(small, bytes);
  assert.equal(wasm.tablesReady({ width: 3, height: 3 }), true, 'a shape without tables');
  assert.equal(wasm.exportTables({ width: 3, height: 3 }), undefined);
});

test('moves, parity and explanations follow the width', () => {
  // 3 wide, 2 tall: 1 2 3 / 0 4 5. Tile 3 is not beside the blank (the row above's end).
  const board = { tiles: [1, 2, 3, 0, 4, 5], width: 3 };
  assert.throws(() => wasm.applyMove(board, 3), { name: 'IllegalMove' });
  assert.deepEqual([...wasm.applyMove(board, 4)], [1, 2, 3, 4, 0, 5]);
  assert.equal(wasm.movableTile(board, 'left'), 4);
  assert.equal(wasm.movableTile(board, 'down'), 1);
  // The same six numbers 2 wide are another board: 1 2 / 3 0 / 4 5, where 3 is beside the blank.
  assert.deepEqual([...wasm.applyMove({ tiles: [1, 2, 3, 0, 4, 5], width: 2 }, 3)], [1, 2, 0, 3, 4, 5]);
  const swapped = { tiles: [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 10, 0], width: 4 };
  assert.equal(wasm.isSolvable(swapped), false);
  assert.match(wasm.whyUnsolvable(swapped), /4×3/);
  assert.throws(() => wasm.solve(swapped), { name: 'Unsolvable' });
  const e = wasm.explain({ tiles: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 11], width: 4 });
  assert.equal(e.width, 4);
  assert.equal(e.height, 3);
  assert.equal(e.estimates.manhattan, 1);
  assert.equal(e.parity.solvable, true);
});

test('larger rectangles get a valid answer that says it is not proven optimal', () => {
  const tiles = wasm.shuffle(6, 5);
  const board = { tiles, width: 6 };
  const moves = [...wasm.solve(board)];
  assert.deepEqual(play(6, 5, [...tiles], moves), goalOf(30));
  const within = wasm.solveWithin(board, 50);
  assert.deepEqual(play(6, 5, [...tiles], [...within.moves]), goalOf(30));
  assert.ok(within.lowerBound <= within.moves.length);
  assert.throws(() => wasm.solve({ tiles: wasm.shuffle(9, 2), width: 9 }), { name: 'NoSolver' });
});

/** Calls that must each throw an Error named `kind`. */
const REFUSED = {
  BadShape: [
    () => wasm.solve({ tiles: goalOf(12), width: 5 }),
    () => wasm.isSolvable({ tiles: goalOf(12), width: 0 }),
    () => wasm.hint({ tiles: [1, 2, 0], width: 1 }),
    () => wasm.hint({ tiles: [1, 2, 0], width: 3 }),
    () => wasm.lowerBound({ tiles: goalOf(34), width: 17 }),
    () => wasm.lowerBound({ tiles: goalOf(34), width: 2 }),
    () => wasm.applyMove({ tiles: goalOf(6), width: 2.5 }, 5),
    () => wasm.applyMove({ tiles: goalOf(6), width: '3' }, 5),
    () => wasm.solveShort({ tiles: goalOf(6) }),
    () => wasm.solveWithin({ tiles: goalOf(6), width: -3 }, 10),
    () => wasm.shuffle(3, 1),
    () => wasm.shuffle(3, 17),
    () => wasm.shuffle(2.5, 3),
    () => wasm.goal(4, NaN),
    () => wasm.isOptimal(2, 0.5),
    () => wasm.dealWithSolvedRows(3, 1, 20),
    // A shape object that is not one: a field missing, not a number, not whole, out of range.
    () => wasm.shuffle({ width: 3 }),
    () => wasm.goal({ height: 3 }),
    () => wasm.goal({ width: '3', height: 3 }),
    () => wasm.isOptimal({ width: 3, height: 2.5 }),
    () => wasm.tablePlan({ width: 17, height: 2 }),
    () => wasm.prepare({ width: 1, height: 4 }),
    () => wasm.tablesReady({ width: 4, height: null }),
    () => wasm.exportTables([4, 4]),
    () => wasm.importTables('4x4', new Uint8Array(8)),
    () => wasm.daily(0, { width: 20, height: 9 }),
    () => wasm.dealWithSolvedRows({ get width() { throw new Error('hostile getter'); }, height: 4 }, 1),
  ],
  BadArgument: [
    // The height belongs in the shape: given after one as well, it is refused, not guessed at.
    () => wasm.shuffle({ width: 3, height: 3 }, 4),
    () => wasm.dealWithSolvedRows({ width: 4, height: 4 }, 1, 4),
    () => wasm.prepare({ width: 3, height: 3 }, undefined, 3),
  ],
  BadBoard: [
    () => wasm.solve({ tiles: '1 2 3 0', width: 2 }),
    () => wasm.solve({ width: 2 }),
    () => wasm.solve({ tiles: [1, 2, 3, 4, 5, 5], width: 3 }),
    () => wasm.solve({ tiles: [1, 2, 3, 4, 5, 0.5], width: 3 }),
    () => wasm.solve({ get tiles() { throw new Error('hostile getter'); }, width: 3 }),
  ],
  BadSide: [() => wasm.shuffle(17), () => wasm.goal(1.5), () => wasm.isOptimal(0)],
  BadRows: [() => wasm.dealWithSolvedRows(5, 1, 2)],
};

for (const [kind, calls] of Object.entries(REFUSED)) {
  test(`malformed shapes and boards: each throws an Error named ${kind}, and the module works after`, () => {
    calls.forEach((call, i) => {
      assert.throws(call, (err) => {
        assert.ok(err instanceof Error && !(err instanceof WebAssembly.RuntimeError), `case ${i}: ${String(err)}`);
        assert.equal(err.name, kind, `case ${i}: ${err.name}: ${err.message}`);
        assert.ok(err.message.length > 20, `case ${i}: message too short: ${err.message}`);
        return true;
      }, `case ${i} of ${kind} did not throw`);
      assert.equal(wasm.solve({ tiles: [0, 1, 2, 4, 5, 3], width: 3 }).length, 3, `${kind} case ${i}: works afterwards`);
    });
  });
}

test('a callback that calls back into the module during a rectangle search is refused with Busy', () => {
  let inner = null;
  const tiles = wasm.shuffle(6, 5);
  const answer = wasm.solveWithin({ tiles, width: 6 }, 0, () => {
    try {
      wasm.solve({ tiles: [0, 1, 2, 4, 5, 3], width: 3 });
    } catch (err) {
      inner ??= err;
    }
  });
  assert.ok(inner, 'the callback was called');
  assert.equal(inner.name, 'Busy');
  assert.deepEqual(play(6, 5, [...tiles], [...answer.moves]), goalOf(30));
});
