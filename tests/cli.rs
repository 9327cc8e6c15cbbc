//! The subcommands as a user runs them: exact output where it is a
//! contract, exit codes, and the trained program compiled by rustc.

mod common;

use common::Test;
use merlyn::game::Game as _;
use merlyn::generation;
use merlyn::tictactoe::TicTacToe;
use merlyn::tictactoe::strategy::Strategy;
use std::path::Path;
use std::process::Command;

/// `merlyn verify` of the original program, 9999999999.
const VERIFY_ORIGINAL: &str = "\
opening=c games=249 wins=183 draws=51 losses=15 first-loss=c1357
opening=1 games=65 wins=46 draws=15 losses=4 first-loss=1357
opening=2 games=105 wins=41 draws=51 losses=13 first-loss=2413
opening=3 games=73 wins=44 draws=22 losses=7 first-loss=3157
opening=4 games=89 wins=33 draws=43 losses=13 first-loss=4213
opening=5 games=89 wins=34 draws=43 losses=12 first-loss=5173
opening=6 games=73 wins=47 draws=20 losses=6 first-loss=6231
opening=7 games=89 wins=42 draws=36 losses=11 first-loss=7132
opening=8 games=73 wins=47 draws=20 losses=6 first-loss=83471
opening=9 games=97 wins=39 draws=44 losses=14 first-loss=9213
";

/// `merlyn verify` of the published program that never loses.
const VERIFY_NEVER_LOSES: &str = "\
opening=c games=94 wins=83 draws=11 losses=0
opening=1 games=57 wins=43 draws=14 losses=0
opening=2 games=65 wins=39 draws=26 losses=0
opening=3 games=49 wins=42 draws=7 losses=0
opening=4 games=65 wins=41 draws=24 losses=0
opening=5 games=65 wins=36 draws=29 losses=0
opening=6 games=57 wins=44 draws=13 losses=0
opening=7 games=49 wins=38 draws=11 losses=0
opening=8 games=57 wins=44 draws=13 losses=0
opening=9 games=49 wins=42 draws=7 losses=0
";

/// `merlyn train` from the original program.
const TRAIN_ORIGINAL: &str = "\
loss 1 line=c1357 strategy=5999989999
loss 2 line=1357 strategy=1899989999
loss 3 line=2413 strategy=2889989999
loss 4 line=3157 strategy=3888989999
loss 5 line=3654 strategy=3887989999
loss 6 line=3412 strategy=3886989999
loss 7 line=3157 strategy=3885989999
loss 8 line=3412 strategy=3884989999
loss 9 line=3174 strategy=3883989999
loss 10 line=4213 strategy=4883889999
loss 11 line=5973 strategy=5883879999
loss 12 line=c3412 strategy=5883869999
loss 13 line=c3412 strategy=5883859999
loss 14 line=6231 strategy=6883858999
loss 15 line=6354 strategy=6883857999
loss 16 line=7132 strategy=7883857899
loss 17 line=7396 strategy=7883857799
loss 18 line=83471 strategy=8883857789
loss 19 line=8396 strategy=8883857779
loss 20 line=83412 strategy=8883857769
loss 21 line=83412 strategy=8883857759
loss 22 line=9213 strategy=9883857758
loss 23 line=9375 strategy=9883857757
loss 24 line=92471 strategy=9883857756
loss 25 line=92471 strategy=9883857755
loss 26 line=9174 strategy=9883857754
loss 27 line=9174 strategy=9883857753
converged losses=27 strategy=9883857753
";

/// `merlyn analyze`.
const ANALYZE: &str = "\
opening=1 safe=87
opening=2 safe=8
opening=3 safe=3
opening=4 safe=81
opening=5 safe=52
opening=6 safe=7652
opening=7 safe=71
opening=8 safe=521
opening=9 safe=3
never-losing=192
trained=9883857753
";

fn generation_with(strategy: &str) -> String {
    generation::zero::<TicTacToe>(strategy.parse::<Strategy>().unwrap())
}

#[test]
fn replay_prints_the_published_game_as_one_line() {
    Test::merlyn()
        .args(["replay", "146"])
        .stdout("146 computer=879 result=win strategy=1999999999\n")
        .run();
}

#[test]
fn replay_prints_one_line_per_game_in_order() {
    Test::merlyn()
        .args(["replay", "146", "1357", "c", "c3"])
        .stdout(
            "146 computer=879 result=win strategy=1999999999\n\
             1357 computer=829 result=loss strategy=1899999999\n\
             c computer=8 result=ongoing strategy=5999999999\n\
             c3 computer=86 result=ongoing strategy=5999999999\n",
        )
        .run();
}

#[test]
fn replay_plays_the_strategy_given_or_the_one_in_a_file() {
    let expected = "1 computer=5 result=ongoing strategy=1883857753\n";
    Test::merlyn()
        .args(["replay", "--strategy", "9883857753", "1"])
        .stdout(expected)
        .run();
    Test::merlyn()
        .write("best.rs", &generation_with("9883857753"))
        .args(["replay", "best.rs", "1"])
        .stdout(expected)
        .run();
}

#[test]
fn replay_of_an_illegal_game_names_it_and_exits_2() {
    for (game, message) in [
        ("141", "error: game 141: cell 1 is taken\n"),
        (
            "13572",
            "error: game 13572: it ended after 1357 (a loss); move 2 comes after the end\n",
        ),
        (
            "14a",
            "error: game 14a: `a` is not a move: a move is a cell from 1 to 9\n",
        ),
        (
            "1c",
            "error: game 1c: `c`, the computer moving first, can only come first\n",
        ),
    ] {
        // The good game's line, then the error.
        Test::merlyn()
            .args(["replay", "146", game])
            .stdout("146 computer=879 result=win strategy=1999999999\n")
            .stderr(message)
            .status(2)
            .run();
    }
}

#[test]
fn a_bad_strategy_is_one_line_of_error_and_exit_2() {
    for (strategy, command) in [
        ("999999999", "verify"),
        ("99999x9999", "train"),
        ("abcdefghij", "replay"),
    ] {
        Test::merlyn()
            .args([command, "--strategy", strategy])
            .args((command == "replay").then_some("1"))
            .stdout("")
            .stderr(&format!(
                "error: `{strategy}` is not a strategy: give 10 digits, such as 9999999999\n"
            ))
            .status(2)
            .run();
    }
}

