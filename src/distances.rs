//! The exact distance to the goal of every 3×3 board, by breadth-first search from the goal:
//! 181,440 solvable boards, none more than 31 moves away. It lets the game deal a board at an
//! exact optimal distance the player picks, uniformly among all boards at that distance.

use crate::board::Board;
use crate::error::Error;
use crate::moves::MoveTable;
use crate::shape::Shape;
use crate::shuffle::Rng;

/// The 3×3 board's cell count.
const CELLS: usize = 9;
/// `9!`: one entry for every permutation, reachable or not.
const PERMUTATIONS: usize = 362_880;
/// The largest distance of any 3×3 board.
pub const MAX_DISTANCE_3X3: u8 = 31;
/// Marks a permutation the goal cannot reach.
const UNREACHABLE: u8 = u8::MAX;

/// Exact distances of all 3×3 boards, indexed by the permutation's rank.
///
/// ```
/// use slide_puzzle::Shape;
/// use slide_puzzle::distances::Distances3;
/// use slide_puzzle::{Board, Rng};
/// let table = Distances3::build();
/// assert_eq!(table.distance(&Board::goal(Shape::square(3)?)), Some(0));
/// assert_eq!(table.count_at(31), 2);
/// let board = table.random_at(20, &mut Rng::seeded(1))?;
/// assert_eq!(table.distance(&board), Some(20));
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
#[derive(Debug, Clone)]
pub struct Distances3 {
    distance: Vec<u8>,
    counts: [u32; MAX_DISTANCE_3X3 as usize + 1],
}

impl Distances3 {
    /// Runs the breadth-first search (a few tens of milliseconds).
    pub fn build() -> Distances3 {
        let moves = MoveTable::new(Shape::square(3).expect("a supported side"));
        let mut distance = vec![UNREACHABLE; PERMUTATIONS];
        let mut counts = [0u32; MAX_DISTANCE_3X3 as usize + 1];
        let goal: [u8; CELLS] = [1, 2, 3, 4, 5, 6, 7, 8, 0];
        distance[rank(&goal)] = 0;
        counts[0] = 1;
        let mut frontier = vec![goal];
        let mut next = Vec::new();
        let mut d = 0u8;
        while !frontier.is_empty() {
            d += 1;
            for tiles in &frontier {
                let blank = tiles.iter().position(|&t| t == 0).unwrap_or_default();
                for &src in moves.sources(blank) {
                    let mut child = *tiles;
                    child.swap(blank, src as usize);
                    let r = rank(&child);
                    if distance[r] == UNREACHABLE {
                        distance[r] = d;
                        counts[d as usize] += 1;
                        next.push(child);
                    }
                }
            }
            frontier.clear();
            std::mem::swap(&mut frontier, &mut next);
        }
        Distances3 { distance, counts }
    }

    /// The optimal distance of a 3×3 board, or `None` if it is unsolvable or not 3×3.
    pub fn distance(&self, board: &Board) -> Option<u8> {
        if board.width() != 3 {
            return None;
        }
        let tiles: [u8; CELLS] = board.tiles().try_into().ok()?;
        Some(self.distance[rank(&tiles)]).filter(|&d| d != UNREACHABLE)
    }

    /// How many boards are exactly `distance` moves from the goal.
    pub fn count_at(&self, distance: u8) -> u32 {
        self.counts.get(distance as usize).copied().unwrap_or(0)
    }

    /// A board exactly `distance` moves from the goal, uniformly among all such boards.
    ///
    /// # Errors
    /// [`Error::NoBoardAtDistance`] unless `distance` is from 1 to 31.
    pub fn random_at(&self, distance: u8, rng: &mut Rng) -> Result<Board, Error> {
        let count = self.count_at(distance);
        if distance == 0 || count == 0 {
            return Err(Error::NoBoardAtDistance {
                distance: u32::from(distance),
                max: u32::from(MAX_DISTANCE_3X3),
            });
        }
        let pick = rng.below(count) as usize;
        let index = self
            .distance
            .iter()
            .enumerate()
            .filter(|&(_, &d)| d == distance)
            .nth(pick)
            .map(|(index, _)| index)
            .expect("counts match the table");
        let shape = Shape::square(3).expect("3 is a supported side");
        Ok(Board::from_permutation(shape, unrank(index).to_vec()))
    }
}

/// The permutation's rank in lexicographic order (its Lehmer code).
fn rank(tiles: &[u8; CELLS]) -> usize {
    let mut rank = 0;
    for i in 0..CELLS {
        let smaller_after = tiles[i + 1..].iter().filter(|&&t| t < tiles[i]).count();
        rank = rank * (CELLS - i) + smaller_after;
    }
    rank
}

/// The permutation of a rank, the inverse of [`rank`].
#[expect(
    clippy::cast_possible_truncation,
    reason = "CELLS is 9 (the 3×3 board), so cell numbers fit a u8"
)]
fn unrank(mut rank: usize) -> [u8; CELLS] {
    let mut digits = [0usize; CELLS];
    for i in (0..CELLS).rev() {
        let base = CELLS - i;
        digits[i] = rank % base;
        rank /= base;
    }
    let mut unused: Vec<u8> = (0..CELLS as u8).collect();
    let mut tiles = [0u8; CELLS];
    for (i, &d) in digits.iter().enumerate() {
        tiles[i] = unused.remove(d);
    }
    tiles
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rank_and_unrank_are_inverse() {
        for r in (0..PERMUTATIONS).step_by(997) {
            assert_eq!(rank(&unrank(r)), r);
        }
    }

    #[test]
    fn counts_cover_every_solvable_board() {
        let table = Distances3::build();
        assert_eq!(table.counts.iter().sum::<u32>(), 181_440);
        assert_eq!(table.count_at(1), 2);
        assert_eq!(table.count_at(31), 2);
        assert_eq!(table.count_at(32), 0);
        let mut rng = Rng::seeded(8);
        for d in 1..=31 {
            let board = table.random_at(d, &mut rng).unwrap();
            assert_eq!(table.distance(&board), Some(d));
        }
        assert!(table.random_at(0, &mut rng).is_err());
        assert!(table.random_at(32, &mut rng).is_err());
    }
}
