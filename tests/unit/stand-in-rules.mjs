// Stand-in rules for the unit tests, written here in plain JS (the page asks the wasm module):
// a tile moves into the gap, and a direction names the way the tile travels.

const sideOf = (tiles) => Math.round(Math.sqrt(tiles.length));

export const rules = {
  goal(side) {
    return [...Array.from({ length: side * side - 1 }, (_, i) => i + 1), 0];
  },
  movableTile(tiles, dir) {
    const side = sideOf(tiles);
    const b = tiles.indexOf(0);
    const r = Math.floor(b / side);
    const c = b % side;
    const at = { left: c + 1 < side ? b + 1 : -1, right: c > 0 ? b - 1 : -1, up: r + 1 < side ? b + side : -1, down: r > 0 ? b - side : -1 }[dir];
    return at >= 0 ? tiles[at] : undefined;
  },
  applyMove(tiles, tile) {
    const side = sideOf(tiles);
    const b = tiles.indexOf(0);
    const i = tiles.indexOf(tile);
    if (tile === 0 || i < 0 || Math.abs(Math.floor(b / side) - Math.floor(i / side)) + Math.abs((b % side) - (i % side)) !== 1) {
      throw new Error(`tile ${tile} is not beside the gap`);
    }
    const next = Array.from(tiles);
    next[b] = tile;
    next[i] = 0;
    return next;
  },
  isSolvable: () => true,
};

/** A clock whose timers run only when the test says time has passed. */
export function fakeClock() {
  let now = 0;
  let timers = [];
  let nextId = 1;
  return {
    now: () => now,
    setTimeout(fn, ms) {
      const id = nextId++;
      timers.push({ id, at: now + ms, fn });
      return id;
    },
    clearTimeout(id) {
      timers = timers.filter((t) => t.id !== id);
    },
    /** Let `ms` pass, running the timers due, in time order. */
    advance(ms) {
      const end = now + ms;
      for (;;) {
        timers.sort((a, b) => a.at - b.at);
        const due = timers[0];
        if (!due || due.at > end) break;
        timers.shift();
        now = due.at;
        due.fn();
      }
      now = end;
    },
    get pending() { return timers.length; },
  };
}
