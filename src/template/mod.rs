//! How a game's generation zero, `templates/GAME.rs`, is put together, in
//! one place: `scripts/bless` builds its program (`bless.rs`, beside this
//! file) with plain `rustc` to write the templates so, and
//! `tests/template.rs` checks with the same code that they are. A template
//! is
//!
//! - its game's own code, written by hand, its state block at the top;
//! - the frame every game shares (`templates/frame.rs`), byte for byte,
//!   from its first line, a rule of equals signs;
//! - `SELF`: a newline, then all the text above `SELF`'s opening quote,
//!   with the line `@state` where the state block stands, then the quote
//!   and hash that close it.
//!
//! It uses `std` alone, as the driver does, so that `rustc` builds it
//! without cargo; the state block's layout is the driver's (`block.rs`).

// The library has the driver's `block` already; `bless` takes it in.
#[cfg(merlyn_library)]
use crate::driver::block;
#[cfg(not(merlyn_library))]
#[allow(dead_code)] // Only the state block's opening and closing lines are used here.
#[path = "../driver/block.rs"]
mod block;

/// The line that opens `SELF`, the text a generation prints itself from.
pub const SELF_OPEN: &str = "pub const SELF: &str = r#\"";

/// The line `SELF` holds where the state block stands.
pub const MARK: &str = "@state";

/// The template whose game's code is `template`'s (everything above the
/// frame), with `frame`, the frame as `templates/frame.rs` holds it;
/// equal to `template` when it is already so. Why not, if the game's
/// code has no place for the frame, no state block, or text that would
/// end `SELF` early.
pub fn assemble(template: &str, frame: &str) -> Result<String, String> {
    // The game ends where the frame begins: at the frame's first two
    // lines, its rule of equals signs and the line that names it.
    let opening: String = frame.split_inclusive('\n').take(2).collect();
    if !opening.starts_with("// ==") {
        return Err("the frame does not open with a rule of equals signs".to_string());
    }
    let game = &template[..template
        .find(&opening)
        .ok_or("no frame: the game's code is not followed by the frame's first lines")?];
    let head = format!("{game}{frame}{SELF_OPEN}");
    let open = format!("{}\n", block::OPEN);
    let close = format!("\n{}\n", block::CLOSE);
    let start = head
        .find(&open)
        .ok_or("no state block: the game's code has no `pub static STATE` line")?;
    let end = start
        + head[start..]
            .find(&close)
            .ok_or("the state block is not closed")?
        + close.len();
    let text = format!("{}{MARK}\n{}", &head[..start], &head[end..]);
    if text.contains("\"#") {
        return Err("a quote and hash in the code would end SELF early".to_string());
    }
    if text.find('@') != text.find(&format!("{MARK}\n")) {
        return Err(format!(
            "an at sign before {MARK}: a generation finds its state at the first"
        ));
    }
    Ok(format!("{head}\n{text}\"#;\n"))
}
