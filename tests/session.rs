//! The solving session ([`Session`]) on every shape, against answers found outside the code
//! under test: breadth-first search on every shape of at most 10 cells, Korf's published
//! lengths on 4×4. Every report's moves are replayed here with a few lines of our own, and
//! from one run to the next an answer never gets longer and a bound never drops.

mod common;

use common::{bfs_distances_in, korf::korf100, rank};
use slide_puzzle::heuristic::PatternDb;
use slide_puzzle::search::idastar::{IdaStar, Searched};
use slide_puzzle::search::session::{Report, IMPROVE_FOR_MS};
use slide_puzzle::search::Session;
use slide_puzzle::{random_solvable, Board, Error, Rng, Shape, Solver};

/// A clock that moves `step` milliseconds each time it is read: runs end after a fixed amount
/// of work, whatever the machine is doing.
fn ticking(step: f64) -> impl FnMut() -> f64 {
    let mut now = 0.0;
    move || {
        now += step;
        now
    }
}

/// Slides `moves` (tile numbers) on `tiles`, a `width`-wide board, checking each is beside the
/// blank; the board after them.
fn replay(tiles: &[u8], width: usize, moves: &[u8]) -> Vec<u8> {
    let mut tiles = tiles.to_vec();
    for &tile in moves {
        let blank = tiles.iter().position(|&t| t == 0).unwrap();
        let cell = tiles
            .iter()
            .position(|&t| t == tile)
            .expect("a tile on the board");
        let (br, bc, r, c) = (blank / width, blank % width, cell / width, cell % width);
        assert_eq!(
            br.abs_diff(r) + bc.abs_diff(c),
            1,
            "tile {tile} is not beside the blank"
        );
        tiles.swap(blank, cell);
    }
    tiles
}

fn is_goal(tiles: &[u8]) -> bool {
    tiles[..tiles.len() - 1]
        .iter()
        .enumerate()
        .all(|(i, &t)| usize::from(t) == i + 1)
}

/// Runs `session` `budget` ticks at a time until done, checking each report against the one
/// before and against `truth`, the optimal length (when known); the last report.
fn run_to_the_end(solver: &mut Solver, board: &Board, budget: f64, truth: Option<usize>) -> Report {
    let mut session = Session::new(solver, board).unwrap();
    let mut clock = ticking(1.0);
    let mut last: Option<Report> = None;
    for _ in 0..100_000 {
        let report = session.run(solver, budget, &mut clock);
        assert!(
            is_goal(&replay(board.tiles(), board.shape().width(), &report.moves)),
            "the answer does not solve\n{board}"
        );
        assert!(report.lower_bound as usize <= report.moves.len());
        if let Some(truth) = truth {
            assert!(
                report.lower_bound as usize <= truth,
                "bound above the optimum\n{board}"
            );
            assert!(truth <= report.moves.len());
            if report.optimal {
                assert_eq!(report.moves.len(), truth, "called optimal\n{board}");
            }
        }
        if let Some(before) = &last {
            assert!(report.moves.len() <= before.moves.len(), "longer\n{board}");
            assert!(
                report.lower_bound >= before.lower_bound,
                "bound dropped\n{board}"
            );
            assert!(report.nodes >= before.nodes);
        }
        let done = report.done;
        last = Some(report);
        if done {
            break;
        }
    }
    let last = last.unwrap();
    assert!(last.done, "never done\n{board}");
    last
}

#[test]
fn every_shape_of_at_most_ten_cells_against_breadth_first_search() {
    let shapes = [
        (2, 2),
        (2, 3),
        (3, 2),
        (2, 4),
        (4, 2),
        (3, 3),
        (2, 5),
        (5, 2),
    ];
    let mut solver = Solver::new();
    let mut rng = Rng::seeded(22);
    for (width, height) in shapes {
        let (dist, boards) = bfs_distances_in(width, height);
        // Every board of the small shapes; on the others every board at distance ≤ 3, the
        // farthest ones, and a seeded sample.
        let max = boards.iter().map(|b| dist[rank(b)]).max().unwrap();
        let picked: Vec<&Vec<u8>> = boards
            .iter()
            .filter(|b| {
                boards.len() <= 400
                    || dist[rank(b)] <= 3
                    || dist[rank(b)] == max
                    || rng.below(400) == 0
            })
            .collect();
        assert!(picked.len() >= 12.min(boards.len()));
        for tiles in picked {
            let board =
                Board::from_tiles(Shape::for_len(tiles.len(), width).unwrap(), tiles).unwrap();
            let truth = usize::from(dist[rank(tiles)]);
            let last = run_to_the_end(&mut solver, &board, 0.5, Some(truth));
            assert!(last.optimal, "{width}×{height} not proven\n{board}");
        }
    }
}

