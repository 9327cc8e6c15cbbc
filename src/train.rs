//! Training against players: game after game against each opponent, each
//! side opening in turn, the program learning from every loss (in every
//! game but tic-tac-toe, from every game) exactly as a generation does,
//! until it goes a whole round without losing, or for a number of games.
//! Checkpoints measure it against players it never trained against
//! (`evaluate`), on every core.

use crate::game::{Game, Side, Turn};
use crate::line::Line;
use crate::player::{Player, Random};
use crate::versus::{self, Entrant, Plan, Record};
use anyhow::Context;
use std::cell::Cell;
use std::fmt;
use std::ops::ControlFlow;
use std::rc::Rc;
use std::sync::atomic::AtomicBool;

/// A player to train against, and its name as given.
pub struct Opponent<G: Game> {
    pub name: String,
    pub player: Box<dyn Player<G>>,
}

/// One game the program lost, and the strategy it learned from it.
pub struct Loss<G: Game> {
    /// The opponent's name.
    pub against: String,
    /// The game, as the opponent played it.
    pub line: Line<G>,
    /// The strategy before the game's lesson: the one it was played with,
    /// at its own level where the game was played at another.
    pub before: G::Strategy,
    /// The strategy after the lesson.
    pub strategy: G::Strategy,
}

/// How training went.
pub struct Training<G: Game> {
    pub losses: Vec<Loss<G>>,
    /// The games played.
    pub games: usize,
    /// The strategy at the end.
    pub strategy: G::Strategy,
    /// Did it go a whole round without losing?
    pub converged: bool,
    /// Why it stopped.
    pub end: End,
}

/// Why training stopped.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum End {
    /// A whole round without a loss.
    Converged,
    /// As many losses as allowed.
    GaveUp,
    /// The number of games asked for, all played.
    Played,
    /// Stopped from outside (Ctrl-C), between two games.
    Interrupted,
}

impl End {
    /// The word the summary line opens with.
    pub fn word(self) -> &'static str {
        match self {
            End::Converged => "converged",
            End::GaveUp => "gave-up",
            End::Played => "played",
            End::Interrupted => "interrupted",
        }
    }
}

/// When training stops, and how its games open.
#[derive(Clone, Copy, Debug)]
pub struct Schedule {
    /// Play exactly this many games (unless interrupted); the other two
    /// rules then do not apply.
    pub games: Option<usize>,
    /// Converged after this many games in a row without a loss, and at
    /// least a whole round (two games per opponent).
    pub unbeaten: usize,
    /// Gave up after this many losses.
    pub losses: usize,
    /// The opponent's first moves in each game that are random legal
    /// moves instead of its own.
    pub opening_moves: usize,
    /// The seed of those moves: game number n draws them from
    /// `Random::for_game(seed, n)`.
    pub seed: u64,
}

/// The strategy the program in training holds, which players may share:
/// `copy` plays it, as the opponent `self`; and the level it plays its
/// training games at, if one was asked for.
pub struct Learner<G: Game> {
    strategy: Rc<Cell<G::Strategy>>,
    level: Option<u8>,
}

impl<G: Game> Clone for Learner<G> {
    fn clone(&self) -> Learner<G> {
        Learner {
            strategy: Rc::clone(&self.strategy),
            level: self.level,
        }
    }
}

impl<G: Game> Learner<G> {
    pub fn new(strategy: G::Strategy) -> Learner<G> {
        Learner {
            strategy: Rc::new(Cell::new(strategy)),
            level: None,
        }
    }

    /// The learner playing its training games at `level` (`Game::at_level`),
    /// it and its `copy` alike, in place of the level its lessons reached:
    /// its lessons teach it the rest, and leave its own level as it was.
    /// An error for a game without levels, or a level out of its range.
    pub fn at_level(mut self, level: u8) -> anyhow::Result<Learner<G>> {
        G::at_level(&mut self.strategy(), level)?;
        self.level = Some(level);
        Ok(self)
    }

    /// `strategy` as the learner plays it: at its level, if it has one.
    fn playing(&self, strategy: G::Strategy) -> G::Strategy {
        let mut playing = strategy;
        if let Some(level) = self.level {
            G::at_level(&mut playing, level).expect("a level checked when it was set");
        }
        playing
    }

    /// The strategy now.
    pub fn strategy(&self) -> G::Strategy {
        self.strategy.get()
    }

    fn learn(&self, strategy: G::Strategy) {
        self.strategy.set(strategy);
    }

    /// A player that plays as the program in training does, by the
    /// strategy it holds (the one it held when the game began, since it
    /// learns only when a game is over), at its level.
    pub fn copy(&self) -> Box<dyn Player<G>> {
        Box::new(Mirror {
            learner: self.clone(),
        })
    }
}

