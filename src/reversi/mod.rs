//! Reversi, from reverxii.tex and the 352-byte C Othello. Its rules and its
//! program live in one place, `templates/reversi.rs`: generation zero,
//! compiled here as `program`, so the engine the library runs is, byte for
//! byte, the engine every generation carries. This module fits it to the
//! game interface, and adds the built-in players `greedy`, `reverxii` and
//! `alphabeta:DEPTH`.

// `#![no_main]` at the top of the template speaks to a generation's crate
// root; in this module it has nothing to say. The program spells out what
// `?`, `clamp` and `Range::contains` would do, and `%` what
// `is_multiple_of` does, because every method call costs every move
// compile time; and it writes ln 2 as the number it is.
#[allow(
    dead_code,
    unused_attributes,
    clippy::question_mark,
    clippy::manual_is_multiple_of,
    clippy::manual_clamp,
    clippy::manual_range_contains,
    clippy::approx_constant
)]
#[rustfmt::skip]
#[path = "../../templates/reversi.rs"]
pub mod program;

pub mod alphabeta;
mod types;
pub mod weights;

use crate::game::{self, Convention, Refusal, Rules, Side, Status, Turn};
use crate::generation;
use crate::player::{Player, Program};
use program::{START, Text, flips};
use std::fmt;
pub use weights::Weights;

/// Reversi.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Reversi;

/// A move: a square (0..64, in reading order: a1 is 0, h1 7, a8 56), or a
/// pass when the side to move has none.
#[derive(Clone, Copy, PartialEq, Eq, Debug, PartialOrd, Ord)]
pub enum Move {
    Square(u8),
    Pass,
}

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Move::Square(at) => {
                let name = program::name(usize::from(*at));
                write!(f, "{}{}", char::from(name[0]), char::from(name[1]))
            }
            Move::Pass => f.write_str("--"),
        }
    }
}

/// The discs of both sides, and the side to move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Position {
    pub x: u64,
    pub o: u64,
    pub to_move: Side,
}

impl Position {
    /// The discs of the side to move, and the other side's.
    pub fn sides(&self) -> (u64, u64) {
        match self.to_move {
            Side::X => (self.x, self.o),
            Side::Zero => (self.o, self.x),
        }
    }

    /// The squares the side to move can play, in reading order.
    pub fn squares(&self) -> Vec<u8> {
        let (mine, yours) = self.sides();
        let mut rest = program::legal(mine, yours);
        let mut squares = Vec::with_capacity(rest.count_ones() as usize);
        while rest != 0 {
            squares.push(rest.trailing_zeros() as u8);
            rest &= rest - 1;
        }
        squares
    }
}

impl Rules for Reversi {
    type Position = Position;
    type Move = Move;

    fn start(first: Side) -> Position {
        Position {
            x: START[0],
            o: START[1],
            to_move: first,
        }
    }

    fn to_move(position: &Position) -> Side {
        position.to_move
    }

    fn moves(position: &Position) -> Vec<Move> {
        let squares = position.squares();
        if !squares.is_empty() {
            return squares.into_iter().map(Move::Square).collect();
        }
        let other = Position {
            to_move: position.to_move.other(),
            ..*position
        };
        if other.squares().is_empty() {
            Vec::new()
        } else {
            vec![Move::Pass]
        }
    }

    fn apply(position: &Position, mv: Move) -> Position {
        let mut next = Position {
            to_move: position.to_move.other(),
            ..*position
        };
        if let Move::Square(at) = mv {
            let (mine, yours) = position.sides();
            let flipped = flips(mine, yours, usize::from(at));
            let (mine, yours) = (mine | 1 << at | flipped, yours & !flipped);
            (next.x, next.o) = match position.to_move {
                Side::X => (mine, yours),
                Side::Zero => (yours, mine),
            };
        }
        next
    }

    fn margin(position: &Position) -> i32 {
        position.x.count_ones() as i32 - position.o.count_ones() as i32
    }

    fn is_pass(mv: Move) -> bool {
        mv == Move::Pass
    }

    fn leaves(position: &Position, depth: u32) -> Option<u64> {
        let (mine, yours) = position.sides();
        Some(leaves(mine, yours, depth))
    }

    fn rows(position: &Position) -> Vec<String> {
        game::picture(8, 8, (position.x, position.o), |r, c| 1 << (8 * r + c))
    }
}

