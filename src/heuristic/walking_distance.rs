//! Walking distance (Takahashi Ken'ichiro, 2002): Manhattan distance with the tiles' interactions
//! along one axis counted, from one small table shared by both axes.
//!
//! **Vertical state.** Forget where a tile stands inside its row and which tile it is; keep only
//! its goal row. A board then becomes a `side × side` matrix whose entry `(r, g)` is how many
//! tiles of goal row `g` stand in row `r` (the blank not counted). The blank's row is implied:
//! it is the one row holding `side − 1` tiles. A vertical move takes one tile from a row next to
//! the blank's row into the blank's row, and the blank moves the other way; a sideways move
//! leaves the matrix as it is. The fewest vertical moves from a matrix to the goal's matrix, by
//! breadth-first search over the matrices, is the *vertical walking distance*.
//!
//! **Horizontal state.** The same on columns: entry `(c, g)` counts the tiles of goal column `g`
//! standing in column `c`. The goal's blank is in the bottom-right corner, on the main diagonal,
//! so transposing the board maps the goal onto itself and columns onto rows: the horizontal
//! problem *is* the vertical one with columns read as rows, and one table serves both.
//!
//! **Admissible.** Every real move is vertical or horizontal, never both, and a sequence of real
//! moves projects onto a sequence of walking-distance moves of each kind; so the vertical plus the
//! horizontal walking distance never exceeds the real distance. Each vertical move changes one
//! tile's row by one, so the vertical walking distance is at least the vertical part of the
//! Manhattan distance (which is a function of the matrix alone); likewise horizontally, so the
//! sum is never below the Manhattan distance.
//!
//! **Incremental.** The per-node key is the two state indices, each with its distance packed in
//! beside it; a move changes one of them, read from a transition table indexed by (state, whether
//! the blank moves towards row 0 or away from it, the goal row or column of the moved tile). The
//! search's inner loop reads the tile's goal line and one transition entry, and allocates
//! nothing.

use std::collections::HashMap;

use crate::heuristic::Heuristic;

/// The largest board side a table is built for: a state's code packs the `side²` matrix entries
/// into 64 bits, three bits each, and the per-tile tables hold 16 tiles (the searches here that
/// take a [`Heuristic`] handle at most 4×4 anyway). The tables are small: 4 states for 2×2, 105
/// for 3×3, 24,964 for 4×4.
pub const MAX_WD_SIDE: usize = 4;

/// Marks a transition that no legal board can take (no tile of that goal row in the source row).
const NONE: u32 = u32::MAX;

/// Bits per matrix entry in a state's code: entries are at most `side ≤ 4`.
const BITS: u32 = 3;

/// The walking-distance table for one board side, with the transitions for incremental updates.
///
/// ```
/// use slide_puzzle::heuristic::WalkingDistance;
/// let wd = WalkingDistance::new(4);
/// assert_eq!(wd.states(), 24_964); // Takahashi's count for the 15-puzzle
/// let goal: Vec<u8> = (1..16).chain([0]).collect();
/// assert_eq!(wd.estimate(&goal), 0);
/// // One move from the goal: tile 15 slid right, the blank one cell left.
/// let one = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15];
/// assert_eq!(wd.estimate(&one), 1);
/// ```
#[derive(Debug, Clone)]
pub struct WalkingDistance {
    side: usize,
    /// The fewest walking-distance moves from each state to the goal's.
    distance: Vec<u8>,
    /// `next[(state * 2 + dir) * side + class]`: the state after a tile of goal line `class`
    /// moves into the blank's line from the line before it (`dir` 0) or after it (`dir` 1), as
    /// an *entry*: `state << 8 | distance`, so one read gives both.
    next: Vec<u32>,
    /// A state's index from its code (only [`Heuristic::key`] needs it, once per search).
    index: HashMap<u64, u32>,
    /// For each tile: its goal row and its goal column (0 for the blank, never read).
    goal_row: [u8; 16],
    goal_col: [u8; 16],
}

/// What a search carries per node: the vertical and horizontal states, each with its distance
/// in the low byte (`state << 8 | distance`, as the transition table stores them).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WdKey {
    vertical: u32,
    horizontal: u32,
}

