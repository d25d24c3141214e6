// Saving on change, debounced: a burst of changes (fast play, a solver's playback) is written
// once, `delay` ms after the last, and `flush()` writes at once (when the page is hidden or
// closed). Nothing is written when nothing changed.

export class Saver {
  /**
   * @param {function} save  writes the current state
   * @param {object} [options]
   * @param {number} [options.delay=500]
   * @param {object} [options.clock]  {setTimeout, clearTimeout}; injectable for tests
   */
  constructor(save, { delay = 500, clock = globalThis } = {}) {
    this.save = save;
    this.delay = delay;
    this.clock = clock;
    this.timer = null;
  }

  /** Something changed: save after a quiet moment. */
  changed() {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = this.clock.setTimeout(() => this.flush(), this.delay);
  }

  /** Save now if a change is waiting. */
  flush() {
    if (this.timer === null) return;
    this.clock.clearTimeout(this.timer);
    this.timer = null;
    this.save();
  }
}
