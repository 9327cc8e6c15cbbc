//! An external engine as a player: `engine:COMMAND` runs COMMAND with
//! `sh -c` and plays it over GTP, or over the Gomocup protocol in Gomoku,
//! so that a program can be measured against real engines. The engine is
//! told every move of the game as it is made, and asked for its own; an
//! engine that dies, hangs or breaks the protocol fails the match with one
//! line saying how, and is never taken at its word for an illegal move.

use crate::game::{Rules, Side};
use crate::gomocup;
use crate::gtp;
use crate::player::Player;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::Duration;

/// How long an engine may take over one answer.
const PATIENCE: Duration = Duration::from_secs(60);

pub use crate::game::Protocol;

/// An engine, and what it knows of the game.
pub struct Engine<G: Rules> {
    command: String,
    protocol: Protocol,
    process: Option<Process>,
    /// The position the engine's board holds.
    known: Option<G::Position>,
    /// The move the engine chose, which it has played on its own board.
    chosen: Option<G::Move>,
    /// Gomocup: the moves made since the engine last heard, and whether it
    /// has heard of the game at all.
    unheard: Vec<G::Move>,
    heard: bool,
    /// Every move of the game so far, with the side that made it.
    history: Vec<(Side, G::Move)>,
    /// The board size the engine was last given.
    size: Option<(usize, usize)>,
    failure: Option<String>,
}

/// A running engine: its input, and its output's lines as they come.
struct Process {
    child: Child,
    input: ChildStdin,
    lines: Receiver<String>,
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl<G: Rules> Engine<G> {
    /// The engine `command`, speaking `protocol`; it starts with the first game.
    pub fn new(command: &str, protocol: Protocol) -> Engine<G> {
        Engine {
            command: command.to_string(),
            protocol,
            process: None,
            known: None,
            chosen: None,
            unheard: Vec::new(),
            heard: false,
            history: Vec::new(),
            size: None,
            failure: None,
        }
    }

    fn process(&mut self) -> Result<&mut Process, String> {
        if self.process.is_none() {
            let mut child = Command::new("sh")
                .arg("-c")
                .arg(&self.command)
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::null())
                .spawn()
                .map_err(|error| format!("cannot run `{}`: {error}", self.command))?;
            let input = child.stdin.take().ok_or("no input to the engine")?;
            let output = child.stdout.take().ok_or("no output from the engine")?;
            let (send, lines) = channel();
            std::thread::spawn(move || {
                for line in BufReader::new(output).lines() {
                    let Ok(line) = line else { break };
                    if send.send(line).is_err() {
                        break;
                    }
                }
            });
            self.process = Some(Process {
                child,
                input,
                lines,
            });
        }
        Ok(self.process.as_mut().expect("just started"))
    }

    /// Sends one line.
    fn send(&mut self, line: &str) -> Result<(), String> {
        let command = self.command.clone();
        let process = self.process()?;
        writeln!(process.input, "{line}")
            .and_then(|()| process.input.flush())
            .map_err(|_| format!("the engine `{command}` ended before it answered"))
    }

    /// The next line the engine writes.
    fn receive(&mut self) -> Result<String, String> {
        let command = self.command.clone();
        let process = self.process()?;
        match process.lines.recv_timeout(PATIENCE) {
            Ok(line) => Ok(line.trim_end_matches('\r').to_string()),
            Err(RecvTimeoutError::Timeout) => Err(format!(
                "the engine `{command}` gave no answer in {} s",
                PATIENCE.as_secs()
            )),
            Err(RecvTimeoutError::Disconnected) => {
                Err(format!("the engine `{command}` ended before it answered"))
            }
        }
    }

    /// A GTP command, and its answer's text; a `?` answer is a failure.
    fn gtp(&mut self, command: &str) -> Result<String, String> {
        self.send(command)?;
        let mut first = self.receive()?;
        while first.trim().is_empty() {
            first = self.receive()?;
        }
        let mut text = first.get(1..).unwrap_or("").trim().to_string();
        loop {
            let line = self.receive()?;
            if line.trim().is_empty() {
                break;
            }
            text.push('\n');
            text.push_str(&line);
        }
        match first.chars().next() {
            Some('=') => Ok(text),
            Some('?') => Err(format!(
                "the engine `{}` refused `{command}`: {text}",
                self.command
            )),
            _ => Err(format!(
                "the engine `{}` answered `{first}` to `{command}`, which is not GTP",
                self.command
            )),
        }
    }

    /// A Gomocup line that expects an answer, and the answer; `ERROR` or
    /// `UNKNOWN` is a failure. `MESSAGE` and `DEBUG` lines are passed over.
    fn gomocup(&mut self, lines: &[String]) -> Result<String, String> {
        for line in lines {
            self.send(line)?;
        }
        loop {
            let answer = self.receive()?;
            let word = answer.split_whitespace().next().unwrap_or("").to_string();
            match word.to_ascii_uppercase().as_str() {
                "" | "MESSAGE" | "DEBUG" | "SUGGEST" => continue,
                "ERROR" | "UNKNOWN" => {
                    return Err(format!(
                        "the engine `{}` answered `{answer}` to `{}`",
                        self.command, lines[0]
                    ));
                }
                _ => return Ok(answer),
            }
        }
    }

