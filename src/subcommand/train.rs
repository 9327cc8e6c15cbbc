//! `merlyn train`: a program trained until it never loses, and written out.

use super::which::Which;
use crate::generation;
use crate::train::train;
use anyhow::Context;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Train a program against a perfect adversary until it never loses.
///
/// Each game, the adversary tries the openings in the order c, 1 to 9 and
/// plays the first game the program loses (the one verify names); the
/// program learns from it as from any loss. Prints one line per loss,
/// `loss 1 line=c1357 strategy=5999989999`, then
/// `converged losses=N strategy=...`.
#[derive(clap::Args, Debug)]
pub struct Train {
    #[command(flatten)]
    which: Which,
    /// Write the trained program, a generation with a blank board, to this file.
    #[arg(long, value_name = "FILE")]
    write: Option<PathBuf>,
}

impl Train {
    pub fn run(self) -> anyhow::Result<i32> {
        let training = train(self.which.strategy()?)?;
        if let Some(path) = &self.write {
            write_atomically(path, &generation::zero(training.strategy))
                .with_context(|| format!("cannot write {}", path.display()))?;
        }
        print!("{training}");
        Ok(0)
    }
}

/// Writes `text` to a temporary file beside `path`, then renames it there,
/// so that `path` never holds half a program.
fn write_atomically(path: &Path, text: &str) -> anyhow::Result<()> {
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let mut file = tempfile::NamedTempFile::new_in(dir)?;
    file.write_all(text.as_bytes())?;
    file.as_file().sync_all()?;
    file.persist(path)?;
    Ok(())
}
