//! Sliding-tile puzzles — the 8-puzzle, the 15-puzzle and their relatives — with optimal solvers,
//! built to run in a browser through WebAssembly.
//!
//! The core is plain Rust with no browser types: [`Board`] is a validated permutation on a
//! board of any [`Shape`] (width × height, each 2 to 16),
//! [`moves`] fixes the move convention (a move names the tile that slides into the blank),
//! [`notation`] writes and reads moves as text (`R3 D2 L U`),
//! [`solvability`] holds the parity rule, [`shuffle`] deals uniform random boards,
//! [`search`] the solvers and [`analysis`] the optimal distances along a player's moves. The
//! `wasm` module is the only place that speaks to JavaScript. The searches, heuristics and
//! tables behind [`Solver`] are the crate's own; the `internals` feature makes them public for
//! the tests and benches.
//!
//! ```
//! use slide_puzzle::{is_solvable, random_solvable, Board, Rng, Shape, Solver};
//!
//! // Deal a uniformly random solvable 3×3 board that is not already solved…
//! let board = random_solvable(Shape::square(3)?, &mut Rng::seeded(2026));
//! assert!(is_solvable(&board) && !board.is_goal());
//!
//! // …solve it optimally, and check that the moves really solve it.
//! let mut solver = Solver::new();
//! let solution = solver.solve(&board)?;
//! assert!(solution.moves.len() <= 31); // no 8-puzzle needs more
//! assert!(board.slide_all(&solution.moves)?.is_goal());
//!
//! // A hint is the first move of an optimal solution.
//! assert_eq!(solver.hint(&board)?, solution.moves.first().copied());
//!
//! // Bad input is an error value with a message, never a panic.
//! let err = Board::from_tiles(Shape::square(2)?, &[1, 2, 3]).unwrap_err();
//! assert!(err.to_string().contains("do not fill a 2×2 board"));
//!
//! // Any width × height: a 4×3 board (four columns, three rows), solved optimally.
//! let board = random_solvable(Shape::new(4, 3)?, &mut Rng::seeded(7));
//! let solution = solver.solve(&board)?;
//! assert!(solution.optimal && board.slide_all(&solution.moves)?.is_goal());
//! # Ok::<(), slide_puzzle::Error>(())
//! ```

// Without the `internals` feature the public docs still name the searches behind `Solver`
// (links to them render as plain text there, and as links with the feature).
#![cfg_attr(not(feature = "internals"), allow(rustdoc::private_intra_doc_links))]

/// Declares modules that are the crate's internals: public with the `internals` feature (for
/// the tests, benches and fuzz targets, which check and measure the searches and tables one by
/// one), private to the crate without it, where what only those targets call is not dead code.
macro_rules! internal {
    ($($(#[$attr:meta])* mod $name:ident;)*) => {$(
        $(#[$attr])*
        #[cfg(feature = "internals")]
        pub mod $name;
        $(#[$attr])*
        #[cfg(not(feature = "internals"))]
        #[allow(dead_code, unused_imports)]
        pub(crate) mod $name;
    )*};
}

pub mod analysis;
pub mod board;
mod dir;
pub mod error;
mod message;
pub mod moves;
pub mod notation;
pub mod search;
pub mod shape;
pub mod shuffle;
pub mod solvability;
internal! {
    mod distances;
    mod heuristic;
    mod inside;
}
#[cfg(target_arch = "wasm32")]
pub mod wasm;

pub use board::Board;
pub use error::Error;
pub use moves::{Dir, MoveTable};
pub use notation::{apply_notation, parse_notation, to_notation};
pub use search::{AStar, Solution, Solver};
pub use shape::{Shape, MAX_SIDE, MIN_SIDE};
pub use shuffle::{random_solvable, Rng};
pub use solvability::is_solvable;
