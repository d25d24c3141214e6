//! A group's table carried over from another group's by a symmetry of the board, instead of a
//! search of its own.
//!
//! A table counts only its group's moves, with the blank free to walk the cells the group
//! leaves; when those cells are one region at the goal, where the blank stands at the end does
//! not matter, and a table depends on nothing but the board and the group's goal cells. A
//! symmetry of the board (a flip, a half turn, and on a square a transpose and the quarter
//! turns) keeps which cells are beside which, so a group whose goal cells are the image of
//! another's has the same table read through that symmetry. The 15-puzzle's partitions have
//! such a pair: `{1, 2, 3, 5, 6, 7}` (a block of two rows by three columns in the corner) and
//! `{5, 6, 9, 10, 13, 14}` (three rows by two columns at the other end of the first column), so
//! one of its six large tables is read from another's in a fraction of a search's time.
//!
//! The carried table holds each entry's excess over the group's Manhattan distance, as every
//! table does ([`Table`]), and a symmetry keeps distances between cells, so the entries are
//! the same entries in another order: no entry is decoded, and beside the two tables only the
//! carried entries are held, a byte each while they are packed (as [`Table::encode`] holds a
//! built table's).
//!
//! ```
//! use slide_puzzle::heuristic::pattern_db::symmetry::Carry;
//! use slide_puzzle::Shape;
//! let shape = Shape::square(3)?;
//! // Cells 0 1 of the top row, and cells 6 3 of the first column, bottom up: a transpose and
//! // a flip apart.
//! assert!(Carry::find(shape, &[1, 2], &[7, 4]).is_some());
//! // No symmetry carries a corner and the edge beside it onto the middle and an edge.
//! assert!(Carry::find(shape, &[1, 2], &[5, 6]).is_none());
//! # Ok::<(), slide_puzzle::Error>(())
//! ```

use super::build::{Grid, MAX_CELLS};
use super::rank::{pack, Ranking, Unranker, MAX_GROUP};
use super::table::Table;
use crate::shape::Shape;

/// How one group's table is read from another's: the cell map and the tile order that carry
/// the second group's placements onto the first's.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Carry {
    shape: Shape,
    /// For each cell of the board, the cell the symmetry brings it back from.
    back: [u8; MAX_CELLS],
    /// For each tile of the group carried to, in its order, the index of the tile of the
    /// group carried from whose goal cell the symmetry brings onto its own.
    order: [u8; MAX_GROUP],
    len: usize,
}

impl Carry {
    /// How `to`'s table reads from `from`'s (real tiles of a board of `shape`, the goal cell of
    /// tile `t` being `t - 1`), if a symmetry of the board carries `from`'s goal cells onto
    /// `to`'s, and at both goals the cells the group leaves free are one region. `None`
    /// otherwise, and for groups of different sizes.
    #[expect(
        clippy::cast_possible_truncation,
        reason = "cells and tile indices of a board of at most MAX_CELLS cells fit a u8"
    )]
    pub fn find(shape: Shape, from: &[u8], to: &[u8]) -> Option<Carry> {
        let cells = shape.cells();
        if from.len() != to.len()
            || from.len() > MAX_GROUP
            || cells > MAX_CELLS
            || !free_cells_joined(shape, from)
            || !free_cells_joined(shape, to)
        {
            return None;
        }
        symmetries(shape).into_iter().find_map(|map| {
            let mut order = [0u8; MAX_GROUP];
            for (i, &t) in to.iter().enumerate() {
                let j = from
                    .iter()
                    .position(|&f| map[f as usize - 1] == usize::from(t) - 1)?;
                order[i] = j as u8;
            }
            let mut back = [0u8; MAX_CELLS];
            for (cell, &image) in map.iter().enumerate() {
                back[image] = cell as u8;
            }
            Some(Carry {
                shape,
                back,
                order,
                len: to.len(),
            })
        })
    }

    /// The table of the group carried to, read from `from`, the table of the group carried
    /// from: each placement's entry is the entry of the placement the symmetry brings it back
    /// to.
    pub fn carry(&self, from: &Table) -> Table {
        let ranking = Ranking::new(self.shape.cells(), self.len);
        let mut unranker = Unranker::new(ranking);
        let mut source = [0u8; MAX_GROUP];
        let excess: Vec<u8> = (0..ranking.len())
            .map(|rank| {
                for (i, &cell) in unranker.unrank(rank).cells().iter().enumerate() {
                    source[self.order[i] as usize] = self.back[cell as usize];
                }
                from.excess(pack(&source[..self.len]))
            })
            .collect();
        Table::from_excess(ranking, &excess, from.shift())
    }
}

