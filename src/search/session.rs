//! One resumable solving session per board, for every shape: the one place that decides how
//! an answer is made.
//!
//! [`Session::run`] searches for as long as it is given, from where the last run stopped, and
//! reports the best answer so far with a proven lower bound ([`Report`]). An answer never gets
//! longer from one run to the next, and the bound never drops. What a run does depends on the
//! board's shape:
//!
//! | shape | first run | later runs | done when |
//! |---|---|---|---|
//! | 2×2, 3×3 | the optimum ([`AStar`](super::AStar)) | — | at once |
//! | other boards of at most [`AT_ONCE_CELLS`] cells (3×4, 2×6, …) | the optimum (IDA*, in milliseconds) | — | at once |
//! | 4×4, rectangles of 13 to 16 cells | a short answer at once ([`Solver::solve_short`]) | IDA* proving the optimum, paused and resumed ([`IdaStar::resume`]) | proven |
//! | 5×5 and up, larger rectangles | the reduction's answer, then the [`anytime`](super::anytime) driver | the same improvement, continued | proven, or after [`IMPROVE_FOR_MS`] of search |
//!
//! The proof of a 4×4 board takes the strongest tables the solver has at each run: the three
//! 6-6-3 databases once built or loaded ([`Solver::prepare`], [`Solver::load_tables`]), and
//! until then the quick 5-5-5 database, which the session builds itself (about a second in
//! the wasm build) so that a first visit proves typical boards in seconds while the large
//! tables are built elsewhere. When better tables arrive, the search starts again with them
//! from the bound already proven, which stays.
//!
//! The core has no clock: the caller hands [`Session::run`] one ([`Clock`]), read every
//! [`CHECK_EVERY`] nodes of search. A browser worker runs sessions in slices of tens of
//! milliseconds and reads its messages between them, so a new board or a Stop ends a session
//! at once without ending the worker.

use super::idastar::{IdaStar, Pause, Searched};
use super::tables::Tables;
use super::{anytime::Progress, is_optimal, move_count, Improving, Solver};
use crate::board::Board;
use crate::error::Error;
use crate::heuristic::{Estimator, PatternDb};
use crate::shape::Shape;

/// Nodes of search between two looks at the caller's clock: a millisecond or two in the wasm
/// build, so a slice of a few milliseconds ends close to its time.
pub const CHECK_EVERY: u64 = 1 << 14;

/// How long a board whose answers are not proven (5×5 and up, large rectangles) is improved
/// before its session is done: the answer after this much search is what the page keeps.
pub const IMPROVE_FOR_MS: f64 = 15_000.0;

/// How long such a board is improved before its answer is worth showing
/// ([`Report::ready`]): the reduction's first answer is about a third longer than the optimum,
/// the answer after three seconds within a tenth of it on the 24-puzzle.
pub const FIRST_ANSWER_MS: f64 = 3_000.0;

/// Boards of at most this many cells are proven in the first run, whatever its budget: their
/// proofs take milliseconds (3×4 and 4×3, the slowest, under 40 ms on the boards measured in
/// docs/API.md, wasm build), so a short answer first would only be replaced at once.
pub const AT_ONCE_CELLS: usize = 12;

/// Whether a [`Session`]'s first run on a board of `shape` is its proven optimum: the shapes
/// whose answers are proven ([`super::is_optimal`]) with at most [`AT_ONCE_CELLS`] cells. A page
/// may ask about such boards freely: the answer costs milliseconds.
///
/// ```
/// use slide_puzzle::search::session::proves_at_once;
/// use slide_puzzle::Shape;
/// assert!(proves_at_once(Shape::square(3)?));
/// assert!(proves_at_once(Shape::new(4, 3)?));
/// assert!(!proves_at_once(Shape::square(4)?));
/// assert!(!proves_at_once(Shape::new(2, 8)?));
/// assert!(!proves_at_once(Shape::square(5)?));
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
pub fn proves_at_once(shape: Shape) -> bool {
    is_optimal(shape) && shape.cells() <= AT_ONCE_CELLS
}

/// Where the session reads the time, in milliseconds from any fixed origin.
///
/// ```
/// use slide_puzzle::search::session::Clock;
/// // A clock that moves one millisecond each time it is read: deterministic, for tests.
/// let mut now = 0.0;
/// let mut clock = move || { now += 1.0; now };
/// assert_eq!(clock.now_ms(), 1.0);
/// assert_eq!(clock.now_ms(), 2.0);
/// ```
pub trait Clock {
    /// The time now, in milliseconds.
    fn now_ms(&mut self) -> f64;
}

