//! A generation built in two parts, so that a turn compiles only what
//! changed: its state. Its text outside the state block is its game's
//! generation zero's, byte for byte (checked before anything is compiled),
//! so its code is the same every turn. The driver builds that code once,
//! optimised, with the state block replaced by a declaration of a static
//! defined elsewhere (`merlyn_state`), and keeps the object, in the work
//! directory and beside itself, so that the first turn in another directory
//! copies it in (`shared`); each turn it compiles the state alone, a crate
//! of one static without `std`, and links the two with the cached link
//! command. The binary is the one plain `rustc` makes of the generation,
//! but for the optimisation (overflow still refused), and for where a panic
//! would say it stopped: the code is generation zero's, the driver's own
//! copy, built once for every state of every board, so a panic names its
//! line in generation zero, which is the generation's too unless its state
//! block holds more lines (a Reversi game whose passes overflow its lines
//! of moves, a Con-Tac-Tix board of another size).

use std::fs;

use super::block::{Found, find};
use super::child::Ran;
use super::command::Driver;
use super::fail::{Res, fail, why};
use super::games;
use super::names::key;
use super::shared;
use super::state::head_of;

/// The symbol that joins the two parts: the state's static.
pub(super) const SYMBOL: &str = "merlyn_state";

/// The program `text`'s code, its state block replaced by a declaration
/// of the state's static (`SYMBOL`), on as many lines, so that every line
/// of code stays where it was (a panic names its line in `text`). None
/// when `text` has no state block.
pub(super) fn code(text: &str) -> Option<String> {
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    let bare: Vec<&str> = lines.iter().map(|l| l.trim_end_matches('\n')).collect();
    let found = find(&bare).ok()?;
    let declared = [
        "    unsafe extern \"Rust\" {\n".to_string(),
        format!(
            "        #[link_name = \"{SYMBOL}\"] pub safe static STATE: &'static [&'static str];\n"
        ),
        "    }\n".to_string(),
    ];
    let mut code = String::with_capacity(text.len());
    for (at, line) in lines.iter().enumerate() {
        match at.checked_sub(found.open) {
            Some(k) if at <= found.close => {
                code.push_str(declared.get(k).map_or("\n", String::as_str));
            }
            _ => code.push_str(line),
        }
    }
    Some(code)
}

/// The crate of the state `found` holds: its lines, as the program quotes
/// them (each checked to be a plain string), in a static named `SYMBOL`,
/// without `std`.
pub(super) fn state(found: &Found) -> String {
    let mut text = format!(
        "#![no_std]\n#[unsafe(export_name = \"{SYMBOL}\")]\npub static STATE: &[&str] = &[\n"
    );
    for line in &found.lines {
        text.push_str(&super::block::quote(line));
        text.push('\n');
    }
    text.push_str("];\n");
    text
}

/// The name of this driver's program where the launcher built it,
/// `driver-KEY`, KEY made of the driver's sources and of generation zero
/// of every game, which it embeds: a name for generation zero that costs
/// nothing, where hashing its 200 kB would cost a turn half a millisecond
/// in a driver built unoptimised. None in any other program (`merlyn
/// play`), which names generation zero by its hash.
fn built_as() -> Option<String> {
    Some(shared::built_as()?.0)
}

/// The name the object of `game`'s code made of `made_of` is kept under
/// beside the driver (see `shared`), where the work directory names it
/// `fixed-MADE_OF.o`: after the names of all the game's objects begin.
pub(super) fn shared_name(game: &str, made_of: &str) -> String {
    format!("{}{made_of}.o", shared_names(game))
}

/// How the names of every object of `game`'s code kept beside the driver
/// begin.
fn shared_names(game: &str) -> String {
    format!("fixed-{game}-")
}

impl Driver {
    /// Builds the program `text` (from `source`) in two parts: its code's
    /// object, generation zero's, built once (`fixed`), and its state's,
    /// built now; linked by the cached link command, in place where it
    /// can. (`text` outside its state block is generation zero's, checked
    /// before anything is built.)
    /// `asked` is the optimisation level the program asks for, if any.
    /// Gives how it ran, and whether what failed, if anything, was the
    /// link.
    pub(super) fn build_parts(&self, source: &str, text: &str, asked: &[&str]) -> Res<(Ran, bool)> {
        let lines: Vec<&str> = head_of(text).lines().collect();
        let Ok(found) = find(&lines) else {
            return fail(1, format!("{source} has no state block to build"));
        };
        let level = self.level(asked);
        let (object, made_of) = self.fixed(source, &level)?;
        let object = match object {
            Ok(object) => object,
            Err(ran) => return Ok((ran, false)),
        };
        let crate_text = state(&found);
        let (written, built) = (self.w("state.rs"), self.w("state.o"));
        if let Err(error) = fs::write(&written, crate_text) {
            return fail(1, format!("cannot write {written}: {}", why(&error)));
        }
        let ran = self.quiet(
            self.rustc()
                .args(["--crate-type=lib", "--crate-name", "merlyn_state"])
                .args(["--emit=obj", "-C", "panic=abort", "-C", "codegen-units=1"])
                // Nothing to lint in a crate the driver wrote: 2 ms less.
                .args(["--cap-lints", "allow"])
                .arg("-o")
                .arg(&built)
                .arg(&written),
        );
        let _ = fs::remove_file(&written);
        if !ran.ok() {
            let _ = fs::remove_file(&built);
            return Ok((ran, false));
        }
        let objects = [object, built.clone()];
        let out = self.mine("nextmove");
        // gold updates a link in place rightly when the state's strings
        // change, not when their number does (their sections: it made
        // programs that read another state, or crashed): a state of
        // another number of lines has a last link of its own.
        let made_of = key(format!("{made_of} {}", found.lines.len()).as_bytes());
        let linked = if self.incremental {
            self.link_in_place(&objects, &out, &made_of)
        } else {
            self.link_with(&self.w("toolchain"), &objects, &out)
        };
        let _ = fs::remove_file(&built);
        Ok((linked, true))
    }

