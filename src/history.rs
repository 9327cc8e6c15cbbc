//! The record of finished games that the driver (`scripts/ttt`,
//! `scripts/play`, `merlyn play`) keeps in a game's directory, read back:
//! one game per line, and what each lesson changed, in the words the
//! programs use when they learn. `merlyn history` lists and draws it.
//!
//! A line is the game in `merlyn replay`'s notation (`?` when the driver
//! did not see it all), the result from the program's side, the strategy
//! it was played under and, after a loss, the one it learned:
//!
//! ```text
//! 1357 result=loss strategy=9999999999 learned=1899999999
//! ```

use crate::contactix::Weights as ContactixWeights;
use crate::game::Game;
use crate::games::{Kind, Task};
use crate::gomoku::Weights as GomokuWeights;
use crate::line::Line;
use crate::reversi::Weights as ReversiWeights;
use crate::tictactoe::strategy::Strategy;
use crate::turn::Outcome;
use anyhow::{Context, bail};
use std::path::{Path, PathBuf};

/// One finished game of the record.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Entry {
    /// The game in `merlyn replay`'s notation, or `?`.
    pub moves: String,
    /// The result, from the program's side: a win, a loss or a draw.
    pub result: Outcome,
    /// The strategy the program played it under, in the game's form.
    pub strategy: String,
    /// After a loss, the strategy the program learned.
    pub learned: Option<String>,
}

/// The record files a directory can hold: ttt's, then each game's.
pub fn names() -> Vec<(String, Kind)> {
    let mut names = vec![("merlyn-history.txt".to_string(), Kind::TicTacToe)];
    names.extend(
        Kind::ALL
            .into_iter()
            .map(|kind| (format!("{}-history.txt", kind.name()), kind)),
    );
    names
}

/// The game a record file is of, by its name.
pub fn kind_of(path: &Path) -> Option<Kind> {
    let name = path.file_name()?.to_str()?;
    names()
        .into_iter()
        .find_map(|(known, kind)| (known == name).then_some(kind))
}

/// The records in `dir`, each with its game.
pub fn found(dir: &Path) -> Vec<(PathBuf, Kind)> {
    names()
        .into_iter()
        .map(|(name, kind)| {
            let path = if dir == Path::new(".") {
                PathBuf::from(name)
            } else {
                dir.join(name)
            };
            (path, kind)
        })
        .filter(|(path, _)| path.is_file())
        .collect()
}

/// Reads the record `text` of `kind` (from `file`, named in errors with
/// the line): each line checked as `merlyn replay` and the game read it.
pub fn read(kind: Kind, file: &Path, text: &str) -> anyhow::Result<Vec<Entry>> {
    text.lines()
        .enumerate()
        .map(|(at, line)| {
            entry(kind, line).with_context(|| format!("{} line {}", file.display(), at + 1))
        })
        .collect()
}

/// One line of a record.
fn entry(kind: Kind, line: &str) -> anyhow::Result<Entry> {
    let form = "give a game, result=win, loss or draw, strategy=..., and after a loss learned=...";
    let mut words = line.split(' ');
    let moves = words.next().unwrap_or_default().to_string();
    let mut field = |name: &str| {
        words
            .next()
            .and_then(|word| word.strip_prefix(name))
            .map(str::to_string)
    };
    let (Some(result), Some(strategy)) = (field("result="), field("strategy=")) else {
        bail!("`{line}` is not a finished game: {form}");
    };
    let learned = field("learned=");
    let result = match result.as_str() {
        "win" => Outcome::Win,
        "loss" => Outcome::Loss,
        "draw" => Outcome::Draw,
        _ => bail!("`{result}` is not a result: win, loss or draw"),
    };
    if words.next().is_some() || learned.is_some() != (result == Outcome::Loss) {
        bail!("`{line}` is not a finished game: {form}");
    }
    kind.run(Check {
        moves: &moves,
        strategies: [Some(&strategy), learned.as_ref()],
    })?;
    Ok(Entry {
        moves,
        result,
        strategy,
        learned,
    })
}

/// The check of a line's game and strategies, as the game reads them.
struct Check<'a> {
    moves: &'a str,
    strategies: [Option<&'a String>; 2],
}

impl Task for Check<'_> {
    type Output = anyhow::Result<()>;

    fn run<G: Game>(self) -> anyhow::Result<()> {
        if self.moves != "?" {
            Line::<G>::parse(self.moves).with_context(|| format!("game {}", self.moves))?;
        }
        for strategy in self.strategies.into_iter().flatten() {
            if strategy != "?" {
                strategy.parse::<G::Strategy>()?;
            }
        }
        Ok(())
    }
}

