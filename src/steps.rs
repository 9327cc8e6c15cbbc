//! A program's steps in its strategy string: for each weight, how far its
//! lessons asked it to move in all, back and forth, and net (temporal
//! coherence sets its step from the two), written as a pair `ALL/NET`,
//! the pairs separated by commas, after `:steps` (Reversi, Gomoku, Connect
//! Four) or `;steps` (Con-Tac-Tix). One piece of code writes them for every
//! game, and reads them for those that check their bounds apart.

use std::fmt;

/// Writes `tag` and a pair of `all` and `net` for each weight, when a
/// lesson has asked any weight to move; nothing before that.
pub fn write(f: &mut fmt::Formatter<'_>, tag: &str, all: &[i64], net: &[i64]) -> fmt::Result {
    if all.iter().all(|&all| all == 0) {
        return Ok(());
    }
    f.write_str(tag)?;
    for (i, (all, net)) in all.iter().zip(net).enumerate() {
        let comma = if i == 0 { "" } else { "," };
        write!(f, "{comma}{all}/{net}")?;
    }
    Ok(())
}

/// The pairs `ALL/NET,...`, exactly `N` of them, each two whole numbers
/// (their bounds are the game's to check); none when they do not read so.
pub fn parse<const N: usize>(pairs: &str) -> Option<([i64; N], [i64; N])> {
    let (mut all, mut net) = ([0; N], [0; N]);
    let pairs: Vec<&str> = pairs.split(',').collect();
    if pairs.len() != N {
        return None;
    }
    for (i, pair) in pairs.iter().enumerate() {
        let (a, n) = pair.split_once('/')?;
        (all[i], net[i]) = (a.parse().ok()?, n.parse().ok()?);
    }
    Some((all, net))
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Shown([i64; 3], [i64; 3]);

    impl fmt::Display for Shown {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write(f, ":steps", &self.0, &self.1)
        }
    }

    #[test]
    fn steps_are_written_once_a_lesson_asked_and_read_back() {
        assert_eq!(Shown([0; 3], [0; 3]).to_string(), "");
        let shown = Shown([120, 0, 7], [-40, 0, 7]).to_string();
        assert_eq!(shown, ":steps120/-40,0/0,7/7");
        let read = parse::<3>(shown.strip_prefix(":steps").unwrap());
        assert_eq!(read, Some(([120, 0, 7], [-40, 0, 7])));
        for bad in ["1/1,2/2", "1/1,2/2,3/3,4/4", "1/1,2,3/3", "1/x,2/2,3/3", ""] {
            assert_eq!(parse::<3>(bad), None, "{bad}");
        }
    }
}
