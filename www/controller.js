// The controller: what the page is doing, as one explicit mode, and what each input does in it.
// It holds no DOM: the renderer draws everything it is given, the input manager reports what
// the player did, the game keeps the board, the solver client answers, storage keeps the rest.
//
// Modes (also on #board as data-mode, with data-busy while the worker searches anything):
//  - 'idle': the player's turn (a 4×4 hint may be shown while its proof is searched for)
//  - 'thinking': a hint or solution the player asked for is awaited from the worker
//  - 'playing': Solve's moves are being animated
//  - 'paused': that playback is paused (step through it, resume or stop)
//  - 'replaying': a recorded solve, or the solver's solution of the board as dealt, plays back
//    on the board (replayer.js); the game waits underneath, untouched

import { parseCustom, sentence } from './board-input.js';
import { isMoveText, parseScramble } from './notation/scramble.js';
import { NUMBERS, OWN, pictureFile } from './pictures.js';
import { levelOf, levelsFor } from './difficulty.js';
import { bestText, clock, plural, solvedMessage, tilesText } from './play-words.js';
import {
  SEARCHING, hintText, optimalityNote, percentText, searchDetail, solveWaitText, tablesText,
} from './search-words.js';
import { OTHER_SIZE } from './render.js';
import { MAX_SIDE, MIN_SIDE, parseShape, puzzleName, shapeOf, sizeLabel } from './shape.js';
import { Recording, check, decode, encode, fromPath } from './replay.js';
import { ReplayStage } from './replayer.js';
import { SupersededError, WorkerRestartError } from './solver-client.js';
import { toCsv } from './stats.js';
import { readSavedGame, savedGame } from './saved-game.js';
import { statsView } from './stats-view.js';

export const MODES = Object.freeze(['idle', 'thinking', 'playing', 'paused', 'replaying']);

/** An answer that takes longer than this gets a spinner and a word of explanation. */
export const SLOW_MS = 300;

/** Boards of at most this many cells are solved in milliseconds, so asking costs nothing. */
const QUICK_CELLS = 12;

const keyOf = (tiles) => tiles.join(',');

export class Controller {
  /**
   * @param {object} parts
   * @param {object} parts.rules      the wasm module (isOptimal, and the deals)
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
   * @param {object} [parts.clock]    {now(), setTimeout, clearTimeout}
   * @param {object} [parts.learn]    what a solve teaches (www/analysis/, www/stats/): {dealt(),
   *   solved(replay | null), replayShown(replay | null), statsDrawn(stats, shape)}
   */
  constructor({
    rules, game, input, renderer, solver, storage, settings, records, stats, distance, stopwatch, saverFor, address,
    inside = { update() {}, searched() {} }, replays = null, learn = { dealt() {}, solved() {}, replayShown() {} },
    pictures = { own: () => null, keep: async () => ({ error: 'Pictures cannot be kept here.' }) },
    clock: time = { now: () => performance.now(), setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (id) => clearTimeout(id) },
  }) {
    Object.assign(this, { rules, game, input, renderer, solver, storage, settings, records, stats, distance, stopwatch, address, inside, pictures, time, learn });
    this.saver = saverFor(() => this.#saveGame());
    this.mode = 'idle';
    this.asking = null;      // {kind: 'hint' | 'solve'} while thinking: the request awaited
    this.waitSince = null;   // when the player started waiting for a hint or a solution
    this.solverOk = true;
    this.optimal = true;     // the solver's answers are proven shortest for this size
    this.hint = null;        // {key, tile, proven}: the hint shown (4×4, before the player makes it)
    this.best = null;        // the solver's length for the dealt board
    this.message = '';
    this.newRecord = false;
    this.confirmingClear = false; // the question before clearing the statistics is shown
    this.recording = new Recording(rules); // the moves of the board in play, with their times
    this.lastReplay = null;  // the code of the replay of the solve just made
    this.stage = new ReplayStage(time, rules); // the replay shown in mode 'replaying'
    this.clockWasRunning = false; // the game's clock, stopped while a replay shows
    this.#listen();
    if (replays) this.#listenReplays(replays);
    this.#applySettings();
  }

  #setMode(mode, asking = null) {
    this.mode = mode;
    this.asking = asking;
  }

