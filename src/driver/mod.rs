//! The driver: one turn of a game against merlyn, a program whose source
//! is the board. `scripts/ttt` and `scripts/play` build it (`main.rs`,
//! this file and the modules beside it) with plain `rustc` (it uses std
//! only) and run it; `merlyn play` runs it in process. It is written once,
//! for both.
//!
//! Each turn compiles the game in progress, runs it with the player's
//! move, and installs the program it prints (its successor) as the new
//! game in progress. For a GAME, such as reversi, in the current directory
//! (or in $PLAY_DIR; $TTT_DIR for ttt):
//!
//!   GAME.rs           the best program so far (generation zero on first use)
//!   GAME-next.rs      the game in progress, or the last finished game
//!   GAME-history.txt  the record of finished games, a line each
//!   .play-GAME/       the lock, the toolchain cache, GAME.rs's binary (kept
//!                     between games), the moves of the game in progress,
//!                     which best program it began from (`began`), and
//!                     each turn's temporaries
//!   GAME-learned.rs   a lesson set aside, where the best program's place
//!                     held what the game did not begin from
//!
//! Tic-tac-toe keeps merlyn.rs, nextmove.rs and .ttt/ instead, as in 1991,
//! and its record in merlyn-history.txt, whichever command plays it: one
//! game per directory (`unite` brings over a game kept under play's old
//! names).
//!
//! What it guarantees:
//!
//! - A turn is atomic: the successor is written aside, checked (the run
//!   succeeded; its text apart from its state block is its predecessor's,
//!   line for line; its state block says the game and a status), shown,
//!   and committed by one rename onto the game in progress. Its state has
//!   passed the game's own check: the code around it is the code that
//!   wrote it, and a generation writes only a state it accepts (it refuses,
//!   on reading, any state it would not write, but for one exception: a
//!   Connect Four game won or drawn need not hold the moves its mind, which
//!   has learned from the game since, would choose).
//! - After a lost game (and after any finished game of one that learns
//!   from every game: Connect Four), the successor is
//!   recorded in `learned` before the commit, and installed as the best
//!   program after it, once it has passed the check above against the
//!   program it replaces and its own check of its state: compiled, and run,
//!   it opens a game. Only the driver's own record is ever installed: a
//!   game in progress edited to say `lost` is not. A turn killed between
//!   the commit and the install is finished by the next command.
//! - The lock is `lock` in the work directory, held with `File::lock`:
//!   the operating system releases it when its holder dies, so there is
//!   no stale lock to guess at, and only its holder removes the file. A
//!   driver that waits says so after a second, and gives up after
//!   MERLYN_LOCK_WAIT seconds (10).
//! - Every child (the compiler, the linker, a generation) dies with the
//!   driver, and is stopped after MERLYN_TIME_LIMIT seconds (120).
//! - Generation zero is embedded (`games.rs`), as `merlyn new` has it: no
//!   file a game can overwrite is ever read for it.
//!
//! The work is one module per concern: `args` reads the command line,
//! `spelling` the game's name, `dir` enters the game's directory, `unite`
//! brings a tic-tac-toe game over from play's old names, `file` reads what
//! it is given (a regular file, of bounded size, through no link in the
//! work directory, never blocking on a pipe), `lock` holds the lock,
//! `toolchain` finds rustc and the link command, `shared` keeps beside the
//! driver what every directory may copy in (the game's code, the
//! toolchain), `compile` builds a generation, `child` runs it under the
//! time bound, `check` checks its successor, `turn` shows the turn and
//! `commit` commits it, `learn` installs what a finished game taught, over
//! only the program the game began from (`origin`), `record` keeps the
//! record of finished games; `quitgame` and `clobber` are the other two
//! commands; `say` fits every line in 80 columns.

use std::ffi::OsString;
use std::io::{self, Write};
use std::path::Path;

pub mod block;
pub mod entry;
pub mod spelling;

mod args;
mod check;
mod child;
mod clobber;
mod command;
mod commit;
mod compile;
mod dir;
mod fail;
mod file;
mod games;
mod learn;
mod link;
mod lock;
mod names;
mod origin;
mod parts;
mod quitgame;
mod record;
mod say;
mod shared;
mod state;
mod toolchain;
mod turn;
mod unite;

use args::start;

/// A program's name by its content, as the driver's records name it: for
/// the library's tests (the driver's own program does not use it so).
#[allow(unused_imports)]
pub use names::key;
/// The most bytes of a record of games the driver reads, and adds to.
#[allow(unused_imports)]
pub use record::RECORD;

/// The version the drivers print with --version.
pub const VERSION: &str = "0.1.0";

/// Plays what `args` ask (the words after `ttt` or `play GAME`) as the
/// command `name` (`ttt` or `play`), and gives the exit status. `clone` is
/// the repository the launcher sits in, if any: its `templates/` holds
/// generation zero's sources, and no game is played there.
pub fn run(name: &str, clone: Option<&Path>, args: &[OsString]) -> i32 {
    let me = if name == "ttt" { "ttt" } else { "play" };
    let mut driver = None;
    let result = start(me, clone, args, &mut driver);
    let status = match result {
        Ok(status) => status,
        Err(fail) => {
            // A line each, in the command's name: what went wrong, then
            // what to do about it.
            for line in fail.message.lines() {
                let _ = writeln!(io::stderr(), "{me}: {line}");
            }
            fail.status
        }
    };
    if let Some(driver) = driver.as_mut() {
        driver.release();
    }
    status
}
