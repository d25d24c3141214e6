// What the analysis of a solve shows, computed from the wasm module's `analyse` answers: the
// chart's points (the distance before the first move, then after each move), the moves that
// went away from the goal, the moves wasted and where the player first left an optimal path,
// and the same figures as sentences and table rows for screen readers. Pure: no DOM.
//
// The worker analyses a long path in pieces (so that it can say how far it has got): `chunks`
// says where they start and end, `joinAnalyses` joins the wasm module's answers for them.

import { coveringTicks, plotScales, ticksWithin } from '../lib/axis.js';

/** Width and height of the chart's drawing, in SVG units. */
export const CHART = Object.freeze({ width: 400, height: 170, left: 30, right: 8, top: 10, bottom: 24 });

/** Moves per piece of a path analysed in one call of the wasm module. */
export const CHUNK_MOVES = 16;

/** A band's upper end when nothing better is known (the module's u32::MAX). */
const UNKNOWN = 2 ** 32 - 1;

/**
 * The pieces `[from, to]` (move indices, `to` exclusive) that cover a path of `moves` moves,
 * `size` moves each (the last may be shorter); one empty piece for an empty path.
 */
export function chunks(moves, size = CHUNK_MOVES) {
  if (moves === 0) return [[0, 0]];
  const out = [];
  for (let from = 0; from < moves; from += size) out.push([from, Math.min(moves, from + size)]);
  return out;
}

/**
 * One analysis from the analyses of consecutive pieces of a path (each piece starting where the
 * one before ended): the distances joined (a shared position keeps the narrower of its two
 * bands), the moves that went away renumbered, and the totals of the whole path, figured as the
 * module figures them (wasted: moves less the progress made, even, as every move changes the
 * distance by one).
 */
export function joinAnalyses(parts) {
  const lower = [];
  const upper = [];
  const away = [];
  let offset = 0;
  for (const [k, part] of parts.entries()) {
    const moves = part.lower.length - 1;
    for (let i = 0; i < part.lower.length; i += 1) {
      if (k > 0 && i === 0) {
        const last = lower.length - 1;
        lower[last] = Math.max(lower[last], part.lower[0]);
        upper[last] = Math.min(upper[last], part.upper[0]);
      } else {
        lower.push(part.lower[i]);
        upper.push(part.upper[i]);
      }
    }
    for (const m of part.away) away.push(m + offset);
    offset += moves;
  }
  const moves = lower.length - 1;
  const end = lower.length - 1;
  const wastedLow = Math.max(0, moves + lower[end] - upper[0]);
  const wastedHigh = Math.max(0, moves + Math.min(upper[end], UNKNOWN) - lower[0]);
  const distances = lower.map((l, i) => (l === upper[i] ? l : null));
  return {
    distances,
    lower,
    upper,
    exact: distances.every((d) => d !== null),
    wasted: { lower: wastedLow + (wastedLow & 1), upper: wastedHigh - (wastedHigh & 1) },
    away,
    firstOffOptimal: away.length > 0 ? away[0] : null,
  };
}

const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Where position `index` is: "the start" or "after move 3". */
export const positionName = (index) => (index === 0 ? 'the start' : `after move ${index}`);

/** A position's distance in words: "12" or "40 to 46" (a band), "at least 40" (no upper end known). */
export function distanceText({ distance, lower, upper }) {
  if (distance !== null && distance !== undefined) return String(distance);
  return upper >= UNKNOWN ? `at least ${lower}` : `${lower} to ${upper}`;
}

/** Round steps for the chart's axes. */
const STEPS = [1, 2, 5, 10, 20, 25, 50, 100];

/**
 * The view of one analysis: the points of the chart, its line and band, its axis, the
 * summary sentences and the table's rows, and `dataDistances` (each position's distance,
 * "40-46" for a band) for the page's data-distances attribute.
 * @param {{distances: (number|null)[], lower: number[], upper: number[], exact: boolean,
 *   wasted: {lower: number, upper: number}, away: number[], firstOffOptimal: number|null}} a
 */
export function analysisView(a) {
  const n = a.lower.length;
  const known = a.upper.filter((u) => u < UNKNOWN);
  // The distance axis runs to a round tick at or above the farthest point: the top of the drawing.
  const distances = coveringTicks(Math.max(1, ...a.lower, ...known), STEPS);
  const top = distances.at(-1);
  const { x, y } = plotScales(CHART, n, top);
  const away = new Set(a.away);
  const points = a.lower.map((lower, i) => {
    const upper = a.upper[i];
    const distance = a.distances[i];
    const mid = distance ?? (upper >= UNKNOWN ? lower : (lower + upper) / 2);
    const wentAway = i > 0 && away.has(i - 1);
    const text = distanceText({ distance, lower, upper });
    return {
      index: i,
      x: x(i),
      y: y(mid),
      yLower: y(lower),
      yUpper: y(upper >= UNKNOWN ? top : upper),
      distance,
      lower,
      upper,
      away: wentAway,
      label: `${positionName(i)[0].toUpperCase()}${positionName(i).slice(1)}: ${text} moves from the goal${wentAway ? ', a move away from the goal' : ''}.`,
    };
  });
  const moves = n - 1;
  const wasted = a.wasted.lower === a.wasted.upper ? `${a.wasted.lower}` : `${a.wasted.lower} to ${a.wasted.upper}`;
  const summary = [
    `${plural(moves, 'move')}, ${wasted} wasted.`,
    a.firstOffOptimal === null
      ? (a.exact ? 'Every move kept to an optimal path.' : 'No move is known to have gone away from the goal.')
      : `You first left an optimal path with move ${a.firstOffOptimal + 1}.`,
    `${plural(a.away.length, 'move')} went away from the goal${a.exact ? '' : ' (as far as the bounds tell)'}.`,
  ].filter((line, i) => i < 2 || a.exact || a.away.length > 0);
  const rows = points.map((p) => ({
    index: p.index,
    position: p.index === 0 ? 'start' : String(p.index),
    distance: distanceText(p),
    away: p.away,
  }));
  const band = a.exact ? '' : [
    ...points.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)} ${p.yUpper.toFixed(1)}`),
    ...points.slice().reverse().map((p) => `L${p.x.toFixed(1)} ${p.yLower.toFixed(1)}`),
    'Z',
  ].join(' ');
  return {
    size: CHART,
    points,
    exact: a.exact,
    summary,
    rows,
    band,
    axis: distances.map((v) => ({ value: v, label: String(v), y: y(v) })),
    moveTicks: ticksWithin(moves, STEPS).map((v) => ({ value: v, x: x(v) })),
    line: points.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join(' '),
    dataDistances: a.lower.map((l, i) => a.distances[i] ?? `${l}-${a.upper[i] >= UNKNOWN ? '' : a.upper[i]}`).join(','),
  };
}
