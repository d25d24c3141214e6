//! Manhattan distance: for every real tile, the rows plus columns between its cell and its goal
//! cell. Each move shifts one tile by one cell, so the sum never exceeds the moves needed.

/// A table of distances, one entry per (tile, cell) pair, for one board side.
///
/// ```
/// use slide_puzzle::heuristic::Manhattan;
/// let md = Manhattan::new(3);
/// assert_eq!(md.distance(1, 8), 4); // tile 1 in the far corner
/// assert_eq!(md.distance(0, 0), 0); // the blank never counts
/// assert_eq!(md.total(&[8, 7, 6, 5, 4, 3, 2, 1, 0]), 16);
/// ```
#[derive(Debug, Clone)]
pub struct Manhattan {
    cells: usize,
    table: Vec<u8>,
}

impl Manhattan {
    /// The table for boards of side `side`.
    #[expect(
        clippy::cast_possible_truncation,
        reason = "a Manhattan distance on a side <= 16 is at most 30, so it fits a u8"
    )]
    pub fn new(side: usize) -> Manhattan {
        let cells = side * side;
        let mut table = vec![0u8; cells * cells];
        for tile in 1..cells {
            let goal = tile - 1;
            for cell in 0..cells {
                let d = (goal / side).abs_diff(cell / side) + (goal % side).abs_diff(cell % side);
                table[tile * cells + cell] = d as u8;
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
