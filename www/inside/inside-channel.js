// The Inside panel's line to the solver: a worker of its own (worker.js, whose Inside block
// answers explain, race and searchFigures), started when the panel opens and ended when it
// closes, so the panel costs nothing while closed and never makes a hint wait.
//
// Every request gets its own promise. A newer request of the same kind supersedes an older one
// still waiting (its promise rejects with InsideSupersededError). A race or a search is one
// uninterruptible wasm call: if one has run longer than `restartAfterMs` when something newer is
// asked, the worker is ended and a fresh one takes the newer requests at once.

import { workerError } from '../solver/solver-errors.js';

/** A request was replaced by a newer one of its kind, or the panel closed. */
export class InsideSupersededError extends Error {
  constructor(message = 'superseded by a newer request') {
    super(message);
    this.name = 'InsideSupersededError';
  }
}

/** The worker calls these ops; the wasm functions behind them are named in worker.js. */
export const OPS = ['inside-explain', 'inside-race', 'inside-search'];
/** Ops that may run long: a newer request ends the worker rather than wait for them. */
const LONG_OPS = new Set(['inside-race', 'inside-search']);

const defaultWorker = () => new Worker(new URL('../worker.js', import.meta.url), { type: 'module', name: 'inside' });

export class InsideChannel {
  /**
   * @param {object} [options]
   * @param {() => Worker} [options.createWorker]  makes the worker (tests pass a fake)
   * @param {number} [options.restartAfterMs=300]
   * @param {() => number} [options.now]  a clock in ms
   */
  constructor({ createWorker = defaultWorker, restartAfterMs = 300, now = () => performance.now() } = {}) {
    this.createWorker = createWorker;
    this.restartAfterMs = restartAfterMs;
    this.now = now;
    this.worker = null;
    this.nextId = 1;
    this.pending = new Map(); // insideId -> {op, tiles, budget, resolve, reject, sentAt}
  }

  /** Whether a worker is running. */
  get open() {
    return this.worker !== null;
  }

  /** Ends the worker; whatever was pending rejects with InsideSupersededError. */
  stop() {
    this.worker?.terminate();
    this.worker = null;
    this.#rejectAll(() => new InsideSupersededError('the Inside panel closed'));
  }

  /** What the panel shows about `tiles`, laid `width` to a row (a square when left out). */
  explain(tiles, width) {
    return this.#request('inside-explain', tiles, width);
  }

  race(tiles, budget, width) {
    return this.#request('inside-race', tiles, width, budget);
  }

  search(tiles, width) {
    return this.#request('inside-search', tiles, width);
  }

  #request(op, tiles, width, budget) {
    for (const [id, req] of this.pending) {
      if (req.op === op) {
        this.pending.delete(id);
        req.reject(new InsideSupersededError());
      }
    }
    const stuck = [...this.pending.values()].some((r) => LONG_OPS.has(r.op) && this.now() - r.sentAt >= this.restartAfterMs);
    if (stuck) this.#restart();
    if (!this.worker) this.#spawn();
    let resolve;
    let reject;
    const promise = new Promise((res, rej) => { resolve = res; reject = rej; });
    const id = this.nextId++;
    const req = { op, tiles: Array.from(tiles), width, budget, resolve, reject, sentAt: this.now() };
    this.pending.set(id, req);
    this.#send(id, req);
    return promise;
  }

  #send(id, req) {
    this.worker.postMessage({ insideId: id, op: req.op, tiles: req.tiles, width: req.width, budget: req.budget });
  }

  /** Ends a worker busy with a long op: those reject, the others go to a fresh worker. */
  #restart() {
    this.worker?.terminate();
    this.worker = null;
    for (const [id, req] of this.pending) {
      if (LONG_OPS.has(req.op)) {
        this.pending.delete(id);
        req.reject(new InsideSupersededError());
      }
    }
    this.#spawn();
    for (const [id, req] of this.pending) {
      req.sentAt = this.now();
      this.#send(id, req);
    }
  }

  #spawn() {
    const worker = this.createWorker();
    this.worker = worker;
    worker.addEventListener('message', (e) => this.#onMessage(worker, e.data));
    worker.addEventListener('error', (e) => {
      e.preventDefault?.();
      this.#fail(worker, new Error(e.message || 'the Inside panel\'s worker failed'));
    });
  }

  #onMessage(worker, msg) {
    if (worker !== this.worker || msg?.type !== 'inside') return;
    const req = this.pending.get(msg.insideId);
    if (!req) return;
    this.pending.delete(msg.insideId);
    if (msg.ok) req.resolve(msg.result);
    else req.reject(workerError(msg.error));
    if (msg.fatal) this.#fail(worker, workerError(msg.error));
  }

  /** The worker crashed or its wasm trapped: reject everything; the next request starts afresh. */
  #fail(worker, err) {
    if (worker !== this.worker) return;
    worker.terminate();
    this.worker = null;
    this.#rejectAll(() => err);
  }

  #rejectAll(make) {
    const reqs = [...this.pending.values()];
    this.pending.clear();
    for (const req of reqs) req.reject(make());
  }
}
