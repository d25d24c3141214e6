// End-to-end tests of the Inside panel: the #inside switch (off by default, remembered), the
// per-tile Manhattan badges, conflict marks and sums against counts written here, the true
// distance against a breadth-first search, the race's node counts in the order of the
// heuristics' strength, a hint's search figures, the 4×4 databases' figure, and a panel that
// leaves nothing behind when closed. Screenshots of the panel (phone and laptop, light and dark)
// go to $INSIDE_SHOTS (default: the temp folder's inside-shots) for a person to look at.
//
//   node --test tests/e2e/inside.test.mjs

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { boardOf, useGame, waitBoardChange } from './helpers.mjs';
import { GOAL3, distance3 } from './reference.mjs';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const env = useGame({ setup: () => distance3(GOAL3) });
const SHOTS = process.env.INSIDE_SHOTS ?? path.join(tmpdir(), 'inside-shots');


/** Manhattan distance of each tile, from the definition. */
function manhattanOf(tiles) {
  const side = Math.sqrt(tiles.length);
  const out = new Map();
  tiles.forEach((t, cell) => {
    if (!t) return;
    const goal = t - 1;
    out.set(t, Math.abs(Math.floor(cell / side) - Math.floor(goal / side)) + Math.abs((cell % side) - (goal % side)));
  });
  return out;
}

/**
 * Linear conflict, from the definition: per line, the tiles in their goal line; the pairs
 * standing reversed; two moves for each tile that must leave (the fewest removals, over every
 * subset, that leave the rest in order).
 */
function conflictsOf(tiles) {
  const side = Math.sqrt(tiles.length);
  let penalty = 0;
  const inConflict = new Set();
  for (const columns of [false, true]) {
    for (let index = 0; index < side; index++) {
      const line = [];
      for (let i = 0; i < side; i++) {
        const t = columns ? tiles[i * side + index] : tiles[index * side + i];
        if (!t) continue;
        const goal = t - 1;
        const [goalLine, along] = columns ? [goal % side, Math.floor(goal / side)] : [Math.floor(goal / side), goal % side];
        if (goalLine === index) line.push([t, along]);
      }
      for (let i = 0; i < line.length; i++) {
        for (let j = i + 1; j < line.length; j++) {
          if (line[i][1] > line[j][1]) { inConflict.add(line[i][0]); inConflict.add(line[j][0]); }
        }
      }
      let kept = 0;
      for (let mask = 0; mask < 1 << line.length; mask++) {
        const keep = line.filter((_, i) => mask & (1 << i)).map(([, a]) => a);
        if (keep.every((a, i) => i === 0 || keep[i - 1] < a)) kept = Math.max(kept, keep.length);
      }
      penalty += 2 * (line.length - kept);
    }
  }
  return { penalty, inConflict };
}

/** The figure in the estimates row of `heuristic`, as a number (NaN when there is none). */
const rowValue = (page, heuristic) => page.$eval(`#inside-panel tr[data-heuristic="${heuristic}"] .inside-value`, (td) => Number(td.textContent));

async function openPanel(page, tiles) {
  await page.check('#inside');
  await page.waitForSelector(`#inside-panel[data-state="ready"][data-tiles="${tiles.join(',')}"]`);
}

