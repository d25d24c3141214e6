//! The `slide` tool from the outside: the built binary run on boards, its output read back (the
//! JSON parsed, the moves played by hand), lengths checked against a breadth-first search
//! written in the tests (`tests/common`) and against published optima, the table cache
//! written, loaded, and rebuilt when corrupt. Every run gets a cache folder of its own, and a
//! home that is not the user's.
//!
//! The 15-puzzle's tables are built once for the whole file (several seconds): the tests that
//! need them share [`fifteen`].
// The binary and serde_json are native only: nothing here is built for the wasm tests.
#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use common::play::{is_goal, play, step};
use common::{bfs_distances, bfs_distances_in, rank};
use serde_json::Value;

/// Korf's first 15-puzzle, 57 moves optimally (Korf 1985; `tests/data/korf100.txt`).
const KORF_1: &str = "13 6 8 12 15 14 0 10 11 7 4 5 9 1 3 2";
/// The first of the 17 hardest 15-puzzle positions, 80 moves (`tests/data/hard80.txt`).
const HARD_80: &str = "0 12 9 13 15 11 10 14 3 7 2 5 4 8 6 1";
/// A 2 × 5 board one move from the goal (its shape has pattern databases: small, quick).
const NARROW: &str = "1 2 3 4 5 6 7 8 0 9";

/// What one run of the tool gave.
#[derive(Debug)]
struct Run {
    status: i32,
    stdout: String,
    stderr: String,
    took: Duration,
}

impl Run {
    /// Standard output's lines as JSON objects.
    fn json(&self) -> Vec<Value> {
        self.stdout
            .lines()
            .map(|line| serde_json::from_str(line).unwrap_or_else(|e| panic!("{line}: {e}")))
            .collect()
    }
}

/// A folder for one test under cargo's scratch folder, emptied first and removed after.
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str) -> Scratch {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join("slide-cli")
            .join(name);
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        Scratch(dir)
    }

    fn path(&self, name: &str) -> PathBuf {
        self.0.join(name)
    }

    fn arg(&self) -> &str {
        self.0.to_str().unwrap()
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Runs `slide` with `args`, `stdin` on its standard input and `env` set; its home is a
/// scratch folder and no cache variable is inherited.
fn slide_with(args: &[&str], stdin: &str, env: &[(&str, &Path)]) -> Run {
    static HOME: OnceLock<PathBuf> = OnceLock::new();
    let home = HOME.get_or_init(|| {
        let home = Path::new(env!("CARGO_TARGET_TMPDIR")).join("slide-cli-home");
        std::fs::create_dir_all(&home).unwrap();
        home
    });
    let mut command = Command::new(env!("CARGO_BIN_EXE_slide"));
    command
        .args(args)
        .env("HOME", home)
        .env_remove("XDG_CACHE_HOME")
        .env_remove("SLIDE_CACHE_DIR")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (key, value) in env {
        command.env(key, value);
    }
    let start = Instant::now();
    let mut child = command.spawn().expect("the slide binary runs");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    Run {
        status: output.status.code().expect("an exit status"),
        stdout: String::from_utf8(output.stdout).unwrap(),
        stderr: String::from_utf8(output.stderr).unwrap(),
        took: start.elapsed(),
    }
}

fn slide(args: &[&str], stdin: &str) -> Run {
    slide_with(args, stdin, &[])
}

/// The cache folder with the 15-puzzle's tables, and the run that built them (Korf's first
/// board, `--json`): built once for all the tests.
fn fifteen() -> &'static (PathBuf, Run) {
    static FIFTEEN: OnceLock<(PathBuf, Run)> = OnceLock::new();
    FIFTEEN.get_or_init(|| {
        let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("slide-cli-fifteen");
        let _ = std::fs::remove_dir_all(&dir);
        let run = slide(
            &["solve", "--json", "--cache-dir", dir.to_str().unwrap()],
            KORF_1,
        );
        (dir, run)
    })
}

