//! `not`: LLVM's `not` test helper, for RUN lines that expect a command to fail.
//!
//! `not CMD ARGS...` exits 0 iff `CMD` exits with a non-zero status without crashing
//! (being killed by a signal). `not --crash CMD ARGS...` exits 0 iff `CMD` crashes.
//! If `CMD` cannot be started, `not` exits 127 (not found) or 126 (any other error).

use std::process::{Command, ExitCode};

fn main() -> ExitCode {
    let mut args = std::env::args_os().skip(1).peekable();
    let expect_crash = args.next_if(|arg| arg == "--crash").is_some();
    let Some(program) = args.next() else {
        eprintln!("usage: not [--crash] COMMAND [ARGS...]");
        return ExitCode::from(126);
    };
    let status = Command::new(&program)
        .args(args)
        .env("LLVM_DISABLE_CRASH_REPORT", "1")
        .env("LLVM_DISABLE_SYMBOLIZATION", "1")
        .status();
    let status = match status {
        Ok(status) => status,
        Err(err) => {
            eprintln!("not: cannot run {}: {err}", program.to_string_lossy());
            let not_found = err.kind() == std::io::ErrorKind::NotFound;
            return ExitCode::from(if not_found { 127 } else { 126 });
        }
    };
    // A status without an exit code means the command was killed by a signal.
    let passed = match status.code() {
        None => expect_crash,
        Some(code) => !expect_crash && code != 0,
    };
    ExitCode::from(u8::from(!passed))
}
