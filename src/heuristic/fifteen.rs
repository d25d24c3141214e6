//! The 15-puzzle's heuristic: the largest of three 6-6-3 additive pattern databases, each with
//! its mirrored lookup ([`PatternDb`]).
//!
//! Each partition sees a different set of interactions between tiles, so their maximum is
//! stronger than any one: on Korf's 100, IDA* generates 630,790 nodes on average with one,
//! 296,393 with two and about 180,000 with three (the `korf100` bench). A child that one
//! database already puts over the search's bound is cut off without reading the others
//! ([`Heuristic::after_move_within`]), so the third costs little time: most children are cut
//! off by the first table read.

use super::pattern_db::{PatternDb, PdbKey, GROUPS_4X4_663, GROUPS_4X4_663_B, GROUPS_4X4_663_C};
use crate::error::Error;
use crate::heuristic::{stepped, Heuristic};
use crate::shape::Shape;

/// The three partitions, in the order they are read (and stored).
pub const PARTITIONS: [[&[u8]; 3]; 3] = [GROUPS_4X4_663, GROUPS_4X4_663_B, GROUPS_4X4_663_C];

/// The largest of the three databases of [`PARTITIONS`] ([`fifteen_puzzle`] builds them), or
/// of any three 4×4 databases.
///
/// ```
/// use slide_puzzle::heuristic::{FifteenPuzzle, PatternDb};
/// use slide_puzzle::heuristic::Heuristic;
/// use slide_puzzle::search::IdaStar;
/// use slide_puzzle::{Board, Shape};
/// // Quick 5-5-5 tables stand in for the solver's 6-6-3 ones here.
/// let tables = FifteenPuzzle::from_databases([(); 3].map(|()| PatternDb::fifteen_puzzle()));
/// // Korf's first instance needs 57 moves.
/// let board = Board::from_tiles(Shape::square(4)?, &[13, 6, 8, 12, 15, 14, 0, 10, 11, 7, 4, 5, 9, 1, 3, 2])?;
/// assert!(tables.value(&tables.key(board.tiles())) <= 57);
/// assert_eq!(IdaStar::new(Shape::square(4)?, &tables).solve(&board, u64::MAX)?.moves.len(), 57);
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct FifteenPuzzle {
    databases: [PatternDb; 3],
}

/// Builds [`FifteenPuzzle`], telling `progress` how far it is (0 to 1). Six six-tile tables
/// and three of three tiles: 17.3 MB at four bits an entry, a few seconds natively. Five of
/// the six large tables are searched; the sixth, `{5, 6, 9, 10, 13, 14}`, is the first's
/// through a symmetry of the board ([`PatternDb::build_partitions`]).
pub fn fifteen_puzzle(progress: &mut dyn FnMut(f64)) -> FifteenPuzzle {
    let partitions: Vec<&[&[u8]]> = PARTITIONS.iter().map(|groups| &groups[..]).collect();
    let databases = PatternDb::build_partitions(
        Shape::square(4).expect("a supported side"),
        &partitions,
        progress,
    );
    FifteenPuzzle {
        databases: databases.try_into().expect("one database a partition"),
    }
}

impl FifteenPuzzle {
    /// The largest of `databases`, any three of the 4×4 board (the solver's are
    /// [`fifteen_puzzle`]'s; a test may want quicker ones).
    ///
    /// # Panics
    /// If a database is not for the 4×4 board.
    pub fn from_databases(databases: [PatternDb; 3]) -> FifteenPuzzle {
        assert!(databases
            .iter()
            .all(|db| db.shape().is_square() && db.side() == 4));
        FifteenPuzzle { databases }
    }

    /// The databases, in the order of [`PARTITIONS`].
    pub fn databases(&self) -> &[PatternDb; 3] {
        &self.databases
    }

    /// Bytes held by the tables.
    pub fn table_bytes(&self) -> usize {
        self.databases.iter().map(PatternDb::table_bytes).sum()
    }

    /// The databases as bytes to keep: each one's [`PatternDb::to_bytes`], one after the other.
    pub fn to_bytes(&self) -> Vec<u8> {
        self.databases
            .iter()
            .flat_map(PatternDb::to_bytes)
            .collect()
    }

    /// Reads what [`FifteenPuzzle::to_bytes`] wrote.
    ///
    /// # Errors
    /// [`Error::BadTables`] if the bytes are corrupt, cut short, from another version, or hold
    /// other partitions than [`PARTITIONS`] (as the two databases an earlier version kept do).
    pub fn from_bytes(bytes: &[u8]) -> Result<FifteenPuzzle, Error> {
        let mut rest = bytes;
        let mut read = || -> Result<PatternDb, Error> {
            let (db, after) = PatternDb::from_bytes(rest)?;
            rest = after;
            Ok(db)
        };
        let databases = [read()?, read()?, read()?];
        let expected = PARTITIONS
            .iter()
            .zip(&databases)
            .all(|(groups, db)| db.is_for(Shape::square(4).expect("a supported side"), groups));
        if !rest.is_empty() || !expected {
            return Err(Error::BadTables {
                reason: "they are for other tile groups than this solver uses",
            });
        }
        Ok(FifteenPuzzle { databases })
    }
}

impl Heuristic for FifteenPuzzle {
    type Key = [PdbKey; 3];

    fn key(&self, tiles: &[u8]) -> [PdbKey; 3] {
        self.databases.each_ref().map(|db| db.key(tiles))
    }

    #[inline]
    fn value(&self, key: &[PdbKey; 3]) -> u32 {
        (0..3)
            .map(|i| self.databases[i].value(&key[i]))
            .max()
            .unwrap_or(0)
    }

    #[inline]
    fn after_move(
        &self,
        key: &[PdbKey; 3],
        tiles: &mut [u8],
        from: usize,
        to: usize,
    ) -> [PdbKey; 3] {
        let mut next = *key;
        for (i, db) in self.databases.iter().enumerate() {
            next[i] = db.after_move(&key[i], tiles, from, to);
        }
        next
    }

    /// Stops at the first database that puts the child over `limit`.
    #[inline]
    fn after_move_within(
        &self,
        key: &[PdbKey; 3],
        tiles: &mut [u8],
        from: usize,
        to: usize,
        limit: u32,
    ) -> Result<[PdbKey; 3], u32> {
        stepped(self, key, tiles, from, to, limit)
    }

    /// Stops at the first database that puts the child over `limit`, having copied no more
    /// than the databases' keys up to it: a whole key is three times as large, and in the wasm
    /// build a copy that large is a call (`memory.copy`) where one database's is a few loads
    /// and stores.
    #[inline(always)]
    #[expect(
        clippy::inline_always,
        reason = "the search's step: the wasm build left it a call in the hot loop"
    )]
    fn step_from(
        &self,
        parent: &[PdbKey; 3],
        child: &mut [PdbKey; 3],
        tiles: &mut [u8],
        from: usize,
        to: usize,
        limit: u32,
    ) -> Result<u32, u32> {
        // The databases share the board's shape, so the slide is the same for the three; a
        // slide on 4×4 passes over three cells at most.
        let slide = self.databases[0].slide::<3>(tiles, from, to);
        let [a, b, c] = &self.databases;
        let [child_a, child_b, child_c] = child;
        let h = a.step_slide(&parent[0], child_a, &slide, limit)?;
        let h = h.max(b.step_slide(&parent[1], child_b, &slide, limit)?);
        Ok(h.max(c.step_slide(&parent[2], child_c, &slide, limit)?))
    }
}
