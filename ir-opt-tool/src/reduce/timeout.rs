//! Waiting for an interestingness script with a time limit (`ir-reduce
//! --test-timeout`; `mlir-reduce` has none and waits forever). The script
//! runs in a process group of its own, so that on timeout the whole group
//! (the script and whatever it started: a `sleep`, a compiler) is killed,
//! not the shell alone.

use std::os::unix::process::CommandExt;
use std::process::{Child, Command, ExitStatus};
use std::time::{Duration, Instant};

/// How long to sleep between two looks at a running script: short beside
/// a script's run, long enough not to busy the core.
const POLL: Duration = Duration::from_millis(5);

/// What became of a script run with a time limit.
#[derive(Debug)]
pub(super) enum Finished {
    /// It exited (or was ended by a signal) with this status.
    Exited(ExitStatus),
    /// It ran past the limit and its process group was killed.
    TimedOut,
}

/// Starts `command` in a process group of its own and waits for it, at
/// most `limit` if there is one.
pub(super) fn run(command: &mut Command, limit: Option<Duration>) -> std::io::Result<Finished> {
    let mut child = command.process_group(0).spawn()?;
    let Some(limit) = limit else {
        return child.wait().map(Finished::Exited);
    };
    let deadline = Instant::now() + limit;
    loop {
        if let Some(status) = child.try_wait()? {
            return Ok(Finished::Exited(status));
        }
        let now = Instant::now();
        if now >= deadline {
            kill_group(&mut child);
            return Ok(Finished::TimedOut);
        }
        std::thread::sleep(POLL.min(deadline - now));
    }
}

/// Kills the process group `child` leads, and reaps `child`.
fn kill_group(child: &mut Child) {
    if let Ok(pid) = libc::pid_t::try_from(child.id()) {
        // SAFETY: kill(2) takes plain integers; `-pid` names the group
        // `child` leads (made by `process_group(0)`), which holds only
        // the script and what it started.
        unsafe { libc::kill(-pid, libc::SIGKILL) };
    }
    let _ = child.kill();
    let _ = child.wait();
}

#[cfg(test)]
mod tests {
    use super::{run, Finished};
    use std::process::Command;
    use std::time::{Duration, Instant};

    #[test]
    fn a_script_past_its_limit_is_killed_with_what_it_started() {
        let start = Instant::now();
        let mut command = Command::new("sh");
        command.args(["-c", "sleep 30; exit 1"]);
        let finished = run(&mut command, Some(Duration::from_millis(200))).unwrap();
        assert!(matches!(finished, Finished::TimedOut));
        assert!(start.elapsed() < Duration::from_secs(5));
    }

    #[test]
    fn a_script_within_its_limit_gives_its_status() {
        let mut command = Command::new("sh");
        command.args(["-c", "exit 1"]);
        let finished = run(&mut command, Some(Duration::from_secs(30))).unwrap();
        assert!(matches!(finished, Finished::Exited(s) if s.code() == Some(1)));
        let finished = run(&mut command, None).unwrap();
        assert!(matches!(finished, Finished::Exited(s) if s.code() == Some(1)));
    }
}
