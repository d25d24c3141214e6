// Board shapes on the page: width × height, the sizes offered, how a size is written (`4x3` in
// the address and in storage, `4×3` on screen) and what its puzzle is called. Pure; no DOM.
//
// A shape is a frozen {width, height, key, cells}: `key` ("4x3", width first) names it in the
// address, in storage and in the size menu, so two shapes are the same when their keys are.

/** The page's limits on a side: the rules allow 2 to 16, the solvers answer up to 8 a side. */
export const MIN_SIDE = 2;
export const MAX_SIDE = 8;

const made = new Map();

/**
 * The shape `width` wide and `height` tall (square when `height` is left out), or null when a
 * side is not a whole number from MIN_SIDE to MAX_SIDE. The same object for the same size.
 *
 *     shapeOf(4, 3).key === '4x3'; shapeOf(4) === shapeOf(4, 4); shapeOf(9) === null
 */
export function shapeOf(width, height = width) {
  const fits = (n) => Number.isInteger(n) && n >= MIN_SIDE && n <= MAX_SIDE;
  if (!fits(width) || !fits(height)) return null;
  const key = `${width}x${height}`;
  if (!made.has(key)) made.set(key, Object.freeze({ width, height, key, cells: width * height }));
  return made.get(key);
}

/**
 * The shape a text names: "4x3", "4×3" or "4 x 3" (width first), or "4" for a square; null for
 * anything else, or a side out of range.
 */
export function parseShape(text) {
  const m = /^\s*(\d{1,2})\s*(?:[x×X*]\s*(\d{1,2})\s*)?$/.exec(String(text ?? ''));
  if (!m) return null;
  const width = Number(m[1]);
  return shapeOf(width, m[2] === undefined ? width : Number(m[2]));
}

/** The sizes the size menu offers, squares first; any other shape is a custom one. */
export const PRESETS = Object.freeze(['3x3', '4x4', '5x5', '6x6', '3x4', '4x3', '2x4', '4x2', '3x5', '5x3', '2x6']
  .map(parseShape));

export const DEFAULT_SHAPE = PRESETS[0];

/** Whether `shape` is a square. */
export const isSquare = (shape) => shape.width === shape.height;

/** How the page writes a size: "4×3". */
export const sizeLabel = (shape) => `${shape.width}×${shape.height}`;

/** The puzzle's name: "the 15-puzzle" (the number of tiles), with the size when it is not square. */
export function puzzleName(shape) {
  const name = `the ${shape.cells - 1}-puzzle`;
  return isSquare(shape) ? name : `${name} (${sizeLabel(shape)})`;
}


/** The board as the wasm module takes one of any shape: {tiles, width}. */
export const boardArg = (tiles, shape) => ({ tiles, width: shape.width });

/**
 * The shape of `count` tiles laid `width` to a row, or null when they do not fill whole rows of
 * an offered shape. Without a width the tiles must make a square.
 */
export function shapeOfTiles(count, width = null) {
  if (width === null) {
    const side = Math.round(Math.sqrt(count));
    return side * side === count ? shapeOf(side) : null;
  }
  if (!Number.isInteger(width) || width <= 0 || count % width !== 0) return null;
  return shapeOf(width, count / width);
}

/**
 * The shape a stored or passed size names: a shape, its key ("4x3"), or a bare side (4, or "4":
 * how saves and settings made before rectangles wrote a size) read as that square; null for
 * anything else.
 */
export function shapeFrom(size) {
  return size !== null && typeof size === 'object' ? shapeOf(size.width, size.height) : parseShape(size);
}
