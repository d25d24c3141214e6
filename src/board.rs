//! The board: a validated permutation of `0..width·height`, row-major, `0` the blank.

use crate::error::Error;
use crate::moves::{Dir, MoveTable};
use crate::shape::Shape;

/// A sliding-tile board that is always well formed: its [`Shape`] is `width × height`, each in
/// [`crate::MIN_SIDE`]`..=`[`crate::MAX_SIDE`], and the tiles are a permutation of `0..width·height`,
/// row-major, with `0` the blank. The goal is `1, 2, …, width·height - 1` followed by the blank.
///
/// A `Board` can only be made by validating input against a shape ([`Board::from_tiles`]), by
/// asking for the goal, or by applying a legal move to another board, so code that holds one
/// never re-checks it.
///
/// ```
/// use slide_puzzle::{Board, Shape};
/// // A 4×3 board (four columns, three rows), one move from the goal.
/// let board = Board::from_tiles(Shape::new(4, 3)?, &[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 11])?;
/// assert_eq!((board.width(), board.height()), (4, 3));
/// assert!(board.slide(11)?.is_goal());
/// assert_eq!(Board::goal(Shape::new(4, 3)?).tiles().last(), Some(&0));
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
///
/// ```
/// use slide_puzzle::{Board, Shape};
///
/// let board = Board::from_tiles(Shape::square(3)?, &[1, 2, 3, 4, 5, 6, 7, 0, 8])?;
/// assert_eq!(board.width(), 3);
/// assert_eq!(board.blank(), 7);
/// let solved = board.slide(8)?;
/// assert!(solved.is_goal());
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Board {
    shape: Shape,
    blank: usize,
    tiles: Vec<u8>,
}

impl Board {
    /// Validates `tiles` (row-major, `0` the blank) as a board of `shape`.
    ///
    /// # Errors
    /// [`Error::LengthNotShape`] unless there are `shape.cells()` tiles, [`Error::TileOutOfRange`]
    /// for a number of `shape.cells()` or more, and [`Error::DuplicateTile`] for a number given
    /// twice.
    ///
    /// ```
    /// use slide_puzzle::{Board, Error, Shape};
    /// let three = Shape::square(3)?;
    /// assert_eq!(
    ///     Board::from_tiles(three, &[1, 2, 3, 4, 5, 6, 7, 8]),
    ///     Err(Error::LengthNotShape { len: 8, width: 3, height: 3 })
    /// );
    /// // Tiles given `width` to a row: the shape says how many rows they make.
    /// let tiles = [1, 2, 0, 3, 4, 5];
    /// assert_eq!(Board::from_tiles(Shape::for_len(tiles.len(), 2)?, &tiles)?.height(), 3);
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    pub fn from_tiles(shape: Shape, tiles: &[u8]) -> Result<Board, Error> {
        Board::from_values(shape, tiles.iter().map(|&t| u32::from(t)))
    }

