//! A* for boards of up to 16 cells (2×2, 3×3, and easy 4×4 positions), guided by Manhattan
//! distance plus linear conflict.
//!
//! A state is the board packed into a `u64`, four bits a cell. The open list is a bucket queue
//! indexed by `f = g + h` (f only ever takes small integer values), last-in first-out within a
//! bucket so that deeper nodes of equal `f` come first. An entry holds the state, its
//! visited-table key, `g` and the blank's cell (16 bytes); `h` is `f - g`, so it is not
//! stored. The visited table holds each state's best known `g` and where the blank came from,
//! which is all that is needed to walk the path back. Everything is kept between searches, so
//! a warmed-up [`AStar`] allocates nothing per node.
//!
//! The heuristic is consistent (a move changes it by exactly one), so a state's first expansion
//! is with its optimal `g` and the first goal taken off the open list ends an optimal path.
//!
//! # Boards of up to 9 cells (2×2 and 3×3)
//!
//! Profiling (callgrind, the 100-board 3×3 sample of `benches/solve.rs`) showed the general
//! path spending 58% of its instructions recomputing linear conflict (a longest increasing
//! subsequence per line, four lines a successor) and most of the rest in hashing and probing
//! the visited `HashMap`. Both go for small boards, where everything fits in tables:
//!
//! - **Visited table**: a flat array with one byte per solvable state, indexed by a perfect
//!   rank: `rank(tiles in reading order, blank left out) / 2 × n + blank cell`. Solvability
//!   fixes the parity of the tiles' permutation for a given blank cell (for odd sides it is
//!   always even), and two permutations whose lexicographic ranks differ only in the lowest bit
//!   differ by one transposition, so halving the rank is still one-to-one: 181,440 slots
//!   (181 KB) for 3×3, exactly the reachable states. A sideways move does not change the tiles'
//!   reading order, so the child's index is the parent's ± 1, in the same or the next cache
//!   line; only an up/down move ranks from scratch (six Lehmer digits, counted with
//!   nibble-packed counters rather than a loop over the remaining tiles). A slot is 0 for "not
//!   reached", else a flag bit, `g` (5 bits: no 3×3 state is more than 31 moves away) and the
//!   direction of the parent's blank (2 bits). A search notes the rank of each slot it fills
//!   and the next one zeroes just those: nothing is allocated or swept per search.
//!
//!   Why a byte and a list rather than a wider slot with a generation stamp (which needs no
//!   list): with the tables below in place, `perf` put 35% of the samples on the load of the
//!   slot, a cache miss, as each search touches a fresh scattered set of states in a table
//!   that other processes keep evicting. The blank cell as the low digit (sideways moves stay
//!   in the same cache line) and 16-bit stamped slots cut that; one-byte slots cut it to 10%,
//!   and were about a quarter faster than 16-bit stamped ones on the 3×3 sample despite 11%
//!   more instructions (the list, and zeroing through it).
//! - **Heuristic**: Manhattan distance changes by a table lookup per move. Linear conflict
//!   comes from tables of each row's and each column's penalty indexed by the line's packed
//!   contents (4,096 entries a line for 3×3, 24 KB in all, built from
//!   [`LinearConflict`] itself so the estimate is exactly
//!   [`Estimator`]'s): an up/down move changes two rows, a sideways move two columns.
//!
//! The board side is a const parameter there, so line extraction and ranking unroll.
//!
//! # 4×4 boards
//!
//! 16! states fit no table: the visited table is a `HashMap` keyed by the packed state with a
//! one-multiply hasher, and the estimate is [`Estimator::delta`] on the unpacked board. The
//! Solver uses IDA* for 4×4; A* there serves tests that compare the two on easy positions.

use std::collections::hash_map::Entry;
use std::collections::HashMap;
use std::fmt::Debug;
use std::hash::{BuildHasherDefault, Hasher};

use crate::board::Board;
use crate::error::Error;
use crate::heuristic::{Estimator, LinearConflict, Manhattan};
use crate::moves::MoveTable;
use crate::search::Solution;
use crate::shape::Shape;
use crate::solvability::is_solvable;

