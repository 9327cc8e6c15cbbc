//! The tic-tac-toe engine of `templates/tic-tac-toe.rs`, checked against the rules in
//! `docs/tic-tac-toe.md`: the lines, every template, the scan order, the move
//! choice, learning, and the states a program can be in.

use merlyn::tictactoe::program::{
    DRAW, FULL, Game, HAPPY, LINES, LOST, ON, SAD, STRAIGHT, TEMPLATES, WON, cell, completing,
    has_line, play, reply, template_move,
};

fn cells(list: &[u8]) -> u16 {
    list.iter().map(|&c| cell(c)).fold(0, |a, b| a | b)
}

/// Plays the human's moves from a new game under `strategy`.
fn game(strategy: &[u8; 10], moves: &[Option<u8>]) -> Game {
    moves.iter().fold(Game::new(*strategy), |game, &human| {
        play(game, human).unwrap()
    })
}

#[test]
fn the_lines_are_the_eight_of_the_original_in_its_order() {
    let expected: [&[u8]; 8] = [
        &[2, 5, 8],
        &[7, 8, 9],
        &[1, 4, 7],
        &[3, 6, 9],
        &[1, 2, 3],
        &[4, 5, 6],
        &[3, 5, 7],
        &[1, 5, 9],
    ];
    for (line, cells_of) in LINES.iter().zip(expected) {
        assert_eq!(*line, cells(cells_of));
    }
}

#[test]
fn every_template_holds_the_cells_of_the_rules() {
    let expected: [&[u8]; 17] = [
        &[1, 3, 7, 9],
        &[5, 9],
        &[4, 6],
        &[4, 5],
        &[4, 6],
        &[5, 7, 8],
        &[1, 3, 7],
        &[3, 4, 6, 7],
        &[1, 4, 6, 9],
        &[1, 3, 7, 9],
        &[1, 5, 9],
        &[3, 5, 7],
        &[4, 5, 6],
        &[1, 2, 3],
        &[3, 6, 9],
        &[1, 4, 7],
        &[7, 8, 9],
    ];
    for (template, cells_of) in TEMPLATES.iter().zip(expected) {
        assert_eq!(*template, cells(cells_of), "template {cells_of:?}");
    }
}

#[test]
fn each_template_proposes_on_an_empty_board_the_first_cell_from_nine_down() {
    // Perft-style data: strategy digit, and the cell its first template
    // proposes on an empty board (scanning 9 down to 1).
    let table = [
        (9, 8),
        (8, 1),
        (7, 5),
        (6, 6),
        (5, 5),
        (4, 9),
        (3, 5),
        (2, 9),
        (1, 7),
        (0, 8),
    ];
    for (digit, expected) in table {
        assert_eq!(template_move(digit, FULL), expected, "digit {digit}");
    }
}

#[test]
fn a_template_skips_to_the_next_when_it_proposes_nothing_empty() {
    // Template 1 (corners) proposes the edges and the centre; with those
    // taken, a digit 9 falls through to template 2 (5-9), which proposes 1.
    let empty = cells(&[1, 3, 7, 9]);
    assert_eq!(template_move(9, empty), 1);
}

#[test]
fn the_line_templates_end_the_scan_on_the_first_empty_cell() {
    assert_eq!(template_move(0, cell(3)), 3);
    assert_eq!(template_move(0, 0), 0);
}

#[test]
fn completing_scans_from_nine_down() {
    // Both 3 (1-2-3) and 9 (1-5-9 needs 5) ... with 1, 2, 5 held, 3 and 9
    // and 8 all complete a line: 9 comes first.
    assert_eq!(completing(cells(&[1, 2, 5]), FULL & !cells(&[1, 2, 5])), 9);
    assert_eq!(completing(cells(&[1, 2]), FULL & !cells(&[1, 2])), 3);
    assert_eq!(completing(cells(&[1, 9]), 0), 0);
    assert!(has_line(cells(&[3, 5, 7])));
    assert!(!has_line(cells(&[1, 2, 4, 6, 9])));
}

