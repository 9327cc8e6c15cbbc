//! A Gomoku program's strategy: what each of the nine patterns is worth
//! to it, made and taken from the other side, each within the bounds of
//! its rank; and its lookahead, how many of its moves ahead it looks for a
//! win by threats.

use super::program::{DEEPEST, HIGH, LOW};
use std::fmt;
use std::str::FromStr;

/// The weights of the patterns, as the program keeps them: five, the
/// fours, the threes, two, one and nothing (always 0) made (0 to 9), then
/// the same taken from the other side (10 to 19). Five is always 5000.
/// Then the lookahead, 0 to `DEEPEST`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Weights(pub [i32; 20], pub usize);

/// The weights written in text: all but five and nothing, made then taken.
const WRITTEN: [usize; 16] = [1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13, 14, 15, 16, 17, 18];

impl Weights {
    /// Generation zero's weights: the Tick5 tutorial's order, with five at
    /// 5000 as it has it, and the rest chosen within their ranks (a pattern
    /// made a little above the same pattern taken from the other side).
    /// It looks no move ahead.
    pub const TICK5: Weights = Weights(
        [
            5000, 900, 400, 350, 90, 30, 70, 8, 2, 0, 5000, 800, 300, 250, 80, 20, 60, 7, 1, 0,
        ],
        0,
    );

    /// Are the weights and the lookahead within their bounds?
    pub fn in_bounds(&self) -> bool {
        (0..20).all(|i| (LOW[i]..=HIGH[i]).contains(&self.0[i])) && self.1 <= DEEPEST
    }
}

impl FromStr for Weights {
    type Err = anyhow::Error;

    /// Eight numbers for the patterns made, from straight four to one,
    /// separated by commas, a `/`, then the same eight for the patterns
    /// taken: `900,400,350,90,30,70,8,2/800,300,250,80,20,60,7,1`; then,
    /// when the program looks ahead, a `/` and its lookahead: `.../2`.
    fn from_str(text: &str) -> anyhow::Result<Weights> {
        let form = || {
            anyhow::anyhow!(
                "`{text}` is not a set of weights: give 8 numbers for the patterns made, from \
                 straight four to one, a /, and 8 for the patterns taken, such as {}, and a / \
                 and the lookahead if any",
                Weights::TICK5
            )
        };
        let mut parts: Vec<&str> = text.split('/').collect();
        let lookahead = match parts.len() {
            3 => parts.pop().and_then(|n| n.trim().parse::<usize>().ok()),
            _ => Some(0),
        }
        .ok_or_else(form)?;
        let halves: Vec<Vec<&str>> = parts.iter().map(|half| half.split(',').collect()).collect();
        if halves.len() != 2 || halves.iter().any(|half| half.len() != 8) {
            return Err(form());
        }
        let numbers = halves
            .concat()
            .into_iter()
            .map(|n| n.trim().parse::<i32>().ok());
        let mut weights = Weights(Weights::TICK5.0, lookahead);
        for (&at, number) in WRITTEN.iter().zip(numbers) {
            weights.0[at] = number.ok_or_else(form)?;
        }
        if !Weights(weights.0, 0).in_bounds() {
            anyhow::bail!(
                "`{text}` is out of bounds: the fours weigh 100 to 999, the threes 10 to 99, two 5 to 9, one 0 to 4"
            );
        }
        if !weights.in_bounds() {
            anyhow::bail!("`{text}` is out of bounds: the lookahead is 0 to {DEEPEST}");
        }
        Ok(weights)
    }
}

impl fmt::Display for Weights {
    /// The patterns made, from straight four to one, then `/`, then those
    /// taken; then, when it is not 0, `/` and the lookahead.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (n, &at) in WRITTEN.iter().enumerate() {
            let sep = match n {
                0 => "",
                8 => "/",
                _ => ",",
            };
            write!(f, "{sep}{}", self.0[at])?;
        }
        if self.1 > 0 {
            write!(f, "/{}", self.1)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generation_zero_is_in_bounds_and_written_as_the_generation_says_it() {
        assert!(Weights::TICK5.in_bounds());
        assert_eq!(
            Weights::TICK5.to_string(),
            "900,400,350,90,30,70,8,2/800,300,250,80,20,60,7,1"
        );
    }

    #[test]
    fn round_trips_through_text_with_its_lookahead_or_without() {
        let text = "999,100,120,99,10,11,9,0/100,101,102,10,10,10,5,4";
        assert_eq!(text.parse::<Weights>().unwrap().to_string(), text);
        let deep = format!("{text}/3");
        let weights = deep.parse::<Weights>().unwrap();
        assert_eq!(weights.1, 3);
        assert_eq!(weights.to_string(), deep);
        // A lookahead of 0 is written as none.
        assert_eq!(
            format!("{text}/0").parse::<Weights>().unwrap().to_string(),
            text
        );
    }

    #[test]
    fn refuses_too_few_numbers_a_misplaced_slash_words_and_weights_out_of_bounds() {
        for (text, why) in [
            (
                "900,400,350,90,30,70,8/800,300,250,80,20,60,7,1",
                "not a set",
            ),
            (
                "900,400,350,90,30,70,8,2,800/300,250,80,20,60,7,1",
                "not a set",
            ),
            (
                "900,400,350,90,30,70,8,x/800,300,250,80,20,60,7,1",
                "not a set",
            ),
            (
                "1000,400,350,90,30,70,8,2/800,300,250,80,20,60,7,1",
                "out of bounds",
            ),
            (
                "900,400,350,90,30,70,8,5/800,300,250,80,20,60,7,1",
                "out of bounds",
            ),
            (
                "900,400,350,90,30,70,8,2/800,300,250,80,20,60,7,1/5",
                "out of bounds",
            ),
            (
                "900,400,350,90,30,70,8,2/800,300,250,80,20,60,7,1/x",
                "not a set",
            ),
            (
                "900,400,350,90,30,70,8,2/800,300,250,80,20,60,7,1/1/1",
                "not a set",
            ),
        ] {
            let error = text.parse::<Weights>().unwrap_err().to_string();
            assert!(error.contains(why), "{text}: {error}");
        }
    }
}
