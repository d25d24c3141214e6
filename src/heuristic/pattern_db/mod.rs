//! Additive disjoint pattern databases (Korf & Felner 2002), with the mirrored lookup about the
//! main diagonal (Felner, Korf & Hanan 2004), for boards of up to 5×5.
//!
//! The real tiles are split into disjoint groups. For each group a table holds, for every
//! placement of the group's tiles, the fewest moves *of those tiles* that bring them home when
//! every other tile is indistinguishable and free to move at no cost. A move shifts one tile, so
//! it counts in one table only and the sum over the groups never overestimates.
//!
//! The board transposed about its main diagonal (cell `(r, c)` to `(c, r)`, tile of goal cell
//! `(r, c)` relabelled with the tile of goal cell `(c, r)`) is as far from the goal as the
//! board itself, since the goal's blank corner lies on that diagonal. Looking the transposed
//! board up in the same tables gives a second admissible estimate; we take the larger. (With a
//! partition that is its own transpose the two sums are always equal, so the partitions here
//! are deliberately lopsided.)
//!
//! A rectangle (a [`PatternDb::build`] for a [`Shape`] that is not square) has no such symmetry
//! (its transpose is another shape), so there the mirrored lookup would only read the straight
//! one's value again: a rectangle's database makes the straight lookup alone (the branch that
//! says so goes the same way for a whole search, so the 15-puzzle's inner loop pays nothing for
//! it).
//!
//! The search carries a [`PdbKey`]: each lookup's rank (its table index), its value, and the
//! two sums, so a move costs two table reads (one on a rectangle) whatever the number of
//! groups. A move changes a rank by an amount found without ranking anew: the moved tile's
//! weight times the cells it crosses, plus a correction for each tile of its group whose cell it
//! passes over (none for a move along a row, at most a row's width less one for a move along a
//! column; see [`rank::Ranking::crossing`]), read from a small table per tile pair. What a slide
//! changes that is the same for every database of the shape (the tile, its Manhattan change, the
//! tiles it passes over) is found once a child ([`PatternDb::slide`]), so the 15-puzzle's three
//! databases share it. Tables are built by [`build::build_table`] and indexed by
//! [`rank::Ranking`].

pub mod build;
pub mod rank;
pub mod symmetry;
pub mod table;

use crate::error::Error;
use crate::heuristic::{stepped, Heuristic};
use crate::shape::{Shape, MIN_SIDE};
use build::{build_table, MAX_CELLS};
use rank::{Ranking, CELL_BITS, MAX_GROUP};
use symmetry::Carry;
use table::{MdTable, Table, MD_CELLS};

/// The most groups a database has (five, for the 24-puzzle's 5-5-5-5-4).
pub const MAX_GROUPS: usize = 5;

/// The 15-puzzle's first 6-6-3 partition: the top-left 2×3 block, the right column with the
/// bottom row's right end, and the bottom-left corner's three tiles.
///
/// Chosen by measurement on Korf's 100 with the mirrored lookup: 630,790 nodes generated on
/// average, against 1,837,038 for the compact `{1,2,5,6,9,13} {3,4,7,8,11,12} {10,14,15}` and
/// 1.24 to 2.26 million (first 25 instances) for six other partitions tried.
pub const GROUPS_4X4_663: [&[u8]; 3] = [&[1, 2, 3, 5, 6, 7], &[4, 8, 11, 12, 14, 15], &[9, 10, 13]];

/// The 15-puzzle's second 6-6-3 partition: Korf & Felner's (2002), relabelled for this goal
/// (its straight lookup averages 42.13 on Korf's 100, the figure they publish). Alone with the
/// mirror: 620,879 nodes generated on average; in a max with [`GROUPS_4X4_663`]: 296,393.
pub const GROUPS_4X4_663_B: [&[u8]; 3] =
    [&[1, 5, 6, 9, 10, 13], &[7, 8, 11, 12, 14, 15], &[2, 3, 4]];

/// The 15-puzzle's third 6-6-3 partition: the top row with the two tiles under its right end,
/// the left two columns below the top row, and the three tiles around the blank's corner. In
/// a max with [`GROUPS_4X4_663`] and [`GROUPS_4X4_663_B`] (each mirrored) it took IDA* on the
/// first 25 of Korf's 100 from 414,296 to 255,453 nodes generated on average, the best of ten
/// partitions tried (the next: 278,773 for the right two columns, the left two columns' top
/// three rows and the bottom row's three tiles); a fourth database took that to 202,104 but
/// no less time.
pub const GROUPS_4X4_663_C: [&[u8]; 3] =
    [&[1, 2, 3, 4, 7, 8], &[5, 6, 9, 10, 13, 14], &[11, 12, 15]];

/// The 15-puzzle's 5-5-5 partition: the left column with tiles 6 and 9 beside it, the rest of
/// the top rows, and the tiles around the blank's corner (1,276,815 nodes generated on average
/// on Korf's 100 with the mirror). Quick to build; the baseline the benchmark measures against.
pub const GROUPS_4X4_555: [&[u8]; 3] = [&[1, 5, 6, 9, 13], &[2, 3, 4, 7, 8], &[10, 11, 12, 14, 15]];

/// The 24-puzzle's 5-5-5-5-4 partition: four blocks of five and the four tiles beside the
/// blank's corner.
pub const GROUPS_5X5: [&[u8]; 5] = [
    &[1, 2, 3, 6, 7],
    &[4, 5, 8, 9, 10],
    &[11, 12, 16, 17, 21],
    &[13, 14, 15, 18, 19],
    &[20, 22, 23, 24],
];