#[test]
fn the_published_game_one_four_six_is_won_by_the_computer() {
    let end = game(b"9999999999", &[Some(1), Some(4), Some(6)]);
    assert_eq!(end.x, cells(&[1, 4, 6]));
    assert_eq!(end.o, cells(&[7, 8, 9]));
    assert_eq!(&end.strategy, b"1999999999");
    assert_eq!(end.face, HAPPY);
    assert_eq!(end.status().unwrap(), WON);
}

#[test]
fn the_driver_shows_the_face_whose_mouth_the_state_holds() {
    use merlyn::game::Game as _;
    use merlyn::tictactoe::TicTacToe;
    let faces = |moves: &[Option<u8>]| TicTacToe::face(&game(b"9999999999", moves));
    assert_eq!(faces(&[]), ":-|");
    assert_eq!(faces(&[Some(1)]), ":-|");
    assert_eq!(faces(&[Some(1), Some(4), Some(6)]), ":-)");
    assert_eq!(faces(&[Some(1), Some(3), Some(5), Some(7)]), ":-(");
}

#[test]
fn the_computer_opens_at_eight_and_replies_eight_to_one() {
    let opened = game(b"9999999999", &[None]);
    assert_eq!(opened.o, cell(8));
    assert_eq!(opened.strategy[0], b'5');
    assert_eq!(game(b"9999999999", &[Some(1)]).o, cell(8));
}

#[test]
fn losing_to_one_three_five_seven_lowers_the_digit_and_blanks_the_board() {
    let learned = game(b"9999999999", &[Some(1), Some(3), Some(5), Some(7)]);
    assert_eq!(&learned.strategy, b"1899999999");
    assert_eq!((learned.x, learned.o), (0, 0));
    assert_eq!(learned.face, SAD);
    assert_eq!(learned.status().unwrap(), LOST);
    // The learned program plays opening 1 differently.
    assert_ne!(game(&learned.strategy, &[Some(1)]).o, cell(8));
}

#[test]
fn a_digit_at_zero_stays_at_zero_after_a_loss() {
    // With digit 0 at opening 1, find a losing line and check saturation.
    let strategy = *b"9099999999";
    let mut lost = None;
    'search: for a in 2..=9u8 {
        for b in 2..=9u8 {
            for c in 2..=9u8 {
                let mut g = play(Game::new(strategy), Some(1)).unwrap();
                for m in [a, b, c] {
                    match play(g, Some(m)) {
                        Ok(next) if next.face == SAD => {
                            lost = Some(next);
                            break 'search;
                        }
                        Ok(next) if next.status() == Ok(ON) => g = next,
                        _ => break,
                    }
                }
            }
        }
    }
    let lost = lost.expect("digit 0 loses opening 1 somewhere");
    assert_eq!(&lost.strategy, b"1099999999");
}

#[test]
fn the_never_losing_strategy_opens_like_the_original_where_digits_agree() {
    // 9883857753: digit 5 (opening 5 and computer first) starts at template 5.
    let opened = game(b"9883857753", &[None]);
    assert_eq!(opened.o, cell(template_move(5, FULL)));
}

#[test]
fn refuses_a_taken_cell_a_move_after_the_end_and_no_move_in_mid_game() {
    let started = game(b"9999999999", &[Some(1)]);
    let refused = |game: Game, human: Option<u8>| play(game, human).unwrap_err().to_string();
    assert_eq!(refused(started, Some(8)), "cell 8 is taken");
    assert_eq!(
        refused(started, None),
        "it is your move: give a cell from 1 to 9"
    );
    let won = game(b"9999999999", &[Some(1), Some(4), Some(6)]);
    assert_eq!(refused(won, Some(2)), "this game is over: start a new one");
}

#[test]
fn a_full_board_without_a_line_is_a_draw_and_the_computer_does_not_move() {
    // Find a draw by search from the original program, then check it.
    fn search(g: Game, depth: u8) -> Option<Game> {
        for m in 1..=9 {
            if let Ok(next) = play(g, Some(m)) {
                match next.status() {
                    Ok(DRAW) => return Some(next),
                    Ok(ON) if depth < 5 => {
                        if let Some(d) = search(next, depth + 1) {
                            return Some(d);
                        }
                    }
                    _ => {}
                }
            }
        }
        None
    }
    let draw = search(Game::new(*b"9999999999"), 1).expect("a draw exists");
    assert_eq!(draw.x | draw.o, FULL);
    assert_eq!(draw.x.count_ones(), 5);
    assert_eq!(draw.face, STRAIGHT);
    assert!(!has_line(draw.x) && !has_line(draw.o));
}

