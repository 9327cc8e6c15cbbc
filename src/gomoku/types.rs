//! The Gomoku engine's types, made comfortable for the library.
//!
//! The generated program keeps its types bare (no derives), because every
//! trait impl costs compile time on every move. The library adds here the
//! comparisons, copies and text forms its commands and tests want.

use super::program::{Game, NONE, Refusal, SIZE, Text, name};
use std::fmt;

// Copied, shown by its state lines; its refusals shown and errors.
engine_types!(Game, Text, Refusal);

impl PartialEq for Game {
    fn eq(&self, other: &Self) -> bool {
        self.size == other.size
            && self.cells == other.cells
            && self.weights == other.weights
            && self.values == other.values
            && self.lookahead == other.lookahead
            && self.lessons == other.lessons
            && self.all == other.all
            && self.net == other.net
            && self.moves[..self.count] == other.moves[..other.count]
            && self.random[..self.count] == other.random[..other.count]
            && self.first == other.first
            && self.status == other.status
    }
}

impl Eq for Game {}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let cell = if self.at < NONE { name(self.at, SIZE) } else { [0; 3] };
        let cell: Vec<u8> = cell.into_iter().filter(|&b| b != 0).collect();
        let text = [self.say, &cell, self.then].concat();
        f.write_str(&String::from_utf8_lossy(&text))
    }
}

impl PartialEq for Refusal {
    fn eq(&self, other: &Self) -> bool {
        self.to_string() == other.to_string()
    }
}
