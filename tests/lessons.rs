//! Nothing of the player's is overwritten by a lesson: the real
//! `scripts/ttt` and `scripts/play`, the real `rustc`. A lost game's
//! lesson replaces only the best program its game began from, or an empty
//! place; whatever else stands there (another game's program, a text file,
//! a named pipe, a file too large for a program, a trained program put in
//! place during the game) stays, and the lesson goes beside it.

mod common;

use common::{Ran, Test};
use merlyn::generation::Block;
use std::path::Path;
use std::process::Command;

/// Plays `moves` in `test`, every turn expected to succeed quietly.
fn play(mut test: Test, moves: &[&str]) -> Ran {
    let (last, moves) = moves.split_last().expect("a move");
    for mv in moves {
        let ran = test.args([*mv]).stderr("").run();
        test = ran.then();
    }
    test.args([*last]).run()
}

/// The strategy line of a tic-tac-toe program.
fn strategy(source: &str) -> String {
    Block::find(source).expect("a state block").lines[6].to_string()
}

/// The files of a tic-tac-toe game after 1, 3 and 5, a move from losing:
/// its programs and the driver's records, to lay out afresh per test.
fn a_move_from_losing() -> Vec<(String, Vec<u8>)> {
    let ran = play(Test::ttt(), &["1", "3", "5"]);
    ["merlyn.rs", "nextmove.rs", ".ttt/began", ".ttt/moves"]
        .into_iter()
        .map(|name| {
            let bytes = std::fs::read(ran.path().join(name)).expect(name);
            (name.to_string(), bytes)
        })
        .collect()
}

fn laid_out(files: &[(String, Vec<u8>)]) -> Test {
    let test = Test::ttt();
    for (name, bytes) in files {
        let path = test.path().join(name);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, bytes).unwrap();
    }
    test
}

fn generation(args: &[&str]) -> String {
    Test::merlyn()
        .args(["new"])
        .args(args.iter().copied())
        .run()
        .stdout
}

fn is_fifo(path: &Path) -> bool {
    use std::os::unix::fs::FileTypeExt;
    std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_fifo())
}

#[test]
fn a_lesson_never_replaces_what_is_not_the_program_its_game_began_from() {
    let files = a_move_from_losing();
    let gomoku = generation(&["gomoku"]);
    let large = "// notes\n".repeat(230_000);
    for (what, said) in [
        ("gomoku", "merlyn.rs is a gomoku program"),
        ("notes", "merlyn.rs is not a merlyn program"),
        ("large", "merlyn.rs is larger than 1 MiB"),
        ("fifo", "merlyn.rs is a named pipe"),
    ] {
        let test = laid_out(&files);
        let best = test.path().join("merlyn.rs");
        let kept: Option<&str> = match what {
            "gomoku" => Some(&gomoku),
            "notes" => Some("my notes\n"),
            "large" => Some(&large),
            _ => None,
        };
        std::fs::remove_file(&best).unwrap();
        match kept {
            Some(text) => std::fs::write(&best, text).unwrap(),
            None => assert!(
                Command::new("mkfifo")
                    .arg(&best)
                    .status()
                    .unwrap()
                    .success()
            ),
        }
        let ran = test.args(["7"]).run();
        assert!(
            ran.stdout
                .ends_with("I lose...I won't make THAT mistake again!\n"),
            "{what}: {}",
            ran.stdout
        );
        // One line: what stands there, and where the lesson went.
        assert_eq!(ran.stderr.lines().count(), 1, "{what}: {}", ran.stderr);
        assert!(
            ran.stderr.starts_with(&format!("ttt: {said}")),
            "{what}: {}",
            ran.stderr
        );
        assert!(ran.stderr.contains("merlyn-learned.rs"), "{}", ran.stderr);
        match kept {
            Some(text) => assert!(ran.read("merlyn.rs") == text, "{what}: replaced"),
            None => assert!(is_fifo(&best), "the named pipe was replaced"),
        }
        assert_eq!(strategy(&ran.read("merlyn-learned.rs")), "1899999999  :-( ");
    }
}

#[test]
fn a_best_program_changed_since_the_game_began_is_kept_beside_the_lesson() {
    let files = a_move_from_losing();
    let trained = generation(&["--strategy", "9883857753"]);
    let ran = laid_out(&files)
        .write("merlyn.rs", &trained)
        .args(["7"])
        .stderr("ttt: merlyn.rs changed since this game began: my lesson is merlyn-learned.rs\n")
        .run();
    assert_eq!(ran.read("merlyn.rs"), trained);
    assert_eq!(strategy(&ran.read("merlyn-learned.rs")), "1899999999  :-( ");
    // The next game begins from the trained program, which answers 1
    // otherwise than 8.
    let ran = ran.then().args(["1"]).stderr("").run();
    assert!(
        ran.stdout
            .starts_with("A new game, with strategy 9883857753."),
        "{}",
        ran.stdout
    );
    // Another lesson beside it never replaces the first: it is the next
    // free name.
    let again = laid_out(&files)
        .write("merlyn.rs", &trained)
        .write("merlyn-learned.rs", "the first lesson\n")
        .args(["7"])
        .run();
    assert!(
        again.stderr.contains("merlyn-learned-2.rs"),
        "{}",
        again.stderr
    );
    assert_eq!(again.read("merlyn-learned.rs"), "the first lesson\n");
    assert_eq!(
        strategy(&again.read("merlyn-learned-2.rs")),
        "1899999999  :-( "
    );
}

