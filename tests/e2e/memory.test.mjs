// Memory (issue 25): the 15- and 24-puzzle tables in one page, with the solving worker's wasm
// memory measured against the tables' published sizes; and a solving worker on a phone-sized
// heap, which cannot hold the 15-puzzle tables: the page says so once, in words, and stays
// playable.
//
// Expectations come from outside the page: Korf's published optimum of the 4×4 board, the
// tables' sizes in docs/FORMATS.md (four bits an entry), the sliding rule (reference.mjs).

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { boardOf, useGame, waitBoard, waitBoardChange, waitIdle } from './helpers.mjs';
import { neighbours, parseKorf, slide } from './reference.mjs';
import { seedTables } from './tables.mjs';

const env = useGame();

// Korf's instances 79 and 55 (42 and 41 moves, published optima): proven at once with the
// 6-6-3 tables.
const KORF = parseKorf(readFileSync(new URL('../data/korf100.txt', import.meta.url), 'utf8'));
const { tiles: KORF79, length: KORF79_LENGTH } = KORF.find((k) => k.number === 79);
const { tiles: KORF55, length: KORF55_LENGTH } = KORF.find((k) => k.number === 55);

const MB = 1_000_000;
// The tables' published sizes (docs/FORMATS.md, README): six 6-tile tables of 5,765,760 entries
// and three of 3,360 for the 15-puzzle; four 5-tile tables of 25·24·23·22·21 entries and one
// 4-tile table of 25·24·23·22 for the 24-puzzle; four bits an entry.
const TABLES4 = (6 * 5_765_760 + 3 * 3_360) / 2;
const TABLES5 = (4 * 25 * 24 * 23 * 22 * 21 + 25 * 24 * 23 * 22) / 2;
/** What a session may use beside the tables: its search, the quick databases, the module itself. */
const SEARCH_ALLOWANCE = 64 * MB;
/** The solving worker's wasm memory with both sizes' tables loaded may not pass this. */
const MEMORY_BOUND = TABLES4 + TABLES5 + SEARCH_ALLOWANCE;

/**
 * An init script that records, for the test, every table request the page sends its workers and
 * every answer to one: window.__tables holds {to: 'solver' | 'tables', op, side, build} and
 * {from, type, side, source}. A 'tables' worker is the background builder.
 */
function recordTables() {
  const Real = window.Worker;
  window.__tables = [];
  window.Worker = class extends Real {
    constructor(url, options) {
      super(url, options);
      const name = options?.name ?? '';
      this.addEventListener('message', ({ data }) => {
        if (/^prepare-(start|end|error)$/.test(data?.type ?? '')) window.__tables.push({ from: name, type: data.type, side: data.side, source: data.source });
      });
      const post = this.postMessage.bind(this);
      this.postMessage = (message, ...rest) => {
        if (message?.op === 'prepare') window.__tables.push({ to: name, op: 'prepare', side: message.side, build: message.build });
        return post(message, ...rest);
      };
    }
  };
}

/** The wasm memory of the page's solving worker, in bytes: the same module instance, asked from inside the worker. */
async function solverMemory(workers) {
  for (const worker of workers) {
    const name = await worker.evaluate(() => self.name).catch(() => null); // an ended worker
    if (name !== 'solver') continue;
    return worker.evaluate(async () => {
      const module = await import('/pkg/slide_puzzle.js');
      return (await module.default()).memory.buffer.byteLength;
    });
  }
  throw new Error('no solving worker');
}

const remaining = (page) => page.evaluate(() => {
  const el = document.querySelector('#remaining');
  const bound = document.querySelector('#remaining-bound');
  return { text: el.textContent, proof: el.dataset.proof, lower: bound.hidden ? '' : bound.textContent };
});