/// The first bytes of a stored database.
const MAGIC: &[u8; 4] = b"SPDB";
/// The stored format's version: a database written by another version is rebuilt, not read.
/// Version 3 keeps each entry's excess over its group's Manhattan distance, four bits an entry
/// ([`table`]); version 2 kept a byte an entry; version 1 named a square's side only.
pub const FORMAT_VERSION: u8 = 3;

/// The 32-bit FNV-1a hash: a checksum that catches a flipped bit or a cut-off write.
fn fnv1a(bytes: &[u8]) -> u32 {
    bytes.iter().fold(0x811c_9dc5, |hash, &b| {
        (hash ^ u32::from(b)).wrapping_mul(0x0100_0193)
    })
}

/// An additive pattern database with the mirrored lookup, for square boards of up to 5×5.
///
/// ```
/// use slide_puzzle::heuristic::PatternDb;
/// use slide_puzzle::Shape;
/// // A 3×3 database: two groups of four tiles.
/// let pdb = PatternDb::build(Shape::square(3)?, &[&[1, 2, 3, 4], &[5, 6, 7, 8]]);
/// assert_eq!(pdb.estimate(&[1, 2, 3, 4, 5, 6, 7, 8, 0]), 0);
/// assert_eq!(pdb.estimate(&[1, 2, 3, 4, 5, 6, 7, 0, 8]), 1);
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct PatternDb {
    shape: Shape,
    groups: Vec<Vec<u8>>,
    tables: Vec<Table>,
    /// For each tile: its group, and the shift of its cell in the group's packed placement.
    group_of: [u8; MAX_CELLS],
    shift_of: [u8; MAX_CELLS],
    /// For each tile, the tile that stands for it on the transposed board.
    mirror_tile: [u8; MAX_CELLS],
    /// How a move of each tile changes its lookups' ranks: straight, then mirrored (boxed: 5 KB).
    steps: Box<[RankSteps; 2]>,
    /// For each cell, the transposed cell.
    mirror_cell: [u8; MAX_CELLS],
    /// Each tile's Manhattan distance from each cell.
    md: MdTable,
    /// Whether the mirrored lookup is made: on a square board, where the transpose is a
    /// symmetry of the goal. A rectangle's mirrored sum stays 0.
    mirrored: bool,
}

/// What the search carries per node: every lookup's rank and value, and the
/// straight and mirrored sums. Lookups `0..MAX_GROUPS` are straight, the rest mirrored. Values
/// are excesses over the groups' Manhattan distances in pairs of moves ([`table`]); the board's
/// Manhattan distance, the same for the board and its transpose, is kept beside them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PdbKey {
    ranks: [u32; 2 * MAX_GROUPS],
    values: [u8; 2 * MAX_GROUPS],
    sums: [u16; 2],
    manhattan: u16,
}

impl PatternDb {
    /// Builds the database for boards of `shape` (at most 25 cells) from a partition of all its
    /// real tiles into at most [`MAX_GROUPS`] groups of at most six tiles.
    ///
    /// ```
    /// use slide_puzzle::heuristic::PatternDb;
    /// use slide_puzzle::Shape;
    /// // 4 wide, 2 tall: one group per row.
    /// let pdb = PatternDb::build(Shape::new(4, 2)?, &[&[1, 2, 3, 4], &[5, 6, 7]]);
    /// assert_eq!(pdb.estimate(&[1, 2, 3, 4, 5, 6, 7, 0]), 0);
    /// assert_eq!(pdb.estimate(&[1, 2, 3, 0, 5, 6, 7, 4]), 1);
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    ///
    /// # Panics
    /// If the groups are not a partition of the real tiles `1..shape.cells()`, or are too many
    /// or too large.
    pub fn build(shape: Shape, groups: &[&[u8]]) -> PatternDb {
        PatternDb::build_reporting(shape, groups, &mut |_| {})
    }

    /// As [`PatternDb::build`], telling `progress` how far the build is (0 to 1) as it goes.
    ///
    /// # Panics
    /// As [`PatternDb::build`].
    pub fn build_reporting(
        shape: Shape,
        groups: &[&[u8]],
        progress: &mut dyn FnMut(f64),
    ) -> PatternDb {
        PatternDb::build_partitions(shape, &[groups], progress)
            .pop()
            .expect("one database a partition")
    }

