//! What the page asks about a shape or a board without a session (`isOptimal`, `provesAtOnce`,
//! `lowerBound`), and the older one-call answers, kept for one release: `hint`, `solve`,
//! `solveShort`, `solveWithin` and the `Improver`. They search with the same solver, but not
//! through a [`crate::search::Session`], which is how the page solves and what callers should
//! use (the wasm class `Session`, in `session.rs`).

use js_sys::{Function, Uint8Array};
use wasm_bindgen::prelude::*;

use super::args::{board_from_js, count_to_js, deadline_from_js, progress_from_js, shape_arg};
use super::{js_error, thrown, with_solver};
use crate::error::ErrorKind;
use crate::search::{self, Answer, Improving, Solution};

/// Solves `tiles` with the shared solver, passing progress reports to `on_progress`. What the
/// callback returns or throws is ignored: it is told, it does not steer.
fn solve_js(tiles: &JsValue, on_progress: &JsValue) -> Result<Solution, JsValue> {
    let board = board_from_js(tiles)?;
    let on_progress = progress_from_js(on_progress)?;
    let mut report = |nodes: u64| {
        if let Some(f) = &on_progress {
            let _ = f.call1(&JsValue::NULL, &count_to_js(nodes));
        }
    };
    with_solver(|solver| {
        solver
            .solve_reporting(&board, &mut report)
            .map_err(|e| js_error(&e))
    })
}

/// Older API, kept for one release: a hint is the first move of a `Session`'s answer.
///
/// The tile to slide next on the solution `solve` gives (optimal where `isOptimal` says so), or
/// `undefined` if the board is solved. `onProgress`, if given, is called as `solve` calls it.
///
/// # Errors
/// Throws if `tiles` is malformed or unsolvable, too hard for the solver's work budget, or
/// `onProgress` is given but not a function.
#[wasm_bindgen]
pub fn hint(
    #[wasm_bindgen(
        unchecked_param_type = "Uint8Array | number[] | {tiles: Uint8Array | number[], width: number}"
    )]
    tiles: &JsValue,
    #[wasm_bindgen(js_name = onProgress, unchecked_param_type = "((positions: number) => void) | undefined")]
    on_progress: &JsValue,
) -> Result<Option<u8>, JsValue> {
    Ok(solve_js(tiles, on_progress)?.moves.first().copied())
}

/// Older API, kept for one release: use a `Session`.
///
/// The tiles to slide, in order: an optimal solution for 2×2 to 4×4 and rectangles of at most
/// 16 cells, a short valid one for larger boards (see `isOptimal`).
///
/// `onProgress`, if given, is called with the number of positions examined so far about four
/// times a second during a long 4×4 search (every 4,194,304 positions), so that a worker can
/// show the page it is alive; what it returns or throws is ignored.
///
/// # Errors
/// Throws if `tiles` is malformed or unsolvable, too hard for the solver's work budget, or
/// `onProgress` is given but not a function.
#[wasm_bindgen]
pub fn solve(
    #[wasm_bindgen(
        unchecked_param_type = "Uint8Array | number[] | {tiles: Uint8Array | number[], width: number}"
    )]
    tiles: &JsValue,
    #[wasm_bindgen(js_name = onProgress, unchecked_param_type = "((positions: number) => void) | undefined")]
    on_progress: &JsValue,
) -> Result<Vec<u8>, JsValue> {
    Ok(solve_js(tiles, on_progress)?.moves)
}

/// Older API, kept for one release: a `Session`'s first run is the same short answer.
///
/// A solution that always comes quickly but is not guaranteed shortest: the fallback for a
/// 4×4 board on which `solve` gives up (its reduction places the first row and column, then
/// solves the 3×3 left optimally). For 2×2 and 3×3 it is `solve`'s own answer.
///
/// # Errors
/// Throws if `tiles` is malformed or unsolvable, or larger than 8×8.
#[wasm_bindgen(js_name = solveShort)]
pub fn solve_short(
    #[wasm_bindgen(
        unchecked_param_type = "Uint8Array | number[] | {tiles: Uint8Array | number[], width: number}"
    )]
    tiles: &JsValue,
) -> Result<Vec<u8>, JsValue> {
    let board = board_from_js(tiles)?;
    with_solver(|solver| {
        solver
            .solve_short(&board)
            .map(|solution| solution.moves)
            .map_err(|e| js_error(&e))
    })
}

