// The playback of a replay: which move it is at, at what speed, playing or paused, seeking to
// any move. A model only (no DOM): a timer from the injected clock wakes it when the next move
// is due, and it says 'change' when the board shown changes and 'end' when the last move is made.
//
// Time runs on the solve's own clock (ms from its first move), scaled by `speed`. A short
// lead-in before the first move shows the scramble for a moment.

import { Emitter } from '../lib/emitter.js';
import { plural } from '../ui/play-words.js';
import { boardsOf } from './replay.js';
import { replayBarView, replayIntro } from './replay-view.js';

/** The speeds offered: real time and faster. */
export const SPEEDS = Object.freeze([1, 2, 4, 8]);

/** Solve time shown before the first move, so the scramble is seen. */
export const LEAD_MS = 600;

export class Replayer extends Emitter {
  /**
   * @param {object} replay {shape, start, dirs, times} (checked: replay.js's check)
   * @param {object} clock {now(), setTimeout(fn, ms), clearTimeout(id)}
   * @param {object} rules the wasm module (the boards along the replay)
   */
  constructor(replay, clock, rules) {
    super();
    this.replay = replay;
    this.clock = clock;
    this.boards = boardsOf(replay, rules);
    this.count = replay.dirs.length;
    this.speed = 1;
    this.index = 0;          // moves made on the board shown
    this.at = -LEAD_MS;      // solve time reached, while paused (or when `since` was set)
    this.since = null;       // clock reading when playing began from `at`; null while paused
    this.timer = null;
  }

  /** The board after the moves made so far. */
  get tiles() {
    return this.boards[this.index];
  }

  get playing() {
    return this.since !== null;
  }

  get ended() {
    return this.index === this.count;
  }

  /** The solve's time reached: ms from its first move (negative during the lead-in). */
  time() {
    const t = this.since === null ? this.at : this.at + (this.clock.now() - this.since) * this.speed;
    return Math.min(t, this.replay.times[this.count - 1]);
  }

  /** The whole solve's time, ms. */
  get duration() {
    return this.replay.times[this.count - 1];
  }

  /** Play from here (from the start when it has ended). */
  play() {
    if (this.playing) return;
    if (this.ended) this.seek(0);
    this.since = this.clock.now();
    this.#advance();
  }

  pause() {
    if (!this.playing) return;
    this.at = this.time();
    this.since = null;
    this.#cancel();
    this.emit('change', { index: this.index });
  }

  toggle() {
    if (this.playing) this.pause();
    else this.play();
  }

  /** Play `speed` times faster than the solve (from now on). */
  setSpeed(speed) {
    if (!(speed > 0)) return;
    const t = this.time();
    if (this.playing) this.since = this.clock.now();
    this.at = t;
    this.speed = speed;
    if (this.playing) this.#schedule();
  }

  /** Show the board after `index` moves; playing goes on from there if it was playing. */
  seek(index) {
    const k = Math.max(0, Math.min(this.count, Math.round(index)));
    this.index = k;
    this.at = k === 0 ? -LEAD_MS : this.replay.times[k - 1];
    if (this.playing) this.since = this.clock.now();
    this.emit('change', { index: k });
    if (this.playing) this.#schedule();
  }

  /** Stop for good: no timer stays behind. */
  dispose() {
    this.#cancel();
    this.since = null;
  }

  #cancel() {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  /** Make every move now due, then wait for the next (or end). */
  #advance() {
    this.timer = null;
    if (!this.playing) return;
    const t = this.time();
    const before = this.index;
    while (this.index < this.count && this.replay.times[this.index] <= t) this.index += 1;
    if (this.ended) {
      this.at = this.duration;
      this.since = null;
      this.emit('change', { index: this.index });
      this.emit('end', {});
      return;
    }
    if (this.index !== before) this.emit('change', { index: this.index });
    this.#schedule();
  }

  #schedule() {
    this.#cancel();
    if (this.ended) {
      this.#advance();
      return;
    }
    const wait = (this.replay.times[this.index] - this.time()) / this.speed;
    this.timer = this.clock.setTimeout(() => this.#advance(), Math.max(0, wait));
  }
}

/**
 * The replay on show, if any: its replayer, title and code, and what the page says about it.
 * One speed is kept from one replay to the next. Events: 'change' (redraw), 'say' {text} (the
 * words for the status line: the replay's intro, its end).
 */
export class ReplayStage extends Emitter {
  /**
   * @param {object} clock {now(), setTimeout, clearTimeout} for the replayer
   * @param {object} rules the wasm module
   */
  constructor(clock, rules) {
    super();
    this.clock = clock;
    this.rules = rules;
    this.shown = null; // {player, title, code, pace}
    this.speed = 1;
  }

  get player() {
    return this.shown?.player ?? null;
  }

  /**
   * Show `replay` (checked) titled `title`, its link's `code`, playing from the start; `pace`
   * (ms a move) for a solution paced by the page rather than a solve timed by a player.
   */
  open(replay, title, code, pace = null) {
    this.close();
    const player = new Replayer(replay, this.clock, this.rules);
    player.setSpeed(this.speed);
    player.on('change', () => this.emit('change'));
    player.on('end', () => {
      this.emit('say', { text: `End of the replay: ${plural(player.count, 'move')}. Play it again, or go back to play.` });
      this.emit('change');
    });
    this.shown = { player, title, code, pace };
    this.emit('say', { text: replayIntro(title, player, pace) });
    player.play();
  }

  /** Take the replay off; true when one was shown. */
  close() {
    if (!this.shown) return false;
    this.shown.player.dispose();
    this.shown = null;
    return true;
  }

  /** Pause or play (from the start again once it has ended). */
  toggle() {
    const { player, title, pace } = this.shown ?? {};
    if (!player) return;
    if (player.ended) this.emit('say', { text: replayIntro(title, player, pace) });
    player.toggle();
  }

  /** One move forward or back, paused. */
  step(delta) {
    const { player } = this;
    if (!player) return;
    player.pause();
    player.seek(player.index + delta);
  }

  seek(move) {
    this.player?.seek(move);
  }

  setSpeed(speed) {
    this.speed = speed;
    this.player?.setSpeed(speed);
  }

  /** The board shown: {tiles, goal, solved, shape} (the replay's shape, shape.js). */
  board() {
    const { player } = this;
    const goal = player.boards[player.boards.length - 1]; // a checked replay ends at the goal
    return { tiles: player.tiles, goal, solved: player.tiles.every((t, i) => t === goal[i]), shape: player.replay.shape };
  }

  /** What the bar shows (replay-view.js), or null with no replay. */
  bar() {
    return this.shown ? replayBarView(this.shown.player, this.shown.title) : null;
  }
}
