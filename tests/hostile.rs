//! The driver given what it did not make, as an attacker (or an accident)
//! gives it: named pipes and devices under the names of its files, links
//! planted in its work directory, files too large to be programs, a disk
//! nearly full, a lock file removed under its holder, a stalled clobber,
//! time bounds that are no numbers, bytes of another encoding in its
//! record, a linker killed, standard output closed, a cache directory
//! others can write into. Each test first reproduced a hang, a file
//! written through a link, a wrong diagnosis, two turns at once, a panic,
//! a byte lost, or a planted program run.

mod common;

use common::driver::{
    HANG, clone_into, copy_dir, opened, path_with, plant, play, spawn_play, spawn_ttt, text,
    wait_at_most, wait_for,
};
use common::{Test, play_script, snapshot};
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

fn read(dir: &Path, name: &str) -> String {
    std::fs::read_to_string(dir.join(name)).unwrap_or_else(|e| panic!("cannot read {name}: {e}"))
}

fn last_line(text: &str) -> &str {
    text.lines().last().unwrap_or("")
}

/// Makes a named pipe at `path`.
fn mkfifo(path: &Path) {
    let made = Command::new("mkfifo").arg(path).status().unwrap();
    assert!(made.success());
}

/// The names in `dir`, each with what it is: what a snapshot would give,
/// without opening anything (a named pipe would block it).
fn kinds(dir: &Path) -> Vec<(String, String)> {
    use std::os::unix::fs::FileTypeExt;
    let mut kinds: Vec<(String, String)> = std::fs::read_dir(dir)
        .unwrap()
        .map(|entry| {
            let entry = entry.unwrap();
            let kind = entry.file_type().unwrap();
            let kind = if kind.is_fifo() {
                "pipe".to_string()
            } else if kind.is_symlink() {
                "link".to_string()
            } else if kind.is_dir() {
                "directory".to_string()
            } else {
                format!("file of {} bytes", entry.metadata().unwrap().len())
            };
            (entry.file_name().to_string_lossy().into_owned(), kind)
        })
        .collect();
    kinds.sort();
    kinds
}

