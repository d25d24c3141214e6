//! The anytime driver: an answer at once, then shorter ones and a rising proven lower bound for
//! as long as the caller lets it run.
//!
//! 1. The caller's first answer (for 5×5 and up, the [`reduction`](super::reduction)'s) is
//!    improved by a weighted IDA* run ([`BoundedSearch`]) with a large weight, cut off at its
//!    length, and the better of the two is [shortened](super::shorten).
//! 2. Then rounds, each with twice the node budget of the one before:
//!    - where the plan has them ([`Plan::beam_width`]), a [`Beam`] search cut off at the best
//!      length (a first one, then wider ones, each breaking ties another way), whose answer
//!      (if shorter) is shortened in turn;
//!    - an *improving* run: weighted IDA* with the next smaller weight, cut off at the best
//!      length, whose solution (if any) is shortened in turn;
//!    - a *proving* run: plain IDA* from the proven lower bound, cut off at the best length.
//!      Every iteration it completes raises the lower bound; a solution it finds is optimal.
//!
//!    A run that spends its budget goes on in the next round from the node it stopped at,
//!    with the new round's budget, when that round's run of the same step has the same weight
//!    and cut-off (an improving run that found nothing, a proving run): the search order does
//!    not depend on the budget, so this is the run begun with the larger budget, without
//!    searching the smaller one's nodes again. Late in a run, when the weighted runs stop
//!    finding shorter answers, that doubles what each round's searches reach.
//!
//! It stops when the answer is proven optimal (its length equals the lower bound) or when the
//! caller's `control`, called every [`CHECK_EVERY`](super::bounded::CHECK_EVERY) nodes with a
//! [`Progress`], returns `false`. The core has no clock: the caller's closure checks its own
//! deadline (a browser worker passes one that compares `performance.now()`).

use crate::board::Board;
use crate::heuristic::Heuristic;
use crate::search::bounded::{
    length_parity, round_to_parity, BoundedSearch, End, Limits, Paused, Weight,
};
use crate::search::beam::{Beam, BeamEnd, Ties};
use crate::search::shorten::{Place, Shortener, Shortening};
use crate::shape::Shape;

/// What the driver tells `control`: the state of the answer so far.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Progress {
    /// The length of the best answer so far.
    pub best: usize,
    /// The proven lower bound on the optimal length.
    pub lower_bound: u32,
    /// Nodes expanded so far, over all searches.
    pub nodes: u64,
}

/// An answer with its proof of quality: the optimal length lies in
/// `lower_bound..=moves.len()`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answer {
    /// The tiles to slide into the blank, first move first.
    pub moves: Vec<u8>,
    /// A proven lower bound on the optimal length: no solution is shorter.
    pub lower_bound: u32,
    /// Whether the answer is proven optimal (`moves.len() == lower_bound`).
    pub optimal: bool,
    /// Nodes expanded over all searches.
    pub nodes: u64,
}

impl Answer {
    /// An answer proven optimal: `moves` is a shortest solution, found in `nodes` nodes.
    pub(crate) fn proven(moves: Vec<u8>, nodes: u64) -> Answer {
        Answer {
            lower_bound: super::move_count(&moves),
            optimal: true,
            nodes,
            moves,
        }
    }
}

/// How the driver spends its nodes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Plan {
    /// The weight of the first improving run.
    pub first_weight: Weight,
    /// How much smaller each improving run's weight is than the last one's, in sixteenths.
    pub weight_step: u32,
    /// The node budget of the first run; each round doubles it.
    pub first_budget: u64,
    /// The shortening applied to every new answer.
    pub shortening: Shortening,
    /// Whether to run the proving (plain IDA*) searches at all.
    pub prove: bool,
    /// While weighted runs still improve the answer, each proving run gets the round's budget
    /// divided by `2^prove_shift`: a proving run completes an iteration (raising the bound by
    /// two) only when its budget has grown several-fold, so most rounds' proving nodes would
    /// be spent for nothing that a shorter answer could use.
    pub prove_shift: u32,
    /// The width of the first [`Beam`] search, run before the first round's weighted one.
    /// 0: none. Only with a heuristic that allows it ([`Heuristic::BEAM`]).
    pub beam_width: usize,
    /// The width of the beam searches before each later round's weighted run, each breaking
    /// ties another way ([`Ties`]): the children's parents, the heuristic's second opinion,
    /// then pseudo-random orders.
    pub beam_widest: usize,
}

