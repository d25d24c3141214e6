// Unit tests for www/assist/search-words.js: what the page says about tables, searches and hints.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  SEARCHING, distanceFigure, hintText, optimalityNote, percentText, searchDetail, solveWaitText, tablesText,
} from '../../www/assist/search-words.js';
import { shapeOf } from '../../www/play/shape.js';

describe('search-words', () => {
  test('tables: loading until a build reports a share, then building; the percent apart', () => {
    assert.equal(tablesText(4), 'Loading the 15-puzzle tables…');
    assert.equal(tablesText(4, null), 'Loading the 15-puzzle tables…');
    assert.equal(tablesText(4, 0), 'Building the 15-puzzle tables…');
    assert.equal(tablesText(5, 0.4), 'Building the 24-puzzle tables…');
    assert.equal(tablesText('8x2', 0.4), 'Building the 15-puzzle (8×2) tables…');
    assert.equal(percentText(0.4), '40 %');
    assert.equal(percentText(0.999), '99 %');
    assert.equal(percentText(1), '100 %');
    assert.equal(percentText(1.7), '100 %');
    assert.equal(percentText(-0.2), '0 %');
    assert.equal(percentText(null), '');
    assert.equal(percentText(NaN), '');
  });

  test('search detail: millions of positions and the bound, each only when known', () => {
    assert.equal(searchDetail(25_300_000, 76), '25 million positions, none shorter than 76');
    assert.equal(searchDetail(1_234_600_000, 80), '1,235 million positions, none shorter than 80');
    assert.equal(searchDetail(0, 76), 'none shorter than 76');
    assert.equal(searchDetail(4_194_304, undefined), '4 million positions');
    assert.equal(searchDetail(0, 0), '');
    assert.match(SEARCHING, /^Searching for the shortest…$/);
  });

  test('hints say whether they come from a proven shortest solution', () => {
    const short = hintText({ tile: 5, dir: 'left', proven: false, length: 92 });
    assert.match(short, /^Hint: tile 5 left, /);
    assert.match(short, /92-move solution not yet proven shortest/);
    const best = hintText({ tile: 7, dir: 'down', proven: true, length: 80 });
    assert.match(best, /^Hint: tile 7 down, the first move of a shortest solution \(80 moves\)/);
    assert.doesNotMatch(best, /not yet/);
    assert.match(hintText({ tile: 3, proven: true, length: 1 }), /^Hint: tile 3, /);
    assert.match(solveWaitText(104), /104-move solution is ready, not yet proven shortest/);
  });

  test('the "to go" figure: exact, or an upper bound with the lower bound apart', () => {
    assert.deepEqual(distanceFigure({ remaining: null, exact: true }), { value: null, bound: '' });
    assert.deepEqual(distanceFigure({ remaining: 80, exact: true, lowerBound: 74 }), { value: '80', bound: '' });
    assert.deepEqual(distanceFigure({ remaining: 92, exact: false, lowerBound: 74 }), { value: '≤ 92', bound: '≥ 74' });
    assert.deepEqual(distanceFigure({ remaining: 92, exact: false }), { value: '≤ 92', bound: '' });
    assert.deepEqual(distanceFigure({ remaining: 92, exact: false, lowerBound: 92 }), { value: '≤ 92', bound: '' });
    assert.deepEqual(distanceFigure({ remaining: 0, exact: false, lowerBound: 0 }), { value: '0', bound: '' });
  });

  test('the optimality note says how far the background build is', () => {
    const plain = '5×5 solutions are short but not guaranteed optimal.';
    assert.equal(optimalityNote(shapeOf(5)), plain);
    assert.equal(optimalityNote(shapeOf(6, 3)), '6×3 solutions are short but not guaranteed optimal.', 'a rectangle named width first');
    assert.equal(optimalityNote(shapeOf(5), null), plain);
    assert.equal(optimalityNote(shapeOf(5), { share: null }), `${plain} Building the 24-puzzle database for shorter ones…`);
    assert.equal(optimalityNote(shapeOf(5), { share: 0.427 }), `${plain} Building the 24-puzzle database for shorter ones: 42 %`);
    assert.equal(optimalityNote(shapeOf(6), { share: 1 }), '6×6 solutions are short but not guaranteed optimal. Building the 35-puzzle database for shorter ones: 100 %');
  });

  test('for a size with proven answers the note shows only while its tables are built', () => {
    assert.equal(optimalityNote(shapeOf(4), null, true), '');
    assert.equal(optimalityNote(shapeOf(3), null, true), '');
    const wait = 'Proofs use smaller tables until the 15-puzzle tables are built, once on this device';
    assert.equal(optimalityNote(shapeOf(4), { share: null }, true), `${wait}…`);
    assert.equal(optimalityNote(shapeOf(4), { share: 0.05 }, true), `${wait}: 5 %`);
    assert.equal(optimalityNote(shapeOf(4), { share: 0.999 }, true), `${wait}: 99 %`);
  });
});
