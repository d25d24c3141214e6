// Times the 4×4 tables and the answer-then-upgrade flow in headless Chromium, for docs/ARCHITECTURE.md:
//   node tests/e2e/measure-proof.mjs
// Prints, on Korf #88: the first visit's short answer (from opening the page), the tables
// built by the second worker and loaded by the solving one (to 'loaded'), and the proof after
// them; then for three reloads the load from IndexedDB, the short answer and the proof. Not a
// test: nothing is asserted about time.

import { launch } from './browser.mjs';
import { startServer } from '../../scripts/serve.mjs';

const KORF88 = '12,10,6,0,9,8,13,15,11,7,3,2,5,4,14,1';
const server = await startServer();
const browser = await launch();
try {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  const since = async (fn, arg, timeout = 300_000) => {
    const t0 = Date.now();
    await page.waitForFunction(fn, arg, { timeout, polling: 20 });
    return Date.now() - t0;
  };
  await page.goto(`${server.url}?board=${KORF88}`);
  const first = await since(() => document.querySelector('#remaining').dataset.proof !== 'none');
  const build = await since(() => document.body.dataset.tables === 'loaded');
  console.log(`first visit: a short answer ${first} ms after the page opened; the tables built apart and loaded ${build} ms later`);
  const shortToProof = await since(() => document.querySelector('#remaining').dataset.proof === 'optimal');
  console.log(`Korf #88: proven ${shortToProof} ms after the tables (${await page.textContent('#remaining')} moves)`);
  for (let i = 0; i < 3; i += 1) {
    await page.reload();
    const load = await since(() => document.body.dataset.tables === 'loaded');
    const t0 = Date.now();
    await page.waitForFunction(() => document.querySelector('#remaining').dataset.proof === 'bound', null, { timeout: 60_000, polling: 10 }).catch(() => {});
    const shortMs = Date.now() - t0;
    const proof = await since(() => document.querySelector('#remaining').dataset.proof === 'optimal');
    console.log(`reload ${i + 1}: tables loaded ${load} ms after the reload, short answer ${shortMs} ms later, proof ${proof} ms after that`);
  }
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
