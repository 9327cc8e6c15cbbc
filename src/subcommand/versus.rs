//! `merlyn match`: two players, many games, a table of results.

use super::progress;
use crate::game::Game;
use crate::games::{Kind, Task};
use crate::player;
use crate::versus::{self, Entrant, Plan};
use anyhow::bail;
use std::path::Path;

/// Play a match between two players and print a table of results.
///
/// A PLAYER is a generation's FILE (its program, playing as its generations
/// play) or a built-in player: first, last, random:SEED, engine:COMMAND
/// (an engine speaking GTP, or Gomocup in Gomoku), or the game's own
/// (Reversi: greedy, reverxii, alphabeta:DEPTH; Con-Tac-Tix: shortest,
/// assignment, mcts:PLAYOUTS; Gomoku: greedy, tick5, threats; Connect Four:
/// greedy, fours, alphabeta:DEPTH). Player A takes the program's side (0) and B the human's
/// (X); each opens half of the games, A the first. The board is a FILE's
/// (Con-Tac-Tix has many sizes), else `--size`'s. The table gives each
/// player's wins, draws and losses, and the mean margin per game (discs in
/// Reversi; 1 for a win in the other games); the last line is
/// `result a=<wins> draws=<n> b=<wins>`.
///
/// With `--opening-moves N`, the games go in pairs from one position: N
/// random legal moves of both sides from the start (0 moving first in
/// the even pairs, X in the odd ones; fewer when a move would end the
/// game), drawn from `--seed` and the pair's number. In the pair's first
/// game A plays 0 and B X; in its second, from the same position, A plays
/// X and B 0. "Moving first" then counts the games a player held the side
/// that made the game's first move. Without it, every game starts from the
/// empty start and A always plays 0.
///
/// On a terminal, a progress bar shows on stderr. The games are played on
/// every core (`--jobs`), each made from its
/// number alone: a random player's moves in a game depend on its seed and
/// the game's number, so that the table is the same on any number of
/// cores.
#[derive(clap::Args, Debug)]
pub struct Match {
    /// Player A.
    a: String,
    /// Player B.
    b: String,
    /// The game [default: the game of a FILE among the players, else
    /// tic-tac-toe].
    #[arg(long, value_enum)]
    game: Option<Kind>,
    /// How many games to play.
    #[arg(long, value_name = "N", default_value_t = 100)]
    games: u32,
    /// The board's size, columns x rows, when no FILE among the players
    /// gives it (contactix, the game it then means: 2x2 to 26x26, 11x11 by
    /// default).
    #[arg(long, value_name = "CxR")]
    size: Option<String>,
    /// Open each pair of games with N random legal moves, the same for both.
    #[arg(long, value_name = "N", default_value_t = 0)]
    opening_moves: usize,
    /// The seed of the random openings.
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// Games played at once [default: one per core].
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    jobs: Option<u64>,
}

impl Match {
    pub fn run(self) -> anyhow::Result<i32> {
        let files: Vec<&str> = [&self.a, &self.b]
            .into_iter()
            .filter(|name| !player::is_built_in(name))
            .map(String::as_str)
            .collect();
        let mut kind = self.game;
        for file in files {
            if Path::new(file).exists() {
                kind = Some(super::which::kind(kind, Some(Path::new(file)))?);
            }
        }
        // --size is for Con-Tac-Tix, the one game of many sizes.
        let sized = self.size.as_ref().map(|_| Kind::ConTacTix);
        kind.or(sized).unwrap_or(Kind::TicTacToe).run(self)
    }
}

impl Task for Match {
    type Output = anyhow::Result<i32>;

    fn run<G: Game>(self) -> anyhow::Result<i32> {
        player::by_name::<G>(&self.a)?;
        player::by_name::<G>(&self.b)?;
        // The board: the players' files', which must agree, else --size's.
        let (mut board, mut from) = match &self.size {
            Some(size) => (G::sized(size)?, Some(format!("--size {size}"))),
            None => (G::zero_strategy(), None),
        };
        for name in [&self.a, &self.b] {
            if let Some(strategy) = player::file_strategy::<G>(name)? {
                if let Some(other) = &from
                    && !player::same_board::<G>(&strategy, &board)
                {
                    bail!("{name} plays on another board than {other}");
                }
                board = strategy;
                from = Some(name.clone());
            }
        }
        let plan = Plan {
            games: self.games,
            opening_moves: self.opening_moves,
            seed: self.seed,
            jobs: self.jobs.map_or_else(
                || std::thread::available_parallelism().map_or(1, usize::from),
                |jobs| jobs as usize,
            ),
        };
        let matches = [(
            Entrant::Named(self.a.clone()),
            Entrant::Named(self.b.clone()),
        )];
        let stop = progress::interrupts();
        let bar = progress::bar(Some(u64::from(self.games)), "games");
        let tallies =
            versus::contests::<G>(&board.to_string(), &matches, &plan, stop, &|| bar.inc(1))?;
        bar.finish_and_clear();
        let Some(tallies) = tallies else {
            eprintln!("match: interrupted before the games were all played");
            return Ok(130);
        };
        super::emit(&tallies[0].to_string())?;
        Ok(0)
    }
}
