//! The solvers, and the [`Solver`] that solves boards of every shape through one table of
//! strategies (`src/search/strategy.rs`: which search, which tables, squares and rectangles alike):
//!
//! | shape | solver | optimal |
//! |---|---|---|
//! | 2×2, 3×3 | [`AStar`] with Manhattan distance + linear conflict | yes |
//! | 4×4 | [`IdaStar`] with three 6-6-3 additive pattern databases, mirrored lookups ([`heuristic::fifteen`]) | yes |
//! | rectangles up to 16 cells | [`IdaStar`], with the shape's pattern databases where it needs them ([`rectangle`]) | yes |
//! | 5×5 | [`reduction`], then improved by the [`anytime`] driver for [`BUDGET_5X5`] nodes, with the 5-5-5-5-4 pattern database once [`Solver::prepare`]d or loaded (Manhattan distance + linear conflict before), which adds [`beam`] searches | no |
//! | 6×6 to 8×8, larger rectangles | [`reduction`]: staged breadth-first search for a line (a row and a column on a square), then the smaller board | no |
//!
//! [`Solver::solve_anytime`] takes any shape: it returns an [`anytime::Answer`] with a proven
//! lower bound, improving it ([`bounded`] weighted IDA*, [`shorten`]ed paths, plain IDA*
//! iterations for the bound) for as long as the caller's control callback says go on. A
//! [`Session`] does the same over several calls, for a page that searches in slices.

pub mod session;
mod strategy;
mod tables;
internal! {
    mod anytime;
    mod astar;
    mod beam;
    mod bounded;
    mod idastar;
    mod pruning;
    mod rectangle;
    mod reduction;
    mod shorten;
}

use crate::board::Board;
use crate::error::Error;
use crate::heuristic::{self, Estimator, FifteenPuzzle, Heuristic, PatternDb};
use crate::shape::Shape;
use crate::solvability::is_solvable;
pub use anytime::{Plan, Progress};
pub use astar::AStar;
pub use idastar::IdaStar;
pub use session::{Report, Session};
pub use tables::{table_plan, TablePlan};

use anytime::Driver;
use strategy::Strategy;
use tables::Tables;

/// Nodes an optimal 4×4 search may expand before giving up: about ten seconds natively, and
/// more than four times what the hardest of Korf's 100 random instances needs.
pub const BUDGET_4X4: u64 = 200_000_000;
/// Nodes the optimal 4×4 search may spend on the inner 4×4 board of a larger one before that
/// board is reduced once more instead: a few hundredths of a second natively. With the
/// 15-puzzle's databases it proves 93 of Korf's 100 random instances within it.
pub const BUDGET_INNER_4X4: u64 = 500_000;
/// Nodes a quick 4×4 search guided by Manhattan distance and linear conflict may spend before
/// the board is reduced instead, while the pattern databases are not built yet.
pub const BUDGET_QUICK_4X4: u64 = 300_000;
/// Nodes [`Solver::solve_short`] spends trying to prove a 4×4 board's answer optimal before
/// answering by reduction (either heuristic): a few hundredths of a second in the wasm build.
/// The page's proof search follows at once, with no budget, so a larger try would only delay
/// the first answer (on the hardest boards, [`BUDGET_INNER_4X4`] took 0.3–2 s in the wasm build).
pub const BUDGET_INSTANT_4X4: u64 = 50_000;
/// Nodes [`Solver::solve_short`] then spends shortening a 4×4 answer by reduction with the
/// [`anytime`] driver. Measured natively on the first 30 of Korf's 100, it takes the mean
/// answer from 1.52 × the optimum to 1.04 × with Manhattan distance and linear conflict (in
/// about a tenth of a second), and from 1.21 × to 1.02 × with the databases (a fiftieth).
pub const BUDGET_POLISH_4X4: u64 = 200_000;