impl<F: FnMut() -> f64> Clock for F {
    fn now_ms(&mut self) -> f64 {
        self()
    }
}

/// What a session knows after a run.
///
/// Its four flags are the page's four questions (is it proven, may a proof still replace it,
/// is it over, may it be shown), each read on its own and passed to JavaScript as a field.
#[allow(clippy::struct_excessive_bools)]
#[derive(Debug, Clone, PartialEq)]
pub struct Report {
    /// The best solution so far: the tiles to slide, in order (`[]` when the board is solved).
    pub moves: Vec<u8>,
    /// No solution is shorter than this.
    pub lower_bound: u32,
    /// Whether `moves` is proven shortest (then `lower_bound == moves.len()`).
    pub optimal: bool,
    /// Whether a proof of the answer is under way: a later run may replace `moves` by a proven
    /// one (4×4, rectangles of 13 to 16 cells). False once `optimal`, and on boards whose
    /// answers improve without proofs (5×5 and up): their answer so far is as good as any.
    pub proving: bool,
    /// Whether further runs can do no more: proven, or improved for [`IMPROVE_FOR_MS`].
    pub done: bool,
    /// Whether the answer is worth showing yet: always, but on a board whose answers are not
    /// proven, only after [`FIRST_ANSWER_MS`] of search (or once done).
    pub ready: bool,
    /// Nodes of search over all runs.
    pub nodes: u64,
    /// Milliseconds spent in runs so far.
    pub spent_ms: f64,
}

/// A board being solved, over as many [`Session::run`]s as the caller likes.
///
/// ```
/// use slide_puzzle::{Board, Shape, Solver};
/// use slide_puzzle::search::Session;
/// let mut solver = Solver::new();
/// let board = Board::from_tiles(Shape::square(3)?, &[4, 1, 3, 0, 2, 6, 7, 5, 8])?;
/// let mut session = Session::new(&mut solver, &board)?;
/// let start = std::time::Instant::now();
/// let mut now = move || start.elapsed().as_secs_f64() * 1000.0;
/// // A 3×3 board is solved optimally in the first run.
/// let report = session.run(&mut solver, 50.0, &mut now);
/// assert_eq!(report.moves, vec![4, 1, 2, 5, 8]);
/// assert!(report.optimal && report.done && report.ready);
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Session {
    board: Board,
    best: Vec<u8>,
    lower_bound: u32,
    started: bool,
    nodes: u64,
    spent_ms: f64,
    work: Work,
}

/// What is left to do.
#[derive(Debug, Clone)]
enum Work {
    /// Nothing: the answer is proven, or improved for long enough.
    Done,
    /// Proving the answer optimal with IDA*: the search paused under `guide`, if any.
    Prove {
        guide: Option<Guide>,
        pause: Option<Pause>,
    },
    /// Improving an answer that will not be proven.
    Improve(Box<Improving>),
}

/// The heuristics a proof is searched with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Guide {
    /// The 15-puzzle's three 6-6-3 databases.
    Fifteen,
    /// The 15-puzzle's quick 5-5-5 database.
    FifteenQuick,
    /// A rectangle's two databases.
    Rectangle,
    /// Manhattan distance plus linear conflict.
    Estimate,
}

impl Session {
    /// A session for `board`, not yet run.
    ///
    /// # Errors
    /// [`Error::Unsolvable`] for a board of the wrong parity; [`Error::NoSolver`]
    /// for boards larger than any solver here takes.
    pub fn new(solver: &mut Solver, board: &Board) -> Result<Session, Error> {
        let lower_bound = solver.lower_bound(board)?;
        Ok(Session {
            board: board.clone(),
            best: Vec::new(),
            lower_bound,
            started: false,
            nodes: 0,
            spent_ms: 0.0,
            work: Work::Done,
        })
    }

