// A promise API over the solver worker.
//
// The latest request wins: every request carries an id; when a newer one arrives, the older one
// is superseded — its promise rejects with a SupersededError and its answer, if it still comes,
// is ignored (though kept in the cache, being correct for its own board). At most one request is
// in the worker and at most one waits behind it, so stale work never piles up. If the request in
// the worker has already run for `restartAfterMs` (a hard 4×4 solve, say), the worker is
// terminated and a fresh one takes the new request at once.

export class SupersededError extends Error {
  constructor() {
    super('superseded by a newer request');
    this.name = 'SupersededError';
  }
}

const keyOf = (tiles) => Array.from(tiles).join(',');

export class SolverClient {
  /**
   * @param {object} [options]
   * @param {URL|string} [options.url]  the worker script
   * @param {number} [options.restartAfterMs=500]
   * @param {number} [options.cacheSize=256]
   */
  constructor({ url = new URL('./worker.js', import.meta.url), restartAfterMs = 500, cacheSize = 256 } = {}) {
    this.url = url;
    this.restartAfterMs = restartAfterMs;
    this.cacheSize = cacheSize;
    this.cache = new Map(); // board key -> optimal path (number[])
    this.nextId = 1;
    this.inflight = null;   // {id, op, key, tiles, resolve, reject, sentAt, stale}
    this.waiting = null;    // same shape, not yet sent
    this.worker = null;
    this.failure = null;    // message, once the worker reported it cannot load the wasm
    this.#spawn();
  }

  /** Resolves when the worker has loaded the wasm; rejects with the reason if it cannot. */
  get ready() {
    return this.readyPromise;
  }

  /** An optimal solution of `tiles`: the tiles to slide, in order. */
  solve(tiles) {
    const key = keyOf(tiles);
    const hit = this.cache.get(key);
    if (hit) {
      this.#supersedeAll();
      return Promise.resolve(hit.slice());
    }
    return this.#request('solve', tiles, key).then((path) => path.slice());
  }

  /** The next tile of an optimal solution, or undefined when `tiles` is solved. */
  hint(tiles) {
    const key = keyOf(tiles);
    const hit = this.cache.get(key);
    if (hit) {
      this.#supersedeAll();
      return Promise.resolve(hit[0]);
    }
    // A solve of this very board already under way answers the hint too.
    const running = [this.inflight, this.waiting].find((r) => r && !r.stale && r.key === key && r.op === 'solve');
    if (running) return running.promise.then((path) => path[0]);
    return this.#request('hint', tiles, key).then((tile) => (tile === null ? undefined : tile));
  }

  /**
   * Tell the client that `tile` was slid on `tiles`, giving `next`. If that was the first move
   * of the cached optimal solution, the rest of it is optimal for `next`: cache it.
   */
  advance(tiles, tile, next) {
    const path = this.cache.get(keyOf(tiles));
    if (path && path.length > 0 && path[0] === tile) this.#remember(keyOf(next), path.slice(1));
  }

  /** The cached optimal distance of `tiles`, or null if not known yet. */
  knownDistance(tiles) {
    const path = this.cache.get(keyOf(tiles));
    return path ? path.length : null;
  }

  /** Supersede everything outstanding (e.g. when the board changed under a pending hint). */
  cancel() {
    this.#supersedeAll();
  }

  terminate() {
    this.#supersedeAll();
    this.worker?.terminate();
    this.worker = null;
  }

  #spawn() {
    const worker = new Worker(this.url, { type: 'module' });
    this.worker = worker;
    this.readyPromise = new Promise((resolve, reject) => {
      this.resolveReady = resolve;
      this.rejectReady = reject;
    });
    this.readyPromise.catch(() => {}); // a caller that never asks should not see an unhandled rejection
    worker.addEventListener('message', (e) => this.#onMessage(worker, e.data));
    worker.addEventListener('error', (e) => {
      e.preventDefault?.();
      this.#onCrash(worker, e.message || 'the solver worker failed to start');
    });
  }

  #request(op, tiles, key) {
    if (this.failure) return Promise.reject(new Error(this.failure));
    // Same question already asked and still current: share its answer.
    const same = [this.inflight, this.waiting].find((r) => r && !r.stale && r.key === key && r.op === op);
    if (same) return same.promise;

    this.#supersedeAll();
    let resolve;
    let reject;
    const promise = new Promise((res, rej) => { resolve = res; reject = rej; });
    const req = { id: this.nextId++, op, key, tiles: Array.from(tiles), resolve, reject, promise, stale: false };

    if (this.inflight && performance.now() - this.inflight.sentAt >= this.restartAfterMs) {
      // The worker is deep in a stale search: a fresh worker is quicker than waiting for it.
      this.worker.terminate();
      this.inflight = null;
      this.#spawn();
    }
    if (this.inflight) this.waiting = req;
    else this.#send(req);
    return promise;
  }

  #send(req) {
    if (!this.worker) this.#spawn();
    req.sentAt = performance.now();
    this.inflight = req;
    this.worker.postMessage({ id: req.id, op: req.op, tiles: req.tiles });
  }

  #supersedeAll() {
    for (const req of [this.inflight, this.waiting]) {
      if (req && !req.stale) {
        req.stale = true;
        req.reject(new SupersededError());
      }
    }
    this.waiting = null; // never sent: simply dropped
  }

  #onMessage(worker, msg) {
    if (worker !== this.worker) return; // from a terminated worker
    if (msg?.type === 'ready') {
      this.resolveReady();
      return;
    }
    if (msg?.type === 'init-error') {
      this.failure = `The solver could not load: ${msg.error}`;
      this.rejectReady(new Error(this.failure));
      return;
    }
    const req = this.inflight;
    if (!req || msg.id !== req.id) return; // an answer nobody waits for
    this.inflight = null;
    if (msg.ok && req.op === 'solve') this.#remember(req.key, msg.result);
    if (!req.stale) {
      if (msg.ok) req.resolve(msg.result);
      else req.reject(new Error(msg.error));
    }
    if (this.waiting) {
      const next = this.waiting;
      this.waiting = null;
      this.#send(next);
    }
  }

  #onCrash(worker, message) {
    if (worker !== this.worker) return;
    this.worker = null;
    this.rejectReady(new Error(message));
    const req = this.inflight;
    this.inflight = null;
    if (req && !req.stale) req.reject(new Error(message));
    if (this.waiting) {
      const next = this.waiting;
      this.waiting = null;
      this.#send(next); // respawns
    }
  }

  #remember(key, path) {
    this.cache.delete(key);
    this.cache.set(key, Array.from(path));
    while (this.cache.size > this.cacheSize) this.cache.delete(this.cache.keys().next().value);
  }
}
