// End-to-end tests of how fast players play (issue 11): line moves by click and by tap (one
// undo each), hover control (and Space pausing it), the animation speed down to instant, and
// every move landing when inputs come back to back (quicker than a player's 25 a second). Every expected board is computed here, by applying
// the moves with the reference rules, never read from the app; and the page's mode and busy
// flags on #board are checked where they change.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { boardOf, useGame, waitBoardChange, waitIdle } from './helpers.mjs';
import { slide, tileFor } from './reference.mjs';

const env = useGame();
const openGame = (t, options) => env.openGame(t, options);

// The gap top-left: row 0 holds 1 and 2, column 0 holds 3 and 6.
const CORNER = [0, 1, 2, 3, 4, 5, 6, 7, 8];
const query = (tiles) => `?size=3&board=${tiles.join(',')}`;

/**
 * The board after a click on `tile` when it lies in the gap's row or column: the tiles between
 * slide one by one toward the gap, nearest first. Returns {tiles, moves}, or null off the lines.
 */
function lineMove(tiles, tile) {
  const side = Math.round(Math.sqrt(tiles.length));
  const gap = tiles.indexOf(0);
  const at = tiles.indexOf(tile);
  const sameRow = Math.floor(gap / side) === Math.floor(at / side);
  const sameCol = gap % side === at % side;
  if (tile === 0 || !(sameRow || sameCol)) return null;
  const step = sameRow ? Math.sign(at - gap) : Math.sign(at - gap) * side;
  let board = tiles;
  let moves = 0;
  for (let i = gap + step; ; i += step) {
    board = slide(board, board[i]);
    moves += 1;
    if (i === at) return { tiles: board, moves };
  }
}

/** A tiny seeded generator, so a failing run can be repeated. */
function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** The centre of the cell at `index` on the 3×3 board, in page coordinates (from where tile 1 is drawn). */
async function cellCentre(page, index) {
  const tiles = await boardOf(page);
  const one = await page.locator('#board button[data-tile="1"]').boundingBox();
  const at = tiles.indexOf(1);
  const x0 = one.x - (at % 3) * one.width;
  const y0 = one.y - Math.floor(at / 3) * one.height;
  return { x: x0 + ((index % 3) + 0.5) * one.width, y: y0 + (Math.floor(index / 3) + 0.5) * one.height };
}

/** Wait until the page shows `tiles` and `moves`. */
async function waitFor(page, tiles, moves, timeout = 10_000) {
  await page.waitForFunction(([want, n]) => document.querySelector('#board').dataset.tiles === want
    && document.querySelector('#moves').textContent === String(n), [tiles.join(','), moves], { timeout });
}

/**
 * Run `act` on each item, one after another with no pause: each input goes as soon as the
 * browser has taken the one before (a few milliseconds here, quicker than a player's 40 ms at
 * 25 moves a second). No timer paces them, so nothing in the test hangs on the clock.
 */
async function backToBack(items, act) {
  for (const item of items) await act(item);
}

/**
 * `count` line moves chosen at random (seeded) from `tiles`: the cell centre to point at for
 * each, and the board and move count they lead to, worked out with lineMove.
 */
async function randomLineMoves(page, tiles, count, seed) {
  const next = random(seed);
  let board = tiles;
  let moves = 0;
  const points = [];
  for (let i = 0; i < count; i += 1) {
    const choices = board.filter((tile) => lineMove(board, tile) !== null);
    const tile = choices[Math.floor(next() * choices.length)];
    points.push(await cellCentre(page, board.indexOf(tile)));
    const after = lineMove(board, tile);
    board = after.tiles;
    moves += after.moves;
  }
  return { points, board, moves };
}

describe('line moves', () => {
  test('a click on a tile two cells from the gap slides both, counts two moves, and undoes in one step', async (t) => {
    const { page, errors } = await openGame(t, { query: query(CORNER) });
    assert.equal(await page.getAttribute('#board', 'data-mode'), 'idle');
    const row = lineMove(CORNER, 2);
    assert.deepEqual(row.tiles, [1, 2, 0, 3, 4, 5, 6, 7, 8]);
    await page.click('#board button[data-tile="2"]');
    await waitFor(page, row.tiles, 2);
    // Then down the column, from the gap's new place: 5 and 8 move up.
    const col = lineMove(row.tiles, 8);
    await page.click('#board button[data-tile="8"]');
    await waitFor(page, col.tiles, 4);
    await page.click('#undo');
    await waitFor(page, row.tiles, 2);
    await page.keyboard.press('Control+z');
    await waitFor(page, CORNER, 0);
    await page.keyboard.press('Control+y');
    await waitFor(page, row.tiles, 2);
    assert.match(await page.textContent('#message'), /Redone: tiles 1 and 2 moved again/);
    assert.deepEqual(errors, []);
  });

  test('a tap does the same on a touch screen', async (t) => {
    const { page, errors } = await openGame(t, {
      query: query(CORNER), viewport: { width: 360, height: 640 }, contextOptions: { hasTouch: true, isMobile: true },
    });
    const want = lineMove(CORNER, 6);
    assert.deepEqual(want.tiles, [3, 1, 2, 6, 4, 5, 0, 7, 8]);
    const box = await page.locator('#board button[data-tile="6"]').boundingBox();
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await waitFor(page, want.tiles, 2);
    await page.tap('#undo');
    await waitFor(page, CORNER, 0);
    assert.deepEqual(errors, []);
  });
});

