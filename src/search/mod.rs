//! Optimal solvers, and the [`Solver`] that picks the right one for a board's side.

pub mod astar;

use crate::board::Board;
use crate::error::Error;
pub use astar::AStar;

/// How many nodes A* may expand on a 4×4 board before it gives up. Easy 15-puzzles (up to about
/// 40 moves) finish well inside it; harder ones are refused with [`Error::BudgetExceeded`]
/// rather than eating the browser's memory.
pub const ASTAR_4X4_BUDGET: u64 = 1_500_000;

/// An optimal solution: the tiles to slide, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solution {
    /// The tiles to slide into the blank, first move first.
    pub moves: Vec<u8>,
    /// How many nodes the search expanded (for benchmarks).
    pub expanded: u64,
}

/// Solves boards of any supported side, keeping each side's search tables between calls so
/// that repeated hints do not reallocate.
///
/// ```
/// use slide_puzzle::{Board, Solver};
/// let mut solver = Solver::new();
/// let board = Board::from_tiles(&[4, 1, 3, 0, 2, 6, 7, 5, 8])?;
/// assert_eq!(solver.solve(&board)?.moves, vec![4, 1, 2, 5, 8]);
/// assert_eq!(solver.hint(&board)?, Some(4));
/// assert_eq!(solver.hint(&Board::goal(3)?)?, None);
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
#[derive(Debug, Default)]
pub struct Solver {
    small: Vec<AStar>,
}

impl Solver {
    /// A solver with no tables built yet; each side's are built on first use.
    pub fn new() -> Solver {
        Solver::default()
    }

    /// An optimal solution of `board`.
    ///
    /// # Errors
    /// [`Error::Unsolvable`] for a board of the wrong parity, [`Error::NoSolverForSide`] for a
    /// side without an optimal solver, and [`Error::BudgetExceeded`] for a position too hard for
    /// the solver's work budget.
    pub fn solve(&mut self, board: &Board) -> Result<Solution, Error> {
        let side = board.side();
        let budget = match side {
            2 | 3 => u64::MAX, // the whole state space is small
            4 => ASTAR_4X4_BUDGET,
            _ => return Err(Error::NoSolverForSide { side }),
        };
        if let Some(astar) = self.small.iter_mut().find(|a| a.side() == side) {
            return astar.solve(board, budget);
        }
        self.small.push(AStar::new(side));
        self.small.last_mut().unwrap().solve(board, budget)
    }

    /// The tile to slide next on an optimal solution, or `None` if `board` is solved.
    ///
    /// # Errors
    /// As [`Solver::solve`].
    pub fn hint(&mut self, board: &Board) -> Result<Option<u8>, Error> {
        Ok(self.solve(board)?.moves.first().copied())
    }
}
