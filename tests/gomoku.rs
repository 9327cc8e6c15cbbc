//! The Gomoku engine of `templates/gomoku.rs`, checked against the Tick5
//! tutorial as `docs/gomoku.md` restates it: the nine patterns on hand-made
//! lines, the hot spots, a five always taken and always blocked, threats
//! answered, the centre opening, the end of a game, and the moves refused;
//! the windows the values count; the built-in player `threats`, rule by
//! rule; and the lookahead: what it sees, how it plays, its line of the
//! state, and the lesson that raises it.

use merlyn::game::{Game, Rules, Side, Status};
use merlyn::gomoku::program::{
    self, BROKEN_FOUR, BROKEN_THREE, FIVE, FOUR, HIGH, LOW, NONE, NOTHING, ONE, ROOM, SIZE,
    STRAIGHT_FOUR, STRAIGHT_THREE, THREE, TWO, centre, hot, pattern,
};
use merlyn::gomoku::{Cell, Gomoku, Position, Weights};
use merlyn::line::Line;
use merlyn::player::Random;
use merlyn::replay::replay;

/// The cell named like `h8` or `j10`.
fn at(name: &str) -> usize {
    let b = name.as_bytes();
    program::square(b[0], b[1], b.get(2).copied().unwrap_or(0), SIZE)
}

/// A board with X (1) on the cells `xs` and 0 (2) on `os`.
fn board(xs: &[&str], os: &[&str]) -> [u8; ROOM] {
    let mut cells = [0; ROOM];
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
    pattern(SIZE, &board(xs, os), at(cell), 1, d)
}

const EAST: usize = 1;

#[test]
fn names_and_cells_agree_in_either_case_row_fifteen_first() {
    assert_eq!(at("a15"), 0);
    assert_eq!(at("o15"), 14);
    assert_eq!(at("h8"), centre(SIZE));
    assert_eq!(at("a1"), 210);
    assert_eq!(at("o1"), 224);
    assert_eq!(program::square(b'H', b'8', 0, SIZE), centre(SIZE));
    for bad in ["p1", "a0", "a16", "h08"] {
        let b = bad.as_bytes();
        assert_eq!(
            program::square(b[0], b[1], b.get(2).copied().unwrap_or(0), SIZE),
            NONE,
            "{bad}"
        );
    }
    assert_eq!(Cell::of(at("j10")).to_string(), "j10");
    assert_eq!(Gomoku::parse_moves("h8H9j10o15").unwrap().len(), 4);
    assert!(Gomoku::parse_moves("h16").is_err());
    assert!(Gomoku::parse_move("h").is_err());
}

#[test]
fn the_board_is_drawn_with_row_fifteen_at_the_top_and_a1_at_the_bottom_left() {
    let a1 = Cell::of(at("a1"));
    let turn = Gomoku::play(Gomoku::new_game(Weights::TICK5), Some(a1)).unwrap();
    let source = Gomoku::source(&turn.state);
    let rows: Vec<&str> = source
        .lines()
        .skip_while(|line| !line.contains("+---"))
        .skip(1)
        .take(15)
        .collect();
    assert!(rows[0].starts_with("        \" 15 | "), "{}", rows[0]);
    assert!(rows[14].starts_with("        \"  1 | X "), "{}", rows[14]);
    assert!(rows[14].ends_with(" |  1\","), "{}", rows[14]);
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
    assert_eq!(x_makes(&["d12", "e11", "f10", "g9"], &[], "h8", 2), FIVE);
    assert_eq!(x_makes(&["d4", "e5", "f6", "g7"], &[], "h8", 3), FIVE);
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
    // A line never wraps round an edge: o9 then a8 in reading order.
    assert_eq!(x_makes(&["l9", "m9", "n9", "o9"], &[], "a8", EAST), ONE);
    assert_eq!(x_makes(&["a7", "b7", "c7", "d7"], &[], "o8", EAST), ONE);
}

/// The hot spots of the moves named, by name.
fn spots(moves: &[&str]) -> Vec<String> {
    let mut list = [0; ROOM];
    for (k, name) in moves.iter().enumerate() {
        list[k] = at(name) as u16;
    }
    let mut out = [0; ROOM];
    let n = hot(SIZE, &list, moves.len(), &mut out);
    out[..n]
        .iter()
        .map(|&c| Cell::of(usize::from(c)).to_string())
        .collect()
}

