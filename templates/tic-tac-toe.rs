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
// Only the lines of STATE change from one generation to the next.
// Everything else is the same in every generation, byte for byte.

// The C runtime calls my main itself: see "How I run" below.
#![no_main]

// My state: the game and where it stands (new, on, won, lost or draw), the
// board with row 1 on top, and my strategy string.
// (My state is a module of its own so that rustc, compiling my
// successor, builds that module anew and reuses the rest of me.)
mod state {
    pub static STATE: &[&str] = &[
        "tic-tac-toe: new",
        "   |   |   ",
        "---+---+---",
        "   |   |   ",
        "---+---+---",
        "   |   |   ",
        "9999999999  :-| ",
    ];
}

// The strategy string, character by character:
//   0      the opening: your first move, or 5 when I moved first;
//   1..=9  one strategy digit per opening: where my move search starts;
//   12..   my face: :-| we play on or drew, :-) I won, :-( you beat me.

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
    let mut i: usize = 0;
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
    let mut c: u8 = 9;
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
    let mut t: usize = 9;
    t -= digit as usize;
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
// The game: the board, the strategy and my face, read from my state.

/// A generation's state: everything that changes from one to the next.
pub struct Game {
    /// Your cells.
    pub x: Cells,
    /// My cells.
    pub o: Cells,
    /// The opening and the nine strategy digits, as ASCII digits.
    pub strategy: [u8; 10],
    /// My face, by its mouth: one of STRAIGHT, HAPPY, SAD.
    pub face: u8,
}

/// My face, the last part of the strategy string, by its mouth: `:-|` we
/// play on, or drew; `:-)` I won; `:-(` you won, and the board is blank
/// again.
pub const STRAIGHT: u8 = b'|';
pub const HAPPY: u8 = b')';
pub const SAD: u8 = b'(';

/// Where a game stands, and the word for it in my state's first line: a
/// blank board, the next move starting a game (NEW); your move (ON); I
/// have a line (WON); you had a line, the board is blank again and I have
/// learned (LOST); a full board and no line (DRAW).
pub const NEW: usize = 0;
pub const ON: usize = 1;
pub const WON: usize = 2;
pub const LOST: usize = 3;
pub const DRAW: usize = 4;
const WORDS: [&[u8]; 5] = [b"new", b"on", b"won", b"lost", b"draw"];

/// Why I refuse to play: what I say, with the number of the cell `at`
/// (0: none) between its two parts.
pub struct Refusal {
    pub say: &'static [u8],
    pub at: u8,
    pub then: &'static [u8],
}

/// Refuses to play, saying why.
fn no(say: &'static [u8], at: u8, then: &'static [u8]) -> Refusal {
    Refusal { say, at, then }
}

/// Refuses to play a state that is not a position of this game.
fn bad(why: &'static str) -> Refusal {
    no(b"my board is not a position of this game: ", 0, why.as_bytes())
}

/// The digit naming `n` (0..=9), as text.
fn digit(n: u8) -> &'static [u8] {
    &b"0123456789"[n as usize..][..1]
}

/// Your move, from the command line (`arg`, the first bytes of its first
/// argument, and `argc`): none (let me open), or one cell.
pub fn parse_move(arg: [u8; 4], argc: i32) -> Result<Option<u8>, Refusal> {
    match (argc, arg) {
        (..=1, _) => Ok(None),
        (2, [digit @ b'1'..=b'9', 0, 0, 0]) => Ok(Some(digit - b'0')),
        (2, _) => Err(no(b"a move is one cell, a digit from 1 to 9", 0, b"")),
        _ => Err(no(b"give one move at a time", 0, b"")),
    }
}

