// Unit tests for www/solver/answer-cache.js: what the solver client remembers of each board,
// with keys and paths written out here.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { AnswerCache } from '../../www/solver/answer-cache.js';

describe('answer cache', () => {
  test('a final path, and along its first move the rest of it; a move off it knows nothing', () => {
    const c = new AnswerCache();
    c.keepFinal('a', [7, 8, 5]);
    assert.deepEqual(c.path('a'), [7, 8, 5]);
    assert.equal(c.bound('a'), undefined, 'a proven path has no separate bound');
    c.advance('a', 7, 'b');
    assert.deepEqual(c.path('b'), [8, 5]);
    c.advance('b', 3, 'x');
    assert.equal(c.path('x'), undefined);
  });

  test('a final path not proven shortest keeps its bound, one lower a move along', () => {
    const c = new AnswerCache();
    c.keepInterim('a', [1, 2, 3, 4, 5, 6], 2);
    c.keepFinal('a', [1, 2, 3, 4], 3);
    assert.equal(c.short('a'), undefined, 'the final answer replaces the interim one');
    assert.equal(c.bound('a'), 3);
    c.advance('a', 1, 'b');
    assert.deepEqual(c.path('b'), [2, 3, 4]);
    assert.equal(c.bound('b'), 2);
    c.keepFinal('c', [9, 9], 2);
    assert.equal(c.bound('c'), undefined, 'a bound equal to the length proves it: none kept');
  });

  test('an interim answer follows its first move, unless the next board has a final path', () => {
    const c = new AnswerCache();
    c.keepInterim('a', [4, 5, 6], 1);
    c.advance('a', 4, 'b');
    assert.deepEqual(c.short('b'), { moves: [5, 6], lowerBound: 0 });
    c.keepFinal('d', [5]);
    c.keepInterim('e', [5, 1], 2);
    c.advance('e', 5, 'd');
    assert.equal(c.short('d'), undefined);
  });

  test('each map keeps the newest `size` boards; storing a board again makes it the newest', () => {
    const c = new AnswerCache(2);
    c.keepFinal('a', [1]);
    c.keepFinal('b', [2]);
    c.keepFinal('a', [1]); // 'a' is the newest now
    c.keepFinal('c', [3]);
    assert.equal(c.path('b'), undefined, 'the oldest went');
    assert.deepEqual(c.path('a'), [1]);
    assert.deepEqual(c.path('c'), [3]);
  });
});
