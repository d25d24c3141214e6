// Two tabs on a first 4×4 visit (issue 25, part 2): one table build between them, not two racing
// to IndexedDB; the waiting tab shows the building tab's progress and then loads what it kept;
// closing the building tab mid-build leaves the other to build them itself; both tabs get
// proven answers.
//
// Tabs are pages of one browser context (one origin's storage, locks and channels). What each
// tab's builder worker did is read from its messages (an init script below), the order of
// events fixed by holding the building tab's end of build until the test lets it go
// (helpers.mjs holdWorkerMessages), never by timing. Expectations: Korf's published optimal
// lengths (tests/data/korf100.txt).

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { holdWorkerMessages, useGame } from './helpers.mjs';
import { parseKorf } from './reference.mjs';
import { lockName } from '../../www/solver/table-lock.js';

const KORF = parseKorf(readFileSync(new URL('../data/korf100.txt', import.meta.url), 'utf8'));
const { tiles: BOARD, length: LENGTH } = KORF.find((k) => k.number === 79);
const QUERY = `?board=${BOARD.join(',')}`;
const LOCK = lockName(4);

const env = useGame();
// Safety nets for a loaded shared machine, never latency limits: a first build takes about half
// a minute on two cores.
const BUILD_MS = 180_000;
const SAFETY_MS = 60_000;

/**
 * An init script recording, in `window.__tabs`, what this tab's table builder did (`progress`:
 * how many progress reports, `ends`: the source of each end, 'built' or 'loaded') and which
 * Web Locks it asked for (`asked`) and got (`granted`).
 */
function watchTab() {
  const install = () => {
    const log = { progress: 0, ends: [], asked: [], granted: [] };
    window.__tabs = log;
    const Real = window.Worker;
    window.Worker = class extends Real {
      postMessage(message, ...rest) {
        if (message?.op === 'prepare' && message.build === true && !this.watched) {
          this.watched = true; // the builder: the worker asked to build
          super.addEventListener('message', ({ data }) => {
            if (data?.type === 'prepare-progress') log.progress += 1;
            if (data?.type === 'prepare-end') log.ends.push(data.source);
          });
        }
        return super.postMessage(message, ...rest);
      }
    };
    const request = globalThis.LockManager?.prototype.request;
    if (request) {
      LockManager.prototype.request = function watchedRequest(name, ...args) {
        log.asked.push(name);
        const job = args.pop();
        return request.call(this, name, ...args, (lock) => {
          log.granted.push(name);
          return job(lock);
        });
      };
    }
  };
  return { content: `(${install})();` };
}

/** A new tab (page) in `context`, with the watch script and any `init` scripts, opened on the board. */
async function openTab(context, errors, ...init) {
  const page = await context.newPage();
  page.on('console', (msg) => { if (msg.type() === 'error') errors.push(`console: ${msg.text()}`); });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  for (const script of [watchTab(), ...init]) await page.addInitScript(script);
  await page.goto(`${env.server.url}${QUERY}`);
  return page;
}

const tabLog = (page) => page.evaluate(() => window.__tabs);

/**
 * Wait until `page` has either asked for the build lock or begun building itself (whichever
 * its code does: the test then says which it should have), and return its log.
 */
async function waitAskedOrBuilding(page) {
  await page.waitForFunction((name) => window.__tabs.asked.includes(name) || window.__tabs.progress > 0, LOCK, { timeout: SAFETY_MS });
  return tabLog(page);
}

/** The tab waits for another's build: it asked for the lock, has not got it, and builds nothing. */
function assertWaiting(log, which) {
  assert.ok(log.asked.includes(LOCK), `${which} asks for the build lock`);
  assert.ok(!log.granted.includes(LOCK), `${which} waits: the other tab holds the lock`);
  assert.equal(log.progress, 0, `${which} builds nothing while the other tab builds`);
}

/** The tab shows the proven optimum of the board: Korf's published length. */
async function assertProven(page, which) {
  await page.waitForFunction(() => document.querySelector('#remaining').dataset.proof === 'optimal', null, { timeout: SAFETY_MS });
  assert.equal(await page.textContent('#remaining'), String(LENGTH), `${which} shows Korf's optimum`);
}

describe('two tabs on a first 4×4 visit', () => {
  test('one table build: the second tab waits, shows the first one’s progress, then loads what it kept', async (t) => {
    const context = await env.browser.newContext({ serviceWorkers: 'block' });
    t.after(() => context.close());
    const errors = [];
    // Tab A builds; the end of its build is held, so it holds the lock until the test says.
    const a = await openTab(context, errors, holdWorkerMessages('tables'));
    await a.waitForFunction(() => window.__tabs.progress > 0, null, { timeout: SAFETY_MS });
    const b = await openTab(context, errors);
    assertWaiting(await waitAskedOrBuilding(b), 'tab B');
    // B says how far A's build is, from A's news.
    await b.waitForFunction(() => /\d+\s*%/.test(document.querySelector('#note').textContent), null, { timeout: BUILD_MS });
    // A's build is done and kept; let A see its end, which lets go of the lock.
    await a.waitForFunction(() => window.__heldCount() > 0, null, { timeout: BUILD_MS });
    await a.evaluate(() => window.__release());
    await b.waitForFunction(() => document.body.dataset.tables === 'loaded', null, { timeout: SAFETY_MS });
    const [logA, logB] = [await tabLog(a), await tabLog(b)];
    assert.deepEqual(logA.ends, ['built'], 'tab A built the tables once');
    assert.deepEqual(logB.ends, ['loaded'], 'tab B found them kept');
    assert.equal(logB.progress, 0, 'tab B never built');
    await assertProven(a, 'tab A');
    await assertProven(b, 'tab B');
    assert.deepEqual(errors, []);
  });

  test('closing the building tab mid-build: the other takes over the build and gets proven answers', async (t) => {
    const context = await env.browser.newContext({ serviceWorkers: 'block' });
    t.after(() => context.close());
    const errors = [];
    // Tab A's workers cannot reach IndexedDB, so nothing it does can be kept for B: whenever it
    // is closed, B must build the tables itself.
    const noStore = () => {
      const Real = window.Worker;
      window.Worker = class extends Real {
        constructor(url, options) { super('/tests/e2e/fixtures/no-idb-worker.js', options); }
      };
    };
    const a = await openTab(context, errors, noStore);
    await a.waitForFunction(() => window.__tabs.progress > 0, null, { timeout: SAFETY_MS });
    const b = await openTab(context, errors);
    assertWaiting(await waitAskedOrBuilding(b), 'tab B');
    await a.close(); // mid-build: the browser lets go of A's lock
    await b.waitForFunction(() => window.__tabs.ends.length > 0, null, { timeout: BUILD_MS });
    const log = await tabLog(b);
    assert.deepEqual(log.granted, [LOCK], 'tab B got the lock once A closed');
    assert.deepEqual(log.ends, ['built'], 'tab B built the tables itself');
    assert.ok(log.progress > 0);
    await b.waitForFunction(() => document.body.dataset.tables === 'loaded', null, { timeout: SAFETY_MS });
    await assertProven(b, 'tab B');
    assert.deepEqual(errors, []);
  });
});
