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
//! Each line of the block is a quoted string with no quote or backslash
//! in it, so that it means what it shows; the first says the game and
//! where it stands. The block is a static in a module of its own so that,
//! when rustc compiles the next generation with the cache of the last,
//! only that module's code is new: the rest of the program is the same
//! code, which rustc reuses.

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

/// The text of a state line, `        "TEXT",`: none if the line is not
/// one.
pub fn unquote(line: &str) -> Option<&str> {
    line.strip_prefix(QUOTE)
        .and_then(|line| line.strip_suffix("\","))
        .filter(|text| !text.contains(['"', '\\']))
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
