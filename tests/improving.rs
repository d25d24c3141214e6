//! Improvements that go on over several calls: a paused bounded search resumes to the result
//! it would have had, and the anytime driver continued in slices never gets worse, stays legal
//! and bounded, and reaches the published optimum where there is time.
//!
//! Expectations come from Korf's published optimal lengths, an independent breadth-first
//! search, and the search's own uninterrupted run (the thing a resumed run must equal).

mod common;

use common::korf::{korf100, korf24};
use common::{bfs_distances, rank, reaches_goal};
use slide_puzzle::heuristic::Estimator;
use slide_puzzle::search::anytime::{Driver, Improvement, Plan};
use slide_puzzle::search::bounded::{BoundedSearch, End, Limits, Weight};
use slide_puzzle::Shape;
use slide_puzzle::{Board, Error, Solver};

/// Easy 15-puzzles from Korf's 100 (by number), cheap with Manhattan distance + linear conflict.
const EASY_15: [u32; 3] = [79, 55, 16];

/// A bounded search stopped at every one of `control`'s calls and resumed each time ends as the
/// uninterrupted run does: the same end, the same moves, the same bound; weight 1 finds the
/// published optimum.
#[test]
fn paused_searches_resume_to_the_same_result() {
    let estimator = Estimator::new(Shape::square(4).unwrap());
    let mut search = BoundedSearch::new(Shape::square(4).unwrap());
    let mut pauses = 0;
    for (number, optimal, board) in korf100().iter().filter(|k| EASY_15.contains(&k.0)) {
        for weight in [Weight::ONE, Weight(20), Weight(28)] {
            let limits = Limits::weighted(weight);
            let whole = search.run(&estimator, board, limits, &mut |_| true);
            let mut run = search.run(&estimator, board, limits, &mut |_| false);
            while let Some(paused) = run.paused.take() {
                pauses += 1;
                run = search.resume(&estimator, board, &paused, &mut |_| false);
            }
            assert_eq!(run.end, End::Found, "#{number}, weight {weight:?}");
            assert_eq!(run.moves, whole.moves, "#{number}, weight {weight:?}");
            assert_eq!(run.lower_bound, whole.lower_bound, "#{number}");
            assert!(reaches_goal(board.width(), board.tiles(), &run.moves));
            if weight == Weight::ONE {
                assert_eq!(run.moves.len(), *optimal, "#{number}");
            }
        }
    }
    assert!(pauses >= 3, "the runs must pause to test resuming");
}

/// A run that spends its budget is not paused, and a paused run keeps its budget across
/// resumptions.
#[test]
fn paused_searches_keep_their_budget() {
    let estimator = Estimator::new(Shape::square(4).unwrap());
    let mut search = BoundedSearch::new(Shape::square(4).unwrap());
    let (_, optimal, board) = korf100().into_iter().find(|k| k.0 == 55).unwrap();
    // #55 needs 43,769 nodes: this budget stops it after one pause.
    let budget = (1 << 15) + 123;
    let limits = Limits {
        budget,
        ..Limits::weighted(Weight::ONE)
    };
    let mut run = search.run(&estimator, &board, limits, &mut |_| false);
    let mut pauses = 0;
    while let Some(paused) = run.paused.take() {
        pauses += 1;
        run = search.resume(&estimator, &board, &paused, &mut |_| false);
    }
    assert_eq!((run.end, run.nodes, pauses), (End::Stopped, budget, 1));
    assert!(run.lower_bound as usize <= optimal);
    assert!(run.spent.is_some(), "a spent run says where it stood");
}

/// A run that spends its budget, resumed with twice the budget as often as it takes, ends as
/// the run without a budget does (the same end, moves and bound), having expanded barely more
/// nodes than that run (it walks back down its path at each resumption; starting over each time
/// would spend about twice as many); weight 1 finds the published optimum.
#[test]
fn spent_searches_go_on_with_larger_budgets() {
    let estimator = Estimator::new(Shape::square(4).unwrap());
    let mut search = BoundedSearch::new(Shape::square(4).unwrap());
    let mut resumptions = 0;
    for (number, optimal, board) in korf100().iter().filter(|k| EASY_15.contains(&k.0)) {
        for weight in [Weight::ONE, Weight(20), Weight(28)] {
            let whole = search.run(&estimator, board, Limits::weighted(weight), &mut |_| true);
            let mut budget = 1000;
            let limits = Limits {
                budget,
                ..Limits::weighted(weight)
            };
            let mut run = search.run(&estimator, board, limits, &mut |_| true);
            while let Some(spent) = run.spent.take() {
                assert_eq!((run.end, run.nodes), (End::Stopped, budget), "#{number}");
                assert!(run.paused.is_none());
                resumptions += 1;
                budget *= 2;
                run = search.resume(&estimator, board, &spent.with_budget(budget), &mut |_| true);
            }
            assert_eq!(run.end, End::Found, "#{number}, weight {weight:?}");
            assert_eq!(run.moves, whole.moves, "#{number}, weight {weight:?}");
            assert_eq!(run.lower_bound, whole.lower_bound, "#{number}");
            assert!(
                run.nodes >= whole.nodes && run.nodes <= whole.nodes + whole.nodes / 10,
                "#{number}, weight {weight:?}: {} nodes against {}",
                run.nodes,
                whole.nodes
            );
            if weight == Weight::ONE {
                assert_eq!(run.moves.len(), *optimal, "#{number}");
            }
        }
    }
    assert!(
        resumptions >= 6,
        "the runs must spend budgets to test going on"
    );
}