/// The largest number of cells a packed `u64` state holds.
const MAX_CELLS: usize = 16;
/// Marks the start state in the visited table: it has no predecessor.
const NO_PARENT: u8 = u8::MAX;

/// An entry of the open list; its `h` is the bucket's `f` minus `g`.
#[derive(Debug, Clone, Copy)]
struct Open<K> {
    state: u64,
    key: K,
    g: u8,
    blank: u8,
}

/// What the visited table knows of a state.
#[derive(Debug, Clone, Copy)]
struct Visit {
    g: u8,
    parent_blank: u8,
}

/// What the search needs for one board side: a visited table and an incremental estimate.
trait Space {
    /// What locates a state in the visited table, kept in its open-list entries.
    type Key: Copy + Debug;
    /// Starts a new search: every state visited before is forgotten.
    fn begin(&mut self);
    /// The full estimate of `state`.
    fn estimate(&self, state: u64) -> u32;
    /// The key of `state`, whose blank is on cell `blank`.
    fn key(&self, state: u64, blank: usize) -> Self::Key;
    /// The key of `child`, made from the state keyed `key` by sliding the tile on cell `src`
    /// into the blank on cell `blank`.
    fn child_key(&self, key: Self::Key, child: u64, src: usize, blank: usize) -> Self::Key;
    /// Called once before `state`'s successors are generated.
    fn expand(&mut self, state: u64);
    /// The change in the estimate from `state` (the state last passed to [`Space::expand`]) to
    /// `child`, made by sliding the tile on cell `src` into the blank on cell `blank`.
    fn delta(&mut self, state: u64, child: u64, src: usize, blank: usize) -> i32;
    /// The visited-table entry of a state recorded in this search, whose blank is on `blank`.
    fn visit(&self, key: Self::Key, state: u64, blank: usize) -> Visit;
    /// Records `g` and `parent_blank` for a state (blank on `blank`) unless this search already
    /// reached it with `g` or fewer moves; whether it did.
    fn improve(
        &mut self,
        key: Self::Key,
        state: u64,
        blank: usize,
        g: u8,
        parent_blank: u8,
    ) -> bool;
}

/// The open list and the tables of one board side.
#[derive(Debug, Clone)]
struct Search<S: Space> {
    space: S,
    buckets: Vec<Vec<Open<S::Key>>>,
    goal: u64,
}

impl<S: Space> Search<S> {
    fn new(space: S, side: usize) -> Search<S> {
        let goal = Board::goal(Shape::square(side).expect("the solver's side is supported"));
        Search {
            space,
            buckets: vec![Vec::new(); 128],
            goal: pack(goal.tiles()),
        }
    }

    /// Entries left on the open list: after a search, those it had queued and not yet taken off.
    fn open_len(&self) -> usize {
        self.buckets.iter().map(Vec::len).sum()
    }

