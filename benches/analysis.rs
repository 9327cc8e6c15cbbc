//! How long the analyses take: each is run many times and the median of
//! the runs is printed. Run with `cargo bench --bench analysis`.

use merlyn::tictactoe::analyze::analyze;
use merlyn::tictactoe::strategy::Strategy;
use merlyn::tictactoe::train::train;
use merlyn::tictactoe::verify::verify;
use std::hint::black_box;
use std::time::{Duration, Instant};

/// Runs `work` `runs` times (after one warm-up run) and prints the median
/// and the fastest run.
fn bench<T>(name: &str, runs: usize, mut work: impl FnMut() -> T) {
    black_box(work());
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            black_box(work());
            start.elapsed()
        })
        .collect();
    times.sort();
    println!(
        "{name:<28} median {:>10.3?}  fastest {:>10.3?}  ({runs} runs)",
        times[runs / 2],
        times[0]
    );
}

fn main() {
    let original = Strategy::ORIGINAL;
    let best: Strategy = "9883857753".parse().expect("a strategy");
    bench("verify 9999999999", 500, || {
        verify(black_box(original)).unwrap()
    });
    bench("verify 9883857753", 500, || {
        verify(black_box(best)).unwrap()
    });
    bench("train from 9999999999", 100, || {
        train(black_box(original)).unwrap()
    });
    bench("analyze", 100, || analyze().unwrap());
}
