// Unit tests for www/play/settings.js and www/stats/records.js: values checked against what the page
// offers, kept in storage per board shape, saves from before rectangles (keyed by the side) read
// as squares, and saved junk ignored. Storage is a stand-in map.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Records } from '../../www/stats/records.js';
import { ANIMATIONS, Settings } from '../../www/play/settings.js';
import { shapeOf } from '../../www/play/shape.js';

/** storage.js's interface over a plain object of JSON strings. */
function memoryStorage(initial = {}) {
  const data = new Map(Object.entries(initial).map(([k, v]) => [k, JSON.stringify(v)]));
  return {
    data,
    get(key, check = () => true, fallback = null) {
      if (!data.has(key)) return fallback;
      const v = JSON.parse(data.get(key));
      return check(v) ? v : fallback;
    },
    set(key, value) { data.set(key, JSON.stringify(value)); return true; },
  };
}

describe('settings', () => {
  test('defaults: click control, 140 ms animation, the normal solver pace, the usual difficulties', () => {
    const s = new Settings(memoryStorage());
    assert.equal(s.get('control'), 'click');
    assert.equal(s.get('animation'), 140);
    assert.equal(s.get('speed'), 200);
    assert.equal(s.difficulty('3x3'), 'random');
    assert.equal(s.difficulty('4x4'), 'hard');
    assert.equal(s.difficulty(shapeOf(4, 3)), 'random', 'another shape: the whole puzzle');
    assert.equal(s.difficulty('9x9'), null, 'not a size offered');
    assert.ok(ANIMATIONS.includes(0), 'instant is offered');
  });

  test('a change is kept in storage, announced, and comes back in a new session', () => {
    const storage = memoryStorage();
    const s = new Settings(storage);
    const seen = [];
    s.on('change', (e) => seen.push(e));
    assert.equal(s.set('animation', '0'), true, 'a select gives text');
    assert.equal(s.set('control', 'hover'), true);
    assert.equal(s.setDifficulty('4x4', 'easy'), true);
    assert.deepEqual(seen.map((e) => e.name), ['animation', 'control', 'difficulty']);
    assert.deepEqual(seen[2].value, { size: '4x4', value: 'easy' });
    const again = new Settings(storage);
    assert.equal(again.get('animation'), 0);
    assert.equal(again.get('control'), 'hover');
    assert.equal(again.difficulty('4x4'), 'easy');
    assert.equal(again.difficulty('3x3'), 'random');
  });

  test('the difficulty is kept per shape: 4×3 and 3×4 apart, a shape or its key', () => {
    const storage = memoryStorage();
    const s = new Settings(storage);
    assert.equal(s.setDifficulty('4x3', 'easy'), true);
    assert.equal(s.setDifficulty(shapeOf(3, 4), 'medium'), true);
    assert.equal(s.setDifficulty('4x2', 'easy'), false, 'two rows: nothing to put in place');
    assert.equal(s.setDifficulty('4x3', 'hard'), false, 'a level of the 4×4 only');
    const again = new Settings(storage);
    assert.equal(again.difficulty(shapeOf(4, 3)), 'easy');
    assert.equal(again.difficulty('3x4'), 'medium');
    assert.equal(again.difficulty('4x4'), 'hard', 'the square keeps its own');
    assert.equal(again.difficulty('4x2'), 'random');
  });

  test('difficulties saved per side, before rectangles, are read as the squares\'', () => {
    const s = new Settings(memoryStorage({ settings: { speed: 100, difficulty: { 3: '15', 4: 'medium', 5: 'random' } } }));
    assert.equal(s.difficulty('3x3'), '15');
    assert.equal(s.difficulty(shapeOf(4)), 'medium');
    assert.equal(s.difficulty('5x5'), 'random');
    assert.equal(s.get('speed'), 100);
  });

  test('values the page does not offer are refused, and saved ones ignored', () => {
    const s = new Settings(memoryStorage({ settings: { animation: 7, control: 'telepathy', speed: '200', difficulty: { 3: '99', 4: 'medium', '4x3': 'hard', '9x9': 'easy', nonsense: 'easy' } } }));
    assert.equal(s.get('animation'), 140);
    assert.equal(s.get('control'), 'click');
    assert.equal(s.get('speed'), 200);
    assert.equal(s.difficulty('3x3'), 'random');
    assert.equal(s.difficulty('4x4'), 'medium');
    assert.equal(s.difficulty('4x3'), 'random');
    assert.deepEqual(Object.keys(s.values.difficulty), ['4x4'], 'only what is offered is kept');
    assert.equal(s.set('animation', 33), false);
    assert.equal(s.set('control', 'keyboard'), false);
    assert.equal(s.set('nonsense', 1), false);
    assert.equal(s.setDifficulty('5x5', 'hard'), false);
    assert.equal(s.get('animation'), 140);
  });
});