#[test]
fn a_bad_argument_is_one_line_of_error_and_exit_2() {
    let chess = "error: 'chess' is not a game (merlyn train --help lists them)\n";
    for (args, said) in [
        (
            &["contactix", "FOO"][..],
            "error: invalid value 'FOO' for '[WORDS]...' [possible values: TEST, SVG]\n",
        ),
        (
            &["show"][..],
            "error: the following required arguments were not provided: <FILE>\n",
        ),
        (
            &["new", "--bogus"][..],
            "error: unexpected argument '--bogus' found; tip: to pass '--bogus' as a value, use '-- --bogus'\n",
        ),
        (&["train", "--game", "chess"][..], chess),
    ] {
        Test::merlyn()
            .args(args.iter().copied())
            .stdout("")
            .stderr(said)
            .status(2)
            .run();
    }
}

#[test]
fn a_bare_merlyn_prints_its_whole_help_and_exits_2() {
    let ran = Test::merlyn().stdout("").status(2).run();
    assert!(ran.stderr.contains("\nCommands:\n"), "{}", ran.stderr);
    assert!(ran.stderr.lines().count() > 10, "{}", ran.stderr);
}

#[test]
fn verify_of_the_original_prints_every_opening_and_exits_1() {
    Test::merlyn()
        .args(["verify"])
        .stdout(VERIFY_ORIGINAL)
        .status(1)
        .run();
}

#[test]
fn verify_of_the_published_strategy_finds_no_loss_and_exits_0() {
    Test::merlyn()
        .args(["verify", "--strategy", "9883857753"])
        .stdout(VERIFY_NEVER_LOSES)
        .run();
}

#[test]
fn verify_reads_the_strategy_of_a_generation_file() {
    Test::merlyn()
        .write("best.rs", &generation_with("9883857753"))
        .args(["verify", "best.rs"])
        .stdout(VERIFY_NEVER_LOSES)
        .run();
}

#[test]
fn train_loses_27_games_on_its_way_to_the_published_strategy() {
    Test::merlyn().args(["train"]).stdout(TRAIN_ORIGINAL).run();
}

#[test]
fn train_writes_a_program_that_rustc_compiles_cleanly_and_show_reads() {
    let ran = Test::merlyn()
        .args(["train", "--write", "trained.rs"])
        .stdout(TRAIN_ORIGINAL)
        .run();
    assert_eq!(ran.read("trained.rs"), generation_with("9883857753"));
    let rustc = Command::new("rustc")
        .args(["trained.rs", "-o", "trained"])
        .current_dir(ran.path())
        .output()
        .expect("rustc runs");
    let stderr = String::from_utf8_lossy(&rustc.stderr);
    assert!(rustc.status.success(), "rustc failed:\n{stderr}");
    assert_eq!(stderr, "", "rustc warned");
    ran.then()
        .args(["show", "trained.rs"])
        .stdout(
            ". . .   1 2 3\n. . .   4 5 6\n. . .   7 8 9\n\
             game=tic-tac-toe status=new face=:-| strategy=9883857753\n\
             A new game: make the first move, or let the computer open.\n",
        )
        .run()
        .then()
        .args(["verify", "trained.rs"])
        .stdout(VERIFY_NEVER_LOSES)
        .run();
}

#[test]
fn train_of_a_program_that_cannot_converge_is_an_error() {
    Test::merlyn()
        .args(["train", "--strategy", "1000000000"])
        .stdout("")
        .stderr(
            "error: strategy 1000000000 cannot converge: it still loses c1357 with digit 5 at 0\n",
        )
        .status(2)
        .run();
}

#[test]
fn analyze_lists_the_safe_digits_and_the_trained_strategy() {
    Test::merlyn().args(["analyze"]).stdout(ANALYZE).run();
}

#[test]
fn diff_shows_the_lines_a_move_changed_and_exits_1() {
    let mut game = merlyn::tictactoe::program::Game::new(*b"5883857753");
    game.x = merlyn::tictactoe::program::cell(5);
    game.o = merlyn::tictactoe::program::cell(6);
    Test::merlyn()
        .write("old.rs", &generation_with("9883857753"))
        .write("new.rs", &TicTacToe::source(&game))
        .args(["diff", "old.rs", "new.rs"])
        .stdout(
            "--- old.rs\n\
             +++ new.rs\n\
             @@ -32,13 +32,13 @@\n \
             // successor, builds that module anew and reuses the rest of me.)\n \
             mod state {\n     \
             pub static STATE: &[&str] = &[\n\
             -        \"tic-tac-toe: new\",\n\
             +        \"tic-tac-toe: on\",\n         \
             \"   |   |   \",\n         \
             \"---+---+---\",\n\
             -        \"   |   |   \",\n\
             +        \"   | X | 0 \",\n         \
             \"---+---+---\",\n         \
             \"   |   |   \",\n\
             -        \"9883857753  :-| \",\n\
             +        \"5883857753  :-| \",\n     \
             ];\n \
             }\n \
             \n",
        )
        .status(1)
        .run();
}

#[test]
fn diff_of_a_file_with_itself_prints_nothing_and_exits_0() {
    Test::merlyn()
        .write("a.rs", &generation_with("9999999999"))
        .args(["diff", "a.rs", "a.rs"])
        .stdout("")
        .run();
}

#[test]
fn replay_refuses_both_a_strategy_and_a_file() {
    Test::merlyn()
        .write("best.rs", &generation_with("9883857753"))
        .args(["replay", "--strategy", "9999999999", "best.rs", "1"])
        .stdout("")
        .stderr("error: give either --strategy or a FILE, not both (FILE was best.rs)\n")
        .status(2)
        .run();
}

// ---------------------------------------------------------------------------
// Reversi, and the commands every game shares.

/// reverxii's weights, as the commands write them.
const REVERXII: &str = "90,10,60,60,10,20,20,40,40,40/0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0";

