//! Two generations side by side: a unified diff of their sources, which
//! shows the state lines a game changed.

use anstyle::{AnsiColor, Style};
use similar::TextDiff;

const HEADER: Style = Style::new().bold();
const HUNK: Style = AnsiColor::Cyan.on_default();
const REMOVED: Style = AnsiColor::Red.on_default();
const ADDED: Style = AnsiColor::Green.on_default();

/// The unified diff of `old` and `new`, with headers naming them, its
/// lines styled for a terminal (whoever prints it strips the styles where
/// colour is not wanted); empty when they are the same.
pub fn unified(old_name: &str, old: &str, new_name: &str, new: &str) -> String {
    let diff = TextDiff::from_lines(old, new)
        .unified_diff()
        .header(old_name, new_name)
        .to_string();
    let mut out = String::with_capacity(diff.len() + 64);
    for (i, line) in diff.split_inclusive('\n').enumerate() {
        let (text, end) = match line.strip_suffix('\n') {
            Some(text) => (text, "\n"),
            None => (line, ""),
        };
        let style = match text.as_bytes().first() {
            _ if i < 2 => HEADER,
            Some(b'@') => HUNK,
            Some(b'-') => REMOVED,
            Some(b'+') => ADDED,
            _ => Style::new(),
        };
        out.push_str(&format!("{style}{text}{style:#}{end}"));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plain(text: &str) -> String {
        anstream::adapter::strip_str(text).to_string()
    }

    #[test]
    fn names_the_files_and_marks_the_changed_line() {
        let diff = unified("a.rs", "one\ntwo\n", "b.rs", "one\nthree\n");
        assert_eq!(
            plain(&diff),
            "--- a.rs\n+++ b.rs\n@@ -1,2 +1,2 @@\n one\n-two\n+three\n"
        );
    }

    #[test]
    fn is_empty_for_the_same_text() {
        assert_eq!(unified("a", "same\n", "b", "same\n"), "");
    }

    #[test]
    fn styles_removed_and_added_lines_and_the_headers() {
        let diff = unified("a", "x\n", "b", "y\n");
        assert!(diff.contains("\x1b[31m-x\x1b[0m\n"), "{diff:?}");
        assert!(diff.contains("\x1b[32m+y\x1b[0m\n"), "{diff:?}");
        assert!(diff.starts_with("\x1b[1m--- a\x1b[0m\n"), "{diff:?}");
    }
}
