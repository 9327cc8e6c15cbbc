//! `merlyn train`: a program trained until it stops losing, and written out.

use super::which::Which;
use crate::game::Game;
use crate::games::{Kind, Task};
use crate::generation;
use crate::player;
use crate::tictactoe::{self, TicTacToe};
use crate::train::{Opponent, train};
use anyhow::{Context, bail};
use std::io::Write;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

/// Train a program until it stops losing.
///
/// Against players (`--against`, as often as you like): the program plays
/// each in turn, once moving second and once first, and learns from every
/// loss exactly as a generation does, until a whole round has no loss.
/// Prints one line per loss, `loss 1 against=first line=... strategy=...`,
/// then `converged losses=N games=G ...` or, after `--losses` losses,
/// `gave-up losses=N games=G ...`.
///
/// Without `--against`, a tic-tac-toe program trains against a perfect
/// adversary, which plays the first game the program loses (the one verify
/// names) until there is none: `loss 1 line=c1357 strategy=5999989999`,
/// then `converged losses=N strategy=...`.
#[derive(clap::Args, Debug)]
pub struct Train {
    /// The game [default: the FILE's, else tic-tac-toe].
    #[arg(long, value_enum)]
    game: Option<Kind>,
    #[command(flatten)]
    which: Which,
    /// Train generation zero on a board of this size, columns x rows
    /// (contactix, the game it then means: 2x2 to 26x26, 11x11 by default).
    #[arg(long, value_name = "CxR", conflicts_with_all = ["strategy", "file"])]
    size: Option<String>,
    /// A player to train against: first, last, random:SEED, the game's own
    /// (Reversi: greedy, reverxii; Con-Tac-Tix: shortest, assignment;
    /// Gomoku: greedy, tick5), or a generation's FILE on the same board.
    #[arg(long, value_name = "PLAYER")]
    against: Vec<String>,
    /// Give up after this many losses.
    #[arg(long, value_name = "N", default_value_t = 10_000)]
    losses: usize,
    /// Converged after this many games in a row without a loss (at least
    /// a whole round: two games per player).
    #[arg(long, value_name = "N", default_value_t = 0)]
    unbeaten: usize,
    /// Write the trained program, a generation with a new game, to this file.
    #[arg(long, value_name = "FILE")]
    write: Option<PathBuf>,
}

impl Train {
    pub fn run(self) -> anyhow::Result<i32> {
        let game = self.game.or(self.size.as_ref().map(|_| Kind::ConTacTix));
        let kind = self.which.kind(game)?;
        if self.against.is_empty() && kind == Kind::TicTacToe {
            let training = tictactoe::train::train(self.which.strategy::<TicTacToe>()?)?;
            self.finish::<TicTacToe>(training.strategy)?;
            super::emit(&training.to_string())?;
            return Ok(0);
        }
        kind.run(self)
    }
}

impl Task for Train {
    type Output = anyhow::Result<i32>;

    fn run<G: Game>(self) -> anyhow::Result<i32> {
        if self.against.is_empty() {
            bail!(
                "{} has no perfect adversary: give --against PLAYER ({}, or a generation's FILE)",
                G::NAME,
                player::names::<G>()
            );
        }
        let strategy = match &self.size {
            Some(size) => G::sized(size)?,
            None => self.which.strategy::<G>()?,
        };
        for name in &self.against {
            if let Some(theirs) = player::file_strategy::<G>(name)?
                && !player::same_board::<G>(&theirs, &strategy)
            {
                bail!("{name} plays on another board than the program it would train");
            }
        }
        let mut opponents = self
            .against
            .iter()
            .map(|name| {
                Ok(Opponent {
                    name: name.clone(),
                    player: player::by_name::<G>(name)?,
                })
            })
            .collect::<anyhow::Result<Vec<_>>>()?;
        let mut written = Ok(());
        let mut n = 0;
        let training = train(
            strategy,
            &mut opponents,
            self.unbeaten,
            self.losses,
            |loss| {
                n += 1;
                if written.is_ok() {
                    written = super::emit(&format!("loss {n} {loss}\n"));
                }
            },
        )?;
        written?;
        self.finish::<G>(training.strategy)?;
        super::emit(&format!("{training}\n"))?;
        Ok(if training.converged { 0 } else { 1 })
    }
}

impl Train {
    /// Writes the trained program, when asked to.
    fn finish<G: Game>(&self, strategy: G::Strategy) -> anyhow::Result<()> {
        if let Some(path) = &self.write {
            write_atomically(path, &generation::zero::<G>(strategy))
                .with_context(|| format!("cannot write {}", path.display()))?;
        }
        Ok(())
    }
}

/// Writes `text` to a temporary file beside `path`, then renames it there,
/// so that `path` never holds half a program. Only a regular file that may
/// be written is replaced (its mode kept), or a new one made (mode 0644).
fn write_atomically(path: &Path, text: &str) -> anyhow::Result<()> {
    let mode = match std::fs::symlink_metadata(path) {
        Ok(meta) if !meta.file_type().is_file() => {
            bail!("it is not a regular file, and is left as it is")
        }
        Ok(meta) if meta.permissions().readonly() => bail!("it is read-only"),
        Ok(meta) => meta.permissions().mode() & 0o7777,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => 0o644,
        Err(error) => return Err(error.into()),
    };
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let mut file = tempfile::NamedTempFile::new_in(dir)?;
    file.write_all(text.as_bytes())?;
    file.as_file()
        .set_permissions(std::fs::Permissions::from_mode(mode))?;
    file.as_file().sync_all()?;
    file.persist(path)?;
    Ok(())
}
