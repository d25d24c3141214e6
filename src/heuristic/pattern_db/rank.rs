//! Perfect ranking of a group's placement: `k` distinct cells out of `n`, in the group's tile
//! order, numbered densely `0..n!/(n-k)!`.
//!
//! A placement travels through the search packed five bits a cell in a `u32` (so at most six
//! tiles, on at most 32 cells), because a move then changes the packed form by one XOR. A table
//! is indexed by the rank instead, which wastes no entry: for six tiles on the 4×4 board that is
//! 5,765,760 entries rather than the 16,777,216 of a four-bit-a-cell index.

/// Bits per cell in a packed placement.
pub const CELL_BITS: u32 = 5;
/// The most tiles a packed placement holds.
pub const MAX_GROUP: usize = 6;

/// The ranking for `k` tiles on `n` cells.
///
/// ```
/// use slide_puzzle::heuristic::pattern_db::rank::{pack, Ranking};
/// let ranking = Ranking::new(16, 2);
/// assert_eq!(ranking.len(), 16 * 15);
/// assert_eq!(ranking.rank(pack(&[0, 1])), 0);
/// assert_eq!(ranking.rank(pack(&[15, 14])), 16 * 15 - 1);
/// let mut cells = [0u8; 2];
/// ranking.unrank(ranking.rank(pack(&[7, 3])), &mut cells);
/// assert_eq!(cells, [7, 3]);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Ranking {
    n: u32,
    k: usize,
    /// `weight[i]` = (n-1-i)! / (n-k)!: how many placements share the first `i + 1` choices.
    weight: [u32; MAX_GROUP],
}

