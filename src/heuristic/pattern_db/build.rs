//! Building one group's table: a breadth-first search backwards from the goal over
//! (placement, blank) states, in which a move of a group tile costs one and any other move,
//! which only walks the blank across cells the group leaves free, costs nothing.
//!
//! The search keeps three bitsets over the states (settled, this level, next level), a state
//! being `rank(placement) · cells + blank`, and no queue: for six tiles on the 4×4 board that is
//! 92 million states in 11.5 MB a bitset. When a group move reaches a new placement, the blank's
//! whole free region is flooded at once (a tiny search over at most `cells` cells), so every
//! state of a level is known before the level is expanded and none is visited twice. A
//! placement's entry is the first level at which it appears with any blank position: the fewest
//! group moves that bring it home, as the additive bound needs.

use super::rank::{pack, Ranking, MAX_GROUP};
use crate::moves::MoveTable;
use crate::shape::Shape;

/// The most cells a board may have for a table built here (5×5).
pub const MAX_CELLS: usize = 25;

/// A bitset over the states.
struct Bits(Vec<u64>);

impl Bits {
    fn new(len: usize) -> Bits {
        Bits(vec![0; len.div_ceil(64)])
    }
    #[inline]
    fn get(&self, i: usize) -> bool {
        self.0[i / 64] & (1 << (i % 64)) != 0
    }
    #[inline]
    fn set(&mut self, i: usize) {
        self.0[i / 64] |= 1 << (i % 64);
    }
    /// Clears bits `start..start + len` (`len` at most 32) and returns them, lowest first.
    #[inline]
    #[expect(
        clippy::cast_possible_truncation,
        reason = "len <= 32 bits are masked in, so the value fits a u32"
    )]
    fn take_range(&mut self, start: usize, len: usize) -> u32 {
        let (word, offset) = (start / 64, start % 64);
        let mask = (1u64 << len) - 1;
        let mut bits = self.0[word] >> offset;
        self.0[word] &= !(mask << offset);
        if offset + len > 64 {
            let spill = offset + len - 64;
            bits |= self.0[word + 1] << (64 - offset);
            self.0[word + 1] &= !((1u64 << spill) - 1);
        }
        (bits & mask) as u32
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
    let states = placements * cells;
    let moves = MoveTable::new(shape);

    let mut table = vec![u8::MAX; placements];
    let mut settled = Bits::new(states);
    let mut level = Bits::new(states);
    let mut next = Bits::new(states);
    let mut region = Vec::with_capacity(cells);

    let goal: Vec<u8> = tiles.iter().map(|&t| t - 1).collect();
    let goal_rank = ranking.rank(pack(&goal));
    flood(
        &moves,
        occupied(&goal),
        goal_rank * cells,
        cells - 1,
        &mut settled,
        &mut level,
        &mut region,
    );
    table[goal_rank] = 0;
    let mut reached = 1usize;
    let mut distance = 0u8;
    let mut placement = [0u8; MAX_GROUP];
    let mut any = true;
    while any {
        any = false;
        for word in 0..level.0.len() {
            while level.0[word] != 0 {
                // Take every blank position of this placement on this level at once.
                let state = word * 64 + level.0[word].trailing_zeros() as usize;
                let rank = state / cells;
                let blanks = level.take_range(rank * cells, cells);
                ranking.unrank(rank, &mut placement);
                let occ = occupied(&placement[..k]);
                for i in 0..k {
                    let from = placement[i];
                    for &to in moves.sources(from as usize) {
                        if blanks & (1 << to) == 0 {
                            continue;
                        }
                        // Group tile `i` slides from `from` into the blank on `to`.
                        placement[i] = to;
                        let child = ranking.rank(pack(&placement[..k]));
                        placement[i] = from;
                        if settled.get(child * cells + from as usize) {
                            continue;
                        }
                        flood(
                            &moves,
                            occ ^ (1 << from) ^ (1 << to),
                            child * cells,
                            from as usize,
                            &mut settled,
                            &mut next,
                            &mut region,
                        );
                        if table[child] == u8::MAX {
                            table[child] = distance + 1;
                            reached += 1;
                        }
                        any = true;
                    }
                }
            }
        }
        std::mem::swap(&mut level, &mut next);
        distance += 1;
        progress(reached as f64 / placements as f64);
    }
    table
}

/// The cells a placement covers, as a bit mask.
fn occupied(cells: &[u8]) -> u32 {
    cells.iter().fold(0, |acc, &c| acc | (1 << c))
}

/// Marks every blank position reachable from `start` without crossing a group tile, for the
/// placement whose states begin at `base`, as settled and on `into`'s level.
#[expect(
    clippy::cast_possible_truncation,
    reason = "occupied is a u32 bit set of cells, so every cell here is below 32"
)]
fn flood(
    moves: &MoveTable,
    occupied: u32,
    base: usize,
    start: usize,
    settled: &mut Bits,
    into: &mut Bits,
    stack: &mut Vec<u8>,
) {
    stack.clear();
    stack.push(start as u8);
    settled.set(base + start);
    into.set(base + start);
    while let Some(cell) = stack.pop() {
        for &next in moves.sources(cell as usize) {
            let state = base + next as usize;
            if occupied & (1 << next) == 0 && !settled.get(state) {
                settled.set(state);
                into.set(state);
                stack.push(next);
            }
        }
    }
}