const SEPARATOR: &str = "---+---+---";

#[test]
fn reads_only_positions_of_this_game() {
    let blank = ["   |   |   "; 3];
    // Accepted with some status word on its first line.
    let ok = |rows: [&str; 3], strategy: &str| {
        ["new", "on", "won", "lost", "draw"].iter().any(|word| {
            let first = format!("tic-tac-toe: {word}");
            let lines = [
                &first, rows[0], SEPARATOR, rows[1], SEPARATOR, rows[2], strategy,
            ];
            Game::read(&lines).is_ok()
        })
    };
    assert!(ok(blank, "9999999999  :-| "));
    assert!(ok(blank, "1899999999  :-( "));
    assert!(!ok(blank, "9999999999  :-) "), "a smile at a blank board");
    assert!(ok(
        [" X |   |   ", "   |   |   ", "   | 0 |   "],
        "1999999999  :-| "
    ));
    assert!(
        !ok(
            [" X |   |   ", "   |   |   ", "   | 0 |   "],
            "2999999999  :-| "
        ),
        "opening not X's"
    );
    assert!(
        !ok(
            [" X | X |   ", "   |   |   ", "   | 0 |   "],
            "1999999999  :-| "
        ),
        "counts"
    );
    assert!(
        !ok(
            [" X | X | X ", " 0 | 0 |   ", "   |   |   "],
            "1999999999  :-| "
        ),
        "X line"
    );
    assert!(
        !ok(
            ["   |   |   ", "   |   |   ", "   | 0 |   "],
            "1999999999  :-| "
        ),
        "opening 1"
    );
    assert!(ok(
        ["   |   |   ", "   |   |   ", "   | 0 |   "],
        "5999999999  :-| "
    ));
    assert!(
        !ok(
            [" X |   |   ", "   |   |   ", "   | 0 |   "],
            "1999999999  :-) "
        ),
        "face"
    );
    assert!(!ok(
        [" Q |   |   ", "   |   |   ", "   |   |   "],
        "9999999999  :-| "
    ));
    assert!(!ok(
        ["  X|   |   ", "   |   |   ", "   |   |   "],
        "9999999999  :-| "
    ));
    assert!(!ok(blank, "999999999  :-| "));
    assert!(!ok(blank, "99999a9999  :-| "));
    assert!(!ok(blank, "0999999999  :-| "));
    assert!(!ok(blank, "9999999999  :-P "));
}

const WRITTEN: &str = "a line is not as I write it";

/// What the program says when it refuses its own state, for the reason `why`.
fn bad(why: &str) -> String {
    format!("my board is not a position of this game: {why}")
}

#[test]
fn reads_only_a_first_line_that_says_where_the_game_stands() {
    let blank = "   |   |   ";
    let lines = |first: &str, strategy: &str| {
        [first, blank, SEPARATOR, blank, SEPARATOR, blank, strategy].map(String::from)
    };
    let read = |lines: [String; 7]| Game::read(&lines.each_ref().map(String::as_str));
    assert!(read(lines("tic-tac-toe: new", "9999999999  :-| ")).is_ok());
    assert!(read(lines("tic-tac-toe: lost", "1899999999  :-( ")).is_ok());
    for (first, strategy, why) in [
        ("tic-tac-toe: on", "9999999999  :-| ", WRITTEN),
        ("tic-tac-toe: new", "1899999999  :-( ", WRITTEN),
        ("reversi: new", "9999999999  :-| ", WRITTEN),
    ] {
        let refusal = read(lines(first, strategy)).unwrap_err();
        assert_eq!(refusal.to_string(), bad(why), "{first} {strategy}");
    }
    let mut bent = lines("tic-tac-toe: new", "9999999999  :-| ");
    bent[2] = "---+-+-+---".to_string();
    assert_eq!(read(bent).unwrap_err().to_string(), bad(WRITTEN));
    let mut short = lines("tic-tac-toe: new", "9999999999  :-| ").to_vec();
    short.pop();
    let short: Vec<&str> = short.iter().map(String::as_str).collect();
    assert_eq!(
        Game::read(&short).unwrap_err().to_string(),
        bad("my state is not 7 lines")
    );
}

