//! Bounded-suboptimal search: weighted IDA* with a length cut-off and a caller's stop switch,
//! for boards too large to solve optimally in the time a person will wait (5×5 up to 8×8).
//!
//! Each iteration is a depth-first search bounded by `f = g + w·h` (weighted IDA*, Korf 1993),
//! the bound raised each time to the smallest `f` that exceeded it. With a weight `w ≥ 1` the
//! first solution found is at most `w` times the optimal length; `w = 1` is plain IDA*, whose
//! first solution is optimal and whose every completed iteration is a proof: an iteration with
//! bound `T` that finds nothing shows that no solution of `T` moves or fewer exists.
//!
//! A *cut-off* `c` prunes every node with `g + h ≥ c` (an admissible test), so a solution found
//! is always shorter than `c`, the length of the best answer already known. A search that runs
//! out of nodes under the cut-off (every frontier node pruned by it) proves that no solution
//! shorter than `c` exists, whatever the weight: the known answer is optimal.
//!
//! Weights are fixed-point, in sixteenths ([`Weight`]), so the hot loop has no floating point.
//! It allocates nothing: the board is one array changed and restored in place, the heuristic's
//! per-node data a small `Copy` key updated incrementally, and the path a vector reserved
//! before each iteration for the deepest path the iteration's bound allows.
//!
//! Every [`CHECK_EVERY`] expanded nodes the search calls the caller's `control` with the nodes
//! expanded so far; it returns whether to go on. The core has no clock: a caller in a browser
//! passes a closure that checks its own deadline. A run that `control` stops hands back where
//! it stood ([`Paused`]), and [`BoundedSearch::resume`] goes on from there: it walks down the
//! path to the node it stopped at, skipping the siblings searched before, so an anytime caller
//! that answers in between loses none of the run's work. A run that spends its budget hands
//! back where it stood too ([`Run::spent`]), to go on with a larger budget
//! ([`Paused::with_budget`]) as the run begun with that budget would.

use crate::board::Board;
use crate::heuristic::Heuristic;
use crate::moves::MoveTable;
use crate::search::idastar::MAX_CELLS;
use crate::shape::Shape;

/// How many expanded nodes lie between two calls of the caller's `control`: a few
/// milliseconds of search.
pub const CHECK_EVERY: u64 = 1 << 15;

/// A weight for `f = g + w·h`, in sixteenths: `Weight(16)` is 1, plain IDA*.
///
/// ```
/// use slide_puzzle::search::bounded::Weight;
/// assert_eq!(Weight::from_f64(1.5), Weight(24));
/// assert_eq!(Weight::ONE.as_f64(), 1.0);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Weight(pub u32);

impl Weight {
    /// Weight 1: the optimal, unweighted search.
    pub const ONE: Weight = Weight(16);

    /// The nearest weight in sixteenths, at least 1.
    #[expect(
        clippy::cast_possible_truncation,
        clippy::cast_sign_loss,
        reason = "`as` saturates (NaN gives 0), so wild weights clamp; max(16) keeps at least 1"
    )]
    pub fn from_f64(w: f64) -> Weight {
        Weight(((w * 16.0).round() as u32).max(16))
    }

    /// The weight as a number.
    pub fn as_f64(self) -> f64 {
        f64::from(self.0) / 16.0
    }
}

/// What one [`BoundedSearch::run`] asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// The weight on `h`.
    pub weight: Weight,
    /// Only solutions shorter than this are looked for (`u32::MAX` for no cut-off).
    pub cutoff: u32,
    /// The length bound `g + h` of the first iteration, when it is known that no solution is
    /// shorter (a proven lower bound); `0` starts at the board's estimate. Only for weight 1.
    pub first_bound: u32,
    /// The most nodes the run may expand.
    pub budget: u64,
}

impl Limits {
    /// A run of weight `weight` with no cut-off and no budget.
    pub fn weighted(weight: Weight) -> Limits {
        Limits {
            weight,
            cutoff: u32::MAX,
            first_bound: 0,
            budget: u64::MAX,
        }
    }
}

/// How a run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum End {
    /// A solution shorter than the cut-off was found (optimal if the weight is 1).
    Found,
    /// No solution shorter than the cut-off exists: the whole tree under it was searched.
    Exhausted,
    /// The budget ran out or `control` said stop.
    Stopped,
}

