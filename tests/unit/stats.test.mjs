// Unit tests for www/stats/stats.js: averages with their best and worst dropped, TPS, assisted solves
// kept out, CSV, what storage keeps per board shape, and saves from before rectangles read as
// squares. Every expected figure is worked out by hand here.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { shapeOf } from '../../www/play/shape.js';
import { REPLAYS_PER_SIZE, Stats, averageOf, summarize, timeText, toCsv, tps, trimmed } from '../../www/stats/stats.js';
import { pack } from '../../www/replay/replay.js';
import { rules } from './harness.mjs';

const solve = (ms, moves = 30, extra = {}) => ({ size: '3x3', ms, moves, assisted: false, optimal: 22, at: 1_000, ...extra });

function memoryStorage() {
  const data = new Map();
  return {
    get: (key, check, fallback) => (data.has(key) && check(JSON.parse(data.get(key))) ? JSON.parse(data.get(key)) : fallback),
    set: (key, value) => { data.set(key, JSON.stringify(value)); return true; },
  };
}

describe('stats', () => {
  test('ao5 drops the best and the worst of the last five', () => {
    const times = [10_000, 12_000, 9_000, 15_000, 11_000];
    assert.equal(averageOf(times, 5), (10_000 + 12_000 + 11_000) / 3); // 9 s and 15 s dropped
    assert.equal(averageOf(times.slice(1), 5), null, 'four are not an ao5');
    // A sixth: the last five are 12, 9, 15, 11, 8 s; 8 and 15 dropped.
    const more = summarize([...times, 8_000].map((ms) => solve(ms)));
    assert.equal(more.averages[5].current, (12_000 + 9_000 + 11_000) / 3);
    assert.equal(more.averages[5].best, (12_000 + 9_000 + 11_000) / 3, 'better than the first five (11 s)');
    assert.equal(more.best, 8_000);
  });

  test('ao12 drops one at each end; ao50 three; ao100 five', () => {
    assert.deepEqual([5, 12, 50, 100].map(trimmed), [1, 1, 3, 5]);
    const twelve = Array.from({ length: 12 }, (_, i) => (i + 1) * 1000);
    assert.equal(averageOf(twelve, 12), 6_500); // 2..11 s
    const fifty = Array.from({ length: 50 }, (_, i) => (i + 1) * 1000);
    fifty[49] = 1_000_000; // an outlier among the three worst
    assert.equal(averageOf(fifty, 50), 25_500); // 4..47 s
    const hundred = Array.from({ length: 100 }, (_, i) => (i + 1) * 1000);
    assert.equal(averageOf(hundred, 100), 50_500); // 6..95 s
    const s = summarize(hundred.map((ms) => solve(ms)));
    assert.equal(s.averages[100].current, 50_500);
    assert.equal(s.averages[5].best, 3_000, 'the best run of five is the first: 2, 3, 4 s kept');
    assert.equal(s.averages[5].current, 98_000);
  });

  test('TPS and mean moves; assisted solves are listed but out of every figure', () => {
    assert.equal(tps({ moves: 30, ms: 12_000 }), 2.5);
    assert.equal(tps({ moves: 3, ms: 0 }), null);
    const s = summarize([
      solve(12_000, 30), solve(10_000, 40), solve(1, 2, { assisted: true }),
      solve(20_000, 50), solve(8_000, 20), solve(9_000, 45),
    ]);
    assert.equal(s.count, 6);
    assert.equal(s.counted, 5);
    assert.equal(s.best, 8_000);
    assert.equal(s.meanMoves, (30 + 40 + 50 + 20 + 45) / 5);
    assert.equal(s.meanTps, (2.5 + 4 + 2.5 + 2.5 + 5) / 5);
    assert.equal(s.averages[5].current, (12_000 + 10_000 + 9_000) / 3, 'the assisted 1 ms solve is not in it');
    assert.equal(s.averages[12].current, null);
  });

  test('times as speedsolvers write them; CSV with a header', () => {
    assert.equal(timeText(12_345), '12.345');
    assert.equal(timeText(62_345), '1:02.345');
    assert.equal(timeText(null), '–');
    assert.equal(toCsv([solve(12_000, 30, { at: Date.UTC(2026, 0, 2) }), solve(8_000, 40, { size: '4x3', at: Date.UTC(2026, 0, 3), optimal: null })]),
      'size,date,time_s,moves,tps,optimal,assisted\n3x3,2026-01-02T00:00:00.000Z,12.000,30,2.50,22,no\n'
      + '4x3,2026-01-03T00:00:00.000Z,8.000,40,5.00,,no\n');
  });

  test('kept in storage, per session and all time, refused when malformed, cleared', () => {
    const storage = memoryStorage();
    const stats = new Stats(storage, 5_000);
    assert.equal(stats.add(solve(10_000, 30, { at: 4_000 })), true);
    assert.equal(stats.add(solve(9_000, 30, { at: 6_000 })), true);
    assert.equal(stats.add(solve(9_000, 30, { size: '4x4', at: 6_000 })), true);
    assert.equal(stats.add({ size: '3x3', ms: -1, moves: 1, assisted: false, optimal: null, at: 1 }), false);
    const again = new Stats(storage, 5_000);
    assert.equal(again.of('3x3').length, 2);
    assert.equal(again.of('3x3', { session: true }).length, 1);
    assert.equal(again.of('4x4').length, 1);
    again.clear();
    assert.equal(new Stats(storage).of('3x3').length, 0);
  });

  test('kept per shape: 4×3 and 3×4 apart from each other and from the squares; a size is a key or a shape', () => {
    const stats = new Stats(memoryStorage(), 0);
    assert.equal(stats.add(solve(7_000, 30, { size: '4x3' })), true);
    assert.equal(stats.add(solve(8_000, 30, { size: shapeOf(4, 3) })), true, 'a shape for the size');
    assert.equal(stats.add(solve(9_000, 30, { size: '3x4' })), true);
    assert.deepEqual(stats.of('4x3').map((s) => s.ms), [7_000, 8_000]);
    assert.deepEqual(stats.of(shapeOf(4, 3)).map((s) => s.ms), [7_000, 8_000]);
    assert.deepEqual(stats.of('3x4').map((s) => s.ms), [9_000]);
    assert.equal(stats.of('4x4').length, 0);
    assert.equal(stats.solves[1].size, '4x3', 'kept as its key');
    for (const size of ['9x3', '4x1', 'big', 12, undefined]) {
      assert.equal(stats.add(solve(1_000, 30, { size })), false, `size ${size} refused`);
    }
    assert.equal(stats.of('9x3').length, 0);
  });
});

