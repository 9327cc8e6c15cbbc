//! Two generations side by side: a unified diff of their sources, which
//! shows the board and strategy lines a game changed.

use similar::TextDiff;

/// ANSI colours for a terminal.
const BOLD: &str = "\x1b[1m";
const RED: &str = "\x1b[31m";
const GREEN: &str = "\x1b[32m";
const CYAN: &str = "\x1b[36m";
const RESET: &str = "\x1b[0m";

/// The unified diff of `old` and `new`, with headers naming them; empty when
/// they are the same. With `colour`, lines carry ANSI colours.
pub fn unified(old_name: &str, old: &str, new_name: &str, new: &str, colour: bool) -> String {
    let diff = TextDiff::from_lines(old, new)
        .unified_diff()
        .header(old_name, new_name)
        .to_string();
    if !colour {
        return diff;
    }
    let mut out = String::with_capacity(diff.len() + 64);
    for (i, line) in diff.split_inclusive('\n').enumerate() {
        let (text, end) = match line.strip_suffix('\n') {
            Some(text) => (text, "\n"),
            None => (line, ""),
        };
        let paint = match text.as_bytes().first() {
            _ if i < 2 => BOLD,
            Some(b'@') => CYAN,
            Some(b'-') => RED,
            Some(b'+') => GREEN,
            _ => "",
        };
        if paint.is_empty() {
            out.push_str(line);
        } else {
            out.push_str(&format!("{paint}{text}{RESET}{end}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_the_files_and_marks_the_changed_line() {
        let diff = unified("a.rs", "one\ntwo\n", "b.rs", "one\nthree\n", false);
        assert_eq!(
            diff,
            "--- a.rs\n+++ b.rs\n@@ -1,2 +1,2 @@\n one\n-two\n+three\n"
        );
    }

    #[test]
    fn is_empty_for_the_same_text() {
        assert_eq!(unified("a", "same\n", "b", "same\n", true), "");
    }

    #[test]
    fn colours_only_when_asked() {
        let plain = unified("a", "x\n", "b", "y\n", false);
        let coloured = unified("a", "x\n", "b", "y\n", true);
        assert!(!plain.contains('\x1b'));
        assert!(coloured.contains("\x1b[31m-x\x1b[0m\n"), "{coloured:?}");
        assert!(coloured.contains("\x1b[32m+y\x1b[0m\n"), "{coloured:?}");
        assert!(
            coloured.starts_with("\x1b[1m--- a\x1b[0m\n"),
            "{coloured:?}"
        );
    }
}
