//! `alphabeta:DEPTH`, a plain reference player to measure programs
//! against: it searches DEPTH moves ahead by alpha-beta, and judges a
//! position the way textbook Othello programs do, by mobility, corners and
//! a table of what each square is worth; at the end of the game, by the
//! discs. It knows nothing of the program's weights, so beating it says
//! something about how well a program plays, not about how well it fits
//! one opponent.

use super::program::{flips, legal};
use super::{Move, Position, Reversi};
use crate::player::Player;

/// The deepest search a name may ask for: deeper, a game takes minutes.
pub const DEEPEST: u32 = 8;

/// What a disc on each square is worth, in reading order: corners high,
/// the squares that give a corner away low.
const TABLE: [i32; 64] = [
    100, -20, 10, 5, 5, 10, -20, 100, //
    -20, -50, -2, -2, -2, -2, -50, -20, //
    10, -2, 1, 1, 1, 1, -2, 10, //
    5, -2, 1, 0, 0, 1, -2, 5, //
    5, -2, 1, 0, 0, 1, -2, 5, //
    10, -2, 1, 1, 1, 1, -2, 10, //
    -20, -50, -2, -2, -2, -2, -50, -20, //
    100, -20, 10, 5, 5, 10, -20, 100,
];

/// The four corners.
const CORNERS: u64 = 0x8100_0000_0000_0081;

/// What one move more than the other side counts.
const MOBILITY: i32 = 10;

/// What one corner more than the other side counts, over the table.
const CORNER: i32 = 30;

/// What one disc of the final count is worth: more than any position.
const DISC: i32 = 100_000;

/// Alpha-beta to a fixed depth; ties go to the first square in reading
/// order, so it is deterministic.
pub struct AlphaBeta {
    pub depth: u32,
}

impl AlphaBeta {
    /// The player a name such as `alphabeta:3` names; none when its depth
    /// is not a whole number from 1 to `DEEPEST`.
    pub fn named(name: &str) -> Option<AlphaBeta> {
        let depth: u32 = name.strip_prefix("alphabeta:")?.parse().ok()?;
        (1..=DEEPEST)
            .contains(&depth)
            .then_some(AlphaBeta { depth })
    }
}

/// What the position is worth to `mine`, to move against `yours`, when
/// the game goes on.
fn judge(mine: u64, yours: u64, moves: u64, theirs: u64) -> i32 {
    let table = |discs: u64| -> i32 {
        (0..64)
            .filter(|at| discs >> at & 1 == 1)
            .map(|at| TABLE[at])
            .sum()
    };
    let count = |set: u64| set.count_ones() as i32;
    table(mine) - table(yours)
        + MOBILITY * (count(moves) - count(theirs))
        + CORNER * (count(mine & CORNERS) - count(yours & CORNERS))
}

/// The value to `mine`, to move against `yours`, of a search `plies`
/// moves deep, within the window `floor`..`ceiling`.
fn search(mine: u64, yours: u64, plies: u32, mut floor: i32, ceiling: i32) -> i32 {
    let (moves, theirs) = (legal(mine, yours), legal(yours, mine));
    if moves | theirs == 0 {
        return DISC * (mine.count_ones() as i32 - yours.count_ones() as i32);
    }
    if plies == 0 {
        return judge(mine, yours, moves, theirs);
    }
    if moves == 0 {
        return -search(yours, mine, plies - 1, -ceiling, -floor);
    }
    let mut best = i32::MIN + 1;
    for at in (0..64).filter(|at| moves >> at & 1 == 1) {
        let won = flips(mine, yours, at) | 1 << at;
        let value = -search(yours & !won, mine | won, plies - 1, -ceiling, -floor);
        best = best.max(value);
        floor = floor.max(value);
        if floor >= ceiling {
            break;
        }
    }
    best
}

impl Player<Reversi> for AlphaBeta {
    fn choose(&mut self, position: &Position, moves: &[Move]) -> Move {
        let (mine, yours) = position.sides();
        let mut best = (moves[0], i32::MIN + 1);
        for &mv in moves {
            let Move::Square(at) = mv else { return mv };
            let won = flips(mine, yours, usize::from(at)) | 1 << at;
            let value = -search(
                yours & !won,
                mine | won,
                self.depth - 1,
                i32::MIN + 1,
                -best.1,
            );
            if value > best.1 {
                best = (mv, value);
            }
        }
        best.0
    }
}
