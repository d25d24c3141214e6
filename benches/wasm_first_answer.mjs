// The first 4×4 answer of a fresh wasm instance, for two builds in one process, alternating:
// what a page pays on its first 4×4 board before any search (the duplicate-pruning automaton
// for the shape, built once per instance), timed on a board one move from the goal, and the
// instance's memory after it. Each run imports each build anew (a new instance), so nothing
// is kept from the run before.
//
//   node benches/wasm_first_answer.mjs <checkout A> <checkout B> [runs]
//   # each checkout must hold a pkg/ from `make build`
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';

const [a, b] = [process.argv[2], process.argv[3]];
const runs = Number(process.argv[4] ?? 5);
const ONE_MOVE = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15];

async function firstAnswer(dir, run) {
  const m = await import(`${dir}/pkg/slide_puzzle.js?run=${run}`);
  const instance = await m.default({ module_or_path: fs.readFileSync(`${dir}/pkg/slide_puzzle_bg.wasm`) });
  const start = performance.now();
  const session = new m.Session(ONE_MOVE);
  const report = session.run(10_000);
  const ms = performance.now() - start;
  if (report.moves.length !== 1 || !report.optimal) throw new Error(`${dir}: not the one-move answer`);
  session.free();
  return { ms, mb: instance.memory.buffer.byteLength / 1e6 };
}

const times = { A: [], B: [] };
for (let run = 0; run < runs; run += 1) {
  const line = [];
  for (const [name, dir] of [['A', a], ['B', b]]) {
    const { ms, mb } = await firstAnswer(dir, run);
    times[name].push(ms);
    line.push(`${name} ${ms.toFixed(0)} ms (${mb.toFixed(1)} MB)`);
  }
  console.log(`run ${run}: ${line.join(', ')}`);
}
const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
console.log(`median A ${median(times.A).toFixed(0)} ms, B ${median(times.B).toFixed(0)} ms, ` +
  `B/A ${(median(times.B) / median(times.A)).toFixed(3)}; load ${fs.readFileSync('/proc/loadavg', 'utf8').trim()}`);
