//! Property tests over hostile and random input: parsing, moves, solvability, dealing and every
//! solver. Each property states an invariant that must hold for *any* input, and proptest
//! shrinks a failure to a minimal board. `PROPTEST_CASES` raises the case count for long runs.
//! (Native only: proptest is a native dev-dependency, and `wasm-pack test` builds every test.)

#![cfg(not(target_arch = "wasm32"))]

mod common;

use proptest::prelude::*;
use slide_puzzle::heuristic::{Estimator, PatternDb};
use slide_puzzle::solvability::inversions;
use slide_puzzle::{is_solvable, random_solvable, Board, Error, Rng, Solver, MAX_SIDE, MIN_SIDE};
use std::sync::OnceLock;

fn pdb() -> &'static PatternDb {
    static PDB: OnceLock<PatternDb> = OnceLock::new();
    PDB.get_or_init(PatternDb::fifteen_puzzle)
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
        match Board::from_values(values.iter().copied(), values.len()) {
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
        let board = Board::from_tiles(&tiles).unwrap();
        prop_assert_eq!(board.tiles(), &tiles[..]);
        prop_assert_eq!(board.tiles()[board.blank()], 0);
    }

    /// A slide succeeds exactly for the tiles beside the blank, swaps just two cells, and
    /// flips the solvability of nothing.
    #[test]
    fn slides_are_legal_and_reversible(tiles in permutation(2..=8), tile in 0u32..80) {
        let board = Board::from_tiles(&tiles).unwrap();
        let beside: Vec<u32> = board.movable_tiles().map(u32::from).collect();
        match board.slide(tile) {
            Ok(next) => {
                prop_assert!(beside.contains(&tile));
                let changed = (0..tiles.len()).filter(|&c| next.tiles()[c] != tiles[c]).count();
                prop_assert_eq!(changed, 2);
                prop_assert_eq!(is_solvable(&next), is_solvable(&board));
                prop_assert_eq!(next.slide(tile).unwrap(), board);
            }
            Err(err) => {
                prop_assert!(!beside.contains(&tile));
                prop_assert_eq!(err, Error::IllegalMove { tile });
            }
        }
    }

    /// Swapping two real tiles always flips solvability (the parity rule's core fact).
    #[test]
    fn swapping_two_tiles_flips_solvability(tiles in permutation(2..=16), a in 0usize..256, b in 0usize..256) {
        let real: Vec<usize> = (0..tiles.len()).filter(|&c| tiles[c] != 0).collect();
        // Two different real cells, whatever `a` and `b` are.
        let first = a % real.len();
        let second = (first + 1 + b % (real.len() - 1)) % real.len();
        let (a, b) = (real[first], real[second]);
        let mut swapped = tiles.clone();
        swapped.swap(a, b);
        let before = Board::from_tiles(&tiles).unwrap();
        let after = Board::from_tiles(&swapped).unwrap();
        prop_assert_ne!(is_solvable(&before), is_solvable(&after));
        prop_assert_ne!(inversions(&before) % 2, inversions(&after) % 2);
    }

    /// Deals are solvable, never the goal, for every side and seed.
    #[test]
    fn deals_are_solvable_and_unsolved(side in 2usize..=16, seed in any::<u64>()) {
        let board = random_solvable(side, &mut Rng::seeded(seed)).unwrap();
        prop_assert!(is_solvable(&board));
        prop_assert!(!board.is_goal());
    }

    /// On 2×2 and 3×3 boards: an unsolvable board is refused, a solvable one solved optimally
    /// (never shorter than the heuristic allows) with moves that reach the goal.
    #[test]
    fn small_solves_reach_the_goal(tiles in permutation(2..=3)) {
        let board = Board::from_tiles(&tiles).unwrap();
        let mut solver = Solver::new();
        match solver.solve(&board) {
            Ok(solution) => {
                prop_assert!(is_solvable(&board));
                prop_assert!(solution.optimal);
                prop_assert!(solution.moves.len() >= Estimator::new(board.side()).estimate(&tiles) as usize);
                prop_assert!(board.slide_all(&solution.moves).unwrap().is_goal());
            }
            Err(err) => {
                prop_assert!(!is_solvable(&board));
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

    /// 4×4: optimal solutions reach the goal and are never shorter than the pattern database's
    /// estimate; unsolvable boards are refused.
    #[test]
    fn fifteen_puzzle_solves_reach_the_goal(tiles in permutation(4..=4)) {
        let board = Board::from_tiles(&tiles).unwrap();
        match FIFTEEN.with_borrow_mut(|solver| solver.solve(&board)) {
            Ok(solution) => {
                prop_assert!(solution.moves.len() >= pdb().estimate(&tiles) as usize);
                prop_assert!(board.slide_all(&solution.moves).unwrap().is_goal());
            }
            Err(Error::BudgetExceeded { .. }) => prop_assert!(is_solvable(&board)),
            Err(err) => {
                prop_assert!(!is_solvable(&board));
                prop_assert_eq!(err, Error::Unsolvable);
            }
        }
    }

    /// 5×5 to 8×8: the reduction always finishes with moves that reach the goal.
    #[test]
    fn large_solves_reach_the_goal(tiles in permutation(5..=8)) {
        let board = Board::from_tiles(&tiles).unwrap();
        let mut solver = Solver::new();
        match solver.solve(&board) {
            Ok(solution) => prop_assert!(board.slide_all(&solution.moves).unwrap().is_goal()),
            Err(err) => {
                prop_assert!(!is_solvable(&board));
                prop_assert_eq!(err, Error::Unsolvable);
            }
        }
    }
}
