// Does the 5×5 improvement pay on 6×6 to 8×8? The wasm build in Node, as the page's worker runs
// a solve there (www/worker.js, solveImproving): `new Improver(tiles)`, `improver.run(first)`
// (the answer shown at once) and `improver.run(improve)` (the same search continued, the answer
// the page upgrades to), beside `solveShort(tiles)` (the reduction, row by row and column by
// column, with nothing after it). No optimum is known at these sizes, so each answer is set
// against the reduction's length and against the lower bound the Improver proved.
//
// The boards are random solvable permutations from a seeded generator (the same on every run),
// not the page's deals. Every answer is replayed here, move by move, to the goal; an illegal
// move, an answer that misses the goal, a bound above an answer, or a continued answer longer
// than the first (or with a lower bound) exits with status 1. Wall-clock figures: note the
// machine's load with them.
//
//   wasm-pack build --target web --out-dir pkg
//   node benches/wasm_large.mjs [first] [improve] [count] [sides]
//   # default: 3000 and 12000 ms (the page's), 5 boards of each side, sides 6,7,8

import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import init, { Improver, isSolvable, solveShort } from '../pkg/slide_puzzle.js';
import { seededRandom } from '../scripts/seeded-random.mjs';
import { solves } from './solves.mjs';

const firstMs = Number(process.argv[2] ?? 3000);
const improveMs = Number(process.argv[3] ?? 12_000);
const count = Number(process.argv[4] ?? 5);
const sides = (process.argv[5] ?? '6,7,8').split(',').map(Number);

await init({ module_or_path: fs.readFileSync(new URL('../pkg/slide_puzzle_bg.wasm', import.meta.url)) });

/** A uniformly random solvable `side`×`side` board: a shuffle, two tiles swapped if need be. */
function deal(side, random) {
  const tiles = Uint8Array.from({ length: side * side }, (_, i) => i);
  for (let i = tiles.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [tiles[i], tiles[j]] = [tiles[j], tiles[i]];
  }
  if (!isSolvable(tiles)) {
    const [a, b] = [...tiles.keys()].filter((i) => tiles[i] !== 0);
    [tiles[a], tiles[b]] = [tiles[b], tiles[a]];
  }
  return tiles;
}

let failed = false;
const fail = (text) => { console.error(text); failed = true; };
const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;

console.log(`${count} random boards of each side, Improver ${firstMs} ms then ${improveMs} ms more; `
  + `load average ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
console.log('| side | reduction: moves | ms | Improver at first: moves | / reduction | / bound '
  + '| continued: moves | / reduction | / bound | bound |');
console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const side of sides) {
  const random = seededRandom(2026 + side);
  const rows = [];
  for (let n = 0; n < count; n++) {
    const tiles = deal(side, random);
    const shortStart = performance.now();
    const short = solveShort(tiles);
    const shortMs = performance.now() - shortStart;
    const improver = new Improver(tiles);
    const first = improver.run(firstMs);
    const later = improveMs > 0 ? improver.run(improveMs) : first;
    improver.free();
    for (const [label, moves] of [['reduction', short], ['first', first.moves], ['continued', later.moves]]) {
      if (!solves(side, tiles, moves)) fail(`${side}×${side} board ${n}: the ${label} answer does not reach the goal`);
    }
    if (first.lowerBound > first.moves.length || later.lowerBound > later.moves.length) {
      fail(`${side}×${side} board ${n}: a bound above its answer`);
    }
    if (later.moves.length > first.moves.length || later.lowerBound < first.lowerBound) {
      fail(`${side}×${side} board ${n}: the continued answer is worse than the first`);
    }
    rows.push({ short: short.length, shortMs, first, later });
  }
  const m = (f) => mean(rows.map(f));
  console.log(`| ${side}×${side} | ${m((r) => r.short).toFixed(1)} | ${m((r) => r.shortMs).toFixed(0)} `
    + `| ${m((r) => r.first.moves.length).toFixed(1)} | ${m((r) => r.first.moves.length / r.short).toFixed(3)} `
    + `| ${m((r) => r.first.moves.length / r.first.lowerBound).toFixed(3)} `
    + `| ${m((r) => r.later.moves.length).toFixed(1)} | ${m((r) => r.later.moves.length / r.short).toFixed(3)} `
    + `| ${m((r) => r.later.moves.length / r.later.lowerBound).toFixed(3)} | ${m((r) => r.later.lowerBound).toFixed(1)} |`);
}
process.exit(failed ? 1 : 0);
