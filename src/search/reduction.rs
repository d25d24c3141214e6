//! Boards too large for an optimal search: solve the top row and the left column in short
//! breadth-first stages, then hand the remaining `(side − 1)²` board to a solver for the smaller
//! side. The result is a short, valid solution, but not guaranteed optimal.
//!
//! A rectangle loses one line at a time instead, across its longer dimension: the top row of a
//! board taller than wide ([`place_top_row`]), the left column of one wider than tall
//! ([`place_left_column`]), so that it shrinks towards a shape an optimal search handles.
//!
//! Each stage places a few tiles of the row (or column) at once, the tiles placed before it held
//! fixed, by breadth-first search over the positions of just those tiles and the blank (every
//! other tile is interchangeable for the stage). The last two tiles of a line are always placed
//! together: one at a time, the first would block the second's corner.

use crate::board::Board;
use crate::moves::{Dir, MoveTable};
use crate::shape::Shape;

/// The most tiles one stage places at once: the stage's search covers `cells^(k+1)` states.
const MAX_GROUP: usize = 3;
/// The stage searches index states with this many bits at most.
const MAX_INDEX_BITS: u32 = 22;
/// Marks a stage state not reached yet, and the stage's starting state.
const UNSEEN: u8 = u8::MAX;
const START: u8 = u8::MAX - 1;
/// The largest side the staged reduction handles.
pub const MAX_REDUCIBLE_SIDE: usize = 8;

/// Plays stages on `board` until its top row and left column are in place, returning the moves
/// made and the board they lead to.
#[expect(
    clippy::cast_possible_truncation,
    reason = "side <= 16, so cells and tile numbers are below 256"
)]
pub fn place_first_row_and_column(board: &Board) -> (Vec<u8>, Board) {
    let side = board.width();
    debug_assert!(board.shape().is_square() && (4..=MAX_REDUCIBLE_SIDE).contains(&side));
    let row: Vec<u8> = (1..=side).map(|t| t as u8).collect();
    let column: Vec<u8> = (1..side).map(|r| (r * side + 1) as u8).collect();
    place_lines(board, [row, column])
}

/// Plays stages on `board` (at least 3 rows) until its top row is in place.
#[expect(
    clippy::cast_possible_truncation,
    reason = "cells, tile numbers and lengths of a board of at most 16 × 16 fit a u8 (below 256) or a u32"
)]
pub fn place_top_row(board: &Board) -> (Vec<u8>, Board) {
    debug_assert!(board.height() >= 3);
    place_lines(board, [(1..=board.width()).map(|t| t as u8).collect()])
}

/// Plays stages on `board` (at least 3 columns) until its left column is in place.
#[expect(
    clippy::cast_possible_truncation,
    reason = "cells, tile numbers and lengths of a board of at most 16 × 16 fit a u8 (below 256) or a u32"
)]
pub fn place_left_column(board: &Board) -> (Vec<u8>, Board) {
    debug_assert!(board.width() >= 3);
    let width = board.width();
    place_lines(
        board,
        [(0..board.height()).map(|r| (r * width + 1) as u8).collect()],
    )
}

/// One step of reduction on `board` (a square of 4 or more, or a rectangle of at least three
/// lines across its longer dimension): the top row and left column of a square, the top row of
/// a board taller than wide, the left column of one wider than tall. Returns the moves made,
/// the board left once that line is home (relabelled as a board of its own, see
/// [`rest_of_board`]), and the map from its tile numbers back to `board`'s.
///
/// ```
/// use slide_puzzle::search::reduction::reduce_once;
/// use slide_puzzle::{random_solvable, Rng, Shape};
/// for (shape, rest) in [((5, 5), (4, 4)), ((3, 5), (3, 4)), ((5, 3), (4, 3))] {
///     let board = random_solvable(Shape::new(shape.0, shape.1)?, &mut Rng::seeded(5));
///     let (moves, left, to_outer) = reduce_once(&board);
///     assert_eq!(left.shape(), Shape::new(rest.0, rest.1)?);
///     assert_eq!(to_outer.len(), left.shape().cells());
///     assert!(board.slide_all(&moves).is_ok());
/// }
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
pub fn reduce_once(board: &Board) -> (Vec<u8>, Board, Vec<u8>) {
    let (moves, placed, rows, columns) = match board.height().cmp(&board.width()) {
        std::cmp::Ordering::Equal => {
            let (moves, placed) = place_first_row_and_column(board);
            (moves, placed, 1, 1)
        }
        std::cmp::Ordering::Greater => {
            let (moves, placed) = place_top_row(board);
            (moves, placed, 1, 0)
        }
        std::cmp::Ordering::Less => {
            let (moves, placed) = place_left_column(board);
            (moves, placed, 0, 1)
        }
    };
    let (rest, to_outer) = rest_of_board(&placed, rows, columns);
    (moves, rest, to_outer)
}

