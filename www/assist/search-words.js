// What the page says about the solver's work: the table build, a 4×4 search still proving its
// answer, and a hint from a solution that may or may not be proven shortest. Pure functions of
// plain values (no DOM, no wasm), so they are unit-tested on their own (tests/unit/).

import { puzzleName, shapeFrom, sizeLabel } from '../play/shape.js';

/** Whole millions, grouped: 25_300_000 -> "25". */
const millions = (n) => Math.round(n / 1e6).toLocaleString('en');

/**
 * What the tables are doing: "Building the 15-puzzle tables…" once a build reports its share
 * (0..1), "Loading the 15-puzzle tables…" before that (kept ones load without reporting).
 * `side` names the tables as the solver client does: a square's side, or a shape's key ('8x2').
 */
export function tablesText(side, share = null) {
  const verb = typeof share === 'number' ? 'Building' : 'Loading';
  return `${verb} ${puzzleName(shapeFrom(side))} tables…`;
}

/** A build's share as "40 %" (whole percent, 0 to 100), or '' when unknown. */
export function percentText(share) {
  if (typeof share !== 'number' || !Number.isFinite(share)) return '';
  return `${Math.min(100, Math.max(0, Math.floor(share * 100)))} %`;
}

/**
 * The running count of a search proving a 4×4 answer: "25 million positions, none shorter
 * than 76" (either part left out when unknown). Shown but not announced.
 */
export function searchDetail(positions, lowerBound) {
  const parts = [];
  if (positions > 0) parts.push(`${millions(positions)} million positions`);
  if (Number.isInteger(lowerBound) && lowerBound > 0) parts.push(`none shorter than ${lowerBound}`);
  return parts.join(', ');
}

/** The words shown with the spinner while the shortest solution is being proven. */
export const SEARCHING = 'Searching for the shortest…';

/**
 * The hint, as a sentence. `proven`: the tile is the first move of a proven shortest solution
 * of `length` moves; else of a short `length`-move solution not yet proven shortest.
 */
export function hintText({ tile, dir = null, proven, length }) {
  const way = dir ? ` ${dir}` : '';
  if (!proven) return `Hint: tile ${tile}${way}, from a ${length}-move solution not yet proven shortest.`;
  return `Hint: tile ${tile}${way}, the first move of a shortest solution (${length} moves). Hint again makes it.`;
}

/** The message while Solve waits for the proof, with a short solution in hand. */
export function solveWaitText(length) {
  return `A ${length}-move solution is ready, not yet proven shortest; the shortest will play.`;
}

/**
 * The "to go" figure: "80" when proven, "≤ 92" for an upper bound; with the lower bound apart
 * ("≥ 74") when it says something. Returns {value, bound}.
 */
export function distanceFigure({ remaining, exact, lowerBound = null }) {
  if (remaining === null || remaining === undefined) return { value: null, bound: '' };
  if (exact || remaining === 0) return { value: String(remaining), bound: '' };
  const bound = Number.isInteger(lowerBound) && lowerBound > 0 && lowerBound < remaining ? `≥ ${lowerBound}` : '';
  return { value: `≤ ${remaining}`, bound };
}

/**
 * The note under the board: for a size whose answers are not proven shortest, that they are
 * not, with how far the background build of its tables has got (`building`: {share} from
 * solver-client.js, or null): "5×5 solutions are short but not guaranteed optimal. Building
 * the 24-puzzle database for shorter ones: 42 %". For a size whose answers are proven
 * (`optimal`), nothing, unless its tables are being built: then that proofs meanwhile use smaller
 * tables (the session's 5-5-5 database on 4×4), so they may take longer.
 */
export function optimalityNote(shape, building = null, optimal = false) {
  const percent = building ? percentText(building.share) : '';
  const name = `${shape.cells - 1}-puzzle`;
  if (optimal) {
    if (!building) return '';
    return `Proofs use smaller tables until the ${name} tables are built, once on this device${percent ? `: ${percent}` : '…'}`;
  }
  const note = `${sizeLabel(shape)} solutions are short but not guaranteed optimal.`;
  if (!building) return note;
  return `${note} Building the ${name} database for shorter ones${percent ? `: ${percent}` : '…'}`;
}
