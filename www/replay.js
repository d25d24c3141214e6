// Replays: a solve as its scramble, its single-tile moves (as directions) and the time of each
// move in ms from the first; recorded as the game goes, checked, and packed into a compact
// URL-safe code for storage and for `?replay=` links. Pure: no DOM, no wasm. The checks use
// their own board rules (below), so a link is judged by this file alone.
//
// The code, before base64url (no padding):
//   byte 0      the format's version (1)
//   byte 1      the board's side (3, 4 or 5)
//   side² bytes the scramble, row by row, 0 for the gap
//   varint      the number of moves n
//   ⌈n/4⌉ bytes the moves, four to a byte, two bits each, lowest first: 0 up, 1 down, 2 left,
//               3 right (the way the TILE travels, as the arrow keys say)
//   n varints   the times as differences from the time before (the first from 0), zigzag-coded
//               so that a tampered link can say "earlier" and be refused for it

import { SIDES } from './board-input.js';

export const VERSION = 1;
export const DIRS = Object.freeze(['up', 'down', 'left', 'right']);

/** No replay is longer than this many moves, or lasts longer than a day. */
export const MAX_MOVES = 100_000;
export const MAX_MS = 24 * 60 * 60 * 1000;

const PREFIX = 'This replay link cannot be shown:';
const fail = (why) => ({ error: `${PREFIX} ${why}` });

/** The goal of a board of `side`: 1, 2, …, then the gap. */
export const goalOf = (side) => [...Array.from({ length: side * side - 1 }, (_, i) => i + 1), 0];

/** The board after the tile that travels `dir` slides into the gap, or null if none can. */
export function slideDir(tiles, dir) {
  const side = Math.round(Math.sqrt(tiles.length));
  const gap = tiles.indexOf(0);
  const row = Math.floor(gap / side);
  const col = gap % side;
  const from = {
    up: row + 1 < side ? gap + side : -1,
    down: row > 0 ? gap - side : -1,
    left: col + 1 < side ? gap + 1 : -1,
    right: col > 0 ? gap - 1 : -1,
  }[dir];
  if (from === undefined || from < 0) return null;
  const next = tiles.slice();
  next[gap] = tiles[from];
  next[from] = 0;
  return next;
}

/** The way a tile travelled from `previous` to `next` (one slide apart), or null. */
export function dirOf(previous, next) {
  const side = Math.round(Math.sqrt(previous.length));
  const step = previous.indexOf(0) - next.indexOf(0); // where the tile went minus where it was
  return { [-side]: 'up', [side]: 'down', [-1]: 'left', 1: 'right' }[step] ?? null;
}

/** Whether a permutation of 0…side²−1 can reach the goal (inversions, and the gap's row on even sides). */
export function solvable(tiles, side) {
  const list = tiles.filter((t) => t !== 0);
  let inversions = 0;
  for (let i = 0; i < list.length; i += 1) {
    for (let j = i + 1; j < list.length; j += 1) if (list[i] > list[j]) inversions += 1;
  }
  if (side % 2 === 1) return inversions % 2 === 0;
  return (inversions + Math.floor(tiles.indexOf(0) / side)) % 2 === (side - 1) % 2;
}

/** The boards of `replay` after 0, 1, …, n moves (assumes it is legal: see check). */
export function boardsOf({ start, dirs }) {
  const boards = [start.slice()];
  for (const dir of dirs) boards.push(slideDir(boards[boards.length - 1], dir));
  return boards;
}

/**
 * Check a replay {side, start, dirs, times}: a board offered here, a permutation, solvable,
 * every move legal, the last one reaching the goal, times from 0 never going back and within
 * a day. Returns {replay} or {error} (a sentence for the player).
 */
export function check(replay) {
  const { side, start, dirs, times } = replay;
  if (!SIDES.includes(side)) return fail(`its board size (${side}×${side}) is not one offered here.`);
  const n = side * side;
  if (!Array.isArray(start) || start.length !== n || [...start].sort((a, b) => a - b).some((t, i) => t !== i)) {
    return fail(`its board is not the tiles 0 to ${n - 1}, each once.`);
  }
  if (!solvable(start, side)) return fail('its board cannot be solved.');
  if (dirs.length !== times.length || dirs.length > MAX_MOVES) return fail('its moves and times do not match.');
  if (dirs.length === 0) return fail('it has no moves.');
  let board = start;
  for (let i = 0; i < dirs.length; i += 1) {
    board = DIRS.includes(dirs[i]) ? slideDir(board, dirs[i]) : null;
    if (!board) return fail(`move ${i + 1} is illegal (no tile can slide ${dirs[i]}).`);
  }
  if (board.some((t, i) => t !== (i + 1) % n)) return fail('its moves do not end at the solved board.');
  for (let i = 0; i < times.length; i += 1) {
    const t = times[i];
    if (!Number.isSafeInteger(t) || t < 0) return fail(`the time of move ${i + 1} is negative.`);
    if (i > 0 && t < times[i - 1]) return fail(`move ${i + 1} comes before move ${i} in time.`);
    if (t > MAX_MS) return fail('it lasts more than a day.');
  }
  return { replay: { side, start: start.slice(), dirs: dirs.slice(), times: times.slice() } };
}

