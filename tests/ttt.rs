//! Integration tests of the `scripts/ttt` driver: the real script, the real
//! `rustc`, a temporary directory per test.

mod common;

use common::{Ran, Test, names, snapshot, ttt_script, wait_for_group};
use merlyn::generation::Block;
use std::collections::BTreeMap;
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Instant;

// ---------------------------------------------------------------------------
// Helpers.

/// Plays `moves` one turn each (an empty move: `ttt` with no argument),
/// every turn expected to succeed, and gives back the last run.
fn play(test: Test, moves: &[&str]) -> Ran {
    let mut test = test;
    let mut moves = moves.iter();
    loop {
        let mv = moves.next().expect("at least one move");
        let args: Vec<&str> = if mv.is_empty() { vec![] } else { vec![mv] };
        let ran = test.args(args).run();
        assert!(ran.stderr.is_empty(), "stderr of move {mv}: {}", ran.stderr);
        if moves.len() == 0 {
            return ran;
        }
        test = ran.then();
    }
}

/// The last line of some output.
fn last_line(text: &str) -> &str {
    text.lines().last().unwrap_or("")
}

/// The three cells of a drawn row (` X | 0 |   `), as `X 0 .`.
fn cells(row: &str) -> String {
    let row = row.as_bytes();
    [row[1], row[5], row[9]]
        .map(|c| match c {
            b' ' => ".",
            b'X' => "X",
            _ => "0",
        })
        .join(" ")
}

/// The board of a program's source, as `X . . / X . X / 0 0 0`.
fn board(source: &str) -> String {
    let block = Block::find(source).expect("a state block");
    [1, 3, 5].map(|row| cells(block.lines[row])).join(" / ")
}

/// The strategy string of a program's source.
fn strategy(source: &str) -> &str {
    Block::find(source).expect("a state block").lines[6]
}

/// What a game directory's .ttt/ holds besides the toolchain cache, the
/// incremental cache, the last link and the object of the game's code
/// (which `snapshot` leaves out),
/// merlyn.rs's kept binary, the last finished game and
/// the moves of the game in progress: the leftovers of a turn, which should
/// be none.
fn leftovers(dir: &Path) -> Vec<String> {
    names(&snapshot(&dir.join(".ttt")))
        .into_iter()
        .filter(|name| {
            !["toolchain", "ended", "moves", "began"].contains(&name.as_str())
                && !name.starts_with("merlyn-")
        })
        .collect()
}

/// Generation zero, as the repository holds it.
fn template() -> String {
    read(&common::root(), "templates/tic-tac-toe.rs")
}

fn read(dir: &Path, name: &str) -> String {
    std::fs::read_to_string(dir.join(name)).unwrap_or_else(|e| panic!("cannot read {name}: {e}"))
}

/// A directory on PATH holding only a few ordinary tools (no rustc).
fn tools_without_rustc() -> tempfile::TempDir {
    let bin = tempfile::tempdir().expect("a bin directory");
    for tool in [
        "awk", "cp", "mv", "rm", "cmp", "mkdir", "rmdir", "diff", "sleep", "readlink", "cat",
        "cksum",
    ] {
        for dir in ["/usr/bin", "/bin"] {
            let path = Path::new(dir).join(tool);
            if path.exists() {
                std::os::unix::fs::symlink(&path, bin.path().join(tool)).expect("a symlink");
                break;
            }
        }
    }
    bin
}

// ---------------------------------------------------------------------------
// Whole games.

#[test]
fn a_won_game_ends_with_i_win_and_the_published_board() {
    let first = Test::ttt().args(["1"]).run();
    // The board drawn for the player, then what happened.
    assert_eq!(
        first.stdout,
        "A new game, with strategy 9999999999.\n[X]|   |         1 2 3\n---+---+---\n   \
         |   |         4 5 6\n---+---+---\n   |[0]|         7 8 9\nYou took 1, I took 8.\n"
    );
    let ran = play(first.then(), &["4", "6"]);
    assert!(
        ran.stdout
            .ends_with("You took 6, I took 9. Three in a row for me: 7-8-9.\nI win!\n"),
        "{}",
        ran.stdout
    );
    let next = ran.read("nextmove.rs");
    assert_eq!(board(&next), "X . . / X . X / 0 0 0");
    assert_eq!(strategy(&next), "1999999999  :-) ");
    // merlyn.rs learns nothing from a win.
    assert_eq!(ran.read("merlyn.rs"), template());
    // The next move starts a new game from merlyn.rs.
    let again = ran.then().args(["5"]).run();
    assert_eq!(last_line(&again.stdout), "You took 5, I took 8.");
    assert_eq!(board(&again.read("nextmove.rs")), ". . . / . X . / . 0 .");
}

#[test]
fn a_lost_game_teaches_merlyn_to_answer_1_differently() {
    let ran = play(Test::ttt(), &["1", "3", "5", "7"]);
    assert!(
        ran.stdout
            .ends_with("You took 7. Three in a row for you: 3-5-7.\nI learned: my strategy digit for your opening 1 is 8, not 9.\nI lose...I won't make THAT mistake again!\n"),
        "{}",
        ran.stdout
    );
    let merlyn = ran.read("merlyn.rs");
    assert_eq!(strategy(&merlyn), "1899999999  :-( ");
    assert_eq!(board(&merlyn), ". . . / . . . / . . .");
    assert_eq!(ran.read("nextmove.rs"), merlyn);
    // The learned program answers 1 with something else than 8.
    let again = ran.then().args(["1"]).run();
    let reply = last_line(&again.stdout);
    assert!(reply.starts_with("You took 1, I took "), "{reply}");
    assert_ne!(reply, "You took 1, I took 8.");
    assert_eq!(strategy(&again.read("nextmove.rs")), "1899999999  :-| ");
    assert_eq!(again.read("merlyn.rs"), merlyn);
}

