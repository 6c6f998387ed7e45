//! End-to-end checks of `ir-reduce`'s exit codes and messages: every bad
//! option, pipeline, input or script is exit code 1 with a message, never
//! a panic; a reduction is exit code 0 and the same bytes every run.

use std::path::PathBuf;
use std::process::{Command, Output};
use std::sync::atomic::{AtomicUsize, Ordering};

const INPUT: &str = r#"
func.func @g(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %b : i32
  return %1 : i32
}
"#;

/// A new file `name` holding `text` in a directory of this test process.
/// Every call makes a file of its own: the tests run on threads at once,
/// and one rewriting a file another is reducing would empty it under it.
fn file(name: &str, text: &str) -> PathBuf {
    static CALLS: AtomicUsize = AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("ir-reduce-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a temporary directory");
    let path = dir.join(format!("{call}-{name}"));
    std::fs::write(&path, text).expect("a temporary file");
    path
}

fn reduce(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_ir-reduce"))
        .args(args)
        .output()
        .expect("ir-reduce runs")
}

/// Exit code 1 and standard error containing `message`.
fn fails_with(args: &[&str], message: &str) {
    let out = reduce(args);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{args:?}: {stderr}");
    assert!(stderr.contains(message), "{args:?}: {stderr}");
    assert!(out.stdout.is_empty(), "{args:?}");
}

fn input() -> String {
    file("input.mlir", INPUT).display().to_string()
}

#[test]
fn options_that_name_no_single_test_are_errors() {
    let input = input();
    fails_with(&[&input], "no test given");
    fails_with(
        &[&input, "--crash=canonicalize", "--test=/bin/true"],
        "give one test",
    );
    fails_with(
        &[&input, "--reduction-tree=traversal-mode=1 test=/bin/true"],
        "traversal-mode=1: unsupported traversal mode detected",
    );
    fails_with(
        &[&input, "--reduction-tree=traversal-mode=0 tester=/bin/true"],
        "unknown option 'tester'",
    );
    fails_with(
        &[&input, "--opt-reduction-pass=test=/bin/true"],
        "needs opt-pass=",
    );
    fails_with(&[&input, "--diagnostic=x"], "--pipeline");
}

#[test]
fn a_bad_pipeline_is_a_located_error() {
    fails_with(&[&input(), "--crash=no-such-pass"], "no-such-pass");
}

#[test]
fn bad_input_is_a_diagnostic() {
    fails_with(
        &["/nonexistent/input.mlir", "--crash=canonicalize"],
        "cannot read",
    );
    let invalid = file("invalid.mlir", "func.func @f() {\n  %0 = arith.addi\n}\n");
    fails_with(
        &[&invalid.display().to_string(), "--crash=canonicalize"],
        "invalid.mlir:2",
    );
}

#[test]
fn a_script_that_cannot_run_is_reported() {
    let input = input();
    fails_with(&[&input, "--test=/nonexistent/script.sh"], "is not a file");
    let not_executable = file("not-executable.sh", "exit 1\n");
    let test = format!("--test={}", not_executable.display());
    fails_with(&[&input, &test], "cannot run the test script");
}

#[test]
fn a_reduction_writes_the_same_bytes_every_run() {
    let input = input();
    let script = file(
        "has-muli.sh",
        "grep -q arith.muli \"$1\" && exit 1\nexit 0\n",
    );
    let test = format!("--test={}", script.display());
    // Through `sh`, as a script without the executable bit can be.
    let tree = format!(
        "--reduction-tree=traversal-mode=0 test=/bin/sh test-arg={}",
        script.display()
    );
    let first = reduce(&[&input, &tree]);
    assert_eq!(
        first.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&first.stderr)
    );
    let reduced = String::from_utf8_lossy(&first.stdout).to_string();
    assert!(
        reduced.contains("arith.muli") && !reduced.contains("@g"),
        "{reduced}"
    );
    assert_eq!(reduce(&[&input, &tree]).stdout, first.stdout);
    let output = file("reduced.mlir", "");
    let out = reduce(&[&input, &tree, "-o", &output.display().to_string()]);
    assert_eq!(out.status.code(), Some(0));
    assert_eq!(
        std::fs::read_to_string(&output).expect("the output"),
        reduced
    );
    // `--test` runs the script itself, which is not executable: an error.
    fails_with(&[&input, &test], "not interesting");
}
