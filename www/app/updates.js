// The offline copy and its updates: registers the service worker (sw.js, made from
// scripts/sw-template.js) and, when a new build of the game has installed beside the one this
// page runs, offers it. The new build waits until the player takes it, so the page never runs
// its old code with files of the new build (a module, the solver worker or the wasm fetched
// later); taking it makes the new build take over and reloads the page onto it. No DOM: the
// offer is shown by the renderer (`offer`).

/**
 * Keep the game offline and offer each new build once it is ready.
 *
 * @param {object} options
 * @param {ServiceWorkerContainer} [options.container] navigator.serviceWorker (absent: nothing to do)
 * @param {function(function(): void): void} options.offer  shows the offer; its argument takes the update
 * @param {function(): void} [options.reload] reloads the page (location.reload)
 * @param {string} [options.script] the service worker's address
 * @returns {Promise<?ServiceWorkerRegistration>} the registration, or null without one
 *
 * @example
 * keepOffline({ offer: (take) => renderer.offerUpdate(take) });
 */
export async function keepOffline({
  container = globalThis.navigator?.serviceWorker, offer, reload = () => globalThis.location.reload(), script = 'sw.js',
}) {
  if (!container) return null;
  let taken = false;
  // The first install also takes the page over (clients.claim): that is no reason to reload.
  container.addEventListener('controllerchange', () => {
    if (taken) reload();
  });
  const offered = new Set();
  const ready = (worker) => {
    // An installed worker while this page has a controller is a new build waiting for it.
    if (worker.state !== 'installed' || !container.controller || offered.has(worker)) return;
    offered.add(worker);
    offer(() => {
      if (taken) return;
      taken = true;
      worker.postMessage({ type: 'take-update' });
    });
  };
  const watch = (worker) => {
    if (!worker) return;
    ready(worker);
    worker.addEventListener('statechange', () => ready(worker));
  };
  let registration;
  try {
    registration = await container.register(script);
  } catch (err) {
    console.warn('slide puzzle: no offline copy:', err?.message ?? err);
    return null;
  }
  if (!registration) return null; // service workers blocked (a test harness's setting)
  watch(registration.waiting);
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));
  return registration;
}
