//! The games the driver plays, each with its generation zero embedded as
//! the repository holds it: no file a game can overwrite is ever read for
//! it.

/// One game the driver plays: its name, generation zero, and what one of
/// its moves looks like: in words (for help and refusals), by example, and
/// as a check of its bytes, made before anything is compiled.
pub(super) struct Game {
    pub(super) name: &'static str,
    pub(super) zero: &'static str,
    pub(super) moves: &'static str,
    pub(super) example: &'static str,
    pub(super) fits: fn(&[u8]) -> bool,
    /// A move that fits, as `merlyn replay`'s notation writes it, for the
    /// record of finished games.
    pub(super) written: fn(&str) -> String,
    /// How its strategy is read from its state block, for the record.
    pub(super) strategy: Strategy,
}

impl Game {
    /// What a move is, said to a player who gave something else.
    pub(super) fn hint(&self) -> String {
        format!("give one {}, such as {}", self.moves, self.example)
    }
}

/// The games' names, for a sentence: `a, b, c or d`.
pub(super) fn names() -> String {
    let mut said = String::new();
    for (i, game) in GAMES.iter().enumerate() {
        if i > 0 {
            said.push_str(if i + 1 == GAMES.len() { " or " } else { ", " });
        }
        said.push_str(game.name);
    }
    said
}

/// The games and their moves, for help, a line each:
/// `  reversi       a square, a column a-h then a row 1-8: f5`.
pub(super) fn table() -> String {
    let width = GAMES.iter().map(|game| game.name.len()).max().unwrap_or(0);
    let mut said = String::new();
    for game in GAMES {
        said.push_str(&format!(
            "  {:width$}   a {}: {}\n",
            game.name, game.moves, game.example
        ));
    }
    said
}

/// The games, in the registry's order (`src/registry.rs`), each as its
/// folder's `driver.rs` describes it, with its generation zero as the
/// repository holds it.
macro_rules! registry {
    ($($kind:ident => $module:ident :: $game:ident,)*) => {
        pub(super) const GAMES: &[Game] = &[
            // Paths from src/registry.rs, where the list stands.
            $(include!(concat!(stringify!($module), "/driver.rs")),)*
        ];
    };
}

include!("../registry.rs");

/// The strategy a program holds in its state block's `lines`, written as
/// `merlyn replay --strategy` reads it: none if the block does not read.
pub(super) type Strategy = fn(&[&str]) -> Option<String>;

/// The words of a line that are each one digit, as one string.
pub(super) fn digits(words: &[&str]) -> Option<String> {
    words
        .iter()
        .map(|w| (w.len() == 1 && w.as_bytes()[0].is_ascii_digit()).then_some(*w))
        .collect()
}
