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

use std::io::Write;

fn main() {
    let mut args = std::env::args_os();
    args.next();
    let first = args.next();
    let more = args.next().is_some();
    let given = first.as_ref().map(|arg| arg.as_encoded_bytes());
    let result = match (Game::read(BOARD, STRATEGY), parse_move(given, more)) {
        (Ok(game), Ok(human)) => play(game, human),
        (Err(refusal), _) | (_, Err(refusal)) => Err(refusal),
    };
    match result {
        Ok(next) => {
            let rows = next.rows();
            let strategy = next.strategy_text();
            print(&source([&rows[0], &rows[1], &rows[2]], &strategy));
        }
        Err(refusal) => {
            // Refused: print myself unchanged, so that `| tee` loses nothing,
            // and say why on stderr.
            let rows = [BOARD[0].as_bytes(), BOARD[1].as_bytes(), BOARD[2].as_bytes()];
            print(&source(rows, STRATEGY.as_bytes()));
            let why = refusal.message();
            let mut err = std::io::stderr().lock();
            let _ = err.write_all(b"error: ");
            let _ = err.write_all(why[0]);
            let _ = err.write_all(why[1]);
            let _ = err.write_all(why[2]);
            let _ = err.write_all(b"\n");
            std::process::exit(2);
        }
    }
}

/// Writes these pieces of text to stdout, one after the other.
fn print(pieces: &[&[u8]]) {
    let mut out = std::io::stdout().lock();
    let mut i = 0;
    while i < pieces.len() {
        if out.write_all(pieces[i]).is_err() {
            std::process::exit(1);
        }
        i += 1;
    }
    if out.flush().is_err() {
        std::process::exit(1);
    }
}

// ---------------------------------------------------------------------------
// The board as bits. A set of cells is a number whose bit n-1 stands for
// cell n: cell 1 is 1, cell 2 is 2, cell 3 is 4, ... cell 9 is 256. Written
// in octal, each digit is one row, read right to left: 0o421 is 1-5-9.

/// A set of cells.
pub type Cells = u16;

/// The set holding just `cell` (1..=9).
pub fn cell(cell: u8) -> Cells {
    1 << (cell - 1)
}

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
    while c >= 1 {
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
            Refusal::Taken(c) => [b"cell ", &DIGITS[*c as usize..*c as usize + 1], b" is taken"],
            Refusal::GameOver => [b"this game is over: start a new one", b"", b""],
            Refusal::NotAPosition(why) => [b"my board is not a position of this game: ", why.as_bytes(), b""],
        }
    }
}

/// The digits, to write a cell's number.
const DIGITS: &[u8; 10] = b"0123456789";

