// The service worker: the game works offline once loaded. Each build of the game is kept whole
// in a cache of its own (VERSION) and served from there, never mixed with another build's files.
//
// An update: the browser fetches sw.js on each visit; a changed build installs beside the old one
// and waits. The page running the old build keeps it (its modules, its workers and the wasm it
// loads later all come from the old cache) until the player takes the update from the page's
// notice (www/app/updates.js posts 'take-update', and the page reloads once this worker has
// taken over) or every tab of the old build is closed. Only then is the old cache dropped.
// The first install has no old build to wait for: it takes the page at once (clients.claim).
//
// The solver builds its pattern databases itself and keeps them in IndexedDB
// (www/solver/table-store.js), so there are no data files to cache.
//
// sw.js is made from this template by scripts/build-sw.mjs (run by `make build` and so by
// `make serve`): ASSETS is every file the page may load, read from the tree, and VERSION a
// digest of their contents, so a changed file makes a new build. Edit this template, not sw.js.

const VERSION = 'slide-@VERSION@';
const ASSETS = [/* @ASSETS@ */];

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(VERSION);
    await cache.addAll(ASSETS.map((a) => new Request(a, { cache: 'reload' })));
  })());
});

self.addEventListener('message', (event) => {
  if (event.data?.type === 'take-update') self.skipWaiting();
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
    // A file outside the build (or a cache the browser evicted) comes from the network as is:
    // it is never put in this build's cache, which holds exactly what was installed.
    return cached ?? fetch(request);
  })());
});
