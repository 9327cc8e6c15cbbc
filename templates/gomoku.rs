// merlyn: a game of Gomoku that is also the program playing it.
//
// You are X, I am 0 (a zero), on a board of 15 by 15 cells. You move
// first; if you let me open, I take the centre, h8. A move is a cell, its
// column a-o then its row 1-15, row 1 at the bottom as in chess: h8, or
// j10. Whoever first has five or more stones in a row, across, down or
// along a diagonal, wins; when the board is full and nobody has, it is a
// draw.
//
// Compile me, run me with your move, and I print my successor: this very
// program, with your move and my reply written into the board below.
//
//     rustc gomoku.rs -o next
//     ./next h8 | tee gomoku-next.rs
//     rustc gomoku-next.rs -o next && ./next j10 | tee gomoku-next.rs
//
// Run me with no move, before the first one, and I open the game. When a
// game ends, my successor has learned from it what boards are worth to
// me, and maybe to look further ahead; when you beat me, it also has a
// new board.
//
// Only the lines of STATE change from one generation to the next.
// Everything else is the same in every generation, byte for byte.

// The C runtime calls my main itself: see "How I run" below.
#![no_main]

// My state: the game and where it stands (new, on, won, lost or draw); the
// board, and my face; my weights, what each pattern of stones a move makes
// is worth to me; my values, what each window of five cells is worth to me
// on the board, which my lessons teach me; my lookahead, how many of my
// moves ahead I look for a win by threats, mine or yours; my lessons, how
// many games I have learned from; how far my lessons have asked each value
// to move, which sets its steps (see "How I learn"); and the moves of the
// game so far, both of ours, in order, a move made at random written in
// capitals, and who moved first.
// (My state is a module of its own so that rustc, compiling my
// successor, builds that module anew and reuses the rest of me.)
mod state {
    pub static STATE: &[&str] = &[
        "gomoku: new",
        "      a b c d e f g h i j k l m n o",
        "    +-------------------------------+",
        " 15 | . . . . . . . . . . . . . . . | 15",
        " 14 | . . . . . . . . . . . . . . . | 14",
        " 13 | . . . . . . . . . . . . . . . | 13",
        " 12 | . . . . . . . . . . . . . . . | 12",
        " 11 | . . . . . . . . . . . . . . . | 11",
        " 10 | . . . . . . . . . . . . . . . | 10",
        "  9 | . . . . . . . . . . . . . . . |  9",
        "  8 | . . . . . . . . . . . . . . . |  8",
        "  7 | . . . . . . . . . . . . . . . |  7",
        "  6 | . . . . . . . . . . . . . . . |  6",
        "  5 | . . . . . . . . . . . . . . . |  5",
        "  4 | . . . . . . . . . . . . . . . |  4",
        "  3 | . . . . . . . . . . . . . . . |  3",
        "  2 | . . . . . . . . . . . . . . . |  2",
        "  1 | . . . . . . . . . . . . . . . |  1",
        "    +-------------------------------+",
        "      a b c d e f g h i j k l m n o     :-|",
        "",
        "my weights      mine  yours",
        "five            5000   5000",
        "straight four    900    800",
        "four             400    300",
        "broken four      350    250",
        "straight three    90     80",
        "three             30     20",
        "broken three      70     60",
        "two                8      7",
        "one                2      1",
        "my values       mine  yours",
        "1 in a window     +0     +0",
        "2 in a window     +0     +0",
        "3 in a window     +0     +0",
        "4 in a window     +0     +0",
        "lookahead          0",
        "lessons            0",
        "my steps: how far my lessons asked each value to move, in points, in all,",
        "back and forth, then net; a value moves that share of what it is asked",
        "1 in a window: mine 0/0, yours 0/0",
        "2 in a window: mine 0/0, yours 0/0",
        "3 in a window: mine 0/0, yours 0/0",
        "4 in a window: mine 0/0, yours 0/0",
        "moves:",
        "  1- 15:",
        " 16- 30:",
        " 31- 45:",
        " 46- 60:",
        " 61- 75:",
        " 76- 90:",
        " 91-105:",
        "106-120:",
        "121-135:",
        "136-150:",
        "151-165:",
        "166-180:",
        "181-195:",
        "196-210:",
        "211-225:",
    ];
}

// ---------------------------------------------------------------------------
// The board. Its cells are numbered in reading order, from the top row,
// row 15, from a to o, to the bottom one, row 1: a15 is 0, o15 is 14, a1
// is 210, o1 is 224, and h8, the centre, is 112. A cell holds 0 (empty), 1
// (yours) or 2 (mine).
//
// My board is 15 by 15, but Gomoku's rules are the same on any square
// board, and I play on any from 5 by 5 to 20 by 20 when a program that
// runs me asks (a Gomocup manager's START 20): so what I count on the
// board, I count on a board of `size` by `size`, numbered the same way,
// kept in room for the widest.
//
// Every move compiles me anew, and the compiler takes longest over numbers
// whose type it must work out: so a typed value stands first in each sum
// I write, and every counter has its type.

/// The side of my board, in cells.
pub const SIZE: usize = 15;

/// The side of the widest board I play on, and the room its cells take.
pub const WIDEST: usize = 20;
pub const ROOM: usize = WIDEST * WIDEST;

/// No cell: off the board, or no move.
pub const NONE: usize = ROOM;

/// The centre of a board of `size`, where I open: h8 on mine.
pub fn centre(size: usize) -> usize {
    size / 2 * size + size / 2
}

/// The four lines through a cell, as the Tick5 tutorial walks them: south,
/// east, south-east and north-east, each a step in rows (down the board)
/// and in columns.
const ROWS: [i32; 4] = [1, 0, 1, -1];
const COLUMNS: [i32; 4] = [0, 1, 1, 1];

/// The cell `k` steps from `at` along line `d` (backwards when `k` is
/// negative) on a board of `size`; NONE when that is off the board.
pub fn cell(size: usize, at: usize, d: usize, k: i32) -> usize {
    let n: i32 = size as i32;
    let r: i32 = (at / size) as i32 + k * ROWS[d];
    let c: i32 = (at % size) as i32 + k * COLUMNS[d];
    if r < 0 || r >= n || c < 0 || c >= n { NONE } else { (r * n + c) as usize }
}

/// The nine cells from four steps back to four on along line `d` through
/// `at` (`at` the fifth): what each holds (0 nothing, 1 a stone of yours, 2
/// of mine), and 3 off the board. Every pattern and every window of five
/// through a cell is read from here: it finds how far the line runs each
/// way before the edge, then steps along it.
pub fn line(size: usize, cells: &[u8; ROOM], at: usize, d: usize) -> [u8; 9] {
    let (back, on) = reach(size, at, d);
    let step: i32 = ROWS[d] * size as i32 + COLUMNS[d];
    let mut w = [3u8; 9];
    let mut k: usize = if back < 4 { 4 - back } else { 0 };
    let last: usize = if on < 4 { 4 + on } else { 8 };
    while k <= last {
        w[k] = cells[(at as i32 + (k as i32 - 4) * step) as usize];
        k += 1;
    }
    w
}

/// How many steps line `d` runs from `at` back, and on, within a board of
/// `size`.
fn reach(size: usize, at: usize, d: usize) -> (usize, usize) {
    let (r, c): (usize, usize) = (at / size, at % size);
    let (up, down, left, right) = (r, size - 1 - r, c, size - 1 - c);
    if d == 0 {
        (up, down)
    } else if d == 1 {
        (left, right)
    } else if d == 2 {
        (if up < left { up } else { left }, if down < right { down } else { right })
    } else {
        (if down < left { down } else { left }, if up < right { up } else { right })
    }
}

/// The seventeen cells from eight steps back to eight on along line `d`
/// through `at`, as `line` reads nine: the nine of any cell within four
/// steps of `at` on that line are among them (see `around`), so one read
/// serves them all.
pub fn span(size: usize, cells: &[u8; ROOM], at: usize, d: usize) -> [u8; 17] {
    let (back, on) = reach(size, at, d);
    let step: i32 = ROWS[d] * size as i32 + COLUMNS[d];
    let mut w = [3u8; 17];
    let mut k: usize = if back < 8 { 8 - back } else { 0 };
    let last: usize = if on < 8 { 8 + on } else { 16 };
    while k <= last {
        w[k] = cells[(at as i32 + (k as i32 - 8) * step) as usize];
        k += 1;
    }
    w
}

/// The nine cells of `span` around the cell `k` steps from its middle (k
/// from -4 to 4), as `line` reads them from that cell.
pub fn around(span: &[u8; 17], k: i32) -> [u8; 9] {
    let mut w = [0u8; 9];
    let mut j: usize = 0;
    while j < 9 {
        w[j] = span[(k + 4) as usize + j];
        j += 1;
    }
    w
}

// ---------------------------------------------------------------------------
// What I see: the nine patterns of the Tick5 tutorial.
//
// A stone on a cell makes a pattern along each of the four lines through
// it, with the stones already there. I look four cells each way, and see
// the run of stones the new one joins, whether the cells at its ends are
// empty, and the stones beyond one empty cell:
//
//     five            five or more in a row (an overline counts)  XXXXX
//     straight four   four, both ends empty                      .XXXX.
//     four            four, one end empty                        0XXXX.
//     broken four     four with one gap, which makes five        XX.XX
//     straight three  three, both ends empty, room for an open four .XXX..
//     three           three that can only make a closed four      0XXX..
//     broken three    three with one gap, both ends empty        .X.XX.
//     two             two, joined or with one gap                 .XX. .X.X.
//     one             a lone stone                                ..X..
//
// A pattern without room for five (the other side's stones, or the edge,
// closer than five cells) is nothing, and worth nothing.

/// The patterns, by their numbers: the rows of my weights.
pub const FIVE: usize = 0;
pub const STRAIGHT_FOUR: usize = 1;
pub const FOUR: usize = 2;
pub const BROKEN_FOUR: usize = 3;
pub const STRAIGHT_THREE: usize = 4;
pub const THREE: usize = 5;
pub const BROKEN_THREE: usize = 6;
pub const TWO: usize = 7;
pub const ONE: usize = 8;
pub const NOTHING: usize = 9;

/// The pattern a stone of `side` (1 yours, 2 mine) on `at` makes along
/// line `d` with the stones on the board (whatever `at` holds).
pub fn pattern(size: usize, cells: &[u8; ROOM], at: usize, side: u8, d: usize) -> usize {
    shape(&line(size, cells, at, d), side)
}

/// The pattern a stone of `side` makes on the middle of the nine cells
/// `line` (as `line` reads them), whatever that cell holds.
pub fn shape(line: &[u8; 9], side: u8) -> usize {
    // w[4] is the stone's cell, w[4 + k] the cell k steps along the line:
    // 0 empty, `side` a stone of `side`, anything else a stone of the
    // other side or the edge.
    let mut w = *line;
    w[4] = side;
    // The run of stones from w[a] to w[b], and the room around it, from
    // w[lo] to w[hi]: the cells the other side does not hold.
    let (mut a, mut b): (usize, usize) = (4, 4);
    while a > 0 && w[a - 1] == side {
        a -= 1;
    }
    while b < 8 && w[b + 1] == side {
        b += 1;
    }
    let (mut lo, mut hi) = (a, b);
    while lo > 0 && (w[lo - 1] == 0 || w[lo - 1] == side) {
        lo -= 1;
    }
    while hi < 8 && (w[hi + 1] == 0 || w[hi + 1] == side) {
        hi += 1;
    }
    let n: usize = b - a + 1;
    if n >= 5 {
        return FIVE;
    }
    if hi - lo < 4 {
        return NOTHING;
    }
    let open_a = a > 0 && w[a - 1] == 0;
    let open_b = b < 8 && w[b + 1] == 0;
    if n == 4 {
        return if open_a && open_b { STRAIGHT_FOUR } else { FOUR };
    }
    // The stones beyond one empty cell, before the run and after it.
    let (mut ea, mut eb): (usize, usize) = (0, 0);
    while open_a && a >= ea + 2 && w[a - 2 - ea] == side {
        ea += 1;
    }
    while open_b && b + eb + 2 <= 8 && w[b + 2 + eb] == side {
        eb += 1;
    }
    let e = if ea >= eb { ea } else { eb };
    if n + e >= 4 {
        return BROKEN_FOUR;
    }
    if n == 3 {
        return if open_a && open_b && hi - lo >= 5 { STRAIGHT_THREE } else { THREE };
    }
    if n + e == 3 {
        // A broken three, from w[s] to w[t]: open when the cells beyond
        // both its ends are empty.
        let (s, t) = if ea >= eb { (a - 1 - ea, b) } else { (a, b + 1 + eb) };
        let open = s > 0 && w[s - 1] == 0 && t < 8 && w[t + 1] == 0;
        return if open { BROKEN_THREE } else { THREE };
    }
    if n + e == 2 { TWO } else { ONE }
}

/// Does a stone of `side` on `at` make five or more in a row?
pub fn five(size: usize, cells: &[u8; ROOM], at: usize, side: u8) -> bool {
    let mut d: usize = 0;
    while d < 4 && pattern(size, cells, at, side, d) != FIVE {
        d += 1;
    }
    d < 4
}

// ---------------------------------------------------------------------------
// What a move is worth to me: my weights.
//
// A stone of mine on a cell makes a pattern along each of the four lines
// through it, and takes the cell from you: a stone of yours there would
// have made patterns too. My weights say what each pattern is worth, made
// (`mine`) and taken from you (`yours`); a cell is worth the sum over its
// four lines of both. A five is worth 5000, far above the rest, as in the
// Tick5 tutorial, whose other weights are lost; mine keep its order:
//
//     five 5000 > the fours, 100 to 999 > the threes, 10 to 99
//              > two, 5 to 9 > one, 0 to 4
//
// Every weight stays in the bounds of its rank, and five stays 5000; so
// the order holds. My weights value a pattern made a little above the same
// pattern taken from you, an open pattern above a closed one, and a broken
// three above a closed three; they are generation zero's, and my lessons
// leave them so: what I learn, I learn as values (below).

/// The lowest and highest each weight may be: `mine` from five to one,
/// then nothing (always 0), then `yours` the same.
pub const LOW: [i32; 20] = [5000, 100, 100, 100, 10, 10, 10, 5, 0, 0, 5000, 100, 100, 100, 10, 10, 10, 5, 0, 0];
pub const HIGH: [i32; 20] = [5000, 999, 999, 999, 99, 99, 99, 9, 4, 0, 5000, 999, 999, 999, 99, 99, 99, 9, 4, 0];

/// The patterns a stone of `side` on `at` makes along the four lines (0
/// to 3), and those a stone of the other side would make there (4 to 7).
pub fn patterns(size: usize, cells: &[u8; ROOM], at: usize, side: u8) -> [u8; 8] {
    let mut p = [0u8; 8];
    let mut d: usize = 0;
    while d < 4 {
        let w = line(size, cells, at, d);
        p[d] = shape(&w, side) as u8;
        p[d + 4] = shape(&w, 3 - side) as u8;
        d += 1;
    }
    p
}

/// What patterns `p` (as `patterns` gives them) are worth under `weights`.
pub fn worth(p: &[u8; 8], weights: &[i32; 20]) -> i32 {
    let mut v: i32 = 0;
    let mut d: usize = 0;
    while d < 4 {
        v += weights[p[d] as usize] + weights[p[d + 4] as usize + 10];
        d += 1;
    }
    v
}

/// The patterns a stone of `side` on `at` makes (0 to 9) and takes from
/// the other side (10 to 19), counted over the four lines: what each
/// weight counts for there.
pub fn features(size: usize, cells: &[u8; ROOM], at: usize, side: u8) -> [i32; 20] {
    counts(&patterns(size, cells, at, side))
}

/// The patterns `p` (as `patterns` gives them), counted by weight.
pub fn counts(p: &[u8; 8]) -> [i32; 20] {
    let mut f = [0i32; 20];
    let mut d: usize = 0;
    while d < 4 {
        f[p[d] as usize] += 1;
        f[p[d + 4] as usize + 10] += 1;
        d += 1;
    }
    f
}

/// What patterns `f` are worth under `weights`.
pub fn value(f: &[i32; 20], weights: &[i32; 20]) -> i32 {
    let mut v: i32 = 0;
    let mut i: usize = 0;
    while i < 20 {
        v += f[i] * weights[i];
        i += 1;
    }
    v
}

// ---------------------------------------------------------------------------
// What a board is worth to me: my values, which my lessons teach me.
//
// My weights value a move by what its one stone makes and takes. My values
// value the whole board after it, you to move. A window is five cells in a
// row, across, down or along a diagonal: a place where five could be made.
// A window that holds stones of mine and none of yours is one I may still
// fill; one that holds yours and none of mine, one you may. My values say
// what such a window is worth to me, by the stones it holds, one to four:
// mine, and yours. A board is worth the sum over its windows: its census,
// weighed. (A window of five stones ends the game; an empty one, or one
// that holds stones of both of us, is worth nothing to either.)
//
// A move is worth, to me, what my weights say it makes and takes, plus what
// it changes in the worth of the board: the windows through its cell, each
// gaining my stone, or lost to you. Generation zero's values are all 0:
// it plays by its weights alone, as the Tick5 tutorial does. Each value is
// a whole number from -999 to 999.

/// The most a value may be, either way.
pub const MOST: i32 = 999;

/// The census of `cells` for `side`: how many windows hold 1 to 4 stones of
/// `side` and none of the other's (0 to 3), then 1 to 4 of the other's and
/// none of `side`'s (4 to 7).
pub fn census(size: usize, cells: &[u8; ROOM], side: u8) -> [i32; 8] {
    let mut f = [0i32; 8];
    let mut c: usize = 0;
    while c < size * size {
        let mut d: usize = 0;
        while d < 4 {
            // The window from `c`, four steps along line `d`.
            if cell(size, c, d, 4) < NONE {
                let (mut m, mut y): (usize, usize) = (0, 0);
                let mut k: i32 = 0;
                while k < 5 {
                    let v = cells[cell(size, c, d, k)];
                    m += (v == side) as usize;
                    y += (v != 0 && v != side) as usize;
                    k += 1;
                }
                if y == 0 && m > 0 && m < 5 {
                    f[m - 1] += 1;
                }
                if m == 0 && y > 0 && y < 5 {
                    f[y + 3] += 1;
                }
            }
            d += 1;
        }
        c += 1;
    }
    f
}

/// What a stone of `side` on the empty cell `at` changes in the census for
/// `side`: each window through `at` that holds none of the other's gains a
/// stone, and each that holds only the other's is lost to them.
pub fn change(size: usize, cells: &[u8; ROOM], at: usize, side: u8) -> [i32; 8] {
    let mut f = [0i32; 8];
    let mut d: usize = 0;
    while d < 4 {
        let g = windows(&line(size, cells, at, d), side);
        let mut j: usize = 0;
        while j < 8 {
            f[j] += g[j];
            j += 1;
        }
        d += 1;
    }
    f
}

/// What a stone of `side` on the middle of the nine cells `line` (as
/// `line` reads them; the middle empty) changes in the census for `side`,
/// by the five windows of that line through it.
pub fn windows(line: &[u8; 9], side: u8) -> [i32; 8] {
    let mut f = [0i32; 8];
    // The five windows, from line[s] to line[s + 4], and how many of a
    // window's cells hold each thing a cell may (nothing, your stone,
    // mine, the edge): counted in the first, then slid on one cell at a
    // time.
    let mut held = [0usize; 4];
    let mut k: usize = 0;
    while k < 5 {
        held[line[k] as usize] += 1;
        k += 1;
    }
    let mut s: usize = 0;
    while s < 5 {
        if s > 0 {
            held[line[s - 1] as usize] -= 1;
            held[line[s + 4] as usize] += 1;
        }
        let (m, y, off): (usize, usize, bool) = (held[side as usize], held[3 - side as usize], held[3] > 0);
        if !off && y == 0 {
            if m > 0 {
                f[m - 1] -= 1;
            }
            if m < 4 {
                f[m] += 1;
            }
        }
        if !off && m == 0 && y > 0 {
            f[y + 3] -= 1;
        }
        s += 1;
    }
    f
}

/// What the census `f` is worth by my `values`.
pub fn judge(f: &[i32; 8], values: &[i32; 8]) -> i32 {
    let mut v: i32 = 0;
    let mut i: usize = 0;
    while i < 8 {
        v += f[i] * values[i];
        i += 1;
    }
    v
}

/// Are all my values 0, as generation zero's are?
pub fn blank(values: &[i32; 8]) -> bool {
    let mut i: usize = 0;
    while i < 8 && values[i] == 0 {
        i += 1;
    }
    i == 8
}

/// What a stone of `side` on `at`, whose patterns are `p`, is worth as a
/// move: by my weights, and by my values, what it changes in the board's
/// worth.
pub fn score(size: usize, cells: &[u8; ROOM], at: usize, side: u8, p: &[u8; 8], weights: &[i32; 20], values: &[i32; 8]) -> i32 {
    let v = worth(p, weights);
    if blank(values) { v } else { v + judge(&change(size, cells, at, side), values) }
}

// ---------------------------------------------------------------------------
// Where I look: the hot spots of the Tick5 tutorial.
//
// Not all the cells: after each move, of either of us, I log the star
// around it, the cells up to 2 steps away along each of the four lines
// (south, east, south-east, north-east, from 2 steps back to 2 on), inside
// the board. Each cell is listed once, in the order first logged. The
// empty ones are my candidates.

/// Writes to `spots` the hot spots of the first `count` of `moves`, in the
/// order first logged, and gives their number.
pub fn hot(size: usize, moves: &[u16; ROOM], count: usize, spots: &mut [u16; ROOM]) -> usize {
    // My sight logs them so, move by move (see below).
    let mut sight = Sight::blank();
    let mut m: usize = 0;
    while m < count {
        sight.mark(size, moves[m] as usize, 1);
        m += 1;
    }
    let mut i: usize = 0;
    while i < sight.logged {
        spots[i] = sight.spots[i];
        i += 1;
    }
    sight.logged
}

// ---------------------------------------------------------------------------
// What I see, kept as a game goes on: my sight.
//
// To choose a move I look at the patterns a stone of either side would
// make on each hot spot, along each line, and more than once: for my
// candidates, then ahead, for my wins and for yours. A stone changes only
// the patterns of the cells within four steps of it along its four lines.
// So I look at a board once, and when I play a game through (a study
// game, a game I learn from), I bring what I see up to date after each
// move, instead of looking at every hot spot again.

/// What I see on a board: the hot spots (`near`, for each side, the cells
/// near a stone of yours, then of mine, as `stars` marks them; `spots`,
/// the first `logged` of them, in the order first logged, as `hot` lists
/// them) and, on each empty one, the patterns a stone of yours would make
/// along the four lines, then those a stone of mine would (`seen`, as a
/// search reads them), and what such a stone would change in the census
/// for its side along each line (`windows`: yours 0 to 3, mine 4 to 7).
pub struct Sight {
    pub near: [[bool; ROOM]; 2],
    pub spots: [u16; ROOM],
    pub logged: usize,
    pub seen: [[[u8; 4]; ROOM]; 2],
    pub windows: [[[i8; 8]; 8]; ROOM],
}

impl Sight {
    /// What I see on `cells`, after the first `count` of `moves`: their
    /// stones logged in the order played, then any other stone on
    /// `cells` in reading order.
    pub fn of(size: usize, cells: &[u8; ROOM], moves: &[u16; ROOM], count: usize) -> Sight {
        let mut sight = Sight::blank();
        let mut marked = [false; ROOM];
        let mut m: usize = 0;
        while m < count {
            let at = moves[m] as usize;
            if cells[at] != 0 && !marked[at] {
                sight.mark(size, at, cells[at]);
                marked[at] = true;
            }
            m += 1;
        }
        let mut c: usize = 0;
        while c < size * size {
            if cells[c] != 0 && !marked[c] {
                sight.mark(size, c, cells[c]);
            }
            c += 1;
        }
        c = 0;
        while c < size * size {
            if cells[c] == 0 && sight.hot(c) {
                sight.look(size, cells, c);
            }
            c += 1;
        }
        sight
    }

    /// What I see on an empty board: nothing.
    fn blank() -> Sight {
        Sight { near: [[false; ROOM]; 2], spots: [0; ROOM], logged: 0, seen: [[[NOTHING as u8; 4]; ROOM]; 2], windows: [[[0; 8]; 8]; ROOM] }
    }