    /// The board being solved.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// Searches for about `budget_ms` more milliseconds by `clock`, then reports the best
    /// answer so far. The first run always makes an answer, however small the budget, and
    /// searches on only if time is left; a later run searches at least [`CHECK_EVERY`] nodes.
    /// On the shapes that [`proves_at_once`], the first run is the proven optimum.
    /// A run may overshoot its time by one table build, the first time a shape needs it (the
    /// quick 5-5-5 database on 4×4, a rectangle's databases).
    ///
    /// `solver` must be the one the session was made with, or one with the same tables: the
    /// session keeps no table of its own.
    pub fn run(&mut self, solver: &mut Solver, budget_ms: f64, clock: &mut dyn Clock) -> Report {
        let start = clock.now_ms();
        let mut deadline = start + budget_ms;
        if matches!(self.work, Work::Improve(_)) || !self.started {
            deadline = deadline.min(start + (IMPROVE_FOR_MS - self.spent_ms).max(0.0));
        }
        // A later run searches at least once, however small its budget; the first one makes
        // its answer, and searches on only if time is left.
        let mut searched = !self.started;
        if !self.started {
            self.begin(solver);
            if proves_at_once(self.board.shape()) {
                // A proof of milliseconds: the first answer is the optimum, not a short one
                // replaced at once.
                while !matches!(self.work, Work::Done) {
                    self.step(solver, f64::INFINITY, clock);
                }
            }
        }
        while !matches!(self.work, Work::Done) && (!searched || clock.now_ms() < deadline) {
            self.step(solver, deadline, clock);
            searched = true;
        }
        self.spent_ms += clock.now_ms() - start;
        if matches!(self.work, Work::Improve(_)) && self.spent_ms >= IMPROVE_FOR_MS {
            self.work = Work::Done;
        }
        self.report()
    }

    /// The best answer so far, without searching.
    pub fn report(&self) -> Report {
        let optimal = move_count(&self.best) <= self.lower_bound && self.started;
        let done = matches!(self.work, Work::Done) && self.started;
        Report {
            moves: self.best.clone(),
            lower_bound: self.lower_bound,
            optimal,
            done,
            proving: self.started && matches!(self.work, Work::Prove { .. }),
            ready: self.started
                && (done
                    || !matches!(self.work, Work::Improve(_))
                    || self.spent_ms >= FIRST_ANSWER_MS),
            nodes: self.nodes,
            spent_ms: self.spent_ms,
        }
    }

    /// The first answer: the optimum where it comes at once, else a short one, and what is left.
    fn begin(&mut self, solver: &mut Solver) {
        self.started = true;
        let shape = self.board.shape();
        let board = &self.board;
        if is_optimal(shape) {
            let short = solver
                .solve_short(board)
                .expect("the board was checked when the session began");
            self.offer(short.moves, short.optimal);
            self.work = if short.optimal {
                Work::Done
            } else {
                Work::Prove {
                    guide: None,
                    pause: None,
                }
            };
        } else {
            let improving = solver
                .start_improving(board)
                .expect("the board was checked when the session began");
            let answer = improving.improvement.answer();
            self.offer(answer.moves, answer.optimal);
            self.lower_bound = self.lower_bound.max(answer.lower_bound);
            self.work = if answer.optimal {
                Work::Done
            } else {
                Work::Improve(Box::new(improving))
            };
        }
    }

    /// Keeps `moves` if it is the first answer or shorter than the best so far; `optimal`
    /// says it is proven shortest.
    fn offer(&mut self, moves: Vec<u8>, optimal: bool) {
        if self.best.is_empty() || moves.len() < self.best.len() {
            self.best = moves;
        }
        if optimal {
            self.lower_bound = self.lower_bound.max(move_count(&self.best));
        }
        if self.best.is_empty() && self.board.is_goal() {
            self.work = Work::Done;
        }
    }

    /// Searches until `deadline` or the end of the step.
    fn step(&mut self, solver: &mut Solver, deadline: f64, clock: &mut dyn Clock) {
        let mut control = |_: u64, _: u32| clock.now_ms() < deadline;
        self.work = match std::mem::replace(&mut self.work, Work::Done) {
            Work::Done => Work::Done,
            Work::Improve(mut improving) => {
                let before = improving.improvement.answer().nodes;
                let answer =
                    solver.keep_improving(&mut improving, &mut |_: &Progress| control(0, 0));
                self.nodes += improving.improvement.answer().nodes - before;
                self.lower_bound = self.lower_bound.max(answer.lower_bound);
                let finished = answer.optimal || improving.improvement.done();
                self.offer(answer.moves, answer.optimal);
                if finished {
                    Work::Done
                } else {
                    Work::Improve(improving)
                }
            }
            Work::Prove { guide, pause } => {
                let now = strongest_guide(solver, self.board.shape());
                // Better tables arrived (or this is the first step): the search starts again
                // with them, from the bound proven so far.
                let pause = pause.filter(|_| guide == Some(now));
                let before = pause.as_ref().map_or(0, Pause::expanded);
                match prove(
                    solver,
                    &self.board,
                    now,
                    pause,
                    self.lower_bound,
                    &mut control,
                ) {
                    Searched::Solved(solution) => {
                        self.nodes += solution.expanded - before;
                        self.offer(solution.moves, true);
                        Work::Done
                    }
                    Searched::Paused(stopped) => {
                        self.nodes += stopped.expanded() - before;
                        self.lower_bound = self.lower_bound.max(stopped.bound());
                        if move_count(&self.best) <= self.lower_bound {
                            Work::Done
                        } else {
                            Work::Prove {
                                guide: Some(now),
                                pause: Some(stopped),
                            }
                        }
                    }
                }
            }
        };
    }
}

