//! One board solved, as `slide solve` and `slide bench` both do it: [`Solver::solve`] (optimal
//! where the crate proves it, a quick short answer elsewhere) or, under a time limit,
//! [`Solver::solve_within`] with a deadline. The caller makes the tables ready first
//! ([`crate::cache::Cache::prepare`]), so that their loading or building is not timed.

use std::time::{Duration, Instant};

use slide_puzzle::{to_notation, Board, Error, Solver};

/// A board's answer and what it cost.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// The tiles to slide, first move first.
    pub moves: Vec<u8>,
    /// The moves in the notation (`R3 D2 L U`).
    pub notation: String,
    /// Whether `moves` is proven shortest.
    pub optimal: bool,
    /// No solution has fewer moves.
    pub lower_bound: u32,
    /// Nodes the search generated, where the solver counts them: an optimal search without a
    /// time limit (`solve_within` reports none).
    pub nodes: Option<u64>,
    /// The time the solver took (the tables' loading or building not included).
    pub elapsed: Duration,
}

impl Outcome {
    /// The answer in words, without the moves: `57 moves (optimal), 1234 nodes generated,
    /// 12.3 ms`, or for an answer not proven shortest `112 moves (at least 98 needed), 250.0 ms`.
    pub fn summary(&self) -> String {
        let proof = if self.optimal {
            "optimal".to_string()
        } else {
            format!("at least {} needed", self.lower_bound)
        };
        let nodes = self
            .nodes
            .map(|n| format!(", {n} nodes generated"))
            .unwrap_or_default();
        let length = self.moves.len();
        let noun = if length == 1 { "move" } else { "moves" };
        format!(
            "{length} {noun} ({proof}){nodes}, {:.1} ms",
            self.elapsed.as_secs_f64() * 1e3
        )
    }
}

/// Solves `board`, within `limit` if one is given: the search stops at the deadline and
/// answers with its best solution and the bound it proved.
///
/// # Errors
/// The solver's: [`Error::Unsolvable`], [`Error::NoSolver`]
/// for boards above 8 a side, [`Error::BudgetExceeded`] for a
/// 4×4 proof beyond the solver's budget (give a time limit to have the best answer instead).
pub fn solve(
    solver: &mut Solver,
    board: &Board,
    limit: Option<Duration>,
) -> Result<Outcome, Error> {
    let start = Instant::now();
    let (moves, optimal, lower_bound, nodes) = match limit {
        None => {
            let solution = solver.solve(board)?;
            let bound = if solution.optimal {
                u32::try_from(solution.moves.len()).unwrap_or(u32::MAX)
            } else {
                solver.lower_bound(board)?
            };
            let nodes = solution.optimal.then_some(solution.generated);
            (solution.moves, solution.optimal, bound, nodes)
        }
        Some(limit) => {
            let deadline = start + limit;
            let answer = solver.solve_within(board, &mut |_, _| Instant::now() < deadline)?;
            (answer.moves, answer.optimal, answer.lower_bound, None)
        }
    };
    let elapsed = start.elapsed();
    Ok(Outcome {
        notation: to_notation(board, &moves)?,
        moves,
        optimal,
        lower_bound,
        nodes,
        elapsed,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use slide_puzzle::Shape;

    #[test]
    fn answers_solve_the_board() {
        let mut solver = Solver::new();
        let board =
            Board::from_tiles(Shape::square(3).unwrap(), &[0, 1, 2, 4, 5, 3, 7, 8, 6]).unwrap();
        for limit in [None, Some(Duration::from_secs(1))] {
            let outcome = solve(&mut solver, &board, limit).unwrap();
            assert_eq!(outcome.notation, "L2 U2");
            assert!(outcome.optimal && outcome.lower_bound == 4);
            assert!(board.slide_all(&outcome.moves).unwrap().is_goal());
            assert_eq!(outcome.nodes.is_some(), limit.is_none());
        }
        let wrong = Board::from_tiles(Shape::square(2).unwrap(), &[2, 1, 3, 0]).unwrap();
        assert_eq!(solve(&mut solver, &wrong, None), Err(Error::Unsolvable));
    }
}
