//! `merlyn verify`: whether a tic-tac-toe program can lose, opening by opening.

use super::which::Which;
use crate::tictactoe::TicTacToe;
use crate::tictactoe::verify::{never_loses, verify};

/// Play every game against a tic-tac-toe program, from every opening, and
/// count them.
///
/// One line per opening, in the order c (the computer first), 1 to 9:
/// `opening=1 games=65 wins=46 draws=15 losses=4 first-loss=1357`, where
/// first-loss, given when there are losses, is the first game lost with
/// the human's moves tried in ascending order. Exits 0 when the program
/// never loses, 1 when it can lose. Exhaustive, so for tic-tac-toe only.
#[derive(clap::Args, Debug)]
pub struct Verify {
    /// The game: tic-tac-toe, the only one whose every game can be played.
    #[arg(long, value_enum)]
    game: Option<crate::games::Kind>,
    #[command(flatten)]
    which: Which,
}

impl Verify {
    pub fn run(self) -> anyhow::Result<i32> {
        super::analyze::tic_tac_toe_only("verify", self.which.kind(self.game)?)?;
        let tallies = verify(self.which.strategy::<TicTacToe>()?)?;
        let out: String = tallies.iter().map(|tally| format!("{tally}\n")).collect();
        super::emit(&out)?;
        Ok(if never_loses(&tallies) { 0 } else { 1 })
    }
}
