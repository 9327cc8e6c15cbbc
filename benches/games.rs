//! How fast the games' tools run, through the release `merlyn` binary:
//! matches of 1,000 Reversi and Gomoku games, and perft to depth 9. Each command runs
//! several times; the median and the fastest run are printed.
//!
//!     cargo bench --bench games

use std::process::Command;
use std::time::{Duration, Instant};

/// Runs `merlyn ARGS` `runs` times and prints the median and the fastest.
fn bench(args: &[&str], runs: usize) {
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            let output = Command::new(env!("CARGO_BIN_EXE_merlyn"))
                .args(args)
                .output()
                .expect("merlyn runs");
            let elapsed = start.elapsed();
            assert!(output.status.success(), "merlyn {args:?} failed");
            elapsed
        })
        .collect();
    times.sort();
    println!(
        "merlyn {:<55} median {:>8.1} ms   fastest {:>8.1} ms",
        args.join(" "),
        times[runs / 2].as_secs_f64() * 1000.0,
        times[0].as_secs_f64() * 1000.0
    );
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
}