    /// Like [`Board::from_tiles`] for wider integers, as they come from JavaScript arrays.
    ///
    /// # Errors
    /// As [`Board::from_tiles`].
    ///
    /// ```
    /// use slide_puzzle::{Board, Error, Shape};
    /// let err = Board::from_values(Shape::square(2)?, [1, 2, 3, 300].into_iter()).unwrap_err();
    /// assert_eq!(err, Error::TileOutOfRange { tile: 300, max: 3 });
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    #[expect(
        clippy::cast_possible_truncation,
        reason = "cells, tile numbers and lengths of a board of at most 16 × 16 fit a u8 (below 256) or a u32"
    )]
    pub fn from_values(
        shape: Shape,
        values: impl ExactSizeIterator<Item = u32>,
    ) -> Result<Board, Error> {
        let len = shape.cells();
        if values.len() != len {
            return Err(Error::LengthNotShape {
                len: values.len(),
                width: shape.width(),
                height: shape.height(),
            });
        }
        let max = (len - 1) as u32;
        let mut seen = vec![false; len];
        let mut tiles = Vec::with_capacity(len);
        for value in values {
            if value > max {
                return Err(Error::TileOutOfRange { tile: value, max });
            }
            if std::mem::replace(&mut seen[value as usize], true) {
                return Err(Error::DuplicateTile { tile: value });
            }
            tiles.push(value as u8);
        }
        Ok(Board::from_permutation(shape, tiles))
    }

    /// The solved board of `shape`.
    ///
    /// ```
    /// use slide_puzzle::{Board, Shape};
    /// assert_eq!(Board::goal(Shape::square(2)?).tiles(), &[1, 2, 3, 0]);
    /// assert_eq!(Board::goal(Shape::new(3, 2)?).tiles(), &[1, 2, 3, 4, 5, 0]);
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    #[expect(
        clippy::cast_possible_truncation,
        reason = "cells, tile numbers and lengths of a board of at most 16 × 16 fit a u8 (below 256) or a u32"
    )]
    pub fn goal(shape: Shape) -> Board {
        let tiles = (1..shape.cells())
            .chain(std::iter::once(0))
            .map(|t| t as u8)
            .collect();
        Board::from_permutation(shape, tiles)
    }

    /// Builds a board from tiles already known to be a permutation of `shape`'s cells.
    pub(crate) fn from_permutation(shape: Shape, tiles: Vec<u8>) -> Board {
        debug_assert_eq!(tiles.len(), shape.cells());
        let blank = tiles
            .iter()
            .position(|&t| t == 0)
            .expect("a permutation holds the blank");
        Board {
            shape,
            blank,
            tiles,
        }
    }

    /// The board's width × height.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The number of columns.
    pub fn width(&self) -> usize {
        self.shape.width()
    }

    /// The number of rows.
    pub fn height(&self) -> usize {
        self.shape.height()
    }

    /// The tiles, row-major, `0` the blank.
    pub fn tiles(&self) -> &[u8] {
        &self.tiles
    }

    /// The cell (row-major index) of the blank.
    pub fn blank(&self) -> usize {
        self.blank
    }

    /// Whether this is the solved board.
    pub fn is_goal(&self) -> bool {
        let last = self.tiles.len() - 1;
        self.blank == last
            && self.tiles[..last]
                .iter()
                .enumerate()
                .all(|(cell, &t)| t as usize == cell + 1)
    }

    /// The cell holding `tile`, if the board has such a tile.
    pub fn position(&self, tile: u8) -> Option<usize> {
        self.tiles.iter().position(|&t| t == tile)
    }

    /// The tile that would slide in direction `dir`, if any (see [`Dir`] for the convention).
    ///
    /// ```
    /// use slide_puzzle::{Board, Dir, Shape};
    /// let board = Board::from_tiles(Shape::square(3)?, &[1, 2, 3, 4, 5, 6, 7, 0, 8])?;
    /// assert_eq!(board.tile_moving(Dir::Left), Some(8));
    /// assert_eq!(board.tile_moving(Dir::Down), Some(5));
    /// assert_eq!(board.tile_moving(Dir::Up), None);
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    pub fn tile_moving(&self, dir: Dir) -> Option<u8> {
        dir.inverse()
            .step(self.shape, self.blank)
            .map(|cell| self.tiles[cell])
    }

    /// The way `tile` would travel if it slid now, or `None` if it cannot slide.
    ///
    /// ```
    /// use slide_puzzle::{Board, Dir, Shape};
    /// let board = Board::from_tiles(Shape::square(3)?, &[1, 2, 3, 4, 5, 6, 7, 0, 8])?;
    /// assert_eq!(board.direction_of(8), Some(Dir::Left));
    /// assert_eq!(board.direction_of(7), Some(Dir::Right));
    /// assert_eq!(board.direction_of(1), None);
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    pub fn direction_of(&self, tile: u8) -> Option<Dir> {
        Dir::ALL
            .into_iter()
            .find(|&dir| tile != 0 && self.tile_moving(dir) == Some(tile))
    }

    /// The tiles that can slide now (those beside the blank).
    pub fn movable_tiles(&self) -> impl Iterator<Item = u8> + '_ {
        Dir::ALL.into_iter().filter_map(|dir| self.tile_moving(dir))
    }

    /// The board after sliding `tile` into the blank.
    ///
    /// # Errors
    /// [`Error::IllegalMove`] if `tile` is not beside the blank (or is the blank itself, or is
    /// not on the board).
    pub fn slide(&self, tile: u32) -> Result<Board, Error> {
        let cell = u8::try_from(tile)
            .ok()
            .filter(|&t| t != 0)
            .and_then(|t| self.position(t))
            .filter(|&cell| self.shape.grid_distance(cell, self.blank) == 1)
            .ok_or(Error::IllegalMove { tile })?;
        let mut next = self.clone();
        next.tiles.swap(cell, self.blank);
        next.blank = cell;
        Ok(next)
    }

    /// Slides each tile of `moves` in turn.
    ///
    /// # Errors
    /// [`Error::IllegalMove`] at the first tile that cannot slide.
    pub fn slide_all(&self, moves: &[u8]) -> Result<Board, Error> {
        moves
            .iter()
            .try_fold(self.clone(), |board, &tile| board.slide(u32::from(tile)))
    }

    /// A precomputed successor table for this board's shape.
    pub fn move_table(&self) -> MoveTable {
        MoveTable::new(self.shape)
    }
}

