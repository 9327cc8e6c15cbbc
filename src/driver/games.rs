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
    },
    Game {
        name: "reversi",
        zero: include_str!("../../templates/reversi.rs"),
        moves: "square, a column a-h then a row 1-8",
        example: "f5",
        fits: |m| matches!(m, [b'a'..=b'h' | b'A'..=b'H', b'1'..=b'8']),
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
    },
    Game {
        name: "connect-four",
        zero: include_str!("../../templates/connect-four.rs"),
        moves: "column, 1 to 7 (or a to g)",
        example: "4",
        fits: |m| matches!(m, [b'1'..=b'7' | b'a'..=b'g' | b'A'..=b'G']),
    },
];
