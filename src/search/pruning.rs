//! Duplicate pruning for depth-first search (Taylor & Korf 1993): the move sequences a search
//! never needs to try, found once per board shape and compiled into a finite-state machine.
//!
//! Two different sequences of moves can lead from a position to the same position: the blank
//! going round a 2×3 block one way or the other, or round a 2×2 block twice one way instead of
//! once the other. A depth-first search such as IDA* keeps no table of the positions it has
//! seen, so it explores what lies past the second sequence again. Here a breadth-first search
//! over move sequences, in order of length and then of the moves' [`Dir::ALL`] order, finds
//! every sequence (up to a length) that leads to the same place as an earlier one *that stays
//! within its bounding box*; the second is never needed. An Aho–Corasick automaton over those
//! sequences then tells the search, one table read a move, whether the move just made ends one.
//! (The earlier sequence has, in practice, always stayed within the later one's box; the check
//! is what lets the argument below hold on every board, near its edges too.)
//!
//! Why pruning them keeps an optimal solution: take, of the shortest solutions, the first in
//! that order. Had it a pruned sequence inside, the earlier sequence could take its place (it
//! stays on the board, within the pruned one's box) and give a solution either shorter or of
//! the same length and earlier in the order; so it has none, and the search still finds it.
//! The rule "never undo the last move" is the length-2 case: a move and its inverse lead where
//! the empty sequence does.
//!
//! [`Dir::ALL`]: crate::moves::Dir::ALL

use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::{Mutex, PoisonError};

use crate::moves::Dir;
use crate::shape::Shape;

/// The automaton state of a search that has made no move yet.
pub const START: u32 = 0;
/// The transition that ends a pruned sequence.
pub const PRUNED: u32 = u32::MAX;

/// The automaton: for each state, the next state after each of the four directions (in
/// [`Dir::ALL`] order), or [`PRUNED`].
///
/// ```
/// use slide_puzzle::search::pruning::{MovePruning, PRUNED, START};
/// use slide_puzzle::{Dir, Shape};
/// let pruning = MovePruning::new(Shape::square(4)?, 12);
/// // Up then down undoes the first move: pruned.
/// let up = pruning.next(START, Dir::Up);
/// assert_ne!(up, PRUNED);
/// assert_eq!(pruning.next(up, Dir::Down), PRUNED);
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct MovePruning {
    next: Vec<[u32; 4]>,
    pruned: usize,
    /// The most moves in a pruned sequence.
    longest: usize,
}

/// Where a sequence of moves has taken the blank, relative to its start, and the box it stayed in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Extent {
    min_row: i8,
    max_row: i8,
    min_col: i8,
    max_col: i8,
}

impl Extent {
    fn within(self, other: Extent) -> bool {
        self.min_row >= other.min_row
            && self.max_row <= other.max_row
            && self.min_col >= other.min_col
            && self.max_col <= other.max_col
    }
}

/// One sequence kept for the next round of the breadth-first search: where it leaves the
/// blank, the box it stayed in, and the position it reaches ([`Changed`]).
#[derive(Clone, Copy)]
struct Walk<const N: usize> {
    row: i8,
    col: i8,
    extent: Extent,
    changed: Changed<N>,
    /// The moves, two bits each, the last lowest, under a leading 1 that marks the length.
    moves: u64,
}

/// How many moves a packed sequence ([`Walk`]'s `moves`) holds: two bits each under the
/// leading 1.
fn moves_in(packed: u64) -> u32 {
    packed.ilog2() / 2
}

/// A quick hasher for the search's small keys (a multiply and a rotate a word, as in
/// rustc's `FxHasher`): these keys come from this module, never from outside.
#[derive(Default, Clone, Copy)]
struct Quick(u64);

impl std::hash::Hasher for Quick {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

type QuickBuild = std::hash::BuildHasherDefault<Quick>;

/// A grid cell, row-major with rows of this many cells: more than any board's width twice.
const GRID: i16 = 64;
/// The blank's mark in [`Changed`].
const BLANK: u16 = u16::MAX;

/// The position a walk reaches: the cells (relative to the start, row-major on a grid wide
/// enough for any board) whose content differs from the start, sorted, each with what it holds
/// (`u16::MAX` for the blank). A walk of `m` moves changes at most `m + 1` cells, so `N` cells
/// hold any walk the search keeps; a fixed array, so that the search's positions (178,000 on
/// the 4×4 board, for sequences of up to 12 moves) take no allocation each.
#[derive(Clone, Copy)]
struct Changed<const N: usize> {
    len: usize,
    cells: [(i16, u16); N],
}

impl<const N: usize> Changed<N> {
    const START: Changed<N> = Changed {
        len: 0,
        cells: [(0, 0); N],
    };

    fn used(&self) -> &[(i16, u16)] {
        &self.cells[..self.len]
    }

    /// What cell `cell` holds: its own tile unless the walk changed it.
    #[expect(clippy::cast_sign_loss, reason = "cells are offset to be positive")]
    fn at(&self, cell: i16) -> u16 {
        match self.used().binary_search_by_key(&cell, |&(c, _)| c) {
            Ok(i) => self.cells[i].1,
            Err(_) => (cell + GRID * GRID) as u16,
        }
    }

