// The status line under the board: the moves made, the moves to go (the solver's figure, "≤ N"
// with "≥ M" beside it while unproven), and the message, with a spinner and a running count while
// a long search works. Writes that would not change anything are skipped.

import { distanceFigure } from '../assist/search-words.js';

/**
 * Draw the status line into `els` (the page's elements by name: moves, remaining,
 * remainingBound, message, status).
 * @param {object} els
 * @param {object} s
 * @param {number} s.moves
 * @param {number|null} s.remaining  the solver's moves to go, when known
 * @param {boolean} [s.exact=true]   remaining is the proven optimum (else an upper bound: "≤ N")
 * @param {number|null} [s.lowerBound]  no solution is shorter (shown as "≥ N" beside a bound)
 * @param {boolean} [s.unknown]      the solver could not tell (shown as "?")
 * @param {boolean} [s.pending]      remaining is being worked out and taking a while
 * @param {string} s.message
 * @param {string} [s.progress]      shown with a spinner instead of the message while set
 * @param {string} [s.progressDetail]  a running count beside it, seen but not announced
 * @param {boolean} [s.busy]
 */
export function drawStatus(els, {
  moves, remaining, exact = true, lowerBound = null, unknown = false, pending = false, message, progress = '',
  progressDetail = '', busy = false,
}) {
  const { moves: movesEl, remaining: remainingEl, message: messageEl, status } = els;
  movesEl.textContent = String(moves);
  const figure = distanceFigure({ remaining, exact, lowerBound });
  remainingEl.textContent = figure.value ?? (unknown ? '?' : '–');
  remainingEl.dataset.proof = figure.value === null ? 'none' : (exact || remaining === 0 ? 'optimal' : 'bound');
  if (els.remainingBound) {
    els.remainingBound.textContent = figure.bound;
    els.remainingBound.hidden = !figure.bound;
  }
  remainingEl.classList.toggle('is-pending', pending);
  if (progress) {
    const text = `${progress}`;
    if (messageEl.dataset.progress !== text) {
      const spinner = document.createElement('span');
      spinner.className = 'spinner';
      spinner.setAttribute('aria-hidden', 'true');
      const words = document.createElement('span');
      const detail = document.createElement('span');
      detail.className = 'progress-detail';
      detail.setAttribute('aria-hidden', 'true'); // a count that changes four times a second
      words.append(text, detail);
      messageEl.replaceChildren(spinner, words);
      messageEl.dataset.progress = text;
    }
    messageEl.querySelector('.progress-detail').textContent = progressDetail ? ` ${progressDetail}` : '';
  } else if (messageEl.dataset.progress !== undefined || messageEl.textContent !== message) {
    delete messageEl.dataset.progress;
    messageEl.textContent = message;
  }
  messageEl.classList.toggle('is-progress', Boolean(progress));
  // While a solution plays or a long search counts, hold screen-reader announcements.
  status.setAttribute('aria-busy', busy || progressDetail ? 'true' : 'false');
}
