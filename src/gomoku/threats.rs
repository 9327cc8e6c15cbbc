//! `threats`: a Gomoku player that knows the threats of the game, built in
//! to measure the program against an opponent unlike itself. It does not
//! use the program's weights or its hot spots: it wins when it can, blocks
//! a four, makes an open four, blocks an open three, and otherwise takes
//! the cell its own count of five-cell windows likes best.

use super::program::{self, FIVE, NONE, ROOM, STRAIGHT_FOUR};
use super::{Cell, Gomoku, Position, mark};
use crate::player::Player;

/// The threat-aware player. Its rules, in order:
///
/// 1. a cell that gives it five;
/// 2. a cell that would give the other side five (a block of a four);
/// 3. a cell that gives it a straight four (`.XXXX.`);
/// 4. against an open three of the other side (a straight or broken three,
///    one stone short of a straight four): the cell that leaves the other
///    side fewest cells making a straight four, the best by line score on
///    ties;
/// 5. the cell with the best line score.
///
/// Ties go to the cell nearest the centre (in the larger of its distances
/// across and down), then the first in reading order (a15 first). It is
/// deterministic: the same position, the same move.
pub struct Threats;

impl Player<Gomoku> for Threats {
    fn choose(&mut self, position: &Position, _: &[Cell]) -> Cell {
        let at = threats(position.size, &position.cells, mark(position.to_move));
        Cell::on(at, position.size)
    }
}

/// What a cell's five-cell windows are worth, by the stones of one side in
/// a window free of the other side's: made (`OWN`) and taken (`OTHER`).
const OWN: [i64; 5] = [1, 12, 120, 1_500, 20_000];
const OTHER: [i64; 5] = [0, 10, 100, 1_200, 16_000];

/// The line score of an empty `at` for `side`: over every five-cell window
/// through `at` along each of the four lines, what the window is worth to
/// `side` (it holds only `side`'s stones) or to take from the other side
/// (it holds only theirs).
pub fn line_score(size: usize, cells: &[u8; ROOM], at: usize, side: u8) -> i64 {
    let mut score = 0;
    for d in 0..4 {
        for start in -4..=0 {
            let (mut own, mut other) = (0, 0);
            let mut inside = true;
            for k in start..start + 5 {
                let c = program::cell(size, at, d, k);
                if c == NONE {
                    inside = false;
                    break;
                }
                match cells[c] {
                    0 => {}
                    s if s == side => own += 1,
                    _ => other += 1,
                }
            }
            if !inside {
                continue;
            }
            if other == 0 {
                score += OWN[own];
            } else if own == 0 {
                score += OTHER[other];
            }
        }
    }
    score
}

/// Does a stone of `side` on `at` make a pattern in `patterns` along any
/// line?
fn makes(size: usize, cells: &[u8; ROOM], at: usize, side: u8, patterns: &[usize]) -> bool {
    (0..4).any(|d| patterns.contains(&program::pattern(size, cells, at, side, d)))
}

/// The empty cells where a stone of `side` makes a straight four: one for
/// each open three of `side` (two for a straight three).
fn straight_four_cells(size: usize, cells: &[u8; ROOM], side: u8) -> Vec<usize> {
    (0..size * size)
        .filter(|&c| cells[c] == 0 && makes(size, cells, c, side, &[STRAIGHT_FOUR]))
        .collect()
}

/// How far `at` lies from the centre of a board of `size` (h8 on 15x15):
/// the larger of its distances across and down.
pub fn from_centre(size: usize, at: usize) -> usize {
    let middle = size / 2;
    (at / size).abs_diff(middle).max((at % size).abs_diff(middle))
}

/// The cell `threats` plays for `side` (1 X, 2 0) on `cells`; the centre
/// on an empty board. There must be an empty cell.
pub fn threats(size: usize, cells: &[u8; ROOM], side: u8) -> usize {
    let other = 3 - side;
    let empty: Vec<usize> = (0..size * size).filter(|&c| cells[c] == 0).collect();
    let best = |among: &[usize]| {
        // The highest, nearest the centre; max_by_key keeps the last of
        // equals, so go back to keep the first.
        *among
            .iter()
            .rev()
            .max_by_key(|&&c| {
                (
                    line_score(size, cells, c, side),
                    std::cmp::Reverse(from_centre(size, c)),
                )
            })
            .expect("a cell to choose among")
    };
    for (who, patterns) in [
        (side, &[FIVE][..]),
        (other, &[FIVE]),
        (side, &[STRAIGHT_FOUR]),
    ] {
        if let Some(&c) = empty.iter().find(|&&c| makes(size, cells, c, who, patterns)) {
            return c;
        }
    }
    let open = straight_four_cells(size, cells, other);
    if !open.is_empty() {
        // The answers: the cells within two steps of a cell that makes the
        // straight four, along a line; each scored by the straight-four
        // cells it leaves.
        let mut answers: Vec<usize> = empty
            .iter()
            .copied()
            .filter(|&c| {
                open.iter()
                    .any(|&o| (0..4).any(|d| (-2..=2).any(|k| program::cell(size, o, d, k) == c)))
            })
            .collect();
        let left = |c: usize| {
            let mut after = *cells;
            after[c] = side;
            straight_four_cells(size, &after, other).len()
        };
        let fewest = answers.iter().map(|&c| left(c)).min().unwrap_or(0);
        answers.retain(|&c| left(c) == fewest);
        if fewest < open.len() {
            return best(&answers);
        }
    }
    best(&empty)
}
