//! How far from the goal a player's path went, position by position.

use std::collections::HashMap;

use super::probe::{Guided, MAX_CELLS};
use crate::board::Board;
use crate::error::Error;
use crate::search::{is_optimal, Solver, BUDGET_4X4};

/// Positions the solver may expand on the start of a path on a board of more than 16 cells
/// (and on its end, if that is not the goal), in [`Solver::solve_within`]: about two thirds of
/// a second natively on a 5×5 board 95 moves from the goal, whose answer it takes from 165
/// moves (the reduction's) to 123. [`distances_along_within`] takes another.
pub const BAND_BUDGET: u64 = 1_000_000;

/// A position's distance to the goal, known to lie from `lower` to `upper` moves (the same
/// number when it is known exactly).
///
/// ```
/// use slide_puzzle::analysis::Band;
/// assert_eq!(Band::exact(7).distance(), Some(7));
/// assert_eq!(Band { lower: 40, upper: 46 }.distance(), None);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Band {
    /// No solution is shorter.
    pub lower: u32,
    /// A solution this long is known.
    pub upper: u32,
}

impl Band {
    /// The band of a distance known exactly.
    pub fn exact(distance: u32) -> Band {
        Band {
            lower: distance,
            upper: distance,
        }
    }

    /// The distance, if it is known exactly.
    pub fn distance(self) -> Option<u32> {
        (self.lower == self.upper).then_some(self.lower)
    }
}

/// The distance to the goal of each position of a player's path, from [`distances_along`]:
/// `points[0]` for the start, `points[i + 1]` after move `i`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PathDistances {
    /// The start's distance, then the distance after each move.
    pub points: Vec<Band>,
}

impl PathDistances {
    /// The number of moves of the path.
    pub fn moves(&self) -> usize {
        self.points.len() - 1
    }

    /// The moves more than the progress they made: the path's length less the distance it
    /// covered (start's distance less the end's). For a path that ends on the goal, the
    /// player's length less the optimal one. Every move changes the distance by exactly one, so
    /// this is twice the number of moves that went away from the goal, always even.
    ///
    /// ```
    /// use slide_puzzle::analysis::{Band, PathDistances};
    /// let path = PathDistances { points: [3, 4, 3, 2, 1, 0].map(Band::exact).to_vec() };
    /// assert_eq!(path.wasted(), Band::exact(2));
    /// ```
    pub fn wasted(&self) -> Band {
        let moves = u32::try_from(self.moves()).unwrap_or(u32::MAX);
        let (start, end) = (self.points[0], self.points[self.points.len() - 1]);
        let lower = (moves + end.lower).saturating_sub(start.upper);
        let upper = (moves + end.upper).saturating_sub(start.lower);
        Band {
            lower: lower + (lower & 1),
            upper: upper & !1,
        }
    }

    /// The moves (their indices, from 0) known to have taken the board further from the goal.
    ///
    /// ```
    /// use slide_puzzle::analysis::{Band, PathDistances};
    /// let path = PathDistances { points: [3, 2, 3, 2, 1, 2, 1, 0].map(Band::exact).to_vec() };
    /// assert_eq!(path.away(), vec![1, 4]);
    /// assert_eq!(path.first_off_optimal(), Some(1));
    /// ```
    pub fn away(&self) -> Vec<usize> {
        self.points
            .windows(2)
            .enumerate()
            .filter(|(_, pair)| pair[1].lower > pair[0].upper)
            .map(|(i, _)| i)
            .collect()
    }

    /// The first move known to have left every optimal path: before it, each move took the
    /// board one move nearer the goal. `None` when no move is known to have gone away (on
    /// boards of up to 16 cells, where every distance is exact, when the whole path is optimal
    /// so far).
    pub fn first_off_optimal(&self) -> Option<usize> {
        self.points
            .windows(2)
            .position(|pair| pair[1].lower > pair[0].upper)
    }
}

