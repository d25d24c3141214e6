// What the Inside panel says, from the figures the wasm module computes (explain, race,
// searchFigures): the heuristics' names and the one sentence each on what it counts and why it
// never overestimates, the parity sentence, per-tile captions, the race's bar proportions and
// the search figures in words. No DOM here; inside-panel.js draws what this returns.

/** `12345` -> "12,345" (the same grouping whatever the browser's locale). */
export const count = (n) => Math.round(n).toLocaleString('en-US');

/** Milliseconds to "0.42 ms", "12 ms", "1.3 s". */
export function duration(ms) {
  if (ms >= 1000) return `${(ms / 1000).toFixed(1)} s`;
  if (ms >= 10) return `${Math.round(ms)} ms`;
  return `${ms.toFixed(2)} ms`;
}

const plural = (n, one, many = `${one}s`) => `${count(n)} ${n === 1 ? one : many}`;

/**
 * The heuristics, weakest first, keyed by the ids the wasm module uses, with what `explain`
 * calls their estimate: a name, what each counts, and why it never exceeds the true distance.
 */
export const HEURISTICS = [
  {
    id: 'manhattan',
    estimate: 'manhattan',
    name: 'Manhattan distance',
    counts: 'For every tile, the rows plus the columns between it and its goal cell.',
    admissible: 'A move shifts one tile by one cell, so no tile gets home in fewer moves than its distance.',
  },
  {
    id: 'linear-conflict',
    estimate: 'manhattanLinearConflict',
    name: 'Manhattan + linear conflict',
    counts: 'Manhattan distance, plus two moves for each tile that must step out of its goal row or column to let another tile of that line past.',
    admissible: 'Stepping out of the line and back is two moves across it that Manhattan distance never counts for that tile.',
  },
  {
    id: 'walking-distance',
    estimate: 'walkingDistance',
    name: 'Walking distance',
    counts: 'The fewest up-down moves, plus the fewest sideways moves, when only each tile\'s goal row (or column) matters: the tiles\' blocking along each axis counted.',
    admissible: 'Every real move is up-down or sideways, and any real solution solves both simpler puzzles, so their sum is never more.',
  },
  {
    id: 'pattern-database',
    estimate: 'patternDatabase',
    name: 'Pattern database',
    counts: 'For each group of tiles, the exact moves of that group needed to bring it home with the other tiles ignored, read from a table built by searching back from the goal; the groups add up.',
    admissible: 'Each group\'s figure is a true distance in an easier puzzle, and each move moves one tile of one group only, so the sum never exceeds a real solution.',
  },
];

const byId = new Map(HEURISTICS.map((h) => [h.id, h]));

/**
 * Nodes each heuristic may expand in the race: enough for Manhattan distance on any 3×3 board
 * (the hardest needs about 17,000), and on 4×4 enough for the databases on most boards while
 * Manhattan distance alone usually runs out, which is the point the race makes.
 */
export const raceBudget = (cells) => (cells >= 16 ? 2_000_000 : 1_000_000);

/** The heuristic's name for a race or search id. */
export const heuristicName = (id) => byId.get(id)?.name ?? id;

/**
 * The rows of the estimates table: [{id, name, value, missing, counts, admissible}], value null
 * with a reason in `missing` when the board has none, and the true distance after them.
 * @param {object} e  explain()'s answer
 * @param {number|null} [knownDistance]  the proven optimum from the game (4×4), if known
 */
export function estimateRows(e, knownDistance = null) {
  const rows = HEURISTICS.map((h) => {
    const value = e.estimates[h.estimate] ?? null;
    let missing = '';
    if (value === null) {
      if (!e.parity.solvable) missing = 'no estimate: the board cannot be solved';
      else if (h.id === 'walking-distance') missing = 'only for boards up to 4×4';
      else if (e.width === 4 && e.height === 4) missing = 'once the 15-puzzle tables are built';
      else missing = e.width === 3 && e.height === 3 ? 'not available' : 'not for this size';
    }
    return { id: h.id, name: h.name, value, missing, counts: h.counts, admissible: h.admissible };
  });
  const truth = e.trueDistance ?? knownDistance ?? null;
  let truthNote = '';
  if (truth === null) {
    truthNote = e.parity.solvable ? 'known once the solver has proven a shortest solution' : 'none: the board cannot be solved';
  }
  return { rows, truth, truthNote };
}

/** Whether each estimate is at most the true distance (every one must be): for a check mark. */
export const withinTruth = (value, truth) => value === null || truth === null || value <= truth;

/**
 * The parity sentence: why the board can be solved, from the inversion count (and, on even
 * sides, the blank's row), or the solver's own reason why not.
 */
export function paritySentence(e) {
  const p = e.parity;
  if (!p.solvable) return p.whyUnsolvable;
  const inv = plural(p.inversions, 'inversion');
  const what = `${inv} (pairs of tiles in the wrong order, reading row by row)`;
  if (p.blankRowFromBottom === undefined) {
    return `Solvable: it has ${what}, an even number. On a ${e.width}×${e.height} board every slide keeps that number even or keeps it odd, and the goal has none.`;
  }
  const r = p.blankRowFromBottom;
  return `Solvable: it has ${what}, and the blank is on row ${r} counted from the bottom (0); ${count(p.inversions)} + ${r} = ${count(p.inversions + r)} is even. On a ${e.width}×${e.height} board every slide keeps that sum even or keeps it odd, and on the goal it is 0.`;
}

