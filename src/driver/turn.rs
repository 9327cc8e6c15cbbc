//! A turn: the game in progress (or, for a new game, the best program) is
//! compiled and run with the player's move; its successor is checked
//! against it, and shown to the player before it is committed, so that a
//! move that cannot be shown is not made.

use std::fs;
use std::io::{self, IsTerminal, Write};
use std::path::Path;
use std::process::{Command, Stdio};

use super::block::Foreign;
use super::check::check;
use super::child::{Ran, bounded, time_limit};
use super::command::Driver;
use super::fail::{Res, fail, why};
use super::names::key;
use super::say::fitting;
use super::state::{St, read_own, read_text};

/// Whether the turn is shown in colour: on a terminal (not a dumb one),
/// unless NO_COLOR is set; anywhere when CLICOLOR_FORCE is; never when
/// CLICOLOR is 0.
fn colour() -> bool {
    let var = |name: &str| std::env::var_os(name).unwrap_or_default();
    if !var("NO_COLOR").is_empty() {
        return false;
    }
    if !matches!(var("CLICOLOR_FORCE").to_str(), Some("" | "0")) {
        return true;
    }
    if var("CLICOLOR") == "0" {
        return false;
    }
    io::stdout().is_terminal() && var("TERM") != "dumb"
}

/// The driver's last word on a finished game, after what the program
/// said: the 1991 sentences where they are true, never one the program's
/// words contradict or have said already. A program that learned nothing
/// will not make the same mistake again, nor one that played the game at
/// a level (Reversi keeps no promise there); one that said it won, or that
/// it is a draw, has said it.
fn verdict(outcome: &str, said: &str) -> &'static str {
    let nothing = said
        .lines()
        .any(|line| line.starts_with("I learned nothing") || line.starts_with("Played at a level"));
    match outcome {
        "won" if said.contains("I win") => "",
        "won" => "I win!",
        "lost" if nothing => "I lose.",
        "lost" => "I lose...I won't make THAT mistake again!",
        "draw" if said.contains("a draw") => "Play again?",
        "draw" => "It's a draw - play again?",
        _ => "",
    }
}

impl Driver {
    /// What a program said, after its file's name where that fits in 80
    /// columns; else broken after its first `: ` (`my board is not a
    /// position of this game:`, then why), each line in 80 columns.
    fn named(&self, file: &str, said: &str) -> String {
        let broken = said
            .split_once(": ")
            .map(|(head, why)| format!("{head}:\n{why}"))
            .unwrap_or_else(|| said.to_string());
        self.fit("", &[format!("{file}: {said}"), said.to_string(), broken])
    }

    /// Runs `binary` with `args`, its successor into `$work/next.PID`.
    pub(super) fn run(&self, binary: &str, args: &[&str]) -> Res<Ran> {
        self.run_at(binary, args, None)
    }

    /// Runs `binary` as `run` does, asked to play at `level` (a new game's
    /// level, `--level N`), if any: the program reads it from
    /// MERLYN_LEVEL, which no other run is given.
    pub(super) fn run_at(&self, binary: &str, args: &[&str], level: Option<u8>) -> Res<Ran> {
        let out = self.mine("next");
        let file = fs::File::create(&out).or_else(|error| {
            fail(
                1,
                format!(
                    "cannot write into {}/: {}; no move was made",
                    self.work,
                    why(&error)
                ),
            )
        })?;
        let path = if binary.starts_with('/') {
            binary.to_string()
        } else {
            format!("./{binary}")
        };
        let mut command = Command::new(path);
        command.args(args);
        // The program draws its board in colour when asked to.
        if colour() {
            command.env("MERLYN_COLOR", "1");
        } else {
            command.env_remove("MERLYN_COLOR");
        }
        match level {
            Some(level) => command.env("MERLYN_LEVEL", level.to_string()),
            None => command.env_remove("MERLYN_LEVEL"),
        };
        match bounded(&mut command, Some(file), time_limit()) {
            Ok(ran) => Ok(ran),
            // A binary that does not even start: as the loader's 127.
            Err(error) => Ok(Ran {
                status: None,
                said: error.to_string(),
                stopped: false,
            }),
        }
    }

    /// Whether the disk is full, where the successor of `source` goes: a
    /// write of as many bytes as it holds fails for want of room.
    fn full(&self, source: &str) -> bool {
        let size = fs::metadata(source).map_or(0, |meta| meta.len());
        let wrote = fs::OpenOptions::new()
            .append(true)
            .open(self.mine("next"))
            .and_then(|mut file| file.write_all(&vec![0; size as usize]));
        wrote.is_err_and(|error| error.kind() == io::ErrorKind::StorageFull)
    }

