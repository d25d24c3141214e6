// A long session compressed into minutes (issue 25): one page, round after round of play in
// headless Chromium — a shuffle, random moves by key, undos, hints until the board is solved,
// now and then a replay of the last solve, the Inside panel switched on and off, and every tenth
// round a 4×4 board (the 15-puzzle tables loaded from IndexedDB) with hints and a Solve. It
// reports what the page and its workers hold as it goes (after a forced garbage collection: the
// page's JS heap, DOM nodes and event listeners; each worker's wasm memory), console errors, and
// whether every 3×3 solve was kept in the statistics. A report, not a test: it never fails on a
// figure.
//
//   make build && node benches/soak.mjs [rounds = 60]

import { execSync } from 'node:child_process';
import { launch } from '../tests/e2e/browser.mjs';
import { boardOf, openGame, waitBoardChange, waitIdle } from '../tests/e2e/helpers.mjs';
import { tileFor } from '../tests/e2e/reference.mjs';
import { startServer } from '../scripts/serve.mjs';

const rounds = Number(process.argv[2] ?? 60);
const server = await startServer();
const browser = await launch();
const closers = [];
const t = { after: (fn) => closers.push(fn) }; // openGame's cleanup hook, outside node:test
const MB = 2 ** 20;

/** A tiny seeded generator, so a run can be repeated. */
function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const counts = { moves: 0, undos: 0, hints: 0, solves3: 0, solves4: 0, replays: 0, toggles: 0, sizeChanges: 0 };
const samples = [];

try {
  const { page, errors, context } = await openGame(t, browser, server, { query: '?size=3', tables: 'seed', timeout: 60_000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.selectOption('#speed', '40');
  await page.selectOption('#animation', '0');
  const next = random(25);

  /** What the page and its workers hold now, after a garbage collection. */
  async function sample(round) {
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const m = Object.fromEntries(metrics.map(({ name, value }) => [name, value]));
    const wasmOf = (scope) => scope.evaluate(async () => {
      // The module the page or worker already loaded: its default export returns the instance.
      const exports = await (await import('/pkg/slide_puzzle.js')).default();
      return exports.memory.buffer.byteLength;
    }).catch(() => null);
    const workers = [];
    for (const worker of page.workers()) workers.push(await wasmOf(worker));
    samples.push({
      round, heap: m.JSHeapUsedSize, nodes: m.Nodes, listeners: m.JSEventListeners,
      pageWasm: await wasmOf(page), workers: workers.filter((w) => w !== null),
    });
  }

  async function hintUntilSolved() {
    for (;;) {
      await waitIdle(page, 60_000);
      if (await page.evaluate(() => document.querySelector('#board').classList.contains('is-solved'))) return;
      const before = await boardOf(page);
      await page.click('#hint');
      await waitBoardChange(page, before, 60_000);
      counts.hints += 1;
    }
  }

  const started = Date.now();
  for (let round = 0; round <= rounds; round += 1) {
    if (round % 10 === 0) await sample(round);
    if (round === rounds) break;
    if (round % 10 === 9) { // a 4×4 board: hints, then Solve
      await page.selectOption('#size', '4x4');
      counts.sizeChanges += 1;
      await waitIdle(page, 120_000);
      for (let i = 0; i < 3; i += 1) {
        const before = await boardOf(page);
        await page.click('#hint');
        await waitBoardChange(page, before, 120_000);
        counts.hints += 1;
        await waitIdle(page, 120_000);
      }
      await page.click('#solve');
      await page.waitForFunction(() => document.querySelector('#board').classList.contains('is-solved'), null, { timeout: 120_000 });
      counts.solves4 += 1;
      await page.selectOption('#size', '3x3');
      counts.sizeChanges += 1;
      await waitIdle(page, 60_000);
      continue;
    }
    await page.click('#shuffle');
    await waitIdle(page, 60_000);
    await page.evaluate(() => document.activeElement?.blur());
    let tiles = await boardOf(page);
    for (let i = 0; i < 40; i += 1) { // random moves by key
      const keys = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };
      const choices = Object.keys(keys).filter((k) => tileFor(tiles, keys[k]) !== undefined);
      await page.keyboard.press(choices[Math.floor(next() * choices.length)]);
      tiles = await boardOf(page);
      counts.moves += 1;
    }
    for (let i = 0; i < 5; i += 1) {
      await page.click('#undo');
      counts.undos += 1;
    }
    await hintUntilSolved();
    counts.solves3 += 1;
    if (round % 4 === 1 && await page.isVisible('#replay-last')) {
      await page.click('#replay-last');
      await page.waitForSelector('#replay-bar:not([hidden])');
      await page.click('#replay-exit');
      await page.waitForSelector('#replay-bar', { state: 'hidden' });
      counts.replays += 1;
    }
    if (round % 3 === 2) {
      await page.click('#inside');
      await page.click('#inside');
      counts.toggles += 2;
    }
  }
  const minutes = (Date.now() - started) / 60_000;
  // Every solve made, 3×3 and 4×4, is one kept solve.
  const kept = await page.evaluate(() => (JSON.parse(localStorage.getItem('slide-puzzle:solves')) ?? []).length);
  const made = counts.solves3 + counts.solves4;

  const first = samples[0];
  const last = samples.at(-1);
  const max = (key) => Math.max(...samples.map((s) => s[key]));
  console.log(`machine: ${execSync('nproc').toString().trim()} cores; ${execSync("lscpu | grep -i 'cache' | tr -s ' ' | paste -sd ';'").toString().trim()}`);
  console.log(`${rounds} rounds in ${minutes.toFixed(1)} min:`, JSON.stringify(counts));
  console.log('round  JS heap MB  DOM nodes  listeners  page wasm MB  workers wasm MB');
  for (const s of samples) {
    console.log(`${String(s.round).padStart(5)}  ${(s.heap / MB).toFixed(1).padStart(10)}  ${String(s.nodes).padStart(9)}  ${String(s.listeners).padStart(9)}  ${(s.pageWasm / MB).toFixed(1).padStart(12)}  ${s.workers.map((w) => (w / MB).toFixed(1)).join(', ')}`);
  }
  console.log(`JS heap: ${(first.heap / MB).toFixed(1)} → ${(last.heap / MB).toFixed(1)} MB (max ${(max('heap') / MB).toFixed(1)}); DOM nodes ${first.nodes} → ${last.nodes}; listeners ${first.listeners} → ${last.listeners}`);
  console.log(`solves made ${made} (3×3 ${counts.solves3}, 4×4 ${counts.solves4}), kept in the statistics ${kept} (none lost: ${kept === made})`);
  console.log(`console errors: ${errors.length}${errors.length ? `\n  ${errors.join('\n  ')}` : ''}`);
} finally {
  for (const close of closers) await close();
  await browser.close();
  await server.close();
}
