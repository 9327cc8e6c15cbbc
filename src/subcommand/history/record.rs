//! The record of finished games that the driver (`scripts/ttt`,
//! `scripts/play`, `merlyn play`) keeps in a game's directory, read back:
//! one game per line, and what each lesson changed, in the words the
//! program said it in. `merlyn history` lists and draws it.
//!
//! A line's layout is the driver's (`crate::driver::entry`); here each is
//! also checked as its game reads its moves and strategies.

use crate::driver::entry::{Entry as Read, Unread};
use crate::driver::spelling::shown;
use crate::game::Game;
use crate::games::{Kind, Task};
use crate::line::Line;
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
    /// After a game it learned from (every loss; in Connect Four, every
    /// game), the strategy the program learned.
    pub learned: Option<String>,
    /// After a game it learned from, what the program said it learned.
    pub lesson: Option<String>,
}

/// The record files a directory can hold: tic-tac-toe's, then each game's
/// by play's names (tic-tac-toe's among them, as play kept it before it
/// took ttt's).
pub fn names() -> Vec<(String, Kind)> {
    let mut names = vec![("merlyn-history.txt".to_string(), Kind::TicTacToe)];
    names.extend(
        Kind::ALL
            .into_iter()
            .map(|kind| (format!("{}-history.txt", kind.name()), kind)),
    );
    names
}

/// The most bytes of a record that are read: as much as the driver adds a
/// game to (some 500,000 games); a larger file is none of its records.
const MOST: u64 = crate::driver::RECORD;

/// Reads the record file `path`, refusing one larger than `MOST` before
/// it is read whole.
pub fn load(path: &Path) -> anyhow::Result<Vec<u8>> {
    use std::io::Read;
    let name = crate::shown::path(path);
    let file = std::fs::File::open(path).with_context(|| format!("cannot read {name}"))?;
    let size = file.metadata().map_or(0, |meta| meta.len());
    let mut bytes = Vec::new();
    if size <= MOST {
        file.take(MOST + 1)
            .read_to_end(&mut bytes)
            .with_context(|| format!("cannot read {name}"))?;
    }
    if size > MOST || bytes.len() as u64 > MOST {
        bail!(
            "{name} is larger than {} MiB: it is no record the driver wrote",
            MOST >> 20
        );
    }
    Ok(bytes)
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
    let form = "GAME result=RESULT strategy=S, then learned=S after a loss";
    let read = match Read::read(line) {
        Ok(read) => read,
        Err(Unread::Result(result)) => {
            bail!("`{}` is not a result: win, loss or draw", shown(result, 20))
        }
        // The line is named by its number: its text may be any length.
        Err(Unread::Form) => bail!("not a finished game: {form}"),
    };
    let result = match read.result {
        "win" => Outcome::Win,
        "loss" => Outcome::Loss,
        _ => Outcome::Draw,
    };
    let owned = |field: Option<&str>| field.map(str::to_string);
    let (strategy, learned) = (read.strategy.to_string(), owned(read.learned));
    kind.run(Check {
        moves: read.moves,
        strategies: [Some(&strategy), learned.as_ref()],
    })?;
    Ok(Entry {
        moves: read.moves.to_string(),
        result,
        strategy,
        learned,
        lesson: owned(read.lesson),
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
            Line::<G>::parse(self.moves)
                .with_context(|| format!("game {}", shown(self.moves, 20)))?;
        }
        for strategy in self.strategies.into_iter().flatten() {
            if strategy != "?" {
                strategy.parse::<G::Strategy>()?;
            }
        }
        Ok(())
    }
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
            "h.txt line 2: not a finished game: GAME result=RESULT strategy=S, then learned=S \
             after a loss"
        );
        let text = "14x result=win strategy=9999999999\n";
        let error = read(Kind::TicTacToe, Path::new("h.txt"), text).unwrap_err();
        assert!(format!("{error:#}").starts_with("h.txt line 1: game 14x: "));
    }

    #[test]
    fn a_lesson_is_the_rest_of_its_line() {
        let text = "1357 result=loss strategy=9999999999 learned=1899999999 \
                    lesson=I learned: my strategy digit for your opening 1 is 8, not 9.\n";
        let entries = read(Kind::TicTacToe, Path::new("h.txt"), text).unwrap();
        assert_eq!(
            entries[0].lesson.as_deref(),
            Some("I learned: my strategy digit for your opening 1 is 8, not 9.")
        );
        let won = "146 result=win strategy=9999999999 lesson=I learned: nothing\n";
        assert!(read(Kind::TicTacToe, Path::new("h.txt"), won).is_err());
    }
}
