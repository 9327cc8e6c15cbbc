use crate::generation;
use crate::program::{Face, Game, Status};
use std::path::PathBuf;

/// Print the board, strategy and face of a generation, and where its game stands.
#[derive(clap::Args, Debug)]
pub struct Show {
    /// A generation's source file, such as nextmove.rs.
    file: PathBuf,
}

impl Show {
    pub fn run(self) -> anyhow::Result<i32> {
        print!("{}", describe(&generation::read_file(&self.file)?));
        Ok(0)
    }
}

/// The board as three lines of `X`, `0` and `.`, the strategy and face,
/// then a sentence on the state of the game.
pub fn describe(game: &Game) -> String {
    let mut out = String::new();
    for row in 0..3 {
        out.extend((1..=3).map(|column| game.mark(3 * row + column)));
        out.push('\n');
    }
    let strategy = String::from_utf8_lossy(&game.strategy);
    out.push_str(&format!("strategy={strategy} face={}\n", game.face));
    out.push_str(sentence(game));
    out.push('\n');
    out
}

fn sentence(game: &Game) -> &'static str {
    match (game.status(), game.face) {
        (Ok(Status::New), Face::Sad) => {
            "You beat the program before this one; this one has learned, and waits for a new game."
        }
        (Ok(Status::New), _) => "A new game: make the first move, or let the computer open.",
        (Ok(Status::Playing), _) => "Game on: your move.",
        (Ok(Status::Won), _) => "Game over: the computer won.",
        (Ok(Status::Drawn), _) => "Game over: a draw.",
        (Err(_), _) => "Not a position of this game.",
    }
}
