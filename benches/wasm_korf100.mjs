// Solves Korf's 100 random 15-puzzles with the WebAssembly build, as the page's worker would:
// one `solve` call per board. Reports the pattern databases' build time (`prepare`), the size of
// their stored form and the time to load it back (`exportTables`/`importTables`, what the page
// does with IndexedDB), the wasm memory in use, and total, median and worst solve times. Every solution must have
// the published optimal length, or the script exits with status 1.
//
//   wasm-pack build --target web --out-dir pkg   # builds pkg/
//   node benches/wasm_korf100.mjs                # Node 20 or later
//   SLIDE_WASM=other.wasm node benches/wasm_korf100.mjs   # the same glue with another module
//                                                          (e.g. before and after wasm-opt)

import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import init, { exportTables, importTables, prepare, solve } from '../pkg/slide_puzzle.js';

const wasm = await init({
  module_or_path: fs.readFileSync(process.env.SLIDE_WASM ?? new URL('../pkg/slide_puzzle_bg.wasm', import.meta.url)),
});
const memoryBefore = wasm.memory.buffer.byteLength;
const buildMs = prepare(4);
const memoryAfter = wasm.memory.buffer.byteLength;
const stored = exportTables(4);
const loadStart = performance.now();
importTables(4, stored);
const loadMs = performance.now() - loadStart;

const data = fs.readFileSync(new URL('../tests/data/korf100.txt', import.meta.url), 'utf8');
const instances = data
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => {
    const [number, length, ...tiles] = line.trim().split(/\s+/).map(Number);
    return { number, length, tiles: Uint8Array.from(tiles) };
  });

const times = [];
for (const { number, length, tiles } of instances) {
  const start = performance.now();
  const moves = solve(tiles);
  times.push(performance.now() - start);
  if (moves.length !== length) {
    console.error(`instance ${number}: ${moves.length} moves, published optimum ${length}`);
    process.exit(1);
  }
}

const sorted = [...times].sort((a, b) => a - b);
const total = times.reduce((a, b) => a + b, 0);
console.log(`Korf's 100 random 15-puzzles, wasm build in Node ${process.version}`);
console.log(`pattern databases: prepare(4) took ${buildMs.toFixed(0)} ms; wasm memory ` +
  `${(memoryBefore / 2 ** 20).toFixed(1)} MiB before, ${(memoryAfter / 2 ** 20).toFixed(1)} MiB after; ` +
  `stored form ${(stored.length / 1e6).toFixed(1)} MB, importTables took ${loadMs.toFixed(0)} ms`);
console.log('| solves | total s | median ms | mean ms | worst ms |');
console.log('|---:|---:|---:|---:|---:|');
console.log(`| ${times.length} | ${(total / 1000).toFixed(2)} | ${sorted[sorted.length >> 1].toFixed(1)} | ` +
  `${(total / times.length).toFixed(1)} | ${sorted[sorted.length - 1].toFixed(0)} |`);
console.log('all 100 solutions have the published optimal length');
