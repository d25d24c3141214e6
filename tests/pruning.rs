//! Duplicate pruning never hides a position: on several board shapes, a depth-first walk that
//! follows only the moves the automaton allows still reaches every position within its depth
//! at exactly its breadth-first distance (computed here, by a plain breadth-first search over
//! the boards). So an optimal solution of every board survives the pruning. And it prunes: the
//! walk is smaller than one that only never undoes its last move, and a sequence it prunes at
//! the start it prunes after any other moves too.

mod common;

use std::collections::HashMap;

use common::{breadth_first_within, goal_of, reaches_goal};
use slide_puzzle::heuristic::Estimator;
use slide_puzzle::search::pruning::{MovePruning, PRUNED, START};
use slide_puzzle::search::IdaStar;
use slide_puzzle::{Board, MoveTable, Shape};

/// A depth-first walk over move sequences from the goal that follows `allowed` (given the
/// automaton state and a direction's index, the next state or `None`) and records the fewest
/// moves with which each position was reached.
struct Walker<'a> {
    table: MoveTable,
    depth: u32,
    allowed: &'a dyn Fn(u32, usize) -> Option<u32>,
    reached: HashMap<Vec<u8>, u32>,
}

impl Walker<'_> {
    /// Walks every allowed sequence of up to `depth` moves from `board`; returns their number.
    fn go(&mut self, board: &mut Vec<u8>, blank: usize, state: u32, g: u32) -> u64 {
        let best = self.reached.entry(board.clone()).or_insert(g);
        *best = (*best).min(g);
        if g == self.depth {
            return 1;
        }
        let mut count = 1;
        let moves: Vec<(u8, u8)> = self
            .table
            .sources(blank)
            .iter()
            .copied()
            .zip(self.table.directions(blank).iter().copied())
            .collect();
        for (src, dir) in moves {
            let Some(next) = (self.allowed)(state, usize::from(dir)) else {
                continue;
            };
            let src = usize::from(src);
            board.swap(src, blank);
            count += self.go(board, src, next, g + 1);
            board.swap(src, blank);
        }
        count
    }
}

/// Walks every allowed sequence of up to `depth` moves from the goal of `shape`: the number of
/// sequences, and each position reached with its fewest moves.
fn walk(
    shape: Shape,
    depth: u32,
    allowed: &dyn Fn(u32, usize) -> Option<u32>,
) -> (u64, HashMap<Vec<u8>, u32>) {
    let cells = shape.cells();
    let mut board = goal_of(cells);
    let mut walker = Walker {
        table: MoveTable::new(shape),
        depth,
        allowed,
        reached: HashMap::new(),
    };
    let count = walker.go(&mut board, cells - 1, START, 0);
    (count, walker.reached)
}

/// Board shapes `(width, height)` and the depth to which each is walked in full.
const CASES: [(usize, usize, u32); 6] = [
    (3, 3, 20),
    (3, 2, 21),
    (2, 4, 20),
    (4, 2, 20),
    (4, 3, 16),
    (4, 4, 15),
];

#[test]
fn every_position_is_reached_at_its_distance() {
    for (w, h, depth) in CASES {
        let shape = Shape::new(w, h).unwrap();
        let truth = breadth_first_within(shape.width(), shape.height(), depth);
        let pruning = MovePruning::for_shape(shape);
        let allowed = |state: u32, dir: usize| match pruning.step(state, dir) {
            PRUNED => None,
            next => Some(next),
        };
        let (pruned, reached) = walk(shape, depth, &allowed);
        for (board, &d) in &truth {
            assert_eq!(
                reached.get(board),
                Some(&d),
                "{w}×{h}: {board:?} at distance {d}"
            );
        }
        assert_eq!(
            reached.len(),
            truth.len(),
            "{w}×{h}: only positions within the depth"
        );

        // The same walk never undoing its last move (the state is the last direction + 1).
        let inverse: [u32; 4] = [2, 3, 0, 1];
        let undo_only = |state: u32, dir: usize| {
            let next = u32::try_from(dir).unwrap() + 1;
            (state == 0 || inverse[dir] + 1 != state).then_some(next)
        };
        let (plain, _) = walk(shape, depth, &undo_only);
        assert!(
            pruned * 5 < plain * 4,
            "{w}×{h}: {pruned} sequences against {plain} without the automaton"
        );
    }
}

