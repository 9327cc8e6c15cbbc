//! What Reversi's learning does, in numbers: a program is trained by its
//! own rule against the deterministic built-in players (first, last,
//! greedy, reverxii; each moving first and second) until it no longer
//! loses to any, then played against random players it never trained
//! against. Generation zero, and a program that starts knowing nothing
//! (every weight 1), side by side.
//!
//!     cargo bench --bench learning

use merlyn::game::Game;
use merlyn::player::{self, Player, Program};
use merlyn::reversi::{Reversi, Weights};
use merlyn::train::{Opponent, train};
use merlyn::versus;

const DETERMINISTIC: [&str; 4] = ["first", "last", "greedy", "reverxii"];
const UNSEEN: [u64; 5] = [1001, 1002, 1003, 1004, 1005];

fn program(weights: Weights) -> Program<Reversi> {
    Program { strategy: weights }
}

/// Games won by the program (of 2) against each deterministic player,
/// one moving first and one second.
fn against_deterministic(weights: Weights) -> String {
    DETERMINISTIC
        .iter()
        .map(|name| {
            let mut other = player::by_name::<Reversi>(name).unwrap();
            let tally = versus::play::<Reversi>(
                ("program", &mut program(weights)),
                (name, other.as_mut()),
                2,
            );
            let total = tally.total();
            format!("{}/2", total.wins)
        })
        .collect::<Vec<_>>()
        .join("  ")
}

/// The share of 1,000 games won against each unseen random player, and
/// their mean.
fn against_random(weights: Weights) -> (Vec<f64>, f64) {
    let rates: Vec<f64> = UNSEEN
        .iter()
        .map(|&seed| {
            let mut random = player::Random::new(seed);
            let tally = versus::play::<Reversi>(
                ("program", &mut program(weights) as &mut dyn Player<Reversi>),
                ("random", &mut random),
                1000,
            );
            f64::from(tally.total().wins) / 10.0
        })
        .collect();
    let mean = rates.iter().sum::<f64>() / rates.len() as f64;
    (rates, mean)
}

fn trained(start: Weights) -> (Weights, usize, usize) {
    let mut opponents: Vec<Opponent<Reversi>> = DETERMINISTIC
        .iter()
        .map(|name| Opponent {
            name: name.to_string(),
            player: player::by_name::<Reversi>(name).unwrap(),
        })
        .collect();
    let training = train(start, &mut opponents, 0, 100_000, |_| {}).unwrap();
    assert!(training.converged, "training gave up");
    (training.strategy, training.losses.len(), training.games)
}

fn report(name: &str, start: Weights) {
    let (after, losses, games) = trained(start);
    println!("{name}");
    for (label, weights) in [("  before", start), ("  trained", after)] {
        let (rates, mean) = against_random(weights);
        println!(
            "{label:<10} first last greedy reverxii: {}   random (seeds {:?}): {} mean {:.1}%",
            against_deterministic(weights),
            UNSEEN,
            rates
                .iter()
                .map(|r| format!("{r:.1}%"))
                .collect::<Vec<_>>()
                .join(" "),
            mean
        );
    }
    println!("  training: {losses} losses in {games} games; weights {after}");
}

fn main() {
    report(
        "generation zero (reverxii's weights)",
        Reversi::zero_strategy(),
    );
    report(
        "a program that knows nothing (every weight 1)",
        Weights([1; 64]),
    );
}
