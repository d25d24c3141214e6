//! The JavaScript boundary: the only module that names `wasm_bindgen`.
//!
//! Every argument is checked here, once, and every failure becomes a JS `Error` whose `name` is
//! a stable kind ([`ErrorKind`]: `BadBoard`, `Unsolvable`, `Busy`, …) for code to branch on and
//! whose message says, for a person, what was wrong. Nothing here panics, so a bad call never traps the module: it keeps
//! working for the next call.

use std::cell::{OnceCell, RefCell};

use js_sys::{Array, Function, Uint8Array};
use wasm_bindgen::prelude::*;

use crate::board::{check_side, side_for_len, Board};
use crate::distances::Distances3;
use crate::error::{Error, ErrorKind};
use crate::moves::Dir;
use crate::search::{is_optimal_shape, Answer, Improving, Report, Session, Solution, Solver};
use crate::shape::Shape;
use crate::shuffle::{random_shaped, random_shaped_with_solved_rows, Rng};
use crate::solvability::{is_solvable, why_unsolvable};

mod learn;

thread_local! {
    /// One solver per module instance, so repeated hints reuse its tables.
    static SOLVER: RefCell<Solver> = RefCell::new(Solver::new());
    /// The exact 3×3 distances, built on the first deal at a chosen distance.
    static DISTANCES: OnceCell<Distances3> = const { OnceCell::new() };
}

/// A JS `Error` named for its kind, with `message`. (`JsError` cannot carry a name, so the
/// exported functions throw a `JsValue`.)
fn thrown(kind: ErrorKind, message: &str) -> JsValue {
    let error = js_sys::Error::new(message);
    error.set_name(kind.name());
    error.into()
}

fn js_error(err: &Error) -> JsValue {
    thrown(err.kind(), &err.to_string())
}

/// Runs `f` with the shared solver, or refuses with an error if the solver is already in use:
/// a callback (`onProgress`) that calls back into the module must get an error, not trap it.
fn with_solver<T>(f: impl FnOnce(&mut Solver) -> Result<T, JsValue>) -> Result<T, JsValue> {
    SOLVER.with(|cell| match cell.try_borrow_mut() {
        Ok(mut solver) => f(&mut solver),
        Err(_) => Err(thrown(
            ErrorKind::Busy,
            "the solver is busy: it cannot be called from inside one of its own onProgress callbacks",
        )),
    })
}

/// Reads a board: a `Uint8Array` or a plain array of whole numbers (a square board), or an
/// object `{tiles, width}` holding such an array laid out `width` to a row (any shape). The
/// length (and the width) are checked before any tile is read, so a huge or sparse array costs
/// nothing.
fn board_from_js(value: &JsValue) -> Result<Board, JsValue> {
    if value.is_instance_of::<Uint8Array>() || Array::is_array(value) {
        return tiles_from_js(value, side_for_len);
    }
    if !value.is_object() {
        return Err(not_a_board());
    }
    let field = |name: &str| {
        js_sys::Reflect::get(value, &JsValue::from_str(name)).map_err(|_| {
            thrown(
                ErrorKind::BadBoard,
                &format!("the board's `{name}` could not be read"),
            )
        })
    };
    let tiles = field("tiles")?;
    if !(tiles.is_instance_of::<Uint8Array>() || Array::is_array(&tiles)) {
        return Err(not_a_board());
    }
    let width = field("width")?;
    let width = width.as_f64().ok_or_else(|| {
        thrown(
            ErrorKind::BadShape,
            "the board's width must be a number: {tiles, width} lays the tiles out width to a row",
        )
    })?;
    let width = whole_number(width, "the width", ErrorKind::BadShape)? as usize;
    tiles_from_js(&tiles, |len| Shape::for_len(len, width).map(Shape::width))
}

fn not_a_board() -> JsValue {
    thrown(
        ErrorKind::BadBoard,
        "expected the board as a Uint8Array (or an array) of tile numbers, row-major, 0 for the \
         blank, or as {tiles, width} for a board of any width × height",
    )
}

/// Reads the tiles of a `Uint8Array` or an array, once `width_for(len)` has accepted their
/// number and said the board's width.
fn tiles_from_js(
    tiles: &JsValue,
    width_for: impl Fn(usize) -> Result<usize, Error>,
) -> Result<Board, JsValue> {
    if let Some(bytes) = tiles.dyn_ref::<Uint8Array>() {
        let width = width_for(bytes.length() as usize).map_err(|e| js_error(&e))?;
        return Board::from_tiles_shaped(&bytes.to_vec(), width).map_err(|e| js_error(&e));
    }
    let Some(array) = tiles.dyn_ref::<Array>() else {
        return Err(not_a_board());
    };
    let len = array.length();
    let width = width_for(len as usize).map_err(|e| js_error(&e))?;
    let mut values = Vec::with_capacity(len as usize);
    for index in 0..len {
        match array.get(index).as_f64().and_then(as_whole_u32) {
            Some(n) => values.push(n),
            None => {
                return Err(thrown(
                    ErrorKind::BadBoard,
                    &format!("tile at index {index} is not a whole number from 0 up"),
                ))
            }
        }
    }
    Board::from_values_shaped(values.into_iter(), len as usize, width).map_err(|e| js_error(&e))
}

