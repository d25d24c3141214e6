// The game model: the board, the move count and the playback queue. No DOM here.
//
// Every rule question goes to `rules` (the wasm module): which tile a direction moves, whether a
// slide is legal, what the goal is. This file only keeps score and sequences moves in time.

import { Emitter } from '../lib/emitter.js';
import { boardArg, DEFAULT_SHAPE, shapeOfTiles } from './shape.js';

export const DIRECTIONS = Object.freeze(['up', 'down', 'left', 'right']);

/**
 * State of one game.
 *
 * A gesture is one entry for undo and redo: a single slide, or a line move (a click on a tile in
 * the gap's row or column slides every tile between them). `past` keeps single slides, so the
 * move count is its length; a slide that continues the gesture before it carries `joined: true`.
 *
 * Events:
 *  - 'change' {tiles, previous, tile, path, steps, by, reason}: the board changed. `by` is
 *    'player', 'hint' or 'solver'; `path` the tiles slid, in order (one for a single slide),
 *    `tile` the last of them, and `steps` [{previous, tile, next}] each slide with the boards
 *    around it. reason 'slide', 'undo' (a gesture taken back; `path` in the order undone),
 *    'new' for a fresh board, 'restore' for a saved game.
 *  - 'playpause' {paused, kind, left}: a playback was paused or resumed.
 *  - 'playstart' {length, kind}, 'playend' {completed, kind}: an automatic playback began/ended.
 *  - 'error' {error}: a rule call failed during playback (should not happen with a correct solver).
 */
export class Game extends Emitter {
  /**
   * @param {object} rules  {shuffle, goal, applyMove, movableTile} from the wasm module.
   * @param {object} [options]
   * @param {object} [options.shape]  the board's shape (shape.js), used for new boards: 3×3 unless given.
   * @param {object} [options.clock]   {setTimeout, clearTimeout}; injectable for tests.
   */
  constructor(rules, { shape = DEFAULT_SHAPE, clock = globalThis } = {}) {
    super();
    this.rules = rules;
    this.shape = shape;
    this.clock = clock;
    this.tiles = [];
    this.goal = [];
    this.moves = 0;        // every slide on this board, whoever made it
    this.assisted = 0;     // of those, slides made by hint or solver
    this.undos = 0;        // gestures the player took back on this board
    this.playback = null;  // {queue, kind, interval, timer, paused} while playing
    this.start = [];       // the board as dealt or loaded
    this.past = [];        // [{tile, by, joined?}] slides made since, oldest first (undo pops these)
    this.future = [];      // the same, undone, next redo last
  }

  /** Deal a fresh random solvable board of `shape` (never the goal). */
  newGame(shape = this.shape) {
    this.stop();
    this.load(this.rules.shuffle(shape), shape);
    return this.tiles;
  }

  /**
   * Start from a given board of `shape` (a square by default), validated by the rules:
   * applyMove/solve will throw on bad input.
   */
  load(tiles, shape = shapeOfTiles(tiles.length)) {
    if (!shape || shape.cells !== tiles.length) throw new Error(`${tiles.length} tiles do not fill the board's shape`);
    this.stop();
    const previous = this.tiles;
    this.tiles = Array.from(tiles);
    this.shape = shape;
    this.goal = Array.from(this.rules.goal(shape));
    this.start = Array.from(this.tiles);
    this.past = [];
    this.future = [];
    this.moves = 0;
    this.assisted = 0;
    this.undos = 0;
    this.emit('change', { tiles: this.tiles, previous, tile: null, by: null, reason: 'new' });
  }

  /**
   * Restore a saved game: the board `start` of `shape`, then the slides `past` replayed on it,
   * with `future` kept for redo. Every slide is checked by the rules; throws if any is illegal.
   */
  restore({ start, shape = shapeOfTiles(start.length), past = [], future = [] }) {
    const check = (list) => Array.isArray(list) && list.every((m) => m && Number.isInteger(m.tile)
      && ['player', 'hint', 'solver'].includes(m.by) && [undefined, true].includes(m.joined));
    if (!check(past) || !check(future)) throw new Error('the saved moves are not a list of slides');
    if (!shape || shape.cells !== start.length) throw new Error('the saved board does not fill its shape');
    const board = (tiles) => boardArg(tiles, shape);
    let tiles = Array.from(start);
    if (!this.rules.isSolvable(board(tiles))) throw new Error('the saved board cannot be solved'); // throws if malformed
    for (const m of past) tiles = Array.from(this.rules.applyMove(board(tiles), m.tile));
    let ahead = tiles;
    for (const m of [...future].reverse()) ahead = Array.from(this.rules.applyMove(board(ahead), m.tile));
    this.load(start, shape);
    this.tiles = tiles;
    this.past = past.map(entry);
    this.future = future.map(entry);
    this.#count();
    this.emit('change', { tiles: this.tiles, previous: this.start, tile: null, by: null, reason: 'restore' });
  }

