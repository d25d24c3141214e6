//! The pattern databases against oracles the tests compute themselves: every table entry of a
//! group against a plain breadth-first search over (placement, blank) written here; the
//! estimates against true distances (3×3, every board) and published optimal lengths (Korf's
//! 100 and 50); the stored form's checksum against corruption.

mod common;

use std::collections::{HashMap, VecDeque};
use std::sync::OnceLock;

use common::korf::{korf100, korf24};
use common::{bfs_distances, neighbours, neighbours_in, rank, reaches_goal};
use slide_puzzle::heuristic::pattern_db::build::build_table;
use slide_puzzle::heuristic::pattern_db::rank::{pack, Ranking};
use slide_puzzle::heuristic::pattern_db::{GROUPS_4X4_663, GROUPS_4X4_663_B, GROUPS_5X5};
use slide_puzzle::heuristic::Heuristic;
use slide_puzzle::heuristic::{fifteen_puzzle, FifteenPuzzle, Manhattan, PatternDb};
use slide_puzzle::search::IdaStar;
use slide_puzzle::Shape;
use slide_puzzle::{random_solvable, Error, Rng, Solver};

fn fifteen() -> &'static FifteenPuzzle {
    static TABLES: OnceLock<FifteenPuzzle> = OnceLock::new();
    TABLES.get_or_init(|| fifteen_puzzle(&mut |_| {}))
}

fn twenty_four() -> &'static PatternDb {
    static TABLES: OnceLock<PatternDb> = OnceLock::new();
    TABLES.get_or_init(PatternDb::twenty_four_puzzle)
}

/// The fewest moves of `group`'s tiles that bring them home, for every placement reachable
/// from the goal, by a breadth-first search over boards in which every other tile is a
/// wildcard: a board here is the group tiles' cells plus the blank's cell, a move of a wildcard
/// costs nothing (0-1 search with a double-ended queue).
fn abstract_distances(side: usize, group: &[u8]) -> HashMap<Vec<u8>, u8> {
    let cells = side * side;
    let mut board: Vec<u8> = vec![u8::MAX; cells];
    for &t in group {
        board[t as usize - 1] = t;
    }
    board[cells - 1] = 0;
    let mut best: HashMap<Vec<u8>, u8> = HashMap::new();
    let mut seen: HashMap<Vec<u8>, u8> = HashMap::from([(board.clone(), 0)]);
    let mut queue = VecDeque::from([(board, 0u8)]);
    while let Some((board, d)) = queue.pop_front() {
        if seen[&board] < d {
            continue;
        }
        let placement: Vec<u8> = group
            .iter()
            .map(|&t| board.iter().position(|&x| x == t).unwrap())
            .map(|cell| u8::try_from(cell).unwrap())
            .collect();
        let entry = best.entry(placement).or_insert(d);
        *entry = (*entry).min(d);
        for next in neighbours(side, &board) {
            let blank = board.iter().position(|&x| x == 0).unwrap();
            let cost = u8::from(next[blank] != u8::MAX);
            let nd = d + cost;
            if seen.get(&next).is_none_or(|&old| nd < old) {
                seen.insert(next.clone(), nd);
                if cost == 0 {
                    queue.push_front((next, nd));
                } else {
                    queue.push_back((next, nd));
                }
            }
        }
    }
    best
}

/// Every entry of a table equals the independent search's answer for that placement.
fn check_table(side: usize, groups: &[&[u8]], which: usize) {
    let pdb = PatternDb::build(Shape::square(side).unwrap(), groups);
    let group = groups[which];
    let ranking = Ranking::new(side * side, group.len());
    let truth = abstract_distances(side, group);
    assert_eq!(truth.len(), ranking.len(), "every placement is reachable");
    for (placement, d) in truth {
        assert_eq!(
            pdb.entry(which, ranking.rank(pack(&placement))),
            d,
            "{placement:?}"
        );
    }
}

#[test]
fn tables_equal_an_independent_search() {
    // Six tiles on 3×3 (60,480 placements), and the 15-puzzle's three-tile groups.
    check_table(3, &[&[1, 2, 3, 4, 5, 6], &[7, 8]], 0);
    check_table(3, &[&[1, 2, 3, 4, 5, 6], &[7, 8]], 1);
    check_table(4, &GROUPS_4X4_663, 2);
    check_table(4, &GROUPS_4X4_663_B, 2);
}

