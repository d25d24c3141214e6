//! The Inside panel's figures (`explain`, `race`, `searchFigures`), computed by the solver's
//! own code ([`crate::inside`]) and handed over as plain objects.

use std::cell::RefCell;

use js_sys::{Array, Object, Reflect};
use wasm_bindgen::prelude::*;

use super::args::{board_from_js, count_to_js, whole_number};
use super::{js_error, thrown, with_solver};
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
            Reflect::set(&out, &JsValue::from_str(key), value)
                .map_err(|_| thrown(ErrorKind::Internal, "could not build the answer object"))?;
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
