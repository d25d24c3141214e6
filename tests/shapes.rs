//! Rectangles against independent searches that know nothing of the crate's solvers or
//! heuristics:
//! - on every shape of at most 10 cells (2×2, 2×3, 3×2, 2×4, 4×2, 2×5, 5×2, 3×3), the parity
//!   rule accepts exactly the boards breadth-first search from the goal reaches;
//! - on every such rectangle, the solver's answer for every reachable board is as long as the
//!   breadth-first distance and reaches the goal (2×2 and 3×3: `exhaustive_small.rs`);
//! - on 20 random 3×4 and 20 random 4×3 boards, the solver's length equals that of an IDA*
//!   written here with plain Manhattan distance;
//! - on boards of every shape with pattern databases (2×6 to 2×8, 3×5 and their turns) a random
//!   walk from the goal, the solver's length equals that of the same independent search;
//! - larger rectangles get valid answers, with a lower bound no longer than them.

mod common;

use common::{bfs_distances_in, factorial, manhattan_ida, rank, walked};
use slide_puzzle::search::is_optimal;
use slide_puzzle::shuffle::random_solvable;
use slide_puzzle::solvability::why_unsolvable;
use slide_puzzle::{is_solvable, Board, Error, Rng, Shape, Solver};

/// Every shape with at most 10 cells.
const SMALL_SHAPES: [(usize, usize); 8] = [
    (2, 2),
    (2, 3),
    (3, 2),
    (2, 4),
    (4, 2),
    (2, 5),
    (5, 2),
    (3, 3),
];

/// The permutation of `0..n` with lexicographic rank `r` (the inverse of [`rank`]).
fn unrank(mut r: usize, n: usize) -> Vec<u8> {
    let mut digits = vec![0; n];
    for i in (0..n).rev() {
        let base = n - i;
        digits[i] = r % base;
        r /= base;
    }
    let mut unused: Vec<u8> = (0..u8::try_from(n).expect("at most 256 cells")).collect();
    digits.iter().map(|&d| unused.remove(d)).collect()
}

/// Runs `check` on each part of `items` in its own thread.
fn in_parallel<T: Sync>(items: &[T], check: impl Fn(&[T]) + Sync) {
    let threads = std::thread::available_parallelism().map_or(2, std::num::NonZero::get);
    let chunk = items.len().div_ceil(threads).max(1);
    std::thread::scope(|scope| {
        for part in items.chunks(chunk) {
            let check = &check;
            scope.spawn(move || check(part));
        }
    });
}

#[test]
fn parity_rule_is_reachability_on_every_shape_up_to_10_cells() {
    for (width, height) in SMALL_SHAPES {
        let cells = width * height;
        let (dist, boards) = bfs_distances_in(width, height);
        assert_eq!(boards.len(), factorial(cells) / 2, "{width}×{height}");
        let ranks: Vec<usize> = (0..factorial(cells)).collect();
        in_parallel(&ranks, |part| {
            for &r in part {
                let tiles = unrank(r, cells);
                let board =
                    Board::from_tiles(Shape::for_len(tiles.len(), width).unwrap(), &tiles).unwrap();
                let reachable = dist[r] != u8::MAX;
                assert_eq!(is_solvable(&board), reachable, "{width}×{height}\n{board}");
                let why = why_unsolvable(&board);
                assert_eq!(why.is_none(), reachable);
                if let Some(why) = why {
                    assert!(why.contains(&format!("{width}×{height}")), "{why}");
                }
            }
        });
    }
}

#[test]
fn every_board_of_every_rectangle_up_to_10_cells_is_solved_optimally() {
    for (width, height) in SMALL_SHAPES {
        if width == height {
            continue; // exhaustive_small.rs
        }
        let shape = Shape::new(width, height).unwrap();
        assert!(is_optimal(shape));
        let (dist, boards) = bfs_distances_in(width, height);
        // One solver per thread, its database (2×5, 5×2) built once for the shape.
        in_parallel(&boards, |part| {
            let mut solver = Solver::new();
            for tiles in part {
                let truth = dist[rank(tiles)];
                let board =
                    Board::from_tiles(Shape::for_len(tiles.len(), width).unwrap(), tiles).unwrap();
                let solution = solver.solve(&board).unwrap();
                assert!(solution.optimal);
                assert_eq!(
                    solution.moves.len(),
                    usize::from(truth),
                    "not optimal on {width}×{height}\n{board}"
                );
                assert!(board.slide_all(&solution.moves).unwrap().is_goal());
            }
        });
    }
}

#[test]
fn sampled_3x4_and_4x3_boards_match_an_independent_search() {
    let mut rng = Rng::seeded(34);
    let mut boards = Vec::new();
    for (width, height) in [(3, 4), (4, 3)] {
        let shape = Shape::new(width, height).unwrap();
        for _ in 0..20 {
            boards.push(random_solvable(shape, &mut rng));
        }
    }
    in_parallel(&boards, |part| {
        let mut solver = Solver::new();
        for board in part {
            let truth = manhattan_ida(board.width(), board.height(), board.tiles());
            let solution = solver.solve(board).unwrap();
            assert!(solution.optimal);
            assert_eq!(solution.moves.len(), truth, "not optimal\n{board}");
            assert!(board.slide_all(&solution.moves).unwrap().is_goal());
        }
    });
}

