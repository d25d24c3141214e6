//! Path shortening: make a solution shorter by re-solving stretches of it optimally.
//!
//! Three steps, each repeated until it finds nothing more:
//!
//! 1. **Loops.** If a board occurs twice on the path, everything between the two visits is cut.
//! 2. **Windows.** For boards `s_i` and `s_j` on the path with `j − i` at most the window,
//!    IDA* guided by Manhattan distance plus linear conflict measured towards `s_j`
//!    ([`Toward`]) finds a shortest path from `s_i` to `s_j`; if it is shorter than `j − i` it
//!    replaces that stretch. The window slides along the path by half its length, and grows
//!    from 8 moves to the largest asked for by half each time no window of the current size
//!    improves anything (small windows are cheap, and what they remove makes larger ones
//!    cheaper).
//! 3. **Wide windows.** Then windows of [`Shortening::wide_window`] moves are re-solved by
//!    weighted IDA* ([`Shortening::wide_weight`]), cut off at `j − i`: a replacement is
//!    shorter, though not necessarily shortest, and reaches stretches too long to re-solve
//!    optimally.
//!
//! Each window's search is cut off at `j − i` moves (it looks only for something shorter) and
//! at a node budget, so a stretch that is expensive to re-solve is skipped, never waited on.
//! The result is never longer than the input and always reaches the same board.
//!
//! A shortening that `control` stops can go on later from where it stood ([`Place`]): the
//! same step, window and stretch, and the window's search resumed from the node it stopped at.

use std::collections::HashMap;

use crate::board::Board;
use crate::heuristic::Toward;
use crate::search::bounded::{BoundedSearch, End, Limits, Paused, Weight};
use crate::shape::Shape;

/// How to shorten: the window and what one window's search may spend.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shortening {
    /// The longest stretch re-solved at once, in moves.
    pub window: usize,
    /// The most nodes one window's search may expand.
    pub window_budget: u64,
    /// After the optimal windows: wider windows re-solved by weighted IDA* (shorter, not
    /// shortest, replacements), this many moves long; 0 for none.
    pub wide_window: usize,
    /// The weight of the wide windows' searches.
    pub wide_weight: Weight,
}

impl Shortening {
    /// Optimal windows up to 32 moves, then weight-1.5 windows of 64, each search at most
    /// 300,000 nodes (measured best of the settings tried on Korf's 24-puzzles with Manhattan
    /// distance and linear conflict; see the `korf24` bench).
    pub const DEFAULT: Shortening = Shortening {
        window: 32,
        window_budget: 300_000,
        wide_window: 64,
        wide_weight: Weight(24),
    };
}

impl Default for Shortening {
    /// [`Shortening::DEFAULT`].
    fn default() -> Shortening {
        Shortening::DEFAULT
    }
}

/// Shortens `moves`, a legal sequence of slides from `board`, returning a sequence that is no
/// longer and ends on the same board. `control` is called with the nodes expanded so far (by
/// all windows together) and the path's length so far every so often, and ends the
/// shortening early when it returns `false` (what was improved by then is kept).
///
/// ```
/// use slide_puzzle::search::shorten::{shorten, Shortening};
/// use slide_puzzle::{Board, Shape};
/// let board = Board::from_tiles(Shape::square(3)?, &[1, 2, 3, 4, 5, 6, 7, 0, 8])?;
/// // Out and back, around and back, then the move that solves it.
/// let long = [5, 5, 7, 7, 8];
/// assert!(board.slide_all(&long)?.is_goal());
/// let short = shorten(&board, &long, Shortening::default(), &mut |_, _| true);
/// assert_eq!(short, vec![8]);
/// # Ok::<(), slide_puzzle::Error>(())
/// ```
///
/// # Panics
/// If `moves` is not a legal sequence from `board`.
pub fn shorten<C: FnMut(u64, usize) -> bool>(
    board: &Board,
    moves: &[u8],
    options: Shortening,
    control: &mut C,
) -> Vec<u8> {
    Shortener::new(board.shape()).shorten(board, moves, options, control)
}

