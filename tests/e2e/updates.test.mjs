// A new build of the game deployed while a player has it open: the page keeps running the build
// it loaded, every file it fetches afterwards comes from that build (never a mix of the two),
// it offers the new one ("A new version of the game is ready. Reload"), and taking the offer
// reloads it onto the new build whole, with the old build's cache dropped.
//
// The game is served from a copy made here, so the test can "deploy" a second build: a changed
// module and page, and the sw.js that scripts/build-sw.mjs makes for them.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, startServer } from '../../scripts/serve.mjs';
import { PKG_FILES, serviceWorker } from '../../scripts/build-sw.mjs';
import { openGame, useGame, waitIdle } from './helpers.mjs';

const env = useGame();

/** A copy of the game's served files in a fresh folder, with its own sw.js. */
function copyGame() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'slide-deploy-'));
  for (const file of ['index.html', 'manifest.webmanifest', 'www', 'scripts/sw-template.js', ...PKG_FILES]) {
    cpSync(path.join(ROOT, file), path.join(dir, file), { recursive: true });
  }
  writeFileSync(path.join(dir, 'sw.js'), serviceWorker(dir));
  return dir;
}

/** Deploy build B in `dir`: main.js and the page marked, and the sw.js made for them. */
function deployB(dir) {
  appendFileSync(path.join(dir, 'www/main.js'), '\n// build B\n');
  const page = path.join(dir, 'index.html');
  writeFileSync(page, readFileSync(page, 'utf8').replace('<head>', '<head>\n  <meta name="build" content="B">'));
  writeFileSync(path.join(dir, 'sw.js'), serviceWorker(dir));
}

/** What the page gets when it fetches main.js now (through its service worker). */
const fetchedMain = (page) => page.evaluate(async () => (await fetch('www/main.js')).text());

describe('updates of the offline copy', () => {
  test('a build deployed during play waits for the player, and taking it reloads onto the new build whole', async (t) => {
    const dir = copyGame();
    const server = await startServer({ root: dir });
    t.after(async () => {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    });
    const { page, errors } = await openGame(t, env.browser, server, { serviceWorkers: 'allow' });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    assert.equal(await page.isHidden('#update-notice'), true, 'a first visit has nothing to offer');
    const buildA = readFileSync(path.join(dir, 'www/main.js'), 'utf8');
    assert.equal(await fetchedMain(page), buildA);

    deployB(dir);
    // The browser looks for a new sw.js on each visit; ask now rather than wait for one.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
    await page.waitForSelector('#update-notice:not([hidden])');
    assert.match(await page.textContent('#update-notice'), /A new version of the game is ready/);
    // The page still runs build A, and everything it fetches is build A's, however often.
    for (let i = 0; i < 3; i++) assert.equal(await fetchedMain(page), buildA, `fetch ${i + 1} after the deploy`);
    assert.equal(await page.locator('meta[name="build"]').count(), 0);
    await page.click('#hint');
    await waitIdle(page);

    await Promise.all([page.waitForEvent('load'), page.click('#update-take')]);
    await waitIdle(page);
    assert.equal(await page.getAttribute('meta[name="build"]', 'content'), 'B', 'the page is build B');
    assert.match(await fetchedMain(page), /\/\/ build B\n$/);
    assert.equal(await page.isHidden('#update-notice'), true);
    const caches = await page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('slide-')));
    assert.equal(caches.length, 1, `one build kept: ${caches}`);
    assert.deepEqual(errors, []);
  });
});
