// End-to-end tests of the 4×4 flow "answer at once, then upgrade": a hint or the distance on
// any 4×4 board comes at once from a short solution, labelled as not proven shortest (an upper
// bound "≤ N" beside a lower bound "≥ L"), while the worker searches on for the proven optimum
// and upgrades the answer when it has it; a move abandons that search. And the 15-puzzle's
// tables: built once per browser, kept in IndexedDB, loaded on the next visit, rebuilt when the
// stored bytes are corrupt.
//
// Expectations come from Korf's published optimal lengths and the rules of the game
// (reference.mjs), never from the app's wasm.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { boardOf, freeze, holdWorkerMessages, recordBoards, useGame, waitBoard, waitBoardChange } from './helpers.mjs';
import { movedTile, neighbours, parseKorf, slide } from './reference.mjs';

const KORF = parseKorf(readFileSync(new URL('../data/korf100.txt', import.meta.url), 'utf8'));
const korf = (number) => KORF.find((k) => k.number === number);

// One of the 15-puzzle's hardest positions (80 moves): its proof takes about a minute in wasm.
const HARD = [0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 2, 5, 4, 8, 6, 1];
const HARD_LENGTH = 80;
// A Korf instance whose proof takes a few seconds in the wasm build (measured: see docs/PERFORMANCE.md).
const UPGRADE = 88;

const env = useGame();
const boardQuery = (tiles) => `?board=${tiles.join(',')}`;
const BUILD_MS = 120_000; // a first visit builds the tables: generous for a loaded 2-core machine
// Every timeout here is a safety net for a loaded shared machine, never a latency limit: "at
// once" is shown by what the page says (a short answer, labelled so, while the search goes on).
const SAFETY_MS = 60_000;

/** A sixth of a second: the pace of a quick player's moves. */
const MOVE_MS = 1000 / 6;

/**
 * An init script that watches the page's solver worker: `window.__workers` counts the solver
 * workers made, `window.__sessions` lists the sessions asked of them (ids, in order),
 * `window.__slices[id]` counts the slices a session ran without an answer (its progress
 * reports), and `window.__answered` lists the sessions that answered although a newer one had
 * been asked for by then (a session the worker should have ended).
 */
const watchSessions = () => {
  const Real = window.Worker;
  Object.assign(window, { __workers: 0, __sessions: [], __slices: {}, __answered: [] });
  window.Worker = class extends Real {
    constructor(url, options) {
      super(url, options);
      if (options?.name !== 'solver') return;
      window.__workers += 1;
      this.addEventListener('message', ({ data }) => {
        if (data?.type === 'progress') window.__slices[data.id] = (window.__slices[data.id] ?? 0) + 1;
        if (typeof data?.ok === 'boolean' && data.id !== window.__sessions.at(-1)) window.__answered.push(data.id);
      });
    }

    postMessage(message, ...rest) {
      if (message?.op === 'session' && window.__workers > 0) window.__sessions.push(message.id);
      return super.postMessage(message, ...rest);
    }
  };
};

/**
 * Waits until the newest session asked of the solver worker has run two slices without an
 * answer (its short answer, then its proof under way), and checks it has not answered.
 */
async function proofUnderWay(page, what) {
  const state = await page.waitForFunction(() => {
    const id = window.__sessions.at(-1);
    const slices = window.__slices[id] ?? 0;
    return slices >= 2 && { id, slices };
  }, null, { timeout: SAFETY_MS });
  const { id } = await state.jsonValue();
  const answered = await page.evaluate(() => window.__answered);
  assert.ok(!answered.includes(id), `${what}: the proof of session ${id} is under way`);
}

/**
 * The 4×4 board mirrored in its main diagonal, each tile relabelled as its goal cell mirrors:
 * exactly as far from the goal as `tiles`, the goal being its own mirror.
 */
const transpose = (tiles) => tiles.map((_, cell) => {
  const tile = tiles[(cell % 4) * 4 + Math.floor(cell / 4)];
  return tile === 0 ? 0 : ((tile - 1) % 4) * 4 + Math.floor((tile - 1) / 4) + 1;
});

