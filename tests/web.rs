//! The JavaScript boundary, run in a worker of headless Chromium by `wasm-pack test --headless
//! --chrome`: every function answers good input correctly and turns bad input into a JS `Error`
//! named for its kind (`BadBoard`, `Unsolvable`, …) with a message, and the module keeps
//! working after each error.

#![cfg(target_arch = "wasm32")]

mod common;

use common::{manhattan_ida, movable_in, play, reaches_goal, solvable_by_rule};
use js_sys::{Array, Uint8Array};
use slide_puzzle::wasm::{
    apply_move, deal_at_distance, deal_with_solved_rows, export_tables, goal,
    hint as hint_reporting, import_tables, is_optimal, is_solvable_js, lower_bound, movable_tile,
    prepare, shuffle, solve as solve_reporting, solve_short, solve_within, tables_ready,
    why_unsolvable_js,
};
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

// In a dedicated worker, as the page runs the solver: building the 15-puzzle's tables takes
// tens of seconds of one call, which on the page's main thread would keep the renderer from
// answering the test driver (ChromeDriver gives up after 30 s on a busy machine).
wasm_bindgen_test_configure!(run_in_dedicated_worker);

/// A shape `{width, height}`, as the page passes one.
fn shape(width: u8, height: u8) -> JsValue {
    let object = js_sys::Object::new();
    for (key, value) in [("width", width), ("height", height)] {
        js_sys::Reflect::set(&object, &key.into(), &value.into()).unwrap();
    }
    object.into()
}

/// A side alone: the older form of a square's shape, kept for one release.
fn old_side(side: f64) -> JsValue {
    JsValue::from_f64(side)
}

fn tiles(values: &[u8]) -> JsValue {
    Uint8Array::from(values).into()
}

fn plain_array(values: &[f64]) -> JsValue {
    values
        .iter()
        .map(|&v| JsValue::from_f64(v))
        .collect::<Array>()
        .into()
}

/// `solve(tiles)` from JavaScript: no progress callback.
fn solve(tiles: &JsValue) -> Result<Vec<u8>, JsValue> {
    solve_reporting(tiles, &JsValue::UNDEFINED)
}

/// `hint(tiles)` from JavaScript: no progress callback.
fn hint(tiles: &JsValue) -> Result<Option<u8>, JsValue> {
    hint_reporting(tiles, &JsValue::UNDEFINED)
}

/// The JS `Error` a failed call produced, as JS prints it: "Kind: message".
fn message(err: JsValue) -> String {
    let error: js_sys::Error = err.dyn_into().expect("a JS Error");
    String::from(error.to_string())
}

/// A call's result, the kind of error it must be, and words its message must hold.
type Case = (Result<Vec<u8>, JsValue>, &'static str, &'static str);

const GOAL: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 0];
const HARDEST: [u8; 9] = [8, 6, 7, 2, 5, 4, 3, 0, 1];

#[wasm_bindgen_test]
fn shuffle_deals_solvable_non_goal_boards() {
    for side in [2u8, 3, 4, 5] {
        let n = usize::from(side);
        for _ in 0..20 {
            let board = shuffle(&shape(side, side), None).unwrap();
            assert_eq!(board.len(), n * n);
            // Solvable by the parity rule written in the tests, and so says the module.
            assert!(solvable_by_rule(n, &board), "{board:?}");
            assert!(is_solvable_js(&tiles(&board)).unwrap());
            assert_ne!(board, goal(&shape(side, side), None).unwrap());
            assert_ne!(board, common::goal(n));
        }
    }
}

#[wasm_bindgen_test]
fn solve_and_hint_are_optimal_on_known_boards() {
    assert_eq!(solve(&tiles(&HARDEST)).unwrap().len(), 31);
    assert_eq!(solve(&tiles(&GOAL)).unwrap(), Vec::<u8>::new());
    assert_eq!(hint(&tiles(&GOAL)).unwrap(), None);
    assert_eq!(
        solve(&tiles(&[1, 2, 3, 4, 5, 6, 0, 7, 8])).unwrap(),
        vec![7, 8]
    );
    assert_eq!(hint(&tiles(&[1, 2, 3, 4, 5, 6, 0, 7, 8])).unwrap(), Some(7));
    // A plain array works as well as a Uint8Array.
    assert_eq!(
        solve(&plain_array(&[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 0.0, 8.0])).unwrap(),
        vec![8]
    );
    // Following the solution really reaches the goal.
    let mut board = tiles(&HARDEST);
    for tile in solve(&board).unwrap() {
        board = tiles(&apply_move(&board, f64::from(tile)).unwrap());
    }
    assert_eq!(Uint8Array::from(board).to_vec(), GOAL);
    // The quick fallback is optimal on 3×3 too.
    assert_eq!(solve_short(&tiles(&HARDEST)).unwrap().len(), 31);
}

