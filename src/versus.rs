//! A match: two players, many games, each side opening in half of them,
//! and a table of how it went. Player A takes the program's side, `0`;
//! player B the human's, `X`: a match of a program against a built-in
//! player plays the games its generations play. With random openings, the
//! games go in pairs from one position, the players changing seats.
//! Matches by name (`contest`) play their games on every core, each game
//! made from its number alone, so that the results are those of one core.

use crate::game::{Game, Rules, Side};
use crate::player::{Player, Random, Recipe};
use std::fmt;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

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

    /// These games and `other`'s together.
    pub fn plus(&self, other: Record) -> Record {
        Record {
            games: self.games + other.games,
            wins: self.wins + other.wins,
            draws: self.draws + other.draws,
            losses: self.losses + other.losses,
            margin: self.margin + other.margin,
        }
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
        self.a_first.plus(self.b_first)
    }
}

/// How a game ended: its last position, and the side that resigned, if
/// one did (the game then stopped there).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct End<P> {
    pub position: P,
    pub resigned: Option<Side>,
}

impl<P> End<P> {
    /// X's score minus 0's: a resigned game is lost by one, the least
    /// margin there is.
    pub fn margin<G: Rules<Position = P>>(&self) -> i32 {
        match self.resigned {
            Some(Side::X) => -1,
            Some(Side::Zero) => 1,
            None => G::margin(&self.position),
        }
    }
}

/// Plays one game from `start`: `zero` on the program's side, `x` on the
/// human's. Gives the final position, for players that never resign (the
/// built-in ones); `game_after` tells of a resignation.
pub fn game<G: Rules>(
    zero: &mut dyn Player<G>,
    x: &mut dyn Player<G>,
    start: G::Position,
) -> G::Position {
    game_after(zero, x, start, &[]).position
}

/// Plays one game from `start` after the moves `opening`, which both
/// players are told of as they are made, as they are told of every move.
/// A player that resigns ends it.
pub fn game_after<G: Rules>(
    zero: &mut dyn Player<G>,
    x: &mut dyn Player<G>,
    start: G::Position,
    opening: &[G::Move],
) -> End<G::Position> {
    let mut position = start;
    zero.begin(&start);
    x.begin(&start);
    for &mv in opening {
        zero.hear(&position, mv);
        x.hear(&position, mv);
        position = G::apply(&position, mv);
    }
    loop {
        let moves = G::moves(&position);
        let side = G::to_move(&position);
        let mv = match moves.as_slice() {
            [] => {
                return End {
                    position,
                    resigned: None,
                };
            }
            [only] if G::is_pass(*only) => *only,
            _ => {
                let player: &mut dyn Player<G> = match side {
                    Side::Zero => &mut *zero,
                    Side::X => &mut *x,
                };
                let mv = player.choose(&position, &moves);
                if player.resigned() {
                    return End {
                        position,
                        resigned: Some(side),
                    };
                }
                mv
            }
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
        let first = if n.is_multiple_of(2) {
            Side::Zero
        } else {
            Side::X
        };
        // The margin is X's score minus 0's; A plays 0.
        let margin = -game_after(a, b, start(first), &[]).margin::<G>();
        match first {
            Side::Zero => tally.a_first.add(margin),
            Side::X => tally.b_first.add(margin),
        }
    }
    tally
}

/// How the games of a match by name are played.
#[derive(Clone, Copy, Debug)]
pub struct Plan {
    /// How many games.
    pub games: u32,
    /// How many random legal moves open each game (0: none, the games
    /// played as `play` plays them).
    pub opening_moves: usize,
    /// The seed of the openings.
    pub seed: u64,
    /// How many games to play at once (threads).
    pub jobs: usize,
}

/// Where game number `n` of a match starts, and on which side A plays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup<P, M> {
    /// The position the players take over, after the opening.
    pub start: P,
    /// The position the opening began from, and its moves.
    pub origin: P,
    pub opening: Vec<M>,
    /// A's side; B plays the other.
    pub a_side: Side,
    /// Did A's side make the first move of the game (its opening too)?
    pub a_first: bool,
}

