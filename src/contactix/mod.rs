//! Con-Tac-Tix (Hex), from a university assignment's Prolog player: the
//! board every part of merlyn shares.

pub mod board;

pub use board::{Cell, MAX, Position};
pub use file::BoardFile;
pub mod file;
pub mod svg;

/// Stand-in for generation zero's choice, until the engine lands: a win
/// in one if there is one, else the first empty cell.
pub fn assignment_move(position: &Position) -> Cell {
    let empties = position.empties();
    empties
        .iter()
        .copied()
        .find(|&cell| position.play(cell).winner().is_some())
        .unwrap_or(empties[0])
}
