// Unit tests for www/pictures/pictures.js (the part of the picture each tile shows, the square cut from
// the player's image) and the picture settings in www/play/settings.js. The expected figures are
// worked out here by hand, not by the code under test.

import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { PICTURES, PICTURE_CHOICES, pictureFile, squareCrop, tileBackground } from '../../www/pictures/pictures.js';
import { Settings } from '../../www/play/settings.js';
import { StorageManager } from '../../www/lib/storage.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('tile backgrounds', () => {
  test('3×3: the image is three tiles wide; columns at 0, 50 and 100 %', () => {
    // Cells, row-major: 0 1 2 / 3 4 5 / 6 7 8. A tile shows a third of the image, so the image
    // is 300 % of the tile; p % lines up p % of both, so the middle column is at 50 %.
    const want = {
      0: '0% 0%', 1: '50% 0%', 2: '100% 0%',
      3: '0% 50%', 4: '50% 50%', 5: '100% 50%',
      6: '0% 100%', 7: '50% 100%', 8: '100% 100%',
    };
    for (const [cell, position] of Object.entries(want)) {
      assert.deepEqual(tileBackground(Number(cell), 3, 3), { size: '300% 300%', position }, `cell ${cell}`);
    }
  });

  test('4×4: thirds, to four decimals', () => {
    assert.deepEqual(tileBackground(0, 4, 4), { size: '400% 400%', position: '0% 0%' });
    assert.deepEqual(tileBackground(5, 4, 4), { size: '400% 400%', position: '33.3333% 33.3333%' }); // row 1, column 1
    assert.deepEqual(tileBackground(6, 4, 4), { size: '400% 400%', position: '66.6667% 33.3333%' }); // row 1, column 2
    assert.deepEqual(tileBackground(11, 4, 4), { size: '400% 400%', position: '100% 66.6667%' }); // row 2, column 3
    assert.deepEqual(tileBackground(14, 4, 4), { size: '400% 400%', position: '66.6667% 100%' }); // row 3, column 2
  });

  test('5×5: quarters', () => {
    assert.deepEqual(tileBackground(7, 5, 5), { size: '500% 500%', position: '50% 25%' }); // row 1, column 2
    assert.deepEqual(tileBackground(13, 5, 5), { size: '500% 500%', position: '75% 50%' }); // row 2, column 3
    assert.deepEqual(tileBackground(23, 5, 5), { size: '500% 500%', position: '75% 100%' }); // row 4, column 3
  });

  test('the shift in pixels puts each cell of the image on its tile, at every size to 8×8', () => {
    // Independently of the percentages: a tile of t px with an image n·t px wide, at p %,
    // shows the image from p/100 · (n·t − t) px on, which must be the cell's own column · t.
    const t = 60;
    for (let n = 3; n <= 8; n += 1) {
      for (let cell = 0; cell < n * n; cell += 1) {
        const { size, position } = tileBackground(cell, n, n);
        const [w, h] = size.split(' ').map((s) => (parseFloat(s) / 100) * t);
        const [px, py] = position.split(' ').map(parseFloat);
        assert.ok(Math.abs((px / 100) * (w - t) - (cell % n) * t) < 0.01, `${n}×${n} cell ${cell} across`);
        assert.ok(Math.abs((py / 100) * (h - t) - Math.floor(cell / n) * t) < 0.01, `${n}×${n} cell ${cell} down`);
      }
    }
  });

  test('a board wider than tall: the square picture 4 tiles a side, its middle 3 rows shown', () => {
    // 4 across, 3 down: cell 6 is row 1, column 2; half a row of the picture is cut above.
    assert.deepEqual(tileBackground(6, 4, 3), { size: '400% 400%', position: '66.6667% 50%' });
    assert.deepEqual(tileBackground(11, 4, 3), { size: '400% 400%', position: '100% 83.3333%' });
    assert.deepEqual(tileBackground(0, 4, 3), { size: '400% 400%', position: '0% 16.6667%' });
  });

  test('rectangles: every tile shows its own square of the picture, never stretched, at every shape to 8×8', () => {
    // The picture drawn m·t px a side (m the longer side), the board its middle: at p % a tile
    // shows the image from p/100 · (m·t − t) px on, which must be (column + (m − width)/2) · t.
    const t = 60;
    for (let w = 2; w <= 8; w += 1) {
      for (let h = 2; h <= 8; h += 1) {
        const m = Math.max(w, h);
        for (let cell = 0; cell < w * h; cell += 1) {
          const { size, position } = tileBackground(cell, w, h);
          const [sw, sh] = size.split(' ').map((s) => (parseFloat(s) / 100) * t);
          assert.equal(sw, sh, `${w}×${h}: the picture keeps its square`);
          const [px, py] = position.split(' ').map(parseFloat);
          assert.ok(Math.abs((px / 100) * (sw - t) - ((cell % w) + (m - w) / 2) * t) < 0.01, `${w}×${h} cell ${cell} across`);
          assert.ok(Math.abs((py / 100) * (sh - t) - (Math.floor(cell / w) + (m - h) / 2) * t) < 0.01, `${w}×${h} cell ${cell} down`);
        }
      }
    }
  });

  test('cells off the board and empty boards are refused', () => {
    assert.throws(() => tileBackground(9, 3, 3), RangeError);
    assert.throws(() => tileBackground(-1, 3, 3), RangeError);
    assert.throws(() => tileBackground(0, 0, 3), RangeError);
    assert.throws(() => tileBackground(1.5, 3, 3), RangeError);
  });
});

