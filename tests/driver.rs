//! The driver under attack, as a hostile or careless user would try it:
//! races over a stale lock, locks held by strangers, truncated programs,
//! unwritable places, odd names, files the driver did not make. Each test
//! first reproduced a way the driver lost a turn, lost what was learned,
//! hung, or touched what was not its own.

mod common;

use common::driver::{
    HANG, clone_into, failing_turn, fake_rustc, plant, play, running, spawn_ttt, text,
    wait_at_most, wait_for,
};
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
fn the_driver_builds_with_plain_rustc_without_a_warning() {
    // As the launcher builds it, which shows what rustc said only when
    // the build fails.
    let out = tempfile::tempdir().unwrap();
    let built = Command::new("rustc")
        .args([
            "--edition",
            "2024",
            "--crate-name",
            "driver",
            "-C",
            "debuginfo=0",
            "-C",
            "panic=abort",
        ])
        .arg("-o")
        .arg(out.path().join("driver"))
        .arg(common::root().join("src/driver/main.rs"))
        .output()
        .unwrap();
    assert!(built.status.success());
    assert_eq!(String::from_utf8_lossy(&built.stderr), "");
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
    // A driver that may not wait at all: had it found the lock held, it
    // would say so and give up.
    let mut stranger = Command::new("sleep").arg("60").spawn().unwrap();
    let ran = Test::ttt()
        .write(".ttt/lock", &format!("{}\n", stranger.id()))
        .env("MERLYN_LOCK_WAIT", "0")
        .args(["1"])
        .stderr("")
        .run();
    let _ = stranger.kill();
    let _ = stranger.wait();
    assert_eq!(last_line(&ran.stdout), "You took 1, I took 8.");
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
    assert!(quit.stderr.contains("merlyn.rs stays"), "{}", quit.stderr);
}

#[test]
fn a_lock_that_cannot_be_made_is_reported_not_waited_for_forever() {
    // .ttt/lock is a directory: no lock file can be made there, as on a
    // full disk or in an unwritable .ttt.
    let game = Test::ttt().args(["1"]).run();
    std::fs::create_dir(game.path().join(".ttt/lock")).unwrap();
    // Had it waited, it would say another ttt is playing.
    // It is there: not "cannot create the lock", as it once said.
    let said = "ttt: cannot open the lock .ttt/lock: is a directory; remove it if no turn runs\n";
    let ran = game
        .then()
        .args(["4"])
        .status(1)
        .stdout("")
        .stderr(said)
        .run();
    let ran = ran.then().args(["quitgame"]).status(1).stderr(said).run();
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
            stderr.starts_with("ttt: .ttt is a link") && stderr.lines().count() == 1,
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
        (
            file.to_str().unwrap().to_string(),
            "is a file, not a directory",
        ),
        (
            format!("{}/below", file.display()),
            "is a file, not a directory",
        ),
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
    let (_fake, path) = fake_rustc(game.path(), "#!/bin/sh\necho 'error: broken' >&2\nexit 1\n");
    let ran = failing_turn(game, &path);
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
            .contains("my board is not a position of this game"),
        "{}",
        ran.stderr
    );
    assert_eq!(read(ran.path(), "nextmove.rs"), edited);
}

/// A turn of `ttt 5` on a merlyn.rs edited by `edit`: refused before
/// anything is compiled, nothing installed, the driver saying why in its
/// last line.
fn refused_program(edit: impl Fn(&str) -> String) -> String {
    let zero = Test::merlyn().args(["new"]).run().stdout;
    let edited = edit(&zero);
    let ran = Test::ttt()
        .write("merlyn.rs", &edited)
        .args(["5"])
        .status(2)
        .run();
    assert!(!ran.path().join(".ttt").exists());
    assert_eq!(read(ran.path(), "merlyn.rs"), edited);
    assert!(!ran.path().join("nextmove.rs").exists());
    last_line(&ran.stderr).to_string()
}

#[test]
fn a_best_program_with_a_line_added_before_its_state_block_is_refused() {
    let said = refused_program(|zero| format!("// a line of mine\n{zero}"));
    assert_eq!(
        said,
        "ttt: merlyn.rs line 1 is not my code: move it away to play here"
    );
}

#[test]
fn a_best_program_with_a_line_added_after_its_state_block_is_refused() {
    let zero = Test::merlyn().args(["new"]).run().stdout;
    let said = refused_program(|zero| format!("{zero}// a line of mine\n"));
    assert_eq!(
        said,
        format!(
            "ttt: merlyn.rs line {} is not my code: move it away to play here",
            zero.lines().count() + 1
        )
    );
}

// ---------------------------------------------------------------------------
// The defects of the driver in sh, each reproduced first (issue 17).

