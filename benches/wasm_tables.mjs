// Builds one checkout's tables for a side with the wasm build and prints the time and the bytes
// `exportTables` gives (what the page keeps in IndexedDB). Run it once per checkout, one after
// the other, to compare two builds.
//
//   node benches/wasm_tables.mjs <checkout> [side]   # side 4 or 5 (default 5); needs <checkout>/pkg
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const dir = path.resolve(process.argv[2] ?? '.');
const side = Number(process.argv[3] ?? 5);
const m = await import(pathToFileURL(`${dir}/pkg/slide_puzzle.js`).href);
await m.default({ module_or_path: fs.readFileSync(`${dir}/pkg/slide_puzzle_bg.wasm`) });
const start = performance.now();
m.prepare(side);
const seconds = (performance.now() - start) / 1000;
console.log(`${dir}: prepare(${side}) ${seconds.toFixed(1)} s, exportTables(${side}) ` +
  `${m.exportTables(side).length} bytes; load ${fs.readFileSync('/proc/loadavg', 'utf8').trim()}`);
