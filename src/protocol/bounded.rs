//! Lines read with a bound: a protocol's peer (a GUI, a manager, an
//! engine) may send a line of any length, and a line read whole could cost
//! all the memory there is. A line here keeps its first `LINE` bytes; the
//! rest of it is read and dropped, and the reader is told it was cut.

use std::io::{self, BufRead};

/// The most of a line kept: far more than any command or answer of GTP or
/// Gomocup needs.
pub const LINE: usize = 64 * 1024;

/// One line read: its first bytes (without the newline), and whether more
/// were dropped.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Line {
    pub bytes: Vec<u8>,
    pub cut: bool,
}

impl Line {
    /// Its text, invalid UTF-8 replaced.
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.bytes).into_owned()
    }
}

/// Reads the next line of `input`, keeping at most `most` bytes of it;
/// none at the end of the input. A last line without a newline is a line.
/// The rest of a line cut short is read and dropped, up to its newline.
pub fn read_line(input: &mut impl BufRead, most: usize) -> io::Result<Option<Line>> {
    read(input, most, true)
}

/// As `read_line`, but a line cut short is given at once, its rest left
/// unread: for a peer that is given up on when it writes too long a line
/// (which may never end).
pub fn read_line_or_stop(input: &mut impl BufRead, most: usize) -> io::Result<Option<Line>> {
    read(input, most, false)
}

fn read(input: &mut impl BufRead, most: usize, through: bool) -> io::Result<Option<Line>> {
    let mut line = Line {
        bytes: Vec::new(),
        cut: false,
    };
    let mut any = false;
    loop {
        let buffer = match input.fill_buf() {
            Ok(buffer) => buffer,
            Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
            Err(error) => return Err(error),
        };
        if buffer.is_empty() {
            return Ok(any.then_some(line));
        }
        any = true;
        let (chunk, end) = match buffer.iter().position(|&b| b == b'\n') {
            Some(at) => (&buffer[..at], Some(at + 1)),
            None => (buffer, None),
        };
        let room = most - line.bytes.len();
        if chunk.len() > room {
            line.cut = true;
        }
        let kept = chunk.len().min(room);
        line.bytes.extend_from_slice(&chunk[..kept]);
        if line.cut && !through {
            input.consume(kept);
            return Ok(Some(line));
        }
        let used = end.unwrap_or(buffer.len());
        input.consume(used);
        if end.is_some() {
            return Ok(Some(line));
        }
    }
}

/// `text` fit to be shown in one line of a message: its printable ASCII
/// only (no control byte, no escape sequence), at most `most` characters,
/// and `...` after a text cut short.
pub fn printable(text: &str, most: usize) -> String {
    let kept: String = text.chars().filter(|c| matches!(c, ' '..='~')).collect();
    match kept.char_indices().nth(most) {
        Some((at, _)) => format!("{}...", &kept[..at]),
        None => kept,
    }
}

/// The lines of `input`, each read by `read_line` with the bound `LINE`.
pub fn lines(mut input: impl BufRead) -> impl Iterator<Item = io::Result<Line>> {
    std::iter::from_fn(move || read_line(&mut input, LINE).transpose())
}

#[cfg(test)]
mod tests {
    use super::{Line, read_line};
    use std::io::{BufReader, Read};

    fn all(input: &[u8], most: usize) -> Vec<Line> {
        // A small buffer, so that lines cross its ends.
        let mut input = BufReader::with_capacity(3, input);
        std::iter::from_fn(|| read_line(&mut input, most).unwrap()).collect()
    }

    fn line(text: &str, cut: bool) -> Line {
        Line {
            bytes: text.as_bytes().to_vec(),
            cut,
        }
    }

    #[test]
    fn a_line_keeps_its_first_bytes_and_says_it_was_cut() {
        assert_eq!(
            all(b"short\nmuch too long\n\nlast", 8),
            [
                line("short", false),
                line("much too", true),
                line("", false),
                line("last", false)
            ]
        );
        assert_eq!(all(b"exactly8\n", 8), [line("exactly8", false)]);
        assert!(all(b"", 8).is_empty());
    }

    #[test]
    fn a_line_that_never_ends_is_given_up_on_at_its_bound() {
        // An endless line: read_line_or_stop stops at the bound.
        let mut input = BufReader::new(std::io::repeat(b'x'));
        let line = super::read_line_or_stop(&mut input, 100).unwrap().unwrap();
        assert_eq!((line.bytes.len(), line.cut), (100, true));
    }

    #[test]
    fn printable_text_drops_control_bytes_and_stops_short() {
        assert_eq!(super::printable("FLY\r\u{1b}[2J", 40), "FLY[2J");
        assert_eq!(super::printable("abcdef", 3), "abc...");
        assert_eq!(super::printable("abc", 3), "abc");
    }

    #[test]
    fn a_huge_line_is_read_through_in_little_memory() {
        // 200 MB of one line, then a short one: what is kept stays small.
        let huge = std::io::repeat(b'x').take(200_000_000);
        let mut input = BufReader::new(huge.chain(&b"\nnext\n"[..]));
        let first = read_line(&mut input, 16).unwrap().unwrap();
        assert_eq!((first.bytes.len(), first.cut), (16, true));
        assert!(
            first.bytes.capacity() < 64 * 1024,
            "{}",
            first.bytes.capacity()
        );
        let next = read_line(&mut input, 16).unwrap().unwrap();
        assert_eq!(next, line("next", false));
    }
}