#[test]
fn hot_spots_are_the_star_of_width_two_in_the_order_first_logged() {
    // South, east, south-east, north-east, each from 2 back to 2 on.
    assert_eq!(
        spots(&["h8"]),
        [
            "h10", "h9", "h8", "h7", "h6", "f8", "g8", "i8", "j8", "f10", "g9", "i7", "j6", "f6",
            "g7", "i9", "j10"
        ]
    );
    // Inside the board: the corner's star has 7 cells.
    assert_eq!(spots(&["a1"]), ["a3", "a2", "a1", "b1", "c1", "b2", "c3"]);
    // A second move adds only the cells not yet listed, after the first's.
    let two = spots(&["h8", "i8"]);
    assert_eq!(two[..17], spots(&["h8"])[..]);
    assert_eq!(
        two[17..],
        ["i10", "i6", "k8", "g10", "j7", "k6", "g6", "j9", "k10"].map(String::from)
    );
}

#[test]
fn hot_spots_never_repeat_and_lie_within_two_steps_of_a_move() {
    let mut rng = Random::new(5);
    for _ in 0..200 {
        let count = 1 + (rng.next_u64() % 40) as usize;
        let moves: Vec<u16> = (0..count).map(|_| (rng.next_u64() % 225) as u16).collect();
        let mut list = [0; ROOM];
        list[..count].copy_from_slice(&moves);
        let mut out = [0; ROOM];
        let n = hot(SIZE, &list, count, &mut out);
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
        Gomoku::apply(&p, Cell::of(at(m)))
    })
}

/// The cells where the side to move in `p` would make five.
fn fives(p: &Position, side: u8) -> Vec<usize> {
    (0..225)
        .filter(|&c| p.cells[c] == 0 && program::five(SIZE, &p.cells, c, side))
        .collect()
}

/// Visits every position of `games` games, each to its end: in two of
/// three, generation zero (0) against a random player (X); in the rest, two
/// random players; either side opening.
fn each_position(seed: u64, games: usize, mut visit: impl FnMut(&Position)) {
    let mut rng = Random::new(seed);
    for game in 0..games {
        let mut p = Gomoku::start(if game % 2 == 0 { Side::X } else { Side::Zero });
        while !Gomoku::moves(&p).is_empty() {
            visit(&p);
            let mv = if p.to_move == Side::Zero && game % 3 != 0 {
                Gomoku::choose(&Weights::TICK5, &p)
            } else {
                let moves = Gomoku::moves(&p);
                moves[(rng.next_u64() % moves.len() as u64) as usize]
            };
            p = Gomoku::apply(&p, mv);
        }
    }
}

#[test]
fn a_five_is_always_taken_and_a_five_of_the_other_side_always_blocked() {
    let (mut taken, mut blocked) = (0, 0);
    each_position(2026, 300, |p| {
        // Whoever moves, check what the program would play here.
        let me = if p.to_move == Side::X { 1 } else { 2 };
        let choice = merlyn::gomoku::choose(&Weights::TICK5, p, true).at();
        let (mine, yours) = (fives(p, me), fives(p, 3 - me));
        if !mine.is_empty() {
            assert!(mine.contains(&choice), "missed a five");
            taken += 1;
        } else if !yours.is_empty() {
            assert!(yours.contains(&choice), "missed a block");
            blocked += 1;
        }
    });
    assert!(
        taken > 100 && blocked > 100,
        "{taken} fives, {blocked} blocks"
    );
}

#[test]
fn a_threat_of_three_is_answered_on_its_line() {
    // X makes an open three on row 8 (h8 i8 j8); 0 is far away. Only the
    // cells at its ends stop an open four: not f8, nor l8.
    let p = after(&["h8", "a1", "i8", "a15", "j8"]);
    let answer = Gomoku::choose(&Weights::TICK5, &p).to_string();
    assert!(["g8", "k8"].contains(&answer.as_str()), "{answer}");
    // A broken three (h8 j8 k8) too.
    let p = after(&["h8", "a1", "j8", "a15", "k8"]);
    let answer = Gomoku::choose(&Weights::TICK5, &p).to_string();
    assert!(["g8", "i8", "l8"].contains(&answer.as_str()), "{answer}");
}

