// The "learn from every solve" exports in Node against the real build in pkg/: analyse,
// optimalSolutions, optimalMoves, toNotation, fromNotation and daily. Every expectation comes
// from this file: a breadth-first search of all 181,440 solvable 3×3 boards, written here, gives
// each board's distance, the moves that keep an optimal path and the number of shortest
// solutions; the sliding rule is rules.mjs's.
//
//   node --test tests/boundary/learn.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { thrownBy } from './refused.mjs';
import init, * as wasm from '../../pkg/slide_puzzle.js';
import { isGoal, play } from './rules.mjs';

await init({ module_or_path: fs.readFileSync(new URL('../../pkg/slide_puzzle_bg.wasm', import.meta.url)) });

const GOAL3 = [1, 2, 3, 4, 5, 6, 7, 8, 0];
const HARDEST3 = [8, 6, 7, 2, 5, 4, 3, 0, 1];

/** The boards one move from `board` (width `w`), each with the tile slid. */
function neighbours(board, w) {
  const b = board.indexOf(0);
  const out = [];
  for (const t of [b - w, b + w, b % w > 0 ? b - 1 : -1, b % w < w - 1 ? b + 1 : -1]) {
    if (t < 0 || t >= board.length) continue;
    const next = board.slice();
    [next[b], next[t]] = [next[t], 0];
    out.push({ tile: board[t], next });
  }
  return out;
}

/** Every solvable 3×3 board's distance to the goal, by breadth-first search from the goal. */
const DIST = (() => {
  const dist = new Map([[GOAL3.join(), 0]]);
  let frontier = [GOAL3];
  for (let d = 1; frontier.length; d += 1) {
    const next = [];
    for (const board of frontier) {
      for (const { next: n } of neighbours(board, 3)) {
        const key = n.join();
        if (!dist.has(key)) {
          dist.set(key, d);
          next.push(n);
        }
      }
    }
    frontier = next;
  }
  return dist;
})();
const distance = (board) => DIST.get(Array.from(board).join());

/** The number of shortest solutions of `board`, each step one nearer by the table. */
function countShortest(board, memo = new Map()) {
  const key = board.join();
  if (distance(board) === 0) return 1;
  if (memo.has(key)) return memo.get(key);
  let n = 0;
  for (const { next } of neighbours(board, 3)) {
    if (distance(next) === distance(board) - 1) n += countShortest(next, memo);
  }
  memo.set(key, n);
  return n;
}

/** A walk of `n` moves from `board` by a fixed pseudo-random rule. */
function walk(board, n, seed) {
  const moves = [];
  let b = board.slice();
  let s = seed;
  for (let i = 0; i < n; i += 1) {
    s = (s * 1103515245 + 12345) % 2147483648;
    const options = neighbours(b, 3);
    const pick = options[s % options.length];
    moves.push(pick.tile);
    b = pick.next;
  }
  return moves;
}

test('the table covers every solvable 3×3 board', () => {
  assert.equal(DIST.size, 181440);
  assert.equal(distance(HARDEST3), 31);
});

test('analyse: the distance before the first move and after each, as the search here finds', () => {
  for (const seed of [1, 7, 42]) {
    const path = walk(HARDEST3, 40, seed);
    const got = wasm.analyse(HARDEST3, Uint8Array.from(path));
    const want = [distance(HARDEST3)];
    let b = HARDEST3;
    for (const tile of path) {
      b = play(b, [tile], 3);
      want.push(distance(b));
    }
    assert.deepEqual(got.distances, want);
    assert.deepEqual(got.lower, want);
    assert.deepEqual(got.upper, want);
    assert.equal(got.exact, true);
    const away = want.slice(1).flatMap((d, i) => (d > want[i] ? [i] : []));
    assert.deepEqual(got.away, away);
    assert.equal(got.firstOffOptimal, away.length ? away[0] : null);
    const wasted = path.length - (want[0] - want[want.length - 1]);
    assert.deepEqual(got.wasted, { lower: wasted, upper: wasted });
  }
});

test('analyse: a rectangle given as {tiles, width}, and an empty path', () => {
  const got = wasm.analyse({ tiles: [1, 2, 3, 4, 5, 0], width: 3 }, new Uint8Array([3, 2]));
  // 1 2 3 / 4 5 . : the goal; sliding 3 down then 2 right walks away twice.
  assert.deepEqual(got.distances, [0, 1, 2]);
  assert.deepEqual(wasm.analyse(HARDEST3, new Uint8Array()).distances, [31]);
});

test('analyse: an illegal move and an unsolvable board are named errors', () => {
  assert.equal(thrownBy(() => wasm.analyse(GOAL3, Uint8Array.of(8, 1))).name, 'IllegalMove');
  assert.equal(thrownBy(() => wasm.analyse([2, 1, 3, 4, 5, 6, 7, 8, 0], Uint8Array.of())).name, 'Unsolvable');
});

test('optimalMoves: exactly the tiles whose board is one nearer', () => {
  for (const board of [HARDEST3, [1, 2, 3, 4, 0, 8, 7, 6, 5], [0, 1, 2, 3, 4, 5, 6, 7, 8]]) {
    const want = neighbours(board, 3)
      .filter(({ next }) => distance(next) === distance(board) - 1)
      .map(({ tile }) => tile)
      .sort((a, b) => a - b);
    assert.deepEqual(Array.from(wasm.optimalMoves(board)).sort((a, b) => a - b), want);
  }
  assert.deepEqual(Array.from(wasm.optimalMoves(GOAL3)), []);
});

