//! A Gomoku program's strategy: what each of the nine patterns a move makes
//! or takes is worth to it, each within the bounds of its rank (generation
//! zero's, which lessons leave alone); what a window of five cells is worth
//! to it on the board, by the stones it holds, which lessons teach it; how
//! many of its moves ahead it looks for a win by threats; how many lessons
//! it has learned from; and how far its lessons have asked each value to
//! move, in all and net, which sets the value's steps.

use super::program::{DEEPEST, FAR, HIGH, LESSONS, LOW, MOST, SIZE};
use std::fmt;
use std::str::FromStr;

/// The strategy, as the program keeps it.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Weights {
    /// The weights of the patterns: five, the fours, the threes, two, one
    /// and nothing (always 0) made (0 to 9), then the same taken from the
    /// other side (10 to 19). Five is always 5000.
    pub patterns: [i32; 20],
    /// The values of windows holding 1 to 4 of the program's stones and
    /// none of the other side's (0 to 3), then 1 to 4 of the other side's
    /// and none of its own (4 to 7): -999 to 999.
    pub values: [i32; 8],
    /// How many of its moves ahead it looks: 0 to `DEEPEST`.
    pub lookahead: usize,
    /// How many games it has learned from.
    pub lessons: usize,
    /// Its steps: for each value, how far its lessons asked it to move, in
    /// all (back and forth, 0 to `FAR`), and net (no further from 0 than
    /// all). A value moves the share net over all of what it is asked.
    pub all: [i64; 8],
    pub net: [i64; 8],
    /// The side of the board it plays on: the program's own, 15, unless a
    /// protocol asks for another (`Game::resized`). Not written: a program
    /// keeps its strategy on its own board.
    pub size: usize,
}

/// The weights written in text: all but five and nothing, made then taken.
const WRITTEN: [usize; 16] = [1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13, 14, 15, 16, 17, 18];

impl Weights {
    /// Generation zero: the Tick5 tutorial's order of patterns, with five
    /// at 5000 as it has it, and the rest chosen within their ranks (a
    /// pattern made a little above the same pattern taken from the other
    /// side); all its values 0. It looks no move ahead, and has learned
    /// nothing.
    pub const TICK5: Weights = Weights {
        patterns: [
            5000, 900, 400, 350, 90, 30, 70, 8, 2, 0, 5000, 800, 300, 250, 80, 20, 60, 7, 1, 0,
        ],
        values: [0; 8],
        lookahead: 0,
        lessons: 0,
        all: [0; 8],
        net: [0; 8],
        size: SIZE,
    };

    /// Generation zero, looking `lookahead` moves ahead.
    pub fn looking(lookahead: usize) -> Weights {
        Weights {
            lookahead,
            ..Weights::TICK5
        }
    }

    /// Are the patterns' weights within the bounds of their ranks?
    fn patterns_in_bounds(&self) -> bool {
        (0..20).all(|i| (LOW[i]..=HIGH[i]).contains(&self.patterns[i]))
    }

    /// Are the weights, the values, the lookahead, the lessons and the
    /// steps within their bounds?
    pub fn in_bounds(&self) -> bool {
        self.patterns_in_bounds()
            && self.values.iter().all(|v| (-MOST..=MOST).contains(v))
            && self.lookahead <= DEEPEST
            && self.lessons <= LESSONS
            && self
                .all
                .iter()
                .zip(&self.net)
                .all(|(&all, &net)| (0..=FAR).contains(&all) && net.abs() <= all)
    }
}

/// Numbers separated by commas, each as `number` reads it: none when one
/// is not a number, or when there are not `n`.
fn numbers(text: &str, n: usize) -> Option<Vec<i32>> {
    let numbers: Vec<i32> = text
        .split(',')
        .map(|word| word.trim().parse().ok())
        .collect::<Option<_>>()?;
    (numbers.len() == n).then_some(numbers)
}

impl FromStr for Weights {
    type Err = anyhow::Error;

