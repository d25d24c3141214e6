// How long a 4×4 game waits for its proven optimum, in headless Chromium: on a first visit
// (an empty profile: no tables kept, the 15-puzzle's 6-6-3 databases being built in a second
// worker while the solving session proves with its quick database) and on a returning visit
// (the tables in IndexedDB). Reports, never fails on a figure: the times depend on the machine.
//
//   make build && node benches/first_visit.mjs [boards = 9] [--baseline DIR]
//
// Each board is a fresh `?size=4` deal (the page's own random board) in a fresh browser
// context; the time is from the start of navigation to the moment "Optimal" shows a proven
// length (`#remaining[data-proof="optimal"]`, or the board's distance figure proven).
// `--baseline DIR`: a second checkout, built (`make build` there), served beside this one; each
// board's visits alternate between the two, so that both meet the same load, and the ratios
// of their medians are printed.

import { launch } from '../tests/e2e/browser.mjs';
import { openGame } from '../tests/e2e/helpers.mjs';
import { startServer } from '../scripts/serve.mjs';

const args = process.argv.slice(2);
const at = args.indexOf('--baseline');
const baseline = at >= 0 ? args.splice(at, 2)[1] : null;
const boards = Number(args[0] ?? 9);
const browser = await launch();
const sites = [{ name: 'this build', server: await startServer(), first: [], again: [] }];
if (baseline) sites.push({ name: `baseline ${baseline}`, server: await startServer({ root: baseline }), first: [], again: [] });
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

try {
  for (let i = 0; i < boards; i += 1) {
    for (const site of sites) {
      const visit = await openGame(t, browser, site.server, { query: '?size=4', ready: false, tables: 'none' });
      const [ms, length] = await provenAfter(visit.page);
      site.first.push(ms);
      for (const close of closers.splice(0).reverse()) await close(); // the first visit's build stops
      const returning = await openGame(t, browser, site.server, { query: '?size=4', ready: false, tables: 'seed' });
      const [msAgain, lengthAgain] = await provenAfter(returning.page);
      site.again.push(msAgain);
      console.log(`board ${i + 1}, ${site.name}: first visit ${(ms / 1000).toFixed(2)} s (${length} moves), returning ${(msAgain / 1000).toFixed(2)} s (${lengthAgain} moves)`);
      for (const close of closers.splice(0).reverse()) await close();
    }
  }
} finally {
  for (const close of closers.reverse()) await close();
  await browser.close();
  for (const site of sites) await site.server.close();
}

const fmt = (xs) => `median ${(median(xs) / 1000).toFixed(2)} s, worst ${(Math.max(...xs) / 1000).toFixed(2)} s`;
for (const site of sites) {
  console.log(`${site.name}: 4×4 proven optimum, first visit (empty profile): ${fmt(site.first)} over ${site.first.length} boards`);
  console.log(`${site.name}: 4×4 proven optimum, returning visit (tables kept): ${fmt(site.again)} over ${site.again.length} boards`);
}
if (baseline) {
  const [now, base] = sites;
  const ratio = (key) => (median(now[key]) / median(base[key])).toFixed(2);
  console.log(`this build / baseline, medians: first visit ${ratio('first')}, returning visit ${ratio('again')}`);
}
