// Unit tests for www/assist/distance.js: what is known about the board shown's distance, with a
// stand-in solver whose answers the test releases: a cached answer at once, a fresh one asked
// for, a stale one ignored, a short answer shown as a bound until the proof replaces it.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Distance } from '../../www/assist/distance.js';
import { SupersededError } from '../../www/solver/solver-errors.js';
import { fakeClock } from './harness.mjs';

function standInSolver(cache = {}) {
  const asked = [];
  return {
    asked,
    best: (tiles) => (cache[tiles.join(',')] ? { moves: cache[tiles.join(',')], optimal: true, final: true, proving: false, lowerBound: 0 } : null),
    lowerBoundOf: () => null,
    solve: (tiles) => new Promise((resolve, reject) => asked.push({ key: tiles.join(','), resolve, reject })),
  };
}

const settle = () => new Promise((r) => { setImmediate(r); });

describe('distance', () => {
  test('a cached answer at once; else asked for, and pending once it keeps the player waiting', async () => {
    const clock = fakeClock();
    const solver = standInSolver({ '1,2,0': [2] });
    const d = new Distance(solver, clock.now);
    d.refresh([1, 2, 0], { solved: false, solverOk: true });
    assert.equal(d.remaining, 1);
    assert.equal(solver.asked.length, 0);
    d.refresh([1, 0, 2], { solved: false, solverOk: true });
    assert.equal(d.remaining, null);
    assert.equal(d.pending(300), false);
    clock.advance(300);
    assert.equal(d.pending(300), true);
    const answers = [];
    d.on('answer', (a) => answers.push(a));
    solver.asked[0].resolve([2, 3]);
    await settle();
    assert.equal(d.remaining, 2);
    assert.deepEqual(answers, [{ key: '1,0,2', length: 2 }]);
  });

  test('an answer for a board no longer shown is ignored; a superseded request is no error', async () => {
    const solver = standInSolver();
    const d = new Distance(solver, () => 0);
    d.refresh([1, 0, 2], { solved: false, solverOk: true });
    d.refresh([0, 1, 2], { solved: false, solverOk: true });
    solver.asked[0].resolve([9, 9, 9]);
    solver.asked[1].reject(new SupersededError());
    await settle();
    assert.equal(d.remaining, null);
    assert.equal(d.error, false);
    d.refresh([0, 1, 2], { solved: false, solverOk: true });
    solver.asked[2].reject(new Error('the solver gave up'));
    const errors = [];
    d.on('error', (e) => errors.push(e.error.message));
    await settle();
    assert.equal(d.error, true);
    assert.deepEqual(errors, ['the solver gave up']);
  });

  test('a short answer is a bound while the proof is searched for; the proved bound rises; the proof replaces it', async () => {
    const solver = standInSolver();
    const d = new Distance(solver, () => 0);
    const board = [1, 0, 2];
    d.refresh(board, { solved: false, solverOk: true });
    d.interim('1,0,2', [5, 6, 7, 8], 2);
    assert.deepEqual([d.remaining, d.proven, d.lowerBound, d.proving(board)], [4, false, 2, true]);
    d.progress(board, 3);
    d.progress(board, 1);
    assert.equal(d.lowerBound, 3, 'a bound only rises');
    d.interim('9,9,9', [1], 0);
    assert.equal(d.remaining, 4, 'a short answer for another board is ignored');
    solver.asked[0].resolve([5, 6, 7]);
    await settle();
    assert.deepEqual([d.remaining, d.proven, d.proving(board)], [3, true, false]);
    d.failed();
    assert.equal(d.error, false, 'the distance was known');
  });

  test('a solved board needs nothing; with the solver off nothing is asked', () => {
    const solver = standInSolver();
    const d = new Distance(solver, () => 0);
    d.refresh([1, 2, 0], { solved: true, solverOk: true });
    assert.equal(d.remaining, 0);
    d.refresh([1, 0, 2], { solved: false, solverOk: false });
    assert.equal(solver.asked.length, 0);
    assert.equal(d.remaining, null);
  });
});