impl Ranking {
    /// The ranking of `k` (at most [`MAX_GROUP`]) distinct cells out of `n` (at most 32).
    ///
    /// # Panics
    /// If `k` or `n` is out of range, or the count overflows a `u32`.
    #[expect(
        clippy::cast_possible_truncation,
        reason = "the assertion above holds n <= 32"
    )]
    pub fn new(n: usize, k: usize) -> Ranking {
        assert!(n <= 32 && (1..=MAX_GROUP).contains(&k) && k <= n);
        let mut weight = [0u32; MAX_GROUP];
        let mut w = 1u32;
        for i in (0..k).rev() {
            weight[i] = w;
            w = w
                .checked_mul((n - i) as u32)
                .expect("placement count overflows a u32");
        }
        Ranking {
            n: n as u32,
            k,
            weight,
        }
    }

    /// How many placements there are: `n! / (n-k)!`.
    pub fn len(&self) -> usize {
        self.weight[0] as usize * self.n as usize
    }

    /// The cells a placement is chosen from.
    pub fn n(&self) -> usize {
        self.n as usize
    }

    /// Never true: a ranking covers at least one tile.
    #[allow(
        clippy::unused_self,
        reason = "the pair of len, a method, as callers expect; the lint fires only without the internals feature"
    )]
    pub fn is_empty(&self) -> bool {
        false
    }

    /// How many placements share the choices of the first `i + 1` tiles' cells: what one cell
    /// more for tile `i`'s term of the rank is worth.
    ///
    /// ```
    /// use slide_puzzle::heuristic::pattern_db::rank::{pack, Ranking};
    /// let ranking = Ranking::new(16, 2);
    /// assert_eq!(ranking.weight(0), 15);
    /// assert_eq!(ranking.rank(pack(&[1, 0])), usize::try_from(ranking.weight(0)).unwrap());
    /// ```
    pub fn weight(&self, i: usize) -> u32 {
        self.weight[i]
    }

    /// The tiles in a placement.
    pub fn group_len(&self) -> usize {
        self.k
    }

    /// The rank of a packed placement: each cell counts the free cells below it.
    #[inline]
    #[expect(
        clippy::cast_possible_truncation,
        reason = "i < k <= MAX_GROUP, a handful of shifts"
    )]
    pub fn rank(&self, packed: u32) -> usize {
        let mut used = 0u32;
        let mut rank = 0u32;
        for i in 0..self.k {
            let cell = (packed >> (CELL_BITS * i as u32)) & 31;
            let below = (used & ((1 << cell) - 1)).count_ones();
            rank += (cell - below) * self.weight[i];
            used |= 1 << cell;
        }
        rank as usize
    }

    /// The rank of the placement `layout` (whose rank is `rank`) after its tile `i` moves to the
    /// free cell `to`, found from the change the move makes rather than by ranking anew: the
    /// tile's own term changes by the cells it crosses, and a move across other tiles' cells (a
    /// vertical one) changes their counts of cells below too. The table build takes every
    /// child's rank this way.
    ///
    /// ```
    /// use slide_puzzle::heuristic::pattern_db::rank::{pack, Layout, Ranking};
    /// let ranking = Ranking::new(16, 3);
    /// let cells = [5, 2, 7];
    /// let (rank, layout) = (ranking.rank(pack(&cells)), Layout::new(&cells));
    /// // Tile 0 moves down a row on 4×4, past the cell of tile 2.
    /// assert_eq!(ranking.rank_after_move(rank, &layout, 0, 9), ranking.rank(pack(&[9, 2, 7])));
    /// // Tile 2 moves up a row, past the cell of tile 0.
    /// assert_eq!(ranking.rank_after_move(rank, &layout, 2, 3), ranking.rank(pack(&[5, 2, 3])));
    /// ```
    #[inline]
    #[expect(
        clippy::cast_possible_truncation,
        clippy::cast_possible_wrap,
        clippy::cast_sign_loss,
        reason = "ranks fit a u32 (checked in new), so they and their differences fit an i64, and the rank after a move is again a rank"
    )]
    pub fn rank_after_move(&self, rank: usize, layout: &Layout, i: usize, to: u8) -> usize {
        let from = layout.cells[i];
        let mut delta = i64::from(self.weight[i]) * (i64::from(to) - i64::from(from));
        let (lo, hi) = (from.min(to), from.max(to));
        // The tiles on the cells strictly between the two, lowest first.
        let mut crossed = layout.occupied & ((1 << hi) - 1) & !((2 << lo) - 1);
        while crossed != 0 {
            let change = self.crossing(i, usize::from(layout.tile[crossed.trailing_zeros() as usize]));
            delta += if from < to { change } else { -change };
            crossed &= crossed - 1;
        }
        (rank as i64 + delta) as usize
    }

    /// The change in rank when tile `i` moves to a higher cell past the cell of tile `j` (another
    /// tile of the placement): an earlier tile `j` starts counting below `i`'s cell, or `i` stops
    /// counting below a later tile `j`'s. A move to a lower cell changes the rank by the opposite.
    ///
    /// ```
    /// use slide_puzzle::heuristic::pattern_db::rank::{pack, Ranking};
    /// let ranking = Ranking::new(16, 2);
    /// // Tile 1 moves from cell 0 to 2, past tile 0 on cell 1: two cells on, less one for it.
    /// let moved = ranking.rank(pack(&[1, 2])) as i64 - ranking.rank(pack(&[1, 0])) as i64;
    /// assert_eq!(moved, 2 * i64::from(ranking.weight(1)) + ranking.crossing(1, 0));
    /// ```
    #[inline]
    pub fn crossing(&self, i: usize, j: usize) -> i64 {
        if j < i {
            -i64::from(self.weight[i])
        } else {
            i64::from(self.weight[j])
        }
    }

    /// Every cell, as bits.
    fn all_cells(&self) -> u32 {
        if self.n == 32 {
            u32::MAX
        } else {
            (1 << self.n) - 1
        }
    }

    /// The cells of the placement of rank `rank`, in tile order.
    #[expect(
        clippy::cast_possible_truncation,
        reason = "a rank is below the placement count, which fits a u32 (checked in new), and cells are below n <= 32"
    )]
    pub fn unrank(&self, rank: usize, cells: &mut [u8]) {
        let mut rank = rank as u32;
        let mut free = self.all_cells();
        for (i, cell) in cells.iter_mut().enumerate().take(self.k) {
            let chosen = select(free, rank / self.weight[i]);
            rank %= self.weight[i];
            *cell = chosen as u8;
            free &= !(1 << chosen);
        }
    }
}