#[test]
fn new_prints_each_games_generation_zero_and_show_reads_the_game_from_the_file() {
    let ran = Test::merlyn().args(["new", "reversi"]).run();
    assert_eq!(
        ran.stdout,
        <merlyn::reversi::Reversi as merlyn::game::Game>::ZERO
    );
    let ran = Test::merlyn().args(["new"]).run();
    assert_eq!(ran.stdout, <TicTacToe as merlyn::game::Game>::ZERO);
    Test::merlyn()
        .write(
            "zero.rs",
            <merlyn::reversi::Reversi as merlyn::game::Game>::ZERO,
        )
        .args(["show", "zero.rs"])
        .stdout(&format!(
            "  a b c d e f g h\n\
             1 . . . . . . . . 1\n\
             2 . . . . . . . . 2\n\
             3 . . . . . . . . 3\n\
             4 . . . 0 X . . . 4\n\
             5 . . . X 0 . . . 5\n\
             6 . . . . . . . . 6\n\
             7 . . . . . . . . 7\n\
             8 . . . . . . . . 8\n\
             \x20 a b c d e f g h\n\
             game=reversi status=new face=:-| discs=2-2 weights={REVERXII}\n\
             A new game: make the first move, or let the computer open.\n"
        ))
        .run();
}

#[test]
fn new_takes_a_strategy_in_the_games_own_form_and_refuses_a_bad_one() {
    let flat = "40,40,40,40,40,40,40,40,40,40/-40,-40,-40,-40,-40,-40,-40,-40,-40,-40/1,2,3,4,5,6";
    let ran = Test::merlyn()
        .args(["new", "reversi", "--strategy", flat])
        .run();
    let state = merlyn::generation::read::<merlyn::reversi::Reversi>(&ran.stdout).unwrap();
    assert_eq!(
        state.weights,
        [[40; 10], [-40; 10]]
            .concat()
            .into_iter()
            .chain(1..=6)
            .collect::<Vec<i32>>()[..]
    );
    Test::merlyn()
        .args(["new", "reversi", "--strategy", "9999999999"])
        .stdout("")
        .stderr(
            "error: `9999999999` is not a set of weights: give ten weights of its discs, a / and \
             ten of the other side's, a / and six others (a move of its own and one of the \
             other side's, a disc of its own and one of the other side's beside an empty \
             square, and beside an empty corner), each from -999 to 999, such as \
             90,10,60,60,10,20,20,40,40,40/0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0; then, if you like, \
             :depthD (1 to 4), :lessonsN and :steps with a pair ALL/NET for each of the 26 \
             weights, separated by commas\n",
        )
        .status(2)
        .run();
}

#[test]
fn replay_plays_reversi_games_in_othello_notation() {
    Test::merlyn()
        .args(["replay", "--game", "reversi", "f5", "c", "F5f6"])
        .stdout(&format!(
            "f5 computer=f4 result=ongoing discs=3-3 weights={REVERXII}\n\
             c computer=e3 result=ongoing discs=1-4 weights={REVERXII}\n"
        ))
        .stderr("error: game f5f6: square f6 flips none of my discs\n")
        .status(2)
        .run();
}

#[test]
fn perft_counts_each_games_tree() {
    Test::merlyn()
        .args(["perft", "reversi", "5"])
        .stdout("depth=5 nodes=1396\n")
        .run();
    Test::merlyn()
        .args(["perft", "tic-tac-toe", "9"])
        .stdout("depth=9 nodes=255168\n")
        .run();
}

#[test]
fn match_prints_a_table_and_a_result_line() {
    Test::merlyn()
        .args([
            "match", "reverxii", "greedy", "--game", "reversi", "--games", "4",
        ])
        .stdout(
            "   player         games   wins  draws losses   margin\n\
             a  reverxii           4      4      0      0   +21.00\n\
             \x20  moving first       2      2      0      0   +14.00\n\
             \x20  moving second      2      2      0      0   +28.00\n\
             b  greedy             4      0      0      4   -21.00\n\
             \x20  moving first       2      0      0      2   -28.00\n\
             \x20  moving second      2      0      0      2   -14.00\n\
             result a=4 draws=0 b=0\n",
        )
        .run();
}

#[test]
fn match_reads_the_game_from_a_file_and_every_game_has_random_players() {
    let ran = Test::merlyn()
        .write(
            "zero.rs",
            <merlyn::reversi::Reversi as merlyn::game::Game>::ZERO,
        )
        .args(["match", "zero.rs", "random:7", "--games", "50"])
        .run();
    let result = ran.stdout.lines().last().unwrap();
    let wins: Vec<u32> = result
        .split(' ')
        .skip(1)
        .map(|field| field.split('=').nth(1).unwrap().parse().unwrap())
        .collect();
    assert_eq!(wins.iter().sum::<u32>(), 50, "{result}");
    assert!(wins[0] > wins[2], "{result}");
    // The same seed, the same games.
    let first = ran.stdout.clone();
    let again = ran
        .then()
        .args(["match", "zero.rs", "random:7", "--games", "50"])
        .run();
    assert_eq!(again.stdout, first);
}

#[test]
fn a_reversi_program_at_a_level_looks_further_and_a_level_out_of_range_is_refused() {
    let zero = <merlyn::reversi::Reversi as merlyn::game::Game>::ZERO;
    let wins = |ran: &common::Ran| -> u32 {
        let result = ran.stdout.lines().last().unwrap().to_string();
        result.split(' ').nth(1).unwrap()[2..].parse().unwrap()
    };
    let args = [
        "match",
        "zero.rs",
        "alphabeta:3",
        "--games",
        "20",
        "--opening-moves",
        "4",
    ];
    let plain = Test::merlyn().write("zero.rs", zero).args(args).run();
    let (before, shown) = (wins(&plain), plain.stdout.clone());
    let deeper = plain.then().args(args).args(["--level", "6"]).run();
    assert!(
        deeper.stdout.contains("a  zero.rs at level 6 "),
        "{}",
        deeper.stdout
    );
    assert!(wins(&deeper) > before, "{shown}\n{}", deeper.stdout);
    let refused = deeper.then().args(args).args(["--level", "9"]).status(2);
    let refused = refused
        .stderr("error: --level 9: Reversi's levels are 1 to 8, how many moves ahead it looks\n")
        .run();
    let refused = refused
        .then()
        .args([
            "match",
            "random:1",
            "alphabeta:3",
            "--game",
            "reversi",
            "--level",
            "5",
        ])
        .status(2)
        .stderr("error: --level: neither player is a program (a FILE, or control:FILE)\n")
        .run();
    refused
        .then()
        .write(
            "ttt.rs",
            <merlyn::tictactoe::TicTacToe as merlyn::game::Game>::ZERO,
        )
        .args(["match", "ttt.rs", "random:1", "--level", "5"])
        .status(2)
        .stderr("error: --level: only Reversi's and Con-Tac-Tix's programs have levels, not tic-tac-toe's\n")
        .run();
}