/// The cells of the whole line through `at` along `d` (0 south, 1 east, 2
/// south-east, 3 north-east, as the board is drawn), in order.
fn line_through(at: usize, d: usize) -> Vec<usize> {
    let (dr, dc) = [(1, 0), (0, 1), (1, 1), (-1, 1)][d];
    let (r, c) = ((at / 15) as i32, (at % 15) as i32);
    (-14..=14)
        .map(|k| (r + k * dr, c + k * dc))
        .filter(|&(r, c)| (0..15).contains(&r) && (0..15).contains(&c))
        .map(|(r, c)| (r * 15 + c) as usize)
        .collect()
}

/// Can the side on `last`, with one more stone on the line through it
/// along `d`, make with it a straight four (four in a row, both ends
/// empty) or five or more in a row?
fn straight_four_or_five(cells: &[u8; ROOM], last: usize, d: usize) -> bool {
    let line = line_through(last, d);
    let side = cells[last];
    let i = line.iter().position(|&c| c == last).unwrap();
    line.iter().any(|&e| {
        let mut b = *cells;
        if b[e] != 0 {
            return false;
        }
        b[e] = side;
        let (mut lo, mut hi) = (i, i);
        while lo > 0 && b[line[lo - 1]] == side {
            lo -= 1;
        }
        while hi + 1 < line.len() && b[line[hi + 1]] == side {
            hi += 1;
        }
        let open = |end: Option<&usize>| end.is_some_and(|&c| b[c] == 0);
        hi - lo + 1 >= 5
            || (hi - lo + 1 == 4 && lo > 0 && open(line.get(lo - 1)) && open(line.get(hi + 1)))
    })
}

/// Weights training once reached from every weight at its lower bound,
/// against `greedy` and `tick5`, when the program could answer an open
/// three beyond its empty end; with them it did, and lost.
const LEARNED: &str = "100,100,101,11,12,11,6,0/100,101,100,12,10,10,5,1";

#[test]
fn an_open_three_is_answered_at_its_end_not_beyond_it() {
    let weights: Weights = LEARNED.parse().unwrap();
    // X's g6 makes f6 g6 h6, open with room on both sides. The program
    // played d6, beyond e6; X's i6 then made the open four e6 to j6.
    let line = Line::<Gomoku>::parse("h8h9f6e7i11h6c5g5g6").unwrap();
    let played = replay::<Gomoku>(weights, &line).unwrap();
    let answer = played.computer.last().unwrap().to_string();
    assert!(["e6", "i6"].contains(&answer.as_str()), "{answer}");
    assert!(!straight_four_or_five(
        &played.position.cells,
        at("g6"),
        EAST
    ));
    // So the game X won is not the game any more: i6 is taken.
    let lost = Line::<Gomoku>::parse("h8h9f6e7i11h6c5g5g6i6e6").unwrap();
    let Err(error) = replay::<Gomoku>(weights, &lost) else {
        panic!("the program lost the same game again");
    };
    assert!(error.to_string().ends_with("cell i6 is taken"), "{error}");
}

#[test]
fn whatever_the_weights_an_answer_to_an_open_three_leaves_no_straight_four_on_its_line() {
    // The patterns' weights at their bounds, and values at theirs.
    let values = [999, 999, 999, 999, -999, -999, -999, -999];
    let weights = [
        Weights::TICK5,
        Weights {
            patterns: LOW,
            ..Weights::TICK5
        },
        Weights {
            patterns: HIGH,
            values,
            ..Weights::TICK5
        },
    ];
    let (mut answered, mut undefendable) = ([0; 3], 0);
    each_position(2027, 300, |p| {
        let (me, you) = if p.to_move == Side::X { (1, 2) } else { (2, 1) };
        if p.count == 0 || !fives(p, me).is_empty() || !fives(p, you).is_empty() {
            return;
        }
        let last = usize::from(p.moves[p.count - 1]);
        let threes: Vec<usize> = (0..4)
            .filter(|&d| {
                [STRAIGHT_THREE, BROKEN_THREE].contains(&pattern(SIZE, &p.cells, last, you, d))
            })
            .collect();
        if threes.is_empty() {
            return;
        }
        // Does a stone of the side to move on `c` defend one of the lines:
        // no straight four, no five through `last` on it after that?
        let defends = |c: usize| {
            let mut b = p.cells;
            b[c] = me;
            threes.iter().any(|&d| !straight_four_or_five(&b, last, d))
        };
        if !(0..225).any(|c| p.cells[c] == 0 && defends(c)) {
            undefendable += 1;
            return;
        }
        for (w, count) in weights.iter().zip(&mut answered) {
            let answer = merlyn::gomoku::choose(w, p, true).at();
            assert!(
                defends(answer),
                "{w}: {} does not stop {}",
                Cell::of(answer),
                Cell::of(last)
            );
            *count += 1;
        }
    });
    assert!(
        answered.iter().all(|&n| n > 200),
        "{answered:?} answers, {undefendable} undefendable"
    );
}

