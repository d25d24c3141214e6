//! 3×3 solver benchmarks: our [`AStar`] (Manhattan distance plus linear conflict, bucket queue,
//! packed states) against `pathfinding`'s generic A* with plain Manhattan distance, the baseline a
//! Rust developer would reach for, over the same fixed sample of boards in the same run.
//!
//! The sample is `benches/sample_3x3.txt`: the two 31-move boards (the 8-puzzle's hardest) and 98
//! boards from `random_solvable(Shape::square(3)?, &mut Rng::seeded(2026))`, each with its optimal length. Before
//! anything is timed, both solvers are checked to find exactly those lengths (and our moves to
//! really reach the goal), so a benchmark of a wrong answer cannot happen.
//!
//! `cargo bench --bench solve` runs the criterion groups `sample_3x3` (all 100 boards) and
//! `hardest_3x3` (the two 31-move boards), then prints a summary table: mean time per board for
//! each solver, their ratio, and the mean number of nodes each expands. `cargo test --benches`
//! runs only the checks and each benchmark once.

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use pathfinding::prelude::astar;
use slide_puzzle::heuristic::Manhattan;
use slide_puzzle::Shape;
use slide_puzzle::{AStar, Board};

/// The sample: one board a line, nine tiles then `# N`; lines starting with `#` are comments.
const SAMPLE: &str = include_str!("sample_3x3.txt");

/// The 3×3 goal.
const GOAL: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 0];

/// The cells next to each cell of a 3×3 board, where the blank can go.
const NEIGHBOURS: [&[usize]; 9] = [
    &[1, 3],
    &[0, 2, 4],
    &[1, 5],
    &[0, 4, 6],
    &[1, 3, 5, 7],
    &[2, 4, 8],
    &[3, 7],
    &[4, 6, 8],
    &[5, 7],
];

/// One board of the sample and its listed optimal length.
struct Case {
    board: Board,
    tiles: [u8; 9],
    optimal: usize,
}

/// Parses [`SAMPLE`], panicking with the line number on a malformed line.
fn sample() -> Vec<Case> {
    let mut cases = Vec::new();
    for (index, line) in SAMPLE.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let where_ = format!("sample_3x3.txt line {}", index + 1);
        let (tiles, optimal) = line
            .split_once('#')
            .unwrap_or_else(|| panic!("{where_}: no `# N`"));
        let tiles: Vec<u8> = tiles
            .split_whitespace()
            .map(|t| t.parse().unwrap_or_else(|_| panic!("{where_}: bad tile")))
            .collect();
        let board = Board::from_tiles(Shape::for_square_len(tiles.len()).unwrap(), &tiles)
            .unwrap_or_else(|e| panic!("{where_}: bad board: {e}"));
        cases.push(Case {
            tiles: tiles
                .try_into()
                .unwrap_or_else(|_| panic!("{where_}: not 3×3")),
            board,
            optimal: optimal
                .trim()
                .parse()
                .unwrap_or_else(|_| panic!("{where_}: bad length")),
        });
    }
    cases
}

/// The optimal length of `start` by `pathfinding`'s A* with Manhattan distance (blank
/// excluded), one move a unit of cost; `expanded` counts the nodes whose successors it asks for.
fn pathfinding_solve(manhattan: &Manhattan, start: &[u8; 9], expanded: &mut u64) -> usize {
    let (_, cost) = astar(
        start,
        |state: &[u8; 9]| {
            *expanded += 1;
            let state = *state;
            let blank = state.iter().position(|&t| t == 0).unwrap();
            NEIGHBOURS[blank].iter().map(move |&cell| {
                let mut next = state;
                next.swap(blank, cell);
                (next, 1u32)
            })
        },
        |state| manhattan.total(state),
        |state| *state == GOAL,
    )
    .expect("every sample board is solvable");
    cost as usize
}

/// Our optimal length of `case`, and the nodes expanded.
fn ours_solve(astar: &mut AStar, case: &Case) -> (usize, u64) {
    let solution = astar.solve(&case.board, u64::MAX).unwrap();
    (solution.moves.len(), solution.expanded)
}

/// Checks, untimed, that both solvers find every listed optimum and that our moves solve.
fn check(cases: &[Case], astar: &mut AStar, manhattan: &Manhattan) {
    assert_eq!(cases.len(), 100, "the sample holds 100 boards");
    for case in cases {
        let solution = astar.solve(&case.board, u64::MAX).unwrap();
        assert_eq!(
            solution.moves.len(),
            case.optimal,
            "ours on {:?}",
            case.tiles
        );
        assert!(case.board.slide_all(&solution.moves).unwrap().is_goal());
        let theirs = pathfinding_solve(manhattan, &case.tiles, &mut 0);
        assert_eq!(theirs, case.optimal, "pathfinding on {:?}", case.tiles);
    }
}

