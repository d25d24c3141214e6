// The Inside panel: draws what inside-model.js says about the board into a container given to
// it, and marks the board's tiles (each tile's Manhattan distance in a badge, the tiles in linear
// conflict outlined with their partners). Every figure is in text as well as in the picture; the
// badges and bars are hidden from screen readers, which read the lists instead.
//
// Closed, the panel holds no worker, no badges and no DOM, and update() returns at once.

import { InsideChannel, InsideSupersededError } from './inside-channel.js';
import {
  conflictSentences, count, estimateRows, paritySentence, raceBars, raceBudget, raceSummary,
  searchSentence, sumSentence, tileFigures, withinTruth,
} from './inside-model.js';

/** document.createElement with a class, attributes and children (strings become text). */
function el(tag, { className, text, attrs = {} } = {}, ...children) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  node.append(...children);
  return node;
}

const keyOf = (tiles) => Array.from(tiles).join(',');
const boardKey = (tiles, width) => `${width}:${keyOf(tiles)}`;

export class InsidePanel {
  /**
   * @param {object} options
   * @param {HTMLElement} options.container  where the panel is drawn (hidden while closed)
   * @param {HTMLElement} options.board  the board, whose `.tile[data-tile]` buttons get badges
   * @param {() => InsideChannel} [options.channel]  makes the line to the panel's worker
   */
  constructor({ container, board, channel = () => new InsideChannel() }) {
    this.container = container;
    this.board = board;
    this.makeChannel = channel;
    this.channel = null;
    this.tiles = null;
    this.knownDistance = null;
    this.els = null;
  }

  get isOpen() {
    return this.channel !== null;
  }

  /** Opens the panel on `tiles` (or on the last board it was given). */
  open(tiles = this.tiles) {
    if (this.isOpen) return;
    this.channel = this.makeChannel();
    this.#build();
    this.container.hidden = false;
    this.update(tiles, { knownDistance: this.knownDistance });
  }

  /** Closes the panel: its worker ends, its DOM and the tiles' badges go. */
  close() {
    if (!this.isOpen) return;
    this.channel.stop();
    this.channel = null;
    this.els = null;
    this.container.replaceChildren();
    this.container.hidden = true;
    this.container.removeAttribute('data-state');
    this.container.removeAttribute('data-race');
    this.#clearBadges();
  }

  /**
   * The board changed (a move, a deal, a typed board). `knownDistance` is the proven optimum
   * the game knows, for boards whose true distance the panel does not compute (4×4); `width`
   * lays the tiles out (a square when left out).
   */
  update(tiles, { knownDistance = null, width = undefined } = {}) {
    if (!this.isOpen || !tiles?.length) return; // closed, or no board dealt yet
    const key = boardKey(tiles, width);
    const same = this.tiles !== null && this.#key() === key && this.knownDistance === knownDistance;
    this.tiles = Array.from(tiles);
    this.width = width;
    this.knownDistance = knownDistance;
    if (same && this.container.dataset.state) return;
    this.container.dataset.state = 'explaining';
    this.channel.explain(tiles, width).then(
      (e) => { if (this.isOpen && this.#key() === key) this.#showExplanation(e); },
      (err) => this.#failed(err, this.els?.estimates),
    );
  }

  /** The board shown, with its width: a 2×8 and a 4×4 board may hold the same tiles. */
  #key() {
    return boardKey(this.tiles, this.width);
  }

  /** A hint or a solve ran on `tiles`: shows the figures of that search. */
  searched(tiles) {
    if (!this.isOpen) return;
    const { stats } = this.els;
    stats.textContent = 'Measuring the search…';
    this.channel.search(tiles, this.width).then(
      (f) => { if (this.isOpen) stats.textContent = searchSentence(f); },
      (err) => this.#failed(err, stats),
    );
  }

  /** Races the heuristics on the current board. */
  race() {
    if (!this.isOpen || !this.tiles) return;
    const { raceList, raceNote, raceButton } = this.els;
    const budget = raceBudget(this.tiles.length);
    raceList.replaceChildren();
    raceNote.textContent = 'Racing…';
    raceButton.disabled = true;
    this.container.dataset.race = 'running';
    this.channel.race(this.tiles, budget, this.width).then(
      (laps) => {
        if (!this.isOpen) return;
        this.#showRace(laps, budget);
        this.container.dataset.race = 'done';
      },
      (err) => {
        this.#failed(err, raceNote);
        if (this.isOpen) delete this.container.dataset.race;
      },
    ).finally(() => { raceButton.disabled = false; });
  }

  #failed(err, where) {
    if (err instanceof InsideSupersededError || !this.isOpen || !where) return;
    where.textContent = `Could not work this out: ${err.message}`;
  }

