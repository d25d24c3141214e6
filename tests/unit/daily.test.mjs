// Unit tests for www/daily/daily.js: the day from the clock, the shared line (no board in it),
// the results kept (the first of a day only), with the real wasm rules for the deal.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rules } from './harness.mjs';
import { dailyAsked, dailyBoard, dateOf, dayOf, keepResult, readResults, resultLine, shortTime } from '../../www/daily/daily.js';
import { shapeOf } from '../../www/play/shape.js';

const memoryStorage = () => {
  const data = new Map();
  return {
    get: (key, check, fallback) => (data.has(key) && check(data.get(key)) ? structuredClone(data.get(key)) : fallback),
    set: (key, value) => data.set(key, structuredClone(value)),
  };
};

test('the address and the day', () => {
  assert.equal(dailyAsked('?daily&size=4'), true);
  assert.equal(dailyAsked('?daily=1'), true);
  assert.equal(dailyAsked('?size=4'), false);
  assert.equal(dayOf(Date.UTC(2026, 11, 5, 23, 59)), dayOf(Date.UTC(2026, 11, 5, 0, 0)));
  assert.equal(dayOf(Date.UTC(2026, 11, 6)), dayOf(Date.UTC(2026, 11, 5)) + 1);
  assert.equal(dateOf(dayOf(Date.UTC(2026, 11, 5, 13))), '2026-12-05');
});

test('the day\'s board: the same for a day, another the next day, solvable, of the shape asked', () => {
  const s4 = shapeOf(4);
  const day = dayOf(Date.UTC(2026, 11, 5));
  const a = dailyBoard(rules, s4, day);
  assert.deepEqual(dailyBoard(rules, s4, day), a);
  assert.notDeepEqual(dailyBoard(rules, s4, day + 1), a);
  assert.equal(a.length, 16);
  assert.equal(rules.isSolvable(Uint8Array.from(a)), true);
  assert.equal(dailyBoard(rules, shapeOf(4, 3), day).length, 12);
});

test('the shared line names the day and size, never the board', () => {
  assert.equal(shortTime(41_234), '0:41.2');
  assert.equal(shortTime(61_960), '1:02.0');
  assert.equal(resultLine({ size: '4x4', date: '2026-12-05', ms: 41_234, moves: 62, optimal: 52, assisted: false }),
    'Slide 4×4 2026-12-05: 0:41.2, 62 moves, optimal 52');
  assert.equal(resultLine({ size: '3x3', date: '2026-12-05', ms: 5_000, moves: 1, optimal: null, assisted: true }),
    'Slide 3×3 2026-12-05: 0:05.0, 1 move, with help');
});

test('each day\'s first result is kept; a second solve that day is not', () => {
  const storage = memoryStorage();
  const r = { date: '2026-12-05', size: '4x4', ms: 41_234, moves: 62, optimal: 52, assisted: false };
  assert.equal(keepResult(storage, r), true);
  assert.equal(keepResult(storage, { ...r, ms: 30_000 }), false);
  assert.equal(keepResult(storage, { ...r, size: '3x3' }), true);
  assert.equal(keepResult(storage, { ...r, date: 'yesterday' }), false, 'a malformed result is refused');
  assert.deepEqual(readResults(storage).map((x) => [x.size, x.ms]), [['4x4', 41_234], ['3x3', 41_234]]);
});
