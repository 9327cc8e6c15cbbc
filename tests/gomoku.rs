//! The Gomoku engine of `templates/gomoku.rs`, checked against the Tick5
//! tutorial as `gomoku.md` restates it: the nine patterns on hand-made
//! lines, the hot spots, a five always taken and always blocked, threats
//! answered, the centre opening, the end of a game, and the moves refused.

use merlyn::game::{Game, Rules, Side, Status};
use merlyn::gomoku::program::{
    self, BROKEN_FOUR, BROKEN_THREE, CENTRE, FIVE, FOUR, NONE, NOTHING, ONE, STRAIGHT_FOUR,
    STRAIGHT_THREE, THREE, TWO, hot, pattern,
};
use merlyn::gomoku::{Cell, Gomoku, Position, Weights};
use merlyn::player::Random;

/// The cell named like `h8` or `j10`.
fn at(name: &str) -> usize {
    let b = name.as_bytes();
    program::square(b[0], b[1], b.get(2).copied().unwrap_or(0))
}

/// A board with X (1) on the cells `xs` and 0 (2) on `os`.
fn board(xs: &[&str], os: &[&str]) -> [u8; 225] {
    let mut cells = [0; 225];
    for x in xs {
        cells[at(x)] = 1;
    }
    for o in os {
        cells[at(o)] = 2;
    }
    cells
}

/// The pattern a stone of X on `cell` makes along line `d` (0 south, 1
/// east, 2 south-east, 3 north-east).
fn x_makes(xs: &[&str], os: &[&str], cell: &str, d: usize) -> usize {
    pattern(&board(xs, os), at(cell), 1, d)
}

const EAST: usize = 1;

#[test]
fn names_and_cells_agree_in_either_case() {
    assert_eq!(at("a1"), 0);
    assert_eq!(at("o1"), 14);
    assert_eq!(at("h8"), CENTRE);
    assert_eq!(at("o15"), 224);
    assert_eq!(program::square(b'H', b'8', 0), CENTRE);
    for bad in ["p1", "a0", "a16", "h08"] {
        let b = bad.as_bytes();
        assert_eq!(
            program::square(b[0], b[1], b.get(2).copied().unwrap_or(0)),
            NONE,
            "{bad}"
        );
    }
    assert_eq!(Cell(at("j10") as u8).to_string(), "j10");
    assert_eq!(Gomoku::parse_moves("h8H9j10o15").unwrap().len(), 4);
    assert!(Gomoku::parse_moves("h16").is_err());
    assert!(Gomoku::parse_move("h").is_err());
}

#[test]
fn five_and_an_overline_are_five_along_every_line() {
    // Along a row: four and the fifth.
    assert_eq!(x_makes(&["d8", "e8", "f8", "g8"], &[], "h8", EAST), FIVE);
    // An overline counts: three, a gap, two; the gap makes six.
    assert_eq!(
        x_makes(&["d8", "e8", "f8", "h8", "i8"], &[], "g8", EAST),
        FIVE
    );
    // Down, and along both diagonals.
    assert_eq!(x_makes(&["h4", "h5", "h6", "h7"], &[], "h8", 0), FIVE);
    assert_eq!(x_makes(&["d4", "e5", "f6", "g7"], &[], "h8", 2), FIVE);
    assert_eq!(x_makes(&["d12", "e11", "f10", "g9"], &[], "h8", 3), FIVE);
    // At the edge, against the other side's stone: still five.
    assert_eq!(
        x_makes(&["a1", "b1", "c1", "d1"], &["f1"], "e1", EAST),
        FIVE
    );
}

