//! One turn of the engine seen from outside: the computer's reply, and
//! whether the turn ended the game. Replays and tree walks both step
//! through games with it.

use crate::program::{self, Cells, Face, Game, Refusal};
use std::fmt;

/// Where a game stands, from the computer's side.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Outcome {
    /// The computer has a line.
    Win,
    /// The human made a line; the board is blank again and the program has learned.
    Loss,
    /// A full board and no line.
    Draw,
    /// The human is to move.
    Ongoing,
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Outcome::Win => "win",
            Outcome::Loss => "loss",
            Outcome::Draw => "draw",
            Outcome::Ongoing => "ongoing",
        })
    }
}

/// What one call of the engine did.
#[derive(Clone, Copy, Debug)]
pub struct Turn {
    /// The successor the engine gave.
    pub game: Game,
    /// The cell the computer played, if it played.
    pub reply: Option<u8>,
    /// Where the game stands after the turn.
    pub outcome: Outcome,
}

/// Plays the human's move (`None`: the computer opens) and the computer's
/// reply with the engine, `program::play`.
pub fn turn(game: Game, human: Option<u8>) -> Result<Turn, Refusal> {
    let next = program::play(game, human)?;
    // Read from the face play() sets on every path, and from the board: a
    // full board with no line is a draw, whoever filled it.
    let outcome = match next.face {
        Face::Sad => Outcome::Loss,
        Face::Happy => Outcome::Win,
        Face::Straight if empty(&next) == 0 => Outcome::Draw,
        Face::Straight => Outcome::Ongoing,
    };
    Ok(Turn {
        game: next,
        reply: only_cell(next.o & !game.o),
        outcome,
    })
}

/// The cells no one holds yet.
pub fn empty(game: &Game) -> Cells {
    program::FULL & !(game.x | game.o)
}

fn only_cell(cells: Cells) -> Option<u8> {
    (cells != 0).then(|| cells.trailing_zeros() as u8 + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_computer_opens_at_eight() {
        let first = turn(Game::new(*b"9999999999"), None).unwrap();
        assert_eq!(first.reply, Some(8));
        assert_eq!(first.outcome, Outcome::Ongoing);
    }

    #[test]
    fn a_human_line_is_a_loss_on_a_blank_board() {
        let mut game = Game::new(*b"1999999999");
        game.x = program::cell(1) | program::cell(4);
        game.o = program::cell(8) | program::cell(9);
        let last = turn(game, Some(7)).unwrap();
        assert_eq!(last.outcome, Outcome::Loss);
        assert_eq!(last.reply, None);
        assert_eq!((last.game.x, last.game.o), (0, 0));
    }

    #[test]
    fn the_human_filling_the_board_is_a_draw_with_no_reply() {
        // X 0 X / X 0 0 / 0 X . : the human opened at 1 and fills cell 9.
        let mut game = Game::new(*b"1999999999");
        game.x = [1, 3, 4, 8].map(program::cell).iter().sum();
        game.o = [2, 5, 6, 7].map(program::cell).iter().sum();
        let last = turn(game, Some(9)).unwrap();
        assert_eq!(last.outcome, Outcome::Draw);
        assert_eq!(last.reply, None);
    }
}
