//! `bless`: writes each game's generation zero, `templates/GAME.rs`, anew
//! from its parts (`mod.rs` says how), after an edit of a game's own code
//! or of the frame every game shares (`templates/frame.rs`).
//! `scripts/bless` builds it with plain `rustc` and runs it.
//!
//!     bless TEMPLATES
//!
//! Rewrites each template of the directory TEMPLATES that is not so, and
//! says so; leaves the others as they are.

#[path = "mod.rs"]
mod template;

use std::path::Path;
use std::process::exit;

fn main() {
    let Some(dir) = std::env::args_os().nth(1) else {
        eprintln!("bless: error: give the templates' directory");
        exit(2);
    };
    if let Err(error) = bless(Path::new(&dir)) {
        eprintln!("bless: error: {error}");
        exit(1);
    }
}

/// Rewrites every template in `dir` that is not its game, the frame and
/// its own text.
fn bless(dir: &Path) -> Result<(), String> {
    let read = |path: &Path| {
        std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
    };
    let frame = read(&dir.join("frame.rs"))?;
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .map_err(|e| format!("cannot read {}: {e}", dir.display()))?
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter(|name| name.ends_with(".rs") && name != "frame.rs")
        .collect();
    names.sort();
    for name in names {
        let path = dir.join(&name);
        let template = read(&path)?;
        let blessed =
            template::assemble(&template, &frame).map_err(|e| format!("templates/{name}: {e}"))?;
        if blessed != template {
            // Written aside, then renamed: a template is never half written.
            let aside = dir.join(format!("{name}.blessed"));
            std::fs::write(&aside, &blessed)
                .and_then(|()| std::fs::rename(&aside, &path))
                .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
            println!("bless: rewrote templates/{name}");
        }
    }
    Ok(())
}
