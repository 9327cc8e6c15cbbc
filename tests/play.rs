//! Integration tests of `scripts/play` with Reversi: the real script, the
//! real `rustc`, a temporary directory per test. (`scripts/ttt`, the same
//! driver as the 1991 interface, has its own tests in tests/ttt.rs.)

mod common;

use common::{Ran, Test, names, play_script, snapshot, wait_for_group};
use merlyn::game::{Game, Rules, Status};
use merlyn::generation;
use merlyn::line::Line;
use merlyn::player::Random;
use merlyn::reversi::{Move, Reversi, Weights};
use merlyn::train::play_out;
use std::path::Path;
use std::process::{Command, Stdio};

/// The state of the Reversi generation in `dir/name`.
fn state(dir: &Path, name: &str) -> merlyn::reversi::program::Game {
    generation::read_state::<Reversi>(&dir.join(name)).expect("a Reversi generation")
}

/// Plays one turn of `play reversi` (no move: the computer opens).
fn turn(test: Test, mv: Option<Move>) -> Ran {
    let mut args = vec!["reversi".to_string()];
    args.extend(mv.map(|mv| mv.to_string()));
    let ran = test.args(args).run();
    assert!(ran.stderr.is_empty(), "stderr: {}", ran.stderr);
    ran
}

fn last_line(text: &str) -> &str {
    text.lines().last().unwrap_or("")
}

/// A game the human wins against generation zero, as the human's moves.
fn a_winning_line() -> Line<Reversi> {
    let mut random = Random::new(11);
    loop {
        let zero = Reversi::new_game(Weights::REVERXII);
        let (line, last) = play_out(zero, &mut random, false).unwrap();
        if Reversi::status(&last.state) == Status::Lost {
            return line;
        }
    }
}

/// A game of `a_winning_line` played up to its last move, and that move,
/// which loses the game for the program.
fn a_move_from_losing() -> (Test, Move) {
    let line = a_winning_line();
    let (last, moves) = line.moves.split_last().unwrap();
    let mut test = Test::play();
    for &mv in moves {
        test = turn(test, Some(mv)).then();
    }
    (test, *last)
}

/// The discs of the board a Reversi turn draws, yours then mine: the
/// rows that start with their number, a square every three columns.
fn drawn(stdout: &str) -> (u64, u64) {
    let (mut x, mut o) = (0u64, 0u64);
    for row in 0..8 {
        let line = stdout
            .lines()
            .find(|line| line.starts_with(&format!(" {}  ", row + 1)))
            .expect("a row of the board")
            .as_bytes();
        for column in 0..8 {
            match line[5 + 3 * column] {
                b'X' => x |= 1 << (row * 8 + column),
                b'0' => o |= 1 << (row * 8 + column),
                _ => {}
            }
        }
    }
    (x, o)
}

#[test]
fn a_whole_game_ends_with_the_drivers_message_and_the_discs() {
    let mut test = Test::play();
    let mut turns = 0;
    let ran = loop {
        let next = test.path().join("reversi-next.rs");
        let mv = match next.exists() {
            true => {
                let state = state(test.path(), "reversi-next.rs");
                Reversi::moves(&Reversi::position(&state))[0]
            }
            false => Reversi::moves(&Reversi::position(&Reversi::new_game(Weights::REVERXII)))[0],
        };
        let ran = turn(test, Some(mv));
        turns += 1;
        // The board the successor holds, drawn for the player, then what
        // was played; at the end of a lost game, the board it was lost on.
        let next = state(ran.path(), "reversi-next.rs");
        let status = Reversi::status(&next);
        if status != Status::Lost {
            assert_eq!(
                drawn(&ran.stdout),
                (next.x, next.o),
                "turn {turns}: {}",
                ran.stdout
            );
        }
        let said = ran.stdout.trim_start_matches(|c| c != 'Y');
        assert!(said.starts_with(&format!("You took {mv}")), "{said}");
        if status != Status::On {
            break ran;
        }
        test = ran.then();
    };
    let end = last_line(&ran.stdout);
    assert!(
        [
            "I win!",
            "It's a draw - play again?",
            "I lose...I won't make THAT mistake again!"
        ]
        .contains(&end),
        "{end}"
    );
    // The discs, then what the program learned from the game, then the
    // driver's word.
    let over = ran
        .stdout
        .lines()
        .position(|l| l.contains(" The game is over, "));
    let learned = ran
        .stdout
        .lines()
        .position(|l| l.starts_with("I learned, in my lesson 1:"));
    assert!(over.is_some() && over < learned, "{}", ran.stdout);
    assert!(turns > 10, "{turns} turns");
    // A move that cannot open a new game is refused, and says a new game
    // was what it would open.
    let refused = ran
        .then()
        .args(["reversi", "d1"])
        .status(2)
        .stdout("")
        .stderr("play: the last game is over, and in a new one square d1 flips none of my discs\n")
        .run();
    // The next move starts a new game, from what the program learned.
    let again = turn(refused.then(), Some(Move::Square(37)));
    let said = last_line(&again.stdout);
    assert!(said.starts_with("You took f5, I took "), "{said}");
    assert_eq!(state(again.path(), "reversi-next.rs").count, 2);
}

