// merlyn: a game of Connect Four that is also the program playing it.
//
// You are X, I am 0 (a zero), on an upright board of 7 columns by 6 rows.
// You move first; if you let me open, I take the middle column. A move is
// a column, 1 to 7 from the left (or a to g): your disc falls to the
// lowest empty cell of it. Whoever first has four discs in a row, across,
// up or along a diagonal, wins; when the board is full and nobody has, it
// is a draw.
//
// Compile me, run me with your move, and I print my successor: this very
// program, with your move and my reply written into the board below.
//
//     rustc connect-four.rs -o next
//     ./next 4 | tee connect-four-next.rs
//     rustc connect-four-next.rs -o next && ./next 3 | tee connect-four-next.rs
//
// Run me with no move, before the first one, and I open the game. When you
// beat me, my successor has a new board and looks further ahead, or has
// changed weights: it has learned from the game, and learns again each
// time it loses.
//
// Only the lines of STATE change from one generation to the next.
// Everything else is the same in every generation, byte for byte.

// The C runtime calls my main itself: see "How I run" below.
#![no_main]

// My state: the game and where it stands (new, on, won, lost or draw); the
// board, and my face; my weights, what a disc is worth to me on each cell;
// my lookahead, how many moves beyond my own I look; and the moves of the
// game so far, both of ours, in order, and who moved first.
// (My state is a module of its own so that rustc, compiling my
// successor, builds that module anew and reuses the rest of me.)
mod state {
    pub static STATE: &[&str] = &[
        "connect-four: new",
        "     1 2 3 4 5 6 7",
        "   +---------------+",
        " 6 | . . . . . . . | 6",
        " 5 | . . . . . . . | 5",
        " 4 | . . . . . . . | 4",
        " 3 | . . . . . . . | 3",
        " 2 | . . . . . . . | 2",
        " 1 | . . . . . . . | 1",
        "   +---------------+",
        "     1 2 3 4 5 6 7     :-|",
        "",
        "my weights, what a disc is worth on each cell:",
        "     1  2  3  4  5  6  7",
        " 6   3  4  5  7  5  4  3",
        " 5   4  6  8 10  8  6  4",
        " 4   5  8 11 13 11  8  5",
        " 3   5  8 11 13 11  8  5",
        " 2   4  6  8 10  8  6  4",
        " 1   3  4  5  7  5  4  3",
        "lookahead       0",
        "moves:",
        "  1-21:",
        " 22-42:",
    ];
}

// ---------------------------------------------------------------------------
// The board. Its cells are numbered in reading order, from the top row,
// row 6, from column 1 to column 7, to the bottom one, row 1: the top left
// cell is 0, the top right 6, the bottom left 35, the bottom right 41. A
// cell holds 0 (empty), 1 (yours) or 2 (mine). A move is a column, 0 to 6
// here (1 to 7 as you write it); the disc lands on the lowest empty cell.
//
// Every move compiles me anew, and the compiler takes longest over numbers
// whose type it must work out: so a typed value stands first in each sum
// I write, and every counter has its type.

/// No cell: off the board, or a full column.
pub const NONE: usize = 42;

/// No column: no move.
pub const NO: usize = 7;

/// The four lines through a cell: up, across, and the two diagonals, as
/// steps in rows and in columns.
const ROWS: [i32; 4] = [1, 0, 1, 1];
const COLUMNS: [i32; 4] = [0, 1, 1, -1];

/// The cell where a disc dropped in `column` lands: the lowest empty one;
/// NONE when the column is full.
pub fn land(cells: &[u8; 42], column: usize) -> usize {
    let mut at: usize = 35 + column;
    loop {
        if cells[at] == 0 {
            return at;
        }
        if at < 7 {
            return NONE;
        }
        at -= 7;
    }
}

/// How many discs of `side` run from `at` (not counted) along line `d`,
/// `sign` (1 or -1) being the way.
fn run_from(cells: &[u8; 42], at: usize, side: u8, d: usize, sign: i32) -> i32 {
    let (r, c): (i32, i32) = ((at / 7) as i32, (at % 7) as i32);
    let mut k: i32 = 1;
    loop {
        let (rr, cc): (i32, i32) = (r + sign * k * ROWS[d], c + sign * k * COLUMNS[d]);
        if rr < 0 || rr >= 6 || cc < 0 || cc >= 7 || cells[(rr * 7 + cc) as usize] != side {
            return k - 1;
        }
        k += 1;
    }
}

/// Does the disc of `side` on `at` make four or more in a row? The line
/// along which it does, 0 to 3; 4 when none does.
pub fn four_along(cells: &[u8; 42], at: usize, side: u8) -> usize {
    let mut d: usize = 0;
    while d < 4 {
        if run_from(cells, at, side, d, 1) + run_from(cells, at, side, d, -1) >= 3 {
            return d;
        }
        d += 1;
    }
    4
}

/// Does the disc of `side` on `at` make four or more in a row?
pub fn four(cells: &[u8; 42], at: usize, side: u8) -> bool {
    four_along(cells, at, side) < 4
}

/// The two ends of the row of four or more that the disc on `at` makes,
/// the lower (or the left) first; `at`, `at` when it makes none.
pub fn ends(cells: &[u8; 42], at: usize) -> (usize, usize) {
    let side = cells[at];
    let d = four_along(cells, at, side);
    if d == 4 {
        return (at, at);
    }
    let back = run_from(cells, at, side, d, -1);
    let on = run_from(cells, at, side, d, 1);
    let (r, c): (i32, i32) = ((at / 7) as i32, (at % 7) as i32);
    let from = (r - back * ROWS[d]) * 7 + c - back * COLUMNS[d];
    let to = (r + on * ROWS[d]) * 7 + c + on * COLUMNS[d];
    // The lower end first, or the left one along a row.
    if from / 7 < to / 7 { (to as usize, from as usize) } else { (from as usize, to as usize) }
}

/// The column where `side` (1 you, 2 me) would make four at once, the
/// first from the left; NO when there is none.
pub fn winning(cells: &[u8; 42], side: u8) -> usize {
    let mut board = *cells;
    let mut column: usize = 0;
    while column < 7 {
        let at = land(&board, column);
        if at < NONE {
            board[at] = side;
            let wins = four(&board, at, side);
            board[at] = 0;
            if wins {
                return column;
            }
        }
        column += 1;
    }
    NO
}

// ---------------------------------------------------------------------------
// How I play.
//
// I play by three rules, the first that applies:
//
//     1. Four: a column that gives me four in a row, I take.
//     2. Block: a column that would give you four, I take.
//     3. Weights: otherwise, the column my weights rate best.
//
// My weights say what a disc is worth to me on each cell of the board.
// Generation zero's are the number of rows of four that pass through the
// cell: the middle of the board, where most fours meet, is worth most.
// Lessons move them, each at most SPAN either way. With a lookahead of 0,
// a column is worth what the cell my disc lands on is worth. Looking
// ahead, I look at every line of moves that many moves beyond mine, yours
// and mine in turn, and score a line by the cells it takes: mine count for
// me, yours against me; a line that makes four counts WIN for its side,
// more than any other line, sooner more than later. Against each of my moves I take your best reply, and so
// on. Lines that cannot change my choice I cut short (alpha-beta): the
// choice is the one a full search makes. Among columns rated the same, I
// take the first from the left.

/// The most I look ahead. A lesson raises my lookahead up to this;
/// deeper, a turn that learns would take more than its second,
/// unoptimised.
pub const DEEPEST: usize = 6;

/// What four in a row is worth, more than any line of cells.
pub const WIN: i32 = 100_000;

/// More than any line scores.
const ALL: i32 = 1_000_000_000;

/// The order in which a search tries replies: the middle first, for good
/// moves come early there, and cut the most.
const ORDER: [usize; 7] = [3, 2, 4, 1, 5, 0, 6];

/// Generation zero's weights, the number of rows of four through each
/// cell, in reading order.
pub const FOURS: [i32; 42] = [
    3, 4, 5, 7, 5, 4, 3,
    4, 6, 8, 10, 8, 6, 4,
    5, 8, 11, 13, 11, 8, 5,
    5, 8, 11, 13, 11, 8, 5,
    4, 6, 8, 10, 8, 6, 4,
    3, 4, 5, 7, 5, 4, 3,
];

