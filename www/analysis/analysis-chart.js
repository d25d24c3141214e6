// The analysis chart, drawn as SVG from analysis-model.js's view: the distance to the goal
// before the first move and after each move, a band where only bounds are known, the moves that
// went away from the goal marked, an axis of moves and of distances. Each point is a button
// that calls `onPoint(index, {focus})`: on a click or Enter (focus false) and when it takes the
// keyboard's focus (focus true).

import { SVG, addAxes, onPress, svgAdder } from '../lib/svg.js';


/** The chart for `view` (analysisView), as an <svg> element of `doc`. */
export function drawChart(doc, view, onPoint) {
  const svg = doc.createElementNS(SVG, 'svg');
  const { width, height } = view.size;
  svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
  svg.setAttribute('class', 'chart analysis-chart');
  svg.setAttribute('role', 'group');
  svg.setAttribute('aria-label', 'Distance to the goal after each move; each point shows its position');
  const add = svgAdder(doc);
  addAxes(add, svg, view);
  if (view.band) add(svg, 'path', { d: view.band, class: 'analysis-band', 'aria-hidden': 'true' });
  add(svg, 'path', { d: view.line, class: view.exact ? 'analysis-line' : 'analysis-line analysis-line-mid', 'aria-hidden': 'true' });
  const r = view.points.length > 120 ? 2.5 : 4;
  for (const p of view.points) {
    const dot = add(svg, 'circle', {
      cx: p.x.toFixed(1), cy: p.y.toFixed(1), r: p.away ? r + 1.5 : r,
      class: p.away ? 'chart-point analysis-point analysis-away' : 'chart-point analysis-point',
      tabindex: 0, role: 'button', 'aria-label': p.label, 'data-index': p.index,
    });
    add(dot, 'title', {}, p.label);
    onPress(dot, () => onPoint(p.index, { focus: false }));
    dot.addEventListener('focus', () => onPoint(p.index, { focus: true }));
  }
  return svg;
}
