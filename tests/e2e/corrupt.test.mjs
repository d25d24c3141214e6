// Corrupt or foreign data in the stored items (issue 25, part 2): the saved game, settings, the
// player's picture, the Inside panel's switch, some of the kept solves and two solves' replays
// are damaged or written by something else, while one best result and the other solves are
// sound. Each damaged item is refused with a sentence that names it, everything sound is kept
// (the best result, the other solves, a bad replay's solve), a fresh game plays, and the next
// visit has nothing left to complain about. (Junk in every item at once, and a saved board that
// breaks the rules: features.test.mjs; corrupt tables: proof.test.mjs.)
//
// Expectations are the items written here: which are sound and how many solves they hold.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { boardOf, useGame, waitIdle } from './helpers.mjs';
import { neighbours } from './reference.mjs';
import { pack } from '../../www/replay/replay.js';

const env = useGame();

// Replay codes packed here by hand (pack checks nothing): a 3×3 solve of one move (tile 8 to
// the left), and a 4×4 one, foreign to a 3×3 solve.
const REPLAY3 = pack({ shape: { width: 3, height: 3 }, start: [1, 2, 3, 4, 5, 6, 7, 0, 8], dirs: ['left'], times: [0] });
const REPLAY4 = pack({ shape: { width: 4, height: 4 }, start: [...Array.from({ length: 14 }, (_, i) => i + 1), 0, 15], dirs: ['left'], times: [0] });

const SOUND = [
  { size: '3x3', ms: 30_000, moves: 24, assisted: false, optimal: 20, at: 1_700_000_000_000 },
  { size: '3x3', ms: 12_000, moves: 20, assisted: false, optimal: 20, at: 1_700_000_100_000, replay: REPLAY3 },
];
/** Sound solves whose replays are not: one damaged (cut short), one another board's. */
const BAD_REPLAY = [
  { size: '3x3', ms: 20_000, moves: 22, assisted: false, optimal: 20, at: 1_700_000_200_000, replay: REPLAY3.slice(0, -3) },
  { size: '3x3', ms: 25_000, moves: 26, assisted: false, optimal: 20, at: 1_700_000_300_000, replay: REPLAY4 },
];
/** What is kept of those: the solves, without their replays. */
const KEPT = [...SOUND, ...BAD_REPLAY.map(({ replay, ...figures }) => figures)];

/** Written once per tab (sessionStorage marks it), before the page's scripts: then reloads see what the page kept. */
const seed = ({ sound, badReplay }) => {
  if (sessionStorage.getItem('seeded')) return;
  sessionStorage.setItem('seeded', '1');
  const put = (key, value) => localStorage.setItem(`slide-puzzle:${key}`, value);
  put('game', '{"side":3,"start":[1,2,3');                  // cut short
  put('settings', '"fast please"');                          // foreign: not an object
  put('picture', JSON.stringify('javascript:alert(1)'));     // foreign: not an image
  put('inside', JSON.stringify('yes'));                      // foreign: not a switch
  // One sound record beside a foreign one (a shape not offered) and a damaged one.
  put('best', JSON.stringify({ '3x3': { moves: 20, ms: 12_000 }, '12x12': { moves: 1, ms: 1 }, '4x4': { moves: 'few' } }));
  put('solves', JSON.stringify([sound[0], { size: '3x3', moves: 'many', ms: -1 }, 'hello', sound[1], ...badReplay]));
};

/** The replay codes the statistics' list of solves offers to open. */
const replaysListed = (page) => page.evaluate(() => [...document.querySelectorAll('#stats-list [data-replay]')].map((b) => b.dataset.replay));

describe('corrupt or foreign stored items', () => {
  test('each damaged item is refused with a sentence naming it; the sound ones are kept; the next visit is quiet', async (t) => {
    const { page, errors } = await env.openGame(t, { init: { content: `(${seed})(${JSON.stringify({ sound: SOUND, badReplay: BAD_REPLAY })});` } });
    const notice = await page.textContent('#storage-notice');
    assert.equal(await page.isVisible('#storage-notice'), true);
    for (const item of [/game/, /settings/, /picture/, /inside/]) assert.match(notice, item);
    assert.match(notice, /\b2 of the saved solves\b[^.]*\bleft out\b/, 'the two unreadable solves are named and counted');
    assert.match(notice, /\bother 4 are kept\b/, 'and the four sound ones said to be kept');
    assert.match(notice, /\b2 of the saved replays\b[^.]*\bleft out; their solves are kept\b/, 'the two bad replays are named and counted');
    assert.match(notice, /\b2 of the saved best results\b[^.]*\bleft out; the other 1 is kept\b/, 'the two records that are not, counted');
    // What was sound is kept: the best result, the four sound solves and the one sound replay.
    assert.match(await page.textContent('#best'), /best on 3×3: 20 moves/);
    assert.equal(await page.textContent('#stats-count'), '4');
    assert.deepEqual(await replaysListed(page), [REPLAY3], 'only the sound replay can be opened');
    // A fresh game plays.
    const tiles = await boardOf(page);
    await page.click(`#board button[data-tile="${neighbours(tiles)[0]}"]`);
    await page.waitForFunction(() => document.querySelector('#moves').textContent === '1');
    // The next visit finds only sound items: nothing to say, nothing lost.
    await page.reload();
    await waitIdle(page);
    assert.equal(await page.isVisible('#storage-notice'), false, await page.textContent('#storage-notice'));
    assert.match(await page.textContent('#best'), /best on 3×3: 20 moves/);
    assert.equal(await page.textContent('#stats-count'), '4');
    assert.deepEqual(await replaysListed(page), [REPLAY3]);
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('slide-puzzle:solves')));
    assert.deepEqual(kept, KEPT, 'the sound solves, as they were written, less the bad replays');
    assert.deepEqual(errors, []);
  });
});
