//! The Con-Tac-Tix board as every part of merlyn sees it: a rhombus of
//! hexagonal cells, `columns` by `rows` (at most 26 by 26), each empty or
//! holding a tile of `X` (who joins top and bottom) or `0` (who joins left
//! and right). Each row is drawn half a cell right of the row above, so the
//! six neighbours of (column c, row r) are (c-1, r), (c+1, r), (c, r-1),
//! (c+1, r-1), (c, r+1) and (c-1, r+1).
//!
//! The rules themselves (which cells touch, which edges a side joins, who
//! has won) are the program's, `templates/contactix.rs`: a position hands
//! its board to the program's `neighbour`, `sweep` and `distance`, so each
//! rule is written once, in the code every generation carries.

use super::program;
use crate::game::Side;
use std::collections::VecDeque;
use std::fmt;
use std::str::FromStr;

/// The most columns, and the most rows, a board has.
pub const MAX: usize = 26;

/// A cell: its column (0 is `A`) and row (0 is row 1).
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, PartialOrd, Ord)]
pub struct Cell {
    pub column: u8,
    pub row: u8,
}

impl Cell {
    pub fn new(column: usize, row: usize) -> Cell {
        assert!(column < MAX && row < MAX, "a cell off every board");
        Cell {
            column: column as u8,
            row: row as u8,
        }
    }

    /// Where the cell stands in `Position::cells`.
    pub fn index(self) -> usize {
        usize::from(self.row) * MAX + usize::from(self.column)
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'A' + self.column), self.row + 1)
    }
}

impl FromStr for Cell {
    type Err = anyhow::Error;

    /// A column letter (either case) then a row number from 1: `B4`, `k11`.
    fn from_str(text: &str) -> anyhow::Result<Cell> {
        let bad = || {
            anyhow::anyhow!("`{text}` is not a cell: a column letter then a row number, such as B4")
        };
        let mut chars = text.chars();
        let column = chars
            .next()
            .filter(char::is_ascii_alphabetic)
            .ok_or_else(bad)?;
        let digits = chars.as_str();
        if digits.is_empty()
            || digits.starts_with('0')
            || !digits.bytes().all(|b| b.is_ascii_digit())
        {
            return Err(bad());
        }
        let row: usize = digits.parse().map_err(|_| bad())?;
        let column = usize::from(column.to_ascii_uppercase() as u8 - b'A');
        if row > MAX {
            return Err(bad());
        }
        Ok(Cell::new(column, row - 1))
    }
}

/// A board and the side to move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Position {
    pub columns: usize,
    pub rows: usize,
    /// Each cell's tile, at `Cell::index`: 0 empty, 1 `X`, 2 `0`.
    pub cells: [u8; MAX * MAX],
    pub to_move: Side,
}

/// The number a side's tiles have in `Position::cells`.
pub fn tile(side: Side) -> u8 {
    match side {
        Side::X => 1,
        Side::Zero => 2,
    }
}

impl Position {
    /// An empty board, `first` to move.
    pub fn empty(columns: usize, rows: usize, first: Side) -> Position {
        assert!((1..=MAX).contains(&columns) && (1..=MAX).contains(&rows));
        Position {
            columns,
            rows,
            cells: [0; MAX * MAX],
            to_move: first,
        }
    }

    /// Is `cell` on this board?
    pub fn contains(&self, cell: Cell) -> bool {
        usize::from(cell.column) < self.columns && usize::from(cell.row) < self.rows
    }

    /// The tile on `cell`, if any.
    pub fn get(&self, cell: Cell) -> Option<Side> {
        match self.cells[cell.index()] {
            1 => Some(Side::X),
            2 => Some(Side::Zero),
            _ => None,
        }
    }

    /// Puts a tile of `side` on `cell` (`None`: empties it).
    pub fn set(&mut self, cell: Cell, side: Option<Side>) {
        self.cells[cell.index()] = side.map_or(0, tile);
    }

