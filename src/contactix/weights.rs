//! A Con-Tac-Tix program's strategy: a weight, 0 to 9, for each cell of
//! its board, which also gives the board's size; and how many of its best
//! moves it searches one move deeper, a digit its lessons raise.

use super::program::{DEEPEST, MAX};
use std::fmt;
use std::str::FromStr;

/// What each cell is worth to the program, 0 to 9, at `Cell::index`, on a
/// board of `columns` by `rows`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Weights {
    pub columns: usize,
    pub rows: usize,
    pub w: [u8; MAX * MAX],
    /// How many of its best moves it searches one move deeper, 0 to
    /// `program::DEEPEST`: 0 in generation zero.
    pub deeper: u8,
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
                w[r * MAX + c] = (9 - steps.min(9)) as u8;
            }
        }
        Weights {
            columns,
            rows,
            w,
            deeper: 0,
        }
    }
}

impl FromStr for Weights {
    type Err = anyhow::Error;

    /// The rows, row 1 first, each a digit per cell, separated by `/`;
    /// the board's size is the number of rows and of digits in each. Then,
    /// when it searches some of its best moves deeper, `;deeper` and how
    /// many: `;deeper3`.
    fn from_str(text: &str) -> anyhow::Result<Weights> {
        let (cells, deeper) = match text.split_once(';') {
            None => (text, 0),
            Some((cells, more)) => match more.strip_prefix("deeper").map(str::as_bytes) {
                Some(&[digit]) if (b'1'..=b'0' + DEEPEST).contains(&digit) => (cells, digit - b'0'),
                _ => anyhow::bail!(
                    "`{text}` is not a set of weights: after the rows, `;deeper` takes how many \
                     best moves the program searches deeper, 1 to {DEEPEST}, such as ;deeper3"
                ),
            },
        };
        let text = cells;
        let rows: Vec<&str> = text.split('/').collect();
        let columns = rows[0].len();
        if !(2..=MAX).contains(&rows.len())
            || !(2..=MAX).contains(&columns)
            || rows
                .iter()
                .any(|row| row.len() != columns || !row.bytes().all(|b| b.is_ascii_digit()))
        {
            anyhow::bail!(
                "`{text}` is not a set of weights: give a row of digits per row of the board \
                 (2 to {MAX} rows of 2 to {MAX} digits), row 1 first, separated by /, such as {}",
                Weights::zero(3, 3)
            );
        }
        let mut w = [0; MAX * MAX];
        for (r, row) in rows.iter().enumerate() {
            for (c, digit) in row.bytes().enumerate() {
                w[r * MAX + c] = digit - b'0';
            }
        }
        Ok(Weights {
            columns,
            rows: rows.len(),
            w,
            deeper,
        })
    }
}

impl fmt::Display for Weights {
    /// The rows, row 1 first, as digits, separated by `/`; then, when it
    /// searches some best moves deeper, `;deeper` and how many.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in 0..self.rows {
            if r > 0 {
                f.write_str("/")?;
            }
            for c in 0..self.columns {
                write!(f, "{}", self.w[r * MAX + c])?;
            }
        }
        if self.deeper > 0 {
            write!(f, ";deeper{}", self.deeper)?;
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
        for text in ["", "12/1", "1x", "12/34/", "999", "9/9", "9"] {
            assert!(text.parse::<Weights>().is_err(), "{text}");
        }
    }
}
