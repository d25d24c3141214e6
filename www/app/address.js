// The page's address, in one place: what it asks for (?size=, ?board=, ?replay=), the links
// that share a position or a replay, and keeping the address in step with the game. The
// parsing is pure (a query string or an address in, plain values out); only syncAddress and
// syncReplay touch `history`.

import { DEFAULT_SHAPE, MAX_SIDE, MIN_SIDE, isSquare, parseShape, sizeLabel } from '../play/shape.js';

/**
 * What a query string asks for: `?size=4` deals a 4×4 board and `?size=4x3` one 4 wide and 3
 * tall, `?board=1,2,…,0` starts from a given position (row by row, 0 for the gap), `?replay=CODE`
 * shows a replay (replay.js reads the code). Returns {shape, rawSize, sizeNotice, rawBoard,
 * rawReplay}: `shape` the size to deal (shape.js), `rawSize`, `rawBoard` and `rawReplay` the
 * parameters as given (null when absent), `sizeNotice` a sentence when the size named is not
 * offered.
 */
export function readAddress(search) {
  const params = new URLSearchParams(search);
  const rawSize = params.get('size');
  let shape = DEFAULT_SHAPE;
  let sizeNotice = '';
  if (rawSize !== null) {
    const asked = parseShape(rawSize);
    if (asked) shape = asked;
    else {
      sizeNotice = `There is no size “${rawSize}” here (sides from ${MIN_SIDE} to ${MAX_SIDE}: try 4 or 4x3), ` +
        `so here is a ${sizeLabel(DEFAULT_SHAPE)} board.`;
    }
  }
  return { shape, rawSize, sizeNotice, rawBoard: params.get('board'), rawReplay: params.get('replay') };
}

/**
 * Whether a saved game of shape key `savedKey` from `savedStart` should go on, given what the
 * address asks for (`asked` from readAddress) and the board it shares, checked (`shared`, or null).
 */
export function resumes(asked, shared, savedKey, savedStart) {
  if (shared) return shared.join(',') === savedStart.join(',');
  return asked.rawBoard === null && (asked.rawSize === null || parseShape(asked.rawSize)?.key === savedKey);
}

/** How the address writes a size: `4` for a square, `4x3` for any other shape. */
export const sizeParam = (shape) => (isSquare(shape) ? String(shape.width) : shape.key);

/** `href` with its query replaced by size (and board, when given); commas kept readable. */
export function addressFor(href, shape, board = null) {
  const url = new URL(href);
  url.searchParams.set('size', sizeParam(shape));
  if (board) url.searchParams.set('board', board.join(','));
  else url.searchParams.delete('board');
  return url.href.replace(/%2C/gi, ',');
}

/** The link that shares the position `tiles` of `shape`: the page's address, nothing else kept. */
export function shareLink(href, shape, tiles) {
  const url = new URL(href);
  url.search = '';
  url.hash = '';
  return addressFor(url.href, shape, tiles);
}

/** Update the address without a reload or a history entry: size always, board only if given. */
export function syncAddress(shape, board = null, loc = globalThis.location, hist = globalThis.history) {
  const next = addressFor(loc.href, shape, board);
  if (next !== loc.href) hist.replaceState(hist.state, '', next);
}

/** The link that shares a replay: the page's address with `?replay=` and its code only. */
export function replayLink(href, code) {
  const url = new URL(href);
  url.search = '';
  url.hash = '';
  url.searchParams.set('replay', code);
  return url.href;
}

/** Show `?replay=code` in the address while a replay is shown; null takes it away. */
export function syncReplay(code, loc = globalThis.location, hist = globalThis.history) {
  const url = new URL(loc.href);
  if (code === null) url.searchParams.delete('replay');
  else url.searchParams.set('replay', code);
  const next = url.href.replace(/%2C/gi, ',');
  if (next !== loc.href) hist.replaceState(hist.state, '', next);
}