/// Where game number `n` of a match on `board` starts.
///
/// Without an opening (`opening_moves` 0), as `play` plays: A on `0`, B
/// on `X`, A opening the even games and B the odd ones.
///
/// With one, the games go in pairs, 2p and 2p+1, from one position: the
/// opening of pair p, up to `opening_moves` random legal moves from the
/// start of the board, `0` moving first in even pairs and `X` in odd ones,
/// the moves drawn from the stream `Random::for_game(seed, p)`. An
/// opening stops short of a move that would end the game. In game 2p, A
/// plays `0` and B `X`; in game 2p+1, from the same position, A plays `X`
/// and B `0`: each player takes, in turn, each side of the one position.
pub fn setup<G: Game>(
    board: &G::Strategy,
    opening_moves: usize,
    seed: u64,
    n: u64,
) -> Setup<G::Position, G::Move> {
    if opening_moves == 0 {
        let first = if n.is_multiple_of(2) {
            Side::Zero
        } else {
            Side::X
        };
        let start = G::start_of(board, first);
        return Setup {
            start,
            origin: start,
            opening: Vec::new(),
            a_side: Side::Zero,
            a_first: first == Side::Zero,
        };
    }
    let pair = n / 2;
    let first = if pair.is_multiple_of(2) {
        Side::Zero
    } else {
        Side::X
    };
    let mut random = Random::for_game(seed, pair);
    let origin = G::start_of(board, first);
    let line = opening_line::<G>(origin, opening_moves, &mut random);
    let start = line
        .iter()
        .fold(origin, |position, &mv| G::apply(&position, mv));
    let a_side = if n.is_multiple_of(2) {
        Side::Zero
    } else {
        Side::X
    };
    Setup {
        start,
        origin,
        opening: line,
        a_side,
        a_first: a_side == first,
    }
}

/// Up to `moves` random legal moves from `position`, stopping short of a
/// move that would end the game: each move is drawn among those that do
/// not (a lone pass is played as it is).
pub fn opening<G: Rules>(position: G::Position, moves: usize, random: &mut Random) -> G::Position {
    opening_line::<G>(position, moves, random)
        .iter()
        .fold(position, |position, &mv| G::apply(&position, mv))
}

/// The moves of the opening `opening` plays from `position`.
pub fn opening_line<G: Rules>(
    mut position: G::Position,
    moves: usize,
    random: &mut Random,
) -> Vec<G::Move> {
    let mut line = Vec::new();
    for _ in 0..moves {
        let legal: Vec<G::Move> = G::moves(&position)
            .into_iter()
            .filter(|&mv| !G::moves(&G::apply(&position, mv)).is_empty())
            .collect();
        if legal.is_empty() {
            break;
        }
        let mv = legal[(random.next_u64() % legal.len() as u64) as usize];
        line.push(mv);
        position = G::apply(&position, mv);
    }
    line
}

/// Plays game number `n` of a match on `board` between the players A and
/// B, as `setup` sets it: gives whether A's side moved first, and A's
/// margin; an error when a player could not play on (an engine that
/// failed).
pub fn numbered_game<G: Game>(
    a: &mut dyn Player<G>,
    b: &mut dyn Player<G>,
    board: &G::Strategy,
    opening_moves: usize,
    seed: u64,
    n: u64,
) -> anyhow::Result<(bool, i32)> {
    let setup = setup::<G>(board, opening_moves, seed, n);
    let (origin, opening) = (setup.origin, &setup.opening);
    // The margin is X's score minus 0's.
    let margin = match setup.a_side {
        Side::Zero => -game_after(a, b, origin, opening).margin::<G>(),
        Side::X => game_after(b, a, origin, opening).margin::<G>(),
    };
    failure(a, b)?;
    Ok((setup.a_first, margin))
}

/// A player of a match by name: a built-in player or a FILE's program, by
/// its name, or a program by its strategy as text.
#[derive(Clone, Debug)]
pub enum Entrant {
    Named(String),
    Strategy(String),
    /// A FILE's program by its name, playing at a level (see
    /// `Game::at_level`).
    AtLevel(String, u8),
}

impl Entrant {
    /// The recipe of the player, made in the thread that plays it.
    fn recipe<G: Game>(&self) -> anyhow::Result<Recipe<G>> {
        match self {
            Entrant::Named(name) => Recipe::named(name),
            Entrant::Strategy(text) => Ok(Recipe::Program(text.parse()?)),
            Entrant::AtLevel(name, level) => match Recipe::<G>::named(name)? {
                Recipe::Program(mut strategy) => {
                    G::at_level(&mut strategy, *level)?;
                    Ok(Recipe::Program(strategy))
                }
                _ => anyhow::bail!("--level: `{name}` is no program, and has no level"),
            },
        }
    }
}

