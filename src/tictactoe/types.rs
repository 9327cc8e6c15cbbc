//! The tic-tac-toe engine's types, made comfortable for the library.
//!
//! The generated program keeps its types bare (no derives), because every
//! trait impl costs compile time on every move. The library adds here the
//! comparisons, copies and text forms its commands and tests want.

use super::program::{Game, HAPPY, Refusal, SAD, STRAIGHT, Text};
use std::fmt;

// Copied, shown by its state lines; its refusals shown and errors.
engine_types!(Game, Text, Refusal);

impl PartialEq for Game {
    fn eq(&self, other: &Self) -> bool {
        self.x == other.x
            && self.o == other.o
            && self.strategy == other.strategy
            && self.face == other.face
    }
}

impl Eq for Game {}

/// The face whose mouth is `mouth` (one of the program's STRAIGHT, HAPPY,
/// SAD), as it is written: `:-|`, `:-)` or `:-(`.
pub fn face(mouth: u8) -> &'static str {
    match mouth {
        HAPPY => ":-)",
        SAD => ":-(",
        _ => ":-|",
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let cell = [b'0' + self.at];
        let cell: &[u8] = if self.at > 0 { &cell } else { b"" };
        let text = [self.say, cell, self.then].concat();
        f.write_str(&String::from_utf8_lossy(&text))
    }
}

impl PartialEq for Refusal {
    fn eq(&self, other: &Self) -> bool {
        self.to_string() == other.to_string()
    }
}

impl Game {
    /// The board of a new game under `strategy`: blank, with a straight face.
    pub fn new(strategy: [u8; 10]) -> Game {
        Game {
            x: 0,
            o: 0,
            strategy,
            face: STRAIGHT,
        }
    }
}
