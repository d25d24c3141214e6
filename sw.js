// The service worker: the game works offline once loaded. Cache-first from a versioned cache;
// each answer from the cache is refreshed from the network in the background, so the next visit
// gets any update. Bump VERSION to drop old caches. The solver builds its pattern databases
// itself and keeps them in IndexedDB (www/solver/table-store.js), so there are no data files to cache.

const VERSION = 'slide-v9';
const ASSETS = [
  './',
  'index.html',
  'manifest.webmanifest',
  'www/main.js',
  'www/app/controller.js',
  'www/app/address.js',
  'www/play/difficulty.js',
  'www/assist/distance.js',
  'www/ui/play-words.js',
  'www/stats/records.js',
  'www/lib/saver.js',
  'www/play/settings.js',
  'www/stats/stats.js',
  'www/stats/stats-view.js',
  'www/play/stopwatch.js',
  'www/replay/replay.js',
  'www/replay/replayer.js',
  'www/replay/replay-view.js',
  'www/play/game.js',
  'www/play/input.js',
  'www/ui/render.js',
  'www/lib/emitter.js',
  'www/lib/storage.js',
  'www/solver/solver-client.js',
  'www/assist/search-words.js',
  'www/solver/table-store.js',
  'www/solver/table-builder.js',
  'www/play/board-input.js',
  'www/play/saved-game.js',
  'www/play/shape.js',
  'www/worker.js',
  'www/inside/inside-toggle.js',
  'www/inside/inside-panel.js',
  'www/inside/inside-model.js',
  'www/inside/inside-channel.js',
  'www/inside/inside-panel.css',
  'www/pictures/pictures.js',
  'www/pictures/picture-store.js',
  'www/pictures/mountains.svg',
  'www/pictures/rosette.svg',
  'www/pictures/mosaic.svg',
  'www/pictures/balloons.svg',
  'www/style.css',
  'www/icon.svg',
  'www/icon-192.png',
  'www/icon-512.png',
  'pkg/slide_puzzle.js',
  'pkg/slide_puzzle_bg.wasm',
];

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
