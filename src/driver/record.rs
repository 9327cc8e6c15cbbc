//! The record of finished games: one line per game won, lost or drawn, in
//! the game's directory (`GAME-history.txt`; tic-tac-toe's `merlyn-history.txt`),
//! which `merlyn history` lists and draws; a line's layout is `entry.rs`.
//!
//! The state block holds no order of the moves in tic-tac-toe, and after a
//! loss no moves at all, so the driver keeps the game so far, and the
//! strategy it started under, in `moves` in the work directory, each line
//! named by the content of the game in progress it leads to: a turn that
//! is not committed, or a game played by hand, leaves no line that
//! matches, and its moves are recorded as `?`.
//! The record is rewritten whole, aside, and renamed into place under the
//! lock: a crash loses nothing already recorded.

use std::fs;

use super::block;
use super::command::Driver;
use super::entry::Entry;
use super::file::{self, Unread};
use super::games::Game;
use super::names::{self, key};
use super::origin::same_strategy;
use super::say::warn;
use super::state::{head_of, read_own, records, says};

/// The file name of the record of `game`, whichever command plays it.
pub(super) fn record_name(game: &str) -> String {
    super::games::Files::of(game).record
}

/// The most bytes a record of games is read for: some 500,000 games.
pub const RECORD: u64 = 64 << 20;

/// Whether `text` reads as a record the driver wrote: each line one.
pub(super) fn is_record(text: &str) -> bool {
    records(text).iter().all(|line| Entry::read(line).is_ok())
}

impl Driver {
    /// The game so far after this turn: the strategy it is played under
    /// (the one its first turn started from), and the moves in `merlyn
    /// replay`'s notation, the player's written together, after a `c` when
    /// the program opened. None when the game before this turn is not
    /// known.
    /// `so_far` is the game that led to `before`, as `game_of` finds it.
    fn game_after(
        &self,
        before: &str,
        so_far: Option<(String, String)>,
        mv: Option<&str>,
    ) -> Option<(String, String)> {
        // (`before` is a program merlyn wrote: the turn judged it.)
        let fresh = says(before, self.game.name) != Some("on");
        let (played, mut line) = if fresh {
            let played = strategy(self.game, before);
            (played.unwrap_or_else(|| "?".to_string()), String::new())
        } else {
            so_far?
        };
        match mv {
            Some(mv) => line.push_str(&(self.game.written)(mv)),
            None if fresh => line.push('c'),
            None => {}
        }
        Some((played, line))
    }

    /// The game that led to the program `before`, as `moves` keeps it,
    /// named by its `key`: its strategy and its moves. A line that is not
    /// this game's (planted, or left by another) is not read: its strategy
    /// is not `before`'s, or its moves are not moves of the game. `named`
    /// is `before`'s key.
    fn game_of(&self, before: &str, named: &str) -> Option<(String, String)> {
        let kept = read_own(&self.w("moves"))?;
        let now = strategy(self.game, before)?;
        records(&kept).into_iter().find_map(|entry| {
            let mut words = entry.split(' ');
            let (name, played, line) = (words.next()?, words.next()?, words.next()?);
            (name == named
                && words.next().is_none()
                && same_strategy(self.game, played, &now)
                && is_line(self.game, line))
            .then(|| (played.to_string(), line.to_string()))
        })
    }

    /// Before the commit of a turn whose game goes on: keeps the game so
    /// far, named by the successor `after`, beside the game before it
    /// (should the commit not happen, that one still holds). A failure
    /// here costs only the moves of the record's line.
    pub(super) fn keep_moves(&self, before: &str, after: &str, mv: Option<&str>) {
        let mut kept = String::new();
        let named = key(before.as_bytes());
        let so_far = self.game_of(before, &named);
        if let Some((played, line)) = &so_far {
            kept.push_str(&format!("{named} {played} {line}\n"));
        }
        if let Some((played, line)) = self.game_after(before, so_far, mv) {
            kept.push_str(&format!("{} {played} {line}\n", key(after.as_bytes())));
        }
        let aside = self.mine("moves");
        if fs::write(&aside, kept).is_err() || fs::rename(&aside, self.w("moves")).is_err() {
            let _ = fs::remove_file(&aside);
            let _ = fs::remove_file(self.w("moves"));
        }
    }

