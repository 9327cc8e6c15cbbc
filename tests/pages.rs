//! The README and the guide in `docs/` hold nothing stale: every link and
//! anchor leads to a page and a heading that are there, and every state
//! block a page shows (a ```rust block that opens `mod state {`) is a real
//! generation's, which its game's own code reads back, as the console
//! blocks are run as typed (`readme.rs`).

mod common;

use merlyn::game::Game;
use merlyn::games::{Kind, Task};
use std::path::PathBuf;

/// The README and every page of `docs/`, by path from the clone.
fn pages() -> Vec<PathBuf> {
    let root = common::root();
    let mut pages = vec![root.join("README.md")];
    let mut docs: Vec<PathBuf> = std::fs::read_dir(root.join("docs"))
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().is_some_and(|e| e == "md"))
        .collect();
    docs.sort();
    pages.extend(docs);
    assert!(pages.len() > 10, "{pages:?}");
    pages
}

/// A page's text with its fenced blocks blanked, lines kept.
fn prose(text: &str) -> String {
    let mut fenced = false;
    text.lines()
        .map(|line| {
            if line.starts_with("```") {
                fenced = !fenced;
                return "";
            }
            if fenced { "" } else { line }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// A heading's anchor, as GitHub makes it: lower case, only letters,
/// digits, hyphens and underscores kept, spaces made hyphens.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

/// Every anchor of a page's headings.
fn anchors(text: &str) -> Vec<String> {
    prose(text)
        .lines()
        .filter(|line| line.starts_with('#'))
        .map(|line| anchor(line.trim_start_matches('#')))
        .collect()
}

/// Every link target of a page's prose: `[text](target)`, across lines.
fn links(text: &str) -> Vec<String> {
    let prose = prose(text);
    let mut found = Vec::new();
    let mut rest = prose.as_str();
    while let Some(at) = rest.find("](") {
        let after = &rest[at + 2..];
        let end = after.find(')').unwrap_or(after.len());
        found.push(after[..end].replace('\n', " ").trim().to_string());
        rest = &after[end..];
    }
    found
}

#[test]
fn every_link_and_anchor_of_the_pages_resolves() {
    let mut checked = 0;
    for page in pages() {
        let text = std::fs::read_to_string(&page).unwrap();
        let dir = page.parent().unwrap();
        for link in links(&text) {
            if link.starts_with("http://") || link.starts_with("https://") {
                continue;
            }
            let (file, heading) = link.split_once('#').unwrap_or((&link, ""));
            let target: PathBuf = if file.is_empty() {
                page.clone()
            } else {
                dir.join(file)
            };
            assert!(
                target.exists(),
                "{}: the link {link} leads to no file",
                page.display()
            );
            if !heading.is_empty() {
                let there = std::fs::read_to_string(&target).unwrap();
                assert!(
                    anchors(&there).iter().any(|a| a == heading),
                    "{}: the link {link} leads to no heading of {}",
                    page.display(),
                    target.display()
                );
            }
            checked += 1;
        }
    }
    assert!(checked > 30, "{checked} links");
}

#[test]
fn a_heading_makes_the_anchor_github_makes() {
    assert_eq!(anchor(" The `merlyn` command"), "the-merlyn-command");
    assert_eq!(
        anchor(" The first turn in a fresh clone"),
        "the-first-turn-in-a-fresh-clone"
    );
    assert_eq!(anchor(" Reversi in Quarry"), "reversi-in-quarry");
    assert_eq!(
        links("see [Reversi](reversi.md#looking-ahead) and [the\ncode](code.md)"),
        ["reversi.md#looking-ahead", "code.md"]
    );
}

/// Whether the state block `block` reads back as a state of `G`: put in
/// place of generation zero's, its game's own code takes it.
struct ReadsBack<'a>(&'a str);

impl Task for ReadsBack<'_> {
    type Output = Result<(), String>;

    fn run<G: Game>(self) -> Result<(), String> {
        let from = G::ZERO.find("mod state {").ok_or("no state block")?;
        let to = from + G::ZERO[from..].find("\n}\n").ok_or("no end")? + 3;
        let source = format!("{}{}{}", &G::ZERO[..from], self.0, &G::ZERO[to..]);
        merlyn::generation::read::<G>(&source)
            .map(|_| ())
            .map_err(|error| format!("{error:#}"))
    }
}

/// The ```rust blocks of `text` that show a state block.
fn state_blocks(text: &str) -> Vec<String> {
    let mut blocks = Vec::new();
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        if line == "```rust" {
            let block: Vec<&str> = lines.by_ref().take_while(|l| *l != "```").collect();
            if block.first() == Some(&"mod state {") {
                blocks.push(format!("{}\n", block.join("\n")));
            }
        }
    }
    blocks
}

#[test]
fn every_state_block_the_pages_show_is_a_real_generations() {
    let mut checked = 0;
    for page in pages() {
        let text = std::fs::read_to_string(&page).unwrap();
        for block in state_blocks(&text) {
            let first = block.lines().nth(2).unwrap_or_default();
            let game = first.trim().trim_matches(|c| c == '"' || c == ',');
            let name = game.split(':').next().unwrap_or_default();
            let kind = Kind::ALL
                .into_iter()
                .find(|kind| kind.name() == name)
                .unwrap_or_else(|| panic!("{}: no game {name}", page.display()));
            if let Err(why) = kind.run(ReadsBack(&block)) {
                panic!("{}: a {name} state block is none: {why}", page.display());
            }
            checked += 1;
        }
    }
    // docs/program.md's, of tic-tac-toe and Reversi.
    assert!(checked >= 2, "{checked} state blocks");
}
