// ===========================================================================
// The frame: how I run, and how I print myself. Every game merlyn makes
// carries these lines, the same byte for byte; the game above them gives
// my STATE and my `turn`.
//
// Every move compiles me anew, so I am written to compile fast: plain loops
// over small tables, no generic code of my own, no `?`, no slices cut out
// by ranges, and none of std's input and output, whose machinery takes
// longer to compile than a whole game. I talk to the C library instead, as
// my 1991 ancestor did: the C runtime calls my main with the command line,
// and I write with write(2).

unsafe extern "C" {
    /// Writes `len` bytes from `text` to the open file `fd`.
    fn write(fd: i32, text: *const u8, len: usize) -> isize;
    /// The value of the environment variable `name` (ended by a 0 byte),
    /// or null when it is not set.
    fn getenv(name: *const u8) -> *const u8;
}

/// Where I start, called by the C runtime: `argv[1]`, if given, is your move.
#[cfg(not(merlyn_library))] // The merlyn library shares my engine, not my main.
#[unsafe(no_mangle)]
extern "C" fn main(argc: i32, argv: *const *const u8) -> i32 {
    // Your move: the first 4 bytes of argv[1], zeros after its end. No move
    // is longer than 3, so a fourth byte marks an argument that is not one.
    let mut arg = [0u8; 4];
    if argc > 1 {
        // SAFETY: argv holds argc arguments, each ended by a 0 byte; I read
        // argv[1] up to that byte, and no further than its fourth.
        unsafe {
            let given = *argv.add(1);
            let mut i: usize = 0;
            while i < 4 && *given.add(i) != 0 {
                arg[i] = *given.add(i);
                i += 1;
            }
        }
    }
    run(arg, argc)
}

/// Plays one turn (`turn`, given your move) and prints my successor, or
/// myself unchanged when I refuse; gives my exit status: 0, or 2 when I
/// refuse, or 1 when printing fails.
// A c"..." literal would need the 2021 edition; plain rustc is 2015.
#[allow(clippy::manual_c_str_literals)]
fn run(arg: [u8; 4], argc: i32) -> i32 {
    let mut next = Text::empty();
    let mut said = Text::empty();
    // SAFETY: the name ends with its 0 byte, and I only ask whether the
    // variable is set.
    said.colour = unsafe { !getenv(b"MERLYN_COLOR\0".as_ptr()).is_null() };
    let played = turn(arg, argc, level_asked(), &mut next, &mut said);
    let mut i: usize = 0;
    while !played && i < state::STATE.len() {
        // I refuse: my successor is myself, unchanged.
        next.push(state::STATE[i].as_bytes());
        next.push(b"\n");
        i += 1;
    }
    // My source: the text of SELF up to `@state`; my state block, its lines
    // quoted; the rest of the text; then SELF as it stands in my source,
    // and the quote and hash that end it (written \x23 here, for a quote
    // followed by a real hash anywhere in this text would end SELF early).
    let text = SELF.as_bytes();
    let mut at: usize = 1;
    while text[at] != b'@' {
        at += 1;
    }
    let open: &[u8] = b"    pub static STATE: &[&str] = &[\n";
    let mut ok = print(1, text, 1, at) && print(1, open, 0, open.len());
    let mut start: usize = 0;
    i = 0;
    while i < next.len {
        if next.bytes[i] == b'\n' {
            ok = ok && print(1, b"        \"", 0, 9) && print(1, &next.bytes, start, i) && print(1, b"\",\n", 0, 3);
            start = i + 1;
        }
        i += 1;
    }
    ok = ok && print(1, b"    ];\n", 0, 7) && print(1, text, at + b"@state\n".len(), text.len());
    ok = ok && print(1, text, 0, text.len()) && print(1, b"\"\x23;\n", 0, 4);
    // On stderr, what I did, or why I refuse.
    if !played {
        print(2, b"error: ", 0, 7);
    }
    print(2, &said.bytes, 0, said.len);
    print(2, b"\n", 0, 1);
    if !played { 2 } else if ok { 0 } else { 1 }
}

