// Replays: a solve as its board's shape, its scramble, its single-tile moves (as directions)
// and the time of each move in ms from the first; recorded as the game goes, checked, and packed
// into a compact URL-safe code for storage and for `?replay=` links. No DOM. The rules (which
// boards are solvable, which moves are legal, which way a tile travels) are the wasm module's,
// passed in as `rules`: this file holds the format, not the game.
//
// A replay is {shape, start, dirs, times}: `shape` from shape.js (any shape it offers: 2 to 8
// a side), `start` the scramble row by row (0 the gap), `dirs` the way each tile travelled,
// `times` ms from the first move.
//
// The code, before base64url (no padding):
//   byte 0      the format's version (2)
//   byte 1      the board's width
//   byte 2      the board's height
//   w·h bytes   the scramble, row by row, 0 for the gap
//   varint      the number of moves n
//   ⌈n/4⌉ bytes the moves, four to a byte, two bits each, lowest first: 0 up, 1 down, 2 left,
//               3 right (the way the TILE travels, as the arrow keys say)
//   n varints   the times as differences from the time before (the first from 0), zigzag-coded
//               so that a tampered link can say "earlier" and be refused for it
// Version 1 (square boards only, before any rectangle) had a single byte, the side, in place of
// width and height; its codes, in old links and storage, still decode (as side × side).

import { shapeOf } from '../play/shape.js';

export const VERSION = 2;
/** The version of the square-only format, still read. */
export const SQUARE_VERSION = 1;
export const DIRS = Object.freeze(['up', 'down', 'left', 'right']);

/** No replay is longer than this many moves, or lasts longer than a day. */
export const MAX_MOVES = 100_000;
export const MAX_MS = 24 * 60 * 60 * 1000;

const PREFIX = 'This replay link cannot be shown:';
const fail = (why) => ({ error: `${PREFIX} ${why}` });
const sizeRefused = (width, height) => fail(`its board size (${width}×${height}) is not one offered here.`);

/** `tiles` on `shape` as the wasm module takes a board. */
const boardArg = (tiles, { width }) => ({ tiles: Uint8Array.from(tiles), width });

/**
 * The boards of `replay` after 0, 1, …, n moves, by the module's rules (assumes the replay is
 * legal: see check).
 */
export function boardsOf({ shape, start, dirs }, rules) {
  const flat = rules.playDirections(boardArg(start, shape), dirs);
  const n = shape.width * shape.height;
  return Array.from({ length: dirs.length + 1 }, (_, i) => Array.from(flat.subarray(i * n, (i + 1) * n)));
}

/**
 * Check a replay {shape, start, dirs, times}: a shape offered here (shape.js's shapeOf; any
 * {width, height} is taken as the shape of that size), a permutation, solvable, every move
 * legal, the last one reaching the goal (by the module's `rules`), times from 0 never going
 * back and within a day. Returns {replay} (its `shape` the one from shape.js) or {error} (a
 * sentence for the player).
 */
