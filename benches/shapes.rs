//! Rectangles: the time to build each shape's pattern databases and to solve sampled boards
//! of every shape the solver answers optimally, natively; for the shapes with databases, the
//! previous heuristic (the first partition's database alone, in a max with Manhattan distance
//! plus linear conflict) on the same boards in the same run, as the baseline.
//!
//! `cargo bench --bench shapes` takes the boards of `benches/shape_boards.txt` (the first
//! `SHAPES_BENCH_COUNT`, default 10, of each shape), builds the databases of every shape with
//! 13 to 16 cells (2×7, 7×2, 2×8, 8×2, 3×5, 5×3; 2×5 to 6×2 too) and solves each board to a proven
//! optimum, printing the build time and the stored size, the mean length, the mean, median and
//! largest time and the mean nodes generated (boards beyond the solver's budget are counted,
//! and left out of the lengths). Times depend on the machine's load; lengths and node counts
//! are deterministic. `SHAPES_BENCH_ONLY=2x8,8x2` measures only the shapes listed;
//! `SHAPES_BENCH_BASELINE=0` skips the baseline (tens of seconds a board on 2×8 and 8×2).
//! `SHAPES_BENCH_WRITE=1` writes the boards file afresh: 20 uniformly random solvable boards a
//! shape from `Rng::seeded(12)`.

use std::fmt::Write as _;
use std::time::{Duration, Instant};

use slide_puzzle::heuristic::{Estimator, Max, PatternDb};
use slide_puzzle::search::rectangle::{partitions, MAX_OPTIMAL_CELLS};
use slide_puzzle::search::{IdaStar, BUDGET_4X4};
use slide_puzzle::shuffle::random_solvable;
use slide_puzzle::{Board, Rng, Shape, Solver};

/// Every rectangle the solver answers optimally.
const SHAPES: [(usize, usize); 16] = [
    (2, 3),
    (3, 2),
    (2, 4),
    (4, 2),
    (2, 5),
    (5, 2),
    (2, 6),
    (6, 2),
    (3, 4),
    (4, 3),
    (2, 7),
    (7, 2),
    (2, 8),
    (8, 2),
    (3, 5),
    (5, 3),
];

/// The boards file, beside this bench.
const BOARDS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/benches/shape_boards.txt");

/// Writes 20 boards a shape, drawn from one seeded source in the order of [`SHAPES`].
fn write_boards() {
    let mut rng = Rng::seeded(12);
    let mut out = String::from(
        "# 20 uniformly random solvable boards of each rectangle the solver answers optimally,\n\
         # from random_solvable and Rng::seeded(12), one source through the shapes in this order:\n\
         # width height tiles (row-major, 0 the blank). SHAPES_BENCH_WRITE=1 cargo bench --bench shapes\n",
    );
    for (width, height) in SHAPES {
        let shape = Shape::new(width, height).expect("a supported shape");
        for _ in 0..20 {
            let board = random_solvable(shape, &mut rng);
            let tiles: Vec<String> = board.tiles().iter().map(u8::to_string).collect();
            writeln!(out, "{width} {height} {}", tiles.join(" ")).expect("a String takes any text");
        }
    }
    std::fs::write(BOARDS, out).expect("the boards file is writable");
}

/// The first `count` boards of `width × height` in the boards file.
fn boards(width: usize, height: usize, count: usize) -> Vec<Board> {
    std::fs::read_to_string(BOARDS)
        .expect("benches/shape_boards.txt")
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            line.split_whitespace()
                .map(|n| n.parse::<usize>().expect("a number"))
                .collect::<Vec<_>>()
        })
        .filter(|numbers| numbers[0] == width && numbers[1] == height)
        .take(count)
        .map(|numbers| {
            let tiles: Vec<u8> = numbers[2..]
                .iter()
                .map(|&t| u8::try_from(t).expect("a tile"))
                .collect();
            Board::from_tiles(Shape::for_len(tiles.len(), width).unwrap(), &tiles).expect("a board")
        })
        .collect()
}

/// What solving a set of boards took: the times, sorted, and the boards' lengths and nodes.
struct Run {
    times: Vec<Duration>,
    lengths: usize,
    generated: u64,
    over_budget: usize,
}

impl Run {
    fn new() -> Run {
        Run {
            times: Vec::new(),
            lengths: 0,
            generated: 0,
            over_budget: 0,
        }
    }

