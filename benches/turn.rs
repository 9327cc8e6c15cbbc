//! What a move costs: plays whole games through the real driver and times
//! each turn against a plain `rustc hello.rs -o hello`, the two interleaved
//! in one run, so that the machine's noise falls on both.
//!
//!     cargo bench --bench turn [-- table [GAME...] [zero | trained]]
//!     cargo bench --bench turn -- [GAME] [TURNS] [PLAYER] [FILE] [level=N]
//!     cargo bench --bench turn -- fresh [RUNS]
//!
//! Without words (or with `table`), every game in one table (`table.rs`):
//! generation zero and a trained program, ordinary turns and turns that
//! learn, the first turn in a directory and in a fresh clone. With
//! `fresh`, the first turn in a fresh clone alone, RUNS times (3), and
//! the medians. Else one game in detail:
//!
//! With MERLYN_CLONE=DIR, it plays through the launcher of the clone in
//! DIR instead (another version of the driver and the templates).
//!
//! GAME is tic-tac-toe (played through `scripts/ttt`, the default), or
//! another game (through `scripts/play GAME`). The human plays random
//! moves, or the built-in PLAYER's (such as assignment), who may win: then
//! the turn that loses is the program's learning turn too. With a FILE, a
//! generation (`merlyn new --strategy ...`, a trained program, a board of
//! another size), every game starts from its program instead of generation
//! zero, and its game is the default. With `level=N`, every game is asked
//! to be played at level N (`play GAME --level N`, Reversi and
//! Con-Tac-Tix). Prints the
//! median turn, the median hello-world compile, their ratio, and the same
//! for each stage of a game (its first, middle and last third of turns);
//! the same again in processor time (user and system, of every process a
//! turn runs), which a machine shared with other work disturbs less than
//! the clock; the slowest turn, the cold first turn in an empty directory,
//! and the peak memory of a turn (measured by GNU time, in a separate pass,
//! where it is installed).

mod common;
#[path = "turn/table.rs"]
mod table;

use common::{median, ms};
use merlyn::game::Game;
use merlyn::games::{Kind, Task};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

const HELLO: &str = "fn main() {\n    println!(\"hello\");\n}\n";

/// getrusage(2)'s record: two times, then fourteen counts.
#[repr(C)]
struct Usage {
    user: [i64; 2],
    system: [i64; 2],
    counts: [i64; 14],
}

unsafe extern "C" {
    fn getrusage(who: i32, usage: *mut Usage) -> i32;
}

/// The processor time, user and system, of every child process this one
/// has waited for (and of theirs), so far.
fn children_cpu() -> Duration {
    let mut usage = Usage {
        user: [0; 2],
        system: [0; 2],
        counts: [0; 14],
    };
    // SAFETY: getrusage fills in one record, RUSAGE_CHILDREN's (-1).
    unsafe { getrusage(-1, &mut usage) };
    // A timeval: seconds, then microseconds (32 bits of 64 on some systems).
    let time =
        |t: [i64; 2]| Duration::from_micros(t[0] as u64 * 1_000_000 + (t[1] & 0xffff_ffff) as u64);
    time(usage.user) + time(usage.system)
}

/// What a command took: by the clock, and in processor time.
#[derive(Clone, Copy)]
struct Took {
    wall: Duration,
    cpu: Duration,
}

/// Runs `command` to its end, giving its output and what it took.
fn timed(command: &mut Command) -> (std::process::Output, Took) {
    let (start, cpu) = (Instant::now(), children_cpu());
    let output = command.output().expect("the command runs");
    let took = Took {
        wall: start.elapsed(),
        cpu: children_cpu() - cpu,
    };
    (output, took)
}

/// The driver, the arguments that name the game before a move, and the
/// file of the game in progress. The driver is this clone's, or that of
/// the clone at $MERLYN_CLONE (another version, to compare).
fn driver(kind: Kind) -> (PathBuf, Vec<String>, String) {
    let clone = std::env::var_os("MERLYN_CLONE")
        .map_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")), PathBuf::from);
    let scripts = clone.join("scripts");
    match kind {
        Kind::TicTacToe => (scripts.join("ttt"), Vec::new(), "nextmove.rs".into()),
        _ => (
            scripts.join("play"),
            vec![kind.name().to_string()],
            format!("{}-next.rs", kind.name()),
        ),
    }
}

