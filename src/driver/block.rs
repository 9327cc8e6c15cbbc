//! The state block, as every generation of every game writes it: one
//! place for its layout, which the driver (with std only) and the library
//! (`generation`) both read with this code.
//!
//! ```text
//! mod state {
//!     pub static STATE: &[&str] = &[
//!         "GAME: STATUS",
//!         "...whatever the game shows: its board, its strategy...",
//!     ];
//! }
//! ```
//!
//! Each line of the block is a plain string: printable characters, no
//! quote or backslash, so that it means what it shows and can say nothing
//! to the compiler but itself; the first says the game and where it
//! stands. The block is a static in a module of its own so that, when
//! rustc compiles the next generation with the cache of the last, only
//! that module's code is new: the rest of the program is the same code,
//! which rustc reuses.
//!
//! A generation is data: its text outside the block is its game's
//! generation zero's, byte for byte (`ours`), and only what passes that
//! check is ever compiled or read. Code a program carries, whoever wrote
//! it, is never run: a program shared by a stranger holds a state, and
//! nothing else.

/// The line that opens the state block in every generation.
pub const OPEN: &str = "    pub static STATE: &[&str] = &[";

/// The line that closes it.
pub const CLOSE: &str = "    ];";

/// What begins each line of the block: its indent and its opening quote.
pub const QUOTE: &str = "        \"";

/// A line of the block, `TEXT` quoted as the block holds it.
// The library writes states; the driver, built alone, only reads them.
#[allow(dead_code)]
pub fn quote(text: &str) -> String {
    format!("{QUOTE}{text}\",")
}

/// Where a game stands, as the first line of its state block says it.
pub const STATUSES: [&str; 5] = ["new", "on", "won", "lost", "draw"];

/// The most characters a state line may hold.
pub const LONGEST: usize = 256;

/// The most lines a state block may hold.
pub const MOST: usize = 400;

/// Is `text` what a state line may hold: at most `LONGEST` printable
/// ASCII characters (a space to a tilde), none a quote or a backslash?
pub fn plain(text: &str) -> bool {
    text.len() <= LONGEST
        && text
            .bytes()
            .all(|byte| (b' '..=b'~').contains(&byte) && byte != b'"' && byte != b'\\')
}

/// The text of a state line, `        "TEXT",`: none if the line is not
/// one, or holds what no state line may (see `plain`).
pub fn unquote(line: &str) -> Option<&str> {
    line.strip_prefix(QUOTE)
        .and_then(|line| line.strip_suffix("\","))
        .filter(|text| plain(text))
}

/// Where a program's text departs from what merlyn writes: the number,
/// from 1, of its first line that does.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Foreign {
    /// A line outside the state block that is not generation zero's.
    Code(usize),
    /// A line of the state block that is not a plain string (`plain`), or
    /// one line more than a block may hold.
    State(usize),
}

impl Foreign {
    /// What is wrong, said of the program: `line 12 is not my code, and
    /// I run no other`.
    pub fn said(self) -> String {
        match self {
            Foreign::Code(line) => format!("line {line} is not my code, and I run no other"),
            Foreign::State(line) => {
                format!("line {line} is no plain state line (quoted, printable, no \\ or \")")
            }
        }
    }
}

/// Checks that `text` is a program merlyn wrote of the game whose
/// generation zero is `zero`: zero's text, byte for byte, around a state
/// block of plain lines (at least one, at most `MOST`). Gives where it
/// departs from that.
pub fn ours(text: &str, zero: &str) -> Result<(), Foreign> {
    if same_around_the_block(text, zero) {
        return Ok(());
    }
    let zero: Vec<&str> = zero.split_inclusive('\n').collect();
    let text: Vec<&str> = text.split_inclusive('\n').collect();
    let (open, close) = (format!("{OPEN}\n"), format!("{CLOSE}\n"));
    let head = zero
        .iter()
        .position(|line| *line == open)
        .expect("generation zero has a state block")
        + 1;
    let tail = head
        + zero[head..]
            .iter()
            .position(|line| *line == close)
            .expect("generation zero's state block is closed");
    if let Some(at) = (0..head).find(|&at| text.get(at) != Some(&zero[at])) {
        return Err(Foreign::Code(at + 1));
    }
    let mut end = head;
    while text.get(end) != Some(&close.as_str()) {
        let line = text.get(end).and_then(|line| line.strip_suffix('\n'));
        if line.and_then(unquote).is_none() || end - head == MOST {
            return Err(if line.is_some() {
                Foreign::State(end + 1)
            } else {
                Foreign::Code(end + 1)
            });
        }
        end += 1;
    }
    if end == head {
        return Err(Foreign::Code(end + 1));
    }
    let rest = &zero[tail..];
    match (0..=rest.len()).find(|&k| text.get(end + k) != rest.get(k)) {
        Some(k) => Err(Foreign::Code(end + k + 1)),
        None => Ok(()),
    }
}

