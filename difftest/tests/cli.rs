//! The `ir-difftest` binary's errors: a pipeline that does not parse is
//! one error before any program runs, a pass that panics is a mismatch
//! naming the seed (reduced like any other), and a failed write of the
//! summary is exit code 1 with a message.

use std::process::{Command, Output, Stdio};

/// Runs `ir-difftest` with `args`.
fn difftest(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ir-difftest"))
        .args(args)
        .output()
        .expect("ir-difftest runs")
}

#[test]
fn a_bad_pipeline_is_one_error_up_front() {
    // A million programs would take hours: the error must come first.
    let out = difftest(&[
        "--count",
        "1000000",
        "--pipeline",
        "builtin.module(func.func(cse,bogus))",
    ]);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(out.stdout.is_empty(), "no mismatch reported");
    assert_eq!(stderr.matches("error:").count(), 1, "{stderr}");
    assert!(
        stderr.contains("'bogus' does not refer to a registered pass"),
        "{stderr}"
    );
    assert!(stderr.contains("<pass-pipeline>:1:30"), "{stderr}");
    let empty = difftest(&["--pipeline", ""]);
    assert_eq!(empty.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&empty.stderr).contains("runs no pass"));
}

#[test]
fn a_panicking_pass_is_a_mismatch_naming_the_seed() {
    let out = difftest(&[
        "--count",
        "3",
        "--seed",
        "40",
        "--pipeline",
        "builtin.module(test-panic-on-op{op-name=func.func})",
    ]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    let seed = ["40", "41", "42"]
        .into_iter()
        .find(|seed| stdout.starts_with(&format!("MISMATCH (seed {seed}) ")));
    assert!(seed.is_some(), "{stdout}");
    assert!(
        stdout.contains("panicked: test-panic-on-op saw 'func.func'"),
        "{stdout}"
    );
    // Reduced to a program that still panics: one function, `@main`.
    let (_, reduced) = stdout
        .split_once("--- reduced:\n")
        .expect("a reduced program");
    assert_eq!(reduced.matches("func.func").count(), 1, "{reduced}");
    assert!(reduced.contains("func.func @main"), "{reduced}");
}

#[test]
fn a_summary_to_a_full_device_is_an_error() {
    let full = std::fs::File::options()
        .write(true)
        .open("/dev/full")
        .expect("/dev/full exists");
    let out = Command::new(env!("CARGO_BIN_EXE_ir-difftest"))
        .args([
            "--count",
            "1",
            "--pipeline",
            "builtin.module(func.func(cse))",
        ])
        .stdout(Stdio::from(full))
        .output()
        .expect("ir-difftest runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains("cannot write to standard output: No space left on device"),
        "{stderr}"
    );
}
