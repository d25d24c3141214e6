//! The Inside panel's figures against counts written here: each tile's Manhattan distance and
//! the lines in linear conflict recounted from the definitions (all 181,440 solvable 3×3 boards
//! and sampled 4×4 ones), every estimate against the true distance (breadth-first search on
//! 3×3, Korf's published lengths on 4×4), and the race's node counts in the order the
//! heuristics' strength says.

mod common;

use common::korf::korf100;
use common::{bfs_distances, rank};
use slide_puzzle::heuristic::{FifteenPuzzle, PatternDb};
use slide_puzzle::inside::{Algorithm, Axis, Explanation, Inside, Lap, Racer};
use slide_puzzle::Shape;
use slide_puzzle::{random_solvable, Board, Error, Rng, Solver};

/// Per cell, the Manhattan distance of the tile on it (0 for the blank), from the definition.
fn manhattan_by_cell(side: usize, tiles: &[u8]) -> Vec<u32> {
    tiles
        .iter()
        .enumerate()
        .map(|(cell, &t)| {
            if t == 0 {
                return 0;
            }
            let goal = usize::from(t) - 1;
            u32::try_from((cell / side).abs_diff(goal / side) + (cell % side).abs_diff(goal % side))
                .unwrap()
        })
        .collect()
}

/// The tiles standing in their goal line `index` (a row, or a column when `columns`), in the
/// line's order, each with its goal place along the line.
fn goal_line_tiles(side: usize, tiles: &[u8], columns: bool, index: usize) -> Vec<(u8, usize)> {
    (0..side)
        .map(|i| {
            if columns {
                tiles[i * side + index]
            } else {
                tiles[index * side + i]
            }
        })
        .filter(|&t| t != 0)
        .filter_map(|t| {
            let goal = usize::from(t) - 1;
            let (line, along) = if columns {
                (goal % side, goal / side)
            } else {
                (goal / side, goal % side)
            };
            (line == index).then_some((t, along))
        })
        .collect()
}

/// Two moves for each tile that must leave the line: the fewest removals (tried over every
/// subset) that leave the others in goal order.
fn penalty_by_subsets(line: &[(u8, usize)]) -> u32 {
    let k = line.len();
    let kept_in_order = (0u32..1 << k)
        .filter(|mask| {
            let kept: Vec<usize> = (0..k)
                .filter(|i| mask & (1 << i) != 0)
                .map(|i| line[i].1)
                .collect();
            kept.windows(2).all(|w| w[0] < w[1])
        })
        .map(u32::count_ones)
        .max()
        .unwrap_or(0);
    2 * (u32::try_from(k).unwrap() - kept_in_order)
}

/// Checks an explanation's per-tile figures, conflict pairs and penalties against the counts
/// above; returns the Manhattan sum and the linear-conflict sum counted here.
fn check_counts(side: usize, tiles: &[u8], e: &Explanation) -> (u32, u32) {
    let md = manhattan_by_cell(side, tiles);
    assert_eq!(e.manhattan, md, "{tiles:?}");
    let md_sum: u32 = md.iter().sum();
    assert_eq!(e.estimates.manhattan, md_sum, "{tiles:?}");
    let mut lc_sum = 0;
    let mut lines = Vec::new();
    for columns in [false, true] {
        for index in 0..side {
            let line = goal_line_tiles(side, tiles, columns, index);
            let mut pairs = Vec::new();
            for i in 0..line.len() {
                for j in i + 1..line.len() {
                    if line[i].1 > line[j].1 {
                        pairs.push((line[i].0, line[j].0));
                    }
                }
            }
            let penalty = penalty_by_subsets(&line);
            lc_sum += penalty;
            if !pairs.is_empty() {
                let axis = if columns { Axis::Column } else { Axis::Row };
                lines.push((axis, index, pairs, penalty));
            }
        }
    }
    let got: Vec<_> = e
        .conflicts
        .iter()
        .map(|c| (c.axis, c.index, c.pairs.clone(), c.penalty))
        .collect();
    assert_eq!(got, lines, "{tiles:?}");
    assert_eq!(e.estimates.linear_conflict, lc_sum, "{tiles:?}");
    (md_sum, lc_sum)
}

