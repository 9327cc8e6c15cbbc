//! `merlyn history`: the record of finished games a game's directory keeps,
//! listed with what each lesson changed, and drawn as a learning curve.

mod record;

use crate::curve::{Curve, Labels};
use crate::games::Kind;
use crate::turn::Outcome;
use crate::versus::Record;
use anyhow::{Context, bail};
use record::Entry;
use std::fmt::Write;
use std::path::{Path, PathBuf};

/// How many games each point of the picture counts: the last ten.
const WINDOW: usize = 10;

/// List the finished games of a game's directory, and what each lesson
/// changed.
///
/// The driver (`scripts/ttt`, `scripts/play`, `merlyn play`) adds a line
/// to GAME-history.txt (ttt's merlyn-history.txt) for each game won, lost
/// or drawn: the game in `merlyn replay`'s notation, the result from the
/// program's side, the strategy it was played under and, after a loss, the
/// one it learned. This lists them, numbered, each lesson in the words the
/// program said it in.
#[derive(clap::Args, Debug)]
pub struct History {
    /// A game's directory, or a record file in it [default: the current
    /// directory].
    #[arg(value_name = "DIR")]
    path: Option<PathBuf>,
    /// The game whose record to list: in a directory that holds the
    /// records of several games, or for a record whose name does not say it.
    #[arg(long, value_enum)]
    game: Option<Kind>,
    /// Also draw the results over the games as an SVG picture: at each
    /// game, the program's share of wins, losses and draws in the last ten.
    #[arg(long, value_name = "FILE.svg")]
    svg: Option<PathBuf>,
}

impl History {
    pub fn run(self) -> anyhow::Result<i32> {
        let (file, kind) = self.record()?;
        let text =
            std::fs::read(&file).with_context(|| format!("cannot read {}", file.display()))?;
        let Ok(text) = String::from_utf8(text) else {
            bail!("{} is not text: it is no record of games", file.display());
        };
        let entries = record::read(kind, &file, &text)?;
        let listing = list(kind, &file, &entries)?;
        if let Some(svg) = &self.svg {
            if entries.is_empty() {
                bail!("{} holds no games to draw", file.display());
            }
            let picture = curve(kind, &entries).svg_labelled(&Labels {
                title: format!("{}: the results of {} games", kind.name(), entries.len()),
                x: "games".to_string(),
                y: format!("share of the last {WINDOW} games"),
            });
            super::train::write_atomically(svg, &picture)
                .with_context(|| format!("cannot write {}", svg.display()))?;
        }
        super::emit(&listing)?;
        Ok(0)
    }

    /// The record to read, and its game.
    fn record(&self) -> anyhow::Result<(PathBuf, Kind)> {
        let path = self.path.clone().unwrap_or_else(|| PathBuf::from("."));
        if !path.is_dir() {
            if !path.exists() {
                bail!(
                    "{} does not exist: give a game's directory, or its record",
                    path.display()
                );
            }
            return match (record::kind_of(&path), self.game) {
                (_, Some(game)) | (Some(game), None) => Ok((path, game)),
                (None, None) => bail!(
                    "which game is {} of? Its name says none: give --game",
                    path.display()
                ),
            };
        }
        let mut found = record::found(&path);
        if let Some(game) = self.game {
            found.retain(|(_, kind)| *kind == game);
        }
        match found.len() {
            1 => Ok(found.remove(0)),
            0 => bail!(
                "no record of games in {}: a game played to the end with ttt or play writes one",
                shown(&path)
            ),
            _ => {
                let names: Vec<String> = found
                    .iter()
                    .map(|(file, _)| file.display().to_string())
                    .collect();
                bail!(
                    "{} holds records of more than one game ({}): name the one to read, or give --game",
                    shown(&path),
                    names.join(", ")
                )
            }
        }
    }
}

/// A directory as a message names it.
fn shown(dir: &Path) -> String {
    if dir == Path::new(".") {
        "the current directory".to_string()
    } else {
        dir.display().to_string()
    }
}

/// The listing: a line saying how many games and how they went, then a
/// line per game, and under each lost game what it taught.
fn list(kind: Kind, file: &Path, entries: &[Entry]) -> anyhow::Result<String> {
    let mut out = String::new();
    let count = |outcome: Outcome| entries.iter().filter(|e| e.result == outcome).count();
    let games = match entries.len() {
        1 => "1 game".to_string(),
        n => format!("{n} games"),
    };
    let _ = writeln!(
        out,
        "{}: {games} of {}, from the program's side: {} won, {} lost, {} drawn.",
        file.display(),
        kind.name(),
        count(Outcome::Win),
        count(Outcome::Loss),
        count(Outcome::Draw)
    );
    if entries.is_empty() {
        return Ok(out);
    }
    let width = entries
        .iter()
        .map(|e| e.strategy.len())
        .max()
        .unwrap_or(0)
        .max("strategy".len());
    let _ = writeln!(out, "game  result  {:<width$}  moves", "strategy");
    for (n, entry) in entries.iter().enumerate() {
        let _ = writeln!(
            out,
            "{:>4}  {:<6}  {:<width$}  {}",
            n + 1,
            entry.result.to_string(),
            entry.strategy,
            entry.moves
        );
        if entry.learned.is_some() {
            let said = entry
                .lesson
                .as_deref()
                .unwrap_or("(what it learned is not recorded)");
            let _ = writeln!(out, "{:14}{said}", "");
        }
    }
    Ok(out)
}

/// The curve: at each game, the results of the last `WINDOW` games.
fn curve(kind: Kind, entries: &[Entry]) -> Curve {
    let checkpoints = (1..=entries.len())
        .map(|n| {
            let mut record = Record::default();
            for entry in &entries[n.saturating_sub(WINDOW)..n] {
                record.games += 1;
                match entry.result {
                    Outcome::Win => record.wins += 1,
                    Outcome::Loss => record.losses += 1,
                    _ => record.draws += 1,
                }
            }
            (n, vec![record])
        })
        .collect();
    Curve {
        game: kind.name().to_string(),
        opponents: vec!["you".to_string()],
        checkpoints,
    }
}
