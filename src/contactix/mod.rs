//! Con-Tac-Tix (Hex), from a university assignment's Prolog player. Its
//! program lives in `templates/contactix.rs`: generation zero, compiled
//! here as `program`, so the engine the library runs is, byte for byte,
//! the engine every generation carries. `board` is the board every part of
//! merlyn shares; this module fits the program to the game interface, and
//! adds the built-in players `shortest`, `assignment` and `mcts:PLAYOUTS`.

// `#![no_main]` at the top of the template speaks to a generation's crate
// root; in this module it has nothing to say. The program spells out what
// `?` would do, and `%` what `is_multiple_of` does, because every method
// call costs every move compile time.
#[allow(
    dead_code,
    unused_attributes,
    clippy::question_mark,
    clippy::manual_is_multiple_of,
    clippy::too_many_arguments,
    clippy::collapsible_else_if,
    clippy::manual_range_contains,
    clippy::manual_clamp
)]
#[rustfmt::skip]
#[path = "../../templates/contactix.rs"]
pub mod program;

pub mod board;
pub mod file;
pub mod mcts;
pub mod svg;
mod types;
pub mod weights;

use crate::game::{self, Convention, Refusal, Rules, Side, Sizes, Status, Turn};
use crate::generation;
use crate::player::Player;
pub use board::{Cell, MAX, Position};
pub use file::BoardFile;
use program::{CELLS, NONE, Text};
pub use weights::Weights;

/// The boards Con-Tac-Tix is played on: 2x2 to the program's largest,
/// 11x11 unless asked otherwise.
pub const SIZES: Sizes = Sizes {
    least: 2,
    most: program::MAX,
    usual: (11, 11),
};

/// Con-Tac-Tix.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ConTacTix;

/// The board of a state, as the program holds it.
fn board_of(position: &Position) -> program::Board {
    position.board()
}

/// The cell the program holds as number `at`.
fn cell_at(at: usize) -> Cell {
    Cell::new(at % MAX, at / MAX)
}

/// A side's tile, as the program holds it.
fn tile(side: Side) -> u8 {
    board::tile(side)
}

/// The side of `position` whose chain joins its edges, if any.
fn winner(position: &Position) -> Option<Side> {
    position.winner()
}

/// Generation zero's choice for the side to move of `position` (which has
/// an empty cell and no winner): a win at once when there is one, else the
/// depth-4 minimax with alpha-beta, over generation zero's weights for the
/// board's size. `X` joins top and bottom, `0` left and right.
pub fn assignment_move(position: &Position) -> Cell {
    let weights = Weights::zero(position.columns, position.rows);
    choose(&weights, position)
}

/// The program's choice for the side to move of `position`, by `strategy`.
fn choose(strategy: &Weights, position: &Position) -> Cell {
    let b = board_of(position);
    // As 0, the program's own move, which keeps clear of the moves it will
    // not play again.
    let at = if position.to_move == Side::Zero {
        let mut game = <ConTacTix as game::Game>::new_game(*strategy);
        game.board = b;
        program::mine(&mut game)
    } else {
        let mut b = b;
        let none = [false; CELLS];
        program::choose(&mut b, tile(Side::X), &strategy.w, &strategy.learned, strategy.deeper, &none)
    };
    assert!(at < NONE, "a move chosen on a full board");
    cell_at(at)
}

/// A generation's state holding `position`'s board, with `strategy`: for
/// you (X) to move, or for the program to move when `position.to_move` is
/// `0`, which it then does when run with no move. Refuses a board with a
/// winner, and weights for a board of another size.
pub fn from_position(position: &Position, strategy: Weights) -> Result<program::Game, Refusal> {
    if (strategy.columns, strategy.rows) != (position.columns, position.rows) {
        return Err(Refusal(format!(
            "the weights are for a {}x{} board, the board is {}x{}",
            strategy.columns, strategy.rows, position.columns, position.rows
        )));
    }
    if let Some(side) = winner(position) {
        return Err(Refusal(format!(
            "the board is won already, by {side}: a generation holds a game still to play"
        )));
    }
    let empty = position.all().all(|cell| position.get(cell).is_none());
    let opener = position.to_move == Side::Zero;
    let state = program::Game {
        board: board_of(position),
        weights: strategy.w,
        deeper: strategy.deeper,
        level: None,
        learned: strategy.learned,
        lessons: strategy.lessons,
        all: strategy.all,
        net: strategy.net,
        again: strategy.again,
        again_at: strategy.again_at,
        again_count: strategy.again_count,
        moves: [0; CELLS],
        count: 0,
        random: [false; CELLS],
        status: if empty || opener {
            program::NEW
        } else {
            program::ON
        },
        opener,
        given: !empty,
    };
    // The state as a generation reads it: the very check a generation makes.
    let lines = state_lines!(Text, state);
    let lines: Vec<&str> = lines.lines().collect();
    ConTacTix::read_lines(&lines)
}

