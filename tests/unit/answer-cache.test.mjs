// Unit tests for www/solver/answer-cache.js: what the solver client remembers of each board,
// with keys and paths written out here, and the one rule that merges what is learnt of a board
// with what was known: the shorter answer and the higher bound stand.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { AnswerCache } from '../../www/solver/answer-cache.js';

describe('answer cache', () => {
  test('a final proven path, and along its first move the rest of it; a move off it knows nothing', () => {
    const c = new AnswerCache();
    c.offer('a', { moves: [7, 8, 5], lowerBound: 3, optimal: true, final: true });
    assert.deepEqual(c.path('a'), [7, 8, 5]);
    assert.equal(c.bound('a'), undefined, 'a proven path has no separate bound');
    c.advance('a', 7, 'b');
    assert.deepEqual(c.get('b'), { moves: [8, 5], lowerBound: 2, optimal: true, proving: false, final: true });
    c.advance('b', 3, 'x');
    assert.equal(c.get('x'), undefined);
  });

  test('a final path not proven shortest keeps its bound, one lower a move along', () => {
    const c = new AnswerCache();
    c.offer('a', { moves: [1, 2, 3, 4, 5, 6], lowerBound: 2 });
    assert.equal(c.path('a'), undefined, 'an interim answer is no final path');
    c.offer('a', { moves: [1, 2, 3, 4], lowerBound: 3, final: true });
    assert.equal(c.bound('a'), 3);
    c.advance('a', 1, 'b');
    assert.deepEqual(c.path('b'), [2, 3, 4]);
    assert.equal(c.bound('b'), 2);
    c.offer('c', { moves: [9, 9], lowerBound: 2, final: true });
    assert.equal(c.bound('c'), undefined, 'a bound equal to the length proves it');
    assert.equal(c.get('c').optimal, true);
  });

  test('the shorter answer and the higher bound stand, from an interim answer or a final one', () => {
    const c = new AnswerCache();
    c.offer('a', { moves: [4, 5, 6], lowerBound: 1 });
    c.advance('a', 4, 'b');
    assert.deepEqual(c.get('b'), { moves: [5, 6], lowerBound: 0, optimal: false, proving: false, final: false });
    // A fresh session of 'b' starts with a longer answer but a higher bound.
    const merged = c.offer('b', { moves: [1, 2, 3, 4], lowerBound: 1, proving: true });
    assert.deepEqual(merged, { moves: [5, 6], lowerBound: 1, optimal: false, proving: true, final: false });
    // Its final answer is longer still: what was known stands, now final.
    c.offer('b', { moves: [1, 2, 3, 4], lowerBound: 1, final: true });
    assert.deepEqual(c.path('b'), [5, 6]);
    assert.equal(c.bound('b'), 1);
    // A proof: the proven answer replaces a longer one, and nothing is being proven any more.
    c.offer('d', { moves: [1, 2, 3, 4], lowerBound: 2, proving: true });
    assert.deepEqual(c.offer('d', { moves: [1, 2], lowerBound: 2, optimal: true, final: true }),
      { moves: [1, 2], lowerBound: 2, optimal: true, proving: false, final: true });
  });

  test('the newest `size` boards are kept; storing a board again makes it the newest', () => {
    const c = new AnswerCache(2);
    const final = (moves) => ({ moves, lowerBound: moves.length, optimal: true, final: true });
    c.offer('a', final([1]));
    c.offer('b', final([2]));
    c.offer('a', final([1])); // 'a' is the newest now
    c.offer('c', final([3]));
    assert.equal(c.path('b'), undefined, 'the oldest went');
    assert.deepEqual(c.path('a'), [1]);
    assert.deepEqual(c.path('c'), [3]);
  });
});
