// The scales and round ticks that the analysis chart and the time chart share. Pure: numbers in,
// numbers out.

/** The first of the round `steps` that reaches `max` in at most four steps (else a quarter of it). */
function roundStep(max, steps) {
  return steps.find((s) => Math.ceil(max / s) <= 4) ?? Math.ceil(max / 4);
}

/** 0, step, 2·step, … while at most `end`. */
function multiples(end, step) {
  const out = [];
  for (let v = 0; v <= end; v += step) out.push(v);
  return out;
}

/**
 * The ticks of a value axis that covers `max`: from 0 by a round step to the first multiple of
 * it at or above `max`, so that no point stands above the top tick.
 */
export function coveringTicks(max, steps) {
  const step = roundStep(max, steps);
  return multiples(Math.ceil(max / step) * step, step);
}

/** The ticks of an axis of counts that ends at `max` itself (the last move): none past it. */
export function ticksWithin(max, steps) {
  return multiples(max, roundStep(Math.max(1, max), steps));
}

/**
 * The drawing's scales for `count` points across and values from 0 to `top` up, in a drawing of
 * `size` ({width, height, left, right, top, bottom}): `x(i)` for the i-th point (a lone point in
 * the middle), `y(value)` with 0 on the bottom line and `top` on the top one.
 */
export function plotScales(size, count, top) {
  const { width, height, left, right, top: padTop, bottom } = size;
  const across = width - left - right;
  return {
    x: (i) => left + (count > 1 ? (i * across) / (count - 1) : across / 2),
    y: (value) => height - bottom - (value * (height - padTop - bottom)) / top,
  };
}
