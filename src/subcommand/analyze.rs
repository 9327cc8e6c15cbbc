//! `merlyn analyze`: the strategy digits that never lose, for every program at once.

use crate::analyze::analyze;

/// Find every strategy that never loses.
///
/// Prints, for each opening 1 to 9, the strategy digits that never lose
/// there, largest first: `opening=1 safe=87`. (Digit 5 is used both when
/// the human opens at 5 and when the computer moves first; it must be safe
/// in both.) Then `never-losing=N`, the number of strategies (their nine
/// digits; the opening character does not matter) that never lose, and
/// `trained=STRATEGY`, the strategy `merlyn train` reaches from 9999999999
/// (`trained=-` when no strategy never loses, as training cannot converge).
#[derive(clap::Args, Debug)]
pub struct Analyze {}

impl Analyze {
    pub fn run(self) -> anyhow::Result<i32> {
        print!("{}", analyze()?);
        Ok(0)
    }
}