/// The tables the shortener reuses from one call to the next.
#[derive(Debug, Clone)]
pub struct Shortener {
    shape: Shape,
    search: BoundedSearch,
    toward: Toward,
    /// Nodes expanded over this shortener's life.
    pub nodes: u64,
}

impl Shortener {
    /// A shortener for boards of `shape` (at most 64 cells).
    pub fn new(shape: Shape) -> Shortener {
        Shortener {
            shape,
            search: BoundedSearch::new(shape),
            toward: Toward::new(shape),
            nodes: 0,
        }
    }

    /// As [`shorten`], reusing this shortener's tables.
    ///
    /// # Panics
    /// If `moves` is not a legal sequence from `board`, or `board` is of another side.
    pub fn shorten<C: FnMut(u64, usize) -> bool>(
        &mut self,
        board: &Board,
        moves: &[u8],
        options: Shortening,
        control: &mut C,
    ) -> Vec<u8> {
        self.resume(board, moves, options, &mut Place::default(), control)
    }

    /// As [`Shortener::shorten`], going on from `place`: where a shortening of the same
    /// `board` and `options` stopped, with `moves` the path it answered then
    /// ([`Place::default`] begins a new one). On return `place` says where this one stopped,
    /// or [`Place::finished`].
    ///
    /// # Panics
    /// As [`Shortener::shorten`].
    pub fn resume<C: FnMut(u64, usize) -> bool>(
        &mut self,
        board: &Board,
        moves: &[u8],
        options: Shortening,
        place: &mut Place,
        control: &mut C,
    ) -> Vec<u8> {
        assert_eq!(board.shape(), self.shape);
        let mut moves = moves.to_vec();
        let mut states = walk(board, &moves);
        if place.window == 0 {
            cut_loops(&mut moves, &mut states);
            // Small windows first: they are cheap, and the slack they remove makes the larger
            // windows' searches cheaper.
            place.window = options.window.clamp(2, 8);
        }
        while !place.wide && !place.finished {
            let optimal = (place.window, Weight::ONE);
            if !self.passes(
                &mut moves,
                &mut states,
                optimal,
                options.window_budget,
                place,
                control,
            ) {
                return moves;
            }
            if place.window >= options.window {
                place.wide = true;
            } else {
                place.window = (place.window * 3 / 2).min(options.window);
            }
        }
        if options.wide_window > options.window && !place.finished {
            let wide = (options.wide_window, options.wide_weight);
            if !self.passes(
                &mut moves,
                &mut states,
                wide,
                options.window_budget,
                place,
                control,
            ) {
                return moves;
            }
        }
        place.finished = true;
        moves
    }

    /// Sweeps of windows of `window` moves until one improves nothing (`true`), or until
    /// `control` stops one (`false`).
    fn passes<C: FnMut(u64, usize) -> bool>(
        &mut self,
        moves: &mut Vec<u8>,
        states: &mut Vec<Board>,
        window: (usize, Weight),
        budget: u64,
        place: &mut Place,
        control: &mut C,
    ) -> bool {
        loop {
            match self.pass(moves, states, window, budget, place, control) {
                Pass::Improved => {}
                Pass::Unchanged => return true,
                Pass::Stopped => return false,
            }
        }
    }

