//! The tables a shape's solving uses, for every shape through one match on [`Tables`]: which
//! tables they are, building them ([`Solver::prepare`]), whether they are here
//! ([`Solver::is_prepared`]), keeping them as bytes ([`Solver::tables_bytes`]) and loading those
//! back ([`Solver::load_tables`]), and how a page should get them ([`table_plan`]).
//!
//! | shape | tables | kept between visits |
//! |---|---|---|
//! | 2×2, 3×3 | A*'s visited table (built per solve; `prepare` allocates it) | no |
//! | 4×4 | three 6-6-3 pattern databases, mirrored lookups ([`heuristic::fifteen`]) | yes, built apart |
//! | 5×5 | the 5-5-5-5-4 pattern database ([`GROUPS_5X5`]) | yes, built apart |
//! | rectangles of 9 to 16 cells two across, 13 to 16 otherwise | two partitions' databases ([`rectangle::partitions`]) | yes |
//! | everything else | none: Manhattan distance and linear conflict, reduction | no |

use super::rectangle::{self, partitions, RectangleHeuristic};
use super::{pruning, Solver};
use crate::error::Error;
use crate::heuristic::pattern_db::rank::Ranking;
use crate::heuristic::pattern_db::GROUPS_5X5;
use crate::heuristic::{self, FifteenPuzzle, Max, PatternDb};
use crate::shape::Shape;

/// Which tables boards of a shape are solved with: the one place that decides it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Tables {
    /// 2×2 and 3×3: A*, whose visited table `prepare` allocates; nothing to keep.
    Exact,
    /// 4×4: the 15-puzzle's three 6-6-3 databases.
    Fifteen,
    /// 5×5: the 24-puzzle's 5-5-5-5-4 database.
    TwentyFour,
    /// A rectangle searched optimally with the databases of its two partitions.
    Rectangle,
    /// No tables: the other shapes.
    None,
}

impl Tables {
    /// The tables boards of `shape` are solved with.
    pub(super) fn of(shape: Shape) -> Tables {
        match (shape.width(), shape.height()) {
            (2, 2) | (3, 3) => Tables::Exact,
            (4, 4) => Tables::Fifteen,
            (5, 5) => Tables::TwentyFour,
            _ if !shape.is_square() && rectangle::needs_database(shape) => Tables::Rectangle,
            _ => Tables::None,
        }
    }
}

impl Solver {
    /// Builds the tables for boards of `shape` now rather than on the first solve, telling
    /// `progress` how far the build is (0 to 1): for 4×4 the 15-puzzle's pattern databases (a few
    /// seconds), for 5×5 the 24-puzzle's (tens of seconds), for 2×5 to 2×8, 3×5 and their turns
    /// the rectangle's pattern databases; other shapes need none. Tables already here are not
    /// built again.
    ///
    /// 4×4 also builds the duplicate-pruning automaton its search uses
    /// ([`pruning::MovePruning`], a fifth of a second in the wasm build), whether the tables are
    /// built or loaded later. Unlike the 15-puzzle's, the 24-puzzle's database is never built by
    /// a solve on its own: without it the solver answers at once with Manhattan distance plus
    /// linear conflict, so a caller builds it when it can afford to (the page, in a second
    /// worker) and hands it over with [`Solver::load_tables`].
    ///
    /// ```
    /// use slide_puzzle::{Shape, Solver};
    /// let mut solver = Solver::new();
    /// assert!(solver.is_prepared(Shape::square(3)?) && solver.is_prepared(Shape::square(6)?));
    /// assert!(!solver.is_prepared(Shape::square(4)?) && !solver.is_prepared(Shape::square(5)?));
    /// let mut shares = Vec::new();
    /// solver.prepare(Shape::new(2, 5)?, &mut |share| shares.push(share));
    /// assert_eq!(shares.last(), Some(&1.0));
    /// assert!(solver.is_prepared(Shape::new(2, 5)?));
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    pub fn prepare(&mut self, shape: Shape, progress: &mut dyn FnMut(f64)) {
        match Tables::of(shape) {
            Tables::Exact => {
                self.astar(shape.width());
            }
            Tables::Fifteen => {
                if self.fifteen.is_none() {
                    self.fifteen = Some(heuristic::fifteen_puzzle(progress));
                }
                warm_pruning_4x4();
            }
            Tables::TwentyFour if self.twenty_four.is_none() => {
                self.twenty_four = Some(PatternDb::build_reporting(shape, &GROUPS_5X5, progress));
            }
            Tables::Rectangle if self.rectangle_heuristic(shape).is_none() => {
                self.build_rectangle_heuristic(shape, progress);
            }
            Tables::TwentyFour | Tables::Rectangle | Tables::None => {}
        }
        progress(1.0);
    }

