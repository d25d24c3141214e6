// Pictures instead of numbers: which pictures there are, the part of the picture each tile
// shows, and how the player's own image is cut to a square. Pure functions, no DOM: the
// renderer applies the geometry, picture-store.js does the cutting with a canvas.
//
// A tile shows the part of the picture that its goal cell covers on the solved board. The
// picture is stretched over the whole board (width × height cells), so each tile's background
// is the board's size in tiles and is shifted to its goal cell; percentages make it independent
// of the tile's size in pixels, so it holds at any board size, screen and zoom.

/** The built-in pictures (www/pictures/<id>.svg), made for this game by scripts/make-pictures.mjs. */
export const PICTURES = Object.freeze([
  { id: 'mountains', name: 'Mountains' },
  { id: 'rosette', name: 'Rosette' },
  { id: 'mosaic', name: 'Mosaic' },
  { id: 'balloons', name: 'Balloons' },
]);

/** The picture setting's values: plain numbers, a built-in picture, or the player's own image. */
export const NUMBERS = 'numbers';
export const OWN = 'own';
export const PICTURE_CHOICES = Object.freeze([NUMBERS, ...PICTURES.map((p) => p.id), OWN]);

/** The side, in pixels, the player's image is scaled down to (never up) before it is kept. */
export const OWN_SIDE = 600;

/** The address of a built-in picture, relative to the page; null for 'numbers', 'own' or unknown. */
export function pictureFile(id) {
  return PICTURES.some((p) => p.id === id) ? `www/pictures/${id}.svg` : null;
}

/** `n` as a CSS percentage, to four decimals at most ("33.3333%"). */
const percent = (n) => `${Math.round(n * 1e4) / 1e4}%`;

/**
 * The background of the tile whose goal cell is `index` (row-major) on a board `width` cells
 * across and `height` down: {size, position}, as CSS background-size and background-position.
 * The pictures are square, so the image is drawn `m` × `m` tiles large, m the longer side, and
 * the board shows its middle: a rectangle's shorter side is cut at both ends, never stretched.
 * A position of p% lines up the point p% across the image with the point p% across the tile,
 * so column `c` is at (c + (m − width) / 2) / (m − 1).
 */
export function tileBackground(index, width, height = width) {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`a board of ${width} × ${height} cells has no tiles`);
  }
  if (!Number.isInteger(index) || index < 0 || index >= width * height) {
    throw new RangeError(`cell ${index} is not on a board of ${width} × ${height}`);
  }
  const col = index % width;
  const row = Math.floor(index / width);
  const m = Math.max(width, height);
  const at = (k, n) => percent(m > 1 ? ((k + (m - n) / 2) / (m - 1)) * 100 : 0);
  return { size: `${m * 100}% ${m * 100}%`, position: `${at(col, width)} ${at(row, height)}` };
}

/**
 * The central square of an image `width` × `height` pixels, as the source rectangle to draw:
 * {x, y, side} (whole pixels), and the side it is drawn at, `out` (at most OWN_SIDE; a smaller
 * image keeps its size).
 */
export function squareCrop(width, height, maxSide = OWN_SIDE) {
  if (!(width > 0) || !(height > 0)) throw new RangeError(`an image of ${width} × ${height} pixels has nothing to show`);
  const side = Math.min(width, height);
  return {
    x: Math.floor((width - side) / 2),
    y: Math.floor((height - side) / 2),
    side,
    out: Math.min(side, maxSide),
  };
}
