// The Inside panel's switch (`#inside`): off by default, remembered through storage.js. The
// panel's code (inside-panel.js, its worker) loads the first time it is switched on, so a page
// that never opens it pays for nothing but this file.

/**
 * @param {object} options
 * @param {HTMLInputElement} options.toggle  the checkbox
 * @param {HTMLElement} options.container  the panel's element
 * @param {HTMLElement} options.board  the board (its tiles get the panel's badges)
 * @param {{get: Function, set: Function}} options.storage  a StorageManager
 * @param {() => number[]} options.tiles  the board in play
 * @returns {{update(tiles, options?): void, searched(tiles): void}} what the page feeds the panel
 */
export function insideToggle({ toggle, container, board, storage, tiles }) {
  let panel = null;
  let loading = null;
  let last = null; // what the page last fed the panel: [tiles, options]

  async function set(on) {
    toggle.checked = on;
    storage.set('inside', on);
    if (!on) {
      panel?.close();
      return;
    }
    loading ??= import('./inside-panel.js').then(({ InsidePanel }) => {
      panel = new InsidePanel({ container, board });
    });
    try {
      await loading;
    } catch (err) {
      loading = null;
      container.hidden = false;
      container.textContent = `The Inside panel could not load: ${err?.message ?? err}`;
      return;
    }
    if (!toggle.checked) return;
    panel.open(tiles());
    if (last) panel.update(...last);
  }

  toggle.addEventListener('change', () => set(toggle.checked));
  if (storage.get('inside', (v) => typeof v === 'boolean', false)) set(true);

  return {
    update: (t, options) => {
      last = [t, options];
      panel?.update(t, options);
    },
    searched: (t) => panel?.searched(t),
  };
}