#[test]
fn a_lost_game_teaches_reversi_rs_what_train_predicts() {
    let line = a_winning_line();
    let learned = merlyn::replay::replay::<Reversi>(Weights::REVERXII, &line)
        .unwrap()
        .strategy();
    assert_ne!(learned, Weights::REVERXII);
    let mut test = Test::play();
    let mut last = None;
    for &mv in &line.moves {
        let ran = turn(test, Some(mv));
        last = Some(last_line(&ran.stdout).to_string());
        test = ran.then();
    }
    assert_eq!(
        last.as_deref(),
        Some("I lose...I won't make THAT mistake again!"),
        "{line}"
    );
    let best = state(test.path(), "reversi.rs");
    assert_eq!(Reversi::strategy(&best), learned);
    assert_eq!(Reversi::status(&best), Status::Lost);
    assert_eq!(
        std::fs::read_to_string(test.path().join("reversi.rs")).unwrap(),
        std::fs::read_to_string(test.path().join("reversi-next.rs")).unwrap()
    );
    // The next game starts from the learned program.
    let first = line.moves[0];
    let again = turn(test, Some(first));
    let next = state(again.path(), "reversi-next.rs");
    assert_eq!(Reversi::strategy(&next), learned);
    assert_eq!(Reversi::status(&next), Status::On);
}

#[test]
fn quitgame_and_clobber_touch_only_the_games_own_files() {
    let ran = turn(Test::play(), Some(Move::Square(37)));
    let dir = ran.path().to_path_buf();
    std::fs::write(dir.join("notes.txt"), "mine\n").unwrap();
    // A tic-tac-toe game in the same directory, through both interfaces.
    let ttt = Command::new(common::ttt_script())
        .arg("5")
        .current_dir(&dir)
        .env_remove("TTT_DIR")
        .output()
        .unwrap();
    assert!(ttt.status.success());
    // The same game: play tic-tac-toe plays on ttt's.
    let other = Command::new(play_script())
        .args(["tic-tac-toe", "1"])
        .current_dir(&dir)
        .env_remove("PLAY_DIR")
        .output()
        .unwrap();
    assert!(other.status.success());
    let before = snapshot(&dir);
    let quit = ran.then().args(["reversi", "quitgame"]).run();
    assert!(quit.stdout.starts_with("Game dropped."), "{}", quit.stdout);
    assert!(!dir.join("reversi-next.rs").exists());
    assert!(dir.join("reversi.rs").exists());
    let clobber = quit.then().args(["reversi", "clobber"]).run();
    assert!(
        clobber.stdout.contains("generation zero"),
        "{}",
        clobber.stdout
    );
    let mut expected = before.clone();
    expected.retain(|path, _| {
        let name = path.display().to_string();
        !name.starts_with("reversi") && !name.starts_with(".play-reversi")
    });
    assert_eq!(snapshot(&dir), expected);
    assert!(names(&snapshot(&dir)).contains(&"merlyn.rs".to_string()));
    assert!(names(&snapshot(&dir)).contains(&"nextmove.rs".to_string()));
}