describe('hover control', () => {
  test('with Pointer: Hover, the mouse over a tile in line slides it without a click; Space held pauses hover', async (t) => {
    const { page, errors } = await openGame(t, { query: query(CORNER) });
    let clicks = 0;
    await page.exposeFunction('__countClick', () => { clicks += 1; });
    await page.evaluate(() => document.querySelector('#board').addEventListener('click', () => window.__countClick()));
    await page.selectOption('#animation', '0');
    await page.selectOption('#control', 'hover');
    let board = CORNER;
    // Off the gap's lines: nothing moves.
    let p = await cellCentre(page, 4);
    await page.mouse.move(p.x, p.y);
    assert.deepEqual(await boardOf(page), board);
    // Onto 2 (row 0): 1 and 2 slide.
    p = await cellCentre(page, board.indexOf(2));
    await page.mouse.move(p.x, p.y);
    board = lineMove(board, 2).tiles;
    await waitFor(page, board, 2);
    // Space held: the pointer goes onto 8 (in line, two cells down), and nothing moves.
    await page.keyboard.down('Space');
    p = await cellCentre(page, board.indexOf(8));
    await page.mouse.move(p.x, p.y);
    assert.deepEqual(await boardOf(page), board, 'hover is paused while Space is held');
    await page.keyboard.up('Space');
    // Off the tile (onto 4, off the gap's lines) and back on: now 8 slides, with 5.
    p = await cellCentre(page, 4);
    await page.mouse.move(p.x, p.y);
    assert.deepEqual(await boardOf(page), board);
    const on8 = await cellCentre(page, board.indexOf(8));
    await page.mouse.move(on8.x, on8.y);
    const want = lineMove(board, 8);
    await waitFor(page, want.tiles, 2 + want.moves);
    assert.equal(clicks, 0, 'no click was made');
    // The setting is kept.
    await page.reload();
    await waitIdle(page);
    assert.equal(await page.inputValue('#control'), 'hover');
    assert.equal(await page.inputValue('#animation'), '0');
    assert.deepEqual(errors, []);
  });
});

describe('animation speed and fast play', () => {
  for (const animation of ['0', '140']) {
    test(`${animation} ms per tile: 40 arrow keys back to back (faster than a player’s 25 a second) all land`, async (t) => {
      const { page, errors } = await openGame(t, { query: query(CORNER) });
      await page.selectOption('#animation', animation);
      await page.evaluate(() => document.activeElement?.blur());
      const keys = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };
      const next = random(animation === '0' ? 11 : 12);
      let board = CORNER;
      let moves = 0;
      const pressed = [];
      for (let i = 0; i < 40; i += 1) { // keys that can move a tile, chosen at random
        const choices = Object.keys(keys).filter((k) => tileFor(board, keys[k]) !== undefined);
        const key = choices[Math.floor(next() * choices.length)];
        pressed.push(key);
        board = slide(board, tileFor(board, keys[key]));
        moves += 1;
      }
      await backToBack(pressed, (key) => page.keyboard.press(key));
      await waitFor(page, board, moves);
      assert.deepEqual(errors, []);
    });
  }

  test('instant: 25 clicks back to back all land; the slide takes no time', async (t) => {
    const { page, errors } = await openGame(t, { query: query(CORNER) });
    await page.selectOption('#animation', '0');
    assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('#board .tile')).transitionDuration), '0s');
    const { points, board, moves } = await randomLineMoves(page, CORNER, 25, 7); // any tile in the gap's row or column
    await backToBack(points, ({ x, y }) => page.mouse.click(x, y));
    await waitFor(page, board, moves);
    assert.deepEqual(errors, []);
  });
});

describe('hover at speed', () => {
  test('instant, hover: the pointer onto 25 tiles in line, back to back, moves every one', async (t) => {
    const { page, errors } = await openGame(t, { query: query(CORNER) });
    await page.selectOption('#animation', '0');
    await page.selectOption('#control', 'hover');
    const { points, board, moves } = await randomLineMoves(page, CORNER, 25, 5);
    await backToBack(points, ({ x, y }) => page.mouse.move(x, y));
    await waitFor(page, board, moves);
    assert.deepEqual(errors, []);
  });
});

describe('mode and busy on #board', () => {
  test('idle and not busy once the distance is known; thinking then playing on Solve; idle at the end', async (t) => {
    const { page, errors } = await openGame(t, { query: query([1, 2, 3, 4, 5, 6, 0, 7, 8]) });
    await page.waitForFunction(() => document.querySelector('#board').dataset.busy === 'false');
    assert.equal(await page.getAttribute('#board', 'data-mode'), 'idle');
    const modes = [];
    await page.exposeFunction('__mode', (m) => modes.push(m));
    await page.evaluate(() => new MutationObserver(() => window.__mode(document.querySelector('#board').dataset.mode))
      .observe(document.querySelector('#board'), { attributes: true, attributeFilter: ['data-mode'] }));
    await page.selectOption('#speed', '400');
    await page.click('#solve');
    await page.waitForFunction(() => document.querySelector('#board').dataset.mode === 'playing');
    await page.keyboard.press('p');
    await page.waitForFunction(() => document.querySelector('#board').dataset.mode === 'paused');
    await page.keyboard.press('p');
    await page.waitForFunction(() => document.querySelector('#board').classList.contains('is-solved'));
    await page.waitForFunction(() => document.querySelector('#board').dataset.mode === 'idle');
    assert.deepEqual(modes.filter((m, i) => m !== modes[i - 1]).filter((m) => m !== 'thinking'), ['playing', 'paused', 'playing', 'idle']);
    assert.deepEqual(errors, []);
  });
});
