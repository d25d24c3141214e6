// End-to-end tests of the 4×4 and 5×5 boards, the size selector, shared positions (?board=) and
// the solver worker's responsiveness: node --test tests/e2e/
//
// 4×4 expectations come from Korf's 100 instances with their published optimal lengths, and from
// the bounded Manhattan + linear-conflict search in reference.mjs — never from the app's wasm.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { boardOf, holdWorkerMessages, recordBoards, statusOf, useGame, waitBoard, waitBoardChange, waitIdle } from './helpers.mjs';
import {
  boundedSolve, goalOf, isPermutation, isSolvableAnySide, movedTile, neighbours, parseKorf, slide,
  tileFor,
} from './reference.mjs';

const KORF = parseKorf(readFileSync(new URL('../data/korf100.txt', import.meta.url), 'utf8'));
const KORF24 = parseKorf(readFileSync(new URL('../data/korf24.txt', import.meta.url), 'utf8'));
const korf = (number) => {
  const instance = KORF.find((k) => k.number === number);
  assert.ok(instance, `Korf instance ${number} is in the data file`);
  return instance;
};

const env = useGame();
const openGame = (t, options) => env.openGame(t, options);
const boardQuery = (tiles) => `?board=${tiles.join(',')}`;
const VERY_FAST = '40';
// Every timeout here is a safety net for a loaded shared machine, never a latency limit.
const SAFETY_MS = 60_000;

// A very hard 4×4 position (near the 80-move maximum): the solver searches for seconds on it
// before answering or giving up, so there is time to make a move in the middle.
const HARD = [0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 2, 5, 4, 8, 6, 1];

/** The spinner text shown in the message line, or '' when there is none. */
const progressOf = (page) => page.evaluate(() => {
  const m = document.querySelector('#message');
  return m.querySelector('.spinner') ? m.textContent : '';
});

/** Check a recorded playback: every step one legal slide, ending on `goal`. Returns the steps. */
function checkPlayback(start, seen, goal) {
  const boards = [start, ...seen.map((s) => s.tiles)];
  for (let i = 1; i < boards.length; i += 1) {
    assert.notEqual(movedTile(boards[i - 1], boards[i]), null,
      `step ${i} is not one legal slide: ${boards[i - 1]} -> ${boards[i]}`);
  }
  assert.deepEqual(boards.at(-1), goal, 'the playback ends on the goal');
  return boards.length - 1;
}

