//! The 24-puzzle's anytime solver against Korf & Felner's 50 random instances and their
//! published optimal lengths, the path shortener, and the anytime driver on small boards where
//! an independent breadth-first search knows every distance.
//!
//! Expectations come from the published data and the test's own breadth-first search, never
//! from the code under test.

mod common;

use common::korf::{korf100, korf24};
use common::{
    bfs_distances, manhattan_ida, moved_tile, neighbours, play, rank, reaches_goal, walked,
};
use slide_puzzle::heuristic::Estimator;
use slide_puzzle::search::anytime::{improve, Plan};
use slide_puzzle::search::shorten::{shorten, Shortening};
use slide_puzzle::Shape;
use slide_puzzle::{random_solvable, Board, Rng, Solver};

/// Nodes the anytime driver may spend where it must prove an optimum: several times what it
/// needs, so that a broken heuristic or search fails instead of running on.
const DRIVER_BUDGET: u64 = 5_000_000;

/// A random walk of `steps` legal moves from `board`, never straight back.
fn random_walk(board: &Board, steps: usize, rng: &mut Rng) -> Vec<u8> {
    let side = board.width();
    common::random_walk(side, side, board.tiles(), steps, rng).0
}

/// Korf's 24-puzzles: every answer is legal, reaches the goal, is never shorter than the
/// published optimum, and its lower bound is no more than the optimum or the answer's length.
#[test]
fn korf24_answers_are_valid_and_bounded() {
    let mut solver = Solver::new();
    for (number, optimal, board) in korf24().iter().take(4) {
        let reduction = solver.solve_short(board).unwrap().moves;
        let answer = solver
            .solve_anytime(board, |p| p.nodes < 1_500_000)
            .unwrap();
        assert!(
            reaches_goal(board.width(), board.tiles(), &answer.moves),
            "#{number}"
        );
        assert!(answer.moves.len() >= *optimal, "#{number}");
        assert!(answer.moves.len() <= reduction.len(), "#{number}");
        assert!(answer.lower_bound as usize <= *optimal, "#{number}");
        assert!(answer.lower_bound as usize <= answer.moves.len());
        assert_eq!(
            answer.optimal,
            answer.moves.len() == answer.lower_bound as usize
        );
        // `Solver::solve` on 5×5 is the same kind of answer, on a fixed node budget.
        let solution = solver.solve(board).unwrap();
        assert!(reaches_goal(board.width(), board.tiles(), &solution.moves));
        assert!(solution.moves.len() >= *optimal && solution.moves.len() <= reduction.len());
        assert_eq!(solver.hint(board).unwrap(), solution.moves.first().copied());
    }
}

/// 5×5 boards a random walk from the goal, within reach of the IDA* with plain Manhattan
/// distance written in `common`: the anytime solver proves its answer optimal, with that
/// search's length as both the answer's length and its bound.
#[test]
fn near_5x5_boards_are_proven_at_the_independent_searches_length() {
    let mut solver = Solver::new();
    let mut rng = Rng::seeded(525);
    for steps in [10, 20, 30, 40, 50] {
        let tiles = walked(5, 5, steps, &mut rng);
        let truth = manhattan_ida(5, 5, &tiles);
        let board = Board::from_tiles(Shape::for_square_len(tiles.len()).unwrap(), &tiles).unwrap();
        let answer = solver
            .solve_anytime(&board, |p| p.nodes < 2_000_000)
            .unwrap();
        assert!(reaches_goal(5, &tiles, &answer.moves), "{board}");
        assert!(answer.optimal, "not proven within the budget\n{board}");
        assert_eq!(answer.moves.len(), truth, "{board}");
        assert_eq!(answer.lower_bound as usize, truth, "{board}");
    }
}

/// The control callback is obeyed: a solver told to stop at once still answers, from the
/// reduction, with the start's estimate as its bound.
#[test]
fn stopping_at_once_still_answers() {
    let mut solver = Solver::new();
    let (_, optimal, board) = &korf24()[10];
    let mut calls = 0;
    let answer = solver
        .solve_anytime(board, |_| {
            calls += 1;
            false
        })
        .unwrap();
    assert!(calls >= 1);
    assert!(reaches_goal(board.width(), board.tiles(), &answer.moves));
    assert!(answer.lower_bound as usize <= *optimal && answer.moves.len() >= *optimal);
    assert!(!answer.optimal);
}

