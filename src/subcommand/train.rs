//! `merlyn train`: a program trained until it stops losing, or for a
//! number of games, measured at checkpoints against players it never
//! trained against, and written out.

use super::progress;
use super::which::Which;
use crate::curve::Curve;
use crate::game::Game;
use crate::games::{self, Kind, Task};
use crate::generation;
use crate::player::{self, Recipe};
use crate::tictactoe::{self, TicTacToe};
use crate::train::{End, Learner, Opponent, Schedule, evaluate, train_with};
use crate::versus::{Plan, Record};
use anyhow::{Context, bail};
use indicatif::ProgressBar;
use std::io::Write;
use std::ops::ControlFlow;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

/// Train a program until it stops losing, or for a number of games.
///
/// Against players (`--against`, as often as you like): the program plays
/// each in turn, once moving second and once first, and learns from every
/// loss (in every game but tic-tac-toe, from every game) exactly as a
/// generation does. It stops after a whole round without a loss
/// (`converged`, exit 0) or after `--losses` losses (`gave-up`, exit 1);
/// with `--games N`, after exactly N games (`played`, exit 0), and those
/// two rules do not apply. Ctrl-C stops it between two games
/// (`interrupted`, exit 130), and `--write` still writes what it learned.
/// Prints one line per loss, `loss 1 against=first line=... strategy=...`,
/// then `converged losses=N games=G ...` (or gave-up, played, interrupted).
/// On a terminal, a progress bar shows on stderr.
///
/// `--against self` is a copy of the program in training: it plays the
/// strategy the program holds when each game begins, so it learns too.
///
/// `--opening-moves N`: in each training game the opponent's first N
/// moves are random legal moves (seeded by `--seed` and the game's number),
/// then its own. Against `self` they are a few by default, so that the
/// program meets many games, not one game over and over. The program's moves are always its own: a lesson replays
/// the lost game's human moves, and the program's must be the ones its
/// strategy chooses. (`merlyn match --opening-moves` opens games with random
/// moves of both sides instead.)
///
/// Checkpoints (`--held-out PLAYER`, as often as you like): before the
/// first game, every `--checkpoint` games and at the end, the program as it
/// stands plays `--eval-games` games against each held-out player, as
/// `merlyn match --opening-moves` plays them (pairs from one random
/// opening of `--eval-opening-moves` moves, each player on each side), the
/// same games at every checkpoint, on every core (`--jobs`). Prints
/// `checkpoint games=G against=P wins=W draws=D losses=L` per player, and
/// with `--curve FILE.svg` draws the learning curve: win, loss and draw
/// rates per held-out player over the training games.
///
/// Without `--against`, a tic-tac-toe program trains against a perfect
/// adversary, which plays the first game the program loses (the one verify
/// names) until there is none: `loss 1 line=c1357 strategy=5999989999`,
/// then `converged losses=N strategy=...`.
#[derive(clap::Args, Debug)]
pub struct Train {
    /// The game [default: the FILE's, else tic-tac-toe].
    #[arg(long, value_enum)]
    game: Option<Kind>,
    #[command(flatten)]
    which: Which,
    // Generation zero on a board of this size, for a game of many sizes.
    #[arg(long, value_name = "CxR", conflicts_with_all = ["strategy", "file"],
          help = format!("Train generation zero on a board of this size, columns x rows ({})",
                         games::size_help()))]
    size: Option<String>,
    // A player to train against, each game's told.
    #[arg(long, value_name = "PLAYER",
          help = format!("A player to train against: {}, a generation's FILE on the same board, \
                          or `self`, a copy of the program in training",
                         games::players().join(", ")))]
    against: Vec<String>,
    /// Play exactly N training games (unless interrupted), whether or not
    /// it loses.
    #[arg(long, value_name = "N", conflicts_with_all = ["losses", "unbeaten"])]
    games: Option<usize>,
    /// Give up after this many losses.
    #[arg(long, value_name = "N", default_value_t = 10_000)]
    losses: usize,
    /// Converged after this many games in a row without a loss (at least
    /// a whole round: two games per player).
    #[arg(long, value_name = "N", default_value_t = 0)]
    unbeaten: usize,
    /// The opponent's first N moves in each training game are random legal
    /// moves [default: none, but against `self` a few, as each game says].
    #[arg(long, value_name = "N")]
    opening_moves: Option<usize>,
    /// Play the training games at this level, the program and its copy
    /// alike: in Reversi how many moves ahead it looks (1 to 8), in
    /// Con-Tac-Tix how many best moves beside its best it searches a move
    /// deeper (0 to 9; 10, its strongest). Its lessons teach it the rest,
    /// and leave its own level as it was.
    #[arg(long, value_name = "N")]
    level: Option<u8>,
    /// The seed of the random openings, of training games and checkpoint
    /// games alike (each game's moves are drawn from the seed and the
    /// game's number).
    #[arg(long, value_name = "S", default_value_t = 1)]
    seed: u64,
    /// A player to measure the program against at checkpoints, which it
    /// does not train against.
    #[arg(long, value_name = "PLAYER")]
    held_out: Vec<String>,
    /// A checkpoint every N training games, besides the first (before any
    /// game) and the last [default: a tenth of --games, else 100].
    #[arg(long, value_name = "N", requires = "held_out",
          value_parser = clap::value_parser!(u64).range(1..))]
    checkpoint: Option<u64>,
    /// Games per held-out player at each checkpoint, each player on each
    /// side in half of them.
    #[arg(long, value_name = "M", default_value_t = 100, requires = "held_out",
          value_parser = clap::value_parser!(u32).range(1..))]
    eval_games: u32,
    /// Random legal moves (of both sides) that open each checkpoint game.
    #[arg(long, value_name = "N", default_value_t = 4, requires = "held_out")]
    eval_opening_moves: usize,
    /// Draw the learning curve to this SVG file, at every checkpoint.
    #[arg(long, value_name = "FILE.svg", requires = "held_out")]
    curve: Option<PathBuf>,
    /// Games played at once at checkpoints [default: one per core].
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    jobs: Option<u64>,
    /// Write the trained program, a generation with a new game, to this file.
    #[arg(long, value_name = "FILE")]
    write: Option<PathBuf>,
}

