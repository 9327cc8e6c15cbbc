//! Why a command stops: the words a player reads, and the exit status.
//! Every failure of the driver is one `Fail`, which `run` says on one
//! line before it exits with the status.

use std::io;

/// Why a command stops: what to say, and the exit status.
pub(super) struct Fail {
    pub(super) message: String,
    pub(super) status: i32,
}

pub(super) type Res<T> = Result<T, Fail>;

pub(super) fn fail<T>(status: i32, message: impl Into<String>) -> Res<T> {
    Err(Fail {
        message: message.into(),
        status,
    })
}

/// What an I/O error means, in words a player can act on.
pub(super) fn why(error: &io::Error) -> String {
    match error.raw_os_error() {
        Some(28) => "the disk is full".into(),
        Some(122) => "the disk quota is used up".into(),
        _ => {
            let text = error.to_string();
            match text.find(" (os error") {
                Some(at) => text[..at].to_lowercase(),
                None => text,
            }
        }
    }
}

/// Whether some output speaks of a full disk.
pub(super) fn says_disk_full(text: &str) -> bool {
    text.contains("No space left on device") || text.contains("Disk quota exceeded")
}
