//! What every [`Error`] says to the person who reads it in the page or the console: what was
//! wrong and what would be right. Kept apart from [`crate::error`] because the words name the
//! crate's vocabulary (the supported sides, the notation's letters), while the error type itself
//! must sit below every module that returns it.

use std::fmt;

use crate::dir::Dir;
use crate::error::{Error, NotationProblem};
use crate::notation::{letter, MAX_RUN};
use crate::shape::{MAX_SIDE, MIN_SIDE};

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::BadLength { len } => write!(
                f,
                "a board of {len} tiles is not square: give side × side tiles \
                 (9 for 3×3, 16 for 4×4, 25 for 5×5, up to {} for {MAX_SIDE}×{MAX_SIDE})",
                MAX_SIDE * MAX_SIDE
            ),
            Error::LengthNotShape { len, width, height } => write!(
                f,
                "{len} tiles do not fill a {width}×{height} board: give {} tiles, 0 for the blank",
                width * height
            ),
            Error::UnsupportedShape { width, height } if width == height => write!(
                f,
                "a board side of {width} is not supported: choose a side from {MIN_SIDE} to {MAX_SIDE}"
            ),
            Error::UnsupportedShape { width, height } => write!(
                f,
                "a {width}×{height} board is not supported: width and height must each be from \
                 {MIN_SIDE} to {MAX_SIDE}"
            ),
            Error::LengthNotRows { len, width } => write!(
                f,
                "{len} tiles do not make rows of {width}: the width must divide the number of tiles \
                 (12 tiles make a 4×3 board with width 4, or 3×4 with width 3)"
            ),
            Error::TileOutOfRange { tile, max } => write!(
                f,
                "tile {tile} is out of range: tiles are numbered 0 (the blank) to {max}"
            ),
            Error::DuplicateTile { tile } => write!(
                f,
                "tile {tile} appears twice: every number from 0 (the blank) up must appear exactly once"
            ),
            Error::IllegalMove { tile } => write!(
                f,
                "tile {tile} cannot slide: only a tile directly above, below, left or right of the blank can move"
            ),
            Error::IllegalMoveAt { index, tile } => write!(
                f,
                "move {index} (counting from 0) cannot be made: tile {tile} is not directly above, \
                 below, left or right of the blank after the moves before it"
            ),
            Error::UnknownDirection { name } => write!(
                f,
                "\"{name}\" is not a direction: use \"up\", \"right\", \"down\" or \"left\""
            ),
            Error::Unsolvable => write!(
                f,
                "this board cannot be solved: no sequence of slides reaches the goal \
                 (its inversion parity is wrong; swapping two tiles would fix it)"
            ),
            Error::NoTables { width, height } => write!(
                f,
                "there is no solver for {width}×{height} boards that takes tables: boards of this \
                 shape are solved without tables, so there is nothing to load"
            ),
            Error::NoSolver { width, height } => write!(
                f,
                "there is no solver for {width}×{height} boards yet: \
                 the solver takes widths and heights up to 8"
            ),
            Error::NoOptimalSolver { width, height } => write!(
                f,
                "optimal solutions are proven only on boards of at most 16 cells \
                 (up to 4×4, 8×2 or 5×3): a {width}×{height} board has {}",
                width * height
            ),
            Error::BudgetExceeded { nodes } => write!(
                f,
                "the solver gave up after examining {nodes} positions without proving an optimal answer"
            ),
            Error::Random => write!(f, "the browser could not supply random numbers"),
            Error::BadTables { reason } => write!(
                f,
                "the stored solver tables cannot be used: {reason}; they will be built again"
            ),
            Error::NoBoardAtDistance { distance, max } => write!(
                f,
                "no board is exactly {distance} moves from the goal: choose a distance from 1 to {max}"
            ),
            Error::BadDate { year, month, day } => write!(
                f,
                "{year:04}-{month:02}-{day:02} is not a date: give a year from 1 to 9999, \
                 a month from 1 to 12 and a day that month has"
            ),
            Error::TooManySolvedRows { rows, max } => write!(
                f,
                "cannot keep {rows} rows solved: at most {max} rows can stay solved on this board"
            ),
            Error::BadNotation { at, problem } => write_notation_problem(f, *at, *problem),
            Error::NotationTooLong { max } => write!(
                f,
                "the move text is longer than {max} characters: give it in shorter pieces"
            ),
        }
    }
}

/// The message of [`Error::BadNotation`].
fn write_notation_problem(
    f: &mut fmt::Formatter<'_>,
    at: usize,
    problem: NotationProblem,
) -> fmt::Result {
    const HOW: &str = "write U, D, L or R (the way the tile slides, any case), each with an \
                       optional count, as in \"R3 D2 L U\"";
    match problem {
        NotationProblem::UnknownLetter(found) => write!(
            f,
            "{:?} at character {at} is not a move: {HOW}",
            found.to_string()
        ),
        NotationProblem::ZeroCount => write!(
            f,
            "the count at character {at} is zero: a count is how many tiles slide in a row, \
             from 1 to {MAX_RUN}"
        ),
        NotationProblem::CountTooLarge => write!(
            f,
            "the count at character {at} is above {MAX_RUN}: a count is how many tiles slide \
             in a row, from 1 to {MAX_RUN}"
        ),
        NotationProblem::CountWithoutLetter => write!(
            f,
            "the count at character {at} has no move letter before it: {HOW}"
        ),
        NotationProblem::NoTileToSlide { dir, nth } => {
            let side = match dir {
                Dir::Up => "below",
                Dir::Right => "left of",
                Dir::Down => "above",
                Dir::Left => "right of",
            };
            let which = if nth > 1 {
                format!(", move {nth} of its run")
            } else {
                String::new()
            };
            write!(
                f,
                "the move at character {at} ({}{which}) slides no tile: nothing is {side} the blank",
                letter(dir)
            )
        }
    }
}
