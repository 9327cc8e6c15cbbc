//! The toolchain: rustc's own binary (not a rustup proxy), its dynamic
//! std, and a link command that hands rustc's object straight to the
//! fastest linker at hand, incrementally where that linker can. Found
//! once, probed, and cached in `toolchain` in the work directory, so that
//! a turn runs no rustup, no cc and no collect2; and beside the driver,
//! so that the first turn in another directory probes nothing.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use super::child::Ran;
use super::command::Driver;
use super::fail::{Res, fail};
use super::names::key;
use super::shared;
use super::state::read_own;

/// A command on PATH, if there is one.
fn on_path(name: &str) -> Option<PathBuf> {
    use std::os::unix::fs::PermissionsExt;
    let path = std::env::var_os("PATH")?;
    for dir in std::env::split_paths(&path) {
        let file = dir.join(name);
        if fs::metadata(&file).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0) {
            return Some(file);
        }
    }
    None
}

pub(super) fn need_rustc() -> Res<()> {
    match on_path("rustc") {
        Some(_) => Ok(()),
        None => fail(
            1,
            "rustc is not on PATH: install Rust (https://rustup.rs) or fix PATH",
        ),
    }
}

/// Whether `path` is an executable file.
pub(super) fn executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

/// Whether `path`, a binary of the work directory, is one to run: an
/// executable file itself, not a link to one.
pub(super) fn runnable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    fs::symlink_metadata(path).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

/// The words of a command that links an object of rustc's into a binary
/// (`ttt-obj.o` and `ttt-out` stand for the two files), or none. It is the
/// C compiler's own link command, from `cc -###`, handed straight to the
/// fastest linker at hand: rustc would run cc, which runs collect2, which
/// runs the linker. Trimmed of what a generation does not need: the build
/// ID, the static libgcc (libstd.so carries its routines), and the search
/// of the library directories: libc, libm and libgcc_s are named by their
/// paths.
fn link_command(libdir: &str, std: &str) -> Option<Vec<String>> {
    on_path("cc")?;
    let mut words = linker(libdir)?;
    let print = |name: &str| {
        Command::new("cc")
            .arg(format!("-print-file-name={name}"))
            .stdin(Stdio::null())
            .stderr(Stdio::null())
            .output()
            .ok()
            .filter(|o| o.status.success())
            .map(|o| String::from_utf8_lossy(&o.stdout).trim_end().to_string())
            .unwrap_or_default()
    };
    let (mut libc, mut gcc_s) = (print("libc.so"), print("libgcc_s.so.1"));
    if !(libc.starts_with('/') && gcc_s.starts_with('/')) {
        libc.clear();
        gcc_s.clear();
    }
    // libm too, which cc names only for C++: std's float functions (`exp`,
    // `tanh`) are libm's, and a generation that calls one links it. By its
    // path where it has a file of its own; searched for where nothing is
    // named by its path; left out where it has none (musl's is in libc).
    let libm = match print("libm.so.6") {
        path if path.starts_with('/') => Some(path),
        _ if libc.is_empty() => Some("-lm".to_string()),
        _ => None,
    };
    let said = Command::new("cc")
        .args(["-###", "-pie", "-o", "ttt-out", "ttt-obj.o"])
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .output()
        .ok()?;
    let said = String::from_utf8_lossy(&said.stderr).into_owned();
    let line = said.lines().find(|line| {
        line.split_whitespace()
            .next()
            .is_some_and(|w| w.ends_with("collect2"))
    })?;
    let mut rest = line.split_whitespace().skip(1);
    while let Some(word) = rest.next() {
        let word = word.trim_start_matches('"').trim_end_matches('"');
        if word == "-plugin" {
            rest.next();
        } else if word.starts_with("-plugin-opt=") || word == "--build-id" {
            continue;
        } else if word == "-lc" {
            words.extend(libm.clone());
            words.push(if libc.is_empty() {
                word.into()
            } else {
                libc.clone()
            });
        } else if libc.is_empty() {
            words.push(word.into());
        } else if word == "-lgcc_s" {
            words.push(gcc_s.clone());
        } else if !(word.starts_with("-L") || word == "-lgcc") {
            words.push(word.into());
        }
        if word == "ttt-obj.o" {
            words.push(std.into());
        }
    }
    words.extend(["-rpath".into(), libdir.into()]);
    if !libc.is_empty() {
        // Every library named by its path, the linker need not search its
        // default directories, which it would read whole first (some 2,000
        // entries here, a millisecond of every turn).
        words.push("-nostdlib".into());
    }
    Some(words)
}