/// How far a weight may move from generation zero's, either way: lessons
/// tune the table, they do not overturn it.
pub const SPAN: i32 = 1;

/// The least a weight of cell `at` may be.
pub fn low(at: usize) -> i32 {
    if FOURS[at] > SPAN { FOURS[at] - SPAN } else { 0 }
}

/// The most a weight of cell `at` may be.
pub fn high(at: usize) -> i32 {
    FOURS[at] + SPAN
}

/// The score for `side`, to move on `cells`, of its best line `plies`
/// moves long, with `weights`. Exact when it falls between `floor` and
/// `ceiling`; else at most `floor`, or at least `ceiling`.
pub fn search(cells: &mut [u8; 42], side: u8, plies: usize, weights: &[i32; 42], floor: i32, ceiling: i32) -> i32 {
    if plies == 0 {
        return 0;
    }
    let (mut best, mut floor): (i32, i32) = (0 - ALL, floor);
    let mut i: usize = 0;
    while i < 7 && best < ceiling {
        let at = land(cells, ORDER[i]);
        i += 1;
        if at == NONE {
            continue;
        }
        cells[at] = side;
        let value = if four(cells, at, side) {
            WIN + plies as i32
        } else {
            weights[at] - search(cells, 3 - side, plies - 1, weights, weights[at] - ceiling, weights[at] - floor)
        };
        cells[at] = 0;
        best = if value > best { value } else { best };
        floor = if value > floor { value } else { floor };
    }
    // A full board: a draw, worth nothing more.
    if best == 0 - ALL { 0 } else { best }
}

/// The score of `side` playing `column` on `cells` (not full), looking
/// `lookahead` moves beyond it, with `weights`; exact between `floor` and
/// `ceiling`, as `search`.
pub fn score(cells: &[u8; 42], side: u8, column: usize, weights: &[i32; 42], lookahead: usize, floor: i32, ceiling: i32) -> i32 {
    let mut board = *cells;
    let at = land(&board, column);
    board[at] = side;
    if four(&board, at, side) {
        return WIN + lookahead as i32 + 1;
    }
    weights[at] - search(&mut board, 3 - side, lookahead, weights, weights[at] - ceiling, weights[at] - floor)
}

/// The column `side` plays on `cells` by rule 3, its weights, looking
/// `lookahead` moves ahead, and its score; passing `not`, the best column
/// but `not`. NO when there is none.
pub fn best(cells: &[u8; 42], side: u8, weights: &[i32; 42], lookahead: usize, not: usize) -> (usize, i32) {
    let (mut top, mut choice): (i32, usize) = (0 - ALL, NO);
    let mut column: usize = 0;
    while column < 7 {
        if column != not && land(cells, column) < NONE {
            let value = score(cells, side, column, weights, lookahead, top, ALL);
            if choice == NO || value > top {
                top = value;
                choice = column;
            }
        }
        column += 1;
    }
    (choice, top)
}

/// Does rule 3 choose on `cells`: no four to make or to block, and two
/// columns or more open?
pub fn weighed(cells: &[u8; 42], side: u8) -> bool {
    let mut open: usize = 0;
    let mut column: usize = 0;
    while column < 7 {
        open += (land(cells, column) < NONE) as usize;
        column += 1;
    }
    open > 1 && winning(cells, side) == NO && winning(cells, 3 - side) == NO
}

/// The column `side` (1 you, 2 me) plays on `cells`, by my three rules,
/// with `weights` and looking `lookahead` moves ahead.
pub fn choose(cells: &[u8; 42], side: u8, weights: &[i32; 42], lookahead: usize) -> usize {
    let mine = winning(cells, side);
    if mine < NO {
        return mine;
    }
    let yours = winning(cells, 3 - side);
    if yours < NO {
        return yours;
    }
    best(cells, side, weights, lookahead, NO).0
}

/// Replays the first `count` of `moves`, the first made by `first` (0 you,
/// 1 me), as I would play my own with `weights` and `lookahead`. Gives the
/// board; who is to move next (0 you, 1 me, 2 nobody: the game is over;
/// 3: a move is into a full column, or after the end); and the first of
/// my moves I would now play otherwise (NONE: none).
pub fn replay(moves: &[u8; 42], count: usize, first: usize, weights: &[i32; 42], lookahead: usize) -> ([u8; 42], usize, usize) {
    let mut cells = [0u8; 42];
    let mut side: usize = first;
    let mut otherwise: usize = NONE;
    let mut k: usize = 0;
    while k < count && side < 2 {
        let column = moves[k] as usize;
        let at = if column < NO { land(&cells, column) } else { NONE };
        if at == NONE {
            return (cells, 3, otherwise);
        }
        if side == 1 && otherwise == NONE && choose(&cells, 2, weights, lookahead) != column {
            otherwise = k;
        }
        cells[at] = side as u8 + 1;
        side = if four(&cells, at, side as u8 + 1) || k == 41 { 2 } else { side ^ 1 };
        k += 1;
    }
    (cells, if k < count { 3 } else { side }, otherwise)
}

// ---------------------------------------------------------------------------
// How I learn.
//
// When you beat me, I look at the game again, one move further ahead than
// I played it, then two, and so on up to DEEPEST. At the first lookahead
// at which I would have played otherwise at one of my moves (a reply of
// yours I did not see coming), the loss was there to be seen: I look that
// far ahead from now on. Replaying your moves, I then play otherwise
// there, if not before; and in every game after, I see that far ahead: a
// lesson about the game, not about this one game.
//
// When no deeper look changes my game, I change my weights, so that your
// same moves can never give the same game again, if any change of my
// weights can do that. I blame the move at which I came nearest to
// playing otherwise: among my moves that rule 3 chose, and where neither
// my move nor the runner-up wins or loses by force, the one where my move
// scored least over the runner-up (the first such, if several). There the
// cell my disc took loses a point and the cell the runner-up would have
// taken gains one, each within SPAN of generation zero's, until I would
// play otherwise there. If they reach their bounds first (looking ahead, other cells
// count too), I blame the next nearest move, and so on, until your same
// moves give another game. When no move can change, I keep my weights.

/// Learns from the game I just lost, whose moves `game` holds.
pub fn learn(game: &mut Game) {
    let mut deeper = game.lookahead + 1;
    while deeper <= DEEPEST {
        if replay(&game.moves, game.count, game.first, &game.weights, deeper).2 < NONE {
            game.lookahead = deeper;
            return;
        }
        deeper += 1;
    }
    let lookahead = game.lookahead;
    let mut blamed: u64 = 0;
    while replay(&game.moves, game.count, game.first, &game.weights, lookahead).2 == NONE {
        // The nearest call not yet blamed: the board before it, the column
        // I played, and the runner-up.
        let (mut near, mut margin, mut before, mut played, mut runner): (usize, i32, [u8; 42], usize, usize) = (NONE, ALL, [0; 42], NO, NO);
        let mut cells = [0u8; 42];
        let mut k: usize = 0;
        while k < game.count {
            let column = game.moves[k] as usize;
            let mine = (k + game.first) % 2 == 1;
            if mine && blamed >> k & 1 == 0 && weighed(&cells, 2) {
                let (other, second) = best(&cells, 2, &game.weights, lookahead, column);
                let first = score(&cells, 2, column, &game.weights, lookahead, 0 - ALL, ALL);
                let open = first < WIN / 2 && first > 0 - WIN / 2 && second < WIN / 2 && second > 0 - WIN / 2;
                if open && first - second < margin {
                    near = k;
                    margin = first - second;
                    before = cells;
                    played = column;
                    runner = other;
                }
            }
            let at = land(&cells, column);
            cells[at] = if mine { 2 } else { 1 };
            k += 1;
        }
        if near == NONE {
            return;
        }
        blamed |= 1u64 << near;
        let (m, r) = (land(&before, played), land(&before, runner));
        while choose(&before, 2, &game.weights, lookahead) == played && (game.weights[m] > low(m) || game.weights[r] < high(r)) {
            game.weights[m] -= (game.weights[m] > low(m)) as i32;
            game.weights[r] += (game.weights[r] < high(r)) as i32;
        }
    }
}

// ---------------------------------------------------------------------------
// The game: the board, my weights and the moves, read from my state.