    /// Every cell of the board, in reading order: row 1 from `A`, then row 2.
    pub fn all(&self) -> impl Iterator<Item = Cell> + '_ {
        (0..self.rows).flat_map(move |r| (0..self.columns).map(move |c| Cell::new(c, r)))
    }

    /// The empty cells, in reading order.
    pub fn empties(&self) -> Vec<Cell> {
        self.all()
            .filter(|&cell| self.get(cell).is_none())
            .collect()
    }

    /// How many tiles `side` has.
    pub fn count(&self, side: Side) -> usize {
        self.all()
            .filter(|&cell| self.get(cell) == Some(side))
            .count()
    }

    /// The board as the program holds it: its rules (neighbours, edges,
    /// distances) are the program's, the same that every generation plays by.
    pub fn board(&self) -> program::Board {
        let mut b = program::board(self.columns, self.rows);
        b.cells = self.cells;
        b
    }

    /// The neighbours of `cell` on this board, as the program links them:
    /// left, right, up, up and right, down, down and left.
    pub fn neighbours(&self, cell: Cell) -> impl Iterator<Item = Cell> + '_ {
        (0..6)
            .map(move |d| program::neighbour(self.columns, self.rows, cell.index(), d))
            .filter(|&at| at < program::NONE)
            .map(|at| Cell::new(at % MAX, at / MAX))
    }

    /// A shortest chain of `side`'s tiles joining its two edges, from the
    /// first edge (the top row for `X`, the left column for `0`) to the
    /// second; `None` when its tiles join none. The program's sweep says
    /// whether they join; the chain is then the fewest tiles among those
    /// the sweep reached at no cost.
    pub fn chain(&self, side: Side) -> Option<Vec<Cell>> {
        let b = self.board();
        let tile = tile(side);
        let mut reached = [0u8; program::CELLS];
        if program::sweep(&b, tile, false, &mut reached) != 0 {
            return None;
        }
        let edge = |second: bool| {
            (0..program::edge_len(&b, tile)).map(move |i| program::edge(&b, tile, second, i))
        };
        let last: Vec<usize> = edge(true).collect();
        let mut from = [None::<usize>; program::CELLS];
        let mut seen = [false; program::CELLS];
        let mut queue: VecDeque<usize> = edge(false).filter(|&at| reached[at] == 0).collect();
        for &at in &queue {
            seen[at] = true;
        }
        while let Some(at) = queue.pop_front() {
            if last.contains(&at) {
                let mut chain = vec![at];
                while let Some(before) = from[chain[chain.len() - 1]] {
                    chain.push(before);
                }
                chain.reverse();
                return Some(
                    chain
                        .into_iter()
                        .map(|at| Cell::new(at % MAX, at / MAX))
                        .collect(),
                );
            }
            for &next in &b.links[at] {
                let next = usize::from(next);
                if next < program::NONE
                    && reached[next] == 0
                    && b.cells[next] == tile
                    && !seen[next]
                {
                    seen[next] = true;
                    from[next] = Some(at);
                    queue.push_back(next);
                }
            }
        }
        None
    }

    /// The side whose tiles join its two edges, if either's do: the one
    /// whose distance, by the program's sweep, is 0.
    pub fn winner(&self) -> Option<Side> {
        let b = self.board();
        [Side::X, Side::Zero]
            .into_iter()
            .find(|&side| program::distance(&b, tile(side)) == 0)
    }

    /// The position after the side to move puts a tile on `cell`.
    pub fn play(&self, cell: Cell) -> Position {
        let mut next = *self;
        next.set(cell, Some(self.to_move));
        next.to_move = self.to_move.other();
        next
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(name: &str) -> Cell {
        name.parse().unwrap()
    }

    #[test]
    fn cell_names_round_trip_in_either_case() {
        for (text, shown) in [("B4", "B4"), ("k11", "K11"), ("z26", "Z26"), ("a1", "A1")] {
            assert_eq!(cell(text).to_string(), shown);
        }
    }

    #[test]
    fn refuses_what_is_not_a_cell() {
        for text in ["", "B", "4B", "B0", "B04", "B27", "BB4", "B4x", "é4", "B-1"] {
            assert!(text.parse::<Cell>().is_err(), "{text:?}");
        }
    }

    #[test]
    fn a_middle_cell_has_six_neighbours_and_the_acute_corners_two() {
        let board = Position::empty(5, 5, Side::X);
        let names =
            |c: &str| -> Vec<String> { board.neighbours(cell(c)).map(|n| n.to_string()).collect() };
        assert_eq!(names("C3"), ["B3", "D3", "C2", "D2", "C4", "B4"]);
        assert_eq!(names("A1"), ["B1", "A2"]);
        assert_eq!(names("E5"), ["D5", "E4"]);
        assert_eq!(names("E1").len(), 3);
        assert_eq!(names("A5").len(), 3);
    }

    #[test]
    fn the_assignment_example_is_won_by_a3_and_no_other_cell() {
        // 3 x 3, red (X, top and bottom) on A1 and A2, blue on B2 and C2.
        let mut board = Position::empty(3, 3, Side::X);
        for (name, side) in [
            ("A2", Side::X),
            ("A1", Side::X),
            ("B2", Side::Zero),
            ("C2", Side::Zero),
        ] {
            board.set(cell(name), Some(side));
        }
        assert_eq!(board.winner(), None);
        let winning: Vec<String> = board
            .empties()
            .into_iter()
            .filter(|&c| board.play(c).winner() == Some(Side::X))
            .map(|c| c.to_string())
            .collect();
        assert_eq!(winning, ["A3"]);
        let chain = board.play(cell("A3")).chain(Side::X).unwrap();
        assert_eq!(chain, [cell("A1"), cell("A2"), cell("A3")]);
    }

    #[test]
    fn a_full_board_always_has_exactly_one_winner() {
        // Hex has no draws: fill boards by a fixed pattern of pseudo-random bits.
        let mut seed: u64 = 7;
        for size in 1..=9 {
            for _ in 0..50 {
                let mut board = Position::empty(size, size, Side::X);
                for c in board.all().collect::<Vec<_>>() {
                    seed = seed
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    let side = if seed >> 63 == 0 { Side::X } else { Side::Zero };
                    board.set(c, Some(side));
                }
                let (x, o) = (board.chain(Side::X), board.chain(Side::Zero));
                assert!(x.is_some() != o.is_some(), "{board:?}");
            }
        }
    }
}
