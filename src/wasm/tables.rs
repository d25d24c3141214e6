//! The solver's tables: building them ahead (`prepare`), whether they are there
//! (`tablesReady`), keeping and loading them (`exportTables`, `importTables`) and how the page
//! gets them (`tablePlan`).

use js_sys::Uint8Array;
use wasm_bindgen::prelude::*;

use super::args::{progress_from_js, shape_arg};
use super::{js_error, thrown, with_solver};
use crate::error::ErrorKind;

/// Builds the solver's tables now, so that the first hint is quick: `prepare({width, height},
/// onProgress)` (the older `prepare(side, onProgress)` and `prepare(width, onProgress, height)`
/// are kept for one release). 4×4: two pairs of pattern
/// databases (several seconds, built by the first 4×4 search otherwise); 5×5: the 24-puzzle's
/// database (tens of seconds, never built otherwise: 5×5 answers use Manhattan distance plus
/// linear conflict until it is built or imported); 2×5 to 2×8, 3×5 and their turns: the
/// shape's pattern databases (built by its first solve otherwise); other shapes have none and
/// return at once. `onProgress`, if given, hears the share done (0 to 1) as the build goes.
/// Returns the milliseconds it took.
///
/// # Errors
/// As `shuffle` for the shape; `BadArgument` if `onProgress` is not a function, or if the
/// solver is busy.
#[wasm_bindgen]
pub fn prepare(
    #[wasm_bindgen(unchecked_param_type = "Shape | number")] shape: &JsValue,
    #[wasm_bindgen(js_name = onProgress, unchecked_param_type = "((share: number) => void) | undefined")]
    on_progress: &JsValue,
    height: Option<f64>,
) -> Result<f64, JsValue> {
    let shape = shape_arg(shape, height)?;
    let on_progress = progress_from_js(on_progress)?;
    let start = js_sys::Date::now();
    let mut report = |share: f64| {
        if let Some(f) = &on_progress {
            let _ = f.call1(&JsValue::NULL, &JsValue::from_f64(share));
        }
    };
    with_solver(|solver| {
        solver.prepare(shape, &mut report);
        Ok(())
    })?;
    Ok(js_sys::Date::now() - start)
}

/// Whether the tables for `tablesReady({width, height})` are built (or loaded), so a search
/// starts at once; `true` for shapes without tables.
///
/// # Errors
/// As `shuffle`, or if the solver is busy.
#[wasm_bindgen(js_name = tablesReady)]
pub fn tables_ready(
    #[wasm_bindgen(unchecked_param_type = "Shape | number")] shape: &JsValue,
    height: Option<f64>,
) -> Result<bool, JsValue> {
    let shape = shape_arg(shape, height)?;
    with_solver(|solver| Ok(solver.is_prepared(shape)))
}

/// The built tables for `exportTables({width, height})` as bytes to keep
/// (the page stores them in `IndexedDB`), with a format version, the board's shape and a
/// checksum inside; `undefined` if that shape has no tables or they are not built yet.
///
/// # Errors
/// As `shuffle`, or if the solver is busy.
#[wasm_bindgen(js_name = exportTables)]
pub fn export_tables(
    #[wasm_bindgen(unchecked_param_type = "Shape | number")] shape: &JsValue,
    height: Option<f64>,
) -> Result<Option<Vec<u8>>, JsValue> {
    let shape = shape_arg(shape, height)?;
    with_solver(|solver| Ok(solver.tables_bytes(shape)))
}

/// Loads tables kept from `exportTables` instead of building them: `importTables({width,
/// height}, bytes)` (the older `(side, bytes)` and `(width, bytes, height)` still work).
///
/// # Errors
/// As `shuffle`; `BadTables` if the bytes are not a `Uint8Array`, are corrupt (checksum), from
/// another version, for another shape or other tile groups; `NoSolver` for a square solved without
/// tables (3×3, 6×6, …), `BadTables` for such a rectangle (4×3, …). The solver is then unchanged and builds its
/// tables as usual.
#[wasm_bindgen(js_name = importTables)]
pub fn import_tables(
    #[wasm_bindgen(unchecked_param_type = "Shape | number")] shape: &JsValue,
    #[wasm_bindgen(unchecked_param_type = "Uint8Array")] bytes: &JsValue,
    height: Option<f64>,
) -> Result<(), JsValue> {
    let shape = shape_arg(shape, height)?;
    let bytes = bytes
        .dyn_ref::<Uint8Array>()
        .ok_or_else(|| {
            thrown(
                ErrorKind::BadTables,
                "the tables must be a Uint8Array from exportTables",
            )
        })?
        .to_vec();
    with_solver(|solver| solver.load_tables(shape, &bytes).map_err(|e| js_error(&e)))
}

/// The tables boards of a shape, `tablePlan({width, height})`, are solved with, and how the
/// page gets them, as `{kept, apart, hereIfNotKept}`, or `undefined` for shapes solved without
/// tables. `kept`: worth keeping between visits (`IndexedDB`), being
/// large or slow to build. `apart`: built by a second worker while the solving worker answers
/// without them (4×4: its sessions prove with a quick database meanwhile; 5×5: answers with a
/// weaker estimate), rather than by the solving worker before its first answer.
/// `hereIfNotKept`: tables built apart that cannot be kept (no storage) are built by the solving
/// worker all the same (4×4, whose hardest proofs need them; not 5×5).
///
/// # Errors
/// As `shuffle`.
#[wasm_bindgen(js_name = tablePlan, unchecked_return_type = "{kept: boolean, apart: boolean, hereIfNotKept: boolean} | undefined")]
pub fn table_plan(
    #[wasm_bindgen(unchecked_param_type = "Shape | number")] shape: &JsValue,
    height: Option<f64>,
) -> Result<JsValue, JsValue> {
    let shape = shape_arg(shape, height)?;
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
