//! Gomoku, after the Tick5 tutorial's computer player. Its rules and its
//! program live in one place, `templates/gomoku.rs`: generation zero,
//! compiled here as `program`, so the engine the library runs is, byte for
//! byte, the engine every generation carries. This module fits it to the
//! game interface, and adds the built-in players `greedy`, `tick5` and
//! `threats`.

// `#![no_main]` at the top of the template speaks to a generation's crate
// root; in this module it has nothing to say. The program spells out
// comparisons and loops the plain way, because every method call costs
// every move compile time.
#[allow(
    dead_code,
    unused_attributes,
    clippy::implicit_saturating_sub,
    clippy::manual_clamp,
    clippy::manual_is_multiple_of,
    clippy::manual_range_contains,
    clippy::needless_range_loop,
    clippy::too_many_arguments
)]
#[rustfmt::skip]
#[path = "../../templates/gomoku.rs"]
pub mod program;

pub mod threats;
mod types;
pub mod weights;

use crate::game::{self, Protocol, Refusal, Rules, Side, Sizes, Status, Turn};
use crate::generation;
use crate::player::{Player, Program};
use program::{NONE, ROOM, Text};
use std::fmt;
pub use weights::Weights;

/// Gomoku.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Gomoku;

/// The boards a program plays on when a protocol asks (Gomocup's `START`):
/// any square one from 5x5 to 20x20. Its own is 15x15, and a generation's
/// state holds that board only.
pub const BOARDS: Sizes = Sizes {
    least: 5,
    most: program::WIDEST,
    usual: (program::SIZE, program::SIZE),
};

/// A move: a cell of a board of `size` by `size`, numbered in reading
/// order from the top row (on the program's 15x15 board, a15 is 0, o15 14,
/// h8 112, a1 210, o1 224).
#[derive(Clone, Copy, PartialEq, Eq, Debug, PartialOrd, Ord)]
pub struct Cell {
    pub at: u16,
    pub size: u8,
}

impl Cell {
    /// The cell `at` of the program's own board.
    pub fn of(at: usize) -> Cell {
        Cell::on(at, program::SIZE)
    }

    /// The cell `at` of a board of `size`.
    pub fn on(at: usize, size: usize) -> Cell {
        let (at, size) = (u16::try_from(at), u8::try_from(size));
        Cell {
            at: at.expect("a cell of the board"),
            size: size.expect("a board of at most 20 by 20"),
        }
    }

    /// Its number, in reading order.
    pub fn at(self) -> usize {
        usize::from(self.at)
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for byte in program::name(self.at(), usize::from(self.size)) {
            if byte != 0 {
                write!(f, "{}", char::from(byte))?;
            }
        }
        Ok(())
    }
}

/// The board, the moves that made it, the side to move, and who has five.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Position {
    /// The side of the board: 15, or any from 5 to 20 a protocol asks.
    pub size: usize,
    /// 0 empty, 1 X's, 2 0's, in reading order: the first `size * size`.
    pub cells: [u8; ROOM],
    /// The cells played, in order: the program's hot spots come from them.
    pub moves: [u16; ROOM],
    pub count: usize,
    pub to_move: Side,
    /// Who has five or more in a row: 0 nobody, 1 X, 2 0.
    pub five: u8,
}

/// The number a side's stones have on the board.
fn mark(side: Side) -> u8 {
    match side {
        Side::X => 1,
        Side::Zero => 2,
    }
}

impl Position {
    /// The empty board of `size`, `first` to move.
    pub fn empty(size: usize, first: Side) -> Position {
        Position {
            size,
            cells: [0; ROOM],
            moves: [0; ROOM],
            count: 0,
            to_move: first,
            five: 0,
        }
    }

    /// The stones of each side: X's, then 0's.
    pub fn stones(&self) -> (usize, usize) {
        let count = |m| self.cells.iter().filter(|&&c| c == m).count();
        (count(1), count(2))
    }
}

impl Rules for Gomoku {
    type Position = Position;
    type Move = Cell;

    fn start(first: Side) -> Position {
        Position::empty(program::SIZE, first)
    }

    fn to_move(position: &Position) -> Side {
        position.to_move
    }

    fn moves(position: &Position) -> Vec<Cell> {
        if position.five != 0 {
            return Vec::new();
        }
        (0..position.size * position.size)
            .filter(|&at| position.cells[at] == 0)
            .map(|at| Cell::on(at, position.size))
            .collect()
    }

    fn apply(position: &Position, mv: Cell) -> Position {
        let at = mv.at();
        let side = mark(position.to_move);
        let mut next = *position;
        next.cells[at] = side;
        next.moves[next.count] = mv.at;
        next.count += 1;
        next.to_move = position.to_move.other();
        if program::five(position.size, &next.cells, at, side) {
            next.five = side;
        }
        next
    }

    fn margin(position: &Position) -> i32 {
        match position.five {
            1 => 1,
            2 => -1,
            _ => 0,
        }
    }

