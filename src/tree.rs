//! Every game a human can play against a program from one opening, walked
//! depth first with the human's moves tried in the game's scan order.
//! Tic-tac-toe's verify, train and analyze all walk this one tree.

use crate::game::{Game, Turn};
use crate::line::Line;
use crate::turn::Outcome;
use std::ops::ControlFlow;

/// Calls `visit` with each complete game (won, lost or drawn) that starts
/// with `opening`, its outcome and its last turn, in depth-first order;
/// stops early when `visit` breaks.
pub fn walk<G, F>(strategy: G::Strategy, opening: &Line<G>, mut visit: F) -> anyhow::Result<()>
where
    G: Game,
    F: FnMut(&Line<G>, Outcome, &Turn<G>) -> ControlFlow<()>,
{
    let mut line = opening.clone();
    let first = opening.computer_first.then_some(None);
    let human = opening.moves.iter().map(|&mv| Some(mv));
    let mut state = G::new_game(strategy);
    let mut last = None;
    for human in first.into_iter().chain(human) {
        let turn = G::play(state, human)
            .map_err(|refusal| anyhow::anyhow!("the opening {opening} is refused: {refusal}"))?;
        state = turn.state;
        last = Some(turn);
    }
    let last = last.ok_or_else(|| anyhow::anyhow!("an opening has at least one move"))?;
    descend(&mut line, &last, &mut visit)
        .map(|_| ())
        .map_err(|refusal| anyhow::anyhow!("the engine refused a legal move: {refusal}"))
}

fn descend<G, F>(
    line: &mut Line<G>,
    at: &Turn<G>,
    visit: &mut F,
) -> Result<ControlFlow<()>, crate::game::Refusal>
where
    G: Game,
    F: FnMut(&Line<G>, Outcome, &Turn<G>) -> ControlFlow<()>,
{
    let outcome = Outcome::from(G::status(&at.state));
    if outcome != Outcome::Ongoing {
        return Ok(visit(line, outcome, at));
    }
    for human in G::moves(&G::position(&at.state)) {
        line.moves.push(human);
        let next = G::play(at.state, Some(human))?;
        let flow = descend(line, &next, visit)?;
        line.moves.pop();
        if flow.is_break() {
            return Ok(flow);
        }
    }
    Ok(ControlFlow::Continue(()))
}

/// The first game in the walk's order that the program loses from `opening`.
pub fn first_loss<G: Game>(
    strategy: G::Strategy,
    opening: &Line<G>,
) -> anyhow::Result<Option<Line<G>>> {
    let mut found = None;
    walk(strategy, opening, |line, outcome, _| {
        if outcome == Outcome::Loss {
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
    use crate::tictactoe::TicTacToe;
    use crate::tictactoe::opening::Opening;
    use crate::tictactoe::strategy::Strategy;

    #[test]
    fn visits_only_finished_games_each_once() {
        let mut seen = std::collections::HashSet::new();
        walk::<TicTacToe, _>(
            Strategy::ORIGINAL,
            &Opening::Human(1).line(),
            |line, outcome, _| {
                assert_ne!(outcome, Outcome::Ongoing);
                assert!(seen.insert(line.to_string()), "{line} twice");
                ControlFlow::Continue(())
            },
        )
        .unwrap();
        assert_eq!(seen.len(), 65);
    }

    #[test]
    fn finds_one_three_five_seven_first_against_the_original() {
        let line = first_loss(Strategy::ORIGINAL, &Opening::Human(1).line()).unwrap();
        assert_eq!(line.unwrap().to_string(), "1357");
    }

    #[test]
    fn finds_no_loss_against_the_published_never_loser() {
        let strategy: Strategy = "9883857753".parse().unwrap();
        for opening in Opening::ALL {
            assert_eq!(
                first_loss(strategy, &opening.line()).unwrap(),
                None,
                "{opening}"
            );
        }
    }
}