    /// The databases of several partitions of `shape`'s tiles, built together: a group whose
    /// goal cells are the image of an earlier group's under a symmetry of the board reads its
    /// table from that one's ([`Carry`]) instead of searching: no search bitsets, and no
    /// earlier table kept beyond its encoded form. `progress` hears how far the whole is (0 to
    /// 1).
    ///
    /// ```
    /// use slide_puzzle::heuristic::PatternDb;
    /// use slide_puzzle::Shape;
    /// // The top row's two tiles and the first column's: a transpose apart, one search.
    /// let shape = Shape::square(3)?;
    /// let [rows, columns] = PatternDb::build_partitions(
    ///     shape,
    ///     &[&[&[1, 2], &[3, 4, 5, 6, 7, 8]], &[&[1, 4], &[2, 3, 5, 6, 7, 8]]],
    ///     &mut |_| {},
    /// )
    /// .try_into()
    /// .unwrap();
    /// let board = [4, 1, 3, 2, 5, 6, 7, 8, 0];
    /// assert_eq!(
    ///     columns.estimate(&board),
    ///     PatternDb::build(shape, &[&[1, 4], &[2, 3, 5, 6, 7, 8]]).estimate(&board)
    /// );
    /// assert_eq!(rows.estimate(&board), PatternDb::build(shape, &[&[1, 2], &[3, 4, 5, 6, 7, 8]]).estimate(&board));
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    ///
    /// # Panics
    /// As [`PatternDb::build`], for each partition.
    #[expect(
        clippy::cast_precision_loss,
        reason = "table sizes as f64 for progress ratios: exact below 2^53"
    )]
    pub fn build_partitions(
        shape: Shape,
        partitions: &[&[&[u8]]],
        progress: &mut dyn FnMut(f64),
    ) -> Vec<PatternDb> {
        let cells = shape.cells();
        let groups: Vec<&[u8]> = partitions.iter().flat_map(|p| p.iter().copied()).collect();
        let sizes: Vec<f64> = groups
            .iter()
            .map(|g| Ranking::new(cells, g.len().max(1)).len() as f64)
            .collect();
        let total: f64 = sizes.iter().sum();
        let md = manhattan_table(shape);
        let mut done = 0.0;
        let mut tables: Vec<Table> = Vec::with_capacity(groups.len());
        for (index, (&tiles, &size)) in groups.iter().zip(&sizes).enumerate() {
            let carried = (0..index).find_map(|from| {
                Carry::find(shape, groups[from], tiles).map(|carry| carry.carry(&tables[from]))
            });
            let table = carried.unwrap_or_else(|| {
                let values = build_table(shape, tiles, &mut |share| {
                    progress((done + share * size) / total);
                });
                Table::encode(Ranking::new(cells, tiles.len()), tiles, &md, &values)
            });
            tables.push(table);
            done += size;
            progress(done / total);
        }
        let mut tables = tables.into_iter();
        partitions
            .iter()
            .map(|groups| {
                let own = tables.by_ref().take(groups.len()).collect();
                PatternDb::from_tables(shape, groups, own)
            })
            .collect()
    }

    /// The database for `shape` from `groups` and tables already built for them.
    #[expect(
        clippy::cast_possible_truncation,
        reason = "cells, tile numbers and lengths of a board of at most 16 × 16 fit a u8 (below 256) or a u32"
    )]
    fn from_tables(shape: Shape, groups: &[&[u8]], tables: Vec<Table>) -> PatternDb {
        let cells = shape.cells();
        let side = shape.width();
        assert!(cells <= MAX_CELLS && groups.len() <= MAX_GROUPS);
        let mut group_of = [u8::MAX; MAX_CELLS];
        let mut shift_of = [0u8; MAX_CELLS];
        for (g, tiles) in groups.iter().enumerate() {
            assert!(
                tiles.len() <= MAX_GROUP,
                "a group of {} tiles is too large",
                tiles.len()
            );
            for (i, &t) in tiles.iter().enumerate() {
                assert!(
                    (1..cells).contains(&(t as usize)),
                    "tile {t} is not on the board"
                );
                assert_eq!(group_of[t as usize], u8::MAX, "tile {t} is in two groups");
                group_of[t as usize] = g as u8;
                shift_of[t as usize] = (CELL_BITS as usize * i) as u8;
            }
        }
        assert!(
            (1..cells).all(|t| group_of[t] != u8::MAX),
            "every tile needs a group"
        );
        let mut mirror_tile = [0u8; MAX_CELLS];
        let mut mirror_cell = [0u8; MAX_CELLS];
        for cell in 0..cells {
            let transposed = if shape.is_square() {
                (cell % side) * side + cell / side
            } else {
                cell
            };
            mirror_cell[cell] = transposed as u8;
            // The tile whose goal is `cell` stands for the tile whose goal is `transposed`.
            if cell != cells - 1 {
                mirror_tile[cell + 1] = (transposed + 1) as u8;
            }
        }
        let straight = RankSteps::new(&tables, &group_of, &shift_of, &|t| t);
        let mirrored =
            RankSteps::new(&tables, &group_of, &shift_of, &|t| usize::from(mirror_tile[t]));
        PatternDb {
            shape,
            groups: groups.iter().map(|g| g.to_vec()).collect(),
            tables,
            group_of,
            shift_of,
            mirror_tile,
            steps: Box::new([straight, mirrored]),
            mirror_cell,
            md: manhattan_table(shape),
            mirrored: shape.is_square(),
        }
    }

    /// The 15-puzzle database with the 5-5-5 partition [`GROUPS_4X4_555`] (under a second): the
    /// small database that tests and the quick searches use. The solver's own heuristic is
    /// [`crate::heuristic::fifteen_puzzle`].
    pub fn fifteen_puzzle() -> PatternDb {
        PatternDb::build(Shape::square(4).expect("a supported side"), &GROUPS_4X4_555)
    }

    /// The 24-puzzle database with the 5-5-5-5-4 partition [`GROUPS_5X5`].
    pub fn twenty_four_puzzle() -> PatternDb {
        PatternDb::build(Shape::square(5).expect("a supported side"), &GROUPS_5X5)
    }

    /// The side this database is for (its width, for a rectangle).
    pub fn side(&self) -> usize {
        self.shape.width()
    }

    /// The shape this database is for.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The partition, one tile list per group.
    pub fn groups(&self) -> &[Vec<u8>] {
        &self.groups
    }

    /// The tables as stored, one per group: packed excesses ([`table`]), indexed by rank.
    pub fn tables(&self) -> impl Iterator<Item = &[u8]> {
        self.tables.iter().map(Table::bytes)
    }

    /// The entry of group `group`'s table for the placement of rank `rank`, decoded: the fewest
    /// moves of the group's tiles that bring them home.
    ///
    /// ```
    /// use slide_puzzle::heuristic::pattern_db::rank::{pack, Ranking};
    /// use slide_puzzle::heuristic::PatternDb;
    /// use slide_puzzle::Shape;
    /// let pdb = PatternDb::build(Shape::square(3)?, &[&[1, 2, 3, 4], &[5, 6, 7, 8]]);
    /// let ranking = Ranking::new(9, 4);
    /// assert_eq!(pdb.entry(0, ranking.rank(pack(&[0, 1, 2, 3]))), 0);
    /// // Tiles 1 and 2 swapped, 3 and 4 home: the swap needs group tiles pushed aside and
    /// // back round the blank, 8 moves where the Manhattan distance says 2.
    /// assert_eq!(pdb.entry(0, ranking.rank(pack(&[1, 0, 2, 3]))), 8);
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    pub fn entry(&self, group: usize, rank: usize) -> u8 {
        let table = &self.tables[group];
        let tiles = &self.groups[group];
        let mut cells = [0u8; MAX_GROUP];
        table.ranking().unrank(rank, &mut cells);
        let placement = rank::pack(&cells[..tiles.len()]);
        let manhattan: u8 = tiles
            .iter()
            .zip(&cells)
            .map(|(&t, &c)| self.md[usize::from(t) * MD_CELLS + usize::from(c)])
            .sum();
        debug_assert_eq!(table.ranking().rank(placement), rank);
        manhattan + 2 * table.excess(placement)
    }

    /// Whether this is the database of boards of `shape` for the partition `groups` (as when
    /// tables loaded from bytes are checked against the ones a solver would build).
    ///
    /// ```
    /// use slide_puzzle::heuristic::PatternDb;
    /// use slide_puzzle::Shape;
    /// let three = Shape::square(3)?;
    /// let pdb = PatternDb::build(three, &[&[1, 2, 3, 4], &[5, 6, 7, 8]]);
    /// assert!(pdb.is_for(three, &[&[1, 2, 3, 4], &[5, 6, 7, 8]]));
    /// assert!(!pdb.is_for(three, &[&[1, 2, 3], &[4, 5, 6, 7, 8]]));
    /// assert!(!pdb.is_for(Shape::new(3, 2)?, &[&[1, 2, 3, 4], &[5, 6, 7, 8]]));
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    pub fn is_for(&self, shape: Shape, groups: &[&[u8]]) -> bool {
        self.shape == shape
            && self
                .groups
                .iter()
                .map(Vec::as_slice)
                .eq(groups.iter().copied())
    }

    /// Bytes held by the tables.
    pub fn table_bytes(&self) -> usize {
        self.tables.iter().map(|t| t.bytes().len()).sum()
    }

    /// The estimate for `tiles`: the larger of the straight and the mirrored sums.
    pub fn estimate(&self, tiles: &[u8]) -> u32 {
        self.value(&self.key(tiles))
    }

    /// What sliding the tile on cell `from` into the blank on `to` changes (`tiles` the board
    /// before the slide), for any database of this shape: the search finds it once a child and
    /// hands it to each database's [`PatternDb::step_slide`], so the tiles a slide passes over
    /// and its Manhattan change are read once, not once a lookup. `N` is the most cells a slide
    /// passes over, a row's width less one: 3 on the 15-puzzle, so that each lookup reads
    /// exactly the three tiles a slide along a column passes (none is read twice, and no loop
    /// counts them).
    ///
    /// ```
    /// use slide_puzzle::heuristic::{Heuristic, PatternDb};
    /// use slide_puzzle::Shape;
    /// let pdb = PatternDb::build(Shape::square(3)?, &[&[1, 2, 3, 4], &[5, 6, 7, 8]]);
    /// let mut tiles = [1, 2, 3, 4, 5, 6, 0, 7, 8];
    /// // Tile 4 slides down from cell 3 to the blank on cell 6, passing over tiles 5 and 6.
    /// let slide = pdb.slide::<2>(&tiles, 3, 6);
    /// let parent = pdb.key(&tiles);
    /// let mut child = parent;
    /// let h = pdb.step_slide(&parent, &mut child, &slide, u32::MAX).unwrap();
    /// assert_eq!(child, pdb.after_move(&parent, &mut tiles, 3, 6));
    /// assert_eq!(h, pdb.estimate(&[1, 2, 3, 0, 5, 6, 4, 7, 8]));
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    ///
    /// # Panics
    /// If `N` is less than the board's width less one.
    #[inline(always)]
    #[expect(
        clippy::inline_always,
        reason = "the search's step: the wasm build left it a call in the hot loop"
    )]
    #[expect(
        clippy::cast_possible_truncation,
        clippy::cast_possible_wrap,
        reason = "cells are below MAX_CELLS and distances below 10"
    )]
    pub fn slide<const N: usize>(&self, tiles: &[u8], from: usize, to: usize) -> Slide<N> {
        // A message with no arguments: formatting one would give every search that steps a
        // slide a frame on the wasm build's stack in memory.
        assert!(
            N + 1 >= self.shape.width(),
            "a slide along a column passes over more cells than N"
        );
        let t = usize::from(tiles[from]);
        let md = |c: usize| i16::from(self.md[t * MD_CELLS + c]);
        let mut slide = Slide {
            tile: t % STEP_TILES,
            manhattan: md(to) - md(from),
            span: [0; 2],
            sign: [0; 2],
            crossed: [[0; N]; 2],
        };
        let sides = if self.mirrored { 2 } else { 1 };
        for side in 0..sides {
            let cell = |c: usize| {
                if side == 0 {
                    c
                } else {
                    usize::from(self.mirror_cell[c])
                }
            };
            let (a, b) = (cell(from), cell(to));
            slide.span[side] = b as i32 - a as i32;
            slide.sign[side] = if a < b { 1 } else { -1 };
            for (crossed, c) in slide.crossed[side].iter_mut().zip(a.min(b) + 1..a.max(b)) {
                *crossed = tiles[cell(c)];
            }
        }
        slide
    }

    /// Writes into `child` the key `parent` has after `slide` (from [`PatternDb::slide`]), and
    /// returns its estimate.
    ///
    /// # Errors
    /// `Err` with an estimate over `limit` as soon as the straight lookup shows one: the
    /// mirrored lookup is then not read, nor `child` finished.
    #[inline(always)]
    #[expect(
        clippy::inline_always,
        reason = "the search's step: the wasm build left it a call in the hot loop"
    )]
    pub fn step_slide<const N: usize>(
        &self,
        parent: &PdbKey,
        child: &mut PdbKey,
        slide: &Slide<N>,
        limit: u32,
    ) -> Result<u32, u32> {
        *child = *parent;
        let key = child;
        key.manhattan = key.manhattan.wrapping_add_signed(slide.manhattan);
        self.step_side(key, slide, 0);
        let straight_value = self.straight_value(key);
        if straight_value > limit {
            return Err(straight_value);
        }
        if !self.mirrored {
            return Ok(straight_value);
        }
        self.step_side(key, slide, 1);
        match self.value(key) {
            h if h > limit => Err(h),
            h => Ok(h),
        }
    }

    /// Updates `key`'s lookup of `view` (0 straight, 1 mirrored) for `slide`: the one lookup of
    /// that view whose group holds the tile (or its mirror image).
    #[inline(always)]
    #[expect(
        clippy::inline_always,
        reason = "the search's step: the wasm build left it a call in the hot loop"
    )]
    fn step_side<const N: usize>(&self, key: &mut PdbKey, slide: &Slide<N>, view: usize) {
        let steps = &self.steps[view];
        let t = slide.tile;
        let row = &steps.crossed[t];
        let crossed: i32 = slide.crossed[view]
            .iter()
            .map(|&u| row[usize::from(u) % STEP_TILES])
            .sum();
        let delta = steps.weight[t] * slide.span[view] + slide.sign[view] * crossed;
        self.shift_rank(key, view, usize::from(steps.group[t]), delta);
    }

    /// [`PatternDb::step_slide`] with a [`Slide`] as long as this board's rows need: the width
    /// is the same for a whole search, so the branch always goes the same way.
    #[inline(always)]
    #[expect(
        clippy::inline_always,
        reason = "the search's step: the wasm build left it a call in the hot loop"
    )]
    fn step_any(
        &self,
        parent: &PdbKey,
        child: &mut PdbKey,
        tiles: &[u8],
        from: usize,
        to: usize,
        limit: u32,
    ) -> Result<u32, u32> {
        match self.shape.width() {
            ..=4 => self.step_slide(parent, child, &self.slide::<3>(tiles, from, to), limit),
            5 => self.step_slide(parent, child, &self.slide::<4>(tiles, from, to), limit),
            _ => self.step_slide(
                parent,
                child,
                &self.slide::<MAX_CROSSED>(tiles, from, to),
                limit,
            ),
        }
    }

    /// Moves lookup `group` of `side` (0 straight, 1 mirrored) by `delta` ranks and reads its
    /// new value.
    #[inline(always)]
    #[expect(
        clippy::inline_always,
        reason = "the search's step: the wasm build left it a call in the hot loop"
    )]
    fn shift_rank(&self, key: &mut PdbKey, side: usize, group: usize, delta: i32) {
        let lookup = side * MAX_GROUPS + group;
        let rank = key.ranks[lookup].wrapping_add_signed(delta);
        key.ranks[lookup] = rank;
        let value = self.tables[group].excess_at(rank as usize);
        let sum = &mut key.sums[side];
        *sum = *sum + u16::from(value) - u16::from(key.values[lookup]);
        key.values[lookup] = value;
    }

    /// The estimate from the straight lookup alone, without the mirrored one (to measure what
    /// the mirror adds).
    #[allow(
        clippy::unused_self,
        reason = "read beside value, a method of the Heuristic trait; the lint fires only without the internals feature"
    )]
    pub fn straight_value(&self, key: &PdbKey) -> u32 {
        u32::from(key.manhattan) + 2 * u32::from(key.sums[0])
    }

    /// The database as bytes, to keep (in a browser, in `IndexedDB`) and load with
    /// [`PatternDb::from_bytes`] instead of building again: a header naming the format version,
    /// the width and height and the partition, the tables, and a 32-bit FNV-1a checksum of all of it.
    ///
    /// ```
    /// use slide_puzzle::heuristic::PatternDb;
    /// use slide_puzzle::Shape;
    /// let pdb = PatternDb::build(Shape::square(3)?, &[&[1, 2, 3, 4], &[5, 6, 7, 8]]);
    /// let bytes = pdb.to_bytes();
    /// let (back, rest) = PatternDb::from_bytes(&bytes)?;
    /// assert!(rest.is_empty());
    /// assert_eq!(back.estimate(&[8, 6, 7, 2, 5, 4, 3, 0, 1]), pdb.estimate(&[8, 6, 7, 2, 5, 4, 3, 0, 1]));
    ///
    /// let mut corrupt = bytes.clone();
    /// corrupt[40] ^= 1;
    /// assert!(PatternDb::from_bytes(&corrupt).is_err());
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    #[expect(
        clippy::cast_possible_truncation,
        reason = "the width and height (<= 16), the number of groups and their sizes (<= the cells) fit the format's bytes"
    )]
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.table_bytes() + 64);
        out.extend_from_slice(MAGIC);
        out.push(FORMAT_VERSION);
        out.push(self.shape.width() as u8);
        out.push(self.shape.height() as u8);
        out.push(self.groups.len() as u8);
        for group in &self.groups {
            out.push(group.len() as u8);
            out.extend_from_slice(group);
        }
        for table in &self.tables {
            out.push(table.shift() as u8);
            out.extend_from_slice(table.bytes());
        }
        let sum = fnv1a(&out);
        out.extend_from_slice(&sum.to_le_bytes());
        out
    }

    /// Reads a database written by [`PatternDb::to_bytes`] from the front of `bytes`, and
    /// returns it with the bytes after it.
    ///
    /// # Errors
    /// [`Error::BadTables`] if the bytes are cut short, of another format version, name a
    /// partition that is not one, hold an entry no table can hold, or fail the checksum.
    pub fn from_bytes(bytes: &[u8]) -> Result<(PatternDb, &[u8]), Error> {
        let bad = |reason: &'static str| Error::BadTables { reason };
        let mut at = MAGIC.len();
        if bytes.get(..at) != Some(MAGIC.as_slice()) {
            return Err(bad("they do not start with the pattern-database header"));
        }
        let mut byte = || {
            let b = bytes.get(at).copied();
            at += 1;
            b.ok_or(bad("they are cut short"))
        };
        if byte()? != FORMAT_VERSION {
            return Err(bad("they were written by another version of the solver"));
        }
        let (width, height) = (usize::from(byte()?), usize::from(byte()?));
        let shape = Shape::new(width, height)
            .ok()
            .filter(|s| s.cells() <= MAX_CELLS)
            .ok_or(bad("their board shape is out of range"))?;
        let cells = shape.cells();
        let count = usize::from(byte()?);
        if !(1..=MAX_GROUPS).contains(&count) {
            return Err(bad("their group count is out of range"));
        }
        let mut groups = Vec::with_capacity(count);
        for _ in 0..count {
            let len = usize::from(byte()?);
            if !(1..=MAX_GROUP).contains(&len) {
                return Err(bad("a group has an impossible size"));
            }
            let group: Vec<u8> = (0..len).map(|_| byte()).collect::<Result<_, _>>()?;
            groups.push(group);
        }
        let mut seen = vec![false; cells];
        for &t in groups.iter().flatten() {
            let t = usize::from(t);
            if t == 0 || t >= cells || std::mem::replace(&mut seen[t], true) {
                return Err(bad("the groups are not a partition of the tiles"));
            }
        }
        if seen.iter().skip(1).any(|&s| !s) {
            return Err(bad("the groups are not a partition of the tiles"));
        }
        let mut tables = Vec::with_capacity(count);
        for group in &groups {
            let ranking = Ranking::new(cells, group.len());
            let shift = u32::from(*bytes.get(at).ok_or(bad("they are cut short"))?);
            at += 1;
            if shift > 1 {
                return Err(bad("a table has an unknown packing"));
            }
            let len = Table::stored_len(ranking, shift);
            let packed = bytes.get(at..at + len).ok_or(bad("they are cut short"))?;
            if shift == 0 && packed.contains(&u8::MAX) {
                return Err(bad("a table has an entry no search reached"));
            }
            at += len;
            tables
                .push(Table::from_bytes(ranking, shift, packed).ok_or(bad("they are cut short"))?);
        }
        let stored = bytes.get(at..at + 4).ok_or(bad("they are cut short"))?;
        if fnv1a(&bytes[..at]).to_le_bytes() != stored {
            return Err(bad("their checksum does not match: they are corrupt"));
        }
        let refs: Vec<&[u8]> = groups.iter().map(Vec::as_slice).collect();
        Ok((
            PatternDb::from_tables(shape, &refs, tables),
            &bytes[at + 4..],
        ))
    }
}

