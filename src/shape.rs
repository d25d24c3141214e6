//! The shape of a board: width × height, each from [`MIN_SIDE`] to [`MAX_SIDE`].

use crate::error::Error;

/// The smallest supported side (the 3-puzzle on a 2×2 board).
pub const MIN_SIDE: usize = 2;
/// The largest supported side: every tile number of a 16×16 board still fits in a byte.
pub const MAX_SIDE: usize = 16;

/// A board's width and height, each in [`MIN_SIDE`]`..=`[`MAX_SIDE`]. It can only be made by
/// checking both ([`Shape::new`], [`Shape::square`], [`Shape::for_len`],
/// [`Shape::for_square_len`]), so code that holds one
/// never re-checks it, and every cell and tile number of a board of this shape fits in a byte.
///
/// Cells are numbered row-major: cell `c` is in row `c / width` and column `c % width`.
///
/// ```
/// use slide_puzzle::Shape;
/// let shape = Shape::new(4, 3)?;
/// assert_eq!((shape.width(), shape.height(), shape.cells()), (4, 3, 12));
/// assert!(!shape.is_square());
/// assert_eq!(shape.to_string(), "4×3");
/// assert_eq!(Shape::for_len(12, 3)?, Shape::new(3, 4)?);
/// assert!(Shape::new(1, 5).is_err() && Shape::for_len(10, 3).is_err());
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Shape {
    width: u8,
    height: u8,
}

impl Shape {
    /// The shape `width` × `height`.
    ///
    /// # Errors
    /// [`Error::UnsupportedShape`] unless both are in [`MIN_SIDE`]`..=`[`MAX_SIDE`].
    pub fn new(width: usize, height: usize) -> Result<Shape, Error> {
        let fits = |n: usize| (MIN_SIDE..=MAX_SIDE).contains(&n);
        if fits(width) && fits(height) {
            Ok(Shape {
                width: u8::try_from(width)
                    .map_err(|_| Error::UnsupportedShape { width, height })?,
                height: u8::try_from(height)
                    .map_err(|_| Error::UnsupportedShape { width, height })?,
            })
        } else {
            Err(Error::UnsupportedShape { width, height })
        }
    }

    /// The square shape `side` × `side`.
    ///
    /// # Errors
    /// [`Error::UnsupportedShape`] unless `side` is in [`MIN_SIDE`]`..=`[`MAX_SIDE`].
    ///
    /// ```
    /// use slide_puzzle::{Error, Shape};
    /// assert_eq!(Shape::square(4)?.cells(), 16);
    /// let err = Shape::square(17).unwrap_err();
    /// assert_eq!(err, Error::UnsupportedShape { width: 17, height: 17 });
    /// assert!(err.to_string().starts_with("a board side of 17 is not supported"));
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    pub fn square(side: usize) -> Result<Shape, Error> {
        Shape::new(side, side)
    }

    /// The shape of `len` tiles laid out `width` to a row.
    ///
    /// # Errors
    /// [`Error::LengthNotRows`] if `width` is zero or does not divide `len`, and
    /// [`Error::UnsupportedShape`] if the width or the height is out of range.
    pub fn for_len(len: usize, width: usize) -> Result<Shape, Error> {
        if width == 0 || len % width != 0 {
            return Err(Error::LengthNotRows { len, width });
        }
        Shape::new(width, len / width)
    }

    /// The square shape of `len` cells: how a list of tiles given without a width is read.
    ///
    /// # Errors
    /// [`Error::BadLength`] unless `len` is the square of a side in
    /// [`MIN_SIDE`]`..=`[`MAX_SIDE`].
    ///
    /// ```
    /// use slide_puzzle::{Error, Shape};
    /// assert_eq!(Shape::for_square_len(16)?, Shape::square(4)?);
    /// assert_eq!(Shape::for_square_len(12), Err(Error::BadLength { len: 12 }));
    /// assert_eq!(Shape::for_square_len(1), Err(Error::BadLength { len: 1 }));
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    pub fn for_square_len(len: usize) -> Result<Shape, Error> {
        let side = (MIN_SIDE..=MAX_SIDE)
            .find(|side| side * side == len)
            .ok_or(Error::BadLength { len })?;
        Shape::square(side)
    }

    /// The number of columns.
    pub fn width(self) -> usize {
        usize::from(self.width)
    }

    /// The number of rows.
    pub fn height(self) -> usize {
        usize::from(self.height)
    }

    /// The number of cells, `width × height`.
    pub fn cells(self) -> usize {
        self.width() * self.height()
    }

    /// Whether width and height are equal.
    pub fn is_square(self) -> bool {
        self.width == self.height
    }

    /// The shape turned on its side: `height × width`.
    pub fn transposed(self) -> Shape {
        Shape {
            width: self.height,
            height: self.width,
        }
    }

    /// The row of `cell`.
    #[inline]
    pub fn row(self, cell: usize) -> usize {
        cell / self.width()
    }

    /// The column of `cell`.
    #[inline]
    pub fn column(self, cell: usize) -> usize {
        cell % self.width()
    }

    /// The number of rows and columns between two cells.
    #[inline]
    pub fn grid_distance(self, a: usize, b: usize) -> usize {
        self.row(a).abs_diff(self.row(b)) + self.column(a).abs_diff(self.column(b))
    }
}

impl std::fmt::Display for Shape {
    /// `width×height`, as in `4×3`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}×{}", self.width, self.height)
    }
}
