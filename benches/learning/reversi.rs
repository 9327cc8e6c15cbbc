//! Reversi: generation zero trained by its own rule against random players
//! and against copies of itself that open with random moves, then measured
//! against players it never met: other random seeds, the deterministic
//! built-in players, and alphabeta:3 from varied openings.

use crate::common::ms;
use crate::{UNSEEN, learning_turn};
use merlyn::game::{Game, Rules};
use merlyn::player::{self, Player, Program};
use merlyn::versus;

use merlyn::player::Random;
use merlyn::reversi::{Position, Reversi, Weights};
use merlyn::train::play_out;

const HELD_OUT: [&str; 4] = ["reverxii", "greedy", "first", "last"];

/// A player that plays its first `opening` moves of each game at random
/// (a stream seeded once), then as `rest` would.
struct Opening {
    random: Random,
    opening: u32,
    left: u32,
    rest: Box<dyn Player<Reversi>>,
}

impl Player<Reversi> for Opening {
    fn choose(
        &mut self,
        position: &Position,
        moves: &[merlyn::reversi::Move],
    ) -> merlyn::reversi::Move {
        // A board of 4 or 5 discs: a new game.
        if (position.x | position.o).count_ones() <= 5 {
            self.left = self.opening;
        }
        if self.left > 0 {
            self.left -= 1;
            return Player::<Reversi>::choose(&mut self.random, position, moves);
        }
        self.rest.choose(position, moves)
    }
}

/// The board after `plies` random moves from the start, `first` moving
/// first, drawn from `random`.
fn opening(random: &mut Random, plies: u32, first: merlyn::game::Side) -> Position {
    let mut position = Reversi::start(first);
    for _ in 0..plies {
        let moves = Reversi::moves(&position);
        let mv = Player::<Reversi>::choose(random, &position, &moves);
        position = Reversi::apply(&position, mv);
    }
    position
}

/// Wins, draws and games of the program under `strategy` against the
/// player `name`, from `openings` boards after four random moves (seeded),
/// each played twice, the program taking either side.
fn from_openings(strategy: Weights, name: &str, openings: u64) -> (u32, u32, u32) {
    let (mut wins, mut draws, mut games) = (0, 0, 0);
    for seed in 0..openings {
        let first = if seed % 2 == 0 {
            merlyn::game::Side::X
        } else {
            merlyn::game::Side::Zero
        };
        let start = opening(&mut Random::new(seed), 4, first);
        for program_plays_zero in [true, false] {
            let mut program = Program::<Reversi> { strategy };
            let mut other = player::by_name::<Reversi>(name).unwrap();
            let end = if program_plays_zero {
                versus::game::<Reversi>(&mut program, other.as_mut(), start)
            } else {
                versus::game::<Reversi>(other.as_mut(), &mut program, start)
            };
            let margin = Reversi::margin(&end) * if program_plays_zero { -1 } else { 1 };
            wins += u32::from(margin > 0);
            draws += u32::from(margin == 0);
            games += 1;
        }
    }
    (wins, draws, games)
}