/// The distance to the goal of `start` and of the board after each of `moves` (tiles to
/// slide, first move first).
///
/// On boards the solver solves optimally (up to 16 cells: 4×4, 8×2, 5×3, …) every distance is
/// exact: the start's comes from the solver, and each next one from the one before it, since a
/// move changes the distance by exactly one: a search bounded at one less (one iteration of
/// IDA*, with the solver's heuristic for the shape and its duplicate pruning) says which. Each
/// search may expand up to [`BUDGET_4X4`] positions; one that runs out leaves a band of the
/// two (and the next position is then found by IDA*'s iterations within that band). On the
/// rectangles with pattern databases the searches read a copy of the solver's, made for the
/// call (18 MB on 2×8).
///
/// On larger boards the distances are bands. The start (and the end, unless it is the goal) gets
/// the solver's answer within [`BAND_BUDGET`] positions and its proven lower bound
/// ([`Solver::solve_within`]); every other position the solver's admissible estimate
/// ([`Solver::lower_bound`]), since a search of its own would cost about a seventh of a second
/// natively per position on 5×5 however small its budget (the reduction it starts from), for
/// bounds little better. The bands are then narrowed by what holds between neighbours (their
/// distances differ by one), by parity (a board's distance has the parity of every solution's
/// length) and between repeats of one position.
///
/// A position the path comes back to is searched once.
///
/// ```
/// use slide_puzzle::analysis::distances_along;
/// use slide_puzzle::{Board, Shape, Solver};
/// let mut solver = Solver::new();
/// let start = Board::from_tiles(Shape::square(3)?, &[1, 2, 3, 4, 5, 6, 0, 7, 8])?;
/// // Two moves solve it (7, then 8); the player wanders off with 4 and back first.
/// let path = distances_along(&mut solver, &start, &[4, 4, 7, 8])?;
/// let distances: Vec<_> = path.points.iter().map(|p| p.distance()).collect();
/// assert_eq!(distances, [Some(2), Some(3), Some(2), Some(1), Some(0)]);
/// assert_eq!(path.wasted().distance(), Some(2));
/// assert_eq!(path.first_off_optimal(), Some(0));
/// // A tile that cannot slide is an error naming the move.
/// let err = distances_along(&mut solver, &start, &[7, 1]).unwrap_err();
/// assert_eq!(err, slide_puzzle::Error::IllegalMoveAt { index: 1, tile: 1 });
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
///
/// # Errors
/// [`Error::IllegalMoveAt`] for a move whose tile is not beside the blank then,
/// [`Error::Unsolvable`] for a start of the wrong parity, [`Error::NoSolver`]
/// for a board no solver takes, and [`Error::BadTables`] if the
/// copy of a rectangle's databases cannot be read back.
pub fn distances_along(
    solver: &mut Solver,
    start: &Board,
    moves: &[u8],
) -> Result<PathDistances, Error> {
    distances_along_within(solver, start, moves, BAND_BUDGET)
}

/// As [`distances_along`], with `budget` positions for the solver on the start and the end of
/// a path on a board over 16 cells.
///
/// # Errors
/// As [`distances_along`].
pub fn distances_along_within(
    solver: &mut Solver,
    start: &Board,
    moves: &[u8],
    budget: u64,
) -> Result<PathDistances, Error> {
    let boards = replay(start, moves)?;
    let shape = start.shape();
    let mut points = if is_optimal(shape) && shape.cells() <= MAX_CELLS {
        let first = solved_band(solver, start, BUDGET_4X4)?;
        let mut probe = Guided::new(solver, shape)?;
        along(&boards, first, |board, before| {
            Ok(probe.settle(
                board,
                before.lower.saturating_sub(1),
                before.upper + 1,
                BUDGET_4X4,
            ))
        })?
    } else {
        let first = solved_band(solver, start, budget)?;
        let mut points = along(&boards, first, |board, _| {
            Ok(Band {
                lower: solver.lower_bound(board)?,
                upper: u32::MAX,
            })
        })?;
        let end = boards.len() - 1;
        if points[end].upper == u32::MAX {
            points[end] = solved_band(solver, &boards[end], budget)?;
        }
        points
    };
    tighten(&mut points, &boards);
    Ok(PathDistances { points })
}

/// The boards along `moves` from `start`, `start` first.
fn replay(start: &Board, moves: &[u8]) -> Result<Vec<Board>, Error> {
    let mut boards = Vec::with_capacity(moves.len() + 1);
    boards.push(start.clone());
    for (index, &tile) in moves.iter().enumerate() {
        let tile = u32::from(tile);
        let next = boards[index]
            .slide(tile)
            .map_err(|_| Error::IllegalMoveAt { index, tile })?;
        boards.push(next);
    }
    Ok(boards)
}

