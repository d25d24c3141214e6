// Drawing: every write to the page is here, or in a drawing module that this calls
// (ui/status-drawing.js, play/settings-drawing.js, stats/stats-drawing.js, replay/replay-bar.js). The board from
// a plain tiles array (row-major, 0 = the gap), the status line, the buttons, the options and
// the figures beside the board. One
// element per tile, kept across moves and placed with a CSS transform, so a slide is a CSS
// transition (its length is the player's animation setting; turned off by
// prefers-reduced-motion in style.css). Writes that would not change anything are skipped, so
// redrawing often costs little.

import { tileBackground } from '../pictures/pictures.js';
import { drawSettings, drawSize, drawSizeForm } from '../play/settings-drawing.js';
import { isSquare, shapeOfTiles } from '../play/shape.js';
import { drawAfterSolve, drawReplayBar } from '../replay/replay-bar.js';
import { drawStats } from '../stats/stats-drawing.js';
import { set } from './dom.js';
import { drawStatus } from './status-drawing.js';

const DEFAULT_SLIDE_MS = 140;

export class Renderer {
  /**
   * @param {object} els the page's elements by name (main.js finds them)
   * @param {Document} [doc]
   */
  constructor(els, doc = document) {
    this.els = els;
    this.doc = doc;
    this.shapeKey = '';       // the shape the tiles are built for (shape.js's key)
    this.sizeKey = '';        // the size the menu shows (describeSize)
    this.buttons = new Map(); // tile number -> button
    this.gapPiece = null;     // the gap's part of the picture, shown on the solved board
    this.goalKey = '';        // the goal whose cells the tiles' picture parts are drawn for
    this.slideMs = null;
  }

  /**
   * Draw `tiles`. `options.goal` marks tiles at home, `options.movable` ([{tile, dir}]) marks the
   * tiles a click would slide now (with the way they would travel), `options.solved` styles the finished board, `options.hint`
   * ({tile, proven} or null) marks the hinted tile (and sets the board's data-hint and
   * data-hint-proof: 'optimal' or 'short'). `options.shape` (shape.js) lays the tiles out: a
   * square by default.
   */
  draw(tiles, { shape = shapeOfTiles(tiles.length), goal = [], movable = [], solved = false, hint = null } = {}) {
    if (shape.key !== this.shapeKey || this.buttons.size !== tiles.length - 1) this.#build(shape, tiles);
    const { width } = shape;

    if (goal.length === tiles.length && goal.join(',') !== this.goalKey) this.#placePicture(goal, width, shape.height);
    const canMove = new Map(movable.map(({ tile, dir }) => [tile, dir]));
    tiles.forEach((tile, index) => {
      if (tile === 0) return;
      const button = this.buttons.get(tile);
      const row = Math.floor(index / width);
      const col = index % width;
      button.style.transform = `translate(${col * 100}%, ${row * 100}%)`;
      button.setAttribute('aria-label', `Tile ${tile}, row ${row + 1}, column ${col + 1}`);
      button.classList.toggle('is-home', goal[index] === tile);
      button.classList.toggle('is-movable', canMove.has(tile));
      button.classList.toggle('is-hint', hint?.tile === tile);
      if (canMove.has(tile)) button.dataset.dir = canMove.get(tile);
      else delete button.dataset.dir;
    });

    const board = this.els.board;
    const key = tiles.join(',');
    if (board.dataset.tiles !== key) board.dataset.tiles = key; // observers see real changes only
    board.classList.toggle('is-solved', solved);
    if (hint) {
      board.dataset.hint = String(hint.tile);
      board.dataset.hintProof = hint.proven ? 'optimal' : 'short';
    } else {
      delete board.dataset.hint;
      delete board.dataset.hintProof;
    }
  }