#[test]
fn the_gtp_front_end_takes_a_level_and_refuses_one_out_of_range() {
    let ran = Test::merlyn()
        .args(["gtp", "--game", "reversi", "--level", "6"])
        .stdin("boardsize 8\ngenmove black\nquit\n")
        .run();
    let answers: Vec<&str> = ran.stdout.split("\n\n").collect();
    assert_eq!(answers[0], "=");
    assert!(
        ["= d3", "= c4", "= f5", "= e6"].contains(&answers[1]),
        "{}",
        ran.stdout
    );
    let ran = ran
        .then()
        .args(["gtp", "--game", "reversi", "--level", "9"])
        .status(2)
        .stderr("error: --level 9: Reversi's levels are 1 to 8, how many moves ahead it looks\n")
        .run();
    ran.then()
        .args(["gtp", "--game", "contactix", "--level", "11"])
        .status(2)
        .stderr(
            "error: --level 11: Con-Tac-Tix's levels are 0 to 9, how many best moves beside its \
             best it searches a move deeper, and 10, its strongest\n",
        )
        .run();
}

#[test]
fn train_reversi_against_players_from_a_table_that_knows_nothing() {
    let ran = Test::merlyn()
        .args([
            "train",
            "--game",
            "reversi",
            "--strategy",
            "0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0",
            "--against",
            "first",
            "--against",
            "greedy",
            "--write",
            "trained.rs",
        ])
        .run();
    let lines: Vec<&str> = ran.stdout.lines().collect();
    let last = lines.last().unwrap();
    assert!(last.starts_with("converged losses="), "{last}");
    assert!(
        lines.len() > 1,
        "it lost before it converged: {}",
        ran.stdout
    );
    for (n, line) in lines[..lines.len() - 1].iter().enumerate() {
        assert!(
            line.starts_with(&format!("loss {} against=", n + 1)),
            "{line}"
        );
    }
    // The trained program is the one written out. It learns from every
    // game, the won ones of its last round too, so it is not the program
    // that went the round unbeaten; but it has learned to play: from
    // random openings, it beats both players more often than not.
    let weights = last.rsplit("weights=").next().unwrap().to_string();
    let shown = ran.then().args(["show", "trained.rs"]).run();
    assert!(
        shown.stdout.contains(&format!("weights={weights}\n")),
        "{}",
        shown.stdout
    );
    let mut test = shown.then();
    for player in ["first", "greedy"] {
        let played = test
            .args(["match", "trained.rs", player, "--games", "20"])
            .args(["--opening-moves", "4"])
            .run();
        let result = played.stdout.lines().last().unwrap();
        let count = |side: &str| -> u32 {
            let word = result.split(' ').find(|w| w.starts_with(side)).unwrap();
            word[side.len()..].parse().unwrap()
        };
        assert!(count("a=") > count("b="), "{player}: {}", played.stdout);
        test = played.then();
    }
}

#[test]
fn train_gives_up_after_the_losses_allowed_and_exits_1() {
    let ran = Test::merlyn()
        .args([
            "train",
            "--game",
            "reversi",
            "--against",
            "random:3",
            "--losses",
            "2",
            "--unbeaten",
            "1000",
        ])
        .status(1)
        .run();
    let lines: Vec<&str> = ran.stdout.lines().collect();
    assert_eq!(lines.len(), 3, "{}", ran.stdout);
    assert!(
        lines[2].starts_with("gave-up losses=2 games="),
        "{}",
        lines[2]
    );
}

#[test]
fn the_exhaustive_tools_say_they_are_for_tic_tac_toe() {
    let zero = <merlyn::reversi::Reversi as merlyn::game::Game>::ZERO;
    for args in [
        &["verify", "zero.rs"][..],
        &["verify", "--game", "reversi"],
        &["analyze", "--game", "reversi"],
    ] {
        let command = args[0];
        Test::merlyn()
            .write("zero.rs", zero)
            .args(args.iter().copied())
            .stdout("")
            .stderr(&format!(
                "error: {command} plays every possible game, which only tic-tac-toe allows; for \
                 reversi, try `merlyn match` or `merlyn train --against PLAYER`\n"
            ))
            .status(2)
            .run();
    }
    Test::merlyn()
        .args(["train", "--game", "reversi"])
        .stdout("")
        .stderr(
            "error: reversi has no perfect adversary: give --against PLAYER (first, last, \
             random:SEED, engine:COMMAND, control:FILE, greedy, reverxii, alphabeta:DEPTH, self, or a generation's FILE)\n",
        )
        .status(2)
        .run();
}

// ---------------------------------------------------------------------------
// Files: only regular ones are read, and written.

#[test]
fn train_writes_only_a_regular_file_keeping_its_mode() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("target.txt"), "mine\n").unwrap();
    std::os::unix::fs::symlink(d.join("target.txt"), d.join("link.rs")).unwrap();
    std::fs::write(d.join("readonly.rs"), "mine\n").unwrap();
    std::fs::set_permissions(
        d.join("readonly.rs"),
        std::fs::Permissions::from_mode(0o444),
    )
    .unwrap();
    for (target, why) in [
        (
            d.join("link.rs"),
            "it is not a regular file, and is left as it is",
        ),
        (
            Path::new("/dev/null").to_path_buf(),
            "it is not a regular file, and is left as it is",
        ),
        (d.join("readonly.rs"), "it is read-only"),
    ] {
        let ran = Test::merlyn()
            .args(["train", "--write", target.to_str().unwrap()])
            .status(2)
            .run();
        assert_eq!(
            ran.stderr,
            format!("error: cannot write {}: {why}\n", target.display())
        );
    }
    assert_eq!(
        std::fs::read_to_string(d.join("target.txt")).unwrap(),
        "mine\n"
    );
    assert_eq!(
        std::fs::read_to_string(d.join("readonly.rs")).unwrap(),
        "mine\n"
    );
    // A regular file keeps its mode; a new one is 0644.
    std::fs::write(d.join("kept.rs"), "old\n").unwrap();
    std::fs::set_permissions(d.join("kept.rs"), std::fs::Permissions::from_mode(0o640)).unwrap();
    for (name, mode) in [("kept.rs", 0o640), ("new.rs", 0o644)] {
        let path = d.join(name);
        Test::merlyn()
            .args(["train", "--write", path.to_str().unwrap()])
            .run();
        let meta = std::fs::metadata(&path).unwrap();
        assert_eq!(meta.permissions().mode() & 0o777, mode, "{name}");
        assert!(
            std::fs::read_to_string(&path)
                .unwrap()
                .contains("\"9883857753  :-| \"")
        );
    }
}

