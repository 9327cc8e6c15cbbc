//! The names the driver gives the files of the work directory: a program
//! named by its content, and which names are the driver's own (to sweep,
//! or to clobber) rather than a player's.

/// A program's name by its content: FNV-1a of its bytes, and its length.
pub fn key(bytes: &[u8]) -> String {
    const PRIME: u64 = 0x0100_0000_01b3;
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    // Eight bytes a round, by a slice pattern, not an iterator: the driver
    // is built unoptimised, where a call a byte made this three times
    // slower, and a round a byte twice, on the 200 kB a turn reads four
    // times over.
    let mut rest = bytes;
    while let [a, b, c, d, e, f, g, h, tail @ ..] = rest {
        hash = (hash ^ *a as u64).wrapping_mul(PRIME);
        hash = (hash ^ *b as u64).wrapping_mul(PRIME);
        hash = (hash ^ *c as u64).wrapping_mul(PRIME);
        hash = (hash ^ *d as u64).wrapping_mul(PRIME);
        hash = (hash ^ *e as u64).wrapping_mul(PRIME);
        hash = (hash ^ *f as u64).wrapping_mul(PRIME);
        hash = (hash ^ *g as u64).wrapping_mul(PRIME);
        hash = (hash ^ *h as u64).wrapping_mul(PRIME);
        rest = tail;
    }
    while let [byte, tail @ ..] = rest {
        hash = (hash ^ *byte as u64).wrapping_mul(PRIME);
        rest = tail;
    }
    format!("{hash:016x}-{}", bytes.len())
}

/// Whether `word` is a whole number written in decimal digits alone.
pub(super) fn digits(word: &str) -> bool {
    !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit())
}

/// Whether `name`, in the work directory, is a name the driver gives a
/// file (or has rustc give a directory).
pub(super) fn ours(name: &str) -> bool {
    match name {
        "toolchain" | "lock" | "lock.takeover" | "incremental" | "objects" | "program.rs"
        | "state.rs" | "state.o" | "linking" | "ended" | "learned" | "moves" | "began" => {
            return true;
        }
        _ => {}
    }
    // rustc's temporary directories, left where it was killed.
    if (name.starts_with("rustc") || name.starts_with("rmeta")) && name.len() == 11 {
        return true;
    }
    if let Some(rest) = name
        .strip_prefix("merlyn-")
        .or_else(|| name.strip_prefix("linked-"))
        .or_else(|| {
            name.strip_prefix("fixed-")
                .and_then(|n| n.strip_suffix(".o"))
        })
    {
        return match rest.split_once('-') {
            Some((hash, size)) => {
                !hash.is_empty() && hash.bytes().all(|b| b.is_ascii_hexdigit()) && digits(size)
            }
            None => false,
        };
    }
    // A build of a game's code, killed before it was kept.
    if let Some(pid) = name
        .strip_prefix("fixed.")
        .and_then(|n| n.strip_suffix(".o"))
    {
        return digits(pid);
    }
    for prefix in [
        "toolchain.",
        "next.",
        "merlyn.",
        "learned.",
        "moves.",
        "history.",
        "began.",
    ] {
        if let Some(rest) = name.strip_prefix(prefix) {
            return digits(rest);
        }
    }
    if let Some(rest) = name.strip_prefix("nextmove.") {
        // rustc's objects, named after its output's stem, whatever it is
        // compiling: left behind where it was killed.
        if rest.ends_with(".rcgu.o") {
            return true;
        }
        let end = rest.find('.').unwrap_or(rest.len());
        let (pid, tail) = rest.split_at(end);
        return digits(pid)
            && (matches!(
                tail,
                "" | ".o" | ".log" | ".probe" | ".probe.rs" | ".probe.o"
            ) || (tail.starts_with('.') && tail.ends_with(".rcgu.o")));
    }
    false
}

/// Whether `name` is one of a turn's temporaries (rather than what the
/// driver keeps: the toolchain cache, the kept binary, the records).
pub(super) fn temporary(name: &str) -> bool {
    ours(name)
        && !matches!(
            name,
            "toolchain" | "lock" | "incremental" | "ended" | "learned" | "moves" | "began"
        )
        && !name.starts_with("merlyn-")
        && !name.starts_with("linked-")
        && !name.starts_with("fixed-")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// FNV-1a a byte a round, as the key was first computed.
    fn plain(bytes: &[u8]) -> String {
        let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
        for byte in bytes {
            hash = (hash ^ u64::from(*byte)).wrapping_mul(0x0100_0000_01b3);
        }
        format!("{hash:016x}-{}", bytes.len())
    }

    #[test]
    fn a_key_is_fnv_1a_of_every_byte_whatever_the_length() {
        let bytes: Vec<u8> = (0..40u32).map(|n| (n * 37 % 251) as u8).collect();
        for len in 0..bytes.len() {
            assert_eq!(key(&bytes[..len]), plain(&bytes[..len]), "{len} bytes");
        }
        assert_eq!(key(b""), "cbf29ce484222325-0");
        assert_eq!(key(b"a"), "af63dc4c8601ec8c-1");
        let zero = crate::driver::games::GAMES[1].zero.as_bytes();
        assert_eq!(key(zero), plain(zero));
    }

    #[test]
    fn names_the_driver_gives_are_told_from_a_players() {
        for name in [
            "lock",
            "toolchain.12",
            "next.3",
            "merlyn-00ff-12",
            "linked-00ff-12",
            "fixed-00ff-12.o",
            "fixed.12.o",
            "state.o",
            "nextmove.5.nextmove.x-cgu.0.rcgu.o",
            "nextmove.merlyn.4777951bcc4845f7-cgu.0.rcgu.o",
            "rustcAbC123",
        ] {
            assert!(ours(name), "{name}");
        }
        for name in [
            "merlyn-2024-plan.txt",
            "linked-list.rs",
            "fixed-00ff-12.rs",
            "fixed.a.o",
            "next.1abc",
            "toolchain.notes",
            "nextmove.5.txt",
        ] {
            assert!(!ours(name), "{name}");
        }
    }

    #[test]
    fn a_program_is_named_by_the_fnv_1a_hash_of_its_bytes_and_their_count() {
        // The names kept in a work directory (kept binaries, the game that
        // ended, the moves so far) stay the same from version to version.
        assert_eq!(key(b""), "cbf29ce484222325-0");
        assert_eq!(key(b"a"), "af63dc4c8601ec8c-1");
        assert_eq!(key(b"foobar"), "85944171f73967e8-6");
    }
}