/// What a lesson changed, from the strategy `before` to the one learned,
/// `after`, in the words the program says it in: `I learned: ...`.
pub fn lesson(kind: Kind, before: &str, after: &str) -> anyhow::Result<String> {
    if before == "?" || after == "?" {
        return Ok("I learned something the record does not hold.".to_string());
    }
    let mut said = Vec::new();
    let mut moved = Vec::new();
    let nothing;
    match kind {
        Kind::TicTacToe => {
            let (was, is): (Strategy, Strategy) = (before.parse()?, after.parse()?);
            nothing = "no strategy digit of mine could go lower";
            for opening in 1..=9 {
                let (a, b) = (was.digit(opening), is.digit(opening));
                if a != b {
                    said.push(format!(
                        "my strategy digit for the opening at {opening} went from {a} to {b}"
                    ));
                }
            }
        }
        Kind::Reversi => {
            let (was, is): (ReversiWeights, ReversiWeights) = (before.parse()?, after.parse()?);
            nothing = "every move of mine was forced";
            if is.depth != was.depth {
                said.push(format!(
                    "I look {} moves ahead, not {}",
                    is.depth, was.depth
                ));
            }
            if is.mobility != was.mobility {
                said.push(format!(
                    "my mobility is {}, not {}",
                    is.mobility, was.mobility
                ));
            }
            for at in 0..64 {
                let (a, b) = (was.squares[at], is.squares[at]);
                if a != b {
                    let name = format!("{}{}", char::from(b'a' + (at % 8) as u8), at / 8 + 1);
                    moved.push(format!("{name} {a} to {b}"));
                }
            }
        }
        Kind::Gomoku => {
            let (was, is): (GomokuWeights, GomokuWeights) = (before.parse()?, after.parse()?);
            nothing = "no weight of mine could change the game";
            if is.1 != was.1 {
                let moves = if is.1 == 1 { "move" } else { "moves" };
                said.push(format!("I look {} {moves} ahead, not {}", is.1, was.1));
            }
            const NAMES: [&str; 9] = [
                "five",
                "straight four",
                "four",
                "broken four",
                "straight three",
                "three",
                "broken three",
                "two",
                "one",
            ];
            for p in 0..20 {
                if p % 10 < 9 && is.0[p] != was.0[p] {
                    let whose = if p < 10 { "mine" } else { "yours" };
                    moved.push(format!(
                        "{} {whose} {} to {}",
                        NAMES[p % 10],
                        was.0[p],
                        is.0[p]
                    ));
                }
            }
        }
        Kind::ConTacTix => {
            let (was, is): (ContactixWeights, ContactixWeights) = (before.parse()?, after.parse()?);
            nothing = "no weight of mine could change the game";
            if (was.columns, was.rows) != (is.columns, is.rows) {
                bail!("the strategies `{before}` and `{after}` are of boards of two sizes");
            }
            if is.deeper != was.deeper {
                said.push(format!(
                    "I search my {} best moves a move deeper, not {}",
                    is.deeper + 1,
                    was.deeper + 1
                ));
            }
            for r in 0..is.rows {
                for c in 0..is.columns {
                    let at = r * crate::contactix::MAX + c;
                    let (a, b) = (was.w[at], is.w[at]);
                    if a != b {
                        let name = format!("{}{}", char::from(b'A' + c as u8), r + 1);
                        moved.push(format!("{name} {a} to {b}"));
                    }
                }
            }
        }
    }
    if !moved.is_empty() {
        said.push(format!("my weights moved: {}", moved.join(", ")));
    }
    Ok(if said.is_empty() {
        format!("I learned nothing: {nothing}.")
    } else {
        format!("I learned: {}.", said.join("; "))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_a_line_of_each_result() {
        let text = "146 result=win strategy=9999999999\n\
                    1357 result=loss strategy=9999999999 learned=1899999999\n\
                    ? result=draw strategy=1899999999\n";
        let entries = read(Kind::TicTacToe, Path::new("h.txt"), text).unwrap();
        assert_eq!(entries.len(), 3);
        assert_eq!(entries[1].result, Outcome::Loss);
        assert_eq!(entries[1].learned.as_deref(), Some("1899999999"));
        assert_eq!(entries[2].moves, "?");
    }

    #[test]
    fn a_garbled_line_is_named_with_its_file_and_number() {
        let text = "146 result=win strategy=9999999999\n1357 result=loss strategy=99\n";
        let error = read(Kind::TicTacToe, Path::new("h.txt"), text).unwrap_err();
        assert_eq!(
            format!("{error:#}"),
            "h.txt line 2: `1357 result=loss strategy=99` is not a finished game: give a game, \
             result=win, loss or draw, strategy=..., and after a loss learned=..."
        );
        let text = "14x result=win strategy=9999999999\n";
        let error = read(Kind::TicTacToe, Path::new("h.txt"), text).unwrap_err();
        assert!(format!("{error:#}").starts_with("h.txt line 1: game 14x: "));
    }

    #[test]
    fn a_tic_tac_toe_lesson_names_the_digit_that_moved() {
        assert_eq!(
            lesson(Kind::TicTacToe, "9999999999", "1899999999").unwrap(),
            "I learned: my strategy digit for the opening at 1 went from 9 to 8."
        );
        assert_eq!(
            lesson(Kind::TicTacToe, "1099999999", "1099999999").unwrap(),
            "I learned nothing: no strategy digit of mine could go lower."
        );
    }

    #[test]
    fn a_reversi_lesson_says_its_depth_and_each_square() {
        let zero = ReversiWeights::REVERXII.to_string();
        let after = format!("81666619/{}:depth2:mobility0", &zero[9..]);
        assert_eq!(
            lesson(Kind::Reversi, &zero, &after).unwrap(),
            "I learned: I look 2 moves ahead, not 1; my weights moved: a1 9 to 8."
        );
    }

    #[test]
    fn a_gomoku_lesson_names_the_patterns() {
        let zero = GomokuWeights::TICK5.to_string();
        let after = zero.replacen("900,", "899,", 1) + "/1";
        assert_eq!(
            lesson(Kind::Gomoku, &zero, &after).unwrap(),
            "I learned: I look 1 move ahead, not 0; my weights moved: straight four mine 900 to 899."
        );
    }

    #[test]
    fn a_contactix_lesson_names_the_cells() {
        assert_eq!(
            lesson(Kind::ConTacTix, "788/898/887", "788/888/887;deeper1").unwrap(),
            "I learned: I search my 2 best moves a move deeper, not 1; my weights moved: B2 9 to 8."
        );
    }
}