/**
 * Per cell: {tile, distance, conflicts: tiles it is in linear conflict with, text}; the blank's
 * entry has tile 0 and no text.
 */
export function tileFigures(tiles, e) {
  const partners = new Map();
  for (const line of e.conflicts) {
    for (const [a, b] of line.pairs) {
      partners.set(a, [...(partners.get(a) ?? []), b]);
      partners.set(b, [...(partners.get(b) ?? []), a]);
    }
  }
  return Array.from(tiles, (tile, cell) => {
    const distance = e.manhattan[cell];
    const conflicts = tile === 0 ? [] : [...new Set(partners.get(tile) ?? [])].sort((x, y) => x - y);
    let text = '';
    if (tile !== 0) {
      text = distance === 0 ? `Tile ${tile}: home` : `Tile ${tile}: ${plural(distance, 'move')} from home`;
      if (conflicts.length) text += `, in linear conflict with ${listWords(conflicts.map(String))}`;
    }
    return { tile, distance, conflicts, text };
  });
}

/** ["a", "b", "c"] -> "a, b and c". */
function listWords(words) {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** One sentence per line in conflict: "Row 1: 3 and 1 stand reversed; +2." (rows from 1). */
export function conflictSentences(e) {
  return e.conflicts.map((line) => {
    const name = `${line.axis === 'row' ? 'Row' : 'Column'} ${line.index + 1}`;
    const pairs = listWords(line.pairs.map(([a, b]) => `${a} before ${b}`));
    return `${name}: ${pairs}, in their goal ${line.axis} but reversed; +${line.penalty}.`;
  });
}

/** "Sum: 1 + 2 + 0 + … = 14", the per-tile figures added up (tiles in order 1, 2, …). */
export function sumSentence(tiles, e) {
  const byTile = [];
  Array.from(tiles).forEach((tile, cell) => { if (tile) byTile[tile] = e.manhattan[cell]; });
  const terms = byTile.slice(1);
  const total = terms.reduce((a, b) => a + b, 0);
  return `Manhattan distance: ${terms.join(' + ')} = ${total}; linear conflict adds ${e.estimates.linearConflict}, ${e.estimates.manhattanLinearConflict} in all.`;
}

/**
 * The race as bars: [{id, name, share, finished, text}], `share` the lap's nodes generated over
 * the most any lap generated (0..1; at least 0.01 so that every bar shows), `text` every figure
 * in words.
 */
export function raceBars(laps, budget) {
  const most = Math.max(1, ...laps.map((l) => l.generated));
  return laps.map((lap) => {
    const outcome = lap.finished
      ? `solved in ${plural(lap.length, 'move')}`
      : `stopped at the budget of ${count(budget)} nodes expanded`;
    return {
      id: lap.heuristic,
      name: heuristicName(lap.heuristic),
      share: Math.max(0.01, lap.generated / most),
      finished: lap.finished,
      text: `${count(lap.generated)} nodes generated, ${count(lap.expanded)} expanded, ${duration(lap.ms)}; ${outcome}.`,
    };
  });
}

/**
 * A summary of the race: how many times fewer nodes the strongest finisher needed than the
 * weakest heuristic ("at least", when the weakest ran out of budget before finishing).
 */
export function raceSummary(laps) {
  const first = laps[0];
  const finishers = laps.filter((l) => l.finished);
  const best = finishers.reduce((a, b) => (b.generated < a.generated ? b : a), finishers[0]);
  if (!first || !best || best === first || best.generated === 0) return '';
  const ratio = first.generated / best.generated;
  if (ratio <= 1) return '';
  const times = `${ratio >= 10 ? count(ratio) : ratio.toFixed(1)}×`;
  return first.finished
    ? `${heuristicName(best.heuristic)} generated ${times} fewer nodes than ${heuristicName(first.heuristic)}.`
    : `${heuristicName(best.heuristic)} finished with ${times} fewer nodes than ${heuristicName(first.heuristic)} had generated when it ran out of budget.`;
}

/** The search behind a hint or a solve, in words (searchFigures()'s answer, or undefined). */
export function searchSentence(f) {
  if (!f) return 'No optimal search ran for this board: the solver answered with a short solution that is not proven shortest.';
  const sets = f.algorithm === 'A*'
    ? ` The open list held ${count(f.open)} entries when the goal was reached; the closed set ${count(f.closed)} positions.`
    : ' IDA* keeps no open or closed set, only its path; it never tries a run of moves that ends'
      + ' where an earlier run of no more moves already led (a move straight back, the blank round a block the long way).';
  return `${f.algorithm} with ${heuristicName(f.heuristic).toLowerCase().replace('manhattan', 'Manhattan')}: ${count(f.expanded)} nodes expanded, ${count(f.generated)} generated, ${duration(f.ms)}; ${plural(f.length, 'move')}.${sets}`;
}
