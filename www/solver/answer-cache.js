// The solver client's memory of answers, per board key (solver-client.js makes the keys): for
// each board the best answer known, final or not yet (a 4×4's short solution before its proof,
// a 5×5's improving one), with the lower bound beside it. The boards stored most recently are
// kept, `size` of them; the oldest go first.
//
// One rule merges what is learnt of a board with what was known (offer): the shorter answer and
// the higher bound stand. A fresh session of a board reached along a known answer may start
// worse than what is left of that answer (5×5), and a bound one move back still holds, less one.

/**
 * What is known of a board: `moves`, the tiles to slide; `lowerBound`, no solution is shorter;
 * `optimal`, `moves` is proven shortest; `proving`, a session is proving it (a proven answer may
 * replace it); `final`, the session that made it is done.
 * @typedef {{moves: number[], lowerBound: number, optimal: boolean, proving: boolean, final: boolean}} Known
 */

export class AnswerCache {
  /** @param {number} [size=256]  boards kept */
  constructor(size = 256) {
    this.size = size;
    this.known = new Map(); // board key -> Known
  }

  /** What is known of the board, as a copy, or undefined. */
  get(key) {
    const known = this.known.get(key);
    return known && { ...known, moves: known.moves.slice() };
  }

  /** The final path of the board, if known. */
  path(key) {
    const known = this.known.get(key);
    return known?.final ? known.moves : undefined;
  }

  /** The lower bound beside the board's final path, when that is not proven shortest. */
  bound(key) {
    const known = this.known.get(key);
    return known?.final && !known.optimal ? known.lowerBound : undefined;
  }

  /**
   * A session's answer for the board, {moves, lowerBound, optimal?, proving?, final?}, merged
   * with what was known: the shorter answer and the higher bound stand (an answer as long as
   * the bound is proven shortest), and the session's word on its proof. Returns what is now
   * known (a copy).
   */
  offer(key, { moves, lowerBound = 0, optimal = false, proving = false, final = false }) {
    const was = this.known.get(key);
    const keepOld = was !== undefined && was.moves.length < moves.length;
    const best = keepOld ? was.moves : Array.from(moves);
    const bound = Math.max(lowerBound, was?.lowerBound ?? 0);
    const proven = (keepOld ? was.optimal : optimal) || best.length <= bound;
    const now = { moves: best, lowerBound: bound, optimal: proven, proving: proving && !proven, final: final || (was?.final ?? false) };
    this.known.delete(key);
    this.known.set(key, now);
    while (this.known.size > this.size) this.known.delete(this.known.keys().next().value);
    return this.get(key);
  }

  /**
   * `tile` was slid on board `before`, giving board `after`. If that was the first move of a
   * known answer, the rest of it answers `after` (one move shorter, its bound one lower, proven
   * or final as it was).
   */
  advance(before, tile, after) {
    const was = this.known.get(before);
    if (!was || was.moves.length === 0 || was.moves[0] !== tile) return;
    this.offer(after, { ...was, moves: was.moves.slice(1), lowerBound: Math.max(0, was.lowerBound - 1) });
  }
}
