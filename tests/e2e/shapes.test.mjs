// End-to-end tests of rectangular boards (issue 12): a 3×4 board dealt from the address, a hint
// that makes one move of a shortest solution and Solve that plays a shortest solution to the
// goal (lengths from the IDA* written here, never from the app), a link that restores the
// position in a fresh page, a rectangle's database built with progress and kept, Other size…
// (and its refusals), square tiles that fit a 360 px phone in every preset and the extreme
// shapes, and statistics kept per shape.
//
//   node --test tests/e2e/shapes.test.mjs

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { boardOf, useGame, waitBoard, waitIdle } from './helpers.mjs';
import { fewestMoves as fewestOf, goalOf, play, scrambled } from '../boundary/shape-helpers.mjs';

const env = useGame();
const openGame = (t, options) => env.openGame(t, options);

/** `tiles` (`width` to a row) after sliding `tile` into the gap; fails when it is not beside the gap. */
const slide = (width, tiles, tile) => play(width, tiles.length / width, tiles, [tile]);

/** The fewest moves to the goal of `tiles`, `width` to a row (the boundary tests' own IDA*). */
const fewestMoves = (width, tiles) => fewestOf(width, tiles.length / width, tiles);

/** The shape #board is drawn for, and each tile's size in CSS pixels. */
const layoutOf = (page) => page.evaluate(() => {
  const board = document.querySelector('#board');
  const tiles = [...board.querySelectorAll('button[data-tile]')].map((b) => b.getBoundingClientRect());
  const rect = board.getBoundingClientRect();
  return {
    shape: board.dataset.shape,
    board: { left: rect.left, right: rect.right, width: rect.width, height: rect.height },
    tiles: tiles.map((r) => ({ width: r.width, height: r.height, left: r.left, right: r.right })),
    viewport: document.documentElement.clientWidth,
    scrolls: document.documentElement.scrollWidth > document.documentElement.clientWidth,
  };
});

