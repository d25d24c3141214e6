//! Iterative-deepening A* (Korf 1985): depth-first searches bounded by `f = g + h`, the bound
//! raised each round to the smallest `f` that exceeded it. Memory is the path alone, which is
//! what the 15-puzzle needs: its 10¹³ states fit no visited table.
//!
//! The hot loop allocates nothing: the board is one array changed and restored in place, the
//! heuristic's per-node data is a small `Copy` key updated incrementally into a stack of keys
//! (one a depth, laid out before each iteration as deep as its bound allows), the path is a
//! vector reserved up front.
//!
//! No move sequence is tried that leads where an earlier one of the same or fewer moves does
//! ([`MovePruning`]: a move straight back, the blank going round a block the longer way, and
//! some two thousand more on the 15-puzzle), which one table read a move decides. On Korf's
//! 100 that takes IDA* from 193,749 nodes generated on average to 128,026, with the same
//! heuristic and the same solutions' lengths.
//!
//! A long search reports its progress every [`PROGRESS_EVERY`] expanded nodes, so a caller in a
//! browser worker can tell the page it is still alive (a search that stops reporting is stuck).
//! The report shares the budget's one comparison per node, so it costs nothing in between.

use crate::board::Board;
use crate::error::Error;
use crate::heuristic::Heuristic;
use crate::moves::MoveTable;
use crate::search::pruning::{MovePruning, PRUNED, START};
use crate::search::Solution;
use crate::shape::Shape;
use crate::solvability::is_solvable;

/// The most cells a board searched here may have (8×8): the board is a fixed array of this
/// length, so the search never allocates for it.
pub const MAX_CELLS: usize = 64;

/// How many expanded nodes lie between two progress reports: about a quarter of a second of
/// search in the wasm build (17 million nodes a second there), a fifth natively.
pub const PROGRESS_EVERY: u64 = 1 << 22;

#[derive(Clone, Copy)]
enum Outcome {
    Found,
    /// Not found under this bound; the smallest `f` seen above it.
    Exceeded(u32),
    OutOfBudget,
}

/// An [`Outcome`] in one `u64`, what [`IdaStar::dfs`] returns: the wasm build returns an enum
/// that carries data through memory (a store and a load every expanded node, and the call's
/// frame on the stack in memory), a `u64` in a register. The smallest `f` above the bound is
/// the low 32 bits; the two ends that stop the search are a bit above them.
#[derive(Clone, Copy)]
struct Packed(u64);

impl Packed {
    const FOUND: u64 = 1 << 32;
    const OUT_OF_BUDGET: u64 = 2 << 32;

    #[inline(always)]
    #[expect(
        clippy::inline_always,
        reason = "packing and unpacking must vanish into the search's loop"
    )]
    fn pack(outcome: Outcome) -> Packed {
        Packed(match outcome {
            Outcome::Found => Packed::FOUND,
            Outcome::Exceeded(f) => u64::from(f),
            Outcome::OutOfBudget => Packed::OUT_OF_BUDGET,
        })
    }

    #[inline(always)]
    #[expect(
        clippy::inline_always,
        reason = "packing and unpacking must vanish into the search's loop"
    )]
    #[expect(
        clippy::cast_possible_truncation,
        reason = "any other value is an f that came from a u32 (a checked conversion would give the wasm build's search a frame in memory, for its panic message)"
    )]
    fn unpack(self) -> Outcome {
        match self.0 {
            Packed::FOUND => Outcome::Found,
            Packed::OUT_OF_BUDGET => Outcome::OutOfBudget,
            f => Outcome::Exceeded(f as u32),
        }
    }
}

