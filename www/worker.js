// The solver, off the main thread: a module worker around the wasm package.
//
// It runs one solving session at a time (the wasm module's Session, which decides how each
// shape's answer is made) in slices of SLICE_MS, and reads its messages between slices: a new
// board, or Stop, ends the session at once, and the worker, its wasm instance and its tables
// stay. Table requests ('prepare') are handled between slices too, and a session takes better
// tables in its next slice.
//
// Request:  {id, op: 'session', tiles: number[], width?: number} (the tiles row by row, `width`
//           to a row; a square when the width is left out): solve this board, ending the
//           session under way, if any.
// Answers:  {type: 'start', id} when the session begins; after each slice {type: 'progress',
//           id, positions, lowerBound} (the heartbeat the client's watchdog listens for); when
//           the session's answer is worth showing and not final, {type: 'interim', id, moves,
//           lowerBound, optimal, proving} (again each time it gets shorter; `proving`: a proof
//           of it is under way, so a proven answer may replace it); and at the end {id, ok: true,
//           result: number[] (the tiles to slide, in order; [] when solved), lowerBound,
//           optimal, ms} | {id, ok: false, error: {name, message}, fatal} (name: the wasm
//           module's error kind, e.g. 'Unsolvable'; a structured clone would drop an Error's
//           name) (fatal: the wasm instance trapped, so this worker should be replaced; the
//           error is named 'OutOfMemory' when its memory could grow no further).
// Request:  {op: 'stop'}: end the session under way; it answers nothing more.
//
// Request:  {op: 'prepare', side, build = true}: get the solver's tables for `side` now (a
//           square's side, or a rectangle's shape key such as '8x2'; the module's tablePlan
//           says which shapes have tables and which are kept), loaded from IndexedDB when kept
//           there by an earlier visit, else built and then kept. With build: false a missing
//           table is not built (source 'missing'): the page's solving worker asks so for the
//           tables built apart (4×4, 5×5), whose sessions answer without them meanwhile, while
//           a second worker builds and keeps them (table-builder.js).
// Answers:  {type: 'prepare-start', side}, {type: 'prepare-progress', side, share} (0..1, each
//           whole percent, while building), then {type: 'prepare-end', side, ms, source} or
//           {type: 'prepare-error', side, error: {name, message}}. source: 'built' | 'loaded' (from
//           IndexedDB) | 'ready' (already in this worker; ms is 0) | 'missing' (build: false, none
//           kept); kept: a build was stored in IndexedDB.
//
// On start: {type: 'ready'} or {type: 'init-error', error: string}.

import { isSquare, shapeFrom, shapeOfTiles } from './play/shape.js';
import { loadTables, saveTables } from './solver/table-store.js';
import { LEARN_OPS, runLearnOp } from './analysis/learn-ops.js';

/** How long a session searches between two looks at this worker's messages. */
export const SLICE_MS = 40;

/** The wasm instance's exports (its `memory`), once loaded. */
let instance = null;

const ready = import('../pkg/slide_puzzle.js').then(async (wasm) => {
  instance = await wasm.default();
  return wasm;
});

ready.then(
  () => postMessage({ type: 'ready' }),
  (err) => postMessage({ type: 'init-error', error: describe(err) }),
);

/**
 * A wasm trap (a panic, which aborts, or running out of memory) leaves the instance in a state
 * that cannot be trusted: the client replaces this worker when an answer says `fatal`. Every
 * later call into it fails too (its solver stays 'Busy'), so once one has trapped, every
 * error is that trap.
 */
function isTrap(err) {
  return err instanceof WebAssembly.RuntimeError || trapped !== null;
}

/** The first trap of this worker's instance, as errorOf gives it, or null. */
let trapped = null;

/**
 * 32 MiB: more than any one allocation the solver makes (the largest, a copy of the 15-puzzle
 * tables' 17.3 MB on import). An allocation that failed asked for less, so if the memory can
 * still grow this much after a trap, the trap was not for want of memory.
 */
const MEMORY_PROBE_PAGES = 512;

/**
 * Whether the instance's memory cannot grow any further: the browser refused it more (a phone's
 * limit), which the wasm sees as a failed allocation and aborts on. Called after a trap only,
 * on an instance about to be replaced.
 */
function outOfMemory() {
  try {
    instance?.memory.grow(MEMORY_PROBE_PAGES);
    return false;
  } catch {
    return true; // RangeError: the memory cannot grow
  }
}

function describe(err) {
  return err instanceof Error ? err.message : String(err);
}

