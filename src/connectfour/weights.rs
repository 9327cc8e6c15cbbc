//! A Connect Four program's strategy, its mind: its judgement of a board
//! (what a disc is worth to its side on each cell, the same on a cell and
//! on its mirror image, and what a row of four holding discs of one side
//! only is worth to that side), the order in which it takes one of
//! columns it rates the same, its lookahead, how many moves beyond its own
//! it looks, how many lessons it has learned, and how far its lessons have
//! asked each row's worth to move (which sets its steps).

use super::program::{DEEPEST, FAR, FOURS, LEAST, MOST, Mind, ZERO};
use std::fmt;
use std::str::FromStr;

/// The weights of the cells in reading order (row 6 first, as the program
/// keeps them); the rows' worths (with 1 disc, 2 discs, then 3, the cell
/// left on its rows in row 1 or 2, 3 or 4, 5 or 6, then off its rows); the
/// columns, 0 to 6, in the order it takes one of equals;
/// the lookahead, 0 to `DEEPEST`; the lessons learned; and, for each row's
/// worth, how far its lessons asked it to move, in all and net.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub struct Weights {
    pub cells: [i32; 42],
    pub rows: [i32; 8],
    pub order: [u8; 7],
    pub lookahead: usize,
    pub lessons: usize,
    pub all: [i64; 8],
    pub net: [i64; 8],
}

impl Weights {
    /// Generation zero's: ten times the number of rows of four through
    /// each cell, rows worth nothing, the leftmost of equals first, no move
    /// looked beyond its own.
    pub const FOURS: Weights = Weights {
        cells: FOURS,
        rows: [0; 8],
        order: ZERO.order,
        lookahead: 0,
        lessons: 0,
        all: [0; 8],
        net: [0; 8],
    };

    /// The program's mind, as it keeps it.
    pub fn mind(&self) -> Mind {
        Mind {
            weights: self.cells,
            rows: self.rows,
            order: self.order,
            lookahead: self.lookahead,
            lessons: self.lessons,
            all: self.all,
            net: self.net,
        }
    }

    /// The strategy of a program's mind.
    pub fn of(mind: &Mind) -> Weights {
        Weights {
            cells: mind.weights,
            rows: mind.rows,
            order: mind.order,
            lookahead: mind.lookahead,
            lessons: mind.lessons,
            all: mind.all,
            net: mind.net,
        }
    }

    /// Generation zero's judgement, looking `lookahead` moves ahead.
    pub fn looking(lookahead: usize) -> Weights {
        Weights {
            lookahead,
            ..Weights::FOURS
        }
    }

    /// Are the weights within their bounds and each the same as its mirror
    /// image's, the order each column once, and the lookahead within its
    /// bounds?
    pub fn in_bounds(&self) -> bool {
        let mut order = self.order;
        order.sort_unstable();
        (0..42).all(|at| {
            (0..=MOST).contains(&self.cells[at])
                && self.cells[at] == self.cells[at / 7 * 7 + 6 - at % 7]
        }) && self.rows.iter().all(|r| (LEAST..=MOST).contains(r))
            && order == ZERO.order
            && self.lookahead <= DEEPEST
            && (0..8).all(|i| (0..=FAR).contains(&self.all[i]) && self.net[i].abs() <= self.all[i])
    }
}

/// The numbers of `text`, separated by commas and the groups by `/`: `rows`
/// groups of `columns`.
fn groups(text: &str, rows: usize, columns: usize) -> Option<Vec<i32>> {
    let groups: Vec<&str> = text.split('/').collect();
    if groups.len() != rows {
        return None;
    }
    let mut numbers = Vec::new();
    for group in groups {
        let row: Vec<&str> = group.split(',').collect();
        if row.len() != columns {
            return None;
        }
        for n in row {
            numbers.push(n.trim().parse().ok()?);
        }
    }
    Some(numbers)
}

impl FromStr for Weights {
    type Err = anyhow::Error;

