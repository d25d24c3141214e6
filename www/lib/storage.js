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

export class StorageManager {
  constructor() {
    this.notices = [];
    const store = openLocalStorage();
    if (store instanceof Error || !store) {
      this.persistent = false;
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
      if (!this.warnedFull) {
        this.warnedFull = true;
        this.notices.push(err?.name === 'QuotaExceededError'
          ? 'Browser storage is full: this game and best results are not being saved.'
          : 'Browser storage refused to save: this game and best results are not being saved.');
      }
      return false;
    }
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
