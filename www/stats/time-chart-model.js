// What the time chart in Statistics shows for one size: each solve by hand's time in order, with
// the running ao5 and ao12 (stats.js's averages, as the table figures them), scaled to the
// drawing. Pure: solves in, points and paths out.

import { averageOf, timeText } from './stats.js';
import { coveringTicks, plotScales, ticksWithin } from '../lib/axis.js';
import { solveText } from './stats-view.js';

/** The drawing's size and margins, in SVG units. */
export const TIME_CHART = Object.freeze({ width: 400, height: 170, left: 40, right: 8, top: 10, bottom: 24 });

/** The running averages drawn. */
export const LINES = Object.freeze([5, 12]);

/**
 * The chart of `solves` (one size, oldest first; assisted ones are left out, as from the
 * figures): {points: [{x, y, ms, text, replay, number}], averages: [{n, path, last}], axis,
 * moveTicks, empty}. `number` counts the solves charted from 1; `text` says the solve and its
 * averages for a point's label.
 */
export function timeChartView(solves) {
  const fair = solves.filter((s) => !s.assisted);
  const times = fair.map((s) => s.ms);
  const seconds = coveringTicks(Math.max(1000, ...times) / 1000, [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 1800, 3600]);
  const n = fair.length;
  // The top tick, at or above the slowest solve, is the top of the drawing.
  const { x, y } = plotScales(TIME_CHART, n, seconds.at(-1) * 1000);
  const running = LINES.map((k) => times.map((_, i) => averageOf(times.slice(0, i + 1), k)));
  const points = fair.map((s, i) => {
    const avg = LINES.map((k, j) => (running[j][i] === null ? '' : `, ao${k} ${timeText(running[j][i])} s`)).join('');
    return { x: x(i), y: y(s.ms), ms: s.ms, number: i + 1, replay: s.replay ?? null, text: `Solve ${i + 1}: ${solveText(s)}${avg}.` };
  });
  const averages = LINES.map((k, j) => {
    const d = running[j].map((a, i) => (a === null ? null : `${x(i).toFixed(1)} ${y(a).toFixed(1)}`))
      .filter((p) => p !== null).map((p, i) => `${i ? 'L' : 'M'}${p}`).join(' ');
    return { n: k, path: d, last: running[j][n - 1] ?? null };
  });
  return {
    empty: n === 0,
    size: TIME_CHART,
    points,
    averages,
    axis: seconds.map((v, i) => ({
      value: v, label: `${timeText(v * 1000).replace(/\.000$/, '')}${i === seconds.length - 1 ? ' s' : ''}`, y: y(v * 1000),
    })),
    moveTicks: ticksWithin(Math.max(1, n), [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500]).filter((v) => v >= 1)
      .map((v) => ({ value: v, x: x(Math.max(0, v - 1)) })),
  };
}