/// `value` as a `u32` if it is a whole number from 0 to `u32::MAX`, else `None`.
#[expect(
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    reason = "checked first to be whole and in 0..=u32::MAX, so the cast is exact"
)]
fn as_whole_u32(value: f64) -> Option<u32> {
    (value.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(&value)).then_some(value as u32)
}

/// A count of positions as a JS number.
#[expect(
    clippy::cast_precision_loss,
    reason = "exact below 2^53, more positions than any search visits"
)]
fn count_to_js(count: u64) -> JsValue {
    JsValue::from_f64(count as f64)
}

/// Reads a whole number in `0..=u32::MAX` from a JS number; anything else is an error of `kind`.
fn whole_number(value: f64, what: &str, kind: ErrorKind) -> Result<u32, JsValue> {
    as_whole_u32(value)
        .ok_or_else(|| thrown(kind, &format!("{what} must be a whole number, not {value}")))
}

/// Reads a board side: a whole number in the supported range.
fn side_from_js(side: f64) -> Result<usize, JsValue> {
    let side = whole_number(side, "the side", ErrorKind::BadSide)? as usize;
    check_side(side).map_err(|e| js_error(&e))
}

/// Reads a board shape from `(side)` (square) or `(width, height)`: whole numbers from 2 to 16.
/// A bad side alone is a `BadSide`, as it always was; a bad width or height is a `BadShape`.
fn shape_from_js(width: f64, height: Option<f64>) -> Result<Shape, JsValue> {
    let Some(height) = height else {
        return Shape::square(side_from_js(width)?).map_err(|e| js_error(&e));
    };
    let width = whole_number(width, "the width", ErrorKind::BadShape)? as usize;
    let height = whole_number(height, "the height", ErrorKind::BadShape)? as usize;
    Shape::new(width, height).map_err(|e| js_error(&e))
}

/// A uniformly random solvable board that is not the goal: `shuffle(side)` a square one,
/// `shuffle(width, height)` one of `width × height` (row-major, `width` to a row).
///
/// # Errors
/// Throws `BadSide` if `side` is not a whole number from 2 to 16, `BadShape` if `width` or
/// `height` is not.
#[wasm_bindgen]
pub fn shuffle(width: f64, height: Option<f64>) -> Result<Vec<u8>, JsValue> {
    let shape = shape_from_js(width, height)?;
    let mut rng = Rng::from_entropy().map_err(|e| js_error(&e))?;
    let board = random_shaped(shape, &mut rng).map_err(|e| js_error(&e))?;
    Ok(board.tiles().to_vec())
}

/// The solved board: `goal(side)` square, `goal(width, height)` of `width × height`.
///
/// # Errors
/// As `shuffle`.
#[wasm_bindgen]
pub fn goal(width: f64, height: Option<f64>) -> Result<Vec<u8>, JsValue> {
    let shape = shape_from_js(width, height)?;
    Ok(Board::goal_of(shape).tiles().to_vec())
}

/// Whether the board can be slid to the goal.
///
/// # Errors
/// Throws if `tiles` is not a well-formed board.
#[wasm_bindgen(js_name = isSolvable)]
pub fn is_solvable_js(
    #[wasm_bindgen(
        unchecked_param_type = "Uint8Array | number[] | {tiles: Uint8Array | number[], width: number}"
    )]
    tiles: &JsValue,
) -> Result<bool, JsValue> {
    Ok(is_solvable(&board_from_js(tiles)?))
}

/// The board after sliding `tile` into the blank.
///
/// # Errors
/// Throws if `tiles` is not a well-formed board or `tile` is not beside the blank.
#[wasm_bindgen(js_name = applyMove)]
pub fn apply_move(
    #[wasm_bindgen(
        unchecked_param_type = "Uint8Array | number[] | {tiles: Uint8Array | number[], width: number}"
    )]
    tiles: &JsValue,
    tile: f64,
) -> Result<Vec<u8>, JsValue> {
    let board = board_from_js(tiles)?;
    let tile = whole_number(tile, "the tile", ErrorKind::IllegalMove)?;
    let next = board.slide(tile).map_err(|e| js_error(&e))?;
    Ok(next.tiles().to_vec())
}

