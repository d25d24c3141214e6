// The table store for rectangles across the wasm boundary: `prepare(width, onProgress, height)`
// builds a shape's pattern databases with progress up to 1, `exportTables(width, height)` gives
// them as bytes and `importTables(width, bytes, height)` loads them into a second, fresh module
// instance, which then solves as far as an independent search says; a damaged blob, or one for
// another shape, is refused with a BadTables Error and the solver is unchanged; shapes without
// tables behave as 3×3 does (prepare reports 1, ready, nothing to export).
//
//   node --test tests/boundary/shape-tables.test.mjs

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import init, * as wasm from '../../pkg/slide_puzzle.js';
import { fewestMoves, goalOf, play, scrambled } from './shape-helpers.mjs';

const wasmBytes = fs.readFileSync(new URL('../../pkg/slide_puzzle_bg.wasm', import.meta.url));
await init({ module_or_path: wasmBytes });
// A second instance of the module, with a solver of its own that has built nothing.
const fresh = await import('../../pkg/slide_puzzle.js?fresh');
await fresh.default({ module_or_path: wasmBytes });

/** Builds the tables of `width × height` with `prepare`, checking its progress reports. */
function prepared(width, height) {
  const shares = [];
  // prepare answers with the build's wall-clock milliseconds: a number, and no more can be said
  // of a clock reading without a threshold.
  const ms = wasm.prepare(width, (share) => shares.push(share), height);
  assert.equal(typeof ms, 'number');
  assert.ok(shares.length >= 3, `${width}×${height}: ${shares.length} reports`);
  shares.forEach((s, i) => assert.ok(s >= (shares[i - 1] ?? 0) && s <= 1, `report ${i}: ${s}`));
  assert.equal(shares.at(-1), 1);
  return ms;
}

/**
 * The length of the first database in `bytes`, read from its header as docs/FORMATS.md describes the
 * format: "SPDB", the version, width, height, the group count, each group's size and tiles, then
 * one byte per placement of each group (cells! / (cells − size)!), then a 4-byte checksum.
 */
function firstLength(bytes) {
  const cells = bytes[5] * bytes[6];
  let at = 8;
  let entries = 0;
  for (let g = 0; g < bytes[7]; g++) {
    const size = bytes[at];
    let placements = 1;
    for (let i = 0; i < size; i++) placements *= cells - i;
    entries += placements;
    at += 1 + size;
  }
  return at + entries + 4;
}

/** Checks that `importTables` refuses these arguments with a BadTables Error matching `message`. */
function refused(module, width, bytes, height, message) {
  assert.throws(() => module.importTables(width, bytes, height), (err) => {
    assert.ok(err instanceof Error && !(err instanceof WebAssembly.RuntimeError), String(err));
    assert.equal(err.name, 'BadTables', `${err.name}: ${err.message}`);
    assert.match(err.message, message);
    return true;
  });
}

for (const [width, height, steps] of [[2, 5, 40], [3, 5, 60]]) {
  test(`${width}×${height}: prepare with progress, export, import into a fresh solver, solve as the independent search`, () => {
    assert.equal(wasm.tablesReady(width, height), false);
    assert.equal(wasm.exportTables(width, height), undefined);
    prepared(width, height);
    assert.equal(wasm.tablesReady(width, height), true);
    assert.equal(wasm.tablesReady(height, width), false, 'the turned shape has tables of its own');
    const bytes = wasm.exportTables(width, height);
    assert.ok(bytes instanceof Uint8Array && bytes.length > 10000, `${bytes?.length} bytes`);
    // A second prepare finds them built.
    assert.deepEqual(wasm.exportTables(width, height), bytes);

    assert.equal(fresh.tablesReady(width, height), false);
    fresh.importTables(width, bytes, height);
    assert.equal(fresh.tablesReady(width, height), true);
    assert.deepEqual(fresh.exportTables(width, height), bytes);
    // Loaded tables answer at once and as short as the independent search.
    const shares = [];
    fresh.prepare(width, (share) => shares.push(share), height);
    assert.deepEqual(shares, [1], 'nothing left to build');
    for (const seed of [1, 2]) {
      const tiles = scrambled(width, height, steps, 100 * width + seed);
      const moves = [...fresh.solve({ tiles, width })];
      assert.deepEqual(play(width, height, tiles, moves), goalOf(width * height));
      assert.equal(moves.length, fewestMoves(width, height, tiles), `seed ${seed}: not the fewest moves`);
      assert.equal(fresh.lowerBound({ tiles, width }), wasm.lowerBound({ tiles, width }));
    }
  });
}

