//! The 15-puzzle solver against Korf's 100 random instances and their published optimal lengths;
//! IDA* against A* and breadth-first search; the pattern database's admissibility.

mod common;

use common::korf::korf100;
use common::{bfs_distances, rank};
use slide_puzzle::heuristic::{Estimator, PatternDb};
use slide_puzzle::search::{Heuristic, IdaStar};
use slide_puzzle::{random_solvable, AStar, Board, Rng, Solver};

/// Every fifth instance with the small 5-5-5 database (the solver's own tables solve all 100 in
/// `tests/pattern_db.rs`), on as many threads as there are cores, sharing one database.
#[test]
fn korf_100_solve_to_their_published_lengths() {
    let pdb = PatternDb::fifteen_puzzle();
    let instances: Vec<_> = korf100().into_iter().step_by(5).collect();
    assert_eq!(instances.len(), 20);
    let threads = std::thread::available_parallelism().map_or(2, std::num::NonZero::get);
    std::thread::scope(|scope| {
        for part in 0..threads {
            let (pdb, instances) = (&pdb, &instances);
            scope.spawn(move || {
                let mut search = IdaStar::new(4, pdb);
                for (number, length, board) in instances.iter().skip(part).step_by(threads) {
                    assert!(pdb.estimate(board.tiles()) as usize <= *length);
                    let solution = search.solve(board, u64::MAX).unwrap();
                    assert_eq!(solution.moves.len(), *length, "instance {number}");
                    assert!(board.slide_all(&solution.moves).unwrap().is_goal());
                }
            });
        }
    });
}

/// The pattern-database machinery on 3×3, where the truth is known for every board: the
/// estimate never exceeds the true distance, and IDA* with it is optimal.
#[test]
fn pattern_db_is_admissible_on_every_3x3_board() {
    let (dist, boards) = bfs_distances(3);
    let pdb = PatternDb::build(3, &[&[1, 2, 3, 4], &[5, 6, 7, 8]]);
    let mut search = IdaStar::new(3, &pdb);
    for (i, tiles) in boards.iter().enumerate() {
        let truth = u32::from(dist[rank(tiles)]);
        assert!(pdb.estimate(tiles) <= truth, "{tiles:?}");
        if i % 97 == 0 {
            let board = Board::from_tiles(tiles).unwrap();
            let solution = search.solve(&board, u64::MAX).unwrap();
            assert_eq!(solution.moves.len(), truth as usize);
        }
    }
}

/// The incremental key after a move equals the key computed from scratch. (The estimate itself
/// may jump by more than one: a table holds the best over blank positions, some of which the
/// real blank cannot reach without moving a group tile. IDA* needs admissibility only.)
#[test]
fn pattern_db_updates_incrementally() {
    let pdb = PatternDb::fifteen_puzzle();
    let mut rng = Rng::seeded(11);
    for _ in 0..200 {
        let board = random_solvable(4, &mut rng).unwrap();
        let mut tiles = board.tiles().to_vec();
        let key = pdb.key(&tiles);
        for from in board.move_table().sources(board.blank()) {
            let from = *from as usize;
            let next = pdb.after_move(&key, &mut tiles, from, board.blank());
            assert_eq!(
                tiles,
                board.tiles(),
                "after_move must leave the board as it was"
            );
            let moved = board.slide(u32::from(tiles[from])).unwrap();
            assert_eq!(next, pdb.key(moved.tiles()));
        }
    }
}