/// The level you ask me to play a new game at, from the environment
/// variable MERLYN_LEVEL, as `play GAME --level N` sets it (a game with
/// levels says what they are): -1 when it is not set, -2 when it is not a
/// number of one to three digits.
// A c"..." literal would need the 2021 edition; plain rustc is 2015.
#[allow(clippy::manual_c_str_literals)]
fn level_asked() -> i32 {
    // SAFETY: the name ends with its 0 byte; a value is a string ended by
    // a 0 byte, read up to it, and no further than its fourth byte.
    unsafe {
        let value = getenv(b"MERLYN_LEVEL\0".as_ptr());
        if value.is_null() {
            return -1;
        }
        let mut n: i32 = 0;
        let mut i: usize = 0;
        while i < 3 && *value.add(i) >= b'0' && *value.add(i) <= b'9' {
            n = n * 10 + (*value.add(i) - b'0') as i32;
            i += 1;
        }
        if i == 0 || *value.add(i) != 0 { -2 } else { n }
    }
}

/// Writes bytes `from..to` of `text` to the file `fd` (1 is stdout, 2
/// stderr); false when that fails.
fn print(fd: i32, text: &[u8], from: usize, to: usize) -> bool {
    let mut at = from;
    while at < to {
        // SAFETY: `at` and `to` lie within `text`.
        let written = unsafe { write(fd, text.as_ptr().add(at), to - at) };
        if written <= 0 {
            return false;
        }
        at += written as usize;
    }
    true
}

/// Text made in a fixed buffer, without the heap: my successor's state,
/// each line ended by a newline; or what I say.
pub struct Text {
    pub bytes: [u8; TEXT],
    pub len: usize,
    /// Whether `paint` colours the pieces it adds.
    pub colour: bool,
}

/// How many bytes a `Text` holds.
pub const TEXT: usize = 8192;

impl Text {
    /// An empty text.
    pub fn empty() -> Text {
        Text { bytes: [0; TEXT], len: 0, colour: false }
    }

    /// Adds `piece` at the end; what does not fit is dropped.
    pub fn push(&mut self, piece: &[u8]) {
        let mut i: usize = 0;
        while i < piece.len() && self.len < TEXT {
            self.bytes[self.len] = piece[i];
            self.len += 1;
            i += 1;
        }
    }

    /// Where `lines` and this text part: 0 when they are the same, line
    /// for line; else the number (from 1) of the first line that differs.
    /// I accept my state only as I would write it myself.
    pub fn differs(&self, lines: &[&str]) -> usize {
        let mut at: usize = 0;
        let mut i: usize = 0;
        while i < lines.len() {
            let line = lines[i].as_bytes();
            let mut j: usize = 0;
            while j < line.len() && at < self.len && self.bytes[at] == line[j] {
                at += 1;
                j += 1;
            }
            if j < line.len() || at >= self.len || self.bytes[at] != b'\n' {
                return i + 1;
            }
            at += 1;
            i += 1;
        }
        if at == self.len { 0 } else { i + 1 }
    }

    /// Adds a piece of a board as you see it, X or 0 (or a mark, such as
    /// `.`): in its colour when this text is coloured (what I say is when
    /// the driver asks, by setting MERLYN_COLOR as it does when you play on
    /// a terminal), and bold when `bold` (a last move).
    pub fn paint(&mut self, piece: u8, bold: bool) {
        let ink: &[u8] = match piece {
            b'X' => b"31",
            b'0' => b"36",
            b'*' => b"32",
            _ => b"",
        };
        if !self.colour || (ink.is_empty() && !bold) {
            self.push(&[piece]);
            return;
        }
        // ESC [ 1 ; 31 m: bold and red, say; ESC [ 0 m: back to plain.
        self.push(if bold { b"\x1b[1" } else { b"\x1b[" });
        self.push(if bold && !ink.is_empty() { b";" } else { b"" });
        self.push(ink);
        self.push(b"m");
        self.push(&[piece]);
        self.push(b"\x1b[0m");
    }
}

// ---------------------------------------------------------------------------
// How I print myself.
//
// SELF, at the very end of this file, holds the text of everything above
// it, up to the `r#"` that opens it, with one difference: where my state
// block stands, it holds the line `@state`. So my whole source is
//
//     that text, with my state block written in at `@state`,
//     then the text once more, as it stands inside SELF (a newline first),
//     then the quote and hash that close SELF.
//
// I read no file: whatever directory I run in, I know myself by heart.

/// Everything above, as text (see "How I print myself").
