// Unit tests for www/app/controller.js, without a DOM: the mode it is in (what #board's data-mode
// shows) through a hint, a solve, its pause and its end, and what input it takes in each. The
// solver, the renderer and the input are stand-ins; the rules are the JS stand-in; the clock is
// fake, so a playback advances only when the test says.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Controller } from '../../www/app/controller.js';
import { Distance } from '../../www/assist/distance.js';
import { Game } from '../../www/play/game.js';
import { Emitter } from '../../www/lib/emitter.js';
import { Records } from '../../www/stats/records.js';
import { Saver } from '../../www/lib/saver.js';
import { shapeOf } from '../../www/play/shape.js';
import { Settings } from '../../www/play/settings.js';
import { Stats } from '../../www/stats/stats.js';
import { Stopwatch } from '../../www/play/stopwatch.js';
import { StorageManager } from '../../www/lib/storage.js';
import { fakeClock, rules } from './harness.mjs';

// Two moves from solved: 7 then 8 slide left.
const BOARD = [1, 2, 3, 4, 5, 6, 0, 7, 8];
const PATHS = { [BOARD.join(',')]: [7, 8], '1,2,3,4,5,6,7,0,8': [8], '1,2,3,4,5,6,7,8,0': [] };

/** A solver client that answers from PATHS when the test releases it. */
class StandInSolver extends Emitter {
  constructor() {
    super();
    this.ready = Promise.resolve();
    this.owed = [];
    this.firsts = [];
    this.inflight = null;
    this.waiting = null;
    this.pendingPrepares = 0;
    this.preparing = null;
    this.progress = null;
  }

  solve(tiles) {
    return new Promise((resolve) => {
      this.owed.push(() => resolve(PATHS[tiles.join(',')].slice()));
      this.inflight = {};
    });
  }

  /** The first answer for `tiles`: an interim one the test sends (interim()), or the final one. */
  answer(tiles) {
    return new Promise((resolve) => {
      this.firsts.push(resolve);
      this.owed.push(() => resolve({ moves: PATHS[tiles.join(',')].slice(), lowerBound: 0, optimal: true, proving: false, final: true }));
      this.inflight = {};
    });
  }

  /** An interim answer of `tiles` from the session: `proving` says a proof of it is under way. */
  async interim(tiles, moves, { proving = false } = {}) {
    this.emit('interim', { tiles: tiles.slice(), moves, lowerBound: 1 });
    this.firsts.splice(0).forEach((resolve) => resolve({ moves, lowerBound: 1, optimal: false, proving, final: false }));
    await new Promise((r) => setImmediate(r));
  }

  /** Answer everything asked so far. */
  async release() {
    const owed = this.owed;
    this.owed = [];
    this.inflight = null;
    owed.forEach((fn) => fn());
    await new Promise((r) => setImmediate(r));
  }

  get busy() { return Boolean(this.inflight || this.waiting || this.pendingPrepares > 0); }

  get building() { return null; }

  best() { return null; }
  lowerBoundOf() { return null; }
  cancel() {}
  setShape() {}
  advance() {}
}

/** A renderer that keeps the last arguments of each call. */
function standInRenderer() {
  const last = {};
  return new Proxy({ last }, {
    get: (target, name) => (name === 'last' ? last : (...args) => { last[name] = args; }),
  });
}

function setUp({ optimal = true } = {}) {
  const clock = fakeClock();
  const storage = new StorageManager(); // no window here: it keeps values in memory
  const solver = new StandInSolver();
  const renderer = standInRenderer();
  const input = new Emitter();
  const replays = new Emitter();
  const game = new Game(rules, { shape: shapeOf(3), clock });
  const controller = new Controller({
    rules: { ...rules, isOptimal: () => optimal },
    game, input, renderer, solver, storage,
    settings: new Settings(storage),
    records: new Records(storage),
    stats: new Stats(storage, 0),
    distance: new Distance(solver, clock.now),
    stopwatch: new Stopwatch(clock.now),
    saverFor: (save) => new Saver(save, { clock }),
    address: { sync() {}, link: () => 'link', replay() {}, replayLink: (code) => `?replay=${code}` },
    replays,
    clock,
  });
  controller.start({ asked: { shape: shapeOf(3), sizeNotice: '', rawBoard: BOARD.join(',') }, shared: { tiles: BOARD, shape: shapeOf(3) }, resume: () => false });
  const mode = () => renderer.last.mode;
  return { clock, solver, renderer, input, replays, game, controller, mode, storage, stats: controller.stats };
}