#[test]
fn a_drawn_game_asks_to_play_again() {
    // By the rules, generation zero answers 1, 2, 6, 7 with 8, 3, 5, 4:
    // X X 0 / 0 0 X / X 0 ., and 9 fills the board with no line.
    let ran = play(Test::ttt(), &["1", "2", "6", "7", "9"]);
    assert!(
        ran.stdout
            .ends_with("You took 9. The board is full, and no one has three in a row.\nIt's a draw - play again?\n"),
        "{}",
        ran.stdout
    );
    let next = ran.read("nextmove.rs");
    assert_eq!(board(&next), "X X 0 / 0 0 X / X 0 X");
    assert_eq!(strategy(&next), "1999999999  :-| ");
    assert_eq!(ran.read("merlyn.rs"), template());
    // A new game from the untouched merlyn.rs.
    let again = ran.then().args(["1"]).run();
    assert_eq!(last_line(&again.stdout), "You took 1, I took 8.");
}

#[test]
fn with_no_move_the_computer_opens_at_8_and_can_draw() {
    let ran = Test::ttt().run();
    assert_eq!(last_line(&ran.stdout), "I took 8.");
    let next = ran.read("nextmove.rs");
    assert_eq!(board(&next), ". . . / . . . / . 0 .");
    assert_eq!(strategy(&next), "5999999999  :-| ");
    // By the rules: 2, 3, 4, 9 are answered with 6, 1, 5 and 7, the last cell.
    let ran = play(ran.then(), &["2", "3", "4", "9"]);
    assert!(
        ran.stdout
            .ends_with("You took 9, I took 7. The board is full, and no one has three in a row.\nIt's a draw - play again?\n"),
        "{}",
        ran.stdout
    );
    assert_eq!(board(&ran.read("nextmove.rs")), "0 X X / X 0 0 / 0 0 X");
}

// ---------------------------------------------------------------------------
// quitgame and clobber.

#[test]
fn quitgame_drops_the_game_and_keeps_what_merlyn_learned() {
    let lost = play(Test::ttt(), &["1", "3", "5", "7"]);
    let merlyn = lost.read("merlyn.rs");
    let ran = lost.then().args(["9"]).run();
    assert!(ran.path().join("nextmove.rs").exists());
    let quit = ran.then().args(["quitgame"]).run();
    assert!(quit.stdout.starts_with("Game dropped."), "{}", quit.stdout);
    assert!(!quit.path().join("nextmove.rs").exists());
    assert_eq!(quit.read("merlyn.rs"), merlyn);
    // A new game, from the learned merlyn.rs.
    let again = quit.then().args(["1"]).run();
    assert_ne!(last_line(&again.stdout), "You took 1, I took 8.");
    assert_eq!(strategy(&again.read("nextmove.rs")), "1899999999  :-| ");
    // Nothing to drop twice.
    let quit = again.then().args(["quitgame"]).run();
    quit.then()
        .args(["quitgame"])
        .stdout("No game to drop.\n")
        .run();
}

#[test]
fn clobber_removes_only_what_ttt_made_and_goes_back_to_generation_zero() {
    let lost = play(Test::ttt(), &["1", "3", "5", "7"]);
    let ran = lost.then().args(["9"]).run();
    let dir = ran.path().to_path_buf();
    std::fs::write(dir.join("notes.txt"), "mine\n").unwrap();
    // Leftovers of a killed driver and of its rustc.
    std::fs::write(dir.join(".ttt/next.99999"), "half a program").unwrap();
    std::fs::write(
        dir.join(".ttt/nextmove.99999.nextmove.abc-cgu.0.rcgu.o"),
        "",
    )
    .unwrap();
    std::fs::create_dir(dir.join(".ttt/rustcAbC123")).unwrap();
    std::fs::write(dir.join(".ttt/rustcAbC123/symbols.o"), "").unwrap();
    let clobber = ran.then().args(["clobber"]).run();
    assert!(
        clobber.stdout.contains("generation zero"),
        "{}",
        clobber.stdout
    );
    assert_eq!(names(&snapshot(&dir)), ["notes.txt"]);
    // The next game is played by generation zero again.
    let again = clobber.then().args(["1"]).run();
    assert_eq!(last_line(&again.stdout), "You took 1, I took 8.");
    assert_eq!(again.read("merlyn.rs"), template());
    // A foreign file inside .ttt/ stays, and so does .ttt/.
    std::fs::write(dir.join(".ttt/mine"), "mine\n").unwrap();
    let clobber = again.then().args(["clobber"]).run();
    assert!(clobber.stdout.contains("Kept .ttt/"), "{}", clobber.stdout);
    assert_eq!(names(&snapshot(&dir)), [".ttt", ".ttt/mine", "notes.txt"]);
}

// ---------------------------------------------------------------------------
// Refusals: nothing changes.

const BAD_ARGUMENTS: [&[&str]; 9] = [
    &["0"],
    &["10"],
    &["x"],
    &["-1"],
    &[""],
    &["1", "2"],
    &["-z"],
    &["--move=5"],
    &["quitgame", "5"],
];

#[test]
fn bad_arguments_are_refused_and_change_no_file() {
    // In an empty directory: nothing is made.
    for args in BAD_ARGUMENTS {
        let ran = Test::ttt()
            .args(args.iter().copied())
            .status(2)
            .stdout("")
            .run();
        assert!(
            ran.stderr.starts_with("ttt: ") && ran.stderr.lines().count() == 1,
            "{args:?}: {}",
            ran.stderr
        );
        assert!(snapshot(ran.path()).is_empty(), "{args:?}");
    }
    // In the middle of a game: every file stays byte for byte.
    let mut test = play(Test::ttt(), &["1"]).then();
    let before = snapshot(test.path());
    for args in BAD_ARGUMENTS {
        let ran = test.args(args.iter().copied()).status(2).stdout("").run();
        assert!(
            ran.stderr.starts_with("ttt: ") && ran.stderr.lines().count() == 1,
            "{args:?}: {}",
            ran.stderr
        );
        assert_eq!(snapshot(ran.path()), before, "{args:?}");
        test = ran.then();
    }
}

#[test]
fn refuses_a_taken_cell_and_a_missing_move_mid_game() {
    let game = play(Test::ttt(), &["1"]);
    let before = snapshot(game.path());
    let ran = game
        .then()
        .args(["8"])
        .status(2)
        .stdout("")
        .stderr("ttt: cell 8 is taken\n")
        .run();
    assert_eq!(snapshot(ran.path()), before);
    let ran = ran
        .then()
        .status(2)
        .stdout("")
        .stderr("ttt: it is your move: give a cell from 1 to 9\n")
        .run();
    assert_eq!(snapshot(ran.path()), before);
    // And the game goes on.
    let ran = ran.then().args(["4"]).run();
    assert_eq!(last_line(&ran.stdout), "You took 4, I took 7.");
}

