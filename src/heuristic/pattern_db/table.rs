//! One group's table in the compact form the search reads: each placement's *excess* over its
//! group's Manhattan distance, in pairs of moves, packed four bits an entry.
//!
//! A group move shifts one of the group's tiles one cell, so it changes the group's Manhattan
//! distance by exactly one; the table's value (the fewest group moves home) is therefore never
//! below that distance and has its parity. `(value − manhattan) / 2` is a small whole number:
//! at most 6 on the 15-puzzle's 6-6-3 tables and 4 on the 24-puzzle's 5-5-5-5-4 (most entries
//! are 0 or 1). Four bits hold it, so the 15-puzzle's three databases take 17 MB instead of 35
//! and fit a 32 MB last-level cache with room to spare; the search keeps the board's Manhattan
//! distance in its key and adds twice the summed excess to it. A table whose excess does not
//! fit four bits (none of the solver's) keeps a byte an entry.

use super::rank::{Ranking, MAX_GROUP};

/// The number of cells a Manhattan-distance row covers (one row per tile, 5×5 at most).
pub const MD_CELLS: usize = 25;

/// Manhattan distance of each tile from each cell: `md[tile * MD_CELLS + cell]`.
pub type MdTable = [u8; MD_CELLS * MD_CELLS];

/// A group's table, indexed by the rank of the group's placement.
#[derive(Debug, Clone)]
pub struct Table {
    ranking: Ranking,
    /// Each entry's excess, `8 >> shift` entries a byte, lowest bits first.
    packed: Vec<u8>,
    /// log2 of the entries a byte: 1 (four bits an entry) or 0 (a byte an entry).
    shift: u32,
}

impl Table {
    /// Encodes `plain` (the fewest group moves home, by rank) for the group `tiles`, whose
    /// Manhattan distances `md` gives.
    ///
    /// # Panics
    /// If a reached entry is below its group's Manhattan distance or of the other parity (which
    /// no table [`super::build::build_table`] makes can be).
    pub fn encode(ranking: Ranking, tiles: &[u8], md: &MdTable, plain: &[u8]) -> Table {
        let mut excess = Vec::with_capacity(plain.len());
        each_manhattan(ranking.n(), tiles, md, &mut |manhattan| {
            let value = plain[excess.len()];
            if value == u8::MAX {
                // A placement no move reaches (a whole board's group, half its placements
                // unsolvable): no search looks it up, and Manhattan distance alone is admissible.
                excess.push(0);
                return;
            }
            assert!(
                value >= manhattan && (value - manhattan) % 2 == 0,
                "an entry below its Manhattan distance or of the other parity"
            );
            excess.push((value - manhattan) / 2);
        });
        assert_eq!(excess.len(), plain.len());
        let shift = u32::from(excess.iter().all(|&e| e < 16));
        Table::from_excess(ranking, &excess, shift)
    }

    /// Packs `excess` (each below `1 << (8 >> shift)`) `1 << shift` entries a byte.
    pub(super) fn from_excess(ranking: Ranking, excess: &[u8], shift: u32) -> Table {
        let per = 1usize << shift;
        let bits = 8 >> shift;
        let packed = excess
            .chunks(per)
            .map(|chunk| {
                chunk
                    .iter()
                    .enumerate()
                    .fold(0u8, |byte, (i, &e)| byte | (e << (bits * i)))
            })
            .collect();
        Table {
            ranking,
            packed,
            shift,
        }
    }

    /// The table stored as [`Table::bytes`] gave it, for `ranking`: `None` if `packed` is not
    /// the length a table of `shift` has.
    pub fn from_bytes(ranking: Ranking, shift: u32, packed: &[u8]) -> Option<Table> {
        (shift <= 1 && packed.len() == Table::stored_len(ranking, shift)).then(|| Table {
            ranking,
            packed: packed.to_vec(),
            shift,
        })
    }

