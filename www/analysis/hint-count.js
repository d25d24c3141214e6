// The count beside a hint: "2 of 3 moves from here keep you on an optimal path", for the board
// in play after a hint; gone at the player's next move. The module's optimalMoves proves the
// distance of each next board: on 3×3 that takes a millisecond, so it is asked here; on other
// boards of up to 16 cells the learning worker is asked (learn-ops.js's 'optimal-moves'), and
// only once the board's own distance is proven and short, since each proof of a board far from
// the goal can take minutes on 4×4. Larger boards get no count.

import { optimalMovesText } from './solutions-words.js';

/** Boards of at most this many cells are counted at once, here. */
export const HERE_CELLS = 9;

/** On larger boards, the longest proven distance counted (in the worker). */
export const COUNTED_DISTANCE = 30;

export class HintCount {
  /**
   * @param {object} options
   * @param {HTMLElement} options.element  the #hint-count paragraph
   * @param {LearnChannel} options.channel
   * @param {(tiles: number[]) => number} options.movable  how many tiles can slide (the rules say)
   * @param {object} options.rules  the wasm module (optimalMoves, for the boards counted here)
   */
  constructor({ element, channel, movable, rules }) {
    Object.assign(this, { element, channel, movable, rules });
    this.asked = 0;
  }

  /**
   * Count the optimal moves of `tiles` on `shape`, and say so (nothing on a solved board);
   * `distance` is the board's proven distance, or null.
   */
  ask(tiles, shape, { solved, distance }) {
    this.clear();
    const cells = tiles.length;
    if (solved || cells > 16) return;
    const asked = this.asked;
    const movable = this.movable(tiles);
    const say = (optimal) => {
      if (asked !== this.asked || !optimal) return;
      this.element.textContent = optimalMovesText(optimal.length, movable);
      this.element.hidden = this.element.textContent === '';
    };
    if (cells <= HERE_CELLS) {
      try {
        say(this.rules.optimalMoves({ tiles: Uint8Array.from(tiles), width: shape.width }));
      } catch {
        // no count: the hint itself still shows
      }
      return;
    }
    if (distance === null || distance > COUNTED_DISTANCE) return;
    this.channel.ask({ op: 'optimal-moves', tiles: Array.from(tiles), width: shape.width })
      .then(({ result }) => say(result), () => {});
  }

  clear() {
    this.asked += 1;
    this.element.hidden = true;
    this.element.textContent = '';
  }
}