#[test]
fn a_failing_rustc_changes_nothing_and_is_named_as_the_toolchain() {
    let game = play(Test::ttt(), &["1"]);
    // A toolchain whose rustc fails, as the cached one.
    let (fake, path) = common::driver::fake_rustc(
        game.path(),
        "#!/bin/sh\necho 'error: out of luck' >&2\nexit 1\n",
    );
    let before = snapshot(game.path());
    let ran = common::driver::failing_turn(game, &path);
    // The toolchain fails, not the program: clobber, which would throw away
    // what was learned, is no remedy.
    assert!(
        ran.stderr
            .starts_with("ttt: the Rust toolchain cannot build")
            && !ran.stderr.contains("clobber"),
        "{}",
        ran.stderr
    );
    assert!(
        !ran.stderr.contains("out of luck"),
        "compiler output is hidden: {}",
        ran.stderr
    );
    assert_eq!(snapshot(ran.path()), before);
    // -e shows the compiler's output.
    let ran = ran
        .then()
        .env("PATH", &path)
        .args(["-e", "4"])
        .status(1)
        .run();
    assert!(ran.stderr.contains("out of luck"), "{}", ran.stderr);
    assert_eq!(snapshot(ran.path()), before);
    // A cached toolchain whose rustc has gone is found again.
    drop(fake);
    let ran = ran.then().args(["4"]).run();
    assert_eq!(last_line(&ran.stdout), "You took 4, I took 7.");
}

/// The words of the cached link command: `.ttt/toolchain` after its first
/// two lines.
fn link_command(dir: &Path) -> Vec<String> {
    read(dir, ".ttt/toolchain")
        .lines()
        .skip(2)
        .map(String::from)
        .collect()
}

#[test]
fn turns_link_with_the_c_compilers_own_command_run_straight_on_the_linker() {
    let ran = play(Test::ttt(), &["1", "4"]);
    assert_eq!(last_line(&ran.stdout), "You took 4, I took 7.");
    let words = link_command(ran.path());
    let linker = words.first().expect("a cached link command");
    assert!(
        ["ld.gold", "rust-lld", "ld"]
            .iter()
            .any(|name| linker.ends_with(name)),
        "{words:?}"
    );
    for placeholder in ["ttt-obj.o", "ttt-out", "-dynamic-linker"] {
        assert!(
            words.iter().any(|w| w == placeholder),
            "{placeholder}: {words:?}"
        );
    }
    assert!(
        words
            .iter()
            .any(|w| w.contains("/libstd-") && w.ends_with(".so"))
    );
    assert!(
        !words
            .iter()
            .any(|w| w.contains("collect2") || w.starts_with("-plugin") || w == "--build-id"),
        "{words:?}"
    );
    // Every library named by its path, the linker searches none of its
    // own directories.
    if !words.iter().any(|w| w.starts_with("-l")) {
        assert!(words.iter().any(|w| w == "-nostdlib"), "{words:?}");
    }
    // Nothing of the turn's object or the probe is left behind.
    assert_eq!(leftovers(ran.path()), Vec::<String>::new());
}

/// The linker's last links in the game's .ttt/ (`linked-KEY`), by name.
fn last_links(dir: &Path) -> Vec<String> {
    let mut links: Vec<String> = std::fs::read_dir(dir.join(".ttt"))
        .expect("a .ttt/")
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with("linked-"))
        .collect();
    links.sort();
    links
}

#[test]
fn where_the_linker_is_gold_a_turn_updates_the_last_link_in_place() {
    let ran = play(Test::ttt(), &["1"]);
    let words = link_command(ran.path());
    if !words
        .first()
        .is_some_and(|linker| linker.ends_with("ld.gold"))
    {
        return;
    }
    // Told --incremental, gold keeps in its output what it needs to link
    // again only what changed; it can so only without -pie and relro.
    for word in ["--incremental", "norelro"] {
        assert!(words.iter().any(|w| w == word), "{word}: {words:?}");
    }
    assert!(!words.iter().any(|w| w == "-pie"), "{words:?}");
    let links = last_links(ran.path());
    assert_eq!(links.len(), 1, "{links:?}");
    let last = ran.path().join(".ttt").join(&links[0]);
    let linked = std::fs::read(&last).expect("the last link");
    let sections = b".gnu_incremental_inputs";
    assert!(linked.windows(sections.len()).any(|w| w == sections));
    // The next turn updates it: gold says (-e shows) when it cannot.
    let ran = ran.then().args(["-e", "4"]).run();
    assert_eq!(last_line(&ran.stdout), "You took 4, I took 7.");
    assert!(!ran.stderr.contains("incremental-full"), "{}", ran.stderr);
    // What a killed turn left where the copy is made, even a directory,
    // is swept before the next.
    std::fs::create_dir_all(ran.path().join(".ttt/linking/left")).unwrap();
    let ran = ran.then().args(["quitgame"]).run();
    let ran = ran.then().args(["1"]).run();
    assert!(
        link_command(ran.path())
            .iter()
            .any(|w| w == "--incremental")
    );
    // A last link that cannot be updated (here, a link to nowhere) is
    // made again from nothing.
    std::fs::remove_file(&last).unwrap();
    std::os::unix::fs::symlink("/nonexistent/linked", &last).unwrap();
    let ran = ran.then().args(["4"]).run();
    assert_eq!(last_line(&ran.stdout), "You took 4, I took 7.");
    assert!(std::fs::symlink_metadata(&last).unwrap().is_file());
    assert_eq!(last_links(ran.path()), links);
    assert_eq!(leftovers(ran.path()), Vec::<String>::new());
}

