// Stand-in rules for the unit tests, written here in plain JS (the page asks the wasm module):
// a tile moves into the gap, and a direction names the way the tile travels.

/** A board as the wasm module takes it: a bare array (square) or {tiles, width}. */
function read(board) {
  if (Array.isArray(board)) return { tiles: board, width: Math.round(Math.sqrt(board.length)) };
  return { tiles: Array.from(board.tiles), width: board.width };
}

export const rules = {
  goal(width, height = width) {
    return [...Array.from({ length: width * height - 1 }, (_, i) => i + 1), 0];
  },
  movableTile(board, dir) {
    const { tiles, width } = read(board);
    const height = tiles.length / width;
    const b = tiles.indexOf(0);
    const r = Math.floor(b / width);
    const c = b % width;
    const at = { left: c + 1 < width ? b + 1 : -1, right: c > 0 ? b - 1 : -1, up: r + 1 < height ? b + width : -1, down: r > 0 ? b - width : -1 }[dir];
    return at >= 0 ? tiles[at] : undefined;
  },
  applyMove(board, tile) {
    const { tiles, width } = read(board);
    const b = tiles.indexOf(0);
    const i = tiles.indexOf(tile);
    if (tile === 0 || i < 0 || Math.abs(Math.floor(b / width) - Math.floor(i / width)) + Math.abs((b % width) - (i % width)) !== 1) {
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
