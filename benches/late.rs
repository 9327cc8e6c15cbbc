//! How long the assignment's search takes late in close games on large
//! boards, where both sides' chains run long and near each other: the
//! positions that cost the most of all.
//!
//!     cargo bench --bench late [-- [SIZE]... [games=N]]
//!
//! SIZE is a board's side, 2 to 26 (by default 19, 22 and 26); N is how
//! many games each size plays (by default 2). Each game is the assignment's
//! program against itself (`merlyn contactix`'s move, a win in one taken,
//! else the depth-4 alpha-beta): the first from the empty board, each
//! other after an opening of as many tiles as its number, on cells a fixed
//! pseudo-random stream picks, so that every run plays the same games.
//! Every move is timed in the library. For each size the bench prints the
//! five slowest positions, each written as a board file under
//! `target/late/` so that `merlyn contactix < FILE` replays it, and times
//! `merlyn contactix` itself on the slowest three.

mod common;

use common::ms;
use merlyn::contactix::{self, BoardFile, Position};
use merlyn::game::Side;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The sides of the boards measured when none is given.
const SIZES: [usize; 3] = [19, 22, 26];

/// One game of the assignment's program against itself on a board of
/// `size`, opened by `opening` tiles on pseudo-random cells: every
/// position the program moved from, with the time its move took.
fn game(size: usize, opening: usize) -> Vec<(Position, Duration)> {
    let mut seed: u64 = 1991 + (size * 100 + opening) as u64;
    let mut position = Position::empty(size, size, Side::X);
    for _ in 0..opening {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let empty = position.empties();
        position = position.play(empty[((seed >> 33) % empty.len() as u64) as usize]);
    }
    let mut timed = Vec::new();
    while position.winner().is_none() && !position.empties().is_empty() {
        let start = Instant::now();
        let mv = contactix::assignment_move(&position);
        timed.push((position, start.elapsed()));
        position = position.play(mv);
    }
    timed
}

fn main() {
    let games: usize = std::env::args()
        .skip(1)
        .find_map(|word| word.strip_prefix("games=")?.parse().ok())
        .unwrap_or(2);
    let sizes = common::sides(&SIZES);
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/late");
    std::fs::create_dir_all(&dir).expect("target/late is made");
    for size in sizes {
        let mut all: Vec<(usize, usize, Position, Duration)> = Vec::new();
        let mut total = Duration::ZERO;
        for g in 0..games {
            let timed = game(size, g);
            let moves = timed.len();
            let spent: Duration = timed.iter().map(|(_, t)| *t).sum();
            total += spent;
            println!(
                "{size}x{size} game {g}: {moves} moves, {:.0} ms in all, the slowest {:.0} ms",
                ms(spent),
                timed.iter().map(|(_, t)| ms(*t)).fold(0.0, f64::max)
            );
            all.extend(
                timed
                    .into_iter()
                    .enumerate()
                    .map(|(i, (p, t))| (g, i, p, t)),
            );
        }
        all.sort_by_key(|timed| std::cmp::Reverse(timed.3));
        println!(
            "{size}x{size}: {} positions, {:.0} ms in all; the slowest:",
            all.len(),
            ms(total)
        );
        for (rank, (g, i, position, t)) in all.iter().take(5).enumerate() {
            let file: PathBuf = dir.join(format!("{size}x{size}-game{g}-move{i}.txt"));
            let text = BoardFile::of(position, contactix::file::colours()).to_string();
            std::fs::write(&file, text).expect("the board file writes");
            let tiles = position
                .all()
                .filter(|&c| position.get(c).is_some())
                .count();
            let binary = if rank < 3 {
                format!(
                    ", merlyn contactix {:.0} ms",
                    ms(common::assignment(
                        &std::fs::read(&file).expect("the board file reads")
                    ))
                )
            } else {
                String::new()
            };
            println!(
                "  {:>7.0} ms{binary}  ({tiles} tiles) merlyn contactix < {}",
                ms(*t),
                file.strip_prefix(env!("CARGO_MANIFEST_DIR"))
                    .unwrap_or(&file)
                    .display()
            );
        }
    }
}
