// What the page says about play: the clock, counts, the words on solving, the best result, the
// undo of a gesture. Pure functions of plain values (no DOM, no wasm), unit-tested on their own.

import { sizeLabel } from '../play/shape.js';

/** 83 s -> "1:23"; an hour or more -> "1:02:03". */
export function clock(ms) {
  const total = Math.floor(ms / 1000);
  const m = Math.floor(total / 60);
  const sec = String(total % 60).padStart(2, '0');
  return m >= 60 ? `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/** "1 move", "2 moves". */
export const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The words on a solved board: `moves` in all, `assisted` of them by hint or solver, `best` the
 * solver's length for the board as dealt (null when unknown), `optimal` whether that length is
 * proven shortest.
 */
export function solvedWords({ moves, assisted, best, optimal }) {
  const count = plural(moves, 'move');
  if (assisted === moves) return `Solved! The solver needed ${count}.`;
  if (assisted > 0) return `Solved in ${count}, ${assisted} with help.`;
  if (!optimal) {
    if (best !== null && moves < best) return `Solved in ${count}, fewer than the solver’s ${best}!`;
    if (best !== null) return `Solved in ${count}! The solver’s way took ${best}.`;
    return `Solved in ${count}!`;
  }
  if (best !== null && moves <= best) return `Solved in ${count} — optimal!`;
  if (best !== null) return `Solved in ${count}! The shortest way was ${best}.`;
  return `Solved in ${count}!`;
}

/** The whole message on solving: the words, the time, and a new best when there is one. */
export function solvedMessage(result, ms, shape, newRecord) {
  const record = newRecord ? ` A new best for ${sizeLabel(shape)}!` : '';
  return `${solvedWords(result)} Time: ${clock(ms)}.${record}`;
}

/** The best result line under the options. */
export function bestText(shape, record) {
  return record
    ? `Your best on ${sizeLabel(shape)}: ${plural(record.moves, 'move')}, ${clock(record.ms)}.`
    : `No ${sizeLabel(shape)} solved by hand yet on this device.`;
}

/** "tile 5" or "tiles 5, 6 and 7", for what a gesture moved. */
export function tilesText(path) {
  if (path.length === 1) return `tile ${path[0]}`;
  return `tiles ${path.slice(0, -1).join(', ')} and ${path[path.length - 1]}`;
}
