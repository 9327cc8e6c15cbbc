//! What a turn costs, held where it stands, so that a later change cannot
//! make every turn dearer unseen. A turn compiles only the state of its
//! generation, a crate of one static (the game's code is built once, and
//! kept for every directory: `src/driver/parts.rs`): so a turn's compile
//! is held to the state alone, by a count of what `rustc` is given, and
//! the state to a bound per game; and the generation's whole text, which
//! the first turn of a game builds (and which the lessons run), to a
//! bound per game too. A change that outgrows one says so here, where its
//! bound can be raised knowingly, with the cost measured
//! (`cargo bench --bench turn`, docs/speed.md).

mod common;

use common::Test;
use merlyn::game::Game;
use merlyn::games::{Kind, Task};
use merlyn::generation::Block;
use merlyn::player::Random;
use merlyn::train::play_out;
use std::os::unix::fs::PermissionsExt;
use std::path::Path;

/// Each game's bounds: its generation's whole text, in bytes, and its
/// state block, the crate every turn compiles, in lines and in bytes (at
/// the end of a game, when it holds the most). Set about a tenth above
/// the text and half above the state as they stood when the turn was
/// made cheap (tic-tac-toe's state, 171 bytes, more); Reversi's raised
/// for the lessons that study a game and the steps its state keeps (its
/// text 146,621 bytes, its state 39 lines); Con-Tac-Tix's, Gomoku's and
/// Connect Four's texts raised for the same, the lessons that learn from
/// every game and study it, and the steps their states keep (216,773,
/// 187,079 and 161,314 bytes; their states within their bounds); Gomoku's
/// again for what its lessons keep from move to move, which makes a lesson
/// three times cheaper (208,375 bytes); Reversi's and Con-Tac-Tix's again
/// for the level a player may ask a game to be played at (160,983 and
/// 238,689 bytes); Con-Tac-Tix's once more for the playouts its strongest
/// level weighs its moves by on a small board (265,210 bytes).
fn bounds(kind: Kind) -> (usize, usize, usize) {
    match kind {
        Kind::TicTacToe => (64_000, 10, 400),
        Kind::Reversi => (170_000, 42, 2_800),
        Kind::ConTacTix => (290_000, 40, 2_200),
        Kind::Gomoku => (230_000, 64, 3_000),
        Kind::ConnectFour => (180_000, 40, 2_100),
    }
}

/// The state block's lines, as the crate a turn compiles holds them.
fn state_bytes(source: &str) -> (usize, usize) {
    let block = Block::find(source).expect("a state block");
    let lines = block.lines.len();
    (lines, block.lines.iter().map(|line| line.len() + 12).sum())
}

#[derive(Clone, Copy)]
struct WithinBounds;

impl Task for WithinBounds {
    type Output = ();
    fn run<G: Game>(self) {
        let kind = Kind::named(G::NAME).unwrap();
        let (text, lines, bytes) = bounds(kind);
        assert!(
            G::ZERO.len() <= text,
            "{}: generation zero is {} bytes, over its bound of {text}: every \
             first turn of the game builds it",
            G::NAME,
            G::ZERO.len()
        );
        let mut most = state_bytes(G::ZERO);
        for seed in 1..=4 {
            let zero = G::new_game(G::zero_strategy());
            let (_, last) = play_out::<G>(zero, &mut Random::new(seed), seed % 2 == 0).unwrap();
            let (l, b) = state_bytes(&G::source(&last.state));
            most = (most.0.max(l), most.1.max(b));
        }
        assert!(
            most.0 <= lines && most.1 <= bytes,
            "{}: a state of {} lines and {} bytes, over its bounds of {lines} and \
             {bytes}: every turn compiles it",
            G::NAME,
            most.0,
            most.1
        );
    }
}

#[test]
fn every_generation_and_its_state_stay_within_their_bounds() {
    for kind in Kind::ALL {
        kind.run(WithinBounds);
    }
}

/// A legal move of the game in progress in `file`.
struct AMove<'a>(&'a Path);

impl Task for AMove<'_> {
    type Output = String;
    fn run<G: Game>(self) -> String {
        let state = merlyn::generation::read_state::<G>(self.0).expect("a generation");
        G::moves(&G::position(&state))[0].to_string()
    }
}

/// A toolchain whose rustc writes down what it is given (each `.rs` file
/// and its size, a line each, in `log`), then runs the real one: its
/// sysroot is a directory of its own, holding that rustc and a link to
/// the real sysroot's libraries, so that the driver, which runs the
/// toolchain of the rustc on PATH, runs it. Gives it and that PATH.
fn logging_rustc(log: &Path) -> (tempfile::TempDir, String) {
    let real = String::from_utf8(
        std::process::Command::new("rustc")
            .args(["--print", "sysroot"])
            .output()
            .unwrap()
            .stdout,
    )
    .unwrap();
    let real = real.trim();
    let fake = tempfile::tempdir().unwrap();
    let root = fake.path().canonicalize().unwrap();
    std::fs::create_dir(root.join("bin")).unwrap();
    std::os::unix::fs::symlink(Path::new(real).join("lib"), root.join("lib")).unwrap();
    let script = format!(
        "#!/bin/sh\n\
         case \"$*\" in *--print*) {real}/bin/rustc \"$@\" | sed 's|^{real}|{root}|'; exit ;; esac\n\
         for arg; do case $arg in *.rs) echo \"$arg $(wc -c < \"$arg\")\" >>'{log}' ;; esac; done\n\
         exec {real}/bin/rustc \"$@\"\n",
        root = root.display(),
        log = log.display()
    );
    common::driver::plant(&root.join("bin/rustc"), &script);
    let path = common::driver::path_with(&root.join("bin"));
    (fake, path)
}

