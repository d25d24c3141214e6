// Unit tests for www/lib/clipboard.js: the text goes to the clipboard when the browser lets it,
// else the element showing it is selected. The browser's navigator.clipboard is a stand-in
// written here that records what it is given or refuses; the elements are stand-ins that
// record how they were selected.

import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';
import { copyOrSelect, writeClipboard } from '../../www/lib/clipboard.js';

const realNavigator = Object.getOwnPropertyDescriptor(globalThis, 'navigator');

/** Stand in `clipboard` for navigator.clipboard (undefined: a browser without one). */
function useClipboard(clipboard) {
  Object.defineProperty(globalThis, 'navigator', { value: { clipboard }, configurable: true, writable: true });
}

afterEach(() => {
  if (realNavigator) Object.defineProperty(globalThis, 'navigator', realNavigator);
  else delete globalThis.navigator;
});

/** A clipboard that keeps what is written, or refuses as a browser denying permission does. */
function standInClipboard({ refuse = false } = {}) {
  const written = [];
  return {
    written,
    writeText: async (text) => {
      if (refuse) throw new DOMException('Write permission denied.', 'NotAllowedError');
      written.push(text);
    },
  };
}

/** An input: selecting it selects its value. */
function standInInput() {
  const input = { selected: 0, select() { input.selected += 1; } };
  return input;
}

/** An element without select(): its document's selection takes its contents. */
function standInElement() {
  const chosen = [];
  const element = { ownerDocument: { getSelection: () => ({ selectAllChildren: (node) => chosen.push(node) }) } };
  return { element, chosen };
}

test('the text goes to the clipboard and nothing is selected', async () => {
  const clipboard = standInClipboard();
  useClipboard(clipboard);
  const input = standInInput();
  assert.equal(await copyOrSelect('R2 D L3', input), true);
  assert.deepEqual(clipboard.written, ['R2 D L3']);
  assert.equal(input.selected, 0);
  await writeClipboard('U');
  assert.deepEqual(clipboard.written, ['R2 D L3', 'U'], 'writeClipboard writes to navigator.clipboard');
});

test('a refused write selects the input\'s value instead', async () => {
  const clipboard = standInClipboard({ refuse: true });
  useClipboard(clipboard);
  const input = standInInput();
  assert.equal(await copyOrSelect('R2 D L3', input), false);
  assert.deepEqual(clipboard.written, []);
  assert.equal(input.selected, 1);
});

test('a refused write selects the contents of an element that is not an input', async () => {
  useClipboard(standInClipboard({ refuse: true }));
  const { element, chosen } = standInElement();
  assert.equal(await copyOrSelect('Slide 3×3 2026-12-05: 0:12.3, 20 moves, optimal 20', element), false);
  assert.deepEqual(chosen, [element]);
});

test('a browser with no clipboard API: the text is selected, nothing is thrown', async () => {
  useClipboard(undefined);
  const { element, chosen } = standInElement();
  assert.equal(await copyOrSelect('D', element), false);
  assert.deepEqual(chosen, [element]);
});

test('a copy handed in is used instead of the browser\'s clipboard', async () => {
  const clipboard = standInClipboard();
  useClipboard(clipboard);
  const given = [];
  const input = standInInput();
  assert.equal(await copyOrSelect('L', input, async (text) => { given.push(text); }), true);
  assert.deepEqual(given, ['L']);
  assert.deepEqual(clipboard.written, []);
  assert.equal(await copyOrSelect('L', input, () => { throw new Error('no clipboard'); }), false, 'a copy that throws at once');
  assert.equal(input.selected, 1);
});
