//! Gomoku: generation zero trained by its own rule by self-play alone, as
//! `merlyn train --against self` trains it (the copy's first moves random,
//! `Game::SELF_PLAY_OPENING` of them), 2,000 games, from two seeds; then
//! measured from random openings, as `merlyn match --opening-moves 4`
//! plays them, against `threats`, which it never met, beside its control
//! (the same lookahead, generation zero's weights and values) and
//! generation zero; head to head against its control; against every
//! built-in player, in either colour, from the openings and from the empty
//! board; with the learning curve against `threats` at checkpoints, and
//! what the lessons did to the values.

use crate::common::{median, ms};
use crate::learning_turn;
use merlyn::game::{Game, Rules};
use merlyn::gomoku::{Gomoku, Weights};
use merlyn::player::{self, Program};
use merlyn::train::{Learner, Opponent, Schedule, train_with};
use merlyn::versus::{self, Entrant, Plan, Record, Tally};
use std::ops::ControlFlow;
use std::sync::atomic::AtomicBool;

/// Training games, and a checkpoint every so many.
const GAMES: usize = 2000;
const CHECKPOINT: usize = 250;

/// The built-in players, each met in either colour.
const BUILT_IN: [&str; 6] = ["threats", "greedy", "tick5", "first", "last", "random:1001"];

/// The seed of the measuring games' openings: none of training's.
const MEASURE: u64 = 99;

/// The tally of `games` games of the program under `strategy` (A) against
/// `other` from random openings of four moves, as `merlyn match
/// --opening-moves 4 --seed 99` plays them, on every core.
fn tally(strategy: Weights, other: Entrant, games: u32) -> Tally {
    let plan = Plan {
        games,
        opening_moves: 4,
        seed: MEASURE,
        jobs: std::thread::available_parallelism().map_or(1, |n| n.get()),
    };
    let a = Entrant::Strategy(strategy.to_string());
    let matches = [(a, other)];
    versus::contests::<Gomoku>(
        &strategy.to_string(),
        &matches,
        &plan,
        &AtomicBool::new(false),
        &|| {},
    )
    .unwrap()
    .unwrap()
    .remove(0)
}

/// The record of the program under `strategy` against the player `name`.
fn against(strategy: Weights, name: &str, games: u32) -> Record {
    tally(strategy, Entrant::Named(name.to_string()), games).total()
}

/// Won, drew, lost, and the standard error of the losses.
fn record(r: Record) -> String {
    format!(
        "{} won {} drew {} lost (± {:.0})",
        r.wins,
        r.draws,
        r.losses,
        error(r.losses, r.games)
    )
}

/// The standard error of a count of `k` in `n` games.
fn error(k: u32, n: u32) -> f64 {
    let p = f64::from(k) / f64::from(n.max(1));
    (f64::from(n) * p * (1.0 - p)).sqrt()
}

/// The program's results against `name` in either colour, from the empty
/// board: "won/drew" for the program first, then second.
fn from_the_empty_board(strategy: Weights, name: &str) -> String {
    let mut other = player::by_name::<Gomoku>(name).unwrap();
    let mut program = Program::<Gomoku> { strategy };
    let tally = versus::play::<Gomoku>(
        ("program", &mut program),
        (name, other.as_mut()),
        2,
        Gomoku::start,
    );
    let word = |r: Record| match (r.wins, r.draws) {
        (1, _) => "won",
        (_, 1) => "drew",
        _ => "lost",
    };
    format!("{}/{}", word(tally.a_first), word(tally.b_first))
}

/// Losses in either colour from the openings: program first, then second.
fn colours(t: &Tally) -> (u32, u32) {
    (t.a_first.losses, t.b_first.losses)
}

/// What training left: the strategy at each checkpoint, and every lesson's.
struct Trained {
    checkpoints: Vec<(usize, Weights)>,
    lessons: Vec<Weights>,
    games: usize,
    seconds: f64,
}

/// Generation zero trained by self-play, as `merlyn train --against self
/// --games 2000 --seed SEED` trains it.
fn self_play(seed: u64) -> (Trained, Vec<merlyn::train::Loss<Gomoku>>) {
    let learner = Learner::<Gomoku>::new(Gomoku::zero_strategy());
    let mut opponents = vec![Opponent {
        name: "self".to_string(),
        player: learner.copy(),
    }];
    let schedule = Schedule {
        games: Some(GAMES),
        unbeaten: 0,
        losses: usize::MAX,
        opening_moves: Gomoku::SELF_PLAY_OPENING,
        seed,
    };
    let mut checkpoints = vec![(0, Gomoku::zero_strategy())];
    let began = std::time::Instant::now();
    let training = train_with(&learner, &mut opponents, &schedule, |step| {
        if step.games % CHECKPOINT == 0 {
            checkpoints.push((step.games, learner.strategy()));
        }
        ControlFlow::Continue(())
    })
    .unwrap();
    let lessons = training.losses.iter().map(|loss| loss.strategy).collect();
    (
        Trained {
            checkpoints,
            lessons,
            games: training.games,
            seconds: began.elapsed().as_secs_f64(),
        },
        training.losses,
    )
}

