//! A small fluent builder for integration tests: it owns a temporary
//! directory, runs one real command in it (the `merlyn` binary or the
//! `scripts/ttt` driver), and checks exact stdout, stderr and exit status.

#![allow(dead_code)]

pub mod driver;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// The repository's root.
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The path of the `merlyn` binary cargo built for these tests.
pub fn merlyn_binary() -> PathBuf {
    PathBuf::from(env!("CARGO_BIN_EXE_merlyn"))
}

/// The path of the real driver script, as `ttt`.
pub fn ttt_script() -> PathBuf {
    root().join("scripts/ttt")
}

/// The path of the real driver script, as `play`.
pub fn play_script() -> PathBuf {
    root().join("scripts/play")
}

/// Which program a test runs.
#[derive(Clone, Copy, Debug)]
enum Program {
    Merlyn,
    Ttt,
    Play,
}

/// One command run in a temporary directory, with its expectations.
pub struct Test {
    dir: tempfile::TempDir,
    program: Program,
    args: Vec<String>,
    env: Vec<(String, String)>,
    stdin: Option<String>,
    stdout: Option<String>,
    stderr: Option<String>,
    status: i32,
}

impl Test {
    /// A test of the `merlyn` binary, in a new empty directory.
    pub fn merlyn() -> Test {
        Test::with(Program::Merlyn)
    }

    /// A test of `scripts/ttt`, in a new empty directory.
    pub fn ttt() -> Test {
        Test::with(Program::Ttt)
    }

    /// A test of `scripts/play`, in a new empty directory.
    pub fn play() -> Test {
        Test::with(Program::Play)
    }

    fn with(program: Program) -> Test {
        Test {
            dir: tempfile::tempdir().expect("a temporary directory"),
            program,
            args: Vec::new(),
            env: Vec::new(),
            stdin: None,
            stdout: None,
            stderr: None,
            status: 0,
        }
    }

    /// The temporary directory the command runs in.
    pub fn path(&self) -> &Path {
        self.dir.path()
    }

    /// Adds arguments.
    pub fn args<I, S>(mut self, args: I) -> Test
    where
        I: IntoIterator<Item = S>,
        S: Into<String>,
    {
        self.args.extend(args.into_iter().map(Into::into));
        self
    }

    /// Sets an environment variable for the command.
    pub fn env(mut self, key: &str, value: &str) -> Test {
        self.env.push((key.into(), value.into()));
        self
    }

    /// Writes a file into the directory before the run.
    pub fn write(self, name: &str, contents: &str) -> Test {
        let path = self.dir.path().join(name);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).expect("a parent directory");
        }
        std::fs::write(path, contents).expect("a file written");
        self
    }

    /// Feeds standard input.
    pub fn stdin(mut self, stdin: &str) -> Test {
        self.stdin = Some(stdin.into());
        self
    }

    /// Expects exactly this standard output.
    pub fn stdout(mut self, stdout: &str) -> Test {
        self.stdout = Some(stdout.into());
        self
    }

    /// Expects exactly this standard error.
    pub fn stderr(mut self, stderr: &str) -> Test {
        self.stderr = Some(stderr.into());
        self
    }

    /// Expects this exit status (0 unless said otherwise).
    pub fn status(mut self, status: i32) -> Test {
        self.status = status;
        self
    }

    /// The command as it will run.
    pub fn command(&self) -> Command {
        let mut command = match self.program {
            Program::Merlyn => Command::new(merlyn_binary()),
            Program::Ttt => Command::new(ttt_script()),
            Program::Play => Command::new(play_script()),
        };
        command
            .args(&self.args)
            .current_dir(self.dir.path())
            .env_remove("TTT_DIR")
            .env_remove("PLAY_DIR");
        // Colour only when a test asks for it.
        for key in ["NO_COLOR", "CLICOLOR", "CLICOLOR_FORCE", "MERLYN_COLOR"] {
            command.env_remove(key);
        }
        for (key, value) in &self.env {
            command.env(key, value);
        }
        command
    }

    /// Runs the command, checks every expectation, and gives back the test
    /// (its directory kept) with what the command printed.
    pub fn run(self) -> Ran {
        let mut command = self.command();
        command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let mut child = command.spawn().expect("the command starts");
        {
            use std::io::Write;
            let mut stdin = child.stdin.take().expect("a stdin pipe");
            // A command may exit before it reads its input (a refused
            // argument): its closed pipe is not the test's failure.
            if let Some(input) = &self.stdin {
                let _ = stdin.write_all(input.as_bytes());
            }
        }
        let output = child.wait_with_output().expect("the command ends");
        let ran = Ran {
            stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
            output,
            test: self,
        };
        ran.check();
        ran
    }
}

