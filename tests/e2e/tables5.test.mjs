// End-to-end test of the 24-puzzle's database in the browser: on a first visit to a 5×5 board
// the page answers at once (Manhattan distance and linear conflict), while a second worker
// builds the database, says how far it is under the board, and keeps it in IndexedDB; the next
// visit loads it into the solving worker and builds nothing.
//
// Expectations come from Korf & Felner's published optimal length of the board and the rules of
// the game (reference.mjs), never from the app's wasm.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { boardOf, useGame, waitBoard, waitBoardChange } from './helpers.mjs';
import { movedTile } from './reference.mjs';

// Korf & Felner's first 24-puzzle instance, in this project's goal convention.
const [KORF1] = readFileSync(new URL('../data/korf24.txt', import.meta.url), 'utf8')
  .split('\n').filter((line) => /^\s*\d/.test(line)).map((line) => line.trim().split(/\s+/).map(Number));
const [, OPTIMAL, ...TILES] = KORF1;

const BUILD_MS = 300_000; // about 30 s in wasm on a quiet machine: generous for a loaded one
const PLAIN_NOTE = '5×5 solutions are short but not guaranteed optimal.';
const env = useGame();

/** The distance the page shows: {upper, lower} from "≤ N" and "≥ L". */
const figures = (page) => page.evaluate(() => {
  const bound = document.querySelector('#remaining-bound');
  return {
    upper: document.querySelector('#remaining').textContent,
    lower: bound.hidden ? '' : bound.textContent,
  };
});

const waitAnswer = (page, timeout = 30_000) => page.waitForFunction(
  () => document.querySelector('#remaining').dataset.proof === 'bound'
    && !document.querySelector('#remaining-bound').hidden, null, { timeout });

describe('5×5: the 24-puzzle database', () => {
  test('built in the background on a first visit, kept, and loaded on the next', async (t) => {
    const { page, errors } = await env.openGame(t, { query: `?board=${TILES.join(',')}`, ready: false });
    await waitBoard(page, { tiles: 25 });
    assert.deepEqual(await boardOf(page), TILES);

    // Answers come at once, without the database.
    await waitAnswer(page);
    const first = await figures(page);
    assert.match(first.upper, /^≤ \d+$/);
    assert.ok(Number(first.upper.slice(2)) >= OPTIMAL, `${first.upper} is not below the optimum ${OPTIMAL}`);
    assert.ok(Number(first.lower.slice(2)) <= OPTIMAL, `${first.lower} is admissible`);

    // Meanwhile the database builds in a second worker, its progress under the board.
    await page.waitForFunction(
      () => /Building the 24-puzzle database for shorter ones: \d+ %$/.test(document.querySelector('#note').textContent),
      null, { timeout: 60_000 });
    assert.equal(await page.isVisible('#note'), true);
    await page.click('#hint');
    const hinted = await waitBoardChange(page, TILES, 30_000);
    assert.notEqual(movedTile(TILES, hinted), null, 'the hint slid one tile beside the gap');
    assert.match(await page.textContent('#note'), /Building/, 'while the build goes on');

    // Built and kept: the note says no more about it, and IndexedDB holds about 13 MB.
    await page.waitForFunction((plain) => document.querySelector('#note').textContent === plain, PLAIN_NOTE, { timeout: BUILD_MS });
    const kept = await page.evaluate(async () => {
      const { loadTables } = await import('/www/solver/table-store.js');
      return (await loadTables(5))?.length ?? 0;
    });
    // Four 5-tile tables and one of 4 tiles, two entries a byte (docs/FORMATS.md).
    const entries = 4 * 25 * 24 * 23 * 22 * 21 + 25 * 24 * 23 * 22;
    assert.ok(kept > entries / 2 && kept < 32_000_000, `${kept} bytes kept`);

    // The next visit loads it into the solving worker, and builds nothing.
    await page.reload();
    await page.waitForFunction(() => document.body.dataset.tables === 'loaded', null, { timeout: 30_000 });
    await waitAnswer(page);
    // The game in progress comes back: one slide from Korf's board, so 94 or 96 moves from the goal.
    assert.deepEqual(await boardOf(page), hinted, 'the game in progress is restored');
    const second = await figures(page);
    assert.ok(Number(second.upper.slice(2)) >= OPTIMAL - 1, `${second.upper} is not below the optimum`);
    assert.ok(Number(second.lower.slice(2)) <= OPTIMAL + 1, `${second.lower} is admissible`);
    assert.equal(await page.textContent('#note'), PLAIN_NOTE, 'no second build');
    assert.deepEqual(errors, []);
  });
});
