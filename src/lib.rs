//! merlyn: tic-tac-toe programs that play on themselves and learn.
//!
//! The rules live in one place, `templates/merlyn.rs`: generation zero of
//! the self-reproducing program. This crate compiles that very file as its
//! `program` module, so the engine the analysis commands run is, byte for
//! byte, the engine every generation carries.

// `#![no_main]` at the top of the template speaks to a generation's crate
// root; in this module it has nothing to say. The program spells out what
// `?` would do, because `?` costs every move compile time.
#[allow(dead_code, unused_attributes, clippy::question_mark)]
#[rustfmt::skip]
#[path = "../templates/merlyn.rs"]
pub mod program;

pub mod analyze;
pub mod diff;
pub mod generation;
pub mod line;
pub mod opening;
pub mod replay;
pub mod rules;
pub mod strategy;
pub mod subcommand;
pub mod train;
pub mod tree;
pub mod turn;
pub mod verify;

use clap::Parser;

/// Runs the command line `args` and gives the process's exit code: 0 for
/// success, 1 for a negative answer (such as a program that can lose), 2
/// for an error, which is printed here as one `error: ...` line.
pub fn run(args: impl IntoIterator<Item = std::ffi::OsString>) -> i32 {
    let cli = match subcommand::Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(error) => {
            let _ = error.print();
            return if error.use_stderr() { 2 } else { 0 };
        }
    };
    match cli.run() {
        Ok(code) => code,
        Err(error) => {
            eprintln!("error: {error:#}");
            2
        }
    }
}
