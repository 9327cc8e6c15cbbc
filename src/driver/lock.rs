//! The lock: `lock` in the work directory, held with `File::lock`, so
//! that one driver at a time plays in a directory. The operating system
//! releases it when its holder dies: there is no stale lock to guess at,
//! and the driver that takes it next sweeps away what the dead one left.

use std::fs;
use std::path::Path;
use std::time::{Duration, Instant};

use super::child::seconds;
use super::command::Driver;
use super::fail::{Res, fail, why};
use super::names::temporary;
use super::say::warn;

impl Driver {
    /// Takes the lock, waiting for another driver to finish; then removes
    /// what drivers that died left behind.
    pub(super) fn lock(&mut self) -> Res<()> {
        let path = self.w("lock");
        let wait = seconds("MERLYN_LOCK_WAIT", 10.0);
        let started = Instant::now();
        let mut told = false;
        loop {
            if !Path::new(&self.work).is_dir()
                && let Err(error) = fs::create_dir(&self.work)
                && !Path::new(&self.work).is_dir()
            {
                return fail(1, format!("cannot create {}/: {}", self.work, why(&error)));
            }
            let file = fs::OpenOptions::new()
                .read(true)
                .write(true)
                .create(true)
                .truncate(false)
                .open(&path);
            let file = match file {
                Ok(file) => file,
                Err(error) => {
                    return fail(1, format!("cannot create the lock {path}: {}", why(&error)));
                }
            };
            match file.try_lock() {
                Ok(()) => {
                    // The lock is ours if the file is still the lock: a
                    // driver that ended removed it, maybe after we opened it.
                    use std::os::unix::fs::MetadataExt;
                    let held = file.metadata().ok();
                    let named = fs::metadata(&path).ok();
                    if let (Some(held), Some(named)) = (held, named)
                        && held.ino() == named.ino()
                        && held.dev() == named.dev()
                    {
                        self.lock = Some(file);
                        break;
                    }
                    continue;
                }
                Err(fs::TryLockError::WouldBlock) => {}
                Err(fs::TryLockError::Error(error)) => {
                    return fail(1, format!("cannot lock {path}: {}", why(&error)));
                }
            }
            drop(file);
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

    /// Removes this driver's temporaries, and releases the lock.
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
            let _ = fs::remove_file(self.w("lock"));
            drop(file);
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
