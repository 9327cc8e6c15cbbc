// merlyn: a game of Reversi that is also the program playing it.
//
// You are X, I am 0 (a zero). You hold e4 and d5, I hold d4 and e5, and
// you move first. A move is a square, its column a-h then its row 1-8:
// f5. It must flip at least one of my discs, along any of the eight lines
// through it: a straight run of my discs closed by one of yours. When one
// of us cannot move, the other moves again; when neither can, the game is
// over, and whoever has more discs wins.
//
// Compile me, run me with your move, and I print my successor: this very
// program, with your move and my reply written into the board below.
//
//     rustc reversi.rs -o next
//     ./next f5 | tee reversi-next.rs
//     rustc reversi-next.rs -o next && ./next e6 | tee reversi-next.rs
//
// Run me with no move, before the first one, and I open the game. After
// every game my successor has a changed strategy (my weights, what a disc
// on each square and a move of each side are worth to me): it has learned
// from the game, and from studying it; when you beat me, it also has a
// new board, may look further ahead, and never lets your same moves win
// the same game again.
//
// To play a game at a level, N moves ahead (1 to 8), set MERLYN_LEVEL
// when you run me for its first move: `MERLYN_LEVEL=8 ./next f5`. The
// game keeps its level to the end; it teaches my weights, but neither
// how far I look nor that promise.
//
// Only the lines of STATE change from one generation to the next.
// Everything else is the same in every generation, byte for byte.

// The C runtime calls my main itself: see "How I run" below.
#![no_main]

// My state: the game and where it stands (new, on, won, lost or draw); the
// board, and my face; my weights, what a disc of mine and one of yours on
// each square are worth to me, and a move that I or you could make (see
// "What a position is worth to me"); how many moves I look ahead, and how
// many lessons I have taken; my steps, which set how far my next lessons
// move each weight (see "How I learn"); and the moves of the game so far,
// both of ours, in order, in capitals a move made at random.
// (My state is a module of its own so that rustc, compiling my
// successor, builds that module anew and reuses the rest of me.)
mod state {
    pub static STATE: &[&str] = &[
        "reversi: new",
        "     a b c d e f g h",
        "   +-----------------+",
        " 1 |                 | 1",
        " 2 |                 | 2",
        " 3 |                 | 3",
        " 4 |       0 X       | 4",
        " 5 |       X 0       | 5",
        " 6 |                 | 6",
        " 7 |                 | 7",
        " 8 |                 | 8",
        "   +-----------------+",
        "     a b c d e f g h     :-|",
        "",
        "my weights: what a disc is worth to me on a square of this corner of the",
        "board (the other three mirror it), mine and yours, and what else I weigh",
        "               a    b    c    d                  a    b    c    d",
        "  mine    1   90   10   60   60     yours   1    0    0    0    0",
        "          2        10   20   20             2         0    0    0",
        "          3             40   40             3              0    0",
        "          4                  40             4                   0",
        "  a move I could make 0, a move you could make 0",
        "  a disc beside an empty square, mine 0, yours 0",
        "  a disc beside an empty corner, mine 0, yours 0",
        "  I look 1 move ahead; lessons taken: 0",
        "",
        "my steps: how far my lessons asked each weight to move, in points, back",
        "and forth in all, then net; it moves that share of what it is asked",
        "  mine  a1 0/0, b1 0/0, c1 0/0, d1 0/0, b2 0/0",
        "        c2 0/0, d2 0/0, c3 0/0, d3 0/0, d4 0/0",
        "  yours a1 0/0, b1 0/0, c1 0/0, d1 0/0, b2 0/0",
        "        c2 0/0, d2 0/0, c3 0/0, d3 0/0, d4 0/0",
        "  my moves and yours 0/0, 0/0",
        "  beside an empty square, mine and yours 0/0, 0/0",
        "  beside an empty corner, mine and yours 0/0, 0/0",
        "",
        "moves  1-20:",
        "moves 21-40:",
        "moves 41-60:",
    ];
}

// ---------------------------------------------------------------------------
// The board as bits. A set of squares is a number whose bit 8r + c stands
// for the square in row r + 1, column c + 1: a1 is bit 0, h1 bit 7, a8 bit
// 56. Reading order, row 1 from a to h first, is the order of the bits.
//
// Every move compiles me anew, and the compiler takes longest over numbers
// whose type it must work out: so a typed value stands first in each sum
// I write, and every counter has its type.

/// Your discs and mine at the start: e4 and d5, d4 and e5.
pub const START: [u64; 2] = [0x0000_0008_1000_0000, 0x0000_0010_0800_0000];

/// The four lines through a square, as the shift that steps along each
/// (east, south-west, south, south-east; shifted the other way, west,
/// north-east, north, north-west), and the squares a run along it may
/// pass: a step off the board, or around its edge, leaves them.
const SHIFT: [u32; 4] = [1, 7, 8, 9];
const INNER: [u64; 4] = [0x7e7e_7e7e_7e7e_7e7e, 0x007e_7e7e_7e7e_7e00, 0x00ff_ffff_ffff_ff00, 0x007e_7e7e_7e7e_7e00];

/// The discs of `yours` that a disc of `mine` on the square `at` (0..64)
/// flips: every straight run of yours that one of mine closes. None when
/// `at` is taken.
pub fn flips(mine: u64, yours: u64, at: usize) -> u64 {
    let bit = 1u64 << at;
    let mut all: u64 = 0;
    let mut d: usize = 0;
    while d < 4 && (mine | yours) & bit == 0 {
        let (shift, inner) = (SHIFT[d], yours & INNER[d]);
        // One way along the line, then the other.
        let (mut run, mut b): (u64, u64) = (0, bit << shift);
        while b & inner != 0 {
            run |= b;
            b <<= shift;
        }
        all |= if b & mine != 0 { run } else { 0 };
        (run, b) = (0, bit >> shift);
        while b & inner != 0 {
            run |= b;
            b >>= shift;
        }
        all |= if b & mine != 0 { run } else { 0 };
        d += 1;
    }
    all
}

/// The squares `mine` can play against `yours`: along each line from each
/// of mine, a run of yours that an empty square ends.
pub fn legal(mine: u64, yours: u64) -> u64 {
    let empty = !(mine | yours);
    let mut all: u64 = 0;
    let mut d: usize = 0;
    while d < 4 {
        let (shift, inner) = (SHIFT[d], yours & INNER[d]);
        let (mut up, mut down): (u64, u64) = ((mine << shift) & inner, (mine >> shift) & inner);
        let mut i: usize = 0;
        while i < 5 {
            up |= (up << shift) & inner;
            down |= (down >> shift) & inner;
            i += 1;
        }
        all |= ((up << shift) | (down >> shift)) & empty;
        d += 1;
    }
    all
}

/// Who moves after `side` (0 you, 1 me) has moved, on the board `discs`:
/// the other side if it can, else `side` again if it can, else 2: nobody.
pub fn after(discs: [u64; 2], side: usize) -> usize {
    if legal(discs[side ^ 1], discs[side]) != 0 {
        side ^ 1
    } else if legal(discs[side], discs[side ^ 1]) != 0 {
        side
    } else {
        2
    }
}

// ---------------------------------------------------------------------------
// What a position is worth to me.
//
// The board has eight symmetries (four turns, and a mirror of each), and
// they cast its 64 squares into ten kinds: a square is of the kind of the
// one it falls on in the corner a1-d4, where a1, b1, c1, d1, b2, c2, d2,
// c3, d3 and d4 stand for their kinds (b1 and a2 are one kind). A disc of
// mine on a square of kind k is worth MINE + k of my weights, a disc of
// yours YOURS + k; each move that I could make, if it were mine to move,
// is worth weight MOVES, and each move of yours weight MOVES + 1; each
// disc of mine beside an empty square (on the frontier) OPEN, each of
// yours OPEN + 1; each disc of mine beside an empty corner (where it may
// give the corner away) CORNERED, each of yours CORNERED + 1. What a
// position is worth to me is the sum: my weights times the features of
// the position, how many of each there are.
//
// Generation zero's weights are reverxii's, ten times over, for my discs:
//
//     the corners 90, the squares beside them 10, the other edges 60,
//     the centre 40, the ring around it 20, the corners' diagonal
//     neighbours 10;
//
// and 0 for the rest. With them, what a move of mine adds
// to my position is ten times what reverxii makes of it: the weight of
// its square, and of every disc it flips.

/// How many kinds of square there are; and where, among my weights, the
/// kinds of my discs start, those of yours, the moves, the discs beside
/// an empty square, and those beside an empty corner (mine, then yours).
pub const KINDS: usize = 10;
pub const MINE: usize = 0;
pub const YOURS: usize = 10;
pub const MOVES: usize = 20;
pub const OPEN: usize = 22;
pub const CORNERED: usize = 24;
/// How many weights I have, a feature each.
pub const FEATURES: usize = 26;

/// The corners, and the three squares beside each: a1's b1, a2 and b2,
/// h1's, a8's and h8's.
const CORNERS: [u64; 4] = [1, 1u64 << 7, 1u64 << 56, 1u64 << 63];
const BESIDE: [u64; 4] = [0x0000_0000_0000_0302, 0x0000_0000_0000_c040, 0x0203_0000_0000_0000, 0x40c0_0000_0000_0000];

/// The squares one step from some square of `set`, along any line: the
/// squares of `set` that a step would carry off the board, or around its
/// edge, stay behind.
pub fn around(set: u64) -> u64 {
    const AHEAD: [u64; 4] = [0x7f7f_7f7f_7f7f_7f7f, 0xfefe_fefe_fefe_fefe, !0, 0x7f7f_7f7f_7f7f_7f7f];
    const BACK: [u64; 4] = [0xfefe_fefe_fefe_fefe, 0x7f7f_7f7f_7f7f_7f7f, !0, 0xfefe_fefe_fefe_fefe];
    let mut all: u64 = 0;
    let mut d: usize = 0;
    while d < 4 {
        all |= (set & AHEAD[d]) << SHIFT[d] | (set & BACK[d]) >> SHIFT[d];
        d += 1;
    }
    all
}

/// The squares beside the corners that are empty where `taken` are taken.
pub fn cornered(taken: u64) -> u64 {
    let mut all: u64 = 0;
    let mut c: usize = 0;
    while c < 4 {
        all |= if taken & CORNERS[c] == 0 { BESIDE[c] } else { 0 };
        c += 1;
    }
    all
}

/// The squares of each kind, as sets: `kinds` makes them.
pub const KIND: [u64; KINDS] = kinds();

/// The kind of each square: fold its row and its column into the corner
/// (row and column 0..4), and count the squares of the corner before it,
/// row by row, on or above its diagonal.
const fn kinds() -> [u64; KINDS] {
    const FIRST: [usize; 4] = [0, 4, 7, 9];
    let mut sets = [0u64; KINDS];
    let mut at: usize = 0;
    while at < 64 {
        let (r, c) = (at / 8, at % 8);
        let r = if r < 4 { r } else { 7 - r };
        let c = if c < 4 { c } else { 7 - c };
        let (low, high) = if r < c { (r, c) } else { (c, r) };
        sets[FIRST[low] + high - low] |= 1u64 << at;
        at += 1;
    }
    sets
}

/// reverxii's weight of each kind: a1 b1 c1 d1 b2 c2 d2 c3 d3 d4.
pub const REVERXII: [i32; KINDS] = [9, 1, 6, 6, 1, 2, 2, 4, 4, 4];

/// Generation zero's weights: reverxii's, times ten, for my discs; 0 for
/// the rest.
pub const fn zero() -> [i32; FEATURES] {
    let mut weights = [0i32; FEATURES];
    let mut k: usize = 0;
    while k < KINDS {
        weights[MINE + k] = 10 * REVERXII[k];
        k += 1;
    }
    weights
}

/// The features of the position where `mine` and `yours` stand, seen from
/// the side of `mine`, who could make the moves `moves`, and `yours` the
/// moves `theirs`.
pub fn features(mine: u64, yours: u64, moves: u64, theirs: u64) -> [i32; FEATURES] {
    let mut counts = [0i32; FEATURES];
    let mut k: usize = 0;
    while k < KINDS {
        counts[MINE + k] = (mine & KIND[k]).count_ones() as i32;
        counts[YOURS + k] = (yours & KIND[k]).count_ones() as i32;
        k += 1;
    }
    counts[MOVES] = moves.count_ones() as i32;
    counts[MOVES + 1] = theirs.count_ones() as i32;
    let (open, cornered) = (around(!(mine | yours)), cornered(mine | yours));
    counts[OPEN] = (mine & open).count_ones() as i32;
    counts[OPEN + 1] = (yours & open).count_ones() as i32;
    counts[CORNERED] = (mine & cornered).count_ones() as i32;
    counts[CORNERED + 1] = (yours & cornered).count_ones() as i32;
    counts
}

/// What features `f` are worth with `weights`.
pub fn worth(f: &[i32; FEATURES], weights: &[i32; FEATURES]) -> i32 {
    let mut sum: i32 = 0;
    let mut i: usize = 0;
    while i < FEATURES {
        sum += f[i] * weights[i];
        i += 1;
    }
    sum
}

/// What the position where `mine` and `yours` stand is worth to `mine`,
/// with `weights`.
pub fn value(mine: u64, yours: u64, weights: &[i32; FEATURES]) -> i32 {
    evaluate(mine, yours, legal(mine, yours), legal(yours, mine), weights)
}

/// What `worth` makes of `features`, the same sum in one pass: a search
/// asks it at every line's end.
pub fn evaluate(mine: u64, yours: u64, moves: u64, theirs: u64, weights: &[i32; FEATURES]) -> i32 {
    let mut sum: i32 = weights[MOVES] * moves.count_ones() as i32 + weights[MOVES + 1] * theirs.count_ones() as i32;
    let (open, cornered) = (around(!(mine | yours)), cornered(mine | yours));
    sum += weights[OPEN] * (mine & open).count_ones() as i32 + weights[OPEN + 1] * (yours & open).count_ones() as i32;
    sum += weights[CORNERED] * (mine & cornered).count_ones() as i32 + weights[CORNERED + 1] * (yours & cornered).count_ones() as i32;
    let mut k: usize = 0;
    while k < KINDS {
        sum += weights[MINE + k] * (mine & KIND[k]).count_ones() as i32 + weights[YOURS + k] * (yours & KIND[k]).count_ones() as i32;
        k += 1;
    }
    sum
}

// ---------------------------------------------------------------------------
// How I choose a move.
//
// Looking one move ahead (depth 1), I weigh each of my moves by what the
// position it leaves is worth to me, scanning the squares in reading
// order, row 1 from a to h first, and play the first square worth more
// than every square before it: ties go to the earliest. With generation
// zero's weights, that is reverxii's rule exactly: a move is worth the
// weight of its square plus the weight of every disc it flips.
//
// Deeper, I look at every line of moves that long, mine and yours in turn
// (a side that cannot move passes, and the pass counts as a move), and
// score a line by what the position at its end is worth to me. A line
// that ends the game counts the discs instead: every disc I win by counts
// DISC, more than any position, and every disc I lose by counts as much
// against me. Against each of my moves I take your best reply, and so on
// down the line (minimax), and I play the first square, in reading order,
// whose line scores more than every square before it. Lines that cannot
// change my choice I cut short (alpha-beta): the choice is the one a full
// search makes.
//
// A generation looks at most DEEPEST moves ahead, unless you ask it for a
// game at a level (`play reversi --level N`), and merlyn, which runs this
// very code in its matches and its engine front-ends, may ask it to look
// further too, up to STRONGEST (`merlyn match --level`); then I also look
// to the end of the game once few squares are empty (END, more at the
// highest levels): every line counts the discs, and the rest of the game
// is played perfectly, whatever the weights. Such long lines I search
// best first (see `sorted`), which changes no score, only how much of the
// search the cuts save: at the strongest level a move takes a hundredth
// of a second on average, a tenth or two at the most against myself. A
// wilder game can ask far more, so a search that far looks at POSITIONS
// at the most, and where they run out, I choose as at DEEPEST.

/// The deepest I look. A lesson raises my depth up to this; deeper, a turn
/// that learns would take more than its second, unoptimised.
pub const DEEPEST: usize = 4;

/// The furthest a level may ask me to look.
pub const STRONGEST: usize = 8;

/// How few empty squares make me look to the end of the game, when I look
/// further than DEEPEST: END at a level up to FARTHER, two more at each
/// level beyond it (see `ahead`).
pub const END: u32 = 12;
pub const FARTHER: usize = 6;

/// How many moves ahead I look, looking `depth` ahead where `taken` are
/// taken: to the end of the game (more moves than it has left, passes
/// counted) where it is that near and `depth` is a level's.
pub fn ahead(taken: u64, depth: usize) -> usize {
    let end: u32 = if depth > FARTHER { END + 2 * (depth - FARTHER) as u32 } else { END };
    if depth > DEEPEST && 64 - taken.count_ones() <= end { 64 } else { depth }
}

/// What one disc of the final count is worth, more than any position.
pub const DISC: i32 = 1_000_000;

/// More than any line scores.
const ALL: i32 = 1_000_000_000;

/// The order in which a search tries the moves after the first of a line,
/// so that good ones come early and cut the most: the corners, then all
/// but the squares beside the corners, then those. (The first move of a
/// line goes in reading order, for ties go to the earliest.)
const ORDER: [u64; 3] = [0x8100_0000_0000_0081, !0x8100_0000_0000_0081 & !0x42c3_0000_0000_c342, 0x42c3_0000_0000_c342];

/// How many moves a line must still look ahead for a search to try its
/// moves in the order of `sorted`; a generation, which looks at most
/// DEEPEST ahead, never does (its lines are short: sorting them costs
/// more than it saves).
pub const SORTED: usize = DEEPEST;

/// How few empty squares make sorting not worth its cost, near the end of
/// a line that looks to the end of the game.
pub const LATE: u32 = 6;

