//! The README and the guide in `docs/`, true as typed: every ```console
//! block of a page is run, in order, in a new directory of the page's own,
//! as on a fresh clone (its `scripts/` the repository's, `merlyn` on PATH
//! as `cargo install --locked --path .` puts it there), and each command
//! must print what the page shows. A line `...` stands for any lines, none
//! included. And every line of prose fits a screen of 80 columns.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

/// One command of a block, and what it prints.
struct Step {
    command: String,
    expected: Vec<String>,
}

/// Every page, and the fewest console blocks it must hold, so that a page
/// that loses its examples is noticed. A page of `docs/` missing here
/// fails the test: each is counted.
const PAGES: &[(&str, usize)] = &[
    ("README.md", 1),
    ("docs/README.md", 0),
    ("docs/playing.md", 4),
    ("docs/program.md", 1),
    ("docs/tic-tac-toe.md", 1),
    ("docs/reversi.md", 2),
    ("docs/contactix.md", 2),
    ("docs/gomoku.md", 2),
    ("docs/connect-four.md", 2),
    ("docs/learning.md", 0),
    ("docs/training.md", 2),
    ("docs/commands.md", 1),
    ("docs/engines.md", 3),
    ("docs/reliability.md", 0),
    ("docs/speed.md", 0),
    ("docs/code.md", 0),
];

/// The ```console blocks of a page, in order, each its steps.
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

/// Runs a page's blocks in order, in a new directory of its own: a block
/// finds what the blocks before it on the page left, as a reader typing
/// the page in order has. Returns how many commands it checked.
fn run_page(page: &str, blocks: Vec<Vec<Step>>, bin: &Path) -> usize {
    let mut commands = 0;
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
            let printed = run(&dir, bin, &step.command);
            let actual: Vec<&str> = printed.lines().collect();
            assert!(
                matches(&step.expected, &actual),
                "{page}: $ {}\nthe page shows:\n{}\nit prints:\n{printed}",
                step.command,
                step.expected.join("\n")
            );
        }
    }
    commands
}

/// The pages there are: the README and every page of `docs/`.
fn pages_there_are() -> Vec<String> {
    let mut pages = vec!["README.md".to_string()];
    for entry in std::fs::read_dir(common::root().join("docs")).unwrap() {
        let name = entry.unwrap().file_name().into_string().unwrap();
        if name.ends_with(".md") {
            pages.push(format!("docs/{name}"));
        }
    }
    pages.sort();
    pages
}

#[test]
fn every_page_is_counted() {
    let mut listed: Vec<String> = PAGES.iter().map(|(page, _)| page.to_string()).collect();
    listed.sort();
    assert_eq!(
        listed,
        pages_there_are(),
        "tests/readme.rs PAGES must list every page, with its fewest console blocks"
    );
}

/// The lines of prose of a page longer than 80 columns, as `line N`:
/// outside its fenced blocks and its tables, which a reader scrolls, and
/// but a single word too long to break (a test's name).
fn wide_prose(page: &str) -> Vec<String> {
    let mut fenced = false;
    let mut wide = Vec::new();
    for (n, line) in page.lines().enumerate() {
        if line.starts_with("```") {
            fenced = !fenced;
        } else if !fenced
            && !line.starts_with('|')
            && line.trim().contains(' ')
            && line.chars().count() > 80
        {
            wide.push(format!("line {}", n + 1));
        }
    }
    wide
}

#[test]
fn every_line_of_prose_fits_80_columns() {
    let root = common::root();
    for (page, _) in PAGES {
        let text = std::fs::read_to_string(root.join(page)).unwrap();
        assert_eq!(wide_prose(&text), Vec::<String>::new(), "{page}");
    }
    // A wide line in a table or a block is no fault; in prose it is.
    let sample = "| a table row, wide: ".to_string() + &"x".repeat(80);
    let fenced = format!("```text\n{}\n```\n", "y".repeat(81));
    assert!(wide_prose(&format!("{sample}\n{fenced}short\n")).is_empty());
    let wide = format!("short\n{} z\n", "z".repeat(80));
    assert_eq!(wide_prose(&wide), ["line 2"]);
    assert!(wide_prose(&format!("  (`{}`,\n", "w".repeat(80))).is_empty());
}

#[test]
fn every_command_the_pages_show_prints_what_they_show() {
    let bin = installed();
    // The pages are independent: as many run at once as there are cores.
    let next = AtomicUsize::new(0);
    let commands = AtomicUsize::new(0);
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get());
    std::thread::scope(|scope| {
        for _ in 0..workers.min(PAGES.len()) {
            scope.spawn(|| {
                while let Some(&(page, fewest)) = PAGES.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let text = std::fs::read_to_string(common::root().join(page)).unwrap();
                    let blocks = blocks(&text);
                    assert!(
                        blocks.len() >= fewest,
                        "{page}: {} console blocks, fewer than {fewest}",
                        blocks.len()
                    );
                    commands.fetch_add(run_page(page, blocks, bin.path()), Ordering::Relaxed);
                }
            });
        }
    });
    eprintln!("{} commands checked", commands.into_inner());
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

#[test]
fn every_install_the_pages_show_builds_the_versions_of_the_lock_file() {
    let root = common::root();
    for (page, _) in PAGES {
        let text = std::fs::read_to_string(root.join(page)).unwrap();
        for (at, line) in text.lines().enumerate() {
            if line.contains("cargo install") {
                assert!(
                    line.contains("cargo install --locked"),
                    "{page} line {}: {line}",
                    at + 1
                );
            }
        }
    }
}
