// What the renderer is given, from the state of the page: a pure function of plain values (no
// DOM, no parts, no clock of its own), so what each mode shows is unit-tested on its own
// (tests/unit/view.test.mjs). The controller gathers the state (app/controller.js, `#state`)
// and hands each part of the answer to the renderer's method of the same name.

import { SEARCHING, percentText, searchDetail, tablesText } from '../assist/search-words.js';
import { bestText, clock } from '../ui/play-words.js';

/** An answer that takes longer than this gets a spinner and a word of explanation. */
export const SLOW_MS = 300;

/**
 * @typedef {object} PageState
 * @property {string} mode       'idle' | 'thinking' | 'playing' | 'paused' | 'replaying'
 * @property {?{kind: string}} asking  the request awaited while thinking ('hint', 'solve', 'watch')
 * @property {string} message    the sentence under the board
 * @property {?{tile: ?number, proven: boolean}} hint  the hint shown for the board in view
 * @property {?number} best      the solver's length for the board as dealt
 * @property {boolean} optimal   the solver's answers are proven shortest for this shape
 * @property {boolean} [bestProven] `best` was proven shortest by the search, on any shape
 * @property {boolean} solverOk  hints and solving work
 * @property {boolean} hasReplay a replay of the solve just made can be opened
 * @property {?number} waitSince when the player started waiting for an answer
 * @property {number} now
 * @property {{animation: number, speed: number}} settings  the slide's and the solver's pace, ms
 * @property {object} game       {tiles, shape, goal, moves, solved, movable, undo, redo, done,
 *   queue}: `movable` the tiles the player may slide, `undo`/`redo` whether there is any,
 *   `done`/`queue` the solver's playback's moves made and to come
 * @property {object} distance   {remaining, proven, lowerBound, error, pending, proving}
 * @property {object} solver     {preparing: ?{since, side, share}, progress: ?{positions,
 *   lowerBound}, busy}
 * @property {?object} replay    the replay shown: {tiles, goal, solved, shape, index, playing,
 *   time, bar}, else null
 * @property {number} elapsed    the game's clock, ms
 * @property {?object} record    the best result by hand for this shape (records.js)
 * @property {string} link       the link the page offers
 */

/**
 * Everything the renderer draws, as the arguments of each of its methods: `draw` and `inside`
 * are argument lists, the others one argument each (`mode` the pair [mode, busy]).
 * @param {PageState} s
 */
export function view(s) {
  const { game, distance, replay } = s;
  const idle = s.mode === 'idle';
  const playback = s.mode === 'playing' || s.mode === 'paused';
  const paused = s.mode === 'paused';
  // The solver's final answer is proven shortest when it left no lower bound beside it: always on
  // the shapes with proofs, and on the others (5×4, 5×5) when the search closed the gap.
  const proven = distance.proven && distance.lowerBound === null;
  // "Optimal", the length of the board as dealt: proven on the shapes with proofs, and on the
  // others when the search proved that board's answer.
  const bestProven = s.optimal || Boolean(s.bestProven);
  return {
    slideMs: playback ? Math.min(s.settings.animation, s.settings.speed * 0.8) : s.settings.animation,
    draw: replay
      ? [replay.tiles, { shape: replay.shape, goal: replay.goal, solved: replay.solved }]
      : [game.tiles, {
        shape: game.shape,
        goal: game.goal,
        movable: idle ? game.movable : [],
        solved: game.solved,
        hint: s.hint?.tile ? s.hint : null,
      }],
    inside: [game.tiles, {
      knownDistance: proven ? distance.remaining : null, width: game.shape.width,
    }],
    status: {
      moves: replay ? replay.index : game.moves,
      remaining: replay ? null : (game.solved ? 0 : distance.remaining),
      exact: proven || game.solved,
      lowerBound: distance.lowerBound,
      unknown: Boolean(distance.error) && distance.remaining === null,
      pending: !game.solved && distance.pending,
      message: s.message,
      progress: progressText(s),
      progressDetail: progressDetail(s),
      busy: s.mode === 'playing' || Boolean(replay?.playing), // announced once it stops
    },
    controls: {
      ready: true, busy: !idle, solving: s.asking?.kind === 'solve' || playback, solved: game.solved, solverOk: s.solverOk,
    },
    playback: {
      undo: idle && game.undo,
      redo: idle && game.redo,
      pause: playback,
      paused,
      stepBack: paused && game.done > 0,
      stepForward: paused && game.queue > 0,
    },
    searching: distance.proving,
    mode: [s.mode, s.solver.busy],
    timer: timerText(s),
    replayBar: replay ? replay.bar : null,
    afterSolve: {
      replay: idle && game.solved && s.hasReplay,
      watch: idle && game.solved && game.moves > 0 && s.solverOk
        ? (s.optimal ? 'Watch the optimal' : 'Watch the solver’s solution') : null,
    },
    figures: {
      optimal: s.best === null || replay ? null : `${bestProven ? '' : '≤ '}${s.best}`,
      proof: s.best === null || replay ? 'none' : (bestProven ? 'optimal' : 'bound'),
      best: bestText(game.shape, s.record),
      link: s.link,
    },
  };
}

/** The clock under the board: the replay's when one is shown, else the game's. */
export function timerText({ replay, elapsed }) {
  return clock(replay ? Math.max(0, replay.time) : elapsed);
}

/** Spinner text, once an answer has kept the player waiting for more than a moment. */
export function progressText({ solver, waitSince, now, message, distance }) {
  const p = solver.preparing; // tables come before any answer: say so once they take a moment
  if (p) return now - p.since >= SLOW_MS ? tablesText(p.side, p.share) : '';
  if (waitSince === null || now - waitSince < SLOW_MS) return '';
  // A short answer is shown already: keep it in view, and say the search goes on.
  if (distance.proving && !distance.proven) return `${message} ${SEARCHING}`.trim();
  return 'Thinking…';
}

/**
 * A running figure beside the spinner, shown but not announced: the share of a table build,
 * or how far the search has got ("25 million positions, none shorter than 76").
 */
export function progressDetail({ solver, waitSince, distance }) {
  if (solver.preparing) return percentText(solver.preparing.share);
  const n = solver.progress?.positions;
  if (waitSince === null || !n) return '';
  if (distance.proving) return searchDetail(n, solver.progress.lowerBound);
  return `${Math.round(n / 1e6).toLocaleString('en')} million positions searched`;
}
