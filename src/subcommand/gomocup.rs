//! `merlyn gomocup`: a Gomoku program as a Gomocup brain.

use super::which::Which;
use crate::gomoku::Gomoku;
use crate::protocol::gomocup::Brain;

/// Serve a Gomoku program as a Gomocup brain, on standard input and output,
/// for Gomoku tournament managers and GUIs.
///
/// START N (any board the program plays on), RECTSTART, BEGIN, TURN x,y,
/// BOARD ... DONE (stones of any balance), YXBOARD ... DONE (no answer),
/// TAKEBACK x,y, PLAY x,y, SWAP2BOARD ... DONE, RESTART, INFO, STOP, ABOUT
/// and END; a move is x,y from 0, the column from the left and the row from
/// the top. Whoever moves first is X. merlyn plays freestyle (five or more
/// win): asked for another rule (INFO rule N), it answers ERROR when asked
/// for a move.
#[derive(clap::Args, Debug)]
pub struct Gomocup {
    #[command(flatten)]
    which: Which,
}

impl Gomocup {
    pub fn run(self) -> anyhow::Result<i32> {
        // A FILE of another game is refused.
        self.which.kind(Some(crate::games::Kind::Gomoku))?;
        let strategy = self.which.strategy::<Gomoku>()?;
        let stdin = std::io::stdin().lock();
        let stdout = std::io::stdout().lock();
        Brain::new(strategy).serve(stdin, stdout)?;
        Ok(0)
    }
}