#[test]
fn fifteen_puzzles_proven_with_the_quick_database_then_the_full_tables() {
    // Korf's instances that need fewest nodes, so the test stays quick with the 5-5-5 tables.
    let instances: Vec<_> = korf100()
        .into_iter()
        .filter(|(n, _, _)| [8, 12, 42, 47, 55, 62, 79, 95].contains(n))
        .collect();
    let mut solver = Solver::new();
    for (n, length, board) in &instances[..4] {
        // No 6-6-3 tables: the session proves with the quick database it builds itself.
        let last = run_to_the_end(&mut solver, board, 20.0, Some(*length));
        assert!(last.optimal && last.moves.len() == *length, "Korf #{n}");
    }
    assert!(
        !solver.is_prepared(Shape::square(4).unwrap()),
        "the session must not build the 6-6-3 tables"
    );
    // Tables arriving in the middle of a proof: the search starts again with them, keeping the
    // bound proven so far.
    let (n, length, board) = &instances[4];
    let mut session = Session::new(&mut solver, board).unwrap();
    let mut clock = ticking(1.0);
    let first = session.run(&mut solver, 2.0, &mut clock);
    let mut before = session.run(&mut solver, 2.0, &mut clock);
    assert!(before.lower_bound >= first.lower_bound);
    solver.prepare(Shape::square(4).unwrap(), &mut |_| {});
    let mut after = before.clone();
    while !after.done {
        after = session.run(&mut solver, 50.0, &mut clock);
        assert!(after.lower_bound >= before.lower_bound && after.moves.len() <= before.moves.len());
        before = after.clone();
    }
    assert!(after.optimal && after.moves.len() == *length, "Korf #{n}");
    for (n, length, board) in &instances[5..] {
        let last = run_to_the_end(&mut solver, board, 20.0, Some(*length));
        assert!(last.optimal && last.moves.len() == *length, "Korf #{n}");
    }
}

#[test]
fn a_paused_search_expands_what_one_search_without_pauses_does() {
    let pdb = PatternDb::fifteen_puzzle();
    let mut pauses = 0;
    for (n, length, board) in korf100()
        .into_iter()
        .filter(|(n, _, _)| [8, 12, 42].contains(n))
    {
        let whole = IdaStar::new(Shape::square(4).unwrap(), &pdb)
            .solve(&board, 50_000_000)
            .unwrap();
        assert_eq!(whole.moves.len(), length, "Korf #{n}");
        let mut search = IdaStar::new(Shape::square(4).unwrap(), &pdb).with_check_every(97);
        let mut searched = search.start(&board, 0, &mut |_, _| false).unwrap();
        while let Searched::Paused(pause) = searched {
            pauses += 1;
            assert!(pause.bound() as usize <= length && pauses < 1_000_000);
            let mut looks = 0;
            searched = search.resume(&board, &pause, &mut |_, _| {
                looks += 1;
                looks < 3
            });
        }
        let Searched::Solved(solution) = searched else {
            unreachable!()
        };
        assert_eq!(solution.moves, whole.moves, "Korf #{n}");
        assert_eq!(
            (solution.expanded, solution.generated),
            (whole.expanded, whole.generated)
        );
    }
    assert!(pauses > 100, "too few pauses to test anything");
}