/// Plays the games of each of `matches` (A against B, by name) on `board`
/// (a strategy as text, whose board the games are played on) as `plan`
/// says, on `plan.jobs` threads. Game number n of a match has the players
/// `Recipe::for_game(n)` makes (a random player's stream is that game's)
/// and the start `setup` gives, so that the tallies are the same on any
/// number of threads. Calls `done` after each game (from the thread that
/// played it). Gives none when `stop` is set before the games are all
/// played.
pub fn contests<G: Game>(
    board: &str,
    matches: &[(Entrant, Entrant)],
    plan: &Plan,
    stop: &AtomicBool,
    done: &(dyn Fn() + Sync),
) -> anyhow::Result<Option<Vec<Tally>>> {
    let games = plan.games as usize;
    let name = |entrant: &Entrant| match entrant {
        Entrant::Named(name) => name.clone(),
        Entrant::Strategy(_) => "program".to_string(),
        Entrant::AtLevel(name, level) => format!("{name} at level {level}"),
    };
    let empty: Vec<Tally> = matches
        .iter()
        .map(|(a, b)| Tally {
            a: name(a),
            b: name(b),
            a_first: Record::default(),
            b_first: Record::default(),
        })
        .collect();
    // Each thread keeps the sums of the games it played; a sum is the
    // same in any order, and so is the whole, on any number of threads.
    let sums = on_threads(
        matches.len() * games,
        plan.jobs,
        stop,
        || {
            let board: G::Strategy = board.parse()?;
            let recipes = matches
                .iter()
                .map(|(a, b)| Ok((a.recipe::<G>()?, b.recipe::<G>()?)))
                .collect::<anyhow::Result<Vec<_>>>()?;
            Ok((board, recipes, empty.clone()))
        },
        |(board, recipes, tallies), index| {
            let (a, b) = &recipes[index / games];
            let n = (index % games) as u64;
            let (a_first, margin) = numbered_game::<G>(
                a.for_game(n).as_mut(),
                b.for_game(n).as_mut(),
                board,
                plan.opening_moves,
                plan.seed,
                n,
            )?;
            let tally = &mut tallies[index / games];
            if a_first {
                tally.a_first.add(margin);
            } else {
                tally.b_first.add(margin);
            }
            done();
            Ok(())
        },
    )?;
    let Some(sums) = sums else {
        return Ok(None);
    };
    let mut whole = empty;
    for (_, _, tallies) in sums {
        for (into, from) in whole.iter_mut().zip(tallies) {
            into.a_first = into.a_first.plus(from.a_first);
            into.b_first = into.b_first.plus(from.b_first);
        }
    }
    Ok(Some(whole))
}

/// `work` done for every number below `count`, on `jobs` threads, each
/// thread with its own state, which `init` makes and `work` keeps what it
/// did in: gives the threads' states at the end. Gives none when `stop` is
/// set before the work is all done, and the first error met when `init`
/// or `work` fails (the work then stops).
pub fn on_threads<S: Send>(
    count: usize,
    jobs: usize,
    stop: &AtomicBool,
    init: impl Fn() -> anyhow::Result<S> + Sync,
    work: impl Fn(&mut S, usize) -> anyhow::Result<()> + Sync,
) -> anyhow::Result<Option<Vec<S>>> {
    let next = AtomicUsize::new(0);
    let failed: Mutex<Option<anyhow::Error>> = Mutex::new(None);
    let failing = AtomicBool::new(false);
    let fail = |error: anyhow::Error| {
        failed.lock().unwrap().get_or_insert(error);
        failing.store(true, Ordering::Relaxed);
    };
    let states: Vec<Option<S>> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..jobs.clamp(1, count.max(1)))
            .map(|_| {
                scope.spawn(|| {
                    let mut state = match init() {
                        Ok(state) => state,
                        Err(error) => {
                            fail(error);
                            return None;
                        }
                    };
                    while !stop.load(Ordering::Relaxed) && !failing.load(Ordering::Relaxed) {
                        let index = next.fetch_add(1, Ordering::Relaxed);
                        if index >= count {
                            break;
                        }
                        if let Err(error) = work(&mut state, index) {
                            fail(error);
                        }
                    }
                    Some(state)
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|worker| worker.join().expect("a worker that did not panic"))
            .collect()
    });
    if let Some(error) = failed.into_inner().unwrap() {
        return Err(error);
    }
    if next.load(Ordering::Relaxed) < count {
        return Ok(None);
    }
    Ok(Some(states.into_iter().flatten().collect()))
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