describe('board sizes', () => {
  test('?size= and the size selector deal 4×4 and 5×5 boards that are solvable', async (t) => {
    const { page, errors } = await openGame(t, { query: '?size=4', ready: false });
    await waitBoard(page, { tiles: 16 });
    const historyLength = await page.evaluate(() => history.length);

    const checkBoard = async (side) => {
      const tiles = await boardOf(page);
      assert.equal(tiles.length, side * side);
      assert.ok(isPermutation(tiles), `not a permutation: ${tiles}`);
      assert.ok(isSolvableAnySide(tiles), `unsolvable by the parity rule: ${tiles}`);
      assert.notDeepEqual(tiles, goalOf(side));
      assert.equal(await page.locator('#board button[data-tile]').count(), side * side - 1);
      assert.equal(await page.inputValue('#size'), `${side}x${side}`);
      const n = side * side - 1;
      assert.match(await page.title(), new RegExp(`the ${n}-puzzle`));
      assert.match(await page.textContent('.tagline'), new RegExp(`${n}-puzzle.*1 to ${n}\\b`, 'i'));
      assert.equal(new URL(page.url()).searchParams.get('size') ?? '4', String(side));
      return tiles;
    };

    // Several 4×4 deals, each checked by the even-width parity rule.
    const seen = new Set();
    for (let i = 0; i < 5; i += 1) {
      const tiles = await checkBoard(4);
      seen.add(tiles.join(','));
      await page.click('#shuffle');
      await waitBoardChange(page, tiles);
    }
    assert.ok(seen.size >= 4, 'shuffle deals different 4×4 boards');

    // The selector deals a fresh board of the new size and keeps the address in step.
    await page.selectOption('#size', '5x5');
    await waitBoard(page, { tiles: 25 });
    await checkBoard(5);
    assert.equal(new URL(page.url()).searchParams.get('size'), '5');
    await page.selectOption('#size', '3x3');
    await waitBoard(page, { tiles: 9 });
    await checkBoard(3);
    assert.equal(new URL(page.url()).searchParams.get('size'), '3');
    assert.equal(await page.evaluate(() => history.length), historyLength, 'replaceState, not pushState');

    // A reload keeps the chosen size.
    await page.selectOption('#size', '5x5');
    await page.reload();
    await waitBoard(page, { tiles: 25 });
    await checkBoard(5);

    // After picking a size, the arrow keys move tiles again (they do not change the size).
    await page.selectOption('#size', '4x4');
    await waitBoard(page, { tiles: 16 });
    const before = await boardOf(page);
    const [key, dir] = [['ArrowLeft', 'left'], ['ArrowRight', 'right']].find(([, d]) => tileFor(before, d) !== undefined);
    await page.keyboard.press(key);
    assert.deepEqual(await waitBoardChange(page, before), slide(before, tileFor(before, dir)));
    assert.equal(await page.inputValue('#size'), '4x4');
    assert.deepEqual(errors, []);
  });

  test('an unknown ?size= says so and deals a 3×3 board', async (t) => {
    const { page, errors } = await openGame(t, { query: '?size=9' });
    assert.equal((await boardOf(page)).length, 9);
    assert.match(await page.textContent('#message'), /no size “9”/);
    assert.equal(new URL(page.url()).searchParams.get('size'), '3');
    assert.deepEqual(errors, []);
  });

  test('?board= starts from a shared position; a bad one is explained and replaced', async (t) => {
    const k16 = korf(16);
    const { page, errors } = await openGame(t, { query: boardQuery(k16.tiles), timeout: SAFETY_MS });
    assert.deepEqual(await boardOf(page), k16.tiles);
    assert.equal(await page.inputValue('#size'), '4x4');
    assert.match(await page.textContent('#message'), /board from the address/i);
    assert.equal(Number(await page.textContent('#remaining')), k16.length, 'the published optimum');

    const goal3 = goalOf(3);
    const bad = [
      ['1,2,3', /has 3 tiles/],
      ['1,2,3,4,5,6,7,8,x', /tile numbers separated by commas/],
      ['1,1,2,3,4,5,6,7,0', /not a valid board/],
      ['2,1,3,4,5,6,7,8,0', /cannot be solved/],
      [[...goalOf(4).slice(0, 13), 15, 14, 0].join(','), /cannot be solved/],
    ];
    for (const [raw, why] of bad) {
      await page.goto(`${env.server.url}?board=${raw}`);
      await waitIdle(page);
      const message = await page.textContent('#message');
      assert.match(message, why, `?board=${raw}`);
      assert.match(message, /fresh one/, `?board=${raw}`);
      const tiles = await boardOf(page);
      assert.ok(isPermutation(tiles) && isSolvableAnySide(tiles), `a fresh board after ?board=${raw}`);
      assert.equal(new URL(page.url()).searchParams.get('board'), null, 'the bad board leaves the address');
    }

    // The goal itself is a valid (solved) position.
    await page.goto(`${env.server.url}${boardQuery(goal3)}`);
    await waitBoard(page, { solved: true });
    assert.match(await page.textContent('#message'), /already solved/i);
    assert.deepEqual(errors, []);
  });
});