impl Train {
    pub fn run(self) -> anyhow::Result<i32> {
        // --size alone means the game of many sizes.
        let game = match (self.game, &self.size) {
            (None, Some(_)) => Some(Kind::sized()?),
            (game, _) => game,
        };
        let kind = self.which.kind(game)?;
        if self.against.is_empty() && kind == Kind::TicTacToe {
            if self.games.is_some()
                || self.opening_moves.is_some_and(|n| n > 0)
                || !self.held_out.is_empty()
            {
                bail!(
                    "--games, --opening-moves and --held-out need --against PLAYER: the perfect \
                     adversary plays until no loss is left"
                );
            }
            let training = tictactoe::train::train(self.which.strategy::<TicTacToe>()?)?;
            self.finish::<TicTacToe>(training.strategy)?;
            super::emit(&training.to_string())?;
            return Ok(0);
        }
        kind.run(self)
    }
}

impl Task for Train {
    type Output = anyhow::Result<i32>;

    fn run<G: Game>(self) -> anyhow::Result<i32> {
        if self.against.is_empty() {
            bail!(
                "{} has no perfect adversary: give --against PLAYER ({}, self, or a generation's \
                 FILE)",
                G::NAME,
                player::names::<G>()
            );
        }
        let strategy = match &self.size {
            Some(size) => games::sized::<G>(size)?,
            None => self.which.strategy::<G>()?,
        };
        for name in self.against.iter().chain(&self.held_out) {
            if name == "self" {
                continue;
            }
            if let Some(theirs) = player::file_strategy::<G>(name)?
                && !player::same_board::<G>(&theirs, &strategy)
            {
                bail!("{name} plays on another board than the program it would train");
            }
        }
        for name in &self.held_out {
            if name == "self" {
                bail!("self is the program in training: it cannot be held out");
            }
            if self.against.contains(name) {
                bail!("{name} is held out, and cannot be trained against too");
            }
            Recipe::<G>::named(name)?;
        }
        let learner = match self.level {
            Some(level) => Learner::<G>::new(strategy).at_level(level)?,
            None => Learner::<G>::new(strategy),
        };
        let mut opponents = self
            .against
            .iter()
            .map(|name| {
                Ok(Opponent {
                    name: name.clone(),
                    player: if name == "self" {
                        learner.copy()
                    } else {
                        player::by_name::<G>(name)?
                    },
                })
            })
            .collect::<anyhow::Result<Vec<_>>>()?;
        progress::interrupts();
        let bar = progress_bar(self.games);
        let mut checkpoints = Checkpoints::<G> {
            train: &self,
            bar: &bar,
            curve: Curve {
                game: G::NAME.to_string(),
                opponents: self.held_out.clone(),
                checkpoints: Vec::new(),
            },
            phantom: std::marker::PhantomData,
        };
        let every = self
            .checkpoint
            .unwrap_or_else(|| self.games.map_or(100, |games| (games as u64 / 10).max(1)));
        let schedule = Schedule {
            games: self.games,
            unbeaten: self.unbeaten,
            losses: self.losses,
            opening_moves: self.opening_moves.unwrap_or(
                if self.against.iter().any(|a| a == "self") {
                    G::SELF_PLAY_OPENING
                } else {
                    0
                },
            ),
            seed: self.seed,
        };
        let mut failed = Ok(());
        let mut losses = 0;
        let training = if checkpoints.take(0, &strategy)? {
            Some(train_with(&learner, &mut opponents, &schedule, |step| {
                bar.inc(1);
                if let Some(loss) = step.loss {
                    losses += 1;
                    bar.set_message(format!("losses={losses}"));
                    failed = bar.suspend(|| super::emit(&format!("loss {losses} {loss}\n")));
                }
                if failed.is_ok() && (step.games as u64).is_multiple_of(every) {
                    failed = checkpoints
                        .take(step.games, &learner.strategy())
                        .map(|_| ());
                }
                if failed.is_err() || progress::stopped() {
                    ControlFlow::Break(())
                } else {
                    ControlFlow::Continue(())
                }
            })?)
        } else {
            None
        };
        failed?;
        let (mut end, games, strategy, mut summary) = match training {
            Some(training) => {
                let summary = training.to_string();
                (training.end, training.games, training.strategy, summary)
            }
            None => (
                End::Interrupted,
                0,
                strategy,
                format!(
                    "interrupted losses=0 games=0 {}={strategy}",
                    G::STRATEGY_FIELD
                ),
            ),
        };
        if end != End::Interrupted
            && checkpoints.last() != Some(games)
            && !checkpoints.take(games, &strategy)?
        {
            // Interrupted in the last checkpoint.
            summary = summary.replacen(end.word(), End::Interrupted.word(), 1);
            end = End::Interrupted;
        }
        bar.finish_and_clear();
        self.finish::<G>(strategy)?;
        super::emit(&format!("{summary}\n"))?;
        Ok(match end {
            End::Converged | End::Played => 0,
            End::GaveUp => 1,
            End::Interrupted => 130,
        })
    }
}

