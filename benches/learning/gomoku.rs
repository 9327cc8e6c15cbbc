//! Gomoku: generation zero trained by its own rule against `greedy` and
//! `tick5`, whose first two moves are random (seeded), so that the games
//! vary; then generation zero and the trained program against `threats`
//! (which neither trained against) from openings of four seeded random
//! moves, against every built-in player from the empty board and from
//! those openings, and against unseen random players.

use crate::common::{median, ms};
use crate::{UNSEEN, learning_turn, verdict};
use merlyn::game::{Game, Rules};
use merlyn::player::{self, Player, Program};
use merlyn::train::{Opponent, train};
use merlyn::versus;

use merlyn::game::Side;
use merlyn::gomoku::{Cell, Gomoku, Position, Weights as GomokuWeights};

/// The built-in players, each met from the empty board.
const GOMOKU_BUILT_IN: [&str; 5] = ["threats", "greedy", "tick5", "first", "last"];

/// A Gomoku player whose first `moves` moves of each game are random cells
/// of the central 7x7 square, from a seeded stream, and then `inner`'s.
struct Opening {
    moves: usize,
    random: player::Random,
    inner: Box<dyn Player<Gomoku>>,
}

impl Player<Gomoku> for Opening {
    fn choose(&mut self, position: &Position, moves: &[Cell]) -> Cell {
        let mine = if position.to_move == Side::X { 1 } else { 2 };
        let played = position.cells.iter().filter(|&&c| c == mine).count();
        if played >= self.moves {
            return self.inner.choose(position, moves);
        }
        loop {
            let r = (self.random.next_u64() % 49) as u8;
            let at = (4 + r / 7) * 15 + 4 + r % 7;
            if position.cells[usize::from(at)] == 0 {
                return Cell(at);
            }
        }
    }
}

/// The position after four random moves in the central 7x7 square from
/// the seed `seed`, `first` to move then as at the start.
fn gomoku_opening(seed: u64, first: Side) -> Position {
    let mut random = player::Random::new(seed);
    let mut position = Gomoku::start(first);
    while position.count < 4 {
        let r = (random.next_u64() % 49) as u8;
        let at = (4 + r / 7) * 15 + 4 + r % 7;
        if position.cells[usize::from(at)] == 0 {
            position = Gomoku::apply(&position, Cell(at));
        }
    }
    position
}

/// Games won, drawn and lost by the program against `name` in `games`
/// games, from the openings of seeds 1 to games / 2, each played once with
/// either side to move.
fn gomoku_from_openings(weights: GomokuWeights, name: &str, games: u64) -> versus::Record {
    let mut record = versus::Record::default();
    let mut other = player::by_name::<Gomoku>(name).unwrap();
    let mut program = Program::<Gomoku> { strategy: weights };
    for game in 0..games {
        let first = if game % 2 == 0 { Side::Zero } else { Side::X };
        let start = gomoku_opening(1 + game / 2, first);
        let end = versus::game::<Gomoku>(&mut program, other.as_mut(), start);
        record.games += 1;
        match Gomoku::margin(&end) {
            1 => record.losses += 1,
            0 => record.draws += 1,
            _ => record.wins += 1,
        }
    }
    record
}