describe('layout', () => {
  for (const side of [4, 5]) {
    test(`${side}×${side} fits a 360×740 phone: whole board in view, tiles big enough, numbers inside`, async (t) => {
      const { page, errors } = await openGame(t, { query: `?size=${side}`, viewport: { width: 360, height: 740 }, ready: false });
      await page.waitForFunction((n) => document.querySelectorAll('#board button[data-tile]').length === n, side * side - 1);
      const m = await page.evaluate((biggest) => {
        const r = document.querySelector('#board').getBoundingClientRect();
        const tile = document.querySelector(`#board button[data-tile="${biggest}"]`);
        const face = tile.querySelector('.tile-face');
        const controls = ['#shuffle', '#hint', '#solve', '#size'].map((s) => document.querySelector(s).getBoundingClientRect());
        return {
          scrollWidth: document.documentElement.scrollWidth,
          board: { left: r.left, right: r.right, top: r.top, bottom: r.bottom },
          tile: tile.getBoundingClientRect().width,
          font: parseFloat(getComputedStyle(face).fontSize),
          overflow: face.scrollWidth > face.clientWidth || face.scrollHeight > face.clientHeight,
          controlsBottom: Math.max(...controls.map((c) => c.bottom)),
        };
      }, side * side - 1);
      assert.ok(m.scrollWidth <= 360, `horizontal scroll: ${m.scrollWidth}`);
      assert.ok(m.board.left >= 0 && m.board.right <= 360 && m.board.top >= 0 && m.board.bottom <= 740, JSON.stringify(m.board));
      assert.ok(m.tile >= 44, `tiles below a comfortable touch size: ${m.tile}px`);
      assert.ok(m.font >= 18 && m.font <= m.tile * 0.5, `tile numbers ${m.font}px on ${m.tile}px tiles`);
      assert.equal(m.overflow, false, 'a two-digit number overflows its tile');
      assert.ok(m.controlsBottom <= 740, 'the buttons and the size selector are on screen');
      assert.deepEqual(errors, []);
    });
  }
});