#[test]
fn show_reads_only_a_regular_file_of_a_generations_size() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("fifo");
    let made = Command::new("mkfifo").arg(&fifo).status().unwrap();
    assert!(made.success());
    let big = dir.path().join("big.rs");
    std::fs::write(&big, "x".repeat(2 << 20)).unwrap();
    for (file, why) in [
        (
            "/dev/zero".to_string(),
            "/dev/zero is not a regular file".to_string(),
        ),
        (
            fifo.display().to_string(),
            format!("{} is not a regular file", fifo.display()),
        ),
        (
            big.display().to_string(),
            format!("{} is larger than 1 MiB: not a generation", big.display()),
        ),
    ] {
        for command in ["show", "verify"] {
            Test::merlyn()
                .args([command, &file])
                .stdout("")
                .stderr(&format!("error: {why}\n"))
                .status(2)
                .run();
        }
    }
}

// ---------------------------------------------------------------------------
// Output: full devices, colour, completions, the manual, play.

#[test]
fn every_subcommand_reports_a_full_output_in_one_line() {
    let zero = <TicTacToe as merlyn::game::Game>::ZERO;
    for args in [
        &["new"][..],
        &["new", "reversi"],
        &["show", "zero.rs"],
        &["replay", "146"],
        &["verify"],
        &["train"],
        &["analyze"],
        &["diff", "zero.rs", "other.rs"],
        &["match", "first", "last", "--games", "2"],
        &["perft", "tic-tac-toe", "3"],
        &["completions", "bash"],
        &["man"],
        &["--help"],
    ] {
        let test = Test::merlyn()
            .write("zero.rs", zero)
            .write("other.rs", &generation_with("9883857753"));
        let output = test
            .command()
            .args(args)
            .stdout(std::fs::File::create("/dev/full").unwrap())
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(
            stderr.starts_with("error: cannot write to standard output: No space left")
                && stderr.lines().count() == 1,
            "{args:?}: {stderr}"
        );
    }
}

#[test]
fn diff_colours_as_asked_and_as_the_environment_says() {
    let test = || {
        Test::merlyn()
            .write("old.rs", &generation_with("9999999999"))
            .write("new.rs", &generation_with("9883857753"))
    };
    let coloured = |ran: &common::Ran| ran.stdout.contains('\x1b');
    // Not a terminal: plain, unless forced.
    assert!(!coloured(
        &test().args(["diff", "old.rs", "new.rs"]).status(1).run()
    ));
    assert!(coloured(
        &test()
            .args(["diff", "--color", "always", "old.rs", "new.rs"])
            .status(1)
            .run()
    ));
    assert!(coloured(
        &test()
            .env("CLICOLOR_FORCE", "1")
            .args(["diff", "old.rs", "new.rs"])
            .status(1)
            .run()
    ));
    // NO_COLOR wins over CLICOLOR_FORCE, and --color never over both.
    assert!(!coloured(
        &test()
            .env("CLICOLOR_FORCE", "1")
            .env("NO_COLOR", "1")
            .args(["diff", "old.rs", "new.rs"])
            .status(1)
            .run()
    ));
    assert!(!coloured(
        &test()
            .env("CLICOLOR_FORCE", "1")
            .args(["diff", "--color", "never", "old.rs", "new.rs"])
            .status(1)
            .run()
    ));
}

#[test]
fn completions_and_the_manual_come_from_the_command_line() {
    let bash = Test::merlyn().args(["completions", "bash"]).run();
    for word in ["merlyn", "replay", "perft", "--against"] {
        assert!(bash.stdout.contains(word), "{word}");
    }
    let man = Test::merlyn().args(["man"]).run();
    assert!(man.stdout.starts_with(".ie"), "{}", &man.stdout[..80]);
    assert!(
        man.stdout.contains(".TH merlyn 1"),
        "{}",
        &man.stdout[..200]
    );
}

#[test]
fn help_offers_size_only_where_it_is_taken() {
    for command in ["play", "replay", "show"] {
        let help = Test::merlyn().args([command, "--help"]).run().stdout;
        assert!(!help.contains("--size"), "{command} --help: {help}");
    }
    for command in ["new", "train", "match"] {
        let help = Test::merlyn().args([command, "--help"]).run().stdout;
        assert!(help.contains("--size"), "{command} --help: {help}");
    }
}

#[test]
fn the_manual_names_only_pages_that_man_dir_writes() {
    let ran = Test::merlyn().args(["man", "--dir", "man1"]).run();
    let page = ran.read("man1/merlyn.1");
    assert_eq!(page, Test::merlyn().args(["man"]).run().stdout);
    let named: Vec<&str> = page
        .split("merlyn\\-")
        .skip(1)
        .map(|rest| &rest[..rest.find("(1)").expect("a section")])
        .collect();
    assert!(
        named.contains(&"train") && named.contains(&"gtp"),
        "{named:?}"
    );
    for name in named {
        let sub = ran.read(&format!("man1/merlyn-{name}.1"));
        assert!(sub.contains(&format!(".TH merlyn-{name} 1")), "{name}");
    }
    assert!(!page.contains("merlyn\\-help"), "no page for help");
}

#[test]
fn merlyn_play_plays_the_drivers_turn_with_its_own_generation_zero() {
    let ran = Test::merlyn().args(["play", "reversi", "f5"]).run();
    assert!(
        ran.stdout.ends_with("You took f5, I took f4.\n"),
        "{}",
        ran.stdout
    );
    assert_eq!(
        ran.read("reversi.rs"),
        <merlyn::reversi::Reversi as merlyn::game::Game>::ZERO
    );
    // The board as the driver draws it, the last moves in brackets.
    assert!(
        ran.stdout
            .contains("\n 4   .  .  .  0 (0)[0] .  .   4\n 5   .  .  .  X (X)[X] .  .   5\n"),
        "{}",
        ran.stdout
    );
    // The driver's refusals and options pass through.
    let ran = ran
        .then()
        .args(["play", "reversi", "f5"])
        .status(2)
        .stderr("play: square f5 is taken\n")
        .run();
    ran.then()
        .args(["play", "reversi", "quitgame"])
        .stdout("Game dropped. The next game starts from reversi.rs, which keeps what I learned.\n")
        .run();
}

