//! Con-Tac-Tix, on 7x7 and 11x11: generation zero trained by its own
//! rule against Monte-Carlo players and its own search, then measured
//! against Monte-Carlo players of other seeds and playouts, which it never
//! met.

use crate::common::{median, ms};
use crate::{build, learning_turn, verdict};
use merlyn::game::{Game, Rules};
use merlyn::player::{self, Program};
use merlyn::train::{Opponent, train};
use merlyn::versus;

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
pub fn contactix_report(size: &str) {
    let start = ConTacTix::sized(size).unwrap();
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
        runs.push(learning_turn::<ConTacTix>(before, &loss.line).1);
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
