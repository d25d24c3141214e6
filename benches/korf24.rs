//! The 24-puzzle's anytime solver on Korf & Felner's 50 random instances, against their
//! published optimal lengths, with the row-by-row reduction as the baseline in the same run.
//!
//! `cargo bench --bench korf24` runs every instance for `KORF24_SECONDS` seconds of CPU time
//! (default 15; CPU time, so that other processes on the machine do not change the figures)
//! and prints, at 1 s, 3 s and the full limit: mean answer length / optimum, mean proven lower
//! bound / optimum, and the time to the first answer. Each instance runs as the page's worker
//! runs it: one improvement stopped at `KORF24_FIRST` seconds (default 3) for the first answer,
//! then continued ([`Driver::resume`]) to the limit. The page's schedule before it continued
//! (a second run of `limit − first` seconds that started over, the better of the two answers)
//! is printed beside it: the search is deterministic, so that second run's answer is this
//! run's at `limit − first` seconds. `KORF24_COUNT` takes the first few
//! instances only; `KORF24_PDB=1` guides the searches with the 5-5-5-5-4 pattern database
//! instead of Manhattan distance + linear conflict; `KORF24_WEIGHT` (in sixteenths), `KORF24_WINDOW`, `KORF24_WINDOW_BUDGET`,
//! `KORF24_STEP`, `KORF24_BUDGET`, `KORF24_PROVE` (0 or 1) and `KORF24_PROVE_SHIFT` override the plan.

use std::time::Instant;

use slide_puzzle::heuristic::{Estimator, PatternDb};
use slide_puzzle::Shape;
use std::cell::Cell;

use slide_puzzle::heuristic::Heuristic;
use slide_puzzle::search::anytime::{Answer, Driver, Improvement, Plan, Progress};
use slide_puzzle::search::bounded::Weight;
use slide_puzzle::{Board, Solver};

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

/// The solver's plan for the heuristic (`Plan::DATABASE_5X5` with the database, `Plan::DEFAULT`
/// without) with the `KORF24_*` overrides.
fn plan_from_env() -> Plan {
    let defaults = if env("KORF24_PDB", 0u8) == 1 {
        Plan::DATABASE_5X5
    } else {
        Plan::DEFAULT
    };
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
    plan.beam_width = env("KORF24_BEAM", defaults.beam_width);
    plan.beam_widest = env("KORF24_BEAM_WIDEST", defaults.beam_widest);
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

/// The page's schedule: an improvement of `seed` until `control` first says stop, then (after
/// `then`, which moves `control`'s deadline) continued until it says stop again.
fn paused_then_continued<H: Heuristic, C: FnMut(&Progress) -> bool>(
    driver: &mut Driver,
    heuristic: &H,
    board: &Board,
    seed: Vec<u8>,
    plan: Plan,
    then: impl FnOnce(),
    control: &mut C,
) -> (Answer, Answer) {
    let mut improvement = Improvement::new(heuristic, board, seed, plan);
    let paused = driver.resume(heuristic, &mut improvement, control);
    then();
    (paused, driver.resume(heuristic, &mut improvement, control))
}

/// The mean ratios at each of `marks` (1 s, 3 s, `limit − first` s, `limit` s), and the page's
/// schedule: the answer paused at `first` s, continued to `limit` s, against starting over.
fn print_marks(marks: &[f64; 4], ratio: &[f64; 4], lb_ratio: &[f64; 4], paused: f64, n: f64) {
    let (limit, first_stop) = (marks[3], marks[3] - marks[2]);
    for (k, &mark) in marks.iter().enumerate() {
        println!(
            "within {mark:>4} s: length / optimal {:.4}, lower bound / optimal {:.4}",
            ratio[k] / n,
            lb_ratio[k] / n
        );
    }
    println!(
        "the page's schedule: first answer at {first_stop} s {:.4}; at {limit} s continued {:.4} \
         (lower bound {:.4}), starting over for {} s {:.4} (lower bound {:.4})",
        paused,
        ratio[3] / n,
        lb_ratio[3] / n,
        limit - first_stop,
        ratio[2] / n,
        lb_ratio[2] / n
    );
}

/// `label`, then the median and the largest of `times` (seconds).
fn print_median(label: &str, times: &mut [f64]) {
    times.sort_by(f64::total_cmp);
    println!(
        "{label} median {:.3} s, max {:.3} s",
        times[times.len() / 2],
        times[times.len() - 1]
    );
}

fn main() {
    let quick = std::env::args().any(|a| a == "--test");
    let count = env("KORF24_COUNT", if quick { 1 } else { 50 });
    let limit = env("KORF24_SECONDS", if quick { 0.5 } else { 15.0 });
    let plan = plan_from_env();
    println!("plan: {plan:?}, {limit} s per instance, {count} instances");

    let estimator = Estimator::new(Shape::square(5).unwrap());
    let pdb = pattern_db_from_env();
    let mut solver = Solver::new();
    let mut driver = Driver::new(Shape::square(5).unwrap());
    let first_stop = env("KORF24_FIRST", 3.0f64).min(limit);
    let marks = [1.0, 3.0, limit - first_stop, limit];
    let (mut ratio, mut lb_ratio) = ([0.0f64; 4], [0.0f64; 4]);
    let (mut paused_ratio, mut reduction_ratio, mut solve_ratio) = (0.0, 0.0, 0.0);
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
        let stop = Cell::new(first_stop);
        let mut control = |p: &Progress| {
            let t = elapsed();
            let last = trace[trace.len() - 1];
            if (p.best, p.lower_bound) != (last.1, last.2) {
                trace.push((t, p.best, p.lower_bound));
            }
            if p.best < seed_len && first_time.is_none() {
                first_time = Some(t);
            }
            t < stop.get()
        };
        let then = || stop.set(limit);
        let (paused, answer) = if let Some(pdb) = &pdb {
            paused_then_continued(&mut driver, pdb, board, seed, plan, then, &mut control)
        } else {
            paused_then_continued(
                &mut driver,
                &estimator,
                board,
                seed,
                plan,
                then,
                &mut control,
            )
        };
        assert!(board.slide_all(&paused.moves).unwrap().is_goal());
        assert!(answer.moves.len() <= paused.moves.len());
        paused_ratio += as_f64(paused.moves.len()) / as_f64(*optimal);
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
    print_median(
        &format!(
            "Solver::solve ({} nodes): length / optimal {:.4},",
            slide_puzzle::search::BUDGET_5X5,
            solve_ratio / n
        ),
        &mut solve_times,
    );
    print_marks(&marks, &ratio, &lb_ratio, paused_ratio / n, n);
    print_median("first improved answer:", &mut first_times);
}
