// End-to-end tests of issue 24, learning from a solve: the analysis after a hand solve (its
// distances equal to the test's own breadth-first count on 3×3 and to its own bounded search on
// a short 4×4 solve), a point of its chart showing that position, the moves as text.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { boardOf, pressAll, useGame, waitBoard } from './helpers.mjs';
import {
  DIRS, GOAL3, KEYS, boundedSolve, dirsOf, distance3, distances3, goalOf, neighbours, optimalPath3, searchDistance, slide, tileFor, walk, withDetour,
} from './reference.mjs';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');

const env = useGame({ setup: () => distance3(GOAL3) });


// A 3×3 scramble 8 moves from solved (a walk the test makes from the goal).
const SCRAMBLE3 = walk(GOAL3, ['down', 'right', 'down', 'right', 'up', 'left', 'down', 'left']).at(-1);

const waitAnalysis = (page, timeout = 30_000) => page.waitForFunction(
  () => document.querySelector('#analysis')?.dataset.state === 'done', null, { timeout },
);

const distancesShown = async (page) => (await page.getAttribute('#analysis', 'data-distances')).split(',').map(Number);

/**
 * Open the board a 9-move walk makes from the goal of side `side`, solve it by hand as the
 * test's own bounded search does, with a detour after its first move (`away`: withDetour's),
 * and wait for the analysis. Returns the page, its errors and every board on the way.
 */
async function solveWithDetour(t, side, away = null) {
  const goal = goalOf(side);
  const start = walk(goal, ['down', 'down', 'right', 'right', 'up', 'left', 'down', 'right', 'down']).at(-1);
  const dirs = withDetour(start, boundedSolve(start, searchDistance(start)), away);
  const boards = walk(start, dirs);
  assert.deepEqual(boards.at(-1), goal);
  const { page, errors } = await env.openGame(t, { query: `?board=${start.join(',')}`, timeout: 60_000 });
  await pressAll(page, dirs);
  await waitBoard(page, { solved: true, mode: 'idle' });
  await waitAnalysis(page, 60_000);
  return { page, errors, boards };
}

/** axe's WCAG 2 A and AA violations in the page, or in the part `selector` names. */
async function axeViolations(page, selector = null) {
  if (!await page.evaluate(() => 'axe' in window)) await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async (part) => {
    const r = await window.axe.run(part ?? document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
  }, selector);
}

