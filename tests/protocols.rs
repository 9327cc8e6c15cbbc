//! The engines' protocols, both ways: a generation served over GTP (every
//! game) and over Gomocup (Gomoku), in process and through `merlyn gtp`
//! and `merlyn gomocup`; and external engines as players in `match`,
//! here `merlyn` itself and small shell engines that misbehave.

mod common;

use common::{Test, merlyn_binary};
use merlyn::contactix::ConTacTix;
use merlyn::game::{Game, Rules, Side};
use merlyn::gomocup::{self, Brain};
use merlyn::gomoku::Gomoku;
use merlyn::gtp::{COMMANDS, Server};
use merlyn::player::Random;
use merlyn::reversi::Reversi;
use merlyn::tictactoe::TicTacToe;

/// What a GTP server answers to `input`.
fn gtp<G: Game>(input: &str) -> String {
    let mut out = Vec::new();
    Server::<G>::new(G::zero_strategy())
        .serve(input.as_bytes(), &mut out)
        .expect("served");
    String::from_utf8(out).expect("text")
}

/// The answers to `input`, one per command, without their blank lines.
fn answers<G: Game>(input: &str) -> Vec<String> {
    gtp::<G>(input)
        .split("\n\n")
        .filter(|answer| !answer.is_empty())
        .map(str::to_string)
        .collect()
}

/// What a Gomocup brain answers to `input`, line by line.
fn gomocup(input: &str) -> Vec<String> {
    let mut out = Vec::new();
    Brain::new(Gomoku::zero_strategy())
        .serve(input.as_bytes(), &mut out)
        .expect("served");
    String::from_utf8(out)
        .expect("text")
        .lines()
        .map(str::to_string)
        .collect()
}

#[test]
fn gtp_answers_each_command_with_its_id() {
    let said = answers::<Reversi>("protocol_version\n7 name\n 12 version\n# a comment\n\nquit\n");
    assert_eq!(
        said,
        [
            "= 2".to_string(),
            "=7 merlyn reversi".to_string(),
            format!("=12 {}", env!("CARGO_PKG_VERSION")),
            "=".to_string(),
        ]
    );
}

#[test]
fn gtp_lists_and_knows_its_commands() {
    let said = answers::<TicTacToe>("list_commands\nknown_command genmove\nknown_command fly\n");
    assert_eq!(said[0], format!("= {}", COMMANDS.join("\n")));
    assert_eq!(&said[1..], ["= true", "= false"]);
}

#[test]
fn gtp_plays_the_program_s_own_reply() {
    // reverxii answers f5 with f4, as generation zero does.
    let said = answers::<Reversi>("boardsize 8\nclear_board\nplay black f5\ngenmove white\n");
    assert_eq!(said, ["=", "=", "=", "= f4"]);
    // Tic-tac-toe: the 1991 program answers 5 with 8... whichever its
    // choice is, the server's reply is the program's.
    let position = TicTacToe::apply(
        &TicTacToe::start(Side::X),
        TicTacToe::parse_move("5").unwrap(),
    );
    let mine = TicTacToe::choose(&TicTacToe::zero_strategy(), &position);
    assert_eq!(
        answers::<TicTacToe>("play b 5\ngenmove w\n"),
        ["=".to_string(), format!("= {mine}")]
    );
}

#[test]
fn gtp_refuses_another_board_size_and_illegal_moves() {
    let said = answers::<Gomoku>(
        "boardsize 19\nboardsize 15\nboardsize x\nplay black h8\nplay black h8\nplay white h8\nplay white z99\nplay purple h9\ngenmove\nplay white\n",
    );
    assert_eq!(
        said,
        [
            "? unacceptable size",
            "=",
            "? syntax error",
            "=",
            "? illegal move: it is not black's turn",
            "? illegal move: h8",
            "? illegal move: z99",
            "? syntax error: a colour is black or white",
            "? syntax error: genmove COLOUR",
            "? syntax error: play COLOUR MOVE",
        ]
    );
}

#[test]
fn gtp_lets_white_open_an_empty_board() {
    let said = answers::<Gomoku>("genmove white\nshowboard\n");
    assert_eq!(said[0], "= h8");
    assert!(said[1].contains(" 0 "), "{}", said[1]);
}

#[test]
fn gtp_takes_back_moves_with_undo() {
    let said = answers::<TicTacToe>("undo\nplay b 1\nundo\nplay b 1\n");
    assert_eq!(said, ["? cannot undo", "=", "=", "="]);
}

#[test]
fn gtp_shows_every_row_of_the_board() {
    for (size, rows) in [("3x3", 3), ("7x5", 5)] {
        let strategy = ConTacTix::sized(size).unwrap();
        let mut out = Vec::new();
        Server::<ConTacTix>::new(strategy)
            .serve("play black B2\nshowboard\n".as_bytes(), &mut out)
            .unwrap();
        let out = String::from_utf8(out).unwrap();
        let board: Vec<&str> = out.split("\n\n").nth(1).unwrap().lines().skip(1).collect();
        // The letters above and below, and every row between.
        assert_eq!(board.len(), rows + 2, "{out}");
        assert!(board[2].contains('X'), "{out}");
    }
}

