//! Admissible estimates of the number of moves still needed: they never overestimate, so a
//! search guided by them returns optimal solutions.
//!
//! - [`manhattan`]: each real tile's grid distance to its goal cell (the blank is never counted,
//!   or the estimate could exceed the truth).
//! - [`linear_conflict`]: two more moves for each tile that must leave its goal row or column to
//!   let another tile of that line past it.
//!
//! - [`pattern_db`]: additive disjoint pattern databases with the mirrored lookup, for 3×3 to
//!   5×5; [`fifteen_puzzle`] is the 15-puzzle's pair of 6-6-3 databases.
//! - [`walking_distance`]: Takahashi's walking distance, the fewest moves along each axis when
//!   only each tile's goal row (or column) is known: a 24,964-state table for 4×4.
//! - [`max`]: the larger of two of these, to combine estimates that see different things.
//! - [`toward`]: Manhattan distance plus linear conflict towards the goal or any target board
//!   (for re-solving a stretch of a path between two of its boards), updated incrementally
//!   after a move.
//!
//! [`Estimator`] is that sum towards the goal, which is what the searches call in their inner
//! loops.

pub mod linear_conflict;
pub mod manhattan;
pub mod max;
pub mod pattern_db;
pub mod toward;
pub mod walking_distance;

pub use linear_conflict::LinearConflict;
pub use manhattan::Manhattan;
pub use max::Max;
pub use pattern_db::PatternDb;
pub use toward::Toward;
pub use walking_distance::WalkingDistance;

/// The 15-puzzle's heuristic: the larger of two 6-6-3 pattern databases with different
/// partitions, each with its mirrored lookup.
pub type FifteenPuzzle = Max<PatternDb, PatternDb>;

/// Builds [`FifteenPuzzle`] from [`pattern_db::GROUPS_4X4_663`] and
/// [`pattern_db::GROUPS_4X4_663_B`], telling `progress` how far it is (0 to 1). Four six-tile
/// tables: 23 MB, a few seconds natively.
pub fn fifteen_puzzle(progress: &mut dyn FnMut(f64)) -> FifteenPuzzle {
    let a = PatternDb::build_reporting(4, &pattern_db::GROUPS_4X4_663, &mut |p| progress(p / 2.0));
    let b = PatternDb::build_reporting(4, &pattern_db::GROUPS_4X4_663_B, &mut |p| {
        progress(0.5 + p / 2.0);
    });
    Max::new(a, b)
}

/// Manhattan distance plus linear conflict towards the goal, with the incremental update the
/// searches need in their inner loops: [`Toward`] aimed at the goal.
///
/// ```
/// use slide_puzzle::heuristic::Estimator;
/// let est = Estimator::new(3);
/// // 2 and 1 are swapped in their goal row: 1 + 1 moves of distance, plus 2 for the conflict.
/// assert_eq!(est.estimate(&[2, 1, 3, 4, 5, 6, 7, 8, 0]), 4);
/// assert_eq!(est.estimate(&[1, 2, 3, 4, 5, 6, 7, 8, 0]), 0);
/// ```
pub type Estimator = Toward;
