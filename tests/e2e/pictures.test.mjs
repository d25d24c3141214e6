// Picture mode in the page: a built-in picture puts on each tile the part its goal cell covers
// (checked in pixels from the computed styles, not from the code's formula), the numbers switch,
// the player's own image (cut to its central square, kept across a reload, never sent), a file
// that is not an image, the solved board whole, and axe in picture mode, light and dark.

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { boardOf, useGame, waitBoard } from './helpers.mjs';

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve('axe-core/axe.min.js');

const env = useGame();

/** Open the page on a board of `side` and wait until it is drawn (not for the solver). */
async function open(t, side, options = {}) {
  const game = await env.openGame(t, { query: `?size=${side}`, ready: false, tables: 'none', ...options });
  await waitBoard(game.page, { tiles: side * side });
  return game;
}

/**
 * For every tile: its number, the picture's address, and which cell of the picture it shows,
 * worked out from the computed background (image size and offset in pixels) and the face's
 * size: the image is shifted left by column × tile width when it shows that column.
 */
function shownCells(page) {
  return page.$$eval('#board button[data-tile]', (buttons) => buttons.map((b) => {
    const face = b.querySelector('.tile-face');
    const cs = getComputedStyle(face);
    const { width, height } = face.getBoundingClientRect();
    const [sw, sh] = cs.backgroundSize.split(' ').map((v) => (parseFloat(v) / 100) * (v.endsWith('%') ? 1 : 0));
    const [px, py] = cs.backgroundPosition.split(' ').map((v) => parseFloat(v) / 100);
    // A position of p % places the image at p × (tile − image) px: shifted left by that much.
    const shiftX = -px * (width - sw * width);
    const shiftY = -py * (height - sh * height);
    return {
      tile: Number(b.dataset.tile),
      image: cs.backgroundImage,
      size: cs.backgroundSize,
      col: shiftX / width,
      row: shiftY / height,
      across: sw,
      down: sh,
    };
  }));
}