/// A bar on stderr when it is a terminal, counting the training games (of
/// `games`, when that many are to be played); nothing otherwise.
fn progress_bar(games: Option<usize>) -> ProgressBar {
    progress::bar(games.map(|games| games as u64), "games")
}

/// The checkpoints taken so far, and what each needs.
struct Checkpoints<'a, G: Game> {
    train: &'a Train,
    bar: &'a ProgressBar,
    curve: Curve,
    phantom: std::marker::PhantomData<G>,
}

impl<G: Game> Checkpoints<'_, G> {
    /// The training games before the last checkpoint taken.
    fn last(&self) -> Option<usize> {
        self.curve.checkpoints.last().map(|(games, _)| *games)
    }

    /// Measures `strategy` after `games` training games against the
    /// held-out players: prints a line per player and redraws the curve.
    /// False when interrupted first.
    fn take(&mut self, games: usize, strategy: &G::Strategy) -> anyhow::Result<bool> {
        let train = self.train;
        if train.held_out.is_empty() {
            return Ok(true);
        }
        let plan = Plan {
            games: train.eval_games,
            opening_moves: train.eval_opening_moves,
            // Another stream than the training games' openings.
            seed: !train.seed,
            jobs: train.jobs.map_or_else(
                || std::thread::available_parallelism().map_or(1, usize::from),
                |jobs| jobs as usize,
            ),
        };
        let message = self.bar.message();
        self.bar.set_message(format!("{message} (checkpoint)"));
        let records = evaluate::<G>(strategy, &train.held_out, &plan, progress::interrupts())?;
        self.bar.set_message(message);
        let Some(records) = records else {
            return Ok(false);
        };
        let lines: String = train
            .held_out
            .iter()
            .zip(&records)
            .map(|(name, record): (&String, &Record)| {
                format!(
                    "checkpoint games={games} against={name} wins={} draws={} losses={}\n",
                    record.wins, record.draws, record.losses
                )
            })
            .collect();
        self.bar.suspend(|| super::emit(&lines))?;
        self.curve.checkpoints.push((games, records));
        if let Some(path) = &train.curve {
            write_atomically(path, &self.curve.svg())
                .with_context(|| format!("cannot write {}", path.display()))?;
        }
        Ok(true)
    }
}

impl Train {
    /// Writes the trained program, when asked to.
    fn finish<G: Game>(&self, strategy: G::Strategy) -> anyhow::Result<()> {
        if let Some(path) = &self.write {
            write_atomically(path, &generation::zero::<G>(strategy))
                .with_context(|| format!("cannot write {}", path.display()))?;
        }
        Ok(())
    }
}

/// Writes `text` to a temporary file beside `path`, then renames it there,
/// so that `path` never holds half a program. Only a regular file that may
/// be written is replaced (its mode kept), or a new one made (mode 0644).
pub(super) fn write_atomically(path: &Path, text: &str) -> anyhow::Result<()> {
    let mode = match std::fs::symlink_metadata(path) {
        Ok(meta) if !meta.file_type().is_file() => {
            bail!("it is not a regular file, and is left as it is")
        }
        Ok(meta) if meta.permissions().readonly() => bail!("it is read-only"),
        Ok(meta) => meta.permissions().mode() & 0o7777,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => 0o644,
        Err(error) => return Err(error.into()),
    };
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let mut file = tempfile::NamedTempFile::new_in(dir)?;
    file.write_all(text.as_bytes())?;
    file.as_file()
        .set_permissions(std::fs::Permissions::from_mode(mode))?;
    file.as_file().sync_all()?;
    file.persist(path)?;
    Ok(())
}
