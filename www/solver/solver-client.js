// A promise API over the solver worker.
//
// Every board is solved by one session in the worker (the wasm module's Session: it decides how
// each shape's answer is made). The latest request wins: a newer one supersedes the older, whose
// promise rejects with a SupersededError and whose answer, if it still comes, is ignored (though
// kept in the cache, being correct for its own board). The worker reads its messages between the
// slices of a session, so a new board or cancel() ends the session under way at once: the
// worker, its wasm instance and its tables stay.
//
// A watchdog keeps the worker honest. While the worker owes an answer it must say something at
// least every `stallMs` (a session reports after every slice); loading the wasm (slow on a slow
// network) and building tables, which send nothing until done, get `slowStallMs`. A worker that
// falls silent that long, crashes, or reports that its wasm instance trapped is terminated and a
// fresh one started; the request it held is rejected with a WorkerRestartError and a 'restart'
// event {reason: 'stalled' | 'crashed' | 'trapped', message} lets the page say so. Three
// failures with no good answer between them mean something is wrong for good: the client then
// stops (every request rejects) and emits 'failed' {message}. So does one trap for want of
// memory (the worker names it 'OutOfMemory'): a fresh worker would get no more.
//
// setShape(shape, optimal) tells the client which board shape (shape.js) comes next: every board
// asked about is of that shape (the worker is sent its width), and answers are cached per shape;
// `optimal` is the module's isOptimal for it. The module's tablePlan for the shape says whether
// it has tables, and how they come: the worker gets them at once (and again in every fresh
// worker), reporting 'prepare' events {phase: 'start' | 'progress' | 'end' | 'error' |
// 'cancel', side, share, ms, source, error} so the page can say so; `preparing.share` is the
// share of a build done so far, and `tablesSource` says how the last tables came ('built',
// 'loaded' from IndexedDB, or 'ready').
//
// Tables the plan builds apart (4×4, 5×5) are only loaded by the solving worker; when none are
// kept, a second worker builds them while sessions answer without them (4×4: proven with a quick
// database), and 'background' events {phase: 'start' | 'progress' | 'end' | 'error', side,
// share, kept} tell the page how far it is (`building` while it runs); once kept, the solving
// worker loads them, and the session under way takes them in its next slice. If they cannot be
// kept (no IndexedDB), the solving worker builds them itself where the plan says so.
//
// An answer that is not final yet comes first as an 'interim' event {tiles, moves, lowerBound}
// (4×4: a short solution at once, before its proof; 5×5: the improving answer), also kept for
// best(); the promise brings the final one. The progress events carry the bound proved so far.
//
// A 'busy' event {busy} says whenever the worker starts or stops owing something (an answer,
// or tables), whoever asked: the page shows it as #board's data-busy, for tests to wait on.

import { Emitter } from '../lib/emitter.js';
import { DEFAULT_SHAPE, isSquare } from '../play/shape.js';
import { AnswerCache } from './answer-cache.js';
import {
  BUILDER_STALLED, MAX_FAILURES_IN_A_ROW, RESTART_MESSAGES, SupersededError, TABLES_NOT_KEPT, WorkerRestartError,
  workerError,
} from './solver-errors.js';
import { TableBuilder } from './table-builder.js';

/** Why a worker whose wasm trapped failed: 'memory' when it ran out (worker.js names it), else 'trapped'. */
const trapReason = (error) => (error?.name === 'OutOfMemory' ? 'memory' : 'trapped');

/** A board's key in the caches: its width and tiles (a 2×8 and a 4×4 board may share tiles). */
const keyOf = (tiles, width) => `${width}:${Array.from(tiles).join(',')}`;

