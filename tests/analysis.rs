//! The analysis of solves ([`slide_puzzle::analysis`]) against oracles written here, which
//! know nothing of the crate's solvers or heuristics: a breadth-first search over every
//! position of the small boards that counts the shortest paths to each, breadth-first searches
//! from both ends for 4×4 boards up to 30 moves, and Korf's published lengths.
//! Solutions are checked by sliding them with this file's own few lines.

mod common;

use std::collections::{HashMap, HashSet, VecDeque};
use std::sync::{Mutex, OnceLock, PoisonError};

use slide_puzzle::analysis::{
    distances_along, distances_along_within, optimal_moves, optimal_solutions, AllOptimal, Band,
};
use slide_puzzle::Shape;
use slide_puzzle::{Board, Error, Rng, Solver};

/// The positions a counting search may expand in these tests: over 40 times what any board
/// here takes (the most, 21,723, on a 4×4 board), so that a broken heuristic or pruning runs it
/// out and the count comes back incomplete, failing the test, instead of searching on without
/// end.
const COUNT_BUDGET: u64 = 1_000_000;

/// The cells beside `blank` on a `width × height` board.
fn beside(width: usize, height: usize, blank: usize) -> Vec<usize> {
    let (row, col) = (blank / width, blank % width);
    let mut cells = Vec::new();
    if row > 0 {
        cells.push(blank - width);
    }
    if row + 1 < height {
        cells.push(blank + width);
    }
    if col > 0 {
        cells.push(blank - 1);
    }
    if col + 1 < width {
        cells.push(blank + 1);
    }
    cells
}

/// `tiles` after sliding `tile` into the blank, or `None` if it is not beside the blank.
fn slide(width: usize, tiles: &[u8], tile: u8) -> Option<Vec<u8>> {
    let height = tiles.len() / width;
    let blank = tiles.iter().position(|&t| t == 0)?;
    let cell = tiles.iter().position(|&t| t == tile && t != 0)?;
    if !beside(width, height, blank).contains(&cell) {
        return None;
    }
    let mut next = tiles.to_vec();
    next.swap(blank, cell);
    Some(next)
}

/// A length or count as the `u32` the analysis reports lengths in.
fn count32(n: usize) -> u32 {
    u32::try_from(n).unwrap()
}

/// A uniform index below `n`.
fn pick(rng: &mut Rng, n: usize) -> usize {
    rng.below(count32(n)) as usize
}

fn is_goal(tiles: &[u8]) -> bool {
    tiles == common::goal_of(tiles.len()).as_slice()
}

/// Every position of a `width × height` board the goal reaches: its distance and its number of
/// shortest paths to the goal, by breadth-first search from the goal (a position's count is
/// the sum of its neighbours' one move nearer), indexed by [`common::rank`].
struct Census {
    width: usize,
    distance: Vec<u8>,
    paths: Vec<u64>,
    order: Vec<Vec<u8>>,
}

impl Census {
    fn new(width: usize, height: usize) -> Census {
        let cells = width * height;
        let goal = common::goal_of(cells);
        let mut distance = vec![u8::MAX; common::factorial(cells)];
        let mut paths = vec![0u64; distance.len()];
        distance[common::rank(&goal)] = 0;
        paths[common::rank(&goal)] = 1;
        let mut order = vec![goal.clone()];
        let mut queue = VecDeque::from([goal]);
        while let Some(tiles) = queue.pop_front() {
            let here = common::rank(&tiles);
            let blank = tiles.iter().position(|&t| t == 0).unwrap();
            for cell in beside(width, height, blank) {
                let mut next = tiles.clone();
                next.swap(blank, cell);
                let there = common::rank(&next);
                if distance[there] == u8::MAX {
                    distance[there] = distance[here] + 1;
                    order.push(next.clone());
                    queue.push_back(next);
                }
                if distance[there] == distance[here] + 1 {
                    paths[there] += paths[here];
                }
            }
        }
        Census {
            width,
            distance,
            paths,
            order,
        }
    }

    fn distance(&self, tiles: &[u8]) -> u32 {
        u32::from(self.distance[common::rank(tiles)])
    }

    fn paths(&self, tiles: &[u8]) -> u64 {
        self.paths[common::rank(tiles)]
    }

    fn board(&self, tiles: &[u8]) -> Board {
        Board::from_tiles(Shape::for_len(tiles.len(), self.width).unwrap(), tiles).unwrap()
    }

