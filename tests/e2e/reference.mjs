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

/** The four ways a tile travels, the arrow key for each, and each one's opposite. */
export const DIRS = Object.freeze(['up', 'down', 'left', 'right']);
export const KEYS = Object.freeze({ up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight' });
export const OPPOSITE = Object.freeze({ up: 'down', down: 'up', left: 'right', right: 'left' });

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

// ---- any side: solvability, and a 15-puzzle searcher for checking the app's 4×4 answers ----

/** The goal of side `side`: 1, 2, … then the gap. */
export function goalOf(side) {
  return Array.from({ length: side * side }, (_, i) => (i + 1) % (side * side));
}

/**
 * Solvability by the textbook rule, for any side: with an odd side, the inversions must be even;
 * with an even side, inversions plus the gap's row counted from the bottom (0 for the bottom row)
 * must be even.
 */
export function isSolvableAnySide(tiles) {
  const side = sideOf(tiles);
  const inv = inversions(tiles);
  if (side % 2 === 1) return inv % 2 === 0;
  const rowFromBottom = side - 1 - Math.floor(tiles.indexOf(0) / side);
  return (inv + rowFromBottom) % 2 === 0;
}

/** Extra moves forced by tiles in their goal line but in the wrong order: 2 × (count − LIS). */
function lineConflict(goalPositions) {
  // goalPositions: the goal offsets (along the line) of the tiles that belong to this line, in order.
  const n = goalPositions.length;
  if (n < 2) return 0;
  const lis = new Array(n).fill(1);
  let best = 1;
  for (let i = 1; i < n; i += 1) {
    for (let j = 0; j < i; j += 1) {
      if (goalPositions[j] < goalPositions[i] && lis[j] + 1 > lis[i]) lis[i] = lis[j] + 1;
    }
    if (lis[i] > best) best = lis[i];
  }
  return 2 * (n - best);
}

/**
 * A depth-first search bounded by `bound`, guided by Manhattan distance plus linear conflicts
 * (admissible), for a square board with the goal 1…n−1 then the gap. Returns a list of tiles to
 * slide that reaches the goal in at most `bound` moves, or null if there is none: so
 * `boundedSolve(b, d) !== null && boundedSolve(b, d − 2) === null` proves the distance is d.
 * `stats.nodes` counts positions examined.
 */
export function boundedSolve(tiles, bound, stats = { nodes: 0 }) {
  const side = sideOf(tiles);
  const n = side * side;
  const board = Int8Array.from(tiles);
  const goalRow = (t) => Math.floor((t - 1) / side);
  const goalCol = (t) => (t - 1) % side;

  const rowConflict = (r) => {
    const g = [];
    for (let c = 0; c < side; c += 1) {
      const t = board[r * side + c];
      if (t !== 0 && goalRow(t) === r) g.push(goalCol(t));
    }
    return lineConflict(g);
  };
  const colConflict = (c) => {
    const g = [];
    for (let r = 0; r < side; r += 1) {
      const t = board[r * side + c];
      if (t !== 0 && goalCol(t) === c) g.push(goalRow(t));
    }
    return lineConflict(g);
  };

  let md = 0;
  for (let i = 0; i < n; i += 1) {
    const t = board[i];
    if (t !== 0) md += Math.abs(Math.floor(i / side) - goalRow(t)) + Math.abs((i % side) - goalCol(t));
  }
  const rowLc = Array.from({ length: side }, (_, r) => rowConflict(r));
  const colLc = Array.from({ length: side }, (_, c) => colConflict(c));
  let lc = rowLc.reduce((a, b) => a + b, 0) + colLc.reduce((a, b) => a + b, 0);

  let blank = board.indexOf(0);
  const path = [];
  const steps = [-side, side, -1, 1]; // where the gap goes

  const dfs = (g, from) => {
    stats.nodes += 1;
    const h = md + lc;
    if (h === 0) return true;
    if (g + h > bound) return false;
    const br = Math.floor(blank / side);
    const bc = blank % side;
    for (const step of steps) {
      const to = blank + step;
      if (to === from) continue; // never undo the last move
      if (step === -side && br === 0) continue;
      if (step === side && br === side - 1) continue;
      if (step === -1 && bc === 0) continue;
      if (step === 1 && bc === side - 1) continue;
      const t = board[to];
      const tr = Math.floor(to / side);
      const tc = to % side;
      // The tile moves from `to` into `blank`.
      const dmd = Math.abs(br - goalRow(t)) + Math.abs(bc - goalCol(t))
        - Math.abs(tr - goalRow(t)) - Math.abs(tc - goalCol(t));
      const oldBlank = blank;
      board[oldBlank] = t;
      board[to] = 0;
      blank = to;
      md += dmd;
      // A vertical move changes two rows' contents; a horizontal one two columns'.
      let a; let b; let saveA; let saveB;
      if (tr !== br) {
        a = tr; b = br; saveA = rowLc[a]; saveB = rowLc[b];
        rowLc[a] = rowConflict(a); rowLc[b] = rowConflict(b);
        lc += rowLc[a] + rowLc[b] - saveA - saveB;
      } else {
        a = tc; b = bc; saveA = colLc[a]; saveB = colLc[b];
        colLc[a] = colConflict(a); colLc[b] = colConflict(b);
        lc += colLc[a] + colLc[b] - saveA - saveB;
      }
      path.push(t);
      if (dfs(g + 1, oldBlank)) return true;
      path.pop();
      if (tr !== br) {
        lc -= rowLc[a] + rowLc[b] - saveA - saveB;
        rowLc[a] = saveA; rowLc[b] = saveB;
      } else {
        lc -= colLc[a] + colLc[b] - saveA - saveB;
        colLc[a] = saveA; colLc[b] = saveB;
      }
      md -= dmd;
      blank = oldBlank;
      board[to] = t;
      board[oldBlank] = 0;
    }
    return false;
  };

  return dfs(0, -1) ? path.slice() : null;
}

/** Korf's 100 instances, converted to this project's goal: [{number, length, tiles}]. */
export function parseKorf(text) {
  return text.split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [number, length, ...tiles] = line.split(/\s+/).map(Number);
      return { number, length, tiles };
    });
}

