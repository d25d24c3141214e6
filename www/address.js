// The page's address, in one place: what it asks for (?size=, ?board=), the link that shares a
// position, and keeping the address in step with the game. The parsing is pure (a query string
// or an address in, plain values out); only syncAddress touches `history`.

import { DEFAULT_SIDE, SIDES } from './board-input.js';

/**
 * What a query string asks for: `?size=4` deals a 4×4 board, `?board=1,2,…,0` starts from a
 * given position (row by row, 0 for the gap). Returns {side, rawSize, sizeNotice, rawBoard}:
 * `side` the size to deal, `rawSize` and `rawBoard` the parameters as given (null when absent),
 * `sizeNotice` a sentence when the size named is not offered.
 */
export function readAddress(search) {
  const params = new URLSearchParams(search);
  const rawSize = params.get('size');
  let side = DEFAULT_SIDE;
  let sizeNotice = '';
  if (rawSize !== null) {
    const n = /^\s*\d+\s*$/.test(rawSize) ? Number(rawSize) : NaN;
    if (SIDES.includes(n)) side = n;
    else sizeNotice = `There is no size “${rawSize}” here (try 3, 4 or 5), so here is a ${DEFAULT_SIDE}×${DEFAULT_SIDE} board.`;
  }
  return { side, rawSize, sizeNotice, rawBoard: params.get('board') };
}

/**
 * Whether a saved game on `savedSide` from `savedStart` should go on, given what the address
 * asks for (`asked` from readAddress) and the board it shares, checked (`shared`, or null).
 */
export function resumes(asked, shared, savedSide, savedStart) {
  if (shared) return shared.join(',') === savedStart.join(',');
  return asked.rawBoard === null && (asked.rawSize === null || Number(asked.rawSize) === savedSide);
}

/** `href` with its query replaced by size (and board, when given); commas kept readable. */
export function addressFor(href, side, board = null) {
  const url = new URL(href);
  url.searchParams.set('size', String(side));
  if (board) url.searchParams.set('board', board.join(','));
  else url.searchParams.delete('board');
  return url.href.replace(/%2C/gi, ',');
}

/** The link that shares the position `tiles`: the page's address, nothing else kept. */
export function shareLink(href, side, tiles) {
  const url = new URL(href);
  url.search = '';
  url.hash = '';
  return addressFor(url.href, side, tiles);
}

/** Update the address without a reload or a history entry: size always, board only if given. */
export function syncAddress(side, board = null, loc = globalThis.location, hist = globalThis.history) {
  const next = addressFor(loc.href, side, board);
  if (next !== loc.href) hist.replaceState(hist.state, '', next);
}
