//! Rectangles (width ≠ height): which search each shape gets, and the [`Solver`]'s rectangle
//! paths. Square boards never come here.
//!
//! | shape | search | optimal |
//! |---|---|---|
//! | 2×3, 3×2, 2×4, 4×2, 3×4, 4×3 | [`IdaStar`] with Manhattan distance + linear conflict | yes |
//! | 2×5 to 2×8, 3×5 and their turns | [`IdaStar`] with two additive pattern databases built for the shape ([`partitions`]), in a max | yes (2×8 and 8×2 within [`BUDGET_4X4`](super::BUDGET_4X4) nodes) |
//! | larger, up to 8 a side | reduction (a line across the longer dimension at a time) down to one of the above, then the [`super::anytime`] driver when asked | no |

use super::anytime::{self, Plan, Progress};
use super::idastar::IdaStar;
use super::reduction;
use super::{checked, Answer, Solution, Solver, BUDGET_INNER_4X4, BUDGET_QUICK_4X4};
use crate::board::Board;
use crate::error::Error;
use crate::heuristic::Heuristic;
use crate::heuristic::{Estimator, Max, PatternDb};
use crate::shape::Shape;

/// Rectangles of at most this many cells are solved optimally with Manhattan distance plus
/// linear conflict alone (no table to build), unless they are two cells across
/// ([`MAX_PLAIN_CELLS_2_ACROSS`]).
pub const MAX_PLAIN_CELLS: usize = 12;
/// Boards two cells across (2 × n or n × 2) of at most this many cells are solved with
/// Manhattan distance plus linear conflict alone. Tiles there pass each other by long
/// rotations that those estimates do not see: 2×6 took up to 4.6 s with them (`shapes` bench,
/// loaded machine), against milliseconds with a database built in a fraction of a second.
pub const MAX_PLAIN_CELLS_2_ACROSS: usize = 8;
/// Rectangles of at most this many cells get proven-optimal answers; larger ones a short one.
pub const MAX_OPTIMAL_CELLS: usize = 16;
/// The most tiles in one group of a rectangle's pattern database.
pub const GROUP_TILES: usize = 6;

/// The heuristic of the rectangles with pattern databases: the databases of both
/// [`partitions`], whichever says more. Manhattan distance plus linear conflict is left out of
/// the search: each database's sum is at least the Manhattan distance of its tiles, and on the
/// `shapes` bench's 2×8 boards adding the estimate changed the nodes by under 0.1 % and
/// doubled the time per node.
pub type RectangleHeuristic = Max<PatternDb, PatternDb>;

/// The two partitions of a rectangle's tiles for its pattern databases: blocks of whole lines
/// across the longer dimension (rows of a tall board, columns of a wide one), as many lines to
/// a block as fit in [`GROUP_TILES`] tiles; in the second, the first block is one line short,
/// so every boundary between blocks moves by a line. Tiles on either side of a boundary
/// interfere without either database seeing it; the other one does, and the search takes the
/// larger estimate (on the `shapes` bench, 8×2 needs 14 times fewer nodes, 2×8 half as many,
/// and no 2×8 board runs out of budget any more).
///
/// ```
/// use slide_puzzle::search::rectangle::partitions;
/// use slide_puzzle::Shape;
/// // 2 wide, 8 tall: three rows to a block.
/// let [first, second] = partitions(Shape::new(2, 8)?);
/// assert_eq!(first, vec![vec![1, 2, 3, 4, 5, 6], vec![7, 8, 9, 10, 11, 12], vec![13, 14, 15]]);
/// assert_eq!(second, vec![vec![1, 2, 3, 4], vec![5, 6, 7, 8, 9, 10], vec![11, 12, 13, 14, 15]]);
/// // 5 wide, 3 tall: two columns to a block.
/// let [first, second] = partitions(Shape::new(5, 3)?);
/// assert_eq!(first[0], vec![1, 6, 11, 2, 7, 12]);
/// assert_eq!(second[0], vec![1, 6, 11]);
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
pub fn partitions(shape: Shape) -> [Vec<Vec<u8>>; 2] {
    let along = shape.width().min(shape.height());
    let per_block = (GROUP_TILES / along).max(1);
    [
        blocks(shape, per_block, per_block),
        blocks(shape, per_block.saturating_sub(1).max(1), per_block),
    ]
}