impl Plan {
    /// The plan measured best on Korf's 24-puzzles (see the `korf24` bench): first weight 1.75,
    /// a step of 1/8, a first budget of 2²⁰ nodes, the default [`Shortening`], and proving
    /// runs with a quarter of each round's budget. The weights and budgets were chosen with
    /// Manhattan distance and linear conflict; the proving share with the 5-5-5-5-4 database,
    /// where it took the mean answer on the first 10 instances from 1.126 to 1.092 times the
    /// optimum after 3 s of CPU time natively (1.086 to 1.069 after 8 s), the bound from 0.907
    /// to 0.901 (0.911 to 0.907), and left Manhattan distance plus linear conflict's answers
    /// as they were.
    pub const DEFAULT: Plan = Plan {
        first_weight: Weight(28),
        weight_step: 2,
        first_budget: 1 << 20,
        shortening: Shortening::DEFAULT,
        prove: true,
        prove_shift: 2,
        beam_width: 0,
        beam_widest: 0,
    };

    /// The plan for 5×5 boards guided by the 5-5-5-5-4 pattern database: [`Plan::DEFAULT`]
    /// with a shortening window's search cut at 50,000 nodes instead of 300,000. Measured with
    /// the `korf24` bench (CPU time natively, the first 10 instances, database), the mean
    /// answer at 3 s by window budget: 30,000: 1.096; **50,000: 1.088**; 100,000: 1.108;
    /// 300,000: 1.113; 1,000,000: 1.171. The weighted runs, guided by the database, find what
    /// the shortener's costly windows would, sooner. With Manhattan distance plus linear
    /// conflict the larger budget stays better (1.247 against 1.276), so [`Plan::DEFAULT`]
    /// keeps it.
    ///
    /// Before each round's weighted run, a [`Beam`] search (2¹⁴ wide, then 2¹⁶), whose answer
    /// is shortened in turn. Measured with the `korf24` bench (CPU time natively, the first 10
    /// instances), the mean answer at 3 s: 1.073 without, 1.045 with beams of 2¹⁴ then 2¹⁶,
    /// 1.049 for 2¹⁴, 2¹⁵ then 2¹⁶, 1.053 for 2¹⁵ then 2¹⁶ (1.049 without, 1.039 for all three
    /// at 15 s). In the wasm build on all 50, the page's schedule: 1.028 at 3 s and 1.026 at
    /// 15 s, against 1.060 and 1.039 without (docs/PERFORMANCE.md).
    pub const DATABASE_5X5: Plan = Plan {
        shortening: Shortening {
            window_budget: 50_000,
            ..Shortening::DEFAULT
        },
        beam_width: 1 << 14,
        beam_widest: 1 << 16,
        ..Plan::DEFAULT
    };
}

impl Default for Plan {
    /// [`Plan::DEFAULT`].
    fn default() -> Plan {
        Plan::DEFAULT
    }
}

/// Improves `seed`, a legal solution of `board`, for as long as `control` allows (see the
/// module docs). `heuristic` must be admissible towards the goal.
///
/// ```
/// use slide_puzzle::heuristic::Estimator;
/// use slide_puzzle::search::anytime::{improve, Plan};
/// use slide_puzzle::{Board, Shape};
/// let board = Board::from_tiles(Shape::square(3)?, &[8, 6, 7, 2, 5, 4, 3, 0, 1])?;
/// // A poor first answer: the optimal one, with a detour in front.
/// let mut seed = vec![3, 3, 1, 1];
/// seed.extend(slide_puzzle::Solver::new().solve(&board)?.moves);
/// let answer = improve(&Estimator::new(Shape::square(3)?), &board, seed, Plan::default(), &mut |_| true);
/// assert_eq!((answer.moves.len(), answer.lower_bound, answer.optimal), (31, 31, true));
/// assert!(board.slide_all(&answer.moves)?.is_goal());
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
///
/// # Panics
/// If `seed` is not a legal sequence of moves from `board` to the goal, or the side is above 8.
pub fn improve<H: Heuristic, C: FnMut(&Progress) -> bool>(
    heuristic: &H,
    board: &Board,
    seed: Vec<u8>,
    plan: Plan,
    control: &mut C,
) -> Answer {
    Driver::new(board.shape()).improve(heuristic, board, seed, plan, control)
}

/// The searches the driver reuses from one board to the next.
#[derive(Debug, Clone)]
pub struct Driver {
    search: BoundedSearch,
    shortener: Shortener,
}