/// The answer of [`Solver::solve_within`]: the best solution found in the time given, whether
/// it is proven shortest, and a length below which no solution exists.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Answer {
    /// The tiles to slide into the blank, first move first.
    pub moves: Vec<u8>,
    /// Whether `moves` is proven shortest (then `lower_bound == moves.len()`).
    pub optimal: bool,
    /// No solution has fewer moves: an admissible bound, proven by the heuristic or by the
    /// search's completed iterations.
    pub lower_bound: u32,
}

/// Nodes [`Solver::solve`] spends improving a 5×5 board's reduction with the [`anytime`]
/// driver ([`QUICK_PLAN`]): about a quarter of a second natively.
pub const BUDGET_5X5: u64 = 1_000_000;

/// The plan of [`Solver::solve`] on 5×5: a first weighted run of a quarter of
/// [`BUDGET_5X5`], so that the shortening after it fits in the budget too.
pub const QUICK_PLAN: Plan = Plan {
    first_budget: 1 << 18,
    ..Plan::DEFAULT
};

/// A solution: the tiles to slide, in order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solution {
    /// The tiles to slide into the blank, first move first.
    pub moves: Vec<u8>,
    /// How many nodes the search expanded (for benchmarks).
    pub expanded: u64,
    /// How many successor nodes the search generated (the measure the literature reports).
    pub generated: u64,
    /// Whether the solution is proven shortest.
    pub optimal: bool,
}

/// Whether [`Solver`] proves its answers optimal for boards of `shape`: squares up to 4×4,
/// rectangles up to [`rectangle::MAX_OPTIMAL_CELLS`] cells.
///
/// ```
/// use slide_puzzle::search::is_optimal;
/// use slide_puzzle::Shape;
/// assert!(is_optimal(Shape::square(3)?) && is_optimal(Shape::square(4)?));
/// assert!(is_optimal(Shape::new(4, 3)?) && is_optimal(Shape::new(2, 8)?));
/// assert!(!is_optimal(Shape::new(3, 6)?) && !is_optimal(Shape::square(5)?));
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
pub fn is_optimal(shape: Shape) -> bool {
    if shape.is_square() {
        shape.width() <= 4
    } else {
        shape.cells() <= rectangle::MAX_OPTIMAL_CELLS
    }
}

/// The shape of `board` if some solver here takes it (width and height up to
/// [`reduction::MAX_REDUCIBLE_SIDE`]) and it is solvable: the one check every way of solving
/// begins with, squares and rectangles alike.
fn checked(board: &Board) -> Result<Shape, Error> {
    let shape = board.shape();
    if shape.width().max(shape.height()) > reduction::MAX_REDUCIBLE_SIDE {
        return Err(Error::NoSolver {
            width: shape.width(),
            height: shape.height(),
        });
    }
    if !is_solvable(board) {
        return Err(Error::Unsolvable);
    }
    Ok(shape)
}

/// Solves boards of any side up to [`reduction::MAX_REDUCIBLE_SIDE`], keeping each side's
/// tables (A*'s visited table, the 15-puzzle's pattern database) between calls.
///
/// ```
/// use slide_puzzle::Shape;
/// use slide_puzzle::{Board, Solver};
/// let mut solver = Solver::new();
/// let board = Board::from_tiles(Shape::square(3)?, &[4, 1, 3, 0, 2, 6, 7, 5, 8])?;
/// assert_eq!(solver.solve(&board)?.moves, vec![4, 1, 2, 5, 8]);
/// assert_eq!(solver.hint(&board)?, Some(4));
/// assert_eq!(solver.hint(&Board::goal(Shape::square(3)?))?, None);
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
#[derive(Debug, Default)]
pub struct Solver {
    small: Vec<AStar>,
    fifteen: Option<FifteenPuzzle>,
    /// The 15-puzzle's quick 5-5-5 database: what a [`Session`] proves 4×4 boards with while
    /// the three 6-6-3 databases are not here (built in about a second, never kept).
    fifteen_quick: Option<PatternDb>,
    drivers: Vec<Driver>,
    twenty_four: Option<PatternDb>,
    /// The rectangles' heuristics with pattern databases, one per shape built.
    rectangles: Vec<rectangle::RectangleHeuristic>,
}

