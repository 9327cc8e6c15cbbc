//! Connect Four: discs fall, four in a row wins; generation zero's rule
//! (make four, block four, then the cell its weights rate best), as the
//! library and a compiled generation play it; the refusals of a full
//! column, of a bad move and of a state it would not write; perft against
//! a move generator of the test's own; a whole game through the driver;
//! and learning: a lost game is never lost the same way again.

mod common;

use common::{Test, compiled};
use merlyn::connectfour::program::{self, NO, NONE};
use merlyn::connectfour::{Column, ConnectFour, Position, Weights};
use merlyn::game::{Game, Rules, Side, Status};
use merlyn::line::Line;
use merlyn::player::{self, Random};
use merlyn::train::play_out;
use std::process::Command;

/// The position after `columns` (1 to 7, written together), X first.
fn after(columns: &str) -> Position {
    columns
        .bytes()
        .fold(ConnectFour::start(Side::X), |position, b| {
            ConnectFour::apply(&position, Column(b - b'1'))
        })
}

/// Every position of `games` random games, X first, before each move.
fn each_position(seed: u64, games: usize, mut visit: impl FnMut(&Position)) {
    let mut rng = Random::new(seed);
    for _ in 0..games {
        let mut position = ConnectFour::start(Side::X);
        loop {
            let moves = ConnectFour::moves(&position);
            if moves.is_empty() {
                break;
            }
            visit(&position);
            let mv = moves[(rng.next_u64() % moves.len() as u64) as usize];
            position = ConnectFour::apply(&position, mv);
        }
    }
}

#[test]
fn a_disc_falls_to_the_lowest_empty_cell_and_a_full_column_takes_no_more() {
    let position = after("4414");
    let rows = ConnectFour::rows(&position);
    assert_eq!(rows[5], "X..X...", "row 1 is the last, the bottom");
    assert_eq!(rows[4], "...0...");
    assert_eq!(rows[3], "...0...");
    assert_eq!(rows[2], ".......");
    let full = after("444444");
    assert!(!ConnectFour::moves(&full).contains(&Column(3)));
    assert_eq!(ConnectFour::moves(&full).len(), 6);
    assert_eq!(program::land(&full.cells, 3), NONE);
}

#[test]
fn four_in_a_row_is_seen_across_up_and_along_both_diagonals() {
    // X's fourth disc: along row 1, up column 1, rising to the right (a1
    // b2 c3 d4), rising to the left (g1 f2 e3 d4).
    for columns in ["1727374", "1213141", "12234334544", "76654554344"] {
        let position = after(columns);
        assert_eq!(ConnectFour::margin(&position), 1, "{columns}");
        assert!(ConnectFour::moves(&position).is_empty(), "{columns}");
        let last = usize::from(columns.as_bytes()[columns.len() - 1] - b'1');
        let at = program::top(&position.cells, last);
        assert!(program::four(&position.cells, at, 1), "{columns}");
    }
    // Three are not four, nor are four broken by the other side's disc.
    for columns in ["11223", "1727347", "172737"] {
        let position = after(columns);
        assert_eq!(ConnectFour::margin(&position), 0, "{columns}");
        assert!(!ConnectFour::moves(&position).is_empty(), "{columns}");
    }
}

#[test]
fn generation_zero_makes_four_before_it_blocks_four_and_blocks_before_it_weighs() {
    let zero = Weights::FOURS;
    // X three up column 1, 0 three up column 2, 0 to move: 0 makes four.
    let both = after("1212127");
    assert_eq!(ConnectFour::to_move(&both), Side::Zero);
    assert_eq!(ConnectFour::choose(&zero, &both), Column(1), "makes four");
    // X three up column 1, 0 two up column 2: 0 blocks, though its
    // weights rate column 4 best.
    let threat = after("12121");
    assert_eq!(ConnectFour::choose(&zero, &threat), Column(0), "blocks");
    // X three up column 4: 0 blocks on top of them.
    assert_eq!(ConnectFour::choose(&zero, &after("41424")), Column(3));
    // From X's side too: X to move makes its four.
    assert_eq!(ConnectFour::choose(&zero, &after("121212")), Column(0));
}