    /// A random walk of `steps` slides from `tiles` (going back included): the tiles slid, and
    /// the distance at the start and after each.
    fn wander(&self, tiles: &[u8], steps: usize, rng: &mut Rng) -> (Vec<u8>, Vec<u32>) {
        let height = tiles.len() / self.width;
        let mut tiles = tiles.to_vec();
        let mut moves = Vec::new();
        let mut distances = vec![self.distance(&tiles)];
        for _ in 0..steps {
            let blank = tiles.iter().position(|&t| t == 0).unwrap();
            let cells = beside(self.width, height, blank);
            let tile = tiles[cells[pick(rng, cells.len())]];
            tiles = slide(self.width, &tiles, tile).unwrap();
            moves.push(tile);
            distances.push(self.distance(&tiles));
        }
        (moves, distances)
    }
}

/// Checks an answer of `optimal_solutions` for `tiles` (on a board `width` wide) against the
/// true length and number of shortest paths: the count exact, and the listed solutions as
/// many as the cap allows, distinct, of that length, each reaching the goal.
fn check_listing(
    width: usize,
    tiles: &[u8],
    all: &AllOptimal,
    length: u32,
    paths: u64,
    cap: usize,
) {
    assert_eq!(
        (all.length, all.count, all.complete),
        (length, paths, true),
        "{tiles:?}"
    );
    assert_eq!(
        all.solutions.len() as u64,
        paths.min(cap as u64),
        "{tiles:?}"
    );
    let distinct: HashSet<&Vec<u8>> = all.solutions.iter().collect();
    assert_eq!(
        distinct.len(),
        all.solutions.len(),
        "{tiles:?}: a solution listed twice"
    );
    for solution in &all.solutions {
        assert_eq!(count32(solution.len()), length);
        let end = solution
            .iter()
            .try_fold(tiles.to_vec(), |now, &tile| slide(width, &now, tile));
        assert!(
            end.is_some_and(|end| is_goal(&end)),
            "{tiles:?}: {solution:?}"
        );
    }
}

/// [`check_listing`] for a position of the census.
fn check_all_optimal(solver: &mut Solver, census: &Census, tiles: &[u8], cap: usize) {
    let all = optimal_solutions(solver, &census.board(tiles), cap, COUNT_BUDGET).unwrap();
    let (length, paths) = (census.distance(tiles), census.paths(tiles));
    check_listing(census.width, tiles, &all, length, paths, cap);
}

/// Boards of the census: all at distance up to `near`, and `sample` more drawn at random.
fn sample_of(census: &Census, near: u32, sample: usize, seed: u64) -> Vec<Vec<u8>> {
    let mut rng = Rng::seeded(seed);
    let mut boards: Vec<Vec<u8>> = census
        .order
        .iter()
        .take_while(|t| census.distance(t) <= near)
        .cloned()
        .collect();
    let far = boards.len();
    let rest = census.order.len() - far;
    for _ in 0..sample.min(rest) {
        boards.push(census.order[far + pick(&mut rng, rest)].clone());
    }
    boards
}

/// On 3×3, the number of optimal solutions is the breadth-first count of shortest paths: on
/// every board at distance 8 or less, both boards at 31, and 400 boards drawn at random.
#[test]
fn counts_match_breadth_first_on_3x3() {
    let census = Census::new(3, 3);
    assert_eq!(census.order.len(), 181_440);
    let mut solver = Solver::new();
    let mut boards = sample_of(&census, 8, 400, 2026);
    boards.extend(
        census
            .order
            .iter()
            .filter(|t| census.distance(t) == 31)
            .cloned(),
    );
    assert!(boards.len() > 600);
    for tiles in &boards {
        check_all_optimal(&mut solver, &census, tiles, 20);
    }
    // The hardest boards have many solutions, not only one or two.
    assert!(census
        .order
        .iter()
        .filter(|t| census.distance(t) == 31)
        .all(|t| census.paths(t) > 20));
}

