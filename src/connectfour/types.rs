//! The Connect Four engine's types, made comfortable for the library.
//!
//! The generated program keeps its types bare (no derives), because every
//! trait impl costs compile time on every move. The library adds here the
//! comparisons, copies and text forms its commands and tests want.

use super::program::{Game, NO, Refusal, Text};
use std::fmt;

// Copied, shown by its state lines; its refusals shown and errors.
engine_types!(Game, Text, Refusal);

impl PartialEq for Game {
    fn eq(&self, other: &Self) -> bool {
        self.cells == other.cells
            && super::Weights::of(&self.mind) == super::Weights::of(&other.mind)
            && self.moves[..self.count] == other.moves[..other.count]
            && self.first == other.first
            && self.random == other.random
            && self.status == other.status
    }
}

impl Eq for Game {}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let column = if self.column < NO {
            (self.column + 1).to_string()
        } else {
            String::new()
        };
        write!(
            f,
            "{}{column}{}",
            String::from_utf8_lossy(self.say),
            String::from_utf8_lossy(self.then)
        )
    }
}
