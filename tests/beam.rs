//! The beam search: a beam wide enough to hold every board of a depth is breadth-first search,
//! so its answers must be the optimal lengths an independent breadth-first search counts; a
//! narrow one's answers are legal and no shorter than those; a paused beam, or a clone of one,
//! goes on to what the uninterrupted beam finds.

mod common;

use std::sync::OnceLock;

use common::korf::korf24;
use common::{bfs_distances, bfs_distances_in, rank, reaches_goal};
use slide_puzzle::heuristic::{Estimator, Heuristic, PatternDb};
use slide_puzzle::search::anytime::{Driver, Improvement, Plan};
use slide_puzzle::search::beam::{Beam, BeamEnd, Ties};
use slide_puzzle::{Board, Shape, Solver};

/// The beam's answer for `board`, run to its end with nothing shorter than `cutoff` known.
fn beam<H: Heuristic>(heuristic: &H, board: &Board, width: usize, cutoff: usize) -> BeamEnd {
    Beam::new(heuristic, board, width).run(heuristic, cutoff, &mut |_| true)
}

/// As [`beam`], breaking ties by `ties`.
fn beam_by<H: Heuristic>(heuristic: &H, board: &Board, width: usize, ties: Ties) -> BeamEnd {
    Beam::breaking_ties(heuristic, board, width, ties).run(heuristic, 1000, &mut |_| true)
}

/// Every way of breaking ties.
const TIES: [Ties; 3] = [Ties::Parent, Ties::Second, Ties::Salted(7)];

/// Every 3×3 board at an even number of the 5,000 found first by breadth-first search, and
/// every 500th further: a beam of 2¹⁷ (more than the 90,720 boards of either parity, so no depth
/// is cut) finds the optimal length; one of 50 a legal path no shorter; with the cut-off at the
/// optimum, the wide one finds none.
#[test]
fn a_wide_beam_is_breadth_first_and_a_narrow_one_is_legal() {
    let (dist, order) = bfs_distances(3);
    let shape = Shape::square(3).unwrap();
    let estimator = Estimator::new(shape);
    let boards = order
        .iter()
        .enumerate()
        .filter(|&(i, _)| (i < 5_000 && i % 2 == 0) || i % 500 == 0)
        .map(|(_, b)| b);
    let mut longer = 0;
    for tiles in boards {
        let optimal = usize::from(dist[rank(tiles)]);
        let board = Board::from_tiles(shape, tiles).unwrap();
        if optimal == 0 {
            continue;
        }
        let BeamEnd::Found(wide) = beam(&estimator, &board, 1 << 17, 100) else {
            panic!("{tiles:?}: the wide beam found nothing")
        };
        assert_eq!(wide.len(), optimal, "{tiles:?}");
        assert!(reaches_goal(3, tiles, &wide), "{tiles:?}");
        for ties in TIES {
            let BeamEnd::Found(narrow) = beam_by(&estimator, &board, 50, ties) else {
                panic!("{tiles:?}: the narrow beam found nothing ({ties:?})")
            };
            assert!(narrow.len() >= optimal, "{tiles:?}");
            assert!(reaches_goal(3, tiles, &narrow), "{tiles:?} {ties:?}");
            longer += usize::from(narrow.len() > optimal);
        }
        assert_eq!(beam(&estimator, &board, 1 << 17, optimal), BeamEnd::Failed);
    }
    assert!(
        longer > 10,
        "the narrow beam must miss the optimum at times"
    );
}

/// On every 2×3 and 4×2 board and every 20,000th 5×2 one, a wide beam finds the optimum, so the
/// moves it reads back through its per-depth bytes are right on rectangles too.
#[test]
fn a_wide_beam_is_optimal_on_rectangles() {
    for (width, height, step) in [(2, 3, 1), (4, 2, 1), (5, 2, 20_000)] {
        let (dist, order) = bfs_distances_in(width, height);
        let shape = Shape::new(width, height).unwrap();
        let estimator = Estimator::new(shape);
        for tiles in order.iter().step_by(step).skip(1) {
            let board = Board::from_tiles(shape, tiles).unwrap();
            let BeamEnd::Found(moves) = beam(&estimator, &board, 1 << 20, 100) else {
                panic!("{width}×{height} {tiles:?}: nothing found")
            };
            assert_eq!(moves.len(), usize::from(dist[rank(tiles)]), "{tiles:?}");
            assert!(reaches_goal(width, tiles, &moves), "{tiles:?}");
        }
    }
}

