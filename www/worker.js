// The solver, off the main thread: a module worker around the wasm package.
//
// Requests are handled one at a time, in the order they arrive (a wasm search cannot be
// interrupted; to abandon one, solver-client.js terminates this worker and starts another).
//
// Request:  {id, op: 'solve' | 'hint' | 'solve-short', tiles: number[], width?: number} (the
//           tiles row by row, `width` to a row; a square when the width is left out)
// Answers:  {type: 'start', id} when the search begins, {type: 'progress', id, positions,
//           lowerBound?} about four times a second while a long search runs (the heartbeat the
//           client's watchdog listens for), then {id, ok: true, result, ms} |
//           {id, ok: false, error: {name, message}, fatal} (name: the wasm module's error kind,
//           e.g. 'Unsolvable', 'OutOfBudget'; a structured clone would drop an Error's name)
//           (fatal: the wasm instance trapped, so this worker should be replaced)
//   'solve' -> result: number[] (tiles to slide, in order; [] when solved). Optimal up to 4×4
//              and for every shape of at most 16 cells (the module's isOptimal says which);
//              short but not guaranteed optimal for larger boards. On a 4×4 board the
//              worker first sends {type: 'interim', id, moves: number[], lowerBound} at once (a
//              short solution, not proven shortest, and the bound no solution can beat), then
//              searches with no budget until the optimum is proven: progress messages carry the
//              bound proved so far. Unless the interim answer is already optimal (its length is
//              the bound), in which case the answer follows at once. Without the 15-puzzle
//              tables (a first visit: a second worker is building them) the interim answer
//              comes all the same, and the search waits for a 'prepare' that brings the tables,
//              sending {type: 'progress', id, positions: 0, lowerBound} each second
//              meanwhile. On a board whose answers are not proven (5×5, and any board above 16
//              cells) the anytime solver's best after FIRST_MS comes as 'interim' in the same
//              way, and its best after a further IMPROVE_MS as the answer, which carries
//              `lowerBound`, the length no solution can beat.
//   'hint'  -> result: number | null (next tile of such a solution; null when solved)
//   'solve-short' -> result: number[], a quick solution not guaranteed shortest
//
// Request:  {op: 'prepare', side, build = true}: get the solver's tables for `side` now (a
//           square's side, or a rectangle's shape key such as '8x2': the rectangles of 2×5 to
//           2×8 and 3×5 have a database, built in seconds and kept as a square's are; the others
//           have none, and are 'ready' at once)
//           (loaded from IndexedDB when kept there by an earlier visit, else built and then
//           kept: 4×4 several seconds, 5×5 tens of seconds), so the first answer is quick. With
//           build: false a missing table is not built (source 'missing'): the page's solving
//           worker asks so for 4×4 and 5×5, answering with a weaker heuristic meanwhile (4×4:
//           short answers at once, their proofs once the tables come), while a second worker
//           builds and keeps the tables (table-builder.js).
// Answers:  {type: 'prepare-start', side}, {type: 'prepare-progress', side, share} (0..1, each
//           whole percent, while building), then {type: 'prepare-end', side, ms, source} or
//           {type: 'prepare-error', side, error: {name, message}}. source: 'built' | 'loaded' (from
//           IndexedDB) | 'ready' (already in this worker; ms is 0) | 'missing' (build: false, none
//           kept); kept: a build was stored in IndexedDB.
//
// On start: {type: 'ready'} or {type: 'init-error', error: string}.

import { shapeFrom } from './shape.js';
import { loadTables, saveTables } from './table-store.js';

/** Sides whose tables are worth keeping in IndexedDB (big, and slow to build); and every rectangle's. */
const KEPT_SIDES = new Set([4, 5]);
const isKept = (side) => typeof side === 'string' || KEPT_SIDES.has(side);

/** Table builds under way in this worker: side -> the promise of its end (solves of it wait). */
const building = new Map();

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