  get canUndo() {
    return this.past.length > 0 && (!this.playing || this.playback.paused);
  }

  get canRedo() {
    return this.future.length > 0 && !this.playing;
  }

  /** Take back the last gesture (whoever made it). Returns true if the board changed. */
  undo() {
    if (!this.canUndo || this.playing || !this.#undoGesture()) return false;
    this.undos += 1;
    return true;
  }

  /** Make again the last gesture undone. */
  redo() {
    if (!this.canRedo) return false;
    const gesture = [this.future[this.future.length - 1]];
    for (let i = this.future.length - 2; i >= 0 && this.future[i].joined; i -= 1) gesture.push(this.future[i]);
    if (!this.#applyAll(gesture.map((m) => m.tile), gesture[0].by, { keepFuture: true })) return false;
    this.future.length -= gesture.length;
    return true;
  }

  /** Slide back the last gesture's tiles, newest first; they go onto `future`. */
  #undoGesture() {
    const count = this.past.length - this.past.findLastIndex((m) => !m.joined);
    if (count > this.past.length) return false;
    const gesture = this.past.slice(-count).reverse();
    const steps = this.#walk(gesture.map((m) => m.tile)); // each slid tile is beside the gap: slide it back
    if (!steps) return false;
    const previous = this.tiles;
    this.tiles = steps[steps.length - 1].next;
    this.past.length -= count;
    this.future.push(...gesture);
    this.#count();
    const path = gesture.map((m) => m.tile);
    this.emit('change', { tiles: this.tiles, previous, tile: path[path.length - 1], path, steps, by: gesture[0].by, reason: 'undo' });
    return true;
  }

  /**
   * The boards met sliding `path` one tile at a time from `tiles`, as [{previous, tile, next}],
   * or null if the rules refuse any slide.
   */
  #walk(path, tiles = this.tiles) {
    const steps = [];
    let board = tiles;
    for (const tile of path) {
      let next;
      try {
        next = Array.from(this.rules.applyMove(this.#board(board), tile));
      } catch {
        return null;
      }
      steps.push({ previous: board, tile, next });
      board = next;
    }
    return steps;
  }

  /** `tiles` as the rules take a board of this game's shape. */
  #board(tiles) {
    return boardArg(tiles, this.shape);
  }

  #count() {
    this.moves = this.past.length;
    this.assisted = this.past.filter((m) => m.by !== 'player').length;
  }

  get playing() {
    return this.playback !== null;
  }

  isSolved() {
    return this.tiles.length > 0 && this.tiles.every((t, i) => t === this.goal[i]);
  }