describe('analysis of a solve', () => {
  test('3×3: the distances after each move equal a breadth-first count; a point shows its position', async (t) => {
    const dirs = withDetour(SCRAMBLE3, optimalPath3(SCRAMBLE3));
    const boards = walk(SCRAMBLE3, dirs);
    const expected = boards.map(distance3);
    assert.deepEqual(expected.slice(0, 4), [8, 7, 8, 7], 'the test\'s detour goes away after the first move');
    const { page, errors } = await env.openGame(t, { query: `?board=${SCRAMBLE3.join(',')}`, contextOptions: { bypassCSP: true } });
    assert.equal(await page.isHidden('#analysis'), true, 'no analysis before a solve');
    await pressAll(page, dirs);
    await waitBoard(page, { solved: true, mode: 'idle' });
    await waitAnalysis(page);
    assert.deepEqual(await distancesShown(page), expected);
    const summary = await page.textContent('#analysis .analysis-summary');
    assert.equal(summary, `${dirs.length} moves, 2 wasted. You first left an optimal path with move 2. 1 move went away from the goal.`);
    assert.equal(await page.locator('#analysis .analysis-away').count(), 1);
    assert.equal(await page.locator('#analysis .analysis-table tbody tr').count(), boards.length);

    // A point of the chart opens the solve's replay, paused on that position.
    const k = 5;
    await page.click(`#analysis circle[data-index="${k}"]`);
    await waitBoard(page, { mode: 'replaying' });
    await page.waitForFunction((b) => document.querySelector('#board').dataset.tiles === b, boards[k].join(','));
    assert.equal(await page.textContent('#replay-play'), 'Play', 'paused on the position chosen');
    assert.equal(await page.textContent('#analysis .analysis-title'), 'This replay, move by move');
    // Focus on another point moves the replay there too.
    await page.focus(`#analysis circle[data-index="2"]`);
    await page.waitForFunction((b) => document.querySelector('#board').dataset.tiles === b, boards[2].join(','));
    assert.deepEqual(await axeViolations(page), []);
    assert.deepEqual(errors, []);
  });

  test('axe finds nothing in the analysis, light and dark', async (t) => {
    const dirs = withDetour(SCRAMBLE3, optimalPath3(SCRAMBLE3));
    for (const colorScheme of ['light', 'dark']) {
      const { page, errors } = await env.openGame(t, { query: `?board=${SCRAMBLE3.join(',')}`, colorScheme, contextOptions: { bypassCSP: true } });
      await pressAll(page, dirs);
      await waitAnalysis(page);
      await page.click('#analysis summary');
      assert.deepEqual(await axeViolations(page), [], colorScheme);
      assert.deepEqual(errors, []);
    }
  });

  test('4×4: a short solve\'s distances equal the test\'s own bounded search', async (t) => {
    const { page, errors, boards } = await solveWithDetour(t, 4);
    assert.deepEqual(await distancesShown(page), boards.map(searchDistance));
    assert.deepEqual(errors, []);
  });

  test('5×5, not proven: each distance shown is a band holding the test\'s own bounded search\'s, and the band is drawn', async (t) => {
    // The detour goes once round a 2×2 block and back, where the solver's estimate falls short
    // of the distance.
    const { page, errors, boards } = await solveWithDetour(t, 5, ['up', 'left', 'down', 'right']);
    const truth = boards.map(searchDistance);
    // Each entry is a distance ("7"), a band ("7-11") or a band with no upper end known ("7-").
    const shown = (await page.getAttribute('#analysis', 'data-distances')).split(',');
    assert.equal(shown.length, boards.length);
    for (const [i, entry] of shown.entries()) {
      const [, lower, upper] = entry.match(/^(\d+)(?:-(\d*))?$/) ?? assert.fail(`position ${i}: ${entry}`);
      const lo = Number(lower);
      const hi = upper === undefined ? lo : (upper === '' ? Infinity : Number(upper));
      assert.ok(lo <= truth[i] && truth[i] <= hi, `position ${i}: ${entry} holds ${truth[i]}`);
    }
    assert.ok(shown.some((e) => e.includes('-')), `some position is only known as a band: ${shown.join(',')}`);
    assert.equal(await page.locator('#analysis path.analysis-band').count(), 1);
    assert.equal(await page.isVisible('#analysis .analysis-key-band'), true, 'the legend names the band');
    assert.equal(await page.isHidden('#solutions'), true, 'no list of optimal solutions on a board the solver does not prove');
    assert.deepEqual(errors, []);
  });
});

/** The test's own reading of move text: the directions, one per single move. */
function readMoves(text) {
  const word = { U: 'up', D: 'down', L: 'left', R: 'right' };
  return text.trim().split(/\s+/).flatMap((run) => Array(Number(run.slice(1) || 1)).fill(word[run[0]]));
}

/** The test's own inverse of move text: the moves in reverse order, each the other way. */
const inverseText = (text) => readMoves(text).reverse().map((d) => ({ up: 'D', down: 'U', left: 'R', right: 'L' })[d]).join(' ');

