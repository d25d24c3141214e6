// Screenshots of the game for a person to look at:
//   node tests/e2e/screenshot.mjs [outDir=/tmp/shots]
// Laptop (1280×800) and phone (360×740) at 3×3, 4×4 and 5×5, light (and 4×4 dark), a solved
// 4×4 board, a 4×4 hint from a short solution while the search goes on and the same upgraded
// (light and dark; SHOTS=proof takes only those), the table build's progress under the board, a mid-solve phone view and the wasm-failed message;
// also writes a small laptop 4×4 screenshot to www/screenshot.png for the README.
// The learning set (SHOTS=learn takes only it), laptop (1280×800) and phone (390×844), light
// and dark: a 3×3 solve by hand with a detour, its analysis (chart and table) and its optimal
// solutions listed; Statistics' all-time time chart over 14 solves with a point focused; the
// daily panel after the day's board is solved; a 5×5 analysis with its band.

import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { launch } from './browser.mjs';
import { startServer, ROOT } from '../../scripts/serve.mjs';
import { seedTables } from './tables.mjs';
import { pressAll } from './helpers.mjs';
import { GOAL3, boundedSolve, dirsOf, goalOf, optimalPath3, searchDistance, walk, withDetour } from './reference.mjs';

const outDir = process.argv[2] ?? '/tmp/shots';
await mkdir(outDir, { recursive: true });

const server = await startServer();
const browser = await launch();

const VIEWPORTS = {
  laptop: { width: 1280, height: 800 },
  phone: { width: 360, height: 740 },
};

const LEARN_VIEWPORTS = {
  laptop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
};

// 13 earlier 3×3 solves, put in storage once (a reload keeps what the page added since), so
// that the solve below is the 14th and the chart has its ao5 and ao12 lines.
const EARLIER = [31, 25, 40, 22, 28, 35, 19, 27, 33, 24, 21, 30, 26].map((sec, i) => ({
  size: '3x3', ms: sec * 1000, moves: 30 + i, assisted: false, optimal: 20, at: Date.UTC(2026, 0, 1) + i * 60_000,
}));
const SEED_EARLIER = `if (!localStorage.getItem('slide-puzzle:solves')) localStorage.setItem('slide-puzzle:solves', ${JSON.stringify(JSON.stringify(EARLIER))});`;

// Korf's instance 16 (42 moves), for a reproducible 4×4 picture.
const KORF16 = '0,9,12,4,5,3,2,8,10,1,7,6,11,14,13,15';

