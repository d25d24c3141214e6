// Faults in the solver worker: one that hangs, falls silent, crashes or traps is replaced by a
// fresh one, the page says so, and play goes on; one that keeps failing is switched off with a
// message while the board stays playable. A long honest search is never mistaken for a hang:
// its heartbeat keeps the watchdog quiet and the page shows how far it has got, beside a short
// answer labelled as not proven shortest; the search is never given up for a budget.
//
// The faulty workers are tests/e2e/fixtures/fault-worker.js, put in place of the first N
// workers the page starts by wrapping its Worker constructor before the page's scripts run.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { boardOf, freeze, holdWorkerMessages, recordBoards, statusOf, useGame, waitBoard, waitBoardChange, waitIdle } from './helpers.mjs';
import { readFileSync } from 'node:fs';
import { GOAL3, distance3, goalOf, movedTile, neighbours, parseKorf, slide } from './reference.mjs';

const env = useGame({ setup: () => distance3(GOAL3) });

/**
 * A script for the page: its first `count` solver workers fail as `mode` says (fault-worker.js).
 * Only the solver's workers (named 'solver') are counted and replaced; the learning and Inside
 * panels' workers are left alone.
 */
function faultyWorkers(mode, count) {
  const wrap = ({ mode: how, count: n }) => {
    const Real = window.Worker;
    let made = 0;
    window.__workersMade = () => made;
    window.Worker = class extends Real {
      constructor(url, options) {
        const solver = options?.name === 'solver';
        if (solver) made += 1;
        super(solver && made <= n ? `/tests/e2e/fixtures/fault-worker.js?mode=${how}` : url, options);
      }
    };
  };
  return { content: `(${wrap})(${JSON.stringify({ mode, count })});` };
}

const openWithFaults = (t, mode, count, options = {}) => env.openGame(t, { ready: false, init: faultyWorkers(mode, count), ...options });

/** The page's watchdog limit for a busy worker's silence (solver-client.js's stallMs). */
const STALL_MS = 10_000;
/** Its limit while the worker loads or builds tables (solver-client.js's slowStallMs). */
const SLOW_STALL_MS = 60_000;

/** After a recovery: the distance shown is the true one, and Hint makes an optimal move. */
async function assertSolverWorks(page) {
  await waitIdle(page, 30_000);
  const start = await boardOf(page);
  assert.equal(Number(await page.textContent('#remaining')), distance3(start), 'the distance shown is right');
  await page.click('#hint');
  const next = await waitBoardChange(page, start, 15_000);
  assert.equal(distance3(next), distance3(start) - 1, 'the hint moved one step closer');
}

/** Whether the page's message matches `words` now. */
const says = (page, words) => page.evaluate((source) => new RegExp(source).test(document.querySelector('#message').textContent), words.source);

