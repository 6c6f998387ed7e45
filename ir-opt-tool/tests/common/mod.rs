//! What the `ir-opt` end-to-end tests share: running the binary on text.

use std::io::Write;
use std::process::{Command, Output, Stdio};

/// Runs `ir-opt` with `args`, feeding `stdin`, and collects its output.
pub fn run(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_ir-opt"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("ir-opt starts");
    let written = child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes());
    // A run that stops before reading its input (a usage error) closes the
    // pipe early: what it printed and its exit code are what is checked.
    if let Err(error) = written {
        assert_eq!(
            error.kind(),
            std::io::ErrorKind::BrokenPipe,
            "write stdin: {error}"
        );
    }
    child.wait_with_output().expect("ir-opt finishes")
}
