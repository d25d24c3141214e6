// One table build per browser, however many tabs are open.
//
// Two tabs on a first 4×4 visit would each start a builder worker, build the same tables for
// half a minute and race to keep them in IndexedDB. A Web Lock per side lets one tab build
// while the others wait their turn; the browser releases it when the tab holding it closes (or
// crashes), so a waiting tab then takes it and builds, or finds the tables kept meanwhile and
// loads them (the worker's 'prepare' looks in IndexedDB first). A BroadcastChannel carries the
// builder's progress to the waiting tabs, so they can say how far the build has got.
//
// A browser without Web Locks (or one that refuses them, as an opaque origin does) builds in
// every tab, as before: never worse than no lock.

/** The lock's name for `side`'s tables (one lock per side; per origin, as IndexedDB is). */
export const lockName = (side) => `slide-tables-build:${side}`;

/** The channel on which the building tab tells the others how far it is. */
export const CHANNEL = 'slide-tables-build';

/**
 * Run `job` (an async function) holding `side`'s build lock, once every other tab's build of
 * that side is over; resolves to its result. Without Web Locks, runs it at once.
 *
 * @param {number|string} side
 * @param {() => Promise<T>} job
 * @param {LockManager} [locks]  navigator.locks (for tests)
 * @returns {Promise<T>}
 * @template T
 */
export function exclusively(side, job, locks = globalThis.navigator?.locks) {
  if (typeof locks?.request !== 'function') return job();
  let started = false;
  const run = () => {
    started = true;
    return job();
  };
  try {
    // A refusal (SecurityError) comes before the job starts; the job itself never rejects.
    return locks.request(lockName(side), run).catch((err) => (started ? Promise.reject(err) : job()));
  } catch {
    return job();
  }
}

/**
 * Build news between tabs: {side, share} while a tab builds. `listen(fn)` calls `fn` with each
 * message from other tabs; `post(message)` sends one. Does nothing where BroadcastChannel is
 * missing.
 */
export class BuildNews {
  constructor(name = CHANNEL) {
    try {
      this.channel = new BroadcastChannel(name);
      this.channel.unref?.(); // Node (unit tests): an open channel must not keep the process alive
    } catch {
      this.channel = null;
    }
  }

  post(message) {
    try {
      this.channel?.postMessage(message);
    } catch {
      /* a closed channel: nobody listens */
    }
  }

  listen(fn) {
    this.channel?.addEventListener('message', (event) => fn(event.data));
  }
}
