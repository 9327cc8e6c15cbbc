//! A merlyn Reversi program in a GUI its players already have: Quarry (the
//! Debian package `quarry`, GTK), under Xvfb, driven as a person would with
//! xdotool. The program is added through Quarry's own "Manage Engine List"
//! dialog, which learns an engine's games from `list_games`, then plays a
//! whole game as white against GRhino, Quarry's own Reversi engine; a
//! screenshot of the board at the end is kept in the test run's target
//! directory. Skipped, saying so, where Quarry, Xvfb, xdotool, ImageMagick
//! or GRhino cannot be had.

mod common;

use merlyn::game::Game;
use merlyn::protocol::gtp::Server;
use merlyn::reversi::Reversi;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// A program on PATH or in /usr/games, where Debian puts games.
fn found(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .chain([PathBuf::from("/usr/games")])
        .map(|dir| dir.join(name))
        .find(|file| file.is_file())
}

/// An X server of its own, on the display it chose.
struct Display {
    server: Child,
    number: String,
}

impl Display {
    fn start(xvfb: &Path) -> Display {
        let mut server = Command::new(xvfb)
            .args([
                "-displayfd",
                "1",
                "-screen",
                "0",
                "1024x768x24",
                "-nolisten",
                "tcp",
            ])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("Xvfb starts");
        let mut number = String::new();
        let mut out = server.stdout.take().unwrap();
        let mut byte = [0u8; 1];
        while out.read(&mut byte).unwrap_or(0) == 1 && byte[0] != b'\n' {
            number.push(byte[0] as char);
        }
        assert!(!number.is_empty(), "Xvfb gave no display");
        Display {
            server,
            number: format!(":{number}"),
        }
    }

    /// Runs xdotool with `args`; its output.
    fn xdotool(&self, args: &[&str]) -> String {
        let output = Command::new("timeout")
            .arg("60")
            .arg("xdotool")
            .args(args)
            .env("DISPLAY", &self.number)
            .output()
            .expect("xdotool runs");
        String::from_utf8_lossy(&output.stdout).trim().to_string()
    }

    /// The window named `name`, once it is shown.
    fn window(&self, name: &str) -> String {
        let pattern = format!("^{name}$");
        let id = self.xdotool(&["search", "--sync", "--onlyvisible", "--name", &pattern]);
        let id = id.lines().next().unwrap_or("").to_string();
        assert!(!id.is_empty(), "no window {name}");
        // Drawn, and ready for a click.
        std::thread::sleep(Duration::from_millis(700));
        id
    }

    /// Whether a window named `name` is shown.
    fn shows(&self, name: &str) -> bool {
        let pattern = format!("^{name}$");
        let output = Command::new("xdotool")
            .args(["search", "--onlyvisible", "--name", &pattern])
            .env("DISPLAY", &self.number)
            .output()
            .expect("xdotool runs");
        !output.stdout.is_empty()
    }

    /// Clicks at `x`, `y` in window `id`.
    fn click(&self, id: &str, x: u32, y: u32) {
        self.xdotool(&[
            "mousemove",
            "--window",
            id,
            &x.to_string(),
            &y.to_string(),
            "click",
            "1",
        ]);
        std::thread::sleep(Duration::from_millis(300));
    }

    /// The width and height of window `id`.
    fn size(&self, id: &str) -> (u32, u32) {
        let said = self.xdotool(&["getwindowgeometry", id]);
        let geometry = said
            .lines()
            .find_map(|line| line.trim().strip_prefix("Geometry: "))
            .expect("a geometry");
        let (w, h) = geometry.split_once('x').unwrap();
        (w.parse().unwrap(), h.parse().unwrap())
    }
}

impl Drop for Display {
    fn drop(&mut self) {
        let _ = self.server.kill();
        let _ = self.server.wait();
    }
}

/// Quarry, run with `home` as its home (where its configuration lives).
fn quarry(program: &Path, home: &Path, display: &Display) -> Child {
    Command::new(program)
        .env("HOME", home)
        .env("DISPLAY", &display.number)
        .env_remove("XDG_CONFIG_HOME")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("quarry starts")
}

