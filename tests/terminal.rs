//! What a player sees in a real terminal: tmux, 80 columns by 24 rows,
//! a shell at its prompt. Each turn, typed as a player types it, must
//! leave the whole board on the screen, every row with its coordinates,
//! and what happened; and, on a terminal, in colour.

mod common;

use merlyn::game::Game;
use merlyn::games::{Kind, Task};
use merlyn::generation;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// A tmux server of its own, one 80x24 window running `sh` in a new
/// directory that holds the clone's `scripts/` and `merlyn` on PATH.
struct Terminal {
    dir: tempfile::TempDir,
    socket: PathBuf,
}

impl Terminal {
    fn new() -> Terminal {
        let dir = tempfile::tempdir().unwrap();
        let bin = dir.path().join(".bin");
        std::fs::create_dir(&bin).unwrap();
        std::os::unix::fs::symlink(common::merlyn_binary(), bin.join("merlyn")).unwrap();
        std::os::unix::fs::symlink(common::root().join("scripts"), dir.path().join("scripts"))
            .unwrap();
        let socket = dir.path().join(".tmux");
        let terminal = Terminal { dir, socket };
        let shell = format!(
            "env -u NO_COLOR -u CLICOLOR -u CLICOLOR_FORCE -u TTT_DIR -u PLAY_DIR \
             PATH={}:{} PS1='$ ' sh",
            bin.display(),
            std::env::var("PATH").unwrap()
        );
        let started = terminal
            .tmux(&["new-session", "-d", "-x", "80", "-y", "24", "-c"])
            .arg(terminal.dir.path())
            .arg(shell)
            .status()
            .expect("tmux is needed for this test: install it (.ci/run does)");
        assert!(started.success(), "tmux new-session");
        terminal
    }

    /// A tmux command on this terminal's server, with no user config.
    fn tmux(&self, args: &[&str]) -> Command {
        let mut command = Command::new("tmux");
        command
            .arg("-S")
            .arg(&self.socket)
            .arg("-f")
            .arg("/dev/null")
            .args(args);
        command
    }

    fn path(&self) -> &Path {
        self.dir.path()
    }

    /// Types `line` and Enter, as a player does, and waits for it to end.
    fn type_line(&self, line: &str) {
        let typed = format!("{line}; tmux wait-for -S turn");
        let sent = self
            .tmux(&["send-keys", "-t", "0", "-l", &typed])
            .status()
            .unwrap();
        assert!(sent.success());
        self.tmux(&["send-keys", "-t", "0", "Enter"])
            .status()
            .unwrap();
        let mut waiting = self
            .tmux(&["wait-for", "turn"])
            .stdout(Stdio::null())
            .spawn()
            .unwrap();
        let started = Instant::now();
        while waiting.try_wait().unwrap().is_none() {
            if started.elapsed() > Duration::from_secs(120) {
                let _ = waiting.kill();
                panic!("`{line}` did not end:\n{}", self.screen());
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        // The prompt comes back after the signal: let the shell draw it.
        std::thread::sleep(Duration::from_millis(50));
    }

    /// The screen as the player sees it: 24 rows, colours dropped.
    fn screen(&self) -> String {
        text(
            self.tmux(&["capture-pane", "-p", "-t", "0"])
                .output()
                .unwrap(),
        )
    }

    /// The screen with its colours, as escape sequences.
    fn coloured(&self) -> String {
        text(
            self.tmux(&["capture-pane", "-p", "-e", "-t", "0"])
                .output()
                .unwrap(),
        )
    }
}

impl Drop for Terminal {
    fn drop(&mut self) {
        let _ = self.tmux(&["kill-server"]).stderr(Stdio::null()).status();
    }
}

fn text(output: Output) -> String {
    assert!(output.status.success(), "tmux");
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// Whether `screen` shows the row `row` (from 1) of a game's board: a line
/// that starts and ends with the row's number, or for tic-tac-toe, with
/// the numbers of its cells beside it.
fn shows_row(game: &str, screen: &str, row: usize) -> bool {
    screen.lines().any(|line| {
        let line = line.trim_end();
        if game == "tic-tac-toe" {
            let first = 3 * row - 2;
            return line.ends_with(&format!("{first} {} {}", first + 1, first + 2))
                && line.len() > 11;
        }
        let number = row.to_string();
        line.trim_start().starts_with(&format!("{number} "))
            && line.ends_with(&format!(" {number}"))
    })
}

/// Plays a few turns of one game in the terminal, checking the screen
/// after each.
struct AFewTurns<'a> {
    terminal: &'a Terminal,
    command: &'a str,
    turns: usize,
}

impl Task for AFewTurns<'_> {
    type Output = ();

    fn run<G: Game>(self) {
        let rows = G::rows(&G::position(&G::new_game(G::zero_strategy()))).len();
        let next = match G::NAME {
            "tic-tac-toe" => "nextmove.rs".to_string(),
            _ => format!("{}-next.rs", G::NAME),
        };
        for turn in 1..=self.turns {
            let file = self.terminal.path().join(&next);
            let state = match file.exists() {
                true => generation::read_state::<G>(&file).unwrap(),
                false => G::new_game(G::zero_strategy()),
            };
            let moves = G::moves(&G::position(&state));
            let mv = moves[moves.len() / 2];
            self.terminal.type_line(&format!("{} {mv}", self.command));
            let screen = self.terminal.screen();
            for row in 1..=rows {
                assert!(
                    shows_row(G::NAME, &screen, row),
                    "{} turn {turn}: row {row} is not on the screen:\n{screen}",
                    G::NAME
                );
            }
            assert!(
                screen.contains(&format!("You took {mv}")),
                "{} turn {turn}:\n{screen}",
                G::NAME
            );
            // X in red on the terminal, with no variable asking for it.
            assert!(
                self.terminal.coloured().contains("31mX"),
                "{} turn {turn}: no colour",
                G::NAME
            );
        }
    }
}

#[test]
fn every_turn_of_every_game_shows_the_whole_board_on_an_80x24_screen() {
    let terminal = Terminal::new();
    for (kind, command) in [
        (Kind::TicTacToe, "scripts/ttt"),
        (Kind::Reversi, "scripts/play reversi"),
        (Kind::ConTacTix, "scripts/play contactix"),
        (Kind::Gomoku, "merlyn play gomoku"),
        (Kind::ConnectFour, "scripts/play connect-four"),
    ] {
        kind.run(AFewTurns {
            terminal: &terminal,
            command,
            turns: 3,
        });
    }
}

impl Terminal {
    /// The lines of the screen that wrapped: each longer than the 80
    /// columns of the terminal, once tmux joins what it wrapped; but the
    /// commands typed at the prompt.
    fn wrapped(&self) -> Vec<String> {
        text(
            self.tmux(&["capture-pane", "-p", "-J", "-t", "0"])
                .output()
                .unwrap(),
        )
        .lines()
        .filter(|line| line.trim_end().chars().count() > 80 && !line.starts_with("$ "))
        .map(str::to_string)
        .collect()
    }

