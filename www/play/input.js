// Input: clicks, taps and (in hover control) the pointer over tiles, arrow keys and WASD,
// swipes, the control buttons, the settings and the typed board, all turned into a few plain
// events. No game rules here: a key only names a direction; which tile
// that moves is the rules' answer (movableTile).
//
// Direction convention (the same as the wasm module's movableTile): the direction names the way
// the TILE moves. ArrowLeft slides the tile to the right of the gap leftwards into it.

import { Emitter } from '../lib/emitter.js';

const KEY_DIRECTIONS = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

// Physical key positions, so WASD works the same on AZERTY (ZQSD) and other layouts.
const CODE_DIRECTIONS = {
  KeyW: 'up',
  KeyS: 'down',
  KeyA: 'left',
  KeyD: 'right',
};

const SWIPE_MIN_PX = 24;

/** Settings chosen with a select: the event 'setting' carries {name, value}. */
const SETTING_SELECTS = ['size', 'difficulty', 'speed', 'animation', 'control', 'picture'];

/**
 * Events:
 *  - 'move' {tile} (a tile was clicked, tapped, or hovered in hover control) or {dir} (a key or
 *    swipe named a direction)
 *  - 'shuffle', 'hint', 'solve', 'undo', 'redo', 'pause', 'step-back', 'step-forward',
 *    'copy-link', 'stats-export', 'stats-clear' (asks), 'stats-clear-yes', 'stats-clear-no'
 *    (buttons), 'stop' (Escape)
 *  - 'setting' {name, value}: a settings select changed ('size', 'difficulty', 'speed',
 *    'animation', 'control')
 *  - 'custom' {text}: the typed board was submitted
 *  - 'size-form' {width, height}: Other size…'s form was submitted (the fields' text)
 *  - 'setting' {name: 'numbers', value: boolean}: the numbers-on-pictures switch;
 *    'picture-file' {file}: the player chose an image file for their own picture
 * Shortcuts: Ctrl+Z undo, Ctrl+Shift+Z or Ctrl+Y redo (⌘ on a Mac), P pause or resume the
 * solver, [ and ] step it back and forward, H hint, N new board. In hover control, holding
 * Space pauses hover, so the pointer can be placed without moving tiles.
 */
