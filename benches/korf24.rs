//! The 24-puzzle's anytime solver on Korf & Felner's 50 random instances, against their
//! published optimal lengths, with the row-by-row reduction as the baseline in the same run.
//!
//! `cargo bench --bench korf24` runs every instance for `KORF24_SECONDS` seconds of CPU time
//! (default 15; CPU time, so that other processes on the machine do not change the figures)
//! and prints, at 1 s, 3 s and the full limit: mean answer length / optimum, mean proven lower
//! bound / optimum, and the time to the first answer. `KORF24_COUNT` takes the first few
//! instances only; `KORF24_PDB=1` guides the searches with the 5-5-5-5-4 pattern database
//! instead of Manhattan distance + linear conflict; `KORF24_WEIGHT` (in sixteenths), `KORF24_WINDOW`, `KORF24_WINDOW_BUDGET`,
//! `KORF24_STEP`, `KORF24_BUDGET`, `KORF24_PROVE` (0 or 1) and `KORF24_PROVE_SHIFT` override the plan.

use std::time::Instant;

use slide_puzzle::heuristic::{Estimator, PatternDb};
use slide_puzzle::search::anytime::{Driver, Plan, Progress};
use slide_puzzle::search::bounded::Weight;
use slide_puzzle::Solver;

#[path = "../tests/common/korf.rs"]
#[allow(dead_code)]
mod korf;

/// A move or instance count as `f64`, for ratios and means.
#[expect(
    clippy::cast_precision_loss,
    reason = "move and instance counts are far below 2^53, where f64 is exact"
)]
fn as_f64(n: usize) -> f64 {
    n as f64
}