#[test]
fn generation_zero_otherwise_takes_the_cell_its_weights_rate_best_the_first_from_the_left() {
    let zero = Weights::FOURS;
    let mut weighed = 0;
    each_position(7, 40, |position| {
        let side = if position.to_move == Side::X { 1 } else { 2 };
        let choice = ConnectFour::choose(&zero, position);
        // Rules 1 and 2, computed here apart from the engine.
        let wins = |who: u8| -> Vec<u8> {
            ConnectFour::moves(position)
                .into_iter()
                .filter(|&c| {
                    let mut cells = position.cells;
                    let at = program::land(&cells, usize::from(c.0));
                    cells[at] = who;
                    program::four(&cells, at, who)
                })
                .map(|c| c.0)
                .collect()
        };
        if let Some(&c) = wins(side).first() {
            assert_eq!(choice, Column(c));
        } else if let Some(&c) = wins(3 - side).first() {
            assert_eq!(choice, Column(c));
        } else {
            weighed += 1;
            let worth = |c: u8| zero.cells[program::land(&position.cells, usize::from(c))];
            let moves = ConnectFour::moves(position);
            let top = moves.iter().map(|&c| worth(c.0)).max().unwrap();
            let first = moves.iter().find(|&&c| worth(c.0) == top).unwrap();
            assert_eq!(choice, *first, "{:?}", ConnectFour::rows(position));
        }
    });
    assert!(weighed > 100, "{weighed}");
    // It opens in the middle, whoever opens.
    assert_eq!(
        ConnectFour::choose(&zero, &ConnectFour::start(Side::Zero)),
        Column(3)
    );
}

#[test]
fn a_program_that_looks_a_move_ahead_never_gives_you_a_four_it_could_deny() {
    let zero = Weights::FOURS;
    let looking = Weights::looking(1);
    let mut differ = 0;
    each_position(11, 60, |position| {
        if position.to_move != Side::Zero {
            return;
        }
        // After 0 plays `c`: does 0 have four, or can X make four at once?
        let gives = |c: Column| {
            let mut cells = position.cells;
            let at = program::land(&cells, usize::from(c.0));
            cells[at] = 2;
            !program::four(&cells, at, 2) && program::winning(&cells, 1) != NO
        };
        let choice = ConnectFour::choose(&looking, position);
        if ConnectFour::moves(position).into_iter().any(|c| !gives(c)) {
            assert!(!gives(choice), "{:?}", ConnectFour::rows(position));
        }
        differ += usize::from(choice != ConnectFour::choose(&zero, position));
    });
    assert!(differ > 0, "the lookahead changes some choice");
}

/// The score of `side` to move on `board`, of its best line `plies` moves
/// long, every line looked at to its end (no cut, no order): what the
/// program's search must give.
fn every_line(board: &mut program::Board, side: u8, plies: usize, judge: &program::Judge) -> i32 {
    if plies == 0 {
        return 0;
    }
    let mut best = None;
    for column in 0..7 {
        let at = program::land(&board.cells, column);
        if at == NONE {
            continue;
        }
        let worth = judge.put(board, at, side);
        let value = if worth == program::WIN {
            program::WIN + plies as i32
        } else {
            worth - every_line(board, 3 - side, plies - 1, judge)
        };
        judge.take(board, at, side);
        best = Some(best.map_or(value, |b: i32| b.max(value)));
    }
    best.unwrap_or(0)
}

#[test]
fn a_search_cut_short_and_sorted_scores_every_column_as_every_line_looked_at_does() {
    // Rows worth something, as a trained program's are, four moves ahead:
    // the search sorts its replies, and cuts.
    let mind = program::Mind {
        rows: [15, 60, 200, 150, 90, 120, 70, 40],
        lookahead: 4,
        ..program::ZERO
    };
    let all = 1_000_000_000;
    let mut checked = 0;
    each_position(12, 4, |p| {
        let side = if p.to_move == Side::X { 1 } else { 2 };
        let judge = program::Judge::new(&p.cells, side, &mind);
        for column in (0..7).filter(|&c| program::land(&p.cells, c) != NONE) {
            let mut board = judge.board(&p.cells);
            let got = program::score(&mut board, side, column, &judge, -all, all);
            let at = program::land(&board.cells, column);
            let worth = judge.put(&mut board, at, side);
            let want = if worth == program::WIN {
                program::WIN + 5
            } else {
                worth - every_line(&mut board, 3 - side, 4, &judge)
            };
            assert_eq!(got, want, "{:?} column {column}", p.cells);
            checked += 1;
        }
    });
    assert!(checked > 200, "{checked}");
}

