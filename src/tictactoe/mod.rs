//! Tic-tac-toe, the 1991 game. Its rules and its program live in one
//! place, `templates/tic-tac-toe.rs`: generation zero, compiled here as
//! `program`, so the engine the library runs is, byte for byte, the engine
//! every generation carries. This module fits it to the game interface,
//! and holds the exhaustive tools only tic-tac-toe can afford: `verify`,
//! `analyze`, and training against a perfect adversary.

// `#![no_main]` at the top of the template speaks to a generation's crate
// root; in this module it has nothing to say. The program spells out what
// `?` would do, and `%` what `is_multiple_of` does, because every method
// call costs every move compile time.
#[allow(
    dead_code,
    unused_attributes,
    clippy::question_mark,
    clippy::manual_is_multiple_of
)]
#[rustfmt::skip]
#[path = "../../templates/tic-tac-toe.rs"]
pub mod program;

pub mod analyze;
pub mod opening;
pub mod strategy;
pub mod train;
mod types;
pub mod verify;

use crate::game::{self, Refusal, Rules, Side, Status, Turn};
use crate::generation;
use crate::player::Player;
use program::{Cells, FULL, Text, cell, has_line};
use std::fmt;
use strategy::Strategy;

/// Tic-tac-toe.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct TicTacToe;

/// A cell, 1 to 9, numbered like a phone's keypad turned into rows.
#[derive(Clone, Copy, PartialEq, Eq, Debug, PartialOrd, Ord)]
pub struct Cell(pub u8);

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A board, the side to move, and the game's first move with who made
/// it: the program's strategy digit depends on the opening.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Position {
    pub x: Cells,
    pub o: Cells,
    pub to_move: Side,
    /// The first move and its side; its cell is 0 where a generation's
    /// state does not record it (when the program opened).
    pub first: Option<(Side, u8)>,
}

impl Position {
    /// The cells no one holds yet.
    pub fn empty(&self) -> Cells {
        FULL & !(self.x | self.o)
    }
}

impl Rules for TicTacToe {
    type Position = Position;
    type Move = Cell;

    fn start(first: Side) -> Position {
        Position {
            x: 0,
            o: 0,
            to_move: first,
            first: None,
        }
    }

    fn to_move(position: &Position) -> Side {
        position.to_move
    }

    fn moves(position: &Position) -> Vec<Cell> {
        if has_line(position.x) || has_line(position.o) {
            return Vec::new();
        }
        let empty = position.empty();
        (1..=9)
            .filter(|&c| empty & cell(c) != 0)
            .map(Cell)
            .collect()
    }

    fn apply(position: &Position, mv: Cell) -> Position {
        let mut next = *position;
        match position.to_move {
            Side::X => next.x |= cell(mv.0),
            Side::Zero => next.o |= cell(mv.0),
        }
        next.to_move = position.to_move.other();
        next.first.get_or_insert((position.to_move, mv.0));
        next
    }

    fn margin(position: &Position) -> i32 {
        i32::from(has_line(position.x)) - i32::from(has_line(position.o))
    }

    fn rows(position: &Position) -> Vec<String> {
        let sets = (u64::from(position.x), u64::from(position.o));
        game::picture(3, 3, sets, |r, c| u64::from(cell((3 * r + c + 1) as u8)))
    }
}