/// Whether the cells the group `tiles` leaves free at its goal are one region.
fn free_cells_joined(shape: Shape, tiles: &[u8]) -> bool {
    let occupied = tiles.iter().fold(0u32, |acc, &t| acc | (1 << (t - 1)));
    let grid = Grid::new(shape);
    let free = grid.all() & !occupied;
    #[expect(
        clippy::cast_possible_truncation,
        reason = "a cell of a board of at most MAX_CELLS cells fits a u8"
    )]
    let start = free.trailing_zeros() as u8;
    free == 0 || grid.region(occupied, start) == free
}

/// The symmetries of a board of `shape`, each as the image of every cell: the identity, the two
/// flips and the half turn, and on a square the same four after a transpose.
fn symmetries(shape: Shape) -> Vec<Vec<usize>> {
    let (width, height) = (shape.width(), shape.height());
    let flips = [(false, false), (true, false), (false, true), (true, true)];
    let transposes: &[bool] = if shape.is_square() {
        &[false, true]
    } else {
        &[false]
    };
    transposes
        .iter()
        .flat_map(|&transpose| {
            flips.iter().map(move |&(mirror_rows, mirror_columns)| {
                (0..width * height)
                    .map(|cell| {
                        let (mut row, mut column) = (cell / width, cell % width);
                        if transpose {
                            (row, column) = (column, row);
                        }
                        if mirror_rows {
                            row = height - 1 - row;
                        }
                        if mirror_columns {
                            column = width - 1 - column;
                        }
                        row * width + column
                    })
                    .collect()
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::heuristic::pattern_db::build::build_table;
    use crate::heuristic::pattern_db::manhattan_table;

    /// Carried tables equal the tables the search builds, byte for byte: five tiles on 4×4
    /// through a transpose and a flip, with the tiles listed in another order; four on 5×3
    /// through a flip of its columns. The images were worked out by hand from the boards' rows
    /// and columns.
    #[test]
    fn a_carried_table_is_the_built_one() {
        let cases: [(Shape, &[u8], &[u8]); 2] = [
            // Cells 0 1 2 / 4 5 transposed: 0 4 8 / 1 5; rows flipped: 12 8 4 / 13 9.
            (Shape::square(4).unwrap(), &[1, 2, 3, 5, 6], &[14, 5, 10, 13, 9]),
            // 5 wide, 3 tall: cells 0 1 / 5 6 with the columns flipped: 4 3 / 9 8.
            (Shape::new(5, 3).unwrap(), &[1, 2, 6, 7], &[5, 4, 10, 9]),
        ];
        for (shape, from, to) in cases {
            let md = manhattan_table(shape);
            let table = |tiles: &[u8]| {
                let ranking = Ranking::new(shape.cells(), tiles.len());
                Table::encode(ranking, tiles, &md, &build_table(shape, tiles, &mut |_| {}))
            };
            let carry = Carry::find(shape, from, to).expect("an image");
            assert_eq!(
                carry.carry(&table(from)).bytes(),
                table(to).bytes(),
                "{from:?} to {to:?}"
            );
        }
    }

    /// No carry where no symmetry maps the goal cells (a rectangle has no transpose), nor where
    /// a goal's free cells are split: tiles 2 and 4 of 3×3 shut cell 0 off from the rest.
    #[test]
    fn no_carry_without_a_symmetry_or_with_split_free_cells() {
        let rectangle = Shape::new(4, 2).unwrap();
        // Cells 0 1 (the top row's start) and 0 4 (the first column): a transpose apart.
        assert!(Carry::find(rectangle, &[1, 2], &[1, 5]).is_none());
        let square = Shape::square(3).unwrap();
        assert!(Carry::find(square, &[2, 4], &[4, 2]).is_none());
        assert!(Carry::find(square, &[1], &[1, 2]).is_none());
        assert!(Carry::find(square, &[1, 2], &[1, 2]).is_some());
    }
}
