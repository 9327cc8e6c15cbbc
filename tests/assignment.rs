//! `merlyn contactix`: the seed program's own interface, a board file on
//! standard input, and the assignment's three modes.

mod common;

use common::Test;
use merlyn::contactix::BoardFile;

/// The assignment's example: red (top and bottom) to move, and A3 wins.
const EXAMPLE: &str = "orientation: red * blue
tiles: 4
    (A2) -> red
    (B2) -> blue
    (A1) -> red
    (C2) -> blue
size: 3 * 3
turn: red
state: undecided
";

#[test]
fn takes_the_winning_move_of_the_assignment_example() {
    Test::merlyn()
        .args(["contactix"])
        .stdin(EXAMPLE)
        .stdout(
            "size: 3 * 3
turn: blue
orientation: red * blue
state: won by red
tiles: 5
    (A2) -> red
    (B2) -> blue
    (A1) -> red
    (C2) -> blue
    (A3) -> red
",
        )
        .run();
}

/// The boards of a TEST answer, and the cell each one adds.
fn next_boards(stdout: &str) -> Vec<(String, BoardFile)> {
    stdout
        .split("~\n")
        .map(|text| {
            let board: BoardFile = text.parse().unwrap();
            let added = board.tiles.last().unwrap().0.to_string();
            (added, board)
        })
        .collect()
}

#[test]
fn test_gives_the_five_next_boards_of_the_example() {
    let ran = Test::merlyn()
        .args(["contactix", "TEST"])
        .stdin(EXAMPLE)
        .run();
    let boards = next_boards(&ran.stdout);
    let added: Vec<&str> = boards.iter().map(|(cell, _)| cell.as_str()).collect();
    assert_eq!(added, ["B1", "C1", "A3", "B3", "C3"]);
    for (cell, board) in &boards {
        assert_eq!(board.turn, "blue");
        assert_eq!(board.tiles.len(), 5);
        assert_eq!(board.tiles.last().unwrap().1, "red");
        let won = if cell == "A3" { Some("red") } else { None };
        assert_eq!(board.won_by.as_deref(), won, "{cell}");
    }
    // The separators are lines holding only `~`, between boards.
    assert_eq!(ran.stdout.lines().filter(|line| *line == "~").count(), 4);
    assert!(ran.stdout.ends_with("    (C3) -> red\n"));
}

#[test]
fn the_words_come_in_either_order_and_as_flags() {
    let answer = |args: &[&str]| {
        let mut all = vec!["contactix"];
        all.extend(args);
        Test::merlyn().args(all).stdin(EXAMPLE).run().stdout
    };
    let svg = answer(&["TEST", "SVG"]);
    assert!(svg.starts_with("<svg "));
    for args in [
        &["SVG", "TEST"][..],
        &["--svg", "--test"],
        &["test", "svg"],
        &["--test", "SVG"],
    ] {
        assert_eq!(answer(args), svg, "{args:?}");
    }
    assert_eq!(answer(&["--test"]), answer(&["TEST"]));
    assert_eq!(answer(&["--svg"]), answer(&["SVG"]));
}

/// The fill of each cell's hexagon, by cell name, in each board of a picture.
fn hexagons(svg: &str) -> Vec<Vec<(String, String)>> {
    let document = roxmltree::Document::parse(svg).expect("the SVG is XML");
    let root = document.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    assert_eq!(
        root.tag_name().namespace(),
        Some("http://www.w3.org/2000/svg")
    );
    root.children()
        .filter(|node| node.has_tag_name("g"))
        .map(|board| {
            board
                .children()
                .filter(|node| node.has_tag_name("polygon"))
                .map(|hexagon| {
                    let points = hexagon.attribute("points").unwrap().split(' ').count();
                    assert_eq!(points, 6, "a hexagon has six corners");
                    let cell = hexagon.first_element_child().unwrap().text().unwrap();
                    (
                        cell.to_string(),
                        hexagon.attribute("fill").unwrap().to_string(),
                    )
                })
                .collect()
        })
        .collect()
}

