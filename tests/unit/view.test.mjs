// Unit tests for www/app/view.js: what the renderer is given in each mode, from states written
// out here. Every expectation is written by hand from the page's rules (what a mode allows, what
// each figure says), not computed by the code under test.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { progressDetail, progressText, SLOW_MS, view } from '../../www/app/view.js';
import { shapeOf } from '../../www/play/shape.js';

const THREE = shapeOf(3);
const GOAL = [1, 2, 3, 4, 5, 6, 7, 8, 0];
// Two moves from solved: 7 then 8 slide left.
const BOARD = [1, 2, 3, 4, 5, 6, 0, 7, 8];

/** A 3×3 board in the player's turn, two moves from solved, nothing asked. */
function idleState(change = {}) {
  return {
    mode: 'idle',
    asking: null,
    message: 'New puzzle. Slide the tiles into order.',
    hint: null,
    best: 2,
    optimal: true,
    solverOk: true,
    hasReplay: false,
    waitSince: null,
    now: 10_000,
    settings: { animation: 120, speed: 250 },
    game: {
      tiles: BOARD, shape: THREE, goal: GOAL, moves: 0, solved: false,
      movable: [{ tile: 7, dir: 'left' }], undo: false, redo: false, done: 0, queue: 0,
    },
    distance: { remaining: 2, proven: true, lowerBound: null, error: null, pending: false, proving: false },
    solver: { preparing: null, progress: null, busy: false },
    replay: null,
    elapsed: 0,
    record: null,
    link: 'http://x/?size=3x3&board=1,2,3,4,5,6,0,7,8',
    ...change,
  };
}

