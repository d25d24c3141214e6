// Compares two wasm builds on Korf's 100 in one process, alternating, so that both see the same
// machine: each build prepares its own 15-puzzle tables, then every round solves each board
// with both builds, one after the other (the first of the two alternating from board to board),
// checking every length against the published optimum. Prints each round's totals and the
// ratio of all rounds' totals (second over first), then each build's sum over the boards of its
// fastest time for the board: on a machine shared with other jobs a burst of their work slows
// a round by a third, and a board's fastest time is the one such a burst missed, so the ratio
// of those sums moves least from one run to the next.
//
//   node benches/wasm_compare.mjs <checkout A> <checkout B> [rounds] [instances file]
//   # each checkout must hold a pkg/ from `wasm-pack build --target web --out-dir pkg --release`
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
const [a, b] = [process.argv[2], process.argv[3]];
const rounds = Number(process.argv[4] ?? 3);
const data = process.argv[5] ?? `${a}/tests/data/korf100.txt`;
const load = async (dir) => {
  const m = await import(`${dir}/pkg/slide_puzzle.js?${dir}`);
  await m.default({ module_or_path: fs.readFileSync(`${dir}/pkg/slide_puzzle_bg.wasm`) });
  return m;
};
const builds = { A: await load(a), B: await load(b) };
for (const [name, m] of Object.entries(builds)) {
  const t = performance.now();
  m.prepare(4);
  console.log(`prepare ${name} ${(performance.now() - t) | 0} ms`);
}
const boards = fs.readFileSync(data, 'utf8').split('\n').filter((l) => l.trim() && !l.startsWith('#'))
  .map((l) => { const n = l.trim().split(/\s+/).map(Number); return { len: n[1], tiles: Uint8Array.from(n.slice(2)) }; });
const totals = { A: [], B: [] };
const fastest = { A: boards.map(() => Infinity), B: boards.map(() => Infinity) };
for (let r = 0; r < rounds; r++) {
  const round = { A: 0, B: 0 };
  boards.forEach(({ len, tiles }, i) => {
    for (const name of (r + i) % 2 ? ['A', 'B'] : ['B', 'A']) {
      const s = performance.now();
      const ans = builds[name].solve(tiles);
      const ms = performance.now() - s;
      if (ans.length !== len) throw new Error(`${name} wrong length ${ans.length} vs ${len}`);
      round[name] += ms / 1000;
      fastest[name][i] = Math.min(fastest[name][i], ms);
    }
  });
  totals.A.push(round.A);
  totals.B.push(round.B);
  console.log(`round ${r}: A ${round.A.toFixed(2)} s, B ${round.B.toFixed(2)} s, B/A ${(round.B / round.A).toFixed(3)}`);
}
const sum = (v) => v.reduce((x, y) => x + y, 0);
const load1 = fs.readFileSync('/proc/loadavg', 'utf8').trim();
console.log(`total A ${sum(totals.A).toFixed(2)} B ${sum(totals.B).toFixed(2)} ratio B/A ${(sum(totals.B) / sum(totals.A)).toFixed(3)}`);
console.log(`fastest time a board, summed: A ${(sum(fastest.A) / 1000).toFixed(3)} s, B ${(sum(fastest.B) / 1000).toFixed(3)} s, ratio B/A ${(sum(fastest.B) / sum(fastest.A)).toFixed(3)}; load ${load1}`);
