// merlyn: a game of Con-Tac-Tix (Hex) that is also the program playing it.
//
// You are X, I am 0 (a zero). The board is a rhombus of hexagonal cells,
// drawn below as a person draws it: each row half a cell right of the row
// above, so a cell touches two cells in its own row, two in the row above
// (straight up and up to the right) and two in the row below (straight
// down and down to the left). You join the top edge to the bottom edge
// with a chain of your tiles, I join the left edge to the right edge with
// mine; the corners belong to both of us. Whoever joins first wins, and
// nobody can draw: a full board always holds exactly one such chain.
//
// A move is a cell, its column letter then its row number: F6, or f6. You
// move first. Compile me, run me with your move, and I print my successor:
// this very program, with your move and my reply written into the board.
//
//     rustc contactix.rs -o next
//     ./next F6 | tee contactix-next.rs
//     rustc contactix-next.rs -o next && ./next E8 | tee contactix-next.rs
//
// Run me with no move, before the first one, and I open the game. When the
// game is over, my successor has a better judgement of boards: it has
// learned from the game, won or lost, and learns again after each one.
//
// To play a game at a level, set MERLYN_LEVEL when you run me for its
// first move: `MERLYN_LEVEL=10 ./next F6`. At N from 1 to 9, I search my
// N + 1 best moves a move deeper; at 0, none; at 10, I play my strongest.
// The game keeps its level to the end; it teaches my judgement, but not
// how far I look.
//
// Only the lines of STATE change from one generation to the next.
// Everything else is the same in every generation, byte for byte.

// The C runtime calls my main itself: see "How I run" below.
#![no_main]

// My state: the game and where it stands (new, on, won, lost or draw);
// the size of my board, "from a given board" when the game began on a
// board given to me with tiles on it (only then may it hold tiles that no
// move put there), and "I move first" when the board was given to me with
// my move to make; the board, your tiles X and mine 0, with my face below
// it; beside it, my weights, what each cell is worth to me; how many of
// my best moves I search deeper (see "Looking deeper"); how many games I
// have learned from, and my evaluation, what they taught me (see "My
// evaluation"); how far my lessons have asked each of its weights to
// move, which sets its steps (see "How I learn"); the moves I will not
// play again, each on the board of a game I lost; and the moves of the
// game so far, both of ours, in order, with a * before a move made at
// random.
// (My state is a module of its own so that rustc, compiling my
// successor, builds that module anew and reuses the rest of me.)
mod state {
    pub static STATE: &[&str] = &[
        "contactix: new",
        "size 11x11",
        "   A B C D E F G H I J K                my weights",
        " 1 . . . . . . . . . . . 1              0 0 1 2 3 4 4 4 4 4 4",
        " 2  . . . . . . . . . . . 2              0 1 2 3 4 5 5 5 5 5 4",
        " 3   . . . . . . . . . . . 3              1 2 3 4 5 6 6 6 6 5 4",
        " 4    . . . . . . . . . . . 4              2 3 4 5 6 7 7 7 6 5 4",
        " 5     . . . . . . . . . . . 5              3 4 5 6 7 8 8 7 6 5 4",
        " 6      . . . . . . . . . . . 6              4 5 6 7 8 9 8 7 6 5 4",
        " 7       . . . . . . . . . . . 7              4 5 6 7 8 8 7 6 5 4 3",
        " 8        . . . . . . . . . . . 8              4 5 6 7 7 7 6 5 4 3 2",
        " 9         . . . . . . . . . . . 9              4 5 6 6 6 6 5 4 3 2 1",
        "10          . . . . . . . . . . . 10             4 5 5 5 5 5 4 3 2 1 0",
        "11           . . . . . . . . . . . 11             4 4 4 4 4 4 3 2 1 0 0",
        "              A B C D E F G H I J K   :-|",
        "deeper: 0",
        "lessons: 0",
        "my evaluation: the move +0, two-distance +0",
        "my steps, asked in all/net: the move 0/0, two-distance 0/0",
        "not again:",
        "not again:",
        "not again:",
        "not again:",
        "not again:",
        "not again:",
        "not again:",
        "moves:",
        "moves:",
        "moves:",
        "moves:",
        "moves:",
        "moves:",
        "moves:",
        "rustc: -C opt-level=1",
    ];
}

// ---------------------------------------------------------------------------
// The board. A board is at most 26 columns by 26 rows; the cell in column
// c and row r (both from 0: A1 is column 0, row 0) is number 26r + c, and
// holds 0 when empty, 1 for your tile X, 2 for my tile 0. Reading order,
// row 1 from A first, is the order of the numbers.
//
// Every move compiles me anew, and the compiler takes longest over numbers
// whose type it must work out: so a typed value stands first in each sum
// I write, and every counter has its type.

/// The most columns, and the most rows.
pub const MAX: usize = 26;
/// How many numbers cells have, and the number that is no cell.
pub const CELLS: usize = 676;
pub const NONE: usize = 676;
/// Your tile and mine, as a board holds them.
pub const YOU: u8 = 1;
pub const ME: u8 = 2;

/// A board: its tiles, its size, and each cell's six neighbours (see
/// `neighbour`) and its place in a set of cells (see `Shape`), worked out
/// once when the board is made: my search asks for them millions of times
/// a move.
pub struct Board {
    pub cells: [u8; CELLS],
    pub columns: usize,
    pub rows: usize,
    pub links: [[u16; 6]; CELLS],
    pub shape: Shape,
    /// How many more boards a search may look at: FREE, no limit (see
    /// "Looking deeper").
    pub work: u32,
    /// At each ply of a search, the move that last cut it short (NONE, if
    /// none has yet): tried first the next time (see `search`).
    pub killer: [u16; 8],
}

/// No limit to the boards a search looks at.
pub const FREE: u32 = 0xffff_ffff;

/// Is the board `b` empty?
pub fn empty(b: &Board) -> bool {
    let mut at: usize = 0;
    while at < CELLS && b.cells[at] == 0 {
        at += 1;
    }
    at == CELLS
}

/// An empty board of `columns` by `rows`.
pub fn board(columns: usize, rows: usize) -> Board {
    let mut b = Board { cells: [0; CELLS], columns, rows, links: [[NONE as u16; 6]; CELLS], shape: shape(columns, rows), work: FREE, killer: [NONE as u16; 8] };
    let mut at: usize = 0;
    while at < CELLS {
        let mut d: usize = 0;
        while d < 6 && at % MAX < columns && at / MAX < rows {
            b.links[at][d] = neighbour(columns, rows, at, d) as u16;
            d += 1;
        }
        at += 1;
    }
    b
}

/// The neighbour of cell `at` on a board of `columns` by `rows`, in
/// direction `d`: 0 left, 1 right, 2 up, 3 up and right, 4 down, 5 down
/// and left; NONE off the board.
pub fn neighbour(columns: usize, rows: usize, at: usize, d: usize) -> usize {
    let c: usize = at % MAX;
    let r: usize = at / MAX;
    let (left, right, up, down) = (c > 0, c + 1 < columns, r > 0, r + 1 < rows);
    match d {
        0 if left => at - 1,
        1 if right => at + 1,
        2 if up => at - MAX,
        3 if up && right => at - MAX + 1,
        4 if down => at + MAX,
        5 if down && left => at + MAX - 1,
        _ => NONE,
    }
}

/// The `i`th cell of `side`'s first edge (the top row for you, the left
/// column for me), or of its second (the bottom row, the right column).
pub fn edge(b: &Board, side: u8, second: bool, i: usize) -> usize {
    match (side, second) {
        (YOU, false) => i,
        (YOU, true) => (b.rows - 1) * MAX + i,
        (_, false) => i * MAX,
        (_, true) => i * MAX + b.columns - 1,
    }
}

/// How many cells an edge of `side` has.
pub fn edge_len(b: &Board, side: u8) -> usize {
    if side == YOU { b.columns } else { b.rows }
}

// ---------------------------------------------------------------------------
// How far a side is from winning: its distance, the fewest empty cells it
// must still fill to join its edges. Its own tiles cost nothing to pass,
// an empty cell costs one, the other side's tiles bar the way. 0: it has
// won; 255: it can no longer win.
//
// I work distances out a level at a time, on sets of cells. A set holds a
// bit for each cell of the board, packed row after row: the cell in column
// c and row r is bit r * columns + c, counting from bit 0 of the set's
// first word. The cells next to those of a set are the set moved: by one
// bit for the cells beside them in their row (none moved off either end
// of a row), by a row of bits for those above and below (and by a row
// from the cells beside them, for those above and to the right, below and
// to the left). So a level of cells, however many it holds, costs a few
// shifts of a few words: one word up to 8x8, two on 11x11, eleven on the
// largest board.

/// How many words of 64 bits hold a set of the largest board's cells.
pub const SET_WORDS: usize = 11;

/// A set of cells (see above).
pub type Set = [u64; SET_WORDS];

/// Where a board's cells lie in its sets: the cells of its first and of
/// its last column, of its top and of its bottom row, as sets; each bit's
/// cell; how many bits a row takes (the board's columns), and how many
/// words a set.
#[derive(Clone, Copy)]
pub struct Shape {
    pub first: Set,
    pub last: Set,
    pub top: Set,
    pub bottom: Set,
    pub cell: [u16; CELLS],
    pub row: usize,
    pub words: usize,
}

/// The shape of a board of `columns` by `rows`.
pub fn shape(columns: usize, rows: usize) -> Shape {
    let mut s = Shape { first: [0; SET_WORDS], last: [0; SET_WORDS], top: [0; SET_WORDS], bottom: [0; SET_WORDS], cell: [0; CELLS], row: columns, words: (rows * columns).div_ceil(64) };
    let mut k: usize = 0;
    while k < rows * columns {
        let (r, c): (usize, usize) = (k / columns, k % columns);
        let (word, bit): (usize, u64) = (k / 64, 1u64 << (k % 64));
        s.cell[k] = (r * MAX + c) as u16;
        if c == 0 {
            s.first[word] |= bit;
        }
        if c + 1 == columns {
            s.last[word] |= bit;
        }
        if r == 0 {
            s.top[word] |= bit;
        }
        if r + 1 == rows {
            s.bottom[word] |= bit;
        }
        k += 1;
    }
    s
}

/// The tiles of a board as sets: `of[0]` its empty cells, `of[YOU]` your
/// tiles, `of[ME]` mine.
pub struct Sets {
    pub of: [Set; 3],
}

/// The tiles of the board `b` as sets.
pub fn sets(b: &Board) -> Sets {
    let mut s = Sets { of: [[0; SET_WORDS]; 3] };
    let mut k: usize = 0;
    while k < b.rows * b.columns {
        s.of[b.cells[b.shape.cell[k] as usize] as usize][k / 64] |= 1u64 << (k % 64);
        k += 1;
    }
    s
}

/// `side`'s first edge as a set (its second, when `second`): the top row
/// and the bottom one for you, the first column and the last for me.
pub fn edge_set(s: &Shape, side: u8, second: bool) -> Set {
    match (side, second) {
        (YOU, false) => s.top,
        (YOU, true) => s.bottom,
        (_, false) => s.first,
        (_, true) => s.last,
    }
}

/// The first `words` words of `set` moved `by` bits (1 to 63) toward bit
/// 0, into `out`: each cell to the one `by` before it.
#[inline(always)]
pub fn back(set: &Set, words: usize, by: usize, out: &mut Set) {
    let mut i: usize = 0;
    while i < words {
        let carried: u64 = if i + 1 < words { set[i + 1] << (64 - by) } else { 0 };
        out[i] = (set[i] >> by) | carried;
        i += 1;
    }
}

/// The first `words` words of `set` moved `by` bits (1 to 63) away from
/// bit 0, into `out`: each cell to the one `by` after it.
#[inline(always)]
pub fn on(set: &Set, words: usize, by: usize, out: &mut Set) {
    let mut i: usize = words;
    while i > 0 {
        i -= 1;
        let carried: u64 = if i > 0 { set[i - 1] >> (64 - by) } else { 0 };
        out[i] = (set[i] << by) | carried;
    }
}

/// The cells of `set`, and those of `within` next to one of them, into
/// `out`. Left of a cell is a bit back, right a bit on; above it, and
/// above and to its right, a row back from it and from its right; below
/// it, and below and to its left, a row on from it and from its left.
#[inline(always)]
pub fn grow(s: &Shape, set: &Set, within: &Set, out: &mut Set) {
    let n = s.words;
    let mut part = [0u64; SET_WORDS];
    let mut left = [0u64; SET_WORDS];
    let mut right = [0u64; SET_WORDS];
    let mut above = [0u64; SET_WORDS];
    let mut below = [0u64; SET_WORDS];
    let mut i: usize = 0;
    while i < n {
        part[i] = set[i] & !s.first[i];
        i += 1;
    }
    back(&part, n, 1, &mut left);
    i = 0;
    while i < n {
        part[i] = set[i] & !s.last[i];
        i += 1;
    }
    on(&part, n, 1, &mut right);
    i = 0;
    while i < n {
        part[i] = set[i] | right[i];
        i += 1;
    }
    back(&part, n, s.row, &mut above);
    i = 0;
    while i < n {
        part[i] = set[i] | left[i];
        i += 1;
    }
    on(&part, n, s.row, &mut below);
    i = 0;
    while i < n {
        out[i] = set[i] | ((left[i] | right[i] | above[i] | below[i]) & within[i]);
        i += 1;
    }
}

/// `side`'s distances on the board `s`, level by level from the cells
/// `reached`, at `level` (every nearer cell among them): the cells each
/// level first reaches into `dist`, when given, and the distance to the
/// cells `goal`, the first level that reaches one of them (255 if none
/// does). A level holds the one before, the empty cells next to it and
/// those on `side`'s first edge, `start`; and `side`'s tiles joined to
/// any of these, which cost nothing more. Without `dist`, the level that
/// reaches `goal` is the last.
pub fn levels_from(b: &Board, s: &Sets, side: u8, start: &Set, goal: &Set, reached: &mut Set, level: u8, mut dist: Option<&mut [u8; CELLS]>) -> u8 {
    let (mine, free, shape) = (&s.of[side as usize], &s.of[0], &b.shape);
    let mut open = [0u64; SET_WORDS];
    let mut i: usize = 0;
    while i < shape.words {
        open[i] = mine[i] | free[i];
        i += 1;
    }
    let mut level: u8 = level;
    let mut best: u8 = 255;
    let mut before = [0u64; SET_WORDS];
    let mut grown = [0u64; SET_WORDS];
    loop {
        // The tiles joined to the level, until none more joins; then the
        // cells next to it, the empty ones of which start the next.
        let mut joined: bool = true;
        while joined {
            grow(shape, reached, &open, &mut grown);
            joined = false;
            i = 0;
            while i < shape.words {
                let more: u64 = grown[i] & mine[i] & !reached[i];
                joined = joined || more != 0;
                reached[i] |= more;
                i += 1;
            }
        }
        let mut any: bool = false;
        i = 0;
        while i < shape.words {
            let mut new: u64 = reached[i] & !before[i];
            any = any || new != 0;
            if best == 255 && new & goal[i] != 0 {
                best = level;
            }
            before[i] = reached[i];
            if let Some(dist) = dist.as_deref_mut() {
                while new != 0 {
                    dist[shape.cell[i * 64 + new.trailing_zeros() as usize] as usize] = level;
                    new &= new - 1;
                }
            }
            i += 1;
        }
        if (level > 0 && !any) || level == 254 || (best < 255 && dist.is_none()) {
            return best;
        }
        i = 0;
        while i < shape.words {
            reached[i] = grown[i] | (start[i] & free[i]);
            i += 1;
        }
        level += 1;
    }
}

/// Fills `dist` with each cell's distance from `side`'s first edge (its
/// second, when `second`) on the board `b`, the cell's own cost included
/// (255 where `side` cannot go), and gives the distance to the other
/// edge: `side`'s distance. Level 0 holds `side`'s tiles on that edge
/// and those joined to them; level 1 the edge's empty cells too, and
/// each level the empty cells next to the one before.
pub fn sweep(b: &Board, side: u8, second: bool, dist: &mut [u8; CELLS]) -> u8 {
    sweep_sets(b, &sets(b), side, second, dist)
}

/// `sweep`, with the board `b` as sets `s` already.
pub fn sweep_sets(b: &Board, s: &Sets, side: u8, second: bool, dist: &mut [u8; CELLS]) -> u8 {
    let mut r: usize = 0;
    while r < b.rows {
        let mut c: usize = 0;
        while c < b.columns {
            dist[r * MAX + c] = 255;
            c += 1;
        }
        r += 1;
    }
    let (start, goal) = (edge_set(&b.shape, side, second), edge_set(&b.shape, side, !second));
    let mut reached = [0u64; SET_WORDS];
    let mut i: usize = 0;
    while i < b.shape.words {
        reached[i] = start[i] & s.of[side as usize][i];
        i += 1;
    }
    levels_from(b, s, side, &start, &goal, &mut reached, 0, Some(dist))
}

/// `side`'s distance once the other side has taken the cell `at` (its
/// tile is on the board `b` now), which was empty when `side` swept
/// `first`, from its first edge. Cells nearer that edge than `at` keep
/// their distances (no shortest way to them went through `at`), so the
/// levels start again from theirs; and they stop at the first that
/// reaches the second edge. (I ask this only of a cell on a shortest
/// chain, so no cell of the second edge is as near as `at`.)
pub fn barred(b: &Board, side: u8, first: &[u8; CELLS], at: usize) -> u8 {
    let level: u8 = first[at];
    if level <= 1 {
        return distance(b, side);
    }
    let s = sets(b);
    let mut reached = [0u64; SET_WORDS];
    let mut k: usize = 0;
    while k < b.rows * b.columns {
        if first[b.shape.cell[k] as usize] < level {
            reached[k / 64] |= 1u64 << (k % 64);
        }
        k += 1;
    }
    levels_from(b, &s, side, &edge_set(&b.shape, side, false), &edge_set(&b.shape, side, true), &mut reached, level - 1, None)
}

/// `side`'s distance: the fewest empty cells it must fill to win.
pub fn distance(b: &Board, side: u8) -> u8 {
    let s = sets(b);
    let (start, goal) = (edge_set(&b.shape, side, false), edge_set(&b.shape, side, true));
    let mut reached = [0u64; SET_WORDS];
    let mut i: usize = 0;
    while i < b.shape.words {
        reached[i] = start[i] & s.of[side as usize][i];
        i += 1;
    }
    levels_from(b, &s, side, &start, &goal, &mut reached, 0, None)
}

// ---------------------------------------------------------------------------
// How I choose a move: minimax with alpha-beta pruning, four moves deep,
// as the assignment this game comes from asks.
//
// I look at every move of mine, every reply of yours to it, every move
// of mine after that, and every reply of yours again; and I value the
// board then reached by the distances: yours minus mine. A board where
// one of us has won is worth WIN to the winner, less the moves it took,
// so that I win as soon as I can and lose as late as I must. Alpha-beta
// pruning skips whatever cannot change the result; looking first at the
// move that last cut the search short at the same depth (it most often
// refutes the next move too), then at the moves that bar the other side's
// chains, then at the cells nearest to a shortest chain of either side,
// makes it skip the most. Two moves from the end, a bound on what a move
// can be worth often spares me playing it out (see `search`), and your
// last replies I need not play out one by one (see `last`).
//
// Then my evaluation (see "My evaluation"): a move's score is POINT, a
// hundred, times what the search says it is worth, plus what it is worth
// beyond the search: the weight of its cell, and what my lessons taught
// me to see in the board it leaves. Generation zero has learned nothing
// yet, and a cell weighs 0 to 9, less than a point: so its weights never
// overrule the search, they choose only between moves the search values
// the same, which happens often. Ties in score go to the first cell in
// reading order. A move that wins at once I always play.

/// What a won board is worth to the winner, before the moves it took.
pub const WIN: i32 = 10000;

/// What I see of a board before a move of `side`: each cell's distance
/// from either edge of `side` (`mine`) and of the other side (`yours`),
/// and both sides' distances.
pub struct Scan {
    pub mine: [[u8; CELLS]; 2],
    pub yours: [[u8; CELLS]; 2],
    pub d_mine: i32,
    pub d_yours: i32,
}

/// Scans the board `b` before a move of `side`.
pub fn scan(b: &Board, side: u8) -> Scan {
    let mut s = Scan { mine: [[0; CELLS]; 2], yours: [[0; CELLS]; 2], d_mine: 0, d_yours: 0 };
    let sets = sets(b);
    s.d_mine = sweep_sets(b, &sets, side, false, &mut s.mine[0]) as i32;
    sweep_sets(b, &sets, side, true, &mut s.mine[1]);
    s.d_yours = sweep_sets(b, &sets, 3 - side, false, &mut s.yours[0]) as i32;
    sweep_sets(b, &sets, 3 - side, true, &mut s.yours[1]);
    s
}

/// The distance of a side, once it has played the empty cell `at`, from
/// its two sweeps and its distance `d` before: a chain through `at` costs
/// what it cost before, less the one `at` no longer costs.
pub fn through(sweeps: &[[u8; CELLS]; 2], d: i32, at: usize) -> i32 {
    let (a, b): (i32, i32) = (sweeps[0][at] as i32, sweeps[1][at] as i32);
    if a == 255 || b == 255 || a + b - 2 > d { d } else { a + b - 2 }
}

/// The cells of the board in the order I look at them, into `order`,
/// and how many: the empty cells, nearest first to a shortest chain of
/// either side, then by `weights`, then in reading order.
pub fn order(b: &Board, s: &Scan, weights: &[u8; CELLS], order: &mut [u16; CELLS]) -> usize {
    // Each empty cell's key: how far off a shortest chain it lies, 0 to 6,
    // times ten, plus 9 less its weight; then the cells, key by key.
    let mut key = [0u8; CELLS];
    let mut count = [0usize; 71];
    let mut r: usize = 0;
    while r < b.rows {
        let mut c: usize = 0;
        while c < b.columns {
            let at = r * MAX + c;
            if b.cells[at] == 0 {
                let mine: i32 = through(&s.mine, 1000, at) - s.d_mine + 1;
                let yours: i32 = through(&s.yours, 1000, at) - s.d_yours + 1;
                let off: i32 = if mine < yours { mine } else { yours };
                let off: i32 = if off > 6 { 6 } else if off < 0 { 0 } else { off };
                key[at] = (off * 10) as u8 + 9 - weights[at];
                count[key[at] as usize + 1] += 1;
            }
            c += 1;
        }
        r += 1;
    }
    let mut k: usize = 1;
    while k < 71 {
        count[k] += count[k - 1];
        k += 1;
    }
    let n = count[70];
    r = 0;
    while r < b.rows {
        let mut c: usize = 0;
        while c < b.columns {
            let at = r * MAX + c;
            if b.cells[at] == 0 {
                order[count[key[at] as usize]] = at as u16;
                count[key[at] as usize] += 1;
            }
            c += 1;
        }
        r += 1;
    }
    n
}

/// What the board `b` is worth to `side`, to move, looking `depth` moves
/// ahead (at least one); `ply` moves have been made since the search
/// began. Alpha-beta: only values between `alpha` and `beta` are exact;
/// below `alpha`, any value at most `alpha`; above `beta`, at least `beta`.
pub fn search(b: &mut Board, side: u8, depth: usize, alpha: i32, beta: i32, ply: i32) -> i32 {
    // Out of work: whatever I give, the search that set the limit drops.
    if b.work < FREE {
        if b.work == 0 {
            return 0;
        }
        b.work -= 1;
    }
    if depth == 1 {
        return last(b, side, beta, ply);
    }
    // Two moves from the end, the move that last cut this ply short, before
    // anything else: when it is worth `beta` again, the board needs no
    // scan. (Its value is exact below `beta`: the other side's replies
    // are searched up to one more than its least that still lets me cut.)
    let killer: usize = if depth == 2 && ply < 8 { b.killer[ply as usize] as usize } else { NONE };
    if killer < NONE && b.cells[killer] == 0 {
        b.cells[killer] = side;
        // (Had it won, the other side's last move finds it joined.)
        let value: i32 = -last(b, 3 - side, 1 - beta, ply + 1);
        b.cells[killer] = 0;
        if value >= beta {
            return value;
        }
    }
    let s = scan(b, side);
    // A move that wins at once: none is worth more.
    if s.d_mine <= 1 {
        return WIN - ply;
    }
    let mut level = [0u16; 256];
    levels(b, &s.yours, s.d_yours, &mut level);
    // The moves that bar every shortest chain of the other side first:
    // they are the likeliest best, and the sooner I meet the best, the
    // more alpha-beta skips.
    let mut all = [0u16; CELLS];
    let n = order(b, &s, &[0; CELLS], &mut all);
    let mut cells = [0u16; CELLS];
    let mut first: usize = 0;
    let mut k: usize = 0;
    while k < n {
        if bars(&s.yours, s.d_yours, &level, all[k] as usize) {
            cells[first] = all[k];
            first += 1;
        }
        k += 1;
    }
    k = 0;
    while k < n {
        if !bars(&s.yours, s.d_yours, &level, all[k] as usize) {
            cells[first] = all[k];
            first += 1;
        }
        k += 1;
    }
    // And before them all, the move that last cut this ply's search short:
    // what refuted one move of the other side most often refutes the next.
    let killer: usize = if ply < 8 { b.killer[ply as usize] as usize } else { NONE };
    if killer < NONE && b.cells[killer] == 0 {
        let mut j: usize = 0;
        while j < n && cells[j] as usize != killer {
            j += 1;
        }
        if j < n {
            while j > 0 {
                cells[j] = cells[j - 1];
                j -= 1;
            }
            cells[0] = killer as u16;
        }
    }
    // Two moves from the end, once a move's first bound cannot prune it:
    // the cells that bar every shortest chain of mine, and how much longer
    // each makes my distance, the most (`far`, at `worst`) and the most
    // but that one (`next`).
    let (mut far, mut next, mut worst): (i32, i32, usize) = (0, 0, NONE);
    // And of those cells, the one where the other side's reply does most:
    // bars me most, plus one when it lies on one of its own shortest
    // chains (`fork`); both sides' two sweeps (see `sweep`) of the board
    // with its tile there, `round` it, and their distances then.
    let (mut fork, mut gain): (usize, i32) = (NONE, 0);
    let mut round = [[0u8; CELLS]; 2];
    let mut round_yours = [[0u8; CELLS]; 2];
    let mut round_level = [0u16; 256];
    let (mut d_round, mut d_round_yours): (i32, i32) = (0, 0);
    let mut barring: bool = false;
    let mut alpha: i32 = alpha;
    let mut best: i32 = -WIN - WIN;
    k = 0;
    while k < n {
        let at = cells[k] as usize;
        let mine: i32 = through(&s.mine, s.d_mine, at);
        // With one reply left to the other side: a move that bars none of
        // its shortest chains (see `bars`) leaves its distance as it is,
        // and its reply can shorten that by one; so this move is worth at
        // most `most`, and when that cannot beat `alpha`, I need not play
        // it out. Its reply may instead bar my chains where that costs me
        // most: my move shortens any chain by one at most, so then my
        // distance is at least `far` less one longer than it was, and the
        // other side's no longer; `most` is the less of the two bounds.
        // And when the other side can win at once, a move that bars none
        // of its chains loses at its reply.
        if depth == 2 && !barring && s.d_yours - 1 - mine > alpha {
            barring = true;
            let mut my_level = [0u16; 256];
            levels(b, &s.mine, s.d_mine, &mut my_level);
            let mut j: usize = 0;
            while j < n {
                let cell = cells[j] as usize;
                if bars(&s.mine, s.d_mine, &my_level, cell) {
                    b.cells[cell] = 3 - side;
                    let longer: i32 = barred(b, side, &s.mine[0], cell) as i32 - s.d_mine;
                    b.cells[cell] = 0;
                    if longer > far {
                        (next, far, worst) = (far, longer, cell);
                    } else if longer > next {
                        next = longer;
                    }
                    let both: i32 = if through(&s.yours, s.d_yours, cell) < s.d_yours { longer + 1 } else { longer };
                    if both > gain {
                        (fork, gain) = (cell, both);
                    }
                }
                j += 1;
            }
            if fork < NONE {
                b.cells[fork] = 3 - side;
                let sets = sets(b);
                d_round = sweep_sets(b, &sets, side, false, &mut round[0]) as i32;
                sweep_sets(b, &sets, side, true, &mut round[1]);
                d_round_yours = sweep_sets(b, &sets, 3 - side, false, &mut round_yours[0]) as i32;
                sweep_sets(b, &sets, 3 - side, true, &mut round_yours[1]);
                levels(b, &round_yours, d_round_yours, &mut round_level);
                b.cells[fork] = 0;
            }
        }
        let longer: i32 = if at == worst { next } else { far };
        let most: i32 = if longer > 0 && s.d_mine + longer - 1 > mine + 1 {
            s.d_yours - (s.d_mine + longer - 1)
        } else {
            s.d_yours - 1 - mine
        };
        // The reply on `fork` I can value exactly: once it and my move are
        // played, my distance is what a chain through my move costs on the
        // board swept round `fork`, or the distance round it, the less (see
        // `through`); and the other side's is no longer than after my move
        // alone, nor than round `fork` when my move bars none of its
        // chains there. Most of my moves lie on no chain round `fork` as
        // short, and then the bound is lower by one, or two when `fork`
        // also lies on a chain of the other side's.
        let round_me: i32 = if fork < NONE && at != fork { through(&round, d_round, at) } else { -1 };
        let most: i32 = if round_me >= 0 && s.d_yours - round_me < most { s.d_yours - round_me } else { most };
        let most: i32 = if round_me >= 0 && d_round_yours < 255 && d_round_yours - round_me < most && !bars(&round_yours, d_round_yours, &round_level, at) {
            d_round_yours - round_me
        } else {
            most
        };
        let value: i32 = if s.d_yours == 1 && !bars(&s.yours, s.d_yours, &level, at) {
            ply + 1 - WIN
        } else if depth == 2 && most <= alpha && s.d_yours < 255 && !bars(&s.yours, s.d_yours, &level, at) {
            most
        } else {
            b.cells[at] = side;
            // A move that bars the other side's chains: the same first
            // bound, from its distance once barred.
            let cuts: bool = depth == 2 && s.d_yours < 255 && bars(&s.yours, s.d_yours, &level, at);
            let far: i32 = if cuts { barred(b, 3 - side, &s.yours[0], at) as i32 } else { 255 };
            // And the reply on `fork`, with that distance once barred.
            let most: i32 = if round_me >= 0 && far - round_me < far - 1 - mine { far - round_me } else { far - 1 - mine };
            let value = if far < 255 && most <= alpha {
                most
            } else {
                -search(b, 3 - side, depth - 1, -beta, -alpha, ply + 1)
            };
            b.cells[at] = 0;
            value
        };
        if value > best {
            best = value;
        }
        if value > alpha {
            alpha = value;
        }
        if alpha >= beta {
            if ply < 8 {
                b.killer[ply as usize] = at as u16;
            }
            return best;
        }
        k += 1;
    }
    best
}

