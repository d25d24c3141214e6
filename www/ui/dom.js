// Two small helpers for the drawing modules (ui/render.js and the *-drawing.js it calls).

/** Set `el[prop]` to `value` unless it holds it already (a write can cost a layout). */
export function set(el, prop, value) {
  if (el[prop] !== value) el[prop] = value;
}

/** An <option> of a select. */
export function option(doc, value, label, selected) {
  const o = doc.createElement('option');
  o.value = value;
  o.textContent = label;
  o.selected = selected;
  return o;
}
