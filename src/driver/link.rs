//! The last link updated in place: gold, told `--incremental`, keeps in
//! its output what it needs to update it, and the next link redoes only
//! the objects that changed since, the state's; reading std's symbols
//! again, most of a whole link, it does not redo.

use std::fs;
use std::path::Path;

use super::child::Ran;
use super::command::Driver;
use super::lock::remove;
use super::names::ours;

impl Driver {
    /// Links `objects` by the cached incremental link command, which
    /// updates its last link in place. gold updates a link rightly when
    /// only data changed, as it does from one generation to the next (the
    /// state's strings); not always when code did (it made programs that
    /// crashed). So the last link is kept under the name of what the rest
    /// of the program is made of (`made_of`), `$work/linked-KEY`, and a
    /// program made otherwise (edited, or asking for other flags) is linked
    /// anew. The update is made on a copy, `$work/linking`, which then
    /// becomes `out` and the last link both: a turn killed while the
    /// linker writes leaves the last link whole. (The copy's name is the
    /// same every turn: gold links whole when its command line changed.)
    pub(super) fn link_in_place(&self, objects: &[String], out: &str, made_of: &str) -> Ran {
        let cache = self.w("toolchain");
        let (last, linked) = (self.w(&format!("linked-{made_of}")), self.w("linking"));
        // Only a file is copied: a link or a named pipe there is not the
        // driver's last link, whatever its name.
        let file = fs::symlink_metadata(&last).is_ok_and(|meta| meta.is_file());
        if !file || fs::copy(&last, &linked).is_err() {
            // None yet: a whole link, and the others go.
            remove(Path::new(&last));
            self.forget("linked-");
        }
        let mut ran = self.link_with(&cache, objects, &linked);
        if !ran.ok() {
            // The program outgrew the room its last link left for changes
            // (gold's "patch space"), or the last link is not what it was:
            // once more, from nothing.
            let _ = fs::remove_file(&linked);
            ran = self.link_with(&cache, objects, &linked);
        }
        if ran.ok() {
            // `out` may be this turn's first binary, which is the last
            // link itself (a turn that learns compiles twice): it goes,
            // rather than be written over. The link is a program to run,
            // whatever mode the copy of the last one had.
            let _ = fs::remove_file(out);
            use std::os::unix::fs::PermissionsExt;
            let made = fs::set_permissions(&linked, fs::Permissions::from_mode(0o755))
                .and_then(|()| fs::hard_link(&linked, out))
                .or_else(|_| fs::copy(&linked, out).map(|_| ()))
                .and_then(|()| fs::rename(&linked, &last));
            if let Err(error) = made {
                ran.status = None;
                ran.said
                    .push_str(&format!("cannot install {linked}: {error}\n"));
            }
        }
        let _ = fs::remove_file(&linked);
        ran
    }

    /// Forgets what the work directory copied in from beside the driver,
    /// or kept there (see `shared`), where the copy kept there is the one
    /// this directory holds: its toolchain cache, and the code's objects.
    /// Where a link with them failed, no other directory copies them in
    /// again: the next turn probes and builds anew.
    pub(super) fn forget_shared(&self) {
        if let Some(kept) = super::toolchain::kept_as() {
            super::shared::forget(&kept, &self.w("toolchain"));
        }
        for entry in fs::read_dir(&self.work).into_iter().flatten().flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            let made_of = name
                .strip_prefix("fixed-")
                .and_then(|rest| rest.strip_suffix(".o"));
            if let (Some(made_of), true) = (made_of, ours(&name)) {
                let kept = super::parts::shared_name(self.game.name, made_of);
                super::shared::forget(&kept, &entry.path().to_string_lossy());
            }
        }
    }

    /// Removes what the driver keeps under names that begin with
    /// `prefix` (`linked-`, `fixed-`): what was made of other code.
    pub(super) fn forget(&self, prefix: &str) {
        for entry in fs::read_dir(&self.work).into_iter().flatten().flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.starts_with(prefix) && ours(&name) {
                let _ = fs::remove_file(entry.path());
            }
        }
    }
}