    /// Refuses a program that is not this game's, naming what it is, and
    /// one that merlyn did not write, naming where it departs: its code is
    /// never compiled.
    pub(super) fn judge(&self, file: &str, state: &St) -> Res<()> {
        // What it is: the fullest words that fit, and shorter ones.
        let heads = match state {
            St::Unfit(what) => vec![
                format!("{file} {what}, not a program I play: "),
                format!("{file} {what}: "),
            ],
            St::Other(other) => vec![format!("{file} is a {other} program: ")],
            St::Alien => vec![format!("{file} is not a merlyn program: ")],
            St::Foreign(foreign) => {
                let short = match foreign {
                    Foreign::Code(line) => format!("{file} line {line} is not my code: "),
                    Foreign::State(line) => format!("{file} line {line} is no plain state line: "),
                };
                vec![format!("{file}: {}: ", foreign.said()), short]
            }
            _ => return Ok(()),
        };
        // What to do: the game in progress goes with quitgame, when it is a
        // game; the fullest advice that fits comes first.
        let tails = match state {
            St::Other(_) | St::Foreign(_) if file == self.next => vec![
                format!("move it away ('{} quitgame' removes it)", self.again),
                format!("'{} quitgame' removes it", self.again),
                "quitgame removes it".to_string(),
            ],
            _ => vec![
                "move it away to play here".to_string(),
                "move it away".to_string(),
            ],
        };
        let mut ways = Vec::new();
        for tail in &tails {
            for head in &heads {
                ways.push(format!("{head}{tail}"));
            }
        }
        fail(2, fitting(self.me, &ways))
    }

    /// Where the game in progress stands, and whether the turn plays it
    /// (else, a new game, the best program): refused if either is not a
    /// program of this game.
    pub(super) fn programs(&self) -> Res<(St, bool)> {
        let st = self.state(&self.next);
        self.judge(&self.next, &st)?;
        let from_next = matches!(st, St::Is("new" | "on") | St::Unknown);
        if !from_next {
            let best = self.state(&self.best);
            if best != St::None {
                self.judge(&self.best, &best)?;
            }
        }
        Ok((st, from_next))
    }