describe('solver worker faults', () => {
  for (const [mode, words, watchdog] of [
    ['stuck', /stopped answering, so it was restarted/, true],
    ['silent', /stopped answering, so it was restarted/, true],
    ['crash', /crashed, so it was restarted/, false],
    ['trap', /internal error, so it was restarted/, false],
  ]) {
    test(`a worker that is ${mode === 'trap' ? 'trapped' : mode === 'crash' ? 'crashing' : mode} is replaced, the page says so, and play goes on`, async (t) => {
      const { page, errors } = await openWithFaults(t, mode, 1, { clock: watchdog });
      if (watchdog) {
        // A stuck or silent worker is found by the watchdog alone. The page's fake clock is
        // stopped once the worker owes an answer and moved in steps of a fifth of its limit
        // until the page says so: no real time is waited for. The watchdog may still be on
        // its limit for a worker loading its tables (a minute) when the clock stops, so the
        // steps go on up to that limit and one more step.
        await waitBoard(page, { busy: true }, 30_000);
        await freeze(page);
        for (let ran = 0; ran <= SLOW_STALL_MS && !(await says(page, words)); ran += STALL_MS / 5) {
          await page.clock.runFor(STALL_MS / 5);
        }
        assert.ok(await says(page, words), 'the page said the worker was restarted');
        await page.clock.resume();
      } else {
        await page.waitForFunction((source) => new RegExp(source).test(document.querySelector('#message').textContent),
          words.source, { timeout: 10_000 });
      }
      await assertSolverWorks(page);
      assert.equal(await page.evaluate(() => window.__workersMade()), 2, 'exactly one fresh worker was started');
      assert.deepEqual(errors, []);
    });
  }

  test('a worker slower to load than the watchdog’s limit is waited for, not replaced', async (t) => {
    // The worker is held loading until the test lets it go; meanwhile the page's fake clock
    // runs past the watchdog's limit for a loaded worker's silence (no real time waited for).
    const workers = [];
    const { page, errors } = await openWithFaults(t, 'held', 1, {
      clock: true,
      beforeGoto: (p) => p.on('worker', (w) => workers.push(w)),
    });
    await waitBoard(page, { busy: true }, 30_000); // the page has asked the worker: the watchdog is armed
    await freeze(page);
    await page.clock.runFor(STALL_MS + 2_000);
    assert.equal(await page.evaluate(() => window.__workersMade()), 1, 'no fresh worker while loading');
    await page.clock.resume();
    await workers[0].evaluate(() => self.release());
    await waitIdle(page, 40_000); // a safety net for a loaded machine, not a latency limit
    assert.doesNotMatch(await statusOf(page), /restarted/);
    await assertSolverWorks(page);
    assert.equal(await page.evaluate(() => window.__workersMade()), 1, 'the slow worker was kept');
    assert.deepEqual(errors, []);
  });

  test('a worker that fails three times in a row is switched off; the board stays playable', async (t) => {
    const { page, errors } = await openWithFaults(t, 'crash', 99);
    await page.waitForFunction(() => /switched off/.test(document.querySelector('#message').textContent), null, { timeout: 15_000 });
    assert.match(await statusOf(page), /failed 3 times in a row.*Hints and solving are off; you can still play/);
    assert.equal(await page.isDisabled('#hint'), true);
    assert.equal(await page.isDisabled('#solve'), true);
    assert.equal(await page.textContent('#remaining'), '?');
    assert.equal(await page.evaluate(() => window.__workersMade()), 3, 'no endless restarts');
    const start = await boardOf(page);
    const [tile] = neighbours(start);
    await page.click(`#board button[data-tile="${tile}"]`);
    assert.deepEqual(await waitBoardChange(page, start), slide(start, tile), 'the player can still slide tiles');
    assert.deepEqual(errors, []);
  });
});

describe('a worker that fails to load', () => {
  test('once (a network blip): a fresh worker is started, and hints and solving stay on', async (t) => {
    let asked = 0;
    const { page, errors } = await env.openGame(t, {
      ready: false,
      // The first request for the worker's script fails, as on a flaky network; later ones load.
      beforeGoto: (p) => p.route('**/www/worker.js', (route) => (asked++ === 0 ? route.abort() : route.continue())),
    });
    await waitBoard(page, { known: true }, 30_000); // a fresh worker has answered
    assert.equal(await page.isDisabled('#hint'), false, 'hints stay on');
    assert.match(await statusOf(page), /restarted/, 'the page says the solver was restarted');
    await assertSolverWorks(page);
    assert.equal(await page.isDisabled('#solve'), false, 'solving stays on');
    assert.equal(asked, 2, 'one fresh worker');
    // The aborted request itself is logged by the browser; nothing else.
    assert.deepEqual(errors.filter((e) => !/Failed to load resource|ERR_FAILED/.test(e)), []);
  });
});