#[test]
fn the_program_opens_at_the_centre_and_answers_on_the_first_best_hot_spot() {
    let state = Gomoku::new_game(Weights::TICK5);
    let opened = Gomoku::play(state, None).unwrap();
    assert_eq!(opened.replies, [Cell::of(centre(SIZE))]);
    // Against h8, every hot spot is worth the same: the first, h10.
    let answered = Gomoku::play(state, Some(Cell::of(centre(SIZE)))).unwrap();
    assert_eq!(answered.replies, [Cell::of(at("h10"))]);
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
        p = Gomoku::apply(&p, Cell::of(c));
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
    let on = Gomoku::play(state, Some(Cell::of(centre(SIZE))))
        .unwrap()
        .state;
    assert_eq!(refused(on, Some("h8")), "cell h8 is taken");
    assert_eq!(refused(on, Some("h10")), "cell h10 is taken");
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
    // A finished game takes no more moves: the next one, even on a cell
    // it left empty, starts a new game, from what it learned.
    let empty = Gomoku::moves(&Gomoku::start(merlyn::game::Side::X))
        .into_iter()
        .find(|c| won.cells[c.at()] == 0)
        .unwrap();
    let next = Gomoku::play(won, Some(empty)).unwrap().state;
    assert_eq!(next.count, 2);
    assert_eq!(next.moves[0], empty.at);
    assert_eq!(Gomoku::strategy(&next), Gomoku::strategy(&won));
}

// ---------------------------------------------------------------------------
// The values: windows of five cells, counted.

use merlyn::gomoku::program::{census, change};

/// The windows of five cells in a row on `cells`, counted by hand: those
/// holding 1 to 4 stones of `side` and none of the other's, then 1 to 4 of
/// the other's and none of `side`'s.
fn windows(cells: &[u8; ROOM], side: u8) -> [i32; 8] {
    let mut f = [0; 8];
    for (dr, dc) in [(1i32, 0i32), (0, 1), (1, 1), (-1, 1)] {
        for r in 0..15i32 {
            for c in 0..15i32 {
                let inside =
                    |k: i32| (0..15).contains(&(r + k * dr)) && (0..15).contains(&(c + k * dc));
                if !inside(4) {
                    continue;
                }
                let stones: Vec<u8> = (0..5)
                    .map(|k| cells[((r + k * dr) * 15 + c + k * dc) as usize])
                    .collect();
                let mine = stones.iter().filter(|&&v| v == side).count();
                let yours = stones.iter().filter(|&&v| v != 0 && v != side).count();
                match (mine, yours) {
                    (1..=4, 0) => f[mine - 1] += 1,
                    (0, 1..=4) => f[yours + 3] += 1,
                    _ => {}
                }
            }
        }
    }
    f
}

#[test]
fn the_census_counts_windows_and_a_move_changes_it_by_the_windows_through_its_cell() {
    // A lone stone of 0 in the corner: three windows hold it.
    let corner = board(&[], &["a15"]);
    assert_eq!(census(SIZE, &corner, 2), [3, 0, 0, 0, 0, 0, 0, 0]);
    assert_eq!(census(SIZE, &corner, 1), [0, 0, 0, 0, 3, 0, 0, 0]);
    // At the centre, twenty: five along each line.
    let centre = board(&["h8"], &[]);
    assert_eq!(census(SIZE, &centre, 1), [20, 0, 0, 0, 0, 0, 0, 0]);
    let mut checked = 0;
    each_position(31, 12, |p| {
        assert_eq!(census(SIZE, &p.cells, 1), windows(&p.cells, 1));
        assert_eq!(census(SIZE, &p.cells, 2), windows(&p.cells, 2));
        for side in [1, 2] {
            for at in (0..225).filter(|&c| p.cells[c] == 0).step_by(13) {
                let mut after = p.cells;
                after[at] = side;
                let (before, then) = (census(SIZE, &p.cells, side), census(SIZE, &after, side));
                let moved: Vec<i32> = (0..8).map(|j| then[j] - before[j]).collect();
                assert_eq!(change(SIZE, &p.cells, at, side).to_vec(), moved);
                checked += 1;
            }
        }
    });
    assert!(checked > 500, "{checked}");
}