/// Waits for `child` to end by itself, for at most `seconds`.
fn ended(child: &mut Child, seconds: u64) -> bool {
    let started = Instant::now();
    while started.elapsed() < Duration::from_secs(seconds) {
        if child.try_wait().unwrap().is_some() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(200));
    }
    false
}

/// The section of Quarry's configuration `config` headed `head`.
fn section<'a>(config: &'a str, head: &str) -> &'a str {
    let from = config
        .find(head)
        .unwrap_or_else(|| panic!("no {head} in\n{config}"));
    let rest = &config[from..];
    &rest[..rest.find("\n\n").unwrap_or(rest.len())]
}

/// The game so far as merlyn heard and answered it (`in.log`, `out.log`,
/// kept by the engine's command line), as `play` commands: each of
/// merlyn's `genmove`s is the move it answered.
fn game_heard(dir: &Path) -> Vec<String> {
    let heard = std::fs::read_to_string(dir.join("in.log")).unwrap_or_default();
    let answered = std::fs::read_to_string(dir.join("out.log")).unwrap_or_default();
    let answers: Vec<&str> = answered.split("\n\n").collect();
    let commands: Vec<&str> = heard.lines().filter(|l| !l.trim().is_empty()).collect();
    let mut moves = Vec::new();
    for (command, answer) in commands.iter().zip(&answers) {
        let words: Vec<&str> = command.split_whitespace().collect();
        match words.as_slice() {
            ["play", colour, vertex] => moves.push(format!("play {colour} {vertex}")),
            ["genmove", colour] => match answer.strip_prefix("= ") {
                Some(vertex) => moves.push(format!("play {colour} {vertex}")),
                None => break,
            },
            _ => {}
        }
    }
    moves
}

/// What merlyn's own GTP server says of that game's final score: `= B+N`
/// once it is over, else `? the game is not over`.
fn final_score(moves: &[String]) -> String {
    let mut input = moves.join("\n");
    input.push_str("\nfinal_score\n");
    let mut out = Vec::new();
    Server::<Reversi>::new(Reversi::zero_strategy())
        .serve(input.as_bytes(), &mut out)
        .unwrap();
    let out = String::from_utf8(out).unwrap();
    let answers: Vec<&str> = out.split("\n\n").filter(|a| !a.is_empty()).collect();
    answers.last().unwrap_or(&"").to_string()
}

