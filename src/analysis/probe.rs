//! The depth-first searches behind the analysis, on boards of at most [`MAX_CELLS`] cells: one
//! that asks whether the goal is within a number of moves (as one iteration of IDA*, with the
//! solver's duplicate pruning), and one that counts every shortest path (pruning only the move
//! that undoes the last, so no shortest path is lost) and lists the first few.
//!
//! Both change one board array in place and restore it, and update the heuristic's key after
//! each move, as the solver's IDA* does: a node allocates nothing, apart from the counting
//! search's table of counts as it grows and a listed solution when one is copied out.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::path::Band;
use crate::board::Board;
use crate::error::Error;
use crate::heuristic::Heuristic;
use crate::heuristic::{Estimator, FifteenPuzzle, Max, PatternDb};
use crate::moves::MoveTable;
use crate::search::pruning::{MovePruning, PRUNED, START};
use crate::search::rectangle::{RectangleHeuristic, MAX_PLAIN_CELLS, MAX_PLAIN_CELLS_2_ACROSS};
use crate::search::Solver;
use crate::shape::Shape;

/// The most cells of a board searched here (4×4, 8×2, 5×3, …): every tile number then fits in
/// four bits, so a whole position packs into one `u64`, the key of the counting search's table.
pub const MAX_CELLS: usize = 16;

/// Entries the counting search's table keeps at most: about 18 MB (a `u64` key and a `u64`
/// value each, in a table of 2²⁰ slots). Past it, positions not yet in the table are counted
/// without being remembered, which costs time (bounded by the budget), never correctness.
pub const MEMO_ENTRIES: usize = 900_000;

/// Positions with fewer moves left than this are not remembered: their counts take a table
/// read or two to find again, no more than remembering them would cost.
const MEMO_FROM: u32 = 2;

/// The largest count a table entry holds (56 bits; the other 8 hold the moves left).
const COUNT_MAX: u64 = (1 << 56) - 1;

/// What [`Guided::count`] found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Counted {
    /// The number of shortest paths found, exact when `complete`.
    pub count: u64,
    /// Whether the search saw every shortest path (it did not run out of budget and no count
    /// overflowed).
    pub complete: bool,
    /// The first paths, in the search's order.
    pub solutions: Vec<Vec<u8>>,
    /// The positions the search expanded.
    pub nodes: u64,
}

/// Whether a search reached the goal within its bound.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Reach {
    /// The goal is within the bound.
    Yes,
    /// It is not.
    No,
    /// The budget ran out before the search could say.
    OutOfBudget,
}

/// A probe with the heuristic the solver searches the shape with: the 15-puzzle's pattern
/// databases on 4×4 (built first if the solver has not yet), a copy of the rectangle's two
/// databases on the rectangles that have them ([`has_tables`]), Manhattan distance plus linear
/// conflict on the others.
pub(super) enum Guided<'a> {
    /// 4×4, with the solver's databases.
    Fifteen(Probe<&'a FifteenPuzzle>),
    /// A rectangle of 10 to 16 cells with databases (2×5 to 2×8, 3×5 and their turns).
    Rectangle(Box<Probe<RectangleHeuristic>>),
    /// Any other shape of at most [`MAX_CELLS`] cells.
    Estimate(Probe<Estimator>),
}

