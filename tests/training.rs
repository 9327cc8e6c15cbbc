//! Training that measures itself, and matches of many games: `train
//! --games`, `--against self`, random openings in `match` and `train`,
//! checkpoints against held-out players drawn as a learning curve, the
//! same results on one core and many, and Ctrl-C.

mod common;

use common::{Test, merlyn_binary};
use merlyn::game::{Game, Rules, Side};
use merlyn::gomoku::Gomoku;
use merlyn::player::{Player, Program, Random};
use merlyn::reversi::Reversi;
use merlyn::tictactoe::TicTacToe;
use merlyn::train::{End, Learner, Opponent, Schedule, train_with};
use merlyn::versus::{opening, setup};
use std::io::{BufRead, BufReader};
use std::ops::ControlFlow;
use std::process::{Command, Stdio};

/// The stones (or discs) on a board.
fn stones<G: Rules>(position: &G::Position) -> usize {
    G::rows(position)
        .iter()
        .flat_map(|row| row.chars())
        .filter(|&c| c != '.')
        .count()
}

// ---------------------------------------------------------------------------
// train --games

#[test]
fn train_plays_exactly_the_games_it_is_asked_for() {
    let ran = Test::merlyn()
        .args([
            "train",
            "--game",
            "reversi",
            "--against",
            "first",
            "--against",
            "random:1",
            "--games",
            "7",
        ])
        .stderr("")
        .run();
    let last = ran.stdout.lines().last().unwrap();
    assert!(last.starts_with("played losses="), "{last}");
    assert!(last.contains(" games=7 "), "{last}");
    let ran = ran
        .then()
        .args([
            "train",
            "--game",
            "reversi",
            "--against",
            "first",
            "--games",
            "0",
        ])
        .run();
    assert!(
        ran.stdout.starts_with("played losses=0 games=0 weights="),
        "{}",
        ran.stdout
    );
}

#[test]
fn train_plays_on_after_losses_when_given_games() {
    // Without --games, `--losses 2` gives up after two losses; with it,
    // every game is played, the losses with them.
    let ran = Test::merlyn()
        .args([
            "train",
            "--game",
            "reversi",
            "--strategy",
            "1,1,1,1,1,1,1,1,1,1/0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0",
            "--against",
            "alphabeta:4",
            "--games",
            "30",
        ])
        .run();
    let losses = ran
        .stdout
        .lines()
        .filter(|l| l.starts_with("loss "))
        .count();
    assert!(losses > 2, "{}", ran.stdout);
    let last = ran.stdout.lines().last().unwrap();
    assert!(
        last.starts_with(&format!("played losses={losses} games=30 ")),
        "{last}"
    );
}

#[test]
fn games_do_not_mix_with_the_other_stop_rules() {
    for rule in ["--losses", "--unbeaten"] {
        let ran = Test::merlyn()
            .args([
                "train",
                "--game",
                "reversi",
                "--against",
                "first",
                "--games",
                "5",
                rule,
                "3",
            ])
            .stdout("")
            .status(2)
            .run();
        assert_eq!(ran.stderr.lines().count(), 1, "{}", ran.stderr);
        assert!(
            ran.stderr
                .starts_with("error: the argument '--games <N>' cannot be used with"),
            "{}",
            ran.stderr
        );
        assert!(ran.stderr.contains(rule), "{}", ran.stderr);
    }
}

#[test]
fn the_perfect_adversary_refuses_the_options_of_training_against_players() {
    Test::merlyn()
        .args(["train", "--games", "5"])
        .stdout("")
        .stderr(
            "error: --games, --opening-moves and --held-out need --against PLAYER: the perfect \
             adversary plays until no loss is left\n",
        )
        .status(2)
        .run();
}

// ---------------------------------------------------------------------------
// --against self

