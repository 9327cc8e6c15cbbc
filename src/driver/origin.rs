//! Which best program a game began from, recorded in `began` when it
//! begins, so that nothing of the player's is lost to a lesson: a lesson
//! replaces only that program (or an empty slot), and anything else in
//! the best program's place stays, the lesson set aside beside it; and a
//! game in progress whose strategy is no longer the one it began with
//! (edited by hand) is refused.

use std::fs;

use super::command::Driver;
use super::fail::{Res, fail};
use super::names::key;
use super::record::strategy;
use super::say::warn;
use super::state::{St, read_own, read_text, records};

/// What a game began from: its best program's name by content (`key`),
/// and the strategy it held.
pub(super) struct Began {
    pub(super) key: String,
    pub(super) strategy: String,
}

/// Where a lesson may go: the best program's slot, holding nothing, or
/// the program the game began from (or generation zero); else what the
/// slot holds, as a sentence goes on after its name.
pub(super) enum Slot {
    Free,
    Origin,
    Taken(String),
}

/// Whether `word` is all printable ASCII, no space: a word of a file of
/// the driver's, which may have been planted.
pub(super) fn plain(word: &str) -> bool {
    !word.is_empty() && word.len() <= 4096 && word.bytes().all(|b| b.is_ascii_graphic())
}

impl Driver {
    /// Records that a game begins from the best program `best` (its text).
    /// A failure costs only the check of a later lesson, which then goes
    /// aside rather than over the best program.
    pub(super) fn begin(&self, best: &str) {
        let Some(played) = strategy(self.game, best) else {
            return;
        };
        let aside = self.mine("began");
        let line = format!("{} {played}\n", key(best.as_bytes()));
        if fs::write(&aside, line).is_err() || fs::rename(&aside, self.w("began")).is_err() {
            let _ = fs::remove_file(&aside);
            let _ = fs::remove_file(self.w("began"));
        }
    }

    /// What the game in progress began from, if the driver recorded it and
    /// the record reads as one.
    pub(super) fn began(&self) -> Option<Began> {
        let text = read_own(&self.w("began"))?;
        let lines = records(&text);
        let [line] = lines.as_slice() else {
            return None;
        };
        let (name, played) = line.split_once(' ')?;
        let named = name.split_once('-').is_some_and(|(hash, size)| {
            hash.len() == 16
                && hash.bytes().all(|b| b.is_ascii_hexdigit())
                && !size.is_empty()
                && size.bytes().all(|b| b.is_ascii_digit())
        });
        (named && plain(played)).then(|| Began {
            key: name.to_string(),
            strategy: played.to_string(),
        })
    }

    /// The game is over, its lesson installed or set aside: what it began
    /// from is forgotten.
    pub(super) fn ended(&self) {
        let _ = fs::remove_file(self.w("began"));
    }

    /// Refuses a game in progress (`text`) whose strategy is not the one
    /// its game began with: edited by hand, its lesson would be no lesson
    /// of the best program's.
    pub(super) fn unedited(&self, text: &str) -> Res<()> {
        let (Some(began), Some(now)) = (self.began(), strategy(self.game, text)) else {
            return Ok(());
        };
        let taught = |strategy: &str| strategy.get(self.game.opening..).map(str::to_string);
        if taught(&now) == taught(&began.strategy) {
            return Ok(());
        }
        let next = &self.next;
        let again = &self.again;
        let ways = [
            format!(
                "{next} plays strategy {now}, not the {} its game began with: \
                 '{again} quitgame' drops it",
                began.strategy
            ),
            format!(
                "{next}'s strategy is not the one its game began with: \
                 '{again} quitgame' drops it"
            ),
            format!("{next}'s strategy was edited: '{again} quitgame' drops it"),
            format!("{next}'s strategy was edited: quitgame drops it"),
        ];
        fail(2, super::say::fitting(self.me, &ways))
    }

    /// Where a lesson may go: the best program's slot, if it holds nothing
    /// or the program the game began from.
    pub(super) fn slot(&self) -> Slot {
        let began = self.began();
        match self.state(&self.best) {
            St::None => Slot::Free,
            St::Is(_) | St::Unknown => {
                let now = read_text(&self.best);
                let same = began
                    .as_ref()
                    .zip(now.as_ref())
                    .is_some_and(|(began, now)| key(now.as_bytes()) == began.key);
                // Generation zero, which `new` makes again, loses nothing.
                if same || now.as_deref() == Some(self.game.zero) {
                    Slot::Origin
                } else if began.is_some() {
                    Slot::Taken("changed since this game began".to_string())
                } else {
                    Slot::Taken("may not be what this game began from".to_string())
                }
            }
            St::Other(other) => Slot::Taken(format!("is a {other} program")),
            St::Alien => Slot::Taken("is not a merlyn program".to_string()),
            St::Foreign(_) => Slot::Taken("is not a program I wrote".to_string()),
            St::Unfit(what) => Slot::Taken(what),
        }
    }

    /// Sets the lesson recorded in `record` aside, beside the best program
    /// it may not replace (`what` says what that one is), under the first
    /// free name of `GAME-learned.rs`, `GAME-learned-2.rs`, ...: never over
    /// a file. Says which is which, in a line.
    pub(super) fn lesson_aside(&self, record: &str, what: &str) -> Res<()> {
        let stem = self.best.strip_suffix(".rs").unwrap_or(&self.best);
        for n in 1..=99 {
            let name = if n == 1 {
                format!("{stem}-learned.rs")
            } else {
                format!("{stem}-learned-{n}.rs")
            };
            if fs::hard_link(record, &name).is_err() {
                if fs::symlink_metadata(&name).is_ok() {
                    continue;
                }
                break;
            }
            // The game it ended stays the driver's own, as a won one does.
            if let Some(lesson) = read_own(record) {
                let aside = self.mine("merlyn");
                let named = format!("{}\n", key(lesson.as_bytes()));
                if fs::write(&aside, named).is_ok() {
                    let _ = fs::rename(&aside, self.w("ended"));
                }
            }
            let _ = fs::remove_file(record);
            self.ended();
            let best = &self.best;
            let said = self.fit(
                "",
                &[
                    format!("{best} {what}: it stays, and what I learned is {name}"),
                    format!("{best} {what}: my lesson is {name}"),
                    format!("{best} stays: my lesson is {name}"),
                ],
            );
            warn(self.me, &said);
            return Ok(());
        }
        fail(
            1,
            self.fit(
                "",
                &[
                    format!(
                        "{} {what}, and no name is free to set my lesson aside: \
                         move it away, and the next command installs it",
                        self.best
                    ),
                    format!(
                        "{} {what}: move it away, and the next command installs my lesson",
                        self.best
                    ),
                    format!(
                        "move {} away: the next command installs my lesson",
                        self.best
                    ),
                ],
            ),
        )
    }
}