    fn rows(position: &Position) -> Vec<String> {
        position.cells[..position.size * position.size]
            .chunks(position.size)
            .map(|row| {
                row.iter()
                    .map(|&c| ['.', 'X', '0'][usize::from(c)])
                    .collect()
            })
            .collect()
    }
}

impl game::Game for Gomoku {
    const NAME: &'static str = "gomoku";
    const STRATEGY_FIELD: &'static str = "weights";
    const ZERO: &'static str = include_str!("../../templates/gomoku.rs");
    const EXAMPLE: &'static str = "h8h9j10";
    const ABOUT: &'static str = "Gomoku, five in a row on a 15x15 board";
    const FORM: &'static str = "8 pattern weights made, a /, 8 taken, such as \
        900,400,350,90,30,70,8,2/800,300,250,80,20,60,7,1, then /N for a lookahead N above 0, \
        then, once it has learned, :, 4 values of windows of its own, /, 4 of the other side's, \
        : and its lessons, such as :+0,+3,+90,+400/+0,-10,-150,-999:31, then, once its lessons \
        have taken steps, :steps and a pair ALL/NET for each of the 8 values, separated by commas";
    const PROTOCOL: Protocol = Protocol::Gomocup;
    const GTP_GAME: &'static str = "Gomoku";
    const PLAYERS: &'static [&'static str] = &["greedy", "tick5", "threats"];
    // Two random moves of the copy, not the usual four: four stones thrown
    // anywhere on 225 cells lose it nearly every game, and leave the
    // program 1 lesson in 2,000 games of self-play; two leave it some 380
    // (docs/gomoku.md).
    const SELF_PLAY_OPENING: usize = 2;
    // It learns from every game, won, lost or drawn.
    const LEARNS_FROM_EVERY_GAME: bool = true;

    type Strategy = Weights;
    type State = program::Game;

    fn zero_strategy() -> Weights {
        Weights::TICK5
    }

    fn control(strategy: &Weights) -> Weights {
        Weights {
            size: strategy.size,
            ..Weights::looking(strategy.lookahead)
        }
    }

    fn resized(strategy: &Weights, columns: usize, rows: usize) -> Option<Weights> {
        // What a program learned is what patterns and windows of five are
        // worth, which a board of any size has: it carries them to any
        // square board it plays on.
        let within = (BOARDS.least..=BOARDS.most).contains(&columns);
        (within && columns == rows).then_some(Weights {
            size: columns,
            ..*strategy
        })
    }

    fn start_of(strategy: &Weights, first: Side) -> Position {
        Position::empty(strategy.size, first)
    }

    fn new_game(strategy: Weights) -> program::Game {
        program::Game {
            size: strategy.size,
            cells: [0; ROOM],
            weights: strategy.patterns,
            values: strategy.values,
            lookahead: strategy.lookahead,
            lessons: strategy.lessons,
            all: strategy.all,
            net: strategy.net,
            moves: [0; ROOM],
            count: 0,
            first: 0,
            random: [false; ROOM],
            status: program::NEW,
        }
    }

    fn strategy(state: &program::Game) -> Weights {
        Weights {
            patterns: state.weights,
            values: state.values,
            lookahead: state.lookahead,
            lessons: state.lessons,
            all: state.all,
            net: state.net,
            size: state.size,
        }
    }

    fn status(state: &program::Game) -> Status {
        // The program numbers its statuses in the order of the game.
        Status::ALL[state.status]
    }

    fn position(state: &program::Game) -> Position {
        let mut five = 0;
        if state.count > 0 {
            let last = usize::from(state.moves[state.count - 1]);
            let side = state.cells[last];
            if program::five(state.size, &state.cells, last, side) {
                five = side;
            }
        }
        Position {
            size: state.size,
            cells: state.cells,
            moves: state.moves,
            count: state.count,
            to_move: Side::X,
            five,
        }
    }

    fn face(state: &program::Game) -> &'static str {
        match Self::status(state) {
            Status::Won => ":-)",
            Status::Lost => ":-(",
            _ => ":-|",
        }
    }

    fn parse_move(text: &str) -> anyhow::Result<Cell> {
        let at = match *text.as_bytes() {
            [column, row] => program::square(column, row, 0, program::SIZE),
            [column, r1, r2] if r2.is_ascii_digit() => {
                program::square(column, r1, r2, program::SIZE)
            }
            _ => NONE,
        };
        if at == NONE {
            anyhow::bail!(
                "`{text}` is not a move: a move is a cell, a column a-o then a row 1-15, such as h8"
            );
        }
        Ok(Cell::of(at))
    }

    fn parse_moves(text: &str) -> anyhow::Result<Vec<Cell>> {
        if !text.is_ascii() {
            anyhow::bail!("`{text}` is not a game: give cells written together, such as h8h9j10");
        }
        // Each move is a letter and one or two digits.
        let bytes = text.as_bytes();
        let mut moves = Vec::new();
        let mut i = 0;
        while i < bytes.len() {
            let mut j = i + 1;
            while j < bytes.len() && j < i + 3 && bytes[j].is_ascii_digit() {
                j += 1;
            }
            moves.push(Self::parse_move(&text[i..j])?);
            i = j;
        }
        Ok(moves)
    }

    fn play(state: program::Game, human: Option<Cell>) -> Result<Turn<Self>, Refusal> {
        turn(state, human, program::play)
    }

    fn play_at_random(state: program::Game, human: Cell) -> Result<Turn<Self>, Refusal> {
        turn(state, Some(human), program::play_at_random)
    }

    fn choose(strategy: &Weights, position: &Position) -> Cell {
        choose(strategy, position, true)
    }

    fn read(lines: &[&str]) -> Result<program::Game, Refusal> {
        let lines = carried(lines);
        program::Game::read(&lines).map_err(|refusal| Refusal(refusal.to_string()))
    }

    fn source(state: &program::Game) -> String {
        generation::splice(program::SELF, &state_lines!(Text, state))
    }

    fn fields(state: &program::Game, position: &Position) -> Vec<(&'static str, String)> {
        let (x, o) = position.stones();
        vec![
            ("stones", format!("{x}-{o}")),
            ("weights", Gomoku::strategy(state).to_string()),
        ]
    }

    fn shown(position: &Position) -> Vec<String> {
        // The top row first, row 1 at the bottom, as the notation counts.
        game::grid(&Self::rows(position), false, |r| position.size - r, 0)
    }

    fn player(name: &str) -> Option<Box<dyn Player<Self>>> {
        match name {
            "greedy" => Some(Box::new(Greedy)),
            "threats" => Some(Box::new(threats::Threats)),
            "tick5" => Some(Box::new(Program::<Gomoku> {
                strategy: Weights::TICK5,
            })),
            _ => None,
        }
    }
}

