// Statistics of solves, as speedsolvers keep them: every solve recorded (time to the
// millisecond from the first move, moves, TPS, whether it was assisted, the scramble's optimal
// length), and per board shape the best single and the averages of the last 5, 12, 50 and 100
// unassisted solves. Kept in storage under 'solves'. Pure apart from the storage handed in; no DOM.
//
// A solve is {size, ms, moves, assisted, optimal, at, replay?}: `size` is its shape's key
// ("4x3", shape.js). Saves made before rectangles wrote {side: n, …}; they are read as n×n, so
// a player's history carries over. Wherever a size is asked for, a shape or its key will do
// (a bare side n means n×n).
//
// An average of n drops the ceil(5 % of n) best and as many worst results and takes the mean of
// the rest: one each for ao5 and ao12, three for ao50, five for ao100 (the convention of
// csTimer and the sliding-puzzle community). Assisted solves (a hint, the solver, an undo) are
// listed but kept out of every figure.

import { shapeFrom } from '../play/shape.js';
import { dropUnreadable } from '../lib/storage.js';
import { decode } from '../replay/replay.js';

/** The averages shown, by count. */
export const AVERAGES = [5, 12, 50, 100];

/** Solves kept per shape; the oldest go first. */
export const KEEP_PER_SIZE = 1000;

/** Solves per shape that keep their replay (replay.js's code); older ones keep only their figures. */
export const REPLAYS_PER_SIZE = 100;

const isCount = (n) => Number.isInteger(n) && n >= 0;

/**
 * `s` as a solve in today's form, {size: "4x3", …} (a copy), or null when it is not one. Its
 * size may be given as a shape too; a save from before rectangles, {side: n, …} with no size,
 * is read as n×n.
 */
export function readSolve(s) {
  if (s === null || typeof s !== 'object' || Array.isArray(s)) return null;
  const { side, size, ...figures } = s;
  const shape = shapeFrom(size ?? side);
  const valid = shape && isCount(figures.ms) && isCount(figures.moves) && typeof figures.assisted === 'boolean'
    && (figures.optimal === null || isCount(figures.optimal)) && isCount(figures.at)
    && (figures.replay === undefined || typeof figures.replay === 'string');
  return valid ? { size: shape.key, ...figures } : null;
}

/**
 * Whether the replay code `s` keeps is one of it: a code that decodes and passes the checks by
 * the module's `rules` (replay.js), of a board of the solve's own shape.
 */
export function replayFits(s, rules) {
  try {
    return decode(s.replay, rules).replay?.shape.key === s.size;
  } catch {
    return false;
  }
}


/** Moves per second, or null for a solve that took no time. */
export function tps({ moves, ms }) {
  return ms > 0 ? (moves * 1000) / ms : null;
}

/** How many results an average of `n` drops at each end. */
export const trimmed = (n) => Math.ceil(n * 0.05);

/** The trimmed mean of `values` (all of them: the window), or null when there are fewer than `n`. */
export function averageOf(values, n) {
  if (values.length < n) return null;
  const sorted = values.slice(-n).sort((a, b) => a - b);
  const k = trimmed(n);
  const kept = sorted.slice(k, n - k);
  return kept.reduce((sum, v) => sum + v, 0) / kept.length;
}

const mean = (values) => (values.length ? values.reduce((sum, v) => sum + v, 0) / values.length : null);

/**
 * The figures for `solves` (oldest first): {count, counted, best, averages: {n: {current,
 * best}}, meanMoves, meanTps}. Only unassisted solves count; `current` is the average of the
 * last n, `best` the best over every run of n in a row.
 */
