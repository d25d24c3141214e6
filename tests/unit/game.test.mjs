// Unit tests for www/play/game.js: line moves, gestures undone and redone in one step, assisted
// slides, and saved games with joined slides. The rules are the stand-in written in JS.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { shapeOf } from '../../www/play/shape.js';
import { Game } from '../../www/play/game.js';
import { fakeClock, rules } from './harness.mjs';

// The gap in the top-left corner of a 4×4 board: row 0 and column 0 are its lines.
// The gap top left, the tiles in order after it but for the last two swapped: solvable (the
// inversion and the gap's row counted from the bottom, 1 + 4, are odd), as the rules require.
const START = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14];

function gameAt(tiles) {
  const game = new Game(rules, { shape: shapeOf(4), clock: fakeClock() });
  game.load(tiles);
  return game;
}

describe('game: line moves', () => {
  test('a tile in the gap\'s row slides with every tile between, counted one move per tile', () => {
    const game = gameAt(START);
    const changes = [];
    game.on('change', (e) => changes.push(e));
    assert.equal(game.slide(3), true);
    // 1, 2 and 3 each move one cell left; the gap ends where 3 was.
    assert.deepEqual(game.tiles, [1, 2, 3, 0, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14]);
    assert.equal(game.moves, 3);
    assert.equal(changes.length, 1, 'one change for the whole gesture');
    assert.deepEqual(changes[0].path, [1, 2, 3]);
    assert.equal(changes[0].steps.length, 3);
    assert.deepEqual(changes[0].steps[2].next, game.tiles);
  });

  test('a tile in the gap\'s column, and one beside the gap', () => {
    const game = gameAt(START);
    assert.deepEqual(game.lineTo(8), [4, 8]);
    assert.equal(game.slide(8), true);
    assert.deepEqual(game.tiles, [4, 1, 2, 3, 8, 5, 6, 7, 0, 9, 10, 11, 12, 13, 15, 14]);
    assert.deepEqual(game.lineTo(9), [9]);
    // The gap is at row 2, column 0: 9, 10, 11 to its right, 8 and 4 above, 12 below.
    assert.deepEqual(game.inLine().map(({ tile, dir }) => `${tile}${dir[0]}`).sort(),
      ['10l', '11l', '12u', '4d', '9l', '8d'].sort());
  });

  test('a tile off the gap\'s lines is refused, changing nothing', () => {
    const game = gameAt(START);
    assert.deepEqual(game.lineTo(5), []);
    assert.equal(game.slide(5), false);
    assert.equal(game.slide(0), false);
    assert.deepEqual(game.tiles, START);
    assert.equal(game.moves, 0);
  });

  test('undo takes a line move back in one step, and redo makes it again in one', () => {
    const game = gameAt(START);
    game.slide(2); // 1 and 2
    game.slide(15); // the gap is at index 2: column 2 holds 6, 10, 15
    const after = Array.from(game.tiles);
    assert.equal(game.moves, 5);
    assert.equal(game.undo(), true);
    assert.deepEqual(game.tiles, [1, 2, 0, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14]);
    assert.equal(game.moves, 2);
    assert.equal(game.undo(), true);
    assert.deepEqual(game.tiles, START);
    assert.equal(game.moves, 0);
    assert.equal(game.undo(), false);
    assert.equal(game.redo(), true);
    assert.equal(game.moves, 2);
    assert.equal(game.redo(), true);
    assert.deepEqual(game.tiles, after);
    assert.equal(game.moves, 5);
    assert.equal(game.redo(), false);
  });

  test('a hint\'s slide is assisted; keys slide one tile', () => {
    const game = gameAt(START);
    assert.equal(game.assist(1), true);
    assert.equal(game.assisted, 1);
    assert.equal(game.assist(15), false, 'a hint slides only a tile beside the gap');
    assert.equal(game.slideToward('left'), true); // the tile right of the gap moves left: 2
    assert.deepEqual(game.tiles.slice(0, 4), [1, 2, 0, 3]);
    assert.equal(game.moves, 2);
    assert.equal(game.assisted, 1);
  });

  test('a saved game with a line move comes back, and its undo is still one step', () => {
    const game = gameAt(START);
    game.slide(12);
    const saved = JSON.parse(JSON.stringify({ start: game.start, past: game.past, future: game.future }));
    const again = new Game(rules, { shape: shapeOf(4), clock: fakeClock() });
    again.restore(saved);
    assert.deepEqual(again.tiles, game.tiles);
    assert.equal(again.moves, 3);
    again.undo();
    assert.deepEqual(again.tiles, START);
    assert.throws(() => again.restore({ start: START, past: [{ tile: 1, by: 'player', joined: 'yes' }] }), /list of slides/);
  });

  test('a playback plays single slides, and stepping back takes one', () => {
    const clock = fakeClock();
    const game = new Game(rules, { shape: shapeOf(4), clock });
    game.load(START);
    game.play([1, 2, 6], { interval: 100 });
    assert.equal(game.moves, 1);
    game.pause();
    game.stepForward();
    assert.equal(game.moves, 2);
    game.stepBack();
    assert.equal(game.moves, 1);
    game.resume();
    clock.advance(1000);
    assert.equal(game.playing, false);
    assert.deepEqual(game.tiles, [1, 2, 6, 3, 4, 5, 0, 7, 8, 9, 10, 11, 12, 13, 15, 14]);
  });
});