/// A placement laid out for its moves: the cells its tiles cover, as bits, and which tile is on
/// each, so that [`Ranking::rank_after_move`] finds the tiles a move crosses from bits.
///
/// ```
/// use slide_puzzle::heuristic::pattern_db::rank::Layout;
/// let layout = Layout::new(&[5, 2, 7]);
/// assert_eq!(layout.occupied(), 1 << 5 | 1 << 2 | 1 << 7);
/// ```
#[derive(Debug, Clone)]
pub struct Layout {
    cells: [u8; MAX_GROUP],
    len: usize,
    occupied: u32,
    tile: [u8; 32],
}

impl Layout {
    /// The layout of `cells` (distinct cells below 32, at most [`MAX_GROUP`] of them).
    #[expect(
        clippy::cast_possible_truncation,
        reason = "a tile's index is below MAX_GROUP"
    )]
    pub fn new(cells: &[u8]) -> Layout {
        let mut layout = Layout {
            cells: [0; MAX_GROUP],
            len: cells.len(),
            occupied: 0,
            tile: [0; 32],
        };
        layout.cells[..cells.len()].copy_from_slice(cells);
        for (i, &cell) in cells.iter().enumerate() {
            layout.occupied |= 1 << cell;
            layout.tile[usize::from(cell)] = i as u8;
        }
        layout
    }

    /// The cells the placement covers, as bits.
    pub fn occupied(&self) -> u32 {
        self.occupied
    }

    /// The cell of each tile, in the group's order.
    pub fn cells(&self) -> &[u8] {
        &self.cells[..self.len]
    }
}

/// Placements by rank, each laid out from the one asked for before: the digits of the rank
/// (one a tile, in the mixed radix of [`Ranking`]) that did not change keep their cells, so a
/// walk through ranks in increasing order, as the table build's levels and the tables' passes
/// over every placement make, divides and selects for the last digit or two only.
///
/// ```
/// use slide_puzzle::heuristic::pattern_db::rank::{pack, Ranking, Unranker};
/// let ranking = Ranking::new(16, 3);
/// let mut unranker = Unranker::new(ranking);
/// for cells in [[5, 2, 7], [5, 2, 9], [5, 3, 0], [1, 2, 3]] {
///     let layout = unranker.unrank(ranking.rank(pack(&cells)));
///     assert_eq!(layout.cells(), &cells);
///     assert_eq!(layout.occupied(), cells.iter().fold(0, |bits, &c| bits | 1 << c));
/// }
/// ```
#[derive(Debug, Clone)]
pub struct Unranker {
    ranking: Ranking,
    layout: Layout,
    /// `start[i]`: the least rank whose digits up to `i` are those of the last rank.
    start: [u32; MAX_GROUP],
    /// `free[i]`: the cells left free by the tiles before tile `i`.
    free: [u32; MAX_GROUP],
    /// How many of the last rank's digits `start` and `free` hold (none before the first).
    known: usize,
}

impl Unranker {
    /// An unranker for placements of `ranking`.
    pub fn new(ranking: Ranking) -> Unranker {
        let cells = [0; MAX_GROUP];
        Unranker {
            ranking,
            layout: Layout::new(&cells[..ranking.k]),
            start: [0; MAX_GROUP],
            free: [0; MAX_GROUP],
            known: 0,
        }
    }

