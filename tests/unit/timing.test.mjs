// Unit tests for www/lib/saver.js (debounced saving) and www/play/stopwatch.js, on an injected clock.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Saver } from '../../www/lib/saver.js';
import { Stopwatch } from '../../www/play/stopwatch.js';
import { fakeClock } from './harness.mjs';

describe('saver', () => {
  test('a burst of changes is saved once, after a quiet moment', () => {
    const clock = fakeClock();
    let saves = 0;
    const saver = new Saver(() => { saves += 1; }, { delay: 500, clock });
    for (let i = 0; i < 25; i += 1) { // 25 moves a second for a second
      saver.changed();
      clock.advance(40);
    }
    assert.equal(saves, 0, 'nothing written while changes keep coming');
    clock.advance(459); // the last change was 40 ms ago
    assert.equal(saves, 0);
    clock.advance(1);
    assert.equal(saves, 1);
    clock.advance(5000);
    assert.equal(saves, 1, 'nothing more without a change');
  });

  test('flush saves what waits at once, and only then', () => {
    const clock = fakeClock();
    let saves = 0;
    const saver = new Saver(() => { saves += 1; }, { delay: 500, clock });
    saver.flush();
    assert.equal(saves, 0, 'nothing waited');
    saver.changed();
    saver.flush();
    assert.equal(saves, 1);
    clock.advance(1000);
    assert.equal(saves, 1, 'the timer was cleared');
    assert.equal(clock.pending, 0);
  });
});

describe('stopwatch', () => {
  test('runs from start to stop, keeps its reading, and resets to a saved one', () => {
    const clock = fakeClock();
    const watch = new Stopwatch(clock.now);
    clock.advance(1000);
    assert.equal(watch.elapsed(), 0);
    watch.start();
    clock.advance(1500);
    watch.start(); // already running: no restart
    clock.advance(500);
    assert.equal(watch.elapsed(), 2000);
    watch.stop();
    clock.advance(700);
    assert.equal(watch.elapsed(), 2000);
    watch.start();
    clock.advance(250);
    assert.equal(watch.elapsed(), 2250);
    watch.reset(61_000);
    assert.equal(watch.running, false);
    assert.equal(watch.elapsed(), 61_000);
  });
});
