//! The games the driver plays, each with its generation zero embedded as
//! the repository holds it: no file a game can overwrite is ever read for
//! it.

/// One game the driver plays: its name, generation zero, and what one of
/// its moves looks like.
pub(super) struct Game {
    pub(super) name: &'static str,
    pub(super) zero: &'static str,
    pub(super) hint: &'static str,
    pub(super) fits: fn(&[u8]) -> bool,
}

/// The games, each with its generation zero as the repository holds it.
pub(super) const GAMES: [Game; 5] = [
    Game {
        name: "tic-tac-toe",
        zero: include_str!("../../templates/tic-tac-toe.rs"),
        hint: "give one cell, a digit from 1 to 9",
        fits: |m| matches!(m, [b'1'..=b'9']),
    },
    Game {
        name: "reversi",
        zero: include_str!("../../templates/reversi.rs"),
        hint: "give one square, a column a-h then a row 1-8, such as f5",
        fits: |m| matches!(m, [b'a'..=b'h' | b'A'..=b'H', b'1'..=b'8']),
    },
    Game {
        name: "contactix",
        zero: include_str!("../../templates/contactix.rs"),
        hint: "give one cell, a column letter then a row number, such as F6",
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
        hint: "give one cell, a column a-o then a row 1-15, such as h8",
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
        hint: "give one column, 1 to 7 (or a to g), such as 4",
        fits: |m| matches!(m, [b'1'..=b'7' | b'a'..=b'g' | b'A'..=b'G']),
    },
];