// ---------------------------------------------------------------------------
// The sight: what the program sees on a board, kept move by move.

use merlyn::gomoku::program::{Sight, patterns};

/// Is the empty cell `c` within two steps along a line of a stone of
/// `side` on `cells`? By hand, on rows and columns.
fn near_by_hand(cells: &[u8; ROOM], c: usize, side: u8) -> bool {
    let (r, col) = ((c / 15) as i32, (c % 15) as i32);
    [(1i32, 0i32), (0, 1), (1, 1), (-1, 1)]
        .iter()
        .any(|&(dr, dc)| {
            [-2, -1, 1, 2].iter().any(|&k| {
                let (rr, cc) = (r + k * dr, col + k * dc);
                (0..15).contains(&rr)
                    && (0..15).contains(&cc)
                    && cells[(rr * 15 + cc) as usize] == side
            })
        })
}

#[test]
fn the_sight_kept_move_by_move_is_what_a_fresh_look_at_the_board_sees() {
    let mut rng = Random::new(77);
    let (mut checked, mut fives) = (0, 0);
    for game in 0..8 {
        let mut cells = [0u8; ROOM];
        let mut moves = [0u16; ROOM];
        let mut kept = Sight::of(SIZE, &cells, &moves, 0);
        // Games of random stones, some played to a crowded board.
        for k in 0..(40 + 20 * game) {
            let empty: Vec<usize> = (0..225).filter(|&c| cells[c] == 0).collect();
            let at = empty[(rng.next_u64() % empty.len() as u64) as usize];
            cells[at] = if k % 2 == 0 { 1 } else { 2 };
            moves[k] = at as u16;
            kept.placed(SIZE, &cells, at);
            let fresh = Sight::of(SIZE, &cells, &moves, k + 1);
            // The cell beside the new stone where either side makes five,
            // as every cell's pattern there says.
            for side in [1, 2] {
                let by_patterns = (0..4)
                    .flat_map(|d| {
                        (-4..=4)
                            .map(move |s| program::cell(SIZE, at, d, s))
                            .map(move |c| (c, d))
                    })
                    .find(|&(c, d)| {
                        c < NONE && cells[c] == 0 && pattern(SIZE, &cells, c, side, d) == FIVE
                    })
                    .map_or(NONE, |(c, _)| c);
                assert_eq!(program::five_beside(SIZE, &cells, at, side), by_patterns);
                fives += (by_patterns != NONE) as usize;
            }
            // The hot spots, in the order `hot` logs them.
            let mut spots = [0u16; ROOM];
            let logged = hot(SIZE, &moves, k + 1, &mut spots);
            assert_eq!(kept.spots[..kept.logged], spots[..logged]);
            assert_eq!(fresh.spots[..fresh.logged], spots[..logged]);
            for c in (0..225).filter(|&c| cells[c] == 0) {
                let near = [near_by_hand(&cells, c, 1), near_by_hand(&cells, c, 2)];
                for sight in [&kept, &fresh] {
                    let kept_near = [sight.near[0][c], sight.near[1][c]];
                    assert_eq!(kept_near, near, "cell {c} after {k} stones");
                }
                if near[0] || near[1] {
                    let seen = patterns(SIZE, &cells, c, 1);
                    assert_eq!(kept.patterns(c, 1), seen, "cell {c} after {k} stones");
                    assert_eq!(fresh.patterns(c, 1), seen);
                    let theirs = patterns(SIZE, &cells, c, 2);
                    assert_eq!(kept.patterns(c, 2), theirs);
                    // What a stone there changes among the windows of five
                    // (`change`, held to a census by hand above).
                    for side in [1, 2] {
                        let changed = change(SIZE, &cells, c, side);
                        assert_eq!(kept.change(c, side), changed, "cell {c} after {k} stones");
                        assert_eq!(fresh.change(c, side), changed);
                    }
                    checked += 1;
                }
            }
        }
    }
    assert!(checked > 10_000, "{checked}");
    assert!(fives > 10, "{fives}");
}

// ---------------------------------------------------------------------------
// The built-in player `threats`.

/// A position of X on `xs` and 0 on `os`, `to_move` to move.
fn position(xs: &[&str], os: &[&str], to_move: Side) -> Position {
    let cells = board(xs, os);
    let mut moves = [0; ROOM];
    let mut count = 0;
    for (k, c) in cells.iter().enumerate() {
        if *c != 0 {
            moves[count] = k as u16;
            count += 1;
        }
    }
    Position {
        size: SIZE,
        cells,
        moves,
        count,
        to_move,
        five: 0,
    }
}

