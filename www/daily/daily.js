// The board of the day: the same board for everyone on a UTC day, from the date alone (the wasm
// module's `daily` deals it; no server), the line a player shares after solving it (no board in
// it, so it spoils nothing), and each day's result kept. Pure but for the storage handed in.

import { sizeLabel } from '../play/shape.js';

const DAY_MS = 86_400_000;

/** Storage key of the results kept, and how many days' results are kept. */
export const RESULTS_KEY = 'daily';
export const KEEP_RESULTS = 400;

/** Whether the address asks for the board of the day (`?daily`, with any value). */
export const dailyAsked = (search) => new URLSearchParams(search).has('daily');

/** The UTC day number of `ms` since 1970 (what the module's `daily` takes). */
export const dayOf = (ms) => Math.floor(ms / DAY_MS);

/** The UTC date of day number `day`: "2026-12-05". */
export const dateOf = (day) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The board of day `day` on `shape` (shape.js), dealt by the module's `rules`, row by row. */
export const dailyBoard = (rules, shape, day) => Array.from(rules.daily(day, shape));

/** A time as the shared line writes it: "0:41.2" (minutes, seconds and tenths). */
export function shortTime(ms) {
  const tenths = Math.round(ms / 100);
  const minutes = Math.floor(tenths / 600);
  const seconds = ((tenths % 600) / 10).toFixed(1).padStart(4, '0');
  return `${minutes}:${seconds}`;
}

/**
 * The line to share: "Slide 4×4 2026-12-05: 0:41.2, 62 moves, optimal 52" (", with help" after a
 * hint or the solver). It names the day and the size, never the board.
 */
export function resultLine({ size, date, ms, moves, optimal, assisted }) {
  const parts = [`Slide ${size.replace('x', '×')} ${date}: ${shortTime(ms)}`, `${moves} move${moves === 1 ? '' : 's'}`];
  if (optimal !== null && optimal !== undefined) parts.push(`optimal ${optimal}`);
  if (assisted) parts.push('with help');
  return parts.join(', ');
}

const isResult = (r) => r !== null && typeof r === 'object' && /^\d{4}-\d{2}-\d{2}$/.test(r.date)
  && typeof r.size === 'string' && Number.isInteger(r.ms) && r.ms >= 0 && Number.isInteger(r.moves) && r.moves >= 0
  && (r.optimal === null || Number.isInteger(r.optimal)) && typeof r.assisted === 'boolean';

/** The daily results kept in `storage` (storage.js), oldest first; damaged entries dropped. */
export function readResults(storage) {
  return storage.get(RESULTS_KEY, Array.isArray, []).filter(isResult);
}

/**
 * Keep the result of the day's board: {date, size, ms, moves, optimal, assisted}. Only the first
 * solve of a day and size is kept (the one that counts, as in the word games); returns whether
 * this one was.
 */
export function keepResult(storage, result) {
  const results = readResults(storage);
  if (!isResult(result) || results.some((r) => r.date === result.date && r.size === result.size)) return false;
  results.push(result);
  storage.set(RESULTS_KEY, results.slice(-KEEP_RESULTS));
  return true;
}

/** The title of the day's board: "Daily 4×4, 2026-12-05 (UTC)". */
export const dailyTitle = (shape, date) => `Daily ${sizeLabel(shape)}, ${date} (UTC)`;