#[test]
fn a_copy_of_the_learner_plays_the_strategy_it_holds_now() {
    let zero = Reversi::zero_strategy();
    let learner = Learner::<Reversi>::new(zero);
    let mut opponents = vec![Opponent {
        name: "self".to_string(),
        player: learner.copy(),
    }];
    let schedule = Schedule {
        games: Some(12),
        unbeaten: 0,
        losses: 0,
        opening_moves: 6,
        seed: 5,
    };
    let mut played = 0;
    let training = train_with(&learner, &mut opponents, &schedule, |step| {
        played = step.games;
        ControlFlow::Continue(())
    })
    .unwrap();
    assert_eq!(
        (training.end, training.games, played),
        (End::Played, 12, 12)
    );
    assert!(!training.losses.is_empty(), "it never lost to itself");
    assert!(training.losses.iter().all(|loss| loss.against == "self"));
    assert_ne!(training.strategy, zero);
    assert_eq!(learner.strategy(), training.strategy);
    // The copy plays the learned strategy, not the one it began with.
    let mut copy = learner.copy();
    let mut learned = Program::<Reversi> {
        strategy: training.strategy,
    };
    let mut differs = false;
    for seed in 0..40 {
        let position = opening::<Reversi>(Reversi::start(Side::X), 7, &mut Random::new(seed));
        let moves = Reversi::moves(&position);
        let chosen = copy.choose(&position, &moves);
        assert_eq!(chosen, learned.choose(&position, &moves), "seed {seed}");
        differs |= chosen != Reversi::choose(&zero, &position);
    }
    assert!(differs, "the copy plays as generation zero still");
}

#[test]
fn train_against_self_on_the_command_line() {
    let ran = Test::merlyn()
        .args([
            "train",
            "--game",
            "gomoku",
            "--against",
            "self",
            "--opening-moves",
            "3",
            "--games",
            "6",
            "--write",
            "trained.rs",
        ])
        .run();
    let lines: Vec<&str> = ran.stdout.lines().collect();
    let last = lines.last().unwrap();
    assert!(last.starts_with("played losses="), "{last}");
    assert!(last.contains(" games=6 "), "{last}");
    for line in &lines[..lines.len() - 1] {
        assert!(line.contains(" against=self "), "{line}");
    }
    let weights = last.rsplit("weights=").next().unwrap().to_string();
    let shown = ran.then().args(["show", "trained.rs"]).run();
    assert!(
        shown.stdout.contains(&format!("weights={weights}\n")),
        "{}",
        shown.stdout
    );
}

#[test]
fn train_at_a_level_plays_there_and_keeps_its_own_level() {
    // On 8x9 a Con-Tac-Tix lesson never raises the level (a turn cannot
    // afford it there): trained at level 5, a program learns from its
    // games what one trained from `deeper5` learns, and stays at level 0.
    let train = |from: &[&str], level: &[&str]| {
        let mut args = vec!["train", "--game", "contactix"];
        args.extend_from_slice(from);
        args.extend_from_slice(&["--against", "self", "--games", "6"]);
        args.extend_from_slice(level);
        let ran = Test::merlyn().args(args.iter().copied()).run();
        let last = ran.stdout.lines().last().unwrap().to_string();
        last.rsplit("weights=").next().unwrap().to_string()
    };
    let zero = "23455555/34566666/45677776/56788876/67899876/67888765/67777654/66666543/55555432";
    let at_level = train(&["--size", "8x9"], &["--level", "5"]);
    let from_five = train(&["--strategy", &format!("{zero};deeper5")], &[]);
    let plain = train(&["--size", "8x9"], &[]);
    assert!(!at_level.contains(";deeper"), "{at_level}");
    assert_eq!(
        at_level.replacen(";lessons", ";deeper5;lessons", 1),
        from_five
    );
    assert_ne!(at_level, plain, "the level changed no game");
    // A level out of the game's range, or in a game without levels.
    let refused = Test::merlyn()
        .args([
            "train",
            "--game",
            "gomoku",
            "--against",
            "self",
            "--games",
            "1",
        ])
        .args(["--level", "2"])
        .status(2)
        .run();
    assert!(
        refused.stderr.contains("only Reversi's and Con-Tac-Tix's"),
        "{}",
        refused.stderr
    );
}

#[test]
fn the_opponent_opens_with_random_moves_from_the_seed() {
    let train = |seed: &str| {
        Test::merlyn()
            .args([
                "train",
                "--game",
                "reversi",
                "--strategy",
                "1,1,1,1,1,1,1,1,1,1/0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0",
                "--against",
                "alphabeta:4",
                "--opening-moves",
                "4",
                "--seed",
                seed,
                "--games",
                "20",
            ])
            .run()
            .stdout
    };
    let ran = train("1");
    // alphabeta:4 alone opens one way moving first and one moving
    // second; with random first moves, the lost games open many ways.
    let mut openings: Vec<&str> = ran
        .lines()
        .filter(|l| l.starts_with("loss "))
        .map(|line| {
            let moves = line.split("line=").nth(1).unwrap();
            &moves[..moves.len().min(8)]
        })
        .collect();
    openings.sort();
    openings.dedup();
    assert!(openings.len() > 2, "{ran}");
    assert_eq!(train("1"), ran, "the same seed, the same training");
    assert_ne!(train("2"), ran, "another seed, other games");
}

