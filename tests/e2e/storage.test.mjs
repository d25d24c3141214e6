// Storage full or refused (issue 25, part 2): a browser whose IndexedDB is over its quota, or a
// private window that refuses localStorage and IndexedDB alike. The game plays, hints and solves
// a 4×4 board with proven answers (the solving worker builds the tables itself when they cannot
// be kept), and says once, in one sentence, that it cannot keep things: never once per store.
// (localStorage alone blocked or full, and corrupt saved items: features.test.mjs; a browser
// with no IndexedDB at all: proof.test.mjs.)
//
// The broken stores are the fixtures' workers (tests/e2e/fixtures/full-idb-worker.js,
// no-idb-worker.js) put in place of the page's workers, and an init script for localStorage.
// Expectations: Korf's published optimal length and the rules of the game (reference.mjs).

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { boardOf, useGame, waitBoard, waitBoardChange, waitIdle } from './helpers.mjs';
import { movedTile, neighbours, parseKorf } from './reference.mjs';

const KORF = parseKorf(readFileSync(new URL('../data/korf100.txt', import.meta.url), 'utf8'));
const { tiles: BOARD, length: LENGTH } = KORF.find((k) => k.number === 79);

const env = useGame();
// Safety nets for a loaded shared machine, never latency limits: without kept tables the page
// builds them twice (the builder, then the solving worker), half a minute each on two cores.
const BUILD_MS = 240_000;
const SAFETY_MS = 60_000;

/** An init script: every worker the page starts is `fixture` (the real worker over a broken store). */
const workersFrom = (fixture) => `(() => {
  const Real = window.Worker;
  window.Worker = class extends Real {
    constructor(url, options) { super('/tests/e2e/fixtures/${fixture}', options); }
  };
})();`;

/** An init script: localStorage throws on every read, as a private window's may. */
const NO_LOCAL_STORAGE = `Object.defineProperty(window, 'localStorage', {
  get() { throw new DOMException('The operation is insecure.', 'SecurityError'); },
});`;

/** Every text #storage-notice shows during the visit, recorded as it changes. */
async function recordNotices(page) {
  await page.evaluate(() => {
    const el = document.querySelector('#storage-notice');
    window.__notices = el.hidden ? [] : [el.textContent];
    new MutationObserver(() => { if (!el.hidden) window.__notices.push(el.textContent); })
      .observe(el, { childList: true, characterData: true, subtree: true, attributes: true });
  });
}

/** The sentences of the notice shown now. */
const sentences = async (page) => (await page.textContent('#storage-notice')).split(/(?<=\.)\s+/).filter(Boolean);

/**
 * The game works on the Korf board: the proven distance is the published one, a hint moves a
 * tile that leaves a board one move shorter, a move by hand counts, and Solve ends solved.
 */
async function assertPlaysHintsSolves(page) {
  await page.waitForFunction(() => document.querySelector('#remaining').dataset.proof === 'optimal', null, { timeout: SAFETY_MS });
  assert.equal(await page.textContent('#remaining'), String(LENGTH), 'the proven distance is Korf’s');
  await page.click('#hint');
  const hinted = await waitBoardChange(page, BOARD, SAFETY_MS);
  assert.notEqual(movedTile(BOARD, hinted), null, 'the hint is a legal move');
  await page.waitForFunction((n) => document.querySelector('#remaining').textContent === String(n)
    && document.querySelector('#remaining').dataset.proof === 'optimal', LENGTH - 1, { timeout: SAFETY_MS });
  const moves = Number(await page.textContent('#moves'));
  const tile = neighbours(hinted)[0];
  await page.click(`#board button[data-tile="${tile}"]`);
  await page.waitForFunction((n) => document.querySelector('#moves').textContent === String(n), moves + 1);
  assert.notDeepEqual(await boardOf(page), hinted, 'a move by hand is played');
  await page.selectOption('#speed', '40');
  await page.click('#solve');
  await waitBoard(page, { solved: true, mode: 'idle' }, BUILD_MS);
}

