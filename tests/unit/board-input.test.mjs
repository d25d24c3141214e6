// Unit tests for www/play/board-input.js: boards typed or in the address, checked by (stand-in) rules.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseBoard, parseCustom, sentence } from '../../www/play/board-input.js';
import { shapeOf } from '../../www/play/shape.js';

/**
 * Stand-in rules: the parity answer is given, so these tests check the parsing only. `seen`
 * keeps the boards asked about, to check the width handed to the rules.
 */
const seen = [];
const rules = (solvable = true) => ({
  whyUnsolvable: (board) => { seen.push(board); return solvable ? undefined : 'two tiles are swapped'; },
  isSolvable: (board) => { seen.push(board); return solvable; },
});

describe('board-input', () => {
  test('typed boards: rows by slashes, spaces or commas; mistakes explained', () => {
    assert.deepEqual(parseCustom('1 2 3 / 4 5 6 / 7 0 8', rules()), { tiles: [1, 2, 3, 4, 5, 6, 7, 0, 8], shape: shapeOf(3) });
    assert.deepEqual(parseCustom('1,2,3,4,5,6,7,8,0', rules()).tiles.length, 9);
    assert.match(parseCustom('', rules()).error, /row by row/);
    assert.match(parseCustom('1 2 x', rules()).error, /“x” is not a tile number/);
    assert.match(parseCustom('1 2 3 4 5', rules()).error, /5 numbers, not a square/);
    assert.match(parseCustom('1 2 3 / 4 5', rules()).error, /3 and 2 numbers/);
    assert.match(parseCustom('1 2 3 4 5 6 7 8 9 / 10 11 12 13 14 15 16 17 0', rules()).error, /2 rows of 9/);
    assert.match(parseCustom('1 2 3 4 5 6 8 7 0', rules(false)).error, /cannot be solved: Two tiles are swapped\./);
  });

  test('typed rectangles: the rows give the width; a line alone fills the shape in play', () => {
    seen.length = 0;
    assert.deepEqual(parseCustom('1 2 3 4 / 5 6 7 8 / 9 10 11 0', rules()), { tiles: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0], shape: shapeOf(4, 3) });
    assert.equal(seen[0].width, 4, 'the rules are told the width');
    assert.deepEqual(parseCustom('1 2\n3 4\n5 0', rules()).shape, shapeOf(2, 3), 'rows on lines of their own');
    assert.deepEqual(parseCustom('1 2 3 4 5 6 7 8 9 10 11 0', rules(), shapeOf(3, 4)).shape, shapeOf(3, 4));
    assert.deepEqual(parseCustom('1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0', rules(), shapeOf(2, 8)).shape, shapeOf(2, 8));
    assert.deepEqual(parseCustom('1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0', rules(), shapeOf(3)).shape, shapeOf(4), 'else a square');
  });

  test('address boards', () => {
    assert.deepEqual(parseBoard('1,2,3,4,5,6,7,0,8', rules()), { tiles: [1, 2, 3, 4, 5, 6, 7, 0, 8], shape: shapeOf(3) });
    assert.deepEqual(parseBoard('1,2,3,4,5,6,7,8,9,10,11,0', rules(), shapeOf(3, 4)).shape, shapeOf(3, 4), 'the size in the address');
    assert.deepEqual(parseBoard('1,2,3,4,5,6,7,0,8', rules(), shapeOf(4, 3)).shape, shapeOf(3), 'a square when the size does not fit');
    assert.match(parseBoard('1,2,3,4,5,0', rules(), shapeOf(4, 3)).error, /has 6 tiles; a 4×3 board has 12/);
    assert.match(parseBoard('1;2', rules()).error, /separated by commas/);
    assert.match(parseBoard('1,2,3', rules()).error, /has 3 tiles/);
    assert.match(parseBoard('1,2,3,4,5,6,8,7,0', rules(false)).error, /cannot be solved/);
  });

  test('messages as sentences, long numbers grouped', () => {
    assert.equal(sentence('gave up after 200000000 nodes'), 'Gave up after 200,000,000 nodes.');
    assert.equal(sentence('Done!'), 'Done!');
  });
});
