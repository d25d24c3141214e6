// Times the WebAssembly build's `solve` on the 3×3 benchmark sample (benches/sample_3x3.txt), as
// the browser would call it: one JS call per board, a Uint8Array in and the moves out.
//
//   wasm-pack build --target web --out-dir pkg   # builds pkg/
//   node benches/wasm_solve.mjs                  # Node 20 or later
//
// Every solution is first checked against the listed optimal length and replayed with
// `applyMove` to the goal; any mismatch exits with status 1 before anything is timed. Then, after
// a warm-up, each board is solved REPEATS times and its median kept; the table gives the median,
// mean and worst of those per-board medians, and the two 31-move boards on their own.

import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import init, { solve, applyMove, goal } from '../pkg/slide_puzzle.js';

const REPEATS = 15;
const WARMUP_PASSES = 3;

const wasmBytes = fs.readFileSync(new URL('../pkg/slide_puzzle_bg.wasm', import.meta.url));
await init({ module_or_path: wasmBytes });

const text = fs.readFileSync(new URL('./sample_3x3.txt', import.meta.url), 'utf8');
const cases = [];
text.split('\n').forEach((raw, index) => {
  const line = raw.trim();
  if (line === '' || line.startsWith('#')) return;
  const [board, optimal] = line.split('#');
  const tiles = Uint8Array.from(board.trim().split(/\s+/).map(Number));
  const n = Number(optimal);
  if (tiles.length !== 9 || !Number.isInteger(n)) {
    console.error(`sample_3x3.txt line ${index + 1}: malformed: ${line}`);
    process.exit(1);
  }
  cases.push({ tiles, optimal: n, name: board.trim() });
});

// Correctness first, untimed.
const solved = goal(3).join(' ');
let failures = 0;
for (const c of cases) {
  const moves = solve(c.tiles);
  let board = c.tiles;
  for (const tile of moves) board = applyMove(board, tile);
  if (moves.length !== c.optimal || board.join(' ') !== solved) {
    console.error(`${c.name}: solve gave ${moves.length} moves (optimal ${c.optimal}), ends at ${board.join(' ')}`);
    failures += 1;
  }
}
if (failures > 0) {
  console.error(`${failures} of ${cases.length} boards wrong`);
  process.exit(1);
}

for (let pass = 0; pass < WARMUP_PASSES; pass += 1) {
  for (const c of cases) solve(c.tiles);
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
for (const c of cases) {
  const times = [];
  for (let r = 0; r < REPEATS; r += 1) {
    const t0 = performance.now();
    solve(c.tiles);
    times.push(performance.now() - t0);
  }
  c.ms = median(times);
}

const perBoard = cases.map((c) => c.ms);
const worst = cases.reduce((a, b) => (b.ms > a.ms ? b : a));
const hardest = cases.filter((c) => c.optimal === 31);
const ms = (x) => x.toFixed(3).padStart(9);
const row = (label, value) => console.log(`${label.padEnd(44)}${ms(value)}`);

console.log(`wasm solve, ${cases.length} boards of benches/sample_3x3.txt, all optimal; ` +
  `per board: median of ${REPEATS} runs after ${WARMUP_PASSES} warm-up passes (Node ${process.versions.node})`);
console.log(`${''.padEnd(44)}${'ms'.padStart(9)}`);
row('median per board', median(perBoard));
row('mean per board', perBoard.reduce((a, b) => a + b, 0) / perBoard.length);
row(`worst board (${worst.name}, ${worst.optimal} moves)`, worst.ms);
for (const c of hardest) row(`31-move board ${c.name}`, c.ms);