/// What `threats` plays for X in `p`, by name.
fn threats_plays(p: &Position) -> String {
    let mut player = Gomoku::player("threats").unwrap();
    player.choose(p, &Gomoku::moves(p)).to_string()
}

/// The cells where a stone of `side` makes a straight four.
fn straight_fours(cells: &[u8; ROOM], side: u8) -> Vec<usize> {
    (0..225)
        .filter(|&c| {
            cells[c] == 0 && (0..4).any(|d| pattern(SIZE, cells, c, side, d) == STRAIGHT_FOUR)
        })
        .collect()
}

#[test]
fn threats_is_a_built_in_player_and_plays_only_empty_cells() {
    assert!(Gomoku::PLAYERS.contains(&"threats"));
    let mut rng = Random::new(11);
    let mut player = Gomoku::player("threats").unwrap();
    let mut moved = 0;
    for game in 0..12 {
        let mut p = Gomoku::start(if game % 2 == 0 { Side::X } else { Side::Zero });
        while !Gomoku::moves(&p).is_empty() {
            let moves = Gomoku::moves(&p);
            // threats on X, against tick5 or a random player on 0.
            let mv = match p.to_move {
                Side::X => {
                    let mv = player.choose(&p, &moves);
                    assert!(moves.contains(&mv), "{mv} is taken");
                    moved += 1;
                    mv
                }
                Side::Zero if game % 3 == 0 => {
                    moves[(rng.next_u64() % moves.len() as u64) as usize]
                }
                Side::Zero => Gomoku::choose(&Weights::TICK5, &p),
            };
            p = Gomoku::apply(&p, mv);
        }
    }
    assert!(moved > 100, "{moved} moves");
}

#[test]
fn threats_takes_five_before_it_blocks_one() {
    let p = position(
        &["d8", "e8", "f8", "g8"],
        &["d4", "e4", "f4", "g4"],
        Side::X,
    );
    let played = threats_plays(&p);
    assert!(["c8", "h8"].contains(&played.as_str()), "{played}");
}

#[test]
fn threats_blocks_a_four_before_it_makes_an_open_four() {
    // X could make .XXXX. on row 10; 0's four on row 4 makes five at h4.
    let p = position(
        &["e10", "f10", "g10", "c4"],
        &["d4", "e4", "f4", "g4"],
        Side::X,
    );
    assert_eq!(threats_plays(&p), "h4");
}

#[test]
fn threats_makes_an_open_four_before_it_blocks_an_open_three() {
    let p = position(&["e10", "f10", "g10"], &["e4", "f4", "g4"], Side::X);
    let played = threats_plays(&p);
    assert!(["d10", "h10"].contains(&played.as_str()), "{played}");
}

#[test]
fn threats_blocks_an_open_three_so_that_no_straight_four_is_left() {
    for (os, answers) in [
        // A straight three: its ends, not beyond them.
        (["e4", "f4", "g4"], &["d4", "h4"][..]),
        // A broken three: its gap or its ends.
        (["d4", "f4", "g4"], &["c4", "e4", "h4"]),
    ] {
        let p = position(&["a15", "o15"], &os, Side::X);
        let played = threats_plays(&p);
        assert!(answers.contains(&played.as_str()), "{os:?}: {played}");
        let mut after = p.cells;
        after[at(&played)] = 1;
        assert!(straight_fours(&after, 2).is_empty(), "{os:?}: {played}");
    }
}

#[test]
fn threats_otherwise_takes_the_best_line_score_nearest_the_centre() {
    use merlyn::gomoku::threats::{from_centre, line_score};
    assert_eq!(threats_plays(&Gomoku::start(Side::X)), "h8");
    for os in [&["h8"][..], &["h8", "i9", "c3"]] {
        let p = position(&["g8"], os, Side::X);
        let played = at(&threats_plays(&p));
        let best = (0..225)
            .filter(|&c| p.cells[c] == 0)
            .max_by_key(|&c| {
                (
                    line_score(SIZE, &p.cells, c, 1),
                    std::cmp::Reverse((from_centre(SIZE, c), c)),
                )
            })
            .unwrap();
        assert_eq!(played, best, "{}", Cell::of(played));
        // The same position, the same move.
        assert_eq!(at(&threats_plays(&p)), played);
    }
}