#[test]
fn a_stopped_search_from_a_floor_stays_optimal() {
    let pdb = PatternDb::fifteen_puzzle();
    let (_, length, board) = korf100().swap_remove(7); // Korf #8
    let length32 = u32::try_from(length).unwrap();
    for floor in [0, length32 - 10, length32 - 1, length32] {
        let Searched::Solved(solution) = IdaStar::new(Shape::square(4).unwrap(), &pdb)
            .start(&board, floor, &mut |nodes, _| nodes < 50_000_000)
            .unwrap()
        else {
            panic!("not solved within the node budget from floor {floor}");
        };
        assert_eq!(solution.moves.len(), length, "floor {floor}");
    }
}

#[test]
fn boards_without_proofs_improve_and_end_after_their_time() {
    let mut solver = Solver::new();
    let mut rng = Rng::seeded(5);
    for (width, height) in [(5, 5), (3, 6), (6, 3), (4, 5)] {
        let board = random_solvable(Shape::new(width, height).unwrap(), &mut rng);
        // Each tick a fifth of a second: the session's 15 s are 75 looks at the clock.
        let mut session = Session::new(&mut solver, &board).unwrap();
        let mut clock = ticking(200.0);
        let mut before = session.run(&mut solver, 1.0, &mut clock);
        assert!(
            !before.ready || before.optimal,
            "{width}×{height}: shown before its time"
        );
        while !before.done {
            let report = session.run(&mut solver, 1_000.0, &mut clock);
            assert!(
                report.moves.len() <= before.moves.len(),
                "{width}×{height}: longer"
            );
            assert!(
                report.lower_bound >= before.lower_bound,
                "{width}×{height}: bound dropped"
            );
            before = report;
        }
        assert!(before.ready);
        assert!(before.optimal || before.spent_ms >= IMPROVE_FOR_MS);
        assert!(is_goal(&replay(board.tiles(), width, &before.moves)));
    }
}

#[test]
fn bad_boards_are_refused_when_the_session_begins() {
    let mut solver = Solver::new();
    let swapped =
        Board::from_tiles(Shape::square(3).unwrap(), &[2, 1, 3, 4, 5, 6, 7, 8, 0]).unwrap();
    assert!(matches!(
        Session::new(&mut solver, &swapped),
        Err(Error::Unsolvable)
    ));
    let swapped = Board::from_tiles(Shape::new(3, 2).unwrap(), &[2, 1, 3, 4, 5, 0]).unwrap();
    assert!(matches!(
        Session::new(&mut solver, &swapped),
        Err(Error::Unsolvable)
    ));
}

#[test]
fn small_boards_are_proven_in_the_first_run_and_reports_say_whether_a_proof_is_coming() {
    use slide_puzzle::search::session::proves_at_once;
    let mut solver = Solver::new();
    let mut rng = Rng::seeded(12);
    // At most twelve cells: the first run, with no time at all, is the proven optimum (the
    // length `Solver::solve` finds without a session).
    for (width, height) in [(3, 3), (3, 4), (4, 3), (2, 6), (6, 2)] {
        let shape = Shape::new(width, height).unwrap();
        assert!(proves_at_once(shape), "{width}×{height}");
        for _ in 0..5 {
            let board = random_solvable(shape, &mut rng);
            let mut session = Session::new(&mut solver, &board).unwrap();
            let first = session.run(&mut solver, 0.0, &mut ticking(1.0));
            assert!(
                first.done && first.optimal && !first.proving,
                "{width}×{height}\n{board}"
            );
            let truth = solver.solve(&board).unwrap().moves.len();
            assert_eq!(first.moves.len(), truth, "{width}×{height}\n{board}");
        }
    }
    // 4×4: a short answer first, whose proof is under way until it is proven.
    let (n, _, board) = korf100().swap_remove(0);
    assert!(!proves_at_once(board.shape()));
    let mut session = Session::new(&mut solver, &board).unwrap();
    let first = session.run(&mut solver, 0.0, &mut ticking(1.0));
    assert!(
        first.proving && !first.optimal && !first.done,
        "Korf #{n}: {first:?}"
    );
    // 5×5: answers improve without a proof: none is coming.
    let board = random_solvable(Shape::square(5).unwrap(), &mut rng);
    let mut session = Session::new(&mut solver, &board).unwrap();
    let first = session.run(&mut solver, 0.0, &mut ticking(1.0));
    assert!(!first.proving && !first.done, "5×5: {first:?}");
}