/// The tiles of `shape` in blocks of `per_block` whole lines across the longer dimension, the
/// first block `first_block` lines.
#[expect(
    clippy::cast_possible_truncation,
    reason = "cells and tile numbers of a board of at most 16 × 16 fit a u8 (below 256)"
)]
fn blocks(shape: Shape, first_block: usize, per_block: usize) -> Vec<Vec<u8>> {
    let (width, height) = (shape.width(), shape.height());
    let tall = height >= width;
    let (lines, along) = if tall {
        (height, width)
    } else {
        (width, height)
    };
    let mut starts: Vec<usize> = std::iter::once(0)
        .chain((first_block..lines).step_by(per_block))
        .collect();
    starts.push(lines);
    let mut groups = Vec::new();
    for block in starts.windows(2) {
        let mut group = Vec::new();
        for line in block[0]..block[1] {
            for i in 0..along {
                let cell = if tall {
                    line * width + i
                } else {
                    i * width + line
                };
                if cell + 1 < shape.cells() {
                    group.push(cell as u8 + 1);
                }
            }
        }
        if !group.is_empty() {
            groups.push(group);
        }
    }
    groups
}

impl Solver {
    /// The rectangle's pattern databases, if built or loaded.
    pub(super) fn rectangle_heuristic(&self, shape: Shape) -> Option<&RectangleHeuristic> {
        self.rectangles.iter().find(|h| h.first.shape() == shape)
    }

    /// Optimal search on a rectangle of at most [`MAX_OPTIMAL_CELLS`] cells, building its
    /// database first if it needs one.
    fn rectangle_optimal<C: FnMut(u64, u32) -> bool>(
        &mut self,
        board: &Board,
        budget: u64,
        control: &mut C,
    ) -> (Result<Solution, Error>, u32) {
        let shape = board.shape();
        if needs_database(shape) {
            self.prepare(shape, &mut |_| {});
            let heuristic = self.rectangle_heuristic(shape).expect("built just above");
            optimal_with(heuristic, board, budget, control)
        } else {
            optimal_with(&Estimator::new(shape), board, budget, control)
        }
    }

    /// [`Solver::solve_reporting`] for a rectangle.
    pub(super) fn rectangle_solve(
        &mut self,
        board: &Board,
        budget: u64,
        progress: &mut impl FnMut(u64),
    ) -> Result<Solution, Error> {
        let shape = checked(board)?;
        if shape.cells() <= MAX_OPTIMAL_CELLS {
            return self
                .rectangle_optimal(board, budget, &mut |nodes, _| {
                    progress(nodes);
                    true
                })
                .0;
        }
        Ok(Solution {
            moves: self.rectangle_short_moves(board, BUDGET_INNER_4X4).0,
            expanded: 0,
            generated: 0,
            optimal: false,
        })
    }

    /// [`Solver::solve_short`] for a rectangle.
    pub(super) fn rectangle_solve_short(
        &mut self,
        board: &Board,
        budget: u64,
    ) -> Result<Solution, Error> {
        checked(board)?;
        let (moves, optimal) = self.rectangle_short_moves(board, budget);
        Ok(Solution {
            moves,
            expanded: 0,
            generated: 0,
            optimal,
        })
    }

    /// [`Solver::lower_bound`] for a rectangle: Manhattan distance plus linear conflict, or the
    /// databases once built if they say more.
    pub(super) fn rectangle_lower_bound(&mut self, board: &Board) -> Result<u32, Error> {
        let shape = checked(board)?;
        let estimate = Estimator::new(shape).estimate(board.tiles());
        Ok(match self.rectangle_heuristic(shape) {
            Some(h) => h.value(&h.key(board.tiles())).max(estimate),
            None => estimate,
        })
    }