describe('move notation', () => {
  test('the moves copied as text, pasted inverted as a scramble, give the board back, and solve it', async (t) => {
    const { page, errors, context } = await env.openGame(t, { query: `?board=${SCRAMBLE3.join(',')}` });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.server.url });
    const dirs = withDetour(SCRAMBLE3, optimalPath3(SCRAMBLE3));
    await pressAll(page, dirs);
    await waitAnalysis(page);
    await page.click('#analysis-copy');
    await page.waitForFunction(() => document.querySelector('.analysis-copied').textContent === 'Copied.');
    const text = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(text, await page.inputValue('#analysis-notation'));
    assert.deepEqual(readMoves(text), dirs, 'the text says the moves made');
    assert.match(text, /^[UDLR]\d*( [UDLR]\d*)*$/);

    await page.fill('#custom-board', inverseText(text));
    await page.click('#custom-load');
    await page.waitForFunction((b) => document.querySelector('#board').dataset.tiles === b, SCRAMBLE3.join(','));
    assert.equal(await page.textContent('#custom-error'), '');
    assert.equal(await page.isHidden('#analysis'), true, 'a new board: the old analysis goes');
    await pressAll(page, readMoves(text));
    await waitBoard(page, { solved: true });
    assert.deepEqual(errors, []);
  });

  test('malformed move text gets a message naming where, and the board stays', async (t) => {
    const { page, errors } = await env.openGame(t, { query: `?board=${SCRAMBLE3.join(',')}` });
    await page.keyboard.press(KEYS[withDetour(SCRAMBLE3, optimalPath3(SCRAMBLE3))[0]]);
    await page.waitForFunction(() => document.querySelector('#moves').textContent === '1');
    const before = await boardOf(page);
    const cases = [
      ['R2 D X', /character 6/],        // an unknown letter
      ['R0 D', /character 2/],          // a zero count
      ['R2 D2 R', /character 7/],       // a move off the board: nothing left of the gap
      ['R'.repeat(10_001), /10,000/],   // a paste too long to read
    ];
    for (const [text, why] of cases) {
      await page.fill('#custom-board', text);
      await page.click('#custom-load');
      await page.waitForFunction(() => document.querySelector('#custom-error').textContent !== '');
      const said = await page.textContent('#custom-error');
      assert.match(said, /^Those moves cannot be played from the solved 3×3 board: /, text.slice(0, 12));
      assert.match(said, why, text.slice(0, 12));
      assert.deepEqual(await boardOf(page), before, 'the board stays');
      assert.equal(await page.textContent('#moves'), '1', 'the game goes on');
      await page.fill('#custom-board', '');
      await page.click('#custom-load');
      await page.waitForFunction(() => /row by row/.test(document.querySelector('#custom-error').textContent));
    }
    assert.deepEqual(errors, []);
  });
});

/** The number of shortest solutions of a 3×3 board, by the test's breadth-first table. */
function countShortest(board, memo = new Map()) {
  const d = distance3(board);
  if (d === 0) return 1;
  const key = board.join();
  if (!memo.has(key)) {
    memo.set(key, neighbours(board).map((t) => slide(board, t)).filter((b) => distance3(b) === d - 1)
      .reduce((n, b) => n + countShortest(b, memo), 0));
  }
  return memo.get(key);
}

