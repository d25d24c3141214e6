// The analysis chart, drawn as SVG from analysis-model.js's view: the distance to the goal
// before the first move and after each move, a band where only bounds are known, the moves that
// went away from the goal marked, an axis of moves and of distances. Each point is a button
// that calls `onPoint(index, {focus})`: on a click or Enter (focus false) and when it takes the
// keyboard's focus (focus true).

import { SVG, svgAdder } from '../lib/svg.js';


/** The chart for `view` (analysisView), as an <svg> element of `doc`. */
export function drawChart(doc, view, onPoint) {
  const svg = doc.createElementNS(SVG, 'svg');
  const { width, height, left, bottom } = view.size;
  svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
  svg.setAttribute('class', 'analysis-chart');
  svg.setAttribute('role', 'group');
  svg.setAttribute('aria-label', 'Distance to the goal after each move; each point shows its position');
  const add = svgAdder(doc);
  const axis = add(svg, 'g', { class: 'analysis-axis', 'aria-hidden': 'true' });
  for (const t of view.axis) {
    add(axis, 'line', { x1: left, x2: width - 4, y1: t.y, y2: t.y, class: 'analysis-grid' });
    add(axis, 'text', { x: left - 6, y: t.y + 4, 'text-anchor': 'end' }, String(t.value));
  }
  for (const t of view.moveTicks) {
    add(axis, 'text', { x: t.x, y: height - bottom + 16, 'text-anchor': 'middle' }, String(t.value));
  }
  if (view.band) add(svg, 'path', { d: view.band, class: 'analysis-band', 'aria-hidden': 'true' });
  add(svg, 'path', { d: view.line, class: view.exact ? 'analysis-line' : 'analysis-line analysis-line-mid', 'aria-hidden': 'true' });
  const r = view.points.length > 120 ? 2.5 : 4;
  for (const p of view.points) {
    const dot = add(svg, 'circle', {
      cx: p.x.toFixed(1), cy: p.y.toFixed(1), r: p.away ? r + 1.5 : r,
      class: p.away ? 'analysis-point analysis-away' : 'analysis-point',
      tabindex: 0, role: 'button', 'aria-label': p.label, 'data-index': p.index,
    });
    add(dot, 'title', {}, p.label);
    dot.addEventListener('click', () => onPoint(p.index, { focus: false }));
    dot.addEventListener('focus', () => onPoint(p.index, { focus: true }));
    dot.addEventListener('keydown', (e) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      onPoint(p.index, { focus: false });
    });
  }
  return svg;
}