    /// The weights of columns 1 to 4 in six rows, row 1 (the bottom)
    /// first, the numbers separated by commas and the rows by `/` (columns
    /// 5 to 7 are the mirror of 1 to 3); then, when not generation
    /// zero's, `:rows` and the eight rows' worths, `:order` and the seven
    /// columns in the order it takes one of equals, `:lookahead` and the
    /// lookahead, `:lessons` and the lessons learned, `:steps` and a pair
    /// ALL/NET for each row's worth.
    fn from_str(text: &str) -> anyhow::Result<Weights> {
        let form = || {
            anyhow::anyhow!(
                "`{text}` is not a Connect Four strategy: give the weights of columns 1 to 4 \
                 in 6 rows, row 1 first, separated by / (the numbers by commas), such as {}, \
                 then if any :rows and 8 numbers, :order and the 7 columns, :lookahead N, \
                 :lessons N, :steps and 8 pairs ALL/NET",
                Weights::FOURS
            )
        };
        let mut parts = text.split(':');
        let cells = groups(parts.next().unwrap_or(""), 6, 4).ok_or_else(form)?;
        let mut weights = Weights::FOURS;
        for r in 0..6 {
            for c in 0..4 {
                let v = cells[r * 4 + c];
                weights.cells[(5 - r) * 7 + c] = v;
                weights.cells[(5 - r) * 7 + 6 - c] = v;
            }
        }
        for part in parts {
            if let Some(rows) = part.strip_prefix("rows") {
                let rows = groups(rows, 1, 8).ok_or_else(form)?;
                weights.rows.copy_from_slice(&rows);
            } else if let Some(order) = part.strip_prefix("order") {
                if order.len() != 7 || !order.bytes().all(|b| (b'1'..=b'7').contains(&b)) {
                    return Err(form());
                }
                for (i, b) in order.bytes().enumerate() {
                    weights.order[i] = b - b'1';
                }
            } else if let Some(n) = part.strip_prefix("lookahead") {
                weights.lookahead = n.parse().map_err(|_| form())?;
            } else if let Some(n) = part.strip_prefix("lessons") {
                weights.lessons = n.parse().map_err(|_| form())?;
            } else if let Some(pairs) = part.strip_prefix("steps") {
                (weights.all, weights.net) = crate::steps::parse(pairs).ok_or_else(form)?;
            } else {
                return Err(form());
            }
        }
        if !weights.in_bounds() {
            anyhow::bail!(
                "`{text}` is out of bounds: a weight is 0 to {MOST}, a row's worth {LEAST} to \
                 {MOST}, the order each column once, the lookahead 0 to {DEEPEST}, a step's \
                 all 0 to {FAR} and its net no further from 0"
            );
        }
        Ok(weights)
    }
}

impl fmt::Display for Weights {
    /// Row 1 first, columns 1 to 4; then what is not generation zero's of
    /// the rows, the order, the lookahead, the lessons and the steps.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in (0..6).rev() {
            let row: Vec<String> = self.cells[r * 7..r * 7 + 4]
                .iter()
                .map(i32::to_string)
                .collect();
            let sep = if r == 5 { "" } else { "/" };
            write!(f, "{sep}{}", row.join(","))?;
        }
        if self.rows != [0; 8] {
            let rows: Vec<String> = self.rows.iter().map(i32::to_string).collect();
            write!(f, ":rows{}", rows.join(","))?;
        }
        if self.order != ZERO.order {
            let order: String = self.order.iter().map(|&c| char::from(b'1' + c)).collect();
            write!(f, ":order{order}")?;
        }
        if self.lookahead > 0 {
            write!(f, ":lookahead{}", self.lookahead)?;
        }
        if self.lessons > 0 {
            write!(f, ":lessons{}", self.lessons)?;
        }
        crate::steps::write(f, ":steps", &self.all, &self.net)
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
            "30,40,50,70/40,60,80,100/50,80,110,130/50,80,110,130/40,60,80,100/30,40,50,70"
        );
    }

    #[test]
    fn round_trips_through_text_with_its_rows_lookahead_and_lessons_or_without() {
        let text = "20,40,50,70/40,60,80,100/50,80,110,130/50,80,110,140/40,60,80,100/30,40,50,71";
        let weights: Weights = text.parse().unwrap();
        assert_eq!(weights.cells[35], 20, "row 1 comes first");
        assert_eq!(weights.cells[41], 20, "column 7 mirrors column 1");
        assert_eq!(weights.cells[17], 140, "d3 is row 3's fourth");
        assert_eq!(weights.cells[3], 71);
        assert_eq!(weights.to_string(), text);
        let full = format!("{text}:rows1,2,30,999,0,5,6,7:order4352617:lookahead3:lessons120");
        let learned: Weights = full.parse().unwrap();
        assert_eq!(learned.rows, [1, 2, 30, 999, 0, 5, 6, 7]);
        assert_eq!(learned.order, [3, 2, 4, 1, 5, 0, 6]);
        assert_eq!((learned.lookahead, learned.lessons), (3, 120));
        assert_eq!(learned.to_string(), full);
        assert_eq!(
            format!("{text}:lookahead2").parse::<Weights>().unwrap(),
            Weights {
                lookahead: 2,
                ..weights
            }
        );
    }

    #[test]
    fn refuses_short_rows_words_and_weights_out_of_bounds() {
        let zero = Weights::FOURS.to_string();
        for (text, why) in [
            (zero.replacen("30,", "", 1), "not a Connect Four strategy"),
            (zero.replacen('3', "x", 1), "not a Connect Four strategy"),
            (format!("{zero}:depth2"), "not a Connect Four strategy"),
            (format!("{zero}:rows1,2,3,4"), "not a Connect Four strategy"),
            (format!("{zero}:order123456"), "not a Connect Four strategy"),
            (format!("{zero}:order1234568"), "not a Connect Four strategy"),
            (zero.replacen("30", "1000", 1), "out of bounds"),
            (zero.replacen("30", "-1", 1), "out of bounds"),
            (format!("{zero}:rows0,0,0,1000,0,0,0,0"), "out of bounds"),
            (format!("{zero}:rows0,0,0,-1,0,0,0,0"), "out of bounds"),
            (format!("{zero}:order1234566"), "out of bounds"),
            (format!("{zero}:lookahead{}", DEEPEST + 1), "out of bounds"),
        ] {
            let error = text.parse::<Weights>().unwrap_err().to_string();
            assert!(error.contains(why), "{text}: {error}");
        }
    }
}
