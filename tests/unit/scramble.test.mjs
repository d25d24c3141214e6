// Unit tests for www/notation/scramble.js: move text typed as a scramble, played by the real
// wasm rules from the goal; the expected boards are worked out here by hand.

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { rules } from './harness.mjs';
import { inverseMoves, isMoveText, parseScramble } from '../../www/notation/scramble.js';
import { shapeOf } from '../../www/play/shape.js';

const S3 = shapeOf(3);

test('move text is told from tiles by its letters', () => {
  assert.equal(isMoveText('R3 D2 L U'), true);
  assert.equal(isMoveText('1 2 3 / 4 5 6 / 7 0 8'), false);
  assert.equal(isMoveText('  x1'), true);
  assert.equal(isMoveText('1 2 x'), false, 'a board with a mistake in it, said as such');
});

test('a scramble is played from the goal of the shape in play', () => {
  // From the goal, "R" slides 8 right (the gap goes left), "D" then slides 5 down.
  assert.deepEqual(parseScramble('R', rules, S3), { tiles: [1, 2, 3, 4, 5, 6, 7, 0, 8], shape: S3, moves: 1 });
  assert.deepEqual(parseScramble('r d', rules, S3).tiles, [1, 2, 3, 4, 0, 6, 7, 5, 8]);
  assert.equal(parseScramble('R2 D2', rules, S3).moves, 4);
  const wide = shapeOf(4, 2);
  assert.deepEqual(parseScramble('R3', rules, wide).tiles, [1, 2, 3, 4, 0, 5, 6, 7]);
});

test('bad text gets a message naming where, and no board', () => {
  const cases = [
    ['R X', /character 3/],       // an unknown letter
    ['R0', /character 2|zero|0/i], // a zero count
    ['U', /character 1/],         // no tile below the gap on the goal: off the board
    ['R'.repeat(10_001), /10,000|long/i],
  ];
  for (const [text, why] of cases) {
    const result = parseScramble(text, rules, S3);
    assert.equal(result.tiles, undefined, text.slice(0, 20));
    assert.match(result.error, /^Those moves cannot be played from the solved 3×3 board: /);
    assert.match(result.error, why, text.slice(0, 20));
  }
});

test('the inverse of a scramble undoes it', () => {
  assert.equal(inverseMoves('R3 D2 L U'), 'D R U2 L3');
  const there = parseScramble('R2 D2 L U R', rules, S3).tiles;
  const back = rules.fromNotation({ tiles: Uint8Array.from(there), width: 3 }, inverseMoves('R2 D2 L U R'));
  assert.deepEqual(Array.from(back.tiles), [1, 2, 3, 4, 5, 6, 7, 8, 0]);
  assert.equal(inverseMoves('R Q'), 'R Q', 'not move text: left for the rules to refuse');
});