/// The band of each of `boards`: `first` for the first, then `next` of each board and the band
/// before it, except on the goal and on a board met before (searched once).
fn along(
    boards: &[Board],
    first: Band,
    mut next: impl FnMut(&Board, Band) -> Result<Band, Error>,
) -> Result<Vec<Band>, Error> {
    let mut known: HashMap<&[u8], Band> = HashMap::from([(boards[0].tiles(), first)]);
    let mut points = Vec::with_capacity(boards.len());
    points.push(first);
    for board in &boards[1..] {
        let band = match known.get(board.tiles()) {
            Some(&band) => band,
            None if board.is_goal() => Band::exact(0),
            None => next(board, points[points.len() - 1])?,
        };
        known.insert(board.tiles(), band);
        points.push(band);
    }
    Ok(points)
}

/// The solver's answer for `board` within `budget` positions, and its proven lower bound.
fn solved_band(solver: &mut Solver, board: &Board, budget: u64) -> Result<Band, Error> {
    let answer = solver.solve_within(board, &mut |nodes, _| nodes < budget)?;
    let upper = u32::try_from(answer.moves.len()).unwrap_or(u32::MAX);
    Ok(Band {
        lower: answer.lower_bound.min(upper),
        upper,
    })
}

/// Narrows the bands until nothing changes: neighbours' distances differ by one, a distance
/// has the parity of its upper bound (a solution's length), and a position met twice has one
/// distance.
fn tighten(points: &mut [Band], boards: &[Board]) {
    let mut first_seen: HashMap<&[u8], usize> = HashMap::new();
    let first: Vec<usize> = boards
        .iter()
        .enumerate()
        .map(|(i, board)| *first_seen.entry(board.tiles()).or_insert(i))
        .collect();
    let near = |to: &mut Band, from: Band| {
        to.lower = to.lower.max(from.lower.saturating_sub(1));
        to.upper = to.upper.min(from.upper.saturating_add(1));
    };
    loop {
        let before = points.to_vec();
        for i in 1..points.len() {
            let from = points[i - 1];
            near(&mut points[i], from);
        }
        for i in (1..points.len()).rev() {
            let from = points[i];
            near(&mut points[i - 1], from);
        }
        for (i, &j) in first.iter().enumerate() {
            let both = Band {
                lower: points[i].lower.max(points[j].lower),
                upper: points[i].upper.min(points[j].upper),
            };
            points[i] = both;
            points[j] = both;
        }
        for point in points.iter_mut() {
            point.lower += (point.lower ^ point.upper) & 1;
        }
        if points == before.as_slice() {
            return;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shape::Shape;

    fn bands(pairs: &[(u32, u32)]) -> Vec<Band> {
        pairs
            .iter()
            .map(|&(lower, upper)| Band { lower, upper })
            .collect()
    }

    /// Neighbours narrow each other by one, lower bounds take the parity of the upper ones,
    /// and a repeated position takes the narrower of its bands.
    #[test]
    fn tighten_uses_neighbours_parity_and_repeats() {
        let start = Board::goal(Shape::square(5).unwrap())
            .slide(20)
            .unwrap()
            .slide(15)
            .unwrap();
        let tile = start.movable_tiles().next().unwrap();
        let there = start.slide(u32::from(tile)).unwrap();
        let boards = [start.clone(), there.clone(), start.clone(), there];
        // The start is 2 moves away; the bands are loose, and one lower bound has the wrong
        // parity.
        let mut points = bands(&[(1, 10), (0, 9), (2, 2), (2, 3)]);
        tighten(&mut points, &boards);
        assert_eq!(points, bands(&[(2, 2), (3, 3), (2, 2), (3, 3)]));
    }

    #[test]
    fn replay_names_the_first_illegal_move() {
        let start = Board::goal(Shape::square(3).unwrap());
        assert_eq!(replay(&start, &[8, 8, 6, 6]).unwrap().len(), 5);
        assert_eq!(
            replay(&start, &[8, 8, 7]),
            Err(Error::IllegalMoveAt { index: 2, tile: 7 })
        );
    }
}
