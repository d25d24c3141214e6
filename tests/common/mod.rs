//! Test helpers shared by the integration tests, written here from the rules alone and knowing
//! nothing of the crate's solvers, heuristics or move code: the sliding rule, the parity rule,
//! random walks, a breadth-first search and an IDA* with plain Manhattan distance. They are the
//! oracles the tests check the crate against.

#![allow(dead_code)]

use std::collections::{HashMap, VecDeque};
use std::sync::OnceLock;

use slide_puzzle::heuristic::PatternDb;
use slide_puzzle::Rng;

pub mod korf;
pub mod play;

/// The 15-puzzle's quick 5-5-5 pattern database, built once per test binary and shared by its
/// tests (the solver's own tables are the 6-6-3 ones).
pub fn quick_fifteen_db() -> &'static PatternDb {
    static PDB: OnceLock<PatternDb> = OnceLock::new();
    PDB.get_or_init(PatternDb::fifteen_puzzle)
}

/// The rank of a permutation of `0..n` in lexicographic order (its Lehmer code), a perfect
/// index into a table of `n!` entries.
pub fn rank(tiles: &[u8]) -> usize {
    let n = tiles.len();
    let mut rank = 0;
    for i in 0..n {
        let smaller_after = tiles[i + 1..].iter().filter(|&&t| t < tiles[i]).count();
        rank = rank * (n - i) + smaller_after;
    }
    rank
}

/// `n!`.
pub fn factorial(n: usize) -> usize {
    (1..=n).product()
}

/// The goal board of side `side`: `1, 2, …, side² − 1, 0`.
pub fn goal(side: usize) -> Vec<u8> {
    goal_of(side * side)
}

/// The goal board of `cells` cells, whatever its shape: `1, 2, …, cells − 1, 0`.
pub fn goal_of(cells: usize) -> Vec<u8> {
    (1..cells)
        .map(|t| u8::try_from(t).expect("at most 256 cells"))
        .chain([0])
        .collect()
}

/// The boards one slide away from `tiles` on a square board of side `side`.
pub fn neighbours(side: usize, tiles: &[u8]) -> Vec<Vec<u8>> {
    neighbours_in(side, side, tiles)
}

/// The boards one slide away from `tiles` on a `width × height` board, found by swapping the
/// blank with each neighbour.
pub fn neighbours_in(width: usize, height: usize, tiles: &[u8]) -> Vec<Vec<u8>> {
    let blank = tiles.iter().position(|&t| t == 0).unwrap();
    let (row, col) = (blank / width, blank % width);
    let mut out = Vec::new();
    let mut push = |cell: usize| {
        let mut next = tiles.to_vec();
        next.swap(blank, cell);
        out.push(next);
    };
    if row > 0 {
        push(blank - width);
    }
    if row + 1 < height {
        push(blank + width);
    }
    if col > 0 {
        push(blank - 1);
    }
    if col + 1 < width {
        push(blank + 1);
    }
    out
}

/// Every board within `depth` moves of the goal of a `width × height` board, with its distance,
/// by breadth-first search (for boards too large to search whole).
pub fn breadth_first_within(width: usize, height: usize, depth: u32) -> HashMap<Vec<u8>, u32> {
    let goal = goal_of(width * height);
    let mut dist = HashMap::from([(goal.clone(), 0)]);
    let mut level = vec![goal];
    for d in 1..=depth {
        let mut next = Vec::new();
        for board in &level {
            for child in neighbours_in(width, height, board) {
                if !dist.contains_key(&child) {
                    dist.insert(child.clone(), d);
                    next.push(child);
                }
            }
        }
        level = next;
    }
    dist
}

/// The true distance to the goal of every board of side `side`, by breadth-first search from the
/// goal, indexed by [`rank`]; `u8::MAX` marks boards the goal cannot reach. Also returns every
/// reachable board in the order found.
pub fn bfs_distances(side: usize) -> (Vec<u8>, Vec<Vec<u8>>) {
    bfs_distances_in(side, side)
}

