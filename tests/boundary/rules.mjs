// The sliding rule, written in the tests and independent of the module: the oracle the boundary
// tests check the module's move lists against.

import assert from 'node:assert/strict';

/** Slides `moves` on `tiles` by the rule, written here: a move names a tile beside the blank. */
export function play(tiles, moves, side) {
  const board = Array.from(tiles);
  for (const tile of moves) {
    const [b, t] = [board.indexOf(0), board.indexOf(tile)];
    const apart = Math.abs(b - t);
    const sameRow = Math.floor(b / side) === Math.floor(t / side);
    assert.ok((apart === 1 && sameRow) || apart === side, `tile ${tile} is not beside the blank`);
    [board[b], board[t]] = [tile, 0];
  }
  return board;
}

/** Whether `board` is the goal: 1, 2, … in order, the blank last. */
export const isGoal = (board) => board.every((t, i) => t === (i + 1) % board.length);
