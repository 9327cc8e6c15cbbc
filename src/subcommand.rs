//! The command line: one file per subcommand, each a struct with `run`.

mod analyze;
mod diff;
mod new;
mod replay;
mod show;
mod train;
mod verify;
mod which;

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
    Replay(replay::Replay),
    Verify(verify::Verify),
    Train(train::Train),
    Analyze(analyze::Analyze),
    Diff(diff::Diff),
}

impl Cli {
    /// Runs the subcommand and gives the exit code.
    pub fn run(self) -> anyhow::Result<i32> {
        match self.command {
            Command::New(command) => command.run(),
            Command::Show(command) => command.run(),
            Command::Replay(command) => command.run(),
            Command::Verify(command) => command.run(),
            Command::Train(command) => command.run(),
            Command::Analyze(command) => command.run(),
            Command::Diff(command) => command.run(),
        }
    }
}
