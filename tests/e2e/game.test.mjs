// End-to-end tests of the game page in headless Chromium: node --test tests/e2e/
// Each expectation is computed here from the old board (see reference.mjs), never by the app.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { boardOf, freeze, useGame, recordBoards, statusOf, waitBoard, waitBoardChange, waitIdle } from './helpers.mjs';
import {
  GOAL3, distance3, farTiles, isPermutation, movedTile, neighbours, optimalPath3, slide,
  solvableOddSide, tileFor,
} from './reference.mjs';

const env = useGame({ setup: () => distance3(GOAL3) });
const openGame = (t, options) => env.openGame(t, options);

/** Shuffle until the board needs at least `minDistance` moves (by our BFS). */
async function dealBoardAtLeast(page, minDistance, tries = 30) {
  for (let i = 0; i < tries; i += 1) {
    const tiles = await boardOf(page);
    if (distance3(tiles) >= minDistance) return tiles;
    await page.click('#shuffle');
    await waitIdle(page);
  }
  return boardOf(page);
}

describe('page', () => {
  test('loads a 3×3 board with tile buttons and no console errors', async (t) => {
    const { page, errors } = await openGame(t);
    const tiles = await boardOf(page);
    assert.equal(tiles.length, 9);
    assert.ok(isPermutation(tiles), `not a permutation: ${tiles}`);
    assert.equal(await page.locator('#board button[data-tile]').count(), 8);
    for (let index = 0; index < 9; index += 1) {
      const tile = tiles[index];
      if (tile === 0) continue;
      const label = await page.getAttribute(`#board button[data-tile="${tile}"]`, 'aria-label');
      assert.equal(label, `Tile ${tile}, row ${Math.floor(index / 3) + 1}, column ${(index % 3) + 1}`);
    }
    assert.equal(await page.getAttribute('#status', 'aria-live'), 'polite');
    const csp = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
    assert.match(csp, /script-src 'self' 'wasm-unsafe-eval'/);
    assert.equal(distance3(tiles) > 0, true, 'the first board is not the goal');
    assert.equal(await page.textContent('#moves'), '0');
    assert.deepEqual(errors, []);
  });

  for (const [what, pattern] of [['its JS glue', '**/pkg/*.js'], ['its .wasm file', '**/pkg/*.wasm']]) {
    test(`shows a clear message instead of a board when the wasm package (${what}) cannot load`, async (t) => {
      const context = await env.browser.newContext();
      t.after(() => context.close());
      const page = await context.newPage();
      await page.route(pattern, (route) => route.abort());
      await page.goto(env.server.url);
      const alert = page.locator('#board [role="alert"]');
      await alert.waitFor({ timeout: 10_000 });
      assert.match(await alert.textContent(), /could not start/i);
      assert.match(await alert.textContent(), /WebAssembly/);
      assert.equal(await page.locator('#board button[data-tile]').count(), 0);
      assert.equal(await page.isDisabled('#shuffle'), true);
      // The build command, whole, and on a 360 px phone broken between its words only: each
      // word stands on one line.
      await page.setViewportSize({ width: 360, height: 740 });
      const code = page.locator('#board .board-notice-code');
      assert.equal(await code.textContent(), 'wasm-pack build --target web --out-dir pkg');
      const linesPerWord = await code.evaluate((c) => [...c.children].map((w) => w.getClientRects().length));
      assert.deepEqual(linesPerWord, [1, 1, 1, 1, 1, 1]);
      // On a 320 px phone the message needs more height than the board would have: the box
      // grows to hold it, and nothing of it spills over the box's edge.
      await page.setViewportSize({ width: 320, height: 640 });
      const [notice, box] = await Promise.all(['#board .board-notice', '#board'].map((s) => page.locator(s).boundingBox()));
      assert.ok(notice.y >= box.y && notice.y + notice.height <= box.y + box.height,
        `the message (${notice.y}–${notice.y + notice.height}) inside the box (${box.y}–${box.y + box.height})`);
    });
  }
});

