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
//! A level is found from the one before in one of two directions. While the states not yet
//! settled outnumber the current level's, each state of the level gives its children
//! (`Search::push_level`); once they are fewer, in the last levels, each region not settled
//! looks for a parent on the current level instead and stops at the first
//! (`Search::pull_level`). The tables are the same either way; the second does less work
//! where little is left to find.
//!
//! Each state's *settled* bit sits beside its *next level* bit in one pair of words (a child is
//! checked and marked in one cache line); children are ranked from their parent's rank
//! ([`Ranking::rank_after_move`]) and a parent's placement laid out from the one expanded
//! before ([`Unranker`]); the children of a run of placements are gathered before any is
//! checked, so that their reads, likely cache misses, overlap; and a placement's moves come
//! from bit masks (the cells beside each tile that are blank positions on the level), not from
//! tests that mostly fail.

use super::rank::{pack, Layout, Ranking, Unranker, MAX_GROUP};
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

    /// The settled bits of states `start..start + len` (`len` at most 32), lowest first.
    #[inline]
    #[expect(
        clippy::cast_possible_truncation,
        reason = "len <= 32 bits are masked in, so the value fits a u32"
    )]
    fn settled_range(&self, start: usize, len: usize) -> u32 {
        let (word, offset) = (start / 64, start % 64);
        let mut bits = self.0[word][0] >> offset;
        if offset + len > 64 {
            bits |= self.0[word + 1][0] << (64 - offset);
        }
        (bits & ((1 << len) - 1)) as u32
    }

    /// Marks the states `base + cell` for each cell of `cells` as settled only: states that
    /// cannot be (the blank on a group tile's cell), so that a placement's settled bits are
    /// all set once every state it can have is settled.
    #[inline]
    fn settle_only(&mut self, base: usize, cells: u32) {
        self.set(0, base, cells);
    }

    /// Marks the states `base + cell` for each cell of `region` as settled and on the next
    /// level (`region` has bits below [`MAX_CELLS`] only).
    #[inline]
    fn mark(&mut self, base: usize, region: u32) {
        self.set(0, base, region);
        self.set(1, base, region);
    }

    /// Sets the bits of states `base + cell` for each cell of `cells` in one of the two bitsets
    /// (0: settled, 1: next level).
    #[inline]
    fn set(&mut self, bitset: usize, base: usize, cells: u32) {
        let (word, offset) = (base / 64, base % 64);
        self.0[word][bitset] |= u64::from(cells) << offset;
        if offset > 32 {
            let high = u64::from(cells) >> (64 - offset);
            if high != 0 {
                self.0[word + 1][bitset] |= high;
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
    /// The cells beside each cell.
    beside: [u32; MAX_CELLS],
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
        let mut grid = Grid {
            not_first: all & !first,
            not_last: all & !last,
            all,
            width: width as u32,
            beside: [0; MAX_CELLS],
        };
        for cell in 0..width * height {
            grid.beside[cell] = grid.step(1 << cell);
        }
        grid
    }

    /// The cells one step from `cells` in any direction (`cells` included only where a step
    /// comes back to it).
    #[inline]
    fn step(&self, cells: u32) -> u32 {
        ((cells << 1) & self.not_first)
            | ((cells >> 1) & self.not_last)
            | ((cells << self.width) & self.all)
            | (cells >> self.width)
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
            let grown = region | self.step(region) & free;
            if grown == region {
                return region;
            }
            region = grown;
        }
    }
}

/// A child found by expanding a placement: the blank on `blank` (the cell its group tile left)
/// among the tiles `occupied`, for the placement whose states begin at `base`; packed in a word
/// (`base` above bit 32, `blank` in bits 25 to 29, `occupied` below), so a batch of them is
/// copied a word at a time.
#[derive(Clone, Copy)]
struct Child(u64);

impl Child {
    #[inline]
    fn new(base: usize, occupied: u32, blank: u8) -> Child {
        Child((base as u64) << 32 | u64::from(blank) << MAX_CELLS | u64::from(occupied))
    }

