// The solver client's memory of answers, per board key (solver-client.js makes the keys): the
// final paths, the answers not final yet (a 4×4's short solution before its proof, a 5×5's
// improving one) and the lower bound beside a final answer that is not proven shortest (5×5).
// Each map keeps the `size` boards stored most recently; the oldest go first.

/** Store `value` under `key` in `map` as its newest entry, dropping the oldest beyond `size`. */
function keep(map, key, value, size) {
  map.delete(key);
  map.set(key, value);
  while (map.size > size) map.delete(map.keys().next().value);
}

export class AnswerCache {
  /** @param {number} [size=256]  boards kept in each map */
  constructor(size = 256) {
    this.size = size;
    this.paths = new Map();   // board key -> final path (number[])
    this.interim = new Map(); // board key -> {moves, lowerBound}: a solution not final yet
    this.bounds = new Map();  // board key -> lower bound of a final path not proven shortest
  }

  /** The final path of the board, if known. */
  path(key) {
    return this.paths.get(key);
  }

  /** The answer of the board that is not final yet, {moves, lowerBound}, if any. */
  short(key) {
    return this.interim.get(key);
  }

  /** The lower bound beside the board's final path, when that is not proven shortest. */
  bound(key) {
    return this.bounds.get(key);
  }

  keepInterim(key, moves, lowerBound) {
    keep(this.interim, key, { moves: Array.from(moves), lowerBound }, this.size);
  }

  /** The final `path` of the board, with its `lowerBound` when it is not proven shortest. */
  keepFinal(key, path, lowerBound) {
    keep(this.paths, key, Array.from(path), this.size);
    this.interim.delete(key);
    if (Number.isInteger(lowerBound) && lowerBound < path.length) keep(this.bounds, key, lowerBound, this.size);
  }

  /**
   * `tile` was slid on board `before`, giving board `after`. If that was the first move of a
   * known answer, the rest of it answers `after` (one move shorter, its bound one lower).
   */
  advance(before, tile, after) {
    const path = this.paths.get(before);
    if (path && path.length > 0 && path[0] === tile) {
      keep(this.paths, after, path.slice(1), this.size);
      const bound = this.bounds.get(before);
      if (bound !== undefined) keep(this.bounds, after, Math.max(0, bound - 1), this.size);
    }
    const short = this.interim.get(before);
    if (short && short.moves.length > 0 && short.moves[0] === tile && !this.paths.has(after)) {
      this.keepInterim(after, short.moves.slice(1), Math.max(0, short.lowerBound - 1));
    }
  }
}