impl<'a> Guided<'a> {
    /// The probe for boards of `shape` (at most [`MAX_CELLS`] cells).
    ///
    /// The solver keeps a rectangle's databases to itself, so a rectangle's probe reads a copy
    /// of them ([`Solver::tables_bytes`]): a few megabytes (18 MB on 2×8), held for as
    /// long as the probe.
    ///
    /// # Errors
    /// [`Error::BadTables`] if the copy of a rectangle's databases cannot be read back.
    pub(super) fn new(solver: &'a mut Solver, shape: Shape) -> Result<Guided<'a>, Error> {
        assert!(
            shape.cells() <= MAX_CELLS,
            "the analysis probes at most 16 cells"
        );
        if shape.is_square() && shape.width() == 4 {
            if !solver.is_prepared(shape) {
                solver.prepare(shape, &mut |_| {});
            }
            let tables = solver.fifteen_puzzle().expect("prepared just above");
            return Ok(Guided::Fifteen(Probe::new(shape, tables)));
        }
        if has_tables(shape) {
            solver.prepare(shape, &mut |_| {});
            let bytes = solver.tables_bytes(shape).ok_or(Error::BadTables {
                reason: "the solver has no tables for this shape",
            })?;
            let (first, rest) = PatternDb::from_bytes(&bytes)?;
            let (second, _) = PatternDb::from_bytes(rest)?;
            let heuristic = Max::new(first, second);
            return Ok(Guided::Rectangle(Box::new(Probe::new(shape, heuristic))));
        }
        Ok(Guided::Estimate(Probe::new(shape, Estimator::new(shape))))
    }

    /// Whether `board` is at most `bound` moves from the goal, expanding at most `budget`
    /// positions.
    pub(super) fn reaches(&mut self, board: &Board, bound: u32, budget: u64) -> Reach {
        match self {
            Guided::Fifteen(probe) => probe.reaches(board, bound, budget),
            Guided::Rectangle(probe) => probe.reaches(board, bound, budget),
            Guided::Estimate(probe) => probe.reaches(board, bound, budget),
        }
    }

    /// The paths of exactly `length` moves from `board` to the goal, where `length` is the
    /// board's optimal distance: how many, and the first `cap`, expanding at most `budget`
    /// positions.
    pub(super) fn count(&mut self, board: &Board, length: u32, cap: usize, budget: u64) -> Counted {
        match self {
            Guided::Fifteen(probe) => probe.count(board, length, cap, budget),
            Guided::Rectangle(probe) => probe.count(board, length, cap, budget),
            Guided::Estimate(probe) => probe.count(board, length, cap, budget),
        }
    }

    /// The distance of `board`, known to be from `lower` to `upper` (whose parity it has):
    /// searches bounded at `lower`, `lower + 2`, … (IDA*'s iterations) until one reaches the
    /// goal, each expanding at most `budget` positions. One that runs out leaves the band
    /// from its bound to `upper`.
    pub(super) fn settle(&mut self, board: &Board, lower: u32, upper: u32, budget: u64) -> Band {
        let mut bound = lower + ((lower ^ upper) & 1);
        while bound < upper {
            match self.reaches(board, bound, budget) {
                Reach::Yes => return Band::exact(bound),
                Reach::No => bound += 2,
                Reach::OutOfBudget => {
                    return Band {
                        lower: bound,
                        upper,
                    }
                }
            }
        }
        Band::exact(upper)
    }
}

/// Whether the solver searches boards of `shape` (at most [`MAX_CELLS`] cells) with pattern
/// databases of its own: the requirement of the solver's private `rectangle::needs_database`,
/// restated from its public limits.
pub(super) fn has_tables(shape: Shape) -> bool {
    let plain = if shape.width().min(shape.height()) == 2 {
        MAX_PLAIN_CELLS_2_ACROSS
    } else {
        MAX_PLAIN_CELLS
    };
    !shape.is_square() && shape.cells() > plain
}

/// The searches' state for one board shape and one heuristic.
pub(super) struct Probe<H: Heuristic> {
    heuristic: H,
    moves: MoveTable,
    pruning: &'static MovePruning,
    cells: usize,
    tiles: [u8; MAX_CELLS],
    nodes: u64,
    budget: u64,
    out_of_budget: bool,
    /// Per position (packed, four bits a cell), the moves left when it was counted (high 8
    /// bits) and the number of shortest paths found from it with that many (low 56).
    memo: HashMap<u64, u64, BuildHasherDefault<Mix>>,
    path: Vec<u8>,
    solutions: Vec<Vec<u8>>,
    cap: usize,
    saturated: bool,
}

impl<H: Heuristic> Probe<H> {
    fn new(shape: Shape, heuristic: H) -> Probe<H> {
        Probe {
            heuristic,
            moves: MoveTable::new(shape),
            pruning: MovePruning::for_shape(shape),
            cells: shape.cells(),
            tiles: [0; MAX_CELLS],
            nodes: 0,
            budget: 0,
            out_of_budget: false,
            memo: HashMap::default(),
            path: Vec::new(),
            solutions: Vec::new(),
            cap: 0,
            saturated: false,
        }
    }

