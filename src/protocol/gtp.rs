//! The Go Text Protocol, served: a generation plays through GTP, the
//! protocol Go, Hex and Othello engines speak and GUIs such as HexGui
//! drive, so a program can meet real engines and be played from a window.
//! One command a line, an optional id first; each answer is `=` or `?`,
//! the id, the text, and a blank line. Black is the side that moves first,
//! the human's `X`; white is the program's `0`. Moves are written in the
//! game's own notation (`5`, `f5`, `F6`, `h8`), and `pass`; either side
//! may `resign`. Each game keeps the conventions its GUIs follow
//! (`Convention`): Othello's black opens and may leave a forced pass
//! unsaid, Hex's second move may be `swap-pieces`.
//!
//! Whatever comes in, the answer is an answer: a malformed command gets
//! `? ...`, never a panic, and a line longer than `bounded::LINE` is
//! answered without being held whole.

use crate::game::{Convention, Game, Rules, Side};
use crate::protocol::bounded;
use std::io::{self, BufRead, Write};

/// The commands served, in the order `list_commands` gives them.
pub const COMMANDS: [&str; 16] = [
    "protocol_version",
    "name",
    "version",
    "known_command",
    "list_commands",
    "quit",
    "boardsize",
    "clear_board",
    "komi",
    "play",
    "genmove",
    "undo",
    "showboard",
    "final_score",
    "list_games",
    "set_game",
];

/// A game served over GTP: the program's strategy, and the game so far.
pub struct Server<G: Game> {
    /// The program's strategy, as given.
    strategy: G::Strategy,
    /// The level it plays at, if one was asked for (`Game::at_level`).
    level: Option<u8>,
    /// The program on the board asked for (`Game::resized`), at its level.
    playing: G::Strategy,
    position: G::Position,
    /// The positions before each move, for `undo`.
    before: Vec<G::Position>,
    /// The side that resigned, which ends the game.
    resigned: Option<Side>,
}

/// What a command asks of the loop that reads them.
enum Then {
    Go,
    Quit,
}

impl<G: Game> Server<G> {
    /// A server of the program under `strategy`, its board empty.
    pub fn new(strategy: G::Strategy) -> Server<G> {
        Server {
            position: G::start_of(&strategy, Side::X),
            strategy,
            level: None,
            playing: strategy,
            before: Vec::new(),
            resigned: None,
        }
    }

    /// The same server, its program at `level` on every board it is asked
    /// for; an error for a level the game does not have.
    pub fn at_level(mut self, level: u8) -> anyhow::Result<Server<G>> {
        G::at_level(&mut self.playing, level)?;
        self.level = Some(level);
        Ok(self)
    }

    /// Serves commands from `input` until `quit` or its end, answering on
    /// `output`.
    pub fn serve(&mut self, input: impl BufRead, mut output: impl Write) -> io::Result<()> {
        for line in bounded::lines(input) {
            let line = line?;
            let Some((id, mut reply, then)) = self.line(&line.text()) else {
                continue;
            };
            if line.cut {
                reply = Err(format!("the line is longer than {} bytes", bounded::LINE));
            }
            let (mark, text) = match reply {
                Ok(text) => ('=', text),
                Err(text) => ('?', text),
            };
            let gap = if text.is_empty() || text.starts_with('\n') {
                ""
            } else {
                " "
            };
            write!(output, "{mark}{id}{gap}{text}\n\n")?;
            output.flush()?;
            if let Then::Quit = then {
                break;
            }
        }
        Ok(())
    }

    /// The answer to one line: its id, the reply (`Ok` for `=`, `Err` for
    /// `?`) and what next; none for an empty line or a comment.
    fn line(&mut self, line: &str) -> Option<(String, Result<String, String>, Then)> {
        // Control characters but tabs and newlines are dropped, tabs are
        // spaces, and a # begins a comment.
        let clean: String = line
            .chars()
            .filter(|c| !c.is_control() || *c == '\t')
            .map(|c| if c == '\t' { ' ' } else { c })
            .collect();
        let clean = clean.split('#').next().unwrap_or("");
        let mut words = clean.split_whitespace().peekable();
        let id = match words.peek() {
            Some(word) if word.bytes().all(|b| b.is_ascii_digit()) => {
                let id = word.to_string();
                words.next();
                id
            }
            _ => String::new(),
        };
        let command = words.next()?;
        let args: Vec<&str> = words.collect();
        let (reply, then) = self.command(command, &args);
        Some((id, reply, then))
    }