#[test]
fn a_reversi_program_is_added_to_quarry_and_plays_a_whole_game_against_grhino() {
    let tools = ["quarry", "Xvfb", "xdotool", "import", "gtp-rhino"].map(found);
    if let Some(at) = tools.iter().position(Option::is_none) {
        eprintln!(
            "skipped: no {} (apt-get install quarry xvfb xdotool imagemagick grhino)",
            ["quarry", "Xvfb", "xdotool", "import", "gtp-rhino"][at]
        );
        return;
    }
    let [quarry_program, xvfb, _, _, rhino] = tools.map(Option::unwrap);
    let home = tempfile::tempdir().unwrap();
    let dir = home.path();
    // The program, and its engine's command line: `merlyn gtp` with what
    // it hears and says kept.
    let zero = common::Test::merlyn().args(["new", "reversi"]).run().stdout;
    std::fs::write(dir.join("reversi.rs"), zero).unwrap();
    let engine = dir.join("engine");
    std::fs::write(
        &engine,
        format!(
            "#!/bin/sh\ncd '{}' && tee -a in.log | '{}' gtp reversi.rs | tee -a out.log\n",
            dir.display(),
            common::merlyn_binary().display()
        ),
    )
    .unwrap();
    Command::new("chmod")
        .arg("+x")
        .arg(&engine)
        .status()
        .unwrap();
    // GRhino, as Quarry's site configuration names it, wherever it is.
    std::fs::write(
        dir.join(".quarry"),
        format!(
            "[GTP Engine \"GRhino Reversi \"]\nScreen name format\t= \"%n %v\"\n\
             Name\t\t\t= \"GRhino Reversi\"\nCommand line\t\t= \"{}\"\n\
             Supported games\t\t= \"Reversi\"\n\n\
             [New Game Parameters]\nGame\t\t\t= \"Reversi\"\n",
            rhino.display()
        ),
    )
    .unwrap();
    let display = Display::start(&xvfb);

    // Added as a person adds an engine: New Game, Manage Engine List,
    // Add, its command line, Add; Quarry asks it its games.
    let mut gui = quarry(&quarry_program, dir, &display);
    let centre = display.window("Quarry Control Center");
    display.click(&centre, 96, 26);
    let new_game = display.window("New Game");
    display.click(&new_game, 350, 381);
    let preferences = display.window("Preferences");
    display.click(&preferences, 682, 87);
    let add = display.window("New GTP Engine");
    display.click(&add, 255, 26);
    display.xdotool(&["type", "--delay", "10", &engine.display().to_string()]);
    display.click(&add, 460, 163);
    let started = Instant::now();
    while display.shows("New GTP Engine") && started.elapsed() < Duration::from_secs(60) {
        std::thread::sleep(Duration::from_millis(300));
    }
    assert!(
        !display.shows("New GTP Engine"),
        "Quarry did not take the engine"
    );
    std::thread::sleep(Duration::from_millis(700));
    let (width, height) = display.size(&preferences);
    display.click(&preferences, width - 56, height - 29);
    display.click(&new_game, 332, 422);
    display.click(&centre, 96, 236);
    assert!(ended(&mut gui, 30), "Quarry did not quit");
    let config = std::fs::read_to_string(dir.join(".quarry")).unwrap();
    let ours = section(&config, "[GTP Engine \"merlyn reversi 0.1.0\"]");
    assert!(
        ours.contains("Supported games\t\t= \"Reversi\""),
        "Quarry took merlyn for no Reversi engine:\n{ours}"
    );
    let heard = std::fs::read_to_string(dir.join("in.log")).unwrap();
    assert!(heard.contains("list_games"), "{heard}");
    std::fs::remove_file(dir.join("in.log")).unwrap();
    std::fs::remove_file(dir.join("out.log")).unwrap();

    // A game, computer against computer: merlyn white, GRhino black.
    let head = "[New Game Parameters]";
    let players = format!(
        "{head}\nGame\t\t\t= \"Reversi\"\nWhite player name\t= \"merlyn\"\n\
         White is computer\t= true\nEngine playing white\t= \"merlyn reversi 0.1.0\"\n\
         Black player name\t= \"GRhino\"\nBlack is computer\t= true\n\
         Engine playing black\t= \"GRhino Reversi \""
    );
    let config = config.replacen(section(&config, head), &players, 1);
    std::fs::write(dir.join(".quarry"), config).unwrap();
    let mut gui = quarry(&quarry_program, dir, &display);
    let centre = display.window("Quarry Control Center");
    display.click(&centre, 96, 26);
    let new_game = display.window("New Game");
    // Forward, then Play.
    display.click(&new_game, 436, 422);
    std::thread::sleep(Duration::from_millis(700));
    display.click(&new_game, 440, 422);
    let started = Instant::now();
    let mut score = String::new();
    while started.elapsed() < Duration::from_secs(240) {
        score = final_score(&game_heard(dir));
        if score.starts_with("= ") {
            break;
        }
        std::thread::sleep(Duration::from_millis(500));
    }
    // The board as Quarry shows it at the end, kept.
    std::thread::sleep(Duration::from_secs(1));
    let shot = Path::new(env!("CARGO_TARGET_TMPDIR")).join("quarry-reversi.png");
    let taken = Command::new("import")
        .args(["-window", "root"])
        .arg(&shot)
        .env("DISPLAY", &display.number)
        .status()
        .unwrap();
    let _ = gui.kill();
    let _ = gui.wait();
    assert!(taken.success(), "no screenshot");
    eprintln!("Quarry's board at the end: {}", shot.display());
    let moves = game_heard(dir);
    assert!(
        score.starts_with("= B+") || score.starts_with("= W+") || score == "= 0",
        "the game did not end: {score} after {} moves: {moves:?}",
        moves.len()
    );
    // merlyn answered every command, and refused none.
    let answered = std::fs::read_to_string(dir.join("out.log")).unwrap();
    assert!(!answered.contains('?'), "{answered}");
    assert!(moves.len() >= 20, "{moves:?}");
    eprintln!("{} moves, final score {score}", moves.len());
}
