//! `slide solve`: every board of a file (or standard input) solved in turn, one answer a line
//! on standard output, as text or JSON. A line that fails (not a board, unsolvable, no solver
//! for its shape) is reported with its line number and the batch goes on.

use std::io::{self, Read, Write};
use std::process::ExitCode;

use indicatif::{ProgressBar, ProgressStyle};
use slide_puzzle::Solver;

use crate::args::SolveArgs;
use crate::cache::Cache;
use crate::input;
use crate::solving::{self, Outcome};

/// Solves the boards `args` names. Exit status 0 when every line succeeded, 1 when any failed,
/// 2 when the input cannot be read.
pub fn run(args: &SolveArgs, cache: &Cache) -> ExitCode {
    let text = match read_input(args) {
        Ok(text) => text,
        Err(err) => {
            eprintln!("slide: cannot read {}: {err}", args.input.display());
            return ExitCode::from(2);
        }
    };
    let width = args.width.map(usize::from);
    // Parsed first, so that the progress bar knows how many boards there are.
    let lines: Vec<(usize, Result<_, _>)> = text
        .lines()
        .zip(1..)
        .filter_map(|(line, number)| match input::board(line, width) {
            Ok(None) => None,
            Ok(Some(board)) => Some((number, Ok(board))),
            Err(err) => Some((number, Err(err.to_string()))),
        })
        .collect();
    let bar = ProgressBar::new(lines.len() as u64).with_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} boards {elapsed}")
            .expect("a valid template"),
    );
    let mut solver = Solver::new();
    let mut failed = false;
    let mut out = io::stdout().lock();
    for (number, board) in lines {
        let answer = board.and_then(|board| {
            // A build shows its own progress bar: this one steps aside meanwhile.
            bar.suspend(|| cache.prepare(&mut solver, board.shape()));
            solving::solve(&mut solver, &board, args.time_limit).map_err(|e| e.to_string())
        });
        failed |= answer.is_err();
        let written = bar.suspend(|| match (&answer, args.json) {
            (Ok(outcome), false) => writeln!(out, "line {number}: {}", describe(outcome)),
            (Ok(outcome), true) => writeln!(out, "{}", json(number, outcome)),
            (Err(message), false) => {
                out.flush()?;
                eprintln!("slide: line {number}: {message}");
                Ok(())
            }
            (Err(message), true) => writeln!(out, "{}", json_error(number, message)),
        });
        if written.is_err() {
            // Standard output is closed (as by `| head`): nobody reads the rest.
            return ExitCode::from(u8::from(failed));
        }
        bar.inc(1);
    }
    bar.finish_and_clear();
    ExitCode::from(u8::from(failed))
}

/// The whole input, from the file or standard input. Bytes that are not UTF-8 become U+FFFD,
/// and the line holding them fails as not a number.
fn read_input(args: &SolveArgs) -> io::Result<String> {
    let mut bytes = Vec::new();
    if args.input.as_os_str() == "-" {
        io::stdin().lock().read_to_end(&mut bytes)?;
    } else {
        bytes = std::fs::read(&args.input)?;
    }
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

/// An answer as text: its [`Outcome::summary`], then the moves.
fn describe(outcome: &Outcome) -> String {
    let moves = if outcome.notation.is_empty() {
        "(already solved)"
    } else {
        &outcome.notation
    };
    format!("{}: {moves}", outcome.summary())
}

/// An answer as one JSON object: `{"line":N,"length":L,"optimal":true,"lowerBound":B,
/// "moves":"R3 D2 …","nodes":N,"ms":T}`, `nodes` `null` where the solver did not count them.
fn json(line: usize, outcome: &Outcome) -> String {
    let nodes = outcome
        .nodes
        .map_or_else(|| "null".to_string(), |n| n.to_string());
    format!(
        "{{\"line\":{line},\"length\":{},\"optimal\":{},\"lowerBound\":{},\"moves\":{},\
         \"nodes\":{nodes},\"ms\":{:.3}}}",
        outcome.moves.len(),
        outcome.optimal,
        outcome.lower_bound,
        json_string(&outcome.notation),
        outcome.elapsed.as_secs_f64() * 1e3
    )
}

/// A failed line as one JSON object: `{"line":N,"error":"…"}`.
fn json_error(line: usize, message: &str) -> String {
    format!("{{\"line\":{line},\"error\":{}}}", json_string(message))
}

/// `text` as a JSON string, quoted and escaped.
fn json_string(text: &str) -> String {
    serde_json::Value::from(text).to_string()
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    fn outcome(optimal: bool, nodes: Option<u64>) -> Outcome {
        Outcome {
            moves: vec![7, 8],
            notation: "L2".into(),
            optimal,
            lower_bound: 2,
            nodes,
            elapsed: Duration::from_micros(1500),
        }
    }

    #[test]
    fn text_says_length_proof_nodes_time_and_moves() {
        assert_eq!(
            describe(&outcome(true, Some(9))),
            "2 moves (optimal), 9 nodes generated, 1.5 ms: L2"
        );
        assert_eq!(
            describe(&outcome(false, None)),
            "2 moves (at least 2 needed), 1.5 ms: L2"
        );
    }

    #[test]
    fn json_is_one_object_a_line_with_escaped_strings() {
        assert_eq!(
            json(3, &outcome(true, Some(9))),
            r#"{"line":3,"length":2,"optimal":true,"lowerBound":2,"moves":"L2","nodes":9,"ms":1.500}"#
        );
        assert!(json(3, &outcome(false, None)).contains(r#""nodes":null"#));
        assert_eq!(
            json_error(4, "\"x\"\n\u{1}"),
            r#"{"line":4,"error":"\"x\"\n\u0001"}"#
        );
    }
}
