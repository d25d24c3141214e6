//! Learning from a solve, for the page: how far from the goal a played path went
//! (`analyse`), every optimal solution (`optimalSolutions`) and the moves that keep one
//! (`optimalMoves`), move text (`toNotation`, `fromNotation`) and the board of the day
//! (`daily`). Each reads its arguments with the boundary's own helpers and throws a JS `Error`
//! named for its kind, as every export does.

use js_sys::{Array, Object, Reflect, Uint8Array};
use wasm_bindgen::prelude::*;

use super::args::{board_from_js, count_to_js, shape_arg, whole_number};
use super::{js_error, thrown, with_solver};
use crate::analysis::{distances_along, optimal_moves, optimal_solutions, Band};
use crate::error::{Error, ErrorKind};
use crate::notation::{apply_notation, to_notation};
use crate::search::BUDGET_4X4;
use crate::shuffle::{daily, daily_on_day};

/// The most solutions `optimalSolutions` lists, whatever the cap asked for.
const MAX_LISTED: u32 = 10_000;

/// A plain object with these properties.
fn object(entries: &[(&str, JsValue)]) -> Result<JsValue, JsValue> {
    let out = Object::new();
    for (key, value) in entries {
        Reflect::set(&out, &JsValue::from_str(key), value)
            .map_err(|_| thrown(ErrorKind::Internal, "could not build the answer object"))?;
    }
    Ok(out.into())
}

/// `{lower, upper}` for a band.
fn band_to_js(band: Band) -> Result<JsValue, JsValue> {
    object(&[("lower", band.lower.into()), ("upper", band.upper.into())])
}

/// How far from the goal the board was before the first move of `path` (tiles to slide, in
/// order) and after each move, as `{distances, lower, upper, exact, wasted, away,
/// firstOffOptimal}`: `lower[i]` and `upper[i]` bound the distance of position `i` (0 the
/// start, `i` after move `i`); `distances[i]` is the distance where it is known exactly, else
/// `null`; `exact` says whether every distance is (boards of up to 16 cells). `wasted` is
/// `{lower, upper}`, the moves beyond the progress made; `away` lists the moves (from 0) that
/// took the board further from the goal; `firstOffOptimal` is the first of them, or `null`.
///
/// # Errors
/// Throws `BadBoard`/`BadShape` for a malformed board, `IllegalMove` (naming the move, from 0)
/// for a tile not beside the blank when its turn comes, `Unsolvable`, `NoSolver`, or `Busy`.
#[wasm_bindgen(
    unchecked_return_type = "{distances: (number | null)[], lower: number[], upper: number[], exact: boolean, wasted: {lower: number, upper: number}, away: number[], firstOffOptimal: number | null}"
)]
pub fn analyse(
    #[wasm_bindgen(
        unchecked_param_type = "Uint8Array | number[] | {tiles: Uint8Array | number[], width: number}"
    )]
    tiles: &JsValue,
    path: &[u8],
) -> Result<JsValue, JsValue> {
    let board = board_from_js(tiles)?;
    let along =
        with_solver(|solver| distances_along(solver, &board, path).map_err(|e| js_error(&e)))?;
    let distances: Array = along
        .points
        .iter()
        .map(|p| p.distance().map_or(JsValue::NULL, JsValue::from))
        .collect();
    let lower: Array = along
        .points
        .iter()
        .map(|p| JsValue::from(p.lower))
        .collect();
    let upper: Array = along
        .points
        .iter()
        .map(|p| JsValue::from(p.upper))
        .collect();
    let exact = along.points.iter().all(|p| p.distance().is_some());
    let away: Array = along.away().into_iter().map(JsValue::from).collect();
    let first = along
        .first_off_optimal()
        .map_or(JsValue::NULL, JsValue::from);
    object(&[
        ("distances", distances.into()),
        ("lower", lower.into()),
        ("upper", upper.into()),
        ("exact", exact.into()),
        ("wasted", band_to_js(along.wasted())?),
        ("away", away.into()),
        ("firstOffOptimal", first),
    ])
}

/// Every shortest solution of a board of up to 16 cells: `{length, count, complete, capped,
/// solutions}`. `solutions` lists the first `cap` (at most 10,000) as `Uint8Array`s of the
/// tiles to slide, in a fixed order; `count` is how many there are (exact when `complete`,
/// else those found before the search's budget ran out); `capped` says the list is shorter
/// than the count.
///
/// # Errors
/// Throws `BadBoard`/`BadShape` for a malformed board, `BadArgument` for a cap that is not a
/// whole number, `NoSolver` for a board of more than 16 cells, `Unsolvable`, `OutOfBudget` or
/// `Busy`.
#[wasm_bindgen(
    js_name = optimalSolutions,
    unchecked_return_type = "{length: number, count: number, complete: boolean, capped: boolean, solutions: Uint8Array[]}"
)]
pub fn optimal_solutions_js(
    #[wasm_bindgen(
        unchecked_param_type = "Uint8Array | number[] | {tiles: Uint8Array | number[], width: number}"
    )]
    tiles: &JsValue,
    cap: f64,
) -> Result<JsValue, JsValue> {
    let board = board_from_js(tiles)?;
    let cap = whole_number(cap, "the cap", ErrorKind::BadArgument)?.min(MAX_LISTED) as usize;
    let all = with_solver(|solver| {
        optimal_solutions(solver, &board, cap, BUDGET_4X4).map_err(|e| js_error(&e))
    })?;
    let solutions: Array = all
        .solutions
        .iter()
        .map(|s| JsValue::from(Uint8Array::from(s.as_slice())))
        .collect();
    let capped = (all.solutions.len() as u64) < all.count;
    object(&[
        ("length", all.length.into()),
        ("count", count_to_js(all.count)),
        ("complete", all.complete.into()),
        ("capped", capped.into()),
        ("solutions", solutions.into()),
    ])
}