#[wasm_bindgen_test]
fn moves_follow_the_tile_convention() {
    let board = tiles(&[1, 2, 3, 4, 0, 5, 6, 7, 8]);
    assert_eq!(movable_tile(&board, &"left".into()).unwrap(), Some(5));
    assert_eq!(movable_tile(&board, &"right".into()).unwrap(), Some(4));
    assert_eq!(movable_tile(&board, &"up".into()).unwrap(), Some(7));
    assert_eq!(movable_tile(&board, &"down".into()).unwrap(), Some(2));
    let corner = tiles(&GOAL);
    assert_eq!(movable_tile(&corner, &"up".into()).unwrap(), None);
    assert_eq!(
        apply_move(&board, 5.0).unwrap(),
        vec![1, 2, 3, 4, 5, 0, 6, 7, 8]
    );
}

#[wasm_bindgen_test]
fn bad_input_is_a_clear_error_and_the_module_keeps_working() {
    let unsolvable = tiles(&[2, 1, 3, 4, 5, 6, 7, 8, 0]);
    let cases: Vec<Case> = vec![
        (solve(&tiles(&[1, 2, 3])), "BadBoard", "not square"),
        (solve(&tiles(&[])), "BadBoard", "not square"),
        (solve(&tiles(&[1, 1, 2, 0])), "BadBoard", "appears twice"),
        (solve(&tiles(&[1, 2, 3, 9])), "BadBoard", "out of range"),
        (solve(&unsolvable), "Unsolvable", "cannot be solved"),
        (
            solve(&JsValue::from_str("1,2,3,0")),
            "BadBoard",
            "Uint8Array",
        ),
        (solve(&JsValue::NULL), "BadBoard", "Uint8Array"),
        (solve(&JsValue::UNDEFINED), "BadBoard", "Uint8Array"),
        (
            solve(&plain_array(&[1.0, 2.0, 3.0, f64::NAN])),
            "BadBoard",
            "index 3",
        ),
        (
            solve(&plain_array(&[1.0, 2.0, 3.0, -1.0])),
            "BadBoard",
            "index 3",
        ),
        (
            solve(&plain_array(&[1.0, 2.5, 3.0, 0.0])),
            "BadBoard",
            "index 1",
        ),
        (
            solve(&plain_array(&[1.0, 2.0, 3.0, 256.0])),
            "BadBoard",
            "out of range",
        ),
        (
            apply_move(&tiles(&GOAL), 1.0),
            "IllegalMove",
            "cannot slide",
        ),
        (
            apply_move(&tiles(&GOAL), 0.0),
            "IllegalMove",
            "cannot slide",
        ),
        (
            apply_move(&tiles(&GOAL), 99.0),
            "IllegalMove",
            "cannot slide",
        ),
        (
            apply_move(&tiles(&GOAL), f64::NAN),
            "IllegalMove",
            "whole number",
        ),
        (
            apply_move(&tiles(&GOAL), -8.0),
            "IllegalMove",
            "whole number",
        ),
        (shuffle(&old_side(1.0), None), "BadSide", "not supported"),
        (shuffle(&old_side(0.0), None), "BadSide", "not supported"),
        (shuffle(&old_side(1000.0), None), "BadSide", "not supported"),
        (
            shuffle(&old_side(f64::NAN), None),
            "BadSide",
            "whole number",
        ),
        (
            shuffle(&old_side(f64::INFINITY), None),
            "BadSide",
            "whole number",
        ),
        (shuffle(&old_side(3.5), None), "BadSide", "whole number"),
        (goal(&old_side(-3.0), None), "BadSide", "whole number"),
    ];
    for (result, kind, expected) in cases {
        let text = message(result.expect_err(expected));
        assert!(
            text.starts_with(&format!("{kind}: ")) && text.contains(expected),
            "{text:?} should be a {kind} that mentions {expected:?}"
        );
    }
    assert!(message(hint(&unsolvable).unwrap_err())
        .starts_with("Unsolvable: this board cannot be solved"));
}

