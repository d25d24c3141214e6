// How long a 4×4 game waits for its proven optimum, in headless Chromium: on a first visit
// (an empty profile: no tables kept, the 15-puzzle's 6-6-3 databases being built in a second
// worker while the solving session proves with its quick database) and on a returning visit
// (the tables in IndexedDB). Reports, never fails on a figure: the times depend on the machine.
//
//   make build && node benches/first_visit.mjs [boards = 9]
//
// Each board is a fresh `?size=4` deal (the page's own random board) in a fresh browser
// context; the time is from the start of navigation to the moment "Optimal" shows a proven
// length (`#remaining[data-proof="optimal"]`, or the board's distance figure proven).

import { launch } from '../tests/e2e/browser.mjs';
import { openGame } from '../tests/e2e/helpers.mjs';
import { startServer } from '../scripts/serve.mjs';

const boards = Number(process.argv[2] ?? 9);
const server = await startServer();
const browser = await launch();
const closers = [];
const t = { after: (fn) => closers.push(fn) }; // openGame's cleanup hook, outside node:test
const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

/** Milliseconds from navigation to the proven distance on the page opened, and its length. */
async function provenAfter(page) {
  const handle = await page.waitForFunction(() => {
    const el = document.querySelector('#remaining');
    return el?.dataset.proof === 'optimal' ? [performance.now(), Number(el.textContent)] : null;
  }, null, { timeout: 600_000, polling: 'raf' });
  return handle.jsonValue();
}

const first = [];
const again = [];
try {
  for (let i = 0; i < boards; i += 1) {
    const visit = await openGame(t, browser, server, { query: '?size=4', ready: false, tables: 'none' });
    const [ms, length] = await provenAfter(visit.page);
    first.push(ms);
    const returning = await openGame(t, browser, server, { query: '?size=4', ready: false, tables: 'seed' });
    const [msAgain, lengthAgain] = await provenAfter(returning.page);
    again.push(msAgain);
    console.log(`board ${i + 1}: first visit ${(ms / 1000).toFixed(2)} s (${length} moves), returning ${(msAgain / 1000).toFixed(2)} s (${lengthAgain} moves)`);
    for (const close of closers.splice(0).reverse()) await close();
  }
} finally {
  for (const close of closers.reverse()) await close();
  await browser.close();
  await server.close();
}

const fmt = (xs) => `median ${(median(xs) / 1000).toFixed(2)} s, worst ${(Math.max(...xs) / 1000).toFixed(2)} s`;
console.log(`4×4 proven optimum, first visit (empty profile): ${fmt(first)} over ${first.length} boards`);
console.log(`4×4 proven optimum, returning visit (tables kept): ${fmt(again)} over ${again.length} boards`);