/// The same on rectangles: every position of 3×2, 2×3, and a seventh of those of 4×2 and
/// 2×4; on 2×5 and 5×2 (searched with the solver's pattern databases), one position in 1000.
/// Their distances along random walks are the breadth-first ones too.
#[test]
fn counts_and_distances_match_breadth_first_on_rectangles() {
    let mut solver = Solver::new();
    let mut rng = Rng::seeded(25);
    for (width, height, step) in [
        (3, 2, 1),
        (2, 3, 1),
        (4, 2, 7),
        (2, 4, 7),
        (2, 5, 1000),
        (5, 2, 1000),
    ] {
        let census = Census::new(width, height);
        for tiles in census.order.iter().step_by(step) {
            check_all_optimal(&mut solver, &census, tiles, 5);
        }
        for _ in 0..5 {
            let tiles = &census.order[pick(&mut rng, census.order.len())];
            let start = census.board(tiles);
            let (moves, expected) = census.wander(tiles, 30, &mut rng);
            let path = distances_along(&mut solver, &start, &moves).unwrap();
            let got: Vec<u32> = path.points.iter().map(|p| p.distance().unwrap()).collect();
            assert_eq!(
                got,
                expected,
                "{width}×{height} {:?} {moves:?}",
                start.tiles()
            );
        }
    }
}

/// The listing is in a fixed order: a smaller cap lists a prefix of a larger one's list, and
/// the list is sorted by the moves' directions (a tile sliding up first, then right, down,
/// left).
#[test]
fn listing_is_a_stable_prefix_in_direction_order() {
    let census = Census::new(3, 3);
    let mut solver = Solver::new();
    let direction = |before: &[u8], tile: u8| {
        let blank = before.iter().position(|&t| t == 0).unwrap();
        let cell = before.iter().position(|&t| t == tile).unwrap();
        // Up, right, down, left: the tile is below, left of, above, right of the blank.
        [
            blank + 3,
            blank.wrapping_sub(1),
            blank.wrapping_sub(3),
            blank + 1,
        ]
        .iter()
        .position(|&c| c == cell)
        .unwrap()
    };
    for tiles in sample_of(&census, 0, 60, 5) {
        let board = census.board(&tiles);
        let many = optimal_solutions(&mut solver, &board, 1000, COUNT_BUDGET).unwrap();
        assert!(many.complete, "{tiles:?}: {} positions", many.nodes);
        assert_eq!(many.count, census.paths(&tiles), "{tiles:?}");
        for cap in [0, 1, 3, 10] {
            let few = optimal_solutions(&mut solver, &board, cap, COUNT_BUDGET).unwrap();
            assert!(few.complete, "{tiles:?}: {} positions", few.nodes);
            assert_eq!(few.count, many.count);
            assert_eq!(
                few.solutions[..],
                many.solutions[..cap.min(many.solutions.len())]
            );
        }
        let keys: Vec<Vec<usize>> = many
            .solutions
            .iter()
            .map(|s| {
                let mut now = tiles.clone();
                s.iter()
                    .map(|&t| {
                        let d = direction(&now, t);
                        now = slide(3, &now, t).unwrap();
                        d
                    })
                    .collect()
            })
            .collect();
        assert!(keys.windows(2).all(|w| w[0] < w[1]), "{tiles:?}");
    }
}

/// The moves that keep an optimal path are exactly those whose board is one move nearer.
#[test]
fn optimal_moves_match_breadth_first_on_3x3() {
    let census = Census::new(3, 3);
    let mut solver = Solver::new();
    for tiles in sample_of(&census, 3, 300, 77) {
        let board = census.board(&tiles);
        let d = census.distance(&tiles);
        let expected: HashSet<u8> = (1..9)
            .filter(|&t| slide(3, &tiles, t).is_some_and(|n| census.distance(&n) + 1 == d))
            .collect();
        let got = optimal_moves(&mut solver, &board).unwrap();
        assert_eq!(
            got.iter().copied().collect::<HashSet<u8>>(),
            expected,
            "{tiles:?}"
        );
        assert_eq!(got.len(), expected.len());
    }
}

/// The solver, with the 15-puzzle's pattern databases built once for all the tests here.
fn fifteen_solver() -> std::sync::MutexGuard<'static, Solver> {
    static SOLVER: OnceLock<Mutex<Solver>> = OnceLock::new();
    SOLVER
        .get_or_init(|| {
            let mut solver = Solver::new();
            solver.prepare(Shape::square(4).unwrap(), &mut |_| {});
            Mutex::new(solver)
        })
        .lock()
        .unwrap_or_else(PoisonError::into_inner)
}

/// A 4×4 position as one number, four bits a cell.
fn packed(tiles: &[u8]) -> u64 {
    tiles
        .iter()
        .enumerate()
        .map(|(cell, &t)| u64::from(t) << (4 * cell))
        .sum()
}

