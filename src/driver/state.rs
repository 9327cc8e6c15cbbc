//! Where a program stands: the status its state block says, read from a
//! file as the driver reads every program it is given.

use std::fs;
use std::path::Path;

use super::block::{self, STATUSES};
use super::games::GAMES;

/// Where a program stands, by the first line of its state block.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(super) enum St {
    /// No such file.
    None,
    /// A status: new, on, won, lost or draw.
    Is(&'static str),
    /// Another game's program.
    Other(String),
    /// No state block, or no status in it that the driver knows.
    Unknown,
}

/// Reads where the program `text` of `game` stands.
pub(super) fn state_of(text: &str, game: &str) -> St {
    let lines = records(text);
    let Ok(found) = block::find(&lines) else {
        return St::Unknown;
    };
    let Some((name, word)) = block::head(found.lines[0]) else {
        return St::Unknown;
    };
    if name != game {
        if GAMES.iter().any(|g| g.name == name) {
            return St::Other(name.to_string());
        }
        return St::Unknown;
    }
    match STATUSES.iter().find(|s| **s == word) {
        Some(status) => St::Is(status),
        None => St::Unknown,
    }
}

/// Reads a file as text (lossily), or None when it is not a regular file.
pub(super) fn read_text(path: &str) -> Option<String> {
    if !Path::new(path).is_file() {
        return None;
    }
    let bytes = fs::read(path).ok()?;
    Some(String::from_utf8_lossy(&bytes).into_owned())
}

/// A file's lines as awk reads them: split at newlines, no empty record
/// after a final newline.
pub(super) fn records(text: &str) -> Vec<&str> {
    let mut lines: Vec<&str> = text.split('\n').collect();
    if text.ends_with('\n') || text.is_empty() {
        lines.pop();
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_status_of_generation_zero_and_refuses_another_games() {
        for game in GAMES {
            assert_eq!(state_of(game.zero, game.name), St::Is("new"));
        }
        assert_eq!(
            state_of(GAMES[0].zero, "reversi"),
            St::Other("tic-tac-toe".into())
        );
        assert_eq!(state_of("fn main() {}\n", "reversi"), St::Unknown);
    }
}
