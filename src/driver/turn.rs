//! A turn: the game in progress (or, for a new game, the best program) is
//! compiled and run with the player's move; its successor is checked
//! against it, and shown to the player before it is committed, so that a
//! move that cannot be shown is not made.

use std::fs;
use std::io::{self, IsTerminal, Write};
use std::path::Path;
use std::process::{Command, Stdio};

use super::check::check;
use super::child::{Ran, bounded, seconds};
use super::command::Driver;
use super::fail::{Res, fail, why};
use super::names::key;
use super::state::{St, read_text};

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

impl Driver {
    /// Runs `binary` with `args`, its successor into `$work/next.PID`.
    pub(super) fn run(&self, binary: &str, args: &[&str]) -> Res<Ran> {
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
        let limit = seconds("MERLYN_TIME_LIMIT", 120.0);
        let log = self.mine("nextmove") + ".log";
        let mut command = Command::new(path);
        command.args(args);
        // The program draws its board in colour when asked to.
        if colour() {
            command.env("MERLYN_COLOR", "1");
        } else {
            command.env_remove("MERLYN_COLOR");
        }
        match bounded(&mut command, Some(file), &log, limit) {
            Ok(ran) => Ok(ran),
            // A binary that does not even start: as the loader's 127.
            Err(error) => Ok(Ran {
                status: None,
                said: error.to_string(),
                stopped: false,
            }),
        }
    }

    /// Refuses a program that is not this game's, naming what it is, and
    /// one that merlyn did not write, naming where it departs: its code is
    /// never compiled.
    fn judge(&self, file: &str, state: &St) -> Res<()> {
        let what = match state {
            St::Other(other) => format!("a {other} program"),
            St::Alien => "not a merlyn program of any game".to_string(),
            St::Foreign(foreign) => {
                let drop = if file == self.next {
                    format!("'{} quitgame' drops it", self.again)
                } else {
                    "move it away to play here".to_string()
                };
                return fail(2, format!("{file}: {}: {drop}", foreign.said()));
            }
            _ => return Ok(()),
        };
        let not = format!("{file} is {what}, not {}'s", self.game.name);
        if file == self.next && matches!(state, St::Other(_)) {
            return fail(
                2,
                format!(
                    "{not}: move it away to play here ('{} quitgame' removes it)",
                    self.again
                ),
            );
        }
        fail(2, format!("{not}: move it away to play here"))
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
            let text = fs::read(&self.next).unwrap_or_default();
            let ended = read_text(&self.w("ended")).unwrap_or_default();
            if ended.trim_end() != key(&text) {
                let binary = self.compiled(&self.next.clone())?;
                let ran = self.run(&binary, &[])?;
                let said = ran.said.trim_end_matches('\n');
                if let Some(board) = said.strip_prefix("error: my board") {
                    return fail(
                        2,
                        format!("{}: my board{board}; {}", self.next, self.recover_advice()),
                    );
                }
            }
        }
        if source == self.best && !Path::new(&self.best).exists() {
            let aside = self.mine("merlyn");
            self.write(&aside, self.game.zero.as_bytes())
                .and_then(|()| self.install(&aside, &self.best))
                .or_else(|f| {
                    fail(
                        1,
                        format!(
                            "cannot write generation zero to {}: {}",
                            self.best, f.message
                        ),
                    )
                })?;
        }

        let args: Vec<&str> = mv.into_iter().collect();
        let mut binary = self.compiled(&source)?;
        let mut ran = self.run(&binary, &args)?;
        if (ran.code() == Some(127) || ran.status.is_none())
            && !binary.ends_with(&format!("nextmove.{}", self.pid))
        {
            // A kept binary that no longer loads (its toolchain was updated).
            let _ = fs::remove_file(&binary);
            binary = self.compiled(&source)?;
            ran = self.run(&binary, &args)?;
        }
        // A program that panics names the copy rustc compiled: name it.
        let message = ran.said.replace(&self.program(), &source);
        let message = message.trim_end_matches('\n').to_string();
        let again = self.recover_advice();
        if ran.stopped {
            return fail(
                1,
                format!(
                    "{source} took longer than {} s and was stopped; no move was made: try again",
                    seconds("MERLYN_TIME_LIMIT", 120.0).as_secs_f64()
                ),
            );
        }
        match (ran.code(), ran.signal()) {
            (Some(0), _) => {}
            (Some(1), _) => {
                return fail(
                    1,
                    format!(
                        "cannot write {source}'s successor into {}/: is the disk full? No move was made",
                        self.work
                    ),
                );
            }
            (Some(2), _) => {
                let message = message.strip_prefix("error: ").unwrap_or(&message);
                if message.starts_with("my board") {
                    return fail(2, format!("{source}: {message}; no move was made: {again}"));
                }
                return fail(2, message.to_string());
            }
            (_, Some(signal)) => {
                return fail(
                    1,
                    format!(
                        "{source} was killed by signal {signal}{}; no move was made",
                        if message.is_empty() {
                            String::new()
                        } else {
                            format!(": {message}")
                        }
                    ),
                );
            }
            (code, _) => {
                let code = code.map_or("none".to_string(), |c| c.to_string());
                let said = if message.is_empty() {
                    String::new()
                } else {
                    format!(": {message}")
                };
                return fail(
                    1,
                    format!(
                        "{source} stopped with status {code}{said}; no move was made: try again"
                    ),
                );
            }
        }

        let before = read_text(&source).unwrap_or_default();
        let after = read_text(&self.mine("next")).unwrap_or_default();
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
                    format!("refused: {why} (diff above); no move was made: {again}"),
                );
            }
        };

        // What the player sees, before the move is committed: if it cannot
        // be shown, it is not made. What the program says: the board drawn
        // for the player, and what happened (after the whole successor,
        // with -s).
        let ending = match outcome {
            "won" => "I win!",
            "lost" => "I lose...I won't make THAT mistake again!",
            "draw" => "It's a draw - play again?",
            _ => "",
        };
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
        self.commit(outcome, &before, &after, mv, &message)?;
        Ok(0)
    }
}
