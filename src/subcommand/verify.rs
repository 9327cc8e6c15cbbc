//! `merlyn verify`: whether a program can lose, opening by opening.

use super::which::Which;
use crate::verify::{never_loses, verify};

/// Play every game against a program, from every opening, and count them.
///
/// One line per opening, in the order c (the computer first), 1 to 9:
/// `opening=1 games=65 wins=46 draws=15 losses=4 first-loss=1357`, where
/// first-loss, given when there are losses, is the first game lost with
/// the human's moves tried in ascending order. Exits 0 when the program
/// never loses, 1 when it can lose.
#[derive(clap::Args, Debug)]
pub struct Verify {
    #[command(flatten)]
    which: Which,
}

impl Verify {
    pub fn run(self) -> anyhow::Result<i32> {
        let tallies = verify(self.which.strategy()?)?;
        let out: String = tallies.iter().map(|tally| format!("{tally}\n")).collect();
        print!("{out}");
        Ok(if never_loses(&tallies) { 0 } else { 1 })
    }
}