#[test]
fn bad_arguments_are_refused_in_one_line_and_change_no_file() {
    for args in [
        &["reversi", "i9"][..],
        &["reversi", "f"],
        &["reversi", "f5", "d6"],
        &["reversi", "-x"],
        &["chess", "e4"],
        &[],
        &["reversi", ""],
        &["reversi", "--level", "9", "f5"],
        &["reversi", "--level=x"],
        &["reversi", "--level"],
        &["reversi", "--level", "2", "quitgame"],
        &["gomoku", "--level", "2", "h8"],
        &["tic-tac-toe", "--level=1", "5"],
    ] {
        let ran = Test::play()
            .args(args.iter().copied())
            .status(2)
            .stdout("")
            .run();
        assert!(
            ran.stderr.starts_with("play: ") && ran.stderr.lines().count() == 1,
            "{args:?}: {}",
            ran.stderr
        );
        assert!(snapshot(ran.path()).is_empty(), "{args:?}");
    }
    // Mid-game: a taken square, a square that flips nothing, no move.
    let game = turn(Test::play(), Some(Move::Square(37)));
    let before = snapshot(game.path());
    let mut test = game.then();
    for (args, message) in [
        (&["reversi", "f5"][..], "play: square f5 is taken\n"),
        (
            &["reversi", "a1"],
            "play: square a1 flips none of my discs\n",
        ),
        (
            &["reversi"],
            "play: it is your move: give a square, such as f5\n",
        ),
    ] {
        let ran = test
            .args(args.iter().copied())
            .status(2)
            .stdout("")
            .stderr(message)
            .run();
        assert_eq!(snapshot(ran.path()), before, "{args:?}");
        test = ran.then();
    }
}

#[test]
fn with_no_move_the_computer_opens_and_help_names_the_games() {
    let ran = Test::play().args(["reversi"]).run();
    assert_eq!(last_line(&ran.stdout), "I took e3.");
    let help = Test::play().args(["-h"]).run();
    assert!(
        help.stdout.starts_with("usage: play GAME"),
        "{}",
        help.stdout
    );
    for word in ["reversi", "tic-tac-toe", "quitgame", "clobber", "PLAY_DIR"] {
        assert!(help.stdout.contains(word), "{word}");
    }
}

#[test]
fn the_drivers_help_and_refusals_name_every_game_the_library_knows() {
    let names: Vec<&str> = merlyn::games::Kind::ALL.map(|kind| kind.name()).to_vec();
    let help = Test::play().args(["-h"]).run();
    let moves = &help.stdout[help.stdout.find("GAME and its moves:\n").unwrap()..];
    for name in &names {
        assert!(
            moves
                .lines()
                .any(|line| line.starts_with(&format!("  {name} ")) && line.contains(": ")),
            "no line for {name}, with an example of a move: {}",
            help.stdout
        );
    }
    Test::play()
        .args(["chess"])
        .status(2)
        .stderr("play: 'chess' is not a game (play -h lists them)\n")
        .run();
}

#[test]
fn git_ignores_the_files_every_game_leaves_in_the_clone() {
    // Asked of git itself, with the clone's .gitignore: every game's files,
    // in the clone's top and deeper; and none of the project's sources.
    let ignored = |path: &str| {
        Command::new("git")
            .args(["check-ignore", "--no-index", "-q", "--", path])
            .current_dir(common::root())
            .status()
            .expect("git runs")
            .success()
    };
    for kind in merlyn::games::Kind::ALL {
        for dir in ["", "some/where/"] {
            for file in [
                format!("{kind}.rs"),
                format!("{kind}-next.rs"),
                format!("{kind}-history.txt"),
                format!(".play-{kind}/lock"),
            ] {
                assert!(
                    ignored(&format!("{dir}{file}")),
                    "{dir}{file} is not ignored"
                );
            }
        }
        for source in [
            format!("templates/{kind}.rs"),
            format!("tests/{kind}.rs"),
            "src/lib.rs".to_string(),
            "build.rs".to_string(),
            "benches/learning/reversi.rs".to_string(),
            "tests/common/mod.rs".to_string(),
        ] {
            assert!(!ignored(&source), "{source} is ignored");
        }
    }
    for file in [
        "merlyn.rs",
        "nextmove.rs",
        "nextmove",
        "merlyn-history.txt",
        ".ttt/lock",
    ] {
        assert!(ignored(file), "{file} is not ignored");
    }
}