impl Game {
    /// Reads my state's lines, and checks that they are a position this
    /// game can reach.
    pub fn read(lines: &[&str]) -> Result<Game, Refusal> {
        if lines.len() != 7 {
            return Err(bad("my state is not 7 lines"));
        }
        let mut game = Game { x: 0, o: 0, strategy: [0; 10], face: STRAIGHT };
        let mut c: u8 = 1;
        let mut r: usize = 1;
        while r < 6 {
            let marks = match lines[r].as_bytes() {
                [b' ', a, b' ', b'|', b' ', b, b' ', b'|', b' ', c, b' '] => [*a, *b, *c],
                _ => return Err(bad("a row is not like \" X | 0 |   \"")),
            };
            let mut i: usize = 0;
            while i < 3 {
                match marks[i] {
                    b' ' => {}
                    b'X' => game.x |= cell(c),
                    b'0' => game.o |= cell(c),
                    _ => return Err(bad("a cell is not X, 0 or a blank")),
                }
                c += 1;
                i += 1;
            }
            r += 2;
        }
        let (digits, face) = match lines[6].as_bytes() {
            [digits @ .., b' ', b' ', b':', b'-', face, b' '] if digits.len() == 10 => (digits, *face),
            _ => return Err(bad("the strategy line is misshapen")),
        };
        game.face = match face {
            STRAIGHT | HAPPY | SAD => face,
            _ => return Err(bad("the face is none of :-| :-) :-(")),
        };
        let mut i: usize = 0;
        while i < 10 {
            match digits[i] {
                b'0'..=b'9' => game.strategy[i] = digits[i],
                _ => return Err(bad("the strategy holds a non-digit")),
            }
            i += 1;
        }
        if game.strategy[0] == b'0' {
            return Err(bad("the opening is 0, not a cell"));
        }
        let status = match game.status() {
            Ok(status) => status,
            Err(refusal) => return Err(refusal),
        };
        // A game on its board must be one I played: my 0s the moves my
        // strategy gives, in some order of your moves.
        if (status == ON || status == WON || status == DRAW) && !game.played() {
            return Err(bad("my strategy did not play my 0s"));
        }
        // The rest (the first line, the lines between rows) must be as I
        // write them.
        let mut text = Text::empty();
        game.write(&mut text);
        if text.differs(lines) != 0 {
            return Err(bad("a line is not as I write it"));
        }
        Ok(game)
    }

    /// Where the game stands (one of NEW, ON, WON, LOST, DRAW), read from
    /// the board and my face; or why it is not a position of this game.
    pub fn status(&self) -> Result<usize, Refusal> {
        let (x, o) = (self.x, self.o);
        if x == 0 && o == 0 {
            return match self.face {
                STRAIGHT => Ok(NEW),
                SAD => Ok(LOST),
                _ => Err(bad("I smile at a blank board")),
            };
        }
        if has_line(x) {
            return Err(bad("X has a line on the board"));
        }
        let (xs, os) = (x.count_ones(), o.count_ones());
        let opening = self.strategy[0] - b'0';
        // You opened: as many 0 as X, or one X more when your fifth move
        // filled the board (and I had no line). I opened: one 0 more.
        if os == xs || (xs == os + 1 && x | o == FULL && !has_line(o)) {
            if x & cell(opening) == 0 {
                return Err(bad("the opening is not one of the Xs"));
            }
        } else if os == xs + 1 {
            if opening != 5 {
                return Err(bad("I opened; the opening is not 5"));
            }
        } else {
            return Err(bad("X and 0 counts are impossible"));
        }
        match (has_line(o), self.face) {
            (true, HAPPY) => Ok(WON),
            (false, STRAIGHT) if x | o == FULL => Ok(DRAW),
            (false, STRAIGHT) => Ok(ON),
            _ => Err(bad("my face does not match the board")),
        }
    }

    /// Could I have played my 0s on this board, each the move my strategy
    /// gives, against your Xs played in some order (the opening first)?
    pub fn played(&self) -> bool {
        let digit = self.digit();
        if self.o.count_ones() > self.x.count_ones() {
            // I opened.
            return follows(self.x, 0, cell(reply(0, 0, digit)), self.o, digit);
        }
        // You opened, and I answered.
        let opening = cell(self.strategy[0] - b'0');
        let answer = cell(reply(0, opening, digit));
        self.x & opening != 0 && follows(self.x & !opening, opening, answer, self.o, digit)
    }

    /// The strategy digit (0..=9) for this game's opening.
    pub fn digit(&self) -> u8 {
        self.strategy[(self.strategy[0] - b'0') as usize] - b'0'
    }

    /// Writes my state's lines, each ended by a newline.
    pub fn write(&self, out: &mut Text) {
        out.push(b"tic-tac-toe: ");
        match self.status() {
            Ok(status) => out.push(WORDS[status]),
            Err(_) => out.push(b"?"),
        }
        out.push(b"\n");
        rows(self.x, self.o, out);
        out.push(&self.strategy);
        out.push(b"  :-");
        out.push(&[self.face]);
        out.push(b" \n");
    }
}

