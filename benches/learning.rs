//! What learning does, in numbers: a program is trained by its own rule
//! against the deterministic built-in players (Reversi: first, last,
//! greedy, reverxii; Gomoku: greedy, tick5; each moving first and
//! second) until it no longer loses to any, then played against random
//! players it never trained against. Generation zero, and for Reversi and
//! Gomoku a program that starts knowing nothing (Reversi: every weight 1;
//! Gomoku: every weight at the bottom of its bounds), side by side.
//! Con-Tac-Tix, on 7x7 and 11x11, trains against Monte-Carlo players and
//! its own search, and is measured against Monte-Carlo players of other
//! seeds and playouts.
//!
//!     cargo bench --bench learning [-- GAME [SIZE]]

mod common;

use common::{median, ms};
use merlyn::game::{Game, Rules};
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
                Reversi::start,
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
                Reversi::start,
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

// ---------------------------------------------------------------------------
// Gomoku.

use merlyn::gomoku::program::LOW;
use merlyn::gomoku::{Gomoku, Weights as GomokuWeights};

const GOMOKU_DETERMINISTIC: [&str; 2] = ["greedy", "tick5"];

/// Games won, drawn and lost by the program against each deterministic
/// Gomoku player, one moving first and one second.
fn gomoku_against_deterministic(weights: GomokuWeights) -> String {
    GOMOKU_DETERMINISTIC
        .iter()
        .map(|name| {
            let mut other = player::by_name::<Gomoku>(name).unwrap();
            let mut program = Program::<Gomoku> { strategy: weights };
            let tally = versus::play::<Gomoku>(
                ("program", &mut program),
                (name, other.as_mut()),
                2,
                Gomoku::start,
            );
            let (first, second) = (tally.a_first, tally.b_first);
            let word = |r: versus::Record| match (r.wins, r.draws) {
                (1, _) => "won",
                (_, 1) => "drew",
                _ => "lost",
            };
            format!("{name}: {} first, {} second", word(first), word(second))
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// The share of 1,000 Gomoku games won against each unseen random player,
/// and the least of them.
fn gomoku_against_random(weights: GomokuWeights) -> (Vec<f64>, f64) {
    let rates: Vec<f64> = UNSEEN
        .iter()
        .map(|&seed| {
            let mut random = player::Random::new(seed);
            let mut program = Program::<Gomoku> { strategy: weights };
            let tally = versus::play::<Gomoku>(
                ("program", &mut program as &mut dyn Player<Gomoku>),
                ("random", &mut random),
                1000,
                Gomoku::start,
            );
            f64::from(tally.total().wins) / 10.0
        })
        .collect();
    let least = rates.iter().copied().fold(f64::MAX, f64::min);
    (rates, least)
}

fn gomoku_report(name: &str, start: GomokuWeights) {
    let mut opponents: Vec<Opponent<Gomoku>> = GOMOKU_DETERMINISTIC
        .iter()
        .map(|name| Opponent {
            name: name.to_string(),
            player: player::by_name::<Gomoku>(name).unwrap(),
        })
        .collect();
    let training = train(start, &mut opponents, 0, 100_000, |_| {}).unwrap();
    println!("{name}");
    for (label, weights) in [("  before", start), ("  trained", training.strategy)] {
        let (rates, least) = gomoku_against_random(weights);
        println!(
            "{label:<10} {}   random (seeds {:?}): {} least {:.1}%",
            gomoku_against_deterministic(weights),
            UNSEEN,
            rates
                .iter()
                .map(|r| format!("{r:.1}%"))
                .collect::<Vec<_>>()
                .join(" "),
            least
        );
    }
    println!(
        "  training: {} in {} losses, {} games; weights {}",
        verdict(training.converged),
        training.losses.len(),
        training.games,
        training.strategy
    );
}

// ---------------------------------------------------------------------------
// Con-Tac-Tix.

use merlyn::contactix::{ConTacTix, Weights as ContactixWeights};

/// The players Con-Tac-Tix trains against on a board of `size`, and the
/// most losses it trains for: Monte-Carlo players of seeds 1 to 4 (on 7x7
/// of 2,000 and 6,000 playouts, and its own search too; on 11x11, where
/// generation zero beats Monte-Carlo players of fewer playouts, of 6,000).
fn contactix_training(size: &str) -> (Vec<String>, usize) {
    let mcts = |playouts: u32| (1..=4).map(move |seed| format!("mcts:{playouts}:{seed}"));
    if size == "7x7" {
        let mut names: Vec<String> = mcts(2000).chain(mcts(6000)).collect();
        names.push("assignment".to_string());
        (names, 20)
    } else {
        (mcts(6000).collect(), 10)
    }
}

/// The Monte-Carlo players it is measured against on a board of `size`,
/// which it never met, and how to say so: 40 players of other seeds (101
/// and up, 201 and up), of two counts of playouts each.
fn contactix_held_out(size: &str) -> (Vec<String>, String) {
    let (few, many, each) = if size == "7x7" {
        (1000, 3000, 20)
    } else {
        (6000, 10000, 10)
    };
    let names = (101..101 + each)
        .map(|seed| format!("mcts:{many}:{seed}"))
        .chain((201..201 + each).map(|seed| format!("mcts:{few}:{seed}")))
        .collect();
    let said = format!(
        "{} unseen Monte-Carlo players (mcts:{many} seeds 101-{}, mcts:{few} seeds 201-{})",
        2 * each,
        100 + each,
        200 + each
    );
    (names, said)
}

/// Games won by the program under `weights` against each of `names`, two
/// games each, one opened by each side: (moving first, moving second).
fn contactix_wins(weights: ContactixWeights, names: &[String]) -> (u32, u32) {
    let mut first = 0;
    let mut second = 0;
    for name in names {
        let mut other = player::by_name::<ConTacTix>(name).unwrap();
        let mut program = Program::<ConTacTix> { strategy: weights };
        let tally = versus::play::<ConTacTix>(
            ("program", &mut program),
            (name, other.as_mut()),
            2,
            |first| ConTacTix::start_of(&weights, first),
        );
        first += tally.a_first.wins;
        second += tally.b_first.wins;
    }
    (first, second)
}

/// Generation zero of `size`, trained by its own rule against the players
/// of `contactix_training`, then measured against the
/// held-out Monte-Carlo players, beside generation zero; and the time a
/// generation takes, plainly compiled, to lose and learn, and to play.
fn contactix_report(size: &str) {
    let start = ContactixWeights::sized(size).unwrap();
    let (training_names, most_losses) = contactix_training(size);
    let mut opponents: Vec<Opponent<ConTacTix>> = training_names
        .iter()
        .map(|name| Opponent {
            name: name.to_string(),
            player: player::by_name::<ConTacTix>(name).unwrap(),
        })
        .collect();
    let began = std::time::Instant::now();
    let training = train(start, &mut opponents, 0, most_losses, |_| {}).unwrap();
    let seconds = began.elapsed().as_secs_f64();
    println!("contactix {size}");
    println!(
        "  training against {}: {} in {} losses, {} games, {seconds:.0} s; deeper {} -> {}",
        training_names.join(", "),
        verdict(training.converged),
        training.losses.len(),
        training.games,
        start.deeper,
        training.strategy.deeper,
    );
    let (held_out, said) = contactix_held_out(size);
    let games = 2 * held_out.len() as u32;
    let mut rates = Vec::new();
    for (label, weights) in [("  before", start), ("  trained", training.strategy)] {
        let began = std::time::Instant::now();
        let (first, second) = contactix_wins(weights, &held_out);
        let rate = f64::from(first + second) * 100.0 / f64::from(games);
        rates.push(rate);
        println!(
            "{label:<10} against {said}: won {}/{games} ({rate:.0}%), {first}/{} moving first, {second}/{} second ({:.0} s)",
            first + second,
            games / 2,
            games / 2,
            began.elapsed().as_secs_f64()
        );
    }
    println!(
        "  gain: {:+.0} points; trained weights {}",
        rates[1] - rates[0],
        training.strategy
    );
    // On 7x7, where a measure takes seconds, the learning curve: the
    // program after every fifth loss.
    if size == "7x7" {
        let curve: Vec<String> = training
            .losses
            .iter()
            .enumerate()
            .filter(|(i, _)| (i + 1) % 5 == 0)
            .map(|(i, loss)| {
                let (first, second) = contactix_wins(loss.strategy, &held_out);
                format!(
                    "{} losses (deeper {}): {}/{games}",
                    i + 1,
                    loss.strategy.deeper,
                    first + second
                )
            })
            .collect();
        println!(
            "  learning curve: 0 losses: {}/{games}; {}",
            (rates[0] * f64::from(games) / 100.0).round(),
            curve.join("; ")
        );
    }
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
    // The turns that cost the most are the first ones, when most cells
    // are empty; generation zero's beside them, for the machine's load.
    for (label, weights) in [("trained", training.strategy), ("zero", start)] {
        let (compile, run) = playing_runs(weights);
        println!(
            "  {label} generation's first 8 turns against mcts:300:9, plainly compiled: compile median {:.0} ms, run median {:.0} ms, slowest {:.0} ms",
            ms(median(compile)),
            ms(median(run.clone())),
            ms(*run.iter().max().unwrap())
        );
    }
}

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

/// The times the generation under `strategy` takes to compile and to run
/// each of its first 8 turns of a game against `mcts:300:9` as the human.
fn playing_runs(
    strategy: ContactixWeights,
) -> (Vec<std::time::Duration>, Vec<std::time::Duration>) {
    let mut human = player::by_name::<ConTacTix>("mcts:300:9").unwrap();
    let mut state = ConTacTix::new_game(strategy);
    let dir = tempfile::tempdir().unwrap();
    let (mut compiles, mut runs) = (Vec::new(), Vec::new());
    while runs.len() < 8 && !ConTacTix::status(&state).is_over() {
        let position = ConTacTix::position(&state);
        let moves = ConTacTix::moves(&position);
        let mv = human.choose(&position, &moves);
        let (binary, compiled) = build(dir.path(), &ConTacTix::source(&state));
        let began = std::time::Instant::now();
        let ran = std::process::Command::new(&binary)
            .arg(mv.to_string())
            .output()
            .unwrap();
        runs.push(began.elapsed());
        compiles.push(compiled);
        assert!(ran.status.success());
        state = ConTacTix::play(state, Some(mv)).unwrap().state;
        if ConTacTix::status(&state) == merlyn::game::Status::Lost {
            break;
        }
    }
    (compiles, runs)
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
    let (binary, _) = build(dir.path(), &ConTacTix::source(&state));
    let began = std::time::Instant::now();
    let ran = std::process::Command::new(&binary)
        .arg(last.to_string())
        .output()
        .unwrap();
    let elapsed = began.elapsed();
    assert!(String::from_utf8_lossy(&ran.stdout).contains("\"contactix: lost\""));
    elapsed
}

/// How a training ended.
fn verdict(converged: bool) -> &'static str {
    if converged { "converged" } else { "gave up" }
}

fn main() {
    let game = std::env::args().skip(1).find(|word| !word.starts_with('-'));
    if game.as_deref().is_none_or(|game| game == "contactix") {
        let sizes = ["7x7", "11x11"];
        let asked: Vec<String> = std::env::args()
            .skip(2)
            .filter(|w| !w.starts_with('-'))
            .collect();
        for size in sizes {
            if asked.is_empty() || asked.iter().any(|w| w == size) {
                contactix_report(size);
            }
        }
    }
    if game.as_deref().is_none_or(|game| game == "gomoku") {
        gomoku_report("gomoku, generation zero (tick5)", Gomoku::zero_strategy());
        gomoku_report(
            "gomoku, every weight at the bottom of its bounds",
            GomokuWeights(LOW),
        );
    }
    if game.as_deref().is_some_and(|game| game != "reversi") {
        return;
    }
    report(
        "generation zero (reverxii's weights)",
        Reversi::zero_strategy(),
    );
    report(
        "a program that knows nothing (every weight 1)",
        Weights([1; 64]),
    );
}