/// Runs one driver command in `dir`, optionally under GNU time, and gives
/// what it took and its peak memory in KiB when measured.
fn turn(kind: Kind, dir: &Path, args: &[String], time: Option<&Path>) -> (Took, Option<u64>) {
    let (script, mut all, _) = driver(kind);
    all.extend(args.iter().cloned());
    let report = dir.join(".bench-time");
    let mut command = match time {
        Some(time) => {
            let mut command = Command::new(time);
            command
                .arg("-f")
                .arg("%M")
                .arg("-o")
                .arg(&report)
                .arg(script);
            command
        }
        None => Command::new(script),
    };
    command.args(&all).current_dir(dir);
    let (output, took) = timed(&mut command);
    assert!(
        output.status.success(),
        "{all:?} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let peak = time.and_then(|_| std::fs::read_to_string(&report).ok()?.trim().parse().ok());
    (took, peak)
}

/// The human's next move in the game in progress: the built-in `player`'s,
/// or a legal move picked by a simple pseudo-random stream, so that games
/// vary; none when the game is over.
struct Choose<'a> {
    file: &'a Path,
    seed: &'a mut u64,
    player: Option<&'a str>,
}

impl Task for Choose<'_> {
    type Output = Option<String>;
    fn run<G: Game>(self) -> Option<String> {
        let state = merlyn::generation::read_state::<G>(self.file).ok()?;
        if G::status(&state).is_over() {
            return None;
        }
        let position = G::position(&state);
        let moves = G::moves(&position);
        if let Some(name) = self.player {
            let mut player = merlyn::player::by_name::<G>(name).expect("a built-in player");
            return Some(player.choose(&position, &moves).to_string());
        }
        *self.seed = self
            .seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        Some(moves[(*self.seed >> 33) as usize % moves.len()].to_string())
    }
}

fn hello(dir: &Path) -> Took {
    let (output, took) = timed(
        Command::new("rustc")
            .arg("hello.rs")
            .arg("-o")
            .arg("hello")
            .current_dir(dir),
    );
    assert!(output.status.success());
    took
}

/// Did the program in `file` just learn: lose, or, for a game that learns
/// from every game (Connect Four), finish one?
struct Lost<'a>(&'a Path);

impl Task for Lost<'_> {
    type Output = bool;
    fn run<G: Game>(self) -> bool {
        merlyn::generation::read_state::<G>(self.0).is_ok_and(|state| {
            let status = G::status(&state);
            status == merlyn::game::Status::Lost || status.is_over() && G::LEARNS_FROM_EVERY_GAME
        })
    }
}

/// What one turn was: how long it took, its peak memory, whether the
/// program lost and learned in it, and where it stood: the game (counted
/// from 0) and the turn in that game (from 0).
struct Played {
    took: Took,
    peak: Option<u64>,
    lost: bool,
    game: usize,
    index: usize,
}

/// Plays whole games until at least `turns` turns, calling `each` after
/// every turn, which may stop it sooner (by giving false). Every third
/// game the computer opens; in the others the human opens with a random
/// move, then plays `player`'s.
fn play(
    kind: Kind,
    start: &str,
    dir: &Path,
    turns: usize,
    player: Option<&str>,
    time: Option<&Path>,
    mut each: impl FnMut(Played) -> bool,
) {
    let (_, _, next) = driver(kind);
    let mut seed = 1991;
    let mut played = 0;
    let mut game = 0;
    while played < turns {
        let mut args: Vec<String> = Vec::new();
        // The human opens at random: a player and a program that both
        // play the same moves from the same board would play one game
        // again and again.
        if game % 3 != 2 {
            let zero = dir.join(".bench-zero.rs");
            std::fs::write(&zero, start).unwrap();
            args.extend(kind.run(Choose {
                file: &zero,
                seed: &mut seed,
                player: None,
            }));
        }
        if let Some(level) = asked_level() {
            args.splice(0..0, ["--level".to_string(), level]);
        }
        let mut index = 0;
        loop {
            let (took, peak) = turn(kind, dir, &args, time);
            let lost = kind.run(Lost(&dir.join(&next)));
            let go_on = each(Played {
                took,
                peak,
                lost,
                game,
                index,
            });
            played += 1;
            if !go_on {
                return;
            }
            index += 1;
            match kind.run(Choose {
                file: &dir.join(&next),
                seed: &mut seed,
                player,
            }) {
                Some(mv) => args = vec![mv],
                None => break,
            }
        }
        game += 1;
    }
}

