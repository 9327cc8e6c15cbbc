//! Reading a file the driver is given, as a careful reader must: a named
//! pipe or a device under a program's name would hang a turn holding the
//! lock, or feed it without end, and a symbolic link planted in the work
//! directory would send what the driver keeps there anywhere. So a file
//! is read only when it is a regular file, of at most a bound of bytes;
//! it is opened without blocking, and checked again once open; in the
//! work directory, no link is followed.

use std::fs;
use std::io::{self, Read};
use std::os::unix::fs::{MetadataExt, OpenOptionsExt};

/// The most bytes a program may hold, as the library reads generations
/// (`generation::MAX_SIZE`): a generation of any game is some 100 kB.
pub(super) const PROGRAM: u64 = 1 << 20;

/// `open`'s O_NONBLOCK: a named pipe opens at once, with no writer.
#[cfg(target_os = "macos")]
pub(super) const NONBLOCK: i32 = 0x4;
#[cfg(not(target_os = "macos"))]
pub(super) const NONBLOCK: i32 = 0o4000;

/// `open`'s O_NOFOLLOW: a symbolic link is not opened, but refused.
/// Where its value is not known here, none: the check of the file's type
/// before and after opening it still refuses a link.
#[cfg(target_os = "macos")]
pub(super) const NOFOLLOW: i32 = 0x100;
#[cfg(all(
    target_os = "linux",
    any(
        target_arch = "aarch64",
        target_arch = "arm",
        target_arch = "powerpc64"
    )
))]
pub(super) const NOFOLLOW: i32 = 0o100000;
#[cfg(all(
    target_os = "linux",
    any(
        target_arch = "x86_64",
        target_arch = "x86",
        target_arch = "riscv64",
        target_arch = "loongarch64",
        target_arch = "s390x"
    )
))]
pub(super) const NOFOLLOW: i32 = 0o400000;
#[cfg(not(any(
    target_os = "macos",
    all(
        target_os = "linux",
        any(
            target_arch = "aarch64",
            target_arch = "arm",
            target_arch = "powerpc64",
            target_arch = "x86_64",
            target_arch = "x86",
            target_arch = "riscv64",
            target_arch = "loongarch64",
            target_arch = "s390x"
        )
    )
)))]
pub(super) const NOFOLLOW: i32 = 0;

/// Why a file was not read.
#[derive(Debug)]
pub(super) enum Unread {
    /// There is no such file.
    Missing,
    /// It is not a regular file: what it is, as a sentence says it ("a
    /// named pipe").
    Kind(&'static str),
    /// It holds more than the bound.
    Large,
    /// It could not be read.
    Failed(io::Error),
}

impl Unread {
    /// What the file is, as a sentence goes on after its name: "is a
    /// named pipe", "is larger than 1 MiB".
    pub(super) fn said(&self, bound: u64) -> String {
        match self {
            Unread::Missing => "does not exist".to_string(),
            Unread::Kind(kind) => format!("is {kind}"),
            Unread::Large => format!("is larger than {}", size(bound)),
            Unread::Failed(error) => format!("cannot be read: {}", super::fail::why(error)),
        }
    }
}

/// A bound in bytes, in words: "1 MiB".
fn size(bound: u64) -> String {
    if bound >= 1 << 20 && bound.is_multiple_of(1 << 20) {
        format!("{} MiB", bound >> 20)
    } else if bound >= 1 << 10 && bound.is_multiple_of(1 << 10) {
        format!("{} KiB", bound >> 10)
    } else {
        format!("{bound} bytes")
    }
}

/// What a file that is not a regular one is.
fn kind(meta: &fs::Metadata) -> &'static str {
    use std::os::unix::fs::FileTypeExt;
    let kind = meta.file_type();
    if kind.is_dir() {
        "a directory"
    } else if kind.is_symlink() {
        "a symbolic link"
    } else if kind.is_fifo() {
        "a named pipe"
    } else if kind.is_socket() {
        "a socket"
    } else if kind.is_char_device() || kind.is_block_device() {
        "a device"
    } else {
        "not a regular file"
    }
}