/// Games won (of 2, one moving first) against each held-out deterministic
/// player.
fn against_held_out(strategy: Weights) -> String {
    HELD_OUT
        .iter()
        .map(|name| {
            let mut other = player::by_name::<Reversi>(name).unwrap();
            let tally = versus::play::<Reversi>(
                ("program", &mut Program::<Reversi> { strategy }),
                (name, other.as_mut()),
                2,
                Reversi::start,
            );
            format!("{name} {}/2", tally.total().wins)
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The share of 1,000 games won against the unseen random players, 200
/// against each.
fn against_random(strategy: Weights) -> f64 {
    let wins: u32 = UNSEEN
        .iter()
        .map(|&seed| {
            let tally = versus::play::<Reversi>(
                ("program", &mut Program::<Reversi> { strategy }),
                ("random", &mut Random::new(seed)),
                200,
                Reversi::start,
            );
            tally.total().wins
        })
        .sum();
    f64::from(wins) / 10.0
}

/// One row of the table: the program under `strategy` against every
/// held-out opponent.
fn measure(label: &str, strategy: Weights) {
    let began = std::time::Instant::now();
    let random = against_random(strategy);
    let (wins, draws, games) = from_openings(strategy, "alphabeta:3", 50);
    println!(
        "{label:<28} random (1,000 games): {random:.1}%   alphabeta:3 ({games} games): {:.1}% \
         ({wins} won, {draws} drawn)   {}   [{strategy}; {:.0} s]",
        100.0 * f64::from(wins) / f64::from(games),
        against_held_out(strategy),
        began.elapsed().as_secs_f64()
    );
}

/// Generation zero, trained for `games` games by its own rule, in turn
/// against the random players 1 to 20 and a copy of itself as it stands
/// that opens with 6 random moves; each moving first in every other game.
/// Gives the strategy at each of the `checkpoints` (games played), and the
/// losses it learned from.
fn train_reversi(checkpoints: &[usize]) -> (Vec<Weights>, usize) {
    let mut strategy = Reversi::zero_strategy();
    let (mut kept, mut losses) = (vec![], 0);
    let mut opening_stream = Random::new(7);
    for game in 0..=*checkpoints.last().unwrap() {
        if checkpoints.contains(&game) {
            kept.push(strategy);
        }
        let mut opponent: Box<dyn Player<Reversi>> = if game % 4 < 2 {
            Box::new(Random::new(1 + (game as u64 / 4) % 20 + 100 * game as u64))
        } else {
            Box::new(Opening {
                random: Random::new(opening_stream.next_u64()),
                opening: 6,
                left: 6,
                rest: Box::new(Program::<Reversi> { strategy }),
            })
        };
        let (_, last) = play_out(
            Reversi::new_game(strategy),
            opponent.as_mut(),
            game % 2 == 1,
        )
        .unwrap();
        if Reversi::status(&last.state) == merlyn::game::Status::Lost {
            strategy = Reversi::strategy(&last.state);
            losses += 1;
        }
    }
    (kept, losses)
}

/// How long a Reversi generation under `strategy` takes, built with plain
/// `rustc` (debug, as the driver builds it) and run on the last move of a
/// game it loses, so that it learns: the compile and the run, for each of
/// up to `games` games it loses to alphabeta:4 after 4 random moves.
fn reversi_learning_turns(strategy: Weights, games: usize) -> Vec<(f64, f64)> {
    let mut times = Vec::new();
    for seed in 0..200 {
        if times.len() == games {
            break;
        }
        let mut opener = Opening {
            random: Random::new(seed),
            opening: 4,
            left: 4,
            rest: player::by_name::<Reversi>("alphabeta:4").unwrap(),
        };
        let (line, last) =
            play_out(Reversi::new_game(strategy), &mut opener, seed % 2 == 1).unwrap();
        if Reversi::status(&last.state) != merlyn::game::Status::Lost {
            continue;
        }
        let (compile, run) = learning_turn::<Reversi>(strategy, &line);
        times.push((ms(compile), ms(run)));
    }
    times
}

/// Fixed strategies, for reference: reverxii's weights and a table that
/// prizes corners and shuns the squares beside them, at depths 4 and 5.
fn reversi_tables() {
    for table in [
        "91666619/11222211/62444426/62444426/62444426/62444426/11222211/91666619",
        "91333319/10000001/31111113/31100113/31100113/31111113/10000001/91333319",
    ] {
        for (depth, mobility) in [(4, 2), (4, 5), (5, 3)] {
            let strategy = Weights {
                depth,
                mobility,
                ..table.parse::<Weights>().unwrap()
            };
            measure(
                &format!("fixed, depth {depth}, mobility {mobility}"),
                strategy,
            );
        }
    }
}

pub fn reversi_report() {
    if std::env::args().any(|word| word == "tables") {
        reversi_tables();
        return;
    }
    let checkpoints = [0, 100, 200, 400];
    let (kept, losses) = train_reversi(&checkpoints);
    println!(
        "reversi: trained {} games by its own rule, {losses} losses",
        checkpoints.last().unwrap()
    );
    for (games, strategy) in checkpoints.iter().zip(&kept) {
        measure(&format!("after {games} training games"), *strategy);
    }
    for strategy in [Reversi::zero_strategy(), *kept.last().unwrap()] {
        let times = reversi_learning_turns(strategy, 5);
        let total = |(compile, run): &(f64, f64)| compile + run;
        let slowest = times.iter().map(total).fold(0.0, f64::max);
        println!(
            "losing, learning turns of [{strategy}] (rustc ms + run ms): {} slowest {slowest:.0} ms",
            times
                .iter()
                .map(|(compile, run)| format!("{compile:.0}+{run:.0}"))
                .collect::<Vec<_>>()
                .join(" ")
        );
    }
}