#[test]
fn a_hand_edit_saying_lost_is_never_installed_as_the_best_program() {
    // Defect 1, in every game: `sed -i 's/: on"/: lost"/'` on the game
    // in progress, then a turn.
    for game in [
        "tic-tac-toe",
        "reversi",
        "contactix",
        "gomoku",
        "connect-four",
    ] {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        let opened = play(d, &[game]);
        assert!(opened.status.success(), "{game}: {}", text(&opened.stderr));
        // Tic-tac-toe keeps the 1991 names, whichever command plays it.
        let (best, next) = match game {
            "tic-tac-toe" => ("merlyn.rs".to_string(), "nextmove.rs".to_string()),
            _ => (format!("{game}.rs"), format!("{game}-next.rs")),
        };
        let zero = read(d, &best);
        let edited = read(d, &next).replacen(": on\",", ": lost\",", 1);
        std::fs::write(d.join(&next), &edited).unwrap();
        let ran = play(d, &[game]);
        assert!(ran.status.success(), "{game}: {}", text(&ran.stderr));
        assert_eq!(read(d, &best), zero, "{game}: installed");
        assert!(
            text(&ran.stderr).contains(&format!("{best} stays")),
            "{game}: {}",
            text(&ran.stderr)
        );
        // In one line, with no advice of quitgame for a file this turn
        // replaced.
        assert_eq!(text(&ran.stderr).lines().count(), 1, "{game}");
        assert!(!text(&ran.stderr).contains("quitgame"), "{game}");
        // The new game is generation zero's.
        assert!(
            Block::find(&read(d, &next)).unwrap().lines[0].ends_with(": on"),
            "{game}"
        );
    }
}

#[test]
fn an_empty_takeover_lock_left_by_a_kill_hangs_no_command() {
    // Defect 2: an empty lock.takeover (a kill during a takeover, or a full
    // disk) made every command loop forever.
    let game = Test::ttt().args(["1"]).run();
    let dir = game.path().to_path_buf();
    for args in [&["4"][..], &["quitgame"], &["clobber"]] {
        std::fs::write(dir.join(".ttt/lock"), "").unwrap();
        std::fs::write(dir.join(".ttt/lock.takeover"), "").unwrap();
        let (output, ended) = wait_at_most(spawn_ttt(&dir, args, &[]), HANG);
        assert!(ended, "{args:?} hung");
        assert!(
            output.status.success(),
            "{args:?}: {}",
            text(&output.stderr)
        );
    }
    // clobber removed the takeover lock with the rest.
    assert_eq!(names(&snapshot(&dir)), Vec::<String>::new());
}

#[test]
fn a_driver_that_holds_the_lock_keeps_it_however_long_it_stalls() {
    // Defect 3: a lock held by a live driver that had not yet written its
    // line was taken as stale after a second, and two turns ran at once.
    let game = Test::ttt().args(["1"]).run();
    let dir = game.path().to_path_buf();
    let start = read(&dir, "nextmove.rs");
    let lock = std::fs::OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .open(dir.join(".ttt/lock"))
        .unwrap();
    lock.lock().unwrap();
    // The driver's stderr in a file, to see it say that it waits.
    let said = dir.join("said");
    let child = Command::new(ttt_script())
        .arg("4")
        .env("TTT_DIR", &dir)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(std::fs::File::create(&said).unwrap())
        .spawn()
        .unwrap();
    let waiting = "ttt: another ttt is playing here: waiting for it to finish\n";
    let started = Instant::now();
    while read(&dir, "said") != waiting {
        assert!(started.elapsed() < HANG, "it never said it waits");
        std::thread::sleep(Duration::from_millis(20));
    }
    // It has waited a second at least, and waits on: the old driver took
    // this lock for stale after a second.
    std::thread::sleep(Duration::from_millis(500));
    assert_eq!(read(&dir, "said"), waiting);
    assert_eq!(
        read(&dir, "nextmove.rs"),
        start,
        "played beside a live lock"
    );
    drop(lock);
    let (output, ended) = wait_at_most(child, HANG);
    assert!(ended);
    assert!(output.status.success(), "{}", read(&dir, "said"));
    assert_eq!(last_line(&text(&output.stdout)), "You took 4, I took 7.");
    assert_eq!(read(&dir, "said"), waiting);
}

#[test]
fn a_compiler_killed_by_a_signal_is_named_and_clobber_is_not_advised() {
    // Defect 4: rustc killed (as the out-of-memory killer does) was taken
    // for a program that does not compile, and clobber advised. The fake
    // rustc builds the driver's probe, an empty program, and dies on the
    // game.
    let game = Test::ttt().args(["1"]).run();
    let real = String::from_utf8(
        Command::new("rustc")
            .args(["--print", "sysroot"])
            .output()
            .unwrap()
            .stdout,
    )
    .unwrap();
    let (_fake, path) = fake_rustc(
        game.path(),
        &format!(
            "#!/bin/sh\ncase \"$*\" in *probe*) exec {}/bin/rustc \"$@\" ;; esac\nkill -9 $$\n",
            real.trim()
        ),
    );
    let before = snapshot(game.path());
    let ran = failing_turn(game, &path);
    assert!(
        ran.stderr.contains("killed by signal 9") && ran.stderr.lines().count() == 1,
        "{}",
        ran.stderr
    );
    assert!(!ran.stderr.contains("does not compile"), "{}", ran.stderr);
    assert!(!ran.stderr.contains("clobber"), "{}", ran.stderr);
    assert_eq!(snapshot(ran.path()), before);
}

