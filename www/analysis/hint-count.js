// The count beside a hint: "2 of 3 moves from here keep you on an optimal path", for the board
// in play after a hint (on boards the solver proves), asked of the learning worker
// (learn-ops.js's 'optimal-moves'); gone at the player's next move.

import { optimalMovesText } from './solutions-words.js';

export class HintCount {
  /**
   * @param {object} options
   * @param {HTMLElement} options.element  the #hint-count paragraph
   * @param {LearnChannel} options.channel
   * @param {(tiles: number[]) => number} options.movable  how many tiles can slide (the rules say)
   */
  constructor({ element, channel, movable }) {
    Object.assign(this, { element, channel, movable });
    this.asked = 0;
  }

  /** Count the optimal moves of `tiles` on `shape`, and say so (nothing on a solved board). */
  ask(tiles, shape, solved) {
    this.clear();
    if (solved) return;
    const asked = this.asked;
    const movable = this.movable(tiles);
    this.channel.ask({ op: 'optimal-moves', tiles: Array.from(tiles), width: shape.width }).then(({ result }) => {
      if (asked !== this.asked || !result) return;
      this.element.textContent = optimalMovesText(result.length, movable);
      this.element.hidden = this.element.textContent === '';
    }, () => {}); // no count: the hint itself still shows
  }

  clear() {
    this.asked += 1;
    this.element.hidden = true;
    this.element.textContent = '';
  }
}
