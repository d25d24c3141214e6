//! The command line: subcommands, options and their checks (clap derive). A malformed command
//! line is a usage error: clap prints it and exits with status 2.

use std::path::PathBuf;
use std::time::Duration;

use clap::{Args, Parser, Subcommand};

/// Optimal solvers for sliding-tile puzzles (the 8-, 15- and 24-puzzle, rectangles up to 8×8).
#[derive(Debug, Parser)]
#[command(name = "slide", version)]
pub struct Cli {
    /// Folder for the solver's tables [default: $XDG_CACHE_HOME/slide-puzzle, or
    /// ~/.cache/slide-puzzle]
    #[arg(long, global = true, env = "SLIDE_CACHE_DIR", value_name = "DIR")]
    pub cache_dir: Option<PathBuf>,
    /// Say on standard error where the tables come from and go to
    #[arg(short, long, global = true)]
    pub verbose: bool,
    #[command(subcommand)]
    pub command: Command,
}

/// What to do.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Solve boards given one a line: tiles separated by spaces or commas, 0 the blank
    Solve(SolveArgs),
    /// Solve Korf's 100 15-puzzles (and more sets) and compare with the published lengths
    Bench(BenchArgs),
}

/// `slide solve`.
#[derive(Debug, Args)]
pub struct SolveArgs {
    /// File of boards, one a line; - for standard input
    #[arg(value_name = "FILE", default_value = "-")]
    pub input: PathBuf,
    /// Tiles per row, for rectangles (a square board is inferred from its number of tiles)
    #[arg(long, value_name = "W", value_parser = clap::value_parser!(u8).range(2..=16))]
    pub width: Option<u8>,
    /// Print one JSON object a line
    #[arg(long)]
    pub json: bool,
    /// Stop each board's search after this many seconds, answering with the best solution
    /// found and the lower bound proven
    #[arg(long, value_name = "SECONDS", value_parser = seconds)]
    pub time_limit: Option<Duration>,
}

/// `slide bench`.
#[derive(Debug, Args)]
pub struct BenchArgs {
    /// Also solve the 17 hardest 15-puzzle positions (80 moves each; minutes in all)
    #[arg(long)]
    pub hard80: bool,
    /// Also solve Korf's 50 24-puzzles, each for --time-limit seconds (their optimal lengths
    /// are not proven here: the answers are compared with them)
    #[arg(long)]
    pub korf24: bool,
    /// Seconds for each 24-puzzle board
    #[arg(long, value_name = "SECONDS", value_parser = seconds, default_value = "5")]
    pub time_limit: Duration,
}

/// A number of seconds, 0 or more (fractions allowed).
fn seconds(text: &str) -> Result<Duration, String> {
    text.parse::<f64>()
        .ok()
        .and_then(|s| Duration::try_from_secs_f64(s).ok())
        .ok_or_else(|| format!("{text:?} is not a number of seconds (0 or more, as in 2.5)"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seconds_are_numbers_of_zero_or_more() {
        assert_eq!(seconds("2.5"), Ok(Duration::from_millis(2500)));
        assert_eq!(seconds("0"), Ok(Duration::ZERO));
        for bad in ["-1", "NaN", "inf", "", "two", "1e300"] {
            assert!(seconds(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn the_command_line_is_well_formed() {
        use clap::CommandFactory;
        Cli::command().debug_assert();
    }
}
