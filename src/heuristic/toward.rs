//! Manhattan distance plus linear conflict, measured towards the goal ([`Toward::new`], the
//! estimate the searches call [`crate::heuristic::Estimator`]) or towards *any* target board
//! ([`Toward::towards`]): what the path shortener needs to re-solve a stretch of a path between
//! two of its boards optimally.
//!
//! Renaming every tile after the cell it holds on the target makes the target a goal of its
//! own; renaming changes no distance, so both terms stay admissible towards that target (the
//! blank's target cell may be anywhere: neither term ever counts the blank). Rather than
//! rewrite boards, the tables here are built from the target's cells directly.

use crate::heuristic::linear_conflict::penalty;
use crate::heuristic::Heuristic;
use crate::shape::Shape;

/// Manhattan distance plus linear conflict towards a target board (the goal unless told
/// otherwise), with the incremental update the searches need. [`Toward::retarget`] moves it to
/// another target without allocating.
///
/// ```
/// use slide_puzzle::heuristic::Toward;
/// use slide_puzzle::Shape;
/// let goal = Toward::new(Shape::square(3)?);
/// // 2 and 1 are swapped in their goal row: 1 + 1 moves of distance, plus 2 for the conflict.
/// assert_eq!(goal.estimate(&[2, 1, 3, 4, 5, 6, 7, 8, 0]), 4);
/// assert_eq!(goal.estimate(&[1, 2, 3, 4, 5, 6, 7, 8, 0]), 0);
/// // Towards another board, that board is the one at distance 0.
/// let target = [4, 1, 3, 0, 2, 6, 7, 5, 8];
/// let toward = Toward::towards(Shape::square(3)?, &target);
/// assert_eq!(toward.estimate(&target), 0);
/// // Tiles 1, 2, 4, 5 and 8 are each one step from their cell there, and no two conflict.
/// assert_eq!(toward.estimate(&[1, 2, 3, 4, 5, 6, 7, 8, 0]), 5);
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Toward {
    width: usize,
    height: usize,
    cells: usize,
    /// For each tile, its cell on the target.
    goal: Vec<u8>,
    /// `distance[tile * cells + cell]`: grid distance from `cell` to the tile's target cell.
    distance: Vec<u8>,
}

