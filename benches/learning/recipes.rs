//! Lessons from any games, for every game: a program taught as a person
//! teaches it (generation zero, some tens of games against a stronger
//! player from random openings, measured every few games against players
//! it never met and against its control), and the same game trained by
//! self-play with several lengths of random opening and several seeds.
//! Every measure is a match from random openings, each opening played
//! from both sides, a draw counting half; ± is one standard error.
//!
//!     cargo bench --bench learning -- taught GAME [against=PLAYER]
//!         [games=60] [opening=4] [every=10] [held=PLAYER,...] [eval=200]
//!         [eval-opening=N] [seed=S] [size=CxR] [jobs=N]
//!     cargo bench --bench learning -- openings GAME [lengths=0,2,4,6,8]
//!         [seeds=1,2] [games=2000] [held=PLAYER,...] [eval=200]
//!         [eval-opening=N] [size=CxR] [jobs=N]
//!     cargo bench --bench learning -- turns GAME [strategy=S | games=60
//!         seed=S] [against=PLAYER] [opening=4] [turns=8] [size=CxR]
//!         [keep=DIR]

use merlyn::game::Game;
use merlyn::games::{Kind, Task};
use merlyn::player::by_name;
use merlyn::train::{Learner, Opponent, Schedule, train_with};
use merlyn::versus::{self, Entrant, Plan, Record};
use std::ops::ControlFlow;
use std::sync::atomic::AtomicBool;

/// What each game is taught by and measured against, unless the command
/// line says otherwise: its teacher, a player stronger than generation
/// zero; the players no training meets; and the random moves that open a
/// measuring game.
struct Defaults {
    teacher: &'static str,
    held: &'static [&'static str],
    eval_opening: usize,
}

fn defaults(game: &str) -> Defaults {
    match game {
        "reversi" => Defaults {
            teacher: "alphabeta:2",
            held: &["alphabeta:3", "alphabeta:4"],
            eval_opening: 8,
        },
        "gomoku" => Defaults {
            teacher: "threats",
            held: &["greedy", "tick5"],
            eval_opening: 2,
        },
        "contactix" => Defaults {
            teacher: "mcts:3000",
            held: &["mcts:1000:101", "mcts:30000:103"],
            eval_opening: 2,
        },
        "connect-four" => Defaults {
            teacher: "alphabeta:5",
            held: &["alphabeta:4", "alphabeta:6"],
            eval_opening: 4,
        },
        _ => Defaults {
            teacher: "random:1",
            held: &["random:1001"],
            eval_opening: 0,
        },
    }
}

/// The command line's words after the mode and the game.
struct Asked {
    words: Vec<String>,
}

impl Asked {
    fn get(&self, name: &str) -> Option<&str> {
        self.words
            .iter()
            .find_map(|word| word.strip_prefix(name)?.strip_prefix('='))
    }

    fn number(&self, name: &str, default: usize) -> usize {
        self.get(name).map_or(default, |n| n.parse().expect(name))
    }

    fn list(&self, name: &str, default: &[&str]) -> Vec<String> {
        match self.get(name) {
            Some(list) => list.split(',').map(str::to_string).collect(),
            None => default.iter().map(|s| s.to_string()).collect(),
        }
    }

    fn numbers(&self, name: &str, default: &[usize]) -> Vec<usize> {
        match self.get(name) {
            Some(list) => list.split(',').map(|n| n.parse().expect(name)).collect(),
            None => default.to_vec(),
        }
    }
}

/// A share of games won, a draw counting half, in points, and its standard
/// error.
pub fn share(record: &Record) -> (f64, f64) {
    let n = f64::from(record.games);
    let p = (f64::from(record.wins) + 0.5 * f64::from(record.draws)) / n;
    (100.0 * p, 100.0 * (p * (1.0 - p) / n).sqrt())
}

/// How a program and its control fared against each held-out player, and
/// the program against its control.
struct Measure {
    trained: Vec<Record>,
    control: Vec<Record>,
    head_to_head: Record,
}