// ---------------------------------------------------------------------------
// Openings in a match

#[test]
fn a_pair_of_games_starts_from_one_opening_with_the_players_changing_sides() {
    let board = Reversi::zero_strategy();
    let mut starts = Vec::new();
    for pair in 0..10 {
        let even = setup::<Reversi>(&board, 6, 9, 2 * pair);
        let odd = setup::<Reversi>(&board, 6, 9, 2 * pair + 1);
        assert_eq!(even.start, odd.start, "pair {pair}");
        assert_eq!((even.a_side, odd.a_side), (Side::Zero, Side::X));
        assert_ne!(even.a_first, odd.a_first);
        // Six moves on the four discs of the start.
        assert_eq!(stones::<Reversi>(&even.start), 4 + 6);
        starts.push(even.start);
    }
    starts.sort_by_key(|position| format!("{position:?}"));
    starts.dedup();
    assert!(starts.len() >= 9, "{} openings of 10", starts.len());
    // Another seed, other openings; the same seed, the same.
    assert_ne!(
        setup::<Reversi>(&board, 6, 10, 0).start,
        setup::<Reversi>(&board, 6, 9, 0).start
    );
    assert_eq!(
        setup::<Reversi>(&board, 6, 9, 0),
        setup::<Reversi>(&board, 6, 9, 0)
    );
}

#[test]
fn without_an_opening_a_match_starts_as_it_always_did() {
    let board = Gomoku::zero_strategy();
    for n in 0..4 {
        let first = if n % 2 == 0 { Side::Zero } else { Side::X };
        let set = setup::<Gomoku>(&board, 0, 1, n);
        assert_eq!(set.start, Gomoku::start(first));
        assert_eq!((set.a_side, set.a_first), (Side::Zero, n % 2 == 0));
    }
}

#[test]
fn an_opening_stops_short_of_ending_the_game() {
    for seed in 0..200 {
        let position = opening::<TicTacToe>(TicTacToe::start(Side::X), 9, &mut Random::new(seed));
        assert!(!TicTacToe::moves(&position).is_empty(), "seed {seed}");
        assert!(stones::<TicTacToe>(&position) >= 4, "seed {seed}");
    }
}

#[test]
fn openings_give_deterministic_players_many_games() {
    let table = |opening: &str| {
        Test::merlyn()
            .args([
                "match",
                "first",
                "last",
                "--game",
                "reversi",
                "--games",
                "40",
                "--opening-moves",
                opening,
            ])
            .run()
            .stdout
    };
    // Without openings, two games played twenty times over: each player
    // wins every game of one kind, or loses every one.
    let margins = |table: &str| -> Vec<String> {
        table
            .lines()
            .filter(|line| line.contains("moving"))
            .map(|line| line.split_whitespace().nth(3).unwrap().to_string())
            .collect()
    };
    let plain = table("0");
    let wins = margins(&plain);
    assert!(wins.iter().all(|w| w == "0" || w == "20"), "{plain}");
    let opened = table("6");
    let wins = margins(&opened);
    assert!(wins.iter().any(|w| w != "0" && w != "20"), "{opened}");
}

#[test]
fn a_match_on_many_cores_is_the_match_on_one() {
    for game in [["reversi", "reverxii"], ["gomoku", "tick5"]] {
        let table = |jobs: &str| {
            Test::merlyn()
                .args([
                    "match",
                    game[1],
                    "random:3",
                    "--game",
                    game[0],
                    "--games",
                    "30",
                    "--opening-moves",
                    "2",
                    "--jobs",
                    jobs,
                ])
                .run()
                .stdout
        };
        let one = table("1");
        assert_eq!(table("3"), one, "{}", game[0]);
        assert!(one.contains(" 30 "), "{one}");
    }
}

// ---------------------------------------------------------------------------
// Checkpoints and the learning curve

