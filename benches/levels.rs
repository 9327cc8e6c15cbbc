//! How long a program takes over a move at each level: the time a level
//! costs, against the second a turn may take.
//!
//!     cargo bench --bench levels [-- [GAME | FILE] [games=N] [levels=L,L...]]
//!
//! GAME is `reversi` (the default) or `contactix` (on 11x11), played by
//! generation zero; FILE a generation of either. N is how many games each
//! level plays (by default 20); the levels by default Reversi's 4 to 8,
//! Con-Tac-Tix's 0 to 10. Each game is the program against itself at the
//! level, after 4 random moves drawn from a fixed stream, so that every
//! run plays the same games; every move it chooses among two or more is
//! timed, through the library, the code `merlyn match --level` and
//! `merlyn gtp --level` run. Prints, per level, the moves timed, their
//! mean, the slowest of 100 and the slowest.

use merlyn::contactix::ConTacTix;
use merlyn::game::{Game, Side};
use merlyn::games::Kind;
use merlyn::reversi::Reversi;
use std::time::Instant;

fn main() {
    let mut what = None;
    let (mut games, mut levels) = (20u64, None);
    for arg in std::env::args().skip(1).filter(|arg| arg != "--bench") {
        if let Some(n) = arg.strip_prefix("games=") {
            games = n
                .parse()
                .ok()
                .filter(|&n| n > 0)
                .expect("games=N, N above 0");
        } else if let Some(list) = arg.strip_prefix("levels=") {
            let list = list.split(',').map(|l| l.parse().expect("levels=L,L"));
            levels = Some(list.collect::<Vec<u8>>());
        } else {
            what = Some(arg);
        }
    }
    let source = match what.as_deref() {
        None | Some("reversi") => Reversi::ZERO.to_string(),
        Some("contactix") => ConTacTix::ZERO.to_string(),
        Some(file) => std::fs::read_to_string(file).expect("a readable FILE, or a GAME"),
    };
    println!("program {}", what.as_deref().unwrap_or("reversi"));
    let game = Kind::of_source(&source).expect("a generation");
    match game.name() {
        "contactix" => bench::<ConTacTix>(&source, games, levels.unwrap_or((0..=10).collect())),
        "reversi" => bench::<Reversi>(&source, games, levels.unwrap_or((4..=8).collect())),
        other => panic!("{other} has no levels: give a Reversi or Con-Tac-Tix generation"),
    }
}

/// The table of `G`'s generation `source` at each of `levels`.
fn bench<G: Game>(source: &str, games: u64, levels: Vec<u8>) {
    let state = merlyn::generation::read::<G>(source).expect("a generation merlyn wrote");
    println!("level  moves   mean ms  1 in 100 ms  slowest ms");
    for level in levels {
        let mut strategy = G::strategy(&state);
        G::at_level(&mut strategy, level).expect("a level of the game's");
        let mut times = timed::<G>(&strategy, games);
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

/// The time of every move `strategy` chooses among two or more, in
/// seconds, over `games` games against itself.
fn timed<G: Game>(strategy: &G::Strategy, games: u64) -> Vec<f64> {
    let mut times = Vec::new();
    for game in 0..games {
        let mut stream: u64 = 0x9e37_79b9_7f4a_7c15 ^ game;
        let mut position = G::start_of(strategy, Side::X);
        let mut made = 0;
        loop {
            let moves = G::moves(&position);
            let mv = match moves.len() {
                0 => break,
                1 => moves[0],
                n if made < 4 => {
                    stream = stream
                        .wrapping_mul(6_364_136_223_846_793_005)
                        .wrapping_add(1_442_695_040_888_963_407);
                    moves[((stream >> 33) % n as u64) as usize]
                }
                _ => {
                    let start = Instant::now();
                    let mv = G::choose(strategy, &position);
                    times.push(start.elapsed().as_secs_f64());
                    mv
                }
            };
            position = G::apply(&position, mv);
            made += 1;
        }
    }
    times
}