    #[expect(
        clippy::cast_possible_truncation,
        clippy::cast_possible_wrap,
        clippy::cast_sign_loss,
        reason = "cells are below 16 (four bits a cell in a u64); f is a small bucket index, and f + 1 + delta never drops below f (the estimate is consistent)"
    )]
    fn run(&mut self, moves: &MoveTable, board: &Board, budget: u64) -> Result<Solution, Error> {
        let space = &mut self.space;
        space.begin();
        for bucket in &mut self.buckets {
            bucket.clear();
        }

        let start = pack(board.tiles());
        let key = space.key(start, board.blank());
        space.improve(key, start, board.blank(), 0, NO_PARENT);
        let mut f = space.estimate(start) as usize;
        if f >= self.buckets.len() {
            self.buckets.resize(f + 1, Vec::new());
        }
        self.buckets[f].push(Open {
            state: start,
            key,
            g: 0,
            blank: board.blank() as u8,
        });

        let mut expanded = 0u64;
        let mut generated = 0u64;
        loop {
            let Some(node) = self.buckets[f].pop() else {
                f += 1;
                if f == self.buckets.len() {
                    unreachable!("a solvable board always reaches the goal");
                }
                continue;
            };
            let visit = space.visit(node.key, node.state, usize::from(node.blank));
            if node.g > visit.g {
                continue; // a better path to this state was found after this entry was queued
            }
            if node.state == self.goal {
                let cells = board.tiles().len();
                return Ok(Solution {
                    moves: path_to(space, node.state, cells - 1),
                    expanded,
                    generated,
                    optimal: true,
                });
            }
            if expanded == budget {
                return Err(Error::BudgetExceeded { nodes: expanded });
            }
            expanded += 1;

            space.expand(node.state);
            let blank = usize::from(node.blank);
            let g = node.g + 1;
            // The child's f is g + 1 + h + delta = f + 1 + delta.
            let f_next = f as i32 + 1;
            for &src in moves.sources(blank) {
                if src == visit.parent_blank {
                    continue; // straight back to the parent
                }
                let src = usize::from(src);
                let tile = (node.state >> (4 * src)) & 0xF;
                let child = node.state ^ (tile << (4 * src)) ^ (tile << (4 * blank));
                generated += 1;
                let key = space.child_key(node.key, child, src, blank);
                if !space.improve(key, child, src, g, blank as u8) {
                    continue;
                }
                let child_f = (f_next + space.delta(node.state, child, src, blank)) as usize;
                debug_assert!(child_f >= f, "the estimate is consistent");
                if child_f >= self.buckets.len() {
                    self.buckets.resize(child_f + 1, Vec::new());
                }
                self.buckets[child_f].push(Open {
                    state: child,
                    key,
                    g,
                    blank: src as u8,
                });
            }
        }
    }
}

/// Walks the visited table back from `state` (blank on `blank`) to the start and returns the
/// tiles slid, in playing order.
fn path_to<S: Space>(space: &S, mut state: u64, mut blank: usize) -> Vec<u8> {
    let mut moves = Vec::with_capacity(usize::from(
        space.visit(space.key(state, blank), state, blank).g,
    ));
    loop {
        let parent_blank = space
            .visit(space.key(state, blank), state, blank)
            .parent_blank;
        if parent_blank == NO_PARENT {
            break;
        }
        let from = usize::from(parent_blank);
        let tile = (state >> (4 * from)) & 0xF;
        moves.push(tile as u8);
        state ^= (tile << (4 * from)) ^ (tile << (4 * blank));
        blank = from;
    }
    moves.reverse();
    moves
}

/// A perfect rank of the solvable states of a board of side `SIDE` (at most 3), and tables that
/// give the estimate's change per move by lookups: see the module docs.
#[derive(Debug, Clone)]
struct Small<const SIDE: usize> {
    /// Per rank: 0 if not reached in this search, else `0x80 | g << 2 | d`, the parent's blank
    /// cell being this state's blank cell plus `OFFSETS[d]`.
    slots: Vec<u8>,
    /// The ranks whose slots this search has written, to be zeroed when the next one begins.
    touched: Vec<u32>,
    /// The rank's weights: `(n − 2 − i)! / 2` for the `i`-th tile in reading order, `n` cells.
    weights: [u32; MAX_CELLS],
    /// Manhattan distance of tile `t` on cell `c` at `16 t + c`.
    manhattan: [u8; MAX_CELLS * MAX_CELLS],
    /// Linear-conflict penalty of row `r` holding the packed tiles `x` at `r << 4 SIDE | x`.
    rows: Vec<u8>,
    /// The same for columns, the top cell's tile in the lowest nibble.
    columns: Vec<u8>,
}

