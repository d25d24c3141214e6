// Opening the page and keeping the game between visits: the saved game when it should go on,
// else the board shared in the address, else a fresh deal, and a replay the address asks for
// over it; and what is saved as the game goes. Part of the controller (app/controller.js); no
// DOM here (storage.js keeps, saved-game.js says what is kept).

import { sentence } from '../play/board-input.js';
import { readSavedGame, savedGame } from '../play/saved-game.js';

/** Save the game in play now (the saver calls this after changes, and on flush). */
export function saveGame(app) {
  const { game } = app;
  if (game.tiles.length === 0) return;
  app.storage.set('game', savedGame(game, app.stopwatch.elapsed(), app.best));
  app.renderer.notices(app.storage.takeNotices());
}

/**
 * Open the game: the saved game when it should go on (`resume` says, given its start), else
 * the board shared in the address, else a fresh deal. `asked`: {shape, sizeNotice, rawBoard}
 * from the address; `shared`: {tiles, shape} or {error} for its board, or null; `resume` is
 * handed the saved game as saved-game.js reads it. A replay the address asks for
 * (`asked.rawReplay`) then plays over it; a bad one is said, over a fresh board.
 */
export function openGame(app, { asked, shared, resume }) {
  const { game, storage } = app;
  let notice = shared?.tiles ? '' : asked.sizeNotice; // a shared board sets its own size
  const saved = readSavedGame(storage.get('game', (v) => readSavedGame(v) !== null, null));
  let restored = false;
  if (saved && resume(saved)) {
    try {
      app.best = saved.optimal;
      game.restore(saved);
      app.best = saved.optimal ?? app.best;
      app.stopwatch.reset(saved.elapsed);
      restored = true;
      app.message = game.isSolved() ? 'Your last game, solved. Shuffle for a new one.' : 'Welcome back: your game goes on.';
      app.address.sync(game.shape, shared?.tiles ?? null);
    } catch (err) {
      storage.notices.push(`The saved game could not be restored (${sentence(err?.message ?? err)}) Here is a fresh board.`);
      storage.remove('game');
      app.best = null;
    }
  }
  if (!restored && shared?.tiles) {
    game.load(shared.tiles, shared.shape);
    app.message = game.isSolved()
      ? 'This board from the address is already solved. Shuffle for a new one.'
      : 'Here is the board from the address. Slide the tiles into order.';
    app.address.sync(game.shape, shared.tiles);
  } else if (!restored) {
    if (shared?.error) notice = `${shared.error} Here is a fresh one.`;
    app.turn.deal(asked.shape);
  }
  if (notice && !restored) app.message = notice;
  if (asked.rawReplay !== null && asked.rawReplay !== undefined) app.replays.fromAddress(asked.rawReplay, restored);
  app.render();
}
