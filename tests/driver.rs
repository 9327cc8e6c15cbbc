//! The driver under attack, as a hostile or careless user would try it:
//! races over a stale lock, locks held by strangers, truncated programs,
//! unwritable places, odd names, files the driver did not make. Each test
//! first reproduced a way the driver lost a turn, lost what was learned,
//! hung, or touched what was not its own.

mod common;

use common::{Test, names, snapshot, ttt_script};
use merlyn::generation::Block;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn read(dir: &Path, name: &str) -> String {
    std::fs::read_to_string(dir.join(name)).unwrap_or_else(|e| panic!("cannot read {name}: {e}"))
}

fn last_line(text: &str) -> &str {
    text.lines().last().unwrap_or("")
}

/// The PID of a process that has ended.
fn dead_pid() -> u32 {
    let mut done = Command::new("true").spawn().unwrap();
    let pid = done.id();
    done.wait().unwrap();
    pid
}

/// Runs `ttt ARGS` in `dir`, to the end, with TTT_DIR.
fn ttt(dir: &Path, args: &[&str]) -> std::process::Output {
    Command::new(ttt_script())
        .args(args)
        .env("TTT_DIR", dir)
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

#[test]
fn two_drivers_beside_a_stale_lock_never_lose_a_turn() {
    // A game in progress after 1 (answered with 8), merlyn.rs's binary kept.
    let game = Test::ttt().args(["1"]).run();
    let dir = game.path().to_path_buf();
    let start = read(&dir, "nextmove.rs");
    let merlyn = read(&dir, "merlyn.rs");
    let mut lost = 0;
    for race in 0..100 {
        std::fs::write(dir.join("nextmove.rs"), &start).unwrap();
        std::fs::write(dir.join("merlyn.rs"), &merlyn).unwrap();
        std::fs::write(dir.join(".ttt/lock"), format!("{}\n", dead_pid())).unwrap();
        let spawn = |mv: &str| {
            Command::new(ttt_script())
                .arg(mv)
                .env("TTT_DIR", &dir)
                .stdin(Stdio::null())
                .stdout(Stdio::piped())
                .stderr(Stdio::piped())
                .spawn()
                .unwrap()
        };
        let children = [("4", spawn("4")), ("6", spawn("6"))];
        let mut played = Vec::new();
        for (mv, child) in children {
            let output = child.wait_with_output().unwrap();
            let stderr = String::from_utf8_lossy(&output.stderr);
            if output.status.success() {
                played.push(mv);
            } else {
                assert!(
                    stderr.starts_with("ttt: another ttt is playing")
                        || stderr.starts_with("ttt: this game is over"),
                    "race {race}: {stderr}"
                );
            }
        }
        // Every turn that said it was played is in the game.
        let board = Block::find(&read(&dir, "nextmove.rs"))
            .unwrap()
            .lines
            .concat();
        let taken = |cell: &str| {
            let row = (cell.parse::<usize>().unwrap() - 1) / 3;
            let column = (cell.parse::<usize>().unwrap() - 1) % 3;
            Block::find(&read(&dir, "nextmove.rs")).unwrap().lines[1 + 2 * row].as_bytes()
                [1 + 4 * column]
                == b'X'
        };
        let _ = board;
        if played.iter().any(|mv| !taken(mv)) {
            lost += 1;
        }
    }
    assert_eq!(lost, 0, "turns lost in 100 races");
}

#[test]
fn a_lock_held_by_an_unrelated_live_process_does_not_block_the_game() {
    let mut stranger = Command::new("sleep").arg("60").spawn().unwrap();
    let started = Instant::now();
    let ran = Test::ttt()
        .write(".ttt/lock", &format!("{}\n", stranger.id()))
        .args(["1"])
        .run();
    let _ = stranger.kill();
    let _ = stranger.wait();
    assert_eq!(last_line(&ran.stdout), "You took 1, I took 8.");
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "it waited for a stranger"
    );
}

#[test]
fn a_truncated_lost_program_is_not_promoted_over_what_was_learned() {
    let lost = Test::ttt().args(["1"]).run();
    let ran = lost.then().args(["3"]).run().then().args(["5"]).run();
    let before = read(ran.path(), "merlyn.rs");
    let ran = ran.then().args(["7"]).run();
    let learned = read(ran.path(), "merlyn.rs");
    assert_ne!(learned, before);
    // An interrupted `./nextmove 7 | tee nextmove.rs`: the first 4 KB of a
    // lost game's program, its state block among them.
    let fragment = &learned[..4096];
    assert!(fragment.contains("\"tic-tac-toe: lost\""));
    std::fs::write(ran.path().join("nextmove.rs"), fragment).unwrap();
    let quit = ran.then().args(["quitgame"]).run();
    assert_eq!(
        read(quit.path(), "merlyn.rs"),
        learned,
        "the lesson was replaced"
    );
    assert!(quit.stderr.contains("kept merlyn.rs"), "{}", quit.stderr);
}

