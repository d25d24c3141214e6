//! Admissible estimates of the number of moves still needed: they never overestimate, so a
//! search guided by them returns optimal solutions.
//!
//! - [`manhattan`]: each real tile's grid distance to its goal cell (the blank is never counted,
//!   or the estimate could exceed the truth).
//! - [`linear_conflict`]: two more moves for each tile that must leave its goal row or column to
//!   let another tile of that line past it.
//!
//! - [`pattern_db`]: additive disjoint pattern databases with the mirrored lookup, for 3×3 to
//!   5×5; [`fifteen`] is the 15-puzzle's heuristic, the largest of three 6-6-3 databases.
//! - [`walking_distance`]: Takahashi's walking distance, the fewest moves along each axis when
//!   only each tile's goal row (or column) is known: a 24,964-state table for 4×4.
//! - [`max`]: the larger of two of these, to combine estimates that see different things.
//! - [`toward`]: Manhattan distance plus linear conflict towards the goal or any target board
//!   (for re-solving a stretch of a path between two of its boards), updated incrementally
//!   after a move.
//!
//! [`Estimator`] is that sum towards the goal, which is what the searches call in their inner
//! loops.

pub mod fifteen;
pub mod linear_conflict;
pub mod manhattan;
pub mod max;
pub mod pattern_db;
pub mod toward;
pub mod walking_distance;

pub use fifteen::{fifteen_puzzle, FifteenPuzzle};
pub use linear_conflict::LinearConflict;
pub use manhattan::Manhattan;
pub use max::Max;
pub use pattern_db::PatternDb;
pub use toward::Toward;
pub use walking_distance::WalkingDistance;

/// Manhattan distance plus linear conflict towards the goal, with the incremental update the
/// searches need in their inner loops: [`Toward`] aimed at the goal.
///
/// ```
/// use slide_puzzle::heuristic::Estimator;
/// use slide_puzzle::Shape;
/// let est = Estimator::new(Shape::square(3)?);
/// // 2 and 1 are swapped in their goal row: 1 + 1 moves of distance, plus 2 for the conflict.
/// assert_eq!(est.estimate(&[2, 1, 3, 4, 5, 6, 7, 8, 0]), 4);
/// assert_eq!(est.estimate(&[1, 2, 3, 4, 5, 6, 7, 8, 0]), 0);
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
pub type Estimator = Toward;

/// An admissible estimate that the search can update after each move instead of recomputing.
pub trait Heuristic {
    /// What the estimate keeps per node (for a pattern database: the group indices).
    type Key: Copy + 'static;
    /// Whether the anytime driver runs its beam searches ([`Plan::beam_width`]) with this
    /// heuristic. Only the 24-puzzle's database is planned with them, and a beam search made
    /// for every heuristic the driver takes would add a quarter to the wasm module's size.
    ///
    /// [`Plan::beam_width`]: crate::search::Plan::beam_width
    const BEAM: bool = false;
    /// A second opinion on a key's board, for ordering boards of the same [`Heuristic::value`]
    /// (lower first), as a beam search does where its width cuts them; 0 by default. For a
    /// pattern database: 0 when its straight and mirrored sums are four or more moves apart
    /// (one of its two lookups rates the board well), up to 2 when they agree.
    fn second_opinion(&self, _key: &Self::Key) -> u32 {
        0
    }
    /// The key of a whole board.
    fn key(&self, tiles: &[u8]) -> Self::Key;
    /// The estimate for a key. Zero only on the goal.
    fn value(&self, key: &Self::Key) -> u32;
    /// The key after the tile on cell `from` slides into the blank on cell `to`; `tiles` is the
    /// board before the move, and must be as it was on return.
    fn after_move(&self, key: &Self::Key, tiles: &mut [u8], from: usize, to: usize) -> Self::Key;

