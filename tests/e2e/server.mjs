// A tiny static file server for the end-to-end tests (and for local play):
//   node tests/e2e/server.mjs [port]        serves the repository root on 127.0.0.1
// Binds to 127.0.0.1 only. Port 0 (the default for startServer) picks a free port.
// SLIDE_PKG_DIR=/some/dir serves /pkg/* from that folder instead of <root>/pkg (for trying a
// build kept elsewhere).

import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

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

  const server = createServer(async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    } catch {
      res.writeHead(400).end('bad request');
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
      res.writeHead(403).end('forbidden');
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
        'Content-Type': type,
        'Content-Length': info.size,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      });
      if (req.method === 'HEAD') {
        res.end();
        return;
      }
      createReadStream(file).pipe(res);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`not found: ${pathname}`);
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
  const port = Number(process.argv[2] ?? 8080);
  const { url } = await startServer({ port });
  console.log(`Serving ${ROOT} at ${url} (Ctrl-C to stop)`);
}
