//! A match: two players, many games, each side opening in half of them,
//! and a table of how it went. Player A takes the program's side, `0`;
//! player B the human's, `X`: a match of a program against a built-in
//! player plays the games its generations play.

use crate::game::{Rules, Side};
use crate::player::Player;
use std::fmt;

/// Games counted from one player's side.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Record {
    pub games: u32,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    /// The sum over the games of this player's score minus the other's.
    pub margin: i64,
}

impl Record {
    fn add(&mut self, margin: i32) {
        self.games += 1;
        match margin {
            m if m > 0 => self.wins += 1,
            0 => self.draws += 1,
            _ => self.losses += 1,
        }
        self.margin += i64::from(margin);
    }

    /// The same games, from the other player's side.
    pub fn mirrored(&self) -> Record {
        Record {
            wins: self.losses,
            losses: self.wins,
            margin: -self.margin,
            ..*self
        }
    }

    /// The mean margin per game.
    pub fn mean_margin(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            self.margin as f64 / f64::from(self.games)
        }
    }
}

/// A match, from player A's side.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Tally {
    pub a: String,
    pub b: String,
    /// The games A opened.
    pub a_first: Record,
    /// The games B opened.
    pub b_first: Record,
}

impl Tally {
    /// Every game, from A's side.
    pub fn total(&self) -> Record {
        let (x, y) = (self.a_first, self.b_first);
        Record {
            games: x.games + y.games,
            wins: x.wins + y.wins,
            draws: x.draws + y.draws,
            losses: x.losses + y.losses,
            margin: x.margin + y.margin,
        }
    }
}

/// Plays one game from `start`: `zero` on the program's side, `x` on the
/// human's. Gives the final position.
pub fn game<G: Rules>(
    zero: &mut dyn Player<G>,
    x: &mut dyn Player<G>,
    start: G::Position,
) -> G::Position {
    let mut position = start;
    zero.begin(&start);
    x.begin(&start);
    loop {
        let moves = G::moves(&position);
        let mv = match moves.as_slice() {
            [] => return position,
            [only] if G::is_pass(*only) => *only,
            _ => match G::to_move(&position) {
                Side::Zero => zero.choose(&position, &moves),
                Side::X => x.choose(&position, &moves),
            },
        };
        zero.hear(&position, mv);
        x.hear(&position, mv);
        position = G::apply(&position, mv);
    }
}

/// Why one of two players could not play on, if one could not: the games
/// they played since are void.
pub fn failure<G: Rules>(a: &mut dyn Player<G>, b: &mut dyn Player<G>) -> anyhow::Result<()> {
    match a.failure().or_else(|| b.failure()) {
        Some(failure) => anyhow::bail!("{failure}"),
        None => Ok(()),
    }
}

/// Plays `games` games of A (on `0`) against B (on `X`), each from
/// `start(first)`, A opening the first game and every other one after it.
pub fn play<G: Rules>(
    (a_name, a): (&str, &mut dyn Player<G>),
    (b_name, b): (&str, &mut dyn Player<G>),
    games: u32,
    start: impl Fn(Side) -> G::Position,
) -> Tally {
    let mut tally = Tally {
        a: a_name.to_string(),
        b: b_name.to_string(),
        a_first: Record::default(),
        b_first: Record::default(),
    };
    for n in 0..games {
        let first = if n % 2 == 0 { Side::Zero } else { Side::X };
        let end = game(a, b, start(first));
        // The margin is X's score minus 0's; A plays 0.
        let margin = -G::margin(&end);
        match first {
            Side::Zero => tally.a_first.add(margin),
            Side::X => tally.b_first.add(margin),
        }
    }
    tally
}

impl fmt::Display for Tally {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let width = self.a.len().max(self.b.len()).max(13);
        let row = |f: &mut fmt::Formatter<'_>, side: &str, name: &str, r: Record| {
            writeln!(
                f,
                "{side:<2} {name:<width$} {:>6} {:>6} {:>6} {:>6} {:>+8.2}",
                r.games,
                r.wins,
                r.draws,
                r.losses,
                r.mean_margin()
            )
        };
        writeln!(
            f,
            "{:<2} {:<width$} {:>6} {:>6} {:>6} {:>6} {:>8}",
            "", "player", "games", "wins", "draws", "losses", "margin"
        )?;
        let total = self.total();
        row(f, "a", &self.a, total)?;
        row(f, "", "moving first", self.a_first)?;
        row(f, "", "moving second", self.b_first)?;
        row(f, "b", &self.b, total.mirrored())?;
        row(f, "", "moving first", self.b_first.mirrored())?;
        row(f, "", "moving second", self.a_first.mirrored())?;
        writeln!(
            f,
            "result a={} draws={} b={}",
            total.wins, total.draws, total.losses
        )
    }
}
