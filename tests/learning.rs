//! `merlyn train` learns in-process, in microseconds; the real thing is a
//! program compiled and played turn by turn through `scripts/ttt`. Both
//! must walk the same path: the same losing lines, the same lessons.

mod common;

use common::Test;
use merlyn::generation::Block;

/// The ten strategy characters of a generation's source.
fn strategy(source: &str) -> String {
    Block::find(source).expect("a state block").lines[6][..10].to_string()
}

#[test]
fn training_through_compiled_generations_follows_the_path_of_train() {
    let trained = Test::merlyn().args(["train"]).run();
    let losses: Vec<(String, String)> = trained
        .stdout
        .lines()
        .filter_map(|line| {
            let rest = line.strip_prefix("loss ")?;
            let mut words = rest.split(' ').skip(1);
            let line = words.next()?.strip_prefix("line=")?.to_string();
            let strategy = words.next()?.strip_prefix("strategy=")?.to_string();
            Some((line, strategy))
        })
        .take(4)
        .collect();
    assert_eq!(losses.len(), 4, "{}", trained.stdout);

    let mut test = Test::ttt();
    for (line, learned) in losses {
        // The adversary's line, played for real: `c` lets the program open.
        let mut moves: Vec<Vec<String>> = Vec::new();
        let digits = match line.strip_prefix('c') {
            Some(rest) => {
                moves.push(Vec::new());
                rest
            }
            None => &line,
        };
        moves.extend(digits.chars().map(|digit| vec![digit.to_string()]));
        let mut last = None;
        for args in moves {
            let ran = test.args(args).run();
            last = Some(ran.stdout.lines().last().unwrap_or("").to_string());
            test = ran.then();
        }
        assert_eq!(
            last.as_deref(),
            Some("I lose...I won't make THAT mistake again!"),
            "line {line}"
        );
        let merlyn = std::fs::read_to_string(test.path().join("merlyn.rs")).unwrap();
        assert_eq!(strategy(&merlyn), learned, "after line {line}");
    }
}

// ---------------------------------------------------------------------------
// Reversi.

use merlyn::game::{Game, Status};
use merlyn::line::Line;
use merlyn::player::Random;
use merlyn::replay::replay;
use merlyn::reversi::{Reversi, Weights};
use merlyn::train::play_out;

/// Did the program have a choice at some move of this game, under
/// `weights`? (Where it never had, no weights can change the game.)
fn had_a_choice(weights: Weights, line: &Line<Reversi>) -> bool {
    use merlyn::game::Rules;
    let mut state = Reversi::new_game(weights);
    let mut position = Reversi::position(&state);
    let first = line.computer_first.then_some(None);
    for human in first
        .into_iter()
        .chain(line.moves.iter().map(|&mv| Some(mv)))
    {
        if let Some(mv) = human {
            position = Reversi::apply(&position, mv);
        } else {
            position = Reversi::start(merlyn::game::Side::Zero);
        }
        let turn = Reversi::play(state, human).unwrap();
        for reply in &turn.replies {
            while Reversi::to_move(&position) != merlyn::game::Side::Zero {
                position = Reversi::apply(&position, merlyn::reversi::Move::Pass);
            }
            if Reversi::moves(&position).len() > 1 {
                return true;
            }
            position = Reversi::apply(&position, *reply);
        }
        state = turn.state;
    }
    false
}

/// An alpha-beta player after 4 random moves of its own in each game, so
/// that its games vary.
struct Opened {
    random: Random,
    left: u32,
    alphabeta: Box<dyn merlyn::player::Player<Reversi>>,
}

impl merlyn::player::Player<Reversi> for Opened {
    fn choose(
        &mut self,
        position: &merlyn::reversi::Position,
        moves: &[merlyn::reversi::Move],
    ) -> merlyn::reversi::Move {
        if (position.x | position.o).count_ones() <= 5 {
            self.left = 4;
        }
        if self.left > 0 {
            self.left -= 1;
            return merlyn::player::Player::<Reversi>::choose(&mut self.random, position, moves);
        }
        self.alphabeta.choose(position, moves)
    }
}

#[test]
fn after_every_loss_the_same_human_moves_never_give_the_same_game_again() {
    // Alpha-beta players from varied openings, which beat the program
    // often, whatever depth it has grown to and whatever it learned.
    let mut random = Opened {
        random: Random::new(99),
        left: 4,
        alphabeta: merlyn::player::by_name::<Reversi>("alphabeta:5").unwrap(),
    };
    let mut opened = Opened {
        random: Random::new(98),
        left: 4,
        alphabeta: merlyn::player::by_name::<Reversi>("alphabeta:4").unwrap(),
    };
    let mut weights = Weights::REVERXII;
    let (mut losses, mut changed) = (0, 0);
    for game in 0..160 {
        let state = Reversi::new_game(weights);
        let opponent: &mut dyn merlyn::player::Player<Reversi> = if game % 4 < 2 {
            &mut random
        } else {
            &mut opened
        };
        let (line, last) = play_out(state, opponent, game % 2 == 1).unwrap();
        if Reversi::status(&last.state) != Status::Lost {
            continue;
        }
        losses += 1;
        let learned = Reversi::strategy(&last.state);
        assert!(
            learned.weights.iter().all(|w| w.abs() <= 999),
            "a weight beyond 999: {learned}"
        );
        assert!((1..=4).contains(&learned.depth), "depth {}", learned.depth);
        assert_eq!(learned.lessons, weights.lessons + 1);
        let before = replay::<Reversi>(weights, &line).unwrap();
        assert_eq!(before.outcome, merlyn::turn::Outcome::Loss);
        // With the learned weights, the program plays otherwise somewhere:
        // its moves differ, or the human's become illegal on the way.
        let after = replay::<Reversi>(learned, &line);
        let same = after.is_ok_and(|after| after.computer == before.computer);
        if had_a_choice(weights, &line) {
            assert!(!same, "game {game}: {line} plays the same again");
            changed += 1;
        } else {
            assert!(same, "game {game}: {line} had no choice to change");
        }
        weights = learned;
    }
    assert!(
        losses >= 20 && changed >= 20,
        "only {losses} losses to learn from, {changed} changed"
    );
    assert!(weights.depth > 1, "it never learned to look ahead");
}