describe('saves from before rectangles', () => {
  test('solves stored with a side are read as that square, kept, counted and written back with their size', () => {
    const old = [
      { side: 3, ms: 12_000, moves: 30, assisted: false, optimal: 22, at: 1_000, replay: 'AQMBAgMEAAUHCAYCAgCkEw' },
      { side: 4, ms: 60_000, moves: 90, assisted: true, optimal: null, at: 2_000 },
      { side: 3, ms: 10_000, moves: 28, assisted: false, optimal: 20, at: 3_000 },
    ];
    const storage = memoryStorage();
    storage.set('solves', old);
    const stats = new Stats(storage, 0);
    assert.deepEqual(stats.of('3x3').map((s) => s.ms), [12_000, 10_000]);
    assert.equal(stats.of('3x3')[0].replay, 'AQMBAgMEAAUHCAYCAgCkEw', 'its replay kept');
    assert.deepEqual(stats.of('4x4').map((s) => s.ms), [60_000]);
    assert.equal(summarize(stats.of('3x3')).best, 10_000);
    assert.match(toCsv(stats.solves), /\n3x3,.*\n4x4,.*\n3x3,/);
    stats.add(solve(9_000, 25, { size: '3x3', at: 4_000 }));
    const saved = storage.get('solves', () => true, null);
    assert.deepEqual(saved.map((s) => s.size), ['3x3', '4x4', '3x3', '3x3']);
    assert.ok(saved.every((s) => !('side' in s)), 'written back in the new form');
    assert.equal(new Stats(storage).of('3x3').length, 3);
  });

  test('one damaged solve costs only itself', () => {
    const storage = memoryStorage();
    storage.set('solves', [
      { side: 3, ms: 12_000, moves: 30, assisted: false, optimal: 22, at: 1_000 },
      { side: 3, ms: 'fast', moves: 30, assisted: false, optimal: 22, at: 1_000 },
      { side: 9, ms: 12_000, moves: 30, assisted: false, optimal: 22, at: 1_000 },
      null,
      { size: '4x3', ms: 5_000, moves: 30, assisted: false, optimal: null, at: 1_000 },
    ]);
    const stats = new Stats(storage);
    assert.deepEqual(stats.solves.map((s) => [s.size, s.ms]), [['3x3', 12_000], ['4x3', 5_000]]);
    storage.set('solves', { not: 'a list' });
    assert.deepEqual(new Stats(storage).solves, []);
  });
});

describe('replays kept with solves', () => {
  test('the last REPLAYS_PER_SIZE of a shape keep their replay, older ones only their figures; old saves load', () => {
    const storage = memoryStorage();
    storage.set('solves', [solve(9_000)]); // saved before replays existed
    const stats = new Stats(storage);
    assert.equal(stats.solves.length, 1);
    const extra = 7;
    for (let i = 0; i < REPLAYS_PER_SIZE + extra; i += 1) stats.add(solve(10_000 + i, 30, { replay: `code${i}` }));
    stats.add(solve(5_000, 30, { size: '3x4', replay: 'three by four' }));
    const again = new Stats(storage);
    const threes = again.of('3x3');
    assert.equal(threes.length, REPLAYS_PER_SIZE + extra + 1);
    const kept = threes.filter((s) => s.replay !== undefined).map((s) => s.replay);
    assert.equal(kept.length, REPLAYS_PER_SIZE);
    assert.equal(kept[0], `code${extra}`, 'the oldest replays were dropped');
    assert.equal(threes[1].ms, 10_000, 'an old solve keeps its figures');
    assert.equal(again.of('3x4')[0].replay, 'three by four', 'another shape is not touched');
    assert.equal(stats.add(solve(1, 1, { replay: 42 })), false, 'a replay is a code');
  });
});

