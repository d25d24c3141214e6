// The time chart in Statistics: the times of the size in play, this session's or all time's
// (the player chooses), with the ao5 and ao12 lines, drawn as SVG from time-chart-model.js.
// Hovering or focusing a point says that solve below the chart; clicking it (or Enter) opens its
// replay through `onReplay(code)`.

import { SVG, addAxes, onPress, svgAdder } from '../lib/svg.js';
import { LINES, timeChartView } from './time-chart-model.js';


export class TimeChart {
  /**
   * @param {object} options
   * @param {HTMLElement} options.container  the #stats-chart element
   * @param {(code: string) => void} options.onReplay
   */
  constructor({ container, onReplay }) {
    Object.assign(this, { container, onReplay });
    this.doc = container.ownerDocument;
    this.scope = 'session';
    this.last = null; // {stats, shape}: what was drawn, to draw again on a change of scope
    this.#build();
  }

  #build() {
    const { doc } = this;
    const scopes = doc.createElement('fieldset');
    scopes.className = 'time-chart-scope';
    const legend = doc.createElement('legend');
    legend.className = 'sr-only';
    legend.textContent = 'Solves charted';
    scopes.append(legend);
    for (const [value, text] of [['session', 'This session'], ['all', 'All time']]) {
      const label = doc.createElement('label');
      label.className = 'option-check';
      const radio = Object.assign(doc.createElement('input'), { type: 'radio', name: 'stats-chart-scope', value, checked: value === this.scope });
      radio.id = `stats-chart-${value}`;
      radio.addEventListener('change', () => {
        this.scope = value;
        if (this.last) this.draw(this.last.stats, this.last.shape);
      });
      label.append(radio, ` ${text}`);
      scopes.append(label);
    }
    this.figure = doc.createElement('div');
    this.figure.className = 'time-chart-figure';
    this.detail = Object.assign(doc.createElement('p'), { className: 'time-chart-detail', id: 'stats-chart-detail' });
    this.detail.setAttribute('aria-live', 'polite');
    const key = doc.createElement('p');
    key.className = 'time-chart-key';
    key.setAttribute('aria-hidden', 'true');
    for (const [cls, text] of [['time-key-solve', 'time'], ...LINES.map((n) => [`time-key-ao${n}`, `ao${n}`])]) {
      const span = Object.assign(doc.createElement('span'), { className: `time-key ${cls}`, textContent: text });
      key.append(span);
    }
    this.container.replaceChildren(scopes, this.figure, key, this.detail);
  }

  /** Draw the solves of `shape` from `stats` (stats.js's Stats), in the scope chosen. */
  draw(stats, shape) {
    this.last = { stats, shape };
    const view = timeChartView(stats.of(shape, { session: this.scope === 'session' }));
    this.container.dataset.points = String(view.points.length);
    this.detail.textContent = '';
    if (view.empty) {
      this.figure.replaceChildren(Object.assign(this.doc.createElement('p'), {
        className: 'time-chart-empty',
        textContent: this.scope === 'session' ? 'No solve by hand this session yet.' : 'No solve by hand yet.',
      }));
      return;
    }
    this.figure.replaceChildren(this.#svg(view));
  }

  #svg(view) {
    const { doc } = this;
    const svg = doc.createElementNS(SVG, 'svg');
    const { width, height } = view.size;
    const add = svgAdder(doc);
    svg.setAttribute('viewBox', `0 0 ${width} ${height}`);
    svg.setAttribute('class', 'chart time-chart');
    svg.setAttribute('role', 'group');
    const averages = view.averages.filter((a) => a.last !== null).map((a) => `ao${a.n}`).join(' and ');
    svg.setAttribute('aria-label', `Times of ${view.points.length} solves${averages ? `, with ${averages}` : ''}; each point is a solve`);
    addAxes(add, svg, view);
    for (const a of view.averages) if (a.path) add(svg, 'path', { d: a.path, class: `time-line time-ao${a.n}`, 'aria-hidden': 'true' });
    for (const p of view.points) {
      const dot = add(svg, 'circle', {
        cx: p.x.toFixed(1), cy: p.y.toFixed(1), r: view.points.length > 150 ? 2.5 : 4,
        class: 'chart-point time-point', tabindex: 0, role: 'button', 'data-number': p.number,
        'aria-label': p.replay ? `${p.text} Opens its replay.` : p.text,
      });
      const say = () => { this.detail.textContent = p.replay ? `${p.text} Click for its replay.` : p.text; };
      dot.addEventListener('mouseenter', say);
      dot.addEventListener('focus', say);
      onPress(dot, () => { if (p.replay) this.onReplay(p.replay); });
    }
    return svg;
  }
}
