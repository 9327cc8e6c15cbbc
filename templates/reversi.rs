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
// Run me with no move, before the first one, and I open the game. When you
// beat me, my successor has a new board and a changed strategy (my
// weights, how far I look ahead, what I make of mobility): it has learned
// from the game, and learns again each time it loses.
//
// Only the lines of STATE change from one generation to the next.
// Everything else is the same in every generation, byte for byte.

// The C runtime calls my main itself: see "How I run" below.
#![no_main]

// My state: the game and where it stands (new, on, won, lost or draw); the
// board, and my face; my weights, what each square is worth to me; my
// depth, how many moves I look ahead, and my mobility, what each move a
// side could play counts at the end of a line I look at; and the moves
// of the game so far, both of ours, in order.
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
        "     a b c d e f g h     my weights",
        " 1   9 1 6 6 6 6 1 9",
        " 2   1 1 2 2 2 2 1 1",
        " 3   6 2 4 4 4 4 2 6",
        " 4   6 2 4 4 4 4 2 6",
        " 5   6 2 4 4 4 4 2 6",
        " 6   6 2 4 4 4 4 2 6",
        " 7   1 1 2 2 2 2 1 1",
        " 8   9 1 6 6 6 6 1 9",
        "     depth 1, mobility 0",
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

/// The squares one step from the squares `b` in direction `d`: east,
/// south-west, south, south-east, then west, north-east, north, north-west.
/// A step off the board is dropped.
pub fn step(b: u64, d: usize) -> u64 {
    const SHIFT: [u32; 8] = [1, 7, 8, 9, 1, 7, 8, 9];
    const KEEP: [u64; 8] = [
        0xfefe_fefe_fefe_fefe, 0x7f7f_7f7f_7f7f_7f7f, !0, 0xfefe_fefe_fefe_fefe,
        0x7f7f_7f7f_7f7f_7f7f, 0xfefe_fefe_fefe_fefe, !0, 0x7f7f_7f7f_7f7f_7f7f,
    ];
    if d < 4 { (b << SHIFT[d]) & KEEP[d] } else { (b >> SHIFT[d]) & KEEP[d] }
}

/// The discs of `yours` that a disc of `mine` on the square `at` (0..64)
/// flips: every straight run of yours that one of mine closes. None when
/// `at` is taken.
pub fn flips(mine: u64, yours: u64, at: usize) -> u64 {
    let bit = 1u64 << at;
    let mut all: u64 = 0;
    let mut d: usize = 0;
    while d < 8 && (mine | yours) & bit == 0 {
        let mut run: u64 = 0;
        let mut b = step(bit, d);
        while b & yours != 0 {
            run |= b;
            b = step(b, d);
        }
        if b & mine != 0 {
            all |= run;
        }
        d += 1;
    }
    all
}

// ---------------------------------------------------------------------------
// How I choose a move: reverxii's rule, over my own weights.
//
// A move is worth the weight of its square plus the weight of every disc
// it flips. I scan the squares in reading order, row 1 from a to h first,
// and play the first square worth more than every square before it: ties
// go to the earliest. Generation zero's weights are reverxii's:
//
//     corners 9, the squares beside them 1, the other edges 6, the centre
//     4, the ring around it 2, the diagonal neighbours of the corners 1.
//
// That is how I play at depth 1, looking at my own move alone. A lesson
// can make me look further: see "How I look ahead".

/// The square (0..64) that `mine` plays against `yours` with `weights`;
/// 64 when `mine` has no move. Passing `not`, the best square but `not`.
pub fn choose(mine: u64, yours: u64, weights: &[u8; 64], not: usize) -> usize {
    let mut best: u32 = 0;
    let mut at: usize = 64;
    let mut square: usize = 0;
    while square < 64 {
        let value = worth(mine, yours, square, weights);
        if value > 0 && square != not && (at == 64 || value > best) {
            best = value;
            at = square;
        }
        square += 1;
    }
    at
}

/// What playing `at` is worth to `mine`, plus one: the weight of its
/// square and of every disc it flips. 0 when `at` is no move.
pub fn worth(mine: u64, yours: u64, at: usize, weights: &[u8; 64]) -> u32 {
    let won = flips(mine, yours, at) | 1u64 << at;
    let mut value: u32 = 1;
    let mut i: usize = 0;
    while i < 64 && won != 1u64 << at {
        value += (won >> i & 1) as u32 * weights[i] as u32;
        i += 1;
    }
    if won == 1u64 << at { 0 } else { value }
}

