//! `merlyn perft`: the size of a game's tree, to check its move generator.

use crate::game::Game;
use crate::games::{Kind, Task};
use crate::perft;

/// Count every legal sequence of DEPTH moves from the start.
///
/// Prints `depth=D nodes=N`. The human (X) moves first; a pass is a move,
/// and a game that ends sooner counts as one leaf. Reversi's counts are
/// the published Othello ones: 4, 12, 56, 244, 1396, 8200, 55092, ...
#[derive(clap::Args, Debug)]
pub struct Perft {
    /// The game.
    #[arg(value_enum)]
    game: Kind,
    /// How many moves deep.
    depth: u32,
}

impl Perft {
    pub fn run(self) -> anyhow::Result<i32> {
        let game = self.game;
        game.run(self)
    }
}

impl Task for Perft {
    type Output = anyhow::Result<i32>;

    fn run<G: Game>(self) -> anyhow::Result<i32> {
        let nodes = perft::from_start::<G>(self.depth);
        super::emit(&format!("depth={} nodes={nodes}\n", self.depth))?;
        Ok(0)
    }
}
