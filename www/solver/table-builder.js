// Big tables built in a worker of their own, so that no answer waits for them.
//
// The 24-puzzle's pattern database takes tens of seconds to build in wasm. Meanwhile the solving
// worker answers 5×5 boards with a weaker heuristic; a TableBuilder runs a second worker (the
// same worker.js, asked to 'prepare' with building allowed), which builds the tables, keeps them
// in IndexedDB (table-store.js) and is then ended. The solving worker loads them from there when
// asked again (solver-client.js does so once the build is done).
//
// Events: 'start' {side} when a build begins, 'progress' {side, share} (0..1, each whole percent), 'end' {side, kept, ms} (kept:
// the tables are in IndexedDB, so the solving worker can load them) and 'error' {side, error}.

import { Emitter } from '../lib/emitter.js';

export class TableBuilder extends Emitter {
  /**
   * @param {object} options
   * @param {URL|string} options.url  the worker script (worker.js)
   * @param {(url: URL|string) => Worker} [options.createWorker]  makes the worker (for tests)
   */
  constructor({ url, createWorker = (u) => new Worker(u, { type: 'module' }) }) {
    super();
    this.url = url;
    this.createWorker = createWorker;
    this.builds = new Map(); // side -> {worker, promise, share}
  }

  /** The build going on for `side` as {share} (null until the first percent), or null. */
  building(side) {
    const build = this.builds.get(side);
    return build ? { share: build.share } : null;
  }

  /**
   * Build the tables for `side` and keep them. Resolves to true once they are kept in IndexedDB,
   * false if the build failed or they could not be kept (never rejects). Asking again while a
   * build for `side` runs gives the same promise.
   */
  build(side) {
    const running = this.builds.get(side);
    if (running) return running.promise;
    const worker = this.createWorker(this.url);
    const entry = { worker, share: null, promise: null, finish: null };
    entry.promise = new Promise((resolve) => {
      const finish = (kept, event, detail) => {
        if (this.builds.get(side) !== entry) return; // ended already
        this.builds.delete(side);
        worker.terminate();
        this.emit(event, { side, ...detail });
        resolve(kept);
      };
      entry.finish = finish;
      worker.addEventListener('message', ({ data: msg }) => {
        if (msg?.type === 'ready') worker.postMessage({ op: 'prepare', side, build: true });
        else if (msg?.type === 'init-error') finish(false, 'error', { error: msg.error });
        else if (msg?.type === 'prepare-progress' && msg.side === side) {
          entry.share = msg.share;
          this.emit('progress', { side, share: msg.share });
        } else if (msg?.type === 'prepare-end' && msg.side === side) {
          // 'loaded' or 'ready': another tab kept them meanwhile, which serves just as well.
          const kept = msg.source === 'built' ? Boolean(msg.kept) : msg.source === 'loaded';
          finish(kept, 'end', { kept, ms: msg.ms });
        } else if (msg?.type === 'prepare-error' && msg.side === side) {
          finish(false, 'error', { error: msg.error?.message ?? String(msg.error) });
        }
      });
      worker.addEventListener('error', (e) => {
        e.preventDefault?.();
        finish(false, 'error', { error: e.message || 'the table builder failed to start' });
      });
    });
    this.builds.set(side, entry);
    this.emit('start', { side });
    return entry.promise;
  }

  /** End every build (their promises resolve false). */
  terminate() {
    for (const { finish } of [...this.builds.values()]) finish(false, 'error', { error: 'stopped' });
  }
}