/// Every board along `directions` (the way each tile travels, `"up"`, `"right"`, `"down"` or
/// `"left"`) from `tiles`, as one `Uint8Array` of `(n + 1) × cells` bytes: the start, then
/// the board after each move. One call checks a whole replay.
///
/// # Errors
/// Throws `BadBoard` if `tiles` is malformed, `BadArgument` if `directions` is not an array,
/// `BadDirection` for a name that is not a direction, and `IllegalMove` (naming the move, from 1)
/// for a direction no tile can slide in.
#[wasm_bindgen(js_name = playDirections)]
pub fn play_directions(
    #[wasm_bindgen(
        unchecked_param_type = "Uint8Array | number[] | {tiles: Uint8Array | number[], width: number}"
    )]
    tiles: &JsValue,
    #[wasm_bindgen(unchecked_param_type = "string[]")] directions: &JsValue,
) -> Result<Vec<u8>, JsValue> {
    let mut board = board_from_js(tiles)?;
    let Some(directions) = directions.dyn_ref::<Array>() else {
        return Err(thrown(
            ErrorKind::BadArgument,
            "the directions must be an array of \"up\", \"right\", \"down\" or \"left\"",
        ));
    };
    let mut out = board.tiles().to_vec();
    for (i, name) in directions.iter().enumerate() {
        let dir = name
            .as_string()
            .ok_or_else(|| Error::UnknownDirection {
                name: format!("move {}", i + 1),
            })
            .and_then(|name| Dir::parse(&name))
            .map_err(|e| js_error(&e))?;
        let Some(tile) = board.tile_moving(dir) else {
            return Err(thrown(
                ErrorKind::IllegalMove,
                &format!(
                    "move {} is illegal: no tile can slide {}",
                    i + 1,
                    dir.name()
                ),
            ));
        };
        board = board.slide(u32::from(tile)).map_err(|e| js_error(&e))?;
        out.extend_from_slice(board.tiles());
    }
    Ok(out)
}

/// The way each tile of `path` (tiles to slide, in order, from `tiles`) travels, as direction
/// names: what a replay records of a solution.
///
/// # Errors
/// Throws `BadBoard` if `tiles` is malformed, and `IllegalMove` (naming the move, from 1) for a
/// tile that cannot slide when its turn comes.
#[wasm_bindgen(js_name = directionsOf)]
pub fn directions_of(
    #[wasm_bindgen(
        unchecked_param_type = "Uint8Array | number[] | {tiles: Uint8Array | number[], width: number}"
    )]
    tiles: &JsValue,
    path: &[u8],
) -> Result<Vec<String>, JsValue> {
    let mut board = board_from_js(tiles)?;
    let mut names = Vec::with_capacity(path.len());
    for (i, &tile) in path.iter().enumerate() {
        let Some(dir) = board.direction_of(tile) else {
            return Err(thrown(
                ErrorKind::IllegalMove,
                &format!(
                    "move {} is illegal: tile {tile} is not beside the blank",
                    i + 1
                ),
            ));
        };
        names.push(dir.name().to_owned());
        board = board.slide(u32::from(tile)).map_err(|e| js_error(&e))?;
    }
    Ok(names)
}

/// The tile that would slide in `direction` (`"up"`, `"right"`, `"down"` or `"left"`: the way
/// the tile travels), or `undefined` if no tile can move that way.
///
/// # Errors
/// Throws if `tiles` is not a well-formed board or `direction` is not one of the four names.
#[wasm_bindgen(js_name = movableTile)]
pub fn movable_tile(
    #[wasm_bindgen(
        unchecked_param_type = "Uint8Array | number[] | {tiles: Uint8Array | number[], width: number}"
    )]
    tiles: &JsValue,
    #[wasm_bindgen(unchecked_param_type = "\"up\" | \"right\" | \"down\" | \"left\"")]
    direction: &JsValue,
) -> Result<Option<u8>, JsValue> {
    let board = board_from_js(tiles)?;
    let name = direction.as_string().ok_or_else(|| {
        thrown(
            ErrorKind::BadDirection,
            "the direction must be a string: \"up\", \"right\", \"down\" or \"left\"",
        )
    })?;
    let dir = Dir::parse(&name).map_err(|e| js_error(&e))?;
    Ok(board.tile_moving(dir))
}

/// Reads the optional progress callback of `solve` and `hint`: `undefined`, `null` or a function.
fn progress_from_js(on_progress: &JsValue) -> Result<Option<Function>, JsValue> {
    if on_progress.is_undefined() || on_progress.is_null() {
        return Ok(None);
    }
    on_progress.dyn_ref::<Function>().cloned().map(Some).ok_or_else(|| {
        thrown(ErrorKind::BadArgument, "onProgress must be a function (called with the positions examined so far) or left out")
    })
}

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

/// Whether `solve` and `hint` give proven-optimal answers for boards of side `side`
/// (`isOptimal(side)`: true for 2×2 to 4×4) or of `width × height` (`isOptimal(width, height)`:
/// true for squares up to 4×4 and rectangles of at most 16 cells); other boards get short
/// solutions that are not guaranteed optimal.
///
/// # Errors
/// As `shuffle`.
#[wasm_bindgen(js_name = isOptimal)]
pub fn is_optimal(width: f64, height: Option<f64>) -> Result<bool, JsValue> {
    Ok(is_optimal_shape(shape_from_js(width, height)?))
}

