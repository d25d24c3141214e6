// The analysis beside the board: after a solve by hand, and beside every replay shown. It asks a
// worker for learning (learn-channel.js; op 'analyse' of learn-ops.js) for the distance to the goal along the solve,
// says how far it has got meanwhile (play goes on: nothing here waits), then draws the chart
// (analysis-chart.js), the summary, the moves as text to copy, and a table of every figure.
// Choosing a point calls `onPosition(index, {focus})`: the page shows that position.
//
// #analysis carries data-state ('working' | 'done' | 'error') and, once done, data-distances:
// each position's distance, comma separated ("40-46" where only a band is known).

import { analysisView } from './analysis-model.js';
import { drawChart } from './analysis-chart.js';
import { copyOrSelect, writeClipboard } from '../lib/clipboard.js';

/** Analyses kept, so that a replay opened again is drawn at once. */
const KEPT = 20;

const keyOf = ({ shape, start, dirs }) => `${shape.width}:${start.join(',')}:${dirs.join('')}`;

export class AnalysisPanel {
  /**
   * @param {object} options
   * @param {HTMLElement} options.container   the #analysis element
   * @param {(index: number, how: {focus: boolean, replay: boolean}) => void} [options.onPosition]
   * @param {LearnChannel} options.channel  the learning worker (learn-channel.js)
   * @param {(text: string) => Promise<void>} [options.copy]  puts text on the clipboard
   */
  constructor({
    container, channel, onPosition = () => {}, copy = writeClipboard,
  }) {
    Object.assign(this, { container, onPosition, channel, copy });
    this.doc = container.ownerDocument;
    this.asked = 0;
    this.shown = null;    // {replay, kind: 'solve' | 'replay'} analysed or being analysed
    this.kept = new Map(); // keyOf(replay) -> {view, notation}
  }

  /** Nothing to analyse: the panel hides, and an analysis under way is dropped. */
  hide() {
    this.asked += 1;
    this.shown = null;
    const c = this.container;
    c.hidden = true;
    c.removeAttribute('data-distances');
    c.removeAttribute('data-state');
    c.replaceChildren();
  }

  /**
   * The analysis of `replay` ({shape, start, dirs}): the player's own solve (`kind` 'solve') or
   * a replay shown ('replay'), which the title and a chosen point's position follow.
   */
  show(replay, kind) {
    const key = keyOf(replay);
    if (this.shown && keyOf(this.shown.replay) === key && this.container.dataset.state !== 'error') {
      this.shown.kind = kind;
      this.#title();
      return;
    }
    this.asked += 1;
    this.shown = { replay, kind };
    const c = this.container;
    c.hidden = false;
    c.removeAttribute('data-distances');
    const done = this.kept.get(key);
    if (done) {
      this.#draw(done);
      return;
    }
    c.dataset.state = 'working';
    const progress = this.#el('progress', { className: 'analysis-progress', max: replay.dirs.length || 1, value: 0 });
    progress.setAttribute('aria-label', 'Moves analysed');
    c.replaceChildren(this.#heading(), this.#el('p', { className: 'analysis-status', textContent: 'Analysing your moves…' }), progress);
    const { shape, start, dirs } = replay;
    const asked = this.asked;
    const current = () => asked === this.asked && this.shown;
    this.channel.ask({ op: 'analyse', tiles: Array.from(start), width: shape.width, dirs: Array.from(dirs) },
      (p) => { if (current()) this.#progress(p); })
      .then((data) => { if (current()) this.#answer(data); },
        (err) => { if (current()) this.#failed(err.message); });
  }

  #progress({ done, total }) {
    const bar = this.container.querySelector('.analysis-progress');
    const status = this.container.querySelector('.analysis-status');
    if (bar) bar.value = done;
    if (status) status.textContent = `Analysing your moves: ${done} of ${total}…`;
  }

  #answer(data) {
    const done = { view: analysisView(data.result), notation: data.notation };
    const key = keyOf(this.shown.replay);
    this.kept.set(key, done);
    if (this.kept.size > KEPT) this.kept.delete(this.kept.keys().next().value);
    this.#draw(done);
  }

  #failed(message) {
    if (!this.shown) return;
    this.container.dataset.state = 'error';
    this.container.replaceChildren(this.#heading(), this.#el('p', { className: 'analysis-status', textContent: `No analysis for these moves: ${message}.` }));
  }

  #heading() {
    return this.#el('h2', { className: 'analysis-title', textContent: this.#titleText() });
  }

  #titleText() {
    return this.shown?.kind === 'replay' ? 'This replay, move by move' : 'Your solve, move by move';
  }

  #title() {
    const h = this.container.querySelector('.analysis-title');
    if (h) h.textContent = this.#titleText();
  }

  #draw({ view, notation }) {
    const c = this.container;
    c.dataset.state = 'done';
    c.dataset.distances = view.dataDistances;
    const summary = this.#el('p', { className: 'analysis-summary', textContent: view.summary.join(' ') });
    const chart = drawChart(this.doc, view, (index, { focus }) => this.onPosition(index, { focus, replay: this.shown?.kind === 'replay' }));
    const legend = this.#el('p', { className: 'analysis-legend' });
    legend.append(this.#el('span', { className: 'analysis-key analysis-key-away', textContent: 'a move away from the goal' }));
    if (!view.exact) legend.append(this.#el('span', { className: 'analysis-key analysis-key-band', textContent: 'the distance lies in the band' }));
    c.replaceChildren(this.#heading(), summary, chart, legend, this.#moves(notation), this.#table(view));
  }

  /** The moves as text, with a button that copies them. */
  #moves(notation) {
    const row = this.#el('div', { className: 'analysis-moves' });
    const id = 'analysis-notation';
    const label = this.#el('label', { className: 'option-label', htmlFor: id, textContent: 'Moves as text' });
    const text = this.#el('input', { id, className: 'input analysis-notation', type: 'text', readOnly: true, value: notation, spellcheck: false });
    const button = this.#el('button', { type: 'button', className: 'btn btn-small', id: 'analysis-copy', textContent: 'Copy moves' });
    const said = this.#el('span', { className: 'analysis-copied', role: 'status' });
    button.addEventListener('click', async () => {
      said.textContent = await copyOrSelect(notation, text, this.copy) ? 'Copied.' : 'Selected: copy it with Ctrl+C.';
    });
    row.append(label, text, button, said);
    return row;
  }

  #table(view) {
    const details = this.#el('details', { className: 'analysis-details' });
    details.append(this.#el('summary', { textContent: 'Every position as a table' }));
    const table = this.#el('table', { className: 'analysis-table' });
    table.createCaption().textContent = 'Moves from the goal at each position';
    const head = table.createTHead().insertRow();
    for (const text of ['After move', 'Moves from the goal', 'Went away']) {
      head.append(this.#el('th', { textContent: text, scope: 'col' }));
    }
    const body = table.createTBody();
    for (const row of view.rows) {
      const tr = body.insertRow();
      tr.append(this.#el('th', { textContent: row.position, scope: 'row' }));
      tr.insertCell().textContent = row.distance;
      tr.insertCell().textContent = row.away ? 'yes' : '';
    }
    details.append(table);
    return details;
  }

  #el(name, props = {}) {
    return Object.assign(this.doc.createElement(name), props);
  }
}
