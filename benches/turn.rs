//! What a move costs: plays whole games through the real `scripts/ttt`
//! and times each turn against a plain `rustc hello.rs -o hello`, the two
//! interleaved in one run, so that the machine's noise falls on both.
//!
//!     cargo bench --bench turn [-- TURNS]
//!
//! Prints the median turn, the median hello-world compile, their ratio,
//! the cold first turn in an empty directory, and the peak memory of a
//! turn (measured by GNU time, in a separate pass, where it is installed).

use merlyn::tictactoe::TicTacToe;
use merlyn::tictactoe::program::Status;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

const HELLO: &str = "fn main() {\n    println!(\"hello\");\n}\n";

fn ttt() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/ttt")
}

/// Runs one `ttt` command in `dir`, optionally under GNU time, and gives
/// its duration and its peak memory in KiB when measured.
fn turn(dir: &Path, args: &[String], time: Option<&Path>) -> (Duration, Option<u64>) {
    let report = dir.join(".bench-time");
    let mut command = match time {
        Some(time) => {
            let mut command = Command::new(time);
            command
                .arg("-f")
                .arg("%M")
                .arg("-o")
                .arg(&report)
                .arg(ttt());
            command
        }
        None => Command::new(ttt()),
    };
    command.args(args).current_dir(dir);
    let start = Instant::now();
    let output = command.output().expect("ttt runs");
    let elapsed = start.elapsed();
    assert!(
        output.status.success(),
        "ttt {args:?} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let peak = time.and_then(|_| std::fs::read_to_string(&report).ok()?.trim().parse().ok());
    (elapsed, peak)
}

/// The move a simple, deterministic player makes: the first empty cell
/// after a pseudo-random start, so that games vary from one to the next.
fn choose(dir: &Path, seed: &mut u64) -> Option<u8> {
    let game = merlyn::generation::read_state::<TicTacToe>(&dir.join("nextmove.rs")).ok()?;
    if game.status().ok()? != Status::Playing {
        return None;
    }
    *seed = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    let start = (*seed >> 33) % 9;
    (0..9)
        .map(|k| ((start + k) % 9 + 1) as u8)
        .find(|&cell| game.mark(cell) == '.')
}

fn hello(dir: &Path) -> Duration {
    let start = Instant::now();
    let status = Command::new("rustc")
        .arg("hello.rs")
        .arg("-o")
        .arg("hello")
        .current_dir(dir)
        .status()
        .expect("rustc runs");
    let elapsed = start.elapsed();
    assert!(status.success());
    elapsed
}

fn median(mut values: Vec<Duration>) -> Duration {
    values.sort();
    values[values.len() / 2]
}

fn ms(duration: Duration) -> f64 {
    duration.as_secs_f64() * 1000.0
}

/// Plays whole games until at least `turns` turns, calling `each` after
/// every turn with its duration and peak memory.
fn play(
    dir: &Path,
    turns: usize,
    time: Option<&Path>,
    mut each: impl FnMut(Duration, Option<u64>),
) {
    let mut seed = 1991;
    let mut played = 0;
    let mut game = 0;
    while played < turns {
        // Every third game the computer opens.
        let mut next: Option<u8> = if game % 3 == 2 {
            None
        } else {
            Some((game % 9 + 1) as u8)
        };
        loop {
            let args: Vec<String> = next.iter().map(u8::to_string).collect();
            let (elapsed, peak) = turn(dir, &args, time);
            each(elapsed, peak);
            played += 1;
            match choose(dir, &mut seed) {
                Some(cell) => next = Some(cell),
                None => break,
            }
        }
        game += 1;
    }
}

fn main() {
    let turns: usize = std::env::args()
        .skip(1)
        .find_map(|arg| arg.parse().ok())
        .unwrap_or(30)
        .max(15);
    let dir = tempfile::tempdir().expect("a temporary directory");
    std::fs::write(dir.path().join("hello.rs"), HELLO).unwrap();

    let (cold, _) = turn(dir.path(), &["5".to_string()], None);
    turn(dir.path(), &["quitgame".to_string()], None);
    hello(dir.path());

    let (mut turn_times, mut hello_times) = (Vec::new(), Vec::new());
    play(dir.path(), turns, None, |elapsed, _| {
        turn_times.push(elapsed);
        hello_times.push(hello(dir.path()));
    });

    let time = Path::new("/usr/bin/time");
    let mut peak = None;
    if time.exists() {
        turn(dir.path(), &["clobber".to_string()], None);
        play(dir.path(), 6, Some(time), |_, kib| peak = peak.max(kib));
    }

    let (turn_median, hello_median) = (median(turn_times.clone()), median(hello_times));
    println!("turns measured        {}", turn_times.len());
    println!("turn, median          {:7.1} ms", ms(turn_median));
    println!("rustc hello, median   {:7.1} ms", ms(hello_median));
    println!(
        "ratio turn/hello      {:7.2}",
        turn_median.as_secs_f64() / hello_median.as_secs_f64()
    );
    println!("cold first turn       {:7.1} ms", ms(cold));
    match peak {
        Some(kib) => println!("peak memory of a turn {:7.1} MiB", kib as f64 / 1024.0),
        None => println!("peak memory of a turn   n/a (needs GNU time at /usr/bin/time)"),
    }
}
