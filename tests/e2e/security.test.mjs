// Security: one Content-Security-Policy, written once in index.html's meta tag and sent as a
// header on every response (so the solver worker runs under it too); only the page's own
// scripts and wasm run, nothing is evaluated from strings, no script is inline, and a whole
// game asks nothing of any other origin. The server shows the game's files and nothing else.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { ROOT, contentSecurityPolicy, startServer } from '../../scripts/serve.mjs';
import { useGame, waitBoard, waitIdle } from './helpers.mjs';

const env = useGame();

const directives = (policy) => new Map(policy.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));

describe('content security policy', () => {
  test('the policy allows only our own scripts and wasm, and every response carries it', async () => {
    const policy = contentSecurityPolicy(ROOT);
    const d = directives(policy);
    assert.deepEqual(d.get('default-src'), ["'self'"]);
    assert.deepEqual(d.get('script-src'), ["'self'", "'wasm-unsafe-eval'"], 'no unsafe-inline, no unsafe-eval');
    assert.deepEqual(d.get('worker-src'), ["'self'"]);
    assert.deepEqual(d.get('object-src'), ["'none'"]);
    assert.deepEqual(d.get('frame-ancestors'), ["'none'"], 'the page cannot be framed');
    for (const asset of ['', 'index.html', 'www/main.js', 'www/worker.js', 'sw.js', 'pkg/slide_puzzle.js',
      'pkg/slide_puzzle_bg.wasm', 'no-such-file']) {
      const res = await fetch(`${env.server.url}${asset}`);
      await res.arrayBuffer();
      assert.equal(res.headers.get('content-security-policy'), policy, `/${asset}`);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff', `/${asset}`);
    }
    assert.equal((await fetch(`${env.server.url}pkg/slide_puzzle_bg.wasm`)).headers.get('content-type'), 'application/wasm');
  });

  // The test's own page.evaluate is exempt from the policy, so the probes run as the page's code
  // would: a same-origin script file (tests/e2e/fixtures/eval-probe.js) and a worker from it.
  test('eval, new Function and inline scripts are refused in the page and in workers', async (t) => {
    const { page, errors } = await env.openGame(t);
    await page.addScriptTag({ url: '/tests/e2e/fixtures/eval-probe.js' });
    assert.equal(await page.getAttribute('html', 'data-eval-probe'), 'EvalError,EvalError', 'in the page');
    const inWorker = await page.evaluate(() => new Promise((resolve) => {
      const worker = new Worker('/tests/e2e/fixtures/eval-probe.js');
      worker.onmessage = (e) => resolve(e.data.join(','));
    }));
    assert.equal(inWorker, 'EvalError,EvalError', 'in a worker, under the header alone');
    // Appended by the test but run (or not) by the page under its policy; the browser reports
    // the refusal as a securitypolicyviolation event, which is awaited.
    const violated = await page.evaluate(() => new Promise((resolve) => {
      document.addEventListener('securitypolicyviolation', (e) => resolve(e.effectiveDirective), { once: true });
      const script = document.createElement('script');
      script.textContent = 'document.documentElement.dataset.inline = "ran";';
      document.head.append(script);
    }));
    assert.equal(violated, 'script-src-elem');
    assert.equal(await page.getAttribute('html', 'data-inline'), null, 'an inline script does not run');
    // The solver worker compiled its wasm under the same policy: it answers.
    await page.click('#hint');
    await waitIdle(page);
    assert.equal(await page.textContent('#moves'), '1');
    const refused = errors.filter((e) => /Content Security Policy/.test(e));
    assert.equal(refused.length, errors.length, `nothing else went wrong: ${errors}`);
  });

  test('no inline script, inline handler, string-evaluated code or third-party address in our files', () => {
    const html = readFileSync(path.join(ROOT, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    assert.ok(scripts.length > 0);
    for (const [, attrs, body] of scripts) {
      assert.match(attrs, /\bsrc="[^":]+"/, 'every script is a local file');
      assert.equal(body.trim(), '', 'no inline script');
    }
    assert.doesNotMatch(html, /\son[a-z]+\s*=/i, 'no inline event handler');
    assert.doesNotMatch(html, /(?:src|href)="(?:https?:)?\/\//i, 'no asset from another origin');
    const code = [
      ...readdirSync(path.join(ROOT, 'www')).filter((f) => f.endsWith('.js')).map((f) => path.join('www', f)),
      'sw.js',
    ];
    for (const file of code) {
      const text = readFileSync(path.join(ROOT, file), 'utf8');
      assert.doesNotMatch(text, /\beval\s*\(|new\s+Function\s*\(|set(?:Timeout|Interval)\s*\(\s*['"`]/, `${file}: code from a string`);
      assert.doesNotMatch(text, /\binnerHTML\b|insertAdjacentHTML|document\.write/, `${file}: HTML from a string`);
      assert.doesNotMatch(text, /https?:\/\/(?!127\.0\.0\.1|localhost)/, `${file}: an address on another origin`);
    }
  });

  test('a whole game — 3×3 and 4×4, hints, a solve, a new board — asks nothing of another origin', async (t) => {
    const urls = [];
    const failed = []; // every file the game asks for is one the server shows
    const { page, errors } = await env.openGame(t, {
      ready: false,
      serviceWorkers: 'allow',
      tables: 'seed', // the 4×4 tables, as a second visit finds them
      beforeGoto: (p) => {
        // The context sees the requests of its pages and of their workers (a worker's own
        // imports included: checked by hand with a worker that imports another script).
        p.context().on('request', (r) => urls.push(r.url()));
        p.context().on('response', (r) => { if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`); });
      },
    });
    await waitIdle(page);
    await page.click('#hint');
    await waitIdle(page);
    await page.click('#solve');
    await page.waitForFunction(() => /Solved|solver needed/.test(document.querySelector('#message').textContent), null, { timeout: 30_000 });
    await page.selectOption('#size', '4x4');
    await waitBoard(page, { tiles: 16 });
    await waitIdle(page, 30_000);
    await page.click('#hint');
    await waitIdle(page, 30_000);
    await page.click('#shuffle');
    await waitIdle(page, 30_000);
    const origin = new URL(env.server.url).origin;
    assert.ok(urls.length > 10, `requests were recorded: ${urls.length}`);
    assert.ok(urls.some((u) => u.endsWith('/www/worker.js')) && urls.some((u) => u.endsWith('.wasm')),
      'the worker script and the wasm were among them');
    const foreign = urls.filter((u) => !u.startsWith(`${origin}/`) && !u.startsWith('data:') && !u.startsWith('blob:'));
    assert.deepEqual(foreign, []);
    assert.deepEqual(failed, []);
    assert.deepEqual(errors, []);
  });
});

/** GET (or `method`) `rawPath` exactly as written: fetch would resolve `..` before sending. */
function request(port, rawPath, method = 'GET') {
  return new Promise((resolve, reject) => {
    http.request({ host: '127.0.0.1', port, path: rawPath, method }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    }).on('error', reject).end();
  });
}

describe('the server shows the game and nothing else', () => {
  test('the game\'s files answer 200, including every file the service worker caches', async () => {
    const server = await startServer();
    try {
      const cached = [...readFileSync(path.join(ROOT, 'sw.js'), 'utf8').matchAll(/^\s+'([^']*)',$/gm)].map((m) => m[1]);
      assert.ok(cached.includes('www/worker.js') && cached.includes('pkg/slide_puzzle_bg.wasm'), `${cached}`);
      for (const file of [...cached, 'sw.js', '?size=4&board=1,2,3,0', 'www/screenshot.png']) {
        const url = `/${file.replace(/^\.\//, '')}`; // './' is the page itself
        assert.equal(await request(server.port, url), 200, url);
      }
    } finally {
      await server.close();
    }
  });

  test('everything else is a 404: the repository, the build\'s other files, traversal, encoded or not', async () => {
    const server = await startServer();
    try {
      // Files that exist in the repository (checked, so a 404 means refused, not missing).
      const existing = ['.git', 'Cargo.toml', 'Cargo.lock', 'Makefile', 'README.md', 'package.json',
        'src/wasm/mod.rs', 'tests/e2e/helpers.mjs', 'tests/e2e/fixtures/fault-worker.js', 'tests/data/korf100.txt',
        'scripts/serve.mjs', 'benches/korf100.rs', 'node_modules/playwright-core/package.json',
        'pkg/package.json', 'pkg/slide_puzzle.d.ts', 'target', 'www', 'pkg'];
      for (const file of existing) assert.ok(existsSync(path.join(ROOT, file)), `${file} exists`);
      const paths = [
        ...existing.map((f) => `/${f}`), '/.git/config', '/.git/HEAD', '/www/', '/pkg/', '/src/',
        '/www/../Cargo.toml', '/www/./main.js', '/www//main.js', '//www/main.js', '/index.html/',
        '/www/%2e%2e/Cargo.toml', '/www/%2E%2E/.git/config', '/www/..%2fCargo.toml', '/www/..%2FCargo.toml',
        '/www/%2e%2e%2fCargo.toml', '/www/..%5cCargo.toml', '/www/..\\Cargo.toml', '/%2e%2e/%2e%2e/etc/passwd',
        '/www/%252e%252e/Cargo.toml', '/www/main.js%00', '/www/main.js%00.png', '/%zz', '/www/%c0%ae%c0%ae/Cargo.toml',
        '/pkg/../Cargo.toml', '/sw.js/..', '/no-such-file',
      ];
      for (const p of paths) {
        assert.equal(await request(server.port, p), 404, `GET ${p}`);
        assert.equal(await request(server.port, p, 'HEAD'), 404, `HEAD ${p}`);
      }
      assert.equal(await request(server.port, '/www/main.js', 'POST'), 405);
    } finally {
      await server.close();
    }
  });
});