describe('controller', () => {
  test('idle at the start; data-busy while the distance is asked for', async () => {
    const { solver, mode } = setUp();
    assert.deepEqual(mode(), ['idle', true]);
    await solver.release();
    assert.deepEqual(mode(), ['idle', false]);
  });

  test('a move before the first answer: "Optimal" still shows the board as dealt', async () => {
    const { solver, input, game, renderer } = setUp();
    input.emit('move', { tile: 7 }); // before the worker has answered anything
    assert.equal(game.moves, 1);
    await solver.release(); // the distance of the board now shown (and of the one dealt, unheard)
    await solver.release(); // the board as dealt, asked for again
    assert.equal(renderer.last.figures[0].optimal, '2', 'two moves solve the board as dealt');
  });

  test('a hint when no proof is coming (5×5): the first answer gives it, not the final one', async () => {
    const { solver, input, game, mode } = setUp({ optimal: false });
    input.emit('hint');
    assert.equal(mode()[0], 'thinking');
    await solver.interim(game.tiles, [7, 8]);
    assert.equal(mode()[0], 'idle', 'no wait for the improved answer');
    assert.deepEqual(game.tiles, [1, 2, 3, 4, 5, 6, 7, 0, 8], 'the first move of the short answer, made');
    assert.equal(game.assisted, 1);
    await solver.release(); // the improved answer, later: nothing more happens
    assert.deepEqual(game.tiles, [1, 2, 3, 4, 5, 6, 7, 0, 8]);
  });

  test('a hint while a proof is under way (4×4): the tile is marked, the proof upgrades it, a second press makes it', async () => {
    const { solver, input, game, mode, renderer } = setUp();
    input.emit('hint');
    await solver.interim(game.tiles, [7, 8], { proving: true });
    assert.equal(mode()[0], 'idle', 'the board stays playable');
    assert.deepEqual(game.tiles, BOARD, 'marked, not made');
    assert.match(renderer.last.status[0].message, /tile 7\b.*not yet proven shortest/);
    solver.best = () => ({ moves: [7, 8], lowerBound: 2, optimal: true, proving: false, final: true });
    await solver.release(); // the proof
    assert.match(renderer.last.status[0].message, /tile 7\b.*first move of a shortest solution/);
    input.emit('hint');
    assert.deepEqual(game.tiles, [1, 2, 3, 4, 5, 6, 7, 0, 8], 'the second press makes it');
    assert.equal(game.assisted, 1);
  });

  test('a hint: thinking until it comes, then its slide, assisted, and idle again', async () => {
    const { solver, input, game, mode } = setUp();
    await solver.release();
    input.emit('hint');
    assert.equal(mode()[0], 'thinking');
    input.emit('move', { tile: 7 });
    assert.equal(game.moves, 0, 'no move while thinking');
    await solver.release();
    assert.equal(mode()[0], 'idle');
    assert.deepEqual(game.tiles, [1, 2, 3, 4, 5, 6, 7, 0, 8]);
    assert.equal(game.assisted, 1);
  });

  test('solve: thinking, playing, paused, stepped, resumed, then idle on the solved board', async () => {
    const { solver, input, game, mode, clock, renderer } = setUp();
    await solver.release();
    input.emit('solve');
    assert.equal(mode()[0], 'thinking');
    assert.equal(renderer.last.controls[0].solving, true, 'Solve turned into Stop');
    await solver.release();
    assert.equal(mode()[0], 'playing');
    assert.equal(game.moves, 1, 'the first slide at once');
    input.emit('move', { dir: 'left' });
    assert.equal(game.moves, 1, 'the player waits while it plays');
    input.emit('pause');
    assert.equal(mode()[0], 'paused');
    assert.equal(renderer.last.playback[0].stepForward, true);
    input.emit('step-back');
    assert.equal(game.moves, 0);
    input.emit('pause');
    assert.equal(mode()[0], 'playing');
    clock.advance(1000);
    assert.equal(mode()[0], 'idle');
    assert.equal(game.isSolved(), true);
    assert.match(renderer.last.status[0].message, /solver needed 2 moves/);
  });

  test('Stop while thinking hands the board back', async () => {
    const { solver, input, mode, game } = setUp();
    await solver.release();
    input.emit('solve');
    input.emit('stop');
    assert.equal(mode()[0], 'idle');
    await solver.release(); // the answer comes too late: nothing plays
    assert.equal(mode()[0], 'idle');
    assert.equal(game.moves, 0);
  });

  test('a line move by the player is one undo; the game is saved once after a burst, and on flush', async () => {
    const { solver, input, game, clock, storage, controller } = setUp();
    await solver.release();
    input.emit('move', { tile: 8 }); // 7 and 8 slide left: solved
    assert.equal(game.moves, 2);
    assert.equal(game.isSolved(), true);
    input.emit('undo');
    assert.deepEqual(game.tiles, BOARD);
    let writes = 0;
    const set = storage.set.bind(storage);
    storage.set = (key, value) => { if (key === 'game') writes += 1; return set(key, value); };
    for (let i = 0; i < 10; i += 1) {
      input.emit('move', { dir: i % 2 ? 'right' : 'left' });
      clock.advance(40);
    }
    assert.equal(writes, 0);
    controller.flush();
    assert.equal(writes, 1);
    assert.equal(storage.get('game').past.length, 10);
  });

  test('solves are recorded for the statistics, timed from the first move; an undo marks one assisted', async () => {
    const { solver, input, clock, stats, renderer } = setUp();
    await solver.release();
    clock.advance(5000); // looking before the first move is not timed
    input.emit('move', { tile: 7 });
    clock.advance(1234);
    input.emit('move', { tile: 8 });
    assert.deepEqual(stats.solves.map(({ ms, moves, assisted, optimal }) => ({ ms, moves, assisted, optimal })),
      [{ ms: 1234, moves: 2, assisted: false, optimal: 2 }]);
    assert.deepEqual(renderer.last.stats[0].rows[1], { label: 'Best single', session: { text: '1.234', best: null }, all: { text: '1.234', best: null } });
    input.emit('undo');
    input.emit('move', { tile: 8 });
    assert.equal(stats.solves[1].assisted, true);
    assert.equal(stats.solves[1].moves, 2);
    input.emit('stats-clear');
    assert.equal(renderer.last.confirmClear[0], true);
    input.emit('stats-clear-yes');
    assert.equal(stats.solves.length, 0);
  });

  test('replaying: a solve plays back at its own times over the game, which waits; Esc goes back', async () => {
    const { solver, input, replays, clock, game, mode, renderer, stats } = setUp();
    await solver.release();
    input.emit('move', { tile: 7 });
    clock.advance(1500);
    input.emit('move', { tile: 8 });
    assert.equal(typeof stats.solves[0].replay, 'string', 'the solve keeps its replay');
    assert.equal(renderer.last.afterSolve[0].replay, true);
    replays.emit('replay-last');
    assert.equal(mode()[0], 'replaying');
    const shown = () => renderer.last.draw[0];
    assert.deepEqual(shown(), BOARD, 'the scramble first');
    assert.match(renderer.last.figures[0].link, /^\?replay=/);
    input.emit('move', { dir: 'right' });
    assert.equal(game.moves, 2, 'the board is not played while replaying');
    clock.advance(600); // the lead-in: the first move
    assert.deepEqual(shown(), [1, 2, 3, 4, 5, 6, 7, 0, 8]);
    assert.equal(renderer.last.status[0].moves, 1);
    clock.advance(1499);
    assert.equal(renderer.last.status[0].moves, 1);
    clock.advance(1);
    assert.deepEqual(shown(), [1, 2, 3, 4, 5, 6, 7, 8, 0]);
    assert.match(renderer.last.status[0].message, /End of the replay: 2 moves/);
    replays.emit('replay-seek', { move: 1 });
    assert.deepEqual(shown(), [1, 2, 3, 4, 5, 6, 7, 0, 8]);
    input.emit('stop');
    assert.equal(mode()[0], 'idle');
    assert.equal(renderer.last.replayBar[0], null);
    assert.deepEqual(shown(), [1, 2, 3, 4, 5, 6, 7, 8, 0], 'the solved game again');
  });

  test('Watch the optimal: the solver is asked for the board as dealt, and its path replayed', async () => {
    const { solver, input, replays, clock, mode, renderer } = setUp();
    await solver.release();
    input.emit('move', { dir: 'left' });
    input.emit('move', { dir: 'right' });
    input.emit('move', { tile: 8 }); // 7 and 8: solved in 4
    replays.emit('watch-optimal');
    assert.equal(mode()[0], 'thinking');
    await solver.release();
    assert.equal(mode()[0], 'replaying');
    assert.equal(renderer.last.replayBar[0].title, 'The optimal solution');
    assert.equal(renderer.last.replayBar[0].count, 2);
    clock.advance(10_000);
    assert.deepEqual(renderer.last.draw[0], [1, 2, 3, 4, 5, 6, 7, 8, 0]);
    assert.equal(renderer.last.status[0].moves, 2);
  });

  test('a bad replay link: the message, and the board is playable', () => {
    const { controller, mode, renderer } = setUp();
    controller.start({ asked: { shape: shapeOf(3), sizeNotice: '', rawBoard: null, rawReplay: 'AQMB' }, shared: { tiles: BOARD, shape: shapeOf(3) }, resume: () => false });
    assert.equal(mode()[0], 'idle');
    assert.match(renderer.last.status[0].message, /^This replay link cannot be shown: it ends too early.*Here is a fresh board\.$/);
    assert.equal(renderer.last.replayBar[0], null);
  });
});
