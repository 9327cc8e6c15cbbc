//! The one interface every game stands on. `Rules` is the game itself,
//! the same for both sides: the start, the legal moves, a move played, the
//! score at the end. `Game` adds the self-modifying program: its state
//! block, its turn (the very code each generation runs), its choice of a
//! move as a player, and its strategy, which learning rewrites. Turns,
//! trees, training, matches, replays and perft are written once, against
//! these two traits, and `Player` is whoever picks a side's moves. This
//! module stands on nothing else of merlyn's but the state block's layout
//! (the driver's `block`, `std` only): every other one may use it.

use crate::driver::block::STATUSES;
use std::fmt;
use std::str::FromStr;

/// A side: the human's `X`, or the program's `0`.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Side {
    X,
    Zero,
}

impl Side {
    /// The other side.
    pub fn other(self) -> Side {
        match self {
            Side::X => Side::Zero,
            Side::Zero => Side::X,
        }
    }
}

impl fmt::Display for Side {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Side::X => "X",
            Side::Zero => "0",
        })
    }
}

/// Where a generation's game stands: the word on the first line of its
/// state block, such as `reversi: on`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Status {
    /// A new game: the next move starts it.
    New,
    /// The human is to move.
    On,
    /// The program won.
    Won,
    /// The program lost: this generation has learned, and its board is new.
    Lost,
    /// A draw.
    Draw,
}

impl Status {
    /// Every status, in the order of the game.
    pub const ALL: [Status; 5] = [
        Status::New,
        Status::On,
        Status::Won,
        Status::Lost,
        Status::Draw,
    ];

    /// The word a state block writes: the state block's layout, which the
    /// driver reads too, has the words, in the order of `ALL`.
    pub fn word(self) -> &'static str {
        STATUSES[self as usize]
    }

    /// Is the game over?
    pub fn is_over(self) -> bool {
        matches!(self, Status::Won | Status::Lost | Status::Draw)
    }
}

impl fmt::Display for Status {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

impl FromStr for Status {
    type Err = anyhow::Error;

    fn from_str(word: &str) -> anyhow::Result<Status> {
        Status::ALL
            .into_iter()
            .find(|status| status.word() == word)
            .ok_or_else(|| {
                let (last, rest) = STATUSES.split_last().expect("statuses");
                anyhow::anyhow!("`{word}` is not a status: {} or {last}", rest.join(", "))
            })
    }
}

/// A board as rows of `X`, `0` and `.`, row 1 first: `rows` rows of
/// `columns` squares, the square in row r and column c (from 0) being the
/// bit `bit(r, c)` of the sets of squares `x` and `o`.
pub fn picture(
    rows: usize,
    columns: usize,
    (x, o): (u64, u64),
    bit: impl Fn(usize, usize) -> u64,
) -> Vec<String> {
    (0..rows)
        .map(|r| {
            (0..columns)
                .map(|c| match bit(r, c) {
                    b if x & b != 0 => 'X',
                    b if o & b != 0 => '0',
                    _ => '.',
                })
                .collect()
        })
        .collect()
}

/// A board drawn for a player: `rows` as the game writes them (of `X`, `0`
/// and `.`), a space between cells, the columns' letters (capitals when
/// `capitals`) above and below, each row's number (`number(r)` for the
/// row `r` from 0) at both ends, and each row `slant` spaces further right
/// than the one above (Con-Tac-Tix's rhombus of hexagons).
pub fn grid(
    rows: &[String],
    capitals: bool,
    number: impl Fn(usize) -> usize,
    slant: usize,
) -> Vec<String> {
    let columns = rows.first().map_or(0, String::len);
    let width = (0..rows.len())
        .map(|r| number(r).to_string().len())
        .max()
        .unwrap_or(1);
    let base = if capitals { b'A' } else { b'a' };
    let letters: String = (0..columns)
        .map(|c| format!(" {}", char::from(base + c as u8)))
        .collect();
    let mut out = vec![format!("{:width$}{letters}", "")];
    for (r, row) in rows.iter().enumerate() {
        let cells: String = row.chars().map(|c| format!(" {c}")).collect();
        let n = number(r);
        out.push(format!(
            "{:pad$}{n:>width$}{cells} {n}",
            "",
            pad = r * slant
        ));
    }
    out.push(format!(
        "{:pad$}{letters}",
        "",
        pad = width + rows.len().saturating_sub(1) * slant
    ));
    out.into_iter()
        .map(|line| line.trim_end().to_string())
        .collect()
}

/// The columns and rows of `position`'s board, as `Rules::rows` draws it.
pub fn size<G: Rules>(position: &G::Position) -> (usize, usize) {
    let rows = G::rows(position);
    (rows.first().map_or(0, String::len), rows.len())
}

/// The sizes of board a game of many boards is played on: `columns` by
/// `rows`, each from `least` to `most`, `usual` unless asked otherwise.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Sizes {
    pub least: usize,
    pub most: usize,
    pub usual: (usize, usize),
}

