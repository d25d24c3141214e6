//! Rectangles (width ≠ height): which search each shape gets, and the pattern databases of
//! those that need them. The [`Solver`](super::Solver) solves them through the same
//! table of strategies as squares (`src/search/strategy.rs`).
//!
//! | shape | search | optimal |
//! |---|---|---|
//! | 2×3, 3×2, 2×4, 4×2, 3×4, 4×3 | [`IdaStar`](super::IdaStar) with Manhattan distance + linear conflict | yes |
//! | 2×5 to 2×8, 3×5 and their turns | [`IdaStar`](super::IdaStar) with two additive pattern databases built for the shape ([`partitions`]), in a max | yes (2×8 and 8×2 within [`BUDGET_4X4`](super::BUDGET_4X4) nodes) |
//! | larger, up to 8 a side | reduction (a line across the longer dimension at a time) down to one of the above, then the [`super::anytime`] driver when asked | no |

use crate::heuristic::{Max, PatternDb};
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

/// Whether rectangles of `shape` are searched with a pattern database.
pub(super) fn needs_database(shape: Shape) -> bool {
    let plain = if shape.width().min(shape.height()) == 2 {
        MAX_PLAIN_CELLS_2_ACROSS
    } else {
        MAX_PLAIN_CELLS
    };
    (plain + 1..=MAX_OPTIMAL_CELLS).contains(&shape.cells())
}