#[test]
fn svg_draws_one_hexagon_per_cell_in_its_tiles_colour() {
    let ran = Test::merlyn()
        .args(["contactix", "SVG"])
        .stdin(&EXAMPLE.replace("red", "SandyBrown").replace("blue", "lime"))
        .run();
    let boards = hexagons(&ran.stdout);
    assert_eq!(boards.len(), 1);
    let fills: Vec<String> = boards[0]
        .iter()
        .map(|(cell, fill)| format!("{cell}={fill}"))
        .collect();
    assert_eq!(
        fills,
        [
            "A1=SandyBrown",
            "B1=white",
            "C1=white",
            "A2=SandyBrown",
            "B2=lime",
            "C2=lime",
            "A3=SandyBrown",
            "B3=white",
            "C3=white",
        ]
    );
    // The bars: the first colour along top and bottom, the second along
    // left and right.
    let document = roxmltree::Document::parse(&ran.stdout).unwrap();
    let bars: Vec<&str> = document
        .descendants()
        .filter(|node| node.has_tag_name("line"))
        .map(|line| line.attribute("stroke").unwrap())
        .collect();
    assert_eq!(bars, ["SandyBrown", "SandyBrown", "lime", "lime"]);
    let labels: Vec<&str> = document
        .descendants()
        .filter(|node| node.has_tag_name("text"))
        .filter_map(|text| text.text())
        .collect();
    assert_eq!(labels, ["A", "B", "C", "1", "2", "3"]);
}

#[test]
fn test_svg_stacks_every_next_board() {
    let ran = Test::merlyn()
        .args(["contactix", "TEST", "SVG"])
        .stdin(EXAMPLE)
        .run();
    let boards = hexagons(&ran.stdout);
    assert_eq!(boards.len(), 5);
    for (k, added) in ["B1", "C1", "A3", "B3", "C3"].into_iter().enumerate() {
        assert_eq!(boards[k].len(), 9);
        let red: Vec<&str> = boards[k]
            .iter()
            .filter(|(_, fill)| fill == "red")
            .map(|(cell, _)| cell.as_str())
            .collect();
        let mut expected = vec!["A1", "A2", added];
        expected.sort_by_key(|name| (&name[1..], &name[..1]));
        assert_eq!(red, expected, "board {k}");
    }
}

#[test]
fn any_size_any_colours_tiles_in_any_order() {
    let ran = Test::merlyn()
        .args(["contactix", "TEST"])
        .stdin("tiles: 2\n(Z1) -> Navy\n(A2) -> lime\nsize: 26 * 2\nstate: undecided\nturn: lime\norientation: Navy * lime\n")
        .run();
    let boards = next_boards(&ran.stdout);
    assert_eq!(boards.len(), 50);
    assert!(boards.iter().all(|(_, board)| board.turn == "Navy"));
}

#[test]
fn endless_input_is_refused_after_a_bound_not_read_whole() {
    // `merlyn contactix < /dev/zero` read it all, gigabytes, before it
    // looked: under a memory limit of 512 MB, it aborted.
    let output = std::process::Command::new("sh")
        .arg("-c")
        .arg("ulimit -v 524288 && exec \"$0\" contactix")
        .arg(common::merlyn_binary())
        .stdin(std::fs::File::open("/dev/zero").unwrap())
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2), "{output:?}");
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "error: standard input is larger than 1 MiB: give a board file\n"
    );
}

