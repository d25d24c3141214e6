// The controller: what the page is doing, as one explicit mode, and which job each input goes
// to. It holds no DOM: the renderer draws what app/view.js makes of the state, the input
// manager reports what the player did, the game keeps the board, the solver client answers,
// storage keeps the rest. The jobs live with their features, each given this controller:
//   play/turn.js            the player's turn: moves, undo, redo, typed and dealt boards
//   play/settings-panel.js  the settings and sizes; pictures/picture-choice.js the picture
//   assist/hints.js         Hint; assist/solving.js Solve, its playback, Stop, Pause, steps
//   replay/replays.js       recording, opening and leaving replays, Watch the optimal, a
//                           position or a solution chosen in the analysis
//   stats/stats-panel.js    solves recorded, the panel, export and clear
//   app/opening.js          the game opened (saved, shared or dealt) and saved
//
// Modes (also on #board as data-mode, with data-busy while the worker searches anything):
//  - 'idle': the player's turn (a 4×4 hint may be shown while its proof is searched for)
//  - 'thinking': a hint or solution the player asked for is awaited from the worker
//  - 'playing': Solve's moves are being animated
//  - 'paused': that playback is paused (step through it, resume or stop)
//  - 'replaying': a recorded solve, or the solver's solution of the board as dealt, plays back
//    on the board (replayer.js); the game waits underneath, untouched

import { Hints } from '../assist/hints.js';
import { Solving } from '../assist/solving.js';
import { optimalityNote } from '../assist/search-words.js';
import { PictureChoice } from '../pictures/picture-choice.js';
import { sentence } from '../play/board-input.js';
import { SettingsPanel } from '../play/settings-panel.js';
import { Turn } from '../play/turn.js';
import { Replays } from '../replay/replays.js';
import { SupersededError, WorkerRestartError } from '../solver/solver-errors.js';
import { StatsPanel } from '../stats/stats-panel.js';
import { openGame, saveGame } from './opening.js';
import { SLOW_MS, timerText, view } from './view.js';

export { SLOW_MS };

export const MODES = Object.freeze(['idle', 'thinking', 'playing', 'paused', 'replaying']);

const keyOf = (tiles) => tiles.join(',');

export class Controller {
  /**
   * @param {object} parts
   * @param {object} parts.rules      the wasm module (isOptimal, provesAtOnce, and the deals)
   * @param {Game} parts.game
   * @param {InputManager} parts.input
   * @param {Renderer} parts.renderer
   * @param {SolverClient} parts.solver
   * @param {StorageManager} parts.storage
   * @param {Settings} parts.settings
   * @param {Records} parts.records
   * @param {Stats} parts.stats
   * @param {Distance} parts.distance
   * @param {Stopwatch} parts.stopwatch
   * @param {function} parts.saverFor  (save) => a Saver that calls `save` after changes
   * @param {object} parts.address    {sync(shape, board), link(shape, tiles), replay(code|null),
   *   replayLink(code)}
   * @param {object} [parts.inside]   the Inside panel's feed (inside-toggle.js): {update(tiles,
   *   {knownDistance}), searched(tiles)}
   * @param {Emitter} [parts.replays] the replay controls' events (replay-view.js's ReplayInput)
   * @param {object} [parts.pictures] the player's own picture (picture-store.js): {own(), keep(file)}
   * @param {object} [parts.clipboard] {writeText(text)}: the browser's clipboard (main.js)
   * @param {object} [parts.learn]    what a solve teaches (www/analysis/, www/stats/, www/daily/):
   *   {dealt(), solved(replay | null), replayShown(replay | null), statsDrawn(stats, shape)}
   * @param {object} [parts.clock]    {now(), setTimeout, clearTimeout}
   */
  constructor({
    rules, game, input, renderer, solver, storage, settings, records, stats, distance, stopwatch, saverFor, address,
    inside = { update() {}, searched() {} }, replays = null,
    pictures = { own: () => null, keep: async () => ({ error: 'Pictures cannot be kept here.' }) },
    clipboard = { writeText: async () => { throw new Error('no clipboard'); } },
    learn = { dealt() {}, solved() {}, replayShown() {}, statsDrawn() {} },
    clock: time = { now: () => performance.now(), setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (id) => clearTimeout(id) },
  }) {
    Object.assign(this, { rules, game, input, renderer, solver, storage, settings, records, stats, distance, stopwatch, address, inside, pictures, clipboard, time, learn });
    this.saver = saverFor(() => saveGame(this));
    this.mode = 'idle';
    this.asking = null;      // {kind: 'hint' | 'solve' | 'watch'} while thinking: the request awaited
    this.waitSince = null;   // when the player started waiting for a hint or a solution
    this.solverOk = true;
    this.optimal = true;     // the solver's answers are proven shortest for this size
    this.hint = null;        // {key, tile, proven}: the hint shown (4×4, before the player makes it)
    this.best = null;        // the solver's length for the dealt board
    this.provenDeal = null;  // the dealt board (key) whose length the solver proved, on any shape
    this.message = '';
    this.newRecord = false;
    // The jobs, each with its feature.
    this.turn = new Turn(this);
    this.settingsPanel = new SettingsPanel(this);
    this.picture = new PictureChoice(this);
    this.hints = new Hints(this);
    this.solving = new Solving(this);
    this.replays = new Replays(this);
    this.statsPanel = new StatsPanel(this);
    this.#listen(replays);
    this.settingsPanel.apply();
  }