impl Driver {
    /// A driver for boards of `shape` (at most 64 cells).
    pub fn new(shape: Shape) -> Driver {
        Driver {
            search: BoundedSearch::new(shape),
            shortener: Shortener::new(shape),
        }
    }

    /// The board shape this driver takes.
    pub fn shape(&self) -> Shape {
        self.search.shape()
    }

    /// As [`improve`], reusing this driver's tables.
    ///
    /// # Panics
    /// As [`improve`], and if `board` is not of this driver's side.
    pub fn improve<H: Heuristic, C: FnMut(&Progress) -> bool>(
        &mut self,
        heuristic: &H,
        board: &Board,
        seed: Vec<u8>,
        plan: Plan,
        control: &mut C,
    ) -> Answer {
        let mut improvement = Improvement::new(heuristic, board, seed, plan);
        self.resume(heuristic, &mut improvement, control)
    }

    /// Goes on improving `improvement` from where the last call stopped, for as long as
    /// `control` allows, and answers with its best so far. Calls one after another do what one
    /// [`improve`] does in their time together: the paused search goes on from the node it
    /// stopped at (a shortening that was stopped starts again, keeping what it had cut).
    ///
    /// ```
    /// use slide_puzzle::heuristic::Estimator;
    /// use slide_puzzle::search::anytime::{Driver, Improvement, Plan};
    /// use slide_puzzle::{Board, Shape, Solver};
    /// let board = Board::from_tiles(Shape::square(3)?, &[8, 6, 7, 2, 5, 4, 3, 0, 1])?;
    /// let mut seed = vec![3, 3, 1, 1];
    /// seed.extend(Solver::new().solve(&board)?.moves);
    /// let estimator = Estimator::new(Shape::square(3)?);
    /// let mut improvement = Improvement::new(&estimator, &board, seed, Plan::default());
    /// let mut driver = Driver::new(Shape::square(3)?);
    /// // Stopped at once: the seed, no worse.
    /// let first = driver.resume(&estimator, &mut improvement, &mut |_| false);
    /// assert!(first.moves.len() <= 35);
    /// // Then to the end: proven optimal.
    /// let last = driver.resume(&estimator, &mut improvement, &mut |_| true);
    /// assert_eq!((last.moves.len(), last.optimal), (31, true));
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    ///
    /// # Panics
    /// If `improvement`'s board is not of this driver's shape. `heuristic` must be the one
    /// `improvement` was made with, or [`Improvement::forget_search`] must be called first.
    pub fn resume<H: Heuristic, C: FnMut(&Progress) -> bool>(
        &mut self,
        heuristic: &H,
        improvement: &mut Improvement,
        control: &mut C,
    ) -> Answer {
        let state = improvement;
        state.go = true;
        let plan = state.plan;
        while state.go && !state.done() {
            match state.step {
                Step::Beam if H::BEAM && state.next_beam().is_some() => {
                    state.beam(heuristic, control);
                }
                Step::Beam => state.step = Step::Improve,
                Step::Improve if state.first || state.weight > Weight::ONE => {
                    let end = state.run(&mut self.search, heuristic, state.weight, 0, control);
                    match end {
                        _ if !state.go => {}
                        End::Exhausted => state.exhausted = true,
                        End::Found => {
                            state.weight =
                                Weight(state.weight.0.saturating_sub(plan.weight_step).max(16));
                            state.shorten_then(Step::Prove);
                        }
                        End::Stopped if state.first => state.shorten_then(Step::Prove),
                        End::Stopped => state.step = Step::Prove,
                    }
                }
                Step::Improve => state.step = Step::Prove,
                Step::Shorten => {
                    self.shorten(state, plan.shortening, control);
                    if state.shortening.finished() {
                        state.shortening = Place::default();
                        state.step = state.after_shortening;
                    }
                }
                Step::Prove if plan.prove || state.weight == Weight::ONE => {
                    let from = state.lower_bound;
                    let end = state.run(&mut self.search, heuristic, Weight::ONE, from, control);
                    if state.go || end != End::Stopped {
                        state.next_round();
                    }
                }
                Step::Prove => state.next_round(),
            }
        }
        state.answer()
    }