#[test]
fn refuses_bad_input_with_one_line_and_exit_2() {
    let cases = [
        (
            "",
            "error: standard input is empty: give a board file, such as `size: 3 * 3` and its other fields\n",
        ),
        (
            &EXAMPLE.replace("tiles: 4", "tiles: 5"),
            "error: `tiles: 5` but only 4 tile lines follow it: `size: 3 * 3` is not a tile\n",
        ),
        (
            &EXAMPLE.replace("(C2) -> blue", "(C2) -> green"),
            "error: `green` in `tiles` is not a colour of the orientation, red or blue\n",
        ),
        (
            &EXAMPLE.replace("size: 3 * 3", "size: 3 x 3"),
            "error: `size: 3 x 3` is not two things joined by `*`, such as `size: 11 * 11`\n",
        ),
        (
            &EXAMPLE.replace("(C2) -> blue", "(C2) -> light-blue"),
            "error: `light-blue` in `tiles` is not a colour: a colour is letters and digits, such as red or SandyBrown\n",
        ),
        (
            &EXAMPLE.replace("(C2)", "(D2)"),
            "error: tile D2 is off the board: 3 columns (A to C) and 3 rows\n",
        ),
        (
            &EXAMPLE
                .replace("(C2) -> blue", "(A3) -> red")
                .replace("turn: red", "turn: blue"),
            "error: the game is over, won by red: there is no next move\n",
        ),
    ];
    for (input, stderr) in cases {
        for args in [&["contactix"][..], &["contactix", "TEST", "SVG"]] {
            Test::merlyn()
                .args(args.iter().copied())
                .stdin(input)
                .stdout("")
                .stderr(stderr)
                .status(2)
                .run();
        }
    }
}

#[test]
fn refuses_a_word_it_does_not_know() {
    let ran = Test::merlyn()
        .args(["contactix", "PNG"])
        .stdin(EXAMPLE)
        .status(2)
        .run();
    assert!(
        ran.stderr.starts_with("error: invalid value 'PNG'"),
        "{}",
        ran.stderr
    );
}

#[test]
fn a_won_board_has_no_next_move_whatever_its_state_says() {
    // A 1 x 1 board's one tile joins both of its owner's edges.
    Test::merlyn()
        .args(["contactix", "TEST"])
        .stdin("size: 1 * 1\nturn: red\norientation: red * blue\nstate: undecided\ntiles: 1\n(A1) -> blue\n")
        .stderr("error: the game is over, won by blue: there is no next move\n")
        .status(2)
        .run();
}

/// A board file of `columns` x `rows` with `tiles` tiles placed at random
/// (from `seed`) in turn, red first, and no winner; in the colours given.
fn random_board(
    seed: u64,
    columns: usize,
    rows: usize,
    tiles: usize,
    colours: [&str; 2],
) -> String {
    use merlyn::contactix::Position;
    use merlyn::game::Side;
    let mut state = seed;
    let mut next = move |n: usize| {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (state >> 33) as usize % n
    };
    loop {
        let mut position = Position::empty(columns, rows, Side::X);
        for _ in 0..tiles {
            let empties = position.empties();
            position = position.play(empties[next(empties.len())]);
        }
        if position.winner().is_none() {
            let colours = colours.map(String::from);
            return BoardFile::of(&position, colours).to_string();
        }
    }
}

#[test]
fn board_files_round_trip_through_a_generation() {
    let mut files = vec![
        EXAMPLE.to_string(),
        EXAMPLE.replace("turn: red", "turn: blue"),
    ];
    for (seed, columns, rows, tiles) in [
        (1, 11, 11, 30),
        (2, 5, 3, 6),
        (3, 26, 2, 13),
        (4, 2, 26, 9),
        (5, 4, 4, 0),
    ] {
        files.push(random_board(
            seed,
            columns,
            rows,
            tiles,
            ["SandyBrown", "lime"],
        ));
    }
    for text in files {
        let given: BoardFile = text.parse().unwrap();
        let ran = Test::merlyn()
            .write("board.txt", &text)
            .args(["new", "contactix", "--from", "board.txt"])
            .run();
        let written = Test::merlyn()
            .write("generation.rs", &ran.stdout)
            .args(["show", "--board-file", "generation.rs"])
            .run()
            .stdout;
        let back: BoardFile = written.parse().unwrap();
        assert_eq!(back.position(), given.position(), "{text}");
        assert_eq!(back.orientation, ["red", "blue"]);
        // Written as the file format says: fields in order, tiles in reading order.
        assert!(written.starts_with(&format!("size: {} * {}\nturn: ", given.columns, given.rows)));
        let mut cells: Vec<_> = back
            .tiles
            .iter()
            .map(|(cell, _)| (cell.row, cell.column))
            .collect();
        let unsorted = cells.clone();
        cells.sort();
        assert_eq!(cells, unsorted);
    }
}

