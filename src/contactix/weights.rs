//! A Con-Tac-Tix program's strategy: a weight, 0 to 9, for each cell of
//! its board, which also gives the board's size; how many of its best
//! moves it searches one move deeper; its evaluation, the weights its
//! lessons teach it, with how many lessons taught them and how far they
//! asked each of its weights to move (its steps); and the moves it will
//! not play again, each on the board of a lost game where it made it.

use super::board::Cell;
use super::program::{self, AGAIN, DEEPEST, FAR, FEATURES, LESSONS, MAX};
use std::fmt;
use std::str::FromStr;

/// What the program weighs: each cell's weight at `Cell::index`, on a
/// board of `columns` by `rows`; how deep it looks; what it learned; and
/// what it will not play again.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Weights {
    pub columns: usize,
    pub rows: usize,
    /// Each cell's weight, 0 to 9.
    pub w: [u8; MAX * MAX],
    /// How many of its best moves it searches one move deeper, 0 to
    /// `program::DEEPEST`: 0 in generation zero.
    pub deeper: u8,
    /// Its evaluation's weights, in the order of `program::NAMES`: all 0
    /// in generation zero.
    pub learned: [i32; FEATURES],
    /// How many lessons taught it.
    pub lessons: u32,
    /// Its steps: how far its lessons asked each weight of its evaluation
    /// to move, in all (0 to `program::FAR`) and net (no further from 0
    /// than all), in the order of `program::NAMES`.
    pub all: [i64; FEATURES],
    pub net: [i64; FEATURES],
    /// The moves it will not play again, the newest first, and their
    /// boards' fingerprints (`program::fingerprint`): the first
    /// `again_count` of `again_at` and `again`.
    pub again: [u32; AGAIN],
    pub again_at: [u16; AGAIN],
    pub again_count: usize,
}

impl Weights {
    /// The evaluation's weights as the strategy's text writes them, signed,
    /// separated by commas: `-40,+150`.
    pub fn evaluation(&self) -> String {
        let learned: Vec<String> = self.learned.iter().map(|w| format!("{w:+}")).collect();
        learned.join(",")
    }

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
            learned: [0; FEATURES],
            lessons: 0,
            all: [0; FEATURES],
            net: [0; FEATURES],
            again: [0; AGAIN],
            again_at: [0; AGAIN],
            again_count: 0,
        }
    }
}

/// Reads one part of a strategy's text after its rows (see `from_str`)
/// into `weights`.
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
                (digits.len() == n.abs().to_string().len() && n.abs() <= program::HEAVIEST)
                    .then_some(n)
            })
            .collect();
        let numbers: Option<Vec<i32>> = numbers.into_iter().collect();
        match numbers.and_then(|numbers| <[i32; FEATURES]>::try_from(numbers).ok()) {
            Some(learned) => {
                weights.learned = learned;
                Ok(())
            }
            None => Err(bad(format!(
                "`;eval` takes the evaluation's {FEATURES} weights, each -{0} to {0}, separated \
                 by commas, such as ;eval-40,+150",
                program::HEAVIEST
            ))),
        }
    } else if let Some(list) = part.strip_prefix("steps") {
        let pair = |text: &str| -> Option<(i64, i64)> {
            let (all, net) = text.split_once('/')?;
            let (a, n): (i64, i64) = (all.parse().ok()?, net.parse().ok()?);
            // Plain whole numbers, as the program writes them.
            let plain = all == a.to_string() && net == n.to_string();
            (plain && (0..=FAR).contains(&a) && n.abs() <= a).then_some((a, n))
        };
        let pairs: Vec<Option<(i64, i64)>> = list.split(',').map(pair).collect();
        let pairs: Option<Vec<(i64, i64)>> = pairs.into_iter().collect();
        match pairs.and_then(|pairs| <[(i64, i64); FEATURES]>::try_from(pairs).ok()) {
            Some(pairs) => {
                weights.all = pairs.map(|(all, _)| all);
                weights.net = pairs.map(|(_, net)| net);
                Ok(())
            }
            None => Err(bad(format!(
                "`;steps` takes, for each of the evaluation's {FEATURES} weights, how far its \
                 lessons asked it to move in all, 0 to {FAR}, / and net, no further from 0, \
                 separated by commas, such as ;steps120/-40,300/260"
            ))),
        }
    } else if let Some(list) = part.strip_prefix("not") {
        let room = program::room(weights.columns * weights.rows);
        let entry = |text: &str| -> Option<(u16, u32)> {
            let (cell, print) = text.split_once('@')?;
            let cell: Cell = cell.parse().ok()?;
            let fits = usize::from(cell.column) < weights.columns && usize::from(cell.row) < weights.rows;
            let hex = print.len() == 8 && print.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'));
            (fits && hex).then_some((cell.index() as u16, u32::from_str_radix(print, 16).ok()?))
        };
        let entries: Option<Vec<(u16, u32)>> = list.split(',').map(entry).collect();
        match entries {
            Some(entries) if entries.len() <= room && weights.again_count == 0 => {
                weights.again_count = entries.len();
                for (k, (at, print)) in entries.into_iter().enumerate() {
                    weights.again_at[k] = at;
                    weights.again[k] = print;
                }
                Ok(())
            }
            _ => Err(bad(format!(
                "`;not` takes up to {room} moves it will not play again, each a cell, @ and its \
                 board's fingerprint in 8 hexadecimal digits, separated by commas, such as \
                 ;notB2@0a1b2c3d,C1@9e8f7a6b"
            ))),
        }
    } else {
        Err(bad(
            "after the rows come ;deeperN, ;lessonsN, ;evalW,W, ;stepsALL/NET,... and \
             ;notCELL@PRINT,..., such as \
             ;deeper2;lessons12;eval-40,+150;steps120/-40,300/260;notB2@0a1b2c3d"
                .to_string(),
        ))
    }
}

