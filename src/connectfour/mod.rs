//! Connect Four: seven columns, six rows, discs that fall. Its rules and
//! its program live in one place, `templates/connect-four.rs`: generation
//! zero, compiled here as `program`, so the engine the library runs is,
//! byte for byte, the engine every generation carries. This module fits it
//! to the game interface, and adds the built-in players `greedy`, `fours`
//! (generation zero) and `alphabeta:DEPTH`.

// `#![no_main]` at the top of the template speaks to a generation's crate
// root; in this module it has nothing to say. The program spells out
// comparisons and loops the plain way, because every method call costs
// every move compile time, and it has no trait implementations it does
// not use (`Default`).
#[allow(
    dead_code,
    unused_attributes,
    clippy::implicit_saturating_sub,
    clippy::manual_clamp,
    clippy::manual_is_multiple_of,
    clippy::manual_range_contains,
    clippy::needless_range_loop,
    clippy::new_without_default,
    clippy::too_many_arguments
)]
#[rustfmt::skip]
#[path = "../../templates/connect-four.rs"]
pub mod program;

pub mod alphabeta;
mod types;
pub mod weights;

use crate::game::{self, Refusal, Rules, Side, Status, Turn};
use crate::generation;
use crate::player::{Player, Program};
use program::{NO, NONE, Text};
use std::fmt;
pub use weights::Weights;

/// Connect Four.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ConnectFour;

/// A move: a column, 0 to 6 from the left, written 1 to 7.
#[derive(Clone, Copy, PartialEq, Eq, Debug, PartialOrd, Ord)]
pub struct Column(pub u8);

impl fmt::Display for Column {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0 + 1)
    }
}

/// The board, the side to move, and who has four.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Position {
    /// 0 empty, 1 X's, 2 0's, in reading order from the top row, row 6.
    pub cells: [u8; 42],
    pub to_move: Side,
    /// Who has four or more in a row: 0 nobody, 1 X, 2 0.
    pub four: u8,
}

/// The number a side's discs have on the board.
fn mark(side: Side) -> u8 {
    match side {
        Side::X => 1,
        Side::Zero => 2,
    }
}

impl Position {
    /// The discs of each side: X's, then 0's.
    pub fn discs(&self) -> (usize, usize) {
        let count = |m| self.cells.iter().filter(|&&c| c == m).count();
        (count(1), count(2))
    }
}

impl Rules for ConnectFour {
    type Position = Position;
    type Move = Column;

    fn start(first: Side) -> Position {
        Position {
            cells: [0; 42],
            to_move: first,
            four: 0,
        }
    }

    fn to_move(position: &Position) -> Side {
        position.to_move
    }

    fn moves(position: &Position) -> Vec<Column> {
        if position.four != 0 {
            return Vec::new();
        }
        (0..7u8)
            .filter(|&c| program::land(&position.cells, usize::from(c)) < NONE)
            .map(Column)
            .collect()
    }

    fn apply(position: &Position, mv: Column) -> Position {
        let at = program::land(&position.cells, usize::from(mv.0));
        let side = mark(position.to_move);
        let mut next = *position;
        next.cells[at] = side;
        next.to_move = position.to_move.other();
        if program::four(&next.cells, at, side) {
            next.four = side;
        }
        next
    }

    fn margin(position: &Position) -> i32 {
        match position.four {
            1 => 1,
            2 => -1,
            _ => 0,
        }
    }

    fn rows(position: &Position) -> Vec<String> {
        position
            .cells
            .chunks(7)
            .map(|row| {
                row.iter()
                    .map(|&c| ['.', 'X', '0'][usize::from(c)])
                    .collect()
            })
            .collect()
    }
}

