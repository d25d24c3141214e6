// An independent reference for the tests: the 3×3 rules and a breadth-first search from the goal,
// written here in plain JS so the tests never trust the app (or its wasm) to check itself.

export const GOAL3 = Object.freeze([1, 2, 3, 4, 5, 6, 7, 8, 0]);

export const parseTiles = (s) => (s ? s.split(',').map(Number) : []);

export const sideOf = (tiles) => Math.round(Math.sqrt(tiles.length));

/** The board after sliding `tile` into the gap, or null if it is not beside the gap. */
export function slide(tiles, tile) {
  const side = sideOf(tiles);
  const b = tiles.indexOf(0);
  const i = tiles.indexOf(tile);
  if (tile === 0 || i < 0) return null;
  const dr = Math.abs(Math.floor(b / side) - Math.floor(i / side));
  const dc = Math.abs((b % side) - (i % side));
  if (dr + dc !== 1) return null;
  const next = tiles.slice();
  next[b] = tile;
  next[i] = 0;
  return next;
}

/** Tiles beside the gap. */
export function neighbours(tiles) {
  return tiles.filter((t) => t !== 0 && slide(tiles, t) !== null);
}

/** Tiles not beside the gap. */
export function farTiles(tiles) {
  return tiles.filter((t) => t !== 0 && slide(tiles, t) === null);
}

/**
 * The tile an arrow moves, by the documented convention: the arrow names the way the TILE moves,
 * so 'left' moves the tile to the right of the gap. undefined if there is none.
 */
export function tileFor(tiles, dir) {
  const side = sideOf(tiles);
  const b = tiles.indexOf(0);
  const r = Math.floor(b / side);
  const c = b % side;
  const at = {
    left: c + 1 < side ? b + 1 : -1,
    right: c > 0 ? b - 1 : -1,
    up: r + 1 < side ? b + side : -1,
    down: r > 0 ? b - side : -1,
  }[dir];
  return at >= 0 ? tiles[at] : undefined;
}

/** If `b` is one slide from `a`, the tile that moved; else null. */
export function movedTile(a, b) {
  const diff = a.map((t, i) => (t !== b[i] ? i : -1)).filter((i) => i >= 0);
  if (diff.length !== 2) return null;
  const [i, j] = diff;
  const tile = a[i] === 0 ? a[j] : a[i];
  const next = slide(a, tile);
  return next && next.every((t, k) => t === b[k]) ? tile : null;
}

export function isPermutation(tiles) {
  const n = tiles.length;
  return new Set(tiles).size === n && tiles.every((t) => Number.isInteger(t) && t >= 0 && t < n);
}

/** Inversions among the numbered tiles (the gap left out). */
export function inversions(tiles) {
  const a = tiles.filter((t) => t !== 0);
  let count = 0;
  for (let i = 0; i < a.length; i += 1) {
    for (let j = i + 1; j < a.length; j += 1) if (a[i] > a[j]) count += 1;
  }
  return count;
}

/** Solvability for odd sides (3×3): an even number of inversions. */
export function solvableOddSide(tiles) {
  return inversions(tiles) % 2 === 0;
}

const encode = (tiles) => tiles.reduce((acc, t) => acc * 9 + t, 0);

let table = null;

/** Distance of every solvable 3×3 board from the goal, by BFS (181,440 boards). */
export function distances3() {
  if (table) return table;
  const dist = new Map([[encode(GOAL3), 0]]);
  let frontier = [GOAL3.slice()];
  for (let d = 1; frontier.length > 0; d += 1) {
    const next = [];
    for (const board of frontier) {
      for (const tile of neighbours(board)) {
        const n = slide(board, tile);
        const k = encode(n);
        if (!dist.has(k)) {
          dist.set(k, d);
          next.push(n);
        }
      }
    }
    frontier = next;
  }
  table = dist;
  return dist;
}

/** Optimal number of moves from `tiles` to the goal (3×3), or undefined if unsolvable. */
export function distance3(tiles) {
  return distances3().get(encode(tiles));
}

/** One optimal solution of a 3×3 board, from the BFS table. */
export function optimalPath3(tiles) {
  const path = [];
  let board = tiles.slice();
  let d = distance3(board);
  while (d > 0) {
    const tile = neighbours(board).find((t) => distance3(slide(board, t)) === d - 1);
    path.push(tile);
    board = slide(board, tile);
    d -= 1;
  }
  return path;
}