#[test]
fn every_3x3_board_is_explained_exactly_and_no_estimate_overestimates() {
    let (dist, boards) = bfs_distances(3);
    let mut inside = Inside::new();
    for tiles in &boards {
        let board = Board::from_tiles(Shape::for_square_len(tiles.len()).unwrap(), tiles).unwrap();
        let e = inside.explain(&board, None);
        let truth = u32::from(dist[rank(tiles)]);
        let (md, lc) = check_counts(3, tiles, &e);
        assert_eq!(e.true_distance, Some(truth), "{tiles:?}");
        assert!(md + lc <= truth, "{tiles:?}");
        let wd = e.estimates.walking_distance.unwrap();
        let pdb = e.estimates.pattern_database.unwrap();
        assert!(md <= wd && wd <= truth, "{tiles:?}");
        assert!(md <= pdb && pdb <= truth, "{tiles:?}");
        assert!(e.parity.solvable && e.parity.why_unsolvable.is_none());
        assert_eq!(e.parity.blank_row_from_bottom, None);
    }
}

/// Swapping two real tiles of a solvable board flips the parity: the explanation says why,
/// and claims no distance.
#[test]
fn unsolvable_boards_get_the_parity_reason_and_no_distance() {
    let (_, boards) = bfs_distances(3);
    let mut inside = Inside::new();
    for tiles in boards.iter().step_by(997) {
        let mut swapped = tiles.clone();
        let (a, b) = match swapped.iter().position(|&t| t == 0).unwrap() {
            0 | 1 => (2, 3),
            _ => (0, 1),
        };
        swapped.swap(a, b);
        let board =
            Board::from_tiles(Shape::for_square_len(swapped.len()).unwrap(), &swapped).unwrap();
        let e = inside.explain(&board, None);
        check_counts(3, &swapped, &e);
        assert!(!e.parity.solvable);
        assert!(e
            .parity
            .why_unsolvable
            .as_deref()
            .unwrap()
            .contains("cannot be solved"));
        assert_eq!(e.true_distance, None);
        assert_eq!(e.estimates.walking_distance, None);
        assert_eq!(e.estimates.pattern_database, None);
    }
    let even = inside.explain(
        &Board::from_tiles(Shape::square(2).unwrap(), &[2, 1, 3, 0]).unwrap(),
        None,
    );
    assert_eq!(
        (even.parity.inversions, even.parity.blank_row_from_bottom),
        (1, Some(0))
    );
    assert!(!even.parity.solvable);
}

/// A quick 4×4 stand-in for the solver's databases (the same type, 5-5-5 tables built in about
/// a second): the explanation must read whatever tables it is given.
fn quick_fifteen() -> FifteenPuzzle {
    FifteenPuzzle::from_databases([(); 3].map(|()| PatternDb::fifteen_puzzle()))
}

#[test]
fn fifteen_puzzle_figures_match_the_counts_and_stay_below_korfs_lengths() {
    let tables = quick_fifteen();
    let mut inside = Inside::new();
    let mut rng = Rng::seeded(13);
    for _ in 0..300 {
        let board = random_solvable(Shape::square(4).unwrap(), &mut rng);
        let e = inside.explain(&board, None);
        check_counts(4, board.tiles(), &e);
        assert_eq!(e.estimates.pattern_database, None, "no tables given");
        assert_eq!(e.true_distance, None);
        assert_eq!(e.parity.blank_row_from_bottom, Some(3 - board.blank() / 4));
    }
    for (_, length, board) in korf100() {
        let e = inside.explain(&board, Some(&tables));
        let (md, lc) = check_counts(4, board.tiles(), &e);
        let length = u32::try_from(length).unwrap();
        assert!(md + lc <= length, "{board}");
        let wd = e.estimates.walking_distance.unwrap();
        let pdb = e.estimates.pattern_database.unwrap();
        assert!(md <= wd && wd <= length, "{board}");
        assert!(md <= pdb && pdb <= length, "{board}");
    }
}

