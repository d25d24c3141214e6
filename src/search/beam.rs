//! Beam search: breadth-first, keeping at each depth only the `width` nodes the heuristic rates
//! closest to the goal. It finds a short answer to a large board far sooner than a weighted
//! depth-first search does: on Korf & Felner's 24-puzzles, guided by the 5-5-5-5-4 database, a
//! width of 2¹⁴ answers within 1.061 of the optimum on average (the first 30) and 2¹⁶ within
//! 1.032 (all 50), in about 4 and 16 million generated nodes (0.25 and 1.3–2.3 s natively). The
//! anytime driver runs them before its weighted runs.
//!
//! Every depth's nodes are children of the one before, so their depth is their path's length:
//! among them the heuristic alone decides. Ties at the width's edge are broken by [`Ties`], then
//! go to the first generated; a child is never its grandparent (the move straight back is not
//! made) nor any node two moves up (the board's parity keeps other depths apart, and a table of
//! the last depth's hashes catches those). What is kept of a depth for the path is a byte a
//! node: the move it was reached by (its index among its parent's moves) and how many of its
//! children were kept. Nodes are kept in the order they were generated, so a node's parent is
//! found by counting.
//!
//! The search is resumable: [`Beam::run`] stops when `control` says so and goes on from the
//! node it stopped at on the next call.

use std::any::Any;
use std::fmt;

use crate::board::Board;
use crate::heuristic::Heuristic;
use crate::moves::MoveTable;

/// A beam search under way (see the module docs).
#[derive(Debug, Clone)]
pub struct Beam {
    board: Board,
    width: usize,
    /// How children of the same estimate are ordered.
    ties: Ties,
    cells: usize,
    moves: MoveTable,
    /// Boards' hashes.
    zobrist: Zobrist,
    /// The depth being expanded: its boards (`cells` bytes each), hashes, estimates and the
    /// cell each one's blank came from (the move back, not made).
    layer: Layer,
    /// The next depth's boards, as they are made from the kept children.
    next: Layer,
    /// The next node of `layer` to expand.
    cursor: usize,
    /// The children generated so far: order (estimate, then the parent's) above bit 40, then
    /// parent index above bit 8, then the move's index among the parent's sources.
    children: Vec<u64>,
    /// Open addressing: the hashes of the depth above `layer` and of the children so far, as
    /// 24 bits of the hash (others than those that place it) above the depth's stamp (a slot
    /// with another stamp is empty, so that a new depth clears the table only every 256
    /// depths). Half the room of whole hashes, for a table that is read at random once a child.
    seen: Vec<u32>,
    stamp: u8,
    /// How many children of each order there are so far.
    tally: Tally,
    /// A byte for each node of each depth: its move's index (bits 0–1) and how many of its
    /// children were kept (bits 2–4).
    trace: Vec<Vec<u8>>,
    nodes: u64,
    /// The heuristic's keys for `layer`'s nodes, and room for the next depth's, between calls.
    keys: KeyCache,
}

/// The heuristic's keys, kept between calls to [`Beam::run`] (the beam does not know their
/// type, only `run` does). A clone drops them: they are found again from the boards.
#[derive(Default)]
struct KeyCache(Option<Box<dyn Any>>);

impl Clone for KeyCache {
    fn clone(&self) -> KeyCache {
        KeyCache(None)
    }
}

impl fmt::Debug for KeyCache {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(if self.0.is_some() { "keys" } else { "no keys" })
    }
}

/// How many children of each order a depth has so far, and the largest order that can still
/// be kept: fewer than the width's worth of children are below it.
#[derive(Debug, Clone)]
struct Tally {
    counts: [u32; ORDERS],
    keepable: usize,
    /// The children of order `keepable` and below.
    below: usize,
}

impl Tally {
    fn new() -> Tally {
        Tally {
            counts: [0; ORDERS],
            keepable: ORDERS - 1,
            below: 0,
        }
    }