#[test]
fn a_last_link_of_other_code_is_replaced_not_updated() {
    // gold's update of a link whose code changed made programs that
    // crashed. Within a version a generation's code never changes; a last
    // link left by another version's code (another name: its code's key)
    // is not updated, but replaced by a whole link of this code's own.
    let game = play(Test::ttt(), &["1"]);
    let before = last_links(game.path());
    if !link_command(game.path())[0].ends_with("ld.gold") {
        return;
    }
    assert_eq!(before.len(), 1);
    let work = game.path().join(".ttt");
    let other = work.join("linked-0123456789abcdef-1234");
    std::fs::rename(work.join(&before[0]), &other).unwrap();
    let ran = game.then().args(["4"]).run();
    assert_eq!(last_line(&ran.stdout), "You took 4, I took 7.");
    assert_eq!(last_links(ran.path()), before);
    assert!(!other.exists());
}

#[test]
fn a_cached_link_command_that_fails_is_dropped_and_rustc_links_instead() {
    let game = play(Test::ttt(), &["1"]);
    let toolchain = read(game.path(), ".ttt/toolchain");
    let mut lines: Vec<&str> = toolchain.lines().collect();
    assert!(lines.len() > 2, "a cached link command: {toolchain}");
    // The linker the probe found, given a library that is no library (a
    // library that is gone fails the cache's check before any link).
    let std = lines
        .iter()
        .position(|word| word.contains("/libstd-"))
        .expect("std, by its path");
    let junk = game.path().join("junk.so");
    std::fs::write(&junk, "not a library\n").unwrap();
    let junk = junk.display().to_string();
    lines[std] = &junk;
    std::fs::write(game.path().join(".ttt/toolchain"), lines.join("\n") + "\n").unwrap();
    let ran = game.then().args(["4"]).run();
    assert_eq!(last_line(&ran.stdout), "You took 4, I took 7.");
    // Dropped, for the next command to find the toolchain anew: the link
    // command that links here.
    assert!(!ran.path().join(".ttt/toolchain").exists());
    let ran = ran.then().args(["6"]).run();
    assert!(ran.stdout.ends_with("I win!\n"), "{}", ran.stdout);
    assert_eq!(read(ran.path(), ".ttt/toolchain"), toolchain);
}

#[test]
fn a_cached_link_command_naming_a_file_that_is_gone_is_found_anew_before_any_link() {
    let game = play(Test::ttt(), &["1"]);
    let toolchain = read(game.path(), ".ttt/toolchain");
    let gone = toolchain.replacen("/libstd-", "/gone/libstd-", 1);
    assert_ne!(gone, toolchain, "std, by its path: {toolchain}");
    std::fs::write(game.path().join(".ttt/toolchain"), &gone).unwrap();
    let ran = game.then().args(["4"]).run();
    assert_eq!(last_line(&ran.stdout), "You took 4, I took 7.");
    assert_eq!(read(ran.path(), ".ttt/toolchain"), toolchain);
}

#[test]
fn where_the_c_compiler_gives_no_link_command_rustc_links() {
    // A cc that links as usual, but will not say how (-###).
    let bin = tempfile::tempdir().unwrap();
    common::driver::plant(
        &bin.path().join("cc"),
        "#!/bin/sh\nfor arg; do [ \"$arg\" != '-###' ] || exit 1; done\nPATH=${PATH#*:} exec cc \"$@\"\n",
    );
    let path = common::driver::path_with(bin.path());
    let ran = Test::ttt().env("PATH", &path).args(["1"]).run();
    assert_eq!(last_line(&ran.stdout), "You took 1, I took 8.");
    assert_eq!(link_command(ran.path()), Vec::<String>::new());
    let ran = ran.then().env("PATH", &path).args(["4"]).run();
    assert_eq!(last_line(&ran.stdout), "You took 4, I took 7.");
}

#[test]
fn a_hand_edited_nextmove_that_would_not_compile_changes_nothing() {
    let game = play(Test::ttt(), &["1"]);
    let source = game.read("nextmove.rs");
    let broken = source.replacen("pub fn play(", "pub fn play((", 1);
    assert_ne!(broken, source);
    let line = source[..source.find("pub fn play(").unwrap()]
        .lines()
        .count()
        + 1;
    std::fs::write(game.path().join("nextmove.rs"), broken).unwrap();
    let before = snapshot(game.path());
    // Refused before rustc sees it, -e or not: nothing compiled, nothing
    // said of clobber, which would lose what was learned.
    let mut ran = game;
    for args in [&["4"][..], &["-e", "4"]] {
        ran = ran
            .then()
            .args(args.iter().copied())
            .status(2)
            .stdout("")
            .run();
        assert_eq!(
            ran.stderr,
            format!("ttt: nextmove.rs line {line} is not my code: 'ttt quitgame' removes it\n")
        );
        assert_eq!(snapshot(ran.path()), before);
    }
    // quitgame recovers.
    let quit = ran.then().args(["quitgame"]).run();
    let again = quit.then().args(["1"]).run();
    assert_eq!(last_line(&again.stdout), "You took 1, I took 8.");
}

#[test]
fn a_hand_edited_board_that_no_game_reaches_is_refused() {
    let game = play(Test::ttt(), &["1"]);
    let source = game.read("nextmove.rs");
    let edited = source.replacen("        \"   |   |   \",", "        \" X | X | X \",", 1);
    assert_ne!(edited, source);
    std::fs::write(game.path().join("nextmove.rs"), &edited).unwrap();
    let before = snapshot(game.path());
    let ran = game.then().args(["9"]).status(2).stdout("").run();
    assert!(
        ran.stderr.starts_with(
            "ttt: my board is not a position of this game: X has a line on the board\n"
        ),
        "{}",
        ran.stderr
    );
    assert!(ran.stderr.contains("ttt quitgame"), "{}", ran.stderr);
    assert_eq!(snapshot(ran.path()), before);
}

#[test]
fn a_comment_edited_in_the_game_in_progress_is_refused_before_it_is_compiled() {
    let game = play(Test::ttt(), &["1"]);
    let source = game.read("nextmove.rs");
    // It would compile, and print its own text without this edit.
    let edited = source.replacen("// merlyn: a game", "// merlyn (edited): a game", 1);
    assert_ne!(edited, source);
    std::fs::write(game.path().join("nextmove.rs"), &edited).unwrap();
    let before = snapshot(game.path());
    let ran = game
        .then()
        .args(["4"])
        .status(2)
        .stdout("")
        .stderr(
            "ttt: nextmove.rs line 1 is not my code: move it away ('ttt quitgame' removes it)\n",
        )
        .run();
    assert_eq!(snapshot(ran.path()), before);
}

