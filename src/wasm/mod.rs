//! The JavaScript boundary: the only module that names `wasm_bindgen`.
//!
//! Every argument is checked here, once, and every failure becomes a JS `Error` whose `name` is
//! a stable kind ([`ErrorKind`]: `BadBoard`, `Unsolvable`, `Busy`, …) for code to branch on and
//! whose message says, for a person, what was wrong. Nothing here panics, so a bad call never traps the module: it keeps
//! working for the next call.
//!
//! By concern: [`args`] reads and checks the arguments, [`play`] deals and moves, [`solving`]
//! answers (`solve`, `hint`, `solveWithin`, `Improver`), [`session`] is the `Session` a worker
//! runs in slices, [`tables`] prepares, keeps and loads the solver's tables, [`inside`] the
//! Inside panel's figures, [`learn`] what a played path teaches.

use std::cell::RefCell;

use wasm_bindgen::prelude::*;

use crate::error::{Error, ErrorKind};
use crate::search::Solver;

mod args;
mod inside;
mod learn;
mod play;
mod session;
mod solving;
mod tables;

pub use play::{
    apply_move, deal_at_distance, deal_with_solved_rows, directions_of, goal, is_solvable_js,
    movable_tile, play_directions, shuffle, why_unsolvable_js,
};
pub use session::SolvingSession;
pub use solving::{
    hint, is_optimal, lower_bound, proves_at_once, solve, solve_short, solve_within, Improver,
};
pub use tables::{export_tables, import_tables, prepare, table_plan, tables_ready};

thread_local! {
    /// One solver per module instance, so repeated hints reuse its tables.
    static SOLVER: RefCell<Solver> = RefCell::new(Solver::new());
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
