// merlyn: a game of tic-tac-toe that is also the program playing it.
//
// You are X, I am 0 (a zero). The cells are numbered like this:
//
//      1 | 2 | 3
//     ---+---+---
//      4 | 5 | 6
//     ---+---+---
//      7 | 8 | 9
//
// Compile me, run me with your move, and I print my successor: this very
// program, with your move and my reply written into the board below.
//
//     rustc merlyn.rs -o nextmove
//     ./nextmove 5 | tee nextmove.rs
//     rustc nextmove.rs && ./nextmove 1 | tee nextmove.rs
//
// Run me with no move, before my first one, and I open the game. When I win,
// my face below turns to :-). When you win, my successor has a blank board,
// a sad face and one strategy digit lowered: it is a better player than I am,
// and it learns again each time it loses, until it no longer loses.
//
// Only the lines of BOARD and STRATEGY change from one generation to the
// next. Everything else is the same in every generation, byte for byte.

// The C runtime calls my main itself: see "How I run" below.
#![no_main]

// The game so far, row 1 on top.
const BOARD: [&str; 3] = [
    "   |   |   ",
  // ---+---+---
    "   |   |   ",
  // ---+---+---
    "   |   |   ",
];

const STRATEGY: &str = "9999999999  :-| ";

// STRATEGY, character by character:
//   0      the opening: your first move, or 5 when I moved first;
//   1..=9  one strategy digit per opening: where my move search starts;
//   12..   my face: :-| we play on or drew, :-) I won, :-( you beat me.

// ---------------------------------------------------------------------------
// How I run.
//
// Every move compiles me anew, so I am written to compile fast: plain loops
// over small tables, no generic code of my own, no `?`, and none of std's
// input and output, whose machinery takes longer to compile than all of my
// game. I talk to the C library instead, as my 1991 ancestor did: the C
// runtime calls my main with the command line, and I write my text with
// write(2).

unsafe extern "C" {
    /// Writes `len` bytes from `text` to the open file `fd`.
    fn write(fd: i32, text: *const u8, len: usize) -> isize;
}

