//! An engine's process, held within bounds: run with `sh -c` in a process
//! group of its own, its output read a line at a time with a bound on each
//! line, on each answer and on the time an answer takes, what it says on
//! stderr kept to tell why it ended, and its whole group killed at the end
//! (the `sh`, and whatever that started).

use crate::protocol::bounded;
use std::collections::VecDeque;
use std::io::{BufReader, Read, Write};
use std::os::unix::process::CommandExt;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, sync_channel};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How long an engine may take over one answer, unless MERLYN_ENGINE_PATIENCE
/// says otherwise (see `patience`).
pub const PATIENCE: Duration = Duration::from_secs(60);

/// The least and the most seconds MERLYN_ENGINE_PATIENCE may give: a
/// thousandth of a second, some eleven days.
const SHORTEST: f64 = 0.001;
const LONGEST: f64 = 1_000_000.0;

/// How long an engine may take over one answer: MERLYN_ENGINE_PATIENCE
/// seconds, when it is set and not empty (an engine slower than a minute a
/// move, as GRhino's level 5, needs more), else PATIENCE. Anything but a
/// number of seconds from SHORTEST to LONGEST is an error.
pub fn patience() -> Result<Duration, String> {
    patience_of(
        std::env::var_os("MERLYN_ENGINE_PATIENCE")
            .as_deref()
            .map(|value| value.to_string_lossy())
            .as_deref(),
    )
}

/// The patience a value of MERLYN_ENGINE_PATIENCE gives (None: unset).
fn patience_of(value: Option<&str>) -> Result<Duration, String> {
    let value = match value {
        None | Some("") => return Ok(PATIENCE),
        Some(value) => value,
    };
    match value.trim().parse::<f64>() {
        Ok(seconds) if (SHORTEST..=LONGEST).contains(&seconds) => {
            Ok(Duration::from_secs_f64(seconds))
        }
        _ => Err(format!(
            "MERLYN_ENGINE_PATIENCE={} is not a number of seconds from {SHORTEST} to {LONGEST}",
            crate::driver::spelling::shown(value, 30)
        )),
    }
}

/// The most an answer may hold, the lines passed over in it included.
pub const ANSWER: usize = 1024 * 1024;

/// The most kept of what an engine says on stderr: its end.
const SAID: usize = 4096;

/// How long an engine that ended is given to finish saying why.
const LAST_WORDS: Duration = Duration::from_secs(1);

unsafe extern "C" {
    fn kill(pid: i32, signal: i32) -> i32;
}

/// A running engine.
pub struct Process {
    command: String,
    child: Child,
    input: ChildStdin,
    /// Its output's lines as they come, or why it could not be read on.
    lines: Receiver<Vec<Result<String, String>>>,
    /// The lines come but not yet read.
    pending: VecDeque<Result<String, String>>,
    /// The end of what it said on stderr.
    said: Arc<Mutex<Vec<u8>>>,
    /// Disconnected once its stderr is closed.
    silent: Receiver<()>,
    /// How long it may take over an answer.
    patience: Duration,
}

impl Process {
    /// Starts `command` with `sh -c`.
    pub fn start(command: &str) -> Result<Process, String> {
        let patience = patience()?;
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(command)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .process_group(0)
            .spawn()
            .map_err(|error| format!("cannot run `{command}`: {error}"))?;
        let input = child.stdin.take().ok_or("no input to the engine")?;
        let output = child.stdout.take().ok_or("no output from the engine")?;
        let errors = child.stderr.take().ok_or("no stderr from the engine")?;
        // The lines go over in batches, of what the engine wrote at once,
        // and a few batches ahead at most: an engine that writes without
        // end waits on its pipe, and costs no memory.
        let (send, lines) = sync_channel(16);
        std::thread::spawn(move || {
            let mut output = BufReader::new(output);
            let mut batch = Vec::new();
            let mut bytes = 0;
            loop {
                let (line, last) = match bounded::read_line_or_stop(&mut output, bounded::LINE) {
                    Ok(Some(line)) if line.cut => (
                        Some(Err(format!(
                            "wrote a line longer than {} bytes",
                            bounded::LINE
                        ))),
                        true,
                    ),
                    Ok(Some(line)) => {
                        bytes += line.bytes.len() + 1;
                        (Some(Ok(line.text())), false)
                    }
                    Ok(None) | Err(_) => (None, true),
                };
                batch.extend(line);
                let full = last || output.buffer().is_empty() || bytes >= bounded::LINE;
                if full && !batch.is_empty() {
                    if send.send(std::mem::take(&mut batch)).is_err() {
                        break;
                    }
                    bytes = 0;
                }
                if last {
                    break;
                }
            }
        });
        let said = Arc::new(Mutex::new(Vec::new()));
        let (done, silent) = sync_channel::<()>(0);
        let keep = Arc::clone(&said);
        std::thread::spawn(move || {
            let _done = done;
            let mut errors = errors;
            let mut chunk = [0; 1024];
            while let Ok(n @ 1..) = errors.read(&mut chunk) {
                let mut said = keep.lock().unwrap_or_else(|e| e.into_inner());
                said.extend_from_slice(&chunk[..n]);
                let over = said.len().saturating_sub(SAID);
                said.drain(..over);
            }
        });
        Ok(Process {
            command: command.to_string(),
            child,
            input,
            lines,
            pending: VecDeque::new(),
            said,
            silent,
            patience,
        })
    }