#[test]
fn a_move_weighed_unplayed_is_worth_what_playing_it_adds() {
    let mind = program::Mind {
        rows: [15, 60, 200, 150, 90, 120, 70, 40],
        ..program::ZERO
    };
    let (mut checked, mut fours) = (0, 0);
    each_position(14, 5, |p| {
        let side = if p.to_move == Side::X { 1 } else { 2 };
        let judge = program::Judge::new(&p.cells, side, &mind);
        for side in [1, 2] {
            for column in (0..7).filter(|&c| program::land(&p.cells, c) != NONE) {
                let mut board = judge.board(&p.cells);
                let at = program::land(&board.cells, column);
                let weighed = judge.worth(&board, at, side);
                assert_eq!(board.cells, p.cells, "weighing plays nothing");
                let added = judge.put(&mut board, at, side);
                assert_eq!(weighed, added, "{:?} column {column} side {side}", p.cells);
                fours += usize::from(added == program::WIN);
                checked += 1;
            }
        }
    });
    assert!(checked > 500 && fours > 0, "{checked} moves, {fours} fours");
}

#[test]
fn the_engine_refuses_a_full_column_a_move_after_the_end_and_no_move_mid_game() {
    let mut state = ConnectFour::new_game(Weights::FOURS);
    // X and 0 fill column 4 (0 answers 4 on 4 while it blocks nothing).
    for _ in 0..3 {
        state = ConnectFour::play(state, Some(Column(3))).unwrap().state;
    }
    assert_eq!(
        ConnectFour::play(state, Some(Column(3))).unwrap_err().0,
        "column 4 is full"
    );
    assert_eq!(
        ConnectFour::play(state, None).unwrap_err().0,
        "it is your move: give a column, such as 4"
    );
    // After a finished game, a move begins a new one.
    let mut rng = Random::new(3);
    let (_, last) =
        play_out::<ConnectFour>(ConnectFour::new_game(Weights::FOURS), &mut rng, false).unwrap();
    assert_eq!(ConnectFour::status(&last.state), Status::Won);
    let again = ConnectFour::play(last.state, Some(Column(0))).unwrap();
    assert_eq!(ConnectFour::status(&again.state), Status::On);
    assert_eq!(again.position.discs(), (1, 1), "a new board");
    for (text, ok) in [
        ("4", true),
        ("7", true),
        ("d", false),
        ("D", false),
        ("8", false),
        ("h", false),
        ("44", false),
        ("0", false),
    ] {
        assert_eq!(ConnectFour::parse_move(text).is_ok(), ok, "{text}");
    }
    assert_eq!(ConnectFour::parse_move("4").unwrap(), Column(3));
}

/// Runs a compiled generation, giving its exit code, stdout and stderr.
fn run(source: &str, args: &[&str]) -> (Option<i32>, String, String) {
    let output = Command::new(compiled(source, &[]))
        .args(args)
        .output()
        .unwrap();
    (
        output.status.code(),
        String::from_utf8(output.stdout).unwrap(),
        String::from_utf8(output.stderr).unwrap(),
    )
}