/// Writes the board of your cells `x` and mine `o`: three rows and the
/// lines between them, each ended by a newline.
pub fn rows(x: Cells, o: Cells, out: &mut Text) {
    let mut c: u8 = 1;
    while c <= 9 {
        out.push(if c % 3 == 1 { b" " } else { b" | " });
        out.push(if x & cell(c) != 0 {
            b"X"
        } else if o & cell(c) != 0 {
            b"0"
        } else {
            b" "
        });
        out.push(if c == 9 { b" \n" } else if c % 3 == 0 { b" \n---+---+---\n" } else { b"" });
        c += 1;
    }
}

// ---------------------------------------------------------------------------
// One turn: your move, then mine.

/// My move: the first cell, scanning from 9 down, that wins; else the
/// first that blocks your line; else the one my strategy digit gives.
/// 0 when the board is full.
pub fn reply(mine: Cells, yours: Cells, digit: u8) -> u8 {
    let empty = FULL & !(mine | yours);
    let mut choice = completing(mine, empty);
    if choice == 0 {
        choice = completing(yours, empty);
    }
    if choice == 0 {
        choice = template_move(digit, empty);
    }
    choice
}

/// Can my moves so far, `mine`, against yours so far, `yours`, you to
/// move, go on to my 0s `o` when you play the cells `left` in some order,
/// each of my replies the one `digit` gives?
pub fn follows(left: Cells, yours: Cells, mine: Cells, o: Cells, digit: u8) -> bool {
    if mine & !o != 0 {
        return false;
    }
    if left == 0 {
        return mine == o;
    }
    if has_line(mine) {
        return false;
    }
    let mut c: u8 = 1;
    while c <= 9 {
        if left & cell(c) != 0 {
            let after = yours | cell(c);
            let answer = if after | mine == FULL { 0 } else { cell(reply(mine, after, digit)) };
            if follows(left & !cell(c), after, mine | answer, o, digit) {
                return true;
            }
        }
        c += 1;
    }
    false
}

