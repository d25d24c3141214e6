// Unit tests for www/inside/inside-channel.js with a fake worker: answers reach their own request,
// newer requests supersede older ones of their kind, a long race is abandoned by ending the
// worker, and a crash rejects what was pending.

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { InsideChannel, InsideSupersededError } from '../../www/inside/inside-channel.js';

class FakeWorker {
  constructor() {
    this.sent = [];
    this.listeners = { message: [], error: [] };
    this.terminated = false;
  }
  postMessage(msg) { this.sent.push(msg); }
  addEventListener(type, f) { this.listeners[type].push(f); }
  terminate() { this.terminated = true; }
  reply(data) { for (const f of this.listeners.message) f({ data }); }
  crash(message) { for (const f of this.listeners.error) f({ message, preventDefault() {} }); }
  answer(msg, result) { this.reply({ type: 'inside', insideId: msg.insideId, ok: true, result }); }
}

function setup() {
  const workers = [];
  let clock = 0;
  const channel = new InsideChannel({
    createWorker: () => { const w = new FakeWorker(); workers.push(w); return w; },
    restartAfterMs: 300,
    now: () => clock,
  });
  return { channel, workers, tick: (ms) => { clock += ms; } };
}

describe('inside-channel', () => {
  test('no worker until asked; each answer reaches its own request', async () => {
    const { channel, workers } = setup();
    assert.equal(channel.open, false);
    const explained = channel.explain([1, 2, 3, 0]);
    const raced = channel.race(Uint8Array.from([1, 2, 0, 3]), 500);
    assert.equal(workers.length, 1);
    const [e, r] = workers[0].sent;
    assert.deepEqual({ op: e.op, tiles: e.tiles }, { op: 'inside-explain', tiles: [1, 2, 3, 0] });
    assert.deepEqual({ op: r.op, tiles: r.tiles, budget: r.budget }, { op: 'inside-race', tiles: [1, 2, 0, 3], budget: 500 });
    workers[0].answer(r, ['laps']);
    workers[0].answer(e, { side: 2 });
    workers[0].reply({ type: 'progress', id: 1 }); // the game's messages are not ours
    assert.deepEqual(await explained, { side: 2 });
    assert.deepEqual(await raced, ['laps']);
  });

  test('a newer request of the same kind supersedes the older; errors reject', async () => {
    const { channel, workers } = setup();
    const first = channel.explain([1, 2, 3, 0]);
    const second = channel.explain([1, 2, 0, 3]);
    await assert.rejects(first, InsideSupersededError);
    const msg = workers[0].sent[1];
    workers[0].reply({ type: 'inside', insideId: msg.insideId, ok: false, error: { name: 'Unsolvable', message: 'this board cannot be solved' } });
    await assert.rejects(second, { name: 'Unsolvable', message: /cannot be solved/ });
    assert.equal(workers.length, 1);
  });

  test('a race running too long is abandoned: the worker ends, other requests go to a fresh one', async () => {
    const { channel, workers, tick } = setup();
    const race = channel.race([1, 2, 3, 0], 1e6);
    const explain = channel.explain([1, 2, 3, 0]);
    tick(299);
    const again = channel.explain([1, 2, 0, 3]);
    await assert.rejects(explain, InsideSupersededError);
    assert.equal(workers.length, 1, 'not yet: the race is young');
    tick(1);
    const search = channel.search([1, 2, 0, 3]);
    await assert.rejects(race, InsideSupersededError);
    assert.equal(workers.length, 2);
    assert.ok(workers[0].terminated);
    assert.deepEqual(workers[1].sent.map((m) => m.op), ['inside-explain', 'inside-search']);
    workers[0].answer(workers[0].sent[2], 'stale'); // from the ended worker: ignored
    workers[1].answer(workers[1].sent[0], 'fresh');
    assert.equal(await again, 'fresh');
    workers[1].answer(workers[1].sent[1], undefined);
    assert.equal(await search, undefined);
  });

  test('a crash or a trap rejects what was pending; the next request starts a fresh worker', async () => {
    const { channel, workers } = setup();
    const lost = channel.explain([1, 2, 3, 0]);
    workers[0].crash('boom');
    await assert.rejects(lost, /boom/);
    assert.equal(channel.open, false);
    const trapped = channel.search([1, 2, 3, 0]);
    const other = channel.explain([1, 2, 3, 0]);
    const msg = workers[1].sent[0];
    workers[1].reply({ type: 'inside', insideId: msg.insideId, ok: false, error: { name: 'RuntimeError', message: 'unreachable' }, fatal: true });
    await assert.rejects(trapped, /unreachable/);
    await assert.rejects(other, /unreachable/);
    assert.ok(workers[1].terminated);
  });

  test('stop ends the worker and rejects what was pending', async () => {
    const { channel, workers } = setup();
    const pending = channel.explain([1, 2, 3, 0]);
    channel.stop();
    await assert.rejects(pending, InsideSupersededError);
    assert.ok(workers[0].terminated);
    assert.equal(channel.open, false);
  });
});
