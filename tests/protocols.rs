//! The engines' protocols, both ways: a generation served over GTP (every
//! game) and over Gomocup (Gomoku), in process and through `merlyn gtp`
//! and `merlyn gomocup`; and external engines as players in `match`,
//! here `merlyn` itself and small shell engines that misbehave.

mod common;

use common::{Test, merlyn_binary};
use merlyn::contactix::ConTacTix;
use merlyn::game::{Game, Rules, Side};
use merlyn::gomoku::Gomoku;
use merlyn::player::{Player, Program, Random};
use merlyn::protocol::gomocup::{self, Brain};
use merlyn::protocol::gtp::{COMMANDS, Server};
use merlyn::reversi::Reversi;
use merlyn::tictactoe::TicTacToe;
use merlyn::versus;

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

/// `list_games` and `set_game`, as GUIs that serve several games ask
/// them (Quarry, which reads GRhino's `Othello`): each game answers the
/// name GUIs know it by, takes it (or its own) back, and refuses another.
fn lists_and_sets_its_game<G: Game>(known: &str) {
    let said = answers::<G>(&format!(
        "known_command list_games\nknown_command set_game\nlist_games\nset_game {known}\n\
         set_game {}\nset_game Go\ngenmove black\n",
        G::NAME
    ));
    assert_eq!(
        said[..5],
        ["= true", "= true", &format!("= {known}"), "=", "="]
    );
    assert_eq!(said[5], "? unsupported game", "{}", G::NAME);
    assert!(said[6].starts_with("= "), "{}: {}", G::NAME, said[6]);
}

