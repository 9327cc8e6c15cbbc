//! `merlyn perft`: the size of a game's tree, to check its move generator.

use super::progress;
use crate::game::{Game, Side};
use crate::games::{Kind, Task};
use crate::perft;
use indicatif::ProgressBar;

/// Count every legal sequence of DEPTH moves from the start.
///
/// Prints `depth=D nodes=N`. The human (X) moves first; a pass is a move,
/// and a game that ends sooner counts as one leaf. The tree is counted on
/// every core. Reversi's counts are
/// the published Othello ones: 4, 12, 56, 244, 1396, 8200, 55092, ...
#[derive(clap::Args, Debug)]
pub struct Perft {
    /// The game.
    #[arg(value_enum)]
    game: Kind,
    /// How many moves deep.
    depth: u32,
    /// Count on this many threads [default: one per core]; the count is
    /// the same on any number.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u16).range(1..))]
    threads: Option<u16>,
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
        let start = G::start(Side::X);
        let threads = self.threads.map_or_else(perft::cores, usize::from);
        progress::interrupts();
        let watch = Watching(progress::bar(None, "parts"));
        let count = perft::parallel::<G>(&start, self.depth, threads, &watch);
        watch.0.finish_and_clear();
        match count {
            Some(nodes) => {
                super::emit(&format!("depth={} nodes={nodes}\n", self.depth))?;
                Ok(0)
            }
            None => {
                eprintln!("perft: interrupted before the count was done");
                Ok(130)
            }
        }
    }
}

/// A count on a progress bar (of the tree's parts), stopped by Ctrl-C.
struct Watching(ProgressBar);

impl perft::Watch for Watching {
    fn parts(&self, parts: usize) {
        self.0.set_length(parts as u64);
        self.0.set_style(progress::style(true, "parts"));
    }

    fn counted(&self) {
        self.0.inc(1);
    }

    fn stop(&self) -> bool {
        progress::stopped()
    }
}
