//! The Reversi engine of `templates/reversi.rs`, checked against the rules
//! in `docs/reversi.md`: flips along all eight lines and never around an
//! edge, passes, the end, reverxii's move choice and its example, the
//! published perft counts, and the states a program can be in; the
//! look-ahead a lesson can grow, and the reference player `alphabeta:DEPTH`.

use merlyn::game::{Game, Rules, Side, Status};
use merlyn::line::Line;
use merlyn::perft;
use merlyn::replay::replay;
use merlyn::reversi::program::{self, START, best, flips, pick};
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

/// reverxii's weight of each square, as `docs/reversi.md` gives it: from
/// a row type and a column type (0, 1, 2, 2, 2, 2, 1, 0 along each side),
/// `[9, 1, 6, 1, 1, 2, 6, 2, 4][3 * row type + column type]`.
fn reverxii_weight(at: usize) -> u32 {
    const TYPE: [usize; 8] = [0, 1, 2, 2, 2, 2, 1, 0];
    [9, 1, 6, 1, 1, 2, 6, 2, 4][3 * TYPE[at / 8] + TYPE[at % 8]]
}

/// reverxii's move, as `docs/reversi.md` says it plays: the first square in
/// reading order whose value (the weight of the square and of every disc
/// it flips) is greater than every value before it; 64 when there is no
/// move.
fn reverxii(mine: u64, yours: u64) -> usize {
    let mut best = (64, 0);
    for at in 0..64 {
        let flipped = flips(mine, yours, at);
        if flipped == 0 {
            continue;
        }
        let value = reverxii_weight(at)
            + (0..64)
                .filter(|i| flipped >> i & 1 == 1)
                .map(reverxii_weight)
                .sum::<u32>();
        if best.0 == 64 || value > best.1 {
            best = (at, value);
        }
    }
    best.0
}

/// Generation zero's weights.
const ZERO: &[i32; program::FEATURES] = &Weights::REVERXII.weights;

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
    assert_eq!(reverxii(after.o, after.x), sq("f4"));
    assert_eq!(pick(after.o, after.x, ZERO, 1), sq("f4"));
    let played = replay::<Reversi>(Weights::REVERXII, &Line::parse("f5").unwrap()).unwrap();
    assert_eq!(played.computer, [Move::Square(sq("f4") as u8)]);
}

#[test]
fn ties_go_to_the_first_square_in_reading_order_and_the_best_value_wins() {
    let p = Reversi::start(Side::Zero);
    // All four replies are worth the same under reverxii's weights: e3
    // comes first.
    assert_eq!(pick(p.o, p.x, ZERO, 1), sq("e3"));
    // The runner-up: the best square other than the one given.
    assert_eq!(best(p.o, p.x, ZERO, 1, sq("e3")).0, sq("f4"));
    // After f5 f4 e3, a disc of 0's own on a square of c3's kind (c3,
    // f3, c6, f6) made worth far more makes it play one of them, and not
    // reverxii's move.
    let mut p = Reversi::start(Side::X);
    for mv in ["f5", "f4", "e3"] {
        p = Reversi::apply(&p, Move::Square(sq(mv) as u8));
    }
    let reverxii_move = reverxii(p.o, p.x);
    assert_eq!(pick(p.o, p.x, ZERO, 1), reverxii_move);
    let mut weights = *ZERO;
    weights[program::MINE + 7] = 900;
    let chosen = pick(p.o, p.x, &weights, 1);
    assert_ne!(chosen, reverxii_move);
    assert_eq!(program::KIND[7] >> chosen & 1, 1, "{chosen}");
    // No move gives 64.
    assert_eq!(pick(0, p.x, ZERO, 1), 64);
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
    // A new game, after none or after a game I lost: the board is new,
    // and the refusal names the square, as in a game under way (the
    // driver says a new game was what the move would open).
    let mut lost = state;
    lost.status = program::LOST;
    for new in [state, lost] {
        assert_eq!(refused(new, Some("d4")), "square d4 is taken");
        assert_eq!(refused(new, Some("a1")), "square a1 flips none of my discs");
    }
    let on = Reversi::play(state, Some(Move::Square(sq("f5") as u8)))
        .unwrap()
        .state;
    assert_eq!(refused(on, Some("f5")), "square f5 is taken");
    assert_eq!(refused(on, Some("a1")), "square a1 flips none of my discs");
    assert_eq!(
        refused(on, None),
        "it is your move: give a square, such as f5"
    );
}

// ---------------------------------------------------------------------------
// The look-ahead, and alphabeta:DEPTH.

