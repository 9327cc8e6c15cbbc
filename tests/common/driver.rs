//! What the tests of the driver share: running `play` and `ttt` in a
//! directory, in a process group of their own, a fake `rustc`, and a copy
//! of the clone.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use super::{Ran, ttt_script};

/// How long a command may take before a test calls it a hang: far longer
/// than any turn, even on a loaded machine. (No test times a command: a
/// hang is a command that never ends.)
pub const HANG: Duration = Duration::from_secs(120);

/// Runs `play ARGS` in `dir`, to the end, with PLAY_DIR.
pub fn play(dir: &Path, args: &[&str]) -> std::process::Output {
    Command::new(super::play_script())
        .args(args)
        .env("PLAY_DIR", dir)
        .stdin(Stdio::null())
        .output()
        .unwrap()
}

pub fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Spawns `ttt ARGS` in `dir` in a process group of its own, with `env`.
pub fn spawn_ttt(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> std::process::Child {
    spawn_in(&ttt_script(), "TTT_DIR", dir, args, env)
}

/// Spawns `play ARGS` in `dir` in a process group of its own, with `env`.
pub fn spawn_play(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> std::process::Child {
    spawn_in(&super::play_script(), "PLAY_DIR", dir, args, env)
}

/// Spawns the launcher `script` in `dir` (named by `var`) in a process
/// group of its own, with `env`.
fn spawn_in(
    script: &Path,
    var: &str,
    dir: &Path,
    args: &[&str],
    env: &[(&str, &str)],
) -> std::process::Child {
    use std::os::unix::process::CommandExt;
    let mut command = Command::new(script);
    command
        .args(args)
        .env(var, dir)
        .process_group(0)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (key, value) in env {
        command.env(key, value);
    }
    command.spawn().unwrap()
}

/// Waits until the file `path` exists: a process the test started has
/// reached a point. Fails after a minute, as a hang.
pub fn wait_for(path: &Path) {
    let started = Instant::now();
    while !path.exists() {
        assert!(started.elapsed() < HANG, "{} never came", path.display());
        std::thread::sleep(Duration::from_millis(10));
    }
}

/// Copies the directory `from`, with all it holds, to `to`.
pub fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let target = to.join(entry.file_name());
        if entry.file_type().unwrap().is_dir() {
            copy_dir(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
}

/// A game of tic-tac-toe opened with `play tic-tac-toe 1` (answered with
/// 8), in a directory of its own: a copy of one played once for all the
/// tests of a binary, its toolchain found, its binaries built.
pub fn opened() -> tempfile::TempDir {
    use std::sync::OnceLock;
    static ONCE: OnceLock<tempfile::TempDir> = OnceLock::new();
    let first = ONCE.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        let ran = play(dir.path(), &["tic-tac-toe", "1"]);
        assert!(ran.status.success(), "{}", text(&ran.stderr));
        dir
    });
    let dir = tempfile::tempdir().unwrap();
    copy_dir(first.path(), dir.path());
    dir
}

/// Waits `limit` at most for `child`; kills it if it is still running
/// then, and gives its output and whether it ended by itself.
pub fn wait_at_most(
    mut child: std::process::Child,
    limit: Duration,
) -> (std::process::Output, bool) {
    let started = Instant::now();
    let mut ended = true;
    while child.try_wait().unwrap().is_none() {
        if started.elapsed() > limit {
            ended = false;
            let _ = child.kill();
            break;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    (child.wait_with_output().unwrap(), ended)
}

/// Writes the executable `path`, a script.
pub fn plant(path: &Path, script: &str) {
    use std::os::unix::fs::PermissionsExt;
    std::fs::write(path, script).unwrap();
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755)).unwrap();
}

/// PATH with the directory `first` before the rest: its commands are the
/// ones found.
pub fn path_with(first: &Path) -> String {
    format!(
        "{}:{}",
        first.display(),
        std::env::var("PATH").unwrap_or_default()
    )
}

/// A fake toolchain whose rustc is `script`, for the game in `dir`: the
/// cached toolchain of its .ttt/ names it, and its rustc comes first on
/// the PATH it gives (the driver runs a cached toolchain only if it is
/// that of the rustc on PATH). Gives the fake's directory and that PATH.
pub fn fake_rustc(dir: &Path, script: &str) -> (tempfile::TempDir, String) {
    let fake = tempfile::tempdir().unwrap();
    std::fs::create_dir(fake.path().join("bin")).unwrap();
    plant(&fake.path().join("bin/rustc"), script);
    std::fs::write(
        dir.join(".ttt/toolchain"),
        format!("{}\n\n", fake.path().display()),
    )
    .unwrap();
    let path = path_with(&fake.path().join("bin"));
    (fake, path)
}

/// The turn `4` of `game` with `path` as PATH (a fake toolchain's rustc
/// first on it): a turn that fails and shows nothing.
pub fn failing_turn(game: Ran, path: &str) -> Ran {
    game.then()
        .env("PATH", path)
        .args(["4"])
        .status(1)
        .stdout("")
        .run()
}

/// Whether the process `pid` is running (not gone, not a zombie).
pub fn running(pid: &str) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/stat"))
        .is_ok_and(|stat| !matches!(stat.rsplit(") ").next().and_then(|s| s.get(..1)), Some("Z")))
}

/// A copy of the clone's launcher, driver and templates in `root`, with
/// the registry of games and what each game's folder tells the driver.
pub fn clone_into(root: &Path) {
    let from = super::root();
    for dir in ["scripts", "src/driver", "templates"] {
        std::fs::create_dir_all(root.join(dir)).unwrap();
        for entry in std::fs::read_dir(from.join(dir)).unwrap() {
            let path = entry.unwrap().path();
            if path.is_file() && !path.is_symlink() {
                std::fs::copy(&path, root.join(dir).join(path.file_name().unwrap())).unwrap();
            }
        }
    }
    std::fs::copy(from.join("src/registry.rs"), root.join("src/registry.rs")).unwrap();
    for entry in std::fs::read_dir(from.join("src")).unwrap() {
        let told = entry.unwrap().path().join("driver.rs");
        if told.is_file() {
            let game = told.parent().unwrap().file_name().unwrap();
            std::fs::create_dir_all(root.join("src").join(game)).unwrap();
            std::fs::copy(&told, root.join("src").join(game).join("driver.rs")).unwrap();
        }
    }
}
