//! Which program a subcommand looks at: the game's generation zero, or one
//! given by `--strategy`, or the generation in a FILE, whose game and
//! strategy are read from its state block.

use crate::game::Game;
use crate::games::{self, Kind};
use crate::generation;
use anyhow::bail;
use std::path::{Path, PathBuf};

/// `[--strategy STRATEGY | FILE]`, for subcommands with no other positionals.
#[derive(clap::Args, Debug)]
pub struct Which {
    // The strategy, in its game's form: each game's told by --help, whose
    // examples are too long a word for -h's column.
    #[arg(long, help = "The strategy, in its game's form (--help gives each game's) \
                        [default: generation zero's]",
          long_help = format!("The strategy, in its game's form ({}) [default: generation \
                               zero's]", games::forms()))]
    strategy: Option<String>,
    /// A generation's source file, whose game and strategy are used instead.
    #[arg(value_name = "FILE", conflicts_with = "strategy")]
    file: Option<PathBuf>,
}

impl Which {
    /// The game: `game` if given, else the FILE's, else tic-tac-toe.
    pub fn kind(&self, game: Option<Kind>) -> anyhow::Result<Kind> {
        kind(game, self.file.as_deref())
    }

    /// The strategy of the program chosen, of game `G`.
    pub fn strategy<G: Game>(&self) -> anyhow::Result<G::Strategy> {
        strategy::<G>(self.strategy.as_deref(), self.file.as_deref())
    }
}

/// The game: `game` if given (and then FILE must be of it), else the
/// FILE's, else tic-tac-toe.
pub fn kind(game: Option<Kind>, file: Option<&Path>) -> anyhow::Result<Kind> {
    let of_file = match file {
        Some(file) => Some(
            Kind::of_source(&generation::read_file(file)?)
                .map_err(|error| anyhow::anyhow!("{}: {error}", file.display()))?,
        ),
        None => None,
    };
    match (game, of_file) {
        (Some(game), Some(of_file)) if game != of_file => bail!(
            "{} is a {of_file} program, not {game}",
            file.expect("a file").display()
        ),
        (Some(game), _) | (None, Some(game)) => Ok(game),
        (None, None) => Ok(Kind::TicTacToe),
    }
}

/// The strategy given as text, or the one in the generation at `file`, or
/// generation zero's when neither is given.
pub fn strategy<G: Game>(text: Option<&str>, file: Option<&Path>) -> anyhow::Result<G::Strategy> {
    match (text, file) {
        (Some(_), Some(file)) => bail!(
            "give either --strategy or a FILE, not both (FILE was {})",
            file.display()
        ),
        (Some(text), None) => text.parse(),
        (None, Some(file)) => Ok(G::strategy(&generation::read_state::<G>(file)?)),
        (None, None) => Ok(G::zero_strategy()),
    }
}
