//! Test helpers shared by the integration tests: an independent breadth-first oracle that
//! knows nothing of the crate's solvers or heuristics.

#![allow(dead_code)]

use std::collections::VecDeque;

pub mod korf;
pub mod play;

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
    (1..u8::try_from(cells).expect("at most 256 cells"))
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