#[test]
fn two_concurrent_turns_never_corrupt_the_game() {
    let game = turn(Test::play(), Some(Move::Square(37)));
    let dir = game.path();
    let moves: Vec<Move> = {
        let state = state(dir, "reversi-next.rs");
        Reversi::moves(&Reversi::position(&state))
    };
    let spawn = |mv: Move| {
        Command::new(play_script())
            .args(["reversi", &mv.to_string()])
            .env("PLAY_DIR", dir)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap()
    };
    let before = state(dir, "reversi-next.rs");
    let children = [spawn(moves[0]), spawn(moves[1])];
    let mut played = Vec::new();
    for (child, mv) in children.into_iter().zip([moves[0], moves[1]]) {
        let output = child.wait_with_output().unwrap();
        if output.status.success() {
            played.push(mv);
        } else {
            let stderr = String::from_utf8_lossy(&output.stderr);
            assert!(
                stderr.starts_with("play: another play reversi is playing")
                    || stderr.contains("is taken")
                    || stderr.contains("flips none"),
                "{stderr}"
            );
        }
    }
    assert!(!played.is_empty());
    // The game holds the turns that succeeded, one after the other, in
    // some order.
    let after = |order: &[Move]| {
        let mut state = before;
        for mv in order {
            state = Reversi::play(state, Some(*mv)).ok()?.state;
        }
        Some(state)
    };
    let mut reversed = played.clone();
    reversed.reverse();
    let now = Some(state(dir, "reversi-next.rs"));
    assert!(
        now == after(&played) || now == after(&reversed),
        "{played:?}"
    );
}

#[test]
fn killing_the_driver_in_a_losing_turn_never_loses_the_lesson() {
    use std::os::unix::process::CommandExt;
    // The game up to its last move, and the turn that loses it, timed.
    let (test, last) = a_move_from_losing();
    let files = |dir: &Path| {
        ["reversi.rs", "reversi-next.rs", ".play-reversi/toolchain"]
            .map(|name| std::fs::read_to_string(dir.join(name)).unwrap())
    };
    let before = files(test.path());
    // The driver's record of what the game began from, which the lesson
    // replaces.
    let began = std::fs::read_to_string(test.path().join(".play-reversi/began")).unwrap();
    let started = std::time::Instant::now();
    let lost = turn(test, Some(last));
    let took = started.elapsed();
    let after = files(lost.path());
    assert_eq!(
        last_line(&lost.stdout),
        "I lose...I won't make THAT mistake again!"
    );
    let points = 8;
    for i in 0..=points {
        let dir = tempfile::tempdir().unwrap();
        for (name, text) in ["reversi.rs", "reversi-next.rs", ".play-reversi/toolchain"]
            .iter()
            .zip(&before)
        {
            std::fs::create_dir_all(dir.path().join(".play-reversi")).unwrap();
            std::fs::write(dir.path().join(name), text).unwrap();
        }
        std::fs::write(dir.path().join(".play-reversi/began"), &began).unwrap();
        let mut child = Command::new(play_script())
            .args(["reversi", &last.to_string()])
            .env("PLAY_DIR", dir.path())
            .process_group(0)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(took.mul_f64(1.2 * (f64::from(i) / f64::from(points)).sqrt()));
        let _ = child.kill();
        let _ = child.wait();
        wait_for_group(child.id());
        let now = files(dir.path());
        let committed = now[1] == after[1];
        assert!(
            now == before || committed,
            "killed at point {i}: neither before nor after the turn"
        );
        // The next command finishes what the killed turn began: the
        // lesson is in reversi.rs.
        let word = if committed {
            "quitgame".to_string()
        } else {
            last.to_string()
        };
        let ran = Command::new(play_script())
            .args(["reversi", &word])
            .env("PLAY_DIR", dir.path())
            .output()
            .unwrap();
        assert!(
            ran.status.success(),
            "{}",
            String::from_utf8_lossy(&ran.stderr)
        );
        assert_eq!(
            std::fs::read_to_string(dir.path().join("reversi.rs")).unwrap(),
            after[0],
            "killed at point {i}"
        );
    }
}

