//! Compiling a generation, every turn, with plain rustc under the time
//! bound: incrementally, linked by the cached link command where there is
//! one; the best program's binary kept between games; and, when it does
//! not build, what failed, in words a player can act on.

use std::fs;
use std::io::{self, Write};
use std::path::Path;
use std::process::Command;

use super::child::{Ran, bounded, time_limit};
use super::command::Driver;
use super::fail::{Fail, Res, fail, says_disk_full, why};
use super::lock::remove;
use super::names::{key, ours};
use super::say::warn;
use super::toolchain::runnable;

impl Driver {
    /// Runs a compiler or a linker under the time bound: its output shown
    /// only with -e.
    pub(super) fn quiet(&self, command: &mut Command) -> Ran {
        self.quiet_as(command, None)
    }

    /// Runs a compiler as `quiet` does; given `(copy, file)`, where what it
    /// says names `copy`, a copy of `file`, it names `file` instead.
    pub(super) fn quiet_as(&self, command: &mut Command, copy: Option<(&str, &str)>) -> Ran {
        let mut ran = bounded(command, None, time_limit()).unwrap_or_else(|error| Ran {
            status: None,
            said: format!("cannot run {:?}: {error}\n", command.get_program()),
            stopped: false,
        });
        if let Some((copy, file)) = copy {
            ran.said = ran.said.replace(copy, file);
        }
        if self.verbose {
            let _ = io::stderr().write_all(ran.said.as_bytes());
        }
        ran
    }

    /// Whether rustc builds an empty program at all (when a generation
    /// does not compile: is it the program, or the toolchain?). Gives what
    /// it said when it does not.
    fn builds(&self) -> Result<(), Ran> {
        let probe = self.mine("nextmove") + ".probe";
        if let Err(error) = fs::write(format!("{probe}.rs"), "fn main() {}\n") {
            return Err(Ran {
                status: None,
                said: error.to_string(),
                stopped: false,
            });
        }
        let ran = self.quiet(
            self.rustc()
                .args(["--crate-name", "probe", "-C", "prefer-dynamic", "-o"])
                .arg(&probe)
                .arg(format!("{probe}.rs")),
        );
        for suffix in [".rs", ".o", ""] {
            let _ = fs::remove_file(format!("{probe}{suffix}"));
        }
        if ran.ok() { Ok(()) } else { Err(ran) }
    }

    /// Builds `source` into the binary `$work/nextmove.PID`: rustc makes
    /// objects, and the cached link command links them; or, where there is
    /// none, rustc does both. rustc compiles incrementally, in
    /// `$work/incremental`: a generation differs from the one before only
    /// in its state, which stands in a module of its own (`mod state`), so
    /// rustc builds that module's code anew and reuses what it built of the
    /// rest last time, whichever program that was (the best one or the game
    /// in progress). The generation may ask for an optimisation level (see
    /// `asked`). `text` is the program, read from `source` and checked as
    /// merlyn's own: what is compiled is what was checked, whatever the
    /// file holds by then. Fails when its copy cannot be written.
    pub(super) fn compile(&mut self, source: &str, text: &str) -> Res<Ran> {
        let ran = self.build_copy(source, text);
        let _ = fs::remove_file(self.program());
        ran
    }

    /// The copy of a program that rustc compiles: `$work/program.rs`.
    pub(super) fn program(&self) -> String {
        self.w("program.rs")
    }

