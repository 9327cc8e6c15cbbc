//! The check of a successor against its predecessor: the text a
//! generation prints is installed only if it is its predecessor's, line
//! for line, apart from its state block, and that block says the game and
//! a status.

use super::block::{self, CLOSE, OPEN, STATUSES};
use super::state::records;

/// Checks a successor against its predecessor: it has the same lines
/// outside the state block, and in the block quoted strings, the first
/// saying the game and where it stands; the block alone may grow or shrink
/// (a long game writes more lines of moves). Fails with why, as "the
/// successor ...".
pub(super) fn check(old: &str, new: &str, game: &str) -> Result<&'static str, String> {
    let refuse = |why: String| Err(format!("the successor {why}"));
    let old = records(old);
    let new = records(new);
    let (n, m) = (old.len(), new.len());
    // 1-based, as the lines of a file are numbered.
    let o = |i: usize| old.get(i.wrapping_sub(1)).copied().unwrap_or("");
    let w = |i: usize| new.get(i.wrapping_sub(1)).copied().unwrap_or("");
    let b = (1..=n).find(|&i| o(i) == OPEN);
    let e = b.and_then(|b| (b + 1..=n).find(|&i| o(i) == CLOSE));
    let (Some(b), Some(e)) = (b, e) else {
        return refuse("cannot be checked: its predecessor has no state block".into());
    };
    let outside = |i: usize| format!("changes line {i}, which is outside its state block");
    for i in 1..=b {
        if o(i) != w(i) {
            return refuse(outside(i));
        }
    }
    let mut f = b + 1;
    while f <= m && w(f) != CLOSE {
        if block::unquote(w(f)).is_none() {
            return refuse(format!(
                "has a state line that is not a quoted string at line {f}"
            ));
        }
        f += 1;
    }
    if f > m {
        return refuse("has no end to its state block".into());
    }
    if m - f != n - e {
        return refuse(format!(
            "has {} lines after its state block where its predecessor has {}",
            m - f,
            n - e
        ));
    }
    for i in f..=m {
        if o(i - f + e) != w(i) {
            return refuse(outside(i));
        }
    }
    if f == b + 1 {
        return refuse("has an empty state block".into());
    }
    let first = w(b + 1);
    let prefix = format!("{}{game}: ", block::QUOTE);
    let Some(status) = first.strip_prefix(&prefix) else {
        return refuse(format!("does not say it is {game} at line {}", b + 1));
    };
    let status = status.strip_suffix("\",").unwrap_or(status);
    let Some(status) = STATUSES.iter().find(|s| **s == status) else {
        return refuse(format!(
            "says its game is \"{status}\", which is no status at line {}",
            b + 1
        ));
    };
    Ok(status)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::driver::games::GAMES;

    #[test]
    fn a_successor_is_checked_line_for_line_outside_its_state_block() {
        let zero = GAMES[0].zero;
        let next = zero.replacen("tic-tac-toe: new", "tic-tac-toe: on", 1);
        assert_eq!(check(zero, &next, "tic-tac-toe"), Ok("on"));
        let edited = next.replacen("// merlyn", "// merlyn!", 1);
        assert_eq!(
            check(zero, &edited, "tic-tac-toe").err().unwrap(),
            "the successor changes line 1, which is outside its state block"
        );
        let lost = zero.replacen("tic-tac-toe: new", "tic-tac-toe: asleep", 1);
        assert_eq!(
            check(zero, &lost, "tic-tac-toe").err().unwrap(),
            format!(
                "the successor says its game is \"asleep\", which is no status at line {}",
                zero.lines().position(|l| l == OPEN).unwrap() + 2
            )
        );
    }
}
