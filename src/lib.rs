//! merlyn: game programs that play on themselves, rewrite their source
//! with every move, and learn from their defeats.
//!
//! Each game's rules live in one place, its generation zero
//! (`templates/GAME.rs`), which this crate compiles as that game's
//! `program` module: the engine the commands run is, byte for byte, the
//! engine every generation carries. `game` is the interface every game
//! stands on; the rest is written once, against it.

/// A program's state lines, each ended by a newline, as the program's own
/// `write` gives them into its `Text` (named here, one type per game).
macro_rules! state_lines {
    ($text:ident, $state:expr) => {{
        let mut lines = $text::empty();
        $state.write(&mut lines);
        String::from_utf8_lossy(&lines.bytes[..lines.len]).into_owned()
    }};
}

/// What every game's engine types want in the library, alike for all
/// (the generated program keeps them bare, as every impl costs compile
/// time on each move): its `Game` copied, and shown by its state lines;
/// its `Refusal` shown by its message, and an error.
macro_rules! engine_types {
    ($game:ident, $text:ident, $refusal:ident) => {
        impl Clone for $game {
            fn clone(&self) -> Self {
                *self
            }
        }

        impl Copy for $game {}

        impl std::fmt::Debug for $game {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.debug_tuple("Game")
                    .field(&state_lines!($text, self))
                    .finish()
            }
        }

        impl std::fmt::Debug for $refusal {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                std::fmt::Display::fmt(self, f)
            }
        }

        impl std::error::Error for $refusal {}
    };
}

// Each game's folder, as the registry (src/registry.rs) lists them.
macro_rules! registry {
    ($($kind:ident => $module:ident :: $game:ident,)*) => {
        $(pub mod $module;)*
    };
}

include!("registry.rs");

pub mod curve;
pub mod diff;
pub mod driver;
pub mod game;
pub mod games;
pub mod generation;
pub mod line;
pub mod perft;
pub mod player;
pub mod protocol;
pub mod replay;
pub mod shown;
pub mod steps;
pub mod subcommand;
pub mod template;
pub mod train;
pub mod tree;
pub mod turn;
pub mod versus;

use clap::FromArgMatches;

/// Runs the command line `args` and gives the process's exit code: 0 for
/// success, 1 for a negative answer (such as a program that can lose), 2
/// for an error, which is printed here as one `error: ...` line.
pub fn run(args: impl IntoIterator<Item = std::ffi::OsString>) -> i32 {
    let parsed = subcommand::Cli::command_fitted()
        .try_get_matches_from(args)
        .and_then(|matches| subcommand::Cli::from_arg_matches(&matches));
    let cli = match parsed {
        Ok(cli) => cli,
        // A bad argument: one line, as every error (but a bare `merlyn`,
        // which gets the whole help).
        Err(error)
            if error.use_stderr()
                && error.kind()
                    != clap::error::ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand =>
        {
            complain(&one_line(&error));
            return 2;
        }
        // --help or --version, or the help of a bare `merlyn`: a reader
        // that stopped reading (`merlyn --help | head -1`) is not an error.
        Err(error) => {
            if let Err(failed) = error.print()
                && failed.kind() != std::io::ErrorKind::BrokenPipe
            {
                complain(&format!("error: cannot write to standard output: {failed}"));
                return 2;
            }
            return if error.use_stderr() { 2 } else { 0 };
        }
    };
    match cli.run() {
        Ok(code) => code,
        // A reader that stopped reading (`merlyn show ... | head`) is not
        // an error of ours.
        Err(error) if broken_pipe(&error) => 0,
        Err(error) => {
            complain(&format!("error: {error:#}"));
            2
        }
    }
}

/// Says `line` on standard error, escaped (`shown`); where that is closed too, says nothing
/// (`eprintln!` would panic).
fn complain(line: &str) {
    use std::io::Write;
    // An error may quote a file or an argument: what acts on a terminal
    // is shown escaped.
    let _ = writeln!(std::io::stderr(), "{}", shown::escaped(line));
}

/// clap's error as one line: its first, then the details under it (the
/// possible values, the missing arguments, a tip), without the usage and
/// the advice to try --help.
fn one_line(error: &clap::Error) -> String {
    let text = error.render().to_string();
    let mut lines = text.lines().map(str::trim).filter(|line| {
        !line.is_empty() && !line.starts_with("Usage:") && !line.starts_with("For more information")
    });
    let mut said = lines.next().unwrap_or("error: bad arguments").to_string();
    for detail in lines {
        said.push_str(if detail.starts_with("tip:") {
            "; "
        } else {
            " "
        });
        said.push_str(detail);
    }
    said
}

fn broken_pipe(error: &anyhow::Error) -> bool {
    error.chain().any(|cause| {
        cause
            .downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    })
}