impl Heuristic for PatternDb {
    type Key = PdbKey;
    const BEAM: bool = true;

    #[expect(
        clippy::cast_possible_truncation,
        reason = "cells are below 32 (the pattern tables are for 4×4 and 5×5), so they fit a u32 nibble field"
    )]
    fn key(&self, tiles: &[u8]) -> PdbKey {
        let mut key = PdbKey {
            ranks: [0; 2 * MAX_GROUPS],
            values: [0; 2 * MAX_GROUPS],
            sums: [0; 2],
            manhattan: 0,
        };
        let mut packed = [0u32; 2 * MAX_GROUPS];
        for (cell, &tile) in tiles.iter().enumerate() {
            if tile == 0 {
                continue;
            }
            let t = tile as usize;
            key.manhattan += u16::from(self.md[t * MD_CELLS + cell]);
            packed[self.group_of[t] as usize] |= (cell as u32) << self.shift_of[t];
            let m = self.mirror_tile[t] as usize;
            packed[MAX_GROUPS + self.group_of[m] as usize] |=
                u32::from(self.mirror_cell[cell]) << self.shift_of[m];
        }
        let sides = if self.mirrored { 2 } else { 1 };
        for side in 0..sides {
            for (group, table) in self.tables.iter().enumerate() {
                let lookup = side * MAX_GROUPS + group;
                let rank = table.ranking().rank(packed[lookup]);
                key.ranks[lookup] = rank as u32;
                key.values[lookup] = table.excess_at(rank);
                key.sums[side] += u16::from(key.values[lookup]);
            }
        }
        key
    }

    /// 2 when the straight and mirrored sums agree, 1 when they are two moves apart, 0 when
    /// four or more: a board one of the two lookups rates well is the likelier to be close.
    #[inline]
    fn second_opinion(&self, key: &PdbKey) -> u32 {
        2 - u32::from(key.sums[0].abs_diff(key.sums[1]).min(2))
    }

    #[inline]
    fn value(&self, key: &PdbKey) -> u32 {
        u32::from(key.manhattan) + 2 * u32::from(key.sums[0].max(key.sums[1]))
    }

    #[inline]
    fn after_move(&self, key: &PdbKey, tiles: &mut [u8], from: usize, to: usize) -> PdbKey {
        let mut next = *key;
        // No limit: every lookup is stepped, and the estimate is what the caller reads.
        let _ = self.step_any(key, &mut next, tiles, from, to, u32::MAX);
        next
    }

    /// The mirrored table is not read when the straight sum is already over `limit`.
    #[inline]
    fn after_move_within(
        &self,
        key: &PdbKey,
        tiles: &mut [u8],
        from: usize,
        to: usize,
        limit: u32,
    ) -> Result<PdbKey, u32> {
        stepped(self, key, tiles, from, to, limit)
    }

    /// The search's step: the parent's key copied into `child` and moved there.
    #[inline(always)]
    #[expect(
        clippy::inline_always,
        reason = "the search's step: the wasm build left it a call in the hot loop"
    )]
    fn step_from(
        &self,
        parent: &PdbKey,
        child: &mut PdbKey,
        tiles: &mut [u8],
        from: usize,
        to: usize,
        limit: u32,
    ) -> Result<u32, u32> {
        self.step_any(parent, child, tiles, from, to, limit)
    }
}