    /// Builds `text`, as `compile`, leaving its copy behind: in two parts
    /// (see `parts`) where the cached link command links, else whole, by
    /// rustc alone.
    fn build_copy(&mut self, source: &str, text: &str) -> Res<Ran> {
        let asked = asked(text);
        // rustc's cache is a directory of the driver's own: anything else
        // of that name (a link, which rustc would write through) goes.
        let cache = self.w("incremental");
        if fs::symlink_metadata(&cache).is_ok_and(|meta| !meta.is_dir()) {
            remove(Path::new(&cache));
        }
        if self.linked {
            let (ran, linking) = self.build_parts(source, text, &asked)?;
            // A full disk is no fault of the link command's, nor is a
            // compile that failed.
            if ran.ok() || !linking || says_disk_full(&ran.said) {
                return Ok(ran);
            }
            // The cached link command fails (its linker killed, or gone,
            // or the kept object of the code not what it was): rustc
            // builds it all this time, and the next command probes the
            // toolchain again, to cache the link command anew if it links,
            // and builds the code's object anew.
            self.forget_shared();
            let _ = fs::remove_file(self.w("toolchain"));
            self.forget("fixed-");
            self.linked = false;
        }
        let out = self.mine("nextmove");
        let incremental = format!("incremental={cache}");
        // rustc reuses what it built only for a file of the same name: the
        // best program and the game in progress are both compiled as
        // `$work/program.rs`, a copy, removed after (and what rustc says of
        // the copy, it says of the file).
        let program = self.program();
        if let Err(error) = fs::write(&program, text) {
            return fail(1, format!("cannot write {program}: {}", why(&error)));
        }
        let (file, copy) = (program.as_str(), Some((program.as_str(), source)));
        let mut command = self.rustc();
        command
            .args(["-C", "lto=off"])
            .args(&asked)
            .args(["-C", &incremental, "-o", &out]);
        if !self.libdir.is_empty() {
            command
                .args(["-C", "prefer-dynamic", "-C"])
                .arg(format!("link-arg=-Wl,-rpath,{}", self.libdir));
        }
        Ok(self.quiet_as(command.arg(file), copy))
    }

    /// Builds `source`, giving its binary's path, or says why it cannot.
    /// The best program, where every game starts, keeps its binary between
    /// games in `$work/merlyn-KEY`, named after its content, so that a new
    /// game starts without a compile, and an edited one gets its own.
    /// What is compiled is read once, and checked as merlyn's own first
    /// (where the turn has just judged it, as it read it then), and kept
    /// for the turn as the program before its move.
    pub(super) fn compiled(&mut self, source: &str) -> Res<String> {
        let (text, st) = match self.judged(source) {
            Ok(read) => read,
            Err(state) => {
                self.judge(source, &state)?;
                return fail(1, format!("{source} is gone; the game is as it was"));
            }
        };
        self.judge(source, &st)?;
        let kept =
            (source == self.best).then(|| self.w(&format!("merlyn-{}", key(text.as_bytes()))));
        if let Some(kept) = &kept
            && runnable(Path::new(kept))
        {
            if self.verbose {
                warn(
                    self.me,
                    &format!("nothing to compile: {} is built already", self.best),
                );
            }
            self.keep_read(source, text, st);
            return Ok(kept.clone());
        }
        let as_it_was = |fail: Fail| Fail {
            message: format!("{}; the game is as it was", fail.message),
            ..fail
        };
        let mut ran = self.compile(source, &text).map_err(as_it_was)?;
        if !ran.ok()
            && ran.status.is_some()
            && !ran.stopped
            && ran.signal().is_none()
            && !says_disk_full(&ran.said)
        {
            // What rustc kept of the last build may be what fails (a build
            // cut short): once more, from nothing.
            let _ = fs::remove_dir_all(self.w("incremental"));
            ran = self.compile(source, &text).map_err(as_it_was)?;
        }
        if !ran.ok() {
            return Err(self.compile_failure(source, &ran));
        }
        let built = self.mine("nextmove");
        let binary = match kept {
            None => built,
            Some(kept) => {
                self.keep(&built, &kept)?;
                kept
            }
        };
        self.keep_read(source, text, st);
        Ok(binary)
    }

    /// Keeps the binary `built` as the best program's, `kept`, in place of
    /// any other.
    pub(super) fn keep(&self, built: &str, kept: &str) -> Res<()> {
        if let Ok(entries) = fs::read_dir(&self.work) {
            for entry in entries.flatten() {
                let name = entry.file_name().to_string_lossy().into_owned();
                if name.starts_with("merlyn-") && ours(&name) {
                    let _ = fs::remove_file(entry.path());
                }
            }
        }
        self.install(built, kept)
    }

