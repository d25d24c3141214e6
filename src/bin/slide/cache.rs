//! The solver's tables kept between runs: the 15-puzzle's pattern databases, the 24-puzzle's
//! and the rectangles', as [`Solver::tables_bytes`] gives them (with their format version
//! and checksum), one file per board shape. A run loads them in a moment where building them
//! takes seconds (the 15-puzzle's) to a minute (the 24-puzzle's).
//!
//! Files are written whole or not at all (a temporary file, then a rename), so a run stopped
//! halfway or two runs at once never leave half a table. A file the solver refuses (corrupt,
//! cut short, from another version) is built again and rewritten, with a warning.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::time::Instant;

use indicatif::{ProgressBar, ProgressStyle};
use slide_puzzle::{Shape, Solver};

/// Where the tables are kept, and whether to say so.
#[derive(Debug)]
pub struct Cache {
    /// The folder, or `None` when there is no home to find one in (tables are then built
    /// each run).
    dir: Option<PathBuf>,
    verbose: bool,
}

impl Cache {
    /// The cache in `dir`, or in the user's cache folder when `None`: `$XDG_CACHE_HOME/
    /// slide-puzzle` if that variable holds an absolute path, `~/.cache/slide-puzzle` otherwise.
    pub fn new(dir: Option<PathBuf>, verbose: bool) -> Cache {
        Cache {
            dir: dir.or_else(default_dir),
            verbose,
        }
    }

    /// The file that keeps the tables of boards of `shape`.
    fn file(&self, shape: Shape) -> Option<PathBuf> {
        let name = format!("tables-{}x{}.bin", shape.width(), shape.height());
        self.dir.as_ref().map(|dir| dir.join(name))
    }

    /// Makes sure `solver` has the tables for boards of `shape`, if that shape uses any:
    /// loaded from the cache when a usable file is there, built (and kept) otherwise. Says on
    /// standard error what it builds, and with `verbose` where tables come from and go to.
    /// Never fails: a cache that cannot be read or written only costs a build.
    pub fn prepare(&self, solver: &mut Solver, shape: Shape) {
        if solver.is_prepared(shape) {
            return;
        }
        let file = self.file(shape);
        if let Some(file) = &file {
            if self.load(solver, shape, file) {
                return;
            }
        }
        self.build(solver, shape, file.as_deref());
    }

    /// Loads the tables in `file`, if it holds usable ones.
    fn load(&self, solver: &mut Solver, shape: Shape, file: &Path) -> bool {
        let bytes = match fs::read(file) {
            Ok(bytes) => bytes,
            Err(err) if err.kind() == io::ErrorKind::NotFound => return false,
            Err(err) => {
                eprintln!("slide: warning: cannot read {}: {err}", file.display());
                return false;
            }
        };
        match solver.load_tables(shape, &bytes) {
            Ok(()) => {
                if self.verbose {
                    eprintln!("slide: loaded tables from {}", file.display());
                }
                true
            }
            Err(err) => {
                eprintln!("slide: warning: {}: {err}", file.display());
                false
            }
        }
    }

    /// Builds the tables, showing how far the build is on a terminal, and keeps them in
    /// `file`.
    fn build(&self, solver: &mut Solver, shape: Shape, file: Option<&Path>) {
        match file {
            Some(file) => eprintln!(
                "slide: building the tables for {shape} boards (once: they are kept in {})",
                file.display()
            ),
            None => eprintln!(
                "slide: building the tables for {shape} boards (no cache folder: set \
                 --cache-dir or SLIDE_CACHE_DIR to keep them)"
            ),
        }
        let start = Instant::now();
        let bar = ProgressBar::new(1000).with_style(
            ProgressStyle::with_template("{spinner} tables {bar:40} {percent}% {elapsed}")
                .expect("a valid template"),
        );
        solver.prepare(shape, &mut |done| {
            // `done` is a fraction from 0 to 1: the bar counts thousandths.
            #[expect(
                clippy::cast_possible_truncation,
                clippy::cast_sign_loss,
                reason = "a fraction from 0 to 1 times 1000 fits a u64"
            )]
            bar.set_position((done.clamp(0.0, 1.0) * 1000.0) as u64);
        });
        bar.finish_and_clear();
        if self.verbose {
            eprintln!(
                "slide: built the tables for {shape} boards in {:.1} s",
                start.elapsed().as_secs_f64()
            );
        }
        let (Some(file), Some(bytes)) = (file, solver.tables_bytes(shape)) else {
            return;
        };
        match write_whole(file, &bytes) {
            Ok(()) if self.verbose => eprintln!("slide: kept tables in {}", file.display()),
            Ok(()) => {}
            Err(err) => eprintln!(
                "slide: warning: cannot keep the tables in {}: {err}",
                file.display()
            ),
        }
    }
}

/// The user's cache folder for this tool, if a home can be found.
fn default_dir() -> Option<PathBuf> {
    let base = std::env::var_os("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .filter(|path| path.is_absolute())
        .or_else(|| {
            std::env::var_os("HOME")
                .filter(|home| !home.is_empty())
                .map(|home| PathBuf::from(home).join(".cache"))
        })?;
    Some(base.join("slide-puzzle"))
}

/// Writes `bytes` to `file` whole or not at all: into a temporary file beside it, then renamed
/// over it (a rename within one folder is atomic), creating the folder first.
fn write_whole(file: &Path, bytes: &[u8]) -> io::Result<()> {
    if let Some(dir) = file.parent() {
        fs::create_dir_all(dir)?;
    }
    let mut temporary = file.as_os_str().to_owned();
    temporary.push(format!(".{}.tmp", std::process::id()));
    let temporary = PathBuf::from(temporary);
    let written = fs::File::create(&temporary).and_then(|mut out| {
        out.write_all(bytes)?;
        out.sync_all()
    });
    let renamed = written.and_then(|()| fs::rename(&temporary, file));
    if renamed.is_err() {
        // Best effort: the error that matters is the one returned.
        let _ = fs::remove_file(&temporary);
    }
    renamed
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_whole_files_and_replaces_old_ones() {
        let dir = std::env::temp_dir().join(format!("slide-cache-test-{}", std::process::id()));
        let file = dir.join("nested").join("tables-2x5.bin");
        write_whole(&file, b"first").unwrap();
        write_whole(&file, b"second").unwrap();
        assert_eq!(fs::read(&file).unwrap(), b"second");
        // Nothing but the file is left beside it.
        let names: Vec<_> = fs::read_dir(file.parent().unwrap())
            .unwrap()
            .map(|entry| entry.unwrap().file_name())
            .collect();
        assert_eq!(names, ["tables-2x5.bin"]);
        fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn names_one_file_per_shape() {
        let cache = Cache::new(Some(PathBuf::from("/x")), false);
        let file = |w, h| cache.file(Shape::new(w, h).unwrap()).unwrap();
        assert_eq!(file(4, 4), PathBuf::from("/x/tables-4x4.bin"));
        assert_ne!(file(2, 5), file(5, 2));
    }
}
