//! How near merlyn's Reversi comes to a plain C bitboard program: `perft
//! reversi` against a C perft of shifts and masks, and a match of 1,000
//! games of reverxii's rule against a random player against the same rule
//! in C. The C reference is written here, compiled with the system `cc
//! -O2`, and checked to give the same counts and the same wins; each side
//! runs several times, and the medians are compared.
//!
//!     cargo bench --bench perft [-- DEPTH]

mod common;

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

/// Reversi in C: a perft with the counting rules of `merlyn perft` (a
/// pass is a move, a finished game one leaf, the last ply counted, not
/// played), and reverxii's rule against a random player.
const REFERENCE: &str = r#"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
typedef uint64_t u64;
static const u64 NOT_A = 0xfefefefefefefefeULL, NOT_H = 0x7f7f7f7f7f7f7f7fULL;
static u64 shift(u64 b, int d) {
    switch (d) {
    case 0: return (b << 1) & NOT_A;  case 1: return (b >> 1) & NOT_H;
    case 2: return b << 8;            case 3: return b >> 8;
    case 4: return (b << 9) & NOT_A;  case 5: return (b << 7) & NOT_H;
    case 6: return (b >> 7) & NOT_A;  default: return (b >> 9) & NOT_H;
    }
}
static u64 legal(u64 me, u64 you) {
    u64 empty = ~(me | you), moves = 0;
    for (int d = 0; d < 8; d++) {
        u64 x = shift(me, d) & you;
        for (int i = 0; i < 5; i++) x |= shift(x, d) & you;
        moves |= shift(x, d) & empty;
    }
    return moves;
}
static u64 flips(u64 me, u64 you, u64 at) {
    u64 all = 0;
    for (int d = 0; d < 8; d++) {
        u64 run = 0, x = shift(at, d);
        while (x & you) { run |= x; x = shift(x, d); }
        if (x & me) all |= run;
    }
    return all;
}
static u64 perft(u64 me, u64 you, int depth) {
    if (depth == 0) return 1;
    u64 moves = legal(me, you);
    if (!moves) {
        if (!legal(you, me)) return 1;
        return depth == 1 ? 1 : perft(you, me, depth - 1);
    }
    if (depth == 1) return (u64)__builtin_popcountll(moves);
    u64 sum = 0;
    while (moves) {
        u64 at = moves & -moves;
        moves ^= at;
        u64 f = flips(me, you, at);
        sum += perft(you ^ f, me | f | at, depth - 1);
    }
    return sum;
}
/* SplitMix64, as merlyn's random players draw; a game's stream is made
   from the player's seed and the game's number, as Random::for_game. */