#[test]
fn a_lesson_looks_a_move_further_where_that_disagrees_and_moves_the_weights_by_temporal_differences()
 {
    use merlyn::reversi::program::{self, FEATURES, STEP};
    // Generation zero loses to alphabeta:2.
    let mut alphabeta = merlyn::player::by_name::<Reversi>("alphabeta:2").unwrap();
    let zero = Weights::REVERXII;
    let (line, last) = play_out(Reversi::new_game(zero), alphabeta.as_mut(), false).unwrap();
    assert_eq!(Reversi::status(&last.state), Status::Lost, "{line}");
    let learned = Reversi::strategy(&last.state);
    // A look two moves ahead would have played otherwise: the depth grows.
    let played = replay::<Reversi>(zero, &line).unwrap();
    let deeper = Weights { depth: 2, ..zero };
    let again = replay::<Reversi>(deeper, &line);
    assert!(again.is_err() || again.unwrap().computer != played.computer);
    assert_eq!(learned.depth, 2, "{learned}");
    assert_eq!(learned.lessons, 1);
    // Without its study, the first lesson moves each weight by the
    // temporal differences of the game, whole steps (the weight has taken
    // none yet), each to the nearest whole number; and counts them.
    let state = lost_game(zero, &line, &played.computer);
    let mut seen = [[0u64; 2]; 61];
    let mut sides = [0usize; 61];
    program::boards(&state.moves, state.count, &mut seen, &mut sides);
    let mut change = [0f64; FEATURES];
    program::differences(&seen, state.count, 0, &zero.weights, &mut change);
    let mut alone = state;
    program::learn_with(&mut alone, 0);
    for (i, asked) in change.iter().map(|c| STEP * c).enumerate() {
        let moved = f64::from(zero.weights[i]) + asked;
        assert_eq!(alone.weights[i], moved.round() as i32, "weight {i}");
        assert_eq!(alone.all[i], asked.abs().round() as i64, "weight {i}");
        assert_eq!(alone.net[i], asked.round() as i64, "weight {i}");
    }
    assert_ne!(alone.weights, zero.weights);
    // Its study teaches more: the weights move further, and the lesson is
    // the same every time the same game is learned.
    let mut studied = state;
    program::learn(&mut studied);
    assert_eq!(Reversi::strategy(&studied), learned);
    assert!(
        (0..FEATURES).all(|i| studied.all[i] >= alone.all[i]),
        "{learned}"
    );
    assert!(studied.all.iter().sum::<i64>() > 10 * alone.all.iter().sum::<i64>());
    let after = replay::<Reversi>(learned, &line);
    assert!(after.is_err() || after.unwrap().computer != played.computer);
}

/// The state of the game `line` lost by the program under `strategy`,
/// whose replies were `computer`, before its lesson.
fn lost_game(
    strategy: Weights,
    line: &Line<Reversi>,
    computer: &[merlyn::reversi::Move],
) -> merlyn::reversi::program::Game {
    let mut state = Reversi::new_game(strategy);
    let moves = line_squares(line, computer);
    state.moves[..moves.len()].copy_from_slice(&moves);
    state.count = moves.len();
    state.status = merlyn::reversi::program::LOST;
    state
}

/// The squares of a game, in order, from the human's moves of `line` and
/// the program's replies `computer`, as the program writes its moves.
fn line_squares(line: &Line<Reversi>, computer: &[merlyn::reversi::Move]) -> Vec<u8> {
    use merlyn::game::Rules;
    let mut position = Reversi::start(if line.computer_first {
        merlyn::game::Side::Zero
    } else {
        merlyn::game::Side::X
    });
    let (mut human, mut program) = (line.moves.iter(), computer.iter());
    let mut squares = Vec::new();
    while !Reversi::moves(&position).is_empty() {
        let mv = match Reversi::moves(&position)[..] {
            [merlyn::reversi::Move::Pass] => merlyn::reversi::Move::Pass,
            _ if position.to_move == merlyn::game::Side::X => *human.next().unwrap(),
            _ => *program.next().unwrap(),
        };
        if let merlyn::reversi::Move::Square(at) = mv {
            squares.push(at);
        }
        position = Reversi::apply(&position, mv);
    }
    squares
}

#[test]
fn a_weights_step_shrinks_as_its_lessons_pull_it_back_and_forth() {
    use merlyn::reversi::program::{FEATURES, Lesson, STEP};
    // The same change asked of a weight that has taken no step, of one
    // whose steps went one way (net as far as all), and of one whose steps
    // went back and forth (net a tenth of all): as far as asked, as far,
    // a tenth as far; and each counts what was asked.
    for (all, net, share) in [(0, 0, 1.0), (1000, 1000, 1.0), (1000, -100, 0.1)] {
        let strategy = Weights {
            all: [all; FEATURES],
            net: [net; FEATURES],
            ..Weights::REVERXII
        };
        let mut lesson = Lesson::of(&Reversi::new_game(strategy));
        let mut change = [-0.5; FEATURES];
        lesson.step(&mut change);
        assert_eq!(change, [0.0; FEATURES], "the change is spent");
        for i in 0..FEATURES {
            let moved = lesson.weights[i] - f64::from(strategy.weights[i]);
            assert!(
                (moved + share * STEP * 0.5).abs() < 1e-9,
                "{all}/{net}: {moved}"
            );
            assert_eq!(lesson.all[i], all as f64 + STEP * 0.5);
            assert_eq!(lesson.net[i], net as f64 - STEP * 0.5);
        }
    }
}

