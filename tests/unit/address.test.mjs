// Unit tests for www/address.js: what an address asks for, the share link, when a saved game
// goes on, and keeping the address in step (with a stand-in history).

import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { addressFor, readAddress, replayLink, resumes, shareLink, syncAddress, syncReplay } from '../../www/address.js';

describe('address', () => {
  test('the size and board asked for', () => {
    assert.deepEqual(readAddress(''), { side: 3, rawSize: null, sizeNotice: '', rawBoard: null, rawReplay: null });
    assert.equal(readAddress('?replay=AQM-_x').rawReplay, 'AQM-_x');
    assert.equal(readAddress('?size=4').side, 4);
    assert.equal(readAddress('?size=%205%20').side, 5);
    const bad = readAddress('?size=9');
    assert.equal(bad.side, 3);
    assert.match(bad.sizeNotice, /no size “9”/);
    assert.match(readAddress('?size=<b>').sizeNotice, /no size “<b>”/);
    assert.equal(readAddress('?board=1,2,3,4,5,6,7,0,8').rawBoard, '1,2,3,4,5,6,7,0,8');
  });

  test('links: size and board, commas readable, nothing else kept', () => {
    const tiles = [1, 2, 3, 4, 5, 6, 7, 0, 8];
    assert.equal(shareLink('https://x.org/play/?size=3&theme=dark#top', 3, tiles), 'https://x.org/play/?size=3&board=1,2,3,4,5,6,7,0,8');
    assert.equal(addressFor('https://x.org/?board=1,2&x=1', 4), 'https://x.org/?x=1&size=4');
  });

  test('a saved game goes on unless the address asks for another board or size', () => {
    const start = [1, 2, 3, 4, 5, 6, 7, 0, 8];
    assert.equal(resumes(readAddress(''), null, 3, start), true);
    assert.equal(resumes(readAddress('?size=3'), null, 3, start), true);
    assert.equal(resumes(readAddress('?size=4'), null, 3, start), false);
    assert.equal(resumes(readAddress('?size=9'), null, 3, start), false);
    assert.equal(resumes(readAddress('?board=x'), null, 3, start), false, 'a bad board asks for a fresh one');
    assert.equal(resumes(readAddress('?board=…'), start, 3, start), true, 'the same board shared');
    assert.equal(resumes(readAddress('?board=…'), [...start].reverse(), 3, start), false);
  });

  test('syncing replaces the address without a history entry, and only when it changes', () => {
    const calls = [];
    const loc = { href: 'https://x.org/?size=3' };
    const hist = { state: null, replaceState: (...args) => calls.push(args) };
    syncAddress(3, null, loc, hist);
    assert.equal(calls.length, 0);
    syncAddress(4, [1, 2, 3], loc, hist);
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
