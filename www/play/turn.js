// The player's turn: a move, undo and redo, a board typed or dealt, and what follows each change
// of the board (the clock, the solver told, the replay recorded, the solve counted, the words
// said, the game saved). Part of the controller (app/controller.js), which owns the mode and
// draws; no DOM here.

import { parseCustom } from './board-input.js';
import { isMoveText, parseScramble } from '../notation/scramble.js';
import { levelOf } from './difficulty.js';
import { solvedMessage, tilesText } from '../ui/play-words.js';

export class Turn {
  /** @param {object} app  the controller: its parts and the page's state */
  constructor(app) {
    this.app = app;
  }

  /** A slide asked for by the player: a tile (and the line up to it) or a direction. */
  move({ tile, dir }) {
    const { app } = this;
    if (app.mode !== 'idle') return;
    if (tile !== undefined) app.game.slide(tile);
    else app.game.slideToward(dir);
  }

  undo() {
    const { app } = this;
    if (app.mode === 'paused') {
      app.game.stepBack();
      return;
    }
    if (app.mode !== 'idle') return;
    app.game.undo();
  }

  redo() {
    const { app } = this;
    if (app.mode === 'paused') {
      app.solving.stepForward();
      return;
    }
    if (app.mode !== 'idle') return;
    const before = app.game.past.length;
    if (app.game.redo()) app.message = `Redone: ${tilesText(app.game.past.slice(before).map((m) => m.tile))} moved again.`;
    app.render();
  }

  /** The board changed ('change' from the game): everything that follows from it. */
  changed({ steps, path, by, reason }) {
    const { app } = this;
    const { game, solver } = app;
    if (reason === 'slide') for (const s of steps) solver.advance(s.previous, s.tile, s.next);
    if (reason === 'new') {
      app.optimal = app.rules.isOptimal(game.shape);
      solver.setShape(game.shape, app.optimal);
      app.settingsPanel.describeSize(game.shape);
      app.statsPanel.draw();
      app.stopwatch.reset();
    }
    if (app.asking?.kind === 'hint') solver.cancel(); // the pending hint was for the old board
    if (app.hint) { // a hint shown for the old board, and any wait for its proof, are over
      app.hint = null;
      app.waitSince = null;
    }
    app.refreshDistance();
    const solved = game.isSolved();
    if (reason === 'slide' && !solved) app.stopwatch.start();
    if (solved) app.stopwatch.stop();
    app.replays.record({ steps, reason });
    if (reason === 'new') {
      app.best = app.distance.remaining;
      app.message = 'New puzzle. Slide the tiles into order.';
      app.learn.dealt();
    } else if (reason === 'undo') {
      app.message = `Undone: ${tilesText(path)} moved back.`;
    } else if (solved && reason === 'slide') {
      app.statsPanel.solved();
      if (by !== 'solver') {
        app.message = this.solvedMessage();
        app.learn.solved(app.replays.recording.replay());
      }
    } else if (by === 'player') {
      app.message = '';
    }
    app.saver.changed();
    app.render();
  }

  /** What the page says on a solved board: moves, time, how it compares. */
  solvedMessage() {
    const { app } = this;
    const { game } = app;
    return solvedMessage(
      { moves: game.moves, assisted: game.assisted, best: app.best, optimal: app.optimal },
      app.stopwatch.elapsed(), game.shape, app.newRecord,
    );
  }

  /** Load a board the player typed: its tiles, or moves from the solved board (a scramble). */
  loadTyped(text) {
    const { app } = this;
    const parse = isMoveText(text) ? parseScramble : parseCustom;
    const result = parse(text, app.rules, app.game.shape);
    app.renderer.customError(result.error ?? '');
    if (result.error) return;
    this.#load(result.tiles, result.shape);
    app.message = app.game.isSolved() ? 'Your board is already solved.' : 'Your board is loaded. Slide the tiles into order.';
    app.address.sync(app.game.shape);
    app.render();
  }

  /** Start afresh from `tiles` of `shape`: whatever was asked of the solver or playing is over. */
  #load(tiles, shape) {
    const { app } = this;
    app.replays.close();
    app.setMode('idle');
    app.waitSince = null;
    app.solver.cancel();
    app.game.stop();
    app.best = null;
    app.game.load(tiles, shape);
  }

  /** Deal a fresh board of `shape` at the difficulty chosen (dropping a shared position from the address). */
  deal(shape = this.app.game.shape) {
    const { app } = this;
    const level = levelOf(shape, app.settings.difficulty(shape));
    this.#load(Array.from(level.deal(app.rules, shape)), shape);
    if (level.optimal !== undefined) app.best = level.optimal;
    app.address.sync(app.game.shape);
    app.render();
  }
}
