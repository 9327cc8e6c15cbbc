//! Every game's turns in one table: ordinary turns and turns that learn,
//! of generation zero and of a trained program, each as a ratio of the
//! processor time of a plain `rustc hello.rs -o hello` compiled beside it;
//! the first turn of a game in a clone (which builds the game's code), the
//! first in another directory (which copies it), the first in a fresh
//! clone (which builds the driver), and a turn's peak memory.
//!
//!     cargo bench --bench turn [-- table [GAME...] [zero | trained]]
//!
//! The trained programs are the docs' recipe, 2,000 games of self-play
//! (`merlyn train --game GAME --against self --games 2000 --seed 1`, on
//! 11x11 for Con-Tac-Tix), trained once into `target/trained/GAME.rs` and
//! reused while generation zero stays the same (`GAME.zero` names the one
//! it was trained from; `MERLYN_TRAINED=DIR` keeps them in DIR instead).

use super::{Took, hello, play, turn};
use merlyn::games::Kind;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

/// Ordinary turns measured a program, and the most turns played to see it
/// lose and learn (`LOSSES` times).
const ORDINARY: usize = 30;
const LEARNING: usize = 400;
const LOSSES: usize = 3;

/// A built-in player that beats the program often, generation zero or
/// trained: its lost games are the turns that learn. (Tic-tac-toe's
/// random moves beat generation zero often enough; its trained program
/// never loses.)
fn beater(kind: Kind, trained: bool) -> Option<&'static str> {
    match (kind, trained) {
        (Kind::TicTacToe, _) => None,
        (Kind::Reversi, false) => Some("alphabeta:3"),
        (Kind::Reversi, true) => Some("alphabeta:5"),
        (Kind::ConTacTix, false) => Some("mcts:3000"),
        (Kind::ConTacTix, true) => Some("mcts:10000"),
        (Kind::Gomoku, _) => Some("threats"),
        (Kind::ConnectFour, false) => Some("alphabeta:4"),
        (Kind::ConnectFour, true) => Some("alphabeta:6"),
    }
}

/// A turn and the hello world compiled after it.
type Pair = (Took, Took);

/// The ratio of two processor times, as medians of `pairs`.
fn ratio(pairs: &[Pair]) -> f64 {
    let turn = super::median(pairs.iter().map(|p| p.0.cpu).collect());
    let hello = super::median(pairs.iter().map(|p| p.1.cpu).collect());
    turn.as_secs_f64() / hello.as_secs_f64()
}

/// The most a turn of `pairs` cost, against the hello world beside it.
fn slowest(pairs: &[Pair]) -> f64 {
    pairs
        .iter()
        .map(|(turn, hello)| turn.cpu.as_secs_f64() / hello.cpu.as_secs_f64())
        .fold(0.0, f64::max)
}

/// What one program's turns cost: its ordinary turns and its turns that
/// learn (a lost game's last turn; in Connect Four, every finished
/// game's), each beside a hello world.
struct Row {
    ordinary: Vec<Pair>,
    learning: Vec<Pair>,
    first: Pair,
    other: Pair,
    peak_first: Option<u64>,
    peak_other: Option<u64>,
    peak: Option<u64>,
}