/// IDA* over one board shape and one heuristic.
///
/// ```
/// use slide_puzzle::heuristic::Estimator;
/// use slide_puzzle::search::IdaStar;
/// use slide_puzzle::{Board, Shape};
/// let estimator = Estimator::new(Shape::square(3)?);
/// let mut search = IdaStar::new(Shape::square(3)?, &estimator);
/// let board = Board::from_tiles(Shape::square(3)?, &[8, 6, 7, 2, 5, 4, 3, 0, 1])?;
/// let solution = search.solve(&board, u64::MAX)?;
/// assert_eq!(solution.moves.len(), 31);
/// assert!(board.slide_all(&solution.moves)?.is_goal());
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
pub struct IdaStar<'h, H: Heuristic> {
    shape: Shape,
    heuristic: &'h H,
    moves: MoveTable,
    pruning: &'h MovePruning,
    tiles: [u8; MAX_CELLS],
    path: Vec<u8>,
    /// The heuristic's key of each node on the path, the root's first: a child's key is
    /// written in its place from its parent's ([`Heuristic::step_from`]), never copied whole
    /// beforehand.
    keys: Vec<H::Key>,
    expanded: u64,
    generated: u64,
    budget: u64,
    /// The next expansion count at which to stop and look: the budget or a progress report.
    checkpoint: u64,
    /// Expanded nodes between two calls of the caller's `control`.
    every: u64,
    /// The current iteration's bound on `f`.
    bound: u32,
    /// The smallest `f` above the bound met in the parts of this iteration that no frame on
    /// the stack holds: what stopped frames handed up, and what a paused search brought back.
    over: u32,
}

/// Where a stopped IDA* search stood: the iteration's bound, the path to the node it stopped
/// at, and what the iteration had seen above its bound, so that [`IdaStar::resume`] goes on
/// from that node and expands exactly the nodes an uninterrupted search would have.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pause {
    bound: u32,
    over: u32,
    path: Vec<u8>,
    expanded: u64,
    generated: u64,
}

impl Pause {
    /// No solution is shorter than this: the bound of the iteration the search was in.
    pub fn bound(&self) -> u32 {
        self.bound
    }

    /// Nodes expanded from the search's start to the pause.
    pub fn expanded(&self) -> u64 {
        self.expanded
    }

    /// Nodes generated from the search's start to the pause.
    pub fn generated(&self) -> u64 {
        self.generated
    }
}

/// How a search that can be stopped ended: solved, or paused where it stood.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Searched {
    /// An optimal solution.
    Solved(Solution),
    /// `control` said stop: where to go on from.
    Paused(Pause),
}

impl<'h, H: Heuristic> IdaStar<'h, H> {
    /// A search for boards of `shape` (at most [`MAX_CELLS`] cells) guided by `heuristic`.
    ///
    /// ```
    /// use slide_puzzle::heuristic::Estimator;
    /// use slide_puzzle::search::IdaStar;
    /// use slide_puzzle::{Board, Shape};
    /// let shape = Shape::new(3, 2)?;
    /// let estimator = Estimator::new(shape);
    /// // 3 wide, 2 tall: 0 1 2 / 4 5 3 is 3 moves from the goal: 1, 2, 3.
    /// let board = Board::from_tiles(Shape::new(3, 2)?, &[0, 1, 2, 4, 5, 3])?;
    /// let solution = IdaStar::new(shape, &estimator).solve(&board, u64::MAX)?;
    /// assert_eq!(solution.moves, vec![1, 2, 3]);
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    pub fn new(shape: Shape, heuristic: &'h H) -> Self {
        assert!(
            shape.cells() <= MAX_CELLS,
            "IDA* here handles up to {MAX_CELLS} cells"
        );
        IdaStar {
            shape,
            heuristic,
            moves: MoveTable::new(shape),
            pruning: MovePruning::for_shape(shape),
            tiles: [0; MAX_CELLS],
            path: Vec::with_capacity(256),
            keys: Vec::new(),
            expanded: 0,
            generated: 0,
            budget: 0,
            checkpoint: 0,
            every: PROGRESS_EVERY,
            bound: 0,
            over: u32::MAX,
        }
    }

