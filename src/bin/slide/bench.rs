//! `slide bench`: the reference sets of `tests/data/`, embedded in the binary so that it works
//! once installed, solved as `slide solve` solves them, each length compared with the
//! published optimum. Korf's 100 15-puzzles always; the 17 hardest (80-move) 15-puzzle
//! positions and Korf's 50 24-puzzles (each within a time limit: the crate does not prove
//! 5×5 optima) when asked.

use std::process::ExitCode;
use std::time::Duration;

use slide_puzzle::{Board, Solver};

use crate::args::BenchArgs;
use crate::cache::Cache;
use crate::solving::{self, Outcome};

#[path = "../../../tests/common/korf.rs"]
mod korf;

/// Runs the sets `args` asks for. Exit status 0 when every 15-puzzle answer has its published
/// optimal length and every 24-puzzle answer is consistent with it (no shorter, with a bound
/// no higher), 1 otherwise.
pub fn run(args: &BenchArgs, cache: &Cache) -> ExitCode {
    let mut solver = Solver::new();
    let mut sets = vec![(
        "korf100",
        "Korf's 100 random 15-puzzles",
        korf::korf100(),
        None,
    )];
    if args.hard80 {
        sets.push((
            "hard80",
            "the 17 hardest 15-puzzle positions",
            korf::hard80(),
            None,
        ));
    }
    if args.korf24 {
        sets.push((
            "korf24",
            "Korf's 50 random 24-puzzles",
            korf::korf24(),
            Some(args.time_limit),
        ));
    }
    let mut all_good = true;
    for (name, title, instances, limit) in sets {
        all_good &= bench_set(&mut solver, cache, name, title, &instances, limit);
    }
    ExitCode::from(u8::from(!all_good))
}

/// Solves one set, printing a line per board and the totals; whether every answer agrees
/// with the published length.
fn bench_set(
    solver: &mut Solver,
    cache: &Cache,
    name: &str,
    title: &str,
    instances: &[(u32, usize, Board)],
    limit: Option<Duration>,
) -> bool {
    match limit {
        Some(limit) => println!("{title}, {} s each:", limit.as_secs_f64()),
        None => println!("{title}:"),
    }
    let mut totals = Totals {
        exact: limit.is_none(),
        ..Totals::default()
    };
    for (number, published, board) in instances {
        cache.prepare(solver, board.shape());
        match solving::solve(solver, board, limit) {
            Ok(outcome) => {
                let verdict = totals.add(&outcome, *published);
                println!(
                    "{name} #{number}: {}; published {published}{verdict}",
                    outcome.summary()
                );
            }
            Err(err) => {
                totals.failed += 1;
                println!("{name} #{number}: error: {err}");
            }
        }
    }
    println!("{}", totals.describe(title, instances.len()));
    totals.failed == 0 && totals.disagree == 0
}

/// What a set's answers add up to.
#[derive(Debug, Default)]
struct Totals {
    /// Whether each answer must have the published length (a set solved to proven optima);
    /// otherwise it must be no shorter, with a bound no higher (a set solved within a time
    /// limit).
    exact: bool,
    /// Answers whose length is the published one.
    equal: usize,
    /// Answers proven optimal.
    proven: usize,
    /// Answers that disagree with the published length (see [`Totals::add`]).
    disagree: usize,
    /// Boards the solver failed on.
    failed: usize,
    /// The sum of the answers' lengths and of the published ones.
    length: usize,
    published: usize,
    /// Nodes generated over the answers that count them, and how many do.
    nodes: u64,
    counted: u64,
    /// The solver's time over all the answers.
    time: Duration,
}

impl Totals {
    /// Adds one answer; says how it compares with `published` (see [`Totals::exact`]).
    fn add(&mut self, outcome: &Outcome, published: usize) -> &'static str {
        let length = outcome.moves.len();
        let bound = usize::try_from(outcome.lower_bound).unwrap_or(usize::MAX);
        self.equal += usize::from(length == published);
        self.proven += usize::from(outcome.optimal);
        self.length += length;
        self.published += published;
        self.time += outcome.elapsed;
        if let Some(nodes) = outcome.nodes {
            self.nodes += nodes;
            self.counted += 1;
        }
        let agrees = if self.exact {
            length == published
        } else {
            bound <= published && published <= length
        };
        self.disagree += usize::from(!agrees);
        match (agrees, length == published) {
            (false, _) => " DISAGREES",
            (true, true) => " (equal)",
            (true, false) => "",
        }
    }

    /// The totals line: how many answers are proven optimal and how many have the published
    /// length, the total length against the published one, whether every answer agrees with
    /// its published length, the mean nodes generated, the solver's total time.
    #[expect(
        clippy::cast_precision_loss,
        reason = "node counts and lengths stay far below 2^53, where f64 is exact"
    )]
    fn describe(&self, title: &str, boards: usize) -> String {
        let rule = if self.exact {
            "length = published"
        } else {
            "length ≥ published ≥ bound"
        };
        let verdict = match self.disagree + self.failed {
            0 => format!("all agree ({rule})"),
            n => format!("{n} DISAGREE or failed ({rule})"),
        };
        let ratio = self.length as f64 / self.published.max(1) as f64;
        let nodes = if self.counted > 0 {
            format!(
                "; mean {:.0} nodes generated",
                self.nodes as f64 / self.counted as f64
            )
        } else {
            String::new()
        };
        format!(
            "{title}: {boards} boards, {} proven optimal, {} at the published length, total \
             length {ratio:.3} × the published; {verdict}{nodes}; {:.2} s in all\n",
            self.proven,
            self.equal,
            self.time.as_secs_f64(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embedded_sets_are_whole() {
        assert_eq!(korf::korf100().len(), 100);
        assert_eq!(korf::hard80().len(), 17);
        assert!(korf::hard80().iter().all(|(_, length, _)| *length == 80));
        assert_eq!(korf::korf24().len(), 50);
    }

    #[test]
    fn totals_compare_with_the_published_lengths() {
        let outcome = |length: usize, bound: u32, optimal: bool| Outcome {
            moves: vec![1; length],
            notation: String::new(),
            optimal,
            lower_bound: bound,
            nodes: optimal.then_some(10),
            elapsed: Duration::from_millis(5),
        };
        let mut exact = Totals {
            exact: true,
            ..Totals::default()
        };
        assert_eq!(exact.add(&outcome(57, 57, true), 57), " (equal)");
        let line = exact.describe("t", 1);
        assert!(line.contains("1 at the published length, total length 1.000 × the published; all agree (length = published); mean 10 nodes"), "{line}");
        assert_eq!(exact.add(&outcome(58, 58, true), 57), " DISAGREES");
        assert_eq!((exact.equal, exact.disagree, exact.nodes), (1, 1, 20));
        let mut within = Totals::default();
        assert_eq!(within.add(&outcome(101, 90, false), 95), "");
        let line = within.describe("t", 1);
        assert!(
            line.contains("; all agree (length ≥ published ≥ bound)"),
            "{line}"
        );
        assert_eq!(within.add(&outcome(94, 90, false), 95), " DISAGREES");
        assert_eq!(within.add(&outcome(101, 96, false), 95), " DISAGREES");
        within.failed += 1;
        let line = within.describe("t", 4);
        assert!(
            line.contains("; 3 DISAGREE or failed (length ≥ published ≥ bound)"),
            "{line}"
        );
    }
}