  #listen() {
    const { game, input, solver, distance, settings } = this;
    game.on('change', (e) => this.#onChange(e));
    game.on('playstart', ({ kind }) => { if (kind === 'solver') this.#setMode('playing'); });
    game.on('playpause', ({ paused, kind }) => { if (kind === 'solver') this.#setMode(paused ? 'paused' : 'playing'); });
    game.on('playend', (e) => this.#onPlayEnd(e));
    game.on('error', ({ error }) => {
      this.#setMode('idle');
      this.#showError(error);
      this.render();
    });

    distance.on('change', () => this.render());
    distance.on('answer', ({ length }) => {
      if (this.best !== null) return;
      // Moved before the first answer came: the board as dealt may still have been solved (the
      // client keeps answers it no longer waits for), and its length is the one "Optimal" shows.
      const { game } = this;
      const dealt = game.moves === 0 ? { moves: { length }, optimal: true } : this.solver.best(game.start);
      if (dealt?.optimal) this.best = dealt.moves.length;
      else if (this.optimal && game.shape.cells <= QUICK_CELLS) { // else ask: boards this small answer at once
        const start = game.start;
        this.solver.solve(start).then((path) => {
          if (this.best !== null || game.start !== start) return;
          this.best = path.length;
          this.render();
        }, () => {}); // superseded by the player's next question: "Optimal" stays unknown
      }
    });
    distance.on('error', ({ error }) => this.#showError(error));

    solver.on('prepare', ({ phase, source }) => {
      if (phase === 'start') this.#recheckSoon();
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
    solver.on('busy', () => this.renderer.mode(this.mode, this.#workerBusy()));
    // The 15- and 24-puzzle tables build in a second worker: say how far, under the board.
    solver.on('background', ({ side }) => {
      if (side === solver.side) this.renderer.optimalityNote(optimalityNote(this.game.shape, solver.building, this.optimal));
    });
    // A stuck or crashed worker was replaced: say so here (the request it held fails with a
    // WorkerRestartError, which the asker leaves unsaid) and ask again for the distance shown.
    solver.on('restart', ({ message }) => {
      this.message = this.mode === 'thinking' || this.mode === 'playing' ? `${message} Ask again.` : message;
      if (distance.remaining === null || !distance.proven) this.#refreshDistance();
      this.render();
    });
    solver.on('failed', ({ message }) => {
      this.solverOk = false;
      distance.failed();
      if (this.mode === 'thinking') this.#setMode('idle');
      this.waitSince = null;
      this.message = `${message} Hints and solving are off; you can still play.`;
      this.render();
    });
    solver.ready.catch((err) => {
      this.solverOk = false;
      this.message = `${err.message} Hints and solving are off; you can still play.`;
      this.render();
    });

    input.on('move', ({ tile, dir }) => {
      if (this.mode !== 'idle') return;
      if (tile !== undefined) game.slide(tile);
      else game.slideToward(dir);
    });
    input.on('undo', () => this.#undo());
    input.on('redo', () => this.#redo());
    input.on('pause', () => (this.stage.player ? this.stage.toggle() : this.#pause()));
    input.on('step-forward', () => (this.stage.player ? this.stage.step(1) : this.#stepForward()));
    input.on('step-back', () => (this.stage.player ? this.stage.step(-1) : this.#stepBack()));
    input.on('copy-link', () => this.#copyLink());
    input.on('custom', ({ text }) => this.#loadTyped(text));
    input.on('shuffle', () => {
      if (this.mode === 'playing' || this.mode === 'paused' || this.asking?.kind === 'solve') return;
      this.deal();
    });
    input.on('hint', () => this.#askHint());
    input.on('solve', () => this.#solve());
    input.on('stop', () => {
      if (this.confirmingClear) this.#confirmClear(false);
      else if (this.stage.player) this.#closeReplay();
      else this.#stopSolving();
    });
    input.on('stats-export', () => {
      const day = new Date().toISOString().slice(0, 10);
      this.renderer.download(`slide-solves-${day}.csv`, toCsv(this.stats.solves));
    });
    input.on('stats-clear', () => this.#confirmClear(true));
    input.on('stats-clear-no', () => this.#confirmClear(false));
    input.on('stats-clear-yes', () => {
      const count = this.stats.solves.length;
      this.stats.clear();
      this.confirmingClear = false;
      this.message = `Statistics cleared: ${plural(count, 'solve')} forgotten.`;
      this.#drawStats();
      this.render();
    });
    input.on('setting', ({ name, value }) => {
      if (name === 'size') {
        const shape = parseShape(value);
        if (shape) this.deal(shape);
        else if (value === OTHER_SIZE) this.renderer.sizeForm({ open: true });
      } else if (name === 'difficulty') {
        if (settings.setDifficulty(game.shape, value)) this.deal(game.shape);
      } else if (name === 'picture' && value === OWN && !this.pictures.own()) {
        this.#applySettings(); // the select goes back until there is an image to show
        this.renderer.pictureNote('Choose an image file for your own picture.');
        this.renderer.askForPicture();
      } else {
        settings.set(name, value);
      }
    });
    input.on('picture-file', ({ file }) => this.#keepPicture(file));
    input.on('size-form', ({ width, height }) => {
      const shape = shapeOf(Number(width), Number(height));
      if (!shape) {
        this.renderer.sizeForm({ open: true, error: `Width and height are whole numbers from ${MIN_SIDE} to ${MAX_SIDE}.` });
        return;
      }
      this.renderer.sizeForm({ open: false });
      this.deal(shape);
    });
    settings.on('change', ({ name }) => {
      if (name === 'speed') game.setInterval(settings.get('speed'));
      this.#applySettings();
      this.render();
    });
  }

  /** Hand the settings to the parts that use them. */
  #applySettings() {
    const { settings } = this;
    this.input.hover = settings.get('control') === 'hover';
    // The player's picture chosen but gone from storage: numbers, until a new one is chosen.
    const chosen = settings.get('picture');
    const url = chosen === OWN ? this.pictures.own() : pictureFile(chosen);
    const picture = chosen === OWN && !url ? NUMBERS : chosen;
    this.renderer.settings({
      speed: settings.get('speed'), animation: settings.get('animation'), control: settings.get('control'),
      picture, numbers: settings.get('numbers'),
    });
    this.renderer.picture({ url, numbers: settings.get('numbers') });
  }

  /** The player chose an image file: cut and keep it, and show it, or say why not. */
  async #keepPicture(file) {
    const result = await this.pictures.keep(file);
    if (result.error) {
      this.renderer.pictureNote(result.error, { error: true });
      return;
    }
    this.renderer.pictureNote(result.kept
      ? 'Your image is on the tiles. It stays in this browser: it is never uploaded.'
      : 'Your image is on the tiles for this visit: this browser would not keep it.');
    if (this.settings.get('picture') === OWN) this.#applySettings(); // the same setting, a new image
    else this.settings.set('picture', OWN); // redrawn on the settings' 'change'
  }

  /** How long one tile's slide animates: the player's choice, kept below the solver's pace. */
  #slideMs() {
    const ms = this.settings.get('animation');
    return this.mode === 'playing' || this.mode === 'paused' ? Math.min(ms, this.settings.get('speed') * 0.8) : ms;
  }

  #onChange({ steps, path, by, reason }) {
    const { game, solver } = this;
    if (reason === 'slide') for (const s of steps) solver.advance(s.previous, s.tile, s.next);
    if (reason === 'new') {
      this.optimal = this.rules.isOptimal(game.shape.width, game.shape.height);
      solver.setShape(game.shape, this.optimal);
      this.#describeSize(game.shape);
      this.#drawStats();
      this.stopwatch.reset();
    }
    if (this.asking?.kind === 'hint') solver.cancel(); // the pending hint was for the old board
    if (this.hint) { // a hint shown for the old board, and any wait for its proof, are over
      this.hint = null;
      this.waitSince = null;
    }
    this.#refreshDistance();
    const solved = game.isSolved();
    if (reason === 'slide' && !solved) this.stopwatch.start();
    if (solved) this.stopwatch.stop();
    this.#record({ steps, reason });
    if (reason === 'new') {
      this.best = this.distance.remaining;
      this.message = 'New puzzle. Slide the tiles into order.';
      this.learn.dealt();
    } else if (reason === 'undo') {
      this.message = `Undone: ${tilesText(path)} moved back.`;
    } else if (solved && reason === 'slide') {
      this.#recordResult();
      if (by !== 'solver') this.message = this.#solvedMessage();
      if (by !== 'solver') this.learn.solved(this.recording.replay());
    } else if (by === 'player') {
      this.message = '';
    }
    this.saver.changed();
    this.render();
  }

  #onPlayEnd({ completed, kind, left }) {
    if (kind === 'solver') {
      this.#setMode('idle');
      if (!this.game.isSolved()) this.newRecord = false;
      this.message = completed && this.game.isSolved()
        ? this.#solvedMessage()
        : `Stopped with ${plural(left, 'move')} to go. Your turn.`;
    }
    this.render();
  }

  // A 4×4 search answered at once with a short solution: show it (an upper bound, the lower
  // bound beside it), and base the hint shown on it, until the proven optimum replaces it.
  #onInterim(key, moves, lowerBound) {
    if (key !== keyOf(this.game.tiles) || this.game.playing) return;
    this.distance.interim(key, moves, lowerBound);
    if (this.hint?.key === key && !this.hint.proven) this.#showHint({ tile: moves[0], proven: false, length: moves.length });
    if (this.asking?.kind === 'hint' && !this.optimal && moves.length > 0) {
      // 5×5 and up: no proof will come, only a better answer later; this one gives the hint now.
      this.#setMode('idle');
      this.waitSince = null;
      this.#playHint(moves[0]);
    }
    if (this.asking?.kind === 'solve') this.message = solveWaitText(moves.length);
    this.render();
  }

  #refreshDistance() {
    const { distance, game } = this;
    distance.refresh(game.tiles, { solved: game.isSolved(), solverOk: this.solverOk });
    if (distance.since !== null || distance.searchKey !== null) this.#recheckSoon();
  }

  /** Look again in a moment: a pending wait may have become worth a spinner. */
  #recheckSoon() {
    this.time.setTimeout(() => this.render(), SLOW_MS + 20);
  }

  #recordResult() {
    const { game } = this;
    this.newRecord = false;
    if (game.moves === 0) return;
    const ms = Math.round(this.stopwatch.elapsed());
    const replay = this.recording.replay();
    this.lastReplay = (replay && encode(replay, this.rules).code) ?? null;
    this.stats.add({
      size: game.shape.key, ms, moves: game.moves, assisted: game.assisted > 0 || game.undos > 0,
      optimal: this.optimal ? this.best : null, at: Date.now(), ...(this.lastReplay ? { replay: this.lastReplay } : {}),
    });
    this.#drawStats();
    if (game.assisted > 0) return;
    this.newRecord = this.records.add(game.shape.key, game.moves, ms);
  }

  #confirmClear(show) {
    this.confirmingClear = show;
    this.renderer.confirmClear(show);
  }

  /** The statistics of the size in play: this session's and all time's, and the solves. */
  #drawStats() {
    this.renderer.stats({ ...statsView(this.stats, this.game.shape), confirming: this.confirmingClear });
    this.learn.statsDrawn?.(this.stats, this.game.shape);
  }

  #solvedMessage() {
    const { game } = this;
    return solvedMessage(
      { moves: game.moves, assisted: game.assisted, best: this.best, optimal: this.optimal },
      this.stopwatch.elapsed(), game.shape, this.newRecord,
    );
  }

  #showError(err) {
    if (err instanceof SupersededError) return false;
    if (err instanceof WorkerRestartError) return true; // the 'restart' or 'failed' event said it
    console.warn('slide puzzle:', err);
    // The wasm module's messages are written for people: show them as a sentence.
    this.message = sentence(err?.message ?? err);
    return true;
  }

  /** Size-dependent words: the title, the select, the difficulty levels, the note on optimality. */
  #describeSize(shape) {
    const chosen = this.settings.difficulty(shape);
    this.renderer.describeSize({
      shape,
      name: puzzleName(shape),
      levels: levelsFor(shape),
      chosen,
      note: levelOf(shape, chosen).note,
      optimal: this.optimal,
      optimalityNote: optimalityNote(shape, this.solver.building, this.optimal),
    });
  }

  // ---- the player's turn ----

  #undo() {
    if (this.mode === 'paused') {
      this.game.stepBack();
      return;
    }
    if (this.mode !== 'idle') return;
    this.game.undo();
  }

  #redo() {
    if (this.mode === 'paused') {
      this.#stepForward();
      return;
    }
    if (this.mode !== 'idle') return;
    const before = this.game.past.length;
    if (this.game.redo()) this.message = `Redone: ${tilesText(this.game.past.slice(before).map((m) => m.tile))} moved again.`;
    this.render();
  }

  async #copyLink() {
    const link = this.#link();
    try {
      await navigator.clipboard.writeText(link);
      this.message = 'Link to this position copied.';
    } catch {
      this.renderer.selectShareUrl(link);
      this.message = 'Copy the link from the box below the board.';
    }
    this.render();
  }

  /** Load a board the player typed: its tiles, or moves from the solved board (a scramble). */
  #loadTyped(text) {
    const result = isMoveText(text) ? parseScramble(text, this.rules, this.game.shape) : parseCustom(text, this.rules, this.game.shape);
    this.renderer.customError(result.error ?? '');
    if (result.error) return;
    this.#load(result.tiles, result.shape);
    this.message = this.game.isSolved() ? 'Your board is already solved.' : 'Your board is loaded. Slide the tiles into order.';
    this.address.sync(this.game.shape);
    this.render();
  }

  /** Start afresh from `tiles` of `shape`: whatever was asked of the solver or playing is over. */
  #load(tiles, shape) {
    this.#closeReplay();
    this.#setMode('idle');
    this.waitSince = null;
    this.solver.cancel();
    this.game.stop();
    this.best = null;
    this.game.load(tiles, shape);
  }

  /** Deal a fresh board of `shape` at the difficulty chosen (dropping a shared position from the address). */
  deal(shape = this.game.shape) {
    const level = levelOf(shape, this.settings.difficulty(shape));
    this.#load(Array.from(level.deal(this.rules, shape)), shape);
    if (level.optimal !== undefined) this.best = level.optimal;
    this.address.sync(this.game.shape);
    this.render();
  }

  // ---- hints ----

  /** Show `tile` as the hint for the board in view (4×4: made by a second press, or by hand). */
  #showHint({ tile, proven, length }) {
    this.hint = { key: keyOf(this.game.tiles), tile, proven };
    this.message = hintText({ tile, dir: this.game.directionOf(tile), proven, length });
  }

  /** Make the hinted move. */
  #playHint(tile) {
    this.inside.searched(this.game.tiles);
    const dir = this.game.directionOf(tile);
    this.hint = null;
    this.message = `Hint: tile ${tile} moved ${dir ?? ''}.`.replace(' .', '.');
    this.game.assist(tile);
  }

  /**
   * A 4×4 hint before the board's shortest solution is proven: the first move of the short
   * solution at once, upgraded to the first move of the optimal one when the search proves it.
   * The board stays playable meanwhile (the mode stays 'idle'): a move abandons the search.
   */
  #hintWhileProving() {
    const { game, solver } = this;
    const asked = keyOf(game.tiles);
    const known = solver.best(game.tiles);
    this.hint = { key: asked, tile: null, proven: false };
    if (known) this.#showHint({ tile: known.moves[0], proven: false, length: known.moves.length });
    this.waitSince = this.time.now();
    this.#recheckSoon();
    this.render();
    solver.hint(game.tiles).then(
      (tile) => {
        if (this.hint?.key !== asked || keyOf(game.tiles) !== asked) return; // stale: the board moved on
        this.waitSince = null;
        const length = solver.best(game.tiles)?.moves.length ?? 0;
        if (tile !== undefined) this.#showHint({ tile, proven: true, length });
        this.render();
      },
      (err) => {
        if (this.hint?.key !== asked || keyOf(game.tiles) !== asked) return;
        this.waitSince = null;
        if (!this.hint.tile) this.hint = null;
        this.#showError(err);
        this.render();
      },
    );
  }

  async #askHint() {
    const { game, solver } = this;
    if (this.mode !== 'idle' || game.isSolved() || !this.solverOk) return;
    const asked = keyOf(game.tiles);
    if (this.hint?.key === asked && this.hint.tile) { // a second press makes the move shown
      this.waitSince = null;
      this.#playHint(this.hint.tile);
      return;
    }
    const known = solver.best(game.tiles);
    // Shapes whose proofs use tables built apart (4×4) may take a while: the short answer's
    // hint at once, the proven one when it comes.
    if (this.optimal && solver.plan?.apart && !known?.optimal) {
      this.#hintWhileProving();
      return;
    }
    if (!this.optimal && known && !known.optimal && known.moves.length > 0) {
      // 5×5: no proof will come, only a better answer later; the answer shown gives the hint now.
      this.#playHint(known.moves[0]);
      return;
    }
    const request = { kind: 'hint' };
    this.#setMode('thinking', request);
    this.waitSince = this.time.now();
    this.#recheckSoon();
    this.render();
    try {
      const tile = await solver.hint(game.tiles);
      if (this.asking !== request || keyOf(game.tiles) !== asked || tile === undefined) return; // stale
      this.#setMode('idle');
      this.waitSince = null;
      this.#playHint(tile);
    } catch (err) {
      if (this.asking === request && keyOf(game.tiles) === asked) this.#showError(err);
    } finally {
      if (this.asking === request) {
        this.#setMode('idle');
        this.waitSince = null;
      }
      this.render();
    }
  }

  // ---- Solve and its playback ----

  /** Play `path` from the board shown, saying what it is. */
  #playSolution(path) {
    const { game } = this;
    this.message = this.optimal
      ? `Playing the shortest solution: ${plural(path.length, 'move')}. Press Stop to take over.`
      : `Playing a ${path.length}-move solution. Press Stop to take over.`;
    this.inside.searched(game.tiles);
    game.play(path, { interval: this.settings.get('speed'), kind: 'solver' }); // 'playstart' sets the mode
  }

  async #solve() {
    const { game, solver } = this;
    if (this.asking?.kind === 'solve' || this.mode === 'playing' || this.mode === 'paused') {
      this.#stopSolving();
      return;
    }
    if (this.mode !== 'idle' || game.isSolved() || !this.solverOk) return;
    const known = solver.best(game.tiles);
    if (known && !known.optimal && !this.optimal) {
      // 5×5: no proof will come, only a better answer in a few seconds; play the best one now.
      solver.cancel();
      this.#playSolution(known.moves);
      return;
    }
    const asked = keyOf(game.tiles);
    const request = { kind: 'solve' };
    this.#setMode('thinking', request);
    this.hint = null;
    this.waitSince = this.time.now();
    if (known && !known.optimal) this.message = solveWaitText(known.moves.length); // the proof follows
    this.#recheckSoon();
    this.render();
    try {
      const path = await solver.solve(game.tiles);
      if (this.asking !== request || keyOf(game.tiles) !== asked) return; // stopped or stale
      this.waitSince = null;
      this.#playSolution(path);
    } catch (err) {
      if (err instanceof SupersededError || this.asking !== request) return;
      this.#setMode('idle');
      this.waitSince = null;
      this.#showError(err);
      this.render();
    }
  }

