//! A* for boards of up to 16 cells (2×2, 3×3, and easy 4×4 positions), guided by Manhattan
//! distance plus linear conflict.
//!
//! A state is the board packed into a `u64`, four bits a cell. The open list is a bucket queue
//! indexed by `f = g + h` (f only ever takes small integer values), last-in first-out within a
//! bucket so that deeper nodes of equal `f` come first. The visited table maps a state to its
//! best known `g` and the cell the blank came from, which is all that is needed to walk the path
//! back. Both are kept between searches, so a warmed-up [`AStar`] allocates nothing per node.
//!
//! The heuristic is consistent (a move changes it by exactly one), so a state's first expansion
//! is with its optimal `g` and the first goal taken off the open list ends an optimal path.

use std::collections::hash_map::Entry;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use crate::board::Board;
use crate::error::Error;
use crate::heuristic::Estimator;
use crate::moves::MoveTable;
use crate::search::Solution;
use crate::solvability::is_solvable;

/// The largest number of cells a packed `u64` state holds.
const MAX_CELLS: usize = 16;
/// Marks the start state in the visited table: it has no predecessor.
const NO_PARENT: u8 = u8::MAX;

#[derive(Debug, Clone, Copy)]
struct Open {
    state: u64,
    g: u8,
    h: u8,
    blank: u8,
}

#[derive(Debug, Clone, Copy)]
struct Visit {
    g: u8,
    parent_blank: u8,
}

/// A reusable A* solver for one board side (2, 3 or 4).
///
/// ```
/// use slide_puzzle::{AStar, Board};
/// let mut astar = AStar::new(3);
/// let board = Board::from_tiles(&[1, 2, 3, 4, 5, 6, 0, 7, 8])?;
/// let solution = astar.solve(&board, u64::MAX)?;
/// assert_eq!(solution.moves, vec![7, 8]);
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct AStar {
    side: usize,
    moves: MoveTable,
    estimator: Estimator,
    buckets: Vec<Vec<Open>>,
    visited: HashMap<u64, Visit, BuildHasherDefault<StateHasher>>,
}

impl AStar {
    /// A solver for boards of side `side`, which must have at most 16 cells.
    pub fn new(side: usize) -> AStar {
        assert!(side * side <= MAX_CELLS, "A* packs at most 16 cells");
        AStar {
            side,
            moves: MoveTable::new(side),
            estimator: Estimator::new(side),
            buckets: vec![Vec::new(); 128],
            visited: HashMap::default(),
        }
    }

    /// The board side this solver handles.
    pub fn side(&self) -> usize {
        self.side
    }

