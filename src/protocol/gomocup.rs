//! The Gomocup protocol, served: the one Gomoku tournament managers and
//! GUIs (Piskvork, Yixin-Board and their kin) speak to a "brain". Commands
//! come one a line (`START 20`, `BEGIN`, `TURN 7,7`, `BOARD` ... `DONE`,
//! `TAKEBACK`, `RESTART`, `INFO`, `ABOUT`, `END`, and Yixin's `YXBOARD`);
//! a move is `x,y`, counted from 0, `x` the column from the left and `y`
//! the row from the top. Whoever moves first is `X`.
//!
//! The board is any size the Gomoku program plays on (`Game::resized`
//! says which): nothing here counts cells itself, a cell is found by its
//! name in Gomoku's notation. merlyn plays freestyle Gomoku, where five or
//! more in a row win; asked for another rule (`INFO rule`), it says so
//! with `ERROR` at the next command that wants a move, as the protocol
//! asks. A command it does not know gets `UNKNOWN`, a bad one `ERROR`:
//! never a panic, never a raw control byte echoed, never a line held whole
//! however long.

use crate::game::{self, Game, Rules, Side};
use crate::gomoku::{BOARDS, Cell, Gomoku, Position};
use crate::protocol::bounded;
/// Its cells' names, for the brain's readers (and the tests).
pub use crate::protocol::cells::{name, xy};
use std::io::{self, BufRead, Write};

/// The most lines a `BOARD` (or `YXBOARD`, `SWAP2BOARD`) keeps: more than
/// any board has cells.
const BLOCK: usize = 4096;

/// A Gomoku program served as a Gomocup brain.
pub struct Brain {
    /// The program's strategy, as given.
    strategy: <Gomoku as Game>::Strategy,
    /// The program on the board of the last `START`, once there was one.
    playing: Option<<Gomoku as Game>::Strategy>,
    /// The stones on the board, with their sides, in the order they came.
    stones: Vec<(Side, Cell)>,
    /// The side the brain plays.
    me: Side,
    /// An `INFO rule` it cannot play, if one was asked for.
    rule: Option<u32>,
}

/// The commands whose lines follow them, up to `DONE`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Block {
    /// `BOARD`: the stones, then the brain's move.
    Board,
    /// `YXBOARD`: the stones, and no answer.
    YxBoard,
    /// `SWAP2BOARD`: the swap2 opening so far, and the brain's choice.
    Swap2,
}

/// A block's lines as they come.
struct Gathering {
    block: Block,
    lines: Vec<String>,
    /// A line was cut, or there were more than `BLOCK`.
    cut: bool,
}

/// What a line asks of the loop that reads them.
enum Then {
    Go,
    Gather(Block),
    End,
}

impl Brain {
    pub fn new(strategy: <Gomoku as Game>::Strategy) -> Brain {
        Brain {
            strategy,
            playing: None,
            stones: Vec::new(),
            me: Side::Zero,
            rule: None,
        }
    }