/// Plays your move (`None`: let me open) and my reply, and gives my
/// successor's state, or the reason I refuse.
pub fn play(game: Game, human: Option<u8>) -> Result<Game, Refusal> {
    let status = match game.status() {
        Ok(status) => status,
        Err(refusal) => return Err(refusal),
    };
    let mut next = game;
    match (status, human) {
        (WON | DRAW, _) => return Err(no(b"this game is over: start a new one", 0, b"")),
        (NEW | LOST, None) => next.strategy[0] = b'5',
        (_, None) => return Err(no(b"it is your move: give a cell from 1 to 9", 0, b"")),
        (_, Some(c)) => {
            if (next.x | next.o) & cell(c) != 0 {
                return Err(no(b"cell ", c, b" is taken"));
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
        next.face = SAD;
        return Ok(next);
    }
    // Else I win, block or follow my strategy, and smile when I have a
    // line. On a full board I find no cell, and the game is a draw.
    let mine = reply(next.o, next.x, next.digit());
    next.o |= cell(mine);
    next.face = if has_line(next.o) { HAPPY } else { STRAIGHT };
    Ok(next)
}

/// One run: reads my state, your move (`arg` and `argc`, from the
/// command line) and the `level` you ask for (see `level_asked`), and
/// writes my successor's state to `next` and what we did to `said`; or,
/// when I refuse, why to `said`, and gives false.
pub fn turn(arg: [u8; 4], argc: i32, level: i32, next: &mut Text, said: &mut Text) -> bool {
    // A level you ask for (see `level_asked`): I have none.
    if level != -1 {
        return refuse(no(b"I have no levels: MERLYN_LEVEL is for Reversi and Con-Tac-Tix", 0, b""), said);
    }
    let (before, human) = match (Game::read(state::STATE), parse_move(arg, argc)) {
        (Ok(game), Ok(human)) => (game, human),
        (Err(refusal), _) | (_, Err(refusal)) => return refuse(refusal, said),
    };
    let (x, o, strategy) = (before.x, before.o, before.strategy);
    let after = match play(before, human) {
        Ok(game) => game,
        Err(refusal) => return refuse(refusal, said),
    };
    after.write(next);
    // A new game starts from my strategy as it stands.
    if x | o == 0 {
        said.push(b"A new game, with strategy ");
        said.push(&strategy);
        said.push(b".\n");
    }
    let mut mine: u8 = 0;
    let mut c: u8 = 1;
    while c <= 9 {
        if after.o & !o & cell(c) != 0 {
            mine = c;
        }
        c += 1;
    }
    // The board as this turn leaves it (when you won, the board you won
    // on: my successor's is blank), drawn for you.
    let yours = human.unwrap_or(0);
    let lost = after.face == SAD;
    let (x, o) = if lost { (x | cell(yours), o) } else { (after.x, after.o) };
    // At the end, the line that won: yours when you won, else mine.
    let line = lines_in(if lost { x } else { o });
    view(x, o, yours, mine, line, said);
    // "You took 1, I took 8.", "You took 7." or "I took 8.".
    if let Some(c) = human {
        said.push(b"You took ");
        said.push(digit(c));
        said.push(if mine != 0 { b", I took " } else { b"" });
    } else {
        said.push(b"I took ");
    }
    said.push(if mine != 0 { digit(mine) } else { b"" });
    said.push(b".");
    // How the game ended: "Three in a row for me: 7-8-9.", "Three in a
    // row for you: 3-5-7." or a full board.
    if line != 0 {
        said.push(if lost { b" Three in a row for you: " } else { b" Three in a row for me: " });
        named(line, said);
        said.push(b".");
    } else if x | o == FULL {
        said.push(b" The board is full, and no one has three in a row.");
    }
    // After a loss, what I learned: the digit of your opening, one lower.
    if lost {
        let at = (after.strategy[0] - b'0') as usize;
        if after.strategy[at] == strategy[at] {
            said.push(b"\nI learned nothing: my strategy digit for your opening ");
            said.push(digit(at as u8));
            said.push(b" is 0 already.");
        } else {
            said.push(b"\nI learned: my strategy digit for your opening ");
            said.push(digit(at as u8));
            said.push(b" is ");
            said.push(digit(after.strategy[at] - b'0'));
            said.push(b", not ");
            said.push(digit(strategy[at] - b'0'));
            said.push(b".");
        }
    }
    true
}

/// The cells of the lines that `cells` holds whole (0: none).
fn lines_in(cells: Cells) -> Cells {
    let mut held: Cells = 0;
    let mut i: usize = 0;
    while i < LINES.len() {
        if cells & LINES[i] == LINES[i] {
            held |= LINES[i];
        }
        i += 1;
    }
    held
}

/// Names each line whose cells are all in `cells`, its cells from the
/// lowest: "1-5-9", "1-5-9 and 3-5-7".
fn named(cells: Cells, said: &mut Text) {
    let mut first = true;
    let mut i: usize = LINES.len();
    while i > 0 {
        i -= 1;
        if cells & LINES[i] == LINES[i] {
            said.push(if first { b"" } else { b" and " });
            first = false;
            let mut c: u8 = 1;
            let mut dash = false;
            while c <= 9 {
                if LINES[i] & cell(c) != 0 {
                    said.push(if dash { b"-" } else { b"" });
                    said.push(digit(c));
                    dash = true;
                }
                c += 1;
            }
        }
    }
}

/// Draws the board of your cells `x` and mine `o` for you, the cells'
/// numbers beside it: your last move (`yours`) and mine (`mine`; 0:
/// none) in brackets, and the other cells of a line that won (`line`)
/// in parentheses.
fn view(x: Cells, o: Cells, yours: u8, mine: u8, line: Cells, said: &mut Text) {
    let mut c: u8 = 1;
    while c <= 9 {
        let last = c == yours || c == mine;
        let won = line & cell(c) != 0;
        said.push(if c % 3 == 1 { b"" } else { b"|" });
        said.push(if last { b"[" } else if won { b"(" } else { b" " });
        said.paint(if x & cell(c) != 0 { b'X' } else if o & cell(c) != 0 { b'0' } else { b' ' }, last || won);
        said.push(if last { b"]" } else if won { b")" } else { b" " });
        if c % 3 == 0 {
            said.push(b"      ");
            said.push(digit(c - 2));
            said.push(b" ");
            said.push(digit(c - 1));
            said.push(b" ");
            said.push(digit(c));
            said.push(if c == 9 { b"\n" } else { b"\n---+---+---\n" });
        }
        c += 1;
    }
}

/// Says why I refuse, and gives false.
fn refuse(refusal: Refusal, said: &mut Text) -> bool {
    said.push(refusal.say);
    if refusal.at > 0 {
        said.push(digit(refusal.at));
    }
    said.push(refusal.then);
    false
}

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
pub const SELF: &str = r#"
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
// Only the lines of STATE change from one generation to the next.
// Everything else is the same in every generation, byte for byte.

// The C runtime calls my main itself: see "How I run" below.
#![no_main]

// My state: the game and where it stands (new, on, won, lost or draw), the
// board with row 1 on top, and my strategy string.
// (My state is a module of its own so that rustc, compiling my
// successor, builds that module anew and reuses the rest of me.)
mod state {
@state
}

// The strategy string, character by character:
//   0      the opening: your first move, or 5 when I moved first;
//   1..=9  one strategy digit per opening: where my move search starts;
//   12..   my face: :-| we play on or drew, :-) I won, :-( you beat me.

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
    let mut i: usize = 0;
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
    let mut c: u8 = 9;
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
    let mut t: usize = 9;
    t -= digit as usize;
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
// The game: the board, the strategy and my face, read from my state.

/// A generation's state: everything that changes from one to the next.
pub struct Game {
    /// Your cells.
    pub x: Cells,
    /// My cells.
    pub o: Cells,
    /// The opening and the nine strategy digits, as ASCII digits.
    pub strategy: [u8; 10],
    /// My face, by its mouth: one of STRAIGHT, HAPPY, SAD.
    pub face: u8,
}

/// My face, the last part of the strategy string, by its mouth: `:-|` we
/// play on, or drew; `:-)` I won; `:-(` you won, and the board is blank
/// again.
pub const STRAIGHT: u8 = b'|';
pub const HAPPY: u8 = b')';
pub const SAD: u8 = b'(';

/// Where a game stands, and the word for it in my state's first line: a
/// blank board, the next move starting a game (NEW); your move (ON); I
/// have a line (WON); you had a line, the board is blank again and I have
/// learned (LOST); a full board and no line (DRAW).
pub const NEW: usize = 0;
pub const ON: usize = 1;
pub const WON: usize = 2;
pub const LOST: usize = 3;
pub const DRAW: usize = 4;
const WORDS: [&[u8]; 5] = [b"new", b"on", b"won", b"lost", b"draw"];

/// Why I refuse to play: what I say, with the number of the cell `at`
/// (0: none) between its two parts.
pub struct Refusal {
    pub say: &'static [u8],
    pub at: u8,
    pub then: &'static [u8],
}

/// Refuses to play, saying why.
fn no(say: &'static [u8], at: u8, then: &'static [u8]) -> Refusal {
    Refusal { say, at, then }
}

/// Refuses to play a state that is not a position of this game.
fn bad(why: &'static str) -> Refusal {
    no(b"my board is not a position of this game: ", 0, why.as_bytes())
}

/// The digit naming `n` (0..=9), as text.
fn digit(n: u8) -> &'static [u8] {
    &b"0123456789"[n as usize..][..1]
}

/// Your move, from the command line (`arg`, the first bytes of its first
/// argument, and `argc`): none (let me open), or one cell.
pub fn parse_move(arg: [u8; 4], argc: i32) -> Result<Option<u8>, Refusal> {
    match (argc, arg) {
        (..=1, _) => Ok(None),
        (2, [digit @ b'1'..=b'9', 0, 0, 0]) => Ok(Some(digit - b'0')),
        (2, _) => Err(no(b"a move is one cell, a digit from 1 to 9", 0, b"")),
        _ => Err(no(b"give one move at a time", 0, b"")),
    }
}

impl Game {
    /// Reads my state's lines, and checks that they are a position this
    /// game can reach.
    pub fn read(lines: &[&str]) -> Result<Game, Refusal> {
        if lines.len() != 7 {
            return Err(bad("my state is not 7 lines"));
        }
        let mut game = Game { x: 0, o: 0, strategy: [0; 10], face: STRAIGHT };
        let mut c: u8 = 1;
        let mut r: usize = 1;
        while r < 6 {
            let marks = match lines[r].as_bytes() {
                [b' ', a, b' ', b'|', b' ', b, b' ', b'|', b' ', c, b' '] => [*a, *b, *c],
                _ => return Err(bad("a row is not like \" X | 0 |   \"")),
            };
            let mut i: usize = 0;
            while i < 3 {
                match marks[i] {
                    b' ' => {}
                    b'X' => game.x |= cell(c),
                    b'0' => game.o |= cell(c),
                    _ => return Err(bad("a cell is not X, 0 or a blank")),
                }
                c += 1;
                i += 1;
            }
            r += 2;
        }
        let (digits, face) = match lines[6].as_bytes() {
            [digits @ .., b' ', b' ', b':', b'-', face, b' '] if digits.len() == 10 => (digits, *face),
            _ => return Err(bad("the strategy line is misshapen")),
        };
        game.face = match face {
            STRAIGHT | HAPPY | SAD => face,
            _ => return Err(bad("the face is none of :-| :-) :-(")),
        };
        let mut i: usize = 0;
        while i < 10 {
            match digits[i] {
                b'0'..=b'9' => game.strategy[i] = digits[i],
                _ => return Err(bad("the strategy holds a non-digit")),
            }
            i += 1;
        }
        if game.strategy[0] == b'0' {
            return Err(bad("the opening is 0, not a cell"));
        }
        let status = match game.status() {
            Ok(status) => status,
            Err(refusal) => return Err(refusal),
        };
        // A game on its board must be one I played: my 0s the moves my
        // strategy gives, in some order of your moves.
        if (status == ON || status == WON || status == DRAW) && !game.played() {
            return Err(bad("my strategy did not play my 0s"));
        }
        // The rest (the first line, the lines between rows) must be as I
        // write them.
        let mut text = Text::empty();
        game.write(&mut text);
        if text.differs(lines) != 0 {
            return Err(bad("a line is not as I write it"));
        }
        Ok(game)
    }

    /// Where the game stands (one of NEW, ON, WON, LOST, DRAW), read from
    /// the board and my face; or why it is not a position of this game.
    pub fn status(&self) -> Result<usize, Refusal> {
        let (x, o) = (self.x, self.o);
        if x == 0 && o == 0 {
            return match self.face {
                STRAIGHT => Ok(NEW),
                SAD => Ok(LOST),
                _ => Err(bad("I smile at a blank board")),
            };
        }
        if has_line(x) {
            return Err(bad("X has a line on the board"));
        }
        let (xs, os) = (x.count_ones(), o.count_ones());
        let opening = self.strategy[0] - b'0';
        // You opened: as many 0 as X, or one X more when your fifth move
        // filled the board (and I had no line). I opened: one 0 more.
        if os == xs || (xs == os + 1 && x | o == FULL && !has_line(o)) {
            if x & cell(opening) == 0 {
                return Err(bad("the opening is not one of the Xs"));
            }
        } else if os == xs + 1 {
            if opening != 5 {
                return Err(bad("I opened; the opening is not 5"));
            }
        } else {
            return Err(bad("X and 0 counts are impossible"));
        }
        match (has_line(o), self.face) {
            (true, HAPPY) => Ok(WON),
            (false, STRAIGHT) if x | o == FULL => Ok(DRAW),
            (false, STRAIGHT) => Ok(ON),
            _ => Err(bad("my face does not match the board")),
        }
    }

    /// Could I have played my 0s on this board, each the move my strategy
    /// gives, against your Xs played in some order (the opening first)?
    pub fn played(&self) -> bool {
        let digit = self.digit();
        if self.o.count_ones() > self.x.count_ones() {
            // I opened.
            return follows(self.x, 0, cell(reply(0, 0, digit)), self.o, digit);
        }
        // You opened, and I answered.
        let opening = cell(self.strategy[0] - b'0');
        let answer = cell(reply(0, opening, digit));
        self.x & opening != 0 && follows(self.x & !opening, opening, answer, self.o, digit)
    }

    /// The strategy digit (0..=9) for this game's opening.
    pub fn digit(&self) -> u8 {
        self.strategy[(self.strategy[0] - b'0') as usize] - b'0'
    }

    /// Writes my state's lines, each ended by a newline.
    pub fn write(&self, out: &mut Text) {
        out.push(b"tic-tac-toe: ");
        match self.status() {
            Ok(status) => out.push(WORDS[status]),
            Err(_) => out.push(b"?"),
        }
        out.push(b"\n");
        rows(self.x, self.o, out);
        out.push(&self.strategy);
        out.push(b"  :-");
        out.push(&[self.face]);
        out.push(b" \n");
    }
}

/// Writes the board of your cells `x` and mine `o`: three rows and the
/// lines between them, each ended by a newline.
pub fn rows(x: Cells, o: Cells, out: &mut Text) {
    let mut c: u8 = 1;
    while c <= 9 {
        out.push(if c % 3 == 1 { b" " } else { b" | " });
        out.push(if x & cell(c) != 0 {
            b"X"
        } else if o & cell(c) != 0 {
            b"0"
        } else {
            b" "
        });
        out.push(if c == 9 { b" \n" } else if c % 3 == 0 { b" \n---+---+---\n" } else { b"" });
        c += 1;
    }
}

// ---------------------------------------------------------------------------
// One turn: your move, then mine.

/// My move: the first cell, scanning from 9 down, that wins; else the
/// first that blocks your line; else the one my strategy digit gives.
/// 0 when the board is full.
pub fn reply(mine: Cells, yours: Cells, digit: u8) -> u8 {
    let empty = FULL & !(mine | yours);
    let mut choice = completing(mine, empty);
    if choice == 0 {
        choice = completing(yours, empty);
    }
    if choice == 0 {
        choice = template_move(digit, empty);
    }
    choice
}

/// Can my moves so far, `mine`, against yours so far, `yours`, you to
/// move, go on to my 0s `o` when you play the cells `left` in some order,
/// each of my replies the one `digit` gives?
pub fn follows(left: Cells, yours: Cells, mine: Cells, o: Cells, digit: u8) -> bool {
    if mine & !o != 0 {
        return false;
    }
    if left == 0 {
        return mine == o;
    }
    if has_line(mine) {
        return false;
    }
    let mut c: u8 = 1;
    while c <= 9 {
        if left & cell(c) != 0 {
            let after = yours | cell(c);
            let answer = if after | mine == FULL { 0 } else { cell(reply(mine, after, digit)) };
            if follows(left & !cell(c), after, mine | answer, o, digit) {
                return true;
            }
        }
        c += 1;
    }
    false
}

/// Plays your move (`None`: let me open) and my reply, and gives my
/// successor's state, or the reason I refuse.
pub fn play(game: Game, human: Option<u8>) -> Result<Game, Refusal> {
    let status = match game.status() {
        Ok(status) => status,
        Err(refusal) => return Err(refusal),
    };
    let mut next = game;
    match (status, human) {
        (WON | DRAW, _) => return Err(no(b"this game is over: start a new one", 0, b"")),
        (NEW | LOST, None) => next.strategy[0] = b'5',
        (_, None) => return Err(no(b"it is your move: give a cell from 1 to 9", 0, b"")),
        (_, Some(c)) => {
            if (next.x | next.o) & cell(c) != 0 {
                return Err(no(b"cell ", c, b" is taken"));
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
        next.face = SAD;
        return Ok(next);
    }
    // Else I win, block or follow my strategy, and smile when I have a
    // line. On a full board I find no cell, and the game is a draw.
    let mine = reply(next.o, next.x, next.digit());
    next.o |= cell(mine);
    next.face = if has_line(next.o) { HAPPY } else { STRAIGHT };
    Ok(next)
}

/// One run: reads my state, your move (`arg` and `argc`, from the
/// command line) and the `level` you ask for (see `level_asked`), and
/// writes my successor's state to `next` and what we did to `said`; or,
/// when I refuse, why to `said`, and gives false.
pub fn turn(arg: [u8; 4], argc: i32, level: i32, next: &mut Text, said: &mut Text) -> bool {
    // A level you ask for (see `level_asked`): I have none.
    if level != -1 {
        return refuse(no(b"I have no levels: MERLYN_LEVEL is for Reversi and Con-Tac-Tix", 0, b""), said);
    }
    let (before, human) = match (Game::read(state::STATE), parse_move(arg, argc)) {
        (Ok(game), Ok(human)) => (game, human),
        (Err(refusal), _) | (_, Err(refusal)) => return refuse(refusal, said),
    };
    let (x, o, strategy) = (before.x, before.o, before.strategy);
    let after = match play(before, human) {
        Ok(game) => game,
        Err(refusal) => return refuse(refusal, said),
    };
    after.write(next);
    // A new game starts from my strategy as it stands.
    if x | o == 0 {
        said.push(b"A new game, with strategy ");
        said.push(&strategy);
        said.push(b".\n");
    }
    let mut mine: u8 = 0;
    let mut c: u8 = 1;
    while c <= 9 {
        if after.o & !o & cell(c) != 0 {
            mine = c;
        }
        c += 1;
    }
    // The board as this turn leaves it (when you won, the board you won
    // on: my successor's is blank), drawn for you.
    let yours = human.unwrap_or(0);
    let lost = after.face == SAD;
    let (x, o) = if lost { (x | cell(yours), o) } else { (after.x, after.o) };
    // At the end, the line that won: yours when you won, else mine.
    let line = lines_in(if lost { x } else { o });
    view(x, o, yours, mine, line, said);
    // "You took 1, I took 8.", "You took 7." or "I took 8.".
    if let Some(c) = human {
        said.push(b"You took ");
        said.push(digit(c));
        said.push(if mine != 0 { b", I took " } else { b"" });
    } else {
        said.push(b"I took ");
    }
    said.push(if mine != 0 { digit(mine) } else { b"" });
    said.push(b".");
    // How the game ended: "Three in a row for me: 7-8-9.", "Three in a
    // row for you: 3-5-7." or a full board.
    if line != 0 {
        said.push(if lost { b" Three in a row for you: " } else { b" Three in a row for me: " });
        named(line, said);
        said.push(b".");
    } else if x | o == FULL {
        said.push(b" The board is full, and no one has three in a row.");
    }
    // After a loss, what I learned: the digit of your opening, one lower.
    if lost {
        let at = (after.strategy[0] - b'0') as usize;
        if after.strategy[at] == strategy[at] {
            said.push(b"\nI learned nothing: my strategy digit for your opening ");
            said.push(digit(at as u8));
            said.push(b" is 0 already.");
        } else {
            said.push(b"\nI learned: my strategy digit for your opening ");
            said.push(digit(at as u8));
            said.push(b" is ");
            said.push(digit(after.strategy[at] - b'0'));
            said.push(b", not ");
            said.push(digit(strategy[at] - b'0'));
            said.push(b".");
        }
    }
    true
}

/// The cells of the lines that `cells` holds whole (0: none).
fn lines_in(cells: Cells) -> Cells {
    let mut held: Cells = 0;
    let mut i: usize = 0;
    while i < LINES.len() {
        if cells & LINES[i] == LINES[i] {
            held |= LINES[i];
        }
        i += 1;
    }
    held
}

/// Names each line whose cells are all in `cells`, its cells from the
/// lowest: "1-5-9", "1-5-9 and 3-5-7".
fn named(cells: Cells, said: &mut Text) {
    let mut first = true;
    let mut i: usize = LINES.len();
    while i > 0 {
        i -= 1;
        if cells & LINES[i] == LINES[i] {
            said.push(if first { b"" } else { b" and " });
            first = false;
            let mut c: u8 = 1;
            let mut dash = false;
            while c <= 9 {
                if LINES[i] & cell(c) != 0 {
                    said.push(if dash { b"-" } else { b"" });
                    said.push(digit(c));
                    dash = true;
                }
                c += 1;
            }
        }
    }
}

/// Draws the board of your cells `x` and mine `o` for you, the cells'
/// numbers beside it: your last move (`yours`) and mine (`mine`; 0:
/// none) in brackets, and the other cells of a line that won (`line`)
/// in parentheses.
fn view(x: Cells, o: Cells, yours: u8, mine: u8, line: Cells, said: &mut Text) {
    let mut c: u8 = 1;
    while c <= 9 {
        let last = c == yours || c == mine;
        let won = line & cell(c) != 0;
        said.push(if c % 3 == 1 { b"" } else { b"|" });
        said.push(if last { b"[" } else if won { b"(" } else { b" " });
        said.paint(if x & cell(c) != 0 { b'X' } else if o & cell(c) != 0 { b'0' } else { b' ' }, last || won);
        said.push(if last { b"]" } else if won { b")" } else { b" " });
        if c % 3 == 0 {
            said.push(b"      ");
            said.push(digit(c - 2));
            said.push(b" ");
            said.push(digit(c - 1));
            said.push(b" ");
            said.push(digit(c));
            said.push(if c == 9 { b"\n" } else { b"\n---+---+---\n" });
        }
        c += 1;
    }
}

/// Says why I refuse, and gives false.
fn refuse(refusal: Refusal, said: &mut Text) -> bool {
    said.push(refusal.say);
    if refusal.at > 0 {
        said.push(digit(refusal.at));
    }
    said.push(refusal.then);
    false
}

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
pub const SELF: &str = r#""#;