/// Where I start, called by the C runtime: `argv[1]`, if given, is your move.
#[cfg(not(merlyn_library))] // The merlyn library shares my engine, not my main.
#[unsafe(no_mangle)]
extern "C" fn main(argc: i32, argv: *const *const u8) -> i32 {
    // Your move, as the first two bytes of argv[1]: a cell is a digit, then
    // the 0 byte that ends the argument.
    let mut given = None;
    if argc > 1 {
        // SAFETY: argv holds argc arguments, each ended by a 0 byte, and I
        // read a second byte only when the first is not that 0.
        given = unsafe {
            let arg = *argv.add(1);
            Some([*arg, if *arg == 0 { 0 } else { *arg.add(1) }])
        };
    }
    let turn = match (Game::read(BOARD, STRATEGY), parse_move(given, argc > 2)) {
        (Ok(game), Ok(human)) => play(game, human),
        (Err(refusal), _) | (_, Err(refusal)) => Err(refusal),
    };
    match turn {
        Ok(next) => {
            let rows = next.rows();
            let printed = print(1, &source([&rows[0], &rows[1], &rows[2]], &next.strategy_text()));
            if printed { 0 } else { 1 }
        }
        Err(refusal) => {
            // Refused: I print myself unchanged, so that `| tee` loses
            // nothing, and say why on stderr.
            let rows = [BOARD[0].as_bytes(), BOARD[1].as_bytes(), BOARD[2].as_bytes()];
            print(1, &source(rows, STRATEGY.as_bytes()));
            let why = refusal.message();
            print(2, &[b"error: ", why[0], why[1], why[2], b"\n"]);
            2
        }
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

// ---------------------------------------------------------------------------
// The board as bits. A set of cells is a number whose bit n-1 stands for
// cell n: cell 1 is 1, cell 2 is 2, cell 3 is 4, ... cell 9 is 256. Written
// in octal, each digit is one row, read right to left: 0o421 is 1-5-9.

/// A set of cells.
pub type Cells = u16;

/// The set holding just `cell` (1..=9).
pub fn cell(cell: u8) -> Cells {
    CELL[cell as usize]
}

/// Each cell's bit, by the cell's number.
const CELL: [Cells; 10] = [0, 0o1, 0o2, 0o4, 0o10, 0o20, 0o40, 0o100, 0o200, 0o400];

/// All nine cells.
pub const FULL: Cells = 0o777;

/// The eight lines: 2-5-8, 7-8-9, 1-4-7, 3-6-9, 1-2-3, 4-5-6, 3-5-7, 1-5-9.
pub const LINES: [Cells; 8] = [0o222, 0o700, 0o111, 0o444, 0o007, 0o070, 0o124, 0o421];

/// Does this set of cells hold a whole line?
pub fn has_line(cells: Cells) -> bool {
    let mut i = 0;
    while i < LINES.len() {
        if cells & LINES[i] == LINES[i] {
            return true;
        }
        i += 1;
    }
    false
}

/// The first cell, scanning from 9 down to 1, that is in `empty` and that
/// gives `cells` a whole line when added to it; 0 when there is none.
pub fn completing(cells: Cells, empty: Cells) -> u8 {
    let mut c = 9;
    while c > 0 {
        if empty & cell(c) != 0 && has_line(cells | cell(c)) {
            return c;
        }
        c -= 1;
    }
    0
}

// ---------------------------------------------------------------------------
// How I choose a move when I can neither win nor block.
//
// I scan a list of move templates. A template proposes an empty cell when
// the template's cells, with that cell added, hold a line; whose marks are
// really on the board does not matter. A strategy digit d starts the scan at
// template 10 - d and goes on down the list. The last seven templates are
// lines, which propose every empty cell, so the scan always finds a move.
//
//   1 O.O    2 ...    3 ...    4 ...    5 ...    6 ...    7 O.O
//     ...      .O.      O.O      OO.      O.O      .O.      ...
//     O.O      ..O      ...      ...      ...      OO.      O..
//
//   8 ..O    9 O..   10 O.O   then the lines 1-5-9, 3-5-7, 4-5-6,
//     O.O      O.O      ...   1-2-3, 3-6-9, 1-4-7, 7-8-9.
//     O..      ..O      O.O

/// The move templates, in the order a strategy digit 9 scans them.
pub const TEMPLATES: [Cells; 17] = [
    0o505, 0o420, 0o050, 0o030, 0o050, 0o320, 0o105, 0o154, 0o451, 0o505,
    0o421, 0o124, 0o070, 0o007, 0o444, 0o111, 0o700,
];

/// The cell the template scan gives for strategy digit `digit` (0..=9);
/// 0 when the board is full.
pub fn template_move(digit: u8, empty: Cells) -> u8 {
    let mut t = 9 - digit as usize;
    while t < TEMPLATES.len() {
        let proposed = completing(TEMPLATES[t], empty);
        if proposed != 0 {
            return proposed;
        }
        t += 1;
    }
    0
}

// ---------------------------------------------------------------------------
// The game: the board, the strategy and my face, read from the lines above.

/// My face, the last part of the strategy string.
pub enum Face {
    /// `:-|` we play on, or drew.
    Straight,
    /// `:-)` I won.
    Happy,
    /// `:-(` you won; the board is blank again.
    Sad,
}

/// A generation's state: everything that changes from one to the next.
pub struct Game {
    /// Your cells.
    pub x: Cells,
    /// My cells.
    pub o: Cells,
    /// The opening and the nine strategy digits, as ASCII digits.
    pub strategy: [u8; 10],
    /// My face.
    pub face: Face,
}

/// Where a game stands between two moves.
pub enum Status {
    /// A blank board: the next move starts a game.
    New,
    /// Your move.
    Playing,
    /// I have a line.
    Won,
    /// A full board and no line.
    Drawn,
}

/// Why I refuse to play.
pub enum Refusal {
    /// The argument is not one digit from 1 to 9.
    NotAMove,
    /// More than one argument.
    TooManyMoves,
    /// No move, in the middle of a game.
    NoMove,
    /// That cell is taken.
    Taken(u8),
    /// The game is already over.
    GameOver,
    /// My own board is not a position of this game.
    NotAPosition(&'static str),
}

impl Refusal {
    /// One line saying why, in three pieces.
    pub fn message(&self) -> [&'static [u8]; 3] {
        match self {
            Refusal::NotAMove => [b"a move is one cell, a digit from 1 to 9", b"", b""],
            Refusal::TooManyMoves => [b"give one move at a time", b"", b""],
            Refusal::NoMove => [b"it is your move: give a cell from 1 to 9", b"", b""],
            Refusal::Taken(c) => [b"cell ", &b"0123456789"[*c as usize..][..1], b" is taken"],
            Refusal::GameOver => [b"this game is over: start a new one", b"", b""],
            Refusal::NotAPosition(why) => [b"my board is not a position of this game: ", why.as_bytes(), b""],
        }
    }
}

/// Your move, from the first two bytes of the command line's argument (a
/// digit, then the 0 that ends it): none (let me open), or one cell.
pub fn parse_move(given: Option<[u8; 2]>, more: bool) -> Result<Option<u8>, Refusal> {
    match given {
        _ if more => Err(Refusal::TooManyMoves),
        None => Ok(None),
        Some([digit @ b'1'..=b'9', 0]) => Ok(Some(digit - b'0')),
        Some(_) => Err(Refusal::NotAMove),
    }
}

impl Game {
    /// Reads the board rows and the strategy string, and checks that they
    /// are a position this game can reach.
    pub fn read(rows: [&str; 3], strategy: &str) -> Result<Game, Refusal> {
        let bad = Refusal::NotAPosition;
        let mut game = Game { x: 0, o: 0, strategy: [0; 10], face: Face::Straight };
        let mut c = 1;
        let mut r = 0;
        while r < 3 {
            let marks = match rows[r].as_bytes() {
                [b' ', a, b' ', b'|', b' ', b, b' ', b'|', b' ', c, b' '] => [*a, *b, *c],
                _ => return Err(bad("a row is not of the form \" X | 0 |   \"")),
            };
            let mut i = 0;
            while i < 3 {
                match marks[i] {
                    b' ' => {}
                    b'X' => game.x |= cell(c),
                    b'0' => game.o |= cell(c),
                    _ => return Err(bad("a cell holds something other than X, 0 or a blank")),
                }
                c += 1;
                i += 1;
            }
            r += 1;
        }
        let digits = match strategy.as_bytes() {
            [digits @ .., b' ', b' ', b':', b'-', face, b' '] if digits.len() == 10 => {
                game.face = match face {
                    b'|' => Face::Straight,
                    b')' => Face::Happy,
                    b'(' => Face::Sad,
                    _ => return Err(bad("the face is none of :-| :-) :-(")),
                };
                digits
            }
            _ => return Err(bad("the strategy is not of the form \"9999999999  :-| \"")),
        };
        let mut i = 0;
        while i < 10 {
            match digits[i] {
                b'0'..=b'9' => game.strategy[i] = digits[i],
                _ => return Err(bad("the strategy holds something other than digits")),
            }
            i += 1;
        }
        if game.strategy[0] == b'0' {
            return Err(bad("the opening is 0, which is not a cell"));
        }
        match game.status() {
            Ok(_) => Ok(game),
            Err(refusal) => Err(refusal),
        }
    }

    /// Where the game stands, or why it is not a position of this game.
    pub fn status(&self) -> Result<Status, Refusal> {
        let bad = Refusal::NotAPosition;
        let (x, o) = (self.x, self.o);
        if x == 0 && o == 0 {
            return match self.face {
                Face::Happy => Err(bad("I smile at a blank board")),
                _ => Ok(Status::New),
            };
        }
        if has_line(x) {
            return Err(bad("X has a line on the board"));
        }
        let (xs, os) = (x.count_ones(), o.count_ones());
        let opening = self.strategy[0] - b'0';
        // You opened: as many 0 as X, or one X more when your fifth move
        // filled the board. I opened: one 0 more.
        if os == xs || (xs == os + 1 && x | o == FULL) {
            if x & cell(opening) == 0 {
                return Err(bad("the opening is not one of X's cells"));
            }
        } else if os == xs + 1 {
            if opening != 5 {
                return Err(bad("I moved first, but the opening is not 5"));
            }
        } else {
            return Err(bad("the numbers of X and 0 are impossible"));
        }
        match (has_line(o), &self.face) {
            (true, Face::Happy) => Ok(Status::Won),
            (false, Face::Straight) if x | o == FULL => Ok(Status::Drawn),
            (false, Face::Straight) => Ok(Status::Playing),
            _ => Err(bad("my face does not match the board")),
        }
    }

    /// The strategy digit (0..=9) for this game's opening.
    pub fn digit(&self) -> u8 {
        self.strategy[(self.strategy[0] - b'0') as usize] - b'0'
    }

    /// The board rows, as they are written in the source.
    pub fn rows(&self) -> [[u8; 11]; 3] {
        let mut rows = [*b"   |   |   "; 3];
        let mut c = 1;
        let mut r = 0;
        while r < 3 {
            // The cells of a row stand at columns 1, 5 and 9.
            let mut at = 1;
            while at < 11 {
                if self.x & cell(c) != 0 {
                    rows[r][at] = b'X';
                } else if self.o & cell(c) != 0 {
                    rows[r][at] = b'0';
                }
                c += 1;
                at += 4;
            }
            r += 1;
        }
        rows
    }

    /// The strategy string, as it is written in the source.
    pub fn strategy_text(&self) -> [u8; 16] {
        let mut s = *b"9999999999  :-| ";
        let mut i = 0;
        while i < 10 {
            s[i] = self.strategy[i];
            i += 1;
        }
        s[14] = match self.face {
            Face::Straight => b'|',
            Face::Happy => b')',
            Face::Sad => b'(',
        };
        s
    }
}

// ---------------------------------------------------------------------------
// One turn: your move, then mine.

/// Plays your move (`None`: let me open) and my reply, and gives my
/// successor's state, or the reason I refuse.
pub fn play(game: Game, human: Option<u8>) -> Result<Game, Refusal> {
    let status = match game.status() {
        Ok(status) => status,
        Err(refusal) => return Err(refusal),
    };
    let mut next = game;
    match (status, human) {
        (Status::Won | Status::Drawn, _) => return Err(Refusal::GameOver),
        (Status::New, None) => next.strategy[0] = b'5',
        (_, None) => return Err(Refusal::NoMove),
        (_, Some(c)) => {
            if (next.x | next.o) & cell(c) != 0 {
                return Err(Refusal::Taken(c));
            }
            if next.o == 0 {
                next.strategy[0] = b'0' + c;
            }
            next.x |= cell(c);
        }
    }
    // You have a line: I lost. My successor starts afresh, and plays this
    // opening differently: its strategy digit is one lower (but not below 0).
    if has_line(next.x) {
        let at = (next.strategy[0] - b'0') as usize;
        if next.strategy[at] != b'0' {
            next.strategy[at] -= 1;
        }
        next.x = 0;
        next.o = 0;
        next.face = Face::Sad;
        return Ok(next);
    }
    let empty = FULL & !(next.x | next.o);
    // A line of my own, if I can make one.
    let win = completing(next.o, empty);
    if win != 0 {
        next.o |= cell(win);
        next.face = Face::Happy;
        return Ok(next);
    }
    // Else block your line, else follow my strategy. On a full board neither
    // finds a cell, and the game is a draw.
    next.face = Face::Straight;
    let mut reply = completing(next.x, empty);
    if reply == 0 {
        reply = template_move(next.digit(), empty);
    }
    if reply != 0 {
        next.o |= cell(reply);
    }
    Ok(next)
}

// ---------------------------------------------------------------------------
// How I print myself.
//
// SELF, at the very end of this file, holds the text of everything above
// it, up to the `r#"` that opens it, with one difference: where the board
// and strategy stand, it holds the line `@state`. So my whole source is
//
//     that text, with the board and strategy written in at `@state`,
//     then the text once more, as it stands inside SELF (a newline first),
//     then the quote and hash that close SELF.
//
// I read no file: whatever directory I run in, I know myself by heart.

/// My source, with these board rows and this strategy string, in pieces.
pub fn source<'a>(rows: [&'a [u8]; 3], strategy: &'a [u8]) -> [&'a [u8]; 13] {
    // The text starts after SELF's first newline; `@state` is its first `@`.
    let text = &SELF.as_bytes()[1..];
    let mut at = 0;
    while text[at] != b'@' {
        at += 1;
    }
    [
        &text[..at],
        b"const BOARD: [&str; 3] = [\n    \"",
        rows[0],
        b"\",\n  // ---+---+---\n    \"",
        rows[1],
        b"\",\n  // ---+---+---\n    \"",
        rows[2],
        b"\",\n];\n\nconst STRATEGY: &str = \"",
        strategy,
        b"\";\n",
        &text[at + 7..],
        SELF.as_bytes(),
        // The quote and hash that close SELF (written \x23 here, for a quote
        // followed by a real hash anywhere in this text would end SELF early).
        b"\"\x23;\n",
    ]
}

/// Everything above, as text (see "How I print myself").
const SELF: &str = r#"
// merlyn: a game of tic-tac-toe that is also the program playing it.
//
// You are X, I am 0 (a zero). The cells are numbered like this:
//
//      1 | 2 | 3
//     ---+---+---
//      4 | 5 | 6
//     ---+---+---
//      7 | 8 | 9
//
// Compile me, run me with your move, and I print my successor: this very
// program, with your move and my reply written into the board below.
//
//     rustc merlyn.rs -o nextmove
//     ./nextmove 5 | tee nextmove.rs
//     rustc nextmove.rs && ./nextmove 1 | tee nextmove.rs
//
// Run me with no move, before my first one, and I open the game. When I win,
// my face below turns to :-). When you win, my successor has a blank board,
// a sad face and one strategy digit lowered: it is a better player than I am,
// and it learns again each time it loses, until it no longer loses.
//
// Only the lines of BOARD and STRATEGY change from one generation to the
// next. Everything else is the same in every generation, byte for byte.

// The C runtime calls my main itself: see "How I run" below.
#![no_main]

// The game so far, row 1 on top.
@state

// STRATEGY, character by character:
//   0      the opening: your first move, or 5 when I moved first;
//   1..=9  one strategy digit per opening: where my move search starts;
//   12..   my face: :-| we play on or drew, :-) I won, :-( you beat me.

// ---------------------------------------------------------------------------
// How I run.
//
// Every move compiles me anew, so I am written to compile fast: plain loops
// over small tables, no generic code of my own, no `?`, and none of std's
// input and output, whose machinery takes longer to compile than all of my
// game. I talk to the C library instead, as my 1991 ancestor did: the C
// runtime calls my main with the command line, and I write my text with
// write(2).

unsafe extern "C" {
    /// Writes `len` bytes from `text` to the open file `fd`.
    fn write(fd: i32, text: *const u8, len: usize) -> isize;
}

/// Where I start, called by the C runtime: `argv[1]`, if given, is your move.
#[cfg(not(merlyn_library))] // The merlyn library shares my engine, not my main.
#[unsafe(no_mangle)]
extern "C" fn main(argc: i32, argv: *const *const u8) -> i32 {
    // Your move, as the first two bytes of argv[1]: a cell is a digit, then
    // the 0 byte that ends the argument.
    let mut given = None;
    if argc > 1 {
        // SAFETY: argv holds argc arguments, each ended by a 0 byte, and I
        // read a second byte only when the first is not that 0.
        given = unsafe {
            let arg = *argv.add(1);
            Some([*arg, if *arg == 0 { 0 } else { *arg.add(1) }])
        };
    }
    let turn = match (Game::read(BOARD, STRATEGY), parse_move(given, argc > 2)) {
        (Ok(game), Ok(human)) => play(game, human),
        (Err(refusal), _) | (_, Err(refusal)) => Err(refusal),
    };
    match turn {
        Ok(next) => {
            let rows = next.rows();
            let printed = print(1, &source([&rows[0], &rows[1], &rows[2]], &next.strategy_text()));
            if printed { 0 } else { 1 }
        }
        Err(refusal) => {
            // Refused: I print myself unchanged, so that `| tee` loses
            // nothing, and say why on stderr.
            let rows = [BOARD[0].as_bytes(), BOARD[1].as_bytes(), BOARD[2].as_bytes()];
            print(1, &source(rows, STRATEGY.as_bytes()));
            let why = refusal.message();
            print(2, &[b"error: ", why[0], why[1], why[2], b"\n"]);
            2
        }
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

// ---------------------------------------------------------------------------
// The board as bits. A set of cells is a number whose bit n-1 stands for
// cell n: cell 1 is 1, cell 2 is 2, cell 3 is 4, ... cell 9 is 256. Written
// in octal, each digit is one row, read right to left: 0o421 is 1-5-9.

/// A set of cells.
pub type Cells = u16;

/// The set holding just `cell` (1..=9).
pub fn cell(cell: u8) -> Cells {
    CELL[cell as usize]
}

/// Each cell's bit, by the cell's number.
const CELL: [Cells; 10] = [0, 0o1, 0o2, 0o4, 0o10, 0o20, 0o40, 0o100, 0o200, 0o400];

/// All nine cells.
pub const FULL: Cells = 0o777;

/// The eight lines: 2-5-8, 7-8-9, 1-4-7, 3-6-9, 1-2-3, 4-5-6, 3-5-7, 1-5-9.
pub const LINES: [Cells; 8] = [0o222, 0o700, 0o111, 0o444, 0o007, 0o070, 0o124, 0o421];

/// Does this set of cells hold a whole line?
pub fn has_line(cells: Cells) -> bool {
    let mut i = 0;
    while i < LINES.len() {
        if cells & LINES[i] == LINES[i] {
            return true;
        }
        i += 1;
    }
    false
}

/// The first cell, scanning from 9 down to 1, that is in `empty` and that
/// gives `cells` a whole line when added to it; 0 when there is none.
pub fn completing(cells: Cells, empty: Cells) -> u8 {
    let mut c = 9;
    while c > 0 {
        if empty & cell(c) != 0 && has_line(cells | cell(c)) {
            return c;
        }
        c -= 1;
    }
    0
}

// ---------------------------------------------------------------------------
// How I choose a move when I can neither win nor block.
//
// I scan a list of move templates. A template proposes an empty cell when
// the template's cells, with that cell added, hold a line; whose marks are
// really on the board does not matter. A strategy digit d starts the scan at
// template 10 - d and goes on down the list. The last seven templates are
// lines, which propose every empty cell, so the scan always finds a move.
//
//   1 O.O    2 ...    3 ...    4 ...    5 ...    6 ...    7 O.O
//     ...      .O.      O.O      OO.      O.O      .O.      ...
//     O.O      ..O      ...      ...      ...      OO.      O..
//
//   8 ..O    9 O..   10 O.O   then the lines 1-5-9, 3-5-7, 4-5-6,
//     O.O      O.O      ...   1-2-3, 3-6-9, 1-4-7, 7-8-9.
//     O..      ..O      O.O

/// The move templates, in the order a strategy digit 9 scans them.
pub const TEMPLATES: [Cells; 17] = [
    0o505, 0o420, 0o050, 0o030, 0o050, 0o320, 0o105, 0o154, 0o451, 0o505,
    0o421, 0o124, 0o070, 0o007, 0o444, 0o111, 0o700,
];

/// The cell the template scan gives for strategy digit `digit` (0..=9);
/// 0 when the board is full.
pub fn template_move(digit: u8, empty: Cells) -> u8 {
    let mut t = 9 - digit as usize;
    while t < TEMPLATES.len() {
        let proposed = completing(TEMPLATES[t], empty);
        if proposed != 0 {
            return proposed;
        }
        t += 1;
    }
    0
}

// ---------------------------------------------------------------------------
// The game: the board, the strategy and my face, read from the lines above.

/// My face, the last part of the strategy string.
pub enum Face {
    /// `:-|` we play on, or drew.
    Straight,
    /// `:-)` I won.
    Happy,
    /// `:-(` you won; the board is blank again.
    Sad,
}

/// A generation's state: everything that changes from one to the next.
pub struct Game {
    /// Your cells.
    pub x: Cells,
    /// My cells.
    pub o: Cells,
    /// The opening and the nine strategy digits, as ASCII digits.
    pub strategy: [u8; 10],
    /// My face.
    pub face: Face,
}

/// Where a game stands between two moves.
pub enum Status {
    /// A blank board: the next move starts a game.
    New,
    /// Your move.
    Playing,
    /// I have a line.
    Won,
    /// A full board and no line.
    Drawn,
}

/// Why I refuse to play.
pub enum Refusal {
    /// The argument is not one digit from 1 to 9.
    NotAMove,
    /// More than one argument.
    TooManyMoves,
    /// No move, in the middle of a game.
    NoMove,
    /// That cell is taken.
    Taken(u8),
    /// The game is already over.
    GameOver,
    /// My own board is not a position of this game.
    NotAPosition(&'static str),
}

impl Refusal {
    /// One line saying why, in three pieces.
    pub fn message(&self) -> [&'static [u8]; 3] {
        match self {
            Refusal::NotAMove => [b"a move is one cell, a digit from 1 to 9", b"", b""],
            Refusal::TooManyMoves => [b"give one move at a time", b"", b""],
            Refusal::NoMove => [b"it is your move: give a cell from 1 to 9", b"", b""],
            Refusal::Taken(c) => [b"cell ", &b"0123456789"[*c as usize..][..1], b" is taken"],
            Refusal::GameOver => [b"this game is over: start a new one", b"", b""],
            Refusal::NotAPosition(why) => [b"my board is not a position of this game: ", why.as_bytes(), b""],
        }
    }
}

/// Your move, from the first two bytes of the command line's argument (a
/// digit, then the 0 that ends it): none (let me open), or one cell.
pub fn parse_move(given: Option<[u8; 2]>, more: bool) -> Result<Option<u8>, Refusal> {
    match given {
        _ if more => Err(Refusal::TooManyMoves),
        None => Ok(None),
        Some([digit @ b'1'..=b'9', 0]) => Ok(Some(digit - b'0')),
        Some(_) => Err(Refusal::NotAMove),
    }
}

impl Game {
    /// Reads the board rows and the strategy string, and checks that they
    /// are a position this game can reach.
    pub fn read(rows: [&str; 3], strategy: &str) -> Result<Game, Refusal> {
        let bad = Refusal::NotAPosition;
        let mut game = Game { x: 0, o: 0, strategy: [0; 10], face: Face::Straight };
        let mut c = 1;
        let mut r = 0;
        while r < 3 {
            let marks = match rows[r].as_bytes() {
                [b' ', a, b' ', b'|', b' ', b, b' ', b'|', b' ', c, b' '] => [*a, *b, *c],
                _ => return Err(bad("a row is not of the form \" X | 0 |   \"")),
            };
            let mut i = 0;
            while i < 3 {
                match marks[i] {
                    b' ' => {}
                    b'X' => game.x |= cell(c),
                    b'0' => game.o |= cell(c),
                    _ => return Err(bad("a cell holds something other than X, 0 or a blank")),
                }
                c += 1;
                i += 1;
            }
            r += 1;
        }
        let digits = match strategy.as_bytes() {
            [digits @ .., b' ', b' ', b':', b'-', face, b' '] if digits.len() == 10 => {
                game.face = match face {
                    b'|' => Face::Straight,
                    b')' => Face::Happy,
                    b'(' => Face::Sad,
                    _ => return Err(bad("the face is none of :-| :-) :-(")),
                };
                digits
            }
            _ => return Err(bad("the strategy is not of the form \"9999999999  :-| \"")),
        };
        let mut i = 0;
        while i < 10 {
            match digits[i] {
                b'0'..=b'9' => game.strategy[i] = digits[i],
                _ => return Err(bad("the strategy holds something other than digits")),
            }
            i += 1;
        }
        if game.strategy[0] == b'0' {
            return Err(bad("the opening is 0, which is not a cell"));
        }
        match game.status() {
            Ok(_) => Ok(game),
            Err(refusal) => Err(refusal),
        }
    }

    /// Where the game stands, or why it is not a position of this game.
    pub fn status(&self) -> Result<Status, Refusal> {
        let bad = Refusal::NotAPosition;
        let (x, o) = (self.x, self.o);
        if x == 0 && o == 0 {
            return match self.face {
                Face::Happy => Err(bad("I smile at a blank board")),
                _ => Ok(Status::New),
            };
        }
        if has_line(x) {
            return Err(bad("X has a line on the board"));
        }
        let (xs, os) = (x.count_ones(), o.count_ones());
        let opening = self.strategy[0] - b'0';
        // You opened: as many 0 as X, or one X more when your fifth move
        // filled the board. I opened: one 0 more.
        if os == xs || (xs == os + 1 && x | o == FULL) {
            if x & cell(opening) == 0 {
                return Err(bad("the opening is not one of X's cells"));
            }
        } else if os == xs + 1 {
            if opening != 5 {
                return Err(bad("I moved first, but the opening is not 5"));
            }
        } else {
            return Err(bad("the numbers of X and 0 are impossible"));
        }
        match (has_line(o), &self.face) {
            (true, Face::Happy) => Ok(Status::Won),
            (false, Face::Straight) if x | o == FULL => Ok(Status::Drawn),
            (false, Face::Straight) => Ok(Status::Playing),
            _ => Err(bad("my face does not match the board")),
        }
    }

    /// The strategy digit (0..=9) for this game's opening.
    pub fn digit(&self) -> u8 {
        self.strategy[(self.strategy[0] - b'0') as usize] - b'0'
    }

    /// The board rows, as they are written in the source.
    pub fn rows(&self) -> [[u8; 11]; 3] {
        let mut rows = [*b"   |   |   "; 3];
        let mut c = 1;
        let mut r = 0;
        while r < 3 {
            // The cells of a row stand at columns 1, 5 and 9.
            let mut at = 1;
            while at < 11 {
                if self.x & cell(c) != 0 {
                    rows[r][at] = b'X';
                } else if self.o & cell(c) != 0 {
                    rows[r][at] = b'0';
                }
                c += 1;
                at += 4;
            }
            r += 1;
        }
        rows
    }

    /// The strategy string, as it is written in the source.
    pub fn strategy_text(&self) -> [u8; 16] {
        let mut s = *b"9999999999  :-| ";
        let mut i = 0;
        while i < 10 {
            s[i] = self.strategy[i];
            i += 1;
        }
        s[14] = match self.face {
            Face::Straight => b'|',
            Face::Happy => b')',
            Face::Sad => b'(',
        };
        s
    }
}

// ---------------------------------------------------------------------------
// One turn: your move, then mine.

/// Plays your move (`None`: let me open) and my reply, and gives my
/// successor's state, or the reason I refuse.
pub fn play(game: Game, human: Option<u8>) -> Result<Game, Refusal> {
    let status = match game.status() {
        Ok(status) => status,
        Err(refusal) => return Err(refusal),
    };
    let mut next = game;
    match (status, human) {
        (Status::Won | Status::Drawn, _) => return Err(Refusal::GameOver),
        (Status::New, None) => next.strategy[0] = b'5',
        (_, None) => return Err(Refusal::NoMove),
        (_, Some(c)) => {
            if (next.x | next.o) & cell(c) != 0 {
                return Err(Refusal::Taken(c));
            }
            if next.o == 0 {
                next.strategy[0] = b'0' + c;
            }
            next.x |= cell(c);
        }
    }
    // You have a line: I lost. My successor starts afresh, and plays this
    // opening differently: its strategy digit is one lower (but not below 0).
    if has_line(next.x) {
        let at = (next.strategy[0] - b'0') as usize;
        if next.strategy[at] != b'0' {
            next.strategy[at] -= 1;
        }
        next.x = 0;
        next.o = 0;
        next.face = Face::Sad;
        return Ok(next);
    }
    let empty = FULL & !(next.x | next.o);
    // A line of my own, if I can make one.
    let win = completing(next.o, empty);
    if win != 0 {
        next.o |= cell(win);
        next.face = Face::Happy;
        return Ok(next);
    }
    // Else block your line, else follow my strategy. On a full board neither
    // finds a cell, and the game is a draw.
    next.face = Face::Straight;
    let mut reply = completing(next.x, empty);
    if reply == 0 {
        reply = template_move(next.digit(), empty);
    }
    if reply != 0 {
        next.o |= cell(reply);
    }
    Ok(next)
}

// ---------------------------------------------------------------------------
// How I print myself.
//
// SELF, at the very end of this file, holds the text of everything above
// it, up to the `r#"` that opens it, with one difference: where the board
// and strategy stand, it holds the line `@state`. So my whole source is
//
//     that text, with the board and strategy written in at `@state`,
//     then the text once more, as it stands inside SELF (a newline first),
//     then the quote and hash that close SELF.
//
// I read no file: whatever directory I run in, I know myself by heart.

/// My source, with these board rows and this strategy string, in pieces.
pub fn source<'a>(rows: [&'a [u8]; 3], strategy: &'a [u8]) -> [&'a [u8]; 13] {
    // The text starts after SELF's first newline; `@state` is its first `@`.
    let text = &SELF.as_bytes()[1..];
    let mut at = 0;
    while text[at] != b'@' {
        at += 1;
    }
    [
        &text[..at],
        b"const BOARD: [&str; 3] = [\n    \"",
        rows[0],
        b"\",\n  // ---+---+---\n    \"",
        rows[1],
        b"\",\n  // ---+---+---\n    \"",
        rows[2],
        b"\",\n];\n\nconst STRATEGY: &str = \"",
        strategy,
        b"\";\n",
        &text[at + 7..],
        SELF.as_bytes(),
        // The quote and hash that close SELF (written \x23 here, for a quote
        // followed by a real hash anywhere in this text would end SELF early).
        b"\"\x23;\n",
    ]
}

/// Everything above, as text (see "How I print myself").
const SELF: &str = r#""#;