  setMode(mode, asking = null) {
    this.mode = mode;
    this.asking = asking;
  }

  /** The player starts waiting for an answer: a spinner if it takes a moment. */
  wait() {
    this.waitSince = this.time.now();
    this.recheckSoon();
  }

  /** Which job each event goes to, in which mode. */
  #listen(replayControls) {
    const { game, input, solver, distance, settings, turn, hints, solving, replays, statsPanel } = this;
    const { stage } = replays;
    game.on('change', (e) => turn.changed(e));
    game.on('playstart', ({ kind }) => { if (kind === 'solver') this.setMode('playing'); });
    game.on('playpause', ({ paused, kind }) => { if (kind === 'solver') this.setMode(paused ? 'paused' : 'playing'); });
    game.on('playend', (e) => {
      if (e.kind === 'solver') solving.ended(e);
      this.render();
    });
    game.on('error', ({ error }) => {
      this.setMode('idle');
      this.showError(error);
      this.render();
    });

    distance.on('change', () => this.render());
    distance.on('answer', ({ length }) => this.#dealtLength(length));
    distance.on('error', ({ error }) => this.showError(error));

    solver.on('prepare', ({ phase, source }) => {
      if (phase === 'start') this.recheckSoon();
      if (phase === 'end' && source) this.renderer.tablesSource(source); // 'built' | 'loaded' | 'ready'
      this.render();
    });
    solver.on('progress', ({ lowerBound }) => {
      // The bound the search has proved replaces the estimate beside "≤ N"; redrawn now only
      // while the player waits, when the status is busy.
      distance.progress(this.game.tiles, lowerBound);
      if (this.waitSince !== null) this.render();
    });
    solver.on('interim', ({ tiles, moves, lowerBound }) => this.#onInterim(keyOf(tiles), moves, lowerBound));
    solver.on('busy', () => this.renderer.mode(this.mode, this.solver.busy));
    // The 15- and 24-puzzle tables build in a second worker: say how far, under the board.
    solver.on('background', ({ side }) => {
      if (side === solver.side) this.renderer.optimalityNote(optimalityNote(this.game.shape, solver.building, this.optimal));
    });
    // A stuck or crashed worker was replaced: say so here (the request it held fails with a
    // WorkerRestartError, which the asker leaves unsaid) and ask again for the distance shown.
    solver.on('restart', ({ message }) => {
      this.message = this.mode === 'thinking' || this.mode === 'playing' ? `${message} Ask again.` : message;
      if (distance.remaining === null || !distance.proven) this.refreshDistance();
      this.render();
    });
    solver.on('failed', ({ message }) => {
      this.solverOk = false;
      distance.failed();
      if (this.mode === 'thinking') this.setMode('idle');
      this.waitSince = null;
      this.message = `${message} Hints and solving are off; you can still play.`;
      this.render();
    });
    solver.ready.catch((err) => {
      this.solverOk = false;
      this.message = `${err.message} Hints and solving are off; you can still play.`;
      this.render();
    });

    input.on('move', (e) => turn.move(e));
    input.on('undo', () => turn.undo());
    input.on('redo', () => turn.redo());
    input.on('pause', () => (stage.player ? stage.toggle() : solving.pause()));
    input.on('step-forward', () => (stage.player ? stage.step(1) : solving.stepForward()));
    input.on('step-back', () => (stage.player ? stage.step(-1) : solving.stepBack()));
    input.on('copy-link', () => this.copyLink());
    input.on('custom', ({ text }) => turn.loadTyped(text));
    input.on('shuffle', () => { if (!solving.active) turn.deal(); });
    input.on('hint', () => hints.ask());
    input.on('solve', () => solving.solve());
    input.on('stop', () => {
      if (statsPanel.confirmingClear) statsPanel.confirmClear(false);
      else if (stage.player) replays.close();
      else solving.stop();
    });
    input.on('stats-export', () => statsPanel.export());
    input.on('stats-clear', () => statsPanel.confirmClear(true));
    input.on('stats-clear-no', () => statsPanel.confirmClear(false));
    input.on('stats-clear-yes', () => statsPanel.clear());
    input.on('setting', (e) => this.settingsPanel.choose(e));
    input.on('picture-file', ({ file }) => this.picture.keep(file));
    input.on('size-form', (e) => this.settingsPanel.sizeForm(e));
    settings.on('change', (e) => this.settingsPanel.changed(e));
    replays.listen(replayControls);
  }

  /**
   * The solver's first answer for the board shown: "Optimal" is the length of the board as
   * dealt. Moved before it came, the board as dealt may still have been solved (the client
   * keeps answers it no longer waits for), or is asked for when that costs nothing: on the
   * shapes whose sessions prove their first answer (the module's provesAtOnce).
   */
  #dealtLength(length) {
    if (this.best !== null) return;
    const { game } = this;
    const dealt = game.moves === 0 ? { moves: { length }, final: true } : this.solver.best(game.start);
    if (dealt?.final) {
      this.best = dealt.moves.length;
      // On the shapes without proofs a final answer is proven when no bound was left beside it.
      this.provenDeal = this.solver.lowerBoundOf(game.start) === null ? keyOf(game.start) : null;
    } else if (this.rules.provesAtOnce(game.shape)) { // else ask: such boards answer at once
      const start = game.start;
      this.solver.solve(start).then((path) => {
        if (this.best !== null || game.start !== start) return;
        this.best = path.length;
        this.render();
      }, () => {}); // superseded by the player's next question: "Optimal" stays unknown
    }
  }

