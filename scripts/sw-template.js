// The service worker: the game works offline once loaded. Cache-first from a versioned cache;
// each answer from the cache is refreshed from the network in the background, so the next visit
// gets any update. The solver builds its pattern databases itself and keeps them in IndexedDB
// (www/solver/table-store.js), so there are no data files to cache.
//
// sw.js is made from this template by scripts/build-sw.mjs (run by `make build` and so by
// `make serve`): ASSETS is every file the page may load, read from the tree, and VERSION a
// digest of their contents, so a changed file makes a new cache and the old one is dropped.
// Edit this template, not sw.js.

const VERSION = 'slide-@VERSION@';
const ASSETS = [/* @ASSETS@ */];

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(VERSION);
    await cache.addAll(ASSETS.map((a) => new Request(a, { cache: 'reload' })));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    const names = await caches.keys();
    await Promise.all(names.filter((n) => n.startsWith('slide-') && n !== VERSION).map((n) => caches.delete(n)));
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(VERSION);
    // The page is one document whatever its query (?size=, ?board=): match it without the query.
    const isPage = request.mode === 'navigate';
    const cached = await cache.match(isPage ? 'index.html' : request, { ignoreSearch: isPage });
    const refresh = fetch(request).then(async (response) => {
      if (response.ok) await cache.put(isPage ? 'index.html' : request, response.clone());
      return response;
    });
    if (cached) {
      event.waitUntil(refresh.catch(() => {})); // update in the background
      return cached;
    }
    return refresh;
  })());
});
