//! `merlyn analyze`: the strategy digits that never lose, for every
//! tic-tac-toe program at once.

use crate::games::Kind;
use crate::tictactoe::analyze::analyze;

/// Find every tic-tac-toe strategy that never loses.
///
/// Prints, for each opening 1 to 9, the strategy digits that never lose
/// there, largest first: `opening=1 safe=87`. (Digit 5 is used both when
/// the human opens at 5 and when the computer moves first; it must be safe
/// in both.) Then `never-losing=N`, the number of strategies (their nine
/// digits; the opening character does not matter) that never lose, and
/// `trained=STRATEGY`, the strategy `merlyn train` reaches from 9999999999
/// (`trained=-` when no strategy never loses, as training cannot converge).
/// Exhaustive, so for tic-tac-toe only.
#[derive(clap::Args, Debug)]
pub struct Analyze {
    /// The game: tic-tac-toe, the only one whose every program can be tried.
    #[arg(long, default_value_t = Kind::TicTacToe)]
    game: Kind,
}

impl Analyze {
    pub fn run(self) -> anyhow::Result<i32> {
        tic_tac_toe_only("analyze", self.game)?;
        super::emit(&analyze()?.to_string())?;
        Ok(0)
    }
}

/// Refuses `kind` unless it is tic-tac-toe: `command` plays every game
/// there is, which only tic-tac-toe's tree allows.
pub fn tic_tac_toe_only(command: &str, kind: Kind) -> anyhow::Result<()> {
    if kind != Kind::TicTacToe {
        anyhow::bail!(
            "{command} plays every possible game, which only tic-tac-toe allows; for {kind}, try \
             `merlyn match` or `merlyn train --against PLAYER`"
        );
    }
    Ok(())
}