    /// The same search with another duplicate-pruning automaton than the shape's own
    /// ([`MovePruning::for_shape`]): for example one of sequences of two moves only, which
    /// prunes no more than never undoing the last move does, to measure what the pruning saves.
    ///
    /// ```
    /// use slide_puzzle::heuristic::Estimator;
    /// use slide_puzzle::search::{pruning::MovePruning, IdaStar};
    /// use slide_puzzle::{Board, Shape};
    /// let estimator = Estimator::new(Shape::square(3)?);
    /// let board = Board::from_tiles(Shape::square(3)?, &[8, 6, 7, 2, 5, 4, 3, 0, 1])?;
    /// let undo_only = MovePruning::new(Shape::square(3)?, 2);
    /// let plain = IdaStar::new(Shape::square(3)?, &estimator).with_pruning(&undo_only).solve(&board, u64::MAX)?;
    /// let pruned = IdaStar::new(Shape::square(3)?, &estimator).solve(&board, u64::MAX)?;
    /// assert_eq!(plain.moves.len(), 31);
    /// assert_eq!(pruned.moves.len(), 31);
    /// assert!(pruned.generated < plain.generated);
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    #[must_use]
    pub fn with_pruning(mut self, pruning: &'h MovePruning) -> Self {
        self.pruning = pruning;
        self
    }

    /// The same search calling its caller's `control` every `nodes` expanded nodes (at least
    /// one) instead of every [`PROGRESS_EVERY`]: a caller that runs the search in slices of a
    /// few milliseconds needs to look at its clock that often.
    #[must_use]
    pub fn with_check_every(mut self, nodes: u64) -> Self {
        self.every = nodes.max(1);
        self
    }

    /// An optimal solution of `board`, expanding at most `budget` nodes over all iterations.
    ///
    /// # Errors
    /// [`Error::Unsolvable`] for a board of the wrong parity; [`Error::BudgetExceeded`] when the
    /// budget runs out first.
    ///
    /// # Panics
    /// If `board` is not of this search's shape.
    pub fn solve(&mut self, board: &Board, budget: u64) -> Result<Solution, Error> {
        self.solve_reporting(board, budget, &mut |_| {})
    }

    /// As [`IdaStar::solve`], calling `progress` with the number of nodes expanded so far after
    /// every [`PROGRESS_EVERY`] of them.
    ///
    /// ```
    /// use slide_puzzle::heuristic::Estimator;
    /// use slide_puzzle::search::idastar::{IdaStar, PROGRESS_EVERY};
    /// use slide_puzzle::{Board, Shape};
    /// let estimator = Estimator::new(Shape::square(3)?);
    /// let board = Board::from_tiles(Shape::square(3)?, &[8, 6, 7, 2, 5, 4, 3, 0, 1])?;
    /// let mut reports = Vec::new();
    /// let solution = IdaStar::new(Shape::square(3)?, &estimator).solve_reporting(&board, u64::MAX, &mut |n| reports.push(n))?;
    /// // One report for each full PROGRESS_EVERY nodes, in order.
    /// let expected: Vec<u64> = (1..=solution.expanded / PROGRESS_EVERY).map(|k| k * PROGRESS_EVERY).collect();
    /// assert_eq!(reports, expected);
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    ///
    /// # Errors
    /// As [`IdaStar::solve`].
    ///
    /// # Panics
    /// If `board` is not of this search's shape.
    pub fn solve_reporting<P: FnMut(u64)>(
        &mut self,
        board: &Board,
        budget: u64,
        progress: &mut P,
    ) -> Result<Solution, Error> {
        self.solve_controlled(board, budget, &mut |nodes, _| {
            progress(nodes);
            true
        })
    }

