//! The command line: the usage of `ttt` and of `play`, what the words
//! after them ask for, and what is refused before anything is made; then
//! the command, run under the lock.

use std::cell::RefCell;
use std::ffi::OsString;
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use super::VERSION;
use super::command::Driver;
use super::dir::enter;
use super::fail::{Res, fail};
use super::games::{self, Files};
use super::names;
use super::say::{say, shown};
use super::spelling;
use super::toolchain::need_rustc;

/// The usage of `ttt`, the 1991 interface.
const USAGE_TTT: &str = "\
usage: ttt [-e] [-s] [MOVE]
                         play one turn: your MOVE (a cell, 1 to 9), then mine;
                         with no MOVE at the start of a game, I open
       ttt quitgame      drop the game in progress (I keep what I learned)
       ttt clobber       remove every file ttt made: back to generation zero
                         (--force: even when the lock cannot be taken)
       ttt -h            show this help

  -e    show the compiler's output (hidden by default)
  -s    show the whole successor before the board (--source)
  --version  say which version this is

You are X, I am 0. The cells:   1 | 2 | 3
                               ---+---+---
                                4 | 5 | 6
                               ---+---+---
                                7 | 8 | 9

Each turn draws the board my successor now holds, the last moves in
brackets (in colour on a terminal, unless NO_COLOR is set), and says what
changed. When you beat me, my successor learns, and becomes merlyn.rs, the
program every new game starts from.

The game lives in the current directory, or in $TTT_DIR if set: merlyn.rs,
nextmove.rs, merlyn-history.txt (a line per finished game, which
`merlyn history` lists), and .ttt/ for build products. Needs rustc (not
cargo). `play tic-tac-toe` (or `play ttt`) plays the same game from the
same files.
";

/// The usage of `play`, its games and their moves at `{games}`.
const USAGE_PLAY: &str = "\
usage: play GAME [-e] [-s] [--level N] [MOVE]
                               play one turn: your MOVE, then mine; with no
                               MOVE at the start of a game, I open
       play GAME quitgame      drop the game in progress (I keep what I learned)
       play GAME clobber       remove every file play made for GAME
                               (--force: even when the lock cannot be taken)
       play -h                 show this help

  -e    show the compiler's output (hidden by default)
  -s    show the whole successor before the board (--source)
  --level N  play a new game at level N, given with its first turn: in
        reversi I look N moves ahead (1 to 8); in contactix, at N from 1
        to 9, I search my N + 1 best moves a move deeper (at 0, none),
        and at 10 I play my strongest
  --version  say which version this is

GAME and its moves:
{games}
You are X, I am 0. Each turn draws the board my successor now holds, the
last moves in brackets (in colour on a terminal, unless NO_COLOR is set),
and says what changed. When you beat me, my successor learns, and becomes
GAME.rs, the program every new game starts from.

The game lives in the current directory, or in $PLAY_DIR if set: GAME.rs,
GAME-next.rs, GAME-history.txt (a line per finished game, which
`merlyn history` lists), and .play-GAME/ for build products; tic-tac-toe
keeps ttt's names, merlyn.rs, nextmove.rs, merlyn-history.txt and .ttt/, and
is one game with ttt's. Needs rustc (not cargo). GAME may be written in any
case; ttt is tic-tac-toe.
";

/// What the command line asks for.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Ask {
    Turn,
    Quitgame,
    Clobber,
}

/// The level `text` asks the game to be played at (`--level N`), or why
/// not: a game without levels names those with.
fn asked_level(game: &games::Game, text: &str, help: &str) -> Res<u8> {
    let Some((least, most)) = game.levels else {
        if game.name == games::TTT {
            return fail(2, format!("{} has no levels", game.name));
        }
        let with: Vec<&str> = games::GAMES
            .iter()
            .filter(|game| game.levels.is_some())
            .map(|game| game.name)
            .collect();
        let name = game.name;
        return fail(
            2,
            format!(
                "{name} has no levels: {} have ({help})",
                games::joined(&with, " and ")
            ),
        );
    };
    match text.parse::<u8>() {
        Ok(n) if names::digits(text) && (least..=most).contains(&n) => Ok(n),
        _ if text.is_empty() || text.starts_with('-') => fail(
            2,
            format!("--level needs a number, such as --level {most} ({help})"),
        ),
        _ => fail(
            2,
            format!(
                "--level {}: {}'s levels are {least} to {most} ({help})",
                spelling::shown(text, 12),
                game.name
            ),
        ),
    }
}

