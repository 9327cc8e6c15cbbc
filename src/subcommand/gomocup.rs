//! `merlyn gomocup`: a Gomoku program as a Gomocup brain.

use super::which::Which;
use crate::gomocup::Brain;
use crate::gomoku::Gomoku;

/// Serve a Gomoku program as a Gomocup brain, on standard input and output,
/// for Gomoku tournament managers and GUIs.
///
/// START 15 (the one size), BEGIN, TURN x,y, BOARD ... DONE, RESTART, INFO,
/// ABOUT and END; a move is x,y from 0, the column from the left and the
/// row from the top. Whoever moves first is X.
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
