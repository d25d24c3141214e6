//! Which boards can reach the goal: the inversion-parity rule.
//!
//! An *inversion* is a pair of real tiles (never the blank) that stand in the wrong order when
//! the board is read row-major. Sliding a tile sideways never changes the reading order; sliding
//! it up or down jumps it over `side - 1` tiles, changing the inversion count by an amount of the
//! same parity as `side - 1`, while the blank changes row. So one quantity never changes:
//!
//! > `inversions + (side is even ? blank's row counted from the bottom : 0)` mod 2
//!
//! and on the goal it is `0` (no inversions; the blank on the bottom row, row 0 from the
//! bottom). A board is solvable exactly when the quantity is even. That it is also *sufficient*
//! is the classical result of Johnson & Story (1879), checked here exhaustively for 2×2 and 3×3.

use crate::board::Board;

/// The number of pairs of real tiles that are out of order, read row-major.
///
/// ```
/// use slide_puzzle::{Board, solvability::inversions};
/// assert_eq!(inversions(&Board::from_tiles(&[2, 1, 3, 0])?), 1);
/// assert_eq!(inversions(&Board::goal(4)?), 0);
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
    board.side() - 1 - board.blank() / board.side()
}

/// Whether the board can be slid to the goal.
///
/// ```
/// use slide_puzzle::{Board, is_solvable};
/// assert!(is_solvable(&Board::from_tiles(&[1, 2, 3, 4, 5, 6, 7, 0, 8])?));
/// // Swapping two tiles of a solvable board always makes it unsolvable.
/// assert!(!is_solvable(&Board::from_tiles(&[2, 1, 3, 4, 5, 6, 7, 8, 0])?));
/// // On even sides the blank's row matters: the same order of tiles, blank one row apart.
/// assert!(is_solvable(&Board::from_tiles(&[0, 2, 1, 3])?));
/// assert!(!is_solvable(&Board::from_tiles(&[2, 1, 3, 0])?));
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
pub fn is_solvable(board: &Board) -> bool {
    let row_term = if board.side() % 2 == 0 {
        blank_row_from_bottom(board)
    } else {
        0
    };
    (inversions(board) + row_term) % 2 == 0
}

/// Why `board` cannot be solved, in words a player can follow, or `None` if it can be.
///
/// ```
/// use slide_puzzle::{Board, solvability::why_unsolvable};
/// let board = Board::from_tiles(&[2, 1, 3, 4, 5, 6, 7, 8, 0])?;
/// let why = why_unsolvable(&board).unwrap();
/// assert!(why.contains("1 inversion"));
/// assert_eq!(why_unsolvable(&Board::goal(4)?), None);
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
pub fn why_unsolvable(board: &Board) -> Option<String> {
    if is_solvable(board) {
        return None;
    }
    let side = board.side();
    let inversions = inversions(board);
    let pairs = if inversions == 1 {
        "1 inversion (a pair of tiles in the wrong order, reading row by row)".to_string()
    } else {
        format!("{inversions} inversions (pairs of tiles in the wrong order, reading row by row)")
    };
    let rule = if side % 2 == 1 {
        format!(
            "On a {side}×{side} board every slide keeps that number even or keeps it odd, and the \
             goal has none, so it must be even."
        )
    } else {
        let row = blank_row_from_bottom(board);
        format!(
            "On a {side}×{side} board every slide keeps the inversions plus the blank's row counted \
             from the bottom (0 for the bottom row, {row} here) even or keeps it odd, and on the goal \
             it is 0, so it must be even; here it is {inversions} + {row} = {}.",
            inversions + row
        )
    };
    Some(format!(
        "This board cannot be solved: it has {pairs}. {rule} Swapping any two tiles would fix it."
    ))
}
