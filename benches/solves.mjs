// The check every Node benchmark makes of a solver's answer, by the rules written here rather
// than by the module under measurement.

/**
 * Whether sliding `moves` (tile numbers), one by one, takes `tiles` (a board `width` cells
 * across) to the goal; false at the first tile that is not on the board or not beside the blank.
 *
 *   solves(2, [1, 2, 0, 3], [3])  // true: 3 slides left into the blank
 */
export function solves(width, tiles, moves) {
  const board = Array.from(tiles);
  for (const tile of moves) {
    const at = board.indexOf(tile);
    const blank = board.indexOf(0);
    const apart = Math.abs(Math.floor(at / width) - Math.floor(blank / width)) + Math.abs((at % width) - (blank % width));
    if (tile === 0 || at < 0 || apart !== 1) return false;
    [board[at], board[blank]] = [0, tile];
  }
  return board.every((t, i) => t === (i + 1) % board.length);
}
