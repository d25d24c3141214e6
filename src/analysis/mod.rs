//! Learning from a solve: every optimal solution of a board and the moves that keep one
//! ([`optimal_solutions`], [`optimal_moves`]), and how far from the goal a player's path went
//! after each move ([`distances_along`]: moves wasted, moves that went away, where the player
//! first left an optimal path).
//!
//! Optimal answers are proven on boards of up to 16 cells (3×3, 4×4 and the rectangles the
//! solver solves optimally); on larger boards a path's distances are bands between a proven
//! lower bound and a known solution.
//!
//! ```
//! use slide_puzzle::analysis::{distances_along, optimal_moves, optimal_solutions};
//! use slide_puzzle::{Board, Shape, Solver};
//! let mut solver = Solver::new();
//! let board = Board::from_tiles(Shape::square(3)?, &[1, 2, 3, 4, 5, 6, 0, 7, 8])?;
//! let all = optimal_solutions(&mut solver, &board, 5, 1_000_000)?;
//! assert_eq!((all.length, all.count), (2, 1));
//! assert_eq!(all.solutions, vec![vec![7, 8]]);
//! assert_eq!(optimal_moves(&mut solver, &board)?, vec![7]);
//! let path = distances_along(&mut solver, &board, &[7, 8])?;
//! assert_eq!(path.wasted().distance(), Some(0));
//! # Ok::<(), slide_puzzle::Error>(())
//! ```

mod optimal;
mod path;
mod probe;

pub use optimal::{optimal_moves, optimal_solutions, AllOptimal};
pub use path::{distances_along, distances_along_within, Band, PathDistances, BAND_BUDGET};
pub use probe::{MAX_CELLS, MEMO_ENTRIES};
