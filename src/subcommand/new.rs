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
    /// loses; Reversi: 64 weight digits, row 1 first; Gomoku: 8 pattern
    /// weights made, a /, 8 taken, such as
    /// 900,400,350,90,30,70,8,2/800,300,250,80,20,60,7,1).
    #[arg(long)]
    strategy: Option<String>,
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
        let strategy = match self.strategy {
            Some(text) => text.parse()?,
            None => G::zero_strategy(),
        };
        Ok(generation::zero::<G>(strategy))
    }
}
