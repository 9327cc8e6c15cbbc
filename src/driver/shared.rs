//! What every work directory shares: the object of a game's code and the
//! toolchain cache, each found or built once by the first turn in one
//! directory, and kept beside the driver (where the launcher built it,
//! `driver-KEY` in the clone's `target/driver/` or the user's cache), so
//! that the first turn in another directory copies them in instead of
//! building its own. A kept file is named after the driver that kept it,
//! `driver-KEY-WHAT`, and the launcher deletes it with that driver; of
//! the toolchains kept for different PATHs, the newest few stay.

use std::fs;
use std::io::Write;
use std::os::unix::fs::MetadataExt;
use std::path::PathBuf;
use std::time::SystemTime;

use super::names;

/// This driver's name where the launcher built it (`driver-KEY`, KEY
/// decimal digits), and its path. None in any other program (`merlyn
/// play`), or a driver whose file is gone.
pub(super) fn built_as() -> Option<(String, PathBuf)> {
    let exe = std::env::current_exe().ok()?;
    let name = exe.file_name()?.to_str()?.to_string();
    let launched = name.strip_prefix("driver-").is_some_and(names::digits);
    launched.then_some((name, exe))
}

/// Where what is shared is kept: beside the driver the launcher built, in
/// the directory it lives in, only a directory of the driver's owner that
/// no one else may write into.
struct Beside {
    name: String,
    dir: PathBuf,
    owner: u32,
}

impl Beside {
    fn here() -> Option<Beside> {
        let (name, exe) = built_as()?;
        let dir = exe.parent()?.to_path_buf();
        let owner = fs::metadata(&exe).ok()?.uid();
        let meta = fs::metadata(&dir).ok()?;
        let private = meta.is_dir() && meta.uid() == owner && meta.mode() & 0o022 == 0;
        private.then_some(Beside { name, dir, owner })
    }

    /// Where the file `what` is kept: `driver-KEY-what`.
    fn place(&self, what: &str) -> PathBuf {
        self.dir.join(format!("{}-{what}", self.name))
    }
}

/// Copies the kept file `what` to `to`, if there is one, a regular file
/// of the driver's owner: true if it did.
pub(super) fn fetch(what: &str, to: &str) -> bool {
    let Some(beside) = Beside::here() else {
        return false;
    };
    let kept = beside.place(what);
    let copied = fs::symlink_metadata(&kept)
        .is_ok_and(|meta| meta.is_file() && meta.uid() == beside.owner)
        && fs::copy(&kept, to).is_ok();
    // Copied in now: among the last to go (see `keep`), where this user
    // may say so.
    if copied && let Ok(file) = fs::File::options().append(true).open(&kept) {
        let _ = file.set_modified(SystemTime::now());
    }
    copied
}

/// Keeps a copy of the file `from` as `what` beside this driver: written
/// aside, under a name no other process holds (made new, never
/// truncated), and synced, then renamed into place, so that no other
/// turn ever reads part of it. Of what was kept before under names that
/// begin as `what` does up to `stale` (built for another toolchain, or
/// found for another PATH), the `most` kept or copied in last stay and
/// the others go, but another process's copy being written aside; with
/// no `stale`, none. Where it cannot be written, nothing is kept: every
/// directory then builds its own.
pub(super) fn keep(what: &str, from: &str, stale: &str, most: usize) {
    let Some(beside) = Beside::here() else { return };
    let kept = beside.place(what);
    let mut aside = kept.clone().into_os_string();
    aside.push(format!(".{}", std::process::id()));
    let written = fs::read(from).and_then(|bytes| {
        let mut file = fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&aside)?;
        file.write_all(&bytes)?;
        file.sync_all()
    });
    if written.is_err() || fs::rename(&aside, &kept).is_err() {
        let _ = fs::remove_file(&aside);
        return;
    }
    if stale.is_empty() {
        return;
    }
    let older = format!("{}-{stale}", beside.name);
    let mut others: Vec<(SystemTime, PathBuf)> = Vec::new();
    for entry in fs::read_dir(&beside.dir).into_iter().flatten().flatten() {
        let other = entry.file_name().to_string_lossy().into_owned();
        let written_aside = other
            .rsplit_once('.')
            .is_some_and(|(_, pid)| names::digits(pid));
        if other.starts_with(&older) && entry.path() != kept && !written_aside {
            let when = entry.metadata().and_then(|meta| meta.modified());
            others.push((when.unwrap_or(SystemTime::UNIX_EPOCH), entry.path()));
        }
    }
    // The oldest go, one by one, until the `most` newest are left; of
    // two as old, the one listed later goes first. (The oldest is looked
    // for again each time: a sort would be more code to build than a few
    // kept files are worth.)
    while others.len() > most {
        let mut oldest = 0;
        for at in 1..others.len() {
            if others[at].0 <= others[oldest].0 {
                oldest = at;
            }
        }
        let (_, path) = others.remove(oldest);
        let _ = fs::remove_file(path);
    }
}

/// Forgets the kept file `what`, where it holds what `used` holds (the
/// copy a link failed with): the next directory builds it anew.
pub(super) fn forget(what: &str, used: &str) {
    if let Some(kept) = Beside::here().map(|beside| beside.place(what))
        && fs::read(&kept)
            .ok()
            .is_some_and(|bytes| fs::read(used).ok() == Some(bytes))
    {
        let _ = fs::remove_file(kept);
    }
}