impl FromStr for Weights {
    type Err = anyhow::Error;

    /// The rows, row 1 first, each a digit per cell, separated by `/`; the
    /// board's size is the number of rows and of digits in each. Then,
    /// when they are not generation zero's, `;deeper` and how many best
    /// moves it searches deeper (`;deeper3`), `;lessons` and how many
    /// lessons taught it (`;lessons12`), `;eval` and its evaluation's
    /// weights (`;eval-40,+150`), `;steps` and its steps, a pair in
    /// all/net for each weight (`;steps120/-40,300/260`), and `;not`,
    /// the moves it will not play
    /// again, each with its board's fingerprint after `@`, separated by
    /// commas (`;notB2@0a1b2c3d,C1@9e8f7a6b`).
    fn from_str(text: &str) -> anyhow::Result<Weights> {
        let mut parts = text.split(';');
        let cells = parts.next().unwrap_or("");
        let rows: Vec<&str> = cells.split('/').collect();
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
        let mut weights = Weights::zero(columns, rows.len());
        for (r, row) in rows.iter().enumerate() {
            for (c, digit) in row.bytes().enumerate() {
                weights.w[r * MAX + c] = digit - b'0';
            }
        }
        for part in parts {
            suffix(text, &mut weights, part)?;
        }
        Ok(weights)
    }
}

impl fmt::Display for Weights {
    /// The rows, row 1 first, as digits, separated by `/`; then `;deeperN`,
    /// `;lessonsN`, `;evalW,W`, `;stepsALL/NET,...` and
    /// `;notCELL@PRINT,...` where they are not generation zero's.
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
        if self.lessons > 0 {
            write!(f, ";lessons{}", self.lessons)?;
        }
        if self.learned != [0; FEATURES] {
            write!(f, ";eval{}", self.evaluation())?;
        }
        crate::steps::write(f, ";steps", &self.all, &self.net)?;
        for k in 0..self.again_count {
            let at = usize::from(self.again_at[k]);
            let cell = Cell::new(at % MAX, at / MAX);
            let word = if k == 0 { ";not" } else { "," };
            write!(f, "{word}{cell}@{:08x}", self.again[k])?;
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

    #[test]
    fn what_it_learned_round_trips_lessons_evaluation_and_the_moves_not_again() {
        let mut w = Weights::zero(3, 3);
        w.deeper = 2;
        w.lessons = 31;
        w.learned = [-40, 153];
        w.again_at[..2].copy_from_slice(&[MAX as u16 + 1, 2]);
        w.again[..2].copy_from_slice(&[0x0a1b_2c3d, 0xffff_0000]);
        w.again_count = 2;
        let text = w.to_string();
        assert_eq!(text, "788/898/887;deeper2;lessons31;eval-40,+153;notB2@0a1b2c3d,C1@ffff0000");
        assert_eq!(text.parse::<Weights>().unwrap(), w);
        // As many as a 3x3 board's state holds, and no more.
        let twelve = ["A1@00000000"; 12].join(",");
        assert_eq!(format!("78/87;not{twelve}").parse::<Weights>().unwrap().again_count, 12);
        for bad in [
            "78/87;lessons0",
            "78/87;lessons",
            "78/87;eval1",
            "78/87;eval1,1000",
            "78/87;evalx,2",
            "78/87;eval1,2,3",
            "78/87;steps1/1",
            "78/87;steps1/1,1/1,1/1",
            "78/87;deeper0",
            "78/87;deeper2;deeper3",
            "78/87;depth2",
            "78/87;notC1@00000000",
            "78/87;notA1",
            "78/87;notA1@0000000",
            "78/87;notA1@0000000g",
            "78/87;notA1@0A1B2C3D",
            "78/87;notA1@00000000,",
            "78/87;notA1@00000000;notB1@00000000",
            &format!("78/87;not{twelve},A1@00000000"),
        ] {
            assert!(bad.parse::<Weights>().is_err(), "{bad}");
        }
    }
}
