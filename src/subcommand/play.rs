//! `merlyn play`: a turn of a game, as the driver plays it.
//!
//! The driver is `scripts/play`, written once in POSIX sh and carried here
//! byte for byte, so that `cargo install` gives a way to play: the binary
//! runs it with `sh`, and tells it where to find generation zero (the
//! binary's own `merlyn new`) through the environment.

use crate::games::Kind;
use anyhow::Context;
use std::process::Command;

/// The driver, as the repository holds it.
const DRIVER: &str = include_str!("../../scripts/play");

/// Play one turn of a game: your move, then the program's.
///
/// The game is kept in the current directory (or in PLAY_DIR): GAME.rs,
/// the best program so far, GAME-next.rs, the game in progress, and
/// .play-GAME/. Every turn compiles the game in progress with rustc. The
/// same as `scripts/play GAME ...` in the repository.
#[derive(clap::Args, Debug)]
pub struct Play {
    /// The game.
    #[arg(value_enum)]
    game: Kind,
    /// Your move (none, at the start of a game: the program opens), or
    /// quitgame, or clobber; with -e, -s, --force as the driver takes them
    /// (`merlyn play reversi -h`).
    #[arg(
        allow_hyphen_values = true,
        trailing_var_arg = true,
        value_name = "ARGS"
    )]
    args: Vec<String>,
}

impl Play {
    pub fn run(self) -> anyhow::Result<i32> {
        let merlyn = std::env::current_exe().context("cannot find the merlyn binary")?;
        let status = Command::new("sh")
            .arg("-c")
            .arg(DRIVER)
            .arg("play")
            .arg(self.game.name())
            .args(&self.args)
            .env("MERLYN", merlyn)
            .status()
            .context("cannot run sh, which runs the driver")?;
        Ok(status.code().unwrap_or(2))
    }
}