// ---------------------------------------------------------------------------
// The lookahead: a win by threats, the program's to play and the other
// side's to stop, and the lesson that raises it.

use merlyn::gomoku::program::{DEEPEST, forced};
use merlyn::train::play_out;

/// Generation zero's weights, looking `lookahead` moves ahead.
fn looking(lookahead: usize) -> Weights {
    Weights::looking(lookahead)
}

/// The cell `forced` finds for X looking `depth` ahead, by name ("" for
/// none).
fn x_forces(xs: &[&str], os: &[&str], depth: usize) -> String {
    let cells = board(xs, os);
    let at = forced(
        SIZE,
        &cells,
        1,
        depth,
        true,
        &Sight::of(SIZE, &cells, &[0; ROOM], 0),
    );
    if at == NONE {
        String::new()
    } else {
        Cell::of(at).to_string()
    }
}

#[test]
fn a_win_by_threats_is_seen_only_as_far_ahead_as_it_lies() {
    // An open three: a straight four at once, the first in reading order.
    let three = [&["e8", "f8", "g8"][..], &["a1"]];
    assert_eq!(x_forces(three[0], three[1], 0), "");
    assert_eq!(x_forces(three[0], three[1], 1), "d8");
    // A closed three on row 5 and two on column f: f5 makes a four and an
    // open three; 0's block at g5 leaves the three, which wins. Two moves.
    let (xs, os) = (&["c5", "d5", "e5", "f6", "f7"][..], &["b5"][..]);
    assert_eq!(x_forces(xs, os, 1), "");
    assert_eq!(x_forces(xs, os, 2), "f5");
    // Two crossing twos: their crossing makes two open threes at once.
    let (xs, os) = (&["f8", "g8", "h9", "h10"][..], &["a1"][..]);
    assert_eq!(x_forces(xs, os, 1), "h8");
}

#[test]
fn looking_ahead_the_program_plays_its_four_and_three() {
    // The same four-and-three for 0, the program, to move; X's last move,
    // m1, made an open three, which generation zero answers.
    let p = position(
        &["b5", "k1", "l1", "m1"],
        &["c5", "d5", "e5", "f6", "f7"],
        Side::Zero,
    );
    let zero = Gomoku::choose(&looking(0), &p).to_string();
    assert!(["j1", "n1"].contains(&zero.as_str()), "{zero}");
    for lookahead in 2..=DEEPEST {
        assert_eq!(Gomoku::choose(&looking(lookahead), &p).to_string(), "f5");
    }
}

/// Does the program under `w` stop X's fork in a position where X would
/// make two open threes at h8, and generation zero likes its own four at
/// e3 better?
fn stops_the_fork(w: Weights) -> bool {
    let p = position(
        &["f8", "g8", "h9", "h10", "a3"],
        &["b3", "c3", "d3"],
        Side::Zero,
    );
    let mut after = p.cells;
    after[Gomoku::choose(&w, &p).at()] = 2;
    forced(
        SIZE,
        &after,
        1,
        1,
        false,
        &Sight::of(SIZE, &after, &[0; ROOM], 0),
    ) == NONE
}

#[test]
fn looking_ahead_the_program_stops_a_fork_before_it_is_made() {
    let p = position(
        &["f8", "g8", "h9", "h10", "a3"],
        &["b3", "c3", "d3"],
        Side::Zero,
    );
    assert_eq!(Gomoku::choose(&looking(0), &p).to_string(), "e3");
    let stops = stops_the_fork;
    assert!(!stops(looking(0)), "generation zero already stops it");
    for lookahead in 1..=DEEPEST {
        assert!(stops(looking(lookahead)), "lookahead {lookahead}");
    }
}