/// The last move of a search: what the board is worth to `side`, to move,
/// after its best move, by the distances then; at least `beta`, once a
/// move is worth that much.
///
/// No board needs searching again for most moves. A move shortens its
/// side's distance only through itself: by one when it lies on one of its
/// side's shortest chains, which there always is while the side can still
/// win; so the best of those moves leaves the other side's distance as it
/// is, and is worth that distance less mine less one (`base`). And a move
/// lengthens the other side's distance only when every shortest chain of
/// the other side runs through it (see `bars`): only those moves can be
/// worth more, and for them alone I sweep the board again.
pub fn last(b: &mut Board, side: u8, beta: i32, ply: i32) -> i32 {
    let other: u8 = 3 - side;
    let mut mine = [[0u8; CELLS]; 2];
    let mut yours = [[0u8; CELLS]; 2];
    let sets = sets(b);
    let d_mine: i32 = sweep_sets(b, &sets, side, false, &mut mine[0]) as i32;
    if d_mine <= 1 {
        return WIN - ply;
    }
    let d_yours: i32 = sweep_sets(b, &sets, other, false, &mut yours[0]) as i32;
    // The other side joined its edges with its last move.
    if d_yours == 0 {
        return ply - 1 - WIN;
    }
    // My distance after my best move, barring aside.
    let low: i32 = if d_mine < 255 { d_mine - 1 } else { d_mine };
    let mut best: i32 = d_yours - low;
    if best >= beta || d_yours == 255 {
        return best;
    }
    sweep_sets(b, &sets, other, true, &mut yours[1]);
    let mut level = [0u16; 256];
    levels(b, &yours, d_yours, &mut level);
    let mut second: bool = false;
    let mut r: usize = 0;
    while r < b.rows {
        let mut c: usize = 0;
        while c < b.columns {
            let at = r * MAX + c;
            if b.cells[at] == 0 && bars(&yours, d_yours, &level, at) {
                b.cells[at] = side;
                let far: i32 = barred(b, other, &yours[0], at) as i32;
                b.cells[at] = 0;
                // Worth at most `far` less `low`; exactly, my distance
                // through `at`, for which I sweep from my second edge.
                if far - low > best {
                    if !second {
                        sweep_sets(b, &sets, side, true, &mut mine[1]);
                        second = true;
                    }
                    let value: i32 = far - through(&mine, d_mine, at);
                    if value > best {
                        best = value;
                        if best >= beta {
                            return best;
                        }
                    }
                }
            }
            c += 1;
        }
        r += 1;
    }
    best
}

/// How many empty cells of each distance from its first edge lie on the
/// shortest chains of a side whose two `sweeps` (see `sweep`) and distance
/// `d` are given, into `level`.
pub fn levels(b: &Board, sweeps: &[[u8; CELLS]; 2], d: i32, level: &mut [u16; 256]) {
    let mut r: usize = 0;
    while r < b.rows {
        let mut c: usize = 0;
        while c < b.columns {
            let at = r * MAX + c;
            if b.cells[at] == 0 && through(sweeps, 1000, at) + 1 == d {
                level[sweeps[0][at] as usize] += 1;
            }
            c += 1;
        }
        r += 1;
    }
}

/// Does a tile on the empty cell `at` lengthen the distance `d` of a side
/// whose two `sweeps` and `levels` are given? Only when every one of its
/// shortest chains runs through `at`. A shortest chain steps from each
/// empty cell to one a step farther from its edge, so no two of its empty
/// cells are as far: when `at` lies on one, and is the only cell of its
/// distance on them, every chain runs through it; else another chain, as
/// short, goes round it.
pub fn bars(sweeps: &[[u8; CELLS]; 2], d: i32, level: &[u16; 256], at: usize) -> bool {
    through(sweeps, 1000, at) + 1 == d && level[sweeps[0][at] as usize] == 1
}

/// The search's value of `side` playing `at`: exact when it is at least
/// `least`; otherwise some value below `least`.
pub fn value(b: &mut Board, side: u8, at: usize, least: i32) -> i32 {
    b.cells[at] = side;
    let value: i32 = if distance(b, side) == 0 { WIN - 1 } else { -search(b, 3 - side, 3, -WIN - WIN, 1 - least, 2) };
    b.cells[at] = 0;
    value
}

/// A cell where the side scanned in `s` wins at once, the one of most
/// weight (the first in reading order, on ties); NONE when there is none.
pub fn win_now(b: &Board, s: &Scan, weights: &[u8; CELLS]) -> usize {
    let mut best: usize = NONE;
    let mut r: usize = 0;
    while r < b.rows {
        let mut c: usize = 0;
        while c < b.columns {
            let at = r * MAX + c;
            if b.cells[at] == 0 && through(&s.mine, s.d_mine, at) == 0 && (best == NONE || weights[at] > weights[best]) {
                best = at;
            }
            c += 1;
        }
        r += 1;
    }
    best
}

// ---------------------------------------------------------------------------
// My evaluation: what I make of the board a move leaves, which my lessons
// teach me.
//
// My search values a move by the distances four moves on, and many moves
// come out the same, or nearly. But a distance counts one way to win: it
// cannot tell a chain that has only one way across a gap from one with two
// ways, which the other side cannot bar with one tile. The two-distance
// can (Queenbee's measure: J. van Rijswijck, 2000): a cell is as far from
// an edge as the second nearest of its neighbours, plus one, so that a
// side reaches it only where it keeps a second way when the other side
// bars the first. A side's two-distance is the least, over the empty
// cells, of a cell's two-distances from both its edges.
//
// So a move is worth, beyond my search, what I see of the board it leaves,
// from the mover's side: each thing my state's line "my evaluation" names,
// times its weight there, plus the weight of the move's cell (my weights,
// beside the board). These are in hundredths of a point of my search
// (POINT): a move's score is POINT times its search value, plus its worth.
// The things I weigh:
//
//   the move       1, for the side that has just moved;
//   two-distance   the other side's two-distance less the mover's.
//
// The distances themselves I leave to my search, which weighs them four
// moves on: weighed here too, they crowd out what the search cannot see.
// Nor do I count a side's ways, the cells at its least two-distance: my
// lessons weighed them a point or so either way, and those of my
// trainings that weighed them +1 lost more games to players they never
// met.
//
// Generation zero has learned nothing: each of these weighs 0, and the
// weights of my cells, 0 to 9, choose only between moves my search values
// the same, as ever. My lessons teach me the table (see "How I learn").

/// What a point of my search's value is worth in a move's score.
pub const POINT: i32 = 100;

/// How many things my evaluation weighs (see above), and their names.
pub const FEATURES: usize = 2;
pub const NAMES: [&str; FEATURES] = ["the move", "two-distance"];

/// The most a weight of my evaluation, or of a cell, can be, either way.
pub const HEAVIEST: i32 = 999;

/// Is the cell `at` on `side`'s first edge (its second, when `second`)?
pub fn rim(b: &Board, side: u8, second: bool, at: usize) -> bool {
    let i: usize = if side == YOU { at / MAX } else { at % MAX };
    let last: usize = if side == YOU { b.rows - 1 } else { b.columns - 1 };
    if second { i == last } else { i == 0 }
}

/// Fills `dist` with the two-distance of each empty cell from `side`'s
/// first edge (its second, when `second`); 255 where it has none. A cell
/// on the edge, or touching a group of `side`'s tiles that touches it, is
/// 1; any other is one more than the second nearest of its neighbours,
/// where the empty cells around a group of `side`'s tiles are all
/// neighbours of one another.
pub fn two_sweep(b: &Board, side: u8, second: bool, dist: &mut [u8; CELLS]) {
    // The groups of `side`'s tiles, numbered, and whether each touches the
    // edge.
    let mut group = [NONE as u16; CELLS];
    let mut touches = [false; CELLS];
    let mut stack = [0u16; CELLS];
    let mut groups: usize = 0;
    let mut r: usize = 0;
    while r < b.rows {
        let mut c: usize = 0;
        while c < b.columns {
            let at = r * MAX + c;
            dist[at] = 255;
            if b.cells[at] == side && group[at] as usize == NONE {
                group[at] = groups as u16;
                stack[0] = at as u16;
                let mut top: usize = 1;
                while top > 0 {
                    top -= 1;
                    let cell = stack[top] as usize;
                    touches[groups] = touches[groups] || rim(b, side, second, cell);
                    let mut d: usize = 0;
                    while d < 6 {
                        let next = b.links[cell][d] as usize;
                        if next < NONE && b.cells[next] == side && group[next] as usize == NONE {
                            group[next] = groups as u16;
                            stack[top] = next as u16;
                            top += 1;
                        }
                        d += 1;
                    }
                }
                groups += 1;
            }
            c += 1;
        }
        r += 1;
    }
    // The empty cells around each group, each once: a list per group,
    // from `head[g]` on through `link`, of cells `listed`. And the cells
    // at 1: on the edge, or touching a group that touches it.
    let mut head = [NONE as u16; CELLS];
    let mut seen = [NONE as u16; CELLS];
    let mut listed = [0u16; 3 * CELLS];
    let mut link = [0u16; 3 * CELLS];
    let mut lists: usize = 0;
    let mut now = [0u16; CELLS];
    let mut n: usize = 0;
    r = 0;
    while r < b.rows {
        let mut c: usize = 0;
        while c < b.columns {
            let at = r * MAX + c;
            let mut edge: bool = rim(b, side, second, at);
            let mut d: usize = 0;
            while b.cells[at] == 0 && d < 6 {
                let next = b.links[at][d] as usize;
                let g: usize = if next < NONE && b.cells[next] == side { group[next] as usize } else { NONE };
                if g < NONE && seen[g] as usize != at {
                    // (A cell touches at most three groups.)
                    seen[g] = at as u16;
                    listed[lists] = at as u16;
                    link[lists] = head[g];
                    head[g] = lists as u16;
                    lists += 1;
                }
                edge = edge || (g < NONE && touches[g]);
                d += 1;
            }
            if b.cells[at] == 0 && edge {
                dist[at] = 1;
                now[n] = at as u16;
                n += 1;
            }
            c += 1;
        }
        r += 1;
    }
    // The cells at 1, then those at 2, and so on: a cell's value is known
    // when the second of its neighbours is reached. A group passes on to
    // the cells around it only from the first two of them the levels
    // reach: after the second, every cell around it has been reached from
    // two, and has its value.
    let mut near = [0u8; CELLS];
    let mut from = [NONE as u16; CELLS];
    let mut passed = [0u8; CELLS];
    let mut by = [NONE as u16; CELLS];
    let mut then = [0u16; CELLS];
    let mut value: u8 = 1;
    while n > 0 && value < 254 {
        let mut m: usize = 0;
        let mut k: usize = 0;
        while k < n {
            let cell = now[k] as usize;
            let mut d: usize = 0;
            while d < 6 {
                let next = b.links[cell][d] as usize;
                // An empty neighbour, or the cells around a group it touches.
                let g: usize = if next < NONE && b.cells[next] == side { group[next] as usize } else { NONE };
                let mut i: usize = NONE;
                if g < NONE && passed[g] < 2 && by[g] as usize != cell {
                    passed[g] += 1;
                    by[g] = cell as u16;
                    i = head[g] as usize;
                }
                let mut x: usize = if next < NONE && b.cells[next] == 0 { next } else { NONE };
                while x < NONE || i < NONE {
                    if x == NONE {
                        x = listed[i] as usize;
                        i = link[i] as usize;
                    }
                    if x != cell && dist[x] == 255 && from[x] as usize != cell {
                        from[x] = cell as u16;
                        near[x] += 1;
                        if near[x] == 2 {
                            dist[x] = value + 1;
                            then[m] = x as u16;
                            m += 1;
                        }
                    }
                    x = NONE;
                }
                d += 1;
            }
            k += 1;
        }
        k = 0;
        while k < m {
            now[k] = then[k];
            k += 1;
        }
        n = m;
        value += 1;
    }
}

/// `side`'s two-distance (see above): 255 when it has no way left.
pub fn potential(b: &Board, side: u8) -> i32 {
    let mut one = [0u8; CELLS];
    let mut two = [0u8; CELLS];
    two_sweep(b, side, false, &mut one);
    two_sweep(b, side, true, &mut two);
    let mut least: i32 = 255;
    let mut r: usize = 0;
    while r < b.rows {
        let mut c: usize = 0;
        while c < b.columns {
            let at = r * MAX + c;
            let p: i32 = one[at] as i32 + two[at] as i32;
            if b.cells[at] == 0 && one[at] < 255 && two[at] < 255 && p < least {
                least = p;
            }
            c += 1;
        }
        r += 1;
    }
    least
}

/// What my evaluation sees of the board `b` from the side of `me`, who
/// has just moved, into `f`, in the order of my table. A side with no way
/// left counts as far as twice the longest way a board allows.
pub fn features(b: &Board, me: u8, f: &mut [i32; FEATURES]) {
    let far: i32 = 2 * (b.rows + b.columns) as i32;
    let (mine, yours) = (potential(b, me), potential(b, 3 - me));
    f[0] = 1;
    f[1] = if yours < far { yours } else { far } - if mine < far { mine } else { far };
}

/// What `side` playing the empty cell `at` of the board `b` is worth
/// beyond my search: the cell's weight, and what my evaluation `learned`
/// sees of the board then, weighed. No need to look when I have learned
/// nothing yet.
pub fn worth(b: &mut Board, side: u8, at: usize, weights: &[u8; CELLS], learned: &[i32; FEATURES]) -> i32 {
    let mut sum: i32 = weights[at] as i32;
    if *learned != [0; FEATURES] {
        let mut f = [0i32; FEATURES];
        b.cells[at] = side;
        features(b, side, &mut f);
        b.cells[at] = 0;
        let mut k: usize = 0;
        while k < FEATURES {
            sum += learned[k] * f[k];
            k += 1;
        }
    }
    sum
}

// ---------------------------------------------------------------------------
// Looking deeper: what my lessons teach me.
//
// Four moves deep, my search misses much that a fifth move shows: a chain
// of yours that my move seemed to bar goes round it; a move of mine that
// seemed as good as another leaves you a way through. My lessons teach me
// to look deeper (see "How I learn"): my state's line "deeper: D" says how
// many of my best moves I search again, five moves deep. Generation zero's
// D is 0: it plays as the assignment's program plays. With D above 0, I
// take the D + 1 moves of the highest scores by the four-move search (as
// above), search each one move deeper, and play the one of the highest
// score by that deeper search. A move that wins at once I always play.
// A turn must stay within its time, so these deeper searches may look at
// so many boards in all (see `work`), and stop there: I play the best of
// the moves searched to the end. And a lesson asks me to look deeper only
// on a board small enough for a turn to afford it (see `deepest`).
//
// A match or a game over GTP may ask me to play at a level (see `merlyn
// match --level`): D as it says, 0 to 9, or my strongest, STRONGEST. There
// I take my WIDEST best moves, as at D = 4, and search them five moves
// deep; then the best of them and the two after it, six moves deep,
// within FURTHER times as many boards; and I play the best by that
// search. On a small board (see `small`), my strongest level weighs every
// move by games played out to the end instead (see "Weighing by
// playouts"). My lessons never raise me to it: it takes a tenth of a
// second a move on 11x11, a third on 7x7, where a turn may take a
// twentieth, compiling me included; but you may ask a game of me at it,
// or at any level (`play contactix --level N`, see `turn`).

/// The most D can be: I search at most ten moves deeper.
pub const DEEPEST: u8 = 9;

/// My strongest level, above every D (see above).
pub const STRONGEST: u8 = 10;

/// How many times the boards of `work` my strongest level's six-move
/// search may look at.
pub const FURTHER: u32 = 4;

/// The most boards the deeper searches of a move may look at on the board
/// `b`: as many as keep a turn within its time, fewer the more cells a
/// board has (each costs more): 16,528 on 11x11, 40,816 on 7x7.
pub fn work(b: &Board) -> u32 {
    2_000_000 / (b.columns * b.rows) as u32
}

/// Whether the board `b` is small enough, 64 cells or fewer (8x8), for
/// a turn to afford searches deeper and wider than my four-move search.
pub fn small(b: &Board) -> bool {
    b.columns * b.rows <= 64
}

/// How many of my best moves my strongest level searches five moves deep
/// on a board that is not small: five, as D = 4 does.
pub const WIDEST: usize = 5;

/// The most D a lesson raises mine to on the board `b`: a deeper search
/// costs more the more cells are empty, and a turn, compiling me
/// included, should cost no more than about half of compiling a hello
/// world: D up to 9 on a small board (see `small`); on larger boards
/// none, where my four-move search alone fills a turn. (A level asks for
/// deeper searches on any board: see `merlyn match --level`.)
pub fn deepest(b: &Board) -> u8 {
    if small(b) { DEEPEST } else { 0 }
}

/// The least search value with which a move worth `more` beyond it, at
/// cell `at`, beats a score of `score` held by the cell `best`: POINT
/// times the value, plus `more`, must be more than the score, or as much,
/// with `at` first in reading order.
pub fn least(score: i32, more: i32, at: usize, best: usize) -> i32 {
    let over: i32 = score - more;
    let part: i32 = if over >= 0 { over / POINT } else { 0 - (POINT - 1 - over) / POINT };
    if part * POINT == over && at < best { part } else { part + 1 }
}

/// The empty cells of the board `b` but those `avoid` marks in the order
/// `side` weighs them, into `cells`, and how many; what each is worth
/// beyond my search (see `worth`) into `worths`, cell by cell. With an
/// evaluation `learned`, the cells worth most first (in reading order, on
/// ties): the sooner I meet the best, the fewer moves I need search to the
/// end. Without, the order of my search (see `order`).
pub fn ranked(b: &mut Board, s: &Scan, side: u8, weights: &[u8; CELLS], learned: &[i32; FEATURES], avoid: &[bool; CELLS], cells: &mut [u16; CELLS], worths: &mut [i32; CELLS]) -> usize {
    let all = order(b, s, weights, cells);
    let mut n: usize = 0;
    let mut k: usize = 0;
    while k < all {
        let at = cells[k] as usize;
        if !avoid[at] {
            cells[n] = at as u16;
            worths[at] = worth(b, side, at, weights, learned);
            n += 1;
        }
        k += 1;
    }
    k = 1;
    while *learned != [0; FEATURES] && k < n {
        // Each cell into its place among those before it.
        let at = cells[k];
        let mut i: usize = k;
        while i > 0 && (worths[at as usize] > worths[cells[i - 1] as usize] || (worths[at as usize] == worths[cells[i - 1] as usize] && at < cells[i - 1])) {
            cells[i] = cells[i - 1];
            i -= 1;
        }
        cells[i] = at;
        k += 1;
    }
    n
}

/// The moves a side weighs most (see `best`): `count` cells, best first,
/// with their scores, and what each is worth beyond my search.
pub struct Top {
    pub cells: [usize; 11],
    pub scores: [i32; 11],
    pub worths: [i32; 11],
    pub count: usize,
}

/// The `wide` moves of `side` on the board `b` but those `avoid` marks
/// worth most, by
/// their score: POINT times their search value plus their worth (the first
/// in reading order on ties), best first (fewer when fewer cells are
/// empty).
pub fn best(b: &mut Board, side: u8, weights: &[u8; CELLS], learned: &[i32; FEATURES], avoid: &[bool; CELLS], wide: usize) -> Top {
    let s = scan(b, side);
    let mut cells = [0u16; CELLS];
    let mut worths = [0i32; CELLS];
    let n = ranked(b, &s, side, weights, learned, avoid, &mut cells, &mut worths);
    let mut top = Top { cells: [NONE; 11], scores: [0; 11], worths: [0; 11], count: 0 };
    let mut k: usize = 0;
    while k < n {
        let at = cells[k] as usize;
        let more: i32 = worths[at];
        let count = top.count;
        let least: i32 = if count < wide { -WIN - WIN } else { least(top.scores[count - 1], more, at, top.cells[count - 1]) };
        let v = value(b, side, at, least);
        if v >= least {
            // In its place among the best, the last dropped when they are full.
            let score: i32 = v * POINT + more;
            let mut i: usize = if count < wide { count } else { count - 1 };
            while i > 0 && (score > top.scores[i - 1] || (score == top.scores[i - 1] && at < top.cells[i - 1])) {
                top.cells[i] = top.cells[i - 1];
                top.scores[i] = top.scores[i - 1];
                top.worths[i] = top.worths[i - 1];
                i -= 1;
            }
            top.cells[i] = at;
            top.scores[i] = score;
            top.worths[i] = more;
            if count < wide {
                top.count += 1;
            }
        }
        k += 1;
    }
    top
}

/// The value of `side` playing `at` by a search one move deeper, five
/// moves in all: when it is more than `above`, some value more than
/// `above`, exact when `exact`; otherwise some value at most `above`. A
/// narrow search first tells whether it is more; only then, and only when
/// I must know how much, do I search for how much.
pub fn deep_value(b: &mut Board, side: u8, at: usize, above: i32, exact: bool) -> i32 {
    deep_value_of(b, side, at, above, exact, 5)
}

/// `deep_value`, by a search `moves` moves deep in all.
pub fn deep_value_of(b: &mut Board, side: u8, at: usize, above: i32, exact: bool, moves: usize) -> i32 {
    b.cells[at] = side;
    let mut v: i32 = WIN - 1;
    if distance(b, side) > 0 && above <= -WIN - WIN {
        v = -search(b, 3 - side, moves - 1, -WIN - WIN, WIN + WIN, 2);
    } else if distance(b, side) > 0 {
        v = -search(b, 3 - side, moves - 1, -above - 1, -above, 2);
        if v > above && exact {
            v = -search(b, 3 - side, moves - 1, -WIN - WIN, -above, 2);
        }
    }
    b.cells[at] = 0;
    v
}

/// Of the moves `top` (best first), the best by their score with a search
/// one move deeper: POINT times its value, plus their worth; the first in
/// reading order on ties. Of the last, I need only know whether it beats
/// the best before it. These searches may look at `work` boards in all:
/// when they run out, the best of the moves searched to the end, and the
/// first when none was.
pub fn deepest_of(b: &mut Board, side: u8, top: &Top) -> usize {
    deepest_by(b, side, top, 5, work(b))
}

/// `deepest_of`, by searches `moves` moves deep in all, which may look at
/// `boards` boards.
pub fn deepest_by(b: &mut Board, side: u8, top: &Top, moves: usize, boards: u32) -> usize {
    let mut best: usize = top.cells[0];
    let mut score: i32 = 0;
    b.work = boards;
    let mut k: usize = 0;
    while k < top.count {
        let (at, more): (usize, i32) = (top.cells[k], top.worths[k]);
        let least: i32 = if k == 0 { -WIN - WIN } else { least(score, more, at, best) };
        let v = deep_value_of(b, side, at, least - 1, k + 1 < top.count, moves);
        if b.work == 0 {
            k = top.count;
        } else if k == 0 || v >= least {
            best = at;
            score = v * POINT + more;
        }
        k += 1;
    }
    b.work = FREE;
    best
}

/// My strongest level's choice among the moves `top`, best first (see
/// "Looking deeper"): the best of them by a search five moves deep, then,
/// of it and the two best others, the best by a search six moves deep.
pub fn furthest_of(b: &mut Board, side: u8, top: &Top) -> usize {
    let first = deepest_of(b, side, top);
    // The best five moves deep first, then the others in their order.
    let mut again = Top { cells: [NONE; 11], scores: [0; 11], worths: [0; 11], count: 0 };
    let mut k: usize = 0;
    while k < top.count {
        if top.cells[k] == first {
            again.cells[0] = first;
            again.worths[0] = top.worths[k];
        }
        k += 1;
    }
    again.count = 1;
    k = 0;
    while k < top.count && again.count < 3 {
        if top.cells[k] != first {
            again.cells[again.count] = top.cells[k];
            again.worths[again.count] = top.worths[k];
            again.count += 1;
        }
        k += 1;
    }
    deepest_by(b, side, &again, 6, FURTHER * work(b))
}

// Weighing by playouts: my strongest level on a small board.
//
// On a small board (see `small`), a turn can afford more than a search of
// boards: there my strongest level weighs its moves by games played out
// to the end, as the strongest Hex programs weigh theirs (Monte-Carlo
// tree search; in Hex: R. Arneson, R. Hayward and P. Henderson, 2010).
// A tree of moves grows from the board, every move I may play its first.
// Each playout walks down it, each side taking the move that has won most
// for it, then fills the rest of the board at random, the sides taking
// turns; the full board's one chain says who won, and every move the
// playout walked through counts it. A move walked through EXPAND times
// grows the moves after it. A move counts too every playout through the
// move before it in which its side took its cell at any time: in Hex, a
// cell good for a side is good for it at most times (all moves as first,
// RAVE: S. Gelly and D. Silver, 2007). A move that few playouts walked
// through is valued by that record; its own counts more as it grows (see
// `beta`), and it is all a move needs to be tried: one whose record of
// all moves as first is good is walked through, and one whose own record
// falls behind is left. I play the move walked through most.
//
// My lessons order the moves (see `ranked`): between moves of the same
// record, the one my evaluation weighs most is walked through first, and
// played. How many playouts: as many as fill PLAYED cells, about 160,000
// on 7x7, so that a turn stays well within its second, compiling me
// included. Their random draws come from the board: the same board gives
// the same move. A playout's board is two numbers of 128 bits, a bit for
// each cell of each side (see `bit`), and my tree lives in memory I ask
// of the C library, as I write through it.

/// How many cells my playouts fill in a move, in all.
pub const PLAYED: usize = 8_000_000;

/// How many playouts walk through a move before the moves after it join
/// my tree.
pub const EXPAND: u32 = 4;

/// The most moves my tree holds.
pub const NODES: usize = 1 << 20;

/// How many playouts through a move its own record needs before it counts
/// as much as its record of all moves as first.
pub const RAVE: f32 = 300.0;

/// A move of my tree of playouts.
#[derive(Clone, Copy)]
pub struct Node {
    /// Its cell, as `bit` numbers it.
    pub bit: u16,
    /// How many moves after it the tree holds, and where the first is.
    pub count: u16,
    pub first: u32,
    /// The playouts through it, and how many its side won.
    pub visits: u32,
    pub wins: u32,
    /// The playouts through the move before it in which its side took its
    /// cell at some time, and how many its side won.
    pub seen: u32,
    pub seen_won: u32,
}

unsafe extern "C" {
    /// `count` times `size` bytes, all zero; null when there is no room.
    fn calloc(count: usize, size: usize) -> *mut u8;
    /// Gives back what `calloc` gave.
    fn free(memory: *mut u8);
}

/// The bit of the cell `at` of the small board `b` in a playout's board:
/// the cell in column c and row r is bit r(C + 1) + c, C the board's
/// columns. The bit after each row's last cell is never a tile, so that
/// no chain runs on from a row's end to the next row's start: each cell
/// touches the bits one either side, C + 1 either side (straight up and
/// down), and C either side (up to the right, down to the left).
pub fn bit(b: &Board, at: usize) -> u16 {
    ((at / MAX) * (b.columns + 1) + at % MAX) as u16
}

/// Whether the tiles `tiles` of a playout's board, of C + 1 = `wide` bits
/// a row, join the cells `first` to the cells `second`.
pub fn joins(tiles: u128, first: u128, second: u128, wide: u32) -> bool {
    let mut reached: u128 = tiles & first;
    loop {
        let grown: u128 = (reached | reached << 1 | reached >> 1 | reached << wide | reached >> wide | reached << (wide - 1) | reached >> (wide - 1)) & tiles;
        if grown & second != 0 {
            return true;
        }
        if grown == reached {
            return false;
        }
        reached = grown;
    }
}