/// Checks an answer object: its moves, played by hand on `tiles` (`width` to a row), reach
/// the goal in `length` moves; its bound is at most that.
fn check_answer(answer: &Value, tiles: &[u8], width: usize) -> u64 {
    let length = answer["length"].as_u64().expect("a length");
    let moves = answer["moves"].as_str().expect("moves");
    let played = play(tiles, width, moves).unwrap_or_else(|| panic!("illegal: {moves}"));
    assert!(is_goal(&played), "{answer}");
    let count: u64 = moves
        .split_whitespace()
        .map(|t| t[1..].parse::<u64>().unwrap_or(1))
        .sum();
    assert_eq!(count, length, "{answer}");
    assert!(answer["lowerBound"].as_u64().unwrap() <= length, "{answer}");
    assert!(answer["ms"].as_f64().unwrap() >= 0.0, "{answer}");
    length
}

/// Asserts that `text` holds `part`, showing `text` if not.
#[track_caller]
fn holds(text: &str, part: &str) {
    assert!(text.contains(part), "no {part:?} in:\n{text}");
}

fn tiles(line: &str) -> Vec<u8> {
    line.split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
        .map(|t| t.parse().unwrap())
        .collect()
}

#[test]
fn reads_spaces_commas_widths_and_comments() {
    let input = "# boards for the test\n\
                 1 2 3 4 5 6 7 8 0\n\
                 \n\
                 1,2,3,4,5,6,0,7,8   # two moves\n \
                 1, 2, 3 , 4\t5 6 7 0 8\n";
    let run = slide(&["solve", "--json"], input);
    assert_eq!(run.status, 0, "{run:?}");
    let answers = run.json();
    let lines: Vec<u64> = answers
        .iter()
        .map(|a| a["line"].as_u64().unwrap())
        .collect();
    assert_eq!(lines, [2, 4, 5]);
    let moves: Vec<&str> = answers
        .iter()
        .map(|a| a["moves"].as_str().unwrap())
        .collect();
    assert_eq!(moves, ["", "L2", "L"]);
    for answer in &answers {
        assert_eq!(answer["optimal"], Value::Bool(true));
        assert!(answer["nodes"].is_u64());
    }

    // Text: a line per board, its number first.
    let run = slide(&["solve"], input);
    assert_eq!(run.status, 0, "{run:?}");
    let text: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(text.len(), 3, "{}", run.stdout);
    assert!(
        text[0].starts_with("line 2: 0 moves (optimal)"),
        "{}",
        text[0]
    );
    assert!(
        text[1].starts_with("line 4: 2 moves (optimal), "),
        "{}",
        text[1]
    );
    assert!(text[1].ends_with(" ms: L2"), "{}", text[1]);

    // A rectangle needs its width: 4 wide, 2 tall.
    let run = slide(
        &["solve", "--json", "--width", "4", "-"],
        "1 2 3 4 5 6 0 7\n",
    );
    assert_eq!(run.status, 0, "{run:?}");
    assert_eq!(run.json()[0]["moves"], "L");
    let run = slide(&["solve", "--json"], "1 2 3 4 5 6 0 7\n");
    assert_eq!(run.status, 1, "{run:?}");
    holds(run.json()[0]["error"].as_str().unwrap(), "not square");
}

