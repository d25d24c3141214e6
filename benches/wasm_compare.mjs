// Compares two wasm builds on Korf's 100 in one process, alternating, so that both see the same
// machine: each build prepares its own 15-puzzle tables, then every round solves all 100 with
// one build and then the other, checking every length against the published optimum. Prints
// each round's times and the ratio of the totals (second over first).
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
const A = await load(a); const B = await load(b);
const t0 = performance.now(); A.prepare(4); console.log(`prepare A ${(performance.now() - t0) | 0} ms`);
const t1 = performance.now(); B.prepare(4); console.log(`prepare B ${(performance.now() - t1) | 0} ms`);
const boards = fs.readFileSync(data, 'utf8').split('\n').filter((l) => l.trim() && !l.startsWith('#'))
  .map((l) => { const n = l.trim().split(/\s+/).map(Number); return { len: n[1], tiles: Uint8Array.from(n.slice(2)) }; });
const tot = { A: [], B: [] };
for (let r = 0; r < rounds; r++) {
  for (const [name, m] of [['A', A], ['B', B]]) {
    const s = performance.now();
    for (const { len, tiles } of boards) {
      const ans = m.solve(tiles);
      if (ans.length !== len) throw new Error(`${name} wrong length ${ans.length} vs ${len}`);
    }
    tot[name].push((performance.now() - s) / 1000);
  }
  console.log(`round ${r}: A ${tot.A.at(-1).toFixed(2)} s, B ${tot.B.at(-1).toFixed(2)} s, B/A ${(tot.B.at(-1) / tot.A.at(-1)).toFixed(3)}`);
}
const sum = (v) => v.reduce((x, y) => x + y, 0);
console.log(`total A ${sum(tot.A).toFixed(2)} B ${sum(tot.B).toFixed(2)} ratio B/A ${(sum(tot.B) / sum(tot.A)).toFixed(3)}; load ${fs.readFileSync('/proc/loadavg', 'utf8').trim()}`);
