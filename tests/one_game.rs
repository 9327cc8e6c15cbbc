//! One tic-tac-toe game per directory: `scripts/ttt`, `scripts/play
//! tic-tac-toe` and `merlyn play tic-tac-toe` play the same game from the
//! 1991 names, and a game kept under `play`'s old names is brought over
//! once, nothing lost. The real scripts, the real `rustc`.

mod common;

use common::{Ran, Test, merlyn_binary, play_script};
use std::path::Path;
use std::process::Command;

/// Generation zero of tic-tac-toe.
fn zero() -> String {
    std::fs::read_to_string(common::root().join("templates/tic-tac-toe.rs")).unwrap()
}

/// A tic-tac-toe program that has learned the strategy `digits`, as the
/// driver installs one after a loss: a blank board, a sad face.
fn learned(digits: &str) -> String {
    let text = zero()
        .replacen("\"tic-tac-toe: new\"", "\"tic-tac-toe: lost\"", 1)
        .replacen("\"9999999999  :-| \"", &format!("\"{digits}  :-( \""), 1);
    assert_ne!(text, zero());
    text
}

/// Runs `program ARGS` in `dir`: its status, stdout and stderr.
fn run(program: &Path, dir: &Path, args: &[&str]) -> (i32, String, String) {
    let output = Command::new(program)
        .args(args)
        .current_dir(dir)
        .env_remove("TTT_DIR")
        .env_remove("PLAY_DIR")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    common::assert_driver_lines_fit(&stderr, &[]);
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr,
    )
}

