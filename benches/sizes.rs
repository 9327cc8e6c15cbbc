//! What a Con-Tac-Tix turn costs on every size of board, at every stage
//! of a game: a driver turn (its compile included) as a ratio of a plain
//! `rustc hello.rs -o hello`, and `merlyn contactix` on the same board.
//!
//!     cargo bench --bench sizes [-- [SIZE]...]
//!
//! SIZE is a board's side, 2 to 26 (by default 2, 5, 8, 11, 13, 15, 19,
//! 22 and 26). For each size, a game is played in the library, generation
//! zero against a human who plays a cell on one of its own shortest chains
//! (picked by a fixed pseudo-random stream, so that games vary but every
//! run plays the same ones), and the positions with the human to move are
//! taken at five stages: the empty board, and a quarter, half,
//! three quarters and nine tenths of the way through. From each, in a
//! directory of its own, the driver (`scripts/play contactix`) plays the
//! human's next three moves of the game. The first turn is timed as every
//! game of the best program begins, from the binary a game before built
//! and kept (that game quit); the second, untimed, compiles the game's
//! first successor; the third is timed as every later turn of a game runs,
//! compiled incrementally. A `rustc hello.rs` is timed beside them, three
//! times, for the median; the ratio is the slower turn's to it. `merlyn
//! contactix` is timed on the board of the third turn. `tiles` counts the
//! tiles on the board the first turn is played on.

mod common;

use common::{median, ms};
use merlyn::contactix::{self, BoardFile, ConTacTix, Position, Weights, program};
use merlyn::game::{Game, Side};
use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

const HELLO: &str = "fn main() {\n    println!(\"hello\");\n}\n";

/// The sides of the boards measured when none is given.
const SIZES: [usize; 9] = [2, 5, 8, 11, 13, 15, 19, 22, 26];

/// The human's move: a cell on one of its shortest chains, the `pick`th
/// of them (modulo how many), or the first empty cell when it has none.
fn human(position: &Position, pick: u64) -> contactix::Cell {
    let b = position.board();
    let side = if position.to_move == Side::X {
        program::YOU
    } else {
        program::ME
    };
    let (mut from, mut to) = ([0; program::CELLS], [0; program::CELLS]);
    let d = program::sweep(&b, side, false, &mut from);
    program::sweep(&b, side, true, &mut to);
    let empty = position.empties();
    let on: Vec<_> = empty
        .iter()
        .copied()
        .filter(|cell| {
            let at = cell.index();
            d < 255 && u32::from(from[at]) + u32::from(to[at]) == u32::from(d) + 1
        })
        .collect();
    if on.is_empty() {
        empty[0]
    } else {
        on[(pick % on.len() as u64) as usize]
    }
}

/// One game on a board of `size`: at five stages, the position with the
/// human (X) to move, and the human's next three moves in the game (fewer
/// near its end).
fn stages(size: usize) -> Vec<(Position, Vec<contactix::Cell>)> {
    let mut seed: u64 = 1991 + size as u64;
    let mut position = Position::empty(size, size, Side::X);
    let mut all = Vec::new();
    while position.winner().is_none() && !position.empties().is_empty() {
        if position.to_move == Side::X {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let mv = human(&position, seed >> 33);
            all.push((position, mv));
            position = position.play(mv);
        } else {
            position = position.play(contactix::assignment_move(&position));
        }
    }
    // Three moves of the human's follow each stage, where the game has them.
    let last = all.len().saturating_sub(3);
    let mut picked: Vec<usize> = [0, 25, 50, 75, 90]
        .iter()
        .map(|percent| last * percent / 100)
        .collect();
    picked.dedup();
    picked
        .into_iter()
        .filter(|&i| i < all.len())
        .map(|i| {
            (
                all[i].0,
                all[i..].iter().take(3).map(|(_, mv)| *mv).collect(),
            )
        })
        .collect()
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
    let sizes = common::sides(&SIZES);
    let play = Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/play");
    println!(
        "{:>5} {:>6} {:>10} {:>10} {:>10} {:>7} {:>12}",
        "board", "tiles", "first", "later", "hello", "ratio", "contactix"
    );
    for size in sizes {
        let mut worst: f64 = 0.0;
        for (position, moves) in stages(size) {
            let dir = tempfile::tempdir().expect("a temporary directory");
            std::fs::write(dir.path().join("hello.rs"), HELLO).unwrap();
            let state = contactix::from_position(&position, Weights::zero(size, size))
                .expect("a position with no winner makes a generation");
            std::fs::write(dir.path().join("contactix.rs"), ConTacTix::source(&state)).unwrap();
            let turn = |mv: contactix::Cell| {
                time(
                    Command::new(&play)
                        .args(["contactix", &mv.to_string()])
                        .current_dir(dir.path()),
                )
            };
            // The first turn, as every game of the best program begins:
            // its binary built and kept by a game before, quit.
            turn(moves[0]);
            time(
                Command::new(&play)
                    .args(["contactix", "quitgame"])
                    .current_dir(dir.path()),
            );
            let tiles = position
                .all()
                .filter(|&c| position.get(c).is_some())
                .count();
            let opening = turn(moves[0]);
            let hello = median(
                (0..3)
                    .map(|_| {
                        time(
                            Command::new("rustc")
                                .args(["hello.rs", "-o", "hello"])
                                .current_dir(dir.path()),
                        )
                    })
                    .collect(),
            );
            if moves.len() < 3 {
                let ratio = opening.as_secs_f64() / hello.as_secs_f64();
                worst = worst.max(ratio);
                println!(
                    "{size:>2}x{size:<2} {tiles:>6} {:>7.0} ms {:>10} {:>7.0} ms {ratio:>7.2}",
                    ms(opening),
                    "",
                    ms(hello)
                );
                continue;
            }
            turn(moves[1]);
            let board =
                merlyn::generation::read_state::<ConTacTix>(&dir.path().join("contactix-next.rs"))
                    .map(|state| ConTacTix::position(&state))
                    .expect("the game in progress reads");
            let mv = moves[2];
            let elapsed = turn(mv);
            let mut after = board;
            after.set(mv, Some(Side::X));
            after.to_move = Side::Zero;
            let library = common::assignment(
                BoardFile::of(&after, contactix::file::colours())
                    .to_string()
                    .as_bytes(),
            );
            let ratio = elapsed.max(opening).as_secs_f64() / hello.as_secs_f64();
            worst = worst.max(ratio);
            println!(
                "{:>2}x{:<2} {:>6} {:>7.0} ms {:>7.0} ms {:>7.0} ms {:>7.2} {:>9.0} ms",
                size,
                size,
                tiles,
                ms(opening),
                ms(elapsed),
                ms(hello),
                ratio,
                ms(library)
            );
        }
        println!("{size:>2}x{size:<2} the slowest turn: {worst:.2} times hello");
    }
}
