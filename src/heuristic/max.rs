//! The larger of two admissible estimates, itself admissible: how different heuristics (two
//! pattern-database partitions, a database and walking distance) are combined.

use crate::search::idastar::Heuristic;

/// The larger of two heuristics' values, each kept up to date incrementally.
///
/// ```
/// use slide_puzzle::heuristic::{Estimator, Max, PatternDb};
/// use slide_puzzle::search::Heuristic;
/// let both = Max(Estimator::new(3), PatternDb::build(3, &[&[1, 2, 3, 4], &[5, 6, 7, 8]]));
/// let tiles = [8, 6, 7, 2, 5, 4, 3, 0, 1]; // 31 moves from the goal
/// let key = both.key(&tiles);
/// assert_eq!(both.value(&key), both.0.estimate(&tiles).max(both.1.estimate(&tiles)));
/// assert!(both.value(&key) <= 31);
/// ```
#[derive(Debug, Clone)]
pub struct Max<A, B>(pub A, pub B);

impl<A: Heuristic, B: Heuristic> Heuristic for Max<A, B> {
    type Key = (A::Key, B::Key);

    fn key(&self, tiles: &[u8]) -> Self::Key {
        (self.0.key(tiles), self.1.key(tiles))
    }

    #[inline]
    fn value(&self, key: &Self::Key) -> u32 {
        self.0.value(&key.0).max(self.1.value(&key.1))
    }

    #[inline]
    fn after_move(&self, key: &Self::Key, tiles: &mut [u8], from: usize, to: usize) -> Self::Key {
        (
            self.0.after_move(&key.0, tiles, from, to),
            self.1.after_move(&key.1, tiles, from, to),
        )
    }
}