// ---- bytes ----

function pushVarint(out, value) {
  let v = value;
  while (v >= 0x80) {
    out.push((v % 0x80) | 0x80);
    v = Math.floor(v / 0x80);
  }
  out.push(v);
}

const zigzag = (n) => (n >= 0 ? n * 2 : -n * 2 - 1);
const unzigzag = (z) => (z % 2 === 0 ? z / 2 : -(z + 1) / 2);

function toBase64Url(bytes) {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text) {
  if (typeof text !== 'string' || !/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const s = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(s, (c) => c.charCodeAt(0));
}

/**
 * Pack the fields as they are, checking nothing: {version, side, start, dirs, times} (times
 * absolute; their differences may be negative). `encode` is the checked way in; the tests use
 * this to make tampered links.
 */
export function pack({ version = VERSION, side, start, dirs, times }) {
  const out = [version, side, ...start];
  pushVarint(out, dirs.length);
  for (let i = 0; i < dirs.length; i += 4) {
    let byte = 0;
    for (let j = 0; j < 4 && i + j < dirs.length; j += 1) byte |= DIRS.indexOf(dirs[i + j]) << (2 * j);
    out.push(byte);
  }
  let before = 0;
  for (const t of times) {
    pushVarint(out, zigzag(t - before));
    before = t;
  }
  return toBase64Url(out);
}

/** The code of a replay, or {error} when it does not pass `check`. */
export function encode(replay) {
  const checked = check(replay);
  return checked.error ? checked : { code: pack(checked.replay) };
}

/** A reader over bytes that says when they run out. */
function reader(bytes) {
  let at = 0;
  return {
    get done() { return at >= bytes.length; },
    byte() {
      if (at >= bytes.length) throw new RangeError('short');
      return bytes[at++];
    },
    varint() {
      let value = 0;
      let scale = 1;
      for (let i = 0; i < 8; i += 1) {
        const b = this.byte();
        value += (b & 0x7f) * scale;
        if (b < 0x80) return value;
        scale *= 0x80;
      }
      throw new RangeError('long');
    },
  };
}

/** Read a replay code (from a link or storage): {replay} or {error}, a sentence for the player. */
export function decode(code) {
  const bytes = fromBase64Url(code);
  if (!bytes || bytes.length === 0) return fail('it is not a replay code (damaged or cut short?).');
  const r = reader(bytes);
  try {
    const version = r.byte();
    if (version !== VERSION) return fail(`it is in a format this page does not know (version ${version}).`);
    const side = r.byte();
    if (!SIDES.includes(side)) return fail(`its board size (${side}×${side}) is not one offered here.`);
    const start = Array.from({ length: side * side }, () => r.byte());
    const count = r.varint();
    if (count > MAX_MOVES) return fail(`it claims ${count} moves, more than any replay here.`);
    const dirs = [];
    for (let i = 0; i < count; i += 4) {
      const byte = r.byte();
      for (let j = 0; j < 4 && i + j < count; j += 1) dirs.push(DIRS[(byte >> (2 * j)) & 3]);
    }
    const times = [];
    let t = 0;
    for (let i = 0; i < count; i += 1) {
      t += unzigzag(r.varint());
      times.push(t);
    }
    if (!r.done) return fail('it has bytes after its end (damaged?).');
    return check({ side, start, dirs, times });
  } catch {
    return fail('it ends too early (cut short?).');
  }
}

/**
 * What a game's moves make, as they happen: `begin(start)` on a new board, `add(steps, ms)`
 * for each change (every single slide, undone ones too, at the clock's reading), `lose()` when
 * earlier moves are not known (a restored game). `replay()` is the record, or null.
 */
export class Recording {
  constructor() {
    this.begin([]);
  }

  begin(start) {
    this.start = Array.from(start);
    this.dirs = [];
    this.times = [];
    this.known = true;
  }

  lose() {
    this.known = false;
  }

  /** `steps` [{previous, next}] from the game's 'change' event, made at `ms` on the clock. */
  add(steps, ms) {
    for (const { previous, next } of steps) {
      const dir = dirOf(previous, next);
      if (dir === null) this.known = false;
      this.dirs.push(dir);
      this.times.push(Math.max(0, Math.round(ms)));
    }
  }

  /** {side, start, dirs, times}, or null when the moves are not all known or there are none. */
  replay() {
    if (!this.known || this.dirs.length === 0) return null;
    return { side: Math.round(Math.sqrt(this.start.length)), start: this.start.slice(), dirs: this.dirs.slice(), times: this.times.slice() };
  }
}

/** A solution (tiles to slide, in order, from `start`) as a replay paced `interval` ms a move. */
export function fromPath(start, path, interval) {
  const dirs = [];
  let board = Array.from(start);
  for (const tile of path) {
    const i = board.indexOf(tile);
    const next = board.slice();
    next[board.indexOf(0)] = tile;
    next[i] = 0;
    dirs.push(dirOf(board, next));
    board = next;
  }
  return { side: Math.round(Math.sqrt(start.length)), start: Array.from(start), dirs, times: dirs.map((_, i) => i * interval) };
}