#[test]
fn the_board_is_in_colour_only_when_asked_and_no_color_wins() {
    // Piped, as in every other test: no colour.
    let plain = Test::play().args(["gomoku", "h8"]).run();
    assert!(!plain.stdout.contains('\x1b'), "{}", plain.stdout);
    // CLICOLOR_FORCE colours a pipe: X red, 0 cyan, a last move bold.
    let forced = Test::play()
        .env("CLICOLOR_FORCE", "1")
        .args(["gomoku", "h8"])
        .run();
    assert!(
        forced.stdout.contains("[\x1b[1;31mX\x1b[0m]"),
        "{}",
        forced.stdout
    );
    assert!(
        forced.stdout.contains("[\x1b[1;36m0\x1b[0m]"),
        "{}",
        forced.stdout
    );
    // Without the escapes, the same turn.
    let stripped = forced
        .stdout
        .replace("\x1b[1;31m", "")
        .replace("\x1b[1;36m", "")
        .replace("\x1b[0m", "");
    assert_eq!(stripped, plain.stdout);
    // NO_COLOR wins over CLICOLOR_FORCE.
    let ran = Test::play()
        .env("NO_COLOR", "1")
        .env("CLICOLOR_FORCE", "1")
        .args(["gomoku", "h8"])
        .run();
    assert_eq!(ran.stdout, plain.stdout);
}

/// The files the driver keeps for `game`: tic-tac-toe's 1991 names, the
/// best program, the game in progress and the work directory.
fn files_of(game: &str) -> [String; 3] {
    if game == "tic-tac-toe" {
        return ["merlyn.rs", "nextmove.rs", ".ttt"].map(String::from);
    }
    [
        format!("{game}.rs"),
        format!("{game}-next.rs"),
        format!(".play-{game}"),
    ]
}

#[test]
fn every_refusal_before_a_compile_fits_80_columns_in_every_game() {
    use merlyn::games::Kind;
    let kinds = Kind::ALL;
    for (at, kind) in kinds.into_iter().enumerate() {
        let game = kind.name();
        let [best, next, work] = files_of(game);
        let other = kinds[(at + 1) % kinds.len()].zero();
        let zero = kind.zero();
        // A program whose code is not its game's, and one whose state line
        // is not plain.
        let edited = zero.replacen("// merlyn", "// merlyn!", 1);
        let open = zero.find(merlyn::generation::OPEN).unwrap();
        let line = zero[open..].find("        \"").unwrap() + open;
        let unplain = format!("{}        \"a\\\\b\",\n{}", &zero[..line], &zero[line..]);
        let long = "z".repeat(40);
        let arguments: Vec<Vec<&str>> = vec![
            vec!["--bogus"],
            vec!["1", "2"],
            vec![&long],
            vec![""],
            vec!["--force"],
        ];
        let mut cases: Vec<(Test, Vec<&str>)> = arguments
            .into_iter()
            .map(|args| (Test::play(), args))
            .collect();
        for file in [&best, &next] {
            let test = Test::play();
            std::fs::create_dir(test.path().join(file)).unwrap();
            cases.push((test, vec![]));
        }
        let test = Test::play().write(&work, "");
        cases.push((test, vec![]));
        let test = Test::play();
        std::os::unix::fs::symlink("/tmp", test.path().join(&work)).unwrap();
        cases.push((test, vec![]));
        cases.push((Test::play().write("f", "").env("PLAY_DIR", "f/g"), vec![]));
        for text in [other, "fn main() {}\n", &edited, &unplain] {
            cases.push((Test::play().write(&next, text), vec![]));
            cases.push((Test::play().write(&best, text), vec![]));
        }
        for (test, args) in cases {
            let mut all = vec![game];
            all.extend(args);
            let ran = test.args(all.iter().copied()).status(2).stdout("").run();
            assert!(ran.stderr.starts_with("play: "), "{all:?}: {}", ran.stderr);
            common::assert_driver_lines_fit(&ran.stderr, &ran.test_args());
        }
        // Another driver's lock, held while it lives: waited for, then
        // refused.
        let test = Test::play();
        std::fs::create_dir(test.path().join(&work)).unwrap();
        let lock = std::fs::File::create(test.path().join(&work).join("lock")).unwrap();
        lock.lock().unwrap();
        let ran = test
            .env("MERLYN_LOCK_WAIT", "1.2")
            .args([game])
            .status(1)
            .stdout("")
            .run();
        assert_eq!(ran.stderr.lines().count(), 2, "{}", ran.stderr);
        common::assert_driver_lines_fit(&ran.stderr, &ran.test_args());
    }
    // The help of both commands.
    for script in [play_script(), common::ttt_script()] {
        let help = Command::new(script).arg("-h").output().unwrap();
        for line in String::from_utf8_lossy(&help.stdout).lines() {
            assert!(line.len() <= 80, "{line}");
        }
    }
    // Names that are no game.
    for name in ["conect-four", "contactics", &"x".repeat(300)] {
        let ran = Test::play().args([name, "1"]).status(2).run();
        common::assert_driver_lines_fit(&ran.stderr, &ran.test_args());
    }
}