impl<const SIDE: usize> Small<SIDE> {
    const CELLS: usize = SIDE * SIDE;
    /// Entries of one line's penalty table: all packings of `SIDE` four-bit tiles.
    const LINE: usize = 1 << (4 * SIDE);
    /// From a cell to its neighbour below, left, above and right.
    #[expect(
        clippy::cast_possible_truncation,
        clippy::cast_possible_wrap,
        reason = "SIDE is 2 or 3"
    )]
    const OFFSETS: [i32; 4] = [SIDE as i32, -1, -(SIDE as i32), 1];

    /// The index in [`Self::OFFSETS`] of each offset `o` at `o + SIDE` (unused entries 0).
    const DIRECTIONS: [u8; 7] = {
        let mut directions = [0; 7];
        directions[SIDE - 1] = 1;
        directions[SIDE + 1] = 3;
        directions[0] = 2;
        directions[2 * SIDE] = 0;
        directions
    };

    #[expect(
        clippy::cast_possible_truncation,
        reason = "SIDE <= 3: ranks below 9!/2, distances, tiles and penalties below 256"
    )]
    fn new() -> Small<SIDE> {
        assert!(Self::CELLS <= 9, "ranks of up to 9 cells");
        let cells = Self::CELLS;
        let factorial = |n: usize| (1..=n).product::<usize>();
        let mut weights = [0u32; MAX_CELLS];
        for (i, weight) in weights.iter_mut().enumerate().take(cells - 3) {
            *weight = (factorial(cells - 2 - i) / 2) as u32;
        }
        let per_blank = factorial(cells - 1) / 2;

        let md = Manhattan::new(Shape::square(SIDE).expect("a supported side"));
        let mut manhattan = [0u8; MAX_CELLS * MAX_CELLS];
        for tile in 0..cells {
            for cell in 0..cells {
                manhattan[16 * tile + cell] = md.distance(tile as u8, cell) as u8;
            }
        }

        // Each line's penalty for every packing of its cells, from LinearConflict itself: a
        // board holding the packing in that line (and blanks elsewhere, which it ignores).
        let lc = LinearConflict::new(Shape::square(SIDE).expect("a supported side"));
        let mut rows = vec![0u8; SIDE * Self::LINE];
        let mut columns = vec![0u8; SIDE * Self::LINE];
        let mut tiles = [0u8; MAX_CELLS];
        for line in 0..SIDE {
            for packed in 0..Self::LINE {
                let along = |i: usize| ((packed >> (4 * i)) & 0xF) as u8;
                if (0..SIDE).any(|i| usize::from(along(i)) >= cells) {
                    continue; // no such tile
                }
                tiles.fill(0);
                for i in 0..SIDE {
                    tiles[line * SIDE + i] = along(i);
                }
                rows[line * Self::LINE + packed] = lc.row(&tiles[..cells], line) as u8;
                tiles.fill(0);
                for i in 0..SIDE {
                    tiles[i * SIDE + line] = along(i);
                }
                columns[line * Self::LINE + packed] = lc.column(&tiles[..cells], line) as u8;
            }
        }

        Small {
            touched: Vec::new(),
            slots: vec![0; cells * per_blank],
            weights,
            manhattan,
            rows,
            columns,
        }
    }

    /// The packed tiles of row `r`.
    #[inline]
    #[expect(
        clippy::cast_possible_truncation,
        reason = "only the low 4 * SIDE <= 12 bits are kept, so a 32-bit usize loses nothing"
    )]
    fn row(state: u64, r: usize) -> usize {
        ((state >> (4 * SIDE * r)) as usize) & (Self::LINE - 1)
    }

    /// The packed tiles of column `c`, top first.
    #[inline]
    #[expect(
        clippy::cast_possible_truncation,
        reason = "only the low 4 * SIDE <= 12 bits are kept, so a 32-bit usize loses nothing"
    )]
    fn column(state: u64, c: usize) -> usize {
        // Keep the column's nibbles, then shift the i-th (at nibble i·SIDE) down to nibble i:
        // every other kept nibble lands below bit 0 or above the line's 4·SIDE bits.
        let mut mask = 0u64;
        for i in 0..SIDE {
            mask |= 0xF << (4 * i * SIDE);
        }
        let kept = (state >> (4 * c)) & mask;
        let mut packed = 0;
        for i in 0..SIDE {
            packed |= kept >> (4 * i * (SIDE - 1));
        }
        (packed as usize) & (Self::LINE - 1)
    }

    #[inline]
    fn row_penalty(&self, state: u64, r: usize) -> i32 {
        i32::from(self.rows[r * Self::LINE + Self::row(state, r)])
    }

    #[inline]
    fn column_penalty(&self, state: u64, c: usize) -> i32 {
        i32::from(self.columns[c * Self::LINE + Self::column(state, c)])
    }

    /// `rank(tiles) / 2` for the `n − 1` tiles (values `1..n`) packed in `tiles`, the first in
    /// the lowest nibble: the sum of the first `n − 3` Lehmer digits times their weights (the
    /// last digit is always 0, and the one before it is lost in the halving).
    #[inline]
    #[expect(
        clippy::cast_possible_truncation,
        reason = "a digit of the rank is below 9"
    )]
    fn half_rank(&self, tiles: u64) -> u32 {
        // Nibble `k` of `seen_below` counts the tiles already read whose value is below `k`.
        let mut seen_below = 0u64;
        let mut rank = 0;
        for i in 0..Self::CELLS - 3 {
            let tile = (tiles >> (4 * i)) & 0xF;
            let smaller_earlier = (seen_below >> (4 * tile)) & 0xF;
            // Tiles smaller than this one, less those read before it: those read after it.
            let digit = (tile - 1 - smaller_earlier) as u32;
            rank += digit * self.weights[i];
            seen_below += 0x1111_1111_1111_1111 << (4 * (tile + 1));
        }
        rank
    }
}

