// The solver, off the main thread: a module worker around the wasm package.
//
// Requests are handled one at a time, in the order they arrive (a wasm search cannot be
// interrupted; to abandon one, solver-client.js terminates this worker and starts another).
//
// Request:  {id, op: 'solve' | 'hint' | 'solve-short', tiles: number[]}
// Answers:  {type: 'start', id} when the search begins, {type: 'progress', id, positions,
//           lowerBound?} about four times a second while a long search runs (the heartbeat the
//           client's watchdog listens for), then {id, ok: true, result, ms} |
//           {id, ok: false, error: {name, message}, fatal} (name: the wasm module's error kind,
//           e.g. 'Unsolvable', 'OutOfBudget'; a structured clone would drop an Error's name)
//           (fatal: the wasm instance trapped, so this worker should be replaced)
//   'solve' -> result: number[] (tiles to slide, in order; [] when solved). Optimal for sides
//              up to 4; short but not guaranteed optimal for larger boards. On a 4×4 board the
//              worker first sends {type: 'interim', id, moves: number[], lowerBound} at once (a
//              short solution, not proven shortest, and the bound no solution can beat), then
//              searches with no budget until the optimum is proven: progress messages carry the
//              bound proved so far. Unless the interim answer is already optimal (its length is
//              the bound), in which case the answer follows at once. On a 5×5 board the answer
//              is the anytime solver's best after IMPROVE_MS_5X5, and carries `lowerBound`, the
//              length no solution can beat.
//   'hint'  -> result: number | null (next tile of such a solution; null when solved)
//   'solve-short' -> result: number[], a quick solution not guaranteed shortest
//
// Request:  {op: 'prepare', side}: get the solver's tables for `side` now (4×4: loaded from
//           IndexedDB when kept there by an earlier visit, else built, several seconds, and
//           then kept), so the first answer is quick.
// Answers:  {type: 'prepare-start', side}, {type: 'prepare-progress', side, share} (0..1, each
//           whole percent, while building), then {type: 'prepare-end', side, ms, source} or
//           {type: 'prepare-error', side, error: {name, message}}. source: 'built' | 'loaded' (from IndexedDB) |
//           'ready' (already in this worker; ms is 0); kept: a build was stored in IndexedDB.
//
// On start: {type: 'ready'} or {type: 'init-error', error: string}.

import { loadTables, saveTables } from './table-store.js';

/** Sides whose tables are worth keeping in IndexedDB (big, and slow to build). */
const KEPT_SIDES = new Set([4]);

const ready = import('../pkg/slide_puzzle.js').then(async (wasm) => {
  await wasm.default();
  return wasm;
});

ready.then(
  () => postMessage({ type: 'ready' }),
  (err) => postMessage({ type: 'init-error', error: describe(err) }),
);

/**
 * A wasm trap (a panic, which aborts, or running out of memory) leaves the instance in a state
 * that cannot be trusted: the client replaces this worker when an answer says `fatal`.
 */
function isTrap(err) {
  return err instanceof WebAssembly.RuntimeError;
}

function describe(err) {
  return err instanceof Error ? err.message : String(err);
}

/** What the client needs to rebuild `err`: its kind (`name`) and its message. */
function errorOf(err) {
  return { name: err instanceof Error ? err.name : 'Error', message: describe(err) };
}