describe('records', () => {
  test('the fewest moves and the shortest time are kept apart, per shape', () => {
    const storage = memoryStorage();
    const r = new Records(storage);
    assert.equal(r.best('3x3'), null);
    assert.equal(r.add('3x3', 30, 20_000), true, 'the first is a best');
    assert.equal(r.add('3x3', 24, 25_000), true, 'fewer moves');
    assert.equal(r.add('3x3', 40, 30_000), false, 'worse on both');
    assert.equal(r.add(shapeOf(3), 40, 15_000), true, 'a shorter time (a shape for the size)');
    assert.deepEqual(r.best('3x3'), { moves: 24, ms: 15_000 });
    assert.equal(r.best('4x4'), null);
    assert.equal(r.add('4x3', 50, 40_000), true);
    assert.equal(r.best('3x4'), null, '3×4 is not 4×3');
    assert.deepEqual(r.best(shapeOf(4, 3)), { moves: 50, ms: 40_000 });
    const again = new Records(storage);
    assert.deepEqual(again.best('3x3'), { moves: 24, ms: 15_000 });
    assert.deepEqual(again.best('4x3'), { moves: 50, ms: 40_000 });
    assert.deepEqual(storage.get('best'), { '3x3': { moves: 24, ms: 15_000 }, '4x3': { moves: 50, ms: 40_000 } });
  });

  test('records saved per side, before rectangles, are read as the squares\' and kept', () => {
    const storage = memoryStorage({ best: { 3: { moves: 22, ms: 9_000 }, 4: { moves: 80, ms: 60_000 }, '4x4': { moves: 90, ms: 50_000 } } });
    const r = new Records(storage);
    assert.deepEqual(r.best('3x3'), { moves: 22, ms: 9_000 });
    assert.deepEqual(r.best('4x4'), { moves: 80, ms: 50_000 }, 'a side and a key for one square: the best of each figure');
    assert.equal(r.add('3x3', 30, 10_000), false, 'the old record still stands');
    assert.equal(r.add('3x3', 21, 10_000), true);
    assert.deepEqual(storage.get('best'), { '3x3': { moves: 21, ms: 9_000 }, '4x4': { moves: 80, ms: 50_000 } }, 'written back by key');
  });

  test('junk in storage and impossible results are refused, said once, and the rest kept', () => {
    const storage = Object.assign(memoryStorage({ best: { 3: { moves: -1, ms: 5 }, '9x9': { moves: 1, ms: 1 }, '4x3': { moves: 5, ms: 7 } } }), { notices: [] });
    const r = new Records(storage);
    assert.deepEqual(storage.notices, ['2 of the saved best results could not be read and were left out; the other 1 is kept.']);
    assert.deepEqual(storage.get('best'), { '4x3': { moves: 5, ms: 7 } }, 'written back without them');
    new Records(storage);
    assert.equal(storage.notices.length, 1, 'the next visit says nothing');
    assert.equal(r.best('3x3'), null);
    assert.equal(r.best('9x9'), null);
    assert.deepEqual(r.best('4x3'), { moves: 5, ms: 7 }, 'a good record beside junk is kept');
    assert.equal(r.add('9x9', 10, 10), false);
    assert.equal(r.add('2x1', 10, 10), false);
    assert.equal(r.add('3x3', 1.5, 10), false);
    assert.equal(r.best('3x3'), null);
    assert.equal(new Records(memoryStorage({ best: ['a list'] })).best('3x3'), null);
  });
});