/// Whether `solve` and `hint` give proven-optimal answers for boards of a shape,
/// `isOptimal({width, height})`: true for squares up to 4×4 and rectangles of at most 16 cells;
/// other boards get short solutions that are not guaranteed optimal. The shape is read as by
/// `shuffle` (a side alone still works).
///
/// # Errors
/// As `shuffle`.
#[wasm_bindgen(js_name = isOptimal)]
pub fn is_optimal(
    #[wasm_bindgen(unchecked_param_type = "Shape | number")] shape: &JsValue,
    height: Option<f64>,
) -> Result<bool, JsValue> {
    Ok(search::is_optimal(shape_arg(shape, height)?))
}

/// Whether a `Session`'s first run on a board of a shape, `provesAtOnce({width, height})`, is
/// its proven optimum: true for the shapes `isOptimal` of at most 12 cells (2×2 to 3×3, 3×4,
/// 2×6 and their turns), whose proofs take milliseconds; a page may ask about such boards
/// freely. The shape is read as by `shuffle`.
///
/// # Errors
/// As `shuffle`.
#[wasm_bindgen(js_name = provesAtOnce)]
pub fn proves_at_once(
    #[wasm_bindgen(unchecked_param_type = "Shape | number")] shape: &JsValue,
    height: Option<f64>,
) -> Result<bool, JsValue> {
    Ok(search::session::proves_at_once(shape_arg(shape, height)?))
}

/// An admissible estimate of the moves `tiles` needs (never more than the truth), from the
/// strongest heuristic at hand for its size: exact for 2×2 and 3×3, the pattern databases for
/// 4×4 and 5×5 once built, Manhattan distance plus linear conflict otherwise.
///
/// # Errors
/// Throws if `tiles` is malformed or unsolvable, or the solver is busy.
#[wasm_bindgen(js_name = lowerBound)]
pub fn lower_bound(
    #[wasm_bindgen(
        unchecked_param_type = "Uint8Array | number[] | {tiles: Uint8Array | number[], width: number}"
    )]
    tiles: &JsValue,
) -> Result<u32, JsValue> {
    let board = board_from_js(tiles)?;
    with_solver(|solver| solver.lower_bound(&board).map_err(|e| js_error(&e)))
}

/// Older API, kept for one release: use a `Session`, run in slices.
///
/// The best solution found within `ms` milliseconds, as
/// `{moves: Uint8Array, optimal: boolean, lowerBound: number}`: `optimal` is true only when the
/// search proved it shortest, and no solution is shorter than `lowerBound`. 2×2 and 3×3 are
/// always optimal; a 4×4 search that runs out of time answers with a short solution and the
/// bound it proved; 5×5 to 8×8 get the anytime solver's best answer (weighted search and path
/// shortening) with the bound it proved. `ms` may be `Infinity` (search until proven). A 4×4
/// search reads the clock about four times a second, so it may overrun `ms` by that much.
/// `onProgress`, if given, hears `(positions, lowerBound)` at most five times a second.
///
/// # Errors
/// Throws if `tiles` is malformed or unsolvable, `ms` is not a number of 0 or more,
/// `onProgress` is not a function, or the solver is busy.
#[wasm_bindgen(js_name = solveWithin, unchecked_return_type = "{moves: Uint8Array, optimal: boolean, lowerBound: number}")]
pub fn solve_within(
    #[wasm_bindgen(
        unchecked_param_type = "Uint8Array | number[] | {tiles: Uint8Array | number[], width: number}"
    )]
    tiles: &JsValue,
    ms: f64,
    #[wasm_bindgen(js_name = onProgress, unchecked_param_type = "((positions: number, lowerBound: number) => void) | undefined")]
    on_progress: &JsValue,
) -> Result<JsValue, JsValue> {
    let board = board_from_js(tiles)?;
    let deadline = deadline_from_js(ms)?;
    let mut control = Reporter::new(progress_from_js(on_progress)?, deadline);
    let answer = with_solver(|solver| {
        solver
            .solve_within(&board, &mut |nodes, bound| control.go_on(nodes, bound))
            .map_err(|e| js_error(&e))
    })?;
    answer_to_js(&answer)
}

/// The control of a search with a deadline: passes `(positions, lowerBound)` to the caller's
/// `onProgress` at most five times a second (larger boards check in every 32,768 nodes), and
/// says stop at the deadline. What the callback returns or throws is ignored.
struct Reporter {
    on_progress: Option<Function>,
    deadline: f64,
    last_report: f64,
}