    fn shorten<C: FnMut(&Progress) -> bool>(
        &mut self,
        state: &mut Improvement,
        shortening: Shortening,
        control: &mut C,
    ) {
        let before = self.shortener.nodes;
        let (best, lower_bound, nodes) = (state.best.len(), state.lower_bound, state.nodes);
        let mut go = true;
        let shorter = self.shortener.resume(
            &state.board,
            &state.best,
            shortening,
            &mut state.shortening,
            &mut |n, length| {
                go = control(&Progress {
                    best: best.min(length),
                    lower_bound,
                    nodes: nodes + (n - before),
                });
                go
            },
        );
        state.nodes += self.shortener.nodes - before;
        state.go = go;
        // Never longer; the place a stopped shortening goes on from is in this path.
        state.best = shorter;
    }
}

/// The driver's next step within a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    /// The beam search.
    Beam,
    /// The weighted, improving search.
    Improve,
    /// Shortening the answer it found.
    Shorten,
    /// The plain IDA* run that raises the lower bound.
    Prove,
}

/// An improvement under way: the best answer so far, the proven bound, and where the driver
/// stands in its rounds (weight, budget, step, and the search it paused), so that
/// [`Driver::resume`] goes on where the last call stopped instead of starting over.
#[derive(Debug, Clone)]
pub struct Improvement {
    board: Board,
    plan: Plan,
    best: Vec<u8>,
    lower_bound: u32,
    nodes: u64,
    weight: Weight,
    budget: u64,
    /// Whether this is the first round (its improving run is always followed by shortening).
    first: bool,
    step: Step,
    /// The step after the shortening under way.
    after_shortening: Step,
    /// The beam search under way, and how many have ended.
    beam: Option<Box<Beam>>,
    beams: u64,
    /// The search `control` stopped, to go on with.
    paused: Option<Paused>,
    /// The improving (0) and proving (1) runs that spent their budgets, to go on with larger
    /// ones in the next round.
    spent: [Option<Paused>; 2],
    /// Where the shortening under way stands.
    shortening: Place,
    /// The weighted search found nothing under the best length: the best is optimal.
    exhausted: bool,
    /// Whether `control` let the last call go on to its end.
    go: bool,
}

impl Improvement {
    /// The improvement of `seed`, a legal solution of `board`, by `plan`, not yet begun; its
    /// lower bound is `heuristic`'s estimate (which must be admissible).
    ///
    /// # Panics
    /// In debug builds, if `seed` does not take `board` to the goal.
    pub fn new<H: Heuristic>(heuristic: &H, board: &Board, seed: Vec<u8>, plan: Plan) -> Self {
        debug_assert!(board.slide_all(&seed).is_ok_and(|b| b.is_goal()));
        let h = heuristic.value(&heuristic.key(board.tiles()));
        Improvement {
            board: board.clone(),
            plan,
            best: seed,
            lower_bound: round_to_parity(h, length_parity(board)),
            nodes: 0,
            weight: plan.first_weight.max(Weight::ONE),
            budget: plan.first_budget.max(1),
            first: true,
            step: Step::Beam,
            after_shortening: Step::Prove,
            beam: None,
            beams: 0,
            paused: None,
            spent: [None, None],
            shortening: Place::default(),
            exhausted: false,
            go: true,
        }
    }

    /// An improvement that is over before it begins: `moves` is proven optimal for `board`.
    pub fn proven(board: &Board, moves: Vec<u8>) -> Self {
        Improvement {
            board: board.clone(),
            plan: Plan::DEFAULT,
            lower_bound: super::move_count(&moves),
            best: moves,
            nodes: 0,
            weight: Weight::ONE,
            budget: 1,
            first: false,
            step: Step::Prove,
            after_shortening: Step::Prove,
            beam: None,
            beams: 0,
            paused: None,
            spent: [None, None],
            shortening: Place::default(),
            exhausted: true,
            go: true,
        }
    }

    /// The board being solved.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Drops the paused search (its work is lost; the best answer and the bound are kept), for
    /// going on with another heuristic: a paused search must go on with the one it began with.
    /// (A paused shortening goes on: its searches are guided towards stretches of the path.)
    pub fn forget_search(&mut self) {
        self.paused = None;
        self.spent = [None, None];
        self.beam = None;
    }

    /// The best answer so far, with its bound.
    pub fn answer(&self) -> Answer {
        Answer {
            optimal: self.optimal(),
            lower_bound: self.lower_bound,
            moves: self.best.clone(),
            nodes: self.nodes,
        }
    }

    /// Whether the answer is proven optimal or nothing is left to do.
    pub fn done(&self) -> bool {
        self.exhausted || self.optimal()
    }

    fn optimal(&self) -> bool {
        super::move_count(&self.best) <= self.lower_bound
    }