    /// The flags the code is built with: the game's optimisation level, or
    /// the one the program asks for where that is higher; overflow refused
    /// at every level, as a plain `rustc` build refuses it.
    fn level(&self, asked: &[&str]) -> Vec<String> {
        let asked = asked
            .iter()
            .find_map(|flag| flag.strip_prefix("opt-level="))
            .and_then(|level| level.parse::<u8>().ok())
            .unwrap_or(0);
        let level = asked.max(self.game.optimised);
        vec![
            "-C".into(),
            format!("opt-level={level}"),
            "-C".into(),
            "overflow-checks=on".into(),
        ]
    }

    /// The object of generation zero's code (see `code`), built with the
    /// flags `level`: the kept one, `fixed-KEY.o` in the work directory, or
    /// a copy of the one kept beside the driver (`shared`), or built now,
    /// as `$work/program.rs` (what the plain build names in a panic), into
    /// a file of this driver's own, then renamed into place (a build killed
    /// midway leaves no object). Its key names what it is made of:
    /// generation zero (by the name of the driver that embeds it, see
    /// `built_as`, and the game's), the flags and the toolchain (whose std
    /// it was built against); the last link's key is made from it. Gives
    /// rustc's failure as it ran.
    fn fixed(&self, source: &str, level: &[String]) -> Res<(Result<String, Ran>, String)> {
        let toolchain = fs::read(self.w("toolchain")).unwrap_or_default();
        let mut made = games::joined(level, " ").into_bytes();
        made.extend_from_slice(&toolchain);
        match built_as() {
            // The driver's name, and which of the games it embeds.
            Some(name) => made.extend_from_slice(format!("{name} {}", self.game.name).as_bytes()),
            None => made.extend_from_slice(self.game.zero.as_bytes()),
        }
        let made_of = key(&made);
        let kept = self.w(&format!("fixed-{made_of}.o"));
        if fs::symlink_metadata(&kept).is_ok_and(|meta| meta.is_file()) {
            return Ok((Ok(kept), made_of));
        }
        // Built already for another directory, by this driver, with these
        // flags and this toolchain (see `shared`): the same object, copied
        // in (a copy cut short is never installed).
        let building = self.mine("fixed") + ".o";
        if shared::fetch(&shared_name(self.game.name, &made_of), &building) {
            self.forget("fixed-");
            if fs::rename(&building, &kept).is_ok() {
                return Ok((Ok(kept), made_of));
            }
        }
        let _ = fs::remove_file(&building);
        let Some(code) = code(self.game.zero) else {
            return fail(1, format!("{source} has no state block to build"));
        };
        let program = self.program();
        if let Err(error) = fs::write(&program, &code) {
            return fail(1, format!("cannot write {program}: {}", why(&error)));
        }
        let mut ran = self.quiet_as(
            self.rustc()
                .args(["-C", "prefer-dynamic", "-C", "codegen-units=1"])
                .args(level)
                .args(["--emit=obj", "-o"])
                .arg(&building)
                .arg(&program),
            Some((program.as_str(), source)),
        );
        let _ = fs::remove_file(&program);
        if !ran.ok() {
            let _ = fs::remove_file(&building);
            return Ok((Err(ran), made_of));
        }
        // One kept object: those of other code, or another toolchain, go.
        self.forget("fixed-");
        if let Err(error) = fs::rename(&building, &kept) {
            let _ = fs::remove_file(&building);
            ran.status = None;
            ran.said
                .push_str(&format!("cannot install {kept}: {error}\n"));
            return Ok((Err(ran), made_of));
        }
        // Kept beside the driver too, for the first turn in every other
        // directory.
        let game = self.game.name;
        shared::keep(&shared_name(game, &made_of), &kept, &shared_names(game), 0);
        Ok((Ok(kept), made_of))
    }
}

#[cfg(test)]
mod tests {
    use super::super::block::{CLOSE, OPEN};
    use super::super::games::GAMES;
    use super::code;

    #[test]
    fn the_code_keeps_every_line_where_generation_zero_has_it() {
        for game in GAMES {
            let code = code(game.zero).expect("a state block");
            let zero: Vec<&str> = game.zero.lines().collect();
            let built: Vec<&str> = code.lines().collect();
            assert_eq!(zero.len(), built.len(), "{}", game.name);
            let open = zero.iter().position(|l| *l == OPEN).unwrap();
            let close = open + zero[open..].iter().position(|l| *l == CLOSE).unwrap();
            for (at, (a, b)) in zero.iter().zip(&built).enumerate() {
                // Only the state block's lines differ, and all of them.
                assert_eq!(a == b, !(open..=close).contains(&at), "{}: {a}", game.name);
            }
            assert!(built[open + 1].contains("merlyn_state"), "{}", game.name);
        }
    }
}