describe('view', () => {
  test('the player\'s turn: the board with its movable tiles, every figure, nothing busy', () => {
    assert.deepEqual(view(idleState()), {
      slideMs: 120,
      draw: [BOARD, { shape: THREE, goal: GOAL, movable: [{ tile: 7, dir: 'left' }], solved: false, hint: null }],
      inside: [BOARD, { knownDistance: 2, width: 3 }],
      status: {
        moves: 0, remaining: 2, exact: true, lowerBound: null, unknown: false, pending: false,
        message: 'New puzzle. Slide the tiles into order.', progress: '', progressDetail: '', busy: false,
      },
      controls: { ready: true, busy: false, solving: false, solved: false, solverOk: true },
      playback: { undo: false, redo: false, pause: false, paused: false, stepBack: false, stepForward: false },
      searching: false,
      mode: ['idle', false],
      timer: '0:00',
      replayBar: null,
      afterSolve: { replay: false, watch: null },
      figures: {
        optimal: '2', proof: 'optimal', best: 'No 3×3 solved by hand yet on this device.',
        link: 'http://x/?size=3x3&board=1,2,3,4,5,6,0,7,8',
      },
    });
  });

  test('thinking about a hint: no tile movable, the buttons busy, "Thinking…" after a moment', () => {
    const asked = idleState({ mode: 'thinking', asking: { kind: 'hint' }, waitSince: 10_000, now: 10_000 + SLOW_MS - 1 });
    const v = view(asked);
    assert.deepEqual(v.draw[1].movable, []);
    assert.deepEqual(v.controls, { ready: true, busy: true, solving: false, solved: false, solverOk: true });
    assert.equal(v.status.progress, '', 'no spinner text before the moment has passed');
    assert.equal(view({ ...asked, now: 10_000 + SLOW_MS }).status.progress, 'Thinking…');
    assert.deepEqual(v.mode, ['thinking', false]);
  });

  test('Solve asked for: Solve shows as Stop; paused playback: steps both ways, the slide kept below the pace', () => {
    assert.equal(view(idleState({ mode: 'thinking', asking: { kind: 'solve' } })).controls.solving, true);
    const paused = view(idleState({
      mode: 'paused', game: { ...idleState().game, tiles: [1, 2, 3, 4, 5, 6, 7, 0, 8], moves: 1, done: 1, queue: 1, undo: true },
      settings: { animation: 400, speed: 250 },
    }));
    assert.deepEqual(paused.playback, { undo: false, redo: false, pause: true, paused: true, stepBack: true, stepForward: true });
    assert.equal(paused.slideMs, 200, '0.8 × the 250 ms pace, below the 400 ms animation chosen');
    assert.equal(paused.controls.solving, true);
    assert.equal(paused.status.busy, false, 'a paused playback is announced');
    assert.equal(view(idleState({ mode: 'playing' })).status.busy, true);
  });

  test('solved by hand with a replay: both after-solve buttons, the timer, the best result', () => {
    const v = view(idleState({
      message: 'Solved!', hasReplay: true, elapsed: 75_400, record: { moves: 2, ms: 75_400 },
      game: { ...idleState().game, tiles: GOAL, moves: 2, solved: true, movable: [], undo: true },
      distance: { remaining: 0, proven: true, lowerBound: null, error: null, pending: false, proving: false },
    }));
    assert.deepEqual(v.afterSolve, { replay: true, watch: 'Watch the optimal' });
    assert.equal(v.timer, '1:15');
    assert.equal(v.status.remaining, 0);
    assert.equal(v.figures.best, 'Your best on 3×3: 2 moves, 1:15.');
    assert.equal(v.playback.undo, true);
  });

  test('a shape without proofs (5×5): "≤ N" as a bound, no known distance for the Inside panel', () => {
    const v = view(idleState({ optimal: false, best: 120, distance: { remaining: 118, proven: false, lowerBound: 90, error: null, pending: false, proving: false } }));
    assert.equal(v.figures.optimal, '≤ 120');
    assert.equal(v.figures.proof, 'bound');
    assert.equal(v.status.exact, false);
    assert.equal(v.status.lowerBound, 90);
    assert.equal(v.inside[1].knownDistance, null);
  });

  test('a shape without proofs whose search closed the gap (5×4): the answer shown as proven, no bound beside it', () => {
    const v = view(idleState({ optimal: false, best: 69, distance: { remaining: 69, proven: true, lowerBound: null, error: null, pending: false, proving: false } }));
    assert.equal(v.status.remaining, 69);
    assert.equal(v.status.exact, true);
    assert.equal(v.inside[1].knownDistance, 69);
  });

  test('a shape without proofs whose dealt board was proven (5×4): "Optimal" as N, not "≤ N"', () => {
    const v = view(idleState({ optimal: false, best: 69, bestProven: true, distance: { remaining: 60, proven: false, lowerBound: 50, error: null, pending: false, proving: false } }));
    assert.equal(v.figures.optimal, '69');
    assert.equal(v.figures.proof, 'optimal');
    assert.equal(v.status.exact, false, 'the position now on the board is another matter');
  });

  test('a shape without proofs, its final answer above the bound (5×5): still "≤ N"', () => {
    const v = view(idleState({ optimal: false, best: 120, distance: { remaining: 118, proven: true, lowerBound: 90, error: null, pending: false, proving: false } }));
    assert.equal(v.status.exact, false);
    assert.equal(v.inside[1].knownDistance, null);
    assert.equal(v.figures.optimal, '≤ 120');
  });

  test('replaying: the replay\'s board, moves and clock, its bar, no figures of the game', () => {
    const bar = { title: 'Your solve', count: 2 };
    const v = view(idleState({
      mode: 'replaying',
      replay: { tiles: [1, 2, 3, 4, 5, 6, 7, 0, 8], goal: GOAL, solved: false, shape: THREE, index: 1, playing: true, time: 61_000, bar },
    }));
    assert.deepEqual(v.draw, [[1, 2, 3, 4, 5, 6, 7, 0, 8], { shape: THREE, goal: GOAL, solved: false }]);
    assert.equal(v.status.moves, 1);
    assert.equal(v.status.remaining, null);
    assert.equal(v.status.busy, true);
    assert.equal(v.timer, '1:01');
    assert.equal(v.replayBar, bar);
    assert.equal(v.figures.optimal, null);
    assert.equal(v.figures.proof, 'none');
    assert.deepEqual(v.playback, { undo: false, redo: false, pause: false, paused: false, stepBack: false, stepForward: false });
  });

  test('a hint shown for the board is drawn on it; an empty one (still searched for) is not', () => {
    const hint = { key: BOARD.join(','), tile: 7, proven: false };
    assert.equal(view(idleState({ hint })).draw[1].hint, hint);
    assert.equal(view(idleState({ hint: { ...hint, tile: null } })).draw[1].hint, null);
  });
});

describe('progress words', () => {
  const waiting = { waitSince: 0, now: SLOW_MS, message: 'Hint: tile 7, from a 40-move solution.', solver: { preparing: null, progress: null } };

  test('tables first: the build\'s name after a moment, and its share', () => {
    const preparing = { since: 0, side: 4, share: 0.4 };
    assert.equal(progressText({ ...waiting, now: SLOW_MS - 1, solver: { preparing } }), '');
    assert.equal(progressText({ ...waiting, solver: { preparing } }), 'Building the 15-puzzle tables…');
    assert.equal(progressDetail({ ...waiting, solver: { preparing } }), '40 %');
  });

  test('a 4×4 proof under way: the short answer stays in view, and the count of the search', () => {
    const distance = { proving: true, proven: false };
    assert.equal(progressText({ ...waiting, distance }), 'Hint: tile 7, from a 40-move solution. Searching for the shortest…');
    assert.equal(progressDetail({ ...waiting, distance, solver: { preparing: null, progress: { positions: 25_000_000, lowerBound: 76 } } }),
      '25 million positions, none shorter than 76');
    assert.equal(progressDetail({ ...waiting, distance: { proving: false }, solver: { preparing: null, progress: { positions: 3_400_000 } } }),
      '3 million positions searched');
    assert.equal(progressDetail({ ...waiting, waitSince: null, distance, solver: { preparing: null, progress: { positions: 9 } } }), '');
  });
});