/// The level every game is asked to be played at, when the words say
/// `level=N`.
fn asked_level() -> Option<String> {
    std::env::args().find_map(|word| word.strip_prefix("level=").map(str::to_string))
}

/// The generation every game starts from, when the words name its FILE.
fn start_file() -> Option<String> {
    std::env::args()
        .skip(1)
        .find(|word| word.ends_with(".rs") && Path::new(word).is_file())
        .map(|path| std::fs::read_to_string(path).expect("a generation's source"))
}

fn main() {
    let words: Vec<String> = std::env::args()
        .skip(1)
        .filter(|word| !word.starts_with('-') && !word.starts_with("level="))
        .collect();
    if words.first().is_some_and(|word| word == "fresh") {
        let runs = words.get(1).and_then(|word| word.parse().ok());
        table::fresh(runs.unwrap_or(3));
        return;
    }
    let programs = ["zero", "trained"];
    let table_word = |word: &String| word == "table" || programs.contains(&word.as_str());
    if words
        .iter()
        .all(|word| table_word(word) || Kind::named(word).is_ok())
    {
        let named: Vec<Kind> = words.iter().filter_map(|w| Kind::named(w).ok()).collect();
        if named.is_empty() || words.iter().any(table_word) {
            let only: Vec<&str> = programs
                .into_iter()
                .filter(|p| words.iter().any(|w| w == p))
                .collect();
            let kinds = if named.is_empty() {
                &Kind::ALL[..]
            } else {
                &named
            };
            table::run(kinds, &only);
            return;
        }
    }
    let file = start_file();
    let named = file
        .as_deref()
        .map(|text| Kind::of_source(text).expect("a generation"));
    let (kind, turns) = common::words(named.unwrap_or(Kind::TicTacToe), 30);
    let start = file.unwrap_or_else(|| kind.zero().to_string());
    // A built-in player for the human, who then may win, and teach.
    let player = std::env::args()
        .skip(1)
        .find(|word| merlyn::games::is_built_in(word));
    let player = player.as_deref();
    let turns = turns.max(15);
    let dir = tempfile::tempdir().expect("a temporary directory");
    std::fs::write(dir.path().join("hello.rs"), HELLO).unwrap();
    // The best program the games start from: generation zero, or FILE's.
    let best = match kind {
        Kind::TicTacToe => "merlyn.rs".to_string(),
        _ => format!("{}.rs", kind.name()),
    };
    let keep = || std::fs::write(dir.path().join(&best), &start).unwrap();
    keep();

    let first = kind
        .run(Choose {
            file: &{
                let zero = dir.path().join(".bench-zero.rs");
                std::fs::write(&zero, &start).unwrap();
                zero
            },
            seed: &mut 7,
            player: None,
        })
        .expect("a first move");
    let (cold, _) = turn(kind, dir.path(), &[first], None);
    turn(kind, dir.path(), &["quitgame".to_string()], None);
    keep();
    hello(dir.path());

    let (mut turn_times, mut hello_times) = (Vec::new(), Vec::new());
    let mut learning = Vec::new();
    // Each turn's game and place in it; and each game's length.
    let (mut places, mut lengths) = (Vec::new(), Vec::new());
    play(kind, &start, dir.path(), turns, player, None, |turn| {
        turn_times.push(turn.took);
        let beside = hello(dir.path());
        if turn.lost {
            learning.push((turn.took, beside));
        }
        hello_times.push(beside);
        places.push((turn.game, turn.index));
        lengths.resize(turn.game + 1, 0);
        lengths[turn.game] = turn.index + 1;
        true
    });

    let time = Path::new("/usr/bin/time");
    let mut peak = None;
    if time.exists() {
        turn(kind, dir.path(), &["clobber".to_string()], None);
        keep();
        play(kind, &start, dir.path(), 6, player, Some(time), |turn| {
            peak = peak.max(turn.peak);
            true
        });
    }

    let wall = |times: &[Took]| median(times.iter().map(|t| t.wall).collect());
    let cpu = |times: &[Took]| median(times.iter().map(|t| t.cpu).collect());
    let ratio = |a: Duration, b: Duration| a.as_secs_f64() / b.as_secs_f64();
    let (turn_median, hello_median) = (wall(&turn_times), wall(&hello_times));
    println!("game                  {}", kind.name());
    println!("human                 {}", player.unwrap_or("random moves"));
    println!("turns measured        {}", turn_times.len());
    println!("turn, median          {:7.1} ms", ms(turn_median));
    println!("rustc hello, median   {:7.1} ms", ms(hello_median));
    println!(
        "ratio turn/hello      {:7.2}",
        ratio(turn_median, hello_median)
    );
    let (turn_cpu, hello_cpu) = (cpu(&turn_times), cpu(&hello_times));
    println!(
        "processor time        {:7.1} ms a turn, {:.1} ms a hello, ratio {:.2}",
        ms(turn_cpu),
        ms(hello_cpu),
        ratio(turn_cpu, hello_cpu)
    );
    // By stage: the first, middle and last third of each game's turns.
    println!("stage         turns  turn  hello ratio   processor: turn  hello ratio (medians, ms)");
    for (stage, name) in ["early", "middle", "late"].iter().enumerate() {
        let (mut turns, mut hellos) = (Vec::new(), Vec::new());
        for (i, &(game, index)) in places.iter().enumerate() {
            if index * 3 / lengths[game] == stage {
                turns.push(turn_times[i]);
                hellos.push(hello_times[i]);
            }
        }
        if turns.is_empty() {
            continue;
        }
        let (turn, hello) = (wall(&turns), wall(&hellos));
        let (turn_cpu, hello_cpu) = (cpu(&turns), cpu(&hellos));
        println!(
            "  {name:<10} {:5} {:6.1} {:6.1} {:5.2}   {:15.1} {:6.1} {:5.2}",
            turns.len(),
            ms(turn),
            ms(hello),
            ratio(turn, hello),
            ms(turn_cpu),
            ms(hello_cpu),
            ratio(turn_cpu, hello_cpu)
        );
    }
    // The slowest turn by the clock, its processor time, and where it stood.
    if let Some((i, slowest)) = turn_times.iter().enumerate().max_by_key(|(_, t)| t.wall) {
        let (game, index) = places[i];
        println!(
            "turn, slowest         {:7.1} ms (processor {:.1} ms; game {game}, turn {index})",
            ms(slowest.wall),
            ms(slowest.cpu)
        );
    }
    // The slowest turn that learned, beside the hello world timed after it.
    if let Some((most, beside)) = learning.iter().max_by_key(|(took, _)| took.wall) {
        println!(
            "turns lost and learned {:6}, the slowest {:.1} ms (hello beside it {:.1} ms, ratio \
             {:.2}; processor {:.1} ms, hello {:.1} ms, ratio {:.2})",
            learning.len(),
            ms(most.wall),
            ms(beside.wall),
            ratio(most.wall, beside.wall),
            ms(most.cpu),
            ms(beside.cpu),
            ratio(most.cpu, beside.cpu)
        );
    }
    println!("cold first turn       {:7.1} ms", ms(cold.wall));
    match peak {
        Some(kib) => println!("peak memory of a turn {:7.1} MiB", kib as f64 / 1024.0),
        None => println!("peak memory of a turn   n/a (needs GNU time at /usr/bin/time)"),
    }
}
