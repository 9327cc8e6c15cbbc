//! The same checks over every game, through the game interface alone:
//! generation zero is what the library writes of a new game; a program's
//! move as a player is the move its turn makes; every state a game reaches
//! reads back as itself, and changes nothing of the source but its state
//! block, nor its number of lines; legal moves are taken and a finished
//! game refuses more.

use merlyn::game::{Game, Side, Status};
use merlyn::games::{Kind, Task};
use merlyn::generation::{self, Block};
use merlyn::player::Random;

/// Runs a check for every game.
fn every_game(check: impl Task<Output = ()> + Copy) {
    for kind in Kind::ALL {
        kind.run(check);
    }
}

#[derive(Clone, Copy)]
struct ZeroIsTheTemplate;

impl Task for ZeroIsTheTemplate {
    type Output = ();
    fn run<G: Game>(self) {
        let zero = G::new_game(G::zero_strategy());
        assert_eq!(G::source(&zero), G::ZERO, "{}", G::NAME);
        assert_eq!(G::status(&zero), Status::New, "{}", G::NAME);
        let block = Block::find(G::ZERO).unwrap();
        assert_eq!(block.game, G::NAME);
        assert_eq!(generation::read::<G>(G::ZERO).unwrap(), zero);
    }
}

#[test]
fn generation_zero_is_the_template_and_a_new_game() {
    every_game(ZeroIsTheTemplate);
}

/// The lines of a source outside its state block.
fn outside_the_block(source: &str) -> Vec<&str> {
    let mut inside = false;
    source
        .lines()
        .filter(|line| {
            let keep = !inside;
            if *line == generation::OPEN {
                inside = true;
            } else if inside && *line == generation::CLOSE {
                inside = false;
                return false;
            }
            keep && *line != generation::OPEN
        })
        .collect()
}

#[derive(Clone, Copy)]
struct RandomGames;

impl Task for RandomGames {
    type Output = ();
    fn run<G: Game>(self) {
        let zero_outside = outside_the_block(G::ZERO);
        let zero_lines = G::ZERO.lines().count();
        let (mut states, mut moved) = (0usize, 0usize);
        let mut rng = Random::new(2026);
        let mut ended = [0; 3];
        for game in 0..60 {
            let mut state = G::new_game(G::zero_strategy());
            let computer_first = game % 2 == 1;
            if computer_first {
                let opening = G::choose(&G::zero_strategy(), &G::start(Side::Zero));
                let turn = G::play(state, None).unwrap();
                assert_eq!(turn.replies.first(), Some(&opening), "{}", G::NAME);
                state = turn.state;
            }
            let mut last_turn = G::strategy(&state);
            loop {
                // Every state reads back as itself, from a source that
                // differs from generation zero only in its state block.
                let source = G::source(&state);
                assert_eq!(generation::read::<G>(&source).unwrap(), state);
                assert_eq!(outside_the_block(&source), zero_outside, "{}", G::NAME);
                // Mostly the same lines, too: what follows the block stays
                // where it was, and rustc reuses its build of it (a
                // Reversi game whose passes overflow its three lines of
                // moves writes a fourth).
                states += 1;
                moved += usize::from(source.lines().count() != zero_lines);
                let status = G::status(&state);
                if status.is_over() {
                    ended[match status {
                        Status::Won => 0,
                        Status::Lost => 1,
                        _ => 2,
                    }] += 1;
                    // A lost game teaches every program; a won or drawn
                    // one teaches only Connect Four, which learns what its
                    // rows are worth from every game: its last turn
                    // changes the strategy, which is how the driver knows
                    // to install a won game's successor.
                    if status != Status::Lost {
                        assert_eq!(
                            G::strategy(&state) != last_turn,
                            G::LEARNS_FROM_EVERY_GAME,
                            "{}: {status:?}",
                            G::NAME,
                        );
                    }
                    // A finished game takes no more moves: a move after
                    // it is refused, or (Connect Four) begins a new game
                    // on the empty board, the move and the replies all it
                    // holds.
                    let position = G::position(&state);
                    let any = G::moves(&G::start(Side::X))[0];
                    if status != Status::Lost {
                        if let Ok(turn) = G::play(state, Some(any)) {
                            let fresh = turn
                                .replies
                                .iter()
                                .fold(G::apply(&G::start(Side::X), any), |p, &m| G::apply(&p, m));
                            assert_eq!(G::position(&turn.state), fresh, "{}", G::NAME);
                            assert_eq!(G::status(&turn.state), Status::On, "{}", G::NAME);
                        }
                        assert!(G::moves(&position).is_empty(), "{}", G::NAME);
                    }
                    break;
                }
                let position = G::position(&state);
                assert_eq!(G::to_move(&position), Side::X);
                let moves = G::moves(&position);
                assert!(!moves.is_empty(), "{}: the human can move", G::NAME);
                let mv = moves[(rng.next_u64() % moves.len() as u64) as usize];
                last_turn = G::strategy(&state);
                let turn = G::play(state, Some(mv)).unwrap();
                // The program's first reply is its choice as a player.
                if let Some(reply) = turn.replies.first() {
                    let after = G::apply(&position, mv);
                    assert_eq!(
                        *reply,
                        G::choose(&G::strategy(&state), &after),
                        "{}",
                        G::NAME
                    );
                }
                state = turn.state;
            }
        }
        assert!(ended.iter().sum::<i32>() == 60, "{}: {ended:?}", G::NAME);
        assert!(
            moved * 50 <= states,
            "{}: {moved} of {states} states moved the lines after the block",
            G::NAME
        );
    }
}

#[test]
fn random_games_read_back_change_only_the_state_and_agree_with_the_players_choice() {
    every_game(RandomGames);
}

#[derive(Clone, Copy)]
struct StrategiesRoundTrip;

impl Task for StrategiesRoundTrip {
    type Output = ();
    fn run<G: Game>(self) {
        let zero = G::zero_strategy();
        assert_eq!(zero.to_string().parse::<G::Strategy>().unwrap(), zero);
        assert!("x".parse::<G::Strategy>().is_err());
        let source = generation::zero::<G>(zero);
        assert_eq!(G::strategy(&generation::read::<G>(&source).unwrap()), zero);
    }
}

#[test]
fn every_strategy_round_trips_through_its_text() {
    every_game(StrategiesRoundTrip);
}
