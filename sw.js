// The service worker: the game works offline once loaded. Cache-first from a versioned cache;
// each answer from the cache is refreshed from the network in the background, so the next visit
// gets any update. Bump VERSION to drop old caches. The solver builds its pattern databases
// itself and keeps them in IndexedDB (www/table-store.js), so there are no data files to cache.

const VERSION = 'slide-v10';
const ASSETS = [
  './',
  'index.html',
  'manifest.webmanifest',
  'www/main.js',
  'www/controller.js',
  'www/address.js',
  'www/difficulty.js',
  'www/distance.js',
  'www/play-words.js',
  'www/records.js',
  'www/saver.js',
  'www/settings.js',
  'www/stats.js',
  'www/stats-view.js',
  'www/stopwatch.js',
  'www/replay.js',
  'www/replayer.js',
  'www/replay-view.js',
  'www/game.js',
  'www/input.js',
  'www/render.js',
  'www/storage.js',
  'www/solver-client.js',
  'www/search-words.js',
  'www/table-store.js',
  'www/table-builder.js',
  'www/board-input.js',
  'www/saved-game.js',
  'www/shape.js',
  'www/worker.js',
  'www/inside-toggle.js',
  'www/inside-panel.js',
  'www/inside-model.js',
  'www/inside-channel.js',
  'www/analysis/analysis-model.js',
  'www/analysis/analysis-chart.js',
  'www/analysis/analysis-panel.js',
  'www/analysis/analysis.css',
  'www/notation/scramble.js',
  'www/analysis/learn-ops.js',
  'www/analysis/learn-channel.js',
  'www/analysis/solutions-panel.js',
  'www/analysis/solutions-words.js',
  'www/analysis/hint-count.js',
  'www/stats/time-chart-model.js',
  'www/stats/time-chart.js',
  'www/stats/time-chart.css',
  'www/daily/daily.js',
  'www/daily/daily-panel.js',
  'www/inside-panel.css',
  'www/pictures.js',
  'www/picture-store.js',
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