/// The strongest heuristic for proofs on `shape` that the solver has, or builds now (the quick
/// 5-5-5 database on 4×4 when the 6-6-3 ones are not here; a rectangle's databases).
fn strongest_guide(solver: &mut Solver, shape: Shape) -> Guide {
    match Tables::of(shape) {
        Tables::Fifteen if solver.fifteen.is_none() => {
            solver
                .fifteen_quick
                .get_or_insert_with(PatternDb::fifteen_puzzle);
            Guide::FifteenQuick
        }
        Tables::Fifteen => Guide::Fifteen,
        Tables::Rectangle => {
            solver.prepare(shape, &mut |_| {});
            Guide::Rectangle
        }
        _ => Guide::Estimate,
    }
}

/// Starts or resumes the proof of `board` with `guide`'s heuristic.
fn prove(
    solver: &Solver,
    board: &Board,
    guide: Guide,
    pause: Option<Pause>,
    floor: u32,
    control: &mut impl FnMut(u64, u32) -> bool,
) -> Searched {
    fn go<H: crate::heuristic::Heuristic>(
        heuristic: &H,
        board: &Board,
        pause: Option<Pause>,
        floor: u32,
        control: &mut impl FnMut(u64, u32) -> bool,
    ) -> Searched {
        let mut search = IdaStar::new(board.shape(), heuristic).with_check_every(CHECK_EVERY);
        match pause {
            Some(pause) => search.resume(board, &pause, control),
            None => search
                .start(board, floor, control)
                .expect("the board was checked when the session began"),
        }
    }
    match guide {
        Guide::Fifteen => go(
            solver.fifteen.as_ref().expect("the guide says it is there"),
            board,
            pause,
            floor,
            control,
        ),
        Guide::FifteenQuick => go(
            solver
                .fifteen_quick
                .as_ref()
                .expect("the guide says it is there"),
            board,
            pause,
            floor,
            control,
        ),
        Guide::Rectangle => go(
            solver
                .rectangle_heuristic(board.shape())
                .expect("the guide says it is there"),
            board,
            pause,
            floor,
            control,
        ),
        Guide::Estimate => go(&Estimator::new(board.shape()), board, pause, floor, control),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A clock that moves `step` milliseconds each time it is read.
    fn ticking(step: f64) -> impl FnMut() -> f64 {
        let mut now = 0.0;
        move || {
            now += step;
            now
        }
    }

    #[test]
    fn a_solved_board_is_done_at_once_with_no_moves() {
        let mut solver = Solver::new();
        for shape in [Shape::square(3).unwrap(), Shape::new(4, 3).unwrap()] {
            let goal = Board::goal(shape);
            let mut session = Session::new(&mut solver, &goal).unwrap();
            let report = session.run(&mut solver, 1.0, &mut ticking(1.0));
            assert!(
                report.moves.is_empty() && report.optimal && report.done,
                "{shape:?}"
            );
        }
    }

    #[test]
    fn an_improving_session_ends_after_its_time() {
        let mut solver = Solver::new();
        let board = crate::random_solvable(Shape::square(6).unwrap(), &mut crate::Rng::seeded(6));
        let mut session = Session::new(&mut solver, &board).unwrap();
        let first = session.run(&mut solver, 10.0, &mut ticking(1.0));
        assert!(!first.ready && !first.done);
        let mut last = first.clone();
        while !last.done {
            last = session.run(&mut solver, 2_000.0, &mut ticking(20.0));
        }
        assert!(last.ready && last.spent_ms >= IMPROVE_FOR_MS);
        assert!(last.moves.len() <= first.moves.len() && last.lower_bound >= first.lower_bound);
    }
}
