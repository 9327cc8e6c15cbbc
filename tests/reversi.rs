//! The Reversi engine of `templates/reversi.rs`, checked against the rules
//! in `docs/reversi.md`: flips along all eight lines and never around an
//! edge, passes, the end, reverxii's move choice and its example, the
//! published perft counts, and the states a program can be in.

use merlyn::game::{Game, Rules, Side, Status};
use merlyn::line::Line;
use merlyn::perft;
use merlyn::replay::replay;
use merlyn::reversi::program::{self, START, choose, flips};
use merlyn::reversi::{Move, Position, Reversi, Weights};
use merlyn::turn::Outcome;

/// The square named like `f5`.
fn sq(name: &str) -> usize {
    let b = name.as_bytes();
    program::square(b[0], b[1])
}

/// The set of the squares named.
fn set(names: &[&str]) -> u64 {
    names.iter().map(|name| 1u64 << sq(name)).sum()
}

/// A position from a picture of the board, row 1 first: `X`, `0`, `.`.
fn board(rows: [&str; 8], to_move: Side) -> Position {
    let (mut x, mut o) = (0, 0);
    for (r, row) in rows.iter().enumerate() {
        for (c, mark) in row.bytes().enumerate() {
            match mark {
                b'X' => x |= 1u64 << (8 * r + c),
                b'0' => o |= 1u64 << (8 * r + c),
                _ => {}
            }
        }
    }
    Position { x, o, to_move }
}

#[test]
fn a_move_flips_along_all_eight_lines() {
    // X on d4 closes a run of 0 in every direction.
    let mine = set(&["b2", "d2", "f2", "b4", "f4", "b6", "d6", "f6"]);
    let yours = set(&["c3", "d3", "e3", "c4", "e4", "c5", "d5", "e5"]);
    assert_eq!(flips(mine, yours, sq("d4")), yours);
    // Each line alone.
    for (closer, run) in [
        ("b2", "c3"),
        ("d2", "d3"),
        ("f2", "e3"),
        ("b4", "c4"),
        ("f4", "e4"),
        ("b6", "c5"),
        ("d6", "d5"),
        ("f6", "e5"),
    ] {
        assert_eq!(
            flips(set(&[closer]), yours, sq("d4")),
            set(&[run]),
            "{closer}"
        );
    }
}

#[test]
fn a_run_must_be_closed_and_unbroken() {
    let yours = set(&["b1", "c1", "d1"]);
    // Closed by e1: three flipped.
    assert_eq!(flips(set(&["e1"]), yours, sq("a1")), yours);
    // Not closed: nothing.
    assert_eq!(flips(0, yours, sq("a1")), 0);
    // A gap breaks the run.
    assert_eq!(flips(set(&["f1"]), set(&["b1", "c1", "e1"]), sq("a1")), 0);
    // A taken square flips nothing.
    assert_eq!(flips(set(&["e1"]), yours, sq("b1")), 0);
}

#[test]
fn no_run_wraps_around_an_edge() {
    // h3, then a4 in reading order, is no line.
    assert_eq!(flips(set(&["b4"]), set(&["a4"]), sq("h3")), 0);
    assert_eq!(flips(set(&["g4"]), set(&["h4"]), sq("a5")), 0);
    // Down the h file and the a file, runs work.
    assert_eq!(flips(set(&["h5"]), set(&["h4"]), sq("h3")), set(&["h4"]));
    assert_eq!(flips(set(&["a1"]), set(&["a2"]), sq("a3")), set(&["a2"]));
}

#[test]
fn the_start_has_the_four_discs_and_four_moves_for_either_side() {
    assert_eq!(START[0], set(&["e4", "d5"]));
    assert_eq!(START[1], set(&["d4", "e5"]));
    let names =
        |p: &Position| -> Vec<String> { Reversi::moves(p).iter().map(|m| m.to_string()).collect() };
    assert_eq!(names(&Reversi::start(Side::X)), ["d3", "c4", "f5", "e6"]);
    assert_eq!(names(&Reversi::start(Side::Zero)), ["e3", "f4", "c5", "d6"]);
}

#[test]
fn the_example_of_reversi_md_f5_is_answered_with_f4() {
    let after = Reversi::apply(&Reversi::start(Side::X), Move::Square(sq("f5") as u8));
    // f4, d6 and f6, each worth 4 + 4, and f4 comes first.
    assert_eq!(Reversi::moves(&after).len(), 3);
    assert_eq!(choose(after.o, after.x, &Weights::REVERXII.0, 64), sq("f4"));
    let played = replay::<Reversi>(Weights::REVERXII, &Line::parse("f5").unwrap()).unwrap();
    assert_eq!(played.computer, [Move::Square(sq("f4") as u8)]);
}

