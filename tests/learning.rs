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

#[test]
fn after_every_loss_the_same_human_moves_never_give_the_same_game_again() {
    let mut random = Random::new(99);
    let mut weights = Weights::REVERXII;
    let mut losses = 0;
    for game in 0..400 {
        let state = Reversi::new_game(weights);
        let (line, last) = play_out(state, &mut random, game % 2 == 1).unwrap();
        if Reversi::status(&last.state) != Status::Lost {
            continue;
        }
        losses += 1;
        let learned = Reversi::strategy(&last.state);
        assert!(learned.0.iter().all(|&w| w <= 9), "a weight is not a digit");
        let before = replay::<Reversi>(weights, &line).unwrap();
        assert_eq!(before.outcome, merlyn::turn::Outcome::Loss);
        // With the learned weights, the program plays otherwise somewhere:
        // its moves differ, or the human's become illegal on the way.
        let after = replay::<Reversi>(learned, &line);
        let same = after.is_ok_and(|after| after.computer == before.computer);
        if had_a_choice(weights, &line) {
            assert!(!same, "game {game}: {line} plays the same again");
        } else {
            assert_eq!(learned, weights, "nothing to learn from a forced game");
        }
        weights = learned;
    }
    assert!(losses >= 20, "only {losses} losses to learn from");
}

#[test]
fn reversi_learning_through_compiled_generations_follows_merlyn_train() {
    let trained = Test::merlyn()
        .args([
            "train",
            "--game",
            "reversi",
            "--against",
            "random:5",
            "--losses",
            "2",
            "--unbeaten",
            "1000",
        ])
        .status(1)
        .run();
    let losses: Vec<(String, String)> = trained
        .stdout
        .lines()
        .filter_map(|line| {
            let mut words = line.strip_prefix("loss ")?.split(' ').skip(2);
            let line = words.next()?.strip_prefix("line=")?.to_string();
            let weights = words.next()?.strip_prefix("weights=")?.to_string();
            Some((line, weights))
        })
        .collect();
    assert_eq!(losses.len(), 2, "{}", trained.stdout);
    let mut test = Test::play();
    for (line, learned) in losses {
        let game = Line::<Reversi>::parse(&line).unwrap();
        let mut turns: Vec<Vec<String>> = Vec::new();
        if game.computer_first {
            turns.push(vec!["reversi".into()]);
        }
        turns.extend(
            game.moves
                .iter()
                .map(|mv| vec!["reversi".to_string(), mv.to_string()]),
        );
        let mut last = String::new();
        for args in turns {
            let ran = test.args(args).run();
            last = ran.stdout.lines().last().unwrap_or("").to_string();
            test = ran.then();
        }
        assert_eq!(last, "I lose...I won't make THAT mistake again!", "{line}");
        let best =
            merlyn::generation::read_state::<Reversi>(&test.path().join("reversi.rs")).unwrap();
        assert_eq!(
            Reversi::strategy(&best).to_string(),
            learned,
            "after {line}"
        );
    }
}