    /// The placement of rank `rank`, laid out.
    #[inline]
    #[expect(
        clippy::needless_range_loop,
        reason = "j indexes the weights, the starts, the free cells and the layout's cells alike"
    )]
    #[expect(
        clippy::cast_possible_truncation,
        reason = "a rank is below the placement count, which fits a u32 (checked in Ranking::new), and cells and tile indices fit a u8"
    )]
    pub fn unrank(&mut self, rank: usize) -> &Layout {
        let rank = rank as u32;
        let (k, weight) = (self.ranking.k, &self.ranking.weight);
        let mut i = 0;
        while i < self.known && rank.wrapping_sub(self.start[i]) < weight[i] {
            i += 1;
        }
        if i < k {
            let all = self.ranking.all_cells();
            let (mut base, mut free) = match i {
                0 => (0, all),
                _ => (
                    self.start[i - 1],
                    self.free[i - 1] & !(1 << self.layout.cells[i - 1]),
                ),
            };
            for j in i..k {
                let w = weight[j];
                let digit = if w == 1 { rank - base } else { (rank - base) / w };
                let cell = select(free, digit);
                base += digit * w;
                self.start[j] = base;
                self.free[j] = free;
                self.layout.cells[j] = cell as u8;
                self.layout.tile[cell as usize] = j as u8;
                free &= !(1 << cell);
            }
            self.layout.occupied = all & !free;
            self.known = k;
        }
        &self.layout
    }
}

/// The position of set bit number `n` (from 0, lowest first) of `bits`, which has more than
/// `n` set bits: a byte at a time by count, then a table within the byte.
#[inline]
fn select(mut bits: u32, mut n: u32) -> u32 {
    let mut base = 0;
    loop {
        let byte = bits & 0xff;
        let count = byte.count_ones();
        if n < count {
            return base + u32::from(SELECT_IN_BYTE[byte as usize][n as usize]);
        }
        n -= count;
        bits >>= 8;
        base += 8;
    }
}

/// `SELECT_IN_BYTE[b][n]`: the position of set bit number `n` of the byte `b`.
static SELECT_IN_BYTE: [[u8; 8]; 256] = select_in_byte();

const fn select_in_byte() -> [[u8; 8]; 256] {
    let mut table = [[0u8; 8]; 256];
    let mut byte = 0;
    while byte < 256 {
        let (mut bit, mut n) = (0u8, 0usize);
        while bit < 8 {
            if byte & (1 << bit) != 0 {
                table[byte][n] = bit;
                n += 1;
            }
            bit += 1;
        }
        byte += 1;
    }
    table
}

