//! The move notation players write solutions and scrambles in: a letter for the way the *tile*
//! slides (`U`, `D`, `L`, `R`: this crate's [`Dir`], see [`crate::moves`]) and a count for a
//! run of tiles sliding the same way one after another, along one row or column.
//!
//! `R3 D2 L U` slides three tiles right (the blank travels three cells left), then two tiles
//! down, one left and one up. Reading takes any letter case, white space or none between moves
//! (`r3d2lu` is the same text), and counts from 1 to [`MAX_RUN`]. Writing gives capitals, runs
//! merged, single moves without a count, one space between moves.
//!
//! Every failure is an [`Error`] value naming where the text went wrong: its position counts
//! characters (not bytes) from 1.
//!
//! ```
//! use slide_puzzle::notation::{apply_notation, to_notation};
//! use slide_puzzle::{Board, Shape, Solver};
//!
//! // Four moves from the goal: the blank went up, up, left, left.
//! let board = Board::from_tiles(Shape::square(3)?, &[0, 1, 2, 4, 5, 3, 7, 8, 6])?;
//! let moves = Solver::new().solve(&board)?.moves;
//! let text = to_notation(&board, &moves)?;
//! assert_eq!(text, "L2 U2");
//!
//! // Reading it back plays the same tiles and reaches the goal.
//! let (end, tiles) = apply_notation(&board, "l2u2")?;
//! assert!(end.is_goal() && tiles == moves);
//!
//! // A move whose tile is not there is an error that says where and why.
//! let err = apply_notation(&board, "L2 U2 L").unwrap_err();
//! assert_eq!(
//!     err.to_string(),
//!     "the move at character 7 (L) slides no tile: nothing is right of the blank"
//! );
//! # Ok::<(), slide_puzzle::Error>(())
//! ```

use crate::board::Board;
use crate::error::{Error, NotationProblem};
use crate::moves::Dir;

/// The longest move text read, in characters: longer text is refused at once
/// ([`Error::NotationTooLong`]) rather than read. Ten thousand characters hold thousands of
/// moves, far more than any solution (the longest optimal 15-puzzle solution has 80 moves).
pub const MAX_NOTATION_CHARS: usize = 10_000;

/// The largest count of one run (`R99`). A run on a board of at most 16 columns has at most 15
/// moves, so a larger count is a typing slip; [`format_notation`] splits longer runs.
pub const MAX_RUN: u32 = 99;

/// One run of a move text: a direction, how many tiles slide that way, and the 1-based
/// character position of its letter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Run {
    dir: Dir,
    count: u32,
    at: usize,
}

/// The letter that writes `dir`: `U`, `R`, `D` or `L`.
///
/// ```
/// use slide_puzzle::notation::letter;
/// use slide_puzzle::Dir;
/// assert_eq!(letter(Dir::Up), 'U');
/// assert_eq!(Dir::ALL.map(letter), ['U', 'R', 'D', 'L']);
/// ```
pub fn letter(dir: Dir) -> char {
    match dir {
        Dir::Up => 'U',
        Dir::Right => 'R',
        Dir::Down => 'D',
        Dir::Left => 'L',
    }
}

/// The direction a move letter names, in either case, or `None` for any other character.
///
/// ```
/// use slide_puzzle::notation::from_letter;
/// use slide_puzzle::Dir;
/// assert_eq!(from_letter('d'), Some(Dir::Down));
/// assert_eq!(from_letter('R'), Some(Dir::Right));
/// assert_eq!(from_letter('x'), None);
/// ```
pub fn from_letter(c: char) -> Option<Dir> {
    match c.to_ascii_uppercase() {
        'U' => Some(Dir::Up),
        'R' => Some(Dir::Right),
        'D' => Some(Dir::Down),
        'L' => Some(Dir::Left),
        _ => None,
    }
}

