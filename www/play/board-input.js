// Boards that come as text: typed by the player, or in the address (?board=), checked by the
// rules. Pure functions; the address itself is address.js's.

import { MAX_SIDE, MIN_SIDE, boardArg, shapeOf, shapeOfTiles, sizeLabel } from './shape.js';

const SIDES_TEXT = `${MIN_SIDE} to ${MAX_SIDE}`;

/**
 * A board typed by the player: numbers separated by spaces or commas, rows by slashes, semicolons
 * or new lines. With rows, their length is the width (any shape); without, the numbers make a
 * square, or fill `current` (the shape in play). Checked by the rules. Returns {tiles, shape} or
 * {error}.
 */
export function parseCustom(text, rules, current = null) {
  const rows = String(text).trim().split(/\s*[;/|\n]\s*/).filter(Boolean).map((row) => row.split(/[\s,]+/).filter(Boolean));
  const parts = rows.flat();
  if (parts.length === 0) return { error: 'Type the tiles row by row, for example 1 2 3 / 4 5 6 / 7 0 8.' };
  const bad = parts.find((p) => !/^\d{1,3}$/.test(p));
  if (bad !== undefined) return { error: `“${bad}” is not a tile number: use whole numbers, 0 for the gap.` };
  const tiles = parts.map(Number);
  let shape;
  if (rows.length > 1) {
    const width = rows[0].length;
    if (rows.some((row) => row.length !== width)) {
      return { error: `The rows have ${[...new Set(rows.map((row) => row.length))].join(' and ')} numbers: every row needs as many.` };
    }
    shape = shapeOf(width, rows.length);
    if (!shape) return { error: `That is ${rows.length} rows of ${width}; boards here have ${SIDES_TEXT} rows and columns.` };
  } else {
    shape = current?.cells === tiles.length ? current : shapeOfTiles(tiles.length);
    if (!shape) {
      return { error: `That is ${tiles.length} numbers, not a square board: separate the rows with slashes, as in 1 2 3 4 / 5 6 7 0 for 4×2.` };
    }
  }
  try {
    const why = rules.whyUnsolvable(boardArg(tiles, shape));
    if (why) return { error: `That board cannot be solved: ${sentence(why)}` };
  } catch (err) {
    return { error: sentence(err?.message ?? err) };
  }
  return { tiles, shape };
}

/**
 * A board from the address (`?board=`), checked by the rules: of `shape` (the address's
 * `?size=`) when its tiles fill it, else a square. Returns {tiles, shape} or {error} (a sentence).
 */
export function parseBoard(raw, rules, shape = null) {
  const parts = raw.split(',').map((p) => p.trim());
  if (!parts.every((p) => /^\d{1,3}$/.test(p))) {
    return { error: 'The board in the address should be tile numbers separated by commas, 0 for the gap.' };
  }
  const tiles = parts.map(Number);
  const fits = shape?.cells === tiles.length ? shape : shapeOfTiles(tiles.length);
  if (!fits) {
    const expected = shape ? `a ${sizeLabel(shape)} board has ${shape.cells}` : `a square board has 9, 16, 25…`;
    return { error: `The board in the address has ${tiles.length} tiles; ${expected}.` };
  }
  let solvable;
  try {
    solvable = rules.isSolvable(boardArg(tiles, fits));
  } catch (err) {
    return { error: `The board in the address is not a valid board: ${sentence(err?.message ?? err)}` };
  }
  if (!solvable) {
    return { error: 'The board in the address cannot be solved: no sequence of slides puts its tiles in order.' };
  }
  return { tiles, shape: fits };
}

/** A message from the rules, as a sentence (long numbers grouped: 200,000,000). */
export function sentence(text) {
  const s = String(text).replace(/\d{5,}/g, (digits) => Number(digits).toLocaleString('en'));
  return `${s.charAt(0).toUpperCase()}${s.slice(1)}${/[.!?…]$/.test(s) ? '' : '.'}`;
}

