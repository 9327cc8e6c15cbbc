//! The game's directory: the current one, or $TTT_DIR or $PLAY_DIR if set,
//! which is made if need be, but only below one that exists.

use std::fs;
use std::path::Path;

use super::fail::{Res, fail};
use super::say::shown;

/// Enters the game's directory, $TTT_DIR or $PLAY_DIR if set: made if need
/// be, but only below one that exists.
pub(super) fn enter(dirvar: &str) -> Res<()> {
    let dir = match std::env::var_os(dirvar) {
        Some(dir) if !dir.is_empty() => dir.to_string_lossy().into_owned(),
        _ => return Ok(()),
    };
    let dir = if dir.starts_with('/') {
        dir
    } else {
        format!("./{dir}")
    };
    if dir.len() > 1024 || dir.split('/').any(|part| part.len() > 255) {
        return fail(2, format!("{dirvar} is too long to be a directory's name"));
    }
    let mut above = dir.as_str();
    while fs::symlink_metadata(above).is_err() {
        above = match above.rfind('/') {
            Some(at) => &above[..at],
            None => break,
        };
    }
    if !above.is_empty() && !Path::new(above).is_dir() {
        let named = above.strip_prefix("./").unwrap_or(above);
        return fail(
            2,
            format!("{dirvar}: {} is a file, not a directory", shown(named)),
        );
    }
    if !Path::new(&dir).is_dir() && fs::create_dir_all(&dir).is_err() {
        return fail(2, format!("cannot create {dirvar}={}", shown(&dir)));
    }
    if std::env::set_current_dir(&dir).is_err() {
        return fail(2, format!("cannot enter {dirvar}={}", shown(&dir)));
    }
    Ok(())
}