    /// As [`Heuristic::after_move`] when the estimate after the move is at most `limit`;
    /// otherwise `Err` with an admissible estimate above `limit`, which may be found without
    /// reading every table: a depth-first search that would cut the child off anyway needs no
    /// more than that. A heuristic made of several lookups (a maximum, or straight and mirrored
    /// sums) overrides this to stop at the first lookup over the limit; the default reads all.
    ///
    /// ```
    /// use slide_puzzle::heuristic::Estimator;
    /// use slide_puzzle::heuristic::Heuristic;
    /// use slide_puzzle::Shape;
    /// let est = Estimator::new(Shape::square(3)?);
    /// let mut tiles = [1, 2, 3, 4, 5, 6, 7, 0, 8];
    /// let key = est.key(&tiles);
    /// // Sliding 7 right (cell 6 into the blank on cell 7) takes the board one move further.
    /// assert_eq!(est.after_move_within(&key, &mut tiles, 6, 7, 1), Err(2));
    /// let child = est.after_move_within(&key, &mut tiles, 6, 7, 2).unwrap();
    /// assert_eq!(est.value(&child), 2);
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    ///
    /// # Errors
    /// The estimate, or part of it, when it is above `limit`.
    #[inline]
    fn after_move_within(
        &self,
        key: &Self::Key,
        tiles: &mut [u8],
        from: usize,
        to: usize,
        limit: u32,
    ) -> Result<Self::Key, u32> {
        let child = self.after_move(key, tiles, from, to);
        match self.value(&child) {
            h if h > limit => Err(h),
            _ => Ok(child),
        }
    }
    /// As [`Heuristic::after_move_within`], writing the child's key into `child` (whatever it
    /// held) instead of returning it: what a search does with a stack of keys, one a depth, so
    /// that no key is copied but into its place. A heuristic made of several parts overrides it
    /// to copy each part only when it comes to it: a child cut off by its first part copies no
    /// more. `Ok` holds the child's estimate ([`Heuristic::value`]), found on the way, which
    /// the search needs next. After `Err`, `child` is left part written, for the caller to drop.
    ///
    /// ```
    /// use slide_puzzle::heuristic::Estimator;
    /// use slide_puzzle::heuristic::Heuristic;
    /// use slide_puzzle::Shape;
    /// let est = Estimator::new(Shape::square(3)?);
    /// let mut tiles = [1, 2, 3, 4, 5, 6, 7, 0, 8];
    /// let key = est.key(&tiles);
    /// // The child's place holds some other node's key: it is written over.
    /// let mut child = est.key(&[8, 6, 7, 2, 5, 4, 3, 0, 1]);
    /// assert_eq!(est.step_from(&key, &mut child, &mut tiles, 6, 7, 2), Ok(2));
    /// assert_eq!(est.value(&child), 2);
    /// # Ok::<(), slide_puzzle::Error>(())
    /// ```
    ///
    /// # Errors
    /// As [`Heuristic::after_move_within`].
    #[inline]
    fn step_from(
        &self,
        parent: &Self::Key,
        child: &mut Self::Key,
        tiles: &mut [u8],
        from: usize,
        to: usize,
        limit: u32,
    ) -> Result<u32, u32> {
        *child = self.after_move_within(parent, tiles, from, to, limit)?;
        Ok(self.value(child))
    }
}

/// [`Heuristic::after_move_within`] made of [`Heuristic::step_from`]: for a heuristic whose
/// search step is its own (the pattern databases), so the two cannot drift apart.
///
/// # Errors
/// As [`Heuristic::after_move_within`].
#[inline]
pub(crate) fn stepped<H: Heuristic + ?Sized>(
    heuristic: &H,
    key: &H::Key,
    tiles: &mut [u8],
    from: usize,
    to: usize,
    limit: u32,
) -> Result<H::Key, u32> {
    let mut next = *key;
    heuristic.step_from(key, &mut next, tiles, from, to, limit)?;
    Ok(next)
}

/// A reference to a heuristic is the same heuristic, so one table can be shared (by searches,
/// or by combinations such as [`Max`]) without being built twice.
impl<H: Heuristic + ?Sized> Heuristic for &H {
    type Key = H::Key;
    const BEAM: bool = H::BEAM;

    #[inline]
    fn key(&self, tiles: &[u8]) -> H::Key {
        (**self).key(tiles)
    }

    #[inline]
    fn value(&self, key: &H::Key) -> u32 {
        (**self).value(key)
    }

    #[inline]
    fn second_opinion(&self, key: &H::Key) -> u32 {
        (**self).second_opinion(key)
    }

    #[inline]
    fn after_move(&self, key: &H::Key, tiles: &mut [u8], from: usize, to: usize) -> H::Key {
        (**self).after_move(key, tiles, from, to)
    }

    #[inline]
    fn after_move_within(
        &self,
        key: &H::Key,
        tiles: &mut [u8],
        from: usize,
        to: usize,
        limit: u32,
    ) -> Result<H::Key, u32> {
        (**self).after_move_within(key, tiles, from, to, limit)
    }

    #[inline]
    fn step_from(
        &self,
        parent: &H::Key,
        child: &mut H::Key,
        tiles: &mut [u8],
        from: usize,
        to: usize,
        limit: u32,
    ) -> Result<u32, u32> {
        (**self).step_from(parent, child, tiles, from, to, limit)
    }
}