#[test]
fn fours_open_closed_broken_and_at_the_edge() {
    // .XXXX. : straight.
    assert_eq!(x_makes(&["d8", "e8", "f8"], &[], "g8", EAST), STRAIGHT_FOUR);
    // 0XXXX. : closed by a stone, and by the edge.
    assert_eq!(x_makes(&["d8", "e8", "f8"], &["c8"], "g8", EAST), FOUR);
    assert_eq!(x_makes(&["a8", "b8", "c8"], &[], "d8", EAST), FOUR);
    // 0XXXX0 : no room for five.
    assert_eq!(
        x_makes(&["d8", "e8", "f8"], &["c8", "h8"], "g8", EAST),
        NOTHING
    );
    // XX.XX, X.XXX, XXX.X : broken, whichever stone comes last.
    assert_eq!(x_makes(&["d8", "f8", "g8"], &[], "c8", EAST), BROKEN_FOUR);
    assert_eq!(x_makes(&["e8", "f8", "g8"], &[], "c8", EAST), BROKEN_FOUR);
    assert_eq!(x_makes(&["c8", "d8", "e8"], &[], "g8", EAST), BROKEN_FOUR);
    // Broken and closed on both sides is still a four: the gap makes five.
    assert_eq!(
        x_makes(&["d8", "f8", "g8"], &["b8", "h8"], "c8", EAST),
        BROKEN_FOUR
    );
}

#[test]
fn threes_open_closed_broken_squeezed_and_at_the_edge() {
    // ..XXX.. : straight.
    assert_eq!(x_makes(&["e8", "f8"], &[], "g8", EAST), STRAIGHT_THREE);
    // 0XXX.. : closed; so at the edge.
    assert_eq!(x_makes(&["e8", "f8"], &["d8"], "g8", EAST), THREE);
    assert_eq!(x_makes(&["a8", "b8"], &[], "c8", EAST), THREE);
    // 0.XXX.0 : both ends empty, but no room for an open four.
    assert_eq!(x_makes(&["e8", "f8"], &["c8", "i8"], "g8", EAST), THREE);
    // .X.XX. : broken and open; closed on one side, a three.
    assert_eq!(x_makes(&["f8", "g8"], &[], "d8", EAST), BROKEN_THREE);
    assert_eq!(x_makes(&["d8", "f8"], &[], "g8", EAST), BROKEN_THREE);
    assert_eq!(x_makes(&["f8", "g8"], &["c8"], "d8", EAST), THREE);
    assert_eq!(x_makes(&["b8", "c8"], &[], "a8", EAST), THREE);
}

#[test]
fn twos_ones_and_nothing_where_five_has_no_room() {
    assert_eq!(x_makes(&["e8"], &[], "f8", EAST), TWO);
    assert_eq!(x_makes(&["e8"], &[], "g8", EAST), TWO);
    assert_eq!(x_makes(&["d8"], &[], "g8", EAST), ONE);
    assert_eq!(x_makes(&[], &[], "h8", EAST), ONE);
    assert_eq!(x_makes(&[], &[], "a1", EAST), ONE);
    // 0...X...0 leaves four cells between the stones.
    assert_eq!(x_makes(&[], &["d8", "i8"], "f8", EAST), NOTHING);
    // A line never wraps round an edge: o7 then a8 in reading order.
    assert_eq!(x_makes(&["l7", "m7", "n7", "o7"], &[], "a8", EAST), ONE);
    assert_eq!(x_makes(&["a9", "b9", "c9", "d9"], &[], "o8", EAST), ONE);
}

/// The hot spots of the moves named, by name.
fn spots(moves: &[&str]) -> Vec<String> {
    let mut list = [0; 225];
    for (k, name) in moves.iter().enumerate() {
        list[k] = at(name) as u8;
    }
    let mut out = [0; 225];
    let n = hot(&list, moves.len(), &mut out);
    out[..n].iter().map(|&c| Cell(c).to_string()).collect()
}