impl<const SIDE: usize> Space for Small<SIDE> {
    type Key = u32;

    fn begin(&mut self) {
        for &key in &self.touched {
            self.slots[key as usize] = 0;
        }
        self.touched.clear();
    }

    #[expect(
        clippy::cast_sign_loss,
        reason = "a sum of distances and penalties, never negative"
    )]
    fn estimate(&self, state: u64) -> u32 {
        let mut h = 0;
        for cell in 0..Self::CELLS {
            let tile = ((state >> (4 * cell)) & 0xF) as usize;
            h += i32::from(self.manhattan[16 * tile + cell]);
        }
        for line in 0..SIDE {
            h += self.row_penalty(state, line) + self.column_penalty(state, line);
        }
        h as u32
    }

    #[inline]
    #[expect(
        clippy::cast_possible_truncation,
        reason = "SIDE <= 3: the blank's cell and CELLS are below 9"
    )]
    fn key(&self, state: u64, blank: usize) -> u32 {
        // The tiles in reading order, the blank's nibble taken out.
        let below = (1u64 << (4 * blank)) - 1;
        let tiles = (state & below) | ((state >> 4) & !below);
        self.half_rank(tiles) * Self::CELLS as u32 + blank as u32
    }

    #[inline]
    #[expect(
        clippy::cast_possible_truncation,
        reason = "SIDE <= 3: cells are below 9"
    )]
    fn child_key(&self, key: u32, child: u64, src: usize, blank: usize) -> u32 {
        if src / SIDE == blank / SIDE {
            // A sideways move keeps the tiles' reading order: only the blank's cell changes.
            key + src as u32 - blank as u32
        } else {
            self.key(child, src)
        }
    }

    #[inline]
    fn expand(&mut self, _state: u64) {}

    #[inline]
    fn delta(&mut self, state: u64, child: u64, src: usize, blank: usize) -> i32 {
        let tile = ((state >> (4 * src)) & 0xF) as usize;
        let md = i32::from(self.manhattan[16 * tile + blank])
            - i32::from(self.manhattan[16 * tile + src]);
        let (a, b) = (src / SIDE, blank / SIDE);
        let lc = if a == b {
            // Sideways: the row keeps its order of tiles; the two columns change.
            let (a, b) = (src % SIDE, blank % SIDE);
            self.column_penalty(child, a) + self.column_penalty(child, b)
                - self.column_penalty(state, a)
                - self.column_penalty(state, b)
        } else {
            self.row_penalty(child, a) + self.row_penalty(child, b)
                - self.row_penalty(state, a)
                - self.row_penalty(state, b)
        };
        md + lc
    }

    #[inline]
    #[expect(
        clippy::cast_possible_truncation,
        clippy::cast_possible_wrap,
        clippy::cast_sign_loss,
        reason = "the parent is a neighbour of the blank on a 3×3 board at most: a cell from 0 to 8"
    )]
    fn visit(&self, key: u32, _state: u64, blank: usize) -> Visit {
        let slot = self.slots[key as usize];
        debug_assert!(slot & 0x80 != 0, "visited in this search");
        let g = (slot >> 2) & 0x1F;
        let parent = blank as i32 + Self::OFFSETS[usize::from(slot & 3)];
        Visit {
            g,
            parent_blank: if g == 0 { NO_PARENT } else { parent as u8 },
        }
    }

    #[inline]
    fn improve(&mut self, key: u32, _state: u64, blank: usize, g: u8, parent_blank: u8) -> bool {
        debug_assert!(g < 32);
        let slot = self.slots[key as usize];
        // An empty slot wraps to a large number; a reached one with g' <= g gives less than
        // (g + 1) << 2.
        if u32::from(slot).wrapping_sub(0x80) < (u32::from(g) + 1) << 2 {
            return false;
        }
        if slot == 0 {
            self.touched.push(key);
        }
        let d = if g == 0 {
            0
        } else {
            // The offset is ±1 or ±SIDE: index 0 to 2·SIDE.
            Self::DIRECTIONS[(usize::from(parent_blank) + SIDE) - blank]
        };
        self.slots[key as usize] = 0x80 | g << 2 | d;
        true
    }
}