/// Places each line's tiles in turn (a line's tiles in order along it), each stage holding the
/// tiles placed before it fixed.
fn place_lines<const N: usize>(board: &Board, lines: [Vec<u8>; N]) -> (Vec<u8>, Board) {
    let cells = board.shape().cells();
    let bits = usize::BITS - (cells - 1).leading_zeros();
    let group_limit = ((MAX_INDEX_BITS / bits) as usize - 1).clamp(2, MAX_GROUP);
    let moves_table = board.move_table();
    let mut fixed = vec![false; cells];
    let mut board = board.clone();
    let mut moves = Vec::new();
    for line in lines {
        for group in stage_groups(&line, group_limit) {
            let blank_path = stage(&board, &moves_table, &fixed, &group, bits);
            for cell in blank_path {
                let tile = board.tiles()[cell];
                moves.push(tile);
                board = board
                    .slide(u32::from(tile))
                    .expect("a stage only moves tiles beside the blank");
            }
            for &t in &group {
                fixed[t as usize - 1] = true;
            }
        }
    }
    (moves, board)
}

/// Splits a line's tiles into stages of at most `limit`, the last two always together.
fn stage_groups(line: &[u8], limit: usize) -> Vec<Vec<u8>> {
    let (head, tail) = line.split_at(line.len() - 2);
    let mut groups: Vec<Vec<u8>> = head.chunks(limit).map(<[u8]>::to_vec).collect();
    groups.push(tail.to_vec());
    groups
}

/// Breadth-first search for the fewest moves that bring `group` home without moving a `fixed`
/// cell's tile. Returns the cells the blank visits, in order.
#[expect(
    clippy::cast_possible_truncation,
    reason = "cells are below 256, directions below 4, and the caller picks `bits` and the group size so that a state of k + 1 fields fits a u32"
)]
fn stage(board: &Board, moves: &MoveTable, fixed: &[bool], group: &[u8], bits: u32) -> Vec<usize> {
    let k = group.len();
    let mask = (1u32 << bits) - 1;
    let encode = |blank: usize, cells: &[usize]| {
        cells.iter().enumerate().fold(blank as u32, |acc, (i, &c)| {
            acc | ((c as u32) << (bits * (i as u32 + 1)))
        })
    };
    let cell_of = |state: u32, i: usize| ((state >> (bits * (i as u32 + 1))) & mask) as usize;
    let is_done = |state: u32| (0..k).all(|i| cell_of(state, i) == group[i] as usize - 1);

    let start_cells: Vec<usize> = group
        .iter()
        .map(|&t| board.position(t).expect("every tile is on the board"))
        .collect();
    let start = encode(board.blank(), &start_cells);
    // For each state reached: how the blank arrived there (a `Dir` index), or `UNSEEN`.
    let mut came_by = vec![UNSEEN; 1usize << (bits * (k as u32 + 1))];
    came_by[start as usize] = START;
    let mut queue = std::collections::VecDeque::from([start]);
    let shape = board.shape();
    let mut goal = None;
    while let Some(state) = queue.pop_front() {
        if is_done(state) {
            goal = Some(state);
            break;
        }
        let blank = (state & mask) as usize;
        for &src in moves.sources(blank) {
            let src = src as usize;
            if fixed[src] {
                continue;
            }
            // The blank steps onto `src`; a group tile there steps onto the blank's cell.
            let mut next = (state & !mask) | src as u32;
            if let Some(i) = (0..k).find(|&i| cell_of(state, i) == src) {
                let shift = bits * (i as u32 + 1);
                next = (next & !(mask << shift)) | ((blank as u32) << shift);
            }
            if came_by[next as usize] == UNSEEN {
                let dir = Dir::ALL
                    .iter()
                    .position(|d| d.step(shape, blank) == Some(src))
                    .expect("src is beside the blank");
                came_by[next as usize] = dir as u8;
                queue.push_back(next);
            }
        }
    }
    let mut state = goal.expect("a solvable board can always finish a stage");
    let mut path = Vec::new();
    while came_by[state as usize] != START {
        let blank = (state & mask) as usize;
        path.push(blank);
        let dir = Dir::ALL[came_by[state as usize] as usize];
        let prev = dir
            .inverse()
            .step(shape, blank)
            .expect("the blank came from a cell");
        let mut back = (state & !mask) | prev as u32;
        if let Some(i) = (0..k).find(|&i| cell_of(state, i) == prev) {
            let shift = bits * (i as u32 + 1);
            back = (back & !(mask << shift)) | ((blank as u32) << shift);
        }
        state = back;
    }
    path.reverse();
    path
}