/// Checks that every line the driver says in its own name (`ttt: ...`,
/// `play: ...`) fits in 80 columns: every test that runs the driver sweeps
/// the messages it meets for their width.
pub fn assert_driver_lines_fit(stderr: &str, args: &[String]) {
    for line in stderr.lines() {
        if line.starts_with("ttt: ") || line.starts_with("play: ") {
            assert!(
                line.chars().count() <= 80,
                "a line of {} columns, from {args:?}:\n{line}",
                line.chars().count()
            );
        }
    }
}

/// A test after its run: what the command printed, and its directory.
pub struct Ran {
    pub test: Test,
    pub output: Output,
    pub stdout: String,
    pub stderr: String,
}

impl Ran {
    fn check(&self) {
        let code = self.output.status.code();
        assert_eq!(
            code,
            Some(self.test.status),
            "exit status of {:?} {:?}\nstdout:\n{}\nstderr:\n{}",
            self.test.program,
            self.test.args,
            self.stdout,
            self.stderr
        );
        if !matches!(self.test.program, Program::Merlyn)
            || self.test.args.first().is_some_and(|a| a == "play")
        {
            assert_driver_lines_fit(&self.stderr, &self.test.args);
        }
        if let Some(stdout) = &self.test.stdout {
            assert_eq!(&self.stdout, stdout, "stdout of {:?}", self.test.args);
        }
        if let Some(stderr) = &self.test.stderr {
            assert_eq!(&self.stderr, stderr, "stderr of {:?}", self.test.args);
        }
    }

    /// The temporary directory the command ran in.
    pub fn path(&self) -> &Path {
        self.test.path()
    }

    /// The arguments the command ran with.
    pub fn test_args(&self) -> Vec<String> {
        self.test.args.clone()
    }

    /// Reads a file of the directory.
    pub fn read(&self, name: &str) -> String {
        std::fs::read_to_string(self.path().join(name))
            .unwrap_or_else(|error| panic!("cannot read {name}: {error}"))
    }

    /// Runs another command of the same program in the same directory,
    /// with fresh expectations.
    pub fn then(self) -> Test {
        let mut test = self.test;
        test.args.clear();
        test.env.clear();
        test.stdin = None;
        test.stdout = None;
        test.stderr = None;
        test.status = 0;
        test
    }
}

