// Unit tests for www/board-input.js: boards typed or in the address, checked by (stand-in) rules.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SIDES, parseBoard, parseCustom, sentence } from '../../www/board-input.js';

/** Stand-in rules: the parity answer is given, so these tests check the parsing only. */
const rules = (solvable = true) => ({
  whyUnsolvable: () => (solvable ? undefined : 'two tiles are swapped'),
  isSolvable: () => solvable,
});

describe('board-input', () => {
  test('sizes offered', () => assert.deepEqual(SIDES, [3, 4, 5]));

  test('typed boards: rows by slashes, spaces or commas; mistakes explained', () => {
    assert.deepEqual(parseCustom('1 2 3 / 4 5 6 / 7 0 8', rules()), { tiles: [1, 2, 3, 4, 5, 6, 7, 0, 8] });
    assert.deepEqual(parseCustom('1,2,3,4,5,6,7,8,0', rules()).tiles.length, 9);
    assert.match(parseCustom('', rules()).error, /row by row/);
    assert.match(parseCustom('1 2 x', rules()).error, /“x” is not a tile number/);
    assert.match(parseCustom('1 2 3 4', rules()).error, /4 numbers/);
    assert.match(parseCustom('1 2 3 4 5 6 8 7 0', rules(false)).error, /cannot be solved: Two tiles are swapped\./);
  });

  test('address boards', () => {
    assert.deepEqual(parseBoard('1,2,3,4,5,6,7,0,8', rules()), { tiles: [1, 2, 3, 4, 5, 6, 7, 0, 8] });
    assert.match(parseBoard('1;2', rules()).error, /separated by commas/);
    assert.match(parseBoard('1,2,3', rules()).error, /has 3 tiles/);
    assert.match(parseBoard('1,2,3,4,5,6,8,7,0', rules(false)).error, /cannot be solved/);
  });

  test('messages as sentences, long numbers grouped', () => {
    assert.equal(sentence('gave up after 200000000 nodes'), 'Gave up after 200,000,000 nodes.');
    assert.equal(sentence('Done!'), 'Done!');
  });
});
