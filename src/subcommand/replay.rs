//! `merlyn replay`: games played out from an empty board, one line each.

use crate::line::Line;
use crate::replay::replay;
use anyhow::Context;
use std::path::Path;

/// Play games from an empty board and print how each went.
///
/// One line per game, such as `146 computer=879 result=win strategy=1999999999`:
/// the game, the computer's moves in order (`-` for none), the result from
/// the computer's side (win, loss, draw or ongoing) and the strategy after
/// the game (its opening set; after a loss, that opening's digit lowered).
#[derive(clap::Args, Debug)]
pub struct Replay {
    /// The 10-character strategy string [default: 9999999999].
    #[arg(long)]
    strategy: Option<String>,
    /// The human's moves as digits, after a `c` when the computer moves
    /// first: 146, c3412, c. A generation FILE may come first instead of
    /// --strategy, to play its strategy.
    #[arg(value_name = "GAME", required = true)]
    games: Vec<String>,
}

impl Replay {
    pub fn run(self) -> anyhow::Result<i32> {
        let (file, games) = match self.games.split_first() {
            Some((first, rest)) if names_a_file(first) => (Some(Path::new(first)), rest),
            _ => (None, &self.games[..]),
        };
        if games.is_empty() {
            anyhow::bail!("give at least one GAME after the FILE, such as 146");
        }
        let strategy = super::which::strategy(self.strategy.as_deref(), file)?;
        let mut out = String::new();
        for text in games {
            let line: Line = text.parse().with_context(|| format!("game {text}"))?;
            out.push_str(&format!("{}\n", replay(strategy, &line)?));
        }
        print!("{out}");
        Ok(0)
    }
}

/// Is the first argument a FILE rather than a GAME? It is when it is not
/// game notation and names a file or looks like a path.
fn names_a_file(arg: &str) -> bool {
    arg.parse::<Line>().is_err() && (Path::new(arg).is_file() || arg.contains(['.', '/', '\\']))
}
