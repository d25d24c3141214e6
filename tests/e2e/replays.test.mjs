// End-to-end tests of replays (issue 11): a 3×3 solved by keyboard from a known scramble gives a
// replay link; opened in a fresh page it plays to the same final board with the same move count,
// and scrubbing to move k shows the board the test works out after k moves. A tampered link is
// refused with a message over a playable fresh board. "Watch the optimal" ends at the goal in as
// many moves as the test's own breadth-first search says. axe-core finds nothing in the replay.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { boardOf, pressAll, useGame, waitBoard, waitIdle } from './helpers.mjs';
import { DIRS, GOAL3, KEYS, OPPOSITE, dirOfTile, distance3, optimalPath3, slide, tileFor } from './reference.mjs';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');

const env = useGame({ setup: () => distance3(GOAL3) });


// A 3×3 scramble 8 moves from solved (a walk the test makes from the goal).
const SCRAMBLE = (() => {
  let board = GOAL3.slice();
  for (const dir of ['down', 'right', 'down', 'right', 'up', 'left', 'down', 'left']) board = slide(board, tileFor(board, dir));
  return board;
})();

/**
 * The player's keys: a shortest solution with a detour after its first move (a key and its
 * opposite), so the solve is two moves longer than optimal. Returns {keys, boards}: the
 * directions pressed and the board after each (boards[0] the scramble).
 */
function detourSolve(start) {
  const path = optimalPath3(start);
  const dirs = [];
  let board = start.slice();
  const boards = [board];
  const press = (dir) => {
    board = slide(board, tileFor(board, dir));
    dirs.push(dir);
    boards.push(board);
  };
  press(dirOfTile(board, path[0]));
  const detour = DIRS.find((d) => tileFor(board, d) !== undefined && d !== OPPOSITE[dirs[0]]);
  press(detour);
  press(OPPOSITE[detour]);
  for (const tile of path.slice(1)) press(dirOfTile(board, tile));
  return { dirs, boards };
}

const moves = (page) => page.textContent('#moves').then(Number);

/** Set the replay's speed and wait until it has played to its end: "Move n of n". */
async function playToEnd(page, speed = '8') {
  await page.selectOption('#replay-speed', speed);
  await page.waitForFunction(() => /^Move (\d+) of \1 /.test(document.querySelector('#replay-position').textContent)
    && document.querySelector('#replay-play').textContent === 'Play', null, { timeout: 30_000 });
}

async function axeViolations(page) {
  await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async () => {
    const r = await window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
  });
}

