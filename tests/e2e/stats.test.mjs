// End-to-end tests of the statistics (issue 11): solves by hand recorded with their time and
// moves, a hint's solve listed but kept out of the figures, the ao5 shown equal to the trimmed
// mean the test works out from the exported times, kept across a reload (all time, not this
// session), exported as CSV, and cleared only after a confirmation.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { useGame } from './helpers.mjs';

const env = useGame();

// Two moves from solved: 7 and then 8 slide left.
const TWO_LEFT = '1 2 3 4 5 6 0 7 8';

/** The statistics table as {label: [session, all time]} (the first line of each cell). */
async function figures(page) {
  return page.$$eval('#stats-figures tr', (rows) => Object.fromEntries(rows.map((tr) => {
    const cells = [...tr.querySelectorAll('td')].map((td) => td.firstChild?.textContent ?? '');
    return [tr.querySelector('th').textContent, cells];
  })));
}

async function loadTyped(page, text) {
  await page.fill('#custom-board', text);
  await page.click('#custom-load');
  await page.waitForFunction(() => document.querySelector('#moves').textContent === '0'
    && /loaded/.test(document.querySelector('#message').textContent));
  await page.evaluate(() => document.activeElement?.blur());
}

async function solvedAgain(page, count) {
  await page.waitForFunction((n) => document.querySelector('#stats-count').textContent === String(n), count);
}

describe('statistics', () => {
  test('solves recorded, a hint\'s kept out, ao5 as worked out from the CSV, kept, exported, cleared after asking', async (t) => {
    const { page, errors } = await env.openGame(t);
    for (let i = 1; i <= 5; i += 1) { // five solves by hand, two keys each
      await loadTyped(page, TWO_LEFT);
      await page.keyboard.press('ArrowLeft');
      await page.waitForFunction(() => document.querySelector('#moves').textContent === '1');
      await page.keyboard.press('ArrowLeft');
      await solvedAgain(page, i);
    }
    await loadTyped(page, '1 2 3 4 5 6 7 0 8');
    await page.click('#hint'); // the hint makes the one move: an assisted solve
    await solvedAgain(page, 6);
    const shown = await figures(page);
    assert.deepEqual(shown.Solves, ['5 of 6', '5 of 6']);
    assert.match(await page.textContent('#stats-list li:first-child'), /1 move.*assisted/);

    // The export: six solves, and the ao5 shown is the mean of the middle three by-hand times.
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#stats-export')]);
    assert.match(download.suggestedFilename(), /^slide-solves-\d{4}-\d\d-\d\d\.csv$/);
    const lines = (await readFile(await download.path(), 'utf8')).trim().split('\n');
    assert.equal(lines[0], 'size,date,time_s,moves,tps,optimal,assisted');
    const rows = lines.slice(1).map((l) => l.split(','));
    assert.equal(rows.length, 6);
    const byHand = rows.filter((r) => r[6] === 'no');
    assert.deepEqual(byHand.map((r) => [r[0], r[3], r[5]]), Array(5).fill(['3x3', '2', '2']));
    assert.deepEqual(rows.filter((r) => r[6] === 'yes').map((r) => r[3]), ['1']);
    const ms = byHand.map((r) => Math.round(Number(r[2]) * 1000)).sort((a, b) => a - b);
    const ao5 = (ms[1] + ms[2] + ms[3]) / 3;
    assert.equal(shown.ao5[1], (ao5 / 1000).toFixed(3));
    assert.equal(shown['Best single'][1], (ms[0] / 1000).toFixed(3));
    assert.equal(shown['Mean moves'][1], '2.0');

    // Kept across a reload: all time, not this (new) session.
    await page.reload();
    await page.waitForFunction(() => document.querySelector('#stats-count').textContent === '6');
    assert.deepEqual((await figures(page)).Solves, ['0', '5 of 6']);

    // Clearing asks first; "Keep them" keeps them.
    await page.click('#stats-clear');
    assert.equal(await page.isVisible('#stats-confirm'), true);
    assert.equal(await page.evaluate(() => document.activeElement.id), 'stats-clear-no', 'the question takes the focus');
    await page.click('#stats-clear-no');
    assert.equal(await page.isVisible('#stats-confirm'), false);
    assert.equal(await page.textContent('#stats-count'), '6');
    await page.click('#stats-clear');
    await page.click('#stats-clear-yes');
    await solvedAgain(page, 0);
    assert.deepEqual((await figures(page)).Solves, ['0', '0']);
    await page.reload();
    await page.waitForFunction(() => document.querySelector('#stats-figures tr'));
    assert.equal(await page.textContent('#stats-count'), '0');
    assert.deepEqual(errors, []);
  });

  test('on a 390 px phone the buttons keep the room beside their words that they have on a laptop', async (t) => {
    const { page, errors } = await env.openGame(t);
    await page.click('#stats-clear'); // shows the question's two buttons too
    const ids = ['stats-export', 'stats-clear', 'stats-clear-yes', 'stats-clear-no'];
    const room = () => page.evaluate((list) => list.map((id) => {
      const b = document.getElementById(id);
      const style = getComputedStyle(b);
      return { id, left: style.paddingLeft, right: style.paddingRight, fits: b.scrollWidth <= b.clientWidth };
    }), ids);
    const laptop = await room();
    await page.setViewportSize({ width: 390, height: 844 });
    const phone = await room();
    assert.deepEqual(phone, laptop);
    assert.ok(phone.every((b) => b.fits), JSON.stringify(phone));
    const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    assert.ok(scroll <= client, `the page scrolls sideways: ${scroll} > ${client}`);
    assert.deepEqual(errors, []);
  });
});
