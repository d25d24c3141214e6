// Boards of any width × height for the boundary tests, written without the crate: the goal,
// the cells beside a cell, playing moves with each checked, an independent shortest-path
// search (IDA* with plain Manhattan distance) and seeded scrambles.

import assert from 'node:assert/strict';

/** The goal of a board of `cells` cells: 1, 2, …, cells − 1, then the blank. */
export const goalOf = (cells) => [...Array.from({ length: cells - 1 }, (_, i) => i + 1), 0];

/** The cells beside `cell` on a width × height board. */
export function neighbours(width, height, cell) {
  const [row, col] = [Math.floor(cell / width), cell % width];
  const out = [];
  if (row > 0) out.push(cell - width);
  if (row + 1 < height) out.push(cell + width);
  if (col > 0) out.push(cell - 1);
  if (col + 1 < width) out.push(cell + 1);
  return out;
}

/** Slides `moves` (tile numbers) on `tiles`, checking each is beside the blank. */
export function play(width, height, tiles, moves) {
  const board = [...tiles];
  for (const tile of moves) {
    const blank = board.indexOf(0);
    const cell = board.indexOf(tile);
    assert.ok(neighbours(width, height, blank).includes(cell), `tile ${tile} is not beside the blank`);
    [board[blank], board[cell]] = [board[cell], board[blank]];
  }
  return board;
}

/** The fewest moves to the goal, by IDA* with plain Manhattan distance (independent of the crate). */
export function fewestMoves(width, height, tiles) {
  const board = [...tiles];
  const distance = (tile, cell) => {
    const goal = tile - 1;
    return Math.abs(Math.floor(goal / width) - Math.floor(cell / width)) + Math.abs((goal % width) - (cell % width));
  };
  let h = board.reduce((sum, tile, cell) => sum + (tile ? distance(tile, cell) : 0), 0);
  let bound = h;
  const dfs = (g, blank, prev) => {
    const f = g + h;
    if (f > bound) return f;
    if (h === 0) return -1;
    let next = Infinity;
    for (const cell of neighbours(width, height, blank)) {
      if (cell === prev) continue;
      const tile = board[cell];
      const delta = distance(tile, blank) - distance(tile, cell);
      board[blank] = tile;
      board[cell] = 0;
      h += delta;
      const found = dfs(g + 1, cell, blank);
      h -= delta;
      board[cell] = tile;
      board[blank] = 0;
      if (found === -1) return -1;
      next = Math.min(next, found);
    }
    return next;
  };
  for (;;) {
    const found = dfs(0, board.indexOf(0), -1);
    if (found === -1) return bound;
    bound = found;
  }
}

/** A board `steps` random slides from the goal (never straight back), from a fixed seed. */
export function scrambled(width, height, steps, seed) {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const board = goalOf(width * height);
  let prev = -1;
  for (let i = 0; i < steps; i++) {
    const blank = board.indexOf(0);
    const options = neighbours(width, height, blank).filter((cell) => cell !== prev);
    const cell = options[Math.floor(random() * options.length)];
    [board[blank], board[cell]] = [board[cell], board[blank]];
    prev = blank;
  }
  return board;
}