#[test]
fn a_lesson_learns_nothing_across_a_move_made_at_random() {
    use merlyn::reversi::program::{self, FEATURES};
    // A game's boards, its 1st, 5th and 9th moves marked random: what
    // temporal differences ask is the sum of what the stretches between
    // them ask, each learned alone.
    let mut alphabeta = merlyn::player::by_name::<Reversi>("alphabeta:2").unwrap();
    let zero = Weights::REVERXII;
    let (line, _) = play_out(Reversi::new_game(zero), alphabeta.as_mut(), false).unwrap();
    let played = replay::<Reversi>(zero, &line).unwrap();
    let state = lost_game(zero, &line, &played.computer);
    let mut seen = [[0u64; 2]; 61];
    let mut sides = [0usize; 61];
    program::boards(&state.moves, state.count, &mut seen, &mut sides);
    let mut whole = [0f64; FEATURES];
    program::differences(
        &seen,
        state.count,
        1 << 1 | 1 << 5 | 1 << 9,
        &zero.weights,
        &mut whole,
    );
    let (mut parts, mut all) = ([0f64; FEATURES], [0f64; FEATURES]);
    for (from, to) in [(0, 1), (1, 5), (5, 9), (9, state.count)] {
        // A stretch ends on the board its random move makes, not learned
        // from; the last one on the game's end, which it learns from.
        let last = to == state.count;
        let n = if last { to - from } else { to - from + 1 };
        let mut stretch = [[0u64; 2]; 61];
        stretch[..n].copy_from_slice(&seen[from..from + n]);
        let random = if last { 0 } else { 1 << (n - 1) };
        let mut part = [0f64; FEATURES];
        program::differences(&stretch, n, random, &zero.weights, &mut part);
        for i in 0..FEATURES {
            parts[i] += part[i];
        }
    }
    program::differences(&seen, state.count, 0, &zero.weights, &mut all);
    for i in 0..FEATURES {
        assert!(
            (whole[i] - parts[i]).abs() < 1e-9,
            "weight {i}: {} {}",
            whole[i],
            parts[i]
        );
    }
    assert!((0..FEATURES).any(|i| (whole[i] - all[i]).abs() > 1e-6));
    // Written in capitals, such moves are read back as random.
    let mut marked = state;
    marked.status = merlyn::reversi::program::ON;
    marked.count = 10;
    (marked.x, marked.o) = (seen[9][0], seen[9][1]);
    marked.random = 1 << 0 | 1 << 2;
    let written = written_state(&marked);
    let lines: Vec<&str> = written.lines().collect();
    let moves = lines.iter().find(|l| l.starts_with("moves  1-20")).unwrap();
    let squares: Vec<&str> = moves[13..].split(' ').collect();
    assert!(
        squares[0].starts_with(|c: char| c.is_ascii_uppercase()),
        "{moves}"
    );
    assert!(
        squares[1].starts_with(|c: char| c.is_ascii_lowercase()),
        "{moves}"
    );
    assert!(
        squares[2].starts_with(|c: char| c.is_ascii_uppercase()),
        "{moves}"
    );
    assert_eq!(Reversi::read(&lines).unwrap(), marked);
    // A move of the program's is its choice: marked random, it is refused.
    let mut forged = marked;
    forged.random = 1 << 1;
    let written = written_state(&forged);
    let lines: Vec<&str> = written.lines().collect();
    assert!(Reversi::read(&lines).is_err());
}

/// The lines of a Reversi state, as the program writes them.
fn written_state(state: &merlyn::reversi::program::Game) -> String {
    let mut text = merlyn::reversi::program::Text::empty();
    state.write(&mut text);
    String::from_utf8_lossy(&text.bytes[..text.len]).into_owned()
}

// ---------------------------------------------------------------------------
// Gomoku.

use merlyn::gomoku::program::{self as gomoku_program, DEEPEST, MOST, ROOM, SIZE};
use merlyn::gomoku::{Gomoku, Weights as GomokuWeights};

