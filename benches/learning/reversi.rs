//! Reversi: generation zero trained by its own rule, by self-play only, as
//! `merlyn train reversi --against self --games 2000 --seed S` trains it
//! (its opponent a copy of itself whose first moves are random), then
//! measured at checkpoints against players it never met, from random
//! openings: its control (the same search with generation zero's weights)
//! head to head, `alphabeta:3`, `alphabeta:4`, unseen random players,
//! and, when asked (`grhino`), GRhino through GTP; the control against the
//! same players; whether lessons settled (lost games repeated, weights
//! that came back); and what a learning turn costs, compiled and run as
//! the driver does.
//!
//!     cargo bench --bench learning -- reversi [seed=S ...] [grhino]
//!     cargo bench --bench learning -- reversi turns [strategy=WEIGHTS] [against=PLAYER]

use crate::common::ms;
use crate::{UNSEEN, learning_turn};
use merlyn::game::{Game, Status};
use merlyn::player::{Player, Random};
use merlyn::reversi::{Move, Reversi, Weights};
use merlyn::train::{Learner, Opponent, Schedule, play_out, train_with};
use merlyn::versus::{self, Entrant, Plan, Record};
use std::collections::{HashMap, HashSet};
use std::ops::ControlFlow;
use std::sync::atomic::AtomicBool;

/// The training games before each checkpoint.
const CHECKPOINTS: [usize; 6] = [0, 250, 500, 1000, 1500, 2000];

/// How the GRhino engine is started, at level 2, when the bench is asked
/// for it (Debian's `grhino` puts `gtp-rhino` in /usr/games, which must be
/// on PATH).
const GRHINO: &str = "engine:gtp-rhino -l 2";

/// A share of games won, a draw counting half, in points, and its standard
/// error.
fn share(record: &Record) -> (f64, f64) {
    let n = f64::from(record.games);
    let p = (f64::from(record.wins) + 0.5 * f64::from(record.draws)) / n;
    (100.0 * p, 100.0 * (p * (1.0 - p) / n).sqrt())
}

/// A share as the tables print it: `62.5 ±2.4`.
fn shown(record: &Record) -> String {
    let (p, se) = share(record);
    format!("{p:5.1} ±{se:.1}")
}

/// The random moves that open each measuring game: from the start, 4
/// moves make only 244 boards (the perft count), 8 make 390,216.
const OPENING: usize = 8;

/// The record of the program under `strategy` against each of `opponents`
/// (players by name, or strategies), `games` games each from openings of
/// `OPENING` random moves (the pairs of `merlyn match --opening-moves 8`,
/// each opening played from both sides), on every core.
fn against(strategy: Weights, opponents: &[Entrant], games: u32) -> Vec<Record> {
    let text = strategy.to_string();
    let matches: Vec<(Entrant, Entrant)> = opponents
        .iter()
        .map(|other| (Entrant::Strategy(text.clone()), other.clone()))
        .collect();
    let plan = Plan {
        games,
        opening_moves: OPENING,
        seed: 1,
        jobs: std::thread::available_parallelism().map_or(1, usize::from),
    };
    versus::contests::<Reversi>(&text, &matches, &plan, &AtomicBool::new(false), &|| {})
        .expect("the games are played")
        .expect("not interrupted")
        .iter()
        .map(versus::Tally::total)
        .collect()
}

/// The record of the program under `strategy` against the unseen random
/// players, 200 games each, from the start (each side opening half).
fn against_random(strategy: Weights) -> Record {
    let opponents: Vec<Entrant> = UNSEEN
        .iter()
        .map(|seed| Entrant::Named(format!("random:{seed}")))
        .collect();
    against(strategy, &opponents, 200)
        .into_iter()
        .fold(Record::default(), |sum, record| sum.plus(record))
}

/// One checkpoint's row: the program's records against its control, then
/// against each reference player, with the control's against the same.
struct Row {
    games: usize,
    strategy: Weights,
    control: Record,
    players: Vec<(Record, Record)>,
}

/// The reference players: alphabeta:3 and alphabeta:4 (the trained
/// program's own depth), the random players, and GRhino when asked.
fn players(grhino: bool) -> Vec<&'static str> {
    let mut names = vec!["alphabeta:3", "alphabeta:4", "random"];
    if grhino {
        names.push(GRHINO);
    }
    names
}

