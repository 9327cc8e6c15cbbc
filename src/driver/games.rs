//! The games the driver plays, each with its generation zero embedded as
//! the repository holds it: no file a game can overwrite is ever read for
//! it.

/// One game the driver plays: its name, generation zero, and what one of
/// its moves looks like: in words (for help and refusals), by example, and
/// as a check of its bytes, made before anything is compiled.
pub(super) struct Game {
    pub(super) name: &'static str,
    pub(super) zero: &'static str,
    pub(super) moves: &'static str,
    pub(super) example: &'static str,
    pub(super) fits: fn(&[u8]) -> bool,
    /// How its strategy is read from its state block, for the record.
    pub(super) strategy: Strategy,
}

impl Game {
    /// What a move is, said to a player who gave something else.
    pub(super) fn hint(&self) -> String {
        format!("give one {}, such as {}", self.moves, self.example)
    }
}

/// The games' names, for a sentence: `a, b, c or d`.
pub(super) fn names() -> String {
    let mut said = String::new();
    for (i, game) in GAMES.iter().enumerate() {
        if i > 0 {
            said.push_str(if i + 1 == GAMES.len() { " or " } else { ", " });
        }
        said.push_str(game.name);
    }
    said
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

/// The games, each with its generation zero as the repository holds it.
pub(super) const GAMES: &[Game] = &[
    Game {
        name: "tic-tac-toe",
        zero: include_str!("../../templates/tic-tac-toe.rs"),
        moves: "cell, 1 to 9, numbered like a phone's keypad",
        example: "5",
        fits: |m| matches!(m, [b'1'..=b'9']),
        strategy: tic_tac_toe,
    },
    Game {
        name: "reversi",
        zero: include_str!("../../templates/reversi.rs"),
        moves: "square, a column a-h then a row 1-8",
        example: "f5",
        fits: |m| matches!(m, [b'a'..=b'h' | b'A'..=b'H', b'1'..=b'8']),
        strategy: reversi,
    },
    Game {
        name: "contactix",
        zero: include_str!("../../templates/contactix.rs"),
        moves: "cell, a column letter then a row number",
        example: "F6",
        // A row of one digit or of two; the generation checks its board has it.
        fits: |m| match m {
            [c, b'1'..=b'9'] => c.is_ascii_alphabetic(),
            [c, b'1' | b'2', b'0'..=b'9'] => c.is_ascii_alphabetic(),
            _ => false,
        },
        strategy: contactix,
    },
    Game {
        name: "gomoku",
        zero: include_str!("../../templates/gomoku.rs"),
        moves: "cell, a column a-o then a row 1-15",
        example: "h8",
        fits: |m| {
            matches!(
                m,
                [b'a'..=b'o' | b'A'..=b'O', b'1'..=b'9']
                    | [b'a'..=b'o' | b'A'..=b'O', b'1', b'0'..=b'5']
            )
        },
        strategy: gomoku,
    },
    Game {
        name: "connect-four",
        zero: include_str!("../../templates/connect-four.rs"),
        moves: "column, 1 to 7 (or a to g)",
        example: "4",
        fits: |m| matches!(m, [b'1'..=b'7' | b'a'..=b'g' | b'A'..=b'G']),
        strategy: connect_four,
    },
];

/// The strategy a program holds in its state block's `lines`, written as
/// `merlyn replay --strategy` reads it: none if the block does not read.
pub(super) type Strategy = fn(&[&str]) -> Option<String>;

/// The words of a line that are each one digit, as one string.
fn digits(words: &[&str]) -> Option<String> {
    words
        .iter()
        .map(|w| (w.len() == 1 && w.as_bytes()[0].is_ascii_digit()).then_some(*w))
        .collect()
}

/// The last line: the opening, nine digits, then the face.
fn tic_tac_toe(lines: &[&str]) -> Option<String> {
    let last = lines.last()?;
    let strategy = last.get(..10)?;
    strategy
        .bytes()
        .all(|b| b.is_ascii_digit())
        .then(|| strategy.to_string())
}

/// Eight rows of digits under "my weights", then the depth and
/// mobility: `rows/...:depthD:mobilityM` when not 1 and 0.
fn reversi(lines: &[&str]) -> Option<String> {
    let at = lines.iter().position(|l| l.ends_with("my weights"))?;
    let mut rows = Vec::new();
    for row in lines.get(at + 1..at + 9)? {
        let words: Vec<&str> = row.split_whitespace().collect();
        rows.push(digits(words.get(1..)?).filter(|r| r.len() == 8)?);
    }
    let tail = lines.get(at + 9)?.trim();
    let (depth, mobility) = tail.strip_prefix("depth ")?.split_once(", mobility ")?;
    let mut strategy = rows.join("/");
    if (depth, mobility) != ("1", "0") {
        strategy.push_str(&format!(":depth{depth}:mobility{mobility}"));
    }
    Some(strategy)
}

/// Nine patterns, mine then yours, five first (always 5000, not
/// written); then the lookahead: `mine,.../yours,...[/N]`.
fn gomoku(lines: &[&str]) -> Option<String> {
    let at = lines.iter().position(|l| l.starts_with("my weights"))?;
    let (mut mine, mut yours) = (Vec::new(), Vec::new());
    for row in lines.get(at + 2..at + 10)? {
        let words: Vec<&str> = row.split_whitespace().collect();
        let n = words.len();
        if n < 3 {
            return None;
        }
        mine.push(words[n - 2]);
        yours.push(words[n - 1]);
    }
    let lookahead = lines.get(at + 10)?.strip_prefix("lookahead")?.trim();
    let mut strategy = format!("{}/{}", mine.join(","), yours.join(","));
    if lookahead != "0" {
        strategy.push_str(&format!("/{lookahead}"));
    }
    Some(strategy)
}

/// The weights, a digit per cell, at the end of each row of the
/// board; then how many best moves it searches deeper.
fn contactix(lines: &[&str]) -> Option<String> {
    let size = lines.iter().find_map(|l| l.strip_prefix("size "))?;
    let (columns, rows) = size.split_once('x')?;
    let (columns, rows): (usize, usize) = (columns.parse().ok()?, rows.parse().ok()?);
    let at = lines.iter().position(|l| l.ends_with("my weights"))?;
    let mut weights = Vec::new();
    for row in lines.get(at + 1..at + 1 + rows)? {
        let words: Vec<&str> = row.split_whitespace().collect();
        let start = words.len().checked_sub(columns)?;
        weights.push(digits(&words[start..])?);
    }
    let deeper = lines.iter().find_map(|l| l.strip_prefix("deeper: "))?;
    let mut strategy = weights.join("/");
    if deeper != "0" {
        strategy.push_str(&format!(";deeper{deeper}"));
    }
    Some(strategy)
}

/// Six rows of weights under "my weights", row 6 on top; then the
/// lookahead: `row 1/.../row 6[/N]`, each row's numbers by commas.
fn connect_four(lines: &[&str]) -> Option<String> {
    let at = lines.iter().position(|l| l.starts_with("my weights"))?;
    let mut rows = Vec::new();
    for row in lines.get(at + 2..at + 8)? {
        let words: Vec<&str> = row.split_whitespace().collect();
        let numbers = words.get(1..)?;
        if numbers.len() != 7 || numbers.iter().any(|n| n.parse::<u32>().is_err()) {
            return None;
        }
        rows.push(numbers.join(","));
    }
    rows.reverse();
    let lookahead = lines.get(at + 8)?.strip_prefix("lookahead")?.trim();
    let mut strategy = rows.join("/");
    if lookahead != "0" {
        strategy.push_str(&format!("/{lookahead}"));
    }
    Some(strategy)
}
