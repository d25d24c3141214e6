// The game model: the board, the move count and the playback queue. No DOM here.
//
// Every rule question goes to `rules` (the wasm module): which tile a direction moves, whether a
// slide is legal, what the goal is. This file only keeps score and sequences moves in time.

/** A tiny event emitter, as in 2048's managers. */
export class Emitter {
  #handlers = new Map();

  on(event, fn) {
    if (!this.#handlers.has(event)) this.#handlers.set(event, []);
    this.#handlers.get(event).push(fn);
    return this;
  }

  emit(event, detail) {
    for (const fn of this.#handlers.get(event) ?? []) fn(detail);
  }
}

export const DIRECTIONS = Object.freeze(['up', 'down', 'left', 'right']);

/**
 * State of one game.
 *
 * Events:
 *  - 'change' {tiles, previous, tile, by, reason}: the board changed. `by` is 'player',
 *    'hint' or 'solver' for a slide of `tile`; reason 'slide', 'undo' (the slide taken back),
 *    'new' for a fresh board, 'restore' for a saved game.
 *  - 'playpause' {paused, kind, left}: a playback was paused or resumed.
 *  - 'playstart' {length, kind}, 'playend' {completed, kind}: an automatic playback began/ended.
 *  - 'error' {error}: a rule call failed during playback (should not happen with a correct solver).
 */
export class Game extends Emitter {
  /**
   * @param {object} rules  {shuffle, goal, applyMove, movableTile} from the wasm module.
   * @param {object} [options]
   * @param {number} [options.side=3]  board side, used for new boards.
   * @param {object} [options.clock]   {setTimeout, clearTimeout}; injectable for tests.
   */
  constructor(rules, { side = 3, clock = globalThis } = {}) {
    super();
    this.rules = rules;
    this.side = side;
    this.clock = clock;
    this.tiles = [];
    this.goal = [];
    this.moves = 0;        // every slide on this board, whoever made it
    this.assisted = 0;     // of those, slides made by hint or solver
    this.playback = null;  // {queue, kind, interval, timer, paused} while playing
    this.start = [];       // the board as dealt or loaded
    this.past = [];        // [{tile, by}] slides made since, oldest first (undo pops these)
    this.future = [];      // [{tile, by}] slides undone, next redo last
  }

  /** Deal a fresh random solvable board (never the goal). */
  newGame(side = this.side) {
    this.stop();
    const tiles = Array.from(this.rules.shuffle(side));
    this.load(tiles);
    return this.tiles;
  }

  /** Start from a given board (validated by the rules: applyMove/solve will throw on bad input). */
  load(tiles) {
    this.stop();
    const previous = this.tiles;
    this.tiles = Array.from(tiles);
    this.side = Math.round(Math.sqrt(this.tiles.length));
    this.goal = Array.from(this.rules.goal(this.side));
    this.start = Array.from(this.tiles);
    this.past = [];
    this.future = [];
    this.moves = 0;
    this.assisted = 0;
    this.emit('change', { tiles: this.tiles, previous, tile: null, by: null, reason: 'new' });
  }

  /**
   * Restore a saved game: the board `start`, then the slides `past` replayed on it, with
   * `future` kept for redo. Every slide is checked by the rules; throws if any is illegal.
   */
  restore({ start, past = [], future = [] }) {
    const check = (list) => Array.isArray(list) && list.every((m) => m && Number.isInteger(m.tile)
      && ['player', 'hint', 'solver'].includes(m.by));
    if (!check(past) || !check(future)) throw new Error('the saved moves are not a list of slides');
    let tiles = Array.from(start);
    if (!this.rules.isSolvable(tiles)) throw new Error('the saved board cannot be solved'); // throws if malformed
    for (const m of past) tiles = Array.from(this.rules.applyMove(tiles, m.tile));
    let ahead = tiles;
    for (const m of [...future].reverse()) ahead = Array.from(this.rules.applyMove(ahead, m.tile));
    this.load(start);
    this.tiles = tiles;
    this.past = past.map(({ tile, by }) => ({ tile, by }));
    this.future = future.map(({ tile, by }) => ({ tile, by }));
    this.#count();
    this.emit('change', { tiles: this.tiles, previous: this.start, tile: null, by: null, reason: 'restore' });
  }

  get canUndo() {
    return this.past.length > 0 && (!this.playing || this.playback.paused);
  }

  get canRedo() {
    return this.future.length > 0 && !this.playing;
  }

  /** Take back the last slide (whoever made it). Returns true if the board changed. */
  undo() {
    if (!this.canUndo || this.playing) return false;
    return this.#undoOne();
  }

  /** Make again the last slide undone. */
  redo() {
    if (!this.canRedo) return false;
    const m = this.future[this.future.length - 1];
    if (!this.#apply(m.tile, m.by, { keepFuture: true })) return false;
    this.future.pop();
    return true;
  }

  #undoOne() {
    const m = this.past[this.past.length - 1];
    let next;
    try {
      next = this.rules.applyMove(this.tiles, m.tile); // the slid tile is beside the gap: slide it back
    } catch {
      return false;
    }
    const previous = this.tiles;
    this.tiles = Array.from(next);
    this.past.pop();
    this.future.push(m);
    this.#count();
    this.emit('change', { tiles: this.tiles, previous, tile: m.tile, by: m.by, reason: 'undo' });
    return true;
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
      if (this.rules.movableTile(tiles, dir) === tile) return dir;
    }
    return null;
  }

  /** The tiles that can slide now, as [{tile, dir}]. Asks the rules. */
  movable(tiles = this.tiles) {
    const out = [];
    for (const dir of DIRECTIONS) {
      const tile = this.rules.movableTile(tiles, dir);
      if (tile !== undefined) out.push({ tile, dir });
    }
    return out;
  }

  /**
   * The player slides `tile`. Returns true if the board changed. Refused (false) while a
   * playback runs, or when the rules say the tile is not beside the blank.
   */
  slide(tile) {
    if (this.playing) return false;
    return this.#apply(tile, 'player');
  }

  /** The player presses a direction: the tile that moves that way (per the rules) slides. */
  slideToward(dir) {
    if (this.playing) return false;
    const tile = this.rules.movableTile(this.tiles, dir);
    if (tile === undefined) return false;
    return this.#apply(tile, 'player');
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
    if (!this.#apply(tile, pb.kind)) return false;
    pb.queue.shift();
    pb.done.push(tile);
    return true;
  }

  /** While paused: take back the playback's last slide (it goes back on the queue). */
  stepBack() {
    const pb = this.playback;
    if (!pb || !pb.paused || pb.done.length === 0) return false;
    if (!this.#undoOne()) return false;
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
    if (!this.#apply(tile, pb.kind)) {
      this.playback = null;
      this.emit('error', { error: new Error(`the ${pb.kind} asked to slide tile ${tile}, which cannot move`) });
      this.emit('playend', { completed: false, kind: pb.kind, left: pb.queue.length });
      return;
    }
    pb.timer = this.clock.setTimeout(() => this.#step(pb), pb.interval);
  }

  #apply(tile, by, { keepFuture = false } = {}) {
    let next;
    try {
      next = this.rules.applyMove(this.tiles, tile);
    } catch {
      return false; // not beside the blank: the rules refused
    }
    const previous = this.tiles;
    this.tiles = Array.from(next);
    this.past.push({ tile, by });
    if (!keepFuture) this.future = [];
    this.#count();
    this.emit('change', { tiles: this.tiles, previous, tile, by, reason: 'slide' });
    return true;
  }
}