/// The 4×4 visited table (a `HashMap` keyed by the packed state) and [`Estimator`] on the
/// unpacked board.
#[derive(Debug, Clone)]
struct Large {
    estimator: Estimator,
    visited: HashMap<u64, Visit, BuildHasherDefault<StateHasher>>,
    cells: usize,
    /// The board being expanded, unpacked.
    tiles: [u8; MAX_CELLS],
}

impl Large {
    fn new(side: usize) -> Large {
        Large {
            estimator: Estimator::new(Shape::square(side).expect("a supported side")),
            visited: HashMap::default(),
            cells: side * side,
            tiles: [0; MAX_CELLS],
        }
    }
}

impl Space for Large {
    type Key = ();

    fn begin(&mut self) {
        self.visited.clear();
    }

    fn estimate(&self, state: u64) -> u32 {
        let mut tiles = [0u8; MAX_CELLS];
        unpack(state, &mut tiles[..self.cells]);
        self.estimator.estimate(&tiles[..self.cells])
    }

    fn key(&self, _state: u64, _blank: usize) {}

    fn child_key(&self, (): (), _child: u64, _src: usize, _blank: usize) {}

    fn expand(&mut self, state: u64) {
        unpack(state, &mut self.tiles[..self.cells]);
    }

    fn delta(&mut self, _state: u64, _child: u64, src: usize, blank: usize) -> i32 {
        self.estimator
            .delta(&mut self.tiles[..self.cells], src, blank)
    }

    fn visit(&self, (): (), state: u64, _blank: usize) -> Visit {
        self.visited[&state]
    }

    fn improve(&mut self, (): (), state: u64, _blank: usize, g: u8, parent_blank: u8) -> bool {
        let visit = Visit { g, parent_blank };
        match self.visited.entry(state) {
            Entry::Occupied(mut seen) => {
                if g >= seen.get().g {
                    return false;
                }
                seen.insert(visit);
            }
            Entry::Vacant(slot) => {
                slot.insert(visit);
            }
        }
        true
    }
}

/// The search for each side.
#[derive(Debug, Clone)]
enum Sided {
    Two(Search<Small<2>>),
    Three(Search<Small<3>>),
    Four(Search<Large>),
}

/// A reusable A* solver for one board side (2, 3 or 4).
///
/// ```
/// use slide_puzzle::{AStar, Board, Shape};
/// let mut astar = AStar::new(3);
/// let board = Board::from_tiles(Shape::square(3)?, &[1, 2, 3, 4, 5, 6, 0, 7, 8])?;
/// let solution = astar.solve(&board, u64::MAX)?;
/// assert_eq!(solution.moves, vec![7, 8]);
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct AStar {
    side: usize,
    moves: MoveTable,
    search: Sided,
}