    /// Counts a child of `order` (at most `keepable`), and lowers `keepable` while the
    /// children below it fill `width`.
    fn count(&mut self, order: usize, width: usize) {
        self.counts[order] += 1;
        self.below += 1;
        while self.keepable > 0 && self.below - self.counts[self.keepable] as usize >= width {
            self.below -= self.counts[self.keepable] as usize;
            self.keepable -= 1;
        }
    }
}

#[derive(Debug, Clone, Default)]
struct Layer {
    tiles: Vec<u8>,
    hash: Vec<u64>,
    h: Vec<u8>,
    came: Vec<u8>,
    blank: Vec<u8>,
}

impl Layer {
    fn clear(&mut self) {
        self.tiles.clear();
        self.hash.clear();
        self.h.clear();
        self.came.clear();
        self.blank.clear();
    }

    fn len(&self) -> usize {
        self.hash.len()
    }

    fn reserve_exact(&mut self, boards: usize, cells: usize) {
        self.tiles.reserve_exact(boards * cells);
        self.hash.reserve_exact(boards);
        self.h.reserve_exact(boards);
        self.came.reserve_exact(boards);
        self.blank.reserve_exact(boards);
    }
}

/// How a beam orders children of the same estimate, where the width cuts them: each way keeps
/// other boards, and finds another answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ties {
    /// Children of parents the heuristic rated lower first (then as generated).
    Parent,
    /// By the heuristic's [second opinion](Heuristic::second_opinion), lower first.
    Second,
    /// A pseudo-random order, another for each salt.
    Salted(u64),
}

/// How a call to [`Beam::run`] ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BeamEnd {
    /// A solution: the tiles to slide, first move first.
    Found(Vec<u8>),
    /// No solution shorter than the cut-off: every depth's nodes were cut off or none was left.
    Failed,
    /// `control` said stop; call [`Beam::run`] again to go on.
    Stopped,
}

/// Zobrist hashing: a random word for each tile on each cell (`tile * cells + cell`), a
/// board's hash their exclusive-or over its tiles, so that a slide changes it by two words.
#[derive(Debug, Clone)]
struct Zobrist {
    words: Vec<u64>,
    cells: usize,
}

impl Zobrist {
    /// The words for boards of `cells` cells: a fixed sequence (splitmix64), so that runs
    /// repeat.
    fn new(cells: usize) -> Zobrist {
        let mut state = 0x9E37_79B9_7F4A_7C15u64;
        let words = (0..cells * cells)
            .map(|_| {
                state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
                let mut z = state;
                z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
                z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
                (z ^ (z >> 31)) | 1
            })
            .collect();
        Zobrist { words, cells }
    }

    /// The hash of `tiles`.
    fn of(&self, tiles: &[u8]) -> u64 {
        let word = |(cell, &t): (usize, &u8)| self.words[usize::from(t) * self.cells + cell];
        tiles.iter().enumerate().map(word).fold(0, |h, w| h ^ w)
    }

    /// The hash `hash` of a board becomes when `tile` slides from cell `from` to cell `to`.
    fn moved(&self, hash: u64, tile: u8, from: usize, to: usize) -> u64 {
        let tile = usize::from(tile) * self.cells;
        hash ^ self.words[tile + from] ^ self.words[tile + to]
    }
}

impl Beam {
    /// A beam of `width` nodes a depth from `board`, not yet begun.
    ///
    /// # Panics
    /// If `width` is 0.
    pub fn new<H: Heuristic>(heuristic: &H, board: &Board, width: usize) -> Beam {
        Beam::breaking_ties(heuristic, board, width, Ties::Parent)
    }

