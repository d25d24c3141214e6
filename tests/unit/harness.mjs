// What the unit tests share: the game's rules, which are the real wasm module (the build in
// pkg/, as the page loads it: no JavaScript here slides a tile or judges a board), and a fake
// clock.

import fs from 'node:fs';
import init, * as wasm from '../../pkg/slide_puzzle.js';

await init({ module_or_path: fs.readFileSync(new URL('../../pkg/slide_puzzle_bg.wasm', import.meta.url)) });

/** The wasm module, initialised: what the page's modules take as `rules`. */
export const rules = wasm;

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