use merlyn::player::{self, Player, Program};
use merlyn::reversi::program::legal;

/// The boards of some games of random moves, with the side to move.
fn random_positions(seed: u64, games: usize) -> Vec<Position> {
    let mut rng = merlyn::player::Random::new(seed);
    let mut positions = Vec::new();
    for _ in 0..games {
        let mut p = Reversi::start(Side::X);
        loop {
            let moves = Reversi::moves(&p);
            if moves.is_empty() {
                break;
            }
            positions.push(p);
            p = Reversi::apply(&p, moves[(rng.next_u64() % moves.len() as u64) as usize]);
        }
    }
    positions
}

#[test]
fn legal_gives_the_squares_that_flip_something() {
    for p in random_positions(3, 20) {
        let (mine, yours) = p.sides();
        let flipping = (0..64)
            .filter(|&at| flips(mine, yours, at) != 0)
            .fold(0u64, |set, at| set | 1 << at);
        assert_eq!(legal(mine, yours), flipping, "{p:?}");
    }
}

#[test]
fn at_depth_1_generation_zero_plays_reverxiis_rule_and_deeper_it_plays_otherwise() {
    let (mut deeper_differs, mut looked) = (0, 0);
    for p in random_positions(5, 40) {
        let (mine, yours) = p.sides();
        if legal(mine, yours) == 0 {
            continue;
        }
        assert_eq!(pick(mine, yours, ZERO, 1), reverxii(mine, yours), "{p:?}");
        if looked % 8 == 0 {
            let deeper = pick(mine, yours, ZERO, 3);
            assert!(legal(mine, yours) >> deeper & 1 == 1, "{p:?}");
            deeper_differs += usize::from(deeper != reverxii(mine, yours));
        }
        looked += 1;
    }
    assert!(looked > 2000, "{looked} positions");
    assert!(
        deeper_differs * 10 > looked / 8,
        "{deeper_differs} of {} differ",
        looked / 8
    );
}

#[test]
fn the_ten_kinds_of_square_are_the_boards_symmetries() {
    // Every square is of one kind; a kind holds the squares that the
    // board's turns and mirrors make of its square in the corner a1-d4.
    let all = program::KIND.iter().fold(0u64, |all, kind| {
        assert_eq!(all & kind, 0);
        all | kind
    });
    assert_eq!(all, !0);
    let sizes: Vec<u32> = program::KIND.iter().map(|k| k.count_ones()).collect();
    assert_eq!(sizes, [4, 8, 8, 8, 4, 8, 8, 4, 8, 4]);
    for (kind, corner) in ["a1", "b1", "c1", "d1", "b2", "c2", "d2", "c3", "d3", "d4"]
        .into_iter()
        .enumerate()
    {
        let at = sq(corner);
        let (r, c) = (at / 8, at % 8);
        for (r, c) in [(r, c), (c, r), (7 - r, c), (r, 7 - c), (7 - c, 7 - r)] {
            assert_eq!(program::KIND[kind] >> (8 * r + c) & 1, 1, "{corner}");
        }
    }
}

#[test]
fn the_features_count_what_their_names_say_on_random_boards() {
    // Square by square: the discs beside an empty square, and those beside
    // an empty corner (a king's step from it).
    let beside = |at: usize, of: u64| -> bool {
        let (r, c) = ((at / 8) as i32, (at % 8) as i32);
        (-1..=1).any(|dr| {
            (-1..=1).any(|dc| {
                let (r, c) = (r + dr, c + dc);
                (dr, dc) != (0, 0)
                    && (0..8).contains(&r)
                    && (0..8).contains(&c)
                    && of >> (8 * r + c) & 1 == 1
            })
        })
    };
    let corners: u64 = [0, 7, 56, 63].iter().map(|&c| 1u64 << c).sum();
    for p in random_positions(8, 3) {
        let (mine, yours) = p.sides();
        let (moves, theirs) = (legal(mine, yours), legal(yours, mine));
        let f = program::features(mine, yours, moves, theirs);
        let empty = !(mine | yours);
        let count = |set: u64, test: &dyn Fn(usize) -> bool| -> i32 {
            (0..64).filter(|&at| set >> at & 1 == 1 && test(at)).count() as i32
        };
        let open = |at| beside(at, empty);
        let cornered = |at| beside(at, empty & corners) && corners >> at & 1 == 0;
        assert_eq!(f[program::MOVES], moves.count_ones() as i32);
        assert_eq!(f[program::MOVES + 1], theirs.count_ones() as i32);
        assert_eq!(f[program::OPEN], count(mine, &open), "{p:?}");
        assert_eq!(f[program::OPEN + 1], count(yours, &open), "{p:?}");
        assert_eq!(f[program::CORNERED], count(mine, &cornered), "{p:?}");
        assert_eq!(f[program::CORNERED + 1], count(yours, &cornered), "{p:?}");
        for k in 0..10 {
            let of_kind = |at: usize| program::KIND[k] >> at & 1 == 1;
            assert_eq!(f[program::MINE + k], count(mine, &of_kind));
            assert_eq!(f[program::YOURS + k], count(yours, &of_kind));
        }
        // And the search's sum of them is the same as theirs.
        let weights: [i32; program::FEATURES] = std::array::from_fn(|i| i as i32 * 7 - 90);
        assert_eq!(
            program::evaluate(mine, yours, moves, theirs, &weights),
            program::worth(&f, &weights)
        );
    }
}