impl Toward {
    /// The estimate towards the goal (tiles `1, 2, …` in order, the blank last) on boards of
    /// `shape`.
    ///
    /// ```
    /// use slide_puzzle::{heuristic::Toward, Shape};
    /// let goal = Toward::new(Shape::new(3, 2)?);
    /// // 3 wide, 2 tall: 2 and 1 swapped in the top row, 1 + 1 moves plus 2 for the conflict.
    /// assert_eq!(goal.estimate(&[2, 1, 3, 4, 5, 0]), 4);
    /// assert_eq!(goal.estimate(&[1, 2, 3, 4, 5, 0]), 0);
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    #[expect(
        clippy::cast_possible_truncation,
        reason = "cells, tile numbers and lengths of a board of at most 16 × 16 fit a u8 (below 256) or a u32"
    )]
    pub fn new(shape: Shape) -> Toward {
        let cells = shape.cells();
        let goal: Vec<u8> = (1..cells).chain([0]).map(|t| t as u8).collect();
        Toward::towards(shape, &goal)
    }

    /// The estimate towards `target` (row-major, `0` the blank) on boards of `shape`.
    pub fn towards(shape: Shape, target: &[u8]) -> Toward {
        let cells = shape.cells();
        let mut toward = Toward {
            width: shape.width(),
            height: shape.height(),
            cells,
            goal: vec![0; cells],
            distance: vec![0; cells * cells],
        };
        toward.retarget(target);
        toward
    }

    /// Points the estimate at a new target of the same shape, reusing the tables.
    #[expect(
        clippy::cast_possible_truncation,
        reason = "cells, tile numbers and lengths of a board of at most 16 × 16 fit a u8 (below 256) or a u32"
    )]
    pub fn retarget(&mut self, target: &[u8]) {
        debug_assert_eq!(target.len(), self.cells);
        let width = self.width;
        for (cell, &tile) in target.iter().enumerate() {
            self.goal[tile as usize] = cell as u8;
        }
        for tile in 1..self.cells {
            let goal = self.goal[tile] as usize;
            for cell in 0..self.cells {
                let d =
                    (goal / width).abs_diff(cell / width) + (goal % width).abs_diff(cell % width);
                self.distance[tile * self.cells + cell] = d as u8;
            }
        }
    }

    /// The full estimate for `tiles`.
    pub fn estimate(&self, tiles: &[u8]) -> u32 {
        let manhattan: u32 = tiles
            .iter()
            .enumerate()
            .filter(|&(_, &t)| t != 0)
            .map(|(cell, &t)| u32::from(self.distance[t as usize * self.cells + cell]))
            .sum();
        let rows: u32 = (0..self.height).map(|r| self.row(tiles, r)).sum();
        let columns: u32 = (0..self.width).map(|c| self.column(tiles, c)).sum();
        manhattan + rows + columns
    }

    /// The conflict penalty of row `row`: tiles whose target is in this row, out of order.
    #[inline]
    #[expect(
        clippy::cast_possible_truncation,
        reason = "a column number is below the side (<= 16)"
    )]
    fn row(&self, tiles: &[u8], row: usize) -> u32 {
        let width = self.width;
        let mut along = [0u8; 16];
        let mut k = 0;
        for &tile in &tiles[row * width..(row + 1) * width] {
            if tile != 0 {
                let goal = self.goal[tile as usize] as usize;
                if goal / width == row {
                    along[k] = (goal % width) as u8;
                    k += 1;
                }
            }
        }
        penalty(&along[..k])
    }

    /// The conflict penalty of column `col`.
    #[inline]
    #[expect(
        clippy::cast_possible_truncation,
        reason = "a row number is below the side (<= 16)"
    )]
    fn column(&self, tiles: &[u8], col: usize) -> u32 {
        let width = self.width;
        let mut along = [0u8; 16];
        let mut k = 0;
        for r in 0..self.height {
            let tile = tiles[r * width + col];
            if tile != 0 {
                let goal = self.goal[tile as usize] as usize;
                if goal % width == col {
                    along[k] = (goal / width) as u8;
                    k += 1;
                }
            }
        }
        penalty(&along[..k])
    }

    /// The change in the estimate when the tile at cell `from` slides into the blank at `to`;
    /// `tiles` is the board before the move and is left as it was.
    #[inline]
    #[expect(
        clippy::cast_possible_wrap,
        reason = "distances and penalties on a side <= 16 board are far below i32::MAX"
    )]
    pub fn delta(&self, tiles: &mut [u8], from: usize, to: usize) -> i32 {
        let tile = tiles[from] as usize;
        let row = tile * self.cells;
        let md = i32::from(self.distance[row + to]) - i32::from(self.distance[row + from]);
        let width = self.width;
        let sideways = from / width == to / width;
        let (a, b) = if sideways {
            (from % width, to % width)
        } else {
            (from / width, to / width)
        };
        let line = |tiles: &[u8], index: usize| {
            if sideways {
                self.column(tiles, index)
            } else {
                self.row(tiles, index)
            }
        };
        let before = line(tiles, a) + line(tiles, b);
        tiles.swap(from, to);
        let after = line(tiles, a) + line(tiles, b);
        tiles.swap(from, to);
        md + after as i32 - before as i32
    }
}

impl Heuristic for Toward {
    type Key = u32;

    fn key(&self, tiles: &[u8]) -> u32 {
        self.estimate(tiles)
    }

    fn value(&self, key: &u32) -> u32 {
        *key
    }

    #[expect(
        clippy::cast_possible_wrap,
        clippy::cast_sign_loss,
        reason = "the estimate is far below i32::MAX, and after a move it is still a distance, so never negative"
    )]
    fn after_move(&self, key: &u32, tiles: &mut [u8], from: usize, to: usize) -> u32 {
        (*key as i32 + self.delta(tiles, from, to)) as u32
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::moves::MoveTable;
    use crate::shuffle::{random_solvable, Rng};

    /// The incremental update agrees with a full recount along random walks, towards random
    /// targets, on squares and rectangles both ways round.
    #[test]
    fn delta_matches_recount() {
        let mut rng = Rng::seeded(7);
        for (width, height) in [
            (3, 3),
            (4, 4),
            (5, 5),
            (6, 6),
            (2, 5),
            (5, 2),
            (3, 4),
            (4, 3),
            (7, 3),
        ] {
            let shape = Shape::new(width, height).unwrap();
            let target = random_solvable(shape, &mut rng);
            let toward = Toward::towards(shape, target.tiles());
            let mut board = random_solvable(shape, &mut rng).tiles().to_vec();
            let table = MoveTable::new(shape);
            let mut value = toward.estimate(&board);
            for step in 0..500 {
                let blank = board.iter().position(|&t| t == 0).unwrap();
                let sources = table.sources(blank);
                let from = sources[step % sources.len()] as usize;
                value = toward.after_move(&value, &mut board, from, blank);
                board.swap(from, blank);
                assert_eq!(value, toward.estimate(&board));
            }
        }
    }
}
