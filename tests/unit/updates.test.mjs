// Unit tests for www/app/updates.js: when a new build of the game is offered and what taking it
// does, against a stand-in for the browser's service worker container written here (the
// states and events of the Service Worker spec: 'installing' → 'installed' → 'activating' →
// 'activated', 'updatefound' on the registration, 'controllerchange' on the container).

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { keepOffline } from '../../www/app/updates.js';

class FakeWorker extends EventTarget {
  constructor(state) {
    super();
    this.state = state;
    this.posted = [];
  }

  postMessage(message) {
    this.posted.push(message);
  }

  to(state) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

/** A container whose page is controlled (`controlled`) and whose registration holds `waiting`. */
function container({ controlled, waiting = null, installing = null, refuse = false }) {
  const registration = Object.assign(new EventTarget(), { waiting, installing });
  const c = Object.assign(new EventTarget(), {
    controller: controlled ? new FakeWorker('activated') : null,
    registered: [],
    registration,
    async register(script) {
      this.registered.push(script);
      if (refuse) throw new Error('refused');
      return registration;
    },
  });
  return c;
}

/** keepOffline over `c`, recording the offers made and the reloads asked for. */
async function keep(c) {
  const offers = [];
  let reloads = 0;
  const registration = await keepOffline({ container: c, offer: (take) => offers.push(take), reload: () => { reloads += 1; } });
  return { offers, reloads: () => reloads, registration };
}

describe('keepOffline', () => {
  test('registers sw.js, and offers nothing when no new build is waiting', async () => {
    const c = container({ controlled: true });
    const { offers, registration } = await keep(c);
    assert.deepEqual(c.registered, ['sw.js']);
    assert.equal(registration, c.registration);
    assert.equal(offers.length, 0);
  });

  test('a first install takes the page without an offer and without a reload', async () => {
    const c = container({ controlled: false });
    const { offers, reloads } = await keep(c);
    const first = new FakeWorker('installing');
    c.registration.installing = first;
    c.registration.dispatchEvent(new Event('updatefound'));
    first.to('installed');
    first.to('activated');
    c.controller = first;
    c.dispatchEvent(new Event('controllerchange')); // clients.claim()
    assert.equal(offers.length, 0);
    assert.equal(reloads(), 0);
  });

  test('a new build found while the page runs is offered once installed, and only once', async () => {
    const c = container({ controlled: true });
    const { offers, reloads } = await keep(c);
    const next = new FakeWorker('installing');
    c.registration.installing = next;
    c.registration.dispatchEvent(new Event('updatefound'));
    assert.equal(offers.length, 0, 'not while it installs');
    next.to('installed');
    assert.equal(offers.length, 1);
    next.to('installed');
    assert.equal(offers.length, 1);
    assert.deepEqual(next.posted, [], 'it waits: nothing is sent until the player takes it');
    assert.equal(reloads(), 0);
  });

  test('a build already waiting when the page opens is offered at once', async () => {
    const waiting = new FakeWorker('installed');
    const c = container({ controlled: true, waiting });
    const { offers } = await keep(c);
    assert.equal(offers.length, 1);
  });

  test('taking it asks the waiting build to take over, and the page reloads when it has', async () => {
    const waiting = new FakeWorker('installed');
    const c = container({ controlled: true, waiting });
    const { offers, reloads } = await keep(c);
    offers[0]();
    offers[0]();
    assert.deepEqual(waiting.posted, [{ type: 'take-update' }], 'asked once');
    assert.equal(reloads(), 0, 'not before the new build controls the page');
    waiting.to('activated');
    c.controller = waiting;
    c.dispatchEvent(new Event('controllerchange'));
    assert.equal(reloads(), 1);
  });

  test('no service worker support, or a refused registration: nothing, and no error thrown', async () => {
    assert.equal(await keepOffline({ container: undefined, offer: () => assert.fail('offered') }), null);
    const warn = console.warn;
    const warned = [];
    console.warn = (...args) => warned.push(args.join(' '));
    try {
      const { offers, registration } = await keep(container({ controlled: true, refuse: true }));
      assert.equal(registration, null);
      assert.equal(offers.length, 0);
    } finally {
      console.warn = warn;
    }
    assert.match(warned.join('\n'), /no offline copy: refused/);
    const blocked = Object.assign(new EventTarget(), { controller: null, register: async () => undefined });
    assert.equal(await keepOffline({ container: blocked, offer: () => assert.fail('offered') }), null);
  });
});