#[test]
fn gtp_accepts_a_hex_board_size_of_columns_and_rows() {
    let strategy = ConTacTix::sized("7x5").unwrap();
    let mut out = Vec::new();
    Server::<ConTacTix>::new(strategy)
        .serve("boardsize 7 5\nboardsize 7\n".as_bytes(), &mut out)
        .unwrap();
    assert_eq!(
        String::from_utf8(out).unwrap(),
        "=\n\n? unacceptable size\n\n"
    );
}

#[test]
fn gtp_scores_a_finished_game() {
    let said = answers::<TicTacToe>(
        "final_score\nplay b 1\nplay w 4\nplay b 2\nplay w 5\nplay b 3\nfinal_score\ngenmove w\n",
    );
    assert_eq!(said[0], "? the game is not over");
    assert_eq!(said[6], "= B+1");
    assert_eq!(said[7], "? the game is over");
}

#[test]
fn gtp_answers_garbage_with_errors_never_a_panic() {
    let mut random = Random::new(11);
    for _ in 0..300 {
        let words = [
            "play",
            "genmove",
            "boardsize",
            "b",
            "w",
            "pass",
            "h8",
            "99",
            "-1",
            "\t",
            "é",
            "showboard",
            "undo",
        ];
        let mut input = String::new();
        for _ in 0..(random.next_u64() % 6) {
            input.push_str(words[(random.next_u64() % words.len() as u64) as usize]);
            input.push(' ');
        }
        input.push('\n');
        let raw: Vec<u8> = (0..(random.next_u64() % 12))
            .map(|_| (random.next_u64() % 256) as u8)
            .collect();
        let mut bytes = input.into_bytes();
        bytes.extend(raw);
        bytes.push(b'\n');
        for serve in [
            serve_bytes::<Reversi>,
            serve_bytes::<Gomoku>,
            serve_bytes::<ConTacTix>,
        ] {
            let out = serve(&bytes);
            for answer in out.split("\n\n").filter(|a| !a.is_empty()) {
                assert!(
                    answer.starts_with('=') || answer.starts_with('?'),
                    "{answer:?} from {bytes:?}"
                );
            }
        }
    }
}

fn serve_bytes<G: Game>(input: &[u8]) -> String {
    let mut out = Vec::new();
    Server::<G>::new(G::zero_strategy())
        .serve(input, &mut out)
        .expect("served");
    String::from_utf8(out).expect("text")
}

#[test]
fn gomocup_coordinates_count_from_the_top_left() {
    assert_eq!(gomocup::name(0, 0).as_deref(), Some("a15"));
    assert_eq!(gomocup::name(7, 7).as_deref(), Some("h8"));
    assert_eq!(gomocup::name(14, 14).as_deref(), Some("o1"));
    assert_eq!(gomocup::name(15, 0), None);
    for name in ["a15", "h8", "o1", "c10"] {
        let (x, y) = gomocup::xy(name).unwrap();
        assert_eq!(gomocup::name(x, y).as_deref(), Some(name));
    }
}

#[test]
fn gomocup_plays_tick5_s_reply() {
    // Tick5 answers h8 with h10: x 7, y 5 from the top.
    assert_eq!(gomocup("START 15\nTURN 7,7\nEND\n"), ["OK", "7,5"]);
    assert_eq!(gomocup("START 15\nBEGIN\n"), ["OK", "7,7"]);
}

#[test]
fn gomocup_takes_a_whole_board() {
    let said = gomocup("START 15\nBOARD\n7,7,2\n7,5,1\n8,8,2\nDONE\n");
    assert_eq!(said[0], "OK");
    let reply = gomocup::parse(&said[1]).expect("a move");
    let position = [("h8"), ("h10"), ("i7")]
        .iter()
        .fold(Gomoku::start(Side::X), |p, name| {
            Gomoku::apply(&p, Gomoku::parse_move(name).unwrap())
        });
    assert_eq!(reply, Gomoku::choose(&Gomoku::zero_strategy(), &position));
}

#[test]
fn gomocup_answers_errors_for_bad_commands() {
    let said = gomocup(
        "TURN 7,7\nSTART 20\nSTART x\nSTART 15\nTURN 15,0\nTURN 7,7\nTURN 7,7\nFLY\nBOARD\n1,1,9\nDONE\nINFO timeout_turn 5000\nABOUT\nEND\nSTART 15\n",
    );
    assert_eq!(said[0], "ERROR no START yet");
    assert_eq!(said[1], "ERROR only a 15x15 board, not 20x20");
    assert_eq!(said[2], "ERROR START takes the board's size");
    assert_eq!(said[3], "OK");
    assert_eq!(said[4], "ERROR `15,0` is not x,y on the board");
    assert_eq!(said[5], "7,5");
    assert_eq!(said[6], "ERROR 7,7 is taken, or the game is over");
    assert_eq!(said[7], "UNKNOWN FLY");
    assert_eq!(said[8], "ERROR `1,1,9`: who is 1, 2 or 3");
    assert!(said[9].starts_with("name=\"merlyn\""), "{}", said[9]);
    assert_eq!(said.len(), 10, "nothing after END: {said:?}");
}