    fn command(&mut self, command: &str, args: &[&str]) -> (Result<String, String>, Then) {
        let reply = match command {
            "protocol_version" => Ok("2".to_string()),
            "name" => Ok(format!("merlyn {}", G::NAME)),
            "version" => Ok(env!("CARGO_PKG_VERSION").to_string()),
            "known_command" => Ok(match args {
                [name] if COMMANDS.contains(name) => "true".to_string(),
                _ => "false".to_string(),
            }),
            "list_commands" => Ok(COMMANDS.join("\n")),
            "quit" => return (Ok(String::new()), Then::Quit),
            "boardsize" => self.boardsize(args),
            "clear_board" => {
                self.clear(Side::X);
                Ok(String::new())
            }
            // No game of merlyn's has a komi: it is taken, and means nothing.
            "komi" => match args {
                [komi] if komi.parse::<f64>().is_ok_and(f64::is_finite) => Ok(String::new()),
                _ => Err("syntax error: komi NUMBER".to_string()),
            },
            "play" => self.play(args),
            "genmove" => self.genmove(args),
            "undo" => self.undo(),
            "showboard" => Ok(format!("\n{}", board::<G>(&self.position).join("\n"))),
            "final_score" => self.final_score(),
            // The game, as GUIs that serve several (Quarry) ask it: one.
            "list_games" => Ok(G::GTP_GAME.to_string()),
            "set_game" => match args.join(" ") {
                name if name.eq_ignore_ascii_case(G::GTP_GAME)
                    || name.eq_ignore_ascii_case(G::NAME) =>
                {
                    Ok(String::new())
                }
                _ => Err("unsupported game".to_string()),
            },
            _ => Err("unknown command".to_string()),
        };
        (reply, Then::Go)
    }

    fn clear(&mut self, first: Side) {
        self.position = G::start_of(&self.playing, first);
        self.before.clear();
        self.resigned = None;
    }

    /// `boardsize N` or `boardsize C R`: the program's own board, or any
    /// board generation zero plays on, or any a game's lessons hold on
    /// (`Game::resized`).
    fn boardsize(&mut self, args: &[&str]) -> Result<String, String> {
        let asked: Option<Vec<usize>> = args.iter().map(|a| a.parse().ok()).collect();
        let (columns, rows) = match asked.as_deref() {
            Some([n]) => (*n, *n),
            Some([c, r]) => (*c, *r),
            _ => return Err("syntax error".to_string()),
        };
        let mut playing =
            G::resized(&self.strategy, columns, rows).ok_or("unacceptable size".to_string())?;
        if let Some(level) = self.level {
            G::at_level(&mut playing, level).map_err(|error| error.to_string())?;
        }
        self.playing = playing;
        self.clear(Side::X);
        Ok(String::new())
    }

    /// The side a colour names, which must be the side to move. A forced
    /// pass left unsaid is played first (Othello GUIs skip them); at the
    /// start of a game, white may move first, but in Othello.
    fn side(&mut self, colour: &str) -> Result<Side, String> {
        let side = colour_side(colour).ok_or("syntax error: a colour is black or white")?;
        self.over()?;
        if side != G::to_move(&self.position)
            && let [pass] = G::moves(&self.position)[..]
            && G::is_pass(pass)
        {
            self.before.push(self.position);
            self.position = G::apply(&self.position, pass);
        }
        if side != G::to_move(&self.position) {
            let opening = self.before.is_empty() && !G::moves(&self.position).is_empty();
            if opening && G::GTP != Convention::Othello {
                self.clear(side);
            } else if opening {
                return Err("illegal move: black moves first".to_string());
            } else {
                return Err(format!("illegal move: it is not {colour}'s turn"));
            }
        }
        Ok(side)
    }

    /// An error once a side has resigned.
    fn over(&self) -> Result<(), String> {
        match self.resigned {
            Some(side) => Err(format!("the game is over: {} resigned", colour(side))),
            None => Ok(()),
        }
    }

    fn play(&mut self, args: &[&str]) -> Result<String, String> {
        let [colour, vertex] = args else {
            return Err("syntax error: play COLOUR MOVE".to_string());
        };
        if vertex.eq_ignore_ascii_case("resign") {
            let side = colour_side(colour).ok_or("syntax error: a colour is black or white")?;
            self.over()?;
            if G::moves(&self.position).is_empty() {
                return Err("the game is over".to_string());
            }
            self.resigned = Some(side);
            return Ok(String::new());
        }
        let swap = vertex.eq_ignore_ascii_case("swap-pieces") && G::GTP == Convention::Hex;
        if swap && self.before.len() != 1 {
            return Err("illegal move: swap-pieces answers the first stone only".to_string());
        }
        let side = self.side(colour)?;
        if swap {
            return self.swap(side);
        }
        let moves = G::moves(&self.position);
        let mv = if vertex.eq_ignore_ascii_case("pass") {
            moves.iter().copied().find(|mv| G::is_pass(*mv))
        } else {
            // A move of the game's notation, or, on a board of another size
            // than the program's own, the legal move of that name.
            let named = |mv: &G::Move| mv.to_string().eq_ignore_ascii_case(vertex);
            G::parse_move(vertex)
                .ok()
                .filter(|mv| moves.contains(mv))
                .or_else(|| moves.iter().copied().find(named))
                .filter(|mv| !G::is_pass(*mv))
        };
        let mv = mv.ok_or_else(|| format!("illegal move: {vertex}"))?;
        self.before.push(self.position);
        self.position = G::apply(&self.position, mv);
        Ok(String::new())
    }