self.addEventListener('message', async (event) => {
  const { id, op, tiles, side } = event.data ?? {};
  let wasm;
  try {
    wasm = await ready;
  } catch (err) {
    const error = { name: 'Error', message: `The solver could not load: ${describe(err)}` };
    if (op === 'prepare') postMessage({ type: 'prepare-error', side, error });
    else postMessage({ id, ok: false, error });
    return;
  }

  if (op === 'prepare') {
    postMessage({ type: 'prepare-start', side });
    try {
      postMessage({ type: 'prepare-end', side, ...(await prepare(wasm, side)) });
    } catch (err) {
      postMessage({ type: 'prepare-error', side, error: errorOf(err), fatal: isTrap(err) });
    }
    return;
  }

  postMessage({ type: 'start', id });
  const started = performance.now();
  try {
    const board = Uint8Array.from(tiles);
    const onProgress = (positions, lowerBound) => postMessage({ type: 'progress', id, positions, lowerBound });
    let result;
    let lowerBound;
    if (op === 'solve' && board.length === 16) result = solveUpgrading(wasm, id, board, onProgress);
    else if (op === 'solve' && board.length === 25) ({ result, lowerBound } = solveImproving(wasm, board, onProgress));
    else if (op === 'solve') result = Array.from(wasm.solve(board, onProgress));
    else if (op === 'hint') result = wasm.hint(board, onProgress) ?? null;
    else if (op === 'solve-short') result = Array.from(wasm.solveShort(board));
    else throw new Error(`unknown request "${op}": expected "solve", "hint", "solve-short" or "prepare"`);
    postMessage({ id, ok: true, result, ms: performance.now() - started, lowerBound });
  } catch (err) {
    postMessage({ id, ok: false, error: errorOf(err), fatal: isTrap(err) });
  }
});

/**
 * A 4×4 solve: a short solution at once (posted as 'interim' with the lower bound), then the
 * proven optimum, however long it takes (the client ends this worker to abandon it).
 */
function solveUpgrading(wasm, id, board, onProgress) {
  const short = Array.from(wasm.solveShort(board));
  const lowerBound = wasm.lowerBound(board);
  if (short.length <= lowerBound) return short; // nothing can be shorter: proven already
  postMessage({ type: 'interim', id, moves: short, lowerBound });
  const answer = wasm.solveWithin(board, Infinity, onProgress);
  if (!answer.optimal) throw new Error('the search stopped before proving a shortest solution');
  return Array.from(answer.moves);
}

/** How long a 5×5 solve improves its answer (weighted search and path shortening). */
const IMPROVE_MS_5X5 = 1500;

/**
 * A 5×5 solve: the anytime solver's best answer within IMPROVE_MS_5X5, with the lower bound it
 * proved (no solution is shorter), which the page shows beside it.
 */
function solveImproving(wasm, board, onProgress) {
  const answer = wasm.solveWithin(board, IMPROVE_MS_5X5, onProgress);
  return { result: Array.from(answer.moves), lowerBound: answer.lowerBound };
}

/**
 * The tables for `side`: already here, loaded from IndexedDB (when the wasm module accepts the
 * bytes: a corrupt or outdated copy is refused, and replaced), or built and then kept.
 */
async function prepare(wasm, side) {
  const started = performance.now();
  if (wasm.tablesReady(side)) return { ms: 0, source: 'ready' };
  if (KEPT_SIDES.has(side)) {
    const bytes = await loadTables(side);
    if (bytes) {
      try {
        wasm.importTables(side, bytes);
        return { ms: performance.now() - started, source: 'loaded' };
      } catch (err) {
        if (isTrap(err)) throw err;
        console.warn(`slide puzzle: the stored ${side}×${side} tables were refused (${describe(err)}); building them again`);
      }
    }
  }
  let shown = -1;
  const onProgress = (share) => {
    const percent = Math.floor(share * 100);
    if (percent === shown) return; // a heartbeat each percent is plenty
    shown = percent;
    postMessage({ type: 'prepare-progress', side, share });
  };
  wasm.prepare(side, onProgress);
  const ms = performance.now() - started;
  let kept = false;
  if (KEPT_SIDES.has(side)) {
    const bytes = wasm.exportTables(side);
    kept = Boolean(bytes) && await saveTables(side, bytes);
    if (!kept) console.warn(`slide puzzle: the ${side}×${side} tables could not be kept, so they will be built again next time`);
  }
  return { ms, source: 'built', kept };
}