#[test]
fn larger_boards_get_per_tile_figures_and_no_table_estimates() {
    let mut rng = Rng::seeded(5);
    let mut inside = Inside::new();
    for side in [2, 5, 8, 16] {
        let board = random_solvable(Shape::square(side).unwrap(), &mut rng);
        let e = inside.explain(&board, None);
        check_counts(side, board.tiles(), &e);
        if side > 4 {
            assert_eq!(e.estimates.walking_distance, None);
            assert_eq!(e.estimates.pattern_database, None);
        }
    }
}

fn nodes(laps: &[Lap], racer: Racer) -> u64 {
    laps.iter()
        .find(|lap| lap.racer == racer)
        .unwrap()
        .generated
}

/// Nodes a lap may spend on a 3×3 board: far more than Manhattan distance alone needs on the
/// hardest, so that a broken heuristic ends its lap unfinished instead of running on.
const BUDGET_3X3: u64 = 10_000_000;

/// On 3×3 every heuristic finishes at the true distance; a heuristic that dominates Manhattan
/// distance never generates more nodes than it, on every board; and over the sample the
/// databases beat linear conflict, which beats Manhattan distance.
#[test]
fn race_counts_order_as_the_heuristics_strength_says() {
    let (dist, boards) = bfs_distances(3);
    let mut inside = Inside::new();
    let mut totals = [0u64; 4];
    let racers = [
        Racer::Manhattan,
        Racer::LinearConflict,
        Racer::WalkingDistance,
        Racer::PatternDatabase,
    ];
    for tiles in boards.iter().skip(1).step_by(181) {
        let board = Board::from_tiles(Shape::for_square_len(tiles.len()).unwrap(), tiles).unwrap();
        let laps = inside.race(&board, BUDGET_3X3, None, &mut || 0.0).unwrap();
        let got: Vec<Racer> = laps.iter().map(|lap| lap.racer).collect();
        assert_eq!(got, racers);
        let truth = usize::from(dist[rank(tiles)]);
        for lap in &laps {
            assert!(
                lap.finished && lap.length == Some(truth),
                "{tiles:?} {lap:?}"
            );
            assert!(lap.expanded <= lap.generated, "{lap:?}");
        }
        let md = nodes(&laps, Racer::Manhattan);
        for stronger in &racers[1..] {
            assert!(nodes(&laps, *stronger) <= md, "{tiles:?} {laps:?}");
        }
        for (total, racer) in totals.iter_mut().zip(racers) {
            *total += nodes(&laps, racer);
        }
    }
    assert!(totals[3] < totals[1] && totals[1] < totals[0], "{totals:?}");
}

#[test]
fn fifteen_puzzle_race_includes_the_databases_when_given() {
    let tables = quick_fifteen();
    let mut inside = Inside::new();
    // Korf's instances need billions of nodes with Manhattan distance alone: race boards a
    // random walk away from the goal instead.
    let mut rng = Rng::seeded(7);
    let (mut md_total, mut pdb_total) = (0, 0);
    for _ in 0..5 {
        let mut board = Board::goal(Shape::square(4).unwrap());
        for _ in 0..40 {
            let tiles: Vec<u8> = board.movable_tiles().collect();
            let tile = tiles[rng.below(u32::try_from(tiles.len()).unwrap()) as usize];
            board = board.slide(u32::from(tile)).unwrap();
        }
        let laps = inside
            .race(&board, 50_000_000, Some(&tables), &mut || 0.0)
            .unwrap();
        assert_eq!(laps.len(), 4);
        let length = laps[0].length;
        assert!(laps.iter().all(|lap| lap.finished && lap.length == length));
        md_total += nodes(&laps, Racer::Manhattan);
        pdb_total += nodes(&laps, Racer::PatternDatabase);
        assert!(nodes(&laps, Racer::LinearConflict) <= nodes(&laps, Racer::Manhattan));
    }
    assert!(pdb_total < md_total);
    // Without the tables, no database lap.
    let board = Board::from_tiles(
        Shape::square(4).unwrap(),
        &[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15],
    )
    .unwrap();
    let laps = inside.race(&board, 10, None, &mut || 0.0).unwrap();
    assert_eq!(laps.len(), 3);
}

