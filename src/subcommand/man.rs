//! `merlyn man`: the manual pages, from the command line's own definition.
//! The pages are clap's, with two things a reader of `man` expects: a
//! synopsis that gives each option its value (`--game GAME`), and the
//! `code` of the help texts in bold rather than between backticks.

use anyhow::Context;
use clap::CommandFactory;
use std::path::{Path, PathBuf};

/// Print merlyn's manual page, in roff, or write every page to a directory.
///
/// The page names a page per subcommand (merlyn-new(1), ...), which
/// `--dir` writes beside merlyn.1: `merlyn man --dir
/// ~/.local/share/man/man1`, then `man merlyn` and `man merlyn-train`.
#[derive(clap::Args, Debug)]
pub struct Man {
    /// Write merlyn.1 and a page for each subcommand into this directory
    /// (made if need be) instead of printing merlyn.1.
    #[arg(long, value_name = "DIR")]
    dir: Option<PathBuf>,
}

impl Man {
    pub fn run(self) -> anyhow::Result<i32> {
        let mut command = super::Cli::command().disable_help_subcommand(true);
        command.build();
        if let Some(dir) = &self.dir {
            std::fs::create_dir_all(dir)
                .map_err(anyhow::Error::from)
                .and_then(|()| write_pages(&command, dir))
                .with_context(|| format!("cannot write the manual pages into {}", dir.display()))?;
            return Ok(0);
        }
        super::emit(&page(&command)?)?;
        Ok(0)
    }
}

/// Writes the page of `command` and of each of its subcommands into `dir`.
fn write_pages(command: &clap::Command, dir: &Path) -> anyhow::Result<()> {
    for sub in command.get_subcommands().filter(|sub| !sub.is_hide_set()) {
        write_pages(sub, dir)?;
    }
    let name = clap_mangen::Man::new(command.clone()).get_filename();
    std::fs::write(dir.join(name), page(command)?)?;
    Ok(())
}

/// The page of `command`, in roff: clap's, its synopsis made anew
/// (`synopsis`), its `code` in bold (`bold_code`).
pub fn page(command: &clap::Command) -> anyhow::Result<String> {
    let mut out = Vec::new();
    clap_mangen::Man::new(command.clone()).render(&mut out)?;
    let text = String::from_utf8(out)?;
    let start = text
        .find(".SH SYNOPSIS\n")
        .context("clap's page has a synopsis")?;
    let end = text[start + 1..]
        .find("\n.SH ")
        .map_or(text.len(), |at| start + 2 + at);
    let page = format!("{}{}{}", &text[..start], synopsis(command), &text[end..]);
    Ok(bold_code(&page))
}

/// Text as a roff text line holds it.
fn escaped(text: &str) -> String {
    text.replace('\\', "\\\\").replace('-', "\\-")
}

/// The synopsis: the command, then each option with its value, as `man`
/// pages write them: `[--game GAME]`, `[--against PLAYER]...`, then the
/// arguments, `[FILE]`.
fn synopsis(command: &clap::Command) -> String {
    let name = command
        .get_bin_name()
        .unwrap_or_else(|| command.get_name())
        .to_string();
    let mut words = vec![format!("\\fB{}\\fR", escaped(&name))];
    let value = |arg: &clap::Arg| -> String {
        let names = arg.get_value_names().map_or_else(
            || vec![arg.get_id().as_str().to_uppercase()],
            |names| names.iter().map(ToString::to_string).collect(),
        );
        names
            .iter()
            .map(|name| format!("\\fI{}\\fR", escaped(name)))
            .collect::<Vec<_>>()
            .join(" ")
    };
    let repeated = |arg: &clap::Arg| {
        matches!(
            arg.get_action(),
            clap::ArgAction::Append | clap::ArgAction::Count
        ) || arg.get_num_args().is_some_and(|n| n.max_values() > 1)
    };
    let shown = |arg: &&clap::Arg| !arg.is_hide_set();
    for arg in command
        .get_arguments()
        .filter(shown)
        .filter(|a| !a.is_positional())
    {
        let mut flags = Vec::new();
        if let Some(short) = arg.get_short() {
            flags.push(format!("\\fB\\-{}\\fR", escaped(&short.to_string())));
        }
        if let Some(long) = arg.get_long() {
            flags.push(format!("\\fB\\%\\-\\-{}\\fR", escaped(long)));
        }
        let mut word = flags.join("|");
        if arg.get_action().takes_values() {
            word.push(' ');
            word.push_str(&value(arg));
        }
        let word = if arg.is_required_set() {
            word
        } else {
            format!("[{word}]")
        };
        words.push(word + if repeated(arg) { "..." } else { "" });
    }
    for arg in command.get_positionals().filter(shown) {
        let word = value(arg);
        let word = if arg.is_required_set() {
            word
        } else {
            format!("[{word}]")
        };
        words.push(word + if repeated(arg) { "..." } else { "" });
    }
    if command.has_subcommands() {
        words.push("\\fISUBCOMMAND\\fR".to_string());
    }
    format!(".SH SYNOPSIS\n{}\n", words.join(" "))
}

/// The page with each `code` of its text in bold, as `man` pages show
/// commands and options, and no backtick left: text lines only, never a
/// request (`.TH`, ...).
fn bold_code(page: &str) -> String {
    let mut out = String::new();
    for line in page.lines() {
        if line.starts_with('.') || !line.contains('`') {
            out.push_str(line);
        } else {
            let parts: Vec<&str> = line.split('`').collect();
            for (at, part) in parts.iter().enumerate() {
                // Between two backticks, code; an odd one out is dropped.
                let code = at % 2 == 1 && at + 1 < parts.len();
                if code {
                    out.push_str(&format!("\\fB{part}\\fR"));
                } else {
                    out.push_str(part);
                }
            }
        }
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn code_between_backticks_is_bold_and_no_backtick_is_left() {
        assert_eq!(
            bold_code("Run `merlyn new`, then `a` and b`.\n.TH x `y`\n"),
            "Run \\fBmerlyn new\\fR, then \\fBa\\fR and b.\n.TH x `y`\n"
        );
    }
}