    /// The bytes a table of `ranking` packed `1 << shift` entries a byte takes.
    pub fn stored_len(ranking: Ranking, shift: u32) -> usize {
        ranking.len().div_ceil(1 << shift)
    }

    /// The packed entries.
    pub fn bytes(&self) -> &[u8] {
        &self.packed
    }

    /// log2 of the entries a byte.
    pub fn shift(&self) -> u32 {
        self.shift
    }

    /// The ranking of the group's placements.
    pub fn ranking(&self) -> Ranking {
        self.ranking
    }

    /// The excess of the placement `packed` (five bits a cell), in pairs of moves.
    #[inline]
    pub fn excess(&self, packed: u32) -> u8 {
        self.excess_at(self.ranking.rank(packed))
    }

    /// The excess of the placement of rank `rank`, in pairs of moves.
    #[inline]
    pub fn excess_at(&self, rank: usize) -> u8 {
        if self.shift == 1 {
            (self.packed[rank >> 1] >> ((rank & 1) * 4)) & 15
        } else {
            self.packed[rank]
        }
    }
}

/// Calls `f` with the Manhattan distance of the group `tiles` on `n` cells for every
/// placement, in rank order (the first tile's cell varies slowest, each over the cells still
/// free, lowest first).
pub fn each_manhattan(n: usize, tiles: &[u8], md: &MdTable, f: &mut dyn FnMut(u8)) {
    fn walk(n: usize, tiles: &[u8], md: &MdTable, used: u32, sum: u8, f: &mut dyn FnMut(u8)) {
        let Some((&tile, rest)) = tiles.split_first() else {
            f(sum);
            return;
        };
        for cell in (0..n).filter(|&c| used & (1 << c) == 0) {
            let d = md[usize::from(tile) * MD_CELLS + cell];
            walk(n, rest, md, used | (1 << cell), sum + d, f);
        }
    }
    assert!(tiles.len() <= MAX_GROUP && n <= MD_CELLS);
    walk(n, tiles, md, 0, 0, f);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::heuristic::pattern_db::build::build_table;
    use crate::heuristic::pattern_db::rank::pack;

    /// Every entry reads back as `(distance − manhattan) / 2`, both packings, with the Manhattan
    /// distance counted here by hand on the 3×3 board (tile `t`'s goal is cell `t − 1`).
    #[test]
    fn entries_read_back_in_both_packings() {
        let tiles = [1u8, 2, 3, 4];
        let plain = build_table(crate::shape::Shape::square(3).unwrap(), &tiles, &mut |_| {});
        let ranking = Ranking::new(9, tiles.len());
        let mut md = [0u8; MD_CELLS * MD_CELLS];
        for tile in 1..9 {
            for cell in 0..9 {
                let goal = tile - 1;
                md[tile * MD_CELLS + cell] =
                    u8::try_from((goal / 3).abs_diff(cell / 3) + (goal % 3).abs_diff(cell % 3))
                        .unwrap();
            }
        }
        let four_bits = Table::encode(ranking, &tiles, &md, &plain);
        assert_eq!(four_bits.shift(), 1);
        assert_eq!(four_bits.bytes().len(), ranking.len().div_ceil(2));
        let mut excess = Vec::new();
        let mut cells = [0u8; MAX_GROUP];
        for (rank, &value) in plain.iter().enumerate() {
            ranking.unrank(rank, &mut cells);
            let manhattan: u8 = tiles
                .iter()
                .zip(&cells)
                .map(|(&t, &c)| md[usize::from(t) * MD_CELLS + usize::from(c)])
                .sum();
            excess.push((value - manhattan) / 2);
        }
        let byte_each = Table::from_excess(ranking, &excess, 0);
        for (rank, &e) in excess.iter().enumerate() {
            ranking.unrank(rank, &mut cells);
            let placement = pack(&cells[..tiles.len()]);
            assert_eq!(four_bits.excess(placement), e, "rank {rank}");
            assert_eq!(byte_each.excess(placement), e, "rank {rank}");
        }
    }
}
