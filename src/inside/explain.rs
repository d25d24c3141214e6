//! One board explained: what each heuristic sees in it, tile by tile and line by line.

use crate::board::Board;
use crate::heuristic::Heuristic;
use crate::heuristic::{FifteenPuzzle, LinearConflict, Manhattan};
use crate::inside::Inside;
use crate::shape::Shape;
use crate::solvability::{blank_row_from_bottom, inversions, is_solvable, why_unsolvable};

/// Whether a line is a row or a column.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Axis {
    /// A row, numbered from the top (0).
    Row,
    /// A column, numbered from the left (0).
    Column,
}

/// One line whose tiles are in linear conflict: two tiles both in their goal line, in the
/// wrong order, so one of them must step out of the line and back.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineConflict {
    /// Row or column.
    pub axis: Axis,
    /// Which row or column, from 0.
    pub index: usize,
    /// The pairs of tiles in conflict, each in the order they stand along the line.
    pub pairs: Vec<(u8, u8)>,
    /// What linear conflict adds for this line: two moves for each tile that must leave it
    /// (the fewest that leave the rest in order), as
    /// [`LinearConflict`] counts it.
    pub penalty: u32,
}

/// Every heuristic's estimate of the moves a board needs. None ever exceeds the true distance.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Estimates {
    /// The sum of the tiles' Manhattan distances.
    pub manhattan: u32,
    /// The linear-conflict penalties of all rows and columns (added to `manhattan`).
    pub linear_conflict: u32,
    /// Takahashi's walking distance (2×2 to 4×4 only; `None` for an unsolvable board).
    pub walking_distance: Option<u32>,
    /// The pattern database: the 3×3 one of [`GROUPS_3X3`](crate::inside::GROUPS_3X3), or the
    /// solver's 15-puzzle databases once they are built (`None` otherwise, and for an
    /// unsolvable board).
    pub pattern_database: Option<u32>,
}

impl Estimates {
    /// Manhattan distance plus linear conflict: the 8-puzzle solver's heuristic.
    pub fn manhattan_linear_conflict(&self) -> u32 {
        self.manhattan + self.linear_conflict
    }
}

/// The figures of the parity rule ([`crate::solvability`]) for one board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Parity {
    /// Whether the board can reach the goal.
    pub solvable: bool,
    /// Pairs of real tiles in the wrong order, reading row by row.
    pub inversions: usize,
    /// On even widths, the blank's row counted from the bottom (0), which the rule adds to the
    /// inversions; `None` on odd widths, where it does not count.
    pub blank_row_from_bottom: Option<usize>,
    /// Why the board cannot be solved, in words ([`why_unsolvable`]), or `None`.
    pub why_unsolvable: Option<String>,
}

/// Everything the Inside panel shows about one board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Explanation {
    /// The board side (its width, for a rectangle).
    pub side: usize,
    /// The board's width × height.
    pub shape: Shape,
    /// Per cell, row-major: the Manhattan distance of the tile on it (0 for the blank).
    pub manhattan: Vec<u32>,
    /// The lines with tiles in linear conflict, rows first, then columns.
    pub conflicts: Vec<LineConflict>,
    /// Every heuristic's estimate.
    pub estimates: Estimates,
    /// The fewest moves that solve the board, where that is cheap to know (2×2 and 3×3, by the
    /// solver's A*); `None` for larger or unsolvable boards.
    pub true_distance: Option<u32>,
    /// Why the board is solvable or not.
    pub parity: Parity,
}

/// The pairs of tiles in conflict in one line: `line` lists, in the line's order, the goal
/// place along the line of each tile standing in its goal line (with the tile).
fn pairs_in(line: &[(u8, usize)]) -> Vec<(u8, u8)> {
    let mut pairs = Vec::new();
    for (i, &(a, goal_a)) in line.iter().enumerate() {
        for &(b, goal_b) in &line[i + 1..] {
            if goal_a > goal_b {
                pairs.push((a, b));
            }
        }
    }
    pairs
}

