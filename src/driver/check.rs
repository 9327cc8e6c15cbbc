//! The check of a successor: the text a generation prints is installed
//! only if it is a program merlyn wrote of its game (its code generation
//! zero's, byte for byte, around a block of plain state lines), and its
//! block says the game and a status.

use super::block::{self, Foreign, STATUSES};
use super::games::Game;
use super::state::{head_of, records};

/// Checks a successor of `game`: its code is generation zero's, its state
/// lines plain strings, the first saying the game and where it stands; the
/// block alone may grow or shrink (a long game writes more lines of
/// moves). Fails with why, as "the successor ...".
pub(super) fn check(game: &Game, new: &str) -> Result<&'static str, String> {
    let refuse = |why: String| Err(format!("the successor {why}"));
    match block::ours(new, game.zero) {
        Err(Foreign::Code(line)) => {
            return refuse(format!("is not my code at line {line}"));
        }
        Err(Foreign::State(line)) => {
            return refuse(format!("has a state line not plain at line {line}"));
        }
        Ok(()) => {}
    }
    let lines = records(head_of(new));
    let found = block::find(&lines).expect("a block that is ours reads");
    let at = found.open + 2;
    let status = match block::head(found.lines[0]) {
        Some((name, word)) if name == game.name => word,
        _ => return refuse(format!("does not say it is {} at line {at}", game.name)),
    };
    match STATUSES.iter().find(|s| **s == status) {
        Some(status) => Ok(status),
        None => refuse(format!(
            "says \"{}\", no status, at line {at}",
            super::spelling::shown(status, 12)
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::driver::block::OPEN;
    use crate::driver::games::GAMES;

    #[test]
    fn a_successor_is_its_games_code_around_plain_state_lines() {
        let game = &GAMES[0];
        let zero = game.zero;
        let next = zero.replacen("tic-tac-toe: new", "tic-tac-toe: on", 1);
        assert_eq!(check(game, &next), Ok("on"));
        let edited = next.replacen("// merlyn", "// merlyn!", 1);
        assert_eq!(
            check(game, &edited).err().unwrap(),
            "the successor is not my code at line 1"
        );
        let at = zero.lines().position(|l| l == OPEN).unwrap() + 2;
        let lost = zero.replacen("tic-tac-toe: new", "tic-tac-toe: asleep", 1);
        assert_eq!(
            check(game, &lost).err().unwrap(),
            format!("the successor says \"asleep\", no status, at line {at}")
        );
        let other = zero.replacen("tic-tac-toe: new", "reversi: new", 1);
        assert_eq!(
            check(game, &other).err().unwrap(),
            format!("the successor does not say it is tic-tac-toe at line {at}")
        );
        let quoted = zero.replacen("\"tic-tac-toe: new\"", "\"tic-tac-toe: \\\"new\"", 1);
        assert_eq!(
            check(game, &quoted).err().unwrap(),
            format!("the successor has a state line not plain at line {at}")
        );
    }
}