/// Builds the solver's tables now, so that the first hint is quick: `prepare(side)` for a
/// square, `prepare(width, onProgress, height)` for a rectangle. 4×4: two pairs of pattern
/// databases (several seconds, built by the first 4×4 search otherwise); 5×5: the 24-puzzle's
/// database (tens of seconds, never built otherwise: 5×5 answers use Manhattan distance plus
/// linear conflict until it is built or imported); 2×5 to 2×8, 3×5 and their turns: the
/// shape's pattern databases (built by its first solve otherwise); other shapes have none and
/// return at once. `onProgress`, if given, hears the share done (0 to 1) as the build goes.
/// Returns the milliseconds it took.
///
/// # Errors
/// Throws `BadSide` if a side alone is not a whole number from 2 to 16, `BadShape` if a width
/// or height is not, `BadArgument` if `onProgress` is not a function, or if the solver is busy.
#[wasm_bindgen]
pub fn prepare(
    width: f64,
    #[wasm_bindgen(js_name = onProgress, unchecked_param_type = "((share: number) => void) | undefined")]
    on_progress: &JsValue,
    height: Option<f64>,
) -> Result<f64, JsValue> {
    let shape = shape_from_js(width, height)?;
    let on_progress = progress_from_js(on_progress)?;
    let start = js_sys::Date::now();
    let mut report = |share: f64| {
        if let Some(f) = &on_progress {
            let _ = f.call1(&JsValue::NULL, &JsValue::from_f64(share));
        }
    };
    with_solver(|solver| {
        solver.prepare_shape(shape, &mut report);
        Ok(())
    })?;
    Ok(js_sys::Date::now() - start)
}

/// Whether the tables for `tablesReady(side)` or `tablesReady(width, height)` are built (or
/// loaded), so a search starts at once; `true` for shapes without tables.
///
/// # Errors
/// As `shuffle`, or if the solver is busy.
#[wasm_bindgen(js_name = tablesReady)]
pub fn tables_ready(width: f64, height: Option<f64>) -> Result<bool, JsValue> {
    let shape = shape_from_js(width, height)?;
    with_solver(|solver| Ok(solver.is_prepared_shape(shape)))
}

/// The built tables for `exportTables(side)` or `exportTables(width, height)` as bytes to keep
/// (the page stores them in `IndexedDB`), with a format version, the board's shape and a
/// checksum inside; `undefined` if that shape has no tables or they are not built yet.
///
/// # Errors
/// As `shuffle`, or if the solver is busy.
#[wasm_bindgen(js_name = exportTables)]
pub fn export_tables(width: f64, height: Option<f64>) -> Result<Option<Vec<u8>>, JsValue> {
    let shape = shape_from_js(width, height)?;
    with_solver(|solver| Ok(solver.shape_tables_bytes(shape)))
}

