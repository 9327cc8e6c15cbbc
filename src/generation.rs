//! Generations as text: finding the board and strategy in a program's
//! source, and writing the program for a given state.

use crate::program::{self, Game};
use crate::strategy::Strategy;
use anyhow::{Context, bail};
use std::path::Path;

/// Generation zero, exactly as `templates/merlyn.rs` holds it.
pub const ZERO: &str = include_str!("../templates/merlyn.rs");

/// The line that opens the board in every generation.
const BOARD_OPEN: &str = "const BOARD: [&str; 3] = [";

/// The start of the strategy line in every generation.
const STRATEGY_OPEN: &str = "const STRATEGY: &str = \"";

/// The four lines that change from one generation to the next, as they
/// stand in a source: three board rows and the strategy string.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct StateLines<'a> {
    /// The rows, without their quotes, such as `" X | 0 |   "`.
    pub rows: [&'a str; 3],
    /// The strategy string, without its quotes.
    pub strategy: &'a str,
}

impl<'a> StateLines<'a> {
    /// Finds the state lines in a generation's source.
    pub fn find(source: &'a str) -> anyhow::Result<StateLines<'a>> {
        let mut lines = source.lines();
        if !lines.any(|line| line == BOARD_OPEN) {
            bail!("this is not a merlyn program: it has no `{BOARD_OPEN}` line");
        }
        let mut rows = [""; 3];
        for (i, row) in rows.iter_mut().enumerate() {
            if i > 0 {
                lines.next();
            }
            *row = lines
                .next()
                .and_then(|line| line.strip_prefix("    \""))
                .and_then(|line| line.strip_suffix("\","))
                .with_context(|| format!("row {} of the board is not a quoted string", i + 1))?;
        }
        let strategy = lines
            .find_map(|line| line.strip_prefix(STRATEGY_OPEN))
            .and_then(|line| line.strip_suffix("\";"))
            .context("this is not a merlyn program: it has no strategy line")?;
        Ok(StateLines { rows, strategy })
    }

    /// The game these lines hold, checked as the program itself checks it.
    pub fn game(&self) -> anyhow::Result<Game> {
        Game::read(self.rows, self.strategy).map_err(anyhow::Error::new)
    }
}

/// Reads the game a generation's source holds.
pub fn read(source: &str) -> anyhow::Result<Game> {
    StateLines::find(source)?.game()
}

/// Reads the game in the generation at `path`.
pub fn read_file(path: &Path) -> anyhow::Result<Game> {
    let source =
        std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    read(&source).with_context(|| format!("{}", path.display()))
}

/// The source of the generation holding `game`.
pub fn source(game: &Game) -> String {
    let rows = game.rows();
    let strategy = game.strategy_text();
    let pieces = program::source([&rows[0], &rows[1], &rows[2]], &strategy);
    String::from_utf8(pieces.concat()).expect("a generation is UTF-8")
}

/// Generation zero with another strategy: a blank board and a straight face.
pub fn zero(strategy: Strategy) -> String {
    source(&Game::new(strategy.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generation_zero_is_what_the_template_prints_of_itself() {
        assert_eq!(zero(Strategy::ORIGINAL), ZERO);
    }

    #[test]
    fn finds_the_state_lines_of_generation_zero() {
        let lines = StateLines::find(ZERO).unwrap();
        assert_eq!(lines.rows, ["   |   |   "; 3]);
        assert_eq!(lines.strategy, "9999999999  :-| ");
    }

    #[test]
    fn reads_back_the_game_it_writes() {
        let mut game = Game::new(*b"1899999999");
        game.x = program::cell(1) | program::cell(3);
        game.o = program::cell(8) | program::cell(2);
        assert_eq!(read(&source(&game)).unwrap(), game);
    }

    #[test]
    fn changes_only_the_four_state_lines() {
        let mut game = Game::new(*b"1999999999");
        game.x = program::cell(1);
        game.o = program::cell(8);
        let next = source(&game);
        assert_eq!(next.lines().count(), ZERO.lines().count());
        let changed = next
            .lines()
            .zip(ZERO.lines())
            .filter(|(a, b)| a != b)
            .count();
        assert_eq!(changed, 3);
    }

    #[test]
    fn refuses_a_source_without_a_board() {
        let error = read("fn main() {}\n").unwrap_err();
        assert!(
            error.to_string().contains("not a merlyn program"),
            "{error}"
        );
    }
}
