//! Every game a human can play against a program from one opening, walked
//! depth first with the human's moves tried in ascending order. Verify,
//! train and analyze all walk this one tree.

use crate::line::Line;
use crate::opening::Opening;
use crate::program::{Game, Refusal, cell};
use crate::strategy::Strategy;
use crate::turn::{Outcome, Turn, turn};
use std::ops::ControlFlow;

/// Calls `visit` with each complete game (won, lost or drawn) from
/// `opening`, and its last turn, in depth-first order; stops early when
/// `visit` breaks.
pub fn walk<F>(strategy: Strategy, opening: Opening, mut visit: F) -> anyhow::Result<()>
where
    F: FnMut(&Line, &Turn) -> ControlFlow<()>,
{
    let mut line = Line {
        computer_first: opening == Opening::Computer,
        moves: Vec::with_capacity(5),
    };
    let human = match opening {
        Opening::Computer => None,
        Opening::Human(cell) => {
            line.moves.push(cell);
            Some(cell)
        }
    };
    let walked =
        turn(Game::new(strategy.0), human).and_then(|first| descend(&mut line, &first, &mut visit));
    walked
        .map(|_| ())
        .map_err(|refusal| anyhow::anyhow!("the engine refused a legal move: {refusal}"))
}

fn descend<F>(line: &mut Line, at: &Turn, visit: &mut F) -> Result<ControlFlow<()>, Refusal>
where
    F: FnMut(&Line, &Turn) -> ControlFlow<()>,
{
    if at.outcome != Outcome::Ongoing {
        return Ok(visit(line, at));
    }
    let empty = crate::turn::empty(&at.game);
    for human in (1..=9).filter(|&c| empty & cell(c) != 0) {
        line.moves.push(human);
        let next = turn(at.game, Some(human))?;
        let flow = descend(line, &next, visit)?;
        line.moves.pop();
        if flow.is_break() {
            return Ok(flow);
        }
    }
    Ok(ControlFlow::Continue(()))
}

/// The first game in the walk's order that the program loses from `opening`.
pub fn first_loss(strategy: Strategy, opening: Opening) -> anyhow::Result<Option<Line>> {
    let mut found = None;
    walk(strategy, opening, |line, last| {
        if last.outcome == Outcome::Loss {
            found = Some(line.clone());
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    })?;
    Ok(found)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn visits_only_finished_games_each_once() {
        let mut seen = std::collections::HashSet::new();
        walk(Strategy::ORIGINAL, Opening::Human(1), |line, last| {
            assert_ne!(last.outcome, Outcome::Ongoing);
            assert!(seen.insert(line.to_string()), "{line} twice");
            ControlFlow::Continue(())
        })
        .unwrap();
        assert_eq!(seen.len(), 65);
    }

    #[test]
    fn finds_one_three_five_seven_first_against_the_original() {
        let line = first_loss(Strategy::ORIGINAL, Opening::Human(1)).unwrap();
        assert_eq!(line.unwrap().to_string(), "1357");
    }

    #[test]
    fn finds_no_loss_against_the_published_never_loser() {
        let strategy: Strategy = "9883857753".parse().unwrap();
        for opening in Opening::ALL {
            assert_eq!(first_loss(strategy, opening).unwrap(), None, "{opening}");
        }
    }
}