impl game::Game for Reversi {
    const NAME: &'static str = "reversi";
    const STRATEGY_FIELD: &'static str = "weights";
    const ZERO: &'static str = include_str!("../../templates/reversi.rs");
    const EXAMPLE: &'static str = "f5d6c3";
    const ABOUT: &'static str = "Reversi (Othello), on an 8x8 board";
    const FORM: &'static str = "the weights of its discs on the ten kinds of square a1 b1 c1 d1 b2 \
        c2 d2 c3 d3 d4, / the other side's, / six others (a move of its own and one of the other \
        side's; a disc of its own and one of the other side's beside an empty square, and beside \
        an empty corner): such as 90,10,60,60,10,20,20,40,40,40/0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0, \
        then `:depthD` (1 to 4) and `:lessonsN` when they are not 1 and 0, and `:steps` with a \
        pair ALL/NET for each weight, how far its lessons asked it to move in all and net, once \
        it has learned";
    const MARGIN: &'static str = "discs";
    const GTP: Convention = Convention::Othello;
    const GTP_GAME: &'static str = "Othello";
    const PLAYERS: &'static [&'static str] = &["greedy", "reverxii", "alphabeta:DEPTH"];

    type Strategy = Weights;
    type State = program::Game;

    fn zero_strategy() -> Weights {
        Weights::REVERXII
    }

    /// The board upside down: row r is row 9 - r, so that 0's discs at the
    /// start, d4 and e5, stand where X's do, d5 and e4.
    fn turned(mv: Move) -> Move {
        match mv {
            Move::Square(at) => Move::Square(at ^ 56),
            Move::Pass => Move::Pass,
        }
    }

    fn control(strategy: &Weights) -> Weights {
        Weights {
            depth: strategy.depth,
            ..Weights::REVERXII
        }
    }

    fn at_level(strategy: &mut Weights, level: u8) -> anyhow::Result<()> {
        if !(1..=program::STRONGEST).contains(&usize::from(level)) {
            anyhow::bail!(
                "--level {level}: Reversi's levels are 1 to {}, how many moves ahead it looks",
                program::STRONGEST
            );
        }
        strategy.depth = level;
        Ok(())
    }

    fn level(strategy: &Weights) -> Option<u8> {
        Some(strategy.depth)
    }

    const LEARNS_FROM_EVERY_GAME: bool = true;

    fn asked_at(state: &mut program::Game, level: u8) -> anyhow::Result<()> {
        let mut strategy = Self::strategy(state);
        Self::at_level(&mut strategy, level)?;
        state.level = Some(level);
        Ok(())
    }

    fn new_game(strategy: Weights) -> program::Game {
        program::Game {
            x: START[0],
            o: START[1],
            weights: strategy.weights,
            depth: strategy.depth,
            level: None,
            lessons: strategy.lessons,
            all: strategy.all,
            net: strategy.net,
            moves: [0; 60],
            count: 0,
            random: 0,
            status: program::NEW,
        }
    }

    fn strategy(state: &program::Game) -> Weights {
        Weights {
            weights: state.weights,
            depth: state.depth,
            lessons: state.lessons,
            all: state.all,
            net: state.net,
        }
    }

    fn status(state: &program::Game) -> Status {
        // The program numbers its statuses in the order of the game.
        Status::ALL[state.status]
    }

    fn position(state: &program::Game) -> Position {
        Position {
            x: state.x,
            o: state.o,
            to_move: Side::X,
        }
    }

    fn face(state: &program::Game) -> &'static str {
        match Self::status(state) {
            Status::Won => ":-)",
            Status::Lost => ":-(",
            _ => ":-|",
        }
    }

    fn parse_move(text: &str) -> anyhow::Result<Move> {
        match text.as_bytes() {
            &[column, row] if program::square(column, row) < 64 => {
                Ok(Move::Square(program::square(column, row) as u8))
            }
            _ => anyhow::bail!(
                "`{text}` is not a move: a move is a square, a column a-h then a row 1-8, such as f5"
            ),
        }
    }

    fn parse_moves(text: &str) -> anyhow::Result<Vec<Move>> {
        if !text.is_ascii() {
            anyhow::bail!("`{text}` is not a game: give squares written together, such as f5d6c3");
        }
        let chunks = text.as_bytes().chunks(2);
        chunks
            .map(|pair| Self::parse_move(std::str::from_utf8(pair).expect("ASCII")))
            .collect()
    }

    fn play(state: program::Game, human: Option<Move>) -> Result<Turn<Self>, Refusal> {
        turn(state, human, program::play)
    }

    fn play_at_random(state: program::Game, human: Move) -> Result<Turn<Self>, Refusal> {
        turn(state, Some(human), program::play_at_random)
    }

    fn choose(strategy: &Weights, position: &Position) -> Move {
        let (mine, yours) = position.sides();
        let depth = usize::from(strategy.depth);
        match program::pick(mine, yours, &strategy.weights, depth) {
            64 => Move::Pass,
            at => Move::Square(at as u8),
        }
    }

    fn read(lines: &[&str]) -> Result<program::Game, Refusal> {
        program::Game::read(lines).map_err(|refusal| Refusal(refusal.to_string()))
    }

    fn source(state: &program::Game) -> String {
        generation::splice(program::SELF, &state_lines!(Text, state))
    }

    fn fields(state: &program::Game, position: &Position) -> Vec<(&'static str, String)> {
        vec![
            (
                "discs",
                format!("{}-{}", position.x.count_ones(), position.o.count_ones()),
            ),
            ("weights", Self::strategy(state).to_string()),
        ]
    }

    fn player(name: &str) -> Option<Box<dyn Player<Self>>> {
        match name {
            "greedy" => Some(Box::new(Greedy)),
            "reverxii" => Some(Box::new(Program::<Reversi> {
                strategy: Weights::REVERXII,
            })),
            _ => Some(Box::new(alphabeta::AlphaBeta::named(name)?)),
        }
    }
}