/// IDA* and A* agree on 3×3 (with the same heuristic) and on easy 4×4 boards (A* with Manhattan
/// distance plus linear conflict, IDA* with the pattern database).
#[test]
fn idastar_matches_astar() {
    let estimator = Estimator::new(3);
    let mut ida = IdaStar::new(3, &estimator);
    let mut astar = AStar::new(3);
    let mut rng = Rng::seeded(3);
    let hardest = Board::from_tiles(&[6, 4, 7, 8, 5, 0, 3, 2, 1]).unwrap();
    for board in (0..2000)
        .map(|_| random_solvable(3, &mut rng).unwrap())
        .chain([hardest])
    {
        let a = astar.solve(&board, u64::MAX).unwrap();
        let i = ida.solve(&board, u64::MAX).unwrap();
        assert_eq!(a.moves.len(), i.moves.len(), "{board}");
        assert!(board.slide_all(&i.moves).unwrap().is_goal());
    }

    let pdb = PatternDb::fifteen_puzzle();
    let mut ida = IdaStar::new(4, &pdb);
    let mut astar = AStar::new(4);
    for _ in 0..30 {
        let board = random_walk(4, 60, &mut rng);
        let a = astar.solve(&board, 2_000_000).unwrap();
        let i = ida.solve(&board, u64::MAX).unwrap();
        assert_eq!(a.moves.len(), i.moves.len(), "{board}");
    }
}

/// A board `steps` random moves from the goal (never straight back): easy but not trivial.
fn random_walk(side: usize, steps: usize, rng: &mut Rng) -> Board {
    let mut board = Board::goal(side).unwrap();
    let mut last = 0;
    for _ in 0..steps {
        let options: Vec<u8> = board.movable_tiles().filter(|&t| t != last).collect();
        last = options[rng.below(u32::try_from(options.len()).unwrap()) as usize];
        board = board.slide(u32::from(last)).unwrap();
    }
    board
}

/// 5×5 to 8×8: the reduction always reaches the goal with legal moves, says it is not optimal,
/// and gives hints that are the first move of that solution.
#[test]
fn larger_boards_are_always_solved() {
    let mut solver = Solver::new();
    let mut rng = Rng::seeded(25);
    for side in 5..=8 {
        for _ in 0..if side == 5 { 20 } else { 3 } {
            let board = random_solvable(side, &mut rng).unwrap();
            let solution = solver.solve(&board).unwrap();
            assert!(!solution.optimal);
            assert!(
                board.slide_all(&solution.moves).unwrap().is_goal(),
                "{board}"
            );
            assert_eq!(
                solver.hint(&board).unwrap(),
                solution.moves.first().copied()
            );
        }
    }
    assert!(solver.solve(&Board::goal(9).unwrap()).is_err());
    assert_eq!(solver.hint(&Board::goal(5).unwrap()).unwrap(), None);
}

/// A budget that is too small is reported, not ignored, and the search stays usable.
#[test]
fn budget_exhaustion_is_an_error() {
    let pdb = PatternDb::fifteen_puzzle();
    let mut ida = IdaStar::new(4, &pdb);
    let (_, length, board) = &korf100()[0];
    assert!(matches!(
        ida.solve(board, 1000),
        Err(slide_puzzle::Error::BudgetExceeded { nodes: 1000 })
    ));
    assert_eq!(ida.solve(board, u64::MAX).unwrap().moves.len(), *length);
}

/// A long search reports its progress every `PROGRESS_EVERY` nodes, in order, up to the budget
/// (a report at the very budget is the give-up itself), and reporting changes no answer.
#[test]
fn long_searches_report_progress_up_to_the_budget() {
    use slide_puzzle::search::idastar::PROGRESS_EVERY;
    let pdb = PatternDb::fifteen_puzzle();
    let mut ida = IdaStar::new(4, &pdb);
    // One of the hardest positions (80 moves): it needs far more nodes than these budgets.
    let hard = Board::from_tiles(&[0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 2, 5, 4, 8, 6, 1]).unwrap();
    let budget = 3 * PROGRESS_EVERY + 5;
    let mut reports = Vec::new();
    let result = ida.solve_reporting(&hard, budget, &mut |n| reports.push(n));
    assert!(
        matches!(result, Err(slide_puzzle::Error::BudgetExceeded { nodes }) if nodes == budget)
    );
    assert_eq!(reports, [1, 2, 3].map(|k| k * PROGRESS_EVERY));

    let mut reports = Vec::new();
    let result = ida.solve_reporting(&hard, 2 * PROGRESS_EVERY, &mut |n| reports.push(n));
    assert!(result.is_err());
    assert_eq!(reports, [PROGRESS_EVERY], "no report at the budget itself");

    // The instance of Korf's 100 that takes these tables the most nodes (number 17, 66 moves:
    // about 6.6 million expanded, with the search's duplicate pruning).
    let (_, length, board) = korf100().into_iter().find(|(n, _, _)| *n == 17).unwrap();
    let mut reports = Vec::new();
    let solution = ida
        .solve_reporting(&board, u64::MAX, &mut |n| reports.push(n))
        .unwrap();
    assert_eq!(solution.moves.len(), length);
    let expected: Vec<u64> = (1..=solution.expanded / PROGRESS_EVERY)
        .map(|k| k * PROGRESS_EVERY)
        .collect();
    assert!(
        !expected.is_empty(),
        "instance 17 takes {} nodes",
        solution.expanded
    );
    assert_eq!(reports, expected);
    assert_eq!(ida.solve(&board, u64::MAX).unwrap(), solution);

    // The Solver passes its 4×4 reports on (its own, stronger heuristic takes fewer nodes).
    let mut solver = Solver::new();
    let mut reports = Vec::new();
    let answer = solver
        .solve_reporting(&board, &mut |n| reports.push(n))
        .unwrap();
    assert_eq!(answer.moves.len(), length);
    let expected: Vec<u64> = (1..=answer.expanded / PROGRESS_EVERY)
        .map(|k| k * PROGRESS_EVERY)
        .collect();
    assert_eq!(reports, expected);
}