/// Reads a move text into the directions of its single moves, runs expanded.
///
/// ```
/// use slide_puzzle::notation::parse_notation;
/// use slide_puzzle::{Dir, Error};
/// use slide_puzzle::error::NotationProblem;
///
/// assert_eq!(parse_notation("R2 d")?, vec![Dir::Right, Dir::Right, Dir::Down]);
/// assert_eq!(parse_notation("R2d")?, parse_notation("  r2 D ")?);
/// assert_eq!(parse_notation("")?, vec![]);
///
/// // Positions count characters from 1.
/// assert_eq!(
///     parse_notation("R2 x"),
///     Err(Error::BadNotation { at: 4, problem: NotationProblem::UnknownLetter('x') })
/// );
/// assert_eq!(
///     parse_notation("U R0"),
///     Err(Error::BadNotation { at: 4, problem: NotationProblem::ZeroCount })
/// );
/// assert_eq!(
///     parse_notation("3R"),
///     Err(Error::BadNotation { at: 1, problem: NotationProblem::CountWithoutLetter })
/// );
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
///
/// # Errors
/// [`Error::NotationTooLong`] for text of more than [`MAX_NOTATION_CHARS`] characters, and
/// [`Error::BadNotation`] at the first character that is not a move letter, a count's digit or
/// white space ([`NotationProblem::UnknownLetter`]), a count of zero or above [`MAX_RUN`], or a
/// count with no letter right before it.
pub fn parse_notation(text: &str) -> Result<Vec<Dir>, Error> {
    Ok(runs(text)?
        .into_iter()
        .flat_map(|run| std::iter::repeat_n(run.dir, run.count as usize))
        .collect())
}

/// Plays a move text on `board`: the board it ends on and the tiles moved, one per single
/// move, in this crate's convention (the tiles [`Board::slide`] takes).
///
/// ```
/// use slide_puzzle::Shape;
/// use slide_puzzle::notation::apply_notation;
/// use slide_puzzle::error::ErrorKind;
/// use slide_puzzle::Board;
///
/// let goal = Board::goal(Shape::square(3)?);
/// // Two tiles slide right (the blank goes two cells left), then one slides down.
/// let (scrambled, tiles) = apply_notation(&goal, "R2 D")?;
/// assert_eq!(tiles, vec![8, 7, 4]);
/// assert_eq!(scrambled.tiles(), &[1, 2, 3, 0, 5, 6, 4, 7, 8]);
///
/// // The third tile right is not there: the blank is already on the left edge.
/// let err = apply_notation(&goal, "R3").unwrap_err();
/// assert_eq!(err.kind(), ErrorKind::IllegalMove);
/// assert_eq!(
///     err.to_string(),
///     "the move at character 1 (R, move 3 of its run) slides no tile: nothing is left of the blank"
/// );
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
///
/// # Errors
/// As [`parse_notation`] for text that cannot be read (nothing is played then), and
/// [`Error::BadNotation`] with [`NotationProblem::NoTileToSlide`] at the first move whose tile
/// is not on the board.
pub fn apply_notation(board: &Board, text: &str) -> Result<(Board, Vec<u8>), Error> {
    let mut board = board.clone();
    let mut tiles = Vec::new();
    for Run { dir, count, at } in runs(text)? {
        for nth in 1..=count {
            let tile = board.tile_moving(dir).ok_or(Error::BadNotation {
                at,
                problem: NotationProblem::NoTileToSlide { dir, nth },
            })?;
            board = board.slide(u32::from(tile))?;
            tiles.push(tile);
        }
    }
    Ok((board, tiles))
}

/// The directions in which the tiles of `moves` slide, played in turn from `board`.
///
/// ```
/// use slide_puzzle::notation::directions;
/// use slide_puzzle::{Board, Dir, Error, Shape};
/// let board = Board::from_tiles(Shape::square(3)?, &[1, 2, 3, 4, 5, 6, 7, 0, 8])?;
/// assert_eq!(directions(&board, &[8, 6])?, vec![Dir::Left, Dir::Down]);
/// assert_eq!(directions(&board, &[8, 1]), Err(Error::IllegalMove { tile: 1 }));
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
///
/// # Errors
/// [`Error::IllegalMove`] for the first tile that is not beside the blank when its turn comes.
pub fn directions(board: &Board, moves: &[u8]) -> Result<Vec<Dir>, Error> {
    let mut board = board.clone();
    moves
        .iter()
        .map(|&tile| {
            let dir = Dir::ALL
                .into_iter()
                .find(|&dir| board.tile_moving(dir) == Some(tile))
                .ok_or(Error::IllegalMove {
                    tile: u32::from(tile),
                })?;
            board = board.slide(u32::from(tile))?;
            Ok(dir)
        })
        .collect()
}