    /// Says what failed when `source` did not build: the compiler (killed,
    /// stopped, missing), the disk, the toolchain, or the program itself.
    pub(super) fn compile_failure(&self, source: &str, ran: &Ran) -> Fail {
        let kept = "the game is as it was";
        let hint = format!("({} -e shows why)", self.me);
        let message = if ran.stopped {
            format!(
                "the compiler took over {} s and was stopped: {kept}",
                time_limit().as_secs_f64()
            )
        } else if let Some(signal) = ran.signal() {
            let what = match signal {
                9 => " (out of memory?)",
                _ => "",
            };
            format!("the compiler was killed by signal {signal}{what}: {kept}")
        } else if says_disk_full(&ran.said) {
            format!(
                "the disk is full: the compiler cannot write in {}/",
                self.work
            )
        } else if ran.status.is_none() {
            let why = ran.said.trim_end();
            format!("the Rust toolchain cannot run here (check rustc, and cc): {kept}\n{why}")
        } else {
            match self.builds() {
                Err(probe) if says_disk_full(&probe.said) => {
                    format!(
                        "the disk is full: the compiler cannot write in {}/",
                        self.work
                    )
                }
                Err(probe) if probe.signal().is_some() || probe.stopped => {
                    format!("the compiler was stopped building an empty program: {kept}")
                }
                Err(_) => format!("the Rust toolchain cannot build an empty program {hint}"),
                // The program is checked as merlyn's own before it is
                // compiled: the code is generation zero's, which compiles.
                Ok(()) => format!("this rustc cannot compile {source} {hint}"),
            }
        };
        Fail { message, status: 1 }
    }
}

/// The flags a generation asks rustc for, by a line of its state block,
/// `rustc: -C opt-level=N` (N from 0 to 3): a game whose run can take
/// longer than its compile says so, from its own state (Con-Tac-Tix on a
/// large board). Only an optimisation level is heard; any other line, or
/// none, asks for nothing.
fn asked(text: &str) -> Vec<&'static str> {
    let lines: Vec<&str> = super::state::head_of(text).lines().collect();
    let Ok(found) = super::block::find(&lines) else {
        return Vec::new();
    };
    let levels = ["opt-level=0", "opt-level=1", "opt-level=2", "opt-level=3"];
    for line in &found.lines {
        let Some(level) = line.strip_prefix("rustc: -C ") else {
            continue;
        };
        for known in levels {
            if known == level {
                return vec!["-C", known];
            }
        }
    }
    Vec::new()
}

#[cfg(test)]
mod tests {
    use super::super::block::{CLOSE, OPEN, quote};
    use super::asked;

    fn state(lines: &[&str]) -> String {
        let mut text = format!("// a generation\nmod state {{\n{OPEN}\n");
        for line in lines {
            text += &quote(line);
            text += "\n";
        }
        text + CLOSE + "\n}\nfn main() {}\n"
    }

    #[test]
    fn a_generation_asks_for_an_optimisation_level_in_its_state() {
        let text = state(&["contactix: on", "moves: f6 e5", "rustc: -C opt-level=1"]);
        assert_eq!(asked(&text), ["-C", "opt-level=1"]);
    }

    #[test]
    fn a_generation_asks_for_nothing_but_an_optimisation_level() {
        for line in [
            "rustc: -C linker=/bin/sh",
            "rustc: -C opt-level=1 -C linker=/bin/sh",
            "rustc: -C opt-level=4",
            "moves: f6 e5",
        ] {
            assert!(asked(&state(&["contactix: on", line])).is_empty(), "{line}");
        }
        assert!(asked("fn main() {}\n// rustc: -C opt-level=1\n").is_empty());
    }
}
