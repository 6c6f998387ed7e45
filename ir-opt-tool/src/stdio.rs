//! The one way the tools write: to standard output, to standard error and
//! (through [`crate::Output`]) to output files. A write that fails (a full
//! disk, a pipe closed by its reader, a stream closed when the tool
//! started) is a [`WriteFailure`], which [`exit_after`] turns into exit
//! code 1 with a message on standard error, or silently when standard
//! error itself cannot be written: never a panic, never lost output
//! under exit code 0. An output whose reader went away (a broken pipe,
//! `ir-opt big.mlir | head`) ends the tool quietly with status 141, as a
//! shell reports `mlir-opt`, which `SIGPIPE` ends.
//!
//! A stream the tool was started without (`ir-opt in.mlir >&-`) is not
//! seen as closed by Rust's standard library, which opens `/dev/null` in
//! its place before `main` (as LLVM's tools do), so that its writes
//! succeed. On Linux a function in `.init_array`, run before the standard
//! library sets itself up, notes which of the three streams were closed;
//! writes to them then fail with `EBADF`.

use std::io::{self, Write};
use std::path::Path;
use std::process::ExitCode;

/// A write that failed.
#[derive(Debug)]
pub enum WriteFailure {
    /// Writing to standard output or to a file failed.
    Output {
        /// What was written to: `standard output` or `'path'`.
        target: String,
        /// Why.
        error: io::Error,
    },
    /// Writing to standard error failed: there is nowhere to say so.
    Stderr,
}

impl WriteFailure {
    /// A failed write to standard output.
    pub fn stdout(error: io::Error) -> Self {
        Self::Output {
            target: "standard output".to_string(),
            error,
        }
    }

    /// A failed write to the output named `path` (`-`: standard output).
    pub fn output(path: &Path, error: io::Error) -> Self {
        if path.as_os_str() == "-" {
            return Self::stdout(error);
        }
        Self::Output {
            target: format!("'{}'", path.display()),
            error,
        }
    }
}

impl std::fmt::Display for WriteFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Output { target, error } => write!(f, "cannot write to {target}: {error}"),
            Self::Stderr => f.write_str("cannot write to standard error"),
        }
    }
}

/// Ends a tool after `failure`: exit code 1, with the message on standard
/// error where that can be written; quietly with 141 (128 + `SIGPIPE`)
/// when the output's reader went away.
pub fn exit_after(failure: &WriteFailure) -> ExitCode {
    match failure {
        WriteFailure::Output { error, .. } if error.kind() == io::ErrorKind::BrokenPipe => {
            ExitCode::from(141)
        }
        WriteFailure::Output { .. } => {
            let _ = eprint(&format!("error: {failure}\n"));
            ExitCode::from(1)
        }
        WriteFailure::Stderr => ExitCode::from(1),
    }
}

/// Writes `text` to standard output.
pub fn print(text: &str) -> Result<(), WriteFailure> {
    let mut out = stdout();
    out.write_all(text.as_bytes())
        .and_then(|()| out.flush())
        .map_err(WriteFailure::stdout)
}

/// Writes `text` to standard error.
pub fn eprint(text: &str) -> Result<(), WriteFailure> {
    if text.is_empty() {
        return Ok(());
    }
    let mut err = Stream { fd: 2 };
    err.write_all(text.as_bytes())
        .and_then(|()| err.flush())
        .map_err(|_| WriteFailure::Stderr)
}

/// Standard output as a writer whose every failure is reported (Rust's
/// own handle ignores `EBADF`), buffered in 64 KiB.
pub fn stdout() -> impl Write {
    io::BufWriter::with_capacity(1 << 16, Stream { fd: 1 })
}

/// Standard output (`fd` 1) or standard error (2), failing on a stream
/// that was closed when the tool started.
struct Stream {
    fd: usize,
}

impl Stream {
    fn check(&self) -> io::Result<()> {
        if started_closed(self.fd) {
            return Err(io::Error::from_raw_os_error(EBADF));
        }
        Ok(())
    }
}

impl Write for Stream {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.check()?;
        match self.fd {
            1 => io::stdout().lock().write(buf),
            _ => io::stderr().lock().write(buf),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        self.check()?;
        match self.fd {
            1 => io::stdout().lock().flush(),
            _ => io::stderr().lock().flush(),
        }
    }
}

/// `EBADF`: the error a write to a closed descriptor gets.
const EBADF: i32 = 9;

#[cfg(target_os = "linux")]
mod closed_at_start {
    //! Which standard streams were closed when the process started.
    use std::sync::atomic::{AtomicBool, Ordering};

    /// Whether descriptor 0, 1, 2 was closed.
    static CLOSED: [AtomicBool; 3] = [const { AtomicBool::new(false) }; 3];

    /// Runs before `main` and before the standard library fills closed
    /// descriptors with `/dev/null`.
    #[used]
    #[link_section = ".init_array"]
    static NOTE_CLOSED_STREAMS: extern "C" fn() = note_closed_streams;

    extern "C" fn note_closed_streams() {
        for (fd, closed) in CLOSED.iter().enumerate() {
            // SAFETY: F_GETFD only reads the descriptor's flags; it fails
            // (EBADF) exactly when the descriptor is not open.
            let flags = unsafe { libc::fcntl(fd as libc::c_int, libc::F_GETFD) };
            closed.store(flags == -1, Ordering::Relaxed);
        }
    }

    /// Whether descriptor `fd` (0 to 2) was closed at start.
    pub(super) fn started_closed(fd: usize) -> bool {
        // Reading the hook keeps its object file (and so the hook) in the
        // linked binary.
        std::hint::black_box(&NOTE_CLOSED_STREAMS);
        CLOSED.get(fd).is_some_and(|c| c.load(Ordering::Relaxed))
    }
}

#[cfg(target_os = "linux")]
use closed_at_start::started_closed;

/// Elsewhere a closed stream is not told apart from `/dev/null`.
#[cfg(not(target_os = "linux"))]
fn started_closed(_fd: usize) -> bool {
    false
}
