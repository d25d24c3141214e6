// What the statistics panel shows for one board shape: its size as the page writes it, the
// figures of this session and of all time as table rows, and the solves as lines, newest first.
// Pure (the stats in, plain text out); the renderer draws it.

import { plural } from '../ui/play-words.js';
import { sizeLabel } from '../play/shape.js';
import { AVERAGES, summarize, timeText, tps } from './stats.js';

/** How many solves the list shows (the CSV has them all). */
export const LISTED = 100;

const seconds = (ms) => (ms === null ? '–' : timeText(ms));
const fixed = (n, digits) => (n === null ? '–' : n.toFixed(digits));

/** One solve as a line: "6.947 s, 26 moves, 3.74 TPS, optimal 22, assisted". */
export function solveText(s) {
  const rate = tps(s);
  const parts = [`${timeText(s.ms)} s`, plural(s.moves, 'move')];
  if (rate !== null) parts.push(`${rate.toFixed(2)} TPS`);
  if (s.optimal !== null) parts.push(`optimal ${s.optimal}`);
  if (s.assisted) parts.push('assisted');
  return parts.join(', ');
}

/**
 * {shape, size, rows: [{label, session: {text, best}, all: {text, best}}], solves: [{text,
 * replay}], count} for `shape` (shape.js) from `stats` (stats.js's Stats): `size` is how the
 * page writes the shape ("4×3", for the panel's heading); `best` is the best average of its kind
 * when it differs from the current one, else null.
 */
export function statsView(stats, shape) {
  const all = stats.of(shape);
  const figures = [summarize(stats.of(shape, { session: true })), summarize(all)];
  const row = (label, pick) => {
    const [session, ever] = figures.map(pick);
    return { label, session, all: ever };
  };
  const rows = [
    row('Solves', (f) => ({ text: f.counted === f.count ? String(f.count) : `${f.counted} of ${f.count}`, best: null })),
    row('Best single', (f) => ({ text: seconds(f.best), best: null })),
    ...AVERAGES.map((n) => row(`ao${n}`, (f) => {
      const { current, best } = f.averages[n];
      return { text: seconds(current), best: best === null || best === current ? null : seconds(best) };
    })),
    row('Mean moves', (f) => ({ text: fixed(f.meanMoves, 1), best: null })),
    row('Mean TPS', (f) => ({ text: fixed(f.meanTps, 2), best: null })),
  ];
  const solves = all.slice(-LISTED).reverse().map((s) => ({ text: solveText(s), replay: s.replay ?? null }));
  return { shape, size: sizeLabel(shape), rows, solves, count: all.length };
}
