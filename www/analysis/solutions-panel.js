// Every optimal solution of the board as dealt, after a solve by hand and beside a replay of it:
// how many there are and the first ones in move notation, each with a button that plays it on
// the board (`onPlay(shape, start, path)`) and one that copies its text. Asked of the learning
// worker (learn-ops.js's 'solutions'); on boards the solver does not prove the list stays hidden.
//
// #solutions carries data-state ('working' | 'done' | 'error'), and once done data-count and
// data-length (the module's count and the solutions' length).

import { solutionsText } from './solutions-words.js';
import { copyOrSelect, writeClipboard } from '../lib/clipboard.js';

/** Solutions asked of the worker, and listed at once (the rest behind "Show all"). */
export const CAP = 200;
export const LISTED = 12;

const keyOf = ({ shape, start }) => `${shape.width}:${start.join(',')}`;

export class SolutionsPanel {
  /**
   * @param {object} options
   * @param {HTMLElement} options.container  the #solutions element
   * @param {LearnChannel} options.channel
   * @param {(shape, start: number[], path: number[], title: string) => void} options.onPlay
   * @param {(text: string) => Promise<void>} [options.copy]
   */
  constructor({ container, channel, onPlay, copy = writeClipboard }) {
    Object.assign(this, { container, channel, onPlay, copy });
    this.doc = container.ownerDocument;
    this.key = null;    // the board listed, or being listed
    this.asked = 0;
  }

  /** Nothing to list: the panel hides, and a list asked for is dropped. */
  hide() {
    this.asked += 1;
    this.key = null;
    const c = this.container;
    c.hidden = true;
    for (const name of ['state', 'count', 'length']) c.removeAttribute(`data-${name}`);
    c.replaceChildren();
  }

  /** Every optimal solution of the board `replay` ({shape, start, …}) starts from. */
  show(replay) {
    const key = keyOf(replay);
    if (key === this.key) return; // a replay of the board listed: the list stays
    this.hide();
    this.key = key;
    const asked = this.asked;
    const { shape, start } = replay;
    const c = this.container;
    c.dataset.state = 'working';
    c.replaceChildren(this.#heading(), this.#el('p', { textContent: 'Finding every optimal solution…' }));
    this.channel.ask({ op: 'solutions', tiles: Array.from(start), width: shape.width, cap: CAP }).then(
      ({ result }) => {
        if (asked !== this.asked) return;
        if (result) this.#draw(shape, Array.from(start), result);
        else this.hide();
      },
      (err) => {
        if (asked !== this.asked) return;
        c.hidden = false;
        c.dataset.state = 'error';
        c.replaceChildren(this.#heading(), this.#el('p', { textContent: `No list of solutions: ${err.message}.` }));
      },
    );
  }

  #heading() {
    return this.#el('h2', { className: 'analysis-title', textContent: 'Every optimal solution' });
  }

  #draw(shape, start, all) {
    const c = this.container;
    c.hidden = false;
    Object.assign(c.dataset, { state: 'done', count: String(all.count), length: String(all.length) });
    const parts = [this.#heading(), this.#el('p', { className: 'solutions-summary', textContent: solutionsText(all, all.solutions.length) })];
    if (all.length > 0) {
      // Listed on request, so that the controls under the board stay near it.
      const list = this.#el('details', { className: 'analysis-details solutions-details' });
      list.append(this.#el('summary', { textContent: 'List them in move notation, each to play or copy' }));
      list.append(this.#list(shape, start, all, 0, Math.min(LISTED, all.solutions.length)));
      if (all.solutions.length > LISTED) {
        const more = this.#el('details', { className: 'analysis-details' });
        more.append(this.#el('summary', { textContent: `Show all ${all.solutions.length} listed` }));
        more.addEventListener('toggle', () => {
          if (more.open && more.childElementCount === 1) more.append(this.#list(shape, start, all, LISTED, all.solutions.length));
        });
        list.append(more);
      }
      parts.push(list);
    }
    c.replaceChildren(...parts);
  }

  /** Solutions `from` to `to` (exclusive) as a numbered list. */
  #list(shape, start, all, from, to) {
    const ol = this.#el('ol', { className: 'solutions-list', start: from + 1 });
    for (let i = from; i < to; i += 1) {
      const li = this.#el('li');
      const row = this.#el('div', { className: 'solutions-item' });
      const text = all.notations[i];
      const code = this.#el('code', { className: 'solutions-text', textContent: text });
      const play = this.#el('button', { type: 'button', className: 'btn btn-small', textContent: 'Play' });
      play.setAttribute('aria-label', `Play solution ${i + 1}`);
      play.addEventListener('click', () => this.onPlay(shape, start, all.solutions[i], `Optimal solution ${i + 1}`));
      const copy = this.#el('button', { type: 'button', className: 'btn btn-small', textContent: 'Copy' });
      copy.setAttribute('aria-label', `Copy solution ${i + 1}`);
      copy.addEventListener('click', async () => {
        copy.textContent = await copyOrSelect(text, code, this.copy) ? 'Copied' : 'Selected';
      });
      const buttons = this.#el('span', { className: 'solutions-buttons' });
      buttons.append(play, copy);
      row.append(code, buttons);
      li.append(row);
      ol.append(li);
    }
    return ol;
  }

  #el(name, props = {}) {
    return Object.assign(this.doc.createElement(name), props);
  }
}
