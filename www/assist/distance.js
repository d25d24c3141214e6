// What is known about the board shown's distance from solved: the solver's length ("to go"),
// whether it is proven shortest, the lower bound beside an unproven one, and whether the worker
// is still proving it (4×4). Asks the solver client for it and keeps stale answers out. No DOM.

import { Emitter } from '../lib/emitter.js';
import { SupersededError, WorkerRestartError } from '../solver/solver-errors.js';

const keyOf = (tiles) => tiles.join(',');

/**
 * Events:
 *  - 'change': something shown changed (redraw)
 *  - 'answer' {key, length}: the proven length for board `key` came
 *  - 'error' {error}: the solver could not say (not a superseded or restarted request)
 */
export class Distance extends Emitter {
  /**
   * @param {object} solver {best, lowerBoundOf, solve} (solver-client.js)
   * @param {function} [now] ms clock, injectable for tests
   */
  constructor(solver, now = () => performance.now()) {
    super();
    this.solver = solver;
    this.now = now;
    this.clear();
  }

  clear() {
    this.remaining = null;   // moves still needed by the solver's solution, when known
    this.proven = true;      // remaining is proven (4×4: false while only a short solution is known)
    this.lowerBound = null;  // no solution is shorter, while remaining is not proven
    this.searchKey = null;   // the board whose proof the worker is searching for
    this.since = null;       // when the distance was asked for, while none is known
    this.error = false;      // the solver could not tell
  }

  /** Whether the worker is proving the shortest solution of `tiles` (4×4). */
  proving(tiles) {
    return this.searchKey !== null && this.searchKey === keyOf(tiles);
  }

  /** Whether a distance asked for has kept the player waiting `slowMs` or more. */
  pending(slowMs) {
    return this.remaining === null && this.since !== null && this.now() - this.since >= slowMs;
  }

  /**
   * Learn the distance of `tiles` (from the solver's cache, or by asking the worker).
   * `solverOk`: false when the solver is off (then only what is cached is shown).
   */
  refresh(tiles, { solved, solverOk }) {
    const { solver } = this;
    const known = solved ? { moves: [], final: true } : solver.best(tiles);
    this.clear();
    this.current = keyOf(tiles);
    this.remaining = known ? known.moves.length : null;
    this.proven = known?.final ?? true;
    this.lowerBound = known && !known.final ? known.lowerBound : solver.lowerBoundOf(tiles);
    if (known?.final || !solverOk) return;
    const asked = keyOf(tiles);
    if (known) this.searchKey = asked; // a short answer is in hand: the proof is what is awaited
    else this.since = this.now();
    solver.solve(tiles).then(
      (path) => {
        if (this.searchKey === asked) this.searchKey = null;
        if (this.current !== asked) return; // stale: the board moved on
        this.remaining = path.length;
        this.proven = true;
        this.lowerBound = solver.lowerBoundOf(tiles);
        this.since = null;
        this.emit('answer', { key: asked, length: path.length });
        this.emit('change');
      },
      (error) => {
        const wasSearching = this.searchKey === asked;
        if (wasSearching) this.searchKey = null;
        if (this.current !== asked) return;
        if (error instanceof WorkerRestartError) { // asked again on restart
          this.emit('change');
          return;
        }
        this.since = null;
        if (error instanceof SupersededError) { // cancelled: no proof is awaited any more
          if (wasSearching) this.emit('change');
          return;
        }
        this.error = true;
        this.emit('error', { error });
        this.emit('change');
      },
    );
  }

  /**
   * A 4×4 search answered at once with a short solution of `moves` for board `key`: show it (an
   * upper bound, the lower bound beside it) until the proven optimum replaces it.
   */
  interim(key, moves, lowerBound) {
    if (key !== this.current || (this.remaining !== null && this.proven)) return;
    this.remaining = moves.length;
    this.proven = false;
    this.lowerBound = lowerBound;
    this.since = null;
    this.searchKey = key;
  }

  /** The search proving the board shown has proved no solution is shorter than `lowerBound`. */
  progress(tiles, lowerBound) {
    if (this.proving(tiles) && !this.proven && lowerBound > (this.lowerBound ?? 0)) this.lowerBound = lowerBound;
  }

  /** The solver is off for good: stop waiting; '?' if nothing was known. */
  failed() {
    this.since = null;
    this.error = this.remaining === null;
  }
}
