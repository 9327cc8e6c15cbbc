//! A Con-Tac-Tix program's strategy: a weight, 0 to 9, for each cell of
//! its board, which also gives the board's size; how many of its best
//! moves it searches one move deeper; its evaluation, the weights its
//! lessons teach it, with how many lessons taught them; and the move it
//! will not play again, on the board of its last lost game where it made
//! it.

use super::board::Cell;
use super::program::{self, DEEPEST, FEATURES, LESSONS, MAX, NONE};
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
    /// The move it will not play again (`program::NONE`: none), on the
    /// board the first `lost_count` of `lost` make.
    pub avoid: usize,
    pub lost: [u16; MAX * MAX],
    pub lost_count: usize,
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
            learned: [0; FEATURES],
            lessons: 0,
            avoid: NONE,
            lost: [0; MAX * MAX],
            lost_count: 0,
        }
    }

    /// The move it will not play on the board of `cells`, for 0 to move:
    /// `avoid` when the board is that of its last lost game, else NONE.
    pub fn not_again(&self, cells: &[u8; MAX * MAX]) -> usize {
        use crate::game::Game;
        let mut game = crate::contactix::ConTacTix::new_game(*self);
        game.board.cells = *cells;
        program::not_again(&game, &game.board)
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
        match numbers[..] {
            [Some(a), Some(b), Some(c)] => {
                weights.learned = [a, b, c];
                Ok(())
            }
            _ => Err(bad(format!(
                "`;eval` takes the evaluation's {FEATURES} weights, each -{0} to {0}, separated \
                 by commas, such as ;eval-40,+150,+7",
                program::HEAVIEST
            ))),
        }
    } else if let Some(rest) = part.strip_prefix("not") {
        let moves = || -> Option<(Cell, Vec<Cell>)> {
            let (avoid, lost) = rest.split_once(":after:")?;
            let avoid: Cell = avoid.parse().ok()?;
            let lost = if lost.is_empty() {
                Vec::new()
            } else {
                <crate::contactix::ConTacTix as crate::game::Game>::parse_moves(lost).ok()?
            };
            Some((avoid, lost))
        };
        let fits = |c: &Cell| usize::from(c.column) < weights.columns && usize::from(c.row) < weights.rows;
        match moves() {
            Some((avoid, lost)) if fits(&avoid) && lost.iter().all(fits) && !lost.contains(&avoid) => {
                weights.avoid = avoid.index();
                weights.lost_count = lost.len();
                for (k, c) in lost.iter().enumerate() {
                    weights.lost[k] = c.index() as u16;
                }
                Ok(())
            }
            _ => Err(bad(
                "`;not` takes the move it will not play again, then `:after:` and the moves that \
                 made its board, written together, such as ;notB2:after:C3A1"
                    .to_string(),
            )),
        }
    } else {
        Err(bad(
            "after the rows come ;deeperN, ;lessonsN, ;evalW,W,W and ;notCELL:after:MOVES, such \
             as ;deeper2;lessons12;eval-40,+150,+7;notB2:after:C3A1"
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
    /// weights (`;eval-40,+150,+7`), and `;not`, the move it will not play
    /// again, `:after:` and the moves that made its board
    /// (`;notB2:after:C3A1`).
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
    /// `;lessonsN`, `;evalW,W,W` and `;notCELL:after:MOVES` where they are
    /// not generation zero's.
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
            let [a, b, c] = self.learned;
            write!(f, ";eval{a:+},{b:+},{c:+}")?;
        }
        if self.avoid != NONE {
            let cell = |at: usize| Cell::new(at % MAX, at / MAX);
            write!(f, ";not{}:after:", cell(self.avoid))?;
            for &at in &self.lost[..self.lost_count] {
                write!(f, "{}", cell(usize::from(at)))?;
            }
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
    fn what_it_learned_round_trips_lessons_evaluation_and_the_move_not_again() {
        let mut w = Weights::zero(3, 3);
        w.deeper = 2;
        w.lessons = 31;
        w.learned = [-40, 153, 0];
        w.avoid = MAX + 1;
        w.lost[..2].copy_from_slice(&[2, MAX as u16]);
        w.lost_count = 2;
        let text = w.to_string();
        assert_eq!(text, "788/898/887;deeper2;lessons31;eval-40,+153,+0;notB2:after:C1A2");
        assert_eq!(text.parse::<Weights>().unwrap(), w);
        // Its first move of a game it opened: no moves before it.
        let first = "788/898/887;notB2:after:".parse::<Weights>().unwrap();
        assert_eq!((first.avoid, first.lost_count), (MAX + 1, 0));
        for bad in [
            "78/87;lessons0",
            "78/87;lessons",
            "78/87;eval1,2",
            "78/87;eval1,2,1000",
            "78/87;evalx,2,3",
            "78/87;eval1,2,3,4",
            "78/87;deeper0",
            "78/87;deeper2;deeper3",
            "78/87;depth2",
            "78/87;notC1:after:A1",
            "78/87;notA1:after:B2A1",
            "78/87;notA1",
            "78/87;notA1:after:B9",
        ] {
            assert!(bad.parse::<Weights>().is_err(), "{bad}");
        }
    }
}
