//! Solves Korf's 100 random 15-puzzle instances with IDA* and each pattern database in the same
//! run: the 5-5-5 database straight and mirrored (the baselines), one 6-6-3 database mirrored,
//! and the solver's own heuristic (the largest of three, each mirrored), all of them as the
//! literature searches, never undoing the last move but pruning no other duplicate; then the
//! solver's heuristic with the solver's duplicate pruning ([`MovePruning`]). Prints the
//! figures that Korf & Felner (2002) report beside ours.
//!
//! `cargo bench --bench korf100` (a full pass takes about two minutes).

use std::hint::black_box;
use std::time::{Duration, Instant};

use slide_puzzle::heuristic::pattern_db::PdbKey;
use slide_puzzle::heuristic::pattern_db::{GROUPS_4X4_555, GROUPS_4X4_663};
use slide_puzzle::heuristic::Heuristic;
use slide_puzzle::heuristic::{fifteen_puzzle, PatternDb};
use slide_puzzle::search::pruning::MovePruning;
use slide_puzzle::search::IdaStar;
use slide_puzzle::{Board, Shape};

#[path = "../tests/common/korf.rs"]
mod korf;

/// The database with its straight lookup only.
struct Straight<'a>(&'a PatternDb);

impl Heuristic for Straight<'_> {
    type Key = PdbKey;
    fn key(&self, tiles: &[u8]) -> PdbKey {
        self.0.key(tiles)
    }
    fn value(&self, key: &PdbKey) -> u32 {
        self.0.straight_value(key)
    }
    fn after_move(&self, key: &PdbKey, tiles: &mut [u8], from: usize, to: usize) -> PdbKey {
        self.0.after_move(key, tiles, from, to)
    }
}

struct Run {
    times: Vec<Duration>,
    expanded: Vec<u64>,
    generated: Vec<u64>,
}

/// IDA* with `heuristic` and `pruning` on each instance.
fn run<H: Heuristic>(
    heuristic: &H,
    pruning: &MovePruning,
    instances: &[(u32, usize, Board)],
) -> Run {
    let mut search = IdaStar::new(Shape::square(4).unwrap(), heuristic).with_pruning(pruning);
    let mut out = Run {
        times: Vec::new(),
        expanded: Vec::new(),
        generated: Vec::new(),
    };
    for (_, length, board) in instances {
        let start = Instant::now();
        let solution = black_box(search.solve(board, u64::MAX).unwrap());
        out.times.push(start.elapsed());
        assert_eq!(solution.moves.len(), *length);
        out.expanded.push(solution.expanded);
        out.generated.push(solution.generated);
    }
    out
}

fn median(v: &[Duration]) -> Duration {
    let mut v = v.to_vec();
    v.sort();
    v[v.len() / 2]
}

#[expect(
    clippy::cast_precision_loss,
    reason = "node counts and their sum stay far below 2^53, where f64 is exact"
)]
fn mean(v: &[u64]) -> f64 {
    v.iter().sum::<u64>() as f64 / v.len() as f64
}

fn main() {
    // `cargo test --benches` runs this with `--test`: build once and solve a few, quickly.
    let quick = std::env::args().any(|a| a == "--test");
    let mut instances = korf::korf100();
    if quick {
        instances.truncate(3);
    }

    let timed = |build: &dyn Fn()| {
        let mut times: Vec<Duration> = (0..if quick { 1 } else { 3 })
            .map(|_| {
                let start = Instant::now();
                build();
                start.elapsed()
            })
            .collect();
        times.sort();
        times[times.len() / 2]
    };
    let four = Shape::square(4).unwrap();
    let build_555 = timed(&|| drop(black_box(PatternDb::build(four, &GROUPS_4X4_555))));
    let build_663 = timed(&|| drop(black_box(PatternDb::build(four, &GROUPS_4X4_663))));
    let build_three = timed(&|| drop(black_box(fifteen_puzzle(&mut |_| {}))));
    let pdb = PatternDb::build(four, &GROUPS_4X4_555);
    let one = PatternDb::build(four, &GROUPS_4X4_663);
    let three = fifteen_puzzle(&mut |_| {});
    // Sequences of two moves: exactly the moves straight back.
    let undo = MovePruning::new(four, 2);
    let pruning = MovePruning::for_shape(four);

    let straight = run(&Straight(&pdb), &undo, &instances);
    let mirrored = run(&pdb, &undo, &instances);
    let one_run = run(&one, &undo, &instances);
    let plain_run = run(&three, &undo, &instances);
    let three_run = run(&three, pruning, &instances);

    println!("\nKorf's 100 random 15-puzzles, IDA* with additive pattern databases");
    println!(
        "tables (median of {} builds): 5-5-5 {:.2} s, {} KB; one 6-6-3 {:.2} s, {} KB; three 6-6-3 {:.2} s, {} KB\n",
        if quick { 1 } else { 3 },
        build_555.as_secs_f64(),
        pdb.table_bytes() / 1000,
        build_663.as_secs_f64(),
        one.table_bytes() / 1000,
        build_three.as_secs_f64(),
        three.table_bytes() / 1000,
    );
    println!(
        "duplicate pruning: {} sequences of up to {} moves, an automaton of {} states\n",
        pruning.sequences(),
        pruning.longest(),
        pruning.states()
    );
    println!(
        "| heuristic | total s | median ms | max ms | mean nodes expanded | mean nodes generated |"
    );
    println!("|---|---:|---:|---:|---:|---:|");
    for (name, r) in [
        ("5-5-5 straight (baseline)", &straight),
        ("5-5-5, max(straight, mirrored)", &mirrored),
        ("6-6-3, max(straight, mirrored)", &one_run),
        (
            "three 6-6-3, each mirrored (the previous solver's)",
            &plain_run,
        ),
        (
            "three 6-6-3, each mirrored, duplicate pruning (the solver's)",
            &three_run,
        ),
    ] {
        println!(
            "| {name} | {:.2} | {:.1} | {:.0} | {:.0} | {:.0} |",
            r.times.iter().sum::<Duration>().as_secs_f64(),
            median(&r.times).as_secs_f64() * 1e3,
            r.times.iter().max().unwrap().as_secs_f64() * 1e3,
            mean(&r.expanded),
            mean(&r.generated),
        );
    }
    println!("| Korf & Felner 2002, 5-5-5 (440 MHz Sun Ultra 10) | 54.1 | | | | 3,090,405 |");
    println!("| Korf & Felner 2002, 6-6-3 | | | | | 617,555 |");
    println!("| Felner, Korf & Hanan 2004, 7-8 mirrored | | | | | 36,710 |");
    let total = |r: &Run| r.times.iter().sum::<Duration>().as_secs_f64();
    println!(
        "\nthe solver's heuristic against the 5-5-5 mirrored: {:.2}x fewer nodes generated, {:.2}x less time",
        mean(&mirrored.generated) / mean(&three_run.generated),
        total(&mirrored) / total(&three_run)
    );
    println!(
        "the duplicate pruning, same tables: {:.2}x fewer nodes generated, {:.2}x less time",
        mean(&plain_run.generated) / mean(&three_run.generated),
        total(&plain_run) / total(&three_run)
    );
}
