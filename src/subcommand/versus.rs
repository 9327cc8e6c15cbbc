//! `merlyn match`: two players, many games, a table of results.

use super::progress;
use crate::game::Game;
use crate::games::{self, Kind, Task};
use crate::player;
use crate::versus::{self, Entrant, Plan};
use anyhow::bail;
use std::path::Path;

/// Play a match between two players and print a table of results.
///
/// The rest of its help names each game's players, sizes and margins, from
/// the games' own constants: see `long_about`.
#[derive(clap::Args, Debug)]
#[command(long_about = long_about())]
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
    // The board's size, for a game of many sizes.
    #[arg(long, value_name = "CxR",
          help = format!("The board's size, columns x rows, when no FILE among the players gives \
                          it ({})", games::size_help()))]
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
    /// The programs among the players (a FILE, `control:FILE`) play at
    /// level N, in place of what they learned: Reversi's look N moves
    /// ahead, 1 to 8 (beyond 4, they also play the last 12 empty squares
    /// perfectly, 14 at level 7, 16 at level 8); Con-Tac-Tix's weigh their
    /// N + 1 best moves by a search a move deeper, 0 to 9 (at 0, the
    /// four-move search alone), and at 10, their strongest, their best
    /// moves six moves deep, or on boards up to 8x8 every move by playouts.
    #[arg(long, value_name = "N")]
    level: Option<u8>,
}

/// The long help of `merlyn match`.
fn long_about() -> String {
    let players = games::players();
    let players: Vec<&str> = players.iter().map(String::as_str).collect();
    let sized: Vec<&str> = Kind::of_many_sizes().into_iter().map(Kind::name).collect();
    format!(
        "Play a match between two players and print a table of results.

A PLAYER is a generation's FILE (its program, playing as its generations play) or a built-in \
player: {}. Player A takes the program's side (0) and B the human's (X); each opens half of \
the games, A the first. The board is a FILE's ({} has many sizes), else `--size`'s. The table \
gives each player's wins, draws and losses, and the mean margin per game ({}); the last line \
is `result a=<wins> draws=<n> b=<wins>`.

With `--opening-moves N`, the games go in pairs from one position: N random legal moves of \
both sides from the start (0 moving first in the even pairs, X in the odd ones; fewer when a \
move would end the game), drawn from `--seed` and the pair's number. In the pair's first game \
A plays 0 and B X; in its second, from the same position, A plays X and B 0. \"Moving first\" \
then counts the games a player held the side that made the game's first move. Without it, \
every game starts from the empty start and A always plays 0.

On a terminal, a progress bar shows on stderr. The games are played on every core (`--jobs`), \
each made from its number alone: a random player's moves in a game depend on its seed and the \
game's number, so that the table is the same on any number of cores.",
        games::or_list(&players),
        games::or_list(&sized),
        games::margins()
    )
}

impl Match {
    pub fn run(self) -> anyhow::Result<i32> {
        let files: Vec<&str> = [&self.a, &self.b]
            .into_iter()
            .filter_map(|name| games::file_of(name))
            .collect();
        let mut kind = self.game;
        for file in files {
            if Path::new(file).exists() {
                kind = Some(super::which::kind(kind, Some(Path::new(file)))?);
            }
        }
        // --size alone means the game of many sizes.
        if kind.is_none() && self.size.is_some() {
            kind = Some(Kind::sized()?);
        }
        kind.unwrap_or(Kind::TicTacToe).run(self)
    }
}

impl Task for Match {
    type Output = anyhow::Result<i32>;

    fn run<G: Game>(self) -> anyhow::Result<i32> {
        player::by_name::<G>(&self.a)?;
        player::by_name::<G>(&self.b)?;
        // The board: the players' files', which must agree, else --size's.
        let (mut board, mut from) = match &self.size {
            Some(size) => (games::sized::<G>(size)?, Some(format!("--size {size}"))),
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
        let entrant = |name: &String| match self.level {
            Some(level) if games::file_of(name).is_some() => Entrant::AtLevel(name.clone(), level),
            _ => Entrant::Named(name.clone()),
        };
        if self.level.is_some()
            && [&self.a, &self.b]
                .iter()
                .all(|n| games::file_of(n).is_none())
        {
            bail!("--level: neither player is a program (a FILE, or control:FILE)");
        }
        let matches = [(entrant(&self.a), entrant(&self.b))];
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