/// Breadth-first search from `tiles` to depth `depth`: each position's distance from `tiles`
/// and its number of shortest paths from it.
fn layers(tiles: &[u8], depth: u32) -> HashMap<u64, (u32, u64)> {
    let mut seen = HashMap::from([(packed(tiles), (0, 1))]);
    let mut frontier = vec![tiles.to_vec()];
    for d in 1..=depth {
        let mut next = Vec::new();
        for board in &frontier {
            let paths = seen[&packed(board)].1;
            let blank = board.iter().position(|&t| t == 0).unwrap();
            for cell in beside(4, 4, blank) {
                let mut child = board.clone();
                child.swap(blank, cell);
                let entry = seen.entry(packed(&child)).or_insert_with(|| {
                    next.push(child.clone());
                    (d, 0)
                });
                if entry.0 == d {
                    entry.1 += paths;
                }
            }
        }
        frontier = next;
    }
    seen
}

/// The optimal length of a 4×4 board and its number of shortest paths, by breadth-first search
/// from the board and from the goal to `depth` moves each (so for lengths up to twice that):
/// the length is the least sum of a position's distances from both ends, and every shortest
/// path crosses the layer half way along once, through a position whose two counts multiply.
/// `None` if the board is further than twice `depth`.
fn meet_in_the_middle(tiles: &[u8], depth: u32) -> Option<(u32, u64)> {
    let from_start = layers(tiles, depth);
    let from_goal = layers(&common::goal(4), depth);
    let length = from_start
        .iter()
        .filter_map(|(k, &(a, _))| from_goal.get(k).map(|&(b, _)| a + b))
        .min()?;
    let half = length / 2;
    let paths = from_start
        .iter()
        .filter(|&(_, &(a, _))| a == half)
        .filter_map(|(k, &(_, p))| match from_goal.get(k) {
            Some(&(b, q)) if b == length - half => Some(p * q),
            _ => None,
        })
        .sum();
    Some((length, paths))
}

/// A random walk of `moves` slides from the goal that never undoes its last move.
fn scramble(width: usize, height: usize, moves: usize, rng: &mut Rng) -> Vec<u8> {
    let mut tiles = common::goal_of(width * height);
    let mut came_from = usize::MAX;
    for _ in 0..moves {
        let blank = tiles.iter().position(|&t| t == 0).unwrap();
        let cells: Vec<usize> = beside(width, height, blank)
            .into_iter()
            .filter(|&c| c != came_from)
            .collect();
        let cell = cells[pick(rng, cells.len())];
        tiles.swap(blank, cell);
        came_from = blank;
    }
    tiles
}

/// The 4×4 board with a 3×3 board in its bottom right corner (the first row and column
/// solved): the 3×3 tiles renumbered as the 4×4 tiles whose goal cells they take.
fn embedded(three: &[u8]) -> Vec<u8> {
    let mut tiles = common::goal(4);
    for (cell, &tile) in three.iter().enumerate() {
        tiles[4 * (cell / 3 + 1) + cell % 3 + 1] = match tile {
            0 => 0,
            t => {
                let home = usize::from(t) - 1;
                u8::try_from(4 * (home / 3 + 1) + home % 3 + 2).unwrap()
            }
        };
    }
    tiles
}

/// On 4×4 scrambles of 10 to 40 moves, and on 3×3 boards with many optimal solutions set in
/// a 4×4 board's corner, the length and the number of optimal solutions agree with the
/// independent search, the listed solutions are distinct and solve the board, and the moves
/// that keep an optimal path are the solutions' first moves.
#[test]
fn counts_match_breadth_first_on_4x4() {
    let mut solver = fifteen_solver();
    let mut rng = Rng::seeded(15);
    let mut boards: Vec<(Vec<u8>, u32)> = (10..=40)
        .step_by(2)
        .flat_map(|m| [m; 2])
        .map(|moves| (scramble(4, 4, moves, &mut rng), 14))
        .collect();
    // Random scrambles have one to three optimal solutions; these have 40 to 44.
    let census = Census::new(3, 3);
    let mut many: Vec<&Vec<u8>> = census
        .order
        .iter()
        .filter(|t| census.distance(t) <= 28)
        .collect();
    many.sort_by_key(|t| std::cmp::Reverse(census.paths(t)));
    boards.extend(many.iter().take(3).map(|t| (embedded(t), 15)));
    let cap = 10;
    let (mut checked, mut most) = (0, 0);
    for (tiles, depth) in boards {
        let Some((length, paths)) = meet_in_the_middle(&tiles, depth) else {
            continue;
        };
        let board = Board::from_tiles(Shape::for_square_len(tiles.len()).unwrap(), &tiles).unwrap();
        let all = optimal_solutions(&mut solver, &board, cap, COUNT_BUDGET).unwrap();
        check_listing(4, &tiles, &all, length, paths, cap);
        let keep = optimal_moves(&mut solver, &board).unwrap();
        let everything = optimal_solutions(&mut solver, &board, usize::MAX, COUNT_BUDGET).unwrap();
        assert!(
            everything.complete,
            "{tiles:?}: {} positions",
            everything.nodes
        );
        assert_eq!(everything.solutions.len() as u64, paths);
        let firsts: HashSet<u8> = everything.solutions.iter().map(|s| s[0]).collect();
        assert_eq!(keep.iter().copied().collect::<HashSet<u8>>(), firsts);
        checked += 1;
        most = most.max(paths);
    }
    assert!(
        checked >= 27,
        "only {checked} boards within reach of the oracle"
    );
    assert!(
        most > 40,
        "the corner boards have more solutions than the cap"
    );
}