    /// As [`IdaStar::solve_reporting`], with a `control` that hears the nodes expanded so far and
    /// the length below which no solution exists (the current iteration's bound) every
    /// [`PROGRESS_EVERY`] nodes, and stops the search by returning `false`. A stopped search
    /// ends as if its budget ran out; [`IdaStar::proven_bound`] then still says how far it got.
    ///
    /// ```
    /// use slide_puzzle::heuristic::Estimator;
    /// use slide_puzzle::search::IdaStar;
    /// use slide_puzzle::{Board, Error, Shape};
    /// let estimator = Estimator::new(Shape::square(4)?);
    /// let mut search = IdaStar::new(Shape::square(4)?, &estimator);
    /// // Korf's first instance needs 57 moves; Manhattan + linear conflict says at least 41.
    /// let board = Board::from_tiles(Shape::square(4)?, &[13, 6, 8, 12, 15, 14, 0, 10, 11, 7, 4, 5, 9, 1, 3, 2])?;
    /// let stopped = search.solve_controlled(&board, u64::MAX, &mut |_, _| false);
    /// assert!(matches!(stopped, Err(Error::BudgetExceeded { .. })));
    /// assert!((41..=57).contains(&search.proven_bound()));
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    ///
    /// # Errors
    /// As [`IdaStar::solve`].
    ///
    /// # Panics
    /// If `board` is not of this search's shape.
    pub fn solve_controlled<C: FnMut(u64, u32) -> bool>(
        &mut self,
        board: &Board,
        budget: u64,
        control: &mut C,
    ) -> Result<Solution, Error> {
        match self.search(board, 0, None, budget, control)? {
            Searched::Solved(solution) => Ok(solution),
            Searched::Paused(_) => Err(Error::BudgetExceeded {
                nodes: self.expanded,
            }),
        }
    }

