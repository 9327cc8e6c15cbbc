//! What the timing benchmarks share: their command line (a game and a
//! count, in either order; or the sides of boards), their arithmetic of
//! times, and `merlyn contactix` timed on a board file.

#![allow(dead_code)]

use merlyn::games::Kind;
use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// The benchmark's words: the game named among them (else `game`), and
/// the number among them (else `count`).
pub fn words(game: Kind, count: usize) -> (Kind, usize) {
    let words: Vec<String> = std::env::args().skip(1).collect();
    let kind = words
        .iter()
        .find_map(|word| Kind::named(word).ok())
        .unwrap_or(game);
    let count = words
        .iter()
        .find_map(|word| word.parse().ok())
        .unwrap_or(count);
    (kind, count)
}

/// The sides of the boards the benchmark's words name (each a number from
/// 2 to 26, a Con-Tac-Tix board's side), else `default`.
pub fn sides(default: &[usize]) -> Vec<usize> {
    let sides: Vec<usize> = std::env::args()
        .skip(1)
        .filter_map(|word| word.parse().ok())
        .filter(|side| (2..=26).contains(side))
        .collect();
    if sides.is_empty() {
        default.to_vec()
    } else {
        sides
    }
}

/// The median of some times.
pub fn median(mut values: Vec<Duration>) -> Duration {
    values.sort();
    values[values.len() / 2]
}

/// A time in milliseconds.
pub fn ms(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1000.0
}

/// How long `merlyn contactix` takes over the board file `text`, from its
/// start to its end.
pub fn assignment(text: &[u8]) -> Duration {
    let start = Instant::now();
    let mut child = Command::new(env!("CARGO_BIN_EXE_merlyn"))
        .arg("contactix")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .expect("merlyn runs");
    child.stdin.take().unwrap().write_all(text).unwrap();
    assert!(child.wait().unwrap().success());
    start.elapsed()
}
