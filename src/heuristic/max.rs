//! The larger of two admissible estimates, itself admissible: neither exceeds the true distance,
//! so their maximum does not either. It lets heuristics that see different things be combined,
//! such as walking distance (tiles' interactions along a row or column) with Manhattan distance
//! plus linear conflict, or with a pattern database.

use crate::heuristic::Heuristic;

/// The larger of two heuristics, each updated incrementally on its own.
///
/// Either part may be a reference (`&H` is a [`Heuristic`] when `H` is), so one table can serve
/// several combinations without being built twice.
///
/// ```
/// use slide_puzzle::heuristic::{Estimator, Max, WalkingDistance};
/// use slide_puzzle::heuristic::Heuristic;
/// use slide_puzzle::search::IdaStar;
/// use slide_puzzle::{Board, Shape};
/// let (wd, est) = (WalkingDistance::new(3), Estimator::new(Shape::square(3)?));
/// let both = Max::new(&wd, &est);
/// let tiles = [8, 6, 7, 2, 5, 4, 3, 0, 1];
/// assert_eq!(both.value(&both.key(&tiles)), wd.estimate(&tiles).max(est.estimate(&tiles)));
/// let solution = IdaStar::new(Shape::square(3)?, &both).solve(&Board::from_tiles(Shape::for_square_len(tiles.len())?, &tiles)?, u64::MAX)?;
/// assert_eq!(solution.moves.len(), 31);
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
#[derive(Debug, Clone, Copy)]
pub struct Max<A, B> {
    /// The first heuristic.
    pub first: A,
    /// The second heuristic.
    pub second: B,
}

impl<A: Heuristic, B: Heuristic> Max<A, B> {
    /// The larger of `first` and `second`.
    pub fn new(first: A, second: B) -> Max<A, B> {
        Max { first, second }
    }
}

impl<A: Heuristic, B: Heuristic> Heuristic for Max<A, B> {
    type Key = (A::Key, B::Key);

    fn key(&self, tiles: &[u8]) -> Self::Key {
        (self.first.key(tiles), self.second.key(tiles))
    }

    #[inline]
    fn value(&self, key: &Self::Key) -> u32 {
        self.first.value(&key.0).max(self.second.value(&key.1))
    }

    #[inline]
    fn after_move(&self, key: &Self::Key, tiles: &mut [u8], from: usize, to: usize) -> Self::Key {
        (
            self.first.after_move(&key.0, tiles, from, to),
            self.second.after_move(&key.1, tiles, from, to),
        )
    }

    /// The second heuristic is not read at all when the first is already over `limit`.
    #[inline]
    fn after_move_within(
        &self,
        key: &Self::Key,
        tiles: &mut [u8],
        from: usize,
        to: usize,
        limit: u32,
    ) -> Result<Self::Key, u32> {
        let first = self
            .first
            .after_move_within(&key.0, tiles, from, to, limit)?;
        let second = self
            .second
            .after_move_within(&key.1, tiles, from, to, limit)?;
        Ok((first, second))
    }
}
