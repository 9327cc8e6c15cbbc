//! Gomoku through the real driver, `scripts/play gomoku`, and the real
//! `rustc`: a game the program wins, to its end and the driver's word on
//! it; and a game it loses, which teaches `gomoku.rs` what `merlyn train`
//! predicts.

mod common;

use common::{Ran, Test};
use merlyn::game::{Game, Rules, Side, Status};
use merlyn::generation;
use merlyn::gomoku::{Cell, Gomoku, Weights, program};
use merlyn::line::Line;
use merlyn::player::{self, Random};
use merlyn::train::{Opponent, play_out, train};
use std::path::Path;

/// The state of the Gomoku generation in `dir/name`.
fn state(dir: &Path, name: &str) -> program::Game {
    generation::read_state::<Gomoku>(&dir.join(name)).expect("a Gomoku generation")
}

/// Plays one turn of `play gomoku` (no move: the computer opens).
fn turn(test: Test, mv: Option<Cell>) -> Ran {
    let mut args = vec!["gomoku".to_string()];
    args.extend(mv.map(|mv| mv.to_string()));
    let ran = test.args(args).run();
    assert!(ran.stderr.is_empty(), "stderr: {}", ran.stderr);
    ran
}

/// Plays a whole line through the driver; gives the last run.
fn play_line(mut test: Test, line: &Line<Gomoku>) -> Ran {
    let mut turns: Vec<Option<Cell>> = Vec::new();
    if line.computer_first {
        turns.push(None);
    }
    turns.extend(line.moves.iter().map(|&mv| Some(mv)));
    let last = turns.pop().expect("a move");
    for mv in turns {
        test = turn(test, mv).then();
    }
    turn(test, last)
}

fn last_line(text: &str) -> &str {
    text.lines().last().unwrap_or("")
}

/// Checks that `said` names, from end to end, a row of five or more of
/// `mark` on the rows of `board` (row 15 first), and ends with `word`.
fn names_the_five(said: &str, board: &[String], mark: char, word: &str) {
    let rest = said
        .split_once(". Five in a row, ")
        .unwrap_or_else(|| panic!("no five in {said}"))
        .1;
    let (ends, how) = rest.split_once(": ").expect("the ends, then who won");
    assert_eq!(how, word, "{said}");
    let (from, to) = ends.split_once(" to ").expect("two ends");
    let xy = |name: &str| merlyn::protocol::gomocup::xy(name, (15, 15)).expect("a cell");
    let ((x0, y0), (x1, y1)) = (xy(from), xy(to));
    let (dx, dy) = (x1 as i32 - x0 as i32, y1 as i32 - y0 as i32);
    let steps = dx.abs().max(dy.abs());
    assert!(steps >= 4, "{said}");
    assert!(dx == 0 || dy == 0 || dx.abs() == dy.abs(), "{said}");
    for k in 0..=steps {
        let x = x0 as i32 + dx.signum() * k;
        let y = y0 as i32 + dy.signum() * k;
        let cell = board[y as usize].as_bytes()[x as usize];
        assert_eq!(char::from(cell), mark, "{said}: {x},{y}");
    }
}

#[test]
fn a_game_the_program_wins_ends_with_its_five_and_the_drivers_word() {
    let mut random = Random::new(4);
    let (line, last) = play_out(Gomoku::new_game(Weights::TICK5), &mut random, false).unwrap();
    assert_eq!(Gomoku::status(&last.state), Status::Won);
    let ran = play_line(Test::play(), &line);
    // The program says it won, then what it learned from the game: the
    // driver does not say it again.
    let lines: Vec<&str> = ran.stdout.lines().collect();
    let five = lines.iter().rposition(|l| l.contains(" Five in a row, "));
    let learned = lines
        .iter()
        .rposition(|l| l.starts_with("I learned, my lesson 1:"));
    assert!(five.is_some() && five < learned, "{}", ran.stdout);
    names_the_five(
        lines[five.unwrap()],
        &Gomoku::rows(&last.position),
        '0',
        "I win.",
    );
    assert!(lines.iter().all(|line| line.len() <= 80), "{}", ran.stdout);
    let next = state(ran.path(), "gomoku-next.rs");
    assert_eq!(next, last.state);
    assert_eq!(Gomoku::face(&next), ":-)");
    assert_eq!(Gomoku::strategy(&next).lessons, 1);
    // The next move starts a new game, from what the program learned.
    let again = turn(ran.then(), Some(Cell::of(112)));
    let said = last_line(&again.stdout);
    assert!(said.starts_with("You took h8, I took "), "{said}");
    assert_eq!(state(again.path(), "gomoku-next.rs").count, 2);
}