/// Loads tables kept from `exportTables` instead of building them: `importTables(side, bytes)`
/// or `importTables(width, bytes, height)`.
///
/// # Errors
/// As `shuffle`; `BadTables` if the bytes are not a `Uint8Array`, are corrupt (checksum), from
/// another version, for another shape or other tile groups; `NoSolver` for a square side without
/// tables, `BadTables` for a rectangle without. The solver is then unchanged and builds its
/// tables as usual.
#[wasm_bindgen(js_name = importTables)]
pub fn import_tables(width: f64, bytes: &JsValue, height: Option<f64>) -> Result<(), JsValue> {
    let shape = shape_from_js(width, height)?;
    let bytes = bytes
        .dyn_ref::<Uint8Array>()
        .ok_or_else(|| {
            thrown(
                ErrorKind::BadTables,
                "the tables must be a Uint8Array from exportTables",
            )
        })?
        .to_vec();
    with_solver(|solver| {
        solver
            .load_shape_tables(shape, &bytes)
            .map_err(|e| js_error(&e))
    })
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

/// The deadline (`Date.now()` milliseconds) `ms` milliseconds from now, or an error if `ms` is
/// not a number of 0 or more.
fn deadline_from_js(ms: f64) -> Result<f64, JsValue> {
    if ms.is_nan() || ms < 0.0 {
        return Err(thrown(
            ErrorKind::BadArgument,
            &format!("the time limit must be a number of milliseconds, 0 or more (Infinity for no limit), not {ms}"),
        ));
    }
    Ok(js_sys::Date::now() + ms)
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

/// One board being solved, for every shape: `new Session(tiles)`, then `session.run(ms)` as
/// often as wanted, each searching about `ms` milliseconds more from where the last stopped
/// and answering
/// `{moves: Uint8Array, lowerBound, optimal, done, ready, positions, spentMs}`: the best
/// solution so far (never longer than an earlier run's), a length no solution can beat (never
/// lower), whether `moves` is proven shortest, whether further runs can do no more, and whether
/// the answer is worth showing yet (on 5×5 and larger boards, after 3 s of search).
///
/// 2×2 and 3×3 are done in the first run; 4×4 and rectangles of at most 16 cells get a short
/// answer in the first run and are proven by the next ones (4×4 with the three 6-6-3 databases
/// once `prepare(4)` or `importTables(4, …)` brought them, with a quick database built in a
/// second until then, keeping the bound proven when the tables arrive); larger boards improve
/// for 15 s. A worker runs a session in slices of tens of milliseconds and reads its messages
/// between them, so a new board or a Stop ends a session at once.
///
/// ```js
/// const session = new Session({ tiles: Uint8Array.from(board), width: 4 });
/// let report = session.run(0);             // a short answer at once
/// while (!report.done) report = session.run(50); // then the proof, 50 ms at a time
/// session.close();                          // or free(): its memory goes back
/// ```
///
/// A call into the module from inside `run` (which has no callback, but a debugger or a
/// re-entered worker might) throws `Busy`; `run` after `close()` throws `SessionClosed`; after
/// `free()`, wasm-bindgen's own `Error` ("null pointer passed to rust"). None traps.
#[wasm_bindgen(js_name = Session)]
pub struct SolvingSession {
    session: RefCell<Option<Session>>,
}

#[wasm_bindgen(js_class = Session)]
impl SolvingSession {
    /// A session for `tiles`: any board from 2×2 to 8×8, square or not, `{tiles, width}` for
    /// a rectangle.
    ///
    /// # Errors
    /// Throws if `tiles` is malformed (`BadBoard`, `BadShape`), unsolvable (`Unsolvable`),
    /// larger than any solver here takes (`NoSolver`), or the solver is busy (`Busy`).
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(
            unchecked_param_type = "Uint8Array | number[] | {tiles: Uint8Array | number[], width: number}"
        )]
        tiles: &JsValue,
    ) -> Result<SolvingSession, JsValue> {
        let board = board_from_js(tiles)?;
        let session = with_solver(|solver| Session::new(solver, &board).map_err(|e| js_error(&e)))?;
        Ok(SolvingSession {
            session: RefCell::new(Some(session)),
        })
    }

    /// Searches about `ms` milliseconds more (0 is allowed: the first run still makes an
    /// answer, a later one searches a few thousand positions), then answers with the best so far.
    ///
    /// # Errors
    /// Throws `BadArgument` if `ms` is not a number of 0 or more (`Infinity` is not allowed:
    /// a session runs in slices), `Busy` if called while the module is in use,
    /// `SessionClosed` after `close()`.
    #[wasm_bindgen(
        unchecked_return_type = "{moves: Uint8Array, lowerBound: number, optimal: boolean, done: boolean, ready: boolean, positions: number, spentMs: number}"
    )]
    pub fn run(&self, ms: f64) -> Result<JsValue, JsValue> {
        if !ms.is_finite() || ms < 0.0 {
            return Err(thrown(
                ErrorKind::BadArgument,
                &format!("a session runs for a finite number of milliseconds, 0 or more, not {ms}"),
            ));
        }
        let mut cell = self.session.try_borrow_mut().map_err(|_| busy())?;
        let session = cell.as_mut().ok_or_else(closed)?;
        let mut clock = js_sys::Date::now;
        let report = with_solver(|solver| Ok(session.run(solver, ms, &mut clock)))?;
        report_to_js(&report)
    }

    /// The best answer so far, as `run` answers, without searching.
    ///
    /// # Errors
    /// As `run`, but for `ms`.
    #[wasm_bindgen(
        unchecked_return_type = "{moves: Uint8Array, lowerBound: number, optimal: boolean, done: boolean, ready: boolean, positions: number, spentMs: number}"
    )]
    pub fn report(&self) -> Result<JsValue, JsValue> {
        let cell = self.session.try_borrow().map_err(|_| busy())?;
        report_to_js(&cell.as_ref().ok_or_else(closed)?.report())
    }

    /// Ends the session and gives its memory back; later calls throw `SessionClosed`. Closing
    /// twice is harmless.
    ///
    /// # Errors
    /// Throws `Busy` if called while the session runs.
    pub fn close(&self) -> Result<(), JsValue> {
        self.session.try_borrow_mut().map_err(|_| busy())?.take();
        Ok(())
    }
}

fn busy() -> JsValue {
    thrown(
        ErrorKind::Busy,
        "the session is busy: it cannot be used from inside its own run",
    )
}

fn closed() -> JsValue {
    thrown(
        ErrorKind::SessionClosed,
        "this session was closed: start a new Session for the board",
    )
}

