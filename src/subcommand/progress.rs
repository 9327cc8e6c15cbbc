//! What a long command shows and heeds while it runs: a progress bar on
//! standard error when that is a terminal (nothing when it is piped), and
//! Ctrl-C, which asks it to stop cleanly (a second one ends it at once).

use indicatif::{ProgressBar, ProgressStyle};
use std::io::IsTerminal;
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};

/// Set by Ctrl-C, once `interrupts` has been called.
pub static STOP: AtomicBool = AtomicBool::new(false);

/// Makes Ctrl-C set `STOP`, once; a second Ctrl-C ends the process at once.
pub fn interrupts() -> &'static AtomicBool {
    static CAUGHT: OnceLock<()> = OnceLock::new();
    CAUGHT.get_or_init(|| {
        // Without a handler, Ctrl-C ends the process as usual.
        let _ = ctrlc::set_handler(|| {
            if STOP.swap(true, Ordering::SeqCst) {
                std::process::exit(130);
            }
        });
    });
    &STOP
}

/// Has Ctrl-C asked to stop?
pub fn stopped() -> bool {
    STOP.load(Ordering::SeqCst)
}

/// A bar on stderr when it is a terminal, counting `what` (of `len`, when
/// that many are to come); a hidden one otherwise.
pub fn bar(len: Option<u64>, what: &str) -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    match len {
        Some(len) => ProgressBar::new(len).with_style(style(true, what)),
        None => ProgressBar::new_spinner().with_style(style(false, what)),
    }
}

/// How a bar counting `what` looks: a bar filling up when it knows how
/// many are to come (`counted`), else a spinner.
pub fn style(counted: bool, what: &str) -> ProgressStyle {
    if counted {
        ProgressStyle::with_template(&format!(
            "{{elapsed_precise}} [{{wide_bar}}] {{pos}}/{{len}} {what} {{msg}} eta {{eta}}"
        ))
        .expect("a valid template")
        .progress_chars("=> ")
    } else {
        ProgressStyle::with_template(&format!(
            "{{spinner}} {{elapsed_precise}} {{pos}} {what} {{msg}}"
        ))
        .expect("a valid template")
    }
}