/// The numbers of the `checkpoint` lines: games, against, wins, draws,
/// losses.
fn checkpoints(stdout: &str) -> Vec<(usize, String, [u32; 3])> {
    stdout
        .lines()
        .filter_map(|line| line.strip_prefix("checkpoint "))
        .map(|line| {
            let fields: Vec<&str> = line
                .split(' ')
                .map(|field| field.split_once('=').unwrap().1)
                .collect();
            (
                fields[0].parse().unwrap(),
                fields[1].to_string(),
                [2, 3, 4].map(|i| fields[i].parse().unwrap()),
            )
        })
        .collect()
}

fn train_with_checkpoints(jobs: &str) -> common::Ran {
    Test::merlyn()
        .args([
            "train",
            "--strategy",
            "9999999999",
            "--against",
            "first",
            "--against",
            "random:2",
            "--games",
            "10",
            "--checkpoint",
            "4",
            "--held-out",
            "random:1",
            "--held-out",
            "last",
            "--eval-games",
            "10",
            "--eval-opening-moves",
            "2",
            "--curve",
            "curve.svg",
            "--jobs",
            jobs,
        ])
        .stderr("")
        .run()
}

#[test]
fn checkpoints_come_before_training_every_n_games_and_at_the_end() {
    let ran = train_with_checkpoints("2");
    let points = checkpoints(&ran.stdout);
    let games: Vec<usize> = points.iter().map(|p| p.0).collect();
    assert_eq!(games, [0, 0, 4, 4, 8, 8, 10, 10], "{}", ran.stdout);
    for (_, against, [wins, draws, losses]) in &points {
        assert_eq!(wins + draws + losses, 10, "{}", ran.stdout);
        assert!(against == "random:1" || against == "last");
    }
    assert!(
        ran.stdout.lines().last().unwrap().starts_with("played "),
        "{}",
        ran.stdout
    );
}

#[test]
fn checkpoints_are_the_same_on_one_core_and_many() {
    let one = train_with_checkpoints("1");
    let many = train_with_checkpoints("3");
    assert_eq!(one.stdout, many.stdout);
    assert_eq!(one.read("curve.svg"), many.read("curve.svg"));
}

#[test]
fn the_curve_has_a_line_per_held_out_player_and_a_point_per_checkpoint() {
    let ran = train_with_checkpoints("2");
    let svg = ran.read("curve.svg");
    let doc = roxmltree::Document::parse(&svg).expect("the curve is XML");
    assert_eq!(doc.root_element().tag_name().name(), "svg");
    let plot = doc
        .descendants()
        .find(|n| n.attribute("class") == Some("plot"))
        .expect("a plot area");
    let number = |node: roxmltree::Node, name: &str| -> f64 {
        node.attribute(name).unwrap().parse().unwrap()
    };
    let (left, top) = (number(plot, "x"), number(plot, "y"));
    let (right, bottom) = (left + number(plot, "width"), top + number(plot, "height"));
    for kind in ["wins", "losses", "draws"] {
        let lines: Vec<_> = doc
            .descendants()
            .filter(|n| n.tag_name().name() == "polyline" && n.attribute("class") == Some(kind))
            .collect();
        let against: Vec<&str> = lines
            .iter()
            .map(|n| n.attribute("data-against").unwrap())
            .collect();
        assert_eq!(against, ["random:1", "last"], "{kind}");
        for line in lines {
            let points: Vec<(f64, f64)> = line
                .attribute("points")
                .unwrap()
                .split(' ')
                .map(|p| {
                    let (x, y) = p.split_once(',').unwrap();
                    (x.parse().unwrap(), y.parse().unwrap())
                })
                .collect();
            assert_eq!(points.len(), 4, "{kind}: a point per checkpoint");
            for (x, y) in &points {
                assert!((left..=right).contains(x), "{kind}: x {x}");
                assert!((top..=bottom).contains(y), "{kind}: y {y}");
            }
            assert_eq!(points[0].0, left, "the first checkpoint is at 0 games");
            assert!(points.windows(2).all(|w| w[0].0 < w[1].0));
        }
    }
    // The rates of each checkpoint, in percent, are where the lines say.
    let wins = checkpoints(&ran.stdout);
    let first_win = f64::from(wins[0].2[0]) / 10.0;
    let line = doc
        .descendants()
        .find(|n| n.attribute("class") == Some("wins"))
        .unwrap();
    let y0: f64 = line
        .attribute("points")
        .unwrap()
        .split([',', ' '])
        .nth(1)
        .unwrap()
        .parse()
        .unwrap();
    assert!(
        (y0 - (bottom - (bottom - top) * first_win)).abs() < 0.1,
        "{y0}"
    );
    let legend: Vec<String> = doc
        .descendants()
        .filter(|n| n.attribute("class") == Some("legend"))
        .map(|n| n.text().unwrap().to_string())
        .collect();
    assert_eq!(legend, ["against random:1", "against last"]);
}

