//! Whether a program can lose: every complete game from every opening,
//! counted by result, with the first game it loses.

use super::TicTacToe;
use super::opening::Opening;
use super::strategy::Strategy;
use crate::line::Line;
use crate::tree;
use crate::turn::Outcome;
use std::fmt;
use std::ops::ControlFlow;

/// The games from one opening, counted.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Tally {
    pub opening: Opening,
    pub games: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    /// The first game lost, in the walk's order (human moves ascending).
    pub first_loss: Option<Line<TicTacToe>>,
}

/// Plays every game from `opening` against `strategy` and counts them.
pub fn tally(strategy: Strategy, opening: Opening) -> anyhow::Result<Tally> {
    let mut tally = Tally {
        opening,
        games: 0,
        wins: 0,
        draws: 0,
        losses: 0,
        first_loss: None,
    };
    tree::walk(strategy, &opening.line(), |line, outcome, _| {
        tally.games += 1;
        match outcome {
            Outcome::Win => tally.wins += 1,
            Outcome::Draw => tally.draws += 1,
            Outcome::Loss => {
                tally.losses += 1;
                tally.first_loss.get_or_insert_with(|| line.clone());
            }
            Outcome::Ongoing => unreachable!("the walk visits finished games only"),
        }
        ControlFlow::Continue(())
    })?;
    Ok(tally)
}

/// One tally per opening, in the order `c`, 1 to 9.
pub fn verify(strategy: Strategy) -> anyhow::Result<Vec<Tally>> {
    Opening::ALL
        .iter()
        .map(|&opening| tally(strategy, opening))
        .collect()
}

/// Do these tallies show a program that never loses?
pub fn never_loses(tallies: &[Tally]) -> bool {
    tallies.iter().all(|tally| tally.losses == 0)
}

impl fmt::Display for Tally {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "opening={} games={} wins={} draws={} losses={}",
            self.opening, self.games, self.wins, self.draws, self.losses
        )?;
        if let Some(line) = &self.first_loss {
            write!(f, " first-loss={line}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_original_at_opening_one_gives_the_published_line() {
        let tally = tally(Strategy::ORIGINAL, Opening::Human(1)).unwrap();
        assert_eq!(
            tally.to_string(),
            "opening=1 games=65 wins=46 draws=15 losses=4 first-loss=1357"
        );
    }

    #[test]
    fn the_original_can_lose() {
        assert!(!never_loses(&verify(Strategy::ORIGINAL).unwrap()));
    }

    #[test]
    fn the_published_strategy_9883857753_never_loses() {
        let tallies = verify("9883857753".parse().unwrap()).unwrap();
        assert!(never_loses(&tallies));
        assert_eq!(tallies.len(), 10);
    }

    #[test]
    fn counts_add_up_and_a_computer_first_loss_is_written_with_c() {
        for tally in verify(Strategy::ORIGINAL).unwrap() {
            assert_eq!(tally.games, tally.wins + tally.draws + tally.losses);
            assert_eq!(tally.losses > 0, tally.first_loss.is_some());
            if let Some(line) = tally.first_loss {
                assert_eq!(Opening::of(&line), Some(tally.opening));
                assert_eq!(line.computer_first, tally.opening == Opening::Computer);
            }
        }
    }
}