// ---------------------------------------------------------------------------
// Gomoku.

/// Generation zero's Gomoku weights, as the commands write them.
const TICK5: &str = "900,400,350,90,30,70,8,2/800,300,250,80,20,60,7,1";

#[test]
fn new_gomoku_prints_generation_zero_and_takes_weights_in_bounds_only() {
    let ran = Test::merlyn().args(["new", "gomoku"]).run();
    assert_eq!(
        ran.stdout,
        <merlyn::gomoku::Gomoku as merlyn::game::Game>::ZERO
    );
    assert!(ran.stdout.contains("\"straight four    900    800\","));
    let other = "999,100,100,10,10,10,5,0/100,100,100,10,10,10,5,0";
    let ran = Test::merlyn()
        .args(["new", "gomoku", "--strategy", other])
        .run();
    assert!(ran.stdout.contains("\"straight four    999    100\","));
    Test::merlyn()
        .args([
            "new",
            "gomoku",
            "--strategy",
            "1000,400,350,90,30,70,8,2/800,300,250,80,20,60,7,1",
        ])
        .stdout("")
        .stderr(
            "error: `1000,400,350,90,30,70,8,2/800,300,250,80,20,60,7,1` is out of bounds: the \
             fours weigh 100 to 999, the threes 10 to 99, two 5 to 9, one 0 to 4\n",
        )
        .status(2)
        .run();
}

#[test]
fn replay_plays_gomoku_games_in_the_usual_notation() {
    Test::merlyn()
        .args(["replay", "--game", "gomoku", "h8", "c", "J10", "h8h8"])
        .stdout(&format!(
            "h8 computer=h10 result=ongoing stones=1-1 weights={TICK5}\n\
             c computer=h8 result=ongoing stones=0-1 weights={TICK5}\n\
             j10 computer=j12 result=ongoing stones=1-1 weights={TICK5}\n"
        ))
        .stderr("error: game h8h8: cell h8 is taken\n")
        .status(2)
        .run();
}

#[test]
fn new_from_a_gomoku_program_before_values_carries_its_weights_lookahead_and_game() {
    use merlyn::gomoku::{Cell, Gomoku, Weights};
    // A game in progress of a program that looks 2 moves ahead, and the
    // same as the version before values wrote it: no values, no lessons.
    let weights: Weights = "999,400,350,90,30,70,8,2/800,300,250,80,20,60,7,1/2"
        .parse()
        .unwrap();
    let state = Gomoku::play(Gomoku::new_game(weights), Some(Cell::of(112)))
        .unwrap()
        .state;
    let now = Gomoku::source(&state);
    let values = "        \"my values       mine  yours\",
        \"1 in a window     +0     +0\",
        \"2 in a window     +0     +0\",
        \"3 in a window     +0     +0\",
        \"4 in a window     +0     +0\",
";
    let steps =
        "        \"my steps: how far my lessons asked each value to move, in points, in all,\",
        \"back and forth, then net; a value moves that share of what it is asked\",
        \"1 in a window: mine 0/0, yours 0/0\",
        \"2 in a window: mine 0/0, yours 0/0\",
        \"3 in a window: mine 0/0, yours 0/0\",
        \"4 in a window: mine 0/0, yours 0/0\",
";
    // And the same as the version before steps wrote it: no steps.
    let before_steps = now.replacen(steps, "", 1);
    assert_eq!(before_steps.lines().count() + 6, now.lines().count());
    let older =
        before_steps
            .replacen(values, "", 1)
            .replacen("        \"lessons            0\",\n", "", 1);
    assert_eq!(older.lines().count() + 12, now.lines().count());
    for old in [older, before_steps] {
        let carried = Test::merlyn()
            .write("old.rs", &old)
            .args(["new", "--from", "old.rs"])
            .run();
        assert_eq!(carried.stdout, now);
    }
}

#[test]
fn gomoku_match_and_train_end_to_end() {
    // Generation zero beats random players.
    let ran = Test::merlyn()
        .args([
            "match", "tick5", "random:1", "--game", "gomoku", "--games", "100",
        ])
        .run();
    assert!(
        ran.stdout.ends_with("result a=100 draws=0 b=0\n"),
        "{}",
        ran.stdout
    );
    // Trained against tick5 and greedy, it stops losing to both, moving
    // first and second.
    let ran = ran
        .then()
        .args([
            "train",
            "--game",
            "gomoku",
            "--against",
            "tick5",
            "--against",
            "greedy",
            "--write",
            "trained.rs",
        ])
        .run();
    let lines: Vec<&str> = ran.stdout.lines().collect();
    let last = lines.last().unwrap();
    assert!(last.starts_with("converged losses="), "{last}");
    assert!(lines.len() > 1, "nothing to learn: {}", ran.stdout);
    let mut test = ran.then();
    for player in ["tick5", "greedy"] {
        let played = test
            .args(["match", "trained.rs", player, "--games", "2"])
            .run();
        assert!(
            played.stdout.ends_with("b=0\n"),
            "{player}: {}",
            played.stdout
        );
        test = played.then();
    }
}

#[test]
fn help_names_every_built_in_player_of_every_game() {
    struct Players;
    impl merlyn::games::Task for Players {
        type Output = Vec<&'static str>;
        fn run<G: merlyn::game::Game>(self) -> Vec<&'static str> {
            G::PLAYERS.to_vec()
        }
    }
    let mut players: Vec<&str> = merlyn::player::COMMON.to_vec();
    for kind in merlyn::games::Kind::ALL {
        players.extend(kind.run(Players));
    }
    for command in ["match", "train"] {
        let help = Test::merlyn().args([command, "--help"]).run().stdout;
        let words: String = help.split_whitespace().collect::<Vec<_>>().join(" ");
        for player in &players {
            assert!(words.contains(player), "{command} --help lacks {player}");
        }
    }
}

#[test]
fn a_players_bad_parameter_is_named_with_the_form_it_takes() {
    for (game, player, form) in [
        ("reversi", "alphabeta:0", "alphabeta:DEPTH"),
        ("reversi", "alphabeta:deep", "alphabeta:DEPTH"),
        ("contactix", "mcts:0", "mcts:PLAYOUTS"),
    ] {
        Test::merlyn()
            .args(["match", "first", player, "--game", game, "--games", "2"])
            .stderr(&format!(
                "error: `{player}` is no player of {game}: the form is {form}\n"
            ))
            .status(2)
            .run();
    }
}

