//! `clobber`: back to generation zero. It removes the programs, if they
//! are this game's, the record of their games, if it reads as one, and in
//! the work directory only the names the driver gives: a file a player put
//! there is kept, and said to be.

use std::fs;
use std::path::Path;

use super::command::Driver;
use super::lock::remove;
use super::names::ours;
use super::say::say;
use super::state::St;

impl Driver {
    /// Whether `file` is a program of this game, as the driver makes them:
    /// a file (not a link) whose state block names the game.
    fn made(&self, file: &str) -> bool {
        let meta = fs::symlink_metadata(file);
        meta.is_ok_and(|m| m.is_file()) && matches!(self.state(file), St::Is(_))
    }

    /// Removes the programs, if they are this game's; in the work
    /// directory, the names the driver gives, exactly; the lock last, as
    /// every command releases it, once all else is done: a turn that waited
    /// for it starts after the clobber, not during it. (Without the lock,
    /// with --force, a lock another driver holds stays.)
    pub(super) fn clobber(&mut self) {
        for file in [self.best.clone(), self.next.clone()] {
            if self.made(&file) {
                let _ = fs::remove_file(&file);
                if self.force {
                    say(&format!("Removed {file}."));
                }
            } else if fs::symlink_metadata(&file).is_ok() {
                say(&format!(
                    "Kept {file}: it is not a {} program that {} made.",
                    self.game.name, self.me
                ));
            }
        }
        match self.clobber_record() {
            Some((name, false)) => say(&format!(
                "Kept {name}: it is not a record of games that {} made.",
                self.me
            )),
            Some((name, true)) if self.force => say(&format!("Removed {name}.")),
            _ => {}
        }
        if Path::new(&self.work).is_dir() && !Path::new(&self.work).is_symlink() {
            let lock = self.w("lock");
            if self.lock.is_none() && !self.lock_if_free() {
                // What no driver holds, nor can: a link, a pipe (but a
                // directory, which may hold a player's files, stays).
                let kind = fs::symlink_metadata(&lock).map(|meta| meta.file_type());
                if kind.is_ok_and(|kind| !kind.is_file() && !kind.is_dir()) {
                    let _ = fs::remove_file(&lock);
                }
            }
            if let Ok(entries) = fs::read_dir(&self.work) {
                for entry in entries.flatten() {
                    let name = entry.file_name().to_string_lossy().into_owned();
                    if name != "lock" && ours(&name) {
                        remove(&entry.path());
                    }
                }
            }
            self.release();
            let left: Vec<String> = fs::read_dir(&self.work)
                .into_iter()
                .flatten()
                .flatten()
                .map(|entry| entry.file_name().to_string_lossy().into_owned())
                .collect();
            if fs::symlink_metadata(&self.work).is_err() {
                if self.force {
                    say(&format!("Removed {}/.", self.work));
                }
            } else if left.iter().all(|name| ours(name)) {
                say(&format!(
                    "Kept {}/: another {} is playing in it.",
                    self.work, self.again
                ));
            } else {
                say(&format!(
                    "Kept {}/: it holds files {} did not make.",
                    self.work, self.me
                ));
            }
        }
        say("Back to generation zero: the next game starts from the original program.");
    }
}