// ---- The Inside panel (www/inside-channel.js runs this file in a worker of its own) ----
// Request:  {insideId, op: 'inside-explain' | 'inside-race' | 'inside-search', tiles, budget?}
// Answer:   {type: 'inside', insideId, ok: true, result} | {type: 'inside', insideId, ok: false,
//           error: {name, message}, fatal}: result is the wasm module's explain(tiles), race(tiles, budget) or
//           searchFigures(tiles). Before its first answer the worker loads the 15-puzzle tables
//           with its first 4×4 request, if an earlier visit kept them in IndexedDB (it never
//           builds them: that is the game's worker's job), so 4×4 boards get the databases' figures.
// Registered before the solver's listener below, which never sees these requests.
const INSIDE_OPS = { 'inside-explain': 'explain', 'inside-race': 'race', 'inside-search': 'searchFigures' };
let insideTables = null;

self.addEventListener('message', async (event) => {
  const { insideId, op, tiles, width, budget } = event.data ?? {};
  if (!Object.hasOwn(INSIDE_OPS, op ?? '')) return;
  event.stopImmediatePropagation();
  try {
    const wasm = await ready;
    const board = width === undefined ? Uint8Array.from(tiles) : { tiles: Uint8Array.from(tiles), width };
    if (tiles?.length === 16 && (width ?? 4) === 4) insideTables ??= loadTables(4).then((bytes) => {
      if (bytes && !wasm.tablesReady(4)) wasm.importTables(4, bytes);
    }).catch((err) => console.warn(`slide puzzle: the Inside panel has no 15-puzzle tables (${describe(err)})`));
    await insideTables;
    const result = wasm[INSIDE_OPS[op]](board, budget);
    postMessage({ type: 'inside', insideId, ok: true, result });
  } catch (err) {
    postMessage({ type: 'inside', insideId, ok: false, error: errorOf(err), fatal: isTrap(err) });
  }
});

