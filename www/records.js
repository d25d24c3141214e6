// The best results by hand per board size: the fewest moves and the shortest time, each kept on
// its own (they may come from different solves). Kept in storage under 'best'. No DOM here.

const isCount = (n) => Number.isInteger(n) && n >= 0;

/** Whether `v` has the shape of saved records: {side: {moves, ms}} for sides in `sides`. */
export function validRecords(v, sides) {
  return v !== null && typeof v === 'object' && !Array.isArray(v)
    && Object.entries(v).every(([k, r]) => sides.includes(Number(k)) && r && isCount(r.moves) && isCount(r.ms));
}

export class Records {
  /**
   * @param {object} storage {get, set} (storage.js)
   * @param {number[]} sides the sizes a record may be for
   */
  constructor(storage, sides) {
    this.storage = storage;
    this.sides = sides;
    this.bySide = storage.get('best', (v) => validRecords(v, sides), {});
  }

  /** The best {moves, ms} on `side`, or null. */
  best(side) {
    return this.bySide[side] ?? null;
  }

  /**
   * A solve by hand of `moves` moves in `ms` milliseconds on `side`: kept if it beats either
   * figure. Returns true when it set a new best (or was the first).
   */
  add(side, moves, ms) {
    if (!this.sides.includes(side) || !isCount(moves) || !isCount(ms)) return false;
    const old = this.bySide[side];
    const next = old ? { moves: Math.min(old.moves, moves), ms: Math.min(old.ms, ms) } : { moves, ms };
    const better = !old || next.moves < old.moves || next.ms < old.ms;
    if (better) {
      this.bySide = { ...this.bySide, [side]: next };
      this.storage.set('best', this.bySide);
    }
    return better;
  }
}
