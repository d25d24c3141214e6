// Screenshots of the game for a person to look at:
//   node tests/e2e/screenshot.mjs [outDir=/tmp/shots]
// Laptop (1280×800) and phone (360×740), light and dark, plus a solved board; also writes a
// small laptop screenshot to www/screenshot.png for the README.

import { mkdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { launch } from './browser.mjs';
import { startServer, ROOT } from './server.mjs';

const outDir = process.argv[2] ?? '/tmp/shots';
await mkdir(outDir, { recursive: true });

const server = await startServer();
const browser = await launch();

const VIEWPORTS = {
  laptop: { width: 1280, height: 800 },
  phone: { width: 360, height: 740 },
};

async function openGame(viewport, colorScheme) {
  const context = await browser.newContext({ viewport, colorScheme, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(server.url);
  await page.waitForFunction(() => {
    const board = document.querySelector('#board');
    const remaining = document.querySelector('#remaining');
    return board?.dataset.tiles && remaining && remaining.textContent !== '–';
  });
  await page.waitForTimeout(300); // let the deal settle
  return { context, page };
}

try {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    for (const scheme of ['light', 'dark']) {
      const { context, page } = await openGame(viewport, scheme);
      const file = path.join(outDir, `${name}-${scheme}.png`);
      await page.screenshot({ path: file });
      console.log(file);

      // The same board after Solve has played out.
      await page.selectOption('#speed', '40');
      await page.click('#solve');
      await page.waitForFunction(() => document.querySelector('#board').classList.contains('is-solved')
        && !document.querySelector('#shuffle').disabled, null, { timeout: 30_000 });
      await page.waitForTimeout(600);
      const solved = path.join(outDir, `${name}-${scheme}-solved.png`);
      await page.screenshot({ path: solved });
      console.log(solved);
      await context.close();
    }
  }

  // Mid-solve, and the message shown when the wasm cannot load (phone, light).
  {
    const { context, page } = await openGame(VIEWPORTS.phone, 'light');
    await page.selectOption('#speed', '400');
    await page.click('#solve');
    await page.waitForFunction(() => Number(document.querySelector('#moves').textContent) >= 2);
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(outDir, 'phone-light-solving.png') });
    await page.route('**/pkg/*.wasm', (route) => route.abort());
    await page.reload();
    await page.locator('#board [role="alert"]').waitFor();
    await page.screenshot({ path: path.join(outDir, 'phone-light-error.png') });
    console.log(path.join(outDir, 'phone-light-solving.png'), path.join(outDir, 'phone-light-error.png'));
    await context.close();
  }

  // The README picture: the laptop view, light.
  const { context, page } = await openGame(VIEWPORTS.laptop, 'light');
  const readme = path.join(ROOT, 'www', 'screenshot.png');
  const box = await page.evaluate(() => {
    const app = document.querySelector('.app').getBoundingClientRect();
    const bottom = Math.max(...['.options', '.help'].map((s) => document.querySelector(s).getBoundingClientRect().bottom));
    return { x: app.x, width: app.width, bottom };
  });
  await page.screenshot({
    path: readme,
    clip: { x: Math.max(0, box.x - 24), y: 0, width: Math.min(1280, box.width + 48), height: Math.min(800, box.bottom + 16) },
  });
  const { size } = await stat(readme);
  console.log(`${readme} (${Math.round(size / 1024)} KB)`);
  await context.close();
} finally {
  await browser.close();
  await server.close();
}