#[test]
fn game_names_are_read_in_any_case_and_a_near_miss_names_the_game_meant() {
    let ran = Test::play().args(["Reversi", "f5"]).run();
    assert_eq!(last_line(&ran.stdout), "You took f5, I took f4.");
    let ran = ran.then().args(["REVERSI", "quitgame"]).run();
    assert!(ran.stdout.starts_with("Game dropped."), "{}", ran.stdout);
    for (typed, meant) in [
        ("reversii", "reversi"),
        ("conect-four", "connect-four"),
        ("contactics", "contactix"),
        ("gomuko", "gomoku"),
    ] {
        Test::play()
            .args([typed, "1"])
            .status(2)
            .stdout("")
            .stderr(&format!(
                "play: '{typed}' is not a game: did you mean {meant}?\n"
            ))
            .run();
    }
}

#[test]
fn a_lost_reversi_games_lesson_never_replaces_a_text_file_in_the_best_programs_place() {
    // The player's notes, written over reversi.rs during the game, stay;
    // the lesson goes beside them, and the driver says so in a line.
    let (test, last) = a_move_from_losing();
    std::fs::write(test.path().join("reversi.rs"), "my notes\n").unwrap();
    let ran = test.args(["reversi".to_string(), last.to_string()]).run();
    assert_eq!(
        last_line(&ran.stdout),
        "I lose...I won't make THAT mistake again!"
    );
    assert_eq!(
        ran.stderr,
        "play: reversi.rs is not a merlyn program: my lesson is reversi-learned.rs\n"
    );
    assert_eq!(ran.read("reversi.rs"), "my notes\n");
    assert_eq!(ran.read("reversi-learned.rs"), ran.read("reversi-next.rs"));
}

#[test]
fn a_con_tac_tix_state_edited_by_hand_is_named_and_no_move_is_made() {
    // Its line of how it is compiled, edited: named as such (it was blamed
    // on its moves), then the line every game's refusal of its state
    // gives.
    let test = Test::play()
        .args(["contactix", "F6"])
        .stderr("")
        .run()
        .then();
    let next = std::fs::read_to_string(test.path().join("contactix-next.rs")).unwrap();
    let edited = next.replacen(
        "\"rustc: -C opt-level=1\",",
        "\"rustc: -C opt-level=2\",",
        1,
    );
    assert_ne!(edited, next);
    let ran = test
        .write("contactix-next.rs", &edited)
        .args(["contactix", "G7"])
        .status(2)
        .stdout("")
        .stderr(
            "play: my board is not a position of this game:\n\
             play: my last line must read rustc: -C opt-level=1\n\
             play: no move was made: 'play contactix quitgame' drops the game in progress\n",
        )
        .run();
    assert_eq!(ran.read("contactix-next.rs"), edited);
}

/// The human's moves of a game that generation zero answers otherwise
/// when asked to look 8 moves ahead, as the level does in `merlyn match`
/// (its depth made 8): the first such line of the human's legal moves
/// (in reading order, after f5), with both programs' games after it.
fn a_line_the_level_changes() -> (Vec<usize>, Vec<u8>, Vec<u8>) {
    use merlyn::reversi::program::{self, ON};
    let zero = Reversi::new_game(Weights::REVERXII);
    let deep = Reversi::new_game(Weights {
        depth: 8,
        ..Weights::REVERXII
    });
    let mut lines = vec![(vec![37usize], zero, deep)];
    while let Some((human, zero, deep)) = (!lines.is_empty()).then(|| lines.remove(0)) {
        let at = *human.last().unwrap();
        let (Ok(a), Ok(b)) = (program::play(zero, at), program::play(deep, at)) else {
            continue;
        };
        let (mine, theirs) = (&a.moves[..a.count], &b.moves[..b.count]);
        if mine != theirs {
            return (human, mine.to_vec(), theirs.to_vec());
        }
        if a.status == ON && human.len() < 4 {
            for next in 0..64 {
                let mut longer = human.clone();
                longer.push(next);
                lines.push((longer, a, b));
            }
        }
    }
    panic!("no line of four moves where looking 8 ahead plays otherwise");
}

