//! The one error type of the crate: every way a caller's input can be wrong, and its stable
//! [`ErrorKind`]. What each error says to a person is in `message.rs`, which needs the
//! rest of the crate's vocabulary (the supported sides, the notation's letters); this module
//! needs none of it, so every other module can return an [`Error`] without an import circle.

use crate::dir::Dir;

/// Everything that can go wrong when a caller hands the crate a board, a move or a size.
///
/// The `Display` text is written for the person who will read it in the page or the console:
/// it says what was wrong and what would be right.
///
/// ```
/// use slide_puzzle::{Board, Error, Shape};
///
/// let err = Board::from_tiles(Shape::square(3)?, &[1, 2, 3, 4, 5, 6, 7, 8, 8]).unwrap_err();
/// assert_eq!(err, Error::DuplicateTile { tile: 8 });
/// assert!(err.to_string().contains("appears twice"));
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// The number of tiles is not the square of a supported side, where the board's shape was
    /// to be read from its length alone ([`crate::Shape::for_square_len`]).
    BadLength {
        /// How many tiles were given.
        len: usize,
    },
    /// The number of tiles is not the number of cells of the board's shape.
    LengthNotShape {
        /// How many tiles were given.
        len: usize,
        /// The shape's width.
        width: usize,
        /// The shape's height.
        height: usize,
    },
    /// The width or height (a square's side) is outside the supported range.
    UnsupportedShape {
        /// The width asked for.
        width: usize,
        /// The height asked for.
        height: usize,
    },
    /// The tiles cannot be laid out in rows of the given width (it does not divide their number).
    LengthNotRows {
        /// How many tiles were given.
        len: usize,
        /// The width asked for.
        width: usize,
    },
    /// A tile number is not in `0..side²`.
    TileOutOfRange {
        /// The offending value.
        tile: u32,
        /// The largest allowed value, `side² - 1`.
        max: u32,
    },
    /// A tile number occurs more than once.
    DuplicateTile {
        /// The repeated value.
        tile: u32,
    },
    /// The tile named by a move is not next to the blank, or not on the board.
    IllegalMove {
        /// The tile the caller asked to slide.
        tile: u32,
    },
    /// A move of a sequence cannot be made: its tile is not beside the blank at that point.
    IllegalMoveAt {
        /// The move's index in the sequence, counting from 0.
        index: usize,
        /// The tile the move names.
        tile: u32,
    },
    /// A direction name is not one of `up`, `right`, `down`, `left`.
    UnknownDirection {
        /// What was given.
        name: String,
    },
    /// The board cannot reach the goal by sliding tiles (wrong inversion parity).
    Unsolvable,
    /// Boards of this width × height are solved without stored tables, so there are none to load.
    NoTables {
        /// The width of the board.
        width: usize,
        /// The height of the board.
        height: usize,
    },
    /// There is no solver for boards of this width × height.
    NoSolver {
        /// The width of the board.
        width: usize,
        /// The height of the board.
        height: usize,
    },
    /// The board is too large for its optimal solutions to be proven (more than 16 cells).
    NoOptimalSolver {
        /// The width of the board.
        width: usize,
        /// The height of the board.
        height: usize,
    },
    /// The search gave up after its work budget, so no answer is claimed.
    BudgetExceeded {
        /// How many nodes were expanded before giving up.
        nodes: u64,
    },
    /// The platform could not supply random numbers.
    Random,
    /// Stored solver tables could not be read (the caller should build them again).
    BadTables {
        /// What was wrong with them.
        reason: &'static str,
    },
    /// No board lies at the asked-for distance (3×3 boards are 1 to 31 moves from the goal).
    NoBoardAtDistance {
        /// The distance asked for.
        distance: u32,
        /// The largest distance there is.
        max: u32,
    },
    /// A calendar date that does not exist, or lies outside the years 1 to 9999.
    BadDate {
        /// The year given.
        year: i32,
        /// The month given (1 to 12 is valid).
        month: u32,
        /// The day of the month given.
        day: u32,
    },
    /// More solved rows were asked for than a deal can keep while leaving a puzzle to solve.
    TooManySolvedRows {
        /// The rows asked for.
        rows: usize,
        /// The most allowed for this side (`side − 2`).
        max: usize,
    },
    /// Move text ([`crate::notation`]) could not be read or played, at a given character.
    BadNotation {
        /// Where: the 1-based position, in characters (not bytes), of the offending letter or
        /// count.
        at: usize,
        /// What is wrong there.
        problem: NotationProblem,
    },
    /// Move text is longer than [`crate::notation::MAX_NOTATION_CHARS`] characters.
    NotationTooLong {
        /// The most characters taken.
        max: usize,
    },
}

/// What is wrong at one place of a move text ([`Error::BadNotation`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotationProblem {
    /// A character that is neither a move letter (`U`, `D`, `L`, `R`, any case), a digit of a
    /// count, nor white space.
    UnknownLetter(char),
    /// A count of zero (`R0`).
    ZeroCount,
    /// A count above [`crate::notation::MAX_RUN`].
    CountTooLarge,
    /// A count with no move letter before it (`3R`, or a text that starts with a digit).
    CountWithoutLetter,
    /// A move whose tile is not there: the blank is on the edge the tile would come from.
    NoTileToSlide {
        /// The direction the missing tile would have slid.
        dir: Dir,
        /// Which move of its run (1 for the first, or a single move) found no tile.
        nth: u32,
    },
}

