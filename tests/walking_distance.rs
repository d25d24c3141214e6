//! Takahashi's walking distance against expectations that come from the tests themselves: the
//! published 24,964-state count of the 15-puzzle's table, the true distance of every 3×3 board
//! (breadth-first search in `common`), the Manhattan distance (computed here), Korf's published
//! optimal lengths, and a key computed from scratch for the incremental one.

mod common;

use common::korf::korf100;
use common::{bfs_distances, rank, reaches_goal};
use slide_puzzle::heuristic::Heuristic;
use slide_puzzle::heuristic::{Estimator, Max, PatternDb, WalkingDistance};
use slide_puzzle::search::IdaStar;
use slide_puzzle::Shape;
use slide_puzzle::{random_solvable, Board, Rng};

/// Manhattan distance, written in `common` rather than taken from the crate.
fn manhattan(side: usize, tiles: &[u8]) -> u32 {
    u32::try_from(common::manhattan(side, tiles)).unwrap()
}

/// How many `side × side` matrices of non-negative counts have the line sums of some board:
/// every row and column sums to `side`, except that one row (the blank's, any of them) and the
/// last column (the blank's goal column) sum to `side − 1`. Counted by brute force.
fn count_matrices(side: usize) -> usize {
    (0..side)
        .map(|blank_row| {
            let mut row_left: Vec<usize> = (0..side)
                .map(|r| if r == blank_row { side - 1 } else { side })
                .collect();
            let mut col_left: Vec<usize> = (0..side)
                .map(|c| if c == side - 1 { side - 1 } else { side })
                .collect();
            fill(side, 0, &mut row_left, &mut col_left)
        })
        .sum()
}

/// The ways to fill cells `cell..` (row-major) within what each row and column has left, every
/// line's sum used up exactly.
fn fill(side: usize, cell: usize, row_left: &mut [usize], col_left: &mut [usize]) -> usize {
    if cell == side * side {
        return usize::from(col_left.iter().all(|&c| c == 0));
    }
    let (r, c) = (cell / side, cell % side);
    if c == side - 1 {
        // The row's last cell takes whatever the row has left.
        let n = row_left[r];
        if n > col_left[c] {
            return 0;
        }
        row_left[r] = 0;
        col_left[c] -= n;
        let total = fill(side, cell + 1, row_left, col_left);
        row_left[r] = n;
        col_left[c] += n;
        return total;
    }
    let mut total = 0;
    for n in 0..=row_left[r].min(col_left[c]) {
        row_left[r] -= n;
        col_left[c] -= n;
        total += fill(side, cell + 1, row_left, col_left);
        row_left[r] += n;
        col_left[c] += n;
    }
    total
}

/// Takahashi's published figure for the 15-puzzle, and a brute-force count of all matrices with
/// a board's line sums (so the breadth-first search reached every one of them).
#[test]
fn fifteen_puzzle_table_has_24964_states() {
    let wd = WalkingDistance::new(4);
    assert_eq!(wd.states(), 24_964);
    assert_eq!(count_matrices(4), 24_964);
    for side in 2..=3 {
        assert_eq!(WalkingDistance::new(side).states(), count_matrices(side));
    }
}

/// Every one of the 181,440 solvable 3×3 boards: never above the true distance, never below the
/// Manhattan distance, and above it on some boards (or the table would add nothing).
#[test]
fn every_3x3_board_between_manhattan_and_the_truth() {
    let (dist, boards) = bfs_distances(3);
    assert_eq!(boards.len(), 181_440);
    let wd = WalkingDistance::new(3);
    let mut above_manhattan = 0;
    for tiles in &boards {
        let truth = u32::from(dist[rank(tiles)]);
        let (estimate, md) = (wd.estimate(tiles), manhattan(3, tiles));
        assert!(estimate <= truth, "{tiles:?}: {estimate} > {truth}");
        assert!(estimate >= md, "{tiles:?}: {estimate} < Manhattan {md}");
        // The parity of the walking distance is that of the truth: each move changes one axis.
        assert_eq!(estimate % 2, truth % 2, "{tiles:?}");
        above_manhattan += usize::from(estimate > md);
    }
    assert!(above_manhattan > 10_000, "{above_manhattan}");

    // IDA* guided by it is optimal.
    let mut search = IdaStar::new(Shape::square(3).unwrap(), &wd);
    for tiles in boards.iter().step_by(101) {
        let board = Board::from_tiles(Shape::for_square_len(tiles.len()).unwrap(), tiles).unwrap();
        let solution = search.solve(&board, 1_000_000).unwrap();
        assert_eq!(solution.moves.len(), usize::from(dist[rank(tiles)]));
        assert!(reaches_goal(3, tiles, &solution.moves));
    }
}