describe('every optimal solution, and the hint\'s count', () => {
  test('after a 3×3 solve: the count equals a breadth-first count; each listed solution plays to the goal', async (t) => {
    // The first board 12 moves from the goal, in the test's breadth-first order (its keys are the
    // tiles in base 9), with more than a dozen shortest solutions.
    const SCRAMBLE = [...distances3()].filter(([, d]) => d === 12).map(([k]) => Array.from({ length: 9 }, (_, i) => Math.floor(k / 9 ** (8 - i)) % 9))
      .find((b) => countShortest(b) >= 6);
    const { page, errors } = await env.openGame(t, { query: `?board=${SCRAMBLE.join(',')}` });
    await pressAll(page, withDetour(SCRAMBLE, optimalPath3(SCRAMBLE)));
    await page.waitForFunction(() => document.querySelector('#solutions')?.dataset.state === 'done', null, { timeout: 30_000 });
    const count = countShortest(SCRAMBLE);
    assert.ok(count > 1, `the scramble has ${count} shortest solutions`);
    assert.equal(Number(await page.getAttribute('#solutions', 'data-count')), count);
    assert.equal(Number(await page.getAttribute('#solutions', 'data-length')), distance3(SCRAMBLE));
    await page.click('#solutions .solutions-details > summary');
    const texts = await page.locator('#solutions .solutions-text').allTextContents();
    assert.equal(texts.length, Math.min(12, count));
    assert.equal(new Set(texts).size, texts.length, 'no solution listed twice');
    for (const text of texts) {
      const end = walk(SCRAMBLE, readMoves(text)).at(-1);
      assert.deepEqual(end, GOAL3, `${text} solves the scramble`);
      assert.equal(readMoves(text).length, distance3(SCRAMBLE));
    }
    const last = texts.length;
    await page.click(`#solutions button[aria-label="Play solution ${last}"]`);
    await waitBoard(page, { mode: 'replaying' });
    assert.equal(await page.textContent('#replay-title'), `Optimal solution ${last}`);
    assert.deepEqual(await boardOf(page), SCRAMBLE, 'it plays from the board as dealt');
    await page.selectOption('#replay-speed', '8');
    await page.waitForFunction(() => /^Move (\d+) of \1 /.test(document.querySelector('#replay-position').textContent), null, { timeout: 30_000 });
    assert.deepEqual(await boardOf(page), GOAL3);
    assert.equal(await page.isVisible('#solutions'), true, 'the list stays beside a replay of its board');
    assert.deepEqual(errors, []);
  });

  test('a hint says how many of the moves from here keep an optimal path, as the test counts', async (t) => {
    const { page, errors } = await env.openGame(t, { query: `?board=${SCRAMBLE3.join(',')}` });
    // A move away first, so that the board after the hint has more than one way to go.
    const away = DIRS.find((d) => tileFor(SCRAMBLE3, d) !== undefined && distance3(slide(SCRAMBLE3, tileFor(SCRAMBLE3, d))) > distance3(SCRAMBLE3));
    await pressAll(page, [away]);
    await page.click('#hint');
    await page.waitForFunction(() => document.querySelector('#moves').textContent === '2');
    const board = await boardOf(page);
    const next = neighbours(board).map((tile) => slide(board, tile));
    const keep = next.filter((b) => distance3(b) === distance3(board) - 1).length;
    const expected = keep === next.length
      ? `All ${next.length} moves from here keep you on an optimal path.`
      : `${keep} of ${next.length} moves from here ${keep === 1 ? 'keeps' : 'keep'} you on an optimal path.`;
    await page.waitForFunction(() => !document.querySelector('#hint-count').hidden);
    assert.equal(await page.textContent('#hint-count'), expected);
    // The player's next move: the count goes.
    await page.keyboard.press(KEYS[DIRS.find((d) => tileFor(board, d) !== undefined)]);
    await page.waitForFunction(() => document.querySelector('#hint-count').hidden);
    assert.deepEqual(errors, []);
  });
});

// 13 earlier 3×3 solves (before the session a test opens), times the test chooses, and the
// init script that puts them in the page's storage.
const EARLIER = [31, 25, 40, 22, 28, 35, 19, 27, 33, 24, 21, 30, 26].map((s, i) => ({
  size: '3x3', ms: s * 1000, moves: 30 + i, assisted: false, optimal: 20, at: Date.UTC(2026, 0, 1) + i * 60_000,
}));
const SEED_EARLIER = `localStorage.setItem('slide-puzzle:solves', ${JSON.stringify(JSON.stringify(EARLIER))});`;

