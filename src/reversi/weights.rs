//! A Reversi program's strategy: its 64 weights, one digit per square, and
//! the two digits a lesson can grow, its depth and its mobility.

use super::program::DEEPEST;
use std::fmt;
use std::str::FromStr;

/// What each square is worth to the program, 0 to 9, in reading order
/// (row 1 from a to h first); how many moves it looks ahead, 1 to
/// `DEEPEST`; and what a move that a side could play counts at the end of
/// a line it looks at, 0 to 9.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Weights {
    pub squares: [u8; 64],
    pub depth: u8,
    pub mobility: u8,
}

impl Weights {
    /// reverxii's weights, generation zero's: from a row type and a column
    /// type (0, 1, 2, 2, 2, 2, 1, 0 along each side), the weight is
    /// `[9, 1, 6, 1, 1, 2, 6, 2, 4][3 * row type + column type]`. Depth 1,
    /// mobility 0: reverxii's own rule.
    pub const REVERXII: Weights = {
        const TYPE: [usize; 8] = [0, 1, 2, 2, 2, 2, 1, 0];
        const WEIGHT: [u8; 9] = [9, 1, 6, 1, 1, 2, 6, 2, 4];
        let mut weights = [0; 64];
        let mut at = 0;
        while at < 64 {
            weights[at] = WEIGHT[3 * TYPE[at / 8] + TYPE[at % 8]];
            at += 1;
        }
        Weights::of(weights)
    };

    /// The weights `squares`, at depth 1 with mobility 0.
    pub const fn of(squares: [u8; 64]) -> Weights {
        Weights {
            squares,
            depth: 1,
            mobility: 0,
        }
    }
}

impl FromStr for Weights {
    type Err = anyhow::Error;

    /// 64 digits, row 1 first, optionally grouped by `/` or spaces; then,
    /// optionally, `:depthD:mobilityM`.
    fn from_str(text: &str) -> anyhow::Result<Weights> {
        let (squares, rest) = match text.split_once(':') {
            Some((squares, rest)) => (squares, Some(rest)),
            None => (text, None),
        };
        let digits: Vec<u8> = squares
            .bytes()
            .filter(|b| !matches!(b, b'/' | b' '))
            .collect();
        if digits.len() != 64 || !digits.iter().all(u8::is_ascii_digit) {
            anyhow::bail!(
                "`{text}` is not a set of weights: give 64 digits, row 1 first, such as {}",
                Weights::REVERXII
            );
        }
        let mut weights = Weights::of([0; 64]);
        for (weight, digit) in weights.squares.iter_mut().zip(digits) {
            *weight = digit - b'0';
        }
        if let Some(rest) = rest {
            let digit = |word: Option<&str>, head: &str, low: u8, high: u8| match word
                .and_then(|word| word.strip_prefix(head))
                .map(str::as_bytes)
            {
                Some(&[d]) if (b'0' + low..=b'0' + high).contains(&d) => Some(d - b'0'),
                _ => None,
            };
            let mut words = rest.split(':');
            let depth = digit(words.next(), "depth", 1, DEEPEST as u8);
            let mobility = digit(words.next(), "mobility", 0, 9);
            match (depth, mobility, words.next()) {
                (Some(depth), Some(mobility), None) => {
                    (weights.depth, weights.mobility) = (depth, mobility);
                }
                _ => anyhow::bail!(
                    "`{text}` is not a set of weights: after the 64 digits, give \
                     :depthD:mobilityM, D from 1 to {DEEPEST} and M from 0 to 9, such as \
                     :depth3:mobility2"
                ),
            }
        }
        Ok(weights)
    }
}

impl fmt::Display for Weights {
    /// The rows, row 1 first, as digits, separated by `/`; then the depth
    /// and mobility, once they are not reverxii's 1 and 0.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (row, weights) in self.squares.chunks(8).enumerate() {
            if row > 0 {
                f.write_str("/")?;
            }
            for weight in weights {
                write!(f, "{weight}")?;
            }
        }
        if (self.depth, self.mobility) != (1, 0) {
            write!(f, ":depth{}:mobility{}", self.depth, self.mobility)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reverxii_is_the_table_of_reversi_md() {
        assert_eq!(
            Weights::REVERXII.to_string(),
            "91666619/11222211/62444426/62444426/62444426/62444426/11222211/91666619"
        );
    }

    #[test]
    fn round_trips_through_text_with_or_without_separators() {
        let text = "91666619/11222211/62444426/62444426/62444426/62444426/11222211/91666619";
        assert_eq!(text.parse::<Weights>().unwrap(), Weights::REVERXII);
        assert_eq!(
            text.replace('/', "").parse::<Weights>().unwrap(),
            Weights::REVERXII
        );
        assert_eq!(
            text.replace('/', " ").parse::<Weights>().unwrap(),
            Weights::REVERXII
        );
    }

    #[test]
    fn round_trips_a_depth_and_a_mobility() {
        let grown = Weights {
            depth: 3,
            mobility: 2,
            ..Weights::REVERXII
        };
        let text = grown.to_string();
        assert!(text.ends_with("/91666619:depth3:mobility2"), "{text}");
        assert_eq!(text.parse::<Weights>().unwrap(), grown);
    }

    #[test]
    fn refuses_63_digits_letters_and_65_digits() {
        for text in [
            "1".repeat(63),
            "1".repeat(65),
            format!("{}x", "1".repeat(63)),
        ] {
            assert!(text.parse::<Weights>().is_err(), "{text}");
        }
    }

    #[test]
    fn refuses_a_depth_of_0_or_beyond_the_deepest_and_a_mobility_that_is_no_digit() {
        let squares = "1".repeat(64);
        for suffix in [
            ":depth0:mobility0",
            ":depth5:mobility0",
            ":depth9:mobility0",
            ":depth2:mobility10",
            ":depth2:mobilityx",
            ":depth2",
            ":depth2:mobility1:more",
            ":mobility1:depth2",
        ] {
            let refused = format!("{squares}{suffix}").parse::<Weights>();
            assert!(
                refused
                    .unwrap_err()
                    .to_string()
                    .contains(":depthD:mobilityM"),
                "{suffix}"
            );
        }
    }
}