/// The lines of `tiles` in linear conflict, with the penalty `lc` gives each.
fn conflicts(shape: Shape, tiles: &[u8], lc: &LinearConflict) -> Vec<LineConflict> {
    let (width, height) = (shape.width(), shape.height());
    let mut out = Vec::new();
    for axis in [Axis::Row, Axis::Column] {
        let (lines, along) = match axis {
            Axis::Row => (height, width),
            Axis::Column => (width, height),
        };
        for index in 0..lines {
            let line: Vec<(u8, usize)> = (0..along)
                .map(|i| match axis {
                    Axis::Row => tiles[index * width + i],
                    Axis::Column => tiles[i * width + index],
                })
                .filter(|&tile| tile != 0)
                .filter_map(|tile| {
                    let goal = usize::from(tile) - 1;
                    let (goal_line, along) = match axis {
                        Axis::Row => (goal / width, goal % width),
                        Axis::Column => (goal % width, goal / width),
                    };
                    (goal_line == index).then_some((tile, along))
                })
                .collect();
            let pairs = pairs_in(&line);
            if pairs.is_empty() {
                continue;
            }
            let penalty = match axis {
                Axis::Row => lc.row(tiles, index),
                Axis::Column => lc.column(tiles, index),
            };
            out.push(LineConflict {
                axis,
                index,
                pairs,
                penalty,
            });
        }
    }
    out
}

impl Inside {
    /// Explains `board` (any shape from 2×2 to 16×16). `fifteen` is the solver's 15-puzzle
    /// database if it is built ([`Solver::fifteen_puzzle`](crate::Solver::fifteen_puzzle));
    /// without it a 4×4 board has no pattern-database figure. Rectangles get Manhattan
    /// distance, linear conflict and the parity (walking distance, the pattern databases and
    /// the true distance here are for squares).
    ///
    /// ```
    /// use slide_puzzle::inside::{Axis, Inside};
    /// use slide_puzzle::{Board, Shape};
    /// let mut inside = Inside::new();
    /// // 3 and 1 stand reversed in their goal row, the blank among them.
    /// let board = Board::from_tiles(Shape::square(3)?, &[3, 2, 1, 4, 5, 6, 7, 8, 0])?;
    /// let e = inside.explain(&board, None);
    /// assert_eq!(e.manhattan, vec![2, 0, 2, 0, 0, 0, 0, 0, 0]);
    /// assert_eq!(e.conflicts.len(), 1);
    /// assert_eq!(e.conflicts[0].axis, Axis::Row);
    /// assert_eq!(e.conflicts[0].pairs, vec![(3, 2), (3, 1), (2, 1)]);
    /// assert_eq!(e.conflicts[0].penalty, 4); // two of the three must leave the row
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    pub fn explain(&mut self, board: &Board, fifteen: Option<&FifteenPuzzle>) -> Explanation {
        let side = board.width();
        let shape = board.shape();
        let square = shape.is_square();
        let tiles = board.tiles();
        let md = Manhattan::new(shape);
        let lc = LinearConflict::new(shape);
        let manhattan: Vec<u32> = tiles
            .iter()
            .enumerate()
            .map(|(cell, &tile)| md.distance(tile, cell))
            .collect();
        let solvable = is_solvable(board);
        let walking_distance = self
            .walking_distance(side)
            .filter(|_| solvable && square)
            .map(|wd| wd.estimate(tiles));
        let pattern_database = match (side, fifteen) {
            _ if !solvable || !square => None,
            (3, _) => Some(self.pattern_3x3().estimate(tiles)),
            (4, Some(tables)) => Some(tables.value(&tables.key(tiles))),
            _ => None,
        };
        let true_distance = (square && side <= 3 && solvable)
            .then(|| self.astar(side).solve(board, u64::MAX).ok())
            .flatten()
            .map(|solution| u32::try_from(solution.moves.len()).unwrap_or(u32::MAX));
        Explanation {
            side,
            shape,
            estimates: Estimates {
                manhattan: manhattan.iter().sum(),
                linear_conflict: lc.total(tiles),
                walking_distance,
                pattern_database,
            },
            manhattan,
            conflicts: conflicts(shape, tiles, &lc),
            true_distance,
            parity: Parity {
                solvable,
                inversions: inversions(board),
                blank_row_from_bottom: (shape.width() % 2 == 0)
                    .then(|| blank_row_from_bottom(board)),
                why_unsolvable: why_unsolvable(board),
            },
        }
    }
}