#[wasm_bindgen_test]
fn bad_callbacks_and_time_limits_are_clear_errors() {
    let unsolvable = tiles(&[2, 1, 3, 4, 5, 6, 7, 8, 0]);
    for not_a_function in [
        JsValue::from_str("log"),
        JsValue::from_f64(1.0),
        Array::new().into(),
    ] {
        let text = message(solve_reporting(&tiles(&HARDEST), &not_a_function).unwrap_err());
        assert!(
            text.starts_with("BadArgument: onProgress must be a function"),
            "{text:?}"
        );
        let text = message(hint_reporting(&tiles(&HARDEST), &not_a_function).unwrap_err());
        assert!(
            text.starts_with("BadArgument: onProgress must be a function"),
            "{text:?}"
        );
    }
    assert!(message(solve_short(&unsolvable).unwrap_err()).starts_with("Unsolvable: "));
    assert!(message(solve_short(&JsValue::NULL).unwrap_err())
        .starts_with("BadBoard: expected the board as a Uint8Array"));
    // null is "no callback", as is undefined; a function is accepted.
    assert_eq!(
        solve_reporting(&tiles(&HARDEST), &JsValue::NULL)
            .unwrap()
            .len(),
        31
    );
    let noop: JsValue = js_sys::Function::new_no_args("").into();
    assert_eq!(solve_reporting(&tiles(&HARDEST), &noop).unwrap().len(), 31);
    assert!(message(is_solvable_js(&tiles(&[0, 0, 0, 0])).unwrap_err())
        .starts_with("BadBoard: tile 0 appears twice"));
    assert!(
        message(movable_tile(&tiles(&GOAL), &"north".into()).unwrap_err())
            .starts_with("BadDirection: \"north\"")
    );
    assert!(message(movable_tile(&tiles(&GOAL), &5.into()).unwrap_err())
        .starts_with("BadDirection: the direction must be a string"));
    // After all of that, the module still answers.
    assert_eq!(solve(&tiles(&HARDEST)).unwrap().len(), 31);
}

/// Korf's instance 9 (46 moves optimal), in this project's goal orientation.
const KORF_9: [u8; 16] = [0, 1, 15, 6, 9, 10, 4, 3, 14, 8, 12, 11, 5, 7, 2, 13];

#[wasm_bindgen_test]
fn fifteen_puzzle_is_solved_optimally_and_larger_boards_validly() {
    prepare(&shape(4, 4), &JsValue::UNDEFINED, None).unwrap();
    assert!(tables_ready(&shape(4, 4), None).unwrap());
    assert!(is_optimal(&shape(4, 4), None).unwrap() && is_optimal(&old_side(3.0), None).unwrap());
    assert!(!is_optimal(&shape(5, 5), None).unwrap());
    let moves = solve(&tiles(&KORF_9)).unwrap();
    assert_eq!(moves.len(), 46);
    assert!(reaches_goal(4, &KORF_9, &moves));
    // The hint is a tile beside the blank, and a solution of 45 moves follows it: with the
    // published 46, a first move of an optimal solution.
    let first = hint(&tiles(&KORF_9)).unwrap().expect("a hint");
    assert!(movable_in(4, 4, &KORF_9).contains(&first), "{first}");
    let after = play(4, &KORF_9, &[first]).unwrap();
    let rest = solve(&tiles(&after)).unwrap();
    assert_eq!(rest.len(), 45);
    assert!(reaches_goal(4, &after, &rest));

    // Larger boards: each solution is played by the slide rule written in tests/common, not by
    // the crate's own moves, and must end on the goal written there too.
    for side in [5u8, 6] {
        let start = shuffle(&shape(side, side), None).unwrap();
        let moves = solve(&tiles(&start)).unwrap();
        assert!(
            reaches_goal(usize::from(side), &start, &moves),
            "{side}×{side}: {start:?} {moves:?}"
        );
    }
    assert!(
        message(solve(&tiles(&goal(&shape(9, 9), None).unwrap())).unwrap_err())
            .starts_with("NoSolver: there is no solver for 9×9")
    );
    assert!(
        message(prepare(&old_side(0.0), &JsValue::UNDEFINED, None).unwrap_err())
            .starts_with("BadSide: a board side of 0 is not supported")
    );
    assert!(message(is_optimal(&old_side(f64::NAN), None).unwrap_err())
        .starts_with("BadSide: the side must be a whole number"));
}

#[wasm_bindgen_test]
fn deals_at_a_chosen_difficulty() {
    // The distance by the IDA* with plain Manhattan distance written in the tests.
    for distance in [1u8, 10, 20, 31] {
        let board = deal_at_distance(f64::from(distance)).unwrap();
        assert_eq!(
            manhattan_ida(3, 3, &board),
            usize::from(distance),
            "{board:?}"
        );
    }
    for bad in [0.0, 32.0, -1.0, 2.5, f64::NAN, 1e12] {
        assert!(deal_at_distance(bad).is_err(), "{bad}");
    }
    let easy = deal_with_solved_rows(&shape(4, 4), 2.0, None).unwrap();
    assert_eq!(&easy[..8], &[1, 2, 3, 4, 5, 6, 7, 8]);
    assert!(is_solvable_js(&tiles(&easy)).unwrap());
    assert!(
        message(deal_with_solved_rows(&shape(4, 4), 3.0, None).unwrap_err())
            .starts_with("BadRows: cannot keep 3 rows solved: at most 2")
    );
    assert!(
        message(deal_with_solved_rows(&old_side(1.0), 0.0, None).unwrap_err())
            .starts_with("BadSide: a board side of 1 is not supported")
    );
}