    /// Sends one line.
    pub fn send(&mut self, line: &str) -> Result<(), String> {
        match writeln!(self.input, "{line}").and_then(|()| self.input.flush()) {
            Ok(()) => Ok(()),
            Err(_) => Err(self.ended()),
        }
    }

    /// The reader of the next answer: its time and its bytes start now.
    pub fn answer(&mut self) -> Answer<'_> {
        Answer {
            deadline: Instant::now() + self.patience,
            left: ANSWER,
            process: self,
        }
    }

    /// Why the engine gave no more: it ended, with what it said last on
    /// stderr (the shell's "not found"), and its exit status.
    fn ended(&mut self) -> String {
        let until = Instant::now() + LAST_WORDS;
        let _ = self.silent.recv_timeout(LAST_WORDS);
        let mut status = None;
        while status.is_none() && Instant::now() < until {
            match self.child.try_wait() {
                Ok(Some(ended)) => status = Some(ended),
                Ok(None) => std::thread::sleep(Duration::from_millis(5)),
                Err(_) => break,
            }
        }
        let said = self.said.lock().unwrap_or_else(|e| e.into_inner()).clone();
        let said = String::from_utf8_lossy(&said);
        let last = said
            .lines()
            .map(|line| bounded::printable(line, 120))
            .rfind(|line| !line.trim().is_empty());
        let mut why = format!("the engine `{}` ended before it answered", self.command);
        if let Some(last) = last {
            why.push_str(&format!(": {}", last.trim()));
        }
        match status.and_then(|status| status.code()) {
            Some(code) => why.push_str(&format!(" (exit status {code})")),
            None => {
                if let Some(signal) = status.and_then(|s| {
                    use std::os::unix::process::ExitStatusExt;
                    s.signal()
                }) {
                    why.push_str(&format!(" (killed by signal {signal})"));
                }
            }
        }
        why
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        // The whole group: the `sh`, and what it started in the background.
        // SAFETY: kill only sends a signal (SIGKILL) to the engine's group.
        unsafe {
            kill(-(self.child.id() as i32), 9);
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// One answer of an engine, read line by line within its bounds.
pub struct Answer<'a> {
    process: &'a mut Process,
    deadline: Instant,
    /// The bytes the answer may still hold.
    left: usize,
}

impl Answer<'_> {
    /// The next line of the answer.
    pub fn line(&mut self) -> Result<String, String> {
        if self.process.pending.is_empty() {
            let wait = self.deadline.saturating_duration_since(Instant::now());
            match self.process.lines.recv_timeout(wait) {
                Ok(batch) => self.process.pending.extend(batch),
                Err(RecvTimeoutError::Timeout) => {
                    return Err(format!(
                        "the engine `{}` gave no answer in {} s (MERLYN_ENGINE_PATIENCE)",
                        self.process.command,
                        self.process.patience.as_secs_f64()
                    ));
                }
                Err(RecvTimeoutError::Disconnected) => return Err(self.process.ended()),
            }
        }
        let command = &self.process.command;
        match self
            .process
            .pending
            .pop_front()
            .expect("a batch is never empty")
        {
            Ok(line) => {
                self.left = self.left.checked_sub(line.len() + 1).ok_or_else(|| {
                    format!(
                        "the engine `{command}` wrote more than {ANSWER} bytes without an answer"
                    )
                })?;
                Ok(line.trim_end_matches('\r').to_string())
            }
            Err(why) => Err(format!("the engine `{command}` {why}")),
        }
    }

    /// Sends a line while the answer is read (Gomocup's `PLAY` to a
    /// `SUGGEST`).
    pub fn send(&mut self, line: &str) -> Result<(), String> {
        self.process.send(line)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_patience_is_a_minute_unless_a_number_of_seconds_says_otherwise() {
        assert_eq!(patience_of(None), Ok(PATIENCE));
        assert_eq!(patience_of(Some("")), Ok(PATIENCE));
        assert_eq!(patience_of(Some("600")), Ok(Duration::from_secs(600)));
        assert_eq!(patience_of(Some(" 0.5 ")), Ok(Duration::from_millis(500)));
        assert_eq!(patience_of(Some("0.001")), Ok(Duration::from_millis(1)));
        for wrong in [
            "0",
            "1e-10",
            "-1",
            "soon",
            "1e7",
            "NaN",
            "inf",
            "\u{1b}[2J",
            "1\n2",
            "\t",
        ] {
            let error = patience_of(Some(wrong)).unwrap_err();
            assert!(
                error.starts_with("MERLYN_ENGINE_PATIENCE=")
                    && error.ends_with(" is not a number of seconds from 0.001 to 1000000"),
                "{error}"
            );
            assert!(!error.chars().any(char::is_control), "{error}");
        }
        // A long value is cut short, to fit the line.
        let long = patience_of(Some(&"9".repeat(100))).unwrap_err();
        assert!(
            long.contains("=999999999999999999999999999... is not"),
            "{long}"
        );
        assert!(long.len() < 110, "{long}");
    }
}
