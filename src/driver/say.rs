//! How the driver speaks: a line on stdout for the player, a line on
//! stderr in its own name, an argument shown on one line whatever it
//! holds, and every line in 80 columns.

use std::io::{self, Write};

/// An argument as a message shows it: on one line, whatever it holds,
/// and cut short past 30 characters, so that the message fits 80 columns.
pub(super) fn shown(word: &str) -> String {
    super::spelling::shown(word, 30)
}

/// The columns a line of the driver's fits in: a terminal's 80.
pub(super) const COLUMNS: usize = 80;

/// Of the ways to say something, the first whose every line fits in
/// `COLUMNS` after `me: `; else the last, the shortest.
pub(super) fn fitting(me: &str, ways: &[String]) -> String {
    let fits = |way: &&String| {
        way.lines()
            .all(|line| me.len() + 2 + line.chars().count() <= COLUMNS)
    };
    ways.iter()
        .find(fits)
        .or(ways.last())
        .cloned()
        .unwrap_or_default()
}

/// Prints a line on stdout.
pub(super) fn say(line: &str) {
    let _ = writeln!(io::stdout(), "{line}");
}

/// Says `line` on stderr, as the driver `me`.
pub(super) fn warn(me: &str, line: &str) {
    let _ = writeln!(io::stderr(), "{me}: {line}");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_way_that_fits_80_columns_after_the_name_is_said() {
        let long = "x".repeat(75);
        let ways = [long.clone(), "short".to_string()];
        // "ttt: " and 75 columns fit; "play: " and 75 do not.
        assert_eq!(fitting("ttt", &ways), long);
        assert_eq!(fitting("play", &ways), "short");
        // A way of two lines fits when each does.
        let two = format!("{}\n{}", "y".repeat(70), "z".repeat(70));
        assert_eq!(fitting("play", &[two.clone(), "no".into()]), two);
        // None fits: the last, the shortest.
        assert_eq!(
            fitting("play", &[long.clone(), long.clone() + "!"]),
            long + "!"
        );
    }
}