  #build() {
    const section = (title, ...children) => el('section', { className: 'inside-section' },
      el('h3', { className: 'inside-heading', text: title }), ...children);
    const estimates = el('div', { className: 'inside-estimates' });
    const parity = el('p', { className: 'inside-parity' });
    const tileList = el('ul', { className: 'inside-tiles' });
    const sum = el('p', { className: 'inside-sum' });
    const conflicts = el('ul', { className: 'inside-conflicts' });
    const stats = el('p', { className: 'inside-stats', text: 'Ask for a hint or a solve to see its search here.', attrs: { 'aria-live': 'polite' } });
    const raceButton = el('button', { className: 'btn btn-small', text: 'Race the heuristics', attrs: { type: 'button', id: 'inside-race' } });
    const raceNote = el('p', { className: 'inside-race-note', attrs: { 'aria-live': 'polite' } });
    const raceList = el('ol', { className: 'inside-race' });
    raceButton.addEventListener('click', () => this.race());
    const tilesDetails = el('details', { className: 'inside-details' },
      el('summary', { text: 'Each tile, and the lines in conflict' }), tileList, conflicts);
    this.container.replaceChildren(
      el('h2', { className: 'help-title', text: 'Inside the solver', attrs: { id: 'inside-title' } }),
      section('What the heuristics see', sum, estimates),
      section('Parity', parity),
      tilesDetails,
      section('The last search', stats),
      section('Race', el('p', { className: 'inside-race-intro', text: 'The same board solved by IDA* with each heuristic in turn, each allowed the same number of nodes.' }), raceButton, raceNote, raceList),
    );
    this.els = { estimates, parity, tileList, sum, conflicts, stats, raceButton, raceNote, raceList };
  }

  #showExplanation(e) {
    const { estimates, parity, tileList, sum, conflicts } = this.els;
    const figures = tileFigures(this.tiles, e);
    this.#badges(figures);
    tileList.replaceChildren(...figures.filter((f) => f.tile).sort((a, b) => a.tile - b.tile)
      .map((f) => el('li', { text: f.text })));
    const lines = conflictSentences(e);
    conflicts.replaceChildren(...(lines.length ? lines : ['No two tiles stand reversed in their goal row or column.'])
      .map((text) => el('li', { text })));
    sum.textContent = sumSentence(this.tiles, e);
    parity.textContent = paritySentence(e);

    const { rows, truth, truthNote } = estimateRows(e, this.knownDistance);
    const table = el('table', { className: 'inside-table' },
      el('caption', { className: 'sr-only', text: 'Estimates of the moves needed, beside the true distance' }),
      el('thead', {}, el('tr', {},
        el('th', { text: 'Heuristic', attrs: { scope: 'col' } }),
        el('th', { text: 'Moves', attrs: { scope: 'col' } }))));
    const body = el('tbody');
    for (const row of rows) {
      const value = row.value === null ? el('span', { className: 'inside-missing', text: row.missing }) : String(row.value);
      const cell = el('td', { className: 'inside-value' }, value);
      if (!withinTruth(row.value, truth)) cell.classList.add('is-over'); // never happens: admissible
      body.append(
        el('tr', { attrs: { 'data-heuristic': row.id } },
          el('th', { attrs: { scope: 'row' } }, el('span', { className: 'inside-name', text: row.name }),
            el('span', { className: 'inside-why', text: `${row.counts} ${row.admissible}` })),
          cell),
      );
    }
    body.append(el('tr', { className: 'inside-truth', attrs: { 'data-heuristic': 'true-distance' } },
      el('th', { attrs: { scope: 'row' } }, el('span', { className: 'inside-name', text: 'True distance' }),
        el('span', { className: 'inside-why', text: 'The fewest moves that solve the board: no estimate above may exceed it.' })),
      el('td', { className: 'inside-value' }, truth === null ? el('span', { className: 'inside-missing', text: truthNote }) : String(truth))));
    table.append(body);
    estimates.replaceChildren(table);
    this.container.dataset.state = 'ready';
    this.container.dataset.tiles = keyOf(this.tiles);
  }

  /** Badges on the board's tiles: the distance, and the conflict partners if any. */
  #badges(figures) {
    for (const f of figures) {
      if (!f.tile) continue;
      const button = this.board.querySelector(`.tile[data-tile="${f.tile}"]`);
      if (!button) continue;
      let badge = button.querySelector('.inside-badge');
      if (!badge) {
        badge = el('span', { className: 'inside-badge', attrs: { 'aria-hidden': 'true' } });
        button.append(badge);
      }
      badge.textContent = String(f.distance);
      badge.dataset.distance = String(f.distance);
      let mark = button.querySelector('.inside-conflict');
      if (f.conflicts.length) {
        if (!mark) {
          mark = el('span', { className: 'inside-conflict', attrs: { 'aria-hidden': 'true' } });
          button.append(mark);
        }
        mark.textContent = `⇄ ${f.conflicts.join(' ')}`;
        button.dataset.conflict = f.conflicts.join(' ');
      } else {
        mark?.remove();
        delete button.dataset.conflict;
      }
    }
  }

  #clearBadges() {
    for (const node of this.board.querySelectorAll('.inside-badge, .inside-conflict')) node.remove();
    for (const button of this.board.querySelectorAll('.tile[data-conflict]')) delete button.dataset.conflict;
  }

  #showRace(laps, budget) {
    const { raceList, raceNote } = this.els;
    raceList.replaceChildren(...raceBars(laps, budget).map((bar) => {
      const fill = el('span', { className: 'inside-bar-fill' });
      // A CSSOM property, not a style attribute: the page's CSP allows no inline styles.
      fill.style.width = `${(bar.share * 100).toFixed(1)}%`;
      return el('li', { className: 'inside-lap', attrs: { 'data-heuristic': bar.id, 'data-finished': String(bar.finished) } },
        el('span', { className: 'inside-lap-name', text: bar.name }),
        el('span', { className: 'inside-bar', attrs: { 'aria-hidden': 'true' } }, fill),
        el('span', { className: 'inside-lap-text', text: bar.text }));
    }));
    const summary = raceSummary(laps);
    raceNote.textContent = `Each heuristic could expand ${count(budget)} nodes; the bars show nodes generated.${summary ? ` ${summary}` : ''}`;
  }
}