#[test]
fn a_position_is_worth_the_weights_of_its_features() {
    // Generation zero's: reverxii's weights of my discs, times ten.
    let (mine, yours) = (START[1], START[0]);
    assert_eq!(program::value(mine, yours, ZERO), 10 * 2 * 4);
    // A disc of yours on a corner, at -50; a move of mine, at 3 each, and
    // one of yours, at -2.
    let mut weights = *ZERO;
    weights[program::YOURS] = -50;
    weights[program::MOVES] = 3;
    weights[program::MOVES + 1] = -2;
    let yours = yours | 1 << sq("h8");
    assert_eq!(
        program::value(mine, yours, &weights),
        80 - 50 + 3 * 4 - 2 * 4
    );
}

/// The final disc margin of the side to move, with both sides playing
/// their best to the end.
fn exact(p: &Position) -> i32 {
    let moves = Reversi::moves(p);
    if moves.is_empty() {
        let margin = Reversi::margin(p);
        return if p.to_move == Side::X {
            margin
        } else {
            -margin
        };
    }
    moves
        .iter()
        .map(|&mv| -exact(&Reversi::apply(p, mv)))
        .max()
        .unwrap()
}

/// Boards of random games with two empty squares left, where the two
/// moves of the side to move end the game differently.
fn endgames() -> Vec<Position> {
    let mut found: Vec<Position> = random_positions(11, 300)
        .into_iter()
        .filter(|p| (p.x | p.o).count_ones() == 62)
        .filter(|p| {
            let outcomes: Vec<i32> = Reversi::moves(p)
                .iter()
                .map(|&mv| -exact(&Reversi::apply(p, mv)))
                .collect();
            outcomes.len() == 2 && outcomes[0].signum() != outcomes[1].signum()
        })
        .collect();
    found.truncate(12);
    assert!(found.len() >= 5, "only {} endgames", found.len());
    found
}

#[test]
fn near_the_end_the_program_looking_ahead_and_alphabeta_play_the_move_that_wins() {
    for p in endgames() {
        let moves = Reversi::moves(&p);
        let mut program = Program::<Reversi> {
            strategy: Weights {
                depth: 4,
                ..Weights::REVERXII
            },
        };
        let mut alphabeta = player::by_name::<Reversi>("alphabeta:4").unwrap();
        for (name, mv) in [
            ("program", program.choose(&p, &moves)),
            ("alphabeta", alphabeta.choose(&p, &moves)),
        ] {
            assert_eq!(
                -exact(&Reversi::apply(&p, mv)),
                exact(&p),
                "{name} in {p:?}"
            );
        }
    }
}

/// Plays `games` games of `name` against random players, and checks that
/// each of its moves is one of the legal moves it was given.
fn plays_legal_moves_only(name: &str, games: u64) {
    let mut chosen = 0;
    for seed in 0..games {
        let mut it = player::by_name::<Reversi>(name).unwrap();
        let mut random = merlyn::player::Random::new(seed);
        let mut p = Reversi::start(if seed % 2 == 0 { Side::X } else { Side::Zero });
        loop {
            let moves = Reversi::moves(&p);
            if moves.is_empty() {
                break;
            }
            let mv = if p.to_move == Side::X {
                let mv = it.choose(&p, &moves);
                assert!(moves.contains(&mv), "{name} played {mv} in {p:?}");
                chosen += 1;
                mv
            } else {
                Player::<Reversi>::choose(&mut random, &p, &moves)
            };
            p = Reversi::apply(&p, mv);
        }
    }
    assert!(chosen > 20 * games, "{chosen} moves");
}