/// Packs cells (each below 32, at most [`MAX_GROUP`]) five bits apiece, first cell lowest.
#[expect(
    clippy::cast_possible_truncation,
    reason = "at most MAX_GROUP cells, so the index is tiny"
)]
pub fn pack(cells: &[u8]) -> u32 {
    cells.iter().enumerate().fold(0, |acc, (i, &c)| {
        acc | (u32::from(c) << (CELL_BITS * i as u32))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Calls `f` with every placement of `p.len()` distinct cells out of `n`.
    fn all(n: u8, depth: usize, p: &mut Vec<u8>, f: &mut dyn FnMut(&[u8])) {
        if depth == p.len() {
            f(p);
            return;
        }
        for c in 0..n {
            if !p[..depth].contains(&c) {
                p[depth] = c;
                all(n, depth + 1, p, f);
            }
        }
    }

    /// Every placement of three tiles on 3×3 and of two on 5×5 gets a distinct rank below the
    /// count, and unranks back to itself (the count done by hand: 9·8·7 and 25·24).
    #[test]
    #[expect(
        clippy::cast_possible_truncation,
        reason = "n is a small board's cell count"
    )]
    fn ranks_are_a_bijection() {
        for (n, k, count) in [(9usize, 3usize, 504usize), (25, 2, 600), (16, 1, 16)] {
            let ranking = Ranking::new(n, k);
            assert_eq!(ranking.len(), count);
            let mut seen = vec![false; count];
            let mut cells = [0u8; MAX_GROUP];
            let mut placement = vec![0u8; k];
            let mut visit = |p: &[u8]| {
                let r = ranking.rank(pack(p));
                assert!(!std::mem::replace(&mut seen[r], true), "{p:?}");
                ranking.unrank(r, &mut cells);
                assert_eq!(&cells[..k], p);
            };
            all(n as u8, 0, &mut placement, &mut visit);
            assert!(seen.iter().all(|&s| s));
        }
    }

    /// Every move of every tile of every placement of three tiles on 4×4 and of two on 5×4
    /// (wide) and 3×5 (tall) into a free cell beside it, counted from the board's rows and
    /// columns here: the rank after the move is the rank of the moved placement.
    #[test]
    #[expect(
        clippy::cast_possible_truncation,
        reason = "cells of boards of at most 20 cells"
    )]
    fn rank_after_move_is_the_moved_rank() {
        for (width, height, k) in [(4usize, 4usize, 3usize), (5, 4, 2), (3, 5, 2)] {
            let n = width * height;
            let ranking = Ranking::new(n, k);
            let mut placement = vec![0u8; k];
            let mut checked = 0;
            let mut visit = |p: &[u8]| {
                let rank = ranking.rank(pack(p));
                for i in 0..k {
                    let (row, col) = (p[i] as usize / width, p[i] as usize % width);
                    let beside = [
                        (row > 0).then(|| p[i] as usize - width),
                        (row + 1 < height).then(|| p[i] as usize + width),
                        (col > 0).then(|| p[i] as usize - 1),
                        (col + 1 < width).then(|| p[i] as usize + 1),
                    ];
                    for to in beside.into_iter().flatten() {
                        let to = to as u8;
                        if p.contains(&to) {
                            continue;
                        }
                        let mut moved = p.to_vec();
                        moved[i] = to;
                        assert_eq!(
                            ranking.rank_after_move(rank, &Layout::new(p), i, to),
                            ranking.rank(pack(&moved)),
                            "{p:?}: tile {i} to {to}"
                        );
                        checked += 1;
                    }
                }
            };
            all(n as u8, 0, &mut placement, &mut visit);
            assert!(checked > ranking.len(), "{width}×{height}: {checked} moves");
        }
    }

    /// The unranker against `unrank` on every rank of five groups, taken in increasing order,
    /// in decreasing order, and in a scrambled order (a stride coprime to the count), so that
    /// each digit, from the last to the first, is found both kept and changed.
    #[test]
    fn the_unranker_lays_out_every_rank() {
        for (n, k) in [(16usize, 3usize), (16, 1), (9, 4), (25, 2), (12, 6)] {
            let ranking = Ranking::new(n, k);
            let len = ranking.len();
            let stride = (2..len).find(|s| gcd(*s, len) == 1 && *s > len / 3).unwrap_or(1);
            let orders: [Box<dyn Iterator<Item = usize>>; 3] = [
                Box::new(0..len),
                Box::new((0..len).rev()),
                Box::new((0..len).map(|i| i * stride % len)),
            ];
            for order in orders {
                let mut unranker = Unranker::new(ranking);
                let mut cells = [0u8; MAX_GROUP];
                for rank in order {
                    ranking.unrank(rank, &mut cells);
                    let layout = unranker.unrank(rank);
                    assert_eq!(layout.cells(), &cells[..k], "{n} cells, {k} tiles, rank {rank}");
                    let occupied = cells[..k].iter().fold(0u32, |bits, &c| bits | 1 << c);
                    assert_eq!(layout.occupied(), occupied, "rank {rank}");
                }
            }
        }
    }

    fn gcd(a: usize, b: usize) -> usize {
        if b == 0 { a } else { gcd(b, a % b) }
    }
}
