//! A child process (the compiler, the linker, a generation) as the driver
//! runs it: it dies with the driver, and is stopped once its time is up.

use std::fs;
use std::io;
use std::process::{Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

/// Seconds from the environment variable `name`, or `default`.
pub(super) fn seconds(name: &str, default: f64) -> Duration {
    let value = std::env::var(name)
        .ok()
        .and_then(|v| v.parse::<f64>().ok())
        .filter(|v| v.is_finite() && *v >= 0.0)
        .unwrap_or(default);
    Duration::from_secs_f64(value)
}

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

/// Runs `command` for at most `limit`: its stdout into `out` if given,
/// else with its stderr into the file `log`, which gives what it said. It
/// dies with the driver.
pub(super) fn bounded(
    command: &mut Command,
    out: Option<fs::File>,
    log: &str,
    limit: Duration,
) -> io::Result<Ran> {
    dies_with_me(command);
    let said = fs::File::create(log)?;
    command.stdin(Stdio::null()).stderr(said.try_clone()?);
    match out {
        Some(file) => command.stdout(file),
        None => command.stdout(said),
    };
    let mut child = command.spawn()?;
    let started = Instant::now();
    let mut stopped = false;
    // Polled: a compile takes a tenth of a second or more, and a
    // millisecond's sleep costs nothing beside it.
    let status = loop {
        if let Some(status) = child.try_wait()? {
            break status;
        }
        if !stopped && started.elapsed() >= limit {
            stopped = true;
            let _ = child.kill();
        }
        std::thread::sleep(Duration::from_millis(1));
    };
    let said = fs::read(log).unwrap_or_default();
    let _ = fs::remove_file(log);
    Ok(Ran {
        status: Some(status),
        said: String::from_utf8_lossy(&said).into_owned(),
        stopped,
    })
}
