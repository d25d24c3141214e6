//! The `Session`: one board being solved, run by a worker in slices of tens of milliseconds.

use std::cell::RefCell;

use js_sys::Uint8Array;
use wasm_bindgen::prelude::*;

use super::args::{board_from_js, count_to_js};
use super::{js_error, thrown, with_solver};
use crate::error::ErrorKind;
use crate::search::{Report, Session};

/// One board being solved, for every shape: `new Session(tiles)`, then `session.run(ms)` as
/// often as wanted, each searching about `ms` milliseconds more from where the last stopped
/// and answering
/// `{moves: Uint8Array, lowerBound, optimal, proving, done, ready, positions, spentMs}`: the
/// best solution so far (never longer than an earlier run's), a length no solution can beat
/// (never lower), whether `moves` is proven shortest, whether a proof of it is under way (a
/// later run may replace it by a proven one), whether further runs can do no more, and whether
/// the answer is worth showing yet (on 5×5 and larger boards, after 3 s of search).
///
/// Boards of at most 12 cells (`provesAtOnce`) are proven in the first run; 4×4 and rectangles
/// of 13 to 16 cells get a short answer in the first run and are proven by the next ones (4×4 with the three 6-6-3 databases
/// once `prepare(4)` or `importTables(4, …)` brought them, with a quick database built in a
/// second until then, keeping the bound proven when the tables arrive); larger boards improve
/// for 15 s. A worker runs a session in slices of tens of milliseconds and reads its messages
/// between them, so a new board or a Stop ends a session at once.
///
/// ```js
/// const session = new Session({ tiles: Uint8Array.from(board), width: 4 });
/// let report = session.run(0);             // a short answer at once
/// while (!report.done) report = session.run(50); // then the proof, 50 ms at a time
/// session.close();                          // the end: its memory goes back
/// session.run(10);                          // throws SessionClosed
/// ```
///
/// A call into the module from inside `run` (which has no callback, but a debugger or a
/// re-entered worker might) throws `Busy`; `run` and `report` after `close()` throw
/// `SessionClosed`. `close()` is the documented end: wasm-bindgen's own `free()` (and
/// `[Symbol.dispose]`) frees the object too, but a call after it throws wasm-bindgen's generic
/// `Error` ("null pointer passed to rust"), not a stable kind. None traps.
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
        unchecked_return_type = "{moves: Uint8Array, lowerBound: number, optimal: boolean, proving: boolean, done: boolean, ready: boolean, positions: number, spentMs: number}"
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
        unchecked_return_type = "{moves: Uint8Array, lowerBound: number, optimal: boolean, proving: boolean, done: boolean, ready: boolean, positions: number, spentMs: number}"
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
        .and_then(|_| set("proving", &report.proving.into()))
        .and_then(|_| set("done", &report.done.into()))
        .and_then(|_| set("ready", &report.ready.into()))
        .and_then(|_| set("positions", &count_to_js(report.nodes)))
        .and_then(|_| set("spentMs", &report.spent_ms.into()))
        .map_err(|_| thrown(ErrorKind::Internal, "could not build the answer object"))?;
    Ok(out.into())
}