/// Forgets what the driver keeps beside itself for every directory (the
/// games' code and the toolchain it probed: src/driver/shared.rs), so
/// that the next first turn of a game builds and probes them, as the
/// first turn of a game in a fresh clone does.
fn forget_code() {
    let (driver, _, _) = super::driver(Kind::TicTacToe);
    let clone = driver.parent().unwrap().parent().unwrap();
    for entry in std::fs::read_dir(clone.join("target/driver"))
        .into_iter()
        .flatten()
        .flatten()
    {
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.contains("-fixed-") || name.contains("-toolchain-") {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// Builds the driver where this version of it is not built yet, so that
/// the first turn of the first game measured builds the game's code
/// alone, as every other game's does.
fn build_driver() {
    let (script, _, _) = super::driver(Kind::TicTacToe);
    let dir = tempfile::tempdir().expect("a temporary directory");
    let built = Command::new(&script)
        .arg("--version")
        .current_dir(dir.path())
        .stdout(std::process::Stdio::null())
        .status()
        .expect("the launcher runs");
    assert!(built.success(), "the driver does not build");
}

/// The first turn of `start` in a directory of its own, beside a hello
/// world, and its peak memory where `time` measures it.
fn first_turn(kind: Kind, start: &str, time: Option<&Path>) -> (Pair, Option<u64>) {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let d = dir.path();
    std::fs::write(d.join("hello.rs"), super::HELLO).unwrap();
    let mut first = None;
    play(kind, start, d, 1, None, time, |played| {
        first = Some((played.took, played.peak));
        false
    });
    let (took, peak) = first.expect("a first turn");
    ((took, hello(d)), peak)
}

/// Measures the program `start` of `kind` in a directory of its own
/// (`trained` or generation zero).
fn measure(kind: Kind, start: &str, trained: bool) -> Row {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let d = dir.path();
    std::fs::write(d.join("hello.rs"), super::HELLO).unwrap();
    let best = match kind {
        Kind::TicTacToe => "merlyn.rs".to_string(),
        _ => format!("{}.rs", kind.name()),
    };
    let keep = || std::fs::write(d.join(&best), start).unwrap();
    let again = |what: &str| {
        turn(kind, d, &[what.to_string()], None);
        keep();
    };
    keep();
    hello(d);
    // The first turn of the game in the clone builds the game's code (the
    // driver is built); the first in another directory copies it.
    forget_code();
    let mut first = None;
    play(kind, start, d, 1, None, None, |played| {
        first = Some(played.took);
        false
    });
    let first = (first.expect("a first turn"), hello(d));
    let (other, _) = first_turn(kind, start, None);
    again("quitgame");
    let mut ordinary = Vec::new();
    play(kind, start, d, ORDINARY, None, None, |played| {
        if !played.lost {
            ordinary.push((played.took, hello(d)));
        }
        true
    });
    again("quitgame");
    let mut learning = Vec::new();
    play(
        kind,
        start,
        d,
        LEARNING,
        beater(kind, trained),
        None,
        |played| {
            if played.lost {
                learning.push((played.took, hello(d)));
            }
            learning.len() < LOSSES
        },
    );
    // Peak memory, under GNU time: the first turn of the game in the
    // clone, which builds the game's code, the first in another directory,
    // and the turns after it.
    let time = Path::new("/usr/bin/time");
    let (mut peak_first, mut peak_other, mut peak) = (None, None, None);
    if time.exists() {
        let _ = std::fs::remove_dir_all(d.join(work(kind)));
        keep();
        forget_code();
        play(kind, start, d, 8, None, Some(time), |played| {
            if peak_first.is_none() {
                peak_first = played.peak;
            } else {
                peak = peak.max(played.peak);
            }
            true
        });
        peak_other = first_turn(kind, start, Some(time)).1;
    }
    Row {
        ordinary,
        learning,
        first,
        other,
        peak_first,
        peak_other,
        peak,
    }
}

/// The work directory of the game `kind`.
fn work(kind: Kind) -> String {
    match kind {
        Kind::TicTacToe => ".ttt".into(),
        _ => format!(".play-{}", kind.name()),
    }
}

/// The trained program of `kind`: the docs' recipe, trained once for each
/// generation zero (a program trained on other code is not the game's:
/// the driver refuses to play it).
fn trained(kind: Kind) -> String {
    let dir = std::env::var_os("MERLYN_TRAINED").map_or_else(
        || Path::new(env!("CARGO_MANIFEST_DIR")).join("target/trained"),
        PathBuf::from,
    );
    let file = dir.join(format!("{}.rs", kind.name()));
    let from = dir.join(format!("{}.zero", kind.name()));
    let zero = merlyn::driver::key(kind.zero().as_bytes());
    if !file.exists() || std::fs::read_to_string(&from).ok().as_deref() != Some(&zero) {
        std::fs::create_dir_all(&dir).unwrap();
        eprintln!("training {} (2,000 games of self-play), once", kind.name());
        let mut command = Command::new(env!("CARGO_BIN_EXE_merlyn"));
        command.args(["train", "--game", kind.name(), "--against", "self"]);
        command.args(["--games", "2000", "--seed", "1", "--jobs", "1"]);
        if kind == Kind::ConTacTix {
            command.args(["--size", "11x11"]);
        }
        let aside = dir.join(format!("{}.rs.training", kind.name()));
        let trained = command
            .arg("--write")
            .arg(&aside)
            .stdout(std::process::Stdio::null())
            .status()
            .expect("merlyn train runs");
        assert!(trained.success(), "the training of {} failed", kind.name());
        std::fs::rename(&aside, &file).unwrap();
        std::fs::write(&from, &zero).unwrap();
    }
    std::fs::read_to_string(&file).expect("a trained program")
}

/// The first turn in a fresh clone, which builds the driver: its processor
/// time, a hello world's beside it, and its peak memory in KiB (under GNU
/// time, where it is installed: the most any one of its processes held).
fn fresh_clone() -> (Pair, Option<u64>) {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let clone = dir.path().join("clone");
    let cloned = Command::new("git")
        .args(["clone", "--quiet", "--no-hardlinks"])
        .arg(env!("CARGO_MANIFEST_DIR"))
        .arg(&clone)
        .status()
        .expect("git runs");
    assert!(cloned.success());
    let game = dir.path().join("game");
    std::fs::create_dir(&game).unwrap();
    std::fs::write(game.join("hello.rs"), super::HELLO).unwrap();
    let time = Path::new("/usr/bin/time");
    let report = dir.path().join("peak");
    let mut command = if time.exists() {
        let mut command = Command::new(time);
        command.arg("-f").arg("%M").arg("-o").arg(&report);
        command.arg(clone.join("scripts/ttt"));
        command
    } else {
        Command::new(clone.join("scripts/ttt"))
    };
    let (output, took) = super::timed(command.arg("5").current_dir(&game));
    assert!(output.status.success(), "{output:?}");
    let peak = std::fs::read_to_string(&report)
        .ok()
        .and_then(|kib| kib.trim().parse().ok());
    ((took, hello(&game)), peak)
}

/// One first turn in a fresh clone: its times, the hello world's beside
/// it, and its peak memory.
type Run = (Took, Took, Option<u64>);

/// The first turn in a fresh clone, `runs` times (`cargo bench --bench
/// turn -- fresh [RUNS]`): each run's processor time, clock time, peak
/// memory and the hello world's beside it, then their medians. The clone
/// is of the last commit.
pub fn fresh(runs: usize) {
    let mut all: Vec<Run> = Vec::new();
    for _ in 0..runs.max(1) {
        let ((first, beside), peak) = fresh_clone();
        println!(
            "first turn in a fresh clone: {} of processor time, {} by the clock, \
             peak {} MiB; a hello world beside it: {}",
            ms(first.cpu),
            ms(first.wall),
            mib(peak),
            ms(beside.cpu)
        );
        all.push((first, beside, peak));
    }
    let median = |of: &dyn Fn(&Run) -> Duration| super::median(all.iter().map(of).collect());
    let mut peaks: Vec<u64> = all.iter().filter_map(|run| run.2).collect();
    peaks.sort_unstable();
    println!(
        "median of {}: {} of processor time, {} by the clock, peak {} MiB; \
         a hello world: {}",
        all.len(),
        ms(median(&|run| run.0.cpu)),
        ms(median(&|run| run.0.wall)),
        mib(peaks.get(peaks.len() / 2).copied()),
        ms(median(&|run| run.1.cpu))
    );
}

fn ms(duration: Duration) -> String {
    format!("{:.0} ms", duration.as_secs_f64() * 1000.0)
}

fn mib(kib: Option<u64>) -> String {
    kib.map_or("n/a".into(), |kib| format!("{:.0}", kib as f64 / 1024.0))
}

/// Measures `kinds` and prints the table, in Markdown: generation zero's
/// rows and the trained programs', or only those `programs` names
/// (`zero`, `trained`).
pub fn run(kinds: &[Kind], programs: &[&str]) {
    println!(
        "| game | program | ordinary turn / hello | turns | turn that learns / hello, median (slowest) | \
         first turn, building the game's code / in another directory | \
         peak memory, building the code / first turn in another directory / later (MiB) |"
    );
    println!("|---|---|---|---|---|---|---|");
    build_driver();
    for &kind in kinds {
        for (word, program) in [("zero", "generation zero"), ("trained", "trained")] {
            if !programs.is_empty() && !programs.contains(&word) {
                continue;
            }
            let start = match word {
                "zero" => kind.zero().to_string(),
                _ => trained(kind),
            };
            let row = measure(kind, &start, word == "trained");
            let learning = if row.learning.is_empty() {
                "(none lost)".to_string()
            } else {
                format!(
                    "{:.2} ({:.2}), {} lost",
                    ratio(&row.learning),
                    slowest(&row.learning),
                    row.learning.len()
                )
            };
            let (first, beside) = row.first;
            let (other, by) = row.other;
            println!(
                "| {} | {program} | {:.2} | {} | {learning} | {} ({:.2} of a hello) / {} ({:.2}) | \
                 {} / {} / {} |",
                kind.name(),
                ratio(&row.ordinary),
                row.ordinary.len(),
                ms(first.cpu),
                first.cpu.as_secs_f64() / beside.cpu.as_secs_f64(),
                ms(other.cpu),
                other.cpu.as_secs_f64() / by.cpu.as_secs_f64(),
                mib(row.peak_first),
                mib(row.peak_other),
                mib(row.peak),
            );
        }
    }
    let ((first, beside), peak) = fresh_clone();
    println!(
        "\nfirst turn in a fresh clone (`scripts/ttt 5`, building the driver): {} of processor \
         time, {} by the clock, peak {} MiB; a hello world beside it: {}",
        ms(first.cpu),
        ms(first.wall),
        mib(peak),
        ms(beside.cpu)
    );
}
