//! Which best program a game began from, recorded in `began` when it
//! begins, so that nothing of the player's is lost to a lesson: a lesson
//! replaces only that program (or an empty slot), and anything else in
//! the best program's place stays, the lesson set aside beside it; and a
//! game in progress whose strategy is no longer the one it began with
//! (edited by hand) is refused.

use std::fs;

use super::command::Driver;
use super::fail::{Res, fail};
use super::games::Game;
use super::names::key;
use super::record::strategy;
use super::say::warn;
use super::state::{St, read_own, read_text, records};

/// What the driver recorded of the game in progress: the best program
/// it began from, by its name by content (`key`), and the strategy that
/// held; and once it is lost (in Connect Four, over), the lesson it
/// taught, by name: the only pending lesson to install.
#[derive(Default)]
pub(super) struct Began {
    pub(super) from: Option<(String, String)>,
    pub(super) taught: Option<String>,
}

impl Began {
    /// The record as its file holds it: `from KEY STRATEGY`, `taught KEY`.
    fn written(&self) -> String {
        let mut text = String::new();
        if let Some((name, played)) = &self.from {
            text.push_str(&format!("from {name} {played}\n"));
        }
        if let Some(name) = &self.taught {
            text.push_str(&format!("taught {name}\n"));
        }
        text
    }

    /// Reads the record's `text`: none if any line of it does not read.
    fn read(text: &str) -> Option<Began> {
        let mut began = Began::default();
        for line in records(text) {
            let words: Vec<&str> = line.split(' ').collect();
            match words.as_slice() {
                ["from", name, played] if named(name) && plain(played) => {
                    began.from = Some((name.to_string(), played.to_string()));
                }
                ["taught", name] if named(name) => began.taught = Some(name.to_string()),
                _ => return None,
            }
        }
        Some(began)
    }
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

/// Whether the strategies `a` and `b` of a program of `game`, as the
/// record reads them, are the same but for the game's opening.
pub(super) fn same_strategy(game: &Game, a: &str, b: &str) -> bool {
    let taught = |strategy: &str| strategy.get(game.opening..).map(str::to_string);
    taught(a).is_some() && taught(a) == taught(b)
}

/// Whether `word` reads as a program's name by content (`key`).
pub(super) fn named(word: &str) -> bool {
    word.split_once('-').is_some_and(|(hash, size)| {
        hash.len() == 16
            && hash.bytes().all(|b| b.is_ascii_hexdigit())
            && !size.is_empty()
            && size.len() <= 20
            && size.bytes().all(|b| b.is_ascii_digit())
    })
}

impl Driver {
    /// Records that a game begins from the best program `best` (its text).
    /// A failure costs only the check of a later lesson, which then goes
    /// aside rather than over the best program.
    pub(super) fn begin(&self, best: &str) {
        let began = Began {
            from: strategy(self.game, best).map(|played| (key(best.as_bytes()), played)),
            taught: None,
        };
        if self.keep_began(&began).is_err() {
            let _ = fs::remove_file(self.w("began"));
        }
    }

    fn keep_began(&self, began: &Began) -> Res<()> {
        let aside = self.mine("began");
        self.write(&aside, began.written().as_bytes())
            .and_then(|()| self.install(&aside, &self.w("began")))
    }

    /// What the driver recorded of the game in progress, if it reads.
    pub(super) fn began(&self) -> Began {
        read_own(&self.w("began"))
            .and_then(|text| Began::read(&text))
            .unwrap_or_default()
    }

    /// Records, before the commit of a turn that finished a game the
    /// program learned from, the lesson it taught (`lesson`, its text):
    /// the only pending lesson the driver will install.
    pub(super) fn taught(&self, lesson: &str) -> Res<()> {
        let began = Began {
            taught: Some(key(lesson.as_bytes())),
            ..self.began()
        };
        self.keep_began(&began)
    }

    /// Whether `lesson`, pending in `learned`, is the one this game taught.
    /// With no record at all (a lesson pending from a driver that kept
    /// none), it may be: then only where it goes (`slot`) protects the
    /// best program, which it replaces only if that is generation zero.
    pub(super) fn is_taught(&self, lesson: &str) -> bool {
        if fs::symlink_metadata(self.w("began")).is_err() {
            return true;
        }
        self.began().taught == Some(key(lesson.as_bytes()))
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
        let (Some((_, played)), Some(now)) = (self.began().from, strategy(self.game, text)) else {
            return Ok(());
        };
        if same_strategy(self.game, &now, &played) {
            return Ok(());
        }
        let next = &self.next;
        let again = &self.again;
        let ways = [
            format!(
                "{next} plays strategy {now}, not the {} its game began with: \
                 '{again} quitgame' drops it",
                played
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
        let from = self.began().from;
        match self.state(&self.best) {
            St::None => Slot::Free,
            St::Is(_) | St::Unknown => {
                let now = read_text(&self.best);
                let same = from
                    .as_ref()
                    .zip(now.as_ref())
                    .is_some_and(|((name, _), now)| key(now.as_bytes()) == *name);
                // Generation zero, which `new` makes again, loses nothing.
                if same || now.as_deref() == Some(self.game.zero) {
                    Slot::Origin
                } else if from.is_some() {
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