    /// As [`Beam::new`], with children of the same estimate ordered by `ties`: a beam as wide,
    /// another answer. The driver runs several and keeps the shortest.
    ///
    /// # Panics
    /// If `width` is 0.
    pub fn breaking_ties<H: Heuristic>(
        heuristic: &H,
        board: &Board,
        width: usize,
        ties: Ties,
    ) -> Beam {
        assert!(width > 0, "a beam keeps at least one node a depth");
        let cells = board.tiles().len();
        let zobrist = Zobrist::new(cells);
        let mut layer = Layer::default();
        let start = board.tiles();
        layer.tiles.extend_from_slice(start);
        layer.hash.push(zobrist.of(start));
        layer.h.push(estimate(heuristic, start));
        layer.came.push(u8::MAX);
        layer.blank.push(cell_byte(board.blank()));
        Beam {
            board: board.clone(),
            width,
            ties,
            cells,
            moves: board.move_table(),
            zobrist,
            layer,
            next: Layer::default(),
            cursor: 0,
            children: Vec::new(),
            seen: Vec::new(),
            stamp: 0,
            tally: Tally::new(),
            trace: vec![vec![0]],
            nodes: 0,
            keys: KeyCache::default(),
        }
    }

    /// Children generated so far.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The depth being expanded: its nodes' path length.
    fn depth(&self) -> usize {
        self.trace.len() - 1
    }

    /// Goes on searching for a solution shorter than `cutoff` moves (children whose depth plus
    /// estimate reaches it are not kept), calling `control` with the nodes generated so far
    /// every [`CHECK_EVERY`](super::bounded::CHECK_EVERY) of them; it stops when `control`
    /// returns `false`. `heuristic` must be the one the beam was made with.
    ///
    /// ```
    /// use slide_puzzle::heuristic::Estimator;
    /// use slide_puzzle::search::beam::{Beam, BeamEnd};
    /// use slide_puzzle::{Board, Shape};
    /// let board = Board::from_tiles(Shape::square(3)?, &[8, 6, 7, 2, 5, 4, 3, 0, 1])?;
    /// let estimator = Estimator::new(Shape::square(3)?);
    /// let mut beam = Beam::new(&estimator, &board, 1000);
    /// let BeamEnd::Found(moves) = beam.run(&estimator, 100, &mut |_| true) else { panic!() };
    /// // The hardest 3×3 board takes 31 moves; a beam of 1,000 finds a path not far off.
    /// assert!(moves.len() >= 31 && board.slide_all(&moves)?.is_goal());
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    pub fn run<H: Heuristic, C: FnMut(u64) -> bool>(
        &mut self,
        heuristic: &H,
        cutoff: usize,
        control: &mut C,
    ) -> BeamEnd {
        let (mut keys, mut next) = self
            .keys
            .0
            .take()
            .and_then(|b| b.downcast::<(Vec<H::Key>, Vec<H::Key>)>().ok())
            .map(|b| *b)
            .filter(|(k, _)| k.len() == self.layer.len())
            .unwrap_or_else(|| {
                let cells = self.cells;
                let tiles = self.layer.tiles.chunks(cells);
                (tiles.map(|t| heuristic.key(t)).collect(), Vec::new())
            });
        let end = self.search(heuristic, cutoff, control, &mut keys, &mut next);
        self.keys = KeyCache(Some(Box::new((keys, next))));
        end
    }

