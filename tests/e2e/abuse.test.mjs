// The page under abuse: rapid clicks, keys hammered, Solve pressed during a hint, the window
// resized mid-animation, garbage in the address, storage that throws. After each: no console
// error, the board is a valid solvable permutation, and data-tiles matches what is drawn.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { boardOf, useGame, waitAnimationsDone, waitIdle } from './helpers.mjs';
import { isPermutation, isSolvableAnySide } from './reference.mjs';

let actions = 0;
let scenarios = 0;

const env = useGame({ teardown: () => console.log(`${scenarios} abuse scenarios, ${actions} hostile actions: no console error, every board valid and as drawn`) });
const openGame = (t, options) => env.openGame(t, options);

/** Let every tile's animation finish, then check the board model against the drawing. */
async function assertConsistent(page, errors, label) {
  await waitAnimationsDone(page);
  const tiles = await boardOf(page);
  assert.ok(isPermutation(tiles), `${label}: data-tiles is not a permutation: ${tiles}`);
  assert.ok(isSolvableAnySide(tiles), `${label}: the board became unsolvable: ${tiles}`);
  const drawn = await page.evaluate(() => {
    const centres = [...document.querySelectorAll('#board button[data-tile]')].map((b) => {
      const r = b.getBoundingClientRect();
      return { tile: Number(b.dataset.tile), x: r.left + r.width / 2, y: r.top + r.height / 2 };
    });
    return centres;
  });
  const side = Math.round(Math.sqrt(tiles.length));
  assert.equal(drawn.length, tiles.length - 1, `${label}: one button per tile`);
  const xs = drawn.map((d) => d.x);
  const ys = drawn.map((d) => d.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const picture = new Array(tiles.length).fill(0);
  for (const { tile, x, y } of drawn) {
    const col = Math.round(((x - x0) / (x1 - x0)) * (side - 1));
    const row = Math.round(((y - y0) / (y1 - y0)) * (side - 1));
    picture[row * side + col] = tile;
  }
  assert.deepEqual(picture, tiles, `${label}: what is drawn differs from data-tiles`);
  assert.deepEqual(errors, [], `${label}: console errors`);
}

describe('abuse', () => {
  test('rapid clicks on every tile, adjacent or not, without waiting', async (t) => {
    const { page, errors } = await openGame(t);
    for (let round = 0; round < 150; round += 1) {
      const tile = 1 + (round * 5) % 8;
      await page.click(`#board button[data-tile="${tile}"]`, { delay: 0, noWaitAfter: true, force: true });
      actions += 1;
    }
    scenarios += 1;
    await assertConsistent(page, errors, 'rapid clicks');
  });

  test('keys hammered in every direction, as a held key repeats', async (t) => {
    const { page, errors } = await openGame(t, { query: '?size=4' });
    for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown', 'a', 'w', 'd', 's']) {
      for (let i = 0; i < 25; i += 1) {
        await page.keyboard.press(key, { delay: 0 });
        actions += 1;
      }
    }
    scenarios += 1;
    await assertConsistent(page, errors, 'held keys');
  });

  test('Solve pressed during a hint, Hint and Shuffle pressed during a solve, undo mid-play', async (t) => {
    const { page, errors } = await openGame(t, { query: '?size=4' });
    for (let round = 0; round < 4; round += 1) {
      await page.click('#hint', { noWaitAfter: true });
      await page.click('#solve', { noWaitAfter: true, force: true });
      await page.click('#hint', { noWaitAfter: true, force: true });
      // A drawn frame, so that the undo comes after the page has taken the presses, while the
      // hint or the solve is under way (whichever it is, the page must stay consistent).
      await page.evaluate(() => new Promise((resolve) => { requestAnimationFrame(() => requestAnimationFrame(resolve)); }));
      await page.keyboard.press('Control+z');
      await page.click('#shuffle', { noWaitAfter: true, force: true });
      await page.keyboard.press('Escape');
      actions += 6;
    }
    scenarios += 1;
    await waitIdle(page, 30_000);
    await assertConsistent(page, errors, 'conflicting buttons');
  });

  test('the window resized again and again while a solution animates', async (t) => {
    const { page, errors } = await openGame(t);
    await page.selectOption('#speed', { index: 0 });
    await page.click('#solve');
    for (let i = 0; i < 12; i += 1) {
      await page.setViewportSize(i % 2 ? { width: 1280, height: 800 } : { width: 360, height: 740 });
      // Each size laid out and drawn before the next, as a dragged window edge does.
      await page.evaluate(() => new Promise((resolve) => { requestAnimationFrame(() => requestAnimationFrame(resolve)); }));
      actions += 1;
    }
    await page.keyboard.press('Escape');
    scenarios += 1;
    await waitIdle(page, 30_000);
    await assertConsistent(page, errors, 'resizing');
  });

  const garbage = [
    '?size=abc', '?size=99', '?size=-4', '?size=4.5', '?size=', '?board=garbage', '?board=1,2,3',
    '?board=1,2,3,4,5,6,7,8,8', '?board=2,1,3,4,5,6,7,8,0', '?size=4&board=1,2,3,4,5,6,7,8,0',
    `?board=${'9,'.repeat(5000)}`, '?board=%00%ff%fe', '?size=3&size=4&board=,,,,,,,,',
    '?board=1e3,2,3,4,5,6,7,8,0', '?board=0x1,2,3,4,5,6,7,8,0', '#<script>alert(1)</script>',
  ];
  test('garbage in the address: a fresh valid board and no console error', async (t) => {
    for (const query of garbage) {
      const { page, errors } = await openGame(t, { query });
      await assertConsistent(page, errors, `address ${query.slice(0, 40)}`);
      actions += 1;
    }
    scenarios += 1;
  });

  test('storage that throws on every call: the game still works', async (t) => {
    const { page, errors } = await openGame(t, {
      init: () => {
        const fail = () => { throw new DOMException('storage is broken', 'SecurityError'); };
        Storage.prototype.getItem = fail;
        Storage.prototype.setItem = fail;
        Storage.prototype.removeItem = fail;
      },
    });
    const before = await boardOf(page);
    await page.click('#shuffle');
    await waitIdle(page);
    assert.notDeepEqual(await boardOf(page), before);
    await page.click('#hint');
    await waitIdle(page);
    actions += 2;
    scenarios += 1;
    await assertConsistent(page, errors, 'throwing storage');
  });
});
