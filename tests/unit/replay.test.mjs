// Unit tests for www/replay.js: codes made from random solves (walked by the test's own board
// rules) decode to the same solve, and every kind of damaged or tampered code is refused with
// its own message.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Recording, decode, encode, fromPath, pack } from '../../www/replay.js';

const DIRS = ['up', 'down', 'left', 'right'];

/** A deterministic random source (the test's own). */
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** The board after the tile travelling `dir` slides into the gap, or null: the test's own rules. */
function move(tiles, dir, side) {
  const g = tiles.indexOf(0);
  const r = Math.floor(g / side);
  const c = g % side;
  const delta = { up: side, down: -side, left: 1, right: -1 }[dir];
  const ok = { up: r < side - 1, down: r > 0, left: c < side - 1, right: c > 0 }[dir];
  if (!ok) return null;
  const next = tiles.slice();
  next[g] = tiles[g + delta];
  next[g + delta] = 0;
  return next;
}

const goal = (side) => [...Array.from({ length: side * side - 1 }, (_, i) => i + 1), 0];
const opposite = { up: 'down', down: 'up', left: 'right', right: 'left' };

/**
 * A random solve made by the test: a random walk of `length` from the goal gives the scramble;
 * the solve walks it back, with random times (some moves at the same instant, as a line move).
 */
function randomSolve(side, length, random) {
  let board = goal(side);
  const walk = [];
  while (walk.length < length) {
    const dir = DIRS[Math.floor(random() * 4)];
    const next = move(board, dir, side);
    if (next) {
      board = next;
      walk.push(dir);
    }
  }
  const dirs = walk.reverse().map((d) => opposite[d]);
  let t = 0;
  const times = dirs.map((_, i) => {
    if (i > 0) t += random() < 0.2 ? 0 : Math.floor(random() * 3000);
    return t;
  });
  return { side, start: board, dirs, times };
}

describe('replay codes', () => {
  test('random solves on 3×3, 4×4 and 5×5 come back the same, in URL-safe text', () => {
    const random = rng(11);
    for (const side of [3, 4, 5]) {
      for (let i = 0; i < 40; i += 1) {
        const solve = randomSolve(side, 1 + Math.floor(random() * 200), random);
        const { code, error } = encode(solve);
        assert.equal(error, undefined);
        assert.match(code, /^[A-Za-z0-9_-]+$/);
        assert.deepEqual(decode(code).replay, solve);
      }
    }
  });

  test('compact: a 50-move 3×3 solve takes under 140 characters', () => {
    const solve = randomSolve(3, 50, rng(3));
    const { code } = encode(solve);
    // 2 + 9 + 1 + 13 bytes before the times, and 50 time differences under 3 s: 2 bytes each at most.
    assert.ok(code.length <= Math.ceil(((2 + 9 + 1 + 13 + 100) * 4) / 3), code.length);
  });

  const valid = () => randomSolve(3, 20, rng(5));
  const cases = [
    ['not base64url', () => '@@not*base64', /not a replay code/],
    ['empty', () => '', /not a replay code/],
    ['cut short', () => pack(valid()).slice(0, 20), /ends too early/],
    ['bytes after the end', () => `${pack(valid())}AAAA`, /bytes after its end/],
    ['another version', () => pack({ ...valid(), version: 2 }), /version 2/],
    ['a size not offered', () => pack({ ...valid(), side: 6, start: Array.from({ length: 36 }, (_, i) => i) }), /6×6/],
    ['a tile twice', () => { const s = valid(); const start = s.start.slice(); start[start.indexOf(1)] = 2; return pack({ ...s, start }); }, /not the tiles 0 to 8/],
    ['a tile out of range', () => { const s = valid(); const start = s.start.slice(); start[start.indexOf(8)] = 9; return pack({ ...s, start }); }, /not the tiles 0 to 8/],
    ['not solvable (two tiles swapped)', () => {
      const s = valid();
      const start = s.start.slice();
      const a = start.indexOf(1);
      const b = start.indexOf(2);
      [start[a], start[b]] = [start[b], start[a]];
      return pack({ ...s, start });
    }, /cannot be solved/],
    ['an illegal move (into the edge)', () => {
      const start = [1, 2, 3, 4, 5, 6, 7, 8, 0]; // the gap at the bottom right: nothing travels left
      return pack({ side: 3, start, dirs: ['left', 'right'], times: [0, 10] });
    }, /move 1 is illegal/],
    ['moves that do not end at the goal', () => { const s = valid(); return pack({ ...s, dirs: s.dirs.slice(0, -1), times: s.times.slice(0, -1) }); }, /do not end at the solved board/],
    ['a negative first time', () => { const s = valid(); return pack({ ...s, times: s.times.map((t) => t - 5) }); }, /negative/],
    ['times going back', () => { const s = valid(); const times = s.times.slice(); times[5] = times[4] - 1; for (let i = 6; i < times.length; i += 1) times[i] = times[i - 1] + 10; return pack({ ...s, times }); }, /move 6 comes before move 5/],
    ['more than a day', () => { const s = valid(); return pack({ ...s, times: s.times.map((t, i) => (i === s.times.length - 1 ? 25 * 3600 * 1000 : t)) }); }, /more than a day/],
    ['no moves', () => pack({ side: 3, start: goal(3), dirs: [], times: [] }), /no moves/],
  ];
  for (const [name, make, message] of cases) {
    test(`refused: ${name}`, () => {
      const result = decode(make());
      assert.equal(result.replay, undefined);
      assert.match(result.error, /^This replay link cannot be shown: /);
      assert.match(result.error, message);
    });
  }

  test('encode refuses what decode would', () => {
    const s = valid();
    assert.match(encode({ ...s, dirs: s.dirs.slice(1), times: s.times.slice(1) }).error, /cannot be shown/);
  });
});

describe('recording', () => {
  test('the steps of a game become directions with their times; a lost start gives no replay', () => {
    const rec = new Recording();
    const start = [1, 2, 3, 4, 5, 6, 0, 7, 8];
    rec.begin(start);
    const a = [1, 2, 3, 4, 5, 6, 7, 0, 8];
    const b = [1, 2, 3, 4, 5, 6, 7, 8, 0];
    rec.add([{ previous: start, next: a }, { previous: a, next: b }], 1234.4); // one line move
    assert.deepEqual(rec.replay(), { side: 3, start, dirs: ['left', 'left'], times: [1234, 1234] });
    rec.lose();
    assert.equal(rec.replay(), null);
    rec.begin(start);
    assert.equal(rec.replay(), null, 'no moves, no replay');
  });

  test('a solver path becomes a paced replay', () => {
    const start = [1, 2, 3, 4, 0, 6, 7, 5, 8];
    const r = fromPath(start, [5, 8], 200);
    assert.deepEqual(r, { side: 3, start, dirs: ['up', 'left'], times: [0, 200] });
    assert.ok(decode(encode(r).code).replay);
  });
});