#[test]
fn a_generation_from_the_example_loses_to_a3_and_learns() {
    let source = Test::merlyn()
        .write("board.txt", EXAMPLE)
        .args(["new", "contactix", "--from", "board.txt"])
        .run()
        .stdout;
    let binary = common::compiled(&source, &[]);
    let output = std::process::Command::new(binary)
        .arg("a3")
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(0));
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains("You took A3. Your chain joins top and bottom, marked *: A1 A2 A3."),
        "{stderr}"
    );
    let next = String::from_utf8_lossy(&output.stdout);
    assert!(
        common::state_block(&next).contains("\"contactix: lost\""),
        "{next}"
    );
    // The successor holds a new, empty board of the same size.
    let file = Test::merlyn()
        .write("next.rs", &next)
        .args(["show", "--board-file", "next.rs"])
        .run()
        .stdout;
    assert!(
        file.starts_with("size: 3 * 3\n") && file.ends_with("tiles: 0\n"),
        "{file}"
    );
}

#[test]
fn a_board_file_whose_turn_is_the_second_colour_lets_the_program_open() {
    let source = Test::merlyn()
        .write("board.txt", &EXAMPLE.replace("turn: red", "turn: blue"))
        .args(["new", "contactix", "--from", "board.txt"])
        .run()
        .stdout;
    assert!(common::state_block(&source).contains("I move first"));
    let binary = common::compiled(&source, &[]);
    let output = std::process::Command::new(binary).output().unwrap();
    assert_eq!(output.status.code(), Some(0));
    // Blue blocks red's one winning cell.
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("I took A3."), "{stderr}");
}

#[test]
fn show_svg_draws_a_generation() {
    let ran = Test::merlyn()
        .write("board.txt", EXAMPLE)
        .args(["new", "contactix", "--from", "board.txt"])
        .run();
    let svg = Test::merlyn()
        .write("generation.rs", &ran.stdout)
        .args(["show", "--svg", "generation.rs"])
        .run()
        .stdout;
    let boards = hexagons(&svg);
    assert_eq!(boards.len(), 1);
    let filled: Vec<String> = boards[0]
        .iter()
        .filter(|(_, fill)| fill != "white")
        .map(|(cell, fill)| format!("{cell}={fill}"))
        .collect();
    assert_eq!(filled, ["A1=red", "A2=red", "B2=blue", "C2=blue"]);
}

#[test]
fn from_board_file_and_show_refuse_what_they_cannot_do() {
    let won = EXAMPLE.replace("(C2) -> blue", "(A3) -> red");
    Test::merlyn()
        .write("board.txt", &won)
        .args(["new", "contactix", "--from", "board.txt"])
        .stderr("error: board.txt: the board is won already, by red: a generation holds a game still to play\n")
        .status(2)
        .run();
    Test::merlyn()
        .write("board.txt", "size: 3 x 3\n")
        .args(["new", "contactix", "--from", "board.txt"])
        .stderr("error: board.txt: `size: 3 x 3` is not two things joined by `*`, such as `size: 11 * 11`\n")
        .status(2)
        .run();
    Test::merlyn()
        .args(["new", "contactix", "--from", "missing.txt"])
        .stderr("error: cannot read missing.txt: No such file or directory (os error 2)\n")
        .status(2)
        .run();
    Test::merlyn()
        .write("board.txt", EXAMPLE)
        .args(["new", "reversi", "--from", "board.txt"])
        .stderr("error: --from reads a Con-Tac-Tix board file: give `merlyn new contactix --from board.txt`\n")
        .status(2)
        .run();
    let reversi = Test::merlyn().args(["new", "reversi"]).run().stdout;
    for flag in ["--svg", "--board-file"] {
        Test::merlyn()
            .write("reversi.rs", &reversi)
            .args(["show", flag, "reversi.rs"])
            .stderr(&format!(
                "error: {flag} is for Con-Tac-Tix generations: reversi.rs is a reversi generation\n"
            ))
            .status(2)
            .run();
    }
}