export function check(replay, rules) {
  const { start, dirs, times } = replay;
  const shape = shapeOf(replay.shape?.width, replay.shape?.height);
  if (!shape) return sizeRefused(replay.shape?.width, replay.shape?.height);
  const n = shape.cells;
  if (!Array.isArray(start) || start.length !== n || [...start].sort((a, b) => a - b).some((t, i) => t !== i)) {
    return fail(`its board is not the tiles 0 to ${n - 1}, each once.`);
  }
  if (!rules.isSolvable(boardArg(start, shape))) return fail('its board cannot be solved.');
  if (dirs.length !== times.length || dirs.length > MAX_MOVES) return fail('its moves and times do not match.');
  if (dirs.length === 0) return fail('it has no moves.');
  const unknown = dirs.findIndex((dir) => !DIRS.includes(dir));
  if (unknown >= 0) return fail(`move ${unknown + 1} is illegal (no tile can slide ${dirs[unknown]}).`);
  let end;
  try {
    end = rules.playDirections(boardArg(start, shape), dirs).subarray(dirs.length * n);
  } catch (err) {
    if (err?.name === 'IllegalMove') return fail(`${err.message}.`);
    throw err;
  }
  const goal = rules.goal(shape);
  if (end.some((t, i) => t !== goal[i])) return fail('its moves do not end at the solved board.');
  for (let i = 0; i < times.length; i += 1) {
    const t = times[i];
    if (!Number.isSafeInteger(t) || t < 0) return fail(`the time of move ${i + 1} is negative.`);
    if (i > 0 && t < times[i - 1]) return fail(`move ${i + 1} comes before move ${i} in time.`);
    if (t > MAX_MS) return fail('it lasts more than a day.');
  }
  return { replay: { shape, start: start.slice(), dirs: dirs.slice(), times: times.slice() } };
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
 * Pack the fields as they are, checking nothing: {version, shape: {width, height}, start, dirs,
 * times} (times absolute; their differences may be negative). Version 1 writes the width alone,
 * as the side. `encode` is the checked way in; the tests use this to make tampered links.
 */
export function pack({ version = VERSION, shape: { width, height }, start, dirs, times }) {
  const out = version === SQUARE_VERSION ? [version, width, ...start] : [version, width, height, ...start];
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
export function encode(replay, rules) {
  const checked = check(replay, rules);
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
export function decode(code, rules) {
  const bytes = fromBase64Url(code);
  if (!bytes || bytes.length === 0) return fail('it is not a replay code (damaged or cut short?).');
  const r = reader(bytes);
  try {
    const version = r.byte();
    if (version !== VERSION && version !== SQUARE_VERSION) {
      return fail(`it is in a format this page does not know (version ${version}).`);
    }
    const width = r.byte();
    const height = version === SQUARE_VERSION ? width : r.byte();
    const shape = shapeOf(width, height);
    if (!shape) return sizeRefused(width, height);
    const start = Array.from({ length: shape.cells }, () => r.byte());
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
    return check({ shape, start, dirs, times }, rules);
  } catch {
    return fail('it ends too early (cut short?).');
  }
}

/**
 * What a game's moves make, as they happen: `begin(shape, start)` on a new board, `add(steps,
 * ms)` for each change (every single slide, undone ones too, at the clock's reading), `lose()`
 * when earlier moves are not known (a restored game). `replay()` is the record, or null.
 */
export class Recording {
  /** @param {object} rules the wasm module (directionsOf) */
  constructor(rules) {
    this.rules = rules;
    this.begin(null, []);
  }

  /** A new board: `start` (row by row) on `shape` (shape.js); null before any board. */
  begin(shape, start) {
    this.shape = shape;
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
      const dir = this.shape ? this.#direction(previous, next) : null;
      if (dir === null) this.known = false;
      this.dirs.push(dir);
      this.times.push(Math.max(0, Math.round(ms)));
    }
  }

  /** The way the tile that slid from `previous` to `next` travelled (the module says), or null. */
  #direction(previous, next) {
    const tile = next[previous.indexOf(0)]; // the tile now where the gap was
    try {
      return this.rules.directionsOf(boardArg(previous, this.shape), Uint8Array.of(tile))[0];
    } catch {
      return null;
    }
  }

  /** {shape, start, dirs, times}, or null when the moves are not all known or there are none. */
  replay() {
    if (!this.known || this.dirs.length === 0) return null;
    return { shape: this.shape, start: this.start.slice(), dirs: this.dirs.slice(), times: this.times.slice() };
  }
}

/**
 * A solution (tiles to slide, in order, from `start` on `shape`) as a replay paced `interval` ms
 * a move, its directions from the module's `rules`.
 */
export function fromPath(shape, start, path, interval, rules) {
  const dirs = Array.from(rules.directionsOf(boardArg(start, shape), Uint8Array.from(path)));
  return { shape, start: Array.from(start), dirs, times: dirs.map((_, i) => i * interval) };
}
