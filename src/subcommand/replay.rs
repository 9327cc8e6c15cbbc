//! `merlyn replay`: games played out from a new game, one line each.

use crate::driver::entry::Entry;
use crate::game::Game;
use crate::games::{self, Kind, Task};
use crate::line::Line;
use crate::replay::replay_at;
use anyhow::Context;
use std::path::Path;

/// Play games from a new game and print how each went.
///
/// One line per game, such as `146 computer=879 result=win strategy=1999999999`:
/// the game, the computer's moves in order (`-` for none), the result from
/// the computer's side (win, loss, draw or ongoing), then the game's own
/// fields: its strategy after the game (after a game it learned from, the
/// learned one), and what else it counts, such as each side's discs or
/// stones, yours then the computer's.
#[derive(clap::Args, Debug)]
pub struct Replay {
    /// The game [default: the FILE's, else tic-tac-toe].
    #[arg(long, value_enum)]
    game: Option<Kind>,
    /// The strategy, in the game's form [default: generation zero's].
    #[arg(long)]
    strategy: Option<String>,
    // The human's moves, in each game's notation.
    #[arg(value_name = "GAME", required = true,
          help = format!("The human's moves written together, after a `c` when the computer moves \
                          first, such as {}; a lone `c` lets the computer open. A generation FILE \
                          may come first instead of --strategy, to play its game and strategy. \
                          A line of a game's record (see `merlyn history`) is played under the \
                          strategy it names",
                         games::examples()))]
    games: Vec<String>,
}

impl Replay {
    pub fn run(self) -> anyhow::Result<i32> {
        let (file, games) = match self.games.split_first() {
            Some((first, rest)) if names_a_file(first, self.game) => (Some(Path::new(first)), rest),
            _ => (None, &self.games[..]),
        };
        if games.is_empty() {
            anyhow::bail!("give at least one GAME after the FILE");
        }
        let kind = super::which::kind(self.game, file)?;
        kind.run(Lines {
            strategy: self.strategy.as_deref(),
            file,
            games,
        })
    }
}

struct Lines<'a> {
    strategy: Option<&'a str>,
    file: Option<&'a Path>,
    games: &'a [String],
}

impl Task for Lines<'_> {
    type Output = anyhow::Result<i32>;

    /// Prints a line for each game until one is refused, then fails.
    fn run<G: Game>(self) -> anyhow::Result<i32> {
        let strategy = super::which::strategy::<G>(self.strategy, self.file)?;
        for text in self.games {
            // A line of a game's record: its game, under its strategy, at
            // its level.
            let (text, strategy, level) = match Entry::read(text) {
                Ok(entry) => (
                    entry.moves,
                    entry.strategy.parse().with_context(|| {
                        format!("game {}: strategy={}", entry.moves, entry.strategy)
                    })?,
                    entry
                        .level
                        .map(|level| {
                            level
                                .parse::<u8>()
                                .with_context(|| format!("game {}: level={level}", entry.moves))
                        })
                        .transpose()?,
                ),
                Err(_) => (text.as_str(), strategy, None),
            };
            let line = Line::<G>::parse(text).with_context(|| format!("game {text}"))?;
            let played = replay_at(strategy, level, &line)?;
            super::emit(&format!("{played}\n"))?;
        }
        Ok(0)
    }
}

/// Is the first argument a FILE rather than a GAME? It is when it looks
/// like a path, or names a file and is not a game of `game`; a line of a
/// game's record never is.
fn names_a_file(arg: &str, game: Option<Kind>) -> bool {
    if Entry::read(arg).is_ok() {
        return false;
    }
    struct Parses<'a>(&'a str);
    impl Task for Parses<'_> {
        type Output = bool;
        fn run<G: Game>(self) -> bool {
            Line::<G>::parse(self.0).is_ok()
        }
    }
    arg.contains(['.', '/', '\\'])
        || (Path::new(arg).is_file() && !game.unwrap_or(Kind::TicTacToe).run(Parses(arg)))
}
