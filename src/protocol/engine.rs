//! An external engine as a player: `engine:COMMAND` runs COMMAND with
//! `sh -c` and plays it over GTP, or over the Gomocup protocol in Gomoku,
//! so that a program can be measured against real engines. The engine is
//! told every move of the game as it is made, and asked for its own, in
//! the conventions of its game's engines (`Convention`: an Othello engine
//! always sees black open, and is never sent a forced pass, which it plays
//! itself; another engine is sent one until it refuses it). An engine that resigns loses the game; one that dies, hangs,
//! floods or breaks the protocol fails the match with one line saying how
//! (`process` holds it within bounds), and is never taken at its word for
//! an illegal move.

mod process;

use crate::game::{Convention, Game, Player, Side, size};
use crate::protocol::bounded;
use crate::protocol::cells;
use crate::protocol::gtp;
use process::Process;

pub use crate::game::Protocol;

/// An engine, and what it knows of the game.
pub struct Engine<G: Game> {
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
    /// Othello: `0` opened this game, so the engine sees the colours
    /// swapped and the board turned.
    turned: bool,
    /// GTP: the engine takes a forced pass (until it refuses one).
    passes: bool,
    /// It resigned this game.
    resigned: bool,
    failure: Option<String>,
}

/// How a GTP engine answered: `=` and its text, or `?` and its text.
type Reply = Result<String, String>;

