//! What the page's *Inside* panel shows about the solver, computed by the solver's own code:
//!
//! - [`explain`]: for one board, each tile's Manhattan distance, the tiles in linear conflict
//!   line by line, every heuristic's estimate beside the true distance when it is cheap to know,
//!   and the parity figures behind solvability;
//! - [`race`]: the same board solved by IDA* with each heuristic in turn under a node budget,
//!   and the figures of the search a hint or a solve runs.
//!
//! [`Inside`] keeps the tables these need beyond the solver's own (walking distance, a small
//! 3×3 pattern database, an A* for the true distance), built on first use. The 15-puzzle's
//! pattern databases are the [`Solver`](crate::Solver)'s and are passed in when built: the panel
//! never builds them itself.

pub mod explain;
pub mod race;

use crate::heuristic::walking_distance::MAX_WD_SIDE;
use crate::heuristic::{PatternDb, WalkingDistance};
use crate::search::AStar;
use crate::shape::Shape;

pub use explain::{Axis, Estimates, Explanation, LineConflict, Parity};
pub use race::{Algorithm, Lap, Racer, SearchFigures};

/// The 8-puzzle's pattern database for the panel and the race: six tiles and two, additive,
/// with the mirrored lookup (a few milliseconds to build).
pub const GROUPS_3X3: [&[u8]; 2] = [&[1, 2, 3, 4, 5, 6], &[7, 8]];

/// The tables the panel reads beyond the solver's own, each built the first time it is needed
/// and kept.
///
/// ```
/// use slide_puzzle::inside::Inside;
/// use slide_puzzle::{Board, Shape};
/// let mut inside = Inside::new();
/// let board = Board::from_tiles(Shape::square(3)?, &[2, 1, 3, 4, 5, 6, 7, 8, 0])?;
/// let explanation = inside.explain(&board, None);
/// // 1 and 2 are swapped in their goal row: one move each, plus two for the conflict…
/// assert_eq!(explanation.estimates.manhattan, 2);
/// assert_eq!(explanation.estimates.manhattan_linear_conflict(), 4);
/// // …but the swap breaks the parity rule, so there is no distance to estimate.
/// assert!(!explanation.parity.solvable);
/// assert_eq!(explanation.true_distance, None);
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
#[derive(Debug, Default)]
pub struct Inside {
    walking: Vec<WalkingDistance>,
    pattern_3x3: Option<PatternDb>,
    astar: Vec<AStar>,
}

impl Inside {
    /// Nothing built yet.
    pub fn new() -> Inside {
        Inside::default()
    }

    /// The walking-distance table for `side`, if that side has one (2×2 to 4×4).
    fn walking_distance(&mut self, side: usize) -> Option<&WalkingDistance> {
        (side <= MAX_WD_SIDE).then(|| {
            &*kept(
                &mut self.walking,
                |wd| wd.side() == side,
                || WalkingDistance::new(side),
            )
        })
    }

    /// The 3×3 pattern database of [`GROUPS_3X3`].
    fn pattern_3x3(&mut self) -> &PatternDb {
        self.pattern_3x3.get_or_insert_with(|| {
            PatternDb::build(Shape::square(3).expect("a supported side"), &GROUPS_3X3)
        })
    }

    /// An A* search for `side` (2 or 3): the one [`Solver`](crate::Solver) runs there.
    fn astar(&mut self, side: usize) -> &mut AStar {
        kept(&mut self.astar, |a| a.side() == side, || AStar::new(side))
    }
}

/// The item of `items` that `fits`, made and kept by `make` the first time.
fn kept<T>(items: &mut Vec<T>, fits: impl Fn(&T) -> bool, make: impl FnOnce() -> T) -> &mut T {
    let index = items.iter().position(fits).unwrap_or_else(|| {
        items.push(make());
        items.len() - 1
    });
    &mut items[index]
}
