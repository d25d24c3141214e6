// The game kept between visits: what is saved of it, and reading it back, in one place. A game
// saved before boards had shapes ({side: n}) is read as an n × n one. Pure: storage.js keeps it.

import { parseShape } from './shape.js';

const isCount = (n) => Number.isInteger(n) && n >= 0;

/**
 * What is kept of `game` (game.js): its shape's key, the board as dealt, the slides made and
 * undone, the time played (`elapsed` ms) and the solver's length for the board as dealt
 * (`optimal`, or null).
 */
export function savedGame(game, elapsed, optimal) {
  return {
    size: game.shape.key, start: game.start, past: game.past, future: game.future,
    elapsed: Math.round(elapsed), optimal,
  };
}

/**
 * A saved game read back: {shape, start, past, future, elapsed, optimal} with `shape` from
 * shape.js, or null when `v` is not one. The slides themselves are checked by game.js's
 * restore, which replays them by the rules.
 */
export function readSavedGame(v) {
  if (!v || typeof v !== 'object') return null;
  const shape = parseShape(typeof v.size === 'string' ? v.size : String(v.side));
  if (!shape || !Array.isArray(v.start) || v.start.length !== shape.cells) return null;
  if (!Array.isArray(v.past) || !Array.isArray(v.future) || !isCount(v.elapsed)) return null;
  if (!(v.optimal === null || isCount(v.optimal))) return null;
  return { shape, start: v.start, past: v.past, future: v.future, elapsed: v.elapsed, optimal: v.optimal };
}