    /// Whether the tables for boards of `shape` are built or loaded, so a search starts at
    /// once (shapes without tables are always ready).
    ///
    /// ```
    /// use slide_puzzle::{Shape, Solver};
    /// let mut solver = Solver::new();
    /// assert!(solver.is_prepared(Shape::new(4, 3)?) && !solver.is_prepared(Shape::new(2, 5)?));
    /// solver.prepare(Shape::new(2, 5)?, &mut |_| {});
    /// assert!(solver.is_prepared(Shape::new(2, 5)?) && !solver.is_prepared(Shape::new(5, 2)?));
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    pub fn is_prepared(&self, shape: Shape) -> bool {
        match Tables::of(shape) {
            Tables::Fifteen => self.fifteen.is_some(),
            Tables::TwentyFour => self.twenty_four.is_some(),
            Tables::Rectangle => self.rectangle_heuristic(shape).is_some(),
            Tables::Exact | Tables::None => true,
        }
    }

    /// The built tables for boards of `shape` as bytes to keep, or `None` if that shape has
    /// none to keep or they are not built yet: the 15-puzzle's three databases, the 24-puzzle's
    /// one, or a rectangle's two one after the other, each with its format version, shape,
    /// partition and checksum ([`crate::heuristic::pattern_db`]). [`Solver::load_tables`]
    /// takes them back.
    pub fn tables_bytes(&self, shape: Shape) -> Option<Vec<u8>> {
        match Tables::of(shape) {
            Tables::Fifteen => self.fifteen.as_ref().map(FifteenPuzzle::to_bytes),
            Tables::TwentyFour => self.twenty_four.as_ref().map(PatternDb::to_bytes),
            Tables::Rectangle => {
                let Max { first, second } = self.rectangle_heuristic(shape)?;
                let mut bytes = first.to_bytes();
                bytes.extend(second.to_bytes());
                Some(bytes)
            }
            Tables::Exact | Tables::None => None,
        }
    }

    /// Loads tables kept from [`Solver::tables_bytes`] instead of building them (for 4×4,
    /// building the search's duplicate-pruning automaton too, as [`Solver::prepare`] does).
    ///
    /// ```
    /// use slide_puzzle::{Error, Shape, Solver};
    /// let (wide, tall) = (Shape::new(5, 2)?, Shape::new(2, 5)?);
    /// let mut built = Solver::new();
    /// built.prepare(wide, &mut |_| {});
    /// let bytes = built.tables_bytes(wide).unwrap();
    /// let mut solver = Solver::new();
    /// assert!(matches!(solver.load_tables(tall, &bytes), Err(Error::BadTables { .. })));
    /// assert!(matches!(solver.load_tables(Shape::square(4)?, &bytes), Err(Error::BadTables { .. })));
    /// assert_eq!(
    ///     solver.load_tables(Shape::square(3)?, &bytes),
    ///     Err(Error::NoTables { width: 3, height: 3 })
    /// );
    /// solver.load_tables(wide, &bytes)?;
    /// assert!(solver.is_prepared(wide) && !solver.is_prepared(tall));
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    ///
    /// # Errors
    /// [`Error::BadTables`] if the bytes are corrupt, from another version, or for another
    /// shape or other tile groups than this solver uses; [`Error::NoTables`] for a shape solved
    /// without tables (its kind is `NoSolver` for a square and `BadTables` for a rectangle, as
    /// the wasm API always said). The solver is then unchanged.
    pub fn load_tables(&mut self, shape: Shape, bytes: &[u8]) -> Result<(), Error> {
        let other_groups = Error::BadTables {
            reason: "they are for other tile groups than this solver uses",
        };
        match Tables::of(shape) {
            Tables::Fifteen => {
                self.fifteen = Some(FifteenPuzzle::from_bytes(bytes)?);
                warm_pruning_4x4();
            }
            Tables::TwentyFour => {
                let (db, rest) = PatternDb::from_bytes(bytes)?;
                if !rest.is_empty() || !db.is_for(shape, &GROUPS_5X5) {
                    return Err(other_groups);
                }
                self.twenty_four = Some(db);
            }
            Tables::Rectangle => {
                let (a, rest) = PatternDb::from_bytes(bytes)?;
                let (b, rest) = PatternDb::from_bytes(rest)?;
                if a.shape() != shape || b.shape() != shape {
                    return Err(Error::BadTables {
                        reason: "they are for another board shape",
                    });
                }
                let [first, second] = partitions(shape);
                if !rest.is_empty()
                    || a.groups() != first.as_slice()
                    || b.groups() != second.as_slice()
                {
                    return Err(other_groups);
                }
                self.set_rectangle_heuristic(shape, a, b);
            }
            Tables::Exact | Tables::None => {
                return Err(Error::NoTables {
                    width: shape.width(),
                    height: shape.height(),
                })
            }
        }
        Ok(())
    }

