//! A Con-Tac-Tix program's strategy: a weight for each cell of its board
//! (0 to 9 in generation zero, in hundredths of a point of its search),
//! which also gives the board's size; how many of its best moves it
//! searches one move deeper; and its evaluation, the weights its lessons
//! teach it, with how many lessons taught them.

use super::program::{DEEPEST, FEATURES, LESSONS, LOWEST, MAX};
use std::fmt;
use std::str::FromStr;

/// The most a cell's weight can be.
pub const HIGHEST: i32 = 99;

/// The most a weight of the evaluation can be, either way.
const HEAVIEST: i32 = super::program::HEAVIEST;

/// What the program weighs: each cell's weight at `Cell::index`, on a
/// board of `columns` by `rows`; how deep it looks; and what it learned.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Weights {
    pub columns: usize,
    pub rows: usize,
    /// Each cell's weight, `LOWEST` to `HIGHEST`.
    pub w: [i32; MAX * MAX],
    /// How many of its best moves it searches one move deeper, 0 to
    /// `program::DEEPEST`: 0 in generation zero.
    pub deeper: u8,
    /// Its evaluation's weights, in the order of `program::NAMES`: all 0
    /// in generation zero.
    pub learned: [i32; FEATURES],
    /// How many lessons taught it.
    pub lessons: u32,
}

impl Weights {
    /// Generation zero's weights on a board of `columns` by `rows`: 9 at
    /// the centre, one less for each step away from it, down to 0.
    pub fn zero(columns: usize, rows: usize) -> Weights {
        assert!((1..=MAX).contains(&columns) && (1..=MAX).contains(&rows));
        let mut w = [0; MAX * MAX];
        for r in 0..rows {
            for c in 0..columns {
                // Steps on the hexagonal grid, in half steps from the centre
                // (which lies between cells on an even side).
                let dq = 2 * c as i32 - (columns as i32 - 1);
                let dr = 2 * r as i32 - (rows as i32 - 1);
                let steps = (dq.abs() + dr.abs() + (dq + dr).abs()) / 4;
                w[r * MAX + c] = 9 - steps.min(9);
            }
        }
        Weights {
            columns,
            rows,
            w,
            deeper: 0,
            learned: [0; FEATURES],
            lessons: 0,
        }
    }

    /// Is every cell's weight a digit, as in generation zero?
    fn digits(&self) -> bool {
        (0..self.rows).all(|r| (0..self.columns).all(|c| (0..=9).contains(&self.w[r * MAX + c])))
    }
}

/// The text of a strategy after its rows: `;deeperN`, `;lessonsN` and
/// `;evalW,W,W,W`, each when it is not generation zero's, in that order.
fn suffix(text: &str, weights: &mut Weights, part: &str) -> anyhow::Result<()> {
    let bad = |what: String| anyhow::anyhow!("`{text}` is not a set of weights: {what}");
    if let Some(digit) = part.strip_prefix("deeper") {
        match digit.as_bytes() {
            &[d] if (b'1'..=b'0' + DEEPEST).contains(&d) && weights.deeper == 0 => {
                weights.deeper = d - b'0';
                Ok(())
            }
            _ => Err(bad(format!(
                "after the rows, `;deeper` takes how many best moves the program searches \
                 deeper, 1 to {DEEPEST}, such as ;deeper3"
            ))),
        }
    } else if let Some(count) = part.strip_prefix("lessons") {
        match count.parse::<u32>() {
            Ok(n) if (1..=LESSONS).contains(&n) && !count.starts_with(['0', '+']) => {
                weights.lessons = n;
                Ok(())
            }
            _ => Err(bad(format!(
                "`;lessons` takes how many lessons taught it, 1 to {LESSONS}, such as ;lessons12"
            ))),
        }
    } else if let Some(list) = part.strip_prefix("eval") {
        let numbers: Vec<Option<i32>> = list
            .split(',')
            .map(|n| {
                let digits = n.trim_start_matches(['+', '-']);
                let n: i32 = n.parse().ok()?;
                (digits.len() == n.abs().to_string().len() && n.abs() <= HEAVIEST).then_some(n)
            })
            .collect();
        match numbers[..] {
            [Some(a), Some(b), Some(c), Some(d)] => {
                weights.learned = [a, b, c, d];
                Ok(())
            }
            _ => Err(bad(format!(
                "`;eval` takes the evaluation's {FEATURES} weights, each -{HEAVIEST} to \
                 {HEAVIEST}, separated by commas, such as ;eval-40,+2,+150,+7"
            ))),
        }
    } else {
        Err(bad(
            "after the rows come ;deeperN, ;lessonsN and ;evalW,W,W,W, such as ;deeper2;\
             lessons12;eval-40,+2,+150,+7"
                .to_string(),
        ))
    }
}

