//! Real engines, installed by package name, met as a user meets them:
//! GRhino's `gtp-rhino` (Debian's `grhino`), an Othello engine that speaks
//! GTP, plays whole matches of Reversi against merlyn at its levels. It
//! expects black to open every game and plays forced passes itself, never
//! told of them. A test
//! here says it is skipped, and why, when its engine is not installed.

mod common;

use common::Test;
use std::path::PathBuf;

/// `PATH` with `/usr/games` (where Debian puts its games) after it.
fn path() -> String {
    let path = std::env::var("PATH").unwrap_or_default();
    format!("{path}:/usr/games")
}

/// Is `program` on `path()`? If not, the test says it is skipped, and
/// what would install it.
fn installed(program: &str, package: &str) -> bool {
    let found = path()
        .split(':')
        .any(|dir| PathBuf::from(dir).join(program).is_file());
    if !found {
        eprintln!("skipped: {program} is not installed (apt-get install {package})");
    }
    found
}

/// The last line of a match: `result a=W draws=D b=L`, as three numbers.
fn result(stdout: &str) -> (u32, u32, u32) {
    let last = stdout.lines().last().unwrap_or_default();
    let numbers: Vec<u32> = last
        .split(' ')
        .filter_map(|word| word.split_once('=')?.1.parse().ok())
        .collect();
    match numbers[..] {
        [a, draws, b] => (a, draws, b),
        _ => panic!("no result in {stdout}"),
    }
}

#[test]
fn reversi_plays_whole_matches_against_grhino_at_its_levels() {
    if !installed("gtp-rhino", "grhino") {
        return;
    }
    let zero = Test::merlyn().args(["new", "reversi"]).run().stdout;
    // What merlyn says to the engine is kept, to see the passes in it.
    let test = Test::merlyn()
        .env("PATH", &path())
        .write("zero.rs", &zero)
        .args([
            "match",
            "zero.rs",
            "engine:tee -a said | gtp-rhino -l 1 | tee -a answered",
            "--games",
            "8",
            "--opening-moves",
            "4",
            "--seed",
            "1",
            "--jobs",
            "1",
        ]);
    let ran = test.run();
    let (a, draws, b) = result(&ran.stdout);
    assert_eq!(a + draws + b, 8, "{}", ran.stdout);
    // Every game showed black opening, 0's openings turned over...
    let said = ran.read("said");
    assert_eq!(said.matches("clear_board").count(), 8, "{said}");
    // ...and forced passes went unsaid, as Othello engines play them
    // (GRhino answered `play COLOUR pass` with `? syntax error`): nothing
    // merlyn said was refused.
    let passes = said.lines().filter(|line| line.ends_with(" pass")).count();
    assert_eq!(passes, 0, "{said}");
    let answered = ran.read("answered");
    assert!(!answered.contains('?'), "{answered}");
    // Level 2, against one of Reversi's own players.
    let ran = Test::merlyn()
        .env("PATH", &path())
        .args([
            "match",
            "alphabeta:2",
            "engine:gtp-rhino -l 2",
            "--game",
            "reversi",
            "--games",
            "2",
        ])
        .run();
    let (a, draws, b) = result(&ran.stdout);
    assert_eq!(a + draws + b, 2, "{}", ran.stdout);
}

#[test]
fn reversi_trains_against_grhino() {
    if !installed("gtp-rhino", "grhino") {
        return;
    }
    let ran = Test::merlyn()
        .env("PATH", &path())
        .args([
            "train",
            "--game",
            "reversi",
            "--against",
            "engine:gtp-rhino -l 1",
            "--games",
            "2",
        ])
        .run();
    assert!(
        ran.stdout
            .lines()
            .last()
            .unwrap_or_default()
            .starts_with("played "),
        "{}",
        ran.stdout
    );
}
