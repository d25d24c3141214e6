// Render www/icon.svg to the PNG app icons (192 and 512 px) with the system Chromium:
//   node tests/e2e/icons.mjs
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { launch } from './browser.mjs';
import { ROOT } from '../../scripts/serve.mjs';

const svg = await readFile(path.join(ROOT, 'www', 'icon.svg'), 'utf8');
const browser = await launch();
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
    const file = path.join(ROOT, 'www', `icon-${size}.png`);
    await page.screenshot({ path: file, omitBackground: true });
    console.log(file);
    await page.close();
  }
} finally {
  await browser.close();
}