    /// Searches `board` until it is solved or `control` (called every
    /// [`IdaStar::with_check_every`] nodes with the nodes expanded and the bound proven so far)
    /// says stop; then [`Searched::Paused`] says where it stood, for [`IdaStar::resume`]. The
    /// first iteration's bound is the larger of the heuristic's estimate and `floor`, a length
    /// below which no solution is already known to exist (a bound proven by an earlier search,
    /// with another heuristic): the search stays optimal as long as `floor` is a true bound.
    ///
    /// ```
    /// use slide_puzzle::heuristic::Estimator;
    /// use slide_puzzle::search::idastar::{IdaStar, Searched};
    /// use slide_puzzle::{Board, Shape};
    /// let estimator = Estimator::new(Shape::square(3)?);
    /// let board = Board::from_tiles(Shape::square(3)?, &[8, 6, 7, 2, 5, 4, 3, 0, 1])?;
    /// let mut search = IdaStar::new(Shape::square(3)?, &estimator).with_check_every(100);
    /// // Stopped at the first look, then resumed a hundred nodes at a time.
    /// let mut looks = 0;
    /// let mut searched = search.start(&board, 0, &mut |_, _| false)?;
    /// while let Searched::Paused(pause) = searched {
    ///     looks += 1;
    ///     let mut first = true;
    ///     searched = search.resume(&board, &pause, &mut |_, _| std::mem::take(&mut first));
    /// }
    /// let Searched::Solved(solution) = searched else { unreachable!() };
    /// // The same nodes as one search without stops, and the same optimal answer.
    /// let whole = IdaStar::new(Shape::square(3)?, &estimator).solve(&board, u64::MAX)?;
    /// assert_eq!((solution.moves.len(), solution.generated), (31, whole.generated));
    /// assert!(looks > 10);
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::Unsolvable`] for a board of the wrong parity.
    ///
    /// # Panics
    /// If `board` is not of this search's shape.
    pub fn start<C: FnMut(u64, u32) -> bool>(
        &mut self,
        board: &Board,
        floor: u32,
        control: &mut C,
    ) -> Result<Searched, Error> {
        self.search(board, floor, None, u64::MAX, control)
    }

    /// Goes on with the search `pause` stopped, on the same `board`, until it is solved or
    /// `control` says stop again. The search must have the heuristic and pruning of the one
    /// that paused: then the nodes it expands, and its answer, are those of one search without
    /// stops (see [`IdaStar::start`]).
    ///
    /// # Panics
    /// If `board` is not of this search's shape; in debug builds, if `pause` is not a place
    /// this search of `board` can reach.
    pub fn resume<C: FnMut(u64, u32) -> bool>(
        &mut self,
        board: &Board,
        pause: &Pause,
        control: &mut C,
    ) -> Searched {
        self.search(board, 0, Some(pause), u64::MAX, control)
            .expect("a paused search's board is solvable")
    }

    /// The iterations of a search from the start, or from `pause`.
    fn search<C: FnMut(u64, u32) -> bool>(
        &mut self,
        board: &Board,
        floor: u32,
        pause: Option<&Pause>,
        budget: u64,
        control: &mut C,
    ) -> Result<Searched, Error> {
        assert_eq!(board.shape(), self.shape, "board and search shapes differ");
        if pause.is_none() && !is_solvable(board) {
            return Err(Error::Unsolvable);
        }
        let cells = self.shape.cells();
        self.tiles[..cells].copy_from_slice(board.tiles());
        self.path.clear();
        self.budget = budget;
        let key = self.heuristic.key(board.tiles());
        let mut replay = None;
        if let Some(p) = pause {
            self.expanded = p.expanded;
            self.generated = p.generated;
            self.bound = p.bound;
            self.over = p.over;
            replay = Some(p.path.as_slice());
        } else {
            self.expanded = 0;
            self.generated = 0;
            self.bound = self.heuristic.value(&key).max(floor);
            self.over = u32::MAX;
        }
        self.checkpoint = budget.min(self.expanded.saturating_add(self.every));
        loop {
            // A node at depth g is searched only when g + h <= bound, so no deeper than the bound.
            self.keys.clear();
            self.keys.resize(self.bound as usize + 1, key);
            let outcome = match replay.take() {
                Some(path) => self.replay(path, 0, board.blank(), START, control),
                None => self
                    .dfs(0, self.heuristic.value(&key), board.blank(), START, control)
                    .unpack(),
            };
            match outcome {
                Outcome::Found => {
                    return Ok(Searched::Solved(Solution {
                        moves: self.path.clone(),
                        expanded: self.expanded,
                        generated: self.generated,
                        optimal: true,
                    }))
                }
                Outcome::Exceeded(next) => {
                    self.bound = next.min(self.over);
                    self.over = u32::MAX;
                }
                Outcome::OutOfBudget => {
                    return Ok(Searched::Paused(Pause {
                        bound: self.bound,
                        over: self.over,
                        path: self.path.clone(),
                        expanded: self.expanded,
                        generated: self.generated,
                    }))
                }
            }
        }
    }

    /// Nodes the last search expanded, whether it finished or ran out of budget.
    pub fn expanded(&self) -> u64 {
        self.expanded
    }

    /// Successor nodes the last search generated, whether it finished or ran out of budget.
    pub fn generated(&self) -> u64 {
        self.generated
    }

    /// No solution of the last board searched is shorter than this: the bound of the iteration
    /// the search was in when it ended (every shorter length was refuted by an earlier one),
    /// or the solution's length if it finished.
    pub fn proven_bound(&self) -> u32 {
        self.bound
    }

    /// Searches the node at depth `g` (its key `keys[g]`, its estimate `h`, blank on `blank`,
    /// pruning `state`).
    fn dfs<C: FnMut(u64, u32) -> bool>(
        &mut self,
        g: u32,
        h: u32,
        blank: usize,
        state: u32,
        control: &mut C,
    ) -> Packed {
        let bound = self.bound;
        let f = g + h;
        if f > bound {
            return Packed::pack(Outcome::Exceeded(f));
        }
        if h == 0 {
            return Packed::pack(Outcome::Found);
        }
        if self.expanded == self.checkpoint {
            if self.expanded == self.budget || !control(self.expanded, bound) {
                self.budget = self.expanded;
                return Packed::pack(Outcome::OutOfBudget);
            }
            self.checkpoint = (self.expanded + self.every).min(self.budget);
        }
        self.expanded += 1;
        let mut next_bound = u32::MAX;
        for i in 0..self.moves.sources(blank).len() {
            if let Some(end) = self.child(g, blank, state, i, &mut next_bound, control) {
                return Packed::pack(end);
            }
        }
        Packed::pack(Outcome::Exceeded(next_bound))
    }

    /// Walks down `path`, the way to the node a paused search stopped at, as [`IdaStar::dfs`]
    /// went down it (the children before each step on the way were searched before the
    /// pause), and goes on from that node as usual.
    fn replay<C: FnMut(u64, u32) -> bool>(
        &mut self,
        path: &[u8],
        g: u32,
        blank: usize,
        state: u32,
        control: &mut C,
    ) -> Outcome {
        let depth = g as usize;
        let Some(&tile) = path.get(depth) else {
            let h = self.heuristic.value(&self.keys[depth]);
            return self.dfs(g, h, blank, state, control).unpack();
        };
        let cells = self.shape.cells();
        let sources = self.moves.sources(blank);
        let i = sources
            .iter()
            .position(|&src| self.tiles[usize::from(src)] == tile)
            .expect("a paused search's path is made of legal moves");
        let src = usize::from(sources[i]);
        let next_state = self
            .pruning
            .step(state, usize::from(self.moves.directions(blank)[i]));
        debug_assert_ne!(next_state, PRUNED, "a paused search's path is never pruned");
        self.keys[depth + 1] =
            self.heuristic
                .after_move(&self.keys[depth], &mut self.tiles[..cells], src, blank);
        self.tiles.swap(src, blank);
        self.path.push(tile);
        let mut next_bound = u32::MAX;
        match self.replay(path, g + 1, src, next_state, control) {
            Outcome::Found => return Outcome::Found,
            Outcome::OutOfBudget => {
                self.over = self.over.min(next_bound);
                return Outcome::OutOfBudget;
            }
            Outcome::Exceeded(f) => next_bound = f,
        }
        self.path.pop();
        self.tiles.swap(src, blank);
        for j in i + 1..self.moves.sources(blank).len() {
            if let Some(end) = self.child(g, blank, state, j, &mut next_bound, control) {
                return end;
            }
        }
        Outcome::Exceeded(next_bound)
    }

    /// The `i`-th child of the node at depth `g` (blank on `blank`, pruning `state`):
    /// cut off, or searched. `Some` ends the parent's loop (found, or stopped: then the path
    /// and the board are left as they are at the node it stopped at, and `next_bound` is handed
    /// up to `over`).
    #[inline(always)]
    #[expect(
        clippy::inline_always,
        reason = "the body of the hot loop, shared by dfs and replay: measured no slower inlined"
    )]
    fn child<C: FnMut(u64, u32) -> bool>(
        &mut self,
        g: u32,
        blank: usize,
        state: u32,
        i: usize,
        next_bound: &mut u32,
        control: &mut C,
    ) -> Option<Outcome> {
        let src = self.moves.sources(blank)[i] as usize;
        let next_state = self
            .pruning
            .step(state, usize::from(self.moves.directions(blank)[i]));
        if next_state == PRUNED {
            return None;
        }
        self.generated += 1;
        let cells = self.shape.cells();
        // A child over the bound is cut off here, from as few table reads as show it. It is
        // searched only when g + 1 <= bound, so its key's place is on the stack.
        let depth = g as usize;
        let (parents, children) = self.keys.split_at_mut(depth + 1);
        let h = match self.heuristic.step_from(
            &parents[depth],
            &mut children[0],
            &mut self.tiles[..cells],
            src,
            blank,
            self.bound - g - 1,
        ) {
            Ok(h) => h,
            Err(h) => {
                *next_bound = (*next_bound).min(g + 1 + h);
                return None;
            }
        };
        let tile = self.tiles[src];
        self.tiles.swap(src, blank);
        self.path.push(tile);
        match self.dfs(g + 1, h, src, next_state, control).unpack() {
            Outcome::Found => return Some(Outcome::Found),
            Outcome::OutOfBudget => {
                self.over = self.over.min(*next_bound);
                return Some(Outcome::OutOfBudget);
            }
            Outcome::Exceeded(f) => *next_bound = (*next_bound).min(f),
        }
        self.path.pop();
        self.tiles.swap(src, blank);
        None
    }
}