#[test]
fn alphabeta_plays_legal_moves_only() {
    plays_legal_moves_only("alphabeta:1", 4);
    plays_legal_moves_only("alphabeta:3", 2);
}

#[test]
fn alphabeta_takes_a_corner_over_more_discs() {
    // X to move: g4 flips three discs, h8 one, in the corner. (Deeper,
    // g4 leaves 0 a single disc, and is no mistake.)
    let p = board(
        [
            "........", "........", "........", "..X000..", "........", ".....X..", "......0.",
            "........",
        ],
        Side::X,
    );
    let moves = Reversi::moves(&p);
    assert_eq!(
        moves,
        [Move::Square(sq("g4") as u8), Move::Square(sq("h8") as u8)]
    );
    let mut it = player::by_name::<Reversi>("alphabeta:1").unwrap();
    assert_eq!(it.choose(&p, &moves), Move::Square(sq("h8") as u8));
}

#[test]
fn alphabeta_refuses_a_depth_of_0_a_word_and_a_huge_depth() {
    for name in [
        "alphabeta:0",
        "alphabeta:three",
        "alphabeta:9",
        "alphabeta:99999999999",
        "alphabeta:",
    ] {
        let refused = player::by_name::<Reversi>(name).err().unwrap().to_string();
        assert!(refused.contains("alphabeta:DEPTH"), "{name}: {refused}");
    }
    assert!(player::by_name::<Reversi>("alphabeta:8").is_ok());
}

#[test]
fn learned_weights_a_depth_and_lessons_are_written_into_the_state_as_a_table_and_read_back() {
    let strategy: Weights =
        "137,16,-7,23,-1,-5,-4,11,4,0/-101,-38,17,-15,-4,2,-8,-1,-12,-999/30,-29,-47,34,-222,202:depth3:lessons169"
            .parse()
            .unwrap();
    let state = Reversi::play(
        Reversi::new_game(strategy),
        Some(Move::Square(sq("f5") as u8)),
    )
    .unwrap()
    .state;
    let source = Reversi::source(&state);
    for line in [
        "               a    b    c    d                  a    b    c    d",
        "  mine    1  137   16   -7   23     yours   1 -101  -38   17  -15",
        "          2        -1   -5   -4             2        -4    2   -8",
        "          3             11    4             3             -1  -12",
        "          4                   0             4                -999",
        "  a move I could make 30, a move you could make -29",
        "  a disc beside an empty square, mine -47, yours 34",
        "  a disc beside an empty corner, mine -222, yours 202",
        "  I look 3 moves ahead; lessons taken: 169",
    ] {
        assert!(
            source.contains(&format!("        \"{line}\",\n")),
            "{line}\n{source}"
        );
    }
    let read = merlyn::generation::read::<Reversi>(&source).unwrap();
    assert_eq!(Reversi::strategy(&read), strategy);
    assert_eq!(read, state);
}

/// The final disc margin `mine`, to move, can force against `yours`: every
/// line played to the end, the long way (`minimax` with lines longer than
/// any game's rest, which end only where the game does).
fn solved(mine: u64, yours: u64) -> i32 {
    minimax(mine, yours, 64, true, &[0; program::FEATURES]) / program::DISC
}

/// A game of random moves drawn from `seed`, from the start until `discs`
/// discs are on the board or it ends: the discs (yours, mine) and who is to
/// move (2: nobody).
fn random_game(seed: &mut u64, discs: u32) -> ([u64; 2], usize) {
    let (mut board, mut side) = (START, 0);
    while side < 2 && (board[0] | board[1]).count_ones() < discs {
        let moves = program::legal(board[side], board[side ^ 1]);
        *seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        let mut left = moves;
        for _ in 0..(*seed >> 33) % u64::from(moves.count_ones()) {
            left &= left - 1;
        }
        let at = left.trailing_zeros() as usize;
        let won = flips(board[side], board[side ^ 1], at) | 1u64 << at;
        board[side] |= won;
        board[side ^ 1] &= !won;
        side = program::after(board, side);
    }
    (board, side)
}