impl<G: Game> Engine<G> {
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
            turned: false,
            passes: true,
            resigned: false,
            failure: None,
        }
    }

    fn process(&mut self) -> Result<&mut Process, String> {
        if self.process.is_none() {
            self.process = Some(Process::start(&self.command)?);
        }
        Ok(self.process.as_mut().expect("just started"))
    }

    /// A GTP command, and the engine's reply; an answer that is not GTP
    /// fails at its first line.
    fn reply(&mut self, command: &str) -> Result<Reply, String> {
        let name = self.command.clone();
        let process = self.process()?;
        process.send(command)?;
        let mut answer = process.answer();
        let mut first = answer.line()?;
        while first.trim().is_empty() {
            first = answer.line()?;
        }
        let mark = first.chars().next();
        if !matches!(mark, Some('=' | '?')) {
            return Err(format!(
                "the engine `{name}` answered `{}` to `{command}`, which is not GTP",
                bounded::printable(&first, 60)
            ));
        }
        let mut text = first[1..].trim().to_string();
        loop {
            let line = answer.line()?;
            if line.trim().is_empty() {
                break;
            }
            text.push('\n');
            text.push_str(&line);
        }
        Ok(if mark == Some('=') {
            Ok(text)
        } else {
            Err(text)
        })
    }

    /// A GTP command, and its answer's text; a `?` answer is a failure.
    fn gtp(&mut self, command: &str) -> Result<String, String> {
        self.reply(command)?.map_err(|text| {
            format!(
                "the engine `{}` refused `{command}`: {}",
                self.command,
                bounded::printable(&text, 60)
            )
        })
    }

    /// A Gomocup line that expects an answer, and the answer; `ERROR` or
    /// `UNKNOWN` is a failure. `MESSAGE` and `DEBUG` lines are passed
    /// over, and a `SUGGEST` taken (`PLAY`).
    fn gomocup(&mut self, lines: &[String]) -> Result<String, String> {
        let name = self.command.clone();
        let process = self.process()?;
        for line in lines {
            process.send(line)?;
        }
        let mut answer = process.answer();
        loop {
            let line = answer.line()?;
            let (word, rest) = line.trim().split_once(' ').unwrap_or((line.trim(), ""));
            match word.to_ascii_uppercase().as_str() {
                "" | "MESSAGE" | "DEBUG" => continue,
                "SUGGEST" => answer.send(&format!("PLAY {}", rest.trim()))?,
                "ERROR" | "UNKNOWN" => {
                    return Err(format!(
                        "the engine `{name}` answered `{}` to `{}`",
                        bounded::printable(&line, 60),
                        lines[0]
                    ));
                }
                _ => return Ok(line),
            }
        }
    }

    /// Starts a game from `start` on the engine's board.
    fn begin_game(&mut self, start: &G::Position) -> Result<(), String> {
        let (c, r) = size::<G>(start);
        match self.protocol {
            Protocol::Gtp => {
                if self.size != Some((c, r)) {
                    if c == r {
                        self.gtp(&format!("boardsize {c}"))?;
                    } else {
                        self.gtp(&format!("boardsize {c} {r}"))?;
                    }
                    self.size = Some((c, r));
                }
                self.gtp("clear_board")?;
            }
            Protocol::Gomocup => {
                let line = if self.size == Some((c, r)) {
                    "RESTART".to_string()
                } else if c == r {
                    format!("START {c}")
                } else {
                    format!("RECTSTART {c},{r}")
                };
                let answer = self.gomocup(&[line])?;
                if !answer.eq_ignore_ascii_case("OK") {
                    return Err(format!(
                        "the engine `{}` answered `{}` to a new game, not OK",
                        self.command,
                        bounded::printable(&answer, 60)
                    ));
                }
                self.size = Some((c, r));
                self.heard = false;
                self.unheard.clear();
            }
        }
        self.known = Some(*start);
        self.chosen = None;
        self.history.clear();
        self.resigned = false;
        self.turned = G::GTP == Convention::Othello && G::to_move(start) == Side::Zero;
        Ok(())
    }

    /// The GTP colour the engine knows `side` by: black is the side that
    /// opened, in Othello.
    fn colour(&self, side: Side) -> &'static str {
        gtp::colour(if self.turned { side.other() } else { side })
    }

    /// A move as the engine knows it: on the turned board, in Othello.
    fn vertex(&self, mv: G::Move) -> String {
        gtp::vertex::<G>(if self.turned { G::turned(mv) } else { mv })
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

    /// Tells the engine of a move made from `before`. A forced pass is
    /// never sent to an Othello engine, which plays it unsaid, nor again
    /// to another that refused one.
    fn hear(&mut self, before: &G::Position, mv: G::Move) -> Result<(), String> {
        self.track(before)?;
        let after = G::apply(before, mv);
        self.history.push((G::to_move(before), mv));
        if self.chosen.take() == Some(mv) {
            // Its own move, which it has played already.
        } else {
            match self.protocol {
                // Othello engines play a forced pass unsaid (GRhino
                // refuses `pass` as a syntax error): it is never sent.
                Protocol::Gtp
                    if G::is_pass(mv) && (G::GTP == Convention::Othello || !self.passes) => {}
                Protocol::Gtp => {
                    let colour = self.colour(G::to_move(before));
                    let command = format!("play {colour} {}", self.vertex(mv));
                    if let Err(text) = self.reply(&command)? {
                        if !G::is_pass(mv) {
                            return Err(format!(
                                "the engine `{}` refused `{command}`: {}",
                                self.command,
                                bounded::printable(&text, 60)
                            ));
                        }
                        self.passes = false;
                    }
                }
                Protocol::Gomocup => self.unheard.push(mv),
            }
        }
        self.known = Some(after);
        Ok(())
    }

    /// Asks the engine for its move in `position`, one of `moves`; none
    /// when it resigns.
    fn ask(
        &mut self,
        position: &G::Position,
        moves: &[G::Move],
    ) -> Result<Option<G::Move>, String> {
        self.track(position)?;
        let answer = match self.protocol {
            Protocol::Gtp => {
                let colour = self.colour(G::to_move(position));
                self.gtp(&format!("genmove {colour}"))?
            }
            Protocol::Gomocup => {
                let size = size::<G>(position);
                let lines = match self.unheard.as_slice() {
                    [] if !self.heard => vec!["BEGIN".to_string()],
                    [mv] if self.heard || self.history.len() == 1 => {
                        vec![format!("TURN {}", xy(*mv, size)?)]
                    }
                    _ => self.board(position)?,
                };
                self.heard = true;
                self.unheard.clear();
                let answer = self.gomocup(&lines)?;
                answer
                    .split_once(',')
                    .and_then(|(x, y)| {
                        cells::name(x.trim().parse().ok()?, y.trim().parse().ok()?, size)
                    })
                    .ok_or_else(|| {
                        format!(
                            "the engine `{}` answered `{}`, not a move x,y on the board",
                            self.command,
                            bounded::printable(&answer, 60)
                        )
                    })?
            }
        };
        let word = answer.trim();
        if self.protocol == Protocol::Gtp && word.eq_ignore_ascii_case("resign") {
            return Ok(None);
        }
        let shown = |mv: &G::Move| match self.protocol {
            Protocol::Gtp => self.vertex(*mv),
            Protocol::Gomocup => mv.to_string(),
        };
        let mv = moves
            .iter()
            .copied()
            .find(|mv| !G::is_pass(*mv) && shown(mv).eq_ignore_ascii_case(word))
            .ok_or_else(|| {
                format!(
                    "the engine `{}` played `{}`, which is not a legal move",
                    self.command,
                    bounded::printable(word, 60)
                )
            })?;
        self.chosen = Some(mv);
        Ok(Some(mv))
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
                    "the engine `{}` answered `{}` to RESTART",
                    self.command,
                    bounded::printable(&answer, 60)
                ));
            }
        }
        let me = G::to_move(position);
        let size = size::<G>(position);
        lines.push("BOARD".to_string());
        for (side, mv) in &self.history {
            let who = if *side == me { 1 } else { 2 };
            lines.push(format!("{},{who}", xy(*mv, size)?));
        }
        lines.push("DONE".to_string());
        Ok(lines)
    }
}

/// A Gomoku move as Gomocup's `x,y`, on a board of `size`.
fn xy<M: std::fmt::Display>(mv: M, size: (usize, usize)) -> Result<String, String> {
    let name = mv.to_string();
    cells::xy(&name, size)
        .map(|(x, y)| format!("{x},{y}"))
        .ok_or_else(|| format!("{name} is no cell of a Gomocup board"))
}

impl<G: Game> Player<G> for Engine<G> {
    fn choose(&mut self, position: &G::Position, moves: &[G::Move]) -> G::Move {
        if self.failure.is_none() {
            match self.ask(position, moves) {
                Ok(Some(mv)) => return mv,
                Ok(None) => self.resigned = true,
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

    fn resigned(&mut self) -> bool {
        self.resigned
    }
}
