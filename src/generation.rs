//! Generations as text. Every generation of every game carries one state
//! block near the top of its source, `pub static STATE: &[&str] = &[...];`
//! in `mod state`, one quoted line each: first `GAME: STATUS`, then whatever the game
//! shows (its board, its strategy). Everything else in the source is the
//! same in every generation. This module finds the block, the same way for
//! every game, and reads the state it holds.

use crate::game::{Game, Status};
use anyhow::{Context, bail};
use std::io::Read;
use std::path::Path;

/// The line that opens the state block in every generation, and the line
/// that closes it: the driver's, where the block's layout is written once.
pub use crate::driver::block::{CLOSE, OPEN};

/// The largest file taken for a generation: a generation is a few tens of
/// kilobytes.
pub const MAX_SIZE: u64 = 1 << 20;

/// A generation's state block, as its source holds it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Block<'a> {
    /// The game, from the first line: `reversi`.
    pub game: &'a str,
    /// Where its game stands, from the first line.
    pub status: Status,
    /// Every line of the block, unquoted, the first included.
    pub lines: Vec<&'a str>,
}

impl<'a> Block<'a> {
    /// Finds the state block in a generation's source, as the driver
    /// finds it.
    pub fn find(source: &'a str) -> anyhow::Result<Block<'a>> {
        use crate::driver::block::{self, Missing};
        let all: Vec<&str> = source.lines().collect();
        let lines = match block::find(&all) {
            Ok(found) => found.lines,
            Err(Missing::Open) => bail!("this is not a merlyn program: it has no `{OPEN}` line"),
            Err(Missing::Quoted(at, _)) => bail!(
                "this is not a program merlyn wrote: {}",
                block::Foreign::State(at + 1).said()
            ),
            Err(Missing::Close) => bail!("its state block has no closing `{CLOSE}` line"),
            Err(Missing::Empty) => bail!("its state block is empty"),
        };
        let first = lines[0];
        let (game, word) = block::head(first)
            .with_context(|| format!("its state begins `{first}`, not `GAME: STATUS`"))?;
        let status = word
            .parse()
            .with_context(|| format!("its state begins `{first}`"))?;
        Ok(Block {
            game,
            status,
            lines,
        })
    }

    /// The state these lines hold, checked as the generation checks it.
    pub fn state<G: Game>(&self) -> anyhow::Result<G::State> {
        if self.game != G::NAME {
            bail!("this is a {} program, not {}", self.game, G::NAME);
        }
        G::read(&self.lines).map_err(anyhow::Error::new)
    }
}

/// Reads the state of a generation of `G` from its source: only a program
/// merlyn wrote, whose code is `G`'s generation zero's, byte for byte,
/// around a block of plain state lines (see `driver::block::ours`). A
/// program with any other code is refused, whatever its state says.
pub fn read<G: Game>(source: &str) -> anyhow::Result<G::State> {
    let block = Block::find(source)?;
    if block.game == G::NAME
        && let Err(foreign) = crate::driver::block::ours(source, G::ZERO)
    {
        bail!("this is not a program merlyn wrote: {}", foreign.said());
    }
    block.state::<G>()
}

/// Reads a generation's source from `path`: a regular file, not larger
/// than a generation can be.
pub fn read_file(path: &Path) -> anyhow::Result<String> {
    let name = path.display();
    let meta = std::fs::metadata(path).with_context(|| format!("cannot read {name}"))?;
    if !meta.is_file() {
        bail!("{name} is not a regular file");
    }
    let mut source = String::new();
    std::fs::File::open(path)
        .with_context(|| format!("cannot read {name}"))?
        .take(MAX_SIZE + 1)
        .read_to_string(&mut source)
        .with_context(|| format!("cannot read {name} as text"))?;
    if source.len() as u64 > MAX_SIZE {
        bail!("{name} is larger than 1 MiB: not a generation");
    }
    Ok(source)
}

/// Reads the state of the generation of `G` at `path`.
pub fn read_state<G: Game>(path: &Path) -> anyhow::Result<G::State> {
    read::<G>(&read_file(path)?).with_context(|| format!("{}", path.display()))
}

/// The source of a generation: `text`, the text its `SELF` holds, with the
/// state block of `lines` (each ended by a newline) written in at
/// `@state`, then `SELF` as it stands in the source. The generation's own
/// `main` prints itself the same way; the tests hold the two to each other.
pub fn splice(text: &str, lines: &str) -> String {
    let body = &text[1..];
    let at = body.find('@').expect("SELF marks its state with @state");
    let mut source = String::with_capacity(2 * text.len() + 2 * lines.len());
    source.push_str(&body[..at]);
    source.push_str(OPEN);
    source.push('\n');
    for line in lines.lines() {
        source.push_str(&crate::driver::block::quote(line));
        source.push('\n');
    }
    source.push_str(CLOSE);
    source.push('\n');
    source.push_str(&body[at + "@state".len() + 1..]);
    source.push_str(text);
    source.push_str("\"#;\n");
    source
}

/// Generation zero with another strategy: a new game.
pub fn zero<G: Game>(strategy: G::Strategy) -> String {
    G::source(&G::new_game(strategy))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tictactoe::program::cell;
    use crate::tictactoe::{TicTacToe, program};

    const ZERO: &str = <TicTacToe as Game>::ZERO;

    #[test]
    fn generation_zero_is_what_the_template_prints_of_itself() {
        assert_eq!(zero::<TicTacToe>(TicTacToe::zero_strategy()), ZERO);
    }

    #[test]
    fn the_drivers_status_words_are_the_statuses_of_the_games() {
        let words: Vec<&str> = Status::ALL.iter().map(|s| s.word()).collect();
        assert_eq!(words, crate::driver::block::STATUSES);
    }

    #[test]
    fn finds_the_state_block_of_generation_zero() {
        let block = Block::find(ZERO).unwrap();
        assert_eq!(block.game, "tic-tac-toe");
        assert_eq!(block.status, Status::New);
        assert_eq!(
            block.lines,
            [
                "tic-tac-toe: new",
                "   |   |   ",
                "---+---+---",
                "   |   |   ",
                "---+---+---",
                "   |   |   ",
                "9999999999  :-| "
            ]
        );
    }

    #[test]
    fn reads_back_the_game_it_writes() {
        // You took 1, I took 8; you took 3, I blocked at 2.
        let mut game = program::Game::new(*b"1999999999");
        game.x = cell(1) | cell(3);
        game.o = cell(8) | cell(2);
        assert_eq!(read::<TicTacToe>(&TicTacToe::source(&game)).unwrap(), game);
    }

    #[test]
    fn changes_only_the_state_lines() {
        let mut game = program::Game::new(*b"1999999999");
        game.x = cell(1);
        game.o = cell(8);
        let next = TicTacToe::source(&game);
        assert_eq!(next.lines().count(), ZERO.lines().count());
        let changed: Vec<&str> = next
            .lines()
            .zip(ZERO.lines())
            .filter(|(a, b)| a != b)
            .map(|(a, _)| a)
            .collect();
        assert_eq!(
            changed,
            [
                "        \"tic-tac-toe: on\",",
                "        \" X |   |   \",",
                "        \"   | 0 |   \",",
                "        \"1999999999  :-| \","
            ]
        );
    }

    #[test]
    fn refuses_a_source_without_a_state_block_and_a_block_of_another_game() {
        let error = read::<TicTacToe>("fn main() {}\n").unwrap_err();
        assert!(
            error.to_string().contains("not a merlyn program"),
            "{error}"
        );
        let other = ZERO.replace("\"tic-tac-toe: new\"", "\"reversi: new\"");
        let error = read::<TicTacToe>(&other).unwrap_err();
        assert_eq!(
            error.to_string(),
            "this is a reversi program, not tic-tac-toe"
        );
        let unknown = ZERO.replace("\"tic-tac-toe: new\"", "\"tic-tac-toe: asleep\"");
        let error = Block::find(&unknown).unwrap_err();
        assert!(
            format!("{error:#}").contains("`asleep` is not a status"),
            "{error:#}"
        );
    }
}
