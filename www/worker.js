// The solver, off the main thread: a module worker around the wasm package.
//
// Requests are handled one at a time, in the order they arrive (a wasm search cannot be
// interrupted; to abandon one, solver-client.js terminates this worker and starts another).
//
// Request:  {id, op: 'solve' | 'hint' | 'solve-short', tiles: number[]}
// Answers:  {type: 'start', id} when the search begins, {type: 'progress', id, positions} about
//           four times a second while a long search runs (the heartbeat the client's watchdog
//           listens for), then {id, ok: true, result, ms} | {id, ok: false, error: string, fatal}
//           (fatal: the wasm instance trapped, so this worker should be replaced)
//   'solve' -> result: number[] (tiles to slide, in order; [] when solved). Optimal for sides
//              up to 4; short but not guaranteed optimal for larger boards.
//   'hint'  -> result: number | null (next tile of such a solution; null when solved)
//   'solve-short' -> result: number[], a quick solution not guaranteed shortest (the fallback
//              when 'solve' gives up on a 4×4 board within its budget)
//
// Request:  {op: 'prepare', side}: build the solver's tables for `side` now (4×4 and up: a
//           pattern database, about a second and a half), so the first answer is quick.
// Answers:  {type: 'prepare-start', side}, then {type: 'prepare-end', side, ms} or
//           {type: 'prepare-error', side, error}. ms is 0 when the tables were already built.
//
// On start: {type: 'ready'} or {type: 'init-error', error: string}.

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

self.addEventListener('message', async (event) => {
  const { id, op, tiles, side } = event.data ?? {};
  let wasm;
  try {
    wasm = await ready;
  } catch (err) {
    if (op === 'prepare') postMessage({ type: 'prepare-error', side, error: describe(err) });
    else postMessage({ id, ok: false, error: `The solver could not load: ${describe(err)}` });
    return;
  }

  if (op === 'prepare') {
    postMessage({ type: 'prepare-start', side });
    try {
      const ms = wasm.prepare(side);
      postMessage({ type: 'prepare-end', side, ms });
    } catch (err) {
      postMessage({ type: 'prepare-error', side, error: describe(err), fatal: isTrap(err) });
    }
    return;
  }

  postMessage({ type: 'start', id });
  const started = performance.now();
  try {
    const board = Uint8Array.from(tiles);
    const onProgress = (positions) => postMessage({ type: 'progress', id, positions });
    let result;
    if (op === 'solve') result = Array.from(wasm.solve(board, onProgress));
    else if (op === 'hint') result = wasm.hint(board, onProgress) ?? null;
    else if (op === 'solve-short') result = Array.from(wasm.solveShort(board));
    else throw new Error(`unknown request "${op}": expected "solve", "hint", "solve-short" or "prepare"`);
    postMessage({ id, ok: true, result, ms: performance.now() - started });
  } catch (err) {
    postMessage({ id, ok: false, error: describe(err), fatal: isTrap(err) });
  }
});