#[test]
fn a_game_asked_for_at_a_level_is_played_at_it_and_ends_with_it() {
    let (human, zero, deep) = a_line_the_level_changes();
    let square = |at: usize| Move::Square(at as u8).to_string();
    // The level goes with the game's first turn, and holds all game.
    let mut test = Test::play().args(["reversi", "--level", "8", &square(human[0])]);
    for &at in &human[1..] {
        let ran = test.run();
        assert!(ran.stderr.is_empty(), "stderr: {}", ran.stderr);
        test = ran.then().args(["reversi".to_string(), square(at)]);
    }
    let ran = test.run();
    let game = state(ran.path(), "reversi-next.rs");
    assert_eq!(game.level, Some(8));
    assert_eq!(
        &game.moves[..game.count],
        &deep[..],
        "generation zero: {zero:?}"
    );
    assert!(
        ran.read("reversi-next.rs")
            .contains("\"  I look 1 move ahead (8 in this game); lessons taken: 0\","),
        "{}",
        common::state_block(&ran.read("reversi-next.rs"))
    );
    // Another level mid-game is refused, and changes nothing.
    let before = snapshot(ran.path());
    let yours = merlyn::reversi::program::legal(game.x, game.o);
    assert_ne!(yours, 0, "the human has a move");
    let legal = square(yours.trailing_zeros() as usize);
    let refused = ran
        .then()
        .args(["reversi", "--level", "5", &legal])
        .status(2)
        .stdout("")
        .stderr("play: a level is asked with a game's first move, not in a game under way\n")
        .run();
    assert_eq!(snapshot(refused.path()), before);
    // The next turn, unasked, is played at the game's level: its reply is
    // the one a search 8 moves ahead makes.
    let on = refused.then().args(["reversi", &legal]).run();
    let later = state(on.path(), "reversi-next.rs");
    assert_eq!(later.level, Some(8));
    let eight = merlyn::reversi::program::Game {
        depth: 8,
        level: None,
        ..game
    };
    let at = yours.trailing_zeros() as usize;
    let expected = merlyn::reversi::program::play(eight, at).expect("a legal move");
    assert_eq!(
        &later.moves[..later.count],
        &expected.moves[..expected.count]
    );
    // The game dropped, the next one is played at the program's own depth.
    let quit = on.then().args(["reversi", "quitgame"]).run();
    let fresh = quit.then().args(["reversi", "f5"]).run();
    assert_eq!(state(fresh.path(), "reversi-next.rs").level, None);
}

#[test]
fn a_level_is_refused_where_a_game_has_none_or_not_that_one() {
    for (args, said) in [
        (
            &["reversi", "--level", "9", "f5"][..],
            "play: --level 9: reversi's levels are 1 to 8 (play -h for help)\n",
        ),
        (
            &["contactix", "--level=11"],
            "play: --level 11: contactix's levels are 0 to 10 (play -h for help)\n",
        ),
        (
            &["reversi", "--level"],
            "play: --level needs a number, such as --level 8 (play -h for help)\n",
        ),
        (
            &["gomoku", "--level", "2", "h8"],
            "play: gomoku has no levels: reversi and contactix have (play -h for help)\n",
        ),
        (
            &["reversi", "--level", "2", "quitgame"],
            "play: --level goes with a turn only (play -h for help)\n",
        ),
    ] {
        let ran = Test::play()
            .args(args.iter().copied())
            .status(2)
            .stderr(said)
            .run();
        assert!(snapshot(ran.path()).is_empty(), "{args:?}");
    }
    let help = Test::play().args(["-h"]).run();
    assert!(help.stdout.contains("--level N"), "{}", help.stdout);
}