    /// [`Beam::run`] with the keys of `layer`'s nodes in `keys`, and `next` to make the next
    /// depth's in.
    fn search<H: Heuristic, C: FnMut(u64) -> bool>(
        &mut self,
        heuristic: &H,
        cutoff: usize,
        control: &mut C,
        keys: &mut Vec<H::Key>,
        next: &mut Vec<H::Key>,
    ) -> BeamEnd {
        let cells = self.cells;
        let check = super::bounded::CHECK_EVERY;
        loop {
            if self.depth() + 1 >= cutoff {
                return BeamEnd::Failed;
            }
            if self.cursor == 0 {
                self.begin_depth();
            }
            let depth = self.depth();
            while self.cursor < self.layer.len() {
                let parent = self.cursor;
                let row = parent * cells;
                let tiles = &mut self.layer.tiles[row..row + cells];
                let blank = usize::from(self.layer.blank[parent]);
                let key = &keys[parent];
                let mut child = *key;
                let parent_h = usize::from(self.layer.h[parent]);
                for (slot, &from) in self.moves.sources(blank).iter().enumerate() {
                    if from == self.layer.came[parent] {
                        continue;
                    }
                    let from = usize::from(from);
                    let hash = self.zobrist.moved(self.layer.hash[parent], tiles[from], from, blank);
                    self.nodes += 1;
                    if !insert(&mut self.seen, hash, self.stamp) {
                        continue;
                    }
                    // Over either limit the child is not kept: no shorter answer through it,
                    // or a width's worth of better children already.
                    // (Estimates from MAX_ESTIMATE up share an order: no limit while that
                    // order can be kept.)
                    let within = match self.tally.keepable / 3 {
                        MAX_ESTIMATE => cutoff - depth - 2,
                        most => (cutoff - depth - 2).min(most),
                    };
                    let limit = u32::try_from(within).unwrap_or(u32::MAX);
                    let step = heuristic.step_from(key, &mut child, tiles, from, blank, limit);
                    let Ok(h) = step else { continue };
                    if h == 0 {
                        return BeamEnd::Found(self.path(parent, slot));
                    }
                    let h = (h as usize).min(MAX_ESTIMATE);
                    let second = match self.ties {
                        Ties::Parent => (parent_h + 1).saturating_sub(h).min(2),
                        Ties::Second => heuristic.second_opinion(&child).min(2) as usize,
                        Ties::Salted(salt) => {
                            ((hash ^ salt).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 32) as usize % 3
                        }
                    };
                    let order = h * 3 + second;
                    if order > self.tally.keepable {
                        continue;
                    }
                    self.tally.count(order, self.width);
                    self.children
                        .push((order as u64) << 40 | (parent as u64) << 8 | slot as u64);
                }
                self.cursor += 1;
                if self.nodes % check < 4 && !control(self.nodes) {
                    return BeamEnd::Stopped;
                }
            }
            if self.children.is_empty() {
                return BeamEnd::Failed;
            }
            self.keep(heuristic, keys, next);
            std::mem::swap(keys, next);
        }
    }

    /// Before a depth's first node: the table of seen hashes holds the depth above's, and no
    /// child is counted.
    fn begin_depth(&mut self) {
        let room = (self.layer.len() * 3 + self.next.len() + 16).next_power_of_two() * 2;
        self.stamp = self.stamp.wrapping_add(1);
        if self.seen.len() < room || self.stamp == 0 {
            // Never smaller: a power of two, as the table's mask needs.
            let size = room.max(self.seen.len());
            self.seen.clear();
            self.seen.resize(size, 0);
            self.stamp = 1;
        }
        for &hash in &self.next.hash {
            insert(&mut self.seen, hash, self.stamp);
        }
        self.children.clear();
        self.tally = Tally::new();
    }