    /// [`Solver::solve_within`] and [`Solver::solve_anytime`] for a rectangle: the optimal
    /// search under `control` where there is one, else the anytime driver from a reduction.
    pub(super) fn rectangle_improve<C: FnMut(&Progress) -> bool>(
        &mut self,
        board: &Board,
        plan: Plan,
        short_budget: u64,
        control: &mut C,
    ) -> Result<anytime::Answer, Error> {
        let shape = checked(board)?;
        let (seed, optimal) = self.rectangle_short_moves(board, short_budget);
        if optimal {
            return Ok(anytime::Answer::proven(seed, 0));
        }
        if shape.cells() <= MAX_OPTIMAL_CELLS {
            let best = seed.len();
            // Building the shape's database takes seconds and checks no clock: a caller out of
            // time already gets the short answer without waiting for it.
            if needs_database(shape) && self.rectangle_heuristic(shape).is_none() {
                let lower_bound = Estimator::new(shape).estimate(board.tiles());
                let go_on = control(&Progress {
                    best,
                    lower_bound,
                    nodes: 0,
                });
                if !go_on {
                    return Ok(anytime::Answer {
                        moves: seed,
                        lower_bound,
                        optimal: false,
                        nodes: 0,
                    });
                }
            }
            let (found, bound) =
                self.rectangle_optimal(board, u64::MAX, &mut |nodes, lower_bound| {
                    control(&Progress {
                        best,
                        lower_bound,
                        nodes,
                    })
                });
            return Ok(match found {
                Ok(solution) => anytime::Answer::proven(solution.moves, solution.expanded),
                Err(Error::BudgetExceeded { nodes }) => anytime::Answer {
                    lower_bound: bound,
                    optimal: false,
                    nodes,
                    moves: seed,
                },
                Err(err) => return Err(err),
            });
        }
        let index = self.driver_index(shape);
        let estimator = Estimator::new(shape);
        Ok(self.drivers[index].improve(&estimator, board, seed, plan, control))
    }

    /// [`Solver::solve_within`] for a rectangle.
    pub(super) fn rectangle_within(
        &mut self,
        board: &Board,
        control: &mut impl FnMut(u64, u32) -> bool,
    ) -> Result<Answer, Error> {
        let answer = self.rectangle_improve(
            board,
            Plan::DEFAULT,
            super::BUDGET_INSTANT_4X4,
            &mut |p: &Progress| control(p.nodes, p.lower_bound),
        )?;
        let lower_bound = answer.lower_bound.max(self.rectangle_lower_bound(board)?);
        Ok(Answer {
            optimal: answer.optimal || lower_bound as usize == answer.moves.len(),
            lower_bound,
            moves: answer.moves,
        })
    }

    /// A solution of a solvable rectangle that always finishes, and whether it is proven
    /// optimal: optimal on the shapes without a database, and up to [`MAX_OPTIMAL_CELLS`] where
    /// `budget` nodes suffice (with the database if built, else at most [`BUDGET_QUICK_4X4`]
    /// nodes of the cheaper estimate); otherwise a line across the longer dimension is placed
    /// and the rest solved the same way (or as a square, once it is one).
    pub(super) fn rectangle_short_moves(&mut self, board: &Board, budget: u64) -> (Vec<u8>, bool) {
        let shape = board.shape();
        if shape.is_square() {
            return self.short_moves(board, budget);
        }
        let found = if shape.cells() <= MAX_OPTIMAL_CELLS && !needs_database(shape) {
            optimal_with(&Estimator::new(shape), board, u64::MAX, &mut |_, _| true).0
        } else if shape.cells() <= MAX_OPTIMAL_CELLS {
            match self.rectangle_heuristic(shape) {
                Some(h) => optimal_with(h, board, budget, &mut |_, _| true).0,
                None => {
                    optimal_with(
                        &Estimator::new(shape),
                        board,
                        budget.min(BUDGET_QUICK_4X4),
                        &mut |_, _| true,
                    )
                    .0
                }
            }
        } else {
            Err(Error::NoSolver {
                width: shape.width(),
                height: shape.height(),
            })
        };
        if let Ok(solution) = found {
            return (solution.moves, true);
        }
        let (mut moves, placed, (rest, to_outer)) = if shape.height() > shape.width() {
            let (moves, placed) = reduction::place_top_row(board);
            let rest = reduction::rest_of_board(&placed, 1, 0);
            (moves, placed, rest)
        } else {
            let (moves, placed) = reduction::place_left_column(board);
            let rest = reduction::rest_of_board(&placed, 0, 1);
            (moves, placed, rest)
        };
        debug_assert!(placed.shape() == shape);
        moves.extend(
            self.rectangle_short_moves(&rest, BUDGET_INNER_4X4)
                .0
                .into_iter()
                .map(|t| to_outer[t as usize]),
        );
        (moves, false)
    }
}

/// Whether rectangles of `shape` are searched with a pattern database.
pub(super) fn needs_database(shape: Shape) -> bool {
    let plain = if shape.width().min(shape.height()) == 2 {
        MAX_PLAIN_CELLS_2_ACROSS
    } else {
        MAX_PLAIN_CELLS
    };
    (plain + 1..=MAX_OPTIMAL_CELLS).contains(&shape.cells())
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