describe('replays that are damaged or another board\'s', () => {
  // Codes packed here by hand (pack checks nothing): a 3×3 solve whose one move, tile 8 going
  // left, reaches the goal; the same board played the wrong way; a 4×4 solve of one move.
  const sound = pack({ shape: { width: 3, height: 3 }, start: [1, 2, 3, 4, 5, 6, 7, 0, 8], dirs: ['left'], times: [0] });
  const wrongWay = pack({ shape: { width: 3, height: 3 }, start: [1, 2, 3, 4, 5, 6, 7, 0, 8], dirs: ['right'], times: [0] });
  const fourByFour = pack({ shape: { width: 4, height: 4 }, start: [...Array.from({ length: 14 }, (_, i) => i + 1), 0, 15], dirs: ['left'], times: [0] });

  test('each is dropped from its solve with a notice, the solves and the sound replay kept, and the next load is quiet', () => {
    const storage = { ...memoryStorage(), notices: [] };
    const solves = [
      solve(10_000, 1, { replay: sound }),
      solve(11_000, 1, { replay: 'not a replay!' }),    // not a code at all
      solve(12_000, 1, { replay: sound.slice(0, -2) }), // cut short
      solve(13_000, 1, { replay: wrongWay }),           // moves that do not solve the board
      solve(14_000, 1, { replay: fourByFour }),         // another board's replay
      solve(15_000, 1),                                 // none
    ];
    storage.set('solves', solves);
    const stats = new Stats(storage, 0, { rules });
    assert.deepEqual(stats.solves.map((s) => s.ms), [10_000, 11_000, 12_000, 13_000, 14_000, 15_000], 'every solve kept');
    assert.deepEqual(stats.solves.map((s) => s.replay), [sound, undefined, undefined, undefined, undefined, undefined]);
    assert.deepEqual(storage.notices, ['4 of the saved replays could not be read and were left out; their solves are kept.']);
    const figures = { ...solves[1] };
    delete figures.replay;
    assert.deepEqual(storage.get('solves', () => true, null)[1], figures, 'written back without it');
    const again = { ...storage, notices: [] };
    assert.equal(new Stats(again, 0, { rules }).of('3x3')[0].replay, sound);
    assert.deepEqual(again.notices, [], 'nothing more to say');
    storage.set('solves', [solve(10_000, 1, { replay: fourByFour })]);
    new Stats(storage, 0, { rules });
    assert.equal(storage.notices.at(-1), '1 of the saved replays could not be read and was left out; its solve is kept.');
  });
});

describe('stats view', () => {
  test('rows for this session and all time, and the solves newest first', async () => {
    const { statsView, solveText } = await import('../../www/stats/stats-view.js');
    const storage = memoryStorage();
    const stats = new Stats(storage, 5_000);
    for (const [ms, at] of [[10_000, 1_000], [12_000, 2_000], [9_000, 6_000], [15_000, 7_000], [11_000, 8_000]]) {
      stats.add(solve(ms, 30, { at }));
    }
    stats.add(solve(500, 1, { at: 9_000, assisted: true }));
    stats.add(solve(1_000, 1, { at: 9_000, size: '3x4' }));
    const view = statsView(stats, shapeOf(3));
    assert.equal(view.size, '3×3');
    assert.equal(view.shape, shapeOf(3));
    const row = (label) => view.rows.find((r) => r.label === label);
    assert.deepEqual(row('Solves'), { label: 'Solves', session: { text: '3 of 4', best: null }, all: { text: '5 of 6', best: null } });
    assert.deepEqual(row('ao5').all, { text: '11.000', best: null }); // 10, 12, 11 s
    assert.deepEqual(row('ao5').session, { text: '–', best: null });
    assert.deepEqual(row('Best single').session, { text: '9.000', best: null });
    assert.equal(view.count, 6);
    assert.deepEqual(view.solves[0], { text: '0.500 s, 1 move, 2.00 TPS, optimal 22, assisted', replay: null });
    assert.equal(solveText(solve(12_000, 30)), '12.000 s, 30 moves, 2.50 TPS, optimal 22');
    const rect = statsView(stats, shapeOf(3, 4));
    assert.equal(rect.size, '3×4');
    assert.equal(rect.count, 1, 'only the 3×4 solve');
    assert.deepEqual(rect.rows.find((r) => r.label === 'Best single').all, { text: '1.000', best: null });
  });
});
