//! Connect Four: generation zero trained by its own rule, by self-play
//! only, as `merlyn train --game connect-four --against self --games 2000
//! --seed S` trains it, for each seed asked (1, 2 and 3 by default); then,
//! at checkpoints, the program against its control (the same search, with
//! generation zero's judgement) head to head and against `alphabeta:4`,
//! and at the end against `alphabeta:2`, `:4`, `:6` and unseen random
//! players, beside its control and generation zero. Every match starts
//! from random openings of 4 moves, each position played twice, each
//! player on either side; a score counts a win 1 and a draw a half, and
//! its standard error is over the pairs of games.
//!
//!     cargo bench --bench learning -- connect-four [games=N] [every=N]
//!         [measure=N] [SEED...]
//!
//! `games` is the self-play games of each training (2,000), `every` the
//! games between checkpoints (250), and `measure` the games of each
//! head-to-head match (400): the matches against a fixed player take half
//! as many, and each of the five random players a quarter, so that a
//! shorter run keeps the same shape.

use crate::UNSEEN;
use merlyn::connectfour::{ConnectFour, Weights};
use merlyn::game::Game;
use merlyn::player::Recipe;
use merlyn::train::{Learner, Opponent, Schedule, train_with};
use merlyn::versus;
use std::collections::HashSet;
use std::ops::ControlFlow;
use std::sync::atomic::AtomicBool;

/// How long a run is: self-play games per training (at most 2,000),
/// games between checkpoints, and games of a head-to-head match.
#[derive(Clone, Copy)]
struct Config {
    games: usize,
    every: usize,
    measure: usize,
}

impl Config {
    /// The run the words after the game's name ask for, and the seeds.
    fn from_args(words: &[String]) -> (Config, Vec<u64>) {
        let mut config = Config {
            games: 2000,
            every: 250,
            measure: 400,
        };
        let mut seeds = Vec::new();
        for word in words {
            let number = |value: &str| -> usize {
                value
                    .parse()
                    .unwrap_or_else(|_| panic!("{word}: not a number"))
            };
            match word.split_once('=') {
                Some(("games", value)) => config.games = number(value).min(2000),
                Some(("every", value)) => config.every = number(value).max(1),
                Some(("measure", value)) => config.measure = number(value).max(8) / 4 * 4,
                _ => seeds.extend(word.parse::<u64>().ok()),
            }
        }
        if seeds.is_empty() {
            seeds = vec![1, 2, 3];
        }
        (config, seeds)
    }

    /// Games against one fixed player.
    fn against(&self) -> usize {
        self.measure / 2
    }

    /// Games against each random player.
    fn random(&self) -> usize {
        self.measure / 4
    }
}

/// The seed of the measuring games' openings (the training's are its own).
const OPENINGS: u64 = 7;

/// Random moves of either side that open each measuring game.
const OPENING_MOVES: usize = 4;

/// Games played at once.
const JOBS: usize = 2;

/// A score: the mean over games of 1 for a win and a half for a draw, its
/// standard error over the pairs of games from one opening, and the games
/// won, drawn and lost.
struct Score {
    mean: f64,
    error: f64,
    won: u32,
    drawn: u32,
    lost: u32,
}

impl Score {
    fn percent(&self) -> String {
        format!("{:.1} ± {:.1}", 100.0 * self.mean, 100.0 * self.error)
    }
}

/// A's score against B in `games` games (an even number) from the
/// openings every match here plays.
fn score(a: &Recipe<ConnectFour>, b: &Recipe<ConnectFour>, games: usize) -> Score {
    let stop = AtomicBool::new(false);
    let board = Weights::FOURS;
    let kept = versus::on_threads(
        games,
        JOBS,
        &stop,
        || Ok(Vec::new()),
        |kept: &mut Vec<(usize, i32)>, n| {
            let (_, margin) = versus::numbered_game::<ConnectFour>(
                a.for_game(n as u64).as_mut(),
                b.for_game(n as u64).as_mut(),
                &board,
                OPENING_MOVES,
                OPENINGS,
                n as u64,
            )?;
            kept.push((n, margin.signum()));
            Ok(())
        },
    )
    .unwrap()
    .expect("the games run to their end");
    let mut results = vec![0; games];
    for (n, result) in kept.into_iter().flatten() {
        results[n] = result;
    }
    let points = |r: i32| f64::from(r + 1) / 2.0;
    let pairs: Vec<f64> = results
        .chunks(2)
        .map(|pair| pair.iter().map(|&r| points(r)).sum::<f64>() / 2.0)
        .collect();
    let mean = pairs.iter().sum::<f64>() / pairs.len() as f64;
    let spread = pairs.iter().map(|p| (p - mean).powi(2)).sum::<f64>() / (pairs.len() - 1) as f64;
    let count = |r: i32| results.iter().filter(|&&x| x == r).count() as u32;
    Score {
        mean,
        error: (spread / pairs.len() as f64).sqrt(),
        won: count(1),
        drawn: count(0),
        lost: count(-1),
    }
}

/// The recipe of a program.
fn program(strategy: Weights) -> Recipe<ConnectFour> {
    Recipe::Program(strategy)
}

/// The recipe of a built-in player.
fn named(name: &str) -> Recipe<ConnectFour> {
    Recipe::named(name).unwrap()
}

/// How a training went: the strategy at each checkpoint, the lost games
/// (it learns from every game, and from a lost one most), the losses after
/// which it held the strategy of two losses before, and the lost games met
/// twice.
struct Run {
    checkpoints: Vec<(usize, Weights)>,
    lessons: usize,
    cycles: usize,
    repeated: usize,
}

