//! Con-Tac-Tix: generation zero trained by its own rule, by self-play
//! alone (its copy as the opponent, each game opened by random moves),
//! then measured from random openings, head to head against its control
//! (the same search with generation zero's evaluation) and against
//! players it never met: Monte-Carlo players of other seeds and the
//! `shortest` player. The learning curve is the same measure at every
//! checkpoint.
//!
//!     cargo bench --bench learning -- contactix [SIZE] [games=N]
//!         [checkpoints=N] [pairs=N] [final=N] [jobs=N] [also=PLAYER]...

use crate::common::{median, ms};
use crate::learning_turn;
use merlyn::contactix::{ConTacTix, Weights};
use merlyn::game::Game;
use merlyn::train::{Learner, Opponent, Schedule, train_with};
use merlyn::versus::{self, Entrant, Plan};
use std::ops::ControlFlow;
use std::sync::atomic::AtomicBool;

/// What the bench is asked: the board, how many self-play games, how many
/// checkpoints, how many pairs of games (one on each side of a random
/// opening) each measure at a checkpoint plays against each opponent, how
/// many the final measure plays, on how many threads, and the players it
/// is measured against beside its control (`UNSEEN`, and each `also=`).
struct Asked {
    size: String,
    games: usize,
    checkpoints: usize,
    pairs: u32,
    last: u32,
    jobs: usize,
    unseen: Vec<String>,
}

fn asked(words: &[String]) -> Asked {
    let mut asked = Asked {
        size: "7x7".to_string(),
        games: 600,
        checkpoints: 6,
        pairs: 20,
        last: 100,
        jobs: 1,
        unseen: UNSEEN.iter().map(|name| name.to_string()).collect(),
    };
    for word in words {
        let number = |key: &str| {
            word.strip_prefix(key)
                .map(|n| n.parse::<usize>().expect("a whole number after ="))
        };
        if let Some(n) = number("games=") {
            asked.games = n;
        } else if let Some(n) = number("checkpoints=") {
            asked.checkpoints = n.max(1);
        } else if let Some(n) = number("pairs=") {
            asked.pairs = n as u32;
        } else if let Some(n) = number("final=") {
            asked.last = n as u32;
        } else if let Some(n) = number("jobs=") {
            asked.jobs = n.max(1);
        } else if let Some(player) = word.strip_prefix("also=") {
            asked.unseen.push(player.to_string());
        } else {
            asked.size = word.clone();
        }
    }
    asked
}

/// The players it is measured against and never met in training, unless
/// asked for more: Monte-Carlo players of other seeds than any it could
/// meet, and the player of the shortest way.
const UNSEEN: [&str; 3] = ["mcts:1000:101", "mcts:3000:102", "shortest"];

/// How many random moves open each game of a measure: other openings than
/// training's (another seed), and each played from both sides.
const OPENING: usize = 2;
const SEED: u64 = 7;

/// Wins of the strategy `a` against each of `others` in `pairs` pairs of
/// games from random openings, each opening played once from each side;
/// and the games each.
fn wins(a: &Weights, others: &[Entrant], pairs: u32, jobs: usize) -> (Vec<u32>, u32) {
    let plan = Plan {
        games: 2 * pairs,
        opening_moves: OPENING,
        seed: SEED,
        jobs,
    };
    let matches: Vec<(Entrant, Entrant)> = others
        .iter()
        .map(|b| (Entrant::Strategy(a.to_string()), b.clone()))
        .collect();
    let tallies = versus::contests::<ConTacTix>(
        &a.to_string(),
        &matches,
        &plan,
        &AtomicBool::new(false),
        &|| {},
    )
    .unwrap()
    .unwrap();
    let won = tallies
        .iter()
        .map(|t| t.a_first.wins + t.b_first.wins)
        .collect();
    (won, plan.games)
}

/// A share of games won, with its standard error, in percent.
fn rate(won: u32, games: u32) -> String {
    let p = f64::from(won) / f64::from(games);
    let se = (p * (1.0 - p) / f64::from(games)).sqrt();
    format!("{:5.1} ± {:4.1}", 100.0 * p, 100.0 * se)
}

/// The players of these names, as a match takes them.
fn named(names: &[String]) -> Vec<Entrant> {
    names
        .iter()
        .map(|name| Entrant::Named(name.clone()))
        .collect()
}

/// The opponents of a measure of `strategy`: its control, then the
/// players it never met.
fn opponents(strategy: &Weights, unseen: &[String]) -> Vec<Entrant> {
    let control = ConTacTix::control(strategy);
    std::iter::once(Entrant::Strategy(control.to_string()))
        .chain(named(unseen))
        .collect()
}