  /**
   * Make the tiles for a board of `shape`. The board is laid out in CSS from --cols and --rows;
   * --side, the longer of the two, sizes the tiles so they stay square and the board fits.
   */
  #build(shape, tiles) {
    const board = this.els.board;
    board.replaceChildren();
    board.classList.remove('has-error');
    board.style.setProperty('--cols', String(shape.width));
    board.style.setProperty('--rows', String(shape.height));
    board.style.setProperty('--side', String(Math.max(shape.width, shape.height)));
    board.dataset.shape = shape.key;
    board.setAttribute('aria-label', isSquare(shape)
      ? `Puzzle board, ${shape.width} by ${shape.width}`
      : `Puzzle board, ${shape.width} columns by ${shape.height} rows`);
    this.shapeKey = shape.key;
    this.buttons.clear();
    const count = tiles.length - 1;
    for (let tile = 1; tile <= count; tile += 1) {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'tile';
      button.dataset.tile = String(tile);
      const face = document.createElement('span');
      face.className = 'tile-face';
      const number = document.createElement('span');
      number.className = 'tile-number';
      number.textContent = String(tile);
      face.append(number);
      button.append(face);
      this.buttons.set(tile, button);
      board.append(button);
    }
    const gap = document.createElement('span');
    gap.className = 'tile-gap';
    gap.setAttribute('aria-hidden', 'true');
    gap.append(Object.assign(document.createElement('span'), { className: 'tile-face' }));
    this.gapPiece = gap;
    this.goalKey = '';
    board.append(gap);
    if (this.els.maxTile) this.els.maxTile.textContent = String(count);
  }

  /**
   * Give each tile the part of the picture its goal cell covers (pictures.js), and the gap's
   * piece its own part, at the gap's goal cell, on a board `width` × `height` cells.
   */
  #placePicture(goal, width, height) {
    goal.forEach((tile, index) => {
      const { size, position } = tileBackground(index, width, height);
      const el = tile === 0 ? this.gapPiece : this.buttons.get(tile);
      const face = el?.querySelector('.tile-face');
      if (!face) return;
      face.style.setProperty('--picture-size', size);
      face.style.setProperty('--picture-at', position);
      if (tile === 0) el.style.transform = `translate(${(index % width) * 100}%, ${Math.floor(index / width) * 100}%)`;
    });
    this.goalKey = goal.join(',');
  }

  /**
   * The picture on the tiles: `url` (null: numbers only) and whether the tiles also show their
   * numbers, small, on a backdrop that keeps them readable over any picture.
   */
  picture({ url, numbers }) {
    const { board } = this.els;
    const href = url ? new URL(url, this.doc.baseURI).href : '';
    board.classList.toggle('has-picture', Boolean(href));
    board.classList.toggle('hide-numbers', Boolean(href) && !numbers);
    if (href) board.style.setProperty('--picture', `url("${href}")`);
    else board.style.removeProperty('--picture');
    board.dataset.picture = href ? 'shown' : 'none';
  }

  /** A word about the player's own picture, beside its file input ('' for none). */
  pictureNote(text, { error = false } = {}) {
    const { pictureNote, pictureFile } = this.els;
    if (!pictureNote) return;
    pictureNote.textContent = text;
    pictureNote.classList.toggle('is-error', error);
    if (error) pictureFile.setAttribute('aria-invalid', 'true');
    else pictureFile.removeAttribute('aria-invalid');
  }

  /** Open the file chooser for the player's picture (the browser may refuse without a click). */
  askForPicture() {
    this.els.pictureFile?.click();
  }

  /** How long one tile's slide animates, in ms (0: at once). */
  setSlideDuration(ms = DEFAULT_SLIDE_MS) {
    const value = `${Math.round(ms)}ms`;
    if (value === this.slideMs) return;
    this.slideMs = value;
    this.els.board.style.setProperty('--slide-ms', value);
  }

  /**
   * What the page is doing, on #board: `data-mode` ('idle', 'thinking', 'playing', 'paused',
   * 'replaying') and `data-busy` ('true' while the worker searches anything).
   */
  mode(mode, busy) {
    const { dataset } = this.els.board;
    if (dataset.mode !== mode) dataset.mode = mode;
    const b = busy ? 'true' : 'false';
    if (dataset.busy !== b) dataset.busy = b;
  }

  /** Whether the worker is proving the shortest solution of the board shown (#status data-searching). */
  searching(on) {
    this.els.status.dataset.searching = on ? 'true' : 'false';
  }

  /** The clock beside the moves. */
  timer(text) {
    if (this.els.timer.textContent !== text) this.els.timer.textContent = text;
  }

  /**
   * The figures beside the board: `optimal` the solver's length for the board as dealt (text,
   * or null when unknown) and its `proof` ('optimal', 'bound', 'none'), `best` the best-result
   * line, `link` the share link.
   */
  figures({ optimal, proof, best, link }) {
    const { els } = this;
    set(els.optimal, 'textContent', optimal ?? '–');
    els.optimal.dataset.proof = proof;
    set(els.best, 'textContent', best);
    set(els.shareUrl, 'value', link);
  }

  /** The undo, redo and playback buttons: which are usable, and whether the playback is paused. */
  playback({ undo, redo, pause, paused, stepBack, stepForward }) {
    const { els } = this;
    els.undo.disabled = !undo;
    els.redo.disabled = !redo;
    els.pause.disabled = !pause;
    set(els.pause, 'textContent', paused ? 'Resume' : 'Pause');
    els.pause.setAttribute('aria-pressed', paused ? 'true' : 'false');
    els.stepBack.disabled = !stepBack;
    els.stepForward.disabled = !stepForward;
  }

  /**
   * The note under the board (search-words.js words it): that answers are not proven shortest,
   * or that proofs wait for tables being built; hidden when there is nothing to say.
   */
  optimalityNote(text) {
    if (this.els.note.textContent !== text) this.els.note.textContent = text;
    this.els.note.hidden = !text;
  }

  /** The size-dependent words (play/settings-drawing.js), and the note on optimality. */
  describeSize({ shape, optimalityNote, ...words }) {
    this.sizeKey = shape.key;
    drawSize(this.els, this.doc, { shape, ...words });
    this.optimalityNote(optimalityNote);
  }

  /** The width × height form of Other size… (play/settings-drawing.js). */
  sizeForm(form) {
    drawSizeForm(this.els, form, this.sizeKey);
  }

  /** The settings' selects, showing the values in force (play/settings-drawing.js). */
  settings(values) {
    drawSettings(this.els, values);
  }

  /** Storage notices, added to those shown already. */
  notices(list) {
    if (list.length === 0) return;
    const el = this.els.storageNotice;
    el.textContent = [el.hidden ? '' : el.textContent, ...list].filter(Boolean).join(' ');
    el.hidden = false;
  }

  /** A new build of the game is ready: show the offer; its Reload button calls `take` once. */
  offerUpdate(take) {
    const { updateNotice, updateTake } = this.els;
    updateNotice.hidden = false;
    updateTake.addEventListener('click', () => {
      updateTake.disabled = true;
      take();
    }, { once: true });
  }

  /** The typed board's error ('' when it is fine). */
  customError(text) {
    const { customError, customBoard } = this.els;
    customError.textContent = text;
    if (text) customBoard.setAttribute('aria-invalid', 'true');
    else customBoard.removeAttribute('aria-invalid');
  }

  /** Show the share link selected, for the player to copy by hand. */
  selectShareUrl(link) {
    this.els.shareUrl.value = link;
    this.els.shareUrl.select();
  }

  /** The statistics of one size (stats/stats-drawing.js), and whether the clearing is being confirmed. */
  stats({ confirming, ...view }) {
    drawStats(this.els, this.doc, view);
    this.confirmClear(confirming);
  }

  /** Show or hide the question before clearing the statistics (the focus goes to it, then back). */
  confirmClear(show) {
    const { statsConfirm, statsClear, statsClearNo } = this.els;
    if (statsConfirm.hidden === !show) return;
    statsConfirm.hidden = !show;
    statsClear.setAttribute('aria-expanded', show ? 'true' : 'false');
    if (show) statsClearNo.focus();
    else if (statsConfirm.contains(this.doc.activeElement)) statsClear.focus();
  }

  /** The replay bar, or null to hide it (replay/replay-bar.js). */
  replayBar(view) {
    drawReplayBar(this.els, this.doc, view);
  }

  /** The buttons after a solve (replay/replay-bar.js). */
  afterSolve(buttons) {
    drawAfterSolve(this.els, buttons);
  }

  /** Offer `text` as a file to save, named `name`. */
  download(name, text, type = 'text/csv') {
    const url = URL.createObjectURL(new Blob([text], { type }));
    const a = this.doc.createElement('a');
    a.href = url;
    a.download = name;
    a.hidden = true;
    this.doc.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }

  /** How the 15-puzzle's tables came ('built', 'loaded', 'ready'), on the body for tests and tools. */
  tablesSource(source) {
    this.doc.body.dataset.tables = source;
  }

  /** The status line: moves, moves to go and the message (status-drawing.js). */
  status(view) {
    drawStatus(this.els, view);
  }

  /**
   * Enable what makes sense now. `busy`: a slide is playing or an answer is awaited; `solving`:
   * Solve was pressed (its button turns into Stop); `solverOk`: the worker loaded.
   */
  controls({ ready, busy, solving, solved, solverOk = true }) {
    const { shuffle, hint, solve } = this.els;
    shuffle.disabled = !ready || busy;
    hint.disabled = !ready || busy || solved || !solverOk;
    solve.disabled = solving ? false : !ready || busy || solved || !solverOk;
    solve.textContent = solving ? 'Stop' : 'Solve';
    solve.classList.toggle('is-stop', solving);
  }

  /**
   * Replace the board with a message, for when the game cannot start at all. `hint` is an
   * optional command shown on its own line.
   */
  fatal(title, detail, hint = '') {
    const board = this.els.board;
    board.replaceChildren();
    this.buttons.clear();
    this.shapeKey = '';
    board.classList.add('has-error');
    board.dataset.tiles = '';
    const box = document.createElement('div');
    box.className = 'board-notice';
    box.setAttribute('role', 'alert');
    const h = document.createElement('p');
    h.className = 'board-notice-title';
    h.textContent = title;
    const p = document.createElement('p');
    p.textContent = detail;
    box.append(h, p);
    if (hint) {
      const code = document.createElement('code');
      code.className = 'board-notice-code';
      // A word to a span, so that a narrow screen breaks the command between its words and
      // never inside one ("--" on one line, "out-dir" on the next).
      hint.split(' ').forEach((word, i) => {
        if (i > 0) code.append(' ');
        code.append(Object.assign(document.createElement('span'), { textContent: word }));
      });
      box.append(code);
    }
    board.append(box);
    this.els.message.textContent = ''; // the alert above is announced already
    this.mode('idle', false);
    for (const name of ['shuffle', 'hint', 'solve', 'size']) {
      if (this.els[name]) this.els[name].disabled = true;
    }
  }
}
