//! Building one group's table: a breadth-first search backwards from the goal over
//! (placement, blank) states, in which a move of a group tile costs one and any other move,
//! which only walks the blank across cells the group leaves free, costs nothing.
//!
//! The search keeps bitsets over the states, a state being `rank(placement) · cells + blank`,
//! and no queue: for six tiles on the 4×4 board that is 92 million states in 11.5 MB a bitset.
//! A placement's blank positions fall into the free regions its tiles leave, and the positions
//! of one region reach each other at no cost, so a region is settled whole or not at all: it is
//! found a row of bits at a time (`Grid::region`) and marked with one or two word writes.
//! Every state of a level is known before the level is expanded and none is visited twice. A
//! placement's entry is the first level at which it appears with any blank position: the fewest
//! group moves that bring it home, as the additive bound needs.
//!
//! The build waits on memory more than on instructions (a child's state is anywhere in the
//! bitsets), so each state's *settled* bit sits beside its *next level* bit in one pair of words
//! (a child is checked and marked in one cache line), children are ranked from their parent's
//! rank ([`Ranking::rank_after_move`]), and the children of a run of placements are gathered
//! before any is checked, so that their reads overlap.

use super::rank::{pack, Ranking, MAX_GROUP};
use crate::moves::MoveTable;
use crate::shape::Shape;

/// The most cells a board may have for a table built here (5×5).
pub const MAX_CELLS: usize = 25;

/// How many children are gathered before they are checked against the settled states.
const BATCH: usize = 512;

/// The states of the search as bits, two bitsets interleaved a word at a time: `[settled,
/// next]`, the states reached so far and those of the level being found.
struct Seen(Vec<[u64; 2]>);

impl Seen {
    #[inline]
    fn settled(&self, state: usize) -> bool {
        self.0[state / 64][0] & (1 << (state % 64)) != 0
    }

    /// Marks the states `base + cell` for each cell of `region` as settled and on the next
    /// level (`region` has bits below [`MAX_CELLS`] only).
    #[inline]
    fn mark(&mut self, base: usize, region: u32) {
        let (word, offset) = (base / 64, base % 64);
        let low = u64::from(region) << offset;
        self.0[word][0] |= low;
        self.0[word][1] |= low;
        if offset > 32 {
            let high = u64::from(region) >> (64 - offset);
            if high != 0 {
                self.0[word + 1][0] |= high;
                self.0[word + 1][1] |= high;
            }
        }
    }
}

/// Clears bits `start..start + len` (`len` at most 32) of a bitset and returns them, lowest
/// first.
#[inline]
#[expect(
    clippy::cast_possible_truncation,
    reason = "len <= 32 bits are masked in, so the value fits a u32"
)]
fn take_range(bits: &mut [u64], start: usize, len: usize) -> u32 {
    let (word, offset) = (start / 64, start % 64);
    let mask = (1u64 << len) - 1;
    let mut taken = bits[word] >> offset;
    bits[word] &= !(mask << offset);
    if offset + len > 64 {
        let spill = offset + len - 64;
        taken |= bits[word + 1] << (64 - offset);
        bits[word + 1] &= !((1u64 << spill) - 1);
    }
    (taken & mask) as u32
}

/// The board's cells as bits of a `u32`, to find a blank's free region by shifts.
pub(super) struct Grid {
    /// Every cell but those of the first column: where a step right may land.
    not_first: u32,
    /// Every cell but those of the last column: where a step left may land.
    not_last: u32,
    /// Every cell of the board.
    all: u32,
    width: u32,
}

impl Grid {
    #[expect(
        clippy::cast_possible_truncation,
        reason = "a board here has at most MAX_CELLS cells, so its width fits a u32"
    )]
    pub(super) fn new(shape: Shape) -> Grid {
        let (width, height) = (shape.width(), shape.height());
        let (mut first, mut last) = (0u32, 0u32);
        for row in 0..height {
            first |= 1 << (row * width);
            last |= 1 << (row * width + width - 1);
        }
        let all = (1u32 << (width * height)) - 1;
        Grid {
            not_first: all & !first,
            not_last: all & !last,
            all,
            width: width as u32,
        }
    }

    /// Every cell of the board, as bits.
    pub(super) fn all(&self) -> u32 {
        self.all
    }

    /// The cells the blank on `start` reaches without crossing `occupied`: the region grows by
    /// a step in each direction at once until it stops growing.
    #[inline]
    pub(super) fn region(&self, occupied: u32, start: u8) -> u32 {
        let free = self.all & !occupied;
        let mut region = 1u32 << start;
        loop {
            let grown = region
                | (((region << 1) & self.not_first)
                    | ((region >> 1) & self.not_last)
                    | (region << self.width)
                    | (region >> self.width))
                    & free;
            if grown == region {
                return region;
            }
            region = grown;
        }
    }
}

/// A child found by expanding a placement: the blank on `blank` (the cell its group tile left)
/// among the tiles `occupied`, for the placement whose states begin at `base`.
#[derive(Clone, Copy)]
struct Child {
    base: usize,
    occupied: u32,
    blank: u8,
}