    pub(super) fn turn(&mut self, mv: Option<&str>) -> Res<i32> {
        // The source: the game in progress, else (a new game) the best
        // program.
        let (st, from_next) = self.programs()?;
        let source = if from_next {
            self.next.clone()
        } else {
            self.best.clone()
        };
        self.toolchain()?;
        // A finished game that is not the one this driver finished (edited,
        // or played by hand) must be one: its own program judges it.
        if matches!(st, St::Is("won" | "draw")) {
            let text = read_text(&self.next).unwrap_or_default();
            let ended = read_own(&self.w("ended")).unwrap_or_default();
            if ended.trim_end() != key(text.as_bytes()) {
                let binary = self.compiled(&self.next.clone())?;
                let ran = self.run(&binary, &[])?;
                let said = ran.said.trim_end_matches('\n');
                if let Some(board) = said.strip_prefix("error: my board") {
                    let said = self.named(&self.next, &format!("my board{board}"));
                    let advice = self.recover_advice("no move was made: ");
                    return fail(2, format!("{said}\n{advice}"));
                }
            }
        }
        if source == self.best && !Path::new(&self.best).exists() {
            let aside = self.mine("merlyn");
            let written =
                fs::write(&aside, self.game.zero).and_then(|()| fs::rename(&aside, &self.best));
            if let Err(error) = written {
                let _ = fs::remove_file(&aside);
                return fail(
                    1,
                    format!(
                        "cannot write generation zero to {}: {}",
                        self.best,
                        why(&error)
                    ),
                );
            }
        }

        let args: Vec<&str> = mv.into_iter().collect();
        let mut binary = self.compiled(&source)?;
        let mut ran = self.run_at(&binary, &args, self.level)?;
        if (ran.code() == Some(127) || ran.status.is_none())
            && !binary.ends_with(&format!("nextmove.{}", self.pid))
        {
            // A kept binary that no longer loads (its toolchain was updated).
            let _ = fs::remove_file(&binary);
            binary = self.compiled(&source)?;
            ran = self.run_at(&binary, &args, self.level)?;
        }
        // A program that panics names the copy rustc compiled: name it.
        let message = ran.said.replace(self.program().as_str(), &source);
        let message = message.trim_end_matches('\n').to_string();
        let again = self.recover_advice("no move was made: ");
        if ran.stopped {
            return fail(
                1,
                format!(
                    "{source} took over {} s and was stopped: no move was made",
                    time_limit().as_secs_f64()
                ),
            );
        }
        match (ran.code(), ran.signal()) {
            (Some(0), _) => {}
            (Some(1), _) => {
                let work = &self.work;
                return fail(
                    1,
                    if self.full(&source) {
                        format!("the disk is full: cannot write into {work}/; no move was made")
                    } else {
                        format!("cannot write into {work}/: is the disk full? No move was made")
                    },
                );
            }
            (Some(2), _) => {
                let message = message.strip_prefix("error: ").unwrap_or(&message);
                if message.starts_with("my board") {
                    return fail(2, format!("{}\n{again}", self.named(&source, message)));
                }
                // A move after a finished game opens a new one.
                if !from_next && matches!(st, St::Is("won" | "lost" | "draw")) {
                    return fail(
                        2,
                        format!("the last game is over, and in a new one {message}"),
                    );
                }
                return fail(2, message.to_string());
            }
            // What went wrong, then what the program said, on lines of
            // their own.
            (_, Some(signal)) => {
                return fail(
                    1,
                    format!("{source} was killed by signal {signal}: no move was made\n{message}"),
                );
            }
            (code, _) => {
                let code = code.map_or("none".to_string(), |c| c.to_string());
                return fail(
                    1,
                    format!("{source} stopped with status {code}: no move was made\n{message}"),
                );
            }
        }

        let before = self
            .judged(&source)
            .map(|(text, _)| text)
            .unwrap_or_default();
        // Its own code took its state; the driver's record tells whether
        // its strategy is still the one its game began with.
        if from_next {
            self.unedited(&before)?;
        }
        let after = read_own(&self.mine("next")).unwrap_or_default();
        let outcome = match check(self.game, &after) {
            Ok(outcome) => outcome,
            Err(why) => {
                let _ = Command::new("diff")
                    .args(["-u", "--", &source, &self.mine("next")])
                    .stdout(io::stderr())
                    .stderr(Stdio::null())
                    .status();
                return fail(
                    1,
                    format!(
                        "{}\n{again}",
                        self.fit(
                            "",
                            &[
                                format!("refused: {why} (diff above)"),
                                format!("{why} (diff above)")
                            ]
                        )
                    ),
                );
            }
        };

        // What the player sees, before the move is committed: if it cannot
        // be shown, it is not made. What the program says: the board drawn
        // for the player, and what happened (after the whole successor,
        // with -s).
        let ending = verdict(outcome, &message);
        let out = if self.whole {
            after.trim_end_matches('\n')
        } else {
            ""
        };
        let mut shown = String::new();
        if !out.is_empty() {
            shown.push_str(out);
            shown.push('\n');
        }
        shown.push_str(&message);
        if !ending.is_empty() {
            shown.push('\n');
            shown.push_str(ending);
        }
        shown.push('\n');
        let mut stdout = io::stdout().lock();
        if stdout
            .write_all(shown.as_bytes())
            .and_then(|()| stdout.flush())
            .is_err()
        {
            return fail(
                1,
                "cannot show the turn (is the output full, or closed?); no move was made",
            );
        }
        drop(stdout);
        if !from_next {
            self.begin(&before);
        }
        self.commit(outcome, &before, &after, mv, &message)?;
        Ok(0)
    }
}

#[cfg(test)]
mod tests {
    use super::verdict;

    #[test]
    fn the_last_word_follows_from_what_the_program_said() {
        // Tic-tac-toe names its line, and the 1991 sentences follow.
        let won = "You took 6, I took 9. Three in a row for me: 7-8-9.";
        assert_eq!(verdict("won", won), "I win!");
        let lost = "You took 7. Three in a row for you: 3-5-7.\n\
                    I learned: my strategy digit for your opening 1 is 8, not 9.";
        assert_eq!(
            verdict("lost", lost),
            "I lose...I won't make THAT mistake again!"
        );
        let full = "You took 9. The board is full, and no one has three in a row.";
        assert_eq!(verdict("draw", full), "It's a draw - play again?");
        // Nothing learned: no promise of doing better.
        let forced = "You took c4.\nI learned nothing: every move of mine was forced.";
        assert_eq!(verdict("lost", forced), "I lose.");
        // Nor from a game played at a level, which keeps none.
        let leveled = "I learned, in my lesson 3: my weights moved: mine a1 -2.\n\
                       Played at a level, this game keeps no promise: your same moves may win it\n\
                       again.";
        assert_eq!(verdict("lost", leveled), "I lose.");
        // What the program said is not said again.
        assert_eq!(
            verdict(
                "won",
                "You took 3, I took 4. Four in a row, d1 to d4: I win."
            ),
            ""
        );
        assert_eq!(
            verdict("draw", "You took 7. The board is full: a draw."),
            "Play again?"
        );
        assert_eq!(verdict("on", "You took 5, I took 8."), "");
    }
}
