//! The commit point of a turn: the successor, written aside and checked,
//! is renamed onto the game in progress; then a finished game is wrapped
//! up: a lost game's successor, recorded before the commit, becomes the
//! best program, and a won or drawn one is remembered as the driver's own.

use std::fs;

use super::command::Driver;
use super::fail::{Res, fail, why};
use super::names::key;

impl Driver {
    /// The commit point, then the wrap-up of a finished game: a lost game's
    /// successor, recorded before the commit, becomes the best program (if
    /// this is cut short, the next command does it); a won or drawn one is
    /// remembered as the driver's own by its content.
    pub(super) fn commit(&mut self, outcome: &str, after: &str) -> Res<()> {
        let learned = self.w("learned");
        if outcome == "lost" {
            let aside = self.mine("learned");
            self.write(&aside, after.as_bytes())
                .and_then(|()| self.install(&aside, &learned))
                .or_else(|f| {
                    fail(
                        1,
                        format!("cannot save the game: {}; no move was made", f.message),
                    )
                })?;
        }
        if let Err(error) = fs::rename(self.mine("next"), &self.next) {
            let _ = fs::remove_file(&learned);
            return fail(
                1,
                format!(
                    "cannot save the game in {}: {}; no move was made",
                    self.next,
                    why(&error)
                ),
            );
        }
        match outcome {
            "lost" => self.promote(after)?,
            "won" | "draw" => {
                let aside = self.mine("merlyn");
                let record = format!("{}\n", key(after.as_bytes()));
                if self.write(&aside, record.as_bytes()).is_ok() {
                    let _ = fs::rename(&aside, self.w("ended"));
                }
            }
            _ => {}
        }
        Ok(())
    }
}
