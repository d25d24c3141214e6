//! The four directions a tile can slide in: the words of every move. What a direction means on
//! a board (the cell it leads to, the move tables) is in [`crate::moves`], which also reads a
//! direction's name; this module depends on nothing so that the error type can name a direction.

/// The direction a tile slides in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Dir {
    /// The tile below the blank slides up.
    Up,
    /// The tile left of the blank slides right.
    Right,
    /// The tile above the blank slides down.
    Down,
    /// The tile right of the blank slides left.
    Left,
}

impl Dir {
    /// All four directions, in a fixed order.
    pub const ALL: [Dir; 4] = [Dir::Up, Dir::Right, Dir::Down, Dir::Left];

    /// The direction that undoes this one.
    ///
    /// ```
    /// use slide_puzzle::Dir;
    /// assert_eq!(Dir::Up.inverse(), Dir::Down);
    /// assert_eq!(Dir::Left.inverse().inverse(), Dir::Left);
    /// ```
    pub fn inverse(self) -> Dir {
        match self {
            Dir::Up => Dir::Down,
            Dir::Right => Dir::Left,
            Dir::Down => Dir::Up,
            Dir::Left => Dir::Right,
        }
    }

    /// The direction's name, as [`Dir::parse`] reads it: `"up"`, `"right"`, `"down"`, `"left"`.
    ///
    /// ```
    /// use slide_puzzle::Dir;
    /// assert!(Dir::ALL.iter().all(|&d| Dir::parse(d.name()) == Ok(d)));
    /// ```
    pub fn name(self) -> &'static str {
        match self {
            Dir::Up => "up",
            Dir::Right => "right",
            Dir::Down => "down",
            Dir::Left => "left",
        }
    }
}