test('damaged blobs and blobs for another shape are refused, and the solver is unchanged', () => {
  if (!wasm.tablesReady(2, 5)) prepared(2, 5);
  const bytes = wasm.exportTables(2, 5);
  const other = new Uint8Array(bytes.length);
  other.set(bytes);
  // Fresh tables for 5×2, to refuse them as 2×5's.
  prepared(5, 2);
  const wide = wasm.exportTables(5, 2);
  const loaded = fresh.tablesReady(2, 5);

  const damaged = bytes.slice();
  damaged[bytes.length >> 1] ^= 4;
  refused(fresh, 2, damaged, 5, /checksum/);
  refused(fresh, 2, bytes.subarray(0, bytes.length - 10), 5, /cut short/);
  const older = bytes.slice();
  older[4] += 1; // the format version byte
  refused(fresh, 2, older, 5, /another version/);
  refused(fresh, 2, wide, 5, /another board shape/);
  refused(fresh, 5, bytes, 2, /another board shape/);
  refused(fresh, 3, bytes, 5, /another board shape/);
  // The first database twice is not the pair of partitions the solver uses.
  const first = bytes.subarray(0, firstLength(bytes));
  refused(fresh, 2, Uint8Array.from([...first, ...first]), 5, /other tile groups/);
  refused(fresh, 4, bytes, 3, /without tables/);
  // Square calls refuse a rectangle's tables as before.
  assert.throws(() => fresh.importTables(4, bytes), { name: 'BadTables' });
  assert.throws(() => fresh.importTables(5, bytes), { name: 'BadTables' });
  assert.equal(fresh.tablesReady(2, 5), loaded, 'unchanged by the refusals');
  assert.equal(fresh.tablesReady(5, 2), false);
  assert.equal(fresh.tablesReady(4), false);
  assert.deepEqual(other, bytes, 'the export was not touched');
});

test('shapes without tables: prepare reports 1 and returns, ready, nothing to export, as 3×3', () => {
  for (const [width, height] of [[3, 3], [4, 3], [3, 4], [2, 4], [6, 5], [16, 2]]) {
    const shares = [];
    const ms = fresh.prepare(width, (share) => shares.push(share), height);
    assert.equal(typeof ms, 'number');
    assert.deepEqual(shares, [1], `${width}×${height}`);
    assert.equal(fresh.tablesReady(width, height), true, `${width}×${height}`);
    assert.equal(fresh.exportTables(width, height), undefined, `${width}×${height}`);
  }
  // A side alone is the square, as before.
  assert.equal(fresh.tablesReady(3), true);
  assert.equal(fresh.exportTables(3), undefined);
  assert.equal(fresh.tablesReady(4), false);
  assert.equal(fresh.tablesReady(4, 4), false);
});

test('a bad width or height is a BadShape, a bad side alone a BadSide', () => {
  for (const call of [
    () => fresh.prepare(2, undefined, 1),
    () => fresh.prepare(2.5, undefined, 5),
    () => fresh.tablesReady(2, 17),
    () => fresh.exportTables(0, 5),
    () => fresh.importTables(2, new Uint8Array(8), NaN),
  ]) {
    assert.throws(call, { name: 'BadShape' });
  }
  assert.throws(() => fresh.tablesReady(17), { name: 'BadSide' });
  assert.throws(() => fresh.prepare(2, {}, 5), { name: 'BadArgument' });
  assert.throws(() => fresh.importTables(2, [1, 2, 3], 5), { name: 'BadTables', message: /Uint8Array/ });
});