impl Sizes {
    /// The columns and rows of a size written `CxR`, such as `11x11`.
    pub fn parse(&self, size: &str) -> anyhow::Result<(usize, usize)> {
        let (least, most, (c, r)) = (self.least, self.most, self.usual);
        let bad = || {
            anyhow::anyhow!(
                "`{size}` is not a board size: give columns x rows, each {least} to {most}, such \
                 as {c}x{r}"
            )
        };
        let (columns, rows) = size.split_once(['x', 'X']).ok_or_else(bad)?;
        let number = |text: &str| -> anyhow::Result<usize> {
            let n: usize = text.parse().map_err(|_| bad())?;
            if (least..=most).contains(&n) {
                Ok(n)
            } else {
                Err(bad())
            }
        };
        Ok((number(columns)?, number(rows)?))
    }

    /// The sizes, for help: `2x2 to 26x26, 11x11 by default`.
    pub fn range(&self) -> String {
        let (least, most, (c, r)) = (self.least, self.most, self.usual);
        format!("{least}x{least} to {most}x{most}, {c}x{r} by default")
    }
}

/// What most games' margin counts: a finished game's margin is 1, 0 or -1.
pub const ONE_FOR_A_WIN: &str = "1 for a win";

/// The protocol a game's engines speak, which `merlyn gtp` or `merlyn
/// gomocup` serves and `engine:COMMAND` plays against.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Protocol {
    /// The Go Text Protocol, which Hex and Othello engines speak too.
    Gtp,
    /// The Gomocup (Piskvork) protocol of Gomoku engines.
    Gomocup,
}

impl Protocol {
    /// Its name, for help and errors.
    pub fn name(self) -> &'static str {
        match self {
            Protocol::Gtp => "GTP",
            Protocol::Gomocup => "Gomocup",
        }
    }
}

/// How the GTP engines and GUIs of a game speak of it, beyond the protocol
/// itself (`gtp` serves it, `engine` plays engines by it).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Convention {
    /// Black is `X`, who opens unless white moves first on an empty board.
    Plain,
    /// Othello's: black opens every game. When `0` opens, an engine sees
    /// the game with the colours swapped and every move turned by
    /// `Game::turned`, so that its start is the standard one; a forced
    /// pass is played only if the engine takes it.
    Othello,
    /// Hex's: as `Plain`, and the second move may be `swap-pieces` (the
    /// swap rule): the first stone leaves the board and the other side
    /// takes the cell mirrored in the long diagonal, the first side to move
    /// again. On a square board only.
    Hex,
}

/// Why a generation refuses to play: the one line it prints on stderr.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Refusal(pub String);

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Refusal {}

/// A game, as both sides play it.
pub trait Rules {
    /// A position: the board and the side to move, with whatever of the
    /// game's past its rules or its players need.
    type Position: Copy + Eq + fmt::Debug + Send + Sync;
    /// A move of either side (in Reversi, a pass too).
    type Move: Copy + Eq + fmt::Debug + fmt::Display + Send + Sync;

    /// The start of a game, `first` to move.
    fn start(first: Side) -> Self::Position;

    /// The side to move.
    fn to_move(position: &Self::Position) -> Side;