/// This thread's CPU time in seconds (from `/proc/thread-self/schedstat`, nanoseconds), so that
/// the figures do not depend on how many other processes share the machine; wall time where
/// that file is missing.
#[expect(
    clippy::cast_precision_loss,
    reason = "nanoseconds of CPU time stay below 2^53 for 104 days"
)]
fn cpu_seconds(wall: Instant) -> f64 {
    std::fs::read_to_string("/proc/thread-self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse::<u64>().ok())
        .map_or_else(|| wall.elapsed().as_secs_f64(), |ns| ns as f64 * 1e-9)
}

fn env<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// (seconds since the start, best length, lower bound) each time either changed.
type Trace = Vec<(f64, usize, u32)>;

fn at(trace: &Trace, seconds: f64) -> (usize, u32) {
    let mut state = (trace[0].1, trace[0].2);
    for &(t, best, lb) in trace {
        if t <= seconds {
            state = (best, lb);
        }
    }
    state
}

/// The default plan with the `KORF24_*` overrides.
fn plan_from_env() -> Plan {
    let defaults = Plan::default();
    let mut plan = defaults;
    plan.first_weight = Weight(env("KORF24_WEIGHT", defaults.first_weight.0));
    plan.weight_step = env("KORF24_STEP", defaults.weight_step);
    plan.first_budget = env("KORF24_BUDGET", defaults.first_budget);
    plan.shortening.window = env("KORF24_WINDOW", defaults.shortening.window);
    plan.shortening.window_budget = env("KORF24_WINDOW_BUDGET", defaults.shortening.window_budget);
    plan.shortening.wide_window = env("KORF24_WIDE", defaults.shortening.wide_window);
    plan.shortening.wide_weight =
        Weight(env("KORF24_WIDE_WEIGHT", defaults.shortening.wide_weight.0));
    plan.prove = env("KORF24_PROVE", u8::from(defaults.prove)) == 1;
    plan.prove_shift = env("KORF24_PROVE_SHIFT", defaults.prove_shift);
    plan
}

/// `KORF24_PDB=1`: the 5-5-5-5-4 additive pattern database instead of Manhattan + LC.
fn pattern_db_from_env() -> Option<PatternDb> {
    (env("KORF24_PDB", 0u8) == 1).then(|| {
        let start = Instant::now();
        let pdb = PatternDb::twenty_four_puzzle();
        let seconds = start.elapsed().as_secs_f64();
        println!("5×5 pattern database built in {seconds:.2} s (wall)");
        pdb
    })
}

fn main() {
    let quick = std::env::args().any(|a| a == "--test");
    let count = env("KORF24_COUNT", if quick { 1 } else { 50 });
    let limit = env("KORF24_SECONDS", if quick { 0.5 } else { 15.0 });
    let plan = plan_from_env();
    println!("plan: {plan:?}, {limit} s per instance, {count} instances");

    let estimator = Estimator::new(5);
    let pdb = pattern_db_from_env();
    let mut solver = Solver::new();
    let mut driver = Driver::new(5);
    let marks = [1.0, 3.0, limit];
    let mut ratio = [0.0f64; 3];
    let mut lb_ratio = [0.0f64; 3];
    let mut reduction_ratio = 0.0;
    let mut solve_ratio = 0.0;
    let mut solve_times = Vec::new();
    let mut first_times = Vec::new();
    let mut instances = korf::korf24();
    instances.drain(..env("KORF24_SKIP", 0usize).min(instances.len()));
    instances.truncate(count);
    for (number, optimal, board) in &instances {
        // `Solver::solve`: the fixed-budget 5×5 answer the page gets.
        let wall = Instant::now();
        let origin = cpu_seconds(wall);
        let quick = solver.solve(board).unwrap();
        solve_times.push(cpu_seconds(wall) - origin);
        assert!(board.slide_all(&quick.moves).unwrap().is_goal());
        solve_ratio += as_f64(quick.moves.len()) / as_f64(*optimal);

        let wall = Instant::now();
        let origin = cpu_seconds(wall);
        let elapsed = || cpu_seconds(wall) - origin;
        let seed = solver.solve_short(board).unwrap().moves;
        let seed_len = seed.len();
        reduction_ratio += as_f64(seed_len) / as_f64(*optimal);
        let mut trace: Trace = vec![(elapsed(), seed_len, 0)];
        let mut first_time = None;
        let mut control = |p: &Progress| {
            let t = elapsed();
            let last = trace[trace.len() - 1];
            if (p.best, p.lower_bound) != (last.1, last.2) {
                trace.push((t, p.best, p.lower_bound));
            }
            if p.best < seed_len && first_time.is_none() {
                first_time = Some(t);
            }
            t < limit
        };
        let answer = match &pdb {
            Some(pdb) => driver.improve(pdb, board, seed, plan, &mut control),
            None => driver.improve(&estimator, board, seed, plan, &mut control),
        };
        let end = elapsed();
        trace.push((end, answer.moves.len(), answer.lower_bound));
        assert!(board.slide_all(&answer.moves).unwrap().is_goal());
        assert!(answer.moves.len() >= *optimal && answer.lower_bound as usize <= *optimal);
        let first = first_time.unwrap_or(end);
        first_times.push(first);
        for (k, &mark) in marks.iter().enumerate() {
            let (best, lb) = at(&trace, mark);
            ratio[k] += as_f64(best) / as_f64(*optimal);
            lb_ratio[k] += f64::from(lb) / as_f64(*optimal);
        }
        println!(
            "#{number:2} optimal {optimal:3}  reduction {seed_len:3}  at 1 s {:?}  at 3 s {:?}  final {} (lb {}{}) in {end:.2} s, first improvement at {first:.3} s, {} nodes",
            at(&trace, 1.0),
            at(&trace, 3.0),
            answer.moves.len(),
            answer.lower_bound,
            if answer.optimal { ", optimal" } else { "" },
            answer.nodes,
        );
    }
    let n = as_f64(instances.len());
    println!(
        "reduction (baseline): length / optimal {:.4}",
        reduction_ratio / n
    );
    solve_times.sort_by(f64::total_cmp);
    println!(
        "Solver::solve ({} nodes): length / optimal {:.4}, median {:.3} s, max {:.3} s",
        slide_puzzle::search::BUDGET_5X5,
        solve_ratio / n,
        solve_times[solve_times.len() / 2],
        solve_times[solve_times.len() - 1]
    );
    for (k, &mark) in marks.iter().enumerate() {
        println!(
            "within {mark:>4} s: length / optimal {:.4}, lower bound / optimal {:.4}",
            ratio[k] / n,
            lb_ratio[k] / n
        );
    }
    first_times.sort_by(f64::total_cmp);
    println!(
        "first improved answer: median {:.3} s, max {:.3} s",
        first_times[first_times.len() / 2],
        first_times[first_times.len() - 1]
    );
}