    /// Marks the cells within two steps of `at` along a line as near a
    /// stone of `side`, logging those not logged before.
    fn mark(&mut self, size: usize, at: usize, side: u8) {
        let mut d: usize = 0;
        while d < 4 {
            let mut k: i32 = -2;
            while k <= 2 {
                let c = cell(size, at, d, k);
                if c < NONE && !self.hot(c) {
                    self.spots[self.logged] = c as u16;
                    self.logged += 1;
                }
                if c < NONE {
                    self.near[side as usize - 1][c] = true;
                }
                k += 1;
            }
            d += 1;
        }
    }

    /// What the empty cell `c` shows along line `d`, whose nine cells
    /// around it are `w`.
    fn seen_along(&mut self, c: usize, d: usize, w: &[u8; 9]) {
        self.seen[0][c][d] = shape(w, 1) as u8;
        self.seen[1][c][d] = shape(w, 2) as u8;
        let (yours, mine) = (windows(w, 1), windows(w, 2));
        let mut j: usize = 0;
        while j < 8 {
            self.windows[c][d][j] = yours[j] as i8;
            self.windows[c][d + 4][j] = mine[j] as i8;
            j += 1;
        }
    }

    /// Looks at the empty cell `c` along every line.
    fn look(&mut self, size: usize, cells: &[u8; ROOM], c: usize) {
        let mut d: usize = 0;
        while d < 4 {
            self.seen_along(c, d, &line(size, cells, c, d));
            d += 1;
        }
    }

    /// Brings what I see up to date after a stone on `at` (on `cells`
    /// already): the cells it brings near, and what each line through it
    /// shows within four steps of it.
    pub fn placed(&mut self, size: usize, cells: &[u8; ROOM], at: usize) {
        let mut d: usize = 0;
        while d < 4 {
            let w = span(size, cells, at, d);
            let mut k: i32 = -4;
            while k <= 4 {
                let c = if w[(8 + k) as usize] == 0 { cell(size, at, d, k) } else { NONE };
                if c < NONE && self.hot(c) {
                    self.seen_along(c, d, &around(&w, k));
                }
                k += 1;
            }
            d += 1;
        }
        // The cells it brings near for the first time: all their lines.
        d = 0;
        while d < 4 {
            let mut k: i32 = -2;
            while k <= 2 {
                let c = cell(size, at, d, k);
                if c < NONE && cells[c] == 0 && !self.hot(c) {
                    self.look(size, cells, c);
                }
                k += 1;
            }
            d += 1;
        }
        self.mark(size, at, cells[at]);
    }

    /// The patterns a stone of `side` on the hot spot `at` makes, and
    /// takes from the other side, as `patterns` gives them.
    pub fn patterns(&self, at: usize, side: u8) -> [u8; 8] {
        let (m, y) = (self.seen[side as usize - 1][at], self.seen[2 - side as usize][at]);
        [m[0], m[1], m[2], m[3], y[0], y[1], y[2], y[3]]
    }

    /// Is `c` a hot spot: near a stone of either side?
    pub fn hot(&self, c: usize) -> bool {
        self.near[0][c] || self.near[1][c]
    }

    /// What a stone of `side` on the hot spot `at` changes in the census
    /// for `side`, as `change` gives it.
    pub fn change(&self, at: usize, side: u8) -> [i32; 8] {
        let from: usize = if side == 1 { 0 } else { 4 };
        let mut f = [0i32; 8];
        let mut d: usize = 0;
        while d < 4 {
            let mut j: usize = 0;
            while j < 8 {
                f[j] += self.windows[at][from + d][j] as i32;
                j += 1;
            }
            d += 1;
        }
        f
    }
}

// ---------------------------------------------------------------------------
// How I choose a move: the Tick5 tutorial's method.
//
//  1. On an empty board, I take the centre, h8.
//  2. If a hot spot gives me five, I take the first such.
//  3. If a hot spot would give you five, I take the first such: I never
//     miss a block. (The tutorial's program does not promise this; I do.)
//  4. If your last move made a threat of three or more along a line (a
//     straight three, a broken three, or any four), I answer it: my
//     candidates are the hot spots on that line, within four cells of your
//     move, that defend it: after my stone there, no stone of yours on the
//     line makes with your move a straight four or a five. (A cell beyond
//     an empty end may not: after 0.XXX.. you make .XXXX. on the other
//     side.) When no hot spot defends it, no one stone can: all the hot
//     spots stay my candidates, and my weights and values choose. A
//     closed three is no threat: it can only make a closed four, which
//     rule 3 blocks in time.
//  5. Of my candidates (all the empty hot spots, or the answers of rule
//     4), I take the one worth most by my weights and values (see above),
//     the first in the order of the hot spots on ties. Generation zero's
//     values are 0, and its weights choose alone, as the tutorial's do.
//
// When no hot spot is empty, every empty cell is a candidate, in reading
// order.

/// Writes to `out` the cells `side` (1 you, 2 me) may choose among on
/// `cells`, after the first `count` of `moves`, and to `seen` their
/// patterns; says how many, and whether weights choose among them (false:
/// a rule chose, and `out` holds its one cell). `defend` is rules 3 and 4;
/// the built-in player `greedy` goes without. `sight` is what I see on
/// `cells`.
pub fn candidates(size: usize, cells: &[u8; ROOM], moves: &[u16; ROOM], count: usize, side: u8, defend: bool, out: &mut [u16; ROOM], seen: &mut [[u8; 8]; ROOM], sight: &Sight) -> (usize, bool) {
    if count == 0 {
        out[0] = centre(size) as u16;
        seen[0] = patterns(size, cells, centre(size), side);
        return (1, false);
    }
    // The hot spots, as `hot` lists them: the sight keeps them.
    let mut n: usize = 0;
    let mut i: usize = 0;
    while i < sight.logged {
        if cells[sight.spots[i] as usize] == 0 {
            out[n] = sight.spots[i];
            n += 1;
        }
        i += 1;
    }
    i = 0;
    while n == 0 && i < size * size {
        if cells[i] == 0 {
            out[n] = i as u16;
            n += 1;
        }
        i += 1;
    }
    i = 0;
    while i < n {
        let c = out[i] as usize;
        seen[i] = if sight.hot(c) { sight.patterns(c, side) } else { patterns(size, cells, c, side) };
        i += 1;
    }
    // Rules 2 and 3: a five for me (patterns 0 to 3), then a five for you
    // (4 to 7).
    let mut rule: usize = 0;
    while rule < 8 {
        i = 0;
        while i < n && (rule < 4 || defend) {
            let p = seen[i];
            if p[rule] as usize == FIVE || p[rule + 1] as usize == FIVE || p[rule + 2] as usize == FIVE || p[rule + 3] as usize == FIVE {
                out[0] = out[i];
                seen[0] = p;
                return (1, false);
            }
            i += 1;
        }
        rule += 4;
    }
    // Rule 4: the lines through your last move where it made a threat.
    let last = moves[count - 1] as usize;
    let mut threat = [false; 4];
    let mut d: usize = 0;
    while d < 4 {
        let p = pattern(size, cells, last, 3 - side, d);
        threat[d] = defend && p >= STRAIGHT_FOUR && p <= BROKEN_THREE && p != THREE;
        d += 1;
    }
    let mut m: usize = 0;
    i = 0;
    while i < n {
        let c = out[i] as usize;
        let mut answers = false;
        d = 0;
        while d < 4 {
            let mut k: i32 = -4;
            while threat[d] && k <= 4 {
                if cell(size, last, d, k) == c && !stands(size, cells, last, d, c) {
                    answers = true;
                }
                k += 1;
            }
            d += 1;
        }
        if answers {
            out[m] = out[i];
            seen[m] = seen[i];
            m += 1;
        }
        i += 1;
    }
    if m > 0 { (m, true) } else { (n, true) }
}

/// Does the threat of your stone on `last` along line `d` stand when I hold
/// `c`: is there a cell within four of `last` along `d` where your stone
/// would make, with `last`, a straight four or a five?
pub fn stands(size: usize, cells: &[u8; ROOM], last: usize, d: usize, c: usize) -> bool {
    let mut board = *cells;
    let you = board[last];
    board[c] = 3 - you;
    let mut k: i32 = -4;
    while k <= 4 {
        let e = cell(size, last, d, k);
        if e < NONE && board[e] == 0 {
            board[e] = you;
            if pattern(size, &board, last, you, d) <= STRAIGHT_FOUR {
                return true;
            }
            board[e] = 0;
        }
        k += 1;
    }
    false
}

/// The cell of `list` (its first `n`, whose patterns are `seen`) that is
/// the best move for `side` on `cells` by `weights` and `values`, the
/// first on ties; NONE when there is none.
pub fn best(size: usize, cells: &[u8; ROOM], side: u8, list: &[u16; ROOM], seen: &[[u8; 8]; ROOM], n: usize, weights: &[i32; 20], values: &[i32; 8], sight: &Sight) -> usize {
    let mut at: usize = NONE;
    let mut top: i32 = 0;
    let blank = blank(values);
    let mut i: usize = 0;
    while i < n {
        let c = list[i] as usize;
        let v = if blank || !sight.hot(c) { score(size, cells, c, side, &seen[i], weights, values) } else { worth(&seen[i], weights) + judge(&sight.change(c, side), values) };
        if at == NONE || v > top {
            at = c;
            top = v;
        }
        i += 1;
    }
    at
}

// ---------------------------------------------------------------------------
// How far I look: my lookahead.
//
// With a lookahead of 0, I play the Tick5 method above and no more. With a
// lookahead of N, before my weights choose (rule 5), I look up to N of my
// moves ahead for a win by threats: a row of fours, each leaving you one
// cell to stop five, which you must take, and then a move that wins
// whatever you do:
//
//     a straight four          .XXXX.   two cells make five: you stop one
//     two fours                         the same, on two lines
//     two open threes          .XXX. and .X.XX. on two lines: you stop
//                              one, the other makes a straight four
//                              (for my win, only when you have no four
//                              to answer with)
//
// So a lookahead of 1 sees a move that wins at once; 2 sees a four, then
// such a move (a four and an open three together, say); 3, two fours, then
// such a move. For your wins I look at one thing more: your open three
// first, then a win by fours that no stone stopping the three can stop
// (a three, then a fork, say). Then:
//
//  5a. When I have such a win, I play its first move.
//  5b. When you would have one if I passed, my candidates are those, on
//      the lines through its first move and within four of it, after
//      which you have none (when my stone there makes a four, after your
//      block of it). When no candidate stops it, they all stay.
//
// Each lesson may raise my lookahead (see "How I learn"), up to DEEPEST.

/// The most my lookahead may be.
pub const DEEPEST: usize = 3;

/// Marks in `near` the cells within two steps of `at` along a line. Every
/// cell where a stone makes a four or a three with `at` is among them.
fn star(size: usize, at: usize, near: &mut [bool; ROOM]) {
    let mut d: usize = 0;
    while d < 4 {
        let mut k: i32 = -2;
        while k <= 2 {
            let c = cell(size, at, d, k);
            if c < NONE {
                near[c] = true;
            }
            k += 1;
        }
        d += 1;
    }
}

/// The cells within two steps along a line of a stone of `side`.
fn stars(size: usize, cells: &[u8; ROOM], side: u8) -> [bool; ROOM] {
    let mut near = [false; ROOM];
    let mut c: usize = 0;
    while c < size * size {
        if cells[c] == side {
            star(size, c, &mut near);
        }
        c += 1;
    }
    near
}

/// A cell within four of `at`, on a line through it, where a stone of
/// `side` makes five; NONE when there is none.
pub fn five_beside(size: usize, cells: &[u8; ROOM], at: usize, side: u8) -> usize {
    let mut d: usize = 0;
    while d < 4 {
        let w = span(size, cells, at, d);
        let mut k: i32 = -4;
        while k <= 4 {
            // Five or more need a stone of `side` beside the cell.
            let j = (8 + k) as usize;
            if w[j] == 0 && (w[j - 1] == side || w[j + 1] == side) && shape(&around(&w, k), side) == FIVE {
                return cell(size, at, d, k);
            }
            k += 1;
        }
        d += 1;
    }
    NONE
}

/// Can `side` make a four (or five) anywhere on `cells`?
fn any_four(size: usize, cells: &[u8; ROOM], side: u8) -> bool {
    let near = stars(size, cells, side);
    let mut c: usize = 0;
    while c < size * size {
        if cells[c] == 0 && near[c] {
            let mut d: usize = 0;
            while d < 4 {
                let p = pattern(size, cells, c, side, d);
                if p <= BROKEN_FOUR {
                    return true;
                }
                d += 1;
            }
        }
        c += 1;
    }
    false
}

/// The first cell, in reading order, where a stone of `side` starts a win
/// by threats within `depth` of its moves on `cells` (see above), when the
/// other side has no five to make; NONE when there is none. `mine`: the
/// win is mine, and is to be played; else it is yours, and is to be
/// stopped, and may begin with an open three.
pub fn forced(size: usize, cells: &[u8; ROOM], side: u8, depth: usize, mine: bool, sight: &Sight) -> usize {
    if depth == 0 {
        return NONE;
    }
    let s = side as usize - 1;
    search(size, cells, side, depth, mine, &sight.near[s], &sight.seen[s], !mine)
}

/// After a stone on `at` (on `cells` already), brings `near` and `seen` up
/// to date for `side`: a stone of `side` brings the cells within two of it
/// near; along each line through `at`, the near cells within four of it
/// make new patterns. Each search's step so looks at a few lines, not at
/// the whole board again.
fn placed(size: usize, cells: &[u8; ROOM], side: u8, at: usize, near: &mut [bool; ROOM], seen: &mut [[u8; 4]; ROOM]) {
    let mut d: usize = 0;
    while d < 4 {
        let w = span(size, cells, at, d);
        let mut k: i32 = -4;
        while k <= 4 {
            let c = if w[(8 + k) as usize] == 0 { cell(size, at, d, k) } else { NONE };
            if c < NONE {
                if !near[c] && k >= -2 && k <= 2 && cells[at] == side {
                    near[c] = true;
                    let mut e: usize = 0;
                    while e < 4 {
                        seen[c][e] = pattern(size, cells, c, side, e) as u8;
                        e += 1;
                    }
                } else if near[c] {
                    seen[c][d] = shape(&around(&w, k), side) as u8;
                }
            }
            k += 1;
        }
        d += 1;
    }
}

/// `forced`, where `near` marks the cells near the stones of `side` and
/// `seen` holds their patterns; with `three`, the first move may be an
/// open three too.
fn search(size: usize, cells: &[u8; ROOM], side: u8, depth: usize, mine: bool, near: &[bool; ROOM], seen: &[[u8; 4]; ROOM], three: bool) -> usize {
    // Each cell's fours and open threes; the cells of one four, and the
    // first of two open threes.
    let mut fours = [0u16; ROOM];
    let mut n: usize = 0;
    let mut threes = [0u16; ROOM];
    let mut lines = [0u8; ROOM];
    let mut t: usize = 0;
    let mut fork: usize = NONE;
    let mut c: usize = 0;
    while c < size * size {
        if cells[c] == 0 && near[c] {
            let (mut four, mut open, mut line): (usize, usize, usize) = (0, 0, 0);
            let mut d: usize = 0;
            while d < 4 {
                let p = seen[c][d] as usize;
                if p <= STRAIGHT_FOUR {
                    return c;
                }
                if p == FOUR || p == BROKEN_FOUR {
                    four += 1;
                }
                if p == STRAIGHT_THREE || p == BROKEN_THREE {
                    open += 1;
                    line = d;
                }
                d += 1;
            }
            if four >= 2 {
                return c;
            }
            if four == 1 {
                fours[n] = c as u16;
                n += 1;
            } else if open >= 2 && fork == NONE {
                fork = c;
            } else if open == 1 {
                threes[t] = c as u16;
                lines[t] = line as u8;
                t += 1;
            }
        }
        c += 1;
    }
    if fork < NONE && (!mine || !any_four(size, cells, 3 - side)) {
        return fork;
    }
    // A four, the other side's block, and a win from there.
    let mut i: usize = 0;
    while depth > 1 && i < n {
        let c = fours[i] as usize;
        let mut after = *cells;
        after[c] = side;
        let block = five_beside(size, &after, c, side);
        if block < NONE {
            after[block] = 3 - side;
            let (mut wider, mut known) = (*near, *seen);
            placed(size, &after, side, c, &mut wider, &mut known);
            placed(size, &after, side, block, &mut wider, &mut known);
            if five_beside(size, &after, block, 3 - side) == NONE && search(size, &after, side, depth - 1, mine, &wider, &known, false) < NONE {
                return c;
            }
        }
        i += 1;
    }
    // An open three, and a win whatever stone stops it.
    i = 0;
    while three && depth > 1 && i < t {
        let c = threes[i] as usize;
        let d = lines[i] as usize;
        let mut after = *cells;
        after[c] = side;
        let (mut wider, mut known) = (*near, *seen);
        placed(size, &after, side, c, &mut wider, &mut known);
        let (mut stopped, mut replies): (bool, usize) = (false, 0);
        let mut k: i32 = -4;
        while !stopped && k <= 4 {
            let e = cell(size, c, d, k);
            if e < NONE && after[e] == 0 && !stands(size, &after, c, d, e) {
                replies += 1;
                let mut stop = after;
                stop[e] = 3 - side;
                let (mut nearer, mut knew) = (wider, known);
                placed(size, &stop, side, e, &mut nearer, &mut knew);
                stopped = five_beside(size, &stop, e, 3 - side) < NONE || search(size, &stop, side, depth - 1, mine, &nearer, &knew, false) == NONE;
            }
            k += 1;
        }
        if !stopped && replies > 0 {
            return c;
        }
        i += 1;
    }
    NONE
}

/// Rules 5a and 5b, for `side` looking `lookahead` moves ahead, on the
/// candidates the first `n` of `list` (their patterns in `seen`), `sight`
/// what I see on `cells`. Gives my winning cell (5a), or NONE and how many
/// candidates stay at the front of `list` (5b).
pub fn ahead(size: usize, cells: &[u8; ROOM], side: u8, lookahead: usize, list: &mut [u16; ROOM], seen: &mut [[u8; 8]; ROOM], n: usize, sight: &Sight) -> (usize, usize) {
    let win = forced(size, cells, side, lookahead, true, sight);
    if win < NONE {
        return (win, 1);
    }
    let (near, known) = (&sight.near[2 - side as usize], &sight.seen[2 - side as usize]);
    let yours = search(size, cells, 3 - side, lookahead, false, near, known, true);
    if yours == NONE {
        return (NONE, n);
    }
    // The candidates that may stop it: on the lines through your first
    // move, within four of it.
    let mut lines = [false; ROOM];
    let mut d: usize = 0;
    while d < 4 {
        let mut k: i32 = -4;
        while k <= 4 {
            let c = cell(size, yours, d, k);
            if c < NONE {
                lines[c] = true;
            }
            k += 1;
        }
        d += 1;
    }
    let mut m: usize = 0;
    let mut i: usize = 0;
    while i < n {
        let c = list[i] as usize;
        if !lines[c] {
            i += 1;
            continue;
        }
        let mut after = *cells;
        after[c] = side;
        let (mut wider, mut knew) = (*near, *known);
        placed(size, &after, 3 - side, c, &mut wider, &mut knew);
        let block = five_beside(size, &after, c, side);
        if block < NONE {
            after[block] = 3 - side;
            placed(size, &after, 3 - side, block, &mut wider, &mut knew);
        }
        if search(size, &after, 3 - side, lookahead, false, &wider, &knew, true) == NONE {
            list[m] = list[i];
            seen[m] = seen[i];
            m += 1;
        }
        i += 1;
    }
    (NONE, if m > 0 { m } else { n })
}

/// What my weights choose among for `side` on `cells`, after the first
/// `count` of `moves`, looking `lookahead` moves ahead: `candidates`, then
/// rules 5a and 5b. Writes them to `out` and their patterns to `seen`;
/// says how many, and whether weights choose among them (false: a rule
/// chose, and `out` holds its one cell). `sight` is what I see on `cells`.
pub fn options(size: usize, cells: &[u8; ROOM], moves: &[u16; ROOM], count: usize, side: u8, defend: bool, lookahead: usize, out: &mut [u16; ROOM], seen: &mut [[u8; 8]; ROOM], sight: &Sight) -> (usize, bool) {
    let (n, weighed) = candidates(size, cells, moves, count, side, defend, out, seen, sight);
    if !weighed || lookahead == 0 {
        return (n, weighed);
    }
    let (win, m) = ahead(size, cells, side, lookahead, out, seen, n, sight);
    if win < NONE {
        out[0] = win as u16;
        seen[0] = patterns(size, cells, win, side);
        return (1, false);
    }
    (m, true)
}

/// The cell `side` (1 you, 2 me) plays on `cells` after the first `count`
/// of `moves`, by `weights` and `values` and looking `lookahead` moves
/// ahead, with rules 3 and 4 when `defend`.
pub fn choose(size: usize, cells: &[u8; ROOM], moves: &[u16; ROOM], count: usize, side: u8, weights: &[i32; 20], values: &[i32; 8], defend: bool, lookahead: usize) -> usize {
    choose_seeing(size, cells, moves, count, side, weights, values, defend, lookahead, &Sight::of(size, cells, moves, count))
}

/// `choose`, where `sight` is what I see on `cells`.
pub fn choose_seeing(size: usize, cells: &[u8; ROOM], moves: &[u16; ROOM], count: usize, side: u8, weights: &[i32; 20], values: &[i32; 8], defend: bool, lookahead: usize, sight: &Sight) -> usize {
    let mut list = [0u16; ROOM];
    let mut seen = [[0u8; 8]; ROOM];
    let (n, _) = options(size, cells, moves, count, side, defend, lookahead, &mut list, &mut seen, sight);
    best(size, cells, side, &list, &seen, n, weights, values, sight)
}

/// Replays the first `count` of `moves`, the first made by `first` (0 you,
/// 1 me), as I would play my own with `weights`, `values` and `lookahead`
/// (when `mine`: else my moves are not looked at).
/// Gives the board; who is to move next (0 you, 1 me, 2 nobody: the game
/// is over; 3: a move is on a taken cell, or after the end); and the first
/// of my moves I would now play otherwise (NONE: none). Keeps my calls in
/// `calls`, for a lesson to weigh again.
pub fn replay(size: usize, moves: &[u16; ROOM], count: usize, first: usize, weights: &[i32; 20], values: &[i32; 8], lookahead: usize, mine: bool, calls: &mut Calls) -> ([u8; ROOM], usize, usize) {
    let mut cells = [0u8; ROOM];
    let mut sight = Sight::of(size, &cells, moves, 0);
    let mut side: usize = first;
    let mut otherwise: usize = NONE;
    let mut k: usize = 0;
    while k < count && side < 2 {
        let at = moves[k] as usize;
        if cells[at] != 0 {
            return (cells, 3, otherwise);
        }
        if mine && side == 1 && otherwise == NONE {
            let (from, n, _) = calls.look(size, &cells, moves, k, weights, lookahead, &sight);
            if n == 0 || calls.spot[calls.chosen(from, n, values)] as usize != at {
                otherwise = k;
            }
        }
        cells[at] = side as u8 + 1;
        // What I see, kept only while I look.
        if mine && otherwise == NONE {
            sight.placed(size, &cells, at);
        }
        side = if five(size, &cells, at, side as u8 + 1) || k + 1 == size * size { 2 } else { side ^ 1 };
        k += 1;
    }
    (cells, if k < count { 3 } else { side }, otherwise)
}