/// Could values within their bounds make the program play otherwise at one
/// of its calls in this game (the program's moves unchanged before it), at
/// its own lookahead? That is what Westley's rule needs of a lesson; where
/// none could, nothing a lesson of values does can change the game.
fn gomoku_could_change(weights: GomokuWeights, line: &Line<Gomoku>) -> bool {
    let played = replay::<Gomoku>(weights, line).unwrap();
    let (mut cells, mut moves) = ([0u8; ROOM], [0u16; ROOM]);
    let (mut human, mut computer) = (line.moves.iter(), played.computer.iter());
    let mut mine = line.computer_first;
    for k in 0.. {
        let next = if mine { computer.next() } else { human.next() };
        let Some(next) = next else { return false };
        let at = next.at();
        if mine {
            let (mut list, mut seen) = ([0u16; ROOM], [[0u8; 8]; ROOM]);
            let (n, weighed) = gomoku_program::options(
                SIZE,
                &cells,
                &moves,
                k,
                2,
                true,
                weights.lookahead,
                &mut list,
                &mut seen,
                &gomoku_program::Sight::of(SIZE, &cells, &moves, k),
            );
            let place = list[..n]
                .iter()
                .position(|&c| usize::from(c) == at)
                .unwrap();
            let m = gomoku_program::change(SIZE, &cells, at, 2);
            for (i, &c) in list[..n].iter().enumerate() {
                if !weighed || usize::from(c) == at {
                    continue;
                }
                let b = gomoku_program::change(SIZE, &cells, usize::from(c), 2);
                // b at its best against m: each value at the bound that
                // favours b.
                let e: [i32; 8] = std::array::from_fn(|j| match b[j].cmp(&m[j]) {
                    std::cmp::Ordering::Greater => MOST,
                    std::cmp::Ordering::Less => -MOST,
                    std::cmp::Ordering::Equal => weights.values[j],
                });
                let score = |cell: usize, p: &[u8; 8]| {
                    gomoku_program::score(SIZE, &cells, cell, 2, p, &weights.patterns, &e)
                };
                let (vb, vm) = (score(usize::from(c), &seen[i]), score(at, &seen[place]));
                if vb > vm || (vb == vm && i < place) {
                    return true;
                }
            }
        }
        cells[at] = if mine { 2 } else { 1 };
        moves[k] = at as u16;
        mine = !mine;
    }
    unreachable!()
}

#[test]
fn gomoku_after_every_loss_the_same_moves_never_give_the_same_game_and_values_keep_bounds() {
    let mut rng = Random::new(17);
    let (mut losses, mut changed, mut raised) = (0, 0, 0);
    for _ in 0..12 {
        // A program with values, a lookahead and lessons drawn within
        // their bounds.
        let mut weights = GomokuWeights::TICK5;
        for value in &mut weights.values {
            *value = (rng.next_u64() % (2 * MOST as u64 + 1)) as i32 - MOST;
        }
        weights.lookahead = (rng.next_u64() % (DEEPEST as u64 + 1)) as usize;
        weights.lessons = (rng.next_u64() % 1000) as usize;
        for (opponent, computer_first) in [
            ("tick5", false),
            ("tick5", true),
            ("greedy", false),
            ("threats", true),
        ] {
            let mut player = merlyn::player::by_name::<Gomoku>(opponent).unwrap();
            let state = Gomoku::new_game(weights);
            let (line, last) = play_out(state, player.as_mut(), computer_first).unwrap();
            if Gomoku::status(&last.state) != Status::Lost {
                continue;
            }
            losses += 1;
            let learned = Gomoku::strategy(&last.state);
            assert!(learned.in_bounds(), "{learned}");
            // Its weights stay generation zero's; it counts the lesson.
            assert_eq!(learned.patterns, weights.patterns, "{line}");
            assert_eq!(learned.lessons, weights.lessons + 1, "{line}");
            let before = replay::<Gomoku>(weights, &line).unwrap();
            let after = replay::<Gomoku>(learned, &line);
            let same = after.is_ok_and(|after| after.computer == before.computer);
            if learned.lookahead != weights.lookahead {
                // It looks one move further.
                assert_eq!(learned.lookahead, weights.lookahead + 1, "{line}");
                assert!(!same, "{line} plays the same again");
                raised += 1;
            } else if same {
                // Only where no values in their bounds could change it.
                assert!(
                    !gomoku_could_change(learned, &line),
                    "{line} plays the same again"
                );
            } else {
                changed += 1;
            }
        }
    }
    assert!(
        changed >= 10 && raised >= 3,
        "only {changed} lessons of values and {raised} of lookahead in {losses} losses"
    );
}

/// A game the program of `zero` loses to `opponent`, its state before the
/// human's last move, and that move: played by the program's own `play`,
/// it gives the state of the lost game before its lesson.
fn lost_but_last<G: Game>(zero: G::Strategy, opponent: &str) -> (Line<G>, G::State, G::Move) {
    let mut opponent = merlyn::player::by_name::<G>(opponent).unwrap();
    let (line, last) = play_out(G::new_game(zero), opponent.as_mut(), false).unwrap();
    assert_eq!(G::status(&last.state), Status::Lost, "{line}");
    let (&final_move, moves) = line.moves.split_last().unwrap();
    let mut state = G::new_game(zero);
    for &mv in moves {
        state = G::play(state, Some(mv)).unwrap().state;
    }
    (line, state, final_move)
}

/// A game generation zero loses to `threats`, and its state once the last
/// move is played, before its lesson.
fn gomoku_lost() -> (Line<Gomoku>, gomoku_program::Game) {
    let (line, state, last) = lost_but_last::<Gomoku>(GomokuWeights::TICK5, "threats");
    let state = gomoku_program::play(state, last.at()).unwrap();
    assert_eq!(state.status, gomoku_program::LOST);
    (line, state)
}

/// The lines of a Gomoku state, as the program writes them.
fn gomoku_written(state: &gomoku_program::Game) -> String {
    let mut text = gomoku_program::Text::empty();
    state.write(&mut text);
    String::from_utf8_lossy(&text.bytes[..text.len]).into_owned()
}