#[test]
fn ties_go_to_the_first_square_in_reading_order_and_the_best_value_wins() {
    let p = Reversi::start(Side::Zero);
    // All four replies are worth 8 under reverxii's weights: e3 comes first.
    assert_eq!(choose(p.o, p.x, &Weights::REVERXII.0, 64), sq("e3"));
    // Make d6 worth more, and it wins.
    let mut weights = Weights::REVERXII;
    weights.0[sq("d6")] = 9;
    assert_eq!(choose(p.o, p.x, &weights.0, 64), sq("d6"));
    // The runner-up: the best square other than the one given.
    assert_eq!(choose(p.o, p.x, &weights.0, sq("d6")), sq("e3"));
    // Weights at zero still choose a legal square; no move gives 64.
    assert_eq!(choose(p.o, p.x, &[0; 64], 64), sq("e3"));
    assert_eq!(choose(0, p.x, &[0; 64], 64), 64);
}

#[test]
fn a_side_without_a_move_passes_and_the_game_ends_when_neither_can_move() {
    // X holds a1 and b1; 0 holds c1. X to move: d1 flips c1. 0 then has no
    // disc, and nobody can move.
    let p = board(
        [
            "XX0.....", "........", "........", "........", "........", "........", "........",
            "........",
        ],
        Side::X,
    );
    assert_eq!(Reversi::moves(&p), [Move::Square(sq("d1") as u8)]);
    let end = Reversi::apply(&p, Move::Square(sq("d1") as u8));
    assert_eq!(Reversi::moves(&end), []);
    assert_eq!(Reversi::margin(&end), 4);
    // 0 to move with no move (X's a1 is in the corner), X with one: a pass.
    let p = board(
        [
            "X0......", "........", "........", "........", "........", "........", "........",
            "........",
        ],
        Side::Zero,
    );
    assert_eq!(Reversi::moves(&p), [Move::Pass]);
    let after = Reversi::apply(&p, Move::Pass);
    assert_eq!(after.to_move, Side::X);
    assert_eq!((after.x, after.o), (p.x, p.o));
    assert_eq!(Reversi::moves(&after), [Move::Square(sq("c1") as u8)]);
}

#[test]
fn perft_gives_the_published_othello_counts() {
    let counts: Vec<u64> = (1..=7).map(perft::from_start::<Reversi>).collect();
    assert_eq!(counts, [4, 12, 56, 244, 1396, 8200, 55092]);
}

#[test]
fn the_computer_opens_at_e3_when_run_without_a_move() {
    let played = replay::<Reversi>(Weights::REVERXII, &Line::parse("c").unwrap()).unwrap();
    assert_eq!(played.computer, [Move::Square(sq("e3") as u8)]);
    assert_eq!(played.outcome, Outcome::Ongoing);
}

#[test]
fn when_the_human_cannot_move_the_computer_moves_again() {
    // Play random games until the computer moves twice in one turn, and
    // check that the human indeed had no move in between.
    let mut found = 0;
    let mut rng = merlyn::player::Random::new(7);
    for _ in 0..200 {
        let mut state = Reversi::new_game(Weights::REVERXII);
        while !matches!(
            Reversi::status(&state),
            Status::Won | Status::Lost | Status::Draw
        ) {
            let position = Reversi::position(&state);
            let moves = Reversi::moves(&position);
            let mv = moves[(rng.next_u64() % moves.len() as u64) as usize];
            let turn = Reversi::play(state, Some(mv)).unwrap();
            let mut p = Reversi::apply(&position, mv);
            for (i, reply) in turn.replies.iter().enumerate() {
                if i > 0 {
                    assert_eq!(Reversi::moves(&p), [Move::Pass], "{turn:?}");
                    p = Reversi::apply(&p, Move::Pass);
                    found += 1;
                }
                assert_eq!(p.to_move, Side::Zero);
                assert!(Reversi::moves(&p).contains(reply));
                p = Reversi::apply(&p, *reply);
            }
            assert_eq!((p.x, p.o), (turn.position.x, turn.position.o));
            state = turn.state;
        }
    }
    assert!(found > 0, "no game had the human pass");
}

#[test]
fn the_engine_refuses_a_taken_square_a_square_that_flips_nothing_and_late_or_missing_moves() {
    let state = Reversi::new_game(Weights::REVERXII);
    let refused = |state, mv: Option<&str>| {
        Reversi::play(state, mv.map(|m| Reversi::parse_move(m).unwrap()))
            .unwrap_err()
            .to_string()
    };
    assert_eq!(refused(state, Some("d4")), "square d4 is taken");
    assert_eq!(
        refused(state, Some("a1")),
        "square a1 flips none of my discs"
    );
    let on = Reversi::play(state, Some(Move::Square(sq("f5") as u8)))
        .unwrap()
        .state;
    assert_eq!(
        refused(on, None),
        "it is your move: give a square, such as f5"
    );
}