    /// Sets `cell` to hold `what`, keeping the cells sorted and free of unchanged ones.
    #[expect(clippy::cast_sign_loss, reason = "cells are offset to be positive")]
    fn set(&mut self, cell: i16, what: u16) {
        let home = what != BLANK && what == (cell + GRID * GRID) as u16;
        let blank_home = what == BLANK && cell == 0;
        match self.used().binary_search_by_key(&cell, |&(c, _)| c) {
            Ok(i) if home || blank_home => {
                self.cells.copy_within(i + 1..self.len, i);
                self.len -= 1;
            }
            Ok(i) => self.cells[i].1 = what,
            Err(_) if home || blank_home => {}
            Err(i) => {
                self.cells.copy_within(i..self.len, i + 1);
                self.cells[i] = (cell, what);
                self.len += 1;
            }
        }
    }
}

impl<const N: usize> PartialEq for Changed<N> {
    fn eq(&self, other: &Self) -> bool {
        self.used() == other.used()
    }
}

impl<const N: usize> Eq for Changed<N> {}

impl<const N: usize> std::hash::Hash for Changed<N> {
    #[expect(clippy::cast_sign_loss, reason = "any bits do for a hash")]
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        for &(cell, what) in self.used() {
            state.write_u64(u64::from(cell as u16) << 16 | u64::from(what));
        }
    }
}

/// The boxes of the walks that reached one position, as a list through [`Boxes::links`].
struct Boxes {
    /// Each box kept, with the index of the next box of its position (`u32::MAX`: none).
    links: Vec<(Extent, u32)>,
}

impl Boxes {
    /// Whether a box of the list from `head` lies within `extent`.
    fn any_within(&self, mut head: u32, extent: Extent) -> bool {
        while head != u32::MAX {
            let (kept, next) = self.links[head as usize];
            if kept.within(extent) {
                return true;
            }
            head = next;
        }
        false
    }

    /// Adds `extent` to the list from `head`; the list's new head.
    #[expect(
        clippy::cast_possible_truncation,
        reason = "the boxes kept stay far below u32::MAX"
    )]
    fn push(&mut self, head: u32, extent: Extent) -> u32 {
        self.links.push((extent, head));
        (self.links.len() - 1) as u32
    }
}

impl MovePruning {
    /// Finds the sequences of up to `max_len` moves that are never needed on a board of
    /// `shape`, and builds their automaton.
    pub fn new(shape: Shape, max_len: usize) -> MovePruning {
        // A walk of m moves changes at most m + 1 cells.
        let forbidden = if max_len <= 12 {
            MovePruning::forbidden::<13>(shape, max_len)
        } else {
            MovePruning::forbidden::<32>(shape, max_len.min(31))
        };
        MovePruning::automaton(&forbidden)
    }

