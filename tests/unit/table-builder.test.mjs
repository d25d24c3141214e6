// Unit tests for www/solver/table-builder.js with a scripted stand-in for the worker: the protocol it
// speaks (wait for 'ready', ask to build, report progress, end the worker), one build per side,
// and a promise that always settles. (The real build in a browser: tests/e2e/tables5.test.mjs.)

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { TableBuilder } from '../../www/solver/table-builder.js';

/** A worker stand-in: records what it is sent; `say(msg)` makes it answer. */
class FakeWorker extends EventTarget {
  constructor() {
    super();
    this.sent = [];
    this.terminated = false;
  }

  postMessage(msg) { this.sent.push(msg); }

  terminate() { this.terminated = true; }

  say(data) { this.dispatchEvent(new MessageEvent('message', { data })); }
}

function makeBuilder() {
  const workers = [];
  const builder = new TableBuilder({
    url: 'worker.js',
    createWorker: () => { const w = new FakeWorker(); workers.push(w); return w; },
  });
  const events = [];
  for (const name of ['start', 'progress', 'end', 'error']) builder.on(name, (e) => events.push([name, e]));
  return { builder, workers, events };
}

describe('TableBuilder', () => {
  test('asks for a build once the wasm is loaded, reports progress, ends its worker', async () => {
    const { builder, workers, events } = makeBuilder();
    const done = builder.build(5);
    assert.equal(workers.length, 1);
    assert.deepEqual(workers[0].sent, [], 'nothing is asked before the worker is ready');
    workers[0].say({ type: 'ready' });
    assert.deepEqual(workers[0].sent, [{ op: 'prepare', side: 5, build: true }]);
    workers[0].say({ type: 'prepare-start', side: 5 });
    workers[0].say({ type: 'prepare-progress', side: 5, share: 0.25 });
    assert.deepEqual(builder.building(5), { share: 0.25 });
    workers[0].say({ type: 'prepare-end', side: 5, ms: 1234, source: 'built', kept: true });
    assert.equal(await done, true);
    assert.equal(workers[0].terminated, true);
    assert.equal(builder.building(5), null);
    assert.deepEqual(events, [
      ['start', { side: 5 }],
      ['progress', { side: 5, share: 0.25 }],
      ['end', { side: 5, kept: true, ms: 1234 }],
    ]);
  });

  test('one build per side: asking again shares it; a new build after the end', async () => {
    const { builder, workers } = makeBuilder();
    const first = builder.build(5);
    assert.equal(builder.build(5), first);
    assert.equal(workers.length, 1);
    workers[0].say({ type: 'ready' });
    workers[0].say({ type: 'prepare-end', side: 5, ms: 10, source: 'loaded' });
    assert.equal(await first, true, 'tables another tab kept serve as well');
    builder.build(5);
    assert.equal(workers.length, 2);
  });

  test('a build that cannot be kept, fails, or cannot load resolves false', async () => {
    const cases = [
      [{ type: 'prepare-end', side: 5, ms: 10, source: 'built', kept: false }, 'end'],
      [{ type: 'prepare-error', side: 5, error: 'out of memory' }, 'error'],
      [{ type: 'init-error', error: 'no wasm' }, 'error'],
    ];
    for (const [msg, event] of cases) {
      const { builder, workers, events } = makeBuilder();
      const done = builder.build(5);
      if (msg.type !== 'init-error') workers[0].say({ type: 'ready' });
      workers[0].say(msg);
      assert.equal(await done, false, msg.type);
      assert.equal(workers[0].terminated, true);
      assert.equal(events.at(-1)[0], event);
    }
  });

  test('a worker that crashes resolves false', async () => {
    const { builder, workers, events } = makeBuilder();
    const done = builder.build(5);
    const crash = new Event('error');
    crash.message = 'boom';
    workers[0].dispatchEvent(crash);
    assert.equal(await done, false);
    assert.deepEqual(events, [['start', { side: 5 }], ['error', { side: 5, error: 'boom' }]]);
  });

  test('messages about another side are not this build', async () => {
    const { builder, workers } = makeBuilder();
    const done = builder.build(5);
    workers[0].say({ type: 'ready' });
    workers[0].say({ type: 'prepare-end', side: 4, ms: 1, source: 'built', kept: true });
    assert.notEqual(builder.building(5), null);
    workers[0].say({ type: 'prepare-end', side: 5, ms: 1, source: 'built', kept: true });
    assert.equal(await done, true);
  });

  test('terminate ends every build and settles its promise', async () => {
    const { builder, workers, events } = makeBuilder();
    const five = builder.build(5);
    const six = builder.build(6);
    builder.terminate();
    assert.deepEqual(await Promise.all([five, six]), [false, false]);
    assert.ok(workers.every((w) => w.terminated));
    assert.deepEqual(events.map(([name, e]) => [name, e.side]), [['start', 5], ['start', 6], ['error', 5], ['error', 6]]);
    workers[0].say({ type: 'prepare-end', side: 5, ms: 1, source: 'built', kept: true });
    assert.equal(events.length, 4, 'a late answer changes nothing');
  });
});