describe('4×4 solver', () => {
  for (const number of [16, 9]) {
    test(`a hint on Korf #${number} is one move closer to the goal`, async (t) => {
      const { tiles, length } = korf(number);
      const { page, errors } = await openGame(t, { query: boardQuery(tiles), timeout: SAFETY_MS });
      assert.equal(Number(await page.textContent('#remaining')), length);
      await page.click('#hint');
      const after = await waitBoardChange(page, tiles, 15_000);
      const tile = movedTile(tiles, after);
      assert.notEqual(tile, null, `the hint made an illegal change: ${tiles} -> ${after}`);
      // The old board needs `length` moves (published), so a path of length − 1 from the new one
      // proves it is a step along a shortest solution; none of length − 3 double-checks it.
      const path = boundedSolve(after, length - 1);
      assert.ok(path, `no solution of ${length - 1} moves after the hint (tile ${tile})`);
      assert.equal(path.length, length - 1);
      assert.equal(boundedSolve(after, length - 3), null, `the hinted board is closer than the optimum allows`);
      await waitIdle(page);
      assert.equal(Number(await page.textContent('#remaining')), length - 1);
      assert.match(await page.textContent('#message'), new RegExp(`tile ${tile}\\b`, 'i'));
      assert.deepEqual(errors, []);
    });
  }

  test('solve animates an optimal solution of Korf #79 to the goal', async (t) => {
    const { tiles, length } = korf(79);
    const { page, errors } = await openGame(t, { query: boardQuery(tiles), timeout: SAFETY_MS });
    await page.selectOption('#speed', VERY_FAST);
    const seen = await recordBoards(page);
    await page.click('#solve');
    await page.waitForFunction(() => document.querySelector('#solve').textContent === 'Stop');
    await waitBoard(page, { solved: true }, 20_000);
    await waitIdle(page);
    const steps = checkPlayback(tiles, seen, goalOf(4));
    assert.equal(steps, length, 'as many steps as the published optimum');
    assert.equal(await page.textContent('#moves'), String(length));
    assert.match(await page.textContent('#message'), new RegExp(`^Solved! The solver needed ${length} moves\\.`));
    assert.deepEqual(errors, []);
  });

  test('a first 4×4 visit: a hint comes while a second worker builds the tables, then play and Solve go on', async (t) => {
    // The table builder's end is held back until the test lets it through, so the hint always
    // comes before the tables are in, however fast the build gets (holdWorkerMessages).
    const { page, errors } = await openGame(t, { query: '?size=3', init: holdWorkerMessages('tables') });

    // 4×4: a second worker builds the tables, and the note under the board says how far; the
    // solving worker answers meanwhile, so a hint comes before the tables are in. Which hint
    // depends on how far the session got before the press: while its proof with the smaller
    // tables is under way, the tile of its short solution is marked and a second press makes it;
    // once the proof is in (often within a second or two), the hint's move is made at once.
    await page.selectOption('#speed', VERY_FAST);
    await page.selectOption('#size', '4x4');
    await waitBoard(page, { tiles: 16 });
    const start = await boardOf(page);
    await page.waitForFunction(() => /Proofs use smaller tables until the 15-puzzle tables are built/.test(document.querySelector('#note').textContent), null, { timeout: 30_000 });
    assert.equal(await page.isVisible('#note'), true);
    await page.click('#hint');
    await page.waitForFunction((old) => {
      const board = document.querySelector('#board');
      return board.dataset.hint !== undefined || board.dataset.tiles !== old;
    }, start.join(','), { timeout: 120_000 });
    assert.notEqual(await page.evaluate(() => document.body.dataset.tables), 'loaded', 'the hint did not wait for the tables');
    const marked = await page.evaluate(() => document.querySelector('#board').dataset.hint !== undefined);
    t.diagnostic(marked ? 'the hint was marked, then made by a second press' : 'the proof was in: the hint was made at once');
    if (marked) await page.click('#hint');
    const hinted = await waitBoardChange(page, start, 30_000);
    assert.notEqual(movedTile(start, hinted), null);
    assert.match(await page.textContent('#message'), /^Hint: tile \d+ moved (up|down|left|right)\./);

    // Once built and kept, the solving worker loads the tables and the note goes.
    await page.evaluate(() => window.__release());
    await page.waitForFunction(() => document.body.dataset.tables === 'loaded', null, { timeout: 180_000 });
    await page.waitForFunction(() => document.querySelector('#note').hidden, null, { timeout: SAFETY_MS });

    // A few moves of our own (each one a fresh solve in the worker), then Solve to the end.
    await waitIdle(page, 30_000);
    for (let i = 0; i < 3; i += 1) {
      const before = await boardOf(page);
      await page.click(`#board button[data-tile="${neighbours(before)[i % neighbours(before).length]}"]`);
      await waitBoardChange(page, before);
    }
    await waitIdle(page, 30_000);
    const seen = await recordBoards(page);
    const from = await boardOf(page);
    await page.click('#solve');
    await waitBoard(page, { solved: true }, 30_000);
    checkPlayback(from, seen, goalOf(4));

    // How long the main thread was blocked meanwhile is measured by benches/page_perf.mjs.
    assert.deepEqual(errors, []);
  });

  test('a move during a slow 4×4 computation cancels it: no stale hint, the page stays responsive', async (t) => {
    const tiles = HARD;
    const workers = [];
    // Proven answers are held back until the move has been made (holdWorkerMessages): the
    // search is still running when the hint comes, however fast it gets; a proof of the old
    // board finished meanwhile lands after the move, as a stale answer the page must ignore.
    const { page, errors } = await openGame(t, {
      query: boardQuery(tiles),
      ready: false,
      init: holdWorkerMessages('proof'),
      beforeGoto: (p) => p.on('worker', (w) => {
        workers.push({ url: w.url(), closed: new Promise((resolve) => w.on('close', resolve)) });
      }),
    });
    await page.waitForFunction((key) => document.querySelector('#board').dataset.tiles === key, tiles.join(','));
    // The worker loads the kept tables, then starts on the distance of this board: a short
    // answer at once, then the search for the shortest, which takes minutes on this board.
    await page.waitForFunction(() => document.querySelector('#status').dataset.searching === 'true', null, { timeout: 120_000 });
    assert.equal(workers.length, 1, 'one solver worker so far');

    await page.click('#hint');
    await page.waitForFunction(() => /Searching for the shortest/.test(document.querySelector('#message').textContent), null, { timeout: SAFETY_MS });
    assert.equal(await page.getAttribute('#remaining', 'data-proof'), 'bound', 'the search is still running');
    // (How smoothly the page animates meanwhile is measured by benches/page_perf.mjs.)

    // A click moves a tile at once, mid-search: in the click's own task.
    const seen = await recordBoards(page);
    const tile = neighbours(tiles)[0];
    const moved = await page.evaluate((tile) => {
      document.querySelector(`#board button[data-tile="${tile}"]`).click();
      return document.querySelector('#board').dataset.tiles;
    }, tile);
    const next = slide(tiles, tile);
    assert.equal(moved, next.join(','), 'the click moved the tile synchronously');

    // The stale session is ended between two of its slices, and the same worker takes the new
    // board: its short answer comes, with no new worker.
    await page.waitForFunction(() => document.querySelector('#remaining').dataset.proof === 'bound', null, { timeout: 30_000 });
    assert.equal(workers.length, 1, 'the same solver worker goes on');
    assert.ok(workers.every((w) => /worker\.js$/.test(w.url)));

    // No answer for the old board's session lands on the new board, not even one held back
    // until now: no hint is shown or made.
    await page.evaluate(() => window.__release());
    assert.equal(await page.getAttribute('#board', 'data-hint'), null);
    assert.deepEqual(seen.map((s) => s.tiles), [next], 'only the player\'s move changed the board');
    assert.deepEqual(await boardOf(page), next);
    assert.equal(await page.textContent('#moves'), '1');
    assert.doesNotMatch(await page.textContent('#message'), /hint/i);

    // And the page still plays: Shuffle deals a fresh board whose distance arrives.
    await page.click('#shuffle');
    await waitIdle(page, 60_000);
    assert.deepEqual(errors, []);
  });
});

