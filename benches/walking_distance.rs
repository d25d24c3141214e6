//! Takahashi's walking distance on the easier of Korf's 100 random 15-puzzles, against Manhattan
//! distance plus linear conflict and against the 5-5-5 pattern database, all in one run:
//!
//! - (a) Manhattan + linear conflict (`Estimator`), the baseline for (b) and (c);
//! - (b) walking distance alone;
//! - (c) the larger of walking distance and Manhattan + linear conflict;
//! - (d) the larger of walking distance and the pattern database, against the database alone.
//!
//! Node counts (`Solution.generated`) are deterministic; times depend on the machine's load.
//!
//! `cargo bench --bench walking_distance` solves the 25 instances with the shortest optimal
//! solutions; `WD_BENCH_COUNT=n` takes the `n` shortest instead. The database runs are short on
//! that subset, so (d) is also measured on all 100 instances.

use std::hint::black_box;
use std::time::{Duration, Instant};

use slide_puzzle::heuristic::Heuristic;
use slide_puzzle::heuristic::{Estimator, Max, PatternDb, WalkingDistance};
use slide_puzzle::search::IdaStar;
use slide_puzzle::Board;
use slide_puzzle::Shape;

#[path = "../tests/common/korf.rs"]
mod korf;

struct Run {
    name: &'static str,
    time: Duration,
    expanded: Vec<u64>,
    generated: Vec<u64>,
}

fn run<H: Heuristic>(name: &'static str, heuristic: &H, instances: &[(u32, usize, Board)]) -> Run {
    let mut search = IdaStar::new(Shape::square(4).unwrap(), heuristic);
    let mut out = Run {
        name,
        time: Duration::ZERO,
        expanded: Vec::new(),
        generated: Vec::new(),
    };
    for (number, length, board) in instances {
        let start = Instant::now();
        let solution = black_box(search.solve(board, u64::MAX).unwrap());
        out.time += start.elapsed();
        assert_eq!(solution.moves.len(), *length, "instance {number}");
        out.expanded.push(solution.expanded);
        out.generated.push(solution.generated);
    }
    eprintln!("{name}: {:.2} s", out.time.as_secs_f64());
    out
}

fn total(v: &[u64]) -> u64 {
    v.iter().sum()
}

/// `a / b` as `f64`.
#[expect(
    clippy::cast_precision_loss,
    reason = "node counts stay far below 2^53, where f64 is exact"
)]
fn ratio(a: u64, b: u64) -> f64 {
    a as f64 / b as f64
}

fn main() {
    // `cargo test --benches` runs this with `--test`: solve two instances, quickly.
    let quick = std::env::args().any(|a| a == "--test");
    let count = if quick {
        2
    } else {
        std::env::var("WD_BENCH_COUNT")
            .ok()
            .and_then(|n| n.parse().ok())
            .unwrap_or(25)
    };
    let all = korf::korf100();
    let mut instances = all.clone();
    instances.sort_by_key(|&(number, length, _)| (length, number));
    instances.truncate(count);

    let start = Instant::now();
    let wd = WalkingDistance::new(4);
    let wd_build = start.elapsed();
    let est = Estimator::new(Shape::square(4).unwrap());
    let pdb = PatternDb::fifteen_puzzle();

    let runs = [
        run("(a) Manhattan + linear conflict", &est, &instances),
        run("(b) walking distance", &wd, &instances),
        run(
            "(c) max(walking distance, Manhattan + LC)",
            &Max::new(&wd, &est),
            &instances,
        ),
        run("(d0) 5-5-5 pattern database", &pdb, &instances),
        run(
            "(d) max(walking distance, pattern database)",
            &Max::new(&wd, &pdb),
            &instances,
        ),
    ];

    // (d) on all 100 (two instances when quick).
    let all = &all[..if quick { 2 } else { all.len() }];
    let all_runs = [
        run("(d0) 5-5-5 pattern database, all 100", &pdb, all),
        run(
            "(d) max(walking distance, pattern database), all 100",
            &Max::new(&wd, &pdb),
            all,
        ),
    ];

    let numbers: Vec<String> = instances.iter().map(|(n, _, _)| n.to_string()).collect();
    println!(
        "\n{} of Korf's 100 (the shortest optimal solutions, {} to {} moves): instances {}",
        instances.len(),
        instances.first().map_or(0, |i| i.1),
        instances.last().map_or(0, |i| i.1),
        numbers.join(" ")
    );
    println!(
        "walking-distance table: {} states, {} KB, built in {:.1} ms\n",
        wd.states(),
        wd.table_bytes() / 1000,
        wd_build.as_secs_f64() * 1e3
    );
    println!("| heuristic | nodes generated | nodes expanded | time s | generated vs baseline | time vs baseline |");
    println!("|---|---:|---:|---:|---:|---:|");
    for (i, r) in runs.iter().chain(&all_runs).enumerate() {
        // (a) is the baseline of (a) to (c); the database alone that of (d).
        let base = match i {
            0..=2 => &runs[0],
            3 | 4 => &runs[3],
            _ => &all_runs[0],
        };
        println!(
            "| {} | {} | {} | {:.2} | {:.3} | {:.3} |",
            r.name,
            total(&r.generated),
            total(&r.expanded),
            r.time.as_secs_f64(),
            ratio(total(&r.generated), total(&base.generated)),
            r.time.as_secs_f64() / base.time.as_secs_f64(),
        );
    }
    println!("\nper instance, nodes generated:\n");
    println!(
        "| instance | length | {} |",
        runs.iter().map(|r| r.name).collect::<Vec<_>>().join(" | ")
    );
    println!("|---:|---:|{}", "---:|".repeat(runs.len()));
    for (k, (number, length, _)) in instances.iter().enumerate() {
        let cells: Vec<String> = runs.iter().map(|r| r.generated[k].to_string()).collect();
        println!("| {number} | {length} | {} |", cells.join(" | "));
    }
}
