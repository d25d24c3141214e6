// Hints: the player asks, and the hint is the first move of the solving session's current best
// answer, on every shape (solver-client.js's answer()). The page makes that move, or, while a
// proof of the answer is under way (the answer's `proving`: a 4×4's short solution), first marks
// the tile and says so, upgrading the mark when the proof comes; a second press makes the move.
// Part of the controller (app/controller.js), which owns the mode and draws; no DOM here.

import { hintText } from './search-words.js';

const keyOf = (tiles) => tiles.join(',');

export class Hints {
  /** @param {object} app  the controller: its parts and the page's state */
  constructor(app) {
    this.app = app;
  }

  /** Show `tile` as the hint for the board in view, marked (made by a second press, or by hand). */
  show({ tile, proven, length }) {
    const { app } = this;
    app.hint = { key: keyOf(app.game.tiles), tile, proven };
    app.message = hintText({ tile, dir: app.game.directionOf(tile), proven, length });
  }

  /** Make the hinted move. */
  play(tile) {
    const { app } = this;
    app.inside.searched(app.game.tiles);
    const dir = app.game.directionOf(tile);
    app.hint = null;
    app.message = `Hint: tile ${tile} moved ${dir ?? ''}.`.replace(' .', '.');
    app.game.assist(tile);
  }

  /**
   * The hint from `known`, the session's current best answer for the board in view: its first
   * move, made at once, unless a proof of the answer is under way (`proving`). Then the tile is
   * marked and said to be from a solution not yet proven shortest; the mark follows the
   * session's shorter answers and its proof, and a second press makes it. The board stays
   * playable meanwhile (the mode stays 'idle'): a move abandons the search.
   */
  #give(known) {
    const { app } = this;
    const { game, solver } = app;
    if (!known.proving) {
      this.play(known.moves[0]);
      return;
    }
    const asked = keyOf(game.tiles);
    this.show({ tile: known.moves[0], proven: false, length: known.moves.length });
    app.wait();
    solver.solve(game.tiles).then(
      () => {
        if (app.hint?.key !== asked || keyOf(game.tiles) !== asked) return; // stale: the board moved on
        app.waitSince = null;
        const best = solver.best(game.tiles);
        if (best?.moves.length > 0) this.show({ tile: best.moves[0], proven: best.optimal, length: best.moves.length });
        app.render();
      },
      (err) => {
        if (app.hint?.key !== asked || keyOf(game.tiles) !== asked) return;
        app.waitSince = null;
        app.showError(err);
        app.render();
      },
    );
  }

  /**
   * The Hint button: the first move of the session's current best answer, on every shape (the
   * answer shown, so a hint never contradicts it), at once when one is known, else as soon as
   * the session makes one; a second press makes a marked hint.
   */
  async ask() {
    const { app } = this;
    const { game, solver } = app;
    if (app.mode !== 'idle' || game.isSolved() || !app.solverOk) return;
    const asked = keyOf(game.tiles);
    if (app.hint?.key === asked && app.hint.tile) { // a second press makes the move shown
      app.waitSince = null;
      this.play(app.hint.tile);
      return;
    }
    const known = solver.best(game.tiles);
    if (known) {
      this.#give(known);
      app.render();
      return;
    }
    const request = { kind: 'hint' };
    app.setMode('thinking', request);
    app.wait();
    app.render();
    try {
      const answer = await solver.answer(game.tiles);
      if (app.asking !== request || keyOf(game.tiles) !== asked || answer.moves.length === 0) return; // stale
      app.setMode('idle');
      app.waitSince = null;
      this.#give(answer);
    } catch (err) {
      if (app.asking === request && keyOf(game.tiles) === asked) app.showError(err);
    } finally {
      if (app.asking === request) {
        app.setMode('idle');
        app.waitSince = null;
      }
      app.render();
    }
  }

  /** A shorter answer of the board in view came before its proof: the hint marked follows it. */
  interim(key, moves) {
    const { app } = this;
    if (app.hint?.key === key && !app.hint.proven && moves.length > 0) this.show({ tile: moves[0], proven: false, length: moves.length });
  }
}
