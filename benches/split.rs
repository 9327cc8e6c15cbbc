//! Where a turn's time goes: compiling the generation, against running it
//! (its search), under each set of compile flags the driver could use.
//!
//!     cargo bench --bench split [-- [GAME] [RUNS]]
//!
//! GAME is contactix (the default), or another game. Plays games through
//! the library, the human's moves from a fixed pseudo-random stream, and
//! takes the generations at six points of their first 60 turns; compiles
//! each with plain `rustc`, with `-C opt-level=1` and with `-O`, and runs
//! each binary with the human's next move. Prints, per set of flags, the
//! median compile, the median and slowest run, and the slowest compile and
//! run together; the driver should compile with the flags whose sum is
//! least.

mod common;

use common::{median, ms};
use merlyn::game::{Game, Status};
use merlyn::games::{Kind, Task};
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

const FLAGS: [(&str, &[&str]); 3] = [
    ("plain", &[]),
    ("-C opt-level=1", &["-C", "opt-level=1"]),
    ("-O", &["-O"]),
];

/// Generations of games in progress, each with the human's next move:
/// six, spread over the first 60 turns of games from an empty board.
struct Positions;

impl Task for Positions {
    type Output = Vec<(String, String)>;

    fn run<G: Game>(self) -> Vec<(String, String)> {
        let mut seed: u64 = 1991;
        let mut next = |n: usize| {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) as usize % n
        };
        let mut all = Vec::new();
        while all.len() < 60 {
            let mut state = G::new_game(G::zero_strategy());
            loop {
                let moves = G::moves(&G::position(&state));
                if moves.is_empty() {
                    break;
                }
                let mv = moves[next(moves.len())];
                all.push((G::source(&state), mv.to_string()));
                let turn = G::play(state, Some(mv)).expect("a legal move is played");
                state = turn.state;
                if G::status(&state).is_over() || G::status(&state) == Status::Lost {
                    break;
                }
            }
        }
        let step = all.len() / 6;
        all.into_iter().step_by(step.max(1)).take(6).collect()
    }
}

fn time(command: &mut Command) -> Duration {
    let start = Instant::now();
    let output = command.output().expect("the command runs");
    let elapsed = start.elapsed();
    assert!(
        output.status.success(),
        "{command:?} failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    elapsed
}

fn main() {
    let (kind, runs) = common::words(Kind::ConTacTix, 5);
    let runs = runs.max(1);
    let dir = tempfile::tempdir().expect("a temporary directory");
    let positions = kind.run(Positions);
    println!(
        "game {}, {} positions, {runs} runs each",
        kind.name(),
        positions.len()
    );
    println!(
        "{:<16} {:>12} {:>12} {:>12} {:>16}",
        "flags", "compile", "run", "run, slowest", "both, slowest"
    );
    for (label, flags) in FLAGS {
        let (mut compiles, mut runs_all) = (Vec::new(), Vec::new());
        let mut slowest = Duration::ZERO;
        for (n, (source, mv)) in positions.iter().enumerate() {
            let file = dir.path().join(format!("g{n}.rs"));
            std::fs::write(&file, source).unwrap();
            let binary = dir.path().join(format!("g{n}"));
            let compile = median(
                (0..runs)
                    .map(|_| {
                        time(
                            Command::new("rustc")
                                .args(flags)
                                .arg(&file)
                                .arg("-o")
                                .arg(&binary)
                                .current_dir(dir.path()),
                        )
                    })
                    .collect(),
            );
            let run = median(
                (0..runs)
                    .map(|_| time(Command::new(Path::new(&binary)).arg(mv)))
                    .collect(),
            );
            slowest = slowest.max(compile + run);
            compiles.push(compile);
            runs_all.push(run);
        }
        let run_max = runs_all.iter().copied().max().unwrap_or_default();
        println!(
            "{label:<16} {:>9.1} ms {:>9.1} ms {:>9.1} ms {:>13.1} ms",
            ms(median(compiles)),
            ms(median(runs_all)),
            ms(run_max),
            ms(slowest)
        );
    }
}
