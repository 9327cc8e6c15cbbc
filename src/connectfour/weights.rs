//! A Connect Four program's strategy: what a disc is worth to it on each
//! of the 42 cells, 0 to 99, and its lookahead, how many moves beyond its
//! own it looks.

use super::program::{DEEPEST, SPAN, high, low};
use std::fmt;
use std::str::FromStr;

/// The weights of the cells in reading order (row 6 first, as the program
/// keeps them), and the lookahead, 0 to `DEEPEST`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Weights(pub [i32; 42], pub usize);

impl Weights {
    /// Generation zero's weights: the number of rows of four through each
    /// cell. It looks no move beyond its own.
    pub const FOURS: Weights = Weights(
        [
            3, 4, 5, 7, 5, 4, 3, //
            4, 6, 8, 10, 8, 6, 4, //
            5, 8, 11, 13, 11, 8, 5, //
            5, 8, 11, 13, 11, 8, 5, //
            4, 6, 8, 10, 8, 6, 4, //
            3, 4, 5, 7, 5, 4, 3,
        ],
        0,
    );

    /// Are the weights and the lookahead within their bounds?
    pub fn in_bounds(&self) -> bool {
        (0..42).all(|at| (low(at)..=high(at)).contains(&self.0[at])) && self.1 <= DEEPEST
    }
}

impl FromStr for Weights {
    type Err = anyhow::Error;

    /// Six rows of seven numbers, row 1 (the bottom) first, the numbers
    /// separated by commas and the rows by `/`; then, when the program
    /// looks ahead, a `/` and its lookahead: `.../2`.
    fn from_str(text: &str) -> anyhow::Result<Weights> {
        let form = || {
            anyhow::anyhow!(
                "`{text}` is not a set of weights: give 6 rows of 7 numbers, row 1 first, \
                 separated by / (the numbers by commas), such as {}, and a / and the lookahead \
                 if any",
                Weights::FOURS
            )
        };
        let mut rows: Vec<&str> = text.split('/').collect();
        let lookahead = match rows.len() {
            7 => rows.pop().and_then(|n| n.trim().parse::<usize>().ok()),
            6 => Some(0),
            _ => None,
        }
        .ok_or_else(form)?;
        let mut weights = Weights([0; 42], lookahead);
        for (r, row) in rows.iter().enumerate() {
            let numbers: Vec<&str> = row.split(',').collect();
            if numbers.len() != 7 {
                return Err(form());
            }
            for (c, n) in numbers.iter().enumerate() {
                weights.0[(5 - r) * 7 + c] = n.trim().parse().map_err(|_| form())?;
            }
        }
        if !Weights(weights.0, 0).in_bounds() {
            anyhow::bail!(
                "`{text}` is out of bounds: a weight is within {SPAN} of generation zero's, and not below 0"
            );
        }
        if !weights.in_bounds() {
            anyhow::bail!("`{text}` is out of bounds: the lookahead is 0 to {DEEPEST}");
        }
        Ok(weights)
    }
}

impl fmt::Display for Weights {
    /// Row 1 first, as the program says them at the start of a game; then,
    /// when it is not 0, `/` and the lookahead.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in (0..6).rev() {
            let row: Vec<String> = self.0[r * 7..r * 7 + 7]
                .iter()
                .map(i32::to_string)
                .collect();
            let sep = if r == 5 { "" } else { "/" };
            write!(f, "{sep}{}", row.join(","))?;
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
    fn generation_zero_is_in_bounds_and_written_row_one_first() {
        assert!(Weights::FOURS.in_bounds());
        assert_eq!(
            Weights::FOURS.to_string(),
            "3,4,5,7,5,4,3/4,6,8,10,8,6,4/5,8,11,13,11,8,5/5,8,11,13,11,8,5/4,6,8,10,8,6,4/3,4,5,7,5,4,3"
        );
    }

    #[test]
    fn round_trips_through_text_with_its_lookahead_or_without() {
        let text = "2,4,5,7,5,4,4/4,6,8,10,8,6,4/5,8,11,13,11,8,5/5,8,11,14,11,8,5/4,6,8,10,8,6,4/3,4,5,7,5,4,3";
        let weights: Weights = text.parse().unwrap();
        assert_eq!(weights.0[35], 2, "row 1 comes first");
        assert_eq!(weights.0[41], 4);
        assert_eq!(weights.0[17], 14, "d3 is row 3's fourth");
        assert_eq!(weights.to_string(), text);
        let deep = format!("{text}/3");
        assert_eq!(deep.parse::<Weights>().unwrap().1, 3);
        assert_eq!(deep.parse::<Weights>().unwrap().to_string(), deep);
    }

    #[test]
    fn refuses_short_rows_words_and_weights_out_of_bounds() {
        let zero = Weights::FOURS.to_string();
        for (text, why) in [
            (zero.replacen("3,", "", 1), "not a set"),
            (zero.replacen('3', "x", 1), "not a set"),
            (format!("{zero}/1/1"), "not a set"),
            (zero.replacen('3', "5", 1), "out of bounds"),
            (zero.replacen("10", "6", 1), "out of bounds"),
            (format!("{zero}/{}", DEEPEST + 1), "out of bounds"),
        ] {
            let error = text.parse::<Weights>().unwrap_err().to_string();
            assert!(error.contains(why), "{text}: {error}");
        }
    }
}