/// `run`'s answer object for `report`.
fn report_to_js(report: &Report) -> Result<JsValue, JsValue> {
    let out = js_sys::Object::new();
    let set = |key: &str, value: &JsValue| js_sys::Reflect::set(&out, &key.into(), value);
    set("moves", &Uint8Array::from(report.moves.as_slice()).into())
        .and_then(|_| set("lowerBound", &report.lower_bound.into()))
        .and_then(|_| set("optimal", &report.optimal.into()))
        .and_then(|_| set("done", &report.done.into()))
        .and_then(|_| set("ready", &report.ready.into()))
        .and_then(|_| set("positions", &count_to_js(report.nodes)))
        .and_then(|_| set("spentMs", &report.spent_ms.into()))
        .map_err(|_| thrown(ErrorKind::Internal, "could not build the answer object"))?;
    Ok(out.into())
}

/// The tables boards of `width` × `height` (a square of side `width` when the height is left
/// out) are solved with, and how the page gets them, as `{kept, apart, hereIfNotKept}`, or `undefined` for
/// shapes solved without tables. `kept`: worth keeping between visits (`IndexedDB`), being
/// large or slow to build. `apart`: built by a second worker while the solving worker answers
/// without them (4×4: its sessions prove with a quick database meanwhile; 5×5: answers with a
/// weaker estimate), rather than by the solving worker before its first answer.
/// `hereIfNotKept`: tables built apart that cannot be kept (no storage) are built by the solving
/// worker all the same (4×4, whose hardest proofs need them; not 5×5).
///
/// # Errors
/// Throws `BadSide` or `BadShape` for an unsupported shape.
#[wasm_bindgen(js_name = tablePlan, unchecked_return_type = "{kept: boolean, apart: boolean, hereIfNotKept: boolean} | undefined")]
pub fn table_plan(width: f64, height: Option<f64>) -> Result<JsValue, JsValue> {
    let shape = shape_from_js(width, height)?;
    let Some(plan) = crate::search::table_plan(shape) else {
        return Ok(JsValue::UNDEFINED);
    };
    let out = js_sys::Object::new();
    let set = |key: &str, value: bool| js_sys::Reflect::set(&out, &key.into(), &value.into());
    set("kept", plan.kept)
        .and_then(|_| set("apart", plan.apart))
        .and_then(|_| set("hereIfNotKept", plan.here_if_not_kept))
        .map_err(|_| thrown(ErrorKind::Internal, "could not build the plan object"))?;
    Ok(out.into())
}

/// A 3×3 board exactly `distance` optimal moves from the goal (1 to 31), uniformly among all
/// boards at that distance.
///
/// # Errors
/// Throws if `distance` is not a whole number from 1 to 31.
#[wasm_bindgen(js_name = dealAtDistance)]
pub fn deal_at_distance(distance: f64) -> Result<Vec<u8>, JsValue> {
    let distance = whole_number(distance, "the distance", ErrorKind::BadDistance)?;
    let distance = u8::try_from(distance).unwrap_or(u8::MAX);
    let mut rng = Rng::from_entropy().map_err(|e| js_error(&e))?;
    DISTANCES.with(|cell| {
        cell.get_or_init(Distances3::build)
            .random_at(distance, &mut rng)
            .map(|board| board.tiles().to_vec())
            .map_err(|e| js_error(&e))
    })
}

/// A uniformly random solvable board of side `side` (or `width × height`, with the height
/// third) whose first `rows` rows are already in place (never the goal): 4×4 "easy" keeps two
/// rows, "medium" one, "hard" none.
///
/// # Errors
/// Throws if the side or shape is unsupported (as `shuffle`) or `rows` is not a whole number up
/// to the height − 2.
#[wasm_bindgen(js_name = dealWithSolvedRows)]
pub fn deal_with_solved_rows(
    width: f64,
    rows: f64,
    height: Option<f64>,
) -> Result<Vec<u8>, JsValue> {
    let shape = shape_from_js(width, height)?;
    let rows = whole_number(rows, "the number of rows", ErrorKind::BadRows)? as usize;
    let mut rng = Rng::from_entropy().map_err(|e| js_error(&e))?;
    random_shaped_with_solved_rows(shape, rows, &mut rng)
        .map(|board| board.tiles().to_vec())
        .map_err(|e| js_error(&e))
}

/// Why the board cannot be solved, in words for the player (which parity rule it breaks), or
/// `undefined` if it can be.
///
/// # Errors
/// Throws if `tiles` is not a well-formed board.
#[wasm_bindgen(js_name = whyUnsolvable)]
pub fn why_unsolvable_js(
    #[wasm_bindgen(
        unchecked_param_type = "Uint8Array | number[] | {tiles: Uint8Array | number[], width: number}"
    )]
    tiles: &JsValue,
) -> Result<Option<String>, JsValue> {
    Ok(why_unsolvable(&board_from_js(tiles)?))
}

/// The Inside panel's figures (`explain`, `race`, `searchFigures`), computed by the solver's
/// own code ([`crate::inside`]) and handed over as plain objects.
mod inside_panel {
    use std::cell::RefCell;

    use js_sys::{Array, Object, Reflect};
    use wasm_bindgen::prelude::*;

    use super::{board_from_js, count_to_js, js_error, thrown, whole_number, with_solver};
    use crate::error::ErrorKind;
    use crate::inside::{Algorithm, Axis, Inside, Lap, SearchFigures};