// ---------------------------------------------------------------------------
// Missing pieces.

#[test]
fn without_rustc_on_path_it_says_so_and_makes_nothing() {
    let bin = tools_without_rustc();
    let ran = Test::ttt()
        .env("PATH", bin.path().to_str().unwrap())
        .args(["5"])
        .status(1)
        .stdout("")
        .run();
    assert!(
        ran.stderr.starts_with("ttt: rustc is not on PATH"),
        "{}",
        ran.stderr
    );
    assert!(snapshot(ran.path()).is_empty());
}

#[test]
fn away_from_its_clone_it_says_so_and_makes_nothing() {
    // The script alone, away from its repository and the driver's source.
    let elsewhere = tempfile::tempdir().unwrap();
    std::fs::create_dir(elsewhere.path().join("scripts")).unwrap();
    let script = elsewhere.path().join("scripts/ttt");
    std::fs::copy(ttt_script(), &script).unwrap();
    let alone = |dir: &Path, mv: &str| {
        let output = Command::new(&script)
            .arg(mv)
            .current_dir(dir)
            .env_remove("TTT_DIR")
            .output()
            .unwrap();
        let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
        (
            output.status.code(),
            text(&output.stdout),
            text(&output.stderr),
        )
    };
    let fresh = Test::ttt();
    let (status, _, stderr) = alone(fresh.path(), "5");
    assert_eq!(status, Some(1), "{stderr}");
    assert!(
        stderr.starts_with("ttt: cannot find the driver"),
        "{stderr}"
    );
    assert_eq!(stderr.lines().count(), 1, "{stderr}");
    assert!(snapshot(fresh.path()).is_empty());
    // A game in progress is left as it is.
    let game = play(fresh, &["1"]);
    let before = snapshot(game.path());
    let (status, stdout, stderr) = alone(game.path(), "4");
    assert_eq!(status, Some(1), "{stderr}");
    assert!(
        stderr.starts_with("ttt: cannot find the driver"),
        "{stderr}"
    );
    assert_eq!(stdout, "");
    assert_eq!(snapshot(game.path()), before);
}

// ---------------------------------------------------------------------------
// Where the game lives, and the program itself.

#[test]
fn ttt_dir_holds_the_game_wherever_ttt_runs() {
    let game = tempfile::tempdir().unwrap();
    let dir = game.path().to_str().unwrap();
    let ran = Test::ttt().env("TTT_DIR", dir).args(["1"]).run();
    // Nothing in the directory ttt ran from.
    assert!(snapshot(ran.path()).is_empty());
    assert_eq!(
        board(&read(game.path(), "nextmove.rs")),
        "X . . / . . . / . 0 ."
    );
    assert_eq!(read(game.path(), "merlyn.rs"), template());
    let ran = ran.then().env("TTT_DIR", dir).args(["4"]).run();
    assert_eq!(last_line(&ran.stdout), "You took 4, I took 7.");
    assert!(snapshot(ran.path()).is_empty());
    // A TTT_DIR that does not exist yet is made.
    let deeper = game.path().join("a/b");
    let ran = ran
        .then()
        .env("TTT_DIR", deeper.to_str().unwrap())
        .args(["5"])
        .run();
    assert_eq!(last_line(&ran.stdout), "You took 5, I took 8.");
    assert!(deeper.join("nextmove.rs").exists());
}

#[test]
fn a_generation_reproduces_itself_from_another_directory() {
    let game = play(Test::ttt(), &["1"]);
    let source = game.read("nextmove.rs");
    let elsewhere = tempfile::tempdir().unwrap();
    std::fs::write(elsewhere.path().join("gen.rs"), &source).unwrap();
    let status = Command::new("rustc")
        .args(["-o", "gen", "gen.rs"])
        .current_dir(elsewhere.path())
        .status()
        .unwrap();
    assert!(status.success());
    std::fs::remove_file(elsewhere.path().join("gen.rs")).unwrap();
    let run = |args: &[&str]| {
        Command::new(elsewhere.path().join("gen"))
            .args(args)
            .current_dir(elsewhere.path())
            .output()
            .unwrap()
    };
    // No move in the middle of a game: refused, and printed unchanged.
    let output = run(&[]);
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(String::from_utf8(output.stdout).unwrap(), source);
    // With a move: exactly the successor that ttt installs.
    let output = run(&["4"]);
    assert!(output.status.success());
    let ran = game.then().args(["4"]).run();
    assert_eq!(
        String::from_utf8(output.stdout).unwrap(),
        ran.read("nextmove.rs")
    );
}

#[test]
fn help_prints_the_usage() {
    let ran = Test::ttt().args(["-h"]).run();
    assert!(ran.stdout.starts_with("usage: ttt"), "{}", ran.stdout);
    // Every option the driver takes is in its help.
    for word in [
        "quitgame",
        "clobber",
        "--force",
        "-e ",
        "-s ",
        "--source",
        "--version",
        "-h ",
        "TTT_DIR",
    ] {
        assert!(ran.stdout.contains(word), "{word}");
    }
    assert!(snapshot(ran.path()).is_empty());
}

// ---------------------------------------------------------------------------
// Locks, kills and concurrency.

#[test]
fn a_stale_lock_does_not_block_the_next_turn() {
    // The PID of a process that has ended.
    let mut done = Command::new("true").spawn().unwrap();
    let dead = done.id();
    done.wait().unwrap();
    // A driver that may not wait at all: had it found the lock held, it
    // would say so and give up.
    let ran = Test::ttt()
        .write(".ttt/lock", &format!("{dead}\n"))
        .write(&format!(".ttt/next.{dead}"), "half a program")
        .env("MERLYN_LOCK_WAIT", "0")
        .args(["1"])
        .stderr("")
        .run();
    assert_eq!(last_line(&ran.stdout), "You took 1, I took 8.");
    // The lock is gone, and so is what the dead driver left.
    assert_eq!(leftovers(ran.path()), Vec::<String>::new());
    // A lock that holds no PID.
    std::fs::write(ran.path().join(".ttt/lock"), "garbage\n").unwrap();
    let ran = ran.then().args(["quitgame"]).run();
    assert!(!ran.path().join(".ttt/lock").exists());
    let ran = ran.then().args(["1"]).run();
    // An empty lock: a driver killed before it wrote its PID.
    std::fs::write(ran.path().join(".ttt/lock"), "").unwrap();
    let ran = ran.then().args(["4"]).run();
    assert_eq!(last_line(&ran.stdout), "You took 4, I took 7.");
    assert!(!ran.path().join(".ttt/lock").exists());
}

