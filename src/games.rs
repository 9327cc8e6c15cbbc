//! The games merlyn knows, by name, and the one place that turns a name
//! into a game's type: every command that takes a GAME, or reads one from
//! a generation's state block, runs its work through `Kind::run`.

use crate::connectfour::ConnectFour;
use crate::contactix::ConTacTix;
use crate::game::Game;
use crate::generation::Block;
use crate::gomoku::Gomoku;
use crate::reversi::Reversi;
use crate::tictactoe::TicTacToe;
use std::fmt;

/// A game merlyn generates programs for.
#[derive(Clone, Copy, PartialEq, Eq, Debug, clap::ValueEnum)]
pub enum Kind {
    /// The 1991 game, on a 3x3 board.
    #[value(name = "tic-tac-toe")]
    TicTacToe,
    /// Reversi (Othello), on an 8x8 board.
    Reversi,
    /// Con-Tac-Tix (Hex), on a rhombus of hexagons, 11x11 unless made otherwise.
    #[value(name = "contactix")]
    ConTacTix,
    /// Gomoku, five in a row on a 15x15 board.
    Gomoku,
    /// Connect Four, four in a row on an upright board of 7 columns by 6 rows.
    #[value(name = "connect-four")]
    ConnectFour,
}

/// Work to do with one game, whichever it is.
pub trait Task {
    type Output;
    fn run<G: Game>(self) -> Self::Output;
}

impl Kind {
    /// Every game, in the order merlyn learned them.
    pub const ALL: [Kind; 5] = [
        Kind::TicTacToe,
        Kind::Reversi,
        Kind::ConTacTix,
        Kind::Gomoku,
        Kind::ConnectFour,
    ];

    /// Runs `task` with this game's type.
    pub fn run<T: Task>(self, task: T) -> T::Output {
        match self {
            Kind::TicTacToe => task.run::<TicTacToe>(),
            Kind::Reversi => task.run::<Reversi>(),
            Kind::ConTacTix => task.run::<ConTacTix>(),
            Kind::Gomoku => task.run::<Gomoku>(),
            Kind::ConnectFour => task.run::<ConnectFour>(),
        }
    }

    /// The game's name: `tic-tac-toe`, `reversi`, `contactix`, `gomoku`,
    /// `connect-four`.
    pub fn name(self) -> &'static str {
        struct Name;
        impl Task for Name {
            type Output = &'static str;
            fn run<G: Game>(self) -> &'static str {
                G::NAME
            }
        }
        self.run(Name)
    }

    /// Generation zero, as `templates/GAME.rs` holds it.
    pub fn zero(self) -> &'static str {
        struct Zero;
        impl Task for Zero {
            type Output = &'static str;
            fn run<G: Game>(self) -> &'static str {
                G::ZERO
            }
        }
        self.run(Zero)
    }

    /// The game of a name.
    pub fn named(name: &str) -> anyhow::Result<Kind> {
        Kind::ALL
            .into_iter()
            .find(|kind| kind.name() == name)
            .ok_or_else(|| anyhow::anyhow!("`{name}` is not a game merlyn knows: {}", Kind::list()))
    }

    /// The game of a generation, read from its state block.
    pub fn of_source(source: &str) -> anyhow::Result<Kind> {
        Kind::named(Block::find(source)?.game)
    }

    /// The games' names, for messages: `tic-tac-toe, reversi, contactix, gomoku,
    /// connect-four`.
    pub fn list() -> String {
        Kind::ALL.map(Kind::name).join(", ")
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