/// The builder alone against the independent search, on a group whose tiles often shut a
/// corner or an edge cell off from the blank (tiles 2 and 5 around the first corner, 12 and 15
/// around the last): the free cells split into regions reached at different depths.
#[test]
fn the_builder_equals_an_independent_search_where_free_cells_split() {
    let group = [2, 5, 12, 15];
    let values = build_table(Shape::square(4).unwrap(), &group, &mut |_| {});
    let ranking = Ranking::new(16, group.len());
    let truth = abstract_distances(4, &group);
    assert_eq!(truth.len(), ranking.len(), "every placement is reachable");
    for (placement, d) in truth {
        assert_eq!(values[ranking.rank(pack(&placement))], d, "{placement:?}");
    }
}

/// On 3×3 the truth is known for every board: a six-tile database never overestimates, and
/// IDA* guided by it is optimal.
#[test]
fn a_six_tile_database_is_admissible_on_every_3x3_board() {
    let (dist, boards) = bfs_distances(3);
    let pdb = PatternDb::build(Shape::square(3).unwrap(), &[&[1, 2, 3, 4, 5, 6], &[7, 8]]);
    let mut search = IdaStar::new(Shape::square(3).unwrap(), &pdb);
    for (i, tiles) in boards.iter().enumerate() {
        let truth = u32::from(dist[rank(tiles)]);
        assert!(pdb.estimate(tiles) <= truth, "{tiles:?}");
        if i % 211 == 0 {
            let board =
                slide_puzzle::Board::from_tiles(Shape::for_square_len(tiles.len()).unwrap(), tiles)
                    .unwrap();
            let solution = search.solve(&board, 1_000_000).unwrap();
            assert_eq!(u32::try_from(solution.moves.len()).unwrap(), truth);
            assert!(reaches_goal(3, tiles, &solution.moves));
        }
    }
}

/// The 15-puzzle's heuristic on all of Korf's 100: never above the published optimum, never
/// below Manhattan distance (each tile needs its own distance in moves of its group), and IDA*
/// with it finds every published length.
#[test]
fn fifteen_puzzle_tables_solve_korf_100_to_their_published_lengths() {
    let tables = fifteen();
    let manhattan = Manhattan::new(Shape::square(4).unwrap());
    let mut search = IdaStar::new(Shape::square(4).unwrap(), tables);
    for (number, length, board) in korf100() {
        let h = tables.value(&tables.key(board.tiles()));
        assert!(h as usize <= length, "instance {number}: {h} > {length}");
        assert!(h >= manhattan.total(board.tiles()), "instance {number}");
        // The hardest for these tables (#17) takes 0.65 million nodes.
        let solution = search.solve(&board, 10_000_000).unwrap();
        assert_eq!(solution.moves.len(), length, "instance {number}");
        assert!(reaches_goal(4, board.tiles(), &solution.moves));
    }
}

/// One random slide on the `width × height` board `tiles` by the rule in `common`: the board
/// after it, the cell the tile slid from (where the blank goes) and the blank's cell before it.
fn random_slide(
    width: usize,
    height: usize,
    tiles: &[u8],
    rng: &mut Rng,
) -> (Vec<u8>, usize, usize) {
    let options = neighbours_in(width, height, tiles);
    let next = options[rng.below(u32::try_from(options.len()).unwrap()) as usize].clone();
    let blank = tiles.iter().position(|&t| t == 0).unwrap();
    let from = next.iter().position(|&t| t == 0).unwrap();
    (next, from, blank)
}

/// The incremental key after every move of long random walks equals a key computed afresh.
#[test]
fn fifteen_puzzle_key_updates_incrementally() {
    let tables = fifteen();
    let mut rng = Rng::seeded(7);
    let mut tiles = random_solvable(Shape::square(4).unwrap(), &mut rng)
        .tiles()
        .to_vec();
    let mut key = tables.key(&tiles);
    for _ in 0..5000 {
        let (next, from, blank) = random_slide(4, 4, &tiles, &mut rng);
        key = tables.after_move(&key, &mut tiles, from, blank);
        tiles = next;
        assert_eq!(key, tables.key(&tiles));
    }
}