    /// Copies `board` in and sets a fresh budget; the heuristic's key of the board.
    fn load(&mut self, board: &Board, budget: u64) -> H::Key {
        debug_assert_eq!(board.tiles().len(), self.cells);
        self.tiles[..self.cells].copy_from_slice(board.tiles());
        self.nodes = 0;
        self.budget = budget;
        self.out_of_budget = false;
        self.heuristic.key(board.tiles())
    }

    fn reaches(&mut self, board: &Board, bound: u32, budget: u64) -> Reach {
        let key = self.load(board, budget);
        if self.heuristic.value(&key) > bound {
            return Reach::No;
        }
        self.reach(&key, board.blank(), START, bound)
    }

    /// One iteration of IDA* at `left` moves from the current position, pruning what the
    /// solver's search prunes ([`MovePruning`]: that keeps the first shortest path, so a path
    /// within the bound is found if there is one).
    fn reach(&mut self, key: &H::Key, blank: usize, state: u32, left: u32) -> Reach {
        if self.heuristic.value(key) == 0 {
            return Reach::Yes;
        }
        if self.nodes == self.budget {
            return Reach::OutOfBudget;
        }
        self.nodes += 1;
        for i in 0..self.moves.sources(blank).len() {
            let src = usize::from(self.moves.sources(blank)[i]);
            let next = self
                .pruning
                .step(state, usize::from(self.moves.directions(blank)[i]));
            if next == PRUNED {
                continue;
            }
            let Some(child) = self.child_within(key, src, blank, left - 1) else {
                continue;
            };
            self.tiles.swap(src, blank);
            let found = self.reach(&child, src, next, left - 1);
            self.tiles.swap(src, blank);
            if found != Reach::No {
                return found;
            }
        }
        Reach::No
    }

    /// The heuristic's key after the tile on `src` slides into the blank on `blank`, if its
    /// estimate is at most `limit` (the child is cut off otherwise).
    #[inline]
    fn child_within(
        &mut self,
        key: &H::Key,
        src: usize,
        blank: usize,
        limit: u32,
    ) -> Option<H::Key> {
        let cells = self.cells;
        self.heuristic
            .after_move_within(key, &mut self.tiles[..cells], src, blank, limit)
            .ok()
    }

    fn count(&mut self, board: &Board, length: u32, cap: usize, budget: u64) -> Counted {
        let key = self.load(board, budget);
        self.memo.clear();
        self.path.clear();
        self.path.reserve(length as usize);
        self.solutions.clear();
        self.cap = cap;
        self.saturated = false;
        let count = if self.heuristic.value(&key) > length {
            0
        } else {
            let packed = pack(board.tiles());
            self.count_from(&key, board.blank(), usize::MAX, packed, length)
        };
        Counted {
            count,
            complete: !self.out_of_budget && !self.saturated,
            solutions: std::mem::take(&mut self.solutions),
            nodes: self.nodes,
        }
    }

