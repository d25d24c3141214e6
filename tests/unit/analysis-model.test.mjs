// The analysis's pure figures (www/analysis/analysis-model.js): the pieces a long path is
// analysed in, their answers joined into one, and what the chart and the text say. The answers
// here are written by hand (distances of a made-up path), not asked of the module.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CHART, analysisView, chunks, joinAnalyses } from '../../www/analysis/analysis-model.js';

const U = 2 ** 32 - 1;

/** An exact analysis of `distances` (every move changes the distance by one), figured by hand. */
function exact(distances) {
  const away = [];
  for (let i = 1; i < distances.length; i += 1) if (distances[i] > distances[i - 1]) away.push(i - 1);
  const moves = distances.length - 1;
  return {
    distances, lower: distances, upper: distances, exact: true,
    wasted: { lower: moves - (distances[0] - distances.at(-1)), upper: moves - (distances[0] - distances.at(-1)) },
    away, firstOffOptimal: away[0] ?? null,
  };
}

test('chunks cover a path in pieces of the size asked, the last shorter', () => {
  assert.deepEqual(chunks(0, 4), [[0, 0]]);
  assert.deepEqual(chunks(4, 4), [[0, 4]]);
  assert.deepEqual(chunks(10, 4), [[0, 4], [4, 8], [8, 10]]);
});

test('joining the pieces of an exact path gives the analysis of the whole', () => {
  const d = [5, 4, 5, 4, 3, 4, 3, 2, 1, 0];
  const whole = exact(d);
  const parts = chunks(d.length - 1, 4).map(([from, to]) => exact(d.slice(from, to + 1)));
  assert.deepEqual(joinAnalyses(parts), whole);
  assert.deepEqual(whole.away, [1, 4]);
  assert.equal(whole.wasted.lower, 4);
});

test('a position shared by two pieces keeps the narrower band; wasted stays even', () => {
  const a = { distances: [null, null], lower: [10, 9], upper: [14, 15], exact: false, wasted: { lower: 0, upper: 6 }, away: [], firstOffOptimal: null };
  const b = { distances: [null, 10], lower: [11, 10], upper: [13, 10], exact: false, wasted: { lower: 0, upper: 4 }, away: [], firstOffOptimal: null };
  const j = joinAnalyses([a, b]);
  assert.deepEqual(j.lower, [10, 11, 10]);
  assert.deepEqual(j.upper, [14, 13, 10]);
  assert.deepEqual(j.distances, [null, null, 10]);
  assert.equal(j.exact, false);
  // 2 moves, from 10..14 to 10: wasted from 2 + 10 − 14 (< 0, so 0) to 2 + 10 − 10 = 2.
  assert.deepEqual(j.wasted, { lower: 0, upper: 2 });
});

test('the view: one point a position, moves away marked, the figures in words', () => {
  const v = analysisView(exact([3, 4, 3, 2, 1, 0]));
  assert.equal(v.points.length, 6);
  assert.equal(v.dataDistances, '3,4,3,2,1,0');
  assert.deepEqual(v.points.map((p) => p.away), [false, true, false, false, false, false]);
  assert.equal(v.summary.join(' '), '5 moves, 2 wasted. You first left an optimal path with move 1. 1 move went away from the goal.');
  assert.deepEqual(v.rows[1], { index: 1, position: '1', distance: '4', away: true });
  assert.equal(v.points[1].label, 'After move 1: 4 moves from the goal, a move away from the goal.');
  assert.equal(v.band, '', 'no band when every distance is exact');
  // The highest distance touches the top of the drawing, the goal its floor.
  assert.equal(v.points[1].y, CHART.top);
  assert.equal(v.points[5].y, CHART.height - CHART.bottom);
  assert.ok(v.points.every((p, i) => i === 0 || p.x > v.points[i - 1].x));
});

test('an optimal solve says so; a banded one draws its band and says its bounds', () => {
  assert.match(analysisView(exact([2, 1, 0])).summary.join(' '), /^2 moves, 0 wasted\. Every move kept to an optimal path\. 0 moves went/);
  const banded = analysisView({
    distances: [null, null, 0], lower: [40, 1, 0], upper: [46, U, 0], exact: false,
    wasted: { lower: 0, upper: 0 }, away: [], firstOffOptimal: null,
  });
  assert.equal(banded.dataDistances, '40-46,1-,0');
  assert.deepEqual(banded.rows.map((r) => r.distance), ['40 to 46', 'at least 1', '0']);
  assert.match(banded.band, /^M.* Z$/);
  assert.match(banded.summary[1], /No move is known to have gone away/);
  assert.equal(banded.summary.length, 2, 'no count of moves away when none is known');
});

test('the distance axis runs up to a round tick at or above the farthest position', () => {
  // 12 moves from the goal at most: steps of 1 and 2 need 12 and 6 ticks to get there; 5 needs
  // three (5, 10, 15), so the ticks are 0 5 10 15 and the top of the drawing is 15. With 10 above
  // and 24 below in 170, a 12 stands at 146 − 12 × 136 / 15 = 37.2, below the top tick.
  const v = analysisView(exact([12, 11, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]));
  assert.deepEqual(v.axis.map((t) => t.label), ['0', '5', '10', '15']);
  assert.equal(v.axis.at(-1).y, CHART.top);
  assert.ok(Math.abs(v.points[0].y - 37.2) < 1e-9);
  // The moves' axis ends with the 14th move: 5 and 10, and no 15 past the last point.
  assert.deepEqual(v.moveTicks.map((t) => t.value), [0, 5, 10]);
});