/** What the page shows about the distance and the hint. */
const shown = (page) => page.evaluate(() => {
  const board = document.querySelector('#board');
  const remaining = document.querySelector('#remaining');
  const bound = document.querySelector('#remaining-bound');
  return {
    remaining: remaining.textContent,
    proof: remaining.dataset.proof,
    bound: bound.hidden ? '' : bound.textContent,
    hint: board.dataset.hint === undefined ? null : Number(board.dataset.hint),
    hintProof: board.dataset.hintProof ?? null,
    searching: document.querySelector('#status').dataset.searching === 'true',
    message: document.querySelector('#message').textContent,
    tables: document.body.dataset.tables ?? null,
  };
});

/** Wait until the page shows a short (unproven) answer for the board in view. */
const waitShortAnswer = (page, timeout = BUILD_MS) => page.waitForFunction(
  () => document.querySelector('#remaining').dataset.proof === 'bound', null, { timeout });

describe('4×4: answer at once, then upgrade', () => {
  test('a hint on an 80-move board answers at once from a short solution, labelled as not proven shortest', async (t) => {
    // The worker's proven answers are held back (holdWorkerMessages): the page is still
    // searching when the hint comes, however fast the proof gets.
    const { page, errors } = await env.openGame(t, { query: boardQuery(HARD), ready: false, init: holdWorkerMessages('proof') });
    await waitShortAnswer(page);
    const before = await shown(page);
    assert.match(before.remaining, /^≤ \d+$/, 'the distance is an upper bound');
    const upper = Number(before.remaining.slice(2));
    assert.ok(upper >= HARD_LENGTH, `no bound below the optimum: ${upper}`);
    assert.match(before.bound, /^≥ \d+$/, 'with the lower bound beside it');
    const lower = Number(before.bound.slice(2));
    assert.ok(lower <= HARD_LENGTH && lower > 40, `an admissible, informative lower bound: ${lower}`);
    assert.equal(before.searching, true, 'the search for the shortest goes on');

    await page.click('#hint');
    await page.waitForFunction(() => document.querySelector('#board').dataset.hint !== undefined, null, { timeout: SAFETY_MS });
    const hint = await shown(page);
    assert.equal(hint.hintProof, 'short');
    assert.ok(neighbours(HARD).includes(hint.hint), `tile ${hint.hint} can slide now`);
    assert.match(hint.message, new RegExp(`tile ${hint.hint}\\b.*not yet proven shortest`));
    assert.equal(hint.searching, true, 'no proof yet');
    assert.ok(await page.locator(`#board button[data-tile="${hint.hint}"].is-hint`).count() === 1, 'the tile is marked');
    // The count runs beside the spinner, hidden from screen readers; the status holds its breath.
    await page.waitForFunction(() => /Searching for the shortest…/.test(document.querySelector('#message').textContent), null, { timeout: SAFETY_MS });
    await page.waitForFunction(() => /none shorter than \d+/.test(document.querySelector('.progress-detail')?.textContent ?? ''), null, { timeout: SAFETY_MS });
    assert.equal(await page.getAttribute('.progress-detail', 'aria-hidden'), 'true');
    assert.equal(await page.getAttribute('#status', 'aria-busy'), 'true');
    assert.deepEqual(await boardOf(page), HARD, 'the hint waits to be made');

    // A second press makes the move shown.
    await page.click('#hint');
    const after = await waitBoardChange(page, HARD);
    assert.equal(movedTile(HARD, after), hint.hint);
    assert.deepEqual(errors, []);
  });

  test(`the hint and "to go" upgrade to the proven optimum on Korf #${UPGRADE}`, async (t) => {
    const { tiles, length } = korf(UPGRADE);
    // The worker's proven answers are held back until the test lets them through, so the hint
    // always comes before the proof, however fast the search gets (holdWorkerMessages).
    const { page, errors } = await env.openGame(t, { query: boardQuery(tiles), ready: false, init: holdWorkerMessages('proof') });
    await waitShortAnswer(page);
    await page.click('#hint');
    await page.waitForFunction(() => document.querySelector('#board').dataset.hint !== undefined, null, { timeout: SAFETY_MS });
    const short = await shown(page);
    assert.equal(short.hintProof, 'short', `the hint came before the proof (${short.message})`);
    assert.match(short.remaining, /^≤ \d+$/);
    assert.ok(Number(short.remaining.slice(2)) >= length);

    await page.evaluate(() => window.__release());
    await page.waitForFunction(() => document.querySelector('#board').dataset.hintProof === 'optimal', null, { timeout: 120_000 });
    const best = await shown(page);
    assert.equal(best.remaining, String(length), 'the distance is now exact: the published optimum');
    assert.equal(best.proof, 'optimal');
    assert.equal(best.bound, '');
    assert.equal(best.searching, false);
    assert.ok(neighbours(tiles).includes(best.hint), `tile ${best.hint} can slide now`);
    assert.match(best.message, new RegExp(`tile ${best.hint}\\b.*first move of a shortest solution \\(${length} moves\\)`));
    assert.equal(await page.textContent('#optimal'), String(length), 'the dealt board\'s optimum');

    // Made, it leaves a board exactly one move closer (the rest of the proven solution).
    await page.click('#hint');
    const after = await waitBoardChange(page, tiles);
    assert.equal(movedTile(tiles, after), best.hint);
    await page.waitForFunction((n) => document.querySelector('#remaining').textContent === String(n), length - 1, { timeout: SAFETY_MS });
    assert.equal(await page.getAttribute('#remaining', 'data-proof'), 'optimal');

    // Solve now plays the proven solution: as many steps as the published optimum, less one.
    await page.selectOption('#speed', '40');
    const seen = await recordBoards(page);
    await page.click('#solve');
    await waitBoard(page, { solved: true }, 60_000);
    assert.equal(seen.length, length - 1);
    assert.deepEqual(errors, []);
  });

  test('a move during the search abandons it: the page goes idle, no stale upgrade arrives, and the worker stays', async (t) => {
    const workers = [];
    // Proven answers are held back until the searches are stopped (holdWorkerMessages): the
    // proof is still going on when the hint comes, however fast it gets, and a proof the worker
    // had finished by then lands late, after the Stop, as a stale answer must be ignored.
    const { page, errors } = await env.openGame(t, {
      query: boardQuery(HARD),
      ready: false,
      init: holdWorkerMessages('proof'),
      beforeGoto: (p) => p.on('worker', (w) => {
        workers.push({ url: w.url() });
      }),
    });
    await waitShortAnswer(page);
    await page.waitForFunction(() => document.body.dataset.tables === 'loaded', null, { timeout: 30_000 });
    await page.click('#hint');
    await page.waitForFunction(() => document.querySelector('#board').dataset.hint !== undefined, null, { timeout: SAFETY_MS });
    assert.equal(await page.evaluate(() => document.querySelector('#status').dataset.searching), 'true', 'the proof goes on');

    const seen = await recordBoards(page);
    const tile = neighbours(HARD).find((n) => n !== Number(0));
    await page.click(`#board button[data-tile="${tile}"]`);
    const next = slide(HARD, tile);
    assert.deepEqual(await waitBoardChange(page, HARD), next);

    // The hint is gone, and the new board's short answer comes from the same worker: the old
    // session was ended between two of its slices, not by ending the worker.
    const idle = await shown(page);
    assert.equal(idle.hint, null);
    assert.doesNotMatch(idle.message, /hint/i);
    await page.waitForFunction(() => document.querySelector('#remaining').dataset.proof === 'bound', null, { timeout: 30_000 });
    assert.equal(workers.length, 1, 'no new worker');

    // Stop the new board's search too (the Solve button, then Stop): nothing moves afterwards.
    await page.click('#solve');
    await page.waitForFunction(() => document.querySelector('#solve').textContent === 'Stop');
    await page.click('#solve');
    await page.waitForFunction(() => document.querySelector('#solve').textContent === 'Solve');
    // The worker owes nothing once the stopped session is ended: no stale answer can land
    // after that, not even one held back until now.
    await waitBoard(page, { mode: 'idle', busy: false }, 30_000);
    await page.evaluate(() => window.__release());
    assert.equal(workers.length, 1, 'still no new worker');
    assert.deepEqual(seen.map((s) => s.tiles), [next], 'only the player\'s move changed the board');
    const after = await shown(page);
    assert.equal(after.hint, null);
    assert.equal(after.searching, false, 'no search goes on for the page');
    assert.match(after.remaining, /^≤ \d+$/, 'the short answer stays, still labelled as a bound');
    assert.deepEqual(errors, []);
  });

  test('40 moves at 6 a second, a Stop and five hard boards, each during a proof, end sessions without a new worker', async (t) => {
    let pageWorkers = 0;
    const { page, errors } = await env.openGame(t, {
      query: boardQuery(HARD), ready: false, clock: true, init: watchSessions,
      beforeGoto: (p) => p.on('worker', () => { pageWorkers += 1; }),
    });
    await waitShortAnswer(page);
    await page.waitForFunction(() => document.body.dataset.tables === 'loaded', null, { timeout: 30_000 });
    // From here the page's time moves only as the test says: a move every sixth of a second
    // of it. The worker keeps real time, and each move waits until the proof of the board
    // before it is under way, so every move lands during a proof and ends it.
    await freeze(page);
    let board = HARD;
    for (let i = 0; i < 40; i += 1) {
      await proofUnderWay(page, `move ${i + 1}`);
      const tile = neighbours(board)[i % 2 === 0 ? 0 : neighbours(board).length - 1];
      await page.click(`#board button[data-tile="${tile}"]`);
      const next = slide(board, tile);
      assert.deepEqual(await waitBoardChange(page, board), next, `move ${i + 1}`);
      await page.clock.runFor(MOVE_MS);
      board = next;
    }
    // Solve, then Stop while the proof runs.
    await proofUnderWay(page, 'Solve');
    await page.click('#solve');
    await page.waitForFunction(() => document.querySelector('#solve').textContent === 'Stop');
    await page.click('#solve');
    await page.waitForFunction(() => document.querySelector('#solve').textContent === 'Solve');
    // Five boards typed in, each as far from the goal as the 80-move HARD or within two moves
    // of it (its mirror in the main diagonal, and boards a move or two from that), each after
    // the one before, while its proof is under way.
    const mirror = transpose(HARD);
    const near = neighbours(mirror).map((n) => slide(mirror, n));
    const farther = near.flatMap((b) => neighbours(b).map((n) => slide(b, n))).filter((b) => b.join() !== mirror.join());
    const boards = [mirror, ...near, ...farther].slice(0, 5);
    for (const [i, tiles] of boards.entries()) {
      if (i > 0) await proofUnderWay(page, `board ${i}`); // the first comes after the Stop
      await page.fill('#custom-board', tiles.join(' '));
      await page.click('#custom-load');
      await page.waitForFunction((key) => document.querySelector('#board').dataset.tiles === key, tiles.join(','));
      await page.clock.runFor(MOVE_MS);
    }
    await proofUnderWay(page, 'the last board');
    const { workers, answered } = await page.evaluate(() => ({ workers: window.__workers, answered: window.__answered }));
    assert.equal(workers, 1, 'one solver worker did all of it');
    assert.equal(pageWorkers, 1, 'and no other worker was made');
    assert.deepEqual(answered, [], 'no session ended by a move, a Stop or a new board answered after all');
    assert.deepEqual(errors, []);
  });
});

