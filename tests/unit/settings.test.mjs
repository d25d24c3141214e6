// Unit tests for www/settings.js and www/records.js: values checked against what the page
// offers, kept in storage, and saved junk ignored. Storage is a stand-in map.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Records } from '../../www/records.js';
import { ANIMATIONS, Settings } from '../../www/settings.js';

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
    assert.equal(s.difficulty(3), 'random');
    assert.equal(s.difficulty(4), 'hard');
    assert.ok(ANIMATIONS.includes(0), 'instant is offered');
  });

  test('a change is kept in storage, announced, and comes back in a new session', () => {
    const storage = memoryStorage();
    const s = new Settings(storage);
    const seen = [];
    s.on('change', (e) => seen.push(e));
    assert.equal(s.set('animation', '0'), true, 'a select gives text');
    assert.equal(s.set('control', 'hover'), true);
    assert.equal(s.setDifficulty(4, 'easy'), true);
    assert.deepEqual(seen.map((e) => e.name), ['animation', 'control', 'difficulty']);
    const again = new Settings(storage);
    assert.equal(again.get('animation'), 0);
    assert.equal(again.get('control'), 'hover');
    assert.equal(again.difficulty(4), 'easy');
    assert.equal(again.difficulty(3), 'random');
  });

  test('values the page does not offer are refused, and saved ones ignored', () => {
    const s = new Settings(memoryStorage({ settings: { animation: 7, control: 'telepathy', speed: '200', difficulty: { 3: '99', 4: 'medium' } } }));
    assert.equal(s.get('animation'), 140);
    assert.equal(s.get('control'), 'click');
    assert.equal(s.get('speed'), 200);
    assert.equal(s.difficulty(3), 'random');
    assert.equal(s.difficulty(4), 'medium');
    assert.equal(s.set('animation', 33), false);
    assert.equal(s.set('control', 'keyboard'), false);
    assert.equal(s.set('nonsense', 1), false);
    assert.equal(s.setDifficulty(5, 'hard'), false);
    assert.equal(s.get('animation'), 140);
  });
});

describe('records', () => {
  test('the fewest moves and the shortest time are kept apart, per size', () => {
    const storage = memoryStorage();
    const r = new Records(storage, [3, 4, 5]);
    assert.equal(r.best(3), null);
    assert.equal(r.add(3, 30, 20_000), true, 'the first is a best');
    assert.equal(r.add(3, 24, 25_000), true, 'fewer moves');
    assert.equal(r.add(3, 40, 30_000), false, 'worse on both');
    assert.equal(r.add(3, 40, 15_000), true, 'a shorter time');
    assert.deepEqual(r.best(3), { moves: 24, ms: 15_000 });
    assert.equal(r.best(4), null);
    assert.deepEqual(new Records(storage, [3, 4, 5]).best(3), { moves: 24, ms: 15_000 });
  });

  test('junk in storage and impossible results are refused', () => {
    const r = new Records(memoryStorage({ best: { 3: { moves: -1, ms: 5 } } }), [3, 4, 5]);
    assert.equal(r.best(3), null);
    assert.equal(r.add(7, 10, 10), false);
    assert.equal(r.add(3, 1.5, 10), false);
    assert.equal(r.best(3), null);
  });
});
