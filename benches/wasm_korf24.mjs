// The page's 5×5 answers, measured with the WebAssembly build as the page's worker runs them:
// on Korf & Felner's 50 random 24-puzzles, `solveWithin(tiles, first)` (the first answer), then
// `solveWithin(tiles, improve)` (the answer the page upgrades to while the player waits), first
// with Manhattan distance plus linear conflict (what a first visit answers with while the
// database builds), then after `prepare(5)` builds the 5-5-5-5-4 pattern database (what every
// later visit loads from IndexedDB), in the same run. Reports the build time, the stored size,
// the import time, and for each heuristic and each answer the mean length and the mean proven
// lower bound over the published optimum. Every answer must be a valid length between its bound
// and the optimum's bounds, or the script exits with status 1.
//
//   wasm-pack build --target web --out-dir pkg
//   node benches/wasm_korf24.mjs [first] [improve] [count]
//   # default: 3000 and 12000 ms (the page's, www/worker.js), all 50; improve 0 skips it

import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import init, { exportTables, importTables, prepare, solveWithin } from '../pkg/slide_puzzle.js';

const firstMs = Number(process.argv[2] ?? 3000);
const improveMs = Number(process.argv[3] ?? 12_000);
const count = Number(process.argv[4] ?? 50);

await init({ module_or_path: fs.readFileSync(new URL('../pkg/slide_puzzle_bg.wasm', import.meta.url)) });

const instances = fs.readFileSync(new URL('../tests/data/korf24.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .slice(0, count)
  .map((line) => {
    const [number, length, ...tiles] = line.trim().split(/\s+/).map(Number);
    return { number, length, tiles: Uint8Array.from(tiles) };
  });

let failed = false;

/** Mean answer / optimum and lower bound / optimum of `solveWithin(tiles, ms)` over the set. */
function measure(label, ms) {
  let lengths = 0;
  let bounds = 0;
  for (const { number, length, tiles } of instances) {
    const answer = solveWithin(tiles, ms);
    const moves = answer.moves.length;
    if (moves < length || answer.lowerBound > length || answer.lowerBound > moves) {
      console.error(`${label}, instance ${number}: ${moves} moves, bound ${answer.lowerBound}, optimum ${length}`);
      failed = true;
    }
    lengths += moves / length;
    bounds += answer.lowerBound / length;
  }
  const n = instances.length;
  console.log(`${label}, ${ms} ms: answer / optimum ${(lengths / n).toFixed(3)}, lower bound / optimum ${(bounds / n).toFixed(3)}`);
}

function run(label) {
  measure(label, firstMs);
  if (improveMs > 0) measure(label, improveMs);
}

console.log(`Korf's 24-puzzles 1–${instances.length}, solveWithin each`);
run('Manhattan + linear conflict');
const buildMs = prepare(5);
const stored = exportTables(5);
const loadStart = performance.now();
importTables(5, stored);
const loadMs = performance.now() - loadStart;
console.log(`prepare(5): ${(buildMs / 1000).toFixed(1)} s; stored ${stored.length.toLocaleString('en')} bytes `
  + `(gzip ${gzipSync(stored).length.toLocaleString('en')}); importTables ${loadMs.toFixed(0)} ms`);
run('5-5-5-5-4 pattern database');
process.exit(failed ? 1 : 0);