    /// The legal moves of the side to move, in the game's scan order: a
    /// lone pass when it cannot move but the game goes on; none when the
    /// game is over.
    fn moves(position: &Self::Position) -> Vec<Self::Move>;

    /// The position after `mv`, one of `moves(position)`.
    fn apply(position: &Self::Position, mv: Self::Move) -> Self::Position;

    /// X's score minus 0's in a finished game, whose sign says who won:
    /// the disc difference in Reversi, 1, 0 or -1 in tic-tac-toe.
    fn margin(position: &Self::Position) -> i32;

    /// Is `mv` a pass?
    fn is_pass(_mv: Self::Move) -> bool {
        false
    }

    /// The board as rows of `X`, `0` and `.`, row 1 first.
    fn rows(position: &Self::Position) -> Vec<String>;

    /// The leaves of the tree of `depth` moves below `position`, as `perft`
    /// counts them, when the game counts them faster itself than through
    /// `moves` and `apply`; none by default.
    fn leaves(_position: &Self::Position, _depth: u32) -> Option<u64> {
        None
    }
}

/// A player of a game `G`: who picks a side's moves in a match or a
/// training game (`player` holds the players every game has, and finds a
/// player by name).
pub trait Player<G: Rules> {
    /// The move for the side to move in `position`: one of `moves`, the
    /// legal moves there, which hold a move other than a pass.
    fn choose(&mut self, position: &G::Position, moves: &[G::Move]) -> G::Move;

    /// Told that a game begins from `start`, before any move of it.
    fn begin(&mut self, _start: &G::Position) {}

    /// Told of every move of the game as it is made, by either side, passes
    /// too: `mv` from `before`.
    fn hear(&mut self, _before: &G::Position, _mv: G::Move) {}

    /// Why this player could not play on (an engine that died, hung or
    /// broke its protocol), if it could not: the games since are void.
    fn failure(&mut self) -> Option<String> {
        None
    }

    /// Did this player resign instead of choosing its last move (an engine
    /// answering GTP's `genmove` with `resign`)? The game is then over,
    /// lost by its side; the move it gave is not played.
    fn resigned(&mut self) -> bool {
        false
    }

    /// Was its last move made at random, not chosen (a training game's
    /// opening)? A game that marks such moves learns nothing across them.
    fn at_random(&self) -> bool {
        false
    }
}

/// What a generation did in one run: the successor's state, the program's
/// moves in order, and the position the run ended in (after a loss, the
/// final position, which the successor no longer shows).
#[derive(Clone, Debug)]
pub struct Turn<G: Game> {
    pub state: G::State,
    pub replies: Vec<G::Move>,
    pub position: G::Position,
}