#[test]
fn bad_lines_are_reported_with_their_numbers_and_the_batch_goes_on() {
    let nine: Vec<String> = (1..81).chain([0]).map(|t| t.to_string()).collect();
    let input = [
        "1 2 3 4 5 6 7 8 0",
        "1 2 x 4 5 6 7 8 0",
        "1 2 3 4 5 6 7 8 8",
        "2 1 3 4 5 6 7 8 0",
        "1 2 3 4 5 6 7 8",
        &nine.join(" "),
        "1 2 3 4 5 6 7 0 8",
    ]
    .join("\n");
    let expected = [
        (2, "\"x\" is not a tile number"),
        (3, "tile 8 appears twice"),
        (4, "this board cannot be solved"),
        (5, "a board of 8 tiles is not square"),
        (6, "there is no solver for 9×9 boards"),
    ];

    let run = slide(&["solve", "-"], &input);
    assert_eq!(run.status, 1, "{run:?}");
    let answered: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(answered.len(), 2, "{}", run.stdout);
    assert!(answered[0].starts_with("line 1: ") && answered[1].starts_with("line 7: "));
    for (line, message) in expected {
        let wanted = format!("slide: line {line}: {message}");
        holds(&run.stderr, &wanted);
    }

    let run = slide(&["solve", "--json", "-"], &input);
    assert_eq!(run.status, 1, "{run:?}");
    let objects = run.json();
    assert_eq!(objects.len(), 7);
    for (line, message) in expected {
        let object = &objects[line - 1];
        assert_eq!(object["line"], line);
        assert!(
            object["error"].as_str().unwrap().starts_with(message),
            "{object}"
        );
        assert_eq!(object.as_object().unwrap().len(), 2, "{object}");
    }
    assert_eq!(objects[6]["length"], 1);
}

#[test]
fn three_by_three_answers_have_their_breadth_first_lengths() {
    let (distances, boards) = bfs_distances(3);
    // Boards from every distance, the farthest (31 moves) included, in a file.
    let chosen: Vec<&Vec<u8>> = boards.iter().step_by(7001).chain(boards.last()).collect();
    let scratch = Scratch::new("three");
    let file = scratch.path("boards.txt");
    let text: Vec<String> = chosen
        .iter()
        .map(|b| b.iter().map(u8::to_string).collect::<Vec<_>>().join(","))
        .collect();
    std::fs::write(&file, text.join("\n")).unwrap();
    let run = slide(&["solve", "--json", file.to_str().unwrap()], "");
    assert_eq!(run.status, 0, "{run:?}");
    let answers = run.json();
    assert_eq!(answers.len(), chosen.len());
    for (answer, board) in answers.iter().zip(&chosen) {
        let length = check_answer(answer, board, 3);
        assert_eq!(length, u64::from(distances[rank(board)]), "{answer}");
        assert_eq!(answer["optimal"], Value::Bool(true));
        assert_eq!(answer["lowerBound"], length);
    }
    assert_eq!(answers.last().unwrap()["length"], 31);

    // 4 wide and 2 tall, against their own breadth-first search.
    let (distances, boards) = bfs_distances_in(4, 2);
    let chosen: Vec<&Vec<u8>> = boards.iter().step_by(2999).collect();
    let text: Vec<String> = chosen
        .iter()
        .map(|b| b.iter().map(u8::to_string).collect::<Vec<_>>().join(" "))
        .collect();
    let run = slide(&["solve", "--json", "--width", "4"], &text.join("\n"));
    assert_eq!(run.status, 0, "{run:?}");
    for (answer, board) in run.json().iter().zip(&chosen) {
        let length = check_answer(answer, board, 4);
        assert_eq!(length, u64::from(distances[rank(board)]), "{answer}");
    }
}

#[test]
fn korf_1_takes_57_moves_and_the_tables_are_kept_then_loaded() {
    let (dir, first) = fifteen();
    assert_eq!(first.status, 0, "{first:?}");
    holds(&first.stderr, "building the tables for 4×4 boards");
    let kept = dir.join("tables-4x4.bin");
    assert!(std::fs::metadata(&kept).unwrap().len() > 1_000_000);
    // Nothing but the tables is left in the folder (no temporary file).
    assert_eq!(std::fs::read_dir(dir).unwrap().count(), 1);
    let answer = &first.json()[0];
    assert_eq!(check_answer(answer, &tiles(KORF_1), 4), 57);
    assert_eq!(answer["optimal"], Value::Bool(true));
    assert!(answer["nodes"].as_u64().unwrap() > 0);

    let second = slide(
        &["solve", "--verbose", "--cache-dir", dir.to_str().unwrap()],
        KORF_1,
    );
    assert_eq!(second.status, 0, "{second:?}");
    let loaded = format!("slide: loaded tables from {}", kept.display());
    holds(&second.stderr, &loaded);
    assert!(!second.stderr.contains("building"), "{}", second.stderr);
    assert!(
        second.stdout.starts_with("line 1: 57 moves (optimal)"),
        "{}",
        second.stdout
    );
    eprintln!(
        "built in a run of {:?}, loaded in a run of {:?}",
        first.took, second.took
    );
}

