//! The driver as a program of its own: what `scripts/ttt` and
//! `scripts/play` build with plain `rustc` (std only, no cargo) and run
//! every turn. The work is all in `mod.rs` and the modules beside it,
//! which the merlyn library compiles too, for `merlyn play`.
//!
//!     driver NAME CLONE [ARGS...]
//!
//! NAME is `ttt` or `play`, the command the player typed; CLONE is the
//! clone the launcher sits in (its `templates/` is no place to play).

#[path = "mod.rs"]
mod driver;

fn main() {
    let mut args = std::env::args_os().skip(1);
    let name = args.next().and_then(|name| name.into_string().ok());
    let clone = args.next().map(std::path::PathBuf::from);
    let name = match name.as_deref() {
        Some("ttt") => "ttt",
        _ => "play",
    };
    let rest: Vec<std::ffi::OsString> = args.collect();
    std::process::exit(driver::run(name, clone.as_deref(), &rest));
}
