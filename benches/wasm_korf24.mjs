// The page's 5×5 answers, measured with the WebAssembly build as the page's worker runs them
// (www/worker.js, solveImproving): on Korf & Felner's 50 random 24-puzzles, `new Improver(tiles)`,
// `improver.run(first)` (the first answer, posted at once) and then `improver.run(improve)`
// (the same improvement continued: the answer the page upgrades to, `first + improve` ms after
// the start), first with Manhattan distance plus linear conflict (what a first visit answers
// with while the database builds), then after `prepare(5)` builds the 5-5-5-5-4 pattern
// database (what every later visit loads from IndexedDB), in the same run. Reports the build
// time, the stored size, the import time, and for each heuristic and each answer the mean length
// and the mean proven lower bound over the published optimum. Every answer must be a valid
// length between its bound and the optimum's bounds, and the continued answer no worse than the
// first, or the script exits with status 1.
//
// KORF24_RESTART=1 also measures, in the same run, the schedule the page had before the
// Improver: `solveWithin(tiles, first)` then `solveWithin(tiles, improve)`, which starts over,
// taking the better answer and the higher bound of the two. KORF24_PDB_ONLY=1 skips the
// Manhattan-distance pass. Wall-clock figures: note the machine's load with them.
//
//   wasm-pack build --target web --out-dir pkg
//   node benches/wasm_korf24.mjs [first] [improve] [count]
//   # default: 3000 and 12000 ms (the page's, www/worker.js), all 50; improve 0 skips it

import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import init, {
  Improver, exportTables, importTables, prepare, solveWithin,
} from '../pkg/slide_puzzle.js';

const firstMs = Number(process.argv[2] ?? 3000);
const improveMs = Number(process.argv[3] ?? 12_000);
const count = Number(process.argv[4] ?? 50);
const restart = process.env.KORF24_RESTART === '1';
const pdbOnly = process.env.KORF24_PDB_ONLY === '1';

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

/** Sums of answer / optimum and lower bound / optimum, one figure per answer of a schedule. */
class Tally {
  constructor(label) {
    this.label = label;
    this.lengths = 0;
    this.bounds = 0;
    this.n = 0;
  }

  /** Adds `answer` on `instance`, checking it against the published optimum. */
  add({ number, length }, answer) {
    const moves = answer.moves.length;
    if (moves < length || answer.lowerBound > length || answer.lowerBound > moves) {
      console.error(`${this.label}, instance ${number}: ${moves} moves, bound ${answer.lowerBound}, optimum ${length}`);
      failed = true;
    }
    this.lengths += moves / length;
    this.bounds += answer.lowerBound / length;
    this.n += 1;
  }

  print() {
    console.log(`${this.label}: answer / optimum ${(this.lengths / this.n).toFixed(3)}, `
      + `lower bound / optimum ${(this.bounds / this.n).toFixed(3)}`);
  }
}

/** The page's schedule (one Improver, run twice) and, with KORF24_RESTART=1, the old one. */
function run(label) {
  const total = firstMs + improveMs;
  const first = new Tally(`${label}, Improver at ${firstMs} ms`);
  const continued = new Tally(`${label}, Improver continued to ${total} ms`);
  const restartFirst = new Tally(`${label}, solveWithin ${firstMs} ms`);
  const restarted = new Tally(`${label}, then solveWithin ${improveMs} ms (starting over; ${total} ms in all)`);
  for (const instance of instances) {
    const improver = new Improver(instance.tiles);
    const answer = improver.run(firstMs);
    first.add(instance, answer);
    if (improveMs > 0) {
      const later = improver.run(improveMs);
      if (later.moves.length > answer.moves.length || later.lowerBound < answer.lowerBound) {
        console.error(`${label}, instance ${instance.number}: continued to ${later.moves.length} moves `
          + `(bound ${later.lowerBound}) from ${answer.moves.length} (bound ${answer.lowerBound})`);
        failed = true;
      }
      continued.add(instance, later);
    }
    improver.free();
    if (restart) {
      const one = solveWithin(instance.tiles, firstMs);
      restartFirst.add(instance, one);
      if (improveMs > 0) {
        const two = solveWithin(instance.tiles, improveMs);
        const best = two.moves.length <= one.moves.length ? two : one;
        restarted.add(instance, { moves: best.moves, lowerBound: Math.max(one.lowerBound, two.lowerBound) });
      }
    }
  }
  first.print();
  if (improveMs > 0) continued.print();
  if (restart) {
    restartFirst.print();
    if (improveMs > 0) restarted.print();
  }
}

console.log(`Korf's 24-puzzles 1–${instances.length}; load average ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
if (!pdbOnly) run('Manhattan + linear conflict');
const buildMs = prepare(5);
const stored = exportTables(5);
const loadStart = performance.now();
importTables(5, stored);
const loadMs = performance.now() - loadStart;
console.log(`prepare(5): ${(buildMs / 1000).toFixed(1)} s; stored ${stored.length.toLocaleString('en')} bytes `
  + `(gzip ${gzipSync(stored).length.toLocaleString('en')}); importTables ${loadMs.toFixed(0)} ms`);
run('5-5-5-5-4 pattern database');
console.log(`load average at the end ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
process.exit(failed ? 1 : 0);
