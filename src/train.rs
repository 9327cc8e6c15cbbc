//! Training against players: game after game against each opponent, each
//! side opening in turn, the program learning from every loss exactly as
//! a real generation does, until it goes a whole round without losing.

use crate::game::{Game, Turn};
use crate::line::Line;
use crate::player::Player;
use anyhow::Context;
use std::fmt;

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
    let mut turn = if computer_first {
        G::play(state, None).context("the program refused to open")?
    } else {
        Turn {
            state,
            replies: Vec::new(),
            position: G::position(&state),
        }
    };
    // A new game may hold the status of the game that taught it (`lost`):
    // the status counts once a move is made.
    let mut begun = computer_first;
    while !(begun && G::status(&turn.state).is_over()) {
        begun = true;
        let position = G::position(&turn.state);
        let moves = G::moves(&position);
        let mv = player.choose(&position, &moves);
        line.moves.push(mv);
        turn = G::play(turn.state, Some(mv))
            .with_context(|| format!("the program refused the game {line}"))?;
    }
    Ok((line, turn))
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
    let mut training = Training {
        losses: Vec::new(),
        games: 0,
        strategy,
        converged: false,
    };
    let round = unbeaten.max(2 * opponents.len());
    let mut unbeaten = 0;
    for game in 0.. {
        if unbeaten == round {
            training.converged = true;
            break;
        }
        if training.losses.len() == max_losses {
            break;
        }
        let opponent = &mut opponents[game / 2 % opponents.len()];
        let computer_first = game % 2 == 1;
        let state = G::new_game(training.strategy);
        let (line, last) = play_out(state, opponent.player.as_mut(), computer_first)?;
        training.games += 1;
        if G::status(&last.state) == crate::game::Status::Lost {
            training.strategy = G::strategy(&last.state);
            let loss = Loss {
                against: opponent.name.clone(),
                line,
                strategy: training.strategy,
            };
            each(&loss);
            training.losses.push(loss);
            unbeaten = 0;
        } else {
            unbeaten += 1;
        }
    }
    Ok(training)
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
            if self.converged {
                "converged"
            } else {
                "gave-up"
            },
            self.losses.len(),
            self.games,
            G::STRATEGY_FIELD,
            self.strategy
        )
    }
}
