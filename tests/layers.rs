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

/// The module a source file is part of, as the layers count them: a
/// folder's files are its module's, but the protocols' (`src/protocol/`),
/// which stand in layers of their own: `protocol::gtp`, `protocol::engine`.
fn module_of(name: &str) -> String {
    let path = name.trim_end_matches(".rs");
    let parts: Vec<&str> = path.split('/').filter(|p| *p != "mod").collect();
    match parts.as_slice() {
        ["protocol"] => "protocol".to_string(),
        ["protocol", layer, ..] => format!("protocol::{layer}"),
        [first, ..] => first.to_string(),
        [] => String::new(),
    }
}

/// The modules `code` names by `crate::...`, as `module_of` counts them.
fn used(code: &str) -> Vec<String> {
    let mut found = Vec::new();
    for piece in code.split("crate::").skip(1) {
        let path: String = piece
            .chars()
            .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == ':' || *c == '{')
            .collect();
        let words: Vec<&str> = path.split("::").collect();
        let used = match words.as_slice() {
            ["protocol", layer, ..] if !layer.is_empty() && !layer.starts_with('{') => {
                format!("protocol::{layer}")
            }
            [first, ..] => first.trim_start_matches('{').to_string(),
            [] => continue,
        };
        if !used.is_empty() {
            found.push(used);
        }
    }
    found
}

#[test]
fn no_module_needs_one_that_needs_it_back() {
    use std::collections::{BTreeMap, BTreeSet};
    // Each module's uses of the others, its unit tests aside.
    let mut uses: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (name, text) in sources() {
        if name == "lib.rs" || name == "main.rs" {
            continue;
        }
        let module = module_of(&name);
        let code = text.split("#[cfg(test)]").next().unwrap_or_default();
        let entry = uses.entry(module.clone()).or_default();
        entry.extend(used(code).into_iter().filter(|m| *m != module));
    }
    assert!(uses.contains_key("protocol::engine"), "{:?}", uses.keys());
    // A walk from each module: none comes back to where it began.
    for start in uses.keys() {
        let mut path = vec![start.clone()];
        let mut seen = BTreeSet::new();
        fn walk(
            uses: &BTreeMap<String, BTreeSet<String>>,
            path: &mut Vec<String>,
            seen: &mut BTreeSet<String>,
        ) {
            let at = path.last().unwrap().clone();
            for next in uses.get(&at).into_iter().flatten() {
                assert!(
                    *next != path[0],
                    "a circle of imports: {} -> {next}",
                    path.join(" -> ")
                );
                if seen.insert(next.clone()) {
                    path.push(next.clone());
                    walk(uses, path, seen);
                    path.pop();
                }
            }
        }
        walk(&uses, &mut path, &mut seen);
    }
}

#[test]
fn the_protocols_stand_together_in_one_folder() {
    let names: Vec<String> = sources().into_iter().map(|(name, _)| name).collect();
    for file in [
        "protocol/bounded.rs",
        "protocol/cells.rs",
        "protocol/gtp.rs",
        "protocol/gomocup.rs",
        "protocol/engine.rs",
        "protocol/engine/process.rs",
    ] {
        assert!(names.iter().any(|name| name == file), "no src/{file}");
    }
    for old in ["gtp.rs", "gomocup.rs", "engine.rs", "bounded.rs"] {
        assert!(
            !names.iter().any(|name| name == old),
            "src/{old} is still there"
        );
    }
}