/// Games won, drawn and lost against each built-in player from the empty
/// board, program first and second: "won/drew" for the two.
fn gomoku_built_in(weights: GomokuWeights) -> String {
    GOMOKU_BUILT_IN
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
            let word = |r: versus::Record| match (r.wins, r.draws) {
                (1, _) => "won",
                (_, 1) => "drew",
                _ => "lost",
            };
            format!("{name} {}/{}", word(tally.a_first), word(tally.b_first))
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The share of 1,000 Gomoku games won against each unseen random player.
fn gomoku_against_random(weights: GomokuWeights) -> Vec<f64> {
    UNSEEN
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
        .collect()
}

/// One line of a record: won, drew, lost.
fn gomoku_record(r: versus::Record) -> String {
    format!("{} won {} drew {} lost", r.wins, r.draws, r.losses)
}

/// Trains generation zero against greedy and tick5, their random first
/// moves drawn from the stream of `seed` (and `seed` + 1), and measures it
/// before and after; with `turns`, times each of its losses again as a
/// generation's turn.
pub fn gomoku_report(seed: u64, turns: bool) {
    let start = Gomoku::zero_strategy();
    // Each from the empty board, then with its first 2 moves random.
    let mut opponents: Vec<Opponent<Gomoku>> =
        [("greedy", 0), ("tick5", 0), ("greedy", 2), ("tick5", 2)]
            .iter()
            .enumerate()
            .map(|(n, &(name, moves))| Opponent {
                name: format!("{name}, its first {moves} moves random"),
                player: Box::new(Opening {
                    moves,
                    random: player::Random::new(seed + n as u64),
                    inner: player::by_name::<Gomoku>(name).unwrap(),
                }),
            })
            .collect();
    let began = std::time::Instant::now();
    let training = train(start, &mut opponents, 100, 60, |_| {}).unwrap();
    println!(
        "gomoku: generation zero trained against greedy and tick5, from the empty board and with their first 2 moves random (seeds {} and {}): {} in {} losses, {} games, {:.1} s; weights {}",
        seed + 2,
        seed + 3,
        verdict(training.converged),
        training.losses.len(),
        training.games,
        began.elapsed().as_secs_f64(),
        training.strategy
    );
    for (label, weights) in [("generation zero", start), ("trained", training.strategy)] {
        println!("  {label}");
        println!(
            "    threats, 200 games from openings: {}",
            gomoku_record(gomoku_from_openings(weights, "threats", 200))
        );
        for name in ["greedy", "tick5", "first", "last"] {
            println!(
                "    {name}, 40 games from openings: {}",
                gomoku_record(gomoku_from_openings(weights, name, 40))
            );
        }
        println!(
            "    from the empty board (program first/second): {}",
            gomoku_built_in(weights)
        );
        println!(
            "    unseen random players (seeds {:?}), wins of 1,000: {}",
            UNSEEN,
            gomoku_against_random(weights)
                .iter()
                .map(|r| format!("{r:.1}%"))
                .collect::<Vec<_>>()
                .join(" ")
        );
    }
    // The learning curve: after every tenth loss, and the last, against
    // threats.
    let last = training.losses.len();
    let curve: Vec<String> = (0..=last)
        .filter(|n| n % 10 == 0 || *n == last)
        .map(|n| {
            let weights = if n == 0 {
                start
            } else {
                training.losses[n - 1].strategy
            };
            let record = gomoku_from_openings(weights, "threats", 200);
            format!("{n}: {} lost (lookahead {})", record.losses, weights.1)
        })
        .collect();
    println!(
        "  the curve, games lost of 200 against threats after so many losses: {}",
        curve.join(", ")
    );
    // What the lookahead alone is worth: generation zero's weights, each
    // lookahead, against threats.
    let alone: Vec<String> = (1..=merlyn::gomoku::program::DEEPEST)
        .map(|lookahead| {
            let record = gomoku_from_openings(GomokuWeights(start.0, lookahead), "threats", 200);
            format!("{lookahead}: {}", gomoku_record(record))
        })
        .collect();
    println!(
        "  generation zero's weights at each lookahead, against threats, 200 games: {}",
        alone.join("; ")
    );
    if !turns {
        return;
    }
    // Each loss again, as a generation lives it: compiled plainly, as the
    // driver compiles it, and run with the human's winning move.
    let mut before = start;
    let (mut turns, mut runs) = (Vec::new(), Vec::new());
    for loss in &training.losses {
        let (compile, run) = learning_turn::<Gomoku>(before, &loss.line);
        turns.push(compile + run);
        runs.push(run);
        before = loss.strategy;
    }
    if let (Some(&slowest), Some(&slowest_run)) = (turns.iter().max(), runs.iter().max()) {
        println!(
            "  a turn that loses and learns, over the {} losses: plain rustc then the run, median {:.0} ms, slowest {:.0} ms; the run alone, median {:.0} ms, slowest {:.0} ms",
            turns.len(),
            ms(median(turns)),
            ms(slowest),
            ms(median(runs)),
            ms(slowest_run)
        );
    }
}
