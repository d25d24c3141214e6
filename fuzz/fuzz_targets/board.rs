//! Arbitrary bytes as a board, then as a walk of slides over it. A board that parses is a
//! permutation of `0..side²` for a supported side; one that is refused really is malformed.
//! Slides keep it a permutation, never change whether it is solvable, and undo exactly; the
//! parity rule and its explanation agree.
#![no_main]

use libfuzzer_sys::fuzz_target;
use slide_puzzle::solvability::why_unsolvable;
use slide_puzzle::{is_solvable, Board, Dir, Shape};

const DIRS: [Dir; 4] = [Dir::Up, Dir::Right, Dir::Down, Dir::Left];

fuzz_target!(|data: &[u8]| {
    // The first byte says how many of the rest are the board; what follows are moves.
    let Some((&len, rest)) = data.split_first() else {
        return;
    };
    let (tiles, walk) = rest.split_at(usize::from(len).min(rest.len()));

    let board = match Shape::for_square_len(tiles.len())
        .and_then(|shape| Board::from_tiles(shape, tiles))
    {
        Ok(board) => board,
        Err(_) => {
            let mut sorted = tiles.to_vec();
            sorted.sort_unstable();
            let permutation = sorted.iter().enumerate().all(|(i, &t)| usize::from(t) == i);
            assert!(
                Shape::for_square_len(tiles.len()).is_err() || !permutation,
                "a well-formed board was refused: {tiles:?}"
            );
            return;
        }
    };
    let side = board.width();
    let mut sorted = board.tiles().to_vec();
    sorted.sort_unstable();
    assert!(sorted.iter().enumerate().all(|(i, &t)| usize::from(t) == i));
    assert_eq!(sorted.len(), side * side);

    let solvable = is_solvable(&board);
    assert_eq!(why_unsolvable(&board).is_none(), solvable);

    let mut current = board;
    for &byte in walk {
        let dir = DIRS[usize::from(byte % 4)];
        let Some(tile) = current.tile_moving(dir) else {
            continue;
        };
        let next = current.slide(u32::from(tile)).expect("tile_moving names a movable tile");
        assert_eq!(is_solvable(&next), solvable);
        assert_eq!(next.slide(u32::from(tile)).unwrap(), current, "a slide undoes itself");
        assert_eq!(next.tile_moving(dir.inverse()), Some(tile));
        current = next;
    }
    // A tile that is not beside the blank is refused, never moved.
    for tile in 1..=(side * side) as u32 {
        if !current.movable_tiles().any(|t| u32::from(t) == tile) {
            assert!(current.slide(tile).is_err());
        }
    }
});