test('optimalSolutions: the count equals the breadth-first count of shortest paths, on every board at distances 0 to 10 and 29 to 31 and on a sample of the rest', () => {
  const byDistance = new Map();
  for (const [key, d] of DIST) {
    if (!byDistance.has(d)) byDistance.set(d, []);
    byDistance.get(d).push(key);
  }
  const memo = new Map();
  const check = (key) => {
    const board = key.split(',').map(Number);
    const all = wasm.optimalSolutions(board, 0);
    assert.equal(all.length, distance(board), key);
    assert.equal(all.count, countShortest(board, memo), key);
    assert.equal(all.complete, true, key);
  };
  let every = 0;
  for (const d of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 29, 30, 31]) {
    for (const key of byDistance.get(d)) check(key);
    every += byDistance.get(d).length;
  }
  assert.ok(every > 1000, `${every} boards checked one by one`);
  // The rest: every 997th board of the table, whatever its distance.
  let i = 0;
  for (const key of DIST.keys()) if (i++ % 997 === 0) check(key);
});

test('optimalSolutions: the count the search here finds, each listed solution shortest and distinct', () => {
  for (const board of [[1, 2, 3, 4, 0, 8, 7, 6, 5], [0, 1, 2, 3, 4, 5, 6, 7, 8], HARDEST3]) {
    const all = wasm.optimalSolutions(board, 300);
    assert.equal(all.length, distance(board));
    assert.equal(all.count, countShortest(board));
    assert.equal(all.complete, true);
    assert.equal(all.solutions.length, Math.min(300, all.count));
    assert.equal(all.capped, all.count > 300);
    const seen = new Set();
    for (const s of all.solutions) {
      assert.equal(s.length, all.length);
      assert.ok(isGoal(play(board, s, 3)), 'each solution solves the board');
      seen.add(Array.from(s).join());
    }
    assert.equal(seen.size, all.solutions.length, 'no solution listed twice');
  }
  const one = wasm.optimalSolutions([1, 2, 3, 4, 0, 8, 7, 6, 5], 1);
  assert.deepEqual([one.count, one.solutions.length, one.capped], [2, 1, true]);
  assert.equal(thrownBy(() => wasm.optimalSolutions(wasm.shuffle(5), 3)).name, 'NoSolver');
  assert.equal(thrownBy(() => wasm.optimalSolutions(GOAL3, -1)).name, 'BadArgument');
});

test('toNotation and fromNotation: a round trip, and the letters say where the tile goes', () => {
  // From the goal, "R2 D": tiles 8 and 7 slide right, then 4 slides down.
  const { tiles, moves } = wasm.fromNotation(GOAL3, 'R2 D');
  assert.deepEqual(Array.from(moves), [8, 7, 4]);
  assert.deepEqual(Array.from(tiles), play(GOAL3, [8, 7, 4], 3));
  assert.equal(wasm.toNotation(GOAL3, Uint8Array.of(8, 7, 4)), 'R2 D');
  for (const seed of [3, 5, 11]) {
    const path = walk(HARDEST3, 60, seed);
    const text = wasm.toNotation(HARDEST3, Uint8Array.from(path));
    assert.match(text, /^([UDLR](\d+)?)( [UDLR](\d+)?)*$/);
    const back = wasm.fromNotation(HARDEST3, text.toLowerCase().replaceAll(' ', ''));
    assert.deepEqual(Array.from(back.moves), path);
    assert.deepEqual(Array.from(back.tiles), play(HARDEST3, path, 3));
  }
});

test('fromNotation: malformed text is a named error giving the character', () => {
  // A move no tile can make is an IllegalMove, still naming where it is.
  for (const [text, at, name] of [['R2 x', 4, 'BadNotation'], ['U R0', 4, 'BadNotation'],
    ['3R', 1, 'BadNotation'], ['R D L3', 5, 'IllegalMove']]) {
    const err = thrownBy(() => wasm.fromNotation(GOAL3, text));
    assert.equal(err.name, name, `${text}: ${err.message}`);
    assert.match(err.message, new RegExp(`\\b${at}\\b`), `${text}: ${err.message}`);
  }
  assert.equal(thrownBy(() => wasm.fromNotation(GOAL3, 42)).name, 'BadNotation');
  assert.equal(thrownBy(() => wasm.fromNotation(GOAL3, 'R'.repeat(100_000))).name, 'BadNotation');
});

test('daily: one board a date, from the date text or the day number, another the next day', () => {
  const day = Math.floor(Date.UTC(2026, 11, 5) / 86400000);
  const a = Array.from(wasm.daily('2026-12-05', 4));
  assert.deepEqual(Array.from(wasm.daily(day, 4)), a);
  assert.deepEqual(Array.from(wasm.daily('2026-12-05', 4, 4)), a);
  assert.notDeepEqual(Array.from(wasm.daily('2026-12-06', 4)), a);
  assert.deepEqual([...a].sort((x, y) => x - y), [...Array(16).keys()]);
  const three = Array.from(wasm.daily(day, 3));
  assert.ok(distance(three) > 0, 'a solvable 3×3 board that is not the goal');
  assert.equal(wasm.daily('2026-12-05', 3, 2).length, 6);
  for (const bad of ['2026-02-29', '2026-13-01', '5 Dec', 1.5, NaN, null]) {
    assert.equal(thrownBy(() => wasm.daily(bad, 4)).name, 'BadArgument', String(bad));
  }
  assert.equal(thrownBy(() => wasm.daily(day, 17)).name, 'BadSide');
});
