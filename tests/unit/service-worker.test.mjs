// Unit tests for the service worker's list of files (sw.js, made by scripts/build-sw.mjs at
// `make build`): every file the page loads is in it, found here on our own by following the page
// from index.html (its scripts, styles, icons and manifest), each module's imports, workers and
// `new URL(…, import.meta.url)`, and the built-in pictures; and every file listed exists.

import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { PICTURES, pictureFile } from '../../www/pictures/pictures.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const read = (file) => readFileSync(path.join(ROOT, file), 'utf8');

/** The files sw.js lists, as written there ('./' is the page). */
function listed() {
  return [...read('sw.js').matchAll(/^\s+'([^']*)',$/gm)].map((m) => m[1]);
}

/** `spec` as seen from `from` (a path from the root), as a path from the root. */
const resolve = (from, spec) => path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));

/** What a module names: static and dynamic imports, workers and files beside it by URL. */
function namedBy(file) {
  const text = read(file);
  const specs = [
    ...text.matchAll(/\bfrom\s+'(\.{1,2}\/[^']+)'/g),
    ...text.matchAll(/^import\s+'(\.{1,2}\/[^']+)'/gm),
    ...text.matchAll(/\bimport\(\s*'(\.{1,2}\/[^']+)'\s*\)/g),
    ...text.matchAll(/new URL\(\s*'([^']+)',\s*import\.meta\.url\s*\)/g),
  ].map((m) => m[1]);
  return specs.map((spec) => resolve(file, spec));
}

/** Every file the page loads, followed from index.html. */
function loadedByPage() {
  const html = read('index.html');
  const start = [...html.matchAll(/\b(?:src|href)="([^"#?:]+)"/g)].map((m) => m[1]);
  const manifest = JSON.parse(read('manifest.webmanifest'));
  const found = new Set();
  const queue = [...start, ...manifest.icons.map((icon) => icon.src), ...PICTURES.map((p) => pictureFile(p.id))];
  while (queue.length > 0) {
    const file = queue.shift();
    if (found.has(file)) continue;
    found.add(file);
    if (file.endsWith('.js') && existsSync(path.join(ROOT, file))) queue.push(...namedBy(file));
  }
  return found;
}

describe('the service worker keeps every file the page loads', () => {
  test('the list is made by the build (sw.js exists after `make build`)', () => {
    assert.ok(existsSync(path.join(ROOT, 'sw.js')), 'sw.js is missing: run `make build`');
    assert.match(read('sw.js'), /^\/\/ Made by scripts\/build-sw\.mjs/);
  });

  test('every file the page loads, from index.html on, is listed', () => {
    const files = listed();
    const loaded = loadedByPage();
    // The walk reaches the two entry points, the lazily loaded Inside panel and the wasm build.
    for (const file of ['www/main.js', 'www/worker.js', 'www/inside/inside-panel.js', 'pkg/slide_puzzle_bg.wasm']) {
      assert.ok(loaded.has(file), `${file} is reached`);
    }
    const missing = [...loaded].filter((file) => !files.includes(file));
    assert.deepEqual(missing, [], 'loaded by the page but not kept offline (run `make build`)');
    assert.ok(files.includes('./') && files.includes('index.html'), 'the page itself');
  });

  test('every listed file exists, and none is listed twice', () => {
    const files = listed();
    assert.equal(new Set(files).size, files.length);
    for (const file of files.filter((f) => f !== './')) assert.ok(existsSync(path.join(ROOT, file)), file);
  });
});
