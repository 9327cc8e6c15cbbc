//! `merlyn man`: the manual page, from the command line's own definition.

use clap::CommandFactory;

/// Print merlyn's manual page, in roff.
///
/// For example: `merlyn man > ~/.local/share/man/man1/merlyn.1`, then `man merlyn`.
#[derive(clap::Args, Debug)]
pub struct Man {}

impl Man {
    pub fn run(self) -> anyhow::Result<i32> {
        let mut out = Vec::new();
        clap_mangen::Man::new(super::Cli::command()).render(&mut out)?;
        super::emit(&String::from_utf8_lossy(&out))?;
        Ok(0)
    }
}