describe('the 15- and 24-puzzle tables in one page', () => {
  test('4×4 proven, 5×5 with a bound, 4×4 proven again without loading its tables twice; the solver’s memory within the tables’ sizes and an allowance', async (t) => {
    const workers = [];
    const { page, errors } = await env.openGame(t, {
      query: `?board=${KORF79.join(',')}`,
      ready: false,
      timeout: 60_000,
      init: { content: `(${recordTables})();` },
      beforeGoto: async (p) => {
        await seedTables(p, env.server.url, [5]); // the 15-puzzle's are seeded by openGame ('auto')
        p.on('worker', (w) => workers.push(w));
      },
    });
    await waitIdle(page, 60_000);
    assert.deepEqual(await boardOf(page), KORF79);
    assert.deepEqual(await remaining(page), { text: String(KORF79_LENGTH), proof: 'optimal', lower: '' }, 'Korf #79 proven at its published optimum');
    const memory4 = await solverMemory(workers);

    // 5×5 in the same page: its tables are loaded into the same solving worker.
    await page.selectOption('#size', '5x5');
    await waitBoard(page, { tiles: 25 }, 30_000);
    await page.waitForFunction(() => window.__tables.some((e) => e.type === 'prepare-end' && e.side === 5), null, { timeout: 60_000 });
    await page.waitForFunction(() => document.querySelector('#remaining').dataset.proof === 'bound'
      && !document.querySelector('#remaining-bound').hidden, null, { timeout: 60_000 });
    const five = await remaining(page);
    assert.match(five.text, /^≤ \d+$/);
    assert.match(five.lower, /^≥ \d+$/);
    assert.ok(Number(five.lower.slice(2)) <= Number(five.text.slice(2)), `the bound ${five.lower} is not above the answer ${five.text}`);
    const memory45 = await solverMemory(workers);

    // Back to 4×4 (a new deal), then Korf #55 typed in (a board the page has not solved, so
    // the worker searches again; a random deal's proof could take a minute, #55's is quick):
    // proven, with the tables already in the worker.
    await page.selectOption('#size', '4x4');
    await waitBoard(page, { tiles: 16 }, 30_000);
    await page.fill('#custom-board', KORF55.join(','));
    await page.click('#custom-load');
    await page.waitForFunction((want) => document.querySelector('#board').dataset.tiles === want, KORF55.join(','));
    await waitIdle(page, 60_000);
    assert.deepEqual(await remaining(page), { text: String(KORF55_LENGTH), proof: 'optimal', lower: '' }, 'Korf #55 proven at its published optimum');
    const memoryBack = await solverMemory(workers);

    const log = await page.evaluate(() => window.__tables);
    const ends = (side) => log.filter((e) => e.type === 'prepare-end' && e.side === side).map((e) => `${e.from}:${e.source}`);
    assert.deepEqual(ends(4), ['solver:loaded'], `the 15-puzzle tables loaded once, never built: ${JSON.stringify(log)}`);
    assert.deepEqual(ends(5), ['solver:loaded'], `the 24-puzzle tables loaded once, never built: ${JSON.stringify(log)}`);
    assert.equal(log.filter((e) => e.to === 'tables' || e.from === 'tables').length, 0, 'no background build');
    assert.equal(log.filter((e) => e.op === 'prepare' && e.side === 4).length, 1, 'the solving worker was not asked for the 15-puzzle tables again');

    // The solving worker's wasm memory: the module (1.1 MB) grows by the tables it holds and
    // what its searches use; it never shrinks, so the last reading is the most it reached.
    t.diagnostic(`solver wasm memory: 4×4 ${(memory4 / MB).toFixed(1)} MB, with 5×5 ${(memory45 / MB).toFixed(1)} MB, back on 4×4 ${(memoryBack / MB).toFixed(1)} MB; bound ${(MEMORY_BOUND / MB).toFixed(1)} MB`);
    assert.ok(memory4 >= TABLES4, `the 15-puzzle tables are in the worker: ${memory4} bytes`);
    assert.ok(memory45 >= TABLES4 + TABLES5, `both tables are in the worker: ${memory45} bytes`);
    assert.ok(memoryBack <= MEMORY_BOUND, `${(memoryBack / MB).toFixed(1)} MB, above the tables' ${((TABLES4 + TABLES5) / MB).toFixed(1)} MB + ${SEARCH_ALLOWANCE / MB} MB`);
    assert.deepEqual(errors, []);
  });
});

describe('a phone-sized heap', () => {
  const LIMIT_MB = 24; // MiB: below what the 15-puzzle tables need on import (their bytes and the tables)

  /** An init script: the page's solving workers run on a heap of `mb` MiB (fixtures/small-heap-worker.js). */
  const smallHeap = (mb) => {
    const Real = window.Worker;
    window.__solvers = 0;
    window.__messages = [];
    window.Worker = class extends Real {
      constructor(url, options) {
        const solver = options?.name === 'solver';
        if (solver) window.__solvers += 1;
        super(solver ? `/tests/e2e/fixtures/small-heap-worker.js?mb=${mb}` : url, options);
      }
    };
    // Every text the message line takes, from the start.
    document.addEventListener('DOMContentLoaded', () => {
      const message = document.querySelector('#message');
      new MutationObserver(() => window.__messages.push(message.textContent))
        .observe(message, { childList: true, subtree: true, characterData: true });
    });
  };

  test('the 15-puzzle tables do not fit: the page says so once, in words, gives up hints and stays playable', async (t) => {
    const workers = [];
    const { page, errors } = await env.openGame(t, {
      query: `?board=${KORF79.join(',')}`,
      ready: false,
      init: { content: `(${smallHeap})(${LIMIT_MB});` },
      beforeGoto: (p) => p.on('worker', (w) => workers.push(w)),
    });
    const said = /needs more memory than this device gave it/;
    await page.waitForFunction((source) => new RegExp(source).test(document.querySelector('#message').textContent),
      said.source, { timeout: 60_000 });
    await waitBoard(page, { mode: 'idle', busy: false }, 30_000);
    const message = await page.textContent('#message');
    assert.match(message, /you can still play/);
    assert.doesNotMatch(message, /unreachable|RuntimeError|Error|wasm|trap/i, 'no raw error');
    assert.equal(await page.isDisabled('#hint'), true, 'no hints');
    assert.equal(await page.isDisabled('#solve'), true, 'no Solve');
    assert.equal(await page.evaluate(() => window.__solvers), 1, 'no fresh worker to fail the same way');

    // Playable: a slide, its undo, a new board.
    const start = await boardOf(page);
    assert.deepEqual(start, KORF79);
    const [tile] = neighbours(start);
    await page.click(`#board button[data-tile="${tile}"]`);
    assert.deepEqual(await waitBoardChange(page, start), slide(start, tile), 'a slide');
    await page.click('#undo');
    assert.deepEqual(await waitBoardChange(page, slide(start, tile)), start, 'its undo');
    await page.click('#shuffle');
    const dealt = await waitBoardChange(page, start);
    assert.equal(dealt.length, 16, 'a new 4×4 board');
    const [next] = neighbours(dealt);
    await page.click(`#board button[data-tile="${next}"]`);
    assert.deepEqual(await waitBoardChange(page, dealt), slide(dealt, next), 'played on');

    const texts = await page.evaluate(() => window.__messages);
    const times = texts.filter((m, i) => said.test(m) && !said.test(texts[i - 1] ?? '')).length;
    assert.equal(times, 1, `said once: ${JSON.stringify(texts)}`);
    assert.equal(await page.evaluate(() => window.__solvers), 1, 'still one worker');
    assert.deepEqual(errors, []);
  });
});
