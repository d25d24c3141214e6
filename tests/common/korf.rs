//! Korf's 100 random 15-puzzle instances, read from `../shared/data/korf100.txt` beside the
//! repository. Shared by the tests and the `korf100` benchmark.

use slide_puzzle::Board;

/// The instances: (number, published optimal length, board).
pub fn korf100() -> Vec<(u32, usize, Board)> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/data/korf100.txt");
    let text = std::fs::read_to_string(path).expect("../shared/data/korf100.txt beside the repo");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|line| {
            let nums: Vec<u32> = line
                .split_whitespace()
                .map(|n| n.parse().unwrap())
                .collect();
            let tiles: Vec<u8> = nums[2..].iter().map(|&t| t as u8).collect();
            (
                nums[0],
                nums[1] as usize,
                Board::from_tiles(&tiles).unwrap(),
            )
        })
        .collect()
}
