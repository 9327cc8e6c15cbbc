//! The Gomocup protocol, served: the one Gomoku tournament managers and
//! GUIs (Piskvork and its kin) speak to a "brain". Commands come one a
//! line in capitals (`START 15`, `BEGIN`, `TURN 7,7`, `BOARD` ... `DONE`,
//! `RESTART`, `INFO`, `ABOUT`, `END`); a move is `x,y`, counted from 0,
//! `x` the column from the left and `y` the row from the top. Whoever
//! moves first is `X`. A command it does not know gets `UNKNOWN`, a bad
//! one `ERROR`: never a panic.

use crate::game::{Game, Rules, Side};
use crate::gomoku::{Cell, Gomoku};
use std::io::{self, BufRead, Write};

/// The board's side: Gomocup boards are square.
pub const SIZE: usize = 15;

/// A Gomoku program served as a Gomocup brain.
pub struct Brain {
    strategy: <Gomoku as Game>::Strategy,
    position: <Gomoku as Rules>::Position,
    started: bool,
}

/// What a line asks of the loop that reads them.
enum Then {
    Go,
    /// Gather the lines of a `BOARD` until `DONE`.
    Board,
    End,
}

impl Brain {
    pub fn new(strategy: <Gomoku as Game>::Strategy) -> Brain {
        Brain {
            strategy,
            position: Gomoku::start(Side::X),
            started: false,
        }
    }

    /// Serves commands from `input` until `END` or its end, answering on
    /// `output`.
    pub fn serve(&mut self, input: impl BufRead, mut output: impl Write) -> io::Result<()> {
        let mut board: Option<Vec<String>> = None;
        for line in input.split(b'\n') {
            let line = String::from_utf8_lossy(&line?).trim().to_string();
            if line.is_empty() {
                continue;
            }
            let reply = if let Some(lines) = &mut board {
                if line.eq_ignore_ascii_case("DONE") {
                    let lines = board.take().unwrap_or_default();
                    Some(self.board(&lines))
                } else {
                    lines.push(line);
                    None
                }
            } else {
                let (reply, then) = self.command(&line);
                match then {
                    Then::Board => board = Some(Vec::new()),
                    Then::End => break,
                    Then::Go => {}
                }
                reply
            };
            if let Some(reply) = reply {
                writeln!(output, "{reply}")?;
                output.flush()?;
            }
        }
        Ok(())
    }

    fn command(&mut self, line: &str) -> (Option<String>, Then) {
        let (word, rest) = match line.split_once(' ') {
            Some((word, rest)) => (word, rest.trim()),
            None => (line, ""),
        };
        let reply = match word.to_ascii_uppercase().as_str() {
            "START" => match rest.parse::<usize>() {
                Ok(SIZE) => {
                    self.restart();
                    "OK".to_string()
                }
                Ok(n) => format!("ERROR only a {SIZE}x{SIZE} board, not {n}x{n}"),
                Err(_) => "ERROR START takes the board's size".to_string(),
            },
            "RECTSTART" => match rest.split_once(',').map(|(w, h)| (w.trim(), h.trim())) {
                Some((w, h)) if w == h && w.parse() == Ok(SIZE) => {
                    self.restart();
                    "OK".to_string()
                }
                _ => format!("ERROR only a {SIZE}x{SIZE} board"),
            },
            "RESTART" => {
                self.restart();
                "OK".to_string()
            }
            "BEGIN" if self.ready() => {
                self.position = Gomoku::start(Side::X);
                self.reply()
            }
            "TURN" if self.ready() => match parse(rest) {
                Some(cell) => {
                    if self.position.count == 0 {
                        self.position = Gomoku::start(Side::X);
                    }
                    if Gomoku::moves(&self.position).contains(&cell) {
                        self.position = Gomoku::apply(&self.position, cell);
                        self.reply()
                    } else {
                        format!("ERROR {rest} is taken, or the game is over")
                    }
                }
                None => format!("ERROR `{rest}` is not x,y on the board"),
            },
            "BOARD" if self.ready() => return (None, Then::Board),
            "BEGIN" | "TURN" | "BOARD" => "ERROR no START yet".to_string(),
            "INFO" => return (None, Then::Go),
            "END" => return (None, Then::End),
            "ABOUT" => format!(
                "name=\"merlyn\", version=\"{}\", country=\"\", www=\"\"",
                env!("CARGO_PKG_VERSION")
            ),
            _ => format!("UNKNOWN {word}"),
        };
        (Some(reply), Then::Go)
    }

