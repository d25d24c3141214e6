// How the boundary tests check a refusal: what a call throws, and that it is a named Error (the
// wasm module's error kind, docs/API.md) and not a trap.

import assert from 'node:assert/strict';

/** What `f` throws (the test fails if it throws nothing). */
export function thrownBy(f) {
  try {
    f();
  } catch (err) {
    return err;
  }
  return assert.fail('nothing was thrown');
}

/**
 * Asserts that `call` (a function, called here, or what one already threw) is refused with an
 * Error named `name`, not a wasm trap, whose message matches `pattern`.
 */
export function assertRefused(call, name, label, pattern = /.+/) {
  const err = typeof call === 'function' ? thrownBy(call) : call;
  assert.ok(err instanceof Error, `${label}: not refused with an Error: ${String(err)}`);
  assert.ok(!(err instanceof WebAssembly.RuntimeError), `${label}: trapped: ${err.message}`);
  assert.equal(err.name, name, `${label}: ${err.name}: ${err.message}`);
  assert.match(err.message, pattern, label);
}
