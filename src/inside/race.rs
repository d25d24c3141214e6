//! The heuristic race, and the figures of the search behind a hint or a solve.
//!
//! The race runs IDA* (the 15-puzzle solver's algorithm; it needs no memory beyond the path, so
//! every heuristic is raced on equal terms) on one board with each heuristic in turn, each under
//! the same budget of expanded nodes. Each iteration with a heuristic that dominates another
//! (never smaller on any board) explores a subset of what the weaker one explores at the same
//! bound, so the counts show the heuristics' strength: linear conflict and walking distance over
//! Manhattan distance, databases over all (`tests/inside.rs` checks the order on sampled boards).
//!
//! The core has no clock: the caller passes one that reads milliseconds.

use crate::board::Board;
use crate::error::Error;
use crate::heuristic::Heuristic;
use crate::heuristic::{Estimator, FifteenPuzzle, Manhattan};
use crate::inside::Inside;
use crate::search::{idastar, IdaStar, Solution, BUDGET_4X4};
use crate::solvability::is_solvable;

/// A heuristic in the race.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Racer {
    /// Manhattan distance alone.
    Manhattan,
    /// Manhattan distance plus linear conflict.
    LinearConflict,
    /// Takahashi's walking distance.
    WalkingDistance,
    /// Additive pattern databases with the mirrored lookup.
    PatternDatabase,
}

impl Racer {
    /// A stable identifier for the page: `manhattan`, `linear-conflict`, `walking-distance`,
    /// `pattern-database`.
    pub fn id(self) -> &'static str {
        match self {
            Racer::Manhattan => "manhattan",
            Racer::LinearConflict => "linear-conflict",
            Racer::WalkingDistance => "walking-distance",
            Racer::PatternDatabase => "pattern-database",
        }
    }
}

/// One heuristic's run in the race.
#[derive(Debug, Clone, PartialEq)]
pub struct Lap {
    /// Which heuristic.
    pub racer: Racer,
    /// Whether the search found a solution within the budget.
    pub finished: bool,
    /// Nodes expanded (at most the budget).
    pub expanded: u64,
    /// Successor nodes generated.
    pub generated: u64,
    /// Milliseconds by the caller's clock.
    pub ms: f64,
    /// The solution's length if it finished (every finisher finds the same, optimal length).
    pub length: Option<usize>,
}

/// The search algorithm behind a hint or a solve.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Algorithm {
    /// A* with an open and a closed set (2×2 and 3×3).
    AStar,
    /// Iterative-deepening A*, which keeps only its path (4×4).
    IdaStar,
}

/// What the search behind a hint or a solve did.
#[derive(Debug, Clone, PartialEq)]
pub struct SearchFigures {
    /// A* or IDA*.
    pub algorithm: Algorithm,
    /// The heuristic guiding it.
    pub heuristic: Racer,
    /// Nodes expanded.
    pub expanded: u64,
    /// Successor nodes generated.
    pub generated: u64,
    /// Milliseconds by the caller's clock.
    pub ms: f64,
    /// The optimal solution's length.
    pub length: usize,
    /// A* only: entries left on the open list when the goal was taken off it.
    pub open: Option<u64>,
    /// A* only: states expanded, each once (the closed set).
    pub closed: Option<u64>,
}

/// Runs IDA* with `heuristic` on `board` for at most `budget` expanded nodes.
fn lap<H: Heuristic>(
    racer: Racer,
    heuristic: &H,
    board: &Board,
    budget: u64,
    clock: &mut dyn FnMut() -> f64,
) -> Result<Lap, Error> {
    let mut search = IdaStar::new(board.shape(), heuristic);
    let start = clock();
    let outcome = search.solve(board, budget);
    let ms = clock() - start;
    let length = match outcome {
        Ok(solution) => Some(solution.moves.len()),
        Err(Error::BudgetExceeded { .. }) => None,
        Err(err) => return Err(err),
    };
    Ok(Lap {
        racer,
        finished: length.is_some(),
        expanded: search.expanded(),
        generated: search.generated(),
        ms,
        length,
    })
}

