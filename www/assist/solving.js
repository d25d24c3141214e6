// Solve: the solver's solution of the board in view, asked for and then played on the board,
// with Stop, Pause and stepping through it. Part of the controller (app/controller.js), which
// owns the mode and draws; no DOM here.

import { SupersededError } from '../solver/solver-errors.js';
import { plural } from '../ui/play-words.js';
import { solveWaitText } from './search-words.js';

const keyOf = (tiles) => tiles.join(',');

export class Solving {
  /** @param {object} app  the controller: its parts and the page's state */
  constructor(app) {
    this.app = app;
  }

  /** Play `path` from the board shown, saying what it is. */
  #play(path) {
    const { app } = this;
    app.message = app.optimal
      ? `Playing the shortest solution: ${plural(path.length, 'move')}. Press Stop to take over.`
      : `Playing a ${path.length}-move solution. Press Stop to take over.`;
    app.inside.searched(app.game.tiles);
    app.game.play(path, { interval: app.settings.get('speed'), kind: 'solver' }); // 'playstart' sets the mode
  }

  /** Whether Solve is under way: asked for, playing or paused. */
  get active() {
    const { mode, asking } = this.app;
    return asking?.kind === 'solve' || mode === 'playing' || mode === 'paused';
  }

  /** The Solve button (Stop while a solve is under way). */
  async solve() {
    const { app } = this;
    const { game, solver } = app;
    if (this.active) {
      this.stop();
      return;
    }
    if (app.mode !== 'idle' || game.isSolved() || !app.solverOk) return;
    const known = solver.best(game.tiles);
    if (known && !known.optimal && !known.proving) {
      // No proof is coming (5×5), only perhaps a better answer in a few seconds: play this one now.
      solver.cancel();
      this.#play(known.moves);
      return;
    }
    const asked = keyOf(game.tiles);
    const request = { kind: 'solve' };
    app.setMode('thinking', request);
    app.hint = null;
    app.waitSince = app.time.now();
    if (known && !known.optimal) app.message = solveWaitText(known.moves.length); // the proof follows
    app.recheckSoon();
    app.render();
    try {
      const path = await solver.solve(game.tiles);
      if (app.asking !== request || keyOf(game.tiles) !== asked) return; // stopped or stale
      app.waitSince = null;
      this.#play(path);
    } catch (err) {
      if (err instanceof SupersededError || app.asking !== request) return;
      app.setMode('idle');
      app.waitSince = null;
      app.showError(err);
      app.render();
    }
  }

  /** A short solution came while Solve waits for the proven one: say how long it is. */
  interim(moves) {
    if (this.app.asking?.kind === 'solve') this.app.message = solveWaitText(moves.length);
  }

  /** Stop: the playback ends where it is, or the wait for a solution (or a replay's) is over. */
  stop() {
    const { app } = this;
    if (app.mode === 'playing' || app.mode === 'paused') {
      app.game.stop(); // 'playend' hands the board back
      return;
    }
    if (app.asking?.kind !== 'solve' && app.asking?.kind !== 'watch') return;
    app.setMode('idle');
    app.waitSince = null;
    app.solver.cancel();
    app.message = 'Stopped. Your turn.';
    app.render();
  }

  /** The solver's playback ended, played out or stopped: the player's turn. */
  ended({ completed, left }) {
    const { app } = this;
    app.setMode('idle');
    if (!app.game.isSolved()) app.newRecord = false;
    app.message = completed && app.game.isSolved()
      ? app.turn.solvedMessage()
      : `Stopped with ${plural(left, 'move')} to go. Your turn.`;
  }

  pause() {
    const { app } = this;
    const { game } = app;
    if (app.mode === 'paused') {
      app.message = 'Playing on.';
      game.resume();
    } else if (app.mode === 'playing') {
      game.pause();
      app.message = `Paused with ${plural(game.playback.queue.length, 'move')} to go. Step through it, or resume.`;
    }
    app.render();
  }

  stepForward() {
    const { app } = this;
    const { game } = app;
    if (app.mode !== 'paused') return;
    game.stepForward();
    if (game.playback.queue.length === 0) {
      game.resume(); // the end: finish the playback
      return;
    }
    app.message = `Step: ${plural(game.playback.queue.length, 'move')} to go.`;
    app.render();
  }

  stepBack() {
    const { app } = this;
    const { game } = app;
    if (app.mode !== 'paused') return;
    game.stepBack();
    app.message = `Step back: ${plural(game.playback.queue.length, 'move')} to go.`;
    app.render();
  }
}