    thread_local! {
        /// The tables the panel reads beyond the solver's own, built on first use.
        static INSIDE: RefCell<Inside> = RefCell::new(Inside::new());
    }

    /// A plain object with these properties; `undefined` values are left out.
    fn object(entries: &[(&str, JsValue)]) -> Result<JsValue, JsValue> {
        let out = Object::new();
        for (key, value) in entries {
            if !value.is_undefined() {
                Reflect::set(&out, &JsValue::from_str(key), value).map_err(|_| {
                    thrown(ErrorKind::Internal, "could not build the answer object")
                })?;
            }
        }
        Ok(out.into())
    }

    /// `undefined` for `None`.
    fn maybe<T: Into<JsValue>>(value: Option<T>) -> JsValue {
        value.map_or(JsValue::UNDEFINED, Into::into)
    }

    /// Milliseconds from `performance.now()` where the global scope has it (pages and
    /// workers), else from `Date.now()`.
    fn now_ms() -> f64 {
        let performance = Reflect::get(&js_sys::global(), &JsValue::from_str("performance"));
        performance
            .ok()
            .and_then(|p| {
                let now = Reflect::get(&p, &JsValue::from_str("now")).ok()?;
                now.dyn_ref::<js_sys::Function>()?.call0(&p).ok()?.as_f64()
            })
            .unwrap_or_else(js_sys::Date::now)
    }

    /// Runs `f` with the panel's tables and the solver's 15-puzzle databases if built.
    fn with_inside<T>(
        f: impl FnOnce(&mut Inside, Option<&crate::heuristic::FifteenPuzzle>) -> Result<T, JsValue>,
    ) -> Result<T, JsValue> {
        with_solver(|solver| {
            INSIDE.with(|cell| match cell.try_borrow_mut() {
                Ok(mut inside) => f(&mut inside, solver.fifteen_puzzle()),
                Err(_) => Err(thrown(
                    ErrorKind::Busy,
                    "the Inside panel's tables are busy",
                )),
            })
        })
    }