    /// An optimal solution of `board`, expanding at most `budget` nodes.
    ///
    /// # Errors
    /// [`Error::Unsolvable`] for a board of the wrong parity, and [`Error::BudgetExceeded`] if
    /// the budget runs out first.
    ///
    /// # Panics
    /// If `board` is not of this solver's side.
    pub fn solve(&mut self, board: &Board, budget: u64) -> Result<Solution, Error> {
        assert_eq!(board.side(), self.side, "board and solver sides differ");
        if !is_solvable(board) {
            return Err(Error::Unsolvable);
        }
        let cells = self.side * self.side;
        let goal = pack(Board::goal(self.side)?.tiles());
        let start = pack(board.tiles());
        for bucket in &mut self.buckets {
            bucket.clear();
        }
        self.visited.clear();

        let h0 = self.estimator.estimate(board.tiles()) as u8;
        self.visited.insert(
            start,
            Visit {
                g: 0,
                parent_blank: NO_PARENT,
            },
        );
        self.buckets[h0 as usize].push(Open {
            state: start,
            g: 0,
            h: h0,
            blank: board.blank() as u8,
        });

        let mut f = h0 as usize;
        let mut expanded = 0u64;
        let mut generated = 0u64;
        let mut tiles = [0u8; MAX_CELLS];
        loop {
            let Some(node) = self.buckets[f].pop() else {
                f += 1;
                if f == self.buckets.len() {
                    unreachable!("a solvable board always reaches the goal");
                }
                continue;
            };
            let visit = self.visited[&node.state];
            if node.g > visit.g {
                continue; // a better path to this state was found after this entry was queued
            }
            if node.state == goal {
                return Ok(Solution {
                    moves: self.path_to(goal, cells - 1),
                    expanded,
                    generated,
                    optimal: true,
                });
            }
            if expanded == budget {
                return Err(Error::BudgetExceeded { nodes: expanded });
            }
            expanded += 1;

            unpack(node.state, &mut tiles[..cells]);
            let blank = node.blank as usize;
            let g = node.g + 1;
            for &src in self.moves.sources(blank) {
                if src == visit.parent_blank {
                    continue; // straight back to the parent
                }
                let src = src as usize;
                let tile = u64::from(tiles[src]);
                let child = node.state ^ (tile << (4 * src)) ^ (tile << (4 * blank));
                generated += 1;
                let h = (i32::from(node.h) + self.estimator.delta(&mut tiles[..cells], src, blank))
                    as u8;
                match self.visited.entry(child) {
                    Entry::Occupied(mut seen) => {
                        if g >= seen.get().g {
                            continue;
                        }
                        seen.insert(Visit {
                            g,
                            parent_blank: blank as u8,
                        });
                    }
                    Entry::Vacant(slot) => {
                        slot.insert(Visit {
                            g,
                            parent_blank: blank as u8,
                        });
                    }
                }
                let child_f = usize::from(g) + usize::from(h);
                if child_f >= self.buckets.len() {
                    self.buckets.resize(child_f + 1, Vec::new());
                }
                self.buckets[child_f].push(Open {
                    state: child,
                    g,
                    h,
                    blank: src as u8,
                });
            }
        }
    }

    /// Walks the visited table back from `state` (blank on `blank`) to the start and returns the
    /// tiles slid, in playing order.
    fn path_to(&self, mut state: u64, mut blank: usize) -> Vec<u8> {
        let mut moves = Vec::with_capacity(usize::from(self.visited[&state].g));
        loop {
            let parent_blank = self.visited[&state].parent_blank;
            if parent_blank == NO_PARENT {
                break;
            }
            let from = parent_blank as usize;
            let tile = (state >> (4 * from)) & 0xF;
            moves.push(tile as u8);
            state ^= (tile << (4 * from)) ^ (tile << (4 * blank));
            blank = from;
        }
        moves.reverse();
        moves
    }
}

/// Packs up to 16 tiles into a `u64`, cell `i` in bits `4i..4i+4`.
fn pack(tiles: &[u8]) -> u64 {
    tiles
        .iter()
        .enumerate()
        .fold(0, |acc, (cell, &t)| acc | (u64::from(t) << (4 * cell)))
}

fn unpack(state: u64, tiles: &mut [u8]) {
    for (cell, tile) in tiles.iter_mut().enumerate() {
        *tile = ((state >> (4 * cell)) & 0xF) as u8;
    }
}

/// A one-multiply hasher for packed states: they are already dense, so a folded 128-bit multiply
/// spreads them well at a fraction of `SipHash`'s cost.
#[derive(Debug, Default, Clone, Copy)]
struct StateHasher(u64);

impl Hasher for StateHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(self.0 ^ u64::from(b));
        }
    }

    fn write_u64(&mut self, n: u64) {
        let product = u128::from(n ^ self.0) * 0x9E37_79B9_7F4A_7C15_u128;
        self.0 = (product as u64) ^ ((product >> 64) as u64);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pack_round_trips() {
        let tiles = [15, 0, 3, 9, 1, 2, 4, 5, 6, 7, 8, 10, 11, 12, 13, 14];
        let mut back = [0u8; 16];
        unpack(pack(&tiles), &mut back);
        assert_eq!(back, tiles);
    }

    #[test]
    fn budget_is_respected() {
        let board = Board::from_tiles(&[8, 6, 7, 2, 5, 4, 3, 0, 1]).unwrap();
        let mut astar = AStar::new(3);
        assert_eq!(
            astar.solve(&board, 10),
            Err(Error::BudgetExceeded { nodes: 10 })
        );
        assert_eq!(astar.solve(&board, u64::MAX).unwrap().moves.len(), 31);
    }
}
