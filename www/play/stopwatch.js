// The game's clock: it runs from the first move until the board is solved, and can be set back
// to a saved reading. `now` is injectable for tests.

export class Stopwatch {
  constructor(now = () => performance.now()) {
    this.now = now;
    this.before = 0;     // ms counted before `since`
    this.since = null;   // when it last started; null while stopped
  }

  get running() {
    return this.since !== null;
  }

  /** Milliseconds on the clock. */
  elapsed() {
    return this.before + (this.since === null ? 0 : this.now() - this.since);
  }

  start() {
    if (this.since === null) this.since = this.now();
  }

  stop() {
    if (this.since === null) return;
    this.before = this.elapsed();
    this.since = null;
  }

  /** Stopped, showing `ms`. */
  reset(ms = 0) {
    this.before = ms;
    this.since = null;
  }
}
