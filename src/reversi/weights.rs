//! A Reversi program's strategy: its weights, what a disc of its own and
//! one of the other side's on each kind of square are worth to it (ten
//! kinds, the corner a1-d4, which the board's symmetries mirror into the
//! rest) and a move either side could make; how many moves it looks
//! ahead; and how many lessons it has taken, which sets the step of the
//! next.

use super::program::{DEEPEST, FAR, FEATURES, KINDS, MOST, MOVES, YOURS, zero};
use std::fmt;
use std::str::FromStr;

/// The weights, in the program's order: its discs on the kinds a1 b1 c1
/// d1 b2 c2 d2 c3 d3 d4, the other side's, then a move of its own and
/// one of the other side's; its depth, 1 to `DEEPEST`; its lessons.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Weights {
    pub weights: [i32; FEATURES],
    pub depth: u8,
    pub lessons: u32,
    /// Its steps so far: for each weight, how far its lessons asked it to
    /// move in all, back and forth, and net (which set each weight's next
    /// step).
    pub all: [i64; FEATURES],
    pub net: [i64; FEATURES],
}

/// The most lessons a program counts.
pub const LESSONS: u32 = 999_999;

impl Weights {
    /// Generation zero's: reverxii's table, ten times over, for its own
    /// discs; nothing for the other side's and for the moves; depth 1, no
    /// lesson taken. At depth 1 that plays reverxii's rule exactly.
    pub const REVERXII: Weights = Weights {
        weights: zero(),
        depth: 1,
        lessons: 0,
        all: [0; FEATURES],
        net: [0; FEATURES],
    };

    /// The weights of the program's discs, kind by kind.
    pub fn mine(&self) -> &[i32] {
        &self.weights[..KINDS]
    }

    /// The weights of the other side's discs, kind by kind.
    pub fn yours(&self) -> &[i32] {
        &self.weights[YOURS..MOVES]
    }
}

/// The form, for errors.
const FORM: &str = "ten weights of its discs, a / and ten of the other side's, a / and six \
                    others (a move of its own and one of the other side's, a disc of its own \
                    and one of the other side's beside an empty square, and beside an empty \
                    corner), each from -999 to 999, such as \
                    90,10,60,60,10,20,20,40,40,40/0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0; then, if you \
                    like, :depthD (1 to 4), :lessonsN and :steps with a pair ALL/NET for each \
                    of the 26 weights, separated by commas";

impl FromStr for Weights {
    type Err = anyhow::Error;

    /// Ten weights, `/`, ten, `/`, two (each group's separated by commas
    /// or spaces); then, optionally, `:depthD` and `:lessonsN`.
    fn from_str(text: &str) -> anyhow::Result<Weights> {
        let bad = || anyhow::anyhow!("`{text}` is not a set of weights: give {FORM}");
        let mut parts = text.split(':');
        let groups: Vec<&str> = parts.next().unwrap_or("").split('/').collect();
        let mut weights = Vec::with_capacity(FEATURES);
        for (group, size) in groups.iter().zip([KINDS, KINDS, FEATURES - MOVES]) {
            let numbers: Vec<i32> = group
                .split([',', ' '])
                .filter(|word| !word.is_empty())
                .map(|word| word.parse::<i32>().map_err(|_| bad()))
                .collect::<anyhow::Result<_>>()?;
            if numbers.len() != size || numbers.iter().any(|w| w.abs() > MOST) {
                return Err(bad());
            }
            weights.extend(numbers);
        }
        if groups.len() != 3 {
            return Err(bad());
        }
        let mut strategy = Weights {
            weights: weights.try_into().map_err(|_| bad())?,
            ..Weights::REVERXII
        };
        let (mut depth, mut lessons, mut steps) = (None, None, None);
        for part in parts {
            if let Some(d) = part.strip_prefix("depth")
                && depth.is_none()
                && lessons.is_none()
                && steps.is_none()
            {
                depth = Some(d.parse::<u8>().ok().filter(|d| (1..=DEEPEST as u8).contains(d)));
            } else if let Some(n) = part.strip_prefix("lessons")
                && lessons.is_none()
                && steps.is_none()
            {
                lessons = Some(n.parse::<u32>().ok().filter(|n| *n <= LESSONS));
            } else if let Some(pairs) = part.strip_prefix("steps")
                && steps.is_none()
            {
                steps = Some(parse_steps(pairs).ok_or_else(bad)?);
            } else {
                return Err(bad());
            }
        }
        if let Some((all, net)) = steps {
            (strategy.all, strategy.net) = (all, net);
        }
        strategy.depth = depth.unwrap_or(Some(1)).ok_or_else(bad)?;
        strategy.lessons = lessons.unwrap_or(Some(0)).ok_or_else(bad)?;
        Ok(strategy)
    }
}