describe('the square cut from the player\'s image', () => {
  test('wide: the middle, full height', () => {
    assert.deepEqual(squareCrop(1600, 900), { x: 350, y: 0, side: 900, out: 600 }); // (1600 − 900) / 2
  });

  test('tall: the middle, full width', () => {
    assert.deepEqual(squareCrop(480, 1000), { x: 0, y: 260, side: 480, out: 480 }); // small: not enlarged
  });

  test('square: all of it; odd leftovers round down', () => {
    assert.deepEqual(squareCrop(2000, 2000), { x: 0, y: 0, side: 2000, out: 600 });
    assert.deepEqual(squareCrop(301, 300), { x: 0, y: 0, side: 300, out: 300 });
    assert.deepEqual(squareCrop(300, 303), { x: 0, y: 1, side: 300, out: 300 });
  });

  test('an empty image is refused', () => {
    assert.throws(() => squareCrop(0, 100), RangeError);
    assert.throws(() => squareCrop(100, Number.NaN), RangeError);
  });
});

describe('built-in pictures', () => {
  test('each is a small SVG in www/pictures, made by us, with a title', () => {
    assert.ok(PICTURES.length >= 3);
    for (const { id } of PICTURES) {
      const file = pictureFile(id);
      assert.equal(file, `www/pictures/${id}.svg`);
      const full = path.join(ROOT, file);
      assert.ok(existsSync(full), file);
      const text = readFileSync(full, 'utf8');
      assert.ok(text.length < 10 * 1024, `${file}: ${text.length} bytes`);
      assert.match(text, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 600 600"/);
      assert.match(text, /<title>[^<]+<\/title>/);
      assert.doesNotMatch(text, /(href|src)=|<script|@import|url\((?!#)/i, 'nothing fetched, nothing run');
    }
    assert.equal(pictureFile('numbers'), null);
    assert.equal(pictureFile('own'), null);
    assert.equal(pictureFile('../index'), null);
  });

  test('the sw caches every picture and the picture modules', () => {
    const sw = readFileSync(path.join(ROOT, 'sw.js'), 'utf8');
    for (const file of [...PICTURES.map((p) => pictureFile(p.id)), 'www/pictures/pictures.js', 'www/pictures/picture-store.js']) {
      assert.ok(sw.includes(`'${file}'`), file);
    }
  });
});

/** storage.js with no window: its values kept in memory, read back by a second Settings as by a new visit. */
function memoryStorage(initial = {}) {
  const storage = new StorageManager();
  for (const [key, value] of Object.entries(initial)) storage.set(key, value);
  return storage;
}

describe('picture settings', () => {
  test('numbers by default; numbers on picture tiles by default', () => {
    const s = new Settings(memoryStorage());
    assert.equal(s.get('picture'), 'numbers');
    assert.equal(s.get('numbers'), true);
    assert.deepEqual(PICTURE_CHOICES, ['numbers', 'mountains', 'rosette', 'mosaic', 'balloons', 'own']);
  });

  test('a round trip: chosen, announced, and read back in a new session', () => {
    const storage = memoryStorage();
    const s = new Settings(storage);
    const seen = [];
    s.on('change', (e) => seen.push([e.name, e.value]));
    assert.equal(s.set('picture', 'rosette'), true);
    assert.equal(s.set('numbers', false), true);
    assert.deepEqual(seen, [['picture', 'rosette'], ['numbers', false]]);
    const again = new Settings(storage);
    assert.equal(again.get('picture'), 'rosette');
    assert.equal(again.get('numbers'), false);
    assert.equal(again.set('picture', 'own'), true);
    assert.equal(new Settings(storage).get('picture'), 'own');
  });

  test('pictures we do not have and non-booleans are refused, saved ones ignored', () => {
    const s = new Settings(memoryStorage({ settings: { picture: 'https://example.com/x.png', numbers: 'no' } }));
    assert.equal(s.get('picture'), 'numbers');
    assert.equal(s.get('numbers'), true);
    assert.equal(s.set('picture', 'www/pictures/rosette.svg'), false);
    assert.equal(s.set('numbers', 'false'), false);
    assert.equal(s.get('picture'), 'numbers');
  });
});