async function openGame(viewport, colorScheme, query = '', { wait = true } = {}) {
  // No service worker: a cached copy would hide the failed wasm load pictured below.
  const context = await browser.newContext({ viewport, colorScheme, deviceScaleFactor: 1, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${server.url}${query}`);
  if (wait) {
    await page.waitForFunction(() => {
      const board = document.querySelector('#board');
      const remaining = document.querySelector('#remaining');
      return board?.dataset.tiles && remaining && remaining.textContent !== '–';
    }, null, { timeout: 30_000 });
    await settled(page);
  }
  return { context, page };
}

/**
 * Wait until the page has nothing moving (every CSS transition and animation finished) and has
 * drawn a frame since: a picture taken then shows where things came to rest, however slow the
 * machine, with no fixed wait.
 */
async function settled(page) {
  await page.evaluate(async () => {
    await Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {})));
    await new Promise((resolve) => { requestAnimationFrame(() => requestAnimationFrame(resolve)); });
  });
}

const shot = async (page, name) => {
  const file = path.join(outDir, `${name}.png`);
  await page.screenshot({ path: file });
  console.log(file);
};

// Korf's instance 88 (65 moves): a short answer at once, the proven optimum seconds later.
const KORF88 = '12,10,6,0,9,8,13,15,11,7,3,2,5,4,14,1';
// One of the hardest boards (80 moves): its proof takes minutes, so the search shows for long.
const HARD = '0,12,9,13,15,11,10,14,3,7,2,5,4,8,6,1';

/**
 * The 4×4 answer-then-upgrade states, phone and laptop, light and dark: a hint from a short
 * solution while the search goes on, and the hint upgraded to the proven optimum. The tables
 * are put in IndexedDB first (tables.mjs).
 */
async function proofShots() {
  for (const scheme of ['light', 'dark']) {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone, colorScheme: scheme, deviceScaleFactor: 1, serviceWorkers: 'block' });
    const page = await context.newPage();
    await seedTables(page, server.url); // as a second visit finds them
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await page.goto(`${server.url}?board=${HARD}`);
      await page.waitForFunction(() => document.querySelector('#remaining').dataset.proof === 'bound', null, { timeout: 180_000 });
      await page.click('#hint');
      await page.waitForFunction(() => /none shorter than/.test(document.querySelector('#message').textContent), null, { timeout: 30_000 });
      await shot(page, `${name}-4x4-${scheme}-hint-searching`);
      await page.goto(`${server.url}?board=${KORF88}`);
      await page.waitForFunction(() => document.querySelector('#remaining').dataset.proof === 'bound', null, { timeout: 60_000 });
      await page.click('#hint');
      await page.waitForFunction(() => document.querySelector('#board').dataset.hintProof === 'optimal', null, { timeout: 180_000 });
      await settled(page);
      await shot(page, `${name}-4x4-${scheme}-hint-proven`);
    }
    await context.close();
  }
}

try {
  const only = process.env.SHOTS;
  if (!only || only === 'proof') await proofShots();
  if (!only) await otherShots();
  if (!only || only === 'learn') await learnShots();
} finally {
  await browser.close();
  await server.close();
}

async function otherShots() {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    for (const side of [3, 4, 5]) {
      const schemes = side === 4 ? ['light', 'dark'] : ['light'];
      for (const scheme of schemes) {
        const { context, page } = await openGame(viewport, scheme, `?size=${side}`);
        await shot(page, `${name}-${side}x${side}-${scheme}`);
        await context.close();
      }
    }

    // A 4×4 board after Solve has played out.
    const { context, page } = await openGame(viewport, 'light', `?board=${KORF16}`);
    await page.selectOption('#speed', '40');
    await page.click('#solve');
    await page.waitForFunction(() => document.querySelector('#board').classList.contains('is-solved')
      && !document.querySelector('#shuffle').disabled, null, { timeout: 30_000 });
    await settled(page);
    await shot(page, `${name}-4x4-light-solved`);
    await context.close();
  }

  // The spinner while the worker builds the 15-puzzle tables (phone, light).
  {
    const { context, page } = await openGame(VIEWPORTS.phone, 'light', '?size=4', { wait: false });
    // A first visit: the note under the board says how far the tables' build is.
    await page.waitForFunction(() => /once on this device: \d+/.test(document.querySelector('#note').textContent), null, { timeout: 60_000 });
    await shot(page, 'phone-4x4-light-building');
    await context.close();
  }

  // Mid-solve, and the message shown when the wasm cannot load (phone, light).
  {
    const { context, page } = await openGame(VIEWPORTS.phone, 'light', '?size=5');
    await page.selectOption('#speed', '400');
    await page.click('#solve');
    await page.waitForFunction(() => Number(document.querySelector('#moves').textContent) >= 2);
    await settled(page);
    await shot(page, 'phone-5x5-light-solving');
    await page.route('**/pkg/*.wasm', (route) => route.abort());
    await page.reload();
    await page.locator('#board [role="alert"]').waitFor();
    await shot(page, 'phone-light-error');
    await context.close();
  }

  // The README picture: the laptop view, light, 4×4.
  const { context, page } = await openGame(VIEWPORTS.laptop, 'light', `?board=${KORF16}`);
  const readme = path.join(ROOT, 'www', 'screenshot.png');
  const box = await page.evaluate(() => {
    const app = document.querySelector('.app').getBoundingClientRect();
    const bottom = Math.max(...['.options', '.help'].map((s) => document.querySelector(s).getBoundingClientRect().bottom));
    return { x: app.x, width: app.width, bottom };
  });
  await page.screenshot({
    path: readme,
    clip: { x: Math.max(0, box.x - 24), y: 0, width: Math.min(1280, box.width + 48), height: Math.min(800, box.bottom + 16) },
  });
  const { size } = await stat(readme);
  console.log(`${readme} (${Math.round(size / 1024)} KB)`);
  await context.close();
}

/**
 * A picture of the part of the page `selector` names, 16 px of the page around it, wherever it
 * is on the page (the picture is taken of the whole page, not the viewport). Logs a line when
 * the page is wider than its viewport (something overflows sideways).
 */
async function partShot(page, selector, name) {
  await settled(page);
  const { box, overflow } = await page.evaluate((sel) => {
    const r = document.querySelector(sel).getBoundingClientRect();
    const page = document.documentElement;
    return {
      box: { x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height },
      overflow: page.scrollWidth > page.clientWidth ? `${page.scrollWidth} px wide in ${page.clientWidth}` : null,
    };
  }, selector);
  if (overflow) console.log(`${name}: the page overflows sideways, ${overflow}`);
  const x = Math.max(0, box.x - 16);
  const y = Math.max(0, box.y - 16);
  const file = path.join(outDir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true, clip: { x, y, width: box.x + box.width + 16 - x, height: box.y + box.height + 16 - y } });
  console.log(file);
}

/** Wait until the panel `selector` names has its answer drawn (data-state done). */
function waitState(page, selector, timeout = 60_000) {
  return page.waitForFunction((sel) => document.querySelector(sel)?.dataset.state === 'done', selector, { timeout });
}

/** The learning set: see the head of this file. */
async function learnShots() {
  // A 3×3 board 12 moves from the goal with 8 shortest solutions, solved with the first move
  // undone and made again.
  const scramble = walk(GOAL3, ['down', 'right', 'down', 'right', 'up', 'left', 'up', 'left', 'down', 'right', 'down', 'right']).at(-1);
  // A 5×5 board 9 moves from the goal, solved with a loop round a 2×2 block after the first move.
  const start5 = walk(goalOf(5), ['down', 'down', 'right', 'right', 'up', 'left', 'down', 'right', 'down']).at(-1);
  const dirs5 = withDetour(start5, boundedSolve(start5, searchDistance(start5)), ['up', 'left', 'down', 'right']);
  for (const [name, viewport] of Object.entries(LEARN_VIEWPORTS)) {
    for (const scheme of ['light', 'dark']) {
      const context = await browser.newContext({ viewport, colorScheme: scheme, deviceScaleFactor: 1, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.addInitScript(SEED_EARLIER);
      // The daily board of a fixed day; the clock runs on from there.
      await page.clock.install({ time: new Date('2026-12-05T12:00:00Z') });
      const prefix = `${name}-learn-${scheme}`;

      await page.goto(`${server.url}?board=${scramble.join(',')}`);
      await page.waitForFunction(() => document.querySelector('#remaining').textContent !== '–', null, { timeout: 30_000 });
      await pressAll(page, withDetour(scramble, optimalPath3(scramble)));
      await waitState(page, '#analysis');
      await waitState(page, '#solutions');
      await page.click('#analysis .analysis-details > summary');
      await partShot(page, '#analysis', `${prefix}-analysis`);
      await page.click('#solutions .solutions-details > summary');
      await partShot(page, '#solutions', `${prefix}-solutions`);
      await page.check('#stats-chart-all');
      await page.waitForFunction((n) => document.querySelector('#stats-chart').dataset.points === String(n), EARLIER.length + 1);
      await page.focus(`#stats-chart circle[data-number="${EARLIER.length - 2}"]`);
      await partShot(page, '#stats', `${prefix}-time-chart`);

      await page.goto(`${server.url}?daily&size=3`);
      await page.waitForFunction(() => document.querySelector('#remaining').textContent !== '–', null, { timeout: 30_000 });
      const daily = (await page.getAttribute('#board', 'data-tiles')).split(',').map(Number);
      await pressAll(page, dirsOf(daily, optimalPath3(daily)));
      await page.waitForFunction(() => document.querySelector('#daily').dataset.solved === 'true');
      await partShot(page, '#daily', `${prefix}-daily`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await settled(page);
      await shot(page, `${prefix}-daily-page`);

      await page.goto(`${server.url}?board=${start5.join(',')}`);
      await page.waitForFunction(() => document.querySelector('#remaining').textContent !== '–', null, { timeout: 30_000 });
      await pressAll(page, dirs5);
      await waitState(page, '#analysis');
      await partShot(page, '#analysis', `${prefix}-5x5-analysis`);
      await context.close();
    }
  }
}