/// Walks `steps` random slides on a `width × height` board from a random solvable one, and at
/// every slide checks the key `pdb` carries against one computed afresh for the new board, and
/// the search's step ([`Heuristic::step_from`]) against it for limits around the estimate. A
/// slide along a column passes over `width − 1` cells, so the ranks' corrections for the tiles
/// passed over are exercised on every width the tables are built for.
fn check_incremental_walk(pdb: &PatternDb, width: usize, height: usize, steps: usize, seed: u64) {
    let shape = Shape::new(width, height).unwrap();
    let mut rng = Rng::seeded(seed);
    let mut tiles = random_solvable(shape, &mut rng).tiles().to_vec();
    let mut key = pdb.key(&tiles);
    // What the search's stack holds where the child's key goes: some other node's key.
    let stale = key;
    for _ in 0..steps {
        let (next, from, blank) = random_slide(width, height, &tiles, &mut rng);
        let fresh = pdb.key(&next);
        let h = pdb.value(&fresh);
        for limit in h.saturating_sub(2)..h + 2 {
            let mut stepped = stale;
            let result = pdb.step_from(&key, &mut stepped, &mut tiles, from, blank, limit);
            if limit >= h {
                assert_eq!((result, stepped), (Ok(h), fresh), "limit {limit}");
            } else {
                assert!(
                    matches!(result, Err(e) if e > limit && e <= h),
                    "limit {limit}"
                );
            }
        }
        key = pdb.after_move(&key, &mut tiles, from, blank);
        assert_eq!(
            key, fresh,
            "{width}×{height} after sliding from {from} to {blank}"
        );
        tiles = next;
    }
}

/// The incremental key follows long random walks on the 24-puzzle (slides along a column pass
/// over four cells, straight and mirrored) and on rectangles, wide, tall and long.
#[test]
fn keys_update_incrementally_on_5x5_and_rectangles() {
    check_incremental_walk(twenty_four(), 5, 5, 3000, 5);
    let wide = PatternDb::build(
        Shape::new(5, 3).unwrap(),
        &[&[1, 2, 3, 6, 7], &[4, 5, 8, 9, 10], &[11, 12, 13, 14]],
    );
    check_incremental_walk(&wide, 5, 3, 3000, 6);
    let tall = PatternDb::build(
        Shape::new(3, 5).unwrap(),
        &[&[1, 2, 3, 4, 5], &[6, 7, 8, 9, 10], &[11, 12, 13, 14]],
    );
    check_incremental_walk(&tall, 3, 5, 3000, 7);
    // Eight wide: a slide along a column passes over seven cells, more than on any square.
    let long = PatternDb::build(
        Shape::new(8, 2).unwrap(),
        &[
            &[1, 2, 3, 4],
            &[5, 6, 7, 8],
            &[9, 10, 11, 12],
            &[13, 14, 15],
        ],
    );
    check_incremental_walk(&long, 8, 2, 3000, 8);
}

/// The cut-off update agrees with the full one along long random walks, for every limit around
/// the estimate: the same key when the full estimate is within the limit, and otherwise an
/// estimate over the limit that is no more than the full one (so still admissible). The
/// search's step ([`Heuristic::step_from`]) writes the same key over whatever its place held.
#[test]
fn fifteen_puzzle_cut_off_update_agrees_with_the_full_one() {
    let tables = fifteen();
    let mut rng = Rng::seeded(11);
    let mut tiles = random_solvable(Shape::square(4).unwrap(), &mut rng)
        .tiles()
        .to_vec();
    let mut key = tables.key(&tiles);
    // What the search's stack holds where the child's key goes: some other node's key.
    let stale = key;
    let (mut cut, mut kept) = (0, 0);
    for _ in 0..3000 {
        let (next, from, blank) = random_slide(4, 4, &tiles, &mut rng);
        let before = tiles.clone();
        let full = tables.after_move(&key, &mut tiles, from, blank);
        let h = tables.value(&full);
        for limit in h.saturating_sub(6)..h + 3 {
            let mut stepped = stale;
            let result = tables.step_from(&key, &mut stepped, &mut tiles, from, blank, limit);
            match tables.after_move_within(&key, &mut tiles, from, blank, limit) {
                Ok(child) => {
                    assert!(h <= limit);
                    assert_eq!(child, full);
                    assert_eq!((result, stepped), (Ok(h), full));
                    kept += 1;
                }
                Err(part) => {
                    assert!(h > limit && part > limit && part <= h, "{part} {h} {limit}");
                    assert_eq!(result, Err(part));
                    cut += 1;
                }
            }
            assert_eq!(tiles, before, "the board is left as it was");
        }
        key = full;
        tiles = next;
    }
    assert!(cut > 1000 && kept > 1000, "{cut} {kept}");
}

/// The 24-puzzle's 5-5-5-5-4 database on Korf's 50: never above the published optimum, never
/// below Manhattan distance, and within 32 MB.
#[test]
fn twenty_four_puzzle_tables_are_admissible_on_korf_50() {
    let pdb = twenty_four();
    assert_eq!(pdb.groups().len(), GROUPS_5X5.len());
    assert!(pdb.table_bytes() <= 32 << 20, "{} bytes", pdb.table_bytes());
    let manhattan = Manhattan::new(Shape::square(5).unwrap());
    for (number, length, board) in korf24() {
        let h = pdb.estimate(board.tiles());
        assert!(h as usize <= length, "instance {number}: {h} > {length}");
        assert!(h >= manhattan.total(board.tiles()), "instance {number}");
    }
}