impl game::Game for TicTacToe {
    const NAME: &'static str = "tic-tac-toe";
    const STRATEGY_FIELD: &'static str = "strategy";
    const ZERO: &'static str = include_str!("../../templates/tic-tac-toe.rs");
    const EXAMPLE: &'static str = "146";
    const ABOUT: &'static str = "The 1991 game, on a 3x3 board";
    const FORM: &'static str = "10 characters, such as 9883857753, which never loses";
    const PLAYERS: &'static [&'static str] = &[];

    type Strategy = Strategy;
    type State = program::Game;

    fn zero_strategy() -> Strategy {
        Strategy::ORIGINAL
    }

    fn new_game(strategy: Strategy) -> program::Game {
        program::Game::new(strategy.0)
    }

    fn strategy(state: &program::Game) -> Strategy {
        Strategy(state.strategy)
    }

    fn status(state: &program::Game) -> Status {
        // The program numbers its statuses in the order of the game.
        match state.status() {
            Ok(status) => Status::ALL[status],
            Err(refusal) => panic!("a state the program refuses: {refusal}"),
        }
    }

    fn position(state: &program::Game) -> Position {
        let (xs, os) = (state.x.count_ones(), state.o.count_ones());
        let first = if xs == 0 && os == 0 {
            None
        } else if os > xs {
            Some((Side::Zero, 0))
        } else {
            Some((Side::X, state.strategy[0] - b'0'))
        };
        let over = has_line(state.o) || state.x | state.o == FULL;
        Position {
            x: state.x,
            o: state.o,
            // Whose move it is, were the game to go on: the human's, but
            // for a board the program won or filled.
            to_move: if over && os == xs {
                Side::Zero
            } else {
                Side::X
            },
            first,
        }
    }

    fn face(state: &program::Game) -> &'static str {
        types::face(state.face)
    }

    fn parse_move(text: &str) -> anyhow::Result<Cell> {
        match text.as_bytes() {
            [digit @ b'1'..=b'9'] => Ok(Cell(digit - b'0')),
            _ => anyhow::bail!("`{text}` is not a move: a move is a cell from 1 to 9"),
        }
    }

    fn parse_moves(text: &str) -> anyhow::Result<Vec<Cell>> {
        text.chars()
            .map(|ch| Self::parse_move(ch.encode_utf8(&mut [0; 4])))
            .collect()
    }

    fn play(state: program::Game, human: Option<Cell>) -> Result<Turn<Self>, Refusal> {
        let next = program::play(state, human.map(|c| c.0)).map_err(|r| Refusal(r.to_string()))?;
        let mine = next.o & !state.o;
        let mut position = Self::position(&next);
        if next.face == program::SAD {
            // The human's line, which the successor's blank board forgets.
            position = Self::position(&state);
            position.x |= cell(human.expect("a move that won").0);
            position.to_move = Side::Zero;
        }
        Ok(Turn {
            state: next,
            replies: (1..=9).filter(|&c| mine & cell(c) != 0).map(Cell).collect(),
            position,
        })
    }

    fn choose(strategy: &Strategy, position: &Position) -> Cell {
        let me = position.to_move;
        let opening = match position.first {
            Some((side, c)) if side != me => c,
            _ => 5,
        };
        let (mine, yours) = match me {
            Side::X => (position.x, position.o),
            Side::Zero => (position.o, position.x),
        };
        Cell(program::reply(mine, yours, strategy.digit(opening)))
    }

    fn read(lines: &[&str]) -> Result<program::Game, Refusal> {
        program::Game::read(lines).map_err(|r| Refusal(r.to_string()))
    }

    fn source(state: &program::Game) -> String {
        generation::splice(program::SELF, &state_lines!(Text, state))
    }

    fn fields(state: &program::Game, _position: &Position) -> Vec<(&'static str, String)> {
        vec![("strategy", Strategy(state.strategy).to_string())]
    }

    fn shown(position: &Position) -> Vec<String> {
        // A move is a cell's number: the board beside the keypad.
        Self::rows(position)
            .iter()
            .enumerate()
            .map(|(r, row)| {
                let cells: Vec<String> = row.chars().map(String::from).collect();
                let keys: Vec<String> = (1..=3).map(|c| (3 * r + c).to_string()).collect();
                format!("{}   {}", cells.join(" "), keys.join(" "))
            })
            .collect()
    }

    fn player(_name: &str) -> Option<Box<dyn Player<Self>>> {
        None
    }
}
