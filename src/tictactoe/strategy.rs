//! The strategy string's ten characters, checked: the opening (a cell,
//! 1 to 9) and one strategy digit (0 to 9) per opening.

use std::fmt;
use std::str::FromStr;

/// Ten checked characters: `strategy[0]` is the opening, `1..=9` the digits.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Strategy(pub [u8; 10]);

impl Strategy {
    /// The strategy of generation zero.
    pub const ORIGINAL: Strategy = Strategy(*b"9999999999");

    /// The strategy digit (0..=9) used for `opening` (1..=9).
    pub fn digit(&self, opening: u8) -> u8 {
        self.0[opening as usize] - b'0'
    }
}

impl Default for Strategy {
    fn default() -> Self {
        Strategy::ORIGINAL
    }
}

impl FromStr for Strategy {
    type Err = anyhow::Error;

    fn from_str(text: &str) -> anyhow::Result<Strategy> {
        let bytes = text.as_bytes();
        if bytes.len() != 10 || !bytes.iter().all(u8::is_ascii_digit) {
            anyhow::bail!("`{text}` is not a strategy: give 10 digits, such as 9999999999");
        }
        if bytes[0] == b'0' {
            anyhow::bail!(
                "`{text}` is not a strategy: its first digit, the opening, is a cell from 1 to 9"
            );
        }
        let mut strategy = [0; 10];
        strategy.copy_from_slice(bytes);
        Ok(Strategy(strategy))
    }
}

impl fmt::Display for Strategy {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(std::str::from_utf8(&self.0).map_err(|_| fmt::Error)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_through_text() {
        for text in ["9999999999", "9883857753", "5000000000", "1899999999"] {
            assert_eq!(text.parse::<Strategy>().unwrap().to_string(), text);
        }
    }

    #[test]
    fn refuses_nine_characters_letters_and_a_zero_opening() {
        for text in ["999999999", "99999999999", "99999x9999", "", "0999999999"] {
            assert!(text.parse::<Strategy>().is_err(), "{text:?} was accepted");
        }
    }

    #[test]
    fn gives_the_digit_of_an_opening() {
        let strategy: Strategy = "9883857753".parse().unwrap();
        assert_eq!(strategy.digit(1), 8);
        assert_eq!(strategy.digit(5), 5);
        assert_eq!(strategy.digit(9), 3);
    }
}