impl ConTacTix {
    fn read_lines(lines: &[&str]) -> Result<program::Game, Refusal> {
        program::Game::read(lines).map_err(|refusal| Refusal(refusal.to_string()))
    }
}

impl Rules for ConTacTix {
    type Position = Position;
    type Move = Cell;

    fn start(first: Side) -> Position {
        Position::empty(SIZES.usual.0, SIZES.usual.1, first)
    }

    fn to_move(position: &Position) -> Side {
        position.to_move
    }

    fn moves(position: &Position) -> Vec<Cell> {
        if winner(position).is_some() {
            return Vec::new();
        }
        position.empties()
    }

    fn apply(position: &Position, mv: Cell) -> Position {
        position.play(mv)
    }

    fn margin(position: &Position) -> i32 {
        match winner(position) {
            Some(Side::X) => 1,
            Some(Side::Zero) => -1,
            None => 0,
        }
    }

    fn rows(position: &Position) -> Vec<String> {
        (0..position.rows)
            .map(|r| {
                (0..position.columns)
                    .map(|c| match position.get(Cell::new(c, r)) {
                        Some(Side::X) => 'X',
                        Some(Side::Zero) => '0',
                        None => '.',
                    })
                    .collect()
            })
            .collect()
    }
}

/// One run of the generation holding `state`, the human's move played by
/// `play` (the program's `play`, or its `play_at_random`).
fn turn(
    state: program::Game,
    human: Option<Cell>,
    play: fn(program::Game, usize) -> Result<program::Game, program::Refusal>,
) -> Result<Turn<ConTacTix>, Refusal> {
    let at = human.map_or(NONE, Cell::index);
    let mut played = play(state, at).map_err(|refusal| Refusal(refusal.to_string()))?;
    let mut position = <ConTacTix as game::Game>::position(&played);
    let replies = if played.status == program::LOST {
        position.to_move = Side::Zero;
        Vec::new()
    } else {
        vec![cell_at(usize::from(played.moves[played.count - 1]))]
    };
    program::conclude(&mut played);
    Ok(Turn {
        state: played,
        replies,
        position,
    })
}