/// The squares `mine` can play against `yours`: along each line from each
/// of mine, a run of yours that an empty square ends.
pub fn legal(mine: u64, yours: u64) -> u64 {
    let empty = !(mine | yours);
    let mut all: u64 = 0;
    let mut d: usize = 0;
    while d < 8 {
        let mut run = step(mine, d) & yours;
        let mut i: usize = 0;
        while i < 5 {
            run |= step(run, d) & yours;
            i += 1;
        }
        all |= step(run, d) & empty;
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
// How I look ahead.
//
// My depth says how many moves I look ahead, mine and yours in turn. At
// depth 1 I weigh my own move alone, by reverxii's rule above: generation
// zero plays so. Deeper, I look at every line of moves that long (a side
// that cannot move passes, and the pass counts as a move), and score a
// line by the worths of its moves: mine count for me, yours against me.
// Where a line stops before the end of the game, each move that either of
// us could play next counts my mobility, for its side. A line that ends
// the game counts the discs instead: every disc I win by counts DISC, more
// than any line that goes on, and every disc I lose by counts as much
// against me. Against each of my moves I take your best reply, and I play
// the first square, in reading order, whose line scores more than every
// square before it. Lines that cannot change my choice I cut short
// (alpha-beta): the choice is the one a full search makes.

/// The deepest I look. A lesson raises my depth up to this, and looks one
/// move deeper still; deeper, a turn that learns would take more than its
/// second, unoptimised.
pub const DEEPEST: usize = 4;

/// What one disc of the final count is worth, against the worths of a line.
pub const DISC: i32 = 10_000;

/// More than any line scores.
const ALL: i32 = 1_000_000_000;

/// The order in which a search tries the moves after the first of a line,
/// so that good ones come early and cut the most: the corners, then all
/// but the squares beside the corners, then those. (The first move of a
/// line goes in reading order, for ties go to the earliest.)
const ORDER: [u64; 3] = [0x8100_0000_0000_0081, !0x8100_0000_0000_0081 & !0x42c3_0000_0000_c342, 0x42c3_0000_0000_c342];

/// What the squares `won` are worth with `weights`: the sum of theirs.
pub fn gain(won: u64, weights: &[u8; 64]) -> i32 {
    let mut value: i32 = 0;
    let mut rest = won;
    while rest != 0 {
        value += weights[rest.trailing_zeros() as usize] as i32;
        rest &= rest - 1;
    }
    value
}

/// The score for `mine`, to move against `yours`, of the best line
/// `plies` moves long, with `weights` and `mobility`. Exact when it falls
/// between `floor` and `ceiling`; else at most `floor`, or at least
/// `ceiling`.
pub fn search(mine: u64, yours: u64, plies: usize, weights: &[u8; 64], mobility: i32, floor: i32, ceiling: i32) -> i32 {
    let moves = legal(mine, yours);
    // Your moves count only where I have none, or where the line stops.
    let theirs = if moves == 0 || plies == 0 { legal(yours, mine) } else { 1 };
    if moves | theirs == 0 {
        return DISC * (mine.count_ones() as i32 - yours.count_ones() as i32);
    }
    if plies == 0 {
        return mobility * (moves.count_ones() as i32 - theirs.count_ones() as i32);
    }
    if moves == 0 {
        return 0 - search(yours, mine, plies - 1, weights, mobility, 0 - ceiling, 0 - floor);
    }
    let (mut best, mut floor): (i32, i32) = (0 - ALL, floor);
    let mut pass: usize = 0;
    while pass < 3 && best < ceiling {
        let mut left = moves & ORDER[pass];
        while left != 0 && best < ceiling {
            let at = left.trailing_zeros() as usize;
            left &= left - 1;
            let won = flips(mine, yours, at) | 1u64 << at;
            let gained = gain(won, weights);
            let value = gained - search(yours & !won, mine | won, plies - 1, weights, mobility, gained - ceiling, gained - floor);
            best = if value > best { value } else { best };
            floor = if value > floor { value } else { floor };
        }
        pass += 1;
    }
    best
}

/// The square `mine` plays against `yours`, looking `depth` moves ahead
/// with `weights` and `mobility`, and the score of its best line; 64 when
/// `mine` has no move. Passing `not`, the best square but `not`.
pub fn best(mine: u64, yours: u64, weights: &[u8; 64], depth: usize, mobility: i32, not: usize) -> (usize, i32) {
    if depth < 2 {
        let at = choose(mine, yours, weights, not);
        return (at, worth(mine, yours, at, weights) as i32);
    }
    let moves = legal(mine, yours);
    let (mut top, mut choice): (i32, usize) = (0 - ALL, 64);
    let mut at: usize = 0;
    while at < 64 {
        if moves >> at & 1 == 1 && at != not {
            let won = flips(mine, yours, at) | 1u64 << at;
            let gained = gain(won, weights);
            let value = gained - search(yours & !won, mine | won, depth - 1, weights, mobility, gained - ALL, gained - top);
            if choice == 64 || value > top {
                top = value;
                choice = at;
            }
        }
        at += 1;
    }
    (choice, top)
}

/// The square `mine` plays against `yours` with `weights`, at `depth`
/// with `mobility`; 64 when `mine` has no move.
pub fn pick(mine: u64, yours: u64, weights: &[u8; 64], depth: usize, mobility: i32) -> usize {
    best(mine, yours, weights, depth, mobility, 64).0
}

/// The score of the best line that starts with `mine` playing `at`, as
/// `best` scores lines.
pub fn score(mine: u64, yours: u64, at: usize, weights: &[u8; 64], depth: usize, mobility: i32) -> i32 {
    let won = flips(mine, yours, at) | 1u64 << at;
    if depth < 2 {
        return worth(mine, yours, at, weights) as i32;
    }
    let gained = gain(won, weights);
    gained - search(yours & !won, mine | won, depth - 1, weights, mobility, 0 - ALL, ALL)
}

/// Replays the first `count` of `moves` from the start, as I would play
/// my own with `weights`, at `depth` with `mobility`. Gives the board
/// (your discs, mine); who is to move next (0 you, 1 me, 2 nobody: the
/// game is over; 3: a move is not legal where it stands); and the first
/// of my moves I would now play otherwise (60: none).
pub fn replay(moves: &[u8; 60], count: usize, weights: &[u8; 64], depth: usize, mobility: i32) -> ([u64; 2], usize, usize) {
    let mut discs = START;
    // The first move is mine when it is not yours to play.
    let mut side: usize = (count > 0 && flips(discs[0], discs[1], moves[0] as usize) == 0) as usize;
    let mut otherwise: usize = 60;
    let mut k: usize = 0;
    while k < count && side < 2 {
        let at = moves[k] as usize;
        if side == 1 && otherwise == 60 && pick(discs[1], discs[0], weights, depth, mobility) != at {
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

// ---------------------------------------------------------------------------
// How I learn.
//
// When you beat me, I go over the game again as my own teacher: at each
// of my moves where I had a choice, I look one move deeper than I played.
// Where that deeper look would have played otherwise, at square t where I
// played m, I note which of the two leaves you fewer moves over mine.
// Then I take the lesson:
//
//     my depth: when the deeper look disagreed anywhere, I look a move
//     further ahead from now on, up to DEEPEST;
//
//     my mobility: it gains a point, up to 9, when the deeper look's
//     moves left you fewer moves over mine more often than mine did; it
//     loses one, down to 0, when less often.
//
// Then I make sure that your same moves can never give the same game
// again. If, replaying them, I would still play as I did, I blame the move
// at which I came nearest to playing otherwise: where what I played
// scored least over the best of the others (the first such, if several).
// There I played square m, and the runner-up was a. First the two
// squares alone: m loses a point, down to 0, and a gains one, up to 9,
// until I would play otherwise there or they can move no further. Then,
// if I still would not, the squares that counted for m and not for a (m,
// and the discs it flipped that a did not) lose one point each, down to
// 0; those that counted for a and not for m gain one, up to 9; again and
// again, until I would play otherwise there. At depth 1 that must come:
// with what counted only for m at 0 and what counted only for a at 9, a
// is worth more than m. Deeper, the later moves of a line count too, and
// it may not come: then I blame the next nearest call, and so on. (The
// two squares come first because that changes least: a weight that
// counts for the discs a move flips counts in every line.)
//
// When every move I made in the game was forced, nothing could change it,
// and I keep my weights, depth and mobility. Every one stays a digit.

/// Moves `weights` one point toward the square `to` and away from `from`,
/// for `mine` against `yours`: what counts for `to` alone gains, what
/// counts for `from` alone loses. Gives false when no weight could move.
pub fn toward(weights: &mut [u8; 64], mine: u64, yours: u64, to: usize, from: usize) -> bool {
    let for_to = flips(mine, yours, to) | 1u64 << to;
    let for_from = flips(mine, yours, from) | 1u64 << from;
    let mut moved = false;
    let mut i: usize = 0;
    while i < 64 {
        if (for_from & !for_to) >> i & 1 == 1 && weights[i] > 0 {
            weights[i] -= 1;
            moved = true;
        }
        if (for_to & !for_from) >> i & 1 == 1 && weights[i] < 9 {
            weights[i] += 1;
            moved = true;
        }
        i += 1;
    }
    moved
}

/// How many more moves `yours` has than `mine` after `mine` plays `at`.
fn ahead(mine: u64, yours: u64, at: usize) -> i32 {
    let won = flips(mine, yours, at) | 1u64 << at;
    legal(yours & !won, mine | won).count_ones() as i32 - legal(mine | won, yours & !won).count_ones() as i32
}

/// Learns from the game I just lost, whose moves `game` holds.
pub fn learn(game: &mut Game) {
    let (mut discs, mut side) = (START, 0usize);
    let mut moves: i32 = 0;
    let mut disagreed = false;
    let mut k: usize = 0;
    while k < game.count && side < 2 {
        let at = game.moves[k] as usize;
        side = if k == 0 && flips(discs[0], discs[1], at) == 0 { 1 } else { side };
        let choices = legal(discs[side], discs[side ^ 1]);
        if side == 1 && choices & (choices - 1) != 0 {
            let teacher = pick(discs[1], discs[0], &game.weights, game.depth as usize + 1, game.mobility as i32);
            if teacher != at {
                disagreed = true;
                let (t, m) = (ahead(discs[1], discs[0], teacher), ahead(discs[1], discs[0], at));
                moves += (t < m) as i32 - (t > m) as i32;
            }
        }
        let f = flips(discs[side], discs[side ^ 1], at);
        discs[side] |= f | 1u64 << at;
        discs[side ^ 1] &= !f;
        side = after(discs, side);
        k += 1;
    }
    game.mobility = game.mobility + (moves > 0 && game.mobility < 9) as u8 - (moves < 0 && game.mobility > 0) as u8;
    if disagreed && (game.depth as usize) < DEEPEST {
        game.depth += 1;
    }
    // Your same moves must not give the same game again.
    let (depth, mobility) = (game.depth as usize, game.mobility as i32);
    let mut done = replay(&game.moves, game.count, &game.weights, depth, mobility).2 < 60;
    let mut blamed: u64 = 0;
    while !done {
        // The nearest call not yet blamed: its move, the board before it,
        // and the runner-up.
        let (mut near, mut margin, mut before, mut runner): (usize, i32, [u64; 2], usize) = (60, ALL, START, 64);
        let (mut discs, mut side) = (START, 0usize);
        let mut k: usize = 0;
        while k < game.count && side < 2 {
            let at = game.moves[k] as usize;
            side = if k == 0 && flips(discs[0], discs[1], at) == 0 { 1 } else { side };
            let choices = legal(discs[side], discs[side ^ 1]);
            if side == 1 && choices & (choices - 1) != 0 && blamed >> k & 1 == 0 {
                let (a, second) = best(discs[1], discs[0], &game.weights, depth, mobility, at);
                let first = score(discs[1], discs[0], at, &game.weights, depth, mobility);
                if first - second < margin {
                    (near, margin, before, runner) = (k, first - second, discs, a);
                }
            }
            let f = flips(discs[side], discs[side ^ 1], at);
            discs[side] |= f | 1u64 << at;
            discs[side ^ 1] &= !f;
            side = after(discs, side);
            k += 1;
        }
        if near == 60 {
            return;
        }
        blamed |= 1u64 << near;
        let m = game.moves[near] as usize;
        // First the two squares alone, then all that counted for either.
        while pick(before[1], before[0], &game.weights, depth, mobility) == m && (game.weights[m] > 0 || game.weights[runner] < 9) {
            game.weights[m] -= (game.weights[m] > 0) as u8;
            game.weights[runner] += (game.weights[runner] < 9) as u8;
        }
        while pick(before[1], before[0], &game.weights, depth, mobility) == m {
            if !toward(&mut game.weights, before[1], before[0], runner, m) {
                break;
            }
        }
        done = pick(before[1], before[0], &game.weights, depth, mobility) != m;
    }
}

// ---------------------------------------------------------------------------
// The game: the board, my strategy and the moves, read from my state.

/// A generation's state: everything that changes from one to the next.
pub struct Game {
    /// Your discs, and mine.
    pub x: u64,
    pub o: u64,
    /// What each square is worth to me, 0 to 9, in reading order.
    pub weights: [u8; 64],
    /// How many moves I look ahead, 1 to DEEPEST; what a move that a
    /// side could play counts at the end of a line, 0 to 9.
    pub depth: u8,
    pub mobility: u8,
    /// The squares played so far, both of ours, in order.
    pub moves: [u8; 60],
    pub count: usize,
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

/// My weights as I write them, then my depth and mobility: `write` puts
/// the digits in their places (a1 at byte 42, a row on 21 bytes; depth at
/// 216, mobility at 228).
const WEIGHTS: &[u8] = b"
     a b c d e f g h     my weights
 1   0 0 0 0 0 0 0 0
 2   0 0 0 0 0 0 0 0
 3   0 0 0 0 0 0 0 0
 4   0 0 0 0 0 0 0 0
 5   0 0 0 0 0 0 0 0
 6   0 0 0 0 0 0 0 0
 7   0 0 0 0 0 0 0 0
 8   0 0 0 0 0 0 0 0
     depth 0, mobility 0

";

impl Game {
    /// Reads my state's lines, and checks that they are a position this
    /// game can reach: my moves, replayed from the start, must be legal,
    /// mine must be the ones my weights, depth and mobility choose, and
    /// they must give my board; and my state must be as I would write it.
    pub fn read(lines: &[&str]) -> Result<Game, Refusal> {
        if lines.len() < 28 {
            return Err(bad("my state is not 28 lines"));
        }
        let mut game = Game { x: 0, o: 0, weights: [0; 64], depth: 1, mobility: 0, moves: [0; 60], count: 0, status: ON };
        let mut at: usize = 0;
        while at < 64 {
            // The weight of square 8r + c stands at byte 5 + 2c of line
            // 15 + r; anything but a digit there, I write otherwise.
            let row = lines[at / 8 + 15].as_bytes();
            if row.len() > at % 8 * 2 + 5 {
                game.weights[at] = row[at % 8 * 2 + 5] % 48 % 10;
            }
            at += 1;
        }
        // Depth at byte 11 of line 23, mobility at byte 23: digits, the
        // depth from 1 to DEEPEST.
        let row = lines[23].as_bytes();
        if row.len() > 23 {
            game.depth = row[11].wrapping_sub(b'0');
            game.mobility = row[23] % 48 % 10;
        }
        if game.depth < 1 || game.depth as usize > DEEPEST {
            return Err(bad("my depth is not a digit from 1 to 4"));
        }
        // The moves from line 25 on, twenty to a line, each after a space
        // from the line's colon: a square, or -- where a side passed.
        // (Where the passes stand, `differs` checks below: I write them.)
        let mut line: usize = 25;
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
                game.count += 1;
            } else if row.len() <= i + 1 || row[i] != b'-' || row[i + 1] != b'-' {
                break;
            }
            e += 1;
            line += (e % 20 == 0) as usize;
        }
        let (discs, side, otherwise) = replay(&game.moves, game.count, &game.weights, game.depth as usize, game.mobility as i32);
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
        if game.status == 5 || otherwise < 60 {
            return Err(bad("my moves are not a game I would play"));
        }
        let mut text = Text::empty();
        game.write(&mut text);
        match text.differs(lines) {
            0 => Ok(game),
            1 => Err(bad("my first line does not say where the game stands")),
            2..=13 => Err(bad("the board is not the one my moves make")),
            14..=23 => Err(bad("a weight is not a digit")),
            24 => Err(bad("my mobility is not a digit")),
            _ => Err(bad("my moves are not written as I write them")),
        }
    }

    /// Writes my state's lines, each ended by a newline.
    pub fn write(&self, out: &mut Text) {
        out.push(b"reversi: ");
        out.push(WORDS[self.status]);
        out.push(b"\n");
        self.board(out);
        let (block, mut at) = (out.len, out.len + 42);
        out.push(WEIGHTS);
        let mut square: usize = 0;
        while square < 64 {
            out.bytes[at] = b'0' + self.weights[square];
            at += if square % 8 == 7 { 7 } else { 2 };
            square += 1;
        }
        out.bytes[block + 216] = b'0' + self.depth;
        out.bytes[block + 228] = b'0' + self.mobility;
        // The moves, and -- where a side had none and passed: twenty to a
        // line, on three lines or as many more as the passes need.
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
            entries[n] = at as u8;
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
                number(e + 1, out);
                out.push(b"-");
                number(e + 20, out);
                out.push(b":");
            }
            if e < n {
                out.push(b" ");
                let square = name(entries[e] as usize % 64);
                out.push(if entries[e] < 64 { &square } else { b"--" });
            }
            if e % 20 == 19 {
                out.push(b"\n");
            }
            e += 1;
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
        (WON | DRAW, _) => return Err(no(b"this game is over: start a new one", 64, b"")),
        (ON, 64) => return Err(no(b"it is your move: give a square, such as f5", 64, b"")),
        (NEW | LOST, _) => {
            next.x = START[0];
            next.o = START[1];
            next.count = 0;
        }
        _ => {}
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
        let mine = pick(next.o, next.x, &next.weights, next.depth as usize, next.mobility as i32);
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

/// After a game I lost: I learn from it, and my successor has a new board.
pub fn conclude(game: &mut Game) {
    if game.status == LOST {
        learn(game);
        game.x = START[0];
        game.o = START[1];
        game.count = 0;
    }
}

/// One run: reads my state and your move (`arg` and `argc`, from the
/// command line), and writes my successor's state to `next` and what we
/// did to `said`; or, when I refuse, why to `said`, and gives false.
pub fn turn(arg: [u8; 4], argc: i32, next: &mut Text, said: &mut Text) -> bool {
    let (before, at) = match (Game::read(state::STATE), parse_move(arg, argc)) {
        (Ok(game), Ok(at)) => (game, at),
        (Err(refusal), _) | (_, Err(refusal)) => return refuse(refusal, said),
    };
    let mut k = if before.status == ON { before.count } else { 0 };
    let (x, o) = if before.status == ON { (before.x, before.o) } else { (START[0], START[1]) };
    let fresh = before.status == NEW || before.status == LOST;
    let (weights, depth, mobility) = (before.weights, before.depth, before.mobility);
    let mut after = match play(before, at) {
        Ok(game) => game,
        Err(refusal) => return refuse(refusal, said),
    };
    // A new game starts from my weights as they stand.
    if fresh {
        said.push(b"A new game, with my weights ");
        let mut square: usize = 0;
        while square < 64 {
            said.push(&[b'0' + weights[square]]);
            said.push(if square % 8 == 7 && square < 63 { b"/" } else { b"" });
            square += 1;
        }
        // Then my depth and mobility, once a lesson has changed them.
        if depth > 1 || mobility > 0 {
            said.push(b", depth ");
            said.push(&[b'0' + depth]);
            said.push(b", mobility ");
            said.push(&[b'0' + mobility]);
        }
        said.push(b".\n");
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
    said.push(if passed { b" I pass: I have no move, and it is yours again." } else { b"" });
    if after.status != ON {
        let (xs, os) = (after.x.count_ones() as u8, after.o.count_ones() as u8);
        said.push(b" Discs: you ");
        said.push(&[b'0' + xs / 10, b'0' + xs % 10, b',', b' ', b'm', b'e', b' ', b'0' + os / 10, b'0' + os % 10, b'.']);
    }
    let lost = after.status == LOST;
    conclude(&mut after);
    if lost {
        learned(&after, &weights, depth, mobility, said);
    }
    after.write(next);
    true
}

/// Writes the number `n` (0 to 999) in as many digits as it has.
fn number(n: usize, out: &mut Text) {
    if n >= 100 {
        out.push(&DIGITS[n / 100]);
    }
    if n >= 10 {
        out.push(&DIGITS[n / 10 % 10]);
    }
    out.push(&DIGITS[n % 10]);
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

/// Says, in words, what I learned from the game you won: my depth and
/// mobility as they went, and every weight that moved, square by square,
/// from the `weights`, `depth` and `mobility` I played it with.
fn learned(after: &Game, weights: &[u8; 64], depth: u8, mobility: u8, said: &mut Text) {
    if after.depth == depth && after.mobility == mobility && after.weights == *weights {
        said.push(b"\nI learned nothing: every move of mine was forced.");
        return;
    }
    said.push(b"\nI learned:");
    if after.depth != depth {
        said.push(b" I look ");
        said.push(&[b'0' + after.depth]);
        said.push(b" moves ahead, not ");
        said.push(&[b'0' + depth]);
        said.push(b";");
    }
    if after.mobility != mobility {
        said.push(b" my mobility is ");
        said.push(&[b'0' + after.mobility]);
        said.push(b", not ");
        said.push(&[b'0' + mobility]);
        said.push(b";");
    }
    let mut square: usize = 0;
    let mut moved = false;
    while square < 64 {
        if after.weights[square] != weights[square] {
            said.push(if moved { b", " } else { b" my weights moved: " });
            said.push(&name(square));
            said.push(&[b' ', b'0' + weights[square], b' ', b't', b'o', b' ', b'0' + after.weights[square]]);
            moved = true;
        }
        square += 1;
    }
    if moved {
        said.push(b";");
    }
    // The last `;` ends the sentence.
    said.len -= 1;
    said.push(b".");
}

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
// Run me with no move, before the first one, and I open the game. When you
// beat me, my successor has a new board and a changed strategy (my
// weights, how far I look ahead, what I make of mobility): it has learned
// from the game, and learns again each time it loses.
//
// Only the lines of STATE change from one generation to the next.
// Everything else is the same in every generation, byte for byte.

// The C runtime calls my main itself: see "How I run" below.
#![no_main]

// My state: the game and where it stands (new, on, won, lost or draw); the
// board, and my face; my weights, what each square is worth to me; my
// depth, how many moves I look ahead, and my mobility, what each move a
// side could play counts at the end of a line I look at; and the moves
// of the game so far, both of ours, in order.
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

/// The squares one step from the squares `b` in direction `d`: east,
/// south-west, south, south-east, then west, north-east, north, north-west.
/// A step off the board is dropped.
pub fn step(b: u64, d: usize) -> u64 {
    const SHIFT: [u32; 8] = [1, 7, 8, 9, 1, 7, 8, 9];
    const KEEP: [u64; 8] = [
        0xfefe_fefe_fefe_fefe, 0x7f7f_7f7f_7f7f_7f7f, !0, 0xfefe_fefe_fefe_fefe,
        0x7f7f_7f7f_7f7f_7f7f, 0xfefe_fefe_fefe_fefe, !0, 0x7f7f_7f7f_7f7f_7f7f,
    ];
    if d < 4 { (b << SHIFT[d]) & KEEP[d] } else { (b >> SHIFT[d]) & KEEP[d] }
}

/// The discs of `yours` that a disc of `mine` on the square `at` (0..64)
/// flips: every straight run of yours that one of mine closes. None when
/// `at` is taken.
pub fn flips(mine: u64, yours: u64, at: usize) -> u64 {
    let bit = 1u64 << at;
    let mut all: u64 = 0;
    let mut d: usize = 0;
    while d < 8 && (mine | yours) & bit == 0 {
        let mut run: u64 = 0;
        let mut b = step(bit, d);
        while b & yours != 0 {
            run |= b;
            b = step(b, d);
        }
        if b & mine != 0 {
            all |= run;
        }
        d += 1;
    }
    all
}

// ---------------------------------------------------------------------------
// How I choose a move: reverxii's rule, over my own weights.
//
// A move is worth the weight of its square plus the weight of every disc
// it flips. I scan the squares in reading order, row 1 from a to h first,
// and play the first square worth more than every square before it: ties
// go to the earliest. Generation zero's weights are reverxii's:
//
//     corners 9, the squares beside them 1, the other edges 6, the centre
//     4, the ring around it 2, the diagonal neighbours of the corners 1.
//
// That is how I play at depth 1, looking at my own move alone. A lesson
// can make me look further: see "How I look ahead".

/// The square (0..64) that `mine` plays against `yours` with `weights`;
/// 64 when `mine` has no move. Passing `not`, the best square but `not`.
pub fn choose(mine: u64, yours: u64, weights: &[u8; 64], not: usize) -> usize {
    let mut best: u32 = 0;
    let mut at: usize = 64;
    let mut square: usize = 0;
    while square < 64 {
        let value = worth(mine, yours, square, weights);
        if value > 0 && square != not && (at == 64 || value > best) {
            best = value;
            at = square;
        }
        square += 1;
    }
    at
}

/// What playing `at` is worth to `mine`, plus one: the weight of its
/// square and of every disc it flips. 0 when `at` is no move.
pub fn worth(mine: u64, yours: u64, at: usize, weights: &[u8; 64]) -> u32 {
    let won = flips(mine, yours, at) | 1u64 << at;
    let mut value: u32 = 1;
    let mut i: usize = 0;
    while i < 64 && won != 1u64 << at {
        value += (won >> i & 1) as u32 * weights[i] as u32;
        i += 1;
    }
    if won == 1u64 << at { 0 } else { value }
}

/// The squares `mine` can play against `yours`: along each line from each
/// of mine, a run of yours that an empty square ends.
pub fn legal(mine: u64, yours: u64) -> u64 {
    let empty = !(mine | yours);
    let mut all: u64 = 0;
    let mut d: usize = 0;
    while d < 8 {
        let mut run = step(mine, d) & yours;
        let mut i: usize = 0;
        while i < 5 {
            run |= step(run, d) & yours;
            i += 1;
        }
        all |= step(run, d) & empty;
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
// How I look ahead.
//
// My depth says how many moves I look ahead, mine and yours in turn. At
// depth 1 I weigh my own move alone, by reverxii's rule above: generation
// zero plays so. Deeper, I look at every line of moves that long (a side
// that cannot move passes, and the pass counts as a move), and score a
// line by the worths of its moves: mine count for me, yours against me.
// Where a line stops before the end of the game, each move that either of
// us could play next counts my mobility, for its side. A line that ends
// the game counts the discs instead: every disc I win by counts DISC, more
// than any line that goes on, and every disc I lose by counts as much
// against me. Against each of my moves I take your best reply, and I play
// the first square, in reading order, whose line scores more than every
// square before it. Lines that cannot change my choice I cut short
// (alpha-beta): the choice is the one a full search makes.

/// The deepest I look. A lesson raises my depth up to this, and looks one
/// move deeper still; deeper, a turn that learns would take more than its
/// second, unoptimised.
pub const DEEPEST: usize = 4;

/// What one disc of the final count is worth, against the worths of a line.
pub const DISC: i32 = 10_000;

/// More than any line scores.
const ALL: i32 = 1_000_000_000;

/// The order in which a search tries the moves after the first of a line,
/// so that good ones come early and cut the most: the corners, then all
/// but the squares beside the corners, then those. (The first move of a
/// line goes in reading order, for ties go to the earliest.)
const ORDER: [u64; 3] = [0x8100_0000_0000_0081, !0x8100_0000_0000_0081 & !0x42c3_0000_0000_c342, 0x42c3_0000_0000_c342];

/// What the squares `won` are worth with `weights`: the sum of theirs.
pub fn gain(won: u64, weights: &[u8; 64]) -> i32 {
    let mut value: i32 = 0;
    let mut rest = won;
    while rest != 0 {
        value += weights[rest.trailing_zeros() as usize] as i32;
        rest &= rest - 1;
    }
    value
}

/// The score for `mine`, to move against `yours`, of the best line
/// `plies` moves long, with `weights` and `mobility`. Exact when it falls
/// between `floor` and `ceiling`; else at most `floor`, or at least
/// `ceiling`.
pub fn search(mine: u64, yours: u64, plies: usize, weights: &[u8; 64], mobility: i32, floor: i32, ceiling: i32) -> i32 {
    let moves = legal(mine, yours);
    // Your moves count only where I have none, or where the line stops.
    let theirs = if moves == 0 || plies == 0 { legal(yours, mine) } else { 1 };
    if moves | theirs == 0 {
        return DISC * (mine.count_ones() as i32 - yours.count_ones() as i32);
    }
    if plies == 0 {
        return mobility * (moves.count_ones() as i32 - theirs.count_ones() as i32);
    }
    if moves == 0 {
        return 0 - search(yours, mine, plies - 1, weights, mobility, 0 - ceiling, 0 - floor);
    }
    let (mut best, mut floor): (i32, i32) = (0 - ALL, floor);
    let mut pass: usize = 0;
    while pass < 3 && best < ceiling {
        let mut left = moves & ORDER[pass];
        while left != 0 && best < ceiling {
            let at = left.trailing_zeros() as usize;
            left &= left - 1;
            let won = flips(mine, yours, at) | 1u64 << at;
            let gained = gain(won, weights);
            let value = gained - search(yours & !won, mine | won, plies - 1, weights, mobility, gained - ceiling, gained - floor);
            best = if value > best { value } else { best };
            floor = if value > floor { value } else { floor };
        }
        pass += 1;
    }
    best
}

/// The square `mine` plays against `yours`, looking `depth` moves ahead
/// with `weights` and `mobility`, and the score of its best line; 64 when
/// `mine` has no move. Passing `not`, the best square but `not`.
pub fn best(mine: u64, yours: u64, weights: &[u8; 64], depth: usize, mobility: i32, not: usize) -> (usize, i32) {
    if depth < 2 {
        let at = choose(mine, yours, weights, not);
        return (at, worth(mine, yours, at, weights) as i32);
    }
    let moves = legal(mine, yours);
    let (mut top, mut choice): (i32, usize) = (0 - ALL, 64);
    let mut at: usize = 0;
    while at < 64 {
        if moves >> at & 1 == 1 && at != not {
            let won = flips(mine, yours, at) | 1u64 << at;
            let gained = gain(won, weights);
            let value = gained - search(yours & !won, mine | won, depth - 1, weights, mobility, gained - ALL, gained - top);
            if choice == 64 || value > top {
                top = value;
                choice = at;
            }
        }
        at += 1;
    }
    (choice, top)
}

/// The square `mine` plays against `yours` with `weights`, at `depth`
/// with `mobility`; 64 when `mine` has no move.
pub fn pick(mine: u64, yours: u64, weights: &[u8; 64], depth: usize, mobility: i32) -> usize {
    best(mine, yours, weights, depth, mobility, 64).0
}

/// The score of the best line that starts with `mine` playing `at`, as
/// `best` scores lines.
pub fn score(mine: u64, yours: u64, at: usize, weights: &[u8; 64], depth: usize, mobility: i32) -> i32 {
    let won = flips(mine, yours, at) | 1u64 << at;
    if depth < 2 {
        return worth(mine, yours, at, weights) as i32;
    }
    let gained = gain(won, weights);
    gained - search(yours & !won, mine | won, depth - 1, weights, mobility, 0 - ALL, ALL)
}

/// Replays the first `count` of `moves` from the start, as I would play
/// my own with `weights`, at `depth` with `mobility`. Gives the board
/// (your discs, mine); who is to move next (0 you, 1 me, 2 nobody: the
/// game is over; 3: a move is not legal where it stands); and the first
/// of my moves I would now play otherwise (60: none).
pub fn replay(moves: &[u8; 60], count: usize, weights: &[u8; 64], depth: usize, mobility: i32) -> ([u64; 2], usize, usize) {
    let mut discs = START;
    // The first move is mine when it is not yours to play.
    let mut side: usize = (count > 0 && flips(discs[0], discs[1], moves[0] as usize) == 0) as usize;
    let mut otherwise: usize = 60;
    let mut k: usize = 0;
    while k < count && side < 2 {
        let at = moves[k] as usize;
        if side == 1 && otherwise == 60 && pick(discs[1], discs[0], weights, depth, mobility) != at {
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

// ---------------------------------------------------------------------------
// How I learn.
//
// When you beat me, I go over the game again as my own teacher: at each
// of my moves where I had a choice, I look one move deeper than I played.
// Where that deeper look would have played otherwise, at square t where I
// played m, I note which of the two leaves you fewer moves over mine.
// Then I take the lesson:
//
//     my depth: when the deeper look disagreed anywhere, I look a move
//     further ahead from now on, up to DEEPEST;
//
//     my mobility: it gains a point, up to 9, when the deeper look's
//     moves left you fewer moves over mine more often than mine did; it
//     loses one, down to 0, when less often.
//
// Then I make sure that your same moves can never give the same game
// again. If, replaying them, I would still play as I did, I blame the move
// at which I came nearest to playing otherwise: where what I played
// scored least over the best of the others (the first such, if several).
// There I played square m, and the runner-up was a. First the two
// squares alone: m loses a point, down to 0, and a gains one, up to 9,
// until I would play otherwise there or they can move no further. Then,
// if I still would not, the squares that counted for m and not for a (m,
// and the discs it flipped that a did not) lose one point each, down to
// 0; those that counted for a and not for m gain one, up to 9; again and
// again, until I would play otherwise there. At depth 1 that must come:
// with what counted only for m at 0 and what counted only for a at 9, a
// is worth more than m. Deeper, the later moves of a line count too, and
// it may not come: then I blame the next nearest call, and so on. (The
// two squares come first because that changes least: a weight that
// counts for the discs a move flips counts in every line.)
//
// When every move I made in the game was forced, nothing could change it,
// and I keep my weights, depth and mobility. Every one stays a digit.

/// Moves `weights` one point toward the square `to` and away from `from`,
/// for `mine` against `yours`: what counts for `to` alone gains, what
/// counts for `from` alone loses. Gives false when no weight could move.
pub fn toward(weights: &mut [u8; 64], mine: u64, yours: u64, to: usize, from: usize) -> bool {
    let for_to = flips(mine, yours, to) | 1u64 << to;
    let for_from = flips(mine, yours, from) | 1u64 << from;
    let mut moved = false;
    let mut i: usize = 0;
    while i < 64 {
        if (for_from & !for_to) >> i & 1 == 1 && weights[i] > 0 {
            weights[i] -= 1;
            moved = true;
        }
        if (for_to & !for_from) >> i & 1 == 1 && weights[i] < 9 {
            weights[i] += 1;
            moved = true;
        }
        i += 1;
    }
    moved
}

/// How many more moves `yours` has than `mine` after `mine` plays `at`.
fn ahead(mine: u64, yours: u64, at: usize) -> i32 {
    let won = flips(mine, yours, at) | 1u64 << at;
    legal(yours & !won, mine | won).count_ones() as i32 - legal(mine | won, yours & !won).count_ones() as i32
}

/// Learns from the game I just lost, whose moves `game` holds.
pub fn learn(game: &mut Game) {
    let (mut discs, mut side) = (START, 0usize);
    let mut moves: i32 = 0;
    let mut disagreed = false;
    let mut k: usize = 0;
    while k < game.count && side < 2 {
        let at = game.moves[k] as usize;
        side = if k == 0 && flips(discs[0], discs[1], at) == 0 { 1 } else { side };
        let choices = legal(discs[side], discs[side ^ 1]);
        if side == 1 && choices & (choices - 1) != 0 {
            let teacher = pick(discs[1], discs[0], &game.weights, game.depth as usize + 1, game.mobility as i32);
            if teacher != at {
                disagreed = true;
                let (t, m) = (ahead(discs[1], discs[0], teacher), ahead(discs[1], discs[0], at));
                moves += (t < m) as i32 - (t > m) as i32;
            }
        }
        let f = flips(discs[side], discs[side ^ 1], at);
        discs[side] |= f | 1u64 << at;
        discs[side ^ 1] &= !f;
        side = after(discs, side);
        k += 1;
    }
    game.mobility = game.mobility + (moves > 0 && game.mobility < 9) as u8 - (moves < 0 && game.mobility > 0) as u8;
    if disagreed && (game.depth as usize) < DEEPEST {
        game.depth += 1;
    }
    // Your same moves must not give the same game again.
    let (depth, mobility) = (game.depth as usize, game.mobility as i32);
    let mut done = replay(&game.moves, game.count, &game.weights, depth, mobility).2 < 60;
    let mut blamed: u64 = 0;
    while !done {
        // The nearest call not yet blamed: its move, the board before it,
        // and the runner-up.
        let (mut near, mut margin, mut before, mut runner): (usize, i32, [u64; 2], usize) = (60, ALL, START, 64);
        let (mut discs, mut side) = (START, 0usize);
        let mut k: usize = 0;
        while k < game.count && side < 2 {
            let at = game.moves[k] as usize;
            side = if k == 0 && flips(discs[0], discs[1], at) == 0 { 1 } else { side };
            let choices = legal(discs[side], discs[side ^ 1]);
            if side == 1 && choices & (choices - 1) != 0 && blamed >> k & 1 == 0 {
                let (a, second) = best(discs[1], discs[0], &game.weights, depth, mobility, at);
                let first = score(discs[1], discs[0], at, &game.weights, depth, mobility);
                if first - second < margin {
                    (near, margin, before, runner) = (k, first - second, discs, a);
                }
            }
            let f = flips(discs[side], discs[side ^ 1], at);
            discs[side] |= f | 1u64 << at;
            discs[side ^ 1] &= !f;
            side = after(discs, side);
            k += 1;
        }
        if near == 60 {
            return;
        }
        blamed |= 1u64 << near;
        let m = game.moves[near] as usize;
        // First the two squares alone, then all that counted for either.
        while pick(before[1], before[0], &game.weights, depth, mobility) == m && (game.weights[m] > 0 || game.weights[runner] < 9) {
            game.weights[m] -= (game.weights[m] > 0) as u8;
            game.weights[runner] += (game.weights[runner] < 9) as u8;
        }
        while pick(before[1], before[0], &game.weights, depth, mobility) == m {
            if !toward(&mut game.weights, before[1], before[0], runner, m) {
                break;
            }
        }
        done = pick(before[1], before[0], &game.weights, depth, mobility) != m;
    }
}

// ---------------------------------------------------------------------------
// The game: the board, my strategy and the moves, read from my state.

/// A generation's state: everything that changes from one to the next.
pub struct Game {
    /// Your discs, and mine.
    pub x: u64,
    pub o: u64,
    /// What each square is worth to me, 0 to 9, in reading order.
    pub weights: [u8; 64],
    /// How many moves I look ahead, 1 to DEEPEST; what a move that a
    /// side could play counts at the end of a line, 0 to 9.
    pub depth: u8,
    pub mobility: u8,
    /// The squares played so far, both of ours, in order.
    pub moves: [u8; 60],
    pub count: usize,
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

/// My weights as I write them, then my depth and mobility: `write` puts
/// the digits in their places (a1 at byte 42, a row on 21 bytes; depth at
/// 216, mobility at 228).
const WEIGHTS: &[u8] = b"
     a b c d e f g h     my weights
 1   0 0 0 0 0 0 0 0
 2   0 0 0 0 0 0 0 0
 3   0 0 0 0 0 0 0 0
 4   0 0 0 0 0 0 0 0
 5   0 0 0 0 0 0 0 0
 6   0 0 0 0 0 0 0 0
 7   0 0 0 0 0 0 0 0
 8   0 0 0 0 0 0 0 0
     depth 0, mobility 0

";

impl Game {
    /// Reads my state's lines, and checks that they are a position this
    /// game can reach: my moves, replayed from the start, must be legal,
    /// mine must be the ones my weights, depth and mobility choose, and
    /// they must give my board; and my state must be as I would write it.
    pub fn read(lines: &[&str]) -> Result<Game, Refusal> {
        if lines.len() < 28 {
            return Err(bad("my state is not 28 lines"));
        }
        let mut game = Game { x: 0, o: 0, weights: [0; 64], depth: 1, mobility: 0, moves: [0; 60], count: 0, status: ON };
        let mut at: usize = 0;
        while at < 64 {
            // The weight of square 8r + c stands at byte 5 + 2c of line
            // 15 + r; anything but a digit there, I write otherwise.
            let row = lines[at / 8 + 15].as_bytes();
            if row.len() > at % 8 * 2 + 5 {
                game.weights[at] = row[at % 8 * 2 + 5] % 48 % 10;
            }
            at += 1;
        }
        // Depth at byte 11 of line 23, mobility at byte 23: digits, the
        // depth from 1 to DEEPEST.
        let row = lines[23].as_bytes();
        if row.len() > 23 {
            game.depth = row[11].wrapping_sub(b'0');
            game.mobility = row[23] % 48 % 10;
        }
        if game.depth < 1 || game.depth as usize > DEEPEST {
            return Err(bad("my depth is not a digit from 1 to 4"));
        }
        // The moves from line 25 on, twenty to a line, each after a space
        // from the line's colon: a square, or -- where a side passed.
        // (Where the passes stand, `differs` checks below: I write them.)
        let mut line: usize = 25;
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
                game.count += 1;
            } else if row.len() <= i + 1 || row[i] != b'-' || row[i + 1] != b'-' {
                break;
            }
            e += 1;
            line += (e % 20 == 0) as usize;
        }
        let (discs, side, otherwise) = replay(&game.moves, game.count, &game.weights, game.depth as usize, game.mobility as i32);
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
        if game.status == 5 || otherwise < 60 {
            return Err(bad("my moves are not a game I would play"));
        }
        let mut text = Text::empty();
        game.write(&mut text);
        match text.differs(lines) {
            0 => Ok(game),
            1 => Err(bad("my first line does not say where the game stands")),
            2..=13 => Err(bad("the board is not the one my moves make")),
            14..=23 => Err(bad("a weight is not a digit")),
            24 => Err(bad("my mobility is not a digit")),
            _ => Err(bad("my moves are not written as I write them")),
        }
    }

    /// Writes my state's lines, each ended by a newline.
    pub fn write(&self, out: &mut Text) {
        out.push(b"reversi: ");
        out.push(WORDS[self.status]);
        out.push(b"\n");
        self.board(out);
        let (block, mut at) = (out.len, out.len + 42);
        out.push(WEIGHTS);
        let mut square: usize = 0;
        while square < 64 {
            out.bytes[at] = b'0' + self.weights[square];
            at += if square % 8 == 7 { 7 } else { 2 };
            square += 1;
        }
        out.bytes[block + 216] = b'0' + self.depth;
        out.bytes[block + 228] = b'0' + self.mobility;
        // The moves, and -- where a side had none and passed: twenty to a
        // line, on three lines or as many more as the passes need.
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
            entries[n] = at as u8;
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
                number(e + 1, out);
                out.push(b"-");
                number(e + 20, out);
                out.push(b":");
            }
            if e < n {
                out.push(b" ");
                let square = name(entries[e] as usize % 64);
                out.push(if entries[e] < 64 { &square } else { b"--" });
            }
            if e % 20 == 19 {
                out.push(b"\n");
            }
            e += 1;
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
        (WON | DRAW, _) => return Err(no(b"this game is over: start a new one", 64, b"")),
        (ON, 64) => return Err(no(b"it is your move: give a square, such as f5", 64, b"")),
        (NEW | LOST, _) => {
            next.x = START[0];
            next.o = START[1];
            next.count = 0;
        }
        _ => {}
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
        let mine = pick(next.o, next.x, &next.weights, next.depth as usize, next.mobility as i32);
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

/// After a game I lost: I learn from it, and my successor has a new board.
pub fn conclude(game: &mut Game) {
    if game.status == LOST {
        learn(game);
        game.x = START[0];
        game.o = START[1];
        game.count = 0;
    }
}

/// One run: reads my state and your move (`arg` and `argc`, from the
/// command line), and writes my successor's state to `next` and what we
/// did to `said`; or, when I refuse, why to `said`, and gives false.
pub fn turn(arg: [u8; 4], argc: i32, next: &mut Text, said: &mut Text) -> bool {
    let (before, at) = match (Game::read(state::STATE), parse_move(arg, argc)) {
        (Ok(game), Ok(at)) => (game, at),
        (Err(refusal), _) | (_, Err(refusal)) => return refuse(refusal, said),
    };
    let mut k = if before.status == ON { before.count } else { 0 };
    let (x, o) = if before.status == ON { (before.x, before.o) } else { (START[0], START[1]) };
    let fresh = before.status == NEW || before.status == LOST;
    let (weights, depth, mobility) = (before.weights, before.depth, before.mobility);
    let mut after = match play(before, at) {
        Ok(game) => game,
        Err(refusal) => return refuse(refusal, said),
    };
    // A new game starts from my weights as they stand.
    if fresh {
        said.push(b"A new game, with my weights ");
        let mut square: usize = 0;
        while square < 64 {
            said.push(&[b'0' + weights[square]]);
            said.push(if square % 8 == 7 && square < 63 { b"/" } else { b"" });
            square += 1;
        }
        // Then my depth and mobility, once a lesson has changed them.
        if depth > 1 || mobility > 0 {
            said.push(b", depth ");
            said.push(&[b'0' + depth]);
            said.push(b", mobility ");
            said.push(&[b'0' + mobility]);
        }
        said.push(b".\n");
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
    said.push(if passed { b" I pass: I have no move, and it is yours again." } else { b"" });
    if after.status != ON {
        let (xs, os) = (after.x.count_ones() as u8, after.o.count_ones() as u8);
        said.push(b" Discs: you ");
        said.push(&[b'0' + xs / 10, b'0' + xs % 10, b',', b' ', b'm', b'e', b' ', b'0' + os / 10, b'0' + os % 10, b'.']);
    }
    let lost = after.status == LOST;
    conclude(&mut after);
    if lost {
        learned(&after, &weights, depth, mobility, said);
    }
    after.write(next);
    true
}

/// Writes the number `n` (0 to 999) in as many digits as it has.
fn number(n: usize, out: &mut Text) {
    if n >= 100 {
        out.push(&DIGITS[n / 100]);
    }
    if n >= 10 {
        out.push(&DIGITS[n / 10 % 10]);
    }
    out.push(&DIGITS[n % 10]);
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

/// Says, in words, what I learned from the game you won: my depth and
/// mobility as they went, and every weight that moved, square by square,
/// from the `weights`, `depth` and `mobility` I played it with.
fn learned(after: &Game, weights: &[u8; 64], depth: u8, mobility: u8, said: &mut Text) {
    if after.depth == depth && after.mobility == mobility && after.weights == *weights {
        said.push(b"\nI learned nothing: every move of mine was forced.");
        return;
    }
    said.push(b"\nI learned:");
    if after.depth != depth {
        said.push(b" I look ");
        said.push(&[b'0' + after.depth]);
        said.push(b" moves ahead, not ");
        said.push(&[b'0' + depth]);
        said.push(b";");
    }
    if after.mobility != mobility {
        said.push(b" my mobility is ");
        said.push(&[b'0' + after.mobility]);
        said.push(b", not ");
        said.push(&[b'0' + mobility]);
        said.push(b";");
    }
    let mut square: usize = 0;
    let mut moved = false;
    while square < 64 {
        if after.weights[square] != weights[square] {
            said.push(if moved { b", " } else { b" my weights moved: " });
            said.push(&name(square));
            said.push(&[b' ', b'0' + weights[square], b' ', b't', b'o', b' ', b'0' + after.weights[square]]);
            moved = true;
        }
        square += 1;
    }
    if moved {
        said.push(b";");
    }
    // The last `;` ends the sentence.
    said.len -= 1;
    said.push(b".");
}

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
