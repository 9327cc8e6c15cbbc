//! Game names as players type them: in any case, with or without their
//! hyphens, `ttt` for tic-tac-toe, and, for a near miss, the name meant.
//! The driver (`scripts/play`, `merlyn play`) and every `merlyn` command
//! that takes a GAME read names with this code, so they forgive alike.

/// Other names a game answers to, and the game's own.
pub const ALIASES: [(&str, &str); 1] = [("ttt", "tic-tac-toe")];

/// A name as names are compared: its letters and digits, in small letters
/// (`Connect-Four` and `connectfour` are one name).
fn folded(name: &str) -> String {
    name.chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

/// How far apart two words are: the fewest letters added, dropped or
/// changed, or neighbours swapped, that turn one into the other (the
/// distance of Damerau, restricted to one edit per letter).
fn distance(a: &[u8], b: &[u8]) -> usize {
    // Rows of the table of distances between prefixes: the row before
    // the last, the last, and the one being filled.
    let mut before: Vec<usize> = vec![0; b.len() + 1];
    let mut last: Vec<usize> = (0..=b.len()).collect();
    for i in 1..=a.len() {
        let mut row = vec![i; b.len() + 1];
        for j in 1..=b.len() {
            let change = usize::from(a[i - 1] != b[j - 1]);
            row[j] = (last[j] + 1).min(row[j - 1] + 1).min(last[j - 1] + change);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                row[j] = row[j].min(before[j - 2] + 1);
            }
        }
        before = std::mem::replace(&mut last, row);
    }
    last[b.len()]
}

/// The game `name` means, of the games `games`: the name itself in any
/// case, with or without hyphens, or one of its `ALIASES`. When it means
/// none, `Err` with the game it is a near miss of, if any: a letter or
/// two off (a third of a long name), or the first letters of one game
/// alone.
pub fn find<'a>(name: &str, games: &[&'a str]) -> Result<&'a str, Option<&'a str>> {
    let typed = folded(name);
    // Each name a game answers to, with the game.
    let mut known: Vec<(String, &'a str)> = games.iter().map(|g| (folded(g), *g)).collect();
    for (alias, game) in ALIASES {
        if let Some(game) = games.iter().find(|g| **g == game) {
            known.push((alias.to_string(), *game));
        }
    }
    if typed.is_empty() {
        return Err(None);
    }
    if let Some((_, game)) = known.iter().find(|(known, _)| *known == typed) {
        return Ok(game);
    }
    let near = known
        .iter()
        .map(|(known, game)| (distance(typed.as_bytes(), known.as_bytes()), known, *game))
        .filter(|(apart, known, _)| *apart <= 1.max(known.len() / 3))
        .min_by_key(|(apart, _, _)| *apart)
        .map(|(_, _, game)| game);
    if near.is_some() {
        return Err(near);
    }
    let mut starting = games.iter().filter(|g| folded(g).starts_with(&typed));
    match (starting.next(), starting.next()) {
        (Some(game), None) if typed.len() >= 3 => Err(Some(game)),
        _ => Err(None),
    }
}

/// Why `name` is no game, after `find` gave `near`: the game it is a near
/// miss of, or where `help` lists the games. The name is shown on one
/// line, and cut short (`shown`): the line fits 80 columns.
pub fn refusal(name: &str, near: Option<&str>, help: &str) -> String {
    let name = shown(name, 20);
    match near {
        Some(game) => format!("'{name}' is not a game: did you mean {game}?"),
        None => format!("'{name}' is not a game ({help} lists them)"),
    }
}

/// A word as a message shows it: on one line whatever it holds (escaped
/// as Rust writes a string), and at most `most` characters, a longer one
/// cut short with `...`.
pub fn shown(word: &str, most: usize) -> String {
    let escaped = word.escape_debug().to_string();
    if escaped.chars().count() <= most {
        return escaped;
    }
    let kept: String = escaped.chars().take(most.saturating_sub(3)).collect();
    format!("{kept}...")
}

#[cfg(test)]
mod tests {
    use super::*;

    const GAMES: [&str; 5] = [
        "tic-tac-toe",
        "reversi",
        "contactix",
        "gomoku",
        "connect-four",
    ];

    #[test]
    fn a_game_is_found_in_any_case_with_or_without_hyphens_and_by_its_alias() {
        for (typed, game) in [
            ("reversi", "reversi"),
            ("Reversi", "reversi"),
            ("REVERSI", "reversi"),
            ("Connect-Four", "connect-four"),
            ("connectfour", "connect-four"),
            ("Con-Tac-Tix", "contactix"),
            ("tic tac toe", "tic-tac-toe"),
            ("ttt", "tic-tac-toe"),
            ("TTT", "tic-tac-toe"),
        ] {
            assert_eq!(find(typed, &GAMES), Ok(game), "{typed}");
        }
    }

    #[test]
    fn a_near_miss_names_the_game_meant_and_anything_else_none() {
        for (typed, meant) in [
            ("reversii", "reversi"),
            ("revresi", "reversi"),
            ("conect-four", "connect-four"),
            ("contactics", "contactix"),
            ("gomuko", "gomoku"),
            ("tictacto", "tic-tac-toe"),
            ("tt", "tic-tac-toe"),
            ("connect", "connect-four"),
            ("rev", "reversi"),
        ] {
            assert_eq!(find(typed, &GAMES), Err(Some(meant)), "{typed}");
        }
        for typed in ["chess", "", "-", "go", "con", "x", "tax"] {
            assert_eq!(find(typed, &GAMES), Err(None), "{typed}");
        }
    }

    #[test]
    fn a_refusal_names_the_game_meant_or_where_the_games_are_listed() {
        assert_eq!(
            refusal("reversii", Some("reversi"), "play -h"),
            "'reversii' is not a game: did you mean reversi?"
        );
        assert_eq!(
            refusal("chess\n", None, "play -h"),
            "'chess\\n' is not a game (play -h lists them)"
        );
        let long = refusal(&"x".repeat(500), None, "play -h");
        assert_eq!(
            long,
            format!("'{}...' is not a game (play -h lists them)", "x".repeat(17))
        );
    }

    #[test]
    fn the_distance_counts_each_edit_once() {
        assert_eq!(distance(b"", b""), 0);
        assert_eq!(distance(b"abc", b""), 3);
        assert_eq!(distance(b"abc", b"abc"), 0);
        assert_eq!(distance(b"abc", b"acb"), 1);
        assert_eq!(distance(b"kitten", b"sitting"), 3);
    }
}
