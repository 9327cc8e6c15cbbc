//! `merlyn diff`: what changed between two generations.

use crate::generation;
use crate::shown;
use anyhow::Context;
use std::io::Write;
use std::path::PathBuf;

/// Show a unified diff of two generations' sources.
///
/// Coloured on a terminal, unless NO_COLOR is set (CLICOLOR_FORCE colours
/// anywhere; --color decides). Like diff, exits 0 when the files are the
/// same (printing nothing) and 1 when they differ.
#[derive(clap::Args, Debug)]
pub struct Diff {
    /// The older generation's source file.
    old: PathBuf,
    /// The newer generation's source file.
    new: PathBuf,
    /// When to colour the diff.
    #[arg(long, value_name = "WHEN", default_value_t = clap::ColorChoice::Auto)]
    color: clap::ColorChoice,
}

impl Diff {
    pub fn run(self) -> anyhow::Result<i32> {
        let (old, new) = (
            generation::read_file(&self.old)?,
            generation::read_file(&self.new)?,
        );
        // What acts on a terminal, in a file or its name, is shown escaped
        // (`shown`), coloured or not.
        let diff = crate::diff::unified(
            &shown::path(&self.old),
            &shown::escaped(&old),
            &shown::path(&self.new),
            &shown::escaped(&new),
        );
        let choice = match self.color {
            clap::ColorChoice::Auto => anstream::ColorChoice::Auto,
            clap::ColorChoice::Always => anstream::ColorChoice::Always,
            clap::ColorChoice::Never => anstream::ColorChoice::Never,
        };
        let mut out = anstream::AutoStream::new(std::io::stdout().lock(), choice);
        out.write_all(diff.as_bytes())
            .and_then(|()| out.flush())
            .context("cannot write to standard output")?;
        Ok(if old == new { 0 } else { 1 })
    }
}