    /// After the commit of a finished game (`won`, `lost` or `draw`):
    /// adds its line to the record, with, after a game the program
    /// `learns` from, the lesson as the program said it (`said`). The move
    /// stands if this fails: the player is told, and nothing already
    /// recorded is lost.
    pub(super) fn record(
        &self,
        outcome: &str,
        learns: bool,
        before: &str,
        after: &str,
        mv: Option<&str>,
        said: &str,
    ) {
        let known = |strategy: Option<String>| strategy.unwrap_or_else(|| "?".to_string());
        let so_far = self.game_of(before, &key(before.as_bytes()));
        let (played, moves) = match self.game_after(before, so_far, mv) {
            Some(game) => game,
            None => (known(strategy(self.game, before)), "?".to_string()),
        };
        let _ = fs::remove_file(self.w("moves"));
        let learned = learns.then(|| known(strategy(self.game, after)));
        let lesson = learned.as_ref().and_then(|_| lesson_of(said));
        // The level the game was played at: asked this turn, or held in
        // the program before it.
        let level = self
            .level
            .map(|level| level.to_string())
            .or_else(|| level_of(before));
        let entry = Entry {
            moves: &moves,
            result: match outcome {
                "won" => "win",
                "lost" => "loss",
                _ => "draw",
            },
            strategy: &played,
            level: level.as_deref(),
            learned: learned.as_deref(),
            lesson: lesson.as_deref(),
        };
        let name = record_name(self.game.name);
        if let Err(why) = self.append(&name, &entry.to_string()) {
            warn(self.me, &format!("the game stands, but is not in {name}:"));
            warn(self.me, &why);
        }
    }

    /// Adds `line` to the record `name`: the whole record written aside,
    /// then renamed onto it. What the record held is kept byte for byte,
    /// whatever it is (a note of the player's, in any encoding); a record
    /// that is not a regular file, or larger than `RECORD`, is left as it
    /// is.
    fn append(&self, name: &str, line: &str) -> Result<(), String> {
        let mut bytes = match file::read(name, false, RECORD) {
            Ok(bytes) => bytes,
            Err(Unread::Missing) => Vec::new(),
            Err(unread) => return Err(format!("it {}", unread.said(RECORD))),
        };
        if !bytes.is_empty() && !bytes.ends_with(b"\n") {
            bytes.push(b'\n');
        }
        bytes.extend_from_slice(line.as_bytes());
        bytes.push(b'\n');
        let aside = self.mine("history");
        let written = fs::write(&aside, bytes).and_then(|()| fs::rename(&aside, name));
        written.map_err(|error| {
            let _ = fs::remove_file(&aside);
            super::fail::why(&error)
        })
    }

    /// `clobber`'s part: removes the record if it is one the driver wrote.
    /// Gives its name, and whether it went; none if there is none.
    pub(super) fn clobber_record(&self) -> Option<(String, bool)> {
        let name = record_name(self.game.name);
        fs::symlink_metadata(&name).ok()?;
        let ours = file::read(&name, false, RECORD)
            .ok()
            .and_then(|bytes| String::from_utf8(bytes).ok())
            .is_some_and(|text| is_record(&text));
        let removed = ours && fs::remove_file(&name).is_ok();
        Some((name, removed))
    }
}

/// What the program said it learned, on one line: its line that begins
/// `I learned`, and the items of a list (`- ...`) that follow it.
fn lesson_of(said: &str) -> Option<String> {
    let mut lines = said.lines().skip_while(|l| !l.starts_with("I learned"));
    let first = lines.next()?.to_string();
    Some(
        lines
            .take_while(|l| l.starts_with("- "))
            .fold(first, |all, item| format!("{all} {item}")),
    )
}

/// Whether `line` is a game's moves in `merlyn replay`'s notation, as the
/// record writes them: after a `c` when the program opened, each a move
/// of `game` as it is written.
fn is_line(game: &Game, line: &str) -> bool {
    let moves = |body: &[u8]| {
        // Where a run of whole moves may end.
        let mut ends = vec![false; body.len() + 1];
        ends[0] = true;
        for at in 0..body.len() {
            for n in 1..=3.min(body.len() - at) {
                let mv = &body[at..at + n];
                let written = std::str::from_utf8(mv).is_ok_and(|mv| (game.written)(mv) == mv);
                if ends[at] && (game.fits)(mv) && written {
                    ends[at + n] = true;
                }
            }
        }
        ends[body.len()]
    };
    let bytes = line.as_bytes();
    line.len() <= 4096 && (moves(bytes) || bytes.strip_prefix(b"c").is_some_and(moves))
}

/// What `read` makes of the lines of the state block of the program
/// `text`: none if the block does not read.
fn from_state(text: &str, read: impl FnOnce(&[&str]) -> Option<String>) -> Option<String> {
    let lines = records(head_of(text));
    let found = block::find(&lines).ok()?;
    read(&found.lines)
}

