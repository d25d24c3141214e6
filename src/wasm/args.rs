//! Reading the arguments JavaScript passes: boards, sides and shapes, whole numbers, callbacks
//! and time limits, each checked once here and refused with a named error.

use js_sys::{Array, Function, Uint8Array};
use wasm_bindgen::prelude::*;

use super::{js_error, thrown};
use crate::board::Board;
use crate::error::{Error, ErrorKind};
use crate::shape::Shape;

/// Reads a board: a `Uint8Array` or a plain array of whole numbers (a square board), or an
/// object `{tiles, width}` holding such an array laid out `width` to a row (any shape). The
/// length (and the width) are checked before any tile is read, so a huge or sparse array costs
/// nothing.
pub(super) fn board_from_js(value: &JsValue) -> Result<Board, JsValue> {
    if value.is_instance_of::<Uint8Array>() || Array::is_array(value) {
        return tiles_from_js(value, Shape::for_square_len);
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
    tiles_from_js(&tiles, |len| Shape::for_len(len, width))
}

pub(super) fn not_a_board() -> JsValue {
    thrown(
        ErrorKind::BadBoard,
        "expected the board as a Uint8Array (or an array) of tile numbers, row-major, 0 for the \
         blank, or as {tiles, width} for a board of any width × height",
    )
}

/// Reads the tiles of a `Uint8Array` or an array, once `shape_for(len)` has accepted their
/// number and said the board's shape.
pub(super) fn tiles_from_js(
    tiles: &JsValue,
    shape_for: impl Fn(usize) -> Result<Shape, Error>,
) -> Result<Board, JsValue> {
    if let Some(bytes) = tiles.dyn_ref::<Uint8Array>() {
        return shape_for(bytes.length() as usize)
            .and_then(|shape| Board::from_tiles(shape, &bytes.to_vec()))
            .map_err(|e| js_error(&e));
    }
    let Some(array) = tiles.dyn_ref::<Array>() else {
        return Err(not_a_board());
    };
    let len = array.length();
    let shape = shape_for(len as usize).map_err(|e| js_error(&e))?;
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
    Board::from_values(shape, values.into_iter()).map_err(|e| js_error(&e))
}

/// `value` as a `u32` if it is a whole number from 0 to `u32::MAX`, else `None`.
#[expect(
    clippy::cast_possible_truncation,
    clippy::cast_sign_loss,
    reason = "checked first to be whole and in 0..=u32::MAX, so the cast is exact"
)]
pub(super) fn as_whole_u32(value: f64) -> Option<u32> {
    (value.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(&value)).then_some(value as u32)
}

/// A count of positions as a JS number.
#[expect(
    clippy::cast_precision_loss,
    reason = "exact below 2^53, more positions than any search visits"
)]
pub(super) fn count_to_js(count: u64) -> JsValue {
    JsValue::from_f64(count as f64)
}

/// Reads a whole number in `0..=u32::MAX` from a JS number; anything else is an error of `kind`.
pub(super) fn whole_number(value: f64, what: &str, kind: ErrorKind) -> Result<u32, JsValue> {
    as_whole_u32(value)
        .ok_or_else(|| thrown(kind, &format!("{what} must be a whole number, not {value}")))
}

/// Reads a board shape from `(side)` (square) or `(width, height)`: whole numbers from 2 to 16.
/// A bad side alone is a `BadSide`, the name callers of that older form branch on (the core
/// knows only [`Error::UnsupportedShape`]); a bad width or height is a `BadShape`.
fn shape_from_js(width: f64, height: Option<f64>) -> Result<Shape, JsValue> {
    let Some(height) = height else {
        let side = whole_number(width, "the side", ErrorKind::BadSide)? as usize;
        return Shape::square(side).map_err(|e| thrown(ErrorKind::BadSide, &e.to_string()));
    };
    let width = whole_number(width, "the width", ErrorKind::BadShape)? as usize;
    let height = whole_number(height, "the height", ErrorKind::BadShape)? as usize;
    Shape::new(width, height).map_err(|e| js_error(&e))
}

/// The shape argument's TypeScript type, for the `.d.ts` wasm-bindgen writes.
#[wasm_bindgen(typescript_custom_section)]
const TS_SHAPE: &str = r#"
/** A board's shape: `width` tiles to a row, `height` rows, each a whole number from 2 to 16. */
export interface Shape { width: number; height: number }
"#;

/// Reads the shape argument of `shuffle`, `goal`, `prepare` and their kin: `{width, height}`
/// (any object with those two numbers, such as the page's shapes). The older forms are kept for
/// one release: a side alone (a square), or a width with the height given last (`height`, the
/// function's trailing argument, which the object form refuses).
pub(super) fn shape_arg(shape: &JsValue, height: Option<f64>) -> Result<Shape, JsValue> {
    if let Some(width) = shape.as_f64() {
        return shape_from_js(width, height);
    }
    if !shape.is_object() || Array::is_array(shape) {
        return Err(thrown(
            ErrorKind::BadShape,
            "expected the shape as {width, height}, whole numbers from 2 to 16",
        ));
    }
    if height.is_some() {
        return Err(thrown(
            ErrorKind::BadArgument,
            "the height goes in the shape, {width, height}, not after it",
        ));
    }
    let field = |name: &str| -> Result<usize, JsValue> {
        let value = js_sys::Reflect::get(shape, &JsValue::from_str(name)).map_err(|_| {
            thrown(
                ErrorKind::BadShape,
                &format!("the shape's `{name}` could not be read"),
            )
        })?;
        let number = value.as_f64().ok_or_else(|| {
            thrown(
                ErrorKind::BadShape,
                &format!(
                    "the shape's {name} must be a number: give the shape as {{width, height}}"
                ),
            )
        })?;
        Ok(whole_number(number, &format!("the {name}"), ErrorKind::BadShape)? as usize)
    };
    Shape::new(field("width")?, field("height")?).map_err(|e| js_error(&e))
}

/// Reads the optional progress callback of `solve` and `hint`: `undefined`, `null` or a function.
pub(super) fn progress_from_js(on_progress: &JsValue) -> Result<Option<Function>, JsValue> {
    if on_progress.is_undefined() || on_progress.is_null() {
        return Ok(None);
    }
    on_progress.dyn_ref::<Function>().cloned().map(Some).ok_or_else(|| {
        thrown(ErrorKind::BadArgument, "onProgress must be a function (called with the positions examined so far) or left out")
    })
}

/// The deadline (`Date.now()` milliseconds) `ms` milliseconds from now, or an error if `ms` is
/// not a number of 0 or more.
pub(super) fn deadline_from_js(ms: f64) -> Result<f64, JsValue> {
    if ms.is_nan() || ms < 0.0 {
        return Err(thrown(
            ErrorKind::BadArgument,
            &format!("the time limit must be a number of milliseconds, 0 or more (Infinity for no limit), not {ms}"),
        ));
    }
    Ok(js_sys::Date::now() + ms)
}