    fn add(&mut self, took: Duration, found: Option<(usize, u64)>) {
        self.times.push(took);
        match found {
            Some((length, generated)) => {
                self.lengths += length;
                self.generated += generated;
            }
            None => self.over_budget += 1,
        }
    }

    /// `boards | mean length | mean time | median | max | mean generated` cells of a row.
    #[expect(
        clippy::cast_precision_loss,
        reason = "counts of boards, moves and nodes as f64 for means: exact below 2^53"
    )]
    fn cells(mut self) -> String {
        self.times.sort();
        let count = self.times.len();
        let solved = (count - self.over_budget).max(1) as f64;
        let total: Duration = self.times.iter().sum();
        format!(
            "{count}{} | {:.1} | {} | {} | {} | {:.0}",
            if self.over_budget > 0 {
                format!(" ({} over budget)", self.over_budget)
            } else {
                String::new()
            },
            self.lengths as f64 / solved,
            ms(total / u32::try_from(count).expect("few boards")),
            ms(self.times[count / 2]),
            ms(self.times[count - 1]),
            self.generated as f64 / solved,
        )
    }
}

/// A duration in milliseconds, or seconds from a second up.
fn ms(d: Duration) -> String {
    if d >= Duration::from_secs(1) {
        format!("{:.2} s", d.as_secs_f64())
    } else {
        format!("{:.1} ms", d.as_secs_f64() * 1000.0)
    }
}

#[expect(
    clippy::cast_precision_loss,
    reason = "byte counts as f64 for megabytes: exact below 2^53"
)]
fn main() {
    if std::env::var("SHAPES_BENCH_WRITE").is_ok_and(|v| v == "1") {
        write_boards();
    }
    let count: usize = std::env::var("SHAPES_BENCH_COUNT")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(10);
    let only: Option<String> = std::env::var("SHAPES_BENCH_ONLY").ok();
    let baseline = std::env::var("SHAPES_BENCH_BASELINE").map_or(true, |v| v != "0");
    println!("| shape | databases | stored | boards | mean length | mean time | median | max | mean generated |");
    println!("|---|---|---|---|---|---|---|---|---|");
    for (width, height) in SHAPES {
        let shape = Shape::new(width, height).expect("a supported shape");
        let name = shape.to_string().replace('×', "x");
        if only
            .as_deref()
            .is_some_and(|o| !o.split(',').any(|s| s == name))
        {
            continue;
        }
        assert!(shape.cells() <= MAX_OPTIMAL_CELLS);
        let boards = boards(width, height, count);
        assert!(!boards.is_empty(), "no {shape} boards in the file");

        let mut solver = Solver::new();
        let start = Instant::now();
        solver.prepare(shape, &mut |_| {});
        let build = start.elapsed();
        let stored = solver.tables_bytes(shape).map(|b| b.len());
        let mut run = Run::new();
        for board in &boards {
            let start = Instant::now();
            let solution = solver.solve(board);
            let took = start.elapsed();
            if let Ok(s) = &solution {
                assert!(s.optimal);
            }
            run.add(took, solution.ok().map(|s| (s.moves.len(), s.generated)));
        }
        let Some(stored) = stored else {
            println!("| {shape} | none | | {} |", run.cells());
            continue;
        };
        println!(
            "| {shape} | {:.2} s | {:.2} MB | {} |",
            build.as_secs_f64(),
            stored as f64 / 1e6,
            run.cells()
        );
        if !baseline {
            continue;
        }
        // The previous heuristic: the first partition's database alone.
        let [first, _] = partitions(shape);
        let groups: Vec<&[u8]> = first.iter().map(Vec::as_slice).collect();
        let start = Instant::now();
        let pdb = PatternDb::build(shape, &groups);
        let build = start.elapsed();
        let estimator = Estimator::new(shape);
        let previous = Max::new(&pdb, &estimator);
        let mut run = Run::new();
        for board in &boards {
            let start = Instant::now();
            let solution = IdaStar::new(shape, &previous).solve(board, BUDGET_4X4);
            run.add(
                start.elapsed(),
                solution.ok().map(|s| (s.moves.len(), s.generated)),
            );
        }
        println!(
            "| {shape}, one database (before) | {:.2} s | {:.2} MB | {} |",
            build.as_secs_f64(),
            pdb.table_bytes() as f64 / 1e6,
            run.cells()
        );
    }
}
