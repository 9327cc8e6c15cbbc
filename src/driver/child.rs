//! A child process (the compiler, the linker, a generation) as the driver
//! runs it: it dies with the driver, and is stopped once its time is up;
//! what it says comes through a pipe, so that it is heard even when no
//! file can be written (a full disk).

use std::fs;
use std::io::{self, Read};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::Duration;

use super::fail::{Res, fail};
use super::say::shown;

/// The most seconds a bound may be set to: some eleven days.
const LONGEST: f64 = 1_000_000.0;

/// Seconds from the environment variable `name` (a number from 0 to
/// `LONGEST`), or `default` when it is unset or empty; anything else is
/// refused, in one line.
pub(super) fn seconds(name: &str, default: f64) -> Res<Duration> {
    let value = match std::env::var_os(name) {
        None => return Ok(Duration::from_secs_f64(default)),
        Some(value) if value.is_empty() => return Ok(Duration::from_secs_f64(default)),
        Some(value) => value.to_string_lossy().into_owned(),
    };
    match value.trim().parse::<f64>() {
        Ok(seconds) if (0.0..=LONGEST).contains(&seconds) => Ok(Duration::from_secs_f64(seconds)),
        _ => fail(
            2,
            format!(
                "{name}={} is not a number of seconds from 0 to {LONGEST}; nothing was changed",
                shown(&value)
            ),
        ),
    }
}

/// The bounds a command runs under, checked before it starts: how long
/// it waits for the lock (MERLYN_LOCK_WAIT, 10 s), and how long a child
/// may run (MERLYN_TIME_LIMIT, 120 s).
pub(super) fn bounds() -> Res<Duration> {
    seconds("MERLYN_TIME_LIMIT", 120.0)?;
    seconds("MERLYN_LOCK_WAIT", 10.0)
}

/// How long a child may run: MERLYN_TIME_LIMIT seconds, as `bounds`
/// checked it.
pub(super) fn time_limit() -> Duration {
    seconds("MERLYN_TIME_LIMIT", 120.0).unwrap_or(Duration::from_secs(120))
}

/// The most bytes of what a child says that are kept.
const SAID: usize = 1 << 20;

/// What a child process did.
pub(super) struct Ran {
    pub(super) status: Option<ExitStatus>,
    /// Its output on stderr (and stdout, when that is not kept apart).
    pub(super) said: String,
    /// It ran out of time and was stopped.
    pub(super) stopped: bool,
}

impl Ran {
    pub(super) fn ok(&self) -> bool {
        self.status.is_some_and(|s| s.success())
    }

    pub(super) fn signal(&self) -> Option<i32> {
        use std::os::unix::process::ExitStatusExt;
        self.status.and_then(|s| s.signal())
    }

    pub(super) fn code(&self) -> Option<i32> {
        self.status.and_then(|s| s.code())
    }
}

#[cfg(target_os = "linux")]
unsafe extern "C" {
    fn prctl(option: i32, ...) -> i32;
    fn getppid() -> i32;
}

unsafe extern "C" {
    fn kill(pid: i32, signal: i32) -> i32;
    fn waitid(kind: i32, id: u32, info: *mut u64, options: i32) -> i32;
}

/// Ends the process `pid` (with SIGKILL).
fn end(pid: u32) {
    // SAFETY: kill only sends a signal.
    unsafe {
        kill(pid as i32, 9);
    }
}

/// Waits until `child` has ended, and leaves it unreaped: its PID stays its
/// own until `Child::wait` reaps it.
#[cfg(any(target_os = "linux", target_os = "macos"))]
fn wait_unreaped(child: &mut Child) -> io::Result<()> {
    // waitid's P_PID, and its options WEXITED and WNOWAIT.
    let (by_pid, exited) = (1, 4);
    #[cfg(target_os = "linux")]
    let no_wait = 0x0100_0000;
    #[cfg(target_os = "macos")]
    let no_wait = 0x20;
    // Room for a siginfo_t, which is 128 bytes or less.
    let mut info = [0u64; 16];
    loop {
        // SAFETY: waitid writes one siginfo_t into `info`, which holds one.
        if unsafe { waitid(by_pid, child.id(), info.as_mut_ptr(), exited | no_wait) } == 0 {
            return Ok(());
        }
        let error = io::Error::last_os_error();
        if error.kind() != io::ErrorKind::Interrupted {
            return Err(error);
        }
    }
}

/// Elsewhere, polled every millisecond (and reaped at once).
#[cfg(not(any(target_os = "linux", target_os = "macos")))]
fn wait_unreaped(child: &mut Child) -> io::Result<()> {
    while child.try_wait()?.is_none() {
        std::thread::sleep(Duration::from_millis(1));
    }
    Ok(())
}

