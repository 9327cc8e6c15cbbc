//! `alphabeta:DEPTH`, a plain reference player to measure programs
//! against: it searches DEPTH moves ahead by alpha-beta, and judges a
//! position the way textbook Connect Four programs do, by the rows of four
//! still open to each side and how full they are. It knows nothing of the
//! program's weights, so beating it says something about how well a
//! program plays, not about how well it fits one opponent.

use super::program::{NONE, four, land};
use super::{Column, ConnectFour, Position, mark};
use crate::player::Player;

/// The deepest search a name may ask for: deeper, a game takes minutes.
pub const DEEPEST: u32 = 9;

/// What a four is worth: more than any position.
const WIN: i32 = 1_000_000;

/// What a row of four holding 1, 2 or 3 discs of one side and none of the
/// other is worth to that side.
const OPEN: [i32; 4] = [0, 1, 10, 50];

/// The order it tries columns in: the middle first, which cuts the most.
const ORDER: [usize; 7] = [3, 2, 4, 1, 5, 0, 6];

/// Every row of four on the board, as its first cell and its step.
fn windows() -> Vec<[usize; 4]> {
    let mut all = Vec::new();
    for r in 0..6i32 {
        for c in 0..7i32 {
            for (dr, dc) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
                let (r3, c3) = (r + 3 * dr, c + 3 * dc);
                if (0..6).contains(&r3) && (0..7).contains(&c3) {
                    let cell = |k: i32| ((r + k * dr) * 7 + c + k * dc) as usize;
                    all.push([cell(0), cell(1), cell(2), cell(3)]);
                }
            }
        }
    }
    all
}

/// Alpha-beta to a fixed depth; ties go to the column nearest the middle,
/// so it is deterministic.
pub struct AlphaBeta {
    pub depth: u32,
    windows: Vec<[usize; 4]>,
}

impl AlphaBeta {
    /// The player a name such as `alphabeta:5` names; none when its depth
    /// is not a whole number from 1 to `DEEPEST`.
    pub fn named(name: &str) -> Option<AlphaBeta> {
        let depth: u32 = name.strip_prefix("alphabeta:")?.parse().ok()?;
        (1..=DEEPEST).contains(&depth).then(|| AlphaBeta {
            depth,
            windows: windows(),
        })
    }

    /// What `cells` are worth to `side`, by the rows of four open to each.
    fn judge(&self, cells: &[u8; 42], side: u8) -> i32 {
        let mut value = 0;
        for window in &self.windows {
            let (mut mine, mut yours) = (0, 0);
            for &at in window {
                match cells[at] {
                    0 => {}
                    s if s == side => mine += 1,
                    _ => yours += 1,
                }
            }
            if yours == 0 {
                value += OPEN[mine.min(3)];
            }
            if mine == 0 {
                value -= OPEN[yours.min(3)];
            }
        }
        value
    }

    /// The score for `side` to move on `cells`, `depth` moves deep.
    fn search(&self, cells: &mut [u8; 42], side: u8, depth: u32, mut alpha: i32, beta: i32) -> i32 {
        if depth == 0 {
            return self.judge(cells, side);
        }
        let mut best = -WIN * 2;
        for &c in &ORDER {
            let at = land(cells, c);
            if at == NONE {
                continue;
            }
            cells[at] = side;
            let value = if four(cells, at, side) {
                WIN + depth as i32
            } else {
                -self.search(cells, 3 - side, depth - 1, -beta, -alpha)
            };
            cells[at] = 0;
            best = best.max(value);
            alpha = alpha.max(value);
            if alpha >= beta {
                break;
            }
        }
        // A full board: a draw.
        if best == -WIN * 2 { 0 } else { best }
    }
}

impl Player<ConnectFour> for AlphaBeta {
    fn choose(&mut self, position: &Position, _: &[Column]) -> Column {
        let side = mark(position.to_move);
        let mut cells = position.cells;
        let (mut best, mut choice) = (-WIN * 4, NONE);
        for &c in &ORDER {
            let at = land(&cells, c);
            if at == NONE {
                continue;
            }
            cells[at] = side;
            let value = if four(&cells, at, side) {
                WIN + self.depth as i32 + 1
            } else {
                -self.search(&mut cells, 3 - side, self.depth - 1, -WIN * 4, -best)
            };
            cells[at] = 0;
            if value > best {
                best = value;
                choice = c;
            }
        }
        Column(choice as u8)
    }
}
