//! Con-Tac-Tix: generation zero of four sizes trained by its own rule
//! against its own search, then measured against players it never met.

use crate::common::{median, ms};
use crate::{UNSEEN, verdict};
use merlyn::game::Game;
use merlyn::player::{self, Program};
use merlyn::train::{Opponent, train};
use merlyn::versus;

use merlyn::contactix::{ConTacTix, Weights as ContactixWeights};

/// Games won of `games` by the program under `weights` against the player
/// `name`, on the weights' board, each side opening half of them.
fn contactix_wins(weights: ContactixWeights, name: &str, games: u32) -> String {
    let mut other = player::by_name::<ConTacTix>(name).unwrap();
    let mut program = Program::<ConTacTix> { strategy: weights };
    let tally = versus::play::<ConTacTix>(
        ("program", &mut program),
        (name, other.as_mut()),
        games,
        |first| ConTacTix::start_of(&weights, first),
    );
    format!("{name} {}/{games}", tally.total().wins)
}

/// Generation zero of `size`, trained against its own search until it no
/// longer loses to it, moving first or second; the games it wins before
/// and after, against the assignment's program and against players it
/// never trained against.
pub fn contactix_report(size: &str) {
    let start = ContactixWeights::sized(size).unwrap();
    let mut opponents = vec![Opponent {
        name: "assignment".to_string(),
        player: player::by_name::<ConTacTix>("assignment").unwrap(),
    }];
    let began = std::time::Instant::now();
    let training = train(start, &mut opponents, 0, 2_000, |_| {}).unwrap();
    let seconds = began.elapsed().as_secs_f64();
    println!("contactix {size}");
    for (label, weights) in [("  before", start), ("  trained", training.strategy)] {
        let games: Vec<String> = [("assignment", 2), ("shortest", 2), ("first", 2)]
            .into_iter()
            .map(|(name, games)| contactix_wins(weights, name, games))
            .chain(
                UNSEEN[..3]
                    .iter()
                    .map(|seed| contactix_wins(weights, &format!("random:{seed}"), 20)),
            )
            .collect();
        println!("{label:<10} {}", games.join("  "));
    }
    println!(
        "  training against assignment: {} in {} losses, {} games, {seconds:.1} s",
        verdict(training.converged),
        training.losses.len(),
        training.games,
    );
    // Each loss again, as a generation lives it: compiled plainly, as the
    // driver compiles it, and run with the human's winning move.
    let mut before = start;
    let mut runs = Vec::new();
    for loss in &training.losses {
        runs.push(learning_run(before, &loss.line));
        before = loss.strategy;
    }
    if let Some(&slowest) = runs.iter().max() {
        println!(
            "  a generation's run that loses and learns, over these losses: median {:.0} ms, slowest {:.0} ms",
            ms(median(runs)),
            ms(slowest)
        );
    }
}

/// How long the generation under `strategy` runs when the human's last
/// move of `line` wins, and it learns: built with plain `rustc`.
fn learning_run(
    strategy: ContactixWeights,
    line: &merlyn::line::Line<ConTacTix>,
) -> std::time::Duration {
    let mut state = ConTacTix::new_game(strategy);
    if line.computer_first {
        state = ConTacTix::play(state, None).unwrap().state;
    }
    let (last, moves) = line.moves.split_last().expect("a lost game's moves");
    for &mv in moves {
        state = ConTacTix::play(state, Some(mv)).unwrap().state;
    }
    let dir = tempfile::tempdir().unwrap();
    let source = dir.path().join("g.rs");
    std::fs::write(&source, ConTacTix::source(&state)).unwrap();
    let binary = dir.path().join("g");
    let built = std::process::Command::new("rustc")
        .arg(&source)
        .arg("-o")
        .arg(&binary)
        .status()
        .unwrap();
    assert!(built.success());
    let began = std::time::Instant::now();
    let ran = std::process::Command::new(&binary)
        .arg(last.to_string())
        .output()
        .unwrap();
    let elapsed = began.elapsed();
    assert!(String::from_utf8_lossy(&ran.stdout).contains("\"contactix: lost\""));
    elapsed
}
