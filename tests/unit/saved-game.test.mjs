// Unit tests for www/play/saved-game.js: what is kept of a game reads back as it was, a game saved
// before boards had shapes reads as a square, and anything malformed is refused.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { readSavedGame, savedGame } from '../../www/play/saved-game.js';
import { shapeOf } from '../../www/play/shape.js';

const game = {
  shape: shapeOf(4, 3),
  start: [1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 10, 11],
  past: [{ tile: 10, by: 'player' }],
  future: [{ tile: 10, by: 'hint' }],
};

describe('saved-game', () => {
  test('a 4×3 game round-trips through JSON, time rounded', () => {
    const kept = JSON.parse(JSON.stringify(savedGame(game, 1234.6, 2)));
    assert.equal(kept.size, '4x3');
    assert.deepEqual(readSavedGame(kept), { shape: shapeOf(4, 3), start: game.start, past: game.past, future: game.future, elapsed: 1235, optimal: 2 });
  });

  test('a game saved before shapes ({side}) reads as a square', () => {
    const old = { side: 3, start: [1, 2, 3, 4, 5, 6, 7, 0, 8], past: [], future: [], elapsed: 0, optimal: null };
    assert.equal(readSavedGame(old).shape, shapeOf(3));
  });

  test('anything malformed is refused', () => {
    const good = savedGame(game, 0, null);
    for (const [why, bad] of [
      ['not an object', 'x'], ['null', null],
      ['an unknown size', { ...good, size: '9x3' }], ['no size', { ...good, size: undefined }],
      ['tiles that do not fill the shape', { ...good, start: [1, 2, 0] }],
      ['no moves list', { ...good, past: 'x' }], ['a negative time', { ...good, elapsed: -1 }],
      ['an optimum that is not a count', { ...good, optimal: 1.5 }],
    ]) assert.equal(readSavedGame(bad), null, why);
  });
});
