//! The command line: one file per subcommand, each a struct with `run`.

mod new;
mod show;

use clap::{Parser, Subcommand};

/// Self-modifying tic-tac-toe programs that learn from their defeats.
#[derive(Parser, Debug)]
#[command(name = "merlyn", version, about)]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    New(new::New),
    Show(show::Show),
}

impl Cli {
    /// Runs the subcommand and gives the exit code.
    pub fn run(self) -> anyhow::Result<i32> {
        match self.command {
            Command::New(command) => command.run(),
            Command::Show(command) => command.run(),
        }
    }
}
