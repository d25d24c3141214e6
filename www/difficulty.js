// The difficulty levels offered per board size, and dealing a board of the chosen one. Each
// deal is uniform among the boards of its kind (the wasm module's promise).

/** Per size: [{value, label, note, deal(rules), optimal}]; `optimal` is the dealt distance when known. */
export const DIFFICULTIES = {
  3: [
    { value: 'random', label: 'Any board', note: 'Any solvable board, uniformly at random.', deal: (w) => w.shuffle(3) },
    ...[5, 10, 15, 20, 25, 31].map((n) => ({
      value: String(n),
      label: `Exactly ${n} moves`,
      note: `Exactly ${n} moves from solved at best, uniformly among all such boards.`,
      deal: (w) => w.dealAtDistance(n),
      optimal: n,
    })),
  ],
  4: [
    { value: 'easy', label: 'Easy', note: 'Easy: top two rows already in place; the rest uniformly random.', deal: (w) => w.dealWithSolvedRows(4, 2) },
    { value: 'medium', label: 'Medium', note: 'Medium: top row already in place; the rest uniformly random.', deal: (w) => w.dealWithSolvedRows(4, 1) },
    { value: 'hard', label: 'Hard', note: 'Hard: fully random, uniformly among all solvable boards.', deal: (w) => w.dealWithSolvedRows(4, 0) },
  ],
  5: [{ value: 'random', label: 'Random', note: 'Any solvable board, uniformly at random.', deal: (w) => w.shuffle(5) }],
};

export const DEFAULT_DIFFICULTY = Object.freeze({ 3: 'random', 4: 'hard', 5: 'random' });

/** The level `value` of `side`, or the size's first level when there is no such one. */
export function levelOf(side, value) {
  const levels = DIFFICULTIES[side];
  return levels.find((l) => l.value === value) ?? levels[0];
}