/** A digest of the 15-puzzle tables kept in the page's IndexedDB, or null when none are. */
const storedDigest = (page) => page.evaluate(async () => {
  const { loadTables } = await import('/www/solver/table-store.js');
  const bytes = await loadTables(4);
  if (!bytes) return null;
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return { length: bytes.length, hash: Array.from(hash, (b) => b.toString(16).padStart(2, '0')).join('') };
});

describe('the 15-puzzle tables, kept in IndexedDB', () => {
  test('built on the first visit while answers come, loaded on the next; corrupt stored bytes are detected and rebuilt', async (t) => {
    const { tiles, length } = korf(UPGRADE);
    const { page, errors } = await env.openGame(t, { query: boardQuery(tiles), ready: false, tables: 'none' });
    // A short answer while a second worker builds the tables: the solving worker has none yet.
    await waitShortAnswer(page);
    await page.waitForFunction(() => document.body.dataset.tables !== undefined, null, { timeout: 30_000 });
    assert.equal(await page.evaluate(() => document.body.dataset.tables), 'missing', 'the answer did not wait for the tables');
    assert.match(await page.textContent('#note'), /Proofs use smaller tables until the 15-puzzle tables are built/);
    // Then the build ends, the solving worker loads what it kept, and the proof follows.
    await page.waitForFunction(() => document.body.dataset.tables === 'loaded', null, { timeout: BUILD_MS });
    await page.waitForFunction(() => document.querySelector('#remaining').dataset.proof === 'optimal', null, { timeout: 120_000 });
    assert.equal(await page.textContent('#remaining'), String(length), 'the published optimum');
    assert.equal(await page.isVisible('#note'), false, 'nothing left to say under the board');
    const kept = await storedDigest(page);
    assert.ok(kept.length > 1_000_000, `the tables are stored: ${kept.length} bytes`);

    await page.reload();
    await page.waitForFunction(() => document.body.dataset.tables !== undefined, null, { timeout: 30_000 });
    assert.equal(await page.evaluate(() => document.body.dataset.tables), 'loaded', 'a reload loads them');
    await waitShortAnswerOrExact(page);

    // Corrupt one byte in the middle of the stored copy: the workers refuse it and build again.
    await page.evaluate(async () => {
      const { loadTables, saveTables } = await import('/www/solver/table-store.js');
      const bytes = new Uint8Array(await loadTables(4));
      bytes[bytes.length >> 1] ^= 0x5a;
      await saveTables(4, bytes);
    });
    assert.notEqual((await storedDigest(page)).hash, kept.hash);
    await page.reload();
    await page.waitForFunction(() => document.body.dataset.tables !== undefined, null, { timeout: 30_000 });
    assert.equal(await page.evaluate(() => document.body.dataset.tables), 'missing', 'corrupt bytes are refused');
    await page.waitForFunction(() => document.body.dataset.tables === 'loaded', null, { timeout: BUILD_MS });
    assert.deepEqual(await storedDigest(page), kept, 'rebuilt: the same tables as the first build');
    await page.reload();
    await page.waitForFunction(() => document.body.dataset.tables !== undefined, null, { timeout: 30_000 });
    assert.equal(await page.evaluate(() => document.body.dataset.tables), 'loaded', 'and the rebuilt copy is kept');
    // The worker's warning about the refused copy is not an error.
    assert.deepEqual(errors, []);
  });

  test('without IndexedDB the game still plays: the tables are built each time', async (t) => {
    const { page, errors } = await env.openGame(t, {
      query: '?size=4',
      ready: false,
      tables: 'none',
      init: () => {
        const Real = window.Worker;
        window.Worker = class extends Real {
          constructor(url, options) { super('/tests/e2e/fixtures/no-idb-worker.js', options); }
        };
      },
    });
    // The second worker builds them but cannot keep them: the solving worker builds its own.
    await page.waitForFunction(() => document.body.dataset.tables === 'built', null, { timeout: 2 * BUILD_MS });
    await waitShortAnswerOrExact(page);
    // A reload builds them again (nothing could be kept), and the game plays on.
    await page.reload();
    await page.waitForFunction(() => document.body.dataset.tables === 'built', null, { timeout: 2 * BUILD_MS });
    await waitShortAnswerOrExact(page);
    assert.deepEqual(errors, []);
  });
});

