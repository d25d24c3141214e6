// Proves the 15-puzzle's hardest positions (80 moves) optimal with the WebAssembly build, as the
// page's worker does: `solveWithin(tiles, Infinity)` per board. Prints each board's time and
// the median and worst; exits with status 1 if any answer is not a proven 80-move solution.
//
//   wasm-pack build --target web --out-dir pkg   # builds pkg/
//   node benches/wasm_hard80.mjs [numbers]       # e.g. 1,5,9; all 17 by default (many minutes)

import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import init, { prepare, solveWithin } from '../pkg/slide_puzzle.js';

await init({
  module_or_path: fs.readFileSync(new URL('../pkg/slide_puzzle_bg.wasm', import.meta.url)),
});
const buildMs = prepare(4);
const wanted = process.argv[2]?.split(',').map(Number);
const boards = fs.readFileSync(new URL('../tests/data/hard80.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => {
    const [number, length, ...tiles] = line.trim().split(/\s+/).map(Number);
    return { number, length, tiles: Uint8Array.from(tiles) };
  })
  .filter(({ number }) => !wanted || wanted.includes(number));

console.log(`the 15-puzzle's 80-move positions, wasm build in Node ${process.version}; ` +
  `tables built in ${(buildMs / 1000).toFixed(1)} s`);
console.log('| position | s | positions examined |');
console.log('|---:|---:|---:|');
const times = [];
for (const { number, length, tiles } of boards) {
  let examined = 0;
  const start = performance.now();
  const answer = solveWithin(tiles, Infinity, (positions) => { examined = positions; });
  const seconds = (performance.now() - start) / 1000;
  times.push(seconds);
  console.log(`| ${number} | ${seconds.toFixed(1)} | ≥ ${(examined / 1e6).toFixed(0)} million |`);
  if (!answer.optimal || answer.moves.length !== length) {
    console.error(`position ${number}: ${answer.moves.length} moves, optimal ${answer.optimal}`);
    process.exit(1);
  }
}
const sorted = [...times].sort((a, b) => a - b);
console.log(`median ${sorted[sorted.length >> 1].toFixed(1)} s, worst ${sorted.at(-1).toFixed(1)} s ` +
  `over ${times.length} positions, each proven optimal at ${boards[0]?.length} moves`);