/// The `(side − 1)²` board left once the top row and left column are home, relabelled as a
/// board of its own, and the map from its tile numbers back to the big board's.
pub fn inner_board(board: &Board) -> (Board, Vec<u8>) {
    rest_of_board(board, 1, 1)
}

/// The board left once the first `rows` rows and `columns` columns are home, relabelled as a
/// board of its own, and the map from its tile numbers back to the big board's.
#[expect(
    clippy::cast_possible_truncation,
    reason = "cells, tile numbers and lengths of a board of at most 16 × 16 fit a u8 (below 256) or a u32"
)]
pub fn rest_of_board(board: &Board, rows: usize, columns: usize) -> (Board, Vec<u8>) {
    let (width, height) = (board.width(), board.height());
    let shape = Shape::new(width - columns, height - rows).expect("the rest is at least 2×2");
    let inner = shape.width();
    let mut tiles = Vec::with_capacity(shape.cells());
    let mut to_outer = vec![0u8; shape.cells()];
    for r in rows..height {
        for c in columns..width {
            let tile = board.tiles()[r * width + c];
            let label = if tile == 0 {
                0
            } else {
                let goal = tile as usize - 1;
                let (gr, gc) = (goal / width, goal % width);
                debug_assert!(gr >= rows && gc >= columns, "the first lines are in place");
                ((gr - rows) * inner + (gc - columns) + 1) as u8
            };
            to_outer[label as usize] = tile;
            tiles.push(label);
        }
    }
    (Board::from_permutation(shape, tiles), to_outer)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shuffle::{random_solvable, Rng};
    use crate::solvability::is_solvable;

    #[test]
    fn groups_keep_the_last_two_together() {
        assert_eq!(
            stage_groups(&[1, 2, 3, 4, 5], 3),
            vec![vec![1, 2, 3], vec![4, 5]]
        );
        assert_eq!(
            stage_groups(&[6, 11, 16, 21], 3),
            vec![vec![6, 11], vec![16, 21]]
        );
        assert_eq!(stage_groups(&[1, 2], 3), vec![vec![1, 2]]);
    }

    #[test]
    fn stages_place_the_first_row_and_column() {
        let mut rng = Rng::seeded(5);
        for side in [4, 5, 6] {
            for _ in 0..10 {
                let board = random_solvable(Shape::square(side).unwrap(), &mut rng);
                let (moves, after) = place_first_row_and_column(&board);
                assert_eq!(board.slide_all(&moves).unwrap(), after);
                for cell in (0..side).chain((1..side).map(|r| r * side)) {
                    assert_eq!(after.tiles()[cell] as usize, cell + 1);
                }
                let (inner, to_outer) = inner_board(&after);
                assert!(is_solvable(&inner));
                assert_eq!(to_outer[0], 0);
            }
        }
    }

    #[test]
    fn rectangles_lose_their_longer_dimension_one_line_at_a_time() {
        let mut rng = Rng::seeded(6);
        for (width, height) in [(2, 7), (3, 5), (3, 8), (7, 2), (5, 3), (8, 4)] {
            let shape = Shape::new(width, height).unwrap();
            for _ in 0..5 {
                let board = random_solvable(shape, &mut rng);
                let (moves, after, rest) = if height > width {
                    let (moves, after) = place_top_row(&board);
                    for cell in 0..width {
                        assert_eq!(after.tiles()[cell] as usize, cell + 1);
                    }
                    let rest = rest_of_board(&after, 1, 0);
                    (moves, after, rest)
                } else {
                    let (moves, after) = place_left_column(&board);
                    for cell in (0..height).map(|r| r * width) {
                        assert_eq!(after.tiles()[cell] as usize, cell + 1);
                    }
                    let rest = rest_of_board(&after, 0, 1);
                    (moves, after, rest)
                };
                assert_eq!(board.slide_all(&moves).unwrap(), after);
                let (inner, to_outer) = rest;
                assert_eq!(inner.shape().cells() + width.min(height), shape.cells());
                assert!(is_solvable(&inner));
                assert_eq!(to_outer[0], 0);
            }
        }
    }
}