/**
 * What the client needs to rebuild `err`: its kind (`name`) and its message. A trap for want of
 * memory is named 'OutOfMemory', so that the page can say what happened.
 */
function errorOf(err) {
  if (trapped) return trapped;
  if (!(err instanceof WebAssembly.RuntimeError)) return { name: err instanceof Error ? err.name : 'Error', message: describe(err) };
  trapped = outOfMemory()
    ? { name: 'OutOfMemory', message: `the solver needs more memory than this device gave it (${describe(err)})` }
    : { name: err.name, message: describe(err) };
  return trapped;
}

// ---- The Inside panel (www/inside/inside-channel.js runs this file in a worker of its own) ----
// Request:  {insideId, op: 'inside-explain' | 'inside-race' | 'inside-search', tiles, budget?}
// Answer:   {type: 'inside', insideId, ok: true, result} | {type: 'inside', insideId, ok: false,
//           error: {name, message}, fatal}: result is the wasm module's explain(tiles), race(tiles, budget) or
//           searchFigures(tiles). Before its first answer on a shape whose tables are kept (the
//           module's tablePlan), the worker loads them, if an earlier visit kept them in
//           IndexedDB (it never builds them: that is the game's worker's job), so such boards
//           get the databases' figures.
// Registered before the solver's listener below, which never sees these requests.
const INSIDE_OPS = { 'inside-explain': 'explain', 'inside-race': 'race', 'inside-search': 'searchFigures' };

/** The loads of kept tables begun in this worker, by the tables' name (tablesName). */
const keptLoads = new Map();

/** The tables' name in storage, as the solver client gives it: a square's side, else the shape's key. */
const tablesName = (shape) => (isSquare(shape) ? shape.width : shape.key);

/**
 * The tables an earlier visit kept in IndexedDB for the shape of `tiles` (`width` to a row, a
 * square without), loaded once into this worker when the module's tablePlan says that shape's
 * tables are kept (the Inside panel's and the analysis's workers: they never build them, which
 * is the game's worker's job); null for shapes without kept tables.
 */
function keptTables(wasm, tiles, width) {
  const shape = shapeOfTiles(tiles?.length ?? 0, width ?? null);
  if (!shape || !wasm.tablePlan(shape)?.kept) return null;
  const name = tablesName(shape);
  if (!keptLoads.has(name)) {
    keptLoads.set(name, loadTables(name).then((bytes) => {
      if (bytes && !wasm.tablesReady(shape)) wasm.importTables(shape, bytes);
    }).catch((err) => console.warn(`slide puzzle: no ${shape.key} tables here (${describe(err)})`)));
  }
  return keptLoads.get(name);
}

self.addEventListener('message', async (event) => {
  const { insideId, op, tiles, width, budget } = event.data ?? {};
  if (!Object.hasOwn(INSIDE_OPS, op ?? '')) return;
  event.stopImmediatePropagation();
  try {
    const wasm = await ready;
    const board = width === undefined ? Uint8Array.from(tiles) : { tiles: Uint8Array.from(tiles), width };
    await keptTables(wasm, tiles, width);
    const result = wasm[INSIDE_OPS[op]](board, budget);
    postMessage({ type: 'inside', insideId, ok: true, result });
  } catch (err) {
    postMessage({ type: 'inside', insideId, ok: false, error: errorOf(err), fatal: isTrap(err) });
  }
});

// ---- Learning from a solve (www/analysis/learn-ops.js says the requests and answers; the
// analysis, solutions and hint panels run this file in a worker of their own). Every answer
// carries the request's learnId.
self.addEventListener('message', async (event) => {
  const msg = event.data ?? {};
  if (!LEARN_OPS.includes(msg.op)) return;
  event.stopImmediatePropagation();
  const post = (answer) => postMessage({ ...answer, learnId: msg.learnId });
  try {
    const wasm = await ready;
    await keptTables(wasm, msg.tiles, msg.width);
    runLearnOp(wasm, msg, post);
  } catch (err) {
    post({ type: msg.op, ok: false, error: errorOf(err), fatal: isTrap(err) });
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
    else if (op !== 'stop') postMessage({ id, ok: false, error });
    return;
  }

  if (op === 'prepare') {
    postMessage({ type: 'prepare-start', side });
    try {
      const job = prepare(wasm, side, build);
      pending.add(job);
      const done = await job.finally(() => pending.delete(job));
      postMessage({ type: 'prepare-end', side, ...done });
    } catch (err) {
      postMessage({ type: 'prepare-error', side, error: errorOf(err), fatal: isTrap(err) });
    }
    return;
  }
  if (op === 'stop') {
    end(current);
    return;
  }
  if (op !== 'session') {
    postMessage({ id, ok: false, error: { name: 'BadArgument', message: `unknown request "${op}": expected "session", "stop" or "prepare"` } });
    return;
  }
  end(current);
  postMessage({ type: 'start', id });
  try {
    const bytes = Uint8Array.from(tiles);
    current = { id, session: new wasm.Session(width === undefined ? bytes : { tiles: bytes, width }), started: performance.now(), shown: null };
  } catch (err) {
    postMessage({ id, ok: false, error: errorOf(err), fatal: isTrap(err) });
    return;
  }
  if (!running) runSessions();
});