/// A match's last line, run through the real binary in `test`'s directory.
fn result(test: Test) -> String {
    let out = test.run();
    out.stdout.lines().last().unwrap_or_default().to_string()
}

#[test]
fn an_engine_served_by_merlyn_plays_as_the_program_itself() {
    let me = merlyn_binary();
    let me = me.display();
    for (game, player, engine) in [
        (
            "reversi",
            "reverxii",
            format!("engine:{me} gtp --game reversi"),
        ),
        ("tic-tac-toe", "first", format!("engine:{me} gtp")),
        ("gomoku", "tick5", format!("engine:{me} gomocup")),
    ] {
        let by_engine =
            result(Test::merlyn().args(["match", player, &engine, "--game", game, "--games", "4"]));
        let zero = merlyn::games::Kind::named(game).unwrap().zero();
        let direct = result(
            Test::merlyn()
                .write("zero.rs", zero)
                .args(["match", player, "zero.rs", "--games", "4"]),
        );
        assert_eq!(by_engine, direct, "{game}");
        assert!(by_engine.starts_with("result a="), "{by_engine}");
    }
}

#[test]
fn an_engine_plays_con_tac_tix_on_the_program_s_board() {
    let me = merlyn_binary();
    let test = Test::merlyn().args(["new", "contactix", "--size", "5x5"]);
    let five = test.run().stdout;
    let engine = format!("engine:{} gtp five.rs", me.display());
    let by_engine = result(
        Test::merlyn()
            .write("five.rs", &five)
            .args(["match", "five.rs", &engine, "--games", "2"]),
    );
    let direct = result(
        Test::merlyn()
            .write("five.rs", &five)
            .write("also.rs", &five)
            .args(["match", "five.rs", "also.rs", "--games", "2"]),
    );
    assert_eq!(by_engine, direct);
}

#[test]
fn an_engine_that_plays_an_illegal_move_fails_the_match() {
    // Says yes to everything, and plays a1 however taken.
    let engine = r#"engine:while read -r c; do case $c in genmove*) printf '= a1\n\n';; *) printf '=\n\n';; esac; done"#;
    Test::merlyn()
        .args([
            "match", "first", engine, "--game", "reversi", "--games", "2",
        ])
        .stderr(&format!(
            "error: the engine `{}` played `a1`, which is not a legal move\n",
            &engine["engine:".len()..]
        ))
        .status(2)
        .run();
}

#[test]
fn an_engine_that_ends_fails_the_match() {
    Test::merlyn()
        .args([
            "match",
            "first",
            "engine:true",
            "--game",
            "tic-tac-toe",
            "--games",
            "2",
        ])
        .stderr("error: the engine `true` ended before it answered\n")
        .status(2)
        .run();
}

#[test]
fn an_engine_that_refuses_the_board_fails_the_match() {
    let engine = r#"engine:while read -r c; do echo 'ERROR unsupported size'; done"#;
    Test::merlyn()
        .args(["match", "first", engine, "--game", "gomoku", "--games", "2"])
        .stderr(&format!(
            "error: the engine `{}` answered `ERROR unsupported size` to `START 15`\n",
            &engine["engine:".len()..]
        ))
        .status(2)
        .run();
}

#[test]
fn an_engine_needs_a_command() {
    Test::merlyn()
        .args(["match", "first", "engine:", "--game", "reversi"])
        .stderr("error: `engine:`: give the engine's command, such as engine:'gnugo --mode gtp'\n")
        .status(2)
        .run();
}

#[test]
fn an_engine_meets_the_openings_of_a_match() {
    let me = merlyn_binary();
    let engine = format!("engine:{} gtp --game reversi", me.display());
    let zero = merlyn::games::Kind::Reversi.zero();
    let args = |b: &str| {
        [
            "match",
            "greedy",
            b,
            "--game",
            "reversi",
            "--games",
            "6",
            "--opening-moves",
            "5",
        ]
        .map(String::from)
    };
    let by_engine = result(Test::merlyn().args(args(&engine)));
    let direct = result(Test::merlyn().write("zero.rs", zero).args(args("zero.rs")));
    assert_eq!(by_engine, direct);
}

#[test]
fn a_program_trains_against_an_engine_as_against_the_same_program() {
    // The engine is generation zero served over GTP (Gomocup in Gomoku):
    // training against it is training against generation zero's player.
    let me = merlyn_binary();
    for (game, engine, own) in [
        (
            "reversi",
            format!("engine:{} gtp --game reversi", me.display()),
            "reverxii",
        ),
        (
            "gomoku",
            format!("engine:{} gomocup", me.display()),
            "tick5",
        ),
    ] {
        let train = |against: &str| {
            Test::merlyn()
                .args([
                    "train",
                    "--game",
                    game,
                    "--against",
                    against,
                    "--games",
                    "4",
                    "--opening-moves",
                    "3",
                ])
                .run()
                .stdout
                .replace(against, "OPPONENT")
        };
        assert_eq!(train(&engine), train(own), "{game}");
    }
}
