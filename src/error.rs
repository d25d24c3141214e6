//! The one error type of the crate: every way a caller's input can be wrong, with a message a
//! person can act on.

use std::fmt;

use crate::moves::Dir;

/// Everything that can go wrong when a caller hands the crate a board, a move or a size.
///
/// The `Display` text is written for the person who will read it in the page or the console:
/// it says what was wrong and what would be right.
///
/// ```
/// use slide_puzzle::{Board, Error};
///
/// let err = Board::from_tiles(&[1, 2, 3, 4, 5, 6, 7, 8, 8]).unwrap_err();
/// assert_eq!(err, Error::DuplicateTile { tile: 8 });
/// assert!(err.to_string().contains("appears twice"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// The side is outside the supported range.
    UnsupportedSide {
        /// The side that was asked for.
        side: usize,
    },
    /// The number of tiles is not the square of a supported side.
    BadLength {
        /// How many tiles were given.
        len: usize,
    },
    /// The width or height is outside the supported range.
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
    /// The solver for this side does not guarantee an answer at all.
    NoSolverForSide {
        /// The side of the board.
        side: usize,
    },
    /// There is no solver for boards of this width × height.
    NoSolverForShape {
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
    /// The side is not a whole number in the supported range.
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
    /// There is no solver for boards of this side.
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
            Error::UnsupportedSide { .. } => ErrorKind::BadSide,
            Error::BadLength { .. }
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
            Error::NoSolverForSide { .. }
            | Error::NoSolverForShape { .. }
            | Error::NoOptimalSolver { .. } => ErrorKind::NoSolver,
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

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use crate::board::{MAX_SIDE, MIN_SIDE};
        match self {
            Error::UnsupportedSide { side } => write!(
                f,
                "a board side of {side} is not supported: choose a side from {MIN_SIDE} to {MAX_SIDE}"
            ),
            Error::BadLength { len } => write!(
                f,
                "a board of {len} tiles is not square: give side × side tiles \
                 (9 for 3×3, 16 for 4×4, 25 for 5×5, up to {} for {MAX_SIDE}×{MAX_SIDE})",
                MAX_SIDE * MAX_SIDE
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
            Error::NoSolverForSide { side } => write!(
                f,
                "there is no solver for {side}×{side} boards yet"
            ),
            Error::NoSolverForShape { width, height } => write!(
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
    use crate::notation::{letter, MAX_RUN};
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

impl std::error::Error for Error {}
