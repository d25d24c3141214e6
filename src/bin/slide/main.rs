//! `slide`: the crate's solvers on the command line. `slide solve` solves boards given one a
//! line and prints each answer in the move notation (`R3 D2 L U`, [`slide_puzzle::notation`]);
//! `slide bench` solves the reference sets in `tests/data/` and compares the lengths with the
//! published ones. The solver's tables are built once and kept in a cache folder. See
//! `docs/CLI.md`.
//!
//! The tool is native only: its dependencies (clap, indicatif, `serde_json`) are not compiled
//! for `wasm32`, where this binary is empty.

#![cfg_attr(target_arch = "wasm32", no_main)]

#[cfg(not(target_arch = "wasm32"))]
mod args;
#[cfg(not(target_arch = "wasm32"))]
mod batch;
#[cfg(not(target_arch = "wasm32"))]
mod bench;
#[cfg(not(target_arch = "wasm32"))]
mod cache;
#[cfg(not(target_arch = "wasm32"))]
mod input;
#[cfg(not(target_arch = "wasm32"))]
mod solving;

/// Runs the subcommand asked for. Exit status: 0 when every board succeeded, 1 when any failed,
/// 2 for a usage error (clap exits with 2 itself for malformed arguments).
#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    use clap::Parser;

    let cli = args::Cli::parse();
    let cache = cache::Cache::new(cli.cache_dir, cli.verbose);
    match cli.command {
        args::Command::Solve(solve) => batch::run(&solve, &cache),
        args::Command::Bench(bench) => bench::run(&bench, &cache),
    }
}