    /// The number of paths of exactly `left` moves from the current position (packed as
    /// `packed`, its blank on `blank`, reached by a move from `came_from`) to the goal, listing
    /// them while fewer than `cap` are listed.
    ///
    /// The position is at most `left` moves from the goal (the heuristic said so), and — the
    /// board's optimal length being the first call's `left` — at least `left` moves: had it a
    /// shorter path, the path here and that one would make a solution shorter than optimal. So
    /// every path counted is a shortest one (it never undoes a move, never revisits a
    /// position), a position's count depends on the position alone, and a position met again
    /// with fewer moves left than the first time has none.
    fn count_from(
        &mut self,
        key: &H::Key,
        blank: usize,
        came_from: usize,
        packed: u64,
        left: u32,
    ) -> u64 {
        if left == 0 {
            // The heuristic let this position through with 0 moves left: it is the goal.
            if self.solutions.len() < self.cap {
                self.solutions.push(self.path.clone());
            }
            return 1;
        }
        let listing = self.solutions.len() < self.cap;
        if left >= MEMO_FROM {
            if let Some(&entry) = self.memo.get(&packed) {
                let (known_left, known) = (entry >> 56, entry & COUNT_MAX);
                if u64::from(left) < known_left {
                    return 0;
                }
                // Listing walks down again through a position with paths, to copy them out.
                if u64::from(left) == known_left && (known == 0 || !listing) {
                    return known;
                }
            }
        }
        if self.nodes == self.budget {
            self.out_of_budget = true;
            return 0;
        }
        self.nodes += 1;
        let mut sum = 0u64;
        for i in 0..self.moves.sources(blank).len() {
            let src = usize::from(self.moves.sources(blank)[i]);
            if src == came_from {
                continue;
            }
            let Some(child) = self.child_within(key, src, blank, left - 1) else {
                continue;
            };
            let tile = self.tiles[src];
            // The blank's nibble is 0: the tile's nibble moves from `src` to `blank`.
            let child_packed =
                packed ^ (u64::from(tile) << (4 * src)) ^ (u64::from(tile) << (4 * blank));
            self.tiles.swap(src, blank);
            self.path.push(tile);
            let paths = self.count_from(&child, src, blank, child_packed, left - 1);
            self.path.pop();
            self.tiles.swap(src, blank);
            sum = sum.saturating_add(paths);
            if self.out_of_budget {
                return sum;
            }
        }
        if sum > COUNT_MAX {
            sum = COUNT_MAX;
            self.saturated = true;
        }
        if left >= MEMO_FROM && (self.memo.len() < MEMO_ENTRIES || self.memo.contains_key(&packed))
        {
            self.memo.insert(packed, u64::from(left) << 56 | sum);
        }
        sum
    }
}

/// A position of at most [`MAX_CELLS`] cells as one number: cell `c`'s tile in bits `4c` to
/// `4c + 3`.
fn pack(tiles: &[u8]) -> u64 {
    tiles.iter().enumerate().fold(0, |packed, (cell, &tile)| {
        packed | u64::from(tile) << (4 * cell)
    })
}

/// A quick hasher for packed positions (the table's keys come from this module, never from
/// outside): `SplitMix64`'s finaliser, so that every bit of the key reaches the bits the table
/// indexes by.
#[derive(Default, Clone, Copy)]
struct Mix(u64);

impl Hasher for Mix {
    fn finish(&self) -> u64 {
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::rectangle::MAX_OPTIMAL_CELLS;

    /// The rule restated here agrees with the solver's own: a fresh solver is ready at once
    /// for exactly the shapes without tables.
    #[test]
    fn has_tables_matches_the_solver() {
        let fresh = Solver::new();
        for width in 2..=8 {
            for height in 2..=8 {
                let shape = Shape::new(width, height).unwrap();
                if shape.cells() <= MAX_OPTIMAL_CELLS && !shape.is_square() {
                    assert_eq!(has_tables(shape), !fresh.is_prepared(shape), "{shape}");
                }
            }
        }
    }

    /// A position's packed form after a move, updated by two exclusive-ors, is the packing of
    /// the board after it.
    #[test]
    fn packed_positions_update_by_the_move() {
        let board = Board::from_tiles(
            Shape::square(4).unwrap(),
            &[5, 1, 2, 3, 0, 6, 7, 4, 9, 10, 11, 8, 13, 14, 15, 12],
        )
        .unwrap();
        let blank = board.blank();
        for tile in board.movable_tiles() {
            let src = board.position(tile).unwrap();
            let after = board.slide(u32::from(tile)).unwrap();
            let updated = pack(board.tiles())
                ^ (u64::from(tile) << (4 * src))
                ^ (u64::from(tile) << (4 * blank));
            assert_eq!(updated, pack(after.tiles()));
        }
    }

    /// `settle` finds the distance inside a band, and a budget of nothing leaves the band.
    #[test]
    fn settle_finds_the_distance_within_a_band() {
        let mut solver = Solver::new();
        let shape = Shape::square(3).unwrap();
        // 31 moves from the goal.
        let board =
            Board::from_tiles(Shape::square(3).unwrap(), &[8, 6, 7, 2, 5, 4, 3, 0, 1]).unwrap();
        let mut probe = Guided::new(&mut solver, shape).unwrap();
        assert_eq!(probe.settle(&board, 20, 41, u64::MAX), Band::exact(31));
        assert_eq!(probe.settle(&board, 29, 33, u64::MAX), Band::exact(31));
        assert_eq!(probe.settle(&board, 28, 31, u64::MAX), Band::exact(31));
        assert_eq!(
            probe.settle(&board, 28, 33, 0),
            Band {
                lower: 29,
                upper: 33
            }
        );
    }
}
