// The wasm boundary against anything JavaScript can pass, in Node against the real build in pkg/
// (`wasm-pack build --target web --out-dir pkg`): every bad call must throw an Error of the
// expected kind (its `name`, see docs/API.md "Error kinds") with a message (never a
// WebAssembly.RuntimeError, never a silent wrong answer), and the module must answer correctly
// right after it.
//
//   node --test tests/boundary/

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import init, * as wasm from '../../pkg/slide_puzzle.js';
import { isGoal, play } from './rules.mjs';

await init({ module_or_path: fs.readFileSync(new URL('../../pkg/slide_puzzle_bg.wasm', import.meta.url)) });

const HARDEST = Uint8Array.from([8, 6, 7, 2, 5, 4, 3, 0, 1]);
const GOAL3 = [1, 2, 3, 4, 5, 6, 7, 8, 0];
let tried = 0; // refused calls only: `refuses` counts them
/** A 73-move solution of hard80 #1 after the slides 15 3 4 8 7 2 5, found once and kept here. */
const SEVENTY_THREE = [
  14, 10, 9, 12, 15, 3, 4, 2, 7, 6, 1, 14, 10, 13, 12, 15, 11, 4, 2, 8, 6, 1, 5, 9, 15, 11, 4, 7,
  1, 5, 9, 10, 13, 15, 11, 4, 3, 2, 8, 1, 10, 13, 15, 12, 4, 3, 7, 8, 1, 6, 5, 9, 13, 11, 8, 7, 2,
  1, 6, 5, 9, 13, 14, 15, 12, 8, 7, 6, 5, 9, 13, 14, 15,
];

/**
 * `call` must throw an Error named `kind` (the module's error kind, or `TypeError` where the JS
 * glue cannot convert a Symbol or BigInt to a number) with a message, not a trap.
 */
function refuses(call, label, kind) {
  tried += 1;
  let thrown;
  try {
    call();
  } catch (err) {
    thrown = err;
  }
  assert.ok(thrown, `${label}: expected an error, got an answer`);
  assert.ok(thrown instanceof Error, `${label}: threw a non-Error ${String(thrown)}`);
  assert.ok(!(thrown instanceof WebAssembly.RuntimeError), `${label}: wasm trap: ${thrown.message}`);
  assert.equal(thrown.name, kind, `${label}: ${thrown.name}: ${thrown.message}`);
  assert.ok(thrown.message.length > 10, `${label}: message too short: ${thrown.message}`);
  // The module still works.
  assert.equal(wasm.solve(HARDEST).length, 31, `${label}: module broken afterwards`);
}

const notBoards = [
  undefined, null, true, 0, 9, NaN, 'abc', '1,2,3,4,5,6,7,8,0', {}, { length: 9 }, () => 1,
  Symbol('board'), 10n, new Map(), [], [1], [1, 2, 3], new Array(9), [1, 2, 3, 4, 5, 6, 7, 8],
  [1, 2, 3, 4, 5, 6, 7, 8, 8], [1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 5, 6, 7, 8, -0.5],
  [1, 2, 3, 4, 5, 6, 7, 8, NaN], [1, 2, 3, 4, 5, 6, 7, 8, Infinity], [1, 2, 3, 4, 5, 6, 7, 8, '0'],
  [1, 2, 3, 4, 5, 6, 7, 8, null], [1, 2, 3, 4, 5, 6, 7, 8, [0]], [1, 2, 3, 4, 5, 6, 7, 8, 256],
  [1, 2, 3, 4, 5, 6, 7, 8, 2 ** 32], [1, 2, 3, 4, 5, 6, 7, 8, -1], [1, 2, 3, 4, 5, 6, 7, 8, 1e300],
  [257, 2, 3, 0], Uint8Array.from([1, 1, 2, 0]), Int8Array.from(GOAL3), Uint16Array.from(GOAL3),
  Float64Array.from(GOAL3), new Uint8Array(0), new Uint8Array(1e6), new Uint8Array(17 * 17),
  new Array(2 ** 32 - 1), Object.assign([], { length: 16 }), new ArrayBuffer(9),
];
// Every length from 0 to 300 that is not a supported square, as a Uint8Array and a plain array.
for (let len = 0; len <= 300; len += 1) {
  if ([4, 9, 16, 25, 36, 49, 64, 81, 100, 121, 144, 169, 196, 225, 256].includes(len)) continue;
  const values = Array.from({ length: len }, (_, i) => i);
  notBoards.push(Uint8Array.from(values.map((v) => v & 255)), values);
}