#[test]
fn size_without_a_game_means_the_one_game_of_many_sizes() {
    let sized: Vec<_> = merlyn::games::Kind::ALL
        .into_iter()
        .filter(|kind| kind.sizes().is_some())
        .collect();
    assert_eq!(sized, [merlyn::games::Kind::ConTacTix]);
    for command in [
        &["match", "first", "last"][..],
        &["train", "--against", "first"],
    ] {
        Test::merlyn()
            .args(command.iter().copied())
            .args(["--size", "27x3"])
            .stderr(
                "error: `27x3` is not a board size: give columns x rows, each 2 to 26, such as \
                 11x11\n",
            )
            .status(2)
            .run();
    }
}

#[test]
fn help_gives_every_games_strategy_form_and_notation_from_its_constants() {
    let words = |command: &str| {
        let help = Test::merlyn().args([command, "--help"]).run().stdout;
        help.split_whitespace().collect::<Vec<_>>().join(" ")
    };
    let (new, verify, replay) = (words("new"), words("verify"), words("replay"));
    for kind in merlyn::games::Kind::ALL {
        let facts = kind.facts();
        let form = format!("{}: {}", facts.name, facts.form);
        assert!(new.contains(&form), "new --help lacks {form}");
        assert!(verify.contains(&form), "verify --help lacks {form}");
        let example = format!("{} in {}", facts.example, facts.name);
        assert!(replay.contains(&example), "replay --help lacks {example}");
        assert!(
            new.contains(facts.about),
            "new --help lacks {}",
            facts.about
        );
    }
}

#[test]
fn new_from_a_program_carries_its_state_into_this_versions_code() {
    // A program of another version: its code differs, its state (a game
    // in progress, and what it learned) is what this version writes.
    let zero = generation::zero::<TicTacToe>("1899999999".parse().unwrap());
    let played = zero
        .replacen("\"tic-tac-toe: new\"", "\"tic-tac-toe: on\"", 1)
        .replacen("\"   |   |   \"", "\" X |   |   \"", 1)
        .replacen(
            "\"---+---+---\",\n        \"   |   |   \"",
            "\"---+---+---\",\n        \"   | 0 |   \"",
            1,
        );
    let older = played.replacen("// merlyn: a game", "// merlyn, an older one: a game", 1);
    assert_ne!(older, played);
    let shown = Test::merlyn()
        .write("old.rs", &older)
        .args(["show", "old.rs"])
        .status(2)
        .run();
    assert!(
        shown.stderr.contains("line 1 is not my code"),
        "{}",
        shown.stderr
    );
    let carried = shown.then().args(["new", "--from", "old.rs"]).run();
    assert_eq!(carried.stdout, played);
    // A state this version would not write is refused, and so is a line
    // that is not a plain string.
    let cheat = older.replacen("\"   | 0 |   \"", "\"   | X |   \"", 1);
    let refused = carried
        .then()
        .write("cheat.rs", &cheat)
        .args(["new", "--from", "cheat.rs"])
        .status(2)
        .run();
    assert!(
        refused
            .stderr
            .starts_with("error: cheat.rs: its state does not read in this version of merlyn:"),
        "{}",
        refused.stderr
    );
    let quoted = older.replacen("\"   | 0 |   \"", "\"   | 0 |   \", \"\"", 1);
    refused
        .then()
        .write("quoted.rs", &quoted)
        .args(["new", "--from", "quoted.rs", "tic-tac-toe"])
        .stderr(&format!(
            "error: quoted.rs: this is not a program merlyn wrote: line {} is no plain state \
             line (quoted, printable, no \\ or \")\n",
            quoted
                .lines()
                .position(|l| l.contains("\"   | 0 |"))
                .unwrap()
                + 1
        ))
        .status(2)
        .run();
}