describe('time chart', () => {
  test('Statistics chart each time with ao5 and ao12, per session or all time; a point says its solve and opens its replay', async (t) => {
    // The 13 earlier solves, then one by hand here.
    const start = [1, 2, 3, 4, 5, 6, 0, 7, 8];
    const { page, errors } = await env.openGame(t, { query: `?board=${start.join(',')}`, init: SEED_EARLIER });
    assert.equal(await page.getAttribute('#stats-chart', 'data-points'), '0', 'none this session yet');
    await pressAll(page, ['left', 'left']);
    await waitBoard(page, { solved: true, mode: 'idle' });
    await page.waitForFunction(() => document.querySelector('#stats-chart').dataset.points === '1');
    await page.check('#stats-chart-all');
    await page.waitForFunction(() => document.querySelector('#stats-chart').dataset.points === '14');
    assert.equal(await page.locator('#stats-chart path.time-ao5').count(), 1);
    assert.equal(await page.locator('#stats-chart path.time-ao12').count(), 1);

    // The last point's words: its solve, and the averages the test works out (best and worst of
    // the last 5 or 12 dropped).
    const mine = Number(await page.evaluate(() => JSON.parse(localStorage.getItem('slide-puzzle:solves')).at(-1).ms));
    const times = [...EARLIER.map((e) => e.ms), mine];
    const ao = (n) => {
      const last = times.slice(-n).sort((a, b) => a - b).slice(1, -1);
      return (last.reduce((a, b) => a + b, 0) / last.length / 1000).toFixed(3);
    };
    const point = page.locator('#stats-chart circle[data-number="14"]');
    await point.focus();
    const detail = await page.textContent('#stats-chart-detail');
    assert.match(detail, /^Solve 14: \d+\.\d{3} s, 2 moves/);
    assert.ok(detail.includes(`ao5 ${ao(5)} s, ao12 ${ao(12)} s.`), detail);
    await page.locator('#stats-chart circle[data-number="3"]').hover();
    assert.match(await page.textContent('#stats-chart-detail'), /^Solve 3: 40\.000 s, 32 moves/);
    await point.focus();
    await page.keyboard.press('Enter');
    await waitBoard(page, { mode: 'replaying' });
    assert.deepEqual(await boardOf(page), start, 'its replay opens on its board');
    assert.deepEqual(errors, []);
  });
});

/** openGame's option that fixes the page's clock at `iso` (a UTC time) before it opens. */
const at = (iso) => ({ beforeGoto: (page) => page.clock.setFixedTime(new Date(iso)) });


describe('daily board', () => {

  test('?daily&size=4: the same board in two fresh profiles on one UTC day, another the next day', async (t) => {
    const boards = [];
    for (const iso of ['2026-12-05T00:30:00Z', '2026-12-05T23:10:00Z', '2026-12-06T08:00:00Z']) {
      const { page, errors } = await env.openGame(t, { query: '?daily&size=4', timeout: 60_000, ...at(iso) });
      boards.push(await boardOf(page));
      assert.equal(await page.textContent('#daily .analysis-title'), `Daily 4×4, ${iso.slice(0, 10)} (UTC)`);
      assert.deepEqual(errors, []);
    }
    assert.equal(boards[0].length, 16);
    assert.deepEqual(boards[1], boards[0], 'two profiles, one day: one board');
    assert.notDeepEqual(boards[2], boards[0], 'the next day: another board');
  });

  test('after solving the day\'s 3×3: a line to share with no board in it, kept and shown the next day', async (t) => {
    const { page, errors, context } = await env.openGame(t, { query: '?daily&size=3', ...at('2026-12-05T12:00:00Z') });
    const start = await boardOf(page);
    const path = optimalPath3(start);
    await pressAll(page, dirsOf(start, path));
    await waitBoard(page, { solved: true, mode: 'idle' });
    await page.waitForFunction(() => document.querySelector('#daily').dataset.solved === 'true');
    const line = await page.textContent('#daily-result');
    assert.match(line, new RegExp(`^Slide 3×3 2026-12-05: \\d+:\\d\\d\\.\\d, ${path.length} moves, optimal ${path.length}$`));
    assert.ok(!line.includes(start.join(',')) && !line.includes(start.join(' ')), 'no board in the line');

    // The next day, in the same profile: a new board, and yesterday's result listed.
    const next = await context.newPage();
    await next.clock.setFixedTime(new Date('2026-12-06T09:00:00Z'));
    await next.goto(`${env.server.url}?daily&size=3`);
    await waitBoard(next, { mode: 'idle' });
    assert.notDeepEqual(await boardOf(next), start);
    assert.equal(await next.getAttribute('#daily', 'data-solved'), 'false');
    await next.click('#daily summary');
    assert.deepEqual(await next.locator('#daily .daily-results li').allTextContents(), [line]);
    assert.deepEqual(errors, []);
  });
});