#[test]
fn gomoku_learns_nothing_across_a_move_made_at_random() {
    let (_, state) = gomoku_lost();
    let values = [20, 60, 300, 900, -20, -90, -400, -900];
    let n = state.count;
    assert!(n > 12, "{n} moves");
    let lesson = |moves: &[u16; ROOM], random: &[bool; ROOM], from: usize| {
        gomoku_program::differences(SIZE, moves, random, n, from, 1.0, &values).0
    };
    // Move c made at random: what the boards before it learn (the whole
    // game's less what the boards from the one before it on learn) is the
    // same however the game went on after it.
    let c = 6;
    let mut random = [false; ROOM];
    random[c] = true;
    let mut other = state.moves;
    other[c..n].reverse();
    let before = |moves: &[u16; ROOM], random: &[bool; ROOM]| -> [f64; 8] {
        let (whole, after) = (lesson(moves, random, 0), lesson(moves, random, c - 1));
        std::array::from_fn(|j| whole[j] - after[j])
    };
    let (one, two) = (before(&state.moves, &random), before(&other, &random));
    for j in 0..8 {
        assert!((one[j] - two[j]).abs() < 1e-9, "value {j}: {one:?} {two:?}");
    }
    assert!(one.iter().any(|&x| x.abs() > 1e-6), "{one:?}");
    // Without the mark, what followed reaches them.
    let none = [false; ROOM];
    let (one, two) = (before(&state.moves, &none), before(&other, &none));
    assert!((0..8).any(|j| (one[j] - two[j]).abs() > 1e-6), "{one:?}");
    // And the board just before it learns nothing: from there on, the
    // lesson is that of the boards after the random move.
    let (from_before, from_after) = (
        lesson(&state.moves, &random, c - 1),
        lesson(&state.moves, &random, c),
    );
    assert_eq!(from_before, from_after);
    // Training marks such a move: written in capitals among the moves, it
    // is read back as random.
    let mut game = Gomoku::new_game(GomokuWeights::TICK5);
    for (k, cell) in [112usize, 50, 140].into_iter().enumerate() {
        let cell = merlyn::gomoku::Cell::of(cell);
        game = if k == 1 {
            Gomoku::play(game, Some(cell)).unwrap().state
        } else {
            Gomoku::play_at_random(game, cell).unwrap().state
        };
    }
    let marked: Vec<usize> = (0..game.count).filter(|&k| game.random[k]).collect();
    assert_eq!(marked, [0, 4]);
    let written = gomoku_written(&game);
    let lines: Vec<&str> = written.lines().collect();
    let moves = lines.iter().find(|l| l.starts_with("  1- 15:")).unwrap();
    let cells: Vec<&str> = moves[8..].split_whitespace().collect();
    assert_eq!(cells[0], "H8", "{moves}");
    assert!(
        cells[1].starts_with(|c: char| c.is_ascii_lowercase()),
        "{moves}"
    );
    assert!(
        cells[4].starts_with(|c: char| c.is_ascii_uppercase()),
        "{moves}"
    );
    assert_eq!(Gomoku::read(&lines).unwrap(), game);
    // A move of the program's is its choice: marked random, it is refused.
    let mut forged = game;
    forged.random[1] = true;
    let written = gomoku_written(&forged);
    let lines: Vec<&str> = written.lines().collect();
    assert!(Gomoku::read(&lines).is_err());
}

#[test]
fn gomoku_steps_shrink_as_lessons_pull_a_value_back_and_forth() {
    // The same change asked of a value that has taken no step, of one
    // whose steps went one way, and of one pulled back and forth (net a
    // tenth of all): as far as asked, as far, a tenth as far; each counts
    // what was asked.
    let (_, state) = gomoku_lost();
    for (all, net, share) in [(0, 0, 1.0), (1000, 1000, 1.0), (1000, -100, 0.1)] {
        let mut game = state;
        game.values = [500; 8];
        game.all = [all; 8];
        game.net = [net; 8];
        let mut lesson = gomoku_program::Lesson::of(&game);
        lesson.step(&[-20.0; 8]);
        for j in 0..8 {
            assert!(
                (lesson.exact[j] - 500.0 + share * 20.0).abs() < 1e-9,
                "{all}/{net}: {}",
                lesson.exact[j]
            );
            assert_eq!(lesson.all[j], all as f64 + 20.0);
            assert_eq!(lesson.net[j], net as f64 - 20.0);
            assert_eq!(lesson.values[j], lesson.exact[j].round() as i32);
        }
    }
}

#[test]
fn gomoku_studies_a_game_the_same_way_each_time_and_learns_more_from_it() {
    let (line, state) = gomoku_lost();
    let mut alone = state;
    gomoku_program::learn_with(&mut alone, 0, &mut gomoku_program::Calls::none());
    let (mut studied, mut again) = (state, state);
    gomoku_program::learn(&mut studied);
    gomoku_program::learn(&mut again);
    // The same game teaches the same lesson.
    assert_eq!(studied.values, again.values);
    assert_eq!((studied.all, studied.net), (again.all, again.net));
    // Its study asks more of the values than the game alone, and moves
    // them otherwise.
    assert!((0..8).all(|j| studied.all[j] >= alone.all[j]));
    assert!(studied.all.iter().sum::<i64>() > 5 * alone.all.iter().sum::<i64>());
    assert_ne!(studied.values, alone.values);
    // What it learned is kept in the state and read back, steps and all.
    let learned = Gomoku::strategy(&studied);
    assert_eq!(
        learned.to_string().parse::<GomokuWeights>().unwrap(),
        learned
    );
    assert!(learned.to_string().contains(":steps"), "{learned}");
    // (Its successor has a new board, as after every loss.)
    let mut successor = studied;
    successor.cells = [0; ROOM];
    successor.count = 0;
    let written = gomoku_written(&successor);
    let lines: Vec<&str> = written.lines().collect();
    assert_eq!(Gomoku::strategy(&Gomoku::read(&lines).unwrap()), learned);
    // Westley's contract holds after the study: the same moves do not give
    // the same game.
    let before = replay::<Gomoku>(GomokuWeights::TICK5, &line).unwrap();
    let after = replay::<Gomoku>(learned, &line);
    assert!(after.is_err() || after.unwrap().computer != before.computer);
}

