// Shared page helpers for the end-to-end tests (not a test file itself).

import { after, before } from 'node:test';
import { launch } from './browser.mjs';
import { KEYS, parseTiles } from './reference.mjs';
import { startServer } from '../../scripts/serve.mjs';
import { seedTables, wantsTables } from './tables.mjs';

/**
 * One static server and one browser for a whole test file: registers node:test's before and
 * after hooks and returns {server, browser, openGame(t, options)} (server and browser are set
 * once the hooks have run). `setup` runs first (to build a reference table, say), `teardown`
 * last (to print a summary).
 */
export function useGame({ setup = null, teardown = null } = {}) {
  const env = {
    server: null,
    browser: null,
    openGame: (t, options) => openGame(t, env.browser, env.server, options),
  };
  before(async () => {
    await setup?.();
    env.server = await startServer({ also: ['/tests/e2e/fixtures/'] }); // the tests' own workers and probes
    env.browser = await launch();
  });
  after(async () => {
    await env.browser?.close();
    await env.server?.close();
    await teardown?.();
  });
  return env;
}

/**
 * Open the game in a fresh browser context; collect console errors and uncaught exceptions.
 * `init` is a function (or script) run in the page before its own scripts (addInitScript);
 * `beforeGoto(page)` runs before the page is opened (to listen for its workers, say).
 * `tables`: 'auto' puts the 15-puzzle tables in IndexedDB first when the address opens a 4×4
 * board (as a second visit finds them: see tables.mjs), 'seed' always, 'none' never (the tests
 * of the build itself). `clock: true` installs Playwright's fake clock (page.clock) before the
 * page loads: time flows as usual until a test freezes it (see `freeze`), and then only the
 * test moves it, so a test about time (a pause, a pace, a watchdog) waits for nothing.
 */
export async function openGame(t, browser, server, {
  viewport = { width: 1280, height: 800 }, colorScheme = 'light', reducedMotion = 'no-preference',
  query = '', ready = true, init = null, beforeGoto = null, timeout = 15_000,
  serviceWorkers = 'block', contextOptions = {}, tables = 'auto', clock = false,
} = {}) {
  // Service workers are blocked unless a test asks for them: a cached copy would hide the
  // network routes some tests set up (the offline test allows them).
  const context = await browser.newContext({ viewport, colorScheme, reducedMotion, serviceWorkers, ...contextOptions });
  t.after(() => context.close());
  const page = await context.newPage();
  const errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  if (tables === 'seed' || (tables === 'auto' && wantsTables(query))) await seedTables(page, server.url);
  if (clock) await page.clock.install();
  if (init) await page.addInitScript(init);
  if (beforeGoto) await beforeGoto(page);
  await page.goto(`${server.url}${query}`);
  if (ready) await waitIdle(page, timeout);
  return { page, errors, context };
}

/**
 * Wait until #board matches every condition given: `tiles` (a board of that many tiles),
 * `solved` (the goal is shown), `mode` (its data-mode: 'idle' | 'thinking' | 'playing' |
 * 'paused'), `busy` (its data-busy: whether the worker owes any answer, asked for or not),
 * `known` (the distance to go is shown). The one helper for the tests' repeated waits.
 */
export async function waitBoard(page, { tiles, solved, mode, busy, known } = {}, timeout = 15_000) {
  await page.waitForFunction((want) => {
    const board = document.querySelector('#board');
    const shown = board.dataset.tiles ? board.dataset.tiles.split(',').map(Number) : [];
    return shown.length > 0
      && (want.tiles === undefined || shown.length === want.tiles)
      && (want.solved === undefined || want.solved === shown.every((t, i) => t === (i + 1) % shown.length))
      && (want.mode === undefined || board.dataset.mode === want.mode)
      && (want.busy === undefined || board.dataset.busy === String(want.busy))
      && (want.known === undefined || want.known === (document.querySelector('#remaining').textContent !== '–'));
  }, { tiles, solved, mode, busy, known }, { timeout });
}