export function summarize(solves) {
  const fair = solves.filter((s) => !s.assisted);
  const times = fair.map((s) => s.ms);
  const averages = {};
  for (const n of AVERAGES) {
    let best = null;
    for (let end = n; end <= times.length; end += 1) {
      const a = averageOf(times.slice(end - n, end), n);
      if (best === null || a < best) best = a;
    }
    averages[n] = { current: averageOf(times, n), best };
  }
  const rates = fair.map(tps).filter((r) => r !== null);
  return {
    count: solves.length,
    counted: fair.length,
    best: times.length ? Math.min(...times) : null,
    averages,
    meanMoves: mean(fair.map((s) => s.moves)),
    meanTps: mean(rates),
  };
}

/** A time as speedsolvers write it: 12.345, 1:02.345. */
export function timeText(ms) {
  if (ms === null || ms === undefined) return '–';
  const whole = Math.round(ms);
  const minutes = Math.floor(whole / 60_000);
  const rest = ((whole % 60_000) / 1000).toFixed(3);
  return minutes > 0 ? `${minutes}:${rest.padStart(6, '0')}` : rest;
}

/** The solves as CSV, a header line first; times in seconds with milliseconds. */
export function toCsv(solves) {
  const lines = ['size,date,time_s,moves,tps,optimal,assisted'];
  for (const s of solves) {
    const rate = tps(s);
    lines.push([
      s.size, new Date(s.at).toISOString(), (s.ms / 1000).toFixed(3), s.moves,
      rate === null ? '' : rate.toFixed(2), s.optimal ?? '', s.assisted ? 'yes' : 'no',
    ].join(','));
  }
  return `${lines.join('\n')}\n`;
}

export class Stats {
  /**
   * @param {object} storage {get, set, notices?} (storage.js)
   * @param {number} [sessionStart] solves from this time on (ms since 1970) are this session's
   * @param {object} [options.rules] the wasm module: with it, each kept replay is checked
   *   (replayFits) and one that is damaged or another board's is dropped, its solve kept
   */
  constructor(storage, sessionStart = Date.now(), { rules = null } = {}) {
    this.storage = storage;
    this.sessionStart = sessionStart;
    // One damaged entry costs only itself: the rest of the history is kept, and the player told.
    const saved = storage.get('solves', Array.isArray, []);
    this.solves = saved.map(readSolve).filter((s) => s !== null);
    dropUnreadable(storage, 'solves', saved.length - this.solves.length, this.solves);
    // So does a damaged or foreign replay: it goes, and its solve's figures stay.
    const unfit = rules ? this.solves.filter((s) => s.replay !== undefined && !replayFits(s, rules)) : [];
    if (unfit.length === 0) return;
    for (const s of unfit) delete s.replay;
    const one = unfit.length === 1;
    storage.notices?.push(`${unfit.length} of the saved replays could not be read and ${one ? 'was' : 'were'} left out; ${one ? 'its solve is' : 'their solves are'} kept.`);
    storage.set('solves', this.solves);
  }

  /**
   * Record a solve: {size, ms, moves, assisted, optimal, at, replay?}, `size` a shape or its key
   * (as readSolve reads it). Returns false for a malformed one. Only the last REPLAYS_PER_SIZE
   * of a shape keep their replay.
   */
  add(solve) {
    const s = readSolve(solve);
    if (!s) return false;
    this.solves.push(s);
    const mine = this.solves.filter((t) => t.size === s.size);
    if (mine.length > KEEP_PER_SIZE) this.solves.splice(this.solves.indexOf(mine[0]), 1);
    const replays = mine.filter((t) => t.replay !== undefined);
    for (const old of replays.slice(0, Math.max(0, replays.length - REPLAYS_PER_SIZE))) delete old.replay;
    this.storage.set('solves', this.solves);
    return true;
  }

  /** The solves on `size` (a shape or its key), oldest first; `session` keeps only this session's. */
  of(size, { session = false } = {}) {
    const key = shapeFrom(size)?.key;
    return this.solves.filter((s) => s.size === key && (!session || s.at >= this.sessionStart));
  }

  /** Forget every solve. */
  clear() {
    this.solves = [];
    this.storage.set('solves', this.solves);
  }
}