export class SolverClient extends Emitter {
  /**
   * @param {object} [options]
   * @param {URL|string} [options.url]  the worker script
   * @param {(shape) => ({kept, apart, hereIfNotKept} | undefined)} [options.tablePlan]  the
   *   wasm module's tablePlan for a shape (shape.js): which tables it has and how they come
   * @param {number} [options.cacheSize=256]
   * @param {number} [options.stallMs=10000]  silence that marks a busy worker as stuck
   * @param {number} [options.slowStallMs=60000]  the same while it loads or builds tables
   * @param {{cannotKeep(sentence)}} [options.storage]  told when built tables cannot be kept
   *   (storage.js's StorageManager, which says so once)
   */
  constructor({
    url = new URL('../worker.js', import.meta.url), tablePlan = () => undefined, cacheSize = 256,
    stallMs = 10_000, slowStallMs = 60_000, storage = null,
  } = {}) {
    super();
    this.url = url;
    this.tablePlan = tablePlan;
    this.stallMs = stallMs;
    this.slowStallMs = slowStallMs;
    this.watchdog = null;   // timer that fires when the busy worker has been silent too long
    this.failures = 0;      // worker failures since the last good answer
    this.progress = null;   // {id, positions, lowerBound} of the session in the worker, while one reports
    this.answers = new AnswerCache(cacheSize); // what is known of each board asked about
    this.tablesSource = null; // how the last tables came: 'built' | 'loaded' | 'ready'
    this.nextId = 1;
    this.inflight = null;   // {id, key, tiles, resolve, reject, stale}
    this.worker = null;
    this.failure = null;    // message, once the worker reported it cannot load the wasm
    this.shape = DEFAULT_SHAPE; // the board shape in play (setShape)
    this.optimal = true;    // whether its answers are proven shortest (else they improve over time)
    this.side = null;       // its side when it is a square (the tables are per side), else null
    this.tables = null;     // whose tables it needs, if it has any: `side` for a square, the shape's key ('8x2') else
    this.plan = undefined;  // the module's tablePlan for the shape in play
    this.prepared = new Set(); // tables (sides, shape keys) the current worker has built or been asked to
    this.pendingPrepares = 0; // table builds asked of the current worker and not yet finished
    this.preparing = null;  // {side, since} while the current worker builds tables
    this.buildHere = new Set(); // tables built apart that the solving worker builds, as none can be kept
    this.restarts = 0;      // workers replaced after a failure
    this.builder = new TableBuilder({ url });
    this.builder.on('start', (e) => this.emit('background', { phase: 'start', ...e }));
    this.builder.on('progress', (e) => this.emit('background', { phase: 'progress', ...e }));
    this.builder.on('end', (e) => {
      // Built but refused by IndexedDB (its quota, a private window): the player should know
      // why the next visit builds them again.
      if (!e.kept) storage?.cannotKeep(TABLES_NOT_KEPT);
      this.emit('background', { phase: 'end', ...e });
    });
    this.builder.on('error', (e) => {
      this.emit('background', { phase: 'error', ...e });
      // Killed mid-build (out of memory, say): the page says so, as for the solving worker.
      if (e.error === 'stalled') this.emit('restart', { reason: 'stalled', message: BUILDER_STALLED });
    });
    this.busy = false;      // the worker owes something (see 'busy')
    this.#spawn();
  }

  /** The background build of the tables for the side in play, as {share}, or null. */
  get building() {
    return this.side === null ? null : this.builder.building(this.side);
  }

  /**
   * Resolves when a worker has loaded the wasm; rejects with the reason if it cannot (its wasm
   * would not load, or worker after worker failed: a worker that fails to start once, on a
   * network blip, is replaced, and this waits for the fresh one).
   */
  get ready() {
    return this.readyPromise;
  }

  /**
   * The final answer of `tiles`' session: the tiles to slide, in order (proven shortest where
   * the shape's answers are proven, else the best after the session's time).
   */
  solve(tiles) {
    const key = this.#key(tiles);
    const hit = this.answers.path(key);
    if (hit) {
      this.#supersede();
      return Promise.resolve(hit.slice());
    }
    return this.#request(tiles, key).then((path) => path.slice());
  }

  /**
   * The next tile of the same session's final answer, or undefined when `tiles` is solved: a
   * hint never contradicts the solution shown, and asking for both searches once.
   */
  hint(tiles) {
    return this.solve(tiles).then((path) => path[0]);
  }

