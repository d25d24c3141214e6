// Unit tests for www/replay/replay.js over the real wasm module's rules: codes made from random solves
// on squares and rectangles (walked by the test's own board rules) decode to the same solve,
// version 1 codes made before rectangles still decode, every kind of damaged or tampered code is
// refused with its own message, and the module's parity rule, as replays use it, agrees with a
// breadth-first search of every board of small shapes.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Recording, decode as decodeWith, encode as encodeWith, fromPath as fromPathWith, pack } from '../../www/replay/replay.js';
import { shapeOf } from '../../www/play/shape.js';
import { rules } from './harness.mjs';

const decode = (code) => decodeWith(code, rules);
const encode = (replay) => encodeWith(replay, rules);
const fromPath = (...args) => fromPathWith(...args, rules);
const solvable = (tiles, { width }) => rules.isSolvable({ tiles: Uint8Array.from(tiles), width });

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
function move(tiles, dir, { width, height }) {
  const g = tiles.indexOf(0);
  const r = Math.floor(g / width);
  const c = g % width;
  const delta = { up: width, down: -width, left: 1, right: -1 }[dir];
  const ok = { up: r < height - 1, down: r > 0, left: c < width - 1, right: c > 0 }[dir];
  if (!ok) return null;
  const next = tiles.slice();
  next[g] = tiles[g + delta];
  next[g + delta] = 0;
  return next;
}

const goal = ({ width, height }) => [...Array.from({ length: width * height - 1 }, (_, i) => i + 1), 0];
const opposite = { up: 'down', down: 'up', left: 'right', right: 'left' };

/**
 * A random solve made by the test: a random walk of `length` from the goal gives the scramble;
 * the solve walks it back, with random times (some moves at the same instant, as a line move).
 */