    /// Eight numbers for the patterns made, from straight four to one,
    /// separated by commas, a `/`, then the same eight for the patterns
    /// taken: `900,400,350,90,30,70,8,2/800,300,250,80,20,60,7,1`; then,
    /// when the program looks ahead, a `/` and its lookahead: `.../2`;
    /// then, when it has learned, a `:`, its four values of windows of its
    /// own, a `/`, the four of the other side's, a `:` and its lessons:
    /// `...:+0,+3,+90,+400/+0,-10,-150,-999:31`; then, when its lessons
    /// have taken steps, `:steps` and a pair ALL/NET for each value, mine
    /// then yours: `...:31:steps120/80,...`.
    fn from_str(text: &str) -> anyhow::Result<Weights> {
        let form = || {
            anyhow::anyhow!(
                "`{text}` is not a set of weights: give 8 numbers for the patterns made, from \
                 straight four to one, a /, and 8 for the patterns taken, such as {}, a / and \
                 the lookahead if any, then, if it has learned, a :, 4 values of windows of 1 \
                 to 4 stones of its own, a /, 4 of the other side's, a : and its lessons, \
                 and :steps with a pair ALL/NET for each of the 8 values",
                Weights::TICK5
            )
        };
        let (weights, learned) = match text.split_once(':') {
            Some((weights, learned)) => (weights, Some(learned)),
            None => (text, None),
        };
        let mut parts: Vec<&str> = weights.split('/').collect();
        let lookahead = match parts.len() {
            3 => parts.pop().and_then(|n| n.trim().parse::<usize>().ok()),
            _ => Some(0),
        }
        .ok_or_else(form)?;
        let [made, taken] = parts[..] else {
            return Err(form());
        };
        let patterns = [numbers(made, 8), numbers(taken, 8)]
            .into_iter()
            .collect::<Option<Vec<_>>>()
            .ok_or_else(form)?
            .concat();
        let mut strategy = Weights::looking(lookahead);
        for (&at, number) in WRITTEN.iter().zip(patterns) {
            strategy.patterns[at] = number;
        }
        if let Some(learned) = learned {
            let (values, lessons) = learned.split_once(':').ok_or_else(form)?;
            let (lessons, steps) = match lessons.split_once(':') {
                Some((lessons, steps)) => (lessons, Some(steps)),
                None => (lessons, None),
            };
            if let Some(steps) = steps {
                let pairs = steps.strip_prefix("steps").ok_or_else(form)?;
                (strategy.all, strategy.net) = crate::steps::parse(pairs).ok_or_else(form)?;
            }
            let (mine, yours) = values.split_once('/').ok_or_else(form)?;
            let values = [numbers(mine, 4), numbers(yours, 4)]
                .into_iter()
                .collect::<Option<Vec<_>>>()
                .ok_or_else(form)?
                .concat();
            strategy.values.copy_from_slice(&values);
            strategy.lessons = lessons.trim().parse().map_err(|_| form())?;
        }
        if !strategy.patterns_in_bounds() {
            anyhow::bail!(
                "`{text}` is out of bounds: the fours weigh 100 to 999, the threes 10 to 99, two 5 to 9, one 0 to 4"
            );
        }
        if !strategy.in_bounds() {
            anyhow::bail!(
                "`{text}` is out of bounds: the lookahead is 0 to {DEEPEST}, a value -{MOST} to \
                 {MOST}, the lessons 0 to {LESSONS}, a step's all 0 to {FAR} and its net no \
                 further from 0"
            );
        }
        Ok(strategy)
    }
}

