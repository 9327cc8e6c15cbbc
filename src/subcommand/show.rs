//! `merlyn show`: a generation's board, its fields, and where its game stands.

use crate::contactix;
use crate::game::{Game, Status};
use crate::games::{Kind, Task};
use crate::generation;
use anyhow::{Context, ensure};
use std::path::PathBuf;

/// Print the board of a generation, its fields, and where its game stands.
///
/// The board as rows of `X`, `0` and `.`, in the order the game writes
/// them, with its coordinates in the game's notation, then one line of
/// fields (`game=... status=... face=...` and the game's own, such as its
/// strategy), then a sentence.
#[derive(clap::Args, Debug)]
pub struct Show {
    /// A generation's source file, such as nextmove.rs; its game is read from it.
    file: PathBuf,
    /// Write a Con-Tac-Tix generation's board as the assignment's board
    /// file (you red, joining top and bottom; the program blue).
    #[arg(long, conflicts_with = "svg")]
    board_file: bool,
    /// Draw a Con-Tac-Tix generation's board as an SVG picture.
    #[arg(long)]
    svg: bool,
}

impl Show {
    pub fn run(self) -> anyhow::Result<i32> {
        let source = generation::read_file(&self.file)?;
        let kind = Kind::of_source(&source)
            .map_err(|error| anyhow::anyhow!("{}: {error}", self.file.display()))?;
        let text = if self.board_file || self.svg {
            let flag = if self.svg { "--svg" } else { "--board-file" };
            ensure!(
                kind == Kind::ConTacTix,
                "{flag} is for Con-Tac-Tix generations: {} is a {kind} generation",
                self.file.display()
            );
            let file = contactix::file::of_generation(&source)
                .with_context(|| self.file.display().to_string())?;
            if self.svg {
                contactix::svg::picture(&[file])
            } else {
                file.to_string()
            }
        } else {
            kind.run(Describe(&source))
                .map_err(|error| anyhow::anyhow!("{}: {error:#}", self.file.display()))?
        };
        super::emit(&text)?;
        Ok(0)
    }
}

struct Describe<'a>(&'a str);

impl Task for Describe<'_> {
    type Output = anyhow::Result<String>;

    fn run<G: Game>(self) -> anyhow::Result<String> {
        Ok(describe::<G>(&generation::read::<G>(self.0)?))
    }
}

/// The board with its coordinates, the fields, then a sentence on
/// the state of the game.
pub fn describe<G: Game>(state: &G::State) -> String {
    let position = G::position(state);
    let mut out = String::new();
    for row in G::shown(&position) {
        out.push_str(&row);
        out.push('\n');
    }
    let status = G::status(state);
    out.push_str(&format!(
        "game={} status={status} face={}",
        G::NAME,
        G::face(state)
    ));
    for (key, value) in G::fields(state, &position) {
        out.push_str(&format!(" {key}={value}"));
    }
    out.push('\n');
    out.push_str(match status {
        Status::Lost => {
            "You beat the program before this one; this one has learned, and waits for a new game."
        }
        Status::New => "A new game: make the first move, or let the computer open.",
        Status::On => "Game on: your move.",
        Status::Won => "Game over: the computer won.",
        Status::Draw => "Game over: a draw.",
    });
    out.push('\n');
    out
}