#[test]
fn a_held_out_player_is_not_trained_against() {
    Test::merlyn()
        .args([
            "train",
            "--game",
            "reversi",
            "--against",
            "first",
            "--held-out",
            "first",
        ])
        .stdout("")
        .stderr("error: first is held out, and cannot be trained against too\n")
        .status(2)
        .run();
    // The options of checkpoints need players to measure against.
    for option in [
        "--curve",
        "--checkpoint",
        "--eval-games",
        "--eval-opening-moves",
    ] {
        let ran = Test::merlyn()
            .args([
                "train",
                "--game",
                "reversi",
                "--against",
                "first",
                option,
                "5",
            ])
            .stdout("")
            .status(2)
            .run();
        assert_eq!(
            ran.stderr,
            "error: the following required arguments were not provided: --held-out <PLAYER>\n",
            "{option}"
        );
    }
}

// ---------------------------------------------------------------------------
// Ctrl-C

#[test]
fn ctrl_c_stops_training_and_writes_what_it_learned() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = Command::new(merlyn_binary())
        .args([
            "train",
            "--game",
            "reversi",
            "--strategy",
            "1,1,1,1,1,1,1,1,1,1/0,0,0,0,0,0,0,0,0,0/0,0,0,0,0,0",
            "--against",
            "random:4",
            "--games",
            "1000000",
            "--write",
            "trained.rs",
        ])
        .current_dir(dir.path())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    out.read_line(&mut line).unwrap();
    assert!(line.starts_with("loss 1 "), "{line}");
    let killed = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let mut rest = String::new();
    std::io::Read::read_to_string(&mut out, &mut rest).unwrap();
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(130), "{rest}");
    let last = rest.lines().last().unwrap();
    assert!(last.starts_with("interrupted losses="), "{last}");
    let games: usize = last
        .split(' ')
        .find_map(|field| field.strip_prefix("games="))
        .unwrap()
        .parse()
        .unwrap();
    assert!(games < 1_000_000, "{last}");
    let weights = last.rsplit("weights=").next().unwrap();
    Test::merlyn()
        .write(
            "trained.rs",
            &std::fs::read_to_string(dir.path().join("trained.rs")).unwrap(),
        )
        .args(["show", "trained.rs"])
        .run()
        .stdout
        .contains(&format!("weights={weights}\n"))
        .then_some(())
        .expect("the written program holds the weights learned");
}

// ---------------------------------------------------------------------------
// Help

#[test]
fn help_describes_the_options_of_training_and_matches() {
    let help = Test::merlyn().args(["train", "--help"]).run().stdout;
    for option in [
        "--games <N>",
        "--opening-moves <N>",
        "--seed <S>",
        "--held-out <PLAYER>",
        "--checkpoint <N>",
        "--eval-games <M>",
        "--curve <FILE.svg>",
        "--jobs <N>",
        "`self`",
        "Ctrl-C",
    ] {
        assert!(help.contains(option), "train --help lacks {option}");
    }
    let help = Test::merlyn().args(["match", "--help"]).run().stdout;
    for option in [
        "--opening-moves <N>",
        "--seed <S>",
        "--jobs <N>",
        "same position",
    ] {
        assert!(help.contains(option), "match --help lacks {option}");
    }
}

#[test]
fn ctrl_c_stops_a_long_count_and_a_long_match() {
    for args in [
        &["perft", "reversi", "30"][..],
        &[
            "match",
            "random:1",
            "random:2",
            "--game",
            "reversi",
            "--games",
            "1000000000",
        ][..],
    ] {
        let child = Command::new(merlyn_binary())
            .args(args)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        // Time to set the handler up and get going.
        std::thread::sleep(std::time::Duration::from_millis(500));
        let killed = Command::new("kill")
            .args(["-INT", &child.id().to_string()])
            .status()
            .unwrap();
        assert!(killed.success());
        let out = child.wait_with_output().unwrap();
        assert_eq!(out.status.code(), Some(130), "{args:?}");
        assert_eq!(out.stdout, b"", "{args:?}");
        let said = String::from_utf8_lossy(&out.stderr);
        assert!(said.contains(": interrupted before"), "{args:?}: {said}");
    }
}

