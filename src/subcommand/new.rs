//! `merlyn new`: generation zero of a game.

use crate::game::Game;
use crate::games::{Kind, Task};
use crate::generation;

/// Print generation zero of a game, the program that starts it all.
///
/// Redirect it to a file to play by hand: `merlyn new > merlyn.rs`.
#[derive(clap::Args, Debug)]
pub struct New {
    /// The game.
    #[arg(value_enum, default_value_t = Kind::TicTacToe)]
    game: Kind,
    /// Another strategy, in the game's form (tic-tac-toe: 9883857753 never
    /// loses; Reversi: 64 weight digits, row 1 first; contactix:
    /// a row of digits per row of the board, separated by /).
    #[arg(long)]
    strategy: Option<String>,
    /// The board's size, columns x rows (contactix only: 2x2 to 26x26,
    /// 11x11 by default).
    #[arg(long, value_name = "CxR", conflicts_with = "strategy")]
    size: Option<String>,
}

impl New {
    pub fn run(self) -> anyhow::Result<i32> {
        let game = self.game;
        let source = game.run(self)?;
        super::emit(&source)?;
        Ok(0)
    }
}

impl Task for New {
    type Output = anyhow::Result<String>;

    fn run<G: Game>(self) -> anyhow::Result<String> {
        let strategy = match (self.strategy, self.size) {
            (Some(text), _) => text.parse()?,
            (None, Some(size)) => G::sized(&size)?,
            (None, None) => G::zero_strategy(),
        };
        Ok(generation::zero::<G>(strategy))
    }
}
