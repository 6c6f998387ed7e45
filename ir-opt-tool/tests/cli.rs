//! End-to-end checks of the `ir-opt` binary's exit codes and streams (the
//! lit suite covers output text; this covers what lit cannot see well).

mod common;

use common::run;

#[test]
fn valid_input_exits_zero_and_prints_module() {
    let out = run(&[], "module {\n}\n");
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(String::from_utf8_lossy(&out.stdout), "module {\n}\n\n");
}

#[test]
fn parse_error_exits_one_with_located_snippet() {
    let out = run(&[], "\"test.op\"(%x) : (i32) -> ()\n");
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("<stdin>:1:11"), "{stderr}");
    assert!(stderr.contains("undeclared SSA value"), "{stderr}");
    assert!(out.stdout.is_empty());
}

#[test]
fn unregistered_op_needs_the_flag() {
    let input = "\"foo.bar\"() : () -> ()\n";
    assert_eq!(run(&[], input).status.code(), Some(1));
    assert_eq!(
        run(&["-allow-unregistered-dialect"], input).status.code(),
        Some(0)
    );
}

#[test]
fn missing_input_file_is_an_error_not_a_panic() {
    let out = run(&["/nonexistent/input.mlir"], "");
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot read"));
}

#[test]
fn unknown_option_exits_one() {
    assert_eq!(run(&["-no-such-option"], "").status.code(), Some(1));
}

#[test]
fn version_and_help_exit_zero() {
    assert_eq!(run(&["--version"], "").status.code(), Some(0));
    assert_eq!(run(&["--help"], "").status.code(), Some(0));
}

#[test]
fn a_failed_run_removes_its_output_file_but_never_dev_null() {
    let dir = std::env::temp_dir().join(format!("ir-opt-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let output = dir.join("out.mlir");
    let bad = "\"test.op\"(%x) : (i32) -> ()\n";
    let out = run(&["-o", output.to_str().expect("utf-8 path")], bad);
    assert_eq!(out.status.code(), Some(1));
    assert!(!output.exists(), "the output of a failed run is removed");
    let out = run(&["-o", "/dev/null"], bad);
    assert_eq!(out.status.code(), Some(1));
    let null = std::fs::metadata("/dev/null").expect("/dev/null exists");
    assert!(!null.file_type().is_file(), "/dev/null is still a device");
    std::fs::remove_dir_all(&dir).expect("clean up");
}