impl game::Game for ConTacTix {
    const NAME: &'static str = "contactix";
    const STRATEGY_FIELD: &'static str = "weights";
    const ZERO: &'static str = include_str!("../../templates/contactix.rs");
    const EXAMPLE: &'static str = "F6E8D9";
    const ABOUT: &'static str =
        "Con-Tac-Tix (Hex), on a rhombus of hexagons, 11x11 unless made otherwise";
    const FORM: &'static str = "a row of digits per row of the board, separated by /, then \
        `;deeperN` when it searches its N best moves deeper, `;lessonsN;evalW,W` when it has \
        learned its evaluation, `;stepsALL/NET,ALL/NET` for how far its lessons asked each of \
        the evaluation's weights to move, in all and net, `;notCELL@PRINT,...` for the moves it will \
        not play again, each on the board of that fingerprint";
    const PLAYERS: &'static [&'static str] = &["shortest", "assignment", "mcts:PLAYOUTS"];

    type Strategy = Weights;
    type State = program::Game;

    const SIZES: Option<Sizes> = Some(SIZES);
    const LEARNS_FROM_EVERY_GAME: bool = true;
    const GTP: Convention = Convention::Hex;
    const GTP_GAME: &'static str = "Hex";

    fn zero_strategy() -> Weights {
        Weights::zero(SIZES.usual.0, SIZES.usual.1)
    }

    fn zero_sized(columns: usize, rows: usize) -> Weights {
        Weights::zero(columns, rows)
    }

    fn control(strategy: &Weights) -> Weights {
        // Its search (how many best moves it searches deeper), generation
        // zero's evaluation: the cells' weights, nothing learned, and no
        // move it will not play again.
        Weights {
            deeper: strategy.deeper,
            ..Weights::zero(strategy.columns, strategy.rows)
        }
    }

    fn at_level(strategy: &mut Weights, level: u8) -> anyhow::Result<()> {
        if level > program::STRONGEST {
            anyhow::bail!(
                "--level {level}: Con-Tac-Tix's levels are 0 to {}, how many best moves beside its \
                 best it searches a move deeper, and {}, its strongest",
                program::DEEPEST,
                program::STRONGEST
            );
        }
        strategy.deeper = level;
        Ok(())
    }

    fn level(strategy: &Weights) -> Option<u8> {
        Some(strategy.deeper)
    }

    fn asked_at(state: &mut program::Game, level: u8) -> anyhow::Result<()> {
        let mut strategy = Self::strategy(state);
        Self::at_level(&mut strategy, level)?;
        state.level = Some(level);
        Ok(())
    }

    fn start_of(strategy: &Weights, first: Side) -> Position {
        Position::empty(strategy.columns, strategy.rows, first)
    }

    fn new_game(strategy: Weights) -> program::Game {
        program::Game {
            board: program::board(strategy.columns, strategy.rows),
            weights: strategy.w,
            deeper: strategy.deeper,
            level: None,
            learned: strategy.learned,
            lessons: strategy.lessons,
            all: strategy.all,
            net: strategy.net,
            again: strategy.again,
            again_at: strategy.again_at,
            again_count: strategy.again_count,
            moves: [0; CELLS],
            count: 0,
            random: [false; CELLS],
            status: program::NEW,
            opener: false,
            given: false,
        }
    }

    fn strategy(state: &program::Game) -> Weights {
        Weights {
            columns: state.board.columns,
            rows: state.board.rows,
            w: state.weights,
            deeper: state.deeper,
            learned: state.learned,
            lessons: state.lessons,
            all: state.all,
            net: state.net,
            again: state.again,
            again_at: state.again_at,
            again_count: state.again_count,
        }
    }

    fn status(state: &program::Game) -> Status {
        // The program numbers its statuses in the order of the game.
        Status::ALL[state.status]
    }

    fn position(state: &program::Game) -> Position {
        Position {
            columns: state.board.columns,
            rows: state.board.rows,
            cells: state.board.cells,
            to_move: if state.opener { Side::Zero } else { Side::X },
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
        text.parse()
    }

    fn parse_moves(text: &str) -> anyhow::Result<Vec<Cell>> {
        let bad = || {
            anyhow::anyhow!("`{text}` is not a game: give cells written together, such as F6E8D9")
        };
        if text.is_empty() || !text.is_ascii() || !text.as_bytes()[0].is_ascii_alphabetic() {
            return Err(bad());
        }
        let mut moves = Vec::new();
        let mut start = 0;
        for (i, b) in text.bytes().enumerate().skip(1) {
            if b.is_ascii_alphabetic() {
                moves.push(text[start..i].parse().map_err(|_| bad())?);
                start = i;
            }
        }
        moves.push(text[start..].parse().map_err(|_| bad())?);
        Ok(moves)
    }

    fn play(state: program::Game, human: Option<Cell>) -> Result<Turn<Self>, Refusal> {
        turn(state, human, program::play)
    }

    fn play_at_random(state: program::Game, human: Cell) -> Result<Turn<Self>, Refusal> {
        turn(state, Some(human), program::play_at_random)
    }

    fn choose(strategy: &Weights, position: &Position) -> Cell {
        choose(strategy, position)
    }

    fn read(lines: &[&str]) -> Result<program::Game, Refusal> {
        Self::read_lines(lines)
    }

    fn source(state: &program::Game) -> String {
        generation::splice(program::SELF, &state_lines!(Text, state))
    }

    fn fields(state: &program::Game, position: &Position) -> Vec<(&'static str, String)> {
        vec![
            ("size", format!("{}x{}", position.columns, position.rows)),
            (
                "tiles",
                format!("{}-{}", position.count(Side::X), position.count(Side::Zero)),
            ),
            ("weights", Self::strategy(state).to_string()),
        ]
    }

    fn shown(position: &Position) -> Vec<String> {
        // Capital letters, and each row half a cell right of the one above.
        game::grid(&Self::rows(position), true, |r| r + 1, 1)
    }

    fn player(name: &str) -> Option<Box<dyn Player<Self>>> {
        match name {
            "shortest" => Some(Box::new(Shortest)),
            "assignment" => Some(Box::new(Assignment)),
            _ if name.starts_with("mcts:") => mcts::Mcts::from_name(name)
                .ok()
                .map(|player| Box::new(player) as Box<dyn Player<Self>>),
            _ => None,
        }
    }
}

/// A cell on a shortest chain still open to the side to move (empty cells
/// to fill, its own tiles free, the other side's barring the way): the
/// first such in reading order; the first empty cell when it has none.
pub struct Shortest;

impl Player<ConTacTix> for Shortest {
    fn choose(&mut self, position: &Position, moves: &[Cell]) -> Cell {
        let b = board_of(position);
        let side = tile(position.to_move);
        let (mut from, mut to) = ([0; CELLS], [0; CELLS]);
        let d = program::sweep(&b, side, false, &mut from);
        program::sweep(&b, side, true, &mut to);
        moves
            .iter()
            .copied()
            .find(|cell| {
                let at = cell.index();
                d < 255 && u32::from(from[at]) + u32::from(to[at]) == u32::from(d) + 1
            })
            .unwrap_or(moves[0])
    }
}

/// Generation zero's search and weights, for the board's size, from
/// either side: `assignment_move`.
pub struct Assignment;

impl Player<ConTacTix> for Assignment {
    fn choose(&mut self, position: &Position, _: &[Cell]) -> Cell {
        assignment_move(position)
    }
}
