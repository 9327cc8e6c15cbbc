//! `merlyn history`: the record of finished games a game's directory keeps,
//! listed with what each lesson changed, and drawn as a learning curve.

mod record;

use crate::curve::{Curve, Labels};
use crate::game::Game;
use crate::games::{Kind, Task};
use crate::line::Line;
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
/// to GAME-history.txt (tic-tac-toe's merlyn-history.txt) for each game
/// won, lost or drawn: the game in `merlyn replay`'s notation, the result
/// from the program's side, the strategy it was played under and, after a
/// game it learned from (a loss; in all but tic-tac-toe, any game),
/// the one it learned. This lists them, numbered, each lesson in the words
/// the program said it in.
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
    /// game, the program's share of wins, losses and draws in the last ten,
    /// from its side, and a mark at each lesson (a lost game it learned
    /// from).
    #[arg(long, value_name = "FILE.svg")]
    svg: Option<PathBuf>,
}

impl History {
    pub fn run(self) -> anyhow::Result<i32> {
        let (file, kind) = self.record()?;
        let text = record::load(&file)?;
        let Ok(text) = String::from_utf8(text) else {
            bail!(
                "{} is not text: it is no record of games",
                crate::shown::path(&file)
            );
        };
        // What acts on a terminal is shown escaped, and the listing wraps
        // it as it is shown.
        let text = crate::shown::escaped(&text);
        let entries = record::read(kind, &file, &text)?;
        let listing = list(kind, &file, &entries)?;
        if let Some(svg) = &self.svg {
            if entries.is_empty() {
                bail!("{} holds no games to draw", file.display());
            }
            // A lesson: a lost game the program learned from.
            let lessons = entries
                .iter()
                .enumerate()
                .filter(|(_, e)| {
                    e.result == Outcome::Loss
                        && e.learned.is_some()
                        && !e
                            .lesson
                            .as_deref()
                            .is_some_and(|said| said.starts_with("I learned nothing"))
                })
                .map(|(n, _)| n + 1)
                .collect();
            let picture = curve(kind, &entries).svg_labelled(&Labels {
                title: format!("{}: the results of {} games", kind.name(), entries.len()),
                x: "games".to_string(),
                y: format!("share of the last {WINDOW} games"),
                note: "The program's wins, losses and draws against you, from its side".to_string(),
                marks: lessons,
                marked: vec![
                    "a lesson: a lost".to_string(),
                    "game it learned from".to_string(),
                ],
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
        // Tic-tac-toe is the default game, here as everywhere: its one
        // record, among other games'.
        let ttt: Vec<usize> = (0..found.len())
            .filter(|&at| found[at].1 == Kind::TicTacToe)
            .collect();
        if self.game.is_none() && found.len() > 1 && ttt.len() == 1 {
            return Ok(found.remove(ttt[0]));
        }
        match found.len() {
            1 => Ok(found.remove(0)),
            0 => bail!(
                "no record of games in {}: play a game to its end first",
                shown(&path)
            ),
            // Tic-tac-toe's record under play's old name beside ttt's, as
            // a turn of either brings over (see the driver's `unite`).
            _ if found.iter().all(|(_, kind)| *kind == found[0].1) => bail!(
                "{} holds two records of {}: name the one to read",
                shown(&path),
                found[0].1
            ),
            _ => bail!(
                "{} holds records of several games: give --game, or a record",
                shown(&path)
            ),
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

/// The columns the listing fits in: a terminal's 80.
const COLUMNS: usize = 80;

/// Where a game's rows start: after its number and result.
const INDENT: usize = 14;

/// The listing: two lines saying how many games and how they went, then a
/// line per game, and under each game it learned from what it taught; all
/// in 80 columns. Where the strategies and games are short (tic-tac-toe), a
/// table with a column for each; else each game's moves wrapped under its
/// row, then its strategy, only where it changed, wrapped at its
/// separators (Reversi's rows of weights, ...).
fn list(kind: Kind, file: &Path, entries: &[Entry]) -> anyhow::Result<String> {
    let mut out = String::new();
    let count = |outcome: Outcome| entries.iter().filter(|e| e.result == outcome).count();
    let games = match entries.len() {
        1 => "1 game".to_string(),
        n => format!("{n} games"),
    };
    let _ = writeln!(
        out,
        "{}: {games} of {}.",
        crate::shown::path(file),
        kind.name()
    );
    let _ = writeln!(
        out,
        "From the program's side: {} won, {} lost, {} drawn.",
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
    let widest = entries.iter().map(|e| e.moves.len()).max().unwrap_or(0);
    let table = INDENT + width + 2 + widest <= COLUMNS;
    if table {
        let _ = writeln!(out, "game  result  {:<width$}  moves", "strategy");
    } else {
        let _ = writeln!(
            out,
            "game  result  moves, then the strategy where it changed"
        );
    }
    let indent = " ".repeat(INDENT);
    let mut before: Option<&str> = None;
    for (n, entry) in entries.iter().enumerate() {
        let head = format!("{:>4}  {:<6}  ", n + 1, entry.result.to_string());
        if table {
            let _ = writeln!(out, "{head}{:<width$}  {}", entry.strategy, entry.moves);
        } else {
            let moves = wrap(&kind.run(Moves(&entry.moves)), COLUMNS - INDENT, "");
            for (at, line) in moves.iter().enumerate() {
                let _ = writeln!(out, "{}{line}", if at == 0 { &head } else { &indent });
            }
            if before != Some(entry.strategy.as_str()) {
                let lead = "strategy ";
                let room = COLUMNS - INDENT - lead.len();
                // Broken between its rows where it can, else between its
                // numbers.
                let pieces: Vec<String> = pieces(&entry.strategy, |c| "/;:".contains(c))
                    .into_iter()
                    .flat_map(|row| match row.len() > room {
                        true => pieces(&row, |c| c == ','),
                        false => vec![row],
                    })
                    .collect();
                for (at, line) in wrap(&pieces, room, "").iter().enumerate() {
                    let lead = if at == 0 { lead } else { "         " };
                    let _ = writeln!(out, "{indent}{lead}{line}");
                }
            }
        }
        before = Some(&entry.strategy);
        if entry.learned.is_some() {
            let said = entry
                .lesson
                .as_deref()
                .unwrap_or("(what it learned is not recorded)");
            // Its list (`I learned (lesson 1): - ... - ...`, as the record
            // joins it on one line) a line an item, as the program said it.
            for (at, item) in items(said).iter().enumerate() {
                let words: Vec<String> = item.split(' ').map(str::to_string).collect();
                let hang = if at > 0 { 2 } else { 0 };
                for (line_at, line) in wrap(&words, COLUMNS - INDENT - hang, " ")
                    .iter()
                    .enumerate()
                {
                    let pad = if line_at > 0 { hang } else { 0 };
                    let _ = writeln!(out, "{indent}{}{line}", " ".repeat(pad));
                }
            }
        }
    }
    Ok(out)
}

/// A lesson as the record holds it, cut into its first line and the items
/// of its list: each item begins `- ` after a line that ends with `:` or
/// `.`.
fn items(said: &str) -> Vec<&str> {
    let mut items = Vec::new();
    let mut from = 0;
    for (at, _) in said.match_indices(" - ") {
        if at > from && said[..at].ends_with([':', '.']) {
            items.push(&said[from..at]);
            from = at + 1;
        }
    }
    items.push(&said[from..]);
    items
}

/// `text` cut after each character that `after` takes: the pieces a line
/// may break between.
fn pieces(text: &str, after: impl Fn(char) -> bool) -> Vec<String> {
    let mut pieces = vec![String::new()];
    for c in text.chars() {
        pieces.last_mut().expect("a piece").push(c);
        if after(c) {
            pieces.push(String::new());
        }
    }
    pieces.retain(|piece| !piece.is_empty());
    pieces
}

/// `pieces` joined by `gap` into lines of at most `width` characters,
/// breaking only between pieces; a piece wider than a line is cut.
fn wrap(pieces: &[String], width: usize, gap: &str) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for piece in pieces {
        let joined = if line.is_empty() { 0 } else { gap.len() };
        if !line.is_empty() && line.len() + joined + piece.len() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push_str(gap);
        }
        for c in piece.chars() {
            if line.len() >= width {
                lines.push(std::mem::take(&mut line));
            }
            line.push(c);
        }
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

/// A game of the record (`merlyn replay`'s notation, checked when read)
/// cut into its moves, the computer's opening `c` first: the pieces its
/// lines break between. `?` stays whole.
struct Moves<'a>(&'a str);

impl Task for Moves<'_> {
    type Output = Vec<String>;

    fn run<G: Game>(self) -> Vec<String> {
        let whole = || vec![self.0.to_string()];
        let Ok(line) = Line::<G>::parse(self.0) else {
            return whole();
        };
        let mut lengths: Vec<usize> = line.moves.iter().map(|mv| mv.to_string().len()).collect();
        if line.computer_first {
            lengths.insert(0, 1);
        }
        if lengths.iter().sum::<usize>() != self.0.len() {
            return whole();
        }
        let mut at = 0;
        lengths
            .into_iter()
            .map(|length| {
                at += length;
                self.0[at - length..at].to_string()
            })
            .collect()
    }
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