#[test]
fn a_generation_refuses_bad_moves_and_cheats_printing_itself_unchanged() {
    let zero = ConnectFour::ZERO;
    let mut state = ConnectFour::new_game(Weights::FOURS);
    for _ in 0..3 {
        state = ConnectFour::play(state, Some(Column(3))).unwrap().state;
    }
    let playing = ConnectFour::source(&state);
    let bad = "error: my board is not a position of this game: ";
    for (source, args, message) in [
        (
            zero.to_string(),
            &["8"][..],
            "error: a move is one column, 1 to 7, such as 4\n".to_string(),
        ),
        (
            zero.to_string(),
            &["d"][..],
            "error: a move is one column, 1 to 7, such as 4\n".to_string(),
        ),
        (
            zero.to_string(),
            &["44"][..],
            "error: a move is one column, 1 to 7, such as 4\n".to_string(),
        ),
        (
            zero.to_string(),
            &["4", "5"][..],
            "error: give one move at a time\n".to_string(),
        ),
        (
            playing.clone(),
            &["4"][..],
            "error: column 4 is full\n".to_string(),
        ),
        (
            playing.clone(),
            &[][..],
            "error: it is your move: give a column, such as 4\n".to_string(),
        ),
        // A disc slipped onto the board.
        (
            playing.replacen(
                "\" 1 | . . . X . . . | 1\"",
                "\" 1 | X . . X . . . | 1\"",
                1,
            ),
            &["1"][..],
            format!("{bad}the board is not the one my moves make\n"),
        ),
        // A weight out of its bounds, one not its mirror image's, one
        // written otherwise; a row's worth out of its bounds, an order that
        // is not the seven columns.
        (
            zero.replacen("\" 1   30  40  50  70", "\" 1   30  40  50  -1", 1),
            &["1"][..],
            format!("{bad}a weight is out of its bounds, or not its mirror's\n"),
        ),
        (
            zero.replacen(
                "\" 1   30  40  50  70  50  40  30\"",
                "\" 1   30  40  50  70  50  40  31\"",
                1,
            ),
            &["1"][..],
            format!("{bad}a weight is out of its bounds, or not its mirror's\n"),
        ),
        (
            zero.replacen("\" 1   30  40  50  70", "\" 1   30  40  50 070", 1),
            &["1"][..],
            format!("{bad}my weights are not written as I write them\n"),
        ),
        (
            zero.replacen(
                "\"   on its rows                                 0",
                "\"   on its rows                              1000",
                1,
            ),
            &["1"][..],
            format!("{bad}a row's worth is out of its bounds\n"),
        ),
        (
            zero.replacen(
                "I take first: 1 2 3 4 5 6 7",
                "I take first: 1 2 3 4 5 6 6",
                1,
            ),
            &["1"][..],
            format!("{bad}my order among equals is not the seven columns\n"),
        ),
        (
            zero.replacen("\"lookahead       0\"", "\"lookahead       9\"", 1),
            &["1"][..],
            format!("{bad}my lookahead is out of its bounds\n"),
        ),
        // A reply of mine I would not play, and a game said to be won.
        (
            playing.replacen("\"  1-21: 4 4 4", "\"  1-21: 4 5 4", 1),
            &["1"][..],
            format!("{bad}my moves are not a game I would play\n"),
        ),
        (
            playing.replacen("\"connect-four: on\"", "\"connect-four: won\"", 1),
            &["1"][..],
            format!("{bad}my first line does not say where the game stands\n"),
        ),
    ] {
        if args == ["1"] {
            assert!(
                source != zero && source != playing,
                "{message}: the edit took"
            );
        }
        let (code, stdout, stderr) = run(&source, args);
        assert_eq!(code, Some(2), "{args:?} {message}");
        assert!(stdout == source, "{args:?}: {message}: source changed");
        assert_eq!(stderr, message, "{args:?}");
    }
}

#[test]
fn a_generation_draws_the_board_with_the_last_moves_in_brackets_and_the_four_in_parentheses() {
    let mut rng = Random::new(3);
    let (line, last) =
        play_out::<ConnectFour>(ConnectFour::new_game(Weights::FOURS), &mut rng, false).unwrap();
    assert_eq!(ConnectFour::status(&last.state), Status::Won);
    // The generation before the last move, run with it.
    let mut state = ConnectFour::new_game(Weights::FOURS);
    for &mv in &line.moves[..line.moves.len() - 1] {
        state = ConnectFour::play(state, Some(mv)).unwrap().state;
    }
    let mv = line.moves[line.moves.len() - 1];
    let (code, stdout, said) = run(&ConnectFour::source(&state), &[&mv.to_string()]);
    assert_eq!(code, Some(0), "{said}");
    assert_eq!(stdout, ConnectFour::source(&last.state));
    let lines: Vec<&str> = said.lines().collect();
    assert_eq!(lines[0], "     1  2  3  4  5  6  7");
    assert_eq!(
        lines[7],
        "     1  2  3  4  5  6  7    [ ] last moves, ( ) the four"
    );
    // Each row as the library has it, cell by cell, 3 columns to a cell.
    let rows = ConnectFour::rows(&last.position);
    for (r, row) in rows.iter().enumerate() {
        let drawn: String = lines[r + 1][4..25].chars().skip(1).step_by(3).collect();
        assert_eq!(&drawn, row, "row {}", 6 - r);
    }
    let board = lines[..8].concat();
    assert_eq!(
        board.matches('[').count(),
        1 + 1,
        "your last move (mine is in the four) and the legend"
    );
    assert_eq!(board.matches('(').count(), 4 + 1, "the four and the legend");
    // Then how the game went, and what I learned from it (after every
    // game, won ones too).
    let end = lines[8];
    assert!(lines[9].starts_with("I learned (lesson 1):"), "{said}");
    assert!(
        end.starts_with(&format!("You took {mv}, I took {}.", last.replies[0])),
        "{end}"
    );
    assert!(end.contains(". My four, ") && end.ends_with('.'), "{end}");
    assert!(!end.contains("win"), "the driver says who won: {end}");
    assert!(said.lines().all(|line| line.len() <= 80), "{said}");
}