#[test]
fn gtp_lists_and_sets_each_games_name_as_guis_know_it() {
    lists_and_sets_its_game::<Reversi>("Othello");
    lists_and_sets_its_game::<ConTacTix>("Hex");
    lists_and_sets_its_game::<Gomoku>("Gomoku");
    lists_and_sets_its_game::<TicTacToe>("tic-tac-toe");
    lists_and_sets_its_game::<merlyn::connectfour::ConnectFour>("connect-four");
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
        "boardsize 21\nboardsize 15\nboardsize x\nplay black h8\nplay black h8\nplay white h8\nplay white z99\nplay purple h9\ngenmove\nplay white\n",
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
fn gtp_plays_gomoku_on_a_board_of_another_size_by_its_names() {
    let said = answers::<Gomoku>(
        "boardsize 19\nplay black s19\nplay white a1\nplay black S1\ngenmove white\n",
    );
    assert_eq!(said[..4], ["=", "=", "=", "="]);
    // The answer is a cell of the 19x19 board, near one of the stones.
    let reply = said[4].strip_prefix("= ").expect("a move");
    let (column, row) = reply.split_at(1);
    let (column, row): (u8, usize) = (column.as_bytes()[0], row.parse().unwrap());
    assert!((b'q'..=b's').contains(&column), "{reply}");
    assert!(
        (17..=19).contains(&row) || (1..=3).contains(&row),
        "{reply}"
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

/// What a GTP server of `strategy` answers to `input`.
fn gtp_of<G: Game>(strategy: G::Strategy, input: &str) -> Vec<String> {
    let mut out = Vec::new();
    Server::<G>::new(strategy)
        .serve(input.as_bytes(), &mut out)
        .unwrap();
    String::from_utf8(out)
        .unwrap()
        .split("\n\n")
        .filter(|answer| !answer.is_empty())
        .map(str::to_string)
        .collect()
}

#[test]
fn gtp_keeps_a_level_on_every_board_generation_zero_takes() {
    // On 7x7, the first opening of black's that generation zero answers
    // otherwise when its four best moves are searched a move deeper.
    let zero = ConTacTix::sized("7x7").unwrap();
    let mut deep = zero;
    deep.deeper = 3;
    let start = ConTacTix::start_of(&zero, Side::X);
    let (opening, reply) = ConTacTix::moves(&start)
        .into_iter()
        .map(|cell| (cell, ConTacTix::apply(&start, cell)))
        .find(|(_, after)| ConTacTix::choose(&zero, after) != ConTacTix::choose(&deep, after))
        .map(|(cell, after)| (cell, ConTacTix::choose(&deep, &after)))
        .expect("an opening the deeper look answers otherwise");
    let input = format!("boardsize 7\nplay black {opening}\ngenmove white\n");
    let mut out = Vec::new();
    Server::<ConTacTix>::new(ConTacTix::zero_strategy())
        .at_level(3)
        .unwrap()
        .serve(input.as_bytes(), &mut out)
        .unwrap();
    let out = String::from_utf8(out).unwrap();
    let answers: Vec<&str> = out.split("\n\n").collect();
    assert_eq!(answers[..2], ["=", "="], "{out}");
    let played = ConTacTix::parse_move(answers[2].trim_start_matches("= ")).unwrap();
    assert_eq!(played, reply, "{out}");
    let refused = Server::<ConTacTix>::new(zero).at_level(11).err().unwrap();
    assert!(refused.to_string().starts_with("--level 11: "), "{refused}");
}

#[test]
fn gtp_accepts_a_hex_board_size_of_columns_and_rows() {
    // A trained program plays on its own board only.
    let mut trained = ConTacTix::sized("7x5").unwrap();
    trained.deeper = 1;
    assert_eq!(
        gtp_of::<ConTacTix>(trained, "boardsize 7 5\nboardsize 7\n"),
        ["=", "? unacceptable size"]
    );
}

#[test]
fn gtp_takes_any_board_size_generation_zero_plays_on() {
    let said = gtp_of::<ConTacTix>(
        ConTacTix::zero_strategy(),
        "boardsize 26\nplay black Z26\nshowboard\nboardsize 27\nboardsize 2 3\nboardsize 1\n",
    );
    assert_eq!(said[..2], ["=", "="]);
    // The letters above and below, and the 26 rows between.
    assert_eq!(said[2].lines().count(), 1 + 26 + 2, "{}", said[2]);
    assert_eq!(
        said[3..],
        ["? unacceptable size", "=", "? unacceptable size"]
    );
}

#[test]
fn gtp_writes_moves_in_small_letters_as_hexgui_reads_them() {
    let said = answers::<ConTacTix>("play black B2\ngenmove white\n");
    let mv = said[1].strip_prefix("= ").unwrap();
    assert_eq!(mv, mv.to_ascii_lowercase(), "{said:?}");
    assert!(ConTacTix::parse_move(mv).is_ok(), "{said:?}");
}

#[test]
fn gtp_takes_komi_and_ignores_it() {
    let said = answers::<ConTacTix>("komi 6.5\nkomi 0\nkomi x\nknown_command komi\n");
    assert_eq!(said, ["=", "=", "? syntax error: komi NUMBER", "= true"]);
}

#[test]
fn gtp_lets_either_side_resign() {
    let said = answers::<TicTacToe>(
        "play b 5\nplay white resign\nfinal_score\ngenmove w\nplay b 1\nundo\nplay w 1\nplay black resign\nfinal_score\nclear_board\nfinal_score\n",
    );
    assert_eq!(
        said,
        [
            "=",
            "=",
            "= B+R",
            "? the game is over: white resigned",
            "? the game is over: white resigned",
            "=",
            "=",
            "=",
            "= W+R",
            "=",
            "? the game is not over",
        ]
    );
}

#[test]
fn gtp_lets_the_second_player_of_con_tac_tix_swap() {
    // On 5x5: black's B1 (column B, row 1) becomes white's A2, and black
    // moves again.
    let said = gtp_of::<ConTacTix>(
        ConTacTix::sized("5x5").unwrap(),
        "play black B1\nplay white swap-pieces\nshowboard\nplay white C3\nplay black C3\nplay white swap-pieces\n",
    );
    assert_eq!(said[..2], ["=", "="]);
    let rows: Vec<&str> = said[2].lines().skip(2).collect();
    assert!(rows[0].ends_with("1 . . . . . 1"), "{}", said[2]);
    assert!(rows[1].ends_with("2 0 . . . . 2"), "{}", said[2]);
    assert_eq!(
        said[3..],
        [
            "? illegal move: it is not white's turn",
            "=",
            "? illegal move: swap-pieces answers the first stone only",
        ]
    );
    // Only on a square board, and only in Hex.
    let said = gtp_of::<ConTacTix>(
        ConTacTix::sized("7x5").unwrap(),
        "play black B1\nplay white swap-pieces\n",
    );
    assert_eq!(said[1], "? illegal move: swap-pieces needs a square board");
    assert_eq!(
        answers::<Gomoku>("play black h8\nplay white swap-pieces\n")[1],
        "? illegal move: swap-pieces"
    );
}

#[test]
fn gtp_reversi_is_othello_black_opens_and_a_forced_pass_may_go_unsaid() {
    assert_eq!(
        answers::<Reversi>("play white d3\ngenmove white\nplay black f5\n"),
        [
            "? illegal move: black moves first",
            "? illegal move: black moves first",
            "=",
        ]
    );
    // A game with a forced pass, played without it: the server plays it.
    let mut random = Random::new(5);
    let line = loop {
        let mut position = Reversi::start(Side::X);
        let mut line = Vec::new();
        while !Reversi::moves(&position).is_empty() {
            let moves = Reversi::moves(&position);
            let mv = moves[(random.next_u64() % moves.len() as u64) as usize];
            line.push((Reversi::to_move(&position), mv));
            position = Reversi::apply(&position, mv);
        }
        if line.iter().any(|(_, mv)| Reversi::is_pass(*mv)) {
            break line;
        }
    };
    let input: String = line
        .iter()
        .filter(|(_, mv)| !Reversi::is_pass(*mv))
        .map(|(side, mv)| format!("play {} {mv}\n", merlyn::protocol::gtp::colour(*side)))
        .collect();
    let said = answers::<Reversi>(&format!("{input}final_score\n"));
    let (played, score) = said.split_at(said.len() - 1);
    assert!(played.iter().all(|answer| answer == "="), "{said:?}");
    assert_ne!(score[0], "? the game is not over");
}

#[test]
fn gtp_answers_a_huge_line_without_holding_it() {
    let huge = std::io::Read::chain(
        std::io::Read::take(std::io::repeat(b'x'), 10_000_000),
        &b"\n7 name\n"[..],
    );
    let mut out = Vec::new();
    Server::<Reversi>::new(Reversi::zero_strategy())
        .serve(std::io::BufReader::new(huge), &mut out)
        .unwrap();
    assert_eq!(
        String::from_utf8(out).unwrap(),
        "? the line is longer than 65536 bytes\n\n=7 merlyn reversi\n\n"
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
fn gomocup_coordinates_count_from_the_top_left_on_any_board() {
    let fifteen = (15, 15);
    assert_eq!(gomocup::name(0, 0, fifteen).as_deref(), Some("a15"));
    assert_eq!(gomocup::name(7, 7, fifteen).as_deref(), Some("h8"));
    assert_eq!(gomocup::name(14, 14, fifteen).as_deref(), Some("o1"));
    assert_eq!(gomocup::name(15, 0, fifteen), None);
    let twenty = (20, 20);
    assert_eq!(gomocup::name(0, 0, twenty).as_deref(), Some("a20"));
    assert_eq!(gomocup::name(19, 19, twenty).as_deref(), Some("t1"));
    assert_eq!(gomocup::name(20, 0, twenty), None);
    for (size, names) in [
        (fifteen, ["a15", "h8", "o1", "c10"]),
        (twenty, ["a20", "j10", "t1", "c17"]),
    ] {
        for name in names {
            let (x, y) = gomocup::xy(name, size).unwrap();
            assert_eq!(gomocup::name(x, y, size).as_deref(), Some(name));
        }
    }
    assert_eq!(gomocup::xy("p1", fifteen), None);
    assert_eq!(gomocup::xy("a16", fifteen), None);
}

/// The cell `x,y` names on the 15x15 board.
fn cell(text: &str) -> <Gomoku as Rules>::Move {
    let (x, y) = text.split_once(',').unwrap();
    let name = gomocup::name(x.parse().unwrap(), y.parse().unwrap(), (15, 15)).unwrap();
    Gomoku::parse_move(&name).unwrap()
}

/// The position after `moves` (cells by name), the first by X.
fn gomoku_after(moves: &[&str]) -> <Gomoku as Rules>::Position {
    moves.iter().fold(Gomoku::start(Side::X), |p, name| {
        Gomoku::apply(&p, Gomoku::parse_move(name).unwrap())
    })
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
    let position = gomoku_after(&["h8", "h10", "i7"]);
    assert_eq!(
        cell(&said[1]),
        Gomoku::choose(&Gomoku::zero_strategy(), &position)
    );
}

#[test]
fn gomocup_takes_a_board_of_any_balance_in_any_order() {
    // Three of the other side's stones and none of the brain's, or four
    // of the brain's own in a row: it blocks, or it takes its five.
    let said = gomocup("START 15\nBOARD\n5,7,2\n7,7,2\n6,7,2\n4,7,2\nDONE\n");
    assert!(["3,7", "8,7"].contains(&said[1].as_str()), "{said:?}");
    let said = gomocup("START 15\nBOARD\n2,2,1\n3,3,1\n5,5,1\n4,4,1\nDONE\n");
    assert!(["1,1", "6,6"].contains(&said[1].as_str()), "{said:?}");
    // A stone given twice, or a side that is not 1 or 2, is an error.
    let said = gomocup("START 15\nBOARD\n1,1,1\n1,1,2\nDONE\nBOARD\n1,1,3\nDONE\n");
    assert_eq!(
        &said[1..],
        [
            "ERROR 1,1 is given twice",
            "ERROR `1,1,3`: who is 1 (mine) or 2 (yours)"
        ]
    );
}

#[test]
fn gomocup_takes_back_a_stone_and_plays_where_it_is_told() {
    let said = gomocup(
        "START 15\nTURN 7,7\nTAKEBACK 7,5\nTAKEBACK 7,7\nTAKEBACK 7,7\nTURN 0,0\nPLAY 3,3\nPLAY 3,3\nTAKEBACK 99,0\n",
    );
    assert_eq!(
        said,
        [
            "OK",
            "7,5",
            "OK",
            "OK",
            "ERROR 7,7 holds no stone",
            // The board is empty again: the brain answers a corner stone.
            gomocup_reply_to("a15").as_str(),
            "3,3",
            "ERROR 3,3 is taken",
            "ERROR `99,0` is not x,y on the board",
        ]
    );
}

/// The brain's reply, as x,y, to the first stone `name`.
fn gomocup_reply_to(name: &str) -> String {
    let reply = Gomoku::choose(&Gomoku::zero_strategy(), &gomoku_after(&[name]));
    let (x, y) = gomocup::xy(&reply.to_string(), (15, 15)).unwrap();
    format!("{x},{y}")
}

#[test]
fn gomocup_sets_a_yixin_board_without_a_word_and_stops_silently() {
    // YXBOARD and STOP answer nothing: the next answer is ABOUT's. Then
    // the brain moves from the board it was given.
    let said =
        gomocup("START 15\nYXBOARD\n7,7,2\n7,5,1\n8,8,2\nDONE\nSTOP\nYXSTOP\nABOUT\nBEGIN\n");
    assert_eq!(said.len(), 3, "{said:?}");
    assert!(said[1].starts_with("name=\"merlyn\""), "{said:?}");
    let position = gomoku_after(&["h8", "h10", "i7"]);
    assert_eq!(
        cell(&said[2]),
        Gomoku::choose(&Gomoku::zero_strategy(), &position)
    );
    // A bad one is an error all the same.
    assert_eq!(
        gomocup("START 15\nYXBOARD\n7,7\nDONE\n")[1],
        "ERROR `7,7` is not x,y,who"
    );
}

#[test]
fn gomocup_refuses_a_rule_it_cannot_play_at_the_next_move() {
    let said = gomocup(
        "START 15\nINFO rule 1\nINFO timeout_turn 5000\nBEGIN\nTURN 7,7\nINFO rule 4\nBEGIN\nINFO rule 0\nBEGIN\n",
    );
    assert_eq!(
        said,
        [
            "OK",
            "ERROR merlyn cannot play rule 1, exactly five: it plays freestyle, five or more win",
            "ERROR merlyn cannot play rule 1, exactly five: it plays freestyle, five or more win",
            "ERROR merlyn cannot play rule 4, renju: it plays freestyle, five or more win",
            "7,7",
        ]
    );
}

#[test]
fn gomocup_answers_swap2_by_keeping_its_colour() {
    let said = gomocup(
        "START 15\nSWAP2BOARD\nDONE\nSWAP2BOARD\n7,7\n8,7\n9,9\nDONE\nSWAP2BOARD\n7,7\n8,7\n9,9\n8,8\n8,6\nDONE\nSWAP2BOARD\n7,7\nDONE\n",
    );
    // Three stones of its own choice, all on the board and apart.
    let three: Vec<&str> = said[1].split(' ').collect();
    assert_eq!(three.len(), 3, "{said:?}");
    for (i, stone) in three.iter().enumerate() {
        cell(stone);
        assert!(!three[..i].contains(stone), "{said:?}");
    }
    // White's next stone, on a free cell.
    for (answer, given) in [(&said[2], 3), (&said[3], 5)] {
        let stones = ["7,7", "8,7", "9,9", "8,8", "8,6"];
        cell(answer);
        assert!(!stones[..given].contains(&answer.as_str()), "{said:?}");
    }
    assert_eq!(said[4], "ERROR a swap2 opening has 0, 3 or 5 stones, not 1");
}

#[test]
fn gomocup_plays_every_square_board_from_5_to_20_and_refuses_the_rest() {
    for n in 5..=20 {
        // The brain's opening is the centre.
        let said = gomocup(&format!("START {n}\nBEGIN\n"));
        assert_eq!(said, ["OK".to_string(), format!("{0},{0}", n / 2)], "{n}");
        // A stone in the far corner, and a game played on: every answer
        // on the board, the first within two steps of the corner, as the
        // program's hot spots lie.
        let said = gomocup(&format!(
            "START {n}\nTURN {0},{0}\nTURN 0,0\nTURN 1,0\n",
            n - 1
        ));
        assert_eq!(said.len(), 4, "{n}: {said:?}");
        let xy: Vec<(usize, usize)> = said[1..]
            .iter()
            .map(|reply| {
                let (x, y) = reply.split_once(',').expect("a move");
                (x.parse().unwrap(), y.parse().unwrap())
            })
            .collect();
        assert!(xy.iter().all(|&(x, y)| x < n && y < n), "{n}: {said:?}");
        let (x, y) = xy[0];
        assert!(n - 1 - x <= 2 && n - 1 - y <= 2, "{n}: {said:?}");
    }
    for asked in ["START 4", "START 21", "START 0", "RECTSTART 20,15"] {
        let said = gomocup(&format!("{asked}\nBEGIN\n"));
        assert!(
            said[0].starts_with("ERROR not a ")
                && said[0].ends_with("this program plays on square boards from 5x5 to 20x20"),
            "{asked}: {said:?}"
        );
        assert_eq!(said[1], "ERROR no START yet", "{asked}");
    }
}

#[test]
fn gomocup_on_a_20x20_board_blocks_a_four_at_its_far_corner() {
    // Column 19, rows 15 to 18 from the top: the manager's four (2),
    // closed by the brain's stone (1) on 19,14; five is made only on
    // 19,19, a cell no 15x15 board has.
    let said =
        gomocup("START 20\nBOARD\n19,14,1\n0,0,1\n19,15,2\n19,16,2\n19,17,2\n19,18,2\nDONE\n");
    assert_eq!(said, ["OK", "19,19"]);
    // And it makes its own five there.
    let said =
        gomocup("START 20\nBOARD\n19,15,1\n19,16,1\n19,17,1\n19,18,1\n0,0,2\n2,2,2\n4,4,2\nDONE\n");
    assert!(said[1] == "19,19" || said[1] == "19,14", "{said:?}");
}

#[test]
fn a_learned_gomoku_program_carries_its_lessons_to_any_board_it_plays() {
    let learned: <Gomoku as Game>::Strategy =
        "900,400,350,90,30,70,8,2/800,300,250,80,20,60,7,1/2:+0,+3,+90,+400/+0,-10,-150,-999:31"
            .parse()
            .unwrap();
    let wide = Gomoku::resized(&learned, 20, 20).unwrap();
    assert_eq!(wide.to_string(), learned.to_string());
    assert_eq!(wide.size, 20);
    assert_eq!(Gomoku::resized(&learned, 15, 15), Some(learned));
    assert_eq!(Gomoku::resized(&learned, 20, 19), None);
    assert_eq!(Gomoku::resized(&learned, 21, 21), None);
    let empty = Gomoku::start_of(&wide, Side::X);
    assert_eq!(Gomoku::moves(&empty).len(), 400);
    assert_eq!(Gomoku::choose(&wide, &empty).to_string(), "k10");
}

#[test]
fn gomocup_answers_errors_for_bad_commands() {
    let said = gomocup(
        "TURN 7,7\nSTART 21\nSTART x\nSTART 15\nTURN 15,0\nTURN 7,7\nTURN 7,7\nFLY\nBOARD\n1,1,9\nDONE\nINFO timeout_turn 5000\nABOUT\nEND\nSTART 15\n",
    );
    assert_eq!(said[0], "ERROR no START yet");
    assert!(
        said[1].starts_with("ERROR not a 21x21 board"),
        "{}",
        said[1]
    );
    assert_eq!(
        said[2],
        "ERROR START takes the board's size, such as START 15"
    );
    assert_eq!(said[3], "OK");
    assert_eq!(said[4], "ERROR `15,0` is not x,y on the board");
    assert_eq!(said[5], "7,5");
    assert_eq!(said[6], "ERROR 7,7 is taken");
    assert_eq!(said[7], "UNKNOWN FLY");
    assert_eq!(said[8], "ERROR `1,1,9`: who is 1 (mine) or 2 (yours)");
    assert!(said[9].starts_with("name=\"merlyn\""), "{}", said[9]);
    assert_eq!(said.len(), 10, "nothing after END: {said:?}");
}

#[test]
fn gomocup_echoes_no_control_byte() {
    let said = gomocup("FLY\x1b[2J\x07\r\n\x1b\r\nSTART 15\r\n");
    assert_eq!(said, ["UNKNOWN FLY[2J", "UNKNOWN", "OK"]);
}

/// A match's last line, run through the real binary in `test`'s directory.
fn result(test: Test) -> String {
    let out = test.run();
    out.stdout.lines().last().unwrap_or_default().to_string()
}

/// Reversi's generation zero as an Othello engine plays it: when `0`
/// opens a game, it is shown the standard game, black first (the colours
/// swapped, the board upside down), and its move is turned back.
struct OthelloEngine {
    turned: bool,
}

impl Player<Reversi> for OthelloEngine {
    fn begin(&mut self, start: &<Reversi as Rules>::Position) {
        self.turned = Reversi::to_move(start) == Side::Zero;
    }

    fn choose(
        &mut self,
        position: &<Reversi as Rules>::Position,
        _: &[<Reversi as Rules>::Move],
    ) -> <Reversi as Rules>::Move {
        let zero = Reversi::zero_strategy();
        if !self.turned {
            return Reversi::choose(&zero, position);
        }
        // A row is a byte: the bytes reversed are the rows upside down.
        let seen = merlyn::reversi::Position {
            x: position.o.swap_bytes(),
            o: position.x.swap_bytes(),
            to_move: position.to_move.other(),
        };
        Reversi::turned(Reversi::choose(&zero, &seen))
    }
}

/// The last line of a match of A against B, played here as `numbered_game`
/// plays the games of `merlyn match`.
fn tally<G: Game>(
    a: &mut dyn Player<G>,
    b: &mut dyn Player<G>,
    games: u64,
    opening_moves: usize,
    seed: u64,
) -> String {
    let (mut wins, mut draws, mut losses) = (0, 0, 0);
    for n in 0..games {
        let board = G::zero_strategy();
        let (_, margin) = versus::numbered_game(a, b, &board, opening_moves, seed, n).unwrap();
        match margin.signum() {
            1 => wins += 1,
            0 => draws += 1,
            _ => losses += 1,
        }
    }
    format!("result a={wins} draws={draws} b={losses}")
}

#[test]
fn an_engine_served_by_merlyn_plays_as_the_program_itself() {
    let me = merlyn_binary();
    let me = me.display();
    for (game, player, engine) in [
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
    // In Reversi, the served program sees the games 0 opens as an Othello
    // engine does, black first.
    let engine = format!("engine:{me} gtp --game reversi");
    let by_engine = result(Test::merlyn().args([
        "match", "reverxii", &engine, "--game", "reversi", "--games", "4",
    ]));
    let mut program = Program::<Reversi> {
        strategy: Reversi::zero_strategy(),
    };
    let here = tally(&mut program, &mut OthelloEngine { turned: false }, 4, 0, 0);
    assert_eq!(by_engine, here);
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
        .stderr("error: the engine `true` ended before it answered (exit status 0)\n")
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
    // Reversi over GTP, passes and all, and Gomoku over Gomocup (a game
    // begun after an opening is a BOARD).
    let me = merlyn_binary();
    let args = |a: &str, b: &str, game: &str| {
        [
            "match",
            a,
            b,
            "--game",
            game,
            "--games",
            "6",
            "--opening-moves",
            "5",
            "--seed",
            "7",
        ]
        .map(String::from)
    };
    let engine = format!("engine:{} gtp --game reversi", me.display());
    let by_engine = result(Test::merlyn().args(args("greedy", &engine, "reversi")));
    let mut greedy = Reversi::player("greedy").unwrap();
    let here = tally(
        greedy.as_mut(),
        &mut OthelloEngine { turned: false },
        6,
        5,
        7,
    );
    assert_eq!(by_engine, here);
    let engine = format!("engine:{} gomocup", me.display());
    let zero = merlyn::games::Kind::Gomoku.zero();
    let by_engine = result(Test::merlyn().args(args("greedy", &engine, "gomoku")));
    let direct = result(
        Test::merlyn()
            .write("zero.rs", zero)
            .args(args("greedy", "zero.rs", "gomoku")),
    );
    assert_eq!(by_engine, direct);
}

#[test]
fn a_program_trains_against_an_engine_as_against_the_same_program() {
    // The engine is generation zero served over GTP (Gomocup in Gomoku):
    // training against it is training against generation zero's player.
    let me = merlyn_binary();
    for (game, engine) in [
        ("tic-tac-toe", format!("engine:{} gtp", me.display())),
        ("gomoku", format!("engine:{} gomocup", me.display())),
    ] {
        let zero = merlyn::games::Kind::named(game).unwrap().zero();
        let train = |against: &str| {
            Test::merlyn()
                .write("zero.rs", zero)
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
        assert_eq!(train(&engine), train("zero.rs"), "{game}");
    }
}

#[test]
fn an_engine_that_resigns_loses_the_game_and_the_match_goes_on() {
    // Says yes to everything, and resigns when asked for a move.
    let engine = r#"engine:while read -r c; do case $c in genmove*) printf '= resign\n\n';; *) printf '=\n\n';; esac; done"#;
    let ran = Test::merlyn()
        .args([
            "match", "first", engine, "--game", "reversi", "--games", "4",
        ])
        .run();
    assert!(ran.stdout.contains("+1.00"), "{}", ran.stdout);
    assert_eq!(
        ran.stdout.lines().last(),
        Some("result a=4 draws=0 b=0"),
        "{}",
        ran.stdout
    );
    // In training, the program beats it: there is nothing to learn.
    let ran = Test::merlyn()
        .args([
            "train",
            "--game",
            "tic-tac-toe",
            "--against",
            engine,
            "--games",
            "4",
        ])
        .run();
    assert!(!ran.stdout.contains("lost"), "{}", ran.stdout);
}

#[test]
fn an_engine_that_answers_nothing_useful_fails_at_once_saying_why() {
    let started = std::time::Instant::now();
    let fails = |engine: &str| {
        Test::merlyn()
            .args([
                "match", "first", engine, "--game", "reversi", "--games", "2",
            ])
            .status(2)
            .run()
            .stderr
    };
    assert_eq!(
        fails("engine:cat"),
        "error: the engine `cat` answered `boardsize 8` to `boardsize 8`, which is not GTP\n"
    );
    let missing = fails("engine:no-such-engine-of-merlyn");
    assert!(
        missing.starts_with(
            "error: the engine `no-such-engine-of-merlyn` ended before it answered: sh: "
        ) && missing.contains("not found")
            && missing.ends_with(" (exit status 127)\n"),
        "{missing}"
    );
    assert_eq!(
        fails("engine:yes ''"),
        "error: the engine `yes ''` wrote more than 1048576 bytes without an answer\n"
    );
    // A line without end.
    assert_eq!(
        fails(r"engine:tr '\0' x < /dev/zero"),
        "error: the engine `tr '\\0' x < /dev/zero` wrote a line longer than 65536 bytes\n"
    );
    // None of them waited for its time to run out.
    assert!(started.elapsed().as_secs() < 30, "{:?}", started.elapsed());
}

#[test]
fn an_engine_may_take_as_long_as_merlyn_engine_patience_says_and_no_longer() {
    // An engine that hears every command and answers none.
    let mute = "engine:while read -r c; do :; done";
    let started = std::time::Instant::now();
    let ran = Test::merlyn()
        .args(["match", "first", mute, "--game", "reversi", "--games", "1"])
        .env("MERLYN_ENGINE_PATIENCE", "0.5")
        .status(2)
        .run();
    assert_eq!(
        ran.stderr,
        "error: the engine `while read -r c; do :; done` gave no answer in 0.5 s (MERLYN_ENGINE_PATIENCE)\n"
    );
    assert!(started.elapsed().as_secs() < 30, "{:?}", started.elapsed());
    // A patience that is no number of seconds: said, before any engine
    // starts (this one would leave a file behind).
    let ran = Test::merlyn()
        .args([
            "match",
            "first",
            "engine:touch started",
            "--game",
            "reversi",
        ])
        .env("MERLYN_ENGINE_PATIENCE", "a while")
        .status(2)
        .run();
    assert_eq!(
        ran.stderr,
        "error: MERLYN_ENGINE_PATIENCE=a while is not a number of seconds from 0.001 to 1000000\n"
    );
    assert!(
        !ran.test.path().join("started").exists(),
        "an engine started"
    );
}

/// Is the process `pid` running (not gone, not a zombie)?
fn running(pid: u32) -> bool {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let state = stat
        .rsplit(')')
        .next()
        .unwrap_or("")
        .split_whitespace()
        .next();
    matches!(state, Some(s) if s != "Z" && s != "X")
}

#[test]
fn an_engine_s_whole_process_group_ends_with_its_games() {
    // The engine's shell starts a sleeper in the background each game.
    let me = merlyn_binary();
    let engine = format!(
        "engine:sleep 3600 & echo $! >> sleepers; exec {} gtp --game tic-tac-toe",
        me.display()
    );
    let ran = Test::merlyn()
        .args([
            "match",
            "first",
            &engine,
            "--game",
            "tic-tac-toe",
            "--games",
            "2",
        ])
        .run();
    let sleepers: Vec<u32> = ran
        .read("sleepers")
        .lines()
        .map(|pid| pid.parse().unwrap())
        .collect();
    assert_eq!(sleepers.len(), 2, "one engine a game");
    let until = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while sleepers.iter().any(|&pid| running(pid)) && std::time::Instant::now() < until {
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    for pid in sleepers {
        assert!(
            !running(pid),
            "the engine's sleeper {pid} outlived its game"
        );
    }
}

/// The most memory (kB, VmHWM) the process `pid` has held so far.
fn peak_kb(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    let line = status.lines().find(|l| l.starts_with("VmHWM:")).unwrap();
    line.split_whitespace().nth(1).unwrap().parse().unwrap()
}

#[test]
fn a_200_mb_protocol_line_costs_little_memory() {
    use std::io::{Read, Write};
    for (args, end, first) in [
        (
            &["gtp", "--game", "reversi"][..],
            "quit\n",
            "? the line is longer than 65536 bytes",
        ),
        (
            &["gomocup"][..],
            "END\n",
            "ERROR the line is longer than 65536 bytes",
        ),
    ] {
        let mut child = std::process::Command::new(merlyn_binary())
            .args(args)
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        let mut input = child.stdin.take().unwrap();
        let chunk = vec![b'x'; 1 << 20];
        for _ in 0..200 {
            input.write_all(&chunk).unwrap();
        }
        let peak = peak_kb(child.id());
        input.write_all(b"\n").unwrap();
        input.write_all(end.as_bytes()).unwrap();
        drop(input);
        let mut out = String::new();
        child
            .stdout
            .take()
            .unwrap()
            .read_to_string(&mut out)
            .unwrap();
        assert!(child.wait().unwrap().success());
        assert_eq!(out.lines().next(), Some(first), "{args:?}");
        assert!(peak < 50_000, "{args:?}: {peak} kB for a 200 MB line");
    }
}
