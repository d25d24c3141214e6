//! Playing: dealing boards (`shuffle`, `goal`, `dealAtDistance`, `dealWithSolvedRows`), the
//! rules of a move (`applyMove`, `movableTile`, `playDirections`, `directionsOf`) and solvability
//! (`isSolvable`, `whyUnsolvable`).

use std::cell::OnceCell;

use js_sys::Array;
use wasm_bindgen::prelude::*;

use super::args::{board_from_js, shape_arg, whole_number};
use super::{js_error, thrown};
use crate::board::Board;
use crate::distances::Distances3;
use crate::error::{Error, ErrorKind};
use crate::moves::Dir;
use crate::shuffle::{random_solvable, random_with_solved_rows, Rng};
use crate::solvability::{is_solvable, why_unsolvable};

thread_local! {
    /// The exact 3×3 distances, built on the first deal at a chosen distance.
    static DISTANCES: OnceCell<Distances3> = const { OnceCell::new() };
}

/// A uniformly random solvable board that is not the goal: `shuffle({width, height})`, row-major,
/// `width` to a row. The shape argument of every function that takes one is read this way
/// (`args::shape_arg`); the older forms, `shuffle(side)` for a square and `shuffle(width,
/// height)`, are kept for one release.
///
/// # Errors
/// Throws `BadShape` if the width or height is not a whole number from 2 to 16 (`BadSide` for
/// a side alone), `BadArgument` if a height follows a `{width, height}` shape.
#[wasm_bindgen]
pub fn shuffle(
    #[wasm_bindgen(unchecked_param_type = "Shape | number")] shape: &JsValue,
    height: Option<f64>,
) -> Result<Vec<u8>, JsValue> {
    let shape = shape_arg(shape, height)?;
    let mut rng = Rng::from_entropy().map_err(|e| js_error(&e))?;
    let board = random_solvable(shape, &mut rng);
    Ok(board.tiles().to_vec())
}

/// The solved board of a shape: `goal({width, height})` (or, as `shuffle`, a side alone).
///
/// # Errors
/// As `shuffle`.
#[wasm_bindgen]
pub fn goal(
    #[wasm_bindgen(unchecked_param_type = "Shape | number")] shape: &JsValue,
    height: Option<f64>,
) -> Result<Vec<u8>, JsValue> {
    let shape = shape_arg(shape, height)?;
    Ok(Board::goal(shape).tiles().to_vec())
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

/// A uniformly random solvable board of a shape, `dealWithSolvedRows({width, height}, rows)`,
/// whose first `rows` rows are already in place (never the goal): 4×4 "easy" keeps two rows,
/// "medium" one, "hard" none. The older forms, `(side, rows)` and `(width, rows, height)`, are
/// kept for one release.
///
/// # Errors
/// Throws if the side or shape is unsupported (as `shuffle`) or `rows` is not a whole number up
/// to the height − 2.
#[wasm_bindgen(js_name = dealWithSolvedRows)]
pub fn deal_with_solved_rows(
    #[wasm_bindgen(unchecked_param_type = "Shape | number")] shape: &JsValue,
    rows: f64,
    height: Option<f64>,
) -> Result<Vec<u8>, JsValue> {
    let shape = shape_arg(shape, height)?;
    let rows = whole_number(rows, "the number of rows", ErrorKind::BadRows)? as usize;
    let mut rng = Rng::from_entropy().map_err(|e| js_error(&e))?;
    random_with_solved_rows(shape, rows, &mut rng)
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