/// Measures `strategy` and its control against `held`, and head to head.
fn measure<G: Game>(strategy: &G::Strategy, held: &[String], plan: &Plan) -> Measure {
    let control = G::control(strategy);
    let mut opponents: Vec<Entrant> = held.iter().map(|h| Entrant::Named(h.clone())).collect();
    let records = |of: &G::Strategy, opponents: &[Entrant]| -> Vec<Record> {
        let text = of.to_string();
        let matches: Vec<(Entrant, Entrant)> = opponents
            .iter()
            .map(|other| (Entrant::Strategy(text.clone()), other.clone()))
            .collect();
        versus::contests::<G>(&text, &matches, plan, &AtomicBool::new(false), &|| {})
            .expect("the games are played")
            .expect("not interrupted")
            .iter()
            .map(versus::Tally::total)
            .collect()
    };
    let control_records = records(&control, &opponents);
    opponents.push(Entrant::Strategy(control.to_string()));
    let mut trained = records(strategy, &opponents);
    let head_to_head = trained.pop().expect("the control's match");
    Measure {
        trained,
        control: control_records,
        head_to_head,
    }
}

/// A share as the tables print it: `62.5 ±2.4`.
fn shown(record: &Record) -> String {
    let (p, se) = share(record);
    format!("{p:5.1} ±{se:.1}")
}

/// The game's generation zero, on the board `size` names when given.
fn zero<G: Game>(asked: &Asked) -> G::Strategy {
    asked
        .get("size")
        .map_or_else(G::zero_strategy, |size| G::sized(size).expect("a size"))
}

fn plan(asked: &Asked, defaults: &Defaults, seed: u64) -> Plan {
    Plan {
        games: asked.number("eval", 200) as u32,
        opening_moves: asked.number("eval-opening", defaults.eval_opening),
        seed: 1000 + seed,
        jobs: asked.number(
            "jobs",
            std::thread::available_parallelism().map_or(1, usize::from),
        ),
    }
}

/// Trains `strategy` by self-play or against `against` for `games`
/// games, its opponent's first `opening` moves random, drawn from `seed`;
/// calls `checkpoint` with the games played and the strategy every
/// `every` games (and at 0). Gives the losses.
fn teach<G: Game>(
    strategy: G::Strategy,
    against: &str,
    games: usize,
    opening: usize,
    seed: u64,
    every: usize,
    mut checkpoint: impl FnMut(usize, &G::Strategy),
) -> usize {
    let learner = Learner::<G>::new(strategy);
    let player = if against == "self" {
        learner.copy()
    } else {
        by_name::<G>(against).expect("a player")
    };
    let mut opponents = [Opponent {
        name: against.to_string(),
        player,
    }];
    let schedule = Schedule {
        games: Some(games),
        unbeaten: 0,
        losses: usize::MAX,
        opening_moves: opening,
        seed,
    };
    checkpoint(0, &learner.strategy());
    let training = train_with(&learner, &mut opponents, &schedule, |step| {
        if every > 0 && step.games % every == 0 {
            checkpoint(step.games, &learner.strategy());
        }
        ControlFlow::Continue(())
    })
    .expect("training plays");
    training.losses.len()
}

/// `taught GAME`: generation zero, taught by a stronger player.
struct Taught(Asked);

impl Task for Taught {
    type Output = ();

    fn run<G: Game>(self) {
        let asked = self.0;
        let defaults = defaults(G::NAME);
        let against = asked.get("against").unwrap_or(defaults.teacher).to_string();
        let held = asked.list("held", defaults.held);
        let games = asked.number("games", 60);
        let opening = asked.number("opening", 4);
        let every = asked.number("every", 10);
        let seed = asked.number("seed", 5) as u64;
        let plan = plan(&asked, &defaults, seed);
        println!(
            "{}: generation zero taught by {games} games against {against}, its first \
             {opening} moves random (seed {seed}); every {every} games, {} games against \
             each player it never met, from {} random moves (the control in parentheses)",
            G::NAME,
            plan.games,
            plan.opening_moves
        );
        print!("{:>6}", "games");
        for h in &held {
            print!("  {h:>22}");
        }
        println!("  {:>13}", "its control");
        let mut curves: Vec<Vec<(f64, f64)>> = vec![Vec::new(); held.len()];
        let losses = teach::<G>(
            zero::<G>(&asked),
            &against,
            games,
            opening,
            seed,
            every,
            |g, s| {
                let m = measure::<G>(s, &held, &plan);
                print!("{g:>6}");
                for (i, (t, c)) in m.trained.iter().zip(&m.control).enumerate() {
                    print!("  {} ({:5.1})", shown(t), share(c).0);
                    curves[i].push(share(t));
                }
                println!("  {}", shown(&m.head_to_head));
            },
        );
        println!("losses in training: {losses} of {games}");
        report_curves(&held, &curves, every);
    }
}