#[test]
fn the_lesson_of_a_game_begun_from_the_best_program_replaces_it() {
    let ran = laid_out(&a_move_from_losing()).args(["7"]).stderr("").run();
    assert_eq!(strategy(&ran.read("merlyn.rs")), "1899999999  :-( ");
    assert!(!ran.path().join("merlyn-learned.rs").exists());
    assert!(!ran.path().join(".ttt/began").exists());
}

#[test]
fn a_strategy_edited_in_the_game_in_progress_is_refused() {
    let files = a_move_from_losing();
    let test = laid_out(&files);
    let next = std::fs::read_to_string(test.path().join("nextmove.rs")).unwrap();
    // The digit of opening 1 lowered to 0 by hand: the board is still one
    // its strategy plays, but the strategy is not the game's.
    let edited = next.replacen("\"1999999999  :-| \"", "\"1099999999  :-| \"", 1);
    assert_ne!(edited, next);
    let ran = test
        .write("nextmove.rs", &edited)
        .args(["7"])
        .status(2)
        .stdout("")
        .stderr("ttt: nextmove.rs's strategy was edited: 'ttt quitgame' drops it\n")
        .run();
    assert_eq!(ran.read("nextmove.rs"), edited);
    assert_eq!(ran.read("merlyn.rs"), String::from_utf8_lossy(&files[0].1));
    // Dropped, the next game begins from the best program.
    let ran = ran.then().args(["quitgame"]).run();
    let ran = ran.then().args(["1"]).stderr("").run();
    assert!(
        ran.stdout
            .starts_with("A new game, with strategy 9999999999.")
    );
}

#[test]
fn a_pending_lesson_planted_in_the_work_directory_is_never_installed() {
    // A lost game's successor from elsewhere, planted as the game in
    // progress and as the driver's record of a pending lesson, beside a
    // trained program whose game the driver began.
    let elsewhere = laid_out(&a_move_from_losing()).args(["7"]).run();
    let lesson = elsewhere.read("merlyn.rs");
    let trained = generation(&["--strategy", "9883857753"]);
    let ran = Test::ttt()
        .write("merlyn.rs", &trained)
        .args(["1"])
        .stderr("")
        .run();
    let ran = ran
        .then()
        .write("nextmove.rs", &lesson)
        .write(".ttt/learned", &lesson)
        .args(["1"])
        .stderr("ttt: nextmove.rs says it lost, but it is no game I played: merlyn.rs stays\n")
        .run();
    assert_eq!(ran.read("merlyn.rs"), trained);
    assert!(!ran.path().join(".ttt/learned").exists());
    assert!(
        ran.stdout
            .starts_with("A new game, with strategy 9883857753."),
        "{}",
        ran.stdout
    );
    // With no record of the game at all, as an older driver left a
    // pending lesson: taken, but never over the trained program.
    let ran = Test::ttt()
        .write("merlyn.rs", &trained)
        .write("nextmove.rs", &lesson)
        .write(".ttt/learned", &lesson)
        .args(["1"])
        .run();
    assert_eq!(ran.read("merlyn.rs"), trained);
    assert_eq!(ran.read("merlyn-learned.rs"), lesson);
}

#[test]
fn moves_planted_in_the_work_directory_never_reach_the_record() {
    // The game so far, named by the game in progress as the driver names
    // it, but with a strategy not its own, with control bytes, or with
    // moves that are no moves: each is refused, and the game is recorded
    // with `?` for its moves. The driver's own line is taken.
    let opened = Test::ttt().args(["1"]).stderr("").run();
    let next = opened.read("nextmove.rs");
    let name = merlyn::driver::key(next.as_bytes());
    // Not seen whole, a game is recorded under the strategy of its
    // program, its opening digit (1) the first.
    let unknown = "? result=win strategy=1999999999\n";
    for (line, recorded) in [
        (format!("{name} 1111111111 1"), unknown),
        (format!("{name} 9999999999 1\x1b]0;owned\x07"), unknown),
        (format!("{name} 9999999999 1x"), unknown),
        (
            format!("{name} 9999999999 15"),
            "1546 result=win strategy=9999999999\n",
        ),
    ] {
        let test = Test::ttt()
            .write("merlyn.rs", &opened.read("merlyn.rs"))
            .write("nextmove.rs", &next)
            .write(".ttt/moves", &format!("{line}\n"));
        let won = play(test, &["4", "6"]);
        assert!(won.stdout.ends_with("I win!\n"), "{}", won.stdout);
        let record = won.read("merlyn-history.txt");
        assert_eq!(record, recorded, "{line:?}");
    }
}
