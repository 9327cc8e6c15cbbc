//! The command line: one file per subcommand, each a struct with `run`.

mod analyze;
mod completions;
mod contactix;
mod diff;
mod gomocup;
mod gtp;
mod history;
mod man;
mod new;
mod perft;
mod play;
mod progress;
mod replay;
mod show;
mod train;
mod verify;
mod versus;
mod which;

use anyhow::Context;
use clap::{Parser, Subcommand};
use std::io::Write;

/// Self-modifying game programs that learn from their defeats.
#[derive(Parser, Debug)]
#[command(name = "merlyn", version, about, long_about = format!(
    "Self-modifying game programs that learn from their defeats.\n\nEach game ({}) is a program \
     whose source holds its board and its strategy: it plays one move per run, prints its \
     successor, and rewrites its strategy after a loss.",
    crate::games::Kind::list()
))]
pub struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// The columns help is wrapped to where standard output is no terminal.
pub const HELP_WIDTH: usize = 80;

#[derive(Subcommand, Debug)]
enum Command {
    New(new::New),
    Show(show::Show),
    Replay(replay::Replay),
    History(history::History),
    Verify(verify::Verify),
    Train(train::Train),
    Analyze(analyze::Analyze),
    Diff(diff::Diff),
    Match(versus::Match),
    Perft(perft::Perft),
    Gtp(gtp::Gtp),
    Gomocup(gomocup::Gomocup),
    Contactix(contactix::Contactix),
    Play(play::Play),
    Completions(completions::Completions),
    Man(man::Man),
}

impl Cli {
    /// The command line, its help wrapped to the terminal's width, and to
    /// 80 columns where standard output is no terminal (a pipe, a file, a
    /// manual's reader).
    pub fn command_fitted() -> clap::Command {
        let command = <Self as clap::CommandFactory>::command();
        if std::io::IsTerminal::is_terminal(&std::io::stdout()) {
            command
        } else {
            command.term_width(HELP_WIDTH)
        }
    }

    /// Runs the subcommand and gives the exit code.
    pub fn run(self) -> anyhow::Result<i32> {
        match self.command {
            Command::New(command) => command.run(),
            Command::Show(command) => command.run(),
            Command::Replay(command) => command.run(),
            Command::History(command) => command.run(),
            Command::Verify(command) => command.run(),
            Command::Train(command) => command.run(),
            Command::Analyze(command) => command.run(),
            Command::Diff(command) => command.run(),
            Command::Match(command) => command.run(),
            Command::Perft(command) => command.run(),
            Command::Gtp(command) => command.run(),
            Command::Gomocup(command) => command.run(),
            Command::Contactix(command) => command.run(),
            Command::Play(command) => command.run(),
            Command::Completions(command) => command.run(),
            Command::Man(command) => command.run(),
        }
    }
}

/// Writes `text` to standard output; a failed write is an error, not a
/// panic.
pub fn emit(text: &str) -> anyhow::Result<()> {
    let mut out = std::io::stdout().lock();
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .context("cannot write to standard output")
}