impl std::fmt::Display for Board {
    /// Rows of right-aligned numbers with `.` for the blank.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let width = (self.tiles.len() - 1).to_string().len();
        for row in self.tiles.chunks(self.shape.width()) {
            let cells: Vec<String> = row
                .iter()
                .map(|&t| match t {
                    0 => format!("{:>width$}", "."),
                    t => format!("{t:>width$}"),
                })
                .collect();
            writeln!(f, "{}", cells.join(" "))?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shape::{MAX_SIDE, MIN_SIDE};

    #[test]
    fn rejects_malformed_boards() {
        let (two, three) = (Shape::square(2).unwrap(), Shape::square(3).unwrap());
        assert_eq!(
            Board::from_tiles(two, &[]),
            Err(Error::LengthNotShape {
                len: 0,
                width: 2,
                height: 2
            })
        );
        assert_eq!(
            Board::from_tiles(two, &[0]),
            Err(Error::LengthNotShape {
                len: 1,
                width: 2,
                height: 2
            })
        );
        assert_eq!(
            Board::from_tiles(three, &[1, 2, 3, 4, 5, 6, 7, 8]),
            Err(Error::LengthNotShape {
                len: 8,
                width: 3,
                height: 3
            })
        );
        assert_eq!(
            Board::from_tiles(three, &[1, 2, 3, 9, 5, 6, 7, 8, 0]),
            Err(Error::TileOutOfRange { tile: 9, max: 8 })
        );
        assert_eq!(
            Board::from_tiles(two, &[1, 1, 2, 0]),
            Err(Error::DuplicateTile { tile: 1 })
        );
        // The length is checked before any tile, as a list too long for the shape.
        assert_eq!(
            Board::from_tiles(two, &[1, 2, 3, 0, 9]),
            Err(Error::LengthNotShape {
                len: 5,
                width: 2,
                height: 2
            })
        );
        for len in [0, 1, 8, 17 * 17] {
            assert_eq!(Shape::for_square_len(len), Err(Error::BadLength { len }));
        }
        assert_eq!(Shape::for_square_len(16 * 16), Shape::square(16));
    }

    #[test]
    fn slides_only_neighbours_of_the_blank() {
        let board =
            Board::from_tiles(Shape::square(3).unwrap(), &[1, 2, 3, 4, 0, 5, 6, 7, 8]).unwrap();
        let mut movable: Vec<u8> = board.movable_tiles().collect();
        movable.sort_unstable();
        assert_eq!(movable, vec![2, 4, 5, 7]);
        for tile in [1, 3, 6, 8, 0, 9, 300] {
            assert_eq!(board.slide(tile), Err(Error::IllegalMove { tile }));
        }
        let next = board.slide(5).unwrap();
        assert_eq!(next.tiles(), &[1, 2, 3, 4, 5, 0, 6, 7, 8]);
        assert_eq!(next.blank(), 5);
    }

    #[test]
    fn no_wrap_around_row_ends() {
        // The blank at the start of a row is not beside the tile at the end of the row above.
        let board =
            Board::from_tiles(Shape::square(3).unwrap(), &[1, 2, 3, 0, 4, 5, 6, 7, 8]).unwrap();
        assert!(board.slide(3).is_err());
        assert!(board.slide(4).is_ok());
    }

    #[test]
    fn goal_is_recognised() {
        for side in MIN_SIDE..=MAX_SIDE {
            assert!(Board::goal(Shape::square(side).unwrap()).is_goal());
        }
        assert!(!Board::from_tiles(Shape::square(2).unwrap(), &[2, 1, 3, 0])
            .unwrap()
            .is_goal());
        assert_eq!(
            Shape::square(1),
            Err(Error::UnsupportedShape {
                width: 1,
                height: 1
            })
        );
        assert_eq!(
            Shape::square(17),
            Err(Error::UnsupportedShape {
                width: 17,
                height: 17
            })
        );
        for width in MIN_SIDE..=MAX_SIDE {
            for height in MIN_SIDE..=MAX_SIDE {
                let goal = Board::goal(Shape::new(width, height).unwrap());
                assert!(goal.is_goal());
                assert_eq!(goal.tiles().len(), width * height);
            }
        }
        assert_eq!(
            Shape::new(17, 2),
            Err(Error::UnsupportedShape {
                width: 17,
                height: 2
            })
        );
    }

    #[test]
    fn shaped_boards_are_validated_and_slide_within_their_rows() {
        assert_eq!(
            Shape::for_len(4, 1),
            Err(Error::UnsupportedShape {
                width: 1,
                height: 4
            })
        );
        assert_eq!(
            Shape::for_len(4, 0),
            Err(Error::LengthNotRows { len: 4, width: 0 })
        );
        let wide = Shape::new(3, 2).unwrap();
        assert_eq!(
            Board::from_tiles(wide, &[1, 2, 3, 4, 5, 5]),
            Err(Error::DuplicateTile { tile: 5 })
        );
        // 3 wide, 2 tall: 1 2 3 / 0 4 5. The blank at a row's start is not beside the row above's end.
        let board = Board::from_tiles(wide, &[1, 2, 3, 0, 4, 5]).unwrap();
        let mut movable: Vec<u8> = board.movable_tiles().collect();
        movable.sort_unstable();
        assert_eq!(movable, vec![1, 4]);
        assert!(board.slide(3).is_err());
        // 2 wide, 3 tall: 1 2 / 0 4 / 3 5.
        let tall = Board::from_tiles(wide.transposed(), &[1, 2, 0, 4, 3, 5]).unwrap();
        let mut movable: Vec<u8> = tall.movable_tiles().collect();
        movable.sort_unstable();
        assert_eq!(movable, vec![1, 3, 4]);
        assert_eq!(tall.slide(3).unwrap().tiles(), &[1, 2, 3, 4, 0, 5]);
    }
}