  /**
   * Tell the client that `tile` was slid on `tiles`, giving `next`. If that was the first move
   * of the cached optimal solution, the rest of it is optimal for `next`: cache it.
   */
  advance(tiles, tile, next) {
    this.answers.advance(this.#key(tiles), tile, this.#key(next));
  }

  /**
   * No solution of `tiles` is shorter than this, for a cached answer that is not proven
   * shortest (5×5: the bound the anytime solver proved); null when there is none.
   */
  lowerBoundOf(tiles) {
    return this.answers.bound(this.#key(tiles)) ?? null;
  }

  /**
   * The best solution known for `tiles` without asking: {moves, optimal: true, lowerBound} from
   * the cache, {moves, optimal: false, lowerBound} from a 4×4 search still under way (or
   * abandoned), or null.
   */
  best(tiles) {
    const key = this.#key(tiles);
    const path = this.answers.path(key);
    if (path) return { moves: path.slice(), optimal: true, lowerBound: path.length };
    const short = this.answers.short(key);
    return short ? { moves: short.moves.slice(), optimal: false, lowerBound: short.lowerBound } : null;
  }

  /**
   * The board shape in play (shape.js). If the module's plan gives it tables, the worker gets
   * them now, unless it has already; a fresh worker will get them too.
   */
  setShape(shape, optimal = true) {
    this.shape = shape;
    this.optimal = optimal;
    this.side = isSquare(shape) ? shape.width : null;
    this.plan = this.tablePlan(shape);
    this.tables = this.plan ? this.side ?? shape.key : null;
    if (this.worker && !this.failure) this.#prepare(this.tables);
  }

  /** The cache key of `tiles`, a board of the shape in play. */
  #key(tiles) {
    return keyOf(tiles, this.shape.width);
  }

  /**
   * Supersede everything outstanding (e.g. when the board changed under a pending hint, or the
   * player pressed Stop): the worker ends the session under way at its next slice, and stays.
   */
  cancel() {
    this.#supersede();
  }

  terminate() {
    this.#supersede();
    this.#drop('cancel');
    this.builder.terminate();
  }

  /** Terminate the worker and forget what it held; `phase` ends a table build it was doing. */
  #drop(phase, detail = {}) {
    this.worker?.terminate();
    this.worker = null;
    this.inflight = null;
    this.progress = null;
    this.pendingPrepares = 0;
    this.#endPrepare(phase, detail);
    this.#watch();
  }

  /**
   * (Re)arm the watchdog from now if the worker owes something, or disarm it. Called whenever
   * the worker is given work or says anything.
   */
  #watch() {
    const busy = Boolean(this.worker && (this.inflight || this.pendingPrepares > 0));
    if (busy !== this.busy) this.emit('busy', { busy: (this.busy = busy) });
    clearTimeout(this.watchdog);
    this.watchdog = null;
    if (!busy) return; // owes nothing
    const slow = !this.loaded || this.pendingPrepares > 0; // quiet until done, however healthy
    const limit = slow ? this.slowStallMs : this.stallMs;
    const worker = this.worker;
    this.watchdog = setTimeout(() => this.#fail(worker, 'stalled'), limit);
  }

