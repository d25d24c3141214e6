// Writes sw.js, the service worker, from scripts/sw-template.js: its list of files to keep
// offline is read from the tree, never kept by hand. Run by `make build` (and so `make serve`),
// after wasm-pack, since the list holds the wasm build too.
//   node scripts/build-sw.mjs [root]
//
// The list: the page ('./' and index.html), the manifest, every file under www/ but those the
// page never loads (NOT_LOADED), and the two files of pkg/ the page loads. VERSION is a digest
// of all their contents, so any change to the game gives a new cache and drops the old one.

import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Files in www/ the page does not load: the README's screenshot. */
export const NOT_LOADED = new Set(['www/screenshot.png']);

/** The files of pkg/ the page loads (the wasm-bindgen glue and the module). */
export const PKG_FILES = ['pkg/slide_puzzle.js', 'pkg/slide_puzzle_bg.wasm'];

/** Every file the page may load, as paths from `root` ('./' is the page itself), www/'s sorted. */
export function assets(root = ROOT) {
  const www = readdirSync(path.join(root, 'www'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath ?? entry.path, entry.name)).split(path.sep).join('/'))
    .filter((file) => !NOT_LOADED.has(file))
    .sort();
  return ['./', 'index.html', 'manifest.webmanifest', ...www, ...PKG_FILES];
}

/** A digest of the files' names and contents: the cache's version. */
export function version(files, root = ROOT) {
  const hash = createHash('sha256');
  for (const file of files.filter((f) => f !== './')) {
    const full = path.join(root, file);
    if (!existsSync(full)) throw new Error(`${file} is missing: run \`make build\` first`);
    hash.update(`${file}\0`).update(readFileSync(full)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** The service worker's text: the template with the list (one file a line) and the version. */
export function serviceWorker(root = ROOT) {
  const files = assets(root);
  const template = readFileSync(path.join(root, 'scripts', 'sw-template.js'), 'utf8');
  const list = `[\n${files.map((f) => `  '${f}',`).join('\n')}\n]`;
  const header = '// Made by scripts/build-sw.mjs from scripts/sw-template.js: edit those, not this file.\n';
  return header + template
    .replace('@VERSION@', version(files, root))
    .replace('[/* @ASSETS@ */]', list);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(process.argv[2] ?? ROOT);
  writeFileSync(path.join(root, 'sw.js'), serviceWorker(root));
  console.log(`sw.js: ${assets(root).length} files`);
}