fn bench_solvers(c: &mut Criterion) {
    let cases = sample();
    let hardest: Vec<&Case> = cases.iter().filter(|case| case.optimal == 31).collect();
    assert_eq!(hardest.len(), 2, "the sample holds both 31-move boards");
    let mut ours = AStar::new(3);
    let manhattan = Manhattan::new(Shape::square(3).unwrap());
    check(&cases, &mut ours, &manhattan);

    let mut group = c.benchmark_group("sample_3x3");
    group.throughput(Throughput::Elements(cases.len() as u64));
    group.bench_function("ours", |b| {
        b.iter(|| {
            for case in &cases {
                black_box(ours.solve(black_box(&case.board), u64::MAX).unwrap());
            }
        });
    });
    group.bench_function("pathfinding", |b| {
        b.iter(|| {
            for case in &cases {
                black_box(pathfinding_solve(
                    &manhattan,
                    black_box(&case.tiles),
                    &mut 0,
                ));
            }
        });
    });
    group.finish();

    let mut group = c.benchmark_group("hardest_3x3");
    group.throughput(Throughput::Elements(hardest.len() as u64));
    group.bench_function("ours", |b| {
        b.iter(|| {
            for case in &hardest {
                black_box(ours.solve(black_box(&case.board), u64::MAX).unwrap());
            }
        });
    });
    group.bench_function("pathfinding", |b| {
        b.iter(|| {
            for case in &hardest {
                black_box(pathfinding_solve(
                    &manhattan,
                    black_box(&case.tiles),
                    &mut 0,
                ));
            }
        });
    });
    group.finish();
}

/// Time per board of `solve` over `cases`: one warm-up pass, then whole passes until `budget`
/// has elapsed (at least five); the median pass, divided by the number of boards, so that a pass
/// disturbed by another process does not skew the figure.
fn time_per_board(cases: &[&Case], budget: Duration, mut solve: impl FnMut(&Case)) -> Duration {
    for case in cases {
        solve(case);
    }
    let start = Instant::now();
    let mut passes = Vec::new();
    while passes.len() < 5 || start.elapsed() < budget {
        let pass = Instant::now();
        for case in cases {
            solve(case);
        }
        passes.push(pass.elapsed());
    }
    passes.sort_unstable();
    passes[passes.len() / 2] / u32::try_from(cases.len()).expect("the sample has 100 boards")
}

/// Mean nodes expanded per board by `solve` over `cases`.
#[expect(
    clippy::cast_precision_loss,
    reason = "node counts and their sum stay far below 2^53, where f64 is exact"
)]
fn mean_nodes(cases: &[&Case], mut solve: impl FnMut(&Case) -> u64) -> f64 {
    cases.iter().map(|case| solve(case)).sum::<u64>() as f64 / cases.len() as f64
}

/// Prints the summary table after criterion's groups (only under `cargo bench`, not in test or
/// list mode).
#[expect(
    clippy::cast_precision_loss,
    reason = "the sample's summed lengths and its size are far below 2^53, where f64 is exact"
)]
fn summary() {
    let args: Vec<String> = std::env::args().collect();
    let benching =
        args.iter().any(|a| a == "--bench") && !args.iter().any(|a| a == "--test" || a == "--list");
    if !benching {
        return;
    }
    let cases = sample();
    let all: Vec<&Case> = cases.iter().collect();
    let hardest: Vec<&Case> = cases.iter().filter(|case| case.optimal == 31).collect();
    let mut ours = AStar::new(3);
    let manhattan = Manhattan::new(Shape::square(3).unwrap());
    let budget = Duration::from_millis(1500);

    // (time per board, nodes per board) for ours and pathfinding's over `cases`.
    let mut measure = |cases: &[&Case]| {
        let ours_nodes = mean_nodes(cases, |case| ours_solve(&mut ours, case).1);
        let theirs_nodes = mean_nodes(cases, |case| {
            let mut expanded = 0;
            pathfinding_solve(&manhattan, &case.tiles, &mut expanded);
            expanded
        });
        let ours_time = time_per_board(cases, budget, |case| {
            black_box(ours.solve(black_box(&case.board), u64::MAX).unwrap());
        });
        let theirs_time = time_per_board(cases, budget, |case| {
            black_box(pathfinding_solve(
                &manhattan,
                black_box(&case.tiles),
                &mut 0,
            ));
        });
        [(ours_time, ours_nodes), (theirs_time, theirs_nodes)]
    };
    let [ours_all, theirs_all] = measure(&all);
    let [ours_hard, theirs_hard] = measure(&hardest);

    let mean_len = all.iter().map(|case| case.optimal).sum::<usize>() as f64 / all.len() as f64;
    let row = |name: &str, all: (Duration, f64), hard: (Duration, f64)| {
        println!(
            "{name:<38} {:>10.1} {:>10.0} {:>10.1} {:>10.0}",
            all.0.as_secs_f64() * 1e6,
            all.1,
            hard.0.as_secs_f64() * 1e6,
            hard.1
        );
    };
    let ratio = |p: (Duration, f64), o: (Duration, f64)| {
        format!(
            "{:>9.2}x {:>9.2}x",
            p.0.as_secs_f64() / o.0.as_secs_f64(),
            p.1 / o.1
        )
    };
    println!();
    println!(
        "summary: per board (median pass; nodes: mean) over the {} sample boards (mean optimal length {mean_len:.2}) \
         and over the two 31-move boards",
        all.len()
    );
    println!(
        "{:<38} {:>10} {:>10} {:>10} {:>10}",
        "", "sample µs", "nodes", "31-move µs", "nodes"
    );
    row("ours: AStar (Manhattan + lin. conf.)", ours_all, ours_hard);
    row("pathfinding::astar (Manhattan)", theirs_all, theirs_hard);
    println!(
        "{:<38} {} {}",
        "ratio pathfinding / ours",
        ratio(theirs_all, ours_all),
        ratio(theirs_hard, ours_hard)
    );
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3));
    targets = bench_solvers
}
criterion_main!(benches, summary);