/// The result of one [`BoundedSearch::run`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Run {
    /// How the run ended.
    pub end: End,
    /// The solution if [`End::Found`], else empty.
    pub moves: Vec<u8>,
    /// A proven lower bound on the optimal length: the start's estimate, raised past every
    /// bound that a weight-1 iteration completed (and to the cut-off when exhausted).
    pub lower_bound: u32,
    /// Nodes expanded by this run (counting from its start, over every resumption).
    pub nodes: u64,
    /// Where the run stood when `control` stopped it, to [resume](BoundedSearch::resume) it;
    /// `None` when it ended any other way (including a spent budget).
    pub paused: Option<Paused>,
    /// Where the run stood when it spent its budget, to go on with a larger one
    /// ([`Paused::with_budget`]); `None` when it ended any other way.
    pub spent: Option<Paused>,
}

/// Where a run that `control` stopped stood: enough to go on with the same iteration from the
/// node it stopped at.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Paused {
    limits: Limits,
    /// The bound of the iteration under way (in sixteenths of a move).
    bound: u32,
    /// The lower bound proven before that iteration.
    lower_bound: u32,
    /// The smallest `f` above `bound` met so far in that iteration.
    next: u32,
    /// The moves from the start to the node it stopped at.
    path: Vec<u8>,
    /// The nodes expanded so far.
    nodes: u64,
}

impl Paused {
    /// The limits the run was started with.
    pub fn limits(&self) -> Limits {
        self.limits
    }

    /// The nodes the run had expanded when it stopped.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The same place in a run with `budget` instead: a run that spent its budget, resumed
    /// with a larger one, goes on as the run begun with that budget would have (the order of
    /// the search does not depend on the budget), without repeating what it had searched.
    #[must_use]
    pub fn with_budget(&self, budget: u64) -> Paused {
        Paused {
            limits: Limits {
                budget,
                ..self.limits
            },
            ..self.clone()
        }
    }
}

/// How one iteration's depth-first search ended; when nothing was found, the smallest `f`
/// seen above its bound is in [`BoundedSearch::next`].
enum Outcome {
    Found,
    Exceeded,
    Stopped,
}

/// The parity every solution length of `board` shares: each move takes the blank one cell, so
/// the length has the parity of the blank's grid distance to its goal corner.
///
/// ```
/// use slide_puzzle::Shape;
/// use slide_puzzle::search::bounded::length_parity;
/// use slide_puzzle::Board;
/// assert_eq!(length_parity(&Board::goal(Shape::square(5)?)), 0);
/// assert_eq!(length_parity(&Board::from_tiles(Shape::square(3)?, &[1, 2, 3, 4, 5, 6, 7, 0, 8])?), 1);
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
#[expect(clippy::cast_possible_truncation, reason = "a remainder mod 2: 0 or 1")]
pub fn length_parity(board: &Board) -> u32 {
    let shape = board.shape();
    shape.grid_distance(board.blank(), shape.cells() - 1) as u32 % 2
}

/// The smallest length `≥ n` of the given parity.
pub(crate) fn round_to_parity(n: u32, parity: u32) -> u32 {
    n + ((n + parity) % 2)
}

/// Weighted IDA* with a cut-off, a node budget and a stop switch, over one board side; the
/// heuristic is passed to each run, so one search serves several heuristics (the path
/// shortener re-targets its estimate for every stretch of path).
///
/// ```
/// use slide_puzzle::heuristic::Estimator;
/// use slide_puzzle::search::bounded::{BoundedSearch, End, Limits, Weight};
/// use slide_puzzle::{Board, Shape};
/// let estimator = Estimator::new(Shape::square(3)?);
/// let board = Board::from_tiles(Shape::square(3)?, &[8, 6, 7, 2, 5, 4, 3, 0, 1])?;
/// let mut search = BoundedSearch::new(Shape::square(3)?);
/// // Weight 2: quick, at most twice the optimal 31 moves.
/// let quick = search.run(&estimator, &board, Limits::weighted(Weight(32)), &mut |_| true);
/// assert_eq!(quick.end, End::Found);
/// assert!(quick.moves.len() >= 31 && quick.moves.len() <= 62);
/// assert!(board.slide_all(&quick.moves)?.is_goal());
/// // Weight 1 under a cut-off of 31: nothing shorter than 31 moves exists, and that is proven.
/// let none = search.run(
///     &estimator,
///     &board,
///     Limits { cutoff: 31, ..Limits::weighted(Weight::ONE) },
///     &mut |_| true,
/// );
/// assert_eq!((none.end, none.lower_bound), (End::Exhausted, 31));
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct BoundedSearch {
    shape: Shape,
    moves: MoveTable,
    tiles: [u8; MAX_CELLS],
    path: Vec<u8>,
    nodes: u64,
    /// The next expansion count at which to stop and look: the budget or a `control` call.
    checkpoint: u64,
    budget: u64,
    weight: u32,
    cutoff: u32,
    /// The smallest `f` above the iteration's bound seen so far (`u32::MAX`: none, or every
    /// frontier node fell to the cut-off).
    next: u32,
    /// The path down to where a paused run stopped, while a resumed iteration walks it.
    replay: Vec<u8>,
    /// Whether the iteration under way is still walking `replay`.
    replaying: bool,
}