#[test]
fn a_time_limit_answers_with_the_best_found_and_a_proven_bound() {
    let (dir, _) = fifteen();
    let input = format!("{HARD_80}\n1 2 3 4 5 6 7 0 8\n");
    let run = slide(
        &[
            "solve",
            "--json",
            "--time-limit",
            "0.2",
            "--cache-dir",
            dir.to_str().unwrap(),
        ],
        &input,
    );
    assert_eq!(run.status, 0, "{run:?}");
    let answers = run.json();
    let hard = &answers[0];
    // 80 moves is the optimum: the answer is no shorter, the bound no higher.
    assert!(check_answer(hard, &tiles(HARD_80), 4) >= 80, "{hard}");
    assert!(hard["lowerBound"].as_u64().unwrap() <= 80, "{hard}");
    assert!(hard["nodes"].is_null(), "{hard}");
    // Stopped long before its proof: a 4×4 search looks at the clock every 4,194,304
    // positions, and this proof takes tens of millions of them. How long the run took is
    // not checked (check_answer reads its `ms`): a busy machine makes it any length.
    assert_eq!(hard["optimal"], Value::Bool(false), "{hard}");
    assert_eq!(answers[1]["optimal"], Value::Bool(true));
    assert_eq!(answers[1]["length"], 1);
}

#[test]
fn boards_not_proven_get_their_best_length_and_a_bound() {
    // A 6×6 board from a walk of the blank drawn here; the crate proves no 6×6 optimum.
    let mut board: Vec<u8> = (1..36).chain([0]).collect();
    let mut seed = 12_345u64;
    for _ in 0..400 {
        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        let way = [(0, 1), (0, -1), (1, 0), (-1, 0)][usize::try_from(seed >> 62).unwrap()];
        board = step(&board, 6, way).unwrap_or(board);
    }
    let line: Vec<String> = board.iter().map(u8::to_string).collect();
    let run = slide(&["solve", "--json"], &line.join(" "));
    assert_eq!(run.status, 0, "{run:?}");
    let answer = &run.json()[0];
    let length = check_answer(answer, &board, 6);
    assert_eq!(answer["optimal"], Value::Bool(false));
    assert!(answer["lowerBound"].as_u64().unwrap() > 0 && length > 0);
    let run = slide(&["solve"], &line.join(" "));
    let needed = format!(" moves (at least {} needed), ", answer["lowerBound"]);
    holds(&run.stdout, &needed);
}

#[test]
fn a_corrupt_cache_file_is_refused_rebuilt_and_rewritten() {
    let scratch = Scratch::new("corrupt");
    let args = [
        "solve",
        "--verbose",
        "--width",
        "2",
        "--cache-dir",
        scratch.arg(),
    ];
    let file = scratch.path("tables-2x5.bin");
    let first = slide(&args, NARROW);
    assert_eq!(first.status, 0, "{first:?}");
    holds(&first.stderr, "building the tables for 2×5");
    let good = std::fs::read(&file).unwrap();

    let mut flipped = good.clone();
    let middle = flipped.len() / 2;
    flipped[middle] ^= 0x40;
    for broken in [flipped, good[..good.len() / 3].to_vec(), Vec::new()] {
        std::fs::write(&file, &broken).unwrap();
        let run = slide(&args, NARROW);
        assert_eq!(run.status, 0, "{run:?}");
        assert!(
            run.stdout.starts_with("line 1: 1 move (optimal)"),
            "{}",
            run.stdout
        );
        let warning = format!(
            "slide: warning: {}: the stored solver tables cannot be used",
            file.display()
        );
        holds(&run.stderr, &warning);
        holds(&run.stderr, "slide: kept tables in");
        assert_eq!(std::fs::read(&file).unwrap(), good);
        let again = slide(&args, NARROW);
        holds(&again.stderr, "slide: loaded tables from");
        assert!(!again.stderr.contains("warning"), "{}", again.stderr);
    }
}