/// Korf's 24-puzzles continued in four slices: every answer is legal, reaches the goal, is no
/// shorter than the published optimum and no longer than the answer before it; the bound never
/// falls, never passes the optimum or the answer.
#[test]
fn continued_24_puzzles_never_get_worse() {
    let mut solver = Solver::new();
    for (number, optimal, board) in korf24().iter().take(3) {
        let mut improving = solver.start_improving(board).unwrap();
        let reduction = solver.solve_short(board).unwrap().moves.len();
        let (mut last_length, mut last_bound) = (reduction, 0);
        let mut nodes = 0;
        for slice in 1..=4u64 {
            let stop = slice * 400_000;
            let answer = solver.keep_improving(&mut improving, &mut |p| {
                nodes = p.nodes;
                p.nodes < stop
            });
            assert!(
                reaches_goal(board.width(), board.tiles(), &answer.moves),
                "#{number}"
            );
            assert!(answer.moves.len() >= *optimal, "#{number}");
            assert!(
                answer.moves.len() <= last_length,
                "#{number}, slice {slice}"
            );
            assert!(answer.lower_bound >= last_bound, "#{number}, slice {slice}");
            assert!(answer.lower_bound as usize <= *optimal, "#{number}");
            assert!(answer.lower_bound as usize <= answer.moves.len());
            assert_eq!(
                answer.optimal,
                answer.moves.len() == answer.lower_bound as usize
            );
            (last_length, last_bound) = (answer.moves.len(), answer.lower_bound);
        }
        // The slices went on from one another: the node count carried over.
        assert!(nodes >= 3 * 400_000, "#{number}: {nodes} nodes");
        assert!(last_length < reduction, "#{number}: nothing improved");
    }
}

/// Easy 15-puzzles from a poor seed (a detour and back in front of a solution), continued call
/// after call, each stopped at its first check-in: they reach the published optimum and prove
/// it.
#[test]
fn continued_improvement_reaches_the_optimum() {
    let estimator = Estimator::new(Shape::square(4).unwrap());
    let mut driver = Driver::new(Shape::square(4).unwrap());
    let mut solver = Solver::new();
    for (number, optimal, board) in korf100().iter().filter(|k| EASY_15.contains(&k.0)) {
        let tile = board.movable_tiles().next().unwrap();
        let mut seed = vec![tile, tile];
        seed.extend(solver.solve_short(board).unwrap().moves);
        let mut improvement = Improvement::new(&estimator, board, seed, Plan::default());
        let mut calls = 0;
        while !improvement.done() {
            // Stopped at every check-in: each call goes on by one stretch of search.
            let answer = driver.resume(&estimator, &mut improvement, &mut |_| false);
            assert!(reaches_goal(4, board.tiles(), &answer.moves));
            assert!(answer.lower_bound as usize <= *optimal);
            calls += 1;
            // A stretch is `CHECK_EVERY` nodes: give up where a sound search is long done.
            assert!(
                calls < 2_000,
                "#{number}: not proven after {calls} stretches"
            );
        }
        let answer = improvement.answer();
        assert!(
            calls > 1,
            "#{number}: the improvement must be continued to test it"
        );
        assert_eq!(answer.moves.len(), *optimal, "#{number}");
        assert!(answer.optimal && answer.lower_bound as usize == *optimal);
    }
}

/// Boards the improvement cannot take are refused with the error that says why; 3×3 boards are
/// solved at once, with the length breadth-first search finds.
#[test]
fn improving_refuses_what_it_cannot_take() {
    let mut solver = Solver::new();
    let wide = Board::from_tiles(Shape::new(3, 2).unwrap(), &[1, 2, 3, 4, 5, 0]).unwrap();
    assert_eq!(
        solver.start_improving(&wide).unwrap_err(),
        Error::NoSolver {
            width: 3,
            height: 2
        }
    );
    let swapped =
        Board::from_tiles(Shape::square(3).unwrap(), &[2, 1, 3, 4, 5, 6, 7, 8, 0]).unwrap();
    assert_eq!(
        solver.start_improving(&swapped).unwrap_err(),
        Error::Unsolvable
    );
    let (dist, order) = bfs_distances(3);
    for start in order.iter().step_by(20_011) {
        let board = Board::from_tiles(Shape::for_square_len(start.len()).unwrap(), start).unwrap();
        let mut improving = solver.start_improving(&board).unwrap();
        let answer = solver.keep_improving(&mut improving, &mut |_| false);
        assert_eq!(answer.moves.len(), dist[rank(start)] as usize);
        assert!(answer.optimal && answer.lower_bound as usize == answer.moves.len());
        assert!(reaches_goal(board.width(), board.tiles(), &answer.moves));
    }
}
