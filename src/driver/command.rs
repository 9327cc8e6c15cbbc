//! One command of the driver, in the game's directory: what it was asked,
//! where its files are, and the lock and toolchain it holds. The commands'
//! work is in the modules beside this one, each an `impl Driver` of its
//! own.

use std::cell::RefCell;
use std::fs;
use std::path::PathBuf;

use super::fail::{Res, fail, why};
use super::games::Game;
use super::say::fitting;
use super::state::{St, load, state_of};

/// One command of the driver, in the game's directory.
pub(super) struct Driver {
    pub(super) me: &'static str,
    pub(super) game: &'static Game,
    pub(super) best: String,
    pub(super) next: String,
    pub(super) work: String,
    pub(super) again: String,
    pub(super) verbose: bool,
    pub(super) whole: bool,
    pub(super) force: bool,
    /// The level a new game is asked to be played at (`--level N`).
    pub(super) level: Option<u8>,
    pub(super) pid: u32,
    /// The lock, while it is held.
    pub(super) lock: Option<fs::File>,
    /// The toolchain: rustc's sysroot, the directory of its dynamic std
    /// (empty if none), whether the cached link command links, and whether
    /// it links incrementally (updating the last link, `$work/linked-KEY`).
    pub(super) sysroot: PathBuf,
    pub(super) libdir: String,
    pub(super) linked: bool,
    pub(super) incremental: bool,
    /// The program `state` read last, with where it stood: a turn
    /// compiles, and keeps as the program before, the very text it judged
    /// (`judged`), read once.
    pub(super) read: RefCell<Option<(String, String, St)>>,
}

impl Driver {
    /// A file of the work directory.
    pub(super) fn w(&self, name: &str) -> String {
        format!("{}/{name}", self.work)
    }

    /// A file of this driver's own in the work directory.
    pub(super) fn mine(&self, name: &str) -> String {
        format!("{}/{name}.{}", self.work, self.pid)
    }

    /// `head`, then what undoes a game the driver cannot play on: dropping
    /// it, or starting over, said as fits in 80 columns.
    pub(super) fn recover_advice(&self, head: &str) -> String {
        let again = &self.again;
        self.fit(
            head,
            &[
                format!("'{again} quitgame' drops the game, '{again} clobber' starts over"),
                format!("'{again} quitgame' drops the game in progress"),
                "quitgame drops the game in progress".to_string(),
            ],
        )
    }

    /// `head`, then the first of `tails` that fits in 80 columns with it.
    pub(super) fn fit(&self, head: &str, tails: &[String]) -> String {
        let ways: Vec<String> = tails.iter().map(|tail| format!("{head}{tail}")).collect();
        fitting(self.me, &ways)
    }

    /// Where the program in the file `path` stands (see `state::load` and
    /// `state::state_of`).
    pub(super) fn state(&self, path: &str) -> St {
        match load(path) {
            Ok(text) => {
                let st = state_of(&text, self.game.name);
                *self.read.borrow_mut() = Some((path.to_string(), text, st.clone()));
                st
            }
            Err(st) => st,
        }
    }

    /// The program in `path` and where it stands: as `state` read it last,
    /// when that was `path` (once), else read now; or where it stands, when
    /// it does not read (`St::None`, `St::Unfit`).
    pub(super) fn judged(&self, path: &str) -> Result<(String, St), St> {
        match self.read.borrow_mut().take() {
            Some((read, text, st)) if read == path => Ok((text, st)),
            _ => load(path).map(|text| {
                let st = state_of(&text, self.game.name);
                (text, st)
            }),
        }
    }

    /// Keeps `text`, the program in `path` as judged (`st`), for the next
    /// `judged` of `path`.
    pub(super) fn keep_read(&self, path: &str, text: String, st: St) {
        *self.read.borrow_mut() = Some((path.to_string(), text, st));
    }

    /// Writes `bytes` to `path`, or says why it cannot.
    pub(super) fn write(&self, path: &str, bytes: &[u8]) -> Res<()> {
        fs::write(path, bytes).or_else(|error| {
            let _ = fs::remove_file(path);
            fail(1, format!("cannot write {path}: {}", why(&error)))
        })
    }

    /// Renames `from` onto `to`, or says why it cannot.
    pub(super) fn install(&self, from: &str, to: &str) -> Res<()> {
        fs::rename(from, to)
            .or_else(|error| fail(1, format!("cannot install {to}: {}", why(&error))))
    }
}