impl game::Game for ConnectFour {
    const NAME: &'static str = "connect-four";
    const ABOUT: &'static str = "Connect Four, four in a row on 7 columns of 6, the discs falling";
    const FORM: &'static str = "the weights of columns 1 to 4 (5 to 7 mirror them) in 6 rows, \
        row 1 first, the weights by commas and the rows by /, such as 30,40,50,70/40,60,80,100/..., \
        then, where not generation zero's, :rows and the 8 rows' worths, :order and the 7 columns \
        in the order it takes one of equals, :lookahead N, :lessons N and :steps with a pair \
        ALL/NET for each of the 8 rows' worths, separated by commas";
    const STRATEGY_FIELD: &'static str = "weights";
    const ZERO: &'static str = include_str!("../../templates/connect-four.rs");
    const EXAMPLE: &'static str = "4435";
    const PLAYERS: &'static [&'static str] = &["greedy", "fours", "alphabeta:DEPTH"];

    type Strategy = Weights;
    type State = program::Game;

    // Self-play's opponent opens with three random moves: with two there
    // are a hundred games to meet, with four it seldom wins, and the
    // program learns most from the games it loses (only they teach it to
    // look further and never to give the same game again).
    const SELF_PLAY_OPENING: usize = 3;
    const LEARNS_FROM_EVERY_GAME: bool = true;

    fn zero_strategy() -> Weights {
        Weights::FOURS
    }

    fn control(strategy: &Weights) -> Weights {
        // The search: how far it looks, and which of equals it takes.
        Weights {
            order: strategy.order,
            ..Weights::looking(strategy.lookahead)
        }
    }

    fn new_game(strategy: Weights) -> program::Game {
        program::Game {
            cells: [0; 42],
            mind: strategy.mind(),
            moves: [0; 42],
            count: 0,
            first: 0,
            random: 0,
            status: program::NEW,
        }
    }

    fn strategy(state: &program::Game) -> Weights {
        Weights::of(&state.mind)
    }

    fn status(state: &program::Game) -> Status {
        // The program numbers its statuses in the order of the game.
        Status::ALL[state.status]
    }

    fn position(state: &program::Game) -> Position {
        let mut four = 0;
        if state.count > 0 {
            let last = program::top(&state.cells, usize::from(state.moves[state.count - 1]));
            let side = state.cells[last];
            if program::four(&state.cells, last, side) {
                four = side;
            }
        }
        Position {
            cells: state.cells,
            to_move: Side::X,
            four,
        }
    }

    fn face(state: &program::Game) -> &'static str {
        match Self::status(state) {
            Status::Won => ":-)",
            Status::Lost => ":-(",
            _ => ":-|",
        }
    }

    fn parse_move(text: &str) -> anyhow::Result<Column> {
        let column = match *text.as_bytes() {
            [byte] => program::column_of(byte),
            _ => NO,
        };
        if column == NO {
            anyhow::bail!(
                "`{text}` is not a move: a move is a column, 1 to 7, such as 4"
            );
        }
        Ok(Column(column as u8))
    }

    fn parse_moves(text: &str) -> anyhow::Result<Vec<Column>> {
        // Digits only: a leading `c` lets the computer open (see `Line`).
        if !text.bytes().all(|b| (b'1'..=b'7').contains(&b)) {
            anyhow::bail!(
                "`{text}` is not a game: give columns 1 to 7 written together, such as 4435"
            );
        }
        Ok(text.bytes().map(|b| Column(b - b'1')).collect())
    }

    fn play(state: program::Game, human: Option<Column>) -> Result<Turn<Self>, Refusal> {
        turn(state, human, program::play)
    }

    fn play_at_random(state: program::Game, human: Column) -> Result<Turn<Self>, Refusal> {
        turn(state, Some(human), program::play_at_random)
    }

    fn choose(strategy: &Weights, position: &Position) -> Column {
        let side = mark(position.to_move);
        Column(program::choose(&position.cells, side, &strategy.mind()) as u8)
    }

    fn read(lines: &[&str]) -> Result<program::Game, Refusal> {
        program::Game::read(lines).map_err(|refusal| Refusal(refusal.to_string()))
    }

    fn source(state: &program::Game) -> String {
        generation::splice(program::SELF, &state_lines!(Text, state))
    }

    fn fields(state: &program::Game, position: &Position) -> Vec<(&'static str, String)> {
        let (x, o) = position.discs();
        vec![
            ("discs", format!("{x}-{o}")),
            ("weights", ConnectFour::strategy(state).to_string()),
        ]
    }

    fn shown(position: &Position) -> Vec<String> {
        // Row 6 at the top, row 1 at the bottom, as the discs stack; the
        // columns numbered as moves name them, not lettered.
        let mut shown = game::grid(&Self::rows(position), false, |r| 6 - r, 0);
        let numbers = "  1 2 3 4 5 6 7".to_string();
        let last = shown.len() - 1;
        shown[0].clone_from(&numbers);
        shown[last] = numbers;
        shown
    }

    fn player(name: &str) -> Option<Box<dyn Player<Self>>> {
        match name {
            "greedy" => Some(Box::new(Greedy)),
            "fours" => Some(Box::new(Program::<ConnectFour> {
                strategy: Weights::FOURS,
            })),
            _ => alphabeta::AlphaBeta::named(name).map(|p| Box::new(p) as Box<dyn Player<Self>>),
        }
    }
}

/// One run of the generation holding `state`, the human's move played by
/// `play` (the program's `play`, or its `play_at_random`).
fn turn(
    state: program::Game,
    human: Option<Column>,
    play: fn(program::Game, usize) -> Result<program::Game, program::Refusal>,
) -> Result<Turn<ConnectFour>, Refusal> {
    let column = human.map_or(NO, |c| usize::from(c.0));
    let from = if state.status == program::ON {
        state.count
    } else {
        0
    } + usize::from(human.is_some());
    let mut played = play(state, column).map_err(|refusal| Refusal(refusal.to_string()))?;
    let position = <ConnectFour as game::Game>::position(&played);
    let replies = played.moves[from..played.count]
        .iter()
        .map(|&c| Column(c))
        .collect();
    program::conclude(&mut played);
    Ok(Turn {
        state: played,
        replies,
        position,
    })
}

/// Generation zero without its rule of defence: it makes four when it
/// can, and otherwise takes the cell its weights like best, not looking
/// whether you are about to make four.
pub struct Greedy;

impl Player<ConnectFour> for Greedy {
    fn choose(&mut self, position: &Position, _: &[Column]) -> Column {
        let side = mark(position.to_move);
        let win = program::winning(&position.cells, side);
        if win < NO {
            return Column(win as u8);
        }
        let judge = program::Judge::new(&position.cells, side, &program::ZERO);
        let best = program::best(&position.cells, side, &judge, NO).0;
        Column(best as u8)
    }
}