/**
 * Wait until it is the player's turn and nothing else is going on: a board is shown, nothing
 * plays or waits (data-mode idle), the worker owes nothing (data-busy false: on 4×4 the
 * shortest solution is proven, not just the short answer shown meanwhile), and the distance is
 * known.
 */
export async function waitIdle(page, timeout = 15_000) {
  await waitBoard(page, { mode: 'idle', busy: false, known: true }, timeout);
}

/** Wait until no tile is still animating (a slide's transition has finished). */
export async function waitAnimationsDone(page, timeout = 10_000) {
  await page.waitForFunction(
    () => [...document.querySelectorAll('#board button')].every((b) => b.getAnimations().length === 0),
    null,
    { timeout },
  );
}

export const boardOf = async (page) => parseTiles(await page.getAttribute('#board', 'data-tiles'));
export const statusOf = (page) => page.textContent('#status');

export async function waitBoardChange(page, from, timeout = 5_000) {
  await page.waitForFunction((old) => document.querySelector('#board').dataset.tiles !== old, from.join(','), { timeout });
  return boardOf(page);
}

/** Record every value #board's data-tiles takes, with a time stamp. */
export async function recordBoards(page) {
  const seen = [];
  const name = `__record${Math.random().toString(36).slice(2)}`;
  await page.exposeFunction(name, (tiles, at) => seen.push({ tiles: parseTiles(tiles), at }));
  await page.evaluate((fn) => {
    const board = document.querySelector('#board');
    new MutationObserver((records) => {
      // A record's new value is the next record's old value (or the current one, for the last).
      records.forEach((r, i) => {
        const value = i + 1 < records.length ? records[i + 1].oldValue : board.dataset.tiles;
        window[fn](value, performance.now());
      });
    }).observe(board, { attributes: true, attributeFilter: ['data-tiles'], attributeOldValue: true });
  }, name);
  return seen;
}

/**
 * Stop the page's fake clock (openGame's `clock: true`): from here its timers (setTimeout,
 * setInterval, requestAnimationFrame, Date, performance.now) move only by
 * `page.clock.runFor(ms)`. Timers due in the next `ahead` ms fire on the way (the clock can only
 * be stopped at a time still to come).
 */
export async function freeze(page, ahead = 1_000) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + ahead);
}

/**
 * An init script that holds back some messages from the page's workers until the test says
 * `window.__release()`, so that a test never depends on which of two computations ends first:
 * 'proof' holds every proven answer of the solver worker (`ok` with `optimal: true`), 'tables'
 * the end of the table builder's build (the worker asked to `build`). Everything else passes.
 * `window.__heldCount()` says how many are held.
 */
export function holdWorkerMessages(kind) {
  const install = (what) => {
    const Real = window.Worker;
    const held = [];
    let holding = true;
    const builders = new WeakSet();
    const matches = (worker, data) => (what === 'proof'
      ? data?.ok === true && data.optimal === true
      : builders.has(worker) && data?.type === 'prepare-end');
    window.__heldCount = () => held.length;
    window.__release = () => {
      holding = false;
      for (const deliver of held.splice(0)) deliver();
    };
    window.Worker = class extends Real {
      postMessage(message, ...rest) {
        if (message?.build) builders.add(this);
        return super.postMessage(message, ...rest);
      }

      addEventListener(type, listener, options) {
        if (type !== 'message') return super.addEventListener(type, listener, options);
        return super.addEventListener(type, (event) => {
          if (holding && matches(this, event.data)) held.push(() => listener.call(this, event));
          else listener.call(this, event);
        }, options);
      }
    };
  };
  return { content: `(${install})(${JSON.stringify(kind)});` };
}

/**
 * Press the arrow key of each direction of `dirs` (reference.mjs's names), each once the one
 * before has landed (#moves counts it).
 */
export async function pressAll(page, dirs) {
  for (const [i, dir] of dirs.entries()) {
    await page.keyboard.press(KEYS[dir]);
    await page.waitForFunction((n) => document.querySelector('#moves').textContent === String(n), i + 1);
  }
}
