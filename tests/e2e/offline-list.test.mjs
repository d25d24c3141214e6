// The service worker's list (sw.js, made by scripts/build-sw.mjs at `make build`) holds every
// file the page asks for in play: a game is played with the Inside panel open, each built-in
// picture shown, a 4×4 hint and a 5×5 board, the page's and its workers' requests are recorded,
// and each file of our origin must be in the list (or the game would not work offline).
// tests/unit/service-worker.test.mjs checks the same list against the sources, without a browser.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/serve.mjs';
import { useGame, waitBoard, waitIdle } from './helpers.mjs';

const env = useGame();

describe('the offline list', () => {
  test('every file the page and its workers ask for in play is kept offline', async (t) => {
    const listed = new Set([...readFileSync(path.join(ROOT, 'sw.js'), 'utf8').matchAll(/^\s+'([^']*)',$/gm)].map((m) => m[1]));
    const urls = [];
    const { page, errors } = await env.openGame(t, {
      ready: false,
      tables: 'seed',
      // The context sees the requests of its pages and of their workers.
      beforeGoto: (p) => p.context().on('request', (r) => urls.push(r.url())),
    });
    await waitIdle(page);
    await page.check('#inside');
    await page.waitForSelector('#inside-panel[data-state="ready"]');
    for (const picture of ['mountains', 'rosette', 'mosaic', 'balloons']) {
      const file = `/www/pictures/${picture}.svg`;
      const fetched = urls.some((u) => u.endsWith(file)) ? null : page.waitForRequest((r) => r.url().endsWith(file));
      await page.selectOption('#picture', picture);
      await fetched;
    }
    await page.click('#hint');
    await waitIdle(page);
    await page.selectOption('#size', '4x4');
    await waitBoard(page, { tiles: 16 });
    await waitIdle(page, 30_000);
    await page.click('#hint');
    await waitIdle(page, 30_000);
    await page.selectOption('#size', '5x5');
    await waitBoard(page, { tiles: 25 });
    await waitIdle(page, 30_000);

    const origin = new URL(env.server.url).origin;
    const asked = new Set(urls.filter((u) => u.startsWith(`${origin}/`)).map((u) => new URL(u).pathname.slice(1) || './'));
    for (const file of ['www/main.js', 'www/worker.js', 'www/inside/inside-panel.js', 'www/pictures/balloons.svg', 'pkg/slide_puzzle_bg.wasm']) {
      assert.ok(asked.has(file), `${file} was asked for: ${[...asked].join(' ')}`);
    }
    const test = [...asked].filter((f) => f.startsWith('tests/')); // the tests' own table seeding
    const missing = [...asked].filter((f) => !listed.has(f) && !test.includes(f));
    assert.deepEqual(missing, [], 'asked for in play but not kept offline');
    assert.deepEqual(errors, []);
  });
});