#[test]
fn hot_spots_are_the_star_of_width_two_in_the_order_first_logged() {
    // South, east, south-east, north-east, each from 2 back to 2 on.
    assert_eq!(
        spots(&["h8"]),
        [
            "h6", "h7", "h8", "h9", "h10", "f8", "g8", "i8", "j8", "f6", "g7", "i9", "j10", "f10",
            "g9", "i7", "j6"
        ]
    );
    // Inside the board: the corner's star has 7 cells.
    assert_eq!(spots(&["a1"]), ["a1", "a2", "a3", "b1", "c1", "b2", "c3"]);
    // A second move adds only the cells not yet listed, after the first's.
    let two = spots(&["h8", "i8"]);
    assert_eq!(two[..17], spots(&["h8"])[..]);
    assert_eq!(
        two[17..],
        ["i6", "i10", "k8", "g6", "j9", "k10", "g10", "j7", "k6"].map(String::from)
    );
}

#[test]
fn hot_spots_never_repeat_and_lie_within_two_steps_of_a_move() {
    let mut rng = Random::new(5);
    for _ in 0..200 {
        let count = 1 + (rng.next_u64() % 40) as usize;
        let moves: Vec<u8> = (0..count).map(|_| (rng.next_u64() % 225) as u8).collect();
        let mut list = [0; 225];
        list[..count].copy_from_slice(&moves);
        let mut out = [0; 225];
        let n = hot(&list, count, &mut out);
        let mut seen = std::collections::HashSet::new();
        for &spot in &out[..n] {
            assert!(seen.insert(spot), "{spot} twice");
            let (r, c) = (i32::from(spot) / 15, i32::from(spot) % 15);
            assert!(moves.iter().any(|&m| {
                let (dr, dc) = (r - i32::from(m) / 15, c - i32::from(m) % 15);
                (dr == 0 || dc == 0 || dr.abs() == dc.abs()) && dr.abs() <= 2 && dc.abs() <= 2
            }));
        }
    }
}

/// A position after the moves named, X first.
fn after(moves: &[&str]) -> Position {
    moves.iter().fold(Gomoku::start(Side::X), |p, m| {
        Gomoku::apply(&p, Cell(at(m) as u8))
    })
}

/// The cells where the side to move in `p` would make five.
fn fives(p: &Position, side: u8) -> Vec<usize> {
    (0..225)
        .filter(|&c| p.cells[c] == 0 && program::five(&p.cells, c, side))
        .collect()
}

#[test]
fn a_five_is_always_taken_and_a_five_of_the_other_side_always_blocked() {
    let (mut taken, mut blocked) = (0, 0);
    let mut rng = Random::new(2026);
    let tick5 = Weights::TICK5;
    for game in 0..300 {
        // The program (0) against a random player, from random openings.
        let mut p = Gomoku::start(if game % 2 == 0 { Side::X } else { Side::Zero });
        while !Gomoku::moves(&p).is_empty() {
            let mv = if p.to_move == Side::Zero && game % 3 != 0 {
                Gomoku::choose(&tick5, &p)
            } else {
                let moves = Gomoku::moves(&p);
                moves[(rng.next_u64() % moves.len() as u64) as usize]
            };
            // Whoever moves, check what the program would play here.
            let me = if p.to_move == Side::X { 1 } else { 2 };
            let choice = usize::from(merlyn::gomoku::choose(&tick5, &p, true).0);
            let (mine, yours) = (fives(&p, me), fives(&p, 3 - me));
            if !mine.is_empty() {
                assert!(mine.contains(&choice), "missed a five");
                taken += 1;
            } else if !yours.is_empty() {
                assert!(yours.contains(&choice), "missed a block");
                blocked += 1;
            }
            p = Gomoku::apply(&p, mv);
        }
    }
    assert!(
        taken > 100 && blocked > 100,
        "{taken} fives, {blocked} blocks"
    );
}

#[test]
fn a_threat_of_three_is_answered_on_its_line() {
    // X makes an open three on row 8 (h8 i8 j8); 0 is far away.
    let p = after(&["h8", "a1", "i8", "a15", "j8"]);
    let answer = Gomoku::choose(&Weights::TICK5, &p).to_string();
    assert!(
        ["f8", "g8", "k8", "l8"].contains(&answer.as_str()),
        "{answer}"
    );
    // A broken three (h8 j8 k8) too.
    let p = after(&["h8", "a1", "j8", "a15", "k8"]);
    let answer = Gomoku::choose(&Weights::TICK5, &p).to_string();
    assert!(["g8", "i8", "l8"].contains(&answer.as_str()), "{answer}");
}