describe('moves', () => {
  test('clicking a tile beside the gap slides it', async (t) => {
    const { page, errors } = await openGame(t);
    for (let step = 0; step < 4; step += 1) {
      const before = await boardOf(page);
      const tile = neighbours(before)[step % neighbours(before).length];
      await page.click(`#board button[data-tile="${tile}"]`);
      const after = await boardOf(page); // read at once: the click's own task slid it
      assert.deepEqual(after, slide(before, tile), `sliding ${tile} on ${before}`);
      assert.equal(await page.textContent('#moves'), String(step + 1));
    }
    // The distance shown is the true optimum of the new board.
    await waitIdle(page);
    const tiles = await boardOf(page);
    assert.equal(Number(await page.textContent('#remaining')), distance3(tiles));
    assert.deepEqual(errors, []);
  });

  test('clicking a tile off the gap\'s row and column changes nothing', async (t) => {
    const { page, errors } = await openGame(t);
    const before = await boardOf(page);
    const seen = await recordBoards(page);
    const b = before.indexOf(0); // a tile in the gap's row or column is a line move (play.test.mjs)
    for (const tile of farTiles(before).filter((x) => before.indexOf(x) % 3 !== b % 3 && Math.floor(before.indexOf(x) / 3) !== Math.floor(b / 3))) {
      await page.click(`#board button[data-tile="${tile}"]`);
    }
    // A click slides its tile in the click's own task, before Playwright's click returns (the
    // test above reads the board at once after each click), so a click that slides nothing has
    // done so already.
    assert.deepEqual(seen, [], 'no board change was recorded');
    assert.deepEqual(await boardOf(page), before);
    assert.equal(await page.textContent('#moves'), '0');
    assert.deepEqual(errors, []);
  });

  test('arrow keys and WASD slide the tile that moves in that direction', async (t) => {
    const { page, errors } = await openGame(t);
    const keys = [
      ['ArrowLeft', 'left'], ['ArrowUp', 'up'], ['ArrowRight', 'right'], ['ArrowDown', 'down'],
      ['ArrowLeft', 'left'], ['ArrowLeft', 'left'], ['ArrowUp', 'up'], ['ArrowUp', 'up'],
      ['KeyA', 'left'], ['KeyW', 'up'], ['KeyD', 'right'], ['KeyS', 'down'], ['KeyD', 'right'], ['KeyD', 'right'],
    ];
    let moves = 0;
    for (const [key, dir] of keys) {
      const before = await boardOf(page);
      const tile = tileFor(before, dir);
      await page.keyboard.press(key);
      if (tile === undefined) {
        // A key slides its tile in the keydown's own task, before keyboard.press returns (the
        // moving keys are checked at once below), so a key that moves nothing has done so already.
        assert.deepEqual(await boardOf(page), before, `${key} with no tile to move must do nothing`);
      } else {
        const after = await boardOf(page); // read at once: no waiting (see above)
        assert.deepEqual(after, slide(before, tile), `${key} on ${before} should slide tile ${tile}`);
        moves += 1;
      }
    }
    assert.equal(await page.textContent('#moves'), String(moves));
    // At least 7 of the 14 keys move a tile, wherever the gap starts (7 when it starts bottom right).
    assert.ok(moves >= 7, `the key sequence exercised real moves (${moves})`);
    assert.deepEqual(errors, []);
  });

  test('a swipe on the board slides the tile the same way', async (t) => {
    const { page, errors } = await openGame(t, { viewport: { width: 360, height: 740 } });
    const swipe = (dx, dy) => page.evaluate(([dx, dy]) => {
      const board = document.querySelector('#board');
      const r = board.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      const opts = { pointerType: 'touch', pointerId: 7, isPrimary: true, bubbles: true };
      board.dispatchEvent(new PointerEvent('pointerdown', { ...opts, clientX: x, clientY: y }));
      board.dispatchEvent(new PointerEvent('pointerup', { ...opts, clientX: x + dx, clientY: y + dy }));
    }, [dx, dy]);
    for (const [dx, dy, dir] of [[-80, 0, 'left'], [0, -80, 'up'], [80, 5, 'right'], [4, 80, 'down']]) {
      const before = await boardOf(page);
      const tile = tileFor(before, dir);
      await swipe(dx, dy);
      if (tile === undefined) continue;
      assert.deepEqual(await waitBoardChange(page, before), slide(before, tile), `swipe ${dir}`);
    }
    assert.deepEqual(errors, []);
  });

  test('solving by hand says so, and notes an optimal finish', async (t) => {
    const { page, errors } = await openGame(t);
    const start = await boardOf(page);
    const path = optimalPath3(start);
    for (const tile of path) {
      const before = await boardOf(page);
      await page.click(`#board button[data-tile="${tile}"]`);
      await waitBoardChange(page, before);
    }
    assert.deepEqual(await boardOf(page), GOAL3);
    await waitIdle(page);
    const message = await page.textContent('#message');
    assert.match(message, new RegExp(`^Solved in ${path.length} moves? — optimal!`), message);
    assert.equal(await page.isDisabled('#hint'), true, 'no hint on a solved board');
    assert.deepEqual(errors, []);
  });
});

