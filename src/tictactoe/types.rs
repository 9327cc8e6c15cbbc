//! The tic-tac-toe engine's types, made comfortable for the library.
//!
//! The generated program keeps its types bare (no derives), because every
//! trait impl costs compile time on every move. The library adds here the
//! comparisons, copies and text forms its commands and tests want.

use super::program::{Face, Game, Refusal, Status, Text};
use std::fmt;

impl Clone for Game {
    fn clone(&self) -> Self {
        *self
    }
}

impl Copy for Game {}

impl PartialEq for Game {
    fn eq(&self, other: &Self) -> bool {
        self.x == other.x
            && self.o == other.o
            && self.strategy == other.strategy
            && self.face == other.face
    }
}

impl Eq for Game {}

impl fmt::Debug for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Game")
            .field(&state_lines!(Text, self))
            .finish()
    }
}

impl Clone for Face {
    fn clone(&self) -> Self {
        *self
    }
}

impl Copy for Face {}

impl PartialEq for Face {
    fn eq(&self, other: &Self) -> bool {
        self.symbol() == other.symbol()
    }
}

impl Eq for Face {}

impl Face {
    /// The face as it is written: `:-|`, `:-)` or `:-(`.
    pub fn symbol(&self) -> &'static str {
        match self {
            Face::Straight => ":-|",
            Face::Happy => ":-)",
            Face::Sad => ":-(",
        }
    }
}

impl fmt::Display for Face {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())
    }
}

impl fmt::Debug for Face {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.symbol())
    }
}

impl Clone for Status {
    fn clone(&self) -> Self {
        *self
    }
}

impl Copy for Status {}

impl PartialEq for Status {
    fn eq(&self, other: &Self) -> bool {
        std::mem::discriminant(self) == std::mem::discriminant(other)
    }
}

impl Eq for Status {}

impl fmt::Debug for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Status::New => "New",
            Status::On => "On",
            Status::Won => "Won",
            Status::Lost => "Lost",
            Status::Draw => "Draw",
        })
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&String::from_utf8_lossy(&self.message().concat()))
    }
}

impl fmt::Debug for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

impl PartialEq for Refusal {
    fn eq(&self, other: &Self) -> bool {
        self.to_string() == other.to_string()
    }
}

impl std::error::Error for Refusal {}

impl Game {
    /// The board of a new game under `strategy`: blank, with a straight face.
    pub fn new(strategy: [u8; 10]) -> Game {
        Game {
            x: 0,
            o: 0,
            strategy,
            face: Face::Straight,
        }
    }
}