#[wasm_bindgen_test]
fn unsolvable_boards_are_explained() {
    let why = why_unsolvable_js(&tiles(&[2, 1, 3, 4, 5, 6, 7, 8, 0]))
        .unwrap()
        .unwrap();
    assert!(why.contains("1 inversion") && why.contains("even"), "{why}");
    let mut fifteen: Vec<u8> = (1..16).chain([0]).collect();
    fifteen.swap(13, 14);
    let why = why_unsolvable_js(&tiles(&fifteen)).unwrap().unwrap();
    assert!(why.contains("counted from the bottom"), "{why}");
    assert_eq!(why_unsolvable_js(&tiles(&GOAL)).unwrap(), None);
    assert!(why_unsolvable_js(&tiles(&[1, 1, 2, 0])).is_err());
}

/// Reads a property of an answer object.
fn field(object: &JsValue, name: &str) -> JsValue {
    js_sys::Reflect::get(object, &name.into()).unwrap()
}

#[wasm_bindgen_test]
fn solve_within_and_lower_bound_answer_honestly() {
    // With no time limit the search ends only with a proof: Korf's instance 9, at its
    // published 46 moves. `solve` first proves it inside its node budget (a search that could
    // not would fail here with OutOfBudget rather than hang below), and the search without a
    // limit is the same search, through the same positions.
    assert_eq!(solve(&tiles(&KORF_9)).unwrap().len(), 46);
    let answer = solve_within(&tiles(&KORF_9), f64::INFINITY, &JsValue::UNDEFINED).unwrap();
    assert_eq!(field(&answer, "optimal"), JsValue::TRUE);
    assert_eq!(field(&answer, "lowerBound").as_f64(), Some(46.0));
    assert_eq!(Uint8Array::from(field(&answer, "moves")).length(), 46);
    let bound = lower_bound(&tiles(&KORF_9)).unwrap();
    assert!((30..=46).contains(&bound), "{bound}");
    assert_eq!(lower_bound(&tiles(&HARDEST)).unwrap(), 31);

    // The hardest 15-puzzles need 80 moves: with no time, a short answer and an honest bound.
    let hard = [0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 2, 5, 4, 8, 6, 1];
    let answer = solve_within(&tiles(&hard), 0.0, &JsValue::UNDEFINED).unwrap();
    assert_eq!(field(&answer, "optimal"), JsValue::FALSE);
    let bound = field(&answer, "lowerBound").as_f64().unwrap();
    assert!((40.0..=80.0).contains(&bound), "{bound}");
    assert!(Uint8Array::from(field(&answer, "moves")).length() >= 80);
    for bad in [-1.0, f64::NAN] {
        assert!(
            message(solve_within(&tiles(&hard), bad, &JsValue::UNDEFINED).unwrap_err())
                .starts_with("BadArgument: the time limit must be a number of milliseconds")
        );
    }
}

#[wasm_bindgen_test]
fn tables_round_trip_and_damaged_ones_are_refused() {
    prepare(&shape(4, 4), &JsValue::UNDEFINED, None).unwrap();
    let bytes = export_tables(&shape(4, 4), None).unwrap().unwrap();
    import_tables(
        &shape(4, 4),
        &Uint8Array::from(bytes.as_slice()).into(),
        None,
    )
    .unwrap();
    let mut damaged = bytes.clone();
    damaged[1000] ^= 4;
    let err = import_tables(
        &shape(4, 4),
        &Uint8Array::from(damaged.as_slice()).into(),
        None,
    )
    .unwrap_err();
    let text = message(err);
    assert!(
        text.starts_with("BadTables: ") && text.contains("checksum"),
        "{text}"
    );
    assert!(message(
        import_tables(&old_side(4.0), &JsValue::from_str("tables"), None).unwrap_err()
    )
    .starts_with("BadTables: "));
    assert_eq!(export_tables(&shape(3, 3), None).unwrap(), None);
    // Still solving with the tables it had.
    assert_eq!(solve(&tiles(&KORF_9)).unwrap().len(), 46);
}