/// Says, for each player, whether from 20 games on every checkpoint is at
/// least the best one before it, within two standard errors of their
/// difference.
fn report_curves(held: &[String], curves: &[Vec<(f64, f64)>], every: usize) {
    for (h, curve) in held.iter().zip(curves) {
        let mut falls = Vec::new();
        for (k, &(p, se)) in curve.iter().enumerate() {
            let best = curve[..k]
                .iter()
                .copied()
                .fold(None, |best: Option<(f64, f64)>, c| match best {
                    Some(b) if b.0 >= c.0 => Some(b),
                    _ => Some(c),
                });
            if let Some((b, bse)) = best
                && k * every >= 20
                && p < b - 2.0 * (se * se + bse * bse).sqrt()
            {
                falls.push(format!("{} games: {p:.1} against {b:.1}", k * every));
            }
        }
        if falls.is_empty() {
            println!("curve against {h}: holds");
        } else {
            println!("curve against {h}: falls at {}", falls.join("; "));
        }
    }
}

/// `openings GAME`: self-play with several lengths of random opening.
struct Openings(Asked);

impl Task for Openings {
    type Output = ();

    fn run<G: Game>(self) {
        let asked = self.0;
        let defaults = defaults(G::NAME);
        let held = asked.list("held", defaults.held);
        let lengths = asked.numbers("lengths", &[0, 2, 4, 6, 8]);
        let seeds = asked.numbers("seeds", &[1, 2]);
        let games = asked.number("games", 2000);
        println!(
            "{}: self-play, {games} games, its copy's first N moves random; then {} games \
             against each player it never met, from {} random moves (the control in parentheses)",
            G::NAME,
            asked.number("eval", 200),
            asked
                .get("eval-opening")
                .map_or(defaults.eval_opening, |n| n.parse().unwrap())
        );
        print!("{:>3} {:>5} {:>7} {:>8}", "N", "seed", "losses", "time");
        for h in &held {
            print!("  {h:>22}");
        }
        println!("  {:>13}", "its control");
        let mut results: Vec<Vec<f64>> = vec![Vec::new(); held.len()];
        for &opening in &lengths {
            for &seed in &seeds {
                let plan = plan(&asked, &defaults, seed as u64);
                let began = std::time::Instant::now();
                let mut last = None;
                let losses = teach::<G>(
                    zero::<G>(&asked),
                    "self",
                    games,
                    opening,
                    seed as u64,
                    games,
                    |g, s| {
                        if g == games {
                            last = Some(*s);
                        }
                    },
                );
                let time = began.elapsed().as_secs_f64();
                let strategy = last.expect("the last checkpoint");
                let m = measure::<G>(&strategy, &held, &plan);
                print!("{opening:>3} {seed:>5} {losses:>7} {time:>7.1}s");
                for (i, (t, c)) in m.trained.iter().zip(&m.control).enumerate() {
                    print!("  {} ({:5.1})", shown(t), share(c).0);
                    results[i].push(share(t).0);
                }
                println!("  {}", shown(&m.head_to_head));
            }
        }
        for (h, r) in held.iter().zip(&results) {
            let best = r.iter().copied().fold(f64::MIN, f64::max);
            let least = r.iter().copied().fold(f64::MAX, f64::min);
            println!(
                "against {h}: least {least:.1}, best {best:.1}, {:.1} points apart",
                best - least
            );
        }
    }
}