    /// The sequences of up to `max_len` (at most `N - 1`) moves never needed on a board of
    /// `shape`, as [`Walk`]'s packed moves.
    #[expect(
        clippy::cast_possible_truncation,
        reason = "board sides and offsets are below 32"
    )]
    fn forbidden<const N: usize>(shape: Shape, max_len: usize) -> Vec<u64> {
        let (width, height) = (shape.width() as i8, shape.height() as i8);
        let origin = Extent {
            min_row: 0,
            max_row: 0,
            min_col: 0,
            max_col: 0,
        };
        let mut boxes = Boxes { links: Vec::new() };
        let mut seen: HashMap<Changed<N>, u32, QuickBuild> = HashMap::default();
        seen.insert(Changed::START, boxes.push(u32::MAX, origin));
        let mut level = vec![Walk {
            row: 0,
            col: 0,
            extent: origin,
            changed: Changed::START,
            moves: 1,
        }];
        let mut forbidden: Vec<u64> = Vec::new();
        let mut known: HashSet<u64, QuickBuild> = HashSet::default();
        for len in 1..=max_len {
            let mut next_level = Vec::new();
            for walk in &level {
                for (d, dir) in Dir::ALL.iter().enumerate() {
                    // The tile moving `dir` comes from the blank's far side: the blank moves back.
                    let (dr, dc): (i8, i8) = match dir {
                        Dir::Up => (1, 0),
                        Dir::Down => (-1, 0),
                        Dir::Left => (0, 1),
                        Dir::Right => (0, -1),
                    };
                    let (row, col) = (walk.row + dr, walk.col + dc);
                    let extent = Extent {
                        min_row: walk.extent.min_row.min(row),
                        max_row: walk.extent.max_row.max(row),
                        min_col: walk.extent.min_col.min(col),
                        max_col: walk.extent.max_col.max(col),
                    };
                    if extent.max_row - extent.min_row >= height
                        || extent.max_col - extent.min_col >= width
                    {
                        continue;
                    }
                    let moves = walk.moves << 2 | d as u64;
                    // A sequence ending with a pruned one is pruned already.
                    if (2..len)
                        .any(|k| known.contains(&(moves & ((1 << (2 * k)) - 1) | 1 << (2 * k))))
                    {
                        continue;
                    }
                    let from = i16::from(walk.row) * GRID + i16::from(walk.col);
                    let to = i16::from(row) * GRID + i16::from(col);
                    let mut changed = walk.changed;
                    changed.set(from, walk.changed.at(to));
                    changed.set(to, BLANK);
                    let head = seen.entry(changed).or_insert(u32::MAX);
                    if boxes.any_within(*head, extent) {
                        known.insert(moves);
                        forbidden.push(moves);
                        continue;
                    }
                    *head = boxes.push(*head, extent);
                    if len == max_len {
                        continue; // the longest walks are not walked on
                    }
                    next_level.push(Walk {
                        row,
                        col,
                        extent,
                        changed,
                        moves,
                    });
                }
            }
            level = next_level;
        }
        forbidden
    }

    /// The automaton for boards of `shape`, built on first use and kept for the program's life
    /// (a few hundred kilobytes at most, one for each shape searched): sequences of up to 12
    /// moves on boards of up to 16 cells, of up to 10 on larger ones, where the search for
    /// them takes longer and finds few more.
    ///
    /// ```
    /// use slide_puzzle::search::pruning::MovePruning;
    /// use slide_puzzle::Shape;
    /// let four = MovePruning::for_shape(Shape::square(4)?);
    /// assert!(std::ptr::eq(four, MovePruning::for_shape(Shape::square(4)?)));
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    pub fn for_shape(shape: Shape) -> &'static MovePruning {
        static BUILT: Mutex<Vec<(Shape, &'static MovePruning)>> = Mutex::new(Vec::new());
        let mut built = BUILT.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(&(_, pruning)) = built.iter().find(|(s, _)| *s == shape) {
            return pruning;
        }
        let max_len = if shape.cells() <= 16 { 12 } else { 10 };
        let pruning: &'static MovePruning = Box::leak(Box::new(MovePruning::new(shape, max_len)));
        built.push((shape, pruning));
        pruning
    }

    /// The Aho–Corasick automaton of `forbidden`, as a complete transition table.
    #[expect(
        clippy::cast_possible_truncation,
        reason = "the trie's node count stays far below u32::MAX"
    )]
    fn automaton(forbidden: &[u64]) -> MovePruning {
        let mut goto: Vec<[u32; 4]> = vec![[PRUNED; 4]];
        let mut terminal = vec![false];
        for &word in forbidden {
            let len = moves_in(word);
            let mut node = 0usize;
            for i in (0..len).rev() {
                let d = (word >> (2 * i) & 3) as usize;
                if goto[node][d] == PRUNED {
                    goto[node][d] = goto.len() as u32;
                    goto.push([PRUNED; 4]);
                    terminal.push(false);
                }
                node = goto[node][d] as usize;
            }
            terminal[node] = true;
        }
        // Breadth-first over the trie: each node's failure link, and its missing transitions
        // filled from it, so that every state has all four.
        let mut fail = vec![0usize; goto.len()];
        let mut next = goto.clone();
        let mut queue = VecDeque::new();
        for d in 0..4 {
            match goto[0][d] {
                PRUNED => next[0][d] = 0,
                child => {
                    fail[child as usize] = 0;
                    queue.push_back(child as usize);
                }
            }
        }
        while let Some(node) = queue.pop_front() {
            terminal[node] |= terminal[fail[node]];
            for d in 0..4 {
                match goto[node][d] {
                    PRUNED => next[node][d] = next[fail[node]][d],
                    child => {
                        fail[child as usize] = next[fail[node]][d] as usize;
                        queue.push_back(child as usize);
                    }
                }
            }
        }
        for row in &mut next {
            for target in row.iter_mut() {
                if terminal[*target as usize] {
                    *target = PRUNED;
                }
            }
        }
        MovePruning {
            next,
            pruned: forbidden.len(),
            longest: forbidden
                .iter()
                .map(|&w| moves_in(w) as usize)
                .max()
                .unwrap_or(0),
        }
    }

    /// The state after a move in `dir` from `state`, or [`PRUNED`].
    #[inline]
    pub fn next(&self, state: u32, dir: Dir) -> u32 {
        self.step(state, dir as usize)
    }

    /// As [`MovePruning::next`], with the direction's index in [`Dir::ALL`].
    #[inline]
    pub fn step(&self, state: u32, dir: usize) -> u32 {
        self.next[state as usize][dir]
    }

    /// How many sequences are pruned (each also prunes every sequence ending with it).
    pub fn sequences(&self) -> usize {
        self.pruned
    }

    /// The automaton's states.
    pub fn states(&self) -> usize {
        self.next.len()
    }

    /// The most moves in a pruned sequence (at most the length the automaton was built for).
    ///
    /// ```
    /// use slide_puzzle::search::pruning::MovePruning;
    /// use slide_puzzle::Shape;
    /// // Sequences of two moves: only a move straight back is pruned, so every one has two.
    /// let undo_only = MovePruning::new(Shape::square(3)?, 2);
    /// assert_eq!(undo_only.longest(), 2);
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    pub fn longest(&self) -> usize {
        self.longest
    }
}