/// Shortening never lengthens a path, and the shorter path is legal and ends where the old one
/// did: reductions of Korf's 24-puzzles, and random walks on 4×4 to 6×6 boards.
#[test]
fn shortening_keeps_paths_valid_and_never_longer() {
    let mut solver = Solver::new();
    let options = Shortening {
        window: 20,
        window_budget: 50_000,
        ..Shortening::default()
    };
    for (_, optimal, board) in korf24().iter().take(3) {
        let moves = solver.solve_short(board).unwrap().moves;
        let short = shorten(board, &moves, options, &mut |_, _| true);
        assert!(short.len() <= moves.len() && short.len() >= *optimal);
        assert!(reaches_goal(board.width(), board.tiles(), &short));
    }
    let mut rng = Rng::seeded(24);
    for side in [4, 5, 6] {
        for _ in 0..5 {
            let board = random_solvable(Shape::square(side).unwrap(), &mut rng);
            let walk = random_walk(&board, 60, &mut rng);
            let end = play(side, board.tiles(), &walk).unwrap();
            let short = shorten(&board, &walk, options, &mut |_, _| true);
            assert!(short.len() <= walk.len());
            assert_eq!(play(side, board.tiles(), &short), Some(end));
            // Paths between two boards all have the same parity.
            assert_eq!(short.len() % 2, walk.len() % 2);
        }
    }
}

/// On 3×3, where breadth-first search knows every distance: a window covering the whole path
/// shortens any path to the goal to an optimal one, and the anytime driver, given time, proves
/// its answer optimal with the true length.
#[test]
fn small_boards_reach_the_optimum() {
    let (dist, order) = bfs_distances(3);
    let mut rng = Rng::seeded(9);
    let estimator = Estimator::new(Shape::square(3).unwrap());
    for k in 0..40 {
        let start = &order[(k * 4_513 + 17) % order.len()];
        // An optimal path by descending the true distances, with a random detour in front.
        let board = Board::from_tiles(Shape::for_square_len(start.len()).unwrap(), start).unwrap();
        let detour = random_walk(&board, 12, &mut rng);
        let mut tiles = play(3, board.tiles(), &detour).unwrap();
        let mut path = detour.clone();
        while dist[rank(&tiles)] > 0 {
            let next = neighbours(3, &tiles)
                .into_iter()
                .find(|n| dist[rank(n)] + 1 == dist[rank(&tiles)])
                .unwrap();
            path.push(moved_tile(&tiles, &next));
            tiles = next;
        }
        let truth = dist[rank(start)] as usize;
        let whole = Shortening {
            window: 64,
            window_budget: 1_000_000,
            ..Shortening::default()
        };
        let short = shorten(&board, &path, whole, &mut |_, _| true);
        assert_eq!(short.len(), truth, "{board}");
        assert!(reaches_goal(board.width(), board.tiles(), &short));

        let answer = improve(&estimator, &board, path, Plan::default(), &mut |p| {
            p.nodes < DRIVER_BUDGET
        });
        assert_eq!(answer.moves.len(), truth);
        assert_eq!(answer.lower_bound as usize, truth);
        assert!(answer.optimal);
        assert!(reaches_goal(board.width(), board.tiles(), &answer.moves));
    }
}

/// Easy 15-puzzles from Korf's 100: the anytime driver with Manhattan distance and linear
/// conflict, started from a poor answer, reaches the published optimum and proves it.
#[test]
fn easy_fifteen_puzzles_reach_the_published_optimum() {
    let mut solver = Solver::new();
    let estimator = Estimator::new(Shape::square(4).unwrap());
    let mut rng = Rng::seeded(15);
    for number in [55, 16, 42, 79] {
        let (_, optimal, board) = korf100().into_iter().find(|k| k.0 == number).unwrap();
        // A detour, back, then a solution: a seed that is far from optimal.
        let detour = random_walk(&board, 20, &mut rng);
        let middle =
            Board::from_tiles(board.shape(), &play(4, board.tiles(), &detour).unwrap()).unwrap();
        let mut seed = detour.clone();
        seed.extend(solver.solve_short(&middle).unwrap().moves);
        let answer = improve(&estimator, &board, seed, Plan::default(), &mut |p| {
            p.nodes < DRIVER_BUDGET
        });
        assert_eq!(answer.moves.len(), optimal, "#{number}");
        assert!(answer.optimal && answer.lower_bound as usize == optimal);
        assert!(reaches_goal(board.width(), board.tiles(), &answer.moves));
    }
}
