//! Arbitrary bytes as a permutation of a 2×2 to 6×6 board (a Fisher–Yates shuffle driven by the
//! bytes), then solved. An unsolvable board is refused as such; a solvable one gets moves that
//! are all legal and reach the goal, no shorter than the admissible estimate, and of its parity;
//! the hint is the solution's first move. 4×4 boards run the optimal IDA* under a small budget,
//! so the fuzzer keeps its pace; running out is an error, never a wrong answer.
#![no_main]

use std::cell::RefCell;
use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use slide_puzzle::heuristic::{Estimator, PatternDb};
use slide_puzzle::search::IdaStar;
use slide_puzzle::{is_solvable, Board, Error, Shape, Solver};

thread_local! {
    /// One solver for the whole run, as the wasm module keeps one: its tables (the 15-puzzle's
    /// database takes most of a second) are built once, and reuse between inputs is fuzzed too.
    static SOLVER: RefCell<Solver> = RefCell::new(Solver::new());
}

fn pattern_db() -> &'static PatternDb {
    static PDB: OnceLock<PatternDb> = OnceLock::new();
    PDB.get_or_init(PatternDb::fifteen_puzzle)
}

/// The estimate bounds a solution's length from below; its parity fixes the length's parity
/// (every slide moves one tile one cell).
fn check(board: &Board, moves: &[u8], optimal: bool) {
    let end = board.slide_all(moves).expect("every move is legal");
    assert!(end.is_goal(), "{board}: {moves:?} does not reach the goal");
    let side = board.width();
    let estimate = Estimator::new(board.shape()).estimate(board.tiles()) as usize;
    assert!(moves.len() >= estimate, "{board}: {} moves under the estimate {estimate}", moves.len());
    let blank = board.blank();
    let blank_distance = (side - 1 - blank / side) + (side - 1 - blank % side);
    assert_eq!(moves.len() % 2, blank_distance % 2, "{board}: wrong parity");
    if optimal && side == 4 {
        assert!(moves.len() >= pattern_db().estimate(board.tiles()) as usize);
    }
}

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let side = 2 + usize::from(pick % 5);
    let cells = side * side;
    let mut tiles: Vec<u8> = (0..cells as u8).collect();
    for (i, &byte) in rest.iter().take(cells - 1).enumerate() {
        let j = i + usize::from(byte) % (cells - i);
        tiles.swap(i, j);
    }
    let shape = Shape::square(side).expect("a supported side");
    let board = Board::from_tiles(shape, &tiles).expect("a permutation is a board");
    SOLVER.with_borrow_mut(|solver| check_solver(solver, &board));
});

fn check_solver(solver: &mut Solver, board: &Board) {
    let side = board.width();
    if !is_solvable(board) {
        assert!(matches!(solver.solve(board), Err(Error::Unsolvable)));
        assert!(matches!(solver.hint(board), Err(Error::Unsolvable)));
        return;
    }
    if side == 4 {
        match IdaStar::new(board.shape(), pattern_db()).solve(board, 200_000) {
            Ok(solution) => check(board, &solution.moves, true),
            Err(err) => assert!(matches!(err, Error::BudgetExceeded { nodes: 200_000 })),
        }
        return;
    }
    let solution = solver.solve(board).expect("2×2, 3×3 and 5×5+ always solve");
    check(board, &solution.moves, solution.optimal);
    assert_eq!(solver.hint(board).unwrap(), solution.moves.first().copied());
}