impl Solver {
    /// A solver with no tables built yet; each side's are built on first use.
    pub fn new() -> Solver {
        Solver::default()
    }

    /// The 15-puzzle's pattern databases if they are built or loaded (never builds them).
    pub fn fifteen_puzzle(&self) -> Option<&FifteenPuzzle> {
        self.fifteen.as_ref()
    }

    /// An admissible estimate of the moves `board` needs, from the strongest heuristic at hand
    /// for its size: the exact distance for 2×2 and 3×3, the pattern databases for 4×4 and 5×5
    /// once built (Manhattan distance plus linear conflict before, and for larger boards).
    ///
    /// ```
    /// use slide_puzzle::{Board, Shape, Solver};
    /// let mut solver = Solver::new();
    /// let board = Board::from_tiles(Shape::square(3)?, &[8, 6, 7, 2, 5, 4, 3, 0, 1])?;
    /// assert_eq!(solver.lower_bound(&board)?, 31);
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    ///
    /// # Errors
    /// As [`Solver::solve_short`].
    pub fn lower_bound(&mut self, board: &Board) -> Result<u32, Error> {
        let shape = checked(board)?;
        let tiles = board.tiles();
        let estimate = || Estimator::new(shape).estimate(tiles);
        // Neither a database's bound nor linear conflict's dominates the other on every board
        // (Korf's 24-puzzle #2: the database says 70, linear conflict 72), and the larger of two
        // bounds is a bound. The 15-puzzle's bound is its databases' alone, the estimate its
        // search is guided by.
        Ok(match Tables::of(shape) {
            Tables::Exact => move_count(&self.astar(shape.width()).solve(board, u64::MAX)?.moves),
            Tables::Fifteen => match &self.fifteen {
                Some(tables) => tables.value(&tables.key(tiles)),
                None => estimate(),
            },
            Tables::TwentyFour => match &self.twenty_four {
                Some(pdb) => pdb.value(&pdb.key(tiles)).max(estimate()),
                None => estimate(),
            },
            Tables::Rectangle => match self.rectangle_heuristic(shape) {
                Some(h) => h.value(&h.key(tiles)).max(estimate()),
                None => estimate(),
            },
            Tables::None => estimate(),
        })
    }

    /// The best solution of `board` found while `control` says go on: `control` hears the
    /// positions examined so far and the proven lower bound every
    /// [`idastar::PROGRESS_EVERY`] positions of a long search, and returns `false` to stop it.
    /// 2×2 to 4×4 end optimal unless stopped (a stopped 4×4 search answers with a short solution
    /// and the bound it proved); larger boards get the anytime driver's best answer and proven
    /// bound ([`Solver::solve_anytime`]; `control` hears it every [`bounded::CHECK_EVERY`]
    /// nodes there).
    ///
    /// ```
    /// use slide_puzzle::{Board, Shape, Solver};
    /// let mut solver = Solver::new();
    /// // One of the 15-puzzle's hardest positions (80 moves), stopped at the first report.
    /// let hard = Board::from_tiles(Shape::square(4)?, &[0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 2, 5, 4, 8, 6, 1])?;
    /// let answer = solver.solve_within(&hard, &mut |_, _| false)?;
    /// assert!(!answer.optimal && answer.moves.len() >= 80 && answer.lower_bound <= 80);
    /// assert!(hard.slide_all(&answer.moves)?.is_goal());
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    ///
    /// # Errors
    /// As [`Solver::solve_short`].
    pub fn solve_within(
        &mut self,
        board: &Board,
        control: &mut impl FnMut(u64, u32) -> bool,
    ) -> Result<Answer, Error> {
        let shape = checked(board)?;
        if Strategy::of(shape) == Strategy::Fifteen {
            match self.proven_search(board, u64::MAX, true, control) {
                (Ok(solution), _) => return Ok(Answer::optimal(solution.moves)),
                (Err(Error::BudgetExceeded { .. }), bound) => {
                    let short = self.solve_short(board)?;
                    return Ok(Answer {
                        lower_bound: if short.optimal {
                            move_count(&short.moves)
                        } else {
                            bound
                        },
                        optimal: short.optimal,
                        moves: short.moves,
                    });
                }
                (Err(err), _) => return Err(err),
            }
        }
        // The other shapes: A* on the smallest, a proof under `control` on small rectangles, and
        // the anytime driver improving a short answer while `control` lets it on the rest.
        let plan = self.plan(board);
        let answer = self.improve(board, plan, BUDGET_INSTANT_4X4, &mut |p: &Progress| {
            control(p.nodes, p.lower_bound)
        })?;
        // The driver proves its bound with one heuristic; the solver may know a higher one.
        let lower_bound = answer.lower_bound.max(self.lower_bound(board)?);
        Ok(Answer {
            optimal: answer.optimal || lower_bound as usize == answer.moves.len(),
            lower_bound,
            moves: answer.moves,
        })
    }