/// A generation's state: everything that changes from one to the next.
pub struct Game {
    /// The board: 0 empty, 1 yours, 2 mine, in reading order.
    pub cells: [u8; 42],
    /// What a disc is worth to me on each cell, in reading order.
    pub weights: [i32; 42],
    /// How many moves beyond my own I look: 0 to DEEPEST.
    pub lookahead: usize,
    /// The columns played so far, both of ours, in order (0 to 6).
    pub moves: [u8; 42],
    pub count: usize,
    /// Who moved first: 0 you, 1 me.
    pub first: usize,
    /// Where the game stands: one of NEW, ON, WON, LOST, DRAW.
    pub status: usize,
}

/// Where a game stands, and the word for it in my state's first line.
pub const NEW: usize = 0;
pub const ON: usize = 1;
pub const WON: usize = 2;
pub const LOST: usize = 3;
pub const DRAW: usize = 4;
const WORDS: [&[u8]; 5] = [b"new", b"on", b"won", b"lost", b"draw"];

/// Why I refuse to play: what I say, with the column `column` (NO: none)
/// between its two parts.
pub struct Refusal {
    pub say: &'static [u8],
    pub column: usize,
    pub then: &'static [u8],
}

/// Refuses to play, saying why.
fn no(say: &'static [u8], column: usize, then: &'static [u8]) -> Refusal {
    Refusal { say, column, then }
}

/// Refuses to play a state that is not a position of this game.
fn bad(why: &'static str) -> Refusal {
    no(b"my board is not a position of this game: ", NO, why.as_bytes())
}

/// The name of a cell: its column's letter and its row, such as d1.
pub fn named(out: &mut Text, at: usize) {
    out.push(&[b'a' + (at % 7) as u8, b'6' - (at / 7) as u8]);
}

/// The column a byte names: 1 to 7, or a to g in either case; NO when it
/// names none.
pub fn column_of(byte: u8) -> usize {
    if byte >= b'1' && byte <= b'7' {
        return (byte - b'1') as usize;
    }
    let c = byte | 0x20;
    if c >= b'a' && c <= b'g' { (c - b'a') as usize } else { NO }
}

/// Your move, from the command line (`arg`, the first bytes of its first
/// argument, and `argc`): none (NO: let me open), or a column.
pub fn parse_move(arg: [u8; 4], argc: i32) -> Result<usize, Refusal> {
    match (argc, arg) {
        (..=1, _) => Ok(NO),
        (2, [c, 0, 0, 0]) if column_of(c) < NO => Ok(column_of(c)),
        (2, _) => Err(no(b"a move is one column, 1 to 7 (or a to g), such as 4", NO, b"")),
        _ => Err(no(b"give one move at a time", NO, b"")),
    }
}

/// Writes `v` (0 to 9999) right-aligned in `width` bytes.
fn number(out: &mut Text, v: i32, width: usize) {
    let mut digits = [b' '; 5];
    let mut x: i32 = v;
    let mut i: usize = 5;
    while i > 0 && (i == 5 || x > 0) {
        i -= 1;
        digits[i] = b'0' + (x % 10) as u8;
        x /= 10;
    }
    let mut j: usize = 5 - width;
    while j < 5 {
        out.push(&[digits[j]]);
        j += 1;
    }
}

/// Writes the number `v` (0 to 9999) in as many digits as it has.
fn figure(out: &mut Text, v: i32) {
    number(out, v, if v >= 1000 { 4 } else if v >= 100 { 3 } else if v >= 10 { 2 } else { 1 });
}

/// The number in bytes `from` to `to` of `line`, ignoring anything but
/// digits (what I do not write, `read` finds anyway); at most 9999.
fn digits(line: &[u8], from: usize, to: usize) -> i32 {
    let mut v: i32 = 0;
    let mut i = from;
    while i < to && i < line.len() {
        if line[i] >= b'0' && line[i] <= b'9' && v < 1000 {
            v = v * 10 + (line[i] - b'0') as i32;
        }
        i += 1;
    }
    v
}

impl Game {
    /// Reads my state's lines, and checks that they are a position this
    /// game can reach: the moves, replayed from the start, must go into
    /// columns that are not full, mine must be the ones my weights choose,
    /// and they must give my board; my weights must keep their bounds; and
    /// my state must be as I would write it.
    pub fn read(lines: &[&str]) -> Result<Game, Refusal> {
        if lines.len() != 24 {
            return Err(bad("my state is not 24 lines"));
        }
        let mut game = Game { cells: [0; 42], weights: [0; 42], lookahead: 0, moves: [0; 42], count: 0, first: 0, status: ON };
        // The weights: row 6 on line 14, each cell's in 3 bytes from byte 3.
        let mut at: usize = 0;
        while at < 42 {
            let row = lines[at / 7 + 14].as_bytes();
            let from = 3 + at % 7 * 3;
            game.weights[at] = digits(row, from, from + 3);
            if game.weights[at] < low(at) || game.weights[at] > high(at) {
                return Err(bad("a weight is out of its bounds"));
            }
            at += 1;
        }
        // The lookahead, on line 20 from byte 9.
        let deep = digits(lines[20].as_bytes(), 9, 20);
        if deep > DEEPEST as i32 {
            return Err(bad("my lookahead is out of its bounds"));
        }
        game.lookahead = deep as usize;
        // Who moved first, then the moves: 21 to a line, from line 22 on,
        // after a 7-byte label, each a space and a digit.
        game.first = if lines[21].len() == 15 { 1 } else { 0 };
        let mut k: usize = 0;
        while k < 42 && k == game.count {
            let row = lines[k / 21 + 22].as_bytes();
            let i = 7 + k % 21 * 2;
            if row.len() > i + 1 && row[i] == b' ' && row[i + 1] >= b'1' && row[i + 1] <= b'7' {
                game.moves[k] = row[i + 1] - b'1';
                game.count += 1;
            }
            k += 1;
        }
        let (cells, side, otherwise) = replay(&game.moves, game.count, game.first, &game.weights, game.lookahead);
        game.cells = cells;
        let last = if game.count > 0 { top(&cells, game.moves[game.count - 1] as usize) } else { NONE };
        game.status = match (side, game.count) {
            (0, 0) if lines[0].len() == 18 => LOST,
            (0, 0) => NEW,
            (0, _) => ON,
            (2, _) if cells[last] == 2 && four(&cells, last, 2) => WON,
            (2, 42) if !four(&cells, last, cells[last]) => DRAW,
            _ => 5,
        };
        if game.status == 5 || otherwise < NONE {
            return Err(bad("my moves are not a game I would play"));
        }
        let mut text = Text::empty();
        game.write(&mut text);
        match text.differs(lines) {
            0 => Ok(game),
            1 => Err(bad("my first line does not say where the game stands")),
            2..=12 => Err(bad("the board is not the one my moves make")),
            13..=20 => Err(bad("my weights are not written as I write them")),
            21 => Err(bad("my lookahead is not written as I write it")),
            _ => Err(bad("my moves are not written as I write them")),
        }
    }

    /// Writes my state's lines, each ended by a newline.
    pub fn write(&self, out: &mut Text) {
        out.push(b"connect-four: ");
        out.push(WORDS[self.status]);
        out.push(b"\n");
        self.board(out);
        out.push(b"\nmy weights, what a disc is worth on each cell:\n     1  2  3  4  5  6  7\n");
        let mut at: usize = 0;
        while at < 42 {
            if at % 7 == 0 {
                out.push(&[b' ', b'6' - (at / 7) as u8, b' ']);
            }
            number(out, self.weights[at], 3);
            if at % 7 == 6 {
                out.push(b"\n");
            }
            at += 1;
        }
        out.push(b"lookahead    ");
        number(out, self.lookahead as i32, 4);
        out.push(if self.count == 0 { b"\nmoves:\n" as &[u8] } else if self.first == 0 { b"\nmoves, you first:\n" } else { b"\nmoves, I first:\n" });
        let mut k: usize = 0;
        while k < 42 {
            if k % 21 == 0 {
                number(out, k as i32 + 1, 3);
                out.push(b"-");
                number(out, k as i32 + 21, 2);
                out.push(b":");
            }
            if k < self.count {
                out.push(&[b' ', b'1' + self.moves[k]]);
            }
            if k % 21 == 20 {
                out.push(b"\n");
            }
            k += 1;
        }
    }