/// The fastest linker at hand, as the first words of a link command:
/// gold, else the toolchain's own `rust-lld` (its directory beside
/// `libdir`), else `ld`; each named by its path (run by its name, it
/// would be looked for along PATH every turn).
fn linker(libdir: &str) -> Option<Vec<String>> {
    let lld = format!(
        "{}/bin/rust-lld",
        libdir.strip_suffix("/lib").unwrap_or(libdir)
    );
    let named = |path: PathBuf| path.to_string_lossy().into_owned();
    if let Some(gold) = on_path("ld.gold") {
        Some(vec![named(gold)])
    } else if executable(Path::new(&lld)) {
        Some(vec![lld, "-flavor".into(), "gnu".into()])
    } else {
        on_path("ld").map(|ld| vec![named(ld)])
    }
}

/// Whether the toolchain cache `text` (its sysroot, its std's directory,
/// then its link command's words, if any) names what a probe would find
/// now: a sysroot holding `bin/rustc`, std's directory within it, and the
/// linker `linker` picks, loading no plugin. The file lies in the work
/// directory, where anything may be planted: what does not pass is probed
/// anew, never run.
pub(super) fn checked(text: &str) -> bool {
    let lines: Vec<&str> = text.lines().collect();
    let (Some(sysroot), Some(libdir)) = (lines.first(), lines.get(1)) else {
        return false;
    };
    let words = &lines[2..];
    let within = libdir.is_empty() || libdir.starts_with(&format!("{sysroot}/"));
    let linked = words.is_empty() || !libdir.is_empty() && as_probed(libdir, words);
    // Every file it names still there (a toolchain updated in place
    // replaces its std; a C compiler updated, its start files).
    let files_there = words
        .iter()
        .filter(|word| word.starts_with('/'))
        .all(|word| Path::new(word).exists());
    sysroot.starts_with('/')
        && executable(&Path::new(sysroot).join("bin/rustc"))
        && on_path_sysroot(sysroot)
        && within
        && linked
        && files_there
}

/// Whether the link command `words` begins with the linker that `linker`
/// picks for `libdir`, and loads no plugin.
fn as_probed(libdir: &str, words: &[&str]) -> bool {
    let Some(linker) = linker(libdir) else {
        return false;
    };
    if words.len() < linker.len() {
        return false;
    }
    for (at, word) in linker.iter().enumerate() {
        if words[at] != word.as_str() {
            return false;
        }
    }
    for word in words {
        if word.starts_with("-plugin") {
            return false;
        }
    }
    true
}

/// Whether `sysroot` may be the sysroot of the `rustc` on PATH: that
/// rustc's own directory's parent, or, where it is rustup's proxy, a
/// toolchain of rustup's (`$RUSTUP_HOME/toolchains/`, by default
/// `~/.rustup/toolchains/`).
fn on_path_sysroot(sysroot: &str) -> bool {
    let Some(rustc) = on_path("rustc").and_then(|rustc| fs::canonicalize(rustc).ok()) else {
        return false;
    };
    // rustup's proxy: a link to rustup, or rustup itself linked hard.
    let same = |a: &Path, b: &Path| {
        use std::os::unix::fs::MetadataExt;
        match (fs::metadata(a), fs::metadata(b)) {
            (Ok(a), Ok(b)) => (a.dev(), a.ino()) == (b.dev(), b.ino()),
            _ => false,
        }
    };
    let rustup = rustc.with_file_name("rustup");
    if rustc.file_name().is_some_and(|name| name == "rustup") || same(&rustc, &rustup) {
        let home = std::env::var_os("RUSTUP_HOME")
            .map(PathBuf::from)
            .or_else(|| std::env::var_os("HOME").map(|home| Path::new(&home).join(".rustup")));
        return home.is_some_and(|home| Path::new(sysroot).starts_with(home.join("toolchains")));
    }
    rustc.parent().and_then(Path::parent) == Some(Path::new(sysroot))
}

/// Marks the file `path` as changed, a second later than now.
fn changed(path: &str) -> bool {
    let later = std::time::SystemTime::now() + std::time::Duration::from_secs(1);
    fs::File::options()
        .append(true)
        .open(path)
        .and_then(|file| file.set_modified(later))
        .is_ok()
}