function randomSolve(shape, length, random) {
  let board = goal(shape);
  const walk = [];
  while (walk.length < length) {
    const dir = DIRS[Math.floor(random() * 4)];
    const next = move(board, dir, shape);
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
  return { shape, start: board, dirs, times };
}

/** Every permutation of 0…n−1 (n! of them), as arrays. */
function permutations(n) {
  if (n === 0) return [[]];
  const out = [];
  for (const rest of permutations(n - 1)) {
    for (let at = 0; at <= rest.length; at += 1) out.push([...rest.slice(0, at), n - 1, ...rest.slice(at)]);
  }
  return out;
}

/** The boards of `shape` a breadth-first search reaches from the goal, by their text. */
function reachable(shape) {
  const seen = new Set([goal(shape).join(',')]);
  let frontier = [goal(shape)];
  while (frontier.length) {
    const next = [];
    for (const board of frontier) {
      for (const dir of DIRS) {
        const b = move(board, dir, shape);
        if (b && !seen.has(b.join(','))) {
          seen.add(b.join(','));
          next.push(b);
        }
      }
    }
    frontier = next;
  }
  return seen;
}

describe('the parity rule', () => {
  for (const [width, height] of [[2, 2], [2, 3], [3, 2], [2, 4], [4, 2]]) {
    test(`on ${width}×${height} it says solvable exactly for the boards a search reaches`, () => {
      const shape = shapeOf(width, height);
      const seen = reachable(shape);
      const all = permutations(width * height);
      let agreeing = 0;
      for (const board of all) if (solvable(board, shape) === seen.has(board.join(','))) agreeing += 1;
      assert.equal(agreeing, all.length);
      assert.equal(seen.size * 2, all.length, 'half of all boards are reachable');
    });
  }
});

describe('replay codes', () => {
  test('random solves on squares and rectangles come back the same, in URL-safe text', () => {
    const random = rng(11);
    for (const [width, height] of [[3, 3], [4, 4], [5, 5], [3, 4], [4, 3], [2, 5], [5, 2], [8, 8], [2, 2]]) {
      for (let i = 0; i < 20; i += 1) {
        const solve = randomSolve(shapeOf(width, height), 1 + Math.floor(random() * 200), random);
        const { code, error } = encode(solve);
        assert.equal(error, undefined);
        assert.match(code, /^[A-Za-z0-9_-]+$/);
        assert.deepEqual(decode(code).replay, solve);
      }
    }
  });

  test('compact: a 50-move 3×3 solve takes under 140 characters', () => {
    const solve = randomSolve(shapeOf(3), 50, rng(3));
    const { code } = encode(solve);
    // 3 + 9 + 1 + 13 bytes before the times, and 50 time differences under 3 s: 2 bytes each at most.
    assert.ok(code.length <= Math.ceil(((3 + 9 + 1 + 13 + 100) * 4) / 3), code.length);
  });

  test('the code says width and height: a 3×4 and a 4×3 solve start with version 2, then the sizes', () => {
    const bytes = (code) => Uint8Array.from(atob(code.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    const random = rng(8);
    assert.deepEqual([...bytes(encode(randomSolve(shapeOf(3, 4), 10, random)).code).slice(0, 3)], [2, 3, 4]);
    assert.deepEqual([...bytes(encode(randomSolve(shapeOf(4, 3), 10, random)).code).slice(0, 3)], [2, 4, 3]);
  });

  test('version 1 codes (square boards, made before rectangles) still decode, as side × side', () => {
    // Made by the square-only replay.js: on 3×3, 5 slides left then 6 up, at 0 and 1.234 s;
    // on 4×4, 15 slides left at 0.987 s.
    assert.deepEqual(decode('AQMBAgMEAAUHCAYCAgCkEw').replay,
      { shape: shapeOf(3, 3), start: [1, 2, 3, 4, 0, 5, 7, 8, 6], dirs: ['left', 'up'], times: [0, 1234] });
    assert.deepEqual(decode('AQQBAgMEBQYHCAkKCwwNDgAPAQK2Dw').replay,
      { shape: shapeOf(4, 4), start: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15], dirs: ['left'], times: [987] });
    const solve = randomSolve(shapeOf(5), 30, rng(9));
    assert.deepEqual(decode(pack({ ...solve, version: 1 })).replay, solve, 'a v1 code of any square');
  });

  const valid = () => randomSolve(shapeOf(3), 20, rng(5));
  /** The solve `s` with tiles `a` and `b` swapped on its scramble: the other half of the boards. */
  const swapped = (s, a, b) => {
    const start = s.start.slice();
    const [i, j] = [start.indexOf(a), start.indexOf(b)];
    [start[i], start[j]] = [start[j], start[i]];
    return { ...s, start };
  };
  const validRect = () => randomSolve(shapeOf(4, 3), 20, rng(6));
  const cases = [
    ['not base64url', () => '@@not*base64', /not a replay code/],
    ['empty', () => '', /not a replay code/],
    ['cut short', () => pack(valid()).slice(0, 20), /ends too early/],
    ['bytes after the end', () => `${pack(valid())}AAAA`, /bytes after its end/],
    ['another version', () => pack({ ...valid(), version: 3 }), /version 3/],
    ['a size not offered (version 1)', () => pack({ ...valid(), version: 1, shape: { width: 9 }, start: Array.from({ length: 81 }, (_, i) => i) }), /9×9/],
    ['a width not offered', () => pack({ ...validRect(), shape: { width: 9, height: 3 }, start: Array.from({ length: 27 }, (_, i) => i) }), /9×3/],
    ['a width of 1', () => pack({ ...validRect(), shape: { width: 1, height: 3 }, start: [1, 2, 0] }), /1×3/],
    ['a height not offered', () => pack({ ...validRect(), shape: { width: 4, height: 0 }, start: [] }), /4×0/],
    // A size that does not match the tiles puts every later byte out of place: refused for
    // whichever reading breaks first.
    ['more cells said than given (4×4 said, 4×3 given)', () => pack({ ...validRect(), shape: { width: 4, height: 4 } }), /not the tiles 0 to 15|ends too early|bytes after its end/],
    ['fewer cells said than given (3×3 said, 4×3 given)', () => pack({ ...validRect(), shape: { width: 3, height: 3 } }), /not the tiles 0 to 8|ends too early|bytes after its end/],
    ['a rectangle that cannot be solved', () => pack(swapped(validRect(), 10, 11)), /cannot be solved/],
    ['a move off a rectangle\'s edge', () => {
      const start = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0]; // 4×3, the gap at the bottom right: nothing travels up
      return pack({ shape: { width: 4, height: 3 }, start, dirs: ['up', 'down'], times: [0, 10] });
    }, /move 1 is illegal/],
    ['a tile twice', () => { const s = valid(); const start = s.start.slice(); start[start.indexOf(1)] = 2; return pack({ ...s, start }); }, /not the tiles 0 to 8/],
    ['a tile out of range', () => { const s = valid(); const start = s.start.slice(); start[start.indexOf(8)] = 9; return pack({ ...s, start }); }, /not the tiles 0 to 8/],
    ['not solvable (two tiles swapped)', () => pack(swapped(valid(), 1, 2)), /cannot be solved/],
    ['an illegal move (into the edge)', () => {
      const start = [1, 2, 3, 4, 5, 6, 7, 8, 0]; // the gap at the bottom right: nothing travels left
      return pack({ shape: shapeOf(3), start, dirs: ['left', 'right'], times: [0, 10] });
    }, /move 1 is illegal/],
    ['moves that do not end at the goal', () => { const s = valid(); return pack({ ...s, dirs: s.dirs.slice(0, -1), times: s.times.slice(0, -1) }); }, /do not end at the solved board/],
    ['a negative first time', () => { const s = valid(); return pack({ ...s, times: s.times.map((t) => t - 5) }); }, /negative/],
    ['times going back', () => { const s = valid(); const times = s.times.slice(); times[5] = times[4] - 1; for (let i = 6; i < times.length; i += 1) times[i] = times[i - 1] + 10; return pack({ ...s, times }); }, /move 6 comes before move 5/],
    ['more than a day', () => { const s = valid(); return pack({ ...s, times: s.times.map((t, i) => (i === s.times.length - 1 ? 25 * 3600 * 1000 : t)) }); }, /more than a day/],
    ['no moves', () => pack({ shape: shapeOf(3), start: goal(shapeOf(3)), dirs: [], times: [] }), /no moves/],
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
    const r = validRect();
    assert.match(encode({ ...r, start: r.start.slice(0, 9) }).error, /not the tiles 0 to 11/);
    assert.match(encode({ ...r, shape: { width: 9, height: 9 } }).error, /9×9/);
    assert.match(encode({ ...r, shape: undefined }).error, /is not one offered/);
  });

  test('a shape given as a plain {width, height} comes back as shape.js\'s own', () => {
    const s = validRect();
    assert.equal(encode({ ...s, shape: { width: 4, height: 3 } }).error, undefined);
    assert.equal(decode(encode({ ...s, shape: { width: 4, height: 3 } }).code).replay.shape, shapeOf(4, 3));
  });
});

