// Unit tests for www/inside/inside-model.js: what the Inside panel says, from figures written here in
// the shape the wasm module's explain, race and searchFigures give.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  HEURISTICS, conflictSentences, count, duration, estimateRows, paritySentence, raceBars, raceSummary,
  searchSentence, sumSentence, tileFigures, withinTruth,
} from '../../www/inside/inside-model.js';

// 3 and 1 reversed in the top row, the blank among them: Manhattan 2 + 0 + 2, one conflict line.
const TILES = [3, 2, 1, 4, 5, 6, 7, 8, 0];
const EXPLAINED = {
  width: 3, height: 3,
  manhattan: [2, 0, 2, 0, 0, 0, 0, 0, 0],
  conflicts: [{ axis: 'row', index: 0, pairs: [[3, 2], [3, 1], [2, 1]], penalty: 4 }],
  estimates: { manhattan: 4, linearConflict: 4, manhattanLinearConflict: 8, walkingDistance: 6, patternDatabase: 8 },
  trueDistance: undefined,
  parity: { solvable: false, inversions: 3, whyUnsolvable: 'This board cannot be solved: it has 3 inversions.' },
};

describe('inside-model', () => {
  test('numbers and durations', () => {
    assert.equal(count(1234567), '1,234,567');
    assert.equal(duration(0.4213), '0.42 ms');
    assert.equal(duration(51.7), '52 ms');
    assert.equal(duration(1530), '1.5 s');
  });

  test('every heuristic has a name and one sentence each on what it counts and why it never overestimates', () => {
    assert.deepEqual(HEURISTICS.map((h) => h.id), ['manhattan', 'linear-conflict', 'walking-distance', 'pattern-database']);
    for (const h of HEURISTICS) {
      for (const sentence of [h.counts, h.admissible]) {
        assert.match(sentence, /^[A-Z].*\.$/);
        assert.equal(sentence.split(/\. /).length, 1, `one sentence: ${sentence}`);
      }
    }
  });

  test('estimate rows: values, and why a value is missing', () => {
    const unsolvable = estimateRows(EXPLAINED);
    assert.deepEqual(unsolvable.rows.map((r) => r.value), [4, 8, 6, 8]);
    assert.equal(unsolvable.truth, null);
    assert.match(unsolvable.truthNote, /cannot be solved/);

    const fifteen = {
      ...EXPLAINED, width: 4, height: 4, estimates: { manhattan: 30, linearConflict: 6, manhattanLinearConflict: 36, walkingDistance: 34 },
      parity: { solvable: true, inversions: 40, blankRowFromBottom: 2 },
    };
    const rows = estimateRows(fifteen, 50);
    assert.deepEqual(rows.rows.map((r) => r.value), [30, 36, 34, null]);
    assert.match(rows.rows[3].missing, /15-puzzle tables/);
    assert.equal(rows.truth, 50, 'the proven optimum from the game');
    assert.match(estimateRows(fifteen).truthNote, /proven/);

    const big = { ...fifteen, width: 5, height: 5, estimates: { manhattan: 60, linearConflict: 2, manhattanLinearConflict: 62 } };
    const missing = estimateRows(big).rows.map((r) => r.missing);
    assert.deepEqual(missing, ['', '', 'only for boards up to 4×4', 'not for this size']);
    assert.ok(withinTruth(20, 21) && withinTruth(null, 3) && !withinTruth(22, 21));
  });

  test('parity: the solver\'s reason when unsolvable, the figures when solvable', () => {
    assert.equal(paritySentence(EXPLAINED), EXPLAINED.parity.whyUnsolvable);
    const odd = paritySentence({ width: 3, height: 3, parity: { solvable: true, inversions: 6 } });
    assert.match(odd, /^Solvable: it has 6 inversions .*even number.*3×3/);
    const one = paritySentence({ width: 3, height: 3, parity: { solvable: true, inversions: 0 } });
    assert.match(one, /0 inversions/);
    const even = paritySentence({ width: 4, height: 4, parity: { solvable: true, inversions: 41, blankRowFromBottom: 1 } });
    assert.match(even, /41 inversions.*row 1 counted from the bottom.*41 \+ 1 = 42 is even/);
    const wide = paritySentence({ width: 4, height: 3, parity: { solvable: true, inversions: 5, blankRowFromBottom: 1 } });
    assert.match(wide, /On a 4×3 board/, 'a rectangle named width first');
  });

  test('per-tile figures: distance and conflict partners; the sum adds them up', () => {
    const figures = tileFigures(TILES, EXPLAINED);
    assert.deepEqual(figures.map((f) => f.distance), EXPLAINED.manhattan);
    assert.deepEqual(figures[0], { tile: 3, distance: 2, conflicts: [1, 2], text: 'Tile 3: 2 moves from home, in linear conflict with 1 and 2' });
    assert.equal(figures[3].text, 'Tile 4: home');
    assert.equal(figures[8].text, '');
    assert.deepEqual(conflictSentences(EXPLAINED), ['Row 1: 3 before 2, 3 before 1 and 2 before 1, in their goal row but reversed; +4.']);
    assert.equal(sumSentence(TILES, EXPLAINED), 'Manhattan distance: 2 + 0 + 2 + 0 + 0 + 0 + 0 + 0 = 4; linear conflict adds 4, 8 in all.');
  });

  test('race bars: shares of the most nodes, every figure in words', () => {
    const laps = [
      { heuristic: 'manhattan', finished: true, expanded: 16867, generated: 27064, ms: 5.2, length: 31 },
      { heuristic: 'linear-conflict', finished: true, expanded: 9249, generated: 13532, ms: 2.1, length: 31 },
      { heuristic: 'pattern-database', finished: true, expanded: 10, generated: 20, ms: 0.01, length: 31 },
      { heuristic: 'walking-distance', finished: false, expanded: 1000, generated: 1900, ms: 0.3 },
    ];
    const bars = raceBars(laps, 1000);
    assert.deepEqual(bars.map((b) => b.share), [1, 0.5, 0.01, 1900 / 27064]);
    assert.equal(bars[0].text, '27,064 nodes generated, 16,867 expanded, 5.20 ms; solved in 31 moves.');
    assert.match(bars[3].text, /stopped at the budget of 1,000 nodes expanded/);
    assert.equal(bars[1].name, 'Manhattan + linear conflict');
    assert.equal(raceSummary(laps), 'Pattern database generated 1,353× fewer nodes than Manhattan distance.');
    assert.equal(raceSummary(laps.slice(0, 2)), 'Manhattan + linear conflict generated 2.0× fewer nodes than Manhattan distance.');
    assert.equal(raceSummary([]), '');
    const outOfBudget = [{ ...laps[0], finished: false, generated: 40596 }, laps[1], { ...laps[2], finished: false, generated: 2 }];
    assert.equal(raceSummary(outOfBudget), 'Manhattan + linear conflict finished with 3.0× fewer nodes than Manhattan distance had generated when it ran out of budget.');
    assert.equal(raceSummary([{ ...laps[0], finished: false, generated: 100 }, laps[1]]), '', 'no claim when the finisher needed more');
    assert.equal(raceSummary([laps[3]]), '', 'no finisher');
  });

  test('search figures in words: A* with its sets, IDA* without, none at all', () => {
    const astar = searchSentence({ algorithm: 'A*', heuristic: 'linear-conflict', expanded: 4400, generated: 7193, ms: 0.58, length: 31, open: 2391, closed: 4400 });
    assert.equal(astar, 'A* with Manhattan + linear conflict: 4,400 nodes expanded, 7,193 generated, 0.58 ms; 31 moves. The open list held 2,391 entries when the goal was reached; the closed set 4,400 positions.');
    const ida = searchSentence({ algorithm: 'IDA*', heuristic: 'pattern-database', expanded: 100, generated: 210, ms: 12, length: 1 });
    assert.match(ida, /^IDA\* with pattern database: 100 nodes expanded, 210 generated, 12 ms; 1 move\. IDA\* keeps no open/);
    assert.match(ida, /never tries a run of moves that ends where an earlier run of no more moves already led/);
    assert.match(searchSentence(undefined), /No optimal search/);
  });
});