#[test]
fn a_lost_game_teaches_gomoku_rs_what_train_predicts() {
    // The first game threats beats generation zero in, as `train` finds
    // it (its first game: the program learns from every game, so a game
    // it won before would have taught it).
    let mut opponents = vec![Opponent {
        name: "threats".to_string(),
        player: player::by_name::<Gomoku>("threats").unwrap(),
    }];
    let training = train(Weights::TICK5, &mut opponents, 0, 1, |_| {}).unwrap();
    assert_eq!(training.games, 1, "the first game is lost");
    let loss = &training.losses[0];
    assert_ne!(loss.strategy, Weights::TICK5);
    let trained = Test::merlyn()
        .args([
            "train",
            "--game",
            "gomoku",
            "--against",
            "threats",
            "--losses",
            "1",
        ])
        .status(1)
        .run();
    assert!(
        trained.stdout.starts_with(&format!(
            "loss 1 against=threats line={} weights={}\n",
            loss.line, loss.strategy
        )),
        "{}",
        trained.stdout
    );
    let ran = play_line(Test::play(), &loss.line);
    assert_eq!(
        last_line(&ran.stdout),
        "I lose...I won't make THAT mistake again!"
    );
    // What it learned, in words, after the five: its values, which the
    // first lesson moves, and how far it looks when that moved too; every
    // line fits 80 columns.
    assert_ne!(loss.strategy.values, Weights::TICK5.values);
    let (before, lesson) = ran
        .stdout
        .split_once("\nI learned, my lesson 1:")
        .unwrap_or_else(|| panic!("no lesson in {}", ran.stdout));
    let looks = " I look 1 move ahead, not 0;";
    assert_eq!(
        lesson.starts_with(looks),
        loss.strategy.lookahead == 1,
        "{lesson}"
    );
    assert!(lesson.contains(" a window with "), "{lesson}");
    assert!(
        ran.stdout.lines().all(|line| line.len() <= 80),
        "{}",
        ran.stdout
    );
    names_the_five(
        before.lines().last().unwrap(),
        &Gomoku::rows(&loss_position(&loss.line)),
        'X',
        "you win.",
    );
    let best = state(ran.path(), "gomoku.rs");
    assert_eq!(Gomoku::strategy(&best), loss.strategy);
    assert_eq!(Gomoku::status(&best), Status::Lost);
    // The same moves do not give the same game again.
    let again = play_line(ran.then(), &loss.line.prefix(loss.line.moves.len().min(3)));
    let replayed = merlyn::replay::replay::<Gomoku>(loss.strategy, &loss.line);
    let before = merlyn::replay::replay::<Gomoku>(Weights::TICK5, &loss.line).unwrap();
    assert!(replayed.is_err() || replayed.unwrap().computer != before.computer);
    assert_eq!(
        Gomoku::strategy(&state(again.path(), "gomoku-next.rs")),
        loss.strategy
    );
}

/// The board a line ends on, its moves applied one by one, the program's
/// by generation zero's choice.
fn loss_position(line: &Line<Gomoku>) -> merlyn::gomoku::Position {
    let mut state = Gomoku::new_game(Weights::TICK5);
    let mut position = Gomoku::start(if line.computer_first {
        Side::Zero
    } else {
        Side::X
    });
    if line.computer_first {
        let turn = Gomoku::play(state, None).unwrap();
        position = Gomoku::apply(&position, turn.replies[0]);
        state = turn.state;
    }
    for &mv in &line.moves {
        let turn = Gomoku::play(state, Some(mv)).unwrap();
        position = Gomoku::apply(&position, mv);
        for &reply in &turn.replies {
            position = Gomoku::apply(&position, reply);
        }
        state = turn.state;
    }
    position
}