/// Generation zero trained by self-play as `merlyn train --against self
/// --games 2000 --seed SEED` trains it.
fn train(seed: u64, config: Config) -> Run {
    let learner = Learner::<ConnectFour>::new(ConnectFour::zero_strategy());
    let mut opponents = [Opponent {
        name: "self".to_string(),
        player: learner.copy(),
    }];
    let schedule = Schedule {
        games: Some(config.games),
        unbeaten: 0,
        losses: usize::MAX,
        opening_moves: ConnectFour::SELF_PLAY_OPENING,
        seed,
    };
    let mut run = Run {
        checkpoints: vec![(0, learner.strategy())],
        lessons: 0,
        cycles: 0,
        repeated: 0,
    };
    let mut lost = HashSet::new();
    let mut strategies = vec![learner.strategy()];
    train_with(&learner, &mut opponents, &schedule, |step| {
        if let Some(loss) = step.loss {
            run.lessons += 1;
            run.repeated += usize::from(!lost.insert(loss.line.to_string()));
            let n = strategies.len();
            // The count of lessons grows with every game: what matters is
            // the mind it counts.
            let mind = |w: Weights| Weights { lessons: 0, ..w };
            if n >= 2 && mind(strategies[n - 2]) == mind(loss.strategy) {
                run.cycles += 1;
            }
            strategies.push(loss.strategy);
        }
        if step.games % config.every == 0 || step.games == config.games {
            run.checkpoints.push((step.games, learner.strategy()));
        }
        ControlFlow::Continue(())
    })
    .unwrap();
    run
}

/// One seed: the training, its curve, and the final table.
fn report(seed: u64, config: Config) {
    let began = std::time::Instant::now();
    let run = train(seed, config);
    let trained = run.checkpoints.last().unwrap().1;
    println!(
        "connect-four, seed {seed}: {} self-play games, {} lost ({} giving back the \
         strategy of two losses before; {} lost games met twice), {:.0} s",
        config.games,
        run.lessons,
        run.cycles,
        run.repeated,
        began.elapsed().as_secs_f64()
    );
    println!("  trained: {trained}");
    println!(
        "  | games | lessons | rows of four | against its control | alphabeta:4 | its control \
         against alphabeta:4 |"
    );
    println!("  |---|---|---|---|---|---|");
    let mut curve = Vec::new();
    for (games, strategy) in &run.checkpoints {
        let control = ConnectFour::control(strategy);
        let head = score(&program(*strategy), &program(control), config.measure);
        let ab = score(&program(*strategy), &named("alphabeta:4"), config.against());
        let ab_control = score(&program(control), &named("alphabeta:4"), config.against());
        println!(
            "  | {games} | {} | {} | {} ({}-{}-{}) | {} | {} |",
            strategy.lessons,
            strategy.rows.map(|r| r.to_string()).join(" "),
            head.percent(),
            head.won,
            head.drawn,
            head.lost,
            ab.percent(),
            ab_control.percent()
        );
        curve.push((head, ab));
    }
    // The last checkpoint against the best earlier one, within two
    // standard errors, for each curve.
    for (name, pick) in [("its control", 0), ("alphabeta:4", 1)] {
        let of = |(head, ab): &(Score, Score)| {
            if pick == 0 {
                (head.mean, head.error)
            } else {
                (ab.mean, ab.error)
            }
        };
        let (last, last_error) = of(curve.last().unwrap());
        let (best, best_error) = curve[..curve.len() - 1]
            .iter()
            .map(of)
            .fold((0.0, 0.0), |a, b| if b.0 > a.0 { b } else { a });
        let within = last + 2.0 * (last_error.powi(2) + best_error.powi(2)).sqrt() >= best;
        println!(
            "  curve against {name}: last {:.1}, best earlier {:.1}: {}",
            100.0 * last,
            100.0 * best,
            if within {
                "within two standard errors"
            } else {
                "below by more than two standard errors"
            }
        );
    }
    let control = ConnectFour::control(&trained);
    println!("  | against | trained | its control | generation zero |");
    println!("  |---|---|---|---|");
    for name in ["alphabeta:2", "alphabeta:4", "alphabeta:6"] {
        let row: Vec<String> = [trained, control, ConnectFour::zero_strategy()]
            .iter()
            .map(|s| score(&program(*s), &named(name), config.against()).percent())
            .collect();
        println!("  | `{name}` | {} |", row.join(" | "));
    }
    let random: Vec<String> = [trained, control, ConnectFour::zero_strategy()]
        .iter()
        .map(|s| {
            let scores: Vec<Score> = UNSEEN
                .iter()
                .map(|seed| score(&program(*s), &Recipe::Random(*seed), config.random()))
                .collect();
            let mean = scores.iter().map(|s| s.mean).sum::<f64>() / scores.len() as f64;
            format!("{:.1}", 100.0 * mean)
        })
        .collect();
    println!(
        "  | unseen random players ({} games) | {} |",
        UNSEEN.len() * config.random(),
        random.join(" | ")
    );
    println!("  [{:.0} s]", began.elapsed().as_secs_f64());
}

pub fn connect_four_report() {
    let words: Vec<String> = std::env::args().skip(2).collect();
    let (config, seeds) = Config::from_args(&words);
    for seed in seeds {
        report(seed, config);
    }
}