/// The link command `words` made incremental, where its linker is gold:
/// told `--incremental`, gold keeps in its output what it needs to update
/// it in place, and the next link redoes only the objects that changed
/// since (a generation's state); the rest of a turn's link, reading std's
/// symbols above all, it does not redo. Two milliseconds instead of six.
/// gold links so only a program that is not position-independent and has
/// no read-only relocations (`-z norelro`). None for any other linker.
fn incremental(words: &[String]) -> Option<Vec<String>> {
    if !words.first()?.ends_with("ld.gold") {
        return None;
    }
    let mut kept = Vec::new();
    for word in words {
        if word != "-pie" {
            kept.push(word.clone());
        }
    }
    for word in ["-z", "norelro", "--incremental"] {
        kept.push(word.to_string());
    }
    Some(kept)
}

/// The sysroot of the toolchain the rustc on PATH runs in this directory.
fn sysroot_here() -> Option<String> {
    let out = Command::new("rustc")
        .args(["--print", "sysroot"])
        .stdin(Stdio::null())
        .stderr(Stdio::null())
        .output()
        .ok()
        .filter(|out| out.status.success())?;
    Some(String::from_utf8_lossy(&out.stdout).trim_end().to_string())
}

/// The most toolchain caches kept beside the driver (see `kept_as`): those
/// kept or copied in last; a PATH used again after eight others were kept
/// or copied in is probed again.
const KEPT: usize = 8;

/// The name the toolchain cache is kept under beside the driver (see
/// `shared`): one for each PATH (where the probe finds rustc, the C
/// compiler and the linker), each rustc it leads to, and each toolchain
/// rustup is told to run (`RUSTUP_TOOLCHAIN`), KEPT at most. None
/// without a rustc.
pub(super) fn kept_as() -> Option<String> {
    let rustc = fs::canonicalize(on_path("rustc")?).ok()?;
    let mut made = rustc.into_os_string().into_encoded_bytes();
    for name in ["PATH", "RUSTUP_TOOLCHAIN"] {
        made.push(0);
        made.extend_from_slice(
            &std::env::var_os(name)
                .unwrap_or_default()
                .into_encoded_bytes(),
        );
    }
    Some(format!("toolchain-{}", key(&made)))
}