/// The tiles whose slide keeps the board on an optimal path (its distance drops by one), on a
/// board of up to 16 cells; empty on the goal. With the movable tiles, a hint can say "2 of 3
/// moves keep you on an optimal path".
///
/// # Errors
/// As `optimalSolutions`, without the cap.
#[wasm_bindgen(js_name = optimalMoves)]
pub fn optimal_moves_js(
    #[wasm_bindgen(
        unchecked_param_type = "Uint8Array | number[] | {tiles: Uint8Array | number[], width: number}"
    )]
    tiles: &JsValue,
) -> Result<Vec<u8>, JsValue> {
    let board = board_from_js(tiles)?;
    with_solver(|solver| optimal_moves(solver, &board).map_err(|e| js_error(&e)))
}

/// The move text of `path` (tiles to slide, in order) played from the board: U, D, L, R the
/// way each tile moves, a run in one line as one letter and its count (`"R3 D2 L U"`).
///
/// # Errors
/// Throws `BadBoard`/`BadShape` for a malformed board and `IllegalMove` for a tile that cannot
/// slide when its turn comes.
#[wasm_bindgen(js_name = toNotation)]
pub fn to_notation_js(
    #[wasm_bindgen(
        unchecked_param_type = "Uint8Array | number[] | {tiles: Uint8Array | number[], width: number}"
    )]
    tiles: &JsValue,
    path: &[u8],
) -> Result<String, JsValue> {
    let board = board_from_js(tiles)?;
    to_notation(&board, path).map_err(|e| js_error(&e))
}

/// Plays a move text on the board: `{tiles, moves}`, the board it ends on and the tiles slid
/// (one per single move). Letters may be either case; white space between runs is optional.
///
/// # Errors
/// Throws `BadBoard`/`BadShape` for a malformed board, `BadNotation` naming the character
/// (from 1) for text that is not move text, a count of zero or over 99, a count without a
/// letter, or text over the length limit, and `IllegalMove` naming the character for a move no
/// tile can make; nothing is played then.
#[wasm_bindgen(
    js_name = fromNotation,
    unchecked_return_type = "{tiles: Uint8Array, moves: Uint8Array}"
)]
pub fn from_notation(
    #[wasm_bindgen(
        unchecked_param_type = "Uint8Array | number[] | {tiles: Uint8Array | number[], width: number}"
    )]
    tiles: &JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] text: &JsValue,
) -> Result<JsValue, JsValue> {
    let board = board_from_js(tiles)?;
    let text = text.as_string().ok_or_else(|| {
        thrown(
            ErrorKind::BadNotation,
            "the move text must be a string such as \"R3 D2 L U\"",
        )
    })?;
    let (end, moves) = apply_notation(&board, &text).map_err(|e| js_error(&e))?;
    object(&[
        ("tiles", Uint8Array::from(end.tiles()).into()),
        ("moves", Uint8Array::from(moves.as_slice()).into()),
    ])
}

/// Reads `"YYYY-MM-DD"` into its year, month and day, or `None` for other text.
fn parse_date(text: &str) -> Option<(i32, u32, u32)> {
    let mut parts = text.trim().split('-');
    let (y, m, d) = (parts.next()?, parts.next()?, parts.next()?);
    if parts.next().is_some() || y.len() != 4 || m.len() != 2 || d.len() != 2 {
        return None;
    }
    let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if !(digits(y) && digits(m) && digits(d)) {
        return None;
    }
    Some((y.parse().ok()?, m.parse().ok()?, d.parse().ok()?))
}

/// The board of the day: the same solvable board for everyone on a UTC date, from the date
/// and the shape alone. `dateOrDay` is `"YYYY-MM-DD"` or the day's number since 1970-01-01
/// (`Math.floor(Date.now() / 86400000)` is today's); the shape is `{width, height}`, as for
/// `shuffle` (the older `(dateOrDay, side)` and `(dateOrDay, width, height)` still work).
///
/// # Errors
/// Throws `BadArgument` for a date that does not exist, text not of the form `YYYY-MM-DD`, or a
/// day number that is not a whole number within the years 1 to 9999; `BadSide` or `BadShape` as
/// `shuffle`.
#[wasm_bindgen(js_name = daily)]
pub fn daily_board(
    #[wasm_bindgen(js_name = dateOrDay, unchecked_param_type = "string | number")]
    date_or_day: &JsValue,
    #[wasm_bindgen(unchecked_param_type = "Shape | number")] shape: &JsValue,
    height: Option<f64>,
) -> Result<Vec<u8>, JsValue> {
    let shape = shape_arg(shape, height)?;
    let board = if let Some(text) = date_or_day.as_string() {
        let (year, month, day) = parse_date(&text).ok_or_else(|| {
            thrown(
                ErrorKind::BadArgument,
                &format!("{text:?} is not a date: give it as YYYY-MM-DD, such as \"2026-12-05\""),
            )
        })?;
        daily(shape, year, month, day)
    } else {
        let days = date_or_day
            .as_f64()
            .filter(|d| d.fract() == 0.0 && d.abs() < 4_000_000.0)
            .ok_or_else(|| {
                thrown(
                    ErrorKind::BadArgument,
                    "the day must be \"YYYY-MM-DD\" or a whole number of days since 1970-01-01",
                )
            })?;
        #[expect(
            clippy::cast_possible_truncation,
            reason = "whole and within ±4,000,000, so exact in an i32"
        )]
        daily_on_day(shape, days as i32)
    };
    board
        .map(|b| b.tiles().to_vec())
        .map_err(|e: Error| js_error(&e))
}