#[test]
fn a_live_lock_makes_ttt_wait_then_refuse_clearly() {
    let game = play(Test::ttt(), &["1"]);
    // Another driver's lock, as the system holds it while that driver lives.
    let lock = std::fs::OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(false)
        .open(game.path().join(".ttt/lock"))
        .unwrap();
    lock.lock().unwrap();
    let before = snapshot(game.path());
    let ran = game
        .then()
        .env("MERLYN_LOCK_WAIT", "2")
        .args(["4"])
        .status(1)
        .stdout("")
        .stderr(
            "ttt: another ttt is playing here: waiting for it to finish\n\
             ttt: another ttt is still playing here (2 s): try again later\n",
        )
        .run();
    assert_eq!(snapshot(ran.path()), before);
    drop(lock);
    // Once it is released, the turn is played.
    let ran = ran.then().args(["4"]).run();
    assert_eq!(last_line(&ran.stdout), "You took 4, I took 7.");
}

/// Spawns `ttt ARGS` in `dir`, in a process group of its own.
fn spawn(dir: &Path, args: &[&str]) -> std::process::Child {
    Command::new(ttt_script())
        .args(args)
        .env("TTT_DIR", dir)
        .process_group(0)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("ttt starts")
}

#[test]
fn two_concurrent_turns_never_corrupt_the_game() {
    // After 1 (answered with 8), either order ends the game: 4 then 6 is
    // answered with 7 then 9, 6 then 4 with 5 then 2.
    for _ in 0..3 {
        let game = play(Test::ttt(), &["1"]);
        let dir = game.path();
        let children = [spawn(dir, &["4"]), spawn(dir, &["6"])];
        let mut played = Vec::new();
        for (child, mv) in children.into_iter().zip(["4", "6"]) {
            let output = child.wait_with_output().unwrap();
            let stdout = String::from_utf8_lossy(&output.stdout);
            let stderr = String::from_utf8_lossy(&output.stderr);
            if output.status.success() {
                assert!(
                    stdout.contains(&format!("\nYou took {mv}, I took ")),
                    "{stdout}"
                );
                played.push(mv);
            } else {
                assert!(
                    stderr.starts_with("ttt: another ttt is playing"),
                    "{stderr}"
                );
            }
        }
        assert!(!played.is_empty(), "at least one turn was played");
        // The game holds exactly the turns that succeeded, in some order.
        let next = read(dir, "nextmove.rs");
        let replays: Vec<String> = [["4", "6"], ["6", "4"]]
            .iter()
            .map(|order| {
                let moves: Vec<&str> = std::iter::once("1")
                    .chain(order.iter().copied().filter(|m| played.contains(m)))
                    .collect();
                play(Test::ttt(), &moves).read("nextmove.rs")
            })
            .collect();
        assert!(
            replays.contains(&next),
            "nextmove.rs is not a replay of {played:?}:\n{next}"
        );
        assert_eq!(leftovers(dir), Vec::<String>::new());
    }
}

/// The files of a game, to set up a directory in a given state.
struct State {
    merlyn: String,
    next: String,
    toolchain: String,
    /// The driver's record of what the game in progress began from.
    began: String,
}

impl State {
    fn of(dir: &Path) -> State {
        State {
            merlyn: read(dir, "merlyn.rs"),
            next: read(dir, "nextmove.rs"),
            toolchain: read(dir, ".ttt/toolchain"),
            began: std::fs::read_to_string(dir.join(".ttt/began")).unwrap_or_default(),
        }
    }

    fn test(&self) -> Test {
        Test::ttt()
            .write("merlyn.rs", &self.merlyn)
            .write("nextmove.rs", &self.next)
            .write(".ttt/toolchain", &self.toolchain)
            .write(".ttt/began", &self.began)
    }
}

/// Kills the driver with SIGKILL at many points of the turn `mv` after
/// `moves`, and checks each time that the state is the one before or after
/// the turn, and that `carry_on` then plays on correctly at once.
fn kill_during_turn(moves: &[&str], mv: &str, carry_on: impl Fn(Test)) {
    let before = State::of(play(Test::ttt(), moves).path());
    // One uninterrupted turn, timed, for the state after.
    let started = Instant::now();
    let reference = before.test().args([mv]).run();
    let took = started.elapsed();
    let after = State::of(reference.path());
    let points = 12;
    let mut seen = BTreeMap::new();
    for i in 0..=points {
        // From 0 to 1.2 times a whole turn, denser towards its end, where
        // the run, the check and the commit are.
        let delay = took.mul_f64(1.2 * (f64::from(i) / f64::from(points)).sqrt());
        let test = before.test();
        let dir = test.path().to_path_buf();
        let mut child = spawn(&dir, &[mv]);
        std::thread::sleep(delay);
        let _ = child.kill();
        let _ = child.wait();
        // A child the driver had started goes on: a `mv` that commits, a
        // rustc whose output no one will run. Let it end, then look.
        wait_for_group(child.id());
        let (merlyn, next) = (read(&dir, "merlyn.rs"), read(&dir, "nextmove.rs"));
        let at = if next == before.next && merlyn == before.merlyn {
            "before"
        } else if next == after.next && merlyn == after.merlyn {
            "after"
        } else if next == after.next && merlyn == before.merlyn && after.merlyn != before.merlyn {
            // Committed, with the wrap-up of the lost game to finish.
            "committed"
        } else {
            panic!("killed after {delay:?}: neither before nor after the turn:\n{next}");
        };
        *seen.entry(at).or_insert(0) += 1;
        // The next runs carry on.
        let test = if at == "before" {
            let ran = test.args([mv]).run();
            assert_eq!(ran.read("nextmove.rs"), after.next);
            assert_eq!(ran.read("merlyn.rs"), after.merlyn);
            ran.then()
        } else {
            test
        };
        carry_on(test);
    }
    eprintln!("killed turns: {seen:?}");
}

