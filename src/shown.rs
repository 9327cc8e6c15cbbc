//! Text taken from a file or the command line, made safe to show on a
//! terminal: a control character (an escape, a bell, a carriage return,
//! C1's), or a mark that turns text around (bidirectional overrides), in a
//! state line, a record, a file's name or an error would act on the
//! terminal rather than be read; each is shown escaped, as `\x1b`.

use std::borrow::Cow;
use std::path::Path;

/// Whether `c` acts on a terminal rather than shows: a control character
/// (but a newline and a tab), or a bidirectional embedding, override or
/// isolate.
fn acts(c: char) -> bool {
    (c.is_control() && c != '\n' && c != '\t')
        || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// `text` with every character that acts on a terminal escaped: `\x1b`,
/// `\u{202e}`; a backslash stays one, for no file of merlyn's needs it read
/// back.
pub fn escaped(text: &str) -> Cow<'_, str> {
    if !text.chars().any(acts) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        match c {
            c if acts(c) && (c as u32) < 0x100 => out.push_str(&format!("\\x{:02x}", c as u32)),
            c if acts(c) => out.push_str(&format!("\\u{{{:x}}}", c as u32)),
            c => out.push(c),
        }
    }
    Cow::Owned(out)
}

/// A path as a message shows it: escaped.
pub fn path(path: &Path) -> String {
    escaped(&path.display().to_string()).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_what_acts_on_a_terminal_and_keeps_the_rest() {
        assert_eq!(
            escaped("a plain line\n\tand a tab"),
            "a plain line\n\tand a tab"
        );
        assert_eq!(
            escaped("\x1b]0;title\x07\x1b[2J"),
            "\\x1b]0;title\\x07\\x1b[2J"
        );
        assert_eq!(escaped("back\r\u{7f}\u{9b}"), "back\\x0d\\x7f\\x9b");
        assert_eq!(escaped("a\u{202e}b"), "a\\u{202e}b");
        assert_eq!(escaped("é, 0 and X"), "é, 0 and X");
    }
}
