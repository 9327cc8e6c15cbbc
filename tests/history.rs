//! The record of finished games, as a player makes it: games played to
//! the end with the real `scripts/ttt` and `scripts/play`, their lines in
//! the record, and `merlyn history` listing and drawing them.

mod common;

use common::{Ran, Test, merlyn_binary};
use merlyn::contactix::ConTacTix;
use merlyn::game::Game;
use std::path::Path;
use std::process::Command;

/// Plays `moves`, a turn each, after `test`'s directory's game so far.
fn turns(test: Test, moves: &[&str]) -> Ran {
    let mut ran = test.args([moves[0]]).run();
    for mv in &moves[1..] {
        ran = ran.then().args([*mv]).run();
    }
    ran
}

/// Runs `merlyn ARGS` in `dir`: its status, stdout and stderr.
fn merlyn(dir: &Path, args: &[&str]) -> (i32, String, String) {
    let output = Command::new(merlyn_binary())
        .args(args)
        .current_dir(dir)
        .output()
        .expect("merlyn runs");
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// A win (146), a loss (1357) and a draw (51726, under the learned
/// strategy, whose digit for the opening at 5 is still 9).
const GAMES: &str = "\
146 result=win strategy=9999999999
1357 result=loss strategy=9999999999 learned=1899999999 \
lesson=I learned: my strategy digit for your opening 1 is 8, not 9.
51726 result=draw strategy=1899999999
";

const LISTING: &str = "\
merlyn-history.txt: 3 games of tic-tac-toe.
From the program's side: 1 won, 1 lost, 1 drawn.
game  result  strategy    moves
   1  win     9999999999  146
   2  loss    9999999999  1357
              I learned: my strategy digit for your opening 1 is 8, not 9.
   3  draw    1899999999  51726
";

#[test]
fn ttt_records_a_won_a_lost_and_a_drawn_game_and_history_lists_them() {
    let ran = turns(Test::ttt(), &["1", "4", "6"]);
    assert_eq!(
        ran.read("merlyn-history.txt"),
        "146 result=win strategy=9999999999\n"
    );
    let ran = turns(ran.then(), &["1", "3", "5", "7", "5", "1", "7", "2"]);
    // A game in progress is not in the record.
    assert_eq!(ran.read("merlyn-history.txt").lines().count(), 2);
    let ran = turns(ran.then(), &["6"]);
    assert!(ran.stdout.ends_with("It's a draw - play again?\n"));
    assert_eq!(ran.read("merlyn-history.txt"), GAMES);

    let (status, stdout, stderr) = merlyn(ran.path(), &["history"]);
    assert_eq!((status, stderr.as_str()), (0, ""));
    assert_eq!(stdout, LISTING);
    // The directory named, or the file itself, lists the same games.
    let dir = ran.path().display().to_string();
    let (_, named, _) = merlyn(Path::new("/"), &["history", &dir]);
    assert_eq!(
        named,
        LISTING.replacen(
            "merlyn-history.txt",
            &format!("{dir}/merlyn-history.txt"),
            1
        )
    );

    // quitgame keeps the record; clobber removes it with the rest.
    let ran = turns(ran.then(), &["5", "quitgame"]);
    assert_eq!(ran.read("merlyn-history.txt"), GAMES);
    let ran = ran.then().args(["clobber"]).run();
    assert!(!ran.path().join("merlyn-history.txt").exists());
}

#[test]
fn a_record_line_replays_under_the_strategy_it_names() {
    let (status, stdout, stderr) = merlyn(
        Path::new("/"),
        &[
            "replay",
            "1357 result=loss strategy=9999999999 learned=1899999999",
            "51726 result=draw strategy=1899999999",
        ],
    );
    assert_eq!((status, stderr.as_str()), (0, ""));
    assert_eq!(
        stdout,
        "1357 computer=829 result=loss strategy=1899999999\n\
         51726 computer=8943 result=draw strategy=5899999999\n"
    );
}

#[test]
fn svg_draws_a_point_per_game_and_the_listing_still_prints() {
    let test = Test::merlyn().write("merlyn-history.txt", GAMES);
    let (status, stdout, _) = merlyn(test.path(), &["history", "--svg", "curve.svg"]);
    assert_eq!((status, stdout.as_str()), (0, LISTING));
    let svg = std::fs::read_to_string(test.path().join("curve.svg")).unwrap();
    assert!(svg.starts_with("<svg "), "{svg}");
    assert!(svg.contains("tic-tac-toe: the results of 3 games"));
    assert_eq!(
        svg.matches("<circle ").count(),
        3,
        "a dot per game's win share"
    );
    let wins = svg
        .lines()
        .find(|line| line.starts_with("<polyline class=\"wins\""))
        .expect("a line of wins");
    let points = wins.split("points=\"").nth(1).unwrap();
    let points = &points[..points.find('"').unwrap()];
    // The share of wins in the games so far: all, half, a third.
    let heights: Vec<&str> = points
        .split(' ')
        .map(|point| point.split(',').nth(1).unwrap())
        .collect();
    assert_eq!(heights, ["50.0", "215.0", "270.0"]);
}

#[test]
fn a_garbled_record_is_refused_in_one_line_naming_its_file_and_line() {
    let test = Test::merlyn().write(
        "merlyn-history.txt",
        "146 result=win strategy=9999999999\n1357 result=lost strategy=9999999999\n",
    );
    let (status, stdout, stderr) = merlyn(test.path(), &["history"]);
    assert_eq!((status, stdout.as_str()), (2, ""));
    assert_eq!(
        stderr,
        "error: merlyn-history.txt line 2: `lost` is not a result: win, loss or draw\n"
    );
    let (status, _, stderr) = merlyn(test.path(), &["history", "nowhere"]);
    assert_eq!(status, 2);
    assert_eq!(
        stderr,
        "error: nowhere does not exist: give a game's directory, or its record\n"
    );
    let empty = Test::merlyn();
    let (status, _, stderr) = merlyn(empty.path(), &["history"]);
    assert_eq!(status, 2);
    assert_eq!(
        stderr,
        "error: no record of games in the current directory: play a game to its end first\n"
    );
}

#[test]
fn play_records_tic_tac_toe_where_ttt_does_and_each_other_game_in_its_own_file() {
    let mut ran = Test::play().args(["tic-tac-toe", "1"]).run();
    for mv in ["4", "6"] {
        ran = ran.then().args(["tic-tac-toe", mv]).run();
    }
    // One game per directory: play's tic-tac-toe is ttt's.
    assert_eq!(
        ran.read("merlyn-history.txt"),
        "146 result=win strategy=9999999999\n"
    );
    assert!(!ran.path().join("tic-tac-toe-history.txt").exists());
    // A file of that name that is not a record is kept by clobber.
    std::fs::write(ran.path().join("merlyn-history.txt"), "my notes\n").unwrap();
    let ran = ran.then().args(["tic-tac-toe", "clobber"]).run();
    assert!(
        ran.stdout
            .starts_with("Kept merlyn-history.txt: it is not a record of games that play made.\n")
    );
}

#[test]
fn a_lesson_is_listed_in_the_words_the_program_said_it_in() {
    // Con-Tac-Tix on a 3x3 board, which the program loses in five turns.
    let zero = ConTacTix::sized("3x3").unwrap();
    let source = ConTacTix::source(&ConTacTix::new_game(zero));
    let mut ran = Test::play()
        .write("contactix.rs", &source)
        .args(["contactix", "C1"])
        .run();
    for mv in ["C2", "A3", "A2", "A1"] {
        ran = ran.then().args(["contactix", mv]).run();
    }
    // The lesson's first line is the record's.
    let said = "I learned from this game, my lesson 1: my evaluation weighs two-distance +4";
    assert!(
        ran.stdout.contains(&format!(
            "\n{said}\n(was +0); and where I played C3 in this game, I will play another move.\n"
        )),
        "{}",
        ran.stdout
    );
    assert_eq!(
        ran.read("contactix-history.txt"),
        format!(
            "C1C2A3A2A1 result=loss strategy=788/898/887 \
             learned=788/898/887;lessons1;eval+0,+4;steps0/0,4/4;notC3@30c158e7 \
             lesson={said}\n"
        )
    );
    let (status, stdout, _) = merlyn(ran.path(), &["history"]);
    assert_eq!(status, 0);
    assert_eq!(
        stdout,
        format!(
            "contactix-history.txt: 1 game of contactix.\n\
             From the program's side: 0 won, 1 lost, 0 drawn.\n\
             game  result  strategy     moves\n   \
             1  loss    788/898/887  C1C2A3A2A1\n              \
             I learned from this game, my lesson 1: my evaluation weighs\n              \
             two-distance +4\n"
        )
    );
}

#[test]
fn only_moves_made_are_recorded_and_a_game_not_seen_whole_has_unknown_moves() {
    // A refused move is no move.
    let ran = turns(Test::ttt(), &["1"]);
    let ran = ran.then().args(["1"]).status(2).run();
    let ran = turns(ran.then(), &["4", "6"]);
    assert_eq!(
        ran.read("merlyn-history.txt"),
        "146 result=win strategy=9999999999\n"
    );
    // A game the driver did not see from its start (here, its moves lost).
    let ran = turns(ran.then(), &["1", "4"]);
    std::fs::remove_file(ran.path().join(".ttt/moves")).unwrap();
    let ran = turns(ran.then(), &["6"]);
    assert_eq!(
        ran.read("merlyn-history.txt"),
        "146 result=win strategy=9999999999\n? result=win strategy=1999999999\n"
    );
    let (status, stdout, _) = merlyn(ran.path(), &["history"]);
    assert_eq!(status, 0);
    assert!(
        stdout.ends_with("   2  win     1999999999  ?\n"),
        "{stdout}"
    );
}

#[test]
fn a_record_that_cannot_be_written_leaves_the_move_made_and_says_so() {
    let test = Test::ttt();
    std::fs::create_dir(test.path().join("merlyn-history.txt")).unwrap();
    let ran = turns(test, &["1", "4"]);
    let ran = ran
        .then()
        .args(["6"])
        .stderr("ttt: the game stands, but is not in merlyn-history.txt:\nttt: it is a directory\n")
        .run();
    assert!(ran.stdout.ends_with("I win!\n"));
    assert!(ran.read("nextmove.rs").contains("tic-tac-toe: won"));
}

#[test]
fn history_fits_80_columns_in_every_game_and_shows_each_strategy_where_it_changed() {
    use merlyn::games::Kind;
    for kind in Kind::ALL {
        let text = kind.run(common::Record { games: 12 });
        let name = format!("{}-history.txt", kind.name());
        let test = Test::merlyn().write(&name, &text);
        let (status, stdout, stderr) = merlyn(test.path(), &["history", &name]);
        assert_eq!((status, stderr.as_str()), (0, ""), "{}", kind.name());
        if kind == Kind::Reversi {
            // Reversi's games and strategies are too long for a table.
            assert!(stdout.contains("where it changed"), "{stdout}");
        }
        for line in stdout.lines() {
            assert!(
                line.len() <= 80,
                "{}: {} columns:\n{line}",
                kind.name(),
                line.len()
            );
        }
        // Every game's moves, and its strategy where it changed, are there
        // whole, each wrapped under its game.
        let rows: Vec<&str> = text.lines().collect();
        let games = split_listing(&stdout);
        assert_eq!(games.len(), rows.len(), "{}:\n{stdout}", kind.name());
        let mut before = String::new();
        for (row, game) in rows.iter().zip(&games) {
            let moves = row.split(' ').next().unwrap();
            let strategy = row
                .split(" strategy=")
                .nth(1)
                .unwrap()
                .split(' ')
                .next()
                .unwrap();
            assert!(game.contains(moves), "{}: {moves} in\n{game}", kind.name());
            // A table where it fits, with a column of strategies; else each
            // game's strategy where it changed.
            let table = !stdout.lines().nth(2).unwrap().contains("where it changed");
            let shown = if table {
                game.contains(strategy)
            } else {
                game.contains(&format!("strategy{strategy}"))
            };
            assert_eq!(
                shown,
                strategy != before || table,
                "{}: {strategy} in\n{game}",
                kind.name()
            );
            before = strategy.to_string();
        }
    }
}

/// A listing's games, each the text of its row and the lines under it,
/// without their spaces and line breaks: wrapped text put back together.
fn split_listing(listing: &str) -> Vec<String> {
    let mut games: Vec<String> = Vec::new();
    for line in listing.lines().skip(3) {
        if line.len() > 4 && line[..4].trim().parse::<usize>().is_ok() {
            games.push(String::new());
        }
        if let Some(game) = games.last_mut() {
            game.extend(line.chars().filter(|c| !c.is_whitespace()));
        }
    }
    games
}

#[test]
fn svg_marks_each_lesson_and_says_whose_results_it_counts() {
    // Game 2 a lesson; game 4 a loss that taught nothing, which is none.
    let games = format!(
        "{GAMES}1357 result=loss strategy=1099999999 learned=1099999999 lesson=I learned \
         nothing: my strategy digit for your opening 1 is 0 already.\n"
    );
    let test = Test::merlyn().write("merlyn-history.txt", &games);
    let (status, _, stderr) = merlyn(test.path(), &["history", "--svg", "curve.svg"]);
    assert_eq!((status, stderr.as_str()), (0, ""));
    let svg = std::fs::read_to_string(test.path().join("curve.svg")).unwrap();
    let document = roxmltree::Document::parse(&svg).expect("well-formed SVG");
    let marks: Vec<&str> = document
        .descendants()
        .filter(|node| node.attribute("class") == Some("mark"))
        .filter_map(|node| node.attribute("data-at"))
        .collect();
    assert_eq!(marks, ["2"], "a mark at each lesson, and only there");
    let texts: Vec<&str> = document
        .descendants()
        .filter(|node| node.has_tag_name("text"))
        .filter_map(|node| node.text())
        .collect();
    assert!(
        texts.contains(&"The program's wins, losses and draws against you, from its side"),
        "{texts:?}"
    );
    assert!(texts.contains(&"a lesson: a lost"), "{texts:?}");
    // The mark stands where game 2 is on the x axis: on its dot.
    let mark = document
        .descendants()
        .find(|node| node.attribute("class") == Some("mark"))
        .unwrap();
    let dots: Vec<f64> = document
        .descendants()
        .filter(|node| node.has_tag_name("circle"))
        .map(|node| node.attribute("cx").unwrap().parse().unwrap())
        .collect();
    let x: f64 = mark.attribute("x1").unwrap().parse().unwrap();
    assert!((x - dots[1]).abs() < 0.1, "{x} {dots:?}");
}

#[test]
fn a_directory_with_records_of_two_games_or_two_of_one_asks_which_in_one_line() {
    let reversi = "f5 result=win strategy=91666619/11222211/62444426/62444426/62444426/62444426/11222211/91666619\n";
    // Tic-tac-toe is the default, here as in every command.
    let both = Test::merlyn()
        .write("merlyn-history.txt", GAMES)
        .write("reversi-history.txt", reversi);
    let (status, stdout, _) = merlyn(both.path(), &["history"]);
    assert_eq!((status, stdout.as_str()), (0, LISTING));
    let (status, stdout, _) = merlyn(both.path(), &["history", "--game", "ttt"]);
    assert_eq!((status, stdout.as_str()), (0, LISTING));
    // Without it, which game is asked.
    let others = Test::merlyn()
        .write("gomoku-history.txt", "h8 result=win strategy=9\n")
        .write("reversi-history.txt", reversi);
    let (status, _, stderr) = merlyn(others.path(), &["history"]);
    assert_eq!(status, 2);
    assert_eq!(
        stderr,
        "error: the current directory holds records of several games: give --game, or a record\n"
    );
    // ttt's record, and tic-tac-toe's under play's old name.
    let two = Test::merlyn()
        .write("merlyn-history.txt", GAMES)
        .write("tic-tac-toe-history.txt", GAMES);
    let (status, _, stderr) = merlyn(two.path(), &["history"]);
    assert_eq!(status, 2);
    assert_eq!(
        stderr,
        "error: the current directory holds two records of tic-tac-toe: name the one to read\n"
    );
}

#[test]
fn history_shows_what_acts_on_a_terminal_escaped() {
    // A lesson that would set the terminal's title and clear its screen.
    let record = "1357 result=loss strategy=9999999999 learned=1899999999 \
                  lesson=I learned\x1b]0;owned\x07\x1b[2J: nothing.\n";
    let dir = Test::merlyn().write("merlyn-history.txt", record);
    let (status, stdout, _) = merlyn(dir.path(), &["history"]);
    assert_eq!(status, 0);
    assert!(
        !stdout.contains(['\x1b', '\x07']),
        "raw control bytes: {stdout:?}"
    );
    assert!(
        stdout.contains("I learned\\x1b]0;owned\\x07\\x1b[2J: nothing."),
        "{stdout}"
    );
}

#[test]
fn history_refuses_a_record_larger_than_the_driver_writes_before_reading_it() {
    let dir = Test::merlyn();
    let file = std::fs::File::create(dir.path().join("merlyn-history.txt")).unwrap();
    // 2 GB, sparse: read whole, it cost 6.8 s and 1.96 GB.
    file.set_len(2_000_000_000).unwrap();
    let started = std::time::Instant::now();
    let (status, stdout, stderr) = merlyn(dir.path(), &["history"]);
    assert!(started.elapsed() < std::time::Duration::from_secs(2));
    assert_eq!((status, stdout.as_str()), (2, ""));
    assert_eq!(
        stderr,
        "error: merlyn-history.txt is larger than 64 MiB: it is no record the driver wrote\n"
    );
}

#[test]
fn a_lessons_list_is_listed_a_line_an_item() {
    // Connect Four's words, on a line of tic-tac-toe's, whose strategies
    // are short.
    let record = "1357 result=loss strategy=9999999999 learned=1899999999 \
                  lesson=I learned (lesson 1): \
                  - I look 1 move ahead, not 0. - the weights of 2 cells moved, the most \
                  row 1, column 4: 70 to 71.\n";
    let dir = Test::merlyn().write("merlyn-history.txt", record);
    let (status, stdout, stderr) = merlyn(dir.path(), &["history"]);
    assert_eq!(status, 0, "{stderr}");
    let lines: Vec<&str> = stdout.lines().skip(3).collect();
    assert_eq!(
        lines[1..],
        [
            "              I learned (lesson 1):",
            "              - I look 1 move ahead, not 0.",
            "              - the weights of 2 cells moved, the most row 1, column 4: 70 to",
            "                71.",
        ],
        "{stdout}"
    );
}
