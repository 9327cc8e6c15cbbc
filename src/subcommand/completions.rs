//! `merlyn completions`: completions for a shell, from the command line's
//! own definition.

use clap::CommandFactory;

/// Print completions of merlyn's commands for a shell.
///
/// For example, for bash: `merlyn completions bash > ~/.local/share/bash-completion/completions/merlyn`.
#[derive(clap::Args, Debug)]
pub struct Completions {
    /// The shell.
    #[arg(value_enum)]
    shell: clap_complete::Shell,
}

impl Completions {
    pub fn run(self) -> anyhow::Result<i32> {
        let mut out = Vec::new();
        clap_complete::generate(self.shell, &mut super::Cli::command(), "merlyn", &mut out);
        super::emit(&String::from_utf8_lossy(&out))?;
        Ok(0)
    }
}