/// A beam stopped at every check and run again, and a clone taken at every other stop (which
/// must find its keys again from the boards), end with the uninterrupted beam's answer, on Korf
/// & Felner's first 24-puzzle.
#[test]
fn a_paused_or_cloned_beam_goes_on_to_the_same_answer() {
    let estimator = Estimator::new(Shape::square(5).unwrap());
    let (_, optimal, board) = &korf24()[0];
    let width = 2_000;
    let whole = beam(&estimator, board, width, 1000);
    let BeamEnd::Found(moves) = &whole else {
        panic!("nothing found")
    };
    assert!(moves.len() >= *optimal && reaches_goal(5, board.tiles(), moves));

    let mut paused = Beam::new(&estimator, board, width);
    let mut stops = 0;
    let end = loop {
        match paused.run(&estimator, 1000, &mut |_| false) {
            BeamEnd::Stopped => {
                stops += 1;
                if stops % 2 == 0 {
                    paused = paused.clone();
                }
            }
            end => break end,
        }
    };
    assert!(stops > 20, "the beam must stop often: {stops}");
    assert_eq!(end, whole);
    // Cut off at its own answer's length, it keeps other nodes in the room of those cut off:
    // it may find a shorter answer, never one as long.
    if let BeamEnd::Found(shorter) = beam(&estimator, board, width, moves.len()) {
        assert!(shorter.len() < moves.len() && reaches_goal(5, board.tiles(), &shorter));
    }
}

/// On Korf & Felner's first three 24-puzzles with the 5-5-5-5-4 database, a narrow beam breaking
/// ties each way finds a legal answer no shorter than the published optimum; the database's
/// second opinion (how far its two sums are apart) finds another answer than the parents'
/// estimates on at least one.
#[test]
fn every_way_of_breaking_ties_finds_a_legal_answer() {
    let pdb = twenty_four();
    let mut answers = Vec::new();
    for (number, optimal, board) in korf24().iter().take(3) {
        for ties in TIES {
            let BeamEnd::Found(moves) = beam_by(pdb, board, 2_000, ties) else {
                panic!("#{number} {ties:?}: nothing found")
            };
            assert!(moves.len() >= *optimal, "#{number} {ties:?}");
            assert!(reaches_goal(5, board.tiles(), &moves), "#{number} {ties:?}");
            answers.push(moves);
        }
    }
    assert!(
        answers.chunks(3).any(|a| a[0] != a[1]),
        "the second opinion must change the beam"
    );
}

/// The 5-5-5-5-4 database, built once for the tests that need it.
fn twenty_four() -> &'static PatternDb {
    static TABLES: OnceLock<PatternDb> = OnceLock::new();
    TABLES.get_or_init(PatternDb::twenty_four_puzzle)
}

/// The 24-puzzle's plan begins with a beam of [`Plan::DATABASE_5X5`]'s width: on Korf &
/// Felner's first three, the driver continued in slices of 2¹⁸ nodes is, once it has spent that
/// beam's nodes and a round's more, no longer than the beam's own answer, legal, and within the
/// published optimum and its own bound.
#[test]
fn the_24_puzzle_plan_keeps_its_beams_answer() {
    let pdb = twenty_four();
    let plan = Plan::DATABASE_5X5;
    let mut solver = Solver::new();
    let mut driver = Driver::new(Shape::square(5).unwrap());
    for (number, optimal, board) in korf24().iter().take(3) {
        let seed = solver.solve_short(board).unwrap().moves;
        let mut alone = Beam::new(pdb, board, plan.beam_width);
        let BeamEnd::Found(beam) = alone.run(pdb, seed.len(), &mut |_| true) else {
            panic!("#{number}: the beam found nothing")
        };
        let enough = alone.nodes() + plan.first_budget * 2;
        let mut improvement = Improvement::new(pdb, board, seed, plan);
        let mut answer = driver.resume(pdb, &mut improvement, &mut |_| false);
        while answer.nodes < enough && !improvement.done() {
            let start = answer.nodes;
            answer = driver.resume(pdb, &mut improvement, &mut |p| p.nodes < start + (1 << 18));
        }
        assert!(
            answer.moves.len() <= beam.len(),
            "#{number}: {} > the beam's {}",
            answer.moves.len(),
            beam.len()
        );
        assert!(answer.moves.len() >= *optimal && answer.lower_bound as usize <= *optimal);
        assert!(reaches_goal(5, board.tiles(), &answer.moves), "#{number}");
    }
}