/// Your move, from the command line: none (let me open), or one cell.
pub fn parse_move(first: Option<&[u8]>, more: bool) -> Result<Option<u8>, Refusal> {
    match first {
        _ if more => Err(Refusal::TooManyMoves),
        None => Ok(None),
        Some(&[d @ b'1'..=b'9']) => Ok(Some(d - b'0')),
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
        while c <= 9 {
            let row = rows[(c as usize - 1) / 3].as_bytes();
            let at = 4 * ((c as usize - 1) % 3);
            if row.len() != 11 || row[3] != b'|' || row[7] != b'|' || row[at] != b' ' || row[at + 2] != b' ' {
                return Err(bad("a row is not of the form \" X | 0 |   \""));
            }
            match row[at + 1] {
                b' ' => {}
                b'X' => game.x |= cell(c),
                b'0' => game.o |= cell(c),
                _ => return Err(bad("a cell holds something other than X, 0 or a blank")),
            }
            c += 1;
        }
        let s = strategy.as_bytes();
        if s.len() != 16 || s[10] != b' ' || s[11] != b' ' || s[12] != b':' || s[13] != b'-' || s[15] != b' ' {
            return Err(bad("the strategy is not of the form \"9999999999  :-| \""));
        }
        let mut i = 0;
        while i < 10 {
            if !s[i].is_ascii_digit() {
                return Err(bad("the strategy holds something other than digits"));
            }
            game.strategy[i] = s[i];
            i += 1;
        }
        if s[0] == b'0' {
            return Err(bad("the opening is 0, which is not a cell"));
        }
        game.face = match s[14] {
            b'|' => Face::Straight,
            b')' => Face::Happy,
            b'(' => Face::Sad,
            _ => return Err(bad("the face is none of :-| :-) :-(")),
        };
        game.status()?;
        Ok(game)
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
        while c <= 9 {
            let mark = if self.x & cell(c) != 0 {
                b'X'
            } else if self.o & cell(c) != 0 {
                b'0'
            } else {
                b' '
            };
            rows[(c as usize - 1) / 3][4 * ((c as usize - 1) % 3) + 1] = mark;
            c += 1;
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
    let status = game.status()?;
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
        if next.strategy[at] > b'0' {
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
    let (head, tail) = TEXT.split_at(AT);
    [
        head,
        b"const BOARD: [&str; 3] = [\n    \"",
        rows[0],
        b"\",\n  // ---+---+---\n    \"",
        rows[1],
        b"\",\n  // ---+---+---\n    \"",
        rows[2],
        b"\",\n];\n\nconst STRATEGY: &str = \"",
        strategy,
        b"\";\n",
        tail.split_at(7).1,
        SELF.as_bytes(),
        // The quote and hash that close SELF (written \x23 here, for a quote
        // followed by a real hash anywhere in this text would end SELF early).
        b"\"\x23;\n",
    ]
}

/// SELF without its first character, a newline: the text of my source.
const TEXT: &[u8] = SELF.as_bytes().split_at(1).1;

/// Where `@state` stands in TEXT: at its first `@`.
const AT: usize = {
    let mut at = 0;
    while TEXT[at] != b'@' {
        at += 1;
    }
    at
};

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

// The game so far, row 1 on top.
@state

// STRATEGY, character by character:
//   0      the opening: your first move, or 5 when I moved first;
//   1..=9  one strategy digit per opening: where my move search starts;
//   12..   my face: :-| we play on or drew, :-) I won, :-( you beat me.

use std::io::Write;

fn main() {
    let mut args = std::env::args_os();
    args.next();
    let first = args.next();
    let more = args.next().is_some();
    let given = first.as_ref().map(|arg| arg.as_encoded_bytes());
    let result = match (Game::read(BOARD, STRATEGY), parse_move(given, more)) {
        (Ok(game), Ok(human)) => play(game, human),
        (Err(refusal), _) | (_, Err(refusal)) => Err(refusal),
    };
    match result {
        Ok(next) => {
            let rows = next.rows();
            let strategy = next.strategy_text();
            print(&source([&rows[0], &rows[1], &rows[2]], &strategy));
        }
        Err(refusal) => {
            // Refused: print myself unchanged, so that `| tee` loses nothing,
            // and say why on stderr.
            let rows = [BOARD[0].as_bytes(), BOARD[1].as_bytes(), BOARD[2].as_bytes()];
            print(&source(rows, STRATEGY.as_bytes()));
            let why = refusal.message();
            let mut err = std::io::stderr().lock();
            let _ = err.write_all(b"error: ");
            let _ = err.write_all(why[0]);
            let _ = err.write_all(why[1]);
            let _ = err.write_all(why[2]);
            let _ = err.write_all(b"\n");
            std::process::exit(2);
        }
    }
}

/// Writes these pieces of text to stdout, one after the other.
fn print(pieces: &[&[u8]]) {
    let mut out = std::io::stdout().lock();
    let mut i = 0;
    while i < pieces.len() {
        if out.write_all(pieces[i]).is_err() {
            std::process::exit(1);
        }
        i += 1;
    }
    if out.flush().is_err() {
        std::process::exit(1);
    }
}

// ---------------------------------------------------------------------------
// The board as bits. A set of cells is a number whose bit n-1 stands for
// cell n: cell 1 is 1, cell 2 is 2, cell 3 is 4, ... cell 9 is 256. Written
// in octal, each digit is one row, read right to left: 0o421 is 1-5-9.

/// A set of cells.
pub type Cells = u16;

/// The set holding just `cell` (1..=9).
pub fn cell(cell: u8) -> Cells {
    1 << (cell - 1)
}

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
    while c >= 1 {
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
            Refusal::Taken(c) => [b"cell ", &DIGITS[*c as usize..*c as usize + 1], b" is taken"],
            Refusal::GameOver => [b"this game is over: start a new one", b"", b""],
            Refusal::NotAPosition(why) => [b"my board is not a position of this game: ", why.as_bytes(), b""],
        }
    }
}

/// The digits, to write a cell's number.
const DIGITS: &[u8; 10] = b"0123456789";

/// Your move, from the command line: none (let me open), or one cell.
pub fn parse_move(first: Option<&[u8]>, more: bool) -> Result<Option<u8>, Refusal> {
    match first {
        _ if more => Err(Refusal::TooManyMoves),
        None => Ok(None),
        Some(&[d @ b'1'..=b'9']) => Ok(Some(d - b'0')),
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
        while c <= 9 {
            let row = rows[(c as usize - 1) / 3].as_bytes();
            let at = 4 * ((c as usize - 1) % 3);
            if row.len() != 11 || row[3] != b'|' || row[7] != b'|' || row[at] != b' ' || row[at + 2] != b' ' {
                return Err(bad("a row is not of the form \" X | 0 |   \""));
            }
            match row[at + 1] {
                b' ' => {}
                b'X' => game.x |= cell(c),
                b'0' => game.o |= cell(c),
                _ => return Err(bad("a cell holds something other than X, 0 or a blank")),
            }
            c += 1;
        }
        let s = strategy.as_bytes();
        if s.len() != 16 || s[10] != b' ' || s[11] != b' ' || s[12] != b':' || s[13] != b'-' || s[15] != b' ' {
            return Err(bad("the strategy is not of the form \"9999999999  :-| \""));
        }
        let mut i = 0;
        while i < 10 {
            if !s[i].is_ascii_digit() {
                return Err(bad("the strategy holds something other than digits"));
            }
            game.strategy[i] = s[i];
            i += 1;
        }
        if s[0] == b'0' {
            return Err(bad("the opening is 0, which is not a cell"));
        }
        game.face = match s[14] {
            b'|' => Face::Straight,
            b')' => Face::Happy,
            b'(' => Face::Sad,
            _ => return Err(bad("the face is none of :-| :-) :-(")),
        };
        game.status()?;
        Ok(game)
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
        while c <= 9 {
            let mark = if self.x & cell(c) != 0 {
                b'X'
            } else if self.o & cell(c) != 0 {
                b'0'
            } else {
                b' '
            };
            rows[(c as usize - 1) / 3][4 * ((c as usize - 1) % 3) + 1] = mark;
            c += 1;
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
    let status = game.status()?;
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
        if next.strategy[at] > b'0' {
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
    let (head, tail) = TEXT.split_at(AT);
    [
        head,
        b"const BOARD: [&str; 3] = [\n    \"",
        rows[0],
        b"\",\n  // ---+---+---\n    \"",
        rows[1],
        b"\",\n  // ---+---+---\n    \"",
        rows[2],
        b"\",\n];\n\nconst STRATEGY: &str = \"",
        strategy,
        b"\";\n",
        tail.split_at(7).1,
        SELF.as_bytes(),
        // The quote and hash that close SELF (written \x23 here, for a quote
        // followed by a real hash anywhere in this text would end SELF early).
        b"\"\x23;\n",
    ]
}

/// SELF without its first character, a newline: the text of my source.
const TEXT: &[u8] = SELF.as_bytes().split_at(1).1;

/// Where `@state` stands in TEXT: at its first `@`.
const AT: usize = {
    let mut at = 0;
    while TEXT[at] != b'@' {
        at += 1;
    }
    at
};

/// Everything above, as text (see "How I print myself").
const SELF: &str = r#""#;
