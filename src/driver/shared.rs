//! What every work directory shares: the object of a game's code and the
//! toolchain cache, each found or built once by the first turn in one
//! directory, and kept beside the driver (where the launcher built it,
//! `driver-KEY` in the clone's `target/driver/` or the user's cache), so
//! that the first turn in another directory copies them in instead of
//! building its own. A kept file is named after the driver that kept it,
//! `driver-KEY-WHAT`, and the launcher deletes it with that driver.

use std::fs;
use std::io::Write;
use std::os::unix::fs::MetadataExt;
use std::path::PathBuf;

use super::names;

/// This driver's name where the launcher built it (`driver-KEY`, KEY
/// decimal digits), and the directory it lives in, where what is shared
/// is kept: only a directory of the driver's owner that no one else may
/// write into. None in any other program (`merlyn play`).
pub(super) fn launched() -> Option<(String, PathBuf)> {
    let exe = std::env::current_exe().ok()?;
    let name = exe.file_name()?.to_str()?;
    let digits = name.strip_prefix("driver-")?;
    let dir = exe.parent()?.to_path_buf();
    let (owner, meta) = (fs::metadata(&exe).ok()?.uid(), fs::metadata(&dir).ok()?);
    let private = meta.is_dir() && meta.uid() == owner && meta.mode() & 0o022 == 0;
    (names::digits(digits) && private).then(|| (name.to_string(), dir))
}

/// Where the file `what` is kept beside this driver: `driver-KEY-what`.
pub(super) fn place(what: &str) -> Option<PathBuf> {
    let (name, dir) = launched()?;
    Some(dir.join(format!("{name}-{what}")))
}

/// Copies the kept file `what` to `to`, if there is one, a regular file
/// of the driver's owner: true if it did.
pub(super) fn fetch(what: &str, to: &str) -> bool {
    let Some(kept) = place(what) else {
        return false;
    };
    let Ok(exe) = std::env::current_exe().and_then(fs::metadata) else {
        return false;
    };
    fs::symlink_metadata(&kept).is_ok_and(|meta| meta.is_file() && meta.uid() == exe.uid())
        && fs::copy(&kept, to).is_ok()
}

/// Keeps a copy of the file `from` as `what` beside this driver: written
/// aside, under a name no other process holds (made new, never
/// truncated), and synced, then renamed into place, so that no other
/// turn ever reads part of it. What was kept before under names that
/// begin as `what` does up to `stale` (built for another toolchain) goes.
/// Where it cannot be written, nothing is kept: every directory then
/// builds its own.
pub(super) fn keep(what: &str, from: &str, stale: &str) {
    let Some(kept) = place(what) else { return };
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
    if let (Some((name, dir)), false) = (launched(), stale.is_empty()) {
        let older = format!("{name}-{stale}");
        for entry in fs::read_dir(&dir).into_iter().flatten().flatten() {
            let other = entry.file_name().to_string_lossy().into_owned();
            if other.starts_with(&older) && entry.path() != kept && !other.contains(".o.") {
                let _ = fs::remove_file(entry.path());
            }
        }
    }
}

/// Forgets the kept file `what`, where it holds what `used` holds (the
/// copy a link failed with): the next directory builds it anew.
pub(super) fn forget(what: &str, used: &str) {
    if let Some(kept) = place(what)
        && fs::read(&kept)
            .ok()
            .is_some_and(|bytes| fs::read(used).ok() == Some(bytes))
    {
        let _ = fs::remove_file(kept);
    }
}