impl WdKey {
    /// The vertical walking distance of this node.
    pub fn vertical(self) -> u32 {
        self.vertical & 0xff
    }

    /// The horizontal walking distance of this node.
    pub fn horizontal(self) -> u32 {
        self.horizontal & 0xff
    }
}

/// The bit position of matrix entry `(line, class)` in a state's code.
#[expect(
    clippy::cast_possible_truncation,
    reason = "line, class < side <= MAX_WD_SIDE: the shift is below 64"
)]
fn shift(side: usize, line: usize, class: usize) -> u32 {
    BITS * (line * side + class) as u32
}

/// Entry `(line, class)` of a coded matrix.
fn entry(code: u64, side: usize, line: usize, class: usize) -> u64 {
    (code >> shift(side, line, class)) & ((1 << BITS) - 1)
}

/// The line holding the blank: the one with `side − 1` tiles.
fn blank_line(code: u64, side: usize) -> usize {
    (0..side)
        .find(|&line| (0..side).map(|g| entry(code, side, line, g)).sum::<u64>() < side as u64)
        .expect("every state has a blank line")
}

impl WalkingDistance {
    /// Builds the table for boards of side `side` by breadth-first search from the goal.
    ///
    /// ```
    /// use slide_puzzle::heuristic::WalkingDistance;
    /// use slide_puzzle::heuristic::Manhattan;
    /// use slide_puzzle::heuristic::Heuristic;
    /// use slide_puzzle::Shape;
    /// let wd = WalkingDistance::new(3);
    /// assert_eq!(wd.states(), 105);
    /// assert_eq!(wd.estimate(&[1, 2, 3, 4, 5, 6, 0, 7, 8]), 2);
    /// // One of the two 8-puzzle boards 31 moves from the goal: Manhattan distance sees 21 of
    /// // them, walking distance 12 vertical and 13 horizontal.
    /// let hardest = [8, 6, 7, 2, 5, 4, 3, 0, 1];
    /// assert_eq!(Manhattan::new(Shape::square(3)?).total(&hardest), 21);
    /// let key = wd.key(&hardest);
    /// assert_eq!((key.vertical(), key.horizontal()), (12, 13));
    /// assert_eq!(wd.value(&key), 25);
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    ///
    /// # Panics
    /// If `side` is not in `2..=MAX_WD_SIDE`.
    #[expect(
        clippy::cast_possible_truncation,
        reason = "the state count stays below 2^24 (asserted once the table is built) and rows and columns are below the side (<= 4)"
    )]
    pub fn new(side: usize) -> WalkingDistance {
        assert!(
            (2..=MAX_WD_SIDE).contains(&side),
            "walking distance is built for sides 2 to {MAX_WD_SIDE}, not {side}"
        );
        // The goal: every line holds its own `side` tiles, the last line one fewer (the blank).
        let goal = (0..side).fold(0u64, |code, line| {
            let count = if line == side - 1 { side - 1 } else { side };
            code | ((count as u64) << shift(side, line, line))
        });
        let mut codes = vec![goal];
        let mut distance = vec![0u8];
        let mut index = HashMap::from([(goal, 0u32)]);
        let mut next = Vec::new();
        // States are numbered in the order found, so `next` grows one state at a time.
        let mut head = 0;
        while head < codes.len() {
            let code = codes[head];
            let blank = blank_line(code, side);
            for dir in 0..2 {
                let source = if dir == 0 {
                    blank.checked_sub(1)
                } else {
                    Some(blank + 1).filter(|&s| s < side)
                };
                for class in 0..side {
                    let Some(source) = source.filter(|&s| entry(code, side, s, class) > 0) else {
                        next.push(NONE);
                        continue;
                    };
                    let moved =
                        code - (1 << shift(side, source, class)) + (1 << shift(side, blank, class));
                    let id = *index.entry(moved).or_insert_with(|| {
                        codes.push(moved);
                        distance.push(distance[head] + 1);
                        (codes.len() - 1) as u32
                    });
                    next.push(id << 8 | u32::from(distance[id as usize]));
                }
            }
            head += 1;
        }
        // An entry keeps the state in 24 bits beside an 8-bit distance.
        assert!(codes.len() < 1 << 24 && distance.iter().all(|&d| d < u8::MAX));
        let mut goal_row = [0u8; 16];
        let mut goal_col = [0u8; 16];
        for tile in 1..side * side {
            goal_row[tile] = ((tile - 1) / side) as u8;
            goal_col[tile] = ((tile - 1) % side) as u8;
        }
        WalkingDistance {
            side,
            distance,
            next,
            index,
            goal_row,
            goal_col,
        }
    }

    /// The side this table is for.
    pub fn side(&self) -> usize {
        self.side
    }

    /// How many walking-distance states the table holds (for one axis; both share it).
    pub fn states(&self) -> usize {
        self.distance.len()
    }

    /// The largest walking distance of one axis over all states.
    ///
    /// ```
    /// use slide_puzzle::heuristic::WalkingDistance;
    /// // No 15-puzzle board needs more than 35 vertical moves by this count, nor 35 sideways.
    /// assert_eq!(WalkingDistance::new(4).max_axis_distance(), 35);
    /// assert_eq!(WalkingDistance::new(3).max_axis_distance(), 14);
    /// ```
    pub fn max_axis_distance(&self) -> u32 {
        self.distance.iter().copied().max().map_or(0, u32::from)
    }

    /// Bytes held by the distance and transition tables (the code index not counted).
    pub fn table_bytes(&self) -> usize {
        self.distance.len() + self.next.len() * std::mem::size_of::<u32>()
    }

    /// The walking distance of `tiles` (row-major, `0` the blank): vertical plus horizontal.
    ///
    /// # Panics
    /// If `tiles` is not a board of this table's side.
    pub fn estimate(&self, tiles: &[u8]) -> u32 {
        self.value(&self.key(tiles))
    }

    /// The state index of one axis: `line(cell)` is the cell's row (or column), `class(tile)`
    /// the tile's goal row (or column).
    fn state(&self, tiles: &[u8], line: impl Fn(usize) -> usize, class: &[u8; 16]) -> u32 {
        let side = self.side;
        assert_eq!(tiles.len(), side * side, "a board of side {side} expected");
        let code = tiles
            .iter()
            .enumerate()
            .filter(|&(_, &tile)| tile != 0)
            .fold(0u64, |code, (cell, &tile)| {
                code + (1 << shift(side, line(cell), class[tile as usize] as usize))
            });
        *self
            .index
            .get(&code)
            .expect("every board's matrix is a reachable state")
    }

    /// The entry (`state << 8 | distance`) after a tile of goal line `class` moves into the
    /// blank's line from the line before it (`dir` 0: the blank moves towards line 0) or from the
    /// line after it (`dir` 1).
    #[inline]
    fn step(&self, entry: u32, dir: usize, class: u8) -> u32 {
        let state = (entry >> 8) as usize;
        let next = self.next[(state * 2 + dir) * self.side + class as usize];
        debug_assert_ne!(next, NONE, "a legal move has a transition");
        next
    }
}

impl Heuristic for WalkingDistance {
    type Key = WdKey;

    fn key(&self, tiles: &[u8]) -> WdKey {
        let side = self.side;
        let vertical = self.state(tiles, |cell| cell / side, &self.goal_row);
        let horizontal = self.state(tiles, |cell| cell % side, &self.goal_col);
        let entry = |state: u32| state << 8 | u32::from(self.distance[state as usize]);
        WdKey {
            vertical: entry(vertical),
            horizontal: entry(horizontal),
        }
    }

    #[inline]
    fn value(&self, key: &WdKey) -> u32 {
        key.vertical() + key.horizontal()
    }

    #[inline]
    fn after_move(&self, key: &WdKey, tiles: &mut [u8], from: usize, to: usize) -> WdKey {
        let tile = tiles[from] as usize;
        // The tile comes from a lower-numbered cell (above or left of the blank): the blank
        // moves towards line 0, direction 0.
        let dir = usize::from(from > to);
        let mut next = *key;
        if from.abs_diff(to) == self.side {
            next.vertical = self.step(key.vertical, dir, self.goal_row[tile]);
        } else {
            next.horizontal = self.step(key.horizontal, dir, self.goal_col[tile]);
        }
        next
    }
}