#[test]
fn race_budget_and_bad_boards() {
    let mut inside = Inside::new();
    let hardest =
        Board::from_tiles(Shape::square(3).unwrap(), &[8, 6, 7, 2, 5, 4, 3, 0, 1]).unwrap();
    let laps = inside.race(&hardest, 100, None, &mut || 0.0).unwrap();
    for lap in &laps {
        assert!(
            !lap.finished && lap.length.is_none() && lap.expanded == 100,
            "{lap:?}"
        );
    }
    let mut tick = 0.0;
    let laps = inside
        .race(&hardest, BUDGET_3X3, None, &mut || {
            tick += 1.0;
            tick
        })
        .unwrap();
    assert!(
        laps.iter().all(|lap| (lap.ms - 1.0).abs() < 1e-9),
        "one tick per lap"
    );
    let unsolvable =
        Board::from_tiles(Shape::square(3).unwrap(), &[2, 1, 3, 4, 5, 6, 7, 8, 0]).unwrap();
    assert_eq!(
        inside.race(&unsolvable, 10, None, &mut || 0.0),
        Err(Error::Unsolvable)
    );
    let nine = random_solvable(Shape::square(9).unwrap(), &mut Rng::seeded(1));
    assert_eq!(
        inside.race(&nine, 10, None, &mut || 0.0),
        Err(Error::NoSolver {
            width: 9,
            height: 9
        })
    );
}

/// The search figures of a hint are the solver's own: the same nodes as `Solver::solve`, and
/// for A* an open list of entries that were all generated.
#[test]
fn search_figures_are_the_solvers() {
    let (_, boards) = bfs_distances(3);
    let mut inside = Inside::new();
    let mut solver = Solver::new();
    for tiles in boards.iter().skip(1).step_by(1009) {
        let board = Board::from_tiles(Shape::for_square_len(tiles.len()).unwrap(), tiles).unwrap();
        let figures = inside.measure(&board, None, &mut || 0.0).unwrap().unwrap();
        let solution = solver.solve(&board).unwrap();
        assert_eq!(figures.algorithm, Algorithm::AStar);
        assert_eq!(figures.heuristic, Racer::LinearConflict);
        assert_eq!(
            (figures.expanded, figures.generated, figures.length),
            (solution.expanded, solution.generated, solution.moves.len())
        );
        let open = figures.open.unwrap();
        assert_eq!(figures.closed, Some(figures.expanded));
        assert!(open >= 1 || figures.generated == 0);
        assert!(
            open + figures.expanded <= figures.generated + 1,
            "{figures:?}"
        );
    }
    let tables = quick_fifteen();
    let board = Board::from_tiles(
        Shape::square(4).unwrap(),
        &[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 0, 14, 15],
    )
    .unwrap();
    let figures = inside
        .measure(&board, Some(&tables), &mut || 0.0)
        .unwrap()
        .unwrap();
    assert_eq!((figures.algorithm, figures.length), (Algorithm::IdaStar, 2));
    assert_eq!((figures.open, figures.closed), (None, None));
    assert_eq!(inside.measure(&board, None, &mut || 0.0), Ok(None));
    let unsolvable =
        Board::from_tiles(Shape::square(3).unwrap(), &[2, 1, 3, 4, 5, 6, 7, 8, 0]).unwrap();
    assert_eq!(
        inside.measure(&unsolvable, None, &mut || 0.0),
        Err(Error::Unsolvable)
    );
}
