//! `merlyn man`: the manual pages, from the command line's own definition.

use anyhow::Context;
use clap::CommandFactory;
use std::path::PathBuf;

/// Print merlyn's manual page, in roff, or write every page to a directory.
///
/// The page names a page per subcommand (merlyn-new(1), ...), which
/// `--dir` writes beside merlyn.1: `merlyn man --dir
/// ~/.local/share/man/man1`, then `man merlyn` and `man merlyn-train`.
#[derive(clap::Args, Debug)]
pub struct Man {
    /// Write merlyn.1 and a page for each subcommand into this directory
    /// (made if need be) instead of printing merlyn.1.
    #[arg(long, value_name = "DIR")]
    dir: Option<PathBuf>,
}

impl Man {
    pub fn run(self) -> anyhow::Result<i32> {
        let command = super::Cli::command().disable_help_subcommand(true);
        if let Some(dir) = &self.dir {
            std::fs::create_dir_all(dir)
                .and_then(|()| clap_mangen::generate_to(command, dir))
                .with_context(|| format!("cannot write the manual pages into {}", dir.display()))?;
            return Ok(0);
        }
        let mut out = Vec::new();
        clap_mangen::Man::new(command).render(&mut out)?;
        super::emit(&String::from_utf8_lossy(&out))?;
        Ok(0)
    }
}