describe('shuffle', () => {
  test('deals solvable boards that are not the goal', async (t) => {
    const { page, errors } = await openGame(t);
    await page.click(`#board button[data-tile="${neighbours(await boardOf(page))[0]}"]`);
    const seen = new Set();
    for (let i = 0; i < 8; i += 1) {
      await page.click('#shuffle');
      await waitIdle(page);
      const tiles = await boardOf(page);
      assert.equal(tiles.length, 9);
      assert.ok(isPermutation(tiles), `not a permutation: ${tiles}`);
      assert.ok(solvableOddSide(tiles), `odd inversion count (unsolvable): ${tiles}`);
      assert.notDeepEqual(tiles, GOAL3);
      assert.equal(await page.textContent('#moves'), '0', 'a new board resets the move count');
      assert.equal(Number(await page.textContent('#remaining')), distance3(tiles));
      seen.add(tiles.join(','));
    }
    assert.ok(seen.size >= 6, `shuffle repeats itself: ${[...seen].join(' | ')}`);
    assert.deepEqual(errors, []);
  });
});

describe('solver', () => {
  test('hint makes one optimal move and says which tile moved', async (t) => {
    const { page, errors } = await openGame(t);
    for (let i = 0; i < 3; i += 1) {
      const before = await boardOf(page);
      const d = distance3(before);
      await page.click('#hint');
      const after = await waitBoardChange(page, before);
      const tile = movedTile(before, after);
      assert.notEqual(tile, null, `hint made an illegal change: ${before} -> ${after}`);
      assert.equal(distance3(after), d - 1, 'the hint is on a shortest path');
      await waitIdle(page);
      assert.match(await page.textContent('#message'), new RegExp(`tile ${tile}\\b`, 'i'));
      assert.equal(Number(await page.textContent('#remaining')), d - 1);
    }
    assert.equal(await page.textContent('#moves'), '3');
    assert.deepEqual(errors, []);
  });

  test('solve plays an optimal solution one legal slide at a time, with buttons locked', async (t) => {
    const { page, errors } = await openGame(t);
    const start = await dealBoardAtLeast(page, 8);
    const d = distance3(start);
    const seen = await recordBoards(page);

    await page.click('#solve');
    // While it plays: Solve has turned into Stop, and the buttons that would conflict are disabled.
    await page.waitForFunction(() => document.querySelector('#solve').textContent === 'Stop');
    await waitBoardChange(page, start);
    assert.equal(await page.isDisabled('#shuffle'), true);
    assert.equal(await page.isDisabled('#hint'), true);
    assert.equal(await page.isEnabled('#solve'), true);
    assert.equal(await page.getAttribute('#status', 'aria-busy'), 'true');

    // Player input is ignored while the solution plays (else the step count below would be off).
    await page.keyboard.press('ArrowLeft');
    await page.click('#board button[data-tile]:nth-child(1)');

    await waitIdle(page, 30_000);
    const boards = [start, ...seen.map((s) => s.tiles)];
    for (let i = 1; i < boards.length; i += 1) {
      assert.notEqual(movedTile(boards[i - 1], boards[i]), null, `step ${i} is not one legal slide: ${boards[i - 1]} -> ${boards[i]}`);
    }
    assert.deepEqual(boards.at(-1), GOAL3);
    assert.equal(boards.length - 1, d, 'number of steps equals the BFS distance');

    // The pace (about 200 ms a move by default) is measured by benches/page_perf.mjs, not here.
    assert.match(await page.textContent('#message'), new RegExp(`^Solved! The solver needed ${d} moves?\\.`));
    assert.equal(await page.textContent('#moves'), String(d));
    assert.equal(await page.textContent('#remaining'), '0');
    assert.equal(await page.getAttribute('#status', 'aria-busy'), 'false');
    assert.equal(await page.isDisabled('#solve'), true, 'nothing to solve on a solved board');
    assert.equal(await page.isEnabled('#shuffle'), true);
    assert.deepEqual(errors, []);
  });

  test('stop halts a running solve and hands the board back', async (t) => {
    const { page, errors } = await openGame(t, { clock: true });
    await page.selectOption('#speed', '400');
    const start = await dealBoardAtLeast(page, 10);
    const seen = await recordBoards(page);
    await page.click('#solve');
    await page.waitForFunction(() => Number(document.querySelector('#moves').textContent) >= 2);
    await page.click('#solve'); // now labelled Stop
    await waitBoard(page, { mode: 'idle' });
    const stoppedAt = await boardOf(page);
    const count = seen.length;
    // On the fake clock: five move-times pass, and a playback still running would have slid a
    // tile at each (no real time is waited for).
    await freeze(page);
    await page.clock.runFor(5 * 400);
    assert.deepEqual(await boardOf(page), stoppedAt, 'the board kept moving after Stop');
    assert.equal(seen.length, count);
    await page.clock.resume();
    assert.notDeepEqual(stoppedAt, GOAL3);
    assert.equal(await page.textContent('#solve'), 'Solve');
    assert.equal(await page.isEnabled('#shuffle'), true);
    assert.equal(await page.isEnabled('#hint'), true);
    assert.match(await statusOf(page), /stopped/i);
    assert.equal(Number(await page.textContent('#remaining')), distance3(stoppedAt));
    assert.ok(distance3(stoppedAt) < distance3(start));

    // The player can move again.
    const tile = neighbours(stoppedAt)[0];
    await page.click(`#board button[data-tile="${tile}"]`);
    assert.deepEqual(await waitBoardChange(page, stoppedAt), slide(stoppedAt, tile));

    // Escape stops a solve too.
    await waitIdle(page);
    await page.click('#solve');
    const moved = await boardOf(page);
    await waitBoardChange(page, moved);
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.querySelector('#solve').textContent === 'Solve');
    assert.deepEqual(errors, []);
  });

  test('a newer solver request supersedes a stale one', async (t) => {
    const { page, errors } = await openGame(t);
    const a = [8, 6, 7, 2, 5, 4, 3, 0, 1];
    const b = [1, 2, 3, 4, 5, 6, 0, 7, 8];
    const result = await page.evaluate(async ([a, b]) => {
      const { SolverClient } = await import('/www/solver/solver-client.js');
      const client = new SolverClient();
      const first = client.solve(a).then((p) => ({ ok: p }), (e) => ({ err: e.name }));
      const second = client.solve(b).then((p) => ({ ok: p }), (e) => ({ err: e.name }));
      const hint = client.hint(b);
      const out = { first: await first, second: await second, hint: await hint };
      // Errors come back as readable messages, and the worker keeps working afterwards.
      out.bad = await client.solve([1, 2, 3, 4, 5, 6, 8, 7, 0]).then(() => 'resolved', (e) => e.message);
      out.after = await client.solve([1, 2, 3, 4, 5, 6, 7, 0, 8]);
      client.terminate();
      return out;
    }, [a, b]);
    assert.deepEqual(result.first, { err: 'SupersededError' });
    assert.deepEqual(result.second, { ok: [7, 8] });
    assert.equal(result.hint, 7);
    assert.notEqual(result.bad, 'resolved');
    assert.ok(result.bad.length > 5, `error message: ${result.bad}`);
    assert.deepEqual(result.after, [8]);
    assert.deepEqual(errors, []);
  });
});

