//! The GAME notation of the command line: the human's moves written
//! together, after a `c` when the computer moves first, such as `146` and
//! `c3412` in tic-tac-toe, or `f5d6c3` and `cd3` in Reversi.

use crate::game::Game;
use std::fmt;

/// A game as the human plays it: who opens, and the human's moves in order.
pub struct Line<G: Game> {
    /// The computer makes the first move.
    pub computer_first: bool,
    /// The human's moves.
    pub moves: Vec<G::Move>,
}

impl<G: Game> Line<G> {
    /// Reads a GAME. A leading `c` lets the computer open, unless the whole
    /// text reads as moves (`c3d6` is two Reversi moves; `cc3` is the
    /// computer first, then `c3`).
    pub fn parse(text: &str) -> anyhow::Result<Line<G>> {
        if text.is_empty() {
            anyhow::bail!(
                "an empty game: give the human's moves, such as {}, or c to let the computer open",
                G::EXAMPLE
            );
        }
        let error = match G::parse_moves(text) {
            Ok(moves) => {
                return Ok(Line {
                    computer_first: false,
                    moves,
                });
            }
            Err(error) => error,
        };
        if let Some(rest) = text.strip_prefix('c')
            && let Ok(moves) = G::parse_moves(rest)
        {
            return Ok(Line {
                computer_first: true,
                moves,
            });
        }
        if G::parse_moves(&text.replace('c', "")).is_ok() {
            anyhow::bail!("`c`, the computer moving first, can only come first");
        }
        Err(error)
    }

    /// The first `n` moves of this game (the computer's opening kept).
    pub fn prefix(&self, n: usize) -> Line<G> {
        Line {
            computer_first: self.computer_first,
            moves: self.moves[..n].to_vec(),
        }
    }
}

impl<G: Game> Clone for Line<G> {
    fn clone(&self) -> Self {
        Line {
            computer_first: self.computer_first,
            moves: self.moves.clone(),
        }
    }
}

impl<G: Game> PartialEq for Line<G> {
    fn eq(&self, other: &Self) -> bool {
        self.computer_first == other.computer_first && self.moves == other.moves
    }
}

impl<G: Game> Eq for Line<G> {}

impl<G: Game> Default for Line<G> {
    fn default() -> Self {
        Line {
            computer_first: false,
            moves: Vec::new(),
        }
    }
}

impl<G: Game> fmt::Display for Line<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.computer_first {
            f.write_str("c")?;
        }
        self.moves.iter().try_for_each(|mv| write!(f, "{mv}"))
    }
}

impl<G: Game> fmt::Debug for Line<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Line({self})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tictactoe::{Cell, TicTacToe};

    type Ttt = Line<TicTacToe>;

    #[test]
    fn round_trips_through_text() {
        for text in ["146", "c3412", "c", "1357", "c1"] {
            assert_eq!(Ttt::parse(text).unwrap().to_string(), text);
        }
    }

    #[test]
    fn reads_the_computer_first_and_the_moves() {
        let line = Ttt::parse("c3412").unwrap();
        assert!(line.computer_first);
        assert_eq!(line.moves, [3, 4, 1, 2].map(Cell));
    }

    #[test]
    fn refuses_an_empty_game_a_late_c_a_zero_and_letters() {
        for (text, why) in [
            ("", "an empty game"),
            ("1c", "can only come first"),
            ("cc", "can only come first"),
            ("102", "`0` is not a move"),
            ("14a", "`a` is not a move"),
            ("1 4", "` ` is not a move"),
        ] {
            let error = Ttt::parse(text).unwrap_err().to_string();
            assert!(error.contains(why), "{text:?}: {error}");
        }
    }
}
