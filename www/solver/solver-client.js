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
// it has tables, and how they come (table-supply.js: its 'prepare' and 'background' events,
// `preparing`, `building` and `tablesSource`).
//
// An answer that is not final yet comes first as an 'interim' event {tiles, moves, lowerBound}
// (4×4: a short solution at once, before its proof; 5×5: the improving answer), also kept for
// best(); solve()'s promise brings the final one, answer() and hint() the first (the current
// best). What is learnt of a board is merged with what was known by one rule (answer-cache.js:
// the shorter answer and the higher bound stand). The progress events carry the bound proved
// so far.
//
// A 'busy' event {busy} says whenever the worker starts or stops owing something (an answer,
// or tables), whoever asked: the page shows it as #board's data-busy, for tests to wait on.

import { Emitter } from '../lib/emitter.js';
import { DEFAULT_SHAPE } from '../play/shape.js';
import { AnswerCache } from './answer-cache.js';
import { MAX_FAILURES_IN_A_ROW, RESTART_MESSAGES, SupersededError, WorkerRestartError, workerError } from './solver-errors.js';
import { TableSupply, trapReason } from './table-supply.js';

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
    this.nextId = 1;
    this.inflight = null;   // {id, key, tiles, resolve, reject, stale}
    this.worker = null;
    this.failure = null;    // message, once the worker reported it cannot load the wasm
    this.shape = DEFAULT_SHAPE; // the board shape in play (setShape)
    this.optimal = true;    // whether its answers are proven shortest (else they improve over time)
    this.restarts = 0;      // workers replaced after a failure
    this.supply = new TableSupply({ // the tables of the shape in play, for the worker
      url,
      storage,
      emit: (type, event) => this.emit(type, event),
      watch: () => this.#watch(),
      fail: (reason, detail) => this.#fail(this.worker, reason, detail),
      good: () => { this.failures = 0; },
    });
    this.busy = false;      // the worker owes something (see 'busy')
    this.#spawn();
  }

  /** The side of the shape in play when it is a square (the tables are per side), else null. */
  get side() {
    return this.supply.side;
  }

  /** The background build of the tables for the side in play, as {share}, or null. */
  get building() {
    return this.supply.building;
  }

  /** {side, since, share} while the worker builds or loads tables, else null. */
  get preparing() {
    return this.supply.preparing;
  }

  /** How the last tables came: 'built' | 'loaded' | 'ready' (or null before any). */
  get tablesSource() {
    return this.supply.source;
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
    const req = this.#request(tiles, key);
    return req ? req.promise.then((path) => path.slice()) : this.#refused();
  }

  /**
   * The session's current best answer for `tiles`, as best() gives it: at once when one is
   * known, else the first the session makes (an interim answer or the final one).
   */
  answer(tiles) {
    const known = this.best(tiles);
    if (known) return Promise.resolve(known);
    const req = this.#request(tiles, this.#key(tiles));
    return req ? req.first : this.#refused();
  }

  /**
   * The next tile of the session's current best answer (the one shown), or undefined when
   * `tiles` is solved: a hint never contradicts the solution shown, and asking for both
   * searches once.
   */
  hint(tiles) {
    return this.answer(tiles).then((known) => known.moves[0]);
  }

  /**
   * Tell the client that `tile` was slid on `tiles`, giving `next`. If that was the first move
   * of a known answer, the rest of it answers `next`.
   */
  advance(tiles, tile, next) {
    this.answers.advance(this.#key(tiles), tile, this.#key(next));
  }

  /**
   * No solution of `tiles` is shorter than this, for a final answer that is not proven
   * shortest (5×5: the bound the session proved); null when there is none.
   */
  lowerBoundOf(tiles) {
    return this.answers.bound(this.#key(tiles)) ?? null;
  }

  /**
   * The best solution known for `tiles` without asking, or null: {moves, lowerBound, optimal
   * (proven shortest), proving (a session is proving it: a proven one may replace it), final
   * (its session is done)} (answer-cache.js).
   */
  best(tiles) {
    return this.answers.get(this.#key(tiles)) ?? null;
  }

  /**
   * The board shape in play (shape.js). If the module's plan gives it tables, the worker gets
   * them now, unless it has already; a fresh worker will get them too.
   */
  setShape(shape, optimal = true) {
    this.shape = shape;
    this.optimal = optimal;
    this.supply.setShape(shape, this.tablePlan(shape));
    if (!this.failure) this.supply.ask();
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
    this.supply.terminate();
  }

  /** Terminate the worker and forget what it held; `phase` ends a table build it was doing. */
  #drop(phase, detail = {}) {
    this.worker?.terminate();
    this.worker = null;
    this.inflight = null;
    this.progress = null;
    this.supply.reset(null, phase, detail);
    this.#watch();
  }

  /**
   * (Re)arm the watchdog from now if the worker owes something, or disarm it. Called whenever
   * the worker is given work or says anything.
   */
  #watch() {
    const busy = Boolean(this.worker && (this.inflight || this.supply.pending > 0));
    if (busy !== this.busy) this.emit('busy', { busy: (this.busy = busy) });
    clearTimeout(this.watchdog);
    this.watchdog = null;
    if (!busy) return; // owes nothing
    const slow = !this.loaded || this.supply.pending > 0; // quiet until done, however healthy
    const limit = slow ? this.slowStallMs : this.stallMs;
    const worker = this.worker;
    this.watchdog = setTimeout(() => this.#fail(worker, 'stalled'), limit);
  }

  #spawn() {
    const worker = new Worker(this.url, { type: 'module', name: 'solver' });
    this.worker = worker;
    this.loaded = false;    // it has said 'ready'
    this.supply.reset(worker);
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
    this.supply.ask();
  }

  /** Why nothing can be asked: the solver failed for good. */
  #refused() {
    return Promise.reject(new Error(this.failure));
  }

  /**
   * The request for `tiles`' session: the one under way if it is for the same board, else a
   * new one, superseding it; null once the solver failed for good. `promise` brings the final
   * answer, `first` the first answer (interim or final).
   */
  #request(tiles, key) {
    if (this.failure) return null;
    // The same board already asked about and still current: share its session.
    if (this.inflight && !this.inflight.stale && this.inflight.key === key) return this.inflight;
    this.#supersede();
    const settle = {};
    const promise = new Promise((resolve, reject) => Object.assign(settle, { resolve, reject }));
    const first = new Promise((resolve, reject) => Object.assign(settle, { answered: resolve, unanswered: reject }));
    // Either may go unheard (a hint waits for the first answer only): neither is unhandled.
    promise.catch(() => {});
    first.catch(() => {});
    const req = {
      id: this.nextId++, key, tiles: Array.from(tiles), promise, first, stale: false,
      answered: settle.answered,
      resolve: settle.resolve,
      reject: (err) => { settle.reject(err); settle.unanswered(err); },
    };
    if (!this.worker) this.#spawn();
    this.inflight = req;
    this.progress = null;
    // The worker reads it after any table request before it, and ends the session under way.
    this.worker.postMessage({ id: req.id, op: 'session', tiles: req.tiles, width: this.shape.width });
    this.#watch();
    return req;
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
      const req = this.inflight;
      if (req?.id === msg.id) {
        const known = this.answers.get(req.key);
        const lowerBound = known ? this.answers.offer(req.key, { ...known, lowerBound: msg.lowerBound }).lowerBound : msg.lowerBound;
        this.progress = { id: msg.id, positions: msg.positions, lowerBound };
        this.emit('progress', { ...this.progress });
      }
      return;
    }
    if (msg?.type === 'interim') {
      const req = this.inflight;
      if (req?.id === msg.id) {
        const known = this.answers.offer(req.key, msg);
        if (!req.stale) {
          this.emit('interim', { tiles: req.tiles.slice(), moves: known.moves.slice(), lowerBound: known.lowerBound });
          req.answered(known);
        }
      }
      return;
    }
    if (this.supply.onMessage(msg)) return;
    if (msg?.type === 'ready') {
      this.resolveReady();
      return;
    }
    if (msg?.type === 'init-error') {
      this.failure = `The solver could not load: ${msg.error}`;
      this.rejectReady(new Error(this.failure));
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
    if (!msg.ok) {
      if (!req.stale) req.reject(workerError(msg.error));
      return;
    }
    this.failures = 0;
    const known = this.answers.offer(req.key, { ...msg, moves: msg.result, final: true });
    if (!req.stale) {
      req.answered(known);
      req.resolve(known.moves);
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