    /// Clears the screen and the history, for the next command's output.
    fn clear(&self) {
        self.type_line("clear");
        let _ = self.tmux(&["clear-history", "-t", "0"]).status();
    }
}

#[test]
fn the_end_of_a_game_and_every_refusal_fit_the_terminal_unwrapped() {
    let terminal = Terminal::new();
    // A won tic-tac-toe game: its line marked and named, then the
    // driver's word.
    for mv in ["1", "4", "6"] {
        terminal.type_line(&format!("scripts/ttt {mv}"));
    }
    let screen = terminal.screen();
    assert!(screen.contains("(0)|(0)|[0]      7 8 9"), "{screen}");
    assert!(
        screen.contains("You took 6, I took 9. Three in a row for me: 7-8-9.\nI win!"),
        "{screen}"
    );
    // Refusals, with the longest names.
    terminal.clear();
    for line in [
        "scripts/play connect-four zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz",
        "scripts/play contactix ''",
        "scripts/play conect-four 4",
        "merlyn play contactics",
        "merlyn new chess",
        "scripts/play connect-four --force",
    ] {
        terminal.type_line(line);
    }
    let screen = terminal.screen();
    assert!(
        screen.contains("did you mean connect-four?") && screen.contains("did you mean contactix?"),
        "{screen}"
    );
    assert_eq!(terminal.wrapped(), Vec::<String>::new(), "{screen}");
}

#[test]
fn merlyn_history_of_every_game_fits_the_terminal_unwrapped() {
    let terminal = Terminal::new();
    for kind in Kind::ALL {
        let name = format!("{}-history.txt", kind.name());
        std::fs::write(
            terminal.path().join(&name),
            kind.run(common::Record { games: 4 }),
        )
        .unwrap();
        terminal.clear();
        terminal.type_line(&format!("merlyn history {name} | head -20"));
        let screen = terminal.screen();
        assert!(screen.contains(&format!("{name}: 4 games")), "{screen}");
        assert_eq!(terminal.wrapped(), Vec::<String>::new(), "{screen}");
    }
}

#[test]
fn a_first_turn_on_seventeen_rows_keeps_its_first_line_on_the_screen() {
    // A new 17x17 game says so above its board: with the key beside the
    // column letters, the whole turn and the prompt fit 24 rows (its
    // first line once scrolled off).
    let terminal = Terminal::new();
    terminal.type_line("merlyn new contactix --size 17x17 > contactix.rs; clear");
    terminal.type_line("scripts/play contactix I9");
    let screen = terminal.screen();
    assert!(
        screen.contains("A new 17x17 game: you, X, join top and bottom"),
        "{screen}"
    );
    for row in 1..=17 {
        assert!(shows_row("contactix", &screen, row), "row {row}:\n{screen}");
    }
    assert!(screen.contains("You took I9, I took I8."), "{screen}");
}

#[test]
fn help_on_a_terminal_wraps_to_its_width() {
    // A terminal 60 columns wide: `-J` joins the lines the terminal itself
    // wrapped, so every line longer than 60 would be one clap left long.
    let terminal = Terminal::new();
    let resized = terminal
        .tmux(&["resize-window", "-t", "0", "-x", "60", "-y", "40"])
        .status()
        .unwrap();
    assert!(resized.success());
    terminal.type_line("clear; merlyn new -h");
    let joined = text(
        terminal
            .tmux(&["capture-pane", "-p", "-J", "-t", "0"])
            .output()
            .unwrap(),
    );
    assert!(joined.contains("--strategy <STRATEGY>"), "{joined}");
    for line in joined.lines() {
        assert!(
            line.trim_end().chars().count() <= 60,
            "{}: {line}",
            line.len()
        );
    }
}
