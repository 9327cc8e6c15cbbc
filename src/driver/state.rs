//! Where a program stands: the status its state block says, read from a
//! file as the driver reads every program it is given; and whether it is
//! a program merlyn wrote, which alone the driver compiles.

use super::block::{self, Foreign, STATUSES};
use super::file::{self, PROGRAM, Unread};
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
    /// A program merlyn wrote whose state does not say one of the
    /// statuses (its own code judges it).
    Unknown,
    /// Not a program merlyn wrote of this game (`block::ours`): never
    /// compiled.
    Foreign(Foreign),
    /// No merlyn program at all: no state block.
    Alien,
    /// Not a file to read as a program (`file::read`): what it is, as a
    /// sentence goes on after its name ("is a named pipe", "is larger
    /// than 1 MiB"). Never read, and never replaced.
    Unfit(String),
}

/// Reads the program in the file `path` as text (lossily): a regular file
/// of at most `PROGRAM` bytes, read without blocking, links followed (a
/// program of the game's directory may be one). Else where it stands:
/// `None`, or `Unfit`.
pub(super) fn load(path: &str) -> Result<String, St> {
    match file::read(path, true, PROGRAM) {
        Ok(bytes) => Ok(lossy(bytes)),
        Err(Unread::Missing) => Err(St::None),
        Err(unread) => Err(St::Unfit(unread.said(PROGRAM))),
    }
}

/// Reads where the program `text` of `game` stands.
pub(super) fn state_of(text: &str, game: &str) -> St {
    let lines = records(head_of(text));
    let found = block::find(&lines);
    if found == Err(block::Missing::Open) {
        return St::Alien;
    }
    let head = found.ok().and_then(|found| block::head(found.lines[0]));
    if let Some((name, _)) = head
        && name != game
        && GAMES.iter().any(|g| g.name == name)
    {
        return St::Other(name.to_string());
    }
    let zero = GAMES
        .iter()
        .find(|g| g.name == game)
        .expect("a game the driver plays")
        .zero;
    if let Err(foreign) = block::ours(text, zero) {
        return St::Foreign(foreign);
    }
    match head.and_then(|(name, word)| STATUSES.iter().find(|s| name == game && **s == word)) {
        Some(status) => St::Is(status),
        None => St::Unknown,
    }
}

/// The status the first line of `text`'s state block says for `game`,
/// whether or not the rest is a program merlyn wrote.
pub(super) fn says<'a>(text: &'a str, game: &str) -> Option<&'a str> {
    let lines = records(head_of(text));
    let found = block::find(&lines).ok()?;
    block::head(found.lines[0]).and_then(|(name, word)| (name == game).then_some(word))
}

/// Reads a program as text, as `load` does: None when it does not read.
pub(super) fn read_text(path: &str) -> Option<String> {
    load(path).ok()
}

/// Reads a file of the work directory as text (lossily), as `read_text`
/// does, but never through a link: None for anything but a regular file.
pub(super) fn read_own(path: &str) -> Option<String> {
    let bytes = file::read(path, false, PROGRAM).ok()?;
    Some(lossy(bytes))
}

/// `bytes` as text, lossily: checked by std's own (optimised) check of
/// UTF-8 first, which a program passes, and only where it fails, read
/// chunk by chunk, in code built unoptimised like the driver.
fn lossy(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes)
        .unwrap_or_else(|error| String::from_utf8_lossy(error.as_bytes()).into_owned())
}

/// The part of `text` that holds its first state block, if any: up to
/// the end of the first `CLOSE` line after its first `OPEN` line (where
/// `block::find` stops reading), else all of it. A turn reads it from
/// programs of some 125 kB, in a driver built unoptimised: the lines of
/// code after the block are not split to be skipped.
pub(super) fn head_of(text: &str) -> &str {
    let (open, close) = (
        format!("\n{}\n", block::OPEN),
        format!("\n{}\n", block::CLOSE),
    );
    let Some(at) = text.find(&open) else {
        return text;
    };
    match text[at + 1..].find(&close) {
        Some(end) => &text[..at + 1 + end + close.len()],
        None => text,
    }
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
        assert_eq!(state_of("fn main() {}\n", "reversi"), St::Alien);
        let asleep = GAMES[0]
            .zero
            .replacen("tic-tac-toe: new", "tic-tac-toe: asleep", 1);
        assert_eq!(state_of(&asleep, "tic-tac-toe"), St::Unknown);
        let edited = GAMES[0].zero.replacen("// merlyn", "// merlyn!", 1);
        assert_eq!(
            state_of(&edited, "tic-tac-toe"),
            St::Foreign(Foreign::Code(1))
        );
    }
}
