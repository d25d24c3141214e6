//! The JavaScript boundary: the only module that names `wasm_bindgen`.
//!
//! Every argument is checked here, once, and every failure becomes a JS `Error` whose message
//! says what was wrong. Nothing here panics, so a bad call never traps the module: it keeps
//! working for the next call.

use std::cell::{OnceCell, RefCell};

use js_sys::{Array, Function, Uint8Array};
use wasm_bindgen::prelude::*;

use crate::board::{check_side, side_for_len, Board};
use crate::distances::Distances3;
use crate::error::Error;
use crate::moves::Dir;
use crate::search::{is_optimal_side, Solution, Solver};
use crate::shuffle::{random_solvable, random_with_solved_rows, Rng};
use crate::solvability::{is_solvable, why_unsolvable};

thread_local! {
    /// One solver per module instance, so repeated hints reuse its tables.
    static SOLVER: RefCell<Solver> = RefCell::new(Solver::new());
    /// The exact 3×3 distances, built on the first deal at a chosen distance.
    static DISTANCES: OnceCell<Distances3> = const { OnceCell::new() };
}

fn js_error(err: &Error) -> JsError {
    JsError::new(&err.to_string())
}

/// Reads a board from a `Uint8Array` or a plain array of whole numbers. The length is checked
/// before any element is read, so a huge or sparse array costs nothing.
fn board_from_js(tiles: &JsValue) -> Result<Board, JsError> {
    if let Some(bytes) = tiles.dyn_ref::<Uint8Array>() {
        side_for_len(bytes.length() as usize).map_err(|e| js_error(&e))?;
        return Board::from_tiles(&bytes.to_vec()).map_err(|e| js_error(&e));
    }
    let Some(array) = tiles.dyn_ref::<Array>() else {
        return Err(JsError::new(
            "expected the board as a Uint8Array (or an array) of tile numbers, row-major, 0 for the blank",
        ));
    };
    let len = array.length() as usize;
    side_for_len(len).map_err(|e| js_error(&e))?;
    let mut values = Vec::with_capacity(len);
    for index in 0..len {
        let value = array.get(index as u32);
        match value.as_f64() {
            Some(n) if n.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(&n) => {
                values.push(n as u32);
            }
            _ => {
                return Err(JsError::new(&format!(
                    "tile at index {index} is not a whole number from 0 up"
                )))
            }
        }
    }
    Board::from_values(values.into_iter(), len).map_err(|e| js_error(&e))
}

/// Reads a whole number in `0..=u32::MAX` from a JS number.
fn whole_number(value: f64, what: &str) -> Result<u32, JsError> {
    if value.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(&value) {
        Ok(value as u32)
    } else {
        Err(JsError::new(&format!(
            "{what} must be a whole number, not {value}"
        )))
    }
}

/// Reads a board side: a whole number in the supported range.
fn side_from_js(side: f64) -> Result<usize, JsError> {
    let side = whole_number(side, "the side")? as usize;
    check_side(side).map_err(|e| js_error(&e))
}

/// A uniformly random solvable board of side `side` that is not the goal.
///
/// # Errors
/// Throws if `side` is not a whole number from 2 to 16.
#[wasm_bindgen]
pub fn shuffle(side: f64) -> Result<Vec<u8>, JsError> {
    let side = side_from_js(side)?;
    let mut rng = Rng::from_entropy().map_err(|e| js_error(&e))?;
    let board = random_solvable(side, &mut rng).map_err(|e| js_error(&e))?;
    Ok(board.tiles().to_vec())
}

/// The solved board of side `side`.
///
/// # Errors
/// Throws if `side` is not a whole number from 2 to 16.
#[wasm_bindgen]
pub fn goal(side: f64) -> Result<Vec<u8>, JsError> {
    let side = side_from_js(side)?;
    let board = Board::goal(side).map_err(|e| js_error(&e))?;
    Ok(board.tiles().to_vec())
}

/// Whether the board can be slid to the goal.
///
/// # Errors
/// Throws if `tiles` is not a well-formed board.
#[wasm_bindgen(js_name = isSolvable)]
pub fn is_solvable_js(
    #[wasm_bindgen(unchecked_param_type = "Uint8Array | number[]")] tiles: &JsValue,
) -> Result<bool, JsError> {
    Ok(is_solvable(&board_from_js(tiles)?))
}

/// The board after sliding `tile` into the blank.
///
/// # Errors
/// Throws if `tiles` is not a well-formed board or `tile` is not beside the blank.
#[wasm_bindgen(js_name = applyMove)]
pub fn apply_move(
    #[wasm_bindgen(unchecked_param_type = "Uint8Array | number[]")] tiles: &JsValue,
    tile: f64,
) -> Result<Vec<u8>, JsError> {
    let board = board_from_js(tiles)?;
    let tile = whole_number(tile, "the tile")?;
    let next = board.slide(tile).map_err(|e| js_error(&e))?;
    Ok(next.tiles().to_vec())
}

/// The tile that would slide in `direction` (`"up"`, `"right"`, `"down"` or `"left"`: the way
/// the tile travels), or `undefined` if no tile can move that way.
///
/// # Errors
/// Throws if `tiles` is not a well-formed board or `direction` is not one of the four names.
#[wasm_bindgen(js_name = movableTile)]
pub fn movable_tile(
    #[wasm_bindgen(unchecked_param_type = "Uint8Array | number[]")] tiles: &JsValue,
    #[wasm_bindgen(unchecked_param_type = "\"up\" | \"right\" | \"down\" | \"left\"")]
    direction: &JsValue,
) -> Result<Option<u8>, JsError> {
    let board = board_from_js(tiles)?;
    let name = direction.as_string().ok_or_else(|| {
        JsError::new("the direction must be a string: \"up\", \"right\", \"down\" or \"left\"")
    })?;
    let dir = Dir::parse(&name).map_err(|e| js_error(&e))?;
    Ok(board.tile_moving(dir))
}

