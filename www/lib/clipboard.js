// Copying a piece of text the page shows (the moves of a solve, an optimal solution, the daily
// result): to the clipboard when the browser lets the page write there, else the text is
// selected on the page so that the player can copy it by hand. The one copy of this fallback,
// which the analysis, the solutions list and the daily panel share.

/**
 * Put `text` on the browser's clipboard. `navigator.clipboard` is read at the call, so a page
 * without it (an insecure origin, an old browser) fails here, as a refused permission does.
 */
export const writeClipboard = (text) => navigator.clipboard.writeText(text);

/**
 * Copy `text` with `copy` (writeClipboard unless a caller hands in another); if that fails,
 * select `shown`, the element of the page showing the text: an input's or a textarea's value,
 * any other element's contents. Resolves to true when the text was copied, false when it was
 * selected instead (the caller says which to the player).
 * @param {string} text
 * @param {HTMLElement} shown
 * @param {(text: string) => Promise<void>} [copy]
 */
export async function copyOrSelect(text, shown, copy = writeClipboard) {
  try {
    await copy(text);
    return true;
  } catch {
    if (typeof shown.select === 'function') shown.select();
    else shown.ownerDocument.getSelection()?.selectAllChildren(shown);
    return false;
  }
}
