//! The games merlyn knows, by name, and the one place that turns a name
//! into a game's type: every command that takes a GAME, or reads one from
//! a generation's state block, runs its work through `Kind::run`. This
//! registry stands above the games and the interface they share: nothing
//! it uses uses it.

use crate::contactix::ConTacTix;
use crate::game::{Game, Sizes};
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
}

/// Work to do with one game, whichever it is.
pub trait Task {
    type Output;
    fn run<G: Game>(self) -> Self::Output;
}

impl Kind {
    /// Every game, in the order merlyn learned them.
    pub const ALL: [Kind; 4] = [
        Kind::TicTacToe,
        Kind::Reversi,
        Kind::ConTacTix,
        Kind::Gomoku,
    ];

    /// Runs `task` with this game's type.
    pub fn run<T: Task>(self, task: T) -> T::Output {
        match self {
            Kind::TicTacToe => task.run::<TicTacToe>(),
            Kind::Reversi => task.run::<Reversi>(),
            Kind::ConTacTix => task.run::<ConTacTix>(),
            Kind::Gomoku => task.run::<Gomoku>(),
        }
    }

    /// The game's name: `tic-tac-toe`, `reversi`, `contactix`, `gomoku`.
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

    /// The games' names, for messages: `tic-tac-toe, reversi, contactix, gomoku`.
    pub fn list() -> String {
        Kind::ALL.map(Kind::name).join(", ")
    }

    /// The sizes of the game's board, when it is played on more than one.
    pub fn sizes(self) -> Option<Sizes> {
        struct Of;
        impl Task for Of {
            type Output = Option<Sizes>;
            fn run<G: Game>(self) -> Option<Sizes> {
                G::SIZES
            }
        }
        self.run(Of)
    }

    /// The games played on boards of many sizes.
    pub fn of_many_sizes() -> Vec<Kind> {
        Kind::ALL
            .into_iter()
            .filter(|kind| kind.sizes().is_some())
            .collect()
    }

    /// The game `--size` means when no game is named: the one game of
    /// many sizes.
    pub fn sized() -> anyhow::Result<Kind> {
        match Kind::of_many_sizes()[..] {
            [kind] => Ok(kind),
            _ => anyhow::bail!("--size is for {}: give --game too", Kind::sized_list()),
        }
    }

    /// The games of many sizes, for messages: `contactix`, `a or b`.
    fn sized_list() -> String {
        let names: Vec<&str> = Kind::of_many_sizes().into_iter().map(Kind::name).collect();
        or_list(&names)
    }
}

/// Words joined for a sentence: `a`, `a or b`, `a, b or c`.
pub fn or_list(words: &[&str]) -> String {
    match words.split_last() {
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}

/// Generation zero's strategy of `G` on a board of the size written
/// `size`, `CxR`; an error, naming the games of many sizes, for a game of
/// one board.
pub fn sized<G: Game>(size: &str) -> anyhow::Result<G::Strategy> {
    if G::SIZES.is_none() {
        anyhow::bail!(
            "{} is played on one board only: --size `{size}` is for {}",
            G::NAME,
            Kind::sized_list()
        );
    }
    G::sized(size)
}

/// What `--size` takes, for help: each game of many sizes, and its sizes,
/// `contactix: 2x2 to 26x26, 11x11 by default`.
pub fn size_help() -> String {
    Kind::of_many_sizes()
        .into_iter()
        .filter_map(|kind| Some(format!("{kind}: {}", kind.sizes()?.range())))
        .collect::<Vec<_>>()
        .join("; ")
}

/// Is `name` a built-in player's, of any game, rather than a file's?
pub fn is_built_in(name: &str) -> bool {
    struct Own<'a>(&'a str);
    impl Task for Own<'_> {
        type Output = bool;
        fn run<G: Game>(self) -> bool {
            crate::player::is_player::<G>(self.0)
        }
    }
    Kind::ALL.iter().any(|kind| kind.run(Own(name)))
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