#[test]
fn gomoku_learns_from_a_game_it_won_too() {
    // Generation zero beats a random player; the game teaches it, and it
    // counts the lesson, but its board is kept, the game over.
    let mut random = merlyn::player::by_name::<Gomoku>("random:3").unwrap();
    let zero = GomokuWeights::TICK5;
    let (line, last) = play_out(Gomoku::new_game(zero), random.as_mut(), false).unwrap();
    assert_eq!(Gomoku::status(&last.state), Status::Won, "{line}");
    let learned = Gomoku::strategy(&last.state);
    assert_eq!(learned.lessons, 1);
    assert_ne!(learned.values, zero.values);
    assert!(learned.in_bounds(), "{learned}");
    assert_eq!(
        last.state.count,
        2 * line.moves.len() + usize::from(line.computer_first)
    );
    // Its state, read back, is the won game with what it learned; the next
    // move starts a new game from it.
    let written = gomoku_written(&last.state);
    let lines: Vec<&str> = written.lines().collect();
    let read = Gomoku::read(&lines).unwrap();
    assert_eq!(read, last.state);
    let next = Gomoku::play(read, Some(merlyn::gomoku::Cell::of(0))).unwrap();
    assert_eq!(next.state.count, 2);
    assert_eq!(Gomoku::strategy(&next.state), learned);
}

// ---------------------------------------------------------------------------
// Connect Four.

use merlyn::connectfour::program as four;
use merlyn::connectfour::{Column, ConnectFour, Weights as FourWeights};

/// A game generation zero loses to `alphabeta:2`, and its state once the
/// last move is played, before its lesson.
fn four_lost() -> (Line<ConnectFour>, four::Game) {
    let (line, state, last) = lost_but_last::<ConnectFour>(FourWeights::FOURS, "alphabeta:2");
    let state = four::play(state, usize::from(last.0)).unwrap();
    assert_eq!(state.status, four::LOST);
    (line, state)
}

/// The lines of a Connect Four state, as the program writes them.
fn four_written(state: &four::Game) -> String {
    let mut text = four::Text::empty();
    state.write(&mut text);
    String::from_utf8_lossy(&text.bytes[..text.len]).into_owned()
}

#[test]
fn connect_four_learns_nothing_across_a_move_made_at_random() {
    let (_, state) = four_lost();
    let mind = state.mind;
    let mut counted = [[0f64; 32]; 43];
    let mut chances = [0f64; 43];
    let n = four::judged(
        &state.moves,
        state.count,
        state.first,
        &mind,
        &mut counted,
        &mut chances,
    );
    assert!(n >= 8, "{n} boards");
    let lesson = |counted: &[[f64; 32]; 43], chances: &[f64; 43], won: f64, random: u64| {
        let mut change = [0f64; 32];
        four::differences(counted, chances, n, won, random, &mut change);
        change
    };
    // Move c made at random: the two boards before it learn nothing, and
    // the boards before those learn nothing of what followed it, neither
    // the chances after it nor the result.
    let c = 6;
    let random = 1u64 << c;
    let marked = lesson(&counted, &chances, 0.0, random);
    let (mut silent, mut before) = (counted, counted);
    silent[c - 1] = [0.0; 32];
    silent[c - 2] = [0.0; 32];
    assert_eq!(lesson(&silent, &chances, 0.0, random), marked);
    for board in &mut before[c - 2..n] {
        *board = [0.0; 32];
    }
    let mut other = chances;
    for chance in &mut other[c - 1..n] {
        *chance = 0.5;
    }
    assert_eq!(
        lesson(&before, &chances, 0.0, random),
        lesson(&before, &other, 1.0, random)
    );
    // Without the mark, what followed reaches them.
    assert_ne!(
        lesson(&before, &chances, 0.0, 0),
        lesson(&before, &other, 1.0, 0)
    );
    // Training marks such a move: written with a * before it among the
    // moves, it is read back as random.
    let mut game = ConnectFour::new_game(FourWeights::FOURS);
    for (k, column) in [3u8, 2, 5].into_iter().enumerate() {
        game = if k == 1 {
            ConnectFour::play(game, Some(Column(column))).unwrap().state
        } else {
            ConnectFour::play_at_random(game, Column(column))
                .unwrap()
                .state
        };
    }
    assert_eq!(game.random, 1 << 0 | 1 << 4);
    let written = four_written(&game);
    let lines: Vec<&str> = written.lines().collect();
    let moves = lines.iter().find(|l| l.starts_with("  1-21:")).unwrap();
    assert_eq!(
        &moves[7..],
        &format!(
            "*4 {} 3 {}*6 {}",
            game.moves[1] + 1,
            game.moves[3] + 1,
            game.moves[5] + 1
        )
    );
    assert_eq!(ConnectFour::read(&lines).unwrap(), game);
    // A move of the program's is its choice: marked random, it is refused.
    let mut forged = game;
    forged.random = 1 << 1;
    let written = four_written(&forged);
    let lines: Vec<&str> = written.lines().collect();
    assert!(ConnectFour::read(&lines).is_err());
}

