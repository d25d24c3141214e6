// Unit tests for www/solver/table-store.js: storage that is missing or failing never throws, and
// bytes come back as bytes. (The real IndexedDB round trip is tested in the browser:
// tests/e2e/proof.test.mjs.)

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { clearTables, keyFor, loadTables, openStore, saveTables, toBytes } from '../../www/solver/table-store.js';

/** An IDBFactory whose open() fails the way a browser in private mode or over quota may. */
const failing = {
  throwing: { open() { throw new DOMException('denied', 'SecurityError'); } },
  erroring: {
    open() {
      const request = {};
      queueMicrotask(() => request.onerror?.(new Event('error')));
      return request;
    },
  },
  blocked: {
    open() {
      const request = {};
      queueMicrotask(() => request.onblocked?.(new Event('blocked')));
      return request;
    },
  },
};

describe('table-store', () => {
  test('one key per side', () => {
    assert.equal(keyFor(4), 'side-4');
    assert.notEqual(keyFor(4), keyFor(5));
  });

  test('no IndexedDB at all: nothing stored, nothing thrown', async () => {
    assert.equal(await openStore(undefined), null);
    assert.equal(await loadTables(4, null), null);
    assert.equal(await saveTables(4, new Uint8Array(3), null), false);
    assert.equal(await clearTables(4, null), false);
  });

  for (const [name, idb] of Object.entries(failing)) {
    test(`an IndexedDB whose open ${name}: load gives null, save gives false`, async () => {
      assert.equal(await openStore(idb), null);
      assert.equal(await loadTables(4, idb), null);
      assert.equal(await saveTables(4, new Uint8Array([1, 2, 3]), idb), false);
    });
  }

  test('stored values come back as bytes, anything else as null', () => {
    const bytes = new Uint8Array([1, 2, 3, 4]);
    assert.equal(toBytes(bytes), bytes);
    assert.deepEqual(toBytes(bytes.buffer), bytes);
    assert.deepEqual(toBytes(new DataView(bytes.buffer, 1, 2)), new Uint8Array([2, 3]));
    for (const junk of [null, undefined, 'abc', 42, {}, [1, 2, 3]]) assert.equal(toBytes(junk), null);
  });
});