impl BoundedSearch {
    /// A search for boards of `shape` (at most [`MAX_CELLS`] cells).
    pub fn new(shape: Shape) -> BoundedSearch {
        assert!(
            shape.cells() <= MAX_CELLS,
            "the bounded search handles up to {MAX_CELLS} cells"
        );
        BoundedSearch {
            shape,
            moves: MoveTable::new(shape),
            tiles: [0; MAX_CELLS],
            path: Vec::with_capacity(512),
            nodes: 0,
            checkpoint: 0,
            budget: 0,
            weight: Weight::ONE.0,
            cutoff: u32::MAX,
            next: u32::MAX,
            replay: Vec::with_capacity(512),
            replaying: false,
        }
    }

    /// The board shape this search takes.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// Searches from `board` towards the board on which `heuristic` is zero (the goal, or the
    /// target of a [`Toward`](crate::heuristic::Toward)), within `limits`. `control` is called
    /// with this run's expanded nodes every [`CHECK_EVERY`] of them and stops the run when it
    /// returns `false`.
    ///
    /// # Panics
    /// If `board` is not of this search's shape.
    pub fn run<H: Heuristic, C: FnMut(u64) -> bool>(
        &mut self,
        heuristic: &H,
        board: &Board,
        limits: Limits,
        control: &mut C,
    ) -> Run {
        let h = heuristic.value(&heuristic.key(board.tiles()));
        let mut lower_bound = round_to_parity(h, length_parity(board)).min(limits.cutoff);
        let bound = if limits.weight.0.max(Weight::ONE.0) == Weight::ONE.0 {
            lower_bound = lower_bound.max(limits.first_bound.min(limits.cutoff));
            16 * lower_bound.max(h)
        } else {
            limits.weight.0.max(Weight::ONE.0) * h
        };
        let start = Paused {
            limits,
            bound,
            lower_bound,
            next: u32::MAX,
            path: Vec::new(),
            nodes: 0,
        };
        self.go_on(heuristic, board, &start, control)
    }

    /// Goes on with the run that `control` stopped at `paused`, as if it had never stopped:
    /// the same limits (budget included), the same order, the same result.
    ///
    /// ```
    /// use slide_puzzle::heuristic::Estimator;
    /// use slide_puzzle::search::bounded::{BoundedSearch, End, Limits, Weight};
    /// use slide_puzzle::{Board, Shape};
    /// let estimator = Estimator::new(Shape::square(4)?);
    /// let board = Board::from_tiles(Shape::square(4)?, &[0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 2, 5, 4, 8, 6, 1])?;
    /// let mut search = BoundedSearch::new(Shape::square(4)?);
    /// let limits = Limits::weighted(Weight(24));
    /// let whole = search.run(&estimator, &board, limits, &mut |_| true);
    /// // The same run, stopped at each of `control`'s calls and resumed.
    /// let mut run = search.run(&estimator, &board, limits, &mut |_| false);
    /// while let Some(paused) = run.paused.take() {
    ///     run = search.resume(&estimator, &board, &paused, &mut |_| false);
    /// }
    /// assert_eq!((run.end, &run.moves), (End::Found, &whole.moves));
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    ///
    /// # Panics
    /// If `board` is not of this search's shape. `heuristic` and `board` must be those of the
    /// run that paused (else the result is some run's, not that one's).
    pub fn resume<H: Heuristic, C: FnMut(u64) -> bool>(
        &mut self,
        heuristic: &H,
        board: &Board,
        paused: &Paused,
        control: &mut C,
    ) -> Run {
        self.go_on(heuristic, board, paused, control)
    }