    /// On to the next round, with twice the budget.
    fn next_round(&mut self) {
        self.first = false;
        self.budget = self.budget.saturating_mul(2);
        self.step = Step::Beam;
    }

    /// Shortens the best answer next, then goes on with `then`.
    fn shorten_then(&mut self, then: Step) {
        self.step = Step::Shorten;
        self.after_shortening = then;
    }

    /// The width and the ties of the next beam search, if the plan has one.
    fn next_beam(&self) -> Option<(usize, Ties)> {
        let (width, ties) = match self.beams {
            0 => (self.plan.beam_width, Ties::Parent),
            1 => (self.plan.beam_widest, Ties::Parent),
            2 => (self.plan.beam_widest, Ties::Second),
            k => (self.plan.beam_widest, Ties::Salted(k)),
        };
        (width > 0).then_some((width, ties))
    }

    /// Runs the beam search under way, or the next one (which the plan must have); keeps a
    /// shorter answer it finds.
    fn beam<H: Heuristic, C: FnMut(&Progress) -> bool>(&mut self, heuristic: &H, control: &mut C) {
        let (best, lower_bound, nodes) = (self.best.len(), self.lower_bound, self.nodes);
        let (width, ties) = self.next_beam().expect("the plan has a beam search here");
        let board = &self.board;
        let beam = self
            .beam
            .get_or_insert_with(|| Box::new(Beam::breaking_ties(heuristic, board, width, ties)));
        let before = beam.nodes();
        let mut go = true;
        let end = beam.run(heuristic, best, &mut |n| {
            go = control(&Progress {
                best,
                lower_bound,
                nodes: nodes + (n - before),
            });
            go
        });
        self.nodes += beam.nodes() - before;
        self.go = go;
        match end {
            BeamEnd::Stopped => return,
            BeamEnd::Found(moves) if moves.len() < self.best.len() => {
                self.best = moves;
                self.shorten_then(Step::Improve);
            }
            BeamEnd::Found(_) | BeamEnd::Failed => self.step = Step::Improve,
        }
        self.beam = None;
        self.beams += 1;
    }

    /// One search cut off at the best length (or the paused one, resumed); keeps what it finds
    /// or proves, and what to resume if `control` stops it.
    fn run<H: Heuristic, C: FnMut(&Progress) -> bool>(
        &mut self,
        search: &mut BoundedSearch,
        heuristic: &H,
        weight: Weight,
        first_bound: u32,
        control: &mut C,
    ) -> End {
        let (best, lower_bound, nodes) = (self.best.len(), self.lower_bound, self.nodes);
        let budget =
            if self.step == Step::Prove && weight == Weight::ONE && self.weight > Weight::ONE {
                (self.budget >> self.plan.prove_shift.min(63)).max(1)
            } else {
                self.budget
            };
        let limits = Limits {
            weight,
            cutoff: super::move_count(&self.best),
            first_bound,
            budget,
        };
        let mut go = true;
        // The paused run is this step's: it goes on with the limits it began with (its bound
        // has risen since, from its own iterations). Else the same step's run of an earlier
        // round that spent its smaller budget goes on with this one's, instead of searching
        // its nodes again.
        let slot = usize::from(weight == Weight::ONE);
        let spent = self.spent[slot].take();
        let paused = self
            .paused
            .take()
            .filter(|p| {
                let began = p.limits();
                (began.weight, began.cutoff, began.budget) == (weight, limits.cutoff, budget)
            })
            .or_else(|| {
                spent
                    .filter(|p| {
                        let began = p.limits();
                        (began.weight, began.cutoff) == (weight, limits.cutoff)
                            && began.budget < budget
                    })
                    .map(|p| p.with_budget(budget))
            });
        let before = paused.as_ref().map_or(0, Paused::nodes);
        let mut report = |n: u64| {
            go = control(&Progress {
                best,
                lower_bound,
                nodes: nodes + (n - before),
            });
            go
        };
        let run = match &paused {
            Some(p) => search.resume(heuristic, &self.board, p, &mut report),
            None => search.run(heuristic, &self.board, limits, &mut report),
        };
        self.nodes += run.nodes - before;
        self.go = go;
        self.paused = run.paused;
        self.spent[slot] = run.spent;
        self.lower_bound = self.lower_bound.max(run.lower_bound);
        if run.end == End::Found && run.moves.len() < self.best.len() {
            self.best = run.moves;
        }
        run.end
    }
}
