//! Move text (`R3 D2 L U`: a letter for the way the tile slides, a count for a run) played by
//! hand on a list of tiles, swapping the blank with its neighbour: an oracle for the crate's
//! notation that uses none of its code.

/// Where the blank goes, in rows and columns, when a tile slides the way `letter` (either case)
/// says: the opposite way. `None` for any other character.
pub fn blank_step(letter: char) -> Option<(isize, isize)> {
    match letter.to_ascii_uppercase() {
        'U' => Some((1, 0)),
        'D' => Some((-1, 0)),
        'L' => Some((0, 1)),
        'R' => Some((0, -1)),
        _ => None,
    }
}

/// `tiles` (`width` to a row, `0` the blank) after the blank steps by `(dr, dc)`, or `None` if
/// that leaves the board.
pub fn step(tiles: &[u8], width: usize, (dr, dc): (isize, isize)) -> Option<Vec<u8>> {
    let height = tiles.len() / width;
    let blank = tiles.iter().position(|&t| t == 0)?;
    let row = (blank / width)
        .checked_add_signed(dr)
        .filter(|&r| r < height)?;
    let col = (blank % width)
        .checked_add_signed(dc)
        .filter(|&c| c < width)?;
    let mut next = tiles.to_vec();
    next.swap(blank, row * width + col);
    Some(next)
}

/// `tiles` after the moves of `text` as the crate writes it (letters each with an optional
/// count, separated by spaces), or `None` if the text is not of that form or a move leaves the
/// board.
pub fn play(tiles: &[u8], width: usize, text: &str) -> Option<Vec<u8>> {
    let mut tiles = tiles.to_vec();
    for token in text.split_whitespace() {
        let mut chars = token.chars();
        let step_by = blank_step(chars.next()?)?;
        let rest = chars.as_str();
        let count: usize = if rest.is_empty() {
            1
        } else {
            rest.parse().ok()?
        };
        for _ in 0..count {
            tiles = step(&tiles, width, step_by)?;
        }
    }
    Some(tiles)
}

/// Whether `tiles` is the goal: `1, 2, …` then the blank.
pub fn is_goal(tiles: &[u8]) -> bool {
    tiles.last() == Some(&0)
        && tiles[..tiles.len() - 1]
            .iter()
            .zip(1..)
            .all(|(&t, n)| t == n)
}
