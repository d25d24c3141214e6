//! Which boards can reach the goal: the inversion-parity rule.
//!
//! **The rule, for every width × height** (the one place it is stated):
//!
//! > a board is solvable exactly when
//! > `inversions + (width is even ? blank's row counted from the bottom : 0)` is even.
//!
//! An *inversion* is a pair of real tiles (never the blank) that stand in the wrong order when
//! the board is read row-major. Sliding a tile sideways never changes the reading order. Sliding
//! it up or down moves it past the `width - 1` tiles between its old and new cell in reading
//! order, so the inversion count changes by an odd or even amount with `width - 1`, while the
//! blank changes row by one. Hence:
//! - **odd width**: `width - 1` is even, so every move keeps the inversions' parity; the goal
//!   has none, so the inversions must be even (the blank's row does not matter);
//! - **even width**: a vertical move flips the inversions' parity *and* moves the blank one row,
//!   a sideways move changes neither, so `inversions + blank's row from the bottom` keeps its
//!   parity; on the goal (no inversions, blank bottom-right, row 0 from the bottom) it is 0, so
//!   it must be even.
//!
//! The height never enters. That the condition is also *sufficient* is the classical result of
//! Johnson & Story (1879) for any rectangle with both sides at least 2; the tests check it
//! against breadth-first search from the goal on every shape of at most 10 cells.

use crate::board::Board;

/// The number of pairs of real tiles that are out of order, read row-major.
///
/// ```
/// use slide_puzzle::Shape;
/// use slide_puzzle::{Board, solvability::inversions};
/// assert_eq!(inversions(&Board::from_tiles(Shape::square(2)?, &[2, 1, 3, 0])?), 1);
/// assert_eq!(inversions(&Board::goal(Shape::square(4)?)), 0);
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
pub fn inversions(board: &Board) -> usize {
    let tiles: Vec<u8> = board.tiles().iter().copied().filter(|&t| t != 0).collect();
    tiles
        .iter()
        .enumerate()
        .map(|(i, &a)| tiles[i + 1..].iter().filter(|&&b| b < a).count())
        .sum()
}

/// The blank's row counted from the bottom row (which is row 0).
pub fn blank_row_from_bottom(board: &Board) -> usize {
    board.height() - 1 - board.blank() / board.width()
}

/// Whether the board can be slid to the goal.
///
/// ```
/// use slide_puzzle::{Board, Shape, is_solvable};
/// assert!(is_solvable(&Board::from_tiles(Shape::square(3)?, &[1, 2, 3, 4, 5, 6, 7, 0, 8])?));
/// // Swapping two tiles of a solvable board always makes it unsolvable.
/// assert!(!is_solvable(&Board::from_tiles(Shape::square(3)?, &[2, 1, 3, 4, 5, 6, 7, 8, 0])?));
/// // On even sides the blank's row matters: the same order of tiles, blank one row apart.
/// assert!(is_solvable(&Board::from_tiles(Shape::square(2)?, &[0, 2, 1, 3])?));
/// assert!(!is_solvable(&Board::from_tiles(Shape::square(2)?, &[2, 1, 3, 0])?));
/// // Rectangles: 3 wide (odd), one inversion, whatever the blank's row: unsolvable.
/// assert!(!is_solvable(&Board::from_tiles(Shape::new(3, 2)?, &[2, 1, 3, 4, 5, 0])?));
/// // 2 wide, 3 tall (even width): one inversion plus the blank one row up, even: solvable.
/// assert!(is_solvable(&Board::from_tiles(Shape::new(2, 3)?, &[1, 2, 4, 0, 3, 5])?));
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
pub fn is_solvable(board: &Board) -> bool {
    let row_term = if board.width() % 2 == 0 {
        blank_row_from_bottom(board)
    } else {
        0
    };
    (inversions(board) + row_term) % 2 == 0
}

/// Why `board` cannot be solved, in words a player can follow, or `None` if it can be.
///
/// ```
/// use slide_puzzle::Shape;
/// use slide_puzzle::{Board, solvability::why_unsolvable};
/// let board = Board::from_tiles(Shape::square(3)?, &[2, 1, 3, 4, 5, 6, 7, 8, 0])?;
/// let why = why_unsolvable(&board).unwrap();
/// assert!(why.contains("1 inversion"));
/// assert_eq!(why_unsolvable(&Board::goal(Shape::square(4)?)), None);
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
pub fn why_unsolvable(board: &Board) -> Option<String> {
    if is_solvable(board) {
        return None;
    }
    let shape = board.shape();
    let inversions = inversions(board);
    let pairs = if inversions == 1 {
        "1 inversion (a pair of tiles in the wrong order, reading row by row)".to_string()
    } else {
        format!("{inversions} inversions (pairs of tiles in the wrong order, reading row by row)")
    };
    let rule = if shape.width() % 2 == 1 {
        format!(
            "On a {shape} board every slide keeps that number even or keeps it odd, and the \
             goal has none, so it must be even."
        )
    } else {
        let row = blank_row_from_bottom(board);
        format!(
            "On a {shape} board every slide keeps the inversions plus the blank's row counted \
             from the bottom (0 for the bottom row, {row} here) even or keeps it odd, and on the goal \
             it is 0, so it must be even; here it is {inversions} + {row} = {}.",
            inversions + row
        )
    };
    Some(format!(
        "This board cannot be solved: it has {pairs}. {rule} Swapping any two tiles would fix it."
    ))
}