#[test]
fn killing_the_driver_mid_game_leaves_the_turn_undone_or_done() {
    kill_during_turn(&["1"], "4", |test| {
        let won = test.args(["6"]).run();
        assert!(
            won.stdout
                .ends_with("You took 6, I took 9. Three in a row for me: 7-8-9.\nI win!\n"),
            "{}",
            won.stdout
        );
        assert_eq!(board(&won.read("nextmove.rs")), "X . . / X . X / 0 0 0");
    });
}

#[test]
fn killing_the_driver_in_a_losing_turn_never_loses_the_lesson() {
    kill_during_turn(&["1", "3", "5"], "7", |test| {
        let again = test.args(["1"]).run();
        assert_ne!(last_line(&again.stdout), "You took 1, I took 8.");
        assert_eq!(strategy(&again.read("merlyn.rs")), "1899999999  :-( ");
        assert_eq!(strategy(&again.read("nextmove.rs")), "1899999999  :-| ");
    });
}

#[test]
fn a_turn_killed_between_commit_and_wrap_up_is_finished_by_the_next_command() {
    // The lost game's successor is nextmove.rs, and the driver's record of
    // it, .ttt/learned; merlyn.rs is still the old one: each command
    // finishes the wrap-up first.
    let before = State::of(play(Test::ttt(), &["1", "3", "5"]).path());
    let lost = before.test().args(["7"]).run();
    let learned = lost.read("merlyn.rs");
    let committed_files = State {
        next: learned.clone(),
        ..before
    };
    // The driver's record of the game, as the commit left it: what it
    // began from, and the lesson it taught.
    let began = format!(
        "{}taught {}\n",
        committed_files.began,
        merlyn::driver::key(learned.as_bytes())
    );
    let committed = |test: Test| {
        test.write(".ttt/learned", &learned)
            .write(".ttt/began", &began)
    };
    let ran = committed(committed_files.test()).args(["1"]).run();
    assert_eq!(ran.read("merlyn.rs"), learned);
    assert_ne!(last_line(&ran.stdout), "You took 1, I took 8.");
    let ran = committed(committed_files.test()).args(["quitgame"]).run();
    assert_eq!(ran.read("merlyn.rs"), learned);
    assert!(!ran.path().join("nextmove.rs").exists());
    // Bad arguments touch nothing; the next command finishes it.
    let ran = committed(committed_files.test())
        .args(["x"])
        .status(2)
        .run();
    assert_eq!(
        ran.read("merlyn.rs"),
        committed_files.merlyn,
        "bad arguments touch nothing"
    );
    let ran = ran.then().status(0).run();
    assert_eq!(ran.read("merlyn.rs"), learned);
    assert_eq!(last_line(&ran.stdout), "I took 8.");
    assert_eq!(leftovers(ran.path()), Vec::<String>::new());
}

// ---------------------------------------------------------------------------
// merlyn.rs's binary, kept between games.

