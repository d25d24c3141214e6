//! Property tests over hostile and random input: parsing, moves, solvability, dealing and every
//! solver. Each property states an invariant that must hold for *any* input, and proptest
//! shrinks a failure to a minimal board. `PROPTEST_CASES` raises the case count for long runs.
//! (Native only: proptest is a native dev-dependency, and `wasm-pack test` builds every test.)

#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{movable_in, play, quick_fifteen_db, reaches_goal, solvable_by_rule};
use proptest::prelude::*;
use slide_puzzle::heuristic::Estimator;
use slide_puzzle::solvability::inversions;
use slide_puzzle::Shape;
use slide_puzzle::{is_solvable, random_solvable, Board, Error, Rng, Solver, MAX_SIDE, MIN_SIDE};

/// Nodes a 4×4 case may spend before its solve counts as failed: thirty times what the hardest
/// of Korf's 100 takes the solver's tables, so a broken heuristic fails instead of running on.
const FIFTEEN_BUDGET: u64 = 20_000_000;

/// The inversions of `tiles` (pairs of real tiles in the wrong order), counted here.
fn inversions_here(tiles: &[u8]) -> usize {
    let real: Vec<u8> = tiles.iter().copied().filter(|&t| t != 0).collect();
    (0..real.len())
        .map(|i| real[i + 1..].iter().filter(|&&t| t < real[i]).count())
        .sum()
}

/// Any permutation of a supported size (solvable or not).
fn permutation(sides: std::ops::RangeInclusive<usize>) -> impl Strategy<Value = Vec<u8>> {
    sides.prop_flat_map(|side| {
        Just(
            (0..side * side)
                .map(|t| u8::try_from(t).unwrap())
                .collect::<Vec<u8>>(),
        )
        .prop_shuffle()
    })
}

/// The side of a square board of `tiles`.
fn board_side(tiles: &[u8]) -> usize {
    (MIN_SIDE..=MAX_SIDE)
        .find(|s| s * s == tiles.len())
        .unwrap()
}

/// Whether `values` really is malformed: not a square of a supported side, or not a
/// permutation of `0..len`.
fn really_malformed(values: &[u32]) -> bool {
    let len = values.len();
    let square = (MIN_SIDE..=MAX_SIDE).any(|s| s * s == len);
    let mut sorted = values.to_vec();
    sorted.sort_unstable();
    !square || sorted.iter().enumerate().any(|(i, &v)| v as usize != i)
}