    /// Starts a game from `start` on the engine's board.
    fn begin_game(&mut self, start: &G::Position) -> Result<(), String> {
        let size = gtp::size::<G>(start);
        match self.protocol {
            Protocol::Gtp => {
                if self.size != Some(size) {
                    let (c, r) = size;
                    if c == r {
                        self.gtp(&format!("boardsize {c}"))?;
                    } else {
                        self.gtp(&format!("boardsize {c} {r}"))?;
                    }
                    self.size = Some(size);
                }
                self.gtp("clear_board")?;
            }
            Protocol::Gomocup => {
                let line = if self.size == Some(size) {
                    "RESTART".to_string()
                } else {
                    format!("START {}", size.0)
                };
                let answer = self.gomocup(&[line])?;
                if !answer.eq_ignore_ascii_case("OK") {
                    return Err(format!(
                        "the engine `{}` answered `{answer}` to a new game, not OK",
                        self.command
                    ));
                }
                self.size = Some(size);
                self.heard = false;
                self.unheard.clear();
            }
        }
        self.known = Some(*start);
        self.chosen = None;
        self.history.clear();
        Ok(())
    }

    /// Checks that the engine's board is `position`'s: the same marks, the
    /// same side to move (what else a position holds, such as who opened
    /// in tic-tac-toe, the engine cannot know).
    fn track(&mut self, position: &G::Position) -> Result<(), String> {
        match &self.known {
            Some(known)
                if G::rows(known) == G::rows(position)
                    && G::to_move(known) == G::to_move(position) =>
            {
                self.known = Some(*position);
                Ok(())
            }
            _ => Err(format!(
                "the engine `{}` lost track of the game",
                self.command
            )),
        }
    }

    /// Tells the engine of a move made from `before`.
    fn hear(&mut self, before: &G::Position, mv: G::Move) -> Result<(), String> {
        self.track(before)?;
        let after = G::apply(before, mv);
        self.history.push((G::to_move(before), mv));
        if self.chosen.take() == Some(mv) {
            // Its own move, which it has played already.
        } else {
            match self.protocol {
                Protocol::Gtp => {
                    let colour = gtp::colour(G::to_move(before));
                    self.gtp(&format!("play {colour} {}", gtp::vertex::<G>(mv)))?;
                }
                Protocol::Gomocup => self.unheard.push(mv),
            }
        }
        self.known = Some(after);
        Ok(())
    }

    /// Asks the engine for its move in `position`, one of `moves`.
    fn ask(&mut self, position: &G::Position, moves: &[G::Move]) -> Result<G::Move, String> {
        self.track(position)?;
        let answer = match self.protocol {
            Protocol::Gtp => {
                let colour = gtp::colour(G::to_move(position));
                self.gtp(&format!("genmove {colour}"))?
            }
            Protocol::Gomocup => {
                let lines = match self.unheard.as_slice() {
                    [] if !self.heard => vec!["BEGIN".to_string()],
                    [mv] if self.heard || self.history.len() == 1 => {
                        vec![format!("TURN {}", xy(*mv)?)]
                    }
                    _ => self.board(position)?,
                };
                self.heard = true;
                self.unheard.clear();
                let answer = self.gomocup(&lines)?;
                let (x, y) = answer
                    .split_once(',')
                    .and_then(|(x, y)| Some((x.trim().parse().ok()?, y.trim().parse().ok()?)))
                    .ok_or_else(|| {
                        format!(
                            "the engine `{}` answered `{answer}`, not a move x,y",
                            self.command
                        )
                    })?;
                gomocup::name(x, y).unwrap_or(answer)
            }
        };
        let word = answer.trim();
        let mv = moves
            .iter()
            .copied()
            .find(|mv| !G::is_pass(*mv) && mv.to_string().eq_ignore_ascii_case(word))
            .ok_or_else(|| {
                format!(
                    "the engine `{}` played `{word}`, which is not a legal move",
                    self.command
                )
            })?;
        self.chosen = Some(mv);
        Ok(mv)
    }

    /// Gomocup: the whole board, when the engine has missed more than one
    /// move (a game begun after an opening): every stone in the order
    /// played, 1 for the side to move's own, 2 for the other's.
    fn board(&mut self, position: &G::Position) -> Result<Vec<String>, String> {
        let mut lines = Vec::new();
        if self.heard {
            let answer = self.gomocup(&["RESTART".to_string()])?;
            if !answer.eq_ignore_ascii_case("OK") {
                return Err(format!(
                    "the engine `{}` answered `{answer}` to RESTART",
                    self.command
                ));
            }
        }
        let me = G::to_move(position);
        lines.push("BOARD".to_string());
        for (side, mv) in &self.history {
            let who = if *side == me { 1 } else { 2 };
            lines.push(format!("{},{who}", xy(*mv)?));
        }
        lines.push("DONE".to_string());
        Ok(lines)
    }
}

/// A Gomoku move as Gomocup's `x,y`.
fn xy<M: std::fmt::Display>(mv: M) -> Result<String, String> {
    let name = mv.to_string();
    gomocup::xy(&name)
        .map(|(x, y)| format!("{x},{y}"))
        .ok_or_else(|| format!("{name} is no cell of a Gomocup board"))
}

impl<G: Rules> Player<G> for Engine<G> {
    fn choose(&mut self, position: &G::Position, moves: &[G::Move]) -> G::Move {
        if self.failure.is_none() {
            match self.ask(position, moves) {
                Ok(mv) => return mv,
                Err(failure) => self.failure = Some(failure),
            }
        }
        moves[0]
    }

    fn begin(&mut self, start: &G::Position) {
        if self.failure.is_none()
            && let Err(failure) = self.begin_game(start)
        {
            self.failure = Some(failure);
        }
    }

    fn hear(&mut self, before: &G::Position, mv: G::Move) {
        if self.failure.is_none()
            && let Err(failure) = Engine::hear(self, before, mv)
        {
            self.failure = Some(failure);
        }
    }

    fn failure(&mut self) -> Option<String> {
        self.failure.clone()
    }
}