  /** Which direction `tile` would travel if slid now, or null if it cannot move. Asks the rules. */
  directionOf(tile, tiles = this.tiles) {
    for (const dir of DIRECTIONS) {
      if (this.rules.movableTile(this.#board(tiles), dir) === tile) return dir;
    }
    return null;
  }

  /** The tiles that can slide now, as [{tile, dir}]. Asks the rules. */
  movable(tiles = this.tiles) {
    const out = [];
    for (const dir of DIRECTIONS) {
      const tile = this.rules.movableTile(this.#board(tiles), dir);
      if (tile !== undefined) out.push({ tile, dir });
    }
    return out;
  }

  /**
   * The gap's lines: for each direction, the tiles that travel that way to reach the gap, nearest
   * first, as [{dir, tiles}]. Asks the rules only: each direction is followed from the gap, one
   * movable tile at a time.
   */
  lines(tiles = this.tiles) {
    return DIRECTIONS.map((dir) => {
      const line = [];
      let board = tiles;
      for (let t = this.rules.movableTile(this.#board(board), dir); t !== undefined;
        t = this.rules.movableTile(this.#board(board), dir)) {
        line.push(t);
        board = this.rules.applyMove(this.#board(board), t);
      }
      return { dir, tiles: line };
    });
  }

  /**
   * The slides that bring `tile` to the gap when it lies in the gap's row or column: the tile
   * beside the gap first, `tile` last; [] when it is not in line.
   */
  lineTo(tile, tiles = this.tiles) {
    for (const { tiles: line } of this.lines(tiles)) {
      const at = line.indexOf(tile);
      if (at >= 0) return line.slice(0, at + 1);
    }
    return [];
  }

  /** The tiles a click would move now (in the gap's row or column), as [{tile, dir}]. */
  inLine(tiles = this.tiles) {
    return this.lines(tiles).flatMap(({ dir, tiles: line }) => line.map((tile) => ({ tile, dir })));
  }

  /**
   * The player slides `tile` and, when it is further along the gap's row or column, every tile
   * between: one gesture. Returns true if the board changed. Refused (false) while a playback
   * runs, or when the tile is not in line with the gap.
   */
  slide(tile) {
    if (this.playing) return false;
    const path = this.lineTo(tile);
    return path.length > 0 && this.#applyAll(path, 'player');
  }

  /** The player presses a direction: the tile that moves that way (per the rules) slides. */
  slideToward(dir) {
    if (this.playing) return false;
    const tile = this.rules.movableTile(this.#board(this.tiles), dir);
    if (tile === undefined) return false;
    return this.#applyAll([tile], 'player');
  }

  /** A hint's slide of `tile` (beside the gap), counted as assisted. */
  assist(tile) {
    if (this.playing) return false;
    return this.#applyAll([tile], 'hint');
  }

  /**
   * Play a list of tiles one slide at a time, `interval` ms apart. The first slide happens now;
   * 'playend' fires one interval after the last, when its animation has finished.
   * `kind` ('hint' or 'solver') is reported with each change.
   */
  play(path, { interval = 200, kind = 'solver' } = {}) {
    this.stop();
    const queue = Array.from(path);
    this.playback = { queue, kind, interval, timer: null, paused: false, done: [] };
    this.emit('playstart', { length: queue.length, kind });
    this.#step(this.playback);
  }

  /** Change the pace of a running playback (from the next step). */
  setInterval(interval) {
    const pb = this.playback;
    if (!pb) return;
    pb.interval = interval;
    if (!pb.paused && pb.timer !== null) {
      this.clock.clearTimeout(pb.timer);
      pb.timer = this.clock.setTimeout(() => this.#step(pb), interval);
    }
  }

  get paused() {
    return Boolean(this.playback?.paused);
  }

  /** Pause a running playback (the board stays; stepForward/stepBack/resume go on from here). */
  pause() {
    const pb = this.playback;
    if (!pb || pb.paused) return false;
    this.clock.clearTimeout(pb.timer);
    pb.timer = null;
    pb.paused = true;
    this.emit('playpause', { paused: true, kind: pb.kind, left: pb.queue.length });
    return true;
  }

  resume() {
    const pb = this.playback;
    if (!pb || !pb.paused) return false;
    pb.paused = false;
    this.emit('playpause', { paused: false, kind: pb.kind, left: pb.queue.length });
    this.#step(pb);
    return true;
  }

  /** While paused: make the next slide of the playback. */
  stepForward() {
    const pb = this.playback;
    if (!pb || !pb.paused || pb.queue.length === 0) return false;
    const tile = pb.queue[0];
    if (!this.#applyAll([tile], pb.kind)) return false;
    pb.queue.shift();
    pb.done.push(tile);
    return true;
  }

  /** While paused: take back the playback's last slide (it goes back on the queue). */
  stepBack() {
    const pb = this.playback;
    if (!pb || !pb.paused || pb.done.length === 0) return false;
    if (!this.#undoGesture()) return false;
    this.future.pop(); // the playback queue holds it now, not redo
    pb.queue.unshift(pb.done.pop());
    return true;
  }

  /** Halt a running playback, leaving the board where it is. */
  stop() {
    const pb = this.playback;
    if (!pb) return false;
    this.clock.clearTimeout(pb.timer);
    this.playback = null;
    this.emit('playend', { completed: false, kind: pb.kind, left: pb.queue.length });
    return true;
  }

  #step(pb) {
    if (this.playback !== pb) return;
    if (pb.queue.length === 0) {
      this.playback = null;
      this.emit('playend', { completed: true, kind: pb.kind, left: 0 });
      return;
    }
    if (pb.paused) return;
    const tile = pb.queue.shift();
    pb.done.push(tile);
    if (!this.#applyAll([tile], pb.kind)) {
      this.playback = null;
      this.emit('error', { error: new Error(`the ${pb.kind} asked to slide tile ${tile}, which cannot move`) });
      this.emit('playend', { completed: false, kind: pb.kind, left: pb.queue.length });
      return;
    }
    pb.timer = this.clock.setTimeout(() => this.#step(pb), pb.interval);
  }

  /** Slide `path` as one gesture by `by`: all of it, with one 'change', or nothing. */
  #applyAll(path, by, { keepFuture = false } = {}) {
    const steps = this.#walk(path);
    if (!steps || steps.length === 0) return false; // not beside the blank: the rules refused
    const previous = this.tiles;
    this.tiles = steps[steps.length - 1].next;
    path.forEach((tile, i) => this.past.push(i === 0 ? { tile, by } : { tile, by, joined: true }));
    if (!keepFuture) this.future = [];
    this.#count();
    this.emit('change', { tiles: this.tiles, previous, tile: path[path.length - 1], path: [...path], steps, by, reason: 'slide' });
    return true;
  }
}

/** A saved slide as the model keeps it. */
function entry({ tile, by, joined }) {
  return joined ? { tile, by, joined } : { tile, by };
}
