// A scramble typed as moves ("R3 D2 L U", the notation of src/notation.rs): played by the rules
// from the solved board of the shape in play, for "Your own board". Pure (the wasm module plays
// and checks every move; nothing here knows a board).

import { sentence } from '../play/board-input.js';
import { boardArg, sizeLabel } from '../play/shape.js';

/**
 * Whether typed text is meant as moves rather than tiles: it starts with a letter ("R3 D2",
 * "x"); tiles start with a number, and "1 2 x" is a board with a mistake in it.
 */
export const isMoveText = (text) => /^\s*\p{L}/u.test(String(text));

/**
 * The board that the moves `text` make from the goal of `shape` (shape.js), by the module's
 * `rules`: {tiles, shape, moves} (moves: how many single moves it made), or {error}: a sentence
 * naming where the text went wrong (the character, counted from 1), the board in play untouched.
 */
export function parseScramble(text, rules, shape) {
  try {
    const goal = rules.goal(shape);
    const { tiles, moves } = rules.fromNotation(boardArg(goal, shape), String(text));
    return { tiles: Array.from(tiles), shape, moves: moves.length };
  } catch (err) {
    return { error: `Those moves cannot be played from the solved ${sizeLabel(shape)} board: ${sentence(err?.message ?? err)}` };
  }
}

/**
 * The text of the moves that undo `text`, for a test or a player: the runs in reverse order,
 * each the other way (U and D, L and R swapped), counts kept. Text that is not move text comes
 * back as it is, for the rules to refuse.
 */
export function inverseMoves(text) {
  const runs = String(text).match(/[UDLR]\d*/giu);
  if (!runs || runs.join('') !== String(text).replace(/\s+/gu, '')) return String(text);
  const other = { U: 'D', D: 'U', L: 'R', R: 'L' };
  return runs.reverse().map((run) => other[run[0].toUpperCase()] + run.slice(1)).join(' ');
}