/// One run of the generation holding `state`, the human's move played by
/// `play` (the program's `play`, or its `play_at_random`).
fn turn(
    state: program::Game,
    human: Option<Move>,
    play: fn(program::Game, usize) -> Result<program::Game, program::Refusal>,
) -> Result<Turn<Reversi>, Refusal> {
    let refused = |refusal: program::Refusal| Refusal(refusal.to_string());
    let at = match human {
        Some(Move::Square(at)) => usize::from(at),
        Some(Move::Pass) => {
            return Err(Refusal(
                "you never pass: when you cannot move, I move again".into(),
            ));
        }
        None => 64,
    };
    let from = if state.status == program::ON {
        state.count
    } else {
        0
    } + usize::from(human.is_some());
    let mut played = play(state, at).map_err(refused)?;
    let position = <Reversi as game::Game>::position(&played);
    let replies = played.moves[from..played.count]
        .iter()
        .map(|&at| Move::Square(at))
        .collect();
    program::conclude(&mut played);
    Ok(Turn {
        state: played,
        replies,
        position,
    })
}

/// The most discs flipped, the first in reading order on ties.
pub struct Greedy;

impl Player<Reversi> for Greedy {
    fn choose(&mut self, position: &Position, moves: &[Move]) -> Move {
        let (mine, yours) = position.sides();
        let flipped = |mv: &Move| match mv {
            Move::Square(at) => flips(mine, yours, usize::from(*at)).count_ones(),
            Move::Pass => 0,
        };
        let mut best = moves[0];
        for mv in moves {
            if flipped(mv) > flipped(&best) {
                best = *mv;
            }
        }
        best
    }
}

/// The leaves of the tree of `depth` moves of `mine` to move against
/// `yours`, counted on the bitboards with the program's own rules (`legal`
/// and `flips`): a pass is a move, a finished game one leaf, and the last
/// move is counted, not played.
fn leaves(mine: u64, yours: u64, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let moves = program::legal(mine, yours);
    if moves == 0 {
        return match (program::legal(yours, mine), depth) {
            (0, _) => 1,
            (_, 1) => 1,
            _ => leaves(yours, mine, depth - 1),
        };
    }
    if depth == 1 {
        return u64::from(moves.count_ones());
    }
    let mut sum = 0;
    let mut rest = moves;
    while rest != 0 {
        let at = rest.trailing_zeros() as usize;
        rest &= rest - 1;
        let won = flips(mine, yours, at) | 1 << at;
        sum += leaves(yours & !won, mine | won, depth - 1);
    }
    sum
}