/// Reads the optional progress callback of `solve` and `hint`: `undefined`, `null` or a function.
fn progress_from_js(on_progress: &JsValue) -> Result<Option<Function>, JsError> {
    if on_progress.is_undefined() || on_progress.is_null() {
        return Ok(None);
    }
    on_progress.dyn_ref::<Function>().cloned().map(Some).ok_or_else(|| {
        JsError::new("onProgress must be a function (called with the positions examined so far) or left out")
    })
}

/// Solves `tiles` with the shared solver, passing progress reports to `on_progress`. What the
/// callback returns or throws is ignored: it is told, it does not steer.
fn solve_js(tiles: &JsValue, on_progress: &JsValue) -> Result<Solution, JsError> {
    let board = board_from_js(tiles)?;
    let on_progress = progress_from_js(on_progress)?;
    let mut report = |nodes: u64| {
        if let Some(f) = &on_progress {
            let _ = f.call1(&JsValue::NULL, &JsValue::from_f64(nodes as f64));
        }
    };
    SOLVER
        .with_borrow_mut(|solver| solver.solve_reporting(&board, &mut report))
        .map_err(|e| js_error(&e))
}

/// The tile to slide next on the solution `solve` gives (optimal for 2×2 to 4×4), or
/// `undefined` if the board is solved. `onProgress`, if given, is called as `solve` calls it.
///
/// # Errors
/// Throws if `tiles` is malformed or unsolvable, too hard for the solver's work budget, or
/// `onProgress` is given but not a function.
#[wasm_bindgen]
pub fn hint(
    #[wasm_bindgen(unchecked_param_type = "Uint8Array | number[]")] tiles: &JsValue,
    #[wasm_bindgen(js_name = onProgress, unchecked_param_type = "((positions: number) => void) | undefined")]
    on_progress: &JsValue,
) -> Result<Option<u8>, JsError> {
    Ok(solve_js(tiles, on_progress)?.moves.first().copied())
}

/// The tiles to slide, in order: an optimal solution for 2×2 to 4×4, a short valid one for
/// larger boards (see `isOptimal`).
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
    #[wasm_bindgen(unchecked_param_type = "Uint8Array | number[]")] tiles: &JsValue,
    #[wasm_bindgen(js_name = onProgress, unchecked_param_type = "((positions: number) => void) | undefined")]
    on_progress: &JsValue,
) -> Result<Vec<u8>, JsError> {
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
    #[wasm_bindgen(unchecked_param_type = "Uint8Array | number[]")] tiles: &JsValue,
) -> Result<Vec<u8>, JsError> {
    let board = board_from_js(tiles)?;
    SOLVER
        .with_borrow_mut(|solver| solver.solve_short(&board))
        .map(|solution| solution.moves)
        .map_err(|e| js_error(&e))
}

/// Whether `solve` and `hint` give proven-optimal answers for boards of side `side` (true for
/// 2×2 to 4×4; larger boards get short solutions that are not guaranteed optimal).
///
/// # Errors
/// Throws if `side` is not a whole number from 2 to 16.
#[wasm_bindgen(js_name = isOptimal)]
pub fn is_optimal(side: f64) -> Result<bool, JsError> {
    let side = side_from_js(side)?;
    Ok(is_optimal_side(side))
}

/// Builds the solver's tables for side `side` now (about a second for 4×4 and up), so that the
/// first hint is quick. Returns the milliseconds it took, or 0 if they were already built.
///
/// # Errors
/// Throws if `side` is not a whole number from 2 to 16.
#[wasm_bindgen]
pub fn prepare(side: f64) -> Result<f64, JsError> {
    let side = side_from_js(side)?;
    let start = js_sys::Date::now();
    SOLVER.with_borrow_mut(|solver| solver.prepare(side));
    Ok(js_sys::Date::now() - start)
}

/// A 3×3 board exactly `distance` optimal moves from the goal (1 to 31), uniformly among all
/// boards at that distance.
///
/// # Errors
/// Throws if `distance` is not a whole number from 1 to 31.
#[wasm_bindgen(js_name = dealAtDistance)]
pub fn deal_at_distance(distance: f64) -> Result<Vec<u8>, JsError> {
    let distance = whole_number(distance, "the distance")?;
    let distance = u8::try_from(distance).unwrap_or(u8::MAX);
    let mut rng = Rng::from_entropy().map_err(|e| js_error(&e))?;
    DISTANCES.with(|cell| {
        cell.get_or_init(Distances3::build)
            .random_at(distance, &mut rng)
            .map(|board| board.tiles().to_vec())
            .map_err(|e| js_error(&e))
    })
}

/// A uniformly random solvable board of side `side` whose first `rows` rows are already in
/// place (never the goal): 4×4 "easy" keeps two rows, "medium" one, "hard" none.
///
/// # Errors
/// Throws if `side` is unsupported or `rows` is not a whole number up to `side − 2`.
#[wasm_bindgen(js_name = dealWithSolvedRows)]
pub fn deal_with_solved_rows(side: f64, rows: f64) -> Result<Vec<u8>, JsError> {
    let side = side_from_js(side)?;
    let rows = whole_number(rows, "the number of rows")? as usize;
    let mut rng = Rng::from_entropy().map_err(|e| js_error(&e))?;
    random_with_solved_rows(side, rows, &mut rng)
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
    #[wasm_bindgen(unchecked_param_type = "Uint8Array | number[]")] tiles: &JsValue,
) -> Result<Option<String>, JsError> {
    Ok(why_unsolvable(&board_from_js(tiles)?))
}