/// The level the game in progress in `text` is played at, as its state
/// holds it: `(8 in this game)` on a line of its state block.
pub(super) fn level_of(text: &str) -> Option<String> {
    from_state(text, |lines| {
        lines.iter().find_map(|line| {
            let (_, tail) = line.split_once(" (")?;
            let (level, _) = tail.split_once(" in this game)")?;
            names::digits(level).then(|| level.to_string())
        })
    })
}

/// The strategy a program of `game` holds in its state block, written as
/// `merlyn replay --strategy` reads it: none if the block does not read.
pub(super) fn strategy(game: &Game, text: &str) -> Option<String> {
    from_state(text, game.strategy)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::driver::games::GAMES;

    #[test]
    fn reads_generation_zeros_strategy_as_replay_writes_it() {
        let read: Vec<Option<String>> = GAMES.iter().map(|g| strategy(g, g.zero)).collect();
        assert_eq!(read[0].as_deref(), Some("9999999999"));
        assert_eq!(
            read[1].as_deref(),
            Some("90,10,60,60,10,20,20,40,40,40/0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0")
        );
        assert!(
            read[2]
                .as_deref()
                .is_some_and(|s| s.split('/').count() == 11 && s.starts_with("00123444444/"))
        );
        assert_eq!(
            read[3].as_deref(),
            Some("900,400,350,90,30,70,8,2/800,300,250,80,20,60,7,1")
        );
    }

    /// A program of `G` under `text`, new and (with `opened`) after its
    /// opening move, has its strategy read as the library writes it.
    fn reads_as_the_library<G: crate::game::Game>(text: &str, opened: bool) {
        let played: G::Strategy = text.parse().unwrap();
        let new = G::new_game(played);
        let mut states = vec![new];
        if opened {
            states.push(G::play(new, None).unwrap().state);
        }
        for state in states {
            let source = G::source(&state);
            let game = GAMES.iter().find(|g| g.name == G::NAME).unwrap();
            assert_eq!(strategy(game, &source), Some(text.to_string()));
        }
    }

    #[test]
    fn reads_a_learned_strategy_as_the_library_writes_it() {
        use crate::{contactix, gomoku, reversi, tictactoe};
        // Tic-tac-toe's first digit is the opening, which a move rewrites.
        reads_as_the_library::<tictactoe::TicTacToe>("1899999999", false);
        reads_as_the_library::<reversi::Reversi>(
            "90,-10,60,60,10,20,20,40,40,999/0,0,-999,0,0,0,0,0,0,-5/12,-3,4,-5,-300,300:depth3:lessons27",
            true,
        );
        reads_as_the_library::<gomoku::Gomoku>(
            "899,400,350,90,30,70,8,2/800,300,250,80,20,60,7,1/2",
            true,
        );
        reads_as_the_library::<contactix::ConTacTix>("56077/67887/78987/78876/77765;deeper1", true);
        reads_as_the_library::<crate::connectfour::ConnectFour>(
            "30,40,50,70/40,60,80,100/50,80,110,130/50,80,110,130/40,60,80,100/30,40,50,71\
             :rows0,12,140,60,5,0,0,3:order4352617:lookahead2:lessons7",
            true,
        );
    }

    /// Strategies as 2,000 games of self-play leave them: every part a
    /// lesson writes (steps taken, a learned evaluation, moves not to play
    /// again) is read.
    #[test]
    fn reads_a_trained_strategy_as_the_library_writes_it() {
        use crate::{contactix, gomoku, reversi};
        reads_as_the_library::<reversi::Reversi>(
            "241,109,8,4,36,14,-24,11,36,-15/-211,-82,-11,-44,-43,5,-23,-35,8,24\
             /28,-37,-11,13,-134,157:depth4:lessons2000:steps45196/2694,112932/-2087,\
             149955/3885,159773/2400,74254/548,170198/-5182,186365/4337,114704/4659,\
             183801/-3192,127865/2983,45125/-2255,112689/1014,150359/-1158,160087/615,\
             74308/-779,169579/2249,185901/-587,114525/-4498,183604/2645,127373/-2738,\
             213808/7227,215571/5010,345757/-7019,343379/8827,87627/-4175,87294/124",
            true,
        );
        reads_as_the_library::<gomoku::Gomoku>(
            "900,400,350,90,30,70,8,2/800,300,250,80,20,60,7,1/3:-14,+136,+999,+999\
             /-15,-280,-985,-999:2000:steps33571/-4194,43115/1235,50241/4810,\
             130407/121823,39209/1880,35851/-1814,38870/-6920,156918/-156918",
            true,
        );
        reads_as_the_library::<contactix::ConTacTix>(
            "00123444444/01234555554/12345666654/23456777654/34567887654/45678987654\
             /45678876543/45677765432/45666654321/45555543210/44444432100;lessons2000\
             ;eval-8,+4;steps832/-328,11953/903;notH10@c8adde89,G11@14ee0993",
            true,
        );
        reads_as_the_library::<crate::connectfour::ConnectFour>(
            "30,40,50,70/40,60,80,100/50,80,110,130/50,80,110,130/40,60,80,100/30,40,50,70\
             :rows0,3,127,14,28,87,29,12:order7614253:lookahead6:lessons2000\
             :steps2429559/-1380352,1409674/-192012,399805/3129,479642/-4216,\
             280228/-2751,370621/749,452932/-10169,251167/-10845",
            true,
        );
    }

    #[test]
    fn reads_every_games_generation_zero_as_the_library_writes_its_strategy() {
        struct Zero;
        impl crate::games::Task for Zero {
            type Output = ();
            fn run<G: crate::game::Game>(self) {
                // A new game: tic-tac-toe's opening digit changes with a move.
                let text = G::zero_strategy().to_string();
                reads_as_the_library::<G>(&text, false);
            }
        }
        for kind in crate::games::Kind::ALL {
            kind.run(Zero);
        }
    }

    #[test]
    fn a_lesson_is_its_first_line_and_the_list_after_it() {
        let said = "You took 6.\nI learned (lesson 2):\n- I look 3 moves ahead, not 0.\n\
                    - 1 row's worth moved: 1 disc, 0 to 70.\nI lose...\n";
        assert_eq!(
            lesson_of(said).as_deref(),
            Some(
                "I learned (lesson 2): - I look 3 moves ahead, not 0. - 1 row's worth moved: \
                 1 disc, 0 to 70."
            )
        );
        let prose = "I learned, my lesson 1: my evaluation weighs two-distance +1\n(was +0).\n";
        assert_eq!(
            lesson_of(prose).as_deref(),
            Some("I learned, my lesson 1: my evaluation weighs two-distance +1")
        );
        assert_eq!(lesson_of("I win!\n"), None);
    }

    #[test]
    fn installs_a_won_games_successor_for_the_games_the_library_says_learn_from_every_game() {
        struct Every;
        impl crate::games::Task for Every {
            type Output = (&'static str, bool);
            fn run<G: crate::game::Game>(self) -> (&'static str, bool) {
                (G::NAME, G::LEARNS_FROM_EVERY_GAME)
            }
        }
        let library: Vec<(&str, bool)> = crate::games::Kind::ALL
            .iter()
            .map(|kind| kind.run(Every))
            .collect();
        let driver: Vec<(&str, bool)> = GAMES
            .iter()
            .map(|g| (g.name, g.learns_from_every_game))
            .collect();
        assert_eq!(driver, library);
        assert!(driver.contains(&("connect-four", true)), "{driver:?}");
    }

    #[test]
    fn every_move_the_driver_takes_is_recorded_as_replay_reads_it() {
        struct Written;
        impl crate::games::Task for Written {
            type Output = ();
            fn run<G: crate::game::Game>(self) {
                let game = GAMES.iter().find(|g| g.name == G::NAME).unwrap();
                let start = G::position(&G::new_game(G::zero_strategy()));
                for mv in G::moves(&start).iter().map(ToString::to_string) {
                    // As replay writes it, and in either case as a player may.
                    for typed in [mv.clone(), mv.to_uppercase(), mv.to_lowercase()] {
                        let written = (game.written)(&typed);
                        assert_eq!(written, mv, "{}: {typed}", G::NAME);
                        let line = crate::line::Line::<G>::parse(&format!("c{written}"));
                        assert!(line.is_ok(), "{}: c{written}", G::NAME);
                    }
                }
            }
        }
        for kind in crate::games::Kind::ALL {
            kind.run(Written);
        }
        // Connect Four's columns are numbers, as every screen shows them: a
        // letter is no move (and a c in replay's notation is the computer
        // opening).
        let four = GAMES.iter().find(|g| g.name == "connect-four").unwrap();
        assert!((four.fits)(b"4") && !(four.fits)(b"d") && !(four.fits)(b"8"));
    }

    #[test]
    fn tells_a_record_from_another_file() {
        assert!(is_record("146 result=win strategy=9999999999\n"));
        assert!(is_record(""));
        assert!(!is_record("my notes\n"));
        assert!(!is_record("146 result=lost strategy=9999999999\n"));
    }
}
