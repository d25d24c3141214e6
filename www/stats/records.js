// The best results by hand per board shape: the fewest moves and the shortest time, each kept on
// its own (they may come from different solves). Kept in storage under 'best' as {key: {moves,
// ms}}, `key` a shape's key ("4x3", shape.js). Saves made before rectangles are keyed by the
// side ("4"); they are read as that square (4x4), so no record is lost. No DOM here.

import { dropUnreadable } from '../lib/storage.js';
import { shapeFrom } from '../play/shape.js';

const isCount = (n) => Number.isInteger(n) && n >= 0;
const isRecord = (r) => r !== null && typeof r === 'object' && isCount(r.moves) && isCount(r.ms);
const better = (a, b) => ({ moves: Math.min(a.moves, b.moves), ms: Math.min(a.ms, b.ms) });

/**
 * Saved records as {records: {key: {moves, ms}}, lost}: entries keyed by a side ("4") come back
 * under their square's key ("4x4"), merged with any already there; entries that are not a size
 * offered here or not a record are left out, and counted in `lost`.
 */
export function readRecords(saved) {
  const records = {};
  if (saved === null || typeof saved !== 'object' || Array.isArray(saved)) return { records, lost: 0 };
  let lost = 0;
  for (const [size, r] of Object.entries(saved)) {
    const key = shapeFrom(size)?.key;
    if (!key || !isRecord(r)) {
      lost += 1;
      continue;
    }
    const mine = { moves: r.moves, ms: r.ms };
    records[key] = records[key] ? better(records[key], mine) : mine;
  }
  return { records, lost };
}

export class Records {
  /** @param {object} storage {get, set} (storage.js) */
  constructor(storage) {
    this.storage = storage;
    const { records, lost } = readRecords(storage.get('best', () => true, {}));
    this.bySize = records;
    // Entries that are not records (damaged, or written by something else): said once, the rest kept.
    dropUnreadable(storage, 'best', lost, records, 'best results');
  }

  /** The best {moves, ms} on `size` (a shape or its key), or null. */
  best(size) {
    const key = shapeFrom(size)?.key;
    return (key && this.bySize[key]) ?? null;
  }

  /**
   * A solve by hand of `moves` moves in `ms` milliseconds on `size` (a shape or its key): kept
   * if it beats either figure. Returns true when it set a new best (or was the first); false,
   * keeping nothing, for a size not offered here.
   */
  add(size, moves, ms) {
    const key = shapeFrom(size)?.key;
    if (!key || !isCount(moves) || !isCount(ms)) return false;
    const old = this.bySize[key];
    const next = old ? better(old, { moves, ms }) : { moves, ms };
    const improved = !old || next.moves < old.moves || next.ms < old.ms;
    if (improved) {
      this.bySize = { ...this.bySize, [key]: next };
      this.storage.set('best', this.bySize);
    }
    return improved;
  }
}
