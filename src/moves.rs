//! Directions and the precomputed neighbour tables that every search walks.
//!
//! **Convention, used everywhere (the page, the keyboard, the solver's output):** a move names
//! the *tile* that slides into the blank, and a [`Dir`] is the direction that *tile* travels.
//! Pressing the left arrow slides the tile to the right of the blank leftwards into the hole;
//! the blank itself moves the opposite way.

pub use crate::dir::Dir;
use crate::error::Error;
use crate::shape::Shape;

impl Dir {
    /// Parses `"up"`, `"right"`, `"down"` or `"left"` (any letter case).
    ///
    /// # Errors
    /// [`Error::UnknownDirection`] for any other text.
    ///
    /// ```
    /// use slide_puzzle::Dir;
    /// assert_eq!(Dir::parse("Left"), Ok(Dir::Left));
    /// assert!(Dir::parse("north").is_err());
    /// ```
    pub fn parse(name: &str) -> Result<Dir, Error> {
        match name.to_ascii_lowercase().as_str() {
            "up" => Ok(Dir::Up),
            "right" => Ok(Dir::Right),
            "down" => Ok(Dir::Down),
            "left" => Ok(Dir::Left),
            _ => Err(Error::UnknownDirection {
                name: name.chars().take(40).collect(),
            }),
        }
    }

    /// The cell next to `cell` in this direction on a board of `shape`, if there is one: `None`
    /// at the board's edge (a step never wraps round to the next or previous row).
    ///
    /// ```
    /// use slide_puzzle::{Dir, Shape};
    /// // 3×3 cells are numbered 0..9 row-major: cell 4 is the centre.
    /// let square = Shape::square(3)?;
    /// assert_eq!(Dir::Up.step(square, 4), Some(1));
    /// assert_eq!(Dir::Left.step(square, 3), None);
    /// // 4×2 cells: 0 1 2 3 / 4 5 6 7.
    /// let shape = Shape::new(4, 2)?;
    /// assert_eq!(Dir::Down.step(shape, 3), Some(7));
    /// assert_eq!(Dir::Down.step(shape, 7), None);
    /// assert_eq!(Dir::Right.step(shape, 3), None);
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    pub fn step(self, shape: Shape, cell: usize) -> Option<usize> {
        step(shape.width(), shape.height(), cell, self)
    }
}

/// The cell next to `cell` in direction `dir` on a `width × height` board.
fn step(width: usize, height: usize, cell: usize, dir: Dir) -> Option<usize> {
    let (row, col) = (cell / width, cell % width);
    match dir {
        Dir::Up => (row > 0).then(|| cell - width),
        Dir::Down => (row + 1 < height).then(|| cell + width),
        Dir::Left => (col > 0).then(|| cell - 1),
        Dir::Right => (col + 1 < width).then(|| cell + 1),
    }
}

/// For every blank position, the cells whose tile can slide into it: the search's successor
/// table, computed once per shape so the hot loop does no arithmetic on rows and columns.
///
/// ```
/// use slide_puzzle::{MoveTable, Shape};
/// let table = MoveTable::new(Shape::square(3)?);
/// assert_eq!(table.sources(0), &[3, 1]); // a blank in the corner has two neighbours
/// assert_eq!(table.sources(4).len(), 4);
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct MoveTable {
    sources: Vec<[u8; 4]>,
    directions: Vec<[u8; 4]>,
    counts: Vec<u8>,
}

impl MoveTable {
    /// Builds the table for a board of `shape` (whose cells, at most 16 × 16, fit in a byte).
    ///
    /// ```
    /// use slide_puzzle::{MoveTable, Shape};
    /// let table = MoveTable::new(Shape::new(2, 3)?);
    /// assert_eq!(table.sources(0), &[2, 1]);
    /// assert_eq!(table.sources(3), &[5, 2, 1]); // cells 0 1 / 2 3 / 4 5
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    pub fn new(shape: Shape) -> MoveTable {
        MoveTable::sized(shape.width(), shape.height())
    }

    #[expect(
        clippy::cast_possible_truncation,
        reason = "cells, tile numbers and lengths of a board of at most 16 × 16 fit a u8 (below 256) or a u32"
    )]
    fn sized(width: usize, height: usize) -> MoveTable {
        let cells = width * height;
        let mut sources = vec![[0u8; 4]; cells];
        let mut directions = vec![[0u8; 4]; cells];
        let mut counts = vec![0u8; cells];
        for blank in 0..cells {
            for (d, dir) in Dir::ALL.into_iter().enumerate() {
                // The tile moving `dir` sits on the blank's far side from `dir`.
                if let Some(src) = step(width, height, blank, dir.inverse()) {
                    sources[blank][counts[blank] as usize] = src as u8;
                    directions[blank][counts[blank] as usize] = d as u8;
                    counts[blank] += 1;
                }
            }
        }
        MoveTable {
            sources,
            directions,
            counts,
        }
    }

    /// The cells beside `blank`, in the order up-source, right-source, down-source, left-source
    /// (that is: below, left, above, right of the blank), skipping the board's edges.
    #[inline]
    pub fn sources(&self, blank: usize) -> &[u8] {
        &self.sources[blank][..self.counts[blank] as usize]
    }

    /// The direction each of [`MoveTable::sources`]' tiles slides in, as its index in
    /// [`Dir::ALL`].
    ///
    /// ```
    /// use slide_puzzle::{Dir, MoveTable, Shape};
    /// let table = MoveTable::new(Shape::square(3)?);
    /// // The blank in the corner: the tile on its left slides right, the one above slides down.
    /// assert_eq!(table.sources(8), &[7, 5]);
    /// assert_eq!(table.directions(8), &[Dir::Right as u8, Dir::Down as u8]);
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    #[inline]
    pub fn directions(&self, blank: usize) -> &[u8] {
        &self.directions[blank][..self.counts[blank] as usize]
    }
}