/// The independent search agrees with breadth-first search where both are cheap, so its
/// answers above are worth comparing against.
#[test]
fn the_independent_search_agrees_with_breadth_first_search() {
    let (dist, boards) = bfs_distances_in(4, 2);
    for tiles in boards.iter().step_by(97) {
        assert_eq!(manhattan_ida(4, 2, tiles), usize::from(dist[rank(tiles)]));
    }
}

#[test]
fn larger_rectangles_get_valid_answers_with_bounds() {
    let mut rng = Rng::seeded(9);
    let mut solver = Solver::new();
    for (width, height) in [(3, 6), (6, 3), (4, 5), (5, 4), (7, 3), (8, 7), (3, 8)] {
        let shape = Shape::new(width, height).unwrap();
        assert!(!is_optimal(shape));
        for _ in 0..3 {
            let board = random_solvable(shape, &mut rng);
            let solution = solver.solve(&board).unwrap();
            assert!(!solution.optimal);
            assert!(
                board.slide_all(&solution.moves).unwrap().is_goal(),
                "{board}"
            );
            let short = solver.solve_short(&board).unwrap();
            assert!(board.slide_all(&short.moves).unwrap().is_goal());
            let bound = solver.lower_bound(&board).unwrap() as usize;
            assert!(bound <= solution.moves.len() && bound <= short.moves.len());
            let within = solver
                .solve_within(&board, &mut |nodes, _| nodes < 200_000)
                .unwrap();
            assert!(board.slide_all(&within.moves).unwrap().is_goal());
            assert!(within.lower_bound as usize <= within.moves.len());
        }
    }
    let too_wide = Board::goal(Shape::new(9, 2).unwrap());
    assert_eq!(
        solver.solve(&too_wide),
        Err(Error::NoSolver {
            width: 9,
            height: 2
        })
    );
}

#[test]
fn unsolvable_rectangles_are_refused_with_a_reason() {
    let mut solver = Solver::new();
    // 4 wide, 3 tall, the last two tiles swapped: one inversion, blank on the bottom row.
    let board = Board::from_tiles(
        Shape::new(4, 3).unwrap(),
        &[1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 10, 0],
    )
    .unwrap();
    assert_eq!(solver.solve(&board), Err(Error::Unsolvable));
    assert_eq!(solver.solve_short(&board), Err(Error::Unsolvable));
    let why = why_unsolvable(&board).unwrap();
    assert!(why.contains("4×3") && why.contains("1 inversion"), "{why}");
}

/// A 2×8 or 8×2 search stopped before it starts still answers: a valid short solution and an
/// admissible bound (its database is not built for it).
#[test]
fn a_stopped_search_on_a_shape_with_a_database_still_answers() {
    let mut rng = Rng::seeded(28);
    for (width, height) in [(2, 8), (8, 2), (3, 5)] {
        let board = random_solvable(Shape::new(width, height).unwrap(), &mut rng);
        let mut solver = Solver::new();
        let answer = solver.solve_within(&board, &mut |_, _| false).unwrap();
        assert!(board.slide_all(&answer.moves).unwrap().is_goal());
        assert!(answer.lower_bound as usize <= answer.moves.len());
        assert_eq!(
            answer.optimal,
            answer.lower_bound as usize == answer.moves.len()
        );
    }
}

/// Every shape searched with pattern databases (2×6 to 2×8, 3×5 and their turns; 2×5 and 5×2
/// are checked exhaustively above): on boards a random walk away from the goal, the solver's
/// length equals the independent search's, so both databases and their maximum stay
/// admissible.
#[test]
fn boards_of_every_shape_with_databases_match_an_independent_search() {
    let mut rng = Rng::seeded(816);
    let mut boards = Vec::new();
    for (width, height) in [
        (2, 6),
        (6, 2),
        (2, 7),
        (7, 2),
        (2, 8),
        (8, 2),
        (3, 5),
        (5, 3),
    ] {
        for steps in [30, 40, 50] {
            boards.push((width, walked(width, height, steps, &mut rng)));
        }
    }
    in_parallel(&boards, |part| {
        let mut solver = Solver::new();
        for (width, tiles) in part {
            let board =
                Board::from_tiles(Shape::for_len(tiles.len(), *width).unwrap(), tiles).unwrap();
            let truth = manhattan_ida(board.width(), board.height(), tiles);
            let solution = solver.solve(&board).unwrap();
            assert!(solution.optimal);
            assert_eq!(solution.moves.len(), truth, "not optimal\n{board}");
            assert!(board.slide_all(&solution.moves).unwrap().is_goal());
            assert!(solver.lower_bound(&board).unwrap() as usize <= truth);
        }
    });
}
