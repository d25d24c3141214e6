// Drawing SVG from plain values: the one helper the analysis and time charts share.

export const SVG = 'http://www.w3.org/2000/svg';

/**
 * A function that adds an SVG element of `doc` to a parent: `add(parent, name, attrs, text?)`
 * sets each attribute (as a string) and the text, appends the element and returns it.
 */
export function svgAdder(doc) {
  return (parent, name, attrs, text) => {
    const e = doc.createElementNS(SVG, name);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
    if (text !== undefined) e.textContent = text;
    parent.append(e);
    return e;
  };
}