/// Of the moves after the move `parent` of my tree `tree`, the one a
/// playout walks through: the one of the highest value to the side that
/// makes it, by its own record and its record of all moves as first (the
/// first in the tree's order, on ties). `betas`: how much its record of
/// all moves as first counts, for each count of playouts through it below
/// 1,024 (see `beta`).
pub fn walk(tree: &[Node], parent: usize, betas: &[f32; 1024]) -> usize {
    let p = tree[parent];
    let mut best: usize = p.first as usize;
    let mut high: f32 = -1.0;
    let mut k: usize = p.first as usize;
    while k < p.first as usize + p.count as usize {
        let n = tree[k];
        let beta: f32 = if n.visits < 1024 { betas[n.visits as usize] } else { beta(n.visits) };
        let amaf: f32 = (n.seen_won as f32 + 1.0) / (n.seen as f32 + 2.0);
        let own: f32 = if n.visits > 0 { n.wins as f32 / n.visits as f32 } else { 0.0 };
        let value: f32 = own + beta * (amaf - own);
        if value > high {
            high = value;
            best = k;
        }
        k += 1;
    }
    best
}

/// For a move `visits` playouts have walked through, how much its record
/// of all moves as first counts beside its own, from 1 to nearly 0: the
/// square root of RAVE / (3 `visits` + RAVE), a half at RAVE playouts.
pub fn beta(visits: u32) -> f32 {
    (RAVE / (3.0 * visits as f32 + RAVE)).sqrt()
}

/// The first `n` cells of `spots` (as `bit` numbers them) that are not in
/// `taken`, in their order, into `out`; gives how many.
pub fn unfilled(spots: &[u16; 64], n: usize, taken: u128, out: &mut [u16; 64]) -> usize {
    let mut left: usize = 0;
    let mut i: usize = 0;
    while i < n {
        if (taken >> spots[i]) & 1 == 0 {
            out[left] = spots[i];
            left += 1;
        }
        i += 1;
    }
    left
}

/// Of the `moves` cells `cells` where `side` may play on the small board
/// `b`, best first by my evaluation, the one played out best (see above);
/// the first of them when no memory is to be had.
pub fn played_of(b: &Board, side: u8, cells: &[u16; CELLS], moves: usize) -> usize {
    // SAFETY: calloc takes the sizes of a Node and of NODES, and gives
    // their memory, all zero, or null.
    let memory = unsafe { calloc(NODES, core::mem::size_of::<Node>()) };
    if memory.is_null() {
        return cells[0] as usize;
    }
    // SAFETY: `memory` holds NODES nodes, all zero, which is a Node; I use
    // it through this slice alone, until I free it below.
    let tree: &mut [Node] = unsafe { core::slice::from_raw_parts_mut(memory as *mut Node, NODES) };
    // The root, and every move after it.
    let mut used: usize = 1 + moves;
    tree[0].count = moves as u16;
    tree[0].first = 1;
    let mut k: usize = 0;
    while k < moves {
        tree[1 + k].bit = bit(b, cells[k] as usize);
        k += 1;
    }
    // The board as bits: each side's tiles, each side's edges, the empty
    // cells.
    let wide: u32 = b.columns as u32 + 1;
    let mut tiles = [0u128; 2];
    let mut edges = [[0u128; 2]; 2];
    let mut spots = [0u16; 64];
    let mut owner = [0u8; 128];
    let mut n: usize = 0;
    let mut r: usize = 0;
    while r < b.rows {
        let mut c: usize = 0;
        while c < b.columns {
            let (at, spot): (usize, u16) = (r * MAX + c, bit(b, r * MAX + c));
            let one: u128 = 1u128 << spot;
            if b.cells[at] == 0 {
                spots[n] = spot;
                n += 1;
            } else {
                tiles[b.cells[at] as usize - 1] |= one;
            }
            owner[spot as usize] = b.cells[at];
            edges[0][0] |= if r == 0 { one } else { 0 };
            edges[0][1] |= if r + 1 == b.rows { one } else { 0 };
            edges[1][0] |= if c == 0 { one } else { 0 };
            edges[1][1] |= if c + 1 == b.columns { one } else { 0 };
            c += 1;
        }
        r += 1;
    }
    let mut betas = [0f32; 1024];
    k = 0;
    while k < 1024 {
        betas[k] = beta(k as u32);
        k += 1;
    }
    let mine: usize = side as usize - 1;
    let mut path = [0u32; 65];
    let mut empty = [0u16; 64];
    let mut stream: u64 = fingerprint(b) as u64 ^ ((side as u64) << 32);
    let times: usize = PLAYED / (b.columns * b.rows);
    let mut t: usize = 0;
    while t < times {
        let mut now: [u128; 2] = tiles;
        // Whose tile each bit is, 1 or 2 as on my board (0: no one's), for
        // the moves beside the path below.
        let mut whose: [u8; 128] = owner;
        // Down the tree: `to` moves next.
        let (mut node, mut depth, mut to): (usize, usize, usize) = (0, 0, mine);
        path[0] = 0;
        loop {
            if tree[node].count == 0 && tree[node].visits >= EXPAND && node > 0 {
                // The moves after it join the tree, while there is room.
                let left = unfilled(&spots, n, now[0] | now[1], &mut empty);
                let mut count: usize = 0;
                while count < left && used + count < NODES {
                    tree[used + count] = Node { bit: empty[count], count: 0, first: 0, visits: 0, wins: 0, seen: 0, seen_won: 0 };
                    count += 1;
                }
                tree[node].first = used as u32;
                tree[node].count = count as u16;
                used += count;
            }
            if tree[node].count == 0 {
                break;
            }
            node = walk(tree, node, &betas);
            now[to] |= 1u128 << tree[node].bit;
            whose[tree[node].bit as usize] = 1 + to as u8;
            to = 1 - to;
            depth += 1;
            path[depth] = node as u32;
        }
        // The rest at random, by turns (Fisher and Yates).
        let left = unfilled(&spots, n, now[0] | now[1], &mut empty);
        let mut k: usize = left;
        while k > 0 {
            // (A draw's high half times k, over 2 to the 32: below k, and
            // cheaper than a remainder.)
            let i = (((draw(&mut stream) >> 32) * k as u64) >> 32) as usize;
            k -= 1;
            empty.swap(i, k);
            let by: usize = if (left - 1 - k) % 2 == 0 { to } else { 1 - to };
            now[by] |= 1u128 << empty[k];
            whose[empty[k] as usize] = 1 + by as u8;
        }
        // Who won: the side to move at the root, or the other.
        let won: usize = if joins(now[mine], edges[mine][0], edges[mine][1], wide) { mine } else { 1 - mine };
        // Back up: each move of the path, and the moves beside it.
        let mut d: usize = 0;
        while d <= depth {
            let at = path[d] as usize;
            // The side that moves after the move `at`.
            let after: usize = if d % 2 == 0 { mine } else { 1 - mine };
            tree[at].visits += 1;
            tree[at].wins += (won != after) as u32;
            let (first, count) = (tree[at].first as usize, tree[at].count as usize);
            // (Counted without a branch, which would guess wrong half
            // the time: the playout counts for a move when `took` is 1.)
            let side_won: u32 = (won == after) as u32;
            let mut k: usize = first;
            while k < first + count {
                let took: u32 = (whose[tree[k].bit as usize] == 1 + after as u8) as u32;
                tree[k].seen += took;
                tree[k].seen_won += took & side_won;
                k += 1;
            }
            d += 1;
        }
        t += 1;
    }
    // The move walked through most; on ties, the first.
    let mut best: usize = 0;
    k = 1;
    while k < moves {
        if tree[1 + k].visits > tree[1 + best].visits {
            best = k;
        }
        k += 1;
    }
    // SAFETY: `memory` is calloc's, freed once, and `tree` unused after.
    unsafe { free(memory) };
    cells[best] as usize
}

/// The cell `side` plays on the board `b` with the weights of my cells and
/// my evaluation `learned`, looking deeper by `deep`, none of the cells
/// `avoid` marks (see "How I learn"): a win at once if there is one, else
/// the move of the highest score, or with `deep` above 0, the best of the
/// `deep` + 1 of the highest scores, by a search one move deeper (at my
/// strongest level, above DEEPEST, see `furthest_of`, and on a small
/// board `played_of`). NONE when no cell is left to play.
pub fn choose(b: &mut Board, side: u8, weights: &[u8; CELLS], learned: &[i32; FEATURES], deep: u8, avoid: &[bool; CELLS]) -> usize {
    let s = scan(b, side);
    let now = win_now(b, &s, weights);
    if now < NONE {
        return now;
    }
    if deep > DEEPEST && small(b) {
        let mut cells = [0u16; CELLS];
        let mut worths = [0i32; CELLS];
        let n = ranked(b, &s, side, weights, learned, avoid, &mut cells, &mut worths);
        return if n == 0 { NONE } else { played_of(b, side, &cells, n) };
    }
    if deep > 0 {
        // (At my strongest level, my WIDEST best moves.)
        let wide: usize = if deep > DEEPEST { WIDEST } else { deep as usize + 1 };
        let top = best(b, side, weights, learned, avoid, wide);
        return if top.count == 0 {
            NONE
        } else if deep > DEEPEST {
            furthest_of(b, side, &top)
        } else {
            deepest_of(b, side, &top)
        };
    }
    let mut cells = [0u16; CELLS];
    let mut worths = [0i32; CELLS];
    let n = ranked(b, &s, side, weights, learned, avoid, &mut cells, &mut worths);
    let mut best: usize = NONE;
    let mut score: i32 = 0;
    let mut k: usize = 0;
    while k < n {
        let at = cells[k] as usize;
        let more: i32 = worths[at];
        let least: i32 = if best == NONE { -WIN - WIN } else { least(score, more, at, best) };
        let v = value(b, side, at, least);
        if v >= least {
            best = at;
            score = v * POINT + more;
        }
        k += 1;
    }
    best
}

// ---------------------------------------------------------------------------
// How I learn.
//
// After every game, won or lost, I learn from the whole game, your moves
// and mine: my evaluation should have told who was winning, and it says
// so through the logistic curve. A board of worth e to the side that has
// just moved, by my evaluation (its weights times what it sees; my cells'
// weights aside), gives that side the chance 1 / (1 + exp(-e / POINT)) to
// win. After the last move, that chance is 1: its side has won. Before,
// each board's chance should have been what came of it: one less the
// chance of the board after the next move, which the other side made;
// and, by LAMBDA, one less what came of that, and so on to the end. So I
// play the game again in my head, board by board, from the side of each
// move's maker: the winner's boards teach as much as the loser's. This is
// temporal-difference learning, TD(lambda) (R. Sutton, 1988); Othello
// programs that learned so from their own games beat the standard weights
// after a few hundred (S. Lucas and T. Runarsson, 2006).
//
// A move made at random (the opening of a training game, written with a *
// among my moves) is neither side's choice: what followed it says nothing
// of the chances before it, so I learn nothing across it (temporal
// differences do not back up through exploratory moves: R. Sutton and A.
// Barto, 2018). The board before it learns nothing from the game, and the
// boards before that learn from its chance as it stood. So a game from an
// opening of any length, against any player, teaches me the same.
//
// A game I lost I study too, as the Monte-Carlo player studies a board:
// from each board of it, I fill the rest at random, FILLS times (see
// `fills`), the two sides taking turns, and count how often the side that
// had just moved joins its edges (a full board always holds one chain, so
// one side does). That share is a second opinion of the board's chance,
// from many games it did not play, and my evaluation learns toward it as
// toward what came of the board in the game. (The random draws come from
// a stream seeded by my lessons and the game's moves: the same game
// teaches the same lesson.) A game I won I do not study: the chances of
// random play are not those of the play that won it, and studied after
// every win, they would outweigh what my games teach.
//
// Each weight of my evaluation moves by how much what it saw would have
// brought each board's chance nearer to what it should have been, summed
// over the boards, times STEP: that is what a lesson asks of it. Each
// weight takes steps of its own, which settle by themselves (temporal
// coherence, TC(lambda): D. Beal and M. Smith, 1999): I keep, for each,
// how far my lessons have asked it to move in all, back and forth, and
// how far that came to, net (my steps, in my state); it moves as far as it
// is asked times the second over the first. A weight that every lesson
// pulls one way moves as far as it is asked; one pulled back and forth,
// which has found its place, less and less.
//
// After a game I lost, I ask too whether I looked deep enough: at my last
// moves made while I could still hope (at most LOOKS of them, the last
// first), I choose again, looking deeper by one more, searching one more
// of my best moves one move deeper. Where that plays another move than
// the one I played, my D goes up by one (as high as my board allows, see
// `deepest`): from then on I look deeper in every position, the ones I
// have never met too.
//
// Last, your same moves must never give the same game again (Westley's
// rule, which his program of 1991 kept by its losses). What my lessons
// change may not change my moves in the game we played: so I remember the
// board where I last made a move while I could still hope (my last move,
// if I never could), and the move I made there; when I meet that board
// again, I play my best move but that one (and if every move there is one
// I remember so, my best). My state keeps these below my evaluation, the
// newest first, after "not again:", each a move, then @ and its board's
// fingerprint (see `fingerprint`): AGAIN_LINE on each line, a line for
// every 20 cells of my board; when they are full, the oldest goes. Were
// it only my last lost game, a player who answers alike each time could
// beat me by turns in two games for ever.

/// How far what came after a board counts, beyond the next (lambda), and
/// how far a lesson asks a weight to move, in hundredths of a point, for a
/// unit it saw on a board whose chance was wrong by all.
pub const LAMBDA: f64 = 0.7;
pub const STEP: f64 = 0.5;

/// How many cells my study fills at random, about, on a board of 10,000
/// cells squared; see `fills`.
pub const FILLS: usize = 100_000;

/// The most my steps count, in all or net, either way.
pub const FAR: i64 = 999_999;

/// How many of my last moves a deeper look checks.
pub const LOOKS: usize = 2;

/// How many moves not to play again a line of my state holds, and the most
/// my state holds, on a 26x26 board.
pub const AGAIN_LINE: usize = 12;
pub const AGAIN: usize = 408;

/// Learns from the game just over, whose moves `game` holds: from any game,
/// my evaluation; from a game I lost, how deep I look and a move not to
/// play again, which it gives (NONE: none).
pub fn learn(game: &mut Game) -> usize {
    // The board the game began from: the board less the game's moves.
    let mut b = after(game, &game.board, 0);
    let mut k: usize = 0;
    while k < game.count {
        b.cells[game.moves[k] as usize] = 0;
        k += 1;
    }
    teach(game, &b);
    if game.status != LOST {
        return NONE;
    }
    // A game played at a level you asked for teaches my evaluation and
    // what not to play again, not how deep I look.
    if game.level.is_none() && game.deeper < deepest(&b) && deeper_disagrees(game, &b) {
        game.deeper += 1;
    }
    remember(game, &b)
}

/// The side that made move `k` of the game just over: the last move is the
/// winner's, yours when I lost, and the sides take turns before it.
pub fn mover(game: &Game, k: usize) -> u8 {
    let last: u8 = if game.status == LOST { YOU } else { ME };
    if (game.count - 1 - k) % 2 == 0 { last } else { 3 - last }
}

/// The board `b` (on which the game began) after the first `j` moves of
/// `game`, each move on the tile of its side.
pub fn after(game: &Game, b: &Board, j: usize) -> Board {
    let mut here = Board { cells: b.cells, columns: b.columns, rows: b.rows, links: b.links, shape: b.shape, work: FREE, killer: [NONE as u16; 8] };
    let mut i: usize = 0;
    while i < j {
        here.cells[game.moves[i] as usize] = mover(game, i);
        i += 1;
    }
    here
}

/// e to the power `x`, worked out here: the compiler's own calls the
/// driver's quick link of my successor cannot find. x is n times ln 2
/// plus a rest r of at most half that; e to the r by its series, times 2
/// to the n, which a float's exponent holds.
pub fn exp(x: f64) -> f64 {
    let x: f64 = if x > 700.0 { 700.0 } else if x < -700.0 { -700.0 } else { x };
    let n: i32 = nearest(x / core::f64::consts::LN_2);
    let r: f64 = x - n as f64 * core::f64::consts::LN_2;
    let (mut sum, mut term): (f64, f64) = (1.0, 1.0);
    let mut k: i32 = 1;
    while k < 20 {
        term = term * r / k as f64;
        sum += term;
        k += 1;
    }
    sum * f64::from_bits(((n + 1023) as u64) << 52)
}

/// The whole number nearest `x`, halves away from 0.
pub fn nearest(x: f64) -> i32 {
    if x < 0.0 { 0 - ((0.5 - x) as i32) } else { (x + 0.5) as i32 }
}

/// The chance my evaluation `learned` gives the side that has just moved on
/// a board where it sees `seen`.
pub fn chance(seen: &[i32; FEATURES], learned: &[i32; FEATURES]) -> f64 {
    let mut e: i32 = 0;
    let mut i: usize = 0;
    while i < FEATURES {
        e += learned[i] * seen[i];
        i += 1;
    }
    1.0 / (1.0 + exp(0.0 - e as f64 / POINT as f64))
}

/// Adds to `pull` what temporal differences ask of each weight over the `n`
/// boards of a game, each after a move, in order, each from the side of
/// its move's maker: what my evaluation saw (`seen`) and the chance it gave
/// (`chances`). The last move won. Where the move after board k was made
/// at random (`random`, move by move), board k learns nothing, and its own
/// chance is what came of it for the boards before.
pub fn differences(seen: &[[i32; FEATURES]; CELLS], chances: &[f64; CELLS], n: usize, random: &[bool; CELLS], pull: &mut [f64; FEATURES]) {
    let mut came: f64 = 1.0;
    let mut k: usize = n;
    while k > 0 {
        k -= 1;
        if k + 1 < n && random[k + 1] {
            came = chances[k];
        } else if k + 1 < n {
            came = (1.0 - LAMBDA) * (1.0 - chances[k + 1]) + LAMBDA * (1.0 - came);
        }
        let mut i: usize = 0;
        while i < FEATURES {
            pull[i] += (came - chances[k]) * seen[k][i] as f64;
            i += 1;
        }
    }
}

