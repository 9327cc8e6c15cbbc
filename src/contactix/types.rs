//! The Con-Tac-Tix engine's types, made comfortable for the library.
//!
//! The generated program keeps its types bare (no derives), because every
//! trait impl costs compile time on every move. The library adds here the
//! comparisons, copies and text forms its commands and tests want.

use super::program::{Board, Game, NONE, Refusal, Text, name};
use std::fmt;

impl Clone for Board {
    fn clone(&self) -> Self {
        *self
    }
}

impl Copy for Board {}

// Copied, shown by its state lines; its refusals shown and errors.
engine_types!(Game, Text, Refusal);

impl PartialEq for Game {
    fn eq(&self, other: &Self) -> bool {
        self.board.cells == other.board.cells
            && (self.board.columns, self.board.rows) == (other.board.columns, other.board.rows)
            && self.weights == other.weights
            && (self.deeper, self.level) == (other.deeper, other.level)
            && (self.learned, self.lessons) == (other.learned, other.lessons)
            && (self.all, self.net) == (other.all, other.net)
            && self.again_count == other.again_count
            && self.again[..self.again_count] == other.again[..other.again_count]
            && self.again_at[..self.again_count] == other.again_at[..other.again_count]
            && self.moves[..self.count] == other.moves[..other.count]
            && self.random[..self.count] == other.random[..other.count]
            && (self.status, self.opener, self.given) == (other.status, other.opener, other.given)
    }
}

impl Eq for Game {}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut cell = Text::empty();
        if self.at < NONE {
            name(self.at, &mut cell);
        }
        let text = [self.say, &cell.bytes[..cell.len], self.then].concat();
        f.write_str(&String::from_utf8_lossy(&text))
    }
}
