// The solver's big tables, kept in IndexedDB so that a browser builds them once.
//
// One database, one object store, one record per board side: the bytes from the wasm module's
// exportTables (versioned and checksummed inside, so this module never judges them: the solver's
// importTables does). Every function here resolves, never rejects: a browser without IndexedDB,
// in private mode, over its quota or with a broken database just has nothing stored, and the
// solver builds its tables as if this were the first visit. Usable from a worker and the page.

export const DB_NAME = 'slide-tables';
export const STORE = 'tables';
const DB_VERSION = 1;

/** The record key for `side`: one record per side, replaced when the tables are stored again. */
export const keyFor = (side) => `side-${side}`;

/**
 * Open the database (creating the store on first use). Resolves to the IDBDatabase, or null if
 * IndexedDB is missing or refuses. `idb` is the IDBFactory (for tests); defaults to the global.
 */
export function openStore(idb = undefined) {
  return new Promise((resolve) => {
    let request;
    try {
      // Reading the global may itself throw (a sandboxed frame, a browser that forbids storage).
      const factory = idb === undefined ? globalThis.indexedDB : idb;
      if (!factory) { resolve(null); return; }
      request = factory.open(DB_NAME, DB_VERSION);
    } catch {
      resolve(null);
      return;
    }
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(STORE)) db.createObjectStore(STORE);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
}

/** Run one request on the store; resolves to its result, or `fallback` on any failure. */
async function run(mode, makeRequest, fallback, idb) {
  const db = await openStore(idb);
  if (!db) return fallback;
  try {
    return await new Promise((resolve) => {
      let result = fallback;
      const tx = db.transaction(STORE, mode);
      const request = makeRequest(tx.objectStore(STORE));
      request.onsuccess = () => { result = request.result; };
      // A write counts once its transaction commits; a read answers with what it found.
      tx.oncomplete = () => resolve(mode === 'readwrite' ? true : (result ?? fallback));
      tx.onerror = () => resolve(fallback);
      tx.onabort = () => resolve(fallback);
    });
  } catch {
    return fallback;
  } finally {
    db.close();
  }
}

/** The stored bytes for `side` as a Uint8Array, or null when none (or storage fails). */
export async function loadTables(side, idb) {
  const value = await run('readonly', (store) => store.get(keyFor(side)), null, idb);
  return toBytes(value);
}

/** Store `bytes` for `side`. Resolves to true if they were kept, false if storage failed. */
export function saveTables(side, bytes, idb) {
  return run('readwrite', (store) => store.put(bytes, keyFor(side)), false, idb);
}

/** Forget the tables for `side` (true if the store answered). */
export function clearTables(side, idb) {
  return run('readwrite', (store) => store.delete(keyFor(side)), false, idb);
}

/** A stored value as bytes: a Uint8Array, or an ArrayBuffer / other view of one; else null. */
export function toBytes(value) {
  if (value instanceof Uint8Array) return value;
  if (value instanceof ArrayBuffer) return new Uint8Array(value);
  if (ArrayBuffer.isView(value)) return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
  return null;
}