// ---------------------------------------------------------------------------
// How I learn.
//
// After every game, won, lost or drawn, I learn from it, in this order.
//
// 1. How far to look, from a game someone lost. I look at the loser's
//    moves again, as I would have chosen them, one move further ahead
//    than I look. If I would then have chosen otherwise at one of them (a
//    win by threats missed, or one not stopped), the loss was there to be
//    seen: I raise my lookahead by one, up to DEEPEST, and in every game
//    after I see that far ahead. (When I lost, the loser's moves are mine.)
//    When the game shows nothing, as a game whose loser threw stones away
//    at random may not, I look the same way at the first of my study games
//    below, from its board on, when someone lost it.
//
// 2. What boards are worth: my values, by temporal differences, TD(lambda)
//    (Sutton, 1988), as self-play taught a program Othello's table of
//    squares (Lucas and Runarsson, 2006). I replay the game, and after
//    each move but the last I take the census of the board from the side
//    of who just moved, yours as much as mine: the winner's boards teach
//    me what wins, the loser's what loses. What my values make of a board,
//    squashed into -1 to 1 (a worth of SURE is 1/2), is my guess of how the
//    game ends for who moved. Each guess should agree with the next
//    board's, seen from the other side (a good move for one is a bad one
//    for the other), and all with the end: the win of who made the five,
//    or a draw, 0. So I walk back from the end: the target of each board
//    is, from the other side, what the next board was guessed to be worth
//    and, by LAMBDA, the next board's own target, which leads back to the
//    end. A board's miss is its target less its guess, times how much the
//    squash moves there. Each value is asked to move by STEP times the
//    average miss of the boards that held its windows, each board counting
//    as many times as it held one.
//
//    A move made at random (the opening of a training game, written in
//    capitals among my moves, or a move of a study game below) is neither
//    side's choice: I learn nothing across it, for what followed it says
//    nothing of the board before it (temporal differences do not back up
//    through exploratory moves: Sutton and Barto, 2018). The board before
//    it learns nothing, and the boards before that lead back to its guess,
//    not to the end.
//
//    Then I study the game, as a player replays a game to learn from it:
//    I play myself STUDY games, each from a board of the game drawn at
//    random, both sides choosing as I do looking STUDIED moves ahead, one
//    move in EXPLORE made at random among the hot spots, and learn from
//    each as from the game. So one game teaches what boards like its own
//    are worth, not only the one line it took; and a game whose opening
//    threw stones away at random, which its other side then loses, still
//    teaches an even game: my study plays its early boards out well on
//    both sides. (The draws come from a stream seeded by my lessons and
//    the game's moves: the same game teaches the same lesson.)
//
//    Each value takes steps of its own, which settle by themselves
//    (temporal coherence, TC(lambda): Beal and Smith, 1999): I keep, for
//    each, how far my lessons have asked it to move in all, back and
//    forth, and how far that came to, net, in points (my steps, in my
//    state). It moves as far as it is asked times the second over the
//    first: a value that every lesson pulls one way moves as far as it is
//    asked, one pulled back and forth, which has found its place, less
//    and less. I count my lessons.
//
// 3. After a game you won, that your same moves never give the same game
//    again (Westley's rule). If neither the lookahead nor my values
//    changed one of my moves in this game, I find the call, among my moves
//    where weights and values chose among two candidates or more, that
//    came nearest to going otherwise: the one that needs the fewest steps,
//    each moving by one every value of a window that my move m and another
//    candidate b change differently, toward b. I take those steps, and
//    replay; until the game differs, or no value in its bounds could
//    change it.
//
// My weights are generation zero's, and stay so: what I learn is how far
// to look, and what boards are worth.

/// How far a lesson asks a value to move, in points, for a board whose
/// guess missed by all.
pub const STEP: f64 = 10.0;
/// The worth of a board that my guess takes for a chance of three in four
/// to win: worth / (SURE + |worth|) is 1/2 there.
pub const SURE: f64 = 4000.0;
/// How much each board's target leans on the boards after it, rather than
/// on the next board alone.
pub const LAMBDA: f64 = 0.9;
/// How many games I play myself, studying a game.
pub const STUDY: usize = 30;
/// How far the players of a study game look ahead.
pub const STUDIED: usize = 1;
/// One move in EXPLORE of a study game is made at random.
pub const EXPLORE: u64 = 10;
/// The most lessons I count.
pub const LESSONS: usize = 99999;
/// The most my steps count, in all or net, either way.
pub const FAR: i64 = 999_999_999;

/// Learns from the game just finished, whose moves `game` holds.
pub fn learn(game: &mut Game) {
    learn_with(game, STUDY, &mut Calls::none());
}

/// Learns as `learn` does, studying the game `games` times; `calls` holds
/// those of my calls in the game already looked at (by `Game::read`).
pub fn learn_with(game: &mut Game, games: usize, calls: &mut Calls) {
    let size = game.size;
    let lost = game.status == LOST;
    // 1. How far to look: the loser's moves, mine when I lost (as I
    // played them), yours when I won; a draw has no loser.
    let mut raise = game.lookahead < DEEPEST && game.status != DRAW;
    if raise && further(game, &game.moves, &game.random, game.count, game.first, 0, &game.values, lost) {
        game.lookahead += 1;
        raise = false;
    }
    // 2. My values: from the game, then from my study of it.
    let mut lesson = Lesson::of(game);
    let end: f64 = if game.status == DRAW { 0.0 } else { 1.0 };
    let (sum, counted) = differences(size, &game.moves, &game.random, game.count, 0, end, &game.values);
    lesson.step(&asked(&sum, &counted));
    // My study, from boards of the game drawn from a stream that my
    // lessons and the game's moves seed.
    let mut k: usize = 0;
    let mut stream: u64 = game.lessons as u64;
    while k < game.count {
        stream = draw(&mut stream) ^ game.moves[k] as u64;
        k += 1;
    }
    let mut g: usize = 0;
    while g < games && game.count > 1 {
        let from = (draw(&mut stream) % (game.count - 1) as u64) as usize;
        let (moves, random, count, end) = study(game, from, &lesson.values, &mut stream);
        // The first study game that someone lost may show a loss there to
        // be seen further ahead too, when the game did not.
        if g == 0 && raise && end > 0.0 && further(game, &moves, &random, count, 0, from + 1, &lesson.values, false) {
            game.lookahead += 1;
        }
        let (sum, counted) = differences(size, &moves, &random, count, from, end, &lesson.values);
        lesson.step(&asked(&sum, &counted));
        g += 1;
    }
    game.values = lesson.values;
    game.all = lesson.mind_all();
    game.net = lesson.mind_net();
    if game.lessons < LESSONS {
        game.lessons += 1;
    }
    // 3. Never the same game again, after one you won.
    if lost {
        unlike(game, calls);
    }
}

/// Would I, looking one move further than `game`'s lookahead, choose
/// otherwise than at that lookahead at one of the loser's moves, from move
/// `from` on, of the game of `moves` (`count` of them, those of `random`
/// made at random, the first made by `first`: 0 side 1, 1 side 2), won by
/// who made its last move? With `played`, the loser's moves are what I
/// chose at my lookahead, with `values`.
pub fn further(game: &Game, moves: &[u16; ROOM], random: &[bool; ROOM], count: usize, first: usize, from: usize, values: &[i32; 8], played: bool) -> bool {
    let size = game.size;
    let (weights, lookahead) = (&game.weights, game.lookahead);
    let loser: u8 = if (count + first) % 2 == 1 { 2 } else { 1 };
    let mut cells = [0u8; ROOM];
    let mut sight = Sight::of(size, &cells, moves, 0);
    let mut k: usize = 0;
    while k + 1 < count {
        let at = moves[k] as usize;
        let side: u8 = if (k + first) % 2 == 1 { 2 } else { 1 };
        if k >= from && side == loser && !random[k] {
            let now = if played { at } else { choose_seeing(size, &cells, moves, k, side, weights, values, true, lookahead, &sight) };
            if choose_seeing(size, &cells, moves, k, side, weights, values, true, lookahead + 1, &sight) != now {
                return true;
            }
        }
        cells[at] = side;
        sight.placed(size, &cells, at);
        k += 1;
    }
    false
}

/// `x`, rounded to the nearest whole number.
fn round(x: f64) -> i32 {
    if x < 0.0 { -((0.5 - x) as i32) } else { (x + 0.5) as i32 }
}

/// What a board's `worth` by my values guesses of how the game ends for
/// who moved: from -1 (lost) to 1 (won); and how fast that guess moves
/// with the worth, where 1 is its fastest.
pub fn guess(worth: i32) -> (f64, f64) {
    let w = worth as f64;
    let a = if w < 0.0 { -w } else { w };
    let s = SURE / (SURE + a);
    (w / (SURE + a), s * s)
}

/// The census `f` from the other side: mine and yours swapped.
fn swapped(f: &[i32; 8]) -> [i32; 8] {
    [f[4], f[5], f[6], f[7], f[0], f[1], f[2], f[3]]
}

/// What temporal differences ask of each of my `values` (by which I
/// guess) over the boards of the game of `moves` (`count` of them, those
/// of `random` made at random), from the board after move `from` on, each
/// after a move but the last; `end` is what the game was worth to who made
/// its last move (1 a five, 0 a draw). Gives, for each value, the sum of
/// the boards' misses, each times the windows of the value's kind it held,
/// and how many windows they held.
pub fn differences(size: usize, moves: &[u16; ROOM], random: &[bool; ROOM], count: usize, from: usize, end: f64, values: &[i32; 8]) -> ([f64; 8], [f64; 8]) {
    // Every board but the last, its census from the side of who just
    // moved, kept for the side that moved first as the moves go (what a
    // stone changes in it), and its guess.
    let mut cells = [0u8; ROOM];
    let mut boards = [[0i32; 8]; ROOM];
    let mut guesses = [0f64; ROOM];
    let mut slopes = [0f64; ROOM];
    let mut first = [0i32; 8];
    let mut k: usize = 0;
    while k + 1 < count {
        let at = moves[k] as usize;
        let side: u8 = if k % 2 == 0 { 1 } else { 2 };
        let d = change(size, &cells, at, side);
        let d = if side == 1 { d } else { swapped(&d) };
        let mut j: usize = 0;
        while j < 8 {
            first[j] += d[j];
            j += 1;
        }
        cells[at] = side;
        if k >= from {
            boards[k] = if side == 1 { first } else { swapped(&first) };
            let (g, s) = guess(judge(&boards[k], values));
            guesses[k] = g;
            slopes[k] = s;
        }
        k += 1;
    }
    // Back from the end, where the last board is a five, won for who made
    // it, or a draw.
    let (mut target, mut next): (f64, f64) = (end, end);
    let mut sum = [0f64; 8];
    let mut counted = [0f64; 8];
    while k > from {
        k -= 1;
        if random[k + 1] {
            // The move after this board was nobody's choice.
            target = guesses[k];
            next = guesses[k];
            continue;
        }
        target = -((1.0 - LAMBDA) * next + LAMBDA * target);
        let miss = (target - guesses[k]) * slopes[k];
        let mut j: usize = 0;
        while j < 8 {
            sum[j] += miss * boards[k][j] as f64;
            counted[j] += boards[k][j] as f64;
            j += 1;
        }
        next = guesses[k];
    }
    (sum, counted)
}

/// What a lesson asks of each value, in points, from the misses `sum` of
/// boards that held `counted` windows of its kind: STEP times their
/// average miss.
pub fn asked(sum: &[f64; 8], counted: &[f64; 8]) -> [f64; 8] {
    let mut asked = [0f64; 8];
    let mut j: usize = 0;
    while j < 8 {
        asked[j] = STEP * sum[j] / if counted[j] < 1.0 { 1.0 } else { counted[j] };
        j += 1;
    }
    asked
}