impl AStar {
    /// A solver for boards of side `side`, which must have at most 16 cells.
    pub fn new(side: usize) -> AStar {
        assert!(side * side <= MAX_CELLS, "A* packs at most 16 cells");
        let search = match side {
            2 => Sided::Two(Search::new(Small::new(), side)),
            3 => Sided::Three(Search::new(Small::new(), side)),
            _ => Sided::Four(Search::new(Large::new(side), side)),
        };
        AStar {
            side,
            moves: MoveTable::new(Shape::square(side).expect("a supported side")),
            search,
        }
    }

    /// The board side this solver handles.
    pub fn side(&self) -> usize {
        self.side
    }

    /// An optimal solution of `board`, expanding at most `budget` nodes.
    ///
    /// # Errors
    /// [`Error::Unsolvable`] for a board of the wrong parity, and [`Error::BudgetExceeded`] if
    /// the budget runs out first.
    ///
    /// # Panics
    /// If `board` is not of this solver's side.
    pub fn solve(&mut self, board: &Board, budget: u64) -> Result<Solution, Error> {
        assert_eq!(board.width(), self.side, "board and solver sides differ");
        if !is_solvable(board) {
            return Err(Error::Unsolvable);
        }
        match &mut self.search {
            Sided::Two(search) => search.run(&self.moves, board, budget),
            Sided::Three(search) => search.run(&self.moves, board, budget),
            Sided::Four(search) => search.run(&self.moves, board, budget),
        }
    }

    /// The size of the open list when the last search ended: the entries queued and not yet
    /// taken off (a state re-queued with a shorter path counts once per entry). Read after the
    /// search from the queue it leaves, so the search itself counts nothing extra. The closed
    /// set is [`Solution::expanded`]: with a consistent heuristic each state is expanded once.
    ///
    /// ```
    /// use slide_puzzle::{AStar, Board, Shape};
    /// let mut astar = AStar::new(3);
    /// astar.solve(&Board::from_tiles(Shape::square(3)?, &[1, 2, 3, 4, 5, 6, 0, 7, 8])?, u64::MAX)?;
    /// // Solved by sliding 7 then 8; sliding 4 first, or 5 second, was queued and never taken.
    /// assert_eq!(astar.open_len(), 2);
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    pub fn open_len(&self) -> usize {
        match &self.search {
            Sided::Two(search) => search.open_len(),
            Sided::Three(search) => search.open_len(),
            Sided::Four(search) => search.open_len(),
        }
    }
}

/// Packs up to 16 tiles into a `u64`, cell `i` in bits `4i..4i+4`.
fn pack(tiles: &[u8]) -> u64 {
    tiles
        .iter()
        .enumerate()
        .fold(0, |acc, (cell, &t)| acc | (u64::from(t) << (4 * cell)))
}

fn unpack(state: u64, tiles: &mut [u8]) {
    for (cell, tile) in tiles.iter_mut().enumerate() {
        *tile = ((state >> (4 * cell)) & 0xF) as u8;
    }
}

/// A one-multiply hasher for packed states: they are already dense, so a folded 128-bit multiply
/// spreads them well at a fraction of `SipHash`'s cost.
#[derive(Debug, Default, Clone, Copy)]
struct StateHasher(u64);

