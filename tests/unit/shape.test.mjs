// Unit tests for www/play/shape.js: shapes made only within the page's limits, one object per size,
// sizes read as the address and the player write them, and the names and goals of each.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  DEFAULT_SHAPE, MAX_SIDE, MIN_SIDE, PRESETS, boardArg, isSquare, parseShape, puzzleName, shapeOf, shapeOfTiles, sizeLabel,
} from '../../www/play/shape.js';

describe('shape', () => {
  test('made within 2 to 8 a side, the same object for the same size', () => {
    assert.deepEqual({ ...shapeOf(4, 3) }, { width: 4, height: 3, key: '4x3', cells: 12 });
    assert.equal(shapeOf(4), shapeOf(4, 4));
    assert.ok(Object.isFrozen(shapeOf(5, 2)));
    for (const [w, h] of [[1, 3], [3, 1], [9, 3], [3, 9], [2.5, 3], [NaN, 3], ['3', 3]]) assert.equal(shapeOf(w, h), null, `${w}×${h}`);
    let count = 0;
    for (let w = MIN_SIDE; w <= MAX_SIDE; w += 1) for (let h = MIN_SIDE; h <= MAX_SIDE; h += 1) count += shapeOf(w, h) ? 1 : 0;
    assert.equal(count, 7 * 7);
  });

  test('sizes as written: 4, 4x3, 4×3, 4 X 3', () => {
    assert.equal(parseShape('4'), shapeOf(4));
    assert.equal(parseShape('4x3'), shapeOf(4, 3));
    assert.equal(parseShape(' 4 × 3 '), shapeOf(4, 3));
    assert.equal(parseShape('4X3'), shapeOf(4, 3));
    for (const bad of ['', 'x', '4x', 'x3', '4x3x2', '4,3', '04x003', '1x4', '4x9', null, undefined]) assert.equal(parseShape(bad), null, String(bad));
  });

  test('presets: the common shapes, squares first, each offered once', () => {
    assert.deepEqual(PRESETS.map((s) => s.key).slice(0, 4), ['3x3', '4x4', '5x5', '6x6']);
    for (const key of ['3x4', '4x3', '2x4']) assert.ok(PRESETS.some((s) => s.key === key), key);
    assert.equal(new Set(PRESETS).size, PRESETS.length);
    assert.equal(DEFAULT_SHAPE, shapeOf(3));
  });

  test('names, labels and the board handed to the rules', () => {
    assert.equal(puzzleName(shapeOf(4)), 'the 15-puzzle');
    assert.equal(puzzleName(shapeOf(3, 4)), 'the 11-puzzle (3×4)');
    assert.equal(sizeLabel(shapeOf(2, 8)), '2×8');
    assert.ok(isSquare(shapeOf(5)) && !isSquare(shapeOf(5, 3)));
    assert.deepEqual(boardArg([1, 0], shapeOf(2, 1) ?? { width: 2 }), { tiles: [1, 0], width: 2 });
  });

  test('the shape of a count of tiles: a square, or whole rows of a width', () => {
    assert.equal(shapeOfTiles(16), shapeOf(4));
    assert.equal(shapeOfTiles(12), null, 'not a square');
    assert.equal(shapeOfTiles(12, 4), shapeOf(4, 3));
    assert.equal(shapeOfTiles(12, 5), null, 'not whole rows');
    assert.equal(shapeOfTiles(81), null, 'too big for the page');
  });
});