/// The program in training, as a player.
struct Mirror<G: Game> {
    learner: Learner<G>,
}

impl<G: Game> Player<G> for Mirror<G> {
    fn choose(&mut self, position: &G::Position, _: &[G::Move]) -> G::Move {
        G::choose(&self.learner.playing(self.learner.strategy()), position)
    }
}

/// A player whose first moves are random legal moves, and then its own.
struct Opening<'a, G: Game> {
    player: &'a mut dyn Player<G>,
    random: Random,
    left: usize,
    /// Was the last move one of the random ones?
    drawn: bool,
}

impl<G: Game> Player<G> for Opening<'_, G> {
    fn choose(&mut self, position: &G::Position, moves: &[G::Move]) -> G::Move {
        self.drawn = self.left > 0;
        if self.left == 0 {
            return self.player.choose(position, moves);
        }
        self.left -= 1;
        moves[(self.random.next_u64() % moves.len() as u64) as usize]
    }

    fn at_random(&self) -> bool {
        self.drawn
    }

    fn begin(&mut self, start: &G::Position) {
        self.player.begin(start);
    }

    fn hear(&mut self, before: &G::Position, mv: G::Move) {
        self.player.hear(before, mv);
    }

    fn failure(&mut self) -> Option<String> {
        self.player.failure()
    }

    fn resigned(&mut self) -> bool {
        self.player.resigned()
    }
}

/// One training game played: how many so far, and the loss, if it was one.
pub struct Step<'a, G: Game> {
    pub games: usize,
    pub loss: Option<&'a Loss<G>>,
}

/// Plays one game of `player` (the human's side, X) against the program
/// holding the new game `state`, the program moving first when
/// `computer_first`. Gives the game as the player played it, and the last
/// turn: after a loss, its state holds the learned program.
pub fn play_out<G: Game>(
    state: G::State,
    player: &mut dyn Player<G>,
    computer_first: bool,
) -> anyhow::Result<(Line<G>, Turn<G>)> {
    let mut line = Line {
        computer_first,
        moves: Vec::new(),
    };
    // The player is told of every move, the program's and its own, and
    // of the passes between them, from the start of the game.
    let first = if computer_first { Side::Zero } else { Side::X };
    let mut seen = G::start_of(&G::strategy(&state), first);
    player.begin(&seen);
    let mut turn = if computer_first {
        G::play(state, None).context("the program refused to open")?
    } else {
        Turn {
            state,
            replies: Vec::new(),
            position: G::position(&state),
        }
    };
    tell(player, &mut seen, &turn.replies);
    // A new game may hold the status of the game that taught it (`lost`):
    // the status counts once a move is made.
    let mut begun = computer_first;
    while !(begun && G::status(&turn.state).is_over()) {
        begun = true;
        let position = G::position(&turn.state);
        let moves = G::moves(&position);
        let mv = player.choose(&position, &moves);
        if let Some(failure) = player.failure() {
            anyhow::bail!("{failure}");
        }
        // A player that resigns loses: the program has nothing to learn.
        if player.resigned() {
            break;
        }
        line.moves.push(mv);
        let played = if player.at_random() {
            G::play_at_random(turn.state, mv)
        } else {
            G::play(turn.state, Some(mv))
        };
        turn = played.with_context(|| format!("the program refused the game {line}"))?;
        tell(player, &mut seen, &[mv]);
        tell(player, &mut seen, &turn.replies);
    }
    Ok((line, turn))
}

/// Tells `player` of `moves` made from `seen`, with the passes a side
/// that cannot move makes before them and after them.
fn tell<G: Game>(player: &mut dyn Player<G>, seen: &mut G::Position, moves: &[G::Move]) {
    let passes = |player: &mut dyn Player<G>, seen: &mut G::Position| {
        while let [pass] = G::moves(seen)[..]
            && G::is_pass(pass)
        {
            player.hear(seen, pass);
            *seen = G::apply(seen, pass);
        }
    };
    for &mv in moves {
        passes(player, seen);
        player.hear(seen, mv);
        *seen = G::apply(seen, mv);
    }
    passes(player, seen);
}

/// Trains `strategy` against `opponents`, in turn, each playing a game
/// moving second and then one moving first, until `unbeaten` games in a
/// row have no loss (converged; at least a whole round, two games per
/// opponent), or after `max_losses` losses (gave up). Calls `each` with
/// every loss as it happens.
pub fn train<G: Game>(
    strategy: G::Strategy,
    opponents: &mut [Opponent<G>],
    unbeaten: usize,
    max_losses: usize,
    mut each: impl FnMut(&Loss<G>),
) -> anyhow::Result<Training<G>> {
    let schedule = Schedule {
        games: None,
        unbeaten,
        losses: max_losses,
        opening_moves: 0,
        seed: 0,
    };
    train_with(&Learner::new(strategy), opponents, &schedule, |step| {
        if let Some(loss) = step.loss {
            each(loss);
        }
        ControlFlow::Continue(())
    })
}

