//! The games the driver plays, each with its generation zero embedded as
//! the repository holds it: no file a game can overwrite is ever read for
//! it.

use super::spelling;

/// One game the driver plays: its name, generation zero, and what one of
/// its moves looks like: in words (for help and refusals), by example, and
/// as a check of its bytes, made before anything is compiled.
pub(super) struct Game {
    pub(super) name: &'static str,
    pub(super) zero: &'static str,
    pub(super) moves: &'static str,
    pub(super) example: &'static str,
    pub(super) fits: fn(&[u8]) -> bool,
    /// A move that fits, as `merlyn replay`'s notation writes it, for the
    /// record of finished games.
    pub(super) written: fn(&str) -> String,
    /// How its strategy is read from its state block, for the record.
    pub(super) strategy: Strategy,
    /// How many characters of that strategy say the game's opening, which
    /// changes with the first move (tic-tac-toe's first digit), rather
    /// than what it learned: the rest stays the same all game.
    pub(super) opening: usize,
    /// Whether it learns from every finished game (all but tic-tac-toe), not only
    /// from a lost one: then a won or drawn game's successor, too, is
    /// installed as the best program.
    pub(super) learns_from_every_game: bool,
    /// The optimisation level its code is built at, once (see `parts`):
    /// 0 where a build is cheapest and the game's own work is small
    /// (tic-tac-toe), 3 where its search and lessons are the work of a
    /// turn (a trained Connect Four program's search, 60 ms at level 2 in
    /// a middle game, took 52 ms at 3).
    pub(super) optimised: u8,
    /// The levels a game may be played at (`--level N`, which the driver
    /// hands the program as MERLYN_LEVEL), the least and the most; none in
    /// a game without levels.
    pub(super) levels: Option<(u8, u8)>,
}

impl Game {
    /// Why `what` (an argument, as shown) is not a move, to a player of
    /// the command `me`, in 80 columns: what a move is, in full, or in a
    /// word (`cell`) and where `help` says more.
    pub(super) fn refusal(&self, me: &str, what: &str, help: &str) -> String {
        let kind = self.moves.split(',').next().unwrap_or(self.moves);
        let example = self.example;
        super::say::fitting(
            me,
            &[
                format!(
                    "{what} is not a move: give one {}, such as {example}",
                    self.moves
                ),
                format!("{what} is not a move: give one {kind}, such as {example} ({help})"),
                format!("{what} is not a move: give one {kind}, such as {example}"),
            ],
        )
    }
}

/// The game a player names: its name in any case, `ttt` for tic-tac-toe
/// (see `spelling`); else why not, in a line that fits 80 columns after
/// the command's name, ending with where `help` lists the games.
pub(super) fn find(name: &str, help: &str) -> Result<&'static Game, String> {
    let names: Vec<&'static str> = GAMES.iter().map(|game| game.name).collect();
    match spelling::find(name, &names) {
        Ok(found) => Ok(GAMES
            .iter()
            .find(|game| game.name == found)
            .expect("a game's name")),
        Err(near) => Err(spelling::refusal(name, near, help)),
    }
}

/// The names of the files a game keeps in its directory.
pub(super) struct Files {
    /// The best program so far, which every new game starts from.
    pub(super) best: String,
    /// The game in progress, or the last one finished.
    pub(super) next: String,
    /// The record of finished games.
    pub(super) record: String,
    /// The work directory: the lock, the caches, each turn's temporaries.
    pub(super) work: String,
}

/// The game that keeps the 1991 names, whichever command plays it.
pub(super) const TTT: &str = "tic-tac-toe";

impl Files {
    /// The names `play` gives a game's files: `GAME.rs`, `GAME-next.rs`,
    /// `GAME-history.txt` and `.play-GAME/` (tic-tac-toe's until they
    /// became the 1991 ones: see `unite`).
    pub(super) fn played(name: &str) -> Files {
        Files {
            best: format!("{name}.rs"),
            next: format!("{name}-next.rs"),
            record: format!("{name}-history.txt"),
            work: format!(".play-{name}"),
        }
    }

    /// The files of the game `name`: one game per directory, whichever
    /// command plays it (`ttt`, `play`, `merlyn play`). Tic-tac-toe keeps
    /// the 1991 names, `merlyn.rs`, `nextmove.rs`, `merlyn-history.txt`
    /// and `.ttt/`; every other game `play`'s.
    pub(super) fn of(name: &str) -> Files {
        if name != TTT {
            return Files::played(name);
        }
        Files {
            best: "merlyn.rs".into(),
            next: "nextmove.rs".into(),
            record: "merlyn-history.txt".into(),
            work: ".ttt".into(),
        }
    }
}

/// The games and their moves, for help, a line each:
/// `  reversi       a square, a column a-h then a row 1-8: f5`.
pub(super) fn table() -> String {
    let width = GAMES.iter().map(|game| game.name.len()).max().unwrap_or(0);
    let mut said = String::new();
    for game in GAMES {
        said.push_str(&format!(
            "  {:width$}   a {}: {}\n",
            game.name, game.moves, game.example
        ));
    }
    said
}