#[test]
fn the_lookahead_values_lessons_and_steps_are_lines_of_the_state_read_back_and_refused_out_of_bounds()
 {
    let learned = Weights {
        values: [0, 3, 90, 999, -1, -10, -150, -999],
        lessons: 31,
        all: [0, 120, 0, 0, 40, 0, 0, 7],
        net: [0, 80, 0, 0, -40, 0, 0, 7],
        ..looking(3)
    };
    let state = Gomoku::play(Gomoku::new_game(learned), Some(Cell::of(centre(SIZE))))
        .unwrap()
        .state;
    let source = Gomoku::source(&state);
    assert!(source.contains(
        "        \"my values       mine  yours\",
        \"1 in a window     +0     -1\",
        \"2 in a window     +3    -10\",
        \"3 in a window    +90   -150\",
        \"4 in a window   +999   -999\",
        \"lookahead          3\",
        \"lessons           31\",
        \"my steps: how far my lessons asked each value to move, in points, in all,\",
        \"back and forth, then net; a value moves that share of what it is asked\",
        \"1 in a window: mine 0/0, yours 40/-40\",
        \"2 in a window: mine 120/80, yours 0/0\",
        \"3 in a window: mine 0/0, yours 0/0\",
        \"4 in a window: mine 0/0, yours 7/7\",
        \"moves, you first:\","
    ));
    let read = merlyn::generation::read::<Gomoku>(&source).unwrap();
    assert_eq!(read, state);
    assert_eq!(Gomoku::strategy(&read), learned);
    for (from, line, why) in [
        (
            "lookahead          3",
            "lookahead          5",
            "my lookahead is out of bounds",
        ),
        (
            "lookahead          3",
            "lookahead         03",
            "my lookahead is written wrong",
        ),
        (
            "lookahead          3",
            "lookahead:         3",
            "my lookahead is written wrong",
        ),
        (
            "lessons           31",
            "lessons          031",
            "my lessons are written wrong",
        ),
        (
            "4 in a window   +999   -999",
            "4 in a window  +1000   -999",
            "a value is out of its bounds",
        ),
        (
            "3 in a window    +90   -150",
            "3 in a window     90   -150",
            "my values are written wrong",
        ),
        (
            "2 in a window: mine 120/80,",
            "2 in a window: mine 120/121,",
            "my steps are written wrong",
        ),
        (
            "2 in a window: mine 120/80,",
            "2 in a window: mine 120/080,",
            "my steps are written wrong",
        ),
        (
            "4 in a window: mine 0/0, yours 7/7",
            "4 in a window: mine 0/0, yours 7/7 ",
            "my steps are written wrong",
        ),
    ] {
        let changed = source.replacen(from, line, 1);
        let error = merlyn::generation::read::<Gomoku>(&changed).unwrap_err();
        assert!(format!("{error:#}").contains(why), "{line}: {error:#}");
    }
}

/// The first game the program under `weights` loses against `name`, the
/// program first or second; and the state that learned from it.
fn first_loss(weights: Weights, name: &str) -> (Line<Gomoku>, program::Game) {
    for computer_first in [true, false] {
        let mut player = merlyn::player::by_name::<Gomoku>(name).unwrap();
        let (line, last) =
            play_out(Gomoku::new_game(weights), player.as_mut(), computer_first).unwrap();
        if Gomoku::status(&last.state) == Status::Lost {
            return (line, last.state);
        }
    }
    panic!("{weights} never loses to {name}");
}

#[test]
fn a_lesson_raises_the_lookahead_by_one_when_that_plays_the_lost_game_otherwise() {
    let (line, learned) = first_loss(Weights::TICK5, "tick5");
    let strategy = Gomoku::strategy(&learned);
    assert_eq!(strategy.lookahead, 1, "{line}");
    assert_eq!(strategy.patterns, Weights::TICK5.patterns, "{line}");
    assert_eq!(strategy.lessons, 1, "{line}");
    // The same moves give another game.
    let before = replay::<Gomoku>(Weights::TICK5, &line).unwrap();
    let after = replay::<Gomoku>(looking(1), &line);
    assert!(after.is_err() || after.unwrap().computer != before.computer);
    // And in a game it never saw, it now stops a fork it let through.
    assert!(!stops_the_fork(Weights::TICK5));
    assert!(stops_the_fork(Gomoku::strategy(&learned)));
}

#[test]
fn at_its_deepest_a_lesson_moves_values_and_keeps_the_lookahead_and_the_weights() {
    let deepest = looking(DEEPEST);
    let (line, learned) = first_loss(deepest, "threats");
    let learned = Gomoku::strategy(&learned);
    assert_eq!(learned.lookahead, DEEPEST);
    assert_eq!(learned.patterns, deepest.patterns);
    assert_ne!(learned.values, deepest.values, "{line}");
    assert_eq!(learned.lessons, 1);
    assert!(learned.in_bounds());
    let before = replay::<Gomoku>(deepest, &line).unwrap();
    let after = replay::<Gomoku>(learned, &line);
    assert!(after.is_err() || after.unwrap().computer != before.computer);
}