    #[inline]
    #[allow(
        clippy::cast_possible_truncation,
        reason = "the state count fits a u32 (asserted in build_table); the lint fires only where usize is 32 bits"
    )]
    fn base(self) -> usize {
        (self.0 >> 32) as usize
    }

    #[inline]
    fn state(self) -> usize {
        self.base() + usize::from(self.blank())
    }

    #[inline]
    #[expect(clippy::cast_possible_truncation, reason = "five bits")]
    fn blank(self) -> u8 {
        (self.0 >> MAX_CELLS) as u8 & 31
    }

    #[inline]
    #[expect(clippy::cast_possible_truncation, reason = "MAX_CELLS bits")]
    fn occupied(self) -> u32 {
        self.0 as u32 & ((1 << MAX_CELLS) - 1)
    }
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
/// If the board has more than [`MAX_CELLS`] cells, the group more than [`MAX_GROUP`] tiles, a
/// tile is not a real tile of the board, or the states (placements × cells) do not fit a `u32`
/// (six tiles on 5×5 would need 3.2 billion, 400 MB a bitset).
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
    assert!(u32::try_from(placements * cells).is_ok());
    let words = (placements * cells).div_ceil(64);

    let mut table = vec![u8::MAX; placements];
    let mut search = Search {
        ranking,
        unranker: Unranker::new(ranking),
        grid: Grid::new(shape),
        seen: Seen(vec![[0; 2]; words]),
        level: vec![0u64; words],
        children: Batch::new(),
        cells,
        open: None,
    };

    let goal: Vec<u8> = tiles.iter().map(|&t| t - 1).collect();
    #[expect(
        clippy::cast_possible_truncation,
        reason = "the last cell of a board of at most MAX_CELLS cells fits a u8"
    )]
    let goal_blank = (cells - 1) as u8;
    let goal_region = search.grid.region(occupied(&goal), goal_blank);
    search.seen.mark(ranking.rank(pack(&goal)) * cells, goal_region);
    let (mut reached, mut distance) = (0usize, 0u8);
    loop {
        let before = reached;
        let Search { seen, level, .. } = &mut search;
        if !next_level(seen, level, &mut table, cells, distance, &mut reached) {
            return table;
        }
        progress(reached as f64 / placements as f64);
        // Switching when the unsettled are fewer than twice the level measured no different.
        if placements - reached < reached - before {
            search.pull_level();
        } else {
            search.push_level();
        }
        distance += 1;
    }
}

/// The search's state between levels.
struct Search {
    ranking: Ranking,
    unranker: Unranker,
    grid: Grid,
    seen: Seen,
    /// The states of the level being expanded.
    level: Vec<u64>,
    children: Batch,
    cells: usize,
    /// After a level found from the states not settled, the placements that still have such
    /// states, in increasing rank: the next such level looks at these only (none before).
    open: Option<Vec<u32>>,
}

impl Search {
    /// Finds the next level from the current one: each placement of the level, with the blank
    /// positions it has on it, gives its children (each move of a group tile into one of those
    /// positions), and those not settled yet are settled on the next level.
    fn push_level(&mut self) {
        let cells = self.cells;
        for word in 0..self.level.len() {
            while self.level[word] != 0 {
                // Take every blank position of this placement on this level at once.
                let state = word * 64 + self.level[word].trailing_zeros() as usize;
                let rank = state / cells;
                let blanks = take_range(&mut self.level, rank * cells, cells);
                let layout = self.unranker.unrank(rank);
                self.seen.settle_only(rank * cells, layout.occupied());
                for (i, &from) in layout.cells().iter().enumerate() {
                    let mut targets = self.grid.beside[usize::from(from)] & blanks;
                    while targets != 0 {
                        // Group tile `i` slides from `from` into the blank on `to`.
                        let to = lowest(targets);
                        targets &= targets - 1;
                        self.children.push(Child::new(
                            self.ranking.rank_after_move(rank, layout, i, to) * cells,
                            layout.occupied() ^ (1 << from) ^ (1 << to),
                            from,
                        ));
                    }
                }
                if self.children.len >= BATCH {
                    settle(&self.grid, &mut self.seen, &mut self.children);
                }
            }
        }
        settle(&self.grid, &mut self.seen, &mut self.children);
    }

