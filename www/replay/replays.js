// Replays in the game: recording the board in play as it goes, opening a replay (the solve just
// made, one from the statistics, one from a link, or the solver's solution of the board as
// dealt) on the board over the game, which waits underneath, and going back to it. Part of the
// controller (app/controller.js), which owns the mode and draws; no DOM here.

import { sizeLabel } from '../play/shape.js';
import { Recording, check, decode, encode, fromPath } from './replay.js';
import { ReplayStage } from './replayer.js';

export class Replays {
  /** @param {object} app  the controller: its parts and the page's state */
  constructor(app) {
    this.app = app;
    this.recording = new Recording(app.rules); // the moves of the board in play, with their times
    this.last = null;  // the code of the replay of the solve just made
    this.stage = new ReplayStage(app.time, app.rules); // the replay shown in mode 'replaying'
    this.clockWasRunning = false; // the game's clock, stopped while a replay shows
  }

  /** The replay shown, as its player (null when none is). */
  get player() {
    return this.stage.player;
  }

  /** Listen to the stage and to the replay controls (replay-view.js's ReplayInput). */
  listen(controls) {
    const { app, stage } = this;
    stage.on('change', () => app.render());
    stage.on('say', ({ text }) => { app.message = text; });
    if (!controls) return;
    controls.on('replay-open', ({ code }) => this.openCode(code, 'A solve of yours'));
    controls.on('replay-last', () => { if (this.last) this.openCode(this.last, 'Your solve'); });
    controls.on('watch-optimal', () => this.watchSolver());
    controls.on('replay-toggle', () => stage.toggle());
    controls.on('replay-exit', () => this.close());
    controls.on('replay-copy', () => app.copyLink());
    controls.on('replay-speed', ({ speed }) => stage.setSpeed(speed));
    controls.on('replay-seek', ({ move }) => stage.seek(move));
  }

  /** Keep the moves of the board in play, with the clock's reading, for its replay. */
  record({ steps, reason }) {
    const { game, stopwatch } = this.app;
    if (reason === 'new' || reason === 'restore') {
      this.recording.begin(game.shape, game.start);
      this.last = null;
      if (game.past.length > 0) this.recording.lose(); // a saved game's moves were not timed
    } else if (steps) {
      this.recording.add(steps, stopwatch.elapsed());
    }
  }

  /** The board was solved: the code of its replay, kept as the last one (null if none). */
  solved() {
    const replay = this.recording.replay();
    this.last = (replay && encode(replay, this.app.rules).code) ?? null;
    return this.last;
  }

  /** Open a replay code (stored or from a link); a bad one is said, and play goes on. */
  openCode(code, title) {
    const { app } = this;
    if (app.mode !== 'idle' && app.mode !== 'replaying') return false;
    const { replay, error } = decode(code, app.rules);
    if (error) {
      app.message = error;
      app.render();
      return false;
    }
    this.#open(replay, title, code);
    return true;
  }

  /** Show `replay` on the board, playing, with the bar to pause, scrub and leave it. */
  #open(replay, title, code, pace = null) {
    const { app } = this;
    if (!this.stage.player) this.clockWasRunning = app.stopwatch.running;
    app.stopwatch.stop();
    app.setMode('replaying');
    app.address.replay?.(code);
    this.stage.open(replay, title, code, pace);
    app.learn.replayShown(replay);
    app.render();
  }

  /** Back to the game underneath, as it was. */
  close({ quiet = false } = {}) {
    const { app } = this;
    if (!this.stage.close()) return;
    app.setMode('idle');
    app.address.replay?.(null);
    app.learn.replayShown(null);
    if (this.clockWasRunning) app.stopwatch.start();
    if (quiet) return;
    app.message = app.game.isSolved() ? 'Back to your solved board. Shuffle for a new one.' : 'Back to your game.';
    app.render();
  }

  /** Play the solver's solution of the board as dealt (after a solve), paced at the solver's speed. */
  async watchSolver() {
    const { app } = this;
    const { game, solver } = app;
    if (app.mode !== 'idle' || !app.solverOk || game.moves === 0) return;
    const start = game.start.slice();
    const request = { kind: 'watch' };
    app.setMode('thinking', request);
    app.wait();
    app.render();
    let path;
    try {
      path = await solver.solve(start);
    } catch (err) {
      if (app.asking !== request) return;
      app.setMode('idle');
      app.waitSince = null;
      app.showError(err);
      app.render();
      return;
    }
    if (app.asking !== request) return; // stopped, or the board changed
    app.setMode('idle');
    app.waitSince = null;
    const pace = app.settings.get('speed');
    const { replay, error } = check(fromPath(game.shape, start, path, pace, app.rules), app.rules);
    if (error) {
      app.message = error;
      app.render();
      return;
    }
    this.#open(replay, app.optimal ? 'The optimal solution' : 'The solver’s solution', encode(replay, app.rules).code, pace);
  }

  /**
   * Show the position after `move` moves of the replay shown, paused, else of the last solve's
   * replay (opened for it): a point of the analysis chosen. `open: false` only moves a replay
   * already shown.
   */
  showMove(move, { open = true } = {}) {
    if (!this.stage.player && (!open || !this.last || !this.openCode(this.last, 'Your solve'))) return;
    this.stage.player.pause();
    this.stage.seek(move);
  }

  /** Play `path` from `start` on `shape` as a replay titled `title` (a solution listed), at the solver's pace. */
  showSolution(shape, start, path, title) {
    const { app } = this;
    if (app.mode !== 'idle' && app.mode !== 'replaying') return;
    const pace = app.settings.get('speed');
    const { replay, error } = check(fromPath(shape, start, path, pace, app.rules), app.rules);
    if (error) {
      app.message = error;
      app.render();
      return;
    }
    this.#open(replay, title, encode(replay, app.rules).code, pace);
  }

  /** The replay the address asks for: shown over the game, or refused with a fresh board to play. */
  fromAddress(code, restored) {
    const { app } = this;
    const { replay, error } = decode(code, app.rules);
    if (error) {
      if (restored) app.turn.deal();
      app.message = `${error} Here is a fresh board.`;
      app.address.replay?.(null);
      return;
    }
    if (!restored && replay.shape !== app.game.shape) app.turn.deal(replay.shape);
    this.#open(replay, `A shared ${sizeLabel(replay.shape)} solve`, code);
  }

  /** The link to the replay shown (null when none is). */
  link() {
    return this.stage.player ? this.app.address.replayLink(this.stage.shown.code) : null;
  }

  /** What the renderer shows of the replay on the board, or null when none is (app/view.js). */
  shown() {
    const { player } = this.stage;
    if (!player) return null;
    const { tiles, goal, solved, shape } = this.stage.board();
    return { tiles, goal, solved, shape, index: player.index, playing: player.playing, time: player.time(), bar: this.stage.bar() };
  }
}
