//! One tic-tac-toe game per directory. `ttt`, `play tic-tac-toe` and
//! `merlyn play tic-tac-toe` play one game, from the 1991 names
//! (`merlyn.rs`, `nextmove.rs`, `merlyn-history.txt`, `.ttt/`). `play`
//! once kept tic-tac-toe under the names it gives every game
//! (`tic-tac-toe.rs`, `tic-tac-toe-next.rs`, `tic-tac-toe-history.txt`,
//! `.play-tic-tac-toe/`), so a directory could hold two games, and what
//! one learned seemed lost to the other. A game under those names is
//! brought over once, under the lock, and nothing is lost: where both
//! names hold a game, the program that learned more keeps the 1991 names,
//! and the other's files are set aside under names that say so. The
//! player is told which is which.
//!
//! Each step is one rename: cut short, the next command goes on from
//! where it stopped.

use std::fs;
use std::path::Path;

use super::command::Driver;
use super::fail::{Res, fail, why};
use super::games::{Files, TTT};
use super::lock::remove;
use super::names::ours;
use super::record::{is_record, strategy};
use super::say::say;
use super::state::{St, read_text};

/// A game's files under one set of names, as they stand: each that is the
/// game's own (a tic-tac-toe program merlyn wrote, a record that reads).
struct Side {
    files: Files,
    best: bool,
    next: bool,
    record: bool,
    /// Its best program: a lesson pending in the work directory counted as
    /// learned.
    taught: Option<String>,
    /// The lessons that program holds.
    lessons: u32,
}

impl Side {
    fn holds_a_game(&self) -> bool {
        self.best || self.next || self.record
    }
}

/// The lessons a tic-tac-toe program holds: each loss that taught it
/// lowered one strategy digit by one, from generation zero's 9s.
fn lessons(text: &str) -> u32 {
    let game = super::games::GAMES
        .iter()
        .find(|game| game.name == TTT)
        .expect("tic-tac-toe");
    let Some(strategy) = strategy(game, text) else {
        return 0;
    };
    strategy
        .bytes()
        .skip(1)
        .map(|digit| u32::from(b'9'.saturating_sub(digit)))
        .sum()
}

/// "1 lesson", "2 lessons".
fn counted(lessons: u32) -> String {
    match lessons {
        1 => "1 lesson".to_string(),
        n => format!("{n} lessons"),
    }
}

/// A free name for a file set aside: `merlyn.rs` as `merlyn-set-aside.rs`,
/// then `merlyn-set-aside-2.rs`, ...
fn aside_name(name: &str) -> String {
    let (stem, ext) = name.rsplit_once('.').unwrap_or((name, ""));
    let mut n = 1;
    loop {
        let tail = if n == 1 {
            String::new()
        } else {
            format!("-{n}")
        };
        let candidate = format!("{stem}-set-aside{tail}.{ext}");
        if fs::symlink_metadata(&candidate).is_err() {
            return candidate;
        }
        n += 1;
    }
}

impl Driver {
    /// Whether `path` is a file (not a link) that is a program of this
    /// game, as merlyn writes them.
    fn is_program(&self, path: &str) -> bool {
        fs::symlink_metadata(path).is_ok_and(|meta| meta.is_file())
            && matches!(self.state(path), St::Is(_))
    }

    /// The game's files under the names `files`.
    fn side(&self, files: Files) -> Side {
        let best = self.is_program(&files.best);
        let next = self.is_program(&files.next);
        let record = fs::symlink_metadata(&files.record).is_ok_and(|meta| meta.is_file())
            && read_text(&files.record).is_some_and(|text| is_record(&text));
        // A lost game's successor not installed yet is the best program.
        let pending = read_text(&format!("{}/learned", files.work))
            .filter(|learned| next && read_text(&files.next).as_ref() == Some(learned));
        let taught = pending.or_else(|| best.then(|| read_text(&files.best)).flatten());
        Side {
            lessons: taught.as_deref().map_or(0, lessons),
            taught,
            files,
            best,
            next,
            record,
        }
    }

    /// Whether the directory holds tic-tac-toe's files under `play`'s old
    /// names, which `unite` brings over.
    pub(super) fn divided(&self) -> bool {
        self.game.name == TTT && {
            let old = Files::played(TTT);
            [old.best, old.next, old.record, old.work]
                .iter()
                .any(|name| fs::symlink_metadata(name).is_ok())
        }
    }