#[test]
fn a_full_disk_is_named_and_clobber_is_not_advised() {
    // Defect 4: with the disk nearly full, the empty probe program builds
    // but the game does not, and the program was blamed.
    let game = Test::ttt().args(["1"]).run();
    let real = String::from_utf8(
        Command::new("rustc")
            .args(["--print", "sysroot"])
            .output()
            .unwrap()
            .stdout,
    )
    .unwrap();
    let (_fake, path) = fake_rustc(
        game.path(),
        &format!(
            "#!/bin/sh\ncase \"$*\" in *probe*) exec {}/bin/rustc \"$@\" ;; esac\n\
             echo 'error: failed to write nextmove.o: No space left on device (os error 28)' >&2\n\
             exit 1\n",
            real.trim()
        ),
    );
    let before = snapshot(game.path());
    let ran = failing_turn(game, &path);
    assert!(
        ran.stderr.starts_with("ttt: the disk is full") && ran.stderr.lines().count() == 1,
        "{}",
        ran.stderr
    );
    assert!(!ran.stderr.contains("clobber"), "{}", ran.stderr);
    assert_eq!(snapshot(ran.path()), before);
}

#[test]
fn a_compiler_that_hangs_is_stopped_and_dies_with_the_driver() {
    // Defect 4: a compiler that hung hung the driver forever, and ran on
    // after the driver was killed.
    let game = Test::ttt().args(["1"]).run();
    let dir = game.path().to_path_buf();
    let pids = dir.join("rustc-pids");
    let (_fake, path) = fake_rustc(
        &dir,
        &format!("#!/bin/sh\necho $$ >>{}\nexec sleep 600\n", pids.display()),
    );
    let before = read(&dir, "nextmove.rs");
    let child = spawn_ttt(&dir, &["4"], &[("MERLYN_TIME_LIMIT", "1"), ("PATH", &path)]);
    let (output, ended) = wait_at_most(child, HANG);
    assert!(ended, "the driver hung with its compiler");
    assert_eq!(output.status.code(), Some(1));
    let stderr = text(&output.stderr);
    assert!(
        stderr.starts_with("ttt: the compiler took over 1 s and was stopped")
            && stderr.lines().count() == 1
            && !stderr.contains("clobber"),
        "{stderr}"
    );
    for pid in read(&dir, "rustc-pids").lines() {
        assert!(!running(pid), "the stopped compiler {pid} runs on");
    }
    assert_eq!(read(&dir, "nextmove.rs"), before);
    // Killed with its driver.
    std::fs::remove_file(&pids).unwrap();
    let mut child = spawn_ttt(&dir, &["4"], &[("PATH", &path)]);
    wait_for(&pids);
    child.kill().unwrap();
    child.wait().unwrap();
    // The system ends it when its driver ends: soon, but not at once.
    let started = Instant::now();
    for pid in read(&dir, "rustc-pids").lines() {
        while running(pid) {
            assert!(
                started.elapsed() < HANG,
                "the compiler {pid} outlives its driver"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

#[test]
fn code_added_to_a_generation_is_never_compiled() {
    // A generation is data: code added anywhere outside its state block
    // (here, a sum that would overflow at run time) is refused before
    // rustc sees it, at its line, and nothing is made.
    let game = Test::ttt().args(["1"]).run();
    let source = read(game.path(), "nextmove.rs");
    let head = "pub fn turn(arg: [u8; 4], argc: i32, level: i32, next: &mut Text, said: &mut Text) -> bool {\n";
    assert!(source.contains(head));
    let overflows = source.replacen(
        head,
        &format!("{head}    let _sum: u8 = 250 + arg[0];\n"),
        1,
    );
    let line = source[..source.find(head).unwrap()].lines().count() + 2;
    std::fs::write(game.path().join("nextmove.rs"), &overflows).unwrap();
    let before = snapshot(game.path());
    let ran = game.then().args(["4"]).status(2).stdout("").run();
    assert_eq!(
        ran.stderr,
        format!("ttt: nextmove.rs line {line} is not my code: 'ttt quitgame' removes it\n")
    );
    assert_eq!(snapshot(ran.path()), before);
}

#[test]
fn a_state_line_that_closes_the_array_is_never_compiled() {
    // The state line ends the block's array, and code follows it: rustc
    // would have compiled the code, and the program run it.
    let game = Test::ttt().args(["1"]).run();
    let source = read(game.path(), "nextmove.rs");
    let injected = source.replacen(
        "\"tic-tac-toe: on\",",
        "\"tic-tac-toe: on\", ]; #[used] #[unsafe(link_section = \".init_array\")] static P: \
         extern \"C\" fn() = { extern \"C\" fn p() { std::process::exit(9) } p }; pub static U: \
         &[&str] = &[\"x\",",
        1,
    );
    assert_ne!(injected, source);
    let line = source
        .lines()
        .position(|l| l.contains("\"tic-tac-toe: on\""))
        .unwrap()
        + 1;
    std::fs::write(game.path().join("nextmove.rs"), &injected).unwrap();
    let before = snapshot(game.path());
    let ran = game.then().args(["4"]).status(2).stdout("").run();
    assert!(
        ran.stderr.starts_with(&format!(
            "ttt: nextmove.rs line {line} is no plain state line"
        )),
        "{}",
        ran.stderr
    );
    assert_eq!(snapshot(ran.path()), before);
    // The library reads no such program either.
    Test::merlyn()
        .write("nextmove.rs", &injected)
        .args(["show", "nextmove.rs"])
        .stderr(&format!(
            "error: nextmove.rs: this is not a program merlyn wrote: line {line} is no plain \
             state line (quoted, printable, no \\ or \")\n"
        ))
        .status(2)
        .run();
}

#[test]
fn what_a_killed_compile_leaves_is_removed_and_clobber_keeps_nothing() {
    // Defect 5: rustc names its objects after its output's stem, not the
    // driver's number: a compile killed midway left them for good, and
    // clobber kept .ttt/ for them. These are the names it gives.
    let game = Test::ttt().args(["1"]).run();
    for name in [
        "nextmove.475vbdsqaalep5w5148metpi4.0517mpl.rcgu.o",
        "nextmove.merlyn.4777951bcc4845f7-cgu.0.rcgu.o",
        "nextmove.nextmove.4777951bcc4845f7-cgu.0.rcgu.o",
    ] {
        std::fs::write(game.path().join(".ttt").join(name), "").unwrap();
    }
    let ran = game.then().args(["4"]).run();
    let left: Vec<String> = names(&snapshot(&ran.path().join(".ttt")))
        .into_iter()
        .filter(|name| name.ends_with(".o"))
        .collect();
    assert_eq!(left, Vec::<String>::new());
    let clobber = ran.then().args(["clobber"]).run();
    assert_eq!(names(&snapshot(clobber.path())), Vec::<String>::new());
}

#[test]
fn an_in_place_edit_of_a_finished_game_is_checked() {
    // Defect 6: the finished game was remembered by a hard link, which an
    // editor writing in place changes too.
    let won = Test::ttt().args(["1"]).run().then().args(["4"]).run();
    let won = won.then().args(["6"]).run();
    assert!(won.stdout.ends_with("I win!\n"), "{}", won.stdout);
    let source = read(won.path(), "nextmove.rs");
    let edited = source.replacen("        \" X |   |   \",", "        \" X | X | X \",", 1);
    assert_ne!(edited, source);
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .truncate(true)
        .open(won.path().join("nextmove.rs"))
        .unwrap();
    use std::io::Write;
    file.write_all(edited.as_bytes()).unwrap();
    drop(file);
    let ran = won.then().args(["5"]).status(2).stdout("").run();
    assert!(
        ran.stderr
            .contains("my board is not a position of this game"),
        "{}",
        ran.stderr
    );
    assert_eq!(read(ran.path(), "nextmove.rs"), edited);
}

#[test]
fn no_game_is_played_in_the_clones_templates() {
    // Defect 7: in templates/, the game file is generation zero's source.
    let clone = tempfile::tempdir().unwrap();
    clone_into(clone.path());
    let templates = clone.path().join("templates");
    let before = snapshot(&templates);
    for args in [&["tic-tac-toe", "1"][..], &["tic-tac-toe", "clobber"]] {
        let output = Command::new(clone.path().join("scripts/play"))
            .args(args)
            .current_dir(&templates)
            .env_remove("PLAY_DIR")
            .output()
            .unwrap();
        let stderr = text(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(
            stderr.contains("templates/") && stderr.lines().count() == 1,
            "{stderr}"
        );
        assert_eq!(snapshot(&templates), before, "{args:?}");
    }
}

#[test]
fn a_file_of_the_games_name_that_is_no_program_is_named_not_clobbered() {
    // Defect 7, in tests/: reversi.rs is a test, not a program; clobber,
    // which keeps what the driver did not make, was the advice.
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("reversi.rs"), "fn main() {}\n").unwrap();
    let before = snapshot(dir.path());
    let ran = play(dir.path(), &["reversi", "f5"]);
    let stderr = text(&ran.stderr);
    assert_eq!(ran.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.starts_with("play: reversi.rs is not a merlyn program")
            && stderr.lines().count() == 1
            && !stderr.contains("clobber"),
        "{stderr}"
    );
    assert_eq!(snapshot(dir.path()), before);
}

#[test]
fn a_new_game_with_pieces_on_its_board_is_judged_not_dropped() {
    // Defect 8: a game in progress saying `new` was dropped in silence, and
    // the best program played instead.
    let zero = Test::merlyn().args(["new", "reversi"]).run().stdout;
    let edited = zero.replacen(
        "\" 1 |                 | 1\"",
        "\" 1 | X               | 1\"",
        1,
    );
    assert_ne!(edited, zero);
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("reversi-next.rs"), &edited).unwrap();
    let ran = play(dir.path(), &["reversi", "f5"]);
    let stderr = text(&ran.stderr);
    assert_eq!(ran.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.starts_with("play: ") && stderr.contains("my board is not a position of this game"),
        "{stderr}"
    );
    assert_eq!(read(dir.path(), "reversi-next.rs"), edited);
}

#[test]
fn a_move_with_a_newline_is_refused_in_one_line() {
    // Defect 9.
    for mv in ["5\n", "f5\n", "\n"] {
        let ran = Test::ttt().args([mv]).status(2).stdout("").run();
        assert_eq!(ran.stderr.lines().count(), 1, "{mv:?}: {}", ran.stderr);
        assert!(snapshot(ran.path()).is_empty());
    }
}

#[test]
fn another_games_program_under_this_games_name_is_named() {
    // Defect 9: a tic-tac-toe generation named reversi.rs answered f5 with
    // tic-tac-toe's error.
    let zero = Test::merlyn().args(["new", "tic-tac-toe"]).run().stdout;
    for name in ["reversi.rs", "reversi-next.rs"] {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join(name), &zero).unwrap();
        let before = snapshot(dir.path());
        let ran = play(dir.path(), &["reversi", "f5"]);
        let stderr = text(&ran.stderr);
        assert_eq!(ran.status.code(), Some(2), "{name}: {stderr}");
        assert!(
            stderr.starts_with(&format!("play: {name} is a tic-tac-toe program"))
                && stderr.lines().count() == 1,
            "{stderr}"
        );
        assert_eq!(snapshot(dir.path()), before, "{name}");
    }
}

// ---------------------------------------------------------------------------
// The launcher.

/// The drivers built in a clone.
fn built(clone: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(clone.join("target/driver"))
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// What the driver of the clone at `clone` keeps beside itself of a
/// game's code: each object's name and size.
fn kept_code(clone: &Path) -> Vec<(String, u64)> {
    let mut kept: Vec<(String, u64)> = std::fs::read_dir(clone.join("target/driver"))
        .unwrap()
        .map(|entry| entry.unwrap())
        .filter(|entry| entry.file_name().to_string_lossy().contains("-fixed-"))
        .map(|entry| {
            let name = entry.file_name().to_string_lossy().into_owned();
            (name, entry.metadata().unwrap().len())
        })
        .collect();
    kept.sort();
    kept
}

/// The first turn of tic-tac-toe in `dir`, by the driver of the clone at
/// `clone`: a move made.
fn first_turn(clone: &Path, dir: &Path) {
    let ran = Command::new(clone.join("scripts/play"))
        .args(["tic-tac-toe", "5"])
        .current_dir(dir)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(ran.status.success(), "{}", text(&ran.stderr));
    assert_ne!(
        read(dir, "nextmove.rs"),
        read(dir, "merlyn.rs"),
        "a move made"
    );
}

/// The toolchains the driver of the clone at `clone` keeps beside itself,
/// each by its path, in order.
fn kept_toolchains(clone: &Path) -> Vec<String> {
    let mut kept: Vec<String> = std::fs::read_dir(clone.join("target/driver"))
        .unwrap()
        .map(|entry| entry.unwrap().path().to_string_lossy().into_owned())
        .filter(|path| path.contains("-toolchain-"))
        .collect();
    kept.sort();
    kept
}

/// Sets when the file at `path` was last modified.
fn modified_at(path: &str, when: std::time::SystemTime) {
    let file = std::fs::File::options().append(true).open(path).unwrap();
    file.set_modified(when).unwrap();
}

#[test]
fn a_kept_object_of_the_code_that_fails_to_link_is_forgotten_and_built_anew() {
    let clone = tempfile::tempdir().unwrap();
    clone_into(clone.path());
    let first_turn = |dir: &Path| first_turn(clone.path(), dir);
    let (a, b, c) = (
        tempfile::tempdir().unwrap(),
        tempfile::tempdir().unwrap(),
        tempfile::tempdir().unwrap(),
    );
    first_turn(a.path());
    let kept = kept_code(clone.path());
    assert_eq!(kept.len(), 1, "{kept:?}");
    // Cut short, as a full disk or a bad copy would leave it.
    let object = clone.path().join("target/driver").join(&kept[0].0);
    let bytes = std::fs::read(&object).unwrap();
    std::fs::write(&object, &bytes[..bytes.len() / 2]).unwrap();
    // The next directory copies it in, fails to link, and plays the turn
    // by a whole build; the object is no longer copied.
    first_turn(b.path());
    assert_eq!(kept_code(clone.path()), [], "the bad object is forgotten");
    // The one after builds the code anew, and keeps it whole.
    first_turn(c.path());
    assert_eq!(kept_code(clone.path()), kept);
}

#[test]
fn a_kept_toolchain_naming_another_linker_is_forgotten_never_run() {
    // The toolchain kept beside the driver is checked as the work
    // directory's own cache is: planted with another linker, it is
    // forgotten, probed anew, and kept as probed.
    let clone = tempfile::tempdir().unwrap();
    clone_into(clone.path());
    let (a, b, marks) = (
        tempfile::tempdir().unwrap(),
        tempfile::tempdir().unwrap(),
        tempfile::tempdir().unwrap(),
    );
    first_turn(clone.path(), a.path());
    let kept = kept_toolchains(clone.path());
    assert_eq!(kept.len(), 1, "{kept:?}");
    let probed = std::fs::read_to_string(&kept[0]).unwrap();
    assert_eq!(read(a.path(), ".ttt/toolchain"), probed);
    let ran_it = marks.path().join("the-planted-linker-ran");
    let planted = marks.path().join("planted-linker");
    plant(
        &planted,
        &format!("#!/bin/sh\ntouch '{}'\nexit 1\n", ran_it.display()),
    );
    let planted_name = planted.display().to_string();
    let mut lines: Vec<&str> = probed.lines().collect();
    lines[2] = &planted_name;
    std::fs::write(&kept[0], lines.join("\n") + "\n").unwrap();
    // And nine kept before for other PATHs, an hour apart: of them, the
    // seven kept last stay beside the one kept now.
    let name = kept[0].clone();
    let (stem, _) = name.rsplit_once("-toolchain-").unwrap();
    let now = std::time::SystemTime::now();
    let hours = |n: u64| now - Duration::from_secs(3600 * n);
    for n in 1..=9 {
        let other = format!("{stem}-toolchain-{n}");
        std::fs::write(&other, "kept").unwrap();
        modified_at(&other, hours(n));
    }
    first_turn(clone.path(), b.path());
    assert!(!ran_it.exists(), "the planted linker ran");
    assert_eq!(read(b.path(), ".ttt/toolchain"), probed);
    assert_eq!(std::fs::read_to_string(&kept[0]).unwrap(), probed);
    let mut kept_now: Vec<String> = (1..=7).map(|n| format!("{stem}-toolchain-{n}")).collect();
    kept_now.push(name.clone());
    kept_now.sort();
    assert_eq!(kept_toolchains(clone.path()), kept_now);
    // Copied in by the next directory (the same file, not probed and
    // kept anew), it is the last used.
    use std::os::unix::fs::MetadataExt;
    modified_at(&name, hours(10));
    let inode = std::fs::metadata(&name).unwrap().ino();
    let c = tempfile::tempdir().unwrap();
    first_turn(clone.path(), c.path());
    assert_eq!(read(c.path(), ".ttt/toolchain"), probed);
    let used = std::fs::metadata(&name).unwrap();
    assert_eq!(used.ino(), inode, "kept anew");
    assert!(used.modified().unwrap() > hours(1), "{used:?}");
}

#[test]
fn nothing_is_kept_for_every_directory_where_others_may_write() {
    use std::os::unix::fs::PermissionsExt;
    let clone = tempfile::tempdir().unwrap();
    clone_into(clone.path());
    let play = |dir: &Path, args: &[&str]| {
        let ran = Command::new(clone.path().join("scripts/play"))
            .args(args)
            .current_dir(dir)
            .stdin(Stdio::null())
            .output()
            .unwrap();
        assert!(ran.status.success(), "{}", text(&ran.stderr));
    };
    let (a, b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    play(a.path(), &["--version"]);
    let drivers = clone.path().join("target/driver");
    std::fs::set_permissions(&drivers, std::fs::Permissions::from_mode(0o775)).unwrap();
    play(a.path(), &["tic-tac-toe", "5"]);
    let beside: Vec<String> = std::fs::read_dir(&drivers)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.contains("-fixed-") || name.contains("-toolchain-"))
        .collect();
    assert_eq!(
        beside,
        Vec::<String>::new(),
        "a directory its group may write"
    );
    // Where only its owner may write, the next first turn keeps them.
    std::fs::set_permissions(&drivers, std::fs::Permissions::from_mode(0o755)).unwrap();
    play(b.path(), &["tic-tac-toe", "5"]);
    assert_eq!(kept_code(clone.path()).len(), 1);
}

#[test]
fn the_driver_is_built_with_rustc_once_and_again_only_when_its_sources_change() {
    let clone = tempfile::tempdir().unwrap();
    clone_into(clone.path());
    let version = || {
        let output = Command::new(clone.path().join("scripts/play"))
            .arg("--version")
            .output()
            .unwrap();
        assert!(output.status.success(), "{}", text(&output.stderr));
        text(&output.stdout)
    };
    assert!(version().starts_with("play (merlyn) "));
    let first = built(clone.path());
    assert_eq!(first.len(), 1, "{first:?}");
    assert!(first[0].starts_with("driver-"), "{first:?}");
    let binary = clone.path().join("target/driver").join(&first[0]);
    let modified = std::fs::metadata(&binary).unwrap().modified().unwrap();
    version();
    assert_eq!(built(clone.path()), first);
    assert_eq!(
        std::fs::metadata(&binary).unwrap().modified().unwrap(),
        modified
    );
    // A template is embedded in the driver: changing it builds it again.
    // The driver built before goes, with what it kept beside itself (see
    // src/driver/shared.rs).
    let drivers = clone.path().join("target/driver");
    std::fs::write(drivers.join(format!("{}-toolchain-1", first[0])), "kept").unwrap();
    let template = clone.path().join("templates/tic-tac-toe.rs");
    let original = std::fs::read_to_string(&template).unwrap();
    std::fs::write(&template, format!("{original}// changed\n")).unwrap();
    version();
    let second = built(clone.path());
    assert_eq!(second.len(), 1, "{second:?}");
    assert_ne!(second, first);
    // Built once more as it was: the other driver's kept files go, and
    // what a killed launcher left building, but what was kept for the
    // driver built now stays.
    let kept = format!("{}-fixed-tic-tac-toe-1.o", first[0]);
    std::fs::write(drivers.join(&kept), "kept").unwrap();
    std::fs::write(drivers.join(format!("{}-toolchain-1", second[0])), "kept").unwrap();
    std::fs::create_dir(drivers.join(format!("building.{}", dead_pid()))).unwrap();
    std::fs::write(&template, original).unwrap();
    version();
    assert_eq!(built(clone.path()), [first[0].clone(), kept]);
}

#[test]
fn ttt_finds_its_clone_without_running_readlink() {
    // ttt is a link to play beside it: the launcher follows it without
    // running readlink, and cksum reads the driver's sources without cat:
    // two processes fewer every turn. On a PATH with cksum alone (the
    // driver built already), it still plays.
    let clone = tempfile::tempdir().unwrap();
    clone_into(clone.path());
    std::os::unix::fs::symlink("play", clone.path().join("scripts/ttt")).unwrap();
    let built = Command::new(clone.path().join("scripts/play"))
        .arg("--version")
        .output()
        .unwrap();
    assert!(built.status.success(), "{}", text(&built.stderr));
    let bin = tempfile::tempdir().unwrap();
    let cksum = ["/usr/bin/cksum", "/bin/cksum"]
        .into_iter()
        .find(|path| Path::new(path).exists())
        .expect("cksum");
    std::os::unix::fs::symlink(cksum, bin.path().join("cksum")).unwrap();
    let output = Command::new(clone.path().join("scripts/ttt"))
        .arg("--version")
        .env("PATH", bin.path())
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert!(text(&output.stdout).starts_with("ttt (merlyn) "));
}

#[test]
fn tic_tac_toe_refuses_edits_the_other_games_refuse() {
    // Defect 8: after `ttt 1` the program holds 8; a 0 moved to 9, or a
    // strategy digit changed mid-game, gave a game no strategy played.
    let game = Test::ttt().args(["1"]).run();
    let source = read(game.path(), "nextmove.rs");
    assert!(
        source.contains("\"   |   |   \",\n        \"---+---+---\",\n        \"   | 0 |   \",")
    );
    let moved = source.replacen("\"   | 0 |   \",", "\"   |   | 0 \",", 1);
    let changed = source.replacen("\"1999999999  :-| \",", "\"1899999999  :-| \",", 1);
    let mut dir = game.then();
    for edited in [moved, changed] {
        assert_ne!(edited, source);
        std::fs::write(dir.path().join("nextmove.rs"), &edited).unwrap();
        let ran = dir.args(["5"]).status(2).stdout("").run();
        assert_eq!(
            ran.stderr,
            "ttt: my board is not a position of this game: my strategy did not play my 0s\n\
             ttt: no move was made: 'ttt quitgame' drops the game, 'ttt clobber' starts over\n"
        );
        assert_eq!(read(ran.path(), "nextmove.rs"), edited);
        dir = ran.then();
    }
}

// ---------------------------------------------------------------------------
// A lesson is never lost (issue 26).

/// The name of the best program's kept binary in `.ttt/` after a game of
/// 1 3 5 7, which the program loses, learning 1899999999; and the learned
/// program itself.
fn learned_after_1357() -> (String, String) {
    let ran = Test::ttt().args(["1"]).run();
    let ran = ran.then().args(["3"]).run().then().args(["5"]).run();
    let ran = ran.then().args(["7"]).run();
    let kept = names(&snapshot(&ran.path().join(".ttt")))
        .into_iter()
        .find(|name| name.starts_with("merlyn-"))
        .expect("the learned program's kept binary");
    (kept, read(ran.path(), "merlyn.rs"))
}

/// A game of 1 3 5, its last move to come, with `binary` planted as the
/// learned program's kept binary (`kept`), so that the check of the
/// learned program runs it.
fn before_the_lesson(kept: &str, binary: &str) -> common::Ran {
    let ran = Test::ttt().args(["1"]).run();
    let ran = ran.then().args(["3"]).run().then().args(["5"]).run();
    plant(&ran.path().join(".ttt").join(kept), binary);
    ran
}

#[test]
fn a_check_of_the_learned_program_cut_short_keeps_the_lesson_for_the_next_command() {
    let (kept, learned) = learned_after_1357();
    let zero = Test::merlyn().args(["new"]).run().stdout;
    // Killed by a signal (the OOM killer, a stray kill), as its check runs.
    let ran = before_the_lesson(&kept, "#!/bin/sh\nkill -9 $$\n");
    let ran = ran.then().args(["7"]).status(1).run();
    assert!(
        ran.stdout
            .ends_with("I lose...I won't make THAT mistake again!\n"),
        "{}",
        ran.stdout
    );
    assert_eq!(
        ran.stderr,
        "ttt: its check was killed by signal 9\n\
         ttt: the lesson in nextmove.rs is kept: the next command installs it\n"
    );
    assert_eq!(read(ran.path(), "merlyn.rs"), zero);
    assert_eq!(read(ran.path(), ".ttt/learned"), learned);
    // The next command installs it, and plays from it.
    let ran = ran.then().args(["1"]).stderr("").run();
    assert_eq!(read(ran.path(), "merlyn.rs"), learned);
    assert!(
        ran.stdout
            .starts_with("A new game, with strategy 1899999999.")
            && ran.stdout.ends_with("You took 1, I took 5.\n"),
        "{}",
        ran.stdout
    );
}

#[test]
fn a_lesson_whose_check_keeps_failing_is_never_replaced_by_an_older_program() {
    let (kept, learned) = learned_after_1357();
    // A check that runs past the time limit, every time: the commands
    // fail, and no new game starts from the program the lesson replaces.
    let hang = "#!/bin/sh\nexec sleep 30\n";
    let ran = before_the_lesson(&kept, hang);
    let ran = ran
        .then()
        .env("MERLYN_TIME_LIMIT", "1")
        .args(["7"])
        .status(1)
        .run();
    assert!(
        ran.stderr.contains("its check took longer than 1 s"),
        "{}",
        ran.stderr
    );
    let planted = ran.path().join(".ttt").join(&kept);
    plant(&planted, hang);
    let ran = ran
        .then()
        .env("MERLYN_TIME_LIMIT", "1")
        .args(["1"])
        .status(1)
        .stdout("")
        .run();
    assert!(
        ran.stderr.contains("the next command installs it"),
        "{}",
        ran.stderr
    );
    assert_eq!(read(ran.path(), ".ttt/learned"), learned);
    // quitgame neither: the lesson is kept until it is installed.
    plant(&planted, hang);
    let ran = ran
        .then()
        .env("MERLYN_TIME_LIMIT", "1")
        .args(["quitgame"])
        .status(1)
        .run();
    assert_eq!(read(ran.path(), ".ttt/learned"), learned);
    let ran = ran.then().args(["quitgame"]).run();
    assert_eq!(read(ran.path(), "merlyn.rs"), learned);
}

#[test]
fn a_learned_program_that_refuses_its_own_state_is_not_installed() {
    let (kept, _) = learned_after_1357();
    let zero = Test::merlyn().args(["new"]).run().stdout;
    let refuses = "#!/bin/sh\necho 'error: my board is not a board' >&2\nexit 2\n";
    let ran = before_the_lesson(&kept, refuses);
    let ran = ran.then().args(["7"]).run();
    assert_eq!(
        ran.stderr,
        "ttt: nextmove.rs says it lost, but refuses its own state:\n\
         ttt: my board is not a board\n\
         ttt: merlyn.rs stays: 'ttt quitgame' drops nextmove.rs\n"
    );
    assert_eq!(read(ran.path(), "merlyn.rs"), zero);
    assert!(!ran.path().join(".ttt/learned").exists());
}

#[test]
fn every_game_keeps_the_cached_toolchain_from_turn_to_turn() {
    // The cached link command named no libm: Connect Four's lessons call
    // `exp`, so its every turn failed that link, linked by rustc instead,
    // dropped the cache and probed the toolchain again the next turn.
    for (game, moves) in [
        ("tic-tac-toe", ["5", "1"]),
        ("reversi", ["d3", "b3"]),
        ("contactix", ["c3", "d4"]),
        ("gomoku", ["h8", "j10"]),
        ("connect-four", ["4", "3"]),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        let work = if game == "tic-tac-toe" {
            ".ttt".to_string()
        } else {
            format!(".play-{game}")
        };
        for mv in moves {
            let ran = play(d, &[game, mv]);
            assert!(ran.status.success(), "{game} {mv}: {}", text(&ran.stderr));
            assert!(
                d.join(&work).join("toolchain").is_file(),
                "{game} {mv}: the cache was dropped"
            );
        }
    }
}
