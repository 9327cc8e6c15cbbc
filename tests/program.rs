//! The generated program itself, compiled with the real `rustc` and run:
//! it compiles cleanly, reproduces itself with no file to read, changes
//! only its state lines, and refuses bad input without losing a byte.

use merlyn::game::Game as _;
use merlyn::generation;
use merlyn::tictactoe::TicTacToe;
use merlyn::tictactoe::program::{Game, cell};

const ZERO: &str = <TicTacToe as merlyn::game::Game>::ZERO;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Compiles `source` as `dir/name.rs` with `flags`, giving the binary.
fn compile(dir: &Path, name: &str, source: &str, flags: &[&str]) -> PathBuf {
    let file = dir.join(format!("{name}.rs"));
    std::fs::write(&file, source).unwrap();
    let binary = dir.join(name);
    let output = Command::new("rustc")
        .args(flags)
        .arg(&file)
        .arg("-o")
        .arg(&binary)
        .output()
        .expect("rustc runs");
    assert!(
        output.status.success(),
        "rustc failed: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&output.stderr), "", "rustc warned");
    binary
}

fn run(binary: &Path, args: &[&str]) -> Output {
    Command::new(binary)
        .args(args)
        .output()
        .expect("the generation runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap()
}

/// A game in progress: the human opened at 1, the computer took 8.
fn mid_game() -> String {
    let mut game = Game::new(*b"1999999999");
    game.x = cell(1);
    game.o = cell(8);
    TicTacToe::source(&game)
}

#[test]
fn generation_zero_compiles_without_warnings_plain_and_optimised() {
    let dir = tempfile::tempdir().unwrap();
    compile(dir.path(), "plain", ZERO, &[]);
    compile(dir.path(), "optimised", ZERO, &["-O"]);
    // Unsafe code only where the program meets the C library: each unsafe
    // block just below the SAFETY comment that argues for it.
    let code: Vec<&str> = ZERO[..ZERO.find("const SELF").unwrap()].lines().collect();
    let blocks: Vec<usize> = (0..code.len())
        .filter(|&i| code[i].contains("unsafe {"))
        .collect();
    assert_eq!(blocks.len(), 2, "unsafe blocks");
    for i in blocks {
        assert!(
            code[..i]
                .iter()
                .rev()
                .take(3)
                .any(|line| line.trim_start().starts_with("// SAFETY:")),
            "no SAFETY comment above line {}",
            i + 1
        );
    }
    assert!(
        !ZERO
            .lines()
            .any(|line| line.starts_with("use ") && !line.starts_with("use std"))
    );
}

#[test]
fn a_binary_reproduces_its_source_from_elsewhere_after_the_source_is_deleted() {
    let built = tempfile::tempdir().unwrap();
    let binary = compile(built.path(), "nextmove", &mid_game(), &[]);
    std::fs::remove_file(built.path().join("nextmove.rs")).unwrap();
    let elsewhere = tempfile::tempdir().unwrap();
    let output = Command::new(&binary)
        .arg("x")
        .current_dir(elsewhere.path())
        .output()
        .unwrap();
    assert_eq!(text(&output.stdout), mid_game());
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn a_successor_differs_from_its_predecessor_only_in_its_state_lines() {
    let dir = tempfile::tempdir().unwrap();
    let before = mid_game();
    let binary = compile(dir.path(), "nextmove", &before, &[]);
    let output = run(&binary, &["4"]);
    assert_eq!(output.status.code(), Some(0));
    let after = text(&output.stdout);
    assert_eq!(after.lines().count(), before.lines().count());
    let changed: Vec<&str> = after
        .lines()
        .zip(before.lines())
        .filter(|(a, b)| a != b)
        .map(|(a, _)| a)
        .collect();
    assert!(changed.len() <= 8, "{changed:#?}");
    // Row 2 takes your X at 4, row 3 my 0 at 7 (blocking 1-4-7).
    assert_eq!(changed, [r#"    " X |   |   ","#, r#"    " 0 | 0 |   ","#]);
    let next = generation::read::<TicTacToe>(&after).unwrap();
    assert_eq!((next.x, next.o), (cell(1) | cell(4), cell(8) | cell(7)));
}

#[test]
fn plays_the_published_game_one_four_six_through_compiled_generations() {
    let dir = tempfile::tempdir().unwrap();
    let mut source = ZERO.to_string();
    for (turn, human) in ["1", "4", "6"].into_iter().enumerate() {
        let binary = compile(dir.path(), &format!("turn{turn}"), &source, &[]);
        let output = run(&binary, &[human]);
        assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
        source = text(&output.stdout);
    }
    assert!(source.contains(
        "const STATE: &[&str] = &[\n    \"tic-tac-toe: won\",\n    \" X |   |   \",\n    \
         \"---+---+---\",\n    \" X |   | X \",\n    \"---+---+---\",\n    \" 0 | 0 | 0 \",\n    \
         \"1999999999  :-) \",\n];\n"
    ));
}

#[test]
fn refuses_bad_input_printing_itself_unchanged() {
    let dir = tempfile::tempdir().unwrap();
    let zero = compile(dir.path(), "zero", ZERO, &[]);
    let playing = compile(dir.path(), "playing", &mid_game(), &[]);
    let mut won = Game::new(*b"1999999999");
    won.x = cell(1) | cell(4) | cell(6);
    won.o = cell(7) | cell(8) | cell(9);
    won.face = merlyn::tictactoe::program::Face::Happy;
    let won_source = TicTacToe::source(&won);
    let won = compile(dir.path(), "won", &won_source, &[]);
    let cheat = mid_game().replacen("    \"   |   |   \",", "    \" X |   |   \",", 1);
    let cheated = compile(dir.path(), "cheated", &cheat, &[]);
    let cases: [(&Path, &[&str], &str, &str); 10] = [
        (
            &zero,
            &["0"],
            ZERO,
            "error: a move is one cell, a digit from 1 to 9\n",
        ),
        (
            &zero,
            &["10"],
            ZERO,
            "error: a move is one cell, a digit from 1 to 9\n",
        ),
        (
            &zero,
            &["x"],
            ZERO,
            "error: a move is one cell, a digit from 1 to 9\n",
        ),
        (
            &zero,
            &["-1"],
            ZERO,
            "error: a move is one cell, a digit from 1 to 9\n",
        ),
        (
            &zero,
            &[""],
            ZERO,
            "error: a move is one cell, a digit from 1 to 9\n",
        ),
        (&zero, &["1", "2"], ZERO, "error: give one move at a time\n"),
        (&playing, &["8"], &mid_game(), "error: cell 8 is taken\n"),
        (
            &playing,
            &[],
            &mid_game(),
            "error: it is your move: give a cell from 1 to 9\n",
        ),
        (
            &won,
            &["2"],
            &won_source,
            "error: this game is over: start a new one\n",
        ),
        (
            &cheated,
            &["5"],
            &cheat,
            "error: my board is not a position of this game: the numbers of X and 0 are impossible\n",
        ),
    ];
    for (binary, args, source, message) in cases {
        let output = run(binary, args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        assert!(text(&output.stdout) == source, "{args:?}: source changed");
        assert_eq!(text(&output.stderr), message, "{args:?}");
    }
}