/// Writes directions as text: capitals, a run of the same direction as one letter and its
/// count (split every [`MAX_RUN`] moves), a single move without a count, one space between.
///
/// ```
/// use slide_puzzle::notation::format_notation;
/// use slide_puzzle::Dir::{Down, Left, Right, Up};
/// assert_eq!(format_notation(&[Right, Right, Right, Down, Down, Left, Up]), "R3 D2 L U");
/// assert_eq!(format_notation(&[]), "");
/// assert_eq!(format_notation(&[Up; 100]), "U99 U");
/// ```
pub fn format_notation(dirs: &[Dir]) -> String {
    let mut out = String::new();
    for same in dirs.chunk_by(|a, b| a == b) {
        for part in same.chunks(MAX_RUN as usize) {
            if !out.is_empty() {
                out.push(' ');
            }
            out.push(letter(part[0]));
            if part.len() > 1 {
                out.push_str(&part.len().to_string());
            }
        }
    }
    out
}

/// Writes a move list (the tiles to slide, this crate's convention) played from `board` as
/// text ([`format_notation`]).
///
/// ```
/// use slide_puzzle::notation::to_notation;
/// use slide_puzzle::{Board, Error, Shape};
/// let board = Board::from_tiles(Shape::square(3)?, &[1, 2, 3, 4, 5, 6, 0, 7, 8])?;
/// assert_eq!(to_notation(&board, &[7, 8])?, "L2");
/// assert_eq!(to_notation(&board, &[])?, "");
/// assert_eq!(to_notation(&board, &[8]), Err(Error::IllegalMove { tile: 8 }));
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
///
/// # Errors
/// [`Error::IllegalMove`] for the first tile that cannot slide when its turn comes.
pub fn to_notation(board: &Board, moves: &[u8]) -> Result<String, Error> {
    Ok(format_notation(&directions(board, moves)?))
}