    /// Everything the Inside panel shows about a board, as
    /// `{side, manhattan, conflicts, estimates, trueDistance, parity}`: `manhattan[cell]` is the
    /// Manhattan distance of the tile on that cell (0 for the blank); `conflicts` lists the lines
    /// holding tiles in linear conflict, `{axis: "row" | "column", index, pairs: [[a, b], …],
    /// penalty}`; `estimates` is `{manhattan, linearConflict, manhattanLinearConflict,
    /// walkingDistance?, patternDatabase?}` (walking distance for 2×2 to 4×4; the database for
    /// 3×3, and for 4×4 once its tables are built; neither for an unsolvable board);
    /// `trueDistance` is there for solvable 2×2 and 3×3 boards; `parity` is `{solvable,
    /// inversions, blankRowFromBottom?, whyUnsolvable?}` (the blank's row on even sides only).
    ///
    /// # Errors
    /// Throws if `tiles` is not a well-formed board, or the solver is busy.
    #[wasm_bindgen(
        unchecked_return_type = "{side: number, width: number, height: number, manhattan: number[], conflicts: {axis: \"row\" | \"column\", index: number, pairs: [number, number][], penalty: number}[], estimates: {manhattan: number, linearConflict: number, manhattanLinearConflict: number, walkingDistance?: number, patternDatabase?: number}, trueDistance?: number, parity: {solvable: boolean, inversions: number, blankRowFromBottom?: number, whyUnsolvable?: string}}"
    )]
    pub fn explain(
        #[wasm_bindgen(
            unchecked_param_type = "Uint8Array | number[] | {tiles: Uint8Array | number[], width: number}"
        )]
        tiles: &JsValue,
    ) -> Result<JsValue, JsValue> {
        let board = board_from_js(tiles)?;
        let e = with_inside(|inside, fifteen| Ok(inside.explain(&board, fifteen)))?;
        let manhattan: Array = e.manhattan.iter().map(|&d| JsValue::from(d)).collect();
        let conflicts = Array::new();
        for line in &e.conflicts {
            let pairs: Array = line
                .pairs
                .iter()
                .map(|&(a, b)| Array::of2(&a.into(), &b.into()))
                .collect();
            let axis = match line.axis {
                Axis::Row => "row",
                Axis::Column => "column",
            };
            conflicts.push(&object(&[
                ("axis", axis.into()),
                ("index", line.index.into()),
                ("pairs", pairs.into()),
                ("penalty", line.penalty.into()),
            ])?);
        }
        let est = &e.estimates;
        let estimates = object(&[
            ("manhattan", est.manhattan.into()),
            ("linearConflict", est.linear_conflict.into()),
            (
                "manhattanLinearConflict",
                est.manhattan_linear_conflict().into(),
            ),
            ("walkingDistance", maybe(est.walking_distance)),
            ("patternDatabase", maybe(est.pattern_database)),
        ])?;
        let p = &e.parity;
        let parity = object(&[
            ("solvable", p.solvable.into()),
            ("inversions", p.inversions.into()),
            ("blankRowFromBottom", maybe(p.blank_row_from_bottom)),
            ("whyUnsolvable", maybe(p.why_unsolvable.clone())),
        ])?;
        object(&[
            ("side", e.side.into()),
            ("width", e.shape.width().into()),
            ("height", e.shape.height().into()),
            ("manhattan", manhattan.into()),
            ("conflicts", conflicts.into()),
            ("estimates", estimates),
            ("trueDistance", maybe(e.true_distance)),
            ("parity", parity),
        ])
    }

    fn lap_to_js(lap: &Lap) -> Result<JsValue, JsValue> {
        object(&[
            ("heuristic", lap.racer.id().into()),
            ("finished", lap.finished.into()),
            ("expanded", count_to_js(lap.expanded)),
            ("generated", count_to_js(lap.generated)),
            ("ms", lap.ms.into()),
            ("length", maybe(lap.length)),
        ])
    }

    /// The heuristic race: `tiles` solved by IDA* with each heuristic at hand, weakest first
    /// (`"manhattan"`, `"linear-conflict"`, `"walking-distance"` for 2×2 to 4×4,
    /// `"pattern-database"` for 3×3 and for 4×4 once its tables are built), each expanding at
    /// most `budget` nodes. An array of `{heuristic, finished, expanded, generated, ms,
    /// length?}`; `length` only for a search that finished.
    ///
    /// # Errors
    /// Throws if `tiles` is malformed, unsolvable or larger than 8×8, `budget` is not a whole
    /// number from 1 up, or the solver is busy.
    #[wasm_bindgen(
        unchecked_return_type = "{heuristic: \"manhattan\" | \"linear-conflict\" | \"walking-distance\" | \"pattern-database\", finished: boolean, expanded: number, generated: number, ms: number, length?: number}[]"
    )]
    pub fn race(
        #[wasm_bindgen(
            unchecked_param_type = "Uint8Array | number[] | {tiles: Uint8Array | number[], width: number}"
        )]
        tiles: &JsValue,
        budget: f64,
    ) -> Result<JsValue, JsValue> {
        let board = board_from_js(tiles)?;
        let budget = whole_number(budget, "the node budget", ErrorKind::BadArgument)?;
        if budget == 0 {
            return Err(thrown(
                ErrorKind::BadArgument,
                "the node budget must be at least 1 (nodes each heuristic may expand)",
            ));
        }
        let laps = with_inside(|inside, fifteen| {
            inside
                .race(&board, u64::from(budget), fifteen, &mut now_ms)
                .map_err(|e| js_error(&e))
        })?;
        let out = Array::new();
        for lap in &laps {
            out.push(&lap_to_js(lap)?);
        }
        Ok(out.into())
    }

    fn figures_to_js(f: &SearchFigures) -> Result<JsValue, JsValue> {
        let algorithm = match f.algorithm {
            Algorithm::AStar => "A*",
            Algorithm::IdaStar => "IDA*",
        };
        object(&[
            ("algorithm", algorithm.into()),
            ("heuristic", f.heuristic.id().into()),
            ("expanded", count_to_js(f.expanded)),
            ("generated", count_to_js(f.generated)),
            ("ms", f.ms.into()),
            ("length", f.length.into()),
            ("open", maybe(f.open.map(count_to_js))),
            ("closed", maybe(f.closed.map(count_to_js))),
        ])
    }

    /// The figures of the optimal search `hint` and `solve` run on `tiles`, by running it:
    /// `{algorithm: "A*" | "IDA*", heuristic, expanded, generated, ms, length, open?, closed?}`
    /// (`open` and `closed`, the sizes of A*'s open list and closed set, for A* only), or
    /// `undefined` where the solver runs no optimal search (4×4 before its tables are built,
    /// 5×5 and up).
    ///
    /// # Errors
    /// Throws if `tiles` is malformed or unsolvable, too hard for the 4×4 budget, or the solver
    /// is busy.
    #[wasm_bindgen(js_name = searchFigures, unchecked_return_type = "{algorithm: \"A*\" | \"IDA*\", heuristic: string, expanded: number, generated: number, ms: number, length: number, open?: number, closed?: number} | undefined")]
    pub fn search_figures(
        #[wasm_bindgen(
            unchecked_param_type = "Uint8Array | number[] | {tiles: Uint8Array | number[], width: number}"
        )]
        tiles: &JsValue,
    ) -> Result<JsValue, JsValue> {
        let board = board_from_js(tiles)?;
        let figures = with_inside(|inside, fifteen| {
            inside
                .measure(&board, fifteen, &mut now_ms)
                .map_err(|e| js_error(&e))
        })?;
        figures.map_or(Ok(JsValue::UNDEFINED), |f| figures_to_js(&f))
    }
}