#[test]
fn a_lock_that_cannot_be_made_is_reported_not_waited_for_forever() {
    // .ttt/lock is a directory: no lock file can be made there, as on a
    // full disk or in an unwritable .ttt.
    let game = Test::ttt().args(["1"]).run();
    std::fs::create_dir(game.path().join(".ttt/lock")).unwrap();
    let started = Instant::now();
    let ran = game.then().args(["4"]).status(1).stdout("").run();
    assert!(started.elapsed() < Duration::from_secs(10), "it hung");
    assert!(
        ran.stderr.starts_with("ttt: cannot create the lock") && ran.stderr.lines().count() == 1,
        "{}",
        ran.stderr
    );
    let ran = ran.then().args(["quitgame"]).status(1).run();
    assert!(
        ran.stderr.starts_with("ttt: cannot create the lock"),
        "{}",
        ran.stderr
    );
    // clobber --force works without the lock, saying what it removes.
    let ran = ran.then().args(["clobber", "--force"]).run();
    assert!(ran.stdout.contains("merlyn.rs"), "{}", ran.stdout);
    assert!(!ran.path().join("merlyn.rs").exists());
    assert!(!ran.path().join("nextmove.rs").exists());
}

#[test]
fn clobber_removes_only_what_the_driver_made() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    // A merlyn.rs the user wrote, a directory named nextmove.rs, files of
    // the user's in .ttt/ that look like the driver's.
    std::fs::write(d.join("merlyn.rs"), "fn main() {}\n").unwrap();
    std::fs::create_dir(d.join("nextmove.rs")).unwrap();
    std::fs::write(d.join("nextmove.rs/notes"), "mine\n").unwrap();
    std::fs::create_dir(d.join(".ttt")).unwrap();
    // A dead driver's number in a name the driver never gives: not a
    // leftover of that driver's, so it stays too.
    let dead = dead_pid();
    for name in [
        "merlyn-2024-plan.txt".to_string(),
        "next.1abc".to_string(),
        "toolchain.notes".to_string(),
        format!("nextmove.{dead}.txt"),
    ] {
        std::fs::write(d.join(".ttt").join(name), "mine\n").unwrap();
    }
    let before = snapshot(d);
    let ran = ttt(d, &["clobber"]);
    assert!(
        ran.status.success(),
        "{}",
        String::from_utf8_lossy(&ran.stderr)
    );
    assert_eq!(names(&snapshot(d)), names(&before));
    assert_eq!(snapshot(d), before);
    let said = String::from_utf8_lossy(&ran.stdout);
    assert!(said.contains("Kept merlyn.rs"), "{said}");
    assert!(said.contains("Kept nextmove.rs"), "{said}");
}

#[test]
fn clobber_never_follows_a_symlinked_work_directory() {
    let elsewhere = tempfile::tempdir().unwrap();
    std::fs::write(elsewhere.path().join("toolchain"), "precious\n").unwrap();
    std::fs::write(elsewhere.path().join("lock"), "precious\n").unwrap();
    let dir = tempfile::tempdir().unwrap();
    std::os::unix::fs::symlink(elsewhere.path(), dir.path().join(".ttt")).unwrap();
    for args in [&["clobber"][..], &["1"]] {
        let ran = ttt(dir.path(), args);
        assert_eq!(ran.status.code(), Some(2), "{args:?}");
        let stderr = String::from_utf8_lossy(&ran.stderr);
        assert!(
            stderr.starts_with("ttt: .ttt is a symbolic link") && stderr.lines().count() == 1,
            "{stderr}"
        );
    }
    assert_eq!(read(elsewhere.path(), "toolchain"), "precious\n");
    assert_eq!(read(elsewhere.path(), "lock"), "precious\n");
    assert!(!dir.path().join("merlyn.rs").exists());
}

#[test]
fn a_directory_named_like_a_program_is_refused_in_one_line() {
    for name in ["nextmove.rs", "merlyn.rs"] {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir(dir.path().join(name)).unwrap();
        let before = snapshot(dir.path());
        let ran = ttt(dir.path(), &["1"]);
        assert_eq!(ran.status.code(), Some(2), "{name}");
        let stderr = String::from_utf8_lossy(&ran.stderr);
        assert!(
            stderr.starts_with(&format!("ttt: {name} is a directory"))
                && stderr.lines().count() == 1,
            "{stderr}"
        );
        assert!(ran.stdout.is_empty());
        assert_eq!(snapshot(dir.path()), before, "{name}");
    }
}

#[test]
fn odd_game_directories_are_refused_in_one_line_and_make_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("a-file");
    std::fs::write(&file, "").unwrap();
    let long = dir.path().join("x".repeat(300)).join("y".repeat(300));
    for (value, message) in [
        (file.to_str().unwrap().to_string(), "is not a directory"),
        (format!("{}/below", file.display()), "is not a directory"),
        (long.to_str().unwrap().to_string(), "is too long"),
    ] {
        let before = snapshot(dir.path());
        let output = Command::new(ttt_script())
            .arg("5")
            .env("TTT_DIR", &value)
            .current_dir(dir.path())
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{value}: {stderr}");
        assert!(
            stderr.contains(message) && stderr.lines().count() == 1,
            "{value}: {stderr}"
        );
        assert_eq!(snapshot(dir.path()), before, "{value}");
    }
    // TTT_DIR=- is a directory named -, not the one cd was in before.
    let ran = Command::new("sh")
        .arg("-c")
        .arg(format!(
            "cd {} && cd {} && TTT_DIR=- {} 5",
            dir.path().display(),
            file.parent().unwrap().display(),
            ttt_script().display()
        ))
        .output()
        .unwrap();
    assert!(
        ran.status.success(),
        "{}",
        String::from_utf8_lossy(&ran.stderr)
    );
    assert!(dir.path().join("-/nextmove.rs").exists());
}