/// Reads the command line, and runs the command under the lock.
pub(super) fn start(
    me: &'static str,
    clone: Option<&Path>,
    args: &[OsString],
    slot: &mut Option<Driver>,
) -> Res<i32> {
    let mut help = format!("{me} -h for help");
    let mut game: Option<String> = (me == "ttt").then(|| "tic-tac-toe".to_string());
    let (mut verbose, mut whole, mut force) = (false, false, false);
    let mut level: Option<String> = None;
    let mut words = 0;
    let mut word = String::new();
    let mut args = args.iter().map(|arg| arg.to_string_lossy().into_owned());
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "-h" | "--help" => {
                let usage = if me == "ttt" {
                    USAGE_TTT.to_string()
                } else {
                    USAGE_PLAY.replace("{games}", &games::table())
                };
                let _ = io::stdout().write_all(usage.as_bytes());
                return Ok(0);
            }
            "-e" => verbose = true,
            "-s" | "--source" => whole = true,
            "--force" => force = true,
            _ if arg == "--level" || arg.starts_with("--level=") => {
                if level.is_some() {
                    return fail(2, format!("give --level once ({help})"));
                }
                level = Some(match arg.strip_prefix("--level=") {
                    Some(value) => value.to_string(),
                    None => args.next().unwrap_or_default(),
                });
            }
            "--version" => {
                let _ = writeln!(io::stdout(), "{me} (merlyn) {VERSION}");
                return Ok(0);
            }
            _ if arg.len() > 1 && arg.starts_with('-') && arg.as_bytes()[1].is_ascii_digit() => {
                words += 1;
                word = arg;
            }
            _ if arg.starts_with('-') => {
                return fail(2, format!("unknown option '{}' ({help})", shown(&arg)));
            }
            _ => {
                if game.is_none() {
                    game = Some(arg);
                } else {
                    words += 1;
                    word = arg;
                }
            }
        }
    }
    let game = match game.as_deref() {
        None | Some("") => {
            return fail(2, format!("which game? Such as: play reversi f5 ({help})"));
        }
        Some(name) => match games::find(name, "play -h") {
            Ok(game) => game,
            Err(why) => return fail(2, why),
        },
    };
    // One game per directory: tic-tac-toe keeps the 1991 names, whichever
    // command plays it.
    let Files {
        best, next, work, ..
    } = Files::of(game.name);
    let (dirvar, again) = if me == "ttt" {
        ("TTT_DIR", "ttt".to_string())
    } else {
        help = "play -h for help".into();
        ("PLAY_DIR", format!("play {}", game.name))
    };
    if words > 1 {
        return fail(2, format!("give one move at a time ({help})"));
    }
    let mut ask = Ask::Turn;
    let mut mv = None;
    if words == 1 {
        if (game.fits)(word.as_bytes()) {
            mv = Some(word);
        } else if word == "quitgame" {
            ask = Ask::Quitgame;
        } else if word == "clobber" {
            ask = Ask::Clobber;
        } else {
            let what = if word.is_empty() {
                "an empty argument".to_string()
            } else {
                format!("'{}'", spelling::shown(&word, 12))
            };
            return fail(2, game.refusal(me, &what, &help));
        }
    }
    if force && ask != Ask::Clobber {
        return fail(2, format!("--force goes with clobber only ({help})"));
    }
    let level = match level {
        Some(_) if ask != Ask::Turn => {
            return fail(2, format!("--level goes with a turn only ({help})"));
        }
        Some(text) => Some(asked_level(game, &text, &help)?),
        None => None,
    };
    enter(dirvar)?;

    // Names the driver will not play with.
    for file in [&best, &next] {
        if Path::new(file).is_dir() && ask != Ask::Clobber {
            return fail(
                2,
                format!("{file} is a directory: move it away to play here"),
            );
        }
    }
    let meta = fs::symlink_metadata(&work);
    if meta.as_ref().is_ok_and(|m| m.file_type().is_symlink()) {
        return fail(
            2,
            format!("{work} is a link: I keep my files in a directory of my own"),
        );
    }
    if meta.as_ref().is_ok_and(|m| !m.is_dir()) {
        return fail(
            2,
            format!("{work} is not a directory: move it away to play here"),
        );
    }
    // The clone's templates/ holds the sources generation zero is built
    // from: a game there would overwrite them.
    if let Some(clone) = clone {
        let here = std::env::current_dir()
            .ok()
            .and_then(|d| d.canonicalize().ok());
        let templates = clone.join("templates").canonicalize().ok();
        if here.is_some() && here == templates {
            return fail(
                2,
                "this is the clone's templates/, generation zero's sources: play elsewhere",
            );
        }
    }

    let driver = slot.insert(Driver {
        me,
        game,
        best,
        next,
        work,
        again,
        verbose,
        whole,
        force,
        level,
        pid: std::process::id(),
        lock: None,
        sysroot: PathBuf::new(),
        libdir: String::new(),
        linked: false,
        incremental: false,
        read: RefCell::new(None),
    });
    let exists = |name: &str| fs::symlink_metadata(name).is_ok();
    if ask != Ask::Turn
        && !exists(&driver.best)
        && !exists(&driver.next)
        && !exists(&driver.work)
        && !driver.divided()
    {
        match ask {
            Ask::Quitgame => say("No game to drop."),
            _ => say("Nothing to remove: the next game starts from generation zero."),
        }
        return Ok(0);
    }
    if ask == Ask::Turn {
        // Programs that are not this game's are refused before anything is
        // made (and again under the lock).
        driver.programs()?;
        if !Path::new(&driver.work).join("toolchain").is_file() {
            need_rustc()?;
        }
    }
    if ask == Ask::Clobber && force {
        driver.unite()?;
        driver.clobber();
        return Ok(0);
    }
    driver.lock()?;
    driver.unite()?;
    if ask == Ask::Clobber {
        driver.clobber();
        return Ok(0);
    }
    driver.recover()?;
    match ask {
        Ask::Quitgame => driver.quitgame(),
        _ => driver.turn(mv.as_deref()),
    }
}