    /// Writes my board, with the discs and my face.
    pub fn board(&self, out: &mut Text) {
        out.push(b"     1 2 3 4 5 6 7\n   +---------------+\n");
        let mut at: usize = 0;
        while at < 42 {
            let row = b'6' - (at / 7) as u8;
            if at % 7 == 0 {
                out.push(&[b' ', row, b' ', b'|']);
            }
            out.push(&[b' ', b".X0"[self.cells[at] as usize]]);
            if at % 7 == 6 {
                out.push(&[b' ', b'|', b' ', row, b'\n']);
            }
            at += 1;
        }
        out.push(b"   +---------------+\n     1 2 3 4 5 6 7     :-");
        out.push(&[b"||)(|"[self.status], b'\n']);
    }
}

/// The cell of the top disc in `column` (not empty).
pub fn top(cells: &[u8; 42], column: usize) -> usize {
    let above = land(cells, column);
    if above == NONE { column } else { above + 7 }
}

// ---------------------------------------------------------------------------
// One turn: your move, then mine.

/// Plays your move (`column`; NO: let me open) and my reply, and gives the
/// game as it then stands, or the reason I refuse. A finished game is left
/// for `conclude`.
pub fn play(game: Game, column: usize) -> Result<Game, Refusal> {
    let mut next = game;
    match (next.status, column) {
        (WON | DRAW, _) => return Err(no(b"this game is over: start a new one", NO, b"")),
        (ON, NO) => return Err(no(b"it is your move: give a column, such as 4", NO, b"")),
        (NEW | LOST, _) => {
            next.cells = [0; 42];
            next.count = 0;
            next.first = if column == NO { 1 } else { 0 };
        }
        _ => {}
    }
    next.status = ON;
    if column < NO {
        let at = land(&next.cells, column);
        if at == NONE {
            return Err(no(b"column ", column, b" is full"));
        }
        next.cells[at] = 1;
        next.moves[next.count] = column as u8;
        next.count += 1;
        if four(&next.cells, at, 1) {
            next.status = LOST;
        } else if next.count == 42 {
            next.status = DRAW;
        }
    }
    if next.status == ON {
        let mine = choose(&next.cells, 2, &next.weights, next.lookahead);
        let at = land(&next.cells, mine);
        next.cells[at] = 2;
        next.moves[next.count] = mine as u8;
        next.count += 1;
        if four(&next.cells, at, 2) {
            next.status = WON;
        } else if next.count == 42 {
            next.status = DRAW;
        }
    }
    Ok(next)
}

/// After a game I lost: I learn from it, and my successor has a new board.
pub fn conclude(game: &mut Game) {
    if game.status == LOST {
        learn(game);
        game.cells = [0; 42];
        game.count = 0;
        game.first = 0;
    }
}

/// One run: reads my state and your move (`arg` and `argc`, from the
/// command line), and writes my successor's state to `next` and what we
/// did to `said`; or, when I refuse, why to `said`, and gives false.
pub fn turn(arg: [u8; 4], argc: i32, next: &mut Text, said: &mut Text) -> bool {
    let (before, column) = match (Game::read(state::STATE), parse_move(arg, argc)) {
        (Ok(game), Ok(column)) => (game, column),
        (Err(refusal), _) | (_, Err(refusal)) => return refuse(refusal, said),
    };
    let k = if before.status == ON { before.count } else { 0 };
    let (fresh, weights, lookahead) = (before.status == NEW || before.status == LOST, before.weights, before.lookahead);
    let mut after = match play(before, column) {
        Ok(game) => game,
        Err(refusal) => return refuse(refusal, said),
    };
    // A new game starts from my weights as they stand, row 1 first.
    if fresh {
        said.push(b"A new game, with my weights ");
        let mut at: usize = 35;
        loop {
            figure(said, weights[at]);
            if at == 6 {
                break;
            }
            said.push(if at % 7 == 6 { b"/" } else { b"," });
            at = if at % 7 == 6 { at - 13 } else { at + 1 };
        }
        if lookahead > 0 {
            said.push(b", looking ");
            figure(said, lookahead as i32);
            said.push(if lookahead == 1 { b" move ahead" } else { b" moves ahead" });
        }
        said.push(b".\n");
    }
    // The board as this turn leaves it, drawn for you: your disc, then
    // mine, the top discs of their columns when they were the last two.
    let played = after.count - k;
    let replied = played > (column < NO) as usize;
    let mut cells = after.cells;
    let mut mine = NONE;
    if replied {
        mine = top(&cells, after.moves[after.count - 1] as usize);
        cells[mine] = 0;
    }
    let yours = if column < NO { top(&cells, column) } else { NONE };
    view(&after, yours, mine, said);
    // "You took 4, I took 3.", and at the end, who won.
    if column < NO {
        said.push(b"You took ");
        said.push(&[b'1' + column as u8]);
    }
    if replied {
        said.push(if column < NO { b", I took " } else { b"I took " });
        said.push(&[b'1' + after.moves[after.count - 1]]);
    }
    said.push(b".");
    // At the end, the four, from one end to the other, and who won.
    if after.status == WON || after.status == LOST {
        let (from, to) = ends(&after.cells, if after.status == LOST { yours } else { mine });
        said.push(b" Four in a row, ");
        named(said, from);
        said.push(b" to ");
        named(said, to);
    }
    said.push(match after.status {
        WON => b": I win." as &[u8],
        LOST => b": you win.",
        DRAW => b" The board is full: a draw.",
        _ => b"",
    });
    let (lost, weights, lookahead) = (after.status == LOST, after.weights, after.lookahead);
    conclude(&mut after);
    if lost {
        learned(&after, &weights, lookahead, said);
    }
    after.write(next);
    true
}

/// Draws the board for you as `game` stands: row 6 on top, your last disc
/// (`yours`) and mine (`mine`; NONE: none) in brackets and, when the game
/// is won, its four in parentheses.
fn view(game: &Game, yours: usize, mine: usize, said: &mut Text) {
    let mut line = [false; 42];
    let last = if game.status == LOST { yours } else { mine };
    if (game.status == WON || game.status == LOST) && last < NONE {
        // From one end of the four to the other, a step at a time.
        let (from, to) = ends(&game.cells, last);
        let (r, c) = ((from / 7) as i32, (from % 7) as i32);
        let (dr, dc) = (((to / 7) as i32 - r).signum(), ((to % 7) as i32 - c).signum());
        let mut k: i32 = 0;
        while k < 7 {
            let at = ((r + k * dr) * 7 + c + k * dc) as usize;
            line[at] = true;
            if at == to {
                break;
            }
            k += 1;
        }
    }
    said.push(b"     1  2  3  4  5  6  7\n");
    let mut at: usize = 0;
    while at < 42 {
        let row = b'6' - (at / 7) as u8;
        if at % 7 == 0 {
            said.push(&[b' ', row, b' ', b' ']);
        }
        let marked = at == yours || at == mine;
        let (left, right) = if marked { (b'[', b']') } else if line[at] { (b'(', b')') } else { (b' ', b' ') };
        said.push(&[left]);
        said.paint(b".X0"[game.cells[at] as usize], marked);
        said.push(&[right]);
        if at % 7 == 6 {
            said.push(&[b' ', b' ', row, b'\n']);
        }
        at += 1;
    }
    said.push(b"     a  b  c  d  e  f  g");
    said.push(if line[last % NONE] { b"    [ ] last moves, ( ) four\n" } else { b"    [ ] last moves\n" });
}

/// Says, in words, what I learned from the game you won: how far I look
/// ahead, and every weight that moved, cell by cell, from the `weights`
/// and `lookahead` I played it with.
fn learned(after: &Game, weights: &[i32; 42], lookahead: usize, said: &mut Text) {
    if after.lookahead == lookahead && after.weights == *weights {
        said.push(b"\nI learned nothing: no weight of mine could change the game.");
        return;
    }
    said.push(b"\nI learned:");
    if after.lookahead != lookahead {
        said.push(b" I look ");
        figure(said, after.lookahead as i32);
        said.push(if after.lookahead == 1 { b" move ahead, not " } else { b" moves ahead, not " });
        figure(said, lookahead as i32);
        said.push(b";");
    }
    let mut moved = false;
    let mut at: usize = 0;
    while at < 42 {
        if after.weights[at] != weights[at] {
            said.push(if moved { b", " } else { b" my weights moved: " });
            named(said, at);
            said.push(b" ");
            figure(said, weights[at]);
            said.push(b" to ");
            figure(said, after.weights[at]);
            moved = true;
        }
        at += 1;
    }
    said.push(if moved { b";" } else { b"" });
    // The last `;` ends the sentence.
    said.len -= 1;
    said.push(b".");
}

