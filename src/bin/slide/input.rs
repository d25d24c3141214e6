//! Reading boards from text: one board a line, its tiles as whole numbers separated by white
//! space or commas, `0` the blank, row-major; a `#` starts a comment that runs to the end of the
//! line, and lines with no tiles are skipped.

use std::fmt;

use slide_puzzle::{Board, Error, Shape};

/// Why a line is not a board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LineError {
    /// A piece of the line is not a whole number (the start of it, if long).
    NotANumber(String),
    /// The numbers are not a board the crate takes.
    Board(Error),
}

impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LineError::NotANumber(piece) => write!(
                f,
                "{piece:?} is not a tile number: give the tiles as whole numbers from 0 (the \
                 blank) up, separated by spaces or commas"
            ),
            LineError::Board(err) => err.fmt(f),
        }
    }
}

/// The board on `line`, laid out `width` tiles to a row (a square when `None`), or `None` if
/// the line holds no tiles (blank, or a comment).
///
/// # Errors
/// [`LineError::NotANumber`] for a piece that is not a whole number, [`LineError::Board`] for
/// numbers that make no board (the wrong count, a tile repeated or out of range).
pub fn board(line: &str, width: Option<usize>) -> Result<Option<Board>, LineError> {
    let tiles = line.split('#').next().unwrap_or_default();
    let values = tiles
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|piece| !piece.is_empty())
        .map(|piece| {
            piece
                .parse::<u32>()
                .map_err(|_| LineError::NotANumber(piece.chars().take(20).collect()))
        })
        .collect::<Result<Vec<u32>, LineError>>()?;
    if values.is_empty() {
        return Ok(None);
    }
    let shape = match width {
        Some(width) => Shape::for_len(values.len(), width),
        None => Shape::for_square_len(values.len()),
    }
    .map_err(LineError::Board)?;
    Board::from_values(shape, values.into_iter())
        .map(Some)
        .map_err(LineError::Board)
}

#[cfg(test)]
mod tests {
    use super::*;
    use slide_puzzle::Shape;

    #[test]
    fn reads_spaces_commas_and_comments() {
        let goal = Board::goal(Shape::square(3).unwrap());
        for line in [
            "1 2 3 4 5 6 7 8 0",
            "1,2,3,4,5,6,7,8,0",
            " 1, 2, 3,\t4 5 6 7 8 0 # the goal",
            "1 2 3 4 5 6 7 8 0#",
        ] {
            assert_eq!(board(line, None), Ok(Some(goal.clone())), "{line:?}");
        }
        for line in ["", "   ", "# a comment", " , ,", "#1 2 3 0"] {
            assert_eq!(board(line, None), Ok(None), "{line:?}");
        }
    }

    #[test]
    fn takes_a_width_for_rectangles() {
        let wide = board("1 2 3 4 5 6 7 0", Some(4)).unwrap().unwrap();
        assert_eq!((wide.width(), wide.height()), (4, 2));
        assert_eq!(
            board("1 2 3 4 5 6 7 0", None),
            Err(LineError::Board(Error::BadLength { len: 8 }))
        );
        assert_eq!(
            board("1 2 3 4 5 6 7 0", Some(3)),
            Err(LineError::Board(Error::LengthNotRows { len: 8, width: 3 }))
        );
    }

    #[test]
    fn names_what_is_wrong() {
        assert_eq!(
            board("1 2 x 0", None),
            Err(LineError::NotANumber("x".into()))
        );
        assert_eq!(
            board("1 2 -3 0", None),
            Err(LineError::NotANumber("-3".into()))
        );
        assert_eq!(
            board(&"9".repeat(1000), None),
            Err(LineError::NotANumber("9".repeat(20)))
        );
        assert_eq!(
            board("1 2 3 3", None),
            Err(LineError::Board(Error::DuplicateTile { tile: 3 }))
        );
        let message = board("1 2 3 x", None).unwrap_err().to_string();
        assert!(
            message.starts_with("\"x\" is not a tile number"),
            "{message}"
        );
    }
}
