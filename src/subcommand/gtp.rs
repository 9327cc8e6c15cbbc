//! `merlyn gtp`: a program served over the Go Text Protocol.

use super::which::Which;
use crate::game::Game;
use crate::games::{self, Kind, Task};
use crate::protocol::gtp::Server;

/// Serve a program over GTP, the Go Text Protocol, on standard input and
/// output, for engines and GUIs (HexGui for Con-Tac-Tix).
///
/// The rest of its help gives a move of each game: see `long_about`.
#[derive(clap::Args, Debug)]
#[command(long_about = format!(
    "Serve a program over GTP, the Go Text Protocol, on standard input and output, for engines \
     and GUIs (HexGui for Con-Tac-Tix, Othello GUIs for Reversi).\n\nBlack moves first and is \
     the human's X; white is the program's 0. Moves are in the game's own notation ({}), \
     `pass`, or `resign`; in Reversi black always opens and a forced pass may go unsaid, in \
     Con-Tac-Tix the second move may be `swap-pieces` (Hex's swap rule). `boardsize` takes the \
     program's own board, or any board generation zero plays on (a Gomoku program, trained or \
     not: any square board from 5x5 to 20x20). `komi` is taken and means \
     nothing. Commands: protocol_version, name, version, known_command, list_commands, quit, \
     boardsize, clear_board, komi, play, genmove, undo, showboard, final_score, list_games \
     (the game, as GUIs know it: Othello, Hex, ...) and set_game.",
    games::moves()
))]
pub struct Gtp {
    /// The game [default: the FILE's, else tic-tac-toe].
    #[arg(long, value_enum)]
    game: Option<Kind>,
    #[command(flatten)]
    which: Which,
    /// The program plays at level N, as `merlyn match --level` says: in
    /// Reversi it looks N moves ahead, 1 to 8; in Con-Tac-Tix it weighs its
    /// N + 1 best moves by a search a move deeper, 0 to 9, and at 10, its
    /// strongest, its best moves six moves deep, or on boards up to 8x8
    /// every move by playouts.
    #[arg(long, value_name = "N")]
    level: Option<u8>,
}

impl Gtp {
    pub fn run(self) -> anyhow::Result<i32> {
        self.which.kind(self.game)?.run(self)
    }
}

impl Task for Gtp {
    type Output = anyhow::Result<i32>;

    fn run<G: Game>(self) -> anyhow::Result<i32> {
        let mut server = Server::<G>::new(self.which.strategy::<G>()?);
        if let Some(level) = self.level {
            server = server.at_level(level)?;
        }
        let stdin = std::io::stdin().lock();
        let stdout = std::io::stdout().lock();
        server.serve(stdin, stdout)?;
        Ok(0)
    }
}