static u64 seed;
static u64 next(void) {
    u64 z = (seed += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}
static u64 first_of(u64 s) { seed = s; return next(); }
static void for_game(u64 player, u64 game) {
    u64 a = first_of(player), b = first_of(game ^ 0x6a09e667f3bcc908ULL);
    seed = first_of(a ^ b);
}
static const char *TABLE = "9166661911222211624444266244442662444426624444261122221191666619";
static int weight[64];
/* reverxii: a move is worth its square's weight and its flips' weights;
   the first square worth most, in reading order. */
static u64 reverxii(u64 me, u64 you, u64 moves) {
    int best = -1; u64 choice = 0;
    for (int sq = 0; sq < 64; sq++) {
        u64 at = 1ULL << sq;
        if (!(moves & at)) continue;
        u64 f = flips(me, you, at);
        int worth = weight[sq];
        for (u64 g = f; g; g &= g - 1) worth += weight[__builtin_ctzll(g)];
        if (worth > best) { best = worth; choice = at; }
    }
    return choice;
}
static u64 random_move(u64 moves) {
    int n = __builtin_popcountll(moves), k = (int)(next() % (u64)n);
    while (k--) moves &= moves - 1;
    return moves & -moves;
}
int main(int argc, char **argv) {
    for (int i = 0; i < 64; i++) weight[i] = TABLE[i] - '0';
    u64 x = (1ULL << 28) | (1ULL << 35), o = (1ULL << 27) | (1ULL << 36);
    if (argc == 3 && !strcmp(argv[1], "perft")) {
        printf("%llu\n", (unsigned long long)perft(x, o, atoi(argv[2])));
        return 0;
    }
    int games = atoi(argv[2]), wins = 0;
    for (int g = 0; g < games; g++) {
        for_game(1, (u64)g);
        u64 me = o, you = x; /* the program, 0, then the random player, X */
        int program = g % 2 == 0; /* whose move: the program opens the even games */
        u64 a = program ? me : you, b = program ? you : me;
        for (;;) {
            u64 moves = legal(a, b);
            if (!moves) {
                if (!legal(b, a)) break;
                u64 t = a; a = b; b = t; program = !program; continue;
            }
            u64 at = program ? reverxii(a, b, moves) : random_move(moves);
            u64 f = flips(a, b, at);
            a |= f | at; b ^= f;
            u64 t = a; a = b; b = t; program = !program;
        }
        u64 mine = program ? a : b, yours = program ? b : a;
        if (__builtin_popcountll(mine) > __builtin_popcountll(yours)) wins++;
    }
    printf("%d\n", wins);
    return 0;
}
"#;

/// Builds the C reference in `dir`, with `cc -O2`.
fn build(dir: &Path) -> std::path::PathBuf {
    let source = dir.join("reversi.c");
    let binary = dir.join("reversi");
    std::fs::write(&source, REFERENCE).expect("the C source written");
    let status = Command::new("cc")
        .args(["-O2", "-o"])
        .arg(&binary)
        .arg(&source)
        .status()
        .expect("cc runs");
    assert!(status.success(), "cc failed");
    binary
}

/// Runs `program ARGS` `runs` times: the median time, and what it printed.
fn timed(program: &Path, args: &[&str], runs: usize) -> (Duration, String) {
    let mut out = String::new();
    let times = (0..runs)
        .map(|_| {
            let start = Instant::now();
            let output = Command::new(program).args(args).output().expect("runs");
            let time = start.elapsed();
            assert!(output.status.success(), "{program:?} {args:?} failed");
            out = String::from_utf8_lossy(&output.stdout).into_owned();
            time
        })
        .collect();
    (common::median(times), out)
}

fn main() {
    let (_, depth) = common::words(merlyn::games::Kind::Reversi, 11);
    let dir = tempfile::tempdir().expect("a temporary directory");
    let reference = build(dir.path());
    let merlyn = Path::new(env!("CARGO_BIN_EXE_merlyn"));
    let depth = depth.to_string();

    let (c_time, c_count) = timed(&reference, &["perft", &depth], 5);
    let (m_time, m_out) = timed(merlyn, &["perft", "reversi", &depth], 5);
    let (one_time, _) = timed(merlyn, &["perft", "reversi", &depth, "--threads", "1"], 5);
    assert_eq!(
        m_out.trim(),
        format!("depth={depth} nodes={}", c_count.trim()),
        "the counts differ"
    );
    let leaves: f64 = c_count.trim().parse().expect("a count");
    let rate = |time: Duration| leaves / time.as_secs_f64() / 1e6;
    println!("perft reversi {depth}: {} leaves", c_count.trim());
    println!(
        "  C, cc -O2, one core    {:>8.1} ms  {:>7.1} M leaves/s",
        common::ms(c_time),
        rate(c_time)
    );
    println!(
        "  merlyn, one core       {:>8.1} ms  {:>7.1} M leaves/s  {:.1}x the C time",
        common::ms(one_time),
        rate(one_time),
        one_time.as_secs_f64() / c_time.as_secs_f64()
    );
    println!(
        "  merlyn, every core     {:>8.1} ms  {:>7.1} M leaves/s  {:.1}x the C time",
        common::ms(m_time),
        rate(m_time),
        m_time.as_secs_f64() / c_time.as_secs_f64()
    );

    let games = "1000";
    let (c_time, c_wins) = timed(&reference, &["match", games], 5);
    let (m_time, m_out) = timed(
        merlyn,
        &[
            "match", "reverxii", "random:1", "--game", "reversi", "--games", games,
        ],
        5,
    );
    assert!(
        m_out.contains(&format!("result a={} ", c_wins.trim())),
        "the wins differ: {m_out}"
    );
    println!("match reverxii random:1, {games} games");
    println!(
        "  C, cc -O2              {:>8.1} ms  {} wins",
        common::ms(c_time),
        c_wins.trim()
    );
    println!(
        "  merlyn                 {:>8.1} ms  {}  {:.1}x the C time",
        common::ms(m_time),
        m_out.lines().last().unwrap_or_default(),
        m_time.as_secs_f64() / c_time.as_secs_f64()
    );
}
