// The 15-puzzle tables for the end-to-end tests: built once per wasm build, in Node, with the
// same module the page runs, and kept in the system's temp folder (17 MB), so that a test on a
// 4×4 board need not spend half a minute building them in its fresh browser context. A context
// gets them in its IndexedDB (seedTables), just as a second visit would find them; the tests of
// the build itself (proof.test.mjs, sizes.test.mjs) ask for no seeding. The 24-puzzle's tables
// (13 MB, about 30 s) are made the same way when a test asks for them (`seedTables(page, url, [4, 5])`).

import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../../scripts/serve.mjs';

const WASM = path.join(ROOT, 'pkg', 'slide_puzzle_bg.wasm');
const urlPath = (side) => `/__test/tables-${side}.bin`;

const cached = new Map();

/** The path of the kept tables of `side` (4 or 5) for the current wasm build, building them if needed. */
export async function tablesFile(side = 4) {
  if (cached.has(side)) return cached.get(side);
  const wasm = readFileSync(WASM);
  const hash = createHash('sha256').update(wasm).digest('hex').slice(0, 16);
  const file = path.join(tmpdir(), `slide-tables-${side}-${hash}.bin`);
  if (!existsSync(file)) {
    const module = await import(path.join(ROOT, 'pkg', 'slide_puzzle.js'));
    await module.default({ module_or_path: wasm });
    const shape = { width: side, height: side };
    module.prepare(shape);
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, module.exportTables(shape));
    renameSync(partial, file); // another test process never sees half a file
  }
  cached.set(side, file);
  return file;
}

/** Whether the address opens a 4×4 board (the only size with kept tables). */
export const wantsTables = (query) => /[?&]size=4\b/.test(query) || /[?&]board=(\d+,){15}\d+(&|$)/.test(query);

/**
 * Put the tables of `sides` (the 15-puzzle's by default) in `page`'s IndexedDB (its context's,
 * for the server's origin), as the worker itself would have kept them, before the game is opened.
 */
export async function seedTables(page, serverUrl, sides = [4]) {
  // The browser asks for the manifest page's /favicon.ico, which the game does not have: a 404
  // in the console if it answers before the game is opened (the larger tables take a while).
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
  await page.goto(`${serverUrl}manifest.webmanifest`);
  for (const side of sides) {
    const body = readFileSync(await tablesFile(side));
    await page.route(`**${urlPath(side)}`, (route) => route.fulfill({ body, contentType: 'application/octet-stream' }));
    const ok = await page.evaluate(async ({ url, side: s }) => {
      const { saveTables } = await import('/www/solver/table-store.js');
      const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
      return saveTables(s, bytes);
    }, { url: urlPath(side), side });
    await page.unroute(`**${urlPath(side)}`);
    if (!ok) throw new Error(`could not seed the ${side}×${side} tables into IndexedDB`);
  }
  await page.unroute('**/favicon.ico');
}
