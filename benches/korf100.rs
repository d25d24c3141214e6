//! Solves Korf's 100 random 15-puzzle instances with IDA* and the 5-5-5 pattern database, with
//! and without the mirrored lookup (the baseline, in the same run), and prints the figures that
//! Korf & Felner (2002) report for the same heuristic beside ours.
//!
//! `cargo bench --bench korf100` (a full pass takes about a minute).

use std::hint::black_box;
use std::time::{Duration, Instant};

use slide_puzzle::heuristic::pattern_db::PdbKey;
use slide_puzzle::heuristic::PatternDb;
use slide_puzzle::search::{Heuristic, IdaStar};
use slide_puzzle::Board;

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

fn run<H: Heuristic>(heuristic: &H, instances: &[(u32, usize, Board)]) -> Run {
    let mut search = IdaStar::new(4, heuristic);
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

    let mut builds: Vec<Duration> = (0..if quick { 1 } else { 3 })
        .map(|_| {
            let start = Instant::now();
            black_box(PatternDb::fifteen_puzzle());
            start.elapsed()
        })
        .collect();
    builds.sort();
    let pdb = PatternDb::fifteen_puzzle();

    let mirrored = run(&pdb, &instances);
    let straight = run(&Straight(&pdb), &instances);

    println!("\nKorf's 100 random 15-puzzles, IDA* with the 5-5-5 additive pattern database");
    println!(
        "database: built in {:.0} ms (median of {}), {} KB of tables\n",
        median(&builds).as_secs_f64() * 1e3,
        builds.len(),
        pdb.table_bytes() / 1000
    );
    println!(
        "| lookup | total s | median ms | max ms | mean nodes expanded | mean nodes generated |"
    );
    println!("|---|---:|---:|---:|---:|---:|");
    for (name, r) in [
        ("straight (baseline)", &straight),
        ("max(straight, mirrored)", &mirrored),
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
    println!(
        "| Korf & Felner 2002, 5-5-5 straight (440 MHz Sun Ultra 10) | 54.1 (0.541 mean) | | | | 3,090,405 |"
    );
    let total = |r: &Run| r.times.iter().sum::<Duration>().as_secs_f64();
    println!(
        "\nthe mirrored lookup: {:.2}x fewer nodes generated, {:.2}x less time",
        mean(&straight.generated) / mean(&mirrored.generated),
        total(&straight) / total(&mirrored)
    );
}