// ---------------------------------------------------------------------------
// The control: a program's search with generation zero's evaluation.

#[test]
fn the_control_keeps_the_search_and_takes_generation_zeros_evaluation() {
    use merlyn::connectfour::ConnectFour;
    use merlyn::contactix::ConTacTix;
    let reversi: merlyn::reversi::Weights =
        "1,1,1,1,1,1,1,1,1,1/-1,-1,-1,-1,-1,-1,-1,-1,-1,-1/5,-5,-3,3,-99,99:depth3:lessons40"
            .parse()
            .unwrap();
    let control = Reversi::control(&reversi);
    assert_eq!((control.depth, control.lessons), (3, 0));
    assert_eq!(control.weights, Reversi::zero_strategy().weights);
    let mut gomoku = Gomoku::zero_strategy();
    gomoku.patterns[1] = 999;
    gomoku.values = [1, 2, 3, 4, -1, -2, -3, -4];
    gomoku.lookahead = 2;
    gomoku.lessons = 7;
    assert_eq!(
        Gomoku::control(&gomoku),
        merlyn::gomoku::Weights::looking(2)
    );
    let mut four = ConnectFour::zero_strategy();
    four.cells[3] = 1;
    four.rows = [0, 12, 140, 60, 5, 0, 0, 3];
    four.order = [3, 2, 4, 1, 5, 0, 6];
    four.lookahead = 3;
    four.lessons = 12;
    assert_eq!(
        ConnectFour::control(&four),
        merlyn::connectfour::Weights {
            order: four.order,
            ..merlyn::connectfour::Weights::looking(3)
        }
    );
    let mut hex = ConTacTix::sized("5x7").unwrap();
    hex.w[0] = 3;
    hex.deeper = 2;
    let control = ConTacTix::control(&hex);
    assert_eq!((control.columns, control.rows, control.deeper), (5, 7, 2));
    assert_eq!(control.w, ConTacTix::sized("5x7").unwrap().w);
    assert_eq!(
        TicTacToe::control(&"1899999999".parse().unwrap()),
        TicTacToe::zero_strategy()
    );
}

#[test]
fn new_writes_the_control_of_a_file_and_match_plays_it_by_name() {
    let trained = "9,1,1,1,1,1,1,1,1,1/-9,-1,-1,-1,-1,-1,-1,-1,-1,-1/3,-3,0,0,-9,9:depth2:lessons7";
    let ran = Test::merlyn()
        .args(["new", "reversi", "--strategy", trained])
        .run();
    let source = ran.stdout.clone();
    let ran = ran
        .then()
        .write("trained.rs", &source)
        .args(["new", "--control", "trained.rs"])
        .run();
    let control = Reversi::control(&trained.parse().unwrap());
    let written = ran.stdout.clone();
    assert_eq!(written, merlyn::generation::zero::<Reversi>(control));
    // The control, by name, plays as the control's file does.
    let by_name = ran
        .then()
        .write("control.rs", &written)
        .args(["match", "trained.rs", "control:trained.rs", "--games", "4"])
        .run();
    let named = by_name.stdout.clone();
    let by_file = by_name
        .then()
        .args(["match", "trained.rs", "control.rs", "--games", "4"])
        .run();
    let table = |stdout: &str| {
        stdout
            .replace("control:trained.rs", "control.rs")
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    };
    assert_eq!(table(&named), table(&by_file.stdout));
    by_file
        .then()
        .args(["match", "first", "control:missing.rs", "--game", "reversi"])
        .stderr("error: cannot read missing.rs: No such file or directory (os error 2)\n")
        .status(2)
        .run();
}

#[test]
fn self_play_opens_with_random_moves_unless_told_otherwise() {
    let games = |opening: Option<&str>| {
        let mut args = vec![
            "train",
            "--game",
            "reversi",
            "--against",
            "self",
            "--games",
            "6",
        ];
        if let Some(n) = opening {
            args.extend(["--opening-moves", n]);
        }
        Test::merlyn().args(args).run().stdout
    };
    // From the start, without random moves, a program playing itself plays
    // the same two games: it never loses one to itself twice the same way,
    // but it meets no new position. With them, it meets others.
    assert_ne!(games(None), games(Some("0")));
    assert_eq!(
        games(None),
        games(Some(&Reversi::SELF_PLAY_OPENING.to_string()))
    );
}
