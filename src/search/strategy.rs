//! How boards of each shape are solved, squares and rectangles alike: the one table
//! ([`Strategy`]) that every [`Solver`] entry point reads, and the two searches they share, a
//! short answer that always finishes ([`Solver::short_moves`]) and a proof by IDA* with the
//! shape's strongest heuristic ([`Solver::proven_search`]).
//!
//! | shape | [`Strategy`] | a short answer | a proof |
//! |---|---|---|---|
//! | 2×2, 3×3 | [`Strategy::Exact`] | A*, optimal | A* |
//! | 4×4 | [`Strategy::Fifteen`] | IDA* within a budget, else reduction | IDA* with the 15-puzzle's databases |
//! | rectangles up to 16 cells | [`Strategy::Search`] | IDA* within a budget, else reduction | IDA* with the rectangle's databases, or Manhattan distance plus linear conflict |
//! | 5×5 and up, rectangles over 16 cells | [`Strategy::Reduce`] | reduction | none: the [`super::anytime`] driver improves the answer and its bound |
//!
//! Reduction places one line (a row and a column on a square) and solves what is left the same
//! way, so a 6×5 board becomes a 5×5, then a 4×4, then a 3×3 ([`reduction::reduce_once`]).

use super::idastar::IdaStar;
use super::tables::Tables;
use super::{is_optimal, reduction, Solution, Solver, BUDGET_INNER_4X4, BUDGET_QUICK_4X4};
use crate::board::Board;
use crate::error::Error;
use crate::heuristic::{Estimator, Heuristic};
use crate::shape::Shape;

/// How boards of a shape are solved: read by every [`Solver`] entry point instead of asking
/// whether the board is square.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Strategy {
    /// 2×2 and 3×3: A* proves every answer at once.
    Exact,
    /// 4×4: IDA* proves the answer with the 15-puzzle's databases, which are worth building
    /// first; asked for an answer within a budget, the anytime driver improves a short one.
    Fifteen,
    /// Rectangles of at most [`super::rectangle::MAX_OPTIMAL_CELLS`] cells: IDA* proves the
    /// answer, with the shape's databases where it has them ([`Tables::Rectangle`]).
    Search,
    /// 5×5 and up, and larger rectangles: reduced to a smaller board, the answer then improved
    /// by the anytime driver for as long as the caller allows.
    Reduce,
}

impl Strategy {
    /// The strategy for boards of `shape`.
    pub(super) fn of(shape: Shape) -> Strategy {
        match Tables::of(shape) {
            Tables::Exact => Strategy::Exact,
            Tables::Fifteen => Strategy::Fifteen,
            _ if is_optimal(shape) => Strategy::Search,
            _ => Strategy::Reduce,
        }
    }
}

impl Solver {
    /// A solution of a solvable `board` that always finishes, and whether it is proven optimal:
    /// the shape's proof where `budget` nodes suffice ([`Solver::proven_search`] without
    /// building tables), otherwise one line placed by [`reduction::reduce_once`] and the rest
    /// solved the same way, with [`BUDGET_INNER_4X4`] nodes for each smaller proof.
    pub(super) fn short_moves(&mut self, board: &Board, budget: u64) -> (Vec<u8>, bool) {
        let found = match Strategy::of(board.shape()) {
            Strategy::Exact => Some(self.astar(board.width()).solve(board, u64::MAX)),
            Strategy::Fifteen | Strategy::Search => {
                Some(self.proven_search(board, budget, false, &mut |_, _| true).0)
            }
            Strategy::Reduce => None,
        };
        if let Some(Ok(solution)) = found {
            return (solution.moves, true);
        }
        let (mut moves, rest, to_outer) = reduction::reduce_once(board);
        moves.extend(
            self.short_moves(&rest, BUDGET_INNER_4X4)
                .0
                .into_iter()
                .map(|t| to_outer[t as usize]),
        );
        (moves, false)
    }

    /// IDA* on `board` (a [`Strategy::Fifteen`] or [`Strategy::Search`] shape) with the
    /// strongest heuristic at hand, within `budget` nodes and while `control` says go on, and
    /// the bound it proved. With `build`, the shape's tables are built first if they are not
    /// here; without, a shape whose tables are missing gets at most [`BUDGET_QUICK_4X4`] nodes
    /// of Manhattan distance plus linear conflict, so that a short answer never waits for them.
    /// Shapes without tables (rectangles of up to 12 cells, 8 two across) are always searched
    /// to the end, which that estimate reaches in well under the budgets used here.
    pub(super) fn proven_search<C: FnMut(u64, u32) -> bool>(
        &mut self,
        board: &Board,
        budget: u64,
        build: bool,
        control: &mut C,
    ) -> (Result<Solution, Error>, u32) {
        let shape = board.shape();
        if build {
            self.prepare(shape, &mut |_| {});
        }
        let quick = |control: &mut C| {
            optimal_with(
                &Estimator::new(shape),
                board,
                budget.min(BUDGET_QUICK_4X4),
                control,
            )
        };
        match Tables::of(shape) {
            Tables::Fifteen => match &self.fifteen {
                Some(tables) => optimal_with(tables, board, budget, control),
                None => quick(control),
            },
            Tables::Rectangle => match self.rectangle_heuristic(shape) {
                Some(heuristic) => optimal_with(heuristic, board, budget, control),
                None => quick(control),
            },
            _ => optimal_with(&Estimator::new(shape), board, u64::MAX, control),
        }
    }
}

/// IDA* on `board` with `heuristic`, and the bound it proved.
fn optimal_with<H: Heuristic, C: FnMut(u64, u32) -> bool>(
    heuristic: &H,
    board: &Board,
    budget: u64,
    control: &mut C,
) -> (Result<Solution, Error>, u32) {
    let mut search = IdaStar::new(board.shape(), heuristic);
    let found = search.solve_controlled(board, budget, control);
    (found, search.proven_bound())
}