#[test]
fn refuses_a_full_board_where_x_moved_after_my_line() {
    // 0 X X / X 0 X / X 0 0: my line 1-5-9 came first, then X played on.
    let rows = [" 0 | X | X ", " X | 0 | X ", " X | 0 | 0 "];
    let lines = [
        "tic-tac-toe: won",
        rows[0],
        SEPARATOR,
        rows[1],
        SEPARATOR,
        rows[2],
        "2999999999  :-) ",
    ];
    assert_eq!(
        Game::read(&lines).unwrap_err().to_string(),
        bad("X and 0 counts are impossible")
    );
}

/// The states a program of strategy 9999999999 can be in after a run,
/// over every game: either side may open, the human plays any empty cell,
/// and the program the cell its strategy gives (a 0 its strategy would
/// not have played is a hand's). Keyed by (X's cells, 0's cells, face,
/// opening).
fn reachable() -> std::collections::BTreeSet<(u16, u16, char, u8)> {
    use std::collections::BTreeSet;
    fn after_reply(x: u16, o: u16, opening: u8, into: &mut BTreeSet<(u16, u16, char, u8)>) {
        // The program has just replied (or opened): the human is to move.
        let face = if has_line(o) { ')' } else { '|' };
        into.insert((x, o, face, opening));
        if has_line(o) || x | o == FULL {
            return;
        }
        for h in 1..=9 {
            if (x | o) & cell(h) != 0 {
                continue;
            }
            let x = x | cell(h);
            let opening = if x.count_ones() == 1 && o == 0 {
                h
            } else {
                opening
            };
            if has_line(x) {
                // Lost: the successor holds a blank board and a sad face.
                into.insert((0, 0, '(', opening));
                continue;
            }
            if x | o == FULL {
                into.insert((x, o, '|', opening));
                continue;
            }
            after_reply(x, o | cell(reply(o, x, 9)), opening, into);
        }
    }
    let mut into = BTreeSet::new();
    for opening in 1..=9 {
        // Between games: a new board, after a win or draw, or after a loss.
        into.insert((0, 0, '|', opening));
        into.insert((0, 0, '(', opening));
    }
    // The human opens: `after_reply` from the empty board plays it.
    let mut human_first = BTreeSet::new();
    after_reply(0, 0, 9, &mut human_first);
    human_first.remove(&(0, 0, '|', 9));
    into.extend(human_first);
    // The program opens, where its strategy says: its opening is 5.
    after_reply(0, cell(reply(0, 0, 9)), 5, &mut into);
    into
}

#[test]
fn a_program_reads_exactly_the_states_that_legal_games_reach() {
    let mut accepted = std::collections::BTreeSet::new();
    for board in 0..3u32.pow(9) {
        let (mut x, mut o, mut rest) = (0u16, 0u16, board);
        for c in 1..=9 {
            match rest % 3 {
                1 => x |= cell(c),
                2 => o |= cell(c),
                _ => {}
            }
            rest /= 3;
        }
        for (face, symbol) in [(STRAIGHT, '|'), (HAPPY, ')'), (SAD, '(')] {
            for opening in 1..=9u8 {
                let mut game = Game::new(*b"9999999999");
                game.strategy[0] = b'0' + opening;
                (game.x, game.o, game.face) = (x, o, face);
                let mut text = merlyn::tictactoe::program::Text::empty();
                game.write(&mut text);
                let text = String::from_utf8_lossy(&text.bytes[..text.len]).into_owned();
                let lines: Vec<&str> = text.lines().collect();
                if Game::read(&lines).is_ok() {
                    accepted.insert((x, o, symbol, opening));
                }
            }
        }
    }
    let reachable = reachable();
    let extra: Vec<_> = accepted.difference(&reachable).take(5).collect();
    let missing: Vec<_> = reachable.difference(&accepted).take(5).collect();
    assert!(
        extra.is_empty(),
        "accepted, but no legal game reaches: {extra:?}"
    );
    assert!(missing.is_empty(), "reached, but refused: {missing:?}");
    eprintln!("{} states, every one accepted and no other", accepted.len());
}