#[test]
fn the_cache_folder_comes_from_the_options_or_the_environment() {
    let scratch = Scratch::new("where");
    let named = |sub: &str| scratch.path(sub).join("tables-2x5.bin");
    let solve = ["solve", "--width", "2"];

    let run = slide_with(&solve, NARROW, &[("SLIDE_CACHE_DIR", &scratch.path("env"))]);
    assert_eq!(run.status, 0, "{run:?}");
    assert!(named("env").exists());

    let xdg = scratch.path("xdg");
    let run = slide_with(&solve, NARROW, &[("XDG_CACHE_HOME", &xdg)]);
    assert_eq!(run.status, 0, "{run:?}");
    assert!(named("xdg/slide-puzzle").exists());

    let run = slide_with(&solve, NARROW, &[("HOME", &scratch.path("home"))]);
    assert_eq!(run.status, 0, "{run:?}");
    assert!(named("home/.cache/slide-puzzle").exists());

    // The option wins over the variable.
    let option = scratch.path("option");
    let args = [
        "solve",
        "--width",
        "2",
        "--cache-dir",
        option.to_str().unwrap(),
    ];
    let run = slide_with(
        &args,
        NARROW,
        &[("SLIDE_CACHE_DIR", &scratch.path("unused"))],
    );
    assert_eq!(run.status, 0, "{run:?}");
    assert!(named("option").exists() && !scratch.path("unused").exists());
}

#[test]
fn a_cache_that_cannot_be_written_only_costs_a_build() {
    let scratch = Scratch::new("unwritable");
    let not_a_folder = scratch.path("file");
    std::fs::write(&not_a_folder, "not a folder").unwrap();
    let args = [
        "solve",
        "--width",
        "2",
        "--cache-dir",
        not_a_folder.to_str().unwrap(),
    ];
    let run = slide(&args, NARROW);
    assert_eq!(run.status, 0, "{run:?}");
    holds(&run.stderr, "slide: warning: cannot keep the tables in");
    assert!(
        run.stdout.starts_with("line 1: 1 move (optimal)"),
        "{}",
        run.stdout
    );
}

#[test]
fn usage_errors_exit_with_2() {
    for args in [
        &["solve", "--width", "1"][..],
        &["solve", "--width", "17"],
        &["solve", "--time-limit", "-1"],
        &["solve", "--time-limit", "soon"],
        &["solve", "--colour"],
        &["solve", "/no/such/file"],
        &["unscramble"],
        &[],
    ] {
        let run = slide(args, "");
        assert_eq!(run.status, 2, "{args:?}: {run:?}");
        assert!(
            !run.stderr.is_empty() && run.stdout.is_empty(),
            "{args:?}: {run:?}"
        );
    }
    let run = slide(&["solve", "/no/such/file"], "");
    holds(&run.stderr, "slide: cannot read /no/such/file");
    let run = slide(&["--help"], "");
    assert_eq!(run.status, 0);
    assert!(run.stdout.contains("solve") && run.stdout.contains("bench"));
}

#[test]
fn bench_solves_korf_100_to_their_published_lengths() {
    let (dir, _) = fifteen();
    let run = slide(&["bench", "--cache-dir", dir.to_str().unwrap()], "");
    assert_eq!(run.status, 0, "{run:?}");
    let boards = run
        .stdout
        .lines()
        .filter(|l| l.starts_with("korf100 #"))
        .count();
    assert_eq!(boards, 100, "{}", run.stdout);
    holds(&run.stdout, "korf100 #1: 57 moves (optimal)");
    holds(
        &run.stdout,
        "100 proven optimal, 100 at the published length, total length 1.000 × the published; all agree",
    );
}
