//! `merlyn gomocup` driven as a Gomocup manager drives a brain, here as
//! the PyPI client pygomo-lib does: commands ended by CR LF, keys of INFO
//! in capitals, and every line of the brain's output sorted as it sorts
//! them (moves, MESSAGE, ERROR, and the rest), each command then waiting
//! on its own kind of answer. A brain that says one line too many, or one
//! too few, puts the client out of step: at the end nothing is left over.

mod common;

use common::merlyn_binary;
use std::collections::VecDeque;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

/// The kinds of line a client tells apart, as pygomo-lib's router does.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    /// `x,y`, or several, space apart.
    Coord,
    Message,
    Error,
    /// Anything else: `OK`, `ABOUT`'s line, `UNKNOWN`.
    Output,
}

fn kind(line: &str) -> Kind {
    let upper = line.to_ascii_uppercase();
    let coord = |part: &str| {
        part.split_once(',').is_some_and(|(x, y)| {
            let number =
                |t: &str| !t.trim().is_empty() && t.trim().bytes().all(|b| b.is_ascii_digit());
            number(x) && number(y)
        })
    };
    if !line.is_empty() && line.split(' ').all(coord) {
        Kind::Coord
    } else if upper.starts_with("MESSAGE") {
        Kind::Message
    } else if upper.starts_with("ERROR") {
        Kind::Error
    } else {
        Kind::Output
    }
}

/// A manager's end of a brain.
struct Manager {
    brain: Child,
    input: ChildStdin,
    lines: Receiver<String>,
    /// Lines read, not yet taken, by kind.
    waiting: VecDeque<(Kind, String)>,
}

impl Manager {
    fn start() -> Manager {
        let mut brain = Command::new(merlyn_binary())
            .arg("gomocup")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("merlyn gomocup starts");
        let input = brain.stdin.take().unwrap();
        let output = BufReader::new(brain.stdout.take().unwrap());
        let (send, lines) = channel();
        std::thread::spawn(move || {
            for line in output.lines() {
                let Ok(line) = line else { break };
                let line = line.trim().to_string();
                if !line.is_empty() && send.send(line).is_err() {
                    break;
                }
            }
        });
        Manager {
            brain,
            input,
            lines,
            waiting: VecDeque::new(),
        }
    }

    fn send(&mut self, line: &str) {
        write!(self.input, "{line}\r\n").unwrap();
        self.input.flush().unwrap();
    }

    /// The next line of `kind`, waiting up to ten seconds.
    fn take(&mut self, kind: Kind) -> String {
        let until = Instant::now() + Duration::from_secs(10);
        loop {
            if let Some(i) = self.waiting.iter().position(|(k, _)| *k == kind) {
                return self.waiting.remove(i).unwrap().1;
            }
            let wait = until.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(wait) {
                Ok(line) => self.waiting.push_back((self::kind(&line), line)),
                Err(RecvTimeoutError::Timeout) => panic!("no {kind:?} line in 10 s"),
                Err(RecvTimeoutError::Disconnected) => panic!("the brain ended"),
            }
        }
    }

    /// A command answered by `OK`, as pygomo's `receive_ok`.
    fn ok(&mut self, command: &str) {
        self.send(command);
        assert_eq!(self.take(Kind::Output), "OK", "{command}");
    }

    /// A command answered by a move.
    fn moves(&mut self, lines: &[&str]) -> String {
        for line in lines {
            self.send(line);
        }
        self.take(Kind::Coord)
    }

    /// Everything read and not taken: after a sync, nothing.
    fn left_over(&mut self) -> Vec<(Kind, String)> {
        while let Ok(line) = self.lines.recv_timeout(Duration::from_millis(200)) {
            self.waiting.push_back((kind(&line), line));
        }
        self.waiting.drain(..).collect()
    }
}

#[test]
fn a_brain_keeps_in_step_with_a_manager_like_pygomo() {
    let mut manager = Manager::start();
    manager.ok("START 15");
    // Configuration answers nothing.
    for info in [
        "INFO TIMEOUT_TURN 1000",
        "INFO TIMEOUT_MATCH 100000",
        "INFO MAX_MEMORY 83886080",
        "INFO RULE 0",
        "INFO THREAD_NUM 1",
    ] {
        manager.send(info);
    }
    assert_eq!(manager.moves(&["BEGIN"]), "7,7");
    let reply = manager.moves(&["TURN 8,8"]);
    // Take back the brain's reply and the other move, and play again.
    manager.ok(&format!("TAKEBACK {reply}"));
    manager.ok("TAKEBACK 8,8");
    assert_eq!(manager.moves(&["TURN 8,8"]), reply);
    // A board set without thinking, a stop, then a board to move on.
    let board = ["7,7,1", "8,8,2", "7,8,1", "8,7,2"];
    manager.send("YXBOARD");
    for line in board {
        manager.send(line);
    }
    manager.send("DONE");
    manager.send("STOP");
    let mut lines = vec!["BOARD"];
    lines.extend(board);
    lines.push("DONE");
    let from_board = manager.moves(&lines);
    assert!(!["7,7", "8,8", "7,8", "8,7"].contains(&from_board.as_str()));
    manager.send("ABOUT");
    assert!(manager.take(Kind::Output).starts_with("name=\"merlyn\""));
    manager.ok("RESTART");
    // Exactly five, which merlyn does not play: an error, then freestyle.
    manager.send("INFO RULE 1");
    manager.send("BEGIN");
    assert!(manager.take(Kind::Error).contains("exactly five"));
    manager.send("INFO RULE 0");
    assert_eq!(manager.moves(&["BEGIN"]), "7,7");
    // An unknown command, with control bytes: one UNKNOWN line, clean.
    manager.send("YXNOSUCH\u{1b}[2J");
    assert_eq!(manager.take(Kind::Output), "UNKNOWN YXNOSUCH[2J");
    // Nothing more than asked for, at any point.
    assert_eq!(manager.left_over(), []);
    manager.send("END");
    assert!(manager.brain.wait().unwrap().success());
}

#[test]
fn a_brain_plays_the_tournament_board_of_20x20_and_refuses_sizes_outside_5_to_20() {
    let mut manager = Manager::start();
    for size in ["START 4", "START 21", "RECTSTART 20,15"] {
        manager.send(size);
        let error = manager.take(Kind::Error);
        assert!(
            error.ends_with("square boards from 5x5 to 20x20"),
            "{size}: {error}"
        );
    }
    manager.ok("START 20");
    assert_eq!(manager.moves(&["BEGIN"]), "10,10");
    manager.ok("RESTART");
    // The far corner, and the brain answers near it.
    let reply = manager.moves(&["TURN 19,19"]);
    let (x, y) = reply.split_once(',').unwrap();
    let (x, y): (usize, usize) = (x.parse().unwrap(), y.parse().unwrap());
    assert!((17..20).contains(&x) && (17..20).contains(&y), "{reply}");
    // Four of the manager's along the bottom edge, closed at one end by the
    // brain's stone: five is made only on the corner, and the brain takes
    // it.
    let board = [
        "14,19,1", "10,10,1", "15,19,2", "16,19,2", "17,19,2", "18,19,2",
    ];
    let mut lines = vec!["BOARD"];
    lines.extend(board);
    lines.push("DONE");
    assert_eq!(manager.moves(&lines), "19,19");
    assert_eq!(manager.left_over(), []);
    manager.send("END");
    assert!(manager.brain.wait().unwrap().success());
}