/// What `ours` accepts, found the quick way, for the text a turn reads
/// several times (some 125 kB, in a driver built unoptimised): `text` is
/// `zero` up to the end of its state block's `OPEN` line, then plain
/// lines (one to `MOST`), then `zero` again from its `CLOSE` line on,
/// compared whole. False when it is not so, or not found so: then `ours`
/// goes line by line, and says where the text departs.
fn same_around_the_block(text: &str, zero: &str) -> bool {
    let (open, close) = (format!("\n{OPEN}\n"), format!("\n{CLOSE}\n"));
    let Some(head) = zero.find(&open).map(|at| at + open.len()) else {
        return false;
    };
    let Some(tail) = zero[head - 1..].find(&close).map(|at| head + at) else {
        return false;
    };
    if !text.starts_with(&zero[..head]) {
        return false;
    }
    let (mut at, mut count) = (head, 0);
    loop {
        let Some(end) = text[at..].find('\n').map(|end| at + end) else {
            return false;
        };
        let line = &text[at..end];
        if line == CLOSE {
            return count > 0 && text[at..] == zero[tail..];
        }
        if unquote(line).is_none() || count == MOST {
            return false;
        }
        count += 1;
        at = end + 1;
    }
}

/// The game and the status word a state block's first line names
/// (`reversi: on`), as they stand: none if it names no `GAME: WORD`.
pub fn head(first: &str) -> Option<(&str, &str)> {
    first.split_once(": ")
}

/// A state block found in a generation's lines.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Found<'a> {
    /// The index of the `OPEN` line.
    pub open: usize,
    /// The index of the `CLOSE` line.
    pub close: usize,
    /// The text of every line between, unquoted.
    pub lines: Vec<&'a str>,
}

/// Why no state block could be read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Missing<'a> {
    /// No `OPEN` line.
    Open,
    /// A line of the block that is not a quoted string: its index, itself.
    Quoted(usize, &'a str),
    /// No `CLOSE` line after the `OPEN` one.
    Close,
    /// Nothing between the two.
    Empty,
}

