// Unit tests for www/replay/replayer.js: the move shown at injected times, at each speed, paused and
// resumed, and after seeking; the end comes once, after the last move.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { LEAD_MS, ReplayStage, Replayer } from '../../www/replay/replayer.js';
import { shapeOf } from '../../www/play/shape.js';
import { fakeClock, rules } from './harness.mjs';

// Two moves from solved, checked by hand: 5 slides left into the gap, then 6 up.
const START = [1, 2, 3, 4, 0, 5, 7, 8, 6];
const REPLAY = { shape: shapeOf(3), start: START, dirs: ['left', 'up'], times: [0, 1000] };

const open = (replay = REPLAY) => {
  const clock = fakeClock();
  const player = new Replayer(replay, clock, rules);
  const seen = [];
  player.on('change', ({ index }) => seen.push(index));
  let ends = 0;
  player.on('end', () => { ends += 1; });
  return { clock, player, seen, ends: () => ends };
};

describe('replayer', () => {
  test('the boards follow the moves', () => {
    const { player } = open();
    assert.deepEqual(player.boards, [START, [1, 2, 3, 4, 5, 0, 7, 8, 6], [1, 2, 3, 4, 5, 6, 7, 8, 0]]);
  });

  test('at real speed: the scramble for the lead-in, each move at its time, then the end', () => {
    const { clock, player, ends } = open();
    player.play();
    clock.advance(LEAD_MS - 1);
    assert.equal(player.index, 0);
    clock.advance(1);
    assert.equal(player.index, 1);
    clock.advance(999);
    assert.equal(player.index, 1);
    assert.equal(ends(), 0);
    clock.advance(1);
    assert.equal(player.index, 2);
    assert.equal(ends(), 1);
    assert.equal(player.playing, false);
    assert.equal(clock.pending, 0, 'no timer left');
  });

  test('at 4×: a quarter of the time', () => {
    const { clock, player } = open();
    player.setSpeed(4);
    player.play();
    clock.advance(LEAD_MS / 4);
    assert.equal(player.index, 1);
    clock.advance(249);
    assert.equal(player.index, 1);
    clock.advance(1);
    assert.equal(player.index, 2);
  });

  test('a speed change mid-way counts from then', () => {
    const { clock, player } = open();
    player.play();
    clock.advance(LEAD_MS + 200); // 200 ms into the solve
    player.setSpeed(8);
    clock.advance(99); // 792 ms more of solve time: 992
    assert.equal(player.index, 1);
    clock.advance(1);
    assert.equal(player.index, 2);
  });

  test('paused, nothing moves; resumed, it goes on from the same time', () => {
    const { clock, player } = open();
    player.play();
    clock.advance(LEAD_MS + 500);
    player.pause();
    assert.equal(Math.round(player.time()), 500);
    clock.advance(10_000);
    assert.equal(player.index, 1);
    player.play();
    clock.advance(499);
    assert.equal(player.index, 1);
    clock.advance(1);
    assert.equal(player.index, 2);
  });

  test('seek shows the board after k moves, paused or playing; play at the end starts again', () => {
    const { clock, player, seen } = open();
    player.seek(2);
    assert.deepEqual(player.tiles, [1, 2, 3, 4, 5, 6, 7, 8, 0]);
    player.seek(1);
    assert.deepEqual(player.tiles, [1, 2, 3, 4, 5, 0, 7, 8, 6]);
    assert.equal(player.time(), 0);
    player.seek(99);
    assert.equal(player.index, 2);
    assert.deepEqual(seen, [2, 1, 2]);
    player.play(); // from the start again
    assert.equal(player.index, 0);
    player.seek(1);
    clock.advance(1000);
    assert.equal(player.index, 2);
  });

  test('moves at the same instant (a line move) come together', () => {
    const start = [1, 2, 3, 4, 5, 6, 0, 7, 8];
    const { clock, player } = open({ shape: shapeOf(3), start, dirs: ['left', 'left'], times: [0, 0] });
    player.play();
    clock.advance(LEAD_MS);
    assert.equal(player.index, 2);
  });

  test('on a rectangle the rows are its width: 2 wide, 3 tall, 4 travels up to the goal', () => {
    // 1 2 / 3 _ / 5 4, then 1 2 / 3 4 / 5 _ (worked out by hand):
    const shape = shapeOf(2, 3);
    const { player } = open({ shape, start: [1, 2, 3, 0, 5, 4], dirs: ['up'], times: [0] });
    assert.deepEqual(player.boards, [[1, 2, 3, 0, 5, 4], [1, 2, 3, 4, 5, 0]]);
    const stage = new ReplayStage(fakeClock(), rules);
    stage.open({ shape, start: [1, 2, 3, 0, 5, 4], dirs: ['up'], times: [0] }, 'A solve', 'code');
    assert.deepEqual(stage.board(), { tiles: [1, 2, 3, 0, 5, 4], goal: [1, 2, 3, 4, 5, 0], solved: false, shape });
    stage.seek(1);
    assert.equal(stage.board().solved, true);
    stage.close();
  });

  test('dispose leaves no timer', () => {
    const { clock, player } = open();
    player.play();
    player.dispose();
    assert.equal(clock.pending, 0);
  });
});

describe('the words', () => {
  test('a solve says its time; a paced solution its pace', async () => {
    const { replayIntro } = await import('../../www/replay/replay-view.js');
    const { player } = open();
    assert.match(replayIntro('Your solve', player), /^Your solve: 2 moves in 1\.000 s\. /);
    assert.match(replayIntro('The optimal solution', player, 200), /^The optimal solution: 2 moves, one every 0\.2 s\. /);
  });
});