/// The table of the group `tiles` (real tiles of a board of `shape`, goal cell of tile `t`
/// being `t - 1`): for every placement of those tiles, by [`Ranking`] rank in the given tile
/// order, the fewest moves of group tiles that bring them home. `progress` hears the share of
/// placements reached so far (0 to 1) after each level.
///
/// ```
/// use slide_puzzle::heuristic::pattern_db::build::build_table;
/// use slide_puzzle::heuristic::pattern_db::rank::{pack, Ranking};
/// use slide_puzzle::Shape;
/// // One tile on 2×2: tile 1's goal is cell 0; from the opposite corner it takes two moves.
/// let table = build_table(Shape::square(2)?, &[1], &mut |_| {});
/// let ranking = Ranking::new(4, 1);
/// assert_eq!(table[ranking.rank(pack(&[0]))], 0);
/// assert_eq!(table[ranking.rank(pack(&[3]))], 2);
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
///
/// # Panics
/// If the board has more than [`MAX_CELLS`] cells, the group more than [`MAX_GROUP`] tiles, or a
/// tile is not a real tile of the board.
#[expect(
    clippy::cast_precision_loss,
    reason = "table sizes as f64 for progress ratios: exact below 2^53"
)]
pub fn build_table(shape: Shape, tiles: &[u8], progress: &mut dyn FnMut(f64)) -> Vec<u8> {
    let cells = shape.cells();
    let k = tiles.len();
    assert!(cells <= MAX_CELLS && (1..=MAX_GROUP).contains(&k));
    assert!(tiles.iter().all(|&t| (1..cells).contains(&(t as usize))));
    let ranking = Ranking::new(cells, k);
    let placements = ranking.len();
    let words = (placements * cells).div_ceil(64);
    let moves = MoveTable::new(shape);
    let grid = Grid::new(shape);

    let mut table = vec![u8::MAX; placements];
    let mut seen = Seen(vec![[0; 2]; words]);
    let mut level = vec![0u64; words];
    let mut children = Vec::with_capacity(BATCH + 4 * MAX_GROUP);

    let goal: Vec<u8> = tiles.iter().map(|&t| t - 1).collect();
    let goal_occupied = occupied(&goal);
    #[expect(
        clippy::cast_possible_truncation,
        reason = "the last cell of a board of at most MAX_CELLS cells fits a u8"
    )]
    let goal_blank = (cells - 1) as u8;
    seen.mark(
        ranking.rank(pack(&goal)) * cells,
        grid.region(goal_occupied, goal_blank),
    );
    let mut reached = 0usize;
    let mut distance = 0u8;
    let mut placement = [0u8; MAX_GROUP];
    while next_level(&mut seen, &mut level, &mut table, cells, distance, &mut reached) {
        progress(reached as f64 / placements as f64);
        for word in 0..words {
            while level[word] != 0 {
                // Take every blank position of this placement on this level at once.
                let state = word * 64 + level[word].trailing_zeros() as usize;
                let rank = state / cells;
                let blanks = take_range(&mut level, rank * cells, cells);
                ranking.unrank(rank, &mut placement);
                let placement = &placement[..k];
                let occupied = occupied(placement);
                for (i, &from) in placement.iter().enumerate() {
                    for &to in moves.sources(from as usize) {
                        if blanks & (1 << to) != 0 {
                            // Group tile `i` slides from `from` into the blank on `to`.
                            children.push(Child {
                                base: ranking.rank_after_move(rank, placement, i, to) * cells,
                                occupied: occupied ^ (1 << from) ^ (1 << to),
                                blank: from,
                            });
                        }
                    }
                }
                if children.len() >= BATCH {
                    settle(&grid, &mut seen, &mut children);
                }
            }
        }
        settle(&grid, &mut seen, &mut children);
        distance += 1;
    }
    table
}

/// Moves the level just found out of `seen`'s next-level bits into `level`, and gives each
/// placement on it that had no entry the entry `distance`, counting it in `reached`. False if
/// the level is empty: the search is over.
fn next_level(
    seen: &mut Seen,
    level: &mut [u64],
    table: &mut [u8],
    cells: usize,
    distance: u8,
    reached: &mut usize,
) -> bool {
    let mut any = false;
    for (word, (pair, into)) in seen.0.iter_mut().zip(level.iter_mut()).enumerate() {
        let bits = std::mem::take(&mut pair[1]);
        *into = bits;
        any |= bits != 0;
        let mut rest = bits;
        while rest != 0 {
            let rank = (word * 64 + rest.trailing_zeros() as usize) / cells;
            if table[rank] == u8::MAX {
                table[rank] = distance;
                *reached += 1;
            }
            // Skip the placement's other blank positions in this word.
            let after = (rank + 1) * cells - word * 64;
            rest = if after >= 64 { 0 } else { rest & (u64::MAX << after) };
        }
    }
    any
}

/// Settles the children not settled yet: the free region of each joins the next level. Every
/// child's settled bit is read before any is written, so that the reads, each likely a cache
/// miss, overlap; a child whose region an earlier child of the batch settled is checked again.
fn settle(grid: &Grid, seen: &mut Seen, children: &mut Vec<Child>) {
    children.retain(|child| !seen.settled(child.base + child.blank as usize));
    for child in children.drain(..) {
        if !seen.settled(child.base + child.blank as usize) {
            seen.mark(child.base, grid.region(child.occupied, child.blank));
        }
    }
}

/// The cells a placement covers, as a bit mask.
fn occupied(cells: &[u8]) -> u32 {
    cells.iter().fold(0, |acc, &c| acc | (1 << c))
}