    /// A solution of `board`: optimal for sides up to 4 and rectangles of at most 16 cells
    /// ([`is_optimal`]), short otherwise (see the module docs).
    ///
    /// # Errors
    /// [`Error::Unsolvable`] for a board of the wrong parity, [`Error::NoSolver`]
    /// for a side above [`reduction::MAX_REDUCIBLE_SIDE`], and
    /// [`Error::BudgetExceeded`] for a 4×4 position (or a rectangle of at most 16 cells) that
    /// needs more than [`BUDGET_4X4`] nodes.
    pub fn solve(&mut self, board: &Board) -> Result<Solution, Error> {
        self.solve_reporting(board, &mut |_| {})
    }

    /// As [`Solver::solve`], calling `progress` with the nodes expanded so far every
    /// [`idastar::PROGRESS_EVERY`] nodes of a long search (only the optimal 4×4 search runs long
    /// enough to report), so that a caller can show it is alive.
    ///
    /// # Errors
    /// As [`Solver::solve`].
    pub fn solve_reporting(
        &mut self,
        board: &Board,
        progress: &mut impl FnMut(u64),
    ) -> Result<Solution, Error> {
        let shape = checked(board)?;
        match Strategy::of(shape) {
            Strategy::Exact => self.astar(shape.width()).solve(board, u64::MAX),
            Strategy::Fifteen | Strategy::Search => {
                self.proven_search(board, BUDGET_4X4, true, &mut |nodes, _| {
                    progress(nodes);
                    true
                })
                .0
            }
            Strategy::Reduce if Tables::of(shape) == Tables::TwentyFour => {
                let answer = self.improve(board, QUICK_PLAN, BUDGET_INNER_4X4, &mut |p| {
                    p.nodes < BUDGET_5X5
                })?;
                Ok(Solution {
                    moves: answer.moves,
                    expanded: answer.nodes,
                    generated: 0,
                    optimal: answer.optimal,
                })
            }
            Strategy::Reduce => Ok(Solution {
                moves: self.short_moves(board, BUDGET_INNER_4X4).0,
                expanded: 0,
                generated: 0,
                optimal: false,
            }),
        }
    }