    /// Serves commands from `input` until `END` or its end, answering on
    /// `output`.
    pub fn serve(&mut self, input: impl BufRead, mut output: impl Write) -> io::Result<()> {
        let mut gathering: Option<Gathering> = None;
        for line in bounded::lines(input) {
            let line = line?;
            let text = line.text();
            let text = text.trim();
            if text.is_empty() {
                continue;
            }
            let reply = if let Some(block) = &mut gathering {
                if text.eq_ignore_ascii_case("DONE") {
                    let block = gathering.take().expect("a block");
                    self.block(block)
                } else {
                    if line.cut || block.lines.len() == BLOCK {
                        block.cut = true;
                    } else {
                        block.lines.push(text.to_string());
                    }
                    None
                }
            } else if line.cut {
                Some(format!(
                    "ERROR the line is longer than {} bytes",
                    bounded::LINE
                ))
            } else {
                let (reply, then) = self.command(text);
                match then {
                    Then::Gather(block) => {
                        gathering = Some(Gathering {
                            block,
                            lines: Vec::new(),
                            cut: false,
                        });
                    }
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
        let (word, rest) = match line.split_once(char::is_whitespace) {
            Some((word, rest)) => (word, rest.trim()),
            None => (line, ""),
        };
        let word = word.to_ascii_uppercase();
        let started = self.playing.is_some();
        let reply = match word.as_str() {
            "START" => match rest.parse::<usize>() {
                Ok(n) => self.start(n, n),
                Err(_) => "ERROR START takes the board's size, such as START 15".to_string(),
            },
            "RECTSTART" => match rest
                .split_once(',')
                .and_then(|(w, h)| Some((w.trim().parse().ok()?, h.trim().parse().ok()?)))
            {
                Some((w, h)) => self.start(w, h),
                None => "ERROR RECTSTART takes the board's width,height".to_string(),
            },
            "INFO" => {
                self.info(rest);
                return (None, Then::Go);
            }
            "END" => return (None, Then::End),
            "ABOUT" => format!(
                "name=\"merlyn\", version=\"{}\", country=\"\", www=\"\"",
                env!("CARGO_PKG_VERSION")
            ),
            // It thinks only while it answers, never in the background:
            // there is nothing to stop.
            "STOP" | "YXSTOP" => return (None, Then::Go),
            "RESTART" | "BEGIN" | "TURN" | "PLAY" | "TAKEBACK" | "BOARD" | "YXBOARD"
            | "SWAP2BOARD"
                if !started =>
            {
                return match block(&word) {
                    // Its lines are read, and answered at DONE.
                    Some(block) => (None, Then::Gather(block)),
                    None => (Some("ERROR no START yet".to_string()), Then::Go),
                };
            }
            "RESTART" => {
                self.stones.clear();
                "OK".to_string()
            }
            "BEGIN" => self.begin(),
            "TURN" => self.turn(rest),
            "PLAY" => self.play(rest),
            "TAKEBACK" => self.takeback(rest),
            "BOARD" | "YXBOARD" | "SWAP2BOARD" => {
                return (None, Then::Gather(block(&word).expect("a block")));
            }
            _ => {
                let shown = bounded::printable(&word, 40);
                if shown.is_empty() {
                    "UNKNOWN".to_string()
                } else {
                    format!("UNKNOWN {shown}")
                }
            }
        };
        (Some(reply), Then::Go)
    }

    /// `START` or `RECTSTART`: a new game on a board of `columns` by `rows`.
    fn start(&mut self, columns: usize, rows: usize) -> String {
        match Gomoku::resized(&self.strategy, columns, rows) {
            Some(strategy) => {
                self.playing = Some(strategy);
                self.stones.clear();
                "OK".to_string()
            }
            None => {
                let (least, most) = (BOARDS.least, BOARDS.most);
                format!(
                    "ERROR not a {columns}x{rows} board: this program plays on square boards \
                     from {least}x{least} to {most}x{most}"
                )
            }
        }
    }

    /// `INFO KEY VALUE`: only the rule matters, and only freestyle (0) is
    /// played.
    fn info(&mut self, rest: &str) {
        let mut words = rest.split_whitespace();
        if words
            .next()
            .is_some_and(|key| key.eq_ignore_ascii_case("rule"))
        {
            self.rule = match words.next().map(str::parse::<u32>) {
                Some(Ok(0)) => None,
                Some(Ok(rule)) => Some(rule),
                _ => Some(u32::MAX),
            };
        }
    }

    /// The error a command that wants a move gets under a rule it cannot
    /// play.
    fn refused(&self) -> Option<String> {
        let rule = self.rule?;
        let names: Vec<&str> = [
            (1, "exactly five"),
            (2, "a continuous game"),
            (4, "renju"),
            (8, "caro"),
        ]
        .iter()
        .filter(|(bit, _)| rule & bit != 0)
        .map(|(_, name)| *name)
        .collect();
        let asked = if rule == u32::MAX || names.is_empty() {
            "that rule".to_string()
        } else {
            format!("rule {rule}, {}", names.join(" and "))
        };
        Some(format!(
            "ERROR merlyn cannot play {asked}: it plays freestyle, five or more win"
        ))
    }

    /// The empty board of the game.
    fn empty(&self) -> Position {
        Gomoku::start_of(self.playing.as_ref().unwrap_or(&self.strategy), Side::X)
    }

    /// The board as the stones make it, `to_move` to move.
    fn position(&self, to_move: Side) -> Position {
        let position = stones(self.empty(), &self.stones);
        Position {
            to_move,
            ..position
        }
    }

    /// The board's columns and rows.
    fn size(&self) -> (usize, usize) {
        game::size::<Gomoku>(&self.empty())
    }

    /// The empty cell `x,y` names.
    fn free(&self, text: &str) -> Result<Cell, String> {
        let cell = cell(&self.empty(), text, self.size())
            .ok_or_else(|| format!("ERROR `{}` is not x,y on the board", shown(text)))?;
        let moves = Gomoku::moves(&self.position(self.me));
        if moves.is_empty() {
            return Err("ERROR the game is over".to_string());
        }
        if !moves.contains(&cell) {
            return Err(format!("ERROR {} is taken", shown(text)));
        }
        Ok(cell)
    }

    /// The brain's move where it stands, played, as `x,y`.
    fn reply(&mut self) -> String {
        let position = self.position(self.me);
        if Gomoku::moves(&position).is_empty() {
            return "ERROR the game is over".to_string();
        }
        let strategy = self.playing.unwrap_or(self.strategy);
        let cell = Gomoku::choose(&strategy, &position);
        self.stones.push((self.me, cell));
        self.format(cell)
    }

    /// `BEGIN`: the brain opens (or moves, on a board given it).
    fn begin(&mut self) -> String {
        if let Some(error) = self.refused() {
            return error;
        }
        if self.stones.is_empty() {
            self.me = Side::X;
        }
        self.reply()
    }

    /// `TURN x,y`: the other side's move, then the brain's.
    fn turn(&mut self, rest: &str) -> String {
        if let Some(error) = self.refused() {
            return error;
        }
        let cell = match self.free(rest) {
            Ok(cell) => cell,
            Err(error) => return error,
        };
        if self.stones.is_empty() {
            self.me = Side::Zero;
        }
        self.stones.push((self.me.other(), cell));
        self.reply()
    }

    /// `PLAY x,y`: the brain's move, as the manager imposes it.
    fn play(&mut self, rest: &str) -> String {
        if let Some(error) = self.refused() {
            return error;
        }
        match self.free(rest) {
            Ok(cell) => {
                self.stones.push((self.me, cell));
                self.format(cell)
            }
            Err(error) => error,
        }
    }

    /// `TAKEBACK x,y`: the stone there leaves the board.
    fn takeback(&mut self, rest: &str) -> String {
        let Some(cell) = cell(&self.empty(), rest, self.size()) else {
            return format!("ERROR `{}` is not x,y on the board", shown(rest));
        };
        match self.stones.iter().rposition(|(_, at)| *at == cell) {
            Some(i) => {
                self.stones.remove(i);
                "OK".to_string()
            }
            None => format!("ERROR {} holds no stone", shown(rest)),
        }
    }

    /// A block's answer at its `DONE`: none to a good `YXBOARD`.
    fn block(&mut self, gathered: Gathering) -> Option<String> {
        if self.playing.is_none() {
            return Some("ERROR no START yet".to_string());
        }
        if gathered.cut {
            return Some(format!(
                "ERROR the board is more than {BLOCK} lines, or a line more than {} bytes",
                bounded::LINE
            ));
        }
        if gathered.block != Block::YxBoard
            && let Some(error) = self.refused()
        {
            return Some(error);
        }
        match gathered.block {
            Block::Board => Some(match self.board(&gathered.lines) {
                Ok(()) => self.reply(),
                Err(error) => error,
            }),
            Block::YxBoard => self.board(&gathered.lines).err(),
            Block::Swap2 => Some(self.swap2(&gathered.lines).unwrap_or_else(|e| e)),
        }
    }

    /// Sets the board a block's lines give, `x,y,who` (1 the brain's
    /// stones, 2 the other's), in any order and of any balance.
    fn board(&mut self, lines: &[String]) -> Result<(), String> {
        let (empty, size) = (self.empty(), self.size());
        // Each stone, and whether it is the brain's own.
        let mut given: Vec<(bool, Cell)> = Vec::new();
        for line in lines {
            let bad = || format!("ERROR `{}` is not x,y,who", shown(line));
            let (at, who) = line.rsplit_once(',').ok_or_else(bad)?;
            let cell = cell(&empty, at, size).ok_or_else(bad)?;
            let mine = match who.trim() {
                "1" => true,
                "2" => false,
                _ => {
                    return Err(format!(
                        "ERROR `{}`: who is 1 (mine) or 2 (yours)",
                        shown(line)
                    ));
                }
            };
            if given.iter().any(|(_, at)| *at == cell) {
                return Err(format!("ERROR {} is given twice", shown(at)));
            }
            given.push((mine, cell));
        }
        // The brain plays X when it has as many stones as the other side
        // or more (it moved first), 0 otherwise.
        let mine = given.iter().filter(|(mine, _)| *mine).count();
        self.me = if 2 * mine >= given.len() {
            Side::X
        } else {
            Side::Zero
        };
        let me = self.me;
        self.stones = given
            .into_iter()
            .map(|(mine, cell)| (if mine { me } else { me.other() }, cell))
            .collect();
        Ok(())
    }

    /// A swap2 opening: with no stones, the brain places the first three
    /// (black, white, black); with three or five, it keeps the colour that
    /// is to move (white) and plays the next stone. It never swaps.
    fn swap2(&self, lines: &[String]) -> Result<String, String> {
        let (empty, size) = (self.empty(), self.size());
        let mut placed = Vec::new();
        for (i, line) in lines.iter().enumerate() {
            let side = if i % 2 == 0 { Side::X } else { Side::Zero };
            let cell = cell(&empty, line, size)
                .filter(|cell| !placed.iter().any(|(_, at)| at == cell))
                .ok_or_else(|| format!("ERROR `{}` is not a free x,y", shown(line)))?;
            placed.push((side, cell));
        }
        let strategy = self.playing.unwrap_or(self.strategy);
        let next = |placed: &mut Vec<(Side, Cell)>, side: Side| {
            let position = Position {
                to_move: side,
                ..stones(empty, placed)
            };
            let cell = Gomoku::choose(&strategy, &position);
            placed.push((side, cell));
            self.format(cell)
        };
        match placed.len() {
            0 => {
                let sides = [Side::X, Side::Zero, Side::X];
                let moves: Vec<String> = sides.iter().map(|&s| next(&mut placed, s)).collect();
                Ok(moves.join(" "))
            }
            3 | 5 => Ok(next(&mut placed, Side::Zero)),
            n => Err(format!(
                "ERROR a swap2 opening has 0, 3 or 5 stones, not {n}"
            )),
        }
    }

    /// A cell as `x,y`.
    fn format(&self, cell: Cell) -> String {
        let (x, y) = xy(&cell.to_string(), self.size()).expect("a cell of the board");
        format!("{x},{y}")
    }
}

/// The block a command word begins, if it begins one.
fn block(word: &str) -> Option<Block> {
    match word {
        "BOARD" => Some(Block::Board),
        "YXBOARD" => Some(Block::YxBoard),
        "SWAP2BOARD" => Some(Block::Swap2),
        _ => None,
    }
}

/// `empty` with `stones` put on it in their order, each of its own side
/// whoever was to move.
fn stones(empty: Position, stones: &[(Side, Cell)]) -> Position {
    stones.iter().fold(empty, |position, &(side, cell)| {
        Gomoku::apply(
            &Position {
                to_move: side,
                ..position
            },
            cell,
        )
    })
}

/// The cell that `x,y` names on `empty`, a board of `size`: found among
/// its cells by its name, so that any board the game has is read alike.
fn cell(empty: &Position, text: &str, size: (usize, usize)) -> Option<Cell> {
    let (x, y) = text.split_once(',')?;
    let name = name(x.trim().parse().ok()?, y.trim().parse().ok()?, size)?;
    Gomoku::moves(empty)
        .into_iter()
        .find(|cell| cell.to_string() == name)
}

/// Text from the manager, fit to be shown in one line.
fn shown(text: &str) -> String {
    bounded::printable(text, 40)
}