/// A loss of `weights` against `name`, moving first or second: the game,
/// the last turn.
fn loss(
    weights: Weights,
    name: &str,
    computer_first: bool,
) -> Option<(Line<ConnectFour>, merlyn::game::Turn<ConnectFour>)> {
    let mut player = player::by_name::<ConnectFour>(name).unwrap();
    let (line, last) = play_out(
        ConnectFour::new_game(weights),
        player.as_mut(),
        computer_first,
    )
    .unwrap();
    (ConnectFour::status(&last.state) == Status::Lost).then_some((line, last))
}

#[test]
fn after_every_loss_the_same_moves_never_give_the_same_game_and_weights_keep_bounds() {
    let mut losses = 0;
    for opponent in [
        "greedy",
        "alphabeta:2",
        "alphabeta:4",
        "alphabeta:6",
        "random:1",
        "random:2",
    ] {
        let mut weights = Weights::FOURS;
        for game in 0..12 {
            let Some((line, last)) = loss(weights, opponent, game % 2 == 1) else {
                continue;
            };
            losses += 1;
            let learned = ConnectFour::strategy(&last.state);
            assert!(learned.in_bounds(), "{learned}");
            assert_ne!(learned, weights, "{opponent}: {line} taught nothing");
            let before = merlyn::replay::replay::<ConnectFour>(weights, &line).unwrap();
            let after = merlyn::replay::replay::<ConnectFour>(learned, &line);
            assert!(
                after.is_err() || after.unwrap().computer != before.computer,
                "{opponent}: {line} is lost the same way again"
            );
            weights = learned;
        }
    }
    assert!(losses >= 5, "{losses}");
}

#[test]
fn a_loss_is_seen_first_as_a_lesson_to_look_further_ahead() {
    // Generation zero's first loss against a two-move search is one a
    // deeper look would have seen.
    let (line, last) = (0..2)
        .find_map(|g| loss(Weights::FOURS, "alphabeta:2", g == 1))
        .expect("a loss");
    let learned = ConnectFour::strategy(&last.state);
    assert!(learned.lookahead > 0, "{line}: {learned}");
    assert_eq!(learned.lessons, 1, "{line}: {learned}");
    // One move less far would not have played otherwise.
    let nearer = Weights::looking(learned.lookahead - 1);
    let before = merlyn::replay::replay::<ConnectFour>(Weights::FOURS, &line).unwrap();
    let near = merlyn::replay::replay::<ConnectFour>(nearer, &line).unwrap();
    assert_eq!(near.computer, before.computer, "{line}: {learned}");
    let there =
        merlyn::replay::replay::<ConnectFour>(Weights::looking(learned.lookahead), &line).unwrap();
    assert_ne!(there.computer, before.computer, "{line}: {learned}");
}

/// An independent count of the tree: heights of the columns and two sets
/// of bits, one bit per cell, 7 bits to a column (the top one a guard).
fn count(xs: u64, os: u64, heights: [u32; 7], depth: u32) -> u64 {
    let won = |b: u64| {
        [1, 7, 6, 8].iter().any(|&s| {
            let m = b & (b >> s);
            m & (m >> (2 * s)) != 0
        })
    };
    if won(xs) || won(os) {
        return 1;
    }
    if depth == 0 {
        return 1;
    }
    let mut total = 0;
    let mut any = false;
    for c in 0..7 {
        if heights[c] < 6 {
            any = true;
            let bit = 1u64 << (c as u32 * 7 + heights[c]);
            let mut h = heights;
            h[c] += 1;
            // The side to move owns the fewer discs (X moves first).
            total += if xs.count_ones() == os.count_ones() {
                count(xs | bit, os, h, depth - 1)
            } else {
                count(xs, os | bit, h, depth - 1)
            };
        }
    }
    if any { total } else { 1 }
}

