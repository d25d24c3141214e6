// Every kind of error the wasm module can throw, each produced by a concrete bad input and
// checked by its `name` (the stable kind callers branch on; the message is for people and may
// change), and the kinds docs/API.md lists are exactly the kinds tested here.
// OutOfBudget is a guard no board reaches through the module any more (the hardest 15-puzzle
// proof takes about 125 million of its 200 million positions; solver-api.test.mjs runs it), so
// it is tested natively, with a smaller budget (tests/fifteen.rs). SessionClosed comes from a
// closed Session here; tests/boundary/session.test.mjs checks the session's other refusals.
//
//   node --test tests/boundary/

import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import init, * as wasm from '../../pkg/slide_puzzle.js';

await init({ module_or_path: fs.readFileSync(new URL('../../pkg/slide_puzzle_bg.wasm', import.meta.url)) });

const GOAL3 = [1, 2, 3, 4, 5, 6, 7, 8, 0];
const HARDEST3 = [8, 6, 7, 2, 5, 4, 3, 0, 1];
const KORF24_1 = [14, 5, 9, 2, 18, 8, 23, 19, 12, 17, 15, 0, 10, 20, 4, 6, 11, 21, 1, 7, 24, 3, 16, 22, 13];

/** Replaces globalThis[key] with `value` while `call` runs. */
function withGlobal(target, key, descriptor, call) {
  const saved = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, { configurable: true, ...descriptor });
  try {
    return call();
  } finally {
    if (saved) Object.defineProperty(target, key, saved);
    else delete target[key];
  }
}

/** Calls the module from inside one of its callbacks; returns what that inner call threw. */
function reenterDuring(outer) {
  let inner = null;
  outer(() => {
    try {
      wasm.solve([1, 2, 3, 0]);
    } catch (err) {
      inner ??= err;
    }
  });
  if (inner) throw inner;
  assert.fail('the callback was never called, so nothing re-entered');
}

/** A solving session on the hardest 3×3 board, already closed. */
function closedSession() {
  const session = new wasm.Session(HARDEST3);
  session.close();
  return session;
}

/** Per kind, calls that must each throw an Error of that kind. */
const CASES = {
  BadBoard: [
    () => wasm.isSolvable([1, 2, 3, 4, 5, 6, 7, 8, 8]),
    () => wasm.solve('1 2 3 0'),
    () => wasm.applyMove([1, 2, 3], 1),
    () => wasm.hint([1, 2, 3, 4, 5, 6, 7, 8, 0.5]),
    () => wasm.lowerBound(Uint8Array.from([1, 2, 3, 4, 5, 6, 7, 8, 9])),
  ],
  BadSide: [() => wasm.shuffle(17), () => wasm.goal(1), () => wasm.isOptimal(2.5), () => wasm.prepare(NaN)],
  BadShape: [
    () => wasm.solve({ tiles: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0], width: 5 }),
    () => wasm.shuffle(3, 17),
    () => wasm.goal(2.5, 3),
    () => wasm.isSolvable({ tiles: [1, 2, 0], width: 1 }),
  ],
  IllegalMove: [
    () => wasm.applyMove(GOAL3, 1),
    () => wasm.applyMove(GOAL3, 9),
    () => wasm.applyMove(GOAL3, 0.5),
    () => wasm.fromNotation(GOAL3, 'R3'),
  ],
  BadDirection: [() => wasm.movableTile(GOAL3, 'north'), () => wasm.movableTile(GOAL3, 5)],
  Unsolvable: [
    () => wasm.solve([2, 1, 3, 0]),
    () => wasm.hint([2, 1, 3, 4, 5, 6, 7, 8, 0]),
    () => wasm.solveShort([2, 1, 3, 4, 5, 6, 7, 8, 0]),
    () => wasm.lowerBound([2, 1, 3, 0]),
    () => wasm.solveWithin([2, 1, 3, 0], 10),
  ],
  NoSolver: [() => wasm.solve(wasm.shuffle(9)), () => wasm.solveShort(wasm.shuffle(12))],
  NoRandomness: [
    () => withGlobal(globalThis, 'crypto', { value: { getRandomValues() { throw new Error('no entropy'); } } },
      () => wasm.shuffle(3)),
    () => withGlobal(globalThis, 'crypto', { value: undefined }, () => wasm.dealAtDistance(5)),
  ],
  BadTables: [
    () => wasm.importTables(4, new Uint8Array(10)),
    () => wasm.importTables(4, [1, 2, 3]),
    () => wasm.importTables(4, new ArrayBuffer(8)),
  ],
  BadDistance: [() => wasm.dealAtDistance(0), () => wasm.dealAtDistance(32), () => wasm.dealAtDistance(1.5)],
  BadRows: [() => wasm.dealWithSolvedRows(4, 3), () => wasm.dealWithSolvedRows(4, -1)],
  BadArgument: [
    () => wasm.solveWithin(GOAL3, -1),
    () => wasm.solveWithin(GOAL3, NaN),
    () => wasm.solve(GOAL3, 'log'),
    () => wasm.prepare(3, {}),
    () => wasm.daily('2026-02-29', 4),
    () => wasm.optimalSolutions(GOAL3, -1),
  ],
  BadNotation: [
    () => wasm.fromNotation(GOAL3, 'R2 x'),
    () => wasm.fromNotation(GOAL3, 'U R0'),
    () => wasm.fromNotation(GOAL3, 42),
  ],
  Busy: [
    () => reenterDuring((cb) => wasm.solveWithin(KORF24_1, 0, cb)),
  ],
  SessionClosed: [
    () => closedSession().run(5),
    () => closedSession().report(),
  ],
  // Building the answer object fails only if the environment refuses it: here a setter on
  // Object.prototype that throws for `moves`.
  Internal: [
    () => withGlobal(Object.prototype, 'moves', { set() { throw new Error('hostile setter'); } },
      () => wasm.solveWithin([1, 2, 3, 0], 0)),
  ],
};

/** The kinds tested elsewhere (see the header). */
const TESTED_ELSEWHERE = ['OutOfBudget'];

for (const [kind, calls] of Object.entries(CASES)) {
  test(`${kind}: each bad input throws an Error named ${kind}`, () => {
    calls.forEach((call, i) => {
      assert.throws(call, (err) => {
        assert.ok(err instanceof Error, `case ${i}: threw ${String(err)}`);
        assert.ok(!(err instanceof WebAssembly.RuntimeError), `case ${i}: a wasm trap`);
        assert.equal(err.name, kind, `case ${i}: ${err.name}: ${err.message}`);
        assert.ok(String(err).startsWith(`${kind}: `), `case ${i}: ${String(err)}`);
        assert.ok(err.message.length > 20, `case ${i}: message too short: ${err.message}`);
        return true;
      }, `case ${i} of ${kind} did not throw`);
      assert.equal(wasm.solve(HARDEST3).length, 31, `${kind} case ${i}: the module works afterwards`);
    });
  });
}

test('docs/API.md documents exactly the kinds tested', () => {
  const api = fs.readFileSync(new URL('../../docs/API.md', import.meta.url), 'utf8');
  const section = api.split('## Error kinds')[1]?.split(/\n#{1,2} /)[0];
  assert.ok(section, 'docs/API.md has an "## Error kinds" section');
  const documented = [...section.matchAll(/^\| `(\w+)` \|/gm)].map((m) => m[1]).sort();
  assert.deepEqual(documented, [...Object.keys(CASES), ...TESTED_ELSEWHERE].sort());
});