    /// Brings a tic-tac-toe game kept under `play`'s old names over to the
    /// 1991 names, saying what it did; with the lock held.
    pub(super) fn unite(&mut self) -> Res<()> {
        if !self.divided() {
            return Ok(());
        }
        let old = self.side(Files::played(TTT));
        let new = self.side(Files::of(TTT));
        if !old.holds_a_game() {
            self.empty(&old.files, false);
            return Ok(());
        }
        let taken = if !new.holds_a_game() {
            say("Tic-tac-toe keeps one game per directory now, under ttt's names:");
            true
        } else {
            say("Two tic-tac-toe games here, play's and ttt's: one per directory now.");
            let (more, less) = if old.lessons > new.lessons {
                (&old, &new)
            } else {
                (&new, &old)
            };
            if more.lessons == less.lessons {
                say(&format!(
                    "{} and {} learned as much ({} each): {} stays.",
                    new.files.best,
                    old.files.best,
                    counted(new.lessons),
                    new.files.best
                ));
            } else {
                say(&format!(
                    "{} learned more ({} to {}): it keeps the learning.",
                    more.files.best,
                    counted(more.lessons),
                    less.lessons
                ));
            }
            let taken = old.lessons > new.lessons;
            self.set_aside(less, more.taught.as_deref())?;
            taken
        };
        if taken {
            for (from, here, to) in [
                (&old.files.best, old.best, &new.files.best),
                (&old.files.next, old.next, &new.files.next),
                (&old.files.record, old.record, &new.files.record),
            ] {
                if here {
                    self.moved(from, to)?;
                    say(&format!("  {from} is now {to}"));
                }
            }
        }
        self.empty(&old.files, taken);
        Ok(())
    }

    /// Sets aside the game's files of `side`, each under a name that says
    /// so. A program that holds nothing to keep goes: generation zero, the
    /// best program `kept` again, or its own best program again (the game
    /// in progress after a loss).
    fn set_aside(&self, side: &Side, kept: Option<&str>) -> Res<()> {
        let best = side.best.then(|| read_text(&side.files.best)).flatten();
        let zero = self.game.zero;
        let named = Files::of(TTT);
        for (file, here, named) in [
            (&side.files.best, side.best, &named.best),
            (&side.files.next, side.next, &named.next),
            (&side.files.record, side.record, &named.record),
        ] {
            if !here {
                continue;
            }
            let text = read_text(file).unwrap_or_default();
            let again = file == &side.files.next && best.as_deref() == Some(text.as_str());
            let program = file != &side.files.record;
            if program && (text == zero || again || kept == Some(text.as_str())) {
                let _ = fs::remove_file(file);
                continue;
            }
            let aside = aside_name(named);
            self.moved(file, &aside)?;
            say(&format!("  {file} is set aside as {aside}"));
        }
        Ok(())
    }

    /// Renames `from` to `to`, or says why it cannot.
    fn moved(&self, from: &str, to: &str) -> Res<()> {
        fs::rename(from, to).or_else(|error| {
            fail(
                1,
                format!(
                    "cannot rename {from} to {to}: {}; nothing was lost",
                    why(&error)
                ),
            )
        })
    }

    /// Empties the old work directory `files.work` of what the driver
    /// made, and removes it: what a game brought over (`taken`) needs of
    /// it (the lesson pending, the moves so far, the game that ended, the
    /// kept binaries) moves into the work directory, the rest goes. A
    /// player's file is kept, and the directory with it.
    fn empty(&self, files: &Files, taken: bool) {
        let work = Path::new(&files.work);
        if !work.is_dir() || work.is_symlink() {
            return;
        }
        if let Ok(entries) = fs::read_dir(work) {
            for entry in entries.flatten() {
                let name = entry.file_name().to_string_lossy().into_owned();
                if name == "lock" || !ours(&name) {
                    continue;
                }
                let into = Path::new(&self.work).join(&name);
                let replaces = matches!(name.as_str(), "learned" | "moves" | "ended");
                let moved = taken
                    && (replaces || fs::symlink_metadata(&into).is_err())
                    && fs::rename(entry.path(), &into).is_ok();
                if !moved {
                    remove(&entry.path());
                }
            }
        }
        let _ = fs::remove_file(work.join("lock"));
        if fs::remove_dir(work).is_err() {
            say(&format!(
                "  {}/ is kept: it holds files {} did not make",
                files.work, self.me
            ));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_program_s_lessons_are_its_strategy_digits_below_9() {
        let zero = super::super::games::GAMES[0].zero;
        assert_eq!(lessons(zero), 0);
        let learned = zero.replacen("9999999999  :-| ", "1879999990  :-( ", 1);
        assert_eq!(lessons(&learned), 1 + 2 + 9);
        assert_eq!(counted(1), "1 lesson");
        assert_eq!(counted(0), "0 lessons");
    }

    #[test]
    fn a_file_set_aside_gets_a_free_name_that_says_so() {
        assert_eq!(
            aside_name("a-name-no-directory-holds.rs"),
            "a-name-no-directory-holds-set-aside.rs"
        );
        assert_eq!(aside_name("history.txt"), "history-set-aside.txt");
    }
}