#[test]
fn connect_four_steps_shrink_as_lessons_pull_a_rows_worth_back_and_forth() {
    // The same change asked of a worth that has taken no step, of one whose
    // steps went one way, and of one pulled back and forth (net a tenth of
    // all): as far as asked, as far, a tenth as far; each counts what was
    // asked.
    for (all, net, share) in [(0, 0, 1.0), (1000, 1000, 1.0), (1000, -100, 0.1)] {
        let mind = four::Mind {
            rows: [500; 8],
            all: [all; 8],
            net: [net; 8],
            ..four::ZERO
        };
        let mut lesson = four::Lesson::of(&mind);
        let mut change = [-0.5; 32];
        lesson.step(&mut change);
        assert_eq!(change, [0.0; 32], "the change is spent");
        for i in 0..8 {
            let moved = lesson.rows[i] - 500.0;
            assert!(
                (moved + share * four::STEP * 0.5).abs() < 1e-9,
                "{all}/{net}: {moved}"
            );
            assert_eq!(lesson.all[i], all as f64 + four::STEP * 0.5);
            assert_eq!(lesson.net[i], net as f64 - four::STEP * 0.5);
            assert_eq!(lesson.mind.rows[i], lesson.rows[i].round() as i32);
        }
        assert_eq!(
            lesson.mind.weights,
            four::FOURS,
            "the cells keep their weights"
        );
    }
}

#[test]
fn connect_four_studies_a_game_the_same_way_each_time_and_learns_more_from_it() {
    let (line, state) = four_lost();
    let mut alone = state;
    four::learn_with(&mut alone, 0);
    let (mut studied, mut again) = (state, state);
    four::learn(&mut studied);
    four::learn(&mut again);
    // The same game teaches the same lesson.
    assert_eq!(studied.mind.rows, again.mind.rows);
    assert_eq!(
        (studied.mind.all, studied.mind.net),
        (again.mind.all, again.mind.net)
    );
    // Its study asks more of every row's worth than the game alone, and
    // moves them otherwise.
    assert!((0..8).all(|i| studied.mind.all[i] >= alone.mind.all[i]));
    assert!(studied.mind.all.iter().sum::<i64>() > 10 * alone.mind.all.iter().sum::<i64>());
    assert_ne!(studied.mind.rows, alone.mind.rows);
    // What it learned is kept in the state and read back, steps and all.
    let learned = ConnectFour::strategy(&studied);
    assert_eq!(learned.to_string().parse::<FourWeights>().unwrap(), learned);
    assert!(learned.to_string().contains(":steps"), "{learned}");
    // Westley's contract holds after the study: the same moves do not give
    // the same game.
    let before = replay::<ConnectFour>(FourWeights::FOURS, &line).unwrap();
    let after = replay::<ConnectFour>(learned, &line);
    assert!(after.is_err() || after.unwrap().computer != before.computer);
}

// ---------------------------------------------------------------------------
// Con-Tac-Tix.

use merlyn::contactix::program as hex;
use merlyn::contactix::{Cell as HexCell, ConTacTix, Weights as HexWeights};

/// A game generation zero loses on 5x5 to `mcts:300:2`, and its state
/// once the last move is played, before its lesson, and the board it
/// began on.
fn hex_lost() -> (Line<ConTacTix>, hex::Game, hex::Board) {
    let zero = HexWeights::zero(5, 5);
    let mut mcts = merlyn::player::by_name::<ConTacTix>("mcts:300:2").unwrap();
    let (line, last) = play_out(ConTacTix::new_game(zero), mcts.as_mut(), false).unwrap();
    assert_eq!(ConTacTix::status(&last.state), Status::Lost, "{line}");
    let mut state = ConTacTix::new_game(zero);
    for mv in &line.moves {
        state = hex::play(state, mv.index()).unwrap();
    }
    assert_eq!(state.status, hex::LOST);
    (line, state, hex::board(5, 5))
}

/// What the evaluation saw of each board of `state`'s game, from the side
/// of each move's maker, and the chances it gave, as a lesson sees them.
fn hex_boards(
    state: &hex::Game,
    start: &hex::Board,
) -> (
    Box<[[i32; hex::FEATURES]; hex::CELLS]>,
    Box<[f64; hex::CELLS]>,
) {
    let mut seen = Box::new([[0; hex::FEATURES]; hex::CELLS]);
    let mut chances = Box::new([0.0; hex::CELLS]);
    let mut b = *start;
    for k in 0..state.count {
        let side = hex::mover(state, k);
        b.cells[usize::from(state.moves[k])] = side;
        hex::features(&b, side, &mut seen[k]);
        chances[k] = hex::chance(&seen[k], &state.learned);
    }
    (seen, chances)
}

/// The lines of a Con-Tac-Tix state, as the program writes them.
fn hex_written(state: &hex::Game) -> String {
    let mut text = hex::Text::empty();
    state.write(&mut text);
    String::from_utf8_lossy(&text.bytes[..text.len]).into_owned()
}