impl Driver {
    /// Finds the toolchain: the cached one, else rustc's own (not a rustup
    /// proxy) and its dynamic std, with a link command if one links.
    pub(super) fn toolchain(&mut self) -> Res<()> {
        if let Some(text) = read_own(&self.w("toolchain")).filter(|text| checked(text)) {
            self.adopt(&text);
            return Ok(());
        }
        // Probed already in another directory, by this driver, for the
        // rustc on PATH (see `shared`): copied in where it holds here too.
        let kept = kept_as();
        let mine = self.mine("toolchain");
        if let Some(kept) = &kept
            && shared::fetch(kept, &mine)
        {
            match read_own(&mine).filter(|text| checked(text)) {
                // Only where rustc runs that toolchain here too: rustup
                // picks one by directory as well.
                Some(text) if sysroot_here().as_deref() == text.lines().next() => {
                    self.install(&mine, &self.w("toolchain"))?;
                    self.adopt(&text);
                    return Ok(());
                }
                Some(_) => {}
                // No longer what a probe would find, anywhere: forgotten.
                None => shared::forget(kept, &mine),
            }
            let _ = fs::remove_file(&mine);
        }
        need_rustc()?;
        let found = Command::new("rustc")
            .args(["--print", "sysroot", "--print", "target-libdir"])
            .stdin(Stdio::null())
            .stderr(Stdio::null())
            .output();
        let found = match found {
            Ok(out) if out.status.success() => String::from_utf8_lossy(&out.stdout).into_owned(),
            _ => {
                return fail(
                    1,
                    "'rustc --print sysroot' failed: check your Rust installation; nothing was changed",
                );
            }
        };
        let mut lines = found.lines();
        let sysroot = lines.next().unwrap_or("").to_string();
        let mut libdir = lines.next().unwrap_or("").to_string();
        if !executable(&Path::new(&sysroot).join("bin/rustc")) {
            return fail(
                1,
                format!(
                    "rustc says its sysroot is '{sysroot}', which has no bin/rustc; nothing was changed"
                ),
            );
        }
        self.sysroot = PathBuf::from(&sysroot);
        // The std library, the first by name if there are more; none
        // where the directory holds none.
        let mut first: Option<String> = None;
        for entry in fs::read_dir(&libdir).into_iter().flatten().flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            let std = name.starts_with("libstd-") && name.ends_with(".so");
            if std && first.as_ref().is_none_or(|first| name < *first) {
                first = Some(name);
            }
        }
        let std = first.map(|name| format!("{libdir}/{name}"));
        if std.is_none() {
            libdir.clear();
        }
        self.libdir = libdir;
        // The link command is cached only once a probe program links and
        // runs: incrementally where it can, else as it is.
        let words = match &std {
            Some(std) => link_command(&self.libdir, std),
            None => None,
        };
        self.linked = false;
        if let Some(words) = words {
            for words in incremental(&words).into_iter().chain([words]) {
                let incremental = words.iter().any(|w| w == "--incremental");
                self.write_toolchain(Some(&words))?;
                if self.probe(incremental) {
                    self.linked = true;
                    self.incremental = incremental;
                    break;
                }
            }
        }
        if !self.linked {
            self.write_toolchain(None)?;
        }
        // Kept beside the driver too, once it links, for the first turn in
        // every other directory.
        if let (Some(kept), true) = (kept, self.linked) {
            shared::keep(&kept, &mine, "toolchain-", KEPT - 1);
        }
        self.install(&mine, &self.w("toolchain"))
    }

    /// Takes the toolchain that the cache `text` names, checked.
    fn adopt(&mut self, text: &str) {
        let mut lines = text.lines();
        self.sysroot = PathBuf::from(lines.next().unwrap_or(""));
        self.libdir = lines.next().unwrap_or("").to_string();
        self.linked = lines.next().is_some_and(|l| !l.is_empty());
        self.incremental = text.lines().any(|l| l == "--incremental");
    }

    /// Writes the toolchain cache aside, with the link command's words.
    pub(super) fn write_toolchain(&self, words: Option<&[String]>) -> Res<()> {
        let mut text = format!("{}\n{}\n", self.sysroot.display(), self.libdir);
        for word in words.unwrap_or_default() {
            text.push_str(word);
            text.push('\n');
        }
        self.write(&self.mine("toolchain"), text.as_bytes())
    }

    pub(super) fn rustc(&self) -> Command {
        Command::new(self.sysroot.join("bin/rustc"))
    }

    /// Whether the link command of the toolchain cache beside links a
    /// program that runs; an incremental one (`twice`), twice: the second
    /// time it updates the program, its object having changed since.
    fn probe(&self, twice: bool) -> bool {
        let probe = self.mine("nextmove") + ".probe";
        let object = format!("{probe}.o");
        let cache = self.mine("toolchain");
        let links = || {
            self.link_with(&cache, std::slice::from_ref(&object), &probe)
                .ok()
                && Command::new(format!("./{probe}"))
                    .stdout(Stdio::null())
                    .stderr(Stdio::null())
                    .status()
                    .is_ok_and(|s| s.success())
        };
        let ok = fs::write(format!("{probe}.rs"), "fn main() {}\n").is_ok()
            && self
                .quiet(
                    self.rustc()
                        .args(["--crate-name", "probe", "-C", "prefer-dynamic"])
                        .args(["-C", "codegen-units=1", "--emit=obj", "-o"])
                        .arg(&object)
                        .arg(format!("{probe}.rs")),
                )
                .ok()
            && links()
            && (!twice || (changed(&object) && links()));
        for suffix in [".rs", ".o", ""] {
            let _ = fs::remove_file(format!("{probe}{suffix}"));
        }
        ok
    }

    /// Runs the link command that the toolchain cache `cache` holds after
    /// its first two lines on `objects`, making `out`.
    pub(super) fn link_with(&self, cache: &str, objects: &[String], out: &str) -> Ran {
        let text = read_own(cache).unwrap_or_default();
        // A loop, not an iterator's adapters: a tenth of the code to build.
        let mut words: Vec<&str> = Vec::new();
        for word in text.lines().skip(2) {
            match word {
                "ttt-obj.o" => {
                    for object in objects {
                        words.push(object);
                    }
                }
                "ttt-out" => words.push(out),
                word => words.push(word),
            }
        }
        match words.split_first() {
            Some((linker, rest)) => self.quiet(Command::new(linker).args(rest)),
            None => Ran {
                status: None,
                said: String::new(),
                stopped: false,
            },
        }
    }
}
