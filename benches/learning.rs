//! What learning does, in numbers. Con-Tac-Tix trains by self-play and is
//! measured against its control and players it never met. Gomoku trains by
//! self-play, and is measured against `threats`, which it never met, and
//! against its control. Connect Four trains by self-play and is measured
//! against its control and alpha-beta players it never met.
//! Reversi: generation zero is trained by its own rule against random
//! players and copies of itself, and measured at checkpoints against
//! players it never met; `reversi tables` measures fixed strategies
//! instead, for reference. Connect Four trains by self-play and is measured
//! against its control and unseen alpha-beta players. (See each game's
//! section.)
//!
//!     cargo bench --bench learning [-- GAME] [tables | SIZE | SEED...]

mod common;

use merlyn::game::Game;
use merlyn::line::Line;
#[path = "learning/connectfour.rs"]
mod connectfour;
#[path = "learning/contactix.rs"]
mod contactix;
#[path = "learning/gomoku.rs"]
mod gomoku;
#[path = "learning/recipes.rs"]
mod recipes;
#[path = "learning/reversi.rs"]
mod reversi;

/// The random players no program trains against: each measures a
/// program against games it never met.
pub const UNSEEN: [u64; 5] = [1001, 1002, 1003, 1004, 1005];

/// Plain `rustc` builds of `source` in `dir`, timed, and the binary.
fn build(dir: &std::path::Path, source: &str) -> (std::path::PathBuf, std::time::Duration) {
    let path = dir.join("g.rs");
    std::fs::write(&path, source).unwrap();
    let binary = dir.join("g");
    let began = std::time::Instant::now();
    let built = std::process::Command::new("rustc")
        .arg(&path)
        .arg("-o")
        .arg(&binary)
        .status()
        .unwrap();
    assert!(built.success());
    (binary, began.elapsed())
}

/// The generation holding `line` played up to the human's last move, and
/// that move.
fn before_last<G: Game>(strategy: G::Strategy, line: &Line<G>) -> (G::State, G::Move) {
    let mut state = G::new_game(strategy);
    if line.computer_first {
        state = G::play(state, None).expect("it opens").state;
    }
    let (last, moves) = line.moves.split_last().expect("a lost game's moves");
    for &mv in moves {
        state = G::play(state, Some(mv)).expect("a move").state;
    }
    (state, *last)
}

/// How long a turn of the generation under `strategy` takes when the
/// human's last move of `line` wins, and it learns, as the driver plays
/// it: its plain `rustc` compile, and its run.
fn learning_turn<G: Game>(
    strategy: G::Strategy,
    line: &Line<G>,
) -> (std::time::Duration, std::time::Duration) {
    let (state, last) = before_last(strategy, line);
    let dir = tempfile::tempdir().unwrap();
    let (binary, compile) = build(dir.path(), &G::source(&state));
    let began = std::time::Instant::now();
    let ran = std::process::Command::new(&binary)
        .arg(last.to_string())
        .output()
        .unwrap();
    let run = began.elapsed();
    let lost = format!("\"{}: lost\"", G::NAME);
    assert!(
        String::from_utf8_lossy(&ran.stdout).contains(&lost),
        "{}{}",
        String::from_utf8_lossy(&ran.stderr),
        String::from_utf8_lossy(&ran.stdout)
    );
    (compile, run)
}

fn main() {
    let words: Vec<String> = std::env::args()
        .skip(1)
        .filter(|word| !word.starts_with('-'))
        .collect();
    if let Some(mode @ ("taught" | "openings" | "turns")) = words.first().map(String::as_str) {
        recipes::recipes(mode, &words[1..]);
        return;
    }
    let game = std::env::args().skip(1).find(|word| !word.starts_with('-'));
    if game.as_deref().is_none_or(|game| game == "contactix") {
        let asked: Vec<String> = std::env::args()
            .skip(2)
            .filter(|w| !w.starts_with('-'))
            .collect();
        contactix::contactix_report(&asked);
    }
    if game.as_deref().is_none_or(|game| game == "gomoku") {
        gomoku::gomoku_report(1, true);
        gomoku::gomoku_report(2, false);
    }
    if game.as_deref().is_none_or(|game| game == "connect-four") {
        connectfour::connect_four_report();
    }
    if game.as_deref().is_some_and(|game| game != "reversi") {
        return;
    }
    reversi::reversi_report();
}