  #stopSolving() {
    if (this.mode === 'playing' || this.mode === 'paused') {
      this.game.stop(); // 'playend' hands the board back
      return;
    }
    if (this.asking?.kind !== 'solve' && this.asking?.kind !== 'watch') return;
    this.#setMode('idle');
    this.waitSince = null;
    this.solver.cancel();
    this.message = 'Stopped. Your turn.';
    this.render();
  }

  #pause() {
    const { game } = this;
    if (this.mode === 'paused') {
      this.message = 'Playing on.';
      game.resume();
    } else if (this.mode === 'playing') {
      game.pause();
      this.message = `Paused with ${plural(game.playback.queue.length, 'move')} to go. Step through it, or resume.`;
    }
    this.render();
  }

  #stepForward() {
    const { game } = this;
    if (this.mode !== 'paused') return;
    game.stepForward();
    if (game.playback.queue.length === 0) {
      game.resume(); // the end: finish the playback
      return;
    }
    this.message = `Step: ${plural(game.playback.queue.length, 'move')} to go.`;
    this.render();
  }

  #stepBack() {
    const { game } = this;
    if (this.mode !== 'paused') return;
    game.stepBack();
    this.message = `Step back: ${plural(game.playback.queue.length, 'move')} to go.`;
    this.render();
  }

  // ---- replays ----

  #listenReplays(replays) {
    const { stage } = this;
    stage.on('change', () => this.render());
    stage.on('say', ({ text }) => { this.message = text; });
    replays.on('replay-open', ({ code }) => this.#openCode(code, 'A solve of yours'));
    replays.on('replay-last', () => { if (this.lastReplay) this.#openCode(this.lastReplay, 'Your solve'); });
    replays.on('watch-optimal', () => this.#watchSolver());
    replays.on('replay-toggle', () => stage.toggle());
    replays.on('replay-exit', () => this.#closeReplay());
    replays.on('replay-copy', () => this.#copyLink());
    replays.on('replay-speed', ({ speed }) => stage.setSpeed(speed));
    replays.on('replay-seek', ({ move }) => stage.seek(move));
  }

  /** Keep the moves of the board in play, with the clock's reading, for its replay. */
  #record({ steps, reason }) {
    const { game, recording } = this;
    if (reason === 'new' || reason === 'restore') {
      recording.begin(game.shape, game.start);
      this.lastReplay = null;
      if (game.past.length > 0) recording.lose(); // a saved game's moves were not timed
    } else if (steps) {
      recording.add(steps, this.stopwatch.elapsed());
    }
  }

  /** Open a replay code (stored or from a link); a bad one is said, and play goes on. */
  #openCode(code, title) {
    if (this.mode !== 'idle' && this.mode !== 'replaying') return false;
    const { replay, error } = decode(code, this.rules);
    if (error) {
      this.message = error;
      this.render();
      return false;
    }
    this.#openReplay(replay, title, code);
    return true;
  }

  /** Show `replay` on the board, playing, with the bar to pause, scrub and leave it. */
  #openReplay(replay, title, code, pace = null) {
    if (!this.stage.player) this.clockWasRunning = this.stopwatch.running;
    this.stopwatch.stop();
    this.#setMode('replaying');
    this.address.replay?.(code);
    this.stage.open(replay, title, code, pace);
    this.learn.replayShown(replay);
    this.render();
  }

  /** Back to the game underneath, as it was. */
  #closeReplay({ quiet = false } = {}) {
    if (!this.stage.close()) return;
    this.#setMode('idle');
    this.address.replay?.(null);
    this.learn.replayShown(null);
    if (this.clockWasRunning) this.stopwatch.start();
    if (quiet) return;
    this.message = this.game.isSolved() ? 'Back to your solved board. Shuffle for a new one.' : 'Back to your game.';
    this.render();
  }

  /** Play the solver's solution of the board as dealt (after a solve), paced at the solver's speed. */
  async #watchSolver() {
    const { game, solver } = this;
    if (this.mode !== 'idle' || !this.solverOk || game.moves === 0) return;
    const start = game.start.slice();
    const request = { kind: 'watch' };
    this.#setMode('thinking', request);
    this.waitSince = this.time.now();
    this.#recheckSoon();
    this.render();
    let path;
    try {
      path = await solver.solve(start);
    } catch (err) {
      if (this.asking !== request) return;
      this.#setMode('idle');
      this.waitSince = null;
      this.#showError(err);
      this.render();
      return;
    }
    if (this.asking !== request) return; // stopped, or the board changed
    this.#setMode('idle');
    this.waitSince = null;
    const pace = this.settings.get('speed');
    const { replay, error } = check(fromPath(this.game.shape, start, path, pace, this.rules), this.rules);
    if (error) {
      this.message = error;
      this.render();
      return;
    }
    this.#openReplay(replay, this.optimal ? 'The optimal solution' : 'The solver’s solution', encode(replay, this.rules).code, pace);
  }

  /**
   * Show the position after `move` moves of the replay shown, paused, else of the last solve's
   * replay (opened for it): a point of the analysis chosen. `open: false` only moves a replay
   * already shown.
   */
  showMove(move, { open = true } = {}) {
    if (!this.stage.player && (!open || !this.lastReplay || !this.#openCode(this.lastReplay, 'Your solve'))) return;
    this.stage.player.pause();
    this.stage.seek(move);
  }

  /** Play `path` from `start` on `shape` as a replay titled `title` (a solution listed), at the solver's pace. */
  showSolution(shape, start, path, title) {
    if (this.mode !== 'idle' && this.mode !== 'replaying') return;
    const pace = this.settings.get('speed');
    const { replay, error } = check(fromPath(shape, start, path, pace, this.rules), this.rules);
    if (error) {
      this.message = error;
      this.render();
      return;
    }
    this.#openReplay(replay, title, encode(replay, this.rules).code, pace);
  }

  /** The link the page offers now: the replay shown, else the board in play. */
  #link() {
    if (this.stage.player) return this.address.replayLink(this.stage.shown.code);
    return this.address.link(this.game.shape, this.game.tiles);
  }

  /** The bar and the clock of the replay shown. */
  #drawReplay() {
    this.renderer.replayBar(this.stage.bar());
    this.renderer.timer(clock(Math.max(0, this.stage.player.time())));
  }

  // ---- saving and starting ----

  #saveGame() {
    const { game } = this;
    if (game.tiles.length === 0) return;
    this.storage.set('game', savedGame(game, this.stopwatch.elapsed(), this.best));
    this.renderer.notices(this.storage.takeNotices());
  }

  /** Save now what is waiting to be saved (the page is being hidden or closed). */
  flush() {
    this.saver.flush();
  }

  /**
   * Open the game: the saved game when it should go on (`resume` says, given its start), else
   * the board shared in the address, else a fresh deal. `asked`: {shape, sizeNotice, rawBoard}
   * from the address; `shared`: {tiles, shape} or {error} for its board, or null; `resume` is
   * handed the saved game as saved-game.js reads it. A replay the address asks for
   * (`asked.rawReplay`) then plays over it; a bad one is said, over a fresh board.
   */
  start({ asked, shared, resume }) {
    const { game, storage } = this;
    let notice = shared?.tiles ? '' : asked.sizeNotice; // a shared board sets its own size
    const saved = readSavedGame(storage.get('game', (v) => readSavedGame(v) !== null, null));
    let restored = false;
    if (saved && resume(saved)) {
      try {
        this.best = saved.optimal;
        game.restore(saved);
        this.best = saved.optimal ?? this.best;
        this.stopwatch.reset(saved.elapsed);
        restored = true;
        this.message = game.isSolved() ? 'Your last game, solved. Shuffle for a new one.' : 'Welcome back: your game goes on.';
        this.address.sync(game.shape, shared?.tiles ?? null);
      } catch (err) {
        storage.notices.push(`The saved game could not be restored (${sentence(err?.message ?? err)}) Here is a fresh board.`);
        storage.remove('game');
        this.best = null;
      }
    }
    if (!restored && shared?.tiles) {
      game.load(shared.tiles, shared.shape);
      this.message = game.isSolved()
        ? 'This board from the address is already solved. Shuffle for a new one.'
        : 'Here is the board from the address. Slide the tiles into order.';
      this.address.sync(game.shape, shared.tiles);
    } else if (!restored) {
      if (shared?.error) notice = `${shared.error} Here is a fresh one.`;
      this.deal(asked.shape);
    }
    if (notice && !restored) this.message = notice;
    if (asked.rawReplay !== null && asked.rawReplay !== undefined) this.#startReplay(asked.rawReplay, restored);
    this.render();
  }

  /** The replay in the address: shown over the game, or refused with a fresh board to play. */
  #startReplay(code, restored) {
    const { replay, error } = decode(code, this.rules);
    if (error) {
      if (restored) this.deal();
      this.message = `${error} Here is a fresh board.`;
      this.address.replay?.(null);
      return;
    }
    if (!restored && replay.shape !== this.game.shape) this.deal(replay.shape);
    this.#openReplay(replay, `A shared ${sizeLabel(replay.shape)} solve`, code);
  }

  // ---- drawing ----

  /** The timer, and whether the worker is searching: kept fresh between redraws. */
  tick() {
    if (this.stage.player) this.#drawReplay();
    else if (this.stopwatch.running) this.renderer.timer(clock(this.stopwatch.elapsed()));
    this.renderer.mode(this.mode, this.#workerBusy());
  }

  /** Whether the worker is searching anything: an answer owed, one waiting, or tables being made. */
  #workerBusy() {
    return this.solver.busy;
  }

  /** Spinner text, once an answer has kept the player waiting for more than a moment. */
  #progressText() {
    const now = this.time.now();
    const p = this.solver.preparing; // tables come before any answer: say so once they take a moment
    if (p) return now - p.since >= SLOW_MS ? tablesText(p.side, p.share) : '';
    if (this.waitSince === null || now - this.waitSince < SLOW_MS) return '';
    // A short answer is shown already: keep it in view, and say the search goes on.
    if (this.distance.proving(this.game.tiles) && !this.distance.proven) return `${this.message} ${SEARCHING}`.trim();
    return 'Thinking…';
  }

  /**
   * A running figure beside the spinner, shown but not announced: the share of a table build,
   * or how far the search has got ("25 million positions, none shorter than 76").
   */
  #progressDetail() {
    const { solver } = this;
    if (solver.preparing) return percentText(solver.preparing.share);
    const n = solver.progress?.positions;
    if (this.waitSince === null || !n) return '';
    if (this.distance.proving(this.game.tiles)) return searchDetail(n, solver.progress.lowerBound);
    return `${Math.round(n / 1e6).toLocaleString('en')} million positions searched`;
  }

  /** Draw everything from the state: the one place the controller asks the renderer to draw. */
  render() {
    const { game, distance, renderer, stopwatch } = this;
    const solved = game.isSolved();
    const idle = this.mode === 'idle';
    const { player } = this.stage;
    if (this.hint && this.hint.key !== keyOf(game.tiles)) this.hint = null;
    renderer.setSlideDuration(this.#slideMs());
    if (player) {
      const { tiles, goal, solved: done, shape } = this.stage.board();
      renderer.draw(tiles, { shape, goal, solved: done });
    } else {
      renderer.draw(game.tiles, {
        shape: game.shape,
        goal: game.goal,
        movable: idle ? game.inLine() : [],
        solved,
        hint: this.hint?.tile ? this.hint : null,
      });
    }
    this.inside.update(game.tiles, {
      knownDistance: this.optimal && distance.proven ? distance.remaining : null, width: game.shape.width,
    });
    renderer.status({
      moves: player ? player.index : game.moves,
      remaining: player ? null : (solved ? 0 : distance.remaining),
      exact: (this.optimal && distance.proven) || solved,
      lowerBound: distance.lowerBound,
      unknown: distance.error && distance.remaining === null,
      pending: !solved && distance.pending(SLOW_MS),
      message: this.message,
      progress: this.#progressText(),
      progressDetail: this.#progressDetail(),
      busy: this.mode === 'playing' || Boolean(player?.playing), // announced once it stops
    });
    const solving = this.asking?.kind === 'solve' || this.mode === 'playing' || this.mode === 'paused';
    renderer.controls({ ready: true, busy: !idle, solving, solved, solverOk: this.solverOk });
    const pb = game.playback;
    renderer.playback({
      undo: idle && game.past.length > 0,
      redo: idle && game.future.length > 0,
      pause: this.mode === 'playing' || this.mode === 'paused',
      paused: this.mode === 'paused',
      stepBack: this.mode === 'paused' && pb.done.length > 0,
      stepForward: this.mode === 'paused' && pb.queue.length > 0,
    });
    renderer.searching(distance.proving(game.tiles));
    renderer.mode(this.mode, this.#workerBusy());
    renderer.timer(clock(stopwatch.elapsed()));
    if (player) this.#drawReplay();
    else renderer.replayBar(null);
    renderer.afterSolve({
      replay: idle && solved && this.lastReplay !== null,
      watch: idle && solved && game.moves > 0 && this.solverOk ? (this.optimal ? 'Watch the optimal' : 'Watch the solver’s solution') : null,
    });
    renderer.figures({
      optimal: this.best === null || player ? null : `${this.optimal ? '' : '≤ '}${this.best}`,
      proof: this.best === null || player ? 'none' : (this.optimal ? 'optimal' : 'bound'),
      best: bestText(game.shape, this.records.best(game.shape.key)),
      link: this.#link(),
    });
    renderer.notices(this.storage.takeNotices());
  }
}
