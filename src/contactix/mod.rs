//! Con-Tac-Tix (Hex), from a university assignment's Prolog player: the
//! board every part of merlyn shares.

pub mod board;

pub use board::{Cell, MAX, Position};
pub mod file;
