// merlyn: a game of Connect Four that is also the program playing it.
//
// You are X, I am 0 (a zero), on an upright board of 7 columns by 6 rows.
// You move first; if you let me open, I take the middle column. A move is
// a column, 1 to 7 from the left: your disc falls to the lowest empty cell
// of it. Whoever first has four discs in a row, across, up or along a
// diagonal, wins; when the board is full and nobody has, it is a draw.
//
// Compile me, run me with your move, and I print my successor: this very
// program, with your move and my reply written into the board below.
//
//     rustc connect-four.rs -o next
//     ./next 4 | tee connect-four-next.rs
//     rustc connect-four-next.rs -o next && ./next 3 | tee connect-four-next.rs
//
// Run me with no move, before the first one, and I open the game. At the
// end of every game, won, lost or drawn, my successor has learned from it:
// what my rows of four are worth moves toward what the game showed. When
// you beat me, it also has a new board, may look further ahead, and will
// not let your same moves give the same game again.
//
// Only the lines of STATE change from one generation to the next.
// Everything else is the same in every generation, byte for byte.

// The C runtime calls my main itself: see "How I run" below.
#![no_main]

// My state: the game and where it stands (new, on, won, lost or draw); the
// board, and my face; what I know of the game: what a disc is worth on
// each cell, and what a row of four is worth to the side whose discs are
// in it; the order in which I take one of columns I rate the same; my
// lookahead, how many moves beyond my own I look; how many lessons I have
// learned; how far my lessons have asked each row's worth to move, which
// sets its steps (see "How I learn"); and the moves of the game so far,
// both of ours, in order, with a * before a move made at random, and who
// moved first.
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
        "what a disc is worth to its side on each cell:",
        "      1   2   3   4   5   6   7",
        " 6   30  40  50  70  50  40  30",
        " 5   40  60  80 100  80  60  40",
        " 4   50  80 110 130 110  80  50",
        " 3   50  80 110 130 110  80  50",
        " 2   40  60  80 100  80  60  40",
        " 1   30  40  50  70  50  40  30",
        "what a row of four with discs of one side only is worth to that side:",
        "   1 disc   2 discs",
        "        0         0",
        "   3 discs, by the row of the cell left:  1 or 2   3 or 4   5 or 6",
        "   on its rows                                 0        0        0",
        "   off its rows                                0        0        0",
        "(its rows: 1, 3, 5 for the side that moved first, 2, 4, 6 for the other)",
        "among columns I rate the same, I take first: 1 2 3 4 5 6 7",
        "lookahead       0",
        "lessons         0",
        "my steps: how far my lessons asked each row's worth to move, in points,",
        "in all, back and forth, then net; it moves that share of what it asks",
        "   1 disc 0/0, 2 discs 0/0",
        "   3 discs on its rows 0/0, 0/0, 0/0",
        "   3 discs off its rows 0/0, 0/0, 0/0",
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

/// Every row of four on the board, 69 of them, each as its four cells; and
/// for each cell, the rows of four through it (3 to 13 of them).
pub struct Fours {
    pub cells: [[usize; 4]; 69],
    pub through: [[usize; 13]; 42],
    pub count: [usize; 42],
}

impl Fours {
    /// Every row of four, found by stepping from each cell along each line.
    pub fn new() -> Fours {
        let mut fours = Fours { cells: [[0; 4]; 69], through: [[0; 13]; 42], count: [0; 42] };
        let mut n: usize = 0;
        let mut at: usize = 0;
        while at < 42 {
            let mut d: usize = 0;
            while d < 4 {
                let (r, c): (i32, i32) = ((at / 7) as i32 + 3 * ROWS[d], (at % 7) as i32 + 3 * COLUMNS[d]);
                if r < 6 && c >= 0 && c < 7 {
                    let mut k: usize = 0;
                    while k < 4 {
                        let cell = at + k * (ROWS[d] * 7 + COLUMNS[d]) as usize;
                        fours.cells[n][k] = cell;
                        fours.through[cell][fours.count[cell]] = n;
                        fours.count[cell] += 1;
                        k += 1;
                    }
                    n += 1;
                }
                d += 1;
            }
            at += 1;
        }
        fours
    }
}

// ---------------------------------------------------------------------------
// How I play.
//
// I play by three rules, the first that applies:
//
//     1. Four: a column that gives me four in a row, I take.
//     2. Block: a column that would give you four, I take.
//     3. Judgement: otherwise, the column my judgement rates best.
//
// My judgement of a board adds up what it holds for each side, mine for
// me and yours against me. Every disc is worth the weight of its cell.
// Every row of four that holds discs of one side and none of the other's
// is worth to that side what my table of rows says for 1, 2 or 3 discs;
// with 3, by the row of the cell still empty. That cell is a threat: the
// other side must never let it be filled, and so must not play below it.
// When the board fills up and every other cell is taken, whoever must
// move below a threat gives it away, and which side that is depends on
// the row: the side that moved first gains by threats on odd rows (1, 3,
// 5), the other side by threats on even rows. So a row of three counts as
// "on its rows" when its empty cell is on one of the rows that suit its
// side, and as "off its rows" when not. Generation zero's weights are the
// number of rows of four through each cell, times ten, and its rows are
// worth nothing: my lessons teach me what they are worth.
//
// With a lookahead of 0, a column is worth what it adds to my judgement of
// the board. Looking ahead, I look at every line of moves that many moves
// beyond mine, yours and mine in turn, and score a line by what its moves
// add to my judgement: mine for me, yours against me; a line that makes
// four counts WIN for its side, more than any other line, sooner more than
// later. Against each of my moves I take your best reply, and so on.
// Lines that cannot change my choice I cut short (alpha-beta): the choice
// is the one a full search makes. Among columns rated the same, I take the
// first in my order (generation zero's: from the left).

/// The most I look ahead. A lesson raises my lookahead up to this;
/// deeper, a turn that learns would take more than its second,
/// unoptimised.
pub const DEEPEST: usize = 6;

/// What four in a row is worth, more than any line of moves.
pub const WIN: i32 = 10_000_000;

/// More than any line scores.
const ALL: i32 = 1_000_000_000;

/// The order in which a search tries replies: the middle first, for good
/// moves come early there, and cut the most.
const ORDER: [usize; 7] = [3, 2, 4, 1, 5, 0, 6];

/// How many moves from the end of a line a search begins to sort its
/// replies by what each adds (see `search`).
const SORTED: usize = 3;

/// Generation zero's weights, ten times the number of rows of four through
/// each cell, in reading order.
pub const FOURS: [i32; 42] = [
    30, 40, 50, 70, 50, 40, 30,
    40, 60, 80, 100, 80, 60, 40,
    50, 80, 110, 130, 110, 80, 50,
    50, 80, 110, 130, 110, 80, 50,
    40, 60, 80, 100, 80, 60, 40,
    30, 40, 50, 70, 50, 40, 30,
];

/// The most a weight may be (and the least, 0), and the most a row may be
/// worth either way.
pub const MOST: i32 = 999;

/// What I know, and how far I look: everything my lessons change.
pub struct Mind {
    /// What a disc is worth to its side on each cell, in reading order;
    /// a cell and its mirror image across the middle column alike.
    pub weights: [i32; 42],
    /// What a row of four holding discs of one side only is worth to that
    /// side: with 1 disc, 2 discs; with 3, the cell left on its rows, in
    /// row 1 or 2, 3 or 4, 5 or 6; then off its rows, the same.
    pub rows: [i32; 8],
    /// The columns (0 to 6), in the order in which I take one of those my
    /// judgement rates the same.
    pub order: [u8; 7],
    /// How many moves beyond my own I look: 0 to DEEPEST.
    pub lookahead: usize,
    /// How many lessons I have learned.
    pub lessons: usize,
    /// My steps so far: for each row's worth, how far my lessons asked it
    /// to move, in all (back and forth), and net; see "How I learn".
    pub all: [i64; 8],
    pub net: [i64; 8],
}

impl Clone for Mind {
    fn clone(&self) -> Mind {
        *self
    }
}

impl Copy for Mind {}

/// Generation zero's mind.
pub const ZERO: Mind = Mind { weights: FOURS, rows: [0; 8], order: [0, 1, 2, 3, 4, 5, 6], lookahead: 0, lessons: 0, all: [0; 8], net: [0; 8] };

/// A board as a search keeps it: its cells, and how many discs of each
/// side (1 you, 2 me) each row of four holds, kept up to date as discs go
/// in and out, so that a move's worth is counted from the rows through its
/// cell alone.
pub struct Board {
    pub cells: [u8; 42],
    pub held: [[u8; 3]; 69],
}

/// My judgement, made ready for a search from one board: my mind, the rows
/// of four, and which side moved first (1 you, 2 me).
pub struct Judge {
    pub mind: Mind,
    pub fours: Fours,
    pub first: u8,
}

impl Judge {
    /// My judgement of boards like `cells`, where `side` is to move: the
    /// side that moved first is the one to move when the discs are even.
    pub fn new(cells: &[u8; 42], side: u8, mind: &Mind) -> Judge {
        let mut discs: usize = 0;
        let mut at: usize = 0;
        while at < 42 {
            discs += (cells[at] != 0) as usize;
            at += 1;
        }
        Judge { mind: *mind, fours: Fours::new(), first: if discs % 2 == 0 { side } else { 3 - side } }
    }

    /// `cells` as a search keeps them.
    pub fn board(&self, cells: &[u8; 42]) -> Board {
        let mut board = Board { cells: *cells, held: [[0; 3]; 69] };
        let mut n: usize = 0;
        while n < 69 {
            let mut k: usize = 0;
            while k < 4 {
                board.held[n][cells[self.fours.cells[n][k]] as usize] += 1;
                k += 1;
            }
            n += 1;
        }
        board
    }

    /// What a row of four holding `n` discs of `side` and none of the
    /// other's is worth to `side`, `gap` being its empty cell when it holds
    /// three (see `three`).
    fn row(&self, n: u8, side: u8, gap: usize) -> i32 {
        match n {
            0 => 0,
            1 => self.mind.rows[0],
            2 => self.mind.rows[1],
            _ => self.mind.rows[self.three(side, gap)],
        }
    }

    /// Which of my rows' worths a row of three discs of `side` with its
    /// empty cell on `gap` takes, 2 to 7: on its rows (odd rows and the side
    /// that moved first go together; cells 35 to 41 are row 1) or off, and
    /// the cell in row 1 or 2, 3 or 4, 5 or 6.
    pub fn three(&self, side: u8, gap: usize) -> usize {
        let off = (gap / 7 % 2 == 1) != (side == self.first);
        2 + 3 * off as usize + (5 - gap / 7) / 2
    }

    /// Puts a disc of `side` on the empty cell `at` of `board`, and gives
    /// what it adds to its side's judgement (see `worth`).
    pub fn put(&self, board: &mut Board, at: usize, side: u8) -> i32 {
        let value = self.worth(board, at, side);
        board.cells[at] = side;
        let mut i: usize = 0;
        while i < self.fours.count[at] {
            board.held[self.fours.through[at][i]][side as usize] += 1;
            i += 1;
        }
        value
    }

    /// What a disc of `side` on the empty cell `at` of `board` would add
    /// to its side's judgement (the weight of its cell, what each row of
    /// four through it gains for `side` and what it takes from the
    /// other's), or WIN when it makes four; the board left as it is: for
    /// the last move of a line, after which nothing is looked at, and for
    /// the order of moves, nothing need be put.
    pub fn worth(&self, board: &Board, at: usize, side: u8) -> i32 {
        let (me, you): (usize, usize) = (side as usize, 3 - side as usize);
        let mut value: i32 = self.mind.weights[at];
        let mut i: usize = 0;
        while i < self.fours.count[at] {
            let n = self.fours.through[at][i];
            let (mine, yours): (u8, u8) = (board.held[n][me], board.held[n][you]);
            if yours == 0 && mine == 3 {
                return WIN;
            } else if yours == 0 {
                // Three with it: the row's other empty cell.
                let mut gap: usize = at;
                let mut k: usize = 0;
                while mine == 2 && k < 4 {
                    let cell = self.fours.cells[n][k];
                    gap = if cell != at && board.cells[cell] == 0 { cell } else { gap };
                    k += 1;
                }
                value += self.row(mine + 1, side, gap) - self.row(mine, side, gap);
            } else if mine == 0 {
                value += self.row(yours, 3 - side, at);
            }
            i += 1;
        }
        value
    }

    /// Takes the disc of `side` off the cell `at` of `board` again.
    pub fn take(&self, board: &mut Board, at: usize, side: u8) {
        board.cells[at] = 0;
        let mut i: usize = 0;
        while i < self.fours.count[at] {
            let n = self.fours.through[at][i];
            board.held[n][side as usize] -= 1;
            i += 1;
        }
    }
}

/// The score for `side`, to move on `board`, of its best line `plies`
/// moves long, by `judge`. Exact when it falls between `floor` and
/// `ceiling`; else at most `floor`, or at least `ceiling`.
pub fn search(board: &mut Board, side: u8, plies: usize, judge: &Judge, floor: i32, ceiling: i32) -> i32 {
    if plies == 0 {
        return 0;
    }
    let (mut best, mut floor): (i32, i32) = (0 - ALL, floor);
    // The columns in the order I try them: ORDER near the end of a line;
    // further from it, those whose move alone adds the most first, for a
    // good move tried early cuts the most. (The order changes how much I
    // look at, never a score between `floor` and `ceiling`.)
    let mut order = ORDER;
    let mut i: usize = 0;
    if plies >= SORTED {
        let mut worth = [0i32; 7];
        while i < 7 {
            let at = land(&board.cells, order[i]);
            if at < NONE {
                worth[i] = judge.worth(board, at, side);
            } else {
                worth[i] = 0 - ALL;
            }
            // Into its place among those before it, after any as good.
            let mut j: usize = i;
            while j > 0 && worth[j] > worth[j - 1] {
                (worth[j], worth[j - 1]) = (worth[j - 1], worth[j]);
                (order[j], order[j - 1]) = (order[j - 1], order[j]);
                j -= 1;
            }
            i += 1;
        }
        i = 0;
    }
    while i < 7 && best < ceiling {
        let at = land(&board.cells, order[i]);
        i += 1;
        if at == NONE {
            continue;
        }
        // The last move of a line is weighed where it stands, unplayed.
        let value = if plies == 1 {
            let worth = judge.worth(board, at, side);
            if worth == WIN { WIN + 1 } else { worth }
        } else {
            let worth = judge.put(board, at, side);
            let value = if worth == WIN {
                WIN + plies as i32
            } else {
                worth - search(board, 3 - side, plies - 1, judge, worth - ceiling, worth - floor)
            };
            judge.take(board, at, side);
            value
        };
        best = if value > best { value } else { best };
        floor = if value > floor { value } else { floor };
    }
    // A full board: a draw, worth nothing more.
    if best == 0 - ALL { 0 } else { best }
}

/// The score of `side` playing `column` on `board` (not full), looking
/// `lookahead` moves beyond it, by `judge`; exact between `floor` and
/// `ceiling`, as `search`.
pub fn score(board: &mut Board, side: u8, column: usize, judge: &Judge, floor: i32, ceiling: i32) -> i32 {
    let at = land(&board.cells, column);
    let worth = judge.put(board, at, side);
    let lookahead = judge.mind.lookahead;
    let value = if worth == WIN {
        WIN + lookahead as i32 + 1
    } else {
        worth - search(board, 3 - side, lookahead, judge, worth - ceiling, worth - floor)
    };
    judge.take(board, at, side);
    value
}

