//! Learning kept: after a lost game (and, in a game that learns from every
//! game, after any finished game), the successor, recorded in `learned`
//! before the commit, is installed as the best program once it has passed
//! its checks. A turn killed between the commit and the install is finished
//! by the next command.

use std::fs;
use std::path::Path;

use super::check::check;
use super::child::time_limit;
use super::command::Driver;
use super::fail::{Res, fail, why};
use super::names::key;
use super::origin::Slot;
use super::say::warn;
use super::state::{read_own, read_text, says};
use super::toolchain::runnable;

impl Driver {
    /// Says, after a program that says it learned (it lost, or won or drew
    /// a game of one that learns from every game) but is not installed,
    /// that the best program stays, and how to drop the other.
    fn keeping(&self) {
        let head = format!("{} stays: ", self.best);
        let said = self.fit(
            &head,
            &[
                format!("'{} quitgame' drops {}", self.again, self.next),
                format!("quitgame drops {}", self.next),
            ],
        );
        warn(self.me, &said);
    }

    /// After a game the program learned from (lost; in Connect Four, any
    /// finished game), the driver's record of the learned program is
    /// installed as the best program: if the game in progress is that
    /// record still, and it passes its checks. Anything else saying it
    /// lost is left where it is.
    pub(super) fn recover(&mut self) -> Res<()> {
        let learned = self.w("learned");
        let next = read_text(&self.next);
        if let Some(record) = read_own(&learned) {
            // Only the lesson this game taught, as the driver recorded it
            // before the commit: a `learned` planted in the work directory,
            // or left by another game, is not installed.
            if next.as_deref() == Some(record.as_str()) && self.is_taught(&record) {
                return self.promote(&record);
            }
            let _ = fs::remove_file(&learned);
        }
        let Some(next) = next else { return Ok(()) };
        // A lesson set aside is a game the driver played.
        let aside =
            read_own(&self.w("ended")).is_some_and(|k| k.trim_end() == key(next.as_bytes()));
        if says(&next, self.game.name) == Some("lost")
            && !aside
            && read_text(&self.best).as_deref() != Some(next.as_str())
        {
            // One line: the command goes on, and a new game or quitgame
            // replaces the file this speaks of.
            let (next, best) = (&self.next, &self.best);
            let said = self.fit(
                "",
                &[
                    format!("{next} says it lost, but it is no game I played: {best} stays"),
                    format!("{next} says it lost, but I never played it: {best} stays"),
                ],
            );
            warn(self.me, &said);
        }
        Ok(())
    }

    /// Installs `learned`, the record of a successor that learned (which the
    /// game in progress is), as the best program, once it has passed the
    /// check of a successor and its own check of its state: compiled, and
    /// run with no move, it opens a game. The record goes only when the
    /// learned program itself is at fault (it is not one merlyn wrote, or
    /// it refuses its own state); when the check is cut short for any other
    /// reason (a signal, the time limit, a full disk, a compiler that
    /// fails), the record stays, the command fails, and the next command
    /// tries again: a lesson is never lost to a passing failure.
    pub(super) fn promote(&mut self, learned: &str) -> Res<()> {
        let record = self.w("learned");
        // What it says of the game it learned from: lost, or (in a game
        // that learns from every game) won or drawn.
        let ended = match says(learned, self.game.name) {
            Some("won") => "won",
            Some("draw") => "drew",
            _ => "lost",
        };
        let refused = match check(self.game, learned) {
            Err(why) => Some(why),
            Ok(status) if !matches!(status, "won" | "lost" | "draw") => {
                Some(format!("the successor says it {status}"))
            }
            Ok(_) => None,
        };
        if let Some(why) = refused {
            let _ = fs::remove_file(&record);
            warn(
                self.me,
                &format!(
                    "{} says it {ended}, but it{}",
                    self.next,
                    why.strip_prefix("the successor").unwrap_or(&why),
                ),
            );
            self.keeping();
            return Ok(());
        }
        // Only over the program the game began from, or nothing: anything
        // else in its place stays, and the lesson goes beside it.
        let slot = self.slot();
        if let Slot::Taken(what) = &slot {
            return self.lesson_aside(&record, what);
        }
        let next = self.next.clone();
        let pending = |why: &str| -> Res<()> {
            fail(
                1,
                format!("{why}\nthe lesson in {next} is kept: the next command installs it"),
            )
        };
        self.toolchain()?;
        // Built as the best program's kept binary, which the next game
        // starts from.
        let kept = self.w(&format!("merlyn-{}", key(learned.as_bytes())));
        if !runnable(Path::new(&kept)) {
            let ran = match self.compile(&self.next.clone(), learned) {
                Ok(ran) => ran,
                Err(f) => return pending(&f.message),
            };
            if !ran.ok() {
                // Said of a turn, whose game stays as it was; here the
                // game went on, and the lesson stays.
                let failure = self.compile_failure(&self.next.clone(), &ran);
                return pending(&failure.message.replace("; the game is as it was", ""));
            }
            self.keep(&self.mine("nextmove"), &kept)
                .or_else(|f| pending(&f.message))?;
        }
        let ran = match self.run(&kept, &[]) {
            Ok(ran) => ran,
            Err(f) => return pending(&f.message),
        };
        let _ = fs::remove_file(self.mine("next"));
        if ran.ok() {
            // Into an empty slot by a link, which never replaces a file
            // put there meanwhile.
            let installed = match slot {
                Slot::Free => {
                    fs::hard_link(&record, &self.best).and_then(|()| fs::remove_file(&record))
                }
                _ => fs::rename(&record, &self.best),
            };
            installed.or_else(|error| pending(&why(&error)))?;
            self.ended();
            return Ok(());
        }
        let said = ran
            .said
            .trim_end()
            .trim_start_matches("error: ")
            .to_string();
        // Its own refusal (2), or a panic of its own (101): the program is
        // at fault, and would never play.
        if matches!(ran.code(), Some(2 | 101)) && !ran.stopped {
            let _ = fs::remove_file(&record);
            let _ = fs::remove_file(&kept);
            warn(
                self.me,
                &format!("{} says it {ended}, but refuses its own state:", self.next),
            );
            warn(self.me, &said);
            self.keeping();
            return Ok(());
        }
        // Anything else passes: the binary goes (it may be what failed),
        // the lesson stays.
        let _ = fs::remove_file(&kept);
        let cut = if ran.stopped {
            format!(
                "its check took longer than {} s",
                time_limit().as_secs_f64()
            )
        } else if let Some(signal) = ran.signal() {
            format!("its check was killed by signal {signal}")
        } else if let Some(code) = ran.code() {
            format!("its check stopped with status {code}")
        } else {
            format!("its check did not run: {said}")
        };
        pending(&cut)
    }
}