proptest! {
    /// Parsing accepts exactly the permutations of supported sizes; every refusal is real.
    #[test]
    fn parsing_accepts_exactly_permutations(
        values in prop::collection::vec(prop_oneof![0u32..20, 0u32..300, any::<u32>()], 0..300)
    ) {
        match Shape::for_square_len(values.len()).and_then(|shape| Board::from_values(shape, values.iter().copied())) {
            Ok(board) => {
                prop_assert!(!really_malformed(&values));
                prop_assert_eq!(board.tiles().iter().map(|&t| u32::from(t)).collect::<Vec<_>>(), values);
            }
            Err(err) => {
                prop_assert!(really_malformed(&values), "refused a good board: {}", err);
                prop_assert!(!err.to_string().is_empty());
            }
        }
    }

    /// Bytes that happen to form a permutation parse; shuffled permutations always do.
    #[test]
    fn permutations_always_parse(tiles in permutation(2..=16)) {
        let board = Board::from_tiles(Shape::for_square_len(tiles.len()).unwrap(), &tiles).unwrap();
        prop_assert_eq!(board.tiles(), &tiles[..]);
        prop_assert_eq!(board.tiles()[board.blank()], 0);
    }

    /// A slide succeeds exactly for the tiles beside the blank (found here from the blank's
    /// cell), gives the board the sliding rule written in `common` gives, keeps solvability,
    /// and is undone by sliding the same tile back.
    #[test]
    fn slides_are_legal_and_reversible(tiles in permutation(2..=8), tile in 0u32..80) {
        let side = board_side(&tiles);
        let board = Board::from_tiles(Shape::for_square_len(tiles.len()).unwrap(), &tiles).unwrap();
        let beside: Vec<u32> = movable_in(side, side, &tiles).into_iter().map(u32::from).collect();
        prop_assert!((2..=4).contains(&beside.len()));
        match board.slide(tile) {
            Ok(next) => {
                prop_assert!(beside.contains(&tile));
                let by_rule = play(side, &tiles, &[u8::try_from(tile).unwrap()]);
                prop_assert_eq!(Some(next.tiles().to_vec()), by_rule);
                prop_assert_eq!(is_solvable(&next), solvable_by_rule(side, &tiles));
                prop_assert_eq!(next.slide(tile).unwrap(), board);
            }
            Err(err) => {
                prop_assert!(!beside.contains(&tile));
                prop_assert_eq!(err, Error::IllegalMove { tile });
            }
        }
    }

    /// Solvability is the parity rule, in the permutation form written in `common` (no
    /// inversions counted); the crate's inversion count is the one counted here; and swapping
    /// two real tiles always flips solvability.
    #[test]
    fn solvability_is_the_parity_rule(tiles in permutation(2..=16), a in 0usize..256, b in 0usize..256) {
        let side = board_side(&tiles);
        let real: Vec<usize> = (0..tiles.len()).filter(|&c| tiles[c] != 0).collect();
        // Two different real cells, whatever `a` and `b` are.
        let first = a % real.len();
        let second = (first + 1 + b % (real.len() - 1)) % real.len();
        let (a, b) = (real[first], real[second]);
        let mut swapped = tiles.clone();
        swapped.swap(a, b);
        let before = Board::from_tiles(Shape::for_square_len(tiles.len()).unwrap(), &tiles).unwrap();
        let after = Board::from_tiles(Shape::for_square_len(swapped.len()).unwrap(), &swapped).unwrap();
        prop_assert_eq!(is_solvable(&before), solvable_by_rule(side, &tiles));
        prop_assert_eq!(is_solvable(&after), solvable_by_rule(side, &swapped));
        prop_assert_ne!(is_solvable(&before), is_solvable(&after));
        prop_assert_eq!(inversions(&before) as usize, inversions_here(&tiles));
    }

    /// Deals are solvable, never the goal, for every side and seed.
    #[test]
    fn deals_are_solvable_and_unsolved(side in 2usize..=16, seed in any::<u64>()) {
        let board = random_solvable(Shape::square(side).unwrap(), &mut Rng::seeded(seed));
        prop_assert!(solvable_by_rule(side, board.tiles()));
        prop_assert_ne!(board.tiles(), &common::goal(side)[..]);
    }

    /// On 2×2 and 3×3 boards: an unsolvable board is refused, a solvable one solved optimally
    /// (never shorter than the heuristic allows) with moves that reach the goal.
    #[test]
    fn small_solves_reach_the_goal(tiles in permutation(2..=3)) {
        let board = Board::from_tiles(Shape::for_square_len(tiles.len()).unwrap(), &tiles).unwrap();
        let mut solver = Solver::new();
        match solver.solve(&board) {
            Ok(solution) => {
                prop_assert!(solvable_by_rule(board.width(), &tiles));
                prop_assert!(solution.optimal);
                prop_assert!(solution.moves.len() >= Estimator::new(board.shape()).estimate(&tiles) as usize);
                prop_assert!(reaches_goal(board.width(), &tiles, &solution.moves));
            }
            Err(err) => {
                prop_assert!(!solvable_by_rule(board.width(), &tiles));
                prop_assert_eq!(err, Error::Unsolvable);
            }
        }
    }
}

thread_local! {
    /// One 4×4 solver for every case, so its pattern databases (seconds to build) are built once.
    static FIFTEEN: std::cell::RefCell<Solver> = std::cell::RefCell::new(Solver::new());
}

proptest! {
    // Solving costs milliseconds a case: 24 by default, more with PROPTEST_SOLVER_CASES.
    #![proptest_config(ProptestConfig {
        cases: std::env::var("PROPTEST_SOLVER_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(24),
        ..ProptestConfig::default()
    })]

    /// 4×4: every solvable board is solved and proven optimal within [`FIFTEEN_BUDGET`] nodes,
    /// with moves that reach the goal and are never fewer than the 5-5-5 database's estimate;
    /// unsolvable boards are refused.
    #[test]
    fn fifteen_puzzle_solves_reach_the_goal(tiles in permutation(4..=4)) {
        let board = Board::from_tiles(Shape::for_square_len(tiles.len()).unwrap(), &tiles).unwrap();
        let within = |solver: &mut Solver| {
            solver.solve_within(&board, &mut |nodes, _| nodes < FIFTEEN_BUDGET)
        };
        match FIFTEEN.with_borrow_mut(within) {
            Ok(answer) => {
                prop_assert!(solvable_by_rule(4, &tiles));
                prop_assert!(answer.optimal, "not proven within {} nodes", FIFTEEN_BUDGET);
                prop_assert!(answer.moves.len() >= quick_fifteen_db().estimate(&tiles) as usize);
                prop_assert!(reaches_goal(4, &tiles, &answer.moves));
            }
            Err(err) => {
                prop_assert!(!solvable_by_rule(4, &tiles));
                prop_assert_eq!(err, Error::Unsolvable);
            }
        }
    }

    /// 5×5 to 8×8: the reduction always finishes with moves that reach the goal.
    #[test]
    fn large_solves_reach_the_goal(tiles in permutation(5..=8)) {
        let board = Board::from_tiles(Shape::for_square_len(tiles.len()).unwrap(), &tiles).unwrap();
        let mut solver = Solver::new();
        match solver.solve(&board) {
            Ok(solution) => prop_assert!(reaches_goal(board.width(), &tiles, &solution.moves)),
            Err(err) => {
                prop_assert!(!solvable_by_rule(board.width(), &tiles));
                prop_assert_eq!(err, Error::Unsolvable);
            }
        }
    }
}
