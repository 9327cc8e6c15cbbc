//! The opening of a game: who moves first, and where. It picks the one
//! strategy digit a game uses, so the analyses go opening by opening.

use super::{Cell, TicTacToe};
use crate::line::Line;
use std::fmt;

/// How a game starts.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Opening {
    /// The computer moves first; the game uses strategy digit 5.
    Computer,
    /// The human's first move, a cell from 1 to 9; the game uses that digit.
    Human(u8),
}

impl Opening {
    /// Every opening, in the order the analyses report them: `c`, then 1 to 9.
    pub const ALL: [Opening; 10] = [
        Opening::Computer,
        Opening::Human(1),
        Opening::Human(2),
        Opening::Human(3),
        Opening::Human(4),
        Opening::Human(5),
        Opening::Human(6),
        Opening::Human(7),
        Opening::Human(8),
        Opening::Human(9),
    ];

    /// How `line` opens, if anyone has moved.
    pub fn of(line: &Line<TicTacToe>) -> Option<Opening> {
        if line.computer_first {
            Some(Opening::Computer)
        } else {
            line.moves.first().map(|cell| Opening::Human(cell.0))
        }
    }

    /// The game of this opening's first move alone: `c`, or one cell.
    pub fn line(self) -> Line<TicTacToe> {
        match self {
            Opening::Computer => Line {
                computer_first: true,
                moves: Vec::new(),
            },
            Opening::Human(cell) => Line {
                computer_first: false,
                moves: vec![Cell(cell)],
            },
        }
    }

    /// The position in the strategy string of the digit this opening uses.
    pub fn index(self) -> usize {
        match self {
            Opening::Computer => 5,
            Opening::Human(cell) => cell as usize,
        }
    }
}

impl fmt::Display for Opening {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Opening::Computer => f.write_str("c"),
            Opening::Human(cell) => write!(f, "{cell}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_the_computer_first_then_the_cells_in_order() {
        let names: Vec<String> = Opening::ALL.iter().map(Opening::to_string).collect();
        assert_eq!(names.concat(), "c123456789");
    }

    #[test]
    fn reads_the_opening_of_a_game() {
        let line = Line::<TicTacToe>::parse("c3412").unwrap();
        assert_eq!(Opening::of(&line), Some(Opening::Computer));
        let line = Line::<TicTacToe>::parse("41").unwrap();
        assert_eq!(Opening::of(&line), Some(Opening::Human(4)));
        for opening in Opening::ALL {
            assert_eq!(Opening::of(&opening.line()), Some(opening));
        }
    }

    #[test]
    fn the_computer_first_shares_digit_five_with_the_human_at_five() {
        assert_eq!(Opening::Computer.index(), Opening::Human(5).index());
        assert_eq!(Opening::Human(7).index(), 7);
    }
}