impl fmt::Display for Weights {
    /// The patterns made, from straight four to one, then `/`, then those
    /// taken; then, when it is not 0, `/` and the lookahead; then, when the
    /// program has learned, `:`, its values, mine `/` yours, each with its
    /// sign, `:` and its lessons.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (n, &at) in WRITTEN.iter().enumerate() {
            let sep = match n {
                0 => "",
                8 => "/",
                _ => ",",
            };
            write!(f, "{sep}{}", self.patterns[at])?;
        }
        if self.lookahead > 0 {
            write!(f, "/{}", self.lookahead)?;
        }
        if self.values != [0; 8] || self.lessons > 0 {
            for (n, value) in self.values.iter().enumerate() {
                let sep = match n {
                    0 => ":",
                    4 => "/",
                    _ => ",",
                };
                write!(f, "{sep}{value:+}")?;
            }
            write!(f, ":{}", self.lessons)?;
            crate::steps::write(f, ":steps", &self.all, &self.net)?;
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
    fn round_trips_through_text_with_its_lookahead_and_values_or_without() {
        let text = "999,100,120,99,10,11,9,0/100,101,102,10,10,10,5,4";
        assert_eq!(text.parse::<Weights>().unwrap().to_string(), text);
        let deep = format!("{text}/3");
        let weights = deep.parse::<Weights>().unwrap();
        assert_eq!(weights.lookahead, 3);
        assert_eq!(weights.to_string(), deep);
        // A lookahead of 0 is written as none.
        assert_eq!(
            format!("{text}/0").parse::<Weights>().unwrap().to_string(),
            text
        );
        let learned = format!("{deep}:+0,+3,+90,+999/-1,-10,-150,-999:31");
        let weights = learned.parse::<Weights>().unwrap();
        assert_eq!(weights.values, [0, 3, 90, 999, -1, -10, -150, -999]);
        assert_eq!(weights.lessons, 31);
        assert_eq!(weights.to_string(), learned);
        // With its steps, written after its lessons.
        let stepped = format!("{learned}:steps90/-30,0/0,12/12,7/1,5/-5,0/0,0/0,1000/999");
        let weights = stepped.parse::<Weights>().unwrap();
        assert_eq!(weights.all, [90, 0, 12, 7, 5, 0, 0, 1000]);
        assert_eq!(weights.net, [-30, 0, 12, 1, -5, 0, 0, 999]);
        assert_eq!(weights.to_string(), stepped);
        // Values without their signs are read too, and written with them.
        let plain = format!("{text}:0,3,90,999/-1,-10,-150,-999:31");
        assert_eq!(
            plain.parse::<Weights>().unwrap().to_string(),
            format!("{text}:+0,+3,+90,+999/-1,-10,-150,-999:31")
        );
    }

    #[test]
    fn refuses_too_few_numbers_a_misplaced_slash_words_and_weights_out_of_bounds() {
        let zero = "900,400,350,90,30,70,8,2/800,300,250,80,20,60,7,1";
        for (text, why) in [
            (
                "900,400,350,90,30,70,8/800,300,250,80,20,60,7,1".to_string(),
                "not a set",
            ),
            (
                "900,400,350,90,30,70,8,2,800/300,250,80,20,60,7,1".to_string(),
                "not a set",
            ),
            (
                "900,400,350,90,30,70,8,x/800,300,250,80,20,60,7,1".to_string(),
                "not a set",
            ),
            (
                "1000,400,350,90,30,70,8,2/800,300,250,80,20,60,7,1".to_string(),
                "out of bounds",
            ),
            (
                "900,400,350,90,30,70,8,5/800,300,250,80,20,60,7,1".to_string(),
                "out of bounds",
            ),
            (format!("{zero}/5"), "out of bounds"),
            (format!("{zero}/x"), "not a set"),
            (format!("{zero}/1/1"), "not a set"),
            (format!("{zero}:+1,+2,+3/+4,+5,+6,+7:0"), "not a set"),
            (format!("{zero}:+1,+2,+3,+4/+5,+6,+7,+8"), "not a set"),
            (format!("{zero}:+1,+2,+3,+4/+5,+6,+7,+8:x"), "not a set"),
            (format!("{zero}:+1,+2,+3,+1000/+5,+6,+7,+8:1"), "out of bounds"),
            (format!("{zero}:+1,+2,+3,+4/+5,+6,+7,+8:1:steps1/1"), "not a set"),
            (
                format!("{zero}:+1,+2,+3,+4/+5,+6,+7,+8:1:steps1/2,0/0,0/0,0/0,0/0,0/0,0/0,0/0"),
                "out of bounds",
            ),
        ] {
            let error = text.parse::<Weights>().unwrap_err().to_string();
            assert!(error.contains(why), "{text}: {error}");
        }
    }
}
