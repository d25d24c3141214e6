//! The 15-puzzle solver against Korf's 100 random instances and their published optimal lengths;
//! IDA* against breadth-first search and an independent IDA* written in the tests; the pattern
//! database's admissibility; the lower bound a stopped search proves.
//!
//! Every search here runs under a finite node budget (a few times what it needs), so that a
//! broken heuristic or pruning fails with `BudgetExceeded` instead of hanging; every answer is
//! replayed by the sliding rule written in `common`, not by the crate's own move code.

mod common;

use common::korf::{hard80, korf100};
use common::{
    bfs_distances, manhattan_ida, neighbours, play, quick_fifteen_db, rank, reaches_goal, walked,
};
use slide_puzzle::heuristic::Heuristic;
use slide_puzzle::heuristic::{Estimator, PatternDb};
use slide_puzzle::search::idastar::PROGRESS_EVERY;
use slide_puzzle::search::IdaStar;
use slide_puzzle::Shape;
use slide_puzzle::{random_solvable, AStar, Board, Error, Rng, Solver};

/// Nodes an IDA* with the 5-5-5 database may spend on one of Korf's 100: three times what the
/// hardest for it needs (#17, 6.6 million).
const KORF_BUDGET: u64 = 20_000_000;
/// Nodes a search may spend on a 3×3 board: far more than any needs (IDA* with Manhattan
/// distance plus linear conflict solves the hardest, 31 moves, in under 20,000).
const BUDGET_3X3: u64 = 1_000_000;

