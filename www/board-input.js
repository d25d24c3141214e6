// Boards that come as text: typed by the player, or in the address (?board=), checked by the
// rules. Pure functions; the address itself is address.js's.

/** Board sizes the page offers (the rules allow more; these are the ones that play well). */
export const SIDES = [3, 4, 5];
export const DEFAULT_SIDE = 3;

/**
 * A board typed by the player: numbers separated by spaces, commas or slashes (between rows).
 * Checked by the rules. Returns {tiles} or {error}.
 */
export function parseCustom(text, rules) {
  const parts = String(text).trim().split(/[\s,;/|]+/).filter(Boolean);
  if (parts.length === 0) return { error: 'Type the tiles row by row, for example 1 2 3 / 4 5 6 / 7 0 8.' };
  const bad = parts.find((p) => !/^\d{1,3}$/.test(p));
  if (bad !== undefined) return { error: `“${bad}” is not a tile number: use whole numbers, 0 for the gap.` };
  const tiles = parts.map(Number);
  const side = Math.round(Math.sqrt(tiles.length));
  if (side * side !== tiles.length || !SIDES.includes(side)) {
    return { error: `That is ${tiles.length} numbers; a 3×3, 4×4 or 5×5 board has 9, 16 or 25.` };
  }
  try {
    const why = rules.whyUnsolvable(tiles);
    if (why) return { error: `That board cannot be solved: ${sentence(why)}` };
  } catch (err) {
    return { error: sentence(err?.message ?? err) };
  }
  return { tiles };
}

/**
 * A board from the address, checked by the rules. Returns {tiles} or {error} (a sentence).
 */
export function parseBoard(raw, rules) {
  const parts = raw.split(',').map((p) => p.trim());
  if (!parts.every((p) => /^\d{1,3}$/.test(p))) {
    return { error: 'The board in the address should be tile numbers separated by commas, 0 for the gap.' };
  }
  const tiles = parts.map(Number);
  const side = Math.round(Math.sqrt(tiles.length));
  if (side * side !== tiles.length || !SIDES.includes(side)) {
    return { error: `The board in the address has ${tiles.length} tiles; a 3×3, 4×4 or 5×5 board has 9, 16 or 25.` };
  }
  let solvable;
  try {
    solvable = rules.isSolvable(tiles);
  } catch (err) {
    return { error: `The board in the address is not a valid board: ${sentence(err?.message ?? err)}` };
  }
  if (!solvable) {
    return { error: 'The board in the address cannot be solved: no sequence of slides puts its tiles in order.' };
  }
  return { tiles };
}

/** A message from the rules, as a sentence (long numbers grouped: 200,000,000). */
export function sentence(text) {
  const s = String(text).replace(/\d{5,}/g, (digits) => Number(digits).toLocaleString('en'));
  return `${s.charAt(0).toUpperCase()}${s.slice(1)}${/[.!?…]$/.test(s) ? '' : '.'}`;
}

