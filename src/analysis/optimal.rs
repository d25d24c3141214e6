//! Every optimal solution of a board, and the moves that keep one.

use super::probe::{Guided, Reach, MAX_CELLS};
use crate::board::Board;
use crate::error::Error;
use crate::search::{is_optimal, Solver, BUDGET_4X4};

/// Every shortest solution of a board, from [`optimal_solutions`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AllOptimal {
    /// The optimal number of moves.
    pub length: u32,
    /// How many distinct move sequences of `length` moves solve the board: exact when
    /// `complete`, otherwise those found before the budget ran out (a lower bound).
    pub count: u64,
    /// Whether `count` is exact.
    pub complete: bool,
    /// The first solutions (as many as the cap asked for), each the tiles to slide in order, in
    /// a fixed order: by their first move, then their second, and so on, a move ordered by the
    /// direction its tile slides in [`Dir::ALL`](crate::Dir::ALL) order (up, right, down, left).
    pub solutions: Vec<Vec<u8>>,
    /// The positions the counting search expanded (after the solver found the length).
    pub nodes: u64,
}

/// Every optimal solution of `board`: how many there are, and the first `cap` of them.
///
/// The solver finds the optimal length `L`; then one depth-first search bounded at exactly `L`
/// (`g + h ≤ L`, the last iteration of IDA*) goes on past the first solution and counts every
/// path that reaches the goal in `L` moves. It prunes nothing but the move that undoes the
/// last one (the solver's duplicate pruning would drop solutions that reach a position the way
/// an earlier one did), and it remembers how many shortest paths lead on from each position it
/// has finished, so a position that many solutions pass through is searched once: the count is
/// found without walking every solution, however many millions there are.
///
/// `budget` bounds the positions the counting search expands; when it runs out, the answer has
/// the solutions counted so far and `complete: false`. The board's length itself comes from
/// [`Solver::solve`] with its own budget ([`BUDGET_4X4`] on 4×4). The search uses the solver's
/// heuristic for the shape: the 15-puzzle's pattern databases on 4×4 (built first if they are
/// not: a few seconds), a copy of a rectangle's databases on 2×5 to 2×8, 3×5 and their turns,
/// Manhattan distance plus linear conflict on the others.
///
/// ```
/// use slide_puzzle::analysis::optimal_solutions;
/// use slide_puzzle::{Board, Shape, Solver};
/// let mut solver = Solver::new();
/// // 1 2 3 / 4 . 8 / 7 6 5: the blank goes round the bottom right block, either way.
/// let board = Board::from_tiles(Shape::square(3)?, &[1, 2, 3, 4, 0, 8, 7, 6, 5])?;
/// let all = optimal_solutions(&mut solver, &board, 10, 1_000_000)?;
/// assert_eq!((all.length, all.count, all.complete), (6, 2, true));
/// assert_eq!(all.solutions, vec![vec![6, 5, 8, 6, 5, 8], vec![8, 5, 6, 8, 5, 6]]);
/// // A cap of 1 lists one, and still counts both.
/// let one = optimal_solutions(&mut solver, &board, 1, 1_000_000)?;
/// assert_eq!((one.count, one.solutions.len()), (2, 1));
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
///
/// # Errors
/// [`Error::NoOptimalSolver`] for a board of more than 16 cells (or one the solver does not
/// solve optimally), [`Error::Unsolvable`] for a board of the wrong parity, and
/// [`Error::BudgetExceeded`] when the solver cannot prove the length within its budget.
pub fn optimal_solutions(
    solver: &mut Solver,
    board: &Board,
    cap: usize,
    budget: u64,
) -> Result<AllOptimal, Error> {
    let length = optimal_length(solver, board)?;
    let counted = Guided::new(solver, board.shape())?.count(board, length, cap, budget);
    Ok(AllOptimal {
        length,
        count: counted.count,
        complete: counted.complete,
        solutions: counted.solutions,
        nodes: counted.nodes,
    })
}

/// The tiles whose slide keeps `board` on an optimal path (the distance to the goal drops by
/// one), in the order of [`Board::movable_tiles`]: for hints such as "2 of 3 moves keep you on
/// an optimal path". Empty on the goal.
///
/// Each movable tile's board is asked whether it is one move nearer, by one depth-first search
/// bounded at the optimal length less one, with the solver's duplicate pruning (it keeps a
/// shortest path whenever there is one); each may expand up to [`BUDGET_4X4`] positions.
///
/// ```
/// use slide_puzzle::Shape;
/// use slide_puzzle::analysis::optimal_moves;
/// use slide_puzzle::{Board, Solver};
/// let mut solver = Solver::new();
/// let board = Board::from_tiles(Shape::square(3)?, &[1, 2, 3, 4, 0, 8, 7, 6, 5])?;
/// // Sliding 6 up or 8 left starts a shortest solution; 4 and 2 lead away.
/// assert_eq!(optimal_moves(&mut solver, &board)?, vec![6, 8]);
/// assert!(optimal_moves(&mut solver, &Board::goal(Shape::square(3)?))?.is_empty());
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
///
/// # Errors
/// As [`optimal_solutions`], and [`Error::BudgetExceeded`] when a move's search runs out of
/// budget.
pub fn optimal_moves(solver: &mut Solver, board: &Board) -> Result<Vec<u8>, Error> {
    let length = optimal_length(solver, board)?;
    if length == 0 {
        return Ok(Vec::new());
    }
    let mut probe = Guided::new(solver, board.shape())?;
    let mut keep = Vec::new();
    for tile in board.movable_tiles() {
        let next = board.slide(u32::from(tile))?;
        match probe.reaches(&next, length - 1, BUDGET_4X4) {
            Reach::Yes => keep.push(tile),
            Reach::No => {}
            Reach::OutOfBudget => return Err(Error::BudgetExceeded { nodes: BUDGET_4X4 }),
        }
    }
    Ok(keep)
}

/// The optimal length of `board`, from the solver.
///
/// # Errors
/// [`Error::NoOptimalSolver`] unless the solver proves answers on the board's shape, and the
/// errors of [`Solver::solve`].
pub(super) fn optimal_length(solver: &mut Solver, board: &Board) -> Result<u32, Error> {
    let shape = board.shape();
    if !is_optimal(shape) || shape.cells() > MAX_CELLS {
        return Err(Error::NoOptimalSolver {
            width: shape.width(),
            height: shape.height(),
        });
    }
    let solution = solver.solve(board)?;
    if !solution.optimal {
        return Err(Error::NoOptimalSolver {
            width: shape.width(),
            height: shape.height(),
        });
    }
    Ok(u32::try_from(solution.moves.len()).expect("a solution of at most 16 cells is short"))
}