/// The records of controls against the reference players, by the
/// player's name and the control's strategy: a control is the same at
/// every checkpoint of the same depth.
type Controls = HashMap<(String, String), Record>;

/// The record of `strategy` against the reference player `name`.
fn against_player(name: &str, strategy: Weights) -> Record {
    match name {
        "random" => against_random(strategy),
        name if name == GRHINO => against(strategy, &[Entrant::Named(name.to_string())], 200)[0],
        name => against(strategy, &[Entrant::Named(name.to_string())], 400)[0],
    }
}

/// Measures `strategy` after `games` training games.
fn checkpoint(games: usize, strategy: Weights, grhino: bool, controls: &mut Controls) -> Row {
    let control = Reversi::control(&strategy);
    let head_to_head = against(strategy, &[Entrant::Strategy(control.to_string())], 400)[0];
    let players = players(grhino)
        .iter()
        .map(|&name| {
            let key = (name.to_string(), control.to_string());
            let theirs = *controls
                .entry(key)
                .or_insert_with(|| against_player(name, control));
            (against_player(name, strategy), theirs)
        })
        .collect();
    Row {
        games,
        strategy,
        control: head_to_head,
        players,
    }
}

/// What a training did besides its checkpoints: its losses, lost games
/// met twice, and lessons after which the weights (and depth) were ones
/// held before.
struct Settled {
    losses: usize,
    repeated: usize,
    returned: usize,
}

/// Trains generation zero by self-play for the last of `CHECKPOINTS`
/// games, as `merlyn train reversi --against self --games N --seed
/// SEED` does, measuring it at each checkpoint.
fn train(seed: u64, grhino: bool, controls: &mut Controls) -> (Vec<Row>, Settled) {
    let learner = Learner::<Reversi>::new(Reversi::zero_strategy());
    let mut opponents = [Opponent {
        name: "self".to_string(),
        player: learner.copy(),
    }];
    let schedule = Schedule {
        games: Some(*CHECKPOINTS.last().unwrap()),
        unbeaten: 0,
        losses: usize::MAX,
        opening_moves: Reversi::SELF_PLAY_OPENING,
        seed,
    };
    let mut kept = vec![(0, learner.strategy())];
    let training = train_with(&learner, &mut opponents, &schedule, |step| {
        if CHECKPOINTS.contains(&step.games) {
            kept.push((step.games, learner.strategy()));
        }
        ControlFlow::Continue(())
    })
    .expect("training plays");
    let (mut lines, mut held) = (HashSet::new(), HashSet::new());
    held.insert((Weights::REVERXII.weights, Weights::REVERXII.depth));
    let mut settled = Settled {
        losses: training.losses.len(),
        repeated: 0,
        returned: 0,
    };
    for loss in &training.losses {
        settled.repeated += usize::from(!lines.insert(loss.line.to_string()));
        let learned = (loss.strategy.weights, loss.strategy.depth);
        settled.returned += usize::from(!held.insert(learned));
    }
    let rows = kept
        .into_iter()
        .map(|(games, strategy)| checkpoint(games, strategy, grhino, controls))
        .collect();
    (rows, settled)
}