    /// An answer for `board` of any side up to [`reduction::MAX_REDUCIBLE_SIDE`] with a proven
    /// lower bound on the optimal length, improved for as long as `control` returns `true`.
    ///
    /// `control` is called every [`bounded::CHECK_EVERY`] nodes with the [`Progress`] so far
    /// (best length, lower bound, nodes); the core has no clock, so a caller with a deadline
    /// checks it there. The answer is returned as soon as it is proven optimal, or when
    /// `control` says stop: 2×2 and 3×3 boards are solved optimally at once; 4×4 and larger
    /// start from [`Solver::solve_short`]'s answer and go through the [`anytime`] driver, with
    /// the 15-puzzle's pattern database on 4×4 and Manhattan distance plus linear conflict
    /// above.
    ///
    /// ```
    /// use slide_puzzle::{Board, Shape, Solver};
    /// let mut solver = Solver::new();
    /// // Korf & Felner's first 24-puzzle, relabelled for this crate's goal: 95 moves optimally.
    /// let board = Board::from_tiles(Shape::square(5)?, &[
    ///     12, 3, 9, 22, 1, 18, 24, 4, 14, 19, 21, 5, 15, 0, 10, 8, 13, 6, 2, 17, 7, 23, 16, 20, 11,
    /// ])?;
    /// let answer = solver.solve_anytime(&board, |progress| progress.nodes < 2_000_000)?;
    /// assert!(board.slide_all(&answer.moves)?.is_goal());
    /// assert!(answer.lower_bound as usize <= 95 && 95 <= answer.moves.len());
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::Unsolvable`] for a board of the wrong parity, [`Error::NoSolver`] for a
    /// side above [`reduction::MAX_REDUCIBLE_SIDE`].
    pub fn solve_anytime<C: FnMut(&Progress) -> bool>(
        &mut self,
        board: &Board,
        mut control: C,
    ) -> Result<anytime::Answer, Error> {
        let plan = self.plan(board);
        self.improve(board, plan, BUDGET_INNER_4X4, &mut control)
    }

    /// The anytime driver's plan for `board`: [`Plan::DATABASE_5X5`] for 5×5 once the
    /// database is here, [`Plan::DEFAULT`] otherwise.
    fn plan(&self, board: &Board) -> Plan {
        if self.guide(board.shape()) == Guide::TwentyFour {
            Plan::DATABASE_5X5
        } else {
            Plan::DEFAULT
        }
    }

    /// [`Solver::solve_anytime`] with the driver's plan given, and `short_budget` nodes for
    /// the proof that may make the short answer it starts from optimal: A* on 2×2 and 3×3; on
    /// a rectangle of [`Strategy::Search`], the proof under `control` (its tables built first,
    /// unless `control` stops at once); elsewhere the anytime driver from the short answer.
    fn improve<C: FnMut(&Progress) -> bool>(
        &mut self,
        board: &Board,
        plan: Plan,
        short_budget: u64,
        control: &mut C,
    ) -> Result<anytime::Answer, Error> {
        let shape = checked(board)?;
        let strategy = Strategy::of(shape);
        if strategy == Strategy::Exact {
            let solution = self.astar(shape.width()).solve(board, u64::MAX)?;
            return Ok(anytime::Answer::proven(solution.moves, solution.expanded));
        }
        let (seed, optimal) = self.short_moves(board, short_budget);
        if optimal {
            return Ok(anytime::Answer::proven(seed, 0));
        }
        if strategy == Strategy::Search {
            return self.prove_under(board, seed, control);
        }
        let guide = self.guide(shape);
        let index = self.driver_index(shape);
        let driver = &mut self.drivers[index];
        Ok(match guide {
            Guide::Fifteen => {
                let tables = self
                    .fifteen
                    .get_or_insert_with(|| heuristic::fifteen_puzzle(&mut |_| {}));
                driver.improve(&*tables, board, seed, plan, control)
            }
            // The 5×5 heuristic: the 5-5-5-5-4 pattern database once `prepare(5)` has built it
            // or `load_tables` loaded it, Manhattan distance plus linear conflict until then
            // (and for 6×6 to 8×8 and large rectangles).
            Guide::TwentyFour => {
                let pdb = self
                    .twenty_four
                    .as_ref()
                    .expect("the guide says it is there");
                driver.improve(pdb, board, seed, plan, control)
            }
            Guide::Estimate => driver.improve(&Estimator::new(shape), board, seed, plan, control),
        })
    }

    /// The proof of `board` (a [`Strategy::Search`] shape) under `control`, from the short
    /// answer `seed`: proven optimal, or `seed` with the bound proved when `control` stops it.
    ///
    /// # Errors
    /// Whatever the search meets other than being stopped (none for a checked board).
    fn prove_under<C: FnMut(&Progress) -> bool>(
        &mut self,
        board: &Board,
        seed: Vec<u8>,
        control: &mut C,
    ) -> Result<anytime::Answer, Error> {
        let shape = board.shape();
        let best = seed.len();
        // Building the shape's databases takes a fraction of a second and checks no clock: a
        // caller out of time already gets the short answer without waiting for them.
        if !self.is_prepared(shape) {
            let lower_bound = Estimator::new(shape).estimate(board.tiles());
            let go_on = control(&Progress {
                best,
                lower_bound,
                nodes: 0,
            });
            if !go_on {
                return Ok(anytime::Answer {
                    moves: seed,
                    lower_bound,
                    optimal: false,
                    nodes: 0,
                });
            }
        }
        let (found, bound) =
            self.proven_search(board, u64::MAX, true, &mut |nodes, lower_bound| {
                control(&Progress {
                    best,
                    lower_bound,
                    nodes,
                })
            });
        match found {
            Ok(solution) => Ok(anytime::Answer::proven(solution.moves, solution.expanded)),
            Err(Error::BudgetExceeded { nodes }) => Ok(anytime::Answer {
                lower_bound: bound,
                optimal: false,
                nodes,
                moves: seed,
            }),
            Err(err) => Err(err),
        }
    }

    /// Begins an improvement of `board`'s answer that goes on over several calls of
    /// [`Solver::keep_improving`], each continuing where the last stopped (its best answer, its
    /// bound, its weights and budgets, and the search it paused), so that answering after 3 s
    /// and again after 15 s costs 15 s of search, not 18. It starts from [`Solver::solve_short`]'s
    /// seed, as [`Solver::solve_anytime`] does; 2×2 and 3×3 boards are solved at once.
    ///
    /// ```
    /// use slide_puzzle::{Board, Shape, Solver};
    /// let mut solver = Solver::new();
    /// // Korf & Felner's first 24-puzzle, relabelled for this crate's goal: 95 moves optimally.
    /// let board = Board::from_tiles(Shape::square(5)?, &[
    ///     12, 3, 9, 22, 1, 18, 24, 4, 14, 19, 21, 5, 15, 0, 10, 8, 13, 6, 2, 17, 7, 23, 16, 20, 11,
    /// ])?;
    /// let mut improving = solver.start_improving(&board)?;
    /// let first = solver.keep_improving(&mut improving, &mut |p| p.nodes < 1_000_000);
    /// let later = solver.keep_improving(&mut improving, &mut |p| p.nodes < 1_000_000);
    /// assert!(later.moves.len() <= first.moves.len() && later.lower_bound >= first.lower_bound);
    /// assert!(board.slide_all(&later.moves)?.is_goal());
    /// assert!(later.lower_bound as usize <= 95 && 95 <= later.moves.len());
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::Unsolvable`] for a board of the wrong parity, [`Error::NoSolver`] for a
    /// width or height above [`reduction::MAX_REDUCIBLE_SIDE`], and for a rectangle small
    /// enough to be proven optimal (use [`Solver::solve_within`]).
    pub fn start_improving(&mut self, board: &Board) -> Result<Improving, Error> {
        let shape = checked(board)?;
        let (seed, optimal) = match Strategy::of(shape) {
            Strategy::Exact => {
                let moves = self.astar(shape.width()).solve(board, u64::MAX)?.moves;
                return Ok(Improving {
                    improvement: anytime::Improvement::proven(board, moves),
                    guide: Guide::Estimate,
                });
            }
            Strategy::Search => {
                return Err(Error::NoSolver {
                    width: shape.width(),
                    height: shape.height(),
                })
            }
            Strategy::Fifteen | Strategy::Reduce => self.short_moves(board, BUDGET_INNER_4X4),
        };
        if optimal {
            return Ok(Improving {
                improvement: anytime::Improvement::proven(board, seed),
                guide: Guide::Estimate,
            });
        }
        let guide = self.guide(shape);
        let improvement = match guide {
            Guide::Fifteen => {
                anytime::Improvement::new(self.fifteen_tables(), board, seed, Plan::DEFAULT)
            }
            Guide::TwentyFour => {
                let pdb = self
                    .twenty_four
                    .as_ref()
                    .expect("the guide says it is there");
                anytime::Improvement::new(pdb, board, seed, Plan::DATABASE_5X5)
            }
            Guide::Estimate => {
                anytime::Improvement::new(&Estimator::new(shape), board, seed, Plan::DEFAULT)
            }
        };
        Ok(Improving { improvement, guide })
    }

    /// Goes on with `improving` while `control` says go on (as in [`Solver::solve_anytime`]),
    /// and answers with its best so far: never longer than an earlier call's answer, with a
    /// bound never lower. A 5×5 improvement begun before the pattern database was loaded goes
    /// on with the database once it is (the search it paused starts again; the answer and the
    /// bound are kept).
    pub fn keep_improving<C: FnMut(&Progress) -> bool>(
        &mut self,
        improving: &mut Improving,
        control: &mut C,
    ) -> Answer {
        let improvement = &mut improving.improvement;
        let board = improvement.board().clone();
        let answer = if improvement.done() {
            improvement.answer()
        } else {
            let guide = self.guide(board.shape());
            if guide != improving.guide {
                improvement.forget_search();
                improving.guide = guide;
            }
            let index = self.driver_index(board.shape());
            let driver = &mut self.drivers[index];
            match guide {
                Guide::Fifteen => {
                    let tables = self
                        .fifteen
                        .get_or_insert_with(|| heuristic::fifteen_puzzle(&mut |_| {}));
                    driver.resume(&*tables, improvement, control)
                }
                Guide::TwentyFour => {
                    let pdb = self
                        .twenty_four
                        .as_ref()
                        .expect("the guide says it is there");
                    driver.resume(pdb, improvement, control)
                }
                Guide::Estimate => {
                    driver.resume(&Estimator::new(board.shape()), improvement, control)
                }
            }
        };
        // The driver proves its bound with one heuristic; the solver may know a higher one.
        let lower_bound = answer
            .lower_bound
            .max(self.lower_bound(&board).unwrap_or(0));
        Answer {
            optimal: answer.optimal || lower_bound as usize == answer.moves.len(),
            lower_bound,
            moves: answer.moves,
        }
    }

    /// The heuristic the anytime driver uses on boards of `shape` (squares of 4 and up, and
    /// rectangles too large to prove) now.
    fn guide(&self, shape: Shape) -> Guide {
        match Tables::of(shape) {
            Tables::Fifteen => Guide::Fifteen,
            Tables::TwentyFour if self.twenty_four.is_some() => Guide::TwentyFour,
            _ => Guide::Estimate,
        }
    }

    /// A solution of `board` that always comes quickly, for when [`Solver::solve`] gives up:
    /// optimal where a small search proves it (2×2, 3×3, and 4×4 boards that need at most
    /// [`BUDGET_INSTANT_4X4`] nodes), otherwise built by reduction and not guaranteed optimal.
    /// [`Solution::optimal`] says which.
    ///
    /// ```
    /// use slide_puzzle::{Board, Shape, Solver};
    /// let mut solver = Solver::new();
    /// // One of the hardest 15-puzzle positions (80 moves), beyond the optimal search's budget.
    /// let hard = Board::from_tiles(Shape::square(4)?, &[0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 2, 5, 4, 8, 6, 1])?;
    /// let short = solver.solve_short(&hard)?;
    /// assert!(!short.optimal && short.moves.len() >= 80);
    /// assert!(hard.slide_all(&short.moves)?.is_goal());
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::Unsolvable`] for a board of the wrong parity, [`Error::NoSolver`] for a
    /// side above [`reduction::MAX_REDUCIBLE_SIDE`].
    pub fn solve_short(&mut self, board: &Board) -> Result<Solution, Error> {
        let shape = checked(board)?;
        let strategy = Strategy::of(shape);
        if strategy == Strategy::Exact {
            return self.astar(shape.width()).solve(board, u64::MAX);
        }
        let (moves, optimal) = self.short_moves(board, BUDGET_INSTANT_4X4);
        if strategy == Strategy::Fifteen && !optimal {
            return Ok(self.polish_4x4(board, moves));
        }
        Ok(Solution {
            moves,
            expanded: 0,
            generated: 0,
            optimal,
        })
    }

    /// `seed`, a solution of the 4×4 `board` by reduction, shortened by the [`anytime`] driver
    /// within [`BUDGET_POLISH_4X4`] nodes, with the databases if they are built and Manhattan
    /// distance plus linear conflict if not (it never builds them).
    fn polish_4x4(&mut self, board: &Board, seed: Vec<u8>) -> Solution {
        let plan = Plan {
            first_budget: BUDGET_POLISH_4X4 / 4,
            ..Plan::DEFAULT
        };
        let index = self.driver_index(board.shape());
        let driver = &mut self.drivers[index];
        let control = &mut |p: &Progress| p.nodes < BUDGET_POLISH_4X4;
        let answer = match &self.fifteen {
            Some(tables) => driver.improve(tables, board, seed, plan, control),
            None => driver.improve(&Estimator::new(board.shape()), board, seed, plan, control),
        };
        Solution {
            moves: answer.moves,
            expanded: answer.nodes,
            generated: 0,
            optimal: answer.optimal,
        }
    }

    /// The index in `drivers` of the anytime driver for `shape`, made on first use.
    fn driver_index(&mut self, shape: Shape) -> usize {
        self.drivers
            .iter()
            .position(|d| d.shape() == shape)
            .unwrap_or_else(|| {
                self.drivers.push(Driver::new(shape));
                self.drivers.len() - 1
            })
    }

    /// The tile to slide next on the solution [`Solver::solve`] gives, or `None` if `board` is
    /// solved.
    ///
    /// # Errors
    /// As [`Solver::solve`].
    pub fn hint(&mut self, board: &Board) -> Result<Option<u8>, Error> {
        Ok(self.solve(board)?.moves.first().copied())
    }

    fn astar(&mut self, side: usize) -> &mut AStar {
        let index = self.small.iter().position(|a| a.side() == side);
        let index = index.unwrap_or_else(|| {
            self.small.push(AStar::new(side));
            self.small.len() - 1
        });
        &mut self.small[index]
    }

    /// The 15-puzzle's databases, built now if they are not here.
    fn fifteen_tables(&mut self) -> &FifteenPuzzle {
        self.fifteen
            .get_or_insert_with(|| heuristic::fifteen_puzzle(&mut |_| {}))
    }
}

/// An improvement under way, from [`Solver::start_improving`]: the driver's state and the
/// heuristic its paused search was guided by.
#[derive(Debug, Clone)]
pub struct Improving {
    improvement: anytime::Improvement,
    guide: Guide,
}

impl Improving {
    /// The board being solved.
    pub fn board(&self) -> &Board {
        self.improvement.board()
    }
}

/// The heuristics the anytime driver is guided by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Guide {
    /// The 15-puzzle's pattern databases (4×4).
    Fifteen,
    /// The 24-puzzle's 5-5-5-5-4 pattern database (5×5, once built or loaded).
    TwentyFour,
    /// Manhattan distance plus linear conflict.
    Estimate,
}

/// The length of a move sequence as the `u32` that bounds and cutoffs are counted in.
#[expect(
    clippy::cast_possible_truncation,
    reason = "a path or solution on a board of at most 256 cells is far shorter than 2^32 moves"
)]
pub(crate) fn move_count<T>(moves: &[T]) -> u32 {
    moves.len() as u32
}

impl Answer {
    fn optimal(moves: Vec<u8>) -> Answer {
        Answer {
            lower_bound: move_count(&moves),
            optimal: true,
            moves,
        }
    }
}
