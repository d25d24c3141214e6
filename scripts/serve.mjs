// The game's static file server, for play (`make serve`) and for the end-to-end tests:
//   node scripts/serve.mjs [port]        serves the game on http://127.0.0.1:port/
// Binds to 127.0.0.1 only. Port 0 (the default for startServer) picks a free port.
//
// It serves what the game needs and nothing else: the page, www/, the two files of pkg/ the page
// loads, the service worker and the manifest (PUBLIC_FILES, PUBLIC_DIRS). Every other path —
// .git, the sources, the tests, node_modules, anything with `..`, encoded or not — is a 404.
// The end-to-end tests add their fixtures folder (`also`).
//
// Every response carries the page's Content-Security-Policy as a header: the policy written in
// index.html's meta tag (its one source, so a host that cannot set headers still gets it) plus
// frame-ancestors 'none', which only a header can set. The header also covers what a meta tag
// cannot reach: the solver worker and the service worker take their policy from their own
// script's response.
//
// SLIDE_PKG_DIR=/some/dir serves /pkg/* from that folder instead of <root>/pkg (for trying a
// build kept elsewhere).

import { createServer } from 'node:http';
import { createReadStream, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The Content-Security-Policy header for the site in `root`: its index.html's policy, plus frame-ancestors. */
export function contentSecurityPolicy(root = ROOT) {
  const html = readFileSync(path.join(root, 'index.html'), 'utf8');
  const meta = html.match(/<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]+)"/i);
  if (!meta) throw new Error(`${root}/index.html has no Content-Security-Policy meta tag`);
  return `${meta[1]}; frame-ancestors 'none'`;
}

/** Files the game loads, by URL path (`/` is /index.html). */
export const PUBLIC_FILES = new Set([
  '/index.html',
  '/sw.js',
  '/manifest.webmanifest',
  '/pkg/slide_puzzle.js',
  '/pkg/slide_puzzle_bg.wasm',
]);

/** Folders whose files (not subfolders) the game loads: its scripts, style, icons and pictures. */
export const PUBLIC_DIRS = ['/www/', '/www/pictures/', '/www/analysis/', '/www/notation/', '/www/daily/', '/www/stats/'];

/**
 * Whether `pathname` (decoded) is one of the game's files: a clean path (no `..` or `.`
 * segment, no empty segment, no backslash or NUL) that PUBLIC_FILES names or that sits directly
 * in one of `dirs`.
 */
export function isPublic(pathname, dirs = PUBLIC_DIRS) {
  if (/[\\\0]/.test(pathname) || path.posix.normalize(pathname) !== pathname || pathname.includes('//')) return false;
  if (PUBLIC_FILES.has(pathname)) return true;
  return dirs.some((dir) => pathname.startsWith(dir) && pathname.length > dir.length
    && !pathname.slice(dir.length).includes('/'));
}

export const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.ts': 'text/plain; charset=utf-8',
};

/**
 * Start serving the game in `root`. Resolves to {url, port, close()} once listening.
 * `also`: more folders to serve files from (URL paths like '/tests/e2e/fixtures/': the tests'
 * own workers and probes).
 * @param {{root?: string, port?: number, host?: string, pkgDir?: string, also?: string[]}} [options]
 */
export function startServer({
  root = ROOT,
  port = 0,
  host = '127.0.0.1',
  pkgDir = process.env.SLIDE_PKG_DIR,
  also = [],
} = {}) {
  const dirs = [...PUBLIC_DIRS, ...also];
  const base = path.resolve(root);
  const pkgBase = pkgDir ? path.resolve(pkgDir) : null;
  const policy = {
    'Content-Security-Policy': contentSecurityPolicy(base),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };

  const server = createServer(async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...policy, Allow: 'GET, HEAD' }).end();
      return;
    }
    const notFound = (what) => res
      .writeHead(404, { ...policy, 'Content-Type': 'text/plain; charset=utf-8' })
      .end(`not found: ${what}`);
    // The raw path, not new URL()'s, which would resolve `/a/../b` before it could be refused.
    const raw = (req.url ?? '').split(/[?#]/)[0];
    let pathname;
    try {
      pathname = decodeURIComponent(raw);
    } catch {
      notFound(raw);
      return;
    }
    if (pathname === '/') pathname = '/index.html';
    if (!raw.startsWith('/') || !isPublic(pathname, dirs)) {
      notFound(raw);
      return;
    }
    const inPkg = pkgBase && pathname.startsWith('/pkg/');
    const file = inPkg ? path.join(pkgBase, pathname.slice('/pkg/'.length)) : path.join(base, pathname);
    try {
      const info = await stat(file);
      if (!info.isFile()) throw new Error('not a file');
      const type = MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
      res.writeHead(200, {
        ...policy,
        'Content-Type': type,
        'Content-Length': info.size,
        'Cache-Control': 'no-store',
      });
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      createReadStream(file).pipe(res);
    } catch {
      notFound(raw);
    }
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: actual } = server.address();
      resolve({
        url: `http://${host}:${actual}/`,
        port: actual,
        close: () => new Promise((done) => {
          server.closeAllConnections?.();
          server.close(() => done());
        }),
      });
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.argv[2] ?? process.env.PORT ?? 8080);
  const { url } = await startServer({ port });
  console.log(`Serving the game on ${url} (Ctrl+C to stop)`);
}
