// The solver, off the main thread: a module worker around the wasm package.
//
// Request:  {id, op: 'solve' | 'hint', tiles: number[]}
// Answer:   {id, ok: true, result, ms} | {id, ok: false, error: string}
//   'solve' -> result: number[] (tiles to slide, in order; optimal; [] when solved)
//   'hint'  -> result: number | null (next tile of an optimal solution; null when solved)
// On start: {type: 'ready'} or {type: 'init-error', error: string}.

const ready = import('../pkg/slide_puzzle.js').then(async (wasm) => {
  await wasm.default();
  return wasm;
});

ready.then(
  () => postMessage({ type: 'ready' }),
  (err) => postMessage({ type: 'init-error', error: describe(err) }),
);

function describe(err) {
  return err instanceof Error ? err.message : String(err);
}

self.addEventListener('message', async (event) => {
  const { id, op, tiles } = event.data ?? {};
  let wasm;
  try {
    wasm = await ready;
  } catch (err) {
    postMessage({ id, ok: false, error: `The solver could not load: ${describe(err)}` });
    return;
  }
  const started = performance.now();
  try {
    const board = Uint8Array.from(tiles);
    let result;
    if (op === 'solve') result = Array.from(wasm.solve(board));
    else if (op === 'hint') result = wasm.hint(board) ?? null;
    else throw new Error(`unknown request "${op}": expected "solve" or "hint"`);
    postMessage({ id, ok: true, result, ms: performance.now() - started });
  } catch (err) {
    postMessage({ id, ok: false, error: describe(err) });
  }
});
