//! Linear conflict (Hansson, Mayer & Yung, 1992): when two tiles are both in their goal row but
//! in the wrong order, one of them must step out of the row and back, two moves that Manhattan
//! distance does not count. Columns likewise.
//!
//! Per line we add `2 × (k − L)`, where `k` is the number of tiles standing in their goal line and
//! `L` the longest run of them already in goal order (a longest increasing subsequence): the
//! fewest tiles that must leave the line. A tile leaving its goal row moves vertically, which
//! Manhattan distance counts for no other line, so the row and column terms add up admissibly.

use crate::shape::Shape;

/// Line-conflict penalties for one board shape: rows of `width` cells, columns of `height`.
///
/// ```
/// use slide_puzzle::heuristic::LinearConflict;
/// use slide_puzzle::Shape;
/// let lc = LinearConflict::new(Shape::square(3)?);
/// assert_eq!(lc.row(&[3, 2, 1, 4, 5, 6, 7, 8, 0], 0), 4); // two must leave the top row
/// assert_eq!(lc.column(&[7, 2, 3, 4, 5, 6, 1, 8, 0], 0), 4); // 7, 4, 1 reversed
/// assert_eq!(lc.total(&[1, 2, 3, 4, 5, 6, 7, 8, 0]), 0);
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct LinearConflict {
    width: usize,
    height: usize,
}

impl LinearConflict {
    /// The penalties for boards of `shape`.
    ///
    /// ```
    /// use slide_puzzle::{heuristic::LinearConflict, Shape};
    /// // 4 wide, 2 tall: 4 3 2 1 / 5 6 7 0 has the whole top row reversed.
    /// let lc = LinearConflict::new(Shape::new(4, 2)?);
    /// assert_eq!(lc.row(&[4, 3, 2, 1, 5, 6, 7, 0], 0), 6);
    /// assert_eq!(lc.column(&[5, 2, 3, 4, 1, 6, 7, 0], 0), 2);
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    pub fn new(shape: Shape) -> LinearConflict {
        LinearConflict {
            width: shape.width(),
            height: shape.height(),
        }
    }

    /// The penalty of row `row`.
    #[inline]
    pub fn row(&self, tiles: &[u8], row: usize) -> u32 {
        let width = self.width;
        // A tile's goal row is (tile - 1) / width; its place along the row, (tile - 1) % width.
        Self::line(
            tiles,
            width,
            |i| row * width + i,
            |goal| (goal / width, goal % width),
            row,
        )
    }

    /// The penalty of column `col`.
    #[inline]
    pub fn column(&self, tiles: &[u8], col: usize) -> u32 {
        let width = self.width;
        Self::line(
            tiles,
            self.height,
            |i| i * width + col,
            |goal| (goal % width, goal / width),
            col,
        )
    }

    /// The penalty of one line of `len` cells: `cell(i)` is the line's `i`-th cell, and
    /// `split(goal cell)` gives (the goal's line, the goal's place along it).
    #[inline]
    #[expect(
        clippy::cast_possible_truncation,
        reason = "a position along a line is below the side (<= 16), so it fits a u8"
    )]
    fn line(
        tiles: &[u8],
        len: usize,
        cell: impl Fn(usize) -> usize,
        split: impl Fn(usize) -> (usize, usize),
        line: usize,
    ) -> u32 {
        let mut goals = [0u8; 16];
        let mut k = 0;
        for i in 0..len {
            let tile = tiles[cell(i)] as usize;
            if tile == 0 {
                continue;
            }
            let (goal_line, along) = split(tile - 1);
            if goal_line == line {
                goals[k] = along as u8;
                k += 1;
            }
        }
        penalty(&goals[..k])
    }

    /// The sum over all rows and columns.
    pub fn total(&self, tiles: &[u8]) -> u32 {
        let rows: u32 = (0..self.height).map(|r| self.row(tiles, r)).sum();
        let columns: u32 = (0..self.width).map(|c| self.column(tiles, c)).sum();
        rows + columns
    }
}

/// `2 × (number of goal positions − longest increasing run among them)`.
#[inline]
#[expect(
    clippy::cast_possible_truncation,
    reason = "goals holds one line's tiles: at most 16"
)]
pub(crate) fn penalty(goals: &[u8]) -> u32 {
    if goals.len() < 2 {
        return 0;
    }
    let mut best = [1u8; 16];
    let mut longest = 1;
    for i in 1..goals.len() {
        for j in 0..i {
            if goals[j] < goals[i] && best[j] + 1 > best[i] {
                best[i] = best[j] + 1;
            }
        }
        longest = longest.max(best[i]);
    }
    2 * (goals.len() as u32 - u32::from(longest))
}

#[cfg(test)]
mod tests {
    use super::penalty;

    #[test]
    fn penalty_counts_tiles_that_must_leave() {
        assert_eq!(penalty(&[]), 0);
        assert_eq!(penalty(&[0, 1, 2, 3]), 0);
        assert_eq!(penalty(&[1, 0]), 2);
        assert_eq!(penalty(&[3, 2, 1, 0]), 6);
        assert_eq!(penalty(&[1, 2, 3, 0]), 2);
        assert_eq!(penalty(&[2, 0, 3, 1]), 4);
    }
}
