//! Playing one GAME from an empty board, move by move on the engine, and
//! saying what the computer did and how the game ended.

use crate::line::Line;
use crate::program::Game;
use crate::strategy::Strategy;
use crate::turn::{Outcome, turn};
use anyhow::{anyhow, bail};
use std::fmt;

/// A game played out: the computer's moves, the result and the successor.
#[derive(Clone, Debug)]
pub struct Replay {
    /// The game as given.
    pub line: Line,
    /// The computer's moves, in order.
    pub computer: Vec<u8>,
    /// Where the game stands after the last move.
    pub outcome: Outcome,
    /// The last successor the engine gave (after a loss: a blank board and
    /// the learned strategy).
    pub game: Game,
}

impl Replay {
    /// The strategy after the game: the opening set, a digit lowered after a loss.
    pub fn strategy(&self) -> Strategy {
        Strategy(self.game.strategy)
    }
}

/// Plays `line` from an empty board under `strategy`. A move on a taken
/// cell, or after the game has ended, is an error naming the game.
pub fn replay(strategy: Strategy, line: &Line) -> anyhow::Result<Replay> {
    let mut played = Replay {
        line: line.clone(),
        computer: Vec::new(),
        outcome: Outcome::Ongoing,
        game: Game::new(strategy.0),
    };
    let first = line.computer_first.then_some(None);
    let human = line.moves.iter().map(|&cell| Some(cell));
    for (i, human) in first.into_iter().chain(human).enumerate() {
        if played.outcome != Outcome::Ongoing {
            let before = Line {
                computer_first: line.computer_first,
                moves: line.moves[..i - usize::from(line.computer_first)].to_vec(),
            };
            let cell = human.unwrap_or(0);
            bail!(
                "game {line}: it ended after {before} (a {}); move {cell} comes after the end",
                played.outcome
            );
        }
        let next = turn(played.game, human).map_err(|refusal| anyhow!("game {line}: {refusal}"))?;
        played.computer.extend(next.reply);
        played.outcome = next.outcome;
        played.game = next.game;
    }
    Ok(played)
}

impl fmt::Display for Replay {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} computer=", self.line)?;
        if self.computer.is_empty() {
            f.write_str("-")?;
        }
        for cell in &self.computer {
            write!(f, "{cell}")?;
        }
        write!(f, " result={} strategy={}", self.outcome, self.strategy())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn play(strategy: &str, line: &str) -> anyhow::Result<Replay> {
        replay(strategy.parse().unwrap(), &line.parse().unwrap())
    }

    #[test]
    fn one_four_six_loses_to_eight_seven_nine() {
        let game = play("9999999999", "146").unwrap();
        assert_eq!(game.computer, [8, 7, 9]);
        assert_eq!(game.outcome, Outcome::Win);
        assert_eq!(game.strategy().to_string(), "1999999999");
    }

    #[test]
    fn prints_the_published_game_as_one_line() {
        let game = play("9999999999", "146").unwrap();
        assert_eq!(
            game.to_string(),
            "146 computer=879 result=win strategy=1999999999"
        );
    }

    #[test]
    fn one_three_five_seven_beats_the_original_and_it_learns() {
        let game = play("9999999999", "1357").unwrap();
        assert_eq!(game.outcome, Outcome::Loss);
        assert_eq!(game.strategy().to_string(), "1899999999");
        assert_eq!((game.game.x, game.game.o), (0, 0));
    }

    #[test]
    fn the_computer_first_opens_at_eight() {
        let game = play("9999999999", "c").unwrap();
        assert_eq!(game.computer, [8]);
        assert_eq!(
            game.to_string(),
            "c computer=8 result=ongoing strategy=5999999999"
        );
    }

    #[test]
    fn a_human_opening_at_one_gets_eight_in_reply() {
        let game = play("9999999999", "1").unwrap();
        assert_eq!(game.computer, [8]);
        assert_eq!(game.outcome, Outcome::Ongoing);
    }

    #[test]
    fn a_taken_cell_is_an_error_naming_the_game() {
        let error = play("9999999999", "141").unwrap_err().to_string();
        assert_eq!(error, "game 141: cell 1 is taken");
    }

    #[test]
    fn a_move_after_a_loss_is_an_error_though_the_board_is_blank() {
        let error = play("9999999999", "13572").unwrap_err().to_string();
        assert_eq!(
            error,
            "game 13572: it ended after 1357 (a loss); move 2 comes after the end"
        );
    }

    #[test]
    fn a_move_after_a_win_is_an_error() {
        let error = play("9999999999", "1462").unwrap_err().to_string();
        assert!(
            error.starts_with("game 1462: it ended after 146 (a win)"),
            "{error}"
        );
    }
}