/// Every fifth instance with the small 5-5-5 database (the solver's own tables solve all 100 in
/// `tests/pattern_db.rs`), on as many threads as there are cores, sharing one database.
#[test]
fn korf_100_solve_to_their_published_lengths() {
    let pdb = quick_fifteen_db();
    let instances: Vec<_> = korf100().into_iter().step_by(5).collect();
    assert_eq!(instances.len(), 20);
    let threads = std::thread::available_parallelism().map_or(2, std::num::NonZero::get);
    std::thread::scope(|scope| {
        for part in 0..threads {
            let instances = &instances;
            scope.spawn(move || {
                let mut search = IdaStar::new(Shape::square(4).unwrap(), pdb);
                for (number, length, board) in instances.iter().skip(part).step_by(threads) {
                    assert!(pdb.estimate(board.tiles()) as usize <= *length);
                    let solution = search.solve(board, KORF_BUDGET).unwrap();
                    assert_eq!(solution.moves.len(), *length, "instance {number}");
                    assert!(reaches_goal(4, board.tiles(), &solution.moves));
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
    let pdb = PatternDb::build(Shape::square(3).unwrap(), &[&[1, 2, 3, 4], &[5, 6, 7, 8]]);
    let mut search = IdaStar::new(Shape::square(3).unwrap(), &pdb);
    for (i, tiles) in boards.iter().enumerate() {
        let truth = u32::from(dist[rank(tiles)]);
        assert!(pdb.estimate(tiles) <= truth, "{tiles:?}");
        if i % 97 == 0 {
            let board =
                Board::from_tiles(Shape::for_square_len(tiles.len()).unwrap(), tiles).unwrap();
            let solution = search.solve(&board, BUDGET_3X3).unwrap();
            assert_eq!(solution.moves.len(), truth as usize);
        }
    }
}

/// The incremental key after a move equals the key computed from scratch for the board the
/// sliding rule gives. (The estimate itself may jump by more than one: a table holds the best
/// over blank positions, some of which the real blank cannot reach without moving a group tile.
/// IDA* needs admissibility only.)
#[test]
fn pattern_db_updates_incrementally() {
    let pdb = quick_fifteen_db();
    let mut rng = Rng::seeded(11);
    for _ in 0..200 {
        let board = random_solvable(Shape::square(4).unwrap(), &mut rng);
        let mut tiles = board.tiles().to_vec();
        let key = pdb.key(&tiles);
        for moved in neighbours(4, board.tiles()) {
            // The tile came from the cell the blank is on now.
            let from = moved.iter().position(|&t| t == 0).unwrap();
            let next = pdb.after_move(&key, &mut tiles, from, board.blank());
            assert_eq!(
                tiles,
                board.tiles(),
                "after_move must leave the board as it was"
            );
            assert_eq!(next, pdb.key(&moved));
        }
    }
}

/// IDA* and A* are optimal: on 3×3 against breadth-first search, on 4×4 boards a random walk
/// from the goal against the IDA* with plain Manhattan distance written in `common` (A* with
/// Manhattan distance plus linear conflict, IDA* with the pattern database). Korf's instances
/// check IDA* on harder boards above.
#[test]
fn idastar_and_astar_find_the_independent_searches_lengths() {
    let (dist, _) = bfs_distances(3);
    let estimator = Estimator::new(Shape::square(3).unwrap());
    let mut ida = IdaStar::new(Shape::square(3).unwrap(), &estimator);
    let mut astar = AStar::new(3);
    let mut rng = Rng::seeded(3);
    let hardest =
        Board::from_tiles(Shape::square(3).unwrap(), &[6, 4, 7, 8, 5, 0, 3, 2, 1]).unwrap();
    for board in (0..2000)
        .map(|_| random_solvable(Shape::square(3).unwrap(), &mut rng))
        .chain([hardest])
    {
        let truth = usize::from(dist[rank(board.tiles())]);
        let a = astar.solve(&board, BUDGET_3X3).unwrap();
        let i = ida.solve(&board, BUDGET_3X3).unwrap();
        assert_eq!(a.moves.len(), truth, "A*\n{board}");
        assert_eq!(i.moves.len(), truth, "IDA*\n{board}");
        assert!(reaches_goal(3, board.tiles(), &a.moves));
        assert!(reaches_goal(3, board.tiles(), &i.moves));
    }

    let pdb = quick_fifteen_db();
    let mut ida = IdaStar::new(Shape::square(4).unwrap(), pdb);
    let mut astar = AStar::new(4);
    for _ in 0..30 {
        let tiles = walked(4, 4, 40, &mut rng);
        let truth = manhattan_ida(4, 4, &tiles);
        let board = Board::from_tiles(Shape::for_square_len(tiles.len()).unwrap(), &tiles).unwrap();
        let a = astar.solve(&board, 2_000_000).unwrap();
        let i = ida.solve(&board, 1_000_000).unwrap();
        assert_eq!(a.moves.len(), truth, "A*\n{board}");
        assert_eq!(i.moves.len(), truth, "IDA*\n{board}");
        assert!(reaches_goal(4, &tiles, &a.moves) && reaches_goal(4, &tiles, &i.moves));
    }
}

/// 5×5 to 8×8: the reduction always reaches the goal with legal moves, says it is not optimal,
/// and gives hints that are the first move of that solution.
#[test]
fn larger_boards_are_always_solved() {
    let mut solver = Solver::new();
    let mut rng = Rng::seeded(25);
    for side in 5..=8 {
        for _ in 0..if side == 5 { 20 } else { 3 } {
            let board = random_solvable(Shape::square(side).unwrap(), &mut rng);
            let solution = solver.solve(&board).unwrap();
            assert!(!solution.optimal);
            assert!(
                reaches_goal(side, board.tiles(), &solution.moves),
                "{board}"
            );
            assert_eq!(
                solver.hint(&board).unwrap(),
                solution.moves.first().copied()
            );
        }
    }
    assert!(solver
        .solve(&Board::goal(Shape::square(9).unwrap()))
        .is_err());
    assert_eq!(
        solver
            .hint(&Board::goal(Shape::square(5).unwrap()))
            .unwrap(),
        None
    );
}

/// A budget that is too small is reported, not ignored, and the search stays usable.
#[test]
fn budget_exhaustion_is_an_error() {
    let mut ida = IdaStar::new(Shape::square(4).unwrap(), quick_fifteen_db());
    let (_, length, board) = &korf100()[0];
    assert!(matches!(
        ida.solve(board, 1000),
        Err(Error::BudgetExceeded { nodes: 1000 })
    ));
    assert_eq!(ida.solve(board, KORF_BUDGET).unwrap().moves.len(), *length);
}

/// The first of the 80-move 15-puzzles (`tests/data/hard80.txt`) after these seven slides.
const HARD80_1_THEN: [u8; 7] = [15, 3, 4, 8, 7, 2, 5];
/// A solution of that board in 73 moves, found once by the solver and kept here: replayed by
/// the sliding rule, it shows the board needs at most 73, and the published 80 of the board
/// seven slides before shows it needs at least 80 − 7. So 73 is its optimum.
const SEVENTY_THREE: [u8; 73] = [
    14, 10, 9, 12, 15, 3, 4, 2, 7, 6, 1, 14, 10, 13, 12, 15, 11, 4, 2, 8, 6, 1, 5, 9, 15, 11, 4, 7,
    1, 5, 9, 10, 13, 15, 11, 4, 3, 2, 8, 1, 10, 13, 15, 12, 4, 3, 7, 8, 1, 6, 5, 9, 13, 11, 8, 7,
    2, 1, 6, 5, 9, 13, 14, 15, 12, 8, 7, 6, 5, 9, 13, 14, 15,
];

/// A 15-puzzle that the solver's own tables take 5.8 million nodes to solve (more than
/// [`PROGRESS_EVERY`], where none of Korf's 100 takes a million), and its optimum, 73.
fn seventy_three() -> (Board, usize) {
    let (_, eighty, hard) = &hard80()[0];
    let tiles = play(4, hard.tiles(), &HARD80_1_THEN).expect("legal slides");
    assert!(reaches_goal(4, &tiles, &SEVENTY_THREE));
    assert_eq!(SEVENTY_THREE.len(), eighty - HARD80_1_THEN.len());
    (
        Board::from_tiles(Shape::for_square_len(tiles.len()).unwrap(), &tiles).unwrap(),
        SEVENTY_THREE.len(),
    )
}

/// The reports a search that expanded `expanded` nodes owes: one every [`PROGRESS_EVERY`].
fn reports_for(expanded: u64) -> Vec<u64> {
    (1..=expanded / PROGRESS_EVERY)
        .map(|k| k * PROGRESS_EVERY)
        .collect()
}

/// A long search reports its progress every `PROGRESS_EVERY` nodes, in order, up to the budget
/// (a report at the very budget is the give-up itself), and reporting changes no answer.
#[test]
fn long_searches_report_progress_up_to_the_budget() {
    let mut ida = IdaStar::new(Shape::square(4).unwrap(), quick_fifteen_db());
    // One of the hardest positions (80 moves): it needs far more nodes than these budgets.
    let hard = &hard80()[0].2;
    let budget = 3 * PROGRESS_EVERY + 5;
    let mut reports = Vec::new();
    let result = ida.solve_reporting(hard, budget, &mut |n| reports.push(n));
    assert!(matches!(result, Err(Error::BudgetExceeded { nodes }) if nodes == budget));
    assert_eq!(reports, [1, 2, 3].map(|k| k * PROGRESS_EVERY));

    let mut reports = Vec::new();
    let result = ida.solve_reporting(hard, 2 * PROGRESS_EVERY, &mut |n| reports.push(n));
    assert!(result.is_err());
    assert_eq!(reports, [PROGRESS_EVERY], "no report at the budget itself");

    // The instance of Korf's 100 that takes these tables the most nodes (number 17, 66 moves:
    // about 6.6 million expanded, with the search's duplicate pruning).
    let (_, length, board) = korf100().into_iter().find(|(n, _, _)| *n == 17).unwrap();
    let mut reports = Vec::new();
    let solution = ida
        .solve_reporting(&board, KORF_BUDGET, &mut |n| reports.push(n))
        .unwrap();
    assert_eq!(solution.moves.len(), length);
    assert!(
        solution.expanded >= PROGRESS_EVERY,
        "instance 17 takes {} nodes",
        solution.expanded
    );
    assert_eq!(reports, reports_for(solution.expanded));
    assert_eq!(ida.solve(&board, KORF_BUDGET).unwrap(), solution);

    // The Solver passes its 4×4 reports on. Its own, stronger tables take none of Korf's 100 to
    // a report: a board that does.
    let (board, length) = seventy_three();
    let mut solver = Solver::new();
    let mut reports = Vec::new();
    let answer = solver
        .solve_reporting(&board, &mut |n| reports.push(n))
        .unwrap();
    assert_eq!(answer.moves.len(), length);
    assert!(reaches_goal(4, board.tiles(), &answer.moves));
    assert!(
        answer.expanded >= PROGRESS_EVERY,
        "the board takes {} nodes",
        answer.expanded
    );
    assert_eq!(reports, reports_for(answer.expanded));
}

/// A search stopped before it finishes proves a lower bound (the iteration it was in) that never
/// exceeds the published optimum, rises with the nodes allowed, and is the optimum itself one
/// node short of the whole run (the search is then in its last iteration). A bound one too
/// high fails here with the instance and the budget.
#[test]
fn stopped_searches_prove_bounds_up_to_the_published_optimum() {
    let mut ida = IdaStar::new(Shape::square(4).unwrap(), quick_fifteen_db());
    let instances = korf100();
    // Instances these tables solve in 1,000 to 100,000 nodes (44 to 57 moves).
    for number in [97, 9, 79, 12, 55, 18, 1] {
        let (_, optimal, board) = instances.iter().find(|k| k.0 == number).unwrap();
        let whole = ida.solve(board, KORF_BUDGET).unwrap();
        assert_eq!(whole.moves.len(), *optimal, "#{number}");
        let mut budgets: Vec<u64> = std::iter::successors(Some(1), |b| Some(b * 3))
            .take_while(|&b| b < whole.expanded)
            .collect();
        budgets.push(whole.expanded - 1);
        let mut last = 0;
        for budget in budgets {
            let stopped = ida.solve_controlled(board, budget, &mut |_, _| true);
            assert_eq!(stopped, Err(Error::BudgetExceeded { nodes: budget }));
            let bound = ida.proven_bound();
            assert!(
                bound as usize <= *optimal,
                "#{number} stopped after {budget} nodes claims no solution below {bound}, \
                 but the published optimum is {optimal}"
            );
            assert!(bound >= last, "#{number}: {bound} after {last}");
            last = bound;
        }
        assert_eq!(
            last as usize, *optimal,
            "#{number}: one node short of the whole run, the bound is the optimum"
        );
    }

    // Stopped at the first report by its control, which hears the same bound.
    let (_, optimal, board) = instances.iter().find(|k| k.0 == 17).unwrap();
    let mut heard = Vec::new();
    let stopped = ida.solve_controlled(board, KORF_BUDGET, &mut |nodes, bound| {
        heard.push((nodes, bound));
        false
    });
    assert_eq!(
        stopped,
        Err(Error::BudgetExceeded {
            nodes: PROGRESS_EVERY
        })
    );
    assert_eq!(heard, [(PROGRESS_EVERY, ida.proven_bound())]);
    assert!(
        ida.proven_bound() as usize <= *optimal,
        "#17 stopped at {heard:?} (nodes, bound): a bound above the optimum {optimal}"
    );
}

/// The solver stopped by its control still answers with a legal solution and a bound no higher
/// than the optimum; let go on (for a few times the 5.8 million nodes it needs), it proves the
/// optimum.
#[test]
fn a_stopped_solver_answers_with_a_bound_up_to_the_optimum() {
    let (board, optimal) = seventy_three();
    let mut solver = Solver::new();
    let mut heard = Vec::new();
    let stopped = solver
        .solve_within(&board, &mut |nodes, bound| {
            heard.push((nodes, bound));
            false
        })
        .unwrap();
    assert_eq!(heard.len(), 1);
    assert_eq!(heard[0].0, PROGRESS_EVERY);
    assert!(
        heard[0].1 as usize <= optimal,
        "the control heard (nodes, bound) {heard:?}: a bound above the optimum {optimal}"
    );
    assert!(reaches_goal(4, board.tiles(), &stopped.moves));
    assert!(stopped.moves.len() >= optimal);
    assert!(
        stopped.lower_bound as usize <= optimal,
        "a bound of {} above the optimum {optimal}",
        stopped.lower_bound
    );
    assert_eq!(stopped.optimal, stopped.moves.len() == optimal);

    let whole = solver
        .solve_within(&board, &mut |nodes, _| nodes < KORF_BUDGET)
        .unwrap();
    assert!(whole.optimal && reaches_goal(4, board.tiles(), &whole.moves));
    assert_eq!(
        (whole.moves.len(), whole.lower_bound as usize),
        (optimal, optimal)
    );
}

/// A first visit's short answers, before the databases are built: near the published optimum
/// (the reduction alone averages about 1.5 times it), and found without building them.
#[test]
fn short_solutions_without_tables_are_near_optimal_and_build_nothing() {
    let mut solver = Solver::new();
    let (mut lengths, mut optima) = (0, 0);
    for (number, optimal, board) in korf100().iter().take(10) {
        let short = solver.solve_short(board).unwrap();
        assert!(reaches_goal(4, board.tiles(), &short.moves), "#{number}");
        assert!(short.moves.len() >= *optimal, "#{number}");
        lengths += short.moves.len();
        optima += optimal;
    }
    assert!(
        100 * lengths <= 115 * optima,
        "{lengths} moves in all against the optima's {optima}: more than 1.15 times"
    );
    assert!(
        !solver.is_prepared(Shape::square(4).unwrap()),
        "the databases were not built"
    );
}

/// The quick fallback: optimal and flagged so where a small search proves it (checked against
/// breadth-first search on 2×2 and 3×3, the independent IDA* on 4×4), otherwise a legal
/// solution flagged as not optimal; the same refusals as `solve`.
#[test]
fn short_solutions_are_legal_and_honest_about_optimality() {
    let mut solver = Solver::new();
    let hard = &hard80()[0].2;
    let short = solver.solve_short(hard).unwrap();
    assert!(!short.optimal);
    assert!(
        short.moves.len() >= 80,
        "no solution beats the optimum of 80"
    );
    assert!(reaches_goal(4, hard.tiles(), &short.moves));

    let mut rng = Rng::seeded(44);
    let mut proven_4x4 = 0;
    for side in 2..=4 {
        let dist = (side < 4).then(|| bfs_distances(side).0);
        for _ in 0..20 {
            let tiles = if side == 4 {
                walked(4, 4, 30, &mut rng)
            } else {
                random_solvable(Shape::square(side).unwrap(), &mut rng)
                    .tiles()
                    .to_vec()
            };
            let board =
                Board::from_tiles(Shape::for_square_len(tiles.len()).unwrap(), &tiles).unwrap();
            let short = solver.solve_short(&board).unwrap();
            assert!(reaches_goal(side, &tiles, &short.moves), "{board}");
            let truth = match &dist {
                Some(dist) => usize::from(dist[rank(&tiles)]),
                None => manhattan_ida(4, 4, &tiles),
            };
            assert!(short.moves.len() >= truth, "{board}");
            if short.optimal {
                assert_eq!(short.moves.len(), truth, "{board}");
                proven_4x4 += usize::from(side == 4);
            }
            assert!(side == 4 || short.optimal, "2×2 and 3×3 are always optimal");
        }
    }
    assert!(proven_4x4 > 0, "no 4×4 answer was proven optimal");
    let mut not_proven = 0;
    for (number, optimal, board) in korf100().iter().take(10) {
        let short = solver.solve_short(board).unwrap();
        assert!(reaches_goal(4, board.tiles(), &short.moves));
        assert!(short.moves.len() >= *optimal);
        if short.optimal {
            assert_eq!(short.moves.len(), *optimal, "instance {number}");
        } else {
            not_proven += 1;
        }
    }
    assert!(
        not_proven > 0,
        "every instance proven: the other branch is untested"
    );
    let unsolvable =
        Board::from_tiles(Shape::square(3).unwrap(), &[2, 1, 3, 4, 5, 6, 7, 8, 0]).unwrap();
    assert_eq!(solver.solve_short(&unsolvable), Err(Error::Unsolvable));
    assert!(solver
        .solve_short(&Board::goal(Shape::square(9).unwrap()))
        .is_err());
}