  /**
   * Have the worker get the tables `side` names (a square's side, or a rectangle's shape key:
   * the module builds a database for the rectangles that have one, and says 'ready' for the rest).
   */
  #prepare(side) {
    if (side === null || this.prepared.has(side)) return;
    this.prepared.add(side);
    this.pendingPrepares += 1;
    const build = !this.plan?.apart || this.buildHere.has(side);
    this.worker.postMessage({ op: 'prepare', side, build });
    this.#watch();
  }

  /**
   * Have a second worker build and keep the tables for `side`; once they are kept, the solving
   * worker (this one or a fresh one) loads them, now if `side` is in play, else when it is.
   */
  #buildApart(side) {
    const plan = this.plan;
    this.builder.build(side).then((kept) => {
      if (!kept && !plan?.hereIfNotKept) return;
      if (!kept) this.buildHere.add(side); // none can be kept: the solving worker builds them
      this.prepared.delete(side);
      if (this.worker && !this.failure && this.tables === side) this.#prepare(side);
    });
  }

  #endPrepare(phase, detail = {}) {
    const was = this.preparing;
    if (!was) return;
    this.preparing = null;
    this.emit('prepare', { phase, side: was.side, ...detail });
  }

  #spawn() {
    const worker = new Worker(this.url, { type: 'module', name: 'solver' });
    this.worker = worker;
    this.loaded = false;    // it has said 'ready'
    this.prepared = new Set();
    this.pendingPrepares = 0;
    if (!this.readyPromise || this.readySettled) { // else a fresh worker stands in for one that never loaded
      this.readySettled = false;
      this.readyPromise = new Promise((resolve, reject) => {
        this.resolveReady = (value) => { this.readySettled = true; resolve(value); };
        this.rejectReady = (err) => { this.readySettled = true; reject(err); };
      });
      this.readyPromise.catch(() => {}); // a caller that never asks should not see an unhandled rejection
    }
    worker.addEventListener('message', (e) => this.#onMessage(worker, e.data));
    worker.addEventListener('error', (e) => {
      e.preventDefault?.();
      this.#onError(worker, e.message || 'the solver worker failed to start');
    });
    if (this.tables !== null) this.#prepare(this.tables);
  }

  #request(tiles, key) {
    if (this.failure) return Promise.reject(new Error(this.failure));
    // The same board already asked about and still current: share its answer.
    if (this.inflight && !this.inflight.stale && this.inflight.key === key) return this.inflight.promise;
    this.#supersede();
    let resolve;
    let reject;
    const promise = new Promise((res, rej) => { resolve = res; reject = rej; });
    const req = { id: this.nextId++, key, tiles: Array.from(tiles), resolve, reject, promise, stale: false };
    if (!this.worker) this.#spawn();
    this.inflight = req;
    this.progress = null;
    // The worker reads it after any table request before it, and ends the session under way.
    this.worker.postMessage({ id: req.id, op: 'session', tiles: req.tiles, width: this.shape.width });
    this.#watch();
    return promise;
  }

  /** Reject the request outstanding, if any, and have the worker end its session. */
  #supersede() {
    const req = this.inflight;
    if (!req) return;
    this.inflight = null;
    this.progress = null;
    if (!req.stale) {
      req.stale = true;
      req.reject(new SupersededError());
    }
    if (this.worker) this.worker.postMessage({ op: 'stop' });
    this.#watch();
  }

  #onMessage(worker, msg) {
    if (worker !== this.worker) return; // from a terminated worker
    if (msg?.type === 'ready') this.loaded = true; // first, so the watchdog uses the short limit
    this.#watch(); // it spoke: the silence starts again from now
    if (msg?.type === 'progress') {
      if (this.inflight?.id === msg.id) {
        const short = this.answers.short(this.inflight.key);
        if (short && msg.lowerBound > short.lowerBound) short.lowerBound = msg.lowerBound;
        this.progress = { id: msg.id, positions: msg.positions, lowerBound: short?.lowerBound ?? msg.lowerBound };
        this.emit('progress', { ...this.progress });
      }
      return;
    }
    if (msg?.type === 'interim') {
      const req = this.inflight;
      if (req?.id === msg.id) {
        // A fresh session of a board reached along a known answer may start worse than what is
        // left of that answer (5×5): the shorter answer, and the higher bound, stand.
        const kept = this.answers.short(req.key);
        const moves = kept && kept.moves.length <= msg.moves.length ? kept.moves : msg.moves;
        const lowerBound = Math.max(kept?.lowerBound ?? 0, msg.lowerBound);
        this.answers.keepInterim(req.key, moves, lowerBound);
        if (!req.stale) this.emit('interim', { tiles: req.tiles.slice(), moves: moves.slice(), lowerBound });
      }
      return;
    }
    if (msg?.type === 'prepare-progress') {
      if (this.preparing) this.preparing.share = msg.share;
      this.emit('prepare', { phase: 'progress', side: msg.side, share: msg.share });
      return;
    }
    if (msg?.type === 'ready') {
      this.resolveReady();
      return;
    }
    if (msg?.type === 'init-error') {
      this.failure = `The solver could not load: ${msg.error}`;
      this.rejectReady(new Error(this.failure));
      return;
    }
    if (msg?.type === 'prepare-start') {
      this.preparing = { side: msg.side, since: performance.now(), share: null };
      this.emit('prepare', { phase: 'start', side: msg.side });
      return;
    }
    if (msg?.type === 'prepare-end' || msg?.type === 'prepare-error') {
      this.pendingPrepares = Math.max(0, this.pendingPrepares - 1);
      this.#watch(); // owing one build less: disarm the watchdog if that was all
      if (msg.type === 'prepare-end') {
        this.failures = 0;
        if (msg.source) this.tablesSource = msg.source;
        this.#endPrepare('end', { ms: msg.ms, source: msg.source });
        if (msg.source === 'missing') this.#buildApart(msg.side);
      } else if (msg.fatal) {
        this.#fail(worker, trapReason(msg.error), msg.error?.message);
        return;
      } else {
        this.#endPrepare('error', { error: msg.error?.message });
      }
      return;
    }
    if (msg?.type === 'start') return;
    const req = this.inflight;
    if (!req || msg.id !== req.id) return; // an answer nobody waits for
    if (msg.fatal) { // the wasm instance trapped: its state can no longer be trusted
      this.#fail(worker, trapReason(msg.error), msg.error?.message);
      return;
    }
    this.inflight = null;
    this.progress = null;
    this.#watch();
    if (msg.ok) this.failures = 0;
    if (msg.ok) {
      // An answer that is not proven (5×5) never replaces a shorter one already shown.
      const kept = this.answers.short(req.key);
      if (kept && Number.isInteger(msg.lowerBound) && kept.moves.length < msg.result.length) {
        msg.result = kept.moves.slice();
        msg.lowerBound = Math.max(msg.lowerBound, kept.lowerBound);
      }
      this.answers.keepFinal(req.key, msg.result, msg.lowerBound);
    }
    if (!req.stale) {
      if (msg.ok) req.resolve(msg.result);
      else req.reject(workerError(msg.error));
    }
  }

  /**
   * An uncaught error in the worker, or its script failed to load: replaced like a crash. Before
   * any worker loaded, `ready` waits for the fresh one (it rejects only if the client gives up).
   */
  #onError(worker, message) {
    if (worker !== this.worker) return;
    this.#fail(worker, 'crashed', message);
  }

  /**
   * The worker failed (`reason`: 'stalled', 'crashed', 'trapped' or 'memory'): end it, reject
   * what it held, and start a fresh one unless it keeps failing. Out of memory, a fresh worker
   * would only fail the same way (the device will not give more), so the client gives up at
   * once and says why.
   */
  #fail(worker, reason, detail = '') {
    if (worker !== this.worker) return;
    const req = this.inflight;
    this.#drop('error', { error: detail || reason });
    this.restarts += 1;
    this.failures += 1;
    const said = RESTART_MESSAGES[reason];
    console.warn(`slide puzzle: ${said}${detail ? ` (${detail})` : ''}`);
    if (reason === 'memory' || this.failures >= MAX_FAILURES_IN_A_ROW) {
      this.failure = reason === 'memory' ? said : `The solver failed ${this.failures} times in a row, so it was switched off.`;
      if (req && !req.stale) req.reject(new WorkerRestartError(this.failure, reason));
      this.emit('failed', { message: this.failure });
      this.rejectReady(new Error(this.failure)); // no effect once a worker was ready
      return;
    }
    if (req && !req.stale) req.reject(new WorkerRestartError(said, reason));
    this.#spawn();
    this.emit('restart', { reason, message: said });
  }
}