    fn ready(&self) -> bool {
        self.started
    }

    fn restart(&mut self) {
        self.started = true;
        self.position = Gomoku::start(Side::X);
    }

    /// The program's move where it stands, played, as `x,y`.
    fn reply(&mut self) -> String {
        let moves = Gomoku::moves(&self.position);
        if moves.is_empty() {
            return "ERROR the game is over".to_string();
        }
        let cell = Gomoku::choose(&self.strategy, &self.position);
        self.position = Gomoku::apply(&self.position, cell);
        format(cell)
    }

    /// A `BOARD`'s lines, `x,y,who` (1 the program's stones, 2 the other's),
    /// played in their order, the sides taking turns; then the reply.
    fn board(&mut self, lines: &[String]) -> String {
        let mut mine = Vec::new();
        let mut theirs = Vec::new();
        for line in lines {
            let Some((at, who)) = line.rsplit_once(',') else {
                return format!("ERROR `{line}` is not x,y,who");
            };
            let Some(cell) = parse(at) else {
                return format!("ERROR `{line}` is not x,y,who on the board");
            };
            match who.trim() {
                "1" => mine.push(cell),
                "2" | "3" => theirs.push(cell),
                _ => return format!("ERROR `{line}`: who is 1, 2 or 3"),
            }
        }
        // Whoever moved first has as many stones as the other, or one more;
        // it is the program's move, so with as many it moved first.
        let (first, second) = match theirs.len().checked_sub(mine.len()) {
            Some(0) => (&mine, &theirs),
            Some(1) => (&theirs, &mine),
            _ => return "ERROR the stones are not of a game: too many of one side".to_string(),
        };
        let mut position = Gomoku::start(Side::X);
        for i in 0..first.len() + second.len() {
            let cell = if i % 2 == 0 {
                first[i / 2]
            } else {
                second[i / 2]
            };
            if !Gomoku::moves(&position).contains(&cell) {
                return format!("ERROR {} is taken twice, or after five", format(cell));
            }
            position = Gomoku::apply(&position, cell);
        }
        self.position = position;
        self.reply()
    }
}

/// The cell `x,y` names (the column from the left, the row from the top,
/// each from 0).
pub fn parse(text: &str) -> Option<Cell> {
    let (x, y) = text.split_once(',')?;
    Gomoku::parse_move(&name(x.trim().parse().ok()?, y.trim().parse().ok()?)?).ok()
}

/// A cell as `x,y`.
pub fn format(cell: Cell) -> String {
    let (x, y) = xy(&cell.to_string()).unwrap_or((SIZE, SIZE));
    format!("{x},{y}")
}

/// The name in Gomoku's notation (`h8`: a column letter, a row from the
/// bottom) of the cell `x`, `y`; none off the board.
pub fn name(x: usize, y: usize) -> Option<String> {
    (x < SIZE && y < SIZE).then(|| format!("{}{}", char::from(b'a' + x as u8), SIZE - y))
}

/// The `x`, `y` of a cell's name in Gomoku's notation.
pub fn xy(name: &str) -> Option<(usize, usize)> {
    let (&letter, row) = name.as_bytes().split_first()?;
    let x = usize::from(letter.to_ascii_lowercase().checked_sub(b'a')?);
    let row: usize = std::str::from_utf8(row).ok()?.parse().ok()?;
    (x < SIZE && (1..=SIZE).contains(&row)).then_some((x, SIZE - row))
}