/// Stored tables come back identical, and any damage is refused with an error, never read.
#[test]
fn stored_tables_round_trip_and_damage_is_refused() {
    let pdb = PatternDb::build(Shape::square(3).unwrap(), &[&[1, 2, 3, 4, 5], &[6, 7, 8]]);
    let bytes = pdb.to_bytes();
    let (back, rest) = PatternDb::from_bytes(&bytes).unwrap();
    assert!(rest.is_empty());
    assert!(back.tables().eq(pdb.tables()));
    let mut rng = Rng::seeded(5);
    for _ in 0..300 {
        let mut damaged = bytes.clone();
        let at = rng.below(u32::try_from(bytes.len()).unwrap()) as usize;
        damaged[at] ^= 1 << rng.below(8);
        assert!(
            matches!(
                PatternDb::from_bytes(&damaged),
                Err(Error::BadTables { .. })
            ),
            "a flipped bit at byte {at} went unnoticed"
        );
    }
    for len in [0, 3, 4, 10, bytes.len() / 2, bytes.len() - 1] {
        assert!(
            PatternDb::from_bytes(&bytes[..len]).is_err(),
            "cut at {len}"
        );
    }

    // The solver keeps and reloads its 4×4 tables, and refuses other partitions.
    let mut solver = Solver::new();
    assert!(solver.tables_bytes(square(4)).is_none());
    let other = pdb.to_bytes();
    assert!(solver.load_tables(square(4), &other).is_err());
    assert!(!solver.is_prepared(Shape::square(4).unwrap()));
    // The two databases an earlier version kept are refused (the page then builds anew).
    let [a, b, _] = fifteen().databases();
    let mut two = a.to_bytes();
    two.extend(b.to_bytes());
    assert!(matches!(
        solver.load_tables(square(4), &two),
        Err(Error::BadTables { .. })
    ));
    assert!(!solver.is_prepared(Shape::square(4).unwrap()));
    let kept = fifteen().to_bytes();
    solver.load_tables(square(4), &kept).unwrap();
    assert_eq!(solver.tables_bytes(square(4)).unwrap(), kept);
    assert!(solver.is_prepared(Shape::square(4).unwrap()));
    let (_, length, board) = &korf100()[0];
    assert_eq!(solver.solve(board).unwrap().moves.len(), *length);
}

/// The solver takes the 24-puzzle database as kept bytes, refuses other tables for side 5, and
/// then bounds 5×5 boards by it: never above the published optimum, never below Manhattan
/// distance plus linear conflict (the bound it gave before), and higher on most of Korf's 50.
#[test]
fn solver_loads_the_twenty_four_puzzle_database() {
    let mut solver = Solver::new();
    assert!(!solver.is_prepared(Shape::square(5).unwrap()));
    assert!(solver.tables_bytes(square(5)).is_none());
    let boards = korf24();
    let before: Vec<u32> = boards
        .iter()
        .map(|(_, _, b)| solver.lower_bound(b).unwrap())
        .collect();

    let fifteen_bytes = fifteen().to_bytes();
    assert!(matches!(
        solver.load_tables(square(5), &fifteen_bytes),
        Err(Error::BadTables { .. })
    ));
    let kept = twenty_four().to_bytes();
    assert!(matches!(
        solver.load_tables(square(4), &kept),
        Err(Error::BadTables { .. })
    ));
    assert!(matches!(
        solver.load_tables(square(6), &kept),
        Err(Error::NoTables {
            width: 6,
            height: 6
        })
    ));
    assert!(!solver.is_prepared(Shape::square(5).unwrap()));

    solver.load_tables(square(5), &kept).unwrap();
    assert!(solver.is_prepared(Shape::square(5).unwrap()));
    assert_eq!(solver.tables_bytes(square(5)).unwrap(), kept);
    let mut higher = 0;
    for ((number, length, board), old) in boards.iter().zip(before) {
        let bound = solver.lower_bound(board).unwrap();
        assert!(
            bound as usize <= *length,
            "instance {number}: {bound} > {length}"
        );
        assert!(bound >= old, "instance {number}: {bound} < {old}");
        higher += usize::from(bound > old);
    }
    assert!(higher > boards.len() / 2, "higher on {higher} of 50");
}

/// The square shape of `side`, for the solver's table functions.
fn square(side: usize) -> Shape {
    Shape::square(side).expect("a supported side")
}
