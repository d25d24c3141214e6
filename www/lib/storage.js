// Storage, isolated as in 2048's LocalStorageManager: JSON values under one prefix, in
// localStorage when the browser allows it, else in memory for this visit. Nothing here throws:
// a missing, full or corrupt store is reported through `notices` (sentences for the page).

const PREFIX = 'slide-puzzle:';

/** A stand-in with localStorage's methods, for when it is unavailable. */
class MemoryStorage {
  #data = new Map();
  getItem(key) { return this.#data.has(key) ? this.#data.get(key) : null; }
  setItem(key, value) { this.#data.set(key, String(value)); }
  removeItem(key) { this.#data.delete(key); }
}

function openLocalStorage() {
  try {
    const store = window.localStorage;
    const probe = `${PREFIX}probe`;
    store.setItem(probe, '1');
    store.removeItem(probe);
    return store;
  } catch (err) {
    return err; // unavailable (blocked, private mode) or full
  }
}

/**
 * After reading a list (or record) saved under `key` entry by entry: when `lost` entries could
 * not be read (damaged, or foreign: written by something else), say so in a notice and save
 * `kept` in its place, so the rest stays and the next visit does not say it again. `storage`
 * is a StorageManager (or anything with set, and notices to push to); `name` is what the notice
 * calls the entries (the key's words by default).
 *
 *     dropUnreadable(storage, 'solves', 1, [solveA, solveB]);
 *     // notice: "1 of the saved solves could not be read and was left out; the other 2 are kept."
 */
export function dropUnreadable(storage, key, lost, kept, name = key.replace(/-/g, ' ')) {
  if (lost <= 0) return;
  const others = Array.isArray(kept) ? kept.length : Object.keys(kept).length;
  storage.notices?.push(`${lost} of the saved ${name} could not be read and ${lost === 1 ? 'was' : 'were'} left out; the other ${others} ${others === 1 ? 'is' : 'are'} kept.`);
  storage.set(key, kept);
}

export class StorageManager {
  constructor() {
    this.notices = [];
    const store = openLocalStorage();
    if (store instanceof Error || !store) {
      this.persistent = false;
      this.told = true; // what follows says that nothing is kept
      this.store = new MemoryStorage();
      const full = store?.name === 'QuotaExceededError';
      this.notices.push(full
        ? 'Browser storage is full, so progress and best results will not be kept after this visit.'
        : 'Browser storage is not available, so progress and best results will not be kept after this visit.');
    } else {
      this.persistent = true;
      this.store = store;
    }
  }

  /**
   * The value saved under `key`, if it passes `check` (a function returning true for a good
   * shape); else `fallback`, with a notice when something unreadable was found (and dropped).
   */
  get(key, check = () => true, fallback = null) {
    let raw;
    try {
      raw = this.store.getItem(PREFIX + key);
    } catch {
      return fallback;
    }
    if (raw === null) return fallback;
    let value;
    try {
      value = JSON.parse(raw);
      if (!check(value)) throw new Error('wrong shape');
    } catch {
      this.notices.push(`The saved ${key.replace(/-/g, ' ')} could not be read and was reset.`);
      this.remove(key);
      return fallback;
    }
    return value;
  }

  /** Save `value`; false (with a notice, once) if the store refused. */
  set(key, value) {
    try {
      this.store.setItem(PREFIX + key, JSON.stringify(value));
      return true;
    } catch (err) {
      if (!this.told) {
        this.told = true;
        this.notices.push(err?.name === 'QuotaExceededError'
          ? 'Browser storage is full: this game and best results are not being saved.'
          : 'Browser storage refused to save: this game and best results are not being saved.');
      }
      return false;
    }
  }

  /**
   * Say `sentence` (that this browser will not keep something: the solver's tables, say) unless
   * the page has already said that it cannot keep things: a browser that refuses storage (a
   * private window, a full disk) hears it once per visit, however many stores refuse.
   */
  cannotKeep(sentence) {
    if (this.told) return;
    this.told = true;
    this.notices.push(sentence);
  }

  remove(key) {
    try {
      this.store.removeItem(PREFIX + key);
    } catch {
      /* nothing to do */
    }
  }

  /** Notices not yet shown, emptied. */
  takeNotices() {
    const out = this.notices;
    this.notices = [];
    return out;
  }
}
