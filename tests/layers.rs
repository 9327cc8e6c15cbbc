//! The library's modules stand in layers, so that none needs another that
//! needs it back: the game interface (`src/game.rs`) at the bottom, using
//! nothing else of merlyn's but the state block's layout (the driver's
//! `block`, `std` only); the games and what is written against the
//! interface above it; the registry of games (`src/games.rs`) above them,
//! and the commands (`src/subcommand/`) on top.

use std::path::{Path, PathBuf};

fn source(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Every `.rs` file under `src/`, by its path inside `src/`.
fn sources() -> Vec<(String, String)> {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut found = Vec::new();
    let mut dirs = vec![root.clone()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let name = path.strip_prefix(&root).unwrap().display().to_string();
                found.push((name, source(&path)));
            }
        }
    }
    assert!(found.len() > 20, "the sources: {}", found.len());
    found
}

#[test]
fn the_game_interface_uses_nothing_else_of_merlyns_but_the_state_blocks_layout() {
    let game = sources()
        .into_iter()
        .find(|(name, _)| name == "game.rs")
        .expect("src/game.rs");
    let used: Vec<&str> = game.1.split("crate::").skip(1).collect();
    assert!(
        used.iter().all(|path| path.starts_with("driver::block::")),
        "src/game.rs uses another module"
    );
}

#[test]
fn only_the_commands_use_the_registry_of_games() {
    for (name, text) in sources() {
        let above =
            name == "games.rs" || name == "subcommand.rs" || name.starts_with("subcommand/");
        // A module's unit tests stand on top of everything, and may.
        let code = text.split("#[cfg(test)]").next().unwrap_or_default();
        if !above {
            assert!(
                !code.contains("crate::games"),
                "src/{name} uses the registry of games, which stands above it"
            );
        }
    }
}