/// Makes `command`'s process die with this one (on Linux: a SIGKILL when
/// the driver ends, however it ends).
fn dies_with_me(command: &mut Command) {
    #[cfg(target_os = "linux")]
    {
        use std::os::unix::process::CommandExt;
        let parent = std::process::id() as i32;
        // SAFETY: prctl and getppid are async-signal-safe system calls.
        unsafe {
            command.pre_exec(move || {
                // PR_SET_PDEATHSIG, SIGKILL
                prctl(1, 9 as std::ffi::c_ulong);
                if getppid() != parent {
                    return Err(io::Error::other("the driver is gone"));
                }
                Ok(())
            });
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = command;
}

/// What a child said so far (its first `SAID` bytes), whether all it
/// said has been heard (its pipe ended), and whether it has ended.
#[derive(Default)]
struct Heard {
    said: Vec<u8>,
    heard: bool,
    ended: bool,
}

/// The lock on what is heard, held even where a thread that held it
/// panicked (the driver aborts on a panic: none does).
fn lock(heard: &Mutex<Heard>) -> MutexGuard<'_, Heard> {
    heard.lock().unwrap_or_else(|e| e.into_inner())
}

/// Runs `command` for at most `limit`: its stdout into `out` if given,
/// else with its stderr into a pipe, which gives what it said (its first
/// `SAID` bytes). It dies with the driver.
pub(super) fn bounded(
    command: &mut Command,
    out: Option<fs::File>,
    limit: Duration,
) -> io::Result<Ran> {
    dies_with_me(command);
    let (mut reader, writer) = io::pipe()?;
    command.stdin(Stdio::null()).stderr(writer.try_clone()?);
    // Every end of the pipe but the child's closes once it is spawned, so
    // that the pipe ends when the child's ends do: an end kept here (the
    // first, when standard output goes to `out`) would keep the reader
    // waiting out its second below, every turn.
    match out {
        Some(file) => {
            drop(writer);
            command.stdout(file)
        }
        None => command.stdout(writer),
    };
    let spawned = command.spawn();
    command.stdout(Stdio::null()).stderr(Stdio::null());
    let mut child = spawned?;
    // What the child said, and what has happened, behind one lock; what
    // waits on it is woken by one condition. (Two channels did this, and
    // cost the driver's build a twentieth of its code.)
    let shared = Arc::new((Mutex::new(Heard::default()), Condvar::new()));
    // Read as the child says it, so that it never waits on a full pipe.
    {
        let shared = Arc::clone(&shared);
        std::thread::spawn(move || {
            let mut buffer = [0u8; 8192];
            loop {
                match reader.read(&mut buffer) {
                    Ok(0) => break,
                    Ok(n) => {
                        let mut heard = lock(&shared.0);
                        let room = SAID.saturating_sub(heard.said.len());
                        heard.said.extend_from_slice(&buffer[..n.min(room)]);
                    }
                    Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
                    Err(_) => break,
                }
            }
            lock(&shared.0).heard = true;
            shared.1.notify_all();
        });
    }
    // Waited for, not polled: the turn goes on the moment the child ends
    // (a poll every millisecond cost half of one on average, three times a
    // turn). A watchdog ends it once its time is up, unless told first that
    // it ended; that is told before it is reaped, so its PID is still its
    // own when the watchdog kills it.
    let pid = child.id();
    let watchdog = {
        let shared = Arc::clone(&shared);
        std::thread::spawn(move || {
            let heard = lock(&shared.0);
            let (heard, _) = shared
                .1
                .wait_timeout_while(heard, limit, |heard| !heard.ended)
                .unwrap_or_else(|e| e.into_inner());
            if !heard.ended {
                end(pid);
            }
            !heard.ended
        })
    };
    let status = wait_unreaped(&mut child);
    lock(&shared.0).ended = true;
    shared.1.notify_all();
    let status = status.and_then(|()| child.wait());
    let stopped = watchdog.join().unwrap_or(false);
    let status = status?;
    // All it said is in the pipe once it has ended, unless a process it
    // started holds the pipe still (a linker outliving a killed compiler):
    // that one is not waited for long.
    let heard = lock(&shared.0);
    let (mut heard, _) = shared
        .1
        .wait_timeout_while(heard, Duration::from_secs(1), |heard| !heard.heard)
        .unwrap_or_else(|e| e.into_inner());
    let said = std::mem::take(&mut heard.said);
    Ok(Ran {
        status: Some(status),
        said: String::from_utf8_lossy(&said).into_owned(),
        stopped,
    })
}
