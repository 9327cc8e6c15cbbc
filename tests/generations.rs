//! Every game's generated program, compiled with the real `rustc` and run:
//! it compiles cleanly, reproduces itself with no file to read, plays the
//! turn the library plays, changes only its state block, and refuses bad
//! input without losing a byte.

mod common;

use common::compiled;
use merlyn::game::{Game, Rules, Side, Status};
use merlyn::games::{Kind, Task};
use merlyn::gomoku::{Gomoku, Weights as GomokuWeights};
use merlyn::player::Random;
use merlyn::reversi::{Reversi, Weights};
use merlyn::tictactoe::TicTacToe;
use merlyn::tictactoe::program::cell;
use std::path::Path;
use std::process::{Command, Output};

fn run(binary: &Path, args: &[&str]) -> Output {
    Command::new(binary)
        .args(args)
        .output()
        .expect("the generation runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

/// A game in progress: the human's first legal move played.
fn mid_game<G: Game>() -> G::State {
    let zero = G::new_game(G::zero_strategy());
    let first = G::moves(&G::position(&zero))[0];
    G::play(zero, Some(first)).unwrap().state
}

/// A finished game the program won, found by playing `first` against it.
fn won<G: Game>() -> G::State {
    let mut rng = Random::new(1);
    loop {
        let mut state = G::new_game(G::zero_strategy());
        while !G::status(&state).is_over() {
            let moves = G::moves(&G::position(&state));
            let mv = moves[(rng.next_u64() % moves.len() as u64) as usize];
            state = G::play(state, Some(mv)).unwrap().state;
        }
        if G::status(&state) == Status::Won {
            return state;
        }
    }
}

#[test]
fn every_generation_zero_compiles_without_warnings_plain_and_optimised() {
    for kind in Kind::ALL {
        compiled(kind.zero(), &[]);
        compiled(kind.zero(), &["-O"]);
    }
}

/// The unsafe blocks of `text`: how many, and the lines (from 1) of those
/// without a SAFETY comment in the three lines above.
fn unsafe_blocks(text: &str) -> (usize, Vec<usize>) {
    let lines: Vec<&str> = text.lines().collect();
    let blocks: Vec<usize> = (0..lines.len())
        .filter(|&i| lines[i].contains("unsafe {"))
        .collect();
    let bare = blocks
        .iter()
        .filter(|&&i| {
            !lines[..i]
                .iter()
                .rev()
                .take(3)
                .any(|line| line.trim_start().starts_with("// SAFETY:"))
        })
        .map(|&i| i + 1)
        .collect();
    (blocks.len(), bare)
}

#[test]
fn a_generation_is_unsafe_only_where_it_meets_the_c_library_and_uses_only_std() {
    let frame = std::fs::read_to_string(common::root().join("templates/frame.rs")).unwrap();
    let (count, bare) = unsafe_blocks(&frame);
    assert_eq!(count, 4, "unsafe blocks");
    assert!(bare.is_empty(), "no SAFETY comment above lines {bare:?}");
    for kind in Kind::ALL {
        let body = &kind.zero()[..kind.zero().find("pub const SELF").unwrap()];
        // Con-Tac-Tix's playouts take their tree's memory from the C
        // library, see it as a slice, and give it back: three blocks more.
        let more = if kind == Kind::ConTacTix { 3 } else { 0 };
        let (count, bare) = unsafe_blocks(body);
        assert_eq!(
            count,
            4 + more,
            "{}: unsafe only in the frame, and where the game meets the C library",
            kind.name()
        );
        assert!(
            bare.is_empty(),
            "{}: no SAFETY comment above lines {bare:?}",
            kind.name()
        );
        assert!(
            !body.lines().any(|line| line.starts_with("use ")),
            "{}",
            kind.name()
        );
    }
}

#[derive(Clone, Copy)]
struct FromElsewhere;

impl Task for FromElsewhere {
    type Output = ();
    fn run<G: Game>(self) {
        let source = G::source(&mid_game::<G>());
        let built = tempfile::tempdir().unwrap();
        std::fs::write(built.path().join("next.rs"), &source).unwrap();
        let status = Command::new("rustc")
            .args(["next.rs", "-o", "next"])
            .current_dir(built.path())
            .status()
            .unwrap();
        assert!(status.success());
        std::fs::remove_file(built.path().join("next.rs")).unwrap();
        let elsewhere = tempfile::tempdir().unwrap();
        let output = Command::new(built.path().join("next"))
            .current_dir(elsewhere.path())
            .output()
            .unwrap();
        assert_eq!(text(&output.stdout), source, "{}", G::NAME);
        assert_eq!(output.status.code(), Some(2));
        assert!(
            text(&output.stderr).starts_with("error: it is your move: "),
            "{}: {}",
            G::NAME,
            text(&output.stderr)
        );
    }
}

#[test]
fn a_binary_reproduces_its_source_from_elsewhere_after_the_source_is_deleted() {
    for kind in Kind::ALL {
        kind.run(FromElsewhere);
    }
}

#[derive(Clone, Copy)]
struct PlaysAsTheLibrary;

impl Task for PlaysAsTheLibrary {
    type Output = ();
    fn run<G: Game>(self) {
        let before = mid_game::<G>();
        let source = G::source(&before);
        let binary = compiled(&source, &[]);
        let mv = G::moves(&G::position(&before))[0];
        let output = run(&binary, &[&mv.to_string()]);
        assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
        let after = text(&output.stdout);
        let turn = G::play(before, Some(mv)).unwrap();
        assert_eq!(after, G::source(&turn.state), "{}", G::NAME);
        // It draws the board, then says what we did, in one line.
        let said = text(&output.stderr);
        let last = said.lines().last().unwrap_or("");
        assert!(
            last.starts_with(&format!("You took {mv}")) && said.ends_with(".\n"),
            "{}: {said}",
            G::NAME
        );
        for reply in &turn.replies {
            assert!(said.contains(&reply.to_string()), "{said}");
        }
        // Only lines of the state block change.
        assert_eq!(after.lines().count(), source.lines().count());
        let block = source.find(merlyn::generation::OPEN).unwrap();
        let close = format!("\n{}\n", merlyn::generation::CLOSE);
        let end = block + source[block..].find(&close).unwrap();
        assert_eq!(source[..block], after[..block]);
        let tail = &source[end..];
        assert_eq!(&after[after.len() - tail.len()..], tail);
    }
}

#[test]
fn a_successor_is_the_turn_the_library_plays_and_changes_only_its_state_block() {
    for kind in Kind::ALL {
        kind.run(PlaysAsTheLibrary);
    }
}

/// Runs a compiled generation with `args`, expecting a refusal: its own
/// source unchanged on stdout, `message` on stderr, exit 2.
fn refuses(source: &str, args: &[&str], message: &str) {
    let binary = compiled(source, &[]);
    let output = run(&binary, args);
    assert_eq!(output.status.code(), Some(2), "{args:?}");
    assert!(text(&output.stdout) == source, "{args:?}: source changed");
    assert_eq!(
        text(&output.stderr),
        format!("error: {message}\n"),
        "{args:?}"
    );
}

#[test]
fn tic_tac_toe_refuses_bad_input_printing_itself_unchanged() {
    let zero = TicTacToe::ZERO;
    let playing = TicTacToe::source(&mid_game::<TicTacToe>());
    let won = TicTacToe::source(&won::<TicTacToe>());
    let cheat = playing.replacen("        \"   |   |   \",", "        \" X |   |   \",", 1);
    let not_a_move = "a move is one cell, a digit from 1 to 9";
    for (source, args, message) in [
        (zero, &["0"][..], not_a_move),
        (zero, &["10"], not_a_move),
        (zero, &["x"], not_a_move),
        (zero, &["-1"], not_a_move),
        (zero, &[""], not_a_move),
        (zero, &["1", "2"], "give one move at a time"),
        (&playing, &["1"], "cell 1 is taken"),
        (&playing, &[], "it is your move: give a cell from 1 to 9"),
        (&won, &["2"], "this game is over: start a new one"),
        (
            &cheat,
            &["5"],
            "my board is not a position of this game: X and 0 counts are impossible",
        ),
        (
            &playing.replacen("\"tic-tac-toe: on\"", "\"tic-tac-toe: won\"", 1),
            &["5"],
            "my board is not a position of this game: a line is not as I write it",
        ),
    ] {
        refuses(source, args, message);
    }
}

#[test]
fn reversi_refuses_bad_input_printing_itself_unchanged() {
    let zero = Reversi::ZERO;
    let playing = Reversi::source(&mid_game::<Reversi>());
    let won = Reversi::source(&won::<Reversi>());
    let not_a_move = "a move is one square: a column a-h, then a row 1-8, such as f5";
    let bad = |why: &str| format!("my board is not a position of this game: {why}");
    // Cheats: a disc added, a weight that is no number or beyond 999, a
    // table not as the program writes it, a depth of 0 or beyond the
    // deepest, lessons beyond their count, a status that does not match, a
    // line gone, a move the program would not have played.
    let disc = zero.replacen(" 3 |                 | 3", " 3 |       X         | 3", 1);
    let mark = zero.replacen(" 4 |       0 X       | 4", " 4 |       Q X       | 4", 1);
    let centre = zero.replacen(" 5 |       X 0       | 5", " 5 |       X         | 5", 1);
    let row = "  mine    1   90   10   60   60     yours   1    0    0    0    0";
    assert!(zero.contains(row), "{zero}");
    let weight = zero.replacen(row, &row.replacen("  60   60", "  60   6x", 1), 1);
    let huge = zero.replacen(row, &row.replacen("   90", " 1000", 1), 1);
    let moved = zero.replacen(row, &row.replacen("   90", "  90 ", 1), 1);
    let depth = |n: &str| {
        zero.replacen(
            "\"  I look 1 move ahead; lessons taken: 0\"",
            &format!("\"  I look {n} move ahead; lessons taken: 0\""),
            1,
        )
    };
    let (shallow, deep, wordy) = (depth("0"), depth("5"), depth("x"));
    let lessons = zero.replacen("lessons taken: 0", "lessons taken: 1000000", 1);
    let status = playing.replacen("\"reversi: on\"", "\"reversi: won\"", 1);
    let short = zero.replacen("        \"moves 41-60:\",\n", "", 1);
    let f5f4 = playing.contains("moves  1-20: d3 c3");
    assert!(
        f5f4,
        "the first legal move, d3, is answered with c3:\n{playing}"
    );
    let other = playing.replacen("moves  1-20: d3 c3", "moves  1-20: d3 e3", 1);
    for (source, args, message) in [
        (zero, &["i1"][..], not_a_move.to_string()),
        (zero, &["f"], not_a_move.to_string()),
        (zero, &["f55"], not_a_move.to_string()),
        (zero, &["f5x"], not_a_move.to_string()),
        (zero, &[""], not_a_move.to_string()),
        (zero, &["f5", "d6"], "give one move at a time".to_string()),
        (zero, &["d4"], "square d4 is taken".to_string()),
        (
            zero,
            &["a1"],
            "square a1 flips none of my discs".to_string(),
        ),
        (&playing, &["d4"], "square d4 is taken".to_string()),
        (
            &playing,
            &["a1"],
            "square a1 flips none of my discs".to_string(),
        ),
        (
            &playing,
            &[],
            "it is your move: give a square, such as f5".to_string(),
        ),
        // A game over, learned from, opens a new one: a1 is no move there.
        (
            &won,
            &["a1"],
            "square a1 flips none of my discs".to_string(),
        ),
        (
            &disc,
            &["f5"],
            bad("the board is not the one my moves make"),
        ),
        (
            &mark,
            &["f5"],
            bad("the board is not the one my moves make"),
        ),
        (
            &centre,
            &["f5"],
            bad("the board is not the one my moves make"),
        ),
        (
            &weight,
            &["f5"],
            bad("my weights are not written as I write them"),
        ),
        (
            &huge,
            &["f5"],
            bad("a weight is not a whole number from -999 to 999"),
        ),
        (
            &moved,
            &["f5"],
            bad("my weights are not written as I write them"),
        ),
        (
            &shallow,
            &["f5"],
            bad("my depth is not a number from 1 to 4"),
        ),
        (&deep, &["f5"], bad("my depth is not a number from 1 to 4")),
        (
            &wordy,
            &["f5"],
            bad("my weights are not written as I write them"),
        ),
        (
            &lessons,
            &["f5"],
            bad("my lessons are not a number from 0 to 999999"),
        ),
        (
            &status,
            &["f5"],
            bad("my first line does not say where the game stands"),
        ),
        (&short, &["f5"], bad("my state is not 39 lines")),
        (&other, &["f5"], bad("my moves are not a game I would play")),
    ] {
        refuses(source, args, &message);
    }
}

/// What a Reversi generation says as a new game begins: its weights, as
/// the table of its state shows them.
const NEW_GAME: &str = "\
A new game. My weights: what a disc is worth to me on a square of this
corner of the board (the other three mirror it), and what else I weigh:
               a    b    c    d                  a    b    c    d
  mine    1   90   10   60   60     yours   1    0    0    0    0
          2        10   20   20             2         0    0    0
          3             40   40             3              0    0
          4                  40             4                   0
  a move I could make 0, a move you could make 0
  a disc beside an empty square, mine 0, yours 0
  a disc beside an empty corner, mine 0, yours 0
  I look 1 move ahead; lessons taken: 0
";

#[test]
fn reversi_takes_moves_in_either_case() {
    let binary = compiled(Reversi::ZERO, &[]);
    let lower = run(&binary, &["f5"]);
    let upper = run(&binary, &["F5"]);
    assert_eq!(lower.status.code(), Some(0));
    assert_eq!(lower.stdout, upper.stdout);
    // The board drawn for the player: the last moves in brackets, the
    // discs they turned in parentheses, the squares open to X starred.
    let view = "     a  b  c  d  e  f  g  h
 1   .  .  .  .  .  .  .  .   1
 2   .  .  .  .  .  .  .  .   2
 3   .  .  *  *  *  *  *  .   3
 4   .  .  .  0 (0)[0] .  .   4
 5   .  .  .  X (X)[X] .  .   5
 6   .  .  .  .  .  .  .  .   6
 7   .  .  .  .  .  .  .  .   7
 8   .  .  .  .  .  .  .  .   8
     a  b  c  d  e  f  g  h
Discs: you 3, me 3. [ ] last moves, ( ) turned, * yours to take.
";
    assert_eq!(
        text(&upper.stderr),
        format!("{NEW_GAME}{view}You took f5, I took f4.\n")
    );
}

#[test]
fn plays_the_published_game_one_four_six_through_compiled_generations() {
    let mut source = TicTacToe::ZERO.to_string();
    for human in ["1", "4", "6"] {
        let output = run(&compiled(&source, &[]), &[human]);
        assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
        source = text(&output.stdout);
    }
    let game = merlyn::generation::read::<TicTacToe>(&source).unwrap();
    assert_eq!(game.x, cell(1) | cell(4) | cell(6));
    assert_eq!(game.o, cell(7) | cell(8) | cell(9));
    assert!(source.contains(
        "    pub static STATE: &[&str] = &[\n        \"tic-tac-toe: won\",\n        \
         \" X |   |   \",\n        \"---+---+---\",\n        \" X |   | X \",\n        \
         \"---+---+---\",\n        \" 0 | 0 | 0 \",\n        \"1999999999  :-) \",\n    ];\n"
    ));
}

#[test]
fn a_reversi_generation_opens_at_e3_when_run_without_a_move() {
    let output = run(&compiled(Reversi::ZERO, &[]), &[]);
    let said = text(&output.stderr);
    assert!(said.starts_with(NEW_GAME), "{said}");
    assert!(said.ends_with("\nI took e3.\n"), "{said}");
    assert!(
        said.contains("\n 3   .  .  .  * [0] *  .  .   3\n"),
        "{said}"
    );
    let state = merlyn::generation::read::<Reversi>(&text(&output.stdout)).unwrap();
    let opened = Reversi::apply(
        &Reversi::start(Side::Zero),
        merlyn::reversi::Move::Square(20),
    );
    assert_eq!((state.x, state.o), (opened.x, opened.o));
    assert_eq!(Reversi::strategy(&state), Weights::REVERXII);
}

#[test]
fn gomoku_refuses_bad_input_printing_itself_unchanged() {
    let zero = Gomoku::ZERO;
    let playing = Gomoku::source(&mid_game::<Gomoku>());
    let not_a_move = "a move is one cell: a column a-o, then a row 1-15, such as h8";
    let bad = |why: &str| format!("my board is not a position of this game: {why}");
    // Cheats: a stone added, a weight out of its bounds (an order broken),
    // a weight written otherwise, a value out of its bounds, a status that
    // does not match, a line gone, a move the program would not have
    // played. Every refusal fits 80 columns.
    let stone = zero.replacen(
        "  3 | . . . . . . . . . . . . . . . |  3",
        "  3 | . . . X . . . . . . . . . . . |  3",
        1,
    );
    let mark = zero.replacen(
        "  3 | . . . . . . . . . . . . . . . |  3",
        "  3 | . . . Q . . . . . . . . . . . |  3",
        1,
    );
    let fours = zero.replacen("four             400", "four              99", 1);
    let order = zero.replacen("one                2", "one                7", 1);
    let five = zero.replacen("five            5000", "five            4000", 1);
    let padded = zero.replacen("four             400", "four            0400", 1);
    let value = zero.replacen("4 in a window     +0", "4 in a window  +1000", 1);
    let status = playing.replacen("\"gomoku: on\"", "\"gomoku: won\"", 1);
    let short = zero.replacen("        \"211-225:\",\n", "", 1);
    assert!(
        playing.contains("\"  1- 15: a15 c13\""),
        "the first legal move, a15, is answered with c13:\n{playing}"
    );
    let other = playing.replacen("\"  1- 15: a15 c13\"", "\"  1- 15: a15 b14\"", 1);
    let first = playing.replacen("\"moves, you first:\"", "\"moves, I first:\"", 1);
    for (source, args, message) in [
        (zero, &["p1"][..], not_a_move.to_string()),
        (zero, &["h0"], not_a_move.to_string()),
        (zero, &["h16"], not_a_move.to_string()),
        (zero, &["h8x"], not_a_move.to_string()),
        (zero, &["h"], not_a_move.to_string()),
        (zero, &["h100"], not_a_move.to_string()),
        (zero, &[""], not_a_move.to_string()),
        (zero, &["h8", "h9"], "give one move at a time".to_string()),
        (&playing, &["a15"], "cell a15 is taken".to_string()),
        (
            &playing,
            &[],
            "it is your move: give a cell, such as h8".to_string(),
        ),
        (&stone, &["h8"], bad("my moves do not make this board")),
        (&mark, &["h8"], bad("my moves do not make this board")),
        (&fours, &["h8"], bad("a weight is out of its bounds")),
        (&order, &["h8"], bad("a weight is out of its bounds")),
        (&five, &["h8"], bad("a weight is out of its bounds")),
        (&padded, &["h8"], bad("my weights are written wrong")),
        (&status, &["h8"], bad("my first line does not fit it")),
        (&value, &["h8"], bad("a value is out of its bounds")),
        (&short, &["h8"], bad("my state is not 60 lines")),
        (&other, &["h8"], bad("my moves are not what I play")),
        (&first, &["h8"], bad("my moves are not what I play")),
    ] {
        assert!(message.len() + "error: ".len() <= 80, "{message}");
        refuses(source, args, &message);
    }
}

#[test]
fn gomoku_takes_moves_in_either_case_and_rows_past_nine() {
    let binary = compiled(Gomoku::ZERO, &[]);
    let lower = run(&binary, &["j10"]);
    let upper = run(&binary, &["J10"]);
    assert_eq!(lower.status.code(), Some(0));
    assert_eq!(lower.stdout, upper.stdout);
    let said = text(&upper.stderr);
    assert!(
        said.starts_with(&format!(
            "A new game, with my weights {}.\n     a  b  c",
            GomokuWeights::TICK5
        )),
        "{said}"
    );
    assert!(said.ends_with("\nYou took j10, I took j12.\n"), "{said}");
    // Row 15 on top; the last moves in brackets.
    let rows: Vec<&str> = said.lines().skip(2).take(15).collect();
    assert_eq!(rows[0], format!("15  {}  15", " . ".repeat(15)));
    assert_eq!(
        rows[3],
        format!("12  {}[0]{}  12", " . ".repeat(9), " . ".repeat(5))
    );
    assert_eq!(
        rows[5],
        format!("10  {}[X]{}  10", " . ".repeat(9), " . ".repeat(5))
    );
}

#[test]
fn a_gomoku_generation_opens_at_h8_when_run_without_a_move() {
    let output = run(&compiled(Gomoku::ZERO, &[]), &[]);
    let said = text(&output.stderr);
    assert!(
        said.starts_with(&format!(
            "A new game, with my weights {}.\n",
            GomokuWeights::TICK5
        )),
        "{said}"
    );
    assert!(said.ends_with("\nI took h8.\n"), "{said}");
    assert!(
        said.contains(&format!(
            "\n 8  {}[0]{}   8\n",
            " . ".repeat(7),
            " . ".repeat(7)
        )),
        "{said}"
    );
    let source = text(&output.stdout);
    assert!(source.contains("\"moves, I first:\",\n        \"  1- 15: h8\","));
    let state = merlyn::generation::read::<Gomoku>(&source).unwrap();
    assert_eq!(state.count, 1);
    assert_eq!(state.cells[112], 2);
}

#[test]
fn reversi_says_when_it_passes() {
    // The first game against a random player in which a move of yours
    // leaves generation zero no move, the game going on.
    let mut random = Random::new(5);
    let (before, mv) = 'found: loop {
        let mut state = Reversi::new_game(Reversi::zero_strategy());
        while !Reversi::status(&state).is_over() {
            let moves = Reversi::moves(&Reversi::position(&state));
            let mv = moves[(random.next_u64() % moves.len() as u64) as usize];
            let turn = Reversi::play(state, Some(mv)).unwrap();
            if turn.replies.is_empty() && Reversi::status(&turn.state) == Status::On {
                break 'found (state, mv);
            }
            state = turn.state;
        }
    };
    let binary = compiled(&Reversi::source(&before), &[]);
    let ran = run(&binary, &[&mv.to_string()]);
    assert_eq!(ran.status.code(), Some(0));
    let said = text(&ran.stderr);
    assert!(
        said.ends_with(&format!(
            "\nYou took {mv}. I pass: I have no move, and it is yours again.\n"
        )),
        "{said}"
    );
    // Only the player's move is a last move, and it is the player's turn.
    assert_eq!(said.matches('[').count(), 2, "{said}");
    assert!(said.contains("[X]"), "{said}");
    assert!(said.contains("* yours to take."), "{said}");
    // The pass stands in the successor's move list, where it happened,
    // and a list that leaves it out is not one the program wrote.
    let next = text(&ran.stdout);
    assert!(next.contains(&format!(" {mv} --")), "{next}");
    assert!(merlyn::generation::read::<Reversi>(&next).is_ok());
    let hidden = next.replacen(&format!(" {mv} --"), &format!(" {mv}"), 1);
    assert!(merlyn::generation::read::<Reversi>(&hidden).is_err());
}

/// The generation a player beats, just before the winning move: its
/// state, and that move (the first game `random:SEED` wins against `G`'s
/// program under `strategy`, or none in 200 games).
fn before_a_loss<G: Game>(strategy: G::Strategy, seed: u64) -> Option<(G::State, G::Move)> {
    let mut random = Random::new(seed);
    for _ in 0..200 {
        let mut state = G::new_game(strategy);
        while !G::status(&state).is_over() {
            let moves = G::moves(&G::position(&state));
            let mv = moves[(random.next_u64() % moves.len() as u64) as usize];
            let turn = G::play(state, Some(mv)).unwrap();
            if G::status(&turn.state) == Status::Lost {
                return Some((state, mv));
            }
            state = turn.state;
        }
    }
    None
}

#[test]
fn reversi_says_what_it_learned_from_a_loss_on_lines_of_at_most_79_columns() {
    let start = Weights::REVERXII;
    let (before, mv) = before_a_loss::<Reversi>(start, 3).expect("a loss");
    let learned = Reversi::strategy(&Reversi::play(before, Some(mv)).unwrap().state);
    let binary = compiled(&Reversi::source(&before), &[]);
    let said = text(&run(&binary, &[&mv.to_string()]).stderr);
    for line in said.lines() {
        assert!(line.len() <= 79, "{line}");
    }
    let lesson = said[said.find("I learned").expect("a lesson")..].replace('\n', " ");
    // The depth, and every weight that moved, in the order of the state:
    // the program's discs kind by kind, the other side's, then the rest.
    let mut expected = String::from("I learned, in my lesson 1:");
    if learned.depth != 1 {
        expected.push_str(&format!(" I look {} moves ahead, not 1;", learned.depth));
    }
    let kinds = ["a1", "b1", "c1", "d1", "b2", "c2", "d2", "c3", "d3", "d4"];
    let rest = [
        "my moves",
        "your moves",
        "mine beside empty squares",
        "yours beside empty squares",
        "mine beside empty corners",
        "yours beside empty corners",
    ];
    let mut group = "";
    for (i, (&was, &is)) in start.weights.iter().zip(&learned.weights).enumerate() {
        if was == is {
            continue;
        }
        expected.push_str(if group.is_empty() {
            " my weights moved:"
        } else {
            ""
        });
        let name = match i {
            0..10 if group != "mine" => format!("mine {}", kinds[i]),
            10..20 if group != "yours" => format!("yours {}", kinds[i - 10]),
            0..20 => kinds[i % 10].to_string(),
            _ => rest[i - 20].to_string(),
        };
        group = if i < 10 { "mine" } else { "yours" };
        expected.push_str(&format!(" {name} {:+},", is - was));
    }
    assert_ne!(learned, start, "the lesson changed something");
    expected.pop();
    expected.push('.');
    assert_eq!(lesson.trim_end(), expected);
}

#[test]
fn con_tac_tix_says_what_it_learned_from_a_loss() {
    use merlyn::contactix::ConTacTix;
    // On 5x5 its own search beats generation zero moving second.
    let zero = ConTacTix::sized("5x5").unwrap();
    let mut assignment = merlyn::player::by_name::<ConTacTix>("assignment").unwrap();
    let (line, last) =
        merlyn::train::play_out(ConTacTix::new_game(zero), assignment.as_mut(), false).unwrap();
    assert_eq!(
        ConTacTix::status(&last.state),
        Status::Lost,
        "{line} {zero}"
    );
    let mut before = ConTacTix::new_game(zero);
    let (winning, moves) = line.moves.split_last().unwrap();
    for &mv in moves {
        before = ConTacTix::play(before, Some(mv)).unwrap().state;
    }
    let learned = ConTacTix::strategy(&last.state);
    assert_ne!(learned, zero, "the lesson changed something");
    let binary = compiled(&ConTacTix::source(&before), &[]);
    let said = text(&run(&binary, &[&winning.to_string()]).stderr);
    // What it said, its lines folded at 79 columns, as one text.
    let words = said.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(
        words.contains("I learned from this game, my lesson 1: "),
        "{said}"
    );
    // Each weight of its evaluation that moved is named with its old and
    // new value, and the move it will not play again.
    for (name, weight) in merlyn::contactix::program::NAMES
        .iter()
        .zip(learned.learned)
    {
        let named = format!("{name} {weight:+} (was +0)");
        assert_eq!(weight != 0, words.contains(&named), "{named}: {said}");
    }
    let at = usize::from(learned.again_at[0]);
    let cell =
        merlyn::contactix::Cell::new(at % merlyn::contactix::MAX, at / merlyn::contactix::MAX);
    assert!(
        words.contains(&format!(
            "where I played {cell} in this game, I will play another move."
        )),
        "{said}"
    );
}

#[test]
fn gomoku_says_which_values_it_moved_in_lines_of_80_columns() {
    // Looking as far ahead as it may, a lesson can only move values: the
    // first game a built-in player wins against such a program.
    let deepest = GomokuWeights::looking(3);
    let (line, last) = ["threats", "tick5", "greedy"]
        .into_iter()
        .flat_map(|name| [(name, false), (name, true)])
        .find_map(|(name, first)| {
            let mut player = merlyn::player::by_name::<Gomoku>(name).unwrap();
            let (line, last) =
                merlyn::train::play_out(Gomoku::new_game(deepest), player.as_mut(), first).unwrap();
            (Gomoku::status(&last.state) == Status::Lost).then_some((line, last))
        })
        .expect("a loss");
    let learned = Gomoku::strategy(&last.state);
    let mut before = Gomoku::new_game(deepest);
    if line.computer_first {
        before = Gomoku::play(before, None).unwrap().state;
    }
    let (winning, moves) = line.moves.split_last().unwrap();
    for &mv in moves {
        before = Gomoku::play(before, Some(mv)).unwrap().state;
    }
    let binary = compiled(&Gomoku::source(&before), &[]);
    let said = text(&run(&binary, &[&winning.to_string()]).stderr);
    assert!(said.lines().all(|line| line.len() <= 80), "{said}");
    // The lesson, from its first line on, as one sentence.
    let sentence = said
        .split_once("\nI learned, ")
        .expect("a lesson")
        .1
        .trim_end()
        .replace('\n', " ");
    let mut expected = Vec::new();
    for (j, (was, is)) in deepest.values.iter().zip(&learned.values).enumerate() {
        if was != is {
            let whose = match (j < 4, expected.is_empty()) {
                (true, true) => "my stones is worth",
                (true, false) => "mine",
                (false, true) => "your stones is worth",
                (false, false) => "yours",
            };
            expected.push(format!("with {} of {whose} {is:+}, not {was:+}", j % 4 + 1));
        }
    }
    assert!(!expected.is_empty(), "the lesson moved values");
    assert_eq!(
        sentence,
        format!("my lesson 1: a window {}.", expected.join("; "))
    );
}

/// Plays `moves` by hand through compiled generations of tic-tac-toe from
/// generation zero: what the last run said on stderr.
fn by_hand(moves: &[&str]) -> String {
    let mut source = TicTacToe::ZERO.to_string();
    let mut said = String::new();
    for human in moves {
        let output = run(&compiled(&source, &[]), &[human]);
        assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
        source = text(&output.stdout);
        said = text(&output.stderr);
    }
    said
}

#[test]
fn tic_tac_toe_played_by_hand_marks_and_names_the_line_that_won_and_says_how_it_ended() {
    // Its own line: the last move in brackets, the rest of the line in
    // parentheses, and named.
    assert_eq!(
        by_hand(&["1", "4", "6"]),
        " X |   |         1 2 3\n---+---+---\n X |   |[X]      4 5 6\n---+---+---\n\
         (0)|(0)|[0]      7 8 9\nYou took 6, I took 9. Three in a row for me: 7-8-9.\n"
    );
    // Yours, on the board you won on.
    assert_eq!(
        by_hand(&["1", "3", "5", "7"]),
        " X | 0 |(X)      1 2 3\n---+---+---\n   |(X)|         4 5 6\n---+---+---\n\
         [X]| 0 | 0       7 8 9\nYou took 7. Three in a row for you: 3-5-7.\n\
         I learned: my strategy digit for your opening 1 is 8, not 9.\n"
    );
    // A full board, and no line.
    let said = by_hand(&["1", "2", "6", "7", "9"]);
    assert!(
        said.ends_with("You took 9. The board is full, and no one has three in a row.\n"),
        "{said}"
    );
    assert!(!said.contains('('), "{said}");
}

#[test]
fn every_refusal_of_tic_tac_toe_fits_80_columns_by_hand_and_through_the_driver() {
    // Every reason the program gives, as its source writes them.
    let zero = TicTacToe::ZERO;
    let game = &zero[..zero.find("// The frame").unwrap()];
    let mut found = 0;
    for part in game.split("bad(\"").skip(1) {
        let why = &part[..part.find("\")").unwrap()].replace("\\\"", "\"");
        let said = format!("my board is not a position of this game: {why}");
        // By hand after "error: ", through the driver after "play: ".
        assert!(said.len() + "error: ".len() <= 80, "{said}");
        found += 1;
    }
    assert!(found > 10, "the reasons are found: {found}");
    for part in game.split("no(b\"").skip(1) {
        let said = &part[..part.find('"').unwrap()];
        assert!(said.len() + "error: ".len() <= 70, "{said}");
    }
}

#[test]
fn every_game_reads_the_level_asked_of_it_and_the_games_without_levels_refuse_one() {
    for kind in Kind::ALL {
        let binary = compiled(kind.zero(), &[]);
        // Asked a level no game has, or one that is no number: refused,
        // and the program prints itself unchanged.
        for level in ["99", "x", ""] {
            let ran = Command::new(&binary)
                .env("MERLYN_LEVEL", level)
                .output()
                .unwrap();
            assert_eq!(ran.status.code(), Some(2), "{} {level:?}", kind.name());
            assert_eq!(text(&ran.stdout), kind.zero(), "{}", kind.name());
            let said = text(&ran.stderr);
            assert!(
                said.starts_with("error: ") && said.contains("MERLYN_LEVEL"),
                "{said}"
            );
        }
        // Asked level 2, a game with levels opens at it; one without refuses.
        let ran = Command::new(&binary)
            .env("MERLYN_LEVEL", "2")
            .output()
            .unwrap();
        let leveled = matches!(kind, Kind::Reversi | Kind::ConTacTix);
        assert_eq!(ran.status.success(), leveled, "{}", kind.name());
        assert_eq!(
            text(&ran.stdout).contains("2 in this game)"),
            leveled,
            "{}",
            kind.name()
        );
        if !leveled {
            assert!(
                text(&ran.stderr).contains("I have no levels"),
                "{}",
                kind.name()
            );
        }
    }
}