/// Puts the `moves` of `mine` against `yours` into `order`, the move that
/// leaves you the fewest replies first (ties in the order of ORDER, then
/// reading order), and gives how many there are. A line that starts with
/// a good move cuts the most from the search; a move that leaves the other
/// side few moves is often good, and always quick to look through.
pub fn sorted(mine: u64, yours: u64, moves: u64, order: &mut [u8; 64]) -> usize {
    let mut keys = [0u32; 64];
    let mut n: usize = 0;
    let mut pass: usize = 0;
    while pass < 3 {
        let mut left = moves & ORDER[pass];
        while left != 0 {
            let at = left.trailing_zeros() as usize;
            left &= left - 1;
            let won = flips(mine, yours, at) | 1u64 << at;
            let key: u32 = legal(yours & !won, mine | won).count_ones() * 4 + pass as u32;
            // Insertion: the later of two equal keys goes after.
            let mut i: usize = n;
            while i > 0 && keys[i - 1] > key {
                keys[i] = keys[i - 1];
                order[i] = order[i - 1];
                i -= 1;
            }
            keys[i] = key;
            order[i] = at as u8;
            n += 1;
        }
        pass += 1;
    }
    n
}

/// The score for me of the best line `plies` moves long from where `mine`
/// is to move against `yours`, with my `weights`; `me` says whether
/// `mine` are my discs. The score is from the side of `mine`: what the
/// line's end is worth to me, or its opposite when `mine` are yours. Exact
/// when it falls between `floor` and `ceiling`; else at most `floor`, or
/// at least `ceiling`.
pub fn search(mine: u64, yours: u64, plies: usize, me: bool, weights: &[i32; FEATURES], floor: i32, ceiling: i32) -> i32 {
    let mut budget: u64 = u64::MAX;
    within(mine, yours, plies, me, weights, floor, ceiling, &mut budget)
}

/// Searches as `search` does, within `budget` positions, less each one it
/// looks at: once they run out, every line scores 0, and the search is
/// worth nothing (see `best`).
#[allow(clippy::too_many_arguments)]
pub fn within(mine: u64, yours: u64, plies: usize, me: bool, weights: &[i32; FEATURES], floor: i32, ceiling: i32, budget: &mut u64) -> i32 {
    if *budget == 0 {
        return 0;
    }
    *budget -= 1;
    let moves = legal(mine, yours);
    // Your moves count only where I have none, or where the line stops.
    let theirs = if moves == 0 || plies == 0 { legal(yours, mine) } else { 1 };
    if moves | theirs == 0 {
        return DISC * (mine.count_ones() as i32 - yours.count_ones() as i32);
    }
    if plies == 0 {
        return if me { evaluate(mine, yours, moves, theirs, weights) } else { 0 - evaluate(yours, mine, theirs, moves, weights) };
    }
    if moves == 0 {
        return 0 - within(yours, mine, plies - 1, !me, weights, 0 - ceiling, 0 - floor, budget);
    }
    let (mut best, mut floor): (i32, i32) = (0 - ALL, floor);
    if plies >= SORTED && 64 - (mine | yours).count_ones() > LATE {
        let mut order = [0u8; 64];
        let n = sorted(mine, yours, moves, &mut order);
        let mut i: usize = 0;
        while i < n && best < ceiling {
            let at = order[i] as usize;
            let won = flips(mine, yours, at) | 1u64 << at;
            let value = 0 - within(yours & !won, mine | won, plies - 1, !me, weights, 0 - ceiling, 0 - floor, budget);
            best = if value > best { value } else { best };
            floor = if value > floor { value } else { floor };
            i += 1;
        }
        return best;
    }
    let mut pass: usize = 0;
    while pass < 3 && best < ceiling {
        let mut left = moves & ORDER[pass];
        while left != 0 && best < ceiling {
            let at = left.trailing_zeros() as usize;
            left &= left - 1;
            let won = flips(mine, yours, at) | 1u64 << at;
            let value = 0 - within(yours & !won, mine | won, plies - 1, !me, weights, 0 - ceiling, 0 - floor, budget);
            best = if value > best { value } else { best };
            floor = if value > floor { value } else { floor };
        }
        pass += 1;
    }
    best
}

/// The score for `mine` of playing `at` against `yours`, looking `depth`
/// moves ahead with `weights`: exact when it falls above `floor`, else at
/// most `floor`. At depth 1, what the position it leaves is worth.
pub fn score(mine: u64, yours: u64, at: usize, weights: &[i32; FEATURES], depth: usize, floor: i32) -> i32 {
    let mut budget: u64 = u64::MAX;
    score_within(mine, yours, at, weights, depth, floor, &mut budget)
}

/// The score `score` gives, searched within `budget` positions (see
/// `within`).
pub fn score_within(mine: u64, yours: u64, at: usize, weights: &[i32; FEATURES], depth: usize, floor: i32, budget: &mut u64) -> i32 {
    let won = flips(mine, yours, at) | 1u64 << at;
    if depth < 2 {
        return value(mine | won, yours & !won, weights);
    }
    0 - within(yours & !won, mine | won, depth - 1, false, weights, 0 - ALL, 0 - floor, budget)
}

/// How many positions a search beyond DEEPEST may look at for one move:
/// what keeps the slowest move of the strongest level within a few tenths
/// of a second. Where they run out, I choose as at DEEPEST (see `best`).
pub const POSITIONS: u64 = 3_000_000;

/// The square `mine` plays against `yours`, looking `depth` moves ahead
/// (or to the end: see `ahead`) with `weights`, and the score of its best
/// line; 64 when `mine` has no move. Passing `not`, the best square but
/// `not`.
pub fn best(mine: u64, yours: u64, weights: &[i32; FEATURES], depth: usize, not: usize) -> (usize, i32) {
    best_within(mine, yours, weights, depth, not, POSITIONS)
}

/// The square and score `best` gives, a search beyond DEEPEST within
/// `positions`: where they run out, the square and score of a search
/// DEEPEST moves ahead, which always ends.
pub fn best_within(mine: u64, yours: u64, weights: &[i32; FEATURES], depth: usize, not: usize, positions: u64) -> (usize, i32) {
    let moves = legal(mine, yours);
    let looks = ahead(mine | yours, depth);
    let mut budget: u64 = if depth > DEEPEST { positions } else { u64::MAX };
    let (mut top, mut choice): (i32, usize) = (0 - ALL, 64);
    let mut at: usize = 0;
    while at < 64 && budget > 0 {
        if moves >> at & 1 == 1 && at != not {
            let value = score_within(mine, yours, at, weights, looks, top, &mut budget);
            if choice == 64 || value > top {
                top = value;
                choice = at;
            }
        }
        at += 1;
    }
    if budget == 0 {
        return best_within(mine, yours, weights, DEEPEST, not, positions);
    }
    (choice, top)
}

/// The square `mine` plays against `yours` with `weights`, at `depth`; 64
/// when `mine` has no move.
pub fn pick(mine: u64, yours: u64, weights: &[i32; FEATURES], depth: usize) -> usize {
    best(mine, yours, weights, depth, 64).0
}

/// Replays the first `count` of `moves` from the start, as I would play
/// my own with `weights`, at `depth`. Gives the board (your discs, mine);
/// who is to move next (0 you, 1 me, 2 nobody: the game is over; 3: a
/// move is not legal where it stands); and the first of my moves I would
/// now play otherwise (60: none).
pub fn replay(moves: &[u8; 60], count: usize, weights: &[i32; FEATURES], depth: usize) -> ([u64; 2], usize, usize) {
    replay_from(moves, count, weights, depth, 0)
}

/// Replays as `replay` does, checking only my moves from move `from` on.
pub fn replay_from(moves: &[u8; 60], count: usize, weights: &[i32; FEATURES], depth: usize, from: usize) -> ([u64; 2], usize, usize) {
    let mut discs = START;
    // The first move is mine when it is not yours to play.
    let mut side: usize = (count > 0 && flips(discs[0], discs[1], moves[0] as usize) == 0) as usize;
    let mut otherwise: usize = 60;
    let mut k: usize = 0;
    while k < count && side < 2 {
        let at = moves[k] as usize;
        if side == 1 && otherwise == 60 && k >= from && pick(discs[1], discs[0], weights, depth) != at {
            otherwise = k;
        }
        let f = flips(discs[side], discs[side ^ 1], at);
        if f == 0 {
            return (discs, 3, otherwise);
        }
        discs[side] |= f | 1u64 << at;
        discs[side ^ 1] &= !f;
        side = after(discs, side);
        k += 1;
    }
    (discs, side, otherwise)
}

/// The boards after each of the first `count` of `moves` from the start
/// (your discs, mine), and who made each move (0 you, 1 me), into
/// `boards` and `sides`.
pub fn boards(moves: &[u8; 60], count: usize, boards: &mut [[u64; 2]; 61], sides: &mut [usize; 61]) {
    let mut discs = START;
    let mut side: usize = (count > 0 && flips(discs[0], discs[1], moves[0] as usize) == 0) as usize;
    let mut k: usize = 0;
    while k < count && side < 2 {
        let at = moves[k] as usize;
        let f = flips(discs[side], discs[side ^ 1], at);
        discs[side] |= f | 1u64 << at;
        discs[side ^ 1] &= !f;
        boards[k] = discs;
        sides[k] = side;
        side = after(discs, side);
        k += 1;
    }
}

// ---------------------------------------------------------------------------
// How I learn.
//
// After every game, won, lost or drawn, I go over it again as my own
// teacher, and learn what positions are worth; when you beat me, I take
// two more lessons from it.
//
// My depth, after a loss. At each of my moves where I had a choice, I look
// one move deeper than I played; where that deeper look would have played
// otherwise, anywhere, I look a move further ahead from now on, up to
// DEEPEST.
//
// My weights, by temporal differences (TD(lambda): Sutton, 1988; of a
// table of square weights for Othello by self-play, Lucas and Runarsson,
// 2006). What a position is worth to a side, squashed, tanh(worth / SURE),
// is a guess of how the game ends for it, from -1, lost, to 1, won. Along
// a game, each position's guess should have been the next one's, and the
// last one's the result. So, for each side, yours and mine, and each
// position after a move, I take how far the next guess (or the result) is
// from this one, and move every weight that way, in proportion to how much
// its feature made this guess and, fading by LAMBDA a move, the guesses
// before it. The winner's positions teach as much as the loser's: what
// your discs were worth to you, mine are worth to me. A move made at
// random (the opening of a training game, written in capitals among my
// moves, or a move of a study game below) is neither side's choice: I
// learn nothing across it, for what followed it says nothing of the
// guesses before it (temporal differences do not back up through
// exploratory moves: Sutton and Barto, 2018).
//
// Then I study the game, as a player replays a game to learn from it: I
// play myself STUDY games, each from a position of the game drawn at
// random (after its last random move: a position both sides chose into),
// looking STUDYING moves ahead, one move in EXPLORE made at random, and
// learn from each as from the game. So one game teaches what positions
// like its own are worth, not only the one line it took. (The draws come
// from a stream seeded by my lessons and the game's moves: the same game
// teaches the same lesson.)
//
// Each weight takes steps of its own, which settle by themselves (temporal
// coherence, TC(lambda): Beal and Smith, 1999): I keep, for each, how far
// my lessons have asked it to move in all, back and forth, and how far
// that came to, net, in points (my steps, in my state). It moves as far
// as it is asked times the second over the first: a weight that every
// lesson pulls one way moves as far as it is asked, one pulled back and
// forth, which has found its place, less and less. A weight stays within
// -999 and 999.
//
// After a loss, I make sure that your same moves can never give the same
// game again. If, replaying them, I would still play as I did, I blame the
// move at which I came nearest to playing otherwise: where what I played
// scored least over the best of the others (the first such, if several).
// There I played square m, and the runner-up was a. Every weight whose
// feature is larger one move after a than after m gains a point, and every
// one whose feature is smaller loses one, until I would play otherwise
// there, or NUDGES times. At depth 1 that must come, unless the two moves
// leave positions of the same features; deeper, it may not come: then I
// put the weights back, and blame the next nearest call, and so on. When
// every move I made was forced, nothing could change the game. A game
// you asked to play at a level teaches my weights alone: neither my depth
// nor this promise, which would search every call of it again at the
// level.

/// How much a guess counts after the move that follows it, in TD(lambda).
pub const LAMBDA: f64 = 0.5;
/// The worth of a position whose guess is tanh(1), three to one for its
/// side.
pub const SURE: f64 = 400.0;
/// How far a lesson asks a weight to move, in points, for a difference of
/// 1 between two guesses where its feature made all of the first.
pub const STEP: f64 = 100.0;
/// How many games I play myself, studying a game.
pub const STUDY: usize = 150;
/// How many moves ahead each side looks in them.
pub const STUDYING: usize = 2;
/// One move in EXPLORE of a study game is made at random.
pub const EXPLORE: u64 = 10;
/// The most a weight may be.
pub const MOST: i32 = 999;
/// The most my steps count, in all or net, either way.
pub const FAR: i64 = 999_999_999;
/// How many points a blamed call may move my weights.
pub const NUDGES: usize = 30;