impl fmt::Display for Weights {
    /// The weights of its discs, of the other side's and of the moves,
    /// three groups separated by `/`, each of numbers separated by
    /// commas; then the depth and the lessons, when not 1 and 0. A form
    /// without spaces, which folds at its `/`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, weight) in self.weights.iter().enumerate() {
            let sign = match i {
                0 => "",
                YOURS | MOVES => "/",
                _ => ",",
            };
            write!(f, "{sign}{weight}")?;
        }
        if self.depth != 1 {
            write!(f, ":depth{}", self.depth)?;
        }
        if self.lessons != 0 {
            write!(f, ":lessons{}", self.lessons)?;
        }
        crate::steps::write(f, ":steps", &self.all, &self.net)
    }
}

/// The steps `ALL/NET,...`, one pair a weight, as the program bounds them:
/// all from 0 to FAR, net no further from 0 than all.
fn parse_steps(pairs: &str) -> Option<([i64; FEATURES], [i64; FEATURES])> {
    let (all, net) = crate::steps::parse::<FEATURES>(pairs)?;
    let within = all.iter().zip(&net).all(|(a, n)| (0..=FAR).contains(a) && n.abs() <= *a);
    within.then_some((all, net))
}

#[cfg(test)]
mod tests {
    use super::*;

    const ZERO: &str = "90,10,60,60,10,20,20,40,40,40/0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0";

    #[test]
    fn generation_zero_is_reverxiis_table_ten_times_over() {
        assert_eq!(Weights::REVERXII.to_string(), ZERO);
        assert_eq!(Weights::REVERXII.mine(), [90, 10, 60, 60, 10, 20, 20, 40, 40, 40]);
        assert_eq!(Weights::REVERXII.yours(), [0; 10]);
    }

    #[test]
    fn round_trips_through_text_with_commas_or_spaces() {
        assert_eq!(ZERO.parse::<Weights>().unwrap(), Weights::REVERXII);
        assert_eq!(
            ZERO.replace(',', " ").parse::<Weights>().unwrap(),
            Weights::REVERXII
        );
        let mut learned = Weights {
            depth: 4,
            lessons: 321,
            ..Weights::REVERXII
        };
        learned.weights[3] = -999;
        learned.weights[15] = 999;
        learned.weights[21] = -7;
        let text = learned.to_string();
        assert_eq!(
            text,
            "90,10,60,-999,10,20,20,40,40,40/0,0,0,0,0,999,0,0,0,0/0,-7,0,0,0,0:depth4:lessons321"
        );
        assert_eq!(text.parse::<Weights>().unwrap(), learned);
        let deeper = Weights {
            depth: 2,
            ..Weights::REVERXII
        };
        assert_eq!(deeper.to_string(), format!("{ZERO}:depth2"));
        assert_eq!(format!("{ZERO}:depth2").parse::<Weights>().unwrap(), deeper);
    }

    #[test]
    fn refuses_too_few_or_too_many_weights_words_and_weights_beyond_999() {
        for text in [
            "90,10,60,60,10,20,20,40,40/0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0",
            "90,10,60,60,10,20,20,40,40,40,1/0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0",
            "90,10,60,60,10,20,20,40,40,40/0,0,0,0,0,0,0,0,0,0",
            "90,10,60,60,10,20,20,40,40,40/0,0,0,0,0,0,0,0,0,0/0,0",
            "90,10,60,60,10,20,20,40,40,40/0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0/1",
            "90,10,60,60,10,20,20,40,40,x/0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0",
            "1000,10,60,60,10,20,20,40,40,40/0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0",
            "91666619/11222211/62444426/62444426/62444426/62444426/11222211/91666619",
        ] {
            let refused = text.parse::<Weights>().unwrap_err().to_string();
            assert!(refused.contains("ten weights of its discs"), "{text}: {refused}");
        }
    }

    #[test]
    fn refuses_a_depth_of_0_or_beyond_the_deepest_and_lessons_out_of_order() {
        for suffix in [
            ":depth0",
            ":depth5",
            ":depthx",
            ":lessons-1",
            ":lessons1000000",
            ":lessons1:depth2",
            ":depth2:depth2",
            ":mobility2",
            ":",
        ] {
            let refused = format!("{ZERO}{suffix}").parse::<Weights>();
            assert!(refused.is_err(), "{suffix}");
        }
        assert!(format!("{ZERO}:depth4:lessons999999").parse::<Weights>().is_ok());
    }
}