/// Random walks of `steps` moves from random boards: at every node, the key after each possible
/// move equals the key of the moved board computed afresh, the board is left as it was, and the
/// estimate changes by exactly one (each move is one step in one axis's table).
fn check_incremental(side: usize, walks: usize, steps: usize, seed: u64) {
    let wd = WalkingDistance::new(side);
    let mut rng = Rng::seeded(seed);
    for _ in 0..walks {
        let mut board = random_solvable(Shape::square(side).unwrap(), &mut rng);
        let mut key = wd.key(board.tiles());
        for _ in 0..steps {
            let mut tiles = board.tiles().to_vec();
            let blank = board.blank();
            let mut children = Vec::new();
            for &from in board.move_table().sources(blank) {
                let from = usize::from(from);
                let next = wd.after_move(&key, &mut tiles, from, blank);
                assert_eq!(tiles, board.tiles(), "after_move changed the board");
                let moved = board.slide(u32::from(tiles[from])).unwrap();
                assert_eq!(
                    next,
                    wd.key(moved.tiles()),
                    "{board}\nmoving {}",
                    tiles[from]
                );
                assert_eq!(wd.value(&next).abs_diff(wd.value(&key)), 1);
                children.push((moved, next));
            }
            (board, key) =
                children.swap_remove(rng.below(u32::try_from(children.len()).unwrap()) as usize);
        }
    }
}

#[test]
fn incremental_key_matches_a_fresh_one_on_3x3() {
    check_incremental(3, 200, 200, 7);
}

#[test]
fn incremental_key_matches_a_fresh_one_on_4x4() {
    check_incremental(4, 40, 2000, 8);
}

/// Korf's 100: never above the published optimal length, never below Manhattan; likewise the
/// combinations with Manhattan + linear conflict and with the pattern database. Random boards:
/// never below Manhattan.
#[test]
fn korf_100_and_random_4x4_boards_between_manhattan_and_the_truth() {
    let wd = WalkingDistance::new(4);
    let est = Estimator::new(Shape::square(4).unwrap());
    let pdb = PatternDb::fifteen_puzzle();
    let with_est = Max::new(&wd, &est);
    let with_pdb = Max::new(&wd, &pdb);
    let instances = korf100();
    assert_eq!(instances.len(), 100);
    let mut sum = [0u32; 2];
    for (number, length, board) in &instances {
        let tiles = board.tiles();
        let (estimate, md) = (wd.estimate(tiles), manhattan(4, tiles));
        assert!(estimate as usize <= *length, "instance {number}");
        assert!(estimate >= md, "instance {number}");
        assert_eq!(estimate as usize % 2, length % 2, "instance {number}");
        for combined in [
            with_est.value(&with_est.key(tiles)),
            with_pdb.value(&with_pdb.key(tiles)),
        ] {
            assert!(combined as usize <= *length, "instance {number}");
            assert!(combined >= estimate, "instance {number}");
        }
        sum[0] += md;
        sum[1] += estimate;
    }
    // Takahashi's table sees more than Manhattan distance on these boards.
    assert!(sum[1] > sum[0], "{sum:?}");

    let mut rng = Rng::seeded(16);
    for _ in 0..20_000 {
        let board = random_solvable(Shape::square(4).unwrap(), &mut rng);
        assert!(
            wd.estimate(board.tiles()) >= manhattan(4, board.tiles()),
            "{board}"
        );
    }
}

/// IDA* guided by walking distance, alone and combined with Manhattan + linear conflict, finds
/// the published optimal length of a few of Korf's easier instances.
#[test]
fn idastar_with_walking_distance_solves_easy_korf_instances() {
    let wd = WalkingDistance::new(4);
    let est = Estimator::new(Shape::square(4).unwrap());
    let both = Max::new(&wd, &est);
    let instances = korf100();
    for number in EASY_KORF {
        let (_, length, board) = instances.iter().find(|(n, _, _)| *n == number).unwrap();
        let alone = IdaStar::new(Shape::square(4).unwrap(), &wd)
            .solve(board, EASY_BUDGET)
            .unwrap();
        assert_eq!(alone.moves.len(), *length, "instance {number}");
        assert!(reaches_goal(4, board.tiles(), &alone.moves));
        let combined = IdaStar::new(Shape::square(4).unwrap(), &both)
            .solve(board, EASY_BUDGET)
            .unwrap();
        assert_eq!(combined.moves.len(), *length, "instance {number}");
        assert!(reaches_goal(4, board.tiles(), &combined.moves));
        // The larger estimate never searches more.
        assert!(combined.generated <= alone.generated, "instance {number}");
    }
}

/// Korf's instances that IDA* with walking distance solves in well under a second (100,000 to
/// 430,000 nodes generated; 45, 42, 42 and 46 moves).
const EASY_KORF: [u32; 4] = [12, 42, 79, 9];
/// Nodes IDA* may spend on one of them: ten times the most any of them takes.
const EASY_BUDGET: u64 = 5_000_000;
