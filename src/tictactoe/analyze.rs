//! Every program at once: which strategy digits never lose at each opening,
//! how many strategies never lose, and the one training finds.
//!
//! A game uses only the digit of its opening, so the openings are
//! independent: a strategy never loses when each of its nine digits is safe
//! at its opening. Opening 5 is played both when the human opens at 5 and
//! when the computer moves first, and its digit must be safe in both.

use super::opening::Opening;
use super::strategy::Strategy;
use super::train::train;
use crate::tree;
use std::fmt;

/// The safe digits per opening, and the strategy training reaches.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Analysis {
    /// For openings 1 to 9 (index 0 is opening 1), the digits that never
    /// lose there, largest first.
    pub safe: [Vec<u8>; 9],
    /// What `train` reaches from the original strategy, 9999999999; none
    /// when no strategy never loses, for then training cannot converge.
    pub trained: Option<Strategy>,
}

impl Analysis {
    /// The number of strategies (their nine digits) that never lose.
    pub fn never_losing(&self) -> u64 {
        self.safe.iter().map(|digits| digits.len() as u64).product()
    }
}

/// Does the program never lose when it plays `digit` at `opening` (1..=9)?
pub fn is_safe(opening: u8, digit: u8) -> anyhow::Result<bool> {
    let mut strategy = Strategy::ORIGINAL;
    strategy.0[opening as usize] = b'0' + digit;
    let openings: &[Opening] = if opening == 5 {
        &[Opening::Human(5), Opening::Computer]
    } else {
        &[Opening::Human(opening)]
    };
    for &from in openings {
        let loss = tree::first_loss(strategy, &from.line())?;
        if loss.is_some() {
            return Ok(false);
        }
    }
    Ok(true)
}

/// Tries every digit at every opening, and trains the original.
pub fn analyze() -> anyhow::Result<Analysis> {
    let mut safe: [Vec<u8>; 9] = Default::default();
    for (i, digits) in safe.iter_mut().enumerate() {
        for digit in (0..=9).rev() {
            if is_safe(i as u8 + 1, digit)? {
                digits.push(digit);
            }
        }
    }
    // Training lowers each opening's digit from 9 until it is safe there,
    // so it converges exactly when every opening has a safe digit.
    let trained = if safe.iter().all(|digits| !digits.is_empty()) {
        Some(train(Strategy::ORIGINAL)?.strategy)
    } else {
        None
    };
    Ok(Analysis { safe, trained })
}

impl fmt::Display for Analysis {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, digits) in self.safe.iter().enumerate() {
            write!(f, "opening={} safe=", i + 1)?;
            if digits.is_empty() {
                f.write_str("-")?;
            }
            for digit in digits {
                write!(f, "{digit}")?;
            }
            writeln!(f)?;
        }
        writeln!(f, "never-losing={}", self.never_losing())?;
        match self.trained {
            Some(strategy) => writeln!(f, "trained={strategy}"),
            None => writeln!(f, "trained=-"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tictactoe::verify::{never_loses, tally, verify};

    #[test]
    fn agrees_with_verify_on_every_digit_at_every_opening() {
        let analysis = analyze().unwrap();
        for digit in 0..=9u8 {
            let text = format!("1{}", char::from(b'0' + digit).to_string().repeat(9));
            let strategy: Strategy = text.parse().unwrap();
            let tallies = verify(strategy).unwrap();
            for opening in 1..=9u8 {
                let mut passes = tallies[opening as usize].losses == 0;
                if opening == 5 {
                    passes &= tallies[0].losses == 0;
                }
                let listed = analysis.safe[opening as usize - 1].contains(&digit);
                assert_eq!(passes, listed, "digit {digit} at opening {opening}");
            }
        }
    }

    #[test]
    fn the_published_never_loser_uses_safe_digits_only() {
        let analysis = analyze().unwrap();
        let strategy: Strategy = "9883857753".parse().unwrap();
        for opening in 1..=9u8 {
            let digit = strategy.digit(opening);
            assert!(
                analysis.safe[opening as usize - 1].contains(&digit),
                "{opening}"
            );
        }
    }

    #[test]
    fn training_takes_the_largest_safe_digit_at_every_opening() {
        let analysis = analyze().unwrap();
        assert_eq!(analysis.trained.is_some(), analysis.never_losing() > 0);
        if let Some(trained) = analysis.trained {
            for opening in 1..=9u8 {
                let safe = &analysis.safe[opening as usize - 1];
                assert_eq!(Some(&trained.digit(opening)), safe.first(), "{opening}");
            }
            assert!(never_loses(&verify(trained).unwrap()));
            assert_eq!(tally(trained, Opening::Computer).unwrap().losses, 0);
        }
    }

    #[test]
    fn training_the_original_reaches_the_published_never_loser() {
        let analysis = analyze().unwrap();
        assert_eq!(analysis.trained, Some("9883857753".parse().unwrap()));
    }

    #[test]
    fn lists_digits_largest_first() {
        for digits in analyze().unwrap().safe {
            assert!(
                digits.windows(2).all(|pair| pair[0] > pair[1]),
                "{digits:?}"
            );
        }
    }
}