/// Each tile's Manhattan distance from each cell of `shape` (tile `t`'s goal is cell `t - 1`).
#[expect(
    clippy::cast_possible_truncation,
    reason = "a distance on a board of at most 25 cells is below 10"
)]
fn manhattan_table(shape: Shape) -> MdTable {
    let (cells, width) = (shape.cells(), shape.width());
    let mut md = [0u8; MD_CELLS * MD_CELLS];
    for tile in 1..cells.min(MD_CELLS) {
        let goal = tile - 1;
        for cell in 0..cells {
            md[tile * MD_CELLS + cell] = ((goal / width).abs_diff(cell / width)
                + (goal % width).abs_diff(cell % width))
                as u8;
        }
    }
    md
}

/// Packs the cells of `tiles` (in a board) for the test below.
#[cfg(test)]
#[expect(
    clippy::cast_possible_truncation,
    reason = "a cell of a board of at most 32 cells fits a u8"
)]
fn placement_of(board: &[u8], group: &[u8]) -> u32 {
    let cells: Vec<u8> = group
        .iter()
        .map(|&t| board.iter().position(|&x| x == t).unwrap() as u8)
        .collect();
    rank::pack(&cells)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// On 2×2 the truth is known by hand: with one group holding all three tiles the table is
    /// the exact distance of every board, 0 to 6 moves (the 3-puzzle's 12 solvable boards).
    #[test]
    fn a_whole_board_group_is_exact_on_2x2() {
        let pdb = PatternDb::build(Shape::square(2).unwrap(), &[&[1, 2, 3]]);
        // Cells 0 1 / 2 3; the goal is 1 2 / 3 0. The blank walks round the 2×2 cycle.
        let cycle = [
            [1, 2, 3, 0],
            [1, 2, 0, 3],
            [0, 2, 1, 3],
            [2, 0, 1, 3],
            [2, 3, 1, 0],
            [2, 3, 0, 1],
            [0, 3, 2, 1],
        ];
        for (d, board) in cycle.iter().enumerate() {
            let rank = pdb.tables[0]
                .ranking()
                .rank(placement_of(board, &[1, 2, 3]));
            let v = pdb.entry(0, rank);
            assert_eq!(usize::from(v), d, "{board:?}");
        }
    }

    /// The board transposed about the main diagonal, each tile renamed for its goal's mirror
    /// image: computed here from the definition, not from the database's own tables.
    fn transposed(tiles: &[u8], side: usize) -> Vec<u8> {
        let flip = |cell: usize| (cell % side) * side + cell / side;
        let mut out = vec![0; tiles.len()];
        for (cell, &t) in tiles.iter().enumerate() {
            out[flip(cell)] = if t == 0 {
                0
            } else {
                u8::try_from(flip(usize::from(t) - 1) + 1).unwrap()
            };
        }
        out
    }

    /// On a square board the estimate is the larger of the straight sums of the board and of
    /// its transpose, and the transpose sometimes says more; a rectangle's database makes the
    /// straight lookup alone (its mirrored sum is never read, so it stays 0).
    #[test]
    fn the_mirrored_lookup_is_the_transposed_board_on_squares_only() {
        let pdb = PatternDb::build(Shape::square(3).unwrap(), &[&[1, 2, 3, 5], &[4, 6, 7, 8]]);
        let mut rng = crate::Rng::seeded(9);
        let mut raised = 0;
        for _ in 0..500 {
            let board = crate::shuffle::random_solvable(Shape::square(3).unwrap(), &mut rng);
            let key = pdb.key(board.tiles());
            let flipped = pdb.key(&transposed(board.tiles(), 3));
            assert_eq!(key.sums[1], flipped.sums[0], "{:?}", board.tiles());
            assert_eq!(
                pdb.value(&key),
                pdb.straight_value(&key).max(pdb.straight_value(&flipped))
            );
            raised += usize::from(key.sums[1] > key.sums[0]);
        }
        assert!(raised > 0, "the transpose never said more");

        let shape = Shape::new(3, 2).unwrap();
        let rectangle = PatternDb::build(shape, &[&[1, 2, 3], &[4, 5]]);
        let mut tiles = [4, 1, 2, 5, 0, 3];
        let key = rectangle.key(&tiles);
        assert_eq!(key.sums[1], 0);
        assert_eq!(rectangle.value(&key), rectangle.straight_value(&key));
        // Slide 5 (cell 3) right into the blank (cell 4), and check the update likewise.
        let next = rectangle.after_move(&key, &mut tiles, 3, 4);
        assert_eq!(next.sums[1], 0);
        let within = rectangle
            .after_move_within(&key, &mut tiles, 3, 4, 100)
            .unwrap();
        assert_eq!(within, next);
    }
}