/// The files of the work directory whose names start with `prefix`.
fn work_files(dir: &Path, prefix: &str) -> Vec<std::path::PathBuf> {
    std::fs::read_dir(dir.join(".ttt"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| {
            path.file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with(prefix)
        })
        .collect()
}

/// Runs `script` with `sh`, `$0` the launcher `play`, for the game in
/// `dir`: `play` in a shell that changed its limits or its files.
fn play_from_sh(dir: &Path, script: &str) -> std::process::Output {
    Command::new("sh")
        .arg("-c")
        .arg(script)
        .arg(play_script())
        .env("PLAY_DIR", dir)
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

/// Runs `play ARGS` in `dir` with `env`, stopped as a hang after `HANG`.
fn play_bounded(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> std::process::Output {
    let (output, ended) = wait_at_most(spawn_play(dir, args, env), HANG);
    assert!(ended, "play {args:?} hung");
    output
}

// ---------------------------------------------------------------------------
// Special files and links.

#[test]
fn a_named_pipe_or_a_device_under_a_programs_name_is_refused_without_a_hang() {
    // `mkfifo merlyn.rs; play tic-tac-toe 5` hung, holding the lock.
    let dir = tempfile::tempdir().unwrap();
    mkfifo(&dir.path().join("merlyn.rs"));
    let before = kinds(dir.path());
    let ran = play_bounded(dir.path(), &["tic-tac-toe", "5"], &[]);
    assert_eq!(ran.status.code(), Some(2), "{}", text(&ran.stderr));
    assert_eq!(
        text(&ran.stderr),
        "play: merlyn.rs is a named pipe, not a program I play: move it away to play here\n"
    );
    assert_eq!(kinds(dir.path()), before, "something was made");
    // A link to /dev/zero, which has no end, is a device.
    let dir = tempfile::tempdir().unwrap();
    std::os::unix::fs::symlink("/dev/zero", dir.path().join("merlyn.rs")).unwrap();
    let ran = play_bounded(dir.path(), &["tic-tac-toe", "5"], &[]);
    assert_eq!(
        text(&ran.stderr),
        "play: merlyn.rs is a device, not a program I play: move it away to play here\n"
    );
    assert_eq!(ran.status.code(), Some(2));
}

#[test]
fn a_named_pipe_as_the_game_in_progress_is_kept_not_replaced_by_a_new_game() {
    // It was taken for no game, and a new game's program renamed onto it.
    let dir = opened();
    let d = dir.path();
    std::fs::remove_file(d.join("nextmove.rs")).unwrap();
    mkfifo(&d.join("nextmove.rs"));
    let before = kinds(d);
    let ran = play_bounded(d, &["tic-tac-toe", "4"], &[]);
    assert_eq!(ran.status.code(), Some(2), "{}", text(&ran.stderr));
    assert_eq!(
        text(&ran.stderr),
        "play: nextmove.rs is a named pipe: move it away to play here\n"
    );
    assert_eq!(text(&ran.stdout), "");
    let ran = play_bounded(d, &["tic-tac-toe", "quitgame"], &[]);
    assert_eq!(ran.status.code(), Some(2), "{}", text(&ran.stderr));
    assert_eq!(kinds(d), before);
}

#[test]
fn a_named_pipe_or_a_link_as_the_last_link_is_linked_anew() {
    // A named pipe as `linked-KEY` hung the turn in the copy of it; a link
    // there to a file that is not a program was copied, every turn.
    let outside = tempfile::tempdir().unwrap();
    let planted = outside.path().join("planted");
    std::fs::write(&planted, "not a program\n").unwrap();
    for plant in ["pipe", "link"] {
        let dir = opened();
        let d = dir.path();
        for last in work_files(d, "linked-") {
            std::fs::remove_file(&last).unwrap();
            match plant {
                "pipe" => mkfifo(&last),
                _ => std::os::unix::fs::symlink(&planted, &last).unwrap(),
            }
        }
        let ran = play_bounded(d, &["tic-tac-toe", "4"], &[]);
        assert!(ran.status.success(), "{plant}: {}", text(&ran.stderr));
        assert_eq!(last_line(&text(&ran.stdout)), "You took 4, I took 7.");
        for last in work_files(d, "linked-") {
            assert!(
                std::fs::symlink_metadata(&last).unwrap().is_file(),
                "{plant}: {}",
                last.display()
            );
        }
    }
    assert_eq!(read(outside.path(), "planted"), "not a program\n");
}

#[test]
fn a_last_link_that_lost_its_execute_bit_is_linked_executable_again() {
    // `chmod 444 .play-GAME/linked-*`: every turn failed ("stopped with
    // status none: Permission denied; try again"), and the bad link was
    // copied back each time.
    let dir = opened();
    let d = dir.path();
    let binaries = [work_files(d, "linked-"), work_files(d, "merlyn-")].concat();
    assert!(!binaries.is_empty());
    for binary in &binaries {
        std::fs::set_permissions(binary, std::fs::Permissions::from_mode(0o444)).unwrap();
    }
    let ran = play(d, &["tic-tac-toe", "4"]);
    assert!(ran.status.success(), "{}", text(&ran.stderr));
    assert_eq!(last_line(&text(&ran.stdout)), "You took 4, I took 7.");
    for last in work_files(d, "linked-") {
        let mode = std::fs::metadata(&last).unwrap().permissions().mode();
        assert_eq!(mode & 0o111, 0o111, "{}", last.display());
    }
}

#[test]
fn links_planted_in_the_work_directory_are_never_followed() {
    // A `lock` link made the file it points to; an `incremental` link had
    // rustc write where it points.
    let dir = opened();
    let d = dir.path();
    let outside = tempfile::tempdir().unwrap();
    let lock = d.join(".ttt/lock");
    std::os::unix::fs::symlink(outside.path().join("planted"), &lock).unwrap();
    let next = read(d, "nextmove.rs");
    let ran = play(d, &["tic-tac-toe", "4"]);
    assert_eq!(ran.status.code(), Some(2), "{}", text(&ran.stderr));
    assert_eq!(
        text(&ran.stderr),
        "play: .ttt/lock is a symbolic link, not my lock:\nplay: remove it to play here; nothing was changed\n"
    );
    assert!(
        !outside.path().join("planted").exists(),
        "made through the link"
    );
    assert_eq!(read(d, "nextmove.rs"), next);
    // clobber, which removes what the driver names, removes the link.
    std::fs::remove_file(&lock).unwrap();
    let incremental = d.join(".ttt/incremental");
    if incremental.exists() {
        std::fs::remove_dir_all(&incremental).unwrap();
    }
    std::os::unix::fs::symlink(outside.path(), &incremental).unwrap();
    let ran = play(d, &["tic-tac-toe", "4"]);
    assert!(ran.status.success(), "{}", text(&ran.stderr));
    assert_eq!(last_line(&text(&ran.stdout)), "You took 4, I took 7.");
    assert_eq!(
        kinds(outside.path()),
        Vec::new(),
        "rustc wrote through the link"
    );
    // Removed, or a directory of the driver's own: never the link.
    assert!(
        std::fs::symlink_metadata(&incremental)
            .is_err_and(|e| e.kind() == std::io::ErrorKind::NotFound)
            || incremental.is_dir() && !incremental.is_symlink()
    );
}

// ---------------------------------------------------------------------------
// Sizes.

#[test]
fn a_program_larger_than_any_generation_is_refused_before_it_is_read_whole() {
    // A 1 GB nextmove.rs was read whole (twice over, as text),
    // then handed to rustc, which took 3 GB. Here a sparse gigabyte,
    // under a memory limit of 1 GB: it was read until memory ran out.
    let dir = opened();
    let d = dir.path();
    let next = d.join("nextmove.rs");
    let text_before = read(d, "nextmove.rs");
    std::fs::OpenOptions::new()
        .write(true)
        .open(&next)
        .unwrap()
        .set_len(1 << 30)
        .unwrap();
    // The driver built first, without the limit.
    let built = play(d, &["--version"]);
    assert!(built.status.success(), "{}", text(&built.stderr));
    let ran = play_from_sh(d, "ulimit -v 1048576 && exec \"$0\" tic-tac-toe 4");
    assert_eq!(ran.status.code(), Some(2), "{}", text(&ran.stderr));
    assert_eq!(
        text(&ran.stderr),
        "play: nextmove.rs is larger than 1 MiB: move it away to play here\n"
    );
    assert_eq!(std::fs::metadata(&next).unwrap().len(), 1 << 30);
    let mut start = vec![0; text_before.len()];
    use std::io::Read;
    std::fs::File::open(&next)
        .unwrap()
        .read_exact(&mut start)
        .unwrap();
    assert!(
        start == text_before.as_bytes(),
        "the game in progress was changed"
    );
}

// ---------------------------------------------------------------------------
// A nearly full disk.

/// A tmpfs of 8 MB mounted on a directory of its own, unmounted when
/// dropped; none where this process may not mount one.
struct Small(tempfile::TempDir);

impl Small {
    fn mount() -> Option<Small> {
        let dir = tempfile::tempdir().unwrap();
        let mounted = Command::new("mount")
            .args(["-t", "tmpfs", "-o", "size=8M", "tmpfs"])
            .arg(dir.path())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|status| status.success());
        mounted.then_some(Small(dir))
    }

    /// A copy of the game in `from` on it; without what the work directory
    /// caches but the toolchain, unless `cached` (a first turn then builds
    /// the compiler's cache and the last links).
    fn game(&self, from: &Path, cached: bool) -> std::path::PathBuf {
        let game = self.0.path().join("game");
        copy_dir(from, &game);
        for path in work_files(&game, "") {
            // Without the compiler's cache, but with the driver's record
            // of what the game began from.
            if cached || path.ends_with("toolchain") || path.ends_with("began") {
                continue;
            }
            if path.is_dir() {
                std::fs::remove_dir_all(&path).unwrap();
            } else {
                std::fs::remove_file(&path).unwrap();
            }
        }
        game
    }

    /// Fills it until `free` kilobytes are left.
    fn fill(&self, free: u64) {
        let output = Command::new("df")
            .args(["-k", "--output=avail"])
            .arg(self.0.path())
            .output()
            .unwrap();
        let avail: u64 = text(&output.stdout)
            .lines()
            .last()
            .unwrap()
            .trim()
            .parse()
            .unwrap();
        if avail > free {
            let filler = std::fs::File::create(self.0.path().join("filler")).unwrap();
            // Written, not sparse: the space is taken.
            let block = vec![0u8; 1024];
            let mut filler = std::io::BufWriter::new(filler);
            for _ in 0..avail - free {
                use std::io::Write;
                if filler.write_all(&block).is_err() {
                    break;
                }
            }
            let _ = filler.into_inner().map(|file| file.sync_all());
        }
    }
}

impl Drop for Small {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg(self.0.path()).status();
    }
}

#[test]
fn a_nearly_full_disk_is_named_as_such_and_never_blamed_on_the_program() {
    // On a disk with 24 to 800 kB free, the compiler's own words went to a
    // file on that disk, and were lost: the program was blamed ("does not
    // compile ... 'clobber' starts over", then "is my own code, but this
    // rustc does not compile it"), at most fill levels.
    let Some(probe) = Small::mount() else {
        eprintln!("no tmpfs can be mounted here: the full disk is not tried");
        return;
    };
    drop(probe);
    let base = opened();
    let mut seen = Vec::new();
    for (free, cached) in [
        (0, false),
        (24, false),
        (64, false),
        (152, false),
        (400, false),
        (800, false),
        (0, true),
        (24, true),
    ] {
        let disk = Small::mount().unwrap();
        let game = disk.game(base.path(), cached);
        let next = read(&game, "nextmove.rs");
        disk.fill(free);
        let ran = play(&game, &["tic-tac-toe", "4"]);
        let stderr = text(&ran.stderr);
        if ran.status.success() {
            assert_eq!(last_line(&text(&ran.stdout)), "You took 4, I took 7.");
        } else {
            // rustc itself sometimes dies of the full disk (a signal 7
            // or 11 on a file it maps): that is named as what was seen.
            assert!(
                stderr.lines().count() == 1
                    && (stderr.contains("the disk is full")
                        || stderr.contains("the compiler was killed by signal"))
                    && !stderr.contains("clobber")
                    && !stderr.contains("compile it"),
                "{free} kB free: {stderr}"
            );
            assert_eq!(read(&game, "nextmove.rs"), next, "{free} kB free");
        }
        seen.push(ran.status.success());
        drop(disk);
    }
    assert!(seen.contains(&false), "the disk was never full");
}

#[test]
fn a_lesson_learned_on_a_nearly_full_disk_is_never_lost() {
    // The losing turn of 1 3 5 7, at fill levels that cut it short before
    // the commit (the game stays as it was), after it (the learned program
    // is kept, and installed once there is room), or not at all.
    if Small::mount().is_none() {
        eprintln!("no tmpfs can be mounted here: the full disk is not tried");
        return;
    }
    let before = opened();
    for mv in ["3", "5"] {
        let ran = play(before.path(), &["tic-tac-toe", mv]);
        assert!(ran.status.success(), "{}", text(&ran.stderr));
    }
    let zero = read(before.path(), "merlyn.rs");
    let next = read(before.path(), "nextmove.rs");
    let reference = tempfile::tempdir().unwrap();
    copy_dir(before.path(), reference.path());
    let lost = play(reference.path(), &["tic-tac-toe", "7"]);
    assert!(lost.status.success(), "{}", text(&lost.stderr));
    let learned = read(reference.path(), "merlyn.rs");
    assert_ne!(learned, zero);
    let mut failed = 0;
    for (free, cached) in [
        (200, true),
        (400, true),
        (64, false),
        (1000, false),
        (1200, false),
    ] {
        let disk = Small::mount().unwrap();
        let game = disk.game(before.path(), cached);
        disk.fill(free);
        let ran = play(&game, &["tic-tac-toe", "7"]);
        let stderr = text(&ran.stderr);
        if !ran.status.success() {
            failed += 1;
            assert!(
                stderr.lines().count() <= 2
                    && stderr.lines().all(|line| line.len() <= 80)
                    && (stderr.contains("the disk is full")
                        || stderr.contains("the compiler was killed by signal"))
                    && !stderr.contains("clobber"),
                "{free} kB free: {stderr}"
            );
        }
        // The turn was made (the lost game committed), or not at all.
        let made = read(&game, "nextmove.rs") != next;
        // Room again: the next command finishes what the turn began.
        std::fs::remove_file(disk.0.path().join("filler")).unwrap();
        let quit = play(&game, &["tic-tac-toe", "quitgame"]);
        assert!(
            quit.status.success(),
            "{free} kB free: {}",
            text(&quit.stderr)
        );
        let best = read(&game, "merlyn.rs");
        if made {
            assert!(
                best == learned,
                "{free} kB free: the lesson is lost: {stderr}"
            );
        } else {
            assert!(best == zero, "{free} kB free: {stderr}");
        }
        drop(disk);
    }
    assert!(failed > 0, "the disk was never full");
}

// ---------------------------------------------------------------------------
// The lock.

#[test]
fn a_lock_file_is_removed_only_by_the_driver_that_holds_it() {
    // A turn whose lock file was removed under it (by a clobber, as it did
    // while it held the lock) removed, when it ended, the lock file of the
    // driver that came next: a third then played beside that one.
    let game = Test::ttt().args(["1"]).run();
    let dir = game.path().to_path_buf();
    let gates = tempfile::tempdir().unwrap();
    let gate = |name: &str| gates.path().join(name);
    // A compiler that says it started, and waits at its gate (or until the
    // gates are gone: a test that failed leaves no process waiting).
    let (_fake, path) = common::driver::fake_rustc(
        &dir,
        "#!/bin/sh\ntouch \"$GATE.in\"\n\
         while [ ! -e \"$GATE\" ] && [ -d \"${GATE%/*}\" ]; do sleep 0.01; done\nexit 1\n",
    );
    let first = gate("first");
    let second = gate("second");
    let holder = spawn_ttt(
        &dir,
        &["4"],
        &[("GATE", first.to_str().unwrap()), ("PATH", &path)],
    );
    wait_for(&gate("first.in"));
    let lock = dir.join(".ttt/lock");
    let held = std::fs::metadata(&lock).unwrap().ino();
    std::fs::remove_file(&lock).unwrap();
    let next = spawn_ttt(
        &dir,
        &["4"],
        &[("GATE", second.to_str().unwrap()), ("PATH", &path)],
    );
    wait_for(&gate("second.in"));
    let taken = std::fs::metadata(&lock).unwrap().ino();
    assert_ne!(taken, held);
    // The first ends, its compiler failing.
    std::fs::write(&first, "").unwrap();
    let (output, ended) = wait_at_most(holder, HANG);
    assert!(ended);
    assert_eq!(output.status.code(), Some(1), "{}", text(&output.stderr));
    assert_eq!(
        std::fs::metadata(&lock).map(|meta| meta.ino()).ok(),
        Some(taken),
        "the lock of the driver that holds it went"
    );
    let third = spawn_ttt(
        &dir,
        &["4"],
        &[
            ("GATE", first.to_str().unwrap()),
            ("MERLYN_LOCK_WAIT", "0"),
            ("PATH", &path),
        ],
    );
    let (output, ended) = wait_at_most(third, HANG);
    assert!(ended);
    assert_eq!(
        text(&output.stderr),
        "ttt: another ttt is still playing here (0 s): try again later\n"
    );
    std::fs::write(&second, "").unwrap();
    let (_, ended) = wait_at_most(next, HANG);
    assert!(ended);
}

/// A pipe whose buffer is full: a process that writes into it waits.
fn full_pipe() -> (std::io::PipeReader, std::io::PipeWriter) {
    use std::io::Write;
    use std::os::fd::AsRawFd;
    unsafe extern "C" {
        fn fcntl(fd: i32, command: i32, ...) -> i32;
    }
    let (reader, mut writer) = std::io::pipe().unwrap();
    // F_GETPIPE_SZ
    // SAFETY: fcntl reads a property of a descriptor this process holds.
    let size = unsafe { fcntl(writer.as_raw_fd(), 1032) };
    assert!(size > 0);
    writer.write_all(&vec![b'.'; size as usize]).unwrap();
    (reader, writer)
}

/// Waits until the process `pid` waits to write into a pipe.
fn wait_until_blocked(pid: u32) {
    let started = std::time::Instant::now();
    loop {
        let wchan = std::fs::read_to_string(format!("/proc/{pid}/wchan")).unwrap_or_default();
        if wchan.contains("pipe_write") {
            return;
        }
        assert!(started.elapsed() < HANG, "{pid} never wrote: {wchan}");
        std::thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn clobber_never_removes_the_lock_of_a_turn_that_came_after_it() {
    // clobber removed the lock file while it held the lock, and, when it
    // ended, whatever file was named `lock` then: the lock of a turn that
    // had come meanwhile, beside which another then played. Here clobber
    // is stalled at its one line of output, and the turn at its first
    // compiler's run.
    let game = Test::ttt().args(["1"]).run();
    let dir = game.path().to_path_buf();
    let gates = tempfile::tempdir().unwrap();
    let gate = gates.path().join("gate");
    let rustc = Command::new("sh")
        .args(["-c", "command -v rustc"])
        .output()
        .unwrap();
    let bin = tempfile::tempdir().unwrap();
    plant(
        &bin.path().join("rustc"),
        &format!(
            "#!/bin/sh\ncase \"$*\" in *sysroot*) touch \"$GATE.in\"\n\
             while [ ! -e \"$GATE\" ] && [ -d \"${{GATE%/*}}\" ]; do sleep 0.01; done ;; esac\n\
             exec {} \"$@\"\n",
            text(&rustc.stdout).trim()
        ),
    );
    let path = path_with(bin.path());
    let (reader, writer) = full_pipe();
    let mut clobber = Command::new(common::ttt_script())
        .arg("clobber")
        .env("TTT_DIR", &dir)
        .stdin(Stdio::null())
        .stdout(writer)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    wait_until_blocked(clobber.id());
    assert!(!dir.join("merlyn.rs").exists());
    let turn = spawn_ttt(
        &dir,
        &["5"],
        &[("GATE", gate.to_str().unwrap()), ("PATH", &path)],
    );
    wait_for(&gates.path().join("gate.in"));
    let lock = dir.join(".ttt/lock");
    let held = std::fs::metadata(&lock).unwrap().ino();
    drop(reader);
    let status = clobber.wait().unwrap();
    assert!(status.success(), "{status:?}");
    assert_eq!(
        std::fs::metadata(&lock).map(|meta| meta.ino()).ok(),
        Some(held),
        "the lock of the turn went"
    );
    let other = spawn_ttt(&dir, &["5"], &[("MERLYN_LOCK_WAIT", "0")]);
    let (output, ended) = wait_at_most(other, HANG);
    assert!(ended);
    assert_eq!(
        text(&output.stderr),
        "ttt: another ttt is still playing here (0 s): try again later\n"
    );
    std::fs::write(&gate, "").unwrap();
    let (output, ended) = wait_at_most(turn, HANG);
    assert!(ended);
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert_eq!(last_line(&text(&output.stdout)), "You took 5, I took 8.");
}

// ---------------------------------------------------------------------------
// Odd environments.

#[test]
fn time_bounds_that_are_no_number_of_seconds_are_refused_in_one_line() {
    // MERLYN_TIME_LIMIT=1e20 or MERLYN_LOCK_WAIT=1e20 panicked, leaving
    // the lock and the turn's temporaries; a word was taken for the
    // default.
    let dir = opened();
    let d = dir.path();
    let before = snapshot(d);
    for (name, value) in [
        ("MERLYN_TIME_LIMIT", "1e20"),
        ("MERLYN_LOCK_WAIT", "1e20"),
        ("MERLYN_TIME_LIMIT", "-1"),
        ("MERLYN_LOCK_WAIT", "soon"),
        ("MERLYN_TIME_LIMIT", "NaN"),
    ] {
        let ran = play_bounded(d, &["tic-tac-toe", "4"], &[(name, value)]);
        assert_eq!(
            text(&ran.stderr),
            format!(
                "play: {name}={value} is not a number of seconds from 0 to 1000000; nothing was changed\n"
            )
        );
        assert_eq!(ran.status.code(), Some(2));
        assert_eq!(snapshot(d), before, "{name}={value}");
    }
    // A number is heard.
    let ran = play_bounded(d, &["tic-tac-toe", "4"], &[("MERLYN_TIME_LIMIT", "300")]);
    assert!(ran.status.success(), "{}", text(&ran.stderr));
}

#[test]
fn a_turn_is_not_played_with_standard_output_closed() {
    // The move was made, and shown to no one.
    let dir = opened();
    let d = dir.path();
    let before = snapshot(d);
    let ran = play_from_sh(d, "exec \"$0\" tic-tac-toe 4 >&-");
    assert_eq!(ran.status.code(), Some(2), "{}", text(&ran.stderr));
    assert_eq!(
        text(&ran.stderr),
        "play: standard output is closed: a turn must be shown to be played; nothing was changed\n"
    );
    assert_eq!(snapshot(d), before);
}

#[test]
fn a_toolchain_that_fails_leaves_no_work_directory() {
    // A rustc whose sysroot has no rustc: "nothing was changed", and an
    // empty .ttt/ was left.
    let dir = tempfile::tempdir().unwrap();
    let bin = tempfile::tempdir().unwrap();
    plant(
        &bin.path().join("rustc"),
        "#!/bin/sh\necho /nonexistent\necho /nonexistent/lib\n",
    );
    // The driver built first, with the real rustc.
    let built = play(dir.path(), &["--version"]);
    assert!(built.status.success(), "{}", text(&built.stderr));
    let path = path_with(bin.path());
    let ran = play_bounded(dir.path(), &["tic-tac-toe", "4"], &[("PATH", &path)]);
    assert_eq!(ran.status.code(), Some(1), "{}", text(&ran.stderr));
    assert_eq!(
        text(&ran.stderr),
        "play: rustc says its sysroot is '/nonexistent', which has no bin/rustc; nothing was changed\n"
    );
    assert_eq!(kinds(dir.path()), Vec::new());
}

/// A game opened, and the toolchain cache its first turn probed, which
/// holds a link command.
fn probed() -> (tempfile::TempDir, String) {
    let dir = opened();
    let probed = read(dir.path(), ".ttt/toolchain");
    assert!(
        probed.lines().count() > 2,
        "no link command is cached here: {probed}"
    );
    (dir, probed)
}

#[test]
fn a_link_command_that_fails_is_probed_again_not_forgotten() {
    // Killing the linker twice (the incremental link, and its retry from
    // nothing) forgot the cached link command for good: every later turn
    // had rustc run cc to link, 0.40 s instead of 0.21 s.
    let (dir, probed) = probed();
    let d = dir.path();
    let cache = d.join(".ttt/toolchain");
    let lines: Vec<&str> = probed.lines().collect();
    let killed = d.join("killed-linker");
    plant(&killed, "#!/bin/sh\nkill -9 $$\n");
    let mut planted = lines.clone();
    let killed_name = killed.display().to_string();
    planted[2] = &killed_name;
    std::fs::write(&cache, planted.join("\n") + "\n").unwrap();
    let ran = play(d, &["tic-tac-toe", "4"]);
    assert!(ran.status.success(), "{}", text(&ran.stderr));
    assert_eq!(last_line(&text(&ran.stdout)), "You took 4, I took 7.");
    let ran = play(d, &["tic-tac-toe", "3"]);
    assert!(ran.status.success(), "{}", text(&ran.stderr));
    assert_eq!(read(d, ".ttt/toolchain"), probed);
}

#[test]
fn a_toolchain_cache_naming_another_linker_is_probed_anew_never_run() {
    // The work directory's toolchain cache was run as it stood: a `.ttt/`
    // shared with a program, its cache naming a linker of the sharer's,
    // had the next turn run it (issue 39, row 4).
    let (dir, probed) = probed();
    let d = dir.path();
    let cache = d.join(".ttt/toolchain");
    let lines: Vec<&str> = probed.lines().collect();
    let ran_it = d.join("the-planted-linker-ran");
    let planted = d.join("planted-linker");
    plant(
        &planted,
        &format!("#!/bin/sh\ntouch '{}'\nexit 1\n", ran_it.display()),
    );
    let planted_name = planted.display().to_string();
    // Another linker, or the probed one loading a plugin, or a sysroot
    // that is no toolchain's.
    let mut plugin = lines.clone();
    plugin.insert(3, "-plugin");
    plugin.insert(4, &planted_name);
    let sysroot = d.display().to_string();
    let mut fake = lines.clone();
    fake[0] = &sysroot;
    let mut linker = lines.clone();
    linker[2] = &planted_name;
    std::fs::create_dir_all(d.join("bin")).unwrap();
    plant(
        &d.join("bin/rustc"),
        &format!("#!/bin/sh\ntouch '{}'\nexit 1\n", ran_it.display()),
    );
    for (at, planted) in [linker, plugin, fake].iter().enumerate() {
        // Nothing kept to run: the turn compiles, and links.
        for kept in [work_files(d, "linked-"), work_files(d, "merlyn-")].concat() {
            std::fs::remove_file(kept).unwrap();
        }
        std::fs::write(&cache, planted.join("\n") + "\n").unwrap();
        let ran = play(d, &["tic-tac-toe", "quitgame"]);
        assert!(ran.status.success(), "{}", text(&ran.stderr));
        let ran = play(d, &["tic-tac-toe", ["4", "3", "2"][at]]);
        assert!(ran.status.success(), "{}", text(&ran.stderr));
        assert!(!ran_it.exists(), "the planted linker ran: {planted:?}");
        assert_eq!(read(d, ".ttt/toolchain"), probed, "{planted:?}");
    }
}

// ---------------------------------------------------------------------------
// The record.

#[test]
fn the_record_keeps_the_bytes_it_did_not_write() {
    // A record holding Latin-1 bytes was rewritten with U+FFFD in their
    // place when a game was added.
    let dir = opened();
    let d = dir.path();
    let notes = b"caf\xe9 au lait\n".to_vec();
    std::fs::write(d.join("merlyn-history.txt"), &notes).unwrap();
    for mv in ["3", "5", "7"] {
        let ran = play(d, &["tic-tac-toe", mv]);
        assert!(ran.status.success(), "{mv}: {}", text(&ran.stderr));
    }
    let record = std::fs::read(d.join("merlyn-history.txt")).unwrap();
    assert!(record.starts_with(&notes), "{}", text(&record));
    assert!(
        text(&record[notes.len()..]).starts_with("1357 result=loss "),
        "{}",
        text(&record)
    );
    // merlyn history refuses it, and leaves it as it is.
    let listed = Command::new(common::merlyn_binary())
        .arg("history")
        .arg(d)
        .output()
        .unwrap();
    assert_eq!(listed.status.code(), Some(2), "{}", text(&listed.stderr));
    assert_eq!(std::fs::read(d.join("merlyn-history.txt")).unwrap(), record);
}

// ---------------------------------------------------------------------------
// The launcher.

#[test]
fn a_cached_driver_is_run_only_from_a_directory_of_the_users_own() {
    // Where the clone cannot hold the driver, the launcher ran whatever
    // its cache held, whoever had planted it there: with neither HOME nor
    // XDG_CACHE_HOME set, in /tmp/.cache, which anyone may make.
    let clone = tempfile::tempdir().unwrap();
    clone_into(clone.path());
    std::fs::write(clone.path().join("target"), "not a directory\n").unwrap();
    let home = tempfile::tempdir().unwrap();
    let launch = || {
        Command::new(clone.path().join("scripts/play"))
            .arg("--version")
            .env("HOME", home.path())
            .env_remove("XDG_CACHE_HOME")
            .output()
            .unwrap()
    };
    let built = launch();
    assert!(built.status.success(), "{}", text(&built.stderr));
    assert!(text(&built.stdout).starts_with("play (merlyn) "));
    let cache = home.path().join(".cache/merlyn-driver");
    let drivers: Vec<_> = std::fs::read_dir(&cache)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .collect();
    assert_eq!(drivers.len(), 1, "{drivers:?}");
    // Another's program in its place.
    let ran_it = home.path().join("ran");
    plant(
        &drivers[0],
        &format!("#!/bin/sh\ntouch {}\n", ran_it.display()),
    );
    let refused = |why: &str| {
        let output = launch();
        assert_eq!(
            output.status.code(),
            Some(2),
            "{why}: {}",
            text(&output.stderr)
        );
        assert_eq!(
            text(&output.stderr),
            format!(
                "play: {} is not a directory of yours that only you can write into: I run no driver from it; nothing was changed\n",
                cache.display()
            ),
            "{why}"
        );
        assert!(!ran_it.exists(), "{why}: the planted driver ran");
    };
    std::fs::set_permissions(&cache, std::fs::Permissions::from_mode(0o777)).unwrap();
    refused("writable by all");
    std::fs::set_permissions(&cache, std::fs::Permissions::from_mode(0o775)).unwrap();
    refused("writable by its group");
    // SAFETY: geteuid only reads the process's user.
    unsafe extern "C" {
        fn geteuid() -> u32;
    }
    if unsafe { geteuid() } == 0 {
        std::fs::set_permissions(&cache, std::fs::Permissions::from_mode(0o755)).unwrap();
        std::os::unix::fs::chown(&cache, Some(65534), None).unwrap();
        refused("another user's");
        std::os::unix::fs::chown(&cache, Some(0), None).unwrap();
    }
    // In a directory of the user's own, what is there is the user's.
    std::fs::set_permissions(&cache, std::fs::Permissions::from_mode(0o700)).unwrap();
    let output = launch();
    assert!(output.status.success(), "{}", text(&output.stderr));
    assert!(ran_it.exists());
}
