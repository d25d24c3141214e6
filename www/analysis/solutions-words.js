// The words of the solutions list and of the hint's count. Pure.

const grouped = (n) => n.toLocaleString('en');

/**
 * What the list of every optimal solution says of `all` ({length, count, complete, capped}) when
 * `shown` are listed: "3 optimal solutions, 14 moves each." …
 */
export function solutionsText({ length, count, complete, capped }, shown) {
  if (length === 0) return 'The board was solved as dealt: no move needed.';
  const many = count === 1 ? '1 optimal solution' : `${grouped(count)} optimal solutions`;
  const counted = complete ? `${many}, ${length} moves each.` : `At least ${many}, ${length} moves each (the count stopped at the search's limit).`;
  return capped || shown < count ? `${counted} The first ${grouped(shown)} are listed.` : counted;
}

/** The hint's count: "2 of 3 moves keep you on an optimal path." */
export function optimalMovesText(optimal, movable) {
  if (movable === 0) return '';
  if (optimal === movable) return `All ${movable} moves from here keep you on an optimal path.`;
  const verb = optimal === 1 ? 'keeps' : 'keep';
  return `${optimal} of ${movable} moves from here ${verb} you on an optimal path.`;
}