/// The stable, machine-readable kind of a failure: what a caller branches on, where the message
/// is for people and may change. Across the wasm boundary it is the thrown `Error`'s `name`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ErrorKind {
    /// The board is not a well-formed permutation of `0..side²` (wrong type, length or tiles).
    BadBoard,
    /// A side given alone (the wasm API's older, square-only form of a shape argument) is not a
    /// whole number in the supported range: the same failure as [`ErrorKind::BadShape`], under
    /// the name that callers of that form branch on. Kept for one release; [`Error::kind`]
    /// never returns it, only the wasm boundary does, for that form.
    BadSide,
    /// The width or height is not a whole number in the supported range, or the width does not
    /// divide the number of tiles.
    BadShape,
    /// The tile cannot slide (not beside the blank, not on the board, not a whole number).
    IllegalMove,
    /// A direction is not `"up"`, `"right"`, `"down"` or `"left"`.
    BadDirection,
    /// The board cannot reach the goal.
    Unsolvable,
    /// There is no solver for boards of this shape.
    NoSolver,
    /// The search gave up after its work budget.
    OutOfBudget,
    /// The platform could not supply random numbers.
    NoRandomness,
    /// Stored solver tables were refused (corrupt, another version, other groups, wrong type).
    BadTables,
    /// No 3×3 board lies at the asked-for distance, or the distance is not a whole number.
    BadDistance,
    /// Too many solved rows were asked for, or the count is not a whole number.
    BadRows,
    /// Move text cannot be read: an unknown letter, a zero or missing count, or too long.
    BadNotation,
    /// Some other argument is malformed: a time limit, a calendar date that does not exist, or
    /// a progress callback that is not a function.
    BadArgument,
    /// The solver was called from inside one of its own callbacks.
    Busy,
    /// A solving session was used after `close()`.
    SessionClosed,
    /// The answer could not be handed back (the JS environment refused to build it).
    Internal,
}

impl ErrorKind {
    /// The kind's stable name, as JS sees it in `error.name`.
    pub fn name(self) -> &'static str {
        match self {
            ErrorKind::BadBoard => "BadBoard",
            ErrorKind::BadSide => "BadSide",
            ErrorKind::BadShape => "BadShape",
            ErrorKind::IllegalMove => "IllegalMove",
            ErrorKind::BadDirection => "BadDirection",
            ErrorKind::Unsolvable => "Unsolvable",
            ErrorKind::NoSolver => "NoSolver",
            ErrorKind::OutOfBudget => "OutOfBudget",
            ErrorKind::NoRandomness => "NoRandomness",
            ErrorKind::BadTables => "BadTables",
            ErrorKind::BadDistance => "BadDistance",
            ErrorKind::BadRows => "BadRows",
            ErrorKind::BadNotation => "BadNotation",
            ErrorKind::BadArgument => "BadArgument",
            ErrorKind::Busy => "Busy",
            ErrorKind::SessionClosed => "SessionClosed",
            ErrorKind::Internal => "Internal",
        }
    }
}

impl Error {
    /// The stable kind of this error (see [`ErrorKind`]).
    pub fn kind(&self) -> ErrorKind {
        match self {
            Error::BadLength { .. }
            | Error::LengthNotShape { .. }
            | Error::TileOutOfRange { .. }
            | Error::DuplicateTile { .. } => ErrorKind::BadBoard,
            Error::UnsupportedShape { .. } | Error::LengthNotRows { .. } => ErrorKind::BadShape,
            Error::IllegalMove { .. }
            | Error::IllegalMoveAt { .. }
            | Error::BadNotation {
                problem: NotationProblem::NoTileToSlide { .. },
                ..
            } => ErrorKind::IllegalMove,
            Error::UnknownDirection { .. } => ErrorKind::BadDirection,
            Error::Unsolvable => ErrorKind::Unsolvable,
            // Importing tables for a shape without them was a `NoSolver` for a square side and a
            // `BadTables` for a rectangle before the two were one error; callers branch on both.
            Error::NoTables { width, height } if width != height => ErrorKind::BadTables,
            Error::NoSolver { .. } | Error::NoTables { .. } | Error::NoOptimalSolver { .. } => {
                ErrorKind::NoSolver
            }
            Error::BudgetExceeded { .. } => ErrorKind::OutOfBudget,
            Error::Random => ErrorKind::NoRandomness,
            Error::BadTables { .. } => ErrorKind::BadTables,
            Error::NoBoardAtDistance { .. } => ErrorKind::BadDistance,
            Error::TooManySolvedRows { .. } => ErrorKind::BadRows,
            Error::BadDate { .. } => ErrorKind::BadArgument,
            Error::BadNotation { .. } | Error::NotationTooLong { .. } => ErrorKind::BadNotation,
        }
    }
}

impl std::error::Error for Error {}