    /// Builds the databases of both [`partitions`] of `shape`, telling `progress` how far the
    /// pair is (0 to 1).
    #[expect(
        clippy::cast_precision_loss,
        reason = "table sizes as f64 for progress ratios: exact below 2^53"
    )]
    fn build_rectangle_heuristic(&mut self, shape: Shape, progress: &mut dyn FnMut(f64)) {
        let [first, second] = partitions(shape);
        let entries = |groups: &[Vec<u8>]| -> f64 {
            groups
                .iter()
                .map(|g| Ranking::new(shape.cells(), g.len()).len() as f64)
                .sum()
        };
        // Each database's share of the progress is its share of the table entries.
        let split = entries(&first) / (entries(&first) + entries(&second));
        let a = PatternDb::build_reporting(shape, &as_slices(&first), &mut |p| progress(p * split));
        let b = PatternDb::build_reporting(shape, &as_slices(&second), &mut |p| {
            progress(split + p * (1.0 - split));
        });
        self.set_rectangle_heuristic(shape, a, b);
    }

    /// The rectangle's pattern databases, if built or loaded.
    pub(super) fn rectangle_heuristic(&self, shape: Shape) -> Option<&RectangleHeuristic> {
        self.rectangles.iter().find(|h| h.first.shape() == shape)
    }

    /// Keeps the databases `a` and `b` of `shape`, replacing any it had.
    fn set_rectangle_heuristic(&mut self, shape: Shape, a: PatternDb, b: PatternDb) {
        self.rectangles.retain(|h| h.first.shape() != shape);
        self.rectangles.push(Max::new(a, b));
    }
}

/// How the tables boards of a shape are solved with reach a solver that runs in a page: see
/// [`table_plan`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TablePlan {
    /// Worth keeping between visits (large, or slow to build).
    pub kept: bool,
    /// Built apart from the solving (in a second worker) while answers are made without them.
    pub apart: bool,
    /// When tables built apart cannot be kept (no storage), whether the solving worker should
    /// build them itself all the same: the 15-puzzle's, which the hardest proofs need; not the
    /// 24-puzzle's, whose answers are good without them.
    pub here_if_not_kept: bool,
}

/// The tables boards of `shape` need, if any, and how a page should get them: the 15-puzzle's
/// and the 24-puzzle's are built apart and kept (a [`super::Session`] proves 4×4 boards with a
/// quick database meanwhile, and improves 5×5 answers with a weaker estimate); a rectangle's
/// databases are built before its first answer (in a fraction of a second) and kept.
///
/// ```
/// use slide_puzzle::search::{table_plan, TablePlan};
/// use slide_puzzle::Shape;
/// let plan = table_plan(Shape::square(4)?).unwrap();
/// assert!(plan.kept && plan.apart && plan.here_if_not_kept);
/// assert!(!table_plan(Shape::square(5)?).unwrap().here_if_not_kept);
/// assert!(!table_plan(Shape::new(2, 8)?).unwrap().apart);
/// assert_eq!(table_plan(Shape::square(3)?), None);
/// assert_eq!(table_plan(Shape::square(6)?), None);
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
pub fn table_plan(shape: Shape) -> Option<TablePlan> {
    let built_apart = |here_if_not_kept| TablePlan {
        kept: true,
        apart: true,
        here_if_not_kept,
    };
    match Tables::of(shape) {
        Tables::Fifteen => Some(built_apart(true)),
        Tables::TwentyFour => Some(built_apart(false)),
        Tables::Rectangle => Some(TablePlan {
            kept: true,
            apart: false,
            here_if_not_kept: true,
        }),
        Tables::Exact | Tables::None => None,
    }
}

/// Builds the 15-puzzle's duplicate-pruning automaton now, with its tables, rather than in the
/// first search. Called after the tables are built or loaded: its breadth-first search then
/// reuses memory the tables' build freed, where before them it left the wasm build's memory
/// 5 MiB larger (77.9 against 72.6 MiB after `prepare(4)`; wasm memory never shrinks).
fn warm_pruning_4x4() {
    pruning::MovePruning::for_shape(Shape::square(4).expect("a supported side"));
}

/// The groups of a partition as the slices [`PatternDb::build`] takes.
fn as_slices(groups: &[Vec<u8>]) -> Vec<&[u8]> {
    groups.iter().map(Vec::as_slice).collect()
}