/// The length of [`RankSteps`]' rows, a power of two above any tile number: a tile masked to it
/// indexes them with no bounds check in the search's step.
const STEP_TILES: usize = 32;

/// The most cells a slide passes over in a lookup's numbering of the cells: a row's width less
/// one, on the widest board a database is built for (12 × 2).
const MAX_CROSSED: usize = MAX_CELLS / MIN_SIDE - 1;

/// What one slide changes in the lookups of any database of a shape ([`PatternDb::slide`]):
/// the same for the three 15-puzzle databases, so it is found once a child. A slide passes over
/// at most `N` cells.
#[derive(Debug, Clone, Copy)]
pub struct Slide<const N: usize> {
    /// The tile that slides, masked to index the rank steps' rows with no bounds check.
    tile: usize,
    /// The change in the board's Manhattan distance.
    manhattan: i16,
    /// How many cells the tile moves on, straight and mirrored: in row-major order, forward
    /// (to a higher cell) when positive.
    span: [i32; 2],
    /// 1 when the tile moves forward on that side, −1 when backward.
    sign: [i32; 2],
    /// The tiles on the cells it passes over, straight and mirrored, then 0s (the blank, which
    /// no group holds): none along a row, a row's width less one along a column.
    crossed: [[u8; N]; 2],
}

