//! Every solvable 2×2 and 3×3 board, checked against breadth-first search: the solver's path is
//! optimal and really reaches the goal, the hint is one step closer, the heuristic never
//! overestimates, and the parity rule accepts exactly the reachable boards. One [`AStar`] reused
//! over many consecutive searches (its visited table is not reallocated, only emptied of what
//! the previous search wrote) still gives breadth-first search's lengths.

mod common;

use common::{bfs_distances, play, rank, reaches_goal};
use slide_puzzle::distances::Distances3;
use slide_puzzle::heuristic::Estimator;
use slide_puzzle::Shape;
use slide_puzzle::{is_solvable, random_solvable, AStar, Board, Error, Rng, Solver};

/// Nodes A* may expand on a 3×3 board: more than there are boards (181,440).
const BUDGET_3X3: u64 = 200_000;

fn check_all(side: usize, expected_boards: usize, expected_max: u8) {
    let (dist, boards) = bfs_distances(side);
    assert_eq!(boards.len(), expected_boards);
    let max = boards.iter().map(|b| dist[rank(b)]).max().unwrap();
    assert_eq!(max, expected_max);

    let threads = std::thread::available_parallelism().map_or(2, std::num::NonZero::get);
    let chunk = boards.len().div_ceil(threads);
    std::thread::scope(|scope| {
        for part in boards.chunks(chunk) {
            let dist = &dist;
            scope.spawn(move || {
                let mut solver = Solver::new();
                let estimator = Estimator::new(Shape::square(side).unwrap());
                for tiles in part {
                    let truth = dist[rank(tiles)];
                    let board =
                        Board::from_tiles(Shape::for_square_len(tiles.len()).unwrap(), tiles)
                            .unwrap();
                    assert!(
                        estimator.estimate(tiles) <= u32::from(truth),
                        "heuristic overestimates\n{board}"
                    );
                    let solution = solver.solve(&board).unwrap();
                    assert_eq!(
                        solution.moves.len(),
                        usize::from(truth),
                        "not optimal\n{board}"
                    );
                    assert!(reaches_goal(side, tiles, &solution.moves));
                    match solver.hint(&board).unwrap() {
                        None => assert_eq!(truth, 0),
                        Some(tile) => {
                            let next = play(side, tiles, &[tile]).expect("a legal hint");
                            assert_eq!(dist[rank(&next)], truth - 1, "bad hint\n{board}");
                        }
                    }
                }
            });
        }
    });
}

#[test]
fn every_2x2_board() {
    check_all(2, 12, 6);
}

#[test]
fn every_3x3_board() {
    check_all(3, 181_440, 31);
}

#[test]
fn exactly_two_3x3_boards_need_31_moves() {
    let (dist, boards) = bfs_distances(3);
    let mut hardest: Vec<&Vec<u8>> = boards.iter().filter(|b| dist[rank(b)] == 31).collect();
    hardest.sort();
    assert_eq!(
        hardest,
        vec![
            &vec![6, 4, 7, 8, 5, 0, 3, 2, 1],
            &vec![8, 6, 7, 2, 5, 4, 3, 0, 1]
        ]
    );
}

/// One 3×3 [`AStar`] over 1,100 consecutive searches (its visited table is only ever emptied of
/// what the previous search wrote), mixing random boards, the same board twice running,
/// searches cut short by their budget (which leave the table half written), unsolvable boards
/// (refused before any search) and the goal itself: every answer has breadth-first search's
/// length and solves.
#[test]
fn reused_astar_stays_optimal() {
    let (dist, boards) = bfs_distances(3);
    let mut astar = AStar::new(3);
    let mut rng = Rng::seeded(2027);
    let hardest =
        Board::from_tiles(Shape::square(3).unwrap(), &[8, 6, 7, 2, 5, 4, 3, 0, 1]).unwrap();
    let unsolvable =
        Board::from_tiles(Shape::square(3).unwrap(), &[2, 1, 3, 4, 5, 6, 7, 8, 0]).unwrap();
    let mut previous = Board::goal(Shape::square(3).unwrap());
    for i in 0..1000 {
        let board = match i % 10 {
            0 => previous.clone(),
            1 => {
                assert_eq!(
                    astar.solve(&hardest, 50),
                    Err(Error::BudgetExceeded { nodes: 50 })
                );
                random_solvable(Shape::square(3).unwrap(), &mut rng)
            }
            2 => {
                assert_eq!(astar.solve(&unsolvable, BUDGET_3X3), Err(Error::Unsolvable));
                hardest.clone()
            }
            3 => Board::goal(Shape::square(3).unwrap()),
            // Boards found late by breadth-first search are far from the goal.
            4 => {
                Board::from_tiles(Shape::square(3).unwrap(), &boards[boards.len() - 1 - i]).unwrap()
            }
            _ => random_solvable(Shape::square(3).unwrap(), &mut rng),
        };
        let solution = astar.solve(&board, BUDGET_3X3).unwrap();
        assert_eq!(
            solution.moves.len(),
            usize::from(dist[rank(board.tiles())]),
            "search {i}\n{board}"
        );
        assert!(reaches_goal(3, board.tiles(), &solution.moves));
        previous = board;
    }
}

/// Every permutation, reachable or not: the parity rule agrees with breadth-first search.
#[test]
fn parity_rule_matches_reachability() {
    for side in [2, 3] {
        let (dist, _) = bfs_distances(side);
        let cells = side * side;
        let mut tiles: Vec<u8> = (0..u8::try_from(cells).unwrap()).collect();
        let mut checked = 0;
        loop {
            let board =
                Board::from_tiles(Shape::for_square_len(tiles.len()).unwrap(), &tiles).unwrap();
            assert_eq!(
                is_solvable(&board),
                dist[rank(&tiles)] != u8::MAX,
                "{board}"
            );
            checked += 1;
            if !next_permutation(&mut tiles) {
                break;
            }
        }
        assert_eq!(checked, common::factorial(cells));
    }
}

fn next_permutation(v: &mut [u8]) -> bool {
    let Some(i) = (0..v.len() - 1).rev().find(|&i| v[i] < v[i + 1]) else {
        return false;
    };
    let j = (i + 1..v.len()).rev().find(|&j| v[j] > v[i]).unwrap();
    v.swap(i, j);
    v[i + 1..].reverse();
    true
}

/// The game's own distance table (used to deal at a chosen difficulty) agrees with the oracle.
#[test]
fn distance_table_matches_bfs() {
    let (dist, boards) = bfs_distances(3);
    let table = Distances3::build();
    for tiles in &boards {
        let board = Board::from_tiles(Shape::for_square_len(tiles.len()).unwrap(), tiles).unwrap();
        assert_eq!(table.distance(&board), Some(dist[rank(tiles)]));
    }
    let unsolvable =
        Board::from_tiles(Shape::square(3).unwrap(), &[2, 1, 3, 4, 5, 6, 7, 8, 0]).unwrap();
    assert_eq!(table.distance(&unsolvable), None);
}