/// Runs `program ARGS` with its standard output a pipe whose reader has
/// gone, as `merlyn --help | head -1` leaves it once head has read its
/// line: its status and what it said on standard error.
fn into_a_closed_pipe(program: &Path, args: &[&str]) -> (Option<i32>, String) {
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let dir = tempfile::tempdir().unwrap();
    let output = Command::new(program)
        .args(args)
        .current_dir(dir.path())
        .stdout(writer)
        .output()
        .unwrap();
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn a_reader_that_stops_reading_gets_no_complaint() {
    let merlyn = common::merlyn_binary();
    for args in [
        &["--help"][..],
        &["--version"],
        &["new", "--help"],
        &["new", "ttt"],
        &["man"],
        &["completions", "bash"],
        &["play", "reversi", "--", "-h"],
    ] {
        let (status, stderr) = into_a_closed_pipe(&merlyn, args);
        assert_eq!((status, stderr.as_str()), (Some(0), ""), "merlyn {args:?}");
    }
    for args in [&["-h"][..], &["--version"]] {
        let (status, stderr) = into_a_closed_pipe(&common::play_script(), args);
        assert_eq!((status, stderr.as_str()), (Some(0), ""), "play {args:?}");
        let (status, stderr) = into_a_closed_pipe(&common::ttt_script(), args);
        assert_eq!((status, stderr.as_str()), (Some(0), ""), "ttt {args:?}");
    }
}

#[test]
fn the_manual_pages_give_each_option_its_value_and_print_no_backticks() {
    use clap::CommandFactory;
    let ran = Test::merlyn().args(["man", "--dir", "man1"]).run();
    let mut cli = merlyn::subcommand::Cli::command();
    cli.build();
    for command in std::iter::once(&cli).chain(cli.get_subcommands()) {
        let name = match command.get_name() {
            "merlyn" => "merlyn".to_string(),
            sub => format!("merlyn-{sub}"),
        };
        let Ok(page) = std::fs::read_to_string(ran.path().join(format!("man1/{name}.1"))) else {
            continue;
        };
        assert!(!page.contains('`'), "{name}.1 prints a backtick");
        let synopsis = page
            .split(".SH SYNOPSIS\n")
            .nth(1)
            .and_then(|rest| rest.lines().next())
            .unwrap_or_else(|| panic!("{name}.1 has a synopsis"));
        for arg in command.get_arguments().filter(|a| !a.is_hide_set()) {
            let Some(long) = arg.get_long() else { continue };
            let flag = format!("\\fB\\%\\-\\-{}\\fR", long.replace('-', "\\-"));
            assert!(synopsis.contains(&flag), "{name}: --{long} in {synopsis}");
            if arg.get_action().takes_values() {
                let value = arg.get_value_names().unwrap()[0].replace('-', "\\-");
                assert!(
                    synopsis.contains(&format!("{flag} \\fI{value}\\fR")),
                    "{name}: --{long} {value} in {synopsis}"
                );
            }
        }
    }
    let train = ran.read("man1/merlyn-train.1");
    assert!(
        train.contains("[\\fB\\%\\-\\-game\\fR \\fIGAME\\fR]"),
        "{train}"
    );
    assert!(train.contains("[\\fB\\%\\-\\-against\\fR \\fIPLAYER\\fR]..."));
    assert!(train.contains("(\\fB\\-\\-against\\fR, as often as you like)"));
}

#[test]
fn every_command_reads_game_names_in_any_case_ttt_for_tic_tac_toe_and_names_a_near_miss() {
    let new = |game: &str| Test::merlyn().args(["new", game]).run().stdout;
    assert_eq!(new("ttt"), new("tic-tac-toe"));
    assert_eq!(new("TTT"), new("tic-tac-toe"));
    assert_eq!(new("Reversi"), new("reversi"));
    assert_eq!(new("Connect-Four"), new("connect-four"));
    Test::merlyn()
        .write("merlyn-history.txt", "146 result=win strategy=9999999999\n")
        .args(["history", "--game", "TTT"])
        .run();
    for (args, said) in [
        (
            &["new", "reversii"][..],
            "'reversii' is not a game: did you mean reversi?",
        ),
        (
            &["play", "conect-four"],
            "'conect-four' is not a game: did you mean connect-four?",
        ),
        (
            &["train", "--game", "contactics"],
            "'contactics' is not a game: did you mean contactix?",
        ),
        (
            &["new", "chess"],
            "'chess' is not a game (merlyn new --help lists them)",
        ),
    ] {
        Test::merlyn()
            .args(args.iter().copied())
            .status(2)
            .stdout("")
            .stderr(&format!("error: {said}\n"))
            .run();
    }
    // Help and completions still list the games.
    let help = Test::merlyn().args(["new", "--help"]).run().stdout;
    assert!(help.contains("connect-four"), "{help}");
    let bash = Test::merlyn().args(["completions", "bash"]).run().stdout;
    assert!(bash.contains("tic-tac-toe reversi contactix gomoku connect-four"));
}

/// Every help page, `-h` and `--help`, of `merlyn` and of each subcommand,
/// fits 80 columns when it is not shown on a terminal (a pipe, here).
#[test]
fn every_help_page_fits_80_columns() {
    let mut commands = vec![String::new()];
    let top = Test::merlyn().args(["--help"]).run().stdout;
    let listed: Vec<String> = top
        .lines()
        .skip_while(|line| *line != "Commands:")
        .skip(1)
        .take_while(|line| !line.is_empty())
        // A command's name, not its description wrapped onto the next line.
        .filter(|line| !line.starts_with("   "))
        .filter_map(|line| line.split_whitespace().next().map(str::to_string))
        .filter(|name| name != "help")
        .collect();
    assert!(listed.len() >= 16, "{top}");
    commands.extend(listed);
    for command in &commands {
        for flag in ["-h", "--help"] {
            let args: Vec<&str> = [command.as_str(), flag]
                .into_iter()
                .filter(|arg| !arg.is_empty())
                .collect();
            let page = Test::merlyn().args(args.iter().copied()).run().stdout;
            assert!(page.lines().count() > 3, "merlyn {args:?}: {page}");
            for line in page.lines() {
                assert!(
                    line.chars().count() <= 80,
                    "merlyn {args:?}: a line of {} columns: {line}",
                    line.chars().count()
                );
            }
        }
    }
}

/// A generation whose state line would set a terminal's title and clear
/// its screen: diff shows it escaped, coloured or not, and so does an
/// error that names a file whose name holds an escape.
#[test]
fn diff_and_errors_show_what_acts_on_a_terminal_escaped() {
    let zero = Test::merlyn().args(["new"]).run().stdout;
    let hostile = zero.replacen(
        "\"tic-tac-toe: new\",",
        "\"tic-tac-toe: new\x1b]0;owned\x07\x1b[2J\",",
        1,
    );
    assert_ne!(hostile, zero);
    for color in ["always", "never"] {
        let ran = Test::merlyn()
            .write("esc.rs", &hostile)
            .write("zero.rs", &zero)
            .args(["diff", "--color", color, "esc.rs", "zero.rs"])
            .status(1)
            .run();
        assert!(
            !ran.stdout.contains("\x1b]") && !ran.stdout.contains("\x1b[2J"),
            "{color}: {:?}",
            ran.stdout
        );
        assert!(!ran.stdout.contains('\x07'), "{color}");
        assert!(
            anstream::adapter::strip_str(&ran.stdout)
                .to_string()
                .contains("-        \"tic-tac-toe: new\\x1b]0;owned\\x07\\x1b[2J\","),
            "{color}: {}",
            ran.stdout
        );
    }
    let ran = Test::merlyn()
        .args(["show", "\x1b[2Jgone.rs"])
        .status(2)
        .run();
    assert!(!ran.stderr.contains('\x1b'), "{:?}", ran.stderr);
    assert!(ran.stderr.contains("\\x1b[2Jgone.rs"), "{}", ran.stderr);
}

#[test]
fn play_with_no_game_asks_which_as_the_driver_does_and_new_takes_game_as_every_command() {
    Test::merlyn()
        .args(["play"])
        .status(2)
        .stdout("")
        .stderr("error: which game? Such as: merlyn play reversi f5 (merlyn play -h for help)\n")
        .run();
    let named = Test::merlyn()
        .args(["new", "--game", "reversi"])
        .run()
        .stdout;
    assert_eq!(named, Test::merlyn().args(["new", "reversi"]).run().stdout);
    assert!(named.contains("\"reversi: new\","));
    let both = Test::merlyn()
        .args(["new", "reversi", "--game", "gomoku"])
        .status(2)
        .run();
    assert_eq!(both.stderr.lines().count(), 1, "{}", both.stderr);
}
