//! Manhattan distance: for every real tile, the rows plus columns between its cell and its goal
//! cell. Each move shifts one tile by one cell, so the sum never exceeds the moves needed.

use crate::heuristic::Heuristic;
use crate::shape::Shape;

/// A table of distances, one entry per (tile, cell) pair, for one board shape.
///
/// ```
/// use slide_puzzle::heuristic::Manhattan;
/// use slide_puzzle::Shape;
/// let md = Manhattan::new(Shape::square(3)?);
/// assert_eq!(md.distance(1, 8), 4); // tile 1 in the far corner
/// assert_eq!(md.distance(0, 0), 0); // the blank never counts
/// assert_eq!(md.total(&[8, 7, 6, 5, 4, 3, 2, 1, 0]), 16);
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Manhattan {
    cells: usize,
    table: Vec<u8>,
}

impl Manhattan {
    /// The table for boards of `shape`.
    ///
    /// ```
    /// use slide_puzzle::{heuristic::Manhattan, Shape};
    /// let md = Manhattan::new(Shape::new(4, 2)?);
    /// assert_eq!(md.distance(1, 7), 4); // tile 1 in the far corner: 3 columns and 1 row
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    #[expect(
        clippy::cast_possible_truncation,
        reason = "cells, tile numbers and lengths of a board of at most 16 × 16 fit a u8 (below 256) or a u32"
    )]
    pub fn new(shape: Shape) -> Manhattan {
        let cells = shape.cells();
        let mut table = vec![0u8; cells * cells];
        for tile in 1..cells {
            for cell in 0..cells {
                table[tile * cells + cell] = shape.grid_distance(tile - 1, cell) as u8;
            }
        }
        Manhattan { cells, table }
    }

    /// How far `tile` standing on `cell` is from its goal cell (0 for the blank).
    #[inline]
    pub fn distance(&self, tile: u8, cell: usize) -> u32 {
        u32::from(self.table[tile as usize * self.cells + cell])
    }

    /// The sum over all real tiles of `tiles`.
    pub fn total(&self, tiles: &[u8]) -> u32 {
        tiles
            .iter()
            .enumerate()
            .map(|(cell, &tile)| self.distance(tile, cell))
            .sum()
    }

    /// The change in the sum when `tile` moves from cell `from` to cell `to`.
    #[inline]
    #[expect(
        clippy::cast_possible_wrap,
        reason = "distances are at most 30 (side <= 16), far below i32::MAX"
    )]
    pub fn delta(&self, tile: u8, from: usize, to: usize) -> i32 {
        self.distance(tile, to) as i32 - self.distance(tile, from) as i32
    }
}

/// Manhattan distance alone, updated by one table lookup per move: the weakest heuristic, which
/// the Inside panel's race starts from.
impl Heuristic for Manhattan {
    type Key = u32;

    fn key(&self, tiles: &[u8]) -> u32 {
        self.total(tiles)
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
        (*key as i32 + self.delta(tiles[from], from, to)) as u32
    }
}