/// A game merlyn generates self-modifying programs for.
pub trait Game: Rules + Sized + 'static {
    /// The name on the command line and on a state block's first line.
    const NAME: &'static str;
    /// The name of the strategy's field in `show`, `replay` and `train`.
    const STRATEGY_FIELD: &'static str;
    /// Generation zero, as `templates/GAME.rs` holds it.
    const ZERO: &'static str;
    /// A GAME of this game's notation, for help and errors: `146`.
    const EXAMPLE: &'static str;
    /// The game in a line, for help: `Reversi (Othello), on an 8x8 board`.
    const ABOUT: &'static str;
    /// The strategy's form as `--strategy` takes it, for help: `10
    /// characters, such as 9883857753, which never loses`.
    const FORM: &'static str;
    /// What a finished game's margin counts, for help: `discs`; by
    /// default, 1 for a win.
    const MARGIN: &'static str = ONE_FOR_A_WIN;
    /// The protocol the game's engines speak.
    const PROTOCOL: Protocol = Protocol::Gtp;
    /// How its GTP engines and GUIs speak of it.
    const GTP: Convention = Convention::Plain;
    /// Its name as GTP's `list_games` gives it, and `set_game` takes it:
    /// the name GUIs know the game by (`Othello`, as GRhino answers, and
    /// Quarry reads).
    const GTP_GAME: &'static str = Self::NAME;

    /// Othello's convention: `mv` on the board turned so that the discs
    /// `0` starts with stand where `X`'s do (see `Convention::Othello`).
    fn turned(mv: Self::Move) -> Self::Move {
        mv
    }

    /// What learning rewrites: tic-tac-toe's strategy string, Reversi's
    /// weights.
    type Strategy: Copy
        + Eq
        + fmt::Debug
        + fmt::Display
        + FromStr<Err = anyhow::Error>
        + Send
        + Sync;
    /// A generation's state: everything that changes from one to the next.
    type State: Copy + Eq + fmt::Debug;

    /// Generation zero's strategy.
    fn zero_strategy() -> Self::Strategy;

    /// The sizes of its board, for a game played on more than one (`merlyn
    /// new GAME --size CxR`); none for a game of one board.
    const SIZES: Option<Sizes> = None;

    /// Generation zero's strategy on a board of `columns` by `rows`, a size
    /// within `SIZES` (a game of one board has its own strategy only).
    fn zero_sized(_columns: usize, _rows: usize) -> Self::Strategy {
        Self::zero_strategy()
    }

    /// The program of `strategy` on a board of `columns` by `rows`, for a
    /// protocol that asks for a board (GTP's `boardsize`, Gomocup's
    /// `START`): the strategy itself on its own board; generation zero's
    /// on any board within `SIZES`; none otherwise, by default (a game
    /// whose lessons hold on a board of another size may say so here).
    fn resized(strategy: &Self::Strategy, columns: usize, rows: usize) -> Option<Self::Strategy> {
        let own = size::<Self>(&Self::start_of(strategy, Side::X));
        if own == (columns, rows) {
            return Some(*strategy);
        }
        let within = |n: usize, sizes: &Sizes| (sizes.least..=sizes.most).contains(&n);
        let zero = *strategy == Self::zero_sized(own.0, own.1);
        Self::SIZES
            .filter(|sizes| zero && within(columns, sizes) && within(rows, sizes))
            .map(|_| Self::zero_sized(columns, rows))
    }

    /// Generation zero's strategy on a board of the size written `size`,
    /// `CxR`, within `SIZES`.
    fn sized(size: &str) -> anyhow::Result<Self::Strategy> {
        let Some(sizes) = Self::SIZES else {
            anyhow::bail!("{} is played on one board only", Self::NAME)
        };
        let (columns, rows) = sizes.parse(size)?;
        Ok(Self::zero_sized(columns, rows))
    }

    /// The control of a trained `strategy`: the same search (how far it
    /// looks, how many moves it weighs), with generation zero's evaluation
    /// on the same board. Measured against it, a program shows what its
    /// lessons taught it about the game, apart from looking further ahead.
    /// By default, generation zero: a game whose lessons change nothing of
    /// its search.
    fn control(_strategy: &Self::Strategy) -> Self::Strategy {
        Self::zero_strategy()
    }

    /// `strategy` asked to play at `level` (`merlyn match --level`, `merlyn
    /// gtp --level`), in place of what its lessons reached: in Reversi, to
    /// look that many moves ahead; in Con-Tac-Tix, to search that many
    /// best moves beside its best a move deeper. An error for a game
    /// without levels, or a level out of its range.
    fn at_level(_strategy: &mut Self::Strategy, _level: u8) -> anyhow::Result<()> {
        anyhow::bail!(
            "--level: only Reversi's and Con-Tac-Tix's programs have levels, not {}'s",
            Self::NAME
        )
    }

    /// The level `strategy`'s lessons reached (see `at_level`), in a game
    /// that has levels.
    fn level(_strategy: &Self::Strategy) -> Option<u8> {
        None
    }

    /// Random legal moves that open each game of `merlyn train --against
    /// self` unless `--opening-moves` says otherwise: a program playing
    /// itself from the start would play one game over and over.
    const SELF_PLAY_OPENING: usize = 4;

    /// Whether a program learns from every finished game (all but tic-tac-toe),
    /// not only from the games it lost: training then carries the
    /// strategy every game leaves, won or drawn too.
    const LEARNS_FROM_EVERY_GAME: bool = false;

    /// A new game under `strategy`.
    fn new_game(strategy: Self::Strategy) -> Self::State;

    /// A new game `state` that a player asked to be played at `level`
    /// (`play GAME --level N`): the level held in the game's state, which
    /// its lessons heed, unlike `at_level`'s. An error for a game without
    /// levels, or a level out of its range.
    fn asked_at(_state: &mut Self::State, _level: u8) -> anyhow::Result<()> {
        anyhow::bail!("{} has no levels", Self::NAME)
    }

    /// The start of a game played under `strategy`, `first` to move: for a
    /// game whose board has more than one size, a board of the strategy's.
    fn start_of(_strategy: &Self::Strategy, first: Side) -> Self::Position {
        Self::start(first)
    }

    /// The strategy a state holds.
    fn strategy(state: &Self::State) -> Self::Strategy;

    /// Where the state's game stands.
    fn status(state: &Self::State) -> Status;

    /// The position a state shows.
    fn position(state: &Self::State) -> Self::Position;

    /// The program's face: `:-|`, `:-)` or `:-(`.
    fn face(state: &Self::State) -> &'static str;

    /// A move as the human types it (`5`, `f5`).
    fn parse_move(text: &str) -> anyhow::Result<Self::Move>;

    /// The human's moves written together (`146`, `f5d6c3`).
    fn parse_moves(text: &str) -> anyhow::Result<Vec<Self::Move>>;

    /// One run of the generation holding `state`: the human's move (none:
    /// the program opens), and the program's reply, exactly as the
    /// generation's own code plays it.
    fn play(state: Self::State, human: Option<Self::Move>) -> Result<Turn<Self>, Refusal>;

    /// One run, as `play`, of a human move made at random, by neither
    /// side's choice (a training game's opening): a game whose lessons
    /// learn nothing across such a move marks it in its state. By default,
    /// `play`: the move is taken as chosen.
    fn play_at_random(state: Self::State, human: Self::Move) -> Result<Turn<Self>, Refusal> {
        Self::play(state, Some(human))
    }

    /// The program's move as a player of `position` (where the side to
    /// move has a move other than a pass): the choice its turn makes, from
    /// either side of the board.
    fn choose(strategy: &Self::Strategy, position: &Self::Position) -> Self::Move;

    /// Reads the lines of a state block, checked as the generation checks them.
    fn read(lines: &[&str]) -> Result<Self::State, Refusal>;

    /// The source of the generation holding `state`.
    fn source(state: &Self::State) -> String;

    /// The game's own fields for `show` and `replay`, after the status:
    /// the strategy, and what else a player of this game would look at.
    fn fields(state: &Self::State, position: &Self::Position) -> Vec<(&'static str, String)>;

    /// The board as a player reads it: its rows, in the order the game
    /// writes them, with the coordinates of the game's notation around
    /// them (by default column letters a, b, ... and row numbers from 1).
    fn shown(position: &Self::Position) -> Vec<String> {
        grid(&Self::rows(position), false, |r| r + 1, 0)
    }

    /// A built-in player of this game's own, by name (the players every
    /// game has, `first`, `last`, `random:SEED` and `engine:COMMAND`, are
    /// not asked for here).
    fn player(name: &str) -> Option<Box<dyn Player<Self>>>;

    /// The names of this game's own built-in players, for help and errors.
    const PLAYERS: &'static [&'static str];
}

#[cfg(test)]
mod tests {
    use super::Sizes;

    #[test]
    fn a_size_is_columns_x_rows_within_the_games_bounds() {
        let sizes = Sizes {
            least: 2,
            most: 26,
            usual: (11, 11),
        };
        assert_eq!(sizes.parse("5x3").unwrap(), (5, 3));
        assert_eq!(sizes.parse("5X3").unwrap(), (5, 3));
        for size in ["1x5", "27x3", "5", "5x", "x5", "5*3", "a x b"] {
            assert!(sizes.parse(size).is_err(), "{size}");
        }
        assert_eq!(sizes.range(), "2x2 to 26x26, 11x11 by default");
    }
}