describe('offline', () => {
  test('after one visit, a 4×4 game works offline: the code from the service worker, the tables from IndexedDB', async (t) => {
    const { tiles, length } = korf(79);
    const { page, errors, context } = await env.openGame(t, { query: boardQuery(tiles), serviceWorkers: 'allow', ready: false });
    await page.waitForFunction(() => document.body.dataset.tables !== undefined, null, { timeout: BUILD_MS });
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: SAFETY_MS });
    await context.setOffline(true);
    await page.reload();
    await page.waitForFunction(() => document.body.dataset.tables === 'loaded', null, { timeout: 30_000 });
    await page.waitForFunction(() => document.querySelector('#remaining').dataset.proof === 'optimal', null, { timeout: 30_000 });
    assert.equal(await page.textContent('#remaining'), String(length));
    await page.click('#hint');
    const after = await waitBoardChange(page, tiles, 10_000);
    assert.notEqual(movedTile(tiles, after), null, 'a legal hint, offline');
    await context.setOffline(false);
    assert.deepEqual(errors.filter((e) => !/Failed to fetch|ERR_INTERNET_DISCONNECTED/.test(e)), []);
  });
});

/** A distance is shown for the board (proven or not). */
function waitShortAnswerOrExact(page) {
  return page.waitForFunction(() => document.querySelector('#remaining').dataset.proof !== 'none', null, { timeout: 60_000 });
}