#[test]
fn a_level_beyond_the_deepest_plays_the_last_empty_squares_perfectly() {
    let weights = Weights::REVERXII.weights;
    let mut checked = 0;
    let mut seed: u64 = 11;
    for _ in 0..12 {
        // A game of seeded random moves, down to 9 empty squares.
        let (discs, side) = random_game(&mut seed, 55);
        if side == 2 {
            continue;
        }
        let (mine, yours) = (discs[side], discs[side ^ 1]);
        let perfect = solved(mine, yours);
        let (at, score) = best(mine, yours, &weights, program::STRONGEST, 64);
        assert_eq!(
            score,
            program::DISC * perfect,
            "its score at 9 empty squares"
        );
        let won = flips(mine, yours, at) | 1u64 << at;
        assert_eq!(-solved(yours & !won, mine | won), perfect, "its move");
        // Within its depth, a generation's search scores the position by
        // its weights, not by the end.
        assert_eq!(
            program::ahead(mine | yours, program::DEEPEST),
            program::DEEPEST
        );
        checked += 1;
    }
    assert!(checked >= 8, "{checked} positions checked");
}

/// The score for me of the best line `plies` long from where `mine` is to
/// move, as `search` defines it, found by looking at every line whole.
fn minimax(
    mine: u64,
    yours: u64,
    plies: usize,
    me: bool,
    weights: &[i32; program::FEATURES],
) -> i32 {
    let moves = program::legal(mine, yours);
    let theirs = if moves == 0 || plies == 0 {
        program::legal(yours, mine)
    } else {
        1
    };
    if moves | theirs == 0 {
        return program::DISC * (mine.count_ones() as i32 - yours.count_ones() as i32);
    }
    if plies == 0 {
        return if me {
            program::evaluate(mine, yours, moves, theirs, weights)
        } else {
            -program::evaluate(yours, mine, theirs, moves, weights)
        };
    }
    if moves == 0 {
        return -minimax(yours, mine, plies - 1, !me, weights);
    }
    (0..64)
        .filter(|at| moves >> at & 1 == 1)
        .map(|at| {
            let won = flips(mine, yours, at) | 1u64 << at;
            -minimax(yours & !won, mine | won, plies - 1, !me, weights)
        })
        .max()
        .unwrap()
}

#[test]
fn a_level_searching_its_long_lines_best_first_chooses_as_a_full_search_does() {
    // Weights a lesson could give, so that positions differ in worth.
    let mut weights = Weights::REVERXII.weights;
    weights[program::MOVES] = 30;
    weights[program::MOVES + 1] = -25;
    weights[program::OPEN] = -40;
    let level = program::SORTED + 1;
    let mut seed: u64 = 5;
    for game in 0..6 {
        // A middle game: 16 to 26 seeded random moves from the start.
        let (discs, side) = random_game(&mut seed, 20 + game * 2);
        assert!(side < 2, "the game goes on");
        let (mine, yours) = (discs[side], discs[side ^ 1]);
        assert_eq!(program::ahead(mine | yours, level), level, "not the end");
        // The full search: every move's line whole, the first best square;
        // and each move's exact score, searched with a window open wide.
        let moves = program::legal(mine, yours);
        let (mut top, mut choice) = (i32::MIN, 64);
        for at in (0..64).filter(|at| moves >> at & 1 == 1) {
            let won = flips(mine, yours, at) | 1u64 << at;
            let (after_mine, after_yours) = (yours & !won, mine | won);
            let value = -minimax(after_mine, after_yours, level - 1, false, &weights);
            let searched = program::search(
                after_mine,
                after_yours,
                level - 1,
                false,
                &weights,
                -i32::MAX,
                i32::MAX,
            );
            assert_eq!(-searched, value, "game {game}, square {at}");
            if value > top {
                (top, choice) = (value, at);
            }
        }
        assert_eq!(
            best(mine, yours, &weights, level, 64),
            (choice, top),
            "game {game}"
        );
    }
}

#[test]
fn a_level_looks_to_the_end_from_12_empty_squares_14_at_level_7_and_16_at_level_8() {
    // A board with `empty` squares empty (the last ones in reading order).
    let taken = |empty: u32| !0u64 >> empty;
    for (level, end) in [(5, 12), (6, 12), (7, 14), (8, 16)] {
        assert_eq!(program::ahead(taken(end), level), 64, "level {level}");
        assert_eq!(
            program::ahead(taken(end + 1), level),
            level,
            "level {level}"
        );
    }
    // A generation's depths never look to the end.
    for depth in 1..=program::DEEPEST {
        assert_eq!(program::ahead(taken(1), depth), depth);
    }
}

