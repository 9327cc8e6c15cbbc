//! How the driver speaks: a line on stdout for the player, a line on
//! stderr in its own name, and an argument shown on one line whatever it
//! holds.

use std::io::{self, Write};

/// An argument as a message shows it: on one line, whatever it holds.
pub(super) fn shown(word: &str) -> String {
    word.escape_debug().to_string()
}

/// Prints a line on stdout.
pub(super) fn say(line: &str) {
    let _ = writeln!(io::stdout(), "{line}");
}

/// Says `line` on stderr, as the driver `me`.
pub(super) fn warn(me: &str, line: &str) {
    let _ = writeln!(io::stderr(), "{me}: {line}");
}
