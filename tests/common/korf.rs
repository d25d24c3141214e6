//! Korf's reference instances, kept in `tests/data/`: the 100 random 15-puzzles (Korf 1985) and
//! the 50 random 24-puzzles (Korf & Felner 2002), each with its published optimal length, and
//! the 17 hardest 15-puzzle positions (80 moves each). Shared by the tests, the benchmarks and
//! the `slide` tool's `bench` (which embeds them, so that it works once installed).

use slide_puzzle::Board;
use slide_puzzle::Shape;

/// Korf's 100 15-puzzle instances: (number, published optimal length, board).
pub fn korf100() -> Vec<(u32, usize, Board)> {
    read(include_str!("../data/korf100.txt"))
}

/// Korf's 50 24-puzzle instances: (number, published optimal length, board).
#[allow(dead_code)]
pub fn korf24() -> Vec<(u32, usize, Board)> {
    read(include_str!("../data/korf24.txt"))
}

/// The 17 hardest 15-puzzle positions: (number, 80, board).
#[allow(dead_code)]
pub fn hard80() -> Vec<(u32, usize, Board)> {
    read(include_str!("../data/hard80.txt"))
}

/// Parses one data file: `#` comments, then `number length tiles…` a line.
fn read(text: &str) -> Vec<(u32, usize, Board)> {
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|line| {
            let nums: Vec<u32> = line
                .split_whitespace()
                .map(|n| n.parse().unwrap())
                .collect();
            let tiles: Vec<u8> = nums[2..]
                .iter()
                .map(|&t| u8::try_from(t).expect("a tile number fits a u8"))
                .collect();
            (
                nums[0],
                nums[1] as usize,
                Board::from_tiles(Shape::for_square_len(tiles.len()).unwrap(), &tiles).unwrap(),
            )
        })
        .collect()
}