/// One run of the generation holding `state`, the human's move played by
/// `play` (the program's `play`, or its `play_at_random`).
fn turn(
    state: program::Game,
    human: Option<Cell>,
    play: fn(program::Game, usize) -> Result<program::Game, program::Refusal>,
) -> Result<Turn<Gomoku>, Refusal> {
    let at = human.map_or(NONE, Cell::at);
    let from = if state.status == program::ON {
        state.count
    } else {
        0
    } + usize::from(human.is_some());
    let mut played = play(state, at).map_err(|refusal| Refusal(refusal.to_string()))?;
    let position = <Gomoku as game::Game>::position(&played);
    let replies = played.moves[from..played.count]
        .iter()
        .map(|&at| Cell::on(usize::from(at), played.size))
        .collect();
    program::conclude(&mut played);
    Ok(Turn {
        state: played,
        replies,
        position,
    })
}

/// The lines of a state block of this version from `lines`: themselves,
/// or, from a program of a version before, the same with what it did not
/// have as generation zero has it, which plays as it played: from the
/// version before values (48 lines, its lookahead right after its
/// weights), values of 0 and no lessons; from the version before steps (54
/// lines, its lessons right before its moves), steps of 0. So `merlyn new
/// --from` carries its weights, values and lookahead over.
fn carried<'a>(lines: &[&'a str]) -> Vec<&'a str> {
    let before_values = lines.len() == 48
        && lines[21] == "my weights      mine  yours"
        && lines[31].starts_with("lookahead");
    let mut lines = lines.to_vec();
    if before_values {
        let values = [
            "my values       mine  yours",
            "1 in a window     +0     +0",
            "2 in a window     +0     +0",
            "3 in a window     +0     +0",
            "4 in a window     +0     +0",
        ];
        lines = [
            &lines[..31],
            &values[..],
            &lines[31..32],
            &["lessons            0"][..],
            &lines[32..],
        ]
        .concat();
    }
    let before_steps = lines.len() == 54
        && lines[31] == "my values       mine  yours"
        && lines[37].starts_with("lessons")
        && lines[38].starts_with("moves");
    if before_steps {
        let steps = [
            "my steps: how far my lessons asked each value to move, in points, in all,",
            "back and forth, then net; a value moves that share of what it is asked",
            "1 in a window: mine 0/0, yours 0/0",
            "2 in a window: mine 0/0, yours 0/0",
            "3 in a window: mine 0/0, yours 0/0",
            "4 in a window: mine 0/0, yours 0/0",
        ];
        lines = [&lines[..38], &steps[..], &lines[38..]].concat();
    }
    lines
}

/// The program's move for the side to move in `position` under
/// `weights`; with `defend`, its rules of defence (a five blocked, a
/// threat answered).
pub fn choose(weights: &Weights, position: &Position, defend: bool) -> Cell {
    let side = mark(position.to_move);
    let at = program::choose(
        position.size,
        &position.cells,
        &position.moves,
        position.count,
        side,
        &weights.patterns,
        &weights.values,
        defend,
        weights.lookahead,
    );
    Cell::on(at, position.size)
}

/// Generation zero without its rules of defence: it takes a five, and
/// otherwise the hot spot its weights like best.
pub struct Greedy;

impl Player<Gomoku> for Greedy {
    fn choose(&mut self, position: &Position, _: &[Cell]) -> Cell {
        choose(&Weights::TICK5, position, false)
    }
}