/// A stream of numbers for my study games (SplitMix64): the next one.
pub fn draw(stream: &mut u64) -> u64 {
    *stream = stream.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *stream;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Plays a study game from the board of `game` after its move `from`: both
/// sides choose as I do with `values`, looking STUDIED moves ahead, and
/// one move in EXPLORE, drawn from `stream`, is made at random among the
/// empty hot spots. Gives its moves, the game's up to `from` then the
/// study's, which of them were made at random, how many, and what the
/// game was worth to who made its last move (1 a five, 0 a draw).
pub fn study(game: &Game, from: usize, values: &[i32; 8], stream: &mut u64) -> ([u16; ROOM], [bool; ROOM], usize, f64) {
    let size = game.size;
    let (mut moves, mut random) = (game.moves, game.random);
    let mut cells = [0u8; ROOM];
    let mut k: usize = 0;
    while k <= from {
        cells[moves[k] as usize] = if k % 2 == 0 { 1 } else { 2 };
        k += 1;
    }
    let mut sight = Sight::of(size, &cells, &moves, from + 1);
    while k < size * size {
        random[k] = false;
        let side: u8 = if k % 2 == 0 { 1 } else { 2 };
        let mut at = NONE;
        if draw(stream) % EXPLORE == 0 {
            let mut spots = [0u16; ROOM];
            let mut open: usize = 0;
            let mut i: usize = 0;
            while i < sight.logged {
                if cells[sight.spots[i] as usize] == 0 {
                    spots[open] = sight.spots[i];
                    open += 1;
                }
                i += 1;
            }
            if open > 0 {
                at = spots[(draw(stream) % open as u64) as usize] as usize;
                random[k] = true;
            }
        }
        if at == NONE {
            at = choose_seeing(size, &cells, &moves, k, side, &game.weights, values, true, STUDIED, &sight);
        }
        cells[at] = side;
        sight.placed(size, &cells, at);
        moves[k] = at as u16;
        k += 1;
        if five(size, &cells, at, side) {
            return (moves, random, k, 1.0);
        }
    }
    (moves, random, k, 0.0)
}

/// What a lesson works with: my values as fractions, and my steps so far,
/// in all and net, as fractions.
pub struct Lesson {
    pub values: [i32; 8],
    pub exact: [f64; 8],
    pub all: [f64; 8],
    pub net: [f64; 8],
}

impl Lesson {
    /// The lesson of `game`'s values and steps.
    pub fn of(game: &Game) -> Lesson {
        let mut lesson = Lesson { values: game.values, exact: [0.0; 8], all: [0.0; 8], net: [0.0; 8] };
        let mut j: usize = 0;
        while j < 8 {
            lesson.exact[j] = game.values[j] as f64;
            lesson.all[j] = game.all[j] as f64;
            lesson.net[j] = game.net[j] as f64;
            j += 1;
        }
        lesson
    }

    /// Moves each value by what `asked` asks of it, times its steps' net
    /// over their all (all of it while it has none), within its bounds,
    /// and counts what was asked among its steps.
    pub fn step(&mut self, asked: &[f64; 8]) {
        let most = MOST as f64;
        let mut j: usize = 0;
        while j < 8 {
            let net = if self.net[j] < 0.0 { 0.0 - self.net[j] } else { self.net[j] };
            let share = if self.all[j] > 0.0 { net / self.all[j] } else { 1.0 };
            let moved = self.exact[j] + share * asked[j];
            self.exact[j] = if moved > most { most } else if moved < 0.0 - most { 0.0 - most } else { moved };
            self.values[j] = round(self.exact[j]);
            self.all[j] += if asked[j] < 0.0 { 0.0 - asked[j] } else { asked[j] };
            self.net[j] += asked[j];
            j += 1;
        }
    }

    /// My steps in all, as my state keeps them: whole points, within FAR.
    pub fn mind_all(&self) -> [i64; 8] {
        whole(&self.all)
    }

    /// My steps net, as my state keeps them.
    pub fn mind_net(&self) -> [i64; 8] {
        whole(&self.net)
    }
}

/// Each of `x` as the whole number nearest it, within FAR either way.
fn whole(x: &[f64; 8]) -> [i64; 8] {
    let mut out = [0i64; 8];
    let mut j: usize = 0;
    while j < 8 {
        let n = if x[j] < 0.0 { (x[j] - 0.5) as i64 } else { (x[j] + 0.5) as i64 };
        out[j] = if n > FAR { FAR } else if n < 0 - FAR { 0 - FAR } else { n };
        j += 1;
    }
    out
}

/// The most candidates `unlike` keeps, over all my calls in a game.
pub const KEPT: usize = 8192;

/// My calls in a game, as lesson 3 looks at them: at each of my moves, my
/// candidates, whether my weights and values chose among them, what my
/// weights say each makes and takes, and what each changes in the census.
/// None of it depends on my values, which are all lesson 3 changes: so it
/// looks at each board once, and weighs what it kept as often as it needs.
/// A call that no longer fits (after KEPT candidates in all) is looked at
/// again when asked, in the room after them.
pub struct Calls {
    /// Where each move's call starts among the candidates, and how many it
    /// has (none: not kept).
    pub from: [usize; ROOM],
    pub many: [usize; ROOM],
    pub weighed: [bool; ROOM],
    /// The candidates, what my weights make of each, and its change.
    pub spot: [u16; KEPT + ROOM],
    pub worth: [i32; KEPT + ROOM],
    pub change: [[i8; 8]; KEPT + ROOM],
    /// How many candidates are kept, and the lookahead they were looked
    /// at with.
    pub kept: usize,
    pub lookahead: usize,
}

impl Calls {
    /// No calls kept yet.
    pub fn none() -> Calls {
        Calls { from: [0; ROOM], many: [0; ROOM], weighed: [false; ROOM], spot: [0; KEPT + ROOM], worth: [0; KEPT + ROOM], change: [[0; 8]; KEPT + ROOM], kept: 0, lookahead: NONE }
    }

    /// My call on `cells` after the first `k` of `moves`, with `weights`,
    /// looking `lookahead` ahead (`sight` what I see there): where its
    /// candidates start, how many, and whether weights and values chose
    /// among them.
    pub fn look(&mut self, size: usize, cells: &[u8; ROOM], moves: &[u16; ROOM], k: usize, weights: &[i32; 20], lookahead: usize, sight: &Sight) -> (usize, usize, bool) {
        if self.lookahead != lookahead {
            *self = Calls::none();
            self.lookahead = lookahead;
        }
        if self.many[k] > 0 {
            return (self.from[k], self.many[k], self.weighed[k]);
        }
        let mut list = [0u16; ROOM];
        let mut seen = [[0u8; 8]; ROOM];
        let (n, weighed) = options(size, cells, moves, k, 2, true, lookahead, &mut list, &mut seen, sight);
        let fits = self.kept + n <= KEPT;
        let from = if fits { self.kept } else { KEPT };
        let mut i: usize = 0;
        while i < n {
            self.spot[from + i] = list[i];
            self.worth[from + i] = worth(&seen[i], weights);
            let c = list[i] as usize;
            let f = if sight.hot(c) { sight.change(c, 2) } else { change(size, cells, c, 2) };
            let mut j: usize = 0;
            while j < 8 {
                self.change[from + i][j] = f[j] as i8;
                j += 1;
            }
            i += 1;
        }
        if fits {
            (self.from[k], self.many[k], self.weighed[k]) = (from, n, weighed);
            self.kept += n;
        }
        (from, n, weighed)
    }

    /// Of the `n` candidates from `from`, the one my `values` choose: the
    /// first worth the most, as `best` chooses.
    pub fn chosen(&self, from: usize, n: usize, values: &[i32; 8]) -> usize {
        let mut chosen: usize = from;
        let mut top: i32 = 0;
        let mut i: usize = from;
        while i < from + n {
            let v = self.worth[i] + judge_kept(&self.change[i], values);
            if i == from || v > top {
                chosen = i;
                top = v;
            }
            i += 1;
        }
        chosen
    }
}

/// What a change `f`, as `Calls` keeps it, is worth by my `values`.
fn judge_kept(f: &[i8; 8], values: &[i32; 8]) -> i32 {
    let mut v: i32 = 0;
    let mut j: usize = 0;
    while j < 8 {
        v += f[j] as i32 * values[j];
        j += 1;
    }
    v
}

/// Lesson 3: makes your same moves give another game, if my values in
/// their bounds can. `calls` holds those of my calls in the game already
/// looked at.
pub fn unlike(game: &mut Game, calls: &mut Calls) {
    let size = game.size;
    let mut tries: usize = 0;
    while tries < 20 {
        // My moves again, as I would choose them now; and the call nearest
        // to going otherwise: the fewest steps, and the way each value
        // steps there (1 up, -1 down, 0 not).
        let (mut fewest, mut way): (i32, [i32; 8]) = (i32::MAX, [0; 8]);
        let mut cells = [0u8; ROOM];
        let mut sight = Sight::of(size, &cells, &game.moves, 0);
        let mut k: usize = 0;
        while k < game.count {
            let at = game.moves[k] as usize;
            let mine = (k + game.first) % 2 == 1;
            let (from, n, weighed) = if mine { calls.look(size, &cells, &game.moves, k, &game.weights, game.lookahead, &sight) } else { (0, 0, false) };
            // My choice now: the first of the candidates worth the most.
            let chosen = calls.chosen(from, n, &game.values);
            if n > 0 && calls.spot[chosen] as usize != at {
                // The game differs already.
                return;
            }
            let (m, sm) = (calls.change[chosen], calls.worth[chosen] + judge_kept(&calls.change[chosen], &game.values));
            let mut before = true;
            let mut i: usize = from;
            while weighed && n > 1 && i < from + n {
                let c = calls.spot[i] as usize;
                before = before && c != at;
                let b = calls.change[i];
                let need = sm - calls.worth[i] - judge_kept(&b, &game.values) + if before { 0 } else { 1 };
                // What a step gains b over m: each value that can step.
                let (mut gain, mut toward): (i32, [i32; 8]) = (0, [0; 8]);
                let mut j: usize = 0;
                while j < 8 {
                    if b[j] > m[j] && game.values[j] < MOST {
                        toward[j] = 1;
                        gain += (b[j] - m[j]) as i32;
                    }
                    if b[j] < m[j] && game.values[j] > -MOST {
                        toward[j] = -1;
                        gain += (m[j] - b[j]) as i32;
                    }
                    j += 1;
                }
                if c != at && gain > 0 && (need + gain - 1) / gain < fewest && (need + gain - 1) / gain <= 2 * MOST {
                    fewest = (need + gain - 1) / gain;
                    way = toward;
                }
                i += 1;
            }
            cells[at] = if mine { 2 } else { 1 };
            sight.placed(size, &cells, at);
            k += 1;
        }
        if fewest == i32::MAX {
            return;
        }
        let mut j: usize = 0;
        while j < 8 {
            let v = game.values[j] + way[j] * if fewest < 1 { 1 } else { fewest };
            game.values[j] = if v > MOST { MOST } else if v < -MOST { -MOST } else { v };
            j += 1;
        }
        tries += 1;
    }
}

// ---------------------------------------------------------------------------
// The game: the board, my weights and the moves, read from my state.

/// A generation's state: everything that changes from one to the next.
pub struct Game {
    /// The side of the board: SIZE, unless a program that runs me asks
    /// another.
    pub size: usize,
    /// The board: 0 empty, 1 yours, 2 mine, in reading order.
    pub cells: [u8; ROOM],
    /// What each pattern is worth to me: made (0 to 9), taken (10 to 19).
    pub weights: [i32; 20],
    /// What a window is worth to me on the board, by the stones it holds:
    /// 1 to 4 of mine (0 to 3), then 1 to 4 of yours (4 to 7).
    pub values: [i32; 8],
    /// How many games I have learned from.
    pub lessons: usize,
    /// My steps so far: for each value, how far my lessons asked it to
    /// move, in all (back and forth), and net; see "How I learn".
    pub all: [i64; 8],
    pub net: [i64; 8],
    /// How many of my moves ahead I look for a win by threats: 0 to
    /// DEEPEST.
    pub lookahead: usize,
    /// The cells played so far, both of ours, in order.
    pub moves: [u16; ROOM],
    pub count: usize,
    /// Who moved first: 0 you, 1 me.
    pub first: usize,
    /// The moves made at random, by neither side's choice (a training
    /// game's opening), by their number.
    pub random: [bool; ROOM],
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

/// Why I refuse to play: what I say, with the name of the cell `at`
/// (NONE: none) between its two parts.
pub struct Refusal {
    pub say: &'static [u8],
    pub at: usize,
    pub then: &'static [u8],
}

/// Refuses to play, saying why.
fn no(say: &'static [u8], at: usize, then: &'static [u8]) -> Refusal {
    Refusal { say, at, then }
}

/// Refuses to play a state that is not a position of this game.
fn bad(why: &'static str) -> Refusal {
    no(b"my board is not a position of this game: ", NONE, why.as_bytes())
}

/// The name of a cell of a board of `size`, such as h8 or j10: its two
/// or three letters, the third 0 when there are two.
pub fn name(at: usize, size: usize) -> [u8; 3] {
    let row = size - at / size;
    let column = b'a' + (at % size) as u8;
    if row < 10 {
        [column, b'0' + row as u8, 0]
    } else {
        [column, b'0' + (row / 10) as u8, b'0' + (row % 10) as u8]
    }
}

/// Writes the name of the cell `at` of my board.
pub fn named(out: &mut Text, at: usize) {
    let n = name(at, SIZE);
    out.push(&[n[0], n[1]]);
    if n[2] != 0 {
        out.push(&[n[2]]);
    }
}

/// The cell of a board of `size` that a column letter (either case) and
/// a row (its first digit `r1`, and `r2`, its second digit or any other
/// byte) name; NONE when they name none.
pub fn square(column: u8, r1: u8, r2: u8, size: usize) -> usize {
    let c = (column | 0x20) as usize;
    if c < 0x61 || c >= 0x61 + size || r1 < b'1' || r1 > b'9' {
        return NONE;
    }
    let mut row: usize = (r1 - b'0') as usize;
    if r2 >= b'0' && r2 <= b'9' {
        row = row * 10 + (r2 - b'0') as usize;
    }
    if row > size { NONE } else { (size - row) * size + c - 0x61 }
}

/// Your move, from the command line (`arg`, the first bytes of its first
/// argument, and `argc`): none (NONE: let me open), or a cell.
pub fn parse_move(arg: [u8; 4], argc: i32) -> Result<usize, Refusal> {
    match (argc, arg) {
        (..=1, _) => Ok(NONE),
        (2, [c, r1, r2, 0]) if (r2 == 0 || (r2 >= b'0' && r2 <= b'9')) && square(c, r1, r2, SIZE) < NONE => Ok(square(c, r1, r2, SIZE)),
        (2, _) => Err(no(b"a move is one cell: a column a-o, then a row 1-15, such as h8", NONE, b"")),
        _ => Err(no(b"give one move at a time", NONE, b"")),
    }
}

/// My board as I write it, empty, with my face: `board` puts the stones
/// and the face in their places (a15 at byte 80, a row on 41 bytes, a cell
/// on 2; the mouth of my face the last byte but the newline).
const BOARD: &[u8] = b"      a b c d e f g h i j k l m n o
    +-------------------------------+
 15 | . . . . . . . . . . . . . . . | 15
 14 | . . . . . . . . . . . . . . . | 14
 13 | . . . . . . . . . . . . . . . | 13
 12 | . . . . . . . . . . . . . . . | 12
 11 | . . . . . . . . . . . . . . . | 11
 10 | . . . . . . . . . . . . . . . | 10
  9 | . . . . . . . . . . . . . . . |  9
  8 | . . . . . . . . . . . . . . . |  8
  7 | . . . . . . . . . . . . . . . |  7
  6 | . . . . . . . . . . . . . . . |  6
  5 | . . . . . . . . . . . . . . . |  5
  4 | . . . . . . . . . . . . . . . |  4
  3 | . . . . . . . . . . . . . . . |  3
  2 | . . . . . . . . . . . . . . . |  2
  1 | . . . . . . . . . . . . . . . |  1
    +-------------------------------+
      a b c d e f g h i j k l m n o     :-|
";

/// The patterns' names, as my weights' table writes them.
const NAMES: [&[u8]; 9] = [
    b"five          ",
    b"straight four ",
    b"four          ",
    b"broken four   ",
    b"straight three",
    b"three         ",
    b"broken three  ",
    b"two           ",
    b"one           ",
];

/// Writes `v` (0 to 99999) right-aligned in `width` bytes.
fn number(out: &mut Text, v: i32, width: usize) {
    let mut digits = [b' '; 7];
    let mut x: i32 = v;
    let mut i: usize = 7;
    while i > 0 && (i == 7 || x > 0) {
        i -= 1;
        digits[i] = b'0' + (x % 10) as u8;
        x /= 10;
    }
    let mut j: usize = 7 - width;
    while j < 7 {
        out.push(&[digits[j]]);
        j += 1;
    }
}

/// Writes `v` (-99999 to 99999) with its sign, + or -, right-aligned in
/// `width` bytes.
fn sign(out: &mut Text, v: i32, width: usize) {
    let mut digits = [b' '; 9];
    let mut x: i32 = if v < 0 { -v } else { v };
    let mut i: usize = 9;
    while i > 1 && (i == 9 || x > 0) {
        i -= 1;
        digits[i] = b'0' + (x % 10) as u8;
        x /= 10;
    }
    digits[i - 1] = if v < 0 { b'-' } else { b'+' };
    let mut j: usize = 9 - width;
    while j < 9 {
        out.push(&[digits[j]]);
        j += 1;
    }
}

/// The number in bytes `from` to `to` of `line`, negative after a `-`,
/// ignoring anything else but digits (what I do not write, `read` finds
/// anyway); at most 99999 either way.
fn signed(line: &[u8], from: usize, to: usize) -> i32 {
    let mut i = from;
    while i < to && i < line.len() && line[i] != b'-' {
        i += 1;
    }
    let v = digits(line, from, to);
    if i < to && i < line.len() { -v } else { v }
}

/// The number in bytes `from` to `to` of `line`, ignoring anything but
/// digits (what I do not write, `read` finds anyway); at most 99999.
fn digits(line: &[u8], from: usize, to: usize) -> i32 {
    let mut v: i32 = 0;
    let mut i = from;
    while i < to && i < line.len() {
        if line[i] >= b'0' && line[i] <= b'9' && v < 10000 {
            v = v * 10 + (line[i] - b'0') as i32;
        }
        i += 1;
    }
    v
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
    out.push(&digits[at..]);
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

impl Game {
    /// Reads my state's lines, and checks that they are a position this
    /// game can reach: the moves, replayed from the start, must be on
    /// empty cells, mine must be the ones my weights choose, and they must
    /// give my board; my weights must keep their bounds; and my state must
    /// be as I would write it.
    pub fn read(lines: &[&str]) -> Result<Game, Refusal> {
        Game::read_calling(lines, &mut Calls::none())
    }

    /// `read`, keeping in `calls` my calls in the game, as its check
    /// replays them.
    pub fn read_calling(lines: &[&str], calls: &mut Calls) -> Result<Game, Refusal> {
        if lines.len() != 60 {
            return Err(bad("my state is not 60 lines"));
        }
        // My state holds my board: SIZE by SIZE.
        let size: usize = SIZE;
        let mut game = Game { size, cells: [0; ROOM], weights: [0; 20], values: [0; 8], lessons: 0, all: [0; 8], net: [0; 8], lookahead: 0, moves: [0; ROOM], count: 0, first: 0, random: [false; ROOM], status: ON };
        // The weights: pattern p on line 22 + p, mine in bytes 14 to 20,
        // yours in bytes 20 to 27; the values of windows of n stones the
        // same, on line 31 + n.
        let mut p: usize = 0;
        while p < 9 {
            let row = lines[p + 22].as_bytes();
            game.weights[p] = digits(row, 14, 20);
            game.weights[p + 10] = digits(row, 20, 27);
            if p < 4 {
                let row = lines[p + 32].as_bytes();
                game.values[p] = signed(row, 14, 20);
                game.values[p + 4] = signed(row, 20, 27);
            }
            p += 1;
        }
        p = 0;
        while p < 20 {
            if game.weights[p] < LOW[p] || game.weights[p] > HIGH[p] {
                return Err(bad("a weight is out of its bounds"));
            }
            if p < 8 && (game.values[p] > MOST || game.values[p] < -MOST) {
                return Err(bad("a value is out of its bounds"));
            }
            p += 1;
        }
        // The lookahead and the lessons, on lines 36 and 37 in bytes 9 to
        // 20.
        let deep = digits(lines[36].as_bytes(), 9, 20);
        if deep > DEEPEST as i32 {
            return Err(bad("my lookahead is out of bounds"));
        }
        game.lookahead = deep as usize;
        game.lessons = digits(lines[37].as_bytes(), 9, 20) as usize;
        // My steps: in all, then net, of each value, mine then yours,
        // written as pairs ALL/NET on lines 40 to 43.
        p = 0;
        while p < 4 {
            let row = lines[p + 40].as_bytes();
            let mut at: usize = 0;
            let mut i: usize = p;
            while at < row.len() && i < 8 {
                if row[at] == b'/' {
                    game.all[i] = whole_before(row, at);
                    game.net[i] = whole_after(row, at);
                    i += 4;
                }
                at += 1;
            }
            p += 1;
        }
        p = 0;
        while p < 8 {
            let (all, net) = (game.all[p], game.net[p]);
            if all < 0 || all > FAR || net > all || net < 0 - all {
                return Err(bad("my steps are written wrong"));
            }
            p += 1;
        }
        // Who moved first, then the moves: fifteen to a line, from line
        // 45 on, after an 8-byte label, each after a space, its column in
        // capitals when the move was made at random.
        game.first = if lines[44].len() == 15 { 1 } else { 0 };
        let mut k: usize = 0;
        while k < 225 && k == game.count {
            let row = lines[k / 15 + 45].as_bytes();
            let mut i: usize = 8;
            let mut j: usize = 0;
            while j < k % 15 && i < row.len() {
                // Skip the moves before this one on its line.
                i += 1;
                while i < row.len() && row[i] != b' ' {
                    i += 1;
                }
                j += 1;
            }
            if row.len() > i + 2 && row[i] == b' ' {
                let r2 = if row.len() > i + 3 { row[i + 3] } else { 0 };
                let at = square(row[i + 1], row[i + 2], r2, size);
                if at < NONE {
                    game.moves[k] = at as u16;
                    game.random[k] = row[i + 1] < b'a';
                    game.count += 1;
                }
            }
            k += 1;
        }
        // A game over, won or drawn, as my first line says (and the
        // replay must show), I have learned from since, and may now play
        // otherwise: my moves in it are not looked at again.
        let over = lines[0].ends_with(": won") || lines[0].ends_with(": draw");
        let (cells, side, otherwise) = replay(size, &game.moves, game.count, game.first, &game.weights, &game.values, game.lookahead, !over, calls);
        game.cells = cells;
        let last = if game.count > 0 { game.moves[game.count - 1] as usize } else { NONE };
        game.status = match (side, game.count) {
            (0, 0) if lines[0].len() == 12 => LOST,
            (0, 0) => NEW,
            (0, _) => ON,
            (2, _) if five(size, &cells, last, 2) && cells[last] == 2 => WON,
            (2, n) if n == size * size && !five(size, &cells, last, cells[last]) => DRAW,
            _ => 5,
        };
        // A move made at random is one of yours, never mine; and after a
        // game I won or drew, I have learned from it, and may now play it
        // otherwise.
        let mut mine_at_random = false;
        k = 0;
        while k < game.count {
            mine_at_random = mine_at_random || (game.random[k] && (k + game.first) % 2 == 1);
            k += 1;
        }
        if game.status == 5 || (otherwise < NONE && game.status != WON && game.status != DRAW) || mine_at_random {
            return Err(bad("my moves are not what I play"));
        }
        let mut text = Text::empty();
        game.write(&mut text);
        match text.differs(lines) {
            0 => Ok(game),
            1 => Err(bad("my first line does not fit it")),
            2..=20 => Err(bad("my moves do not make this board")),
            21..=31 => Err(bad("my weights are written wrong")),
            32..=36 => Err(bad("my values are written wrong")),
            37 => Err(bad("my lookahead is written wrong")),
            38 => Err(bad("my lessons are written wrong")),
            39..=44 => Err(bad("my steps are written wrong")),
            _ => Err(bad("my moves are written wrong")),
        }
    }

    /// Writes my state's lines, each ended by a newline.
    pub fn write(&self, out: &mut Text) {
        out.push(b"gomoku: ");
        out.push(WORDS[self.status]);
        out.push(b"\n");
        self.board(out);
        out.push(b"\nmy weights      mine  yours\n");
        let mut p: usize = 0;
        while p < 9 {
            out.push(NAMES[p]);
            number(out, self.weights[p], 6);
            number(out, self.weights[p + 10], 7);
            out.push(b"\n");
            p += 1;
        }
        out.push(b"my values       mine  yours\n");
        p = 0;
        while p < 4 {
            out.push(&[b'1' + p as u8]);
            out.push(b" in a window ");
            sign(out, self.values[p], 6);
            sign(out, self.values[p + 4], 7);
            out.push(b"\n");
            p += 1;
        }
        out.push(b"lookahead      ");
        number(out, self.lookahead as i32, 5);
        out.push(b"\nlessons        ");
        number(out, self.lessons as i32, 5);
        out.push(b"\nmy steps: how far my lessons asked each value to move, in points, in all,\n");
        out.push(b"back and forth, then net; a value moves that share of what it is asked");
        p = 0;
        while p < 4 {
            out.push(b"\n");
            out.push(&[b'1' + p as u8]);
            out.push(b" in a window: mine ");
            steps(out, self.all[p]);
            out.push(b"/");
            steps(out, self.net[p]);
            out.push(b", yours ");
            steps(out, self.all[p + 4]);
            out.push(b"/");
            steps(out, self.net[p + 4]);
            p += 1;
        }
        out.push(if self.count == 0 { b"\nmoves:\n" as &[u8] } else if self.first == 0 { b"\nmoves, you first:\n" } else { b"\nmoves, I first:\n" });
        let mut k: usize = 0;
        while k < 225 {
            if k % 15 == 0 {
                number(out, k as i32 + 1, 3);
                out.push(b"-");
                number(out, k as i32 + 15, 3);
                out.push(b":");
            }
            if k < self.count {
                out.push(b" ");
                let from = out.len;
                named(out, self.moves[k] as usize);
                if self.random[k] {
                    out.bytes[from] -= 0x20;
                }
            }
            if k % 15 == 14 {
                out.push(b"\n");
            }
            k += 1;
        }
    }

    /// Writes my board, with the stones and my face.
    pub fn board(&self, out: &mut Text) {
        let start = out.len;
        out.push(BOARD);
        out.bytes[start + BOARD.len() - 2] = b"||)(|"[self.status];
        let mut at: usize = 0;
        while at < 225 {
            if self.cells[at] > 0 {
                out.bytes[start + 80 + at / 15 * 41 + at % 15 * 2] = b".X0"[self.cells[at] as usize];
            }
            at += 1;
        }
    }
}

// ---------------------------------------------------------------------------
// One turn: your move, then mine.

/// Plays your move (`at`; NONE: let me open) and my reply, and gives the
/// game as it then stands, or the reason I refuse. A finished game is left
/// for `conclude`.
pub fn play(game: Game, at: usize) -> Result<Game, Refusal> {
    let mut next = game;
    let size = next.size;
    match (next.status, at) {
        (ON, NONE) => return Err(no(b"it is your move: give a cell, such as h8", NONE, b"")),
        (ON, _) => {}
        // No game yet, or one over that I learned from: a new one begins.
        _ => {
            next.cells = [0; ROOM];
            next.moves = [0; ROOM];
            next.count = 0;
            next.random = [false; ROOM];
            next.first = if at == NONE { 1 } else { 0 };
        }
    }
    next.status = ON;
    if at < NONE {
        if next.cells[at] != 0 {
            return Err(no(b"cell ", at, b" is taken"));
        }
        next.cells[at] = 1;
        next.moves[next.count] = at as u16;
        next.count += 1;
        if five(size, &next.cells, at, 1) {
            next.status = LOST;
        } else if next.count == size * size {
            next.status = DRAW;
        }
    }
    if next.status == ON {
        let mine = choose(size, &next.cells, &next.moves, next.count, 2, &next.weights, &next.values, true, next.lookahead);
        next.cells[mine] = 2;
        next.moves[next.count] = mine as u16;
        next.count += 1;
        if five(size, &next.cells, mine, 2) {
            next.status = WON;
        } else if next.count == size * size {
            next.status = DRAW;
        }
    }
    Ok(next)
}

/// Plays as `play` does, your move (`at`) made at random, by neither
/// side's choice (a training game's opening), and marks it so: my lessons
/// learn nothing across it.
pub fn play_at_random(game: Game, at: usize) -> Result<Game, Refusal> {
    let k = if game.status == ON { game.count } else { 0 };
    match play(game, at) {
        Ok(mut next) => {
            next.random[k] = at < NONE;
            Ok(next)
        }
        Err(refusal) => Err(refusal),
    }
}

/// After a finished game: I learn from it; after a game I lost, my
/// successor also has a new board.
pub fn conclude(game: &mut Game) {
    conclude_calling(game, &mut Calls::none());
}

/// `conclude`, where `calls` holds those of my calls in the game already
/// looked at (by `Game::read`).
pub fn conclude_calling(game: &mut Game, calls: &mut Calls) {
    if game.status == WON || game.status == DRAW || game.status == LOST {
        learn_with(game, STUDY, calls);
    }
    if game.status == LOST {
        game.cells = [0; ROOM];
        game.moves = [0; ROOM];
        game.count = 0;
        game.first = 0;
        game.random = [false; ROOM];
    }
}

/// The two ends of the row of five or more that the stone on `at` makes,
/// along the first line that has one (`at`, `at` when none does).
pub fn ends(size: usize, cells: &[u8; ROOM], at: usize) -> (usize, usize) {
    let side = cells[at];
    let mut d: usize = 0;
    while d < 4 {
        if pattern(size, cells, at, side, d) == FIVE {
            let mut ends: [usize; 2] = [at, at];
            let mut e: usize = 0;
            while e < 2 {
                let sign: i32 = if e == 0 { -1 } else { 1 };
                let mut k: i32 = 1;
                loop {
                    let c = cell(size, at, d, sign * k);
                    if c == NONE || cells[c] != side {
                        break;
                    }
                    ends[e] = c;
                    k += 1;
                }
                e += 1;
            }
            return (ends[0], ends[1]);
        }
        d += 1;
    }
    (at, at)
}

/// One run: reads my state, your move (`arg` and `argc`, from the
/// command line) and the `level` you ask for (see `level_asked`), and
/// writes my successor's state to `next` and what we did to `said`; or,
/// when I refuse, why to `said`, and gives false.
pub fn turn(arg: [u8; 4], argc: i32, level: i32, next: &mut Text, said: &mut Text) -> bool {
    // A level you ask for (see `level_asked`): I have none.
    if level != -1 {
        return refuse(no(b"I have no levels: MERLYN_LEVEL is for Reversi and Con-Tac-Tix", NONE, b""), said);
    }
    // My calls in this game, as reading my state checks them: the lesson
    // of a game lost in this turn weighs them again.
    let mut calls = Calls::none();
    let (before, at) = match (Game::read_calling(state::STATE, &mut calls), parse_move(arg, argc)) {
        (Ok(game), Ok(at)) => (game, at),
        (Err(refusal), _) | (_, Err(refusal)) => return refuse(refusal, said),
    };
    let k = if before.status == ON { before.count } else { 0 };
    let (fresh, weights, lookahead, lessons) = (before.status != ON, before.weights, before.lookahead, before.lessons);
    if fresh {
        // A new game: the calls kept were of the game before it.
        calls = Calls::none();
    }
    let mut after = match play(before, at) {
        Ok(game) => game,
        Err(refusal) => return refuse(refusal, said),
    };
    // A new game starts from my weights as they stand: made, then taken.
    if fresh {
        said.push(b"A new game, with my weights ");
        let mut p: usize = 1;
        while p < 19 {
            if p != 9 && p != 10 {
                let w = weights[p];
                number(said, w, if w >= 100 { 3 } else if w >= 10 { 2 } else { 1 });
                said.push(if p == 18 { b"" } else if p == 8 { b"/" } else { b"," });
            }
            p += 1;
        }
        said.push(b".\n");
        // And how far I look, and what taught me the worth of boards.
        if lookahead > 0 {
            said.push(b"I look ");
            figure(said, lookahead as i32);
            said.push(if lookahead == 1 { b" move ahead" } else { b" moves ahead" });
            said.push(if lessons > 0 { b", and value" } else { b".\n" });
        }
        if lessons > 0 {
            said.push(if lookahead > 0 { b" boards as " } else { b"I value boards as " });
            figure(said, lessons as i32);
            said.push(if lessons == 1 { b" game taught me.\n" } else { b" games taught me.\n" });
        }
    }
    // The board as this turn leaves it, drawn for you.
    let mine = if after.count > k + (at < NONE) as usize { after.moves[after.count - 1] as usize } else { NONE };
    view(&after, at, mine, said);
    // "You took h8, I took h9.", and at the end, who won.
    if at < NONE {
        said.push(b"You took ");
        named(said, at);
    }
    if after.count > k + (at < NONE) as usize {
        said.push(if at < NONE { b", I took " } else { b"I took " });
        named(said, after.moves[after.count - 1] as usize);
    }
    said.push(b".");
    // At the end, the five, from one end to the other, and who won.
    if after.status == WON || after.status == LOST {
        let last = if after.status == LOST { at } else { after.moves[after.count - 1] as usize };
        let (from, to) = ends(SIZE, &after.cells, last);
        said.push(b" Five in a row, ");
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
    let (over, values, lookahead) = (after.status != ON, after.values, after.lookahead);
    let lost = after.status == LOST;
    conclude_calling(&mut after, &mut calls);
    if over {
        learned(&after, &values, lookahead, lost, said);
    }
    after.write(next);
    true
}

/// Draws the board for you as `game` stands: row 15 on top, your last
/// move (`yours`) and mine (`mine`; NONE: none) in brackets and, when
/// the game is won, its five in parentheses.
fn view(game: &Game, yours: usize, mine: usize, said: &mut Text) {
    let mut five = [false; ROOM];
    let last = if game.status == LOST { yours } else { mine };
    if (game.status == WON || game.status == LOST) && last < NONE {
        // From one end of the five to the other, a step at a time.
        let (from, to) = ends(SIZE, &game.cells, last);
        let (r, c) = ((from / 15) as i32, (from % 15) as i32);
        let (dr, dc) = ((to / 15) as i32 - r, (to % 15) as i32 - c);
        let (dr, dc) = (dr.signum(), dc.signum());
        let mut k: i32 = 0;
        while k < 15 && r + k * dr >= 0 && r + k * dr < 15 && c + k * dc >= 0 && c + k * dc < 15 {
            let at = ((r + k * dr) * 15 + c + k * dc) as usize;
            five[at] = true;
            if at == to {
                break;
            }
            k += 1;
        }
    }
    said.push(b"     a  b  c  d  e  f  g  h  i  j  k  l  m  n  o\n");
    let mut at: usize = 0;
    while at < 225 {
        let row = 15 - at / 15;
        if at % 15 == 0 {
            number(said, row as i32, 2);
            said.push(b"  ");
        }
        let last = at == yours || at == mine;
        let (left, right) = if last { (b'[', b']') } else if five[at] { (b'(', b')') } else { (b' ', b' ') };
        said.push(&[left]);
        said.paint(b".X0"[game.cells[at] as usize], last);
        said.push(&[right]);
        if at % 15 == 14 {
            said.push(b"  ");
            number(said, row as i32, 2);
            said.push(b"\n");
        }
        at += 1;
    }
    said.push(b"     a  b  c  d  e  f  g  h  i  j  k  l  m  n  o");
    said.push(if five[last % NONE] { b"    [ ] last moves, ( ) five\n" } else { b"    [ ] last moves\n" });
}

/// Says, in words, what I learned from the game just over (`lost`, when
/// you won it): how far I look ahead, and each of my values that moved,
/// from the `values` and `lookahead` I played it with. No line is longer
/// than 80 columns.
fn learned(after: &Game, values: &[i32; 8], lookahead: usize, lost: bool, said: &mut Text) {
    let from = said.len;
    let mut moved = false;
    let mut j: usize = 0;
    while j < 8 {
        moved = moved || after.values[j] != values[j];
        j += 1;
    }
    if after.lookahead == lookahead && !moved {
        said.push(if lost { b"\nI learned nothing: no value of mine could change the game." as &[u8] } else { b"\nI learned nothing: my values stand." });
        return;
    }
    said.push(b"\nI learned, my lesson ");
    figure(said, after.lessons as i32);
    said.push(b":");
    if after.lookahead != lookahead {
        said.push(b" I look ");
        figure(said, after.lookahead as i32);
        said.push(if after.lookahead == 1 { b" move ahead, not " } else { b" moves ahead, not " });
        figure(said, lookahead as i32);
        said.push(b";");
    }
    // Each value that moved: "a window with 3 of my stones is worth +24,
    // not +20; with 4 of yours -500, not -480".
    let mut first = true;
    j = 0;
    while j < 8 {
        if after.values[j] != values[j] {
            said.push(if first { b" a window with " } else { b" with " });
            figure(said, (j % 4) as i32 + 1);
            said.push(if j < 4 && first { b" of my stones is worth " } else if j < 4 { b" of mine " } else if first { b" of your stones is worth " } else { b" of yours " });
            signed_figure(said, after.values[j]);
            said.push(b", not ");
            signed_figure(said, values[j]);
            said.push(b";");
            first = false;
        }
        j += 1;
    }
    // The last `;` ends the sentence.
    said.len -= 1;
    said.push(b".");
    fold(said, from);
}

/// Breaks the lines of `out` from byte `from` on at their last space
/// before the 81st column, so that none is longer than 80.
fn fold(out: &mut Text, from: usize) {
    let (mut start, mut space): (usize, usize) = (from, TEXT);
    let mut i: usize = from;
    while i < out.len {
        if out.bytes[i] == b'\n' {
            start = i + 1;
            space = TEXT;
        } else if out.bytes[i] == b' ' {
            space = i;
        }
        if i >= start + 80 && space < TEXT {
            out.bytes[space] = b'\n';
            start = space + 1;
            space = TEXT;
        }
        i += 1;
    }
}

/// Writes the number `v` (0 to 99999) in as many digits as it has.
fn figure(out: &mut Text, v: i32) {
    number(out, v, if v >= 10000 { 5 } else if v >= 1000 { 4 } else if v >= 100 { 3 } else if v >= 10 { 2 } else { 1 });
}

/// Writes the number `v` (-999 to 999) with its sign, in as many digits
/// as it has.
fn signed_figure(out: &mut Text, v: i32) {
    let a = if v < 0 { -v } else { v };
    sign(out, v, if a >= 100 { 4 } else if a >= 10 { 3 } else { 2 });
}

/// Says why I refuse, and gives false.
fn refuse(refusal: Refusal, said: &mut Text) -> bool {
    said.push(refusal.say);
    if refusal.at < NONE {
        named(said, refusal.at);
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
// merlyn: a game of Gomoku that is also the program playing it.
//
// You are X, I am 0 (a zero), on a board of 15 by 15 cells. You move
// first; if you let me open, I take the centre, h8. A move is a cell, its
// column a-o then its row 1-15, row 1 at the bottom as in chess: h8, or
// j10. Whoever first has five or more stones in a row, across, down or
// along a diagonal, wins; when the board is full and nobody has, it is a
// draw.
//
// Compile me, run me with your move, and I print my successor: this very
// program, with your move and my reply written into the board below.
//
//     rustc gomoku.rs -o next
//     ./next h8 | tee gomoku-next.rs
//     rustc gomoku-next.rs -o next && ./next j10 | tee gomoku-next.rs
//
// Run me with no move, before the first one, and I open the game. When a
// game ends, my successor has learned from it what boards are worth to
// me, and maybe to look further ahead; when you beat me, it also has a
// new board.
//
// Only the lines of STATE change from one generation to the next.
// Everything else is the same in every generation, byte for byte.

// The C runtime calls my main itself: see "How I run" below.
#![no_main]

// My state: the game and where it stands (new, on, won, lost or draw); the
// board, and my face; my weights, what each pattern of stones a move makes
// is worth to me; my values, what each window of five cells is worth to me
// on the board, which my lessons teach me; my lookahead, how many of my
// moves ahead I look for a win by threats, mine or yours; my lessons, how
// many games I have learned from; how far my lessons have asked each value
// to move, which sets its steps (see "How I learn"); and the moves of the
// game so far, both of ours, in order, a move made at random written in
// capitals, and who moved first.
// (My state is a module of its own so that rustc, compiling my
// successor, builds that module anew and reuses the rest of me.)
mod state {
@state
}

// ---------------------------------------------------------------------------
// The board. Its cells are numbered in reading order, from the top row,
// row 15, from a to o, to the bottom one, row 1: a15 is 0, o15 is 14, a1
// is 210, o1 is 224, and h8, the centre, is 112. A cell holds 0 (empty), 1
// (yours) or 2 (mine).
//
// My board is 15 by 15, but Gomoku's rules are the same on any square
// board, and I play on any from 5 by 5 to 20 by 20 when a program that
// runs me asks (a Gomocup manager's START 20): so what I count on the
// board, I count on a board of `size` by `size`, numbered the same way,
// kept in room for the widest.
//
// Every move compiles me anew, and the compiler takes longest over numbers
// whose type it must work out: so a typed value stands first in each sum
// I write, and every counter has its type.

/// The side of my board, in cells.
pub const SIZE: usize = 15;

/// The side of the widest board I play on, and the room its cells take.
pub const WIDEST: usize = 20;
pub const ROOM: usize = WIDEST * WIDEST;

/// No cell: off the board, or no move.
pub const NONE: usize = ROOM;

/// The centre of a board of `size`, where I open: h8 on mine.
pub fn centre(size: usize) -> usize {
    size / 2 * size + size / 2
}

/// The four lines through a cell, as the Tick5 tutorial walks them: south,
/// east, south-east and north-east, each a step in rows (down the board)
/// and in columns.
const ROWS: [i32; 4] = [1, 0, 1, -1];
const COLUMNS: [i32; 4] = [0, 1, 1, 1];

/// The cell `k` steps from `at` along line `d` (backwards when `k` is
/// negative) on a board of `size`; NONE when that is off the board.
pub fn cell(size: usize, at: usize, d: usize, k: i32) -> usize {
    let n: i32 = size as i32;
    let r: i32 = (at / size) as i32 + k * ROWS[d];
    let c: i32 = (at % size) as i32 + k * COLUMNS[d];
    if r < 0 || r >= n || c < 0 || c >= n { NONE } else { (r * n + c) as usize }
}

/// The nine cells from four steps back to four on along line `d` through
/// `at` (`at` the fifth): what each holds (0 nothing, 1 a stone of yours, 2
/// of mine), and 3 off the board. Every pattern and every window of five
/// through a cell is read from here: it finds how far the line runs each
/// way before the edge, then steps along it.
pub fn line(size: usize, cells: &[u8; ROOM], at: usize, d: usize) -> [u8; 9] {
    let (back, on) = reach(size, at, d);
    let step: i32 = ROWS[d] * size as i32 + COLUMNS[d];
    let mut w = [3u8; 9];
    let mut k: usize = if back < 4 { 4 - back } else { 0 };
    let last: usize = if on < 4 { 4 + on } else { 8 };
    while k <= last {
        w[k] = cells[(at as i32 + (k as i32 - 4) * step) as usize];
        k += 1;
    }
    w
}

/// How many steps line `d` runs from `at` back, and on, within a board of
/// `size`.
fn reach(size: usize, at: usize, d: usize) -> (usize, usize) {
    let (r, c): (usize, usize) = (at / size, at % size);
    let (up, down, left, right) = (r, size - 1 - r, c, size - 1 - c);
    if d == 0 {
        (up, down)
    } else if d == 1 {
        (left, right)
    } else if d == 2 {
        (if up < left { up } else { left }, if down < right { down } else { right })
    } else {
        (if down < left { down } else { left }, if up < right { up } else { right })
    }
}

/// The seventeen cells from eight steps back to eight on along line `d`
/// through `at`, as `line` reads nine: the nine of any cell within four
/// steps of `at` on that line are among them (see `around`), so one read
/// serves them all.
pub fn span(size: usize, cells: &[u8; ROOM], at: usize, d: usize) -> [u8; 17] {
    let (back, on) = reach(size, at, d);
    let step: i32 = ROWS[d] * size as i32 + COLUMNS[d];
    let mut w = [3u8; 17];
    let mut k: usize = if back < 8 { 8 - back } else { 0 };
    let last: usize = if on < 8 { 8 + on } else { 16 };
    while k <= last {
        w[k] = cells[(at as i32 + (k as i32 - 8) * step) as usize];
        k += 1;
    }
    w
}

/// The nine cells of `span` around the cell `k` steps from its middle (k
/// from -4 to 4), as `line` reads them from that cell.
pub fn around(span: &[u8; 17], k: i32) -> [u8; 9] {
    let mut w = [0u8; 9];
    let mut j: usize = 0;
    while j < 9 {
        w[j] = span[(k + 4) as usize + j];
        j += 1;
    }
    w
}

// ---------------------------------------------------------------------------
// What I see: the nine patterns of the Tick5 tutorial.
//
// A stone on a cell makes a pattern along each of the four lines through
// it, with the stones already there. I look four cells each way, and see
// the run of stones the new one joins, whether the cells at its ends are
// empty, and the stones beyond one empty cell:
//
//     five            five or more in a row (an overline counts)  XXXXX
//     straight four   four, both ends empty                      .XXXX.
//     four            four, one end empty                        0XXXX.
//     broken four     four with one gap, which makes five        XX.XX
//     straight three  three, both ends empty, room for an open four .XXX..
//     three           three that can only make a closed four      0XXX..
//     broken three    three with one gap, both ends empty        .X.XX.
//     two             two, joined or with one gap                 .XX. .X.X.
//     one             a lone stone                                ..X..
//
// A pattern without room for five (the other side's stones, or the edge,
// closer than five cells) is nothing, and worth nothing.

/// The patterns, by their numbers: the rows of my weights.
pub const FIVE: usize = 0;
pub const STRAIGHT_FOUR: usize = 1;
pub const FOUR: usize = 2;
pub const BROKEN_FOUR: usize = 3;
pub const STRAIGHT_THREE: usize = 4;
pub const THREE: usize = 5;
pub const BROKEN_THREE: usize = 6;
pub const TWO: usize = 7;
pub const ONE: usize = 8;
pub const NOTHING: usize = 9;

/// The pattern a stone of `side` (1 yours, 2 mine) on `at` makes along
/// line `d` with the stones on the board (whatever `at` holds).
pub fn pattern(size: usize, cells: &[u8; ROOM], at: usize, side: u8, d: usize) -> usize {
    shape(&line(size, cells, at, d), side)
}

/// The pattern a stone of `side` makes on the middle of the nine cells
/// `line` (as `line` reads them), whatever that cell holds.
pub fn shape(line: &[u8; 9], side: u8) -> usize {
    // w[4] is the stone's cell, w[4 + k] the cell k steps along the line:
    // 0 empty, `side` a stone of `side`, anything else a stone of the
    // other side or the edge.
    let mut w = *line;
    w[4] = side;
    // The run of stones from w[a] to w[b], and the room around it, from
    // w[lo] to w[hi]: the cells the other side does not hold.
    let (mut a, mut b): (usize, usize) = (4, 4);
    while a > 0 && w[a - 1] == side {
        a -= 1;
    }
    while b < 8 && w[b + 1] == side {
        b += 1;
    }
    let (mut lo, mut hi) = (a, b);
    while lo > 0 && (w[lo - 1] == 0 || w[lo - 1] == side) {
        lo -= 1;
    }
    while hi < 8 && (w[hi + 1] == 0 || w[hi + 1] == side) {
        hi += 1;
    }
    let n: usize = b - a + 1;
    if n >= 5 {
        return FIVE;
    }
    if hi - lo < 4 {
        return NOTHING;
    }
    let open_a = a > 0 && w[a - 1] == 0;
    let open_b = b < 8 && w[b + 1] == 0;
    if n == 4 {
        return if open_a && open_b { STRAIGHT_FOUR } else { FOUR };
    }
    // The stones beyond one empty cell, before the run and after it.
    let (mut ea, mut eb): (usize, usize) = (0, 0);
    while open_a && a >= ea + 2 && w[a - 2 - ea] == side {
        ea += 1;
    }
    while open_b && b + eb + 2 <= 8 && w[b + 2 + eb] == side {
        eb += 1;
    }
    let e = if ea >= eb { ea } else { eb };
    if n + e >= 4 {
        return BROKEN_FOUR;
    }
    if n == 3 {
        return if open_a && open_b && hi - lo >= 5 { STRAIGHT_THREE } else { THREE };
    }
    if n + e == 3 {
        // A broken three, from w[s] to w[t]: open when the cells beyond
        // both its ends are empty.
        let (s, t) = if ea >= eb { (a - 1 - ea, b) } else { (a, b + 1 + eb) };
        let open = s > 0 && w[s - 1] == 0 && t < 8 && w[t + 1] == 0;
        return if open { BROKEN_THREE } else { THREE };
    }
    if n + e == 2 { TWO } else { ONE }
}

/// Does a stone of `side` on `at` make five or more in a row?
pub fn five(size: usize, cells: &[u8; ROOM], at: usize, side: u8) -> bool {
    let mut d: usize = 0;
    while d < 4 && pattern(size, cells, at, side, d) != FIVE {
        d += 1;
    }
    d < 4
}

// ---------------------------------------------------------------------------
// What a move is worth to me: my weights.
//
// A stone of mine on a cell makes a pattern along each of the four lines
// through it, and takes the cell from you: a stone of yours there would
// have made patterns too. My weights say what each pattern is worth, made
// (`mine`) and taken from you (`yours`); a cell is worth the sum over its
// four lines of both. A five is worth 5000, far above the rest, as in the
// Tick5 tutorial, whose other weights are lost; mine keep its order:
//
//     five 5000 > the fours, 100 to 999 > the threes, 10 to 99
//              > two, 5 to 9 > one, 0 to 4
//
// Every weight stays in the bounds of its rank, and five stays 5000; so
// the order holds. My weights value a pattern made a little above the same
// pattern taken from you, an open pattern above a closed one, and a broken
// three above a closed three; they are generation zero's, and my lessons
// leave them so: what I learn, I learn as values (below).

/// The lowest and highest each weight may be: `mine` from five to one,
/// then nothing (always 0), then `yours` the same.
pub const LOW: [i32; 20] = [5000, 100, 100, 100, 10, 10, 10, 5, 0, 0, 5000, 100, 100, 100, 10, 10, 10, 5, 0, 0];
pub const HIGH: [i32; 20] = [5000, 999, 999, 999, 99, 99, 99, 9, 4, 0, 5000, 999, 999, 999, 99, 99, 99, 9, 4, 0];

/// The patterns a stone of `side` on `at` makes along the four lines (0
/// to 3), and those a stone of the other side would make there (4 to 7).
pub fn patterns(size: usize, cells: &[u8; ROOM], at: usize, side: u8) -> [u8; 8] {
    let mut p = [0u8; 8];
    let mut d: usize = 0;
    while d < 4 {
        let w = line(size, cells, at, d);
        p[d] = shape(&w, side) as u8;
        p[d + 4] = shape(&w, 3 - side) as u8;
        d += 1;
    }
    p
}

/// What patterns `p` (as `patterns` gives them) are worth under `weights`.
pub fn worth(p: &[u8; 8], weights: &[i32; 20]) -> i32 {
    let mut v: i32 = 0;
    let mut d: usize = 0;
    while d < 4 {
        v += weights[p[d] as usize] + weights[p[d + 4] as usize + 10];
        d += 1;
    }
    v
}

/// The patterns a stone of `side` on `at` makes (0 to 9) and takes from
/// the other side (10 to 19), counted over the four lines: what each
/// weight counts for there.
pub fn features(size: usize, cells: &[u8; ROOM], at: usize, side: u8) -> [i32; 20] {
    counts(&patterns(size, cells, at, side))
}

/// The patterns `p` (as `patterns` gives them), counted by weight.
pub fn counts(p: &[u8; 8]) -> [i32; 20] {
    let mut f = [0i32; 20];
    let mut d: usize = 0;
    while d < 4 {
        f[p[d] as usize] += 1;
        f[p[d + 4] as usize + 10] += 1;
        d += 1;
    }
    f
}

/// What patterns `f` are worth under `weights`.
pub fn value(f: &[i32; 20], weights: &[i32; 20]) -> i32 {
    let mut v: i32 = 0;
    let mut i: usize = 0;
    while i < 20 {
        v += f[i] * weights[i];
        i += 1;
    }
    v
}

// ---------------------------------------------------------------------------
// What a board is worth to me: my values, which my lessons teach me.
//
// My weights value a move by what its one stone makes and takes. My values
// value the whole board after it, you to move. A window is five cells in a
// row, across, down or along a diagonal: a place where five could be made.
// A window that holds stones of mine and none of yours is one I may still
// fill; one that holds yours and none of mine, one you may. My values say
// what such a window is worth to me, by the stones it holds, one to four:
// mine, and yours. A board is worth the sum over its windows: its census,
// weighed. (A window of five stones ends the game; an empty one, or one
// that holds stones of both of us, is worth nothing to either.)
//
// A move is worth, to me, what my weights say it makes and takes, plus what
// it changes in the worth of the board: the windows through its cell, each
// gaining my stone, or lost to you. Generation zero's values are all 0:
// it plays by its weights alone, as the Tick5 tutorial does. Each value is
// a whole number from -999 to 999.

/// The most a value may be, either way.
pub const MOST: i32 = 999;

/// The census of `cells` for `side`: how many windows hold 1 to 4 stones of
/// `side` and none of the other's (0 to 3), then 1 to 4 of the other's and
/// none of `side`'s (4 to 7).
pub fn census(size: usize, cells: &[u8; ROOM], side: u8) -> [i32; 8] {
    let mut f = [0i32; 8];
    let mut c: usize = 0;
    while c < size * size {
        let mut d: usize = 0;
        while d < 4 {
            // The window from `c`, four steps along line `d`.
            if cell(size, c, d, 4) < NONE {
                let (mut m, mut y): (usize, usize) = (0, 0);
                let mut k: i32 = 0;
                while k < 5 {
                    let v = cells[cell(size, c, d, k)];
                    m += (v == side) as usize;
                    y += (v != 0 && v != side) as usize;
                    k += 1;
                }
                if y == 0 && m > 0 && m < 5 {
                    f[m - 1] += 1;
                }
                if m == 0 && y > 0 && y < 5 {
                    f[y + 3] += 1;
                }
            }
            d += 1;
        }
        c += 1;
    }
    f
}

/// What a stone of `side` on the empty cell `at` changes in the census for
/// `side`: each window through `at` that holds none of the other's gains a
/// stone, and each that holds only the other's is lost to them.
pub fn change(size: usize, cells: &[u8; ROOM], at: usize, side: u8) -> [i32; 8] {
    let mut f = [0i32; 8];
    let mut d: usize = 0;
    while d < 4 {
        let g = windows(&line(size, cells, at, d), side);
        let mut j: usize = 0;
        while j < 8 {
            f[j] += g[j];
            j += 1;
        }
        d += 1;
    }
    f
}

/// What a stone of `side` on the middle of the nine cells `line` (as
/// `line` reads them; the middle empty) changes in the census for `side`,
/// by the five windows of that line through it.
pub fn windows(line: &[u8; 9], side: u8) -> [i32; 8] {
    let mut f = [0i32; 8];
    // The five windows, from line[s] to line[s + 4], and how many of a
    // window's cells hold each thing a cell may (nothing, your stone,
    // mine, the edge): counted in the first, then slid on one cell at a
    // time.
    let mut held = [0usize; 4];
    let mut k: usize = 0;
    while k < 5 {
        held[line[k] as usize] += 1;
        k += 1;
    }
    let mut s: usize = 0;
    while s < 5 {
        if s > 0 {
            held[line[s - 1] as usize] -= 1;
            held[line[s + 4] as usize] += 1;
        }
        let (m, y, off): (usize, usize, bool) = (held[side as usize], held[3 - side as usize], held[3] > 0);
        if !off && y == 0 {
            if m > 0 {
                f[m - 1] -= 1;
            }
            if m < 4 {
                f[m] += 1;
            }
        }
        if !off && m == 0 && y > 0 {
            f[y + 3] -= 1;
        }
        s += 1;
    }
    f
}

/// What the census `f` is worth by my `values`.
pub fn judge(f: &[i32; 8], values: &[i32; 8]) -> i32 {
    let mut v: i32 = 0;
    let mut i: usize = 0;
    while i < 8 {
        v += f[i] * values[i];
        i += 1;
    }
    v
}

/// Are all my values 0, as generation zero's are?
pub fn blank(values: &[i32; 8]) -> bool {
    let mut i: usize = 0;
    while i < 8 && values[i] == 0 {
        i += 1;
    }
    i == 8
}

/// What a stone of `side` on `at`, whose patterns are `p`, is worth as a
/// move: by my weights, and by my values, what it changes in the board's
/// worth.
pub fn score(size: usize, cells: &[u8; ROOM], at: usize, side: u8, p: &[u8; 8], weights: &[i32; 20], values: &[i32; 8]) -> i32 {
    let v = worth(p, weights);
    if blank(values) { v } else { v + judge(&change(size, cells, at, side), values) }
}

// ---------------------------------------------------------------------------
// Where I look: the hot spots of the Tick5 tutorial.
//
// Not all the cells: after each move, of either of us, I log the star
// around it, the cells up to 2 steps away along each of the four lines
// (south, east, south-east, north-east, from 2 steps back to 2 on), inside
// the board. Each cell is listed once, in the order first logged. The
// empty ones are my candidates.

/// Writes to `spots` the hot spots of the first `count` of `moves`, in the
/// order first logged, and gives their number.
pub fn hot(size: usize, moves: &[u16; ROOM], count: usize, spots: &mut [u16; ROOM]) -> usize {
    // My sight logs them so, move by move (see below).
    let mut sight = Sight::blank();
    let mut m: usize = 0;
    while m < count {
        sight.mark(size, moves[m] as usize, 1);
        m += 1;
    }
    let mut i: usize = 0;
    while i < sight.logged {
        spots[i] = sight.spots[i];
        i += 1;
    }
    sight.logged
}

// ---------------------------------------------------------------------------
// What I see, kept as a game goes on: my sight.
//
// To choose a move I look at the patterns a stone of either side would
// make on each hot spot, along each line, and more than once: for my
// candidates, then ahead, for my wins and for yours. A stone changes only
// the patterns of the cells within four steps of it along its four lines.
// So I look at a board once, and when I play a game through (a study
// game, a game I learn from), I bring what I see up to date after each
// move, instead of looking at every hot spot again.

/// What I see on a board: the hot spots (`near`, for each side, the cells
/// near a stone of yours, then of mine, as `stars` marks them; `spots`,
/// the first `logged` of them, in the order first logged, as `hot` lists
/// them) and, on each empty one, the patterns a stone of yours would make
/// along the four lines, then those a stone of mine would (`seen`, as a
/// search reads them), and what such a stone would change in the census
/// for its side along each line (`windows`: yours 0 to 3, mine 4 to 7).
pub struct Sight {
    pub near: [[bool; ROOM]; 2],
    pub spots: [u16; ROOM],
    pub logged: usize,
    pub seen: [[[u8; 4]; ROOM]; 2],
    pub windows: [[[i8; 8]; 8]; ROOM],
}

impl Sight {
    /// What I see on `cells`, after the first `count` of `moves`: their
    /// stones logged in the order played, then any other stone on
    /// `cells` in reading order.
    pub fn of(size: usize, cells: &[u8; ROOM], moves: &[u16; ROOM], count: usize) -> Sight {
        let mut sight = Sight::blank();
        let mut marked = [false; ROOM];
        let mut m: usize = 0;
        while m < count {
            let at = moves[m] as usize;
            if cells[at] != 0 && !marked[at] {
                sight.mark(size, at, cells[at]);
                marked[at] = true;
            }
            m += 1;
        }
        let mut c: usize = 0;
        while c < size * size {
            if cells[c] != 0 && !marked[c] {
                sight.mark(size, c, cells[c]);
            }
            c += 1;
        }
        c = 0;
        while c < size * size {
            if cells[c] == 0 && sight.hot(c) {
                sight.look(size, cells, c);
            }
            c += 1;
        }
        sight
    }

    /// What I see on an empty board: nothing.
    fn blank() -> Sight {
        Sight { near: [[false; ROOM]; 2], spots: [0; ROOM], logged: 0, seen: [[[NOTHING as u8; 4]; ROOM]; 2], windows: [[[0; 8]; 8]; ROOM] }
    }

    /// Marks the cells within two steps of `at` along a line as near a
    /// stone of `side`, logging those not logged before.
    fn mark(&mut self, size: usize, at: usize, side: u8) {
        let mut d: usize = 0;
        while d < 4 {
            let mut k: i32 = -2;
            while k <= 2 {
                let c = cell(size, at, d, k);
                if c < NONE && !self.hot(c) {
                    self.spots[self.logged] = c as u16;
                    self.logged += 1;
                }
                if c < NONE {
                    self.near[side as usize - 1][c] = true;
                }
                k += 1;
            }
            d += 1;
        }
    }

    /// What the empty cell `c` shows along line `d`, whose nine cells
    /// around it are `w`.
    fn seen_along(&mut self, c: usize, d: usize, w: &[u8; 9]) {
        self.seen[0][c][d] = shape(w, 1) as u8;
        self.seen[1][c][d] = shape(w, 2) as u8;
        let (yours, mine) = (windows(w, 1), windows(w, 2));
        let mut j: usize = 0;
        while j < 8 {
            self.windows[c][d][j] = yours[j] as i8;
            self.windows[c][d + 4][j] = mine[j] as i8;
            j += 1;
        }
    }

    /// Looks at the empty cell `c` along every line.
    fn look(&mut self, size: usize, cells: &[u8; ROOM], c: usize) {
        let mut d: usize = 0;
        while d < 4 {
            self.seen_along(c, d, &line(size, cells, c, d));
            d += 1;
        }
    }

    /// Brings what I see up to date after a stone on `at` (on `cells`
    /// already): the cells it brings near, and what each line through it
    /// shows within four steps of it.
    pub fn placed(&mut self, size: usize, cells: &[u8; ROOM], at: usize) {
        let mut d: usize = 0;
        while d < 4 {
            let w = span(size, cells, at, d);
            let mut k: i32 = -4;
            while k <= 4 {
                let c = if w[(8 + k) as usize] == 0 { cell(size, at, d, k) } else { NONE };
                if c < NONE && self.hot(c) {
                    self.seen_along(c, d, &around(&w, k));
                }
                k += 1;
            }
            d += 1;
        }
        // The cells it brings near for the first time: all their lines.
        d = 0;
        while d < 4 {
            let mut k: i32 = -2;
            while k <= 2 {
                let c = cell(size, at, d, k);
                if c < NONE && cells[c] == 0 && !self.hot(c) {
                    self.look(size, cells, c);
                }
                k += 1;
            }
            d += 1;
        }
        self.mark(size, at, cells[at]);
    }

    /// The patterns a stone of `side` on the hot spot `at` makes, and
    /// takes from the other side, as `patterns` gives them.
    pub fn patterns(&self, at: usize, side: u8) -> [u8; 8] {
        let (m, y) = (self.seen[side as usize - 1][at], self.seen[2 - side as usize][at]);
        [m[0], m[1], m[2], m[3], y[0], y[1], y[2], y[3]]
    }

    /// Is `c` a hot spot: near a stone of either side?
    pub fn hot(&self, c: usize) -> bool {
        self.near[0][c] || self.near[1][c]
    }

    /// What a stone of `side` on the hot spot `at` changes in the census
    /// for `side`, as `change` gives it.
    pub fn change(&self, at: usize, side: u8) -> [i32; 8] {
        let from: usize = if side == 1 { 0 } else { 4 };
        let mut f = [0i32; 8];
        let mut d: usize = 0;
        while d < 4 {
            let mut j: usize = 0;
            while j < 8 {
                f[j] += self.windows[at][from + d][j] as i32;
                j += 1;
            }
            d += 1;
        }
        f
    }
}

// ---------------------------------------------------------------------------
// How I choose a move: the Tick5 tutorial's method.
//
//  1. On an empty board, I take the centre, h8.
//  2. If a hot spot gives me five, I take the first such.
//  3. If a hot spot would give you five, I take the first such: I never
//     miss a block. (The tutorial's program does not promise this; I do.)
//  4. If your last move made a threat of three or more along a line (a
//     straight three, a broken three, or any four), I answer it: my
//     candidates are the hot spots on that line, within four cells of your
//     move, that defend it: after my stone there, no stone of yours on the
//     line makes with your move a straight four or a five. (A cell beyond
//     an empty end may not: after 0.XXX.. you make .XXXX. on the other
//     side.) When no hot spot defends it, no one stone can: all the hot
//     spots stay my candidates, and my weights and values choose. A
//     closed three is no threat: it can only make a closed four, which
//     rule 3 blocks in time.
//  5. Of my candidates (all the empty hot spots, or the answers of rule
//     4), I take the one worth most by my weights and values (see above),
//     the first in the order of the hot spots on ties. Generation zero's
//     values are 0, and its weights choose alone, as the tutorial's do.
//
// When no hot spot is empty, every empty cell is a candidate, in reading
// order.

/// Writes to `out` the cells `side` (1 you, 2 me) may choose among on
/// `cells`, after the first `count` of `moves`, and to `seen` their
/// patterns; says how many, and whether weights choose among them (false:
/// a rule chose, and `out` holds its one cell). `defend` is rules 3 and 4;
/// the built-in player `greedy` goes without. `sight` is what I see on
/// `cells`.
pub fn candidates(size: usize, cells: &[u8; ROOM], moves: &[u16; ROOM], count: usize, side: u8, defend: bool, out: &mut [u16; ROOM], seen: &mut [[u8; 8]; ROOM], sight: &Sight) -> (usize, bool) {
    if count == 0 {
        out[0] = centre(size) as u16;
        seen[0] = patterns(size, cells, centre(size), side);
        return (1, false);
    }
    // The hot spots, as `hot` lists them: the sight keeps them.
    let mut n: usize = 0;
    let mut i: usize = 0;
    while i < sight.logged {
        if cells[sight.spots[i] as usize] == 0 {
            out[n] = sight.spots[i];
            n += 1;
        }
        i += 1;
    }
    i = 0;
    while n == 0 && i < size * size {
        if cells[i] == 0 {
            out[n] = i as u16;
            n += 1;
        }
        i += 1;
    }
    i = 0;
    while i < n {
        let c = out[i] as usize;
        seen[i] = if sight.hot(c) { sight.patterns(c, side) } else { patterns(size, cells, c, side) };
        i += 1;
    }
    // Rules 2 and 3: a five for me (patterns 0 to 3), then a five for you
    // (4 to 7).
    let mut rule: usize = 0;
    while rule < 8 {
        i = 0;
        while i < n && (rule < 4 || defend) {
            let p = seen[i];
            if p[rule] as usize == FIVE || p[rule + 1] as usize == FIVE || p[rule + 2] as usize == FIVE || p[rule + 3] as usize == FIVE {
                out[0] = out[i];
                seen[0] = p;
                return (1, false);
            }
            i += 1;
        }
        rule += 4;
    }
    // Rule 4: the lines through your last move where it made a threat.
    let last = moves[count - 1] as usize;
    let mut threat = [false; 4];
    let mut d: usize = 0;
    while d < 4 {
        let p = pattern(size, cells, last, 3 - side, d);
        threat[d] = defend && p >= STRAIGHT_FOUR && p <= BROKEN_THREE && p != THREE;
        d += 1;
    }
    let mut m: usize = 0;
    i = 0;
    while i < n {
        let c = out[i] as usize;
        let mut answers = false;
        d = 0;
        while d < 4 {
            let mut k: i32 = -4;
            while threat[d] && k <= 4 {
                if cell(size, last, d, k) == c && !stands(size, cells, last, d, c) {
                    answers = true;
                }
                k += 1;
            }
            d += 1;
        }
        if answers {
            out[m] = out[i];
            seen[m] = seen[i];
            m += 1;
        }
        i += 1;
    }
    if m > 0 { (m, true) } else { (n, true) }
}

/// Does the threat of your stone on `last` along line `d` stand when I hold
/// `c`: is there a cell within four of `last` along `d` where your stone
/// would make, with `last`, a straight four or a five?
pub fn stands(size: usize, cells: &[u8; ROOM], last: usize, d: usize, c: usize) -> bool {
    let mut board = *cells;
    let you = board[last];
    board[c] = 3 - you;
    let mut k: i32 = -4;
    while k <= 4 {
        let e = cell(size, last, d, k);
        if e < NONE && board[e] == 0 {
            board[e] = you;
            if pattern(size, &board, last, you, d) <= STRAIGHT_FOUR {
                return true;
            }
            board[e] = 0;
        }
        k += 1;
    }
    false
}

/// The cell of `list` (its first `n`, whose patterns are `seen`) that is
/// the best move for `side` on `cells` by `weights` and `values`, the
/// first on ties; NONE when there is none.
pub fn best(size: usize, cells: &[u8; ROOM], side: u8, list: &[u16; ROOM], seen: &[[u8; 8]; ROOM], n: usize, weights: &[i32; 20], values: &[i32; 8], sight: &Sight) -> usize {
    let mut at: usize = NONE;
    let mut top: i32 = 0;
    let blank = blank(values);
    let mut i: usize = 0;
    while i < n {
        let c = list[i] as usize;
        let v = if blank || !sight.hot(c) { score(size, cells, c, side, &seen[i], weights, values) } else { worth(&seen[i], weights) + judge(&sight.change(c, side), values) };
        if at == NONE || v > top {
            at = c;
            top = v;
        }
        i += 1;
    }
    at
}

// ---------------------------------------------------------------------------
// How far I look: my lookahead.
//
// With a lookahead of 0, I play the Tick5 method above and no more. With a
// lookahead of N, before my weights choose (rule 5), I look up to N of my
// moves ahead for a win by threats: a row of fours, each leaving you one
// cell to stop five, which you must take, and then a move that wins
// whatever you do:
//
//     a straight four          .XXXX.   two cells make five: you stop one
//     two fours                         the same, on two lines
//     two open threes          .XXX. and .X.XX. on two lines: you stop
//                              one, the other makes a straight four
//                              (for my win, only when you have no four
//                              to answer with)
//
// So a lookahead of 1 sees a move that wins at once; 2 sees a four, then
// such a move (a four and an open three together, say); 3, two fours, then
// such a move. For your wins I look at one thing more: your open three
// first, then a win by fours that no stone stopping the three can stop
// (a three, then a fork, say). Then:
//
//  5a. When I have such a win, I play its first move.
//  5b. When you would have one if I passed, my candidates are those, on
//      the lines through its first move and within four of it, after
//      which you have none (when my stone there makes a four, after your
//      block of it). When no candidate stops it, they all stay.
//
// Each lesson may raise my lookahead (see "How I learn"), up to DEEPEST.

/// The most my lookahead may be.
pub const DEEPEST: usize = 3;

/// Marks in `near` the cells within two steps of `at` along a line. Every
/// cell where a stone makes a four or a three with `at` is among them.
fn star(size: usize, at: usize, near: &mut [bool; ROOM]) {
    let mut d: usize = 0;
    while d < 4 {
        let mut k: i32 = -2;
        while k <= 2 {
            let c = cell(size, at, d, k);
            if c < NONE {
                near[c] = true;
            }
            k += 1;
        }
        d += 1;
    }
}

/// The cells within two steps along a line of a stone of `side`.
fn stars(size: usize, cells: &[u8; ROOM], side: u8) -> [bool; ROOM] {
    let mut near = [false; ROOM];
    let mut c: usize = 0;
    while c < size * size {
        if cells[c] == side {
            star(size, c, &mut near);
        }
        c += 1;
    }
    near
}

/// A cell within four of `at`, on a line through it, where a stone of
/// `side` makes five; NONE when there is none.
pub fn five_beside(size: usize, cells: &[u8; ROOM], at: usize, side: u8) -> usize {
    let mut d: usize = 0;
    while d < 4 {
        let w = span(size, cells, at, d);
        let mut k: i32 = -4;
        while k <= 4 {
            // Five or more need a stone of `side` beside the cell.
            let j = (8 + k) as usize;
            if w[j] == 0 && (w[j - 1] == side || w[j + 1] == side) && shape(&around(&w, k), side) == FIVE {
                return cell(size, at, d, k);
            }
            k += 1;
        }
        d += 1;
    }
    NONE
}

/// Can `side` make a four (or five) anywhere on `cells`?
fn any_four(size: usize, cells: &[u8; ROOM], side: u8) -> bool {
    let near = stars(size, cells, side);
    let mut c: usize = 0;
    while c < size * size {
        if cells[c] == 0 && near[c] {
            let mut d: usize = 0;
            while d < 4 {
                let p = pattern(size, cells, c, side, d);
                if p <= BROKEN_FOUR {
                    return true;
                }
                d += 1;
            }
        }
        c += 1;
    }
    false
}

/// The first cell, in reading order, where a stone of `side` starts a win
/// by threats within `depth` of its moves on `cells` (see above), when the
/// other side has no five to make; NONE when there is none. `mine`: the
/// win is mine, and is to be played; else it is yours, and is to be
/// stopped, and may begin with an open three.
pub fn forced(size: usize, cells: &[u8; ROOM], side: u8, depth: usize, mine: bool, sight: &Sight) -> usize {
    if depth == 0 {
        return NONE;
    }
    let s = side as usize - 1;
    search(size, cells, side, depth, mine, &sight.near[s], &sight.seen[s], !mine)
}

/// After a stone on `at` (on `cells` already), brings `near` and `seen` up
/// to date for `side`: a stone of `side` brings the cells within two of it
/// near; along each line through `at`, the near cells within four of it
/// make new patterns. Each search's step so looks at a few lines, not at
/// the whole board again.
fn placed(size: usize, cells: &[u8; ROOM], side: u8, at: usize, near: &mut [bool; ROOM], seen: &mut [[u8; 4]; ROOM]) {
    let mut d: usize = 0;
    while d < 4 {
        let w = span(size, cells, at, d);
        let mut k: i32 = -4;
        while k <= 4 {
            let c = if w[(8 + k) as usize] == 0 { cell(size, at, d, k) } else { NONE };
            if c < NONE {
                if !near[c] && k >= -2 && k <= 2 && cells[at] == side {
                    near[c] = true;
                    let mut e: usize = 0;
                    while e < 4 {
                        seen[c][e] = pattern(size, cells, c, side, e) as u8;
                        e += 1;
                    }
                } else if near[c] {
                    seen[c][d] = shape(&around(&w, k), side) as u8;
                }
            }
            k += 1;
        }
        d += 1;
    }
}

/// `forced`, where `near` marks the cells near the stones of `side` and
/// `seen` holds their patterns; with `three`, the first move may be an
/// open three too.
fn search(size: usize, cells: &[u8; ROOM], side: u8, depth: usize, mine: bool, near: &[bool; ROOM], seen: &[[u8; 4]; ROOM], three: bool) -> usize {
    // Each cell's fours and open threes; the cells of one four, and the
    // first of two open threes.
    let mut fours = [0u16; ROOM];
    let mut n: usize = 0;
    let mut threes = [0u16; ROOM];
    let mut lines = [0u8; ROOM];
    let mut t: usize = 0;
    let mut fork: usize = NONE;
    let mut c: usize = 0;
    while c < size * size {
        if cells[c] == 0 && near[c] {
            let (mut four, mut open, mut line): (usize, usize, usize) = (0, 0, 0);
            let mut d: usize = 0;
            while d < 4 {
                let p = seen[c][d] as usize;
                if p <= STRAIGHT_FOUR {
                    return c;
                }
                if p == FOUR || p == BROKEN_FOUR {
                    four += 1;
                }
                if p == STRAIGHT_THREE || p == BROKEN_THREE {
                    open += 1;
                    line = d;
                }
                d += 1;
            }
            if four >= 2 {
                return c;
            }
            if four == 1 {
                fours[n] = c as u16;
                n += 1;
            } else if open >= 2 && fork == NONE {
                fork = c;
            } else if open == 1 {
                threes[t] = c as u16;
                lines[t] = line as u8;
                t += 1;
            }
        }
        c += 1;
    }
    if fork < NONE && (!mine || !any_four(size, cells, 3 - side)) {
        return fork;
    }
    // A four, the other side's block, and a win from there.
    let mut i: usize = 0;
    while depth > 1 && i < n {
        let c = fours[i] as usize;
        let mut after = *cells;
        after[c] = side;
        let block = five_beside(size, &after, c, side);
        if block < NONE {
            after[block] = 3 - side;
            let (mut wider, mut known) = (*near, *seen);
            placed(size, &after, side, c, &mut wider, &mut known);
            placed(size, &after, side, block, &mut wider, &mut known);
            if five_beside(size, &after, block, 3 - side) == NONE && search(size, &after, side, depth - 1, mine, &wider, &known, false) < NONE {
                return c;
            }
        }
        i += 1;
    }
    // An open three, and a win whatever stone stops it.
    i = 0;
    while three && depth > 1 && i < t {
        let c = threes[i] as usize;
        let d = lines[i] as usize;
        let mut after = *cells;
        after[c] = side;
        let (mut wider, mut known) = (*near, *seen);
        placed(size, &after, side, c, &mut wider, &mut known);
        let (mut stopped, mut replies): (bool, usize) = (false, 0);
        let mut k: i32 = -4;
        while !stopped && k <= 4 {
            let e = cell(size, c, d, k);
            if e < NONE && after[e] == 0 && !stands(size, &after, c, d, e) {
                replies += 1;
                let mut stop = after;
                stop[e] = 3 - side;
                let (mut nearer, mut knew) = (wider, known);
                placed(size, &stop, side, e, &mut nearer, &mut knew);
                stopped = five_beside(size, &stop, e, 3 - side) < NONE || search(size, &stop, side, depth - 1, mine, &nearer, &knew, false) == NONE;
            }
            k += 1;
        }
        if !stopped && replies > 0 {
            return c;
        }
        i += 1;
    }
    NONE
}

/// Rules 5a and 5b, for `side` looking `lookahead` moves ahead, on the
/// candidates the first `n` of `list` (their patterns in `seen`), `sight`
/// what I see on `cells`. Gives my winning cell (5a), or NONE and how many
/// candidates stay at the front of `list` (5b).
pub fn ahead(size: usize, cells: &[u8; ROOM], side: u8, lookahead: usize, list: &mut [u16; ROOM], seen: &mut [[u8; 8]; ROOM], n: usize, sight: &Sight) -> (usize, usize) {
    let win = forced(size, cells, side, lookahead, true, sight);
    if win < NONE {
        return (win, 1);
    }
    let (near, known) = (&sight.near[2 - side as usize], &sight.seen[2 - side as usize]);
    let yours = search(size, cells, 3 - side, lookahead, false, near, known, true);
    if yours == NONE {
        return (NONE, n);
    }
    // The candidates that may stop it: on the lines through your first
    // move, within four of it.
    let mut lines = [false; ROOM];
    let mut d: usize = 0;
    while d < 4 {
        let mut k: i32 = -4;
        while k <= 4 {
            let c = cell(size, yours, d, k);
            if c < NONE {
                lines[c] = true;
            }
            k += 1;
        }
        d += 1;
    }
    let mut m: usize = 0;
    let mut i: usize = 0;
    while i < n {
        let c = list[i] as usize;
        if !lines[c] {
            i += 1;
            continue;
        }
        let mut after = *cells;
        after[c] = side;
        let (mut wider, mut knew) = (*near, *known);
        placed(size, &after, 3 - side, c, &mut wider, &mut knew);
        let block = five_beside(size, &after, c, side);
        if block < NONE {
            after[block] = 3 - side;
            placed(size, &after, 3 - side, block, &mut wider, &mut knew);
        }
        if search(size, &after, 3 - side, lookahead, false, &wider, &knew, true) == NONE {
            list[m] = list[i];
            seen[m] = seen[i];
            m += 1;
        }
        i += 1;
    }
    (NONE, if m > 0 { m } else { n })
}

/// What my weights choose among for `side` on `cells`, after the first
/// `count` of `moves`, looking `lookahead` moves ahead: `candidates`, then
/// rules 5a and 5b. Writes them to `out` and their patterns to `seen`;
/// says how many, and whether weights choose among them (false: a rule
/// chose, and `out` holds its one cell). `sight` is what I see on `cells`.
pub fn options(size: usize, cells: &[u8; ROOM], moves: &[u16; ROOM], count: usize, side: u8, defend: bool, lookahead: usize, out: &mut [u16; ROOM], seen: &mut [[u8; 8]; ROOM], sight: &Sight) -> (usize, bool) {
    let (n, weighed) = candidates(size, cells, moves, count, side, defend, out, seen, sight);
    if !weighed || lookahead == 0 {
        return (n, weighed);
    }
    let (win, m) = ahead(size, cells, side, lookahead, out, seen, n, sight);
    if win < NONE {
        out[0] = win as u16;
        seen[0] = patterns(size, cells, win, side);
        return (1, false);
    }
    (m, true)
}

/// The cell `side` (1 you, 2 me) plays on `cells` after the first `count`
/// of `moves`, by `weights` and `values` and looking `lookahead` moves
/// ahead, with rules 3 and 4 when `defend`.
pub fn choose(size: usize, cells: &[u8; ROOM], moves: &[u16; ROOM], count: usize, side: u8, weights: &[i32; 20], values: &[i32; 8], defend: bool, lookahead: usize) -> usize {
    choose_seeing(size, cells, moves, count, side, weights, values, defend, lookahead, &Sight::of(size, cells, moves, count))
}

/// `choose`, where `sight` is what I see on `cells`.
pub fn choose_seeing(size: usize, cells: &[u8; ROOM], moves: &[u16; ROOM], count: usize, side: u8, weights: &[i32; 20], values: &[i32; 8], defend: bool, lookahead: usize, sight: &Sight) -> usize {
    let mut list = [0u16; ROOM];
    let mut seen = [[0u8; 8]; ROOM];
    let (n, _) = options(size, cells, moves, count, side, defend, lookahead, &mut list, &mut seen, sight);
    best(size, cells, side, &list, &seen, n, weights, values, sight)
}

/// Replays the first `count` of `moves`, the first made by `first` (0 you,
/// 1 me), as I would play my own with `weights`, `values` and `lookahead`
/// (when `mine`: else my moves are not looked at).
/// Gives the board; who is to move next (0 you, 1 me, 2 nobody: the game
/// is over; 3: a move is on a taken cell, or after the end); and the first
/// of my moves I would now play otherwise (NONE: none). Keeps my calls in
/// `calls`, for a lesson to weigh again.
pub fn replay(size: usize, moves: &[u16; ROOM], count: usize, first: usize, weights: &[i32; 20], values: &[i32; 8], lookahead: usize, mine: bool, calls: &mut Calls) -> ([u8; ROOM], usize, usize) {
    let mut cells = [0u8; ROOM];
    let mut sight = Sight::of(size, &cells, moves, 0);
    let mut side: usize = first;
    let mut otherwise: usize = NONE;
    let mut k: usize = 0;
    while k < count && side < 2 {
        let at = moves[k] as usize;
        if cells[at] != 0 {
            return (cells, 3, otherwise);
        }
        if mine && side == 1 && otherwise == NONE {
            let (from, n, _) = calls.look(size, &cells, moves, k, weights, lookahead, &sight);
            if n == 0 || calls.spot[calls.chosen(from, n, values)] as usize != at {
                otherwise = k;
            }
        }
        cells[at] = side as u8 + 1;
        // What I see, kept only while I look.
        if mine && otherwise == NONE {
            sight.placed(size, &cells, at);
        }
        side = if five(size, &cells, at, side as u8 + 1) || k + 1 == size * size { 2 } else { side ^ 1 };
        k += 1;
    }
    (cells, if k < count { 3 } else { side }, otherwise)
}

// ---------------------------------------------------------------------------
// How I learn.
//
// After every game, won, lost or drawn, I learn from it, in this order.
//
// 1. How far to look, from a game someone lost. I look at the loser's
//    moves again, as I would have chosen them, one move further ahead
//    than I look. If I would then have chosen otherwise at one of them (a
//    win by threats missed, or one not stopped), the loss was there to be
//    seen: I raise my lookahead by one, up to DEEPEST, and in every game
//    after I see that far ahead. (When I lost, the loser's moves are mine.)
//    When the game shows nothing, as a game whose loser threw stones away
//    at random may not, I look the same way at the first of my study games
//    below, from its board on, when someone lost it.
//
// 2. What boards are worth: my values, by temporal differences, TD(lambda)
//    (Sutton, 1988), as self-play taught a program Othello's table of
//    squares (Lucas and Runarsson, 2006). I replay the game, and after
//    each move but the last I take the census of the board from the side
//    of who just moved, yours as much as mine: the winner's boards teach
//    me what wins, the loser's what loses. What my values make of a board,
//    squashed into -1 to 1 (a worth of SURE is 1/2), is my guess of how the
//    game ends for who moved. Each guess should agree with the next
//    board's, seen from the other side (a good move for one is a bad one
//    for the other), and all with the end: the win of who made the five,
//    or a draw, 0. So I walk back from the end: the target of each board
//    is, from the other side, what the next board was guessed to be worth
//    and, by LAMBDA, the next board's own target, which leads back to the
//    end. A board's miss is its target less its guess, times how much the
//    squash moves there. Each value is asked to move by STEP times the
//    average miss of the boards that held its windows, each board counting
//    as many times as it held one.
//
//    A move made at random (the opening of a training game, written in
//    capitals among my moves, or a move of a study game below) is neither
//    side's choice: I learn nothing across it, for what followed it says
//    nothing of the board before it (temporal differences do not back up
//    through exploratory moves: Sutton and Barto, 2018). The board before
//    it learns nothing, and the boards before that lead back to its guess,
//    not to the end.
//
//    Then I study the game, as a player replays a game to learn from it:
//    I play myself STUDY games, each from a board of the game drawn at
//    random, both sides choosing as I do looking STUDIED moves ahead, one
//    move in EXPLORE made at random among the hot spots, and learn from
//    each as from the game. So one game teaches what boards like its own
//    are worth, not only the one line it took; and a game whose opening
//    threw stones away at random, which its other side then loses, still
//    teaches an even game: my study plays its early boards out well on
//    both sides. (The draws come from a stream seeded by my lessons and
//    the game's moves: the same game teaches the same lesson.)
//
//    Each value takes steps of its own, which settle by themselves
//    (temporal coherence, TC(lambda): Beal and Smith, 1999): I keep, for
//    each, how far my lessons have asked it to move in all, back and
//    forth, and how far that came to, net, in points (my steps, in my
//    state). It moves as far as it is asked times the second over the
//    first: a value that every lesson pulls one way moves as far as it is
//    asked, one pulled back and forth, which has found its place, less
//    and less. I count my lessons.
//
// 3. After a game you won, that your same moves never give the same game
//    again (Westley's rule). If neither the lookahead nor my values
//    changed one of my moves in this game, I find the call, among my moves
//    where weights and values chose among two candidates or more, that
//    came nearest to going otherwise: the one that needs the fewest steps,
//    each moving by one every value of a window that my move m and another
//    candidate b change differently, toward b. I take those steps, and
//    replay; until the game differs, or no value in its bounds could
//    change it.
//
// My weights are generation zero's, and stay so: what I learn is how far
// to look, and what boards are worth.

/// How far a lesson asks a value to move, in points, for a board whose
/// guess missed by all.
pub const STEP: f64 = 10.0;
/// The worth of a board that my guess takes for a chance of three in four
/// to win: worth / (SURE + |worth|) is 1/2 there.
pub const SURE: f64 = 4000.0;
/// How much each board's target leans on the boards after it, rather than
/// on the next board alone.
pub const LAMBDA: f64 = 0.9;
/// How many games I play myself, studying a game.
pub const STUDY: usize = 30;
/// How far the players of a study game look ahead.
pub const STUDIED: usize = 1;
/// One move in EXPLORE of a study game is made at random.
pub const EXPLORE: u64 = 10;
/// The most lessons I count.
pub const LESSONS: usize = 99999;
/// The most my steps count, in all or net, either way.
pub const FAR: i64 = 999_999_999;

/// Learns from the game just finished, whose moves `game` holds.
pub fn learn(game: &mut Game) {
    learn_with(game, STUDY, &mut Calls::none());
}

/// Learns as `learn` does, studying the game `games` times; `calls` holds
/// those of my calls in the game already looked at (by `Game::read`).
pub fn learn_with(game: &mut Game, games: usize, calls: &mut Calls) {
    let size = game.size;
    let lost = game.status == LOST;
    // 1. How far to look: the loser's moves, mine when I lost (as I
    // played them), yours when I won; a draw has no loser.
    let mut raise = game.lookahead < DEEPEST && game.status != DRAW;
    if raise && further(game, &game.moves, &game.random, game.count, game.first, 0, &game.values, lost) {
        game.lookahead += 1;
        raise = false;
    }
    // 2. My values: from the game, then from my study of it.
    let mut lesson = Lesson::of(game);
    let end: f64 = if game.status == DRAW { 0.0 } else { 1.0 };
    let (sum, counted) = differences(size, &game.moves, &game.random, game.count, 0, end, &game.values);
    lesson.step(&asked(&sum, &counted));
    // My study, from boards of the game drawn from a stream that my
    // lessons and the game's moves seed.
    let mut k: usize = 0;
    let mut stream: u64 = game.lessons as u64;
    while k < game.count {
        stream = draw(&mut stream) ^ game.moves[k] as u64;
        k += 1;
    }
    let mut g: usize = 0;
    while g < games && game.count > 1 {
        let from = (draw(&mut stream) % (game.count - 1) as u64) as usize;
        let (moves, random, count, end) = study(game, from, &lesson.values, &mut stream);
        // The first study game that someone lost may show a loss there to
        // be seen further ahead too, when the game did not.
        if g == 0 && raise && end > 0.0 && further(game, &moves, &random, count, 0, from + 1, &lesson.values, false) {
            game.lookahead += 1;
        }
        let (sum, counted) = differences(size, &moves, &random, count, from, end, &lesson.values);
        lesson.step(&asked(&sum, &counted));
        g += 1;
    }
    game.values = lesson.values;
    game.all = lesson.mind_all();
    game.net = lesson.mind_net();
    if game.lessons < LESSONS {
        game.lessons += 1;
    }
    // 3. Never the same game again, after one you won.
    if lost {
        unlike(game, calls);
    }
}

/// Would I, looking one move further than `game`'s lookahead, choose
/// otherwise than at that lookahead at one of the loser's moves, from move
/// `from` on, of the game of `moves` (`count` of them, those of `random`
/// made at random, the first made by `first`: 0 side 1, 1 side 2), won by
/// who made its last move? With `played`, the loser's moves are what I
/// chose at my lookahead, with `values`.
pub fn further(game: &Game, moves: &[u16; ROOM], random: &[bool; ROOM], count: usize, first: usize, from: usize, values: &[i32; 8], played: bool) -> bool {
    let size = game.size;
    let (weights, lookahead) = (&game.weights, game.lookahead);
    let loser: u8 = if (count + first) % 2 == 1 { 2 } else { 1 };
    let mut cells = [0u8; ROOM];
    let mut sight = Sight::of(size, &cells, moves, 0);
    let mut k: usize = 0;
    while k + 1 < count {
        let at = moves[k] as usize;
        let side: u8 = if (k + first) % 2 == 1 { 2 } else { 1 };
        if k >= from && side == loser && !random[k] {
            let now = if played { at } else { choose_seeing(size, &cells, moves, k, side, weights, values, true, lookahead, &sight) };
            if choose_seeing(size, &cells, moves, k, side, weights, values, true, lookahead + 1, &sight) != now {
                return true;
            }
        }
        cells[at] = side;
        sight.placed(size, &cells, at);
        k += 1;
    }
    false
}

/// `x`, rounded to the nearest whole number.
fn round(x: f64) -> i32 {
    if x < 0.0 { -((0.5 - x) as i32) } else { (x + 0.5) as i32 }
}

/// What a board's `worth` by my values guesses of how the game ends for
/// who moved: from -1 (lost) to 1 (won); and how fast that guess moves
/// with the worth, where 1 is its fastest.
pub fn guess(worth: i32) -> (f64, f64) {
    let w = worth as f64;
    let a = if w < 0.0 { -w } else { w };
    let s = SURE / (SURE + a);
    (w / (SURE + a), s * s)
}

/// The census `f` from the other side: mine and yours swapped.
fn swapped(f: &[i32; 8]) -> [i32; 8] {
    [f[4], f[5], f[6], f[7], f[0], f[1], f[2], f[3]]
}

/// What temporal differences ask of each of my `values` (by which I
/// guess) over the boards of the game of `moves` (`count` of them, those
/// of `random` made at random), from the board after move `from` on, each
/// after a move but the last; `end` is what the game was worth to who made
/// its last move (1 a five, 0 a draw). Gives, for each value, the sum of
/// the boards' misses, each times the windows of the value's kind it held,
/// and how many windows they held.
pub fn differences(size: usize, moves: &[u16; ROOM], random: &[bool; ROOM], count: usize, from: usize, end: f64, values: &[i32; 8]) -> ([f64; 8], [f64; 8]) {
    // Every board but the last, its census from the side of who just
    // moved, kept for the side that moved first as the moves go (what a
    // stone changes in it), and its guess.
    let mut cells = [0u8; ROOM];
    let mut boards = [[0i32; 8]; ROOM];
    let mut guesses = [0f64; ROOM];
    let mut slopes = [0f64; ROOM];
    let mut first = [0i32; 8];
    let mut k: usize = 0;
    while k + 1 < count {
        let at = moves[k] as usize;
        let side: u8 = if k % 2 == 0 { 1 } else { 2 };
        let d = change(size, &cells, at, side);
        let d = if side == 1 { d } else { swapped(&d) };
        let mut j: usize = 0;
        while j < 8 {
            first[j] += d[j];
            j += 1;
        }
        cells[at] = side;
        if k >= from {
            boards[k] = if side == 1 { first } else { swapped(&first) };
            let (g, s) = guess(judge(&boards[k], values));
            guesses[k] = g;
            slopes[k] = s;
        }
        k += 1;
    }
    // Back from the end, where the last board is a five, won for who made
    // it, or a draw.
    let (mut target, mut next): (f64, f64) = (end, end);
    let mut sum = [0f64; 8];
    let mut counted = [0f64; 8];
    while k > from {
        k -= 1;
        if random[k + 1] {
            // The move after this board was nobody's choice.
            target = guesses[k];
            next = guesses[k];
            continue;
        }
        target = -((1.0 - LAMBDA) * next + LAMBDA * target);
        let miss = (target - guesses[k]) * slopes[k];
        let mut j: usize = 0;
        while j < 8 {
            sum[j] += miss * boards[k][j] as f64;
            counted[j] += boards[k][j] as f64;
            j += 1;
        }
        next = guesses[k];
    }
    (sum, counted)
}

/// What a lesson asks of each value, in points, from the misses `sum` of
/// boards that held `counted` windows of its kind: STEP times their
/// average miss.
pub fn asked(sum: &[f64; 8], counted: &[f64; 8]) -> [f64; 8] {
    let mut asked = [0f64; 8];
    let mut j: usize = 0;
    while j < 8 {
        asked[j] = STEP * sum[j] / if counted[j] < 1.0 { 1.0 } else { counted[j] };
        j += 1;
    }
    asked
}

/// A stream of numbers for my study games (SplitMix64): the next one.
pub fn draw(stream: &mut u64) -> u64 {
    *stream = stream.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *stream;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Plays a study game from the board of `game` after its move `from`: both
/// sides choose as I do with `values`, looking STUDIED moves ahead, and
/// one move in EXPLORE, drawn from `stream`, is made at random among the
/// empty hot spots. Gives its moves, the game's up to `from` then the
/// study's, which of them were made at random, how many, and what the
/// game was worth to who made its last move (1 a five, 0 a draw).
pub fn study(game: &Game, from: usize, values: &[i32; 8], stream: &mut u64) -> ([u16; ROOM], [bool; ROOM], usize, f64) {
    let size = game.size;
    let (mut moves, mut random) = (game.moves, game.random);
    let mut cells = [0u8; ROOM];
    let mut k: usize = 0;
    while k <= from {
        cells[moves[k] as usize] = if k % 2 == 0 { 1 } else { 2 };
        k += 1;
    }
    let mut sight = Sight::of(size, &cells, &moves, from + 1);
    while k < size * size {
        random[k] = false;
        let side: u8 = if k % 2 == 0 { 1 } else { 2 };
        let mut at = NONE;
        if draw(stream) % EXPLORE == 0 {
            let mut spots = [0u16; ROOM];
            let mut open: usize = 0;
            let mut i: usize = 0;
            while i < sight.logged {
                if cells[sight.spots[i] as usize] == 0 {
                    spots[open] = sight.spots[i];
                    open += 1;
                }
                i += 1;
            }
            if open > 0 {
                at = spots[(draw(stream) % open as u64) as usize] as usize;
                random[k] = true;
            }
        }
        if at == NONE {
            at = choose_seeing(size, &cells, &moves, k, side, &game.weights, values, true, STUDIED, &sight);
        }
        cells[at] = side;
        sight.placed(size, &cells, at);
        moves[k] = at as u16;
        k += 1;
        if five(size, &cells, at, side) {
            return (moves, random, k, 1.0);
        }
    }
    (moves, random, k, 0.0)
}

/// What a lesson works with: my values as fractions, and my steps so far,
/// in all and net, as fractions.
pub struct Lesson {
    pub values: [i32; 8],
    pub exact: [f64; 8],
    pub all: [f64; 8],
    pub net: [f64; 8],
}

impl Lesson {
    /// The lesson of `game`'s values and steps.
    pub fn of(game: &Game) -> Lesson {
        let mut lesson = Lesson { values: game.values, exact: [0.0; 8], all: [0.0; 8], net: [0.0; 8] };
        let mut j: usize = 0;
        while j < 8 {
            lesson.exact[j] = game.values[j] as f64;
            lesson.all[j] = game.all[j] as f64;
            lesson.net[j] = game.net[j] as f64;
            j += 1;
        }
        lesson
    }

    /// Moves each value by what `asked` asks of it, times its steps' net
    /// over their all (all of it while it has none), within its bounds,
    /// and counts what was asked among its steps.
    pub fn step(&mut self, asked: &[f64; 8]) {
        let most = MOST as f64;
        let mut j: usize = 0;
        while j < 8 {
            let net = if self.net[j] < 0.0 { 0.0 - self.net[j] } else { self.net[j] };
            let share = if self.all[j] > 0.0 { net / self.all[j] } else { 1.0 };
            let moved = self.exact[j] + share * asked[j];
            self.exact[j] = if moved > most { most } else if moved < 0.0 - most { 0.0 - most } else { moved };
            self.values[j] = round(self.exact[j]);
            self.all[j] += if asked[j] < 0.0 { 0.0 - asked[j] } else { asked[j] };
            self.net[j] += asked[j];
            j += 1;
        }
    }

    /// My steps in all, as my state keeps them: whole points, within FAR.
    pub fn mind_all(&self) -> [i64; 8] {
        whole(&self.all)
    }

    /// My steps net, as my state keeps them.
    pub fn mind_net(&self) -> [i64; 8] {
        whole(&self.net)
    }
}

/// Each of `x` as the whole number nearest it, within FAR either way.
fn whole(x: &[f64; 8]) -> [i64; 8] {
    let mut out = [0i64; 8];
    let mut j: usize = 0;
    while j < 8 {
        let n = if x[j] < 0.0 { (x[j] - 0.5) as i64 } else { (x[j] + 0.5) as i64 };
        out[j] = if n > FAR { FAR } else if n < 0 - FAR { 0 - FAR } else { n };
        j += 1;
    }
    out
}

/// The most candidates `unlike` keeps, over all my calls in a game.
pub const KEPT: usize = 8192;

/// My calls in a game, as lesson 3 looks at them: at each of my moves, my
/// candidates, whether my weights and values chose among them, what my
/// weights say each makes and takes, and what each changes in the census.
/// None of it depends on my values, which are all lesson 3 changes: so it
/// looks at each board once, and weighs what it kept as often as it needs.
/// A call that no longer fits (after KEPT candidates in all) is looked at
/// again when asked, in the room after them.
pub struct Calls {
    /// Where each move's call starts among the candidates, and how many it
    /// has (none: not kept).
    pub from: [usize; ROOM],
    pub many: [usize; ROOM],
    pub weighed: [bool; ROOM],
    /// The candidates, what my weights make of each, and its change.
    pub spot: [u16; KEPT + ROOM],
    pub worth: [i32; KEPT + ROOM],
    pub change: [[i8; 8]; KEPT + ROOM],
    /// How many candidates are kept, and the lookahead they were looked
    /// at with.
    pub kept: usize,
    pub lookahead: usize,
}

impl Calls {
    /// No calls kept yet.
    pub fn none() -> Calls {
        Calls { from: [0; ROOM], many: [0; ROOM], weighed: [false; ROOM], spot: [0; KEPT + ROOM], worth: [0; KEPT + ROOM], change: [[0; 8]; KEPT + ROOM], kept: 0, lookahead: NONE }
    }

    /// My call on `cells` after the first `k` of `moves`, with `weights`,
    /// looking `lookahead` ahead (`sight` what I see there): where its
    /// candidates start, how many, and whether weights and values chose
    /// among them.
    pub fn look(&mut self, size: usize, cells: &[u8; ROOM], moves: &[u16; ROOM], k: usize, weights: &[i32; 20], lookahead: usize, sight: &Sight) -> (usize, usize, bool) {
        if self.lookahead != lookahead {
            *self = Calls::none();
            self.lookahead = lookahead;
        }
        if self.many[k] > 0 {
            return (self.from[k], self.many[k], self.weighed[k]);
        }
        let mut list = [0u16; ROOM];
        let mut seen = [[0u8; 8]; ROOM];
        let (n, weighed) = options(size, cells, moves, k, 2, true, lookahead, &mut list, &mut seen, sight);
        let fits = self.kept + n <= KEPT;
        let from = if fits { self.kept } else { KEPT };
        let mut i: usize = 0;
        while i < n {
            self.spot[from + i] = list[i];
            self.worth[from + i] = worth(&seen[i], weights);
            let c = list[i] as usize;
            let f = if sight.hot(c) { sight.change(c, 2) } else { change(size, cells, c, 2) };
            let mut j: usize = 0;
            while j < 8 {
                self.change[from + i][j] = f[j] as i8;
                j += 1;
            }
            i += 1;
        }
        if fits {
            (self.from[k], self.many[k], self.weighed[k]) = (from, n, weighed);
            self.kept += n;
        }
        (from, n, weighed)
    }

    /// Of the `n` candidates from `from`, the one my `values` choose: the
    /// first worth the most, as `best` chooses.
    pub fn chosen(&self, from: usize, n: usize, values: &[i32; 8]) -> usize {
        let mut chosen: usize = from;
        let mut top: i32 = 0;
        let mut i: usize = from;
        while i < from + n {
            let v = self.worth[i] + judge_kept(&self.change[i], values);
            if i == from || v > top {
                chosen = i;
                top = v;
            }
            i += 1;
        }
        chosen
    }
}

/// What a change `f`, as `Calls` keeps it, is worth by my `values`.
fn judge_kept(f: &[i8; 8], values: &[i32; 8]) -> i32 {
    let mut v: i32 = 0;
    let mut j: usize = 0;
    while j < 8 {
        v += f[j] as i32 * values[j];
        j += 1;
    }
    v
}

/// Lesson 3: makes your same moves give another game, if my values in
/// their bounds can. `calls` holds those of my calls in the game already
/// looked at.
pub fn unlike(game: &mut Game, calls: &mut Calls) {
    let size = game.size;
    let mut tries: usize = 0;
    while tries < 20 {
        // My moves again, as I would choose them now; and the call nearest
        // to going otherwise: the fewest steps, and the way each value
        // steps there (1 up, -1 down, 0 not).
        let (mut fewest, mut way): (i32, [i32; 8]) = (i32::MAX, [0; 8]);
        let mut cells = [0u8; ROOM];
        let mut sight = Sight::of(size, &cells, &game.moves, 0);
        let mut k: usize = 0;
        while k < game.count {
            let at = game.moves[k] as usize;
            let mine = (k + game.first) % 2 == 1;
            let (from, n, weighed) = if mine { calls.look(size, &cells, &game.moves, k, &game.weights, game.lookahead, &sight) } else { (0, 0, false) };
            // My choice now: the first of the candidates worth the most.
            let chosen = calls.chosen(from, n, &game.values);
            if n > 0 && calls.spot[chosen] as usize != at {
                // The game differs already.
                return;
            }
            let (m, sm) = (calls.change[chosen], calls.worth[chosen] + judge_kept(&calls.change[chosen], &game.values));
            let mut before = true;
            let mut i: usize = from;
            while weighed && n > 1 && i < from + n {
                let c = calls.spot[i] as usize;
                before = before && c != at;
                let b = calls.change[i];
                let need = sm - calls.worth[i] - judge_kept(&b, &game.values) + if before { 0 } else { 1 };
                // What a step gains b over m: each value that can step.
                let (mut gain, mut toward): (i32, [i32; 8]) = (0, [0; 8]);
                let mut j: usize = 0;
                while j < 8 {
                    if b[j] > m[j] && game.values[j] < MOST {
                        toward[j] = 1;
                        gain += (b[j] - m[j]) as i32;
                    }
                    if b[j] < m[j] && game.values[j] > -MOST {
                        toward[j] = -1;
                        gain += (m[j] - b[j]) as i32;
                    }
                    j += 1;
                }
                if c != at && gain > 0 && (need + gain - 1) / gain < fewest && (need + gain - 1) / gain <= 2 * MOST {
                    fewest = (need + gain - 1) / gain;
                    way = toward;
                }
                i += 1;
            }
            cells[at] = if mine { 2 } else { 1 };
            sight.placed(size, &cells, at);
            k += 1;
        }
        if fewest == i32::MAX {
            return;
        }
        let mut j: usize = 0;
        while j < 8 {
            let v = game.values[j] + way[j] * if fewest < 1 { 1 } else { fewest };
            game.values[j] = if v > MOST { MOST } else if v < -MOST { -MOST } else { v };
            j += 1;
        }
        tries += 1;
    }
}

// ---------------------------------------------------------------------------
// The game: the board, my weights and the moves, read from my state.

/// A generation's state: everything that changes from one to the next.
pub struct Game {
    /// The side of the board: SIZE, unless a program that runs me asks
    /// another.
    pub size: usize,
    /// The board: 0 empty, 1 yours, 2 mine, in reading order.
    pub cells: [u8; ROOM],
    /// What each pattern is worth to me: made (0 to 9), taken (10 to 19).
    pub weights: [i32; 20],
    /// What a window is worth to me on the board, by the stones it holds:
    /// 1 to 4 of mine (0 to 3), then 1 to 4 of yours (4 to 7).
    pub values: [i32; 8],
    /// How many games I have learned from.
    pub lessons: usize,
    /// My steps so far: for each value, how far my lessons asked it to
    /// move, in all (back and forth), and net; see "How I learn".
    pub all: [i64; 8],
    pub net: [i64; 8],
    /// How many of my moves ahead I look for a win by threats: 0 to
    /// DEEPEST.
    pub lookahead: usize,
    /// The cells played so far, both of ours, in order.
    pub moves: [u16; ROOM],
    pub count: usize,
    /// Who moved first: 0 you, 1 me.
    pub first: usize,
    /// The moves made at random, by neither side's choice (a training
    /// game's opening), by their number.
    pub random: [bool; ROOM],
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

/// Why I refuse to play: what I say, with the name of the cell `at`
/// (NONE: none) between its two parts.
pub struct Refusal {
    pub say: &'static [u8],
    pub at: usize,
    pub then: &'static [u8],
}

/// Refuses to play, saying why.
fn no(say: &'static [u8], at: usize, then: &'static [u8]) -> Refusal {
    Refusal { say, at, then }
}

/// Refuses to play a state that is not a position of this game.
fn bad(why: &'static str) -> Refusal {
    no(b"my board is not a position of this game: ", NONE, why.as_bytes())
}

/// The name of a cell of a board of `size`, such as h8 or j10: its two
/// or three letters, the third 0 when there are two.
pub fn name(at: usize, size: usize) -> [u8; 3] {
    let row = size - at / size;
    let column = b'a' + (at % size) as u8;
    if row < 10 {
        [column, b'0' + row as u8, 0]
    } else {
        [column, b'0' + (row / 10) as u8, b'0' + (row % 10) as u8]
    }
}

/// Writes the name of the cell `at` of my board.
pub fn named(out: &mut Text, at: usize) {
    let n = name(at, SIZE);
    out.push(&[n[0], n[1]]);
    if n[2] != 0 {
        out.push(&[n[2]]);
    }
}

/// The cell of a board of `size` that a column letter (either case) and
/// a row (its first digit `r1`, and `r2`, its second digit or any other
/// byte) name; NONE when they name none.
pub fn square(column: u8, r1: u8, r2: u8, size: usize) -> usize {
    let c = (column | 0x20) as usize;
    if c < 0x61 || c >= 0x61 + size || r1 < b'1' || r1 > b'9' {
        return NONE;
    }
    let mut row: usize = (r1 - b'0') as usize;
    if r2 >= b'0' && r2 <= b'9' {
        row = row * 10 + (r2 - b'0') as usize;
    }
    if row > size { NONE } else { (size - row) * size + c - 0x61 }
}

/// Your move, from the command line (`arg`, the first bytes of its first
/// argument, and `argc`): none (NONE: let me open), or a cell.
pub fn parse_move(arg: [u8; 4], argc: i32) -> Result<usize, Refusal> {
    match (argc, arg) {
        (..=1, _) => Ok(NONE),
        (2, [c, r1, r2, 0]) if (r2 == 0 || (r2 >= b'0' && r2 <= b'9')) && square(c, r1, r2, SIZE) < NONE => Ok(square(c, r1, r2, SIZE)),
        (2, _) => Err(no(b"a move is one cell: a column a-o, then a row 1-15, such as h8", NONE, b"")),
        _ => Err(no(b"give one move at a time", NONE, b"")),
    }
}

/// My board as I write it, empty, with my face: `board` puts the stones
/// and the face in their places (a15 at byte 80, a row on 41 bytes, a cell
/// on 2; the mouth of my face the last byte but the newline).
const BOARD: &[u8] = b"      a b c d e f g h i j k l m n o
    +-------------------------------+
 15 | . . . . . . . . . . . . . . . | 15
 14 | . . . . . . . . . . . . . . . | 14
 13 | . . . . . . . . . . . . . . . | 13
 12 | . . . . . . . . . . . . . . . | 12
 11 | . . . . . . . . . . . . . . . | 11
 10 | . . . . . . . . . . . . . . . | 10
  9 | . . . . . . . . . . . . . . . |  9
  8 | . . . . . . . . . . . . . . . |  8
  7 | . . . . . . . . . . . . . . . |  7
  6 | . . . . . . . . . . . . . . . |  6
  5 | . . . . . . . . . . . . . . . |  5
  4 | . . . . . . . . . . . . . . . |  4
  3 | . . . . . . . . . . . . . . . |  3
  2 | . . . . . . . . . . . . . . . |  2
  1 | . . . . . . . . . . . . . . . |  1
    +-------------------------------+
      a b c d e f g h i j k l m n o     :-|
";

/// The patterns' names, as my weights' table writes them.
const NAMES: [&[u8]; 9] = [
    b"five          ",
    b"straight four ",
    b"four          ",
    b"broken four   ",
    b"straight three",
    b"three         ",
    b"broken three  ",
    b"two           ",
    b"one           ",
];

/// Writes `v` (0 to 99999) right-aligned in `width` bytes.
fn number(out: &mut Text, v: i32, width: usize) {
    let mut digits = [b' '; 7];
    let mut x: i32 = v;
    let mut i: usize = 7;
    while i > 0 && (i == 7 || x > 0) {
        i -= 1;
        digits[i] = b'0' + (x % 10) as u8;
        x /= 10;
    }
    let mut j: usize = 7 - width;
    while j < 7 {
        out.push(&[digits[j]]);
        j += 1;
    }
}

/// Writes `v` (-99999 to 99999) with its sign, + or -, right-aligned in
/// `width` bytes.
fn sign(out: &mut Text, v: i32, width: usize) {
    let mut digits = [b' '; 9];
    let mut x: i32 = if v < 0 { -v } else { v };
    let mut i: usize = 9;
    while i > 1 && (i == 9 || x > 0) {
        i -= 1;
        digits[i] = b'0' + (x % 10) as u8;
        x /= 10;
    }
    digits[i - 1] = if v < 0 { b'-' } else { b'+' };
    let mut j: usize = 9 - width;
    while j < 9 {
        out.push(&[digits[j]]);
        j += 1;
    }
}

/// The number in bytes `from` to `to` of `line`, negative after a `-`,
/// ignoring anything else but digits (what I do not write, `read` finds
/// anyway); at most 99999 either way.
fn signed(line: &[u8], from: usize, to: usize) -> i32 {
    let mut i = from;
    while i < to && i < line.len() && line[i] != b'-' {
        i += 1;
    }
    let v = digits(line, from, to);
    if i < to && i < line.len() { -v } else { v }
}

/// The number in bytes `from` to `to` of `line`, ignoring anything but
/// digits (what I do not write, `read` finds anyway); at most 99999.
fn digits(line: &[u8], from: usize, to: usize) -> i32 {
    let mut v: i32 = 0;
    let mut i = from;
    while i < to && i < line.len() {
        if line[i] >= b'0' && line[i] <= b'9' && v < 10000 {
            v = v * 10 + (line[i] - b'0') as i32;
        }
        i += 1;
    }
    v
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
    out.push(&digits[at..]);
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

impl Game {
    /// Reads my state's lines, and checks that they are a position this
    /// game can reach: the moves, replayed from the start, must be on
    /// empty cells, mine must be the ones my weights choose, and they must
    /// give my board; my weights must keep their bounds; and my state must
    /// be as I would write it.
    pub fn read(lines: &[&str]) -> Result<Game, Refusal> {
        Game::read_calling(lines, &mut Calls::none())
    }

    /// `read`, keeping in `calls` my calls in the game, as its check
    /// replays them.
    pub fn read_calling(lines: &[&str], calls: &mut Calls) -> Result<Game, Refusal> {
        if lines.len() != 60 {
            return Err(bad("my state is not 60 lines"));
        }
        // My state holds my board: SIZE by SIZE.
        let size: usize = SIZE;
        let mut game = Game { size, cells: [0; ROOM], weights: [0; 20], values: [0; 8], lessons: 0, all: [0; 8], net: [0; 8], lookahead: 0, moves: [0; ROOM], count: 0, first: 0, random: [false; ROOM], status: ON };
        // The weights: pattern p on line 22 + p, mine in bytes 14 to 20,
        // yours in bytes 20 to 27; the values of windows of n stones the
        // same, on line 31 + n.
        let mut p: usize = 0;
        while p < 9 {
            let row = lines[p + 22].as_bytes();
            game.weights[p] = digits(row, 14, 20);
            game.weights[p + 10] = digits(row, 20, 27);
            if p < 4 {
                let row = lines[p + 32].as_bytes();
                game.values[p] = signed(row, 14, 20);
                game.values[p + 4] = signed(row, 20, 27);
            }
            p += 1;
        }
        p = 0;
        while p < 20 {
            if game.weights[p] < LOW[p] || game.weights[p] > HIGH[p] {
                return Err(bad("a weight is out of its bounds"));
            }
            if p < 8 && (game.values[p] > MOST || game.values[p] < -MOST) {
                return Err(bad("a value is out of its bounds"));
            }
            p += 1;
        }
        // The lookahead and the lessons, on lines 36 and 37 in bytes 9 to
        // 20.
        let deep = digits(lines[36].as_bytes(), 9, 20);
        if deep > DEEPEST as i32 {
            return Err(bad("my lookahead is out of bounds"));
        }
        game.lookahead = deep as usize;
        game.lessons = digits(lines[37].as_bytes(), 9, 20) as usize;
        // My steps: in all, then net, of each value, mine then yours,
        // written as pairs ALL/NET on lines 40 to 43.
        p = 0;
        while p < 4 {
            let row = lines[p + 40].as_bytes();
            let mut at: usize = 0;
            let mut i: usize = p;
            while at < row.len() && i < 8 {
                if row[at] == b'/' {
                    game.all[i] = whole_before(row, at);
                    game.net[i] = whole_after(row, at);
                    i += 4;
                }
                at += 1;
            }
            p += 1;
        }
        p = 0;
        while p < 8 {
            let (all, net) = (game.all[p], game.net[p]);
            if all < 0 || all > FAR || net > all || net < 0 - all {
                return Err(bad("my steps are written wrong"));
            }
            p += 1;
        }
        // Who moved first, then the moves: fifteen to a line, from line
        // 45 on, after an 8-byte label, each after a space, its column in
        // capitals when the move was made at random.
        game.first = if lines[44].len() == 15 { 1 } else { 0 };
        let mut k: usize = 0;
        while k < 225 && k == game.count {
            let row = lines[k / 15 + 45].as_bytes();
            let mut i: usize = 8;
            let mut j: usize = 0;
            while j < k % 15 && i < row.len() {
                // Skip the moves before this one on its line.
                i += 1;
                while i < row.len() && row[i] != b' ' {
                    i += 1;
                }
                j += 1;
            }
            if row.len() > i + 2 && row[i] == b' ' {
                let r2 = if row.len() > i + 3 { row[i + 3] } else { 0 };
                let at = square(row[i + 1], row[i + 2], r2, size);
                if at < NONE {
                    game.moves[k] = at as u16;
                    game.random[k] = row[i + 1] < b'a';
                    game.count += 1;
                }
            }
            k += 1;
        }
        // A game over, won or drawn, as my first line says (and the
        // replay must show), I have learned from since, and may now play
        // otherwise: my moves in it are not looked at again.
        let over = lines[0].ends_with(": won") || lines[0].ends_with(": draw");
        let (cells, side, otherwise) = replay(size, &game.moves, game.count, game.first, &game.weights, &game.values, game.lookahead, !over, calls);
        game.cells = cells;
        let last = if game.count > 0 { game.moves[game.count - 1] as usize } else { NONE };
        game.status = match (side, game.count) {
            (0, 0) if lines[0].len() == 12 => LOST,
            (0, 0) => NEW,
            (0, _) => ON,
            (2, _) if five(size, &cells, last, 2) && cells[last] == 2 => WON,
            (2, n) if n == size * size && !five(size, &cells, last, cells[last]) => DRAW,
            _ => 5,
        };
        // A move made at random is one of yours, never mine; and after a
        // game I won or drew, I have learned from it, and may now play it
        // otherwise.
        let mut mine_at_random = false;
        k = 0;
        while k < game.count {
            mine_at_random = mine_at_random || (game.random[k] && (k + game.first) % 2 == 1);
            k += 1;
        }
        if game.status == 5 || (otherwise < NONE && game.status != WON && game.status != DRAW) || mine_at_random {
            return Err(bad("my moves are not what I play"));
        }
        let mut text = Text::empty();
        game.write(&mut text);
        match text.differs(lines) {
            0 => Ok(game),
            1 => Err(bad("my first line does not fit it")),
            2..=20 => Err(bad("my moves do not make this board")),
            21..=31 => Err(bad("my weights are written wrong")),
            32..=36 => Err(bad("my values are written wrong")),
            37 => Err(bad("my lookahead is written wrong")),
            38 => Err(bad("my lessons are written wrong")),
            39..=44 => Err(bad("my steps are written wrong")),
            _ => Err(bad("my moves are written wrong")),
        }
    }

    /// Writes my state's lines, each ended by a newline.
    pub fn write(&self, out: &mut Text) {
        out.push(b"gomoku: ");
        out.push(WORDS[self.status]);
        out.push(b"\n");
        self.board(out);
        out.push(b"\nmy weights      mine  yours\n");
        let mut p: usize = 0;
        while p < 9 {
            out.push(NAMES[p]);
            number(out, self.weights[p], 6);
            number(out, self.weights[p + 10], 7);
            out.push(b"\n");
            p += 1;
        }
        out.push(b"my values       mine  yours\n");
        p = 0;
        while p < 4 {
            out.push(&[b'1' + p as u8]);
            out.push(b" in a window ");
            sign(out, self.values[p], 6);
            sign(out, self.values[p + 4], 7);
            out.push(b"\n");
            p += 1;
        }
        out.push(b"lookahead      ");
        number(out, self.lookahead as i32, 5);
        out.push(b"\nlessons        ");
        number(out, self.lessons as i32, 5);
        out.push(b"\nmy steps: how far my lessons asked each value to move, in points, in all,\n");
        out.push(b"back and forth, then net; a value moves that share of what it is asked");
        p = 0;
        while p < 4 {
            out.push(b"\n");
            out.push(&[b'1' + p as u8]);
            out.push(b" in a window: mine ");
            steps(out, self.all[p]);
            out.push(b"/");
            steps(out, self.net[p]);
            out.push(b", yours ");
            steps(out, self.all[p + 4]);
            out.push(b"/");
            steps(out, self.net[p + 4]);
            p += 1;
        }
        out.push(if self.count == 0 { b"\nmoves:\n" as &[u8] } else if self.first == 0 { b"\nmoves, you first:\n" } else { b"\nmoves, I first:\n" });
        let mut k: usize = 0;
        while k < 225 {
            if k % 15 == 0 {
                number(out, k as i32 + 1, 3);
                out.push(b"-");
                number(out, k as i32 + 15, 3);
                out.push(b":");
            }
            if k < self.count {
                out.push(b" ");
                let from = out.len;
                named(out, self.moves[k] as usize);
                if self.random[k] {
                    out.bytes[from] -= 0x20;
                }
            }
            if k % 15 == 14 {
                out.push(b"\n");
            }
            k += 1;
        }
    }

    /// Writes my board, with the stones and my face.
    pub fn board(&self, out: &mut Text) {
        let start = out.len;
        out.push(BOARD);
        out.bytes[start + BOARD.len() - 2] = b"||)(|"[self.status];
        let mut at: usize = 0;
        while at < 225 {
            if self.cells[at] > 0 {
                out.bytes[start + 80 + at / 15 * 41 + at % 15 * 2] = b".X0"[self.cells[at] as usize];
            }
            at += 1;
        }
    }
}

// ---------------------------------------------------------------------------
// One turn: your move, then mine.

/// Plays your move (`at`; NONE: let me open) and my reply, and gives the
/// game as it then stands, or the reason I refuse. A finished game is left
/// for `conclude`.
pub fn play(game: Game, at: usize) -> Result<Game, Refusal> {
    let mut next = game;
    let size = next.size;
    match (next.status, at) {
        (ON, NONE) => return Err(no(b"it is your move: give a cell, such as h8", NONE, b"")),
        (ON, _) => {}
        // No game yet, or one over that I learned from: a new one begins.
        _ => {
            next.cells = [0; ROOM];
            next.moves = [0; ROOM];
            next.count = 0;
            next.random = [false; ROOM];
            next.first = if at == NONE { 1 } else { 0 };
        }
    }
    next.status = ON;
    if at < NONE {
        if next.cells[at] != 0 {
            return Err(no(b"cell ", at, b" is taken"));
        }
        next.cells[at] = 1;
        next.moves[next.count] = at as u16;
        next.count += 1;
        if five(size, &next.cells, at, 1) {
            next.status = LOST;
        } else if next.count == size * size {
            next.status = DRAW;
        }
    }
    if next.status == ON {
        let mine = choose(size, &next.cells, &next.moves, next.count, 2, &next.weights, &next.values, true, next.lookahead);
        next.cells[mine] = 2;
        next.moves[next.count] = mine as u16;
        next.count += 1;
        if five(size, &next.cells, mine, 2) {
            next.status = WON;
        } else if next.count == size * size {
            next.status = DRAW;
        }
    }
    Ok(next)
}

/// Plays as `play` does, your move (`at`) made at random, by neither
/// side's choice (a training game's opening), and marks it so: my lessons
/// learn nothing across it.
pub fn play_at_random(game: Game, at: usize) -> Result<Game, Refusal> {
    let k = if game.status == ON { game.count } else { 0 };
    match play(game, at) {
        Ok(mut next) => {
            next.random[k] = at < NONE;
            Ok(next)
        }
        Err(refusal) => Err(refusal),
    }
}

/// After a finished game: I learn from it; after a game I lost, my
/// successor also has a new board.
pub fn conclude(game: &mut Game) {
    conclude_calling(game, &mut Calls::none());
}

/// `conclude`, where `calls` holds those of my calls in the game already
/// looked at (by `Game::read`).
pub fn conclude_calling(game: &mut Game, calls: &mut Calls) {
    if game.status == WON || game.status == DRAW || game.status == LOST {
        learn_with(game, STUDY, calls);
    }
    if game.status == LOST {
        game.cells = [0; ROOM];
        game.moves = [0; ROOM];
        game.count = 0;
        game.first = 0;
        game.random = [false; ROOM];
    }
}

/// The two ends of the row of five or more that the stone on `at` makes,
/// along the first line that has one (`at`, `at` when none does).
pub fn ends(size: usize, cells: &[u8; ROOM], at: usize) -> (usize, usize) {
    let side = cells[at];
    let mut d: usize = 0;
    while d < 4 {
        if pattern(size, cells, at, side, d) == FIVE {
            let mut ends: [usize; 2] = [at, at];
            let mut e: usize = 0;
            while e < 2 {
                let sign: i32 = if e == 0 { -1 } else { 1 };
                let mut k: i32 = 1;
                loop {
                    let c = cell(size, at, d, sign * k);
                    if c == NONE || cells[c] != side {
                        break;
                    }
                    ends[e] = c;
                    k += 1;
                }
                e += 1;
            }
            return (ends[0], ends[1]);
        }
        d += 1;
    }
    (at, at)
}

/// One run: reads my state, your move (`arg` and `argc`, from the
/// command line) and the `level` you ask for (see `level_asked`), and
/// writes my successor's state to `next` and what we did to `said`; or,
/// when I refuse, why to `said`, and gives false.
pub fn turn(arg: [u8; 4], argc: i32, level: i32, next: &mut Text, said: &mut Text) -> bool {
    // A level you ask for (see `level_asked`): I have none.
    if level != -1 {
        return refuse(no(b"I have no levels: MERLYN_LEVEL is for Reversi and Con-Tac-Tix", NONE, b""), said);
    }
    // My calls in this game, as reading my state checks them: the lesson
    // of a game lost in this turn weighs them again.
    let mut calls = Calls::none();
    let (before, at) = match (Game::read_calling(state::STATE, &mut calls), parse_move(arg, argc)) {
        (Ok(game), Ok(at)) => (game, at),
        (Err(refusal), _) | (_, Err(refusal)) => return refuse(refusal, said),
    };
    let k = if before.status == ON { before.count } else { 0 };
    let (fresh, weights, lookahead, lessons) = (before.status != ON, before.weights, before.lookahead, before.lessons);
    if fresh {
        // A new game: the calls kept were of the game before it.
        calls = Calls::none();
    }
    let mut after = match play(before, at) {
        Ok(game) => game,
        Err(refusal) => return refuse(refusal, said),
    };
    // A new game starts from my weights as they stand: made, then taken.
    if fresh {
        said.push(b"A new game, with my weights ");
        let mut p: usize = 1;
        while p < 19 {
            if p != 9 && p != 10 {
                let w = weights[p];
                number(said, w, if w >= 100 { 3 } else if w >= 10 { 2 } else { 1 });
                said.push(if p == 18 { b"" } else if p == 8 { b"/" } else { b"," });
            }
            p += 1;
        }
        said.push(b".\n");
        // And how far I look, and what taught me the worth of boards.
        if lookahead > 0 {
            said.push(b"I look ");
            figure(said, lookahead as i32);
            said.push(if lookahead == 1 { b" move ahead" } else { b" moves ahead" });
            said.push(if lessons > 0 { b", and value" } else { b".\n" });
        }
        if lessons > 0 {
            said.push(if lookahead > 0 { b" boards as " } else { b"I value boards as " });
            figure(said, lessons as i32);
            said.push(if lessons == 1 { b" game taught me.\n" } else { b" games taught me.\n" });
        }
    }
    // The board as this turn leaves it, drawn for you.
    let mine = if after.count > k + (at < NONE) as usize { after.moves[after.count - 1] as usize } else { NONE };
    view(&after, at, mine, said);
    // "You took h8, I took h9.", and at the end, who won.
    if at < NONE {
        said.push(b"You took ");
        named(said, at);
    }
    if after.count > k + (at < NONE) as usize {
        said.push(if at < NONE { b", I took " } else { b"I took " });
        named(said, after.moves[after.count - 1] as usize);
    }
    said.push(b".");
    // At the end, the five, from one end to the other, and who won.
    if after.status == WON || after.status == LOST {
        let last = if after.status == LOST { at } else { after.moves[after.count - 1] as usize };
        let (from, to) = ends(SIZE, &after.cells, last);
        said.push(b" Five in a row, ");
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
    let (over, values, lookahead) = (after.status != ON, after.values, after.lookahead);
    let lost = after.status == LOST;
    conclude_calling(&mut after, &mut calls);
    if over {
        learned(&after, &values, lookahead, lost, said);
    }
    after.write(next);
    true
}

/// Draws the board for you as `game` stands: row 15 on top, your last
/// move (`yours`) and mine (`mine`; NONE: none) in brackets and, when
/// the game is won, its five in parentheses.
fn view(game: &Game, yours: usize, mine: usize, said: &mut Text) {
    let mut five = [false; ROOM];
    let last = if game.status == LOST { yours } else { mine };
    if (game.status == WON || game.status == LOST) && last < NONE {
        // From one end of the five to the other, a step at a time.
        let (from, to) = ends(SIZE, &game.cells, last);
        let (r, c) = ((from / 15) as i32, (from % 15) as i32);
        let (dr, dc) = ((to / 15) as i32 - r, (to % 15) as i32 - c);
        let (dr, dc) = (dr.signum(), dc.signum());
        let mut k: i32 = 0;
        while k < 15 && r + k * dr >= 0 && r + k * dr < 15 && c + k * dc >= 0 && c + k * dc < 15 {
            let at = ((r + k * dr) * 15 + c + k * dc) as usize;
            five[at] = true;
            if at == to {
                break;
            }
            k += 1;
        }
    }
    said.push(b"     a  b  c  d  e  f  g  h  i  j  k  l  m  n  o\n");
    let mut at: usize = 0;
    while at < 225 {
        let row = 15 - at / 15;
        if at % 15 == 0 {
            number(said, row as i32, 2);
            said.push(b"  ");
        }
        let last = at == yours || at == mine;
        let (left, right) = if last { (b'[', b']') } else if five[at] { (b'(', b')') } else { (b' ', b' ') };
        said.push(&[left]);
        said.paint(b".X0"[game.cells[at] as usize], last);
        said.push(&[right]);
        if at % 15 == 14 {
            said.push(b"  ");
            number(said, row as i32, 2);
            said.push(b"\n");
        }
        at += 1;
    }
    said.push(b"     a  b  c  d  e  f  g  h  i  j  k  l  m  n  o");
    said.push(if five[last % NONE] { b"    [ ] last moves, ( ) five\n" } else { b"    [ ] last moves\n" });
}

/// Says, in words, what I learned from the game just over (`lost`, when
/// you won it): how far I look ahead, and each of my values that moved,
/// from the `values` and `lookahead` I played it with. No line is longer
/// than 80 columns.
fn learned(after: &Game, values: &[i32; 8], lookahead: usize, lost: bool, said: &mut Text) {
    let from = said.len;
    let mut moved = false;
    let mut j: usize = 0;
    while j < 8 {
        moved = moved || after.values[j] != values[j];
        j += 1;
    }
    if after.lookahead == lookahead && !moved {
        said.push(if lost { b"\nI learned nothing: no value of mine could change the game." as &[u8] } else { b"\nI learned nothing: my values stand." });
        return;
    }
    said.push(b"\nI learned, my lesson ");
    figure(said, after.lessons as i32);
    said.push(b":");
    if after.lookahead != lookahead {
        said.push(b" I look ");
        figure(said, after.lookahead as i32);
        said.push(if after.lookahead == 1 { b" move ahead, not " } else { b" moves ahead, not " });
        figure(said, lookahead as i32);
        said.push(b";");
    }
    // Each value that moved: "a window with 3 of my stones is worth +24,
    // not +20; with 4 of yours -500, not -480".
    let mut first = true;
    j = 0;
    while j < 8 {
        if after.values[j] != values[j] {
            said.push(if first { b" a window with " } else { b" with " });
            figure(said, (j % 4) as i32 + 1);
            said.push(if j < 4 && first { b" of my stones is worth " } else if j < 4 { b" of mine " } else if first { b" of your stones is worth " } else { b" of yours " });
            signed_figure(said, after.values[j]);
            said.push(b", not ");
            signed_figure(said, values[j]);
            said.push(b";");
            first = false;
        }
        j += 1;
    }
    // The last `;` ends the sentence.
    said.len -= 1;
    said.push(b".");
    fold(said, from);
}

/// Breaks the lines of `out` from byte `from` on at their last space
/// before the 81st column, so that none is longer than 80.
fn fold(out: &mut Text, from: usize) {
    let (mut start, mut space): (usize, usize) = (from, TEXT);
    let mut i: usize = from;
    while i < out.len {
        if out.bytes[i] == b'\n' {
            start = i + 1;
            space = TEXT;
        } else if out.bytes[i] == b' ' {
            space = i;
        }
        if i >= start + 80 && space < TEXT {
            out.bytes[space] = b'\n';
            start = space + 1;
            space = TEXT;
        }
        i += 1;
    }
}

/// Writes the number `v` (0 to 99999) in as many digits as it has.
fn figure(out: &mut Text, v: i32) {
    number(out, v, if v >= 10000 { 5 } else if v >= 1000 { 4 } else if v >= 100 { 3 } else if v >= 10 { 2 } else { 1 });
}

/// Writes the number `v` (-999 to 999) with its sign, in as many digits
/// as it has.
fn signed_figure(out: &mut Text, v: i32) {
    let a = if v < 0 { -v } else { v };
    sign(out, v, if a >= 100 { 4 } else if a >= 10 { 3 } else { 2 });
}

/// Says why I refuse, and gives false.
fn refuse(refusal: Refusal, said: &mut Text) -> bool {
    said.push(refusal.say);
    if refusal.at < NONE {
        named(said, refusal.at);
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