/// Compiles generations with the real `rustc`, each source and set of
/// flags once per test binary: tests that need the same generation share
/// its binary. Fails the test when rustc fails or warns.
pub fn compiled(source: &str, flags: &[&str]) -> PathBuf {
    use std::collections::HashMap;
    use std::sync::{Mutex, OnceLock};
    static BUILT: OnceLock<(tempfile::TempDir, Mutex<HashMap<String, PathBuf>>)> = OnceLock::new();
    let (dir, built) = BUILT.get_or_init(|| {
        (
            tempfile::tempdir().expect("a directory for binaries"),
            Mutex::new(HashMap::new()),
        )
    });
    let key = format!("{flags:?}\n{source}");
    if let Some(binary) = built.lock().expect("the cache").get(&key) {
        return binary.clone();
    }
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let file = dir.path().join(format!("gen{n}.rs"));
    let binary = dir.path().join(format!("gen{n}"));
    std::fs::write(&file, source).expect("the source written");
    let output = Command::new("rustc")
        .args(flags)
        .arg(&file)
        .arg("-o")
        .arg(&binary)
        .output()
        .expect("rustc runs");
    assert!(
        output.status.success(),
        "rustc failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&output.stderr), "", "rustc warned");
    built.lock().expect("the cache").insert(key, binary.clone());
    binary
}

/// Every file (with its bytes) and directory (None) under `dir`, but
/// rustc's incremental cache, the linker's last link (`linked-KEY`) and
/// the object of the game's code (`fixed-KEY.o`), which any compile may
/// make or change.
pub fn snapshot(dir: &Path) -> BTreeMap<PathBuf, Option<Vec<u8>>> {
    fn walk(root: &Path, dir: &Path, into: &mut BTreeMap<PathBuf, Option<Vec<u8>>>) {
        for entry in std::fs::read_dir(dir).expect("a readable directory") {
            let path = entry.expect("an entry").path();
            let name = path.strip_prefix(root).expect("under root").to_path_buf();
            let file = path.file_name().unwrap_or_default().to_string_lossy();
            if file == "incremental" || file.starts_with("linked-") || file.starts_with("fixed-") {
                continue;
            }
            if path.is_dir() {
                into.insert(name, None);
                walk(root, &path, into);
            } else {
                into.insert(name, Some(std::fs::read(&path).expect("a readable file")));
            }
        }
    }
    let mut into = BTreeMap::new();
    walk(dir, dir, &mut into);
    into
}

/// The names in a snapshot, for readable assertion messages.
pub fn names(snapshot: &BTreeMap<PathBuf, Option<Vec<u8>>>) -> Vec<String> {
    snapshot.keys().map(|p| p.display().to_string()).collect()
}

/// Waits until no process of the group `pgid` is running any more: the
/// children a killed driver left behind (a rustc, a `mv`) have finished.
/// Fails after `driver::HANG`, as a hang.
pub fn wait_for_group(pgid: u32) {
    let running = || {
        std::fs::read_dir("/proc")
            .expect("/proc")
            .flatten()
            .any(|entry| {
                let stat = std::fs::read_to_string(entry.path().join("stat")).unwrap_or_default();
                // pid (comm) state ppid pgrp ...
                let fields: Vec<&str> = stat
                    .rsplit(')')
                    .next()
                    .unwrap_or("")
                    .split_whitespace()
                    .collect();
                fields.len() > 2 && fields[2] == pgid.to_string() && !matches!(fields[0], "Z" | "X")
            })
    };
    let started = std::time::Instant::now();
    while running() {
        assert!(
            started.elapsed() < driver::HANG,
            "the processes of group {pgid} never ended"
        );
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
}

/// The state block of a generation's source, as it stands there: from
/// `pub static STATE` to the `];` that ends it, each line ended by a newline.
pub fn state_block(source: &str) -> String {
    let (open, close) = (
        format!("{}\n", merlyn::generation::OPEN),
        format!("\n{}\n", merlyn::generation::CLOSE),
    );
    let start = source.find(&open).expect("a state block");
    let end = start + source[start..].find(&close).expect("its end") + close.len();
    source[start..end].to_string()
}

/// A record of `games` random games of a game against its generation
/// zero, as the driver writes one: after each loss, the strategy learned
/// and a lesson as long as a program says one, which the next game is
/// played under.
pub struct Record {
    pub games: usize,
}

impl merlyn::games::Task for Record {
    type Output = String;

    fn run<G: merlyn::game::Game>(self) -> String {
        use merlyn::game::Status;
        let mut random = merlyn::player::Random::new(7);
        let mut strategy = G::zero_strategy();
        let mut record = String::new();
        for game in 0..self.games {
            let (line, last) =
                merlyn::train::play_out::<G>(G::new_game(strategy), &mut random, game % 2 == 1)
                    .unwrap();
            let mut result = match G::status(&last.state) {
                Status::Won => "win",
                Status::Lost => "loss",
                _ => "draw",
            };
            // Every third game a lesson, as if lost: a digit of the
            // strategy changed (the record is read, not replayed).
            let mut learned = G::strategy(&last.state);
            if game % 3 == 2 {
                result = "loss";
                let text = strategy.to_string();
                let at = text.find(|c: char| c.is_ascii_digit()).unwrap();
                learned = (b'0'..=b'9')
                    .filter_map(|digit| {
                        let mut changed = text.clone().into_bytes();
                        changed[at] = digit;
                        let changed = String::from_utf8(changed).unwrap();
                        (changed != text).then(|| changed.parse().ok()).flatten()
                    })
                    .next()
                    .unwrap();
            }
            record.push_str(&format!("{line} result={result} strategy={strategy}"));
            if result == "loss" {
                record.push_str(&format!(
                    " learned={learned} lesson=I learned: I look 2 moves ahead, not 1; my \
                     weights moved: c3 6 to 5, d3 4 to 5, e3 4 to 5, f3 6 to 5, c6 6 to 7, \
                     d6 4 to 3, e6 4 to 3, f6 6 to 7."
                ));
                strategy = learned;
            }
            record.push('\n');
        }
        record
    }
}