/** The session under way: {id, session, started, shown (the length of the last answer posted)}. */
let current = null;
/** Whether the slice loop is going. */
let running = false;
/**
 * Table requests under way (mostly a read of IndexedDB, under a second): a session waits for
 * them, so that it answers and searches with the tables they bring rather than build its own
 * stand-in meanwhile.
 */
const pending = new Set();

/** Ends `job`'s session (no more answers for it). */
function end(job) {
  if (!job) return;
  if (current === job) current = null;
  try {
    job.session.close();
  } catch (err) {
    console.warn(`slide puzzle: a session could not be closed (${describe(err)})`);
  }
}

/**
 * Runs the current session a slice at a time, telling the page after each slice, until it is
 * done or replaced; between slices the worker reads its messages.
 */
async function runSessions() {
  running = true;
  try {
    while (current) {
      const job = current;
      if (pending.size > 0) {
        await Promise.allSettled([...pending]);
        continue; // the session may have been replaced meanwhile
      }
      let report;
      try {
        report = job.session.run(job.ran ? SLICE_MS : 0);
        job.ran = true;
      } catch (err) {
        end(job);
        postMessage({ id: job.id, ok: false, error: errorOf(err), fatal: isTrap(err) });
        continue;
      }
      const moves = Array.from(report.moves);
      if (report.done) {
        end(job);
        postMessage({ id: job.id, ok: true, result: moves, lowerBound: report.lowerBound, optimal: report.optimal, ms: performance.now() - job.started });
        continue;
      }
      postMessage({ type: 'progress', id: job.id, positions: report.positions, lowerBound: report.lowerBound });
      if (report.ready && (job.shown === null || moves.length < job.shown)) {
        job.shown = moves.length;
        postMessage({ type: 'interim', id: job.id, moves, lowerBound: report.lowerBound, optimal: report.optimal, proving: report.proving });
      }
      await nextTask();
    }
  } finally {
    running = false;
  }
}

/**
 * Resolves in a task of its own, after the messages that arrived meanwhile have been handled:
 * a message to this worker's own channel queues behind them (a timer would be clamped to 4 ms).
 */
const channel = new MessageChannel();
const waiting = [];
channel.port1.onmessage = () => waiting.shift()?.();
function nextTask() {
  return new Promise((resolve) => {
    waiting.push(resolve);
    channel.port2.postMessage(null);
  });
}

/**
 * The tables for `side`: already here, loaded from IndexedDB (when the wasm module accepts the
 * bytes: a corrupt or outdated copy is refused, and replaced), or built and then kept (unless
 * `build` is false: then they are 'missing').
 */
async function prepare(wasm, side, build) {
  try {
    return await prepareNow(wasm, side, build);
  } catch (err) {
    errorOf(err); // a trap is recorded at once: a session waiting for these tables must see it
    throw err;
  }
}

async function prepareNow(wasm, side, build) {
  const started = performance.now();
  const shape = shapeFrom(side);
  const { width, height } = shape;
  if (wasm.tablesReady(shape)) return { ms: 0, source: 'ready' };
  const kept = wasm.tablePlan(shape)?.kept ?? false;
  if (kept) {
    const bytes = await loadTables(side);
    if (bytes) {
      try {
        wasm.importTables(shape, bytes);
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
  wasm.prepare(shape, onProgress);
  const ms = performance.now() - started;
  let stored = false;
  if (kept) {
    const bytes = wasm.exportTables(shape);
    stored = Boolean(bytes) && await saveTables(side, bytes);
    if (!stored) console.warn(`slide puzzle: the ${width}×${height} tables could not be kept, so they will be built again next time`);
  }
  return { ms, source: 'built', kept: stored };
}