self.addEventListener('message', async (event) => {
  const { id, op, tiles, width, side, build = true } = event.data ?? {};
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
      const job = prepare(wasm, side, build);
      building.set(side, job);
      const done = await job.finally(() => building.delete(side));
      postMessage({ type: 'prepare-end', side, ...done });
      if (done.source !== 'missing') tablesArrived(side);
    } catch (err) {
      postMessage({ type: 'prepare-error', side, error: errorOf(err), fatal: isTrap(err) });
    }
    return;
  }

  postMessage({ type: 'start', id });
  const started = performance.now();
  try {
    const bytes = Uint8Array.from(tiles);
    const board = width === undefined ? bytes : { tiles: bytes, width };
    const cols = width ?? Math.round(Math.sqrt(bytes.length));
    const rows = bytes.length / cols;
    const square = cols === rows ? cols : null;
    // A rectangle's database being built (with progress) is waited for, not built again silently.
    await building.get(square ? null : `${cols}x${rows}`)?.catch(() => {});
    const onProgress = (positions, lowerBound) => postMessage({ type: 'progress', id, positions, lowerBound });
    let result;
    let lowerBound;
    if (op === 'solve' && square === 4) result = await solveUpgrading(wasm, id, board, onProgress);
    else if (op === 'solve' && !wasm.isOptimal(cols, rows)) {
      ({ result, lowerBound } = solveImproving(wasm, id, board, square !== null, onProgress));
    }
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
 * proven optimum, however long it takes (the client ends this worker to abandon it). The proof
 * needs the 15-puzzle tables: without them it waits until a 'prepare' brings them.
 */
async function solveUpgrading(wasm, id, board, onProgress) {
  const short = Array.from(wasm.solveShort(board));
  const lowerBound = wasm.lowerBound(board);
  if (short.length <= lowerBound) return short; // nothing can be shorter: proven already
  postMessage({ type: 'interim', id, moves: short, lowerBound });
  if (!wasm.tablesReady(4)) await tablesFor(4, () => onProgress(0, lowerBound));
  const answer = wasm.solveWithin(board, Infinity, onProgress);
  if (!answer.optimal) throw new Error('the search stopped before proving a shortest solution');
  return Array.from(answer.moves);
}

/** Searches waiting for tables: side -> the resolvers of their promises (see tablesFor). */
const waitingForTables = new Map();

/**
 * Resolves when a 'prepare' brings the tables for `side` into this worker, calling `beat` each
 * second meanwhile: the client's watchdog takes a silent worker for a stuck one.
 */
async function tablesFor(side, beat) {
  const timer = setInterval(beat, 1000);
  try {
    await new Promise((resolve) => {
      waitingForTables.set(side, [...(waitingForTables.get(side) ?? []), resolve]);
    });
  } finally {
    clearInterval(timer);
  }
}

/** The tables for `side` are here: the searches waiting for them go on. */
function tablesArrived(side) {
  const waiting = waitingForTables.get(side) ?? [];
  waitingForTables.delete(side);
  for (const resolve of waiting) resolve();
}

/**
 * How long a 5×5 solve improves its first answer (weighted search and path shortening), and
 * how long it then goes on improving while the player waits: one search, continued, so the
 * answer posted after FIRST_MS + IMPROVE_MS has had that whole time.
 */
const FIRST_MS = 3000;
const IMPROVE_MS = 12_000;

/**
 * A 5×5 solve (or any board whose answers are not proven): the anytime solver's best answer
 * within FIRST_MS, posted as 'interim' with
 * the lower bound it proved, then the same improvement continued for IMPROVE_MS (an
 * Improver keeps its best path, bound and paused search between runs) as the answer, never
 * longer than the first nor with a lower bound. The client ends this worker to abandon it, as
 * for 4×4.
 */
function solveImproving(wasm, id, board, square, onProgress) {
  const improver = improverFor(wasm, board, square);
  try {
    const first = improver.run(FIRST_MS, onProgress);
    if (first.optimal) return { result: Array.from(first.moves), lowerBound: first.lowerBound };
    postMessage({ type: 'interim', id, moves: Array.from(first.moves), lowerBound: first.lowerBound });
    const best = improver.run(IMPROVE_MS, onProgress);
    return { result: Array.from(best.moves), lowerBound: best.lowerBound };
  } finally {
    improver.free();
  }
}

/**
 * What improves an answer over calls of run(ms, onProgress): the module's Improver for a square
 * (it goes on where it stopped); for a rectangle, which it does not take, solveWithin runs that
 * each start afresh, the shortest answer and the highest bound kept.
 */
function improverFor(wasm, board, square) {
  if (square) return new wasm.Improver(board);
  let best = null;
  return {
    run(ms, onProgress) {
      const next = wasm.solveWithin(board, ms, onProgress);
      const lowerBound = Math.max(next.lowerBound, best?.lowerBound ?? 0);
      best = { ...(best && best.moves.length <= next.moves.length ? best : next), lowerBound };
      return best;
    },
    free() {},
  };
}

/**
 * The tables for `side`: already here, loaded from IndexedDB (when the wasm module accepts the
 * bytes: a corrupt or outdated copy is refused, and replaced), or built and then kept (unless
 * `build` is false: then they are 'missing').
 */
async function prepare(wasm, side, build) {
  const started = performance.now();
  const { width, height } = shapeFrom(side);
  if (wasm.tablesReady(width, height)) return { ms: 0, source: 'ready' };
  if (isKept(side)) {
    const bytes = await loadTables(side);
    if (bytes) {
      try {
        wasm.importTables(width, bytes, height);
        return { ms: performance.now() - started, source: 'loaded' };
      } catch (err) {
        if (isTrap(err)) throw err;
        console.warn(`slide puzzle: the stored ${width}×${height} tables were refused (${describe(err)}); building them again`);
      }
    }
  }
  if (!build) return { ms: performance.now() - started, source: 'missing' };
  let shown = -1;
  const onProgress = (share) => {
    const percent = Math.floor(share * 100);
    if (percent === shown) return; // a heartbeat each percent is plenty
    shown = percent;
    postMessage({ type: 'prepare-progress', side, share });
  };
  wasm.prepare(width, onProgress, height);
  const ms = performance.now() - started;
  let kept = false;
  if (isKept(side)) {
    const bytes = wasm.exportTables(width, height);
    kept = Boolean(bytes) && await saveTables(side, bytes);
    if (!kept) console.warn(`slide puzzle: the ${width}×${height} tables could not be kept, so they will be built again next time`);
  }
  return { ms, source: 'built', kept };
}