describe('replays', () => {
  test('a keyboard solve\'s link replays it exactly in a fresh page; scrubbing shows move k; Esc goes back to play', async (t) => {
    const { dirs, boards } = detourSolve(SCRAMBLE);
    const optimal = distance3(SCRAMBLE);
    assert.equal(dirs.length, optimal + 2);
    const { page, errors } = await env.openGame(t, { query: `?board=${SCRAMBLE.join(',')}` });
    await pressAll(page, dirs);
    await waitBoard(page, { solved: true, mode: 'idle' });
    assert.match(await page.textContent('#message'), new RegExp(`Solved in ${dirs.length} moves! The shortest way was ${optimal}\\.`));
    assert.equal(await page.isVisible('#replay-last'), true);
    assert.equal(await page.isVisible('#watch-optimal'), true);
    assert.equal(await page.locator('#stats-list button[data-replay]').count(), 1, 'the solve is listed with its replay');

    await page.click('#replay-last');
    await waitBoard(page, { mode: 'replaying' });
    const link = await page.inputValue('#share-url');
    const query = new URL(link).search;
    assert.match(query, /^\?replay=[A-Za-z0-9_-]+$/);
    assert.equal(new URL(page.url()).searchParams.get('replay'), query.slice('?replay='.length), 'the address shows the replay');

    // A fresh page (its own storage): the link alone reproduces the solve.
    const fresh = await env.openGame(t, { query, ready: false });
    const other = fresh.page;
    await waitBoard(other, { mode: 'replaying' });
    assert.deepEqual(await boardOf(other), SCRAMBLE, 'the replay opens on the scramble');
    await playToEnd(other);
    assert.deepEqual(await boardOf(other), GOAL3);
    assert.equal(await moves(other), dirs.length);
    assert.match(await other.textContent('#replay-position'), new RegExp(`^Move ${dirs.length} of ${dirs.length} `));

    // Scrub with the keyboard: Home, then k steps right, shows the board after k moves.
    const k = 3;
    await other.focus('#replay-seek');
    await other.keyboard.press('Home');
    await other.waitForFunction((b) => document.querySelector('#board').dataset.tiles === b, SCRAMBLE.join(','));
    for (let i = 0; i < k; i += 1) await other.keyboard.press('ArrowRight');
    await other.waitForFunction((b) => document.querySelector('#board').dataset.tiles === b, boards[k].join(','));
    assert.equal(await moves(other), k);
    assert.equal(await other.getAttribute('#replay-seek', 'aria-valuetext'), `Move ${k} of ${dirs.length}`);

    // Not playable while replaying: a click on a tile beside the gap changes nothing.
    const beside = tileFor(boards[k], DIRS.find((d) => tileFor(boards[k], d) !== undefined));
    await other.click(`#board button[data-tile="${beside}"]`);
    assert.deepEqual(await boardOf(other), boards[k]);
    assert.equal(await other.getAttribute('#board', 'data-mode'), 'replaying');

    // Esc: back to play, on the fresh board dealt underneath; the address drops the replay.
    await other.evaluate(() => document.activeElement?.blur());
    await other.keyboard.press('Escape');
    await waitIdle(other);
    assert.equal(await other.isHidden('#replay-bar'), true);
    assert.equal(new URL(other.url()).searchParams.get('replay'), null);
    assert.equal(await moves(other), 0);
    assert.deepEqual(errors, []);
    assert.deepEqual(fresh.errors, []);
  });

  test('tampered or broken links: a message, and a fresh board to play', async (t) => {
    // A valid code first: a one-move solve.
    const { page } = await env.openGame(t, { query: '?board=1,2,3,4,5,6,7,0,8' });
    await page.keyboard.press('ArrowLeft');
    await waitBoard(page, { solved: true, mode: 'idle' });
    await page.click('#replay-last');
    const code = new URL(await page.inputValue('#share-url')).searchParams.get('replay');
    // Its bytes, as docs/FORMATS.md documents them: version, width, height, the 9 tiles, then the moves.
    const bytes = Buffer.from(code, 'base64url');
    assert.deepEqual([...bytes.subarray(0, 12)], [2, 3, 3, 1, 2, 3, 4, 5, 6, 7, 0, 8]);
    const tamper = (change) => {
      const b = Buffer.from(bytes);
      change(b);
      return b.toString('base64url');
    };
    const cases = [
      ['not base64', '%25%25%25', /not a replay code/],
      ['another version', tamper((b) => { b[0] = 9; }), /version 9/],
      ['a width not offered', tamper((b) => { b[1] = 9; }), /board size \(9×3\) is not one offered/],
      ['two tiles swapped (not solvable)', tamper((b) => { [b[3], b[4]] = [b[4], b[3]]; }), /cannot be solved/],
      ['a tile twice', tamper((b) => { b[3] = 2; }), /not the tiles 0 to 8/],
      ['a move that is illegal', tamper((b) => { b[13] = 0; }), /move 1 is illegal/], // 'up': nothing is below the gap
      ['cut short', code.slice(0, 14), /ends too early/],
    ];
    for (const [name, bad, message] of cases) {
      const { page: p, errors } = await env.openGame(t, { query: `?replay=${bad}` });
      const said = await p.textContent('#message');
      assert.match(said, /This replay link cannot be shown/, name);
      assert.match(said, message, name);
      assert.match(said, /Here is a fresh board\./, name);
      assert.equal(await p.getAttribute('#board', 'data-mode'), 'idle', name);
      assert.equal(await p.isHidden('#replay-bar'), true, name);
      const before = await boardOf(p);
      const dir = DIRS.find((d) => tileFor(before, d) !== undefined);
      await p.keyboard.press(KEYS[dir]);
      await p.waitForFunction(() => document.querySelector('#moves').textContent === '1');
      assert.deepEqual(await boardOf(p), slide(before, tileFor(before, dir)), `${name}: the board plays`);
      assert.deepEqual(errors, [], name);
    }
  });

  test('Watch the optimal plays a shortest solution of the scramble to the goal; axe finds nothing in the replay, light and dark', async (t) => {
    const optimal = distance3(SCRAMBLE);
    for (const colorScheme of ['light', 'dark']) {
      const { page, errors } = await env.openGame(t, { query: `?board=${SCRAMBLE.join(',')}`, colorScheme, contextOptions: { bypassCSP: true } });
      const { dirs } = detourSolve(SCRAMBLE);
      await pressAll(page, dirs);
      await waitBoard(page, { solved: true, mode: 'idle' });
      assert.equal(await page.textContent('#watch-optimal'), 'Watch the optimal');
      await page.click('#watch-optimal');
      await waitBoard(page, { mode: 'replaying' });
      assert.deepEqual(await boardOf(page), SCRAMBLE, 'it starts from the scramble');
      assert.match(await page.textContent('#replay-title'), /optimal/);
      await playToEnd(page);
      assert.deepEqual(await boardOf(page), GOAL3);
      assert.equal(await moves(page), optimal);
      assert.deepEqual(await axeViolations(page), [], colorScheme);
      await page.click('#replay-exit');
      await waitBoard(page, { mode: 'idle', solved: true });
      assert.equal(await moves(page), dirs.length, 'back to the solved board, as the player left it');
      assert.deepEqual(errors, []);
    }
  });
});
