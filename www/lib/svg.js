// Drawing SVG from plain values: the helpers the analysis and time charts share.

export const SVG = 'http://www.w3.org/2000/svg';

/**
 * A function that adds an SVG element of `doc` to a parent: `add(parent, name, attrs, text?)`
 * sets each attribute (as a string) and the text, appends the element and returns it.
 */
export function svgAdder(doc) {
  return (parent, name, attrs, text) => {
    const e = doc.createElementNS(SVG, name);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
    if (text !== undefined) e.textContent = text;
    parent.append(e);
    return e;
  };
}

/**
 * A chart's axes, from its view ({size, axis: [{y, label}], moveTicks: [{x, value}]}), added to
 * `svg` with `add` (svgAdder): a grid line and a label at each value tick, the move numbers below.
 */
export function addAxes(add, svg, { size, axis, moveTicks }) {
  const { width, height, left, bottom } = size;
  const g = add(svg, 'g', { class: 'analysis-axis', 'aria-hidden': 'true' });
  for (const t of axis) {
    add(g, 'line', { x1: left, x2: width - 4, y1: t.y, y2: t.y, class: 'analysis-grid' });
    add(g, 'text', { x: left - 6, y: t.y + 4, 'text-anchor': 'end' }, t.label);
  }
  for (const t of moveTicks) add(g, 'text', { x: t.x, y: height - bottom + 16, 'text-anchor': 'middle' }, String(t.value));
}

/** Makes a chart's point (an element with role button) call `press()` on a click, Enter or Space. */
export function onPress(element, press) {
  element.addEventListener('click', press);
  element.addEventListener('keydown', (e) => {
    if (e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    press();
  });
}
