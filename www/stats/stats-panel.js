// The statistics in the game: each solve recorded as it is made (and the best results by hand),
// the panel of the size in play drawn, exported as CSV, and cleared after a question. Part of
// the controller (app/controller.js); no DOM here (the renderer draws and downloads).

import { plural } from '../ui/play-words.js';
import { toCsv } from './stats.js';
import { statsView } from './stats-view.js';

export class StatsPanel {
  /** @param {object} app  the controller: its parts and the page's state */
  constructor(app) {
    this.app = app;
    this.confirmingClear = false; // the question before clearing the statistics is shown
  }

  /** The board was just solved: record the solve, and the best result if it is one by hand. */
  solved() {
    const { app } = this;
    const { game } = app;
    app.newRecord = false;
    if (game.moves === 0) return;
    const ms = Math.round(app.stopwatch.elapsed());
    const replay = app.replays.solved();
    app.stats.add({
      size: game.shape.key, ms, moves: game.moves, assisted: game.assisted > 0 || game.undos > 0,
      optimal: app.optimal ? app.best : null, at: Date.now(), ...(replay ? { replay } : {}),
    });
    this.draw();
    if (game.assisted > 0) return;
    app.newRecord = app.records.add(game.shape.key, game.moves, ms);
  }

  /** The statistics of the size in play: this session's and all time's, and the solves. */
  draw() {
    const { app } = this;
    app.renderer.stats({ ...statsView(app.stats, app.game.shape), confirming: this.confirmingClear });
    app.learn.statsDrawn(app.stats, app.game.shape);
  }

  /** Ask (or stop asking) whether to clear the statistics. */
  confirmClear(show) {
    this.confirmingClear = show;
    this.app.renderer.confirmClear(show);
  }

  /** Clear them, once confirmed. */
  clear() {
    const { app } = this;
    const count = app.stats.solves.length;
    app.stats.clear();
    this.confirmingClear = false;
    app.message = `Statistics cleared: ${plural(count, 'solve')} forgotten.`;
    this.draw();
    app.render();
  }

  /** Every solve as a CSV file, named for today. */
  export() {
    const day = new Date().toISOString().slice(0, 10);
    this.app.renderer.download(`slide-solves-${day}.csv`, toCsv(this.app.stats.solves));
  }
}