impl Reporter {
    fn new(on_progress: Option<Function>, deadline: f64) -> Reporter {
        Reporter {
            on_progress,
            deadline,
            last_report: f64::NEG_INFINITY,
        }
    }

    fn go_on(&mut self, nodes: u64, bound: u32) -> bool {
        let now = js_sys::Date::now();
        if let Some(f) = self
            .on_progress
            .as_ref()
            .filter(|_| now - self.last_report >= 200.0)
        {
            self.last_report = now;
            let _ = f.call2(&JsValue::NULL, &count_to_js(nodes), &JsValue::from(bound));
        }
        now < self.deadline
    }
}

/// `{moves: Uint8Array, optimal: boolean, lowerBound: number}` for `answer`.
fn answer_to_js(answer: &Answer) -> Result<JsValue, JsValue> {
    let out = js_sys::Object::new();
    let set = |key: &str, value: &JsValue| js_sys::Reflect::set(&out, &key.into(), value);
    set("moves", &Uint8Array::from(answer.moves.as_slice()).into())
        .and_then(|_| set("optimal", &answer.optimal.into()))
        .and_then(|_| set("lowerBound", &answer.lower_bound.into()))
        .map_err(|_| thrown(ErrorKind::Internal, "could not build the answer object"))?;
    Ok(out.into())
}

/// Older API, kept for one release: a `Session` improves larger boards the same way, on every
/// shape.
///
/// A square board's answer improved over several calls, each going on where the last stopped:
/// `new Improver(tiles)`, then `improver.run(ms, onProgress?)` as often as wanted, each
/// answering `{moves, optimal, lowerBound}` like `solveWithin` with the best found over all the
/// runs so far. Answering after 3 s and again after 15 s costs 15 s of search: the second run
/// keeps the first's best path, bound, weights and paused search instead of starting over.
/// An answer is never longer, nor its bound lower, than an earlier run's.
#[wasm_bindgen]
pub struct Improver {
    improving: Improving,
}

#[wasm_bindgen]
impl Improver {
    /// Begins improving the answer for `tiles`: a square board from 2×2 to 8×8 (2×2 and 3×3
    /// are solved optimally at once; 4×4 builds the 15-puzzle's tables first if they are not
    /// built; 5×5 uses the 24-puzzle's database once `prepare(5)` or `importTables(5, …)` has
    /// brought it, even in a run after it arrives).
    ///
    /// # Errors
    /// Throws if `tiles` is malformed, unsolvable or not square, or the solver is busy.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(
            unchecked_param_type = "Uint8Array | number[] | {tiles: Uint8Array | number[], width: number}"
        )]
        tiles: &JsValue,
    ) -> Result<Improver, JsValue> {
        let board = board_from_js(tiles)?;
        if !board.shape().is_square() {
            return Err(thrown(
                ErrorKind::NoSolver,
                &format!(
                    "an Improver takes square boards, 2×2 to 8×8; for this {}×{} board use solveWithin",
                    board.width(),
                    board.height()
                ),
            ));
        }
        let improving =
            with_solver(|solver| solver.start_improving(&board).map_err(|e| js_error(&e)))?;
        Ok(Improver { improving })
    }

    /// Goes on improving for `ms` milliseconds (or until the answer is proven optimal) and
    /// answers with the best so far, as `{moves: Uint8Array, optimal: boolean, lowerBound:
    /// number}`. `onProgress`, if given, hears `(positions, lowerBound)` at most five times a
    /// second, `positions` counted over all the runs.
    ///
    /// # Errors
    /// Throws if `ms` is not a number of 0 or more, `onProgress` is not a function, or the
    /// solver is busy (an `onProgress` callback calling into the module); the improver keeps
    /// its state and works for the next call.
    #[wasm_bindgen(
        unchecked_return_type = "{moves: Uint8Array, optimal: boolean, lowerBound: number}"
    )]
    pub fn run(
        &mut self,
        ms: f64,
        #[wasm_bindgen(js_name = onProgress, unchecked_param_type = "((positions: number, lowerBound: number) => void) | undefined")]
        on_progress: &JsValue,
    ) -> Result<JsValue, JsValue> {
        let deadline = deadline_from_js(ms)?;
        let mut control = Reporter::new(progress_from_js(on_progress)?, deadline);
        let improving = &mut self.improving;
        let answer = with_solver(|solver| {
            Ok(solver.keep_improving(improving, &mut |p| control.go_on(p.nodes, p.lower_bound)))
        })?;
        answer_to_js(&answer)
    }
}