/// A budget too small to count them all says so, and counts no more than there are.
#[test]
fn a_spent_budget_says_the_count_is_incomplete() {
    let mut solver = fifteen_solver();
    let mut rng = Rng::seeded(99);
    let tiles = scramble(4, 4, 30, &mut rng);
    let board = Board::from_tiles(Shape::for_square_len(tiles.len()).unwrap(), &tiles).unwrap();
    let full = optimal_solutions(&mut solver, &board, 5, COUNT_BUDGET).unwrap();
    assert!(full.complete && full.nodes > 20);
    let cut = optimal_solutions(&mut solver, &board, 5, 20).unwrap();
    assert!(!cut.complete && cut.count <= full.count && cut.nodes == 20);
    assert_eq!(cut.solutions[..], full.solutions[..cut.solutions.len()]);
}

/// Along random walks on 3×3 (back and forth included), every distance is the breadth-first
/// one, and the wasted moves, the moves away and the first one off an optimal path follow.
#[test]
fn distances_along_match_breadth_first_on_3x3() {
    let census = Census::new(3, 3);
    let mut solver = Solver::new();
    let mut rng = Rng::seeded(33);
    for start in sample_of(&census, 0, 40, 3) {
        let (moves, expected) = census.wander(&start, 40, &mut rng);
        let path = distances_along(&mut solver, &census.board(&start), &moves).unwrap();
        let got: Vec<u32> = path.points.iter().map(|p| p.distance().unwrap()).collect();
        assert_eq!(got, expected, "{start:?} {moves:?}");
        let away: Vec<usize> = (0..moves.len())
            .filter(|&i| expected[i + 1] > expected[i])
            .collect();
        assert_eq!(path.away(), away);
        assert_eq!(path.first_off_optimal(), away.first().copied());
        let wasted = 40 + expected[40] - expected[0];
        assert_eq!(path.wasted(), Band::exact(wasted));
        assert_eq!(wasted as usize, 2 * away.len());
    }
}

/// Moves that cannot be made are errors naming the move; a board of the wrong parity and a
/// board too large for proven answers are refused.
#[test]
fn bad_input_is_an_error() {
    let mut solver = Solver::new();
    let start = Board::from_tiles(Shape::square(3).unwrap(), &[1, 2, 3, 4, 5, 6, 7, 0, 8]).unwrap();
    for (moves, index, tile) in [
        (vec![1], 0, 1),
        (vec![8, 8, 0], 2, 0),
        (vec![5, 5, 9], 2, 9),
        (vec![8, 6, 6, 3], 3, 3),
    ] {
        assert_eq!(
            distances_along(&mut solver, &start, &moves),
            Err(Error::IllegalMoveAt { index, tile })
        );
    }
    let unsolvable =
        Board::from_tiles(Shape::square(3).unwrap(), &[2, 1, 3, 4, 5, 6, 7, 8, 0]).unwrap();
    assert_eq!(
        optimal_solutions(&mut solver, &unsolvable, 1, 100),
        Err(Error::Unsolvable)
    );
    assert_eq!(
        optimal_moves(&mut solver, &unsolvable),
        Err(Error::Unsolvable)
    );
    assert_eq!(
        distances_along(&mut solver, &unsolvable, &[]),
        Err(Error::Unsolvable)
    );
    let five = Board::goal(Shape::square(5).unwrap());
    assert_eq!(
        optimal_solutions(&mut solver, &five, 1, 100),
        Err(Error::NoOptimalSolver {
            width: 5,
            height: 5
        })
    );
    let wide = Board::goal(Shape::new(6, 3).unwrap());
    assert!(matches!(
        optimal_moves(&mut solver, &wide),
        Err(Error::NoOptimalSolver { .. })
    ));
    // The goal: one solution, of no moves.
    let goal =
        optimal_solutions(&mut solver, &Board::goal(Shape::square(3).unwrap()), 3, 100).unwrap();
    assert_eq!(
        (goal.length, goal.count, goal.solutions),
        (0, 1, vec![vec![]])
    );
}