    /// One sweep of windows of `window` moves along the path, each starting half a window after
    /// the last, from `place`'s stretch (and its paused search) on.
    #[expect(
        clippy::cast_possible_truncation,
        reason = "j - i counts the moves of a stretch of one solution: far below 2^32"
    )]
    fn pass<C: FnMut(u64, usize) -> bool>(
        &mut self,
        moves: &mut Vec<u8>,
        states: &mut Vec<Board>,
        (window, weight): (usize, Weight),
        budget: u64,
        place: &mut Place,
        control: &mut C,
    ) -> Pass {
        while place.start + 1 < moves.len() {
            let i = place.start;
            let j = (i + window).min(moves.len());
            self.toward.retarget(states[j].tiles());
            let start = &states[i];
            let h = self.toward.estimate(start.tiles()) as usize;
            // Paths between two boards share the parity of j − i, so only a stretch whose
            // estimate leaves room for two fewer moves can shrink.
            if h + 2 <= j - i {
                let length = moves.len();
                let paused = place.paused.take();
                let resumed = paused.as_ref().map_or(0, Paused::nodes);
                let before = self.nodes - resumed;
                let mut report = |n| control(before + n, length);
                let run = if let Some(p) = &paused {
                    self.search.resume(&self.toward, start, p, &mut report)
                } else {
                    let limits = Limits {
                        weight,
                        cutoff: (j - i) as u32,
                        first_bound: 0,
                        budget,
                    };
                    self.search.run(&self.toward, start, limits, &mut report)
                };
                self.nodes += run.nodes - resumed;
                match run.end {
                    End::Found => {
                        moves.splice(i..j, run.moves.iter().copied());
                        let tail = walk(&states[i], &moves[i..]);
                        states.truncate(i);
                        states.extend(tail);
                        place.improved = true;
                    }
                    End::Stopped if run.paused.is_some() => {
                        place.paused = run.paused;
                        return Pass::Stopped;
                    }
                    _ => {}
                }
            }
            if j == moves.len() {
                break;
            }
            place.start += (window / 2).max(1);
        }
        let improved = std::mem::take(&mut place.improved);
        place.start = 0;
        if cut_loops(moves, states) || improved {
            Pass::Improved
        } else {
            Pass::Unchanged
        }
    }
}

/// Where a shortening stands: the step, the window size and the stretch it is at, and the
/// search of that stretch that `control` stopped. [`Place::default`] is a shortening not begun.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Place {
    /// The optimal windows' current size (0: not begun).
    window: usize,
    /// Whether the optimal windows are done and the wide ones under way.
    wide: bool,
    /// The first move of the stretch under way.
    start: usize,
    /// Whether the pass under way has shortened the path yet.
    improved: bool,
    /// The stretch's search that `control` stopped.
    paused: Option<Paused>,
    /// Whether the shortening has ended.
    finished: bool,
}

impl Place {
    /// Whether the shortening has ended (nothing more to find).
    pub fn finished(&self) -> bool {
        self.finished
    }
}

enum Pass {
    Improved,
    Unchanged,
    Stopped,
}

/// The boards visited by `moves` from `board`, `board` first.
fn walk(board: &Board, moves: &[u8]) -> Vec<Board> {
    let mut states = Vec::with_capacity(moves.len() + 1);
    states.push(board.clone());
    for &tile in moves {
        let next = states[states.len() - 1]
            .slide(u32::from(tile))
            .expect("the path's moves are legal");
        states.push(next);
    }
    states
}

/// Cuts every stretch of the path between two visits of one board. Whether anything was cut.
fn cut_loops(moves: &mut Vec<u8>, states: &mut Vec<Board>) -> bool {
    let mut first_seen: HashMap<Vec<u8>, usize> = HashMap::with_capacity(states.len());
    let mut kept_moves = Vec::with_capacity(moves.len());
    let mut kept_states: Vec<Board> = Vec::with_capacity(states.len());
    for (k, state) in states.iter().enumerate() {
        if let Some(&at) = first_seen.get(state.tiles()) {
            // Back to a board kept at index `at`: forget everything after it.
            for dropped in kept_states.drain(at + 1..) {
                first_seen.remove(dropped.tiles());
            }
            kept_moves.truncate(at);
        } else {
            first_seen.insert(state.tiles().to_vec(), kept_states.len());
            kept_states.push(state.clone());
            if k > 0 {
                kept_moves.push(moves[k - 1]);
            }
        }
    }
    let cut = kept_moves.len() < moves.len();
    *moves = kept_moves;
    *states = kept_states;
    cut
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn loops_are_cut() {
        let board =
            Board::from_tiles(Shape::square(3).unwrap(), &[1, 2, 3, 4, 5, 6, 7, 0, 8]).unwrap();
        // Out and back twice, then the solving move.
        let mut moves = vec![5, 5, 7, 4, 4, 7, 8];
        let mut states = walk(&board, &moves);
        assert!(cut_loops(&mut moves, &mut states));
        assert_eq!(moves, vec![8]);
        assert_eq!(states.len(), 2);
        assert!(!cut_loops(&mut moves, &mut states));
    }
}
