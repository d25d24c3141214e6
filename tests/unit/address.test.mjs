// Unit tests for www/app/address.js: what an address asks for, the share link, when a saved game
// goes on, and keeping the address in step (with a stand-in history).

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { shapeOf } from '../../www/play/shape.js';
import { addressFor, readAddress, replayLink, resumes, shareLink, syncAddress, syncReplay } from '../../www/app/address.js';

describe('address', () => {
  test('the size and board asked for', () => {
    assert.deepEqual(readAddress(''), { shape: shapeOf(3), rawSize: null, sizeNotice: '', rawBoard: null, rawReplay: null });
    assert.equal(readAddress('?replay=AQM-_x').rawReplay, 'AQM-_x');
    assert.equal(readAddress('?size=4').shape, shapeOf(4));
    assert.equal(readAddress('?size=%205%20').shape, shapeOf(5));
    assert.equal(readAddress('?size=4x3').shape, shapeOf(4, 3), 'width first');
    assert.equal(readAddress('?size=2%C3%978').shape, shapeOf(2, 8), '2×8 written with the times sign');
    for (const bad of ['9', '1x4', '4x9', '4x', 'x4', '4x3x2', '0', '-4']) {
      const asked = readAddress(`?size=${bad}`);
      assert.equal(asked.shape, shapeOf(3), bad);
      assert.match(asked.sizeNotice, new RegExp(`no size “${bad}”`), bad);
    }
    assert.match(readAddress('?size=<b>').sizeNotice, /no size “<b>”/);
    assert.equal(readAddress('?board=1,2,3,4,5,6,7,0,8').rawBoard, '1,2,3,4,5,6,7,0,8');
  });

  test('links: size and board, commas readable, nothing else kept', () => {
    const tiles = [1, 2, 3, 4, 5, 6, 7, 0, 8];
    assert.equal(shareLink('https://x.org/play/?size=3&theme=dark#top', shapeOf(3), tiles), 'https://x.org/play/?size=3&board=1,2,3,4,5,6,7,0,8');
    assert.equal(addressFor('https://x.org/?board=1,2&x=1', shapeOf(4)), 'https://x.org/?x=1&size=4');
    assert.equal(addressFor('https://x.org/?size=4', shapeOf(4, 3), [1, 2]), 'https://x.org/?size=4x3&board=1,2');
  });

  test('a saved game goes on unless the address asks for another board or size', () => {
    const start = [1, 2, 3, 4, 5, 6, 7, 0, 8];
    assert.equal(resumes(readAddress(''), null, '3x3', start), true);
    assert.equal(resumes(readAddress('?size=3'), null, '3x3', start), true);
    assert.equal(resumes(readAddress('?size=3x3'), null, '3x3', start), true);
    assert.equal(resumes(readAddress('?size=4'), null, '3x3', start), false);
    assert.equal(resumes(readAddress('?size=4x3'), null, '4x3', start), true);
    assert.equal(resumes(readAddress('?size=3x4'), null, '4x3', start), false, 'a turned shape is another size');
    assert.equal(resumes(readAddress('?size=9'), null, '3x3', start), false);
    assert.equal(resumes(readAddress('?board=x'), null, '3x3', start), false, 'a bad board asks for a fresh one');
    assert.equal(resumes(readAddress('?board=…'), start, '3x3', start), true, 'the same board shared');
    assert.equal(resumes(readAddress('?board=…'), [...start].reverse(), '3x3', start), false);
  });

  test('syncing replaces the address without a history entry, and only when it changes', () => {
    const calls = [];
    const loc = { href: 'https://x.org/?size=3' };
    const hist = { state: null, replaceState: (...args) => calls.push(args) };
    syncAddress(shapeOf(3), null, loc, hist);
    assert.equal(calls.length, 0);
    syncAddress(shapeOf(4), [1, 2, 3], loc, hist);
    assert.deepEqual(calls, [[null, '', 'https://x.org/?size=4&board=1,2,3']]);
  });

  test('replay links: the code alone; the address shows it while the replay does', () => {
    assert.equal(replayLink('https://x.org/play/?size=4&board=1,2#top', 'AQM-_x'), 'https://x.org/play/?replay=AQM-_x');
    const calls = [];
    const loc = { href: 'https://x.org/?size=3' };
    const hist = { state: null, replaceState: (...args) => calls.push(args) };
    syncReplay('AQM-_x', loc, hist);
    assert.deepEqual(calls, [[null, '', 'https://x.org/?size=3&replay=AQM-_x']]);
    loc.href = 'https://x.org/?size=3&replay=AQM-_x';
    syncReplay(null, loc, hist);
    assert.deepEqual(calls[1], [null, '', 'https://x.org/?size=3']);
  });
});
