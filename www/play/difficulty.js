// The difficulty levels offered per board shape, and dealing a board of the chosen one. Each
// deal is uniform among the boards of its kind (the wasm module's promise).
//
// A level is {value, label, note, optimal?, deal(rules, shape)}: `value` names it in settings,
// `optimal` is the dealt distance when known, and `deal` asks `rules` (the wasm module) for a
// board of `shape` (shape.js) at that level. The 3×3, 4×4 and 5×5 keep the levels they have
// always had; every other shape offers "Any board" and, where it leaves at least two rows to
// play, boards with their top rows already in place (rules.dealWithSolvedRows(shape, rows)).

/** Words for the counts of rows in place (a board is at most 8 tall, so at most 6 rows). */
const COUNTS = ['no', 'one', 'two', 'three', 'four', 'five', 'six'];

const anyBoard = (label) => ({
  value: 'random', label, note: 'Any solvable board, uniformly at random.',
  deal: (rules, shape) => rules.shuffle(shape),
});

/** A level whose boards have their top `rows` rows in place (0: any board). */
const solvedRows = (value, label, rows, note) => ({
  value, label, note, deal: (rules, shape) => rules.dealWithSolvedRows(shape, rows),
});

const topRows = (rows) => (rows === 1 ? 'top row' : `top ${COUNTS[rows]} rows`);

/** The levels of the squares that had them before any other shape. */
const SQUARES = {
  '3x3': [
    anyBoard('Any board'),
    ...[5, 10, 15, 20, 25, 31].map((n) => ({
      value: String(n),
      label: `Exactly ${n} moves`,
      note: `Exactly ${n} moves from solved at best, uniformly among all such boards.`,
      deal: (rules) => rules.dealAtDistance(n),
      optimal: n,
    })),
  ],
  '4x4': [
    solvedRows('easy', 'Easy', 2, 'Easy: top two rows already in place; the rest uniformly random.'),
    solvedRows('medium', 'Medium', 1, 'Medium: top row already in place; the rest uniformly random.'),
    solvedRows('hard', 'Hard', 0, 'Hard: fully random, uniformly among all solvable boards.'),
  ],
  '5x5': [anyBoard('Random')],
};

const DEFAULTS = { '3x3': 'random', '4x4': 'hard', '5x5': 'random' };

/**
 * The levels of any other shape, easiest first: Easy leaves the bottom two rows to play, Medium
 * (when it differs) about half of the rest too, then Any board.
 */
function generalLevels({ height }) {
  const easy = height - 2;
  const medium = Math.ceil(easy / 2);
  const inPlace = (rows) => `${topRows(rows)} already in place; the rest uniformly random.`;
  return [
    ...(easy >= 1 ? [solvedRows('easy', 'Easy', easy, `Easy: ${inPlace(easy)}`)] : []),
    ...(medium >= 1 && medium < easy ? [solvedRows('medium', 'Medium', medium, `Medium: ${inPlace(medium)}`)] : []),
    anyBoard('Any board'),
  ];
}

const made = new Map();

/** The levels offered on `shape` (shape.js), in the order shown; the same array for the same shape. */
export function levelsFor(shape) {
  if (!made.has(shape.key)) {
    const levels = SQUARES[shape.key] ?? generalLevels(shape);
    made.set(shape.key, Object.freeze(levels.map((level) => Object.freeze(level))));
  }
  return made.get(shape.key);
}

/** The value of the level `shape` starts at: the whole puzzle, at random. */
export const defaultLevel = (shape) => DEFAULTS[shape.key] ?? 'random';

/** The level `value` of `shape`, or the shape's default level when it has no such one. */
export function levelOf(shape, value) {
  const levels = levelsFor(shape);
  return levels.find((l) => l.value === value) ?? levels.find((l) => l.value === defaultLevel(shape));
}