/// Prints a training's table: a row per checkpoint.
fn print(seed: u64, rows: &[Row], settled: &Settled, grhino: bool) {
    let names = players(grhino);
    println!(
        "reversi, self-play seed {seed}: {} losses in {} games; lost games repeated: {}; \
         lessons whose weights came back: {}",
        settled.losses,
        CHECKPOINTS.last().unwrap(),
        settled.repeated,
        settled.returned
    );
    let mut head = format!("{:>6}  {:<12}", "games", "vs control");
    for name in &names {
        let name = name.split(' ').next().unwrap_or(name);
        head.push_str(&format!("  {:<26}", format!("{name} (control)")));
    }
    println!("{head}");
    for row in rows {
        let mut line = format!("{:>6}  {:<12}", row.games, shown(&row.control));
        for (trained, control) in &row.players {
            line.push_str(&format!(
                "  {:<26}",
                format!("{} ({})", shown(trained), shown(control))
            ));
        }
        println!("{line}");
    }
    println!("  final weights: {}", rows.last().unwrap().strategy);
    // Does the curve stay? The last checkpoint against the best before
    // it, within two standard errors of their difference.
    let mut curves = vec![(
        "control",
        rows.iter().map(|r| r.control).collect::<Vec<_>>(),
    )];
    for (i, name) in names.iter().enumerate() {
        curves.push((name, rows.iter().map(|r| r.players[i].0).collect()));
    }
    for (name, curve) in curves {
        let (best, before) = curve[..curve.len() - 1]
            .iter()
            .map(share)
            .fold((0.0, 0.0), |top, s| if s.0 > top.0 { s } else { top });
        let (end, se) = share(curve.last().unwrap());
        let margin = 2.0 * (se * se + before * before).sqrt();
        println!(
            "  {name}: last {end:.1}, best before {best:.1}: {}",
            if end + margin >= best {
                "stays"
            } else {
                "falls"
            }
        );
    }
}

/// A player whose first `left` moves are random, then `rest`'s.
struct Opener {
    random: Random,
    left: usize,
    rest: Box<dyn Player<Reversi>>,
}

impl Player<Reversi> for Opener {
    fn choose(&mut self, position: &merlyn::reversi::Position, moves: &[Move]) -> Move {
        if self.left > 0 {
            self.left -= 1;
            return moves[(self.random.next_u64() % moves.len() as u64) as usize];
        }
        self.rest.choose(position, moves)
    }
}

/// How long learning turns of the generation under `strategy` take, as
/// the driver plays them (plain `rustc`, debug, then the run): the
/// human's last move of each of up to `games` games it loses to `player`
/// after 4 random moves. Gives (compile ms, run ms) for each.
fn learning_turns(strategy: Weights, player: &str, games: usize) -> Vec<(f64, f64)> {
    let mut times = Vec::new();
    for seed in 0..400 {
        if times.len() == games {
            break;
        }
        let mut opener = Opener {
            random: Random::new(seed),
            left: 4,
            rest: merlyn::player::by_name::<Reversi>(player).expect("a player"),
        };
        let (line, last) =
            play_out(Reversi::new_game(strategy), &mut opener, seed % 2 == 1).expect("a game");
        if Reversi::status(&last.state) != Status::Lost {
            continue;
        }
        let (compile, run) = learning_turn::<Reversi>(strategy, &line);
        times.push((ms(compile), ms(run)));
    }
    times
}

/// Prints the learning turns of `strategy` against `player`.
fn print_turns(strategy: Weights, player: &str) {
    let times = learning_turns(strategy, player, 8);
    let slowest = times.iter().map(|(c, r)| c + r).fold(0.0, f64::max);
    println!(
        "learning turns against {player} (rustc ms + run ms): {}; slowest {slowest:.0} ms",
        times
            .iter()
            .map(|(c, r)| format!("{c:.0}+{r:.0}"))
            .collect::<Vec<_>>()
            .join(" ")
    );
}

pub fn reversi_report() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let word = |w: &str| args.iter().any(|a| a == w);
    if word("turns") {
        let strategy = args
            .iter()
            .find_map(|a| a.strip_prefix("strategy=")?.parse().ok())
            .unwrap_or(Weights::REVERXII);
        let player = args
            .iter()
            .find_map(|a| a.strip_prefix("against="))
            .unwrap_or("alphabeta:4");
        print_turns(strategy, player);
        return;
    }
    let grhino = word("grhino");
    let mut seeds: Vec<u64> = args
        .iter()
        .filter_map(|a| a.strip_prefix("seed=")?.parse().ok())
        .collect();
    if seeds.is_empty() {
        seeds = vec![1, 2, 3];
    }
    let (mut last, mut controls) = (Reversi::zero_strategy(), Controls::new());
    for seed in seeds {
        let began = std::time::Instant::now();
        let (rows, settled) = train(seed, grhino, &mut controls);
        print(seed, &rows, &settled, grhino);
        println!("  ({:.0} s)", began.elapsed().as_secs_f64());
        last = rows.last().unwrap().strategy;
    }
    print_turns(last, "alphabeta:4");
}