#[test]
fn perft_agrees_with_a_count_of_the_tests_own() {
    for depth in 1..=6 {
        let own = count(0, 0, [0; 7], depth);
        assert_eq!(
            merlyn::perft::from_start::<ConnectFour>(depth),
            own,
            "depth {depth}"
        );
    }
    // Past the depth where the first fours come (7 moves).
    let own = count(0, 0, [0; 7], 8);
    Test::merlyn()
        .args(["perft", "connect-four", "8"])
        .stdout(&format!("depth=8 nodes={own}\n"))
        .run();
}

#[test]
fn a_whole_game_through_the_driver_ends_with_its_four_and_the_drivers_word() {
    let mut rng = Random::new(5);
    let (line, last) =
        play_out::<ConnectFour>(ConnectFour::new_game(Weights::FOURS), &mut rng, true).unwrap();
    assert_eq!(ConnectFour::status(&last.state), Status::Won);
    let mut test = Test::play().args(["connect-four"]).run().then();
    let (final_move, rest) = line.moves.split_last().unwrap();
    for mv in rest {
        test = test.args(["connect-four", &mv.to_string()]).run().then();
    }
    let ran = test.args(["connect-four", &final_move.to_string()]).run();
    let lines: Vec<&str> = ran.stdout.lines().collect();
    // The program says how the game ended, the driver who won, once.
    assert_eq!(lines.last(), Some(&"I win!"), "{}", ran.stdout);
    let ending = lines
        .iter()
        .find(|l| l.contains(". My four, "))
        .unwrap_or_else(|| panic!("{}", ran.stdout));
    assert!(!ending.contains("win"), "{}", ran.stdout);
    assert_eq!(
        lines.iter().filter(|l| l.contains("win")).count(),
        1,
        "{}",
        ran.stdout
    );
    let next = ran.read("connect-four-next.rs");
    assert_eq!(
        merlyn::generation::read::<ConnectFour>(&next).unwrap(),
        last.state
    );
    // A won game teaches too: its successor, which learned what the game
    // was worth, is the best program the next game starts from, and the
    // record says what it learned.
    let learned = ConnectFour::strategy(&last.state);
    assert_eq!(learned.lessons, 1);
    assert_ne!(learned, Weights::FOURS);
    let best = merlyn::generation::read::<ConnectFour>(&ran.read("connect-four.rs")).unwrap();
    assert_eq!(ConnectFour::strategy(&best), learned);
    let record = ran.read("connect-four-history.txt");
    assert!(
        record.contains(&format!(
            " result=win strategy={} learned={learned} lesson=I learned (lesson 1): - ",
            Weights::FOURS
        )) && record.ends_with(".\n")
            && record.lines().count() == 1,
        "{record}"
    );
    // A turn killed after its commit, before the won game's successor
    // was installed (the best program still generation zero, the
    // driver's record of the lesson kept): the next command installs it,
    // and the next game starts from it.
    let learned_text = ran.read("connect-four.rs");
    assert_eq!(learned_text, next);
    let again = ran
        .then()
        .write("connect-four.rs", ConnectFour::ZERO)
        .write(".play-connect-four/learned", &learned_text)
        .write(
            ".play-connect-four/began",
            &format!("taught {}\n", merlyn::driver::key(learned_text.as_bytes())),
        )
        .args(["connect-four", "4"])
        .run();
    assert_eq!(again.read("connect-four.rs"), learned_text);
    assert!(
        again.stdout.starts_with(
            "That game is over: a new one begins. I look 0 moves ahead, after 1 lesson."
        ),
        "{}",
        again.stdout
    );
}

#[test]
fn training_learns_from_every_game_and_from_a_lost_one_more() {
    use merlyn::train::{Learner, Opponent, Schedule, train_with};
    let learner = Learner::<ConnectFour>::new(Weights::FOURS);
    let mut opponents = [Opponent {
        name: "self".to_string(),
        player: learner.copy(),
    }];
    let schedule = Schedule {
        games: Some(12),
        unbeaten: 0,
        losses: usize::MAX,
        opening_moves: ConnectFour::SELF_PLAY_OPENING,
        seed: 5,
    };
    let training = train_with(&learner, &mut opponents, &schedule, |_| {
        std::ops::ControlFlow::Continue(())
    })
    .unwrap();
    // A lesson for each game, won, lost or drawn; only the lost ones
    // teach it to look further ahead.
    assert_eq!(training.games, 12);
    assert_eq!(training.strategy.lessons, 12);
    assert!(
        !training.losses.is_empty() && training.losses.len() < 12,
        "{} losses",
        training.losses.len()
    );
    assert!(training.strategy.lookahead > 0);
    assert_ne!(training.strategy.rows, Weights::FOURS.rows);
}

