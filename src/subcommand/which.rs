//! Which program a subcommand looks at: one given by `--strategy`, or the
//! generation in a FILE, whose strategy is read from its source.

use crate::generation;
use crate::strategy::Strategy;
use std::path::{Path, PathBuf};

/// `[--strategy STRATEGY | FILE]`, for subcommands with no other positionals.
#[derive(clap::Args, Debug)]
pub struct Which {
    /// The 10-character strategy string [default: 9999999999].
    #[arg(long)]
    strategy: Option<String>,
    /// A generation's source file, whose strategy is used instead.
    #[arg(value_name = "FILE", conflicts_with = "strategy")]
    file: Option<PathBuf>,
}

impl Which {
    /// The strategy of the program chosen.
    pub fn strategy(&self) -> anyhow::Result<Strategy> {
        strategy(self.strategy.as_deref(), self.file.as_deref())
    }
}

/// The strategy given as text, or the one in the generation at `file`, or
/// the original when neither is given.
pub fn strategy(text: Option<&str>, file: Option<&Path>) -> anyhow::Result<Strategy> {
    match (text, file) {
        (Some(_), Some(file)) => anyhow::bail!(
            "give either --strategy or a FILE, not both (FILE was {})",
            file.display()
        ),
        (Some(text), None) => text.parse(),
        (None, Some(file)) => Ok(Strategy(generation::read_file(file)?.strategy)),
        (None, None) => Ok(Strategy::ORIGINAL),
    }
}