/// Opens `path` for reading if it is a regular file, without blocking
/// (and, unless `follow`, without following a link), and checks that
/// what it opened is the file it looked at. Gives the file and its size.
pub(super) fn open(path: &str, follow: bool) -> Result<(fs::File, u64), Unread> {
    let looked = if follow {
        fs::metadata(path)
    } else {
        fs::symlink_metadata(path)
    };
    let looked = match looked {
        Ok(meta) => meta,
        Err(error) if error.kind() == io::ErrorKind::NotFound => return Err(Unread::Missing),
        Err(error) => return Err(Unread::Failed(error)),
    };
    if !looked.is_file() {
        return Err(Unread::Kind(kind(&looked)));
    }
    let flags = NONBLOCK | if follow { 0 } else { NOFOLLOW };
    let file = fs::OpenOptions::new()
        .read(true)
        .custom_flags(flags)
        .open(path)
        .map_err(|error| match error.kind() {
            io::ErrorKind::NotFound => Unread::Missing,
            _ => Unread::Failed(error),
        })?;
    let opened = file.metadata().map_err(Unread::Failed)?;
    if !opened.is_file() {
        return Err(Unread::Kind(kind(&opened)));
    }
    if (opened.dev(), opened.ino()) != (looked.dev(), looked.ino()) {
        return Err(Unread::Failed(io::Error::other(
            "it changed as it was read",
        )));
    }
    Ok((file, opened.len()))
}

/// Reads `path`, a regular file of at most `bound` bytes (see `open`).
pub(super) fn read(path: &str, follow: bool, bound: u64) -> Result<Vec<u8>, Unread> {
    let (file, len) = open(path, follow)?;
    if len > bound {
        return Err(Unread::Large);
    }
    let mut bytes = Vec::with_capacity(len as usize);
    file.take(bound + 1)
        .read_to_end(&mut bytes)
        .map_err(Unread::Failed)?;
    if bytes.len() as u64 > bound {
        return Err(Unread::Large);
    }
    Ok(bytes)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(dir: &tempfile::TempDir, name: &str) -> String {
        dir.path().join(name).to_string_lossy().into_owned()
    }

    #[test]
    fn reads_a_regular_file_within_its_bound() {
        let dir = tempfile::tempdir().unwrap();
        let file = at(&dir, "f");
        fs::write(&file, b"12345").unwrap();
        assert_eq!(read(&file, false, 5).unwrap(), b"12345");
        assert!(matches!(read(&file, false, 4), Err(Unread::Large)));
        assert!(matches!(
            read(&at(&dir, "none"), true, 5),
            Err(Unread::Missing)
        ));
    }

    #[test]
    fn a_named_pipe_or_a_device_is_refused_without_blocking() {
        let dir = tempfile::tempdir().unwrap();
        let fifo = at(&dir, "fifo");
        let made = std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .unwrap();
        assert!(made.success());
        for follow in [true, false] {
            assert!(matches!(
                read(&fifo, follow, 5),
                Err(Unread::Kind("a named pipe"))
            ));
            assert!(matches!(
                read("/dev/zero", follow, 5),
                Err(Unread::Kind("a device"))
            ));
        }
        // Through a link, when links are followed: what it points to.
        let link = at(&dir, "zero");
        std::os::unix::fs::symlink("/dev/zero", &link).unwrap();
        assert!(matches!(
            read(&link, true, 5),
            Err(Unread::Kind("a device"))
        ));
    }

    #[test]
    fn a_link_is_not_followed_unless_asked() {
        let dir = tempfile::tempdir().unwrap();
        let file = at(&dir, "f");
        fs::write(&file, b"mine").unwrap();
        let link = at(&dir, "link");
        std::os::unix::fs::symlink(&file, &link).unwrap();
        assert!(matches!(
            read(&link, false, 5),
            Err(Unread::Kind("a symbolic link"))
        ));
        assert_eq!(read(&link, true, 5).unwrap(), b"mine");
        // The flag itself refuses a link, should one be put there after
        // the look.
        let opened = fs::OpenOptions::new()
            .read(true)
            .custom_flags(NOFOLLOW)
            .open(&link);
        assert!(opened.is_err());
    }

    #[test]
    fn says_what_a_file_is() {
        assert_eq!(Unread::Large.said(PROGRAM), "is larger than 1 MiB");
        assert_eq!(Unread::Kind("a named pipe").said(1), "is a named pipe");
        assert_eq!(size(16 << 10), "16 KiB");
        assert_eq!(size(100), "100 bytes");
    }
}