#[test]
fn a_level_sets_how_far_a_program_looks_within_reversis_range() {
    let mut weights = Weights::REVERXII;
    Reversi::at_level(&mut weights, 8).unwrap();
    assert_eq!(weights.depth, 8);
    Reversi::at_level(&mut weights, 1).unwrap();
    assert_eq!(weights.depth, 1);
    for level in [0, 9] {
        let error = Reversi::at_level(&mut weights, level).unwrap_err();
        assert_eq!(
            error.to_string(),
            format!("--level {level}: Reversi's levels are 1 to 8, how many moves ahead it looks")
        );
    }
    let mut other = merlyn::gomoku::Gomoku::zero_strategy();
    let error = merlyn::gomoku::Gomoku::at_level(&mut other, 3).unwrap_err();
    assert_eq!(
        error.to_string(),
        "--level: only Reversi's and Con-Tac-Tix's programs have levels, not gomoku's"
    );
}

#[test]
fn a_level_is_read_and_written_in_a_game_on_and_refused_elsewhere() {
    let mut zero = Reversi::new_game(Weights::REVERXII);
    zero.level = Some(8);
    let on = program::play(zero, 37).expect("f5 opens a game");
    let text = Reversi::source(&on);
    assert!(text.contains("\"  I look 1 move ahead (8 in this game); lessons taken: 0\","));
    let read = merlyn::generation::read::<Reversi>(&text).expect("its own state");
    assert_eq!((read.level, read.looks()), (Some(8), 8));
    assert_eq!(read, on);
    let line = |level: &str| format!("\"  I look 1 move ahead{level}; lessons taken: 0\",");
    for level in ["9", "0"] {
        let edited = text.replace(
            &line(" (8 in this game)"),
            &line(&format!(" ({level} in this game)")),
        );
        let why = "my level in this game is not a number from 1 to 8";
        let refused = merlyn::generation::read::<Reversi>(&edited).unwrap_err();
        assert!(refused.to_string().contains(why), "{refused}");
    }
    // A finished game holds no level: a lost one's successor has none.
    let mut lost = Reversi::new_game(Weights::REVERXII);
    lost.status = program::LOST;
    let text = Reversi::source(&lost);
    let with = text.replace(&line(""), &line(" (8 in this game)"));
    let refused = merlyn::generation::read::<Reversi>(&with).unwrap_err();
    assert!(
        refused
            .to_string()
            .contains("a level holds for a game in progress only"),
        "{refused}"
    );
    let mut over = on;
    over.status = program::LOST;
    program::conclude(&mut over);
    assert_eq!(over.level, None);
}

#[test]
fn a_search_beyond_a_generations_depth_runs_out_into_a_generations_and_else_changes_nothing() {
    // Boards of random games, the program to move, 14 to 40 squares empty.
    let weights = Weights::REVERXII.weights;
    let mut random = merlyn::player::Random::new(5);
    let mut boards = Vec::new();
    while boards.len() < 24 {
        let (line, _) = merlyn::train::play_out::<Reversi>(
            Reversi::new_game(Weights::REVERXII),
            &mut random,
            false,
        )
        .unwrap();
        let (mut discs, mut side) = (START, 0usize);
        for (k, mv) in line.moves.iter().enumerate() {
            let empty = 64 - (discs[0] | discs[1]).count_ones();
            if side == 1 && (14..=40).contains(&empty) && k % 5 == 0 {
                boards.push(discs);
            }
            let Move::Square(at) = *mv else {
                side ^= 1;
                continue;
            };
            let f = flips(discs[side], discs[side ^ 1], at as usize);
            discs[side] |= f | 1u64 << at;
            discs[side ^ 1] &= !f;
            side = program::after(discs, side);
            if side > 1 {
                break;
            }
        }
    }
    for [x, o] in boards {
        if program::legal(o, x) == 0 {
            continue;
        }
        // With room enough, the search of every move in reading order, the
        // first of the best scores kept.
        let looks = program::ahead(o | x, 6);
        // (Below every score, as the program's own search starts.)
        let mut whole = (64usize, -1_000_000_000);
        for at in (0..64).filter(|at| program::legal(o, x) >> at & 1 == 1) {
            let value = program::score(o, x, at, &weights, looks, whole.1);
            if whole.0 == 64 || value > whole.1 {
                whole = (at, value);
            }
        }
        assert_eq!(program::best_within(o, x, &weights, 6, 64, u64::MAX), whole);
        assert_eq!(best(o, x, &weights, 6, 64), whole);
        // With none, the choice of a generation's deepest, which always
        // ends.
        for depth in [5, 8] {
            assert_eq!(
                program::best_within(o, x, &weights, depth, 64, 1),
                best(o, x, &weights, program::DEEPEST, 64)
            );
        }
    }
}
