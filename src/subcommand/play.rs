//! `merlyn play`: a turn of a game, as the driver plays it.
//!
//! The driver is `src/driver/`, written once in Rust with std only: the
//! repository's `scripts/play` builds it with plain rustc and runs it, and
//! this binary runs the same code in process, with generation zero
//! embedded in it as `merlyn new` has it.

use crate::games::Kind;
use std::ffi::OsString;

/// Play one turn of a game: your move, then the program's.
///
/// The game is kept in the current directory (or in PLAY_DIR): GAME.rs,
/// the best program so far, GAME-next.rs, the game in progress, and
/// .play-GAME/; tic-tac-toe keeps the 1991 names, merlyn.rs, nextmove.rs
/// and .ttt/, and is one game with `scripts/ttt`'s. Every turn compiles
/// the game in progress with rustc. The same as `scripts/play GAME ...` in
/// the repository.
#[derive(clap::Args, Debug)]
pub struct Play {
    /// The game, in any case (ttt is tic-tac-toe).
    game: Option<Kind>,
    /// Your move (none, at the start of a game: the program opens), or
    /// quitgame, or clobber; with -e, -s, --force as the driver takes them
    /// (`merlyn play reversi -- -h` shows its help).
    #[arg(
        allow_hyphen_values = true,
        trailing_var_arg = true,
        value_name = "ARGS"
    )]
    args: Vec<OsString>,
}

impl Play {
    pub fn run(self) -> anyhow::Result<i32> {
        // As the driver asks when no game is named.
        let Some(game) = self.game else {
            anyhow::bail!("which game? Such as: merlyn play reversi f5 (merlyn play -h for help)");
        };
        let mut args = vec![OsString::from(game.name())];
        args.extend(self.args);
        Ok(crate::driver::run("play", None, &args))
    }
}
