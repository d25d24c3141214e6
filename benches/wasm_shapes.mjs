// Rectangles in the WebAssembly build, as the page's worker runs them: for each shape the solver
// answers optimally, `prepare(width, onProgress, height)` (the shape's pattern databases, if it
// has any), the size of `exportTables(width, height)` and the time `importTables` takes in a
// second, fresh instance (what a later visit pays instead of the build), then `solve` on the
// boards of benches/shape_boards.txt (the same boards as `cargo bench --bench shapes`), printing
// the mean length and the mean, median and largest time. Every answer must reach the goal, be
// no shorter than `lowerBound`, and the imported tables must give the same lengths, or the
// script exits with status 1.
//
//   wasm-pack build --target web --out-dir pkg --release
//   node benches/wasm_shapes.mjs [count] [shapes]   # default 10 boards a shape, every shape;
//                                                   # shapes like 2x8,8x2

import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import init, * as wasm from '../pkg/slide_puzzle.js';
import { solves } from './solves.mjs';

const count = Number(process.argv[2] ?? 10);
const only = process.argv[3]?.split(',');
const bytes = fs.readFileSync(new URL('../pkg/slide_puzzle_bg.wasm', import.meta.url));
await init({ module_or_path: bytes });
const fresh = await import('../pkg/slide_puzzle.js?fresh');
await fresh.default({ module_or_path: bytes });

/** The boards of the file, by shape ("2x8"), in order. */
const boards = new Map();
for (const line of fs.readFileSync(new URL('./shape_boards.txt', import.meta.url), 'utf8').split('\n')) {
  if (!line.trim() || line.startsWith('#')) continue;
  const [width, height, ...tiles] = line.trim().split(/\s+/).map(Number);
  const key = `${width}x${height}`;
  if (!boards.has(key)) boards.set(key, []);
  boards.get(key).push({ width, height, tiles: Uint8Array.from(tiles) });
}

const format = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(1)} ms`);
let failed = false;

console.log('| shape | prepare | stored | import | boards | mean length | mean time | median | max |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const [key, all] of boards) {
  if (only && !only.includes(key)) continue;
  const { width, height } = all[0];
  const set = all.slice(0, count);
  let reports = 0;
  const built = wasm.prepare(width, () => { reports += 1; }, height);
  const kept = wasm.exportTables(width, height);
  let imported = null;
  if (kept) {
    const started = performance.now();
    fresh.importTables(width, kept, height);
    imported = performance.now() - started;
  }
  const times = [];
  let lengths = 0;
  for (const { tiles } of set) {
    const board = { tiles, width };
    const started = performance.now();
    const moves = wasm.solve(board);
    times.push(performance.now() - started);
    lengths += moves.length;
    if (!solves(width, tiles, moves) || moves.length < wasm.lowerBound(board)) {
      console.error(`${key}: an answer of ${moves.length} moves is not a solution or beats the lower bound`);
      failed = true;
    }
    if (kept && fresh.solve(board).length !== moves.length) {
      console.error(`${key}: the imported tables gave another length`);
      failed = true;
    }
  }
  times.sort((a, b) => a - b);
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(`| ${width}×${height} | ${kept ? `${format(built)} (${reports} reports)` : 'none'} | `
    + `${kept ? `${(kept.length / 1e6).toFixed(2)} MB` : ''} | ${imported === null ? '' : format(imported)} | `
    + `${set.length} | ${(lengths / set.length).toFixed(1)} | ${format(mean)} | `
    + `${format(times[times.length >> 1])} | ${format(times[times.length - 1])} |`);
}
if (failed) process.exit(1);