/// Lessons that give back the strategy of two lessons before (a value
/// cycling back and forth), and lost games met twice.
fn settling(trained: &Trained, losses: &[merlyn::train::Loss<Gomoku>]) -> (usize, usize) {
    let back = trained
        .lessons
        .windows(3)
        .filter(|w| w[2].values == w[0].values && w[2].lookahead == w[0].lookahead)
        .count();
    let mut lines: Vec<String> = losses.iter().map(|loss| loss.line.to_string()).collect();
    let all = lines.len();
    lines.sort();
    lines.dedup();
    (back, all - lines.len())
}

/// Trains from the seed `seed` and measures; with `turns`, times a
/// sample of its losses again as a generation's turns.
pub fn gomoku_report(seed: u64, turns: bool) {
    let zero = Gomoku::zero_strategy();
    let (trained, losses) = self_play(seed);
    let last = trained.lessons.last().copied().unwrap_or(zero);
    let control = Gomoku::control(&last);
    println!(
        "gomoku: generation zero trained by self-play (the copy's first {} moves random), seed \
         {seed}: {} games, {} lessons, {:.0} s",
        Gomoku::SELF_PLAY_OPENING,
        trained.games,
        trained.lessons.len(),
        trained.seconds
    );
    println!("  trained: {last}");
    println!("  control: {control}");
    // Against threats, which it never met: trained, control, generation
    // zero; 1,000 games.
    for (label, strategy) in [
        ("trained", last),
        ("control", control),
        ("generation zero", zero),
    ] {
        println!(
            "  threats, 1,000 games from openings, {label}: {}",
            record(against(strategy, "threats", 1000))
        );
    }
    let head = tally(last, Entrant::Strategy(control.to_string()), 1000).total();
    println!(
        "  head to head against its control, 1,000 games: {}",
        record(head)
    );
    // Every built-in player, in either colour: lost from the openings
    // (program first, second), and from the empty board.
    for name in BUILT_IN {
        let row = |strategy: Weights| {
            let (first, second) = colours(&tally(strategy, Entrant::Named(name.into()), 200));
            format!(
                "lost {first}+{second} of 200, empty board {}",
                from_the_empty_board(strategy, name)
            )
        };
        println!(
            "  {name}: trained {}; generation zero {}; control {}",
            row(last),
            row(zero),
            row(control)
        );
    }
    // The curve: against threats at each checkpoint, 400 games.
    let curve: Vec<(usize, Record)> = trained
        .checkpoints
        .iter()
        .map(|&(games, strategy)| (games, against(strategy, "threats", 400)))
        .collect();
    println!(
        "  the curve, against threats, 400 games (won/drew/lost): {}",
        curve
            .iter()
            .map(|(games, r)| format!("{games}: {}/{}/{}", r.wins, r.draws, r.losses))
            .collect::<Vec<_>>()
            .join(", ")
    );
    if let Some(((_, end), earlier)) = curve.split_last() {
        let best = earlier
            .iter()
            .map(|(_, r)| r.losses)
            .min()
            .unwrap_or(end.losses);
        let bound =
            f64::from(best) + 2.0 * error(end.losses, end.games).max(error(best, end.games));
        println!(
            "  the last checkpoint loses {}, the best earlier {best}: {}",
            end.losses,
            if f64::from(end.losses) <= bound {
                "within two standard errors"
            } else {
                "worse by more than two standard errors"
            }
        );
    }
    let (back, repeated) = settling(&trained, &losses);
    println!(
        "  lessons that gave back the values of two lessons before: {back}; lost games met twice: \
         {repeated}"
    );
    println!(
        "  values at each checkpoint: {}",
        trained
            .checkpoints
            .iter()
            .map(|(games, s)| format!("{games}: {:?}", s.values))
            .collect::<Vec<_>>()
            .join("; ")
    );
    if !turns {
        return;
    }
    // A sample of the losses again, each as a generation lives it:
    // compiled plainly, as the driver compiles it, and run with the
    // human's winning move.
    let step = (losses.len() / 20).max(1);
    let (mut all, mut runs) = (Vec::new(), Vec::new());
    for loss in losses.iter().step_by(step) {
        let (compile, run) = learning_turn::<Gomoku>(loss.before, &loss.line);
        all.push(compile + run);
        runs.push(run);
    }
    if let (Some(&slowest), Some(&slowest_run)) = (all.iter().max(), runs.iter().max()) {
        println!(
            "  a turn that loses and learns, {} losses of {}: plain rustc then the run, median \
             {:.0} ms, slowest {:.0} ms; the run alone, median {:.0} ms, slowest {:.0} ms",
            all.len(),
            losses.len(),
            ms(median(all)),
            ms(slowest),
            ms(median(runs)),
            ms(slowest_run)
        );
    }
}