/// A line of the learning curve: the strategy after `games` games, its
/// win rates against its control and each unseen player.
fn curve_line(games: usize, strategy: &Weights, asked: &Asked) -> String {
    let (won, each) = wins(
        strategy,
        &opponents(strategy, &asked.unseen),
        asked.pairs,
        asked.jobs,
    );
    let rates: Vec<String> = won.iter().map(|&w| rate(w, each)).collect();
    format!(
        "  {games:>6} {:>7} {:>6}  {:<16} {}",
        strategy.lessons,
        strategy.deeper,
        strategy.evaluation(),
        rates.join("  ")
    )
}

pub fn contactix_report(words: &[String]) {
    let asked = asked(words);
    let start = ConTacTix::sized(&asked.size).unwrap();
    let learner = Learner::new(start);
    let mut opponents_in_training = [Opponent {
        name: "self".to_string(),
        player: learner.copy(),
    }];
    let schedule = Schedule {
        games: Some(asked.games),
        unbeaten: 0,
        losses: usize::MAX,
        opening_moves: ConTacTix::SELF_PLAY_OPENING,
        seed: 0,
    };
    println!(
        "contactix {}: self-play from generation zero, {} games, each opened by {} random moves",
        asked.size,
        asked.games,
        ConTacTix::SELF_PLAY_OPENING
    );
    println!(
        "  measured from random openings of {OPENING} moves (seed {SEED}), each played from both sides; win rate of the program, % ± standard error"
    );
    println!(
        "  {:>6} {:>7} {:>6}  {:<16} {:<13}  {}",
        "games",
        "lessons",
        "deeper",
        "evaluation",
        "vs control",
        asked
            .unseen
            .iter()
            .map(|n| format!("{n:<13}"))
            .collect::<Vec<_>>()
            .join("  ")
    );
    let every = asked.games.div_ceil(asked.checkpoints).max(1);
    println!("{}", curve_line(0, &start, &asked));
    let began = std::time::Instant::now();
    let mut measuring = std::time::Duration::ZERO;
    let training = train_with(&learner, &mut opponents_in_training, &schedule, |step| {
        if step.games % every == 0 || step.games == asked.games {
            let paused = std::time::Instant::now();
            println!("{}", curve_line(step.games, &learner.strategy(), &asked));
            measuring += paused.elapsed();
        }
        ControlFlow::Continue(())
    })
    .unwrap();
    let lines: std::collections::HashSet<String> = training
        .losses
        .iter()
        .map(|loss| loss.line.to_string())
        .collect();
    println!(
        "  training: {} games, {} losses ({} lost games told apart, so {} repeated), {:.0} s; trained {}",
        training.games,
        training.losses.len(),
        lines.len(),
        training.losses.len() - lines.len(),
        (began.elapsed() - measuring).as_secs_f64(),
        training.strategy
    );
    // The final measure, with more games: the trained program and its
    // control, each against the players neither met, and head to head.
    let trained = training.strategy;
    let control = ConTacTix::control(&trained);
    let unseen = named(&asked.unseen);
    let (head, games) = wins(
        &trained,
        &[Entrant::Strategy(control.to_string())],
        asked.last,
        asked.jobs,
    );
    println!(
        "  final, {games} games each: trained vs its control {}",
        rate(head[0], games)
    );
    for (label, strategy) in [("trained", trained), ("control", control)] {
        let (won, games) = wins(&strategy, &unseen, asked.last, asked.jobs);
        let total: u32 = won.iter().sum();
        let each: Vec<String> = asked
            .unseen
            .iter()
            .zip(&won)
            .map(|(name, &w)| format!("{name} {}", rate(w, games)))
            .collect();
        println!(
            "  final, {games} games each: {label} vs {}; all {}",
            each.join(", "),
            rate(total, games * asked.unseen.len() as u32)
        );
    }
    // Each loss again, as a generation lives it: compiled plainly, as the
    // driver compiles it, and run with the human's winning move.
    let mut runs = Vec::new();
    for loss in training.losses.iter().take(20) {
        runs.push(learning_turn::<ConTacTix>(loss.before, &loss.line).1);
    }
    if let Some(&slowest) = runs.iter().max() {
        println!(
            "  a generation's run that loses and learns, over the first {} losses: median {:.0} ms, slowest {:.0} ms",
            runs.len(),
            ms(median(runs)),
            ms(slowest)
        );
    }
}