impl Hasher for StateHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(self.0 ^ u64::from(b));
        }
    }

    #[expect(
        clippy::cast_possible_truncation,
        reason = "folding the 128-bit product into 64 bits keeps its halves on purpose"
    )]
    fn write_u64(&mut self, n: u64) {
        let product = u128::from(n ^ self.0) * 0x9E37_79B9_7F4A_7C15_u128;
        self.0 = (product as u64) ^ ((product >> 64) as u64);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shuffle::{random_solvable, Rng};

    #[test]
    fn pack_round_trips() {
        let tiles = [15, 0, 3, 9, 1, 2, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14];
        let mut back = [0u8; 16];
        unpack(pack(&tiles), &mut back);
        assert_eq!(back, tiles);
    }

    #[test]
    fn budget_is_respected() {
        let board =
            Board::from_tiles(Shape::square(3).unwrap(), &[8, 6, 7, 2, 5, 4, 3, 0, 1]).unwrap();
        let mut astar = AStar::new(3);
        assert_eq!(
            astar.solve(&board, 10),
            Err(Error::BudgetExceeded { nodes: 10 })
        );
        assert_eq!(astar.solve(&board, u64::MAX).unwrap().moves.len(), 31);
    }

    /// Every solvable 2×2 and 3×3 board gets its own slot, and the ranks fill the table.
    #[test]
    fn ranks_are_perfect() {
        #[expect(
            clippy::cast_possible_truncation,
            reason = "SIDE <= 3: cells are below 9"
        )]
        fn check<const SIDE: usize>() {
            let small = Small::<SIDE>::new();
            let cells = SIDE * SIDE;
            let mut seen = vec![false; small.slots.len()];
            let mut tiles: Vec<u8> = (0..cells as u8).collect();
            loop {
                let board =
                    Board::from_tiles(Shape::for_square_len(tiles.len()).unwrap(), &tiles).unwrap();
                if is_solvable(&board) {
                    let key = small.key(pack(&tiles), board.blank()) as usize;
                    assert!(!std::mem::replace(&mut seen[key], true), "{board}");
                }
                // Next permutation in lexicographic order.
                let Some(i) = (0..cells - 1).rev().find(|&i| tiles[i] < tiles[i + 1]) else {
                    break;
                };
                let j = (i + 1..cells).rev().find(|&j| tiles[j] > tiles[i]).unwrap();
                tiles.swap(i, j);
                tiles[i + 1..].reverse();
            }
            assert!(seen.iter().all(|&s| s));
        }
        check::<2>();
        check::<3>();
    }

    /// The tables give exactly the estimator's estimate, and the per-move change and the
    /// sideways-move rank shortcut agree with computing afresh.
    #[test]
    #[expect(
        clippy::cast_possible_wrap,
        reason = "estimates on a 3×3 board are a few dozen at most, far below i32::MAX"
    )]
    fn tables_match_the_estimator() {
        let mut small = Small::<3>::new();
        let estimator = Estimator::new(Shape::square(3).unwrap());
        let moves = MoveTable::new(Shape::square(3).unwrap());
        let mut rng = Rng::seeded(7);
        for _ in 0..2000 {
            let board = random_solvable(Shape::square(3).unwrap(), &mut rng);
            let state = pack(board.tiles());
            assert_eq!(small.estimate(state), estimator.estimate(board.tiles()));
            let blank = board.blank();
            let key = small.key(state, blank);
            for &src in moves.sources(blank) {
                let src = usize::from(src);
                let tile = (state >> (4 * src)) & 0xF;
                let child = state ^ (tile << (4 * src)) ^ (tile << (4 * blank));
                assert_eq!(
                    small.estimate(state) as i32 + small.delta(state, child, src, blank),
                    small.estimate(child) as i32
                );
                assert_eq!(
                    small.child_key(key, child, src, blank),
                    small.key(child, src)
                );
            }
        }
    }

    /// A search writes a slot only after noting its rank, so the next search starts from an
    /// all-empty table; and the same boards solved again give the same lengths.
    #[test]
    fn each_search_starts_from_an_empty_table() {
        let mut astar = AStar::new(3);
        let mut rng = Rng::seeded(11);
        let boards: Vec<Board> = (0..20)
            .map(|_| random_solvable(Shape::square(3).unwrap(), &mut rng))
            .chain([
                Board::from_tiles(Shape::square(3).unwrap(), &[8, 6, 7, 2, 5, 4, 3, 0, 1]).unwrap(),
            ])
            .collect();
        let mut lengths = Vec::new();
        for board in &boards {
            let solution = astar.solve(board, u64::MAX).unwrap();
            assert!(board.slide_all(&solution.moves).unwrap().is_goal());
            lengths.push(solution.moves.len());
            let Sided::Three(search) = &mut astar.search else {
                unreachable!()
            };
            let small = &mut search.space;
            let written = small.slots.iter().filter(|&&slot| slot != 0).count();
            assert_eq!(written, small.touched.len(), "{board}");
            small.begin();
            assert!(small.slots.iter().all(|&slot| slot == 0));
        }
        for (board, length) in boards.iter().zip(lengths).rev() {
            assert_eq!(astar.solve(board, u64::MAX).unwrap().moves.len(), length);
        }
    }
}
