//! The README, true as typed: every ```console block in it is run, in
//! order, in one new directory as on a fresh clone (its `scripts/` the repository's,
//! `merlyn` on PATH as `cargo install --path .` puts it there), and each
//! command must print what the README shows. A line `...` stands for any
//! lines, none included.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

/// One command of a block, and what it prints.
struct Step {
    command: String,
    expected: Vec<String>,
}

/// The ```console blocks of the README, in order, each its steps.
fn blocks(readme: &str) -> Vec<Vec<Step>> {
    let mut blocks = Vec::new();
    let mut lines = readme.lines();
    while let Some(line) = lines.next() {
        if line.trim() != "```console" {
            continue;
        }
        let mut steps: Vec<Step> = Vec::new();
        for line in lines.by_ref() {
            if line.trim() == "```" {
                break;
            }
            match line.strip_prefix("$ ") {
                Some(command) => steps.push(Step {
                    command: command.to_string(),
                    expected: Vec::new(),
                }),
                None => steps
                    .last_mut()
                    .expect("a block starts with a command")
                    .expected
                    .push(line.to_string()),
            }
        }
        blocks.push(steps);
    }
    blocks
}

/// Does `actual` match `expected`, where a line `...` stands for any lines?
fn matches(expected: &[String], actual: &[&str]) -> bool {
    match expected.split_first() {
        None => actual.is_empty(),
        Some((first, rest)) if first == "..." => {
            (0..=actual.len()).any(|skip| matches(rest, &actual[skip..]))
        }
        Some((first, rest)) => actual
            .split_first()
            .is_some_and(|(line, more)| line == first && matches(rest, more)),
    }
}

/// A directory on PATH holding `merlyn`, as `cargo install` would.
fn installed() -> tempfile::TempDir {
    let bin = tempfile::tempdir().unwrap();
    std::os::unix::fs::symlink(common::merlyn_binary(), bin.path().join("merlyn")).unwrap();
    bin
}

fn run(dir: &Path, bin: &Path, command: &str) -> String {
    let path = format!("{}:{}", bin.display(), std::env::var("PATH").unwrap());
    let output = Command::new("sh")
        .arg("-c")
        .arg(format!("{{ {command}\n}} 2>&1"))
        .current_dir(dir)
        .env("PATH", path)
        .env_remove("TTT_DIR")
        .env_remove("PLAY_DIR")
        .env_remove("CLICOLOR_FORCE")
        .output()
        .unwrap();
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[test]
fn every_command_the_readme_shows_prints_what_it_shows() {
    let readme = std::fs::read_to_string(common::root().join("README.md")).unwrap();
    let blocks = blocks(&readme);
    assert!(blocks.len() >= 5, "{} console blocks", blocks.len());
    let bin = installed();
    let mut commands = 0;
    // One directory for the whole README, as a reader typing it in order
    // has: a block finds what the blocks before it left.
    let clone = tempfile::tempdir().unwrap();
    std::os::unix::fs::symlink(common::root().join("scripts"), clone.path().join("scripts"))
        .unwrap();
    for steps in blocks {
        let mut dir: PathBuf = clone.path().to_path_buf();
        for step in steps {
            commands += 1;
            if let Some(to) = step.command.strip_prefix("cd ") {
                dir = dir.join(to);
                continue;
            }
            let printed = run(&dir, bin.path(), &step.command);
            let actual: Vec<&str> = printed.lines().collect();
            assert!(
                matches(&step.expected, &actual),
                "$ {}\nthe README shows:\n{}\nit prints:\n{printed}",
                step.command,
                step.expected.join("\n")
            );
        }
    }
    eprintln!("{commands} commands checked");
}

#[test]
fn the_matcher_takes_dots_for_any_lines() {
    let lines = |text: &str| text.lines().map(String::from).collect::<Vec<_>>();
    assert!(matches(&lines("a\n...\nd"), &["a", "b", "c", "d"]));
    assert!(matches(&lines("a\n...\nd"), &["a", "d"]));
    assert!(!matches(&lines("a\n...\nd"), &["a", "b"]));
    assert!(!matches(&lines("a\nb"), &["a", "b", "c"]));
    assert!(matches(&lines("...\nc\n..."), &["a", "b", "c", "d"]));
}