/// A player whose first `left` moves are random, then `rest`'s.
struct Opener<G: Game> {
    random: merlyn::player::Random,
    left: usize,
    rest: Box<dyn merlyn::player::Player<G>>,
}

impl<G: Game> merlyn::player::Player<G> for Opener<G> {
    fn choose(&mut self, position: &G::Position, moves: &[G::Move]) -> G::Move {
        if self.left > 0 {
            self.left -= 1;
            return moves[(self.random.next_u64() % moves.len() as u64) as usize];
        }
        self.rest.choose(position, moves)
    }
}

/// `turns GAME`: how long a turn that learns takes, as the driver plays
/// it (plain `rustc`, then the run), for the program the `taught` mode
/// teaches (or `strategy=S`): the human's last move of each of `turns`
/// games (8) it loses to the teacher after `opening` random moves; with
/// `keep=DIR`, each generation before its last move is written there
/// (`gN.rs`, and the move in `gN.move`), to time again by hand.
struct Turns(Asked);

impl Task for Turns {
    type Output = ();

    fn run<G: Game>(self) {
        let asked = self.0;
        let defaults = defaults(G::NAME);
        let against = asked.get("against").unwrap_or(defaults.teacher).to_string();
        let opening = asked.number("opening", 4);
        let strategy = match asked.get("strategy") {
            Some(text) => text
                .parse()
                .unwrap_or_else(|_| panic!("`{text}` is not a strategy")),
            None => {
                let games = asked.number("games", 60);
                let seed = asked.number("seed", 5) as u64;
                let mut last = None;
                teach::<G>(
                    zero::<G>(&asked),
                    &against,
                    games,
                    opening,
                    seed,
                    games,
                    |g, s| {
                        if g == games {
                            last = Some(*s);
                        }
                    },
                );
                last.expect("the last checkpoint")
            }
        };
        println!(
            "{}: learning turns of {strategy} against {against}",
            G::NAME
        );
        let wanted = asked.number("turns", 8);
        let mut times = Vec::new();
        for seed in 0..400 {
            if times.len() == wanted {
                break;
            }
            let mut opener = Opener::<G> {
                random: merlyn::player::Random::new(seed),
                left: opening,
                rest: by_name::<G>(&against).expect("a player"),
            };
            let (line, last) =
                merlyn::train::play_out(G::new_game(strategy), &mut opener, seed % 2 == 1)
                    .expect("a game");
            if G::status(&last.state) != merlyn::game::Status::Lost {
                continue;
            }
            if let Some(dir) = asked.get("keep") {
                // The generation before the last move, and that move, to
                // time by hand.
                let (state, last) = crate::before_last::<G>(strategy, &line);
                let n = times.len();
                std::fs::write(format!("{dir}/g{n}.rs"), G::source(&state)).expect("written");
                std::fs::write(format!("{dir}/g{n}.move"), last.to_string()).expect("written");
            }
            let (compile, run) = crate::learning_turn::<G>(strategy, &line);
            times.push((compile.as_secs_f64() * 1e3, run.as_secs_f64() * 1e3));
        }
        let slowest = times.iter().map(|(c, r)| c + r).fold(0.0, f64::max);
        println!(
            "learning turns (rustc ms + run ms): {}; slowest {slowest:.0} ms",
            times
                .iter()
                .map(|(c, r)| format!("{c:.0}+{r:.0}"))
                .collect::<Vec<_>>()
                .join(" ")
        );
    }
}

/// Runs the mode `mode` (`taught`, `openings` or `turns`) for the game the
/// words name.
pub fn recipes(mode: &str, words: &[String]) {
    let game = words.first().expect("a game");
    let kind = Kind::named(game).expect("a game's name");
    let asked = Asked {
        words: words[1..].to_vec(),
    };
    match mode {
        "taught" => kind.run(Taught(asked)),
        "turns" => kind.run(Turns(asked)),
        _ => kind.run(Openings(asked)),
    }
}