/// The games, in the registry's order (`src/registry.rs`), each as its
/// folder's `driver.rs` describes it, with its generation zero as the
/// repository holds it.
macro_rules! registry {
    ($($kind:ident => $module:ident :: $game:ident,)*) => {
        pub(super) const GAMES: &[Game] = &[
            // Paths from src/registry.rs, where the list stands.
            $(include!(concat!(stringify!($module), "/driver.rs")),)*
        ];
    };
}

include!("../registry.rs");

/// The strategy a program holds in its state block's `lines`, written as
/// `merlyn replay --strategy` reads it: none if the block does not read.
pub(super) type Strategy = fn(&[&str]) -> Option<String>;

// What the games' strategy readers share (each game's folder's
// `driver.rs`): plain functions over lines and words, each built once.
// The driver is built unoptimised on a fresh clone's first turn, where
// every chain of iterator adapters a reader wrote was code `rustc` built
// anew for its closure.

/// The words of a line that are each one digit, as one string.
pub(super) fn digits(words: &[&str]) -> Option<String> {
    let mut digits = String::new();
    for word in words {
        match word.as_bytes() {
            [digit] if digit.is_ascii_digit() => digits.push(*digit as char),
            _ => return None,
        }
    }
    Some(digits)
}

/// Where the first of `lines` that begins with `head` stands.
pub(super) fn line_at(lines: &[&str], head: &str) -> Option<usize> {
    for (at, line) in lines.iter().enumerate() {
        if line.starts_with(head) {
            return Some(at);
        }
    }
    None
}

/// The rest of the first of `lines` that begins with `head`.
pub(super) fn after<'a>(lines: &[&'a str], head: &str) -> Option<&'a str> {
    lines.get(line_at(lines, head)?)?.strip_prefix(head)
}

/// The words of `line`, between whitespace.
pub(super) fn words(line: &str) -> Vec<&str> {
    line.split_whitespace().collect()
}

/// The words of `lines` that hold a `/` (a weight's steps, `ALL/NET`),
/// between spaces and commas.
pub(super) fn pairs<'a>(lines: &[&'a str]) -> Vec<&'a str> {
    let mut pairs = Vec::new();
    for line in lines {
        for word in line.split([' ', ',']) {
            if word.contains('/') {
                pairs.push(word);
            }
        }
    }
    pairs
}

/// Whether any of `pairs` has taken a step (is not `0/NET`).
pub(super) fn stepped(pairs: &[&str]) -> bool {
    pairs.iter().any(|pair| !pair.starts_with("0/"))
}

/// A whole number, as `str::parse` reads an `i64`.
pub(super) fn integer(word: &str) -> Option<i64> {
    word.parse().ok()
}

/// A count, as `str::parse` reads a `usize` (no minus sign, not even
/// before a 0).
pub(super) fn count(word: &str) -> Option<usize> {
    if word.starts_with('-') {
        return None;
    }
    usize::try_from(integer(word)?).ok()
}

/// `words` in one string, `by` between each two.
pub(super) fn joined<S: AsRef<str>>(words: &[S], by: &str) -> String {
    let mut joined = String::new();
    for (at, word) in words.iter().enumerate() {
        if at > 0 {
            joined.push_str(by);
        }
        joined.push_str(word.as_ref());
    }
    joined
}

/// `numbers` in decimal in one string, a comma between each two.
pub(super) fn listed(numbers: &[i64]) -> String {
    let mut listed = String::new();
    for (at, number) in numbers.iter().enumerate() {
        if at > 0 {
            listed.push(',');
        }
        listed.push_str(&number.to_string());
    }
    listed
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_readers_helpers_read_as_str_parse_and_join_do() {
        for word in [
            "7",
            "+7",
            "007",
            "-0",
            "-7",
            "",
            "x",
            "18446744073709551615",
        ] {
            assert_eq!(
                count(word),
                word.parse::<usize>()
                    .ok()
                    .filter(|n| *n <= i64::MAX as usize)
            );
            assert_eq!(integer(word), word.parse::<i64>().ok(), "{word}");
        }
        let some = ["a", "", "b c"];
        assert_eq!(joined(&some, ", "), some.join(", "));
        assert_eq!(joined::<&str>(&[], ","), "");
        let owned = ["x".to_string(), String::new(), "y".to_string()];
        assert_eq!(joined(&owned, "/"), owned.join("/"));
        assert_eq!(listed(&[-3, 0, 12]), "-3,0,12");
        assert_eq!(digits(&["1", "0", "9"]).as_deref(), Some("109"));
        assert_eq!(digits(&["1", "10"]), None);
        let lines = ["x 1/2, 3/4", "size 7x7", "0/5,y"];
        assert_eq!(pairs(&lines), ["1/2", "3/4", "0/5"]);
        assert!(stepped(&pairs(&lines)) && !stepped(&["0/5", "0/-2"]));
        assert_eq!(
            (line_at(&lines, "size"), after(&lines, "size ")),
            (Some(1), Some("7x7"))
        );
        assert_eq!(words(" a\tb  c "), ["a", "b", "c"]);
    }
}