test('malformed boards are refused by every function that takes a board', () => {
  const takesBoard = {
    isSolvable: (b) => wasm.isSolvable(b),
    applyMove: (b) => wasm.applyMove(b, 1),
    movableTile: (b) => wasm.movableTile(b, 'up'),
    hint: (b) => wasm.hint(b),
    solve: (b) => wasm.solve(b),
    solveShort: (b) => wasm.solveShort(b),
    whyUnsolvable: (b) => wasm.whyUnsolvable(b),
  };
  for (const [name, call] of Object.entries(takesBoard)) {
    notBoards.forEach((board, i) => refuses(() => call(board), `${name}(bad board #${i})`, 'BadBoard'));
  }
});

test('unsolvable boards are refused by hint and solve, and explained', () => {
  const unsolvable = [[2, 1, 3, 0], [2, 1, 3, 4, 5, 6, 7, 8, 0],
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0]];
  for (const board of unsolvable) {
    refuses(() => wasm.hint(board), `hint(${board})`, 'Unsolvable');
    refuses(() => wasm.solve(Uint8Array.from(board)), `solve(${board})`, 'Unsolvable');
    refuses(() => wasm.solveShort(board), `solveShort(${board})`, 'Unsolvable');
    assert.equal(wasm.isSolvable(board), false);
    assert.match(wasm.whyUnsolvable(board), /inversion/);
  }
});

test('bad numbers are refused: sides, tiles, distances, rows, directions', () => {
  const badNumbers = [NaN, Infinity, -Infinity, -1, -0.5, 0.5, 2.5, 2 ** 32, 2 ** 53, 1e308, -1e308];
  for (const n of badNumbers) {
    refuses(() => wasm.shuffle(n), `shuffle(${n})`, 'BadSide');
    refuses(() => wasm.goal(n), `goal(${n})`, 'BadSide');
    refuses(() => wasm.isOptimal(n), `isOptimal(${n})`, 'BadSide');
    refuses(() => wasm.prepare(n), `prepare(${n})`, 'BadSide');
    refuses(() => wasm.applyMove(GOAL3, n), `applyMove(goal, ${n})`, 'IllegalMove');
    refuses(() => wasm.dealAtDistance(n), `dealAtDistance(${n})`, 'BadDistance');
    refuses(() => wasm.dealWithSolvedRows(4, n), `dealWithSolvedRows(4, ${n})`, 'BadRows');
  }
  for (const v of [undefined, null, 'three', {}, [], Symbol('x'), 3n]) {
    const glue = typeof v === 'symbol' || typeof v === 'bigint'; // no number: the glue throws
    // Neither a shape {width, height} nor a side: the shape argument's own kind.
    refuses(() => wasm.shuffle(v), `shuffle(${String(v)})`, 'BadShape');
    refuses(() => wasm.applyMove(GOAL3, v), `applyMove(goal, ${String(v)})`, glue ? 'TypeError' : 'IllegalMove');
  }
  for (const dir of ['north', '', 'UPP', 5, null, undefined, {}, ['up']]) {
    refuses(() => wasm.movableTile(GOAL3, dir), `movableTile(goal, ${String(dir)})`, 'BadDirection');
  }
  for (const tile of [0, 1, 2, 3, 4, 5, 7, 9, 100, 255, 256, 65536]) {
    refuses(() => wasm.applyMove(GOAL3, tile), `applyMove(goal, ${tile})`, 'IllegalMove');
  }
  for (const d of [0, 32, 100, 1000]) refuses(() => wasm.dealAtDistance(d), `dealAtDistance(${d})`, 'BadDistance');
});

