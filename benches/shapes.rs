//! Rectangles: the time to build each shape's pattern database and to solve sampled boards
//! of every shape the solver answers optimally, natively.
//!
//! `cargo bench --bench shapes` builds the database of every shape with 13 to 16 cells (2×7,
//! 7×2, 2×8, 8×2, 3×5, 5×3) and solves `SHAPES_BENCH_COUNT` (default 20) uniformly random boards
//! of each optimal rectangle, printing the mean, median and largest time and the nodes
//! generated (boards beyond the solver's budget are counted, and left out of the lengths). Times depend on the machine's load; lengths and node counts are deterministic.
//! `SHAPES_BENCH_ONLY=2x8,8x2` measures only the shapes listed (2×8 and 8×2 take tens of
//! seconds a board).

use std::time::{Duration, Instant};

use slide_puzzle::search::rectangle::MAX_OPTIMAL_CELLS;
use slide_puzzle::shuffle::random_shaped;
use slide_puzzle::{Rng, Shape, Solver};

#[expect(
    clippy::cast_precision_loss,
    reason = "counts of boards, moves and nodes as f64 for means: exact below 2^53"
)]
fn main() {
    let count: usize = std::env::var("SHAPES_BENCH_COUNT")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(20);
    // `SHAPES_BENCH_ONLY=2x8,8x2` measures only those shapes.
    let only: Option<String> = std::env::var("SHAPES_BENCH_ONLY").ok();
    println!("| shape | database build | boards | mean length | mean time | median | max | mean generated |");
    println!("|---|---|---|---|---|---|---|---|");
    for (width, height) in [
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
    ] {
        let shape = Shape::new(width, height).expect("a supported shape");
        let name = shape.to_string().replace('×', "x");
        if only
            .as_deref()
            .is_some_and(|o| !o.split(',').any(|s| s == name))
        {
            continue;
        }
        assert!(shape.cells() <= MAX_OPTIMAL_CELLS);
        let mut solver = Solver::new();
        let start = Instant::now();
        solver.prepare_shape(shape, &mut |_| {});
        let build = start.elapsed();
        let mut rng = Rng::seeded(12);
        let mut times = Vec::with_capacity(count);
        let mut lengths = 0;
        let mut generated = 0;
        let mut over_budget = 0;
        for _ in 0..count {
            let board = random_shaped(shape, &mut rng).expect("a supported shape");
            let start = Instant::now();
            let solution = solver.solve(&board);
            times.push(start.elapsed());
            let Ok(solution) = solution else {
                over_budget += 1;
                continue;
            };
            assert!(solution.optimal);
            lengths += solution.moves.len();
            generated += solution.generated;
        }
        times.sort();
        let total: Duration = times.iter().sum();
        println!(
            "| {shape} | {} | {count}{} | {:.1} | {:.1} ms | {:.1} ms | {:.1} ms | {:.0} |",
            if build > Duration::from_millis(1) {
                format!("{:.2} s", build.as_secs_f64())
            } else {
                "none".to_string()
            },
            if over_budget > 0 {
                format!(" ({over_budget} over budget)")
            } else {
                String::new()
            },
            lengths as f64 / (count - over_budget).max(1) as f64,
            total.as_secs_f64() * 1000.0 / count as f64,
            times[count / 2].as_secs_f64() * 1000.0,
            times[count - 1].as_secs_f64() * 1000.0,
            generated as f64 / (count - over_budget).max(1) as f64,
        );
    }
}
