//! Training against a perfect adversary: it plays, game after game, the
//! first losing line verify would name, and the program learns from each
//! loss exactly as a real generation does, until it never loses.

use super::TicTacToe;
use super::opening::Opening;
use super::strategy::Strategy;
use crate::line::Line;
use crate::replay::replay;
use crate::tree;
use crate::turn::Outcome;
use anyhow::bail;
use std::fmt;

/// One game the adversary won, and the strategy the program learned from it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Loss {
    pub line: Line<TicTacToe>,
    pub strategy: Strategy,
}

/// Every loss in order, and the strategy that no longer loses.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Training {
    pub losses: Vec<Loss>,
    pub strategy: Strategy,
}

/// The adversary's game against `strategy`: the first losing line from the
/// first opening, in the order `c`, 1 to 9, that has one.
pub fn adversary(strategy: Strategy) -> anyhow::Result<Option<Line<TicTacToe>>> {
    for opening in Opening::ALL {
        let line = tree::first_loss(strategy, &opening.line())?;
        if line.is_some() {
            return Ok(line);
        }
    }
    Ok(None)
}

/// One game of training: the adversary's line against `strategy`, played
/// on the engine, and the strategy learned from losing it; none when the
/// program never loses.
pub fn lesson(strategy: Strategy) -> anyhow::Result<Option<Loss>> {
    let Some(line) = adversary(strategy)? else {
        return Ok(None);
    };
    let game = replay(strategy, &line)?;
    if game.outcome != Outcome::Loss {
        bail!(
            "the adversary's line {line} ended in a {}, not a loss",
            game.outcome
        );
    }
    Ok(Some(Loss {
        line,
        strategy: game.strategy(),
    }))
}

/// Trains `strategy` until it never loses. Each loss lowers one of the nine
/// digits, so this ends within 81 losses; a loss that teaches nothing (its
/// digit is already 0) is an error, as the program could never converge.
pub fn train(strategy: Strategy) -> anyhow::Result<Training> {
    let mut training = Training {
        losses: Vec::new(),
        strategy,
    };
    while let Some(loss) = lesson(training.strategy)? {
        if loss.strategy.0[1..] == training.strategy.0[1..] {
            let digit = Opening::of(&loss.line).map_or(0, Opening::index);
            bail!(
                "strategy {} cannot converge: it still loses {} with digit {digit} at 0",
                training.strategy,
                loss.line
            );
        }
        training.strategy = loss.strategy;
        training.losses.push(loss);
    }
    Ok(training)
}

impl fmt::Display for Training {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (n, loss) in self.losses.iter().enumerate() {
            writeln!(
                f,
                "loss {} line={} strategy={}",
                n + 1,
                loss.line,
                loss.strategy
            )?;
        }
        writeln!(
            f,
            "converged losses={} strategy={}",
            self.losses.len(),
            self.strategy
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tictactoe::verify::{never_loses, verify};

    #[test]
    fn converges_from_the_original_to_a_program_verify_passes() {
        let training = train(Strategy::ORIGINAL).unwrap();
        assert!(!training.losses.is_empty());
        assert!(never_loses(&verify(training.strategy).unwrap()));
    }

    #[test]
    fn first_loses_c1357_and_lowers_digit_five() {
        let first = lesson(Strategy::ORIGINAL).unwrap().unwrap();
        assert_eq!(first.line.to_string(), "c1357");
        assert_eq!(first.strategy.to_string(), "5999989999");
    }

    #[test]
    fn each_of_the_first_ten_losses_lowers_one_digit_by_one() {
        let mut before = Strategy::ORIGINAL;
        for _ in 0..10 {
            let loss = lesson(before)
                .unwrap()
                .expect("the original loses ten times");
            let lowered: Vec<usize> = (1..=9)
                .filter(|&i| before.0[i] != loss.strategy.0[i])
                .collect();
            assert_eq!(lowered.len(), 1, "{} after {}", loss.strategy, before);
            assert_eq!(before.0[lowered[0]] - loss.strategy.0[lowered[0]], 1);
            assert_eq!(
                Some(lowered[0]),
                Opening::of(&loss.line).map(Opening::index)
            );
            before = loss.strategy;
        }
    }

    #[test]
    fn a_loss_with_its_digit_at_zero_is_an_error_not_a_loop() {
        let error = train("1000000000".parse().unwrap())
            .unwrap_err()
            .to_string();
        assert_eq!(
            error,
            "strategy 1000000000 cannot converge: it still loses c1357 with digit 5 at 0"
        );
    }

    #[test]
    fn a_program_that_never_loses_learns_nothing() {
        let strategy: Strategy = "9883857753".parse().unwrap();
        let training = train(strategy).unwrap();
        assert_eq!(training.losses, []);
        assert_eq!(training.strategy, strategy);
        assert_eq!(
            training.to_string(),
            "converged losses=0 strategy=9883857753\n"
        );
    }
}
