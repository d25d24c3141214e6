// The 4×4 short answer the page shows at once (`solveShort`), measured with the WebAssembly
// build on Korf's 100 and the 80-move positions: first without the 15-puzzle tables (a first
// visit, while a second worker builds them), then with them (every later visit), in the same
// run. Reports the mean answer length over the published optimum, and the median and largest
// time per call. Every answer must reach the goal and be no shorter than the optimum, or the
// script exits with status 1.
//
//   wasm-pack build --target web --out-dir pkg
//   node benches/wasm_short4.mjs [count]   # the first `count` of Korf's 100 (default all)

import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import init, { prepare, solveShort } from '../pkg/slide_puzzle.js';
import { solves } from './solves.mjs';

const count = Number(process.argv[2] ?? 100);
await init({ module_or_path: fs.readFileSync(new URL('../pkg/slide_puzzle_bg.wasm', import.meta.url)) });

/** Instances of a data file: {number, length, tiles}, the tiles last on each line. */
function read(file, n) {
  return fs.readFileSync(new URL(`../tests/data/${file}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .slice(0, n)
    .map((line) => {
      const numbers = line.trim().split(/\s+/).map(Number);
      return { number: numbers[0], length: numbers[1], tiles: Uint8Array.from(numbers.slice(-16)) };
    });
}

let failed = false;

function measure(label, instances) {
  let ratio = 0;
  const times = [];
  for (const { number, length, tiles } of instances) {
    const started = performance.now();
    const moves = solveShort(tiles);
    times.push(performance.now() - started);
    if (!solves(4, tiles, moves) || moves.length < length) {
      console.error(`${label} #${number}: ${moves.length} moves against the optimum ${length}, or not a solution`);
      failed = true;
    }
    ratio += moves.length / length;
  }
  times.sort((a, b) => a - b);
  console.log(`${label}: answer / optimum ${(ratio / instances.length).toFixed(3)}, `
    + `median ${times[times.length >> 1].toFixed(1)} ms, max ${times[times.length - 1].toFixed(1)} ms`);
}

const korf = read('korf100.txt', count);
const hard = read('hard80.txt', Infinity);
measure(`Korf's 100 (first ${korf.length}), no tables`, korf);
measure('80-move positions, no tables', hard);
const started = performance.now();
prepare(4);
console.log(`prepare(4): ${((performance.now() - started) / 1000).toFixed(1)} s`);
measure(`Korf's 100 (first ${korf.length}), tables`, korf);
measure('80-move positions, tables', hard);
if (failed) process.exit(1);