#[test]
fn contactix_learns_nothing_across_a_move_made_at_random() {
    let (_, mut state, start) = hex_lost();
    state.learned = [-20, 30];
    let (seen, chances) = hex_boards(&state, &start);
    let n = state.count;
    assert!(n >= 6, "{n} moves");
    let pull =
        |seen: &[[i32; hex::FEATURES]; hex::CELLS], chances: &[f64; hex::CELLS], random: usize| {
            let mut marks = [false; hex::CELLS];
            marks[random] = random > 0;
            let mut pull = [0.0; hex::FEATURES];
            hex::differences(seen, chances, n, &marks, &mut pull);
            pull
        };
    // Move c made at random: the board before it learns nothing, and the
    // boards before that learn nothing of the chances after it.
    let c = 3;
    let marked = pull(&seen, &chances, c);
    let mut silent = *seen;
    silent[c - 1] = [0; hex::FEATURES];
    assert_eq!(pull(&silent, &chances, c), marked);
    let mut before = *seen;
    for f in &mut before[c - 1..n] {
        *f = [0; hex::FEATURES];
    }
    let mut other = *chances;
    for chance in &mut other[c..n] {
        *chance = 0.5;
    }
    assert_eq!(pull(&before, &chances, c), pull(&before, &other, c));
    // Without the mark, what followed reaches them.
    assert_ne!(pull(&before, &chances, 0), pull(&before, &other, 0));
    // Training marks such a move: written with a * before it among the
    // moves, it is read back as random.
    let mut game = ConTacTix::new_game(HexWeights::zero(5, 5));
    for (k, name) in ["C3", "A1", "E5"].into_iter().enumerate() {
        let cell: HexCell = name.parse().unwrap();
        game = if k == 1 {
            ConTacTix::play(game, Some(cell)).unwrap().state
        } else {
            ConTacTix::play_at_random(game, cell).unwrap().state
        };
    }
    assert_eq!(&game.random[..6], &[true, false, false, false, true, false]);
    let written = hex_written(&game);
    let lines: Vec<&str> = written.lines().collect();
    let moves = lines.iter().find(|l| l.starts_with("moves:")).unwrap();
    let names: Vec<String> = (0..6)
        .map(|k| {
            let mut name = hex::Text::empty();
            hex::name(usize::from(game.moves[k]), &mut name);
            String::from_utf8_lossy(&name.bytes[..name.len]).into_owned()
        })
        .collect();
    assert_eq!(
        *moves,
        format!("moves:*C3 {} A1 {}*E5 {}", names[1], names[3], names[5])
    );
    assert_eq!(ConTacTix::read(&lines).unwrap(), game);
    // A move of the program's is its choice: marked random, it is refused.
    let mut forged = game;
    forged.random[1] = true;
    let written = hex_written(&forged);
    let lines: Vec<&str> = written.lines().collect();
    assert!(ConTacTix::read(&lines).is_err());
}

#[test]
fn contactix_steps_shrink_as_lessons_pull_a_weight_back_and_forth() {
    // The same change asked of a weight that has taken no step, of one
    // whose steps went one way, and of one pulled back and forth (net a
    // tenth of all): as far as asked, as far, a tenth as far; each counts
    // what was asked.
    let (_, state, _) = hex_lost();
    for (all, net, share) in [(0, 0, 1.0), (1000, 1000, 1.0), (1000, -100, 0.1)] {
        let mut game = state;
        game.learned = [50; hex::FEATURES];
        game.all = [all; hex::FEATURES];
        game.net = [net; hex::FEATURES];
        hex::step(&mut game, &[-40.0; hex::FEATURES]);
        let asked = hex::STEP * -40.0;
        for i in 0..hex::FEATURES {
            assert_eq!(
                game.learned[i],
                50 + (share * asked).round() as i32,
                "{all}/{net}"
            );
            assert_eq!(game.all[i], all + asked.abs().round() as i64);
            assert_eq!(game.net[i], net + asked.round() as i64);
        }
    }
}

#[test]
fn contactix_studies_a_game_the_same_way_each_time_and_learns_from_a_won_one_too() {
    let (line, state, start) = hex_lost();
    let (seen, chances) = hex_boards(&state, &start);
    let (mut alone, mut studied) = ([0.0; hex::FEATURES], [0.0; hex::FEATURES]);
    hex::differences(&seen, &chances, state.count, &state.random, &mut alone);
    hex::study(&state, &start, &seen, &chances, &mut studied);
    // Its study asks something of the evaluation, and the lesson is what
    // the game and the study ask together, step for step.
    assert!(studied.iter().any(|p| p.abs() > 0.5), "{studied:?}");
    let mut expected = state;
    let both: Vec<f64> = alone.iter().zip(&studied).map(|(a, s)| a + s).collect();
    hex::step(&mut expected, &both.try_into().unwrap());
    let (mut taught, mut again) = (state, state);
    hex::teach(&mut taught, &start);
    hex::teach(&mut again, &start);
    assert_eq!(taught.learned, expected.learned);
    assert_eq!((taught.all, taught.net), (expected.all, expected.net));
    // The same game teaches the same lesson.
    assert_eq!(
        (taught.learned, taught.all, taught.net),
        (again.learned, again.all, again.net)
    );
    // What it learned is kept in the state and read back, steps and all.
    let mut learned = state;
    hex::conclude(&mut learned);
    let strategy = ConTacTix::strategy(&learned);
    assert_eq!(
        strategy.to_string().parse::<HexWeights>().unwrap(),
        strategy
    );
    assert!(strategy.to_string().contains(";steps"), "{strategy}");
    let written = hex_written(&learned);
    let lines: Vec<&str> = written.lines().collect();
    assert_eq!(ConTacTix::read(&lines).unwrap(), learned);
    // Westley's contract holds: the same moves do not give the same game.
    let before = replay::<ConTacTix>(HexWeights::zero(5, 5), &line).unwrap();
    let after = replay::<ConTacTix>(strategy, &line);
    assert!(after.is_err() || after.unwrap().computer != before.computer);
    // A game it wins teaches it too, and its next move begins a new game.
    let mut copy = merlyn::player::by_name::<ConTacTix>("shortest").unwrap();
    let (_, won) = play_out(ConTacTix::new_game(strategy), copy.as_mut(), false).unwrap();
    assert_eq!(ConTacTix::status(&won.state), Status::Won);
    let after_win = ConTacTix::strategy(&won.state);
    assert_eq!(after_win.lessons, strategy.lessons + 1);
    assert_ne!((after_win.all, after_win.net), (strategy.all, strategy.net));
    let next = ConTacTix::play(won.state, Some("C3".parse().unwrap())).unwrap();
    assert_eq!(ConTacTix::status(&next.state), Status::On);
    assert_eq!(next.state.count, 2);
}
