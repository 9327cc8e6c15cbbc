//! Learning kept: after a lost game, the successor (a new board, a changed
//! strategy), recorded in `learned` before the commit, is installed as the
//! best program once it has passed its checks. A turn killed between the
//! commit and the install is finished by the next command.

use std::fs;
use std::path::Path;

use super::check::check;
use super::command::Driver;
use super::fail::{Res, fail, why};
use super::names::key;
use super::say::warn;
use super::state::{St, read_text, state_of};
use super::toolchain::executable;

impl Driver {
    /// After a lost game, the driver's record of the learned program is
    /// installed as the best program: if the game in progress is that
    /// record still, and it passes its checks. Anything else saying it
    /// lost is left where it is.
    pub(super) fn recover(&mut self) -> Res<()> {
        let learned = self.w("learned");
        let next = read_text(&self.next);
        if let Some(record) = read_text(&learned) {
            if next.as_deref() == Some(record.as_str()) {
                return self.promote(&record);
            }
            let _ = fs::remove_file(&learned);
        }
        let Some(next) = next else { return Ok(()) };
        if state_of(&next, self.game.name) == St::Is("lost")
            && read_text(&self.best).as_deref() != Some(next.as_str())
        {
            warn(
                self.me,
                &format!(
                    "kept {}: {} says it lost, but it is not the learned program of a game I played; '{} quitgame' drops it",
                    self.best, self.next, self.again
                ),
            );
        }
        Ok(())
    }

    /// Installs `learned`, the record of a lost game's successor (which the
    /// game in progress is), as the best program, once it has passed the
    /// check of a successor against the program it replaces, and its own
    /// check of its state: compiled, and run with no move, it opens a game.
    pub(super) fn promote(&mut self, learned: &str) -> Res<()> {
        let record = self.w("learned");
        let base = read_text(&self.best).unwrap_or_else(|| self.game.zero.to_string());
        let refused = match check(&base, learned, self.game.name) {
            Err(why) => Some(why),
            Ok(status) if status != "lost" => Some(format!("the successor says it {status}")),
            Ok(_) => None,
        };
        if let Some(why) = refused {
            let _ = fs::remove_file(&record);
            warn(
                self.me,
                &format!(
                    "kept {}: {} says it lost, but it{}; '{} quitgame' drops it",
                    self.best,
                    self.next,
                    why.strip_prefix("the successor").unwrap_or(&why),
                    self.again
                ),
            );
            return Ok(());
        }
        self.toolchain()?;
        // Built as the best program's kept binary, which the next game
        // starts from.
        let kept = self.w(&format!("merlyn-{}", key(learned.as_bytes())));
        if !executable(Path::new(&kept)) {
            let ran = self.compile(&self.next.clone());
            if !ran.ok() {
                let failure = self.compile_failure(&self.next.clone(), &ran);
                return fail(
                    1,
                    format!(
                        "cannot install the learned program {} as {}: {}",
                        self.next, self.best, failure.message
                    ),
                );
            }
            self.keep(&self.mine("nextmove"), &kept)?;
        }
        let ran = self.run(&kept, &[])?;
        let _ = fs::remove_file(self.mine("next"));
        if !ran.ok() {
            let _ = fs::remove_file(&record);
            let _ = fs::remove_file(&kept);
            warn(
                self.me,
                &format!(
                    "kept {}: {} says it lost, but refuses its own state ({}); '{} quitgame' drops it",
                    self.best,
                    self.next,
                    ran.said.trim_end().trim_start_matches("error: "),
                    self.again
                ),
            );
            return Ok(());
        }
        fs::rename(&record, &self.best).or_else(|error| {
            fail(
                1,
                format!(
                    "cannot install the learned program {} as {}: {}; the next command tries again",
                    self.next,
                    self.best,
                    why(&error)
                ),
            )
        })
    }
}
