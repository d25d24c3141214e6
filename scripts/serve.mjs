// The game's static file server, for play (`make serve`) and for the end-to-end tests:
//   node scripts/serve.mjs [port]        serves the repository root on http://127.0.0.1:port/
// Binds to 127.0.0.1 only. Port 0 (the default for startServer) picks a free port.
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
 * Start serving `root`. Resolves to {url, port, close()} once listening.
 * @param {{root?: string, port?: number, host?: string, pkgDir?: string}} [options]
 */
export function startServer({
  root = ROOT,
  port = 0,
  host = '127.0.0.1',
  pkgDir = process.env.SLIDE_PKG_DIR,
} = {}) {
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
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    } catch {
      res.writeHead(400, policy).end('bad request');
      return;
    }
    let dir = base;
    let rel = pathname;
    if (pkgBase && pathname.startsWith('/pkg/')) {
      dir = pkgBase;
      rel = pathname.slice('/pkg'.length);
    }
    let file = path.join(dir, path.normalize(rel));
    if (file !== dir && !file.startsWith(dir + path.sep)) {
      res.writeHead(403, policy).end('forbidden');
      return;
    }
    try {
      let info = await stat(file);
      if (info.isDirectory()) {
        file = path.join(file, 'index.html');
        info = await stat(file);
      }
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
      res.writeHead(404, { ...policy, 'Content-Type': 'text/plain; charset=utf-8' }).end(`not found: ${pathname}`);
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