    /// The iterations of a run, from `from` (a fresh start, or where a run paused).
    fn go_on<H: Heuristic, C: FnMut(u64) -> bool>(
        &mut self,
        heuristic: &H,
        board: &Board,
        from: &Paused,
        control: &mut C,
    ) -> Run {
        assert_eq!(board.shape(), self.shape, "board and search shapes differ");
        let cells = self.shape.cells();
        let limits = from.limits;
        self.tiles[..cells].copy_from_slice(board.tiles());
        self.path.clear();
        self.replay.clear();
        self.replay.extend_from_slice(&from.path);
        self.nodes = from.nodes;
        self.budget = limits.budget;
        self.checkpoint = self.nodes.saturating_add(CHECK_EVERY).min(limits.budget);
        self.weight = limits.weight.0.max(Weight::ONE.0);
        self.cutoff = limits.cutoff;
        self.next = from.next;
        let parity = length_parity(board);
        let key = heuristic.key(board.tiles());
        let unweighted = self.weight == Weight::ONE.0;
        let mut lower_bound = from.lower_bound;
        let mut bound = from.bound;
        let mut paused = None;
        let mut spent = None;
        let end = loop {
            // The deepest path this iteration can build: g ≤ bound / 16, and below the cut-off.
            let depth = (bound / 16).min(limits.cutoff) as usize + 1;
            self.path.reserve(depth);
            self.replaying = !self.replay.is_empty();
            let outcome = self.dfs(
                heuristic,
                0,
                bound,
                &key,
                board.blank(),
                usize::MAX,
                control,
            );
            self.replay.clear();
            match outcome {
                Outcome::Found => break End::Found,
                Outcome::Stopped => {
                    let place = Some(Paused {
                        limits,
                        bound,
                        lower_bound,
                        next: self.next,
                        path: self.path.clone(),
                        nodes: self.nodes,
                    });
                    if self.nodes < self.budget {
                        paused = place;
                    } else {
                        spent = place;
                    }
                    break End::Stopped;
                }
                Outcome::Exceeded if self.next == u32::MAX => {
                    lower_bound = lower_bound.max(limits.cutoff);
                    break End::Exhausted;
                }
                Outcome::Exceeded => {
                    if unweighted {
                        // Nothing of length ≤ bound / 16: the next possible length is above it.
                        lower_bound = lower_bound.max(round_to_parity(bound / 16 + 1, parity));
                    }
                    // Weighted, the bound grows by at least 1/32 a time: a solution needs
                    // only be found, and many small steps would repeat the same search.
                    bound = if unweighted {
                        self.next
                    } else {
                        self.next.max(bound + bound / 32)
                    };
                    self.next = u32::MAX;
                }
            }
        };
        if unweighted && end == End::Found {
            lower_bound = super::move_count(&self.path);
        }
        Run {
            end,
            moves: if end == End::Found {
                self.path.clone()
            } else {
                Vec::new()
            },
            lower_bound,
            nodes: self.nodes,
            paused,
            spent,
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn dfs<H: Heuristic, C: FnMut(u64) -> bool>(
        &mut self,
        heuristic: &H,
        g: u32,
        bound: u32,
        key: &H::Key,
        blank: usize,
        prev: usize,
        control: &mut C,
    ) -> Outcome {
        let h = heuristic.value(key);
        if g + h >= self.cutoff {
            return Outcome::Exceeded;
        }
        let f = 16 * g + self.weight * h;
        if f > bound {
            self.next = self.next.min(f);
            return Outcome::Exceeded;
        }
        if h == 0 {
            return Outcome::Found;
        }
        // Walking down to where a paused run stopped: the children before the one on that way
        // were searched before it stopped. At its end, the search goes on as usual.
        let depth = g as usize;
        let mut skipping = self.replaying && depth < self.replay.len();
        if self.replaying && depth == self.replay.len() {
            self.replaying = false;
        }
        if self.nodes == self.checkpoint {
            if self.nodes == self.budget || !control(self.nodes) {
                return Outcome::Stopped;
            }
            self.checkpoint = (self.nodes + CHECK_EVERY).min(self.budget);
        }
        self.nodes += 1;
        let cells = self.shape.cells();
        let sources = self.moves.sources(blank);
        let count = sources.len();
        // The children's cells and keys, best estimate first when weighted (the first solution
        // is what a weighted run is for); in the table's order for weight 1, where the whole
        // iteration is searched anyway.
        let mut order = [(0usize, *key); 4];
        let mut children = 0;
        for i in 0..count {
            let src = self.moves.sources(blank)[i] as usize;
            if src == prev {
                continue;
            }
            let child = heuristic.after_move(key, &mut self.tiles[..cells], src, blank);
            order[children] = (src, child);
            children += 1;
            if self.weight > Weight::ONE.0 {
                let mut k = children - 1;
                while k > 0 && heuristic.value(&order[k].1) < heuristic.value(&order[k - 1].1) {
                    order.swap(k, k - 1);
                    k -= 1;
                }
            }
        }
        for &(src, child) in &order[..children] {
            let tile = self.tiles[src];
            if skipping {
                if tile != self.replay[depth] {
                    continue;
                }
                skipping = false;
            }
            self.tiles.swap(src, blank);
            self.path.push(tile);
            match self.dfs(heuristic, g + 1, bound, &child, src, blank, control) {
                Outcome::Found => return Outcome::Found,
                Outcome::Stopped => return Outcome::Stopped,
                Outcome::Exceeded => {}
            }
            self.path.pop();
            self.tiles.swap(src, blank);
        }
        Outcome::Exceeded
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::heuristic::Estimator;
    use crate::search::AStar;
    use crate::shuffle::{random_solvable, Rng};

    /// Weight 1 finds optimal lengths (A* agrees), weight `w` at most `w` times them, and the
    /// lower bound never passes the optimum.
    #[test]
    fn weights_bound_the_length() {
        let estimator = Estimator::new(Shape::square(3).unwrap());
        let mut astar = AStar::new(3);
        let mut search = BoundedSearch::new(Shape::square(3).unwrap());
        let mut rng = Rng::seeded(11);
        for _ in 0..200 {
            let board = random_solvable(Shape::square(3).unwrap(), &mut rng);
            let optimal = astar.solve(&board, u64::MAX).unwrap().moves.len();
            for weight in [16, 20, 24, 32, 48] {
                let run = search.run(
                    &estimator,
                    &board,
                    Limits::weighted(Weight(weight)),
                    &mut |_| true,
                );
                assert_eq!(run.end, End::Found);
                assert!(board.slide_all(&run.moves).unwrap().is_goal());
                assert!(run.moves.len() * 16 * 32 <= optimal * weight as usize * 33);
                assert!(run.lower_bound as usize <= optimal);
                if weight == 16 {
                    assert_eq!(run.moves.len(), optimal);
                    assert_eq!(run.lower_bound as usize, optimal);
                }
            }
        }
    }

    /// A budget stops the run with a lower bound that still holds; a later run from that bound
    /// finds the optimum.
    #[test]
    fn stopped_runs_keep_a_valid_bound() {
        let estimator = Estimator::new(Shape::square(3).unwrap());
        let board =
            Board::from_tiles(Shape::square(3).unwrap(), &[8, 6, 7, 2, 5, 4, 3, 0, 1]).unwrap();
        let mut search = BoundedSearch::new(Shape::square(3).unwrap());
        let limits = Limits {
            budget: 2000,
            ..Limits::weighted(Weight::ONE)
        };
        let run = search.run(&estimator, &board, limits, &mut |_| true);
        assert_eq!(run.end, End::Stopped);
        assert_eq!(run.nodes, 2000);
        assert!(run.lower_bound <= 31 && run.lower_bound % 2 == 1);
        let resumed = Limits {
            first_bound: run.lower_bound,
            ..Limits::weighted(Weight::ONE)
        };
        let done = search.run(&estimator, &board, resumed, &mut |_| true);
        assert_eq!((done.end, done.moves.len()), (End::Found, 31));
        // One of the hardest 15-puzzles (80 moves): `control` stops it at its first call.
        let hard = Board::from_tiles(
            Shape::square(4).unwrap(),
            &[0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 2, 5, 4, 8, 6, 1],
        )
        .unwrap();
        let mut calls = 0;
        let stopped = BoundedSearch::new(Shape::square(4).unwrap()).run(
            &Estimator::new(Shape::square(4).unwrap()),
            &hard,
            Limits::weighted(Weight::ONE),
            &mut |nodes| {
                calls += 1;
                assert_eq!(nodes, CHECK_EVERY);
                false
            },
        );
        assert_eq!(
            (stopped.end, stopped.nodes, calls),
            (End::Stopped, CHECK_EVERY, 1)
        );
    }
}