export class InputManager extends Emitter {
  /**
   * @param {object} els {board, shuffle, hint, solve} elements
   * @param {Document} [doc]
   */
  constructor(els, doc = document) {
    super();
    this.els = els;
    this.doc = doc;
    this.swipe = null;
    this.suppressClick = false; // a touch already handled: the click it may bring is not a new tap
    this.hover = false;         // hover control: a mouse over a tile moves it (set from the settings)
    this.holding = false;       // Space held: hover paused

    els.board.addEventListener('click', (e) => this.#onClick(e));
    els.board.addEventListener('pointerdown', (e) => this.#onPointerDown(e));
    els.board.addEventListener('pointerup', (e) => this.#onPointerUp(e));
    els.board.addEventListener('pointercancel', () => { this.swipe = null; });
    els.board.addEventListener('pointerover', (e) => this.#onPointerOver(e));
    doc.addEventListener('keydown', (e) => this.#onKey(e));
    doc.addEventListener('keyup', (e) => {
      if (e.code === 'Space') this.holding = false;
    });
    doc.defaultView?.addEventListener('blur', () => { this.holding = false; });
    for (const name of SETTING_SELECTS) {
      const select = els[name];
      if (!select) continue;
      select.addEventListener('change', () => this.emit('setting', { name, value: select.value }));
      releaseFocusAfterPointerChange(select);
    }
    els.pictureNumbers?.addEventListener('change', () => this.emit('setting', { name: 'numbers', value: els.pictureNumbers.checked }));
    els.pictureFile?.addEventListener('change', () => {
      const [file] = els.pictureFile.files;
      if (file) this.emit('picture-file', { file });
      els.pictureFile.value = ''; // the same file chosen again is a new choice
    });
    els.custom?.addEventListener('submit', (e) => {
      e.preventDefault();
      this.emit('custom', { text: els.customBoard.value });
    });
    els.sizeForm?.addEventListener('submit', (e) => {
      e.preventDefault();
      this.emit('size-form', { width: els.sizeWidth.value, height: els.sizeHeight.value });
    });

    for (const [name, el] of Object.entries({
      shuffle: els.shuffle, hint: els.hint, solve: els.solve, undo: els.undo, redo: els.redo,
      pause: els.pause, 'step-back': els.stepBack, 'step-forward': els.stepForward, 'copy-link': els.copyLink,
      'stats-export': els.statsExport, 'stats-clear': els.statsClear, 'stats-clear-yes': els.statsClearYes,
      'stats-clear-no': els.statsClearNo,
    })) {
      el?.addEventListener('click', () => this.emit(name));
    }
  }

  /** The tile button under an event's target, if it is one of the board's. */
  #tileAt(target) {
    const button = target?.closest?.('button[data-tile]');
    return button && this.els.board.contains(button) ? Number(button.dataset.tile) : undefined;
  }

  #onClick(e) {
    const tile = this.#tileAt(e.target);
    if (tile === undefined) return;
    if (this.suppressClick) { // this click came from a touch handled at pointerup
      this.suppressClick = false;
      return;
    }
    this.emit('move', { tile });
  }

  /** Hover control: a mouse entering a tile moves it (and the tiles between it and the gap). */
  #onPointerOver(e) {
    if (!this.hover || this.holding || e.pointerType !== 'mouse') return;
    const tile = this.#tileAt(e.target);
    // From one part of a tile to another (its face, as it slides under the pointer) is not a new arrival.
    if (tile === undefined || this.#tileAt(e.relatedTarget) === tile) return;
    this.emit('move', { tile });
  }

  #onKey(e) {
    this.suppressClick = false;
    const t = e.target;
    if (t && (t.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName))) return;
    if (this.hover && e.code === 'Space') { // held: hover pauses (and a focused tile is not pressed)
      e.preventDefault();
      this.holding = true;
      return;
    }
    if ((e.ctrlKey || e.metaKey) && !e.altKey) {
      const k = e.key.toLowerCase();
      const name = k === 'z' ? (e.shiftKey ? 'redo' : 'undo') : k === 'y' && !e.shiftKey ? 'redo' : null;
      if (name) {
        e.preventDefault();
        this.emit(name);
      }
      return;
    }
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (e.key === 'Escape') {
      this.emit('stop');
      return;
    }
    const named = { p: 'pause', P: 'pause', '[': 'step-back', ']': 'step-forward', h: 'hint', H: 'hint', n: 'shuffle', N: 'shuffle' }[e.key];
    if (named) {
      e.preventDefault();
      this.emit(named);
      return;
    }
    const dir = KEY_DIRECTIONS[e.key] ?? CODE_DIRECTIONS[e.code];
    if (!dir) return;
    e.preventDefault(); // arrows would scroll the page
    this.emit('move', { dir });
  }

  // A touch or pen gesture is read from its pointer events alone: a tap slides the tile it began
  // on, a swipe names a direction. The browser's own click for a tap is not waited for: it can
  // come late or not at all (in Chromium, a tap soon after a swipe sometimes brings no click),
  // so it is dropped when it does come. Mouse clicks and keyboard presses of a tile button
  // arrive as plain clicks.
  #onPointerDown(e) {
    this.suppressClick = false; // a new gesture: its click, if any, is its own
    if (e.pointerType === 'mouse' || !e.isPrimary) return;
    this.swipe = { id: e.pointerId, x: e.clientX, y: e.clientY, tile: this.#tileAt(e.target) };
  }

  #onPointerUp(e) {
    const s = this.swipe;
    this.swipe = null;
    if (!s || s.id !== e.pointerId) return;
    const dx = e.clientX - s.x;
    const dy = e.clientY - s.y;
    this.suppressClick = true;
    if (Math.max(Math.abs(dx), Math.abs(dy)) < SWIPE_MIN_PX) { // a tap
      if (s.tile !== undefined) this.emit('move', { tile: s.tile });
      return;
    }
    const dir = Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? 'right' : 'left') : (dy > 0 ? 'down' : 'up');
    this.emit('move', { dir });
  }
}

/**
 * After a pointer picks an option, give the focus back to the page, so the arrow keys move tiles
 * again instead of changing the option. A keyboard choice keeps the focus where it is.
 */
function releaseFocusAfterPointerChange(select) {
  let lastKey = -Infinity;
  select.addEventListener('keydown', (e) => { lastKey = e.timeStamp; });
  select.addEventListener('change', (e) => {
    if (e.timeStamp - lastKey > 250) select.blur();
  });
}