/// How a slide changes the ranks of one side's lookups (straight or mirrored), by tile: the
/// group the tile's lookup is in, the rank a cell further on is worth for it, and what passing
/// over each other tile's cell adds.
#[derive(Debug, Clone)]
struct RankSteps {
    /// The group of the lookup a slide of the tile changes.
    group: [u8; STEP_TILES],
    /// The tile's weight in its group's ranking ([`Ranking::weight`]).
    weight: [i32; STEP_TILES],
    /// `crossed[t][u]`: the change in rank when tile `t` slides forward (to a higher cell) over
    /// the cell of tile `u`: `u`'s cell stops counting below `t`'s if `u` comes first in the
    /// group, or `t`'s starts counting below `u`'s if `u` comes later; 0 for a tile of another
    /// group, or the blank. A slide backward changes the rank by the opposite.
    crossed: [[i32; STEP_TILES]; STEP_TILES],
}

impl RankSteps {
    /// The steps of the lookups that see tile `t` as tile `as_tile(t)` (itself, or its mirror
    /// image), with the groups `group_of` and the group's order `shift_of` gives.
    #[expect(
        clippy::cast_possible_wrap,
        clippy::cast_possible_truncation,
        reason = "weights are below the table sizes, which fit an i32"
    )]
    fn new(
        tables: &[Table],
        group_of: &[u8; MAX_CELLS],
        shift_of: &[u8; MAX_CELLS],
        as_tile: &dyn Fn(usize) -> usize,
    ) -> RankSteps {
        let mut steps = RankSteps {
            group: [0; STEP_TILES],
            weight: [0; STEP_TILES],
            crossed: [[0; STEP_TILES]; STEP_TILES],
        };
        let index = |t: usize| usize::from(shift_of[t]) / CELL_BITS as usize;
        for t in 1..MAX_CELLS {
            let me = as_tile(t);
            let Some(table) = tables.get(usize::from(group_of[me])) else {
                continue;
            };
            let ranking = table.ranking();
            steps.group[t] = group_of[me];
            steps.weight[t] = ranking.weight(index(me)) as i32;
            for u in 1..MAX_CELLS {
                let other = as_tile(u);
                if other == me || group_of[other] != group_of[me] {
                    continue;
                }
                steps.crossed[t][u] = ranking.crossing(index(me), index(other)) as i32;
            }
        }
        steps
    }
}