describe('the Inside panel', () => {
  test('off by default; on, it shows each tile\'s figures, the sums and the true distance, counted here', async (t) => {
    const tiles = [3, 2, 1, 7, 5, 6, 4, 8, 0];
    const truth = distance3(tiles);
    assert.ok(truth > 0, 'a solvable board');
    const { page, errors } = await env.openGame(t, { query: `?board=${tiles.join(',')}` });
    assert.equal(await page.isChecked('#inside'), false);
    assert.equal(await page.isHidden('#inside-panel'), true);
    assert.equal(await page.$$eval('.inside-badge', (b) => b.length), 0);
    await openPanel(page, tiles);

    const md = manhattanOf(tiles);
    const badges = await page.$$eval('#board .tile', (buttons) => buttons.map((b) => [Number(b.dataset.tile), Number(b.querySelector('.inside-badge')?.textContent)]));
    assert.deepEqual(new Map(badges), md, 'each tile\'s badge is its Manhattan distance');
    const total = [...md.values()].reduce((a, b) => a + b, 0);
    const { penalty, inConflict } = conflictsOf(tiles);
    assert.ok(penalty > 0, 'the board has conflicts to show');
    const marked = await page.$$eval('#board .tile[data-conflict]', (b) => b.map((x) => Number(x.dataset.tile)));
    assert.deepEqual(new Set(marked), inConflict);
    assert.match(await page.textContent('.inside-sum'), new RegExp(`= ${total}; linear conflict adds ${penalty}, ${total + penalty} in all`));
    assert.equal(await rowValue(page, 'manhattan'), total);
    assert.equal(await rowValue(page, 'linear-conflict'), total + penalty);
    assert.equal(await rowValue(page, 'true-distance'), truth);
    for (const h of ['manhattan', 'linear-conflict', 'walking-distance', 'pattern-database']) {
      const v = await rowValue(page, h);
      assert.ok(v >= total && v <= truth, `${h}: ${v} between Manhattan ${total} and the truth ${truth}`);
    }
    // Every figure is in text too: the per-tile list names each tile's distance.
    const items = await page.$$eval('.inside-tiles li', (li) => li.map((x) => x.textContent));
    for (const [tile, d] of md) {
      assert.ok(items.some((s) => s.startsWith(`Tile ${tile}: ${d === 0 ? 'home' : `${d} move`}`)), `tile ${tile} in the list`);
    }
    assert.match(await page.textContent('.inside-parity'), /^Solvable: it has \d+ inversions/);

    // A move updates the figures.
    await page.click('#board .tile[data-tile="6"]');
    const moved = await waitBoardChange(page, tiles);
    await page.waitForSelector(`#inside-panel[data-state="ready"][data-tiles="${moved.join(',')}"]`);
    assert.equal(await rowValue(page, 'true-distance'), distance3(moved));
    assert.deepEqual(errors, []);
  });

  test('the race: node counts from the solver, in the order of the heuristics\' strength', async (t) => {
    const tiles = [8, 6, 7, 2, 5, 4, 3, 0, 1]; // 31 moves
    const { page, errors } = await env.openGame(t, { query: `?board=${tiles.join(',')}` });
    await openPanel(page, tiles);
    await page.click('#inside-race');
    await page.waitForSelector('#inside-panel[data-race="done"]');
    const laps = await page.$$eval('.inside-lap', (li) => li.map((x) => ({ id: x.dataset.heuristic, text: x.querySelector('.inside-lap-text').textContent })));
    assert.deepEqual(laps.map((l) => l.id), ['manhattan', 'linear-conflict', 'walking-distance', 'pattern-database']);
    const nodes = {};
    for (const lap of laps) {
      const m = lap.text.match(/^([\d,]+) nodes generated, ([\d,]+) expanded, .*; solved in (\d+) moves\.$/);
      assert.ok(m, lap.text);
      nodes[lap.id] = Number(m[1].replaceAll(',', ''));
      assert.equal(Number(m[3]), 31);
    }
    for (const stronger of ['linear-conflict', 'walking-distance', 'pattern-database']) {
      assert.ok(nodes[stronger] < nodes.manhattan, `${stronger} ${nodes[stronger]} < Manhattan ${nodes.manhattan}`);
    }
    assert.ok(nodes['pattern-database'] < nodes['linear-conflict']);
    assert.match(await page.textContent('.inside-race-note'), /fewer nodes than Manhattan distance/);
    assert.deepEqual(errors, []);
  });

  test('a hint shows its search; the switch is remembered; closed, nothing is left', async (t) => {
    const tiles = [4, 1, 3, 0, 2, 6, 7, 5, 8]; // 5 moves
    const { page, errors } = await env.openGame(t, { query: `?board=${tiles.join(',')}` });
    const workers = [];
    page.on('worker', (w) => workers.push(w));
    await openPanel(page, tiles);
    await page.click('#hint');
    await page.waitForFunction(() => /^A\* with/.test(document.querySelector('.inside-stats').textContent));
    const stats = await page.textContent('.inside-stats');
    assert.match(stats, /^A\* with Manhattan \+ linear conflict: [\d,]+ nodes expanded, [\d,]+ generated, .*; 5 moves\. The open list held [\d,]+ entries .* the closed set [\d,]+ positions\.$/);

    workers.length = 0;
    await page.reload();
    await page.waitForSelector('#inside-panel[data-state="ready"]');
    assert.equal(await page.isChecked('#inside'), true, 'remembered');
    assert.equal(workers.length, 2, 'the game\'s solver, and the panel\'s own worker');
    const panelWorker = workers[1];
    const closed = new Promise((resolve) => panelWorker.on('close', resolve));
    await page.uncheck('#inside');
    await closed;
    assert.equal(await page.isHidden('#inside-panel'), true);
    assert.equal(await page.$$eval('#board .inside-badge, #board .inside-conflict, #board [data-conflict]', (b) => b.length), 0);
    assert.equal(await page.$eval('#inside-panel', (p) => p.childElementCount), 0);
    await page.reload();
    await page.waitForSelector('#board[data-tiles]');
    assert.equal(await page.isChecked('#inside'), false, 'remembered off');
    assert.deepEqual(errors, []);
  });

  test('a 4×4 board gets the pattern databases\' figure from the kept tables', async (t) => {
    const korf16 = [0, 9, 12, 4, 5, 3, 2, 8, 10, 1, 7, 6, 11, 14, 13, 15]; // 42 moves
    const { page, errors } = await env.openGame(t, { query: `?board=${korf16.join(',')}`, timeout: 60_000 });
    await openPanel(page, korf16);
    const md = [...manhattanOf(korf16).values()].reduce((a, b) => a + b, 0);
    await page.waitForFunction(() => Number.isFinite(Number(document.querySelector('#inside-panel tr[data-heuristic="pattern-database"] .inside-value').textContent)));
    const pdb = await rowValue(page, 'pattern-database');
    assert.ok(pdb >= md && pdb <= 42, `database ${pdb} between Manhattan ${md} and 42`);
    assert.equal(await rowValue(page, 'true-distance'), 42, 'the proven optimum from the game');
    assert.deepEqual(errors, []);
  });

  test('keyboard only, and axe-core finds no WCAG 2 A/AA violations in the open panel, light and dark', async (t) => {
    const tiles = [3, 2, 1, 7, 5, 6, 4, 8, 0];
    for (const colorScheme of ['light', 'dark']) {
      const { page, errors } = await env.openGame(t, { colorScheme, query: `?board=${tiles.join(',')}`, contextOptions: { bypassCSP: true } });
      await page.focus('#inside');
      await page.keyboard.press('Space');
      await page.waitForSelector('#inside-panel[data-state="ready"]');
      await page.focus('#inside-race');
      await page.keyboard.press('Enter');
      await page.waitForSelector('#inside-panel[data-race="done"]');
      await page.focus('.inside-details summary');
      await page.keyboard.press('Enter');
      assert.equal(await page.$eval('.inside-details', (d) => d.open), true, 'the per-tile list opens from the keyboard');
      await page.addScriptTag({ path: AXE_PATH });
      const violations = await page.evaluate(async () => {
        const r = await window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
        return r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
      });
      assert.deepEqual(violations, [], colorScheme);
      assert.deepEqual(errors, []);
    }
  });

  test('screenshots: phone and laptop, light and dark', async (t) => {
    await mkdir(SHOTS, { recursive: true });
    const tiles = [3, 2, 1, 7, 5, 6, 4, 8, 0];
    for (const [name, viewport] of [['phone', { width: 360, height: 740 }], ['laptop', { width: 1280, height: 800 }]]) {
      for (const colorScheme of ['light', 'dark']) {
        const { page } = await env.openGame(t, { viewport, colorScheme, query: `?board=${tiles.join(',')}` });
        await openPanel(page, tiles);
        await page.click('#inside-race');
        await page.waitForSelector('#inside-panel[data-race="done"]');
        await page.screenshot({ path: path.join(SHOTS, `${name}-${colorScheme}.png`), fullPage: true });
        await page.locator('#inside-panel').screenshot({ path: path.join(SHOTS, `${name}-${colorScheme}-panel.png`) });
        await page.locator('#board').screenshot({ path: path.join(SHOTS, `${name}-${colorScheme}-board.png`) });
      }
    }
    // A 4×4 race, where Manhattan distance alone runs out of budget (Korf's instance 16).
    const korf16 = [0, 9, 12, 4, 5, 3, 2, 8, 10, 1, 7, 6, 11, 14, 13, 15];
    const { page } = await env.openGame(t, { viewport: { width: 360, height: 740 }, query: `?board=${korf16.join(',')}`, timeout: 60_000 });
    await openPanel(page, korf16);
    await page.click('#inside-race');
    await page.waitForSelector('#inside-panel[data-race="done"]', { timeout: 60_000 });
    await page.locator('#inside-panel').screenshot({ path: path.join(SHOTS, 'phone-light-4x4-panel.png') });
    await page.locator('#board').screenshot({ path: path.join(SHOTS, 'phone-light-4x4-board.png') });
  });
});
