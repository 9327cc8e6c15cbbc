//! Playing one GAME from a new game, turn by turn on the generation's own
//! engine, and saying what the computer did and how the game ended.

use crate::game::Game;
use crate::line::Line;
use crate::turn::Outcome;
use anyhow::bail;
use std::fmt;

/// A game played out: the computer's moves, the result and the successor.
pub struct Replay<G: Game> {
    /// The game as given.
    pub line: Line<G>,
    /// The computer's moves, in order.
    pub computer: Vec<G::Move>,
    /// Where the game stands after the last move.
    pub outcome: Outcome,
    /// The last successor the engine gave (after a loss: a new game and
    /// the learned strategy; in Connect Four, after any finished game, the
    /// learned strategy).
    pub state: G::State,
    /// The position the last turn ended in (after a loss, the final one).
    pub position: G::Position,
}

impl<G: Game> Replay<G> {
    /// The strategy after the game: after a loss (in Connect Four, after
    /// any finished game), the learned one.
    pub fn strategy(&self) -> G::Strategy {
        G::strategy(&self.state)
    }
}

/// Plays `line` from a new game under `strategy`. A move the engine
/// refuses, or one after the game has ended, is an error naming the game.
pub fn replay<G: Game>(strategy: G::Strategy, line: &Line<G>) -> anyhow::Result<Replay<G>> {
    replay_at(strategy, None, line)
}

/// Plays `line` as `replay` does, a player having asked the game to be
/// played at `level`, if one (`play GAME --level N`).
pub fn replay_at<G: Game>(
    strategy: G::Strategy,
    level: Option<u8>,
    line: &Line<G>,
) -> anyhow::Result<Replay<G>> {
    let mut state = G::new_game(strategy);
    if let Some(level) = level {
        G::asked_at(&mut state, level)?;
    }
    let mut played = Replay {
        line: line.clone(),
        computer: Vec::new(),
        outcome: Outcome::Ongoing,
        position: G::position(&state),
        state,
    };
    let first = line.computer_first.then_some(None);
    let human = line.moves.iter().map(|&mv| Some(mv));
    for (i, human) in first.into_iter().chain(human).enumerate() {
        if played.outcome != Outcome::Ongoing {
            let before = line.prefix(i - usize::from(line.computer_first));
            let mv = human.map_or("c".to_string(), |mv| mv.to_string());
            bail!(
                "game {line}: it ended after {before} (a {}); move {mv} comes after the end",
                played.outcome
            );
        }
        let turn = G::play(played.state, human)
            .map_err(|refusal| anyhow::anyhow!("game {line}: {refusal}"))?;
        played
            .computer
            .extend(turn.replies.iter().filter(|&&mv| !G::is_pass(mv)));
        played.outcome = Outcome::from(G::status(&turn.state));
        played.state = turn.state;
        played.position = turn.position;
    }
    Ok(played)
}

impl<G: Game> fmt::Display for Replay<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} computer=", self.line)?;
        if self.computer.is_empty() {
            f.write_str("-")?;
        }
        for mv in &self.computer {
            write!(f, "{mv}")?;
        }
        write!(f, " result={}", self.outcome)?;
        for (key, value) in G::fields(&self.state, &self.position) {
            write!(f, " {key}={value}")?;
        }
        Ok(())
    }
}

impl<G: Game> fmt::Debug for Replay<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Replay({self})")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tictactoe::{Cell, TicTacToe};

    fn play(strategy: &str, line: &str) -> anyhow::Result<Replay<TicTacToe>> {
        replay(strategy.parse().unwrap(), &Line::parse(line).unwrap())
    }

    #[test]
    fn one_four_six_loses_to_eight_seven_nine() {
        let game = play("9999999999", "146").unwrap();
        assert_eq!(game.computer, [8, 7, 9].map(Cell));
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
        assert_eq!((game.state.x, game.state.o), (0, 0));
    }

    #[test]
    fn the_computer_first_opens_at_eight() {
        let game = play("9999999999", "c").unwrap();
        assert_eq!(game.computer, [Cell(8)]);
        assert_eq!(game.outcome, Outcome::Ongoing);
        assert_eq!(
            game.to_string(),
            "c computer=8 result=ongoing strategy=5999999999"
        );
    }

    #[test]
    fn a_human_opening_at_one_gets_eight_in_reply() {
        let game = play("9999999999", "1").unwrap();
        assert_eq!(game.computer, [Cell(8)]);
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