/// Reads a move text into its runs (see [`parse_notation`] for the rules).
fn runs(text: &str) -> Result<Vec<Run>, Error> {
    // At most MAX_NOTATION_CHARS steps whatever the text's length.
    if text.chars().nth(MAX_NOTATION_CHARS).is_some() {
        return Err(Error::NotationTooLong {
            max: MAX_NOTATION_CHARS,
        });
    }
    let bad = |at, problem| Error::BadNotation { at, problem };
    let mut runs: Vec<Run> = Vec::new();
    // Whether the last character was a move letter, which a count may follow.
    let mut after_letter = false;
    let mut chars = text.chars().zip(1..).peekable();
    while let Some((c, at)) = chars.next() {
        if let Some(dir) = from_letter(c) {
            runs.push(Run { dir, count: 1, at });
            after_letter = true;
        } else if let Some(digit) = c.to_digit(10) {
            let run = runs
                .last_mut()
                .filter(|_| after_letter)
                .ok_or(bad(at, NotationProblem::CountWithoutLetter))?;
            let mut count = digit;
            while let Some(digit) = chars.peek().and_then(|&(c, _)| c.to_digit(10)) {
                count = count.saturating_mul(10).saturating_add(digit);
                chars.next();
            }
            match count {
                0 => return Err(bad(at, NotationProblem::ZeroCount)),
                n if n > MAX_RUN => return Err(bad(at, NotationProblem::CountTooLarge)),
                n => run.count = n,
            }
            after_letter = false;
        } else if c.is_whitespace() {
            after_letter = false;
        } else {
            return Err(bad(at, NotationProblem::UnknownLetter(c)));
        }
    }
    Ok(runs)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::ErrorKind;
    use crate::shape::Shape;

    fn problem(text: &str) -> (usize, NotationProblem) {
        match parse_notation(text) {
            Err(Error::BadNotation { at, problem }) => (at, problem),
            other => panic!("{text:?}: expected a notation error, got {other:?}"),
        }
    }

    #[test]
    fn reads_runs_in_any_case_and_spacing() {
        use Dir::{Down, Left, Right, Up};
        let expected = vec![Right, Right, Right, Down, Down, Left, Up];
        for text in [
            "R3 D2 L U",
            "r3d2lu",
            "R3D2LU",
            "\tR3\n D2  l u ",
            "R1R2D1D1L1U1",
        ] {
            assert_eq!(parse_notation(text).unwrap(), expected, "{text:?}");
        }
        assert_eq!(parse_notation("U99").unwrap(), vec![Up; 99]);
        assert_eq!(parse_notation("R07").unwrap(), vec![Right; 7]);
        assert!(parse_notation(" \n ").unwrap().is_empty());
    }

    #[test]
    fn names_the_first_bad_character() {
        assert_eq!(problem("R3 X"), (4, NotationProblem::UnknownLetter('X')));
        assert_eq!(problem("R,U"), (2, NotationProblem::UnknownLetter(',')));
        // Positions count characters, not bytes.
        assert_eq!(
            problem("\u{3000}\u{3000}R x"),
            (5, NotationProblem::UnknownLetter('x'))
        );
        assert_eq!(problem("U D0"), (4, NotationProblem::ZeroCount));
        assert_eq!(problem("U D00"), (4, NotationProblem::ZeroCount));
        assert_eq!(problem("L100"), (2, NotationProblem::CountTooLarge));
        assert_eq!(
            problem(&format!("L{}", "9".repeat(5000))),
            (2, NotationProblem::CountTooLarge)
        );
        assert_eq!(problem("5"), (1, NotationProblem::CountWithoutLetter));
        assert_eq!(problem("R 5"), (3, NotationProblem::CountWithoutLetter));
        assert_eq!(problem("R2 3"), (4, NotationProblem::CountWithoutLetter));
        // The first problem wins, whatever follows.
        assert_eq!(problem("Q R0"), (1, NotationProblem::UnknownLetter('Q')));
    }

    #[test]
    fn refuses_text_over_the_limit_at_once() {
        let longest = "U".repeat(MAX_NOTATION_CHARS);
        assert_eq!(parse_notation(&longest).unwrap().len(), MAX_NOTATION_CHARS);
        let over = format!("{longest} ");
        assert_eq!(
            parse_notation(&over),
            Err(Error::NotationTooLong {
                max: MAX_NOTATION_CHARS
            })
        );
        // Many bytes but few characters is within the limit: it counts characters.
        let wide = "é".repeat(MAX_NOTATION_CHARS);
        assert_eq!(problem(&wide), (1, NotationProblem::UnknownLetter('é')));
        let err = parse_notation(&"x".repeat(50_000_000)).unwrap_err();
        assert_eq!(err.kind(), ErrorKind::BadNotation);
        assert!(err.to_string().contains("longer than 10000 characters"));
    }

    #[test]
    fn a_missing_tile_is_an_illegal_move_at_its_letter() {
        let goal = Board::goal(Shape::square(3).unwrap());
        // The blank is in the bottom row: no tile below it.
        let err = apply_notation(&goal, "r u").unwrap_err();
        assert_eq!(
            err,
            Error::BadNotation {
                at: 3,
                problem: NotationProblem::NoTileToSlide {
                    dir: Dir::Up,
                    nth: 1
                }
            }
        );
        assert_eq!(err.kind(), ErrorKind::IllegalMove);
        assert_eq!(
            err.to_string(),
            "the move at character 3 (U) slides no tile: nothing is below the blank"
        );
        let err = apply_notation(&goal, "L").unwrap_err();
        assert!(err.to_string().ends_with("nothing is right of the blank"));
        // A bad letter later in the text stops the reading before anything is played.
        assert_eq!(
            apply_notation(&goal, "R Z").unwrap_err().kind(),
            ErrorKind::BadNotation
        );
    }

    #[test]
    fn writes_what_it_reads() {
        let board = Board::goal(Shape::square(4).unwrap());
        let (end, tiles) = apply_notation(&board, "R3 D3 L U2 L2 d").unwrap();
        assert_eq!(to_notation(&board, &tiles).unwrap(), "R3 D3 L U2 L2 D");
        assert_eq!(board.slide_all(&tiles).unwrap(), end);
        let dirs = parse_notation("R3 D3 L U2 L2 D").unwrap();
        assert_eq!(directions(&board, &tiles).unwrap(), dirs);
    }

    #[test]
    fn every_message_names_its_position() {
        for (text, needle) in [
            ("R x", "\"x\" at character 3 is not a move"),
            ("R0", "the count at character 2 is zero"),
            ("R100", "the count at character 2 is above 99"),
            ("4", "the count at character 1 has no move letter before it"),
        ] {
            let message = parse_notation(text).unwrap_err().to_string();
            assert!(message.starts_with(needle), "{text:?}: {message}");
        }
    }
}
