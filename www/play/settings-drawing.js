// Drawing the size menu, the size form and the settings' selects (for ui/render.js, whose
// `describeSize`, `sizeForm` and `settings` methods call these).

import { NUMBERS } from '../pictures/pictures.js';
import { option, set } from '../ui/dom.js';
import { PRESETS, sizeLabel } from './shape.js';

/** The size menu's last entry, which opens the width × height form. */
export const OTHER_SIZE = 'other';

/**
 * The size-dependent words: the title, the tagline, the size menu (the presets, `shape` among
 * them, and Other size…) and the difficulty select (`levels` [{value, label}], `chosen`, and
 * its `note`), and whether solutions are proven shortest.
 */
export function drawSize(els, doc, { shape, name, levels, chosen, note, optimal }) {
  doc.title = `Slide — ${name}`;
  els.puzzleName.textContent = name.charAt(0).toUpperCase() + name.slice(1);
  const shapes = PRESETS.includes(shape) ? PRESETS : [...PRESETS, shape];
  els.size.replaceChildren(...shapes.map((s) => option(doc, s.key, sizeLabel(s), s === shape)),
    option(doc, OTHER_SIZE, 'Other size…', false));
  els.sizeWidth.value = String(shape.width);
  els.sizeHeight.value = String(shape.height);
  els.difficulty.replaceChildren(...levels.map(({ value, label }) => option(doc, value, label, value === chosen)));
  els.difficulty.disabled = levels.length < 2;
  els.difficultyNote.textContent = note;
  els.remainingStat.title = optimal
    ? 'The fewest moves that still solve the board'
    : 'At most this many moves solve the board: the length of the solver’s solution';
}

/**
 * The width × height form of Other size…: shown or hidden (the menu shows `sizeKey`, the size
 * in play, again when it hides); `error` a sentence under it ('' for none).
 */
export function drawSizeForm(els, { open, error = '' }, sizeKey) {
  els.sizeForm.hidden = !open;
  els.sizeError.textContent = error;
  for (const input of [els.sizeWidth, els.sizeHeight]) {
    if (error) input.setAttribute('aria-invalid', 'true');
    else input.removeAttribute('aria-invalid');
  }
  if (open) els.sizeWidth.focus();
  else if (els.size.value === OTHER_SIZE) els.size.value = sizeKey;
}

/** The settings' selects, showing the values in force; the board knows the control mode. */
export function drawSettings(els, { speed, animation, control, picture, numbers }) {
  set(els.speed, 'value', String(speed));
  set(els.animation, 'value', String(animation));
  set(els.control, 'value', control);
  els.board.dataset.control = control;
  if (els.picture) set(els.picture, 'value', picture);
  if (els.pictureNumbers) {
    set(els.pictureNumbers, 'checked', numbers);
    set(els.pictureNumbers, 'disabled', picture === NUMBERS);
  }
}
