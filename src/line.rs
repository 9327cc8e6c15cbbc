//! The GAME notation of the command line: the human's moves as digits,
//! after a `c` when the computer moves first, such as `146`, `c3412`, `c`.

use crate::opening::Opening;
use std::fmt;
use std::str::FromStr;

/// A game as the human plays it: who opens, and the human's moves in order.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Line {
    /// The computer makes the first move.
    pub computer_first: bool,
    /// The human's moves, cells from 1 to 9.
    pub moves: Vec<u8>,
}

impl Line {
    /// How this game opens, if anyone has moved.
    pub fn opening(&self) -> Option<Opening> {
        if self.computer_first {
            Some(Opening::Computer)
        } else {
            self.moves.first().map(|&cell| Opening::Human(cell))
        }
    }
}

impl FromStr for Line {
    type Err = anyhow::Error;

    fn from_str(text: &str) -> anyhow::Result<Line> {
        if text.is_empty() {
            anyhow::bail!(
                "an empty game: give the human's moves, such as 146, or c to let the computer open"
            );
        }
        let mut line = Line::default();
        for (i, ch) in text.chars().enumerate() {
            match ch {
                'c' if i == 0 => line.computer_first = true,
                'c' => anyhow::bail!("`c`, the computer moving first, can only come first"),
                '1'..='9' => line.moves.push(ch as u8 - b'0'),
                _ => anyhow::bail!("`{ch}` is not a move: a move is a cell from 1 to 9"),
            }
        }
        Ok(line)
    }
}

impl fmt::Display for Line {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.computer_first {
            f.write_str("c")?;
        }
        self.moves.iter().try_for_each(|cell| write!(f, "{cell}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_through_text() {
        for text in ["146", "c3412", "c", "1357", "c1"] {
            assert_eq!(text.parse::<Line>().unwrap().to_string(), text);
        }
    }

    #[test]
    fn reads_the_computer_first_and_the_moves() {
        let line: Line = "c3412".parse().unwrap();
        assert!(line.computer_first);
        assert_eq!(line.moves, [3, 4, 1, 2]);
        assert_eq!(line.opening(), Some(Opening::Computer));
        assert_eq!(
            "41".parse::<Line>().unwrap().opening(),
            Some(Opening::Human(4))
        );
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
            let error = text.parse::<Line>().unwrap_err().to_string();
            assert!(error.contains(why), "{text:?}: {error}");
        }
    }
}