/// Says why I refuse, and gives false.
fn refuse(refusal: Refusal, said: &mut Text) -> bool {
    said.push(refusal.say);
    if refusal.column < NO {
        said.push(&[b'1' + refusal.column as u8]);
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
    let played = turn(arg, argc, &mut next, &mut said);
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
// merlyn: a game of Connect Four that is also the program playing it.
//
// You are X, I am 0 (a zero), on an upright board of 7 columns by 6 rows.
// You move first; if you let me open, I take the middle column. A move is
// a column, 1 to 7 from the left (or a to g): your disc falls to the
// lowest empty cell of it. Whoever first has four discs in a row, across,
// up or along a diagonal, wins; when the board is full and nobody has, it
// is a draw.
//
// Compile me, run me with your move, and I print my successor: this very
// program, with your move and my reply written into the board below.
//
//     rustc connect-four.rs -o next
//     ./next 4 | tee connect-four-next.rs
//     rustc connect-four-next.rs -o next && ./next 3 | tee connect-four-next.rs
//
// Run me with no move, before the first one, and I open the game. When you
// beat me, my successor has a new board and looks further ahead, or has
// changed weights: it has learned from the game, and learns again each
// time it loses.
//
// Only the lines of STATE change from one generation to the next.
// Everything else is the same in every generation, byte for byte.

// The C runtime calls my main itself: see "How I run" below.
#![no_main]

// My state: the game and where it stands (new, on, won, lost or draw); the
// board, and my face; my weights, what a disc is worth to me on each cell;
// my lookahead, how many moves beyond my own I look; and the moves of the
// game so far, both of ours, in order, and who moved first.
// (My state is a module of its own so that rustc, compiling my
// successor, builds that module anew and reuses the rest of me.)
mod state {
@state
}

// ---------------------------------------------------------------------------
// The board. Its cells are numbered in reading order, from the top row,
// row 6, from column 1 to column 7, to the bottom one, row 1: the top left
// cell is 0, the top right 6, the bottom left 35, the bottom right 41. A
// cell holds 0 (empty), 1 (yours) or 2 (mine). A move is a column, 0 to 6
// here (1 to 7 as you write it); the disc lands on the lowest empty cell.
//
// Every move compiles me anew, and the compiler takes longest over numbers
// whose type it must work out: so a typed value stands first in each sum
// I write, and every counter has its type.

/// No cell: off the board, or a full column.
pub const NONE: usize = 42;

/// No column: no move.
pub const NO: usize = 7;

/// The four lines through a cell: up, across, and the two diagonals, as
/// steps in rows and in columns.
const ROWS: [i32; 4] = [1, 0, 1, 1];
const COLUMNS: [i32; 4] = [0, 1, 1, -1];

/// The cell where a disc dropped in `column` lands: the lowest empty one;
/// NONE when the column is full.
pub fn land(cells: &[u8; 42], column: usize) -> usize {
    let mut at: usize = 35 + column;
    loop {
        if cells[at] == 0 {
            return at;
        }
        if at < 7 {
            return NONE;
        }
        at -= 7;
    }
}

/// How many discs of `side` run from `at` (not counted) along line `d`,
/// `sign` (1 or -1) being the way.
fn run_from(cells: &[u8; 42], at: usize, side: u8, d: usize, sign: i32) -> i32 {
    let (r, c): (i32, i32) = ((at / 7) as i32, (at % 7) as i32);
    let mut k: i32 = 1;
    loop {
        let (rr, cc): (i32, i32) = (r + sign * k * ROWS[d], c + sign * k * COLUMNS[d]);
        if rr < 0 || rr >= 6 || cc < 0 || cc >= 7 || cells[(rr * 7 + cc) as usize] != side {
            return k - 1;
        }
        k += 1;
    }
}

/// Does the disc of `side` on `at` make four or more in a row? The line
/// along which it does, 0 to 3; 4 when none does.
pub fn four_along(cells: &[u8; 42], at: usize, side: u8) -> usize {
    let mut d: usize = 0;
    while d < 4 {
        if run_from(cells, at, side, d, 1) + run_from(cells, at, side, d, -1) >= 3 {
            return d;
        }
        d += 1;
    }
    4
}

/// Does the disc of `side` on `at` make four or more in a row?
pub fn four(cells: &[u8; 42], at: usize, side: u8) -> bool {
    four_along(cells, at, side) < 4
}

/// The two ends of the row of four or more that the disc on `at` makes,
/// the lower (or the left) first; `at`, `at` when it makes none.
pub fn ends(cells: &[u8; 42], at: usize) -> (usize, usize) {
    let side = cells[at];
    let d = four_along(cells, at, side);
    if d == 4 {
        return (at, at);
    }
    let back = run_from(cells, at, side, d, -1);
    let on = run_from(cells, at, side, d, 1);
    let (r, c): (i32, i32) = ((at / 7) as i32, (at % 7) as i32);
    let from = (r - back * ROWS[d]) * 7 + c - back * COLUMNS[d];
    let to = (r + on * ROWS[d]) * 7 + c + on * COLUMNS[d];
    // The lower end first, or the left one along a row.
    if from / 7 < to / 7 { (to as usize, from as usize) } else { (from as usize, to as usize) }
}

/// The column where `side` (1 you, 2 me) would make four at once, the
/// first from the left; NO when there is none.
pub fn winning(cells: &[u8; 42], side: u8) -> usize {
    let mut board = *cells;
    let mut column: usize = 0;
    while column < 7 {
        let at = land(&board, column);
        if at < NONE {
            board[at] = side;
            let wins = four(&board, at, side);
            board[at] = 0;
            if wins {
                return column;
            }
        }
        column += 1;
    }
    NO
}

// ---------------------------------------------------------------------------
// How I play.
//
// I play by three rules, the first that applies:
//
//     1. Four: a column that gives me four in a row, I take.
//     2. Block: a column that would give you four, I take.
//     3. Weights: otherwise, the column my weights rate best.
//
// My weights say what a disc is worth to me on each cell of the board.
// Generation zero's are the number of rows of four that pass through the
// cell: the middle of the board, where most fours meet, is worth most.
// Lessons move them, each at most SPAN either way. With a lookahead of 0,
// a column is worth what the cell my disc lands on is worth. Looking
// ahead, I look at every line of moves that many moves beyond mine, yours
// and mine in turn, and score a line by the cells it takes: mine count for
// me, yours against me; a line that makes four counts WIN for its side,
// more than any other line, sooner more than later. Against each of my moves I take your best reply, and so
// on. Lines that cannot change my choice I cut short (alpha-beta): the
// choice is the one a full search makes. Among columns rated the same, I
// take the first from the left.

/// The most I look ahead. A lesson raises my lookahead up to this;
/// deeper, a turn that learns would take more than its second,
/// unoptimised.
pub const DEEPEST: usize = 6;

/// What four in a row is worth, more than any line of cells.
pub const WIN: i32 = 100_000;

/// More than any line scores.
const ALL: i32 = 1_000_000_000;

/// The order in which a search tries replies: the middle first, for good
/// moves come early there, and cut the most.
const ORDER: [usize; 7] = [3, 2, 4, 1, 5, 0, 6];

/// Generation zero's weights, the number of rows of four through each
/// cell, in reading order.
pub const FOURS: [i32; 42] = [
    3, 4, 5, 7, 5, 4, 3,
    4, 6, 8, 10, 8, 6, 4,
    5, 8, 11, 13, 11, 8, 5,
    5, 8, 11, 13, 11, 8, 5,
    4, 6, 8, 10, 8, 6, 4,
    3, 4, 5, 7, 5, 4, 3,
];

/// How far a weight may move from generation zero's, either way: lessons
/// tune the table, they do not overturn it.
pub const SPAN: i32 = 1;

/// The least a weight of cell `at` may be.
pub fn low(at: usize) -> i32 {
    if FOURS[at] > SPAN { FOURS[at] - SPAN } else { 0 }
}

/// The most a weight of cell `at` may be.
pub fn high(at: usize) -> i32 {
    FOURS[at] + SPAN
}

/// The score for `side`, to move on `cells`, of its best line `plies`
/// moves long, with `weights`. Exact when it falls between `floor` and
/// `ceiling`; else at most `floor`, or at least `ceiling`.
pub fn search(cells: &mut [u8; 42], side: u8, plies: usize, weights: &[i32; 42], floor: i32, ceiling: i32) -> i32 {
    if plies == 0 {
        return 0;
    }
    let (mut best, mut floor): (i32, i32) = (0 - ALL, floor);
    let mut i: usize = 0;
    while i < 7 && best < ceiling {
        let at = land(cells, ORDER[i]);
        i += 1;
        if at == NONE {
            continue;
        }
        cells[at] = side;
        let value = if four(cells, at, side) {
            WIN + plies as i32
        } else {
            weights[at] - search(cells, 3 - side, plies - 1, weights, weights[at] - ceiling, weights[at] - floor)
        };
        cells[at] = 0;
        best = if value > best { value } else { best };
        floor = if value > floor { value } else { floor };
    }
    // A full board: a draw, worth nothing more.
    if best == 0 - ALL { 0 } else { best }
}

/// The score of `side` playing `column` on `cells` (not full), looking
/// `lookahead` moves beyond it, with `weights`; exact between `floor` and
/// `ceiling`, as `search`.
pub fn score(cells: &[u8; 42], side: u8, column: usize, weights: &[i32; 42], lookahead: usize, floor: i32, ceiling: i32) -> i32 {
    let mut board = *cells;
    let at = land(&board, column);
    board[at] = side;
    if four(&board, at, side) {
        return WIN + lookahead as i32 + 1;
    }
    weights[at] - search(&mut board, 3 - side, lookahead, weights, weights[at] - ceiling, weights[at] - floor)
}

/// The column `side` plays on `cells` by rule 3, its weights, looking
/// `lookahead` moves ahead, and its score; passing `not`, the best column
/// but `not`. NO when there is none.
pub fn best(cells: &[u8; 42], side: u8, weights: &[i32; 42], lookahead: usize, not: usize) -> (usize, i32) {
    let (mut top, mut choice): (i32, usize) = (0 - ALL, NO);
    let mut column: usize = 0;
    while column < 7 {
        if column != not && land(cells, column) < NONE {
            let value = score(cells, side, column, weights, lookahead, top, ALL);
            if choice == NO || value > top {
                top = value;
                choice = column;
            }
        }
        column += 1;
    }
    (choice, top)
}

/// Does rule 3 choose on `cells`: no four to make or to block, and two
/// columns or more open?
pub fn weighed(cells: &[u8; 42], side: u8) -> bool {
    let mut open: usize = 0;
    let mut column: usize = 0;
    while column < 7 {
        open += (land(cells, column) < NONE) as usize;
        column += 1;
    }
    open > 1 && winning(cells, side) == NO && winning(cells, 3 - side) == NO
}

/// The column `side` (1 you, 2 me) plays on `cells`, by my three rules,
/// with `weights` and looking `lookahead` moves ahead.
pub fn choose(cells: &[u8; 42], side: u8, weights: &[i32; 42], lookahead: usize) -> usize {
    let mine = winning(cells, side);
    if mine < NO {
        return mine;
    }
    let yours = winning(cells, 3 - side);
    if yours < NO {
        return yours;
    }
    best(cells, side, weights, lookahead, NO).0
}

/// Replays the first `count` of `moves`, the first made by `first` (0 you,
/// 1 me), as I would play my own with `weights` and `lookahead`. Gives the
/// board; who is to move next (0 you, 1 me, 2 nobody: the game is over;
/// 3: a move is into a full column, or after the end); and the first of
/// my moves I would now play otherwise (NONE: none).
pub fn replay(moves: &[u8; 42], count: usize, first: usize, weights: &[i32; 42], lookahead: usize) -> ([u8; 42], usize, usize) {
    let mut cells = [0u8; 42];
    let mut side: usize = first;
    let mut otherwise: usize = NONE;
    let mut k: usize = 0;
    while k < count && side < 2 {
        let column = moves[k] as usize;
        let at = if column < NO { land(&cells, column) } else { NONE };
        if at == NONE {
            return (cells, 3, otherwise);
        }
        if side == 1 && otherwise == NONE && choose(&cells, 2, weights, lookahead) != column {
            otherwise = k;
        }
        cells[at] = side as u8 + 1;
        side = if four(&cells, at, side as u8 + 1) || k == 41 { 2 } else { side ^ 1 };
        k += 1;
    }
    (cells, if k < count { 3 } else { side }, otherwise)
}

// ---------------------------------------------------------------------------
// How I learn.
//
// When you beat me, I look at the game again, one move further ahead than
// I played it, then two, and so on up to DEEPEST. At the first lookahead
// at which I would have played otherwise at one of my moves (a reply of
// yours I did not see coming), the loss was there to be seen: I look that
// far ahead from now on. Replaying your moves, I then play otherwise
// there, if not before; and in every game after, I see that far ahead: a
// lesson about the game, not about this one game.
//
// When no deeper look changes my game, I change my weights, so that your
// same moves can never give the same game again, if any change of my
// weights can do that. I blame the move at which I came nearest to
// playing otherwise: among my moves that rule 3 chose, and where neither
// my move nor the runner-up wins or loses by force, the one where my move
// scored least over the runner-up (the first such, if several). There the
// cell my disc took loses a point and the cell the runner-up would have
// taken gains one, each within SPAN of generation zero's, until I would
// play otherwise there. If they reach their bounds first (looking ahead, other cells
// count too), I blame the next nearest move, and so on, until your same
// moves give another game. When no move can change, I keep my weights.

/// Learns from the game I just lost, whose moves `game` holds.
pub fn learn(game: &mut Game) {
    let mut deeper = game.lookahead + 1;
    while deeper <= DEEPEST {
        if replay(&game.moves, game.count, game.first, &game.weights, deeper).2 < NONE {
            game.lookahead = deeper;
            return;
        }
        deeper += 1;
    }
    let lookahead = game.lookahead;
    let mut blamed: u64 = 0;
    while replay(&game.moves, game.count, game.first, &game.weights, lookahead).2 == NONE {
        // The nearest call not yet blamed: the board before it, the column
        // I played, and the runner-up.
        let (mut near, mut margin, mut before, mut played, mut runner): (usize, i32, [u8; 42], usize, usize) = (NONE, ALL, [0; 42], NO, NO);
        let mut cells = [0u8; 42];
        let mut k: usize = 0;
        while k < game.count {
            let column = game.moves[k] as usize;
            let mine = (k + game.first) % 2 == 1;
            if mine && blamed >> k & 1 == 0 && weighed(&cells, 2) {
                let (other, second) = best(&cells, 2, &game.weights, lookahead, column);
                let first = score(&cells, 2, column, &game.weights, lookahead, 0 - ALL, ALL);
                let open = first < WIN / 2 && first > 0 - WIN / 2 && second < WIN / 2 && second > 0 - WIN / 2;
                if open && first - second < margin {
                    near = k;
                    margin = first - second;
                    before = cells;
                    played = column;
                    runner = other;
                }
            }
            let at = land(&cells, column);
            cells[at] = if mine { 2 } else { 1 };
            k += 1;
        }
        if near == NONE {
            return;
        }
        blamed |= 1u64 << near;
        let (m, r) = (land(&before, played), land(&before, runner));
        while choose(&before, 2, &game.weights, lookahead) == played && (game.weights[m] > low(m) || game.weights[r] < high(r)) {
            game.weights[m] -= (game.weights[m] > low(m)) as i32;
            game.weights[r] += (game.weights[r] < high(r)) as i32;
        }
    }
}

// ---------------------------------------------------------------------------
// The game: the board, my weights and the moves, read from my state.

/// A generation's state: everything that changes from one to the next.
pub struct Game {
    /// The board: 0 empty, 1 yours, 2 mine, in reading order.
    pub cells: [u8; 42],
    /// What a disc is worth to me on each cell, in reading order.
    pub weights: [i32; 42],
    /// How many moves beyond my own I look: 0 to DEEPEST.
    pub lookahead: usize,
    /// The columns played so far, both of ours, in order (0 to 6).
    pub moves: [u8; 42],
    pub count: usize,
    /// Who moved first: 0 you, 1 me.
    pub first: usize,
    /// Where the game stands: one of NEW, ON, WON, LOST, DRAW.
    pub status: usize,
}

/// Where a game stands, and the word for it in my state's first line.
pub const NEW: usize = 0;
pub const ON: usize = 1;
pub const WON: usize = 2;
pub const LOST: usize = 3;
pub const DRAW: usize = 4;
const WORDS: [&[u8]; 5] = [b"new", b"on", b"won", b"lost", b"draw"];

/// Why I refuse to play: what I say, with the column `column` (NO: none)
/// between its two parts.
pub struct Refusal {
    pub say: &'static [u8],
    pub column: usize,
    pub then: &'static [u8],
}

/// Refuses to play, saying why.
fn no(say: &'static [u8], column: usize, then: &'static [u8]) -> Refusal {
    Refusal { say, column, then }
}

/// Refuses to play a state that is not a position of this game.
fn bad(why: &'static str) -> Refusal {
    no(b"my board is not a position of this game: ", NO, why.as_bytes())
}

/// The name of a cell: its column's letter and its row, such as d1.
pub fn named(out: &mut Text, at: usize) {
    out.push(&[b'a' + (at % 7) as u8, b'6' - (at / 7) as u8]);
}

/// The column a byte names: 1 to 7, or a to g in either case; NO when it
/// names none.
pub fn column_of(byte: u8) -> usize {
    if byte >= b'1' && byte <= b'7' {
        return (byte - b'1') as usize;
    }
    let c = byte | 0x20;
    if c >= b'a' && c <= b'g' { (c - b'a') as usize } else { NO }
}

/// Your move, from the command line (`arg`, the first bytes of its first
/// argument, and `argc`): none (NO: let me open), or a column.
pub fn parse_move(arg: [u8; 4], argc: i32) -> Result<usize, Refusal> {
    match (argc, arg) {
        (..=1, _) => Ok(NO),
        (2, [c, 0, 0, 0]) if column_of(c) < NO => Ok(column_of(c)),
        (2, _) => Err(no(b"a move is one column, 1 to 7 (or a to g), such as 4", NO, b"")),
        _ => Err(no(b"give one move at a time", NO, b"")),
    }
}

/// Writes `v` (0 to 9999) right-aligned in `width` bytes.
fn number(out: &mut Text, v: i32, width: usize) {
    let mut digits = [b' '; 5];
    let mut x: i32 = v;
    let mut i: usize = 5;
    while i > 0 && (i == 5 || x > 0) {
        i -= 1;
        digits[i] = b'0' + (x % 10) as u8;
        x /= 10;
    }
    let mut j: usize = 5 - width;
    while j < 5 {
        out.push(&[digits[j]]);
        j += 1;
    }
}

/// Writes the number `v` (0 to 9999) in as many digits as it has.
fn figure(out: &mut Text, v: i32) {
    number(out, v, if v >= 1000 { 4 } else if v >= 100 { 3 } else if v >= 10 { 2 } else { 1 });
}

/// The number in bytes `from` to `to` of `line`, ignoring anything but
/// digits (what I do not write, `read` finds anyway); at most 9999.
fn digits(line: &[u8], from: usize, to: usize) -> i32 {
    let mut v: i32 = 0;
    let mut i = from;
    while i < to && i < line.len() {
        if line[i] >= b'0' && line[i] <= b'9' && v < 1000 {
            v = v * 10 + (line[i] - b'0') as i32;
        }
        i += 1;
    }
    v
}

impl Game {
    /// Reads my state's lines, and checks that they are a position this
    /// game can reach: the moves, replayed from the start, must go into
    /// columns that are not full, mine must be the ones my weights choose,
    /// and they must give my board; my weights must keep their bounds; and
    /// my state must be as I would write it.
    pub fn read(lines: &[&str]) -> Result<Game, Refusal> {
        if lines.len() != 24 {
            return Err(bad("my state is not 24 lines"));
        }
        let mut game = Game { cells: [0; 42], weights: [0; 42], lookahead: 0, moves: [0; 42], count: 0, first: 0, status: ON };
        // The weights: row 6 on line 14, each cell's in 3 bytes from byte 3.
        let mut at: usize = 0;
        while at < 42 {
            let row = lines[at / 7 + 14].as_bytes();
            let from = 3 + at % 7 * 3;
            game.weights[at] = digits(row, from, from + 3);
            if game.weights[at] < low(at) || game.weights[at] > high(at) {
                return Err(bad("a weight is out of its bounds"));
            }
            at += 1;
        }
        // The lookahead, on line 20 from byte 9.
        let deep = digits(lines[20].as_bytes(), 9, 20);
        if deep > DEEPEST as i32 {
            return Err(bad("my lookahead is out of its bounds"));
        }
        game.lookahead = deep as usize;
        // Who moved first, then the moves: 21 to a line, from line 22 on,
        // after a 7-byte label, each a space and a digit.
        game.first = if lines[21].len() == 15 { 1 } else { 0 };
        let mut k: usize = 0;
        while k < 42 && k == game.count {
            let row = lines[k / 21 + 22].as_bytes();
            let i = 7 + k % 21 * 2;
            if row.len() > i + 1 && row[i] == b' ' && row[i + 1] >= b'1' && row[i + 1] <= b'7' {
                game.moves[k] = row[i + 1] - b'1';
                game.count += 1;
            }
            k += 1;
        }
        let (cells, side, otherwise) = replay(&game.moves, game.count, game.first, &game.weights, game.lookahead);
        game.cells = cells;
        let last = if game.count > 0 { top(&cells, game.moves[game.count - 1] as usize) } else { NONE };
        game.status = match (side, game.count) {
            (0, 0) if lines[0].len() == 18 => LOST,
            (0, 0) => NEW,
            (0, _) => ON,
            (2, _) if cells[last] == 2 && four(&cells, last, 2) => WON,
            (2, 42) if !four(&cells, last, cells[last]) => DRAW,
            _ => 5,
        };
        if game.status == 5 || otherwise < NONE {
            return Err(bad("my moves are not a game I would play"));
        }
        let mut text = Text::empty();
        game.write(&mut text);
        match text.differs(lines) {
            0 => Ok(game),
            1 => Err(bad("my first line does not say where the game stands")),
            2..=12 => Err(bad("the board is not the one my moves make")),
            13..=20 => Err(bad("my weights are not written as I write them")),
            21 => Err(bad("my lookahead is not written as I write it")),
            _ => Err(bad("my moves are not written as I write them")),
        }
    }

    /// Writes my state's lines, each ended by a newline.
    pub fn write(&self, out: &mut Text) {
        out.push(b"connect-four: ");
        out.push(WORDS[self.status]);
        out.push(b"\n");
        self.board(out);
        out.push(b"\nmy weights, what a disc is worth on each cell:\n     1  2  3  4  5  6  7\n");
        let mut at: usize = 0;
        while at < 42 {
            if at % 7 == 0 {
                out.push(&[b' ', b'6' - (at / 7) as u8, b' ']);
            }
            number(out, self.weights[at], 3);
            if at % 7 == 6 {
                out.push(b"\n");
            }
            at += 1;
        }
        out.push(b"lookahead    ");
        number(out, self.lookahead as i32, 4);
        out.push(if self.count == 0 { b"\nmoves:\n" as &[u8] } else if self.first == 0 { b"\nmoves, you first:\n" } else { b"\nmoves, I first:\n" });
        let mut k: usize = 0;
        while k < 42 {
            if k % 21 == 0 {
                number(out, k as i32 + 1, 3);
                out.push(b"-");
                number(out, k as i32 + 21, 2);
                out.push(b":");
            }
            if k < self.count {
                out.push(&[b' ', b'1' + self.moves[k]]);
            }
            if k % 21 == 20 {
                out.push(b"\n");
            }
            k += 1;
        }
    }

    /// Writes my board, with the discs and my face.
    pub fn board(&self, out: &mut Text) {
        out.push(b"     1 2 3 4 5 6 7\n   +---------------+\n");
        let mut at: usize = 0;
        while at < 42 {
            let row = b'6' - (at / 7) as u8;
            if at % 7 == 0 {
                out.push(&[b' ', row, b' ', b'|']);
            }
            out.push(&[b' ', b".X0"[self.cells[at] as usize]]);
            if at % 7 == 6 {
                out.push(&[b' ', b'|', b' ', row, b'\n']);
            }
            at += 1;
        }
        out.push(b"   +---------------+\n     1 2 3 4 5 6 7     :-");
        out.push(&[b"||)(|"[self.status], b'\n']);
    }
}

/// The cell of the top disc in `column` (not empty).
pub fn top(cells: &[u8; 42], column: usize) -> usize {
    let above = land(cells, column);
    if above == NONE { column } else { above + 7 }
}

// ---------------------------------------------------------------------------
// One turn: your move, then mine.

/// Plays your move (`column`; NO: let me open) and my reply, and gives the
/// game as it then stands, or the reason I refuse. A finished game is left
/// for `conclude`.
pub fn play(game: Game, column: usize) -> Result<Game, Refusal> {
    let mut next = game;
    match (next.status, column) {
        (WON | DRAW, _) => return Err(no(b"this game is over: start a new one", NO, b"")),
        (ON, NO) => return Err(no(b"it is your move: give a column, such as 4", NO, b"")),
        (NEW | LOST, _) => {
            next.cells = [0; 42];
            next.count = 0;
            next.first = if column == NO { 1 } else { 0 };
        }
        _ => {}
    }
    next.status = ON;
    if column < NO {
        let at = land(&next.cells, column);
        if at == NONE {
            return Err(no(b"column ", column, b" is full"));
        }
        next.cells[at] = 1;
        next.moves[next.count] = column as u8;
        next.count += 1;
        if four(&next.cells, at, 1) {
            next.status = LOST;
        } else if next.count == 42 {
            next.status = DRAW;
        }
    }
    if next.status == ON {
        let mine = choose(&next.cells, 2, &next.weights, next.lookahead);
        let at = land(&next.cells, mine);
        next.cells[at] = 2;
        next.moves[next.count] = mine as u8;
        next.count += 1;
        if four(&next.cells, at, 2) {
            next.status = WON;
        } else if next.count == 42 {
            next.status = DRAW;
        }
    }
    Ok(next)
}

/// After a game I lost: I learn from it, and my successor has a new board.
pub fn conclude(game: &mut Game) {
    if game.status == LOST {
        learn(game);
        game.cells = [0; 42];
        game.count = 0;
        game.first = 0;
    }
}

/// One run: reads my state and your move (`arg` and `argc`, from the
/// command line), and writes my successor's state to `next` and what we
/// did to `said`; or, when I refuse, why to `said`, and gives false.
pub fn turn(arg: [u8; 4], argc: i32, next: &mut Text, said: &mut Text) -> bool {
    let (before, column) = match (Game::read(state::STATE), parse_move(arg, argc)) {
        (Ok(game), Ok(column)) => (game, column),
        (Err(refusal), _) | (_, Err(refusal)) => return refuse(refusal, said),
    };
    let k = if before.status == ON { before.count } else { 0 };
    let (fresh, weights, lookahead) = (before.status == NEW || before.status == LOST, before.weights, before.lookahead);
    let mut after = match play(before, column) {
        Ok(game) => game,
        Err(refusal) => return refuse(refusal, said),
    };
    // A new game starts from my weights as they stand, row 1 first.
    if fresh {
        said.push(b"A new game, with my weights ");
        let mut at: usize = 35;
        loop {
            figure(said, weights[at]);
            if at == 6 {
                break;
            }
            said.push(if at % 7 == 6 { b"/" } else { b"," });
            at = if at % 7 == 6 { at - 13 } else { at + 1 };
        }
        if lookahead > 0 {
            said.push(b", looking ");
            figure(said, lookahead as i32);
            said.push(if lookahead == 1 { b" move ahead" } else { b" moves ahead" });
        }
        said.push(b".\n");
    }
    // The board as this turn leaves it, drawn for you: your disc, then
    // mine, the top discs of their columns when they were the last two.
    let played = after.count - k;
    let replied = played > (column < NO) as usize;
    let mut cells = after.cells;
    let mut mine = NONE;
    if replied {
        mine = top(&cells, after.moves[after.count - 1] as usize);
        cells[mine] = 0;
    }
    let yours = if column < NO { top(&cells, column) } else { NONE };
    view(&after, yours, mine, said);
    // "You took 4, I took 3.", and at the end, who won.
    if column < NO {
        said.push(b"You took ");
        said.push(&[b'1' + column as u8]);
    }
    if replied {
        said.push(if column < NO { b", I took " } else { b"I took " });
        said.push(&[b'1' + after.moves[after.count - 1]]);
    }
    said.push(b".");
    // At the end, the four, from one end to the other, and who won.
    if after.status == WON || after.status == LOST {
        let (from, to) = ends(&after.cells, if after.status == LOST { yours } else { mine });
        said.push(b" Four in a row, ");
        named(said, from);
        said.push(b" to ");
        named(said, to);
    }
    said.push(match after.status {
        WON => b": I win." as &[u8],
        LOST => b": you win.",
        DRAW => b" The board is full: a draw.",
        _ => b"",
    });
    let (lost, weights, lookahead) = (after.status == LOST, after.weights, after.lookahead);
    conclude(&mut after);
    if lost {
        learned(&after, &weights, lookahead, said);
    }
    after.write(next);
    true
}

/// Draws the board for you as `game` stands: row 6 on top, your last disc
/// (`yours`) and mine (`mine`; NONE: none) in brackets and, when the game
/// is won, its four in parentheses.
fn view(game: &Game, yours: usize, mine: usize, said: &mut Text) {
    let mut line = [false; 42];
    let last = if game.status == LOST { yours } else { mine };
    if (game.status == WON || game.status == LOST) && last < NONE {
        // From one end of the four to the other, a step at a time.
        let (from, to) = ends(&game.cells, last);
        let (r, c) = ((from / 7) as i32, (from % 7) as i32);
        let (dr, dc) = (((to / 7) as i32 - r).signum(), ((to % 7) as i32 - c).signum());
        let mut k: i32 = 0;
        while k < 7 {
            let at = ((r + k * dr) * 7 + c + k * dc) as usize;
            line[at] = true;
            if at == to {
                break;
            }
            k += 1;
        }
    }
    said.push(b"     1  2  3  4  5  6  7\n");
    let mut at: usize = 0;
    while at < 42 {
        let row = b'6' - (at / 7) as u8;
        if at % 7 == 0 {
            said.push(&[b' ', row, b' ', b' ']);
        }
        let marked = at == yours || at == mine;
        let (left, right) = if marked { (b'[', b']') } else if line[at] { (b'(', b')') } else { (b' ', b' ') };
        said.push(&[left]);
        said.paint(b".X0"[game.cells[at] as usize], marked);
        said.push(&[right]);
        if at % 7 == 6 {
            said.push(&[b' ', b' ', row, b'\n']);
        }
        at += 1;
    }
    said.push(b"     a  b  c  d  e  f  g");
    said.push(if line[last % NONE] { b"    [ ] last moves, ( ) four\n" } else { b"    [ ] last moves\n" });
}

/// Says, in words, what I learned from the game you won: how far I look
/// ahead, and every weight that moved, cell by cell, from the `weights`
/// and `lookahead` I played it with.
fn learned(after: &Game, weights: &[i32; 42], lookahead: usize, said: &mut Text) {
    if after.lookahead == lookahead && after.weights == *weights {
        said.push(b"\nI learned nothing: no weight of mine could change the game.");
        return;
    }
    said.push(b"\nI learned:");
    if after.lookahead != lookahead {
        said.push(b" I look ");
        figure(said, after.lookahead as i32);
        said.push(if after.lookahead == 1 { b" move ahead, not " } else { b" moves ahead, not " });
        figure(said, lookahead as i32);
        said.push(b";");
    }
    let mut moved = false;
    let mut at: usize = 0;
    while at < 42 {
        if after.weights[at] != weights[at] {
            said.push(if moved { b", " } else { b" my weights moved: " });
            named(said, at);
            said.push(b" ");
            figure(said, weights[at]);
            said.push(b" to ");
            figure(said, after.weights[at]);
            moved = true;
        }
        at += 1;
    }
    said.push(if moved { b";" } else { b"" });
    // The last `;` ends the sentence.
    said.len -= 1;
    said.push(b".");
}

/// Says why I refuse, and gives false.
fn refuse(refusal: Refusal, said: &mut Text) -> bool {
    said.push(refusal.say);
    if refusal.column < NO {
        said.push(&[b'1' + refusal.column as u8]);
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
    let played = turn(arg, argc, &mut next, &mut said);
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
