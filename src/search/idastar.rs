//! Iterative-deepening A* (Korf 1985): depth-first searches bounded by `f = g + h`, the bound
//! raised each round to the smallest `f` that exceeded it. Memory is the path alone, which is
//! what the 15-puzzle needs: its 10¹³ states fit no visited table.
//!
//! The hot loop allocates nothing: the board is one array changed and restored in place, the
//! heuristic's per-node data is a small `Copy` key updated incrementally, the path is a vector
//! reserved up front, and a move straight back to the previous position is never tried.

use crate::board::Board;
use crate::error::Error;
use crate::moves::MoveTable;
use crate::search::Solution;
use crate::solvability::is_solvable;

/// An admissible estimate that the search can update after each move instead of recomputing.
pub trait Heuristic {
    /// What the estimate keeps per node (for a pattern database: the group indices).
    type Key: Copy;
    /// The key of a whole board.
    fn key(&self, tiles: &[u8]) -> Self::Key;
    /// The estimate for a key. Zero only on the goal.
    fn value(&self, key: &Self::Key) -> u32;
    /// The key after the tile on cell `from` slides into the blank on cell `to`; `tiles` is the
    /// board before the move, and must be as it was on return.
    fn after_move(&self, key: &Self::Key, tiles: &mut [u8], from: usize, to: usize) -> Self::Key;
}

impl Heuristic for crate::heuristic::Estimator {
    type Key = u32;

    fn key(&self, tiles: &[u8]) -> u32 {
        self.estimate(tiles)
    }

    fn value(&self, key: &u32) -> u32 {
        *key
    }

    fn after_move(&self, key: &u32, tiles: &mut [u8], from: usize, to: usize) -> u32 {
        (*key as i32 + self.delta(tiles, from, to)) as u32
    }
}

enum Outcome {
    Found,
    /// Not found under this bound; the smallest `f` seen above it.
    Exceeded(u32),
    OutOfBudget,
}

/// IDA* over one board side and one heuristic.
///
/// ```
/// use slide_puzzle::heuristic::Estimator;
/// use slide_puzzle::search::IdaStar;
/// use slide_puzzle::Board;
/// let estimator = Estimator::new(3);
/// let mut search = IdaStar::new(3, &estimator);
/// let board = Board::from_tiles(&[8, 6, 7, 2, 5, 4, 3, 0, 1])?;
/// let solution = search.solve(&board, u64::MAX)?;
/// assert_eq!(solution.moves.len(), 31);
/// assert!(board.slide_all(&solution.moves)?.is_goal());
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
pub struct IdaStar<'h, H: Heuristic> {
    side: usize,
    heuristic: &'h H,
    moves: MoveTable,
    tiles: [u8; 16],
    path: Vec<u8>,
    expanded: u64,
    generated: u64,
    budget: u64,
}

impl<'h, H: Heuristic> IdaStar<'h, H> {
    /// A search for boards of side `side` (at most 4) guided by `heuristic`.
    pub fn new(side: usize, heuristic: &'h H) -> Self {
        assert!(side * side <= 16, "IDA* here handles up to 16 cells");
        IdaStar {
            side,
            heuristic,
            moves: MoveTable::new(side),
            tiles: [0; 16],
            path: Vec::with_capacity(256),
            expanded: 0,
            generated: 0,
            budget: 0,
        }
    }

    /// An optimal solution of `board`, expanding at most `budget` nodes over all iterations.
    ///
    /// # Errors
    /// [`Error::Unsolvable`] for a board of the wrong parity; [`Error::BudgetExceeded`] when the
    /// budget runs out first.
    ///
    /// # Panics
    /// If `board` is not of this search's side.
    pub fn solve(&mut self, board: &Board, budget: u64) -> Result<Solution, Error> {
        assert_eq!(board.side(), self.side, "board and search sides differ");
        if !is_solvable(board) {
            return Err(Error::Unsolvable);
        }
        let cells = self.side * self.side;
        self.tiles[..cells].copy_from_slice(board.tiles());
        self.path.clear();
        self.expanded = 0;
        self.generated = 0;
        self.budget = budget;
        let key = self.heuristic.key(board.tiles());
        let mut bound = self.heuristic.value(&key);
        loop {
            match self.dfs(0, bound, &key, board.blank(), usize::MAX) {
                Outcome::Found => {
                    return Ok(Solution {
                        moves: self.path.clone(),
                        expanded: self.expanded,
                        generated: self.generated,
                        optimal: true,
                    })
                }
                Outcome::Exceeded(next) => bound = next,
                Outcome::OutOfBudget => {
                    return Err(Error::BudgetExceeded {
                        nodes: self.expanded,
                    })
                }
            }
        }
    }

    fn dfs(&mut self, g: u32, bound: u32, key: &H::Key, blank: usize, prev: usize) -> Outcome {
        let h = self.heuristic.value(key);
        let f = g + h;
        if f > bound {
            return Outcome::Exceeded(f);
        }
        if h == 0 {
            return Outcome::Found;
        }
        if self.expanded == self.budget {
            return Outcome::OutOfBudget;
        }
        self.expanded += 1;
        let mut next_bound = u32::MAX;
        let cells = self.side * self.side;
        let sources = self.moves.sources(blank);
        for i in 0..sources.len() {
            let src = self.moves.sources(blank)[i] as usize;
            if src == prev {
                continue;
            }
            let child = self
                .heuristic
                .after_move(key, &mut self.tiles[..cells], src, blank);
            self.generated += 1;
            let tile = self.tiles[src];
            self.tiles.swap(src, blank);
            self.path.push(tile);
            match self.dfs(g + 1, bound, &child, src, blank) {
                Outcome::Found => return Outcome::Found,
                Outcome::OutOfBudget => return Outcome::OutOfBudget,
                Outcome::Exceeded(f) => next_bound = next_bound.min(f),
            }
            self.path.pop();
            self.tiles.swap(src, blank);
        }
        Outcome::Exceeded(next_bound)
    }
}