/// A stream of numbers for my study (SplitMix64): the next one.
pub fn draw(stream: &mut u64) -> u64 {
    *stream = stream.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z: u64 = *stream;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// How many times my study fills each board of a game on `cells` cells: so
/// many that a lesson fills about FILLS cells on 10x10, fewer on larger
/// boards (each fill costs more, and there are more boards), at least once:
/// 42 times on 7x7, 7 on 11x11, once from 18x18 up.
pub fn fills(cells: usize) -> usize {
    1 + FILLS / (cells * cells)
}

/// The share of `times` fills of the board `b` at random, `side` having
/// just moved, the other side first and then by turns, in which `side`
/// joins its edges; each fill's cells drawn from `stream`.
pub fn filled(b: &Board, side: u8, times: usize, stream: &mut u64) -> f64 {
    let mut empty = [0u16; CELLS];
    let mut n: usize = 0;
    let mut r: usize = 0;
    while r < b.rows {
        let mut c: usize = 0;
        while c < b.columns {
            if b.cells[r * MAX + c] == 0 {
                empty[n] = (r * MAX + c) as u16;
                n += 1;
            }
            c += 1;
        }
        r += 1;
    }
    let mut full = Board { cells: b.cells, columns: b.columns, rows: b.rows, links: b.links, shape: b.shape, work: FREE, killer: [NONE as u16; 8] };
    let mut path = [0u16; CELLS];
    let mut won: usize = 0;
    let mut t: usize = 0;
    while t < times {
        // The empty cells in an order drawn at random (Fisher and Yates),
        // taken by turns, the other side first.
        let mut k: usize = n;
        while k > 0 {
            let i = (draw(stream) % k as u64) as usize;
            k -= 1;
            empty.swap(i, k);
            full.cells[empty[k] as usize] = if (n - 1 - k) % 2 == 0 { 3 - side } else { side };
        }
        won += (chain(&full, side, &mut path) > 0) as usize;
        t += 1;
    }
    won as f64 / times as f64
}

/// My evaluation, taught by the game just over (begun on the board `b`):
/// TD(lambda) over the game's boards, and after a game I lost what my
/// study of each board tells, as above, by steps of temporal coherence;
/// and one lesson more.
pub fn teach(game: &mut Game, b: &Board) {
    // Each board of the game, what my evaluation saw in it from the side
    // that had just moved, and the chance it gave that side.
    let mut here = after(game, b, 0);
    let mut seen = [[0i32; FEATURES]; CELLS];
    let mut chances = [0f64; CELLS];
    let mut k: usize = 0;
    while k < game.count {
        let side = mover(game, k);
        here.cells[game.moves[k] as usize] = side;
        features(&here, side, &mut seen[k]);
        chances[k] = chance(&seen[k], &game.learned);
        k += 1;
    }
    let mut pull = [0f64; FEATURES];
    differences(&seen, &chances, game.count, &game.random, &mut pull);
    if game.status == LOST {
        study(game, b, &seen, &chances, &mut pull);
    }
    step(game, &pull);
    game.lessons = if game.lessons < LESSONS { game.lessons + 1 } else { LESSONS };
}

/// Adds to `pull` what my study of the game just over (begun on the board
/// `b`) asks of each weight: from each board but the last, which is won,
/// the share of its fills at random (see `filled`) that the side that had
/// just moved won, against the chance my evaluation gave it (`chances`),
/// times what it saw there (`seen`). The fills are drawn from a stream
/// seeded by my lessons and the game's moves.
pub fn study(game: &Game, b: &Board, seen: &[[i32; FEATURES]; CELLS], chances: &[f64; CELLS], pull: &mut [f64; FEATURES]) {
    let mut stream: u64 = game.lessons as u64;
    let mut k: usize = 0;
    while k < game.count {
        stream = (stream ^ game.moves[k] as u64).wrapping_mul(0x0100_0000_01b3);
        k += 1;
    }
    let times = fills(b.columns * b.rows);
    let mut here = after(game, b, 0);
    k = 0;
    while k + 1 < game.count {
        let side = mover(game, k);
        here.cells[game.moves[k] as usize] = side;
        let share = filled(&here, side, times, &mut stream);
        let mut i: usize = 0;
        while i < FEATURES {
            pull[i] += (share - chances[k]) * seen[k][i] as f64;
            i += 1;
        }
        k += 1;
    }
}

/// Moves each weight of my evaluation by what `pull` asks, times STEP,
/// times its steps' net over their all (all of it while it has none), and
/// counts what was asked among its steps.
pub fn step(game: &mut Game, pull: &[f64; FEATURES]) {
    let mut i: usize = 0;
    while i < FEATURES {
        let asked: f64 = STEP * pull[i];
        let net: f64 = if game.net[i] < 0 { (0 - game.net[i]) as f64 } else { game.net[i] as f64 };
        let share: f64 = if game.all[i] > 0 { net / game.all[i] as f64 } else { 1.0 };
        let w: i32 = game.learned[i] + nearest(share * asked);
        game.learned[i] = if w > HEAVIEST { HEAVIEST } else if w < 0 - HEAVIEST { 0 - HEAVIEST } else { w };
        let (all, net): (i64, i64) = (game.all[i] + nearest(if asked < 0.0 { 0.0 - asked } else { asked }) as i64, game.net[i] + nearest(asked) as i64);
        game.all[i] = if all > FAR { FAR } else { all };
        game.net[i] = if net > game.all[i] { game.all[i] } else if net < 0 - game.all[i] { 0 - game.all[i] } else { net };
        i += 1;
    }
}

/// Whether, at one of my last LOOKS moves of the game I lost (begun on the
/// board `b`) made while I could hope, looking deeper by one more chooses
/// another move than the one I played.
pub fn deeper_disagrees(game: &Game, b: &Board) -> bool {
    let wide = game.deeper as usize + 2;
    let mut looked: usize = 0;
    let mut j: usize = game.count;
    while j >= 2 && looked < LOOKS {
        j -= 2;
        let mut here = after(game, b, j);
        let m = game.moves[j] as usize;
        if value(&mut here, ME, m, -WIN - WIN) > 0 - WIN / 2 {
            looked += 1;
            let top = best(&mut here, ME, &game.weights, &game.learned, &[false; CELLS], wide);
            if top.count == wide && deepest_of(&mut here, ME, &top) != m {
                return true;
            }
        }
    }
    false
}

/// How many moves not to play again I remember on a board of `cells`.
pub fn room(cells: usize) -> usize {
    AGAIN_LINE * cells.div_ceil(20)
}

/// The fingerprint of the board `b`: a number its tiles give, cell by cell
/// in reading order (FNV-1a, after G. Fowler, L. C. Noll and K.-P. Vo),
/// the same for boards of the same tiles, and for others, one time in
/// four thousand million.
pub fn fingerprint(b: &Board) -> u32 {
    let mut print: u32 = 0x811c_9dc5;
    let mut r: usize = 0;
    while r < b.rows {
        let mut c: usize = 0;
        while c < b.columns {
            print = (print ^ b.cells[r * MAX + c] as u32).wrapping_mul(0x0100_0193);
            c += 1;
        }
        r += 1;
    }
    print
}

/// Remembers, of the game I lost (begun on the board `b`), my last move
/// made while I could hope (my last, if none) and its board, first of the
/// moves not to play again; gives that move. Nothing (NONE), on a board
/// given to me with tiles on it: my successor's game begins on an empty
/// board, and never meets those.
pub fn remember(game: &mut Game, b: &Board) -> usize {
    let (mut j, mut last): (usize, usize) = (game.count, NONE);
    while j >= 2 && !game.given {
        j -= 2;
        let mut here = after(game, b, j);
        last = if last == NONE { j } else { last };
        if value(&mut here, ME, game.moves[j] as usize, -WIN - WIN) > 0 - WIN / 2 {
            last = j;
            j = 0;
        }
    }
    if last == NONE {
        return NONE;
    }
    let (print, at): (u32, u16) = (fingerprint(&after(game, b, last)), game.moves[last]);
    // Where it goes from: where I remembered it already, else after the
    // last, or the last when they are full; those before move down one.
    let mut k: usize = 0;
    while k < game.again_count && (game.again[k] != print || game.again_at[k] != at) {
        k += 1;
    }
    if k == game.again_count && k < room(b.columns * b.rows) {
        game.again_count += 1;
    } else if k == game.again_count {
        k -= 1;
    }
    while k > 0 {
        game.again[k] = game.again[k - 1];
        game.again_at[k] = game.again_at[k - 1];
        k -= 1;
    }
    game.again[0] = print;
    game.again_at[0] = at;
    at as usize
}

/// Marks in `avoid` the moves not to play on the board `b`, to move for
/// me: those I remember (see "How I learn") on a board of its fingerprint.
pub fn not_again(game: &Game, b: &Board, avoid: &mut [bool; CELLS]) {
    let print = fingerprint(b);
    let mut k: usize = 0;
    while k < game.again_count {
        if game.again[k] == print {
            avoid[game.again_at[k] as usize] = true;
        }
        k += 1;
    }
}

/// My move on my board as it stands: my best but those I will not play
/// again (see "How I learn"), or my best of all, when every move left is
/// one of those. NONE when no cell is left to play.
pub fn mine(game: &mut Game) -> usize {
    let mut avoid = [false; CELLS];
    not_again(game, &game.board, &mut avoid);
    let deep = match game.level {
        Some(level) => level,
        None => game.deeper,
    };
    let at = choose(&mut game.board, ME, &game.weights, &game.learned, deep, &avoid);
    if at < NONE { at } else { choose(&mut game.board, ME, &game.weights, &game.learned, deep, &[false; CELLS]) }
}

// ---------------------------------------------------------------------------
// The game: the board, my weights and the moves, read from my state.

/// A generation's state: everything that changes from one to the next.
pub struct Game {
    /// The board as it stands, and its size.
    pub board: Board,
    /// What each cell is worth to me, 0 to 9, in hundredths of a point of
    /// my search.
    pub weights: [u8; CELLS],
    /// How many of my best moves I search one move deeper, 0 to 9.
    pub deeper: u8,
    /// The level you asked me to play this game at (0 to STRONGEST, asked
    /// with its first move: see `turn`), if you did: I search as if my
    /// lessons had made `deeper` that, or at my strongest.
    pub level: Option<u8>,
    /// My evaluation's weights (see "My evaluation"), and how many games
    /// taught them.
    pub learned: [i32; FEATURES],
    pub lessons: u32,
    /// My steps so far: for each weight of my evaluation, how far my
    /// lessons asked it to move, in all (back and forth), and net; see
    /// "How I learn".
    pub all: [i64; FEATURES],
    pub net: [i64; FEATURES],
    /// The moves not to play again, the newest first, and their boards'
    /// fingerprints: the first `again_count` of `again_at` and `again`
    /// (see "How I learn").
    pub again: [u32; AGAIN],
    pub again_at: [u16; AGAIN],
    pub again_count: usize,
    /// The cells played in this game, both of ours, in order: the last
    /// one mine while the game goes on; and which of them were made at
    /// random, by neither side's choice (yours only, in a training game's
    /// opening).
    pub moves: [u16; CELLS],
    pub count: usize,
    pub random: [bool; CELLS],
    /// Where the game stands: one of NEW, ON, WON, LOST, DRAW.
    pub status: usize,
    /// A new game on a board given to me, with my move to make first.
    pub opener: bool,
    /// A game begun on a board given to me with tiles on it: only then
    /// may the board hold tiles that no move of the game put there.
    pub given: bool,
}

/// The fewest cells of a board on which I ask to be compiled optimised, by
/// my state's last line "rustc: -C opt-level=1", which the driver reads.
/// From 8x8 up my search takes longer than the part of my compile that a
/// turn repeats (rustc rebuilds my state, and reuses what it built of the
/// rest of me the turn before), and optimised it runs four or five times
/// faster. Only my first two compiles in a directory build all of me, and
/// optimised they take some 0.4 s longer.
pub const FAST: usize = 64;

/// Where a game stands, and the word for it in my state's first line.
pub const NEW: usize = 0;
pub const ON: usize = 1;
pub const WON: usize = 2;
pub const LOST: usize = 3;
pub const DRAW: usize = 4;
const WORDS: [&[u8]; 5] = [b"new", b"on", b"won", b"lost", b"draw"];

/// The most lessons I count.
pub const LESSONS: u32 = 99999;

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

/// Refuses to play a state that is not one I wrote, saying `why`, in
/// few enough words that the line fits 80 columns behind the driver's
/// name for me.
fn bad(why: &'static str) -> Refusal {
    no(b"my board is not a position of this game: ", NONE, why.as_bytes())
}

/// Writes the name of cell `at`, such as F6 or K11.
pub fn name(at: usize, out: &mut Text) {
    out.push(&[b'A' + (at % MAX) as u8]);
    number(at / MAX + 1, out);
}

/// Writes a number below 100,000.
pub fn number(n: usize, out: &mut Text) {
    let mut tens: usize = 1;
    while tens * 10 <= n {
        tens *= 10;
    }
    while tens > 0 {
        out.push(&[b'0' + (n / tens % 10) as u8]);
        tens /= 10;
    }
}

/// Writes a whole number with its sign, + or -: +0, -12.
pub fn signed(n: i32, out: &mut Text) {
    out.push(if n < 0 { b"-" } else { b"+" });
    number(if n < 0 { (0 - n) as usize } else { n as usize }, out);
}

/// The whole number written in `text` from `i` (a sign may lead), and the
/// byte after it; 0 when there is none. At most six digits are read.
pub fn read_number(text: &[u8], i: usize) -> (i32, usize) {
    let minus: bool = i < text.len() && text[i] == b'-';
    let mut j: usize = if i < text.len() && (text[i] == b'-' || text[i] == b'+') { i + 1 } else { i };
    let mut n: i32 = 0;
    while j < text.len() && j < i + 7 && text[j] >= b'0' && text[j] <= b'9' {
        n = n * 10 + (text[j] - b'0') as i32;
        j += 1;
    }
    (if minus { 0 - n } else { n }, j)
}

/// The cell a column letter (either case) and a row number 1 to 26 name,
/// from `text` at `i`, and the byte after it; NONE when they name none.
pub fn cell(text: &[u8], i: usize) -> (usize, usize) {
    let letter: u8 = if i < text.len() { text[i] | 0x20 } else { 0 };
    let mut j: usize = i + 1;
    let mut row: usize = 0;
    while j < text.len() && j < i + 3 && text[j] >= b'0' && text[j] <= b'9' && !(j == i + 1 && text[j] == b'0') {
        row = row * 10 + (text[j] - b'0') as usize;
        j += 1;
    }
    if letter < b'a' || letter > b'z' || row == 0 || row > MAX {
        return (NONE, j);
    }
    ((row - 1) * MAX + (letter - b'a') as usize, j)
}

/// Your move, from the command line (`arg`, the first bytes of its first
/// argument, and `argc`): none (NONE: let me open), or a cell.
pub fn parse_move(arg: [u8; 4], argc: i32) -> Result<usize, Refusal> {
    let (at, end) = cell(&arg, 0);
    let length: usize = if arg[3] != 0 { 4 } else if arg[2] != 0 { 3 } else if arg[1] != 0 { 2 } else { 1 };
    match argc {
        ..=1 => Ok(NONE),
        2 if at < NONE && end == length => Ok(at),
        2 => Err(no(b"a move is one cell: a column letter, then a row number, such as B4", NONE, b"")),
        _ => Err(no(b"give one move at a time", NONE, b"")),
    }
}

/// Where my weights begin on a line of my board: after the board's widest
/// line and three spaces. Each weight takes three places, right-aligned,
/// and each row of them one place more to the right than the one above.
fn beside(b: &Board) -> usize {
    b.rows + b.columns * 2 + 7
}

/// Writes `n` spaces.
fn spaces(n: usize, out: &mut Text) {
    let mut i: usize = 0;
    while i < n {
        out.push(b" ");
        i += 1;
    }
}

/// Writes the column letters, spaced like the cells.
fn letters(b: &Board, out: &mut Text) {
    let mut c: usize = 0;
    while c < b.columns {
        out.push(if c == 0 { b"" } else { b" " });
        out.push(&[b'A' + c as u8]);
        c += 1;
    }
}

impl Game {
    /// Reads my state's lines, and checks that they are a position this
    /// game can reach: each move of the game on a cell of its side's
    /// tile, nobody's chain joined before the last move, where the game
    /// stands as the board says; and my state must be as I would write it.
    /// I do not search again for each of my moves to see that my weights
    /// choose it: that would cost a search per move of mine, every turn.
    pub fn read(lines: &[&str]) -> Result<Game, Refusal> {
        if lines.len() < 5 {
            return Err(bad("my state is too short"));
        }
        // Line 2: "size 11x11", then ", from a given board" and ", I move
        // first" when they hold.
        let size = lines[1].as_bytes();
        let mut i: usize = 5;
        let mut n: usize = 0;
        while i < size.len() && i < 8 && size[i] >= b'0' && size[i] <= b'9' {
            n = n * 10 + (size[i] - b'0') as usize;
            i += 1;
        }
        let columns = n;
        n = 0;
        i += 1;
        while i < size.len() && i < 11 && size[i] >= b'0' && size[i] <= b'9' {
            n = n * 10 + (size[i] - b'0') as usize;
            i += 1;
        }
        if columns < 2 || columns > MAX || n < 2 || n > MAX || lines.len() < n + 10 {
            return Err(bad("my size line must read like size 11x11"));
        }
        let rest = &size[i..];
        let mut game = Game {
            board: board(columns, n),
            weights: [0; CELLS],
            deeper: 0,
            level: None,
            learned: [0; FEATURES],
            lessons: 0,
            all: [0; FEATURES],
            net: [0; FEATURES],
            again: [0; AGAIN],
            again_at: [0; AGAIN],
            again_count: 0,
            moves: [0; CELLS],
            count: 0,
            random: [false; CELLS],
            status: 5,
            opener: rest.ends_with(b", I move first"),
            given: rest.starts_with(b", from a given board"),
        };
        let b = &mut game.board;
        // The tile of cell (c, r) at byte 3 + r + 2c of line 4 + r, its
        // weight at byte `beside` + r + 2c; anything else there, I write
        // otherwise.
        let at_weights = beside(b);
        let mut r: usize = 0;
        while r < b.rows {
            let row = lines[r + 3].as_bytes();
            let mut c: usize = 0;
            while c < b.columns {
                let at = r * MAX + c;
                if row.len() > r + c * 2 + 3 {
                    b.cells[at] = match row[r + c * 2 + 3] { b'X' => YOU, b'0' => ME, _ => 0 };
                }
                if row.len() > at_weights + r + c * 2 {
                    game.weights[at] = row[at_weights + r + c * 2] % 48 % 10;
                }
                c += 1;
            }
            r += 1;
        }
        // How deep I look, on the line below the board: "deeper: 0"; how
        // many lessons I learned from, "lessons: 0"; and my evaluation, each
        // weight after its name and a space, each name after a comma and a
        // space but the first, after "my evaluation: ".
        // In a game played at a level, "deeper: 0 (10 in this game)".
        let deep = lines[b.rows + 4].as_bytes();
        if deep.len() > 8 {
            game.deeper = deep[8] % 48 % 10;
        }
        if deep.len() > 11 {
            let level = read_number(deep, 11).0;
            game.level = Some(if level >= 0 && level <= STRONGEST as i32 { level as u8 } else { STRONGEST + 1 });
        }
        let lessons = read_number(lines[b.rows + 5].as_bytes(), 9).0;
        game.lessons = if lessons > 0 && lessons <= LESSONS as i32 { lessons as u32 } else { 0 };
        let eval = lines[b.rows + 6].as_bytes();
        let mut i: usize = 15;
        let mut k: usize = 0;
        while k < FEATURES {
            let (weight, end) = read_number(eval, i + NAMES[k].len() + 1);
            game.learned[k] = weight;
            i = end + 2;
            k += 1;
        }
        // My steps, in all, then net, of each weight in the order of my
        // table, each pair ALL/NET after its name and a space, each name
        // after a comma and a space but the first, after "my steps, asked
        // in all/net: ".
        let steps = lines[b.rows + 7].as_bytes();
        let mut i: usize = 28;
        let mut k: usize = 0;
        while k < FEATURES {
            let (all, end) = read_number(steps, i + NAMES[k].len() + 1);
            let (net, end) = read_number(steps, end + 1);
            game.all[k] = all as i64;
            game.net[k] = net as i64;
            if all < 0 || net > all || net < 0 - all {
                return Err(bad("my steps line is not as I write it"));
            }
            i = end + 2;
            k += 1;
        }
        // The moves not to play again, each after a space, its board's
        // fingerprint after @, on the lines of "not again:", one for every
        // 20 cells of the board; then the moves of this game, after
        // "moves:", each after a space, or after a * when it was made at
        // random, up to the line of how I am compiled, if there is one.
        let runs = (b.columns * b.rows).div_ceil(20);
        let mut l: usize = b.rows + 8;
        while l < lines.len() && !lines[l].starts_with("rustc:") {
            let text = lines[l].as_bytes();
            let again: bool = l < b.rows + 8 + runs;
            let mut i: usize = if again { 10 } else { 6 };
            while i + 1 < text.len() && game.count < CELLS && game.again_count < AGAIN {
                let random: bool = text[i] == b'*' && !again;
                let (at, end) = cell(text, i + 1);
                i = end;
                if at < NONE && again {
                    // The eight digits after @, and i at the space after them.
                    let mut print: u32 = 0;
                    i = end + 1;
                    while i < text.len() && i < end + 9 {
                        let x: u8 = text[i];
                        let digit: u8 = if x >= b'a' { x - b'a' + 10 } else { x % 48 % 10 };
                        print = (print << 4) | (digit % 16) as u32;
                        i += 1;
                    }
                    game.again[game.again_count] = print;
                    game.again_at[game.again_count] = at as u16;
                    game.again_count += 1;
                } else if at < NONE {
                    game.moves[game.count] = at as u16;
                    game.random[game.count] = random;
                    game.count += 1;
                }
            }
            l += 1;
        }
        // Each move, from the last, on a tile of its side, which I take
        // off: what is left is the board the game began from. The last
        // is mine, unless you just won; sides take turns before it.
        let words = lines[0].as_bytes();
        let word = if words.len() > 11 { words[11] } else { 0 };
        let mut start = Board { cells: b.cells, columns: b.columns, rows: b.rows, links: b.links, shape: b.shape, work: FREE, killer: [NONE as u16; 8] };
        let mut k: usize = game.count;
        let mut side: u8 = ME;
        let mut fits = true;
        while k > 0 {
            k -= 1;
            let at = game.moves[k] as usize;
            // A move made at random is one of yours, never mine.
            if at % MAX >= b.columns || at / MAX >= b.rows || start.cells[at] != side || (game.random[k] && side == ME) {
                fits = false;
            }
            start.cells[at] = 0;
            if k + 1 == game.count {
                // Before the last move, nobody had won.
                fits = fits && distance(&start, YOU) > 0 && distance(&start, ME) > 0;
            }
            side = 3 - side;
        }
        // Tiles no move put there: only on a board given to me.
        if !fits || empty(&start) == game.given {
            return Err(bad("the board is not the one my moves make"));
        }
        let (you, me) = (distance(b, YOU), distance(b, ME));
        let empty = empty(b);
        game.status = match word {
            b'n' if game.count == 0 && (empty || game.opener) && you > 0 && me > 0 => NEW,
            b'o' if !game.opener && you > 0 && me > 0 && !(empty && game.count == 0) => ON,
            b'w' if !game.opener && me == 0 && game.count > 0 => WON,
            b'l' if !game.opener && empty && game.count == 0 => LOST,
            _ => 5,
        };
        if game.status == 5 {
            return Err(bad("my first line must read like contactix: on"));
        }
        if game.level.is_some() && game.status != ON {
            return Err(bad("a level holds for a game in progress only"));
        }
        if game.level > Some(STRONGEST) {
            return Err(bad("my level in this game is not a number from 0 to 10"));
        }
        let mut text = Text::empty();
        game.write(&mut text);
        let rows = game.board.rows;
        let runs = (game.board.columns * rows).div_ceil(20);
        // How many lines I write.
        let mut written: usize = 0;
        let mut i: usize = 0;
        while i < text.len {
            written += (text.bytes[i] == b'\n') as usize;
            i += 1;
        }
        match text.differs(lines) {
            0 => Ok(game),
            1 => Err(bad("my first line must read like contactix: on")),
            2 => Err(bad("my size line must read like size 11x11")),
            d if d <= rows + 4 => Err(bad("a row of my board or weights is not as I write it")),
            d if d == rows + 5 => Err(bad("my depth line must read like deeper: 0")),
            d if d == rows + 6 => Err(bad("my lessons line must read like lessons: 0")),
            d if d == rows + 7 => Err(bad("my evaluation line is not as I write it")),
            d if d == rows + 8 => Err(bad("my steps line is not as I write it")),
            d if d <= rows + 8 + runs => Err(bad("what I must not play again is not as I write it")),
            // The last line I write is how I am compiled.
            d if d == written => Err(bad("my last line must read rustc: -C opt-level=1")),
            _ => Err(bad("my moves are not written as I write them")),
        }
    }

    /// Writes my state's lines, each ended by a newline.
    pub fn write(&self, out: &mut Text) {
        out.push(b"contactix: ");
        out.push(WORDS[self.status]);
        out.push(b"\nsize ");
        number(self.board.columns, out);
        out.push(b"x");
        number(self.board.rows, out);
        out.push(if self.given { b", from a given board" } else { b"" });
        out.push(if self.opener { b", I move first\n" } else { b"\n" });
        self.picture(out, true);
        out.push(b"deeper: ");
        // (A level above 9 is never my own, only a game's: see below.)
        out.push(&[b'0' + if self.deeper > DEEPEST { DEEPEST } else { self.deeper }]);
        if let Some(level) = self.level {
            out.push(b" (");
            number(level as usize, out);
            out.push(b" in this game)");
        }
        out.push(b"\nlessons: ");
        number(self.lessons as usize, out);
        out.push(b"\nmy evaluation: ");
        let mut k: usize = 0;
        while k < FEATURES {
            out.push(if k > 0 { b", " } else { b"" });
            out.push(NAMES[k].as_bytes());
            out.push(b" ");
            signed(self.learned[k], out);
            k += 1;
        }
        out.push(b"\nmy steps, asked in all/net: ");
        k = 0;
        while k < FEATURES {
            out.push(if k > 0 { b", " } else { b"" });
            out.push(NAMES[k].as_bytes());
            out.push(b" ");
            number(self.all[k] as usize, out);
            out.push(b"/");
            out.push(if self.net[k] < 0 { b"-" } else { b"" });
            number(if self.net[k] < 0 { (0 - self.net[k]) as usize } else { self.net[k] as usize }, out);
            k += 1;
        }
        out.push(b"\n");
        // AGAIN_LINE moves not to play again on a line, and a line of moves
        // for every 20 cells of the board, so that my state has as many
        // lines at the end of a game as at its start: rustc, compiling me,
        // then finds the rest of me where it was last turn, line for line,
        // and reuses what it built of it.
        let runs = (self.board.columns * self.board.rows).div_ceil(20);
        let mut k: usize = 0;
        while k < runs * AGAIN_LINE {
            out.push(if k % AGAIN_LINE == 0 { b"not again:" } else { b"" });
            if k < self.again_count {
                out.push(b" ");
                name(self.again_at[k] as usize, out);
                out.push(b"@");
                let mut shift: u32 = 32;
                while shift > 0 {
                    shift -= 4;
                    out.push(&[b"0123456789abcdef"[(self.again[k] >> shift) as usize % 16]]);
                }
            }
            k += 1;
            out.push(if k % AGAIN_LINE == 0 { b"\n" } else { b"" });
        }
        listing(b"moves:", &self.moves, &self.random, self.count, self.board.columns * self.board.rows, out);
        if self.board.columns * self.board.rows >= FAST {
            out.push(b"rustc: -C opt-level=1\n");
        }
    }

    /// Writes my board, with my face below it, and my weights beside it
    /// when `weights`.
    pub fn picture(&self, out: &mut Text, weights: bool) {
        let b = &self.board;
        out.push(b"   ");
        letters(b, out);
        if weights {
            spaces(beside(b) - b.columns * 2 - 2, out);
            out.push(b"my weights");
        }
        out.push(b"\n");
        let mut r: usize = 0;
        while r < b.rows {
            out.push(if r < 9 { b" " } else { b"" });
            number(r + 1, out);
            spaces(r + 1, out);
            let mut c: usize = 0;
            while c < b.columns {
                out.push(if c == 0 { b"" } else { b" " });
                out.push(match b.cells[r * MAX + c] { YOU => b"X", ME => b"0", _ => b"." });
                c += 1;
            }
            out.push(b" ");
            number(r + 1, out);
            if weights {
                spaces(beside(b) - b.columns * 2 - r - 5 + if r < 9 { 1 } else { 0 }, out);
                spaces(r, out);
                c = 0;
                while c < b.columns {
                    out.push(if c == 0 { b"" } else { b" " });
                    out.push(&[b'0' + self.weights[r * MAX + c]]);
                    c += 1;
                }
            }
            out.push(b"\n");
            r += 1;
        }
        spaces(b.rows + 3, out);
        letters(b, out);
        out.push(b"   ");
        out.push([b":-|", b":-|", b":-)", b":-(", b":-|"][self.status]);
        out.push(b"\n");
    }
}

/// Writes `count` of the `moves`, after `word` on a line for every 20
/// cells of a board of `cells`, each ended by a newline; each after a
/// space, or after a * when `random` marks it.
fn listing(word: &[u8], moves: &[u16; CELLS], random: &[bool; CELLS], count: usize, cells: usize, out: &mut Text) {
    let mut k: usize = 0;
    while k < cells || k % 20 != 0 {
        out.push(if k % 20 == 0 { word } else { b"" });
        if k < count {
            out.push(if random[k] { b"*" } else { b" " });
            name(moves[k] as usize, out);
        }
        k += 1;
        out.push(if k % 20 == 0 { b"\n" } else { b"" });
    }
}

/// The cells of `side`'s shortest chain of tiles joining its edges, from
/// its second edge back to its first, into `path`; gives how many (0: its
/// tiles join none).
pub fn chain(b: &Board, side: u8, path: &mut [u16; CELLS]) -> usize {
    let mut from = [NONE as u16; CELLS];
    let mut queue = [0u16; CELLS];
    let (mut head, mut tail): (usize, usize) = (0, 0);
    let mut i: usize = 0;
    while i < edge_len(b, side) {
        let at = edge(b, side, false, i);
        if b.cells[at] == side {
            from[at] = at as u16;
            queue[tail] = at as u16;
            tail += 1;
        }
        i += 1;
    }
    let mut end: usize = NONE;
    while head < tail && end == NONE {
        let at = queue[head] as usize;
        head += 1;
        if (side == YOU && at / MAX + 1 == b.rows) || (side == ME && at % MAX + 1 == b.columns) {
            end = at;
        }
        let mut d: usize = 0;
        while d < 6 {
            let next = b.links[at][d] as usize;
            if next < NONE && b.cells[next] == side && from[next] as usize == NONE {
                from[next] = at as u16;
                queue[tail] = next as u16;
                tail += 1;
            }
            d += 1;
        }
    }
    // Back from the second edge to the first.
    let mut n: usize = 0;
    while end < NONE {
        path[n] = end as u16;
        n += 1;
        end = if from[end] as usize == end { NONE } else { from[end] as usize };
    }
    n
}

// ---------------------------------------------------------------------------
// One turn: your move, then mine.

/// Plays your move (`at`; NONE: let me open) and my reply, and gives the
/// game as it then stands, or the reason I refuse. A lost game is left
/// for `conclude`.
pub fn play(game: Game, at: usize) -> Result<Game, Refusal> {
    let mut next = game;
    match (next.status, at) {
        (DRAW, _) => return Err(no(b"this game is over: start a new one", NONE, b"")),
        (ON, NONE) => return Err(no(b"it is your move: give a cell, such as B4", NONE, b"")),
        (NEW, _) if next.opener && at < NONE => {
            return Err(no(b"it is my move: run me with no move", NONE, b""));
        }
        // A new game after one I won, which I learned from: on an empty
        // board.
        (WON, _) => {
            next.board.cells = [0; CELLS];
            next.count = 0;
            next.random = [false; CELLS];
            next.given = false;
        }
        _ => {}
    }
    next.opener = false;
    if at < NONE {
        if at % MAX >= next.board.columns || at / MAX >= next.board.rows {
            return Err(no(b"cell ", at, b" is not on my board"));
        } else if next.board.cells[at] != 0 {
            return Err(no(b"cell ", at, b" is taken"));
        }
        next.board.cells[at] = YOU;
        next.moves[next.count] = at as u16;
        next.count += 1;
        if distance(&next.board, YOU) == 0 {
            next.status = LOST;
            return Ok(next);
        }
    }
    let mine = mine(&mut next);
    next.board.cells[mine] = ME;
    next.moves[next.count] = mine as u16;
    next.count += 1;
    next.status = if distance(&next.board, ME) == 0 { WON } else { ON };
    Ok(next)
}

/// Plays as `play` does, your move (`at`) made at random, by neither
/// side's choice (a training game's opening), and marks it so: my lessons
/// learn nothing across it.
pub fn play_at_random(game: Game, at: usize) -> Result<Game, Refusal> {
    let k: usize = if game.status == ON { game.count } else { 0 };
    match play(game, at) {
        Ok(mut next) => {
            next.random[k] = at < NONE;
            Ok(next)
        }
        Err(refusal) => Err(refusal),
    }
}

/// After a game over, won or lost: I learn from it; after a game I lost,
/// my successor has a new board (after one I won, it shows the game's, and
/// its first move begins a new one). Gives the move I will not play again
/// (NONE: none).
pub fn conclude(game: &mut Game) -> usize {
    let mut again: usize = NONE;
    if game.status == LOST || game.status == WON {
        again = learn(game);
    }
    if game.status == LOST {
        game.board.cells = [0; CELLS];
        game.count = 0;
        game.random = [false; CELLS];
        game.given = false;
    }
    // A level holds for the game it was asked for.
    if game.status != ON {
        game.level = None;
    }
    again
}

/// One run: reads my state, your move (`arg` and `argc`, from the
/// command line) and the `level` you ask for (see `level_asked`), and
/// writes my successor's state to `next` and what we did to `said`; or,
/// when I refuse, why to `said`, and gives false.
pub fn turn(arg: [u8; 4], argc: i32, level: i32, next: &mut Text, said: &mut Text) -> bool {
    let (mut before, at) = match (Game::read(state::STATE), parse_move(arg, argc)) {
        (Ok(game), Ok(at)) => (game, at),
        (Err(refusal), _) | (_, Err(refusal)) => return refuse(refusal, said),
    };
    let fresh = before.status == NEW || before.status == LOST || before.status == WON;
    // The level you ask for (see `level_asked`): a new game's, or the
    // game's own.
    if level == -2 || level > STRONGEST as i32 {
        return refuse(no(b"MERLYN_LEVEL is a level from 0 to 10: how deep I search", NONE, b""), said);
    }
    if fresh {
        before.level = if level >= 0 { Some(level as u8) } else { None };
    } else if level >= 0 && before.level != Some(level as u8) {
        return refuse(no(b"a level is asked with a game's first move, not in a game under way", NONE, b""), said);
    }
    let (deeper, learned) = (before.deeper, before.learned);
    let mut after = match play(before, at) {
        Ok(game) => game,
        Err(refusal) => return refuse(refusal, said),
    };
    if fresh {
        said.push(b"A new ");
        number(after.board.columns, said);
        said.push(b"x");
        number(after.board.rows, said);
        said.push(b" game: you, X, join top and bottom; I, 0, join left and right.\n");
    }
    // The board as this turn leaves it, drawn for you; at the end, with
    // the winning chain marked.
    let mine = if after.status == LOST { NONE } else { after.moves[after.count - 1] as usize };
    let winner: u8 = if after.status == LOST { YOU } else if after.status == WON { ME } else { 0 };
    let mut path = [0u16; CELLS];
    let n: usize = if winner > 0 { chain(&after.board, winner, &mut path) } else { 0 };
    view(&after.board, at, mine, &path, n, said);
    // "You took F6, I took E7.", and at the end, the winning chain; what
    // I learned, when you won. Long lines I fold.
    let start = said.len;
    if at < NONE {
        said.push(b"You took ");
        name(at, said);
    }
    if after.status != LOST {
        said.push(if at < NONE { b", I took " } else { b"I took " });
        name(after.moves[after.count - 1] as usize, said);
    }
    said.push(b".");
    if winner > 0 {
        said.push(if winner == YOU { b" Your chain joins top and bottom, " } else { b" My chain joins left and right, " });
        said.push(b"marked *:");
        let mut k: usize = n;
        while k > 0 {
            k -= 1;
            said.push(b" ");
            name(path[k] as usize, said);
        }
        said.push(b".");
    }
    let over = after.status == LOST || after.status == WON;
    let again = conclude(&mut after);
    if over {
        told(&after, deeper, &learned, again, said);
    }
    fold(said, start);
    after.write(next);
    true
}

/// Draws the board `b` for you: the top and bottom edges, yours, marked
/// X; the left and right, mine, marked 0; your last move (`yours`) and
/// mine (`mine`; NONE: none) in brackets, which two cells side by side
/// share as `[X|0]`; and the `n` cells of `path`, a winning chain, as *.
fn view(b: &Board, yours: usize, mine: usize, path: &[u16; CELLS], n: usize, said: &mut Text) {
    let mut marked = [false; CELLS];
    let mut k: usize = 0;
    while k < n {
        marked[path[k] as usize] = true;
        k += 1;
    }
    spaces(5, said);
    letters(b, said);
    said.push(b"\n");
    edge_marks(b, 5, said);
    let mut r: usize = 0;
    while r < b.rows {
        // The marks between the cells: before the first, between each
        // two, after the last.
        let mut marks = [b' '; MAX + 1];
        let mut c: usize = 0;
        while c < b.columns {
            let at = r * MAX + c;
            if at == yours || at == mine {
                marks[c] = if marks[c] == b']' { b'|' } else { b'[' };
                marks[c + 1] = b']';
            }
            c += 1;
        }
        said.push(if r < 9 { b" " } else { b"" });
        number(r + 1, said);
        spaces(r + 1, said);
        said.paint(b'0', false);
        c = 0;
        while c < b.columns {
            let at = r * MAX + c;
            said.push(&[marks[c]]);
            let tile: u8 = if marked[at] { b'*' } else { match b.cells[at] { YOU => b'X', ME => b'0', _ => b'.' } };
            said.paint(tile, at == yours || at == mine);
            c += 1;
        }
        said.push(&[marks[b.columns]]);
        said.paint(b'0', false);
        said.push(b" ");
        number(r + 1, said);
        said.push(b"\n");
        r += 1;
    }
    edge_marks(b, b.rows + 4, said);
    spaces(b.rows + 4, said);
    letters(b, said);
    // The key, beside the letters if it fits in 80 columns, else below (so
    // a first turn on 17 rows, which says more, fits 24 lines).
    let key: &[u8] = if n > 0 { b"[ ] last moves, * the chain" } else { b"[ ] last moves" };
    let width: usize = b.rows + 4 + b.columns * 2 - 1;
    said.push(if width + 3 + key.len() <= 80 { b"   " } else { b"\n" });
    said.push(key);
    said.push(b"\n");
}

/// Writes a line of X, one under or over each cell of a row that starts
/// `indent` places in: your edge.
fn edge_marks(b: &Board, indent: usize, said: &mut Text) {
    spaces(indent, said);
    let mut c: usize = 0;
    while c < b.columns {
        said.push(if c == 0 { b"" } else { b" " });
        said.paint(b'X', false);
        c += 1;
    }
    said.push(b"\n");
}

/// Folds what I said from `start` on into lines of at most 79 places, at
/// spaces (TEXT: no space yet on the line).
pub fn fold(said: &mut Text, start: usize) {
    let mut line: usize = start;
    let mut space: usize = TEXT;
    let mut i: usize = start;
    while i < said.len {
        if said.bytes[i] == b'\n' {
            line = i + 1;
            space = TEXT;
        } else {
            space = if said.bytes[i] == b' ' { i } else { space };
            // The line so far, this byte included, is too long: it ends at
            // its last space.
            if i + 1 - line > 79 && space < TEXT {
                said.bytes[space] = b'\n';
                line = space + 1;
                space = TEXT;
            }
        }
        i += 1;
    }
}

/// Says, in words, what I learned from the game just over: my evaluation,
/// and how many of my best moves I now search deeper, as they moved from
/// what I played the game with, `learned` and `deeper`; and the move I
/// will not play again, `again` (NONE: none).
fn told(after: &Game, deeper: u8, learned: &[i32; FEATURES], again: usize, said: &mut Text) {
    said.push(b"\nI learned from this game, my lesson ");
    number(after.lessons as usize, said);
    said.push(b": ");
    let mut moved = false;
    let mut k: usize = 0;
    while k < FEATURES {
        if after.learned[k] != learned[k] {
            said.push(if moved { b", " } else { b"my evaluation weighs " });
            said.push(NAMES[k].as_bytes());
            said.push(b" ");
            signed(after.learned[k], said);
            said.push(b" (was ");
            signed(learned[k], said);
            said.push(b")");
            moved = true;
        }
        k += 1;
    }
    said.push(if moved { b"; " } else { b"my evaluation stays as it was; " });
    if after.deeper != deeper {
        said.push(b"I search my ");
        number(after.deeper as usize + 1, said);
        said.push(b" best moves a move deeper, not ");
        number(deeper as usize + 1, said);
        said.push(b"; ");
    }
    if again < NONE {
        said.push(b"and where I played ");
        name(again, said);
        said.push(b" in this game, I will play another move.");
    } else {
        // A game begun on a board given to me: my successor's begins on an
        // empty one.
        said.len -= 2;
        said.push(b".");
    }
}

/// Says why I refuse, and gives false.
fn refuse(refusal: Refusal, said: &mut Text) -> bool {
    said.push(refusal.say);
    if refusal.at < NONE {
        name(refusal.at, said);
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
// merlyn: a game of Con-Tac-Tix (Hex) that is also the program playing it.
//
// You are X, I am 0 (a zero). The board is a rhombus of hexagonal cells,
// drawn below as a person draws it: each row half a cell right of the row
// above, so a cell touches two cells in its own row, two in the row above
// (straight up and up to the right) and two in the row below (straight
// down and down to the left). You join the top edge to the bottom edge
// with a chain of your tiles, I join the left edge to the right edge with
// mine; the corners belong to both of us. Whoever joins first wins, and
// nobody can draw: a full board always holds exactly one such chain.
//
// A move is a cell, its column letter then its row number: F6, or f6. You
// move first. Compile me, run me with your move, and I print my successor:
// this very program, with your move and my reply written into the board.
//
//     rustc contactix.rs -o next
//     ./next F6 | tee contactix-next.rs
//     rustc contactix-next.rs -o next && ./next E8 | tee contactix-next.rs
//
// Run me with no move, before the first one, and I open the game. When the
// game is over, my successor has a better judgement of boards: it has
// learned from the game, won or lost, and learns again after each one.
//
// To play a game at a level, set MERLYN_LEVEL when you run me for its
// first move: `MERLYN_LEVEL=10 ./next F6`. At N from 1 to 9, I search my
// N + 1 best moves a move deeper; at 0, none; at 10, I play my strongest.
// The game keeps its level to the end; it teaches my judgement, but not
// how far I look.
//
// Only the lines of STATE change from one generation to the next.
// Everything else is the same in every generation, byte for byte.

// The C runtime calls my main itself: see "How I run" below.
#![no_main]

// My state: the game and where it stands (new, on, won, lost or draw);
// the size of my board, "from a given board" when the game began on a
// board given to me with tiles on it (only then may it hold tiles that no
// move put there), and "I move first" when the board was given to me with
// my move to make; the board, your tiles X and mine 0, with my face below
// it; beside it, my weights, what each cell is worth to me; how many of
// my best moves I search deeper (see "Looking deeper"); how many games I
// have learned from, and my evaluation, what they taught me (see "My
// evaluation"); how far my lessons have asked each of its weights to
// move, which sets its steps (see "How I learn"); the moves I will not
// play again, each on the board of a game I lost; and the moves of the
// game so far, both of ours, in order, with a * before a move made at
// random.
// (My state is a module of its own so that rustc, compiling my
// successor, builds that module anew and reuses the rest of me.)
mod state {
@state
}

// ---------------------------------------------------------------------------
// The board. A board is at most 26 columns by 26 rows; the cell in column
// c and row r (both from 0: A1 is column 0, row 0) is number 26r + c, and
// holds 0 when empty, 1 for your tile X, 2 for my tile 0. Reading order,
// row 1 from A first, is the order of the numbers.
//
// Every move compiles me anew, and the compiler takes longest over numbers
// whose type it must work out: so a typed value stands first in each sum
// I write, and every counter has its type.

/// The most columns, and the most rows.
pub const MAX: usize = 26;
/// How many numbers cells have, and the number that is no cell.
pub const CELLS: usize = 676;
pub const NONE: usize = 676;
/// Your tile and mine, as a board holds them.
pub const YOU: u8 = 1;
pub const ME: u8 = 2;

/// A board: its tiles, its size, and each cell's six neighbours (see
/// `neighbour`) and its place in a set of cells (see `Shape`), worked out
/// once when the board is made: my search asks for them millions of times
/// a move.
pub struct Board {
    pub cells: [u8; CELLS],
    pub columns: usize,
    pub rows: usize,
    pub links: [[u16; 6]; CELLS],
    pub shape: Shape,
    /// How many more boards a search may look at: FREE, no limit (see
    /// "Looking deeper").
    pub work: u32,
    /// At each ply of a search, the move that last cut it short (NONE, if
    /// none has yet): tried first the next time (see `search`).
    pub killer: [u16; 8],
}

/// No limit to the boards a search looks at.
pub const FREE: u32 = 0xffff_ffff;

/// Is the board `b` empty?
pub fn empty(b: &Board) -> bool {
    let mut at: usize = 0;
    while at < CELLS && b.cells[at] == 0 {
        at += 1;
    }
    at == CELLS
}

/// An empty board of `columns` by `rows`.
pub fn board(columns: usize, rows: usize) -> Board {
    let mut b = Board { cells: [0; CELLS], columns, rows, links: [[NONE as u16; 6]; CELLS], shape: shape(columns, rows), work: FREE, killer: [NONE as u16; 8] };
    let mut at: usize = 0;
    while at < CELLS {
        let mut d: usize = 0;
        while d < 6 && at % MAX < columns && at / MAX < rows {
            b.links[at][d] = neighbour(columns, rows, at, d) as u16;
            d += 1;
        }
        at += 1;
    }
    b
}

/// The neighbour of cell `at` on a board of `columns` by `rows`, in
/// direction `d`: 0 left, 1 right, 2 up, 3 up and right, 4 down, 5 down
/// and left; NONE off the board.
pub fn neighbour(columns: usize, rows: usize, at: usize, d: usize) -> usize {
    let c: usize = at % MAX;
    let r: usize = at / MAX;
    let (left, right, up, down) = (c > 0, c + 1 < columns, r > 0, r + 1 < rows);
    match d {
        0 if left => at - 1,
        1 if right => at + 1,
        2 if up => at - MAX,
        3 if up && right => at - MAX + 1,
        4 if down => at + MAX,
        5 if down && left => at + MAX - 1,
        _ => NONE,
    }
}

/// The `i`th cell of `side`'s first edge (the top row for you, the left
/// column for me), or of its second (the bottom row, the right column).
pub fn edge(b: &Board, side: u8, second: bool, i: usize) -> usize {
    match (side, second) {
        (YOU, false) => i,
        (YOU, true) => (b.rows - 1) * MAX + i,
        (_, false) => i * MAX,
        (_, true) => i * MAX + b.columns - 1,
    }
}

/// How many cells an edge of `side` has.
pub fn edge_len(b: &Board, side: u8) -> usize {
    if side == YOU { b.columns } else { b.rows }
}

// ---------------------------------------------------------------------------
// How far a side is from winning: its distance, the fewest empty cells it
// must still fill to join its edges. Its own tiles cost nothing to pass,
// an empty cell costs one, the other side's tiles bar the way. 0: it has
// won; 255: it can no longer win.
//
// I work distances out a level at a time, on sets of cells. A set holds a
// bit for each cell of the board, packed row after row: the cell in column
// c and row r is bit r * columns + c, counting from bit 0 of the set's
// first word. The cells next to those of a set are the set moved: by one
// bit for the cells beside them in their row (none moved off either end
// of a row), by a row of bits for those above and below (and by a row
// from the cells beside them, for those above and to the right, below and
// to the left). So a level of cells, however many it holds, costs a few
// shifts of a few words: one word up to 8x8, two on 11x11, eleven on the
// largest board.

/// How many words of 64 bits hold a set of the largest board's cells.
pub const SET_WORDS: usize = 11;

/// A set of cells (see above).
pub type Set = [u64; SET_WORDS];

/// Where a board's cells lie in its sets: the cells of its first and of
/// its last column, of its top and of its bottom row, as sets; each bit's
/// cell; how many bits a row takes (the board's columns), and how many
/// words a set.
#[derive(Clone, Copy)]
pub struct Shape {
    pub first: Set,
    pub last: Set,
    pub top: Set,
    pub bottom: Set,
    pub cell: [u16; CELLS],
    pub row: usize,
    pub words: usize,
}

/// The shape of a board of `columns` by `rows`.
pub fn shape(columns: usize, rows: usize) -> Shape {
    let mut s = Shape { first: [0; SET_WORDS], last: [0; SET_WORDS], top: [0; SET_WORDS], bottom: [0; SET_WORDS], cell: [0; CELLS], row: columns, words: (rows * columns).div_ceil(64) };
    let mut k: usize = 0;
    while k < rows * columns {
        let (r, c): (usize, usize) = (k / columns, k % columns);
        let (word, bit): (usize, u64) = (k / 64, 1u64 << (k % 64));
        s.cell[k] = (r * MAX + c) as u16;
        if c == 0 {
            s.first[word] |= bit;
        }
        if c + 1 == columns {
            s.last[word] |= bit;
        }
        if r == 0 {
            s.top[word] |= bit;
        }
        if r + 1 == rows {
            s.bottom[word] |= bit;
        }
        k += 1;
    }
    s
}

/// The tiles of a board as sets: `of[0]` its empty cells, `of[YOU]` your
/// tiles, `of[ME]` mine.
pub struct Sets {
    pub of: [Set; 3],
}

/// The tiles of the board `b` as sets.
pub fn sets(b: &Board) -> Sets {
    let mut s = Sets { of: [[0; SET_WORDS]; 3] };
    let mut k: usize = 0;
    while k < b.rows * b.columns {
        s.of[b.cells[b.shape.cell[k] as usize] as usize][k / 64] |= 1u64 << (k % 64);
        k += 1;
    }
    s
}

/// `side`'s first edge as a set (its second, when `second`): the top row
/// and the bottom one for you, the first column and the last for me.
pub fn edge_set(s: &Shape, side: u8, second: bool) -> Set {
    match (side, second) {
        (YOU, false) => s.top,
        (YOU, true) => s.bottom,
        (_, false) => s.first,
        (_, true) => s.last,
    }
}

/// The first `words` words of `set` moved `by` bits (1 to 63) toward bit
/// 0, into `out`: each cell to the one `by` before it.
#[inline(always)]
pub fn back(set: &Set, words: usize, by: usize, out: &mut Set) {
    let mut i: usize = 0;
    while i < words {
        let carried: u64 = if i + 1 < words { set[i + 1] << (64 - by) } else { 0 };
        out[i] = (set[i] >> by) | carried;
        i += 1;
    }
}

/// The first `words` words of `set` moved `by` bits (1 to 63) away from
/// bit 0, into `out`: each cell to the one `by` after it.
#[inline(always)]
pub fn on(set: &Set, words: usize, by: usize, out: &mut Set) {
    let mut i: usize = words;
    while i > 0 {
        i -= 1;
        let carried: u64 = if i > 0 { set[i - 1] >> (64 - by) } else { 0 };
        out[i] = (set[i] << by) | carried;
    }
}

/// The cells of `set`, and those of `within` next to one of them, into
/// `out`. Left of a cell is a bit back, right a bit on; above it, and
/// above and to its right, a row back from it and from its right; below
/// it, and below and to its left, a row on from it and from its left.
#[inline(always)]
pub fn grow(s: &Shape, set: &Set, within: &Set, out: &mut Set) {
    let n = s.words;
    let mut part = [0u64; SET_WORDS];
    let mut left = [0u64; SET_WORDS];
    let mut right = [0u64; SET_WORDS];
    let mut above = [0u64; SET_WORDS];
    let mut below = [0u64; SET_WORDS];
    let mut i: usize = 0;
    while i < n {
        part[i] = set[i] & !s.first[i];
        i += 1;
    }
    back(&part, n, 1, &mut left);
    i = 0;
    while i < n {
        part[i] = set[i] & !s.last[i];
        i += 1;
    }
    on(&part, n, 1, &mut right);
    i = 0;
    while i < n {
        part[i] = set[i] | right[i];
        i += 1;
    }
    back(&part, n, s.row, &mut above);
    i = 0;
    while i < n {
        part[i] = set[i] | left[i];
        i += 1;
    }
    on(&part, n, s.row, &mut below);
    i = 0;
    while i < n {
        out[i] = set[i] | ((left[i] | right[i] | above[i] | below[i]) & within[i]);
        i += 1;
    }
}

/// `side`'s distances on the board `s`, level by level from the cells
/// `reached`, at `level` (every nearer cell among them): the cells each
/// level first reaches into `dist`, when given, and the distance to the
/// cells `goal`, the first level that reaches one of them (255 if none
/// does). A level holds the one before, the empty cells next to it and
/// those on `side`'s first edge, `start`; and `side`'s tiles joined to
/// any of these, which cost nothing more. Without `dist`, the level that
/// reaches `goal` is the last.
pub fn levels_from(b: &Board, s: &Sets, side: u8, start: &Set, goal: &Set, reached: &mut Set, level: u8, mut dist: Option<&mut [u8; CELLS]>) -> u8 {
    let (mine, free, shape) = (&s.of[side as usize], &s.of[0], &b.shape);
    let mut open = [0u64; SET_WORDS];
    let mut i: usize = 0;
    while i < shape.words {
        open[i] = mine[i] | free[i];
        i += 1;
    }
    let mut level: u8 = level;
    let mut best: u8 = 255;
    let mut before = [0u64; SET_WORDS];
    let mut grown = [0u64; SET_WORDS];
    loop {
        // The tiles joined to the level, until none more joins; then the
        // cells next to it, the empty ones of which start the next.
        let mut joined: bool = true;
        while joined {
            grow(shape, reached, &open, &mut grown);
            joined = false;
            i = 0;
            while i < shape.words {
                let more: u64 = grown[i] & mine[i] & !reached[i];
                joined = joined || more != 0;
                reached[i] |= more;
                i += 1;
            }
        }
        let mut any: bool = false;
        i = 0;
        while i < shape.words {
            let mut new: u64 = reached[i] & !before[i];
            any = any || new != 0;
            if best == 255 && new & goal[i] != 0 {
                best = level;
            }
            before[i] = reached[i];
            if let Some(dist) = dist.as_deref_mut() {
                while new != 0 {
                    dist[shape.cell[i * 64 + new.trailing_zeros() as usize] as usize] = level;
                    new &= new - 1;
                }
            }
            i += 1;
        }
        if (level > 0 && !any) || level == 254 || (best < 255 && dist.is_none()) {
            return best;
        }
        i = 0;
        while i < shape.words {
            reached[i] = grown[i] | (start[i] & free[i]);
            i += 1;
        }
        level += 1;
    }
}

/// Fills `dist` with each cell's distance from `side`'s first edge (its
/// second, when `second`) on the board `b`, the cell's own cost included
/// (255 where `side` cannot go), and gives the distance to the other
/// edge: `side`'s distance. Level 0 holds `side`'s tiles on that edge
/// and those joined to them; level 1 the edge's empty cells too, and
/// each level the empty cells next to the one before.
pub fn sweep(b: &Board, side: u8, second: bool, dist: &mut [u8; CELLS]) -> u8 {
    sweep_sets(b, &sets(b), side, second, dist)
}

/// `sweep`, with the board `b` as sets `s` already.
pub fn sweep_sets(b: &Board, s: &Sets, side: u8, second: bool, dist: &mut [u8; CELLS]) -> u8 {
    let mut r: usize = 0;
    while r < b.rows {
        let mut c: usize = 0;
        while c < b.columns {
            dist[r * MAX + c] = 255;
            c += 1;
        }
        r += 1;
    }
    let (start, goal) = (edge_set(&b.shape, side, second), edge_set(&b.shape, side, !second));
    let mut reached = [0u64; SET_WORDS];
    let mut i: usize = 0;
    while i < b.shape.words {
        reached[i] = start[i] & s.of[side as usize][i];
        i += 1;
    }
    levels_from(b, s, side, &start, &goal, &mut reached, 0, Some(dist))
}

/// `side`'s distance once the other side has taken the cell `at` (its
/// tile is on the board `b` now), which was empty when `side` swept
/// `first`, from its first edge. Cells nearer that edge than `at` keep
/// their distances (no shortest way to them went through `at`), so the
/// levels start again from theirs; and they stop at the first that
/// reaches the second edge. (I ask this only of a cell on a shortest
/// chain, so no cell of the second edge is as near as `at`.)
pub fn barred(b: &Board, side: u8, first: &[u8; CELLS], at: usize) -> u8 {
    let level: u8 = first[at];
    if level <= 1 {
        return distance(b, side);
    }
    let s = sets(b);
    let mut reached = [0u64; SET_WORDS];
    let mut k: usize = 0;
    while k < b.rows * b.columns {
        if first[b.shape.cell[k] as usize] < level {
            reached[k / 64] |= 1u64 << (k % 64);
        }
        k += 1;
    }
    levels_from(b, &s, side, &edge_set(&b.shape, side, false), &edge_set(&b.shape, side, true), &mut reached, level - 1, None)
}

/// `side`'s distance: the fewest empty cells it must fill to win.
pub fn distance(b: &Board, side: u8) -> u8 {
    let s = sets(b);
    let (start, goal) = (edge_set(&b.shape, side, false), edge_set(&b.shape, side, true));
    let mut reached = [0u64; SET_WORDS];
    let mut i: usize = 0;
    while i < b.shape.words {
        reached[i] = start[i] & s.of[side as usize][i];
        i += 1;
    }
    levels_from(b, &s, side, &start, &goal, &mut reached, 0, None)
}

// ---------------------------------------------------------------------------
// How I choose a move: minimax with alpha-beta pruning, four moves deep,
// as the assignment this game comes from asks.
//
// I look at every move of mine, every reply of yours to it, every move
// of mine after that, and every reply of yours again; and I value the
// board then reached by the distances: yours minus mine. A board where
// one of us has won is worth WIN to the winner, less the moves it took,
// so that I win as soon as I can and lose as late as I must. Alpha-beta
// pruning skips whatever cannot change the result; looking first at the
// move that last cut the search short at the same depth (it most often
// refutes the next move too), then at the moves that bar the other side's
// chains, then at the cells nearest to a shortest chain of either side,
// makes it skip the most. Two moves from the end, a bound on what a move
// can be worth often spares me playing it out (see `search`), and your
// last replies I need not play out one by one (see `last`).
//
// Then my evaluation (see "My evaluation"): a move's score is POINT, a
// hundred, times what the search says it is worth, plus what it is worth
// beyond the search: the weight of its cell, and what my lessons taught
// me to see in the board it leaves. Generation zero has learned nothing
// yet, and a cell weighs 0 to 9, less than a point: so its weights never
// overrule the search, they choose only between moves the search values
// the same, which happens often. Ties in score go to the first cell in
// reading order. A move that wins at once I always play.

/// What a won board is worth to the winner, before the moves it took.
pub const WIN: i32 = 10000;

/// What I see of a board before a move of `side`: each cell's distance
/// from either edge of `side` (`mine`) and of the other side (`yours`),
/// and both sides' distances.
pub struct Scan {
    pub mine: [[u8; CELLS]; 2],
    pub yours: [[u8; CELLS]; 2],
    pub d_mine: i32,
    pub d_yours: i32,
}

/// Scans the board `b` before a move of `side`.
pub fn scan(b: &Board, side: u8) -> Scan {
    let mut s = Scan { mine: [[0; CELLS]; 2], yours: [[0; CELLS]; 2], d_mine: 0, d_yours: 0 };
    let sets = sets(b);
    s.d_mine = sweep_sets(b, &sets, side, false, &mut s.mine[0]) as i32;
    sweep_sets(b, &sets, side, true, &mut s.mine[1]);
    s.d_yours = sweep_sets(b, &sets, 3 - side, false, &mut s.yours[0]) as i32;
    sweep_sets(b, &sets, 3 - side, true, &mut s.yours[1]);
    s
}

/// The distance of a side, once it has played the empty cell `at`, from
/// its two sweeps and its distance `d` before: a chain through `at` costs
/// what it cost before, less the one `at` no longer costs.
pub fn through(sweeps: &[[u8; CELLS]; 2], d: i32, at: usize) -> i32 {
    let (a, b): (i32, i32) = (sweeps[0][at] as i32, sweeps[1][at] as i32);
    if a == 255 || b == 255 || a + b - 2 > d { d } else { a + b - 2 }
}

/// The cells of the board in the order I look at them, into `order`,
/// and how many: the empty cells, nearest first to a shortest chain of
/// either side, then by `weights`, then in reading order.
pub fn order(b: &Board, s: &Scan, weights: &[u8; CELLS], order: &mut [u16; CELLS]) -> usize {
    // Each empty cell's key: how far off a shortest chain it lies, 0 to 6,
    // times ten, plus 9 less its weight; then the cells, key by key.
    let mut key = [0u8; CELLS];
    let mut count = [0usize; 71];
    let mut r: usize = 0;
    while r < b.rows {
        let mut c: usize = 0;
        while c < b.columns {
            let at = r * MAX + c;
            if b.cells[at] == 0 {
                let mine: i32 = through(&s.mine, 1000, at) - s.d_mine + 1;
                let yours: i32 = through(&s.yours, 1000, at) - s.d_yours + 1;
                let off: i32 = if mine < yours { mine } else { yours };
                let off: i32 = if off > 6 { 6 } else if off < 0 { 0 } else { off };
                key[at] = (off * 10) as u8 + 9 - weights[at];
                count[key[at] as usize + 1] += 1;
            }
            c += 1;
        }
        r += 1;
    }
    let mut k: usize = 1;
    while k < 71 {
        count[k] += count[k - 1];
        k += 1;
    }
    let n = count[70];
    r = 0;
    while r < b.rows {
        let mut c: usize = 0;
        while c < b.columns {
            let at = r * MAX + c;
            if b.cells[at] == 0 {
                order[count[key[at] as usize]] = at as u16;
                count[key[at] as usize] += 1;
            }
            c += 1;
        }
        r += 1;
    }
    n
}

/// What the board `b` is worth to `side`, to move, looking `depth` moves
/// ahead (at least one); `ply` moves have been made since the search
/// began. Alpha-beta: only values between `alpha` and `beta` are exact;
/// below `alpha`, any value at most `alpha`; above `beta`, at least `beta`.
pub fn search(b: &mut Board, side: u8, depth: usize, alpha: i32, beta: i32, ply: i32) -> i32 {
    // Out of work: whatever I give, the search that set the limit drops.
    if b.work < FREE {
        if b.work == 0 {
            return 0;
        }
        b.work -= 1;
    }
    if depth == 1 {
        return last(b, side, beta, ply);
    }
    // Two moves from the end, the move that last cut this ply short, before
    // anything else: when it is worth `beta` again, the board needs no
    // scan. (Its value is exact below `beta`: the other side's replies
    // are searched up to one more than its least that still lets me cut.)
    let killer: usize = if depth == 2 && ply < 8 { b.killer[ply as usize] as usize } else { NONE };
    if killer < NONE && b.cells[killer] == 0 {
        b.cells[killer] = side;
        // (Had it won, the other side's last move finds it joined.)
        let value: i32 = -last(b, 3 - side, 1 - beta, ply + 1);
        b.cells[killer] = 0;
        if value >= beta {
            return value;
        }
    }
    let s = scan(b, side);
    // A move that wins at once: none is worth more.
    if s.d_mine <= 1 {
        return WIN - ply;
    }
    let mut level = [0u16; 256];
    levels(b, &s.yours, s.d_yours, &mut level);
    // The moves that bar every shortest chain of the other side first:
    // they are the likeliest best, and the sooner I meet the best, the
    // more alpha-beta skips.
    let mut all = [0u16; CELLS];
    let n = order(b, &s, &[0; CELLS], &mut all);
    let mut cells = [0u16; CELLS];
    let mut first: usize = 0;
    let mut k: usize = 0;
    while k < n {
        if bars(&s.yours, s.d_yours, &level, all[k] as usize) {
            cells[first] = all[k];
            first += 1;
        }
        k += 1;
    }
    k = 0;
    while k < n {
        if !bars(&s.yours, s.d_yours, &level, all[k] as usize) {
            cells[first] = all[k];
            first += 1;
        }
        k += 1;
    }
    // And before them all, the move that last cut this ply's search short:
    // what refuted one move of the other side most often refutes the next.
    let killer: usize = if ply < 8 { b.killer[ply as usize] as usize } else { NONE };
    if killer < NONE && b.cells[killer] == 0 {
        let mut j: usize = 0;
        while j < n && cells[j] as usize != killer {
            j += 1;
        }
        if j < n {
            while j > 0 {
                cells[j] = cells[j - 1];
                j -= 1;
            }
            cells[0] = killer as u16;
        }
    }
    // Two moves from the end, once a move's first bound cannot prune it:
    // the cells that bar every shortest chain of mine, and how much longer
    // each makes my distance, the most (`far`, at `worst`) and the most
    // but that one (`next`).
    let (mut far, mut next, mut worst): (i32, i32, usize) = (0, 0, NONE);
    // And of those cells, the one where the other side's reply does most:
    // bars me most, plus one when it lies on one of its own shortest
    // chains (`fork`); both sides' two sweeps (see `sweep`) of the board
    // with its tile there, `round` it, and their distances then.
    let (mut fork, mut gain): (usize, i32) = (NONE, 0);
    let mut round = [[0u8; CELLS]; 2];
    let mut round_yours = [[0u8; CELLS]; 2];
    let mut round_level = [0u16; 256];
    let (mut d_round, mut d_round_yours): (i32, i32) = (0, 0);
    let mut barring: bool = false;
    let mut alpha: i32 = alpha;
    let mut best: i32 = -WIN - WIN;
    k = 0;
    while k < n {
        let at = cells[k] as usize;
        let mine: i32 = through(&s.mine, s.d_mine, at);
        // With one reply left to the other side: a move that bars none of
        // its shortest chains (see `bars`) leaves its distance as it is,
        // and its reply can shorten that by one; so this move is worth at
        // most `most`, and when that cannot beat `alpha`, I need not play
        // it out. Its reply may instead bar my chains where that costs me
        // most: my move shortens any chain by one at most, so then my
        // distance is at least `far` less one longer than it was, and the
        // other side's no longer; `most` is the less of the two bounds.
        // And when the other side can win at once, a move that bars none
        // of its chains loses at its reply.
        if depth == 2 && !barring && s.d_yours - 1 - mine > alpha {
            barring = true;
            let mut my_level = [0u16; 256];
            levels(b, &s.mine, s.d_mine, &mut my_level);
            let mut j: usize = 0;
            while j < n {
                let cell = cells[j] as usize;
                if bars(&s.mine, s.d_mine, &my_level, cell) {
                    b.cells[cell] = 3 - side;
                    let longer: i32 = barred(b, side, &s.mine[0], cell) as i32 - s.d_mine;
                    b.cells[cell] = 0;
                    if longer > far {
                        (next, far, worst) = (far, longer, cell);
                    } else if longer > next {
                        next = longer;
                    }
                    let both: i32 = if through(&s.yours, s.d_yours, cell) < s.d_yours { longer + 1 } else { longer };
                    if both > gain {
                        (fork, gain) = (cell, both);
                    }
                }
                j += 1;
            }
            if fork < NONE {
                b.cells[fork] = 3 - side;
                let sets = sets(b);
                d_round = sweep_sets(b, &sets, side, false, &mut round[0]) as i32;
                sweep_sets(b, &sets, side, true, &mut round[1]);
                d_round_yours = sweep_sets(b, &sets, 3 - side, false, &mut round_yours[0]) as i32;
                sweep_sets(b, &sets, 3 - side, true, &mut round_yours[1]);
                levels(b, &round_yours, d_round_yours, &mut round_level);
                b.cells[fork] = 0;
            }
        }
        let longer: i32 = if at == worst { next } else { far };
        let most: i32 = if longer > 0 && s.d_mine + longer - 1 > mine + 1 {
            s.d_yours - (s.d_mine + longer - 1)
        } else {
            s.d_yours - 1 - mine
        };
        // The reply on `fork` I can value exactly: once it and my move are
        // played, my distance is what a chain through my move costs on the
        // board swept round `fork`, or the distance round it, the less (see
        // `through`); and the other side's is no longer than after my move
        // alone, nor than round `fork` when my move bars none of its
        // chains there. Most of my moves lie on no chain round `fork` as
        // short, and then the bound is lower by one, or two when `fork`
        // also lies on a chain of the other side's.
        let round_me: i32 = if fork < NONE && at != fork { through(&round, d_round, at) } else { -1 };
        let most: i32 = if round_me >= 0 && s.d_yours - round_me < most { s.d_yours - round_me } else { most };
        let most: i32 = if round_me >= 0 && d_round_yours < 255 && d_round_yours - round_me < most && !bars(&round_yours, d_round_yours, &round_level, at) {
            d_round_yours - round_me
        } else {
            most
        };
        let value: i32 = if s.d_yours == 1 && !bars(&s.yours, s.d_yours, &level, at) {
            ply + 1 - WIN
        } else if depth == 2 && most <= alpha && s.d_yours < 255 && !bars(&s.yours, s.d_yours, &level, at) {
            most
        } else {
            b.cells[at] = side;
            // A move that bars the other side's chains: the same first
            // bound, from its distance once barred.
            let cuts: bool = depth == 2 && s.d_yours < 255 && bars(&s.yours, s.d_yours, &level, at);
            let far: i32 = if cuts { barred(b, 3 - side, &s.yours[0], at) as i32 } else { 255 };
            // And the reply on `fork`, with that distance once barred.
            let most: i32 = if round_me >= 0 && far - round_me < far - 1 - mine { far - round_me } else { far - 1 - mine };
            let value = if far < 255 && most <= alpha {
                most
            } else {
                -search(b, 3 - side, depth - 1, -beta, -alpha, ply + 1)
            };
            b.cells[at] = 0;
            value
        };
        if value > best {
            best = value;
        }
        if value > alpha {
            alpha = value;
        }
        if alpha >= beta {
            if ply < 8 {
                b.killer[ply as usize] = at as u16;
            }
            return best;
        }
        k += 1;
    }
    best
}

/// The last move of a search: what the board is worth to `side`, to move,
/// after its best move, by the distances then; at least `beta`, once a
/// move is worth that much.
///
/// No board needs searching again for most moves. A move shortens its
/// side's distance only through itself: by one when it lies on one of its
/// side's shortest chains, which there always is while the side can still
/// win; so the best of those moves leaves the other side's distance as it
/// is, and is worth that distance less mine less one (`base`). And a move
/// lengthens the other side's distance only when every shortest chain of
/// the other side runs through it (see `bars`): only those moves can be
/// worth more, and for them alone I sweep the board again.
pub fn last(b: &mut Board, side: u8, beta: i32, ply: i32) -> i32 {
    let other: u8 = 3 - side;
    let mut mine = [[0u8; CELLS]; 2];
    let mut yours = [[0u8; CELLS]; 2];
    let sets = sets(b);
    let d_mine: i32 = sweep_sets(b, &sets, side, false, &mut mine[0]) as i32;
    if d_mine <= 1 {
        return WIN - ply;
    }
    let d_yours: i32 = sweep_sets(b, &sets, other, false, &mut yours[0]) as i32;
    // The other side joined its edges with its last move.
    if d_yours == 0 {
        return ply - 1 - WIN;
    }
    // My distance after my best move, barring aside.
    let low: i32 = if d_mine < 255 { d_mine - 1 } else { d_mine };
    let mut best: i32 = d_yours - low;
    if best >= beta || d_yours == 255 {
        return best;
    }
    sweep_sets(b, &sets, other, true, &mut yours[1]);
    let mut level = [0u16; 256];
    levels(b, &yours, d_yours, &mut level);
    let mut second: bool = false;
    let mut r: usize = 0;
    while r < b.rows {
        let mut c: usize = 0;
        while c < b.columns {
            let at = r * MAX + c;
            if b.cells[at] == 0 && bars(&yours, d_yours, &level, at) {
                b.cells[at] = side;
                let far: i32 = barred(b, other, &yours[0], at) as i32;
                b.cells[at] = 0;
                // Worth at most `far` less `low`; exactly, my distance
                // through `at`, for which I sweep from my second edge.
                if far - low > best {
                    if !second {
                        sweep_sets(b, &sets, side, true, &mut mine[1]);
                        second = true;
                    }
                    let value: i32 = far - through(&mine, d_mine, at);
                    if value > best {
                        best = value;
                        if best >= beta {
                            return best;
                        }
                    }
                }
            }
            c += 1;
        }
        r += 1;
    }
    best
}

/// How many empty cells of each distance from its first edge lie on the
/// shortest chains of a side whose two `sweeps` (see `sweep`) and distance
/// `d` are given, into `level`.
pub fn levels(b: &Board, sweeps: &[[u8; CELLS]; 2], d: i32, level: &mut [u16; 256]) {
    let mut r: usize = 0;
    while r < b.rows {
        let mut c: usize = 0;
        while c < b.columns {
            let at = r * MAX + c;
            if b.cells[at] == 0 && through(sweeps, 1000, at) + 1 == d {
                level[sweeps[0][at] as usize] += 1;
            }
            c += 1;
        }
        r += 1;
    }
}

/// Does a tile on the empty cell `at` lengthen the distance `d` of a side
/// whose two `sweeps` and `levels` are given? Only when every one of its
/// shortest chains runs through `at`. A shortest chain steps from each
/// empty cell to one a step farther from its edge, so no two of its empty
/// cells are as far: when `at` lies on one, and is the only cell of its
/// distance on them, every chain runs through it; else another chain, as
/// short, goes round it.
pub fn bars(sweeps: &[[u8; CELLS]; 2], d: i32, level: &[u16; 256], at: usize) -> bool {
    through(sweeps, 1000, at) + 1 == d && level[sweeps[0][at] as usize] == 1
}

/// The search's value of `side` playing `at`: exact when it is at least
/// `least`; otherwise some value below `least`.
pub fn value(b: &mut Board, side: u8, at: usize, least: i32) -> i32 {
    b.cells[at] = side;
    let value: i32 = if distance(b, side) == 0 { WIN - 1 } else { -search(b, 3 - side, 3, -WIN - WIN, 1 - least, 2) };
    b.cells[at] = 0;
    value
}

/// A cell where the side scanned in `s` wins at once, the one of most
/// weight (the first in reading order, on ties); NONE when there is none.
pub fn win_now(b: &Board, s: &Scan, weights: &[u8; CELLS]) -> usize {
    let mut best: usize = NONE;
    let mut r: usize = 0;
    while r < b.rows {
        let mut c: usize = 0;
        while c < b.columns {
            let at = r * MAX + c;
            if b.cells[at] == 0 && through(&s.mine, s.d_mine, at) == 0 && (best == NONE || weights[at] > weights[best]) {
                best = at;
            }
            c += 1;
        }
        r += 1;
    }
    best
}

// ---------------------------------------------------------------------------
// My evaluation: what I make of the board a move leaves, which my lessons
// teach me.
//
// My search values a move by the distances four moves on, and many moves
// come out the same, or nearly. But a distance counts one way to win: it
// cannot tell a chain that has only one way across a gap from one with two
// ways, which the other side cannot bar with one tile. The two-distance
// can (Queenbee's measure: J. van Rijswijck, 2000): a cell is as far from
// an edge as the second nearest of its neighbours, plus one, so that a
// side reaches it only where it keeps a second way when the other side
// bars the first. A side's two-distance is the least, over the empty
// cells, of a cell's two-distances from both its edges.
//
// So a move is worth, beyond my search, what I see of the board it leaves,
// from the mover's side: each thing my state's line "my evaluation" names,
// times its weight there, plus the weight of the move's cell (my weights,
// beside the board). These are in hundredths of a point of my search
// (POINT): a move's score is POINT times its search value, plus its worth.
// The things I weigh:
//
//   the move       1, for the side that has just moved;
//   two-distance   the other side's two-distance less the mover's.
//
// The distances themselves I leave to my search, which weighs them four
// moves on: weighed here too, they crowd out what the search cannot see.
// Nor do I count a side's ways, the cells at its least two-distance: my
// lessons weighed them a point or so either way, and those of my
// trainings that weighed them +1 lost more games to players they never
// met.
//
// Generation zero has learned nothing: each of these weighs 0, and the
// weights of my cells, 0 to 9, choose only between moves my search values
// the same, as ever. My lessons teach me the table (see "How I learn").

/// What a point of my search's value is worth in a move's score.
pub const POINT: i32 = 100;

/// How many things my evaluation weighs (see above), and their names.
pub const FEATURES: usize = 2;
pub const NAMES: [&str; FEATURES] = ["the move", "two-distance"];

/// The most a weight of my evaluation, or of a cell, can be, either way.
pub const HEAVIEST: i32 = 999;

/// Is the cell `at` on `side`'s first edge (its second, when `second`)?
pub fn rim(b: &Board, side: u8, second: bool, at: usize) -> bool {
    let i: usize = if side == YOU { at / MAX } else { at % MAX };
    let last: usize = if side == YOU { b.rows - 1 } else { b.columns - 1 };
    if second { i == last } else { i == 0 }
}

/// Fills `dist` with the two-distance of each empty cell from `side`'s
/// first edge (its second, when `second`); 255 where it has none. A cell
/// on the edge, or touching a group of `side`'s tiles that touches it, is
/// 1; any other is one more than the second nearest of its neighbours,
/// where the empty cells around a group of `side`'s tiles are all
/// neighbours of one another.
pub fn two_sweep(b: &Board, side: u8, second: bool, dist: &mut [u8; CELLS]) {
    // The groups of `side`'s tiles, numbered, and whether each touches the
    // edge.
    let mut group = [NONE as u16; CELLS];
    let mut touches = [false; CELLS];
    let mut stack = [0u16; CELLS];
    let mut groups: usize = 0;
    let mut r: usize = 0;
    while r < b.rows {
        let mut c: usize = 0;
        while c < b.columns {
            let at = r * MAX + c;
            dist[at] = 255;
            if b.cells[at] == side && group[at] as usize == NONE {
                group[at] = groups as u16;
                stack[0] = at as u16;
                let mut top: usize = 1;
                while top > 0 {
                    top -= 1;
                    let cell = stack[top] as usize;
                    touches[groups] = touches[groups] || rim(b, side, second, cell);
                    let mut d: usize = 0;
                    while d < 6 {
                        let next = b.links[cell][d] as usize;
                        if next < NONE && b.cells[next] == side && group[next] as usize == NONE {
                            group[next] = groups as u16;
                            stack[top] = next as u16;
                            top += 1;
                        }
                        d += 1;
                    }
                }
                groups += 1;
            }
            c += 1;
        }
        r += 1;
    }
    // The empty cells around each group, each once: a list per group,
    // from `head[g]` on through `link`, of cells `listed`. And the cells
    // at 1: on the edge, or touching a group that touches it.
    let mut head = [NONE as u16; CELLS];
    let mut seen = [NONE as u16; CELLS];
    let mut listed = [0u16; 3 * CELLS];
    let mut link = [0u16; 3 * CELLS];
    let mut lists: usize = 0;
    let mut now = [0u16; CELLS];
    let mut n: usize = 0;
    r = 0;
    while r < b.rows {
        let mut c: usize = 0;
        while c < b.columns {
            let at = r * MAX + c;
            let mut edge: bool = rim(b, side, second, at);
            let mut d: usize = 0;
            while b.cells[at] == 0 && d < 6 {
                let next = b.links[at][d] as usize;
                let g: usize = if next < NONE && b.cells[next] == side { group[next] as usize } else { NONE };
                if g < NONE && seen[g] as usize != at {
                    // (A cell touches at most three groups.)
                    seen[g] = at as u16;
                    listed[lists] = at as u16;
                    link[lists] = head[g];
                    head[g] = lists as u16;
                    lists += 1;
                }
                edge = edge || (g < NONE && touches[g]);
                d += 1;
            }
            if b.cells[at] == 0 && edge {
                dist[at] = 1;
                now[n] = at as u16;
                n += 1;
            }
            c += 1;
        }
        r += 1;
    }
    // The cells at 1, then those at 2, and so on: a cell's value is known
    // when the second of its neighbours is reached. A group passes on to
    // the cells around it only from the first two of them the levels
    // reach: after the second, every cell around it has been reached from
    // two, and has its value.
    let mut near = [0u8; CELLS];
    let mut from = [NONE as u16; CELLS];
    let mut passed = [0u8; CELLS];
    let mut by = [NONE as u16; CELLS];
    let mut then = [0u16; CELLS];
    let mut value: u8 = 1;
    while n > 0 && value < 254 {
        let mut m: usize = 0;
        let mut k: usize = 0;
        while k < n {
            let cell = now[k] as usize;
            let mut d: usize = 0;
            while d < 6 {
                let next = b.links[cell][d] as usize;
                // An empty neighbour, or the cells around a group it touches.
                let g: usize = if next < NONE && b.cells[next] == side { group[next] as usize } else { NONE };
                let mut i: usize = NONE;
                if g < NONE && passed[g] < 2 && by[g] as usize != cell {
                    passed[g] += 1;
                    by[g] = cell as u16;
                    i = head[g] as usize;
                }
                let mut x: usize = if next < NONE && b.cells[next] == 0 { next } else { NONE };
                while x < NONE || i < NONE {
                    if x == NONE {
                        x = listed[i] as usize;
                        i = link[i] as usize;
                    }
                    if x != cell && dist[x] == 255 && from[x] as usize != cell {
                        from[x] = cell as u16;
                        near[x] += 1;
                        if near[x] == 2 {
                            dist[x] = value + 1;
                            then[m] = x as u16;
                            m += 1;
                        }
                    }
                    x = NONE;
                }
                d += 1;
            }
            k += 1;
        }
        k = 0;
        while k < m {
            now[k] = then[k];
            k += 1;
        }
        n = m;
        value += 1;
    }
}

/// `side`'s two-distance (see above): 255 when it has no way left.
pub fn potential(b: &Board, side: u8) -> i32 {
    let mut one = [0u8; CELLS];
    let mut two = [0u8; CELLS];
    two_sweep(b, side, false, &mut one);
    two_sweep(b, side, true, &mut two);
    let mut least: i32 = 255;
    let mut r: usize = 0;
    while r < b.rows {
        let mut c: usize = 0;
        while c < b.columns {
            let at = r * MAX + c;
            let p: i32 = one[at] as i32 + two[at] as i32;
            if b.cells[at] == 0 && one[at] < 255 && two[at] < 255 && p < least {
                least = p;
            }
            c += 1;
        }
        r += 1;
    }
    least
}

/// What my evaluation sees of the board `b` from the side of `me`, who
/// has just moved, into `f`, in the order of my table. A side with no way
/// left counts as far as twice the longest way a board allows.
pub fn features(b: &Board, me: u8, f: &mut [i32; FEATURES]) {
    let far: i32 = 2 * (b.rows + b.columns) as i32;
    let (mine, yours) = (potential(b, me), potential(b, 3 - me));
    f[0] = 1;
    f[1] = if yours < far { yours } else { far } - if mine < far { mine } else { far };
}

/// What `side` playing the empty cell `at` of the board `b` is worth
/// beyond my search: the cell's weight, and what my evaluation `learned`
/// sees of the board then, weighed. No need to look when I have learned
/// nothing yet.
pub fn worth(b: &mut Board, side: u8, at: usize, weights: &[u8; CELLS], learned: &[i32; FEATURES]) -> i32 {
    let mut sum: i32 = weights[at] as i32;
    if *learned != [0; FEATURES] {
        let mut f = [0i32; FEATURES];
        b.cells[at] = side;
        features(b, side, &mut f);
        b.cells[at] = 0;
        let mut k: usize = 0;
        while k < FEATURES {
            sum += learned[k] * f[k];
            k += 1;
        }
    }
    sum
}

// ---------------------------------------------------------------------------
// Looking deeper: what my lessons teach me.
//
// Four moves deep, my search misses much that a fifth move shows: a chain
// of yours that my move seemed to bar goes round it; a move of mine that
// seemed as good as another leaves you a way through. My lessons teach me
// to look deeper (see "How I learn"): my state's line "deeper: D" says how
// many of my best moves I search again, five moves deep. Generation zero's
// D is 0: it plays as the assignment's program plays. With D above 0, I
// take the D + 1 moves of the highest scores by the four-move search (as
// above), search each one move deeper, and play the one of the highest
// score by that deeper search. A move that wins at once I always play.
// A turn must stay within its time, so these deeper searches may look at
// so many boards in all (see `work`), and stop there: I play the best of
// the moves searched to the end. And a lesson asks me to look deeper only
// on a board small enough for a turn to afford it (see `deepest`).
//
// A match or a game over GTP may ask me to play at a level (see `merlyn
// match --level`): D as it says, 0 to 9, or my strongest, STRONGEST. There
// I take my WIDEST best moves, as at D = 4, and search them five moves
// deep; then the best of them and the two after it, six moves deep,
// within FURTHER times as many boards; and I play the best by that
// search. On a small board (see `small`), my strongest level weighs every
// move by games played out to the end instead (see "Weighing by
// playouts"). My lessons never raise me to it: it takes a tenth of a
// second a move on 11x11, a third on 7x7, where a turn may take a
// twentieth, compiling me included; but you may ask a game of me at it,
// or at any level (`play contactix --level N`, see `turn`).

/// The most D can be: I search at most ten moves deeper.
pub const DEEPEST: u8 = 9;

/// My strongest level, above every D (see above).
pub const STRONGEST: u8 = 10;

/// How many times the boards of `work` my strongest level's six-move
/// search may look at.
pub const FURTHER: u32 = 4;

/// The most boards the deeper searches of a move may look at on the board
/// `b`: as many as keep a turn within its time, fewer the more cells a
/// board has (each costs more): 16,528 on 11x11, 40,816 on 7x7.
pub fn work(b: &Board) -> u32 {
    2_000_000 / (b.columns * b.rows) as u32
}

/// Whether the board `b` is small enough, 64 cells or fewer (8x8), for
/// a turn to afford searches deeper and wider than my four-move search.
pub fn small(b: &Board) -> bool {
    b.columns * b.rows <= 64
}

/// How many of my best moves my strongest level searches five moves deep
/// on a board that is not small: five, as D = 4 does.
pub const WIDEST: usize = 5;

/// The most D a lesson raises mine to on the board `b`: a deeper search
/// costs more the more cells are empty, and a turn, compiling me
/// included, should cost no more than about half of compiling a hello
/// world: D up to 9 on a small board (see `small`); on larger boards
/// none, where my four-move search alone fills a turn. (A level asks for
/// deeper searches on any board: see `merlyn match --level`.)
pub fn deepest(b: &Board) -> u8 {
    if small(b) { DEEPEST } else { 0 }
}

/// The least search value with which a move worth `more` beyond it, at
/// cell `at`, beats a score of `score` held by the cell `best`: POINT
/// times the value, plus `more`, must be more than the score, or as much,
/// with `at` first in reading order.
pub fn least(score: i32, more: i32, at: usize, best: usize) -> i32 {
    let over: i32 = score - more;
    let part: i32 = if over >= 0 { over / POINT } else { 0 - (POINT - 1 - over) / POINT };
    if part * POINT == over && at < best { part } else { part + 1 }
}

/// The empty cells of the board `b` but those `avoid` marks in the order
/// `side` weighs them, into `cells`, and how many; what each is worth
/// beyond my search (see `worth`) into `worths`, cell by cell. With an
/// evaluation `learned`, the cells worth most first (in reading order, on
/// ties): the sooner I meet the best, the fewer moves I need search to the
/// end. Without, the order of my search (see `order`).
pub fn ranked(b: &mut Board, s: &Scan, side: u8, weights: &[u8; CELLS], learned: &[i32; FEATURES], avoid: &[bool; CELLS], cells: &mut [u16; CELLS], worths: &mut [i32; CELLS]) -> usize {
    let all = order(b, s, weights, cells);
    let mut n: usize = 0;
    let mut k: usize = 0;
    while k < all {
        let at = cells[k] as usize;
        if !avoid[at] {
            cells[n] = at as u16;
            worths[at] = worth(b, side, at, weights, learned);
            n += 1;
        }
        k += 1;
    }
    k = 1;
    while *learned != [0; FEATURES] && k < n {
        // Each cell into its place among those before it.
        let at = cells[k];
        let mut i: usize = k;
        while i > 0 && (worths[at as usize] > worths[cells[i - 1] as usize] || (worths[at as usize] == worths[cells[i - 1] as usize] && at < cells[i - 1])) {
            cells[i] = cells[i - 1];
            i -= 1;
        }
        cells[i] = at;
        k += 1;
    }
    n
}

/// The moves a side weighs most (see `best`): `count` cells, best first,
/// with their scores, and what each is worth beyond my search.
pub struct Top {
    pub cells: [usize; 11],
    pub scores: [i32; 11],
    pub worths: [i32; 11],
    pub count: usize,
}

/// The `wide` moves of `side` on the board `b` but those `avoid` marks
/// worth most, by
/// their score: POINT times their search value plus their worth (the first
/// in reading order on ties), best first (fewer when fewer cells are
/// empty).
pub fn best(b: &mut Board, side: u8, weights: &[u8; CELLS], learned: &[i32; FEATURES], avoid: &[bool; CELLS], wide: usize) -> Top {
    let s = scan(b, side);
    let mut cells = [0u16; CELLS];
    let mut worths = [0i32; CELLS];
    let n = ranked(b, &s, side, weights, learned, avoid, &mut cells, &mut worths);
    let mut top = Top { cells: [NONE; 11], scores: [0; 11], worths: [0; 11], count: 0 };
    let mut k: usize = 0;
    while k < n {
        let at = cells[k] as usize;
        let more: i32 = worths[at];
        let count = top.count;
        let least: i32 = if count < wide { -WIN - WIN } else { least(top.scores[count - 1], more, at, top.cells[count - 1]) };
        let v = value(b, side, at, least);
        if v >= least {
            // In its place among the best, the last dropped when they are full.
            let score: i32 = v * POINT + more;
            let mut i: usize = if count < wide { count } else { count - 1 };
            while i > 0 && (score > top.scores[i - 1] || (score == top.scores[i - 1] && at < top.cells[i - 1])) {
                top.cells[i] = top.cells[i - 1];
                top.scores[i] = top.scores[i - 1];
                top.worths[i] = top.worths[i - 1];
                i -= 1;
            }
            top.cells[i] = at;
            top.scores[i] = score;
            top.worths[i] = more;
            if count < wide {
                top.count += 1;
            }
        }
        k += 1;
    }
    top
}

/// The value of `side` playing `at` by a search one move deeper, five
/// moves in all: when it is more than `above`, some value more than
/// `above`, exact when `exact`; otherwise some value at most `above`. A
/// narrow search first tells whether it is more; only then, and only when
/// I must know how much, do I search for how much.
pub fn deep_value(b: &mut Board, side: u8, at: usize, above: i32, exact: bool) -> i32 {
    deep_value_of(b, side, at, above, exact, 5)
}

/// `deep_value`, by a search `moves` moves deep in all.
pub fn deep_value_of(b: &mut Board, side: u8, at: usize, above: i32, exact: bool, moves: usize) -> i32 {
    b.cells[at] = side;
    let mut v: i32 = WIN - 1;
    if distance(b, side) > 0 && above <= -WIN - WIN {
        v = -search(b, 3 - side, moves - 1, -WIN - WIN, WIN + WIN, 2);
    } else if distance(b, side) > 0 {
        v = -search(b, 3 - side, moves - 1, -above - 1, -above, 2);
        if v > above && exact {
            v = -search(b, 3 - side, moves - 1, -WIN - WIN, -above, 2);
        }
    }
    b.cells[at] = 0;
    v
}

/// Of the moves `top` (best first), the best by their score with a search
/// one move deeper: POINT times its value, plus their worth; the first in
/// reading order on ties. Of the last, I need only know whether it beats
/// the best before it. These searches may look at `work` boards in all:
/// when they run out, the best of the moves searched to the end, and the
/// first when none was.
pub fn deepest_of(b: &mut Board, side: u8, top: &Top) -> usize {
    deepest_by(b, side, top, 5, work(b))
}

/// `deepest_of`, by searches `moves` moves deep in all, which may look at
/// `boards` boards.
pub fn deepest_by(b: &mut Board, side: u8, top: &Top, moves: usize, boards: u32) -> usize {
    let mut best: usize = top.cells[0];
    let mut score: i32 = 0;
    b.work = boards;
    let mut k: usize = 0;
    while k < top.count {
        let (at, more): (usize, i32) = (top.cells[k], top.worths[k]);
        let least: i32 = if k == 0 { -WIN - WIN } else { least(score, more, at, best) };
        let v = deep_value_of(b, side, at, least - 1, k + 1 < top.count, moves);
        if b.work == 0 {
            k = top.count;
        } else if k == 0 || v >= least {
            best = at;
            score = v * POINT + more;
        }
        k += 1;
    }
    b.work = FREE;
    best
}

/// My strongest level's choice among the moves `top`, best first (see
/// "Looking deeper"): the best of them by a search five moves deep, then,
/// of it and the two best others, the best by a search six moves deep.
pub fn furthest_of(b: &mut Board, side: u8, top: &Top) -> usize {
    let first = deepest_of(b, side, top);
    // The best five moves deep first, then the others in their order.
    let mut again = Top { cells: [NONE; 11], scores: [0; 11], worths: [0; 11], count: 0 };
    let mut k: usize = 0;
    while k < top.count {
        if top.cells[k] == first {
            again.cells[0] = first;
            again.worths[0] = top.worths[k];
        }
        k += 1;
    }
    again.count = 1;
    k = 0;
    while k < top.count && again.count < 3 {
        if top.cells[k] != first {
            again.cells[again.count] = top.cells[k];
            again.worths[again.count] = top.worths[k];
            again.count += 1;
        }
        k += 1;
    }
    deepest_by(b, side, &again, 6, FURTHER * work(b))
}

// Weighing by playouts: my strongest level on a small board.
//
// On a small board (see `small`), a turn can afford more than a search of
// boards: there my strongest level weighs its moves by games played out
// to the end, as the strongest Hex programs weigh theirs (Monte-Carlo
// tree search; in Hex: R. Arneson, R. Hayward and P. Henderson, 2010).
// A tree of moves grows from the board, every move I may play its first.
// Each playout walks down it, each side taking the move that has won most
// for it, then fills the rest of the board at random, the sides taking
// turns; the full board's one chain says who won, and every move the
// playout walked through counts it. A move walked through EXPAND times
// grows the moves after it. A move counts too every playout through the
// move before it in which its side took its cell at any time: in Hex, a
// cell good for a side is good for it at most times (all moves as first,
// RAVE: S. Gelly and D. Silver, 2007). A move that few playouts walked
// through is valued by that record; its own counts more as it grows (see
// `beta`), and it is all a move needs to be tried: one whose record of
// all moves as first is good is walked through, and one whose own record
// falls behind is left. I play the move walked through most.
//
// My lessons order the moves (see `ranked`): between moves of the same
// record, the one my evaluation weighs most is walked through first, and
// played. How many playouts: as many as fill PLAYED cells, about 160,000
// on 7x7, so that a turn stays well within its second, compiling me
// included. Their random draws come from the board: the same board gives
// the same move. A playout's board is two numbers of 128 bits, a bit for
// each cell of each side (see `bit`), and my tree lives in memory I ask
// of the C library, as I write through it.

/// How many cells my playouts fill in a move, in all.
pub const PLAYED: usize = 8_000_000;

/// How many playouts walk through a move before the moves after it join
/// my tree.
pub const EXPAND: u32 = 4;

/// The most moves my tree holds.
pub const NODES: usize = 1 << 20;

/// How many playouts through a move its own record needs before it counts
/// as much as its record of all moves as first.
pub const RAVE: f32 = 300.0;

/// A move of my tree of playouts.
#[derive(Clone, Copy)]
pub struct Node {
    /// Its cell, as `bit` numbers it.
    pub bit: u16,
    /// How many moves after it the tree holds, and where the first is.
    pub count: u16,
    pub first: u32,
    /// The playouts through it, and how many its side won.
    pub visits: u32,
    pub wins: u32,
    /// The playouts through the move before it in which its side took its
    /// cell at some time, and how many its side won.
    pub seen: u32,
    pub seen_won: u32,
}

unsafe extern "C" {
    /// `count` times `size` bytes, all zero; null when there is no room.
    fn calloc(count: usize, size: usize) -> *mut u8;
    /// Gives back what `calloc` gave.
    fn free(memory: *mut u8);
}

/// The bit of the cell `at` of the small board `b` in a playout's board:
/// the cell in column c and row r is bit r(C + 1) + c, C the board's
/// columns. The bit after each row's last cell is never a tile, so that
/// no chain runs on from a row's end to the next row's start: each cell
/// touches the bits one either side, C + 1 either side (straight up and
/// down), and C either side (up to the right, down to the left).
pub fn bit(b: &Board, at: usize) -> u16 {
    ((at / MAX) * (b.columns + 1) + at % MAX) as u16
}

/// Whether the tiles `tiles` of a playout's board, of C + 1 = `wide` bits
/// a row, join the cells `first` to the cells `second`.
pub fn joins(tiles: u128, first: u128, second: u128, wide: u32) -> bool {
    let mut reached: u128 = tiles & first;
    loop {
        let grown: u128 = (reached | reached << 1 | reached >> 1 | reached << wide | reached >> wide | reached << (wide - 1) | reached >> (wide - 1)) & tiles;
        if grown & second != 0 {
            return true;
        }
        if grown == reached {
            return false;
        }
        reached = grown;
    }
}

/// Of the moves after the move `parent` of my tree `tree`, the one a
/// playout walks through: the one of the highest value to the side that
/// makes it, by its own record and its record of all moves as first (the
/// first in the tree's order, on ties). `betas`: how much its record of
/// all moves as first counts, for each count of playouts through it below
/// 1,024 (see `beta`).
pub fn walk(tree: &[Node], parent: usize, betas: &[f32; 1024]) -> usize {
    let p = tree[parent];
    let mut best: usize = p.first as usize;
    let mut high: f32 = -1.0;
    let mut k: usize = p.first as usize;
    while k < p.first as usize + p.count as usize {
        let n = tree[k];
        let beta: f32 = if n.visits < 1024 { betas[n.visits as usize] } else { beta(n.visits) };
        let amaf: f32 = (n.seen_won as f32 + 1.0) / (n.seen as f32 + 2.0);
        let own: f32 = if n.visits > 0 { n.wins as f32 / n.visits as f32 } else { 0.0 };
        let value: f32 = own + beta * (amaf - own);
        if value > high {
            high = value;
            best = k;
        }
        k += 1;
    }
    best
}

/// For a move `visits` playouts have walked through, how much its record
/// of all moves as first counts beside its own, from 1 to nearly 0: the
/// square root of RAVE / (3 `visits` + RAVE), a half at RAVE playouts.
pub fn beta(visits: u32) -> f32 {
    (RAVE / (3.0 * visits as f32 + RAVE)).sqrt()
}

/// The first `n` cells of `spots` (as `bit` numbers them) that are not in
/// `taken`, in their order, into `out`; gives how many.
pub fn unfilled(spots: &[u16; 64], n: usize, taken: u128, out: &mut [u16; 64]) -> usize {
    let mut left: usize = 0;
    let mut i: usize = 0;
    while i < n {
        if (taken >> spots[i]) & 1 == 0 {
            out[left] = spots[i];
            left += 1;
        }
        i += 1;
    }
    left
}

/// Of the `moves` cells `cells` where `side` may play on the small board
/// `b`, best first by my evaluation, the one played out best (see above);
/// the first of them when no memory is to be had.
pub fn played_of(b: &Board, side: u8, cells: &[u16; CELLS], moves: usize) -> usize {
    // SAFETY: calloc takes the sizes of a Node and of NODES, and gives
    // their memory, all zero, or null.
    let memory = unsafe { calloc(NODES, core::mem::size_of::<Node>()) };
    if memory.is_null() {
        return cells[0] as usize;
    }
    // SAFETY: `memory` holds NODES nodes, all zero, which is a Node; I use
    // it through this slice alone, until I free it below.
    let tree: &mut [Node] = unsafe { core::slice::from_raw_parts_mut(memory as *mut Node, NODES) };
    // The root, and every move after it.
    let mut used: usize = 1 + moves;
    tree[0].count = moves as u16;
    tree[0].first = 1;
    let mut k: usize = 0;
    while k < moves {
        tree[1 + k].bit = bit(b, cells[k] as usize);
        k += 1;
    }
    // The board as bits: each side's tiles, each side's edges, the empty
    // cells.
    let wide: u32 = b.columns as u32 + 1;
    let mut tiles = [0u128; 2];
    let mut edges = [[0u128; 2]; 2];
    let mut spots = [0u16; 64];
    let mut owner = [0u8; 128];
    let mut n: usize = 0;
    let mut r: usize = 0;
    while r < b.rows {
        let mut c: usize = 0;
        while c < b.columns {
            let (at, spot): (usize, u16) = (r * MAX + c, bit(b, r * MAX + c));
            let one: u128 = 1u128 << spot;
            if b.cells[at] == 0 {
                spots[n] = spot;
                n += 1;
            } else {
                tiles[b.cells[at] as usize - 1] |= one;
            }
            owner[spot as usize] = b.cells[at];
            edges[0][0] |= if r == 0 { one } else { 0 };
            edges[0][1] |= if r + 1 == b.rows { one } else { 0 };
            edges[1][0] |= if c == 0 { one } else { 0 };
            edges[1][1] |= if c + 1 == b.columns { one } else { 0 };
            c += 1;
        }
        r += 1;
    }
    let mut betas = [0f32; 1024];
    k = 0;
    while k < 1024 {
        betas[k] = beta(k as u32);
        k += 1;
    }
    let mine: usize = side as usize - 1;
    let mut path = [0u32; 65];
    let mut empty = [0u16; 64];
    let mut stream: u64 = fingerprint(b) as u64 ^ ((side as u64) << 32);
    let times: usize = PLAYED / (b.columns * b.rows);
    let mut t: usize = 0;
    while t < times {
        let mut now: [u128; 2] = tiles;
        // Whose tile each bit is, 1 or 2 as on my board (0: no one's), for
        // the moves beside the path below.
        let mut whose: [u8; 128] = owner;
        // Down the tree: `to` moves next.
        let (mut node, mut depth, mut to): (usize, usize, usize) = (0, 0, mine);
        path[0] = 0;
        loop {
            if tree[node].count == 0 && tree[node].visits >= EXPAND && node > 0 {
                // The moves after it join the tree, while there is room.
                let left = unfilled(&spots, n, now[0] | now[1], &mut empty);
                let mut count: usize = 0;
                while count < left && used + count < NODES {
                    tree[used + count] = Node { bit: empty[count], count: 0, first: 0, visits: 0, wins: 0, seen: 0, seen_won: 0 };
                    count += 1;
                }
                tree[node].first = used as u32;
                tree[node].count = count as u16;
                used += count;
            }
            if tree[node].count == 0 {
                break;
            }
            node = walk(tree, node, &betas);
            now[to] |= 1u128 << tree[node].bit;
            whose[tree[node].bit as usize] = 1 + to as u8;
            to = 1 - to;
            depth += 1;
            path[depth] = node as u32;
        }
        // The rest at random, by turns (Fisher and Yates).
        let left = unfilled(&spots, n, now[0] | now[1], &mut empty);
        let mut k: usize = left;
        while k > 0 {
            // (A draw's high half times k, over 2 to the 32: below k, and
            // cheaper than a remainder.)
            let i = (((draw(&mut stream) >> 32) * k as u64) >> 32) as usize;
            k -= 1;
            empty.swap(i, k);
            let by: usize = if (left - 1 - k) % 2 == 0 { to } else { 1 - to };
            now[by] |= 1u128 << empty[k];
            whose[empty[k] as usize] = 1 + by as u8;
        }
        // Who won: the side to move at the root, or the other.
        let won: usize = if joins(now[mine], edges[mine][0], edges[mine][1], wide) { mine } else { 1 - mine };
        // Back up: each move of the path, and the moves beside it.
        let mut d: usize = 0;
        while d <= depth {
            let at = path[d] as usize;
            // The side that moves after the move `at`.
            let after: usize = if d % 2 == 0 { mine } else { 1 - mine };
            tree[at].visits += 1;
            tree[at].wins += (won != after) as u32;
            let (first, count) = (tree[at].first as usize, tree[at].count as usize);
            // (Counted without a branch, which would guess wrong half
            // the time: the playout counts for a move when `took` is 1.)
            let side_won: u32 = (won == after) as u32;
            let mut k: usize = first;
            while k < first + count {
                let took: u32 = (whose[tree[k].bit as usize] == 1 + after as u8) as u32;
                tree[k].seen += took;
                tree[k].seen_won += took & side_won;
                k += 1;
            }
            d += 1;
        }
        t += 1;
    }
    // The move walked through most; on ties, the first.
    let mut best: usize = 0;
    k = 1;
    while k < moves {
        if tree[1 + k].visits > tree[1 + best].visits {
            best = k;
        }
        k += 1;
    }
    // SAFETY: `memory` is calloc's, freed once, and `tree` unused after.
    unsafe { free(memory) };
    cells[best] as usize
}

/// The cell `side` plays on the board `b` with the weights of my cells and
/// my evaluation `learned`, looking deeper by `deep`, none of the cells
/// `avoid` marks (see "How I learn"): a win at once if there is one, else
/// the move of the highest score, or with `deep` above 0, the best of the
/// `deep` + 1 of the highest scores, by a search one move deeper (at my
/// strongest level, above DEEPEST, see `furthest_of`, and on a small
/// board `played_of`). NONE when no cell is left to play.
pub fn choose(b: &mut Board, side: u8, weights: &[u8; CELLS], learned: &[i32; FEATURES], deep: u8, avoid: &[bool; CELLS]) -> usize {
    let s = scan(b, side);
    let now = win_now(b, &s, weights);
    if now < NONE {
        return now;
    }
    if deep > DEEPEST && small(b) {
        let mut cells = [0u16; CELLS];
        let mut worths = [0i32; CELLS];
        let n = ranked(b, &s, side, weights, learned, avoid, &mut cells, &mut worths);
        return if n == 0 { NONE } else { played_of(b, side, &cells, n) };
    }
    if deep > 0 {
        // (At my strongest level, my WIDEST best moves.)
        let wide: usize = if deep > DEEPEST { WIDEST } else { deep as usize + 1 };
        let top = best(b, side, weights, learned, avoid, wide);
        return if top.count == 0 {
            NONE
        } else if deep > DEEPEST {
            furthest_of(b, side, &top)
        } else {
            deepest_of(b, side, &top)
        };
    }
    let mut cells = [0u16; CELLS];
    let mut worths = [0i32; CELLS];
    let n = ranked(b, &s, side, weights, learned, avoid, &mut cells, &mut worths);
    let mut best: usize = NONE;
    let mut score: i32 = 0;
    let mut k: usize = 0;
    while k < n {
        let at = cells[k] as usize;
        let more: i32 = worths[at];
        let least: i32 = if best == NONE { -WIN - WIN } else { least(score, more, at, best) };
        let v = value(b, side, at, least);
        if v >= least {
            best = at;
            score = v * POINT + more;
        }
        k += 1;
    }
    best
}

// ---------------------------------------------------------------------------
// How I learn.
//
// After every game, won or lost, I learn from the whole game, your moves
// and mine: my evaluation should have told who was winning, and it says
// so through the logistic curve. A board of worth e to the side that has
// just moved, by my evaluation (its weights times what it sees; my cells'
// weights aside), gives that side the chance 1 / (1 + exp(-e / POINT)) to
// win. After the last move, that chance is 1: its side has won. Before,
// each board's chance should have been what came of it: one less the
// chance of the board after the next move, which the other side made;
// and, by LAMBDA, one less what came of that, and so on to the end. So I
// play the game again in my head, board by board, from the side of each
// move's maker: the winner's boards teach as much as the loser's. This is
// temporal-difference learning, TD(lambda) (R. Sutton, 1988); Othello
// programs that learned so from their own games beat the standard weights
// after a few hundred (S. Lucas and T. Runarsson, 2006).
//
// A move made at random (the opening of a training game, written with a *
// among my moves) is neither side's choice: what followed it says nothing
// of the chances before it, so I learn nothing across it (temporal
// differences do not back up through exploratory moves: R. Sutton and A.
// Barto, 2018). The board before it learns nothing from the game, and the
// boards before that learn from its chance as it stood. So a game from an
// opening of any length, against any player, teaches me the same.
//
// A game I lost I study too, as the Monte-Carlo player studies a board:
// from each board of it, I fill the rest at random, FILLS times (see
// `fills`), the two sides taking turns, and count how often the side that
// had just moved joins its edges (a full board always holds one chain, so
// one side does). That share is a second opinion of the board's chance,
// from many games it did not play, and my evaluation learns toward it as
// toward what came of the board in the game. (The random draws come from
// a stream seeded by my lessons and the game's moves: the same game
// teaches the same lesson.) A game I won I do not study: the chances of
// random play are not those of the play that won it, and studied after
// every win, they would outweigh what my games teach.
//
// Each weight of my evaluation moves by how much what it saw would have
// brought each board's chance nearer to what it should have been, summed
// over the boards, times STEP: that is what a lesson asks of it. Each
// weight takes steps of its own, which settle by themselves (temporal
// coherence, TC(lambda): D. Beal and M. Smith, 1999): I keep, for each,
// how far my lessons have asked it to move in all, back and forth, and
// how far that came to, net (my steps, in my state); it moves as far as it
// is asked times the second over the first. A weight that every lesson
// pulls one way moves as far as it is asked; one pulled back and forth,
// which has found its place, less and less.
//
// After a game I lost, I ask too whether I looked deep enough: at my last
// moves made while I could still hope (at most LOOKS of them, the last
// first), I choose again, looking deeper by one more, searching one more
// of my best moves one move deeper. Where that plays another move than
// the one I played, my D goes up by one (as high as my board allows, see
// `deepest`): from then on I look deeper in every position, the ones I
// have never met too.
//
// Last, your same moves must never give the same game again (Westley's
// rule, which his program of 1991 kept by its losses). What my lessons
// change may not change my moves in the game we played: so I remember the
// board where I last made a move while I could still hope (my last move,
// if I never could), and the move I made there; when I meet that board
// again, I play my best move but that one (and if every move there is one
// I remember so, my best). My state keeps these below my evaluation, the
// newest first, after "not again:", each a move, then @ and its board's
// fingerprint (see `fingerprint`): AGAIN_LINE on each line, a line for
// every 20 cells of my board; when they are full, the oldest goes. Were
// it only my last lost game, a player who answers alike each time could
// beat me by turns in two games for ever.

/// How far what came after a board counts, beyond the next (lambda), and
/// how far a lesson asks a weight to move, in hundredths of a point, for a
/// unit it saw on a board whose chance was wrong by all.
pub const LAMBDA: f64 = 0.7;
pub const STEP: f64 = 0.5;

/// How many cells my study fills at random, about, on a board of 10,000
/// cells squared; see `fills`.
pub const FILLS: usize = 100_000;

/// The most my steps count, in all or net, either way.
pub const FAR: i64 = 999_999;

/// How many of my last moves a deeper look checks.
pub const LOOKS: usize = 2;

/// How many moves not to play again a line of my state holds, and the most
/// my state holds, on a 26x26 board.
pub const AGAIN_LINE: usize = 12;
pub const AGAIN: usize = 408;

/// Learns from the game just over, whose moves `game` holds: from any game,
/// my evaluation; from a game I lost, how deep I look and a move not to
/// play again, which it gives (NONE: none).
pub fn learn(game: &mut Game) -> usize {
    // The board the game began from: the board less the game's moves.
    let mut b = after(game, &game.board, 0);
    let mut k: usize = 0;
    while k < game.count {
        b.cells[game.moves[k] as usize] = 0;
        k += 1;
    }
    teach(game, &b);
    if game.status != LOST {
        return NONE;
    }
    // A game played at a level you asked for teaches my evaluation and
    // what not to play again, not how deep I look.
    if game.level.is_none() && game.deeper < deepest(&b) && deeper_disagrees(game, &b) {
        game.deeper += 1;
    }
    remember(game, &b)
}

/// The side that made move `k` of the game just over: the last move is the
/// winner's, yours when I lost, and the sides take turns before it.
pub fn mover(game: &Game, k: usize) -> u8 {
    let last: u8 = if game.status == LOST { YOU } else { ME };
    if (game.count - 1 - k) % 2 == 0 { last } else { 3 - last }
}

/// The board `b` (on which the game began) after the first `j` moves of
/// `game`, each move on the tile of its side.
pub fn after(game: &Game, b: &Board, j: usize) -> Board {
    let mut here = Board { cells: b.cells, columns: b.columns, rows: b.rows, links: b.links, shape: b.shape, work: FREE, killer: [NONE as u16; 8] };
    let mut i: usize = 0;
    while i < j {
        here.cells[game.moves[i] as usize] = mover(game, i);
        i += 1;
    }
    here
}

/// e to the power `x`, worked out here: the compiler's own calls the
/// driver's quick link of my successor cannot find. x is n times ln 2
/// plus a rest r of at most half that; e to the r by its series, times 2
/// to the n, which a float's exponent holds.
pub fn exp(x: f64) -> f64 {
    let x: f64 = if x > 700.0 { 700.0 } else if x < -700.0 { -700.0 } else { x };
    let n: i32 = nearest(x / core::f64::consts::LN_2);
    let r: f64 = x - n as f64 * core::f64::consts::LN_2;
    let (mut sum, mut term): (f64, f64) = (1.0, 1.0);
    let mut k: i32 = 1;
    while k < 20 {
        term = term * r / k as f64;
        sum += term;
        k += 1;
    }
    sum * f64::from_bits(((n + 1023) as u64) << 52)
}

/// The whole number nearest `x`, halves away from 0.
pub fn nearest(x: f64) -> i32 {
    if x < 0.0 { 0 - ((0.5 - x) as i32) } else { (x + 0.5) as i32 }
}

/// The chance my evaluation `learned` gives the side that has just moved on
/// a board where it sees `seen`.
pub fn chance(seen: &[i32; FEATURES], learned: &[i32; FEATURES]) -> f64 {
    let mut e: i32 = 0;
    let mut i: usize = 0;
    while i < FEATURES {
        e += learned[i] * seen[i];
        i += 1;
    }
    1.0 / (1.0 + exp(0.0 - e as f64 / POINT as f64))
}

/// Adds to `pull` what temporal differences ask of each weight over the `n`
/// boards of a game, each after a move, in order, each from the side of
/// its move's maker: what my evaluation saw (`seen`) and the chance it gave
/// (`chances`). The last move won. Where the move after board k was made
/// at random (`random`, move by move), board k learns nothing, and its own
/// chance is what came of it for the boards before.
pub fn differences(seen: &[[i32; FEATURES]; CELLS], chances: &[f64; CELLS], n: usize, random: &[bool; CELLS], pull: &mut [f64; FEATURES]) {
    let mut came: f64 = 1.0;
    let mut k: usize = n;
    while k > 0 {
        k -= 1;
        if k + 1 < n && random[k + 1] {
            came = chances[k];
        } else if k + 1 < n {
            came = (1.0 - LAMBDA) * (1.0 - chances[k + 1]) + LAMBDA * (1.0 - came);
        }
        let mut i: usize = 0;
        while i < FEATURES {
            pull[i] += (came - chances[k]) * seen[k][i] as f64;
            i += 1;
        }
    }
}

/// A stream of numbers for my study (SplitMix64): the next one.
pub fn draw(stream: &mut u64) -> u64 {
    *stream = stream.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z: u64 = *stream;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// How many times my study fills each board of a game on `cells` cells: so
/// many that a lesson fills about FILLS cells on 10x10, fewer on larger
/// boards (each fill costs more, and there are more boards), at least once:
/// 42 times on 7x7, 7 on 11x11, once from 18x18 up.
pub fn fills(cells: usize) -> usize {
    1 + FILLS / (cells * cells)
}

/// The share of `times` fills of the board `b` at random, `side` having
/// just moved, the other side first and then by turns, in which `side`
/// joins its edges; each fill's cells drawn from `stream`.
pub fn filled(b: &Board, side: u8, times: usize, stream: &mut u64) -> f64 {
    let mut empty = [0u16; CELLS];
    let mut n: usize = 0;
    let mut r: usize = 0;
    while r < b.rows {
        let mut c: usize = 0;
        while c < b.columns {
            if b.cells[r * MAX + c] == 0 {
                empty[n] = (r * MAX + c) as u16;
                n += 1;
            }
            c += 1;
        }
        r += 1;
    }
    let mut full = Board { cells: b.cells, columns: b.columns, rows: b.rows, links: b.links, shape: b.shape, work: FREE, killer: [NONE as u16; 8] };
    let mut path = [0u16; CELLS];
    let mut won: usize = 0;
    let mut t: usize = 0;
    while t < times {
        // The empty cells in an order drawn at random (Fisher and Yates),
        // taken by turns, the other side first.
        let mut k: usize = n;
        while k > 0 {
            let i = (draw(stream) % k as u64) as usize;
            k -= 1;
            empty.swap(i, k);
            full.cells[empty[k] as usize] = if (n - 1 - k) % 2 == 0 { 3 - side } else { side };
        }
        won += (chain(&full, side, &mut path) > 0) as usize;
        t += 1;
    }
    won as f64 / times as f64
}

/// My evaluation, taught by the game just over (begun on the board `b`):
/// TD(lambda) over the game's boards, and after a game I lost what my
/// study of each board tells, as above, by steps of temporal coherence;
/// and one lesson more.
pub fn teach(game: &mut Game, b: &Board) {
    // Each board of the game, what my evaluation saw in it from the side
    // that had just moved, and the chance it gave that side.
    let mut here = after(game, b, 0);
    let mut seen = [[0i32; FEATURES]; CELLS];
    let mut chances = [0f64; CELLS];
    let mut k: usize = 0;
    while k < game.count {
        let side = mover(game, k);
        here.cells[game.moves[k] as usize] = side;
        features(&here, side, &mut seen[k]);
        chances[k] = chance(&seen[k], &game.learned);
        k += 1;
    }
    let mut pull = [0f64; FEATURES];
    differences(&seen, &chances, game.count, &game.random, &mut pull);
    if game.status == LOST {
        study(game, b, &seen, &chances, &mut pull);
    }
    step(game, &pull);
    game.lessons = if game.lessons < LESSONS { game.lessons + 1 } else { LESSONS };
}

/// Adds to `pull` what my study of the game just over (begun on the board
/// `b`) asks of each weight: from each board but the last, which is won,
/// the share of its fills at random (see `filled`) that the side that had
/// just moved won, against the chance my evaluation gave it (`chances`),
/// times what it saw there (`seen`). The fills are drawn from a stream
/// seeded by my lessons and the game's moves.
pub fn study(game: &Game, b: &Board, seen: &[[i32; FEATURES]; CELLS], chances: &[f64; CELLS], pull: &mut [f64; FEATURES]) {
    let mut stream: u64 = game.lessons as u64;
    let mut k: usize = 0;
    while k < game.count {
        stream = (stream ^ game.moves[k] as u64).wrapping_mul(0x0100_0000_01b3);
        k += 1;
    }
    let times = fills(b.columns * b.rows);
    let mut here = after(game, b, 0);
    k = 0;
    while k + 1 < game.count {
        let side = mover(game, k);
        here.cells[game.moves[k] as usize] = side;
        let share = filled(&here, side, times, &mut stream);
        let mut i: usize = 0;
        while i < FEATURES {
            pull[i] += (share - chances[k]) * seen[k][i] as f64;
            i += 1;
        }
        k += 1;
    }
}

/// Moves each weight of my evaluation by what `pull` asks, times STEP,
/// times its steps' net over their all (all of it while it has none), and
/// counts what was asked among its steps.
pub fn step(game: &mut Game, pull: &[f64; FEATURES]) {
    let mut i: usize = 0;
    while i < FEATURES {
        let asked: f64 = STEP * pull[i];
        let net: f64 = if game.net[i] < 0 { (0 - game.net[i]) as f64 } else { game.net[i] as f64 };
        let share: f64 = if game.all[i] > 0 { net / game.all[i] as f64 } else { 1.0 };
        let w: i32 = game.learned[i] + nearest(share * asked);
        game.learned[i] = if w > HEAVIEST { HEAVIEST } else if w < 0 - HEAVIEST { 0 - HEAVIEST } else { w };
        let (all, net): (i64, i64) = (game.all[i] + nearest(if asked < 0.0 { 0.0 - asked } else { asked }) as i64, game.net[i] + nearest(asked) as i64);
        game.all[i] = if all > FAR { FAR } else { all };
        game.net[i] = if net > game.all[i] { game.all[i] } else if net < 0 - game.all[i] { 0 - game.all[i] } else { net };
        i += 1;
    }
}

/// Whether, at one of my last LOOKS moves of the game I lost (begun on the
/// board `b`) made while I could hope, looking deeper by one more chooses
/// another move than the one I played.
pub fn deeper_disagrees(game: &Game, b: &Board) -> bool {
    let wide = game.deeper as usize + 2;
    let mut looked: usize = 0;
    let mut j: usize = game.count;
    while j >= 2 && looked < LOOKS {
        j -= 2;
        let mut here = after(game, b, j);
        let m = game.moves[j] as usize;
        if value(&mut here, ME, m, -WIN - WIN) > 0 - WIN / 2 {
            looked += 1;
            let top = best(&mut here, ME, &game.weights, &game.learned, &[false; CELLS], wide);
            if top.count == wide && deepest_of(&mut here, ME, &top) != m {
                return true;
            }
        }
    }
    false
}

/// How many moves not to play again I remember on a board of `cells`.
pub fn room(cells: usize) -> usize {
    AGAIN_LINE * cells.div_ceil(20)
}

/// The fingerprint of the board `b`: a number its tiles give, cell by cell
/// in reading order (FNV-1a, after G. Fowler, L. C. Noll and K.-P. Vo),
/// the same for boards of the same tiles, and for others, one time in
/// four thousand million.
pub fn fingerprint(b: &Board) -> u32 {
    let mut print: u32 = 0x811c_9dc5;
    let mut r: usize = 0;
    while r < b.rows {
        let mut c: usize = 0;
        while c < b.columns {
            print = (print ^ b.cells[r * MAX + c] as u32).wrapping_mul(0x0100_0193);
            c += 1;
        }
        r += 1;
    }
    print
}

/// Remembers, of the game I lost (begun on the board `b`), my last move
/// made while I could hope (my last, if none) and its board, first of the
/// moves not to play again; gives that move. Nothing (NONE), on a board
/// given to me with tiles on it: my successor's game begins on an empty
/// board, and never meets those.
pub fn remember(game: &mut Game, b: &Board) -> usize {
    let (mut j, mut last): (usize, usize) = (game.count, NONE);
    while j >= 2 && !game.given {
        j -= 2;
        let mut here = after(game, b, j);
        last = if last == NONE { j } else { last };
        if value(&mut here, ME, game.moves[j] as usize, -WIN - WIN) > 0 - WIN / 2 {
            last = j;
            j = 0;
        }
    }
    if last == NONE {
        return NONE;
    }
    let (print, at): (u32, u16) = (fingerprint(&after(game, b, last)), game.moves[last]);
    // Where it goes from: where I remembered it already, else after the
    // last, or the last when they are full; those before move down one.
    let mut k: usize = 0;
    while k < game.again_count && (game.again[k] != print || game.again_at[k] != at) {
        k += 1;
    }
    if k == game.again_count && k < room(b.columns * b.rows) {
        game.again_count += 1;
    } else if k == game.again_count {
        k -= 1;
    }
    while k > 0 {
        game.again[k] = game.again[k - 1];
        game.again_at[k] = game.again_at[k - 1];
        k -= 1;
    }
    game.again[0] = print;
    game.again_at[0] = at;
    at as usize
}

/// Marks in `avoid` the moves not to play on the board `b`, to move for
/// me: those I remember (see "How I learn") on a board of its fingerprint.
pub fn not_again(game: &Game, b: &Board, avoid: &mut [bool; CELLS]) {
    let print = fingerprint(b);
    let mut k: usize = 0;
    while k < game.again_count {
        if game.again[k] == print {
            avoid[game.again_at[k] as usize] = true;
        }
        k += 1;
    }
}

/// My move on my board as it stands: my best but those I will not play
/// again (see "How I learn"), or my best of all, when every move left is
/// one of those. NONE when no cell is left to play.
pub fn mine(game: &mut Game) -> usize {
    let mut avoid = [false; CELLS];
    not_again(game, &game.board, &mut avoid);
    let deep = match game.level {
        Some(level) => level,
        None => game.deeper,
    };
    let at = choose(&mut game.board, ME, &game.weights, &game.learned, deep, &avoid);
    if at < NONE { at } else { choose(&mut game.board, ME, &game.weights, &game.learned, deep, &[false; CELLS]) }
}

// ---------------------------------------------------------------------------
// The game: the board, my weights and the moves, read from my state.

/// A generation's state: everything that changes from one to the next.
pub struct Game {
    /// The board as it stands, and its size.
    pub board: Board,
    /// What each cell is worth to me, 0 to 9, in hundredths of a point of
    /// my search.
    pub weights: [u8; CELLS],
    /// How many of my best moves I search one move deeper, 0 to 9.
    pub deeper: u8,
    /// The level you asked me to play this game at (0 to STRONGEST, asked
    /// with its first move: see `turn`), if you did: I search as if my
    /// lessons had made `deeper` that, or at my strongest.
    pub level: Option<u8>,
    /// My evaluation's weights (see "My evaluation"), and how many games
    /// taught them.
    pub learned: [i32; FEATURES],
    pub lessons: u32,
    /// My steps so far: for each weight of my evaluation, how far my
    /// lessons asked it to move, in all (back and forth), and net; see
    /// "How I learn".
    pub all: [i64; FEATURES],
    pub net: [i64; FEATURES],
    /// The moves not to play again, the newest first, and their boards'
    /// fingerprints: the first `again_count` of `again_at` and `again`
    /// (see "How I learn").
    pub again: [u32; AGAIN],
    pub again_at: [u16; AGAIN],
    pub again_count: usize,
    /// The cells played in this game, both of ours, in order: the last
    /// one mine while the game goes on; and which of them were made at
    /// random, by neither side's choice (yours only, in a training game's
    /// opening).
    pub moves: [u16; CELLS],
    pub count: usize,
    pub random: [bool; CELLS],
    /// Where the game stands: one of NEW, ON, WON, LOST, DRAW.
    pub status: usize,
    /// A new game on a board given to me, with my move to make first.
    pub opener: bool,
    /// A game begun on a board given to me with tiles on it: only then
    /// may the board hold tiles that no move of the game put there.
    pub given: bool,
}

/// The fewest cells of a board on which I ask to be compiled optimised, by
/// my state's last line "rustc: -C opt-level=1", which the driver reads.
/// From 8x8 up my search takes longer than the part of my compile that a
/// turn repeats (rustc rebuilds my state, and reuses what it built of the
/// rest of me the turn before), and optimised it runs four or five times
/// faster. Only my first two compiles in a directory build all of me, and
/// optimised they take some 0.4 s longer.
pub const FAST: usize = 64;

/// Where a game stands, and the word for it in my state's first line.
pub const NEW: usize = 0;
pub const ON: usize = 1;
pub const WON: usize = 2;
pub const LOST: usize = 3;
pub const DRAW: usize = 4;
const WORDS: [&[u8]; 5] = [b"new", b"on", b"won", b"lost", b"draw"];

/// The most lessons I count.
pub const LESSONS: u32 = 99999;

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

/// Refuses to play a state that is not one I wrote, saying `why`, in
/// few enough words that the line fits 80 columns behind the driver's
/// name for me.
fn bad(why: &'static str) -> Refusal {
    no(b"my board is not a position of this game: ", NONE, why.as_bytes())
}

/// Writes the name of cell `at`, such as F6 or K11.
pub fn name(at: usize, out: &mut Text) {
    out.push(&[b'A' + (at % MAX) as u8]);
    number(at / MAX + 1, out);
}

/// Writes a number below 100,000.
pub fn number(n: usize, out: &mut Text) {
    let mut tens: usize = 1;
    while tens * 10 <= n {
        tens *= 10;
    }
    while tens > 0 {
        out.push(&[b'0' + (n / tens % 10) as u8]);
        tens /= 10;
    }
}

/// Writes a whole number with its sign, + or -: +0, -12.
pub fn signed(n: i32, out: &mut Text) {
    out.push(if n < 0 { b"-" } else { b"+" });
    number(if n < 0 { (0 - n) as usize } else { n as usize }, out);
}

/// The whole number written in `text` from `i` (a sign may lead), and the
/// byte after it; 0 when there is none. At most six digits are read.
pub fn read_number(text: &[u8], i: usize) -> (i32, usize) {
    let minus: bool = i < text.len() && text[i] == b'-';
    let mut j: usize = if i < text.len() && (text[i] == b'-' || text[i] == b'+') { i + 1 } else { i };
    let mut n: i32 = 0;
    while j < text.len() && j < i + 7 && text[j] >= b'0' && text[j] <= b'9' {
        n = n * 10 + (text[j] - b'0') as i32;
        j += 1;
    }
    (if minus { 0 - n } else { n }, j)
}

/// The cell a column letter (either case) and a row number 1 to 26 name,
/// from `text` at `i`, and the byte after it; NONE when they name none.
pub fn cell(text: &[u8], i: usize) -> (usize, usize) {
    let letter: u8 = if i < text.len() { text[i] | 0x20 } else { 0 };
    let mut j: usize = i + 1;
    let mut row: usize = 0;
    while j < text.len() && j < i + 3 && text[j] >= b'0' && text[j] <= b'9' && !(j == i + 1 && text[j] == b'0') {
        row = row * 10 + (text[j] - b'0') as usize;
        j += 1;
    }
    if letter < b'a' || letter > b'z' || row == 0 || row > MAX {
        return (NONE, j);
    }
    ((row - 1) * MAX + (letter - b'a') as usize, j)
}

/// Your move, from the command line (`arg`, the first bytes of its first
/// argument, and `argc`): none (NONE: let me open), or a cell.
pub fn parse_move(arg: [u8; 4], argc: i32) -> Result<usize, Refusal> {
    let (at, end) = cell(&arg, 0);
    let length: usize = if arg[3] != 0 { 4 } else if arg[2] != 0 { 3 } else if arg[1] != 0 { 2 } else { 1 };
    match argc {
        ..=1 => Ok(NONE),
        2 if at < NONE && end == length => Ok(at),
        2 => Err(no(b"a move is one cell: a column letter, then a row number, such as B4", NONE, b"")),
        _ => Err(no(b"give one move at a time", NONE, b"")),
    }
}

/// Where my weights begin on a line of my board: after the board's widest
/// line and three spaces. Each weight takes three places, right-aligned,
/// and each row of them one place more to the right than the one above.
fn beside(b: &Board) -> usize {
    b.rows + b.columns * 2 + 7
}

/// Writes `n` spaces.
fn spaces(n: usize, out: &mut Text) {
    let mut i: usize = 0;
    while i < n {
        out.push(b" ");
        i += 1;
    }
}

/// Writes the column letters, spaced like the cells.
fn letters(b: &Board, out: &mut Text) {
    let mut c: usize = 0;
    while c < b.columns {
        out.push(if c == 0 { b"" } else { b" " });
        out.push(&[b'A' + c as u8]);
        c += 1;
    }
}

impl Game {
    /// Reads my state's lines, and checks that they are a position this
    /// game can reach: each move of the game on a cell of its side's
    /// tile, nobody's chain joined before the last move, where the game
    /// stands as the board says; and my state must be as I would write it.
    /// I do not search again for each of my moves to see that my weights
    /// choose it: that would cost a search per move of mine, every turn.
    pub fn read(lines: &[&str]) -> Result<Game, Refusal> {
        if lines.len() < 5 {
            return Err(bad("my state is too short"));
        }
        // Line 2: "size 11x11", then ", from a given board" and ", I move
        // first" when they hold.
        let size = lines[1].as_bytes();
        let mut i: usize = 5;
        let mut n: usize = 0;
        while i < size.len() && i < 8 && size[i] >= b'0' && size[i] <= b'9' {
            n = n * 10 + (size[i] - b'0') as usize;
            i += 1;
        }
        let columns = n;
        n = 0;
        i += 1;
        while i < size.len() && i < 11 && size[i] >= b'0' && size[i] <= b'9' {
            n = n * 10 + (size[i] - b'0') as usize;
            i += 1;
        }
        if columns < 2 || columns > MAX || n < 2 || n > MAX || lines.len() < n + 10 {
            return Err(bad("my size line must read like size 11x11"));
        }
        let rest = &size[i..];
        let mut game = Game {
            board: board(columns, n),
            weights: [0; CELLS],
            deeper: 0,
            level: None,
            learned: [0; FEATURES],
            lessons: 0,
            all: [0; FEATURES],
            net: [0; FEATURES],
            again: [0; AGAIN],
            again_at: [0; AGAIN],
            again_count: 0,
            moves: [0; CELLS],
            count: 0,
            random: [false; CELLS],
            status: 5,
            opener: rest.ends_with(b", I move first"),
            given: rest.starts_with(b", from a given board"),
        };
        let b = &mut game.board;
        // The tile of cell (c, r) at byte 3 + r + 2c of line 4 + r, its
        // weight at byte `beside` + r + 2c; anything else there, I write
        // otherwise.
        let at_weights = beside(b);
        let mut r: usize = 0;
        while r < b.rows {
            let row = lines[r + 3].as_bytes();
            let mut c: usize = 0;
            while c < b.columns {
                let at = r * MAX + c;
                if row.len() > r + c * 2 + 3 {
                    b.cells[at] = match row[r + c * 2 + 3] { b'X' => YOU, b'0' => ME, _ => 0 };
                }
                if row.len() > at_weights + r + c * 2 {
                    game.weights[at] = row[at_weights + r + c * 2] % 48 % 10;
                }
                c += 1;
            }
            r += 1;
        }
        // How deep I look, on the line below the board: "deeper: 0"; how
        // many lessons I learned from, "lessons: 0"; and my evaluation, each
        // weight after its name and a space, each name after a comma and a
        // space but the first, after "my evaluation: ".
        // In a game played at a level, "deeper: 0 (10 in this game)".
        let deep = lines[b.rows + 4].as_bytes();
        if deep.len() > 8 {
            game.deeper = deep[8] % 48 % 10;
        }
        if deep.len() > 11 {
            let level = read_number(deep, 11).0;
            game.level = Some(if level >= 0 && level <= STRONGEST as i32 { level as u8 } else { STRONGEST + 1 });
        }
        let lessons = read_number(lines[b.rows + 5].as_bytes(), 9).0;
        game.lessons = if lessons > 0 && lessons <= LESSONS as i32 { lessons as u32 } else { 0 };
        let eval = lines[b.rows + 6].as_bytes();
        let mut i: usize = 15;
        let mut k: usize = 0;
        while k < FEATURES {
            let (weight, end) = read_number(eval, i + NAMES[k].len() + 1);
            game.learned[k] = weight;
            i = end + 2;
            k += 1;
        }
        // My steps, in all, then net, of each weight in the order of my
        // table, each pair ALL/NET after its name and a space, each name
        // after a comma and a space but the first, after "my steps, asked
        // in all/net: ".
        let steps = lines[b.rows + 7].as_bytes();
        let mut i: usize = 28;
        let mut k: usize = 0;
        while k < FEATURES {
            let (all, end) = read_number(steps, i + NAMES[k].len() + 1);
            let (net, end) = read_number(steps, end + 1);
            game.all[k] = all as i64;
            game.net[k] = net as i64;
            if all < 0 || net > all || net < 0 - all {
                return Err(bad("my steps line is not as I write it"));
            }
            i = end + 2;
            k += 1;
        }
        // The moves not to play again, each after a space, its board's
        // fingerprint after @, on the lines of "not again:", one for every
        // 20 cells of the board; then the moves of this game, after
        // "moves:", each after a space, or after a * when it was made at
        // random, up to the line of how I am compiled, if there is one.
        let runs = (b.columns * b.rows).div_ceil(20);
        let mut l: usize = b.rows + 8;
        while l < lines.len() && !lines[l].starts_with("rustc:") {
            let text = lines[l].as_bytes();
            let again: bool = l < b.rows + 8 + runs;
            let mut i: usize = if again { 10 } else { 6 };
            while i + 1 < text.len() && game.count < CELLS && game.again_count < AGAIN {
                let random: bool = text[i] == b'*' && !again;
                let (at, end) = cell(text, i + 1);
                i = end;
                if at < NONE && again {
                    // The eight digits after @, and i at the space after them.
                    let mut print: u32 = 0;
                    i = end + 1;
                    while i < text.len() && i < end + 9 {
                        let x: u8 = text[i];
                        let digit: u8 = if x >= b'a' { x - b'a' + 10 } else { x % 48 % 10 };
                        print = (print << 4) | (digit % 16) as u32;
                        i += 1;
                    }
                    game.again[game.again_count] = print;
                    game.again_at[game.again_count] = at as u16;
                    game.again_count += 1;
                } else if at < NONE {
                    game.moves[game.count] = at as u16;
                    game.random[game.count] = random;
                    game.count += 1;
                }
            }
            l += 1;
        }
        // Each move, from the last, on a tile of its side, which I take
        // off: what is left is the board the game began from. The last
        // is mine, unless you just won; sides take turns before it.
        let words = lines[0].as_bytes();
        let word = if words.len() > 11 { words[11] } else { 0 };
        let mut start = Board { cells: b.cells, columns: b.columns, rows: b.rows, links: b.links, shape: b.shape, work: FREE, killer: [NONE as u16; 8] };
        let mut k: usize = game.count;
        let mut side: u8 = ME;
        let mut fits = true;
        while k > 0 {
            k -= 1;
            let at = game.moves[k] as usize;
            // A move made at random is one of yours, never mine.
            if at % MAX >= b.columns || at / MAX >= b.rows || start.cells[at] != side || (game.random[k] && side == ME) {
                fits = false;
            }
            start.cells[at] = 0;
            if k + 1 == game.count {
                // Before the last move, nobody had won.
                fits = fits && distance(&start, YOU) > 0 && distance(&start, ME) > 0;
            }
            side = 3 - side;
        }
        // Tiles no move put there: only on a board given to me.
        if !fits || empty(&start) == game.given {
            return Err(bad("the board is not the one my moves make"));
        }
        let (you, me) = (distance(b, YOU), distance(b, ME));
        let empty = empty(b);
        game.status = match word {
            b'n' if game.count == 0 && (empty || game.opener) && you > 0 && me > 0 => NEW,
            b'o' if !game.opener && you > 0 && me > 0 && !(empty && game.count == 0) => ON,
            b'w' if !game.opener && me == 0 && game.count > 0 => WON,
            b'l' if !game.opener && empty && game.count == 0 => LOST,
            _ => 5,
        };
        if game.status == 5 {
            return Err(bad("my first line must read like contactix: on"));
        }
        if game.level.is_some() && game.status != ON {
            return Err(bad("a level holds for a game in progress only"));
        }
        if game.level > Some(STRONGEST) {
            return Err(bad("my level in this game is not a number from 0 to 10"));
        }
        let mut text = Text::empty();
        game.write(&mut text);
        let rows = game.board.rows;
        let runs = (game.board.columns * rows).div_ceil(20);
        // How many lines I write.
        let mut written: usize = 0;
        let mut i: usize = 0;
        while i < text.len {
            written += (text.bytes[i] == b'\n') as usize;
            i += 1;
        }
        match text.differs(lines) {
            0 => Ok(game),
            1 => Err(bad("my first line must read like contactix: on")),
            2 => Err(bad("my size line must read like size 11x11")),
            d if d <= rows + 4 => Err(bad("a row of my board or weights is not as I write it")),
            d if d == rows + 5 => Err(bad("my depth line must read like deeper: 0")),
            d if d == rows + 6 => Err(bad("my lessons line must read like lessons: 0")),
            d if d == rows + 7 => Err(bad("my evaluation line is not as I write it")),
            d if d == rows + 8 => Err(bad("my steps line is not as I write it")),
            d if d <= rows + 8 + runs => Err(bad("what I must not play again is not as I write it")),
            // The last line I write is how I am compiled.
            d if d == written => Err(bad("my last line must read rustc: -C opt-level=1")),
            _ => Err(bad("my moves are not written as I write them")),
        }
    }

    /// Writes my state's lines, each ended by a newline.
    pub fn write(&self, out: &mut Text) {
        out.push(b"contactix: ");
        out.push(WORDS[self.status]);
        out.push(b"\nsize ");
        number(self.board.columns, out);
        out.push(b"x");
        number(self.board.rows, out);
        out.push(if self.given { b", from a given board" } else { b"" });
        out.push(if self.opener { b", I move first\n" } else { b"\n" });
        self.picture(out, true);
        out.push(b"deeper: ");
        // (A level above 9 is never my own, only a game's: see below.)
        out.push(&[b'0' + if self.deeper > DEEPEST { DEEPEST } else { self.deeper }]);
        if let Some(level) = self.level {
            out.push(b" (");
            number(level as usize, out);
            out.push(b" in this game)");
        }
        out.push(b"\nlessons: ");
        number(self.lessons as usize, out);
        out.push(b"\nmy evaluation: ");
        let mut k: usize = 0;
        while k < FEATURES {
            out.push(if k > 0 { b", " } else { b"" });
            out.push(NAMES[k].as_bytes());
            out.push(b" ");
            signed(self.learned[k], out);
            k += 1;
        }
        out.push(b"\nmy steps, asked in all/net: ");
        k = 0;
        while k < FEATURES {
            out.push(if k > 0 { b", " } else { b"" });
            out.push(NAMES[k].as_bytes());
            out.push(b" ");
            number(self.all[k] as usize, out);
            out.push(b"/");
            out.push(if self.net[k] < 0 { b"-" } else { b"" });
            number(if self.net[k] < 0 { (0 - self.net[k]) as usize } else { self.net[k] as usize }, out);
            k += 1;
        }
        out.push(b"\n");
        // AGAIN_LINE moves not to play again on a line, and a line of moves
        // for every 20 cells of the board, so that my state has as many
        // lines at the end of a game as at its start: rustc, compiling me,
        // then finds the rest of me where it was last turn, line for line,
        // and reuses what it built of it.
        let runs = (self.board.columns * self.board.rows).div_ceil(20);
        let mut k: usize = 0;
        while k < runs * AGAIN_LINE {
            out.push(if k % AGAIN_LINE == 0 { b"not again:" } else { b"" });
            if k < self.again_count {
                out.push(b" ");
                name(self.again_at[k] as usize, out);
                out.push(b"@");
                let mut shift: u32 = 32;
                while shift > 0 {
                    shift -= 4;
                    out.push(&[b"0123456789abcdef"[(self.again[k] >> shift) as usize % 16]]);
                }
            }
            k += 1;
            out.push(if k % AGAIN_LINE == 0 { b"\n" } else { b"" });
        }
        listing(b"moves:", &self.moves, &self.random, self.count, self.board.columns * self.board.rows, out);
        if self.board.columns * self.board.rows >= FAST {
            out.push(b"rustc: -C opt-level=1\n");
        }
    }

    /// Writes my board, with my face below it, and my weights beside it
    /// when `weights`.
    pub fn picture(&self, out: &mut Text, weights: bool) {
        let b = &self.board;
        out.push(b"   ");
        letters(b, out);
        if weights {
            spaces(beside(b) - b.columns * 2 - 2, out);
            out.push(b"my weights");
        }
        out.push(b"\n");
        let mut r: usize = 0;
        while r < b.rows {
            out.push(if r < 9 { b" " } else { b"" });
            number(r + 1, out);
            spaces(r + 1, out);
            let mut c: usize = 0;
            while c < b.columns {
                out.push(if c == 0 { b"" } else { b" " });
                out.push(match b.cells[r * MAX + c] { YOU => b"X", ME => b"0", _ => b"." });
                c += 1;
            }
            out.push(b" ");
            number(r + 1, out);
            if weights {
                spaces(beside(b) - b.columns * 2 - r - 5 + if r < 9 { 1 } else { 0 }, out);
                spaces(r, out);
                c = 0;
                while c < b.columns {
                    out.push(if c == 0 { b"" } else { b" " });
                    out.push(&[b'0' + self.weights[r * MAX + c]]);
                    c += 1;
                }
            }
            out.push(b"\n");
            r += 1;
        }
        spaces(b.rows + 3, out);
        letters(b, out);
        out.push(b"   ");
        out.push([b":-|", b":-|", b":-)", b":-(", b":-|"][self.status]);
        out.push(b"\n");
    }
}

/// Writes `count` of the `moves`, after `word` on a line for every 20
/// cells of a board of `cells`, each ended by a newline; each after a
/// space, or after a * when `random` marks it.
fn listing(word: &[u8], moves: &[u16; CELLS], random: &[bool; CELLS], count: usize, cells: usize, out: &mut Text) {
    let mut k: usize = 0;
    while k < cells || k % 20 != 0 {
        out.push(if k % 20 == 0 { word } else { b"" });
        if k < count {
            out.push(if random[k] { b"*" } else { b" " });
            name(moves[k] as usize, out);
        }
        k += 1;
        out.push(if k % 20 == 0 { b"\n" } else { b"" });
    }
}

/// The cells of `side`'s shortest chain of tiles joining its edges, from
/// its second edge back to its first, into `path`; gives how many (0: its
/// tiles join none).
pub fn chain(b: &Board, side: u8, path: &mut [u16; CELLS]) -> usize {
    let mut from = [NONE as u16; CELLS];
    let mut queue = [0u16; CELLS];
    let (mut head, mut tail): (usize, usize) = (0, 0);
    let mut i: usize = 0;
    while i < edge_len(b, side) {
        let at = edge(b, side, false, i);
        if b.cells[at] == side {
            from[at] = at as u16;
            queue[tail] = at as u16;
            tail += 1;
        }
        i += 1;
    }
    let mut end: usize = NONE;
    while head < tail && end == NONE {
        let at = queue[head] as usize;
        head += 1;
        if (side == YOU && at / MAX + 1 == b.rows) || (side == ME && at % MAX + 1 == b.columns) {
            end = at;
        }
        let mut d: usize = 0;
        while d < 6 {
            let next = b.links[at][d] as usize;
            if next < NONE && b.cells[next] == side && from[next] as usize == NONE {
                from[next] = at as u16;
                queue[tail] = next as u16;
                tail += 1;
            }
            d += 1;
        }
    }
    // Back from the second edge to the first.
    let mut n: usize = 0;
    while end < NONE {
        path[n] = end as u16;
        n += 1;
        end = if from[end] as usize == end { NONE } else { from[end] as usize };
    }
    n
}

// ---------------------------------------------------------------------------
// One turn: your move, then mine.

/// Plays your move (`at`; NONE: let me open) and my reply, and gives the
/// game as it then stands, or the reason I refuse. A lost game is left
/// for `conclude`.
pub fn play(game: Game, at: usize) -> Result<Game, Refusal> {
    let mut next = game;
    match (next.status, at) {
        (DRAW, _) => return Err(no(b"this game is over: start a new one", NONE, b"")),
        (ON, NONE) => return Err(no(b"it is your move: give a cell, such as B4", NONE, b"")),
        (NEW, _) if next.opener && at < NONE => {
            return Err(no(b"it is my move: run me with no move", NONE, b""));
        }
        // A new game after one I won, which I learned from: on an empty
        // board.
        (WON, _) => {
            next.board.cells = [0; CELLS];
            next.count = 0;
            next.random = [false; CELLS];
            next.given = false;
        }
        _ => {}
    }
    next.opener = false;
    if at < NONE {
        if at % MAX >= next.board.columns || at / MAX >= next.board.rows {
            return Err(no(b"cell ", at, b" is not on my board"));
        } else if next.board.cells[at] != 0 {
            return Err(no(b"cell ", at, b" is taken"));
        }
        next.board.cells[at] = YOU;
        next.moves[next.count] = at as u16;
        next.count += 1;
        if distance(&next.board, YOU) == 0 {
            next.status = LOST;
            return Ok(next);
        }
    }
    let mine = mine(&mut next);
    next.board.cells[mine] = ME;
    next.moves[next.count] = mine as u16;
    next.count += 1;
    next.status = if distance(&next.board, ME) == 0 { WON } else { ON };
    Ok(next)
}

/// Plays as `play` does, your move (`at`) made at random, by neither
/// side's choice (a training game's opening), and marks it so: my lessons
/// learn nothing across it.
pub fn play_at_random(game: Game, at: usize) -> Result<Game, Refusal> {
    let k: usize = if game.status == ON { game.count } else { 0 };
    match play(game, at) {
        Ok(mut next) => {
            next.random[k] = at < NONE;
            Ok(next)
        }
        Err(refusal) => Err(refusal),
    }
}

/// After a game over, won or lost: I learn from it; after a game I lost,
/// my successor has a new board (after one I won, it shows the game's, and
/// its first move begins a new one). Gives the move I will not play again
/// (NONE: none).
pub fn conclude(game: &mut Game) -> usize {
    let mut again: usize = NONE;
    if game.status == LOST || game.status == WON {
        again = learn(game);
    }
    if game.status == LOST {
        game.board.cells = [0; CELLS];
        game.count = 0;
        game.random = [false; CELLS];
        game.given = false;
    }
    // A level holds for the game it was asked for.
    if game.status != ON {
        game.level = None;
    }
    again
}

/// One run: reads my state, your move (`arg` and `argc`, from the
/// command line) and the `level` you ask for (see `level_asked`), and
/// writes my successor's state to `next` and what we did to `said`; or,
/// when I refuse, why to `said`, and gives false.
pub fn turn(arg: [u8; 4], argc: i32, level: i32, next: &mut Text, said: &mut Text) -> bool {
    let (mut before, at) = match (Game::read(state::STATE), parse_move(arg, argc)) {
        (Ok(game), Ok(at)) => (game, at),
        (Err(refusal), _) | (_, Err(refusal)) => return refuse(refusal, said),
    };
    let fresh = before.status == NEW || before.status == LOST || before.status == WON;
    // The level you ask for (see `level_asked`): a new game's, or the
    // game's own.
    if level == -2 || level > STRONGEST as i32 {
        return refuse(no(b"MERLYN_LEVEL is a level from 0 to 10: how deep I search", NONE, b""), said);
    }
    if fresh {
        before.level = if level >= 0 { Some(level as u8) } else { None };
    } else if level >= 0 && before.level != Some(level as u8) {
        return refuse(no(b"a level is asked with a game's first move, not in a game under way", NONE, b""), said);
    }
    let (deeper, learned) = (before.deeper, before.learned);
    let mut after = match play(before, at) {
        Ok(game) => game,
        Err(refusal) => return refuse(refusal, said),
    };
    if fresh {
        said.push(b"A new ");
        number(after.board.columns, said);
        said.push(b"x");
        number(after.board.rows, said);
        said.push(b" game: you, X, join top and bottom; I, 0, join left and right.\n");
    }
    // The board as this turn leaves it, drawn for you; at the end, with
    // the winning chain marked.
    let mine = if after.status == LOST { NONE } else { after.moves[after.count - 1] as usize };
    let winner: u8 = if after.status == LOST { YOU } else if after.status == WON { ME } else { 0 };
    let mut path = [0u16; CELLS];
    let n: usize = if winner > 0 { chain(&after.board, winner, &mut path) } else { 0 };
    view(&after.board, at, mine, &path, n, said);
    // "You took F6, I took E7.", and at the end, the winning chain; what
    // I learned, when you won. Long lines I fold.
    let start = said.len;
    if at < NONE {
        said.push(b"You took ");
        name(at, said);
    }
    if after.status != LOST {
        said.push(if at < NONE { b", I took " } else { b"I took " });
        name(after.moves[after.count - 1] as usize, said);
    }
    said.push(b".");
    if winner > 0 {
        said.push(if winner == YOU { b" Your chain joins top and bottom, " } else { b" My chain joins left and right, " });
        said.push(b"marked *:");
        let mut k: usize = n;
        while k > 0 {
            k -= 1;
            said.push(b" ");
            name(path[k] as usize, said);
        }
        said.push(b".");
    }
    let over = after.status == LOST || after.status == WON;
    let again = conclude(&mut after);
    if over {
        told(&after, deeper, &learned, again, said);
    }
    fold(said, start);
    after.write(next);
    true
}

/// Draws the board `b` for you: the top and bottom edges, yours, marked
/// X; the left and right, mine, marked 0; your last move (`yours`) and
/// mine (`mine`; NONE: none) in brackets, which two cells side by side
/// share as `[X|0]`; and the `n` cells of `path`, a winning chain, as *.
fn view(b: &Board, yours: usize, mine: usize, path: &[u16; CELLS], n: usize, said: &mut Text) {
    let mut marked = [false; CELLS];
    let mut k: usize = 0;
    while k < n {
        marked[path[k] as usize] = true;
        k += 1;
    }
    spaces(5, said);
    letters(b, said);
    said.push(b"\n");
    edge_marks(b, 5, said);
    let mut r: usize = 0;
    while r < b.rows {
        // The marks between the cells: before the first, between each
        // two, after the last.
        let mut marks = [b' '; MAX + 1];
        let mut c: usize = 0;
        while c < b.columns {
            let at = r * MAX + c;
            if at == yours || at == mine {
                marks[c] = if marks[c] == b']' { b'|' } else { b'[' };
                marks[c + 1] = b']';
            }
            c += 1;
        }
        said.push(if r < 9 { b" " } else { b"" });
        number(r + 1, said);
        spaces(r + 1, said);
        said.paint(b'0', false);
        c = 0;
        while c < b.columns {
            let at = r * MAX + c;
            said.push(&[marks[c]]);
            let tile: u8 = if marked[at] { b'*' } else { match b.cells[at] { YOU => b'X', ME => b'0', _ => b'.' } };
            said.paint(tile, at == yours || at == mine);
            c += 1;
        }
        said.push(&[marks[b.columns]]);
        said.paint(b'0', false);
        said.push(b" ");
        number(r + 1, said);
        said.push(b"\n");
        r += 1;
    }
    edge_marks(b, b.rows + 4, said);
    spaces(b.rows + 4, said);
    letters(b, said);
    // The key, beside the letters if it fits in 80 columns, else below (so
    // a first turn on 17 rows, which says more, fits 24 lines).
    let key: &[u8] = if n > 0 { b"[ ] last moves, * the chain" } else { b"[ ] last moves" };
    let width: usize = b.rows + 4 + b.columns * 2 - 1;
    said.push(if width + 3 + key.len() <= 80 { b"   " } else { b"\n" });
    said.push(key);
    said.push(b"\n");
}

/// Writes a line of X, one under or over each cell of a row that starts
/// `indent` places in: your edge.
fn edge_marks(b: &Board, indent: usize, said: &mut Text) {
    spaces(indent, said);
    let mut c: usize = 0;
    while c < b.columns {
        said.push(if c == 0 { b"" } else { b" " });
        said.paint(b'X', false);
        c += 1;
    }
    said.push(b"\n");
}

/// Folds what I said from `start` on into lines of at most 79 places, at
/// spaces (TEXT: no space yet on the line).
pub fn fold(said: &mut Text, start: usize) {
    let mut line: usize = start;
    let mut space: usize = TEXT;
    let mut i: usize = start;
    while i < said.len {
        if said.bytes[i] == b'\n' {
            line = i + 1;
            space = TEXT;
        } else {
            space = if said.bytes[i] == b' ' { i } else { space };
            // The line so far, this byte included, is too long: it ends at
            // its last space.
            if i + 1 - line > 79 && space < TEXT {
                said.bytes[space] = b'\n';
                line = space + 1;
                space = TEXT;
            }
        }
        i += 1;
    }
}

/// Says, in words, what I learned from the game just over: my evaluation,
/// and how many of my best moves I now search deeper, as they moved from
/// what I played the game with, `learned` and `deeper`; and the move I
/// will not play again, `again` (NONE: none).
fn told(after: &Game, deeper: u8, learned: &[i32; FEATURES], again: usize, said: &mut Text) {
    said.push(b"\nI learned from this game, my lesson ");
    number(after.lessons as usize, said);
    said.push(b": ");
    let mut moved = false;
    let mut k: usize = 0;
    while k < FEATURES {
        if after.learned[k] != learned[k] {
            said.push(if moved { b", " } else { b"my evaluation weighs " });
            said.push(NAMES[k].as_bytes());
            said.push(b" ");
            signed(after.learned[k], said);
            said.push(b" (was ");
            signed(learned[k], said);
            said.push(b")");
            moved = true;
        }
        k += 1;
    }
    said.push(if moved { b"; " } else { b"my evaluation stays as it was; " });
    if after.deeper != deeper {
        said.push(b"I search my ");
        number(after.deeper as usize + 1, said);
        said.push(b" best moves a move deeper, not ");
        number(deeper as usize + 1, said);
        said.push(b"; ");
    }
    if again < NONE {
        said.push(b"and where I played ");
        name(again, said);
        said.push(b" in this game, I will play another move.");
    } else {
        // A game begun on a board given to me: my successor's begins on an
        // empty one.
        said.len -= 2;
        said.push(b".");
    }
}

/// Says why I refuse, and gives false.
fn refuse(refusal: Refusal, said: &mut Text) -> bool {
    said.push(refusal.say);
    if refusal.at < NONE {
        name(refusal.at, said);
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
