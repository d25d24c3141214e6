// Unit tests for www/stats/time-chart-model.js: the time chart's points and running averages,
// for solve times written here (the averages worked out by hand).

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TIME_CHART, timeChartView } from '../../www/stats/time-chart-model.js';

const solve = (s, extra = {}) => ({ size: '3x3', ms: s * 1000, moves: 20, assisted: false, optimal: null, at: 0, ...extra });

test('no solve: an empty chart', () => {
  assert.equal(timeChartView([]).empty, true);
});

test('one point a solve by hand, in order; assisted solves left out', () => {
  const v = timeChartView([solve(10), solve(99, { assisted: true }), solve(8, { replay: 'abc' })]);
  assert.equal(v.points.length, 2);
  assert.deepEqual(v.points.map((p) => [p.number, p.ms, p.replay]), [[1, 10000, null], [2, 8000, 'abc']]);
  assert.ok(v.points[0].x < v.points[1].x);
  assert.ok(v.points[0].y < v.points[1].y, 'a slower solve is drawn higher');
  assert.equal(v.points[1].text, 'Solve 2: 8.000 s, 20 moves, 2.50 TPS.');
  assert.ok(v.axis.every((t) => t.y >= TIME_CHART.top && t.y <= TIME_CHART.height - TIME_CHART.bottom));
});

test('ao5 from the fifth solve on, its best and worst dropped; ao12 from the twelfth', () => {
  const seconds = [10, 20, 30, 40, 50, 60];
  const v = timeChartView(seconds.map((s) => solve(s)));
  // Solve 5: 10 20 30 40 50 → 20 30 40 → 30. Solve 6: 20 … 60 → 30 40 50 → 40.
  assert.match(v.points[4].text, /ao5 30\.000 s\.$/);
  assert.match(v.points[5].text, /ao5 40\.000 s\.$/);
  assert.doesNotMatch(v.points[3].text, /ao5/);
  const [ao5, ao12] = v.averages;
  assert.equal(ao5.last, 40000);
  assert.equal((ao5.path.match(/[ML]/g) ?? []).length, 2, 'two points on the ao5 line');
  assert.deepEqual([ao12.path, ao12.last], ['', null]);
});

test('the time axis runs up to a round tick at or above the slowest solve', () => {
  const labels = (v) => v.axis.map((t) => t.label);
  // 10 s and 40 s: steps of 1, 2 and 5 s need more than four to reach 40; 10 s needs four, so
  // the ticks are 0 10 20 30 40 and the 40 s point lies on the top line (y = TIME_CHART.top).
  const forty = timeChartView([solve(10), solve(40)]);
  assert.deepEqual(labels(forty), ['0', '10', '20', '30', '40 s']);
  assert.equal(forty.axis.at(-1).y, TIME_CHART.top);
  assert.equal(forty.points[1].y, TIME_CHART.top);
  // 12 s: 1 s and 2 s steps need 12 and 6; 5 s needs three (5, 10, 15), so the top tick is 15 s.
  // The drawing is 170 high with 10 above and 24 below: 12 s stands at 146 − 12 × 136 / 15 = 37.2.
  const twelve = timeChartView([solve(12)]);
  assert.deepEqual(labels(twelve), ['0', '5', '10', '15 s']);
  assert.ok(Math.abs(twelve.points[0].y - 37.2) < 1e-9);
  assert.ok(twelve.points[0].y > twelve.axis.at(-1).y, 'below the top tick');
  // 90 s: 10 s and 15 s steps need 9 and 6; 30 s needs three, written as minutes past 60 s.
  assert.deepEqual(labels(timeChartView([solve(90)])), ['0', '30', '1:00', '1:30 s']);
});