/// As [`bfs_distances`], for a `width × height` board.
pub fn bfs_distances_in(width: usize, height: usize) -> (Vec<u8>, Vec<Vec<u8>>) {
    let cells = width * height;
    let mut dist = vec![u8::MAX; factorial(cells)];
    let start = goal_of(cells);
    dist[rank(&start)] = 0;
    let mut order = vec![start.clone()];
    let mut queue = VecDeque::from([start]);
    while let Some(board) = queue.pop_front() {
        let d = dist[rank(&board)];
        for next in neighbours_in(width, height, &board) {
            let r = rank(&next);
            if dist[r] == u8::MAX {
                dist[r] = d + 1;
                order.push(next.clone());
                queue.push_back(next);
            }
        }
    }
    (dist, order)
}

/// The tiles that may slide on a `width × height` board: those on the cells beside the blank.
pub fn movable_in(width: usize, height: usize, tiles: &[u8]) -> Vec<u8> {
    neighbours_in(width, height, tiles)
        .iter()
        .map(|next| moved_tile(tiles, next))
        .collect()
}

/// The tile that slides between two boards one move apart: the one on the cell the blank
/// moves to.
pub fn moved_tile(from: &[u8], to: &[u8]) -> u8 {
    let blank_after = to.iter().position(|&t| t == 0).unwrap();
    from[blank_after]
}

/// `moves` played on `tiles` (a board `width` wide) by the sliding rule: each move names a tile
/// beside the blank (left, right, above or below it), which swaps with the blank. `None` at the
/// first move that breaks the rule.
pub fn play(width: usize, tiles: &[u8], moves: &[u8]) -> Option<Vec<u8>> {
    let mut board = tiles.to_vec();
    for &tile in moves {
        let blank = board.iter().position(|&t| t == 0)?;
        let cell = board
            .iter()
            .position(|&t| t == tile)
            .filter(|_| tile != 0)?;
        let same_row = blank / width == cell / width;
        let beside = (same_row && blank.abs_diff(cell) == 1) || blank.abs_diff(cell) == width;
        if !beside {
            return None;
        }
        board.swap(blank, cell);
    }
    Some(board)
}

/// Whether `moves` played on `tiles` by the sliding rule ([`play`]) are all legal and end on
/// the goal.
pub fn reaches_goal(width: usize, tiles: &[u8], moves: &[u8]) -> bool {
    play(width, tiles, moves).is_some_and(|end| end == goal_of(tiles.len()))
}

/// Whether the goal can be reached from `tiles` (a board `width` wide), by the rule in its
/// permutation form, which counts no inversions: the arrangement of the cells (blank included),
/// as a permutation of the goal's, is even exactly when the blank stands an even number of
/// steps (rows plus columns) from its goal cell, the last. Each move swaps the blank with a
/// neighbour, so it changes both parities; the goal has both even.
pub fn solvable_by_rule(width: usize, tiles: &[u8]) -> bool {
    let cells = tiles.len();
    // The goal cell of what each cell holds; the permutation's parity from its cycles.
    let home = |cell: usize| (usize::from(tiles[cell]) + cells - 1) % cells;
    let mut seen = vec![false; cells];
    let mut transpositions = 0;
    for start in 0..cells {
        let mut cell = start;
        let mut length = 0;
        while !seen[cell] {
            seen[cell] = true;
            cell = home(cell);
            length += 1;
        }
        transpositions += length.max(1) - 1;
    }
    let blank = tiles.iter().position(|&t| t == 0).unwrap();
    let last = cells - 1;
    let steps = (blank / width).abs_diff(last / width) + (blank % width).abs_diff(last % width);
    transpositions % 2 == steps % 2
}

