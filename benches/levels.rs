//! How long a Reversi program takes over a move at each level: the time a
//! level costs, against the second a turn may take.
//!
//!     cargo bench --bench levels [-- [FILE] [games=N] [levels=L,L...]]
//!
//! FILE is a Reversi generation (by default generation zero); N how many
//! games each level plays (by default 20); the levels by default 4 to 8.
//! Each game is the program against itself at the level, after 4 random
//! moves drawn from a fixed stream, so that every run plays the same
//! games; every move it chooses is timed, through the library, the code
//! `merlyn match --level` and `merlyn gtp --level` run. Prints, per level,
//! the moves timed, their mean, the slowest of 100 and the slowest.

use merlyn::reversi::{Reversi, program};
use std::time::Instant;

fn main() {
    let mut file = None;
    let (mut games, mut levels) = (20u64, vec![4, 5, 6, 7, 8]);
    for arg in std::env::args().skip(1).filter(|arg| arg != "--bench") {
        if let Some(n) = arg.strip_prefix("games=") {
            games = n
                .parse()
                .ok()
                .filter(|&n| n > 0)
                .expect("games=N, N above 0");
        } else if let Some(list) = arg.strip_prefix("levels=") {
            levels = list
                .split(',')
                .map(|l| l.parse().expect("levels=L,L"))
                .collect();
        } else {
            file = Some(arg);
        }
    }
    let weights = match &file {
        Some(file) => {
            let source = std::fs::read_to_string(file).expect("a readable FILE");
            merlyn::generation::read::<Reversi>(&source)
                .expect("a Reversi generation")
                .weights
        }
        None => merlyn::reversi::Weights::REVERXII.weights,
    };
    println!("program {}", file.as_deref().unwrap_or("generation zero"));
    println!("level  moves   mean ms  1 in 100 ms  slowest ms");
    for level in levels {
        let mut times = timed(&weights, level, games);
        times.sort_by(f64::total_cmp);
        let mean = times.iter().sum::<f64>() / times.len() as f64;
        let centile = times[times.len() * 99 / 100];
        let slowest = times[times.len() - 1];
        println!(
            "{level:>5} {:>6} {:>9.2} {:>12.1} {:>11.1}",
            times.len(),
            mean * 1e3,
            centile * 1e3,
            slowest * 1e3
        );
    }
}

/// The time of every move the program chooses at `level`, in seconds, over
/// `games` games against itself.
fn timed(weights: &[i32; program::FEATURES], level: usize, games: u64) -> Vec<f64> {
    let mut times = Vec::new();
    for game in 0..games {
        let mut stream: u64 = 0x9e37_79b9_7f4a_7c15 ^ game;
        let (mut discs, mut side, mut made) = (program::START, 0, 0);
        while side < 2 {
            let (mine, yours) = (discs[side], discs[side ^ 1]);
            let moves = program::legal(mine, yours);
            let at = if made < 4 {
                stream = stream
                    .wrapping_mul(6_364_136_223_846_793_005)
                    .wrapping_add(1_442_695_040_888_963_407);
                let mut left = moves;
                for _ in 0..(stream >> 33) % u64::from(moves.count_ones()) {
                    left &= left - 1;
                }
                left.trailing_zeros() as usize
            } else {
                let start = Instant::now();
                let at = program::pick(mine, yours, weights, level);
                times.push(start.elapsed().as_secs_f64());
                at
            };
            let won = program::flips(mine, yours, at) | 1u64 << at;
            discs[side] |= won;
            discs[side ^ 1] &= !won;
            side = program::after(discs, side);
            made += 1;
        }
    }
    times
}