describe('storage full or refused', () => {
  test('IndexedDB over its quota on a first 4×4 visit: proven hints and a solve, and one sentence saying the tables are not kept', async (t) => {
    const { page, errors } = await env.openGame(t, {
      query: `?board=${BOARD.join(',')}`, ready: false, tables: 'none', init: workersFrom('full-idb-worker.js'),
    });
    await recordNotices(page);
    // The builder's copy is refused; the solving worker builds its own.
    await page.waitForFunction(() => document.body.dataset.tables === 'built', null, { timeout: BUILD_MS });
    await assertPlaysHintsSolves(page);
    const said = await sentences(page);
    assert.equal(said.length, 1, `one sentence, not one per refusal: ${JSON.stringify(said)}`);
    assert.match(said[0], /tables/, 'it says what is not kept');
    assert.match(said[0], /not keep|not be kept/);
    assert.equal(await page.isVisible('#storage-notice'), true);
    assert.deepEqual(errors, []);
  });

  test('a private window (localStorage and IndexedDB refused): the game plays on, and it is said once', async (t) => {
    const { page, errors } = await env.openGame(t, {
      query: `?board=${BOARD.join(',')}`, ready: false, tables: 'none', init: `${NO_LOCAL_STORAGE}\n${workersFrom('no-idb-worker.js')}`,
    });
    await recordNotices(page);
    await page.waitForFunction(() => document.body.dataset.tables === 'built', null, { timeout: BUILD_MS });
    await assertPlaysHintsSolves(page);
    const said = await sentences(page);
    assert.equal(said.length, 1, `one sentence for both stores: ${JSON.stringify(said)}`);
    assert.match(said[0], /not be kept|not being saved|not keep/);
    const shown = await page.evaluate(() => window.__notices);
    assert.ok(shown.every((text) => text === said[0]), `the notice never grew: ${JSON.stringify(shown)}`);
    assert.deepEqual(errors, []);
  });
});

describe('localStorage filling up mid-visit', () => {
  // Two solves kept by an earlier visit (written here, once per tab), and a board one move from
  // the goal: tile 8 slides left into the gap.
  const EARLIER = [
    { size: '3x3', ms: 30_000, moves: 24, assisted: false, optimal: 20, at: 1_700_000_000_000 },
    { size: '3x3', ms: 12_000, moves: 20, assisted: false, optimal: 20, at: 1_700_000_100_000 },
  ];
  const ONE_MOVE = [1, 2, 3, 4, 5, 6, 7, 0, 8];
  const seed = (solves) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('slide-puzzle:solves', JSON.stringify(solves));
  };
  const stored = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('slide-puzzle:solves')));
  const listed = (page) => page.$$eval('#stats-list li', (items) => items.map((li) => li.textContent));

  test('a solve made once storage is full: the solves already kept are still shown and still stored, and it is said once', async (t) => {
    const { page, errors } = await env.openGame(t, { query: `?board=${ONE_MOVE.join(',')}`, init: { content: `(${seed})(${JSON.stringify(EARLIER)});` } });
    assert.equal(await page.textContent('#stats-count'), '2');
    assert.equal(await page.isVisible('#storage-notice'), false);
    // From now on every write is refused, as by a full disk.
    await page.evaluate(() => {
      Storage.prototype.setItem = function setItem() { throw new DOMException('full', 'QuotaExceededError'); };
    });
    await page.click('#board button[data-tile="8"]');
    await waitBoard(page, { solved: true, mode: 'idle' });
    await page.waitForFunction(() => document.querySelector('#stats-count').textContent === '3');
    const said = await sentences(page);
    assert.equal(said.length, 1, `one sentence: ${JSON.stringify(said)}`);
    assert.match(said[0], /storage is full/);
    // This visit shows all three; the two kept before are still in the store, as written.
    const shown = await listed(page);
    assert.equal(shown.length, 3, JSON.stringify(shown));
    for (const ms of ['30.000 s, 24 moves', '12.000 s, 20 moves']) {
      assert.ok(shown.some((text) => text.includes(ms)), `${ms} in ${JSON.stringify(shown)}`);
    }
    assert.deepEqual(await stored(page), EARLIER, 'the solves kept before are still stored');
    // The next visit (its store writable again) finds them.
    await page.reload();
    await waitIdle(page);
    assert.equal(await page.textContent('#stats-count'), '2');
    assert.deepEqual(await stored(page), EARLIER);
    assert.deepEqual(errors, []);
  });
});