/// The column `side` plays on `cells` by rule 3, its judgement, and its
/// score; passing `not`, the best column but `not`. NO when there is none.
/// Last, the next column in my order that scores as well (NO: none).
pub fn best(cells: &[u8; 42], side: u8, judge: &Judge, not: usize) -> (usize, i32, usize) {
    let mut board = judge.board(cells);
    let (mut top, mut choice, mut tied): (i32, usize, usize) = (0 - ALL, NO, NO);
    let mut i: usize = 0;
    while i < 7 {
        let column = judge.mind.order[i] as usize;
        if column != not && land(cells, column) < NONE {
            // Exact from a point below the best so far, to see a tie.
            let value = score(&mut board, side, column, judge, top - 1, ALL);
            if choice == NO || value > top {
                (top, choice, tied) = (value, column, NO);
            } else if value == top && tied == NO {
                tied = column;
            }
        }
        i += 1;
    }
    (choice, top, tied)
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
/// with `mind`.
pub fn choose(cells: &[u8; 42], side: u8, mind: &Mind) -> usize {
    let mine = winning(cells, side);
    if mine < NO {
        return mine;
    }
    let yours = winning(cells, 3 - side);
    if yours < NO {
        return yours;
    }
    best(cells, side, &Judge::new(cells, side, mind), NO).0
}

/// Replays the first `count` of `moves`, the first made by `first` (0 you,
/// 1 me), as I would play my own with `mind` (when `mine`; else my moves
/// are not looked at). Gives the board; who is to move next (0 you, 1 me,
/// 2 nobody: the game is over; 3: a move is into a full column, or after
/// the end); and the first of my moves I would now play otherwise (NONE:
/// none).
pub fn replay(moves: &[u8; 42], count: usize, first: usize, mind: &Mind, mine: bool) -> ([u8; 42], usize, usize) {
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
        if mine && side == 1 && otherwise == NONE && choose(&cells, 2, mind) != column {
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
// After every game, won, lost or drawn, I learn what a board is worth
// (the second lesson below): a win confirms my judgement, a loss corrects
// it, a draw nudges it. When you beat me, I learn two more things from
// the game: the first and third lessons below.
//
// First, to look further ahead: I play the game again, one move further
// ahead than I played it, then two, and so on up to DEEPEST. At the first
// lookahead at which I would have played otherwise at one of my moves (a
// reply of yours I did not see coming), the loss was there to be seen: I
// look that far ahead from now on.
//
// Second, what a board is worth, by temporal differences (as programs have
// learned backgammon, Othello and chess from their own games): after each
// move of either side, I judge the board at the end of the line my search
// from there looks at (its leaf), as the side that moved first sees it,
// and turn my judgement into the chance that it wins (a judgement of 0 is
// even; SURE more is three in four). The chance at each board should have
// been what followed: at the end, the result; before, the chance two moves
// later, after the same side's next move, blended with what followed that
// (LAMBDA weighs how far ahead I look). Every row's worth moves by how
// much it counted on the boards where my chance was wrong, times the
// error, for both sides: the winner's boards teach as much as the loser's.
// A move made at random (the opening of a training game, written with a *
// among my moves, or a move of a study game below) is neither side's
// choice: I learn nothing across it, for what followed it says nothing of
// the chances before it (temporal differences do not back up through
// exploratory moves: Sutton and Barto, 2018). My cells keep generation
// zero's weights, which only the third lesson moves for a while: what I
// learn here is what my rows are worth. Learning from every game, not from
// losses alone, matters: the games I lose are the ones I misjudged, and a
// judgement taught by them alone forgets what my wins showed it.
//
// Then I study the game, as a player replays a game to learn from it: I
// play myself STUDY games, each from a board of the game drawn at random,
// both sides choosing as I do looking STUDIED moves ahead, one move in
// EXPLORE made at random, and learn from each as from the game, its boards
// judged as they stand. So one game teaches what boards like its own are
// worth, not only the one line it took. (The draws come from a stream
// seeded by my lessons and the game's moves: the same game teaches the
// same lesson.)
//
// Each row's worth takes steps of its own, which settle by themselves
// (temporal coherence, TC(lambda): Beal and Smith, 1999): I keep, for each,
// how far my lessons have asked it to move in all, back and forth, and how
// far that came to, net, in points (my steps, in my state). It moves as
// far as it is asked times the second over the first: a worth that every
// lesson pulls one way moves as far as it is asked, one pulled back and
// forth, which has found its place, less and less.
//
// Third, so that your same moves can never give the same game again, if
// any change of mine can do that: if they would, I find the last of my
// moves where the runner-up scored as well as the column I took, which I
// took for it came first in my order, and put the runner-up just before
// it. If no move of mine was such a tie, I blame the move at which I came
// nearest to playing otherwise, where neither my move nor the runner-up
// wins or loses by force (the first such, if several): there the cell my
// disc took loses weight and the cell the runner-up would have taken
// gains as much, 1, then 2, 4, and so on, until I would play otherwise
// there; if they reach their bounds first, the next nearest move, and so
// on. When no move can change, I keep my mind as the lesson left it.
// What this third lesson does to my cells serves the game just lost, and
// does not last: after every game, before the second lesson, every cell's
// weight moves a tenth of the way back to generation zero's (at least
// BACK, one point), so that my cells do not wander from it by the chance
// of which games I lost.

/// How a lesson turns a judgement into a chance: a judgement of SURE more
/// than even is a chance of three in four (e raised to SURE / SCALE is 3).
pub const SURE: f64 = 120.0;
const SCALE: f64 = SURE / 1.0986122886681098;

/// How far a chance looks ahead for its target (temporal difference).
pub const LAMBDA: f64 = 0.2;

/// How far a lesson asks a row's worth to move, in points, for a unit it
/// counted on a board where the chance was wrong by all.
pub const STEP: f64 = 11.0;

/// How many games I play myself, studying a game.
pub const STUDY: usize = 50;

/// How far the players of a study game look ahead.
pub const STUDIED: usize = 0;

/// One move in EXPLORE of a study game is made at random.
pub const EXPLORE: u64 = 10;

/// The most my steps count, in all or net, either way.
pub const FAR: i64 = 999_999_999;

/// The least a row may be worth.
pub const LEAST: i32 = 0;

/// How far, at least, each cell's weight goes back toward generation
/// zero's after every game (else a tenth of the way).
pub const BACK: i32 = 1;

/// The weight of cell `at`, pooled with its mirror image: its row, and its
/// column or the mirror one's, the nearer the left edge (0 to 23).
pub fn pooled(at: usize) -> usize {
    let c = at % 7;
    at / 7 * 4 + if c < 4 { c } else { 6 - c }
}

/// What each of my weights counts on `cells` where `first` (1 or 2) moved
/// first, as that side sees them: for each pooled cell (0 to 23), its
/// discs there less the other side's; for each row's worth (24 to 31), its
/// rows less the other side's. My judgement of the board for that side is
/// the sum of the weights times what they count.
pub fn features(cells: &[u8; 42], first: u8, judge: &Judge, out: &mut [f64; 32]) {
    let mut i: usize = 0;
    while i < 32 {
        out[i] = 0.0;
        i += 1;
    }
    let mut at: usize = 0;
    while at < 42 {
        if cells[at] != 0 {
            out[pooled(at)] += if cells[at] == first { 1.0 } else { -1.0 };
        }
        at += 1;
    }
    let board = judge.board(cells);
    let mut n: usize = 0;
    while n < 69 {
        let (you, me): (u8, u8) = (board.held[n][1], board.held[n][2]);
        let (side, count): (u8, u8) = if you == 0 { (2, me) } else { (1, you) };
        if (you == 0 || me == 0) && count > 0 && count < 4 {
            let mut gap: usize = 0;
            let mut k: usize = 0;
            while k < 4 {
                gap = if cells[judge.fours.cells[n][k]] == 0 { judge.fours.cells[n][k] } else { gap };
                k += 1;
            }
            let index: usize = if count < 3 { count as usize - 1 } else { judge.three(side, gap) };
            out[24 + index] += if side == first { 1.0 } else { -1.0 };
        }
        n += 1;
    }
}

/// The weight a lesson moves by `index` (0 to 31, as `features` counts
/// them) in `mind`.
fn weight(mind: &Mind, index: usize) -> i32 {
    if index < 24 { mind.weights[index / 4 * 7 + index % 4] } else { mind.rows[index - 24] }
}

/// The board at the end of the line my search from `cells`, `side` to
/// move, looks at: each side playing as I would, looking one move less far
/// at each move, up to `mind`'s lookahead and one; and the side that made
/// four on the way (0: none).
pub fn leaf(cells: &[u8; 42], side: u8, mind: &Mind) -> ([u8; 42], u8) {
    let (mut board, mut side): ([u8; 42], u8) = (*cells, side);
    let mut plies: usize = mind.lookahead + 1;
    while plies > 0 && land(&board, 0) + land(&board, 1) + land(&board, 2) + land(&board, 3) + land(&board, 4) + land(&board, 5) + land(&board, 6) < 7 * NONE {
        let column = choose(&board, side, &Mind { lookahead: plies - 1, ..*mind });
        let at = land(&board, column);
        board[at] = side;
        if four(&board, at, side) {
            return (board, side);
        }
        side = 3 - side;
        plies -= 1;
    }
    (board, 0)
}

/// The chance that the side that moved first wins, by `mind`, of a board
/// that counts `counted` (as `features` counts them).
pub fn chance(counted: &[f64; 32], mind: &Mind) -> f64 {
    let mut judged: f64 = 0.0;
    let mut i: usize = 0;
    while i < 32 {
        judged += weight(mind, i) as f64 * counted[i];
        i += 1;
    }
    1.0 / (1.0 + (0.0 - judged / SCALE).exp())
}

/// Adds to `change` what temporal differences ask of each weight over the
/// `n` boards of a game, each after a move, in order: what each counts
/// (`counted`) and its chance (`chances`), for the side that moved first,
/// which `won` the game (1 a win, 0 a loss, a half a draw). The target of
/// each chance, from the end back, along the boards after the moves of
/// one side, then of the other (a board after the first side's move has a
/// disc more of it than the next): the result, then blended with the
/// chance that followed. Where one of the two moves after a board was
/// random (bit k of `random`, for the move to board k; bit n for the move
/// that ended the game), that board learns nothing, and its own chance is
/// the target of the boards before it.
pub fn differences(counted: &[[f64; 32]; 43], chances: &[f64; 43], n: usize, won: f64, random: u64, change: &mut [f64; 32]) {
    let mut chain: usize = 0;
    while chain < 2 {
        let mut target: f64 = won;
        let mut j: usize = n;
        while j > 0 {
            j -= 1;
            if j % 2 == chain {
                if random >> (j + 1) & 3 != 0 {
                    target = chances[j];
                }
                let mut i: usize = 0;
                while i < 32 {
                    change[i] += (target - chances[j]) * counted[j][i];
                    i += 1;
                }
                target = LAMBDA * target + (1.0 - LAMBDA) * chances[j];
            }
        }
        chain += 1;
    }
}

/// What the boards of the game of `moves` (`count` of them, `first` of us
/// moving first: 0 you, 1 me) count, and their chances, by `mind`, for
/// `differences`: after each move but the last, the board at the end of
/// the line my search looks at (its leaf); a line that ends in four is
/// sure, and counts nothing. Gives how many.
pub fn judged(moves: &[u8; 42], count: usize, first: usize, mind: &Mind, counted: &mut [[f64; 32]; 43], chances: &mut [f64; 43]) -> usize {
    let opener: u8 = first as u8 + 1;
    let judge = Judge::new(&[0; 42], opener, mind);
    let mut cells = [0u8; 42];
    let mut k: usize = 0;
    while k + 1 < count {
        let at = land(&cells, moves[k] as usize);
        cells[at] = if (k + first) % 2 == 0 { 1 } else { 2 };
        let to_move: u8 = if (k + first) % 2 == 0 { 2 } else { 1 };
        let (end, four) = leaf(&cells, to_move, mind);
        features(&end, opener, &judge, &mut counted[k]);
        chances[k] = chance(&counted[k], mind);
        if four != 0 {
            chances[k] = if four == opener { 1.0 } else { 0.0 };
            counted[k] = [0.0; 32];
        }
        k += 1;
    }
    k
}

/// A stream of numbers for my study games (SplitMix64): the next one.
pub fn draw(stream: &mut u64) -> u64 {
    *stream = stream.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *stream;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Plays a study game from `cells`, `side` to move (1 you, 2 me), where
/// `opener` moved first: both sides choose as I do with `mind`, looking
/// STUDIED moves ahead, and one move in EXPLORE, drawn from `stream`, is
/// random. Writes what the board it starts from and those after each move
/// but the last count, and their chances, into `counted` and `chances`;
/// gives how many, the moves made at random as `differences` reads them,
/// and what the game was worth to `opener` (1 a win, 0 a loss, a half a
/// draw).
pub fn study(cells: &[u8; 42], side: u8, opener: u8, mind: &Mind, stream: &mut u64, counted: &mut [[f64; 32]; 43], chances: &mut [f64; 43]) -> (usize, u64, f64) {
    let (mut board, mut side): ([u8; 42], u8) = (*cells, side);
    let looking = Mind { lookahead: STUDIED, ..*mind };
    let judge = Judge::new(&[0; 42], opener, mind);
    let (mut n, mut random): (usize, u64) = (0, 0);
    loop {
        features(&board, opener, &judge, &mut counted[n]);
        chances[n] = chance(&counted[n], mind);
        n += 1;
        // The open columns, and my choice among them.
        let mut open = [0usize; 7];
        let mut ways: usize = 0;
        let mut column: usize = 0;
        while column < 7 {
            if land(&board, column) < NONE {
                open[ways] = column;
                ways += 1;
            }
            column += 1;
        }
        if ways == 0 {
            return (n, random, 0.5);
        }
        let column = if draw(stream) % EXPLORE == 0 {
            random |= 1u64 << n;
            open[(draw(stream) % ways as u64) as usize]
        } else {
            choose(&board, side, &looking)
        };
        let at = land(&board, column);
        board[at] = side;
        if four(&board, at, side) {
            return (n, random, if side == opener { 1.0 } else { 0.0 });
        }
        side = 3 - side;
    }
}

/// What a lesson works with: my mind, its rows' worths as fractions, and
/// my steps so far, in all and net, as fractions.
pub struct Lesson {
    pub mind: Mind,
    pub rows: [f64; 8],
    pub all: [f64; 8],
    pub net: [f64; 8],
}

impl Lesson {
    /// The lesson of `mind`.
    pub fn of(mind: &Mind) -> Lesson {
        let mut lesson = Lesson { mind: *mind, rows: [0.0; 8], all: [0.0; 8], net: [0.0; 8] };
        let mut i: usize = 0;
        while i < 8 {
            lesson.rows[i] = mind.rows[i] as f64;
            lesson.all[i] = mind.all[i] as f64;
            lesson.net[i] = mind.net[i] as f64;
            i += 1;
        }
        lesson
    }

    /// Moves each row's worth by what `change` asks, times STEP, times its
    /// steps' net over their all (all of it while it has none), and counts
    /// what was asked among its steps; then `change` is spent.
    pub fn step(&mut self, change: &mut [f64; 32]) {
        let mut i: usize = 0;
        while i < 8 {
            let asked = STEP * change[24 + i];
            let net = if self.net[i] < 0.0 { 0.0 - self.net[i] } else { self.net[i] };
            let share = if self.all[i] > 0.0 { net / self.all[i] } else { 1.0 };
            let moved = self.rows[i] + share * asked;
            let (least, most) = (LEAST as f64, MOST as f64);
            self.rows[i] = if moved > most { most } else if moved < least { least } else { moved };
            self.mind.rows[i] = whole(self.rows[i]) as i32;
            self.all[i] += if asked < 0.0 { 0.0 - asked } else { asked };
            self.net[i] += asked;
            self.mind.all[i] = bounded(whole(self.all[i]));
            self.mind.net[i] = bounded(whole(self.net[i]));
            i += 1;
        }
        let mut i: usize = 0;
        while i < 32 {
            change[i] = 0.0;
            i += 1;
        }
    }
}

/// The whole number nearest `x`.
fn whole(x: f64) -> i64 {
    if x < 0.0 { (x - 0.5) as i64 } else { (x + 0.5) as i64 }
}

/// `n`, within FAR either way.
fn bounded(n: i64) -> i64 {
    if n > FAR { FAR } else if n < 0 - FAR { 0 - FAR } else { n }
}

/// Moves my rows' worths toward what the game of `moves` (`count` of them,
/// `first` of us moving first: 0 you, 1 me, the moves of `random` made at
/// random), won by `winner` (1 you, 2 me, 0 a draw), showed, then toward
/// what my study of it shows, playing it `games` times.
pub fn lesson(moves: &[u8; 42], count: usize, first: usize, random: u64, winner: u8, mind: &mut Mind, games: usize) {
    // The side that moved first, as its discs are numbered (you are 1), and
    // what the game was worth to it.
    let opener: u8 = first as u8 + 1;
    let won: f64 = if winner == 0 { 0.5 } else if winner == opener { 1.0 } else { 0.0 };
    let mut counted = [[0.0f64; 32]; 43];
    let mut chances = [0.0f64; 43];
    let mut change = [0.0f64; 32];
    let mut lesson = Lesson::of(mind);
    let n = judged(moves, count, first, mind, &mut counted, &mut chances);
    differences(&counted, &chances, n, won, random, &mut change);
    lesson.step(&mut change);
    // My study: games from its boards, drawn from a stream that my lessons
    // and the game's moves seed.
    let mut stream: u64 = mind.lessons as u64;
    let mut k: usize = 0;
    while k < count {
        stream = draw(&mut stream) ^ moves[k] as u64;
        k += 1;
    }
    let mut g: usize = 0;
    while g < games && count > 1 {
        // The board after the game's move k, the other side to move.
        let k = (draw(&mut stream) % (count - 1) as u64) as usize;
        let mut cells = [0u8; 42];
        let mut j: usize = 0;
        while j <= k {
            cells[land(&cells, moves[j] as usize)] = if (j + first) % 2 == 0 { 1 } else { 2 };
            j += 1;
        }
        let side: u8 = if (k + first) % 2 == 0 { 2 } else { 1 };
        let (n, random, won) = study(&cells, side, opener, &lesson.mind, &mut stream, &mut counted, &mut chances);
        differences(&counted, &chances, n, won, random, &mut change);
        lesson.step(&mut change);
        g += 1;
    }
    *mind = lesson.mind;
}

/// `v` within `least` and MOST.
fn clamp(v: i32, least: i32) -> i32 {
    if v < least { least } else if v > MOST { MOST } else { v }
}

/// Learns from the game I just finished, whose moves `game` holds: what
/// it was worth, and, if I lost it, how far to look and never the same
/// game again.
pub fn learn(game: &mut Game) {
    learn_with(game, STUDY);
}

/// Learns as `learn` does, studying the game `games` times.
pub fn learn_with(game: &mut Game, games: usize) {
    let (moves, count, first) = (game.moves, game.count, game.first);
    let lost = game.status == LOST;
    // First: how far ahead.
    let mut deeper = game.mind.lookahead + 1;
    while lost && deeper <= DEEPEST {
        let mind = Mind { lookahead: deeper, ..game.mind };
        if replay(&moves, count, first, &mind, true).2 < NONE {
            game.mind.lookahead = deeper;
            break;
        }
        deeper += 1;
    }
    // Second: what the game was worth, my cells first a tenth of the way
    // (at least BACK) nearer generation zero's.
    let mut at: usize = 0;
    while at < 42 {
        let (weight, zero) = (game.mind.weights[at], FOURS[at]);
        let far = if weight > zero { weight - zero } else { zero - weight };
        let back = if far / 10 > BACK { far / 10 } else { BACK };
        game.mind.weights[at] = if far <= back { zero } else if weight > zero { weight - back } else { weight + back };
        at += 1;
    }
    let winner: u8 = if game.status == LOST { 1 } else if game.status == WON { 2 } else { 0 };
    lesson(&moves, count, first, game.random, winner, &mut game.mind, games);
    game.mind.lessons += 1;
    if !lost {
        return;
    }
    // Third: never the same game again.
    let (same, tie, taken, second) = again(&moves, count, first, &game.mind);
    if !same {
        return;
    }
    if tie < NONE {
        // The runner-up, just before the column I took.
        let mut order = [0u8; 7];
        let (mut i, mut j): (usize, usize) = (0, 0);
        while i < 7 {
            let column = game.mind.order[i];
            if column as usize == taken {
                order[j] = second as u8;
                j += 1;
            }
            if column as usize != second {
                order[j] = column;
                j += 1;
            }
            i += 1;
        }
        game.mind.order = order;
        return;
    }
    let mut blamed: u64 = 0;
    while replay(&moves, count, first, &game.mind, true).2 == NONE {
        // The nearest call not yet blamed: the board before it, the column
        // I played, and the runner-up.
        let (mut near, mut margin, mut before, mut played, mut runner): (usize, i32, [u8; 42], usize, usize) = (NONE, ALL, [0; 42], NO, NO);
        let mut cells = [0u8; 42];
        let mut k: usize = 0;
        while k < count {
            let column = moves[k] as usize;
            let mine = (k + first) % 2 == 1;
            if mine && blamed >> k & 1 == 0 && weighed(&cells, 2) {
                let judge = Judge::new(&cells, 2, &game.mind);
                let (other, next, _) = best(&cells, 2, &judge, column);
                let mut board = judge.board(&cells);
                let this = score(&mut board, 2, column, &judge, 0 - ALL, ALL);
                let open = this < WIN / 2 && this > 0 - WIN / 2 && next < WIN / 2 && next > 0 - WIN / 2;
                let apart = pooled(land(&cells, column)) != pooled(land(&cells, other));
                if open && apart && this - next < margin {
                    (near, margin, before, played, runner) = (k, this - next, cells, column, other);
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
        let mut step: i32 = 1;
        while choose(&before, 2, &game.mind) == played && (game.mind.weights[m] > 0 || game.mind.weights[r] < MOST) {
            let (down, up) = (clamp(game.mind.weights[m] - step, 0), clamp(game.mind.weights[r] + step, 0));
            game.mind.weights[m] = down;
            game.mind.weights[m / 7 * 7 + 6 - m % 7] = down;
            game.mind.weights[r] = up;
            game.mind.weights[r / 7 * 7 + 6 - r % 7] = up;
            step *= 2;
        }
    }
}

/// Plays my moves of the game of `moves` again with `mind`: would I play
/// them all the same? And the last of those my judgement chose where the
/// next column in my order scored as well: which move (NONE: none), the
/// column I took, and that next column.
fn again(moves: &[u8; 42], count: usize, first: usize, mind: &Mind) -> (bool, usize, usize, usize) {
    let (mut tie, mut taken, mut second): (usize, usize, usize) = (NONE, NO, NO);
    let mut cells = [0u8; 42];
    let mut k: usize = 0;
    while k < count {
        let column = moves[k] as usize;
        let mine = (k + first) % 2 == 1;
        if mine && weighed(&cells, 2) {
            let (choice, _, tied) = best(&cells, 2, &Judge::new(&cells, 2, mind), NO);
            if choice != column {
                return (false, NONE, NO, NO);
            }
            if tied < NO {
                (tie, taken, second) = (k, column, tied);
            }
        } else if mine && choose(&cells, 2, mind) != column {
            return (false, NONE, NO, NO);
        }
        let at = land(&cells, column);
        cells[at] = if mine { 2 } else { 1 };
        k += 1;
    }
    (true, tie, taken, second)
}

// ---------------------------------------------------------------------------
// The game: the board, what I know and the moves, read from my state.

/// A generation's state: everything that changes from one to the next.
pub struct Game {
    /// The board: 0 empty, 1 yours, 2 mine, in reading order.
    pub cells: [u8; 42],
    /// What I know, and how far I look.
    pub mind: Mind,
    /// The columns played so far, both of ours, in order (0 to 6).
    pub moves: [u8; 42],
    pub count: usize,
    /// Who moved first: 0 you, 1 me.
    pub first: usize,
    /// The moves made at random, by neither side's choice (a training
    /// game's opening): bit k for move k.
    pub random: u64,
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

/// The lines of my state.
pub const LINES: usize = 38;

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

/// The column a byte names, 1 to 7; NO when it names none.
pub fn column_of(byte: u8) -> usize {
    if byte >= b'1' && byte <= b'7' { (byte - b'1') as usize } else { NO }
}

/// Your move, from the command line (`arg`, the first bytes of its first
/// argument, and `argc`): none (NO: let me open), or a column.
pub fn parse_move(arg: [u8; 4], argc: i32) -> Result<usize, Refusal> {
    match (argc, arg) {
        (..=1, _) => Ok(NO),
        (2, [c, 0, 0, 0]) if column_of(c) < NO => Ok(column_of(c)),
        (2, _) => Err(no(b"a move is one column, 1 to 7, such as 4", NO, b"")),
        _ => Err(no(b"give one move at a time", NO, b"")),
    }
}

/// Writes `v` (-9999 to 9999) right-aligned in `width` bytes, or in as
/// many as it takes.
fn number(out: &mut Text, v: i32, width: usize) {
    let mut digits = [b' '; 6];
    let mut x: i32 = if v < 0 { 0 - v } else { v };
    let mut i: usize = 6;
    while i > 1 && (i == 6 || x > 0) {
        i -= 1;
        digits[i] = b'0' + (x % 10) as u8;
        x /= 10;
    }
    if v < 0 {
        i -= 1;
        digits[i] = b'-';
    }
    let mut pad: usize = if width > 6 - i { width - (6 - i) } else { 0 };
    while pad > 0 {
        out.push(b" ");
        pad -= 1;
    }
    while i < 6 {
        out.push(&[digits[i]]);
        i += 1;
    }
}

/// Writes the number `v` (-9999 to 9999) in as many bytes as it takes.
fn figure(out: &mut Text, v: i32) {
    let size = if v < 0 { 0 - v } else { v };
    let width: usize = if size >= 1000 { 4 } else if size >= 100 { 3 } else if size >= 10 { 2 } else { 1 };
    number(out, v, width + (v < 0) as usize);
}

/// Writes `n` (within FAR either way) in as many bytes as it takes.
fn steps(out: &mut Text, n: i64) {
    let mut digits = [b' '; 11];
    let mut at: usize = 11;
    let mut rest: u64 = if n < 0 { (0 - n) as u64 } else { n as u64 };
    loop {
        at -= 1;
        digits[at] = b'0' + (rest % 10) as u8;
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    if n < 0 {
        out.push(b"-");
    }
    while at < 11 {
        out.push(&[digits[at]]);
        at += 1;
    }
}

/// The whole number written just before byte `at` of `row`, without a
/// sign; more than FAR, or none, reads as FAR + 1.
fn whole_before(row: &[u8], at: usize) -> i64 {
    let mut i: usize = at;
    while i > 0 && row[i - 1] >= b'0' && row[i - 1] <= b'9' && at - i < 10 {
        i -= 1;
    }
    let mut v: i64 = 0;
    let mut j: usize = i;
    while j < at {
        v = v * 10 + (row[j] - b'0') as i64;
        j += 1;
    }
    let more = i > 0 && row[i - 1] >= b'0' && row[i - 1] <= b'9';
    if i == at || more || v > FAR { FAR + 1 } else { v }
}

/// The whole number written just after byte `at` of `row`, with a - or
/// without; more than FAR, or none, reads as FAR + 1.
fn whole_after(row: &[u8], at: usize) -> i64 {
    let minus = at + 1 < row.len() && row[at + 1] == b'-';
    let (mut v, mut i): (i64, usize) = (0, at + 1 + minus as usize);
    let start = i;
    while i < row.len() && row[i] >= b'0' && row[i] <= b'9' && v <= FAR {
        v = v * 10 + (row[i] - b'0') as i64;
        i += 1;
    }
    if i == start || v > FAR { FAR + 1 } else if minus { 0 - v } else { v }
}

/// The numbers of `line` from byte `from` on, separated by spaces, each
/// maybe signed, into `out` (at most its length, and up to 9999 each);
/// gives how many there are. I accept my state only as I would write it,
/// so what I read loosely here is checked after.
fn numbers(line: &[u8], from: usize, out: &mut [i32]) -> usize {
    let mut n: usize = 0;
    let mut i = from;
    while i < line.len() && n < out.len() {
        if line[i] == b'-' || (line[i] >= b'0' && line[i] <= b'9') {
            let minus = line[i] == b'-';
            i += minus as usize;
            let mut v: i32 = 0;
            while i < line.len() && line[i] >= b'0' && line[i] <= b'9' {
                v = if v < 1000 { v * 10 + (line[i] - b'0') as i32 } else { v };
                i += 1;
            }
            out[n] = if minus { 0 - v } else { v };
            n += 1;
        } else {
            i += 1;
        }
    }
    n
}

impl Game {
    /// Reads my state's lines, and checks that they are a position this
    /// game can reach: the moves, replayed from the start, must go into
    /// columns that are not full, mine must be the ones I would choose
    /// (but for a game I won or drew, which I have learned from since I
    /// played it: that it ended so is enough), and they must give my
    /// board; my weights must keep their bounds and a cell its mirror
    /// image's; and my state must be as I would write it.
    pub fn read(lines: &[&str]) -> Result<Game, Refusal> {
        if lines.len() != LINES {
            return Err(bad("my state is not 38 lines"));
        }
        let mut game = Game { cells: [0; 42], mind: ZERO, moves: [0; 42], count: 0, first: 0, random: 0, status: ON };
        // The weights: row 6 on line 14, after the row's number.
        let mut r: usize = 0;
        while r < 6 {
            let mut row = [0i32; 7];
            if numbers(lines[14 + r].as_bytes(), 3, &mut row) != 7 {
                return Err(bad("my weights are not written as I write them"));
            }
            let mut c: usize = 0;
            while c < 7 {
                if row[c] < 0 || row[c] > MOST || row[c] != row[6 - c] {
                    return Err(bad("a weight is out of its bounds, or not its mirror's"));
                }
                game.mind.weights[r * 7 + c] = row[c];
                c += 1;
            }
            r += 1;
        }
        // The rows of four: with 1 and 2 discs on line 22, with 3 on lines
        // 24 and 25, after their labels.
        let mut three = [0i32; 3];
        let ones = numbers(lines[22].as_bytes(), 0, &mut game.mind.rows[0..2]);
        let on = numbers(lines[24].as_bytes(), 15, &mut three);
        game.mind.rows[2] = three[0];
        game.mind.rows[3] = three[1];
        game.mind.rows[4] = three[2];
        let off = numbers(lines[25].as_bytes(), 15, &mut three);
        game.mind.rows[5] = three[0];
        game.mind.rows[6] = three[1];
        game.mind.rows[7] = three[2];
        if ones != 2 || on != 3 || off != 3 {
            return Err(bad("my rows of four are not written as I write them"));
        }
        let mut k: usize = 0;
        while k < 8 {
            if game.mind.rows[k] < LEAST || game.mind.rows[k] > MOST {
                return Err(bad("a row's worth is out of its bounds"));
            }
            k += 1;
        }
        // My order among equals, on line 27 after its label: each column
        // once.
        let mut order = [0i32; 7];
        let mut seen: usize = 0;
        numbers(lines[27].as_bytes(), 44, &mut order);
        k = 0;
        while k < 7 {
            seen |= if order[k] >= 1 && order[k] <= 7 { 1 << order[k] } else { 1 };
            game.mind.order[k] = (order[k] - 1) as u8;
            k += 1;
        }
        if seen != 0xfe {
            return Err(bad("my order among equals is not the seven columns"));
        }
        // The lookahead and the lessons, on lines 28 and 29.
        let mut deep = [0i32; 1];
        numbers(lines[28].as_bytes(), 9, &mut deep);
        if deep[0] < 0 || deep[0] > DEEPEST as i32 {
            return Err(bad("my lookahead is out of its bounds"));
        }
        game.mind.lookahead = deep[0] as usize;
        let mut lessons = [0i32; 1];
        numbers(lines[29].as_bytes(), 7, &mut lessons);
        game.mind.lessons = if lessons[0] > 0 { lessons[0] as usize } else { 0 };
        // My steps: in all, then net, of each row's worth in the order of
        // my table, written as pairs ALL/NET, on lines 32 to 34.
        let mut i: usize = 0;
        let mut line: usize = 32;
        while line < 35 {
            let row = lines[line].as_bytes();
            let mut at: usize = 0;
            while at < row.len() && i < 8 {
                if row[at] == b'/' {
                    game.mind.all[i] = whole_before(row, at);
                    game.mind.net[i] = whole_after(row, at);
                    i += 1;
                }
                at += 1;
            }
            line += 1;
        }
        i = 0;
        while i < 8 {
            let (all, net) = (game.mind.all[i], game.mind.net[i]);
            if all < 0 || all > FAR || net > all || net < 0 - all {
                return Err(bad("my steps are not written as I write them"));
            }
            i += 1;
        }
        // Who moved first, then the moves: 21 to a line, from line 36 on,
        // after a 7-byte label, each a space and a digit, or a * and a
        // digit when the move was made at random.
        game.first = if lines[35].len() == 15 { 1 } else { 0 };
        let mut k: usize = 0;
        while k < 42 && k == game.count {
            let row = lines[k / 21 + 36].as_bytes();
            let i = 7 + k % 21 * 2;
            if row.len() > i + 1 && (row[i] == b' ' || row[i] == b'*') && row[i + 1] >= b'1' && row[i + 1] <= b'7' {
                game.moves[k] = row[i + 1] - b'1';
                game.random |= ((row[i] == b'*') as u64) << k;
                game.count += 1;
            }
            k += 1;
        }
        // A game over, won or drawn, as my first line says (and the
        // replay must show), I have learned from since, and may now play
        // otherwise: my moves in it are not looked at again.
        let over = lines[0].ends_with(": won") || lines[0].ends_with(": draw");
        let (cells, side, otherwise) = replay(&game.moves, game.count, game.first, &game.mind, !over);
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
        // A move made at random is one of yours, never mine.
        let mut mine_at_random = false;
        k = 0;
        while k < game.count {
            mine_at_random = mine_at_random || (game.random >> k & 1 == 1 && (k + game.first) % 2 == 1);
            k += 1;
        }
        if game.status == 5 || (otherwise < NONE && game.status != WON && game.status != DRAW) || mine_at_random {
            return Err(bad("my moves are not a game I would play"));
        }
        let mut text = Text::empty();
        game.write(&mut text);
        match text.differs(lines) {
            0 => Ok(game),
            1 => Err(bad("my first line does not say where the game stands")),
            2..=12 => Err(bad("the board is not the one my moves make")),
            13..=20 => Err(bad("my weights are not written as I write them")),
            21..=27 => Err(bad("my rows of four are not written as I write them")),
            28 => Err(bad("my order among equals is not written as I write it")),
            29 => Err(bad("my lookahead is not written as I write it")),
            30 => Err(bad("my lessons are not written as I write them")),
            31..=35 => Err(bad("my steps are not written as I write them")),
            _ => Err(bad("my moves are not written as I write them")),
        }
    }

    /// Writes my state's lines, each ended by a newline.
    pub fn write(&self, out: &mut Text) {
        out.push(b"connect-four: ");
        out.push(WORDS[self.status]);
        out.push(b"\n");
        self.board(out);
        out.push(b"\nwhat a disc is worth to its side on each cell:\n      1   2   3   4   5   6   7\n");
        let mut at: usize = 0;
        while at < 42 {
            if at % 7 == 0 {
                out.push(&[b' ', b'6' - (at / 7) as u8, b' ']);
            }
            number(out, self.mind.weights[at], 4);
            if at % 7 == 6 {
                out.push(b"\n");
            }
            at += 1;
        }
        out.push(b"what a row of four with discs of one side only is worth to that side:\n");
        out.push(b"   1 disc   2 discs\n");
        number(out, self.mind.rows[0], 9);
        number(out, self.mind.rows[1], 10);
        out.push(b"\n   3 discs, by the row of the cell left:  1 or 2   3 or 4   5 or 6\n   on its rows");
        number(out, self.mind.rows[2], 34);
        number(out, self.mind.rows[3], 9);
        number(out, self.mind.rows[4], 9);
        out.push(b"\n   off its rows");
        number(out, self.mind.rows[5], 33);
        number(out, self.mind.rows[6], 9);
        number(out, self.mind.rows[7], 9);
        out.push(b"\n(its rows: 1, 3, 5 for the side that moved first, 2, 4, 6 for the other)\n");
        out.push(b"among columns I rate the same, I take first: ");
        let mut i: usize = 0;
        while i < 7 {
            out.push(if i == 0 { b"" } else { b" " });
            out.push(&[b'1' + self.mind.order[i]]);
            i += 1;
        }
        out.push(b"\nlookahead    ");
        number(out, self.mind.lookahead as i32, 4);
        out.push(b"\nlessons   ");
        number(out, self.mind.lessons as i32, 7);
        out.push(b"\nmy steps: how far my lessons asked each row's worth to move, in points,\n");
        out.push(b"in all, back and forth, then net; it moves that share of what it asks\n");
        let mut i: usize = 0;
        while i < 8 {
            out.push(match i {
                0 => b"   1 disc " as &[u8],
                1 => b", 2 discs ",
                2 => b"\n   3 discs on its rows ",
                5 => b"\n   3 discs off its rows ",
                _ => b", ",
            });
            steps(out, self.mind.all[i]);
            out.push(b"/");
            steps(out, self.mind.net[i]);
            i += 1;
        }
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
                out.push(&[if self.random >> k & 1 == 1 { b'*' } else { b' ' }, b'1' + self.moves[k]]);
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
/// for `conclude`; after one, a move begins a new game.
pub fn play(game: Game, column: usize) -> Result<Game, Refusal> {
    let mut next = game;
    match (next.status, column) {
        (ON, NO) => return Err(no(b"it is your move: give a column, such as 4", NO, b"")),
        (ON, _) => {}
        _ => {
            next.cells = [0; 42];
            next.count = 0;
            next.random = 0;
            next.first = if column == NO { 1 } else { 0 };
        }
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
        let mine = choose(&next.cells, 2, &next.mind);
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

/// Plays as `play` does, your move (`column`) made at random, by neither
/// side's choice (a training game's opening), and marks it so: my lessons
/// learn nothing across it.
pub fn play_at_random(game: Game, column: usize) -> Result<Game, Refusal> {
    let k = if game.status == ON { game.count } else { 0 };
    match play(game, column) {
        Ok(mut next) => {
            next.random |= ((column < NO) as u64) << k;
            Ok(next)
        }
        Err(refusal) => Err(refusal),
    }
}

/// After a finished game: I learn from it; after a game I lost, my
/// successor also has a new board.
pub fn conclude(game: &mut Game) {
    if game.status == WON || game.status == DRAW || game.status == LOST {
        learn(game);
    }
    if game.status == LOST {
        game.cells = [0; 42];
        game.count = 0;
        game.first = 0;
        game.random = 0;
    }
}

/// One run: reads my state, your move (`arg` and `argc`, from the
/// command line) and the `level` you ask for (see `level_asked`), and
/// writes my successor's state to `next` and what we did to `said`; or,
/// when I refuse, why to `said`, and gives false.
pub fn turn(arg: [u8; 4], argc: i32, level: i32, next: &mut Text, said: &mut Text) -> bool {
    // A level you ask for (see `level_asked`): I have none.
    if level != -1 {
        return refuse(no(b"I have no levels: MERLYN_LEVEL is for Reversi and Con-Tac-Tix", NO, b""), said);
    }
    let (before, column) = match (Game::read(state::STATE), parse_move(arg, argc)) {
        (Ok(game), Ok(column)) => (game, column),
        (Err(refusal), _) | (_, Err(refusal)) => return refuse(refusal, said),
    };
    let k = if before.status == ON { before.count } else { 0 };
    let (fresh, ended) = (before.status != ON, before.status == WON || before.status == DRAW);
    let mut after = match play(before, column) {
        Ok(game) => game,
        Err(refusal) => return refuse(refusal, said),
    };
    // A new game starts from what I know as it stands.
    if fresh {
        said.push(if ended { b"That game is over: a new one begins. I look " } else { b"A new game. I look " });
        figure(said, after.mind.lookahead as i32);
        said.push(if after.mind.lookahead == 1 { b" move ahead, " } else { b" moves ahead, " });
        if after.mind.lessons == 0 {
            said.push(b"and have learned no lesson yet.\n");
        } else {
            said.push(b"after ");
            figure(said, after.mind.lessons as i32);
            said.push(if after.mind.lessons == 1 { b" lesson.\n" } else { b" lessons.\n" });
        }
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
    // "You took 4, I took 3.", and at the end, how the game ended (the
    // driver says who won).
    if column < NO {
        said.push(b"You took ");
        said.push(&[b'1' + column as u8]);
    }
    if replied {
        said.push(if column < NO { b", I took " } else { b"I took " });
        said.push(&[b'1' + after.moves[after.count - 1]]);
    }
    said.push(b".");
    if after.status == WON || after.status == LOST {
        said.push(if after.status == WON { b" My four, " } else { b" Your four, " });
        along(said, &after.cells, if after.status == LOST { yours } else { mine });
        said.push(b".");
    }
    if after.status == DRAW {
        said.push(b" The board is full, and nobody has four.");
    }
    let (finished, lost, mind) = (after.status != ON, after.status == LOST, after.mind);
    conclude(&mut after);
    if finished {
        learned(&after.mind, &mind, lost, said);
    }
    after.write(next);
    true
}

/// Says where the four that the disc on `at` makes lies: `up column 4,
/// rows 2 to 5`, `across row 1, columns 2 to 5`, or along a diagonal,
/// `columns 2 to 5, rows 1 to 4`, lower end first.
fn along(said: &mut Text, cells: &[u8; 42], at: usize) {
    let (from, to) = ends(cells, at);
    let (fc, tc, fr, tr) = (b'1' + (from % 7) as u8, b'1' + (to % 7) as u8, b'6' - (from / 7) as u8, b'6' - (to / 7) as u8);
    if fc == tc {
        said.push(b"up column ");
        said.push(&[fc, b',', b' ', b'r', b'o', b'w', b's', b' ', fr, b' ', b't', b'o', b' ', tr]);
    } else if fr == tr {
        said.push(b"across row ");
        said.push(&[fr, b',', b' ', b'c', b'o', b'l', b'u', b'm', b'n', b's', b' ', fc, b' ', b't', b'o', b' ', tc]);
    } else {
        said.push(b"along a diagonal, columns ");
        said.push(&[fc, b' ', b't', b'o', b' ', tc, b',', b' ', b'r', b'o', b'w', b's', b' ', fr, b' ', b't', b'o', b' ', tr]);
    }
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
        let four = line[at];
        let (left, right) = if four { (b'(', b')') } else if marked { (b'[', b']') } else { (b' ', b' ') };
        said.push(&[left]);
        said.paint(b".X0"[game.cells[at] as usize], marked || four);
        said.push(&[right]);
        if at % 7 == 6 {
            said.push(&[b' ', b' ', row, b'\n']);
        }
        at += 1;
    }
    said.push(b"     1  2  3  4  5  6  7");
    said.push(if line[last % NONE] { b"    [ ] last moves, ( ) the four\n" } else { b"    [ ] last moves\n" });
}

/// The name of the weight of cell `at`, with its mirror image's: `row 3,
/// columns 3 and 5`, or `row 3, column 4`.
fn cell_name(said: &mut Text, at: usize) {
    let (r, c) = (b'6' - (at / 7) as u8, at % 7);
    said.push(b"row ");
    said.push(&[r]);
    if c == 3 {
        said.push(b", column 4");
    } else {
        said.push(b", columns ");
        said.push(&[b'1' + c as u8, b' ', b'a', b'n', b'd', b' ', b'7' - c as u8]);
    }
}

/// The names of my rows' worths, as my state's table has them.
const RANKS: [&[u8]; 8] = [
    b"1 disc",
    b"2 discs",
    b"3 discs on its rows, row 1 or 2",
    b"3 discs on its rows, row 3 or 4",
    b"3 discs on its rows, row 5 or 6",
    b"3 discs off its rows, row 1 or 2",
    b"3 discs off its rows, row 3 or 4",
    b"3 discs off its rows, row 5 or 6",
];

/// Says, in words, what I learned from the game just finished (`lost`:
/// you won it): my mind `after` the lesson, against the mind I played it
/// with, `before`; a line for each thing that changed, each within 80
/// columns.
fn learned(after: &Mind, before: &Mind, lost: bool, said: &mut Text) {
    said.push(b"\nI learned (lesson ");
    figure(said, after.lessons as i32);
    said.push(b"):");
    if after.lookahead != before.lookahead {
        said.push(b"\n- I look ");
        figure(said, after.lookahead as i32);
        said.push(if after.lookahead == 1 { b" move ahead, not " } else { b" moves ahead, not " });
        figure(said, before.lookahead as i32);
        said.push(b".");
    }
    // How many of my rows' worths moved, and the one that moved most.
    let (mut moved, mut most, mut which): (i32, i32, usize) = (0, 0, 0);
    let mut i: usize = 0;
    while i < 8 {
        let by = if after.rows[i] > before.rows[i] { after.rows[i] - before.rows[i] } else { before.rows[i] - after.rows[i] };
        moved += (by > 0) as i32;
        if by > most {
            (most, which) = (by, i);
        }
        i += 1;
    }
    if moved > 0 {
        said.push(b"\n- ");
        figure(said, moved);
        said.push(if moved == 1 { b" row's worth moved: " } else { b" rows' worths moved, the most " });
        said.push(RANKS[which]);
        said.push(b", ");
        figure(said, before.rows[which]);
        said.push(b" to ");
        figure(said, after.rows[which]);
        said.push(b".");
    }
    let rows = moved;
    // How many of my cells' weights moved (a cell and its mirror as one),
    // and the one that moved most.
    (moved, most, which) = (0, 0, 0);
    let mut at: usize = 0;
    while at < 42 {
        let by = if after.weights[at] > before.weights[at] { after.weights[at] - before.weights[at] } else { before.weights[at] - after.weights[at] };
        moved += (by > 0 && at % 7 < 4) as i32;
        if by > most {
            (most, which) = (by, at);
        }
        at += 1;
    }
    if moved > 0 {
        said.push(b"\n- the weights of ");
        figure(said, moved);
        said.push(if moved == 1 { b" cell moved, the most " } else { b" cells moved, the most " });
        cell_name(said, which / 7 * 7 + if which % 7 < 4 { which % 7 } else { 6 - which % 7 });
        said.push(b": ");
        figure(said, before.weights[which]);
        said.push(b" to ");
        figure(said, after.weights[which]);
        said.push(b".");
    }
    // The order among equals: the column that moved ahead, and the one it
    // passed.
    let mut i: usize = 0;
    while i < 7 && after.order[i] == before.order[i] {
        i += 1;
    }
    if i < 7 {
        said.push(b"\n- among columns I rate the same, I now take ");
        said.push(&[b'1' + after.order[i], b' ', b'b', b'e', b'f', b'o', b'r', b'e', b' ', b'1' + before.order[i], b'.']);
    }
    if moved == 0 && rows == 0 && i == 7 && after.lookahead == before.lookahead {
        said.push(if lost { b"\n- nothing: no change of mine would change this game." } else { b"\n- nothing new: the game went as I judged it." });
    }
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
// merlyn: a game of Connect Four that is also the program playing it.
//
// You are X, I am 0 (a zero), on an upright board of 7 columns by 6 rows.
// You move first; if you let me open, I take the middle column. A move is
// a column, 1 to 7 from the left: your disc falls to the lowest empty cell
// of it. Whoever first has four discs in a row, across, up or along a
// diagonal, wins; when the board is full and nobody has, it is a draw.
//
// Compile me, run me with your move, and I print my successor: this very
// program, with your move and my reply written into the board below.
//
//     rustc connect-four.rs -o next
//     ./next 4 | tee connect-four-next.rs
//     rustc connect-four-next.rs -o next && ./next 3 | tee connect-four-next.rs
//
// Run me with no move, before the first one, and I open the game. At the
// end of every game, won, lost or drawn, my successor has learned from it:
// what my rows of four are worth moves toward what the game showed. When
// you beat me, it also has a new board, may look further ahead, and will
// not let your same moves give the same game again.
//
// Only the lines of STATE change from one generation to the next.
// Everything else is the same in every generation, byte for byte.

// The C runtime calls my main itself: see "How I run" below.
#![no_main]

// My state: the game and where it stands (new, on, won, lost or draw); the
// board, and my face; what I know of the game: what a disc is worth on
// each cell, and what a row of four is worth to the side whose discs are
// in it; the order in which I take one of columns I rate the same; my
// lookahead, how many moves beyond my own I look; how many lessons I have
// learned; how far my lessons have asked each row's worth to move, which
// sets its steps (see "How I learn"); and the moves of the game so far,
// both of ours, in order, with a * before a move made at random, and who
// moved first.
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

/// Every row of four on the board, 69 of them, each as its four cells; and
/// for each cell, the rows of four through it (3 to 13 of them).
pub struct Fours {
    pub cells: [[usize; 4]; 69],
    pub through: [[usize; 13]; 42],
    pub count: [usize; 42],
}

impl Fours {
    /// Every row of four, found by stepping from each cell along each line.
    pub fn new() -> Fours {
        let mut fours = Fours { cells: [[0; 4]; 69], through: [[0; 13]; 42], count: [0; 42] };
        let mut n: usize = 0;
        let mut at: usize = 0;
        while at < 42 {
            let mut d: usize = 0;
            while d < 4 {
                let (r, c): (i32, i32) = ((at / 7) as i32 + 3 * ROWS[d], (at % 7) as i32 + 3 * COLUMNS[d]);
                if r < 6 && c >= 0 && c < 7 {
                    let mut k: usize = 0;
                    while k < 4 {
                        let cell = at + k * (ROWS[d] * 7 + COLUMNS[d]) as usize;
                        fours.cells[n][k] = cell;
                        fours.through[cell][fours.count[cell]] = n;
                        fours.count[cell] += 1;
                        k += 1;
                    }
                    n += 1;
                }
                d += 1;
            }
            at += 1;
        }
        fours
    }
}

// ---------------------------------------------------------------------------
// How I play.
//
// I play by three rules, the first that applies:
//
//     1. Four: a column that gives me four in a row, I take.
//     2. Block: a column that would give you four, I take.
//     3. Judgement: otherwise, the column my judgement rates best.
//
// My judgement of a board adds up what it holds for each side, mine for
// me and yours against me. Every disc is worth the weight of its cell.
// Every row of four that holds discs of one side and none of the other's
// is worth to that side what my table of rows says for 1, 2 or 3 discs;
// with 3, by the row of the cell still empty. That cell is a threat: the
// other side must never let it be filled, and so must not play below it.
// When the board fills up and every other cell is taken, whoever must
// move below a threat gives it away, and which side that is depends on
// the row: the side that moved first gains by threats on odd rows (1, 3,
// 5), the other side by threats on even rows. So a row of three counts as
// "on its rows" when its empty cell is on one of the rows that suit its
// side, and as "off its rows" when not. Generation zero's weights are the
// number of rows of four through each cell, times ten, and its rows are
// worth nothing: my lessons teach me what they are worth.
//
// With a lookahead of 0, a column is worth what it adds to my judgement of
// the board. Looking ahead, I look at every line of moves that many moves
// beyond mine, yours and mine in turn, and score a line by what its moves
// add to my judgement: mine for me, yours against me; a line that makes
// four counts WIN for its side, more than any other line, sooner more than
// later. Against each of my moves I take your best reply, and so on.
// Lines that cannot change my choice I cut short (alpha-beta): the choice
// is the one a full search makes. Among columns rated the same, I take the
// first in my order (generation zero's: from the left).

/// The most I look ahead. A lesson raises my lookahead up to this;
/// deeper, a turn that learns would take more than its second,
/// unoptimised.
pub const DEEPEST: usize = 6;

/// What four in a row is worth, more than any line of moves.
pub const WIN: i32 = 10_000_000;

/// More than any line scores.
const ALL: i32 = 1_000_000_000;

/// The order in which a search tries replies: the middle first, for good
/// moves come early there, and cut the most.
const ORDER: [usize; 7] = [3, 2, 4, 1, 5, 0, 6];

/// How many moves from the end of a line a search begins to sort its
/// replies by what each adds (see `search`).
const SORTED: usize = 3;

/// Generation zero's weights, ten times the number of rows of four through
/// each cell, in reading order.
pub const FOURS: [i32; 42] = [
    30, 40, 50, 70, 50, 40, 30,
    40, 60, 80, 100, 80, 60, 40,
    50, 80, 110, 130, 110, 80, 50,
    50, 80, 110, 130, 110, 80, 50,
    40, 60, 80, 100, 80, 60, 40,
    30, 40, 50, 70, 50, 40, 30,
];

/// The most a weight may be (and the least, 0), and the most a row may be
/// worth either way.
pub const MOST: i32 = 999;

/// What I know, and how far I look: everything my lessons change.
pub struct Mind {
    /// What a disc is worth to its side on each cell, in reading order;
    /// a cell and its mirror image across the middle column alike.
    pub weights: [i32; 42],
    /// What a row of four holding discs of one side only is worth to that
    /// side: with 1 disc, 2 discs; with 3, the cell left on its rows, in
    /// row 1 or 2, 3 or 4, 5 or 6; then off its rows, the same.
    pub rows: [i32; 8],
    /// The columns (0 to 6), in the order in which I take one of those my
    /// judgement rates the same.
    pub order: [u8; 7],
    /// How many moves beyond my own I look: 0 to DEEPEST.
    pub lookahead: usize,
    /// How many lessons I have learned.
    pub lessons: usize,
    /// My steps so far: for each row's worth, how far my lessons asked it
    /// to move, in all (back and forth), and net; see "How I learn".
    pub all: [i64; 8],
    pub net: [i64; 8],
}

impl Clone for Mind {
    fn clone(&self) -> Mind {
        *self
    }
}

impl Copy for Mind {}

/// Generation zero's mind.
pub const ZERO: Mind = Mind { weights: FOURS, rows: [0; 8], order: [0, 1, 2, 3, 4, 5, 6], lookahead: 0, lessons: 0, all: [0; 8], net: [0; 8] };

/// A board as a search keeps it: its cells, and how many discs of each
/// side (1 you, 2 me) each row of four holds, kept up to date as discs go
/// in and out, so that a move's worth is counted from the rows through its
/// cell alone.
pub struct Board {
    pub cells: [u8; 42],
    pub held: [[u8; 3]; 69],
}

/// My judgement, made ready for a search from one board: my mind, the rows
/// of four, and which side moved first (1 you, 2 me).
pub struct Judge {
    pub mind: Mind,
    pub fours: Fours,
    pub first: u8,
}

impl Judge {
    /// My judgement of boards like `cells`, where `side` is to move: the
    /// side that moved first is the one to move when the discs are even.
    pub fn new(cells: &[u8; 42], side: u8, mind: &Mind) -> Judge {
        let mut discs: usize = 0;
        let mut at: usize = 0;
        while at < 42 {
            discs += (cells[at] != 0) as usize;
            at += 1;
        }
        Judge { mind: *mind, fours: Fours::new(), first: if discs % 2 == 0 { side } else { 3 - side } }
    }

    /// `cells` as a search keeps them.
    pub fn board(&self, cells: &[u8; 42]) -> Board {
        let mut board = Board { cells: *cells, held: [[0; 3]; 69] };
        let mut n: usize = 0;
        while n < 69 {
            let mut k: usize = 0;
            while k < 4 {
                board.held[n][cells[self.fours.cells[n][k]] as usize] += 1;
                k += 1;
            }
            n += 1;
        }
        board
    }

    /// What a row of four holding `n` discs of `side` and none of the
    /// other's is worth to `side`, `gap` being its empty cell when it holds
    /// three (see `three`).
    fn row(&self, n: u8, side: u8, gap: usize) -> i32 {
        match n {
            0 => 0,
            1 => self.mind.rows[0],
            2 => self.mind.rows[1],
            _ => self.mind.rows[self.three(side, gap)],
        }
    }

    /// Which of my rows' worths a row of three discs of `side` with its
    /// empty cell on `gap` takes, 2 to 7: on its rows (odd rows and the side
    /// that moved first go together; cells 35 to 41 are row 1) or off, and
    /// the cell in row 1 or 2, 3 or 4, 5 or 6.
    pub fn three(&self, side: u8, gap: usize) -> usize {
        let off = (gap / 7 % 2 == 1) != (side == self.first);
        2 + 3 * off as usize + (5 - gap / 7) / 2
    }

    /// Puts a disc of `side` on the empty cell `at` of `board`, and gives
    /// what it adds to its side's judgement (see `worth`).
    pub fn put(&self, board: &mut Board, at: usize, side: u8) -> i32 {
        let value = self.worth(board, at, side);
        board.cells[at] = side;
        let mut i: usize = 0;
        while i < self.fours.count[at] {
            board.held[self.fours.through[at][i]][side as usize] += 1;
            i += 1;
        }
        value
    }

    /// What a disc of `side` on the empty cell `at` of `board` would add
    /// to its side's judgement (the weight of its cell, what each row of
    /// four through it gains for `side` and what it takes from the
    /// other's), or WIN when it makes four; the board left as it is: for
    /// the last move of a line, after which nothing is looked at, and for
    /// the order of moves, nothing need be put.
    pub fn worth(&self, board: &Board, at: usize, side: u8) -> i32 {
        let (me, you): (usize, usize) = (side as usize, 3 - side as usize);
        let mut value: i32 = self.mind.weights[at];
        let mut i: usize = 0;
        while i < self.fours.count[at] {
            let n = self.fours.through[at][i];
            let (mine, yours): (u8, u8) = (board.held[n][me], board.held[n][you]);
            if yours == 0 && mine == 3 {
                return WIN;
            } else if yours == 0 {
                // Three with it: the row's other empty cell.
                let mut gap: usize = at;
                let mut k: usize = 0;
                while mine == 2 && k < 4 {
                    let cell = self.fours.cells[n][k];
                    gap = if cell != at && board.cells[cell] == 0 { cell } else { gap };
                    k += 1;
                }
                value += self.row(mine + 1, side, gap) - self.row(mine, side, gap);
            } else if mine == 0 {
                value += self.row(yours, 3 - side, at);
            }
            i += 1;
        }
        value
    }

    /// Takes the disc of `side` off the cell `at` of `board` again.
    pub fn take(&self, board: &mut Board, at: usize, side: u8) {
        board.cells[at] = 0;
        let mut i: usize = 0;
        while i < self.fours.count[at] {
            let n = self.fours.through[at][i];
            board.held[n][side as usize] -= 1;
            i += 1;
        }
    }
}

/// The score for `side`, to move on `board`, of its best line `plies`
/// moves long, by `judge`. Exact when it falls between `floor` and
/// `ceiling`; else at most `floor`, or at least `ceiling`.
pub fn search(board: &mut Board, side: u8, plies: usize, judge: &Judge, floor: i32, ceiling: i32) -> i32 {
    if plies == 0 {
        return 0;
    }
    let (mut best, mut floor): (i32, i32) = (0 - ALL, floor);
    // The columns in the order I try them: ORDER near the end of a line;
    // further from it, those whose move alone adds the most first, for a
    // good move tried early cuts the most. (The order changes how much I
    // look at, never a score between `floor` and `ceiling`.)
    let mut order = ORDER;
    let mut i: usize = 0;
    if plies >= SORTED {
        let mut worth = [0i32; 7];
        while i < 7 {
            let at = land(&board.cells, order[i]);
            if at < NONE {
                worth[i] = judge.worth(board, at, side);
            } else {
                worth[i] = 0 - ALL;
            }
            // Into its place among those before it, after any as good.
            let mut j: usize = i;
            while j > 0 && worth[j] > worth[j - 1] {
                (worth[j], worth[j - 1]) = (worth[j - 1], worth[j]);
                (order[j], order[j - 1]) = (order[j - 1], order[j]);
                j -= 1;
            }
            i += 1;
        }
        i = 0;
    }
    while i < 7 && best < ceiling {
        let at = land(&board.cells, order[i]);
        i += 1;
        if at == NONE {
            continue;
        }
        // The last move of a line is weighed where it stands, unplayed.
        let value = if plies == 1 {
            let worth = judge.worth(board, at, side);
            if worth == WIN { WIN + 1 } else { worth }
        } else {
            let worth = judge.put(board, at, side);
            let value = if worth == WIN {
                WIN + plies as i32
            } else {
                worth - search(board, 3 - side, plies - 1, judge, worth - ceiling, worth - floor)
            };
            judge.take(board, at, side);
            value
        };
        best = if value > best { value } else { best };
        floor = if value > floor { value } else { floor };
    }
    // A full board: a draw, worth nothing more.
    if best == 0 - ALL { 0 } else { best }
}

/// The score of `side` playing `column` on `board` (not full), looking
/// `lookahead` moves beyond it, by `judge`; exact between `floor` and
/// `ceiling`, as `search`.
pub fn score(board: &mut Board, side: u8, column: usize, judge: &Judge, floor: i32, ceiling: i32) -> i32 {
    let at = land(&board.cells, column);
    let worth = judge.put(board, at, side);
    let lookahead = judge.mind.lookahead;
    let value = if worth == WIN {
        WIN + lookahead as i32 + 1
    } else {
        worth - search(board, 3 - side, lookahead, judge, worth - ceiling, worth - floor)
    };
    judge.take(board, at, side);
    value
}

/// The column `side` plays on `cells` by rule 3, its judgement, and its
/// score; passing `not`, the best column but `not`. NO when there is none.
/// Last, the next column in my order that scores as well (NO: none).
pub fn best(cells: &[u8; 42], side: u8, judge: &Judge, not: usize) -> (usize, i32, usize) {
    let mut board = judge.board(cells);
    let (mut top, mut choice, mut tied): (i32, usize, usize) = (0 - ALL, NO, NO);
    let mut i: usize = 0;
    while i < 7 {
        let column = judge.mind.order[i] as usize;
        if column != not && land(cells, column) < NONE {
            // Exact from a point below the best so far, to see a tie.
            let value = score(&mut board, side, column, judge, top - 1, ALL);
            if choice == NO || value > top {
                (top, choice, tied) = (value, column, NO);
            } else if value == top && tied == NO {
                tied = column;
            }
        }
        i += 1;
    }
    (choice, top, tied)
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
/// with `mind`.
pub fn choose(cells: &[u8; 42], side: u8, mind: &Mind) -> usize {
    let mine = winning(cells, side);
    if mine < NO {
        return mine;
    }
    let yours = winning(cells, 3 - side);
    if yours < NO {
        return yours;
    }
    best(cells, side, &Judge::new(cells, side, mind), NO).0
}

/// Replays the first `count` of `moves`, the first made by `first` (0 you,
/// 1 me), as I would play my own with `mind` (when `mine`; else my moves
/// are not looked at). Gives the board; who is to move next (0 you, 1 me,
/// 2 nobody: the game is over; 3: a move is into a full column, or after
/// the end); and the first of my moves I would now play otherwise (NONE:
/// none).
pub fn replay(moves: &[u8; 42], count: usize, first: usize, mind: &Mind, mine: bool) -> ([u8; 42], usize, usize) {
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
        if mine && side == 1 && otherwise == NONE && choose(&cells, 2, mind) != column {
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
// After every game, won, lost or drawn, I learn what a board is worth
// (the second lesson below): a win confirms my judgement, a loss corrects
// it, a draw nudges it. When you beat me, I learn two more things from
// the game: the first and third lessons below.
//
// First, to look further ahead: I play the game again, one move further
// ahead than I played it, then two, and so on up to DEEPEST. At the first
// lookahead at which I would have played otherwise at one of my moves (a
// reply of yours I did not see coming), the loss was there to be seen: I
// look that far ahead from now on.
//
// Second, what a board is worth, by temporal differences (as programs have
// learned backgammon, Othello and chess from their own games): after each
// move of either side, I judge the board at the end of the line my search
// from there looks at (its leaf), as the side that moved first sees it,
// and turn my judgement into the chance that it wins (a judgement of 0 is
// even; SURE more is three in four). The chance at each board should have
// been what followed: at the end, the result; before, the chance two moves
// later, after the same side's next move, blended with what followed that
// (LAMBDA weighs how far ahead I look). Every row's worth moves by how
// much it counted on the boards where my chance was wrong, times the
// error, for both sides: the winner's boards teach as much as the loser's.
// A move made at random (the opening of a training game, written with a *
// among my moves, or a move of a study game below) is neither side's
// choice: I learn nothing across it, for what followed it says nothing of
// the chances before it (temporal differences do not back up through
// exploratory moves: Sutton and Barto, 2018). My cells keep generation
// zero's weights, which only the third lesson moves for a while: what I
// learn here is what my rows are worth. Learning from every game, not from
// losses alone, matters: the games I lose are the ones I misjudged, and a
// judgement taught by them alone forgets what my wins showed it.
//
// Then I study the game, as a player replays a game to learn from it: I
// play myself STUDY games, each from a board of the game drawn at random,
// both sides choosing as I do looking STUDIED moves ahead, one move in
// EXPLORE made at random, and learn from each as from the game, its boards
// judged as they stand. So one game teaches what boards like its own are
// worth, not only the one line it took. (The draws come from a stream
// seeded by my lessons and the game's moves: the same game teaches the
// same lesson.)
//
// Each row's worth takes steps of its own, which settle by themselves
// (temporal coherence, TC(lambda): Beal and Smith, 1999): I keep, for each,
// how far my lessons have asked it to move in all, back and forth, and how
// far that came to, net, in points (my steps, in my state). It moves as
// far as it is asked times the second over the first: a worth that every
// lesson pulls one way moves as far as it is asked, one pulled back and
// forth, which has found its place, less and less.
//
// Third, so that your same moves can never give the same game again, if
// any change of mine can do that: if they would, I find the last of my
// moves where the runner-up scored as well as the column I took, which I
// took for it came first in my order, and put the runner-up just before
// it. If no move of mine was such a tie, I blame the move at which I came
// nearest to playing otherwise, where neither my move nor the runner-up
// wins or loses by force (the first such, if several): there the cell my
// disc took loses weight and the cell the runner-up would have taken
// gains as much, 1, then 2, 4, and so on, until I would play otherwise
// there; if they reach their bounds first, the next nearest move, and so
// on. When no move can change, I keep my mind as the lesson left it.
// What this third lesson does to my cells serves the game just lost, and
// does not last: after every game, before the second lesson, every cell's
// weight moves a tenth of the way back to generation zero's (at least
// BACK, one point), so that my cells do not wander from it by the chance
// of which games I lost.

/// How a lesson turns a judgement into a chance: a judgement of SURE more
/// than even is a chance of three in four (e raised to SURE / SCALE is 3).
pub const SURE: f64 = 120.0;
const SCALE: f64 = SURE / 1.0986122886681098;

/// How far a chance looks ahead for its target (temporal difference).
pub const LAMBDA: f64 = 0.2;

/// How far a lesson asks a row's worth to move, in points, for a unit it
/// counted on a board where the chance was wrong by all.
pub const STEP: f64 = 11.0;

/// How many games I play myself, studying a game.
pub const STUDY: usize = 50;

/// How far the players of a study game look ahead.
pub const STUDIED: usize = 0;

/// One move in EXPLORE of a study game is made at random.
pub const EXPLORE: u64 = 10;

/// The most my steps count, in all or net, either way.
pub const FAR: i64 = 999_999_999;

/// The least a row may be worth.
pub const LEAST: i32 = 0;

/// How far, at least, each cell's weight goes back toward generation
/// zero's after every game (else a tenth of the way).
pub const BACK: i32 = 1;

/// The weight of cell `at`, pooled with its mirror image: its row, and its
/// column or the mirror one's, the nearer the left edge (0 to 23).
pub fn pooled(at: usize) -> usize {
    let c = at % 7;
    at / 7 * 4 + if c < 4 { c } else { 6 - c }
}

/// What each of my weights counts on `cells` where `first` (1 or 2) moved
/// first, as that side sees them: for each pooled cell (0 to 23), its
/// discs there less the other side's; for each row's worth (24 to 31), its
/// rows less the other side's. My judgement of the board for that side is
/// the sum of the weights times what they count.
pub fn features(cells: &[u8; 42], first: u8, judge: &Judge, out: &mut [f64; 32]) {
    let mut i: usize = 0;
    while i < 32 {
        out[i] = 0.0;
        i += 1;
    }
    let mut at: usize = 0;
    while at < 42 {
        if cells[at] != 0 {
            out[pooled(at)] += if cells[at] == first { 1.0 } else { -1.0 };
        }
        at += 1;
    }
    let board = judge.board(cells);
    let mut n: usize = 0;
    while n < 69 {
        let (you, me): (u8, u8) = (board.held[n][1], board.held[n][2]);
        let (side, count): (u8, u8) = if you == 0 { (2, me) } else { (1, you) };
        if (you == 0 || me == 0) && count > 0 && count < 4 {
            let mut gap: usize = 0;
            let mut k: usize = 0;
            while k < 4 {
                gap = if cells[judge.fours.cells[n][k]] == 0 { judge.fours.cells[n][k] } else { gap };
                k += 1;
            }
            let index: usize = if count < 3 { count as usize - 1 } else { judge.three(side, gap) };
            out[24 + index] += if side == first { 1.0 } else { -1.0 };
        }
        n += 1;
    }
}

/// The weight a lesson moves by `index` (0 to 31, as `features` counts
/// them) in `mind`.
fn weight(mind: &Mind, index: usize) -> i32 {
    if index < 24 { mind.weights[index / 4 * 7 + index % 4] } else { mind.rows[index - 24] }
}

/// The board at the end of the line my search from `cells`, `side` to
/// move, looks at: each side playing as I would, looking one move less far
/// at each move, up to `mind`'s lookahead and one; and the side that made
/// four on the way (0: none).
pub fn leaf(cells: &[u8; 42], side: u8, mind: &Mind) -> ([u8; 42], u8) {
    let (mut board, mut side): ([u8; 42], u8) = (*cells, side);
    let mut plies: usize = mind.lookahead + 1;
    while plies > 0 && land(&board, 0) + land(&board, 1) + land(&board, 2) + land(&board, 3) + land(&board, 4) + land(&board, 5) + land(&board, 6) < 7 * NONE {
        let column = choose(&board, side, &Mind { lookahead: plies - 1, ..*mind });
        let at = land(&board, column);
        board[at] = side;
        if four(&board, at, side) {
            return (board, side);
        }
        side = 3 - side;
        plies -= 1;
    }
    (board, 0)
}

/// The chance that the side that moved first wins, by `mind`, of a board
/// that counts `counted` (as `features` counts them).
pub fn chance(counted: &[f64; 32], mind: &Mind) -> f64 {
    let mut judged: f64 = 0.0;
    let mut i: usize = 0;
    while i < 32 {
        judged += weight(mind, i) as f64 * counted[i];
        i += 1;
    }
    1.0 / (1.0 + (0.0 - judged / SCALE).exp())
}

/// Adds to `change` what temporal differences ask of each weight over the
/// `n` boards of a game, each after a move, in order: what each counts
/// (`counted`) and its chance (`chances`), for the side that moved first,
/// which `won` the game (1 a win, 0 a loss, a half a draw). The target of
/// each chance, from the end back, along the boards after the moves of
/// one side, then of the other (a board after the first side's move has a
/// disc more of it than the next): the result, then blended with the
/// chance that followed. Where one of the two moves after a board was
/// random (bit k of `random`, for the move to board k; bit n for the move
/// that ended the game), that board learns nothing, and its own chance is
/// the target of the boards before it.
pub fn differences(counted: &[[f64; 32]; 43], chances: &[f64; 43], n: usize, won: f64, random: u64, change: &mut [f64; 32]) {
    let mut chain: usize = 0;
    while chain < 2 {
        let mut target: f64 = won;
        let mut j: usize = n;
        while j > 0 {
            j -= 1;
            if j % 2 == chain {
                if random >> (j + 1) & 3 != 0 {
                    target = chances[j];
                }
                let mut i: usize = 0;
                while i < 32 {
                    change[i] += (target - chances[j]) * counted[j][i];
                    i += 1;
                }
                target = LAMBDA * target + (1.0 - LAMBDA) * chances[j];
            }
        }
        chain += 1;
    }
}

/// What the boards of the game of `moves` (`count` of them, `first` of us
/// moving first: 0 you, 1 me) count, and their chances, by `mind`, for
/// `differences`: after each move but the last, the board at the end of
/// the line my search looks at (its leaf); a line that ends in four is
/// sure, and counts nothing. Gives how many.
pub fn judged(moves: &[u8; 42], count: usize, first: usize, mind: &Mind, counted: &mut [[f64; 32]; 43], chances: &mut [f64; 43]) -> usize {
    let opener: u8 = first as u8 + 1;
    let judge = Judge::new(&[0; 42], opener, mind);
    let mut cells = [0u8; 42];
    let mut k: usize = 0;
    while k + 1 < count {
        let at = land(&cells, moves[k] as usize);
        cells[at] = if (k + first) % 2 == 0 { 1 } else { 2 };
        let to_move: u8 = if (k + first) % 2 == 0 { 2 } else { 1 };
        let (end, four) = leaf(&cells, to_move, mind);
        features(&end, opener, &judge, &mut counted[k]);
        chances[k] = chance(&counted[k], mind);
        if four != 0 {
            chances[k] = if four == opener { 1.0 } else { 0.0 };
            counted[k] = [0.0; 32];
        }
        k += 1;
    }
    k
}

/// A stream of numbers for my study games (SplitMix64): the next one.
pub fn draw(stream: &mut u64) -> u64 {
    *stream = stream.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *stream;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Plays a study game from `cells`, `side` to move (1 you, 2 me), where
/// `opener` moved first: both sides choose as I do with `mind`, looking
/// STUDIED moves ahead, and one move in EXPLORE, drawn from `stream`, is
/// random. Writes what the board it starts from and those after each move
/// but the last count, and their chances, into `counted` and `chances`;
/// gives how many, the moves made at random as `differences` reads them,
/// and what the game was worth to `opener` (1 a win, 0 a loss, a half a
/// draw).
pub fn study(cells: &[u8; 42], side: u8, opener: u8, mind: &Mind, stream: &mut u64, counted: &mut [[f64; 32]; 43], chances: &mut [f64; 43]) -> (usize, u64, f64) {
    let (mut board, mut side): ([u8; 42], u8) = (*cells, side);
    let looking = Mind { lookahead: STUDIED, ..*mind };
    let judge = Judge::new(&[0; 42], opener, mind);
    let (mut n, mut random): (usize, u64) = (0, 0);
    loop {
        features(&board, opener, &judge, &mut counted[n]);
        chances[n] = chance(&counted[n], mind);
        n += 1;
        // The open columns, and my choice among them.
        let mut open = [0usize; 7];
        let mut ways: usize = 0;
        let mut column: usize = 0;
        while column < 7 {
            if land(&board, column) < NONE {
                open[ways] = column;
                ways += 1;
            }
            column += 1;
        }
        if ways == 0 {
            return (n, random, 0.5);
        }
        let column = if draw(stream) % EXPLORE == 0 {
            random |= 1u64 << n;
            open[(draw(stream) % ways as u64) as usize]
        } else {
            choose(&board, side, &looking)
        };
        let at = land(&board, column);
        board[at] = side;
        if four(&board, at, side) {
            return (n, random, if side == opener { 1.0 } else { 0.0 });
        }
        side = 3 - side;
    }
}

/// What a lesson works with: my mind, its rows' worths as fractions, and
/// my steps so far, in all and net, as fractions.
pub struct Lesson {
    pub mind: Mind,
    pub rows: [f64; 8],
    pub all: [f64; 8],
    pub net: [f64; 8],
}

impl Lesson {
    /// The lesson of `mind`.
    pub fn of(mind: &Mind) -> Lesson {
        let mut lesson = Lesson { mind: *mind, rows: [0.0; 8], all: [0.0; 8], net: [0.0; 8] };
        let mut i: usize = 0;
        while i < 8 {
            lesson.rows[i] = mind.rows[i] as f64;
            lesson.all[i] = mind.all[i] as f64;
            lesson.net[i] = mind.net[i] as f64;
            i += 1;
        }
        lesson
    }

    /// Moves each row's worth by what `change` asks, times STEP, times its
    /// steps' net over their all (all of it while it has none), and counts
    /// what was asked among its steps; then `change` is spent.
    pub fn step(&mut self, change: &mut [f64; 32]) {
        let mut i: usize = 0;
        while i < 8 {
            let asked = STEP * change[24 + i];
            let net = if self.net[i] < 0.0 { 0.0 - self.net[i] } else { self.net[i] };
            let share = if self.all[i] > 0.0 { net / self.all[i] } else { 1.0 };
            let moved = self.rows[i] + share * asked;
            let (least, most) = (LEAST as f64, MOST as f64);
            self.rows[i] = if moved > most { most } else if moved < least { least } else { moved };
            self.mind.rows[i] = whole(self.rows[i]) as i32;
            self.all[i] += if asked < 0.0 { 0.0 - asked } else { asked };
            self.net[i] += asked;
            self.mind.all[i] = bounded(whole(self.all[i]));
            self.mind.net[i] = bounded(whole(self.net[i]));
            i += 1;
        }
        let mut i: usize = 0;
        while i < 32 {
            change[i] = 0.0;
            i += 1;
        }
    }
}

/// The whole number nearest `x`.
fn whole(x: f64) -> i64 {
    if x < 0.0 { (x - 0.5) as i64 } else { (x + 0.5) as i64 }
}

/// `n`, within FAR either way.
fn bounded(n: i64) -> i64 {
    if n > FAR { FAR } else if n < 0 - FAR { 0 - FAR } else { n }
}

/// Moves my rows' worths toward what the game of `moves` (`count` of them,
/// `first` of us moving first: 0 you, 1 me, the moves of `random` made at
/// random), won by `winner` (1 you, 2 me, 0 a draw), showed, then toward
/// what my study of it shows, playing it `games` times.
pub fn lesson(moves: &[u8; 42], count: usize, first: usize, random: u64, winner: u8, mind: &mut Mind, games: usize) {
    // The side that moved first, as its discs are numbered (you are 1), and
    // what the game was worth to it.
    let opener: u8 = first as u8 + 1;
    let won: f64 = if winner == 0 { 0.5 } else if winner == opener { 1.0 } else { 0.0 };
    let mut counted = [[0.0f64; 32]; 43];
    let mut chances = [0.0f64; 43];
    let mut change = [0.0f64; 32];
    let mut lesson = Lesson::of(mind);
    let n = judged(moves, count, first, mind, &mut counted, &mut chances);
    differences(&counted, &chances, n, won, random, &mut change);
    lesson.step(&mut change);
    // My study: games from its boards, drawn from a stream that my lessons
    // and the game's moves seed.
    let mut stream: u64 = mind.lessons as u64;
    let mut k: usize = 0;
    while k < count {
        stream = draw(&mut stream) ^ moves[k] as u64;
        k += 1;
    }
    let mut g: usize = 0;
    while g < games && count > 1 {
        // The board after the game's move k, the other side to move.
        let k = (draw(&mut stream) % (count - 1) as u64) as usize;
        let mut cells = [0u8; 42];
        let mut j: usize = 0;
        while j <= k {
            cells[land(&cells, moves[j] as usize)] = if (j + first) % 2 == 0 { 1 } else { 2 };
            j += 1;
        }
        let side: u8 = if (k + first) % 2 == 0 { 2 } else { 1 };
        let (n, random, won) = study(&cells, side, opener, &lesson.mind, &mut stream, &mut counted, &mut chances);
        differences(&counted, &chances, n, won, random, &mut change);
        lesson.step(&mut change);
        g += 1;
    }
    *mind = lesson.mind;
}

/// `v` within `least` and MOST.
fn clamp(v: i32, least: i32) -> i32 {
    if v < least { least } else if v > MOST { MOST } else { v }
}

/// Learns from the game I just finished, whose moves `game` holds: what
/// it was worth, and, if I lost it, how far to look and never the same
/// game again.
pub fn learn(game: &mut Game) {
    learn_with(game, STUDY);
}

/// Learns as `learn` does, studying the game `games` times.
pub fn learn_with(game: &mut Game, games: usize) {
    let (moves, count, first) = (game.moves, game.count, game.first);
    let lost = game.status == LOST;
    // First: how far ahead.
    let mut deeper = game.mind.lookahead + 1;
    while lost && deeper <= DEEPEST {
        let mind = Mind { lookahead: deeper, ..game.mind };
        if replay(&moves, count, first, &mind, true).2 < NONE {
            game.mind.lookahead = deeper;
            break;
        }
        deeper += 1;
    }
    // Second: what the game was worth, my cells first a tenth of the way
    // (at least BACK) nearer generation zero's.
    let mut at: usize = 0;
    while at < 42 {
        let (weight, zero) = (game.mind.weights[at], FOURS[at]);
        let far = if weight > zero { weight - zero } else { zero - weight };
        let back = if far / 10 > BACK { far / 10 } else { BACK };
        game.mind.weights[at] = if far <= back { zero } else if weight > zero { weight - back } else { weight + back };
        at += 1;
    }
    let winner: u8 = if game.status == LOST { 1 } else if game.status == WON { 2 } else { 0 };
    lesson(&moves, count, first, game.random, winner, &mut game.mind, games);
    game.mind.lessons += 1;
    if !lost {
        return;
    }
    // Third: never the same game again.
    let (same, tie, taken, second) = again(&moves, count, first, &game.mind);
    if !same {
        return;
    }
    if tie < NONE {
        // The runner-up, just before the column I took.
        let mut order = [0u8; 7];
        let (mut i, mut j): (usize, usize) = (0, 0);
        while i < 7 {
            let column = game.mind.order[i];
            if column as usize == taken {
                order[j] = second as u8;
                j += 1;
            }
            if column as usize != second {
                order[j] = column;
                j += 1;
            }
            i += 1;
        }
        game.mind.order = order;
        return;
    }
    let mut blamed: u64 = 0;
    while replay(&moves, count, first, &game.mind, true).2 == NONE {
        // The nearest call not yet blamed: the board before it, the column
        // I played, and the runner-up.
        let (mut near, mut margin, mut before, mut played, mut runner): (usize, i32, [u8; 42], usize, usize) = (NONE, ALL, [0; 42], NO, NO);
        let mut cells = [0u8; 42];
        let mut k: usize = 0;
        while k < count {
            let column = moves[k] as usize;
            let mine = (k + first) % 2 == 1;
            if mine && blamed >> k & 1 == 0 && weighed(&cells, 2) {
                let judge = Judge::new(&cells, 2, &game.mind);
                let (other, next, _) = best(&cells, 2, &judge, column);
                let mut board = judge.board(&cells);
                let this = score(&mut board, 2, column, &judge, 0 - ALL, ALL);
                let open = this < WIN / 2 && this > 0 - WIN / 2 && next < WIN / 2 && next > 0 - WIN / 2;
                let apart = pooled(land(&cells, column)) != pooled(land(&cells, other));
                if open && apart && this - next < margin {
                    (near, margin, before, played, runner) = (k, this - next, cells, column, other);
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
        let mut step: i32 = 1;
        while choose(&before, 2, &game.mind) == played && (game.mind.weights[m] > 0 || game.mind.weights[r] < MOST) {
            let (down, up) = (clamp(game.mind.weights[m] - step, 0), clamp(game.mind.weights[r] + step, 0));
            game.mind.weights[m] = down;
            game.mind.weights[m / 7 * 7 + 6 - m % 7] = down;
            game.mind.weights[r] = up;
            game.mind.weights[r / 7 * 7 + 6 - r % 7] = up;
            step *= 2;
        }
    }
}

/// Plays my moves of the game of `moves` again with `mind`: would I play
/// them all the same? And the last of those my judgement chose where the
/// next column in my order scored as well: which move (NONE: none), the
/// column I took, and that next column.
fn again(moves: &[u8; 42], count: usize, first: usize, mind: &Mind) -> (bool, usize, usize, usize) {
    let (mut tie, mut taken, mut second): (usize, usize, usize) = (NONE, NO, NO);
    let mut cells = [0u8; 42];
    let mut k: usize = 0;
    while k < count {
        let column = moves[k] as usize;
        let mine = (k + first) % 2 == 1;
        if mine && weighed(&cells, 2) {
            let (choice, _, tied) = best(&cells, 2, &Judge::new(&cells, 2, mind), NO);
            if choice != column {
                return (false, NONE, NO, NO);
            }
            if tied < NO {
                (tie, taken, second) = (k, column, tied);
            }
        } else if mine && choose(&cells, 2, mind) != column {
            return (false, NONE, NO, NO);
        }
        let at = land(&cells, column);
        cells[at] = if mine { 2 } else { 1 };
        k += 1;
    }
    (true, tie, taken, second)
}

// ---------------------------------------------------------------------------
// The game: the board, what I know and the moves, read from my state.

/// A generation's state: everything that changes from one to the next.
pub struct Game {
    /// The board: 0 empty, 1 yours, 2 mine, in reading order.
    pub cells: [u8; 42],
    /// What I know, and how far I look.
    pub mind: Mind,
    /// The columns played so far, both of ours, in order (0 to 6).
    pub moves: [u8; 42],
    pub count: usize,
    /// Who moved first: 0 you, 1 me.
    pub first: usize,
    /// The moves made at random, by neither side's choice (a training
    /// game's opening): bit k for move k.
    pub random: u64,
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

/// The lines of my state.
pub const LINES: usize = 38;

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

/// The column a byte names, 1 to 7; NO when it names none.
pub fn column_of(byte: u8) -> usize {
    if byte >= b'1' && byte <= b'7' { (byte - b'1') as usize } else { NO }
}

/// Your move, from the command line (`arg`, the first bytes of its first
/// argument, and `argc`): none (NO: let me open), or a column.
pub fn parse_move(arg: [u8; 4], argc: i32) -> Result<usize, Refusal> {
    match (argc, arg) {
        (..=1, _) => Ok(NO),
        (2, [c, 0, 0, 0]) if column_of(c) < NO => Ok(column_of(c)),
        (2, _) => Err(no(b"a move is one column, 1 to 7, such as 4", NO, b"")),
        _ => Err(no(b"give one move at a time", NO, b"")),
    }
}

/// Writes `v` (-9999 to 9999) right-aligned in `width` bytes, or in as
/// many as it takes.
fn number(out: &mut Text, v: i32, width: usize) {
    let mut digits = [b' '; 6];
    let mut x: i32 = if v < 0 { 0 - v } else { v };
    let mut i: usize = 6;
    while i > 1 && (i == 6 || x > 0) {
        i -= 1;
        digits[i] = b'0' + (x % 10) as u8;
        x /= 10;
    }
    if v < 0 {
        i -= 1;
        digits[i] = b'-';
    }
    let mut pad: usize = if width > 6 - i { width - (6 - i) } else { 0 };
    while pad > 0 {
        out.push(b" ");
        pad -= 1;
    }
    while i < 6 {
        out.push(&[digits[i]]);
        i += 1;
    }
}

/// Writes the number `v` (-9999 to 9999) in as many bytes as it takes.
fn figure(out: &mut Text, v: i32) {
    let size = if v < 0 { 0 - v } else { v };
    let width: usize = if size >= 1000 { 4 } else if size >= 100 { 3 } else if size >= 10 { 2 } else { 1 };
    number(out, v, width + (v < 0) as usize);
}

/// Writes `n` (within FAR either way) in as many bytes as it takes.
fn steps(out: &mut Text, n: i64) {
    let mut digits = [b' '; 11];
    let mut at: usize = 11;
    let mut rest: u64 = if n < 0 { (0 - n) as u64 } else { n as u64 };
    loop {
        at -= 1;
        digits[at] = b'0' + (rest % 10) as u8;
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    if n < 0 {
        out.push(b"-");
    }
    while at < 11 {
        out.push(&[digits[at]]);
        at += 1;
    }
}

/// The whole number written just before byte `at` of `row`, without a
/// sign; more than FAR, or none, reads as FAR + 1.
fn whole_before(row: &[u8], at: usize) -> i64 {
    let mut i: usize = at;
    while i > 0 && row[i - 1] >= b'0' && row[i - 1] <= b'9' && at - i < 10 {
        i -= 1;
    }
    let mut v: i64 = 0;
    let mut j: usize = i;
    while j < at {
        v = v * 10 + (row[j] - b'0') as i64;
        j += 1;
    }
    let more = i > 0 && row[i - 1] >= b'0' && row[i - 1] <= b'9';
    if i == at || more || v > FAR { FAR + 1 } else { v }
}

/// The whole number written just after byte `at` of `row`, with a - or
/// without; more than FAR, or none, reads as FAR + 1.
fn whole_after(row: &[u8], at: usize) -> i64 {
    let minus = at + 1 < row.len() && row[at + 1] == b'-';
    let (mut v, mut i): (i64, usize) = (0, at + 1 + minus as usize);
    let start = i;
    while i < row.len() && row[i] >= b'0' && row[i] <= b'9' && v <= FAR {
        v = v * 10 + (row[i] - b'0') as i64;
        i += 1;
    }
    if i == start || v > FAR { FAR + 1 } else if minus { 0 - v } else { v }
}

/// The numbers of `line` from byte `from` on, separated by spaces, each
/// maybe signed, into `out` (at most its length, and up to 9999 each);
/// gives how many there are. I accept my state only as I would write it,
/// so what I read loosely here is checked after.
fn numbers(line: &[u8], from: usize, out: &mut [i32]) -> usize {
    let mut n: usize = 0;
    let mut i = from;
    while i < line.len() && n < out.len() {
        if line[i] == b'-' || (line[i] >= b'0' && line[i] <= b'9') {
            let minus = line[i] == b'-';
            i += minus as usize;
            let mut v: i32 = 0;
            while i < line.len() && line[i] >= b'0' && line[i] <= b'9' {
                v = if v < 1000 { v * 10 + (line[i] - b'0') as i32 } else { v };
                i += 1;
            }
            out[n] = if minus { 0 - v } else { v };
            n += 1;
        } else {
            i += 1;
        }
    }
    n
}

impl Game {
    /// Reads my state's lines, and checks that they are a position this
    /// game can reach: the moves, replayed from the start, must go into
    /// columns that are not full, mine must be the ones I would choose
    /// (but for a game I won or drew, which I have learned from since I
    /// played it: that it ended so is enough), and they must give my
    /// board; my weights must keep their bounds and a cell its mirror
    /// image's; and my state must be as I would write it.
    pub fn read(lines: &[&str]) -> Result<Game, Refusal> {
        if lines.len() != LINES {
            return Err(bad("my state is not 38 lines"));
        }
        let mut game = Game { cells: [0; 42], mind: ZERO, moves: [0; 42], count: 0, first: 0, random: 0, status: ON };
        // The weights: row 6 on line 14, after the row's number.
        let mut r: usize = 0;
        while r < 6 {
            let mut row = [0i32; 7];
            if numbers(lines[14 + r].as_bytes(), 3, &mut row) != 7 {
                return Err(bad("my weights are not written as I write them"));
            }
            let mut c: usize = 0;
            while c < 7 {
                if row[c] < 0 || row[c] > MOST || row[c] != row[6 - c] {
                    return Err(bad("a weight is out of its bounds, or not its mirror's"));
                }
                game.mind.weights[r * 7 + c] = row[c];
                c += 1;
            }
            r += 1;
        }
        // The rows of four: with 1 and 2 discs on line 22, with 3 on lines
        // 24 and 25, after their labels.
        let mut three = [0i32; 3];
        let ones = numbers(lines[22].as_bytes(), 0, &mut game.mind.rows[0..2]);
        let on = numbers(lines[24].as_bytes(), 15, &mut three);
        game.mind.rows[2] = three[0];
        game.mind.rows[3] = three[1];
        game.mind.rows[4] = three[2];
        let off = numbers(lines[25].as_bytes(), 15, &mut three);
        game.mind.rows[5] = three[0];
        game.mind.rows[6] = three[1];
        game.mind.rows[7] = three[2];
        if ones != 2 || on != 3 || off != 3 {
            return Err(bad("my rows of four are not written as I write them"));
        }
        let mut k: usize = 0;
        while k < 8 {
            if game.mind.rows[k] < LEAST || game.mind.rows[k] > MOST {
                return Err(bad("a row's worth is out of its bounds"));
            }
            k += 1;
        }
        // My order among equals, on line 27 after its label: each column
        // once.
        let mut order = [0i32; 7];
        let mut seen: usize = 0;
        numbers(lines[27].as_bytes(), 44, &mut order);
        k = 0;
        while k < 7 {
            seen |= if order[k] >= 1 && order[k] <= 7 { 1 << order[k] } else { 1 };
            game.mind.order[k] = (order[k] - 1) as u8;
            k += 1;
        }
        if seen != 0xfe {
            return Err(bad("my order among equals is not the seven columns"));
        }
        // The lookahead and the lessons, on lines 28 and 29.
        let mut deep = [0i32; 1];
        numbers(lines[28].as_bytes(), 9, &mut deep);
        if deep[0] < 0 || deep[0] > DEEPEST as i32 {
            return Err(bad("my lookahead is out of its bounds"));
        }
        game.mind.lookahead = deep[0] as usize;
        let mut lessons = [0i32; 1];
        numbers(lines[29].as_bytes(), 7, &mut lessons);
        game.mind.lessons = if lessons[0] > 0 { lessons[0] as usize } else { 0 };
        // My steps: in all, then net, of each row's worth in the order of
        // my table, written as pairs ALL/NET, on lines 32 to 34.
        let mut i: usize = 0;
        let mut line: usize = 32;
        while line < 35 {
            let row = lines[line].as_bytes();
            let mut at: usize = 0;
            while at < row.len() && i < 8 {
                if row[at] == b'/' {
                    game.mind.all[i] = whole_before(row, at);
                    game.mind.net[i] = whole_after(row, at);
                    i += 1;
                }
                at += 1;
            }
            line += 1;
        }
        i = 0;
        while i < 8 {
            let (all, net) = (game.mind.all[i], game.mind.net[i]);
            if all < 0 || all > FAR || net > all || net < 0 - all {
                return Err(bad("my steps are not written as I write them"));
            }
            i += 1;
        }
        // Who moved first, then the moves: 21 to a line, from line 36 on,
        // after a 7-byte label, each a space and a digit, or a * and a
        // digit when the move was made at random.
        game.first = if lines[35].len() == 15 { 1 } else { 0 };
        let mut k: usize = 0;
        while k < 42 && k == game.count {
            let row = lines[k / 21 + 36].as_bytes();
            let i = 7 + k % 21 * 2;
            if row.len() > i + 1 && (row[i] == b' ' || row[i] == b'*') && row[i + 1] >= b'1' && row[i + 1] <= b'7' {
                game.moves[k] = row[i + 1] - b'1';
                game.random |= ((row[i] == b'*') as u64) << k;
                game.count += 1;
            }
            k += 1;
        }
        // A game over, won or drawn, as my first line says (and the
        // replay must show), I have learned from since, and may now play
        // otherwise: my moves in it are not looked at again.
        let over = lines[0].ends_with(": won") || lines[0].ends_with(": draw");
        let (cells, side, otherwise) = replay(&game.moves, game.count, game.first, &game.mind, !over);
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
        // A move made at random is one of yours, never mine.
        let mut mine_at_random = false;
        k = 0;
        while k < game.count {
            mine_at_random = mine_at_random || (game.random >> k & 1 == 1 && (k + game.first) % 2 == 1);
            k += 1;
        }
        if game.status == 5 || (otherwise < NONE && game.status != WON && game.status != DRAW) || mine_at_random {
            return Err(bad("my moves are not a game I would play"));
        }
        let mut text = Text::empty();
        game.write(&mut text);
        match text.differs(lines) {
            0 => Ok(game),
            1 => Err(bad("my first line does not say where the game stands")),
            2..=12 => Err(bad("the board is not the one my moves make")),
            13..=20 => Err(bad("my weights are not written as I write them")),
            21..=27 => Err(bad("my rows of four are not written as I write them")),
            28 => Err(bad("my order among equals is not written as I write it")),
            29 => Err(bad("my lookahead is not written as I write it")),
            30 => Err(bad("my lessons are not written as I write them")),
            31..=35 => Err(bad("my steps are not written as I write them")),
            _ => Err(bad("my moves are not written as I write them")),
        }
    }

    /// Writes my state's lines, each ended by a newline.
    pub fn write(&self, out: &mut Text) {
        out.push(b"connect-four: ");
        out.push(WORDS[self.status]);
        out.push(b"\n");
        self.board(out);
        out.push(b"\nwhat a disc is worth to its side on each cell:\n      1   2   3   4   5   6   7\n");
        let mut at: usize = 0;
        while at < 42 {
            if at % 7 == 0 {
                out.push(&[b' ', b'6' - (at / 7) as u8, b' ']);
            }
            number(out, self.mind.weights[at], 4);
            if at % 7 == 6 {
                out.push(b"\n");
            }
            at += 1;
        }
        out.push(b"what a row of four with discs of one side only is worth to that side:\n");
        out.push(b"   1 disc   2 discs\n");
        number(out, self.mind.rows[0], 9);
        number(out, self.mind.rows[1], 10);
        out.push(b"\n   3 discs, by the row of the cell left:  1 or 2   3 or 4   5 or 6\n   on its rows");
        number(out, self.mind.rows[2], 34);
        number(out, self.mind.rows[3], 9);
        number(out, self.mind.rows[4], 9);
        out.push(b"\n   off its rows");
        number(out, self.mind.rows[5], 33);
        number(out, self.mind.rows[6], 9);
        number(out, self.mind.rows[7], 9);
        out.push(b"\n(its rows: 1, 3, 5 for the side that moved first, 2, 4, 6 for the other)\n");
        out.push(b"among columns I rate the same, I take first: ");
        let mut i: usize = 0;
        while i < 7 {
            out.push(if i == 0 { b"" } else { b" " });
            out.push(&[b'1' + self.mind.order[i]]);
            i += 1;
        }
        out.push(b"\nlookahead    ");
        number(out, self.mind.lookahead as i32, 4);
        out.push(b"\nlessons   ");
        number(out, self.mind.lessons as i32, 7);
        out.push(b"\nmy steps: how far my lessons asked each row's worth to move, in points,\n");
        out.push(b"in all, back and forth, then net; it moves that share of what it asks\n");
        let mut i: usize = 0;
        while i < 8 {
            out.push(match i {
                0 => b"   1 disc " as &[u8],
                1 => b", 2 discs ",
                2 => b"\n   3 discs on its rows ",
                5 => b"\n   3 discs off its rows ",
                _ => b", ",
            });
            steps(out, self.mind.all[i]);
            out.push(b"/");
            steps(out, self.mind.net[i]);
            i += 1;
        }
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
                out.push(&[if self.random >> k & 1 == 1 { b'*' } else { b' ' }, b'1' + self.moves[k]]);
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
/// for `conclude`; after one, a move begins a new game.
pub fn play(game: Game, column: usize) -> Result<Game, Refusal> {
    let mut next = game;
    match (next.status, column) {
        (ON, NO) => return Err(no(b"it is your move: give a column, such as 4", NO, b"")),
        (ON, _) => {}
        _ => {
            next.cells = [0; 42];
            next.count = 0;
            next.random = 0;
            next.first = if column == NO { 1 } else { 0 };
        }
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
        let mine = choose(&next.cells, 2, &next.mind);
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

/// Plays as `play` does, your move (`column`) made at random, by neither
/// side's choice (a training game's opening), and marks it so: my lessons
/// learn nothing across it.
pub fn play_at_random(game: Game, column: usize) -> Result<Game, Refusal> {
    let k = if game.status == ON { game.count } else { 0 };
    match play(game, column) {
        Ok(mut next) => {
            next.random |= ((column < NO) as u64) << k;
            Ok(next)
        }
        Err(refusal) => Err(refusal),
    }
}

/// After a finished game: I learn from it; after a game I lost, my
/// successor also has a new board.
pub fn conclude(game: &mut Game) {
    if game.status == WON || game.status == DRAW || game.status == LOST {
        learn(game);
    }
    if game.status == LOST {
        game.cells = [0; 42];
        game.count = 0;
        game.first = 0;
        game.random = 0;
    }
}

/// One run: reads my state, your move (`arg` and `argc`, from the
/// command line) and the `level` you ask for (see `level_asked`), and
/// writes my successor's state to `next` and what we did to `said`; or,
/// when I refuse, why to `said`, and gives false.
pub fn turn(arg: [u8; 4], argc: i32, level: i32, next: &mut Text, said: &mut Text) -> bool {
    // A level you ask for (see `level_asked`): I have none.
    if level != -1 {
        return refuse(no(b"I have no levels: MERLYN_LEVEL is for Reversi and Con-Tac-Tix", NO, b""), said);
    }
    let (before, column) = match (Game::read(state::STATE), parse_move(arg, argc)) {
        (Ok(game), Ok(column)) => (game, column),
        (Err(refusal), _) | (_, Err(refusal)) => return refuse(refusal, said),
    };
    let k = if before.status == ON { before.count } else { 0 };
    let (fresh, ended) = (before.status != ON, before.status == WON || before.status == DRAW);
    let mut after = match play(before, column) {
        Ok(game) => game,
        Err(refusal) => return refuse(refusal, said),
    };
    // A new game starts from what I know as it stands.
    if fresh {
        said.push(if ended { b"That game is over: a new one begins. I look " } else { b"A new game. I look " });
        figure(said, after.mind.lookahead as i32);
        said.push(if after.mind.lookahead == 1 { b" move ahead, " } else { b" moves ahead, " });
        if after.mind.lessons == 0 {
            said.push(b"and have learned no lesson yet.\n");
        } else {
            said.push(b"after ");
            figure(said, after.mind.lessons as i32);
            said.push(if after.mind.lessons == 1 { b" lesson.\n" } else { b" lessons.\n" });
        }
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
    // "You took 4, I took 3.", and at the end, how the game ended (the
    // driver says who won).
    if column < NO {
        said.push(b"You took ");
        said.push(&[b'1' + column as u8]);
    }
    if replied {
        said.push(if column < NO { b", I took " } else { b"I took " });
        said.push(&[b'1' + after.moves[after.count - 1]]);
    }
    said.push(b".");
    if after.status == WON || after.status == LOST {
        said.push(if after.status == WON { b" My four, " } else { b" Your four, " });
        along(said, &after.cells, if after.status == LOST { yours } else { mine });
        said.push(b".");
    }
    if after.status == DRAW {
        said.push(b" The board is full, and nobody has four.");
    }
    let (finished, lost, mind) = (after.status != ON, after.status == LOST, after.mind);
    conclude(&mut after);
    if finished {
        learned(&after.mind, &mind, lost, said);
    }
    after.write(next);
    true
}

/// Says where the four that the disc on `at` makes lies: `up column 4,
/// rows 2 to 5`, `across row 1, columns 2 to 5`, or along a diagonal,
/// `columns 2 to 5, rows 1 to 4`, lower end first.
fn along(said: &mut Text, cells: &[u8; 42], at: usize) {
    let (from, to) = ends(cells, at);
    let (fc, tc, fr, tr) = (b'1' + (from % 7) as u8, b'1' + (to % 7) as u8, b'6' - (from / 7) as u8, b'6' - (to / 7) as u8);
    if fc == tc {
        said.push(b"up column ");
        said.push(&[fc, b',', b' ', b'r', b'o', b'w', b's', b' ', fr, b' ', b't', b'o', b' ', tr]);
    } else if fr == tr {
        said.push(b"across row ");
        said.push(&[fr, b',', b' ', b'c', b'o', b'l', b'u', b'm', b'n', b's', b' ', fc, b' ', b't', b'o', b' ', tc]);
    } else {
        said.push(b"along a diagonal, columns ");
        said.push(&[fc, b' ', b't', b'o', b' ', tc, b',', b' ', b'r', b'o', b'w', b's', b' ', fr, b' ', b't', b'o', b' ', tr]);
    }
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
        let four = line[at];
        let (left, right) = if four { (b'(', b')') } else if marked { (b'[', b']') } else { (b' ', b' ') };
        said.push(&[left]);
        said.paint(b".X0"[game.cells[at] as usize], marked || four);
        said.push(&[right]);
        if at % 7 == 6 {
            said.push(&[b' ', b' ', row, b'\n']);
        }
        at += 1;
    }
    said.push(b"     1  2  3  4  5  6  7");
    said.push(if line[last % NONE] { b"    [ ] last moves, ( ) the four\n" } else { b"    [ ] last moves\n" });
}

/// The name of the weight of cell `at`, with its mirror image's: `row 3,
/// columns 3 and 5`, or `row 3, column 4`.
fn cell_name(said: &mut Text, at: usize) {
    let (r, c) = (b'6' - (at / 7) as u8, at % 7);
    said.push(b"row ");
    said.push(&[r]);
    if c == 3 {
        said.push(b", column 4");
    } else {
        said.push(b", columns ");
        said.push(&[b'1' + c as u8, b' ', b'a', b'n', b'd', b' ', b'7' - c as u8]);
    }
}

/// The names of my rows' worths, as my state's table has them.
const RANKS: [&[u8]; 8] = [
    b"1 disc",
    b"2 discs",
    b"3 discs on its rows, row 1 or 2",
    b"3 discs on its rows, row 3 or 4",
    b"3 discs on its rows, row 5 or 6",
    b"3 discs off its rows, row 1 or 2",
    b"3 discs off its rows, row 3 or 4",
    b"3 discs off its rows, row 5 or 6",
];

/// Says, in words, what I learned from the game just finished (`lost`:
/// you won it): my mind `after` the lesson, against the mind I played it
/// with, `before`; a line for each thing that changed, each within 80
/// columns.
fn learned(after: &Mind, before: &Mind, lost: bool, said: &mut Text) {
    said.push(b"\nI learned (lesson ");
    figure(said, after.lessons as i32);
    said.push(b"):");
    if after.lookahead != before.lookahead {
        said.push(b"\n- I look ");
        figure(said, after.lookahead as i32);
        said.push(if after.lookahead == 1 { b" move ahead, not " } else { b" moves ahead, not " });
        figure(said, before.lookahead as i32);
        said.push(b".");
    }
    // How many of my rows' worths moved, and the one that moved most.
    let (mut moved, mut most, mut which): (i32, i32, usize) = (0, 0, 0);
    let mut i: usize = 0;
    while i < 8 {
        let by = if after.rows[i] > before.rows[i] { after.rows[i] - before.rows[i] } else { before.rows[i] - after.rows[i] };
        moved += (by > 0) as i32;
        if by > most {
            (most, which) = (by, i);
        }
        i += 1;
    }
    if moved > 0 {
        said.push(b"\n- ");
        figure(said, moved);
        said.push(if moved == 1 { b" row's worth moved: " } else { b" rows' worths moved, the most " });
        said.push(RANKS[which]);
        said.push(b", ");
        figure(said, before.rows[which]);
        said.push(b" to ");
        figure(said, after.rows[which]);
        said.push(b".");
    }
    let rows = moved;
    // How many of my cells' weights moved (a cell and its mirror as one),
    // and the one that moved most.
    (moved, most, which) = (0, 0, 0);
    let mut at: usize = 0;
    while at < 42 {
        let by = if after.weights[at] > before.weights[at] { after.weights[at] - before.weights[at] } else { before.weights[at] - after.weights[at] };
        moved += (by > 0 && at % 7 < 4) as i32;
        if by > most {
            (most, which) = (by, at);
        }
        at += 1;
    }
    if moved > 0 {
        said.push(b"\n- the weights of ");
        figure(said, moved);
        said.push(if moved == 1 { b" cell moved, the most " } else { b" cells moved, the most " });
        cell_name(said, which / 7 * 7 + if which % 7 < 4 { which % 7 } else { 6 - which % 7 });
        said.push(b": ");
        figure(said, before.weights[which]);
        said.push(b" to ");
        figure(said, after.weights[which]);
        said.push(b".");
    }
    // The order among equals: the column that moved ahead, and the one it
    // passed.
    let mut i: usize = 0;
    while i < 7 && after.order[i] == before.order[i] {
        i += 1;
    }
    if i < 7 {
        said.push(b"\n- among columns I rate the same, I now take ");
        said.push(&[b'1' + after.order[i], b' ', b'b', b'e', b'f', b'o', b'r', b'e', b' ', b'1' + before.order[i], b'.']);
    }
    if moved == 0 && rows == 0 && i == 7 && after.lookahead == before.lookahead {
        said.push(if lost { b"\n- nothing: no change of mine would change this game." } else { b"\n- nothing new: the game went as I judged it." });
    }
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
