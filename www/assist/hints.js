// Hints: the player asks, the solver answers with the next tile, and the page makes that move
// (or, on a 4×4 whose shortest solution is not proven yet, first marks the tile and says so,
// upgrading the mark when the proof comes; a second press makes the move). Part of the
// controller (app/controller.js), which owns the mode and draws; no DOM here.

import { hintText } from './search-words.js';

const keyOf = (tiles) => tiles.join(',');

export class Hints {
  /** @param {object} app  the controller: its parts and the page's state */
  constructor(app) {
    this.app = app;
  }

  /** Show `tile` as the hint for the board in view (4×4: made by a second press, or by hand). */
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
   * A 4×4 hint before the board's shortest solution is proven: the first move of the short
   * solution at once, upgraded to the first move of the optimal one when the search proves it.
   * The board stays playable meanwhile (the mode stays 'idle'): a move abandons the search.
   */
  #whileProving() {
    const { app } = this;
    const { game, solver } = app;
    const asked = keyOf(game.tiles);
    const known = solver.best(game.tiles);
    app.hint = { key: asked, tile: null, proven: false };
    if (known) this.show({ tile: known.moves[0], proven: false, length: known.moves.length });
    app.wait();
    app.render();
    solver.hint(game.tiles).then(
      (tile) => {
        if (app.hint?.key !== asked || keyOf(game.tiles) !== asked) return; // stale: the board moved on
        app.waitSince = null;
        const length = solver.best(game.tiles)?.moves.length ?? 0;
        if (tile !== undefined) this.show({ tile, proven: true, length });
        app.render();
      },
      (err) => {
        if (app.hint?.key !== asked || keyOf(game.tiles) !== asked) return;
        app.waitSince = null;
        if (!app.hint.tile) app.hint = null;
        app.showError(err);
        app.render();
      },
    );
  }

  /** The Hint button. */
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
    // Shapes whose proofs use tables built apart (4×4) may take a while: the short answer's
    // hint at once, the proven one when it comes.
    if (app.optimal && solver.plan?.apart && !known?.optimal) {
      this.#whileProving();
      return;
    }
    if (!app.optimal && known && !known.optimal && known.moves.length > 0) {
      // 5×5: no proof will come, only a better answer later; the answer shown gives the hint now.
      this.play(known.moves[0]);
      return;
    }
    const request = { kind: 'hint' };
    app.setMode('thinking', request);
    app.wait();
    app.render();
    try {
      const tile = await solver.hint(game.tiles);
      if (app.asking !== request || keyOf(game.tiles) !== asked || tile === undefined) return; // stale
      app.setMode('idle');
      app.waitSince = null;
      this.play(tile);
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

  /**
   * A short solution of the board in view came before its proof: the hint shown follows it,
   * and on shapes without proofs (5×5 and up) it answers the hint awaited.
   */
  interim(key, moves) {
    const { app } = this;
    if (app.hint?.key === key && !app.hint.proven) this.show({ tile: moves[0], proven: false, length: moves.length });
    if (app.asking?.kind === 'hint' && !app.optimal && moves.length > 0) {
      // 5×5 and up: no proof will come, only a better answer later; this one gives the hint now.
      app.setMode('idle');
      app.waitSince = null;
      this.play(moves[0]);
    }
  }
}