/// Finds the first state block in `lines` (a generation's, one per item).
pub fn find<'a>(lines: &[&'a str]) -> Result<Found<'a>, Missing<'a>> {
    let open = lines
        .iter()
        .position(|line| *line == OPEN)
        .ok_or(Missing::Open)?;
    let mut texts = Vec::new();
    for (at, line) in lines.iter().enumerate().skip(open + 1) {
        if *line == CLOSE {
            if texts.is_empty() {
                return Err(Missing::Empty);
            }
            return Ok(Found {
                open,
                close: at,
                lines: texts,
            });
        }
        texts.push(unquote(line).ok_or(Missing::Quoted(at, line))?);
    }
    Err(Missing::Close)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::driver::games::GAMES;

    /// The number, from 1, of generation zero's first state line.
    fn first_state_line(zero: &str) -> usize {
        zero.lines().position(|line| line == OPEN).unwrap() + 2
    }

    #[test]
    fn generation_zero_and_its_states_are_ours() {
        for game in GAMES {
            assert_eq!(ours(game.zero, game.zero), Ok(()), "{}", game.name);
        }
        let zero = GAMES[0].zero;
        let played = zero
            .replacen("tic-tac-toe: new", "tic-tac-toe: on", 1)
            .replacen("\"   |   |   \",", "\"   | X | 0 \",\n        \"more\",", 1);
        assert_eq!(ours(&played, zero), Ok(()));
    }

    #[test]
    fn a_state_line_that_would_be_code_is_refused_where_it_stands() {
        let zero = GAMES[0].zero;
        let at = first_state_line(zero);
        // The line closes the array, and code follows it.
        let injected = zero.replacen(
            "\"tic-tac-toe: new\",",
            "\"tic-tac-toe: on\", ]; #[used] static P: u8 = 0; pub static U: &[&str] = &[\"x\",",
            1,
        );
        assert_eq!(ours(&injected, zero), Err(Foreign::State(at)));
        for line in [
            "\"a\\u{41}\",",
            "\"tab\there\",",
            "\"caf\u{e9}\",",
            "\"x\",\r",
            "x,",
        ] {
            let edited = zero.replacen("\"tic-tac-toe: new\",", line, 1);
            assert_eq!(ours(&edited, zero), Err(Foreign::State(at)), "{line}");
        }
        let long = format!("\"{}\",", "x".repeat(LONGEST + 1));
        let edited = zero.replacen("\"tic-tac-toe: new\",", &long, 1);
        assert_eq!(ours(&edited, zero), Err(Foreign::State(at)));
        let longest = format!("\"{}\",", "x".repeat(LONGEST));
        let edited = zero.replacen("\"tic-tac-toe: new\",", &longest, 1);
        assert_eq!(ours(&edited, zero), Ok(()));
    }

    #[test]
    fn code_anywhere_outside_the_state_block_is_refused_at_its_line() {
        let zero = GAMES[1].zero;
        let lines: Vec<&str> = zero.split_inclusive('\n').collect();
        let close = lines
            .iter()
            .position(|l| *l == format!("{CLOSE}\n"))
            .unwrap();
        for at in [
            0,
            5,
            first_state_line(zero) - 2,
            close,
            close + 1,
            lines.len() - 1,
        ] {
            let mut edited = lines.clone();
            let changed = format!("// more {}", lines[at]);
            edited[at] = &changed;
            // The block's closing line changed is one more line of the
            // block, which is not a plain string.
            let why = if at == close {
                Foreign::State(at + 1)
            } else {
                Foreign::Code(at + 1)
            };
            assert_eq!(ours(&edited.concat(), zero), Err(why), "line {}", at + 1);
        }
        // A line added after the end, a last newline taken away, lines
        // ended by CR LF, an empty block, no block at all.
        assert_eq!(
            ours(&format!("{zero}fn main() {{}}\n"), zero),
            Err(Foreign::Code(lines.len() + 1))
        );
        assert_eq!(
            ours(zero.strip_suffix('\n').unwrap(), zero),
            Err(Foreign::Code(lines.len()))
        );
        assert_eq!(
            ours(&zero.replace('\n', "\r\n"), zero),
            Err(Foreign::Code(1))
        );
        let open = first_state_line(zero) - 1;
        let empty: String = lines[..open].concat() + &lines[close..].concat();
        assert_eq!(ours(&empty, zero), Err(Foreign::Code(open + 1)));
        assert_eq!(ours("fn main() {}\n", zero), Err(Foreign::Code(1)));
        assert_eq!(ours("", zero), Err(Foreign::Code(1)));
    }

    #[test]
    fn a_block_holds_at_most_its_number_of_lines() {
        let zero = GAMES[0].zero;
        let at = first_state_line(zero);
        let others = zero.lines().skip(at).take_while(|l| *l != CLOSE).count();
        // The block of `n` lines: the first written as n - others lines.
        let lines = |n: usize| {
            let block = (0..n - others)
                .map(|_| quote("x") + "\n")
                .collect::<String>();
            zero.replacen(&(quote("tic-tac-toe: new") + "\n"), &block, 1)
        };
        assert_eq!(ours(&lines(MOST), zero), Ok(()));
        assert_eq!(ours(&lines(MOST + 1), zero), Err(Foreign::State(at + MOST)));
    }
}