    /// Finds the next level from the states not settled yet, once they are fewer than the
    /// current level's: each free region not settled joins the next level if one of its
    /// parents (a group tile beside the region back on the region's cell it came from, the
    /// blank on the cell it left) is on the current level. A placement's covered cells are
    /// marked settled when it is expanded or first seen here, so a placement all settled is
    /// passed over from its bits alone; and after the first such level only the placements
    /// it left with states not settled are looked at.
    fn pull_level(&mut self) {
        let cells = self.cells;
        let all = self.grid.all();
        let candidates = self.open.take();
        let count = candidates.as_ref().map_or(self.ranking.len(), Vec::len);
        let mut still_open = Vec::new();
        for n in 0..count {
            let rank = candidates.as_ref().map_or(n, |ranks| ranks[n] as usize);
            let base = rank * cells;
            let settled = self.seen.settled_range(base, cells);
            if settled == all {
                continue;
            }
            let layout = self.unranker.unrank(rank);
            self.seen.settle_only(base, layout.occupied());
            let mut open = all & !settled & !layout.occupied();
            let mut left_open = false;
            while open != 0 {
                let region = self.grid.region(layout.occupied(), lowest(open));
                open &= !region;
                let (grid, level) = (&self.grid, &self.level);
                if has_parent_on_level(grid, &self.ranking, level, cells, rank, layout, region) {
                    self.seen.mark(base, region);
                } else {
                    left_open = true;
                }
            }
            if left_open {
                #[expect(
                    clippy::cast_possible_truncation,
                    reason = "a rank fits a u32 (checked in Ranking::new)"
                )]
                still_open.push(rank as u32);
            }
        }
        self.open = Some(still_open);
    }
}

/// Whether a state of placement `rank` (laid out as `layout`) with the blank in `region` has a
/// parent in `level`: a state from which a group tile beside the region came onto its cell.
fn has_parent_on_level(
    grid: &Grid,
    ranking: &Ranking,
    level: &[u64],
    cells: usize,
    rank: usize,
    layout: &Layout,
    region: u32,
) -> bool {
    for (i, &at) in layout.cells().iter().enumerate() {
        let mut came_from = grid.beside[usize::from(at)] & region;
        while came_from != 0 {
            let parent = ranking.rank_after_move(rank, layout, i, lowest(came_from));
            if bit(level, parent * cells + usize::from(at)) {
                return true;
            }
            came_from &= came_from - 1;
        }
    }
    false
}

/// The lowest cell of a non-empty set of cells.
#[inline]
#[expect(
    clippy::cast_possible_truncation,
    reason = "a cell of a board of at most MAX_CELLS cells"
)]
fn lowest(cells: u32) -> u8 {
    cells.trailing_zeros() as u8
}

/// Bit `n` of a bitset.
#[inline]
fn bit(bits: &[u64], n: usize) -> bool {
    bits[n / 64] & (1 << (n % 64)) != 0
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

/// Children gathered to be settled together: at most [`BATCH`] and one placement's more.
struct Batch {
    children: [Child; BATCH + 4 * MAX_GROUP],
    len: usize,
}

impl Batch {
    fn new() -> Batch {
        Batch {
            children: [Child(0); BATCH + 4 * MAX_GROUP],
            len: 0,
        }
    }

    #[inline]
    fn push(&mut self, child: Child) {
        self.children[self.len] = child;
        self.len += 1;
    }
}

/// Settles the children not settled yet: the free region of each joins the next level. Every
/// child's settled bit is read before any is written, so that the reads, each likely a cache
/// miss, overlap; a child whose region an earlier child of the batch settled is checked again.
fn settle(grid: &Grid, seen: &mut Seen, batch: &mut Batch) {
    let mut kept = 0;
    for n in 0..batch.len {
        let child = batch.children[n];
        batch.children[kept] = child;
        kept += usize::from(!seen.settled(child.state()));
    }
    for &child in &batch.children[..kept] {
        if !seen.settled(child.state()) {
            seen.mark(child.base(), grid.region(child.occupied(), child.blank()));
        }
    }
    batch.len = 0;
}

/// The cells a placement covers, as a bit mask.
fn occupied(cells: &[u8]) -> u32 {
    cells.iter().fold(0, |acc, &c| acc | (1 << c))
}
