//! Admissible estimates of the number of moves still needed: they never overestimate, so a
//! search guided by them returns optimal solutions.
//!
//! - [`manhattan`]: each real tile's grid distance to its goal cell (the blank is never counted,
//!   or the estimate could exceed the truth).
//! - [`linear_conflict`]: two more moves for each tile that must leave its goal row or column to
//!   let another tile of that line past it.
//!
//! - [`pattern_db`]: additive disjoint pattern databases with the mirrored lookup, for 3×3 to
//!   5×5; [`fifteen`] is the 15-puzzle's heuristic, the largest of three 6-6-3 databases.
//! - [`walking_distance`]: Takahashi's walking distance, the fewest moves along each axis when
//!   only each tile's goal row (or column) is known: a 24,964-state table for 4×4.
//! - [`max`]: the larger of two of these, to combine estimates that see different things.
//! - [`toward`]: Manhattan distance plus linear conflict towards the goal or any target board
//!   (for re-solving a stretch of a path between two of its boards), updated incrementally
//!   after a move.
//!
//! [`Estimator`] is that sum towards the goal, which is what the searches call in their inner
//! loops.

pub mod fifteen;
pub mod linear_conflict;
pub mod manhattan;
pub mod max;
pub mod pattern_db;
pub mod toward;
pub mod walking_distance;

pub use fifteen::{fifteen_puzzle, FifteenPuzzle};
pub use linear_conflict::LinearConflict;
pub use manhattan::Manhattan;
pub use max::Max;
pub use pattern_db::PatternDb;
pub use toward::Toward;
pub use walking_distance::WalkingDistance;

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