    /// Hex's swap rule, as `side`'s answer to the first stone: that stone
    /// leaves the board, and `side` takes the cell mirrored in the long
    /// diagonal (row and column exchanged); the first side moves again.
    fn swap(&mut self, side: Side) -> Result<String, String> {
        let rows = G::rows(&self.position);
        let stones: Vec<(usize, usize)> = rows
            .iter()
            .enumerate()
            .flat_map(|(r, row)| {
                row.bytes()
                    .enumerate()
                    .filter(|(_, cell)| *cell != b'.')
                    .map(move |(c, _)| (r, c))
            })
            .collect();
        let [(r, c)] = stones[..] else {
            return Err("illegal move: swap-pieces answers the first stone only".to_string());
        };
        let (columns, height) = size::<G>(&self.position);
        if columns != height {
            return Err("illegal move: swap-pieces needs a square board".to_string());
        }
        let start = G::start_of(&self.playing, side);
        let taken = |mv: &G::Move| {
            G::rows(&G::apply(&start, *mv))
                .get(c)
                .is_some_and(|row| row.as_bytes().get(r).is_some_and(|cell| *cell != b'.'))
        };
        let mv = G::moves(&start)
            .into_iter()
            .find(taken)
            .ok_or("illegal move: swap-pieces")?;
        self.before.push(self.position);
        self.position = G::apply(&start, mv);
        Ok(String::new())
    }

    fn genmove(&mut self, args: &[&str]) -> Result<String, String> {
        let [colour] = args else {
            return Err("syntax error: genmove COLOUR".to_string());
        };
        self.side(colour)?;
        let moves = G::moves(&self.position);
        let mv = match moves.as_slice() {
            [] => return Err("the game is over".to_string()),
            [only] if G::is_pass(*only) => *only,
            _ => G::choose(&self.playing, &self.position),
        };
        self.before.push(self.position);
        self.position = G::apply(&self.position, mv);
        Ok(vertex::<G>(mv))
    }

    /// Takes back a resignation, or the last move.
    fn undo(&mut self) -> Result<String, String> {
        if self.resigned.take().is_some() {
            return Ok(String::new());
        }
        let position = self.before.pop().ok_or("cannot undo")?;
        self.position = position;
        Ok(String::new())
    }

    /// `B+N`, `W+N` or `0` for a game over (N the margin, 1 in games of
    /// no score; `R` after a resignation); an error while it is on.
    fn final_score(&self) -> Result<String, String> {
        match self.resigned {
            Some(Side::X) => return Ok("W+R".to_string()),
            Some(Side::Zero) => return Ok("B+R".to_string()),
            None => {}
        }
        if !G::moves(&self.position).is_empty() {
            return Err("the game is not over".to_string());
        }
        Ok(match G::margin(&self.position) {
            0 => "0".to_string(),
            m if m > 0 => format!("B+{m}"),
            m => format!("W+{}", -m),
        })
    }
}

/// A move as GTP writes it: the game's notation in small letters (a GTP
/// vertex may be in either, but HexGui reads only `b2`, not `B2`), or
/// `pass`.
pub fn vertex<G: Rules>(mv: G::Move) -> String {
    if G::is_pass(mv) {
        "pass".to_string()
    } else {
        mv.to_string().to_ascii_lowercase()
    }
}

/// The side a GTP colour names: black is `X`, who moves first.
pub fn colour_side(colour: &str) -> Option<Side> {
    match colour.to_ascii_lowercase().as_str() {
        "b" | "black" => Some(Side::X),
        "w" | "white" => Some(Side::Zero),
        _ => None,
    }
}

/// The GTP colour of a side.
pub fn colour(side: Side) -> &'static str {
    match side {
        Side::X => "black",
        Side::Zero => "white",
    }
}

pub use crate::game::size;

/// The board as `showboard` draws it: the board with its coordinates,
/// as `merlyn show` draws it.
pub fn board<G: Game>(position: &G::Position) -> Vec<String> {
    G::shown(position)
}