impl Inside {
    /// Solves `board` with IDA* once per heuristic at hand for its side, weakest first:
    /// Manhattan distance, plus linear conflict, walking distance (2×2 to 4×4) and the pattern
    /// database (3×3, and 4×4 when `fifteen`, the solver's databases, is given). Each run may
    /// expand at most `budget` nodes; `clock` reads milliseconds.
    ///
    /// ```
    /// use slide_puzzle::inside::{Inside, Racer};
    /// use slide_puzzle::{Board, Shape};
    /// let board = Board::from_tiles(Shape::square(3)?, &[8, 6, 7, 2, 5, 4, 3, 0, 1])?; // 31 moves
    /// let laps = Inside::new().race(&board, 10_000_000, None, &mut || 0.0)?;
    /// assert_eq!(laps.len(), 4);
    /// assert!(laps.iter().all(|lap| lap.finished && lap.length == Some(31)));
    /// let nodes = |racer| laps.iter().find(|lap| lap.racer == racer).unwrap().generated;
    /// assert!(nodes(Racer::LinearConflict) < nodes(Racer::Manhattan));
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::Unsolvable`] for a board of the wrong parity, [`Error::NoSolver`]
    /// for a board of more than 64 cells (IDA* here holds at most [`idastar::MAX_CELLS`] cells).
    pub fn race(
        &mut self,
        board: &Board,
        budget: u64,
        fifteen: Option<&FifteenPuzzle>,
        clock: &mut dyn FnMut() -> f64,
    ) -> Result<Vec<Lap>, Error> {
        let side = board.width();
        let shape = board.shape();
        if shape.cells() > idastar::MAX_CELLS {
            return Err(Error::NoSolver {
                width: shape.width(),
                height: shape.height(),
            });
        }
        if !is_solvable(board) {
            return Err(Error::Unsolvable);
        }
        let mut laps = vec![
            lap(
                Racer::Manhattan,
                &Manhattan::new(shape),
                board,
                budget,
                clock,
            )?,
            lap(
                Racer::LinearConflict,
                &Estimator::new(shape),
                board,
                budget,
                clock,
            )?,
        ];
        if !shape.is_square() {
            // Walking distance and the pattern databases here are built for squares.
            return Ok(laps);
        }
        if let Some(wd) = self.walking_distance(side) {
            laps.push(lap(Racer::WalkingDistance, wd, board, budget, clock)?);
        }
        match (side, fifteen) {
            (3, _) => {
                let pdb = self.pattern_3x3();
                laps.push(lap(Racer::PatternDatabase, pdb, board, budget, clock)?);
            }
            (4, Some(tables)) => {
                laps.push(lap(Racer::PatternDatabase, tables, board, budget, clock)?);
            }
            _ => {}
        }
        Ok(laps)
    }

    /// The figures of the search that [`Solver::solve`](crate::Solver::solve) (and so a hint)
    /// runs on `board`, by running that same search: A* with Manhattan distance plus linear
    /// conflict on 2×2 and 3×3, IDA* with `fifteen` (the solver's databases) on 4×4 under
    /// [`BUDGET_4X4`]. `None` where the solver runs no optimal search (4×4 before its databases
    /// are built, when the page shows a short solution; 5×5 and up; rectangles).
    ///
    /// ```
    /// use slide_puzzle::inside::{Algorithm, Inside};
    /// use slide_puzzle::{Board, Shape, Solver};
    /// let board = Board::from_tiles(Shape::square(3)?, &[4, 1, 3, 0, 2, 6, 7, 5, 8])?;
    /// let figures = Inside::new().measure(&board, None, &mut || 0.0)?.unwrap();
    /// let solution = Solver::new().solve(&board)?;
    /// assert_eq!(figures.algorithm, Algorithm::AStar);
    /// assert_eq!((figures.expanded, figures.length), (solution.expanded, solution.moves.len()));
    /// assert_eq!(figures.closed, Some(figures.expanded));
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::Unsolvable`] for a board of the wrong parity; [`Error::BudgetExceeded`] for a
    /// 4×4 board beyond the solver's budget.
    pub fn measure(
        &mut self,
        board: &Board,
        fifteen: Option<&FifteenPuzzle>,
        clock: &mut dyn FnMut() -> f64,
    ) -> Result<Option<SearchFigures>, Error> {
        if !is_solvable(board) {
            return Err(Error::Unsolvable);
        }
        let figures = |algorithm, heuristic, solution: Solution, ms| SearchFigures {
            algorithm,
            heuristic,
            expanded: solution.expanded,
            generated: solution.generated,
            ms,
            length: solution.moves.len(),
            open: None,
            closed: None,
        };
        if !board.shape().is_square() {
            return Ok(None);
        }
        match (board.width(), fifteen) {
            (side @ (2 | 3), _) => {
                let astar = self.astar(side);
                let start = clock();
                let solution = astar.solve(board, u64::MAX)?;
                let ms = clock() - start;
                let closed = solution.expanded;
                Ok(Some(SearchFigures {
                    open: Some(astar.open_len() as u64),
                    closed: Some(closed),
                    ..figures(Algorithm::AStar, Racer::LinearConflict, solution, ms)
                }))
            }
            (4, Some(tables)) => {
                let start = clock();
                let solution = IdaStar::new(board.shape(), tables).solve(board, BUDGET_4X4)?;
                let ms = clock() - start;
                Ok(Some(figures(
                    Algorithm::IdaStar,
                    Racer::PatternDatabase,
                    solution,
                    ms,
                )))
            }
            _ => Ok(None),
        }
    }
}
