// ===========================================================================
// The frame: how I run, and how I print myself. Every game merlyn makes
// carries these lines, the same byte for byte; the game above them gives
// my STATE and my `turn`.
//
// Every move compiles me anew, so I am written to compile fast: plain loops
// over small tables, no generic code of my own, no `?`, and none of std's
// input and output, whose machinery takes longer to compile than a whole
// game. I talk to the C library instead, as my 1991 ancestor did: the C
// runtime calls my main with the command line, and I write with write(2).

unsafe extern "C" {
    /// Writes `len` bytes from `text` to the open file `fd`.
    fn write(fd: i32, text: *const u8, len: usize) -> isize;
}

/// Where I start, called by the C runtime: `argv[1]`, if given, is your move.
#[cfg(not(merlyn_library))] // The merlyn library shares my engine, not my main.
#[unsafe(no_mangle)]
extern "C" fn main(argc: i32, argv: *const *const u8) -> i32 {
    let mut given: Option<&[u8]> = None;
    if argc > 1 {
        // SAFETY: argv holds argc arguments, each ended by a 0 byte. I read
        // argv[1] up to that byte, and never more than 64 bytes of it.
        given = unsafe {
            let arg = *argv.add(1);
            let mut len = 0;
            while len < 64 && *arg.add(len) != 0 {
                len += 1;
            }
            Some(core::slice::from_raw_parts(arg, len))
        };
    }
    let mut next = Text::new();
    let mut said = Text::new();
    if turn(given, argc > 2, &mut next, &mut said) {
        // My successor on stdout; on stderr, what I did.
        let printed = print(1, &source(&block(next.bytes())));
        print(2, &[said.bytes(), b"\n"]);
        if printed { 0 } else { 1 }
    } else {
        // Refused: I print myself unchanged, so that `| tee` loses nothing,
        // and say why on stderr.
        let mut lines = Text::new();
        let mut i = 0;
        while i < STATE.len() {
            lines.push(STATE[i].as_bytes());
            lines.push(b"\n");
            i += 1;
        }
        print(1, &source(&block(lines.bytes())));
        print(2, &[b"error: ", said.bytes(), b"\n"]);
        2
    }
}

/// Writes these pieces of text to the file `fd` (1 is stdout, 2 stderr),
/// one after the other; false when that fails.
fn print(fd: i32, pieces: &[&[u8]]) -> bool {
    let mut i = 0;
    while i < pieces.len() {
        let mut piece = pieces[i];
        while !piece.is_empty() {
            // SAFETY: `piece` holds `piece.len()` bytes.
            let written = unsafe { write(fd, piece.as_ptr(), piece.len()) };
            if written <= 0 {
                return false;
            }
            piece = &piece[written as usize..];
        }
        i += 1;
    }
    true
}

/// Text made in a fixed buffer, without the heap: my state lines, or what
/// I say. What does not fit is dropped.
pub struct Text {
    buffer: [u8; 16384],
    len: usize,
}

impl Text {
    /// No text yet.
    pub fn new() -> Text {
        Text { buffer: [0; 16384], len: 0 }
    }

    /// Adds `piece` at the end.
    pub fn push(&mut self, piece: &[u8]) {
        let mut i = 0;
        while i < piece.len() && self.len < self.buffer.len() {
            self.buffer[self.len] = piece[i];
            self.len += 1;
            i += 1;
        }
    }

    /// The text so far.
    pub fn bytes(&self) -> &[u8] {
        &self.buffer[..self.len]
    }
}

// ---------------------------------------------------------------------------
// How I print myself.
//
// SELF, at the very end of this file, holds the text of everything above
// it, up to the `r#"` that opens it, with one difference: where my state
// stands, it holds the line `@state`. So my whole source is
//
//     that text, with my state block written in at `@state`,
//     then the text once more, as it stands inside SELF (a newline first),
//     then the quote and hash that close SELF.
//
// I read no file: whatever directory I run in, I know myself by heart.

/// My state block, as it stands in my source: `lines`, each ended by a
/// newline, quoted one per line inside `const STATE`.
pub fn block(lines: &[u8]) -> Text {
    let mut out = Text::new();
    out.push(b"const STATE: &[&str] = &[\n");
    let mut start = 0;
    let mut i = 0;
    while i < lines.len() {
        if lines[i] == b'\n' {
            out.push(b"    \"");
            out.push(&lines[start..i]);
            out.push(b"\",\n");
            start = i + 1;
        }
        i += 1;
    }
    out.push(b"];\n");
    out
}

/// My source with this state block, in pieces.
pub fn source(block: &Text) -> [&[u8]; 5] {
    // The text starts after SELF's first newline; `@state` is its first `@`.
    let text = &SELF.as_bytes()[1..];
    let mut at = 0;
    while text[at] != b'@' {
        at += 1;
    }
    [
        &text[..at],
        block.bytes(),
        &text[at + 7..],
        SELF.as_bytes(),
        // The quote and hash that close SELF (written \x23 here, for a quote
        // followed by a real hash anywhere in this text would end SELF early).
        b"\"\x23;\n",
    ]
}

/// Everything above, as text (see "How I print myself").
