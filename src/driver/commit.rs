//! The commit point of a turn: the successor, written aside and checked,
//! is renamed onto the game in progress; then a finished game is wrapped
//! up: the successor of a game the program learned from (every lost game;
//! in Connect Four, every game), recorded before the commit, becomes the
//! best program, and a won or drawn one is remembered as the driver's own;
//! a finished game gets its line in the record (`record`).

use std::fs;

use super::command::Driver;
use super::fail::{Res, fail, why};
use super::names::key;

impl Driver {
    /// The commit point, then the wrap-up of a finished game: the successor
    /// of a game the program learned from (lost, or any finished game of
    /// one that learns from every game), recorded before the commit,
    /// becomes the best program (if this is cut short, the next command
    /// does it); a won or drawn one is remembered as the driver's own by
    /// its content. `before` is the program that played the turn, `mv` the
    /// player's move, `said` what the program said: the game goes into the
    /// record once it is finished.
    pub(super) fn commit(
        &mut self,
        outcome: &str,
        before: &str,
        after: &str,
        mv: Option<&str>,
        said: &str,
    ) -> Res<()> {
        let finished = matches!(outcome, "won" | "lost" | "draw");
        if !finished {
            self.keep_moves(before, after, mv);
        }
        let learned = self.w("learned");
        let learns = outcome == "lost" || (finished && self.game.learns_from_every_game);
        if learns {
            let aside = self.mine("learned");
            self.taught(after)
                .and_then(|()| self.write(&aside, after.as_bytes()))
                .and_then(|()| self.install(&aside, &learned))
                .or_else(|f| fail(1, format!("{}\nno move was made", f.message)))?;
        }
        if let Err(error) = fs::rename(self.mine("next"), &self.next) {
            let _ = fs::remove_file(&learned);
            return fail(
                1,
                format!(
                    "cannot save the game in {}: {}\nno move was made",
                    self.next,
                    why(&error)
                ),
            );
        }
        if finished {
            self.record(outcome, learns, before, after, mv, said);
        }
        if matches!(outcome, "won" | "draw") {
            let aside = self.mine("merlyn");
            let record = format!("{}\n", key(after.as_bytes()));
            if self.write(&aside, record.as_bytes()).is_ok() {
                let _ = fs::rename(&aside, self.w("ended"));
            }
        }
        if learns {
            self.promote(after)?;
        } else if finished {
            self.ended();
        }
        Ok(())
    }
}