/// On 4×4, a path's start has Korf's published length, and along a detour (a move and its
/// undo) followed by an optimal solution the distances are L, L ± 1, L, L − 1, …, 0.
#[test]
fn distances_along_4x4_match_korf() {
    let mut solver = fifteen_solver();
    let mut instances = common::korf::korf100();
    instances.sort_by_key(|(_, length, _)| *length);
    for (number, length, board) in instances.iter().take(6) {
        let solution = solver.solve(board).unwrap().moves;
        assert_eq!(solution.len(), *length, "Korf #{number}");
        let detour = board.movable_tiles().last().unwrap();
        let mut moves = vec![detour, detour];
        moves.extend(&solution);
        let path = distances_along(&mut solver, board, &moves).unwrap();
        let l = count32(*length);
        let after_detour = count32(
            solver
                .solve(&board.slide(u32::from(detour)).unwrap())
                .unwrap()
                .moves
                .len(),
        );
        let mut expected = vec![l, after_detour];
        expected.extend((0..=l).rev());
        let got: Vec<u32> = path.points.iter().map(|p| p.distance().unwrap()).collect();
        assert_eq!(got, expected, "Korf #{number}");
        assert_eq!(path.wasted(), Band::exact(2));
        // The detour's first move or its undo goes away from the goal.
        let away = usize::from(after_detour < l);
        assert_eq!(path.first_off_optimal(), Some(away));
    }
}

/// On 5×5 the distances are bands: each holds Korf and Felner's published length at the
/// start, neighbours' bands are consistent, and a position met twice has one band.
#[test]
fn distances_along_5x5_are_consistent_bands() {
    let mut solver = Solver::new();
    let (number, length, board) = common::korf::korf24().swap_remove(0);
    let tile = board.movable_tiles().next().unwrap();
    let other = board.movable_tiles().nth(1).unwrap();
    let moves = [tile, tile, other, other, tile];
    let path = distances_along_within(&mut solver, &board, &moves, 50_000).unwrap();
    let start = path.points[0];
    assert!(
        (start.lower..=start.upper).contains(&count32(length)),
        "#{number}: {start:?}"
    );
    for pair in path.points.windows(2) {
        assert!(pair[0].lower <= pair[0].upper);
        assert!(pair[1].lower + 1 >= pair[0].lower && pair[1].lower <= pair[0].upper + 1);
        assert!(pair[1].upper <= pair[0].upper + 1);
        assert_eq!(
            pair[0].lower % 2,
            1 - pair[1].lower % 2,
            "parity alternates"
        );
    }
    assert_eq!(path.points[0], path.points[2]);
    assert_eq!(path.points[0], path.points[4]);
    let wasted = path.wasted();
    // Five moves, and the end is within one move of the start's band.
    assert!(wasted.lower <= wasted.upper && wasted.upper <= 6 + start.upper - start.lower);
}

/// On 5×5, a path that ends on the goal bounds every distance along it from above, and where
/// the estimate is exact the band closes: a board four slides in a line from the goal, solved
/// straight back, then a detour.
#[test]
fn distances_along_5x5_close_near_the_goal() {
    let mut solver = Solver::new();
    let goal = common::goal(5);
    // The blank went up four cells from the corner: tiles 20, 15, 10, 5 each moved down one.
    let mut tiles = goal.clone();
    for cell in [19, 14, 9, 4] {
        tiles.swap(cell, cell + 5);
    }
    let start = Board::from_tiles(Shape::for_square_len(tiles.len()).unwrap(), &tiles).unwrap();
    let path = distances_along(&mut solver, &start, &[5, 10, 15, 20]).unwrap();
    assert_eq!(path.points, [4, 3, 2, 1, 0].map(Band::exact));
    assert_eq!(path.wasted(), Band::exact(0));
    let detour = distances_along(&mut solver, &start, &[4, 4, 5, 10, 15, 20]).unwrap();
    assert_eq!(detour.points, [4, 5, 4, 3, 2, 1, 0].map(Band::exact));
    assert_eq!(detour.away(), vec![0]);
    assert_eq!(detour.wasted(), Band::exact(2));
}
