//! A Reversi program's strategy: its 64 weights, one digit per square.

use std::fmt;
use std::str::FromStr;

/// What each square is worth to the program, 0 to 9, in reading order
/// (row 1 from a to h first).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Weights(pub [u8; 64]);

impl Weights {
    /// reverxii's weights, generation zero's: from a row type and a column
    /// type (0, 1, 2, 2, 2, 2, 1, 0 along each side), the weight is
    /// `[9, 1, 6, 1, 1, 2, 6, 2, 4][3 * row type + column type]`.
    pub const REVERXII: Weights = {
        const TYPE: [usize; 8] = [0, 1, 2, 2, 2, 2, 1, 0];
        const WEIGHT: [u8; 9] = [9, 1, 6, 1, 1, 2, 6, 2, 4];
        let mut weights = [0; 64];
        let mut at = 0;
        while at < 64 {
            weights[at] = WEIGHT[3 * TYPE[at / 8] + TYPE[at % 8]];
            at += 1;
        }
        Weights(weights)
    };
}

impl FromStr for Weights {
    type Err = anyhow::Error;

    /// 64 digits, row 1 first, optionally grouped by `/` or spaces.
    fn from_str(text: &str) -> anyhow::Result<Weights> {
        let digits: Vec<u8> = text.bytes().filter(|b| !matches!(b, b'/' | b' ')).collect();
        if digits.len() != 64 || !digits.iter().all(u8::is_ascii_digit) {
            anyhow::bail!(
                "`{text}` is not a set of weights: give 64 digits, row 1 first, such as {}",
                Weights::REVERXII
            );
        }
        let mut weights = [0; 64];
        for (weight, digit) in weights.iter_mut().zip(digits) {
            *weight = digit - b'0';
        }
        Ok(Weights(weights))
    }
}

impl fmt::Display for Weights {
    /// The rows, row 1 first, as digits, separated by `/`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (row, weights) in self.0.chunks(8).enumerate() {
            if row > 0 {
                f.write_str("/")?;
            }
            for weight in weights {
                write!(f, "{weight}")?;
            }
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
    fn refuses_63_digits_letters_and_65_digits() {
        for text in [
            "1".repeat(63),
            "1".repeat(65),
            format!("{}x", "1".repeat(63)),
        ] {
            assert!(text.parse::<Weights>().is_err(), "{text}");
        }
    }
}