describe('the hardest boards: a long search is alive, and never given up', () => {
  // One of the hardest 15-puzzle positions (80 moves): proving its shortest solution takes
  // minutes in wasm, much longer than the watchdog's ten seconds of silence.
  const HARD = [0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 2, 5, 4, 8, 6, 1];

  test('the heartbeat keeps the watchdog quiet and the page counts, while a short answer is shown; the search goes on past the old budget', async (t) => {
    const workers = [];
    // The worker's proven answer is held back (holdWorkerMessages), so "still searching" holds
    // however fast the proof comes; the six heartbeats waited for below are six slices of
    // 40 ms of a search that takes about a minute.
    const { page, errors } = await env.openGame(t, {
      query: `?board=${HARD.join(',')}`,
      ready: false,
      clock: true,
      init: holdWorkerMessages('proof'),
      beforeGoto: (p) => p.on('worker', (w) => workers.push(w)),
    });
    const solverWorkers = async () => (await Promise.all(workers.map((w) => w.evaluate(() => self.name)))).filter((name) => name === 'solver').length;
    await page.waitForFunction(() => document.querySelector('#status').dataset.searching === 'true', null, { timeout: 120_000 });
    await page.click('#hint'); // shares the distance search the page started on its own
    // Every text the message takes, as the page writes it.
    await page.evaluate(() => {
      const message = document.querySelector('#message');
      window.messages = [];
      new MutationObserver(() => window.messages.push(message.textContent))
        .observe(message, { childList: true, subtree: true, characterData: true });
    });
    // The watchdog ends a worker that is silent for STALL_MS. On the page's fake clock, time
    // moves in steps of a fifth of that, each only after the page has shown one more count
    // (a heartbeat came): six steps take it past the limit, so a watchdog the heartbeat did not
    // re-arm would have ended the worker. No real time is waited for.
    const shownCounts = () => page.evaluate(() => window.messages.filter((m) => /million positions, none shorter/.test(m)).length);
    await freeze(page);
    for (let step = 0; step < 6; step += 1) {
      const before = await shownCounts();
      await page.waitForFunction((n) => window.messages.filter((m) => /million positions, none shorter/.test(m)).length > n,
        before, { timeout: 120_000, polling: 100 }); // a safety net for a loaded machine
      await page.clock.runFor(STALL_MS / 5);
    }
    await page.clock.resume();
    const counts = [];
    const bounds = [];
    for (const text of await page.evaluate(() => window.messages)) {
      const m = text.match(/([\d,]+) million positions, none shorter than (\d+)/);
      if (m) {
        counts.push(Number(m[1].replace(/,/g, '')));
        bounds.push(Number(m[2]));
      }
    }
    assert.ok(counts.length >= 3, `the page showed the count going up: ${counts}`);
    assert.ok(counts.every((c, i) => i === 0 || c >= counts[i - 1]), `the count only grows: ${counts}`);
    assert.ok(counts.at(-1) > counts[0], `the count moved: ${counts}`);
    assert.ok(bounds.every((b, i) => b <= 80 && (i === 0 || b >= bounds[i - 1])), `the bound only grows, never past 80: ${bounds}`);
    assert.equal(await solverWorkers(), 1, 'the searching worker was never taken for stuck');
    assert.equal(await page.getAttribute('#status', 'data-searching'), 'true', 'still searching: nothing was given up');
    assert.deepEqual(await boardOf(page), HARD, 'the hint waits to be made');

    // The short answer is labelled as such all along.
    const remaining = await page.textContent('#remaining');
    assert.match(remaining, /^≤ \d+$/, 'the distance is shown as an upper bound');
    assert.ok(Number(remaining.slice(2)) >= 80, 'no bound below the true distance');
    assert.equal(await page.getAttribute('#board', 'data-hint-proof'), 'short');

    // Stop (Esc) ends the wait; the board stays playable.
    await page.click('#solve');
    await page.waitForFunction(() => document.querySelector('#solve').textContent === 'Stop');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.querySelector('#solve').textContent === 'Solve');
    assert.equal(await page.getAttribute('#status', 'aria-busy'), 'false', 'announcements resume after the search');
    const [tile] = neighbours(HARD);
    await page.click(`#board button[data-tile="${tile}"]`);
    assert.deepEqual(await waitBoardChange(page, HARD), slide(HARD, tile));
    assert.deepEqual(errors, []);
  });
});