test('every side from 0 to 1000: supported ones work, the rest are refused', () => {
  for (let side = 0; side <= 1000; side += 1) {
    if (side >= 2 && side <= 16) {
      const board = wasm.shuffle(side);
      assert.equal(board.length, side * side);
      assert.ok(wasm.isSolvable(board));
      assert.deepEqual(Array.from(wasm.goal(side)).slice(-1), [0]);
      assert.equal(wasm.isOptimal(side), side <= 4);
    } else {
      refuses(() => wasm.shuffle(side), `shuffle(${side})`, 'BadSide');
      refuses(() => wasm.goal(side), `goal(${side})`, 'BadSide');
      refuses(() => wasm.isOptimal(side), `isOptimal(${side})`, 'BadSide');
      refuses(() => wasm.dealWithSolvedRows(side, 0), `dealWithSolvedRows(${side}, 0)`, 'BadSide');
    }
  }
  // Sides 9 to 16 can be dealt and played, but not solved.
  for (let side = 9; side <= 16; side += 1) {
    refuses(() => wasm.solve(wasm.shuffle(side)), `solve(${side}×${side})`, 'NoSolver');
    refuses(() => wasm.solveShort(wasm.shuffle(side)), `solveShort(${side}×${side})`, 'NoSolver');
  }
});

test('plain arrays and Uint8Arrays give the same answers', () => {
  const board = [4, 1, 3, 0, 2, 6, 7, 5, 8];
  assert.deepEqual(Array.from(wasm.solve(board)), Array.from(wasm.solve(Uint8Array.from(board))));
  assert.deepEqual(Array.from(wasm.solve(board)), [4, 1, 2, 5, 8]);
  assert.equal(wasm.hint(board), 4);
  assert.equal(wasm.hint(GOAL3), undefined);
});

test('onProgress: anything but a function is refused; a callback that throws changes nothing', () => {
  for (const bad of [0, 1, NaN, 'log', true, {}, [], Symbol('cb'), 5n, new Uint8Array(1)]) {
    refuses(() => wasm.solve(HARDEST, bad), `solve(board, ${String(bad)})`, 'BadArgument');
    refuses(() => wasm.hint(HARDEST, bad), `hint(board, ${String(bad)})`, 'BadArgument');
  }
  // None of Korf's 100 takes the solver's tables a report's worth of nodes (4,194,304): this
  // board takes 5.8 million. It is the first 80-mover (tests/data/hard80.txt) seven slides on,
  // so it needs at least 73 moves, and a 73-move solution is replayed below by the rule in
  // rules.mjs. The reports come in order, each a multiple of 4,194,304, and a callback changes
  // no answer.
  const hard80 = [0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 2, 5, 4, 8, 6, 1];
  const seventyThree = play(hard80, [15, 3, 4, 8, 7, 2, 5], 4);
  assert.ok(isGoal(play(seventyThree, SEVENTY_THREE, 4)) && SEVENTY_THREE.length === 73);
  const reports = [];
  const quiet = Array.from(wasm.solve(seventyThree));
  assert.equal(quiet.length, 73);
  assert.ok(isGoal(play(seventyThree, quiet, 4)));
  assert.deepEqual(Array.from(wasm.solve(seventyThree, (n) => reports.push(n))), quiet);
  assert.ok(reports.length >= 1, 'the board takes more than one report\'s worth of nodes');
  reports.forEach((n, i) => assert.equal(n, (i + 1) * 4_194_304));
  // An 80-move board with no time: solveWithin reports once, and a throwing callback changes
  // nothing.
  let thrown = 0;
  const loud = wasm.solveWithin(hard80, 0, () => { thrown += 1; throw new Error('callback failure'); });
  const calm = wasm.solveWithin(hard80, 0);
  assert.equal(thrown, 1);
  assert.deepEqual(Array.from(loud.moves), Array.from(calm.moves));
  assert.equal(loud.lowerBound, calm.lowerBound);
  assert.equal(wasm.hint(seventyThree, () => 'ignored'), quiet[0]);
  assert.equal(wasm.solve(HARDEST, null).length, 31);
});

test('summary', () => {
  console.log(`${tried} hostile calls tried, each refused with a message; module healthy after every one`);
  assert.ok(tried > 1000);
});
