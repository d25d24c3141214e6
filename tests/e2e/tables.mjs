// The 15-puzzle tables for the end-to-end tests: built once per wasm build, in Node, with the
// same module the page runs, and kept in the system's temp folder (17 MB), so that a test on a
// 4×4 board need not spend half a minute building them in its fresh browser context. A context
// gets them in its IndexedDB (seedTables), just as a second visit would find them; the tests of
// the build itself (proof.test.mjs, sizes.test.mjs) ask for no seeding.

import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from '../../scripts/serve.mjs';

const WASM = path.join(ROOT, 'pkg', 'slide_puzzle_bg.wasm');
const URL_PATH = '/__test/tables-4.bin';

let cached = null;

/** The path of the kept tables for the current wasm build, building them if needed. */
export async function tablesFile() {
  if (cached) return cached;
  const wasm = readFileSync(WASM);
  const hash = createHash('sha256').update(wasm).digest('hex').slice(0, 16);
  const file = path.join(tmpdir(), `slide-tables-4-${hash}.bin`);
  if (!existsSync(file)) {
    const module = await import(path.join(ROOT, 'pkg', 'slide_puzzle.js'));
    await module.default({ module_or_path: wasm });
    module.prepare(4);
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, module.exportTables(4));
    renameSync(partial, file); // another test process never sees half a file
  }
  cached = file;
  return file;
}

/** Whether the address opens a 4×4 board (the only size with kept tables). */
export const wantsTables = (query) => /[?&]size=4\b/.test(query) || /[?&]board=(\d+,){15}\d+(&|$)/.test(query);

/**
 * Put the 15-puzzle tables in `page`'s IndexedDB (its context's, for the server's origin), as
 * the worker itself would have kept them, before the game is opened.
 */
export async function seedTables(page, serverUrl) {
  const body = readFileSync(await tablesFile());
  await page.route(`**${URL_PATH}`, (route) => route.fulfill({ body, contentType: 'application/octet-stream' }));
  await page.goto(`${serverUrl}manifest.webmanifest`);
  const ok = await page.evaluate(async (url) => {
    const { saveTables } = await import('/www/solver/table-store.js');
    const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
    return saveTables(4, bytes);
  }, URL_PATH);
  await page.unroute(`**${URL_PATH}`);
  if (!ok) throw new Error('could not seed the 15-puzzle tables into IndexedDB');
}