describe('built-in pictures', () => {
  for (const side of [3, 4, 5]) {
    test(`${side}×${side}: every tile shows the part of the picture its goal cell covers`, async (t) => {
      const { page, errors } = await open(t, side);
      assert.equal(await page.getAttribute('#board', 'data-picture'), 'none', 'numbers by default');
      await page.selectOption('#picture', 'rosette');
      await page.waitForFunction(() => document.querySelector('#board').dataset.picture === 'shown');
      const cells = await shownCells(page);
      assert.equal(cells.length, side * side - 1);
      for (const c of cells) {
        // Tile t belongs at cell t − 1 (row-major), the gap last.
        const row = Math.floor((c.tile - 1) / side);
        const col = (c.tile - 1) % side;
        assert.match(c.image, /^url\(".*\/www\/pictures\/rosette\.svg"\)$/, `tile ${c.tile}`);
        assert.equal(c.across, side, `tile ${c.tile}: the image is the board's width`);
        assert.equal(c.down, side, `tile ${c.tile}: the image is the board's height`);
        assert.ok(Math.abs(c.col - col) < 0.01, `tile ${c.tile}: shows column ${c.col}, belongs in ${col}`);
        assert.ok(Math.abs(c.row - row) < 0.01, `tile ${c.tile}: shows row ${c.row}, belongs in ${row}`);
      }
      // The names and the board's attributes are the same as with numbers.
      const tiles = await boardOf(page);
      for (const [index, tile] of tiles.entries()) {
        if (tile === 0) continue;
        assert.equal(
          await page.getAttribute(`#board button[data-tile="${tile}"]`, 'aria-label'),
          `Tile ${tile}, row ${Math.floor(index / side) + 1}, column ${(index % side) + 1}`,
        );
      }
      assert.deepEqual(errors, []);
    });
  }

  test('the picture is kept: after a reload the same picture is on the tiles', async (t) => {
    const { page, errors } = await open(t, 3);
    await page.selectOption('#picture', 'balloons');
    await page.waitForFunction(() => document.querySelector('#board').dataset.picture === 'shown');
    await page.reload();
    await waitBoard(page, { tiles: 9 });
    assert.equal(await page.inputValue('#picture'), 'balloons');
    const [first] = await shownCells(page);
    assert.match(first.image, /balloons\.svg/);
    await page.selectOption('#picture', 'numbers');
    await page.waitForFunction(() => document.querySelector('#board').dataset.picture === 'none');
    const image = await page.$eval('#board .tile-face', (f) => getComputedStyle(f).backgroundImage);
    assert.doesNotMatch(image, /url\(/, 'numbers: no picture');
    assert.deepEqual(errors, []);
  });

  test('the solved board shows the whole picture: the gap\'s part fades in', async (t) => {
    const { page, errors } = await env.openGame(t, { query: '?board=1,2,3,4,5,6,7,0,8', ready: false });
    await waitBoard(page, { tiles: 9 });
    await page.selectOption('#picture', 'mountains');
    const gapOpacity = () => page.$eval('#board .tile-gap', (g) => getComputedStyle(g).opacity);
    assert.equal(await gapOpacity(), '0', 'hidden while playing');
    await page.click('#board button[data-tile="8"]');
    await waitBoard(page, { solved: true });
    await page.waitForFunction(() => getComputedStyle(document.querySelector('#board .tile-gap')).opacity === '1');
    const gap = await page.$eval('#board .tile-gap', (g) => {
      const face = g.querySelector('.tile-face');
      const board = document.querySelector('#board').getBoundingClientRect();
      const r = g.getBoundingClientRect();
      const last = document.querySelector('#board button[data-tile="6"]').getBoundingClientRect(); // the cell above
      return { image: getComputedStyle(face).backgroundImage, position: getComputedStyle(face).backgroundPosition, left: r.left, top: r.top, right: board.right, aboveLeft: last.left, aboveBottom: last.bottom };
    });
    assert.match(gap.image, /mountains\.svg/);
    assert.equal(gap.position, '100% 100%', 'the bottom right part');
    assert.ok(Math.abs(gap.left - gap.aboveLeft) < 1 && Math.abs(gap.top - gap.aboveBottom) < 1, 'in the gap\'s goal cell');
    assert.equal(await page.getAttribute('#board .tile-gap', 'aria-hidden'), 'true');
    assert.deepEqual(errors, []);
  });
});

describe('hints and high contrast with a picture', () => {
  // One of the 15-puzzle's hardest positions: its hint is shown (a short solution's first move)
  // long before its proof, so the marked tile stays on the board to look at.
  const HARD = '0,12,9,13,15,11,10,14,3,7,2,5,4,8,6,1';

  test('the hinted tile is marked on a picture as on numbers, and keeps its part of the picture', async (t) => {
    const { page, errors } = await env.openGame(t, { query: `?board=${HARD}`, ready: false });
    await waitBoard(page, { tiles: 16 });
    await page.selectOption('#picture', 'balloons');
    await page.waitForFunction(() => document.querySelector('#remaining').dataset.proof === 'bound', null, { timeout: 120_000 });
    await page.click('#hint');
    await page.waitForFunction(() => document.querySelector('#board').dataset.hint !== undefined, null, { timeout: 60_000 }); // a safety net, not a latency limit
    const hinted = Number(await page.getAttribute('#board', 'data-hint'));
    const look = (tile) => page.$eval(`#board button[data-tile="${tile}"]`, (b) => {
      const cs = getComputedStyle(b.querySelector('.tile-face'));
      return { hint: b.classList.contains('is-hint'), shadow: cs.boxShadow, image: cs.backgroundImage };
    });
    const marked = await look(hinted);
    const other = await look(hinted === 1 ? 2 : 1);
    assert.equal(marked.hint, true);
    assert.notEqual(marked.shadow, other.shadow, 'a ring the other tiles do not have');
    assert.match(marked.image, /balloons\.svg/, 'the picture stays under the ring');
    assert.deepEqual(errors, []);
  });

  test('forced colours (high contrast): the picture stays and each number gets a border', async (t) => {
    const { page, errors } = await open(t, 3, { contextOptions: { forcedColors: 'active' } });
    await page.selectOption('#picture', 'mosaic');
    const look = await page.$eval('#board button[data-tile="1"]', (b) => ({
      image: getComputedStyle(b.querySelector('.tile-face')).backgroundImage,
      border: getComputedStyle(b.querySelector('.tile-number')).borderTopStyle,
    }));
    assert.match(look.image, /mosaic\.svg/);
    assert.equal(look.border, 'solid');
    assert.deepEqual(errors, []);
  });
});

describe('numbers on picture tiles', () => {
  test('the switch hides and shows the numbers, kept across a reload; the names stay', async (t) => {
    const { page, errors } = await open(t, 4);
    assert.equal(await page.isDisabled('#picture-numbers'), true, 'no switch without a picture');
    await page.selectOption('#picture', 'mosaic');
    assert.equal(await page.isChecked('#picture-numbers'), true, 'on by default');
    const visible = () => page.$$eval('#board .tile-number', (ns) => ns.map((n) => n.checkVisibility()));
    assert.deepEqual(await visible(), Array(15).fill(true));
    // Each number sits on its own backdrop, not on the picture.
    const backdrop = await page.$eval('#board .tile-number', (n) => getComputedStyle(n).backgroundColor);
    assert.match(backdrop, /^rgb\(/, `an opaque backdrop: ${backdrop}`);
    await page.uncheck('#picture-numbers');
    assert.deepEqual(await visible(), Array(15).fill(false));
    const label = await page.getAttribute('#board button[data-tile="5"]', 'aria-label');
    assert.match(label, /^Tile 5, row \d, column \d$/);
    await page.reload();
    await waitBoard(page, { tiles: 16 });
    assert.equal(await page.isChecked('#picture-numbers'), false);
    assert.deepEqual(await visible(), Array(15).fill(false));
    await page.check('#picture-numbers');
    assert.deepEqual(await visible(), Array(15).fill(true));
    assert.deepEqual(errors, []);
  });
});

/**
 * A PNG made in the page: `width` × `height`, red down both sides and green in the middle
 * square, so any of the sides kept by the cut shows as red.
 */
async function makePng(page, width, height) {
  const base64 = await page.evaluate(([w, h]) => {
    const c = document.createElement('canvas');
    c.width = w;
    c.height = h;
    const g = c.getContext('2d');
    const side = Math.min(w, h);
    g.fillStyle = '#ff0000';
    g.fillRect(0, 0, w, h);
    g.fillStyle = '#00c000';
    g.fillRect((w - side) / 2, (h - side) / 2, side, side);
    return c.toDataURL('image/png').split(',')[1];
  }, [width, height]);
  return Buffer.from(base64, 'base64');
}

/** The picture on the board, loaded as an image: its size and the colours at its corners. */
function ownPicture(page) {
  return page.evaluate(async () => {
    const value = document.querySelector('#board').style.getPropertyValue('--picture');
    const url = value.match(/^url\("(.*)"\)$/)?.[1];
    if (!url) return null;
    const img = new Image();
    img.src = url;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.naturalWidth;
    c.height = img.naturalHeight;
    const g = c.getContext('2d');
    g.drawImage(img, 0, 0);
    const at = (x, y) => Array.from(g.getImageData(x, y, 1, 1).data.slice(0, 3));
    const w = c.width - 1;
    const h = c.height - 1;
    return {
      scheme: url.slice(0, url.indexOf(',')),
      width: c.width,
      height: c.height,
      corners: [at(2, 2), at(w - 2, 2), at(2, h - 2), at(w - 2, h - 2), at(w >> 1, h >> 1)],
    };
  });
}

const isGreen = ([r, g, b]) => g > 140 && r < 80 && b < 80;

describe('the player\'s own image', () => {
  test('a wide and a tall image: the central square, scaled to 600, shown, kept across a reload, never sent', async (t) => {
    const { page, errors, context } = await open(t, 3, {
      init: () => {
        window.violations = [];
        document.addEventListener('securitypolicyviolation', (e) => window.violations.push(e.violatedDirective));
      },
    });
    const sent = [];
    context.on('request', (req) => { if (req.method() !== 'GET' || !req.url().startsWith(env.server.url)) sent.push(`${req.method()} ${req.url()}`); });

    await page.setInputFiles('#picture-file', { name: 'wide.png', mimeType: 'image/png', buffer: await makePng(page, 1500, 800) });
    await page.waitForFunction(() => document.querySelector('#board').style.getPropertyValue('--picture').startsWith('url("data:'));
    assert.equal(await page.inputValue('#picture'), 'own');
    assert.match(await page.textContent('#picture-note'), /never uploaded/);
    let pic = await ownPicture(page);
    assert.match(pic.scheme, /^data:image\/(webp|jpeg);base64$/, 'stored small: WebP or JPEG');
    assert.deepEqual([pic.width, pic.height], [600, 600], '800 px square scaled down to 600');
    assert.ok(pic.corners.every(isGreen), `only the middle square: ${JSON.stringify(pic.corners)}`);
    const [cell] = await shownCells(page);
    assert.match(cell.image, /^url\("data:image\//);

    await page.setInputFiles('#picture-file', { name: 'tall.png', mimeType: 'image/png', buffer: await makePng(page, 300, 700) });
    await page.waitForFunction(async () => {
      const url = document.querySelector('#board').style.getPropertyValue('--picture').slice(5, -2);
      const img = new Image();
      img.src = url;
      await img.decode();
      return img.naturalWidth === 300;
    });
    pic = await ownPicture(page);
    assert.deepEqual([pic.width, pic.height], [300, 300], 'a small square is not enlarged');
    assert.ok(pic.corners.every(isGreen), `only the middle square: ${JSON.stringify(pic.corners)}`);

    const before = await page.$eval('#board', (b) => b.style.getPropertyValue('--picture'));
    await page.reload();
    await waitBoard(page, { tiles: 9 });
    assert.equal(await page.inputValue('#picture'), 'own');
    assert.equal(await page.$eval('#board', (b) => b.style.getPropertyValue('--picture')), before, 'the same image after a reload');
    assert.deepEqual(await page.evaluate(() => window.violations), [], 'shown under the page\'s policy');
    assert.deepEqual(sent, [], 'nothing sent anywhere');
    assert.deepEqual(errors, []);
  });

  test('a file that is not an image, or not a readable one, gets a clear message and changes nothing', async (t) => {
    const { page, errors } = await open(t, 3);
    await page.selectOption('#picture', 'mosaic');
    await page.setInputFiles('#picture-file', { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
    await page.waitForFunction(() => /not an image/.test(document.querySelector('#picture-note').textContent));
    assert.match(await page.textContent('#picture-note'), /“notes\.txt” is not an image/);
    assert.equal(await page.getAttribute('#picture-file', 'aria-invalid'), 'true');
    assert.equal(await page.inputValue('#picture'), 'mosaic', 'the picture shown stays');
    await page.setInputFiles('#picture-file', { name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('no PNG in here') });
    await page.waitForFunction(() => /could not be read/.test(document.querySelector('#picture-note').textContent));
    assert.equal(await page.inputValue('#picture'), 'mosaic');
    assert.match((await shownCells(page))[0].image, /mosaic\.svg/);
    assert.deepEqual(errors, []);
  });

  test('"Your own…" with no image yet asks for one and keeps the picture shown', async (t) => {
    const { page, errors } = await open(t, 3);
    await page.selectOption('#picture', 'rosette');
    page.on('filechooser', () => {}); // the chooser the page opens is left unanswered
    await page.selectOption('#picture', 'own');
    await page.waitForFunction(() => /Choose an image/.test(document.querySelector('#picture-note').textContent));
    assert.equal(await page.inputValue('#picture'), 'rosette');
    assert.deepEqual(errors, []);
  });
});

describe('accessibility in picture mode', () => {
  test('axe-core finds no WCAG 2 A/AA violations, light and dark, numbers shown', async (t) => {
    const counts = [];
    for (const colorScheme of ['light', 'dark']) {
      const { page, errors } = await open(t, 3, { colorScheme, contextOptions: { bypassCSP: true } });
      await page.selectOption('#picture', 'mountains');
      await page.waitForFunction(() => document.querySelector('#board').dataset.picture === 'shown');
      await page.addScriptTag({ path: AXE_PATH });
      const result = await page.evaluate(async () => {
        const r = await window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
        return {
          violations: r.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`),
          passes: r.passes.length,
          incomplete: r.incomplete.map((v) => v.id),
        };
      });
      counts.push(`${colorScheme}: ${result.violations.length} violations, ${result.passes} rules passed, incomplete ${result.incomplete.join(' ') || 'none'}`);
      assert.deepEqual(result.violations, [], colorScheme);
      assert.deepEqual(errors, []);
    }
    console.log(`axe-core, picture mode: ${counts.join('; ')}`);
  });
});