impl FromStr for Weights {
    type Err = anyhow::Error;

    /// The rows, row 1 first, separated by `/`: each a digit per cell, or
    /// its cells' weights separated by commas; the board's size is the
    /// number of rows and of cells in each. Then, when they are not 0,
    /// `;deeper` and how many best moves it searches deeper (`;deeper3`),
    /// `;lessons` and how many lessons taught it (`;lessons12`), and
    /// `;eval` and its evaluation's weights (`;eval-40,+2,+150,+7`).
    fn from_str(text: &str) -> anyhow::Result<Weights> {
        let mut parts = text.split(';');
        let cells = parts.next().unwrap_or("");
        let rows: Vec<Vec<Option<i32>>> = cells
            .split('/')
            .map(|row| {
                if row.contains([',', '-']) {
                    row.split(',').map(|n| n.parse().ok()).collect()
                } else {
                    row.bytes()
                        .map(|b| b.is_ascii_digit().then(|| i32::from(b - b'0')))
                        .collect()
                }
            })
            .collect();
        let columns = rows[0].len();
        if !(2..=MAX).contains(&rows.len())
            || !(2..=MAX).contains(&columns)
            || rows.iter().any(|row| {
                row.len() != columns
                    || row
                        .iter()
                        .any(|w| !w.is_some_and(|w| (LOWEST..=HIGHEST).contains(&w)))
            })
        {
            anyhow::bail!(
                "`{text}` is not a set of weights: give a row per row of the board (2 to {MAX} \
                 rows of 2 to {MAX} cells), row 1 first, separated by /, each a digit per cell \
                 or its weights ({LOWEST} to {HIGHEST}) separated by commas, such as {}",
                Weights::zero(3, 3)
            );
        }
        let mut weights = Weights::zero(columns, rows.len());
        for (r, row) in rows.iter().enumerate() {
            for (c, w) in row.iter().enumerate() {
                weights.w[r * MAX + c] = w.expect("checked");
            }
        }
        for part in parts {
            suffix(text, &mut weights, part)?;
        }
        Ok(weights)
    }
}

impl fmt::Display for Weights {
    /// The rows, row 1 first, separated by `/`: as digits when every
    /// weight is one, else by commas; then `;deeperN`, `;lessonsN` and
    /// `;evalW,W,W,W` where they are not 0.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let digits = self.digits();
        for r in 0..self.rows {
            if r > 0 {
                f.write_str("/")?;
            }
            for c in 0..self.columns {
                if !digits && c > 0 {
                    f.write_str(",")?;
                }
                write!(f, "{}", self.w[r * MAX + c])?;
            }
        }
        if self.deeper > 0 {
            write!(f, ";deeper{}", self.deeper)?;
        }
        if self.lessons > 0 {
            write!(f, ";lessons{}", self.lessons)?;
        }
        if self.learned != [0; FEATURES] {
            let [a, b, c, d] = self.learned;
            write!(f, ";eval{a:+},{b:+},{c:+},{d:+}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn zero_is_nine_at_the_centre_and_falls_by_a_step() {
        assert_eq!(Weights::zero(3, 3).to_string(), "788/898/887");
        let eleven = Weights::zero(11, 11);
        assert_eq!(eleven.w[5 * MAX + 5], 9);
        assert_eq!(eleven.w[0], 0);
        assert_eq!(eleven.w[10], 4);
    }

    #[test]
    fn round_trips_through_text_and_refuses_ragged_rows_and_boards_below_2x2() {
        let w = Weights::zero(5, 3);
        assert_eq!(w.to_string().parse::<Weights>().unwrap(), w);
        assert_eq!("12/34".parse::<Weights>().unwrap().columns, 2);
        for text in ["", "12/1", "1x", "12/34/", "999", "9/9", "9", "1,2/3", "1,100/2,3"] {
            assert!(text.parse::<Weights>().is_err(), "{text}");
        }
    }

    #[test]
    fn learned_weights_round_trip_with_negative_cells_lessons_and_the_evaluation() {
        let mut w = Weights::zero(3, 2);
        w.w[1] = -12;
        w.deeper = 2;
        w.lessons = 31;
        w.learned = [-40, 0, 153, 7];
        let text = w.to_string();
        assert_eq!(text, "8,-12,8/8,9,8;deeper2;lessons31;eval-40,+0,+153,+7");
        assert_eq!(text.parse::<Weights>().unwrap(), w);
        for bad in [
            "78/87;lessons0",
            "78/87;lessons",
            "78/87;eval1,2,3",
            "78/87;eval1,2,3,1000",
            "78/87;evalx,2,3,4",
            "78/87;deeper0",
            "78/87;deeper2;deeper3",
            "78/87;depth2",
            "-100,8/8,7",
        ] {
            assert!(bad.parse::<Weights>().is_err(), "{bad}");
        }
    }
}
