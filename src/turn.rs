//! How a turn left the game, from the computer's side: the word a replay
//! line and a training report print.

use crate::game::Status;
use std::fmt;

/// Where a game stands, from the computer's side.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Outcome {
    /// The computer won.
    Win,
    /// The human won; the program has learned, and its board is new.
    Loss,
    /// A draw.
    Draw,
    /// The human is to move.
    Ongoing,
}

impl From<Status> for Outcome {
    fn from(status: Status) -> Outcome {
        match status {
            Status::Won => Outcome::Win,
            Status::Lost => Outcome::Loss,
            Status::Draw => Outcome::Draw,
            Status::New | Status::On => Outcome::Ongoing,
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Outcome::Win => "win",
            Outcome::Loss => "loss",
            Outcome::Draw => "draw",
            Outcome::Ongoing => "ongoing",
        })
    }
}
