//! `quitgame`: drops the game in progress; the best program, what it
//! learned, and the record of finished games stay.

use std::fs;

use super::command::Driver;
use super::fail::{Res, fail, why};
use super::say::say;
use super::state::St;

impl Driver {
    pub(super) fn quitgame(&mut self) -> Res<i32> {
        match self.state(&self.next) {
            St::None => {
                say("No game to drop.");
                return Ok(0);
            }
            // Not a file a game is ever kept in: not the driver's to drop.
            St::Unfit(what) => {
                return fail(
                    2,
                    format!(
                        "{} {what}, not a game: move it away yourself; nothing was dropped",
                        self.next
                    ),
                );
            }
            _ => {}
        }
        let _ = fs::remove_file(self.w("moves"));
        self.ended();
        if let Err(error) = fs::remove_file(&self.next) {
            return fail(1, format!("cannot remove {}: {}", self.next, why(&error)));
        }
        let said = format!(
            "Game dropped. The next game starts from {}, which keeps what I learned.",
            self.best
        );
        if said.len() <= super::say::COLUMNS {
            say(&said);
        } else {
            say(&format!(
                "Game dropped. {} keeps what I learned.",
                self.best
            ));
        }
        Ok(0)
    }
}