describe('layout and accessibility', () => {
  test('usable at 360×740: no horizontal scroll, the whole board in view', async (t) => {
    const { page, errors } = await openGame(t, { viewport: { width: 360, height: 740 } });
    const m = await page.evaluate(() => {
      const r = document.querySelector('#board').getBoundingClientRect();
      const tile = document.querySelector('#board button[data-tile]').getBoundingClientRect();
      const controls = ['#shuffle', '#hint', '#solve'].map((s) => document.querySelector(s).getBoundingClientRect());
      return {
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
        board: { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width },
        tile: tile.width,
        controlsBottom: Math.max(...controls.map((c) => c.bottom)),
        controlsRight: Math.max(...controls.map((c) => c.right)),
      };
    });
    assert.ok(m.scrollWidth <= m.clientWidth, `horizontal scroll: ${m.scrollWidth} > ${m.clientWidth}`);
    assert.ok(m.board.left >= 0 && m.board.right <= 360, `board sticks out sideways: ${JSON.stringify(m.board)}`);
    assert.ok(m.board.top >= 0 && m.board.bottom <= 740, `board not fully visible: ${JSON.stringify(m.board)}`);
    assert.ok(m.board.width >= 280, `board too small on a phone: ${m.board.width}px`);
    assert.ok(m.tile >= 44, `tiles are below a comfortable touch size: ${m.tile}px`);
    assert.ok(m.controlsBottom <= 740 && m.controlsRight <= 360, 'buttons are off screen');
    assert.deepEqual(errors, []);
  });

  test('tiles are sized from the viewport', async (t) => {
    const { page } = await openGame(t, { viewport: { width: 1280, height: 800 } });
    const big = await page.evaluate(() => document.querySelector('#board').getBoundingClientRect().width);
    await page.setViewportSize({ width: 400, height: 800 });
    const small = await page.evaluate(() => document.querySelector('#board').getBoundingClientRect().width);
    assert.ok(big > small, `board ${big}px on a laptop, ${small}px narrow`);
    assert.ok(big <= 800 - 200, 'the laptop board leaves room for the controls');
  });

  test('keyboard focus is visible on tiles and buttons', async (t) => {
    const { page } = await openGame(t);
    let found = null;
    for (let i = 0; i < 12 && !found; i += 1) {
      await page.keyboard.press('Tab');
      found = await page.evaluate(() => document.activeElement?.dataset?.tile ?? null);
    }
    assert.ok(found, 'Tab reaches a tile');
    const tileOutline = await page.evaluate(() => getComputedStyle(document.activeElement.querySelector('.tile-face')).outlineStyle);
    assert.notEqual(tileOutline, 'none');
    await page.focus('#shuffle');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const buttonOutline = await page.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
    assert.notEqual(buttonOutline, 'none');
  });

  test('honours dark mode and reduced motion', async (t) => {
    const light = await openGame(t, { colorScheme: 'light' });
    const dark = await openGame(t, { colorScheme: 'dark', reducedMotion: 'reduce' });
    const bg = (p) => p.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const tileTransition = (p) => p.evaluate(() => getComputedStyle(document.querySelector('#board .tile')).transitionDuration);
    assert.notEqual(await bg(light.page), await bg(dark.page));
    assert.notEqual(await tileTransition(light.page), '0s');
    assert.equal(await tileTransition(dark.page), '0s');
  });

  test('page works under its Content-Security-Policy, with only local assets', async (t) => {
    const { page, errors, context } = await openGame(t, {
      ready: false,
      init: () => {
        window.violations = []; // every refusal from the first script on, reload included
        document.addEventListener('securitypolicyviolation', (e) => window.violations.push(e.violatedDirective));
      },
    });
    const origins = new Set();
    context.on('request', (req) => origins.add(new URL(req.url()).origin));
    await page.reload();
    await waitIdle(page);
    await page.click('#hint');
    await waitIdle(page);
    assert.deepEqual(await page.evaluate(() => window.violations), []);
    assert.deepEqual([...origins], [new URL(env.server.url).origin]);
    assert.deepEqual(errors, []);
  });
});