#[test]
fn the_program_opens_at_the_centre_and_answers_on_the_first_best_hot_spot() {
    let state = Gomoku::new_game(Weights::TICK5);
    let opened = Gomoku::play(state, None).unwrap();
    assert_eq!(opened.replies, [Cell(CENTRE as u8)]);
    // Against h8, every hot spot is worth the same: the first, h6.
    let answered = Gomoku::play(state, Some(Cell(CENTRE as u8))).unwrap();
    assert_eq!(answered.replies, [Cell(at("h6") as u8)]);
}

#[test]
fn a_game_ends_with_a_five_and_the_program_wins_against_random_moves() {
    let mut rng = Random::new(3);
    for _ in 0..50 {
        let mut state = Gomoku::new_game(Weights::TICK5);
        while !Gomoku::status(&state).is_over() {
            let moves = Gomoku::moves(&Gomoku::position(&state));
            let mv = moves[(rng.next_u64() % moves.len() as u64) as usize];
            let turn = Gomoku::play(state, Some(mv)).unwrap();
            if Gomoku::status(&turn.state) != Status::On {
                assert_ne!(turn.position.five, 0, "no five at the end");
                assert_eq!(Gomoku::margin(&turn.position).abs(), 1);
            }
            state = turn.state;
        }
        assert_eq!(Gomoku::status(&state), Status::Won);
        assert!(Gomoku::moves(&Gomoku::position(&state)).is_empty());
    }
}

#[test]
fn a_full_board_without_five_is_a_draw() {
    // Rows in pairs of columns, XX00XX00..., shifted one pair a row: no
    // line holds more than two of a side in a row.
    let mut p = Gomoku::start(Side::X);
    let owner = |c: usize| ((c % 15) / 2 + c / 15) % 2;
    let (xs, os): (Vec<usize>, Vec<usize>) = (0..225).partition(|&c| owner(c) == 0);
    let (mut xs, mut os) = (xs.into_iter(), os.into_iter());
    loop {
        let next = match p.to_move {
            Side::X => xs.next(),
            Side::Zero => os.next(),
        };
        let Some(c) = next else { break };
        assert_eq!(p.five, 0, "a five before the board is full");
        p = Gomoku::apply(&p, Cell(c as u8));
    }
    assert_eq!(p.count, 225);
    assert!(Gomoku::moves(&p).is_empty());
    assert_eq!(Gomoku::margin(&p), 0);
}

#[test]
fn the_engine_refuses_a_taken_cell_a_missing_move_and_a_move_after_the_end() {
    let state = Gomoku::new_game(Weights::TICK5);
    let refused = |state, mv: Option<&str>| {
        Gomoku::play(state, mv.map(|m| Gomoku::parse_move(m).unwrap()))
            .unwrap_err()
            .to_string()
    };
    let on = Gomoku::play(state, Some(Cell(CENTRE as u8))).unwrap().state;
    assert_eq!(refused(on, Some("h8")), "cell h8 is taken");
    assert_eq!(refused(on, Some("h6")), "cell h6 is taken");
    assert_eq!(
        refused(on, None),
        "it is your move: give a cell, such as h8"
    );
    let mut rng = Random::new(8);
    let mut won = state;
    while Gomoku::status(&won) != Status::Won {
        let moves = Gomoku::moves(&Gomoku::position(&won));
        let mv = moves[(rng.next_u64() % moves.len() as u64) as usize];
        won = Gomoku::play(won, Some(mv)).unwrap().state;
    }
    let free = Gomoku::moves(&Gomoku::start(Side::X))
        .into_iter()
        .find(|c| won.cells[usize::from(c.0)] == 0)
        .unwrap();
    assert_eq!(
        refused(won, Some(&free.to_string())),
        "this game is over: start a new one"
    );
}