// ---- walks: the boards a list of directions makes, and a solve with a detour ----

/** The board `dirs` (the way each tile slides) make from `start`, and every board on the way. */
export function walk(start, dirs) {
  const boards = [start.slice()];
  for (const dir of dirs) boards.push(slide(boards.at(-1), tileFor(boards.at(-1), dir)));
  return boards;
}

/** The way `tile` slides on `board` (undefined if it is not beside the gap). */
export const dirOfTile = (board, tile) => DIRS.find((d) => tileFor(board, d) === tile);

/** The directions of `path` (tiles to slide) from `start`. */
export function dirsOf(start, path) {
  const dirs = [];
  let board = start;
  for (const tile of path) {
    dirs.push(dirOfTile(board, tile));
    board = slide(board, tile);
  }
  return dirs;
}

/**
 * The directions of `path` (tiles to slide) from `start`, with a detour after its first move:
 * the moves of `away` (by default that first move undone), then the same undone in reverse
 * order, which goes away from the goal and back.
 */
export function withDetour(start, path, away = null) {
  const dirs = [];
  let board = start.slice();
  for (const [i, tile] of path.entries()) {
    dirs.push(dirOfTile(board, tile));
    board = slide(board, tile);
    if (i === 0) {
      const out = away ?? [OPPOSITE[dirs[0]]];
      dirs.push(...out, ...out.slice().reverse().map((d) => OPPOSITE[d]));
    }
  }
  return dirs;
}

/** The distance of a square board by boundedSolve: the least bound that solves it. */
export function searchDistance(tiles) {
  for (let bound = 0; ; bound += 1) if (boundedSolve(tiles, bound) !== null) return bound;
}