/// Nodes IDA* may spend on one board below: far more than any of them needs, so that a pruning
/// that hides every solution fails with `BudgetExceeded` instead of searching for ever.
const BUDGET: u64 = 1_000_000;

/// IDA* with the pruning gives the breadth-first length for every 3×3 position within 20
/// moves and a sample of the rest of the walks above.
#[test]
fn ida_star_with_pruning_stays_optimal() {
    for (w, h, depth) in [(3, 3, 20), (4, 3, 16), (4, 4, 15)] {
        let shape = Shape::new(w, h).unwrap();
        let estimator = Estimator::new(shape);
        let mut search = IdaStar::new(shape, &estimator);
        let truth = breadth_first_within(shape.width(), shape.height(), depth);
        for (n, (tiles, &d)) in truth.iter().enumerate() {
            if shape.cells() > 9 && n % 97 != 0 {
                continue;
            }
            let board = Board::from_tiles(Shape::for_len(tiles.len(), w).unwrap(), tiles).unwrap();
            let solution = search.solve(&board, BUDGET).unwrap();
            assert_eq!(solution.moves.len(), d as usize, "{w}×{h}: {tiles:?}");
            assert!(reaches_goal(w, tiles, &solution.moves));
        }
    }
}

/// The sequences of `len` moves (directions' indices) that `pruning` follows from `state`
/// without pruning, each with the state it ends in.
fn followed(pruning: &MovePruning, len: usize) -> Vec<(Vec<usize>, u32)> {
    let mut level = vec![(Vec::new(), START)];
    for _ in 0..len {
        level = level
            .into_iter()
            .flat_map(|(moves, state)| {
                (0..4).filter_map(move |dir| match pruning.step(state, dir) {
                    PRUNED => None,
                    next => Some(([moves.as_slice(), &[dir]].concat(), next)),
                })
            })
            .collect();
    }
    level
}

/// Pruning a sequence prunes every sequence that ends with it, whatever moves came before (the
/// automaton's promise, on which a search deep in its path relies): each sequence of up to
/// [`PRUNED_UP_TO`] moves that the automaton prunes from the start is pruned again, at its last
/// move or before, after every sequence of [`PREFIX`] moves it follows. Checked through the
/// automaton's steps alone, for the 3×3 and 4×4 automata.
#[test]
fn a_pruned_sequence_is_pruned_after_any_prefix() {
    const PRUNED_UP_TO: usize = 12;
    const PREFIX: usize = 4;
    for side in [3, 4] {
        let pruning = MovePruning::for_shape(Shape::square(side).unwrap());
        // The sequences pruned at their last move, all the moves before it followed.
        let mut pruned = Vec::new();
        for len in 0..PRUNED_UP_TO {
            for (moves, state) in followed(pruning, len) {
                for dir in (0..4).filter(|&dir| pruning.step(state, dir) == PRUNED) {
                    pruned.push([moves.as_slice(), &[dir]].concat());
                }
            }
        }
        let prefixes = followed(pruning, PREFIX);
        assert!(pruned.len() > 1000 && prefixes.len() > 50, "{side}×{side}");
        for (prefix, start) in &prefixes {
            for moves in &pruned {
                let mut state = *start;
                let caught = moves.iter().any(|&dir| {
                    state = pruning.step(state, dir);
                    state == PRUNED
                });
                assert!(
                    caught,
                    "{side}×{side}: {moves:?} is pruned from the start, not after {prefix:?}"
                );
            }
        }
    }
}