/// The kept binaries of merlyn.rs in a game directory.
fn kept_binaries(dir: &Path) -> Vec<String> {
    let mut kept: Vec<String> = std::fs::read_dir(dir.join(".ttt"))
        .expect("a .ttt directory")
        .map(|entry| {
            entry
                .expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .filter(|name| name.starts_with("merlyn-"))
        .collect();
    kept.sort();
    kept
}

#[test]
fn a_new_game_starts_from_merlyns_kept_binary_until_merlyn_learns() {
    let won = play(Test::ttt(), &["1", "4", "6"]);
    let kept = kept_binaries(won.path());
    assert_eq!(kept.len(), 1, "{kept:?}");
    let again = won.then().args(["1"]).run();
    assert_eq!(last_line(&again.stdout), "You took 1, I took 8.");
    assert_eq!(kept_binaries(again.path()), kept);
    let lost = play(again.then(), &["3", "5", "7"]);
    assert_eq!(
        last_line(&lost.stdout),
        "I lose...I won't make THAT mistake again!"
    );
    let learned = lost.then().args(["1"]).run();
    assert_ne!(last_line(&learned.stdout), "You took 1, I took 8.");
    let now = kept_binaries(learned.path());
    assert_eq!(now.len(), 1, "{now:?}");
    assert_ne!(now, kept, "the learned merlyn.rs has a binary of its own");
}

#[test]
fn a_kept_binary_that_no_longer_loads_is_built_again() {
    let first = play(Test::ttt(), &["1", "4", "6"]);
    let kept = first
        .path()
        .join(".ttt")
        .join(&kept_binaries(first.path())[0]);
    // What a binary linked to a removed toolchain does: the loader fails.
    std::fs::write(
        &kept,
        "#!/bin/sh\necho 'error while loading shared libraries' >&2\nexit 127\n",
    )
    .unwrap();
    let again = first.then().args(["1"]).run();
    assert_eq!(last_line(&again.stdout), "You took 1, I took 8.");
    assert!(
        std::fs::read(&kept).unwrap().starts_with(b"\x7fELF"),
        "rebuilt"
    );
}

// ---------------------------------------------------------------------------
// What a player sees.

/// The board a turn draws for the player, as `X . . / X . X / 0 0 0`:
/// its rows are the lines beside the cells' numbers.
fn shown(stdout: &str) -> String {
    ["1 2 3", "4 5 6", "7 8 9"]
        .map(|keys| {
            cells(
                stdout
                    .lines()
                    .find(|line| line.ends_with(keys))
                    .expect("a row of the board"),
            )
        })
        .join(" / ")
}

#[test]
fn every_turn_draws_the_board_the_program_holds_and_the_end() {
    // A won, a drawn and a lost game.
    for (moves, end) in [
        (&["1", "4", "6"][..], "I win!"),
        (&["1", "2", "6", "7", "9"], "It's a draw - play again?"),
        (
            &["1", "3", "5", "7"],
            "I lose...I won't make THAT mistake again!",
        ),
    ] {
        let mut test = Test::ttt();
        for (i, mv) in moves.iter().enumerate() {
            let ran = test.args([*mv]).run();
            let last = i + 1 == moves.len();
            if !(last && end.starts_with("I lose")) {
                assert_eq!(
                    shown(&ran.stdout),
                    board(&ran.read("nextmove.rs")),
                    "{moves:?} move {mv}: {}",
                    ran.stdout
                );
            }
            if last {
                assert_eq!(last_line(&ran.stdout), end);
            }
            test = ran.then();
        }
    }
    // After a loss, the successor's board is blank: the board the player
    // won on is shown instead, the last move in brackets, then what the
    // program learned.
    let lost = play(Test::ttt(), &["1", "3", "5", "7"]);
    assert_eq!(
        lost.stdout,
        " X | 0 |(X)      1 2 3\n---+---+---\n   |(X)|         4 5 6\n---+---+---\n\
         [X]| 0 | 0       7 8 9\nYou took 7. Three in a row for you: 3-5-7.\n\
         I learned: my strategy digit for your opening 1 is 8, not 9.\n\
         I lose...I won't make THAT mistake again!\n"
    );
}

#[test]
fn each_side_s_last_move_is_in_brackets() {
    let ran = Test::ttt().args(["5"]).run();
    assert_eq!(
        ran.stdout,
        "A new game, with strategy 9999999999.\n   |   |         1 2 3\n---+---+---\n   \
         |[X]|         4 5 6\n---+---+---\n   |[0]|         7 8 9\nYou took 5, I took 8.\n"
    );
    let next = ran.then().args(["1"]).run();
    assert!(
        next.stdout.starts_with("[X]|   |         1 2 3\n"),
        "{}",
        next.stdout
    );
    assert_eq!(next.stdout.matches('[').count(), 2, "{}", next.stdout);
}

#[test]
fn a_new_game_is_announced_with_the_strategy_it_starts_from() {
    let first = Test::ttt().args(["5"]).run();
    assert!(
        first
            .stdout
            .starts_with("A new game, with strategy 9999999999.\n"),
        "{}",
        first.stdout
    );
    let ran = first.then().args(["1"]).run();
    assert!(!ran.stdout.contains("A new game"), "{}", ran.stdout);
    let lost = play(
        ran.then().args(["quitgame"]).run().then(),
        &["1", "3", "5", "7"],
    );
    let again = lost.then().args(["1"]).run();
    assert!(
        again
            .stdout
            .starts_with("A new game, with strategy 1899999999.\n"),
        "{}",
        again.stdout
    );
}

#[test]
fn the_source_flag_shows_the_whole_successor() {
    for flag in ["-s", "--source"] {
        let ran = Test::ttt().args([flag, "5"]).run();
        let source = ran.read("nextmove.rs");
        assert!(ran.stdout.starts_with(&source), "{}", ran.stdout);
        assert!(
            ran.stdout[source.len()..]
                .starts_with("A new game, with strategy 9999999999.\n   |   |   "),
            "{}",
            ran.stdout
        );
        assert!(ran.stdout.ends_with("\nYou took 5, I took 8.\n"));
    }
}

#[test]
fn version_and_dash_e_say_what_they_should() {
    let version = format!("ttt (merlyn) {}\n", env!("CARGO_PKG_VERSION"));
    Test::ttt().args(["--version"]).stdout(&version).run();
    let other = std::process::Command::new(common::play_script())
        .arg("--version")
        .output()
        .unwrap();
    assert_eq!(
        String::from_utf8(other.stdout).unwrap(),
        format!("play (merlyn) {}\n", env!("CARGO_PKG_VERSION"))
    );
    // A game starts from merlyn.rs's kept binary: -e says nothing was compiled.
    let won = play(Test::ttt(), &["1", "4", "6"]);
    let ran = won.then().args(["-e", "1"]).run();
    assert_eq!(
        ran.stderr,
        "ttt: nothing to compile: merlyn.rs is built already\n"
    );
}

#[test]
fn a_turn_whose_output_cannot_be_written_is_not_made() {
    let game = play(Test::ttt(), &["1"]);
    let before = snapshot(game.path());
    let output = Command::new(ttt_script())
        .arg("4")
        .current_dir(game.path())
        .env_remove("TTT_DIR")
        .stdout(std::fs::File::create("/dev/full").unwrap())
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        "ttt: cannot show the turn (is the output full, or closed?); no move was made\n"
    );
    assert_eq!(snapshot(game.path()), before);
}

/// A game a player wins against the tic-tac-toe program `strategy` (its
/// ten digits), opening at `opening`: the player's moves.
fn a_win_against(strategy: &str, opening: u8) -> Vec<String> {
    use merlyn::game::{Game, Rules, Status};
    use merlyn::tictactoe::TicTacToe;
    fn search(state: <TicTacToe as Game>::State, line: &mut Vec<String>) -> bool {
        for mv in TicTacToe::moves(&TicTacToe::position(&state)) {
            let next = TicTacToe::play(state, Some(mv)).unwrap().state;
            line.push(mv.to_string());
            match TicTacToe::status(&next) {
                Status::Lost => return true,
                Status::On if search(next, line) => return true,
                _ => {}
            }
            line.pop();
        }
        false
    }
    let new = TicTacToe::new_game(strategy.parse().unwrap());
    let first = TicTacToe::moves(&TicTacToe::position(&new))
        .into_iter()
        .find(|mv| mv.to_string() == opening.to_string())
        .unwrap();
    let mut line = vec![first.to_string()];
    let after = TicTacToe::play(new, Some(first)).unwrap().state;
    assert!(search(after, &mut line), "no win against {strategy}");
    line
}

#[test]
fn a_loss_that_teaches_nothing_ends_without_a_promise() {
    // The digit for the opening at 1 is 0: a loss cannot lower it.
    let merlyn = template()
        .replacen("\"tic-tac-toe: new\"", "\"tic-tac-toe: lost\"", 1)
        .replacen("\"9999999999  :-| \"", "\"1099999999  :-( \"", 1);
    let moves = a_win_against("1099999999", 1);
    let moves: Vec<&str> = moves.iter().map(String::as_str).collect();
    let ran = play(Test::ttt().write("merlyn.rs", &merlyn), &moves);
    assert!(
        ran.stdout.ends_with(
            "\nI learned nothing: my strategy digit for your opening 1 is 0 already.\nI lose.\n"
        ),
        "{}",
        ran.stdout
    );
    assert!(!ran.stdout.contains("THAT mistake"), "{}", ran.stdout);
}
