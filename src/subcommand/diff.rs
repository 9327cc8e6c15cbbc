//! `merlyn diff`: what changed between two generations.

use anyhow::Context;
use std::io::IsTerminal;
use std::path::PathBuf;

/// Show a unified diff of two generations' sources.
///
/// Coloured on a terminal, plain otherwise. Like diff, exits 0 when the
/// files are the same (printing nothing) and 1 when they differ.
#[derive(clap::Args, Debug)]
pub struct Diff {
    /// The older generation's source file.
    old: PathBuf,
    /// The newer generation's source file.
    new: PathBuf,
}

impl Diff {
    pub fn run(self) -> anyhow::Result<i32> {
        let read = |path: &PathBuf| {
            std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))
        };
        let (old, new) = (read(&self.old)?, read(&self.new)?);
        let colour = std::io::stdout().is_terminal();
        let diff = crate::diff::unified(
            &self.old.display().to_string(),
            &old,
            &self.new.display().to_string(),
            &new,
            colour,
        );
        super::emit(&diff)?;
        Ok(if old == new { 0 } else { 1 })
    }
}
