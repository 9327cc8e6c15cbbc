//! The lock: `lock` in the work directory, held with `File::lock`, so
//! that one driver at a time plays in a directory. The operating system
//! releases it when its holder dies: there is no stale lock to guess at,
//! and the driver that takes it next sweeps away what the dead one left.
//!
//! The lock file is removed only by its holder, and only while it is the
//! file it holds: a driver that took the lock checks that the file it
//! locked is still the one named `lock` (else its holder removed it, and
//! it tries again), so the file named `lock` is always the one every
//! driver must hold to play. A link of that name is never followed.

use std::fs;
use std::io;
use std::os::unix::fs::{MetadataExt, OpenOptionsExt};
use std::path::Path;
use std::time::{Duration, Instant};

use super::child::bounds;
use super::command::Driver;
use super::fail::{Res, fail, why};
use super::file::{NOFOLLOW, NONBLOCK};
use super::names::temporary;
use super::say::fitting;
use super::say::warn;

/// What one try at the lock found.
enum Try {
    /// It is held now, by this driver.
    Taken,
    /// Another driver holds it.
    Held,
    /// The lock file went (its holder removed it) or the work directory
    /// did: try again.
    Gone,
}

/// Whether the open file `file` is the file named `path` (not a link).
fn is_named(file: &fs::File, path: &str) -> bool {
    let held = file.metadata().ok();
    let named = fs::symlink_metadata(path).ok();
    matches!((held, named), (Some(held), Some(named))
        if held.ino() == named.ino() && held.dev() == named.dev())
}

impl Driver {
    /// Tries once to take the lock, making the work directory and the lock
    /// file if need be.
    fn try_lock(&mut self) -> Res<Try> {
        let path = self.w("lock");
        if !Path::new(&self.work).is_dir()
            && let Err(error) = fs::create_dir(&self.work)
            && !Path::new(&self.work).is_dir()
        {
            return fail(1, format!("cannot create {}/: {}", self.work, why(&error)));
        }
        if fs::symlink_metadata(&path).is_ok_and(|meta| meta.file_type().is_symlink()) {
            return fail(
                2,
                format!(
                    "{path} is a symbolic link, not my lock:\nremove it to play here; nothing was changed"
                ),
            );
        }
        // Not through a link, and without waiting for a writer (a named
        // pipe opens at once, and is then refused).
        let file = fs::OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .custom_flags(NOFOLLOW | NONBLOCK)
            .open(&path);
        let file = match file {
            Ok(file) => file,
            // The work directory went, removed by a clobber that finished.
            Err(error) if error.kind() == io::ErrorKind::NotFound => return Ok(Try::Gone),
            // One there already (a stale one is no harm: see above), that
            // cannot be opened: a directory, say.
            Err(error) if fs::symlink_metadata(&path).is_ok() => {
                let why = why(&error);
                return fail(
                    1,
                    fitting(
                        self.me,
                        &[
                            format!(
                                "cannot open the lock {path}: {why}; remove it if no turn runs"
                            ),
                            format!("cannot open the lock {path}: {why}"),
                        ],
                    ),
                );
            }
            Err(error) => {
                return fail(1, format!("cannot create the lock {path}: {}", why(&error)));
            }
        };
        if !file.metadata().is_ok_and(|meta| meta.is_file()) {
            return fail(
                2,
                format!(
                    "{path} is not a file, not my lock:\nremove it to play here; nothing was changed"
                ),
            );
        }
        match file.try_lock() {
            // The lock is ours if the file is still the lock: a driver
            // that ended removed it, maybe after we opened it.
            Ok(()) if is_named(&file, &path) => {
                self.lock = Some(file);
                Ok(Try::Taken)
            }
            Ok(()) => Ok(Try::Gone),
            Err(fs::TryLockError::WouldBlock) => Ok(Try::Held),
            Err(fs::TryLockError::Error(error)) => {
                fail(1, format!("cannot lock {path}: {}", why(&error)))
            }
        }
    }

    /// Takes the lock, waiting for another driver to finish; then removes
    /// what drivers that died left behind. The bounds of time are checked
    /// first, before anything is made.
    pub(super) fn lock(&mut self) -> Res<()> {
        let wait = bounds()?;
        let started = Instant::now();
        let mut told = false;
        loop {
            // Held, or gone from under this driver (and tried again soon):
            // either way, within the time it may wait.
            if let Try::Taken = self.try_lock()? {
                break;
            }
            let waited = started.elapsed();
            if waited >= wait {
                return fail(
                    1,
                    format!(
                        "another {} is still playing here ({} s): try again later",
                        self.again,
                        wait.as_secs_f64().round()
                    ),
                );
            }
            if !told && waited >= Duration::from_secs(1) {
                warn(
                    self.me,
                    &format!(
                        "another {} is playing here: waiting for it to finish",
                        self.again
                    ),
                );
                told = true;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        self.sweep();
        Ok(())
    }

    /// Takes the lock if no one holds it, without waiting (for `clobber
    /// --force`): whether it is held now.
    pub(super) fn lock_if_free(&mut self) -> bool {
        for _ in 0..3 {
            match self.try_lock() {
                Ok(Try::Taken) => return true,
                Ok(Try::Gone) => continue,
                _ => return false,
            }
        }
        false
    }

    /// Removes every turn's temporaries: with the lock held, those of
    /// drivers that died (and of what they ran).
    fn sweep(&self) {
        let Ok(entries) = fs::read_dir(&self.work) else {
            return;
        };
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if temporary(&name) {
                remove(&entry.path());
            }
        }
    }

    /// Removes this driver's temporaries, and releases the lock: its file
    /// goes if it is still the one held (never another driver's), and the
    /// work directory if that leaves it empty (a first command that failed
    /// before it made anything).
    pub(super) fn release(&mut self) {
        if let Some(file) = self.lock.take() {
            let pid = format!(".{}", self.pid);
            if let Ok(entries) = fs::read_dir(&self.work) {
                for entry in entries.flatten() {
                    let name = entry.file_name().to_string_lossy().into_owned();
                    if temporary(&name) && name.contains(&pid) {
                        remove(&entry.path());
                    }
                }
            }
            let path = self.w("lock");
            if is_named(&file, &path) {
                let _ = fs::remove_file(&path);
            }
            drop(file);
            let _ = fs::remove_dir(&self.work);
        }
    }
}

/// Removes a file, or a directory with all it holds (never what a link
/// points to).
pub(super) fn remove(path: &Path) {
    if path.is_dir() && !path.is_symlink() {
        let _ = fs::remove_dir_all(path);
    } else {
        let _ = fs::remove_file(path);
    }
}
