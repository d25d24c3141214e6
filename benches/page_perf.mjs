// How the page feels, in headless Chromium: the figures the functional tests must not assert
// (they depend on the machine and its load). Reports, never fails on a figure.
//
//   make build && node benches/page_perf.mjs      (also run by `make bench`)
//
// - Solve's pace on 3×3 at the default speed: milliseconds between the moves it plays.
// - While the worker searches an 80-move 15-puzzle: animation frames the page draws in 500 ms,
//   and how long a click takes to move a tile (evaluate round trip, as the test harness sees it).
// - The longest main-thread task (PerformanceObserver 'longtask') while a first visit builds
//   the 15-puzzle tables, takes a hint and plays a 4×4 solve.

import { launch } from '../tests/e2e/browser.mjs';
import { openGame, recordBoards, waitBoard, waitIdle } from '../tests/e2e/helpers.mjs';
import { startServer } from '../scripts/serve.mjs';

const HARD = [0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 2, 5, 4, 8, 6, 1]; // 80 moves
const HARDEST3 = [8, 6, 7, 2, 5, 4, 3, 0, 1]; // 31 moves
const LONG_TASKS = () => {
  window.longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.longTasks.push(e.duration);
  }).observe({ type: 'longtask', buffered: true });
};

const server = await startServer();
const browser = await launch();
const closers = [];
const t = { after: (fn) => closers.push(fn) }; // openGame's cleanup hook, outside node:test
const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const figures = [];

try {
  {
    const { page } = await openGame(t, browser, server, { query: `?board=${HARDEST3.join(',')}` });
    const seen = await recordBoards(page);
    await page.click('#solve');
    await waitBoard(page, { solved: true }, 60_000);
    const gaps = seen.slice(1).map((s, i) => s.at - seen[i].at);
    figures.push(['3×3 Solve, default speed: ms between moves (median, worst)',
      `${median(gaps).toFixed(0)}, ${Math.max(...gaps).toFixed(0)} over ${gaps.length}`]);
  }
  {
    const { page } = await openGame(t, browser, server, { query: `?board=${HARD.join(',')}`, ready: false });
    await page.waitForFunction(() => document.querySelector('#status').dataset.searching === 'true', null, { timeout: 120_000 });
    const frames = await page.evaluate(() => new Promise((resolve) => {
      let n = 0;
      const end = performance.now() + 500;
      const tick = () => { n += 1; if (performance.now() < end) requestAnimationFrame(tick); else resolve(n); };
      requestAnimationFrame(tick);
    }));
    figures.push(['4×4 search running: animation frames in 500 ms', String(frames)]);
    const tile = HARD[1]; // beside the blank, which is in the top-left corner
    const sent = performance.now();
    await page.evaluate((tile) => document.querySelector(`#board button[data-tile="${tile}"]`).click(), tile);
    figures.push(['4×4 search running: a click, round trip from Node (ms)', (performance.now() - sent).toFixed(0)]);
  }
  {
    const { page } = await openGame(t, browser, server, { query: '?size=3', init: LONG_TASKS });
    await page.selectOption('#speed', '40');
    await page.selectOption('#size', '4');
    await waitIdle(page, 180_000);
    await page.click('#hint');
    await waitIdle(page, 60_000);
    await page.click('#solve');
    await waitBoard(page, { solved: true }, 60_000);
    const long = await page.evaluate(() => window.longTasks);
    figures.push(['4×4 first visit (tables built, hint, solve): long tasks, longest (ms)',
      `${long.length}, ${long.length ? Math.max(...long).toFixed(0) : 0}`]);
  }
} finally {
  for (const close of closers.reverse()) await close();
  await browser.close();
  await server.close();
}

for (const [what, value] of figures) console.log(`${what}: ${value}`);