#[test]
fn a_lost_game_teaches_connect_four_rs_and_says_what_it_learned() {
    let (line, last) = (0..2)
        .find_map(|g| loss(Weights::FOURS, "alphabeta:2", g == 1))
        .expect("a loss");
    let mut test = Test::play();
    if line.computer_first {
        test = test.args(["connect-four"]).run().then();
    }
    let (final_move, rest) = line.moves.split_last().unwrap();
    for mv in rest {
        test = test.args(["connect-four", &mv.to_string()]).run().then();
    }
    let ran = test.args(["connect-four", &final_move.to_string()]).run();
    assert_eq!(
        ran.stdout.lines().last(),
        Some("I lose...I won't make THAT mistake again!"),
        "{}",
        ran.stdout
    );
    // What it learned, a line for each thing, after the number of the
    // lesson; every line within 80 columns.
    let learned = ConnectFour::strategy(&last.state);
    let moves = if learned.lookahead == 1 {
        "move"
    } else {
        "moves"
    };
    let lines: Vec<&str> = ran.stdout.lines().collect();
    let at = lines
        .iter()
        .position(|l| *l == "I learned (lesson 1):")
        .unwrap_or_else(|| panic!("{}", ran.stdout));
    assert_eq!(
        lines[at + 1],
        format!("- I look {} {moves} ahead, not 0.", learned.lookahead)
    );
    assert!(
        lines[at + 2..lines.len() - 1]
            .iter()
            .all(|l| l.starts_with("- ")),
        "{}",
        ran.stdout
    );
    assert!(lines.iter().all(|l| l.len() <= 80), "{}", ran.stdout);
    let best = merlyn::generation::read::<ConnectFour>(&ran.read("connect-four.rs")).unwrap();
    assert_eq!(
        ConnectFour::strategy(&best),
        ConnectFour::strategy(&last.state)
    );
    assert_eq!(ConnectFour::status(&best), Status::Lost);
}

#[test]
fn match_train_replay_new_and_show_take_connect_four() {
    let matched = Test::merlyn()
        .args([
            "match",
            "fours",
            "alphabeta:2",
            "--game",
            "connect-four",
            "--games",
            "4",
        ])
        .run();
    assert!(
        matched.stdout.ends_with("result a=0 draws=0 b=4\n"),
        "{}",
        matched.stdout
    );
    // The first loss to a two-move search is the trap 4435 6, which a
    // look three moves beyond its own would have seen; the lesson learns
    // from it as replaying it in the library does.
    let zero = Weights::FOURS.to_string();
    let trap = merlyn::line::Line::<ConnectFour>::parse("44356").unwrap();
    let learned = merlyn::replay::replay::<ConnectFour>(Weights::FOURS, &trap)
        .unwrap()
        .strategy();
    assert_eq!((learned.lookahead, learned.lessons), (3, 1), "{learned}");
    Test::merlyn()
        .args(["train", "--game", "connect-four", "--against", "alphabeta:2", "--losses", "1"])
        .stdout(&format!(
            "loss 1 against=alphabeta:2 line=44356 weights={learned}\ngave-up losses=1 games=1 weights={learned}\n"
        ))
        .status(1)
        .run();
    Test::merlyn()
        .args(["replay", "--game", "connect-four", "44356", "c4"])
        .stdout(&format!(
            "44356 computer=4442 result=loss discs=5-4 weights={learned}\n\
             c4 computer=44 result=ongoing discs=1-2 weights={zero}\n"
        ))
        .run();
    let new = Test::merlyn().args(["new", "connect-four"]).run();
    assert_eq!(new.stdout, ConnectFour::ZERO);
    let shown = Test::merlyn()
        .args(["show", "connect-four.rs"])
        .write("connect-four.rs", ConnectFour::ZERO)
        .run();
    assert!(
        shown.stdout.contains(&format!(
            "game=connect-four status=new face=:-| discs=0-0 weights={zero}\n"
        )),
        "{}",
        shown.stdout
    );
    assert!(
        shown
            .stdout
            .starts_with("  1 2 3 4 5 6 7\n6 . . . . . . . 6\n"),
        "{}",
        shown.stdout
    );
}
