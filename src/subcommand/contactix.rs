//! `merlyn contactix`: the seed program itself, as the assignment asks for
//! it. It reads a board file on standard input and writes the board after
//! its best move, every next board (`TEST`), or pictures (`SVG`).

use crate::contactix::{self, BoardFile, svg};
use anyhow::{Context, bail};
use std::io::Read;

/// The most bytes of standard input read as a board file.
const LARGEST: u64 = 1 << 20;

/// Play Con-Tac-Tix as the assignment's program: read a board file on
/// standard input, and write the board after the best move.
///
/// The board file holds `size: C * R`, `turn: COLOUR`, `orientation: TOP *
/// LEFT` (the colour joining top and bottom, then the one joining left and
/// right), `state: undecided` (or `won by COLOUR`), and `tiles: N` followed
/// by N lines such as `(B4) -> red`, in any order. The best move is
/// generation zero's: minimax with alpha-beta to depth 4, a win in one
/// always taken.
#[derive(clap::Args, Debug)]
pub struct Contactix {
    /// TEST: every next board, each separated from the next by a line `~`;
    /// SVG: an SVG picture instead of the board file. Either order.
    #[arg(value_enum, ignore_case = true)]
    words: Vec<Word>,
    /// The same as TEST.
    #[arg(long)]
    test: bool,
    /// The same as SVG.
    #[arg(long)]
    svg: bool,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug, clap::ValueEnum)]
enum Word {
    #[value(name = "TEST")]
    Test,
    #[value(name = "SVG")]
    Svg,
}

impl Contactix {
    pub fn run(self) -> anyhow::Result<i32> {
        let test = self.test || self.words.contains(&Word::Test);
        let svg = self.svg || self.words.contains(&Word::Svg);
        // A board file is a few hundred bytes: no more than a bound is
        // read, whatever is given (`< /dev/zero`).
        let mut input = Vec::new();
        std::io::stdin()
            .take(LARGEST + 1)
            .read_to_end(&mut input)
            .context("cannot read standard input")?;
        if input.len() as u64 > LARGEST {
            bail!("standard input is larger than 1 MiB: give a board file");
        }
        let text = String::from_utf8(input)
            .map_err(|_| anyhow::anyhow!("standard input is not text: give a board file"))?;
        if text.trim().is_empty() {
            bail!(
                "standard input is empty: give a board file, such as `size: 3 * 3` and its other fields"
            );
        }
        let file: BoardFile = text.parse()?;
        let boards = next_boards(&file, test)?;
        let out = if svg {
            svg::picture(&boards)
        } else {
            boards
                .iter()
                .map(BoardFile::to_string)
                .collect::<Vec<_>>()
                .join("~\n")
        };
        super::emit(&out)?;
        Ok(0)
    }
}

/// The boards to write: every next board (`all`), or the one after the
/// best move.
fn next_boards(file: &BoardFile, all: bool) -> anyhow::Result<Vec<BoardFile>> {
    let position = file.position();
    if let Some(winner) = position.winner() {
        bail!(
            "the game is over, won by {}: there is no next move",
            file.colour(winner)
        );
    }
    let empties = position.empties();
    if empties.is_empty() {
        bail!("the board is full: there is no next move");
    }
    Ok(if all {
        empties.into_iter().map(|cell| file.after(cell)).collect()
    } else {
        vec![file.after(contactix::assignment_move(&position))]
    })
}