    /// The children that make the next depth: the `width` best in order, kept in the order
    /// they were generated.
    fn keep<H: Heuristic>(&mut self, heuristic: &H, keys: &[H::Key], next: &mut Vec<H::Key>) {
        let cells = self.cells;
        let (mut threshold, mut quota, mut total) = (ORDERS, 0, 0usize);
        for (order, &count) in self.tally.counts.iter().enumerate() {
            if total + count as usize >= self.width {
                threshold = order;
                quota = self.width - total;
                break;
            }
            total += count as usize;
        }
        // `next` holds the depth above `layer`; it becomes the depth below. Room for exactly
        // the kept children: a vector grown by doubling would hold up to twice that.
        let kept = total + quota;
        self.next.clear();
        self.next.reserve_exact(kept, cells);
        next.clear();
        next.reserve_exact(kept);
        let depth = self.depth();
        let mut trace = Vec::with_capacity(kept);
        for &c in &self.children {
            let order = (c >> 40) as usize;
            if order > threshold || (order == threshold && quota == 0) {
                continue;
            }
            if order == threshold {
                quota -= 1;
            }
            let parent = (c >> 8 & 0xFFFF_FFFF) as usize;
            let slot = (c & 0xFF) as usize;
            let row = parent * cells;
            let tiles = &mut self.layer.tiles[row..row + cells];
            let blank = usize::from(self.layer.blank[parent]);
            let from = usize::from(self.moves.sources(blank)[slot]);
            let hash = self.zobrist.moved(self.layer.hash[parent], tiles[from], from, blank);
            next.push(keys[parent]);
            let last = next.last_mut().expect("just pushed");
            let stepped = heuristic.step_from(&keys[parent], last, tiles, from, blank, u32::MAX);
            debug_assert!(stepped.is_ok_and(|h| h as usize >= order / 3));
            let start = self.next.tiles.len();
            self.next.tiles.extend_from_slice(tiles);
            self.next.tiles.swap(start + from, start + blank);
            self.next.hash.push(hash);
            self.next.h.push(cell_byte(order / 3));
            self.next.came.push(cell_byte(blank));
            self.next.blank.push(cell_byte(from));
            self.trace[depth][parent] += 4;
            trace.push(cell_byte(slot));
        }
        std::mem::swap(&mut self.layer, &mut self.next);
        self.trace.push(trace);
        self.cursor = 0;
    }

    /// The path to the child of `parent` (in the depth being expanded) by its move `slot`.
    fn path(&self, mut parent: usize, slot: usize) -> Vec<u8> {
        let mut slots = vec![cell_byte(slot)];
        for depth in (1..=self.depth()).rev() {
            slots.push(self.trace[depth][parent] & 3);
            let mut kept = 0;
            let above = &self.trace[depth - 1];
            parent = above
                .iter()
                .position(|&b| {
                    kept += usize::from(b >> 2);
                    kept > parent
                })
                .expect("every node has a parent");
        }
        let mut board = self.board.clone();
        let mut moves = Vec::with_capacity(slots.len());
        for &slot in slots.iter().rev() {
            let from = self.moves.sources(board.blank())[usize::from(slot)];
            let tile = board.tiles()[usize::from(from)];
            board = board.slide(u32::from(tile)).expect("a tile beside the blank");
            moves.push(tile);
        }
        moves
    }
}

/// The orders a child can have: three for each estimate up to [`MAX_ESTIMATE`].
const ORDERS: usize = 3 * (MAX_ESTIMATE + 1);
/// The largest estimate the beam keeps apart; larger ones count as this.
const MAX_ESTIMATE: usize = 250;

/// The estimate for `tiles`, at most [`MAX_ESTIMATE`].
fn estimate<H: Heuristic>(heuristic: &H, tiles: &[u8]) -> u8 {
    cell_byte((heuristic.value(&heuristic.key(tiles)) as usize).min(MAX_ESTIMATE))
}

/// A cell, a move's index or an estimate (at most [`MAX_ESTIMATE`]) as the byte it is kept in.
#[expect(
    clippy::cast_possible_truncation,
    reason = "cells of a board of at most 256 cells, move indices and clamped estimates fit a byte"
)]
fn cell_byte(n: usize) -> u8 {
    debug_assert!(n < 256);
    n as u8
}

/// Adds `hash` with `stamp` to the open-addressing table `seen`; `false` if it was there (or,
/// once in millions, a hash with the same place and the same 24 bits: a child is dropped).
fn insert(seen: &mut [u32], hash: u64, stamp: u8) -> bool {
    let mask = seen.len() - 1;
    let entry = ((hash >> 40) as u32) << 8 | u32::from(stamp);
    let mut i = (hash >> 8) as usize & mask;
    loop {
        match seen[i] {
            e if e == entry => return false,
            e if e & 0xFF != u32::from(stamp) => {
                seen[i] = entry;
                return true;
            }
            _ => i = (i + 1) & mask,
        }
    }
}
