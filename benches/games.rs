//! How fast the games' tools run, through the release `merlyn` binary:
//! matches of 1,000 Reversi and Gomoku games, perft to depth 9, and the
//! Con-Tac-Tix assignment's program on 11x11 boards of 30 tiles (its
//! target: under 0.5 s). Each command runs several times; the median and
//! the fastest run are printed.
//!
//!     cargo bench --bench games

use merlyn::contactix::{BoardFile, Cell, Position};
use merlyn::game::Side;
use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// Runs `merlyn ARGS` `runs` times and prints the median and the fastest.
fn bench(args: &[&str], runs: usize) {
    bench_with(args, "", "", runs);
}

/// Runs `merlyn ARGS` `runs` times, `input` on its standard input, and
/// prints the median and the fastest, with `label`; gives the median.
fn bench_with(args: &[&str], input: &str, label: &str, runs: usize) -> Duration {
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            let mut child = Command::new(env!("CARGO_BIN_EXE_merlyn"))
                .args(args)
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .spawn()
                .expect("merlyn runs");
            child
                .stdin
                .take()
                .expect("a pipe")
                .write_all(input.as_bytes())
                .expect("input written");
            let output = child.wait_with_output().expect("merlyn ends");
            let elapsed = start.elapsed();
            assert!(output.status.success(), "merlyn {args:?} failed");
            elapsed
        })
        .collect();
    times.sort();
    println!(
        "merlyn {:<55} median {:>8.1} ms   fastest {:>8.1} ms",
        format!("{} {label}", args.join(" ")),
        times[runs / 2].as_secs_f64() * 1000.0,
        times[0].as_secs_f64() * 1000.0
    );
    times[runs / 2]
}

/// An 11x11 board file with 15 tiles of each colour, none joining its
/// edges, red to move: the `seed`th of a fixed series.
fn thirty_tiles(seed: u64) -> String {
    let mut state = seed;
    let mut next = move || {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (state >> 33) as usize
    };
    loop {
        let mut position = Position::empty(11, 11, Side::X);
        let mut placed = 0;
        while placed < 30 {
            let cell = Cell::new(next() % 11, next() % 11);
            if position.get(cell).is_none() {
                position = position.play(cell);
                placed += 1;
            }
        }
        if position.winner().is_none() {
            let file = BoardFile::of(&position, ["red".into(), "blue".into()]);
            return file.to_string();
        }
    }
}

fn main() {
    bench(
        &[
            "match", "reverxii", "random:1", "--game", "reversi", "--games", "1000",
        ],
        11,
    );
    bench(
        &[
            "match", "reverxii", "greedy", "--game", "reversi", "--games", "1000",
        ],
        11,
    );
    bench(
        &[
            "match", "tick5", "random:1", "--game", "gomoku", "--games", "1000",
        ],
        11,
    );
    bench(
        &[
            "match", "tick5", "greedy", "--game", "gomoku", "--games", "1000",
        ],
        11,
    );
    bench(&["perft", "reversi", "9"], 5);
    bench(&["perft", "tic-tac-toe", "9"], 11);
    let slowest = (1..=8)
        .map(|seed| {
            bench_with(
                &["contactix"],
                &thirty_tiles(seed),
                &format!("< board {seed} (11x11, 30 tiles)"),
                5,
            )
        })
        .max()
        .expect("boards");
    println!(
        "contactix on 30 tiles: slowest median {:.1} ms (target: under 500 ms)",
        slowest.as_secs_f64() * 1000.0
    );
}
