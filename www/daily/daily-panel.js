// The daily board's panel (#daily), shown while the board of the day is in play: what it is,
// the result of today's solve as a line to copy, and the results of the days before on this size.

import { dailyTitle, keepResult, readResults, resultLine } from './daily.js';
import { copyOrSelect, writeClipboard } from '../lib/clipboard.js';

/** Earlier results listed. */
const LISTED = 14;

export class DailyPanel {
  /**
   * @param {object} options
   * @param {HTMLElement} options.container  the #daily section
   * @param {object} options.storage  storage.js's StorageManager
   * @param {(text: string) => Promise<void>} [options.copy]
   */
  constructor({ container, storage, copy = writeClipboard }) {
    Object.assign(this, { container, storage, copy });
    this.doc = container.ownerDocument;
    this.today = null; // {shape, date, tiles}: the board of the day, while the page offers it
  }

  /** The page deals the board of `date` (tiles, row by row) on `shape`. */
  offer(shape, date, tiles) {
    this.today = { shape, date, tiles: Array.from(tiles) };
    this.#draw();
  }

  /** A board dealt: the panel shows while it is today's board. */
  dealt(shape, start) {
    if (this.today) this.container.hidden = !this.isToday(shape, start);
  }

  /** Whether `start` on `shape` is today's board. */
  isToday(shape, start) {
    const t = this.today;
    return Boolean(t) && t.shape.key === shape.key && t.tiles.join(',') === Array.from(start).join(',');
  }

  /** A solve of the board `start` on `shape`, with its figures {ms, moves, optimal, assisted}. */
  solved(shape, start, figures) {
    if (!this.isToday(shape, start)) return;
    keepResult(this.storage, { date: this.today.date, size: shape.key, ...figures });
    this.#draw();
  }

  #draw() {
    const { shape, date } = this.today;
    const c = this.container;
    c.hidden = false;
    const results = readResults(this.storage).filter((r) => r.size === shape.key);
    const mine = results.find((r) => r.date === date);
    const el = (name, props = {}) => Object.assign(this.doc.createElement(name), props);
    const parts = [
      el('h2', { className: 'analysis-title', textContent: dailyTitle(shape, date) }),
      el('p', { textContent: 'Everyone gets this board today, from the date alone; a new one comes at midnight UTC. Your first solve of the day is kept.' }),
    ];
    c.dataset.solved = mine ? 'true' : 'false';
    if (mine) {
      const line = resultLine(mine);
      const row = el('div', { className: 'analysis-moves' });
      const text = el('output', { id: 'daily-result', className: 'daily-line', textContent: line });
      const label = el('p', { className: 'option-label', id: 'daily-result-label', textContent: 'Your result to share (it shows no board):' });
      text.setAttribute('aria-labelledby', 'daily-result-label');
      const button = el('button', { type: 'button', id: 'daily-copy', className: 'btn btn-small', textContent: 'Copy result' });
      const said = el('span', { className: 'analysis-copied', role: 'status' });
      button.addEventListener('click', async () => {
        said.textContent = await copyOrSelect(line, text, this.copy) ? 'Copied.' : 'Selected: copy it with Ctrl+C.';
      });
      row.append(label, text, button, said);
      parts.push(row);
    }
    const earlier = results.filter((r) => r.date !== date).slice(-LISTED).reverse();
    if (earlier.length > 0) {
      const details = el('details', { className: 'analysis-details' });
      details.append(el('summary', { textContent: `Your earlier daily ${shape.key.replace('x', '×')} results (${earlier.length})` }));
      const ol = el('ul', { className: 'daily-results' });
      for (const r of earlier) ol.append(el('li', { textContent: resultLine(r) }));
      details.append(ol);
      parts.push(details);
    }
    c.replaceChildren(...parts);
  }
}