/// What rustc was given in a game's work directory since the log was
/// last read, emptying it: each file's name there, and its size. (The
/// launcher's build of the driver, when its sources changed, is not a
/// turn's.)
fn given(log: &Path) -> Vec<(String, usize)> {
    let text = std::fs::read_to_string(log).unwrap_or_default();
    let _ = std::fs::remove_file(log);
    text.lines()
        .filter(|line| line.starts_with(".ttt/") || line.starts_with(".play-"))
        .map(|line| {
            let (file, size) = line.rsplit_once(' ').unwrap();
            let name = file.rsplit('/').next().unwrap().to_string();
            (name, size.parse().unwrap())
        })
        .collect()
}

#[test]
fn a_turn_compiles_its_state_alone_and_the_games_code_once_for_every_directory() {
    let log_dir = tempfile::tempdir().unwrap();
    let log = log_dir.path().join("rustc.log");
    let (_fake, path) = logging_rustc(&log);
    // The driver keeps what every directory shares beside itself, in the
    // clone's target/driver, where only its owner may write.
    let drivers = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/driver");
    let _ = Test::play().args(["--version"]).run();
    let mode = std::fs::metadata(&drivers).unwrap().permissions().mode();
    let shared = mode & 0o022 == 0;
    let mut made = Vec::new();
    for kind in Kind::ALL {
        let name = kind.name();
        let (work, next) = match kind {
            Kind::TicTacToe => (".ttt".to_string(), "nextmove.rs".to_string()),
            _ => (format!(".play-{name}"), format!("{name}-next.rs")),
        };
        // The first turn of a game: the toolchain's probe (the first game's
        // alone: the driver keeps what it found for every directory), the
        // game's code, and its state.
        let ran = Test::play().env("PATH", &path).args([name]).run();
        let mut first: Vec<String> = given(&log).into_iter().map(|(file, _)| file).collect();
        if kind == Kind::ALL[0] || !shared {
            let probe = first
                .first()
                .is_some_and(|file| file.ends_with(".probe.rs"));
            assert!(probe, "{name}: {first:?}");
            first.remove(0);
        }
        assert_eq!(first, ["program.rs", "state.rs"], "{name}");
        let objects = std::fs::read_dir(ran.path().join(&work))
            .unwrap()
            .map(|entry| entry.unwrap())
            .filter(|entry| entry.file_name().to_string_lossy().starts_with("fixed-"))
            .map(|entry| (entry.path(), entry.metadata().unwrap().modified().unwrap()))
            .collect::<Vec<_>>();
        assert_eq!(objects.len(), 1, "{name}: the game's code is kept once");
        // The first turn of the game in another directory copies the
        // code's object and the toolchain the driver kept beside itself:
        // it compiles the state alone.
        // (Where others may write into the driver's directory, nothing is
        // kept there: the first turn in every directory builds its own.)
        let other = Test::play().env("PATH", &path).args([name]).run();
        let second: Vec<String> = given(&log).into_iter().map(|(file, _)| file).collect();
        match shared {
            true => assert_eq!(second, ["state.rs"], "{name}"),
            false => assert_eq!(second[1..], ["program.rs", "state.rs"], "{name}"),
        }
        let copied = std::fs::read(
            other
                .path()
                .join(&work)
                .join(objects[0].0.file_name().unwrap()),
        );
        assert_eq!(
            copied.ok(),
            std::fs::read(&objects[0].0).ok(),
            "{name}: the same object"
        );
        // The turns after it: the state alone, within its bound.
        let (_, _, bound) = bounds(kind);
        let mut ran = ran;
        for _ in 0..2 {
            let mv = kind.run(AMove(&ran.path().join(&next)));
            ran = ran.then().env("PATH", &path).args([name, &mv]).run();
            let turn = given(&log);
            assert_eq!(turn.len(), 1, "{name}: {turn:?}");
            assert_eq!(turn[0].0, "state.rs", "{name}");
            assert!(turn[0].1 <= bound + 100, "{name}: {turn:?}");
        }
        let (object, modified) = &objects[0];
        assert_eq!(
            std::fs::metadata(object).unwrap().modified().unwrap(),
            *modified,
            "{name}: the game's code was built again"
        );
        let made_of = objects[0]
            .0
            .file_name()
            .unwrap()
            .to_string_lossy()
            .into_owned();
        made.push(format!("-fixed-{name}-{}", &made_of["fixed-".len()..]));
    }
    // What was kept for the logging toolchain goes with it.
    let root = _fake.path().canonicalize().unwrap().display().to_string();
    for entry in std::fs::read_dir(&drivers).unwrap().flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let text = std::fs::read_to_string(entry.path()).unwrap_or_default();
        if made.iter().any(|m| name.ends_with(m.as_str())) || text.starts_with(&root) {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}