/// Trains the `learner`'s strategy against `opponents` (which may hold the
/// learner's `copy`), in turn, each playing a game moving second and then
/// one moving first, as `schedule` says: exactly `schedule.games` games,
/// or else until converged or given up. In game number n, the opponent's
/// first `schedule.opening_moves` moves are random legal moves, drawn from
/// `Random::for_game(schedule.seed, n)`; the program's moves are always
/// its own, so that the lesson of a lost game is the generation's own.
/// Calls `each` after every game; training stops, interrupted, when it
/// says `Break`.
pub fn train_with<G: Game>(
    learner: &Learner<G>,
    opponents: &mut [Opponent<G>],
    schedule: &Schedule,
    mut each: impl FnMut(&Step<G>) -> ControlFlow<()>,
) -> anyhow::Result<Training<G>> {
    let mut training = Training {
        losses: Vec::new(),
        games: 0,
        strategy: learner.strategy(),
        converged: false,
        end: End::Played,
    };
    let round = schedule.unbeaten.max(2 * opponents.len());
    let mut unbeaten = 0;
    for game in 0.. {
        match schedule.games {
            Some(games) if game == games => break,
            Some(_) => {}
            None if unbeaten == round => {
                training.end = End::Converged;
                break;
            }
            None if training.losses.len() == schedule.losses => {
                training.end = End::GaveUp;
                break;
            }
            None => {}
        }
        let opponent = &mut opponents[game / 2 % opponents.len()];
        let computer_first = game % 2 == 1;
        let state = G::new_game(learner.playing(training.strategy));
        let mut opening = Opening {
            player: opponent.player.as_mut(),
            random: Random::for_game(schedule.seed, game as u64),
            left: schedule.opening_moves,
            drawn: false,
        };
        let (line, last) = play_out(state, &mut opening, computer_first)?;
        training.games += 1;
        let lost = G::status(&last.state) == crate::game::Status::Lost;
        let before = training.strategy;
        // A program learns after a loss, and all but tic-tac-toe after
        // every game: what the game left is the strategy from now on.
        if lost || G::LEARNS_FROM_EVERY_GAME {
            let mut learned = G::strategy(&last.state);
            // Played at a level, it keeps its own.
            if let (Some(_), Some(own)) = (learner.level, G::level(&training.strategy)) {
                G::at_level(&mut learned, own).expect("its own level");
            }
            training.strategy = learned;
            learner.learn(training.strategy);
        }
        if lost {
            training.losses.push(Loss {
                against: opponent.name.clone(),
                line,
                before,
                strategy: training.strategy,
            });
            unbeaten = 0;
        } else {
            unbeaten += 1;
        }
        let step = Step {
            games: training.games,
            loss: if lost { training.losses.last() } else { None },
        };
        if each(&step).is_break() {
            training.end = End::Interrupted;
            break;
        }
    }
    training.converged = training.end == End::Converged;
    Ok(training)
}

/// How the program with `strategy` plays against each of `held_out`
/// (players by name), in a match of `plan.games` games each, on the board
/// of the strategy (see `versus::contests`): one record per player, from
/// the program's side. None when `stop` is set before the games are done.
pub fn evaluate<G: Game>(
    strategy: &G::Strategy,
    held_out: &[String],
    plan: &Plan,
    stop: &AtomicBool,
) -> anyhow::Result<Option<Vec<Record>>> {
    let text = strategy.to_string();
    let matches: Vec<(Entrant, Entrant)> = held_out
        .iter()
        .map(|name| {
            (
                Entrant::Strategy(text.clone()),
                Entrant::Named(name.clone()),
            )
        })
        .collect();
    Ok(versus::contests::<G>(&text, &matches, plan, stop, &|| {})?
        .map(|tallies| tallies.iter().map(versus::Tally::total).collect()))
}

impl<G: Game> fmt::Display for Loss<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "against={} line={} {}={}",
            self.against,
            self.line,
            G::STRATEGY_FIELD,
            self.strategy
        )
    }
}

impl<G: Game> fmt::Display for Training<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} losses={} games={} {}={}",
            self.end.word(),
            self.losses.len(),
            self.games,
            G::STRATEGY_FIELD,
            self.strategy
        )
    }
}
