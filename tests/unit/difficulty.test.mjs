// Unit tests for www/play/difficulty.js: the 3×3, 4×4 and 5×5 keep the levels they had (written out
// here), every other shape offers Any board and levels with solved top rows that leave at least
// two rows to play, and each level asks the rules for a board of the shape it is given. The
// rules are a stand-in that notes what it was asked.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { defaultLevel, levelOf, levelsFor } from '../../www/play/difficulty.js';
import { MAX_SIDE, MIN_SIDE, shapeOf } from '../../www/play/shape.js';

/** Rules that answer each deal with what was asked, as [name, ...arguments]. */
const asked = {
  shuffle: (shape, ...rest) => ['shuffle', `${shape.width}x${shape.height}`, ...rest],
  dealWithSolvedRows: (shape, ...rest) => ['dealWithSolvedRows', `${shape.width}x${shape.height}`, ...rest],
  dealAtDistance: (...args) => ['dealAtDistance', ...args],
};

const summary = (shape) => levelsFor(shape).map(({ value, label, note, optimal }) => ({ value, label, note, optimal }));
const RANDOM_NOTE = 'Any solvable board, uniformly at random.';

describe('difficulty', () => {
  test('the 3×3 keeps Any board and the exact distances', () => {
    const shape = shapeOf(3);
    assert.deepEqual(summary(shape), [
      { value: 'random', label: 'Any board', note: RANDOM_NOTE, optimal: undefined },
      ...[5, 10, 15, 20, 25, 31].map((n) => ({
        value: String(n), label: `Exactly ${n} moves`, optimal: n,
        note: `Exactly ${n} moves from solved at best, uniformly among all such boards.`,
      })),
    ]);
    assert.deepEqual(levelOf(shape, 'random').deal(asked, shape), ['shuffle', '3x3']);
    assert.deepEqual(levelOf(shape, '20').deal(asked, shape), ['dealAtDistance', 20]);
    assert.equal(defaultLevel(shape), 'random');
  });

  test('the 4×4 keeps Easy, Medium and Hard, and starts at Hard', () => {
    const shape = shapeOf(4);
    assert.deepEqual(summary(shape), [
      { value: 'easy', label: 'Easy', note: 'Easy: top two rows already in place; the rest uniformly random.', optimal: undefined },
      { value: 'medium', label: 'Medium', note: 'Medium: top row already in place; the rest uniformly random.', optimal: undefined },
      { value: 'hard', label: 'Hard', note: 'Hard: fully random, uniformly among all solvable boards.', optimal: undefined },
    ]);
    assert.deepEqual(levelsFor(shape).map((l) => l.deal(asked, shape)),
      [['dealWithSolvedRows', '4x4', 2], ['dealWithSolvedRows', '4x4', 1], ['dealWithSolvedRows', '4x4', 0]]);
    assert.equal(defaultLevel(shape), 'hard');
    assert.equal(levelOf(shape, 'nonsense').value, 'hard', 'an unknown level: the default');
  });

  test('the 5×5 keeps its one level', () => {
    const shape = shapeOf(5);
    assert.deepEqual(summary(shape), [{ value: 'random', label: 'Random', note: RANDOM_NOTE, optimal: undefined }]);
    assert.deepEqual(levelsFor(shape)[0].deal(asked, shape), ['shuffle', '5x5']);
  });

  test('a 4×3: Easy with its top row in place, then Any board', () => {
    const shape = shapeOf(4, 3);
    assert.deepEqual(summary(shape), [
      { value: 'easy', label: 'Easy', note: 'Easy: top row already in place; the rest uniformly random.', optimal: undefined },
      { value: 'random', label: 'Any board', note: RANDOM_NOTE, optimal: undefined },
    ]);
    assert.deepEqual(levelOf(shape, 'easy').deal(asked, shape), ['dealWithSolvedRows', '4x3', 1]);
    assert.deepEqual(levelOf(shape, 'random').deal(asked, shape), ['shuffle', '4x3']);
    assert.equal(defaultLevel(shape), 'random');
    assert.equal(levelOf(shape, 'hard').value, 'random', 'a 4×4 level is not a 4×3 one');
  });

  test('a 3×7: Easy leaves two rows, Medium about half the rest', () => {
    const shape = shapeOf(3, 7);
    assert.deepEqual(levelsFor(shape).map((l) => [l.value, l.deal(asked, shape)]), [
      ['easy', ['dealWithSolvedRows', '3x7', 5]],
      ['medium', ['dealWithSolvedRows', '3x7', 3]],
      ['random', ['shuffle', '3x7']],
    ]);
    assert.equal(levelOf(shape, 'easy').note, 'Easy: top five rows already in place; the rest uniformly random.');
  });

  test('every other shape: Any board, the default; solved rows only where two rows are left to play', () => {
    for (let width = MIN_SIDE; width <= MAX_SIDE; width += 1) {
      for (let height = MIN_SIDE; height <= MAX_SIDE; height += 1) {
        const shape = shapeOf(width, height);
        if (['3x3', '4x4', '5x5'].includes(shape.key)) continue;
        const levels = levelsFor(shape);
        assert.equal(defaultLevel(shape), 'random', shape.key);
        assert.deepEqual(levelOf(shape, 'random').deal(asked, shape), ['shuffle', `${width}x${height}`], shape.key);
        const rows = levels.filter((l) => l.value !== 'random').map((l) => l.deal(asked, shape));
        for (const [name, dealt, r] of rows) {
          assert.deepEqual([name, dealt], ['dealWithSolvedRows', `${width}x${height}`], shape.key);
          assert.ok(r >= 1 && height - r >= 2, `${shape.key}: ${r} rows in place`);
        }
        assert.equal(rows.length, height === 2 ? 0 : height === 3 ? 1 : 2, shape.key);
        assert.equal(new Set(levels.map((l) => l.value)).size, levels.length, `${shape.key}: values apart`);
        assert.ok(levels.every((l) => /uniformly/.test(l.note)), shape.key);
      }
    }
  });

  test('the same frozen levels for the same shape', () => {
    assert.equal(levelsFor(shapeOf(6, 2)), levelsFor(shapeOf(6, 2)));
    assert.ok(Object.isFrozen(levelsFor(shapeOf(6, 2))));
    assert.ok(Object.isFrozen(levelsFor(shapeOf(3))[0]));
  });
});