  // A 4×4 search answered at once with a short solution: show it (an upper bound, the lower
  // bound beside it), and base the hint shown on it, until the proven optimum replaces it.
  #onInterim(key, moves, lowerBound) {
    if (key !== keyOf(this.game.tiles) || this.game.playing) return;
    this.distance.interim(key, moves, lowerBound);
    this.hints.interim(key, moves);
    this.solving.interim(moves);
    this.render();
  }

  refreshDistance() {
    const { distance, game } = this;
    distance.refresh(game.tiles, { solved: game.isSolved(), solverOk: this.solverOk });
    if (distance.since !== null || distance.searchKey !== null) this.recheckSoon();
  }

  /** Look again in a moment: a pending wait may have become worth a spinner. */
  recheckSoon() {
    this.time.setTimeout(() => this.render(), SLOW_MS + 20);
  }

  /** Say what went wrong; false for an error that is no news (a superseded request). */
  showError(err) {
    if (err instanceof SupersededError) return false;
    if (err instanceof WorkerRestartError) return true; // the 'restart' or 'failed' event said it
    console.warn('slide puzzle:', err);
    // The wasm module's messages are written for people: show them as a sentence.
    this.message = sentence(err?.message ?? err);
    return true;
  }

  /** Copy the link the page offers, or show it to be copied by hand. */
  async copyLink() {
    const link = this.#link();
    try {
      await this.clipboard.writeText(link);
      this.message = 'Link to this position copied.';
    } catch {
      this.renderer.selectShareUrl(link);
      this.message = 'Copy the link from the box below the board.';
    }
    this.render();
  }

  /** The link the page offers now: the replay shown, else the board in play. */
  #link() {
    return this.replays.link() ?? this.address.link(this.game.shape, this.game.tiles);
  }

  /** Deal a fresh board of `shape` at the difficulty chosen (dropping a shared position from the address). */
  deal(shape) {
    this.turn.deal(shape);
  }

  /** Save now what is waiting to be saved (the page is being hidden or closed). */
  flush() {
    this.saver.flush();
  }

  /** Open the game (app/opening.js): saved, shared in the address, or dealt. */
  start(options) {
    openGame(this, options);
  }

  // ---- drawing ----

  /** The timer, and whether the worker is searching: kept fresh between redraws. */
  tick() {
    const { player, stage } = this.replays;
    if (player) this.renderer.replayBar(stage.bar());
    if (player || this.stopwatch.running) {
      this.renderer.timer(timerText({ replay: player && { time: player.time() }, elapsed: this.stopwatch.elapsed() }));
    }
    this.renderer.mode(this.mode, this.solver.busy);
  }

  /** The state app/view.js draws from, as plain values. */
  #state(replay) {
    const { game, distance, solver, settings } = this;
    const tiles = game.tiles;
    return {
      mode: this.mode,
      asking: this.asking,
      message: this.message,
      hint: this.hint,
      best: this.best,
      bestProven: this.best !== null && this.provenDeal === keyOf(game.start),
      optimal: this.optimal,
      solverOk: this.solverOk,
      hasReplay: this.replays.last !== null,
      waitSince: this.waitSince,
      now: this.time.now(),
      settings: { animation: settings.get('animation'), speed: settings.get('speed') },
      game: {
        tiles,
        shape: game.shape,
        goal: game.goal,
        moves: game.moves,
        solved: game.isSolved(),
        movable: this.mode === 'idle' ? game.inLine() : [],
        undo: game.past.length > 0,
        redo: game.future.length > 0,
        done: game.playback?.done.length ?? 0,
        queue: game.playback?.queue.length ?? 0,
      },
      distance: {
        remaining: distance.remaining,
        proven: distance.proven,
        lowerBound: distance.lowerBound,
        error: distance.error,
        pending: distance.pending(SLOW_MS),
        proving: distance.proving(tiles),
      },
      solver: { preparing: solver.preparing, progress: solver.progress, busy: solver.busy },
      replay,
      elapsed: this.stopwatch.elapsed(),
      record: this.records.best(game.shape.key),
      link: this.#link(),
    };
  }

  /** Draw everything from the state: the one place the controller asks the renderer to draw. */
  render() {
    const { renderer } = this;
    if (this.hint && this.hint.key !== keyOf(this.game.tiles)) this.hint = null;
    const v = view(this.#state(this.replays.shown()));
    renderer.setSlideDuration(v.slideMs);
    renderer.draw(...v.draw);
    this.inside.update(...v.inside);
    renderer.status(v.status);
    renderer.controls(v.controls);
    renderer.playback(v.playback);
    renderer.searching(v.searching);
    renderer.mode(...v.mode);
    renderer.timer(v.timer);
    renderer.replayBar(v.replayBar);
    renderer.afterSolve(v.afterSolve);
    renderer.figures(v.figures);
    renderer.notices(this.storage.takeNotices());
  }
}