/// A random walk of `steps` slides from `tiles` on a `width × height` board, never straight
/// back: the tiles slid, and the board it ends on.
pub fn random_walk(
    width: usize,
    height: usize,
    tiles: &[u8],
    steps: usize,
    rng: &mut Rng,
) -> (Vec<u8>, Vec<u8>) {
    let mut tiles = tiles.to_vec();
    let mut before = tiles.clone();
    let mut moves = Vec::with_capacity(steps);
    for _ in 0..steps {
        let options: Vec<Vec<u8>> = neighbours_in(width, height, &tiles)
            .into_iter()
            .filter(|n| *n != before)
            .collect();
        let next = options[rng.below(u32::try_from(options.len()).unwrap()) as usize].clone();
        moves.push(moved_tile(&tiles, &next));
        before = std::mem::replace(&mut tiles, next);
    }
    (moves, tiles)
}

/// The board a random walk of `steps` slides from the goal of `width × height` ends on.
pub fn walked(width: usize, height: usize, steps: usize, rng: &mut Rng) -> Vec<u8> {
    random_walk(width, height, &goal_of(width * height), steps, rng).1
}

/// Manhattan distance of `tiles` on a board `width` wide: each tile's rows plus columns from
/// its goal cell.
pub fn manhattan(width: usize, tiles: &[u8]) -> usize {
    tiles
        .iter()
        .enumerate()
        .filter(|&(_, &t)| t != 0)
        .map(|(cell, &t)| {
            let goal = usize::from(t) - 1;
            (cell / width).abs_diff(goal / width) + (cell % width).abs_diff(goal % width)
        })
        .sum()
}

/// The fewest moves from `tiles` (solvable) to the goal of `width × height`, by IDA* with plain
/// Manhattan distance written here from scratch (in place: one board, its Manhattan sum updated
/// by each slide). Cheap for boards a few dozen moves from the goal.
pub fn manhattan_ida(width: usize, height: usize, tiles: &[u8]) -> usize {
    struct Search {
        width: usize,
        neighbours: Vec<Vec<usize>>,
        board: Vec<u8>,
        h: usize,
        bound: usize,
    }
    impl Search {
        fn distance(&self, tile: u8, cell: usize) -> usize {
            let goal = tile as usize - 1;
            (cell / self.width).abs_diff(goal / self.width)
                + (cell % self.width).abs_diff(goal % self.width)
        }
        /// `None` when the goal is found within the bound, else the smallest `f` above it.
        fn dfs(&mut self, g: usize, blank: usize, prev: usize) -> Option<usize> {
            let f = g + self.h;
            if f > self.bound {
                return Some(f);
            }
            if self.h == 0 {
                return None;
            }
            let mut next = usize::MAX;
            for i in 0..self.neighbours[blank].len() {
                let cell = self.neighbours[blank][i];
                if cell == prev {
                    continue;
                }
                let tile = self.board[cell];
                let before = self.distance(tile, cell);
                let after = self.distance(tile, blank);
                self.board.swap(cell, blank);
                self.h = self.h + after - before;
                let found = self.dfs(g + 1, cell, blank);
                self.h = self.h + before - after;
                self.board.swap(cell, blank);
                next = next.min(found?);
            }
            Some(next)
        }
    }
    assert!(solvable_by_rule(width, tiles), "{tiles:?} is not solvable");
    let cells = width * height;
    let neighbours = (0..cells)
        .map(|cell| {
            let mut board = vec![1u8; cells];
            board[cell] = 0;
            neighbours_in(width, height, &board)
                .iter()
                .map(|b| b.iter().position(|&t| t == 0).unwrap())
                .collect()
        })
        .collect();
    let mut search = Search {
        width,
        neighbours,
        board: tiles.to_vec(),
        h: manhattan(width, tiles),
        bound: 0,
    };
    search.bound = search.h;
    let blank = tiles.iter().position(|&t| t == 0).unwrap();
    while let Some(next) = search.dfs(0, blank, usize::MAX) {
        search.bound = next;
    }
    search.bound
}