#[test]
fn a_failing_toolchain_is_named_and_clobber_is_not_advised() {
    // A rustc that compiles nothing: the toolchain, not the program, fails.
    let game = Test::ttt().args(["1"]).run();
    let fake = tempfile::tempdir().unwrap();
    std::fs::create_dir(fake.path().join("bin")).unwrap();
    let rustc = fake.path().join("bin/rustc");
    std::fs::write(&rustc, "#!/bin/sh\necho 'error: broken' >&2\nexit 1\n").unwrap();
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(&rustc, std::fs::Permissions::from_mode(0o755)).unwrap();
    std::fs::write(
        game.path().join(".ttt/toolchain"),
        format!("{}\n\n", fake.path().display()),
    )
    .unwrap();
    let ran = game.then().args(["4"]).status(1).stdout("").run();
    assert!(ran.stderr.contains("toolchain"), "{}", ran.stderr);
    assert!(!ran.stderr.contains("clobber"), "{}", ran.stderr);
    assert!(!ran.stderr.contains("does not compile"), "{}", ran.stderr);
}

#[test]
fn quitgame_and_clobber_in_an_empty_directory_make_nothing() {
    for command in ["quitgame", "clobber"] {
        let ran = Test::ttt().args([command]).run();
        assert!(snapshot(ran.path()).is_empty(), "{command}: {}", ran.stdout);
    }
}

#[test]
fn an_orphaned_compilers_leftovers_are_removed_by_the_next_turn() {
    let game = Test::ttt().args(["1"]).run();
    let dead = dead_pid();
    for name in [
        format!("nextmove.{dead}.o"),
        format!("nextmove.{dead}.nextmove.x-cgu.0.rcgu.o"),
    ] {
        std::fs::write(game.path().join(".ttt").join(name), "").unwrap();
    }
    let ran = game.then().args(["4"]).run();
    let left: Vec<String> = names(&snapshot(&ran.path().join(".ttt")))
        .into_iter()
        .filter(|name| name.starts_with("nextmove."))
        .collect();
    assert_eq!(left, Vec::<String>::new());
}

#[test]
fn a_mid_game_program_edited_to_show_a_win_is_refused_not_replaced() {
    let game = Test::ttt().args(["1"]).run();
    let source = read(game.path(), "nextmove.rs");
    let edited = source
        .replacen("\"tic-tac-toe: on\"", "\"tic-tac-toe: won\"", 1)
        .replacen("  :-| \",", "  :-) \",", 1);
    assert_ne!(edited, source);
    std::fs::write(game.path().join("nextmove.rs"), &edited).unwrap();
    let ran = game.then().args(["5"]).status(2).stdout("").run();
    assert!(
        ran.stderr
            .starts_with("ttt: nextmove.rs: my board is not a position of this game"),
        "{}",
        ran.stderr
    );
    assert_eq!(read(ran.path(), "nextmove.rs"), edited);
}

/// A turn of `ttt 5` on a merlyn.rs edited by `edit`: refused, nothing
/// installed, the driver saying why in its last line.
fn refused_successor(edit: impl Fn(&str) -> String) -> String {
    let zero = Test::merlyn().args(["new"]).run().stdout;
    let edited = edit(&zero);
    let ran = Test::ttt()
        .write("merlyn.rs", &edited)
        .args(["5"])
        .status(1)
        .run();
    assert_eq!(read(ran.path(), "merlyn.rs"), edited);
    assert!(!ran.path().join("nextmove.rs").exists());
    last_line(&ran.stderr).to_string()
}

#[test]
fn a_program_that_does_not_print_itself_is_refused_before_its_state_block() {
    // The comment is in the program but not in the text it prints.
    let said = refused_successor(|zero| format!("// a line of mine\n{zero}"));
    assert!(
        said.starts_with(
            "ttt: refused: the successor changes line 1, which is outside its state block"
        ),
        "{said}"
    );
}

#[test]
fn a_program_that_does_not_print_itself_is_refused_after_its_state_block() {
    let said = refused_successor(|zero| format!("{zero}// a line of mine\n"));
    let after = zero_lines_after_state_block();
    assert!(
        said.starts_with(&format!(
            "ttt: refused: the successor has {after} lines after its state block where its predecessor has {}",
            after + 1
        )),
        "{said}"
    );
}

/// How many lines tic-tac-toe's generation zero has after its state block.
fn zero_lines_after_state_block() -> usize {
    let zero = Test::merlyn().args(["new"]).run().stdout;
    let end = zero.find("\n];\n").expect("the end of the state block");
    zero[end + 1..].lines().count() - 1
}