/// A first visit's short answers, before the databases are built: near the published optimum
/// (the reduction alone averages about 1.5 times it), and found without building them.
#[test]
fn short_solutions_without_tables_are_near_optimal_and_build_nothing() {
    let mut solver = Solver::new();
    let (mut lengths, mut optima) = (0, 0);
    for (number, optimal, board) in korf100().iter().take(10) {
        let short = solver.solve_short(board).unwrap();
        assert!(
            board.slide_all(&short.moves).unwrap().is_goal(),
            "#{number}"
        );
        assert!(short.moves.len() >= *optimal, "#{number}");
        lengths += short.moves.len();
        optima += optimal;
    }
    assert!(
        100 * lengths <= 115 * optima,
        "{lengths} moves in all against the optima's {optima}: more than 1.15 times"
    );
    assert!(!solver.is_prepared(4), "the databases were not built");
}

/// The quick fallback: optimal and flagged so where a small search proves it, otherwise a legal
/// solution flagged as not optimal; the same refusals as `solve`.
#[test]
fn short_solutions_are_legal_and_honest_about_optimality() {
    let mut solver = Solver::new();
    let hard = Board::from_tiles(&[0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 2, 5, 4, 8, 6, 1]).unwrap();
    let short = solver.solve_short(&hard).unwrap();
    assert!(!short.optimal);
    assert!(
        short.moves.len() >= 80,
        "no solution beats the optimum of 80"
    );
    assert!(hard.slide_all(&short.moves).unwrap().is_goal());

    let mut rng = Rng::seeded(44);
    for side in 2..=4 {
        for _ in 0..20 {
            let board = if side == 4 {
                random_walk(4, 30, &mut rng)
            } else {
                random_solvable(side, &mut rng).unwrap()
            };
            let short = solver.solve_short(&board).unwrap();
            assert!(board.slide_all(&short.moves).unwrap().is_goal(), "{board}");
            if short.optimal {
                assert_eq!(short.moves.len(), solver.solve(&board).unwrap().moves.len());
            }
            assert!(side == 4 || short.optimal, "2×2 and 3×3 are always optimal");
        }
    }
    for korf in korf100().iter().take(10) {
        let short = solver.solve_short(&korf.2).unwrap();
        assert!(korf.2.slide_all(&short.moves).unwrap().is_goal());
        assert!(short.moves.len() >= korf.1);
        if short.optimal {
            assert_eq!(short.moves.len(), korf.1, "instance {}", korf.0);
        }
    }
    let unsolvable = Board::from_tiles(&[2, 1, 3, 4, 5, 6, 7, 8, 0]).unwrap();
    assert_eq!(
        solver.solve_short(&unsolvable),
        Err(slide_puzzle::Error::Unsolvable)
    );
    assert!(solver.solve_short(&Board::goal(9).unwrap()).is_err());
}