describe('a solving worker killed mid-search', () => {
  // One of the hardest 15-puzzle positions (80 moves): its proof outlasts the test.
  const HARD = [0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 2, 5, 4, 8, 6, 1];
  /** An init script: `window.__killSolver()` ends the last solving worker silently, as the browser ends one out of memory. */
  const killableSolver = () => {
    const Real = window.Worker;
    window.__solvers = 0;
    window.Worker = class extends Real {
      postMessage(message, ...rest) {
        if (message?.op === 'session' && window.__killSolver?.worker !== this) {
          window.__solvers += 1;
          window.__killSolver = () => this.terminate();
          window.__killSolver.worker = this;
        }
        return super.postMessage(message, ...rest);
      }
    };
  };

  test('no word from it: the watchdog replaces it, the page says so, the short answer stays and the search resumes', async (t) => {
    const { page, errors } = await env.openGame(t, { query: `?board=${HARD.join(',')}`, ready: false, clock: true, init: killableSolver });
    await page.waitForFunction(() => document.querySelector('#status').dataset.searching === 'true'
      && document.querySelector('#remaining').dataset.proof === 'bound', null, { timeout: 120_000 });
    const short = await page.textContent('#remaining');
    await page.evaluate(() => {
      const message = document.querySelector('#message');
      window.messages = [];
      new MutationObserver(() => window.messages.push(message.textContent))
        .observe(message, { childList: true, subtree: true, characterData: true });
    });
    await freeze(page);
    await page.evaluate(() => window.__killSolver());
    await page.clock.runFor(STALL_MS + 1_000); // the watchdog fires within this step
    assert.ok((await page.evaluate(() => window.messages)).some((m) => /stopped answering, so it was restarted/.test(m)), 'the page said so');
    await page.clock.resume();
    await page.waitForFunction(() => window.__solvers === 2, null, { timeout: 60_000 }); // a fresh worker is asked again
    await page.waitForFunction(() => document.querySelector('#status').dataset.searching === 'true', null, { timeout: 120_000 });
    assert.equal(await page.textContent('#remaining'), short, 'the short answer shown before is still shown');
    assert.deepEqual(await boardOf(page), HARD);
    assert.deepEqual(errors, []);
  });
});

describe('a table builder killed mid-build', () => {
  // Korf's instance 79 (42 moves, published optimum): proven quickly even without the tables.
  const { tiles: KORF79, length: KORF79_LENGTH } = parseKorf(readFileSync(new URL('../data/korf100.txt', import.meta.url), 'utf8'))
    .find((k) => k.number === 79);
  /** The table builder's watchdog limit (table-builder.js's stallMs). */
  const BUILDER_STALL_MS = 60_000;
  /**
   * An init script: the page's table builder (the worker asked to build) can be killed by
   * `window.__killBuilder()`, silently, as the browser kills a worker out of memory; the
   * progress reports it sent are counted in `window.__builderProgress`.
   */
  const killableBuilder = () => {
    const Real = window.Worker;
    window.__builderProgress = 0;
    window.Worker = class extends Real {
      postMessage(message, ...rest) {
        if (message?.op === 'prepare' && message.build === true && !window.__killBuilder) {
          window.__killBuilder = () => this.terminate();
          super.addEventListener('message', ({ data }) => {
            if (data?.type === 'prepare-progress') window.__builderProgress += 1;
          });
        }
        return super.postMessage(message, ...rest);
      }
    };
  };

  test('its silence ends it, the page says so and stops claiming a build, and the solver builds the tables itself', async (t) => {
    const { page, errors } = await env.openGame(t, {
      query: `?board=${KORF79.join(',')}`, ready: false, tables: 'none', clock: true, init: killableBuilder,
    });
    // The board is proven (the solving worker owes nothing, so its own watchdog is disarmed)
    // and the builder is under way.
    await page.waitForFunction(() => window.__builderProgress > 0, null, { timeout: 60_000 });
    await waitIdle(page, 60_000);
    await freeze(page);
    await page.evaluate(() => window.__killBuilder());
    assert.match(await page.textContent('#note'), /\d+\s*%/, 'the note says how far the build is');
    await page.clock.runFor(BUILDER_STALL_MS + 1_000);
    assert.doesNotMatch(await page.textContent('#note'), /\d+\s*%/, 'no build is claimed once the builder is ended');
    await page.clock.resume();
    // The solving worker builds them (as when they cannot be kept; its spinner shows meanwhile),
    // and proofs go on; the page still says what happened.
    await page.waitForFunction(() => document.body.dataset.tables === 'built', null, { timeout: 180_000 });
    await waitIdle(page, 60_000);
    assert.match(await page.textContent('#message'), /table builder stopped answering/);
    assert.equal(await page.textContent('#remaining'), String(KORF79_LENGTH), 'Korf’s optimum, proven');
    assert.equal(await page.getAttribute('#remaining', 'data-proof'), 'optimal');
    assert.deepEqual(errors, []);
  });
});
