// Unit tests for www/analysis/solutions-words.js: the words of the solutions list and of the
// hint's count, for figures written here.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { optimalMovesText, solutionsText } from '../../www/analysis/solutions-words.js';

test('the solutions list says how many, how long, and how many are listed', () => {
  assert.equal(solutionsText({ length: 14, count: 1, complete: true, capped: false }, 1), '1 optimal solution, 14 moves each.');
  assert.equal(solutionsText({ length: 14, count: 8, complete: true, capped: false }, 8), '8 optimal solutions, 14 moves each.');
  assert.equal(solutionsText({ length: 52, count: 12345, complete: true, capped: true }, 200),
    '12,345 optimal solutions, 52 moves each. The first 200 are listed.');
  assert.match(solutionsText({ length: 60, count: 500, complete: false, capped: true }, 200), /^At least 500 optimal solutions, 60 moves each \(the count stopped/);
  assert.match(solutionsText({ length: 0, count: 1, complete: true, capped: false }, 1), /no move needed/);
});

test('the hint\'s count', () => {
  assert.equal(optimalMovesText(2, 3), '2 of 3 moves from here keep you on an optimal path.');
  assert.equal(optimalMovesText(1, 3), '1 of 3 moves from here keeps you on an optimal path.');
  assert.equal(optimalMovesText(2, 2), 'All 2 moves from here keep you on an optimal path.');
  assert.equal(optimalMovesText(0, 0), '');
});
