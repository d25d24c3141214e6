// Unit tests for www/ui/play-words.js: what the page says about play.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { shapeOf } from '../../www/play/shape.js';
import { bestText, clock, plural, solvedMessage, solvedWords, tilesText } from '../../www/ui/play-words.js';

describe('play words', () => {
  test('the clock', () => {
    assert.equal(clock(0), '0:00');
    assert.equal(clock(83_999), '1:23');
    assert.equal(clock(3_723_000), '1:02:03');
  });

  test('counts and gestures', () => {
    assert.equal(plural(1, 'move'), '1 move');
    assert.equal(plural(0, 'move'), '0 moves');
    assert.equal(tilesText([5]), 'tile 5');
    assert.equal(tilesText([5, 6, 7]), 'tiles 5, 6 and 7');
  });

  test('the words on solving', () => {
    assert.equal(solvedWords({ moves: 20, assisted: 0, best: 20, optimal: true }), 'Solved in 20 moves — optimal!');
    assert.equal(solvedWords({ moves: 24, assisted: 0, best: 20, optimal: true }), 'Solved in 24 moves! The shortest way was 20.');
    assert.equal(solvedWords({ moves: 24, assisted: 2, best: 20, optimal: true }), 'Solved in 24 moves, 2 with help.');
    assert.equal(solvedWords({ moves: 20, assisted: 20, best: 20, optimal: true }), 'Solved! The solver needed 20 moves.');
    assert.equal(solvedWords({ moves: 90, assisted: 0, best: 100, optimal: false }), 'Solved in 90 moves, fewer than the solver’s 100!');
    assert.equal(solvedMessage({ moves: 1, assisted: 0, best: null, optimal: true }, 5000, shapeOf(3), true), 'Solved in 1 move! Time: 0:05. A new best for 3×3!');
    assert.match(solvedMessage({ moves: 1, assisted: 0, best: null, optimal: true }, 5000, shapeOf(4, 3), true), /A new best for 4×3!/);
    assert.match(bestText(shapeOf(4), null), /No 4×4 solved/);
    assert.match(bestText(shapeOf(2, 8), null), /No 2×8 solved/);
    assert.equal(bestText(shapeOf(3), { moves: 22, ms: 61_000 }), 'Your best on 3×3: 22 moves, 1:01.');
  });
});
