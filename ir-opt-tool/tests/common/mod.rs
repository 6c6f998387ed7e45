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
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes())
        .expect("write stdin");
    child.wait_with_output().expect("ir-opt finishes")
}