describe('recording', () => {
  test('the steps of a game become directions with their times; a lost start gives no replay', () => {
    const rec = new Recording(rules);
    assert.equal(rec.replay(), null, 'nothing before a board');
    const start = [1, 2, 3, 4, 5, 6, 0, 7, 8];
    rec.begin(shapeOf(3), start);
    const a = [1, 2, 3, 4, 5, 6, 7, 0, 8];
    const b = [1, 2, 3, 4, 5, 6, 7, 8, 0];
    rec.add([{ previous: start, next: a }, { previous: a, next: b }], 1234.4); // one line move
    assert.deepEqual(rec.replay(), { shape: shapeOf(3), start, dirs: ['left', 'left'], times: [1234, 1234] });
    rec.lose();
    assert.equal(rec.replay(), null);
    rec.begin(shapeOf(3), start);
    assert.equal(rec.replay(), null, 'no moves, no replay');
  });

  test('on a rectangle a step of one row is up or down by its width', () => {
    const rec = new Recording(rules);
    // 3 wide, 4 tall: 1 2 3 / 4 5 6 / 7 8 _ / 10 11 9: 9 travels up, three cells back, to the goal.
    const start = [1, 2, 3, 4, 5, 6, 7, 8, 0, 10, 11, 9];
    const solved = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0];
    rec.begin(shapeOf(3, 4), start);
    rec.add([{ previous: start, next: solved }], 500);
    assert.deepEqual(rec.replay(), { shape: shapeOf(3, 4), start, dirs: ['up'], times: [500] });
    assert.ok(decode(encode(rec.replay()).code).replay);
    rec.begin(shapeOf(4, 3), [1, 2, 3, 4, 5, 6, 7, 0, 9, 10, 11, 8]); // 4 wide: 8 travels up, four cells back
    rec.add([{ previous: [1, 2, 3, 4, 5, 6, 7, 0, 9, 10, 11, 8], next: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0] }], 10);
    assert.deepEqual(rec.replay().dirs, ['up']);
  });

  test('a solver path becomes a paced replay, on a square and on a rectangle', () => {
    const start = [1, 2, 3, 4, 0, 6, 7, 5, 8];
    const r = fromPath(shapeOf(3), start, [5, 8], 200);
    assert.deepEqual(r, { shape: shapeOf(3), start, dirs: ['up', 'left'], times: [0, 200] });
    assert.ok(decode(encode(r).code).replay);
    // 2 wide, 3 tall: 1 2 / 3 _ / 5 4: 4 travels up, two cells back, to the goal.
    const rect = [1, 2, 3, 0, 5, 4];
    const p = fromPath(shapeOf(2, 3), rect, [4], 100);
    assert.deepEqual(p.dirs, ['up']);
    assert.equal(encode(p).error, undefined, '1 2 / 3 4 / 5 0 is the goal');
  });
});
