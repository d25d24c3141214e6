// Big tables built in a worker of their own, so that no answer waits for them.
//
// The 24-puzzle's pattern database takes tens of seconds to build in wasm. Meanwhile the solving
// worker answers 5×5 boards with a weaker heuristic; a TableBuilder runs a second worker (the
// same worker.js, asked to 'prepare' with building allowed), which builds the tables, keeps them
// in IndexedDB (table-store.js) and is then ended. The solving worker loads them from there when
// asked again (solver-client.js does so once the build is done).
//
// One tab builds at a time (table-lock.js): a tab that finds another building waits for it, then
// finds the tables kept; if the building tab closes first, this one builds them.
//
// A builder that falls silent for `stallMs` (killed mid-build: out of memory, say) is ended as
// failed, like one that reports an error.
//
// Events: 'start' {side} when a build begins, 'progress' {side, share} (0..1, each whole percent), 'end' {side, kept, ms} (kept:
// the tables are in IndexedDB, so the solving worker can load them) and 'error' {side, error}.

import { Emitter } from '../lib/emitter.js';
import { BuildNews, exclusively } from './table-lock.js';

export class TableBuilder extends Emitter {
  /**
   * @param {object} options
   * @param {URL|string} options.url  the worker script (worker.js)
   * @param {(url: URL|string) => Worker} [options.createWorker]  makes the worker (for tests)
   * @param {LockManager} [options.locks]  navigator.locks (for tests; none: no waiting)
   * @param {{post, listen}} [options.news]  build news between tabs (table-lock.js's BuildNews)
   * @param {number} [options.stallMs=60000]  silence after which the builder is taken for dead
   */
  constructor({
    url, createWorker = (u) => new Worker(u, { type: 'module' }), locks = globalThis.navigator?.locks,
    news = new BuildNews(), stallMs = 60_000,
  }) {
    super();
    this.url = url;
    this.stallMs = stallMs;
    this.createWorker = createWorker;
    this.locks = locks;
    this.news = news;
    this.news.listen((message) => this.#heard(message));
    this.builds = new Map(); // side -> {worker, share, waiting (for another tab's build), promise, finish}
  }

  /** The build going on for `side` as {share} (null until the first percent), or null. */
  building(side) {
    const build = this.builds.get(side);
    return build ? { share: build.share } : null;
  }

  /**
   * Build the tables for `side` and keep them. Resolves to true once they are kept in IndexedDB,
   * false if the build failed or they could not be kept (never rejects). Asking again while a
   * build for `side` runs gives the same promise. Another tab building them first is waited for
   * (table-lock.js), its progress reported as this build's; then the worker finds them kept.
   */
  build(side) {
    const running = this.builds.get(side);
    if (running) return running.promise;
    const entry = { worker: null, share: null, waiting: true, promise: null, finish: null };
    entry.promise = new Promise((resolve) => {
      entry.finish = (kept, event, detail) => {
        if (this.builds.get(side) !== entry) return; // ended already
        clearTimeout(entry.watchdog);
        this.builds.delete(side);
        entry.worker?.terminate();
        this.emit(event, { side, ...detail });
        resolve(kept);
      };
    });
    this.builds.set(side, entry);
    this.emit('start', { side });
    exclusively(side, () => this.#run(side, entry), this.locks);
    return entry.promise;
  }

  /** The build itself, once this tab holds the lock: a worker that builds (or loads) and keeps. */
  #run(side, entry) {
    if (this.builds.get(side) !== entry) return Promise.resolve(false); // ended while waiting
    entry.waiting = false;
    const { finish } = entry;
    const worker = this.createWorker(this.url);
    entry.worker = worker;
    // A builder killed mid-build (out of memory, say) is silent, not an error: past `stallMs`
    // without a word (it reports each percent) it is ended, which lets go of the lock too.
    const watch = () => {
      clearTimeout(entry.watchdog);
      entry.watchdog = setTimeout(() => {
        console.warn(`slide puzzle: the ${side} table builder fell silent, so it was ended`);
        finish(false, 'error', { error: 'stalled' });
      }, this.stallMs);
      entry.watchdog?.unref?.(); // Node (unit tests): a pending build must not keep the process alive
    };
    watch();
    worker.addEventListener('message', ({ data: msg }) => {
      watch();
      if (msg?.type === 'ready') worker.postMessage({ op: 'prepare', side, build: true });
      else if (msg?.type === 'init-error') finish(false, 'error', { error: msg.error });
      else if (msg?.type === 'prepare-progress' && msg.side === side) {
        entry.share = msg.share;
        this.news.post({ side, share: msg.share });
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
    return entry.promise; // the lock is held until the build ends
  }

  /** Another tab's build progress, shown as ours while we wait for it. */
  #heard({ side, share } = {}) {
    const entry = this.builds.get(side);
    if (!entry?.waiting || typeof share !== 'number') return;
    entry.share = share;
    this.emit('progress', { side, share });
  }

  /** End every build (their promises resolve false). */
  terminate() {
    for (const { finish } of [...this.builds.values()]) finish(false, 'error', { error: 'stopped' });
  }
}
