//! `merlyn new`: generation zero of a game; or a new generation holding
//! what another program holds (its control, or its state carried into
//! this version's code), or a Con-Tac-Tix board file's board.

use crate::contactix::{self, BoardFile};
use crate::game::Game;
use crate::games::{self, Kind, Task};
use crate::generation;
use anyhow::{Context, ensure};
use std::path::PathBuf;

/// Print generation zero of a game, the program that starts it all.
///
/// Redirect it to a file to play by hand: `merlyn new > merlyn.rs`.
#[derive(clap::Args, Debug)]
pub struct New {
    /// The game [default: the --control FILE's, else tic-tac-toe].
    #[arg(value_enum)]
    game: Option<Kind>,
    /// The game, as every other command takes it (the same as GAME).
    #[arg(
        long = "game",
        id = "game_named",
        value_name = "GAME",
        value_enum,
        conflicts_with = "game"
    )]
    game_named: Option<Kind>,
    // Another strategy, in the game's form: each game's told by --help,
    // whose examples are too long a word for -h's column.
    #[arg(long, help = "Another strategy, in the game's form (--help gives each game's)",
          long_help = format!("Another strategy, in the game's form ({})", games::forms()))]
    strategy: Option<String>,
    // The board's size, for a game of many sizes.
    #[arg(long, value_name = "CxR", conflicts_with = "strategy",
          help = format!("The board's size, columns x rows ({})", games::size_help()))]
    size: Option<String>,
    /// A program's state (its board and all it learned), written into
    /// this version's code: for a program of another version of merlyn,
    /// whose code this one would refuse; its code is never run, only its
    /// state read. Or the board of an assignment's board file (contactix
    /// only): its first colour of `orientation` is yours (X), and when its
    /// `turn` is the second colour, the program moves first.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["size", "strategy"])]
    from: Option<PathBuf>,
    /// The control of the program in FILE: a new game with FILE's search
    /// (how far it looks ahead) and generation zero's evaluation. Matched
    /// against FILE, it shows what FILE's lessons taught it beyond looking
    /// further.
    #[arg(long, value_name = "FILE", conflicts_with_all = ["strategy", "size", "from"])]
    control: Option<PathBuf>,
}

impl New {
    pub fn run(self) -> anyhow::Result<i32> {
        if let Some(path) = &self.from {
            let text = generation::read_file(path)?;
            if text.lines().any(|line| line == generation::OPEN) {
                let carried = Kind::of_source(&text)
                    .and_then(|kind| {
                        if let Some(game) = self.game.or(self.game_named)
                            && game != kind
                        {
                            anyhow::bail!("this is a {kind} program, not {game}");
                        }
                        kind.run(Carried(&text))
                    })
                    .with_context(|| path.display().to_string())?;
                super::emit(&carried)?;
                return Ok(0);
            }
        }
        let game = super::which::kind(self.game.or(self.game_named), self.control.as_deref())?;
        let source = match &self.from {
            Some(path) => {
                ensure!(
                    game == Kind::ConTacTix,
                    "--from reads a Con-Tac-Tix board file: give `merlyn new contactix --from {}`",
                    path.display()
                );
                from_board_file(path, self.strategy.as_deref())?
            }
            None => game.run(self)?,
        };
        super::emit(&source)?;
        Ok(0)
    }
}

impl Task for New {
    type Output = anyhow::Result<String>;

    fn run<G: Game>(self) -> anyhow::Result<String> {
        let strategy = match (self.strategy, self.size, self.control) {
            (Some(text), _, _) => text.parse()?,
            (None, Some(size), _) => games::sized::<G>(&size)?,
            (None, None, Some(file)) => {
                G::control(&G::strategy(&generation::read_state::<G>(&file)?))
            }
            (None, None, None) => G::zero_strategy(),
        };
        Ok(generation::zero::<G>(strategy))
    }
}

/// A generation of this version holding the state of the program whose
/// source is the text: its state read as this version's generation reads
/// it, its code, whatever it is, left behind.
struct Carried<'a>(&'a str);

impl Task for Carried<'_> {
    type Output = anyhow::Result<String>;

    fn run<G: Game>(self) -> anyhow::Result<String> {
        let block = generation::Block::find(self.0)?;
        let state = block
            .state::<G>()
            .context("its state does not read in this version of merlyn")?;
        Ok(G::source(&state))
    }
}

/// A Con-Tac-Tix generation holding the board of the board file at `path`.
fn from_board_file(path: &std::path::Path, strategy: Option<&str>) -> anyhow::Result<String> {
    let name = path.display();
    let text = std::fs::read_to_string(path).with_context(|| format!("cannot read {name}"))?;
    let file: BoardFile = text.parse().with_context(|| name.to_string())?;
    let strategy = strategy.map(str::parse).transpose()?;
    contactix::file::generation(&file, strategy).with_context(|| name.to_string())
}