describe('rectangles', () => {
  test('a 3×4 board: dealt from the address, a hint, Solve to the goal, a link that restores it', async (t) => {
    // 3 wide, 4 tall; a scramble far enough from solved for a real search.
    const start = scrambled(3, 4, 60, 7);
    const optimum = fewestMoves(3, start);
    assert.ok(optimum >= 12, `the scramble is ${optimum} moves from solved`);
    const { page, errors } = await openGame(t, { query: `?size=3x4&board=${start.join(',')}` });
    assert.deepEqual(await boardOf(page), start);
    assert.equal(await page.getAttribute('#board', 'data-shape'), '3x4');
    assert.equal(await page.inputValue('#size'), '3x4');
    assert.match(await page.title(), /the 11-puzzle \(3×4\)/);
    assert.equal(await page.textContent('#remaining'), String(optimum), 'the distance shown is the optimum');
    assert.equal(await page.textContent('#optimal'), String(optimum));

    // The link shares the same position, with its shape, and a fresh page restores it.
    const link = await page.inputValue('#share-url');
    assert.equal(new URL(link).searchParams.get('size'), '3x4');
    const again = await env.browser.newPage();
    t.after(() => again.close());
    await again.goto(link);
    await waitIdle(again);
    assert.deepEqual(await boardOf(again), start);
    assert.equal(await again.getAttribute('#board', 'data-shape'), '3x4');

    // Hint: one legal slide, one move closer by the test's own search.
    await page.click('#hint');
    await page.waitForFunction((s) => document.querySelector('#board').dataset.tiles !== s, start.join(','));
    const hinted = await boardOf(page);
    const moved = start.find((tile, i) => tile !== 0 && hinted[i] === 0);
    assert.deepEqual(hinted, slide(3, start, moved), 'the hint is one legal slide');
    assert.equal(fewestMoves(3, hinted), optimum - 1, 'and a move of a shortest solution');

    // Solve: every step a legal slide, to the goal, in as many moves as the optimum left.
    await waitIdle(page);
    await page.selectOption('#speed', '40');
    const seen = [];
    await page.exposeFunction('__seen', (tiles) => seen.push(tiles.split(',').map(Number)));
    await page.evaluate(() => new MutationObserver(() => window.__seen(document.querySelector('#board').dataset.tiles))
      .observe(document.querySelector('#board'), { attributes: true, attributeFilter: ['data-tiles'] }));
    await page.click('#solve');
    await waitBoard(page, { solved: true, mode: 'idle' }, 30_000);
    let board = hinted;
    for (const next of seen) {
      const tile = board.find((x, i) => x !== 0 && next[i] === 0);
      assert.deepEqual(next, slide(3, board, tile), 'each step of Solve is one legal slide');
      board = next;
    }
    assert.deepEqual(board, goalOf(12));
    assert.equal(seen.length, optimum - 1, 'Solve plays a shortest solution');
    assert.deepEqual(errors, []);
  });

  test('a 2×6 board: its database built with progress on the first visit, kept, loaded on a reload', async (t) => {
    const start = scrambled(2, 6, 80, 11);
    const optimum = fewestMoves(2, start);
    const { page, errors } = await openGame(t, { query: `?size=2x6&board=${start.join(',')}`, ready: false });
    // The build says so in the message line, with its share, before any distance is known.
    await page.waitForFunction(() => /Building the 11-puzzle \(2×6\) tables/.test(document.querySelector('#message').textContent));
    await waitIdle(page, 60_000);
    assert.equal(await page.getAttribute('body', 'data-tables'), 'built');
    assert.equal(await page.textContent('#remaining'), String(optimum), 'the distance is the optimum');
    await page.reload();
    await waitIdle(page);
    assert.equal(await page.getAttribute('body', 'data-tables'), 'loaded', 'kept in IndexedDB by the first visit');
    assert.deepEqual(await boardOf(page), start);
    assert.equal(await page.textContent('#remaining'), String(optimum));
    assert.deepEqual(errors, []);
  });

  test('a 5×4 board, above 16 cells: a short answer with a proven bound, and Solve plays it to the goal', async (t) => {
    const { page, errors } = await openGame(t, { query: '?size=5x4', timeout: 60_000 });
    const start = await boardOf(page);
    const manhattan = start.reduce((sum, tile, cell) => sum + (tile ? Math.abs(Math.floor((tile - 1) / 5) - Math.floor(cell / 5))
      + Math.abs(((tile - 1) % 5) - (cell % 5)) : 0), 0);
    // The answer and its bound come from two requests to the worker: wait for both, then read
    // them together. When the search closes the gap (it proves its answer shortest) the answer
    // is shown alone, as proven, and is its own bound.
    await page.waitForFunction(() => {
      const answer = document.querySelector('#remaining');
      const bound = document.querySelector('#remaining-bound');
      return (/^≤ \d+$/.test(answer.textContent) && /^≥ \d+$/.test(bound.textContent))
        || (answer.dataset.proof === 'optimal' && /^\d+$/.test(answer.textContent) && bound.hidden);
    }, null, { timeout: 60_000 });
    const [upper, bound] = await page.evaluate(() => {
      const answer = Number(document.querySelector('#remaining').textContent.replace('≤', '').trim());
      const bound = document.querySelector('#remaining-bound');
      return [answer, bound.hidden ? answer : Number(bound.textContent.replace('≥', '').trim())];
    });
    assert.ok(manhattan <= bound && bound <= upper, `Manhattan ${manhattan} ≤ bound ${bound} ≤ answer ${upper}`);
    assert.match(await page.textContent('#note'), /5×4 solutions are short but not guaranteed optimal/);
    await page.selectOption('#speed', '40');
    await page.click('#solve');
    // The search may have found a shorter answer since it was read: Solve plays the one it
    // announces, never longer than the one shown, never shorter than the proven bound.
    await page.waitForFunction(() => /Playing a \d+-move solution/.test(document.querySelector('#message').textContent));
    const announced = Number((await page.textContent('#message')).match(/Playing a (\d+)-move/)[1]);
    assert.ok(bound <= announced && announced <= upper, `${announced} moves, with ≥ ${bound} and ≤ ${upper} shown`);
    await waitBoard(page, { solved: true, mode: 'idle' }, 60_000);
    assert.equal(Number(await page.textContent('#moves')), announced, 'Solve plays the answer it announced');
    assert.deepEqual(errors, []);
  });

  test('a 5×4 board whose answer the search proves: shown as the distance, with no bound beside it', async (t) => {
    // The blank three cells left of its corner: three moves, and no fewer (three tiles are each
    // one cell from home), so the session proves its answer shortest at once.
    const start = [...Array.from({ length: 16 }, (_, i) => i + 1), 0, 17, 18, 19];
    const { page, errors } = await openGame(t, { query: `?size=5x4&board=${start.join(',')}`, timeout: 60_000 });
    assert.deepEqual(await boardOf(page), start);
    assert.equal(await page.textContent('#remaining'), '3');
    assert.equal(await page.getAttribute('#remaining', 'data-proof'), 'optimal');
    assert.equal(await page.isHidden('#remaining-bound'), true);
    // "Optimal", the length of the board as dealt, is proven too: no "≤" before it.
    await page.waitForFunction(() => document.querySelector('#optimal').dataset.proof !== 'none');
    assert.equal(await page.textContent('#optimal'), '3');
    assert.equal(await page.getAttribute('#optimal', 'data-proof'), 'optimal');
    assert.deepEqual(errors, []);
  });

  test('Other size… deals any width × height from 2 to 8 and refuses the rest', async (t) => {
    const { page, errors } = await openGame(t);
    await page.selectOption('#size', 'other');
    assert.equal(await page.isVisible('#size-form'), true);
    assert.equal(await page.evaluate(() => document.activeElement.id), 'size-width', 'the width is focused');
    await page.fill('#size-width', '9');
    await page.fill('#size-height', '2');
    await page.click('#size-deal');
    assert.match(await page.textContent('#size-error'), /whole numbers from 2 to 8/);
    assert.equal(await page.getAttribute('#size-width', 'aria-invalid'), 'true');
    assert.equal(await page.getAttribute('#board', 'data-shape'), '3x3', 'the board stays');

    await page.fill('#size-width', '5');
    await page.fill('#size-height', '2');
    await page.press('#size-height', 'Enter');
    await waitIdle(page);
    assert.equal(await page.getAttribute('#board', 'data-shape'), '5x2');
    assert.equal(await page.isVisible('#size-form'), false);
    assert.equal(await page.inputValue('#size'), '5x2', 'the menu shows the size in play');
    assert.equal(new URL(page.url()).searchParams.get('size'), '5x2');
    const tiles = await boardOf(page);
    assert.deepEqual([...tiles].sort((a, b) => a - b), [...Array(10).keys()]);
    assert.notDeepEqual(tiles, goalOf(10));
    assert.equal(await page.textContent('#remaining'), String(fewestMoves(5, tiles)), 'the distance is the optimum');

    // A reload keeps the game and its shape.
    await page.reload();
    await waitIdle(page);
    assert.deepEqual(await boardOf(page), tiles);
    assert.equal(await page.getAttribute('#board', 'data-shape'), '5x2');
    assert.deepEqual(errors, []);
  });

  test('tiles stay square and the board fits a 360 px phone in every shape', async (t) => {
    const { page, errors } = await openGame(t, { viewport: { width: 360, height: 740 } });
    const shapes = [...await page.$$eval('#size option', (os) => os.map((o) => o.value).filter((v) => v !== 'other')), '8x2', '2x8', '8x8'];
    for (const key of shapes) {
      await page.goto(`${env.server.url}?size=${key}`);
      await waitBoard(page, {});
      const l = await layoutOf(page);
      const [width, height] = key.split('x').map(Number);
      assert.equal(l.shape, key);
      assert.equal(l.tiles.length, width * height - 1);
      for (const tile of l.tiles) {
        assert.ok(Math.abs(tile.width - tile.height) < 0.5, `${key}: a tile is ${tile.width}×${tile.height}`);
        assert.ok(tile.width >= 30, `${key}: tiles ${tile.width} px wide are too small to read and tap`);
        assert.ok(tile.left >= l.board.left - 0.5 && tile.right <= l.board.right + 0.5, `${key}: a tile sticks out`);
      }
      assert.ok(l.board.left >= 0 && l.board.right <= l.viewport, `${key}: the board leaves the screen`);
      assert.equal(l.scrolls, false, `${key}: the page scrolls sideways`);
    }
    assert.deepEqual(errors, []);
  });

  test('statistics, records and replays are kept per shape', async (t) => {
    // Two moves from solved on 4×3 (4 wide): the gap two cells left of its home; ← twice.
    const start = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 10, 11];
    const { page, errors } = await openGame(t, { query: `?size=4x3&board=${start.join(',')}` });
    assert.match(await page.textContent('#stats-size'), /4×3/);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await waitBoard(page, { solved: true });
    await page.waitForFunction(() => document.querySelector('#stats-count').textContent === '1');
    assert.match(await page.textContent('#best'), /Your best on 4×3: 2 moves/);

    // The solve's replay link opens on the 4×3 scramble in a fresh page, and plays to the goal.
    await page.click('#replay-last');
    await waitBoard(page, { mode: 'replaying' });
    const query = new URL(await page.inputValue('#share-url')).search;
    assert.match(query, /^\?replay=[A-Za-z0-9_-]+$/);
    const other = (await env.openGame(t, { query, ready: false })).page;
    await waitBoard(other, { mode: 'replaying' });
    assert.equal(await other.getAttribute('#board', 'data-shape'), '4x3');
    assert.deepEqual(await boardOf(other), start, 'the replay opens on the scramble');
    assert.match(await other.textContent('#replay-title'), /4×3/);
    await other.waitForFunction(() => /^Move 2 of 2/.test(document.querySelector('#replay-position').textContent), null, { timeout: 15_000 });
    assert.deepEqual(await boardOf(other), goalOf(12));
    await page.keyboard.press('Escape');
    await waitIdle(page);
    await page.selectOption('#size', '3x4');
    await waitIdle(page);
    assert.match(await page.textContent('#stats-size'), /3×4/);
    assert.equal(await page.textContent('#stats-count'), '0', 'a turned shape is another size');
    assert.match(await page.textContent('#best'), /No 3×4 solved/);
    await page.selectOption('#size', '4x3');
    await waitIdle(page);
    assert.equal(await page.textContent('#stats-count'), '1');
    assert.deepEqual(errors, []);
  });
});