describe('copy buttons', () => {
  test('a listed solution\'s Copy and the daily result\'s Copy: the test reads back moves that solve the dealt board in the optimal length, and a line with no board', async (t) => {
    const { page, errors, context } = await env.openGame(t, { query: '?daily&size=3', ...at('2026-12-05T12:00:00Z') });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.server.url });
    const start = await boardOf(page);
    const optimal = distance3(start);
    const dirs = withDetour(start, optimalPath3(start));
    await pressAll(page, dirs);
    await waitBoard(page, { solved: true, mode: 'idle' });
    await page.waitForFunction(() => document.querySelector('#solutions')?.dataset.state === 'done', null, { timeout: 30_000 });
    assert.equal(await page.textContent('#optimal'), String(optimal), 'the optimum announced for the dealt board');
    assert.equal(Number(await page.getAttribute('#solutions', 'data-length')), optimal);

    // The last solution listed (the first may well be the one the test played).
    await page.click('#solutions .solutions-details > summary');
    const listed = await page.locator('#solutions .solutions-text').count();
    const button = page.locator(`#solutions button[aria-label="Copy solution ${listed}"]`);
    await button.click();
    await page.waitForFunction((n) => document.querySelector(`#solutions button[aria-label="Copy solution ${n}"]`).textContent === 'Copied', listed);
    const text = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(text, await page.locator('#solutions .solutions-text').nth(listed - 1).textContent());
    assert.match(text, /^[UDLR]\d*( [UDLR]\d*)*$/);
    const moves = readMoves(text);
    assert.equal(moves.length, optimal, `${text}: as many moves as the optimum`);
    assert.deepEqual(walk(start, moves).at(-1), GOAL3, `${text} solves the dealt board`);

    await page.click('#daily-copy');
    await page.waitForFunction(() => document.querySelector('#daily .analysis-copied').textContent === 'Copied.');
    const line = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(line, await page.textContent('#daily-result'));
    assert.match(line, new RegExp(`^Slide 3×3 2026-12-05: \\d+:\\d\\d\\.\\d, ${dirs.length} moves, optimal ${optimal}$`));
    for (const sep of [',', ' ', '', '/']) assert.ok(!line.includes(start.join(sep)), `no board in the line (joined by "${sep}")`);
    assert.deepEqual(errors, []);
  });
});

describe('accessibility of the learning panels', () => {
  test('axe finds nothing in the all-time time chart (ao5, ao12, a point focused), the daily panel after a solve and the solutions list open, light and dark', async (t) => {
    for (const colorScheme of ['light', 'dark']) {
      const { page, errors } = await env.openGame(t, {
        query: '?daily&size=3', colorScheme, init: SEED_EARLIER, contextOptions: { bypassCSP: true }, ...at('2026-12-05T12:00:00Z'),
      });
      const start = await boardOf(page);
      await pressAll(page, withDetour(start, optimalPath3(start)));
      await waitBoard(page, { solved: true, mode: 'idle' });
      await page.waitForFunction(() => document.querySelector('#daily').dataset.solved === 'true');
      await page.waitForFunction(() => document.querySelector('#solutions')?.dataset.state === 'done', null, { timeout: 30_000 });
      await page.click('#solutions .solutions-details > summary');
      await page.check('#stats-chart-all');
      await page.waitForFunction((n) => document.querySelector('#stats-chart').dataset.points === String(n), EARLIER.length + 1);
      assert.equal(await page.locator('#stats-chart path.time-ao5').count(), 1, colorScheme);
      assert.equal(await page.locator('#stats-chart path.time-ao12').count(), 1, colorScheme);
      await page.focus(`#stats-chart circle[data-number="${EARLIER.length + 1}"]`);
      await page.waitForFunction(() => document.querySelector('#stats-chart-detail').textContent !== '');
      for (const part of ['#stats', '#daily', '#solutions']) {
        assert.deepEqual(await axeViolations(page, part), [], `${part}, ${colorScheme}`);
      }
      assert.deepEqual(errors, []);
    }
  });
});