/// The names in `dir`, sorted.
fn files(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// Plays `moves` with ttt, each turn expected to succeed.
fn ttt(test: Test, moves: &[&str]) -> Ran {
    let mut ran = test.args([moves[0]]).run();
    for mv in &moves[1..] {
        ran = ran.then().args([*mv]).run();
    }
    ran
}

#[test]
fn ttt_play_tic_tac_toe_and_merlyn_play_ttt_play_one_game_from_the_1991_names() {
    // Beaten by ttt, it learns.
    let lost = ttt(Test::ttt(), &["1", "3", "5", "7"]);
    let dir = lost.path();
    // play tic-tac-toe starts from what it learned, in the same files.
    let (status, stdout, stderr) = run(&play_script(), dir, &["tic-tac-toe", "1"]);
    assert_eq!((status, stderr.as_str()), (0, ""));
    assert!(
        stdout.starts_with("A new game, with strategy 1899999999.\n"),
        "{stdout}"
    );
    // merlyn play, and play in any case, play on the same game.
    let (status, stdout, stderr) = run(&merlyn_binary(), dir, &["play", "ttt", "4"]);
    assert_eq!((status, stderr.as_str()), (0, ""));
    assert!(stdout.contains("You took 4") && !stdout.contains("A new game"));
    let (status, stdout, _) = run(&play_script(), dir, &["Tic-Tac-Toe", "quitgame"]);
    assert_eq!(status, 0);
    assert_eq!(
        stdout,
        "Game dropped. The next game starts from merlyn.rs, which keeps what I learned.\n"
    );
    assert_eq!(
        files(dir),
        [".ttt", "merlyn-history.txt", "merlyn.rs"],
        "no second set of files"
    );
    // Help says so, for both commands.
    let (_, help, _) = run(&play_script(), dir, &["-h"]);
    assert!(
        help.contains("tic-tac-toe\nkeeps ttt's names, merlyn.rs, nextmove.rs"),
        "{help}"
    );
    let (_, help, _) = run(&common::ttt_script(), dir, &["-h"]);
    assert!(help.contains("`play tic-tac-toe` (or `play ttt`) plays the same game"));
}

#[test]
fn a_game_kept_under_plays_old_names_is_brought_over_once_and_nothing_is_lost() {
    // A lost game and a game in progress, as play kept them before.
    let ran = ttt(Test::ttt(), &["1", "3", "5", "7", "1"]);
    let dir = ran.path();
    let record = ran.read("merlyn-history.txt");
    let best = ran.read("merlyn.rs");
    let next = ran.read("nextmove.rs");
    for (from, to) in [
        ("merlyn.rs", "tic-tac-toe.rs"),
        ("nextmove.rs", "tic-tac-toe-next.rs"),
        ("merlyn-history.txt", "tic-tac-toe-history.txt"),
        (".ttt", ".play-tic-tac-toe"),
    ] {
        std::fs::rename(dir.join(from), dir.join(to)).unwrap();
    }
    let (status, stdout, stderr) = run(&play_script(), dir, &["tic-tac-toe", "4"]);
    assert_eq!((status, stderr.as_str()), (0, ""));
    assert!(
        stdout.starts_with(
            "Tic-tac-toe keeps one game per directory now, under ttt's names:\n  \
             tic-tac-toe.rs is now merlyn.rs\n  \
             tic-tac-toe-next.rs is now nextmove.rs\n  \
             tic-tac-toe-history.txt is now merlyn-history.txt\n"
        ),
        "{stdout}"
    );
    // The game in progress goes on, under the strategy learned.
    assert!(stdout.contains("You took 4") && !stdout.contains("A new game"));
    assert_eq!(
        std::fs::read_to_string(dir.join("merlyn.rs")).unwrap(),
        best
    );
    assert_ne!(
        std::fs::read_to_string(dir.join("nextmove.rs")).unwrap(),
        next
    );
    assert_eq!(
        std::fs::read_to_string(dir.join("merlyn-history.txt")).unwrap(),
        record
    );
    assert_eq!(
        files(dir),
        [".ttt", "merlyn-history.txt", "merlyn.rs", "nextmove.rs"]
    );
    // Once: the next turn says nothing of it.
    let (status, stdout, _) = run(&common::ttt_script(), dir, &["6"]);
    assert_eq!(status, 0);
    assert!(!stdout.contains("names"), "{stdout}");
}

#[test]
fn where_both_names_hold_a_game_the_program_that_learned_more_keeps_the_names() {
    let ours = "1357 result=loss strategy=9999999999 learned=1899999999\n";
    let theirs = "146 result=win strategy=9999999999\n";
    // play's learned more: three lessons (7 and 8 for openings 1 and 2)
    // to one.
    let ran = Test::ttt()
        .write("merlyn.rs", &learned("1899999999"))
        .write("merlyn-history.txt", ours)
        .write("tic-tac-toe.rs", &learned("1789999999"))
        .write("tic-tac-toe-history.txt", theirs)
        .args(["quitgame"])
        .stdout(
            "Two tic-tac-toe games here, play's and ttt's: one per directory now.\n\
             tic-tac-toe.rs learned more (3 lessons to 1): it keeps the learning.\n  \
             merlyn.rs is set aside as merlyn-set-aside.rs\n  \
             merlyn-history.txt is set aside as merlyn-history-set-aside.txt\n  \
             tic-tac-toe.rs is now merlyn.rs\n  \
             tic-tac-toe-history.txt is now merlyn-history.txt\n\
             No game to drop.\n",
        )
        .run();
    assert_eq!(ran.read("merlyn.rs"), learned("1789999999"));
    assert_eq!(ran.read("merlyn-set-aside.rs"), learned("1899999999"));
    assert_eq!(ran.read("merlyn-history.txt"), theirs);
    assert_eq!(ran.read("merlyn-history-set-aside.txt"), ours);
    assert_eq!(
        files(ran.path()),
        [
            "merlyn-history-set-aside.txt",
            "merlyn-history.txt",
            "merlyn-set-aside.rs",
            "merlyn.rs"
        ]
    );

    // As much learned: ttt's stays. play's game in progress after its
    // loss is its best program again, and goes; a player's file in its work
    // directory stays, and so does the directory.
    let ran = Test::ttt()
        .write("merlyn.rs", &learned("1899999999"))
        .write("tic-tac-toe.rs", &learned("9989999999"))
        .write("tic-tac-toe-next.rs", &learned("9989999999"))
        .write(".play-tic-tac-toe/toolchain", "a cache\n")
        .write(".play-tic-tac-toe/notes.txt", "mine\n")
        .write("merlyn-set-aside.rs", "a name taken\n")
        .args(["quitgame"])
        .stdout(
            "Two tic-tac-toe games here, play's and ttt's: one per directory now.\n\
             merlyn.rs and tic-tac-toe.rs learned as much (1 lesson each): merlyn.rs stays.\n  \
             tic-tac-toe.rs is set aside as merlyn-set-aside-2.rs\n  \
             .play-tic-tac-toe/ is kept: it holds files ttt did not make\n\
             No game to drop.\n",
        )
        .run();
    assert_eq!(ran.read("merlyn.rs"), learned("1899999999"));
    assert_eq!(ran.read("merlyn-set-aside-2.rs"), learned("9989999999"));
    assert_eq!(ran.read("merlyn-set-aside.rs"), "a name taken\n");
    assert_eq!(files(&ran.path().join(".play-tic-tac-toe")), ["notes.txt"]);

    // A file of that name that is no tic-tac-toe program is not touched.
    let ran = Test::ttt()
        .write("tic-tac-toe.rs", "fn main() {}\n")
        .args(["quitgame"])
        .stdout("No game to drop.\n")
        .run();
    assert_eq!(ran.read("tic-tac-toe.rs"), "fn main() {}\n");
}

#[test]
fn a_lesson_pending_under_the_old_names_counts_and_is_installed() {
    // A lost game's successor, recorded, not installed yet: play's best
    // program is still generation zero, ttt's has one lesson.
    let pending = learned("1789999999");
    let ran = Test::ttt()
        .write("merlyn.rs", &learned("1899999999"))
        .write("tic-tac-toe.rs", &zero())
        .write("tic-tac-toe-next.rs", &pending)
        .write(".play-tic-tac-toe/learned", &pending)
        .args(["quitgame"])
        .run();
    assert!(
        ran.stdout
            .contains("tic-tac-toe.rs learned more (3 lessons to 1): it keeps the learning."),
        "{}",
        ran.stdout
    );
    // Installed, as the lesson the driver had recorded.
    assert_eq!(ran.read("merlyn.rs"), pending);
    assert_eq!(ran.read("merlyn-set-aside.rs"), learned("1899999999"));
    assert!(!ran.path().join(".play-tic-tac-toe").exists());
    assert!(!ran.path().join(".ttt/learned").exists());
}

#[test]
fn clobber_goes_back_to_generation_zero_whatever_names_the_game_had() {
    let ran = Test::ttt()
        .write("tic-tac-toe.rs", &learned("1899999999"))
        .write(
            "tic-tac-toe-history.txt",
            "1357 result=loss strategy=9999999999 learned=1899999999\n",
        )
        .args(["clobber"])
        .run();
    assert!(
        ran.stdout.ends_with(
            "Back to generation zero: the next game starts from the original program.\n"
        ),
        "{}",
        ran.stdout
    );
    assert!(files(ran.path()).is_empty(), "{:?}", files(ran.path()));
    let again = ran.then().args(["1"]).run();
    assert!(
        again
            .stdout
            .starts_with("A new game, with strategy 9999999999.\n")
    );
}