/// A stream of numbers for my study games (SplitMix64): the next one.
pub fn draw(stream: &mut u64) -> u64 {
    *stream = stream.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *stream;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Adds to `change` what temporal differences ask of each weight over the
/// `n` boards `seen` (yours, mine), each after a move, in order, with
/// `weights`: the sum, for both sides and each board but the last, of how
/// far the next guess (at the last board, the result) is from this one,
/// times the trace of each feature's part in the guesses so far. Where the
/// move to a board was random (bit k of `random`, for board k), nothing,
/// and the trace starts again.
pub fn differences(seen: &[[u64; 2]; 61], n: usize, random: u64, weights: &[i32; FEATURES], change: &mut [f64; FEATURES]) {
    let last = seen[if n > 0 { n - 1 } else { 0 }];
    let mut side: usize = 0;
    while side < 2 && n > 1 {
        let (mine, yours) = (last[side].count_ones(), last[side ^ 1].count_ones());
        let result: f64 = if mine > yours { 1.0 } else if mine < yours { -1.0 } else { 0.0 };
        let mut trace = [0f64; FEATURES];
        let mut gradient = [0f64; FEATURES];
        let mut guess = guessed(seen[0], side, weights, &mut gradient);
        let mut k: usize = 1;
        while k < n {
            let mut further = [0f64; FEATURES];
            let next = if k + 1 < n { guessed(seen[k], side, weights, &mut further) } else { result };
            let chosen = random >> k & 1 == 0;
            let mut i: usize = 0;
            while i < FEATURES {
                trace[i] = if chosen { LAMBDA * trace[i] + gradient[i] } else { 0.0 };
                change[i] += (next - guess) * trace[i];
                i += 1;
            }
            guess = next;
            gradient = further;
            k += 1;
        }
        side += 1;
    }
}

/// The guess of how the game ends for `side` (0 you, 1 me) of the board
/// `discs` (yours, mine), with `weights`; and into `gradient`, how much
/// each weight moves it.
fn guessed(discs: [u64; 2], side: usize, weights: &[i32; FEATURES], gradient: &mut [f64; FEATURES]) -> f64 {
    let (mine, yours) = (discs[side], discs[side ^ 1]);
    let f = features(mine, yours, legal(mine, yours), legal(yours, mine));
    let guess = tanh(worth(&f, weights) as f64 / SURE);
    let mut i: usize = 0;
    while i < FEATURES {
        gradient[i] = (1.0 - guess * guess) * f[i] as f64 / SURE;
        i += 1;
    }
    guess
}

/// tanh(x) = 1 - 2 / (e^2x + 1), worked out here: the driver links me
/// without a maths library, which `f64::tanh` would need.
fn tanh(x: f64) -> f64 {
    if x > 20.0 {
        return 1.0;
    } else if x < -20.0 {
        return -1.0;
    }
    1.0 - 2.0 / (exp(2.0 * x) + 1.0)
}

/// e^x, for x from -40 to 40: x = k ln 2 + r, with r at most ln 2 / 2 either
/// way; e^r by its series, to 20 terms; then times 2^k, by its exponent bits.
fn exp(x: f64) -> f64 {
    const LN2: f64 = 0.693_147_180_559_945_3;
    let k = (x / LN2 + if x < 0.0 { -0.5 } else { 0.5 }) as i64;
    let r = x - k as f64 * LN2;
    let (mut term, mut sum, mut n) = (1.0f64, 1.0f64, 1.0f64);
    while n < 20.0 {
        term = term * r / n;
        sum += term;
        n += 1.0;
    }
    sum * f64::from_bits(((1023 + k) as u64) << 52)
}

/// What a lesson works with: my weights, and my steps so far, in all and
/// net, as fractions; and the weights as whole numbers, as I play them.
pub struct Lesson {
    pub weights: [f64; FEATURES],
    pub all: [f64; FEATURES],
    pub net: [f64; FEATURES],
    pub whole: [i32; FEATURES],
}

impl Lesson {
    /// The lesson of the program `game` holds.
    pub fn of(game: &Game) -> Lesson {
        let mut lesson = Lesson { weights: [0.0; FEATURES], all: [0.0; FEATURES], net: [0.0; FEATURES], whole: game.weights };
        let mut i: usize = 0;
        while i < FEATURES {
            lesson.weights[i] = game.weights[i] as f64;
            lesson.all[i] = game.all[i] as f64;
            lesson.net[i] = game.net[i] as f64;
            i += 1;
        }
        lesson
    }

    /// Moves each weight by what `change` asks, times STEP, times its
    /// steps' net over their all (all of it while it has none), and counts
    /// what was asked among its steps; then `change` is spent.
    pub fn step(&mut self, change: &mut [f64; FEATURES]) {
        let mut i: usize = 0;
        while i < FEATURES {
            let asked = STEP * change[i];
            let net = if self.net[i] < 0.0 { 0.0 - self.net[i] } else { self.net[i] };
            let share = if self.all[i] > 0.0 { net / self.all[i] } else { 1.0 };
            let moved = self.weights[i] + share * asked;
            let most = MOST as f64;
            self.weights[i] = if moved > most { most } else if moved < 0.0 - most { 0.0 - most } else { moved };
            self.whole[i] = whole(self.weights[i]) as i32;
            self.all[i] += if asked < 0.0 { 0.0 - asked } else { asked };
            self.net[i] += asked;
            change[i] = 0.0;
            i += 1;
        }
    }

    /// Writes the weights and the steps, as whole numbers, into `game`.
    pub fn keep_in(&self, game: &mut Game) {
        let mut i: usize = 0;
        while i < FEATURES {
            game.weights[i] = self.whole[i];
            game.all[i] = bounded(whole(self.all[i]));
            game.net[i] = bounded(whole(self.net[i]));
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

/// Plays a study game from the board `discs` (yours, mine), `side` to move
/// (0 you, 1 me): both sides look STUDYING moves ahead with `weights`, and
/// one move in EXPLORE, drawn from `stream`, is random. Writes the board it
/// starts from and those after each move into `seen`, and marks in the
/// result the random ones, as `differences` reads them; gives how many.
pub fn study(discs: [u64; 2], side: usize, weights: &[i32; FEATURES], stream: &mut u64, seen: &mut [[u64; 2]; 61]) -> (usize, u64) {
    let (mut discs, mut side) = (discs, side);
    let (mut n, mut random): (usize, u64) = (1, 0);
    seen[0] = discs;
    while side < 2 && n < 61 {
        let choices = legal(discs[side], discs[side ^ 1]);
        let at = if draw(stream) % EXPLORE == 0 {
            // The k-th of my choices, in reading order.
            let mut k = draw(stream) % choices.count_ones() as u64;
            let mut left = choices;
            while k > 0 {
                left &= left - 1;
                k -= 1;
            }
            random |= 1u64 << n;
            left.trailing_zeros() as usize
        } else {
            pick(discs[side], discs[side ^ 1], weights, STUDYING)
        };
        let f = flips(discs[side], discs[side ^ 1], at);
        discs[side] |= f | 1u64 << at;
        discs[side ^ 1] &= !f;
        seen[n] = discs;
        n += 1;
        side = after(discs, side);
    }
    (n, random)
}

/// Learns from the game `game` holds, just finished: after a loss, my
/// depth; after every game, my weights, from the game and from my study of
/// it; after a loss, Westley's promise (see "How I learn").
pub fn learn(game: &mut Game) {
    learn_with(game, STUDY);
}

/// Learns as `learn` does, studying the game `games` times.
pub fn learn_with(game: &mut Game, games: usize) {
    // A game played at a level you asked for teaches my weights alone.
    let lost = game.status == LOST;
    let own = game.level.is_none();
    if lost && own && deeper(game) {
        game.depth += 1;
    }
    let mut seen = [[0u64; 2]; 61];
    let mut sides = [0usize; 61];
    boards(&game.moves, game.count, &mut seen, &mut sides);
    let mut lesson = Lesson::of(game);
    let mut change = [0f64; FEATURES];
    differences(&seen, game.count, game.random, &lesson.whole, &mut change);
    lesson.step(&mut change);
    // My study: games from its positions, drawn from a stream that my
    // lessons and the game's moves seed.
    let mut stream: u64 = game.lessons as u64;
    let mut k: usize = 0;
    while k < game.count {
        stream = draw(&mut stream) ^ game.moves[k] as u64;
        k += 1;
    }
    // It starts from the boards after the last move made at random: those
    // are the ones both sides chose into.
    let mut first: usize = 0;
    k = 0;
    while k < game.count {
        first = if game.random >> k & 1 == 1 { k } else { first };
        k += 1;
    }
    let mut played = [[0u64; 2]; 61];
    let mut g: usize = 0;
    while g < games && first + 1 < game.count {
        let k = first + (draw(&mut stream) % (game.count - 1 - first) as u64) as usize;
        let (n, random) = study(seen[k], after(seen[k], sides[k]), &lesson.whole, &mut stream, &mut played);
        differences(&played, n, random, &lesson.whole, &mut change);
        lesson.step(&mut change);
        g += 1;
    }
    lesson.keep_in(game);
    game.lessons += (game.lessons < 999_999) as u32;
    // Your same moves must not give the same game again.
    if lost && own && replay(&game.moves, game.count, &game.weights, game.depth as usize).2 == 60 {
        keep(game);
    }
}

/// Would a look one move deeper than mine have played otherwise at one
/// of my moves in the game `game` holds, where I had a choice? Never when
/// I look DEEPEST moves ahead already.
pub fn deeper(game: &Game) -> bool {
    let (mut discs, mut side) = (START, 0usize);
    let mut k: usize = 0;
    while k < game.count && side < 2 && (game.depth as usize) < DEEPEST {
        let at = game.moves[k] as usize;
        side = if k == 0 && flips(discs[0], discs[1], at) == 0 { 1 } else { side };
        let choices = legal(discs[side], discs[side ^ 1]);
        if side == 1 && choices & (choices - 1) != 0 && pick(discs[1], discs[0], &game.weights, game.depth as usize + 1) != at {
            return true;
        }
        let f = flips(discs[side], discs[side ^ 1], at);
        discs[side] |= f | 1u64 << at;
        discs[side ^ 1] &= !f;
        side = after(discs, side);
        k += 1;
    }
    false
}

/// Makes sure that replaying your moves of the game `game` holds, I play
/// otherwise somewhere, where weights can make me: see "How I learn".
pub fn keep(game: &mut Game) {
    let depth = game.depth as usize;
    if replay(&game.moves, game.count, &game.weights, depth).2 < 60 {
        return;
    }
    // Each call I had: how near I came to playing otherwise (ALL: no
    // call), the runner-up, and the board before it.
    let mut margins = [ALL; 60];
    let mut runners = [64usize; 60];
    let mut before = [[0u64; 2]; 60];
    let (mut discs, mut side) = (START, 0usize);
    let mut k: usize = 0;
    while k < game.count && side < 2 {
        let at = game.moves[k] as usize;
        side = if k == 0 && flips(discs[0], discs[1], at) == 0 { 1 } else { side };
        let choices = legal(discs[side], discs[side ^ 1]);
        if side == 1 && choices & (choices - 1) != 0 {
            let (a, second) = best(discs[1], discs[0], &game.weights, depth, at);
            margins[k] = score(discs[1], discs[0], at, &game.weights, depth, 0 - ALL) - second;
            runners[k] = a;
            before[k] = discs;
        }
        let f = flips(discs[side], discs[side ^ 1], at);
        discs[side] |= f | 1u64 << at;
        discs[side ^ 1] &= !f;
        side = after(discs, side);
        k += 1;
    }
    loop {
        // The nearest call not yet blamed.
        let mut near: usize = 60;
        k = 0;
        while k < game.count {
            if margins[k] < ALL && (near == 60 || margins[k] < margins[near]) {
                near = k;
            }
            k += 1;
        }
        if near == 60 {
            return;
        }
        margins[near] = ALL;
        let (m, a) = (game.moves[near] as usize, runners[near]);
        let (mine, yours) = (before[near][1], before[near][0]);
        let (m_won, a_won) = (flips(mine, yours, m) | 1u64 << m, flips(mine, yours, a) | 1u64 << a);
        let (m_mine, m_yours, a_mine, a_yours) = (mine | m_won, yours & !m_won, mine | a_won, yours & !a_won);
        let fm = features(m_mine, m_yours, legal(m_mine, m_yours), legal(m_yours, m_mine));
        let fa = features(a_mine, a_yours, legal(a_mine, a_yours), legal(a_yours, a_mine));
        let kept = game.weights;
        let mut n: usize = 0;
        while n < NUDGES && pick(mine, yours, &game.weights, depth) == m {
            let mut i: usize = 0;
            while i < FEATURES {
                let w = game.weights[i];
                game.weights[i] = if fa[i] > fm[i] && w < MOST { w + 1 } else if fa[i] < fm[i] && w > 0 - MOST { w - 1 } else { w };
                i += 1;
            }
            n += 1;
        }
        // Played otherwise there, I play otherwise in the game, there or
        // before.
        if pick(mine, yours, &game.weights, depth) != m {
            return;
        }
        game.weights = kept;
    }
}

// ---------------------------------------------------------------------------
// The game: the board, my strategy and the moves, read from my state.

/// A generation's state: everything that changes from one to the next.
pub struct Game {
    /// Your discs, and mine.
    pub x: u64,
    pub o: u64,
    /// My weights, from -MOST to MOST: see "What a position is worth to me".
    pub weights: [i32; FEATURES],
    /// How many moves I look ahead, 1 to DEEPEST.
    pub depth: u8,
    /// How many moves ahead you asked me to look in this game, a level (1
    /// to STRONGEST, asked with its first move: see `turn`), if you did;
    /// else I look `depth` ahead.
    pub level: Option<u8>,
    /// How many lessons I have taken: a game I played, each.
    pub lessons: u32,
    /// My steps so far: for each weight, how far my lessons asked it to
    /// move, in all (back and forth), and net; see "How I learn".
    pub all: [i64; FEATURES],
    pub net: [i64; FEATURES],
    /// The squares played so far, both of ours, in order.
    pub moves: [u8; 60],
    pub count: usize,
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

/// Why I refuse to play: what I say, with the name of the square `at`
/// (64: none) between its two parts.
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
    no(b"my board is not a position of this game: ", 64, why.as_bytes())
}

/// The name of a square (0..64), such as f5.
pub fn name(at: usize) -> [u8; 2] {
    [b'a' + (at % 8) as u8, b'1' + (at / 8) as u8]
}

/// The square (0..64) a column letter (either case) and a row digit name;
/// 64 when they name none.
pub fn square(column: u8, row: u8) -> usize {
    match (column | 0x20, row) {
        (c @ b'a'..=b'h', r @ b'1'..=b'8') => (r - b'1') as usize * 8 + (c - b'a') as usize,
        _ => 64,
    }
}

/// Your move, from the command line (`arg`, the first bytes of its first
/// argument, and `argc`): none (64: let me open), or a square.
pub fn parse_move(arg: [u8; 4], argc: i32) -> Result<usize, Refusal> {
    match (argc, arg) {
        (..=1, _) => Ok(64),
        (2, [c, r, 0, 0]) if square(c, r) < 64 => Ok(square(c, r)),
        (2, _) => Err(no(b"a move is one square: a column a-h, then a row 1-8, such as f5", 64, b"")),
        _ => Err(no(b"give one move at a time", 64, b"")),
    }
}

/// My board as I write it, blank, with my face: `board` puts the discs
/// and the face in their places (a1 at byte 49, a row on 25 bytes; the
/// face at 294).
const BOARD: &[u8] = b"     a b c d e f g h
   +-----------------+
 1 |                 | 1
 2 |                 | 2
 3 |                 | 3
 4 |                 | 4
 5 |                 | 5
 6 |                 | 6
 7 |                 | 7
 8 |                 | 8
   +-----------------+
     a b c d e f g h     :-|
";

/// The lines of my state, from 0, where the rows of my weights' table
/// start, the line of the moves' weights, that of my depth and lessons,
/// the first line of my steps, and the first line of moves.
const ROWS: usize = 17;
const MOVING: usize = 21;
const DEPTH: usize = 24;
const STEPS: usize = 28;
const PLAYED: usize = 36;

/// The first kind of each row of the corner, in my weights' table.
const FIRST: [usize; 4] = [0, 4, 7, 9];

/// The square of the kind `kind` in the corner a1-d4.
fn corner(kind: usize) -> usize {
    let mut low: usize = 0;
    while low < 3 && FIRST[low + 1] <= kind {
        low += 1;
    }
    low * 9 + kind - FIRST[low]
}

/// The whole number written just before byte `at` of `row`, with a - or
/// without; more than FAR reads as more than FAR, and none as FAR + 1.
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
    if i == at || more || v > FAR { FAR + 1 } else if i > 0 && row[i - 1] == b'-' { 0 - v } else { v }
}

/// The whole number written just after byte `at` of `row`, with a - or
/// without; more than FAR reads as more than FAR.
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

/// The whole numbers written in `line`, each a run of digits with or
/// without a - just before it, into `found`: gives how many (up to 10). A
/// number of more than six digits reads as 1000000, more than I write.
fn numbers(line: &[u8], found: &mut [i32; 10]) -> usize {
    let (mut n, mut i): (usize, usize) = (0, 0);
    while i < line.len() && n < 10 {
        if line[i] < b'0' || line[i] > b'9' {
            i += 1;
            continue;
        }
        let minus = i > 0 && line[i - 1] == b'-';
        let mut v: i32 = 0;
        while i < line.len() && line[i] >= b'0' && line[i] <= b'9' {
            v = if v < 100_000 { v * 10 + (line[i] - b'0') as i32 } else { 1_000_000 };
            i += 1;
        }
        found[n] = if minus { 0 - v } else { v };
        n += 1;
    }
    n
}

/// Writes `n` right-aligned in `width` characters (or as many as it has).
fn signed(n: i32, width: usize, out: &mut Text) {
    let mut digits = [b' '; 12];
    let mut at: usize = 12;
    let mut rest: u32 = if n < 0 { (0 - n) as u32 } else { n as u32 };
    loop {
        at -= 1;
        digits[at] = b'0' + (rest % 10) as u8;
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    if n < 0 {
        at -= 1;
        digits[at] = b'-';
    }
    while 12 - at < width {
        at -= 1;
    }
    let mut i: usize = at;
    while i < 12 {
        out.push(&[digits[i]]);
        i += 1;
    }
}

impl Game {
    /// How many moves ahead I look in this game: the level you asked for
    /// it, else my depth.
    pub fn looks(&self) -> usize {
        match self.level {
            Some(level) => level as usize,
            None => self.depth as usize,
        }
    }

    /// Reads my state's lines, and checks that they are a position this
    /// game can reach: my moves, replayed from the start, must be legal,
    /// mine must be the ones my weights and depth choose (in a game at a
    /// level, they are not searched again), and they must give my board;
    /// and my state must be as I would write it.
    pub fn read(lines: &[&str]) -> Result<Game, Refusal> {
        if lines.len() < PLAYED + 3 {
            return Err(bad("my state is not 39 lines"));
        }
        let mut game = Game { x: 0, o: 0, weights: [0; FEATURES], depth: 1, level: None, lessons: 0, all: [0; FEATURES], net: [0; FEATURES], moves: [0; 60], count: 0, random: 0, status: ON };
        // Each row of the table: its number, my discs' weights on it, its
        // number again, yours.
        let mut found = [0i32; 10];
        let mut r: usize = 0;
        while r < 4 {
            let n = numbers(lines[ROWS + r].as_bytes(), &mut found);
            let mut c: usize = r;
            while c < 4 && n == 10 - 2 * r {
                game.weights[MINE + FIRST[r] + c - r] = found[1 + c - r];
                game.weights[YOURS + FIRST[r] + c - r] = found[6 - r + c - r];
                c += 1;
            }
            r += 1;
        }
        // The moves' weights, then those of the discs beside an empty
        // square, and beside an empty corner: two a line, mine and yours.
        let mut i: usize = MOVES;
        while i < FEATURES {
            if numbers(lines[MOVING + (i - MOVES) / 2].as_bytes(), &mut found) == 2 {
                game.weights[i] = found[0];
                game.weights[i + 1] = found[1];
            }
            i += 2;
        }
        let mut i: usize = 0;
        while i < FEATURES {
            if game.weights[i] > MOST || game.weights[i] < 0 - MOST {
                return Err(bad("a weight is not a whole number from -999 to 999"));
            }
            i += 1;
        }
        // "I look 2 moves ahead; lessons taken: 7", and in a game played at
        // a level, "I look 2 moves ahead (8 in this game); lessons taken: 7".
        let n = numbers(lines[DEPTH].as_bytes(), &mut found);
        if n == 2 || n == 3 {
            game.depth = if found[0] >= 1 && found[0] <= DEEPEST as i32 { found[0] as u8 } else { 0 };
            game.level = if n == 3 { Some(if found[1] >= 1 && found[1] <= STRONGEST as i32 { found[1] as u8 } else { 0 }) } else { None };
            game.lessons = if found[n - 1] >= 0 && found[n - 1] < 1_000_000 { found[n - 1] as u32 } else { 1_000_000 };
        }
        if game.depth == 0 {
            return Err(bad("my depth is not a number from 1 to 4"));
        }
        if game.level == Some(0) {
            return Err(bad("my level in this game is not a number from 1 to 8"));
        }
        if game.lessons == 1_000_000 {
            return Err(bad("my lessons are not a number from 0 to 999999"));
        }
        // My steps: in all, then net, of each weight in the order of my
        // weights, written as pairs ALL/NET, on seven lines.
        let mut i: usize = 0;
        let mut line: usize = STEPS;
        while line < STEPS + 7 {
            let row = lines[line].as_bytes();
            let mut at: usize = 0;
            while at < row.len() && i < FEATURES {
                if row[at] == b'/' {
                    game.all[i] = whole_before(row, at);
                    game.net[i] = whole_after(row, at);
                    i += 1;
                }
                at += 1;
            }
            line += 1;
        }
        i = 0;
        while i < FEATURES {
            if game.all[i] < 0 || game.all[i] > FAR || game.net[i] > game.all[i] || game.net[i] < 0 - game.all[i] {
                return Err(bad("my steps are not written as I write them"));
            }
            i += 1;
        }
        // The moves from line PLAYED on, twenty to a line, each after a
        // space from the line's colon: a square, or -- where a side passed.
        // (Where the passes stand, `differs` checks below: I write them.)
        let mut line: usize = PLAYED;
        let mut e: usize = 0;
        while line < lines.len() && game.count < 60 {
            let row = lines[line].as_bytes();
            let mut i: usize = 0;
            while i < row.len() && row[i] != b':' {
                i += 1;
            }
            i += 2 + e % 20 * 3;
            if row.len() > i + 1 && square(row[i], row[i + 1]) < 64 {
                game.moves[game.count] = square(row[i], row[i + 1]) as u8;
                game.random |= ((row[i] < b'a') as u64) << game.count;
                game.count += 1;
            } else if row.len() <= i + 1 || row[i] != b'-' || row[i + 1] != b'-' {
                break;
            }
            e += 1;
            line += (e % 20 == 0) as usize;
        }
        // In a game at a level, none of my moves is checked: that would
        // cost a search at the level per move of mine, every turn, where
        // one move may take a turn's time at the strongest level. Nor in
        // a game over, won or drawn, as my first line says (and the
        // replay must show): I have learned from it since (below).
        let over = lines[0].ends_with(": won") || lines[0].ends_with(": draw");
        let from = if game.level.is_some() || over { 60 } else { 0 };
        let (discs, side, otherwise) = replay_from(&game.moves, game.count, &game.weights, game.looks(), from);
        let (xs, os) = (discs[0].count_ones(), discs[1].count_ones());
        game.x = discs[0];
        game.o = discs[1];
        game.status = match (side, game.count) {
            (0, 0) if lines[0].len() == 13 => LOST,
            (0, 0) => NEW,
            (0, _) => ON,
            (2, _) if os > xs => WON,
            (2, _) if os == xs => DRAW,
            _ => 5,
        };
        // A game I won or drew I have learned from since: its moves need
        // not be the ones I would choose now. A move made at random is
        // one of yours, never mine.
        let mut seen = [[0u64; 2]; 61];
        let mut sides = [0usize; 61];
        boards(&game.moves, game.count, &mut seen, &mut sides);
        let mut k: usize = 0;
        let mut mine_at_random = false;
        while k < game.count {
            mine_at_random = mine_at_random || (game.random >> k & 1 == 1 && sides[k] == 1);
            k += 1;
        }
        if game.status == 5 || (otherwise < 60 && game.status != WON && game.status != DRAW) || mine_at_random {
            return Err(bad("my moves are not a game I would play"));
        }
        if game.level.is_some() && game.status != ON {
            return Err(bad("a level holds for a game in progress only"));
        }
        let mut text = Text::empty();
        game.write(&mut text);
        match text.differs(lines) {
            0 => Ok(game),
            1 => Err(bad("my first line does not say where the game stands")),
            2..=13 => Err(bad("the board is not the one my moves make")),
            14..=25 => Err(bad("my weights are not written as I write them")),
            26..=36 => Err(bad("my steps are not written as I write them")),
            _ => Err(bad("my moves are not written as I write them")),
        }
    }

    /// Writes my state's lines, each ended by a newline.
    pub fn write(&self, out: &mut Text) {
        out.push(b"reversi: ");
        out.push(WORDS[self.status]);
        out.push(b"\n");
        self.board(out);
        out.push(b"\nmy weights: what a disc is worth to me on a square of this corner of the\n");
        out.push(b"board (the other three mirror it), mine and yours, and what else I weigh\n");
        self.table(out);
        out.push(b"\n");
        self.steps(out);
        out.push(b"\n");
        // The moves, and -- where a side had none and passed: twenty to a
        // line, on three lines or as many more as the passes need; a move
        // made at random in capitals.
        let mut entries = [64u8; 120];
        let mut n: usize = 0;
        let mut discs = START;
        let mut side: usize = (self.count > 0 && flips(discs[0], discs[1], self.moves[0] as usize) == 0) as usize;
        let mut k: usize = 0;
        while k < self.count {
            let at = self.moves[k] as usize;
            let f = flips(discs[side], discs[side ^ 1], at);
            discs[side] |= f | 1u64 << at;
            discs[side ^ 1] &= !f;
            entries[n] = at as u8 | if self.random >> k & 1 == 1 { 128 } else { 0 };
            n += 1;
            let next = after(discs, side);
            if next == side {
                n += 1;
            }
            side = next;
            k += 1;
        }
        let mut e: usize = 0;
        while e < 60 || e < n.div_ceil(20) * 20 {
            if e % 20 == 0 {
                out.push(b"moves ");
                out.push(if e < 9 { b" " } else { b"" });
                signed((e + 1) as i32, 1, out);
                out.push(b"-");
                signed((e + 20) as i32, 1, out);
                out.push(b":");
            }
            if e < n {
                out.push(b" ");
                let mut square = name(entries[e] as usize % 64);
                square[0] -= if entries[e] >= 128 { 32 } else { 0 };
                out.push(if entries[e] % 128 < 64 { &square } else { b"--" });
            }
            if e % 20 == 19 {
                out.push(b"\n");
            }
            e += 1;
        }
    }

    /// Writes my weights as a table, the corner a1-d4 for my discs and for
    /// yours, then the weights of the moves, of the discs beside an empty
    /// square and of those beside an empty corner, then my depth and my
    /// lessons: nine lines, each ended by a newline.
    pub fn table(&self, out: &mut Text) {
        out.push(b"               a    b    c    d                  a    b    c    d\n");
        let mut r: usize = 0;
        while r < 4 {
            out.push(if r == 0 { b"  mine    " } else { b"          " });
            signed((r + 1) as i32, 1, out);
            let mut c: usize = 0;
            while c < 4 {
                if c < r { out.push(b"     ") } else { signed(self.weights[MINE + FIRST[r] + c - r], 5, out) }
                c += 1;
            }
            out.push(if r == 0 { b"     yours   " } else { b"             " });
            signed((r + 1) as i32, 1, out);
            c = 0;
            while c < 4 {
                if c < r { out.push(b"     ") } else { signed(self.weights[YOURS + FIRST[r] + c - r], 5, out) }
                c += 1;
            }
            out.push(b"\n");
            r += 1;
        }
        out.push(b"  a move I could make ");
        signed(self.weights[MOVES], 1, out);
        out.push(b", a move you could make ");
        signed(self.weights[MOVES + 1], 1, out);
        out.push(b"\n  a disc beside an empty square, mine ");
        signed(self.weights[OPEN], 1, out);
        out.push(b", yours ");
        signed(self.weights[OPEN + 1], 1, out);
        out.push(b"\n  a disc beside an empty corner, mine ");
        signed(self.weights[CORNERED], 1, out);
        out.push(b", yours ");
        signed(self.weights[CORNERED + 1], 1, out);
        out.push(b"\n  I look ");
        signed(self.depth as i32, 1, out);
        out.push(if self.depth == 1 { b" move ahead" } else { b" moves ahead" });
        if let Some(level) = self.level {
            out.push(b" (");
            signed(level as i32, 1, out);
            out.push(b" in this game)");
        }
        out.push(b"; lessons taken: ");
        signed(self.lessons as i32, 1, out);
        out.push(b"\n");
    }

    /// Writes my steps: for each weight, how far my lessons asked it to
    /// move in all and net, as ALL/NET, in the order of my weights, named
    /// as in what I say I learned; eight lines, each ended by a newline.
    pub fn steps(&self, out: &mut Text) {
        out.push(b"my steps: how far my lessons asked each weight to move, in points, back\n");
        out.push(b"and forth in all, then net; it moves that share of what it is asked\n");
        let mut i: usize = 0;
        while i < FEATURES {
            out.push(if i == MINE { b"  mine  " } else if i == YOURS { b"  yours " } else if i == MOVES { b"  my moves and yours " } else { b"" });
            out.push(if i % KINDS == 5 && i < MOVES { b"        " } else { b"" });
            if i < MOVES {
                out.push(&name(corner(i % KINDS)));
                out.push(b" ");
            } else if i == OPEN || i == CORNERED {
                out.push(if i == OPEN { b"  beside an empty square, mine and yours " } else { b"  beside an empty corner, mine and yours " });
            }
            signed(self.all[i] as i32, 1, out);
            out.push(b"/");
            signed(self.net[i] as i32, 1, out);
            let ends = (i < MOVES && i % 5 == 4) || (i >= MOVES && i % 2 == 1);
            out.push(if ends { b"\n" } else { b", " });
            i += 1;
        }
    }

    /// Writes my board, with the discs and my face.
    pub fn board(&self, out: &mut Text) {
        let start = out.len;
        out.push(BOARD);
        out.bytes[start + 294] = b"||)(|"[self.status];
        let mut at = start + 49;
        let mut square: usize = 0;
        while square < 64 {
            if self.x >> square & 1 == 1 {
                out.bytes[at] = b'X';
            } else if self.o >> square & 1 == 1 {
                out.bytes[at] = b'0';
            }
            at += if square % 8 == 7 { 11 } else { 2 };
            square += 1;
        }
    }
}

// ---------------------------------------------------------------------------
// One turn: your move, then mine, as often as you cannot move.

/// Plays your move (`at`; 64: let me open) and my replies, and gives the
/// game as it then stands, or the reason I refuse. A finished game is
/// left for `conclude`.
pub fn play(game: Game, at: usize) -> Result<Game, Refusal> {
    let mut next = game;
    match (next.status, at) {
        (ON, 64) => return Err(no(b"it is your move: give a square, such as f5", 64, b"")),
        (ON, _) => {}
        _ => {
            next.x = START[0];
            next.o = START[1];
            next.count = 0;
            next.random = 0;
        }
    }
    let mut side: usize = 1;
    if at < 64 {
        let f = flips(next.x, next.o, at);
        if (next.x | next.o) >> at & 1 == 1 {
            return Err(no(b"square ", at, b" is taken"));
        } else if f == 0 {
            return Err(no(b"square ", at, b" flips none of my discs"));
        }
        next.moves[next.count] = at as u8;
        next.count += 1;
        next.x |= f | 1u64 << at;
        next.o &= !f;
        side = after([next.x, next.o], 0);
    }
    // My moves, until you can move or the game is over.
    while side == 1 {
        let mine = pick(next.o, next.x, &next.weights, next.looks());
        let f = flips(next.o, next.x, mine);
        next.moves[next.count] = mine as u8;
        next.count += 1;
        next.o |= f | 1u64 << mine;
        next.x &= !f;
        side = after([next.x, next.o], 1);
    }
    let (xs, os) = (next.x.count_ones(), next.o.count_ones());
    next.status = if side == 0 { ON } else if os > xs { WON } else if os == xs { DRAW } else { LOST };
    Ok(next)
}

/// Plays as `play` does, your move made at random (a training game's
/// opening), not chosen: I mark it so, and learn nothing across it.
pub fn play_at_random(game: Game, at: usize) -> Result<Game, Refusal> {
    let k = if game.status == ON { game.count } else { 0 };
    match play(game, at) {
        Ok(mut next) => {
            next.random |= 1u64 << k;
            Ok(next)
        }
        Err(refusal) => Err(refusal),
    }
}

/// After every game: I learn from it; after a game I lost, my successor
/// has a new board.
pub fn conclude(game: &mut Game) {
    if game.status == WON || game.status == DRAW || game.status == LOST {
        learn(game);
    }
    if game.status == LOST {
        game.x = START[0];
        game.o = START[1];
        game.count = 0;
        game.random = 0;
    }
    // A level holds for the game it was asked for.
    if game.status != ON {
        game.level = None;
    }
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
    // The level you ask for (see `level_asked`): a new game's, or the
    // game's own.
    if level == -2 || level == 0 || level > STRONGEST as i32 {
        return refuse(no(b"MERLYN_LEVEL is a level from 1 to 8: how many moves ahead I look", 64, b""), said);
    }
    if before.status != ON {
        before.level = if level > 0 { Some(level as u8) } else { None };
    } else if level > 0 && before.level != Some(level as u8) {
        return refuse(no(b"a level is asked with a game's first move, not in a game under way", 64, b""), said);
    }
    let mut k = if before.status == ON { before.count } else { 0 };
    let (x, o) = if before.status == ON { (before.x, before.o) } else { (START[0], START[1]) };
    let fresh = before.status != ON;
    let (weights, depth, leveled) = (before.weights, before.depth, before.level.is_some());
    let mut after = match play(before, at) {
        Ok(game) => game,
        Err(refusal) => return refuse(refusal, said),
    };
    // A new game starts from my weights as they stand.
    if fresh {
        said.push(b"A new game. My weights: what a disc is worth to me on a square of this\n");
        said.push(b"corner of the board (the other three mirror it), and what else I weigh:\n");
        after.table(said);
    }
    // The board as this turn leaves it, drawn for you.
    let mine = if after.count > k + (at < 64) as usize { after.moves[after.count - 1] as usize } else { 64 };
    view(&after, [x, o], at, mine, said);
    // "You took f5, I took f4.", more of mine when you had no move, and at
    // the end, the discs.
    let yours = name(at);
    said.push(if at < 64 { b"You took " } else { b"" });
    said.push(if at < 64 { &yours } else { b"" });
    k += (at < 64) as usize;
    // With no move of mine, and the game on, I pass, and say so.
    let passed = k == after.count && after.status == ON;
    said.push(if at == 64 { b"I took" } else if k < after.count { b", I took" } else { b"" });
    while k < after.count {
        said.push(b" ");
        said.push(&name(after.moves[k] as usize));
        k += 1;
    }
    said.push(b".");
    if passed {
        word(b"I pass: I have no move, and it is yours again.", 46, said);
    }
    if after.status != ON {
        let (xs, os) = (after.x.count_ones() as i32, after.o.count_ones() as i32);
        // "The game is over, 40 discs to 24 for me.", or "... a draw".
        let mut end = Text::empty();
        end.push(b"The game is over, ");
        signed(if xs > os { xs } else { os }, 1, &mut end);
        end.push(b" discs to ");
        signed(if xs > os { os } else { xs }, 1, &mut end);
        end.push(if xs > os { b" for you." } else if xs < os { b" for me." } else { b": a draw." });
        word(&end.bytes, end.len, said);
    }
    let over = after.status != ON;
    conclude(&mut after);
    if over {
        learned(&after, &weights, depth, said);
    }
    // A game lost at a level keeps no promise (see "How I learn").
    if over && leveled && after.status == LOST {
        said.push(b"\nPlayed at a level, this game keeps no promise: your same moves may win it\nagain.");
    }
    after.write(next);
    true
}

/// Adds the first `len` bytes of `piece` to what I say: after a space,
/// or on a line of their own when they would reach past the 79th column.
fn word(piece: &[u8], len: usize, said: &mut Text) {
    let mut column: usize = 0;
    while column < said.len && said.bytes[said.len - 1 - column] != b'\n' {
        column += 1;
    }
    said.push(if column + 1 + len > 79 { b"\n" } else if column > 0 { b" " } else { b"" });
    let mut i: usize = 0;
    while i < len {
        said.push(&[piece[i]]);
        i += 1;
    }
}

/// The digits, each as a piece of text.
const DIGITS: [[u8; 1]; 10] = [[b'0'], [b'1'], [b'2'], [b'3'], [b'4'], [b'5'], [b'6'], [b'7'], [b'8'], [b'9']];

/// Draws the board for you as `game` stands, from the discs `was` (yours,
/// mine) at the start of the turn: your last move (`yours`) and mine
/// (`mine`; 64: none) in brackets, the discs that turned in parentheses,
/// and, when it is your move, a star where you may play; then the discs
/// each of us has.
fn view(game: &Game, was: [u64; 2], yours: usize, mine: usize, said: &mut Text) {
    let turned = (was[0] & game.o) | (was[1] & game.x);
    let open = if game.status == ON { legal(game.x, game.o) } else { 0 };
    said.push(b"     a  b  c  d  e  f  g  h\n");
    let mut at: usize = 0;
    while at < 64 {
        if at % 8 == 0 {
            said.push(&[b' ', b'1' + (at / 8) as u8, b' ', b' ']);
        }
        let last = at == yours || at == mine;
        let (left, right) = if last { (b'[', b']') } else if turned >> at & 1 == 1 { (b'(', b')') } else { (b' ', b' ') };
        let piece = if game.x >> at & 1 == 1 {
            b'X'
        } else if game.o >> at & 1 == 1 {
            b'0'
        } else if open >> at & 1 == 1 {
            b'*'
        } else {
            b'.'
        };
        said.push(&[left]);
        said.paint(piece, last);
        said.push(&[right]);
        if at % 8 == 7 {
            said.push(&[b' ', b' ', b'1' + (at / 8) as u8, b'\n']);
        }
        at += 1;
    }
    said.push(b"     a  b  c  d  e  f  g  h\n");
    let (xs, os) = (game.x.count_ones() as u8, game.o.count_ones() as u8);
    said.push(b"Discs: you ");
    said.push(if xs < 10 { b"" } else { &DIGITS[xs as usize / 10] });
    said.push(&DIGITS[xs as usize % 10]);
    said.push(b", me ");
    said.push(if os < 10 { b"" } else { &DIGITS[os as usize / 10] });
    said.push(&DIGITS[os as usize % 10]);
    said.push(if open != 0 { b". [ ] last moves, ( ) turned, * yours to take.\n" } else { b". [ ] last moves, ( ) turned.\n" });
}

/// Says, in words, what I learned from the game you won: my depth as it
/// went, and every weight that moved, from the `weights` and `depth` I
/// played it with.
fn learned(after: &Game, weights: &[i32; FEATURES], depth: u8, said: &mut Text) {
    said.push(b"\nI learned, in my lesson ");
    signed(after.lessons as i32, 1, said);
    said.push(b":");
    let mut piece = Text::empty();
    if after.depth != depth {
        piece.push(b"I look ");
        signed(after.depth as i32, 1, &mut piece);
        piece.push(b" moves ahead, not ");
        signed(depth as i32, 1, &mut piece);
        piece.push(b";");
        word(&piece.bytes, piece.len, said);
    }
    // "my weights moved: mine a1 +12, c1 -3, yours d3 -4, my moves +2".
    let mut group: usize = 0;
    let mut i: usize = 0;
    while i < FEATURES {
        if after.weights[i] != weights[i] {
            piece.len = 0;
            piece.push(if group == 0 { b"my weights moved: " } else { b"" });
            piece.push(if group < 1 && i < YOURS { b"mine " } else { b"" });
            piece.push(if group < 2 && i >= YOURS && i < MOVES { b"yours " } else { b"" });
            if i >= MOVES {
                piece.push(LABELS[i - MOVES]);
            }
            if i < MOVES {
                piece.push(&name(corner(i % KINDS)));
                piece.push(b" ");
            }
            piece.push(if after.weights[i] > weights[i] { b"+" } else { b"" });
            signed(after.weights[i] - weights[i], 1, &mut piece);
            piece.push(b",");
            word(&piece.bytes, piece.len, said);
            group = if i < YOURS { 1 } else { 2 };
        }
        i += 1;
    }
    if group == 0 && after.depth == depth {
        word(b"nothing that changes how I play.", 32, said);
    } else {
        // The last `,` or `;` ends the sentence.
        said.len -= 1;
        said.push(b".");
    }
}

/// What I call the weights after those of the squares, in what I say.
const LABELS: [&[u8]; 6] = [b"my moves ", b"your moves ", b"mine beside empty squares ", b"yours beside empty squares ", b"mine beside empty corners ", b"yours beside empty corners "];

/// Says why I refuse, and gives false.
fn refuse(refusal: Refusal, said: &mut Text) -> bool {
    said.push(refusal.say);
    if refusal.at < 64 {
        said.push(&name(refusal.at));
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
// merlyn: a game of Reversi that is also the program playing it.
//
// You are X, I am 0 (a zero). You hold e4 and d5, I hold d4 and e5, and
// you move first. A move is a square, its column a-h then its row 1-8:
// f5. It must flip at least one of my discs, along any of the eight lines
// through it: a straight run of my discs closed by one of yours. When one
// of us cannot move, the other moves again; when neither can, the game is
// over, and whoever has more discs wins.
//
// Compile me, run me with your move, and I print my successor: this very
// program, with your move and my reply written into the board below.
//
//     rustc reversi.rs -o next
//     ./next f5 | tee reversi-next.rs
//     rustc reversi-next.rs -o next && ./next e6 | tee reversi-next.rs
//
// Run me with no move, before the first one, and I open the game. After
// every game my successor has a changed strategy (my weights, what a disc
// on each square and a move of each side are worth to me): it has learned
// from the game, and from studying it; when you beat me, it also has a
// new board, may look further ahead, and never lets your same moves win
// the same game again.
//
// To play a game at a level, N moves ahead (1 to 8), set MERLYN_LEVEL
// when you run me for its first move: `MERLYN_LEVEL=8 ./next f5`. The
// game keeps its level to the end; it teaches my weights, but neither
// how far I look nor that promise.
//
// Only the lines of STATE change from one generation to the next.
// Everything else is the same in every generation, byte for byte.

// The C runtime calls my main itself: see "How I run" below.
#![no_main]

// My state: the game and where it stands (new, on, won, lost or draw); the
// board, and my face; my weights, what a disc of mine and one of yours on
// each square are worth to me, and a move that I or you could make (see
// "What a position is worth to me"); how many moves I look ahead, and how
// many lessons I have taken; my steps, which set how far my next lessons
// move each weight (see "How I learn"); and the moves of the game so far,
// both of ours, in order, in capitals a move made at random.
// (My state is a module of its own so that rustc, compiling my
// successor, builds that module anew and reuses the rest of me.)
mod state {
@state
}

// ---------------------------------------------------------------------------
// The board as bits. A set of squares is a number whose bit 8r + c stands
// for the square in row r + 1, column c + 1: a1 is bit 0, h1 bit 7, a8 bit
// 56. Reading order, row 1 from a to h first, is the order of the bits.
//
// Every move compiles me anew, and the compiler takes longest over numbers
// whose type it must work out: so a typed value stands first in each sum
// I write, and every counter has its type.

/// Your discs and mine at the start: e4 and d5, d4 and e5.
pub const START: [u64; 2] = [0x0000_0008_1000_0000, 0x0000_0010_0800_0000];

/// The four lines through a square, as the shift that steps along each
/// (east, south-west, south, south-east; shifted the other way, west,
/// north-east, north, north-west), and the squares a run along it may
/// pass: a step off the board, or around its edge, leaves them.
const SHIFT: [u32; 4] = [1, 7, 8, 9];
const INNER: [u64; 4] = [0x7e7e_7e7e_7e7e_7e7e, 0x007e_7e7e_7e7e_7e00, 0x00ff_ffff_ffff_ff00, 0x007e_7e7e_7e7e_7e00];

/// The discs of `yours` that a disc of `mine` on the square `at` (0..64)
/// flips: every straight run of yours that one of mine closes. None when
/// `at` is taken.
pub fn flips(mine: u64, yours: u64, at: usize) -> u64 {
    let bit = 1u64 << at;
    let mut all: u64 = 0;
    let mut d: usize = 0;
    while d < 4 && (mine | yours) & bit == 0 {
        let (shift, inner) = (SHIFT[d], yours & INNER[d]);
        // One way along the line, then the other.
        let (mut run, mut b): (u64, u64) = (0, bit << shift);
        while b & inner != 0 {
            run |= b;
            b <<= shift;
        }
        all |= if b & mine != 0 { run } else { 0 };
        (run, b) = (0, bit >> shift);
        while b & inner != 0 {
            run |= b;
            b >>= shift;
        }
        all |= if b & mine != 0 { run } else { 0 };
        d += 1;
    }
    all
}

/// The squares `mine` can play against `yours`: along each line from each
/// of mine, a run of yours that an empty square ends.
pub fn legal(mine: u64, yours: u64) -> u64 {
    let empty = !(mine | yours);
    let mut all: u64 = 0;
    let mut d: usize = 0;
    while d < 4 {
        let (shift, inner) = (SHIFT[d], yours & INNER[d]);
        let (mut up, mut down): (u64, u64) = ((mine << shift) & inner, (mine >> shift) & inner);
        let mut i: usize = 0;
        while i < 5 {
            up |= (up << shift) & inner;
            down |= (down >> shift) & inner;
            i += 1;
        }
        all |= ((up << shift) | (down >> shift)) & empty;
        d += 1;
    }
    all
}

/// Who moves after `side` (0 you, 1 me) has moved, on the board `discs`:
/// the other side if it can, else `side` again if it can, else 2: nobody.
pub fn after(discs: [u64; 2], side: usize) -> usize {
    if legal(discs[side ^ 1], discs[side]) != 0 {
        side ^ 1
    } else if legal(discs[side], discs[side ^ 1]) != 0 {
        side
    } else {
        2
    }
}

// ---------------------------------------------------------------------------
// What a position is worth to me.
//
// The board has eight symmetries (four turns, and a mirror of each), and
// they cast its 64 squares into ten kinds: a square is of the kind of the
// one it falls on in the corner a1-d4, where a1, b1, c1, d1, b2, c2, d2,
// c3, d3 and d4 stand for their kinds (b1 and a2 are one kind). A disc of
// mine on a square of kind k is worth MINE + k of my weights, a disc of
// yours YOURS + k; each move that I could make, if it were mine to move,
// is worth weight MOVES, and each move of yours weight MOVES + 1; each
// disc of mine beside an empty square (on the frontier) OPEN, each of
// yours OPEN + 1; each disc of mine beside an empty corner (where it may
// give the corner away) CORNERED, each of yours CORNERED + 1. What a
// position is worth to me is the sum: my weights times the features of
// the position, how many of each there are.
//
// Generation zero's weights are reverxii's, ten times over, for my discs:
//
//     the corners 90, the squares beside them 10, the other edges 60,
//     the centre 40, the ring around it 20, the corners' diagonal
//     neighbours 10;
//
// and 0 for the rest. With them, what a move of mine adds
// to my position is ten times what reverxii makes of it: the weight of
// its square, and of every disc it flips.

/// How many kinds of square there are; and where, among my weights, the
/// kinds of my discs start, those of yours, the moves, the discs beside
/// an empty square, and those beside an empty corner (mine, then yours).
pub const KINDS: usize = 10;
pub const MINE: usize = 0;
pub const YOURS: usize = 10;
pub const MOVES: usize = 20;
pub const OPEN: usize = 22;
pub const CORNERED: usize = 24;
/// How many weights I have, a feature each.
pub const FEATURES: usize = 26;

/// The corners, and the three squares beside each: a1's b1, a2 and b2,
/// h1's, a8's and h8's.
const CORNERS: [u64; 4] = [1, 1u64 << 7, 1u64 << 56, 1u64 << 63];
const BESIDE: [u64; 4] = [0x0000_0000_0000_0302, 0x0000_0000_0000_c040, 0x0203_0000_0000_0000, 0x40c0_0000_0000_0000];

/// The squares one step from some square of `set`, along any line: the
/// squares of `set` that a step would carry off the board, or around its
/// edge, stay behind.
pub fn around(set: u64) -> u64 {
    const AHEAD: [u64; 4] = [0x7f7f_7f7f_7f7f_7f7f, 0xfefe_fefe_fefe_fefe, !0, 0x7f7f_7f7f_7f7f_7f7f];
    const BACK: [u64; 4] = [0xfefe_fefe_fefe_fefe, 0x7f7f_7f7f_7f7f_7f7f, !0, 0xfefe_fefe_fefe_fefe];
    let mut all: u64 = 0;
    let mut d: usize = 0;
    while d < 4 {
        all |= (set & AHEAD[d]) << SHIFT[d] | (set & BACK[d]) >> SHIFT[d];
        d += 1;
    }
    all
}

/// The squares beside the corners that are empty where `taken` are taken.
pub fn cornered(taken: u64) -> u64 {
    let mut all: u64 = 0;
    let mut c: usize = 0;
    while c < 4 {
        all |= if taken & CORNERS[c] == 0 { BESIDE[c] } else { 0 };
        c += 1;
    }
    all
}

/// The squares of each kind, as sets: `kinds` makes them.
pub const KIND: [u64; KINDS] = kinds();

/// The kind of each square: fold its row and its column into the corner
/// (row and column 0..4), and count the squares of the corner before it,
/// row by row, on or above its diagonal.
const fn kinds() -> [u64; KINDS] {
    const FIRST: [usize; 4] = [0, 4, 7, 9];
    let mut sets = [0u64; KINDS];
    let mut at: usize = 0;
    while at < 64 {
        let (r, c) = (at / 8, at % 8);
        let r = if r < 4 { r } else { 7 - r };
        let c = if c < 4 { c } else { 7 - c };
        let (low, high) = if r < c { (r, c) } else { (c, r) };
        sets[FIRST[low] + high - low] |= 1u64 << at;
        at += 1;
    }
    sets
}

/// reverxii's weight of each kind: a1 b1 c1 d1 b2 c2 d2 c3 d3 d4.
pub const REVERXII: [i32; KINDS] = [9, 1, 6, 6, 1, 2, 2, 4, 4, 4];

/// Generation zero's weights: reverxii's, times ten, for my discs; 0 for
/// the rest.
pub const fn zero() -> [i32; FEATURES] {
    let mut weights = [0i32; FEATURES];
    let mut k: usize = 0;
    while k < KINDS {
        weights[MINE + k] = 10 * REVERXII[k];
        k += 1;
    }
    weights
}

/// The features of the position where `mine` and `yours` stand, seen from
/// the side of `mine`, who could make the moves `moves`, and `yours` the
/// moves `theirs`.
pub fn features(mine: u64, yours: u64, moves: u64, theirs: u64) -> [i32; FEATURES] {
    let mut counts = [0i32; FEATURES];
    let mut k: usize = 0;
    while k < KINDS {
        counts[MINE + k] = (mine & KIND[k]).count_ones() as i32;
        counts[YOURS + k] = (yours & KIND[k]).count_ones() as i32;
        k += 1;
    }
    counts[MOVES] = moves.count_ones() as i32;
    counts[MOVES + 1] = theirs.count_ones() as i32;
    let (open, cornered) = (around(!(mine | yours)), cornered(mine | yours));
    counts[OPEN] = (mine & open).count_ones() as i32;
    counts[OPEN + 1] = (yours & open).count_ones() as i32;
    counts[CORNERED] = (mine & cornered).count_ones() as i32;
    counts[CORNERED + 1] = (yours & cornered).count_ones() as i32;
    counts
}

/// What features `f` are worth with `weights`.
pub fn worth(f: &[i32; FEATURES], weights: &[i32; FEATURES]) -> i32 {
    let mut sum: i32 = 0;
    let mut i: usize = 0;
    while i < FEATURES {
        sum += f[i] * weights[i];
        i += 1;
    }
    sum
}

/// What the position where `mine` and `yours` stand is worth to `mine`,
/// with `weights`.
pub fn value(mine: u64, yours: u64, weights: &[i32; FEATURES]) -> i32 {
    evaluate(mine, yours, legal(mine, yours), legal(yours, mine), weights)
}

/// What `worth` makes of `features`, the same sum in one pass: a search
/// asks it at every line's end.
pub fn evaluate(mine: u64, yours: u64, moves: u64, theirs: u64, weights: &[i32; FEATURES]) -> i32 {
    let mut sum: i32 = weights[MOVES] * moves.count_ones() as i32 + weights[MOVES + 1] * theirs.count_ones() as i32;
    let (open, cornered) = (around(!(mine | yours)), cornered(mine | yours));
    sum += weights[OPEN] * (mine & open).count_ones() as i32 + weights[OPEN + 1] * (yours & open).count_ones() as i32;
    sum += weights[CORNERED] * (mine & cornered).count_ones() as i32 + weights[CORNERED + 1] * (yours & cornered).count_ones() as i32;
    let mut k: usize = 0;
    while k < KINDS {
        sum += weights[MINE + k] * (mine & KIND[k]).count_ones() as i32 + weights[YOURS + k] * (yours & KIND[k]).count_ones() as i32;
        k += 1;
    }
    sum
}

// ---------------------------------------------------------------------------
// How I choose a move.
//
// Looking one move ahead (depth 1), I weigh each of my moves by what the
// position it leaves is worth to me, scanning the squares in reading
// order, row 1 from a to h first, and play the first square worth more
// than every square before it: ties go to the earliest. With generation
// zero's weights, that is reverxii's rule exactly: a move is worth the
// weight of its square plus the weight of every disc it flips.
//
// Deeper, I look at every line of moves that long, mine and yours in turn
// (a side that cannot move passes, and the pass counts as a move), and
// score a line by what the position at its end is worth to me. A line
// that ends the game counts the discs instead: every disc I win by counts
// DISC, more than any position, and every disc I lose by counts as much
// against me. Against each of my moves I take your best reply, and so on
// down the line (minimax), and I play the first square, in reading order,
// whose line scores more than every square before it. Lines that cannot
// change my choice I cut short (alpha-beta): the choice is the one a full
// search makes.
//
// A generation looks at most DEEPEST moves ahead, unless you ask it for a
// game at a level (`play reversi --level N`), and merlyn, which runs this
// very code in its matches and its engine front-ends, may ask it to look
// further too, up to STRONGEST (`merlyn match --level`); then I also look
// to the end of the game once few squares are empty (END, more at the
// highest levels): every line counts the discs, and the rest of the game
// is played perfectly, whatever the weights. Such long lines I search
// best first (see `sorted`), which changes no score, only how much of the
// search the cuts save: at the strongest level a move takes a hundredth
// of a second on average, a tenth or two at the most against myself. A
// wilder game can ask far more, so a search that far looks at POSITIONS
// at the most, and where they run out, I choose as at DEEPEST.

/// The deepest I look. A lesson raises my depth up to this; deeper, a turn
/// that learns would take more than its second, unoptimised.
pub const DEEPEST: usize = 4;

/// The furthest a level may ask me to look.
pub const STRONGEST: usize = 8;

/// How few empty squares make me look to the end of the game, when I look
/// further than DEEPEST: END at a level up to FARTHER, two more at each
/// level beyond it (see `ahead`).
pub const END: u32 = 12;
pub const FARTHER: usize = 6;

/// How many moves ahead I look, looking `depth` ahead where `taken` are
/// taken: to the end of the game (more moves than it has left, passes
/// counted) where it is that near and `depth` is a level's.
pub fn ahead(taken: u64, depth: usize) -> usize {
    let end: u32 = if depth > FARTHER { END + 2 * (depth - FARTHER) as u32 } else { END };
    if depth > DEEPEST && 64 - taken.count_ones() <= end { 64 } else { depth }
}

/// What one disc of the final count is worth, more than any position.
pub const DISC: i32 = 1_000_000;

/// More than any line scores.
const ALL: i32 = 1_000_000_000;

/// The order in which a search tries the moves after the first of a line,
/// so that good ones come early and cut the most: the corners, then all
/// but the squares beside the corners, then those. (The first move of a
/// line goes in reading order, for ties go to the earliest.)
const ORDER: [u64; 3] = [0x8100_0000_0000_0081, !0x8100_0000_0000_0081 & !0x42c3_0000_0000_c342, 0x42c3_0000_0000_c342];

/// How many moves a line must still look ahead for a search to try its
/// moves in the order of `sorted`; a generation, which looks at most
/// DEEPEST ahead, never does (its lines are short: sorting them costs
/// more than it saves).
pub const SORTED: usize = DEEPEST;

/// How few empty squares make sorting not worth its cost, near the end of
/// a line that looks to the end of the game.
pub const LATE: u32 = 6;

/// Puts the `moves` of `mine` against `yours` into `order`, the move that
/// leaves you the fewest replies first (ties in the order of ORDER, then
/// reading order), and gives how many there are. A line that starts with
/// a good move cuts the most from the search; a move that leaves the other
/// side few moves is often good, and always quick to look through.
pub fn sorted(mine: u64, yours: u64, moves: u64, order: &mut [u8; 64]) -> usize {
    let mut keys = [0u32; 64];
    let mut n: usize = 0;
    let mut pass: usize = 0;
    while pass < 3 {
        let mut left = moves & ORDER[pass];
        while left != 0 {
            let at = left.trailing_zeros() as usize;
            left &= left - 1;
            let won = flips(mine, yours, at) | 1u64 << at;
            let key: u32 = legal(yours & !won, mine | won).count_ones() * 4 + pass as u32;
            // Insertion: the later of two equal keys goes after.
            let mut i: usize = n;
            while i > 0 && keys[i - 1] > key {
                keys[i] = keys[i - 1];
                order[i] = order[i - 1];
                i -= 1;
            }
            keys[i] = key;
            order[i] = at as u8;
            n += 1;
        }
        pass += 1;
    }
    n
}

/// The score for me of the best line `plies` moves long from where `mine`
/// is to move against `yours`, with my `weights`; `me` says whether
/// `mine` are my discs. The score is from the side of `mine`: what the
/// line's end is worth to me, or its opposite when `mine` are yours. Exact
/// when it falls between `floor` and `ceiling`; else at most `floor`, or
/// at least `ceiling`.
pub fn search(mine: u64, yours: u64, plies: usize, me: bool, weights: &[i32; FEATURES], floor: i32, ceiling: i32) -> i32 {
    let mut budget: u64 = u64::MAX;
    within(mine, yours, plies, me, weights, floor, ceiling, &mut budget)
}

/// Searches as `search` does, within `budget` positions, less each one it
/// looks at: once they run out, every line scores 0, and the search is
/// worth nothing (see `best`).
#[allow(clippy::too_many_arguments)]
pub fn within(mine: u64, yours: u64, plies: usize, me: bool, weights: &[i32; FEATURES], floor: i32, ceiling: i32, budget: &mut u64) -> i32 {
    if *budget == 0 {
        return 0;
    }
    *budget -= 1;
    let moves = legal(mine, yours);
    // Your moves count only where I have none, or where the line stops.
    let theirs = if moves == 0 || plies == 0 { legal(yours, mine) } else { 1 };
    if moves | theirs == 0 {
        return DISC * (mine.count_ones() as i32 - yours.count_ones() as i32);
    }
    if plies == 0 {
        return if me { evaluate(mine, yours, moves, theirs, weights) } else { 0 - evaluate(yours, mine, theirs, moves, weights) };
    }
    if moves == 0 {
        return 0 - within(yours, mine, plies - 1, !me, weights, 0 - ceiling, 0 - floor, budget);
    }
    let (mut best, mut floor): (i32, i32) = (0 - ALL, floor);
    if plies >= SORTED && 64 - (mine | yours).count_ones() > LATE {
        let mut order = [0u8; 64];
        let n = sorted(mine, yours, moves, &mut order);
        let mut i: usize = 0;
        while i < n && best < ceiling {
            let at = order[i] as usize;
            let won = flips(mine, yours, at) | 1u64 << at;
            let value = 0 - within(yours & !won, mine | won, plies - 1, !me, weights, 0 - ceiling, 0 - floor, budget);
            best = if value > best { value } else { best };
            floor = if value > floor { value } else { floor };
            i += 1;
        }
        return best;
    }
    let mut pass: usize = 0;
    while pass < 3 && best < ceiling {
        let mut left = moves & ORDER[pass];
        while left != 0 && best < ceiling {
            let at = left.trailing_zeros() as usize;
            left &= left - 1;
            let won = flips(mine, yours, at) | 1u64 << at;
            let value = 0 - within(yours & !won, mine | won, plies - 1, !me, weights, 0 - ceiling, 0 - floor, budget);
            best = if value > best { value } else { best };
            floor = if value > floor { value } else { floor };
        }
        pass += 1;
    }
    best
}

/// The score for `mine` of playing `at` against `yours`, looking `depth`
/// moves ahead with `weights`: exact when it falls above `floor`, else at
/// most `floor`. At depth 1, what the position it leaves is worth.
pub fn score(mine: u64, yours: u64, at: usize, weights: &[i32; FEATURES], depth: usize, floor: i32) -> i32 {
    let mut budget: u64 = u64::MAX;
    score_within(mine, yours, at, weights, depth, floor, &mut budget)
}

/// The score `score` gives, searched within `budget` positions (see
/// `within`).
pub fn score_within(mine: u64, yours: u64, at: usize, weights: &[i32; FEATURES], depth: usize, floor: i32, budget: &mut u64) -> i32 {
    let won = flips(mine, yours, at) | 1u64 << at;
    if depth < 2 {
        return value(mine | won, yours & !won, weights);
    }
    0 - within(yours & !won, mine | won, depth - 1, false, weights, 0 - ALL, 0 - floor, budget)
}

/// How many positions a search beyond DEEPEST may look at for one move:
/// what keeps the slowest move of the strongest level within a few tenths
/// of a second. Where they run out, I choose as at DEEPEST (see `best`).
pub const POSITIONS: u64 = 3_000_000;

/// The square `mine` plays against `yours`, looking `depth` moves ahead
/// (or to the end: see `ahead`) with `weights`, and the score of its best
/// line; 64 when `mine` has no move. Passing `not`, the best square but
/// `not`.
pub fn best(mine: u64, yours: u64, weights: &[i32; FEATURES], depth: usize, not: usize) -> (usize, i32) {
    best_within(mine, yours, weights, depth, not, POSITIONS)
}

/// The square and score `best` gives, a search beyond DEEPEST within
/// `positions`: where they run out, the square and score of a search
/// DEEPEST moves ahead, which always ends.
pub fn best_within(mine: u64, yours: u64, weights: &[i32; FEATURES], depth: usize, not: usize, positions: u64) -> (usize, i32) {
    let moves = legal(mine, yours);
    let looks = ahead(mine | yours, depth);
    let mut budget: u64 = if depth > DEEPEST { positions } else { u64::MAX };
    let (mut top, mut choice): (i32, usize) = (0 - ALL, 64);
    let mut at: usize = 0;
    while at < 64 && budget > 0 {
        if moves >> at & 1 == 1 && at != not {
            let value = score_within(mine, yours, at, weights, looks, top, &mut budget);
            if choice == 64 || value > top {
                top = value;
                choice = at;
            }
        }
        at += 1;
    }
    if budget == 0 {
        return best_within(mine, yours, weights, DEEPEST, not, positions);
    }
    (choice, top)
}

/// The square `mine` plays against `yours` with `weights`, at `depth`; 64
/// when `mine` has no move.
pub fn pick(mine: u64, yours: u64, weights: &[i32; FEATURES], depth: usize) -> usize {
    best(mine, yours, weights, depth, 64).0
}

/// Replays the first `count` of `moves` from the start, as I would play
/// my own with `weights`, at `depth`. Gives the board (your discs, mine);
/// who is to move next (0 you, 1 me, 2 nobody: the game is over; 3: a
/// move is not legal where it stands); and the first of my moves I would
/// now play otherwise (60: none).
pub fn replay(moves: &[u8; 60], count: usize, weights: &[i32; FEATURES], depth: usize) -> ([u64; 2], usize, usize) {
    replay_from(moves, count, weights, depth, 0)
}

/// Replays as `replay` does, checking only my moves from move `from` on.
pub fn replay_from(moves: &[u8; 60], count: usize, weights: &[i32; FEATURES], depth: usize, from: usize) -> ([u64; 2], usize, usize) {
    let mut discs = START;
    // The first move is mine when it is not yours to play.
    let mut side: usize = (count > 0 && flips(discs[0], discs[1], moves[0] as usize) == 0) as usize;
    let mut otherwise: usize = 60;
    let mut k: usize = 0;
    while k < count && side < 2 {
        let at = moves[k] as usize;
        if side == 1 && otherwise == 60 && k >= from && pick(discs[1], discs[0], weights, depth) != at {
            otherwise = k;
        }
        let f = flips(discs[side], discs[side ^ 1], at);
        if f == 0 {
            return (discs, 3, otherwise);
        }
        discs[side] |= f | 1u64 << at;
        discs[side ^ 1] &= !f;
        side = after(discs, side);
        k += 1;
    }
    (discs, side, otherwise)
}

/// The boards after each of the first `count` of `moves` from the start
/// (your discs, mine), and who made each move (0 you, 1 me), into
/// `boards` and `sides`.
pub fn boards(moves: &[u8; 60], count: usize, boards: &mut [[u64; 2]; 61], sides: &mut [usize; 61]) {
    let mut discs = START;
    let mut side: usize = (count > 0 && flips(discs[0], discs[1], moves[0] as usize) == 0) as usize;
    let mut k: usize = 0;
    while k < count && side < 2 {
        let at = moves[k] as usize;
        let f = flips(discs[side], discs[side ^ 1], at);
        discs[side] |= f | 1u64 << at;
        discs[side ^ 1] &= !f;
        boards[k] = discs;
        sides[k] = side;
        side = after(discs, side);
        k += 1;
    }
}

// ---------------------------------------------------------------------------
// How I learn.
//
// After every game, won, lost or drawn, I go over it again as my own
// teacher, and learn what positions are worth; when you beat me, I take
// two more lessons from it.
//
// My depth, after a loss. At each of my moves where I had a choice, I look
// one move deeper than I played; where that deeper look would have played
// otherwise, anywhere, I look a move further ahead from now on, up to
// DEEPEST.
//
// My weights, by temporal differences (TD(lambda): Sutton, 1988; of a
// table of square weights for Othello by self-play, Lucas and Runarsson,
// 2006). What a position is worth to a side, squashed, tanh(worth / SURE),
// is a guess of how the game ends for it, from -1, lost, to 1, won. Along
// a game, each position's guess should have been the next one's, and the
// last one's the result. So, for each side, yours and mine, and each
// position after a move, I take how far the next guess (or the result) is
// from this one, and move every weight that way, in proportion to how much
// its feature made this guess and, fading by LAMBDA a move, the guesses
// before it. The winner's positions teach as much as the loser's: what
// your discs were worth to you, mine are worth to me. A move made at
// random (the opening of a training game, written in capitals among my
// moves, or a move of a study game below) is neither side's choice: I
// learn nothing across it, for what followed it says nothing of the
// guesses before it (temporal differences do not back up through
// exploratory moves: Sutton and Barto, 2018).
//
// Then I study the game, as a player replays a game to learn from it: I
// play myself STUDY games, each from a position of the game drawn at
// random (after its last random move: a position both sides chose into),
// looking STUDYING moves ahead, one move in EXPLORE made at random, and
// learn from each as from the game. So one game teaches what positions
// like its own are worth, not only the one line it took. (The draws come
// from a stream seeded by my lessons and the game's moves: the same game
// teaches the same lesson.)
//
// Each weight takes steps of its own, which settle by themselves (temporal
// coherence, TC(lambda): Beal and Smith, 1999): I keep, for each, how far
// my lessons have asked it to move in all, back and forth, and how far
// that came to, net, in points (my steps, in my state). It moves as far
// as it is asked times the second over the first: a weight that every
// lesson pulls one way moves as far as it is asked, one pulled back and
// forth, which has found its place, less and less. A weight stays within
// -999 and 999.
//
// After a loss, I make sure that your same moves can never give the same
// game again. If, replaying them, I would still play as I did, I blame the
// move at which I came nearest to playing otherwise: where what I played
// scored least over the best of the others (the first such, if several).
// There I played square m, and the runner-up was a. Every weight whose
// feature is larger one move after a than after m gains a point, and every
// one whose feature is smaller loses one, until I would play otherwise
// there, or NUDGES times. At depth 1 that must come, unless the two moves
// leave positions of the same features; deeper, it may not come: then I
// put the weights back, and blame the next nearest call, and so on. When
// every move I made was forced, nothing could change the game. A game
// you asked to play at a level teaches my weights alone: neither my depth
// nor this promise, which would search every call of it again at the
// level.

/// How much a guess counts after the move that follows it, in TD(lambda).
pub const LAMBDA: f64 = 0.5;
/// The worth of a position whose guess is tanh(1), three to one for its
/// side.
pub const SURE: f64 = 400.0;
/// How far a lesson asks a weight to move, in points, for a difference of
/// 1 between two guesses where its feature made all of the first.
pub const STEP: f64 = 100.0;
/// How many games I play myself, studying a game.
pub const STUDY: usize = 150;
/// How many moves ahead each side looks in them.
pub const STUDYING: usize = 2;
/// One move in EXPLORE of a study game is made at random.
pub const EXPLORE: u64 = 10;
/// The most a weight may be.
pub const MOST: i32 = 999;
/// The most my steps count, in all or net, either way.
pub const FAR: i64 = 999_999_999;
/// How many points a blamed call may move my weights.
pub const NUDGES: usize = 30;

/// A stream of numbers for my study games (SplitMix64): the next one.
pub fn draw(stream: &mut u64) -> u64 {
    *stream = stream.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *stream;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// Adds to `change` what temporal differences ask of each weight over the
/// `n` boards `seen` (yours, mine), each after a move, in order, with
/// `weights`: the sum, for both sides and each board but the last, of how
/// far the next guess (at the last board, the result) is from this one,
/// times the trace of each feature's part in the guesses so far. Where the
/// move to a board was random (bit k of `random`, for board k), nothing,
/// and the trace starts again.
pub fn differences(seen: &[[u64; 2]; 61], n: usize, random: u64, weights: &[i32; FEATURES], change: &mut [f64; FEATURES]) {
    let last = seen[if n > 0 { n - 1 } else { 0 }];
    let mut side: usize = 0;
    while side < 2 && n > 1 {
        let (mine, yours) = (last[side].count_ones(), last[side ^ 1].count_ones());
        let result: f64 = if mine > yours { 1.0 } else if mine < yours { -1.0 } else { 0.0 };
        let mut trace = [0f64; FEATURES];
        let mut gradient = [0f64; FEATURES];
        let mut guess = guessed(seen[0], side, weights, &mut gradient);
        let mut k: usize = 1;
        while k < n {
            let mut further = [0f64; FEATURES];
            let next = if k + 1 < n { guessed(seen[k], side, weights, &mut further) } else { result };
            let chosen = random >> k & 1 == 0;
            let mut i: usize = 0;
            while i < FEATURES {
                trace[i] = if chosen { LAMBDA * trace[i] + gradient[i] } else { 0.0 };
                change[i] += (next - guess) * trace[i];
                i += 1;
            }
            guess = next;
            gradient = further;
            k += 1;
        }
        side += 1;
    }
}

/// The guess of how the game ends for `side` (0 you, 1 me) of the board
/// `discs` (yours, mine), with `weights`; and into `gradient`, how much
/// each weight moves it.
fn guessed(discs: [u64; 2], side: usize, weights: &[i32; FEATURES], gradient: &mut [f64; FEATURES]) -> f64 {
    let (mine, yours) = (discs[side], discs[side ^ 1]);
    let f = features(mine, yours, legal(mine, yours), legal(yours, mine));
    let guess = tanh(worth(&f, weights) as f64 / SURE);
    let mut i: usize = 0;
    while i < FEATURES {
        gradient[i] = (1.0 - guess * guess) * f[i] as f64 / SURE;
        i += 1;
    }
    guess
}

/// tanh(x) = 1 - 2 / (e^2x + 1), worked out here: the driver links me
/// without a maths library, which `f64::tanh` would need.
fn tanh(x: f64) -> f64 {
    if x > 20.0 {
        return 1.0;
    } else if x < -20.0 {
        return -1.0;
    }
    1.0 - 2.0 / (exp(2.0 * x) + 1.0)
}

/// e^x, for x from -40 to 40: x = k ln 2 + r, with r at most ln 2 / 2 either
/// way; e^r by its series, to 20 terms; then times 2^k, by its exponent bits.
fn exp(x: f64) -> f64 {
    const LN2: f64 = 0.693_147_180_559_945_3;
    let k = (x / LN2 + if x < 0.0 { -0.5 } else { 0.5 }) as i64;
    let r = x - k as f64 * LN2;
    let (mut term, mut sum, mut n) = (1.0f64, 1.0f64, 1.0f64);
    while n < 20.0 {
        term = term * r / n;
        sum += term;
        n += 1.0;
    }
    sum * f64::from_bits(((1023 + k) as u64) << 52)
}

/// What a lesson works with: my weights, and my steps so far, in all and
/// net, as fractions; and the weights as whole numbers, as I play them.
pub struct Lesson {
    pub weights: [f64; FEATURES],
    pub all: [f64; FEATURES],
    pub net: [f64; FEATURES],
    pub whole: [i32; FEATURES],
}

impl Lesson {
    /// The lesson of the program `game` holds.
    pub fn of(game: &Game) -> Lesson {
        let mut lesson = Lesson { weights: [0.0; FEATURES], all: [0.0; FEATURES], net: [0.0; FEATURES], whole: game.weights };
        let mut i: usize = 0;
        while i < FEATURES {
            lesson.weights[i] = game.weights[i] as f64;
            lesson.all[i] = game.all[i] as f64;
            lesson.net[i] = game.net[i] as f64;
            i += 1;
        }
        lesson
    }

    /// Moves each weight by what `change` asks, times STEP, times its
    /// steps' net over their all (all of it while it has none), and counts
    /// what was asked among its steps; then `change` is spent.
    pub fn step(&mut self, change: &mut [f64; FEATURES]) {
        let mut i: usize = 0;
        while i < FEATURES {
            let asked = STEP * change[i];
            let net = if self.net[i] < 0.0 { 0.0 - self.net[i] } else { self.net[i] };
            let share = if self.all[i] > 0.0 { net / self.all[i] } else { 1.0 };
            let moved = self.weights[i] + share * asked;
            let most = MOST as f64;
            self.weights[i] = if moved > most { most } else if moved < 0.0 - most { 0.0 - most } else { moved };
            self.whole[i] = whole(self.weights[i]) as i32;
            self.all[i] += if asked < 0.0 { 0.0 - asked } else { asked };
            self.net[i] += asked;
            change[i] = 0.0;
            i += 1;
        }
    }

    /// Writes the weights and the steps, as whole numbers, into `game`.
    pub fn keep_in(&self, game: &mut Game) {
        let mut i: usize = 0;
        while i < FEATURES {
            game.weights[i] = self.whole[i];
            game.all[i] = bounded(whole(self.all[i]));
            game.net[i] = bounded(whole(self.net[i]));
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

/// Plays a study game from the board `discs` (yours, mine), `side` to move
/// (0 you, 1 me): both sides look STUDYING moves ahead with `weights`, and
/// one move in EXPLORE, drawn from `stream`, is random. Writes the board it
/// starts from and those after each move into `seen`, and marks in the
/// result the random ones, as `differences` reads them; gives how many.
pub fn study(discs: [u64; 2], side: usize, weights: &[i32; FEATURES], stream: &mut u64, seen: &mut [[u64; 2]; 61]) -> (usize, u64) {
    let (mut discs, mut side) = (discs, side);
    let (mut n, mut random): (usize, u64) = (1, 0);
    seen[0] = discs;
    while side < 2 && n < 61 {
        let choices = legal(discs[side], discs[side ^ 1]);
        let at = if draw(stream) % EXPLORE == 0 {
            // The k-th of my choices, in reading order.
            let mut k = draw(stream) % choices.count_ones() as u64;
            let mut left = choices;
            while k > 0 {
                left &= left - 1;
                k -= 1;
            }
            random |= 1u64 << n;
            left.trailing_zeros() as usize
        } else {
            pick(discs[side], discs[side ^ 1], weights, STUDYING)
        };
        let f = flips(discs[side], discs[side ^ 1], at);
        discs[side] |= f | 1u64 << at;
        discs[side ^ 1] &= !f;
        seen[n] = discs;
        n += 1;
        side = after(discs, side);
    }
    (n, random)
}

/// Learns from the game `game` holds, just finished: after a loss, my
/// depth; after every game, my weights, from the game and from my study of
/// it; after a loss, Westley's promise (see "How I learn").
pub fn learn(game: &mut Game) {
    learn_with(game, STUDY);
}

/// Learns as `learn` does, studying the game `games` times.
pub fn learn_with(game: &mut Game, games: usize) {
    // A game played at a level you asked for teaches my weights alone.
    let lost = game.status == LOST;
    let own = game.level.is_none();
    if lost && own && deeper(game) {
        game.depth += 1;
    }
    let mut seen = [[0u64; 2]; 61];
    let mut sides = [0usize; 61];
    boards(&game.moves, game.count, &mut seen, &mut sides);
    let mut lesson = Lesson::of(game);
    let mut change = [0f64; FEATURES];
    differences(&seen, game.count, game.random, &lesson.whole, &mut change);
    lesson.step(&mut change);
    // My study: games from its positions, drawn from a stream that my
    // lessons and the game's moves seed.
    let mut stream: u64 = game.lessons as u64;
    let mut k: usize = 0;
    while k < game.count {
        stream = draw(&mut stream) ^ game.moves[k] as u64;
        k += 1;
    }
    // It starts from the boards after the last move made at random: those
    // are the ones both sides chose into.
    let mut first: usize = 0;
    k = 0;
    while k < game.count {
        first = if game.random >> k & 1 == 1 { k } else { first };
        k += 1;
    }
    let mut played = [[0u64; 2]; 61];
    let mut g: usize = 0;
    while g < games && first + 1 < game.count {
        let k = first + (draw(&mut stream) % (game.count - 1 - first) as u64) as usize;
        let (n, random) = study(seen[k], after(seen[k], sides[k]), &lesson.whole, &mut stream, &mut played);
        differences(&played, n, random, &lesson.whole, &mut change);
        lesson.step(&mut change);
        g += 1;
    }
    lesson.keep_in(game);
    game.lessons += (game.lessons < 999_999) as u32;
    // Your same moves must not give the same game again.
    if lost && own && replay(&game.moves, game.count, &game.weights, game.depth as usize).2 == 60 {
        keep(game);
    }
}

/// Would a look one move deeper than mine have played otherwise at one
/// of my moves in the game `game` holds, where I had a choice? Never when
/// I look DEEPEST moves ahead already.
pub fn deeper(game: &Game) -> bool {
    let (mut discs, mut side) = (START, 0usize);
    let mut k: usize = 0;
    while k < game.count && side < 2 && (game.depth as usize) < DEEPEST {
        let at = game.moves[k] as usize;
        side = if k == 0 && flips(discs[0], discs[1], at) == 0 { 1 } else { side };
        let choices = legal(discs[side], discs[side ^ 1]);
        if side == 1 && choices & (choices - 1) != 0 && pick(discs[1], discs[0], &game.weights, game.depth as usize + 1) != at {
            return true;
        }
        let f = flips(discs[side], discs[side ^ 1], at);
        discs[side] |= f | 1u64 << at;
        discs[side ^ 1] &= !f;
        side = after(discs, side);
        k += 1;
    }
    false
}

/// Makes sure that replaying your moves of the game `game` holds, I play
/// otherwise somewhere, where weights can make me: see "How I learn".
pub fn keep(game: &mut Game) {
    let depth = game.depth as usize;
    if replay(&game.moves, game.count, &game.weights, depth).2 < 60 {
        return;
    }
    // Each call I had: how near I came to playing otherwise (ALL: no
    // call), the runner-up, and the board before it.
    let mut margins = [ALL; 60];
    let mut runners = [64usize; 60];
    let mut before = [[0u64; 2]; 60];
    let (mut discs, mut side) = (START, 0usize);
    let mut k: usize = 0;
    while k < game.count && side < 2 {
        let at = game.moves[k] as usize;
        side = if k == 0 && flips(discs[0], discs[1], at) == 0 { 1 } else { side };
        let choices = legal(discs[side], discs[side ^ 1]);
        if side == 1 && choices & (choices - 1) != 0 {
            let (a, second) = best(discs[1], discs[0], &game.weights, depth, at);
            margins[k] = score(discs[1], discs[0], at, &game.weights, depth, 0 - ALL) - second;
            runners[k] = a;
            before[k] = discs;
        }
        let f = flips(discs[side], discs[side ^ 1], at);
        discs[side] |= f | 1u64 << at;
        discs[side ^ 1] &= !f;
        side = after(discs, side);
        k += 1;
    }
    loop {
        // The nearest call not yet blamed.
        let mut near: usize = 60;
        k = 0;
        while k < game.count {
            if margins[k] < ALL && (near == 60 || margins[k] < margins[near]) {
                near = k;
            }
            k += 1;
        }
        if near == 60 {
            return;
        }
        margins[near] = ALL;
        let (m, a) = (game.moves[near] as usize, runners[near]);
        let (mine, yours) = (before[near][1], before[near][0]);
        let (m_won, a_won) = (flips(mine, yours, m) | 1u64 << m, flips(mine, yours, a) | 1u64 << a);
        let (m_mine, m_yours, a_mine, a_yours) = (mine | m_won, yours & !m_won, mine | a_won, yours & !a_won);
        let fm = features(m_mine, m_yours, legal(m_mine, m_yours), legal(m_yours, m_mine));
        let fa = features(a_mine, a_yours, legal(a_mine, a_yours), legal(a_yours, a_mine));
        let kept = game.weights;
        let mut n: usize = 0;
        while n < NUDGES && pick(mine, yours, &game.weights, depth) == m {
            let mut i: usize = 0;
            while i < FEATURES {
                let w = game.weights[i];
                game.weights[i] = if fa[i] > fm[i] && w < MOST { w + 1 } else if fa[i] < fm[i] && w > 0 - MOST { w - 1 } else { w };
                i += 1;
            }
            n += 1;
        }
        // Played otherwise there, I play otherwise in the game, there or
        // before.
        if pick(mine, yours, &game.weights, depth) != m {
            return;
        }
        game.weights = kept;
    }
}

// ---------------------------------------------------------------------------
// The game: the board, my strategy and the moves, read from my state.

/// A generation's state: everything that changes from one to the next.
pub struct Game {
    /// Your discs, and mine.
    pub x: u64,
    pub o: u64,
    /// My weights, from -MOST to MOST: see "What a position is worth to me".
    pub weights: [i32; FEATURES],
    /// How many moves I look ahead, 1 to DEEPEST.
    pub depth: u8,
    /// How many moves ahead you asked me to look in this game, a level (1
    /// to STRONGEST, asked with its first move: see `turn`), if you did;
    /// else I look `depth` ahead.
    pub level: Option<u8>,
    /// How many lessons I have taken: a game I played, each.
    pub lessons: u32,
    /// My steps so far: for each weight, how far my lessons asked it to
    /// move, in all (back and forth), and net; see "How I learn".
    pub all: [i64; FEATURES],
    pub net: [i64; FEATURES],
    /// The squares played so far, both of ours, in order.
    pub moves: [u8; 60],
    pub count: usize,
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

/// Why I refuse to play: what I say, with the name of the square `at`
/// (64: none) between its two parts.
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
    no(b"my board is not a position of this game: ", 64, why.as_bytes())
}

/// The name of a square (0..64), such as f5.
pub fn name(at: usize) -> [u8; 2] {
    [b'a' + (at % 8) as u8, b'1' + (at / 8) as u8]
}

/// The square (0..64) a column letter (either case) and a row digit name;
/// 64 when they name none.
pub fn square(column: u8, row: u8) -> usize {
    match (column | 0x20, row) {
        (c @ b'a'..=b'h', r @ b'1'..=b'8') => (r - b'1') as usize * 8 + (c - b'a') as usize,
        _ => 64,
    }
}

/// Your move, from the command line (`arg`, the first bytes of its first
/// argument, and `argc`): none (64: let me open), or a square.
pub fn parse_move(arg: [u8; 4], argc: i32) -> Result<usize, Refusal> {
    match (argc, arg) {
        (..=1, _) => Ok(64),
        (2, [c, r, 0, 0]) if square(c, r) < 64 => Ok(square(c, r)),
        (2, _) => Err(no(b"a move is one square: a column a-h, then a row 1-8, such as f5", 64, b"")),
        _ => Err(no(b"give one move at a time", 64, b"")),
    }
}

/// My board as I write it, blank, with my face: `board` puts the discs
/// and the face in their places (a1 at byte 49, a row on 25 bytes; the
/// face at 294).
const BOARD: &[u8] = b"     a b c d e f g h
   +-----------------+
 1 |                 | 1
 2 |                 | 2
 3 |                 | 3
 4 |                 | 4
 5 |                 | 5
 6 |                 | 6
 7 |                 | 7
 8 |                 | 8
   +-----------------+
     a b c d e f g h     :-|
";

/// The lines of my state, from 0, where the rows of my weights' table
/// start, the line of the moves' weights, that of my depth and lessons,
/// the first line of my steps, and the first line of moves.
const ROWS: usize = 17;
const MOVING: usize = 21;
const DEPTH: usize = 24;
const STEPS: usize = 28;
const PLAYED: usize = 36;

/// The first kind of each row of the corner, in my weights' table.
const FIRST: [usize; 4] = [0, 4, 7, 9];

/// The square of the kind `kind` in the corner a1-d4.
fn corner(kind: usize) -> usize {
    let mut low: usize = 0;
    while low < 3 && FIRST[low + 1] <= kind {
        low += 1;
    }
    low * 9 + kind - FIRST[low]
}

/// The whole number written just before byte `at` of `row`, with a - or
/// without; more than FAR reads as more than FAR, and none as FAR + 1.
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
    if i == at || more || v > FAR { FAR + 1 } else if i > 0 && row[i - 1] == b'-' { 0 - v } else { v }
}

/// The whole number written just after byte `at` of `row`, with a - or
/// without; more than FAR reads as more than FAR.
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

/// The whole numbers written in `line`, each a run of digits with or
/// without a - just before it, into `found`: gives how many (up to 10). A
/// number of more than six digits reads as 1000000, more than I write.
fn numbers(line: &[u8], found: &mut [i32; 10]) -> usize {
    let (mut n, mut i): (usize, usize) = (0, 0);
    while i < line.len() && n < 10 {
        if line[i] < b'0' || line[i] > b'9' {
            i += 1;
            continue;
        }
        let minus = i > 0 && line[i - 1] == b'-';
        let mut v: i32 = 0;
        while i < line.len() && line[i] >= b'0' && line[i] <= b'9' {
            v = if v < 100_000 { v * 10 + (line[i] - b'0') as i32 } else { 1_000_000 };
            i += 1;
        }
        found[n] = if minus { 0 - v } else { v };
        n += 1;
    }
    n
}

/// Writes `n` right-aligned in `width` characters (or as many as it has).
fn signed(n: i32, width: usize, out: &mut Text) {
    let mut digits = [b' '; 12];
    let mut at: usize = 12;
    let mut rest: u32 = if n < 0 { (0 - n) as u32 } else { n as u32 };
    loop {
        at -= 1;
        digits[at] = b'0' + (rest % 10) as u8;
        rest /= 10;
        if rest == 0 {
            break;
        }
    }
    if n < 0 {
        at -= 1;
        digits[at] = b'-';
    }
    while 12 - at < width {
        at -= 1;
    }
    let mut i: usize = at;
    while i < 12 {
        out.push(&[digits[i]]);
        i += 1;
    }
}

impl Game {
    /// How many moves ahead I look in this game: the level you asked for
    /// it, else my depth.
    pub fn looks(&self) -> usize {
        match self.level {
            Some(level) => level as usize,
            None => self.depth as usize,
        }
    }

    /// Reads my state's lines, and checks that they are a position this
    /// game can reach: my moves, replayed from the start, must be legal,
    /// mine must be the ones my weights and depth choose (in a game at a
    /// level, they are not searched again), and they must give my board;
    /// and my state must be as I would write it.
    pub fn read(lines: &[&str]) -> Result<Game, Refusal> {
        if lines.len() < PLAYED + 3 {
            return Err(bad("my state is not 39 lines"));
        }
        let mut game = Game { x: 0, o: 0, weights: [0; FEATURES], depth: 1, level: None, lessons: 0, all: [0; FEATURES], net: [0; FEATURES], moves: [0; 60], count: 0, random: 0, status: ON };
        // Each row of the table: its number, my discs' weights on it, its
        // number again, yours.
        let mut found = [0i32; 10];
        let mut r: usize = 0;
        while r < 4 {
            let n = numbers(lines[ROWS + r].as_bytes(), &mut found);
            let mut c: usize = r;
            while c < 4 && n == 10 - 2 * r {
                game.weights[MINE + FIRST[r] + c - r] = found[1 + c - r];
                game.weights[YOURS + FIRST[r] + c - r] = found[6 - r + c - r];
                c += 1;
            }
            r += 1;
        }
        // The moves' weights, then those of the discs beside an empty
        // square, and beside an empty corner: two a line, mine and yours.
        let mut i: usize = MOVES;
        while i < FEATURES {
            if numbers(lines[MOVING + (i - MOVES) / 2].as_bytes(), &mut found) == 2 {
                game.weights[i] = found[0];
                game.weights[i + 1] = found[1];
            }
            i += 2;
        }
        let mut i: usize = 0;
        while i < FEATURES {
            if game.weights[i] > MOST || game.weights[i] < 0 - MOST {
                return Err(bad("a weight is not a whole number from -999 to 999"));
            }
            i += 1;
        }
        // "I look 2 moves ahead; lessons taken: 7", and in a game played at
        // a level, "I look 2 moves ahead (8 in this game); lessons taken: 7".
        let n = numbers(lines[DEPTH].as_bytes(), &mut found);
        if n == 2 || n == 3 {
            game.depth = if found[0] >= 1 && found[0] <= DEEPEST as i32 { found[0] as u8 } else { 0 };
            game.level = if n == 3 { Some(if found[1] >= 1 && found[1] <= STRONGEST as i32 { found[1] as u8 } else { 0 }) } else { None };
            game.lessons = if found[n - 1] >= 0 && found[n - 1] < 1_000_000 { found[n - 1] as u32 } else { 1_000_000 };
        }
        if game.depth == 0 {
            return Err(bad("my depth is not a number from 1 to 4"));
        }
        if game.level == Some(0) {
            return Err(bad("my level in this game is not a number from 1 to 8"));
        }
        if game.lessons == 1_000_000 {
            return Err(bad("my lessons are not a number from 0 to 999999"));
        }
        // My steps: in all, then net, of each weight in the order of my
        // weights, written as pairs ALL/NET, on seven lines.
        let mut i: usize = 0;
        let mut line: usize = STEPS;
        while line < STEPS + 7 {
            let row = lines[line].as_bytes();
            let mut at: usize = 0;
            while at < row.len() && i < FEATURES {
                if row[at] == b'/' {
                    game.all[i] = whole_before(row, at);
                    game.net[i] = whole_after(row, at);
                    i += 1;
                }
                at += 1;
            }
            line += 1;
        }
        i = 0;
        while i < FEATURES {
            if game.all[i] < 0 || game.all[i] > FAR || game.net[i] > game.all[i] || game.net[i] < 0 - game.all[i] {
                return Err(bad("my steps are not written as I write them"));
            }
            i += 1;
        }
        // The moves from line PLAYED on, twenty to a line, each after a
        // space from the line's colon: a square, or -- where a side passed.
        // (Where the passes stand, `differs` checks below: I write them.)
        let mut line: usize = PLAYED;
        let mut e: usize = 0;
        while line < lines.len() && game.count < 60 {
            let row = lines[line].as_bytes();
            let mut i: usize = 0;
            while i < row.len() && row[i] != b':' {
                i += 1;
            }
            i += 2 + e % 20 * 3;
            if row.len() > i + 1 && square(row[i], row[i + 1]) < 64 {
                game.moves[game.count] = square(row[i], row[i + 1]) as u8;
                game.random |= ((row[i] < b'a') as u64) << game.count;
                game.count += 1;
            } else if row.len() <= i + 1 || row[i] != b'-' || row[i + 1] != b'-' {
                break;
            }
            e += 1;
            line += (e % 20 == 0) as usize;
        }
        // In a game at a level, none of my moves is checked: that would
        // cost a search at the level per move of mine, every turn, where
        // one move may take a turn's time at the strongest level. Nor in
        // a game over, won or drawn, as my first line says (and the
        // replay must show): I have learned from it since (below).
        let over = lines[0].ends_with(": won") || lines[0].ends_with(": draw");
        let from = if game.level.is_some() || over { 60 } else { 0 };
        let (discs, side, otherwise) = replay_from(&game.moves, game.count, &game.weights, game.looks(), from);
        let (xs, os) = (discs[0].count_ones(), discs[1].count_ones());
        game.x = discs[0];
        game.o = discs[1];
        game.status = match (side, game.count) {
            (0, 0) if lines[0].len() == 13 => LOST,
            (0, 0) => NEW,
            (0, _) => ON,
            (2, _) if os > xs => WON,
            (2, _) if os == xs => DRAW,
            _ => 5,
        };
        // A game I won or drew I have learned from since: its moves need
        // not be the ones I would choose now. A move made at random is
        // one of yours, never mine.
        let mut seen = [[0u64; 2]; 61];
        let mut sides = [0usize; 61];
        boards(&game.moves, game.count, &mut seen, &mut sides);
        let mut k: usize = 0;
        let mut mine_at_random = false;
        while k < game.count {
            mine_at_random = mine_at_random || (game.random >> k & 1 == 1 && sides[k] == 1);
            k += 1;
        }
        if game.status == 5 || (otherwise < 60 && game.status != WON && game.status != DRAW) || mine_at_random {
            return Err(bad("my moves are not a game I would play"));
        }
        if game.level.is_some() && game.status != ON {
            return Err(bad("a level holds for a game in progress only"));
        }
        let mut text = Text::empty();
        game.write(&mut text);
        match text.differs(lines) {
            0 => Ok(game),
            1 => Err(bad("my first line does not say where the game stands")),
            2..=13 => Err(bad("the board is not the one my moves make")),
            14..=25 => Err(bad("my weights are not written as I write them")),
            26..=36 => Err(bad("my steps are not written as I write them")),
            _ => Err(bad("my moves are not written as I write them")),
        }
    }

    /// Writes my state's lines, each ended by a newline.
    pub fn write(&self, out: &mut Text) {
        out.push(b"reversi: ");
        out.push(WORDS[self.status]);
        out.push(b"\n");
        self.board(out);
        out.push(b"\nmy weights: what a disc is worth to me on a square of this corner of the\n");
        out.push(b"board (the other three mirror it), mine and yours, and what else I weigh\n");
        self.table(out);
        out.push(b"\n");
        self.steps(out);
        out.push(b"\n");
        // The moves, and -- where a side had none and passed: twenty to a
        // line, on three lines or as many more as the passes need; a move
        // made at random in capitals.
        let mut entries = [64u8; 120];
        let mut n: usize = 0;
        let mut discs = START;
        let mut side: usize = (self.count > 0 && flips(discs[0], discs[1], self.moves[0] as usize) == 0) as usize;
        let mut k: usize = 0;
        while k < self.count {
            let at = self.moves[k] as usize;
            let f = flips(discs[side], discs[side ^ 1], at);
            discs[side] |= f | 1u64 << at;
            discs[side ^ 1] &= !f;
            entries[n] = at as u8 | if self.random >> k & 1 == 1 { 128 } else { 0 };
            n += 1;
            let next = after(discs, side);
            if next == side {
                n += 1;
            }
            side = next;
            k += 1;
        }
        let mut e: usize = 0;
        while e < 60 || e < n.div_ceil(20) * 20 {
            if e % 20 == 0 {
                out.push(b"moves ");
                out.push(if e < 9 { b" " } else { b"" });
                signed((e + 1) as i32, 1, out);
                out.push(b"-");
                signed((e + 20) as i32, 1, out);
                out.push(b":");
            }
            if e < n {
                out.push(b" ");
                let mut square = name(entries[e] as usize % 64);
                square[0] -= if entries[e] >= 128 { 32 } else { 0 };
                out.push(if entries[e] % 128 < 64 { &square } else { b"--" });
            }
            if e % 20 == 19 {
                out.push(b"\n");
            }
            e += 1;
        }
    }

    /// Writes my weights as a table, the corner a1-d4 for my discs and for
    /// yours, then the weights of the moves, of the discs beside an empty
    /// square and of those beside an empty corner, then my depth and my
    /// lessons: nine lines, each ended by a newline.
    pub fn table(&self, out: &mut Text) {
        out.push(b"               a    b    c    d                  a    b    c    d\n");
        let mut r: usize = 0;
        while r < 4 {
            out.push(if r == 0 { b"  mine    " } else { b"          " });
            signed((r + 1) as i32, 1, out);
            let mut c: usize = 0;
            while c < 4 {
                if c < r { out.push(b"     ") } else { signed(self.weights[MINE + FIRST[r] + c - r], 5, out) }
                c += 1;
            }
            out.push(if r == 0 { b"     yours   " } else { b"             " });
            signed((r + 1) as i32, 1, out);
            c = 0;
            while c < 4 {
                if c < r { out.push(b"     ") } else { signed(self.weights[YOURS + FIRST[r] + c - r], 5, out) }
                c += 1;
            }
            out.push(b"\n");
            r += 1;
        }
        out.push(b"  a move I could make ");
        signed(self.weights[MOVES], 1, out);
        out.push(b", a move you could make ");
        signed(self.weights[MOVES + 1], 1, out);
        out.push(b"\n  a disc beside an empty square, mine ");
        signed(self.weights[OPEN], 1, out);
        out.push(b", yours ");
        signed(self.weights[OPEN + 1], 1, out);
        out.push(b"\n  a disc beside an empty corner, mine ");
        signed(self.weights[CORNERED], 1, out);
        out.push(b", yours ");
        signed(self.weights[CORNERED + 1], 1, out);
        out.push(b"\n  I look ");
        signed(self.depth as i32, 1, out);
        out.push(if self.depth == 1 { b" move ahead" } else { b" moves ahead" });
        if let Some(level) = self.level {
            out.push(b" (");
            signed(level as i32, 1, out);
            out.push(b" in this game)");
        }
        out.push(b"; lessons taken: ");
        signed(self.lessons as i32, 1, out);
        out.push(b"\n");
    }

    /// Writes my steps: for each weight, how far my lessons asked it to
    /// move in all and net, as ALL/NET, in the order of my weights, named
    /// as in what I say I learned; eight lines, each ended by a newline.
    pub fn steps(&self, out: &mut Text) {
        out.push(b"my steps: how far my lessons asked each weight to move, in points, back\n");
        out.push(b"and forth in all, then net; it moves that share of what it is asked\n");
        let mut i: usize = 0;
        while i < FEATURES {
            out.push(if i == MINE { b"  mine  " } else if i == YOURS { b"  yours " } else if i == MOVES { b"  my moves and yours " } else { b"" });
            out.push(if i % KINDS == 5 && i < MOVES { b"        " } else { b"" });
            if i < MOVES {
                out.push(&name(corner(i % KINDS)));
                out.push(b" ");
            } else if i == OPEN || i == CORNERED {
                out.push(if i == OPEN { b"  beside an empty square, mine and yours " } else { b"  beside an empty corner, mine and yours " });
            }
            signed(self.all[i] as i32, 1, out);
            out.push(b"/");
            signed(self.net[i] as i32, 1, out);
            let ends = (i < MOVES && i % 5 == 4) || (i >= MOVES && i % 2 == 1);
            out.push(if ends { b"\n" } else { b", " });
            i += 1;
        }
    }

    /// Writes my board, with the discs and my face.
    pub fn board(&self, out: &mut Text) {
        let start = out.len;
        out.push(BOARD);
        out.bytes[start + 294] = b"||)(|"[self.status];
        let mut at = start + 49;
        let mut square: usize = 0;
        while square < 64 {
            if self.x >> square & 1 == 1 {
                out.bytes[at] = b'X';
            } else if self.o >> square & 1 == 1 {
                out.bytes[at] = b'0';
            }
            at += if square % 8 == 7 { 11 } else { 2 };
            square += 1;
        }
    }
}

// ---------------------------------------------------------------------------
// One turn: your move, then mine, as often as you cannot move.

/// Plays your move (`at`; 64: let me open) and my replies, and gives the
/// game as it then stands, or the reason I refuse. A finished game is
/// left for `conclude`.
pub fn play(game: Game, at: usize) -> Result<Game, Refusal> {
    let mut next = game;
    match (next.status, at) {
        (ON, 64) => return Err(no(b"it is your move: give a square, such as f5", 64, b"")),
        (ON, _) => {}
        _ => {
            next.x = START[0];
            next.o = START[1];
            next.count = 0;
            next.random = 0;
        }
    }
    let mut side: usize = 1;
    if at < 64 {
        let f = flips(next.x, next.o, at);
        if (next.x | next.o) >> at & 1 == 1 {
            return Err(no(b"square ", at, b" is taken"));
        } else if f == 0 {
            return Err(no(b"square ", at, b" flips none of my discs"));
        }
        next.moves[next.count] = at as u8;
        next.count += 1;
        next.x |= f | 1u64 << at;
        next.o &= !f;
        side = after([next.x, next.o], 0);
    }
    // My moves, until you can move or the game is over.
    while side == 1 {
        let mine = pick(next.o, next.x, &next.weights, next.looks());
        let f = flips(next.o, next.x, mine);
        next.moves[next.count] = mine as u8;
        next.count += 1;
        next.o |= f | 1u64 << mine;
        next.x &= !f;
        side = after([next.x, next.o], 1);
    }
    let (xs, os) = (next.x.count_ones(), next.o.count_ones());
    next.status = if side == 0 { ON } else if os > xs { WON } else if os == xs { DRAW } else { LOST };
    Ok(next)
}

/// Plays as `play` does, your move made at random (a training game's
/// opening), not chosen: I mark it so, and learn nothing across it.
pub fn play_at_random(game: Game, at: usize) -> Result<Game, Refusal> {
    let k = if game.status == ON { game.count } else { 0 };
    match play(game, at) {
        Ok(mut next) => {
            next.random |= 1u64 << k;
            Ok(next)
        }
        Err(refusal) => Err(refusal),
    }
}

/// After every game: I learn from it; after a game I lost, my successor
/// has a new board.
pub fn conclude(game: &mut Game) {
    if game.status == WON || game.status == DRAW || game.status == LOST {
        learn(game);
    }
    if game.status == LOST {
        game.x = START[0];
        game.o = START[1];
        game.count = 0;
        game.random = 0;
    }
    // A level holds for the game it was asked for.
    if game.status != ON {
        game.level = None;
    }
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
    // The level you ask for (see `level_asked`): a new game's, or the
    // game's own.
    if level == -2 || level == 0 || level > STRONGEST as i32 {
        return refuse(no(b"MERLYN_LEVEL is a level from 1 to 8: how many moves ahead I look", 64, b""), said);
    }
    if before.status != ON {
        before.level = if level > 0 { Some(level as u8) } else { None };
    } else if level > 0 && before.level != Some(level as u8) {
        return refuse(no(b"a level is asked with a game's first move, not in a game under way", 64, b""), said);
    }
    let mut k = if before.status == ON { before.count } else { 0 };
    let (x, o) = if before.status == ON { (before.x, before.o) } else { (START[0], START[1]) };
    let fresh = before.status != ON;
    let (weights, depth, leveled) = (before.weights, before.depth, before.level.is_some());
    let mut after = match play(before, at) {
        Ok(game) => game,
        Err(refusal) => return refuse(refusal, said),
    };
    // A new game starts from my weights as they stand.
    if fresh {
        said.push(b"A new game. My weights: what a disc is worth to me on a square of this\n");
        said.push(b"corner of the board (the other three mirror it), and what else I weigh:\n");
        after.table(said);
    }
    // The board as this turn leaves it, drawn for you.
    let mine = if after.count > k + (at < 64) as usize { after.moves[after.count - 1] as usize } else { 64 };
    view(&after, [x, o], at, mine, said);
    // "You took f5, I took f4.", more of mine when you had no move, and at
    // the end, the discs.
    let yours = name(at);
    said.push(if at < 64 { b"You took " } else { b"" });
    said.push(if at < 64 { &yours } else { b"" });
    k += (at < 64) as usize;
    // With no move of mine, and the game on, I pass, and say so.
    let passed = k == after.count && after.status == ON;
    said.push(if at == 64 { b"I took" } else if k < after.count { b", I took" } else { b"" });
    while k < after.count {
        said.push(b" ");
        said.push(&name(after.moves[k] as usize));
        k += 1;
    }
    said.push(b".");
    if passed {
        word(b"I pass: I have no move, and it is yours again.", 46, said);
    }
    if after.status != ON {
        let (xs, os) = (after.x.count_ones() as i32, after.o.count_ones() as i32);
        // "The game is over, 40 discs to 24 for me.", or "... a draw".
        let mut end = Text::empty();
        end.push(b"The game is over, ");
        signed(if xs > os { xs } else { os }, 1, &mut end);
        end.push(b" discs to ");
        signed(if xs > os { os } else { xs }, 1, &mut end);
        end.push(if xs > os { b" for you." } else if xs < os { b" for me." } else { b": a draw." });
        word(&end.bytes, end.len, said);
    }
    let over = after.status != ON;
    conclude(&mut after);
    if over {
        learned(&after, &weights, depth, said);
    }
    // A game lost at a level keeps no promise (see "How I learn").
    if over && leveled && after.status == LOST {
        said.push(b"\nPlayed at a level, this game keeps no promise: your same moves may win it\nagain.");
    }
    after.write(next);
    true
}

/// Adds the first `len` bytes of `piece` to what I say: after a space,
/// or on a line of their own when they would reach past the 79th column.
fn word(piece: &[u8], len: usize, said: &mut Text) {
    let mut column: usize = 0;
    while column < said.len && said.bytes[said.len - 1 - column] != b'\n' {
        column += 1;
    }
    said.push(if column + 1 + len > 79 { b"\n" } else if column > 0 { b" " } else { b"" });
    let mut i: usize = 0;
    while i < len {
        said.push(&[piece[i]]);
        i += 1;
    }
}

/// The digits, each as a piece of text.
const DIGITS: [[u8; 1]; 10] = [[b'0'], [b'1'], [b'2'], [b'3'], [b'4'], [b'5'], [b'6'], [b'7'], [b'8'], [b'9']];

/// Draws the board for you as `game` stands, from the discs `was` (yours,
/// mine) at the start of the turn: your last move (`yours`) and mine
/// (`mine`; 64: none) in brackets, the discs that turned in parentheses,
/// and, when it is your move, a star where you may play; then the discs
/// each of us has.
fn view(game: &Game, was: [u64; 2], yours: usize, mine: usize, said: &mut Text) {
    let turned = (was[0] & game.o) | (was[1] & game.x);
    let open = if game.status == ON { legal(game.x, game.o) } else { 0 };
    said.push(b"     a  b  c  d  e  f  g  h\n");
    let mut at: usize = 0;
    while at < 64 {
        if at % 8 == 0 {
            said.push(&[b' ', b'1' + (at / 8) as u8, b' ', b' ']);
        }
        let last = at == yours || at == mine;
        let (left, right) = if last { (b'[', b']') } else if turned >> at & 1 == 1 { (b'(', b')') } else { (b' ', b' ') };
        let piece = if game.x >> at & 1 == 1 {
            b'X'
        } else if game.o >> at & 1 == 1 {
            b'0'
        } else if open >> at & 1 == 1 {
            b'*'
        } else {
            b'.'
        };
        said.push(&[left]);
        said.paint(piece, last);
        said.push(&[right]);
        if at % 8 == 7 {
            said.push(&[b' ', b' ', b'1' + (at / 8) as u8, b'\n']);
        }
        at += 1;
    }
    said.push(b"     a  b  c  d  e  f  g  h\n");
    let (xs, os) = (game.x.count_ones() as u8, game.o.count_ones() as u8);
    said.push(b"Discs: you ");
    said.push(if xs < 10 { b"" } else { &DIGITS[xs as usize / 10] });
    said.push(&DIGITS[xs as usize % 10]);
    said.push(b", me ");
    said.push(if os < 10 { b"" } else { &DIGITS[os as usize / 10] });
    said.push(&DIGITS[os as usize % 10]);
    said.push(if open != 0 { b". [ ] last moves, ( ) turned, * yours to take.\n" } else { b". [ ] last moves, ( ) turned.\n" });
}

/// Says, in words, what I learned from the game you won: my depth as it
/// went, and every weight that moved, from the `weights` and `depth` I
/// played it with.
fn learned(after: &Game, weights: &[i32; FEATURES], depth: u8, said: &mut Text) {
    said.push(b"\nI learned, in my lesson ");
    signed(after.lessons as i32, 1, said);
    said.push(b":");
    let mut piece = Text::empty();
    if after.depth != depth {
        piece.push(b"I look ");
        signed(after.depth as i32, 1, &mut piece);
        piece.push(b" moves ahead, not ");
        signed(depth as i32, 1, &mut piece);
        piece.push(b";");
        word(&piece.bytes, piece.len, said);
    }
    // "my weights moved: mine a1 +12, c1 -3, yours d3 -4, my moves +2".
    let mut group: usize = 0;
    let mut i: usize = 0;
    while i < FEATURES {
        if after.weights[i] != weights[i] {
            piece.len = 0;
            piece.push(if group == 0 { b"my weights moved: " } else { b"" });
            piece.push(if group < 1 && i < YOURS { b"mine " } else { b"" });
            piece.push(if group < 2 && i >= YOURS && i < MOVES { b"yours " } else { b"" });
            if i >= MOVES {
                piece.push(LABELS[i - MOVES]);
            }
            if i < MOVES {
                piece.push(&name(corner(i % KINDS)));
                piece.push(b" ");
            }
            piece.push(if after.weights[i] > weights[i] { b"+" } else { b"" });
            signed(after.weights[i] - weights[i], 1, &mut piece);
            piece.push(b",");
            word(&piece.bytes, piece.len, said);
            group = if i < YOURS { 1 } else { 2 };
        }
        i += 1;
    }
    if group == 0 && after.depth == depth {
        word(b"nothing that changes how I play.", 32, said);
    } else {
        // The last `,` or `;` ends the sentence.
        said.len -= 1;
        said.push(b".");
    }
}

/// What I call the weights after those of the squares, in what I say.
const LABELS: [&[u8]; 6] = [b"my moves ", b"your moves ", b"mine beside empty squares ", b"yours beside empty squares ", b"mine beside empty corners ", b"yours beside empty corners "];

/// Says why I refuse, and gives false.
fn refuse(refusal: Refusal, said: &mut Text) -> bool {
    said.push(refusal.say);
    if refusal.at < 64 {
        said.push(&name(refusal.at));
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