describe('5×5', () => {
  test('hint and solve reach the goal by legal slides, labelled not guaranteed optimal', async (t) => {
    // Korf's 24-puzzle #2 with its published optimum: the oracle for every bound the page shows
    // (an answer is never below the optimum, a proven lower bound never above it), not what the
    // page showed a moment before.
    const { tiles, length } = KORF24[1];
    const { page, errors } = await openGame(t, { query: boardQuery(tiles), timeout: SAFETY_MS });
    assert.equal(await page.isVisible('#note'), true);
    assert.match(await page.textContent('#note'), /5×5 solutions are short but not guaranteed optimal/);
    const remaining = await page.textContent('#remaining');
    assert.match(remaining, /^≤ \d+$/, `an honest bound, not a claimed optimum: ${remaining}`);
    const bound = Number(remaining.slice(2));
    assert.ok(bound >= length, `≤ ${bound} is not below the published optimum ${length}`);
    // Beside it, the lower bound the anytime solver proved: never above the published optimum,
    // never below Manhattan distance (each tile needs its own distance in moves), computed here.
    const manhattan = (board) => board.reduce((sum, t, cell) => (t === 0 ? sum
      : sum + Math.abs(Math.floor(cell / 5) - Math.floor((t - 1) / 5)) + Math.abs((cell % 5) - ((t - 1) % 5))), 0);
    const lowerOf = async () => {
      const text = await page.textContent('#remaining-bound');
      assert.match(text, /^≥ \d+$/, `a proven lower bound beside the answer: ${text}`);
      return Number(text.slice(2));
    };
    const lower = await lowerOf();
    assert.ok(lower >= manhattan(tiles) && lower <= length,
      `≥ ${lower} lies between Manhattan distance ${manhattan(tiles)} and the published optimum ${length}`);

    // Hint: one legal slide. One move changes the optimum by exactly one (a grid graph is
    // bipartite), so the new board needs length − 1 or length + 1 moves: the answer left is
    // at most the rest of the old one, and never below length − 1; the lower bound is never
    // below the new board's Manhattan distance nor above length + 1.
    await page.click('#hint');
    const hinted = await waitBoardChange(page, tiles);
    assert.notEqual(movedTile(tiles, hinted), null);
    await waitIdle(page, SAFETY_MS);
    const left = await page.textContent('#remaining');
    assert.match(left, /^≤ \d+$/);
    assert.ok(Number(left.slice(2)) <= bound - 1 && Number(left.slice(2)) >= length - 1,
      `≤ ${left.slice(2)} after the hint: at most the rest of ≤ ${bound}, never below ${length - 1}`);
    const lowerAfter = await lowerOf();
    assert.ok(lowerAfter >= manhattan(hinted) && lowerAfter <= length + 1 && lowerAfter <= Number(left.slice(2)),
      `≥ ${lowerAfter} after the hint lies between Manhattan distance ${manhattan(hinted)} and ${length + 1}`);

    await page.selectOption('#speed', VERY_FAST);
    const seen = await recordBoards(page);
    await page.click('#solve');
    await page.waitForFunction(() => /Playing a \d+-move solution/.test(document.querySelector('#message').textContent));
    const announced = Number((await page.textContent('#message')).match(/Playing a (\d+)-move/)[1]);
    assert.ok(announced >= length - 1 && announced <= Number(left.slice(2)), `${announced} moves, with ${left} shown`);
    await waitBoard(page, { solved: true }, SAFETY_MS);
    await waitIdle(page);
    const steps = checkPlayback(hinted, seen, goalOf(5));
    assert.equal(steps, announced, 'it played the solution it announced');
    // The hint's move and the solver's: all of the announced solution, none by hand.
    assert.match(await page.textContent('#message'), new RegExp(`^Solved! The solver needed ${announced + 1} moves\\.`));
    assert.doesNotMatch(await statusOf(page), /optimal!/i);
    assert.equal(await page.textContent('#remaining'), '0');

    // Back on 3×3 the note goes away.
    await page.selectOption('#size', '3x3');
    await waitIdle(page);
    assert.equal(await page.isVisible('#note'), false);
    assert.match(await page.textContent('#remaining'), /^\d+$/);
    assert.deepEqual(errors, []);
  });

  test('while the answer improves, Hint and Solve follow the answer shown, never a longer one', async (t) => {
    const { tiles, length } = KORF24[0];
    const { page, errors } = await openGame(t, { query: `?board=${tiles.join(',')}`, ready: false });
    // The first answer is shown while the worker goes on looking for a shorter one.
    await page.waitForFunction(() => document.querySelector('#remaining').dataset.proof === 'bound'
      && document.querySelector('#board').dataset.busy === 'true', null, { timeout: 30_000 });
    const shown = Number((await page.textContent('#remaining')).slice(2));
    assert.ok(shown >= length, `≤ ${shown} is not below the published optimum ${length}`);

    // Hint: the first move of the answer shown, so what is left of it is one move shorter.
    await page.click('#hint');
    const hinted = await waitBoardChange(page, tiles);
    assert.notEqual(movedTile(tiles, hinted), null);
    // The rest of the answer shown, or of a shorter one the search found meanwhile: never longer,
    // and never below what the published optimum allows after one move.
    const rest = Number((await page.textContent('#remaining')).slice(2));
    assert.ok(rest <= shown - 1 && rest >= length - 1, `≤ ${rest} after the hint, with ≤ ${shown} shown before it and the optimum ${length}`);

    // Solve, at once, plays the answer shown (or a shorter one found meanwhile), never a longer
    // one, without waiting for the search to finish.
    await page.selectOption('#speed', VERY_FAST);
    const seen = await recordBoards(page);
    const before = Number((await page.textContent('#remaining')).slice(2));
    await page.click('#solve');
    await page.waitForFunction(() => /Playing a \d+-move solution/.test(document.querySelector('#message').textContent));
    const announced = Number((await page.textContent('#message')).match(/Playing a (\d+)-move/)[1]);
    assert.ok(announced <= before && announced >= length - 1, `${announced} moves, with ≤ ${before} shown`);
    await waitBoard(page, { solved: true }, 60_000);
    assert.equal(checkPlayback(hinted, seen, goalOf(5)), announced, 'it played the solution it announced');
    assert.deepEqual(errors, []);
  });
});
