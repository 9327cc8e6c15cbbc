//! The Reversi engine's types, made comfortable for the library.
//!
//! The generated program keeps its types bare (no derives), because every
//! trait impl costs compile time on every move. The library adds here the
//! comparisons, copies and text forms its commands and tests want.

use super::program::{Game, Refusal, Text, name};
use std::fmt;

// Copied, shown by its state lines; its refusals shown and errors.
engine_types!(Game, Text, Refusal);

impl PartialEq for Game {
    fn eq(&self, other: &Self) -> bool {
        self.x == other.x
            && self.o == other.o
            && self.weights == other.weights
            && self.depth == other.depth
            && self.level == other.level
            && self.lessons == other.lessons
            && self.all == other.all
            && self.net == other.net
            && self.moves[..self.count] == other.moves[..other.count]
            && self.random == other.random
            && self.status == other.status
    }
}

impl Eq for Game {}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let square = name(self.at);
        let square: &[u8] = if self.at < 64 { &square } else { b"" };
        let text = [self.say, square, self.then].concat();
        f.write_str(&String::from_utf8_lossy(&text))
    }
}

impl PartialEq for Refusal {
    fn eq(&self, other: &Self) -> bool {
        self.to_string() == other.to_string()
    }
}
